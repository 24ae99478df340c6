; OCaml outline query, for .ml (ocaml grammar) and .mli (interface grammar). Capture convention: see extract/queries.go.
; both grammars share their node types). Capture convention: see
; extract/queries.go. The first pattern that captures a name node wins.
;
; Doc comments are found as siblings directly above the definition node, so
; a definition is the whole value_definition / type_definition for the first
; binding when it is the only one; the bindings of "let rec f ... and g ..."
; are each their own let_binding / type_binding definition (with "let rec" /
; "and" / "type" as signature prefix, but without the doc comment).
; let-bound expressions are @local: local lets and fun parameters are no
; symbols. "let () = ..." and tuple patterns bind no symbol.

; ---- let bindings ---------------------------------------------------------
; A binding with parameters or a fun/function body is a function.
(value_definition . (let_binding
  pattern: [(value_name) (parenthesized_operator)] @name . (parameter)
  body: (_) @body) .) @definition.function
(value_definition . (let_binding
  pattern: [(value_name) (parenthesized_operator)] @name
  body: (fun_expression body: (_) @body)) .) @definition.function
(value_definition . (let_binding
  pattern: [(value_name) (parenthesized_operator)] @name
  body: (function_expression) @body) .) @definition.function
(value_definition . (let_binding
  pattern: [(value_name) (parenthesized_operator)] @name) .) @definition.variable

; let rec f ... and g ...: each binding is its own definition, with the
; keywords as signature prefix.
(value_definition "let" @signature.prefix "rec"? @signature.prefix . (let_binding
  pattern: [(value_name) (parenthesized_operator)] @name . (parameter)
  body: (_) @body) @definition.function)
(value_definition "let" @signature.prefix "rec"? @signature.prefix . (let_binding
  pattern: [(value_name) (parenthesized_operator)] @name
  body: (fun_expression body: (_) @body)) @definition.function)
(value_definition "let" @signature.prefix "rec"? @signature.prefix . (let_binding
  pattern: [(value_name) (parenthesized_operator)] @name
  body: (function_expression) @body) @definition.function)
(value_definition "let" @signature.prefix "rec"? @signature.prefix . (let_binding
  pattern: [(value_name) (parenthesized_operator)] @name) @definition.variable)
(value_definition "and" @signature.prefix . (let_binding
  pattern: [(value_name) (parenthesized_operator)] @name . (parameter)
  body: (_) @body) @definition.function)
(value_definition "and" @signature.prefix . (let_binding
  pattern: [(value_name) (parenthesized_operator)] @name
  body: (fun_expression body: (_) @body)) @definition.function)
(value_definition "and" @signature.prefix . (let_binding
  pattern: [(value_name) (parenthesized_operator)] @name
  body: (function_expression) @body) @definition.function)
(value_definition "and" @signature.prefix . (let_binding
  pattern: [(value_name) (parenthesized_operator)] @name) @definition.variable)

(let_binding
  pattern: [(value_name) (parenthesized_operator)] @name . (parameter)
  body: (_) @body) @definition.function
(let_binding
  pattern: [(value_name) (parenthesized_operator)] @name
  body: (fun_expression body: (_) @body)) @definition.function
(let_binding
  pattern: [(value_name) (parenthesized_operator)] @name
  body: (function_expression) @body) @definition.function
(let_binding
  pattern: [(value_name) (parenthesized_operator)] @name) @definition.variable

(let_binding body: (_) @local)
(let_binding (parameter) @local)

; external f : t = "c_name"
(external (value_name) @name) @definition.function

; ---- signatures (.mli, sig ... end) ---------------------------------------
(value_specification (value_name) @name type: (function_type)) @definition.function
(value_specification (value_name) @name) @definition.variable
(value_specification (parenthesized_operator) @name) @definition.function

; ---- types ----------------------------------------------------------------
(type_definition . (type_binding
  name: (type_constructor) @name
  body: (variant_declaration) @body) .) @definition.enum
(type_definition . (type_binding
  name: (type_constructor) @name
  body: (record_declaration) @body) .) @definition.struct
(type_definition . (type_binding
  name: (type_constructor) @name) .) @definition.type_alias

; type a = ... and b = ...: each binding with its keyword as prefix.
(type_definition "type" @signature.prefix . (type_binding
  name: (type_constructor) @name
  body: (variant_declaration) @body) @definition.enum)
(type_definition "type" @signature.prefix . (type_binding
  name: (type_constructor) @name
  body: (record_declaration) @body) @definition.struct)
(type_definition "type" @signature.prefix . (type_binding
  name: (type_constructor) @name) @definition.type_alias)
(type_definition "and" @signature.prefix . (type_binding
  name: (type_constructor) @name
  body: (variant_declaration) @body) @definition.enum)
(type_definition "and" @signature.prefix . (type_binding
  name: (type_constructor) @name
  body: (record_declaration) @body) @definition.struct)
(type_definition "and" @signature.prefix . (type_binding
  name: (type_constructor) @name) @definition.type_alias)

(type_binding
  name: (type_constructor) @name
  body: (variant_declaration) @body) @definition.enum
(type_binding
  name: (type_constructor) @name
  body: (record_declaration) @body) @definition.struct
(type_binding
  name: (type_constructor) @name) @definition.type_alias

; Exceptions are classes (like exception classes elsewhere); this pattern
; comes before the variant constructors' one.
(exception_definition
  (constructor_declaration (constructor_name) @name)) @definition.class

(variant_declaration
  (constructor_declaration (constructor_name) @name) @definition.enum_member)

(record_declaration
  (field_declaration (field_name) @name) @definition.field)

; ---- modules --------------------------------------------------------------
; module M = struct ... end, functors, module M : sig ... end (.mli),
; aliases and applications (module D = Make (X)) without a body.
(module_definition . (module_binding
  (module_name) @name
  body: (structure) @body) .) @definition.module
(module_definition . (module_binding
  (module_name) @name
  module_type: (signature) @body) .) @definition.module
(module_definition . (module_binding
  (module_name) @name) .) @definition.module
(module_binding (module_name) @name body: (structure) @body) @definition.module
(module_binding (module_name) @name module_type: (signature) @body) @definition.module
(module_binding (module_name) @name) @definition.module

; A functor parameter's signature declares nothing.
(module_parameter) @local

(module_type_definition
  (module_type_name) @name
  body: (signature) @body) @definition.interface
(module_type_definition (module_type_name) @name) @definition.interface

; ---- classes --------------------------------------------------------------
(class_definition . (class_binding
  (class_name) @name
  body: (_) @body) .) @definition.class
(class_definition . (class_binding
  (class_name) @name
  class_type: (class_function_type codomain: (class_body_type) @body)) .) @definition.class
(class_definition . (class_binding (class_name) @name) .) @definition.class
(class_type_definition . (class_type_binding
  (class_type_name) @name
  body: (_) @body) .) @definition.interface

(method_definition (method_name) @name body: (_) @body) @definition.method
(method_definition body: (_) @local)
(method_specification (method_name) @name) @definition.method
(instance_variable_definition (instance_variable_name) @name) @definition.field
(instance_variable_definition body: (_) @local)

; ---- imports --------------------------------------------------------------
(open_module module: (_) @import.source) @import
(include_module module: (module_path) @import.source) @import

; ---- references -----------------------------------------------------------
(value_name) @reference
(type_constructor) @reference
(module_name) @reference
(module_type_name) @reference
(constructor_name) @reference
(field_name) @reference
(class_name) @reference
(method_name) @reference
