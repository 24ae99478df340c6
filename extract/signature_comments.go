package extract

import (
	"bytes"
	"strings"
)

// sigComments is each language's comment syntax for signatures, from the
// regex tier's lexicons: a comment between a definition's name and its
// body ("def f(  # type: ignore[override]", "/** @deprecated */ b: T")
// is left out of its signature. Perl's POD blocks (=pod … =cut) are
// paragraphs, never inside a signature, and are not read there.
var sigComments = func() map[string]*lexicon {
	m := map[string]*lexicon{}
	for _, f := range builtinFamilies() {
		lx := f.lex
		lx.block = nil
		for _, b := range f.lex.block {
			if !strings.HasPrefix(b[0], "=") {
				lx.block = append(lx.block, b)
			}
		}
		if len(lx.line) == 0 && len(lx.block) == 0 {
			continue
		}
		for _, l := range f.langs {
			m[l] = &lx
		}
	}
	// Languages the regex tier has no family for.
	for _, l := range []string{"r", "julia"} {
		m[l] = &lexicon{line: []string{"#"}}
	}
	return m
}()

// commentAt reports whether a comment starts at src[i], and where it
// ends: a block comment after its closer (at the end of src when
// unterminated), a line comment at its line's end (the newline stays).
func (lx *lexicon) commentAt(src []byte, i int) (int, bool) {
	rest := src[i:]
	for _, n := range lx.notComment {
		if bytes.HasPrefix(rest, []byte(n)) {
			return 0, false
		}
	}
	for _, b := range lx.block {
		if bytes.HasPrefix(rest, []byte(b[0])) {
			if k := bytes.Index(rest[len(b[0]):], []byte(b[1])); k >= 0 {
				return i + len(b[0]) + k + len(b[1]), true
			}
			return len(src), true
		}
	}
	for _, l := range lx.line {
		if bytes.HasPrefix(rest, []byte(l)) {
			if k := bytes.IndexByte(rest, '\n'); k >= 0 {
				return i + k, true
			}
			return len(src), true
		}
	}
	return 0, false
}
