; Emacs Lisp outline query. Capture convention: see extract/queries.go.
; The grammar has nodes of its own for defun/defsubst (function_definition)
; and defmacro (macro_definition), with name, parameters and docstring
; fields, and for the special forms (defvar, defconst, let, lambda, ...,
; whose keyword is an anonymous token); every other form is a plain list
; whose first symbol says what it is, so the patterns test it with
; #any-of?. The first pattern that captures a name node wins.
;
; Signatures are read from the whole form by extract/signature_lisp.go
; (head, name, qualifiers, argument list), so no pattern captures @body.
; Docstrings are @doc; ;; comments above are found as usual.
;
; Kinds: function (defun, defsubst, define-inline, cl-defun, cl-defsubst,
; cl-defgeneric, defalias, define-obsolete-function-alias, the
; define-*-mode macros), macro (defmacro, cl-defmacro), method
; (cl-defmethod), variable (defvar with a value, defvar-local, defcustom,
; defface, defgroup, defvar-keymap, defvaralias,
; define-obsolete-variable-alias), constant
; (defconst), struct (cl-defstruct, its slots fields), class (defclass,
; its slots fields, its parents bases; define-error).
; Bodies of functions, macros and lambdas are @local: a defvar there is
; a local special declaration, not a definition of the file.

; ------------------------------------------------------------ functions

(function_definition
  name: (symbol) @name
  docstring: (string)? @doc) @definition.function

(macro_definition
  name: (symbol) @name
  docstring: (string)? @doc) @definition.macro

(function_definition [(list) (special_form) (function_definition) (macro_definition) (quote)] @local)
(macro_definition [(list) (special_form) (function_definition) (macro_definition) (quote)] @local)
(special_form "lambda") @local

; (cl-defun name (args) "doc" ...) and the other definers of that shape.
(list
  .
  (symbol) @_k
  .
  (symbol) @name
  .
  (list)
  .
  (string)? @doc
  (#any-of? @_k "cl-defun" "cl-defsubst" "cl-defgeneric" "cl-iter-defun" "define-inline"
    "defun*" "cl-defun*" "iter-defun" "define-compiler-macro")) @definition.function
(list
  .
  (symbol) @_k
  .
  (symbol) @name
  .
  (list)
  .
  (string)? @doc
  (#any-of? @_k "cl-defmacro" "defmacro*")) @definition.macro
(list
  .
  (symbol) @_k
  [(list) (special_form) (function_definition) (macro_definition) (quote)] @local
  (#any-of? @_k "cl-defun" "cl-defsubst" "cl-defgeneric" "cl-iter-defun" "define-inline"
    "defun*" "cl-defun*" "iter-defun" "cl-defmacro" "defmacro*" "cl-defmethod"))

; (cl-defmethod name [qualifier] ((arg type) ...) "doc" ...)
(list
  .
  (symbol) @_k
  .
  (symbol) @name
  .
  (symbol)?
  .
  (list)
  .
  (string)? @doc
  (#eq? @_k "cl-defmethod")) @definition.method

; (define-minor-mode name "doc" ...), (define-derived-mode name parent
; "Name" "doc" ...), (define-globalized-minor-mode name mode turn-on ...).
(list
  .
  (symbol) @_k
  .
  (symbol) @name
  .
  (string)? @doc
  (#any-of? @_k "define-minor-mode" "define-global-minor-mode")) @definition.function
(list
  .
  (symbol) @_k
  .
  (symbol) @name
  .
  (symbol)
  .
  (_)
  .
  (string)? @doc
  (#eq? @_k "define-derived-mode")) @definition.function
(list
  .
  (symbol) @_k
  .
  (symbol) @name
  (#any-of? @_k "define-globalized-minor-mode" "define-generic-mode")) @definition.function

; (defalias 'name #'target "doc"), (defvaralias 'name 'base "doc"); the
; obsolete aliases' string is the version, no doc.
(list
  .
  (symbol) @_k
  .
  (quote (symbol) @name)
  .
  (_)
  .
  (string)? @doc
  (#eq? @_k "defalias")) @definition.function
(list
  .
  (symbol) @_k
  .
  (quote (symbol) @name)
  .
  (_)
  .
  (string)? @doc
  (#eq? @_k "defvaralias")) @definition.variable
(list
  .
  (symbol) @_k
  .
  (quote (symbol) @name)
  (#eq? @_k "define-obsolete-function-alias")) @definition.function
(list
  .
  (symbol) @_k
  .
  (quote (symbol) @name)
  (#eq? @_k "define-obsolete-variable-alias")) @definition.variable
; (define-error 'name "message" 'parent): the message documents it.
(list
  .
  (symbol) @_k
  .
  (quote (symbol) @name)
  .
  (string)? @doc
  (#eq? @_k "define-error")) @definition.class

; --------------------------------------------------------------- values

; (defvar name value "doc"), (defconst name value "doc"); a defvar
; without a value only declares the variable special: no definition.
(special_form
  "defconst"
  .
  (symbol) @name
  .
  (_)
  .
  (string)? @doc) @definition.constant
(special_form
  "defvar"
  .
  (symbol) @name
  .
  (_)
  .
  (string)? @doc) @definition.variable

(list
  .
  (symbol) @_k
  .
  (symbol) @name
  .
  (_)
  .
  (string)? @doc
  (#any-of? @_k "defvar-local" "defcustom" "defface" "defgroup")) @definition.variable
; (defvar-keymap name :doc "doc" ...)
(list
  .
  (symbol) @_k
  .
  (symbol) @name
  (#eq? @_k "defvar-keymap")) @definition.variable

; ---------------------------------------------------------------- types

; (cl-defstruct name "doc" slot (slot default :type t) ...) or
; (cl-defstruct (name options...) ...): slots are fields.
(list
  .
  (symbol) @_k
  .
  [(symbol) @name (list . (symbol) @name)]
  .
  (string)? @doc
  (#eq? @_k "cl-defstruct")) @definition.struct
(list
  .
  (symbol) @_k
  .
  [(symbol) (list)]
  [(symbol) @name (list . (symbol) @name)] @definition.field
  (#eq? @_k "cl-defstruct"))

; (:constructor make-name (args)) options name constructors.
(list
  .
  (symbol) @_k
  .
  (list
    (list
      .
      (symbol) @_opt
      .
      (symbol) @name) @definition.constructor)
  (#eq? @_k "cl-defstruct")
  (#eq? @_opt ":constructor")
  (#not-eq? @name "nil"))

; (defclass name (parents) ((slot :initarg ...) ...) "doc"): slots are
; fields, parents bases.
(list
  .
  (symbol) @_k
  .
  (symbol) @name @base.of
  .
  (list (symbol)* @base)
  .
  (list)
  .
  (string)? @doc
  (#eq? @_k "defclass")) @definition.class
(list
  .
  (symbol) @_k
  .
  (symbol)
  .
  (list)
  .
  (list
    (list
      .
      (symbol) @name
      (symbol) @_d
      .
      (string) @doc) @definition.field)
  (#eq? @_k "defclass")
  (#eq? @_d ":documentation"))
(list
  .
  (symbol) @_k
  .
  (symbol)
  .
  (list)
  .
  (list (list . (symbol) @name) @definition.field)
  (#eq? @_k "defclass"))

; -------------------------------------------------------------- imports

; (require 'feature), (require 'feature "file" t); provide names the
; file's own feature.
(list
  .
  (symbol) @_k
  .
  (quote (symbol) @import.source)
  (#eq? @_k "require")) @import
(list
  .
  (symbol) @_k
  .
  (quote (symbol) @export.name)
  (#eq? @_k "provide"))

; ------------------------------------------------------- local bindings

; Argument and binding lists are @binding.params: extract/lisp_bindings.go
; reads their names (a symbol, the name of a (name value) pair or of
; cl-defun's ((:key name) default); &optional, &rest and &key are none),
; each visible after its own element. A let's names are visible only
; after its whole binding list (@binding.decl): its values see the outer
; names. Covered: defun, defmacro, lambda, the cl-defun family,
; cl-defmethod, let, let*, dlet, letrec, cl-letf, the if-let family,
; dolist, dotimes, cl-destructuring-bind, seq-let, condition-case,
; cl-flet and cl-labels, cl-loop's for/as/with. Not covered: pcase
; patterns, cl-loop destructuring, let-alist's .field names.
(function_definition parameters: (list) @binding.params) @binding.scope
(macro_definition parameters: (list) @binding.params) @binding.scope
(special_form "lambda" . (list) @binding.params) @binding.scope
(list
  .
  (symbol) @_k
  .
  (symbol)
  .
  (symbol)?
  .
  (list) @binding.params
  (#any-of? @_k "cl-defun" "cl-defsubst" "cl-defgeneric" "cl-iter-defun" "define-inline"
    "defun*" "cl-defun*" "iter-defun" "cl-defmacro" "defmacro*" "cl-defmethod")) @binding.scope

(special_form "let" . (list) @binding.params @binding.decl) @binding.scope
(special_form "let*" . (list) @binding.params) @binding.scope
(list
  .
  (symbol) @_k
  .
  (list) @binding.params @binding.decl
  (#any-of? @_k "dlet" "cl-letf" "cl-symbol-macrolet")) @binding.scope
(list
  .
  (symbol) @_k
  .
  (list) @binding.params
  (#any-of? @_k "letrec" "cl-letf*" "when-let*" "if-let*" "and-let*" "while-let"
    "cl-destructuring-bind" "seq-let" "cl-multiple-value-bind")) @binding.scope
; when-let and if-let take a list of pairs, or the old single (name value).
(list
  .
  (symbol) @_k
  .
  (list . (list)) @binding.params
  (#any-of? @_k "when-let" "if-let")) @binding.scope
(list
  .
  (symbol) @_k
  .
  (list . (symbol) @binding . (_) .) @binding.decl
  (#any-of? @_k "when-let" "if-let" "when-let*" "if-let*")) @binding.scope

; (dolist (x list) ...), (dotimes (i n) ...): the list or count is
; evaluated outside.
(list
  .
  (symbol) @_k
  .
  (list . (symbol) @binding) @binding.decl
  (#any-of? @_k "dolist" "dotimes" "cl-dolist" "cl-dotimes" "seq-doseq" "pcase-dolist")) @binding.scope
; (condition-case err body handlers...)
(special_form
  "condition-case"
  .
  (symbol) @binding) @binding.scope
; (cl-flet ((name (args) body)) ...), cl-labels, cl-macrolet: the names
; bind in the form, the arguments in their function.
(list
  .
  (symbol) @_k
  .
  (list (list . (symbol) @binding))
  (#any-of? @_k "cl-flet" "cl-flet*" "cl-labels" "cl-macrolet")) @binding.scope
(list
  .
  (symbol) @_k
  .
  (list (list . (symbol) . (list) @binding.params) @binding.scope)
  (#any-of? @_k "cl-flet" "cl-flet*" "cl-labels" "cl-macrolet"))
; (cl-loop for x in xs ...), with x = ..., as x across ...
(list
  .
  (symbol) @_k
  (symbol) @_for
  .
  (symbol) @binding
  (#any-of? @_k "cl-loop" "loop")
  (#any-of? @_for "for" "as" "with")) @binding.scope

; ----------------------------------------------------------- references

; Every symbol used, quoted ones included ('face-name, #'function name
; the global symbol); keywords, &-markers, nil, t and the dot of a
; dotted pair are none, and neither are the features of require and
; provide.
(list
  .
  (symbol) @_k
  .
  (quote (symbol) @reference.opaque)
  (#any-of? @_k "require" "provide"))
; declare-function's argument list is documentation, a :type a
; customization type ('integer, '(repeat string)).
(list
  .
  (symbol) @_k
  (list (symbol) @reference.opaque)
  (#eq? @_k "declare-function"))
((symbol) @_kw
  .
  (quote [(symbol) @reference.opaque (list (symbol) @reference.opaque)])
  (#any-of? @_kw ":type" ":package-version"))
((symbol) @reference
  (#not-match? @reference "^([:&]|nil$|t$|\\.$)"))
