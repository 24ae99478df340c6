; JavaScript (and JSX) outline query. Capture convention: see extract/queries.go.
; The first pattern matching a name node wins, so specific patterns come first.
;
; Only module-level and class-level definitions are symbols. A declaration is
; module-level when it sits directly in one of these places; anything else (a
; function body, a block) is local and yields no symbol:
;   (program _)                                      top level
;   (export_statement _)                             export ... (legal only at module level)
;   and class members when their class sits in one of them (or is a class
;   expression assigned at top level: const C = class { ... }).
; Tree-sitter queries cannot name a set of parents: the places are captured
; once as @context nodes and a definition pattern names them with @within
; (the const/let/var shapes stay written per place, as their statement may
; be one of three node types).

; ---------------------------------------------------------------------------
; Constructors (a method named constructor) and fields holding a function
; (handle = (e) => { ... }), which are methods. Written before the generic
; member patterns, so they win.
; Where class members count (@context.members): the body of a class declared
; at top level, exported, or assigned to a top-level const/let/var.
(program [
  (_ body: (_) @context.members)
  (_ (variable_declarator value: (_ body: (_) @context.members)))
])
(export_statement [
  (_ body: (_) @context.members)
  (_ (variable_declarator value: (_ body: (_) @context.members)))
])
; Statements at module level (@context.top).
(program (_) @context.top)
(export_statement (_) @context.top)

((class_body [
    (method_definition name: (property_identifier) @name @_ctor body: (_) @body) @definition.constructor
    (field_definition property: (_) @name
      value: [
        (arrow_function body: (_) @body)
        (function_expression body: (_) @body)
      ]) @definition.method
  ]) @within.members
  (#eq? @_ctor "constructor"))

; ---------------------------------------------------------------------------
; const f = (a) => ..., const g = function () {...} and React components wrapped
; in memo()/forwardRef() are functions, signature cut before the body;
; const C = class {...} is a class.
; Written before constants and variables, so they win.
(program
  [
    (_ (variable_declarator
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
    (_ (variable_declarator name: (identifier) @name value: (class body: (_) @body))) @definition.class
  ]
  (#match? @_wrapper "^(React\\.)?(memo|forwardRef)$"))
(export_statement
  [
    (_ (variable_declarator
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
    (_ (variable_declarator name: (identifier) @name value: (class body: (_) @body))) @definition.class
  ]
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
    ]?) @_decl) @definition.constant @within.top
  (#match? @name "^_*[A-Z][A-Z0-9_]*$")
  (#not-match? @_decl "^[^=]*=\\s*require\\s*\\("))

; ---------------------------------------------------------------------------
; Any other const, let or var: variable.
(program
  (_ (variable_declarator
    name: (identifier) @name
    value: [
      (object) @body
      (array) @body
      (template_string) @body
      (call_expression arguments: (template_string) @body)
    ]?) @_decl) @definition.variable
  (#not-match? @_decl "^[^=]*=\\s*require\\s*\\("))
(export_statement
  (_ (variable_declarator
    name: (identifier) @name
    value: [
      (object) @body
      (array) @body
      (template_string) @body
      (call_expression arguments: (template_string) @body)
    ]?) @_decl) @definition.variable
  (#not-match? @_decl "^[^=]*=\\s*require\\s*\\("))

; ---------------------------------------------------------------------------
; Declarations: functions, classes.
[
  (function_declaration name: (identifier) @name body: (_) @body) @definition.function
  (generator_function_declaration name: (identifier) @name body: (_) @body) @definition.function
  (class_declaration name: (_) @name body: (_) @body) @definition.class
] @within.top

; ---------------------------------------------------------------------------
; Members: methods (getters, setters, static, async, generators) and fields.
(class_body [
  (method_definition name: (_) @name body: (_) @body) @definition.method
  (field_definition property: (_) @name) @definition.field
]) @within.members

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
; CommonJS: functions assigned to exports.f, module.exports.f and methods
; assigned to C.prototype.m at top level.
(program
  (expression_statement
    (assignment_expression
      left: (member_expression
        object: (member_expression
          object: (identifier) @container.name
          property: (property_identifier) @_prototype)
        property: (property_identifier) @name)
      right: [
        (function_expression body: (_) @body)
        (arrow_function body: (_) @body)
      ])) @definition.method
  (#eq? @_prototype "prototype"))
(program
  (expression_statement
    (assignment_expression
      left: [
        (member_expression
          object: (identifier) @_exports
          property: (property_identifier) @name)
        (member_expression
          object: (member_expression
            object: (identifier) @_module
            property: (property_identifier) @_exports)
          property: (property_identifier) @name)
      ]
      right: [
        (function_expression body: (_) @body)
        (arrow_function body: (_) @body)
      ])) @definition.function
  (#eq? @_exports "exports")
  (#eq? @_module "module"))

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
; Exports of the file.
; export function f / class C / const x ...: the declared names, except after
; export default, where the exported name is "default".
(program
  (export_statement
    declaration: [
      (function_declaration name: (_) @export.name)
      (generator_function_declaration name: (_) @export.name)
      (class_declaration name: (_) @export.name)
      (_ (variable_declarator name: (identifier) @export.name))
    ]) @_export
  (#not-match? @_export "^export\\s+default"))
(program (export_statement "default" @export.name))
; export { a, b as c } (from "./x"): the exported name is the alias if any.
(program (export_statement (export_clause (export_specifier name: (_) @export.name !alias))))
(program (export_statement (export_clause (export_specifier alias: _ @export.name))))
(program (export_statement (namespace_export (_) @export.name)))
; CommonJS: module.exports = { a, b: c, m() {} }, module.exports = X,
; exports.a = ..., module.exports.a = ...
(assignment_expression
  left: (member_expression object: (identifier) @_module property: (property_identifier) @_exports)
  right: (object [
    (shorthand_property_identifier) @export.name
    (pair key: (_) @export.name)
    (method_definition name: (_) @export.name)
  ])
  (#eq? @_module "module")
  (#eq? @_exports "exports"))
(assignment_expression
  left: (member_expression object: (identifier) @_module property: (property_identifier) @_exports)
  right: [
    (identifier) @export.name
    (class name: (_) @export.name)
    (function_expression name: (_) @export.name)
  ]
  (#eq? @_module "module")
  (#eq? @_exports "exports"))
(assignment_expression
  left: [
    (member_expression object: (identifier) @_exports property: (property_identifier) @export.name)
    (member_expression
      object: (member_expression object: (identifier) @_module property: (property_identifier) @_exports)
      property: (property_identifier) @export.name)
  ]
  (#eq? @_exports "exports")
  (#eq? @_module "module"))

; ---------------------------------------------------------------------------
; References: identifiers (JSX element names included), property and field
; names, shorthand properties.
(identifier) @reference
(property_identifier) @reference
(private_property_identifier) @reference
(shorthand_property_identifier) @reference
(shorthand_property_identifier_pattern) @reference

; Names after "." or "->": members, or names of the package on the left.
(member_expression property: (property_identifier) @reference.member)
(member_expression property: (private_property_identifier) @reference.member)

; Heritage: the types a definition extends or implements.
(class_declaration name: (_) @base.of (class_heritage (identifier) @base))

; ---------------------------------------------------------------------------
; Local scopes and the names bound in them. Functions are scopes from their
; parameters to their body (their own name binds outside; a function
; expression's name binds inside); blocks, loops and catch clauses are block
; scopes, which let, const, class and function declarations bind in (hoisted:
; every use in the block names them) and var passes, up to its function.
; Module-level declarations lie outside every scope and stay global.
(function_declaration parameters: (_) @binding.scope body: (_) @binding.scope)
(generator_function_declaration parameters: (_) @binding.scope body: (_) @binding.scope)
[(function_expression) (generator_function) (arrow_function) (method_definition)] @binding.scope
[(for_statement) (for_in_statement) (catch_clause) (switch_body) (class_static_block)] @binding.block
(if_statement consequence: (statement_block) @binding.block)
(else_clause (statement_block) @binding.block)
(while_statement body: (statement_block) @binding.block)
(do_statement body: (statement_block) @binding.block)
(try_statement body: (statement_block) @binding.block)
(finally_clause body: (statement_block) @binding.block)
(labeled_statement body: (statement_block) @binding.block)
(statement_block (statement_block) @binding.block)

; Declarations in a function or block, and what initialises them:
; x = new Foo(), x = makeFoo(), x = a.make().
(function_declaration name: (identifier) @binding.hoisted)
(generator_function_declaration name: (identifier) @binding.hoisted)
(function_expression name: (identifier) @binding.hoisted)
(generator_function name: (identifier) @binding.hoisted)
(class_declaration name: (identifier) @binding.hoisted)
(lexical_declaration (variable_declarator name: (identifier) @binding.hoisted))
(variable_declaration (variable_declarator name: (identifier) @binding.var))
(lexical_declaration (variable_declarator name: (identifier) @binding.hoisted
  value: [(call_expression function: [(identifier) @binding.call
                                      (member_expression property: (property_identifier) @binding.call)])
          (new_expression constructor: [(identifier) @binding.call
                                        (member_expression property: (property_identifier) @binding.call)])]))
(variable_declaration (variable_declarator name: (identifier) @binding.var
  value: [(call_expression function: [(identifier) @binding.call
                                      (member_expression property: (property_identifier) @binding.call)])
          (new_expression constructor: [(identifier) @binding.call
                                        (member_expression property: (property_identifier) @binding.call)])]))
; for (const x of xs), for (var k in o); without a keyword the loop assigns.
(for_in_statement ["let" "const"] left: (identifier) @binding)
(for_in_statement "var" left: (identifier) @binding.var)
; Parameters, the bare x of x => ..., catch (e).
(formal_parameters (identifier) @binding)
(arrow_function parameter: (identifier) @binding)
(catch_clause parameter: (identifier) @binding)
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
(class_declaration name: (identifier) @binding.type body: (class_body) @binding.this)
(class name: (identifier) @binding.type body: (class_body) @binding.this)
; super, in a class body: the class it extends.
(class_declaration (class_heritage (identifier) @binding.type) body: (class_body) @binding.super)
(class (class_heritage (identifier) @binding.type) body: (class_body) @binding.super)

; Qualified names and chains: ns.f, this.f, x?.f (the qualifier is a value
; when a local of that name is in scope); x.y.f is a member of y's type,
; x.m().f and new T().f of the result's.
(this) @reference
(super) @reference
(member_expression object: [(identifier) (this) (super)] @qualifier property: [(property_identifier) (private_property_identifier)] @reference.member)
(member_expression
  object: [(member_expression property: (property_identifier) @receiver)
           (call_expression function: [(identifier) @receiver
                                       (member_expression property: (property_identifier) @receiver)])
           (new_expression constructor: (identifier) @receiver)]
  property: [(property_identifier) (private_property_identifier)] @reference.member)

; Decorators: on a class (before "export" too) and before a method they
; belong to the definition right after them; inside a field or method
; definition, to that definition.
(decorator) @decorator
