; TypeScript outline query, also used for TSX (the tsx grammar adds JSX nodes). Capture convention: see extract/queries.go.
; The first pattern matching a name node wins, so specific patterns come first.
;
; Only module-level and class-level definitions are symbols. A declaration is
; module-level when it sits directly in one of these places; anything else (a
; function body, a block) is local and yields no symbol:
;   (program _)                                      top level
;   (export_statement _)                             export ... (legal only at module level)
;   (ambient_declaration _)                          declare ...
;   (ambient_declaration (statement_block _))        declare global { ... }
;   (internal_module body: (statement_block _))      namespace N { ... }
;   (module body: (statement_block _))               module M { ... }, declare module "m" { ... }
;   and class members when their class sits in one of them (or is a class
;   expression assigned at top level: const C = class { ... }).
; Tree-sitter queries cannot name a set of parents, so the places are
; captured once as @context nodes and each definition pattern names the one
; it needs with @within (a copy of a pattern per place cost 0.2 s of query
; compilation in every run that parses a TypeScript file).

; ---------------------------------------------------------------------------
; Namespaces and modules (legal only at module level, so not anchored).
; A top-level namespace is wrapped in an expression_statement: make that the
; definition so that its doc comment is found.
(expression_statement
  (internal_module name: (_) @name body: (_) @body)) @definition.module
(internal_module name: (_) @name body: (_) @body) @definition.module
(module name: (string (string_fragment) @name) body: (_)? @body) @definition.module
(module name: [(identifier) (nested_identifier)] @name body: (_)? @body) @definition.module
; declare global { ... }
(ambient_declaration "global" @name (statement_block) @body) @definition.module

; ---------------------------------------------------------------------------
; Where module-level declarations stand. The definitions below count only
; there: a @within.top node must be a @context.top (a statement directly in
; one of the places listed above), a @within.members node a @context.members
; (the body of a declaration standing there, or of a class assigned at top
; level). One pattern per definition then serves every place.
(program (_) @context.top)
(export_statement (_) @context.top)
(ambient_declaration (_) @context.top)
(ambient_declaration (statement_block (_) @context.top))
(internal_module body: (statement_block (_) @context.top))
(module body: (statement_block (_) @context.top))
(program [
  (_ body: (_) @context.members)
  (type_alias_declaration value: (object_type) @context.members)
  (_ (variable_declarator value: (_ body: (_) @context.members)))
])
(export_statement [
  (_ body: (_) @context.members)
  (type_alias_declaration value: (object_type) @context.members)
  (_ (variable_declarator value: (_ body: (_) @context.members)))
])
(ambient_declaration [
  (_ body: (_) @context.members)
  (type_alias_declaration value: (object_type) @context.members)
])
(ambient_declaration (statement_block [
  (_ body: (_) @context.members)
  (type_alias_declaration value: (object_type) @context.members)
]))
(internal_module body: (statement_block [
  (_ body: (_) @context.members)
  (type_alias_declaration value: (object_type) @context.members)
]))
(module body: (statement_block [
  (_ body: (_) @context.members)
  (type_alias_declaration value: (object_type) @context.members)
]))

; Anonymous type literals hold members too (scip-typescript's typeLiteralN):
; the type of a property, alone or in a union or intersection; a type
; argument (Partial<{ … }>); an exported function's parameter type. Their
; members nest in the definition whose range holds them (Ctx.common.issues).
; A literal that is itself a part of an alias's intersection or union
; (type O = A & { … }) is no definition: scip-typescript makes its members
; locals.
(property_signature type: (type_annotation [
  (object_type) @context.members
  (union_type (object_type) @context.members)
  (intersection_type (object_type) @context.members)
]))
(type_arguments (object_type) @context.members)
; The type literal of an exported function's parameter
; (configure(opts: { name: string })): nested in the function.
(export_statement (function_declaration parameters: (formal_parameters
  [(required_parameter type: (type_annotation (object_type) @context.members))
   (optional_parameter type: (type_annotation (object_type) @context.members))])))

; ---------------------------------------------------------------------------
; Constructors (a method named constructor) and fields holding a function
; (handle = (e) => { ... }), which are methods. Written before the generic
; member patterns, so they win.
((class_body [
    (method_definition name: (property_identifier) @name @_ctor body: (_) @body) @definition.constructor
    (method_signature name: (property_identifier) @name @_ctor) @definition.constructor
    (public_field_definition name: (_) @name
      value: [
        (arrow_function body: (_) @body)
        (function_expression body: (_) @body)
      ]) @definition.method
  ]) @within.members
  (#eq? @_ctor "constructor"))

; ---------------------------------------------------------------------------
; const f = (a) => ..., const g = function () {...} and React components wrapped
; in memo()/forwardRef() are functions, signature cut before the body;
; const C = class {...} is a class; type T = { ... } has the object type as body.
; Written before constants and variables and type aliases, so they win.
; (lexical_declaration holds const and let, variable_declaration var.)
([
  (lexical_declaration (variable_declarator
    name: (identifier) @name
    value: [
      (arrow_function body: (_) @body)
      (function_expression body: (_) @body)
      (generator_function body: (_) @body)
      (call_expression
        function: (_) @_wrapper
        arguments: (arguments [
          (arrow_function body: (_) @body)
          (function_expression body: (_) @body)
        ]))
    ])) @definition.function
  (variable_declaration (variable_declarator
    name: (identifier) @name
    value: [
      (arrow_function body: (_) @body)
      (function_expression body: (_) @body)
      (generator_function body: (_) @body)
      (call_expression
        function: (_) @_wrapper
        arguments: (arguments [
          (arrow_function body: (_) @body)
          (function_expression body: (_) @body)
        ]))
    ])) @definition.function
  (lexical_declaration (variable_declarator name: (identifier) @name value: (class body: (_) @body))) @definition.class
  (variable_declaration (variable_declarator name: (identifier) @name value: (class body: (_) @body))) @definition.class
  (type_alias_declaration name: (_) @name value: (object_type) @body) @definition.type_alias
] @within.top
  (#match? @_wrapper "^(React\\.)?(memo|forwardRef)$"))

; ---------------------------------------------------------------------------
; UPPER_CASE const: constant. An object, array or template value is the body
; (the signature stops before it). require() imports are no symbols.
((lexical_declaration kind: "const"
  (variable_declarator
    name: (identifier) @name
    value: [
      (object) @body
      (array) @body
      (template_string) @body
      (call_expression arguments: (template_string) @body)
      (as_expression [(object) (array)]) @body
      (satisfies_expression [(object) (array)]) @body
    ]?) @_decl) @definition.constant @within.top
  (#match? @name "^_*[A-Z][A-Z0-9_]*$")
  (#not-match? @_decl "^[^=]*=\\s*require\\s*\\("))

; ---------------------------------------------------------------------------
; Any other const, let or var: variable.
([
  (lexical_declaration (variable_declarator
    name: (identifier) @name
    value: [
      (object) @body
      (array) @body
      (template_string) @body
      (call_expression arguments: (template_string) @body)
      (as_expression [(object) (array)]) @body
      (satisfies_expression [(object) (array)]) @body
    ]?) @_decl)
  (variable_declaration (variable_declarator
    name: (identifier) @name
    value: [
      (object) @body
      (array) @body
      (template_string) @body
      (call_expression arguments: (template_string) @body)
      (as_expression [(object) (array)]) @body
      (satisfies_expression [(object) (array)]) @body
    ]?) @_decl)
] @definition.variable @within.top
  (#not-match? @_decl "^[^=]*=\\s*require\\s*\\("))

; ---------------------------------------------------------------------------
; Declarations: functions (and overload signatures), classes, interfaces, type aliases, enums.
[
  (function_declaration name: (identifier) @name body: (_) @body) @definition.function
  (generator_function_declaration name: (identifier) @name body: (_) @body) @definition.function
  (function_signature name: (identifier) @name) @definition.function
  (class_declaration name: (_) @name body: (_) @body) @definition.class
  (abstract_class_declaration name: (_) @name body: (_) @body) @definition.class
  (interface_declaration name: (_) @name body: (_) @body) @definition.interface
  (type_alias_declaration name: (_) @name) @definition.type_alias
  (enum_declaration name: (_) @name body: (_) @body) @definition.enum
] @within.top

; ---------------------------------------------------------------------------
; Members: methods, method signatures (overloads, abstract), fields of classes;
; property and method signatures of interfaces and object type aliases; enum
; members.
[
  (class_body [
    (method_definition name: (_) @name body: (_) @body) @definition.method
    (method_signature name: (_) @name) @definition.method
    (abstract_method_signature name: (_) @name) @definition.method
    (public_field_definition name: (_) @name) @definition.field
  ])
  (interface_body [
    (property_signature name: (_) @name) @definition.field
    (method_signature name: (_) @name) @definition.method
  ])
  (enum_body [
    (property_identifier) @name @definition.enum_member
    (string) @name @definition.enum_member
    (enum_assignment name: (_) @name) @definition.enum_member
  ])
  (object_type [
    (property_signature name: (_) @name) @definition.field
    (method_signature name: (_) @name) @definition.method
  ])
] @within.members

; ---------------------------------------------------------------------------
; export default of an anonymous function or class: named "default", the
; signature is the export statement up to the body.
(program
  (export_statement "default" @name
    value: [
      (function_expression body: (_) @body)
      (arrow_function body: (_) @body)
      (generator_function body: (_) @body)
    ]) @definition.function)
(program
  (export_statement "default" @name value: (class body: (_) @body)) @definition.class)

; ---------------------------------------------------------------------------
; Imports. One Import per statement; the default import is recorded as a
; name, import * as ns as the module alias.
(import_statement source: (string) @import.source) @import
(import_statement (import_clause (identifier) @import.name)) @import
(import_statement
  (import_clause
    (named_imports
      (import_specifier name: (_) @import.name alias: (_)? @import.alias)))) @import
(import_statement (import_clause (namespace_import (identifier) @import.alias))) @import
; import fs = require("fs")
(import_statement
  (import_require_clause (identifier) @import.alias source: (string) @import.source)) @import
; Re-exports are imports too: export { a, b as c } from "./x", export * from "./y",
; export * as ns from "./z".
(export_statement source: (string) @import.source) @import
(export_statement
  (export_clause (export_specifier name: (_) @import.name alias: _? @import.alias))
  source: (_)) @import
(export_statement (namespace_export (_) @import.alias) source: (_)) @import
; require("x") anywhere (the call is the import), with the names it binds:
; const m = require("m"), const { a, b: c } = require("m"), const x = require("m").y
(call_expression
  function: (identifier) @_require
  arguments: (arguments . (string) @import.source)
  (#eq? @_require "require")) @import
(variable_declarator
  name: (identifier) @import.alias
  value: (call_expression function: (identifier) @_require) @import
  (#eq? @_require "require"))
(variable_declarator
  name: (object_pattern [
    (shorthand_property_identifier_pattern) @import.name
    (pair_pattern key: (_) @import.name value: (identifier) @import.alias)
  ])
  value: (call_expression function: (identifier) @_require) @import
  (#eq? @_require "require"))
(variable_declarator
  name: (identifier) @import.alias
  value: (member_expression
    object: (call_expression function: (identifier) @_require) @import
    property: (property_identifier) @import.name)
  (#eq? @_require "require"))
; import("./lazy")
(call_expression function: (import) arguments: (arguments . (string) @import.source)) @import

; ---------------------------------------------------------------------------
; Exports of the file (not those inside namespaces or declare module bodies).
; export function f / class C / const x ...: the declared names, except after
; export default, where the exported name is "default".
(program
  (export_statement
    declaration: [
      (function_declaration name: (_) @export.name)
      (generator_function_declaration name: (_) @export.name)
      (function_signature name: (_) @export.name)
      (class_declaration name: (_) @export.name)
      (abstract_class_declaration name: (_) @export.name)
      (interface_declaration name: (_) @export.name)
      (type_alias_declaration name: (_) @export.name)
      (enum_declaration name: (_) @export.name)
      (internal_module name: (_) @export.name)
      (module name: (_) @export.name)
      (_ (variable_declarator name: (identifier) @export.name))
      (ambient_declaration [
        (function_signature name: (_) @export.name)
        (class_declaration name: (_) @export.name)
        (abstract_class_declaration name: (_) @export.name)
        (enum_declaration name: (_) @export.name)
        (internal_module name: (_) @export.name)
        (_ (variable_declarator name: (identifier) @export.name))
      ])
    ]) @_export
  (#not-match? @_export "^export\\s+default"))
(program (export_statement "default" @export.name))
; export { a, b as c } (from "./x"): the exported name is the alias if any.
(program (export_statement (export_clause (export_specifier name: (_) @export.name !alias))))
(program (export_statement (export_clause (export_specifier alias: _ @export.name))))
(program (export_statement (namespace_export (_) @export.name)))
; export = X; export as namespace X
(program (export_statement "=" (identifier) @export.name))
(program (export_statement "namespace" (identifier) @export.name))

; ---------------------------------------------------------------------------
; References: identifiers (JSX element names included), property and field
; names, shorthand properties, type names.
(identifier) @reference
(property_identifier) @reference
(private_property_identifier) @reference
(shorthand_property_identifier) @reference
(shorthand_property_identifier_pattern) @reference
(type_identifier) @reference

; Names after "." or "->": members, or names of the package on the left.
(member_expression property: (property_identifier) @reference.member)
(member_expression property: (private_property_identifier) @reference.member)

; Heritage: the types a definition extends or implements.
(class_declaration name: (_) @base.of (class_heritage (extends_clause value: (identifier) @base)))
(class_declaration name: (_) @base.of (class_heritage (implements_clause (type_identifier) @base)))
(abstract_class_declaration name: (_) @base.of (class_heritage (extends_clause value: (identifier) @base)))
(abstract_class_declaration name: (_) @base.of (class_heritage (implements_clause (type_identifier) @base)))
; Bases by name: type arguments left out (B<X> → B), qualified kept (ns.C).
(interface_declaration name: (_) @base.of (extends_type_clause [(type_identifier) (nested_type_identifier)] @base))
(interface_declaration name: (_) @base.of (extends_type_clause (generic_type name: (_) @base)))
(class_declaration name: (_) @base.of (class_heritage (implements_clause [(nested_type_identifier) @base (generic_type name: (_) @base)])))
(abstract_class_declaration name: (_) @base.of (class_heritage (implements_clause [(nested_type_identifier) @base (generic_type name: (_) @base)])))
(class_declaration name: (_) @base.of (class_heritage (extends_clause value: (member_expression) @base)))

; ---------------------------------------------------------------------------
; Local scopes and the names bound in them. Functions are scopes from their
; type parameters to their body (their own name binds outside; a function
; expression's name binds inside); blocks, loops and catch clauses are block
; scopes, which let, const, class and function declarations bind in (hoisted:
; every use in the block names them) and var passes, up to its function.
; Module-level declarations lie outside every scope and stay global;
; namespace bodies are no scope, so their declarations stay members of the
; namespace.
(function_declaration type_parameters: (_)? @binding.scope parameters: (_) @binding.scope body: (_) @binding.scope)
(generator_function_declaration type_parameters: (_)? @binding.scope parameters: (_) @binding.scope body: (_) @binding.scope)
(class_declaration type_parameters: (_) @binding.scope body: (_) @binding.scope)
(abstract_class_declaration type_parameters: (_) @binding.scope body: (_) @binding.scope)
(interface_declaration type_parameters: (_) @binding.scope body: (_) @binding.scope)
(type_alias_declaration type_parameters: (_) @binding.scope value: (_) @binding.scope)
[(function_expression) (generator_function) (arrow_function) (method_definition)
 (method_signature) (abstract_method_signature) (function_signature) (call_signature)
 (construct_signature) (function_type) (constructor_type)] @binding.scope
[(for_statement) (for_in_statement) (catch_clause) (switch_body) (class_static_block)] @binding.block
(if_statement consequence: (statement_block) @binding.block)
(else_clause (statement_block) @binding.block)
(while_statement body: (statement_block) @binding.block)
(do_statement body: (statement_block) @binding.block)
(try_statement body: (statement_block) @binding.block)
(finally_clause body: (statement_block) @binding.block)
(labeled_statement body: (statement_block) @binding.block)
(statement_block (statement_block) @binding.block)

; Declarations in a function or block.
(function_declaration name: (identifier) @binding.hoisted)
(generator_function_declaration name: (identifier) @binding.hoisted)
(function_expression name: (identifier) @binding.hoisted)
(generator_function name: (identifier) @binding.hoisted)
(class_declaration name: (type_identifier) @binding.hoisted)
(abstract_class_declaration name: (type_identifier) @binding.hoisted)
(interface_declaration name: (type_identifier) @binding.hoisted)
(type_alias_declaration name: (type_identifier) @binding.hoisted)
(enum_declaration name: (identifier) @binding.hoisted)
(type_parameter name: (type_identifier) @binding)
; infer X binds X in the conditional type's true branch (with the
; extends clause it stands in).
(conditional_type right: (_) @binding.scope consequence: (_) @binding.scope)
(infer_type . (type_identifier) @binding)
(lexical_declaration (variable_declarator name: (identifier) @binding.hoisted))
(variable_declaration (variable_declarator name: (identifier) @binding.var))
; Their types: x: Foo, x = new Foo(), x = makeFoo(), x = a.make(), x = y as Foo,
; x = <Foo>y (a node with type arguments followed by an expression: only a
; type assertion, which the tsx grammar lacks).
(lexical_declaration (variable_declarator name: (identifier) @binding.hoisted type: (type_annotation (_) @binding.type)))
(variable_declaration (variable_declarator name: (identifier) @binding.var type: (type_annotation (_) @binding.type)))
(lexical_declaration (variable_declarator name: (identifier) @binding.hoisted
  value: [(call_expression function: [(identifier) @binding.call
                                      (member_expression property: (property_identifier) @binding.call)])
          (new_expression constructor: [(identifier) @binding.call
                                        (member_expression property: (property_identifier) @binding.call)])
          (as_expression (_) [(type_identifier) (generic_type) (nested_type_identifier)] @binding.type)
          (_ (type_arguments . (_) @binding.type .) . [(identifier) (member_expression) (parenthesized_expression)])]))
(variable_declaration (variable_declarator name: (identifier) @binding.var
  value: [(call_expression function: [(identifier) @binding.call
                                      (member_expression property: (property_identifier) @binding.call)])
          (new_expression constructor: [(identifier) @binding.call
                                        (member_expression property: (property_identifier) @binding.call)])
          (as_expression (_) [(type_identifier) (generic_type) (nested_type_identifier)] @binding.type)
          (_ (type_arguments . (_) @binding.type .) . [(identifier) (member_expression) (parenthesized_expression)])]))
; for (const x of xs), for (var k in o); without a keyword the loop assigns.
(for_in_statement ["let" "const"] left: (identifier) @binding)
(for_in_statement "var" left: (identifier) @binding.var)
; Parameters (with their declared types), the bare x of x => ..., catch (e).
(required_parameter pattern: (identifier) @binding)
(optional_parameter pattern: (identifier) @binding)
(required_parameter pattern: (identifier) @binding type: (type_annotation (_) @binding.type))
(optional_parameter pattern: (identifier) @binding type: (type_annotation (_) @binding.type))
(arrow_function parameter: (identifier) @binding)
(catch_clause parameter: (identifier) @binding)
; A parameter without a type of a function passed to a call, (a, b) => …,
; a => …, function (a) {…}: the callee's parameter gives its type
; (operate((source, subscriber) => …), new Observable(s => …)); of a
; function a declaration types, const h: Handler = (input) => …: the
; declared function type's.
(call_expression
  function: [(identifier) @binding.call
             (member_expression property: (property_identifier) @binding.call)]
  arguments: (arguments
    [(arrow_function parameters: (formal_parameters [(required_parameter pattern: (identifier) @binding !type)
                                                     (optional_parameter pattern: (identifier) @binding !type)]))
     (arrow_function parameter: (identifier) @binding)
     (function_expression parameters: (formal_parameters (required_parameter pattern: (identifier) @binding !type)))] @binding.arg) @binding.args)
(new_expression
  constructor: [(identifier) @binding.call
                (member_expression property: (property_identifier) @binding.call)]
  arguments: (arguments
    [(arrow_function parameters: (formal_parameters [(required_parameter pattern: (identifier) @binding !type)
                                                     (optional_parameter pattern: (identifier) @binding !type)]))
     (arrow_function parameter: (identifier) @binding)
     (function_expression parameters: (formal_parameters (required_parameter pattern: (identifier) @binding !type)))] @binding.arg) @binding.args)
(variable_declarator
  type: (type_annotation [(type_identifier) @binding.call (generic_type name: (type_identifier) @binding.call)])
  value: [(arrow_function parameters: (formal_parameters [(required_parameter pattern: (identifier) @binding !type)
                                                          (optional_parameter pattern: (identifier) @binding !type)]))
          (arrow_function parameter: (identifier) @binding)
          (function_expression parameters: (formal_parameters (required_parameter pattern: (identifier) @binding !type)))] @binding.arg)
; The keys of a destructured parameter with a type, ({ a, b: c }: Props),
; or typed by its context as above: members of that type.
([(required_parameter pattern: (object_pattern [(shorthand_property_identifier_pattern) @reference.key
                                 (pair_pattern key: (property_identifier) @reference.key)
                                 (object_assignment_pattern left: (shorthand_property_identifier_pattern) @reference.key)]) @binding.pattern type: (type_annotation (_) @binding.type))
  (optional_parameter pattern: (object_pattern [(shorthand_property_identifier_pattern) @reference.key
                                 (pair_pattern key: (property_identifier) @reference.key)
                                 (object_assignment_pattern left: (shorthand_property_identifier_pattern) @reference.key)]) @binding.pattern type: (type_annotation (_) @binding.type))])
(call_expression
  function: [(identifier) @binding.call
             (member_expression property: (property_identifier) @binding.call)]
  arguments: (arguments
    (arrow_function parameters: (formal_parameters (required_parameter pattern: (object_pattern [(shorthand_property_identifier_pattern) @reference.key
                                 (pair_pattern key: (property_identifier) @reference.key)
                                 (object_assignment_pattern left: (shorthand_property_identifier_pattern) @reference.key)]) @binding.pattern !type))) @binding.arg) @binding.args)
(variable_declarator
  type: (type_annotation [(type_identifier) @binding.call (generic_type name: (type_identifier) @binding.call)])
  value: (arrow_function parameters: (formal_parameters (required_parameter pattern: (object_pattern [(shorthand_property_identifier_pattern) @reference.key
                                 (pair_pattern key: (property_identifier) @reference.key)
                                 (object_assignment_pattern left: (shorthand_property_identifier_pattern) @reference.key)]) @binding.pattern !type))) @binding.arg)
; const { a, b } = input (a local, a value, a field, a call's result) or
; const { a }: T = …: the keys are members of that type.
(variable_declarator
  name: (object_pattern [(shorthand_property_identifier_pattern) @reference.key
                                 (pair_pattern key: (property_identifier) @reference.key)
                                 (object_assignment_pattern left: (shorthand_property_identifier_pattern) @reference.key)]) @binding.pattern
  value: [(identifier) @binding.call
          (member_expression property: (property_identifier) @binding.call)
          (call_expression function: [(identifier) @binding.call
                                      (member_expression property: (property_identifier) @binding.call)])])
(variable_declarator name: (object_pattern [(shorthand_property_identifier_pattern) @reference.key
                                 (pair_pattern key: (property_identifier) @reference.key)
                                 (object_assignment_pattern left: (shorthand_property_identifier_pattern) @reference.key)]) @binding.pattern type: (type_annotation (_) @binding.type))
; f({ a, b: 1 }), new T({ a }): the keys are members of the parameter's type.
(call_expression
  function: [(identifier) @binding.call
             (member_expression property: (property_identifier) @binding.call)]
  arguments: (arguments (object [(shorthand_property_identifier) @reference.key (pair key: (property_identifier) @reference.key)]) @binding.pattern @binding.arg) @binding.args)
(new_expression
  constructor: [(identifier) @binding.call
                (member_expression property: (property_identifier) @binding.call)]
  arguments: (arguments (object [(shorthand_property_identifier) @reference.key (pair key: (property_identifier) @reference.key)]) @binding.pattern @binding.arg) @binding.args)
;   An object literal flowing into a written type: a variable's annotation
; (const c: Ctx = { … }), satisfies, a return annotation (return { … },
; return (x || { … }), an arrow's expression body); a literal nested in a
; key's value ({ common: { issues } }) has the type of that key's member.
(variable_declarator type: (type_annotation (_) @binding.type) value: (object [(shorthand_property_identifier) @reference.key (pair key: (property_identifier) @reference.key)]) @binding.pattern)
(satisfies_expression . (object [(shorthand_property_identifier) @reference.key (pair key: (property_identifier) @reference.key)]) @binding.pattern [(type_identifier) (generic_type) (nested_type_identifier)] @binding.type)
([(function_declaration return_type: (type_annotation (_) @binding.type) body: (statement_block (return_statement [(object [(shorthand_property_identifier) @reference.key (pair key: (property_identifier) @reference.key)]) @binding.pattern
                    (parenthesized_expression (object [(shorthand_property_identifier) @reference.key (pair key: (property_identifier) @reference.key)]) @binding.pattern)
                    (parenthesized_expression (binary_expression right: (object [(shorthand_property_identifier) @reference.key (pair key: (property_identifier) @reference.key)]) @binding.pattern))])))
  (method_definition return_type: (type_annotation (_) @binding.type) body: (statement_block (return_statement [(object [(shorthand_property_identifier) @reference.key (pair key: (property_identifier) @reference.key)]) @binding.pattern
                    (parenthesized_expression (object [(shorthand_property_identifier) @reference.key (pair key: (property_identifier) @reference.key)]) @binding.pattern)
                    (parenthesized_expression (binary_expression right: (object [(shorthand_property_identifier) @reference.key (pair key: (property_identifier) @reference.key)]) @binding.pattern))])))
  (function_expression return_type: (type_annotation (_) @binding.type) body: (statement_block (return_statement [(object [(shorthand_property_identifier) @reference.key (pair key: (property_identifier) @reference.key)]) @binding.pattern
                    (parenthesized_expression (object [(shorthand_property_identifier) @reference.key (pair key: (property_identifier) @reference.key)]) @binding.pattern)
                    (parenthesized_expression (binary_expression right: (object [(shorthand_property_identifier) @reference.key (pair key: (property_identifier) @reference.key)]) @binding.pattern))])))
  (arrow_function return_type: (type_annotation (_) @binding.type) body: (statement_block (return_statement [(object [(shorthand_property_identifier) @reference.key (pair key: (property_identifier) @reference.key)]) @binding.pattern
                    (parenthesized_expression (object [(shorthand_property_identifier) @reference.key (pair key: (property_identifier) @reference.key)]) @binding.pattern)
                    (parenthesized_expression (binary_expression right: (object [(shorthand_property_identifier) @reference.key (pair key: (property_identifier) @reference.key)]) @binding.pattern))])))])
([(function_declaration return_type: (type_annotation (_) @binding.type) body: (statement_block (if_statement consequence: (statement_block (return_statement [(object [(shorthand_property_identifier) @reference.key (pair key: (property_identifier) @reference.key)]) @binding.pattern
                    (parenthesized_expression (object [(shorthand_property_identifier) @reference.key (pair key: (property_identifier) @reference.key)]) @binding.pattern)
                    (parenthesized_expression (binary_expression right: (object [(shorthand_property_identifier) @reference.key (pair key: (property_identifier) @reference.key)]) @binding.pattern))])))))
  (method_definition return_type: (type_annotation (_) @binding.type) body: (statement_block (if_statement consequence: (statement_block (return_statement [(object [(shorthand_property_identifier) @reference.key (pair key: (property_identifier) @reference.key)]) @binding.pattern
                    (parenthesized_expression (object [(shorthand_property_identifier) @reference.key (pair key: (property_identifier) @reference.key)]) @binding.pattern)
                    (parenthesized_expression (binary_expression right: (object [(shorthand_property_identifier) @reference.key (pair key: (property_identifier) @reference.key)]) @binding.pattern))])))))])
(arrow_function return_type: (type_annotation (_) @binding.type)
  body: [(object [(shorthand_property_identifier) @reference.key (pair key: (property_identifier) @reference.key)]) @binding.pattern (parenthesized_expression (object [(shorthand_property_identifier) @reference.key (pair key: (property_identifier) @reference.key)]) @binding.pattern)])
(pair key: (property_identifier) @binding.call value: (object [(shorthand_property_identifier) @reference.key (pair key: (property_identifier) @reference.key)]) @binding.pattern)
; Names inside destructuring patterns, at any depth ({a, b: c = 1, ...d},
; [e, f = 2, ...g]); only a destructuring assignment ([a, b] = [b, a])
; binds wrongly, and the names it assigns are mostly locals already.
(object_pattern (shorthand_property_identifier_pattern) @binding)
(object_pattern (pair_pattern value: (identifier) @binding))
(object_pattern (object_assignment_pattern left: (shorthand_property_identifier_pattern) @binding))
(array_pattern (identifier) @binding)
(assignment_pattern left: (identifier) @binding)
(rest_pattern (identifier) @binding)
; this, in a class body: the class.
(class_declaration name: (type_identifier) @binding.type body: (class_body) @binding.this)
(abstract_class_declaration name: (type_identifier) @binding.type body: (class_body) @binding.this)
(class name: (type_identifier) @binding.type body: (class_body) @binding.this)
; super, in a class body: the class it extends.
(class_declaration (class_heritage (extends_clause value: (identifier) @binding.type)) body: (class_body) @binding.super)
(abstract_class_declaration (class_heritage (extends_clause value: (identifier) @binding.type)) body: (class_body) @binding.super)
(class (class_heritage (extends_clause value: (identifier) @binding.type)) body: (class_body) @binding.super)

; Qualified names and chains: ns.f, this.f, x?.f, x!.f (the qualifier is
; a value when a local of that name is in scope); x.y.f is a member of y's
; type, x.m().f and new T().f of the result's.
(this) @reference
(super) @reference
(member_expression object: [(identifier) (this) (super)] @qualifier property: [(property_identifier) (private_property_identifier)] @reference.member)
(member_expression object: (non_null_expression [(identifier) (this)] @qualifier) property: (property_identifier) @reference.member)
(nested_type_identifier module: (identifier) @qualifier name: (type_identifier) @reference.member)
; M.NS.T: T is a member of something, never the plain name T of this file
; (type T = M.NS.T would otherwise name itself).
(nested_type_identifier module: (nested_identifier) name: (type_identifier) @reference.member)
(member_expression
  object: [(member_expression property: (property_identifier) @receiver)
           (non_null_expression (member_expression property: (property_identifier) @receiver))
           (call_expression function: [(identifier) @receiver
                                       (member_expression property: (property_identifier) @receiver)])
           (new_expression constructor: (identifier) @receiver)]
  property: [(property_identifier) (private_property_identifier)] @reference.member)

; Decorators: on a class (before "export" too) and before a method they
; belong to the definition right after them; inside a field or method
; definition, to that definition.
(decorator) @decorator
