(function_item name: (identifier) @name body: (_) @body) @definition.function
(struct_item name: (type_identifier) @name) @definition.struct
(identifier) @reference
