; Go outline query. Capture convention: see extract/queries.go.
; The first pattern that captures a name node wins, so specific patterns
; come before generic ones. Patterns match anywhere; function bodies are
; @local, so their const/var/type declarations are dropped by the
; extractor. Anchoring every pattern on source_file instead keeps a query
; state alive across the whole file and costs several times more.

(package_clause (package_identifier) @name) @definition.module

; Functions and methods. A method's receiver base type is its container.
(function_declaration
  name: (identifier) @name
  body: (block)? @body) @definition.function

(method_declaration
  receiver: (parameter_list
    (parameter_declaration
      type: [
        (type_identifier) @container.name
        (pointer_type (type_identifier) @container.name)
        (generic_type type: (type_identifier) @container.name)
        (pointer_type (generic_type type: (type_identifier) @container.name))
      ]))
  name: (field_identifier) @name
  body: (block)? @body) @definition.method

(function_declaration body: (block) @local)
(method_declaration body: (block) @local)
(func_literal body: (block) @local)
; Struct types in parameters and in initial values (test tables) declare
; no package-level fields.
(parameter_list) @local
(type_parameter_list) @local
(var_spec value: (_) @local)
(const_spec value: (_) @local)

; Types. In a grouped "type ( ... )" each spec is the definition and the
; keyword its signature prefix; a single declaration is the definition
; itself, so the comment above it is its doc.
(type_declaration "type" @signature.prefix "("
  (type_spec name: (type_identifier) @name
    type: (struct_type (field_declaration_list) @body)) @definition.struct)
(type_declaration "type" @signature.prefix "("
  (type_spec name: (type_identifier) @name
    type: (interface_type "{" @body)) @definition.interface)
(type_declaration "type" @signature.prefix "("
  (type_spec name: (type_identifier) @name) @definition.type_alias)
(type_declaration "type" @signature.prefix "("
  (type_alias name: (type_identifier) @name) @definition.type_alias)

(type_declaration
  (type_spec name: (type_identifier) @name
    type: (struct_type (field_declaration_list) @body))) @definition.struct
(type_declaration
  (type_spec name: (type_identifier) @name
    type: (interface_type "{" @body))) @definition.interface
(type_declaration
  (type_spec name: (type_identifier) @name)) @definition.type_alias
(type_declaration
  (type_alias name: (type_identifier) @name)) @definition.type_alias

; An interface embedding another holds its methods: the embedded one is a
; base (interface{ io.Reader; Close() error }).
(type_spec name: (type_identifier) @base.of
  type: (interface_type (type_elem [(type_identifier) (qualified_type)] @base)))

; Struct fields; a field of an anonymous struct type has its members
; nested under it. Several names in one declaration are siblings sharing
; its range.
(field_declaration
  name: (field_identifier) @name ("," name: (field_identifier) @name)*
  type: (struct_type (field_declaration_list) @body)) @definition.field
(field_declaration
  name: (field_identifier) @name ("," name: (field_identifier) @name)*) @definition.field

; Embedded fields are named after their type: *Base, sync.Mutex, List[T].
(field_declaration !name
  type: [
    (type_identifier) @name
    (qualified_type name: (type_identifier) @name)
    (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)])
    (pointer_type [(type_identifier) @name (qualified_type name: (type_identifier) @name)])
  ]) @definition.field

; Interface methods. Embedded interfaces and constraint unions
; (~int | ~string) are uses of other types, not members.
(method_elem name: (field_identifier) @name) @definition.method

; Constants and variables: grouped specs carry the keyword as prefix. All
; names of "const a, b, c = 1, 2, 3" are captured at once (quantified) and
; become siblings sharing the spec's signature.
(const_declaration "const" @signature.prefix "("
  (const_spec name: (identifier) @name ("," name: (identifier) @name)*) @definition.constant)
(var_declaration "var" @signature.prefix (var_spec_list
  (var_spec name: (identifier) @name ("," name: (identifier) @name)*) @definition.variable))
(const_declaration
  (const_spec name: (identifier) @name ("," name: (identifier) @name)*)) @definition.constant
(var_declaration
  (var_spec name: (identifier) @name ("," name: (identifier) @name)*)) @definition.variable

; Imports: path, with an alias, a dot or a blank identifier.
(import_spec name: (package_identifier)? @import.alias path: (_) @import.source) @import
(import_spec name: (dot) @import.alias path: (_) @import.source) @import
(import_spec name: (blank_identifier) @import.alias path: (_) @import.source) @import

; Qualified names: pkg.Name in expressions and types. The qualifier is a
; package only when no local of that name is in scope (see @binding).
(selector_expression operand: (identifier) @qualifier field: (field_identifier) @reference.member)
(qualified_type package: (package_identifier) @qualifier name: (type_identifier) @reference.member)
; Chains: x.y.f is a member of y's type, x.m().f and NewT().f of the
; result type.
(selector_expression
  operand: (selector_expression field: (field_identifier) @receiver)
  field: (field_identifier) @reference.member)
(selector_expression
  operand: (call_expression function: [(identifier) @receiver
                                       (selector_expression field: (field_identifier) @receiver)])
  field: (field_identifier) @reference.member)

; Through an index: xs[i].f, x.items[k].f, x.m()[0].f reach an element.
(selector_expression
  operand: (index_expression operand: (identifier) @qualifier)
  field: (field_identifier) @reference.member)
(selector_expression
  operand: (index_expression operand: [(selector_expression field: (field_identifier) @receiver)
                                       (call_expression function: [(identifier) @receiver
                                                                   (selector_expression field: (field_identifier) @receiver)])])
  field: (field_identifier) @reference.member)

; A key of a struct literal names a field (T{Name: v}); a map's key is
; an expression.
(composite_literal
  type: [(type_identifier) @receiver
         (qualified_type name: (type_identifier) @receiver)
         (generic_type type: [(type_identifier) @receiver (qualified_type name: (type_identifier) @receiver)])]
  body: (literal_value (keyed_element . (literal_element (identifier) @reference.member))))

; Keys of anonymous struct literals (test tables: []struct{...}{{name:
; "x"}}) are fields declared in place, which scip-go makes local symbols:
; no reference, rather than a same-named name of the package.
(composite_literal type: (struct_type)
  body: (literal_value (keyed_element . (literal_element (identifier) @reference.opaque))))
(composite_literal
  type: [(slice_type element: (struct_type)) (array_type element: (struct_type))
         (implicit_length_array_type element: (struct_type)) (map_type value: (struct_type))]
  body: (literal_value [(literal_element (literal_value (keyed_element . (literal_element (identifier) @reference.opaque))))
                        (keyed_element (literal_element) . (literal_element (literal_value (keyed_element . (literal_element (identifier) @reference.opaque)))))]))

; A field declared in a function's anonymous struct is no reference.
(field_declaration name: (field_identifier) @reference.opaque)

; Elided literal types: an element of []T{...}, [N]T{...} or a value of
; map[K]T{...} written as {Key: v} is a T, whose field Key is meant.
(composite_literal
  type: [(slice_type element: [(type_identifier) @receiver
                                (qualified_type name: (type_identifier) @receiver)
                                (pointer_type [(type_identifier) @receiver (qualified_type name: (type_identifier) @receiver)])])
         (array_type element: [(type_identifier) @receiver
                                (qualified_type name: (type_identifier) @receiver)
                                (pointer_type [(type_identifier) @receiver (qualified_type name: (type_identifier) @receiver)])])
         (implicit_length_array_type element: [(type_identifier) @receiver
                                (qualified_type name: (type_identifier) @receiver)
                                (pointer_type [(type_identifier) @receiver (qualified_type name: (type_identifier) @receiver)])])]
  body: (literal_value (literal_element (literal_value (keyed_element . (literal_element (identifier) @reference.member))))))
(composite_literal
  type: (map_type value: [(type_identifier) @receiver
                          (qualified_type name: (type_identifier) @receiver)
                          (pointer_type [(type_identifier) @receiver (qualified_type name: (type_identifier) @receiver)])])
  body: (literal_value (keyed_element (literal_element) . (literal_element (literal_value (keyed_element . (literal_element (identifier) @reference.member)))))))

; Local scopes and the names bound in them: parameters, receivers and
; results, := and var/const/type inside functions, range, type-switch
; and receive variables, type parameters. Package-level declarations lie
; outside every scope and stay global.
[(function_declaration) (method_declaration) (func_literal) (block) (for_statement) (if_statement)
 (expression_switch_statement) (type_switch_statement) (select_statement)
 (expression_case) (type_case) (default_case) (communication_case)] @binding.scope
(parameter_declaration name: (identifier) @binding)
(parameter_declaration name: (identifier) @binding type: (_) @binding.type)
(variadic_parameter_declaration name: (identifier) @binding)
(type_parameter_declaration name: (identifier) @binding)
(short_var_declaration left: (expression_list (identifier) @binding)) @binding.decl
; x := NewT(...), x := pkg.NewT(...), x := y.M(...): the result type.
(short_var_declaration
  left: (expression_list . (identifier) @binding)
  right: (expression_list . (call_expression function: [(identifier) @binding.call
                                                        (selector_expression field: (field_identifier) @binding.call)])))
; x := T{...}, x := &T{...}: the literal's type.
(short_var_declaration
  left: (expression_list . (identifier) @binding)
  right: (expression_list . [(composite_literal type: (_) @binding.type)
                             (unary_expression operand: (composite_literal type: (_) @binding.type))]))
; x := y.(*T), x, ok := y.(T): the asserted type.
(short_var_declaration
  left: (expression_list . (identifier) @binding)
  right: (expression_list . (type_assertion_expression type: (_) @binding.type)))
(range_clause left: (expression_list (identifier) @binding) right: (_) @binding.decl)
; for _, v := range xs: v is an element of xs (a local, a field or a
; call's result: refgraph reads its collection type).
(range_clause left: (expression_list (_) . (identifier) @binding)
  right: [(identifier) @binding.call
          (selector_expression field: (field_identifier) @binding.call)
          (call_expression function: [(identifier) @binding.call
                                      (selector_expression field: (field_identifier) @binding.call)])])
; v := xs[i], v := x.items[k]: an element.
(short_var_declaration
  left: (expression_list . (identifier) @binding)
  right: (expression_list . (index_expression operand: [(identifier) @binding.call
                                                        (selector_expression field: (field_identifier) @binding.call)])))
(receive_statement left: (expression_list (identifier) @binding))
(type_switch_statement alias: (expression_list (identifier) @binding) value: (_) @binding.decl)
(var_spec name: (identifier) @binding) @binding.decl
(var_spec name: (identifier) @binding type: (_) @binding.type)
(const_spec name: (identifier) @binding) @binding.decl
(type_spec name: (type_identifier) @binding)
(type_alias name: (type_identifier) @binding)

; References.
((identifier) @reference (#not-eq? @reference "_"))
(type_identifier) @reference
((field_identifier) @reference.member (#not-eq? @reference.member "_"))
(package_identifier) @reference
