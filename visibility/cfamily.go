package visibility

import (
	"bytes"
	"strings"

	"github.com/soulindex/soulindex/extract"
)

// headerExts are the extensions of files meant to be included: what they
// declare is the library's interface. Template and inline implementation
// files (.ipp, .tpp, .inl) are included by headers, so they count too.
var headerExts = map[string]bool{
	".h": true, ".hh": true, ".hpp": true, ".hxx": true, ".h++": true,
	".ipp": true, ".tpp": true, ".inl": true,
}

// cRule (C and C++): `static` at namespace scope is private (internal
// linkage), and so is anything in an anonymous namespace; otherwise what a
// header declares is public, and a non-static definition in a source file
// is internal (linkable from other files of the program, not an API).
// C++ class members follow the `public:`/`protected:`/`private:` section
// they sit in (class default private, struct and union default public);
// `protected` counts as public, as subclasses in other libraries use it.
// `static` on a member means per-class, not linkage, and is ignored. A
// method defined out of line (`void C::f() {}`) takes the visibility of
// its in-class declaration when the class is in this file. Members are
// then clamped to their class.
func cRule(c *file) {
	header := headerExts[c.ext()]
	masked := extract.BlankC(c.src)
	anon := anonNamespaces(masked)
	syms := c.f.Symbols
	labels := map[int32][]label{}
	for i := range syms {
		s := &syms[i]
		p := c.parent(s)
		if p != nil && (p.Kind == extract.KindClass || p.Kind == extract.KindStruct) {
			l, ok := labels[s.Parent]
			if !ok {
				l = c.cppLabels(masked, p)
				labels[s.Parent] = l
			}
			c.set(i, c.cppSection(l, p, s))
			continue
		}
		switch {
		case hasWord(modifiers(s), "static") && (p == nil || p.Kind == extract.KindModule):
			c.set(i, private)
		case inAny(anon, c.offset(s.NameRange.Start)):
			c.set(i, private)
		case !header:
			c.set(i, internal)
		}
	}
	// Out-of-line member definitions take their in-class declaration's
	// visibility once that is clamped to its class.
	c.clampToParents()
	for i := range syms {
		s := &syms[i]
		if s.Parent >= 0 || len(s.Container) == 0 || !strings.Contains(s.Signature, "::") {
			continue
		}
		cls := s.Container[len(s.Container)-1].Name
		for j := range syms {
			d := &syms[j]
			if d.Name == s.Name && j != i && d.Parent >= 0 && syms[d.Parent].Name == cls {
				c.set(i, d.Visibility)
				break
			}
		}
	}
}

// label is an access label of a class body and where it stands.
type label struct {
	off int
	vis extract.Visibility
}

// cppLabels scans class p's body once for the access labels at its own
// brace depth (labels of nested classes belong to them). `protected`
// counts as public (see cRule).
func (c *file) cppLabels(masked []byte, p *extract.Symbol) []label {
	start, end := c.offset(p.NameRange.End), c.offset(p.FullRange.End)
	var out []label
	body, depth := -1, 0
	for j := start; j < end; j++ {
		switch b := masked[j]; b {
		case '{':
			depth++
			if body < 0 {
				body = depth
			}
		case '}':
			depth--
		case 'p':
			if depth != body || j > 0 && identRe.Match(masked[j-1:j]) {
				continue
			}
			for _, kw := range [...]string{"public", "protected", "private"} {
				rest := masked[j:end]
				if !bytes.HasPrefix(rest, []byte(kw)) {
					continue
				}
				rest = bytes.TrimLeft(rest[len(kw):], " \t\r\n")
				if len(rest) > 0 && rest[0] == ':' && (len(rest) == 1 || rest[1] != ':') {
					v := public
					if kw == "private" {
						v = private
					}
					out = append(out, label{j, v})
				}
			}
		}
	}
	return out
}

// cppSection returns the access of member s of class p: the last label
// before it, else the class key's default (class private, struct and
// union public).
func (c *file) cppSection(labels []label, p, s *extract.Symbol) extract.Visibility {
	v := public
	if p.Kind == extract.KindClass && hasWord(modifiers(p), "class") {
		v = private
	}
	off := c.offset(s.FullRange.Start)
	for _, l := range labels {
		if l.off >= off {
			break
		}
		v = l.vis
	}
	return v
}

// anonNamespaces returns the byte spans of anonymous namespace bodies:
// "namespace" as a word, then only white space before "{". It is read on
// every C and C++ file, most of which have none, so the keyword is found
// with a plain search (a regular expression starting with \b has no
// literal prefix to search for and steps through every byte).
func anonNamespaces(masked []byte) [][2]int {
	const kw = "namespace"
	var out [][2]int
	for i := 0; ; {
		k := bytes.Index(masked[i:], []byte(kw))
		if k < 0 {
			return out
		}
		at := i + k
		i = at + len(kw)
		if at > 0 && asciiWord(masked[at-1]) {
			continue
		}
		open := i
		for open < len(masked) && asciiSpace(masked[open]) {
			open++
		}
		if open == len(masked) || masked[open] != '{' {
			continue
		}
		i = open + 1
		depth := 0
		for j := open; j < len(masked); j++ {
			if masked[j] == '{' {
				depth++
			} else if masked[j] == '}' {
				depth--
				if depth == 0 {
					out = append(out, [2]int{open + 1, j})
					break
				}
			}
		}
	}
}

// asciiWord and asciiSpace are the regular expression classes \w and \s.
func asciiWord(b byte) bool {
	return b == '_' || (b >= '0' && b <= '9') || (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z')
}

func asciiSpace(b byte) bool { return b == ' ' || b == '\t' || b == '\n' || b == '\f' || b == '\r' }

func inAny(spans [][2]int, off int) bool {
	for _, s := range spans {
		if off >= s[0] && off < s[1] {
			return true
		}
	}
	return false
}
