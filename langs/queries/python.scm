(class_definition name: (identifier) @name body: (block) @body) @definition.class
(function_definition name: (identifier) @name body: (block) @body) @definition.function
(identifier) @reference
