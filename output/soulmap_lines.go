// How one definition of the Soul Map reads: its signature line and its file's quality mark.
package output

import (
	"strings"

	"github.com/soulindex/soulindex/extract"
)

// isDeclarationOnly reports a one-line module symbol with no members: a
// package clause or a "mod x;" line, which says nothing the path does not.
func isDeclarationOnly(f *extract.File, i int) bool {
	s := &f.Symbols[i]
	if s.Kind != extract.KindModule || s.FullRange.Start.Line != s.FullRange.End.Line {
		return false
	}
	return i+1 >= len(f.Symbols) || f.Symbols[i+1].Parent != int32(i)
}

// quality marks an outline that is not a clean full parse, so the map
// never presents a fallback as one.
func quality(f *extract.File) string {
	switch {
	case f.Fallback != "":
		return " [" + string(f.Backend) + " fallback: " + f.Fallback + "]"
	case f.Backend == extract.BackendRegex:
		return " [" + string(f.Backend) + "]"
	case f.ErrorNodes > 0:
		return " [partial parse]"
	}
	return ""
}

// display is a definition's line: its decorators that change how it is
// used, then its signature ("@cached_property def name(self) -> str").
func display(s *extract.Symbol) string {
	if s.Signature != "" {
		return decorated(s)
	}
	return strings.TrimSpace(s.Decorators + " " + s.Kind.String() + " " + s.Name)
}

// mapSigMax bounds a signature on a map line, in runes: what is cut is
// the middle of its parameter list (extract.Shorten), so a long
// signature costs the budget less and keeps its name and result. A small
// map is terser (sigMaxFor).
const mapSigMax = 120

// smallSigMax is mapSigMax for a map of at most smallBudget tokens, where
// two shorter lines tell more than one long one.
const (
	smallSigMax = 80
	smallBudget = 2000
)

// sigMaxFor is the signature bound of a map of budget tokens.
func sigMaxFor(budget int) int {
	if budget <= smallBudget {
		return smallSigMax
	}
	return mapSigMax
}

// mapLine is display for a map line: the signature shortened to max.
func mapLine(lang string, s *extract.Symbol, max int) string {
	if s.Signature == "" {
		return display(s)
	}
	sig := extract.Shorten(lang, s.Kind, s.Signature, max)
	if s.Decorators == "" {
		return sig
	}
	return s.Decorators + " " + sig
}

// decorated is the signature after the decorators, on one line (also the
// SCIP signature documentation).
func decorated(s *extract.Symbol) string {
	if s.Decorators == "" {
		return s.Signature
	}
	return s.Decorators + " " + s.Signature
}

// containerLabel is the "(in X)" a member's line carries: its container
// chain, unless the signature itself names the container as the symbol's
// qualifier (a Go receiver "func (c *Foo) M()", "Foo::m", "Foo.m", Lua's
// "Foo:m") or the definition is a constructor named after it (Java's
// "public Foo(int x)"). A member merely named like its container (a Go
// interface's Render method of interface Render, an enum member Kind of
// enum Kind) or a signature merely mentioning the container (a method
// returning it) keeps the label: without it the line reads as a
// top-level definition.
func containerLabel(s *extract.Symbol, sig string) string {
	c := s.ContainerName()
	if c == "" {
		return ""
	}
	last := s.Container[len(s.Container)-1].Name
	if s.Kind == extract.KindConstructor && s.Name == last || qualifiedBy(sig, s.Name, last) {
		return ""
	}
	return c
}

// qualifiedBy reports whether sig declares name qualified by container:
// the first whole-word occurrence of name after a Go receiver is the
// declared one, and it follows "container::", "container.",
// "container.prototype." or Lua's "container:", or a Go receiver of type
// container. Later occurrences are uses (a parameter of type Foo.m).
func qualifiedBy(sig, name, container string) bool {
	if name == "" {
		return false
	}
	from := 0
	if strings.HasPrefix(sig, "func (") {
		from = len("func ") + matchingParen(sig[len("func "):]) + 1 // after the receiver
		if from <= len("func ") {
			return false
		}
	}
	i := -1
	for from < len(sig) {
		j := strings.Index(sig[from:], name)
		if j < 0 {
			return false
		}
		j += from
		from = j + len(name)
		if j+len(name) < len(sig) && isIdentByte(sig[j+len(name)]) || j > 0 && isIdentByte(sig[j-1]) {
			continue // inside a longer word
		}
		i = j
		break
	}
	if i < 0 {
		return false
	}
	before := sig[:i]
	for _, sep := range []string{"::", ".prototype.", ".", ":"} { // ":": Lua's Node:m
		if q, ok := strings.CutSuffix(before, sep); ok && endsWithType(q, container) {
			return true
		}
	}
	if recv, ok := strings.CutSuffix(strings.TrimRight(before, " "), ")"); ok && strings.HasPrefix(before, "func (") {
		// Go: func (c *Foo[T]) M: the receiver's type is the container.
		r := recv[len("func ("):]
		if k := strings.IndexByte(r, '['); k >= 0 {
			r = r[:k]
		}
		fields := strings.Fields(r)
		return len(fields) > 0 && strings.TrimLeft(fields[len(fields)-1], "*") == container
	}
	return false
}

// matchingParen is the index of the ")" closing the "(" s starts with,
// or -1.
func matchingParen(s string) int {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				return i
			}
		}
	}
	return -1
}

// endsWithType reports whether q ends with the type name t, possibly with
// type arguments ("Foo", "ns::Foo", "Foo<T>").
func endsWithType(q, t string) bool {
	if strings.HasSuffix(q, ">") {
		depth := 0
		for k := len(q) - 1; k >= 0; k-- {
			switch q[k] {
			case '>':
				depth++
			case '<':
				depth--
			}
			if depth == 0 {
				q = q[:k]
				break
			}
		}
	}
	return strings.HasSuffix(q, t) && (len(q) == len(t) || !isIdentByte(q[len(q)-len(t)-1]))
}

func isIdentByte(c byte) bool {
	return c == '_' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}
