; C++ outline query. Capture convention: see extract/queries.go.
; Specific patterns come first: the first pattern matching a name wins.
;
; Declarations at file scope (prototypes, variables, constants) are anchored
; on their parents so that locals never become symbols: they are matched in
; the translation unit, in namespace and extern "C" bodies (declaration_list)
; and under #if/#ifdef/#else nesting, written as wildcard parents without a
; `declarator` or `body` field (function definitions, classes and namespaces have one).
; Those positions are captured once as @context nodes, and each shape names
; the set it counts in with @within, instead of being repeated per position.
;
; The query is kept lean because tree-sitter analyses every pattern step
; that has children when the query is compiled: shapes are few, and a
; second child step under `declaration` (very costly) is replaced by a
; predicate on the declaration's text where possible.

;; Preprocessor: #include, object-like and function-like macros
(preproc_include path: (_) @import.source) @import
(preproc_function_def name: (identifier) @name value: (preproc_arg)? @body) @definition.macro
(preproc_def name: (identifier) @name) @definition.macro

;; Namespaces: `namespace a::b {}` is module b with container a
(namespace_definition name: (namespace_identifier) @name body: (_) @body) @definition.module
(namespace_definition
  name: (nested_namespace_specifier (namespace_identifier) @container.name . (namespace_identifier) @name .)
  body: (_) @body) @definition.module
(namespace_definition
  name: (nested_namespace_specifier (namespace_identifier) @container.name
    (nested_namespace_specifier (namespace_identifier) @container.name . (namespace_identifier) @name .))
  body: (_) @body) @definition.module

;; Imports: `using namespace a::b;` (source a::b), `using a::b::c;` (source a::b::c,
;; name c), `namespace fs = std::filesystem;` (alias fs)
(using_declaration "namespace" [(identifier) (qualified_identifier)] @import.source) @import
((using_declaration
  [(qualified_identifier name: (identifier) @import.name)
   (qualified_identifier name: (qualified_identifier name: (identifier) @import.name))
   (qualified_identifier name: (qualified_identifier name: (qualified_identifier name: (identifier) @import.name)))] @import.source) @import
  (#not-match? @import "^using\\s+namespace\\s"))
(namespace_alias_definition name: (namespace_identifier) @import.alias [(namespace_identifier) (nested_namespace_specifier)] @import.source) @import

;; Types: classes, structs, unions (kind struct), enums (enum class too)
; templates: the template_declaration is the definition, so the signature and
; the range include the template header
(template_declaration (class_specifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)] body: (field_declaration_list) @body)) @definition.class
(template_declaration (struct_specifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)] body: (field_declaration_list) @body)) @definition.struct
(template_declaration (enum_specifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)] body: (enumerator_list) @body)) @definition.enum
; `typedef struct [tag] {...} Name;` is the struct Name: one symbol, doc included
(type_definition type: (struct_specifier body: (field_declaration_list) @body) declarator: (type_identifier) @name) @definition.struct
(type_definition type: (enum_specifier body: (enumerator_list) @body) declarator: (type_identifier) @name) @definition.enum
; a type declared alone; nested in a class body the member declaration is the
; definition, so that the doc comment above it is found
(field_declaration !declarator type: (class_specifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)] body: (field_declaration_list) @body)) @definition.class
(field_declaration !declarator type: (struct_specifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)] body: (field_declaration_list) @body)) @definition.struct
(field_declaration !declarator type: (union_specifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)] body: (field_declaration_list) @body)) @definition.struct
(field_declaration !declarator type: (enum_specifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)] body: (enumerator_list) @body)) @definition.enum
; at file scope or in a parent without a declarator (@context.type; a negated
; field on a wildcard at the root of a pattern is ignored by tree-sitter, so
; the parent without a declarator is written one level down)
(translation_unit [(class_specifier) (struct_specifier) (union_specifier) (enum_specifier)] @context.type)
(_ (_ !declarator [(class_specifier) (struct_specifier) (union_specifier) (enum_specifier)] @context.type))
[
  (class_specifier
    name: [
      (type_identifier) @name
      (template_type name: (type_identifier) @name)
      (qualified_identifier scope: [(namespace_identifier) @container.name (template_type name: (type_identifier) @container.name)] name: (type_identifier) @name)
    ]
    body: (field_declaration_list) @body) @definition.class
  (struct_specifier
    name: [
      (type_identifier) @name
      (template_type name: (type_identifier) @name)
      (qualified_identifier scope: [(namespace_identifier) @container.name (template_type name: (type_identifier) @container.name)] name: (type_identifier) @name)
    ]
    body: (field_declaration_list) @body) @definition.struct
  (union_specifier
    name: [
      (type_identifier) @name
      (template_type name: (type_identifier) @name)
      (qualified_identifier scope: [(namespace_identifier) @container.name (template_type name: (type_identifier) @container.name)] name: (type_identifier) @name)
    ]
    body: (field_declaration_list) @body) @definition.struct
  (enum_specifier
    name: [
      (type_identifier) @name
      (template_type name: (type_identifier) @name)
      (qualified_identifier scope: [(namespace_identifier) @container.name (template_type name: (type_identifier) @container.name)] name: (type_identifier) @name)
    ]
    body: (enumerator_list) @body) @definition.enum
] @within.type
; a type declared together with a variable or field: `struct point {...} origin;`
(declaration type: (class_specifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)] body: (field_declaration_list) @body) @definition.class)
(declaration type: (struct_specifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)] body: (field_declaration_list) @body) @definition.struct)
(declaration type: (enum_specifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)] body: (enumerator_list) @body) @definition.enum)

;; Enum constants
(enumerator name: (identifier) @name) @definition.enum_member

;; Type aliases: typedef (function pointer and function types too), using X = Y
(type_definition type: (_ !body) declarator:
  [
    (type_identifier) @name
    (pointer_declarator declarator: (type_identifier) @name)
    (function_declarator declarator: (parenthesized_declarator (pointer_declarator declarator: (type_identifier) @name)))
  ]) @definition.type_alias
(template_declaration (alias_declaration name: (type_identifier) @name)) @definition.type_alias
(alias_declaration name: (type_identifier) @name) @definition.type_alias
; concepts are named constraints on types
(template_declaration (concept_definition name: (identifier) @name (_) @body)) @definition.interface

;; Constructors, destructors, conversion operators
; in the class body: a function named like the class (a macro call such as
; DISALLOW_COPY(A); has another name)
(_ name: (type_identifier) @_cls body: (field_declaration_list [(function_definition declarator: (function_declarator declarator: (identifier) @name) (field_initializer_list) @body) (function_definition declarator: (function_declarator declarator: (identifier) @name) body: (_)? @body) (declaration declarator: (function_declarator declarator: (identifier) @name))] @definition.constructor) (#eq? @name @_cls))
; out of line: A::A(...), a::B::B(...), Box<T>::Box(...)
; (the member initializer list starts the body, so that it stays out of the signature)
((function_definition declarator:
  [
    (function_declarator declarator: (qualified_identifier scope: [(namespace_identifier) @container.name @_cls (template_type name: (type_identifier) @container.name @_cls)] name: (identifier) @name))
    (function_declarator declarator: (qualified_identifier scope: (namespace_identifier) @container.name name: (qualified_identifier scope: [(namespace_identifier) @container.name @_cls (template_type name: (type_identifier) @container.name @_cls)] name: (identifier) @name)))
  ] (field_initializer_list) @body) @definition.constructor (#eq? @name @_cls))
((function_definition declarator:
  [
    (function_declarator declarator: (qualified_identifier scope: [(namespace_identifier) @container.name @_cls (template_type name: (type_identifier) @container.name @_cls)] name: (identifier) @name))
    (function_declarator declarator: (qualified_identifier scope: (namespace_identifier) @container.name name: (qualified_identifier scope: [(namespace_identifier) @container.name @_cls (template_type name: (type_identifier) @container.name @_cls)] name: (identifier) @name)))
  ] body: (_)? @body) @definition.constructor (#eq? @name @_cls))
; destructors (~A) and conversion operators are methods; a conversion operator
; is named by its operator_cast node (`operator bool() const`)
(function_definition declarator:
  [
    (function_declarator declarator: (destructor_name) @name)
    (function_declarator declarator: (qualified_identifier scope: [(namespace_identifier) @container.name (template_type name: (type_identifier) @container.name)] name: (destructor_name) @name))
    (operator_cast) @name
    (qualified_identifier scope: [(namespace_identifier) @container.name (template_type name: (type_identifier) @container.name)] name: (operator_cast) @name)
  ] body: (_)? @body) @definition.method
(declaration declarator: [(function_declarator declarator: (destructor_name) @name) (operator_cast) @name]) @definition.method
(field_declaration declarator: [(function_declarator declarator: (destructor_name) @name) (operator_cast) @name]) @definition.method

;; Function definitions: members become methods, A::f gets container A
; templates: the template_declaration is the definition (common shapes only; others
; fall through to the plain pattern, without the template header in the signature)
(template_declaration (function_definition declarator:
  [
    (function_declarator declarator: [
      (identifier) @name
      (field_identifier) @name
      (operator_name) @name
      (qualified_identifier scope: [(namespace_identifier) @container.name (template_type name: (type_identifier) @container.name)] name: [(identifier) @name (operator_name) @name])
    ])
    (pointer_declarator declarator: (function_declarator declarator: [
      (identifier) @name
      (field_identifier) @name
      (operator_name) @name
      (qualified_identifier scope: [(namespace_identifier) @container.name (template_type name: (type_identifier) @container.name)] name: [(identifier) @name (operator_name) @name])
    ]))
    (reference_declarator (function_declarator declarator: [
      (identifier) @name
      (field_identifier) @name
      (operator_name) @name
      (qualified_identifier scope: [(namespace_identifier) @container.name (template_type name: (type_identifier) @container.name)] name: [(identifier) @name (operator_name) @name])
    ]))
  ] body: (_)? @body)) @definition.function
(function_definition declarator:
  [
    (function_declarator declarator: [
      (identifier) @name
      (field_identifier) @name
      (operator_name) @name
      (template_function name: (identifier) @name)
      (qualified_identifier scope: [(namespace_identifier) @container.name (template_type name: (type_identifier) @container.name)] name: [(identifier) @name (operator_name) @name])
      (qualified_identifier scope: (namespace_identifier) @container.name name: (qualified_identifier scope: [(namespace_identifier) @container.name (template_type name: (type_identifier) @container.name)] name: [(identifier) @name (operator_name) @name]))
      (qualified_identifier scope: (namespace_identifier) @container.name name: (qualified_identifier scope: (namespace_identifier) @container.name name: (qualified_identifier scope: [(namespace_identifier) @container.name (template_type name: (type_identifier) @container.name)] name: (identifier) @name)))
    ])
    (pointer_declarator declarator: (function_declarator declarator: [
      (identifier) @name
      (field_identifier) @name
      (operator_name) @name
      (qualified_identifier scope: [(namespace_identifier) @container.name (template_type name: (type_identifier) @container.name)] name: [(identifier) @name (operator_name) @name])
    ]))
    (reference_declarator (function_declarator declarator: [
      (identifier) @name
      (field_identifier) @name
      (operator_name) @name
      (qualified_identifier scope: [(namespace_identifier) @container.name (template_type name: (type_identifier) @container.name)] name: [(identifier) @name (operator_name) @name])
    ]))
  ] body: (_)? @body) @definition.function

;; Member function declarations and fields.
;; The whole declaration is the definition, so its doc comment is found; the
;; names of `int x, y;` share it and are siblings.
(field_declaration declarator:
  [
    (function_declarator declarator: [(field_identifier) @name (operator_name) @name])
    (pointer_declarator declarator: (function_declarator declarator: [(field_identifier) @name (operator_name) @name]))
    (reference_declarator (function_declarator declarator: [(field_identifier) @name (operator_name) @name]))
  ]) @definition.function
; a field declared with a named type body: `struct inner {...} in;`
((field_declaration declarator:
  [
    (field_identifier) @name
    (pointer_declarator declarator: (field_identifier) @name)
    (reference_declarator (field_identifier) @name)
    (array_declarator declarator: (field_identifier) @name)
  ] @definition.field) @_d (#match? @_d "^([^\\s{;(=]+\\s+)*(struct|union|enum|class)\\s+[^\\s{;:]+\\s*(:[^{;]*)?\\{"))
(field_declaration declarator:
  [
    (field_identifier) @name
    (pointer_declarator declarator: (field_identifier) @name)
    (reference_declarator (field_identifier) @name)
    (array_declarator declarator: (field_identifier) @name)
  ]) @definition.field
; out-of-line definitions of static members: int A::count = 0;
(declaration declarator: [
  (qualified_identifier scope: [(namespace_identifier) @container.name (template_type name: (type_identifier) @container.name)] name: (identifier) @name)
  (init_declarator declarator:
    (qualified_identifier scope: [(namespace_identifier) @container.name (template_type name: (type_identifier) @container.name)] name: (identifier) @name))]) @definition.field

;; Declarations at file and namespace scope: prototypes, variables, constants
; templates (never local): function templates declared only, variable templates
(template_declaration (declaration declarator:
  [
    (function_declarator declarator: [(identifier) @name (operator_name) @name])
    (pointer_declarator declarator: (function_declarator declarator: [(identifier) @name (operator_name) @name]))
    (reference_declarator (function_declarator declarator: [(identifier) @name (operator_name) @name]))
  ])) @definition.function
(template_declaration (declaration declarator:
  [
    (identifier) @name
    (array_declarator declarator: (identifier) @name)
    (init_declarator declarator: [(identifier) @name (array_declarator declarator: (identifier) @name)] value: (initializer_list)? @body)
  ])) @definition.constant (#match? @definition.constant "^([^\\s=;({]+\\s+)*?(const|constexpr)\\s")
(template_declaration (declaration declarator:
  [
    (identifier) @name
    (init_declarator declarator: (identifier) @name)
  ])) @definition.variable
; Where file- and namespace-scope declarations stand: in the translation unit
; and in namespace and extern "C" bodies (declaration_list): @context.file;
; also under one #if/#ifdef/#else of the translation unit (a parent without a
; declarator or body): @context.file_if; for prototypes, also under two such
; levels, one in a declaration_list, and as the body of extern "C" itself:
; @context.file_any. (Error recovery leaves ERROR parents of that shape
; inside class bodies; only prototypes are matched in all of them.)
(translation_unit (declaration) @context.file @context.file_if @context.file_any)
(declaration_list (declaration) @context.file @context.file_if @context.file_any)
(translation_unit (_ !declarator !body (declaration) @context.file_if @context.file_any))
(translation_unit (_ !declarator !body (_ !declarator !body (declaration) @context.file_any)))
(declaration_list (_ !declarator !body (declaration) @context.file_any))
(linkage_specification body: (declaration) @context.file_any)
; function prototypes
(declaration declarator:
  [
    (function_declarator declarator: [(identifier) @name (operator_name) @name])
    (pointer_declarator declarator: (function_declarator declarator: [(identifier) @name (operator_name) @name]))
    (reference_declarator (function_declarator declarator: [(identifier) @name (operator_name) @name]))
  ]) @definition.function @within.file_any
; a variable declared with a named struct/union/enum body: `struct point {...} origin;`;
; the declarator is the definition so that the struct is not nested in it
((declaration declarator:
  [
    (init_declarator declarator:
      [
        (identifier) @name
        (pointer_declarator declarator: (identifier) @name)
        (reference_declarator (identifier) @name)
        (array_declarator declarator: (identifier) @name)
      ] value: (initializer_list)? @body)
    [
      (identifier) @name
      (pointer_declarator declarator: (identifier) @name)
      (reference_declarator (identifier) @name)
      (array_declarator declarator: (identifier) @name)
    ]
  ] @definition.variable) @_d @within.file (#match? @_d "^([^\\s{;(=]+\\s+)*(struct|union|enum|class)\\s+[^\\s{;:]+\\s*(:[^{;]*)?\\{"))
; constants: const/constexpr objects
((declaration declarator:
  [
    (identifier) @name
    (array_declarator declarator: (identifier) @name)
    (init_declarator declarator: [(identifier) @name (array_declarator declarator: (identifier) @name)] value: (initializer_list)? @body)
  ]) @definition.constant @within.file_if (#match? @definition.constant "^([^\\s=;({]+\\s+)*?(const|constexpr)\\s"))
; constants: const pointers (T *const p)
((declaration declarator:
  [
    (pointer_declarator (type_qualifier) @_q declarator: [(identifier) @name (array_declarator declarator: (identifier) @name)])
    (init_declarator declarator: (pointer_declarator (type_qualifier) @_q declarator: [(identifier) @name (array_declarator declarator: (identifier) @name)]) value: (initializer_list)? @body)
  ]) @definition.constant @within.file (#eq? @_q "const"))
; variables, extern declarations included
(declaration declarator:
  [
    (init_declarator declarator:
      [
        (identifier) @name
        (pointer_declarator declarator: (identifier) @name)
        (reference_declarator (identifier) @name)
        (array_declarator declarator: (identifier) @name)
      ] value: (initializer_list)? @body)
    [
      (identifier) @name
      (pointer_declarator declarator: (identifier) @name)
      (reference_declarator (identifier) @name)
      (array_declarator declarator: (identifier) @name)
    ]
  ]) @definition.variable @within.file_if

;; Locals. Scopes: function bodies, blocks, for and range-for statements,
; lambdas, catch clauses, templates (their parameters); a prototype's
; parameter list is a scope of its own. Class bodies bind this, typed by
; the class, and so do out-of-line member definitions (void Foo::m()).
; Namespace- and file-scope declarations lie outside every scope.
[(function_definition) (compound_statement) (for_statement) (for_range_loop)
 (lambda_expression) (catch_clause) (template_declaration)] @binding.scope
(declaration declarator: (function_declarator parameters: (parameter_list) @binding.scope))
(field_declaration declarator: (function_declarator parameters: (parameter_list) @binding.scope))
(class_specifier name: (type_identifier) @binding.type body: (field_declaration_list) @binding.this)
(struct_specifier name: (type_identifier) @binding.type body: (field_declaration_list) @binding.this)
(function_definition
  declarator: (function_declarator declarator: (qualified_identifier scope: (namespace_identifier) @binding.type))
  body: (compound_statement) @binding.this)
(parameter_declaration declarator: (identifier) @binding)
(optional_parameter_declaration declarator: (identifier) @binding)
(declaration declarator: (identifier) @binding)
(init_declarator declarator: (identifier) @binding)
(pointer_declarator declarator: (identifier) @binding)
(reference_declarator (identifier) @binding)
(array_declarator declarator: (identifier) @binding)
(structured_binding_declarator (identifier) @binding)
(lambda_capture_initializer left: (identifier) @binding)
(for_range_loop declarator: (identifier) @binding)
(type_parameter_declaration (type_identifier) @binding)
(optional_type_parameter_declaration name: (type_identifier) @binding)
; Declared types (Foo x, Foo *p, const Foo &r, ns::Foo x, Foo<T> x).
(declaration
  type: [(type_identifier) @binding.type (qualified_identifier name: (type_identifier) @binding.type)
         (template_type name: (type_identifier) @binding.type) (struct_specifier name: (type_identifier) @binding.type)]
  declarator: [(identifier) @binding
               (pointer_declarator declarator: (identifier) @binding)
               (reference_declarator (identifier) @binding)
               (init_declarator declarator: [(identifier) @binding (pointer_declarator declarator: (identifier) @binding)
                                             (reference_declarator (identifier) @binding)])])
(parameter_declaration
  type: [(type_identifier) @binding.type (qualified_identifier name: (type_identifier) @binding.type)
         (template_type name: (type_identifier) @binding.type)]
  declarator: [(identifier) @binding (pointer_declarator declarator: (identifier) @binding)
               (reference_declarator (identifier) @binding)])
; auto x = new Foo(...): Foo; auto x = make(...) / Foo(...): the callee.
(init_declarator declarator: [(identifier) @binding (pointer_declarator declarator: (identifier) @binding)]
  value: (new_expression type: [(type_identifier) @binding.type (qualified_identifier name: (type_identifier) @binding.type)
                                (template_type name: (type_identifier) @binding.type)]))
(init_declarator declarator: [(identifier) @binding (pointer_declarator declarator: (identifier) @binding)]
  value: (call_expression function: [(identifier) @binding.call (qualified_identifier name: (identifier) @binding.call)
                                     (field_expression field: (field_identifier) @binding.call)]))

;; References
(identifier) @reference
(type_identifier) @reference
(field_identifier) @reference
(namespace_identifier) @reference

; Names after "." or "->": members; x.f / p->f with an identifier receiver
; qualify f by it (a typed receiver when it is a local), this->f is a
; member of the enclosing class; chains name their last part.
(field_expression argument: (identifier) @qualifier field: (field_identifier) @reference.member)
(field_expression argument: (this) @reference @qualifier field: (field_identifier) @reference.member)
(field_expression argument: (field_expression field: (field_identifier) @receiver) field: (field_identifier) @reference.member)
(field_expression argument: (call_expression function: [(identifier) @receiver (field_expression field: (field_identifier) @receiver)])
  field: (field_identifier) @reference.member)
(field_expression field: (field_identifier) @reference.member)
; A::f: a member of the class or namespace on the left.
(qualified_identifier scope: (namespace_identifier) @qualifier name: (identifier) @reference.member)
(qualified_identifier scope: (_) name: (identifier) @reference.member)
; Designated initializers (.x = 1) name fields, never locals.
(field_designator (field_identifier) @reference.member)

; Heritage: the types a definition extends or implements.
(class_specifier name: (type_identifier) @base.of (base_class_clause (type_identifier) @base))
(struct_specifier name: (type_identifier) @base.of (base_class_clause (type_identifier) @base))
