; Vue single-file component outline query. Capture convention: see
; extract/queries.go. The grammar is HTML-like: a document of top-level
; <template>, <script> and <style> blocks whose contents (but the
; template's) are raw text.
;
; The outline is the component's structure (its blocks, as sections whose
; signature is the start tag: <script setup lang="ts">, <style scoped>) and,
; by language injection, the outline of its scripts: each <script>'s raw
; text is parsed as JavaScript, or as TypeScript with lang="ts" (see
; extract/inject.go), and vue.injected.scm adds the component's options
; (export default { props, data, computed, methods }).

; The top-level blocks; nested <template #slot> elements are markup. A
; file with markup errors may have an ERROR for its root.
(document (template_element (start_tag (tag_name) @name) . (_) @body) @definition.section)
(ERROR (template_element (start_tag (tag_name) @name) . (_) @body) @definition.section)
; A <script setup> component is named by its file (UserCard of
; UserCard.vue: the name it is imported under and used by in templates),
; at its <script setup> tag; an Options API component is named so by
; vue.injected.scm, at its export default.
((script_element (start_tag (tag_name) @name.file (attribute (attribute_name) @_setup)) . (_) @body) @definition.class
  (#eq? @_setup "setup"))
(script_element (start_tag (tag_name) @name) . (_) @body) @definition.section
(style_element (start_tag (tag_name) @name) . (_) @body) @definition.section

; Language injection: a <script>'s text, in the language its lang
; attribute names (JavaScript without one; lang="ts" TypeScript).
(script_element (raw_text) @injection.content)
((script_element
    (start_tag
      (attribute
        (attribute_name) @_a
        [(attribute_value) @injection.language (quoted_attribute_value (attribute_value) @injection.language)]))
    (raw_text) @injection.content)
  (#any-of? @_a "lang" "type"))

; A <script> left open at the end of the file runs to the end (the
; grammar leaves it in an ERROR): its text is the script's all the same.
((ERROR (start_tag (tag_name) @_t) . (raw_text) @injection.content) (#match? @_t "^(?i)script$"))
((ERROR
  (start_tag
    (tag_name) @_t
    (attribute
      (attribute_name) @_a
      [(attribute_value) @injection.language (quoted_attribute_value (attribute_value) @injection.language)]))
  . (raw_text) @injection.content)
  (#match? @_t "^(?i)script$") (#match? @_a "^(?i)(lang|type)$"))

; References: components used in the template (<TodoItem>, <Dialog.Root>),
; by the name the script imports or registers them under. A kebab-case
; <todo-item> names a registered component only by Vue's name conversion,
; and a custom element by nothing of the outline: neither is a reference.
((start_tag (tag_name) @reference) (#match? @reference "^[A-Z]"))
((self_closing_tag (tag_name) @reference) (#match? @reference "^[A-Z]"))
