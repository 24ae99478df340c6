; Zig outline query. Capture convention: see extract/queries.go.
; The first pattern that captures a name node wins, so specific patterns
; come before generic ones. Function bodies and test blocks are @local:
; their consts, vars and anonymous container types are dropped (so the
; methods of a struct returned by a generic "fn Ring(comptime T: type) type"
; are not symbols either). pub / extern / export / inline stay in the
; signature since they are part of the declaration node.

; Imports: const std = @import("std"); is an import with source "std" and
; alias std, not a constant: the pattern marks the declaration's name
; @local so the generic constant pattern below cannot make a symbol of it.
(variable_declaration
  (identifier) @import.alias @local
  (builtin_function
    (builtin_identifier) @_b
    (arguments . (string (string_content) @import.source)))
  (#eq? @_b "@import")) @import

; Functions; inside a struct / union / enum / opaque they become methods.
(function_declaration
  name: (identifier) @name
  body: (block)? @body) @definition.function
(function_declaration body: (block) @local)

; Tests are named by their string; "test decl {}" (a doctest of decl) is no
; symbol, its identifier is a reference.
(test_declaration (string (string_content) @name) (block) @body) @definition.function
(test_declaration (block) @local)

; Container types named by their const: the body starts at the "{".
(variable_declaration (identifier) @name
  (struct_declaration "{" @body)) @definition.struct
(variable_declaration (identifier) @name
  (union_declaration "{" @body)) @definition.struct
(variable_declaration (identifier) @name
  (opaque_declaration "{" @body)) @definition.struct
(variable_declaration (identifier) @name
  (enum_declaration "{" @body)) @definition.enum
(variable_declaration (identifier) @name
  (error_set_declaration "{" @body)) @definition.enum

; Members: an enum's fields are its values, an error set's names its
; errors. An empty opaque {} parses with a missing field name: no symbol.
(enum_declaration (container_field name: (identifier) @name) @definition.enum_member)
(error_set_declaration (identifier) @name @definition.enum_member)
(struct_declaration (container_field name: (identifier) @name) @definition.field)
(union_declaration (container_field name: (identifier) @name) @definition.field)

; Other declarations: const is a constant, var a variable.
(variable_declaration "const" (identifier) @name) @definition.constant
(variable_declaration "var" (identifier) @name) @definition.variable

(parameters) @local

; References.
((identifier) @reference (#not-eq? @reference "_"))
