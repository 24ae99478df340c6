; GraphQL outline query: schema definitions (SDL) and executable
; documents. Capture convention: see extract/queries.go. The first pattern
; that captures a name node wins, so specific patterns come first.
;
; Kinds: an object type is a class, an interface an interface, an input
; type a struct, an enum an enum with its values, a union or a custom
; scalar a type alias, a directive definition a function (it takes
; arguments), an operation (query, mutation, subscription) a function, a
; fragment a macro (a spread expands it in place). Fields of types,
; interfaces and inputs are fields, their arguments and types in the
; signature. `extend type T { ... }` defines nothing of its own: it is a
; named region whose fields are members of T (as a Rust impl). A
; description ("doc" or """doc""") is the @doc; # comments above are
; found as docs too.

; ------------------------------------------------------------ definitions

; A top-level definition's node is the document's definition that holds
; it, whose siblings are the # comments above it.
(definition (type_system_definition (type_definition
  (object_type_definition
    (description)? @doc
    (name) @name
    (fields_definition)? @body)))) @definition.class
(definition (type_system_definition (type_definition
  (interface_type_definition
    (description)? @doc
    (name) @name
    (fields_definition)? @body)))) @definition.interface
(definition (type_system_definition (type_definition
  (input_object_type_definition
    (description)? @doc
    (name) @name
    (input_fields_definition)? @body)))) @definition.struct
(definition (type_system_definition (type_definition
  (enum_type_definition
    (description)? @doc
    (name) @name
    (enum_values_definition)? @body)))) @definition.enum
(definition (type_system_definition (type_definition
  (union_type_definition
    (description)? @doc
    (name) @name)))) @definition.type_alias
(definition (type_system_definition (type_definition
  (scalar_type_definition
    (description)? @doc
    (name) @name)))) @definition.type_alias
(definition (type_system_definition
  (directive_definition
    (description)? @doc
    (name) @name))) @definition.function

(enum_value_definition
  (description)? @doc
  (enum_value (name) @name)) @definition.enum_member
(fields_definition
  (field_definition
    (description)? @doc
    (name) @name) @definition.field)
(input_fields_definition
  (input_value_definition
    (description)? @doc
    (name) @name) @definition.field)

; Executable documents: named operations and fragments; the signature
; is the head (variables, type condition) before the selection set.
(definition (executable_definition
  (operation_definition
    (name) @name
    (selection_set) @body))) @definition.function
(definition (executable_definition
  (fragment_definition
    (fragment_name (name) @name)
    (selection_set) @body))) @definition.macro

; `extend type T { ... }` (and interface, input, enum extensions): their
; fields and values are members of T.
(object_type_extension (name) @scope.name (fields_definition) @scope)
(interface_type_extension (name) @scope.name (fields_definition) @scope)
(input_object_type_extension (name) @scope.name (input_fields_definition) @scope)
(enum_type_extension (name) @scope.name (enum_values_definition) @scope)

; Imports as comments, the graphql-import and webpack-loader convention:
; #import "./fragments.graphql", # import A, B from "schema.graphql".
((comment) @import @import.source
  (#match? @import "^#[ \t]*import[ \t]"))

; Interfaces a type or an interface implements (implements A & B & C:
; the grammar nests the list to the left, one level per interface).
[
  (object_type_definition (name) @base.of (implements_interfaces (named_type (name) @base)))
  (object_type_definition (name) @base.of (implements_interfaces (implements_interfaces (named_type (name) @base))))
  (object_type_definition (name) @base.of (implements_interfaces (implements_interfaces (implements_interfaces (named_type (name) @base)))))
  (interface_type_definition (name) @base.of (implements_interfaces (named_type (name) @base)))
  (interface_type_definition (name) @base.of (implements_interfaces (implements_interfaces (named_type (name) @base))))
]

; ------------------------------------------------------------- references

; Named types wherever they are used: field, argument and variable
; types, implemented interfaces, union members, type conditions, root
; operation types; the types extensions extend; fragment spreads; applied
; directives (@auth(...)).
(named_type (name) @reference)
(fragment_spread (fragment_name (name) @reference))
(directive (name) @reference)
[
  (object_type_extension (name) @reference)
  (interface_type_extension (name) @reference)
  (input_object_type_extension (name) @reference)
  (enum_type_extension (name) @reference)
  (union_type_extension (name) @reference)
  (scalar_type_extension (name) @reference)
]
