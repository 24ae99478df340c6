; Scala outline query (Scala 2 and 3). Capture convention: see
; extract/queries.go. The first pattern that captures a name node wins, so
; specific patterns come before generic ones. Patterns match anywhere;
; function bodies, parameter lists and expression blocks are @local, so
; the vals and defs declared inside them are dropped by the extractor.
;
; Kinds: module (package clauses), class (classes, objects, case objects),
; trait, enum and enum_member (Scala 3 enums), function/method (defs; a
; def in a template becomes a method), constructor (`def this(...)`),
; type_alias (`type T = ...` and abstract type members), field (val/var in
; a class, trait or enum body and val/var class parameters, including the
; parameters of case classes), constant (`final val`), variable (val/var
; at top level or in an object, named given instances).

(package_clause name: (package_identifier) @name body: (template_body)? @body) @definition.module

; Regions that hold locals.
(function_definition body: (_) @local)
(parameters) @local
(block) @local
(indented_block) @local
(lambda_expression) @local
(val_definition value: (_) @local)
(var_definition value: (_) @local)
(given_definition body: (_) @local)

; Types.
(trait_definition name: (identifier) @name body: (template_body)? @body) @definition.trait
(enum_definition name: (identifier) @name body: (enum_body) @body) @definition.enum
(class_definition name: (identifier) @name body: (template_body)? @body) @definition.class
(object_definition name: (identifier) @name body: (template_body)? @body) @definition.class

(simple_enum_case name: (identifier) @name) @definition.enum_member
(full_enum_case name: (identifier) @name) @definition.enum_member

(type_definition name: (type_identifier) @name) @definition.type_alias

; Class parameters declared val/var, and every parameter of a case class,
; are fields.
(class_parameter ["val" "var"] name: (identifier) @name) @definition.field
(class_definition "case"
  class_parameters: (class_parameters (class_parameter name: (identifier) @name) @definition.field))

; defs: auxiliary constructors, then methods and functions.
(function_definition name: (identifier) @name (#eq? @name "this")
  body: (_) @body) @definition.constructor
(function_definition name: (identifier) @name body: (_) @body) @definition.function
(function_declaration name: (identifier) @name) @definition.function

; vals and vars: `final val` is a constant; in a class, trait or enum body
; a val/var is a field, elsewhere (top level, objects) a variable.
; `val a, b = 0` and `val (a, b) = ...` define both names.
(val_definition (modifiers "final") pattern: (identifier) @name) @definition.constant
; Vals and vars of a class or trait body are fields. The body is named once
; (@context.fields): each pattern with template_body as a parent costs
; 0.2 s of query compilation.
(class_definition body: (template_body) @context.fields)
(trait_definition body: (template_body) @context.fields)
((template_body [
  (val_definition pattern: [(identifier) @name (identifiers (identifier) @name) (tuple_pattern (identifier) @name)])
  (var_definition pattern: [(identifier) @name (identifiers (identifier) @name) (tuple_pattern (identifier) @name)])
  (val_declaration name: (identifier) @name)
  (var_declaration name: (identifier) @name)
] @definition.field) @within.fields)
(enum_definition body: (enum_body [
  (val_definition pattern: [(identifier) @name (identifiers (identifier) @name) (tuple_pattern (identifier) @name)])
  (var_definition pattern: [(identifier) @name (identifiers (identifier) @name) (tuple_pattern (identifier) @name)])
] @definition.field))
(val_definition pattern: [(identifier) @name (identifiers (identifier) @name) (tuple_pattern (identifier) @name)]) @definition.variable
(var_definition pattern: [(identifier) @name (identifiers (identifier) @name) (tuple_pattern (identifier) @name)]) @definition.variable
(val_declaration name: (identifier) @name) @definition.variable
(var_declaration name: (identifier) @name) @definition.variable

; Named given instances (anonymous givens have no name to index).
(given_definition name: (identifier) @name) @definition.variable

; Imports: `import a.b.C` has source a.b.C and name C; `import a.b._` /
; `a.b.*` name "_"/"*"; `import a.b.{C, D => E, F as G}` source a.b with
; names C, D as E, F as G (one match per selector, merged by the import
; node). The path is a flat run of identifier children with no node of
; its own, so @import.source is captured on each of them (see the report:
; the extractor keeps only one of them today).
(import_declaration path: (identifier) @import.source ("." path: (identifier) @import.source)*) @import
(import_declaration (identifier) @import.name .) @import
(import_declaration (namespace_wildcard) @import.name) @import
(import_declaration (namespace_selectors (identifier) @import.name)) @import
(import_declaration (namespace_selectors
  (arrow_renamed_identifier name: (_) @import.name alias: (_) @import.alias))) @import
(import_declaration (namespace_selectors
  (as_renamed_identifier name: (_) @import.name alias: (_) @import.alias))) @import

; References.
((identifier) @reference (#not-any-of? @reference "_" "this" "super"))
(type_identifier) @reference
