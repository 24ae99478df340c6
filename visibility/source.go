package visibility

import (
	"path"
	"regexp"
	"strings"

	"github.com/soulindex/soulindex/extract"
)

// file bundles an outline with its source and line index, for the rules
// that look at the text around a symbol.
type file struct {
	f     *extract.File
	src   []byte
	lines []int // byte offset of each line start
}

func newFile(f *extract.File, src []byte) *file {
	c := &file{f: f, src: src, lines: []int{0}}
	for i, b := range src {
		// A lone '\r' ends a line too, as in the outline's positions.
		if b == '\n' || b == '\r' && (i+1 == len(src) || src[i+1] != '\n') {
			c.lines = append(c.lines, i+1)
		}
	}
	return c
}

// offset converts a position to a byte offset, clamped to the source.
func (c *file) offset(p extract.Position) int {
	if int(p.Line) >= len(c.lines) {
		return len(c.src)
	}
	o := c.lines[p.Line] + int(p.Column)
	if o > len(c.src) {
		o = len(c.src)
	}
	return o
}

// line returns the text of line n without its newline.
func (c *file) line(n int) string {
	if n < 0 || n >= len(c.lines) {
		return ""
	}
	end := len(c.src)
	if n+1 < len(c.lines) {
		end = c.lines[n+1] - 1
	}
	return strings.TrimRight(string(c.src[c.lines[n]:end]), "\r")
}

// before returns the text on the symbol's first line before its full range:
// the modifiers some grammars leave outside the definition node (`export`,
// Ruby's `private def`).
func (c *file) before(s *extract.Symbol) string {
	st := s.FullRange.Start
	return string(c.src[c.lines[min(int(st.Line), len(c.lines)-1)]:c.offset(st)])
}

// set gives symbol i the visibility v.
func (c *file) set(i int, v extract.Visibility) { c.f.Symbols[i].Visibility = v }

// parent returns the enclosing symbol in this file, or nil.
func (c *file) parent(s *extract.Symbol) *extract.Symbol {
	if s.Parent < 0 || int(s.Parent) >= len(c.f.Symbols) {
		return nil
	}
	return &c.f.Symbols[s.Parent]
}

// exportSet returns the names of File.Exports.
func (c *file) exportSet() map[string]bool {
	m := make(map[string]bool, len(c.f.Exports))
	for _, e := range c.f.Exports {
		m[e.Name] = true
	}
	return m
}

// ext returns the lower-cased extension of the file's path.
func (c *file) ext() string { return strings.ToLower(path.Ext(c.f.Path)) }

var identRe = regexp.MustCompile(`[\p{L}\p{N}_$]`)

// modifiers returns the part of a signature before the symbol's name (the
// keywords that qualify it), or the whole signature when the name is not in
// it as a word. Attribute and annotation arguments stay in, which is
// harmless: the rules look for whole keywords.
//
// An attribute or annotation may repeat the name (C#'s `[SetUp] public
// void SetUp()`, Java's `@Foo class Foo`): occurrences inside brackets or
// right after `@` are skipped.
func modifiers(s *extract.Symbol) string {
	sig, name := s.Signature, s.Name
	for from := 0; name != "" && from <= len(sig); {
		i := strings.Index(sig[from:], name)
		if i < 0 {
			break
		}
		i += from
		end := i + len(name)
		if (i == 0 || !identRe.MatchString(sig[i-1:i]) && sig[i-1] != '@') &&
			(end == len(sig) || !identRe.MatchString(sig[end:end+1])) &&
			strings.Count(sig[:i], "[") <= strings.Count(sig[:i], "]") {
			return sig[:i]
		}
		from = i + 1
	}
	return sig
}

// hasWord reports whether text holds kw as a whole word.
func hasWord(text, kw string) bool {
	for from := 0; from < len(text); {
		i := strings.Index(text[from:], kw)
		if i < 0 {
			return false
		}
		i += from
		end := i + len(kw)
		if (i == 0 || !identRe.MatchString(text[i-1:i])) && (end == len(text) || !identRe.MatchString(text[end:end+1])) {
			return true
		}
		from = i + 1
	}
	return false
}

// stringLits returns the contents of the quoted literals in text.
var stringLitRe = regexp.MustCompile(`"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'`)

func stringLits(text string) []string {
	var out []string
	for _, m := range stringLitRe.FindAllStringSubmatch(text, -1) {
		out = append(out, m[1]+m[2])
	}
	return out
}
