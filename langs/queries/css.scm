; CSS outline query (also used for .scss and .less files, which the CSS
; grammar parses only in part: see the notes at the end). Capture
; convention: see extract/queries.go. The grammar has no fields.
;
; Rule sets are selectors named by their selector text as written
; (".btn-primary:hover"); nested rules (CSS nesting, SCSS, Less) sit inside
; their parent's block and so nest under it. At-rule blocks are sections.

; Rule sets. A selector list on one line is one name ("h1, h2, h3"); a
; list written one selector per line gives one symbol per selector (they
; share the rule's range), so that no name holds a line break. A selector
; that itself spans lines (seen only in error recovery) names nothing.
(rule_set
  (selectors) @name
  (block) @body
  (#not-match? @name "\n")) @definition.selector
(rule_set
  (selectors (_) @name ("," (_) @name)*) @_list
  (block) @body
  (#match? @_list "\n") (#not-match? @name "\n")) @definition.selector

; Custom properties are variables wherever they are declared: in :root
; (design tokens), in a theme override or in a component.
((declaration (property_name) @name) @definition.variable
  (#match? @name "^--"))

; @property --name { ... } registers a custom property.
((at_rule (at_keyword) @_kw . (keyword_query) @name (block) @body) @definition.variable
  (#eq? @_kw "@property"))

; @keyframes name { ... }, also vendor-prefixed.
(keyframes_statement (keyframes_name) @name (keyframe_block_list) @body) @definition.section
; Custom properties set in keyframes animate a property; they declare none.
(keyframe_block_list) @local

; @font-face is named by its font-family (a required descriptor).
((at_rule
  (at_keyword) @_kw
  (block (declaration (property_name) @_p . [(string_value (string_content) @name) (plain_value) @name])) @body) @definition.section
  (#eq? @_kw "@font-face") (#eq? @_p "font-family"))

; @media / @supports blocks are named by their (first) query.
(media_statement . (_) @name (block) @body) @definition.section
(supports_statement . (_) @name (block) @body) @definition.section
; @scope (.card) to (.content) is named by its root selector.
(scope_statement . (_) @name (block) @body) @definition.section

; SCSS @mixin. Its "($x)" parameters leave an ERROR node before the
; block, which the pattern skips; a mixin whose body uses $variables does
; not parse at all, and @function never does (its @return uses them).
((at_rule (at_keyword) @_kw . (keyword_query) @name (block) @body) @definition.function
  (#eq? @_kw "@mixin"))

; Other at-rule blocks, named by what follows the keyword: @layer base { },
; @container (min-width: 400px) { }, @counter-style thumbs { }; unnamed
; ones (@layer { }, @page { }) by the keyword. A named container query
; (@container sidebar (...)) does not parse. Control flow (@if, @each) and
; @include blocks are not sections.
((at_rule (at_keyword) @_kw . (_) @name (block) @body) @definition.section
  (#any-of? @_kw "@layer" "@container" "@page" "@counter-style" "@font-feature-values" "@font-palette-values" "@document" "@starting-style" "@position-try" "@view-transition"))
((at_rule (at_keyword) @name . (block) @body) @definition.section
  (#any-of? @name "@layer" "@container" "@page" "@starting-style" "@view-transition"))

; Imports: @import "file.css"; @import url("file.css") / url(file.css).
(import_statement . [
  (string_value (string_content) @import.source)
  (call_expression (function_name) @_f (arguments [(string_value (string_content) @import.source) (plain_value) @import.source]))
]) @import
; SCSS @use / @forward do not parse; the grammar leaves an ERROR node
; whose first children are the keyword and the path.
; One ERROR node can hold several of them, so each import is its path.
((ERROR (at_keyword) @_kw . (string_value (string_content) @import.source) @import)
  (#any-of? @_kw "@use" "@forward"))
; @use "config" as cfg; reads as the selector `"config" as cfg`.
((ERROR (at_keyword) @_kw .
  (descendant_selector
    (descendant_selector (string_value (string_content) @import.source) (tag_name) @_as)
    (tag_name) @import.alias) @import)
  (#eq? @_kw "@use") (#eq? @_as "as"))

; References: classes and ids in selectors, custom properties read with
; var(), animation names, and mixins included with @include.
(class_selector (class_name) @reference)
(id_selector (id_name) @reference)
((call_expression (function_name) @_f (arguments . (plain_value) @reference))
  (#eq? @_f "var") (#match? @reference "^--"))
((declaration (property_name) @_p . (plain_value) @reference)
  (#any-of? @_p "animation" "animation-name"))
((at_rule (at_keyword) @_kw . (keyword_query) @reference)
  (#eq? @_kw "@include"))
((postcss_statement (at_keyword) @_kw . (call_expression (function_name) @reference))
  (#eq? @_kw "@include"))

; Not covered because the grammar does not parse it (ERROR nodes):
; SCSS $variables, @mixin/@function with parameters, @use/@forward
; (partly recovered above), %placeholders, @extend, #{} interpolation,
; "&__suffix"; Less @variables, mixin calls ".m();", guards and ~"escapes".
