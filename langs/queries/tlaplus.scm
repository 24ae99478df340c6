; TLA+ outline query. Capture convention: see extract/queries.go. The
; first pattern that captures a name node wins, so specific patterns come
; before generic ones.
;
; Kinds: module (---- MODULE M ----, nested modules, and M == INSTANCE N
; definitions; a module holds no members: its definitions are the file's
; top level), function (operator definitions Op(a, b) == ..., infix,
; prefix and postfix operators, recursive functions f[x \in S] == ...),
; constant (CONSTANT(S) names and the names of theorems, lemmas and
; assumptions) and variable (VARIABLE(S)). The signature of an operator
; is its head, cut before its definition (Next(p) ==); a LOCAL
; definition keeps its keyword.
;
; Locals: operator parameters (higher-order ones too), the bound variables
; of \A, \E, CHOOSE, set filters and maps, function constructors and
; recursive functions, LAMBDA parameters, LET definitions and the names a
; proof introduces (NEW, TAKE, PICK, DEFINE) are bindings, never
; definitions nor references to other files. LET and proofs are @local.

; ---------------------------------------------------------------- modules
; The module is its name, "MODULE M" its signature: the definitions of
; the file are not nested in it, as they are the file's top level, which
; EXTENDS and INSTANCE reach (and refgraph resolves plain names at the top
; level). A comment right below the header documents the module, unless
; it is a licence header.
(module
  "MODULE" @signature.prefix
  name: (identifier) @name @definition.module
  .
  (header_line)
  .
  [(block_comment) (comment)] @doc
  (#not-match? @doc "Copyright|SPDX-License|Licensed under"))
(module
  "MODULE" @signature.prefix
  name: (identifier) @name @definition.module)

; ---------------------------------------------------------------- declarations
; CONSTANTS N, F(_, _): every name of one declaration shares its node
; (siblings); a constant operator's name is the name.
(constant_declaration
  (operator_declaration name: (_) @name)) @definition.constant
(constant_declaration
  (identifier) @name) @definition.constant

(variable_declaration
  (identifier) @name) @definition.variable

; ---------------------------------------------------------------- definitions
; LOCAL definitions: the local_definition is the definition node, so the
; comment above LOCAL is its doc and "LOCAL" starts its signature.
(local_definition
  (operator_definition
    name: (_) @name
    definition: (_) @body)) @definition.function
(local_definition
  (function_definition
    name: (identifier) @name
    definition: (_) @body)) @definition.function
(local_definition
  (module_definition
    name: (_) @name)) @definition.module

; M(x) == INSTANCE N WITH ...: a module the file names; its whole line is
; its signature.
(module_definition
  name: (_) @name) @definition.module

; Op(a, b) == ..., a \oplus b == ..., -. a == ..., a ^+ == ...
(operator_definition
  name: (_) @name
  definition: (_) @body) @definition.function

; f[n \in Nat] == ...
(function_definition
  name: (identifier) @name
  definition: (_) @body) @definition.function

; THEOREM Safety == Spec => []TypeOK, ASSUME A == ..., LEMMA, COROLLARY...:
; the statement is the signature, the proof is cut.
(theorem
  name: (identifier) @name
  proof: (_)? @body) @definition.constant
(assumption
  name: (identifier) @name) @definition.constant

; LET definitions and proofs hold no definitions of the outline.
(let_in) @local
(theorem proof: (_) @local)

; ---------------------------------------------------------------- imports
; EXTENDS A, B: one import per module.
(extends (identifier_ref) @import.source @import)

; INSTANCE M (its definitions become the file's own) and
; N == INSTANCE M WITH ... (they are N!Op).
(module_definition
  name: (identifier) @import.alias
  definition: (instance . (identifier_ref) @import.source)) @import
(module (instance . (identifier_ref) @import.source) @import)
(local_definition (instance . (identifier_ref) @import.source) @import)

; ---------------------------------------------------------------- locals
; An identifier node is always a declared name (a use is identifier_ref):
; inside one of these scopes it is a local, seen in the whole construct (a
; set map names its variable after its expression, {f(x) : x \in S}; LET
; definitions see each other). Names at the module level stand in no
; scope: they are the definitions above. Few broad patterns keep the
; query cheap: this grammar's patterns cost milliseconds each to compile.
[(bounded_quantification) (unbounded_quantification) (choose) (set_filter)
 (set_map) (function_literal) (lambda) (let_in) (theorem)
 (non_terminal_proof)] @binding.scope
(identifier) @binding.hoisted

; Parameters bind in the body only: the operator's own name stays the
; module's (a recursive operator calls the definition).
(operator_definition parameter: (identifier) @binding definition: (_) @binding.scope)
(operator_definition parameter: (operator_declaration name: (_) @binding) definition: (_) @binding.scope)
(module_definition parameter: (identifier) @binding definition: (_) @binding.scope)
(function_definition (quantifier_bound) @binding.scope definition: (_) @binding.scope)

; ---------------------------------------------------------------- references
; N!Op and N(x)!Op: Op is a member of the module N instantiates.
(prefixed_op
  prefix: (subexpr_prefix
    .
    (subexpr_component [(identifier_ref) @qualifier (bound_op name: (identifier_ref) @qualifier)])
    .)
  op: [(identifier_ref) @reference.member (bound_op name: (identifier_ref) @reference.member)])

(identifier_ref) @reference

; User-definable operators written as \name (a \oplus b): the built-in
; ones (\in, \cup, \subseteq...) and those of the standard modules
; (\div, \o, \leq) are other node types. The symbol naming a definition
; is its name, not a reference.
[(approx) (asymp) (bigcirc) (bullet) (cong) (doteq) (gg) (ll) (odot)
 (ominus) (oplus) (oslash) (otimes) (prec) (preceq) (propto) (sim)
 (simeq) (sqcap) (sqcup) (sqsubset) (sqsubseteq) (sqsupset) (sqsupseteq)
 (star) (succ) (succeq) (uplus) (wr)] @reference
