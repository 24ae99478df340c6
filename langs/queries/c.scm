(function_definition declarator: (function_declarator declarator: (identifier) @name) body: (_) @body) @definition.function
(identifier) @reference
