; Gleam outline query. Capture
; convention: see extract/queries.go. The first pattern that captures a
; name node wins, so specific patterns come before generic ones. Function
; bodies are @local: nothing inside them is a symbol.

; Functions. An attribute (@external(...), @deprecated(...)) is a sibling
; statement between the /// doc and the function, and the doc finder stops
; at it, so the comment right above the attributes is taken as @doc (one
; node: the last doc line).
((statement_comment) @doc
  .
  (attribute)+
  .
  (function
    name: (identifier) @name
    body: (block)? @body) @definition.function)

(function
  name: (identifier) @name
  body: (block)? @body) @definition.function

(function body: (block) @local)
(function_parameters) @local

; Old-style external functions (pub external fn f(A) -> B = "mod" "fun"):
; the whole declaration, Erlang target included, is the signature.
(external_function
  name: (identifier) @name) @definition.function

; Custom types. A type with a single constructor is a record: a struct
; whose labelled arguments are its fields (the constructor itself is not
; a symbol, so the fields are the struct's members). A type with several
; constructors is an enum of its constructors.
(type_definition
  (type_name name: (type_identifier) @name)
  "{" @body
  (data_constructors . (data_constructor) .)) @definition.struct

(type_definition
  (type_name name: (type_identifier) @name)
  "{" @body) @definition.enum

(type_definition
  (data_constructors
    .
    (data_constructor
      arguments: (data_constructor_arguments
        (data_constructor_argument label: (label) @name) @definition.field))
    .))

; A record's constructor named differently from its type is a symbol of
; its own (type Options { Make(..) }): the fields nest under it.
(type_definition
  (type_name name: (type_identifier) @_type)
  (data_constructors
    .
    (data_constructor name: (constructor_name) @name) @definition.constructor
    .)
  (#not-eq? @_type @name))

; Constructors of a type with two or more: each one has another before or
; after it. A /// doc above the first constructor is a child of the
; type_definition, not a sibling of the constructor, so it is taken as
; @doc (one node: the last doc line).
((statement_comment) @doc
  .
  (data_constructors
    .
    (data_constructor name: (constructor_name) @name) @definition.enum_member
    (data_constructor)))
(data_constructors
  (data_constructor name: (constructor_name) @name) @definition.enum_member
  (data_constructor))
(data_constructors
  (data_constructor)
  (data_constructor name: (constructor_name) @name) @definition.enum_member)

; Aliases and external (abstract) types: "pub type Printer".
(type_alias
  (type_name name: (type_identifier) @name)) @definition.type_alias

(external_type
  (type_name name: (type_identifier) @name)) @definition.struct

(constant
  name: (identifier) @name) @definition.constant

; Imports: import a/b, import a/b as c, import a/b.{x, y as z, type T}.
(import
  module: (module) @import.source
  imports: (unqualified_imports
    (unqualified_import
      name: (_) @import.name
      alias: (_)? @import.alias))) @import
(import
  module: (module) @import.source
  alias: (identifier) @import.alias) @import
(import
  module: (module) @import.source) @import

; References.
(identifier) @reference
(type_identifier) @reference
(constructor_name) @reference
(label) @reference
