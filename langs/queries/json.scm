; JSON outline query (also .jsonc/.json5 with comments). Capture convention:
; see extract/queries.go.
;
; Every object key is a key symbol, nested by containment: the pair is the
; definition, so a key whose value is an object contains that object's keys.
; The name is the key's text without quotes.
;
; Noise rule: only keys of objects that are the document's root value or
; the direct value of a key are symbols. Objects inside arrays are records
; (package-lock "dependencies" lists, data files with thousands of rows,
; tsconfig "references", ESLint "overrides") and their keys are dropped:
; an array of 500 objects would otherwise add 500 x N keys that all share
; a handful of names. Those keys are not matched at all (rather than
; matched and dropped as @local), so a large data array costs nothing.
;
; A key written with escapes ("a\"b", "\u00e9") is named by its whole
; quoted text: its content is split into several nodes, and naming it by
; the first one would give a wrong, shorter name.
;
; The signature is `"key": value`, cut where a nested object starts (@body),
; so "compilerOptions" reads `"compilerOptions"` and "version" reads
; `"version": "1.2.0"`. An array is cut too when it spans lines or holds
; objects ("files": [ ... ] reads `"files"`); a one-line array of scalars
; stays visible (`"lib": ["DOM", "ES2022"]`), as YAML flow sequences and
; TOML arrays do. The first pattern of a key wins, so the cutting patterns
; come first. No references or imports: JSON has no identifiers.

; Keys of the root object.
(document
  (object
    (pair
      key: [
        (string . (string_content) @name .)
        (string (escape_sequence)) @name
      ]
      value: (array) @body @_array) @definition.key)
  (#match? @_array "[\n{]"))
(document
  (object
    (pair
      key: [
        (string . (string_content) @name .)
        (string (escape_sequence)) @name
      ]
      value: ((object) @body)?) @definition.key))

; Keys of an object that is the value of a key.
(pair
  value: (object
    (pair
      key: [
        (string . (string_content) @name .)
        (string (escape_sequence)) @name
      ]
      value: (array) @body @_array) @definition.key)
  (#match? @_array "[\n{]"))
(pair
  value: (object
    (pair
      key: [
        (string . (string_content) @name .)
        (string (escape_sequence)) @name
      ]
      value: ((object) @body)?) @definition.key))

; Error recovery wraps a pair that misses its comma in an ERROR node.
(ERROR
  (pair
    key: [
      (string . (string_content) @name .)
      (string (escape_sequence)) @name
    ]
    value: (array) @body @_array) @definition.key
  (#match? @_array "[\n{]"))
(ERROR
  (pair
    key: [
      (string . (string_content) @name .)
      (string (escape_sequence)) @name
    ]
    value: ((object) @body)?) @definition.key)

; Objects nested in an object inside an array ([{"a": {"b": 1}}]) are
; matched by the value-of-a-key patterns; arrays are @local so that nothing
; inside them is a symbol.
(array) @local
