package extract

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A signature is a definition's text up to its body on one line, as an
// agent reads it in the Soul Map and in SCIP hovers. It must be complete
// where it matters: a long parameter list loses its middle, never the
// result after it; a variable, constant or field shows its declaration up
// to its type, not its initializer (a value is data, and often long).

const (
	// sigMax bounds a stored signature, in runes ("…" marks a cut).
	sigMax = 200
	// sigScan bounds the source bytes read for one signature, so a
	// definition over a huge table costs no more than a short one.
	sigScan = 8 << 10
	// valueScan bounds the bytes of one initializer skipped while looking
	// for the next declarator ("int a = 0, b = 1").
	valueScan = 1 << 10
)

// sigEntry is one open bracket.
type sigEntry struct {
	c     byte // ( [ { <
	multi bool // a newline inside: its trailing comma is style
	group int  // index in groups of a top-level ( or [, else -1
}

// sigGroup is a top-level ( or [ group of the output: offsets of its
// opening and closing bracket and of its commas one level in.
type sigGroup struct {
	open, close int
	commas      []int
}

// sigScanner turns source text into one normalised line: whitespace runs
// collapsed, none after ( [ or before ) ], a multi-line list's trailing
// comma dropped, and (for values) initializers cut.
type sigScanner struct {
	lang      string
	comments  *lexicon // lang's comment syntax; nil: none is dropped
	out       []byte
	stack     []sigEntry
	groups    []sigGroup
	space     bool // whitespace pending before the next output
	afterOpen bool // the last output was a real ( or [
}

// signatureOf is the signature of a definition of kind whose text up to
// its body is src, after the prefix a query put before it (Go's "type").
func signatureOf(lang string, kind Kind, prefix string, src []byte) string {
	if lang == "tlaplus" {
		// "VARIABLES x, \* what x is" on several lines, Apalache's
		// "\* @type: Int;" above each name: the names are the signature.
		src = dropTLAComments(src)
	}
	value := isValueKind(kind) && cutsValues(lang, kind)
	if !value && !kind.IsCallable() && !kind.IsType() {
		// Keys, sections, macros, members of enums: their head says what
		// they are, and their text may span a whole nested table.
		if prefix != "" {
			return oneLine([]byte(prefix+" "+oneLine(src, sigMax)), sigMax)
		}
		return oneLine(src, sigMax)
	}
	if prefix != "" {
		src = append([]byte(prefix+" "), src[:min(len(src), sigScan)]...)
	}
	s := sigScanner{lang: lang, comments: sigComments[lang]}
	complete := s.scan(src, value)
	line := string(s.out)
	if !complete {
		return headCut(line, sigMax)
	}
	if value && strings.HasPrefix(line, "<") {
		// Markup (an <input name="q"> element) has attributes, not a value.
		return oneLine(src, sigMax)
	}
	if lang == "nix" && kind.IsCallable() {
		// A lambda's formals end with ":", which says it is one
		// (f = a: b:), cut before its body.
		line = strings.TrimRight(line, " ")
	} else {
		line = trimOpener(line)
	}
	if lang == "objc" && kind.IsType() {
		// An @interface or @protocol without members ends at its @end.
		line = strings.TrimSuffix(line, " @end")
	}
	if utf8.RuneCountInString(line) <= sigMax {
		return line
	}
	return elide(lang, line, s.groups, sigMax, kind.IsCallable())
}

func isValueKind(k Kind) bool {
	return k == KindVariable || k == KindConstant || k == KindField
}

// cutsValues: HTML's fields are elements whose "=" sets an attribute (as
// are those of components' templates, which start with "<"); an R
// class's field is declared by its type (name = "numeric"); a Protocol
// Buffers field's "= 3" is its field number, part of its declaration, and
// a GraphQL input field's "= 10" its default, which callers rely on. TLA+
// has no initializers: a constant is a CONSTANT name or a theorem, whose
// "=" is part of its statement (THEOREM T == x = x).
func cutsValues(lang string, kind Kind) bool {
	switch lang {
	case "html", "markdown", "proto", "graphql", "tlaplus":
		return false
	case "r":
		return kind != KindField
	}
	return true
}

// quotesWithApostrophe reports whether ' opens a string in lang; where
// it marks lifetimes, type variables, primes, sized literals or a Lisp
// quote it does not.
func quotesWithApostrophe(lang string) bool {
	switch lang {
	case "rust", "ocaml", "haskell", "elisp", "clojure", "verilog", "tlaplus", "gleam":
		return false
	}
	return true
}

// scan reads src into s.out. It reports whether the line is complete: src
// was read to its end (within sigScan), or a value's initializer ended it.
func (s *sigScanner) scan(src []byte, value bool) bool {
	complete := len(src) <= sigScan
	if !complete {
		src = src[:sigScan]
	}
	assigned, multiTarget := false, false
	for i := 0; i < len(src); {
		c := src[i]
		r, size := utf8.DecodeRune(src[i:])
		if isSpaceRune(r) {
			s.space = len(s.out) > 0
			if r == '\n' && len(s.stack) > 0 {
				s.stack[len(s.stack)-1].multi = true
			}
			i += size
			continue
		}
		if s.comments != nil {
			if end, ok := s.comments.commentAt(src, i); ok {
				// A comment or directive (# type: ignore[override],
				// /** @deprecated */, // why) is no part of a
				// signature: it reads as a space, none before a comma.
				for end < len(src) && isSpaceByte(src[end]) {
					end++
				}
				if bytes.IndexByte(src[i:end], '\n') >= 0 && len(s.stack) > 0 {
					s.stack[len(s.stack)-1].multi = true
				}
				s.space = len(s.out) > 0 && (end == len(src) || src[end] != ',' && src[end] != ';')
				i = end
				continue
			}
		}
		switch {
		case c == '"' || c == '`' && s.lang != "verilog" ||
			c == '\'' && quotesWithApostrophe(s.lang) && !s.afterWord():
			i = s.str(src, i)
			continue
		case value && len(s.stack) == 0 && s.isAssign(src, i):
			if !assigned && multiTarget {
				s.cutAssign(src, i)
				return true // a, b = 1, 2: the values are one list
			}
			assigned = true
			s.cutAssign(src, i)
			j := skipValue(src, i+1, quotesWithApostrophe(s.lang), shellWords(s.lang))
			if j >= 0 && isSpaceByte(src[j]) {
				// export A=1 B=2, ENV A=1 \ B=2: the next word is another name.
				for j < len(src) && (isSpaceByte(src[j]) || src[j] == '\\') {
					j++
				}
				if r, _ := utf8.DecodeRune(src[j:]); j < len(src) && (unicode.IsLetter(r) || r == '_') {
					s.space, i = true, j
					continue
				}
				return true
			}
			if j < 0 || src[j] == ';' || !declaratorAhead(src, j+1, listsValues(s.lang)) {
				return true
			}
			s.emit(',')
			i = j + 1
			continue
		case value && c == ',' && len(s.stack) == 0 && !assigned:
			multiTarget = true
		case c == '(' || c == '[' || c == '{' || c == '<' && s.afterWord():
			s.open(c)
			i++
			continue
		case c == ')' || c == ']' || c == '}' || c == '>' && s.closesAngle():
			if s.close(c) {
				i++
				continue
			}
		case c == ',' && len(s.stack) > 0:
			top := s.stack[len(s.stack)-1]
			if top.group >= 0 {
				s.emit(',')
				g := &s.groups[top.group]
				g.commas = append(g.commas, len(s.out)-1)
				i++
				continue
			}
		}
		s.emitRune(r)
		i += size
	}
	return complete
}

// afterWord reports whether the last output ends a word with no space
// after it (List<, 2'd0, x').
func (s *sigScanner) afterWord() bool {
	if s.space || len(s.out) == 0 {
		return false
	}
	c := s.out[len(s.out)-1]
	return c == '_' || c == '.' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

// closesAngle: a > closes an open < unless it is part of -> or =>.
func (s *sigScanner) closesAngle() bool {
	if len(s.stack) == 0 || s.stack[len(s.stack)-1].c != '<' {
		return false
	}
	if !s.space && len(s.out) > 0 {
		if p := s.out[len(s.out)-1]; p == '-' || p == '=' {
			return false
		}
	}
	return true
}

func (s *sigScanner) emitRune(r rune) {
	// Nix's leading commas ({ lib\n, stdenv }) read as "lib, stdenv".
	s.writeSpace(r == ')' || r == ']' || r == ',' && s.lang == "nix")
	s.out = utf8.AppendRune(s.out, r) // RuneError for invalid bytes writes U+FFFD
	s.afterOpen = false
}

func (s *sigScanner) emit(c byte) { s.emitRune(rune(c)) }

// raw writes a rune of a string literal: its brackets are text.
func (s *sigScanner) raw(r rune) {
	if s.space {
		s.out = append(s.out, ' ')
		s.space = false
	}
	s.out = utf8.AppendRune(s.out, r)
}

// writeSpace writes a pending space unless it follows a real ( or [ or
// precedes a real ) or ].
func (s *sigScanner) writeSpace(closer bool) {
	if s.space && !s.afterOpen && !closer && len(s.out) > 0 {
		s.out = append(s.out, ' ')
	}
	s.space = false
}

func (s *sigScanner) open(c byte) {
	s.emit(c)
	e := sigEntry{c: c, group: -1}
	if c == '(' || c == '[' {
		if s.depth() == 0 {
			e.group = len(s.groups)
			s.groups = append(s.groups, sigGroup{open: len(s.out) - 1, close: -1})
		}
		s.afterOpen = true
	}
	if c == '<' {
		s.afterOpen = true // type arguments: no space after List<
	}
	s.stack = append(s.stack, e)
}

// depth counts open brackets other than tentative angle brackets.
func (s *sigScanner) depth() int {
	n := 0
	for _, e := range s.stack {
		if e.c != '<' {
			n++
		}
	}
	return n
}

// close pops the bracket c closes (and angle brackets left open inside
// it); a closer with no opener is plain text (it reports false).
func (s *sigScanner) close(c byte) bool {
	want := map[byte]byte{')': '(', ']': '[', '}': '{', '>': '<'}[c]
	k := len(s.stack) - 1
	for k >= 0 && s.stack[k].c != want && s.stack[k].c == '<' {
		k--
	}
	if k < 0 || s.stack[k].c != want {
		return false
	}
	e := s.stack[k]
	multi := e.multi
	for _, in := range s.stack[k+1:] {
		multi = multi || in.multi
	}
	s.stack = s.stack[:k]
	if len(s.stack) > 0 && multi {
		s.stack[len(s.stack)-1].multi = true
	}
	if (c == ')' || c == ']' || c == '>') && multi && len(s.out) > 0 && s.out[len(s.out)-1] == ',' {
		s.out = s.out[:len(s.out)-1] // a trailing comma of a multi-line list
		if e.group >= 0 {
			g := &s.groups[e.group]
			if n := len(g.commas); n > 0 && g.commas[n-1] == len(s.out) {
				g.commas = g.commas[:n-1]
			}
		}
	}
	if c == '>' {
		s.space = false // Record<\n  K,\n  V\n>: no space before its closer
	}
	s.emitRune(rune(c))
	if e.group >= 0 {
		s.groups[e.group].close = len(s.out) - 1
	}
	return true
}

// str copies the string literal at src[i] (whitespace collapsed, as
// everywhere) and returns the index after it; an unterminated one runs
// to the end.
func (s *sigScanner) str(src []byte, i int) int {
	q := src[i]
	s.emit(q)
	i++
	for i < len(src) {
		r, size := utf8.DecodeRune(src[i:])
		switch {
		case isSpaceRune(r):
			s.space = true
		case r == '\\' && i+1 < len(src):
			s.raw(r)
			i += size
			r, size = utf8.DecodeRune(src[i:])
			if !isSpaceRune(r) {
				s.raw(r)
			}
		default:
			s.raw(r)
			if r == rune(q) {
				return i + size
			}
		}
		i += size
	}
	return i
}

// isAssign reports whether src[i] starts an assignment operator: =, :=,
// ?=, += (Make) or R's <-; not ==, =>, =~, !=, <=, >=.
func (s *sigScanner) isAssign(src []byte, i int) bool {
	c := src[i]
	if c == '<' {
		return s.lang == "r" && i+1 < len(src) && src[i+1] == '-' && (i == 0 || isSpaceByte(src[i-1]))
	}
	if c != '=' {
		return false
	}
	if i+1 < len(src) && (src[i+1] == '=' || src[i+1] == '>' || src[i+1] == '~') {
		return false
	}
	if i > 0 && strings.IndexByte("=!<>", src[i-1]) >= 0 {
		return false
	}
	return true
}

// cutAssign drops the operator's first byte already written (:= ?= +=)
// and the space before it.
func (s *sigScanner) cutAssign(src []byte, i int) {
	if i > 0 && strings.IndexByte(":?+", src[i-1]) >= 0 && len(s.out) > 0 && s.out[len(s.out)-1] == src[i-1] && !s.space {
		s.out = s.out[:len(s.out)-1]
	}
	s.out = []byte(strings.TrimRight(string(s.out), " "))
	s.space = false
}

// skipValue returns the index of the top-level , or ; (or, for shell
// words, the space) ending the value that starts at src[i], or -1 when it
// runs to the end or past valueScan.
func skipValue(src []byte, i int, apos, words bool) int {
	end := min(len(src), i+valueScan)
	depth := 0
	for j := i; j < end; j++ {
		if words && depth == 0 && isSpaceByte(src[j]) {
			return j // a shell word ends at a space
		}
		switch c := src[j]; c {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
			if depth < 0 {
				return -1
			}
		case '"', '`', '\'':
			if c == '\'' && (!apos || j > 0 && isWordByte(src[j-1])) {
				continue
			}
			k := j + 1
			for k < end && src[k] != c {
				if src[k] == '\\' {
					k++
				}
				k++
			}
			j = k
		case ',', ';':
			if depth == 0 {
				return j
			}
		}
	}
	return -1
}

// declaratorAhead reports whether src[i:] starts another declarator ("b
// = 1" or "b" after "int a = 0,"), not more of a list of values ("x = 1,
// 2"); where a comma after a value makes a tuple (lists), only one with
// an initializer is.
func declaratorAhead(src []byte, i int, lists bool) bool {
	for i < len(src) && isSpaceByte(src[i]) {
		i++
	}
	if i >= len(src) {
		return false
	}
	if r, _ := utf8.DecodeRune(src[i:]); !(unicode.IsLetter(r) || r == '_' || r == '$' || r == '@') {
		return false
	}
	end := min(len(src), i+256)
	for j := i; j < end; j++ {
		switch c := src[j]; {
		case c == '=':
			return j+1 < len(src) && src[j+1] != '=' && src[j+1] != '>' && strings.IndexByte("=!<>", src[j-1]) < 0
		case c == ',' || c == ';':
			return !lists
		case !isWordByte(c) && !isSpaceByte(c):
			return false
		}
	}
	return !lists && end == len(src)
}

// shellWords: a value is one word (export A=1 B=2).
func shellWords(lang string) bool { return lang == "bash" || lang == "dockerfile" }

// listsValues: a comma after a value makes a tuple or a list of values.
func listsValues(lang string) bool {
	switch lang {
	case "python", "ruby", "lua", "julia", "elixir", "r", "go", "swift", "scala", "kotlin":
		return true
	}
	return false
}

func isSpaceRune(r rune) bool {
	return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\f' || r == '\v'
}

func isSpaceByte(c byte) bool { return isSpaceRune(rune(c)) }

// trimOpener trims what opens a body (" {", ":", ";") or a value (a
// trailing "=", not "==", "!=", "<=", ">=").
func trimOpener(s string) string {
	s = strings.TrimRight(s, " {:;")
	if strings.HasSuffix(s, "=") && !strings.HasSuffix(s, "==") && !strings.HasSuffix(s, "!=") &&
		!strings.HasSuffix(s, "<=") && !strings.HasSuffix(s, ">=") {
		s = strings.TrimRight(strings.TrimSuffix(s, "="), " ")
	}
	return s
}

// headCut keeps the first max runes of s and marks the cut.
func headCut(s string, max int) string {
	n := 0
	for i := range s {
		if n == max {
			return strings.TrimRight(s[:i], " ") + "…"
		}
		n++
	}
	return s + "…"
}

// elide shortens a complete line to max runes: the parameters of its
// longest top-level bracket group are cut first (elideParams), then those
// of the next longest, so what follows a group (a result type) stays;
// when that is not enough, the middle of a callable's line (its result is
// at the end), the end of another's.
func elide(lang, s string, groups []sigGroup, limit int, keepEnd bool) string {
	// A cut keeps every group (it leaves out whole items), so groups are
	// known by their index across cuts.
	done := make([]bool, len(groups))
	for {
		best := -1
		for k, g := range groups {
			if g.close > g.open && !done[k] && (best < 0 || g.close-g.open > groups[best].close-groups[best].open) {
				best = k
			}
		}
		if best < 0 {
			break
		}
		done[best] = true
		g := groups[best]
		inner := s[g.open+1 : g.close]
		budget := limit - utf8.RuneCountInString(s) + utf8.RuneCountInString(inner)
		if budget < 1 {
			continue // the rest alone is too long: this list stays whole
		}
		var items []string
		from := g.open + 1
		for _, c := range g.commas {
			items = append(items, strings.TrimSpace(s[from:c]))
			from = c + 1
		}
		items = append(items, strings.TrimSpace(s[from:g.close]))
		cut := s[:g.open+1] + elideParams(lang, items, budget) + s[g.close:]
		if utf8.RuneCountInString(cut) <= limit {
			return cut
		}
		// The groups after this one moved: read them again.
		sc := sigScanner{lang: lang}
		if !sc.scan([]byte(cut), false) || string(sc.out) != cut || len(sc.groups) != len(groups) {
			break
		}
		s, groups = cut, sc.groups
	}
	if !keepEnd {
		return headCut(s, limit)
	}
	return midCut(s, limit)
}

// midCut keeps the head and the last third of s within max runes.
func midCut(s string, max int) string {
	rs := []rune(s)
	if len(rs) <= max {
		return s
	}
	tail := max / 3
	head := max - tail - 1
	return strings.TrimRight(string(rs[:head]), " ") + "…" + strings.TrimLeft(string(rs[len(rs)-tail:]), " ")
}

// attributeSignature is an instance attribute's signature (self.x: int,
// self.x): one with an annotation reads as a declared field (x: int); one
// without keeps its "self." (the Soul Map leaves those out).
func attributeSignature(sig string) string {
	if rest, ok := strings.CutPrefix(sig, "self."); ok && strings.Contains(rest, ":") {
		return rest
	}
	return sig
}

// noSpace drops spaces, which a signature normalises ("( +! )" is "(+!)").
func noSpace(s string) string { return strings.ReplaceAll(s, " ", "") }

// Shorten fits a one-line signature (a Symbol.Signature) into max runes
// the way signatures are cut when read: the middle of its longest bracket
// group first, never what follows it (a result type); a callable keeps
// its end when that is not enough.
func Shorten(lang string, kind Kind, sig string, max int) string {
	if utf8.RuneCountInString(sig) <= max {
		return sig
	}
	s := sigScanner{lang: lang}
	if !s.scan([]byte(sig), false) || string(s.out) != sig {
		// Not a line the scanner reads back as it is (an elided or
		// head-cut signature): cut its end.
		return headCut(sig, max-1)
	}
	return elide(lang, sig, s.groups, max, kind.IsCallable())
}

// dropTLAComments replaces TLA+ comments (\* to the end of the line,
// nested (* ... *)) by a space; strings are kept.
func dropTLAComments(src []byte) []byte {
	if !bytes.Contains(src, []byte(`\*`)) && !bytes.Contains(src, []byte("(*")) {
		return src
	}
	out := make([]byte, 0, len(src))
	for i := 0; i < len(src); {
		switch c := src[i]; {
		case c == '"':
			j := i + 1
			for j < len(src) && src[j] != '"' && src[j] != '\n' {
				if src[j] == '\\' {
					j++
				}
				j++
			}
			j = min(j+1, len(src))
			out = append(out, src[i:j]...)
			i = j
		case c == '\\' && i+1 < len(src) && src[i+1] == '*':
			for i < len(src) && src[i] != '\n' {
				i++
			}
			out = append(out, ' ')
		case c == '(' && i+1 < len(src) && src[i+1] == '*':
			depth := 0
			for i < len(src) {
				if src[i] == '(' && i+1 < len(src) && src[i+1] == '*' {
					depth++
					i += 2
					continue
				}
				if src[i] == '*' && i+1 < len(src) && src[i+1] == ')' {
					i += 2
					if depth--; depth == 0 {
						break
					}
					continue
				}
				i++
			}
			out = append(out, ' ')
		default:
			out = append(out, c)
			i++
		}
	}
	return out
}
