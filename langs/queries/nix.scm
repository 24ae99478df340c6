; Nix outline query. Capture convention: see extract/queries.go. The
; first pattern that captures a name node wins, so specific patterns come
; before generic ones.
;
; The outline of a Nix file is the attribute sets its value is written
; with: every binding of an attrset (rec or not) is a definition, nested
; under the binding whose value holds it (meta = with lib; { ... },
; config = mkIf c { ... }, the attrset a function returns). Its kind
; follows its value: a lambda is a function (its formals in the
; signature, up to the innermost body of a curried one), an attrset is a
; module, anything else a variable. A dotted attrpath (services.nginx.enable
; = true) defines its last attribute, the others being its containers
; (modules). `inherit a b;` and `inherit (lib) a;` define a and b.
;
; The file's own `let` (the file's expression, or the body of its
; function) defines private helpers: its bindings are definitions too. A
; `let` nested in an expression binds locals, as do lambda formals and the
; bindings of a rec attrset (rec { a = 1; b = a; }: b's a is the local a).
; Lambdas passed as arguments (map (x: { ... }) xs) are @local: the
; attrsets they build are data, not the file's structure.

; ---------------------------------------------------------------- contexts
; Bindings define where they stand in an attrset, or in the file's own
; let (the file's expression, through up to two lambdas: final: prev:
; let ...): "attrs". A let nested in an expression is no context: its
; bindings are locals (below).
(attrset_expression (binding_set) @context.attrs)
(rec_attrset_expression (binding_set) @context.attrs)
(source_code expression: (let_expression (binding_set) @context.attrs))
(source_code expression: (function_expression body: (let_expression (binding_set) @context.attrs)))
(source_code expression: (function_expression body: (function_expression body: (let_expression (binding_set) @context.attrs))))

(parenthesized_expression (function_expression) @local)

; The attrset passed to an imported file's function (import ./x.nix
; { inherit lib; }, import nixpkgs { inherit system; }, callPackage ./y.nix
; { }) is its arguments, not structure of this file.
(apply_expression
  function: (apply_expression
    function: [(variable_expression name: (identifier) @_f)
               (select_expression attrpath: (attrpath (identifier) @_f .))]
    argument: (_))
  argument: (attrset_expression) @local
  (#any-of? @_f "import" "callPackage" "callPackages"))

; ---------------------------------------------------------------- definitions
; The parent is an attrset or the file's let, whose "let" starts the
; signature of its bindings (the visibility rule reads it: private).

; Functions: f = a: b: ... (curried up to three formals in the signature).
(_
  "let"? @signature.prefix
  (binding_set
    (binding
      attrpath: [
        (attrpath . (identifier) @name .)
        (attrpath . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (_) @container.name . (_) @container.name . (identifier) @name .)]
      expression: (function_expression
        body: (function_expression
          body: (function_expression body: (_) @body)))) @definition.function) @within.attrs)
(_
  "let"? @signature.prefix
  (binding_set
    (binding
      attrpath: [
        (attrpath . (identifier) @name .)
        (attrpath . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (_) @container.name . (_) @container.name . (identifier) @name .)]
      expression: (function_expression
        body: (function_expression body: (_) @body))) @definition.function) @within.attrs)
(_
  "let"? @signature.prefix
  (binding_set
    (binding
      attrpath: [
        (attrpath . (identifier) @name .)
        (attrpath . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (_) @container.name . (_) @container.name . (identifier) @name .)]
      expression: (function_expression body: (_) @body)) @definition.function) @within.attrs)

; Attrsets are modules: their bindings are their members.
(_
  "let"? @signature.prefix
  (binding_set
    (binding
      attrpath: [
        (attrpath . (identifier) @name .)
        (attrpath . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (_) @container.name . (_) @container.name . (identifier) @name .)]
      expression: [(attrset_expression) (rec_attrset_expression)] @body) @definition.module) @within.attrs)

; meta = with lib; { ... }: an attrset too.
(_
  "let"? @signature.prefix
  (binding_set
    (binding
      attrpath: [
        (attrpath . (identifier) @name .)
        (attrpath . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (_) @container.name . (_) @container.name . (identifier) @name .)]
      expression: (function_expression
        body: (function_expression
          body: (function_expression body: (_) @body)))) @definition.function) @within.attrs)
(_
  "let"? @signature.prefix
  (binding_set
    (binding
      attrpath: [
        (attrpath . (identifier) @name .)
        (attrpath . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (_) @container.name . (_) @container.name . (identifier) @name .)]
      expression: (function_expression
        body: (function_expression body: (_) @body))) @definition.function) @within.attrs)
(_
  "let"? @signature.prefix
  (binding_set
    (binding
      attrpath: [
        (attrpath . (identifier) @name .)
        (attrpath . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (_) @container.name . (_) @container.name . (identifier) @name .)]
      expression: (function_expression body: (_) @body)) @definition.function) @within.attrs)

; Attrsets are modules: their bindings are their members.
(_
  "let"? @signature.prefix
  (binding_set
    (binding
      attrpath: [
        (attrpath . (identifier) @name .)
        (attrpath . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (_) @container.name . (_) @container.name . (identifier) @name .)]
      expression: [(attrset_expression) (rec_attrset_expression)] @body) @definition.module) @within.attrs)

; Any other value. (A path's attributes before the last are its
; containers; tree-sitter's (_)* does not keep its anchors, hence the
; alternatives, up to five attributes.)
(_
  "let"? @signature.prefix
  (binding_set
    (binding
      attrpath: [
        (attrpath . (identifier) @name .)
        (attrpath . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (_) @container.name . (_) @container.name . (identifier) @name .)]
      expression: (with_expression body: [(attrset_expression) (rec_attrset_expression)] @body)) @definition.module) @within.attrs)

; Any other value. (A path's attributes before the last are its
; containers; tree-sitter's (_)* does not keep its anchors, hence the
; alternatives, up to five attributes.)
(_
  "let"? @signature.prefix
  (binding_set
    (binding
      attrpath: [
        (attrpath . (identifier) @name .)
        (attrpath . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (_) @container.name . (identifier) @name .)
        (attrpath . (_) @container.name . (_) @container.name . (_) @container.name . (_) @container.name . (identifier) @name .)]) @definition.variable) @within.attrs)

; "quoted-name" = ...: the name is the string (no interpolation).
(_
  "let"? @signature.prefix
  (binding_set
    (binding
      attrpath: [
        (attrpath . (string_expression . (string_fragment) @name .) .)
        (attrpath . (_) @container.name . (string_expression . (string_fragment) @name .) .)
        (attrpath . (_) @container.name . (_) @container.name . (string_expression . (string_fragment) @name .) .)
        (attrpath . (_) @container.name . (_) @container.name . (_) @container.name . (string_expression . (string_fragment) @name .) .)
        (attrpath . (_) @container.name . (_) @container.name . (_) @container.name . (_) @container.name . (string_expression . (string_fragment) @name .) .)]) @definition.variable) @within.attrs)

; inherit a b; inherit (lib) a b;
(_
  "let"? @signature.prefix
  (binding_set
    [(inherit (inherited_attrs (identifier) @name))
     (inherit_from (inherited_attrs (identifier) @name))] @definition.variable) @within.attrs)

; ---------------------------------------------------------------- imports
; import ./x.nix, import ./dir (its default.nix), import <nixpkgs>.
(apply_expression
  function: (variable_expression name: (identifier) @_f)
  argument: [(path_expression) (spath_expression)] @import.source
  (#eq? @_f "import")) @import

; callPackage ./pkgs/tool { }, pkgs.callPackage ./x.nix { }.
(apply_expression
  function: [(variable_expression name: (identifier) @_f)
             (select_expression attrpath: (attrpath (identifier) @_f .))]
  argument: (path_expression) @import.source
  (#any-of? @_f "callPackage" "callPackages")) @import

; imports = [ ./hardware.nix ../common ]; modules = [ ./host.nix ].
(binding
  attrpath: (attrpath (identifier) @_k .)
  expression: (list_expression (path_expression) @import.source @import)
  (#any-of? @_k "imports" "modules"))

; ---------------------------------------------------------------- locals
; Lambda formals ({ pkgs, lib ? pkgs.lib, ... }@args, x: ...) are seen in
; the whole lambda, defaults included.
(function_expression) @binding.scope
(formal name: (identifier) @binding.hoisted)
(function_expression universal: (identifier) @binding.hoisted)

; A let's bindings see each other (let is recursive), as do a rec
; attrset's.
(let_expression
  (binding_set (binding attrpath: (attrpath . (identifier) @binding.hoisted)))) @binding.scope
(let_expression
  (binding_set [(inherit (inherited_attrs (identifier) @binding.hoisted))
                (inherit_from (inherited_attrs (identifier) @binding.hoisted))])) @binding.scope
(rec_attrset_expression
  (binding_set (binding attrpath: (attrpath . (identifier) @binding.hoisted)))) @binding.scope
(rec_attrset_expression
  (binding_set [(inherit (inherited_attrs (identifier) @binding.hoisted))
                (inherit_from (inherited_attrs (identifier) @binding.hoisted))])) @binding.scope

; The file's own let is its top level: its names are the private
; definitions above, not locals.
(source_code expression: (let_expression
  (binding_set [(binding attrpath: (attrpath . (identifier) @binding.global))
                (inherit (inherited_attrs (identifier) @binding.global))
                (inherit_from (inherited_attrs (identifier) @binding.global))])))
(source_code expression: (function_expression body: (let_expression
  (binding_set [(binding attrpath: (attrpath . (identifier) @binding.global))
                (inherit (inherited_attrs (identifier) @binding.global))
                (inherit_from (inherited_attrs (identifier) @binding.global))]))))
(source_code expression: (function_expression body: (function_expression body: (let_expression
  (binding_set [(binding attrpath: (attrpath . (identifier) @binding.global))
                (inherit (inherited_attrs (identifier) @binding.global))
                (inherit_from (inherited_attrs (identifier) @binding.global))])))))

; So is the rec attrset that is the file's value (rec { ... }, the body of
; its function, or of its let, or the argument of the call it is:
; stdenv.mkDerivation rec { ... }): its names are the file's top-level
; definitions, which its references reach.
(source_code expression: [
  (rec_attrset_expression (binding_set [(binding attrpath: (attrpath . (identifier) @binding.global))
                (inherit (inherited_attrs (identifier) @binding.global))
                (inherit_from (inherited_attrs (identifier) @binding.global))]))
  (let_expression body: (rec_attrset_expression (binding_set [(binding attrpath: (attrpath . (identifier) @binding.global))
                (inherit (inherited_attrs (identifier) @binding.global))
                (inherit_from (inherited_attrs (identifier) @binding.global))])))
  (apply_expression argument: (rec_attrset_expression (binding_set [(binding attrpath: (attrpath . (identifier) @binding.global))
                (inherit (inherited_attrs (identifier) @binding.global))
                (inherit_from (inherited_attrs (identifier) @binding.global))])))
  (function_expression body: [
    (rec_attrset_expression (binding_set [(binding attrpath: (attrpath . (identifier) @binding.global))
                (inherit (inherited_attrs (identifier) @binding.global))
                (inherit_from (inherited_attrs (identifier) @binding.global))]))
    (let_expression body: (rec_attrset_expression (binding_set [(binding attrpath: (attrpath . (identifier) @binding.global))
                (inherit (inherited_attrs (identifier) @binding.global))
                (inherit_from (inherited_attrs (identifier) @binding.global))])))
    (apply_expression argument: (rec_attrset_expression (binding_set [(binding attrpath: (attrpath . (identifier) @binding.global))
                (inherit (inherited_attrs (identifier) @binding.global))
                (inherit_from (inherited_attrs (identifier) @binding.global))])))])])

; ---------------------------------------------------------------- references
; lib.mkIf: a member of what lib names; lib.types.str: str a member too.
(select_expression
  expression: (variable_expression name: (identifier) @qualifier)
  attrpath: (attrpath . (identifier) @reference.member))
(select_expression
  attrpath: (attrpath (identifier) . (identifier) @reference.member))
(inherit_from
  expression: (variable_expression name: (identifier) @qualifier)
  (inherited_attrs (identifier) @reference.member))

; true, false and null are values, import is the import above.
((variable_expression name: (identifier) @reference)
  (#not-any-of? @reference "true" "false" "null" "import"))
