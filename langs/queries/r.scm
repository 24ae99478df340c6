; R outline query. Capture convention: see extract/queries.go.
; The first pattern that captures a name node wins, so specific patterns
; come before generic ones. Patterns match anywhere; function bodies and
; parameter lists are @local, and so are braced blocks passed to a call
; (`test_that("...", { ... })`, `local({ ... })`), so assignments inside
; them are not symbols. Assignments in top-level if/for blocks are.
;
; Kinds:
; - `f <- function(...)`, `f = function`, `f <<- function`,
;   `(function(...) ...) -> f`, `f <- \(x) ...` and `assign("f", function...)`
;   are functions; a backquoted name (`%||%`) keeps its backquotes.
; - Classes: `setRefClass` (R5), `R6Class` (also `R6::R6Class`) and S4
;   `setClass` and `setClassUnion`, named by their class-name string
;   when it is the first, unnamed argument (the generator variable otherwise). The definition is
;   the whole assignment when the call is assigned, so the roxygen block
;   above it is its doc. The signature stops after the class-name argument
;   (`Person <- setRefClass("Person"`): the rest is the member lists.
; - Members: functions in `methods = list(...)` (R5) and in
;   `public`/`private`/`active` lists (R6) are methods; other entries of
;   those lists, `fields = list(...)`/`c(...)` (R5) and S4
;   `representation(...)`/`slots = c(...)` entries are fields.
;   `Gen$methods(name = function...)` adds methods to the class `Gen`.
; - `setGeneric("f", ...)` is a function; `setMethod("f", "Class", ...)`
;   and `setMethod("f", signature("Class", ...), ...)` are the method f of
;   Class (a function with the first dispatch class as container).
; - Other top-level assignments: UPPER_CASE names are constants, the rest
;   variables (also `value -> name` and `assign("name", value)`).
; Imports: library/require/requireNamespace/loadNamespace/source with a
; bare or quoted first argument (not `library(pkg, character.only = TRUE)`,
; whose argument is a variable); `box::use(pkg, pkg[a, b = c], alias = pkg,
; ./local/module)`, one import per module.
; Exports: a name defined right below a roxygen block holding `@export`.

; ------------------------------------------------------------------ classes

((binary_operator
  lhs: (identifier)
  operator: ["<-" "=" "<<-"]
  rhs: (call
    function: [(identifier) @_fn (namespace_operator rhs: (identifier) @_fn)]
    arguments: (arguments . (argument !name value: (string (string_content) @name)) . (comma)? @body))) @definition.class
  (#any-of? @_fn "setRefClass" "R6Class" "setClass" "setClassUnion"))

((binary_operator
  lhs: (identifier) @name
  operator: ["<-" "=" "<<-"]
  rhs: (call
    function: [(identifier) @_fn (namespace_operator rhs: (identifier) @_fn)]
    arguments: [(arguments . (argument name: (_))) (arguments !argument)] @body)) @definition.class
  (#any-of? @_fn "setRefClass" "R6Class" "setClass" "setClassUnion"))

((call
  function: [(identifier) @_fn (namespace_operator rhs: (identifier) @_fn)]
  arguments: (arguments . (argument !name value: (string (string_content) @name)) . (comma)? @body)) @definition.class
  (#any-of? @_fn "setRefClass" "R6Class" "setClass" "setClassUnion"))

; ------------------------------------------------------------------ members

; R5 methods and R6 public/private/active functions.
((call
  function: [(identifier) @_fn (namespace_operator rhs: (identifier) @_fn)]
  arguments: (arguments
    (argument
      name: (identifier) @_section
      value: (call
        function: (identifier) @_list
        arguments: (arguments
          (argument
            name: (identifier) @name
            value: (function_definition body: (_) @body)) @definition.function)))))
  (#any-of? @_fn "setRefClass" "R6Class")
  (#any-of? @_section "methods" "public" "private" "active")
  (#eq? @_list "list"))

; Gen$methods(name = function(...) ...)
((call
  function: (extract_operator
    lhs: (identifier) @container.name
    rhs: (identifier) @_methods)
  arguments: (arguments
    (argument
      name: (identifier) @name
      value: (function_definition body: (_) @body)) @definition.function))
  (#eq? @_methods "methods"))

; Fields: R6 non-function list entries, R5 fields, S4 slots.
((call
  function: [(identifier) @_fn (namespace_operator rhs: (identifier) @_fn)]
  arguments: (arguments
    (argument
      name: (identifier) @_section
      value: (call
        function: (identifier) @_list
        arguments: (arguments
          [(argument name: (identifier) @name)
           (argument !name value: (string (string_content) @name))] @definition.field)))))
  (#any-of? @_fn "setRefClass" "R6Class" "setClass")
  (#any-of? @_section "fields" "public" "private" "active" "slots" "representation")
  (#any-of? @_list "list" "c" "representation"))

((call
  function: (identifier) @_fn
  arguments: (arguments
    (argument
      !name
      value: (call
        function: (identifier) @_rep
        arguments: (arguments
          (argument name: (identifier) @name) @definition.field)))))
  (#eq? @_fn "setClass")
  (#eq? @_rep "representation"))

; --------------------------------------------------------------- functions

((call
  function: (identifier) @_fn
  arguments: (arguments
    .
    (argument !name value: (string (string_content) @name))
    (argument value: (function_definition body: (_) @body))?)) @definition.function
  (#eq? @_fn "setGeneric"))

((call
  function: (identifier) @_fn
  arguments: (arguments
    .
    (argument !name value: (string (string_content) @name))
    .
    (comma)
    .
    (argument !name value: [
      (string (string_content) @container.name)
      (call
        function: (identifier) @_sig
        arguments: (arguments . (argument value: (string (string_content) @container.name))))])
    (argument value: (function_definition body: (_) @body))?)) @definition.function
  (#eq? @_fn "setMethod")
  (#eq? @_sig "signature"))

(binary_operator
  lhs: [(identifier) @name (string (string_content) @name)]
  operator: ["<-" "=" "<<-"]
  rhs: (function_definition body: (_) @body)) @definition.function

(binary_operator
  lhs: [(function_definition) (parenthesized_expression (function_definition))]
  operator: ["->" "->>"]
  rhs: (identifier) @name) @definition.function

((call
  function: (identifier) @_fn
  arguments: (arguments
    .
    (argument !name value: (string (string_content) @name))
    (argument value: (function_definition body: (_) @body)))) @definition.function
  (#eq? @_fn "assign"))

; --------------------------------------------------- constants, variables

; An assigned class generator is the class itself, not a variable.
((binary_operator
  lhs: [(identifier) @name (string (string_content) @name)]
  operator: ["<-" "=" "<<-"]
  rhs: (_) @_rhs) @definition.constant
  (#match? @name "^[A-Z][A-Z0-9_.]*$")
  (#not-match? @_rhs "^(R6::|methods::)?(setRefClass|R6Class|setClass|setClassUnion)\\s*\\("))
((binary_operator
  operator: ["->" "->>"]
  rhs: (identifier) @name) @definition.constant
  (#match? @name "^[A-Z][A-Z0-9_.]*$"))
((call
  function: (identifier) @_fn
  arguments: (arguments . (argument !name value: (string (string_content) @name)))) @definition.constant
  (#eq? @_fn "assign")
  (#match? @name "^[A-Z][A-Z0-9_.]*$"))

((binary_operator
  lhs: [(identifier) @name (string (string_content) @name)]
  operator: ["<-" "=" "<<-"]
  rhs: (_) @_rhs) @definition.variable
  (#not-match? @_rhs "^(R6::|methods::)?(setRefClass|R6Class|setClass|setClassUnion)\\s*\\("))
(binary_operator
  operator: ["->" "->>"]
  rhs: (identifier) @name) @definition.variable
((call
  function: (identifier) @_fn
  arguments: (arguments . (argument !name value: (string (string_content) @name)))) @definition.variable
  (#eq? @_fn "assign"))

; ------------------------------------------------------------------ locals

(function_definition body: (_) @local)
(parameters) @local
(argument value: (braced_expression) @local)

; ----------------------------------------------------------------- imports

((call
  function: (identifier) @_fn
  arguments: (arguments . (argument !name value: [(identifier) @import.source (string (string_content) @import.source)]))) @import
  (#any-of? @_fn "library" "require" "requireNamespace" "loadNamespace" "attachNamespace" "source" "sys.source")
  (#not-match? @import "character\\.only\\s*=\\s*(TRUE|T)\\b"))

; box::use(): every argument is one module.
((call
  function: (namespace_operator lhs: (identifier) @_box rhs: (identifier) @_use)
  arguments: (arguments
    [(argument !name value: [(identifier) (binary_operator)] @import.source)
     (argument name: (identifier) @import.alias value: [(identifier) (binary_operator)] @import.source)
     (argument value: (subset function: (identifier) @import.source))] @import))
  (#eq? @_box "box")
  (#eq? @_use "use"))
((call
  function: (namespace_operator lhs: (identifier) @_box rhs: (identifier) @_use)
  arguments: (arguments
    (argument value: (subset
      function: (identifier) @import.source
      arguments: (arguments
        [(argument !name value: [(identifier) (dots)] @import.name)])))@import))
  (#eq? @_box "box")
  (#eq? @_use "use"))
((call
  function: (namespace_operator lhs: (identifier) @_box rhs: (identifier) @_use)
  arguments: (arguments
    (argument value: (subset
      function: (identifier) @import.source
      arguments: (arguments
        (argument name: (identifier) @import.alias value: (identifier) @import.name)))) @import))
  (#eq? @_box "box")
  (#eq? @_use "use"))

; ----------------------------------------------------------------- exports
; A roxygen block holding @export, directly above the definition.

((comment) @_tag
  .
  (comment)*
  .
  (binary_operator lhs: [(identifier) @export.name (string (string_content) @export.name)] operator: ["<-" "=" "<<-"])
  (#match? @_tag "^#'\\s*@export"))
((comment) @_tag
  .
  (comment)*
  .
  (call
    function: [(identifier) @_fn (namespace_operator rhs: (identifier) @_fn)]
    arguments: (arguments . (argument !name value: (string (string_content) @export.name))))
  (#match? @_tag "^#'\\s*@export")
  (#any-of? @_fn "setClass" "setGeneric" "setRefClass" "R6Class"))

; -------------------------------------------------------------- references

((identifier) @reference (#not-any-of? @reference "." "..."))
