; Elixir outline query. Capture convention: see extract/queries.go.
; Everything is a `call`: a definition is a call whose target is one of
; the definition macros (defmodule, def, defp, ...). The first pattern
; that captures a name node wins, so the patterns with a @doc attribute
; come before the plain ones.
;
; defmodule is a module (nested modules are contained), defprotocol an
; interface, defimpl a named scope (the protocol). def/defp/defdelegate
; are functions (kept as functions inside modules), defmacro/defmacrop
; and defguard/defguardp are macros. A function's name is the identifier
; in its first argument: `def f`, `def f(a)`, `def f(a) when guard`.
; @doc "..." / @moduledoc "..." / @typedoc "..." right before the
; definition (optionally with attributes such as @spec or @impl in
; between for functions) is its doc; # comments above are found as usual.
; defstruct/defexception are structs named "defstruct"/"defexception"
; (the convention cannot name them after the enclosing module); their
; atom fields (defstruct [:a, :b]) are fields.
; @type/@typep/@opaque are type aliases; other module attributes with a
; value (@max 10) are constants. Bodies of def/defmacro/... are @local.

; ---------------------------------------------------------------- modules

((call target: (identifier) @_k
  (arguments . (alias) @name)
  (do_block
    .
    (unary_operator operator: "@"
      operand: (call target: (identifier) @_doc (arguments . (string) @doc)))) @body
  (#eq? @_doc "moduledoc")
  (#eq? @_k "defmodule")) @definition.module)
(call target: (identifier) @_k
  (arguments . (alias) @name)
  (do_block) @body
  (#eq? @_k "defmodule")) @definition.module

((call target: (identifier) @_k
  (arguments . (alias) @name)
  (do_block
    .
    (unary_operator operator: "@"
      operand: (call target: (identifier) @_doc (arguments . (string) @doc)))) @body
  (#eq? @_doc "moduledoc")
  (#eq? @_k "defprotocol")) @definition.interface)
(call target: (identifier) @_k
  (arguments . (alias) @name)
  (do_block) @body
  (#eq? @_k "defprotocol")) @definition.interface

(call target: (identifier) @_k
  (arguments . (alias) @scope.name)
  (#eq? @_k "defimpl")) @scope

; -------------------------------------------------------------- functions

; @doc "..." before a def or defmacro (other attributes, such as @spec or
; @impl, may stand between) is its doc: one pattern finds it for whichever
; definition pattern below matches the call (a doc-carrying copy of each cost
; 0.05 s of query compilation).
((unary_operator operator: "@"
   operand: (call target: (identifier) @_doc (arguments . (string) @doc.of)))
 .
 (unary_operator operator: "@")*
 .
 (call target: (identifier) @_k) @doc.owner
 (#eq? @_doc "doc")
 (#any-of? @_k "def" "defp" "defdelegate" "defmacro" "defmacrop" "defguard" "defguardp"))

(call target: (identifier) @_k
  (arguments . [
      (identifier) @name
      (call target: (identifier) @name)
      (binary_operator left: (call target: (identifier) @name) operator: "when")
      (binary_operator left: (identifier) @name operator: "when")
    ])
  (do_block) @body
  (#any-of? @_k "def" "defp" "defdelegate")) @definition.function
(call target: (identifier) @_k
  (arguments . [
      (identifier) @name
      (call target: (identifier) @name)
      (binary_operator left: (call target: (identifier) @name) operator: "when")
      (binary_operator left: (identifier) @name operator: "when")
    ] "," @body (keywords))
  (#any-of? @_k "def" "defp" "defdelegate")) @definition.function
(call target: (identifier) @_k
  (arguments . [
      (identifier) @name
      (call target: (identifier) @name)
      (binary_operator left: (call target: (identifier) @name) operator: "when")
      (binary_operator left: (identifier) @name operator: "when")
    ] .)
  (#any-of? @_k "def" "defp" "defdelegate")) @definition.function

(call target: (identifier) @_k
  (arguments . [
      (identifier) @name
      (call target: (identifier) @name)
      (binary_operator left: (call target: (identifier) @name) operator: "when")
      (binary_operator left: (identifier) @name operator: "when")
    ])
  (do_block) @body
  (#any-of? @_k "defmacro" "defmacrop" "defguard" "defguardp")) @definition.macro
(call target: (identifier) @_k
  (arguments . [
      (identifier) @name
      (call target: (identifier) @name)
      (binary_operator left: (call target: (identifier) @name) operator: "when")
      (binary_operator left: (identifier) @name operator: "when")
    ] "," @body (keywords))
  (#any-of? @_k "defmacro" "defmacrop" "defguard" "defguardp")) @definition.macro
(call target: (identifier) @_k
  (arguments . [
      (identifier) @name
      (call target: (identifier) @name)
      (binary_operator left: (call target: (identifier) @name) operator: "when")
      (binary_operator left: (identifier) @name operator: "when")
    ] .)
  (#any-of? @_k "defmacro" "defmacrop" "defguard" "defguardp")) @definition.macro

(call target: (identifier) @_k
  (do_block) @local
  (#any-of? @_k "def" "defp" "defmacro" "defmacrop" "defguard" "defguardp"))
(call target: (identifier) @_k
  (arguments (keywords) @local)
  (#any-of? @_k "def" "defp" "defmacro" "defmacrop" "defguard" "defguardp"))

; ---------------------------------------------------------------- structs

(call target: (identifier) @name
  (#any-of? @name "defstruct" "defexception")) @definition.struct

(call target: (identifier) @_k
  (arguments (list (atom) @name @definition.field))
  (#any-of? @_k "defstruct" "defexception"))

; ------------------------------------------------------ types, attributes

((unary_operator operator: "@"
   operand: (call target: (identifier) @_doc (arguments . (string) @doc)))
 .
 (unary_operator operator: "@"
   operand: (call target: (identifier) @_k
     (arguments (binary_operator
       left: [(identifier) @name (call target: (identifier) @name)]
       operator: "::")))) @definition.type_alias
 (#eq? @_doc "typedoc")
 (#any-of? @_k "type" "typep" "opaque"))
(unary_operator operator: "@"
  operand: (call target: (identifier) @_k
    (arguments (binary_operator
      left: [(identifier) @name (call target: (identifier) @name)]
      operator: "::")))
  (#any-of? @_k "type" "typep" "opaque")) @definition.type_alias

(unary_operator operator: "@"
  operand: (call target: (identifier) @name (arguments))
  (#not-any-of? @name "doc" "moduledoc" "typedoc" "spec" "impl" "type" "typep"
    "opaque" "callback" "macrocallback" "optional_callbacks" "behaviour"
    "derive" "deprecated" "dialyzer" "compile" "on_load" "on_definition"
    "after_compile" "before_compile" "after_verify" "external_resource"
    "file" "vsn" "enforce_keys" "fallback_to_any" "moduletag" "tag"
    "describetag")) @definition.constant

; ---------------------------------------------------------------- imports

; alias A.B, as: C
(call target: (identifier) @_k
  (arguments . (alias) @import.source
    (keywords (pair key: (keyword) @_as value: (alias) @import.alias)))
  (#match? @_as "^as:")
  (#eq? @_k "alias")) @import
; alias A.{B, C}
(call target: (identifier) @_k
  (arguments . (dot left: (alias) @import.source right: (tuple (alias) @import.name)))
  (#any-of? @_k "alias" "import" "require" "use")) @import
(call target: (identifier) @_k
  (arguments . (alias) @import.source)
  (#any-of? @_k "alias" "import" "require" "use")) @import

; ------------------------------------------------------------- references

((identifier) @reference
  (#not-any-of? @reference "def" "defp" "defmacro" "defmacrop" "defguard"
    "defguardp" "defdelegate" "defmodule" "defprotocol" "defimpl" "defstruct"
    "defexception" "defoverridable" "alias" "import" "require" "use" "_"
    "doc" "moduledoc" "typedoc" "spec" "impl" "type" "typep" "opaque"
    "callback" "macrocallback" "behaviour" "moduletag" "enforce_keys"
    "case" "cond" "if" "unless" "for" "with" "quote" "unquote" "receive" "try"))
(alias) @reference
