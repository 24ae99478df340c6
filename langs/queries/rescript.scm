; ReScript outline query (.res, .resi), for rescript-lang/tree-sitter-rescript.
; Capture convention: see extract/queries.go. The first pattern that
; captures a name node wins, so specific patterns come before generic ones.
;
; A let bound to a function (or annotated with a function type, as in a
; .resi or a module type) is a function, else a variable; the signature
; keeps the parameters and annotations and stops at the body. Variants are
; enums with their constructors as members, records structs with their
; fields, other types aliases; exceptions are classes (as in OCaml).
; "module X = {...}" is a module holding its definitions, "module type"
; an interface, externals are functions (variables when their type is no
; function). A lone binding's definition is its whole let_declaration, so
; the comments above it are its doc (decorators between pass); the
; bindings of "let rec f ... and g ..." are each their own definition.
; Bodies of lets are @local: local lets, parameters and patterns are no
; symbols.

; ---- let bindings ---------------------------------------------------------
(let_declaration . (let_binding
  pattern: (value_identifier) @name
  body: (function body: (_) @body)) .) @definition.function
(let_declaration . (let_binding
  pattern: (value_identifier) @name
  (type_annotation (function_type))) .) @definition.function
(let_declaration . (let_binding
  pattern: (value_identifier) @name) .) @definition.variable

(let_binding
  pattern: (value_identifier) @name
  body: (function body: (_) @body)) @definition.function
(let_binding
  pattern: (value_identifier) @name
  (type_annotation (function_type))) @definition.function
(let_binding
  pattern: (value_identifier) @name) @definition.variable

(let_binding body: (_) @local)

; ---- externals ------------------------------------------------------------
(external_declaration (value_identifier) @name (type_annotation (function_type))) @definition.function
(external_declaration (value_identifier) @name) @definition.variable

; ---- types ----------------------------------------------------------------
(type_declaration . (type_binding
  name: (type_identifier) @name
  body: (variant_type) @body) .) @definition.enum
(type_declaration . (type_binding
  name: (type_identifier) @name
  body: (record_type) @body) .) @definition.struct
(type_declaration . (type_binding
  name: (type_identifier) @name) .) @definition.type_alias

; type rec a = ... and b = ...: each binding with its keywords as prefix.
(type_declaration ["type" "and"] @signature.prefix . "rec"? @signature.prefix . (type_binding
  name: (type_identifier) @name
  body: (variant_type) @body) @definition.enum)
(type_declaration ["type" "and"] @signature.prefix . "rec"? @signature.prefix . (type_binding
  name: (type_identifier) @name
  body: (record_type) @body) @definition.struct)
(type_declaration ["type" "and"] @signature.prefix . "rec"? @signature.prefix . (type_binding
  name: (type_identifier) @name) @definition.type_alias)

(type_binding
  name: (type_identifier) @name
  body: (variant_type) @body) @definition.enum
(type_binding
  name: (type_identifier) @name
  body: (record_type) @body) @definition.struct
(type_binding
  name: (type_identifier) @name) @definition.type_alias

(variant_type (variant_declaration (variant_identifier) @name) @definition.enum_member)
(record_type (record_type_field (property_identifier) @name) @definition.field)

(exception_declaration (variant_identifier) @name) @definition.class

; ---- modules --------------------------------------------------------------
; module type S = {...} is an interface; module X = {...}, functors
; (module Make = (X: S) => {...}), aliases (module J = Js.Json) and
; functor applications are modules. A first-class module unpacked in a
; function body is local.
(module_declaration "type" (module_binding
  name: (module_identifier) @name
  definition: (block) @body)) @definition.interface
(module_declaration "type" (module_binding
  name: (module_identifier) @name)) @definition.interface
(module_declaration . (module_binding
  name: (module_identifier) @name
  definition: [(block) @body (functor body: (block) @body)]) .) @definition.module
(module_declaration . (module_binding
  name: (module_identifier) @name) .) @definition.module
(module_binding
  name: (module_identifier) @name
  definition: [(block) @body (functor body: (block) @body)]) @definition.module
(module_binding
  name: (module_identifier) @name) @definition.module

(functor_parameters) @local

; ---- imports --------------------------------------------------------------
; open Belt, open! Js.Promise2, include ShopCommon, include Make(X): the
; module path is the source; a module is a file of that name anywhere in
; the project (refgraph resolves the first segment).
(open_statement [(module_identifier) (module_identifier_path)] @import.source) @import
(include_statement [(module_identifier) (module_identifier_path)] @import.source) @import
(include_statement (functor_use [(module_identifier) (module_identifier_path)] @import.source)) @import

; ---- local scopes ---------------------------------------------------------
; Function parameters (plain, labeled, destructured), let patterns in
; blocks (visible after their binding), switch and catch arms, for
; variables. Top-level lets are definitions, not bindings.
(function) @binding.scope
(switch_match) @binding.scope
(block) @binding.scope
(for_expression) @binding.scope

(function parameter: (value_identifier) @binding)
(formal_parameters (parameter (value_identifier) @binding))
(formal_parameters (parameter (labeled_parameter (value_identifier) @binding)))
(formal_parameters (parameter (labeled_parameter (as_aliasing (value_identifier) @binding))))
(for_expression . (value_identifier) @binding)

; Pattern variables: in parameters, switch arms and block lets.
(parameter [(tuple_pattern (tuple_item_pattern (value_identifier) @binding))
            (record_pattern (value_identifier) @binding)
            (array_pattern (value_identifier) @binding)])
(switch_match pattern: [(value_identifier) @binding
                        (variant_pattern (formal_parameters (value_identifier) @binding))
                        (tuple_pattern (tuple_item_pattern (value_identifier) @binding))
                        (record_pattern (value_identifier) @binding)
                        (list_pattern (value_identifier) @binding)
                        (list_pattern (spread_pattern (value_identifier) @binding))
                        (array_pattern (value_identifier) @binding)
                        (exception_pattern (variant_pattern (formal_parameters (value_identifier) @binding)))
                        (as_aliasing (value_identifier) @binding)])
(block (let_declaration (let_binding pattern: [
  (value_identifier) @binding
  (tuple_pattern (tuple_item_pattern (value_identifier) @binding))
  (record_pattern (value_identifier) @binding)
  (array_pattern (value_identifier) @binding)]) @binding.decl))
(block (module_declaration (module_binding name: (module_identifier) @binding)) @binding.decl)

; ---- references -----------------------------------------------------------
; Module.value and Module.Sub.value: the name is a member of the module
; named last before it (the qualifier).
(value_identifier_path (module_identifier) @qualifier . (value_identifier) @reference.member .)
(value_identifier_path (module_identifier_path (module_identifier) @qualifier .) . (value_identifier) @reference.member .)
(type_identifier_path (module_identifier) @qualifier . (type_identifier) @reference.member .)
(type_identifier_path (module_identifier_path (module_identifier) @qualifier .) . (type_identifier) @reference.member .)
(nested_variant_identifier (module_identifier) @qualifier . (variant_identifier) @reference.member .)
(nested_variant_identifier (module_identifier_path (module_identifier) @qualifier .) . (variant_identifier) @reference.member .)
(member_expression property: (property_identifier) @reference.member)

((value_identifier) @reference (#not-eq? @reference "_"))
((type_identifier) @reference (#not-match? @reference "^'"))
(module_identifier) @reference
(variant_identifier) @reference

; Decorators: @react.component, @module("x"), @send. File-level ones
; (@@warning) stand alone.
((decorator (decorator_identifier) @_d) @decorator (#not-match? @_d "^@@"))
