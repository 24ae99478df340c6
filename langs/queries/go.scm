; Go outline query. Capture convention: see extract/queries.go.
; Specific patterns come first: the first pattern matching a name wins.

(package_clause (package_identifier) @name) @definition.module

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

(type_declaration "type" @signature.prefix
  (type_spec name: (type_identifier) @name type: (struct_type (field_declaration_list) @body)) @definition.struct)
(type_declaration "type" @signature.prefix
  (type_spec name: (type_identifier) @name type: (interface_type "{" @body)) @definition.interface)
(type_declaration "type" @signature.prefix
  (type_spec name: (type_identifier) @name) @definition.type_alias)
(type_declaration "type" @signature.prefix
  (type_alias name: (type_identifier) @name) @definition.type_alias)

(field_declaration name: (field_identifier) @name) @definition.field
(method_elem name: (field_identifier) @name) @definition.method

(source_file (const_declaration "const" @signature.prefix (const_spec name: (identifier) @name) @definition.constant))
(source_file (var_declaration "var" @signature.prefix (var_spec name: (identifier) @name) @definition.variable))
(source_file (var_declaration "var" @signature.prefix (var_spec_list (var_spec name: (identifier) @name) @definition.variable)))

(import_spec name: (package_identifier)? @import.alias path: (_) @import.source) @import
(import_spec name: (dot) @import.alias path: (_) @import.source) @import
(import_spec name: (blank_identifier) @import.alias path: (_) @import.source) @import

(identifier) @reference
(type_identifier) @reference
(field_identifier) @reference
(package_identifier) @reference
