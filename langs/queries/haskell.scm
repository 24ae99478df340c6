; Haskell outline query. Capture convention: see extract/queries.go.
; The first pattern that captures a name node wins, so specific patterns
; come before generic ones. Patterns match anywhere; where/let bindings
; (local_binds) are @local, so their signatures and equations are dropped.
;
; Functions: one symbol per name. The type signature `f :: ...` is the
; symbol when there is one; an equation is a symbol only when it is the
; first clause of a function without a signature. Equations that follow a
; signature (or a pragma/comment after it) or another clause of the same
; name are marked @local, which drops their names as definitions.
;
; Doc comments: tree-sitter-haskell names Haddock comments `haddock`, not
; `comment`, and puts a comment that follows the imports inside the
; `imports` node and one before a class's first method inside `class`, so
; docs are captured explicitly: a `-- |` haddock right before a definition
; (or a `-- ^` right after a field or constructor) is its @doc. Plain `--`
; comments above a definition are found by the extractor as usual. (The
; @doc text keeps its `-- |` markers until the extractor cleans comment
; docstrings; see the report that came with this query.)
;
; Instances are named scopes (not symbols): the class name and the type's
; head constructor are both captured as @scope.name; the extractor keeps
; the last one, the type, so `instance Show (Tree a)` methods are in Tree.

; ----------------------------------------------------------------- locals

(local_binds) @local
(class_declarations [(function) (bind)] @local)
; default m :: ... (DefaultSignatures) repeats a method's signature.
(default_signature) @local

((signature name: (variable) @_a) .
 [(function name: (variable) @_b) (bind name: (variable) @_b)] @local
 (#eq? @_a @_b))
((signature name: (variable) @_a) .
 [(pragma) (comment) (haddock)] .
 [(function name: (variable) @_b) (bind name: (variable) @_b)] @local
 (#eq? @_a @_b))
((signature name: (variable) @_a) .
 [(pragma) (comment) (haddock)] .
 [(pragma) (comment) (haddock)] .
 [(function name: (variable) @_b) (bind name: (variable) @_b)] @local
 (#eq? @_a @_b))
((signature names: (binding_list (variable) @_a)) .
 [(function name: (variable) @_b) (bind name: (variable) @_b)] @local
 (#eq? @_a @_b))
((signature names: (binding_list (variable) @_a)) .
 (_) .
 [(function name: (variable) @_b) (bind name: (variable) @_b)] @local
 (#eq? @_a @_b))
([(function name: (variable) @_a) (bind name: (variable) @_a)] .
 [(function name: (variable) @_b) (bind name: (variable) @_b)] @local
 (#eq? @_a @_b))
; Operators defined infix: (<+>) :: ... then a <+> b = ...
((signature name: (prefix_id (operator) @_a)) .
 (function (infix operator: (operator) @_b)) @local
 (#eq? @_a @_b))
((signature name: (prefix_id (operator) @_a)) .
 [(pragma) (comment) (haddock)] .
 (function (infix operator: (operator) @_b)) @local
 (#eq? @_a @_b))
((function (infix operator: (operator) @_a)) .
 (function (infix operator: (operator) @_b)) @local
 (#eq? @_a @_b))
([(function name: (variable) @_a) (bind name: (variable) @_a)] .
 [(pragma) (comment) (haddock)] .
 [(function name: (variable) @_b) (bind name: (variable) @_b)] @local
 (#eq? @_a @_b))
((pattern_synonym (signature synonym: (constructor) @_a)) .
 (pattern_synonym (equation synonym: [(constructor) @_b (_ . (constructor) @_b)])) @local
 (#eq? @_a @_b))

; ----------------------------------------------------------------- module

((haddock) @doc .
 (header
   module: (module) @name
   exports: (exports)? @body
   "where"? @body) @definition.module
 (#match? @doc "^(--|\\{-)[ \t]*\\|"))
(header
  module: (module) @name
  exports: (exports)? @body
  "where"? @body) @definition.module

(exports (export variable: (variable) @export.name))
(exports (export type: (name) @export.name))
(exports (export operator: (prefix_id (operator) @export.name)))
(exports (export children: (children element: [(constructor) (variable)] @export.name)))

; ---------------------------------------------------------------- imports

; import qualified Data.Map.Strict as M / import Data.List (sortBy, foldl')
; A hiding list names what is NOT imported: only its source is recorded.
(import
  module: (module) @import.source
  alias: (module)? @import.alias) @import
((import
   module: (module) @import.source
   names: (import_list name: (import_name [
     variable: (variable) @import.name
     type: (name) @import.name
     operator: (prefix_id (operator) @import.name)
   ]))) @import
 (#not-match? @import "^import[^(]*[ \t\n]hiding[ \t\n(]"))

; ------------------------------------------------------------------ types
;
; The first declaration after the imports gets its haddock from the end
; of the imports node (see above): these few patterns repeat the type and
; function patterns for that position.

(haskell
  (imports (haddock) @doc .)
  .
  (declarations .
    [
      (data_type name: (name) @name "="? @body
        constructors: (data_constructors (data_constructor) (data_constructor)) @body) @definition.enum
      (data_type name: (name) @name "="? @body
        "where" @body
        constructors: (gadt_constructors (gadt_constructor) (gadt_constructor))) @definition.enum
      (data_type name: (name) @name "="? @body "where"? @body constructors: (_)? @body) @definition.struct
      (newtype name: (name) @name "="? @body "where"? @body constructor: (_) @body) @definition.struct
      (type_synomym name: (name) @name) @definition.type_alias
      (type_family name: (name) @name "where"? @body) @definition.type_alias
      (class name: (name) @name "where"? @body) @definition.interface
      (signature name: [(variable) @name (prefix_id (operator) @name)]) @definition.function
      (function name: (variable) @name match: (match) @body) @definition.function
      (bind name: (variable) @name match: (match) @body) @definition.function
    ])
  (#match? @doc "^(--|\\{-)[ \t]*\\|"))

; data with several constructors is an enum; its constructors are members.
((haddock) @doc .
 (data_type
   name: (name) @name "="? @body
   constructors: (data_constructors (data_constructor) (data_constructor)) @body) @definition.enum
 (#match? @doc "^(--|\\{-)[ \t]*\\|"))
(data_type
  name: (name) @name "="? @body
  constructors: (data_constructors (data_constructor) (data_constructor)) @body) @definition.enum
((haddock) @doc .
 (data_type
   name: (name) @name "="? @body
   "where" @body
   constructors: (gadt_constructors (gadt_constructor) (gadt_constructor))) @definition.enum
 (#match? @doc "^(--|\\{-)[ \t]*\\|"))
(data_type
  name: (name) @name "="? @body
  "where" @body
  constructors: (gadt_constructors (gadt_constructor) (gadt_constructor))) @definition.enum

; data with one constructor (or none) is a struct; newtype too.
((haddock) @doc .
 (data_type
   name: (name) @name "="? @body
   "where"? @body
   constructors: (_)? @body) @definition.struct
 (#match? @doc "^(--|\\{-)[ \t]*\\|"))
(data_type
  name: (name) @name "="? @body
  "where"? @body
  constructors: (_)? @body) @definition.struct
((haddock) @doc .
 (newtype
   name: (name) @name "="? @body
   "where"? @body
   constructor: (_) @body) @definition.struct
 (#match? @doc "^(--|\\{-)[ \t]*\\|"))
(newtype
  name: (name) @name "="? @body
  "where"? @body
  constructor: (_) @body) @definition.struct

; Constructors of a multi-constructor type, with their docs: `-- |`
; before a constructor (the first one's sits in the data_type, the others'
; after the "|"), `-- ^` after it (the last one's sits after the
; constructors node).
(data_type
  (haddock) @doc .
  constructors: (data_constructors .
    (data_constructor
      constructor: [
          (prefix name: (constructor) @name)
          (record name: (constructor) @name)
          (infix operator: (constructor_operator) @name)
        ]) @definition.enum_member
    "|")
  (#match? @doc "^(--|\\{-)[ \t]*\\|"))
(data_constructors
  (haddock) @doc .
  (data_constructor
    constructor: [
          (prefix name: (constructor) @name)
          (record name: (constructor) @name)
          (infix operator: (constructor_operator) @name)
        ]) @definition.enum_member
  (#match? @doc "^(--|\\{-)[ \t]*\\|"))
(data_constructors
  (data_constructor
    constructor: [
          (prefix name: (constructor) @name)
          (record name: (constructor) @name)
          (infix operator: (constructor_operator) @name)
        ]) @definition.enum_member .
  (haddock) @doc
  (#match? @doc "^(--|\\{-)[ \t]*\\^"))
(data_type
  constructors: (data_constructors
    "|"
    (data_constructor
      constructor: [
          (prefix name: (constructor) @name)
          (record name: (constructor) @name)
          (infix operator: (constructor_operator) @name)
        ]) @definition.enum_member .) .
  (haddock) @doc
  (#match? @doc "^(--|\\{-)[ \t]*\\^"))
(gadt_constructors
  (haddock) @doc .
  (gadt_constructor name: (constructor) @name) @definition.enum_member
  (#match? @doc "^(--|\\{-)[ \t]*\\|"))

; Constructors without docs: every constructor that has a
; "|" after it or before it (a single constructor has neither).
(data_constructors
  (data_constructor
    constructor: [
      (prefix name: (constructor) @name)
      (record name: (constructor) @name)
      (infix operator: (constructor_operator) @name)
    ]) @definition.enum_member
  "|")
(data_constructors
  "|"
  (data_constructor
    constructor: [
      (prefix name: (constructor) @name)
      (record name: (constructor) @name)
      (infix operator: (constructor_operator) @name)
    ]) @definition.enum_member)
(gadt_constructors
  (gadt_constructor name: (constructor) @name) @definition.enum_member
  (gadt_constructor))
(gadt_constructors
  (gadt_constructor)
  (gadt_constructor name: (constructor) @name) @definition.enum_member)

; Record fields (data, newtype, GADT records); `-- ^` after a field is its
; doc. `a, b :: T` defines both names.
((haddock) @doc .
 (field name: (field_name (variable) @name)) @definition.field
 (#match? @doc "^(--|\\{-)[ \t]*\\|"))
((field name: (field_name (variable) @name)) @definition.field .
 (haddock) @doc
 (#match? @doc "^(--|\\{-)[ \t]*\\^"))
(field name: (field_name (variable) @name)) @definition.field

; type Name = String / type family F a
((haddock) @doc .
 (type_synomym name: (name) @name) @definition.type_alias
 (#match? @doc "^(--|\\{-)[ \t]*\\|"))
(type_synomym name: (name) @name) @definition.type_alias
((haddock) @doc .
 (type_family name: (name) @name "where"? @body) @definition.type_alias
 (#match? @doc "^(--|\\{-)[ \t]*\\|"))
(type_family name: (name) @name "where"? @body) @definition.type_alias
((haddock) @doc .
 (data_family name: (name) @name) @definition.struct
 (#match? @doc "^(--|\\{-)[ \t]*\\|"))
(data_family name: (name) @name) @definition.struct

; ---------------------------------------------------------- type classes

; A class is an interface; its method signatures are methods (default
; implementations are @local above: the signature is the method).
((haddock) @doc .
 (class
   name: (name) @name
   "where"? @body) @definition.interface
 (#match? @doc "^(--|\\{-)[ \t]*\\|"))
(class
  name: (name) @name
  "where"? @body) @definition.interface

; The first method's haddock is a child of the class, not of its body.
(class
  (haddock) @doc .
  declarations: (class_declarations .
    (signature name: [(variable) @name (prefix_id (operator) @name)]) @definition.function)
  (#match? @doc "^(--|\\{-)[ \t]*\\|"))
(class
  (haddock) @doc .
  declarations: (class_declarations .
    (signature names: (binding_list (variable) @name)) @definition.function)
  (#match? @doc "^(--|\\{-)[ \t]*\\|"))

; Instances are named scopes: the class and the type's head constructor
; (instance Show (Tree a) -> "Show" and "Tree"; the extractor keeps the
; last, "Tree"); their equations are methods of that scope.
(instance
  name: [(name) (qualified)] @scope.name
  patterns: (type_patterns .
    [
      (name) @scope.name
      (qualified) @scope.name
      (parens (apply constructor: [(name) (qualified)] @scope.name))
      (parens (apply constructor: (apply constructor: [(name) (qualified)] @scope.name)))
      (parens [(name) (qualified)] @scope.name)
      (apply constructor: [(name) (qualified)] @scope.name)
      (list) @scope.name
      (tuple) @scope.name
      (unit) @scope.name
    ])) @scope

; -------------------------------------------------------------- functions

; foreign import ccall "math.h sin" c_sin :: Double -> Double
((haddock) @doc .
 (foreign_import
   signature: (signature name: (variable) @name)) @definition.function
 (#match? @doc "^(--|\\{-)[ \t]*\\|"))
(foreign_import
  signature: (signature name: (variable) @name)) @definition.function

; pattern Zero :: Int / pattern Zero = 0 (without a signature)
((haddock) @doc .
 (pattern_synonym
   (signature synonym: (constructor) @name)) @definition.function
 (#match? @doc "^(--|\\{-)[ \t]*\\|"))
(pattern_synonym
  (signature synonym: (constructor) @name)) @definition.function
((haddock) @doc .
 (pattern_synonym
   (equation synonym: [(constructor) @name (_ . (constructor) @name)])) @definition.function
 (#match? @doc "^(--|\\{-)[ \t]*\\|"))
(pattern_synonym
  (equation synonym: [(constructor) @name (_ . (constructor) @name)])) @definition.function

; Type signatures: f :: a -> b, (<+>) :: ..., x, y :: Int.
((haddock) @doc .
 (signature
   name: [(variable) @name (prefix_id (operator) @name)]) @definition.function
 (#match? @doc "^(--|\\{-)[ \t]*\\|"))
(signature
  name: [(variable) @name (prefix_id (operator) @name)]) @definition.function
((haddock) @doc .
 (signature
   names: (binding_list (variable) @name)) @definition.function
 (#match? @doc "^(--|\\{-)[ \t]*\\|"))
(signature
  names: (binding_list (variable) @name)) @definition.function

; Equations of functions without a signature; the signature is cut before
; the first `=` or guard.
((haddock) @doc .
 (function
   name: (variable) @name
   match: (match) @body) @definition.function
 (#match? @doc "^(--|\\{-)[ \t]*\\|"))
(function
  name: (variable) @name
  match: (match) @body) @definition.function
((haddock) @doc .
 (bind
   name: (variable) @name
   match: (match) @body) @definition.function
 (#match? @doc "^(--|\\{-)[ \t]*\\|"))
(bind
  name: (variable) @name
  match: (match) @body) @definition.function

; Operator equations without a signature: a <+> b = ... (mostly in
; instances: x <> y = ...).
((haddock) @doc .
 (function
   (infix operator: (operator) @name)
   match: (match) @body) @definition.function
 (#match? @doc "^(--|\\{-)[ \t]*\\|"))
(function
  (infix operator: (operator) @name)
  match: (match) @body) @definition.function

; -------------------------------------------------------------- references

(variable) @reference
(name) @reference
(constructor) @reference
(module_id) @reference
