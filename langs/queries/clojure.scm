; Clojure outline query (.clj, .cljs, .cljc). Capture convention: see
; extract/queries.go. Every form is a list_lit; a definition is a list
; whose first symbol is a definer (ns, defn, def, defprotocol, ...), so
; the patterns test its sym_name with #eq?/#any-of? (a qualified head,
; s/defn or t/deftest, matches by its name part too). The name is the
; second symbol's sym_name: metadata (^:private, ^{:doc ...}) belongs to
; the sym_lit, not to the name. The first pattern that captures a name
; node wins, so the patterns with a docstring come first.
;
; Signatures are read from the whole form by extract/signature_lisp.go
; (head, name, parameter vectors of every arity, a method's dispatch
; value, a record's fields), so no pattern captures @body. The string
; after the name is @doc, as is {:doc "..."} metadata on the name.
;
; Kinds: module (ns), function (defn, defn-, definline, defmulti,
; deftest), macro (defmacro), method (defmethod; protocol and interface
; method signatures; methods a defrecord or deftype implements), variable
; (def, defonce), constant (def ^:const), interface (defprotocol,
; definterface), struct (defrecord), class (deftype); the fields of
; records and types are fields, the protocols they implement bases.
; Bodies of functions, macros and methods are @local.

; ------------------------------------------------------------ namespace

(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  .
  (sym_lit name: (sym_name) @name)
  (#eq? @_k "ns")) @definition.module

; --------------------------------------------------------------- docs

; The string after a definer's name documents it when something follows
; it: (defn f "doc" [x] ...), (def x "doc" 1), (ns a.b "doc" (:require
; ...)), (defprotocol P "doc" ...); in (def x "text") it is the value.
; One pattern serves every definition pattern below (a docstring copy of
; each cost milliseconds of query compilation).
(list_lit
  .
  (sym_lit)
  .
  (sym_lit)
  .
  (str_lit) @doc.of
  .
  (_)) @doc.owner

; {:doc "..."} metadata on the name: (def ^{:doc "d"} x 1).
(list_lit
  .
  (sym_lit)
  .
  (sym_lit
    meta: (meta_lit
      value: (map_lit (kwd_lit) @_d . (str_lit) @doc.of)))
  (#eq? @_d ":doc")) @doc.owner

; ------------------------------------------------------------ functions

(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  .
  (sym_lit name: (sym_name) @name)
  (#any-of? @_k "defn" "defn-" "definline" "defmulti" "deftest" "defspec")) @definition.function

(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  .
  (sym_lit name: (sym_name) @name)
  (#eq? @_k "defmacro")) @definition.macro

; (defmethod multi dispatch-value [params] ...): an implementation of
; the multimethod, named after it.
(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  .
  (sym_lit name: (sym_name) @name)
  (#eq? @_k "defmethod")) @definition.method

; #_ discarded forms and (comment ...) blocks are no code of the
; namespace: nothing in them defines, and a discarded form references
; nothing.
(dis_expr) @local
(list_lit . (sym_lit name: (sym_name) @_k) (#eq? @_k "comment")) @local
(dis_expr
  [(sym_lit name: (sym_name) @reference.opaque)
   (_ (sym_lit name: (sym_name) @reference.opaque))
   (_ (_ (sym_lit name: (sym_name) @reference.opaque)))])

; Bodies: definitions inside are no definitions of the namespace.
(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  [(list_lit) (vec_lit) (map_lit)] @local
  (#any-of? @_k "defn" "defn-" "definline" "defmacro" "defmethod" "deftest" "defspec" "fn"))

; --------------------------------------------------------------- values

(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  .
  (sym_lit
    meta: (meta_lit value: (kwd_lit) @_c)
    name: (sym_name) @name)
  (#eq? @_c ":const")
  (#eq? @_k "def")) @definition.constant
(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  .
  (sym_lit name: (sym_name) @name)
  (#any-of? @_k "def" "defonce")) @definition.variable

; ---------------------------------------------------------------- types

; (defprotocol P "doc" (m [this] [this x] "doc") ...) and
; (definterface I (m [x])): interfaces whose method signatures are
; methods; a method's doc is the string after its vectors.
(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  .
  (sym_lit name: (sym_name) @name)
  (#any-of? @_k "defprotocol" "definterface")) @definition.interface
(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  (list_lit
    .
    (sym_lit name: (sym_name) @name)
    .
    (vec_lit)) @definition.method
  (#any-of? @_k "defprotocol" "definterface"))
(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  (list_lit . (sym_lit) . (vec_lit) (str_lit) @doc.of .) @doc.owner
  (#any-of? @_k "defprotocol" "definterface"))

; (defrecord R [fields] Proto (m [this] ...) ...), deftype: the fields
; are fields, the implemented protocols and interfaces bases, the method
; bodies methods.
(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  .
  (sym_lit name: (sym_name) @name)
  (#eq? @_k "defrecord")) @definition.struct
(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  .
  (sym_lit name: (sym_name) @name)
  (#eq? @_k "deftype")) @definition.class
(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  .
  (sym_lit name: (sym_name) @base.of)
  .
  (vec_lit)
  (sym_lit name: (sym_name) @base)
  (#any-of? @_k "defrecord" "deftype"))
(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  .
  (sym_lit)
  .
  (vec_lit (sym_lit name: (sym_name) @name) @definition.field)
  (#any-of? @_k "defrecord" "deftype"))
(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  .
  (sym_lit)
  .
  (vec_lit)
  (list_lit . (sym_lit name: (sym_name) @name)) @definition.method
  (#any-of? @_k "defrecord" "deftype"))
(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  (list_lit . (sym_lit) . (vec_lit) [(list_lit) (vec_lit) (map_lit)] @local)
  (#any-of? @_k "defrecord" "deftype" "reify" "extend-type" "extend-protocol" "proxy"))

; -------------------------------------------------------------- imports

; (ns x (:require [a.b :as c :refer [f g]] [d.e] d.f) (:use [g.h]))
; and (require '[a.b :as c]): the namespace is the source, :as its
; alias, :refer's symbols its names; :refer :all and :use make every
; name visible (alias "."). Prefix lists (:require (a b c)) and string
; requires (ClojureScript's npm modules) are not resolved.
(list_lit
  .
  (kwd_lit) @_r
  (vec_lit
    .
    (sym_lit) @import.source
    (kwd_lit) @_as
    .
    (sym_lit) @import.alias) @import
  (#eq? @_as ":as")
  (#any-of? @_r ":require" ":require-macros" ":use"))
(list_lit
  .
  (kwd_lit) @_r
  (vec_lit
    .
    (sym_lit) @import.source
    (kwd_lit) @_ref
    .
    (vec_lit (sym_lit) @import.name)) @import
  (#eq? @_ref ":refer")
  (#any-of? @_r ":require" ":require-macros" ":use"))
(list_lit
  .
  (kwd_lit) @_r
  (vec_lit
    .
    (sym_lit) @import.source
    (kwd_lit) @_ref
    .
    (kwd_lit) @import.alias) @import
  (#any-of? @_ref ":refer" ":refer-macros")
  (#eq? @import.alias ":all")
  (#any-of? @_r ":require" ":require-macros"))
(list_lit
  .
  (kwd_lit) @import.alias
  [(vec_lit . (sym_lit) @import.source) (sym_lit) @import.source] @import
  (#eq? @import.alias ":use"))
(list_lit
  .
  (kwd_lit) @_r
  [(vec_lit . (sym_lit) @import.source) (sym_lit) @import.source] @import
  (#any-of? @_r ":require" ":require-macros"))

(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  (quoting_lit
    (vec_lit
      .
      (sym_lit) @import.source
      (kwd_lit) @_as
      .
      (sym_lit) @import.alias) @import)
  (#eq? @_as ":as")
  (#any-of? @_k "require" "use"))
(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  (quoting_lit
    (vec_lit
      .
      (sym_lit) @import.source
      (kwd_lit) @_ref
      .
      (vec_lit (sym_lit) @import.name)) @import)
  (#eq? @_ref ":refer")
  (#any-of? @_k "require" "use"))
(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  (quoting_lit [(vec_lit . (sym_lit) @import.source) (sym_lit) @import.source] @import)
  (#any-of? @_k "require" "use"))

; The pieces of a require are no references: the namespace, its alias,
; the names it refers (the import names them), an :import's classes.
(list_lit
  .
  (kwd_lit) @_r
  [(vec_lit . (sym_lit name: (sym_name) @reference.opaque))
   (sym_lit name: (sym_name) @reference.opaque)
   (list_lit (sym_lit name: (sym_name) @reference.opaque))]
  (#any-of? @_r ":require" ":require-macros" ":use" ":import" ":refer-clojure" ":load"))
(list_lit
  .
  (kwd_lit) @_r
  (vec_lit (kwd_lit) . (sym_lit name: (sym_name) @reference.opaque))
  (#any-of? @_r ":require" ":require-macros" ":use" ":refer-clojure"))
; :refer [f g] in a require, :only, :exclude in :use and :refer-clojure.
(vec_lit
  (kwd_lit) @_k
  .
  (vec_lit (sym_lit name: (sym_name) @reference.opaque))
  (#any-of? @_k ":refer" ":refer-macros" ":only" ":exclude"))
(list_lit
  (kwd_lit) @_k
  .
  (vec_lit (sym_lit name: (sym_name) @reference.opaque))
  (#any-of? @_k ":only" ":exclude"))
(quoting_lit (sym_lit name: (sym_name) @reference.opaque))
(quoting_lit [(vec_lit (sym_lit name: (sym_name) @reference.opaque))
              (list_lit (sym_lit name: (sym_name) @reference.opaque))])

; ------------------------------------------------------- local bindings

; Parameter vectors are @binding.params and let vectors @binding.pairs:
; extract/lisp_bindings.go reads their names, destructuring included
; ([a [b c] {:keys [d] :as m} & more]); a let name is visible after its
; value. Covered: defn, defn-, defmacro, defmethod, fn (and its name),
; every arity ([a] ...), the methods of defprotocol, definterface,
; defrecord, deftype, reify, extend-type, extend-protocol and proxy,
; letfn, let, loop, for, doseq, dotimes, when-let, if-let, when-some,
; if-some, when-first, with-open, with-local-vars, binding is not (it
; rebinds vars), as-> and cond->'s names.
(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  .
  (sym_lit)
  .
  (str_lit)?
  .
  (map_lit)?
  .
  (vec_lit) @binding.params
  (#any-of? @_k "defn" "defn-" "defmacro" "definline")) @binding.scope
(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  .
  (sym_lit)
  .
  (_)
  .
  (vec_lit) @binding.params
  (#eq? @_k "defmethod")) @binding.scope
(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  .
  (sym_lit name: (sym_name) @binding)?
  .
  (vec_lit) @binding.params
  (#any-of? @_k "fn" "fn*" "bound-fn")) @binding.scope
(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  .
  (sym_lit name: (sym_name) @binding)
  (#any-of? @_k "fn" "fn*")) @binding.scope
; An arity, or a method (name [params] body) of a type or protocol.
(list_lit . (vec_lit) @binding.params) @binding.scope
(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  (list_lit . (sym_lit) . (vec_lit) @binding.params) @binding.scope
  (#any-of? @_k "defrecord" "deftype" "reify" "extend-type" "extend-protocol" "proxy"
    "specify" "specify!"))
; A protocol method lists every arity's vector: (m [this] [this x]).
(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  (list_lit . (sym_lit) (vec_lit) @binding.params) @binding.scope
  (#any-of? @_k "defprotocol" "definterface"))
; A record's or type's fields are locals of its method bodies.
(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  .
  (sym_lit)
  .
  (vec_lit) @binding.params
  (#any-of? @_k "defrecord" "deftype")) @binding.scope
; letfn's functions see each other, wherever they stand.
(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  .
  (vec_lit (list_lit . (sym_lit name: (sym_name) @binding.hoisted)))
  (#eq? @_k "letfn")) @binding.scope
(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  .
  (vec_lit (list_lit . (sym_lit) . (vec_lit) @binding.params) @binding.scope)
  (#eq? @_k "letfn"))

(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  .
  (vec_lit) @binding.pairs
  (#any-of? @_k "let" "loop" "for" "doseq" "dotimes" "when-let" "if-let" "when-some"
    "if-some" "when-first" "with-open" "with-local-vars" "go-loop" "let*" "loop*")) @binding.scope
; (as-> x name forms...), (cond-> x ...) has none.
(list_lit
  .
  (sym_lit name: (sym_name) @_k)
  .
  (_)
  .
  (sym_lit name: (sym_name) @binding)
  (#eq? @_k "as->")) @binding.scope

; ----------------------------------------------------------- references

; Symbols used: alias/name and ns.name/name are members of the namespace
; the qualifier names; Java interop (.method, Class., Class/static) and
; the reader's %, %1, %& and & are no references to definitions.
(sym_lit
  namespace: (sym_ns) @qualifier
  name: (sym_name) @reference.member)
((sym_name) @reference
  (#not-match? @reference "^([.%&]|[A-Z][A-Za-z0-9_]*\\.$)")
  (#not-any-of? @reference "nil" "true" "false"))
