; Dart outline query. Capture convention: see extract/queries.go.
; The first pattern that captures a name node wins, so specific patterns
; come before generic ones.
;
; The grammar puts a function's or method's body NEXT to its signature
; (function_signature / method_signature, then a sibling function_body),
; so a function's range is its signature only; bodies are @local.
; Class members are wrapped in method_signature (with a body) or
; declaration (abstract members, fields, bodiless constructors), which
; are the definition nodes so that `static` and doc comments belong to
; them. Top-level variables have no wrapper node at all: the definition is
; the declarator and the `const`/`final` keyword and type are signature
; prefixes.
;
; Constructors: `Product(...)` is named Product, a named constructor
; `Product.sample(...)` and a factory `Product.fromJson` are named after
; their second identifier (sample, fromJson); the signature shows the full
; name. Operators are named by their token (+, [], ~).

(library_name (dotted_identifier_list) @name) @definition.module

; ------------------------------------------------------------------ types

(class_definition name: (identifier) @name body: (_) @body) @definition.class
(mixin_declaration (identifier) @name (class_body) @body) @definition.trait
(extension_declaration name: (identifier) @name body: (_) @body) @definition.class
(extension_type_declaration name: (identifier) @name body: (_) @body) @definition.class
(enum_declaration name: (identifier) @name body: (enum_body) @body) @definition.enum
(enum_constant name: (identifier) @name) @definition.enum_member
(type_alias . (type_identifier) @name) @definition.type_alias

; ------------------------------------------------------------ constructors

(_ [
  (constructor_signature name: (identifier) name: (identifier) @name)
  (factory_constructor_signature (identifier) . (identifier) @name)
  (redirecting_factory_constructor_signature (identifier) . (identifier) @name)
  (constant_constructor_signature (identifier) . (identifier) @name)
 ]) @definition.constructor
(_ [
  (constructor_signature . name: (identifier) @name . parameters: (formal_parameter_list))
  (factory_constructor_signature . (identifier) @name . (formal_parameter_list))
  (redirecting_factory_constructor_signature . (identifier) @name . (formal_parameter_list))
  (constant_constructor_signature (identifier) @name . (formal_parameter_list))
 ]) @definition.constructor

; ---------------------------------------------------------------- methods

(method_signature [
  (function_signature name: (identifier) @name)
  (getter_signature name: (identifier) @name)
  (setter_signature name: (identifier) @name)
  (operator_signature ["~" "[]" "[]=" (binary_operator)] @name)
 ]) @definition.function
(declaration [
  (function_signature name: (identifier) @name)
  (getter_signature name: (identifier) @name)
  (setter_signature name: (identifier) @name)
  (operator_signature ["~" "[]" "[]=" (binary_operator)] @name)
 ]) @definition.function

; Top-level functions, getters and setters.
(function_signature name: (identifier) @name) @definition.function
(getter_signature name: (identifier) @name) @definition.function
(setter_signature name: (identifier) @name) @definition.function

(function_body) @local
(formal_parameter_list) @local

; ----------------------------------------------------------------- fields

(declaration (const_builtin)
  (static_final_declaration_list
    (static_final_declaration . (identifier) @name)
    ("," (static_final_declaration . (identifier) @name))*)) @definition.constant
(declaration
  (static_final_declaration_list
    (static_final_declaration . (identifier) @name)
    ("," (static_final_declaration . (identifier) @name))*)) @definition.field
(declaration
  (initialized_identifier_list
    (initialized_identifier . (identifier) @name)
    ("," (initialized_identifier . (identifier) @name))*)) @definition.field

; ------------------------------------------------------ top-level variables

((const_builtin) @signature.prefix . (type_identifier) @signature.prefix .
  (static_final_declaration_list
    (static_final_declaration . (identifier) @name) @definition.constant))
((const_builtin) @signature.prefix .
  (static_final_declaration_list
    (static_final_declaration . (identifier) @name) @definition.constant))
((final_builtin) @signature.prefix . (type_identifier) @signature.prefix .
  (static_final_declaration_list
    (static_final_declaration . (identifier) @name) @definition.variable))
((final_builtin) @signature.prefix .
  (static_final_declaration_list
    (static_final_declaration . (identifier) @name) @definition.variable))
((inferred_type) @signature.prefix .
  (initialized_identifier_list
    (initialized_identifier . (identifier) @name) @definition.variable))
((type_identifier) @signature.prefix .
  (initialized_identifier_list
    (initialized_identifier . (identifier) @name) @definition.variable))
(static_final_declaration . (identifier) @name) @definition.variable
(initialized_identifier . (identifier) @name) @definition.variable

; ---------------------------------------------------------------- imports

(import_or_export
  (library_import
    (import_specification
      (configurable_uri (uri (string_literal) @import.source))
      (identifier)? @import.alias
      (combinator "show" (identifier) @import.name ("," (identifier) @import.name)*)?))) @import
(import_or_export
  (library_export
    (configurable_uri (uri (string_literal) @import.source))
    (combinator "show" (identifier) @export.name ("," (identifier) @export.name)*)?)) @import
(library_export
  (configurable_uri (uri (string_literal) @export.name)) .)
(part_directive (uri (string_literal) @import.source)) @import
(part_of_directive [(uri (string_literal) @import.source) (dotted_identifier_list) @import.source]) @import

; ------------------------------------------------------------- references

((identifier) @reference (#not-eq? @reference "_"))
(type_identifier) @reference
