(function_definition declarator: (function_declarator declarator: (identifier) @name) body: (_) @body) @definition.function
(class_specifier name: (type_identifier) @name body: (_) @body) @definition.class
(identifier) @reference
