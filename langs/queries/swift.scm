; Swift outline query. Capture convention: see extract/queries.go.
; The first pattern that captures a name node wins, so specific patterns
; come before generic ones. Patterns match anywhere; every `statements`
; node (function, initializer, accessor, observer and closure bodies, and
; the blocks of top-level if/for/do/guard code) is @local, so nothing
; declared inside them is a symbol.
;
; Kinds: `class` and `actor` are classes, `struct` a struct, `enum` an
; enum whose `case` names are enum members (`case a, b` defines both,
; sharing the case's range and signature), `protocol` an interface whose
; requirements are methods, fields and constructors. `typealias` and a
; protocol's `associatedtype` are type aliases, `macro` a macro.
; An `extension` is not a symbol but a scope named by the extended type
; (`extension Dictionary.Keys` -> "Dictionary.Keys"; for
; `extension Array<Int>` the type's last name, "Array"), so its members
; get that type as container.
; Functions in a type body or extension are methods (the extractor turns
; them into methods), `init` is a constructor named "init", `deinit` and
; `subscript` are methods named by their keyword; operator functions
; (`static func + (...)`) are named by their operator. Properties are
; fields in type bodies and protocols; at top level `let` is a constant
; and `var` a variable. A computed property's accessors, a stored
; property's observers and a closure initializer (also an immediately
; called one, `lazy var f = { ... }()`) are its body, so the
; signature stops before them. Attributes (@MainActor, @available(...))
; belong to the declaration node: they are in the signature and the doc
; comment above them is the declaration's doc.
; Function signatures cut at the body: the generic `where` clause stays.

; --------------------------------------------------------------------- types

(class_declaration declaration_kind: "struct" name: (type_identifier) @name body: (_) @body) @definition.struct
(class_declaration declaration_kind: "enum" name: (type_identifier) @name body: (_) @body) @definition.enum
(class_declaration declaration_kind: ["class" "actor"] name: (type_identifier) @name body: (_) @body) @definition.class
(protocol_declaration name: (type_identifier) @name body: (_) @body) @definition.interface

; Extensions: a scope named by the extended type.
((class_declaration declaration_kind: "extension" name: (user_type) @scope.name) @scope
  (#not-match? @scope.name "<"))
(class_declaration declaration_kind: "extension"
  name: (user_type (type_identifier) @scope.name . (type_arguments))) @scope

(enum_entry name: (simple_identifier) @name) @definition.enum_member

(typealias_declaration name: (type_identifier) @name) @definition.type_alias
(associatedtype_declaration name: (type_identifier) @name) @definition.type_alias

; ----------------------------------------------------------------- functions
; The return type is also in the grammar's `name` field, so a function's
; name is the first node after `func`. Matching it by node type
; (`name: (simple_identifier)` with a body) makes this grammar's query take
; half a second to compile; a wildcard is cheap. After an operator name
; (`static func + (lhs: T, rhs: T)`, `+` being an anonymous token) the
; wildcard also reaches "(", the first parameter and generic parameters:
; the predicates drop those (a name has no ":", "(" or space, and is not
; a generic parameter list).

((function_declaration "func" . _ @name body: (function_body) @body) @definition.function
  (#not-match? @name "[:(\\s]")
  (#not-match? @name "^<.*[A-Za-z_]"))
(protocol_function_declaration name: (simple_identifier) @name) @definition.function
((protocol_function_declaration name: _ @name) @definition.function
  (#match? @name "^[-+*/%=<>!&|^~?.]+$"))

(init_declaration name: "init" @name body: (function_body)? @body) @definition.constructor
(deinit_declaration "deinit" @name body: (function_body) @body) @definition.function
(subscript_declaration "subscript" @name (computed_property)? @body) @definition.function

(macro_declaration (simple_identifier) @name definition: (macro_definition)? @body) @definition.macro

; ---------------------------------------------------------------- properties
; `let a = 1, b = 2` and `let (a, b) = pair` define every name; they share
; the declaration's range and signature. Each kind of body (accessors,
; observers, a closure, an immediately called closure) has its own pattern
; before the bodiless one: an optional alternation of bodies next to the
; name costs this grammar a tenth of a second of query compilation per
; pattern, separate patterns a few milliseconds.

(class_body (property_declaration name: (pattern bound_identifier: _ @name) (computed_property) @body) @definition.field)
(class_body (property_declaration name: (pattern bound_identifier: _ @name) (willset_didset_block) @body) @definition.field)
(class_body (property_declaration name: (pattern bound_identifier: _ @name) value: (lambda_literal) @body) @definition.field)
(class_body (property_declaration name: (pattern bound_identifier: _ @name) value: (call_expression . (lambda_literal)) @body) @definition.field)
(class_body (property_declaration name: (pattern bound_identifier: _ @name)) @definition.field)
(class_body (property_declaration name: (pattern (pattern (simple_identifier) @name))) @definition.field)
(enum_class_body (property_declaration name: (pattern bound_identifier: _ @name) (computed_property) @body) @definition.field)
(enum_class_body (property_declaration name: (pattern bound_identifier: _ @name) (willset_didset_block) @body) @definition.field)
(enum_class_body (property_declaration name: (pattern bound_identifier: _ @name) value: (lambda_literal) @body) @definition.field)
(enum_class_body (property_declaration name: (pattern bound_identifier: _ @name) value: (call_expression . (lambda_literal)) @body) @definition.field)
(enum_class_body (property_declaration name: (pattern bound_identifier: _ @name)) @definition.field)
(enum_class_body (property_declaration name: (pattern (pattern (simple_identifier) @name))) @definition.field)
(protocol_property_declaration
  name: (pattern bound_identifier: _ @name)
  (protocol_property_requirements) @body) @definition.field

(property_declaration (value_binding_pattern mutability: "let") name: (pattern bound_identifier: _ @name) (computed_property) @body) @definition.constant
(property_declaration (value_binding_pattern mutability: "let") name: (pattern bound_identifier: _ @name) (willset_didset_block) @body) @definition.constant
(property_declaration (value_binding_pattern mutability: "let") name: (pattern bound_identifier: _ @name) value: (lambda_literal) @body) @definition.constant
(property_declaration (value_binding_pattern mutability: "let") name: (pattern bound_identifier: _ @name) value: (call_expression . (lambda_literal)) @body) @definition.constant
(property_declaration (value_binding_pattern mutability: "let") name: (pattern bound_identifier: _ @name)) @definition.constant
(property_declaration (value_binding_pattern mutability: "let") name: (pattern (pattern (simple_identifier) @name))) @definition.constant

(property_declaration name: (pattern bound_identifier: _ @name) (computed_property) @body) @definition.variable
(property_declaration name: (pattern bound_identifier: _ @name) (willset_didset_block) @body) @definition.variable
(property_declaration name: (pattern bound_identifier: _ @name) value: (lambda_literal) @body) @definition.variable
(property_declaration name: (pattern bound_identifier: _ @name) value: (call_expression . (lambda_literal)) @body) @definition.variable
(property_declaration name: (pattern bound_identifier: _ @name)) @definition.variable
(property_declaration name: (pattern (pattern (simple_identifier) @name))) @definition.variable

; -------------------------------------------------------------------- locals

(statements) @local
(lambda_literal) @local

; ------------------------------------------------------------------- imports
; `import Foundation` imports a module: the source. `import struct Foo.Bar`
; imports one declaration: the source is the full path and the name its
; last part (as for Kotlin and Java).

(import_declaration
  ["typealias" "struct" "class" "enum" "protocol" "let" "var" "func"]
  (identifier (simple_identifier) @import.name .) @import.source) @import
(import_declaration (identifier) @import.source) @import

; ---------------------------------------------------------------- references

((simple_identifier) @reference (#not-eq? @reference "_"))
(type_identifier) @reference
