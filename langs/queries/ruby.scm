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

; Heritage: the types a definition extends or implements.
(class name: (constant) @base.of superclass: (superclass (constant) @base))
