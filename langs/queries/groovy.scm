; Groovy outline query (.groovy, .gradle, Jenkinsfile), for the
; murtaza64/tree-sitter-groovy grammar. Capture convention: see
; extract/queries.go. The first pattern that captures a name node wins, so
; specific patterns come before generic ones.
;
; The grammar is made for scripts (Gradle, Jenkins) and knows classes only
; in part; extract/tsfix.go groovyParseText rewrites, for parsing only and
; at the same length, what it lacks: Groovydoc openers become plain block
; comments (found as docs above a definition), abstract/transient/...
; become "final", "trait" becomes "class" (told apart here by the original
; word), method type parameters become spaces, an enum's modifiers and
; implements clause become spaces and the commas between its constants
; ';'. What stays broken is read from the error shapes the grammar makes:
; "class A implements B, C {" parses as class ERROR(A implements B) name: C,
; so the name is the first identifier of that ERROR; an enum is the words
; "enum Name" before a closure, which is the definition (its name stands
; before it); a constructor "Name(T a) { }" is a call whose last argument
; is a closure.
;
; Build scripts: a block "name { }" at the top of a script or inside
; another block is a section ("plugins", "dependencies", "android" >
; "defaultConfig", "pipeline" > "stages"; Jenkins' stage('Build') { } and
; Gradle's project(':app') { } are named by their string), and a call
; "name(Type) { }" too (publishing's maven(MavenPublication) { }); calls
; with other arguments (implementation('x') { exclude ... }, timeout(time:
; 5) { }) and member calls (tasks.withType(T) { }) configure, they define
; nothing. Tasks are targets, the name a build is run with: task foo { },
; task foo(type: T) { }, task('foo'), tasks.register('foo') and
; tasks.create('foo'); tasks.named('foo') configures an existing one.
; ext { a = 1 } and ext.a = 1 define extra properties: variables.

(groovy_package (qualified_name) @name) @definition.module

; ------------------------------------------------------------------ types

(class_definition "class" @_kw . name: (identifier) @name body: (closure) @body
  (#eq? @_kw "trait")) @definition.trait
(class_definition "interface" . name: (identifier) @name body: (closure) @body) @definition.interface
(class_definition "class" . name: (identifier) @name body: (closure) @body) @definition.class

; Enums: "enum Name {" reads as two identifiers before a closure, or (one
; constant, no ';') as "Name { A }" called. The closure is the definition;
; the keyword and the name are its signature, the comment before them its
; doc.
((comment)? @doc
  .
  (identifier) @_kw @signature.prefix
  .
  (identifier) @name @signature.prefix
  .
  (closure) @definition.enum @body @context.members
  (#eq? @_kw "enum"))
((comment)? @doc
  .
  (identifier) @_kw @signature.prefix
  .
  (juxt_function_call
    function: (identifier) @name @signature.prefix
    args: (argument_list . (closure) @definition.enum @body @context.members .))
  (#eq? @_kw "enum"))

; A node takes at most three captures in one pattern (tree-sitter's
; MAX_STEP_CAPTURE_COUNT): the enum body's constants context is its own.
((identifier) @_kw . (identifier) . (closure) @context.consts (#eq? @_kw "enum"))
((identifier) @_kw . (juxt_function_call args: (argument_list . (closure) @context.consts .)) (#eq? @_kw "enum"))

(class_definition body: (closure) @context.members)

; --------------------------------------------------------- constructors
; A class's constructor "Name(T a) { }" is a call of the class's name with
; a closure last (a typed parameter is an ERROR inside it).

(class_definition "class" . name: (identifier) @_class
  body: (closure (function_call function: (identifier) @name args: (argument_list (closure) @body .)) @definition.constructor)
  (#eq? @_class @name))
((identifier) @_kw
  .
  (identifier) @_enum
  .
  (closure (function_call function: (identifier) @name args: (argument_list (closure) @body .)) @definition.constructor)
  (#eq? @_kw "enum")
  (#eq? @_enum @name))

; Enum constants: the identifiers and calls the body starts with (its
; commas became ';').
((closure (function_call function: (identifier) @name) @definition.enum_member) @within.consts)
((closure (identifier) @name @definition.enum_member) @within.consts)

; ------------------------------------------------------- methods, fields
; Methods of a class and a script's functions: typed or def. A method
; without a body (abstract, interface) is a function_declaration. A
; function inside a class body is its method (the outline makes it one).

(function_definition function: (identifier) @name body: (closure) @body) @definition.function
(function_declaration function: (identifier) @name) @definition.function
(function_definition body: (closure) @local)

; A closure assigned to a name is callable: a function (a method in a
; class). The signature keeps its parameters: it is cut at the first
; statement after "->".
((closure (declaration name: (identifier) @name value: (closure (parameter_list) "->" . (_) @body)) @definition.function) @within.members)
((closure (declaration name: (identifier) @name value: (closure) @body) @definition.function) @within.members)
(source_file (declaration name: (identifier) @name value: (closure (parameter_list) "->" . (_) @body)) @definition.function)
(source_file (declaration name: (identifier) @name value: (closure) @body) @definition.function)
(declaration value: (closure) @local)

; Fields and properties of a class; static final UPPER_CASE ones are
; constants. The initializer stays in the signature (as in Java).
((closure (declaration (modifier) @_s (modifier) @_f name: (identifier) @name) @definition.constant) @within.members
  (#eq? @_s "static") (#eq? @_f "final") (#match? @name "^[A-Z][A-Z0-9_]*$"))
((closure (declaration name: (identifier) @name) @definition.field) @within.members)

; A script's variables.
(source_file (declaration name: (identifier) @name) @definition.variable)

; ------------------------------------------------------------ build scripts

; Tasks.
((identifier) @_t @signature.prefix
  .
  (function_call function: (identifier) @name args: (argument_list (closure)? @body .)) @definition.target
  (#eq? @_t "task"))
((juxt_function_call function: (identifier) @_t args: (argument_list . (identifier) @name .)) @definition.target
  (#eq? @_t "task"))
((function_call function: (identifier) @_t args: (argument_list . (string . (string_content) @name .) (closure)? @body .)) @definition.target
  (#eq? @_t "task"))
((function_call
  function: (dotted_identifier . (identifier) @_ts . (identifier) @_m .)
  args: (argument_list . (string . (string_content) @name .) (closure)? @body .)) @definition.target
  (#eq? @_ts "tasks") (#any-of? @_m "register" "create"))

; Extra properties.
((juxt_function_call function: (identifier) @_e
  args: (argument_list . (closure (assignment . (identifier) @name) @definition.variable) .))
  (#eq? @_e "ext"))
(source_file (assignment . (dotted_identifier . (identifier) @_e . (identifier) @name .)) @definition.variable
  (#eq? @_e "ext"))

; Blocks: at the top of a script or in another block. The grammar has a
; node of its own for a declarative Jenkins pipeline { }.
(source_file) @context.dsl
(pipeline "pipeline" @name (closure) @body @context.dsl) @definition.section
((_ (function_call
  function: (identifier) @_f
  args: (argument_list . (string . (string_content) @name .) . (closure) @body @context.dsl .)) @definition.section) @within.dsl
  (#any-of? @_f "stage" "project"))
((_ [
  (juxt_function_call function: (identifier) @name args: (argument_list . (closure) @body @context.dsl .))
  (function_call function: (identifier) @name args: (argument_list . (closure) @body @context.dsl .))
  (function_call function: (identifier) @name args: (argument_list . (identifier) . (closure) @body @context.dsl .))
] @definition.section) @within.dsl
  (#not-any-of? @name "task" "enum"))

; ---------------------------------------------------------------- imports
; Source is the full dotted name and the name its last part, as in Java;
; a wildcard import has the package as source and "*" as name. Gradle's
; apply from: 'other.gradle' applies a script plugin: a file import.

(groovy_import import: (qualified_name (identifier) @import.name .) @import.source . import_alias: (identifier) @import.alias) @import
(groovy_import import: (qualified_name) @import.source . (wildcard_import) @import.name) @import
(groovy_import import: (qualified_name (identifier) @import.name .) @import.source .) @import
((juxt_function_call function: (identifier) @_a
  args: (argument_list (map_item key: (identifier) @_k value: (string . (string_content) @import.source .)))) @import
  (#eq? @_a "apply") (#eq? @_k "from"))

; ------------------------------------------------------------ local scopes
; Parameters of methods and closures, locals of method bodies, closures
; and control-flow blocks (visible after their declaration), for-in
; variables, catch parameters and a closure's implicit "it". Class bodies
; are no scopes: their declarations are fields.

(function_definition) @binding.scope
(function_declaration) @binding.scope
(argument_list (closure) @binding.scope)
(declaration value: (closure) @binding.scope)
(assignment (closure) @binding.scope)
(if_statement body: (closure) @binding.scope)
(if_statement else_body: (closure) @binding.scope)
(while_loop body: (closure) @binding.scope)
(do_while_loop body: (closure) @binding.scope)
(for_loop) @binding.scope
(for_in_loop) @binding.scope
(try_statement body: (closure) @binding.scope)
(try_statement finally_body: (closure) @binding.scope)
((juxt_function_call function: (identifier) @_t) . (closure) @binding.scope (#eq? @_t "task"))

(class_definition name: (identifier) @binding.type body: (closure) @binding.this)

(parameter type: [(identifier) (type_with_generics . (identifier))] @binding.type name: (identifier) @binding)
(parameter name: (identifier) @binding)
(for_in_loop variable: (identifier) @binding)
(try_statement catch_exception: (declaration type: (identifier) @binding.type name: (identifier) @binding) @binding.scope catch_body: (closure) @binding.scope)
(try_statement catch_exception: (declaration name: (identifier) @binding) @binding.scope catch_body: (closure) @binding.scope)
((identifier) @binding.hoisted (#eq? @binding.hoisted "it"))

; def x = new T(...), T x = ...: the declared type, else the class
; constructed, else the function whose result it holds.
(closure (declaration name: (identifier) @binding) @binding.decl)
(for_parameters (declaration name: (identifier) @binding) @binding.decl)
(closure (declaration type: [(identifier) (type_with_generics . (identifier))] @binding.type name: (identifier) @binding))
(closure (declaration name: (identifier) @binding value: (function_call function: (identifier) @binding.call)))

; ---------------------------------------------------------------- references
; Words the grammar reads as identifiers (enum, implements, the closure
; parameter it) are no references; neither are named arguments' keys
; (type: Copy, kind: k) nor a qualified annotation's one-word name.

((identifier) @reference
  (#not-any-of? @reference "enum" "implements" "it" "super" "delegate" "owner" "trait")
  (#not-match? @reference "\\."))
"this" @reference
(map_item key: (identifier) @reference.opaque)

; Names after "." or "?.": members of what stands before.
(dotted_identifier . ["this" (identifier)] @qualifier . (identifier) @reference.member .)
(dotted_identifier . (dotted_identifier (identifier) @receiver .) . (identifier) @reference.member .)
(dotted_identifier (identifier) @reference.member .)
(access_op . (identifier) @qualifier . (function_call function: (identifier) @reference.member))
(access_op . (identifier) @qualifier . (identifier) @reference.member .)

; Heritage: extends and implements (what stays of implements in an ERROR).
((identifier) @base.of . (ERROR (identifier) @base ",") . (identifier))
(class_definition "class" . name: (identifier) @base.of superclass: (identifier) @base)
(class_definition "interface" . name: (identifier) @base.of superclass: (identifier) @base)
; The ERROR a header's rest makes cannot be named as a child of
; class_definition (the query analysis deems it impossible), so these
; patterns are siblings: the name and the superclass, then the ERROR
; holding "implements C, D" or ", D" (extends A, D after the rewrite); a
; base only counts where @base.of is a definition's name.
((identifier) @base.of . (identifier) . (ERROR (identifier) @_i (identifier) @base) (#eq? @_i "implements"))
((identifier) @base.of . (identifier) . (ERROR "," (identifier) @base))

; Annotations before a declaration.
(annotation) @decorator
