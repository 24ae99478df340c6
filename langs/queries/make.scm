; Make outline query (tree-sitter-make). Capture convention: see
; extract/queries.go. The first pattern that captures a name node wins, so
; specific patterns come before generic ones.
;
; Kinds: target (every target of a rule; special targets such as .PHONY
; are skipped), variable (every assignment: =, :=, ::=, ?=, +=, !=, and
; the export/override/private forms; a name assigned several times, in
; both branches of an ifeq or appended with +=, appears once per
; assignment), macro (define ... endef). A target-specific assignment
; (`test: GOFLAGS += -race`) is a variable whose container is the target.
; Imports: include, -include and sinclude, one per file name. Exports:
; the names of export directives. References: $(VAR), ${VAR},
; $(VAR:a=b), names in ifdef/ifndef/undefine/unexport/export, and
; prerequisites.
;
; Doc comments are the # lines above a definition, found by the extractor.
; tree-sitter-make ends an assignment or rule after its newline (and any
; blank lines), on the row of the next comment, which the extractor takes
; for a comment trailing code: such comments are not docs for now.

; Rules. The grammar parses a conditional written at column 0 after a
; recipe as part of that recipe, with the variables and rules that follow
; inside it. Such a rule's definition node is its target list, so that the
; misparsed definitions do not nest under the target (its doc and the
; signature's prerequisites are lost).
(rule
  (targets [(word) (concatenation) (variable_reference) (archive) (function_call) (string)] @name
    (#not-match? @name "^\\.[A-Z_]+$")) @definition.target
  (recipe (conditional
    consequence: [(variable_assignment) (shell_assignment) (rule) (include_directive)
                  (define_directive) (export_directive) (override_directive)
                  (private_directive) (function_call) (conditional)])))
(rule
  (targets [(word) (concatenation) (variable_reference) (archive) (function_call) (string)] @name
    (#not-match? @name "^\\.[A-Z_]+$")) @definition.target
  (recipe (conditional [(elsif_directive
    consequence: [(variable_assignment) (shell_assignment) (rule) (include_directive)
                  (define_directive) (export_directive) (override_directive)
                  (private_directive) (function_call) (conditional)])
   (else_directive
    consequence: [(variable_assignment) (shell_assignment) (rule) (include_directive)
                  (define_directive) (export_directive) (override_directive)
                  (private_directive) (function_call) (conditional)])])))

(rule
  (targets [(word) (concatenation) (variable_reference) (archive) (function_call) (string)] @name
    (#not-match? @name "^\\.[A-Z_]+$"))
  (recipe)? @body) @definition.target

; define ... endef: a macro (a multi-line variable, usually $(call)ed).
(override_directive
  (define_directive name: (word) @name value: (raw_text)? @body)) @definition.macro
(define_directive name: (word) @name value: (raw_text)? @body) @definition.macro

; Target-specific assignments belong to their (first) target.
(variable_assignment
  target_or_pattern: (list . (_) @container.name)
  name: (word) @name) @definition.variable

; export/override/private wrap the assignment: the directive is the
; definition so that the comment above it is the doc.
(export_directive
  (variable_assignment name: (word) @name @export.name)) @definition.variable
(override_directive
  (variable_assignment name: (word) @name)) @definition.variable
(private_directive
  (variable_assignment name: (word) @name)) @definition.variable

; An empty value (`X :=`) would leave a dangling operator in the signature.
(variable_assignment name: (word) @name operator: _ @body !value) @definition.variable
(variable_assignment name: (word) @name) @definition.variable
(shell_assignment name: (word) @name) @definition.variable

; `export A B` exports variables defined elsewhere.
(export_directive variables: (list (word) @export.name))

; include / -include / sinclude: one import per file name.
(include_directive filenames: (list (_) @import @import.source))

; References: variables used as $(VAR) / ${VAR} / $(VAR:.a=.b), names in
; ifdef/ifndef/undefine/unexport/export, and prerequisites (other targets
; or files).
(variable_reference (word) @reference)
(substitution_reference text: (word) @reference)
(ifdef_directive variable: (word) @reference)
(ifndef_directive variable: (word) @reference)
(undefine_directive variable: (word) @reference)
(unexport_directive variables: (list (word) @reference))
(export_directive variables: (list (word) @reference))
(prerequisites (word) @reference)
(rule prerequisite: (pattern_list (word) @reference))
