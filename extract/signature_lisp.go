package extract

import (
	"strings"
	"unicode/utf8"
)

// Lisp signatures. A Lisp definition is one form, (defn name "doc"
// {attrs} [params] body...), whose docstring, attribute map or metadata
// may stand between the name and the parameters, and whose arities may
// each be a list of its own: no body node cuts it where the parameters
// end. Its signature is read from the form's elements instead: the head,
// the name, then what tells the definition apart: the parameter vector
// or list, every arity's parameters, a method's dispatch value or
// qualifiers, a record's fields, a mode's parent. Docstrings, attribute
// maps, metadata and values are left out.

// lispForms reports whether lang's definitions are Lisp forms whose
// signature lispSignature reads.
func lispForms(lang string) bool { return lang == "clojure" || lang == "elisp" }

// lispElem is one element of a form: its text span and what it is.
type lispElem struct {
	sb, eb  int
	at      int  // where it starts after its reader prefixes (' ` #' ...)
	open    byte // '(' '[' '{' for a bracketed element (after its prefix), else 0
	str     bool // a string
	meta    bool // Clojure metadata (^:kw, ^{...}, ^Type): not part of the signature
	discard bool // Clojure's #_ form: read as if absent
	inner   []lispElem
}

// lispSigElems bounds the elements read from one form for a signature:
// it never needs more than its head, name and a few parameter lists.
const lispSigElems = 24

// lispSignature is the signature of the definition named nm, kind kind,
// whose form is src (read up to sigScan bytes).
func lispSignature(lang string, kind Kind, nm string, src []byte) string {
	if len(src) > sigScan {
		src = src[:sigScan]
	}
	i := lispSkip(src, 0, lang)
	// Metadata before the form itself (^:x (defn ...)).
	for i < len(src) && src[i] == '^' && lang == "clojure" {
		_, j := lispRead(src, i, lang, 0, 0)
		i = lispSkip(src, j, lang)
	}
	if i >= len(src) || src[i] != '(' {
		return oneLine(src, sigMax)
	}
	form, _ := lispRead(src, i, lang, 2, lispSigElems)
	var els []lispElem
	for _, e := range form.inner {
		if !e.meta && !e.discard {
			els = append(els, e)
		}
	}
	if len(els) == 0 {
		return oneLine(src, sigMax)
	}
	text := func(e lispElem) string { return oneLine(src[e.sb:e.eb], sigMax) }
	parts := []string{text(els[0])}
	rest := els[1:]
	if text(els[0]) != nm && len(rest) > 0 {
		// (head name ...); a name-headed form is a protocol method or a
		// method implementation: (m [this] ...).
		name := text(rest[0])
		if rest[0].open == '(' && len(rest[0].inner) > 0 {
			name = nm // (cl-defstruct (name options...) ...)
		}
		parts = append(parts, name)
		rest = rest[1:]
	}
	head := text(els[0])
	add := func(e lispElem) { parts = append(parts, text(e)) }
	switch {
	case kind == KindVariable || kind == KindConstant || kind == KindModule:
		// A value is data, and a namespace's name says what it is.
	case kind == KindField:
		// A slot (name default :type T ...): its declared type only.
		for k := 0; k+1 < len(rest); k++ {
			if text(rest[k]) == ":type" {
				add(rest[k])
				add(rest[k+1])
				break
			}
		}
		return strings.Join(parts, " ")
	case lang == "clojure":
		clojureSigRest(head, kind, rest, add)
	default:
		elispSigRest(head, kind, rest, add)
	}
	line := "(" + strings.Join(parts, " ")
	if utf8.RuneCountInString(line) > sigMax {
		return headCut(line, sigMax)
	}
	return line
}

// clojureSigRest adds what follows a Clojure definition's name.
func clojureSigRest(head string, kind Kind, rest []lispElem, add func(lispElem)) {
	skipDoc := func() {
		for len(rest) > 0 && (rest[0].str || rest[0].open == '{') {
			rest = rest[1:]
		}
	}
	switch {
	case kind.IsType() && kind != KindInterface:
		// (defrecord R [fields] ...), (deftype T [fields] ...)
		if len(rest) > 0 && rest[0].open == '[' {
			add(rest[0])
		}
		return
	case kind == KindInterface:
		return
	case head == "defmulti":
		skipDoc()
		if len(rest) > 0 {
			add(rest[0]) // the dispatch function
		}
		return
	case head == "defmethod" && len(rest) > 0:
		add(rest[0]) // the dispatch value
		rest = rest[1:]
	}
	skipDoc()
	if len(rest) > 0 && rest[0].open == '[' {
		// One arity; a protocol method lists every arity's vector.
		for len(rest) > 0 && rest[0].open == '[' {
			add(rest[0])
			rest = rest[1:]
		}
		return
	}
	// Several arities: ([a] ...) ([a b] ...).
	for len(rest) > 0 && rest[0].open == '(' && len(rest[0].inner) > 0 && rest[0].inner[0].open == '[' {
		add(rest[0].inner[0])
		rest = rest[1:]
	}
}

// elispSigRest adds what follows an Emacs Lisp definition's name: the
// atoms before the argument list (cl-defmethod's qualifiers, a derived
// mode's parent, defalias's target) and the argument list; a docstring
// ends it. The define-*-mode macros and defalias have no argument list:
// a list there is code (a turn-on lambda, an alias's lambda).
func elispSigRest(head string, kind Kind, rest []lispElem, add func(lispElem)) {
	if kind == KindStruct {
		return // (cl-defstruct name ...): its slots are its fields
	}
	noArgs := strings.HasPrefix(head, "define-") && head != "define-inline" || head == "defalias"
	for n := 0; len(rest) > 0 && n < 4; n++ {
		e := rest[0]
		rest = rest[1:]
		if e.str || e.open != 0 && noArgs {
			return
		}
		add(e)
		if e.open != 0 {
			return
		}
	}
}

// lispSkip skips whitespace, commas (Clojure) and comments from i.
func lispSkip(src []byte, i int, lang string) int {
	for i < len(src) {
		switch c := src[i]; {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == ',' && lang == "clojure":
			i++
		case c == ';':
			for i < len(src) && src[i] != '\n' {
				i++
			}
		default:
			return i
		}
	}
	return i
}

// lispRead reads one element at i; depth > 0 records the inner elements
// of a bracketed one (one level deeper per depth), up to limit of them
// per element. It returns the element and the offset after it.
func lispRead(src []byte, i int, lang string, depth, limit int) (lispElem, int) {
	e := lispElem{sb: i}
	// Reader prefixes: quote, syntax quote, unquote, var quote, deref,
	// Clojure's #_ discard, #? reader conditionals, #' and #(.
	for i < len(src) {
		c := src[i]
		switch {
		case c == '\'' || c == '`' || c == '@' && lang == "clojure" || c == '~' && lang == "clojure":
			i++
			continue
		case c == ',' && lang == "elisp":
			i++
			if i < len(src) && src[i] == '@' {
				i++
			}
			continue
		case c == '#' && i+1 < len(src) && strings.IndexByte("'?_", src[i+1]) >= 0:
			e.discard = e.discard || src[i+1] == '_' && lang == "clojure"
			i += 2
			if i < len(src) && src[i] == '@' { // #?@
				i++
			}
			continue
		case c == '#' && i+1 < len(src) && (src[i+1] == '(' || src[i+1] == '[' || src[i+1] == '{'):
			i++ // #( #{ #[: the bracket follows
		case c == '^' && lang == "clojure":
			// Metadata: ^:kw, ^Type or ^{...}, attached to the next element.
			_, j := lispRead(src, lispSkip(src, i+1, lang), lang, 0, 0)
			return lispElem{sb: e.sb, eb: j, meta: true}, j
		}
		break
	}
	if i > e.sb {
		i = lispSkip(src, i, lang) // #_ (discarded form), ' x
	}
	e.at = i
	if i >= len(src) {
		e.eb = len(src)
		return e, len(src)
	}
	switch c := src[i]; {
	case c == '"':
		j := i + 1
		for j < len(src) && src[j] != '"' {
			if src[j] == '\\' {
				j++
			}
			j++
		}
		e.str, e.eb = true, min(j+1, len(src))
		return e, e.eb
	case c == '(' || c == '[' || c == '{':
		closer := map[byte]byte{'(': ')', '[': ']', '{': '}'}[c]
		e.open = c
		j := lispSkip(src, i+1, lang)
		for j < len(src) && src[j] != closer {
			if src[j] == ')' || src[j] == ']' || src[j] == '}' {
				j++ // a stray closer: skip it rather than end early
				j = lispSkip(src, j, lang)
				continue
			}
			in, k := lispRead(src, j, lang, depth-1, limit)
			if k <= j {
				k = j + 1
			}
			if depth > 0 && len(e.inner) < limit {
				e.inner = append(e.inner, in)
			}
			j = lispSkip(src, k, lang)
		}
		e.eb = min(j+1, len(src))
		return e, e.eb
	}
	// An atom: up to whitespace, a bracket, a string or a comment. A
	// character literal (\( in Clojure, ?\( in Emacs Lisp) takes the
	// character after its backslash.
	j := i
	for j < len(src) {
		c := src[j]
		if c == '\\' && j+1 < len(src) {
			j += 2
			continue
		}
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '(' || c == ')' || c == '[' || c == ']' ||
			c == '{' || c == '}' || c == '"' || c == ';' || c == ',' && lang == "clojure" {
			break
		}
		j++
	}
	if j == i {
		j = i + 1
	}
	e.eb = j
	return e, j
}

// lispDocstring decodes a Lisp docstring's escapes, \" and \\ (the
// quotes and the indentation are gone already).
func lispDocstring(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) && (s[i+1] == '"' || s[i+1] == '\\') {
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
