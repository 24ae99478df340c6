; Verilog / SystemVerilog outline query (tree-sitter-verilog). Capture
; convention: see extract/queries.go. The first pattern that captures a
; name node wins, so specific patterns come before generic ones.
;
; Kinds: module (module, package), interface (interface, interface class,
; modport), class, function (functions and tasks; methods inside classes),
; constructor (function new), field (module ports, class properties,
; struct members), constant (parameter, localparam), variable (wires,
; regs, logic and other declarations at module, interface, package or
; generate level; genvars; instance names), struct, enum, enum_member,
; type_alias (typedef), macro (`define). Imports: `include and package
; imports. References: every identifier, among them the module named by an
; instantiation and the macro named by a `MACRO use.
;
; The grammar wraps items: a module item is
; module_or_generate_item > package_or_generate_item_declaration > item,
; and a comment above it is a sibling of the outermost wrapper. The
; definition node is therefore that wrapper (so the comment is its doc),
; with one pattern per kind of parent; the bare item is the fallback.
; The end labels (endfunction : f, endclass : c) repeat the name after the
; body; patterns require the header's ";" after the name, so only the
; first one is a definition.
; A `define includes its newline and the blank lines after it, so a comment
; right after it is taken for a trailing comment and is not a doc.

; Declarations in function, task and begin-end bodies are locals; function
; and task ports are parameters.
(block_item_declaration) @local
(tf_item_declaration) @local
(tf_port_list) @local

; ---------------------------------------------------------------- modules
(module_declaration
  (module_header (simple_identifier) @name)
  .
  (module_ansi_header)
  .
  ";" @body) @definition.module
(module_declaration
  (module_header (simple_identifier) @name)
  .
  (module_nonansi_header)
  .
  ";" @body) @definition.module
(module_declaration
  (module_header (simple_identifier) @name)
  .
  ";" @body) @definition.module
(module_declaration
  (module_header (simple_identifier) @name)) @definition.module

(package_declaration
  (package_identifier (simple_identifier) @name)
  ";" @body) @definition.module

(interface_declaration
  [(interface_ansi_header (interface_identifier (simple_identifier) @name) ";" @body)
   (interface_nonansi_header (interface_identifier (simple_identifier) @name) ";" @body)]) @definition.interface

(package_or_generate_item_declaration
  (interface_class_declaration
    (class_identifier (simple_identifier) @name)
    .
    (interface_class_item) @body)) @definition.interface
(interface_class_declaration
  (class_identifier (simple_identifier) @name)) @definition.interface

(package_or_generate_item_declaration
  (class_declaration
    (class_identifier (simple_identifier) @name)
    ";" @body)) @definition.class
(class_declaration
  (class_identifier (simple_identifier) @name)
  ";" @body) @definition.class

; Named generate blocks scope their declarations (top.g_sync.sync).
(generate_block
  (generate_block_identifier (generate_block_identifier (simple_identifier) @scope.name))) @scope

; ------------------------------------------------------ functions and tasks
(module_or_generate_item (package_or_generate_item_declaration
  (function_declaration (function_body_declaration
    (function_identifier (function_identifier (simple_identifier) @name))
    ";" @body)))) @definition.function
(interface_or_generate_item (package_or_generate_item_declaration
  (function_declaration (function_body_declaration
    (function_identifier (function_identifier (simple_identifier) @name))
    ";" @body)))) @definition.function
(class_item (class_method
  (function_declaration (function_body_declaration
    (function_identifier (function_identifier (simple_identifier) @name))
    ";" @body)))) @definition.function
(package_or_generate_item_declaration
  (function_declaration (function_body_declaration
    (function_identifier (function_identifier (simple_identifier) @name))
    ";" @body))) @definition.function
(function_declaration (function_body_declaration
  (function_identifier (function_identifier (simple_identifier) @name))
  ";" @body)) @definition.function

(module_or_generate_item (package_or_generate_item_declaration
  (task_declaration (task_body_declaration
    (task_identifier (task_identifier (simple_identifier) @name))
    ";" @body)))) @definition.function
(interface_or_generate_item (package_or_generate_item_declaration
  (task_declaration (task_body_declaration
    (task_identifier (task_identifier (simple_identifier) @name))
    ";" @body)))) @definition.function
(class_item (class_method
  (task_declaration (task_body_declaration
    (task_identifier (task_identifier (simple_identifier) @name))
    ";" @body)))) @definition.function
(package_or_generate_item_declaration
  (task_declaration (task_body_declaration
    (task_identifier (task_identifier (simple_identifier) @name))
    ";" @body))) @definition.function
(task_declaration (task_body_declaration
  (task_identifier (task_identifier (simple_identifier) @name))
  ";" @body)) @definition.function

; Prototypes: pure virtual and extern methods, interface class methods.
(class_item (class_method
  (function_prototype (function_identifier (function_identifier (simple_identifier) @name))))) @definition.function
(class_item (class_method
  (task_prototype (task_identifier (task_identifier (simple_identifier) @name))))) @definition.function
(interface_class_item (interface_class_method
  (function_prototype (function_identifier (function_identifier (simple_identifier) @name))))) @definition.function
(interface_class_item (interface_class_method
  (task_prototype (task_identifier (task_identifier (simple_identifier) @name))))) @definition.function

(class_item (class_method
  (class_constructor_declaration "function" . "new" @name ";" @body))) @definition.constructor
(class_item (class_method
  (class_constructor_prototype "function" . "new" @name))) @definition.constructor

; ------------------------------------------------------------------ types
(module_or_generate_item (package_or_generate_item_declaration (data_declaration
  (type_declaration (data_type "enum" "{" @body) (simple_identifier) @name)))) @definition.enum
(interface_or_generate_item (package_or_generate_item_declaration (data_declaration
  (type_declaration (data_type "enum" "{" @body) (simple_identifier) @name)))) @definition.enum
(class_item (class_property (data_declaration
  (type_declaration (data_type "enum" "{" @body) (simple_identifier) @name)))) @definition.enum
(package_or_generate_item_declaration (data_declaration
  (type_declaration (data_type "enum" "{" @body) (simple_identifier) @name))) @definition.enum

(module_or_generate_item (package_or_generate_item_declaration (data_declaration
  (type_declaration (data_type (struct_union) "{" @body) (simple_identifier) @name)))) @definition.struct
(interface_or_generate_item (package_or_generate_item_declaration (data_declaration
  (type_declaration (data_type (struct_union) "{" @body) (simple_identifier) @name)))) @definition.struct
(class_item (class_property (data_declaration
  (type_declaration (data_type (struct_union) "{" @body) (simple_identifier) @name)))) @definition.struct
(package_or_generate_item_declaration (data_declaration
  (type_declaration (data_type (struct_union) "{" @body) (simple_identifier) @name))) @definition.struct

(module_or_generate_item (package_or_generate_item_declaration (data_declaration
  (type_declaration (simple_identifier) @name)))) @definition.type_alias
(interface_or_generate_item (package_or_generate_item_declaration (data_declaration
  (type_declaration (simple_identifier) @name)))) @definition.type_alias
(class_item (class_property (data_declaration
  (type_declaration (simple_identifier) @name)))) @definition.type_alias
(package_or_generate_item_declaration (data_declaration
  (type_declaration (simple_identifier) @name))) @definition.type_alias

(enum_name_declaration (enum_identifier (simple_identifier) @name)) @definition.enum_member
(struct_union_member
  (list_of_variable_decl_assignments (variable_decl_assignment (simple_identifier) @name))) @definition.field

; ------------------------------------------------------------------ ports
(ansi_port_declaration (port_identifier (simple_identifier) @name)) @definition.field
(port_declaration
  (_ [(list_of_port_identifiers (port_identifier (simple_identifier) @name))
      (list_of_variable_identifiers (simple_identifier) @name)
      (list_of_variable_port_identifiers (port_identifier (simple_identifier) @name))
      (list_of_interface_identifiers (interface_identifier (simple_identifier) @name))])) @definition.field

; ------------------------------------------------------------- parameters
(parameter_port_declaration
  (_ (list_of_param_assignments (param_assignment (parameter_identifier (simple_identifier) @name))))) @definition.constant
(parameter_port_declaration
  (list_of_param_assignments (param_assignment (parameter_identifier (simple_identifier) @name)))) @definition.constant
(module_or_generate_item (package_or_generate_item_declaration
  [(parameter_declaration (list_of_param_assignments (param_assignment (parameter_identifier (simple_identifier) @name))))
   (local_parameter_declaration (list_of_param_assignments (param_assignment (parameter_identifier (simple_identifier) @name))))])) @definition.constant
(interface_or_generate_item (package_or_generate_item_declaration
  [(parameter_declaration (list_of_param_assignments (param_assignment (parameter_identifier (simple_identifier) @name))))
   (local_parameter_declaration (list_of_param_assignments (param_assignment (parameter_identifier (simple_identifier) @name))))])) @definition.constant
(class_item
  [(parameter_declaration (list_of_param_assignments (param_assignment (parameter_identifier (simple_identifier) @name))))
   (local_parameter_declaration (list_of_param_assignments (param_assignment (parameter_identifier (simple_identifier) @name))))]) @definition.constant
(package_or_generate_item_declaration
  [(parameter_declaration (list_of_param_assignments (param_assignment (parameter_identifier (simple_identifier) @name))))
   (local_parameter_declaration (list_of_param_assignments (param_assignment (parameter_identifier (simple_identifier) @name))))]) @definition.constant

; ------------------------------------------------ variables and properties
(class_item (class_property (data_declaration
  (list_of_variable_decl_assignments (variable_decl_assignment (simple_identifier) @name))))) @definition.field

(module_or_generate_item (package_or_generate_item_declaration
  [(data_declaration (list_of_variable_decl_assignments (variable_decl_assignment (simple_identifier) @name)))
   (net_declaration (list_of_net_decl_assignments (net_decl_assignment (simple_identifier) @name)))])) @definition.variable
(interface_or_generate_item (package_or_generate_item_declaration
  [(data_declaration (list_of_variable_decl_assignments (variable_decl_assignment (simple_identifier) @name)))
   (net_declaration (list_of_net_decl_assignments (net_decl_assignment (simple_identifier) @name)))])) @definition.variable
(package_or_generate_item_declaration
  [(data_declaration (list_of_variable_decl_assignments (variable_decl_assignment (simple_identifier) @name)))
   (net_declaration (list_of_net_decl_assignments (net_decl_assignment (simple_identifier) @name)))]) @definition.variable

(module_or_generate_item
  (genvar_declaration (list_of_genvar_identifiers (genvar_identifier (simple_identifier) @name)))) @definition.variable

; Instances: the instance name is a variable, the module a reference.
(module_or_generate_item
  [(module_instantiation
     (hierarchical_instance (name_of_instance (instance_identifier (simple_identifier) @name)) "(" @body))
   (interface_instantiation
     (hierarchical_instance (name_of_instance (instance_identifier (simple_identifier) @name)) "(" @body))
   (udp_instantiation
     (udp_instance (name_of_instance (instance_identifier (simple_identifier) @name)) "(" @body))]) @definition.variable
(interface_or_generate_item
  (interface_instantiation
    (hierarchical_instance (name_of_instance (instance_identifier (simple_identifier) @name)) "(" @body))) @definition.variable

; modport host (...): a view of its interface.
(modport_declaration
  (modport_item (modport_identifier (modport_identifier (simple_identifier) @name)) "(" @body)) @definition.interface

; ----------------------------------------------------------------- macros
(text_macro_definition
  (text_macro_name (text_macro_identifier (simple_identifier) @name))) @definition.macro

; ---------------------------------------------------------------- imports
(include_compiler_directive (double_quoted_string) @import.source) @import
(include_compiler_directive (include_compiler_directive_standard) @import.source) @import
(package_import_item
  (package_identifier (simple_identifier) @import.source)
  [(simple_identifier) @import.name "*" @import.name]) @import

; ------------------------------------------------------------- references
(simple_identifier) @reference
