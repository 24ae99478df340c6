; Lua outline query. Capture convention: see extract/queries.go.
; The first pattern that captures a name node wins, so specific patterns
; come before generic ones. Patterns match anywhere; function bodies are
; @local, so their locals (and assignments to globals made inside
; functions) are dropped by the extractor.
;
; Kinds: module (a table declared `local M = {}` and returned at the end
; of the chunk), function (`function f`, `local function f`, `f = function`),
; method (`function T:m`), field (`M.x = v`, table constructor fields),
; constant (UPPER_CASE names and `<const>` locals) and variable.
; Functions stored in a table (`function M.f`, `M.f = function`) have the
; table expression as explicit container.

; Function bodies and parameters hold locals.
(function_declaration body: (block) @local)
(function_definition body: (block) @local)
(parameters) @local

; `local json = require("cjson")` is an import, not a variable.
(variable_declaration
  (assignment_statement
    (variable_list . name: (identifier) @local .)
    (expression_list . value: (function_call name: (identifier) @_req) .))
  (#eq? @_req "require"))

; Module table: `local M = {}` ... `return M`.
(chunk
  (variable_declaration
    (assignment_statement
      (variable_list . name: (identifier) @name .)
      (expression_list . value: (table_constructor) .))) @definition.module
  (return_statement (expression_list . (identifier) @_ret .))
  .
  (#eq? @name @_ret))

; Functions and methods.
(function_declaration
  name: (identifier) @name
  body: (block)? @body) @definition.function
(function_declaration
  name: (dot_index_expression table: (_) @container.name field: (identifier) @name)
  body: (block)? @body) @definition.function
(function_declaration
  name: (method_index_expression table: (_) @container.name method: (identifier) @name)
  body: (block)? @body) @definition.method

; `f = function() end`, `local f = function() end`, `M.f = function() end`.
(variable_declaration
  (assignment_statement
    (variable_list . name: (identifier) @name .)
    (expression_list . value: (function_definition body: (block)? @body) .))) @definition.function
(assignment_statement
  (variable_list . name: (identifier) @name .)
  (expression_list . value: (function_definition body: (block)? @body) .)) @definition.function
(assignment_statement
  (variable_list . name: (dot_index_expression table: (_) @container.name field: (identifier) @name) .)
  (expression_list . value: (function_definition body: (block)? @body) .)) @definition.function

; Table constructor entries of a declared table: `{ describe = function() end, MAX = 3, n = 0 }`.
(expression_list value: (table_constructor
  (field name: (identifier) @name value: (function_definition body: (block)? @body)) @definition.function))
(expression_list value: (table_constructor
  (field name: (identifier) @name (#match? @name "^_*[A-Z][A-Z0-9_]*$")) @definition.constant))
(expression_list value: (table_constructor
  (field name: (identifier) @name) @definition.field))

; Fields assigned on a table: `M.VERSION = "1.0"`, `Node.__index = Node`.
(assignment_statement
  (variable_list name: (dot_index_expression table: (_) @container.name field: (identifier) @name)
    (#match? @name "^_*[A-Z][A-Z0-9_]*$"))) @definition.constant
(assignment_statement
  (variable_list name: (dot_index_expression table: (_) @container.name field: (identifier) @name))) @definition.field

; Local declarations: UPPER_CASE and <const> names are constants. All
; names of `local a, b = 1, 2` are siblings sharing the declaration.
(variable_declaration
  (assignment_statement
    (variable_list name: (identifier) @name (#match? @name "^_*[A-Z][A-Z0-9_]*$")))) @definition.constant
(variable_declaration
  (assignment_statement
    (variable_list name: (identifier) @name . (attribute (identifier) @_attr) (#eq? @_attr "const")))) @definition.constant
(variable_declaration
  (assignment_statement
    (variable_list name: (identifier) @name ("," name: (identifier) @name)*))) @definition.variable
(variable_declaration
  (variable_list name: (identifier) @name ("," name: (identifier) @name)*)) @definition.variable

; Global assignments (outside functions).
(assignment_statement
  (variable_list name: (identifier) @name (#match? @name "^_*[A-Z][A-Z0-9_]*$"))) @definition.constant
(assignment_statement
  (variable_list name: (identifier) @name ("," name: (identifier) @name)*)) @definition.variable

; Imports: require("x") / require "x" / require [[x]]; the local name it
; is assigned to is the alias.
(variable_declaration
  (assignment_statement
    (variable_list . name: (identifier) @import.alias .)
    (expression_list . value: (function_call
      name: (identifier) @_req
      arguments: (arguments . (string content: (string_content) @import.source))) @import .))
  (#eq? @_req "require"))
(function_call
  name: (identifier) @_req
  arguments: (arguments . (string content: (string_content) @import.source))
  (#eq? @_req "require")) @import

; Module table returned at the end of the chunk is the file's export.
(chunk (return_statement (expression_list . (identifier) @export.name .)) .)

; References.
(identifier) @reference
