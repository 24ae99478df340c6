; Markdown outline query (block grammar). Capture convention: see
; extract/queries.go.
;
; ATX headings are section symbols. The grammar's section node spans an ATX
; heading and everything up to the next heading of the same or a higher
; level, so it is the definition and subsections nest by containment. The
; name is the heading's inline text as written (`code` and *emphasis*
; markers kept); a closing sequence ("## Title ##") stays in the name
; because the block grammar leaves it inside the inline node. The
; signature is the heading line: the body starts at the section's first
; block after the heading.
;
; Setext headings (a line underlined with === or ---) do not open a section
; node in this grammar: they are symbols spanning the heading only, nested
; in the enclosing ATX section, and contain nothing.
;
; Headings inside block quotes and list items are quoted or item content,
; not document structure: those regions are @local.
;
; Link reference definitions ([id]: https://...) are key symbols named by
; their label as written, brackets included.
;
; There are no doc comments (HTML comments are html_block nodes) and no
; references: inline content is not parsed by the block grammar.

(section
  (atx_heading heading_content: (inline) @name)
  .
  (_) @body) @definition.section
(section
  (atx_heading heading_content: (inline) @name)) @definition.section

(setext_heading
  heading_content: (paragraph (inline) @name)
  [(setext_h1_underline) (setext_h2_underline)] @body) @definition.section

(link_reference_definition (link_label) @name) @definition.key

(block_quote) @local
(list_item) @local
