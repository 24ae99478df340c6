(class_declaration name: (identifier) @name body: (_) @body) @definition.class
(method_declaration name: (identifier) @name body: (_)? @body) @definition.method
(identifier) @reference
