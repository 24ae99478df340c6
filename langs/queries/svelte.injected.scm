; Patterns Svelte adds to the outline of its <script> elements, compiled
; against the JavaScript grammar and the TypeScript ones. Capture
; convention: see extract/queries.go. They run before the script
; language's own query, so where both name one node, these win.
;
; A component's props are its public interface: fields, set by whoever
; uses the component (<Counter start={5} />, bind:value). Svelte 4 declares
; them with export let; Svelte 5 destructures $props(), where a prop is
; named by its key ({ class: klass } is the prop class), a default value
; (= 1) is allowed, and the rest (...rest) is no prop of its own.
(program (export_statement declaration: (lexical_declaration "let" (variable_declarator name: (identifier) @name)) @definition.field))
((program
  (lexical_declaration
    (variable_declarator
      name: (object_pattern [
        (shorthand_property_identifier_pattern) @name
        (object_assignment_pattern left: (shorthand_property_identifier_pattern) @name)
        (pair_pattern key: (_) @name)
      ])
      value: (call_expression function: (identifier) @_props))) @definition.field)
  (#eq? @_props "$props"))
