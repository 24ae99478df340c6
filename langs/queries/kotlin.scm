; Kotlin outline query. Capture convention: see extract/queries.go.
; The first pattern that captures a name node wins, so specific patterns
; come before generic ones. Patterns match anywhere; function, constructor,
; accessor and init bodies, lambdas, anonymous objects and property
; initializers are @local, so nothing declared inside them is a symbol.
;
; Kinds: the package header is a module (the file's declarations are not
; nested in it, as in Java); classes (data, sealed, abstract, open, inner,
; value, annotation) are classes, `interface`, `sealed interface` and
; `fun interface` are interfaces, enum classes are enums with their entries
; as enum members (an entry's body owns its members); objects and
; companion objects are classes. An unnamed companion object is named by
; its `companion` keyword (the grammar has no node for the implicit name
; "Companion"). Secondary constructors are constructors named by their
; `constructor` keyword. Constructor parameters declared with val/var are
; the class's fields; `const val` is a constant; other properties are
; fields inside a class, object or enum body and variables at top level.
; Extension functions (`fun String.ext()`) are top-level functions: the
; receiver type is kept in the signature, not used as a container, since
; the function is not a member of that type.
; Signatures stop at the body (a block or the "=" of an expression body)
; and, for properties, at the getter, setter or `by` delegate; property
; initializers are kept, as in Java and Go.

(package_header (qualified_identifier) @name) @definition.module

; --------------------------------------------------------------------- types

(class_declaration "interface" name: (identifier) @name (class_body)? @body) @definition.interface
(class_declaration name: (identifier) @name (enum_class_body) @body) @definition.enum
(class_declaration (modifiers (class_modifier "enum")) name: (identifier) @name) @definition.enum
(class_declaration name: (identifier) @name (class_body)? @body) @definition.class
(object_declaration name: (identifier) @name (class_body)? @body) @definition.class
(companion_object name: (identifier) @name (class_body)? @body) @definition.class
(companion_object !name "companion" @name (class_body)? @body) @definition.class

(enum_class_body (enum_entry (identifier) @name (class_body)? @body) @definition.enum_member)

(type_alias type: (identifier) @name) @definition.type_alias

; ----------------------------------------------------------------- functions
; Abstract and interface functions have no body.

; Members of an enum entry's body belong to a value, not a type: they
; are methods explicitly.
(enum_entry (class_body (function_declaration name: (identifier) @name (function_body)? @body) @definition.method))
(function_declaration name: (identifier) @name (function_body)? @body) @definition.function
(secondary_constructor "constructor" @name (block)? @body) @definition.constructor

; ---------------------------------------------------------------- properties
; `val (a, b) = pair` defines both names; they share the declaration.

(class_parameter ["val" "var"] . (identifier) @name) @definition.field

(property_declaration (modifiers (property_modifier "const"))
  (variable_declaration (identifier) @name)) @definition.constant

(class_body (property_declaration
  (variable_declaration (identifier) @name) [(getter) (setter) (property_delegate)]? @body) @definition.field)
(enum_class_body (property_declaration
  (variable_declaration (identifier) @name) [(getter) (setter) (property_delegate)]? @body) @definition.field)
(class_body (property_declaration
  (multi_variable_declaration
    (variable_declaration (identifier) @name)
    ("," (variable_declaration (identifier) @name))*)) @definition.field)

(property_declaration
  (variable_declaration (identifier) @name) [(getter) (setter) (property_delegate)]? @body) @definition.variable
(property_declaration
  (multi_variable_declaration
    (variable_declaration (identifier) @name)
    ("," (variable_declaration (identifier) @name))*)) @definition.variable

; -------------------------------------------------------------------- locals

(function_body) @local
(secondary_constructor (block) @local)
(anonymous_initializer) @local
(lambda_literal) @local
(anonymous_function) @local
(object_literal) @local
(property_declaration "=" . (_) @local)
(property_delegate) @local

; ------------------------------------------------------------------- imports
; Source is the full dotted name and the name its last part; a star import
; has the package as source and "*" as name.

(import (qualified_identifier) @import.source "*" @import.name) @import
(import (qualified_identifier (identifier) @import.name .) @import.source "as" (identifier) @import.alias) @import
((import (qualified_identifier (identifier) @import.name .) @import.source .) @import
  (#not-match? @import "\\*\\s*;?\\s*$"))

; ------------------------------------------------------------ local scopes
; Parameters (functions, constructors, lambdas `{ a, b -> }` and the
; implicit `it`), val/var in blocks and lambdas (visible after their
; declaration), destructuring declarations, for variables, catch
; parameters, `when (val x = ...)` subjects and local functions (visible
; in their whole block). Properties of classes and objects stay
; definitions: their bodies are scopes only for `this`, bound and typed by
; the class (an object expression's by its supertype).

[(function_declaration) (secondary_constructor) (anonymous_initializer) (lambda_literal)
 (anonymous_function) (block) (for_statement) (catch_block) (when_expression) (when_entry)] @binding.scope

(class_declaration name: (identifier) @binding.type (class_body) @binding.this)
(class_declaration name: (identifier) @binding.type (enum_class_body) @binding.this)
(object_declaration name: (identifier) @binding.type (class_body) @binding.this)
(object_literal (delegation_specifiers . (delegation_specifier [(constructor_invocation (user_type) @binding.type)
                                                               (user_type) @binding.type]))
  (class_body) @binding.this)

(parameter (identifier) @binding [(user_type) @binding.type (nullable_type (user_type) @binding.type)])
(parameter (identifier) @binding)
(lambda_parameters (variable_declaration (identifier) @binding [(user_type) @binding.type (nullable_type (user_type) @binding.type)]))
(lambda_parameters (variable_declaration (identifier) @binding))
(lambda_parameters (multi_variable_declaration (variable_declaration (identifier) @binding)))
; `it`: every occurrence binds itself in its lambda, hoisted; it is never
; a cross-file name.
((identifier) @binding.hoisted (#eq? @binding.hoisted "it"))
(for_statement (variable_declaration (identifier) @binding [(user_type) @binding.type (nullable_type (user_type) @binding.type)]))
(for_statement (variable_declaration (identifier) @binding))
(for_statement (multi_variable_declaration (variable_declaration (identifier) @binding)))
(catch_block (identifier) @binding [(user_type) @binding.type (nullable_type (user_type) @binding.type)])
(when_subject (variable_declaration (identifier) @binding [(user_type) @binding.type (nullable_type (user_type) @binding.type)]))
(when_subject (variable_declaration (identifier) @binding))
(function_declaration (type_parameters (type_parameter (identifier) @binding)))
(block (function_declaration name: (identifier) @binding.hoisted)) @binding.scope
(lambda_literal (function_declaration name: (identifier) @binding.hoisted)) @binding.scope
; val x: T = ..., val x = T(), val x = T.create(): a declared type, else
; the callee whose result it holds (a constructor call names the class).
(block (property_declaration (variable_declaration (identifier) @binding)) @binding.decl)
(block (property_declaration (variable_declaration (identifier) @binding [(user_type) @binding.type (nullable_type (user_type) @binding.type)])))
(block (property_declaration (variable_declaration (identifier) @binding)
  (call_expression . [(identifier) @binding.call (navigation_expression (identifier) @binding.call .)])))
(block (property_declaration (multi_variable_declaration (variable_declaration (identifier) @binding))) @binding.decl)
(lambda_literal (property_declaration (variable_declaration (identifier) @binding)) @binding.decl)
(lambda_literal (property_declaration (variable_declaration (identifier) @binding [(user_type) @binding.type (nullable_type (user_type) @binding.type)])))
(lambda_literal (property_declaration (variable_declaration (identifier) @binding)
  (call_expression . [(identifier) @binding.call (navigation_expression (identifier) @binding.call .)])))
(lambda_literal (property_declaration (multi_variable_declaration (variable_declaration (identifier) @binding))) @binding.decl)

; ---------------------------------------------------------------- references
; This grammar parses the literals true, false and null as identifiers; a
; MISSING identifier inserted by error recovery is empty. Neither is a
; reference.

((identifier) @reference (#not-any-of? @reference "" "true" "false" "null"))
(this_expression) @reference

; x.f, x?.f: a member, or a name of the package or class on the left. The
; qualifier is a local (then a typed receiver), `this`, or a class or
; package name; in a chain, the last name before the ".": y in x.y.f, m
; in x.m().f.
(navigation_expression . [(identifier) (this_expression)] @qualifier (identifier) @reference.member .)
(navigation_expression (identifier) @reference.member .)
(navigation_expression . (navigation_expression (identifier) @receiver .) (identifier) @reference.member .)
(navigation_expression . (call_expression . [(identifier) @receiver (navigation_expression (identifier) @receiver .)])
  (identifier) @reference.member .)
; T::f, x::f: f is a member of what stands before the "::" (a bare ::f
; names a function in scope and stays plain).
(callable_reference . (_) (identifier) @reference.member .)

; Annotations among a declaration's leading modifiers.
(modifiers (annotation) @decorator)
