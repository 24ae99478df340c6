; PHP outline query. Capture convention: see extract/queries.go.
; Specific patterns come first: the first pattern matching a name wins.
;
; Namespaces are modules. A braced `namespace A { ... }` contains its
; declarations by range. A statement `namespace A;` ends at its ";", so
; the declarations that follow it (direct children of program) get the
; namespace as explicit container through patterns rooted at program
; (see below; they make the query about 1.6 times slower).
; Classes (abstract, final), interfaces, traits and enums match anywhere:
; an anonymous class in a function body is not named and its members sit
; in a @local body. Methods, properties, class constants and enum cases
; are members of a declaration_list. Function and method bodies are
; @local, so nested functions, static variables and define() calls in them
; are dropped. Constructor-promoted properties are not fields: they would
; nest inside the constructor (range containment), not in the class.
; Signatures keep attributes and modifiers; abstract and interface
; methods end with ";".

; --------------------------------------------------------------- locals

(function_definition body: (compound_statement) @local)
(method_declaration body: (compound_statement) @local)
(anonymous_function body: (compound_statement) @local)
(arrow_function body: (_) @local)
(formal_parameters) @local

; ----------------------------------------------------------- namespaces

(namespace_definition name: (namespace_name) @name body: (compound_statement) @body) @definition.module
(namespace_definition name: (namespace_name) @name) @definition.module

; Top-level declarations after a statement `namespace A;`: the
; namespace is their explicit container. Matches come earliest namespace
; first and the first match of a name wins, so a declaration after the
; k-th namespace is matched by the k-namespace pattern first; files with
; up to 3 statement namespaces are exact (a 4th pairs with the 3rd).
; An anchored "no namespace in between" pattern would be exact but costs
; about 20 times more than the whole rest of the query.
(program
  (namespace_definition !body)
  (namespace_definition !body)
  (namespace_definition name: (namespace_name) @container.name !body)
  [
    (class_declaration name: (name) @name body: (declaration_list) @body) @definition.class
    (interface_declaration name: (name) @name body: (declaration_list) @body) @definition.interface
    (trait_declaration name: (name) @name body: (declaration_list) @body) @definition.trait
    (enum_declaration name: (name) @name body: (enum_declaration_list) @body) @definition.enum
    (function_definition name: (name) @name body: (compound_statement) @body) @definition.function
    (const_declaration (const_element (name) @name) ("," (const_element (name) @name))*) @definition.constant
    (expression_statement (function_call_expression
      function: (name) @_define
      arguments: (arguments . (argument [(string (string_content) @name) (encapsed_string (string_content) @name)])))
      (#eq? @_define "define")) @definition.constant
  ])
(program
  (namespace_definition !body)
  (namespace_definition name: (namespace_name) @container.name !body)
  [
    (class_declaration name: (name) @name body: (declaration_list) @body) @definition.class
    (interface_declaration name: (name) @name body: (declaration_list) @body) @definition.interface
    (trait_declaration name: (name) @name body: (declaration_list) @body) @definition.trait
    (enum_declaration name: (name) @name body: (enum_declaration_list) @body) @definition.enum
    (function_definition name: (name) @name body: (compound_statement) @body) @definition.function
    (const_declaration (const_element (name) @name) ("," (const_element (name) @name))*) @definition.constant
    (expression_statement (function_call_expression
      function: (name) @_define
      arguments: (arguments . (argument [(string (string_content) @name) (encapsed_string (string_content) @name)])))
      (#eq? @_define "define")) @definition.constant
  ])
(program
  (namespace_definition name: (namespace_name) @container.name !body)
  [
    (class_declaration name: (name) @name body: (declaration_list) @body) @definition.class
    (interface_declaration name: (name) @name body: (declaration_list) @body) @definition.interface
    (trait_declaration name: (name) @name body: (declaration_list) @body) @definition.trait
    (enum_declaration name: (name) @name body: (enum_declaration_list) @body) @definition.enum
    (function_definition name: (name) @name body: (compound_statement) @body) @definition.function
    (const_declaration (const_element (name) @name) ("," (const_element (name) @name))*) @definition.constant
    (expression_statement (function_call_expression
      function: (name) @_define
      arguments: (arguments . (argument [(string (string_content) @name) (encapsed_string (string_content) @name)])))
      (#eq? @_define "define")) @definition.constant
  ])

; ---------------------------------------------------------------- types

(class_declaration name: (name) @name body: (declaration_list) @body) @definition.class
(interface_declaration name: (name) @name body: (declaration_list) @body) @definition.interface
(trait_declaration name: (name) @name body: (declaration_list) @body) @definition.trait
(enum_declaration name: (name) @name body: (enum_declaration_list) @body) @definition.enum

(enum_declaration_list (enum_case name: (name) @name) @definition.enum_member)

; -------------------------------------------------------------- members

((method_declaration name: (name) @name body: (compound_statement)? @body) @definition.constructor
  (#eq? @name "__construct"))
(method_declaration name: (name) @name body: (compound_statement)? @body) @definition.method

(declaration_list
  (property_declaration
    (property_element name: (variable_name (name) @name))
    ("," (property_element name: (variable_name (name) @name)))*) @definition.field)

(const_declaration (const_element (name) @name) ("," (const_element (name) @name))*) @definition.constant

; ------------------------------------------------------------ functions

(function_definition name: (name) @name body: (compound_statement) @body) @definition.function

; define('NAME', value) outside function bodies.
(expression_statement (function_call_expression
  function: (name) @_define
  arguments: (arguments . (argument [(string (string_content) @name) (encapsed_string (string_content) @name)])))
  (#eq? @_define "define")) @definition.constant

; -------------------------------------------------------------- imports
; `use A\B\C;` and `use A\B\C as D;`: source A\B\C, name C (alias D).
; `use A, B;` gives one import per clause. A group `use A\B\{C, D as E};`
; is one import with source A\B (its prefix) and names C, D as E.
; require/include(_once) of a string literal, or of __DIR__ . 'literal'
; (source: the literal).

(namespace_use_declaration !body
  (namespace_use_clause .
    [
      (qualified_name (name) @import.name .) @import.source
      (name) @import.source @import.name
    ]
    alias: (name)? @import.alias) @import)

(namespace_use_declaration
  (namespace_name) @import.source
  body: (namespace_use_group
    (namespace_use_clause .
      [
        (qualified_name) @import.name
        (name) @import.name
      ]
      alias: (name)? @import.alias))) @import

([
  (require_expression [(string . (string_content) @import.source .) (encapsed_string . (string_content) @import.source .)])
  (require_once_expression [(string . (string_content) @import.source .) (encapsed_string . (string_content) @import.source .)])
  (include_expression [(string . (string_content) @import.source .) (encapsed_string . (string_content) @import.source .)])
  (include_once_expression [(string . (string_content) @import.source .) (encapsed_string . (string_content) @import.source .)])
] @import)

([
  (require_expression (binary_expression left: (name) @_dir right: [(string . (string_content) @import.source .) (encapsed_string . (string_content) @import.source .)]))
  (require_once_expression (binary_expression left: (name) @_dir right: [(string . (string_content) @import.source .) (encapsed_string . (string_content) @import.source .)]))
  (include_expression (binary_expression left: (name) @_dir right: [(string . (string_content) @import.source .) (encapsed_string . (string_content) @import.source .)]))
  (include_once_expression (binary_expression left: (name) @_dir right: [(string . (string_content) @import.source .) (encapsed_string . (string_content) @import.source .)]))
] @import
  (#eq? @_dir "__DIR__"))

; ----------------------------------------------------------- references

(name) @reference
; A member's name after -> or :: is a member whatever stands before it
; (never the function's variable of that name).
(member_access_expression name: (name) @reference.member)
(member_call_expression name: (name) @reference.member)
(nullsafe_member_access_expression name: (name) @reference.member)
(nullsafe_member_call_expression name: (name) @reference.member)
(scoped_call_expression name: (name) @reference.member)
; Chains: f()->g(), A::f()->g(), (new A)->g(): the receiver's last name.
(member_call_expression
  object: [(member_call_expression name: (name) @receiver)
           (scoped_call_expression name: (name) @receiver)
           (member_access_expression name: (name) @receiver)
           (object_creation_expression (name) @receiver)
           (parenthesized_expression (object_creation_expression (name) @receiver))]
  name: (name) @reference.member)
(member_access_expression
  object: [(member_call_expression name: (name) @receiver)
           (scoped_call_expression name: (name) @receiver)
           (member_access_expression name: (name) @receiver)]
  name: (name) @reference.member)
; $x->f: a member of $x (typed when $x is $this); Foo::f: of the class Foo.
(member_access_expression object: (variable_name (name) @qualifier) name: (name) @reference.member)
(member_call_expression object: (variable_name (name) @qualifier) name: (name) @reference.member)
(scoped_call_expression scope: (name) @qualifier name: (name) @reference.member)
(class_constant_access_expression . (name) @qualifier (name) @reference.member)

; Locals: PHP variables are function-scoped, so every $x in a function,
; method or closure is bound in the whole of it (a closure's use ($x)
; copies into the closure; an arrow fn shares its parent's). Variables of
; the top-level script stay global. $this is the class, typed.
[(function_definition) (method_declaration) (anonymous_function)] @binding.scope
(class_declaration name: (name) @binding.type body: (declaration_list) @binding.this)
(simple_parameter name: (variable_name (name) @binding.hoisted))
(simple_parameter type: (_ (name) @binding.type) name: (variable_name (name) @binding.hoisted))
(variadic_parameter name: (variable_name (name) @binding.hoisted))
(property_promotion_parameter name: (_ (name) @binding.hoisted))
(assignment_expression left: (variable_name (name) @binding.hoisted))
(assignment_expression left: (variable_name (name) @binding.hoisted)
  right: (object_creation_expression (name) @binding.type))
(list_literal (variable_name (name) @binding.hoisted))
(foreach_statement (variable_name) (variable_name (name) @binding.hoisted))
(foreach_statement (pair (variable_name (name) @binding.hoisted)))
(catch_clause name: (variable_name (name) @binding.hoisted))
(anonymous_function_use_clause (variable_name (name) @binding.hoisted))
(global_declaration (variable_name (name) @binding.hoisted))

; Heritage: the types a definition extends or implements.
(class_declaration name: (name) @base.of (base_clause (name) @base))
(class_declaration name: (name) @base.of (class_interface_clause (name) @base))
(interface_declaration name: (name) @base.of (base_clause (name) @base))
