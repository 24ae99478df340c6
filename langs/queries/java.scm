; Java outline query. Capture convention: see extract/queries.go.
; Specific patterns come first: the first pattern matching a name wins.
;
; Scoping: members (methods, constructors, fields, constants, enum
; constants, record components) are symbols when their owner is a named
; type: member patterns are rooted at the owner's body, and a class_body
; must be the `body` field of its owner (class, record or enum constant),
; which an anonymous class body is not. So members of anonymous classes
; and locals in method bodies are skipped; members of enum-constant bodies
; are kept. Type declarations match anywhere, so a local class declared in
; a method body is a symbol nested in that method, with its members:
; excluding it would need patterns rooted at the type's parent, which are
; tested on every node below that parent and about double the query cost.
;
; Where a declaration ends with ";" instead of a body, the ";" is captured
; as @body so that the signature stops before it. Signatures keep the
; modifiers, annotations included.
; Kinds: records are classes (components are fields, compact constructors
; are constructors), annotation types are interfaces (elements are
; methods), packages and modules (module-info.java) are modules.

(package_declaration [(identifier) (scoped_identifier)] @name ";" @body) @definition.module
(module_declaration name: (_) @name body: (module_body) @body) @definition.module

; --------------------------------------------------------------------- types

(class_declaration name: (identifier) @name body: (class_body) @body) @definition.class
(record_declaration name: (identifier) @name body: (class_body) @body) @definition.class
(interface_declaration name: (identifier) @name body: (interface_body) @body) @definition.interface
(annotation_type_declaration name: (identifier) @name body: (annotation_type_body) @body) @definition.interface
(enum_declaration name: (identifier) @name body: (enum_body) @body) @definition.enum

; Enum constants; a constant with a class body owns that body's members.
(enum_body (enum_constant name: (identifier) @name body: (class_body)? @body) @definition.enum_member)

; Record components are the record's fields.
(record_declaration parameters: (formal_parameters
  (formal_parameter name: (identifier) @name) @definition.field))

; ------------------------------------------------------- methods, constructors
; Interface and abstract methods without a body end with ";". ERROR
; parents keep the members of a class whose body did not parse.

(_ body: (class_body (method_declaration name: (identifier) @name [(block) ";"] @body) @definition.method))
(enum_body_declarations (method_declaration name: (identifier) @name [(block) ";"] @body) @definition.method)
(interface_body (method_declaration name: (identifier) @name [(block) ";"] @body) @definition.method)
(ERROR (method_declaration name: (identifier) @name [(block) ";"] @body) @definition.method)

(_ body: (class_body (constructor_declaration name: (identifier) @name body: (constructor_body) @body) @definition.constructor))
(enum_body_declarations (constructor_declaration name: (identifier) @name body: (constructor_body) @body) @definition.constructor)
(ERROR (constructor_declaration name: (identifier) @name body: (constructor_body) @body) @definition.constructor)

; Compact canonical constructors of records: `public Point { ... }`.
(_ body: (class_body (compact_constructor_declaration name: (identifier) @name body: (block) @body) @definition.constructor))
(ERROR (compact_constructor_declaration name: (identifier) @name body: (block) @body) @definition.constructor)

; Annotation elements: `String value() default "";`
(annotation_type_body (annotation_type_element_declaration name: (identifier) @name ";" @body) @definition.method)
(ERROR (annotation_type_element_declaration name: (identifier) @name ";" @body) @definition.method)

; -------------------------------------------------------- fields and constants
; A declaration with one declarator is the symbol itself, so its doc comment
; is found. With several declarators (`int a, b;`) each declarator is a
; symbol whose signature is prefixed with the modifiers and the type; these
; get no doc comment (the comment precedes the declaration, not the
; declarator). The anchors in `type: (_) . declarator: (...) . ";"` match a
; declaration whose only declarator follows the type. An initializer that
; is an anonymous class is cut from the signature at its class body.
; Constants: static final fields with UPPER_CASE names; fields of
; interfaces and annotation types are implicitly static final, so there
; only the name decides.

(_ body: (class_body (field_declaration (modifiers) @_mods (#match? @_mods "(^|\\s)static(\\s|$)") (#match? @_mods "(^|\\s)final(\\s|$)")
  type: (_) . declarator: (variable_declarator name: (identifier) @name
  value: (object_creation_expression (class_body) @body)) .
  (#match? @name "^[A-Z][A-Z0-9_]*$")) @definition.constant))
(enum_body_declarations (field_declaration (modifiers) @_mods (#match? @_mods "(^|\\s)static(\\s|$)") (#match? @_mods "(^|\\s)final(\\s|$)")
  type: (_) . declarator: (variable_declarator name: (identifier) @name
  value: (object_creation_expression (class_body) @body)) .
  (#match? @name "^[A-Z][A-Z0-9_]*$")) @definition.constant)
(ERROR (field_declaration (modifiers) @_mods (#match? @_mods "(^|\\s)static(\\s|$)") (#match? @_mods "(^|\\s)final(\\s|$)")
  type: (_) . declarator: (variable_declarator name: (identifier) @name
  value: (object_creation_expression (class_body) @body)) .
  (#match? @name "^[A-Z][A-Z0-9_]*$")) @definition.constant)
(_ body: (class_body (field_declaration (modifiers) @_mods (#match? @_mods "(^|\\s)static(\\s|$)") (#match? @_mods "(^|\\s)final(\\s|$)")
  type: (_) . declarator: (variable_declarator name: (identifier) @name) . ";" @body
  (#match? @name "^[A-Z][A-Z0-9_]*$")) @definition.constant))
(enum_body_declarations (field_declaration (modifiers) @_mods (#match? @_mods "(^|\\s)static(\\s|$)") (#match? @_mods "(^|\\s)final(\\s|$)")
  type: (_) . declarator: (variable_declarator name: (identifier) @name) . ";" @body
  (#match? @name "^[A-Z][A-Z0-9_]*$")) @definition.constant)
(ERROR (field_declaration (modifiers) @_mods (#match? @_mods "(^|\\s)static(\\s|$)") (#match? @_mods "(^|\\s)final(\\s|$)")
  type: (_) . declarator: (variable_declarator name: (identifier) @name) . ";" @body
  (#match? @name "^[A-Z][A-Z0-9_]*$")) @definition.constant)
(_ body: (class_body (field_declaration (modifiers) @_mods @signature.prefix (#match? @_mods "(^|\\s)static(\\s|$)") (#match? @_mods "(^|\\s)final(\\s|$)")
  type: (_) @signature.prefix
  declarator: (variable_declarator name: (identifier) @name (#match? @name "^[A-Z][A-Z0-9_]*$")) @definition.constant)))
(enum_body_declarations (field_declaration (modifiers) @_mods @signature.prefix (#match? @_mods "(^|\\s)static(\\s|$)") (#match? @_mods "(^|\\s)final(\\s|$)")
  type: (_) @signature.prefix
  declarator: (variable_declarator name: (identifier) @name (#match? @name "^[A-Z][A-Z0-9_]*$")) @definition.constant))
(ERROR (field_declaration (modifiers) @_mods @signature.prefix (#match? @_mods "(^|\\s)static(\\s|$)") (#match? @_mods "(^|\\s)final(\\s|$)")
  type: (_) @signature.prefix
  declarator: (variable_declarator name: (identifier) @name (#match? @name "^[A-Z][A-Z0-9_]*$")) @definition.constant))

(interface_body (constant_declaration type: (_) . declarator: (variable_declarator name: (identifier) @name) . ";" @body
  (#match? @name "^[A-Z][A-Z0-9_]*$")) @definition.constant)
(annotation_type_body (constant_declaration type: (_) . declarator: (variable_declarator name: (identifier) @name) . ";" @body
  (#match? @name "^[A-Z][A-Z0-9_]*$")) @definition.constant)
(ERROR (constant_declaration type: (_) . declarator: (variable_declarator name: (identifier) @name) . ";" @body
  (#match? @name "^[A-Z][A-Z0-9_]*$")) @definition.constant)
(interface_body (constant_declaration (modifiers)? @signature.prefix type: (_) @signature.prefix
  declarator: (variable_declarator name: (identifier) @name (#match? @name "^[A-Z][A-Z0-9_]*$")) @definition.constant))
(annotation_type_body (constant_declaration (modifiers)? @signature.prefix type: (_) @signature.prefix
  declarator: (variable_declarator name: (identifier) @name (#match? @name "^[A-Z][A-Z0-9_]*$")) @definition.constant))
(ERROR (constant_declaration (modifiers)? @signature.prefix type: (_) @signature.prefix
  declarator: (variable_declarator name: (identifier) @name (#match? @name "^[A-Z][A-Z0-9_]*$")) @definition.constant))

(_ body: (class_body (field_declaration type: (_) . declarator: (variable_declarator name: (identifier) @name
  value: (object_creation_expression (class_body) @body)) .) @definition.field))
(enum_body_declarations (field_declaration type: (_) . declarator: (variable_declarator name: (identifier) @name
  value: (object_creation_expression (class_body) @body)) .) @definition.field)
(ERROR (field_declaration type: (_) . declarator: (variable_declarator name: (identifier) @name
  value: (object_creation_expression (class_body) @body)) .) @definition.field)
(_ body: (class_body (field_declaration type: (_) . declarator: (variable_declarator name: (identifier) @name) . ";" @body) @definition.field))
(enum_body_declarations (field_declaration type: (_) . declarator: (variable_declarator name: (identifier) @name) . ";" @body) @definition.field)
(ERROR (field_declaration type: (_) . declarator: (variable_declarator name: (identifier) @name) . ";" @body) @definition.field)
(_ body: (class_body (field_declaration (modifiers)? @signature.prefix type: (_) @signature.prefix
  declarator: (variable_declarator name: (identifier) @name) @definition.field)))
(enum_body_declarations (field_declaration (modifiers)? @signature.prefix type: (_) @signature.prefix
  declarator: (variable_declarator name: (identifier) @name) @definition.field))
(ERROR (field_declaration (modifiers)? @signature.prefix type: (_) @signature.prefix
  declarator: (variable_declarator name: (identifier) @name) @definition.field))

(interface_body (constant_declaration type: (_) . declarator: (variable_declarator name: (identifier) @name) . ";" @body) @definition.field)
(annotation_type_body (constant_declaration type: (_) . declarator: (variable_declarator name: (identifier) @name) . ";" @body) @definition.field)
(ERROR (constant_declaration type: (_) . declarator: (variable_declarator name: (identifier) @name) . ";" @body) @definition.field)
(interface_body (constant_declaration (modifiers)? @signature.prefix type: (_) @signature.prefix
  declarator: (variable_declarator name: (identifier) @name) @definition.field))
(annotation_type_body (constant_declaration (modifiers)? @signature.prefix type: (_) @signature.prefix
  declarator: (variable_declarator name: (identifier) @name) @definition.field))
(ERROR (constant_declaration (modifiers)? @signature.prefix type: (_) @signature.prefix
  declarator: (variable_declarator name: (identifier) @name) @definition.field))

; ------------------------------------------------------------------- imports
; Source is the full dotted name and the name its last part; a wildcard
; import (`import a.b.*;`, `import static a.B.*;`) has source a.b and name
; "*". The anchor after the name keeps wildcard imports out of the first
; pattern.

(import_declaration (scoped_identifier name: (identifier) @import.name) @import.source .) @import
(import_declaration (identifier) @import.source @import.name .) @import
(import_declaration [(identifier) (scoped_identifier)] @import.source (asterisk) @import.name) @import

; module-info.java: `requires m;` imports module m, `exports p;` exports
; package p (qualified exports included).
(requires_module_directive module: (_) @import.source) @import
(exports_module_directive package: (_) @export.name)

; ------------------------------------------------------------ local scopes
; Parameters (methods, constructors, lambdas), locals (visible after their
; declarator), for and enhanced-for variables, catch parameters,
; try-with-resources variables, pattern variables (instanceof, switch and
; record patterns) and method type parameters. A pattern variable binds in
; the enclosing block from where it stands: flow scoping makes it visible
; in the if's body and, after `if (!(x instanceof T t)) return;`, in the
; rest of the block. Fields stay definitions: class bodies are scopes only
; for `this`, which is bound, typed by the class, in every class, record,
; enum and interface body, and in an anonymous class body (typed by the
; class it extends, whose members it inherits).

[(method_declaration) (constructor_declaration) (compact_constructor_declaration) (lambda_expression)
 (block) (constructor_body) (for_statement) (enhanced_for_statement) (catch_clause)
 (try_with_resources_statement) (switch_rule) (switch_block_statement_group)] @binding.scope

(class_declaration name: (identifier) @binding.type body: (class_body) @binding.this)
(record_declaration name: (identifier) @binding.type body: (class_body) @binding.this)
(enum_declaration name: (identifier) @binding.type body: (enum_body) @binding.this)
(interface_declaration name: (identifier) @binding.type body: (interface_body) @binding.this)
(object_creation_expression type: (_) @binding.type (class_body) @binding.this)

; Record components are fields, not parameters: only the formal
; parameters of methods, constructors and lambdas bind.
((method_declaration parameters: (formal_parameters (formal_parameter type: (_) @binding.type name: (identifier) @binding)))
  (#not-eq? @binding.type "var"))
(method_declaration parameters: (formal_parameters (formal_parameter name: (identifier) @binding)))
((constructor_declaration parameters: (formal_parameters (formal_parameter type: (_) @binding.type name: (identifier) @binding)))
  (#not-eq? @binding.type "var"))
(constructor_declaration parameters: (formal_parameters (formal_parameter name: (identifier) @binding)))
((lambda_expression parameters: (formal_parameters (formal_parameter type: (_) @binding.type name: (identifier) @binding)))
  (#not-eq? @binding.type "var"))
(lambda_expression parameters: (formal_parameters (formal_parameter name: (identifier) @binding)))
(spread_parameter (variable_declarator name: (identifier) @binding))
(inferred_parameters (identifier) @binding)
(lambda_expression parameters: (identifier) @binding)
(method_declaration type_parameters: (type_parameters (type_parameter (type_identifier) @binding)))
(constructor_declaration type_parameters: (type_parameters (type_parameter (type_identifier) @binding)))
(catch_formal_parameter (catch_type . (_) @binding.type .) name: (identifier) @binding)
(catch_formal_parameter name: (identifier) @binding)
((resource type: (_) @binding.type name: (identifier) @binding) (#not-eq? @binding.type "var"))
(resource name: (identifier) @binding)
((enhanced_for_statement type: (_) @binding.type name: (identifier) @binding) (#not-eq? @binding.type "var"))
(enhanced_for_statement name: (identifier) @binding)
(instanceof_expression right: (_) @binding.type name: (identifier) @binding)
(type_pattern . (_) @binding.type (identifier) @binding .)
(record_pattern_component (identifier) @binding .)
; int a = 1, b = a: each name is visible after its declarator. A declared
; type (not `var`) is the type; else `new T(...)` gives T, and a call
; (f(), T.create(), x.make()) the callee whose result it holds.
(local_variable_declaration declarator: (variable_declarator name: (identifier) @binding) @binding.decl)
((local_variable_declaration type: (_) @binding.type declarator: (variable_declarator name: (identifier) @binding))
  (#not-eq? @binding.type "var"))
(local_variable_declaration declarator: (variable_declarator name: (identifier) @binding
  value: (object_creation_expression type: (_) @binding.type)))
(local_variable_declaration declarator: (variable_declarator name: (identifier) @binding
  value: (method_invocation name: (identifier) @binding.call)))

; ---------------------------------------------------------------- references

(identifier) @reference
((type_identifier) @reference (#not-eq? @reference "var"))
(this) @reference

; Names after "." or "->": members, or names of the package on the left.
; The qualifier is a local (then a typed receiver), `this`, or a class or
; package name.
(field_access object: [(identifier) (this)] @qualifier field: (identifier) @reference.member)
(method_invocation object: [(identifier) (this)] @qualifier name: (identifier) @reference.member)
(field_access field: (identifier) @reference.member)
(method_invocation object: (_) name: (identifier) @reference.member)
; Chains: the last name before the ".": y in x.y.f, m in x.m().f.
(field_access object: [(field_access field: (identifier) @receiver)
                       (method_invocation name: (identifier) @receiver)] field: (identifier) @reference.member)
(method_invocation object: [(field_access field: (identifier) @receiver)
                            (method_invocation name: (identifier) @receiver)] name: (identifier) @reference.member)
; T::m, x::m, this::m: m is a member of what stands before the "::".
(method_reference . [(identifier) (type_identifier) (this)] @qualifier . (identifier) @reference.member .)
(method_reference (identifier) @reference.member .)
; f(): a method of this class (or an inherited or statically imported
; one), never a local variable: methods and variables are separate
; namespaces (int size = size();).
(method_invocation !object name: (identifier) @reference.member)

; Heritage: the types a definition extends or implements.
(class_declaration name: (identifier) @base.of superclass: (superclass (type_identifier) @base))
(class_declaration name: (identifier) @base.of interfaces: (super_interfaces (type_list (type_identifier) @base)))
(interface_declaration name: (identifier) @base.of (extends_interfaces (type_list (type_identifier) @base)))
(enum_declaration name: (identifier) @base.of interfaces: (super_interfaces (type_list (type_identifier) @base)))
(record_declaration name: (identifier) @base.of interfaces: (super_interfaces (type_list (type_identifier) @base)))

; Annotations among a declaration's leading modifiers.
(modifiers [(marker_annotation) (annotation)] @decorator)
