; YAML outline query. Capture convention: see extract/queries.go.
;
; Mapping keys are key symbols nested by containment: the pair is the
; definition, so a key whose value is a nested mapping contains its keys.
; Every document of a multi-document stream (---) contributes its root
; keys at the top level.
;
; Noise rule (as in JSON): only keys of mappings that are a document's root
; value or the direct value of a key are symbols. Mappings that are items
; of a sequence are records (workflow steps, Kubernetes containers, Ansible
; tasks) whose keys (name, image, run, ...) repeat for every item, so they
; are not matched (and sequences are @local, see the end). A file whose
; root is a sequence has no key symbols.
;
; Names: a plain key is named by its text; a quoted key ("on", 'x') keeps
; its quotes, since the grammar has no node for a quoted scalar's content.
; The merge key "<<" is not a key.
;
; Signatures are `key: value`, cut where a nested block (mapping, sequence
; or block scalar) or a flow mapping starts; a flow sequence of scalars
; (branches: [main]) stays visible. An anchor written before the block
; stays in the signature (x-defaults: &defaults); a comment between the
; key or anchor and the block is cut with it.
;
; Anchors (&name) are variable symbols whose definition is the anchor
; itself, nested in the key they sit in; aliases (*name) are references.
;
; Doc comments: the comment lines directly above a key are its doc only
; when the grammar makes them the pair's previous sibling. tree-sitter-yaml
; attaches a comment to the innermost open block, so a comment above a key
; that follows a nested block is a child of that block and is not found.

; Root keys of each document.
(document
  (block_node
    (block_mapping
      (block_mapping_pair
        key: (flow_node [(plain_scalar) (double_quote_scalar) (single_quote_scalar)] @name)
        ((comment) @body)*
        value: [
          (block_node ((comment) @body)* [(block_mapping) (block_sequence) (block_scalar)] @body)
          (flow_node (flow_mapping) @body)
        ]?) @definition.key))
  (#not-eq? @name "<<"))

; Keys of a mapping that is the value of a key.
(block_mapping_pair
  value: (block_node
    (block_mapping
      (block_mapping_pair
        key: (flow_node [(plain_scalar) (double_quote_scalar) (single_quote_scalar)] @name)
        ((comment) @body)*
        value: [
          (block_node ((comment) @body)* [(block_mapping) (block_sequence) (block_scalar)] @body)
          (flow_node (flow_mapping) @body)
        ]?) @definition.key))
  (#not-eq? @name "<<"))

; Error recovery: pairs of a broken document sit in an ERROR node.
(ERROR
  (block_mapping_pair
    key: (flow_node [(plain_scalar) (double_quote_scalar) (single_quote_scalar)] @name)
    ((comment) @body)*
    value: [
      (block_node ((comment) @body)* [(block_mapping) (block_sequence) (block_scalar)] @body)
      (flow_node (flow_mapping) @body)
    ]?) @definition.key
  (#not-eq? @name "<<"))

; Flow mappings: a document root written {a: 1}, and {a: 1} as a key's value.
(document
  (flow_node
    (flow_mapping
      (flow_pair
        key: (flow_node [(plain_scalar) (double_quote_scalar) (single_quote_scalar)] @name)
        value: [(flow_node (flow_mapping) @body)]?) @definition.key)))

(block_mapping_pair
  value: (flow_node
    (flow_mapping
      (flow_pair
        key: (flow_node [(plain_scalar) (double_quote_scalar) (single_quote_scalar)] @name)
        value: [(flow_node (flow_mapping) @body)]?) @definition.key))
  (#not-eq? @name "<<"))

(flow_pair
  value: (flow_node
    (flow_mapping
      (flow_pair
        key: (flow_node [(plain_scalar) (double_quote_scalar) (single_quote_scalar)] @name)
        value: [(flow_node (flow_mapping) @body)]?) @definition.key))
  (#not-eq? @name "<<"))

; Anchors and aliases.
(anchor (anchor_name) @name) @definition.variable
(alias (alias_name) @reference)

; Mappings inside sequence items are matched above when they are the value
; of a key that is itself inside an item (steps: - with: {...}); sequences
; are @local so that nothing inside them is a symbol. Anchors written
; inside a sequence are dropped with them.
(block_sequence) @local
(flow_sequence) @local
