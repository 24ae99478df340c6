; HTML outline query. Capture convention: see extract/queries.go. The
; grammar has no fields. The outline is the page's landmarks: elements
; with an id (named by the id value, the name a developer searches for and
; writes in CSS "#main-nav" or href="#main-nav"), headings (named by their
; text), named forms and anchors. Each is a section, so a heading inside a
; <section id="install"> nests under it. Inline <script> contents are
; outlined by language injection (extract/inject.go): JavaScript, or the
; language the type attribute names; a type naming data or a template
; (application/json, importmap, text/template) leaves the text unread.
; <style> contents are raw text: their rules are not outlined.
;
; An element's signature is its start tag: @body is the first node after
; it (a child or the end tag). Void elements (<input>, <img>) have no body
; and their whole tag is the signature.

; Headings h1-h6, named by their leading text. A heading that starts with
; an element (<h2><a href="#x">Title</a></h2>) is named by that element's
; text. The signature is the whole heading on one line.
((element (start_tag (tag_name) @_t) . (text) @name) @definition.section
  (#match? @_t "^[hH][1-6]$") (#not-match? @name "\n"))
((element (start_tag (tag_name) @_t) . (element (start_tag) . (text) @name)) @definition.section
  (#match? @_t "^[hH][1-6]$") (#not-match? @name "\n"))
; A heading whose text runs over several lines is named by its tag (a
; name holds no line break); its signature shows the text.
((element (start_tag (tag_name) @name) . (text) @_text) @definition.section
  (#match? @name "^[hH][1-6]$") (#match? @_text "\n"))

; Elements with an id (not headings, which are named by their text; the
; id is in their signature).
((element
  (start_tag
    (tag_name) @_t
    (attribute (attribute_name) @_a [(attribute_value) @name (quoted_attribute_value (attribute_value) @name)]))
  . (_) @body) @definition.section
  (#match? @_a "^[iI][dD]$") (#not-match? @_t "^[hH][1-6]$"))
((element
  (start_tag
    (tag_name) @_t
    (attribute (attribute_name) @_a [(attribute_value) @name (quoted_attribute_value (attribute_value) @name)]))) @definition.section
  (#match? @_a "^[iI][dD]$") (#not-match? @_t "^[hH][1-6]$"))
((element
  (self_closing_tag
    (attribute (attribute_name) @_a [(attribute_value) @name (quoted_attribute_value (attribute_value) @name)]))) @definition.section
  (#match? @_a "^[iI][dD]$"))

; <form name="search"> and the legacy anchor <a name="top">. A form with
; both an id and a name has both as names (two sibling symbols).
((element
  (start_tag
    (tag_name) @_t
    (attribute (attribute_name) @_a [(attribute_value) @name (quoted_attribute_value (attribute_value) @name)]))
  . (_) @body) @definition.section
  (#match? @_t "^(?i)(form|a)$") (#match? @_a "^(?i)name$"))

; Form controls are fields named by the name they submit under.
((element
  (start_tag
    (tag_name) @_t
    (attribute (attribute_name) @_a [(attribute_value) @name (quoted_attribute_value (attribute_value) @name)]))) @definition.field
  (#match? @_t "^(?i)(input|select|textarea|button|output|fieldset)$") (#match? @_a "^(?i)name$"))
((element
  (self_closing_tag
    (tag_name) @_t
    (attribute (attribute_name) @_a [(attribute_value) @name (quoted_attribute_value (attribute_value) @name)]))) @definition.field
  (#match? @_t "^(?i)(input|select|textarea|button|output|fieldset)$") (#match? @_a "^(?i)name$"))

; Language injection: an inline <script>'s text.
(script_element (raw_text) @injection.content)
((script_element
  (start_tag
    (attribute
      (attribute_name) @_a
      [(attribute_value) @injection.language (quoted_attribute_value (attribute_value) @injection.language)]))
  (raw_text) @injection.content)
  (#match? @_a "^(?i)(type|lang)$"))

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

; Imports: <script src="..."> and <link rel="stylesheet" href="...">
; (attributes in either order).
((script_element
  (start_tag
    (attribute (attribute_name) @_a [(attribute_value) @import.source (quoted_attribute_value (attribute_value) @import.source)]))) @import
  (#match? @_a "^(?i)src$"))
([(start_tag
    (tag_name) @_t
    (attribute (attribute_name) @_r [(attribute_value) @_rel (quoted_attribute_value (attribute_value) @_rel)])
    (attribute (attribute_name) @_h [(attribute_value) @import.source (quoted_attribute_value (attribute_value) @import.source)]))
  (self_closing_tag
    (tag_name) @_t
    (attribute (attribute_name) @_r [(attribute_value) @_rel (quoted_attribute_value (attribute_value) @_rel)])
    (attribute (attribute_name) @_h [(attribute_value) @import.source (quoted_attribute_value (attribute_value) @import.source)]))] @import
  (#match? @_t "^(?i)link$") (#match? @_r "^(?i)rel$") (#match? @_rel "(?i)(^|\\s)stylesheet(\\s|$)") (#match? @_h "^(?i)href$"))
([(start_tag
    (tag_name) @_t
    (attribute (attribute_name) @_h [(attribute_value) @import.source (quoted_attribute_value (attribute_value) @import.source)])
    (attribute (attribute_name) @_r [(attribute_value) @_rel (quoted_attribute_value (attribute_value) @_rel)]))
  (self_closing_tag
    (tag_name) @_t
    (attribute (attribute_name) @_h [(attribute_value) @import.source (quoted_attribute_value (attribute_value) @import.source)])
    (attribute (attribute_name) @_r [(attribute_value) @_rel (quoted_attribute_value (attribute_value) @_rel)]))] @import
  (#match? @_t "^(?i)link$") (#match? @_r "^(?i)rel$") (#match? @_rel "(?i)(^|\\s)stylesheet(\\s|$)") (#match? @_h "^(?i)href$"))

; References: custom elements (a tag name with a dash) where they are
; opened, and attributes whose value is an element id.
((start_tag (tag_name) @reference) (#match? @reference "-"))
((self_closing_tag (tag_name) @reference) (#match? @reference "-"))
((attribute (attribute_name) @_a [(attribute_value) @reference (quoted_attribute_value (attribute_value) @reference)])
  (#match? @_a "^(?i)(for|form|list|aria-labelledby|aria-describedby|aria-controls|aria-owns|aria-activedescendant|popovertarget|commandfor|anchor)$"))
