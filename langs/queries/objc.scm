; Objective-C outline query. Capture convention: see extract/queries.go.
; The first pattern that captures a name node wins, so specific patterns
; come before generic ones. Every compound statement is @local: nothing
; declared in a function, method or block body is a symbol.
;
; The grammar cannot parse most macro uses (NS_ASSUME_NONNULL_BEGIN,
; RCT_EXPORT_MODULE(), typedef NS_ENUM(...)); the extractor rewrites them
; for parsing only (extract/tsfix_objc.go): NS_ENUM and NS_OPTIONS read as
; enums, a macro defining a method with its selector as that method.
;
; Kinds: an @interface with a superclass is a class, its superclass and
; protocols its bases; an @protocol an interface. A category
; (`@interface Foo (Bar)`), a class extension (`@interface Foo ()`) and
; every @implementation are no symbols but scopes named by the class, so
; what they declare and define are members of Foo (Foo.enqueueImageURL:,
; whichever file or category adds it); a category's name is not kept.
; Methods are named by their full selector (`insertObject:atIndex:`, from
; the keywords captured as @selector); class methods (`+`) and instance
; methods (`-`) are both methods, told apart by the signature's first
; character. @property declarations and instance variables are fields (a
; property's attributes in its signature). C declarations as in c.scm:
; functions, structs, unions, enums (NS_ENUM too) and their constants,
; typedefs (block types included), macros, file-level variables and
; constants.
;
; The grammar is large: each pattern step costs query compilation time,
; so shapes use wildcards and predicates where a node type would cost
; tens of milliseconds (see `go test -bench CompileQuery ./extract`).

;; Imports: #import "X.h", #include <x.h>, @import Module.Sub;
(preproc_include path: (_) @import.source) @import
(module_import path: (identifier) @import.source) @import

;; Macros
(preproc_function_def name: (identifier) @name value: (preproc_arg)? @body) @definition.macro
(preproc_def name: (identifier) @name) @definition.macro

;; Bodies hold locals: every compound statement is a function's, a
; method's, a block's or a statement's (error recovery can leave a
; method's statements outside it: their blocks stay local).
(compound_statement) @local

;; Classes, protocols, and the scopes that add to a class. A class's
; signature stops at its first member (an empty one's drops its @end).
((class_interface (identifier) @name superclass: (identifier) (_) @body) @definition.class
  (#not-match? @body "^<"))
(class_interface (identifier) @name @base.of superclass: (identifier) @base) @definition.class
(class_interface (identifier) @base.of superclass: (identifier) (parameterized_arguments (type_name (type_identifier) @base)))
(class_interface !superclass . (identifier) @scope.name) @scope
(class_implementation . (identifier) @scope.name) @scope
; An @implementation whose end error recovery lost is an ERROR node that
; still starts with its keyword and name: its methods stay the class's.
(ERROR . "@implementation" . (identifier) @scope.name) @scope
; A category's name names nothing the outline has.
(_ category: (identifier) @reference.opaque)

(protocol_declaration (identifier) @name [(method_declaration) (property_declaration) (qualified_protocol_interface_declaration) "@end"] @body) @definition.interface
(protocol_declaration (identifier) @base.of (protocol_reference_list (identifier) @base))

(compatibility_alias_declaration class: (identifier) @name) @definition.type_alias

;; Methods. Each keyword of a selector followed by a parameter is a name
; node and a part of the selector (@selector), the first one the method's:
; the others are dropped once the selector is joined from them; a unary
; selector is the one name after the return type. Wildcards keep the
; query cheap to compile (an identifier by type costs tens of
; milliseconds here); the predicate drops what is no name (the return
; type of `- (void):(int)x`, an ERROR node). The signature stops at the
; body's brace (found by the extractor: a body capture here would cost
; a tenth of a second of query compilation).
((method_definition (_) @name @selector . (method_parameter)) @definition.method @selector.of
  (#match? @name "^[A-Za-z_$][A-Za-z0-9_$]*$"))
((method_declaration (_) @name @selector . (method_parameter)) @definition.method @selector.of
  (#match? @name "^[A-Za-z_$][A-Za-z0-9_$]*$"))
((method_definition (method_type) . (_) @name) @definition.method (#match? @name "^[A-Za-z_$][A-Za-z0-9_$]*$"))
((method_declaration (method_type) . (_) @name) @definition.method (#match? @name "^[A-Za-z_$][A-Za-z0-9_$]*$"))

;; Properties and instance variables; `int a, b;` defines both, sharing
; the declaration.
(property_declaration (struct_declaration (struct_declarator [(identifier) @name (_ declarator: (identifier) @name) (function_declarator (parenthesized_declarator (_ declarator: (identifier) @name)))]))) @definition.field
(instance_variable (struct_declaration (struct_declarator [(identifier) @name (_ declarator: (identifier) @name) (function_declarator (parenthesized_declarator (_ declarator: (identifier) @name)))])) @definition.field)

;; C types: structs, unions (kind struct), enums (NS_ENUM and NS_OPTIONS
; read as enums), their constants and fields. `typedef struct {...} Name`
; is the struct Name.
((type_definition (_ (field_declaration_list) @body) (type_identifier) @name) @definition.struct)
((type_definition (_ (enumerator_list) @body) (type_identifier) @name) @definition.enum)
(struct_specifier name: (type_identifier) @name body: (field_declaration_list) @body) @definition.struct
(union_specifier name: (type_identifier) @name body: (field_declaration_list) @body) @definition.struct
(enum_specifier name: (type_identifier) @name body: (enumerator_list) @body) @definition.enum
(enumerator name: (identifier) @name) @definition.enum_member
(field_declaration declarator: [(field_identifier) @name (_ declarator: (field_identifier) @name) (function_declarator (parenthesized_declarator (_ declarator: (field_identifier) @name)))]) @definition.field

;; Type aliases: typedef, pointer, block and function pointer types too
(type_definition declarator: [(type_identifier) @name (_ declarator: (type_identifier) @name) (function_declarator (parenthesized_declarator (_ declarator: (type_identifier) @name)))]) @definition.type_alias

;; C functions
(function_definition declarator: [(function_declarator (identifier) @name) (_ (function_declarator (identifier) @name))] body: (compound_statement) @body) @definition.function

;; Declarations at file scope: prototypes, variables, constants. They
; count where a file-scope declaration stands (as in c.scm): in the
; translation unit, in extern "C" bodies, among an @implementation's
; definitions (a static variable there is the file's), in an #if/#ifdef/#else/#elif
; up to three levels down (an include guard holds the whole header):
; @context.file. A declaration elsewhere is a local, or a statement that
; error recovery (C++ in a .mm file) left outside its method: no symbol.
(translation_unit (declaration) @context.file)
(declaration_list (declaration) @context.file)
(implementation_definition (declaration) @context.file)
(translation_unit [(preproc_if (declaration) @context.file) (preproc_ifdef (declaration) @context.file) (preproc_else (declaration) @context.file) (preproc_elif (declaration) @context.file)])
(translation_unit (_ [(preproc_if (declaration) @context.file) (preproc_ifdef (declaration) @context.file) (preproc_else (declaration) @context.file) (preproc_elif (declaration) @context.file)]))
(translation_unit (_ (_ [(preproc_if (declaration) @context.file) (preproc_ifdef (declaration) @context.file) (preproc_else (declaration) @context.file) (preproc_elif (declaration) @context.file)])))
(linkage_specification body: (declaration) @context.file)
; prototypes
(declaration declarator: [(function_declarator (identifier) @name) (_ (function_declarator (identifier) @name))]) @definition.function @within.file
; constants: const objects and T *const p, by the declaration's text
((declaration declarator: [(identifier) @name (_ declarator: (identifier) @name) (init_declarator declarator: (_ declarator: (identifier) @name))]) @definition.constant @within.file
  (#match? @definition.constant "^([^=;({]+\\s+)?const\\s|^([^=;({]*)\\*\\s*const\\s"))
; variables, extern ones included, and block variables
(declaration declarator: [(identifier) @name (_ declarator: (identifier) @name) (init_declarator declarator: (_ declarator: (identifier) @name))
                          (function_declarator (parenthesized_declarator (_ declarator: (identifier) @name)))
                          (init_declarator declarator: (function_declarator (parenthesized_declarator (_ declarator: (identifier) @name))))]) @definition.variable @within.file

;; Locals. Scopes: functions, methods and blocks (their parameters to the
; end of their body), compound statements, for loops (for-in too) and
; @catch clauses; the parameter list of a prototype, of a block or
; function type, of a property's block type is a scope of its own (its
; names are never references). `self` is bound in every @implementation,
; typed by its class, and so is the class's "this": a bare name in a
; method (an instance variable, a property's backing _name) may be a
; member of the class.
[(function_definition) (method_definition) (method_declaration) (block_literal) (compound_statement)
 (for_statement) (catch_clause)] @binding.scope
(declaration declarator: [(function_declarator parameters: (parameter_list) @binding.scope)
                          (_ declarator: (function_declarator parameters: (parameter_list) @binding.scope))])
(type_definition declarator: (function_declarator parameters: (parameter_list) @binding.scope))
(struct_declarator (function_declarator parameters: (parameter_list) @binding.scope))
(abstract_function_declarator parameters: (parameter_list) @binding.scope)

(class_implementation . (identifier) @binding.type) @binding.self
(class_implementation . (identifier) @binding.type) @binding.this

; A declaration's type is its locals' (NSString *s, NSArray<T *> *a: the
; type's name; id, int: no type whose members the outline has).
(method_parameter (method_type (type_name . (_) @binding.type)) (identifier) @binding)
(parameter_declaration type: (_) @binding.type declarator: [(identifier) @binding (_ declarator: (identifier) @binding)])
(declaration type: (_) @binding.type declarator: (_ declarator: [(identifier) @binding (pointer_declarator declarator: (identifier) @binding)]))
(declaration type: (_) @binding.type declarator: (identifier) @binding)
(catch_clause (type_name (type_identifier) @binding.type (pointer_declarator (identifier) @binding)))
(for_statement type: (_) @binding.type (pointer_declarator (identifier) @binding))

;; References
(identifier) @reference
(type_identifier) @reference
(field_identifier) @reference

; Property attributes (nonatomic, copy, getter=isOn) name no symbol.
(property_attribute (identifier) @reference.opaque)

; Messages: [receiver keyword:arg keyword:arg] sends the selector its
; keywords spell, a member of the receiver: a class name, self, a local
; (then a typed receiver); a chain's receiver is the message or property
; before it ([[Foo alloc] init], [self.session resume]).
(message_expression method: (identifier) @selector) @selector.of
(message_expression receiver: (identifier) @qualifier . method: (identifier) @reference.member)
(message_expression receiver: (message_expression . (_) . method: (identifier) @receiver) . method: (identifier) @reference.member)
(message_expression receiver: (field_expression field: (field_identifier) @receiver) . method: (identifier) @reference.member)
(message_expression receiver: (_) . method: (identifier) @reference.member)
; @selector(name): a method named by its selector.
(selector_expression (identifier) @reference.member)

; Names after "." or "->" (properties, struct fields), as in C.
(field_expression argument: (identifier) @qualifier field: (field_identifier) @reference.member)
(field_expression argument: (field_expression field: (field_identifier) @receiver) field: (field_identifier) @reference.member)
(field_expression argument: (message_expression . (_) . method: (identifier) @receiver) field: (field_identifier) @reference.member)
(field_expression field: (field_identifier) @reference.member)
(field_designator (field_identifier) @reference.member)
