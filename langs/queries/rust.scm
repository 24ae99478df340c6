; Rust outline query. Capture convention: see extract/queries.go.
; Specific patterns come first: the first pattern matching a name wins.
;
; Scoping: items are symbols at module level only: in the file, in a `mod`
; body, and the members of impl, trait and extern blocks. Items declared in
; function bodies (nested fns, local structs, consts) are local and skipped:
; every item pattern is anchored on its parent. Each block kind lists only
; the items it can hold, which keeps the query cheap (a parent-anchored
; pattern is tested on every node below that parent). Limitation: an impl
; inside a function body still yields its methods.
;
; Where an item ends with ";" instead of a body, the ";" is captured as
; @body so that the signature stops before it. Tuple structs keep their
; fields in the signature; consts and statics keep their value.
; Kinds: unions are structs; `static mut` is a variable, const items,
; associated consts and immutable statics are constants; associated types
; are type aliases; `mod x {}` and `mod x;` are modules.

; ---------------------------------------------------------------- impl blocks
; An impl is not a symbol: it is a scope named after the implementing type
; (its base name: Foo for Foo, Foo<T>, a::Foo, &Foo), so its functions
; become methods of that type. Impls for other types (arrays, tuples, ...)
; have no name; their functions stay functions.

(impl_item
  type: [
    (type_identifier) @scope.name
    (generic_type type: (type_identifier) @scope.name)
    (scoped_type_identifier name: (type_identifier) @scope.name)
    (generic_type type: (scoped_type_identifier name: (type_identifier) @scope.name))
    (reference_type type: (type_identifier) @scope.name)
    (reference_type type: (generic_type type: (type_identifier) @scope.name))
    (reference_type type: (scoped_type_identifier name: (type_identifier) @scope.name))
  ]
  body: (declaration_list)) @scope

; ------------------------------------------------------------- file level

(source_file (mod_item name: (identifier) @name [(declaration_list) ";"] @body) @definition.module)
(source_file (function_item name: (identifier) @name body: (block) @body) @definition.function)
(source_file (struct_item name: (type_identifier) @name [(field_declaration_list) ";"] @body) @definition.struct)
(source_file (union_item name: (type_identifier) @name body: (field_declaration_list) @body) @definition.struct)
(source_file (enum_item name: (type_identifier) @name body: (enum_variant_list) @body) @definition.enum)
(source_file (trait_item name: (type_identifier) @name body: (declaration_list) @body) @definition.trait)
(source_file (type_item name: (type_identifier) @name ";" @body) @definition.type_alias)
(source_file (static_item (mutable_specifier) name: (identifier) @name ";" @body) @definition.variable)
(source_file (static_item name: (identifier) @name ";" @body) @definition.constant)
(source_file (const_item name: (identifier) @name ";" @body) @definition.constant)
(source_file (macro_definition name: (identifier) @name ["{" "(" "["] @body) @definition.macro)

; ------------------------------------------------------- inline mod bodies

(mod_item body: (declaration_list (mod_item name: (identifier) @name [(declaration_list) ";"] @body) @definition.module))
(mod_item body: (declaration_list (function_item name: (identifier) @name body: (block) @body) @definition.function))
(mod_item body: (declaration_list (struct_item name: (type_identifier) @name [(field_declaration_list) ";"] @body) @definition.struct))
(mod_item body: (declaration_list (union_item name: (type_identifier) @name body: (field_declaration_list) @body) @definition.struct))
(mod_item body: (declaration_list (enum_item name: (type_identifier) @name body: (enum_variant_list) @body) @definition.enum))
(mod_item body: (declaration_list (trait_item name: (type_identifier) @name body: (declaration_list) @body) @definition.trait))
(mod_item body: (declaration_list (type_item name: (type_identifier) @name ";" @body) @definition.type_alias))
(mod_item body: (declaration_list (static_item (mutable_specifier) name: (identifier) @name ";" @body) @definition.variable))
(mod_item body: (declaration_list (static_item name: (identifier) @name ";" @body) @definition.constant))
(mod_item body: (declaration_list (const_item name: (identifier) @name ";" @body) @definition.constant))
(mod_item body: (declaration_list (macro_definition name: (identifier) @name ["{" "(" "["] @body) @definition.macro))

; ------------------------------------------------- impl, trait and extern
; Functions here become methods of the impl's type or of the trait
; (containment); trait methods without a default body end with ";".

(impl_item body: (declaration_list (function_item name: (identifier) @name body: (block) @body) @definition.function))

; A function of an impl of a trait (impl Display for Foo) implements the
; trait's: the trait is its base (the impl itself is no symbol to hold it).
(impl_item
  trait: [(type_identifier) (scoped_type_identifier) (generic_type)] @base
  body: (declaration_list (function_item name: (identifier) @base.of)))
(impl_item body: (declaration_list (const_item name: (identifier) @name ";" @body) @definition.constant))
(impl_item body: (declaration_list (type_item name: (type_identifier) @name ";" @body) @definition.type_alias))

(trait_item body: (declaration_list (function_item name: (identifier) @name body: (block) @body) @definition.function))
(trait_item body: (declaration_list (function_signature_item name: (identifier) @name ";" @body) @definition.function))
(trait_item body: (declaration_list (const_item name: (identifier) @name ";" @body) @definition.constant))
(trait_item body: (declaration_list (associated_type name: (type_identifier) @name ";" @body) @definition.type_alias))

(foreign_mod_item body: (declaration_list (function_signature_item name: (identifier) @name ";" @body) @definition.function))
(foreign_mod_item body: (declaration_list (static_item (mutable_specifier) name: (identifier) @name ";" @body) @definition.variable))
(foreign_mod_item body: (declaration_list (static_item name: (identifier) @name ";" @body) @definition.constant))

; --------------------------------------------- enum variants and fields
; Variants of module-level enums; a struct-like variant owns its named
; fields. Named fields of module-level structs, unions and variants.

(source_file (enum_item body: (enum_variant_list
  (enum_variant name: (identifier) @name body: (field_declaration_list)? @body) @definition.enum_member)))
(mod_item body: (declaration_list (enum_item body: (enum_variant_list
  (enum_variant name: (identifier) @name body: (field_declaration_list)? @body) @definition.enum_member))))

(source_file (struct_item body: (field_declaration_list (field_declaration name: (field_identifier) @name) @definition.field)))
(source_file (union_item body: (field_declaration_list (field_declaration name: (field_identifier) @name) @definition.field)))
(source_file (enum_item body: (enum_variant_list (enum_variant body: (field_declaration_list (field_declaration name: (field_identifier) @name) @definition.field)))))
(mod_item body: (declaration_list (struct_item body: (field_declaration_list (field_declaration name: (field_identifier) @name) @definition.field))))
(mod_item body: (declaration_list (union_item body: (field_declaration_list (field_declaration name: (field_identifier) @name) @definition.field))))
(mod_item body: (declaration_list (enum_item body: (enum_variant_list (enum_variant body: (field_declaration_list (field_declaration name: (field_identifier) @name) @definition.field))))))

; -------------------------------------------------------- broken files
; When the file does not parse, the root may be an ERROR node that holds
; the top-level items, or an item may sit in an ERROR node.

(ERROR (mod_item name: (identifier) @name [(declaration_list) ";"] @body) @definition.module)
(ERROR (function_item name: (identifier) @name body: (block) @body) @definition.function)
(ERROR (struct_item name: (type_identifier) @name [(field_declaration_list) ";"] @body) @definition.struct)
(ERROR (union_item name: (type_identifier) @name body: (field_declaration_list) @body) @definition.struct)
(ERROR (enum_item name: (type_identifier) @name body: (enum_variant_list) @body) @definition.enum)
(ERROR (trait_item name: (type_identifier) @name body: (declaration_list) @body) @definition.trait)
(ERROR (type_item name: (type_identifier) @name ";" @body) @definition.type_alias)
(ERROR (static_item (mutable_specifier) name: (identifier) @name ";" @body) @definition.variable)
(ERROR (static_item name: (identifier) @name ";" @body) @definition.constant)
(ERROR (const_item name: (identifier) @name ";" @body) @definition.constant)
(ERROR (macro_definition name: (identifier) @name ["{" "(" "["] @body) @definition.macro)
(ERROR (function_signature_item name: (identifier) @name ";" @body) @definition.function)
(ERROR (associated_type name: (type_identifier) @name ";" @body) @definition.type_alias)
(ERROR (enum_item body: (enum_variant_list
  (enum_variant name: (identifier) @name body: (field_declaration_list)? @body) @definition.enum_member)))
(ERROR (struct_item body: (field_declaration_list (field_declaration name: (field_identifier) @name) @definition.field)))
(ERROR (union_item body: (field_declaration_list (field_declaration name: (field_identifier) @name) @definition.field)))
(ERROR (enum_item body: (enum_variant_list (enum_variant body: (field_declaration_list (field_declaration name: (field_identifier) @name) @definition.field)))))

; ------------------------------------------------------ item-level macros
; The body of a macro invoked where items stand (`cfg_net! { pub mod tcp;
; pub use tcp::TcpStream; }`: in the file, a module, an impl or a trait) is
; parsed again as Rust by language injection (extract/inject.go): its
; items, imports and re-exports join the outline where the invocation
; stands; a body that does not parse as items is left out. cfg_if!'s
; body is no item list (`if #[cfg(unix)] { ... } else { ... }`): its
; braced branches are. A macro_rules! definition is no invocation.

((source_file (macro_invocation macro: (_) @_m (token_tree) @injection.content))
 (#not-match? @_m "(^|::)cfg_if$"))
((declaration_list (macro_invocation macro: (_) @_m (token_tree) @injection.content))
 (#not-match? @_m "(^|::)cfg_if$"))
((source_file (macro_invocation macro: (_) @_m (token_tree (token_tree "{") @injection.content)))
 (#match? @_m "(^|::)cfg_if$"))
((declaration_list (macro_invocation macro: (_) @_m (token_tree (token_tree "{") @injection.content)))
 (#match? @_m "(^|::)cfg_if$"))

; ------------------------------------------------------------------- imports
; One import per use declaration. Source is the path before the imported
; names (`use a::b::C;` imports C from a::b); a lone path (`use serde;`)
; imports the module itself. Globs import "*". Names of nested use lists
; (`use a::{b::{C, D}}`) are flattened into the declaration, whose source
; stays the outermost path (a).

(extern_crate_declaration name: (identifier) @import.source alias: (identifier)? @import.alias) @import

(use_declaration argument: (identifier) @import.source) @import
(use_declaration
  argument: (scoped_identifier path: (_) @import.source name: (identifier) @import.name)) @import
(use_declaration
  argument: (use_as_clause path: (identifier) @import.source alias: (identifier) @import.alias)) @import
(use_declaration
  argument: (use_as_clause
    path: (scoped_identifier path: (_) @import.source name: (identifier) @import.name)
    alias: (identifier) @import.alias)) @import
(use_declaration argument: (use_wildcard (_) @import.source "*" @import.name)) @import

; use a::b::{...}: the source, then every item of the list.
(use_declaration argument: (scoped_use_list path: (_) @import.source)) @import
(use_declaration
  argument: (scoped_use_list
    list: (use_list [
      (identifier) @import.name
      (scoped_identifier name: (identifier) @import.name)
      (use_wildcard "*" @import.name)
    ]))) @import
(use_declaration
  argument: (scoped_use_list
    list: (use_list (use_as_clause
      path: [(identifier) @import.name (scoped_identifier name: (identifier) @import.name)]
      alias: (identifier) @import.alias)))) @import
; `self` in a list imports the list's module under its own name.
(use_declaration
  argument: (scoped_use_list
    path: [(identifier) @import.name (scoped_identifier name: (identifier) @import.name)]
    list: (use_list (self)))) @import
(use_declaration
  argument: (scoped_use_list
    path: [(identifier) @import.name (scoped_identifier name: (identifier) @import.name)]
    list: (use_list (use_as_clause path: (self) alias: (identifier) @import.alias)))) @import

; One level of nested lists: use a::{b::{C, D as E, self}}.
(use_declaration
  argument: (scoped_use_list
    list: (use_list (scoped_use_list
      list: (use_list [
        (identifier) @import.name
        (scoped_identifier name: (identifier) @import.name)
        (use_wildcard "*" @import.name)
      ]))))) @import
(use_declaration
  argument: (scoped_use_list
    list: (use_list (scoped_use_list
      list: (use_list (use_as_clause
        path: [(identifier) @import.name (scoped_identifier name: (identifier) @import.name)]
        alias: (identifier) @import.alias)))))) @import
(use_declaration
  argument: (scoped_use_list
    list: (use_list (scoped_use_list
      path: [(identifier) @import.name (scoped_identifier name: (identifier) @import.name)]
      list: (use_list (self)))))) @import
(use_declaration
  argument: (scoped_use_list
    list: (use_list (scoped_use_list
      path: [(identifier) @import.name (scoped_identifier name: (identifier) @import.name)]
      list: (use_list (use_as_clause path: (self) alias: (identifier) @import.alias)))))) @import

; ------------------------------------------------------------------- exports
; `pub use` re-exports: the exported name is the alias when there is one.
; Globs (`pub use a::*;`) export no name of their own.

(use_declaration (visibility_modifier) @_vis (#eq? @_vis "pub")
  argument: [
    (identifier) @export.name
    (scoped_identifier name: (identifier) @export.name)
    (use_as_clause alias: (identifier) @export.name)
    (scoped_use_list list: (use_list [
      (identifier) @export.name
      (scoped_identifier name: (identifier) @export.name)
      (use_as_clause alias: (identifier) @export.name)
    ]))
  ])

; ---------------------------------------------------------------- references

(identifier) @reference
(type_identifier) @reference
(field_identifier) @reference
(shorthand_field_identifier) @reference

;  Qualified paths: a::f, a::b::f, crate::a::T: the whole path before the
; last "::" is the qualifier (refgraph resolves it as a module path, a
; type, or an external crate).
(scoped_identifier path: (_) @qualifier name: (identifier) @reference.member)
(scoped_type_identifier path: (_) @qualifier name: (type_identifier) @reference.member)
; x.f: a member of the value x (a typed receiver when x is a local);
; self.f: a member of the impl's type.
(field_expression value: (identifier) @qualifier field: (field_identifier) @reference.member)
(field_expression value: (self) @reference @qualifier field: (field_identifier) @reference.member)
; Chains: x.y.f, x.m().f, T::new().f: the last name before ".f".
(field_expression
  value: (field_expression field: (field_identifier) @receiver)
  field: (field_identifier) @reference.member)
(field_expression
  value: (call_expression function: [(identifier) @receiver
                                     (field_expression field: (field_identifier) @receiver)
                                     (scoped_identifier name: (identifier) @receiver)])
  field: (field_identifier) @reference.member)
(field_expression field: (field_identifier) @reference.member)
; Keys of struct literals and struct patterns are fields, never locals.
(field_initializer field: (field_identifier) @reference.member)
(field_pattern name: (field_identifier) @reference.member)

; ---------------------------------------------------------------- locals
; Scopes: functions, closures, blocks, match arms, for/while/if (their
; let patterns), impl and trait bodies (type parameters, self). Items at
; module level lie outside every scope and stay global. Limitations: an
; `if let` binding is visible in the else branch too; a nested fn sees
; the enclosing function's locals (Rust forbids it, so it never compiles).
[(function_item) (closure_expression) (block) (match_arm) (for_expression)
 (if_expression) (while_expression) (impl_item) (trait_item)] @binding.scope

; self: the impl's type (the implementing type of a trait impl), or the
; trait in its default methods.
(impl_item type: (_) @binding.type body: (declaration_list) @binding.self)
(trait_item name: (type_identifier) @binding.type body: (declaration_list) @binding.self)

; Parameters, with their declared types (&T, &mut T and a::T reduced to T).
(parameter pattern: (identifier) @binding)
(parameter pattern: (identifier) @binding
  type: [(type_identifier) @binding.type (generic_type) @binding.type
         (scoped_type_identifier name: (type_identifier) @binding.type)
         (generic_type type: (scoped_type_identifier name: (type_identifier) @binding.type))
         (reference_type type: [(type_identifier) @binding.type (generic_type) @binding.type
                                (scoped_type_identifier name: (type_identifier) @binding.type)])])
(closure_parameters (identifier) @binding)
(type_parameter name: (type_identifier) @binding)
(const_parameter name: (identifier) @binding)
; Lifetimes bind so that 'a never reads as a reference to a name.
(lifetime_parameter name: (lifetime (identifier) @binding))

; Pattern bindings at any depth, from where they stand. A capitalised
; name in a pattern is a constant, unit struct or variant (None), not a
; binding.
((tuple_pattern (identifier) @binding) (#match? @binding "^[a-z_]"))
((tuple_struct_pattern type: (_) (identifier) @binding) (#match? @binding "^[a-z_]"))
((slice_pattern (identifier) @binding) (#match? @binding "^[a-z_]"))
((or_pattern (identifier) @binding) (#match? @binding "^[a-z_]"))
((match_pattern . (identifier) @binding) (#match? @binding "^[a-z_]"))
(ref_pattern (identifier) @binding)
(mut_pattern (identifier) @binding)
(reference_pattern (identifier) @binding)
(captured_pattern . (identifier) @binding)
(field_pattern pattern: (identifier) @binding)
(field_pattern name: (shorthand_field_identifier) @binding)

; let: visible after the statement (let x = x + 1 reads the outer x; a
; later let shadows). Top-level and one level of nested patterns.
(let_declaration pattern: (identifier) @binding) @binding.decl
(let_declaration pattern: (_ [(identifier) @binding
                              (field_pattern [(identifier) @binding (shorthand_field_identifier) @binding])
                              (ref_pattern (identifier) @binding) (mut_pattern (identifier) @binding)])
 (#match? @binding "^[a-z_]")) @binding.decl
(let_declaration pattern: (identifier) @binding
  type: [(type_identifier) @binding.type (generic_type) @binding.type
         (scoped_type_identifier name: (type_identifier) @binding.type)
         (reference_type type: [(type_identifier) @binding.type (generic_type) @binding.type])])
; let x = Foo::new(): Self of a constructor-like associated function;
; other calls record the callee (whose result type refgraph reads).
((let_declaration pattern: (identifier) @binding
   value: (call_expression function: (scoped_identifier
     path: [(identifier) @binding.type (scoped_identifier name: (identifier) @binding.type)
            (generic_type type: (type_identifier) @binding.type)]
     name: (identifier) @_ctor)))
 (#match? @binding.type "^[A-Z]")
 (#match? @_ctor "^(new|default|from|with_[a-z0-9_]+|from_[a-z0-9_]+)$"))
(let_declaration pattern: (identifier) @binding
  value: (call_expression function: [(identifier) @binding.call
                                     (scoped_identifier name: (identifier) @binding.call)
                                     (field_expression field: (field_identifier) @binding.call)]))
; let x = Foo { .. }, &Foo { .. }.
(let_declaration pattern: (identifier) @binding
  value: [(struct_expression name: [(type_identifier) @binding.type
                                    (scoped_type_identifier name: (type_identifier) @binding.type)
                                    (generic_type_with_turbofish type: (type_identifier) @binding.type)])
          (reference_expression value: (struct_expression name: [(type_identifier) @binding.type
                                                                 (scoped_type_identifier name: (type_identifier) @binding.type)]))])
; if let / while let: visible after the let condition.
(let_condition pattern: (identifier) @binding) @binding.decl
(let_condition pattern: (_ [(identifier) @binding
                            (field_pattern [(identifier) @binding (shorthand_field_identifier) @binding])
                            (ref_pattern (identifier) @binding) (mut_pattern (identifier) @binding)])
 (#match? @binding "^[a-z_]")) @binding.decl
; for pat in value: visible after the iterated value.
((for_expression pattern: (identifier) @binding value: (_) @binding.decl))
((for_expression pattern: (_ [(identifier) @binding (ref_pattern (identifier) @binding)]) value: (_) @binding.decl)
 (#match? @binding "^[a-z_]"))

; Outer attributes (#[derive(...)]): they belong to the item right after them.
(attribute_item) @decorator
