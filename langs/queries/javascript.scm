(function_declaration name: (identifier) @name body: (_) @body) @definition.function
(class_declaration name: (identifier) @name body: (_) @body) @definition.class
(method_definition name: (_) @name body: (_) @body) @definition.method
(identifier) @reference
