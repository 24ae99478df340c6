; Ruby outline query. Capture convention: see extract/queries.go.
; Specific patterns come first: the first pattern matching a name wins.
;
; Classes and modules match anywhere; `class A::B` is B with explicit
; container A (`class ::A::B` and `class A::B::C` too; a longer path
; gives its whole scope text as one container). A `def` is a method in
; a class, module, `class << self` or `Struct.new do ... end` body, and a
; function at the top level. Method bodies are @local, so nothing defined in them (local
; variables, nested defs) becomes a symbol.
; A comment before the first statement of a class or method body is a
; child of the class/method node placed before its body_statement; it is
; captured as @body too (the earliest @body wins) so that the signature
; stops before it.
; attr_accessor/attr_reader/attr_writer symbols are fields; their name is
; the symbol as written (":name"): the convention has no way to drop the
; colon.

; ------------------------------------------------------------- namespaces

(class
  name: (scope_resolution
    scope: [
      (scope_resolution !scope name: (constant) @container.name)
      (scope_resolution scope: (constant) @container.name name: (constant) @container.name)
    ]
    name: (constant) @name)
  superclass: (superclass)?
  (comment)? @body
  body: (body_statement)? @body) @definition.class
(class
  name: (scope_resolution scope: (_)? @container.name name: (constant) @name)
  superclass: (superclass)?
  (comment)? @body
  body: (body_statement)? @body) @definition.class
(class
  name: (constant) @name
  superclass: (superclass)?
  (comment)? @body
  body: (body_statement)? @body) @definition.class

(module
  name: (scope_resolution
    scope: [
      (scope_resolution !scope name: (constant) @container.name)
      (scope_resolution scope: (constant) @container.name name: (constant) @container.name)
    ]
    name: (constant) @name)
  (comment)? @body
  body: (body_statement)? @body) @definition.module
(module
  name: (scope_resolution scope: (_)? @container.name name: (constant) @name)
  (comment)? @body
  body: (body_statement)? @body) @definition.module
(module
  name: (constant) @name
  (comment)? @body
  body: (body_statement)? @body) @definition.module

; `Point = Struct.new(:x, :y) do ... end` and `Data.define(...)` define classes.
(assignment
  left: (constant) @name
  right: (call
    receiver: (constant) @_recv
    method: (identifier) @_new
    block: (do_block)? @body)
  (#any-of? @_recv "Struct" "Data")
  (#any-of? @_new "new" "define")) @definition.class
(assignment
  left: (constant) @name
  right: (call
    receiver: (constant) @_recv
    method: (identifier) @_new
    block: (block)? @body)
  (#any-of? @_recv "Struct" "Data")
  (#any-of? @_new "new" "define")) @definition.class

; ---------------------------------------------------------------- methods

(method body: (_) @local)
(singleton_method body: (_) @local)

((method
  name: (identifier) @name
  (comment)? @body
  body: (_)? @body) @definition.constructor
  (#eq? @name "initialize"))

; def self.x / def Const.x: a method of the enclosing class (self) or of
; the named constant.
(singleton_method
  object: (constant) @container.name
  name: (_) @name
  (comment)? @body
  body: (_)? @body) @definition.method
(singleton_method
  name: (_) @name
  (comment)? @body
  body: (_)? @body) @definition.method

; A def in a module or `class << self` body is a method; elsewhere it is
; a function, which the extractor turns into a method inside a class
; (also `Struct.new do ... end`). A def in a top-level block stays a
; function.
(module body: (body_statement
  (method
    name: (_) @name
    (comment)? @body
    body: (_)? @body) @definition.method))
(singleton_class body: (body_statement
  (method
    name: (_) @name
    (comment)? @body
    body: (_)? @body) @definition.method))
(method
  name: (_) @name
  (comment)? @body
  body: (_)? @body) @definition.function

; ----------------------------------------------------------------- fields

(call
  !receiver
  method: (identifier) @_attr
  arguments: (argument_list (simple_symbol) @name ("," (simple_symbol) @name)*)
  (#any-of? @_attr "attr_accessor" "attr_reader" "attr_writer")) @definition.field

(body_statement
  (assignment left: (class_variable) @name) @definition.field)

; -------------------------------------------------------- constants, globals

(assignment left: (constant) @name) @definition.constant
(assignment
  left: (left_assignment_list (constant) @name ("," (constant) @name)*)) @definition.constant
(assignment left: (global_variable) @name) @definition.variable

; ---------------------------------------------------------------- imports
; require "x" / require_relative "x" / load "x": the path is the source.
; include / extend / prepend of a module: the constant path is the
; source and its last part the name.

(call
  !receiver
  method: (identifier) @_req
  arguments: (argument_list . (string . (string_content) @import.source .) .)
  (#any-of? @_req "require" "require_relative" "load")) @import

(call
  !receiver
  method: (identifier) @_mix
  arguments: (argument_list [
    (constant) @import.source @import.name
    (scope_resolution name: (constant) @import.name) @import.source
  ])
  (#any-of? @_mix "include" "extend" "prepend")) @import

; ------------------------------------------------------------- references

(identifier) @reference
(constant) @reference

; x.f, Foo.f, Foo::Bar, self.f: the name before the "." or "::" qualifies
; f (a local whose type tells which f is meant, or a class or module).
; Foo.new.f: f is a member of a new Foo, so Foo qualifies it.
(call
  receiver: (call receiver: (constant) @qualifier method: (identifier) @_new)
  method: (identifier) @reference.member
  (#eq? @_new "new"))
(call receiver: [(identifier) (constant)] @qualifier method: (identifier) @reference.member)
(call receiver: (self) @reference @qualifier method: (identifier) @reference.member)
(scope_resolution scope: (constant) @qualifier name: (constant) @reference.member)
; ::Foo: a member without receiver, the top level's Foo.
(scope_resolution !scope name: (constant) @reference.member)
; x.y.f, x.m(...).f, A::B.f: the receiver's last name.
(call
  receiver: [(call method: (identifier) @receiver) (scope_resolution name: (constant) @receiver)]
  method: (identifier) @reference.member)
(scope_resolution scope: (scope_resolution name: (constant) @receiver) name: (constant) @reference.member)
; Any other receiver: a member of something unknown.
(call receiver: (_) method: (identifier) @reference.member)

; ------------------------------------------------------------- local scopes
;
; A local variable exists from its first assignment (x = ..., a, b = ...,
; x ||= ..., x += ...) to the end of its scope; a bare name before it, or
; never assigned, is a method call and stays a reference. def, class and
; module bodies are gates: they do not see the locals around them. Blocks
; and lambdas do, and their parameters shadow. The top-level program is a
; scope too: its locals are seen by no def and no other file. Instance,
; class and global variables and constants are no locals. self is typed by
; the class or module around it, in its body and its methods.
; Known gaps: an assignment in a block to a name the enclosing scope
; already has makes a new local of the block (Ruby reuses the outer one:
; both are locals either way); foo(...) with arguments is a method call
; even when a local foo exists.
(program) @binding.scope
[(block) (do_block) (lambda)] @binding.scope
[(method) (singleton_method)] @binding.gate
[(class body: (_) @binding.gate)
 (module body: (_) @binding.gate)
 (singleton_class body: (_) @binding.gate)]

; self: the class or module, in its body and its methods' bodies.
(class name: [(constant) @binding.type (scope_resolution name: (constant) @binding.type)]
  body: (body_statement) @binding.self)
(class name: [(constant) @binding.type (scope_resolution name: (constant) @binding.type)]
  body: (body_statement [(method) (singleton_method)] @binding.self))
(module name: [(constant) @binding.type (scope_resolution name: (constant) @binding.type)]
  body: (body_statement) @binding.self)
(module name: [(constant) @binding.type (scope_resolution name: (constant) @binding.type)]
  body: (body_statement [(method) (singleton_method)] @binding.self))

; Parameters of methods, blocks and lambdas, of every kind.
[(method_parameters (identifier) @binding)
 (block_parameters (identifier) @binding)
 (lambda_parameters (identifier) @binding)
 (destructured_parameter (identifier) @binding)
 (optional_parameter name: (identifier) @binding)
 (keyword_parameter name: (identifier) @binding)
 (splat_parameter name: (identifier) @binding)
 (hash_splat_parameter name: (identifier) @binding)
 (block_parameter name: (identifier) @binding)]

; Assignments; x = Foo.new(...) / x = A::Foo.new(...) is typed Foo.
(assignment left: (identifier) @binding
  right: (call
    receiver: [(constant) @binding.type (scope_resolution name: (constant) @binding.type)]
    method: (identifier) @_new)
  (#eq? @_new "new"))
[(assignment left: (identifier) @binding)
 (operator_assignment left: (identifier) @binding)
 (left_assignment_list (identifier) @binding)
 (rest_assignment (identifier) @binding)
 (destructured_left_assignment (identifier) @binding)]

; for x in ..., rescue => e, pattern matching (in x, in [a, *b],
; in {name:}, in {k: v}, in ... => x).
[(for pattern: (identifier) @binding)
 (exception_variable (identifier) @binding)
 (in_clause pattern: (identifier) @binding)
 (array_pattern (identifier) @binding)
 (find_pattern (identifier) @binding)
 (alternative_pattern (identifier) @binding)
 (keyword_pattern key: (hash_key_symbol) @binding !value)
 (keyword_pattern value: (identifier) @binding)
 (as_pattern name: (identifier) @binding)]

; Heritage: the types a definition extends or implements.
(class name: (constant) @base.of superclass: (superclass (constant) @base))
