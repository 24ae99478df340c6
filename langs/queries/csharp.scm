; C# outline query. Capture convention: see extract/queries.go.
; The first pattern that captures a name node wins, so specific patterns
; come before generic ones. Patterns match anywhere; member bodies
; (methods, constructors, accessors, operators, local functions, lambdas)
; are @local, so nothing declared inside them becomes a symbol.
;
; Kinds: namespaces are modules named by their full dotted name
; ("A.B"); classes and records are classes, structs and record structs are
; structs; delegates are type aliases; properties, indexers (named "this"),
; events and fields are fields, const fields are constants; methods,
; destructors (named after the class, signature "~C()") and operators are
; methods: an operator is named by its token ("+", "==", "true"), a
; conversion operator by "implicit" or "explicit". Positional record
; parameters are the record's fields (they declare properties).
; Signatures keep attributes, modifiers, type parameters, base lists and
; constraints, and stop at the body, the accessor list, the "=>" of an
; expression body, or the ";" of a declaration without a body.

; ---------------------------------------------------------------- namespaces

(namespace_declaration name: (_) @name body: (declaration_list) @body) @definition.module
(file_scoped_namespace_declaration name: (_) @name ";" @body) @definition.module

; A file-scoped namespace ("namespace A.B;") has no body: the types after
; it are its siblings. They get the namespace as explicit container, which
; passes on to their members. These root-anchored patterns are the only
; ones; a top-level type in a file without a file-scoped namespace does not
; match them.
(compilation_unit
  (file_scoped_namespace_declaration name: (_) @container.name)
  (record_declaration "struct" name: (identifier) @name [(declaration_list) ";"] @body) @definition.struct)
(compilation_unit
  (file_scoped_namespace_declaration name: (_) @container.name)
  [
    (class_declaration name: (identifier) @name body: (declaration_list) @body) @definition.class
    (record_declaration name: (identifier) @name [(declaration_list) ";"] @body) @definition.class
    (struct_declaration name: (identifier) @name body: (declaration_list) @body) @definition.struct
    (interface_declaration name: (identifier) @name body: (declaration_list) @body) @definition.interface
    (enum_declaration name: (identifier) @name body: (enum_member_declaration_list) @body) @definition.enum
    (delegate_declaration name: (identifier) @name) @definition.type_alias
  ])

; --------------------------------------------------------------------- types

(record_declaration "struct" name: (identifier) @name [(declaration_list) ";"] @body) @definition.struct
(class_declaration name: (identifier) @name body: (declaration_list) @body) @definition.class
(record_declaration name: (identifier) @name [(declaration_list) ";"] @body) @definition.class
(struct_declaration name: (identifier) @name body: (declaration_list) @body) @definition.struct
(interface_declaration name: (identifier) @name body: (declaration_list) @body) @definition.interface
(enum_declaration name: (identifier) @name body: (enum_member_declaration_list) @body) @definition.enum
(delegate_declaration name: (identifier) @name) @definition.type_alias

(enum_member_declaration name: (identifier) @name) @definition.enum_member

; Positional record parameters: `record Point(int X, int Y)`.
(record_declaration (parameter_list (parameter name: (identifier) @name) @definition.field))

; ------------------------------------------------------------------- members
; Abstract, interface, extern and partial members end with ";".

(method_declaration name: (identifier) @name [(block) (arrow_expression_clause) ";"] @body) @definition.method
(constructor_declaration name: (identifier) @name [(block) (arrow_expression_clause) ";"] @body) @definition.constructor
(destructor_declaration name: (identifier) @name [(block) (arrow_expression_clause) ";"] @body) @definition.method
(operator_declaration operator: _ @name [(block) (arrow_expression_clause) ";"] @body) @definition.method
(conversion_operator_declaration ["implicit" "explicit"] @name [(block) (arrow_expression_clause) ";"] @body) @definition.method

; Properties: `{ get; set; }`, `=> expr`, and abstract ones.
(property_declaration name: (identifier) @name [(accessor_list) (arrow_expression_clause)] @body) @definition.field
(indexer_declaration "this" @name [(accessor_list) (arrow_expression_clause)] @body) @definition.field
(event_declaration name: (identifier) @name accessors: (accessor_list) @body) @definition.field

; Fields: every declarator of `int a, b = 2;` is a symbol; they share the
; declaration (its range, signature and doc comment).
(field_declaration (modifier "const")
  (variable_declaration
    (variable_declarator name: (identifier) @name)
    ("," (variable_declarator name: (identifier) @name))*)) @definition.constant
(field_declaration
  (variable_declaration
    (variable_declarator name: (identifier) @name)
    ("," (variable_declarator name: (identifier) @name))*)) @definition.field
(event_field_declaration
  (variable_declaration
    (variable_declarator name: (identifier) @name)
    ("," (variable_declarator name: (identifier) @name))*)) @definition.field

; -------------------------------------------------------------------- locals

(method_declaration body: (_) @local)
(constructor_declaration body: (_) @local)
(destructor_declaration body: (_) @local)
(operator_declaration body: (_) @local)
(conversion_operator_declaration body: (_) @local)
(accessor_declaration body: (_) @local)
(local_function_statement body: (_) @local)
(lambda_expression body: (_) @local)
(anonymous_method_expression (block) @local)
(global_statement) @local

; ------------------------------------------------------------------- imports
; `using X.Y;`, `using static X.Y;`, `global using X;` import a namespace or
; a type's static members: the source is the full name, no names.
; `using Alias = X.Y;` binds Alias to X.Y.

(using_directive name: (identifier) @import.alias (_) @import.source) @import
(using_directive !name (_) @import.source) @import

; ------------------------------------------------------------ local scopes
; Parameters (methods, constructors, operators, accessors, local functions,
; lambdas and anonymous methods, both lambda forms), locals (visible after
; their declarator; `using var` included), for, foreach, catch and using
; variables, pattern variables (`is T t`, switch sections and arms, `out
; var x`, `var (a, b)`), local functions (hoisted: visible in their whole
; block) and method type parameters. Pattern and out variables bind in the
; enclosing block from where they stand, as C# scopes them (`if (!(o is T
; t)) return; t.M();`). Fields and properties stay definitions: type
; bodies are scopes only for `this`, bound and typed by the type.

[(method_declaration) (constructor_declaration) (destructor_declaration) (operator_declaration)
 (conversion_operator_declaration) (indexer_declaration) (accessor_declaration) (local_function_statement)
 (lambda_expression) (anonymous_method_expression) (block) (for_statement) (foreach_statement)
 (catch_clause) (using_statement) (fixed_statement) (switch_section) (switch_expression_arm)] @binding.scope

(class_declaration name: (identifier) @binding.type body: (declaration_list) @binding.this)
(struct_declaration name: (identifier) @binding.type body: (declaration_list) @binding.this)
(record_declaration name: (identifier) @binding.type body: (declaration_list) @binding.this)
(interface_declaration name: (identifier) @binding.type body: (declaration_list) @binding.this)

; Parameters: record and delegate parameter lists are not scopes (a
; positional record parameter is a field).
(method_declaration parameters: (parameter_list (parameter type: (_) @binding.type name: (identifier) @binding)))
(method_declaration parameters: (parameter_list (parameter name: (identifier) @binding)))
(constructor_declaration parameters: (parameter_list (parameter type: (_) @binding.type name: (identifier) @binding)))
(constructor_declaration parameters: (parameter_list (parameter name: (identifier) @binding)))
(operator_declaration parameters: (parameter_list (parameter type: (_) @binding.type name: (identifier) @binding)))
(operator_declaration parameters: (parameter_list (parameter name: (identifier) @binding)))
(conversion_operator_declaration parameters: (parameter_list (parameter type: (_) @binding.type name: (identifier) @binding)))
(conversion_operator_declaration parameters: (parameter_list (parameter name: (identifier) @binding)))
(local_function_statement parameters: (parameter_list (parameter type: (_) @binding.type name: (identifier) @binding)))
(local_function_statement parameters: (parameter_list (parameter name: (identifier) @binding)))
(lambda_expression parameters: (parameter_list (parameter type: (_) @binding.type name: (identifier) @binding)))
(lambda_expression parameters: (parameter_list (parameter name: (identifier) @binding)))
(anonymous_method_expression (parameter_list (parameter name: (identifier) @binding)))
(indexer_declaration parameters: (bracketed_parameter_list (parameter type: (_) @binding.type name: (identifier) @binding)))
(indexer_declaration parameters: (bracketed_parameter_list (parameter name: (identifier) @binding)))
; params int[] rest
(parameter_list name: (identifier) @binding)
(lambda_expression parameters: (implicit_parameter) @binding)
(method_declaration type_parameters: (type_parameter_list (type_parameter name: (identifier) @binding)))
(local_function_statement type_parameters: (type_parameter_list (type_parameter name: (identifier) @binding)))
; A local function is visible in its whole block (not only in itself).
(block (local_function_statement name: (identifier) @binding.hoisted)) @binding.scope

; var x = new T(), T x = ..., var x = T.Create(): a declared type (not
; `var`), else the created type, else the callee whose result it holds.
(local_declaration_statement (variable_declaration (variable_declarator name: (identifier) @binding) @binding.decl))
((local_declaration_statement (variable_declaration type: (_) @binding.type (variable_declarator name: (identifier) @binding)))
  (#not-eq? @binding.type "var"))
(for_statement (variable_declaration (variable_declarator name: (identifier) @binding) @binding.decl))
((for_statement (variable_declaration type: (_) @binding.type (variable_declarator name: (identifier) @binding)))
  (#not-eq? @binding.type "var"))
(using_statement (variable_declaration (variable_declarator name: (identifier) @binding) @binding.decl))
((using_statement (variable_declaration type: (_) @binding.type (variable_declarator name: (identifier) @binding)))
  (#not-eq? @binding.type "var"))
(fixed_statement (variable_declaration (variable_declarator name: (identifier) @binding) @binding.decl))
((fixed_statement (variable_declaration type: (_) @binding.type (variable_declarator name: (identifier) @binding)))
  (#not-eq? @binding.type "var"))
(local_declaration_statement (variable_declaration (variable_declarator name: (identifier) @binding
  (object_creation_expression type: (_) @binding.type))))
(local_declaration_statement (variable_declaration (variable_declarator name: (identifier) @binding
  (invocation_expression function: [(identifier) @binding.call (member_access_expression name: (identifier) @binding.call)]))))
(using_statement (variable_declaration (variable_declarator name: (identifier) @binding
  (object_creation_expression type: (_) @binding.type))))
(using_statement (variable_declaration (variable_declarator name: (identifier) @binding
  (invocation_expression function: [(identifier) @binding.call (member_access_expression name: (identifier) @binding.call)]))))
((foreach_statement type: (_) @binding.type left: (identifier) @binding) (#not-eq? @binding.type "var"))
(foreach_statement left: (identifier) @binding)
(foreach_statement left: (tuple_pattern (identifier) @binding))
((catch_declaration type: (_) @binding.type name: (identifier) @binding))
((declaration_pattern type: (_) @binding.type name: (identifier) @binding) (#not-eq? @binding.type "var"))
(declaration_pattern name: (identifier) @binding)
((declaration_expression type: (_) @binding.type name: (identifier) @binding) (#not-eq? @binding.type "var"))
(declaration_expression name: (identifier) @binding)
(parenthesized_variable_designation (identifier) @binding)
(var_pattern (identifier) @binding)

; ---------------------------------------------------------------- references
; A MISSING identifier inserted by error recovery is empty and no reference.

((identifier) @reference (#not-eq? @reference ""))
(member_access_expression expression: "this" @reference)

; Names after "." or "->": members, or names of the package on the left.
; The qualifier is a local (then a typed receiver), `this`, or a type or
; namespace name.
(member_access_expression expression: [(identifier) "this"] @qualifier name: (identifier) @reference.member)
(member_access_expression name: (identifier) @reference.member)
; Chains: the last name before the ".": y in x.y.f, m in x.m().f.
(member_access_expression
  expression: [(member_access_expression name: (identifier) @receiver)
               (invocation_expression function: [(identifier) @receiver
                                                 (member_access_expression name: (identifier) @receiver)])]
  name: (identifier) @reference.member)

; Heritage: the types a definition extends or implements.
(class_declaration name: (identifier) @base.of (base_list (identifier) @base))
(struct_declaration name: (identifier) @base.of (base_list (identifier) @base))
(interface_declaration name: (identifier) @base.of (base_list (identifier) @base))
(record_declaration name: (identifier) @base.of (base_list (identifier) @base))

; Attribute lists ([Obsolete]) at a declaration's start.
(attribute_list) @decorator
