; Erlang outline query. Capture convention: see extract/queries.go.
; The first pattern that captures a name node wins, so specific patterns
; come before generic ones.
;
; -module(m) is a module whose symbol is its attribute (like Go's package
; clause): the file is the module, its functions are top-level names, so
; a remote call m:f(X) resolves to the top-level f/1 of the file of
; module m.
; Functions: the grammar makes each clause a fun_decl of its own, all but
; the last ending with ";"; the clauses of one function are one definition
; (@continues). A function's name is its atom alone: f/1 and f/2 are two
; definitions named f (a reader searches for f; the signature shows the
; arity), which references reach as f/1 and f/2 (@arity below). Its signature is its -spec when one stands right above it, else
; its first clause's head. Its doc is its -doc attribute, else the %%
; comment above (the -spec in between is passed over); EDoc's @doc tag is
; dropped.
; -record is a struct named #name with its fields, -type/-opaque are
; type aliases, -define a macro, -callback a function of the behaviour the
; module defines.

; ---------------------------------------------------------------- module

(module_attribute name: (atom) @name) @definition.module

; -behaviour(gen_server): the behaviour module is a base of the module.
(source_file
  (module_attribute name: (atom) @base.of)
  (behaviour_attribute name: (atom) @base))

; ------------------------------------------------------------- functions

; OTP 27's -doc "..." (or """...""") right above a function, a -spec
; maybe between, is its doc; -moduledoc is the module's.
((wild_attribute name: (attr_name name: (atom) @_doc) value: (string) @doc.of)
  .
  (spec)?
  .
  (fun_decl) @doc.owner
  (#eq? @_doc "doc"))
(source_file
  (module_attribute) @doc.owner
  (wild_attribute name: (attr_name name: (atom) @_doc) value: (string) @doc.of)
  (#eq? @_doc "moduledoc"))

; A -spec right above: it is the signature (the clause starts the body).
((spec fun: (atom) @_spec) @signature.prefix
  .
  (fun_decl
    clause: (function_clause name: (atom) @name) @body
    ";"? @continues) @definition.function
  (#eq? @_spec @name))

(fun_decl
  clause: (function_clause
    name: (atom) @name
    body: (clause_body) @body)
  ";"? @continues) @definition.function

(callback fun: (atom) @name) @definition.function

; ----------------------------------------------------------------- types

(record_decl name: (atom) @name "{" @body) @definition.struct
(record_decl (record_field name: (atom) @name) @definition.field)

(type_alias name: (type_name name: (atom) @name)) @definition.type_alias
(opaque name: (type_name name: (atom) @name)) @definition.type_alias

(pp_define lhs: (macro_lhs name: (_) @name)) @definition.macro

; --------------------------------------------------------------- exports

(export_attribute funs: (fa) @export.name)
(export_type_attribute types: (fa) @export.name)

; --------------------------------------------------------------- imports

; -include("x.hrl") and -include_lib("app/include/x.hrl") name files;
; -import(mod, [f/1]) names a module and the functions it lets the file
; call unqualified; -behaviour(mod) depends on the behaviour's module.
(pp_include file: (string) @import.source) @import
(pp_include_lib file: (string) @import.source) @import
(import_attribute
  module: (atom) @import.source
  funs: (fa) @import.name) @import
(import_attribute module: (atom) @import.source) @import
(behaviour_attribute name: (atom) @import.source) @import

; ------------------------------------------------------------ references

; Calls: f(X), fun f/1; remote calls m:f(X) and fun m:f/1 are members of
; the module m, which is a reference too. Atoms elsewhere are data. A
; function is named with its arity (@arity: f(X) is f/1), as f/1 and f/2
; are two functions; so are the types of -spec and -type (t() is t/0).
(call expr: (atom) @reference args: (expr_args) @arity)
(internal_fun fun: (atom) @reference arity: (arity) @arity)
(call
  expr: (remote
    module: (remote_module module: (atom) @qualifier @reference)
    fun: (atom) @reference.member)
  args: (expr_args) @arity)
(external_fun
  module: (module name: (atom) @qualifier @reference)
  fun: (atom) @reference.member
  arity: (arity) @arity)
; A call through a module held in a variable (Mod:f(X)) names no known
; function.
(call expr: (remote
  module: (remote_module module: (var))
  fun: (atom) @reference.opaque))
(external_fun
  module: (module name: (var))
  fun: (atom) @reference.opaque)
; -export([f/1]) and -export_type([t/0]) name their functions and types.
(fa fun: (atom) @reference arity: (arity) @arity)
; ?MACRO and ?MACRO(X).
(macro_call_expr name: (_) @reference)
; #rec{f = X}, R#rec.f, R#rec{f = X}: the record, and its fields as its
; members.
; A record is named #rec (records are a namespace of their own).
(record_name) @reference
(record_expr
  name: (record_name) @qualifier
  (record_field name: (atom) @reference.member))
(record_update_expr
  name: (record_name) @qualifier
  (record_field name: (atom) @reference.member))
(record_field_expr
  name: (record_name) @qualifier
  field: (record_field_name name: (atom) @reference.member))
(record_index_expr
  name: (record_name) @qualifier
  field: (record_field_name name: (atom) @reference.member))
(var) @reference

; ---------------------------------------------------------- local scopes
;
; Variables are bound by the patterns they first stand in and live in
; their function clause (case, receive and try clauses share it, and a
; fun sees it): every occurrence binds, hoisted, so all of them are the
; clause's one local. Forms with type variables (-spec, -type,
; -callback, -define's arguments) are scopes too. Known gap: a fun's
; parameter that shadows a variable of its clause is taken for it.
; A macro's name is a variable to the grammar: in ?NAME it is declared
; no local (@binding.global), so it stays a reference to the macro.
(source_file) @binding.scope
[(function_clause)
 (spec) (callback) (type_alias) (opaque) (pp_define) (record_decl)] @binding.scope
(var) @binding.hoisted
(macro_call_expr name: (var) @binding.global) @binding.scope
