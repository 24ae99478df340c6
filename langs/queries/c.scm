; C outline query. Capture convention: see extract/queries.go.
; Specific patterns come first: the first pattern matching a name wins.
;
; Declarations at file scope (prototypes, variables, constants) are anchored
; on their parents so that locals never become symbols: they are matched in
; the translation unit, in extern "C" bodies (declaration_list)
; and under #if/#ifdef/#else nesting, written as wildcard parents without a
; `declarator` or `body` field (function definitions have one).
; Those positions are captured once as @context nodes, and each shape names
; the set it counts in with @within, instead of being repeated per position.
;
; The query is kept lean because tree-sitter analyses every pattern step
; that has children when the query is compiled: shapes are few, and a
; second child step under `declaration` (very costly) is replaced by a
; predicate on the declaration's text where possible.

;; Preprocessor: #include, object-like and function-like macros
(preproc_include path: (_) @import.source) @import
(preproc_function_def name: (identifier) @name value: (preproc_arg)? @body) @definition.macro
(preproc_def name: (identifier) @name) @definition.macro

;; Types: structs, unions (kind struct), enums
; `typedef struct [tag] {...} Name;` is the struct Name: one symbol, doc included
(type_definition type: (struct_specifier body: (field_declaration_list) @body) declarator: (type_identifier) @name) @definition.struct
(type_definition type: (union_specifier body: (field_declaration_list) @body) declarator: (type_identifier) @name) @definition.struct
(type_definition type: (enum_specifier body: (enumerator_list) @body) declarator: (type_identifier) @name) @definition.enum
; a type declared alone; nested in a struct body the member declaration is the
; definition, so that the doc comment above it is found
(field_declaration !declarator type: (struct_specifier name: (type_identifier) @name body: (field_declaration_list) @body)) @definition.struct
(field_declaration !declarator type: (union_specifier name: (type_identifier) @name body: (field_declaration_list) @body)) @definition.struct
(field_declaration !declarator type: (enum_specifier name: (type_identifier) @name body: (enumerator_list) @body)) @definition.enum
; (a negated field on a wildcard at the root of a pattern is ignored by tree-sitter,
; so the parent without a declarator is written one level down)
(translation_unit [(struct_specifier) (union_specifier) (enum_specifier)] @context.type)
(_ (_ !declarator [(struct_specifier) (union_specifier) (enum_specifier)] @context.type))
[
  (struct_specifier name: (type_identifier) @name body: (field_declaration_list) @body) @definition.struct
  (union_specifier name: (type_identifier) @name body: (field_declaration_list) @body) @definition.struct
  (enum_specifier name: (type_identifier) @name body: (enumerator_list) @body) @definition.enum
] @within.type
; a type declared together with a variable or field: `struct point {...} origin;`
(declaration type: (struct_specifier name: (type_identifier) @name body: (field_declaration_list) @body) @definition.struct)
(field_declaration type: (struct_specifier name: (type_identifier) @name body: (field_declaration_list) @body) @definition.struct)
(declaration type: (union_specifier name: (type_identifier) @name body: (field_declaration_list) @body) @definition.struct)
(field_declaration type: (union_specifier name: (type_identifier) @name body: (field_declaration_list) @body) @definition.struct)
(declaration type: (enum_specifier name: (type_identifier) @name body: (enumerator_list) @body) @definition.enum)
(field_declaration type: (enum_specifier name: (type_identifier) @name body: (enumerator_list) @body) @definition.enum)

;; Enum constants
(enumerator name: (identifier) @name) @definition.enum_member

;; Type aliases: typedef (function pointer and function types too)
(type_definition type: (_ !body) declarator:
  [
    (type_identifier) @name
    (pointer_declarator declarator: (type_identifier) @name)
    (array_declarator declarator: (type_identifier) @name)
    (function_declarator declarator: (type_identifier) @name)
    (function_declarator declarator: (parenthesized_declarator (pointer_declarator declarator: (type_identifier) @name)))
  ]) @definition.type_alias

;; Function definitions
(function_definition declarator:
  [
    (function_declarator declarator: (identifier) @name)
    (pointer_declarator declarator: (function_declarator declarator: (identifier) @name))
    (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name)))
    (function_declarator declarator: (parenthesized_declarator (pointer_declarator declarator: (function_declarator declarator: (identifier) @name))))
  ] body: (compound_statement) @body) @definition.function

;; Fields.
;; The whole declaration is the definition, so its doc comment is found; the
;; names of `int x, y;` share it and are siblings.
; a field declared with a named type body: `struct inner {...} in;`
((field_declaration declarator:
  [
    (field_identifier) @name
    (pointer_declarator declarator: (field_identifier) @name)
    (array_declarator declarator: (field_identifier) @name)
  ] @definition.field) @_d (#match? @_d "^([^\\s{;(=]+\\s+)*(struct|union|enum|class)\\s+[^\\s{;:]+\\s*(:[^{;]*)?\\{"))
(field_declaration declarator:
  [
    (field_identifier) @name
    (pointer_declarator declarator: (field_identifier) @name)
    (array_declarator declarator: (field_identifier) @name)
    (pointer_declarator declarator: (array_declarator declarator: (field_identifier) @name))
    (function_declarator declarator: (parenthesized_declarator (pointer_declarator declarator: (field_identifier) @name)))
    (function_declarator declarator: (parenthesized_declarator (pointer_declarator declarator: (array_declarator declarator: (field_identifier) @name))))
    (pointer_declarator declarator: (pointer_declarator declarator: (field_identifier) @name))
    (array_declarator declarator: (array_declarator declarator: (field_identifier) @name))
  ]) @definition.field

;; Declarations at file scope: prototypes, variables, constants
; Where file-scope declarations stand: in the translation unit, in extern "C"
; bodies (declaration_list), under up to three levels of #if/#ifdef/#else (parents
; without a declarator or body; two in a declaration_list), and as the body
; of extern "C" itself: @context.file. Shapes matched at fewer places (the
; translation unit, one #if level, extern "C" bodies) name @context.file_if.
(translation_unit (declaration) @context.file @context.file_if)
(declaration_list (declaration) @context.file @context.file_if)
(translation_unit (_ !declarator !body (declaration) @context.file @context.file_if))
(translation_unit (_ !declarator !body (_ !declarator !body (declaration) @context.file)))
(translation_unit (_ !declarator !body (_ !declarator !body (_ !declarator !body (declaration) @context.file))))
(declaration_list (_ !declarator !body (declaration) @context.file))
(declaration_list (_ !declarator !body (_ !declarator !body (declaration) @context.file)))
(linkage_specification body: (declaration) @context.file)
; function prototypes
(declaration declarator:
  [
    (function_declarator declarator: (identifier) @name)
    (pointer_declarator declarator: (function_declarator declarator: (identifier) @name))
    (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name)))
    (function_declarator declarator: (parenthesized_declarator (pointer_declarator declarator: (function_declarator declarator: (identifier) @name))))
  ]) @definition.function @within.file
; a variable declared with a named struct/union/enum body: `struct point {...} origin;`;
; the declarator is the definition so that the struct is not nested in it
((declaration declarator:
  [
    (init_declarator declarator:
      [
        (identifier) @name
        (pointer_declarator declarator: (identifier) @name)
        (array_declarator declarator: (identifier) @name)
      ] value: (initializer_list)? @body)
    [
      (identifier) @name
      (pointer_declarator declarator: (identifier) @name)
      (array_declarator declarator: (identifier) @name)
    ]
  ] @definition.variable) @_d @within.file_if (#match? @_d "^([^\\s{;(=]+\\s+)*(struct|union|enum|class)\\s+[^\\s{;:]+\\s*(:[^{;]*)?\\{"))
; constants: const objects
((declaration declarator:
  [
    (identifier) @name
    (array_declarator declarator: (identifier) @name)
    (init_declarator declarator: [(identifier) @name (array_declarator declarator: (identifier) @name)] value: (initializer_list)? @body)
  ]) @definition.constant @within.file (#match? @definition.constant "^([^\\s=;({]+\\s+)*?(const|constexpr)\\s"))
; constants: const pointers (T *const p)
((declaration declarator:
  [
    (pointer_declarator (type_qualifier) @_q declarator: [(identifier) @name (array_declarator declarator: (identifier) @name)])
    (init_declarator declarator: (pointer_declarator (type_qualifier) @_q declarator: [(identifier) @name (array_declarator declarator: (identifier) @name)]) value: (initializer_list)? @body)
  ]) @definition.constant @within.file_if (#eq? @_q "const"))
; variables, extern declarations included
(declaration declarator:
  [
    (init_declarator declarator:
      [
        (identifier) @name
        (pointer_declarator declarator: (identifier) @name)
        (array_declarator declarator: (identifier) @name)
        (pointer_declarator declarator: (array_declarator declarator: (identifier) @name))
        (function_declarator declarator: (parenthesized_declarator (pointer_declarator declarator: (identifier) @name)))
        (function_declarator declarator: (parenthesized_declarator (pointer_declarator declarator: (array_declarator declarator: (identifier) @name))))
        (pointer_declarator declarator: (pointer_declarator declarator: (identifier) @name))
        (array_declarator declarator: (array_declarator declarator: (identifier) @name))
      ] value: (initializer_list)? @body)
    [
      (identifier) @name
      (pointer_declarator declarator: (identifier) @name)
      (array_declarator declarator: (identifier) @name)
      (pointer_declarator declarator: (array_declarator declarator: (identifier) @name))
      (function_declarator declarator: (parenthesized_declarator (pointer_declarator declarator: (identifier) @name)))
      (function_declarator declarator: (parenthesized_declarator (pointer_declarator declarator: (array_declarator declarator: (identifier) @name))))
      (pointer_declarator declarator: (pointer_declarator declarator: (identifier) @name))
      (array_declarator declarator: (array_declarator declarator: (identifier) @name))
    ]
  ]) @definition.variable @within.file

;; Locals. Scopes: function bodies, blocks, for statements; a prototype's
; parameter list is a scope of its own (its names are never references to
; anything else). File-scope declarations lie outside every scope. A
; declarator's name is visible from where it stands (int x = x reads the
; new x, as C does).
[(function_definition) (compound_statement) (for_statement)] @binding.scope
(declaration declarator: (function_declarator parameters: (parameter_list) @binding.scope))
(parameter_declaration declarator: (identifier) @binding)
(declaration declarator: (identifier) @binding)
(init_declarator declarator: (identifier) @binding)
(pointer_declarator declarator: (identifier) @binding)
(array_declarator declarator: (identifier) @binding)
; Declared types (Foo x, Foo *p, struct foo *p), and Foo *p = make().
(declaration
  type: [(type_identifier) @binding.type (struct_specifier name: (type_identifier) @binding.type)]
  declarator: [(identifier) @binding
               (pointer_declarator declarator: (identifier) @binding)
               (init_declarator declarator: [(identifier) @binding (pointer_declarator declarator: (identifier) @binding)])])
(parameter_declaration
  type: [(type_identifier) @binding.type (struct_specifier name: (type_identifier) @binding.type)]
  declarator: [(identifier) @binding (pointer_declarator declarator: (identifier) @binding)])
(init_declarator declarator: [(identifier) @binding (pointer_declarator declarator: (identifier) @binding)]
  value: (call_expression function: (identifier) @binding.call))

;; References
(identifier) @reference
(type_identifier) @reference
(field_identifier) @reference

; Names after "." or "->": members; p->f with an identifier p qualifies f
; by p (a typed receiver when p is a local); chains name their last part.
(field_expression argument: (identifier) @qualifier field: (field_identifier) @reference.member)
(field_expression argument: (field_expression field: (field_identifier) @receiver) field: (field_identifier) @reference.member)
(field_expression argument: (call_expression function: [(identifier) @receiver (field_expression field: (field_identifier) @receiver)])
  field: (field_identifier) @reference.member)
(field_expression field: (field_identifier) @reference.member)
; Designated initializers (.x = 1) name fields, never locals.
(field_designator (field_identifier) @reference.member)
