; Svelte outline query. Capture convention: see extract/queries.go. The
; grammar is HTML with Svelte blocks; <script> and <style> contents are
; raw text.
;
; The outline is the component's structure: its <script> elements (the
; signature shows context="module" / lang="ts"), its <style>, snippets,
; and, as in HTML, elements with an id, headings and named forms. {#if},
; {#each} and {#await} blocks are control flow, not symbols. By language
; injection, the component's scripts are outlined too: each top-level
; <script>'s text is parsed as JavaScript, or TypeScript with lang="ts"
; (extract/inject.go), and svelte.injected.scm makes the props (export
; let, $props()) fields.

; Language injection: a <script>'s text, in the language its lang (or
; type) attribute names; JavaScript without one. The component's scripts
; stand at the top level (or in an ERROR root, when the markup has
; errors); one in <svelte:head> is a page script, JavaScript too.
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

; The component, named by its file (Counter of Counter.svelte: the name it
; is imported under and used by in markup), at its instance <script> (not
; the module script: context="module", or module in Svelte 5).
((script_element (start_tag (tag_name) @name.file) @_tag . (_) @body) @definition.class
  (#not-match? @_tag "context\\s*=\\s*[\"']?module|\\smodule[\\s>=/]"))

; <script> and <style>: the signature is the start tag.
(script_element (start_tag (tag_name) @name) . (_) @body) @definition.section
(style_element (start_tag (tag_name) @name) . (_) @body) @definition.section

; Svelte 5 snippets: {#snippet row(item)} ... {/snippet}.
(snippet_statement (snippet_start (snippet_name) @name) . (_) @body) @definition.function

; Headings h1-h6, named by their leading text (see html.scm).
((element (start_tag (tag_name) @_t) . (text) @name) @definition.section
  (#match? @_t "^[hH][1-6]$") (#not-match? @name "\n"))
((element (start_tag (tag_name) @_t) . (element (start_tag) . (text) @name)) @definition.section
  (#match? @_t "^[hH][1-6]$") (#not-match? @name "\n"))
((element (start_tag (tag_name) @name) . (text) @_text) @definition.section
  (#match? @name "^[hH][1-6]$") (#match? @_text "\n"))

; Elements with a literal id (id={expr} names nothing); the signature is
; the start tag.
((element
  (start_tag
    (tag_name) @_t
    (attribute (attribute_name) @_a [(attribute_value) @name (quoted_attribute_value (attribute_value) @name)]))
  . (_) @body) @definition.section
  (#eq? @_a "id") (#not-match? @_t "^[hH][1-6]$"))
((element
  (start_tag
    (tag_name) @_t
    (attribute (attribute_name) @_a [(attribute_value) @name (quoted_attribute_value (attribute_value) @name)]))) @definition.section
  (#eq? @_a "id") (#not-match? @_t "^[hH][1-6]$"))
((element
  (self_closing_tag
    (attribute (attribute_name) @_a [(attribute_value) @name (quoted_attribute_value (attribute_value) @name)]))) @definition.section
  (#eq? @_a "id"))

; <form name="search"> and form controls named by the name they submit.
((element
  (start_tag
    (tag_name) @_t
    (attribute (attribute_name) @_a [(attribute_value) @name (quoted_attribute_value (attribute_value) @name)]))
  . (_) @body) @definition.section
  (#any-of? @_t "form" "a") (#eq? @_a "name"))
((element
  [(start_tag
    (tag_name) @_t
    (attribute (attribute_name) @_a [(attribute_value) @name (quoted_attribute_value (attribute_value) @name)]))
   (self_closing_tag
    (tag_name) @_t
    (attribute (attribute_name) @_a [(attribute_value) @name (quoted_attribute_value (attribute_value) @name)]))]) @definition.field
  (#any-of? @_t "input" "select" "textarea" "button" "output" "fieldset") (#eq? @_a "name"))

; <svelte:options customElement="my-counter" /> registers the component
; as a custom element under that tag name.
((self_closing_tag
  (tag_name) @_t
  (attribute (attribute_name) @_a (quoted_attribute_value (attribute_value) @export.name)))
  (#eq? @_t "svelte:options") (#eq? @_a "customElement"))

; References: components (<Button>, <Dialog.Root>) and custom elements
; where they are opened, and attributes whose value is an element id.
((start_tag (tag_name) @reference) (#match? @reference "^[A-Z]|^[a-z][a-z0-9]*-"))
((self_closing_tag (tag_name) @reference) (#match? @reference "^[A-Z]|^[a-z][a-z0-9]*-"))
((attribute (attribute_name) @_a [(attribute_value) @reference (quoted_attribute_value (attribute_value) @reference)])
  (#any-of? @_a "for" "form" "list" "aria-labelledby" "aria-describedby" "aria-controls" "aria-owns" "aria-activedescendant" "popovertarget"))
