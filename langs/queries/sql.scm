; SQL outline query (DerekStride's grammar: PostgreSQL, MySQL, SQLite and
; others mixed). Capture convention: see extract/queries.go. The first
; pattern that captures a name node wins, so specific patterns come first.
;
; Kinds: a table is a struct whose columns are fields (the column's type
; and constraints in its signature); a view or materialized view is a
; struct too (its signature says which); a function or procedure and a
; trigger are functions; a composite type is a struct, an enum type an
; enum of its labels, a domain a type alias; a schema or database is a
; module; an index or a sequence is a variable. A schema-qualified name
; (app.users) has its schema as container. `ALTER TABLE t ADD COLUMN c`
; defines c: it is a named region of t (as a Rust impl), so the columns a
; migration adds are members of their table like those it created with
; it. Docs are the `--` comments above a statement (the statement node
; holding a CREATE is a wrapper to the doc finder, see extract/cts.go).

; ------------------------------------------------------------- definitions

; A schema-qualified name has its schema as container. The name is the
; object right after the keyword (or IF NOT EXISTS): RETURNS bool and
; PARTITION OF p name objects too.
(create_table
  [(keyword_table) (keyword_exists)] .
  (object_reference schema: (identifier)? @container.name name: (identifier) @name)
  (column_definitions)? @body) @definition.struct

; Columns of a table or a composite type; column definitions that error
; recovery left outside any CREATE define nothing.
(create_table
  [(keyword_table) (keyword_exists)] . (object_reference)
  (column_definitions
    (column_definition name: (_) @name) @definition.field))
(create_type
  (keyword_type) . (object_reference)
  (column_definitions
    (column_definition name: (_) @name) @definition.field))

[
  (create_view
    [(keyword_view) (keyword_exists)] .
    (object_reference schema: (identifier)? @container.name name: (identifier) @name)
    (create_query)? @body)
  (create_materialized_view
    [(keyword_view) (keyword_exists)] .
    (object_reference schema: (identifier)? @container.name name: (identifier) @name)
    (create_query)? @body)
] @definition.struct

; Functions: the signature is the head up to the body (arguments,
; RETURNS); the body's text is not part of it.
(create_function
  [(keyword_function) (keyword_exists)] .
  (object_reference schema: (identifier)? @container.name name: (identifier) @name)
  (function_body)? @body) @definition.function

; CREATE TYPE t AS ENUM (...), AS (...) (composite), or a bare type. Error
; recovery reads other statements as a CREATE TYPE (CREATE ACCESS METHOD
; bloom TYPE INDEX, with the words between in an ERROR): TYPE must follow
; CREATE.
(create_type
  (keyword_create) . (keyword_type) .
  (object_reference schema: (identifier)? @container.name name: (identifier) @name)
  (enum_elements) @body) @definition.enum
(create_type
  (keyword_create) . (keyword_type) .
  (object_reference schema: (identifier)? @container.name name: (identifier) @name)
  (column_definitions)? @body) @definition.struct
(enum_elements (literal) @name @definition.enum_member)

; CREATE SCHEMA [IF NOT EXISTS] app [AUTHORIZATION role]: the first name.
(create_schema [(keyword_schema) (keyword_exists)] . (identifier) @name) @definition.module
(create_database [(keyword_database) (keyword_exists)] . (identifier) @name) @definition.module

; A trigger's first name is its own; the table and function it names
; after ON and EXECUTE are references.
(create_trigger
  [(keyword_trigger) (keyword_exists)] .
  (object_reference schema: (identifier)? @container.name name: (identifier) @name)) @definition.function

; CREATE INDEX name ON t (...): an unnamed index defines nothing.
(create_index column: (identifier) @name (index_fields) @body) @definition.variable
(create_sequence
  [(keyword_sequence) (keyword_exists)] .
  (object_reference schema: (identifier)? @container.name name: (identifier) @name)) @definition.variable

; ALTER TABLE t ADD COLUMN c ...: the added columns are members of t.
(alter_table
  (object_reference name: (identifier) @scope.name)
  (add_column) @scope)
; (T-SQL's ADD CONSTRAINT c DEFAULT ... FOR col reads as a column named
; CONSTRAINT: not one.)
((add_column (column_definition name: (_) @name) @definition.field)
  (#not-match? @name "^(?i)constraint$"))

; ------------------------------------------------------------ local names

; A table alias (FROM users u) and a common table expression's name (WITH
; recent AS ...) name something of their statement only: they are bound,
; hoisted, in it (the select list before FROM uses the alias).
(statement) @binding.scope
(relation alias: (identifier) @binding.hoisted)
(cte . (identifier) @binding.hoisted)

; A routine's arguments are bound in it.
(create_function
  (function_arguments (function_argument (identifier) @binding.hoisted))) @binding.scope

; -------------------------------------------------------------- references

; Tables, views, sequences and routines named anywhere: FROM and JOIN,
; INSERT INTO, UPDATE, DELETE FROM, REFERENCES (foreign keys), CREATE
; INDEX ... ON, triggers, ALTER and DROP, calls. A schema-qualified name
; is a member of its schema.
(object_reference schema: (identifier) @qualifier name: (identifier) @reference.member)
(object_reference !schema name: (identifier) @reference)

; A column qualified by its table (users.email) is that table's column; a
; bare column name is left alone, since which table holds it depends on
; the tables the query reads.
(field
  (object_reference !schema name: (identifier) @qualifier)
  name: (identifier) @reference.member)
(field
  (object_reference schema: (identifier) name: (identifier) @qualifier)
  name: (identifier) @reference.member)
