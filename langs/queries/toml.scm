; TOML outline query (Cargo.toml, pyproject.toml, ...). Capture
; convention: see extract/queries.go.
;
; Tables: [table] and [[array.of.tables]] headers are section symbols named
; by the key as written (dotted: "tool.poetry.dependencies", quoted keys
; keep their quotes). The grammar's table node spans its header and its
; pairs, so the pairs nest inside the table; tables themselves are flat
; siblings ([tool.poetry] does not contain [tool.poetry.dependencies]).
; The signature is the header: the body starts at the first pair or comment
; after it. Each [[bin]] element is its own section.
;
; Keys: every pair is a key symbol named by its key as written (a.b = 1 is
; "a.b"). A pair whose value is an inline table contains that table's keys.
; Inline tables inside arrays (deps = [{ name = "x" }]) are records: arrays
; are @local, so their keys are not symbols (as in JSON and YAML).
; Signatures are `key = value`, cut where an inline table starts, where an
; array starts when it spans lines or holds inline tables (a one-line array
; of scalars stays visible: features = ["derive"]), or at a comment trailing
; the pair on its line. The first pattern of a key wins, so the cutting
; pattern comes first.
;
; Doc comments: comments directly above a pair are its doc. A comment above
; a table header that follows another table is not found: the grammar puts
; it at the end of the previous table's node, not before the header.

(table
  .
  [(bare_key) (dotted_key) (quoted_key)] @name
  .
  [(pair) (comment)] @body) @definition.section
(table
  .
  [(bare_key) (dotted_key) (quoted_key)] @name) @definition.section

(table_array_element
  .
  [(bare_key) (dotted_key) (quoted_key)] @name
  .
  [(pair) (comment)] @body) @definition.section
(table_array_element
  .
  [(bare_key) (dotted_key) (quoted_key)] @name) @definition.section

(pair
  .
  [(bare_key) (dotted_key) (quoted_key)] @name
  (array) @body @_array
  (#match? @_array "[\n{]")) @definition.key
(pair
  .
  [(bare_key) (dotted_key) (quoted_key)] @name
  [(inline_table) (comment)]* @body) @definition.key

(array) @local
