; Bash outline query. Capture convention: see extract/queries.go.
; The first pattern that captures a name node wins, so specific patterns
; come before generic ones. Patterns match anywhere; function bodies are
; @local, so their `local` variables (and helper functions defined inside
; other functions) are dropped by the extractor.
;
; Kinds: function (`f() {}`, `function f {}`, `f() ( subshell )`),
; constant (readonly / declare -r / typeset -r, or an UPPER_CASE name) and
; variable (any other global assignment or declare/typeset). Every
; assignment statement outside a function is a definition, so a variable
; assigned in both branches of an if appears twice. `X+=...` appends and
; `arr[i]=...` assignments are not definitions.

(function_definition
  name: (word) @name
  body: (_) @body @local) @definition.function

; `FOO=bar cmd` sets FOO for one command only.
(command (variable_assignment) @local)

; readonly / declare -r: constants. The declaration command is the
; definition so that the comment above it is the doc.
(declaration_command "readonly"
  (variable_assignment name: (variable_name) @name . "=")) @definition.constant
(declaration_command "readonly" (variable_name) @name) @definition.constant
(declaration_command ["declare" "typeset"] (word) @_flag
  (variable_assignment name: (variable_name) @name . "=")
  (#match? @_flag "^-[a-zA-Z]*r")) @definition.constant
(declaration_command ["declare" "typeset"] (word) @_flag (variable_name) @name
  (#match? @_flag "^-[a-zA-Z]*r")) @definition.constant

; Exports: every name of export / declare -x / export -f is exported; a
; bare `export PATH` defines nothing.
(declaration_command "export" (variable_name) @export.name)
(declaration_command "export" (variable_assignment name: (variable_name) @export.name))
(declaration_command ["declare" "typeset"] (word) @_flag (variable_name) @export.name
  (#match? @_flag "^-[a-zA-Z]*x"))
(declaration_command ["declare" "typeset"] (word) @_flag
  (variable_assignment name: (variable_name) @export.name)
  (#match? @_flag "^-[a-zA-Z]*x"))

; UPPER_CASE names are constants, others variables.
(declaration_command ["export" "declare" "typeset"]
  (variable_assignment name: (variable_name) @name . "=")
  (#match? @name "^_*[A-Z][A-Z0-9_]*$")) @definition.constant
(declaration_command ["declare" "typeset"] (variable_name) @name
  (#match? @name "^_*[A-Z][A-Z0-9_]*$")) @definition.constant
(declaration_command ["export" "declare" "typeset"]
  (variable_assignment name: (variable_name) @name . "=")) @definition.variable
(declaration_command ["declare" "typeset"] (variable_name) @name) @definition.variable

(variable_assignment name: (variable_name) @name . "="
  (#match? @name "^_*[A-Z][A-Z0-9_]*$")) @definition.constant
(variable_assignment name: (variable_name) @name . "=") @definition.variable

; Imports: `source FILE` and `. FILE`; the source is the first argument
; as written (a word or a string, possibly with expansions).
(command
  name: (command_name (word) @_cmd)
  .
  argument: (_) @import.source
  (#any-of? @_cmd "source" ".")) @import

; References: variable uses ($X, ${X}, X=...) and command names that may
; be calls of functions defined in the project. Shell builtins and
; keywords are left out; external commands (tar, make) cannot be told
; apart from functions and are references too.
; Positional parameters ($1, $0) are not names.
((variable_name) @reference (#match? @reference "^[A-Za-z_]"))
(command
  name: (command_name (word) @reference)
  (#match? @reference "^[A-Za-z_][A-Za-z0-9_.:-]*$")
  (#not-any-of? @reference
    "." ":" "[" "alias" "bg" "bind" "break" "builtin" "caller" "cd" "command"
    "compgen" "complete" "continue" "declare" "dirs" "disown" "echo" "enable"
    "eval" "exec" "exit" "export" "false" "fc" "fg" "getopts" "hash" "help"
    "history" "jobs" "kill" "let" "local" "logout" "mapfile" "popd" "printf"
    "pushd" "pwd" "read" "readarray" "readonly" "return" "set" "shift" "shopt"
    "source" "suspend" "test" "times" "trap" "true" "type" "typeset" "ulimit"
    "umask" "unalias" "unset" "wait"))
