; Julia outline query. Capture convention: see extract/queries.go.
; The first pattern that captures a name node wins, so specific patterns
; come before generic ones. Patterns match anywhere; bodies of functions,
; macros, let/for/while/quote blocks, @testset-style macro blocks, the
; right-hand side of assignments and argument lists are @local, so their
; definitions are dropped.
;
; Julia's definitions have no body node: the statements follow the head
; directly. @body is the first statement after the head, or the closing
; "end" of an empty definition (the earlier of the two is used), so the
; signature is the head.
;
; Docstrings: a string literal right before a definition is its @doc.
; Every definition pattern is written with an optional leading docstring;
; a definition wrapped in a macro call (@kwdef struct, @inline f(x) = x)
; takes the docstring above the macro call.
;
; Kinds: module, struct / mutable struct / primitive type -> struct,
; abstract type -> interface, fields and inner constructors, function
; (long and short form, where clauses, return types, operators), macro,
; @enum -> enum with enum_member, const -> constant (const X = T{...} ->
; type_alias), other module-level
; assignments (also `global x = ...`) -> variable. `function Base.show(...)`
; has the explicit container Base. Callable-object methods
; `(p::Point)(x) = ...` have no name and are not symbols.

; ----------------------------------------------------------------- locals

(function_definition (signature) (_) @local)
(macro_definition (signature) (_) @local)
(assignment (operator) . (_) @local)
(argument_list) @local
(let_statement) @local
(for_statement) @local
(while_statement) @local
(quote_statement) @local
(quote_expression (parenthesized_expression (assignment) @local))
(do_clause) @local
(comprehension_expression) @local
; @testset "..." begin ... end and similar blocks; not @enum's member block.
((macrocall_expression
   (macro_identifier (identifier) @_m)
   (macro_argument_list (compound_statement) @local))
 (#not-eq? @_m "enum"))

; ---------------------------------------------------------------- modules

((string_literal)? @doc .
 (module_definition
   name: (identifier) @name
   .
   (_)? @body
   "end" @body) @definition.module)

; ------------------------------------------------------------------ types

; abstract type Shape end / abstract type Polygon{T} <: Shape end
((string_literal)? @doc .
 (abstract_definition
   (type_head [
     (identifier) @name
     (parametrized_type_expression . (identifier) @name)
     (binary_expression . [(identifier) @name (parametrized_type_expression . (identifier) @name)])
   ])
   "end" @body) @definition.interface)

; primitive type Flag8 8 end
((string_literal)? @doc .
 (primitive_definition
   (type_head [
     (identifier) @name
     (binary_expression . (identifier) @name)
   ])
   "end" @body) @definition.struct)

; struct / mutable struct, with fields and inner constructors; also
; wrapped in a macro call (@kwdef struct ... end), the docstring above it.
((string_literal)? @doc .
 [
  (struct_definition
     (type_head [
       (identifier) @name
       (parametrized_type_expression . (identifier) @name)
       (binary_expression . [(identifier) @name (parametrized_type_expression . (identifier) @name)])
     ])
     .
     (_)? @body
     "end" @body) @definition.struct
  (macrocall_expression (macro_argument_list . (struct_definition
     (type_head [
       (identifier) @name
       (parametrized_type_expression . (identifier) @name)
       (binary_expression . [(identifier) @name (parametrized_type_expression . (identifier) @name)])
     ])
     .
     (_)? @body
     "end" @body) @definition.struct))
 ])

; Inner constructors: Point(x) = new(x, x); function Point(...) ... end.
; (A nested group with an optional docstring does not match inside a
; parent pattern, so members take their docs from sibling patterns below.)
(struct_definition
  (function_definition
    (signature [
      (call_expression . [(identifier) @name (parametrized_type_expression . (identifier) @name)])
      (where_expression . (call_expression . [(identifier) @name (parametrized_type_expression . (identifier) @name)]))
    ])
    .
    (_)? @body
    "end" @body) @definition.constructor)
(struct_definition
  (assignment .
    [
      (call_expression . [(identifier) @name (parametrized_type_expression . (identifier) @name)])
      (where_expression . (call_expression . [(identifier) @name (parametrized_type_expression . (identifier) @name)]))
    ]
    (operator) .
    (_) @body) @definition.constructor)

; Fields: x::T, bare x, x::Int = 0 (@kwdef defaults), const x::Int = 0,
; with a docstring or without.
(struct_definition
  (string_literal) @doc .
  [
    (typed_expression . (identifier) @name)
    (identifier) @name
    (assignment . [(identifier) @name (typed_expression . (identifier) @name)])
    (const_statement (assignment . [(identifier) @name (typed_expression . (identifier) @name)]))
  ] @definition.field)
(struct_definition
  [
    (typed_expression . (identifier) @name)
    (identifier) @name
    (assignment . [(identifier) @name (typed_expression . (identifier) @name)])
    (const_statement (assignment . [(identifier) @name (typed_expression . (identifier) @name)]))
  ] @definition.field)

; ------------------------------------------------------------- functions

; function f(x) ... end; function f(x::T) where T ... end; f(x)::Int;
; function Base.show(io, x) ... end (Base is the container); function g end.
((string_literal)? @doc .
 [
   (function_definition
     (signature [
       (identifier) @name
       (call_expression . (identifier) @name)
       (call_expression . (field_expression . (identifier) @container.name . [(identifier) @name (quote_expression [(operator) @name (parenthesized_expression (operator) @name)])]))
       (call_expression . (operator) @name)
       (typed_expression . (call_expression . (identifier) @name))
       (typed_expression . (call_expression . (field_expression . (identifier) @container.name . [(identifier) @name (quote_expression [(operator) @name (parenthesized_expression (operator) @name)])])))
       (where_expression . [
         (call_expression . (identifier) @name)
         (call_expression . (field_expression . (identifier) @container.name . [(identifier) @name (quote_expression [(operator) @name (parenthesized_expression (operator) @name)])]))
         (typed_expression . (call_expression . (identifier) @name))
         (typed_expression . (call_expression . (field_expression . (identifier) @container.name . [(identifier) @name (quote_expression [(operator) @name (parenthesized_expression (operator) @name)])])))
       ])
     ])
     .
     (_)? @body
     "end" @body) @definition.function
  (macrocall_expression (macro_argument_list . (function_definition
     (signature [
       (identifier) @name
       (call_expression . (identifier) @name)
       (call_expression . (field_expression . (identifier) @container.name . [(identifier) @name (quote_expression [(operator) @name (parenthesized_expression (operator) @name)])]))
       (call_expression . (operator) @name)
       (typed_expression . (call_expression . (identifier) @name))
       (typed_expression . (call_expression . (field_expression . (identifier) @container.name . [(identifier) @name (quote_expression [(operator) @name (parenthesized_expression (operator) @name)])])))
       (where_expression . [
         (call_expression . (identifier) @name)
         (call_expression . (field_expression . (identifier) @container.name . [(identifier) @name (quote_expression [(operator) @name (parenthesized_expression (operator) @name)])]))
         (typed_expression . (call_expression . (identifier) @name))
         (typed_expression . (call_expression . (field_expression . (identifier) @container.name . [(identifier) @name (quote_expression [(operator) @name (parenthesized_expression (operator) @name)])])))
       ])
     ])
     .
     (_)? @body
     "end" @body) @definition.function))
 ])

; Short form: f(x) = ..., f(x)::T = ..., f(x::T) where T = ..., Base.show(io, x) = ...
((string_literal)? @doc .
 [
   (assignment .
     [
       (call_expression . (identifier) @name)
       (call_expression . (field_expression . (identifier) @container.name . [(identifier) @name (quote_expression [(operator) @name (parenthesized_expression (operator) @name)])]))
       (typed_expression . (call_expression . (identifier) @name))
       (typed_expression . (call_expression . (field_expression . (identifier) @container.name . [(identifier) @name (quote_expression [(operator) @name (parenthesized_expression (operator) @name)])])))
       (where_expression . [
         (call_expression . (identifier) @name)
         (call_expression . (field_expression . (identifier) @container.name . [(identifier) @name (quote_expression [(operator) @name (parenthesized_expression (operator) @name)])]))
         (typed_expression . (call_expression . (identifier) @name))
       ])
     ]
     (operator) .
     (_) @body) @definition.function
  (macrocall_expression (macro_argument_list . (assignment .
     [
       (call_expression . (identifier) @name)
       (call_expression . (field_expression . (identifier) @container.name . [(identifier) @name (quote_expression [(operator) @name (parenthesized_expression (operator) @name)])]))
       (typed_expression . (call_expression . (identifier) @name))
       (typed_expression . (call_expression . (field_expression . (identifier) @container.name . [(identifier) @name (quote_expression [(operator) @name (parenthesized_expression (operator) @name)])])))
       (where_expression . [
         (call_expression . (identifier) @name)
         (call_expression . (field_expression . (identifier) @container.name . [(identifier) @name (quote_expression [(operator) @name (parenthesized_expression (operator) @name)])]))
         (typed_expression . (call_expression . (identifier) @name))
       ])
     ]
     (operator) .
     (_) @body) @definition.function))
 ])

; ----------------------------------------------------------------- macros

((string_literal)? @doc .
 (macro_definition
   (signature (call_expression . (identifier) @name))
   .
   (_)? @body
   "end" @body) @definition.macro)

; @enum Color red green blue / @enum Color::UInt8 begin ... end
((macrocall_expression
   (macro_identifier (identifier) @_m)
   (macro_argument_list .
     [(identifier) @name (typed_expression . (identifier) @name)]
     (compound_statement)? @body)) @definition.enum
 (#eq? @_m "enum"))
((macrocall_expression
   (macro_identifier (identifier) @_m)
   (macro_argument_list . (_)
     [(identifier) @name @definition.enum_member
      (assignment . (identifier) @name) @definition.enum_member
      (compound_statement [(identifier) @name @definition.enum_member
                           (assignment . (identifier) @name) @definition.enum_member])]))
 (#eq? @_m "enum"))

; ------------------------------------------------------ constants, globals

; const Numeric = Union{Integer, AbstractFloat} names a type.
((string_literal)? @doc .
 (const_statement
   (assignment .
     (identifier) @name
     (operator) .
     (parametrized_type_expression))) @definition.type_alias)

((string_literal)? @doc .
 (const_statement
   (assignment . [
     (identifier) @name
     (typed_expression . (identifier) @name)
     (open_tuple (identifier) @name)
   ])) @definition.constant)

((string_literal)? @doc .
 (global_statement
   (assignment . [
     (identifier) @name
     (typed_expression . (identifier) @name)
     (open_tuple (identifier) @name)
   ])) @definition.variable)

((string_literal)? @doc .
 (assignment . [
   (identifier) @name
   (typed_expression . (identifier) @name)
   (open_tuple (identifier) @name)
 ]) @definition.variable)

; ----------------------------------------------------------------- imports

; using A, B.C, .Local: one import per module.
(using_statement [(identifier) (scoped_identifier) (import_path)] @import.source @import)
(import_statement [(identifier) (scoped_identifier) (import_path)] @import.source @import)

; import JSON as J
(using_statement (import_alias . (_) @import.source (identifier) @import.alias) @import)
(import_statement (import_alias . (_) @import.source (identifier) @import.alias) @import)

; using A.B: x, y as z, @m / import Base: show, +
(selected_import .
  (_) @import.source
  [(identifier) (operator)] @import.name) @import
(selected_import .
  (_) @import.source
  (macro_identifier (identifier) @import.name)) @import
(selected_import .
  (_) @import.source
  (import_alias . (_) @import.name (identifier) @import.alias)) @import

; ----------------------------------------------------------------- exports

(export_statement (identifier) @export.name)
(export_statement (operator) @export.name)
(export_statement (macro_identifier (identifier) @export.name))
(public_statement (identifier) @export.name)
(public_statement (macro_identifier (identifier) @export.name))

; -------------------------------------------------------------- references

((identifier) @reference (#not-eq? @reference "_"))
