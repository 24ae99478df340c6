; PowerShell outline query. Capture
; convention: see extract/queries.go. The first pattern that captures a
; name node wins, so specific patterns come before generic ones. Function
; and method bodies (script_block) and script block literals ({ ... }
; passed to commands: Pester's Describe/It, ForEach-Object) are @local.
; Names are the tree's tokens: variables keep their sigil and scope
; ($script:BackupRoot, property $Id).

; Functions and filters: the signature is cut at "{", so a param() block
; (inside the body) is not part of it, while "function F([string] $a)"
; parameters are. Comment-based help written as the body's first comment
; is the @doc; help above the function is found as a comment.
(function_statement
  (function_name) @name
  .
  "{" @body
  .
  (comment) @doc
  (#match? @doc "^<#")) @definition.function

(function_statement
  (function_name) @name
  "{" @body) @definition.function

(function_statement (script_block) @local)
(script_block_expression) @local
; Loop and try bodies at script level hold working variables, not
; script-level definitions (if blocks stay: conditional definitions).
(foreach_statement (statement_block) @local)
(for_statement (statement_block) @local)
(while_statement (statement_block) @local)
(do_statement (statement_block) @local)
(try_statement (statement_block) @local)
(catch_clause (statement_block) @local)
(finally_clause (statement_block) @local)
(switch_clause (statement_block) @local)

; Classes: the first simple_name is the class, the others its bases.
(class_statement
  .
  (simple_name) @name
  "{" @body) @definition.class

; A method named after its class is a constructor.
(class_statement
  .
  (simple_name) @_class
  (class_method_definition
    (simple_name) @name
    "{" @body) @definition.constructor
  (#eq? @_class @name))

(class_method_definition
  (simple_name) @name
  "{" @body) @definition.method

(class_method_definition (script_block) @local)

(class_property_definition
  (variable) @name) @definition.field

; Enums.
(enum_statement
  .
  (simple_name) @name
  "{" @body) @definition.enum

(enum_member
  (simple_name) @name) @definition.enum_member

; Script-level variables: plain assignments ($x = ..., [int] $x = ...)
; outside functions. Compound assignments (+=) are updates, not
; definitions; $env: and $this.X assignments are not variables. The
; definition is the pipeline, whose siblings are the comments above it.
(pipeline (assignment_expression
  (left_assignment_expression
    (logical_expression (bitwise_expression (comparison_expression
      (additive_expression (multiplicative_expression (format_expression
        (range_expression (array_literal_expression (unary_expression
          [
            (variable) @name
            (expression_with_unary_operator
              (cast_expression (unary_expression (variable) @name)))
          ]))))))))))
  (assignement_operator) @_op
  (#eq? @_op "=")
  (#not-match? @name "^[$@](env|this|_)(:|$)"))) @definition.variable

; Imports: Import-Module NAME / -Name NAME, using module|namespace|assembly
; NAME, and dot-sourcing (. ./Helpers.ps1).
(command
  command_name: (command_name) @_cmd
  command_elements: (command_elements
    .
    (command_argument_sep)?
    .
    [
      (generic_token) @import.source
      (array_literal_expression (unary_expression (string_literal) @import.source) .)
    ])
  (#match? @_cmd "^(?i)import-module$")) @import

(command
  command_name: (command_name) @_cmd
  command_elements: (command_elements
    (command_parameter) @_param
    .
    (command_argument_sep)?
    .
    [
      (generic_token) @import.source
      (array_literal_expression (unary_expression (string_literal) @import.source) .)
    ])
  (#match? @_cmd "^(?i)import-module$")
  (#match? @_param "^(?i)-name$")) @import

(command
  command_name: (command_name) @_cmd
  command_elements: (command_elements
    (generic_token) @_what
    .
    (command_argument_sep)?
    .
    [
      (generic_token) @import.source
      (array_literal_expression (unary_expression (string_literal) @import.source) .)
    ])
  (#match? @_cmd "^(?i)using$")
  (#match? @_what "^(?i)(module|namespace|assembly)$")) @import

(command
  (command_invokation_operator) @_dot
  command_name: (command_name_expr) @import.source
  (#eq? @_dot ".")) @import

; Export-ModuleMember -Function a, b -Variable c -Alias d.
(command
  command_name: (command_name) @_cmd
  command_elements: (command_elements
    [
      (generic_token) @export.name
      (array_literal_expression (unary_expression (string_literal) @export.name))
    ])
  (#match? @_cmd "^(?i)export-modulemember$"))

; References: commands, variables (automatic ones excluded), type names,
; member names.
((command_name) @reference
  (#not-match? @reference "^(?i)using$"))
((variable) @reference
  (#not-match? @reference "^[$@](_|this|null|true|false|args|input|PSItem|PSCmdlet|PSBoundParameters|PSScriptRoot)$"))
(type_identifier) @reference
(member_name (simple_name) @reference)
