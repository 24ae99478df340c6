; Go outline query. Capture convention: see extract/queries.go.
; Specific patterns come first: the first pattern matching a name wins.
;
; Only package-level declarations are symbols: type, const and var patterns
; are anchored on source_file, so declarations inside function bodies (and
; the fields of anonymous structs in them, e.g. test tables) are not.
;
; Ungrouped declarations (`type T struct{}`, `const C = 1`) use the whole
; declaration as the definition, so the comment above it is its doc. In a
; group (`const ( ... )`) each spec is the definition and the keyword is
; added with @signature.prefix; its doc is the comment above the spec.
;
; A spec declaring several names (`const A, B = 1, 2`, `X, Y int` in a
; struct) defines each name by its identifier alone: the extractor nests a
; symbol in any symbol whose range contains it, so names sharing the spec's
; range would nest in one another. Their signature is just the name.
; Direct "," children of a spec only ever separate names.

(package_clause (package_identifier) @name) @definition.module

; ------------------------------------------------------------- functions

(function_declaration
  name: (identifier) @name
  body: (block)? @body) @definition.function

(method_declaration
  receiver: (parameter_list
    (parameter_declaration
      type: [
        (type_identifier) @container.name
        (pointer_type (type_identifier) @container.name)
        (generic_type type: (type_identifier) @container.name)
        (pointer_type (generic_type type: (type_identifier) @container.name))
      ]))
  name: (field_identifier) @name
  body: (block)? @body) @definition.method

; ----------------------------------------------------------------- types

; Grouped: type ( A struct{...}; B int )
(source_file (type_declaration "type" @signature.prefix "("
  (type_spec name: (type_identifier) @name
    type: (struct_type (field_declaration_list) @body)) @definition.struct))
(source_file (type_declaration "type" @signature.prefix "("
  (type_spec name: (type_identifier) @name
    type: (interface_type "{" @body)) @definition.interface))
(source_file (type_declaration "type" @signature.prefix "("
  (type_spec name: (type_identifier) @name) @definition.type_alias))
(source_file (type_declaration "type" @signature.prefix "("
  (type_alias name: (type_identifier) @name) @definition.type_alias))

; Ungrouped: type A struct{...}
(source_file (type_declaration
  (type_spec name: (type_identifier) @name
    type: (struct_type (field_declaration_list) @body))) @definition.struct)
(source_file (type_declaration
  (type_spec name: (type_identifier) @name
    type: (interface_type "{" @body))) @definition.interface)
; Defined types (type Celsius float64, type HandlerFunc func(...)) and
; aliases (type A = B) have no better kind than type_alias.
(source_file (type_declaration
  (type_spec name: (type_identifier) @name)) @definition.type_alias)
(source_file (type_declaration
  (type_alias name: (type_identifier) @name)) @definition.type_alias)

; ---------------------------------------------------------------- fields

; Fields of package-level struct types, and of anonymous structs nested one
; level in them (Options.Janitor.Interval). An embedded field (*Base,
; io.Reader, List[T]) is named after its type.
[
  (source_file (type_declaration (type_spec type: (struct_type (field_declaration_list
    (field_declaration name: (field_identifier) @name @definition.field ","))))))
  (source_file (type_declaration (type_spec type: (struct_type (field_declaration_list
    (field_declaration "," name: (field_identifier) @name @definition.field))))))
  (source_file (type_declaration (type_spec type: (struct_type (field_declaration_list
    (field_declaration type: (struct_type (field_declaration_list
      (field_declaration name: (field_identifier) @name @definition.field ",")))))))))
  (source_file (type_declaration (type_spec type: (struct_type (field_declaration_list
    (field_declaration type: (struct_type (field_declaration_list
      (field_declaration "," name: (field_identifier) @name @definition.field)))))))))
  (#not-eq? @name "_")
]

; A field of anonymous struct type: its signature stops at the field list.
((source_file (type_declaration (type_spec type: (struct_type (field_declaration_list
  (field_declaration name: (field_identifier) @name
    type: (struct_type (field_declaration_list) @body)) @definition.field)))))
  (#not-eq? @name "_"))

[
  (source_file (type_declaration (type_spec type: (struct_type (field_declaration_list
    (field_declaration name: (field_identifier) @name) @definition.field)))))
  (source_file (type_declaration (type_spec type: (struct_type (field_declaration_list
    (field_declaration type: (struct_type (field_declaration_list
      (field_declaration name: (field_identifier) @name) @definition.field))))))))
  (#not-eq? @name "_")
]

[
  (source_file (type_declaration (type_spec type: (struct_type (field_declaration_list
    (field_declaration !name
      type: [
        (type_identifier) @name
        (qualified_type name: (type_identifier) @name)
        (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)])
      ]) @definition.field)))))
  (source_file (type_declaration (type_spec type: (struct_type (field_declaration_list
    (field_declaration type: (struct_type (field_declaration_list
      (field_declaration !name
        type: [
          (type_identifier) @name
          (qualified_type name: (type_identifier) @name)
          (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)])
        ]) @definition.field))))))))
]

; ---------------------------------------------------- interface members

; Methods, and embedded interfaces (fmt.Stringer, Getter[K, V]) as fields
; named after their type. Constraint unions (~int | ~string) are not symbols.
(source_file (type_declaration (type_spec type: (interface_type
  (method_elem name: (field_identifier) @name) @definition.method))))

(source_file (type_declaration (type_spec type: (interface_type
  (type_elem .
    [
      (type_identifier) @name
      (qualified_type name: (type_identifier) @name)
      (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)])
    ] .) @definition.field))))

; ------------------------------------------------------- const and var

; Several names in one spec: each name is its own definition.
[
  (source_file (const_declaration "const" @signature.prefix
    (const_spec name: (identifier) @name @definition.constant ",")))
  (source_file (const_declaration "const" @signature.prefix
    (const_spec "," name: (identifier) @name @definition.constant)))
  (#not-eq? @name "_")
]
[
  (source_file (var_declaration "var" @signature.prefix
    (var_spec name: (identifier) @name @definition.variable ",")))
  (source_file (var_declaration "var" @signature.prefix
    (var_spec "," name: (identifier) @name @definition.variable)))
  (source_file (var_declaration "var" @signature.prefix (var_spec_list
    (var_spec name: (identifier) @name @definition.variable ","))))
  (source_file (var_declaration "var" @signature.prefix (var_spec_list
    (var_spec "," name: (identifier) @name @definition.variable))))
  (#not-eq? @name "_")
]

; Grouped: const ( A = iota; B ) / var ( x = 1 )
((source_file (const_declaration "const" @signature.prefix "("
  (const_spec name: (identifier) @name) @definition.constant))
  (#not-eq? @name "_"))
((source_file (var_declaration "var" @signature.prefix (var_spec_list
  (var_spec name: (identifier) @name) @definition.variable)))
  (#not-eq? @name "_"))

; Ungrouped: const A = 1 / var x int. `var _ I = (*T)(nil)` is no symbol.
((source_file (const_declaration
  (const_spec name: (identifier) @name)) @definition.constant)
  (#not-eq? @name "_"))
((source_file (var_declaration
  (var_spec name: (identifier) @name)) @definition.variable)
  (#not-eq? @name "_"))

; --------------------------------------------------------------- imports

(import_spec name: (package_identifier)? @import.alias path: (_) @import.source) @import
(import_spec name: (dot) @import.alias path: (_) @import.source) @import
(import_spec name: (blank_identifier) @import.alias path: (_) @import.source) @import

; ------------------------------------------------------------ references

((identifier) @reference (#not-eq? @reference "_"))
(type_identifier) @reference
((field_identifier) @reference (#not-eq? @reference "_"))
(package_identifier) @reference
