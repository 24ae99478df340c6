; TypeScript's patterns of vue.injected.scm: defineProps<{ title: string }>()
; (also inside withDefaults(...)) declares the component's props by type.
((call_expression
  function: (identifier) @_define
  type_arguments: (type_arguments (object_type (property_signature name: (_) @name) @definition.field)))
  (#eq? @_define "defineProps"))
