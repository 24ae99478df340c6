; Perl outline query. Capture convention: see extract/queries.go.
; The first pattern that captures a name node wins, so specific patterns
; come before generic ones.
;
; Packages are modules. `package Foo { ... }` holds its block; a statement
; `package Foo;` holds the rest of its block or file up to the next
; package of that block (@reach), so the subs, constants and `our`
; variables after it are named by it (their container). A package is a
; namespace, not a type: what stands in it is no member of it (the
; extractor keeps its Parent at the top level), so a plain call of a sub
; reaches it. Perl 5.38 `class` blocks are classes whose `method`s are
; methods and whose `field`s are fields.
; Subs are functions; their bodies are @local (a `my` there is a local,
; not a symbol). `use constant` names are constants, `our` variables are
; variables named with their sigil ($VERSION, @EXPORT_OK), since $x, @x
; and %x are three variables. A file-level `my` is a lexical of the file,
; a local binding and no symbol.
; Docs: # comments right above, else a POD block right above a sub whose
; last =head/=item names it (=head2 name, =item $obj->name(...)), else the
; section naming it in a POD after it (the module's documentation after
; its code); for a package a POD `=head1 NAME` paragraph "Foo::Bar - what
; it is" (see extract.podDoc, extract.podSection).

; ------------------------------------------------------------ packages

(subroutine_declaration_statement body: (block) @local)
(method_declaration_statement body: (block) @local)
(anonymous_subroutine_expression body: (block) @local)
(anonymous_method_expression body: (block) @local)

; The POD right above a sub or package is its doc when it names it.
((pod) @doc.of
  .
  [(subroutine_declaration_statement) (method_declaration_statement) (package_statement)] @doc.owner)
; A module's POD after its code (often after __END__): a sub takes the
; section whose =head2/=item names it.
(source_file
  (subroutine_declaration_statement) @doc.owner
  (pod) @doc.of
  (#match? @doc.of "(?m)^=(head[234]|item)"))
; A package's =head1 NAME section anywhere in its file (often after __END__).
(source_file
  (package_statement) @doc.owner
  (pod) @doc.of
  (#match? @doc.of "(?m)^=head1[ \t]+NAME"))
(source_file
  (pod) @doc.of
  (package_statement) @doc.owner
  (#match? @doc.of "(?m)^=head1[ \t]+NAME"))

(_ (package_statement
  name: (package) @name
  (block) @body) @definition.module) @reach
(_ (package_statement
  name: (package) @name) @definition.module) @reach
; A file whose whole tree is an ERROR node (a construct the grammar does
; not know) still has its packages.
(ERROR (package_statement
  name: (package) @name) @definition.module) @reach

(_ (class_statement
  name: (package) @name
  (block) @body) @definition.class) @reach
(_ (class_statement
  name: (package) @name) @definition.class) @reach
(_ (role_statement
  name: (package) @name
  (block) @body) @definition.trait) @reach
(_ (role_statement
  name: (package) @name) @definition.trait) @reach

; --------------------------------------------------------------- subs

(subroutine_declaration_statement
  name: (bareword) @name
  body: (block) @body) @definition.function
(method_declaration_statement
  name: (bareword) @name
  body: (block) @body) @definition.method

; ----------------------------------------------------------- constants

; use constant PI => 3.14; use constant LIST => qw(a b);
(use_statement
  module: (package) @_c
  (list_expression . (autoquoted_bareword) @name)
  (#eq? @_c "constant")) @definition.constant
; use constant { E => 2.71, MAX => 10 }: the keys (the grammar nests
; every pair after the first one list deeper).
(use_statement
  "use" @signature.prefix
  module: (package) @_c @signature.prefix
  (anonymous_hash_expression
    (list_expression [
      (autoquoted_bareword) @name @definition.constant
      (list_expression (autoquoted_bareword) @name @definition.constant)
    ]))
  (#eq? @_c "constant"))

; ----------------------------------------------------- package variables

; (The grammar's `variables:` field does not match in queries: the
; declared variables are matched as plain children.)
(variable_declaration
  "our"
  [(scalar) (array) (hash)] @name) @definition.variable
(variable_declaration
  "field"
  [(scalar) (array) (hash)] @name) @definition.field

; --------------------------------------------------- bases and imports

; use parent -norequire, 'Base'; use base qw(A B): the packages it loads
; are bases of the package it stands in. Moose's extends 'Base' and with
; 'Role', and our @ISA = ('Base'), name bases too. The extractor reads the
; names out of the list (quotes, qw() and -options dropped).
(use_statement
  module: (package) @_p
  [(string_literal) (interpolated_string_literal) (quoted_word_list) (list_expression)] @base @import.source
  (#any-of? @_p "parent" "base")) @import
(assignment_expression
  left: [(array (varname) @_isa) (variable_declaration (array (varname) @_isa))]
  right: (_) @base
  (#eq? @_isa "ISA"))
(ambiguous_function_call_expression
  function: (function) @_ext
  arguments: (_) @base
  (#any-of? @_ext "extends" "with"))

; use Foo::Bar; use Foo::Bar qw(a b): a module and the subs it imports.
; A name of lower-case letters alone is a pragma (strict, warnings,
; utf8, constant, lib...), not a file.
(use_statement
  module: (package) @import.source
  (_)? @import.name
  (#not-match? @import.source "^[a-z][a-z0-9_]*$")) @import
; require Foo::Bar;
(require_expression (bareword) @import.source) @import

; ---------------------------------------------------------- references

; Calls: foo(...), foo 1, 2; &foo; Foo::bar() (the extractor splits a
; name written with its package into the member bar of Foo).
((function) @reference (#match? @reference "^[A-Za-z_]"))
(function (varname) @reference)
; Barewords: constants, class names.
(bareword) @reference
; Methods: Foo::Bar->new (the package qualifies new), $obj->m (the
; object does), anything else (a chain) has an unknown receiver. A
; method named by a variable ($obj->$m) names nothing.
(method_call_expression
  invocant: [(bareword) (scalar)] @qualifier
  method: (method) @reference.member)
(method_call_expression method: (method) @reference.member)
(method (scalar)) @reference.opaque
; Variables, with their sigil; element access ($x[0] of @x, $h{k} of %h)
; is no reference (its sigil is not the variable's), nor are the
; punctuation and digit variables ($_, @_, $1, $@).
((scalar (varname) @_v) @reference (#match? @_v "^([A-Za-z]|_[A-Za-z0-9_]|[A-Za-z_][A-Za-z0-9_]*::)"))
((array (varname) @_v) @reference (#match? @_v "^([A-Za-z]|_[A-Za-z0-9_])"))
((hash (varname) @_v) @reference (#match? @_v "^([A-Za-z]|_[A-Za-z0-9_])"))

; -------------------------------------------------------- local scopes
;
; `my`, `state` and `local` variables, sub signature parameters and loop
; variables are locals of the innermost block (or the file) from where
; they stand; a sub's parameters are seen in its whole body. `our` is the
; package's variable, no local.
(source_file) @binding.scope
(block) @binding.scope
[(subroutine_declaration_statement) (method_declaration_statement)
 (anonymous_subroutine_expression) (anonymous_method_expression)
 (for_statement) (cstyle_for_statement)] @binding.scope

(variable_declaration ["my" "state"] [(scalar) (array) (hash)] @binding)
(localization_expression [(scalar) (array) (hash)] @binding)
(for_statement variable: (_) @binding)
[(mandatory_parameter (_) @binding)
 (optional_parameter . (_) @binding)
 (slurpy_parameter (_) @binding)]
