; Patterns Vue adds to the outline of its <script> elements, compiled
; against the JavaScript grammar and the TypeScript ones (TypeScript's own
; node types are in vue.injected.typescript.scm). Capture convention: see
; extract/queries.go. They run before the script language's own query, so
; where both name one node, these win.
;
; An Options API component (export default { ... }, or wrapped in
; defineComponent) is a class named by the file (@name.file: UserCard of
; UserCard.vue), the name it is imported under and used by in templates;
; its name option, when there is one, is the name devtools show and
; usually the same. Its members are what "this" has in its methods and
; templates: props and the fields data() returns, computed properties
; and methods (methods: { f() {} } are the component's own methods, the
; methods object is no member), and the lifecycle hooks and other
; function options (mounted(), setup()). watch, emits, components and
; name name no member of their own.

; The component, named by the file; its options object is where its
; members stand (@context.component) and what "this" is in them. The
; pattern names its own place: export default stands at the top level.
(export_statement "default" @name.file @binding.type.file
  value: (object) @body @context.component @binding.this) @definition.class
((export_statement "default" @name.file @binding.type.file
  value: (call_expression
    function: (identifier) @_define
    arguments: (arguments . (object) @body @context.component @binding.this))) @definition.class
  (#eq? @_define "defineComponent"))

; Function options: hooks and setup() (data() is read for its fields below).
((object [
    (method_definition name: (property_identifier) @name body: (_) @body) @definition.method
    (pair key: (property_identifier) @name value: [(function_expression body: (_) @body) (arrow_function body: (_) @body)]) @definition.method
  ]) @within.component
  (#not-eq? @name "data"))

; methods: { f() {}, g: function () {}, h: () => {} } and computed: the
; same, or a { get, set } pair, which is a property.
((object
  (pair key: (property_identifier) @_group
    value: (object [
      (method_definition name: (_) @name body: (_) @body) @definition.method
      (pair key: (_) @name value: [(function_expression body: (_) @body) (arrow_function body: (_) @body)]) @definition.method
    ]))) @within.component
  (#any-of? @_group "methods" "computed"))
((object
  (pair key: (property_identifier) @_group
    value: (object (pair key: (_) @name value: (object) @body) @definition.field))) @within.component
  (#eq? @_group "computed"))

; props: { user: { type: Object }, compact: Boolean } and props: ['user'].
((object
  (pair key: (property_identifier) @_group
    value: (object (pair key: (_) @name) @definition.field))) @within.component
  (#eq? @_group "props"))
((object
  (pair key: (property_identifier) @_group
    value: (array (string (string_fragment) @name) @definition.field))) @within.component
  (#eq? @_group "props"))

; The fields data() returns: data() { return { a: 1 } },
; data: function () { return { a } }, data: () => ({ a: 1 }).
((object
  [
    (method_definition name: (property_identifier) @_data
      body: (statement_block (return_statement (object [(pair key: (_) @name) (shorthand_property_identifier) @name] @definition.field))))
    (pair key: (property_identifier) @_data
      value: [
        (function_expression body: (statement_block (return_statement (object [(pair key: (_) @name) (shorthand_property_identifier) @name] @definition.field))))
        (arrow_function body: (statement_block (return_statement (object [(pair key: (_) @name) (shorthand_property_identifier) @name] @definition.field))))
        (arrow_function body: (parenthesized_expression (object [(pair key: (_) @name) (shorthand_property_identifier) @name] @definition.field)))
      ])
  ]) @within.component
  (#eq? @_data "data"))

; <script setup>: defineProps({ title: String }) and defineProps(['title'])
; declare the component's props; in const props = defineProps(...) they
; are members of props, as the script reads them.
((call_expression
  function: (identifier) @_define
  arguments: (arguments . [
    (object (pair key: (_) @name) @definition.field)
    (array (string (string_fragment) @name) @definition.field)
  ]))
  (#eq? @_define "defineProps"))
