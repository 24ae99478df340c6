package visibility

import (
	"regexp"
	"strings"

	"github.com/soulindex/soulindex/extract"
)

var (
	// A bare access line: applies to the defs that follow at its level.
	rbSectionRe = regexp.MustCompile(`^\s*(private|protected|public|module_function)\s*(?:#.*)?$`)
	// `private :a, :b` / `private_class_method :h` / `private_constant :X`.
	rbListRe = regexp.MustCompile(`^\s*(private|protected|public|private_class_method|public_class_method|private_constant)\s*\(?\s*((?::[\w?!=]+|"[^"]*"|'[^']*')(?:\s*,\s*(?::[\w?!=]+|"[^"]*"|'[^']*'))*)`)
	rbSymRe  = regexp.MustCompile(`:([\w?!=]+)|"([^"]*)"|'([^']*)'`)
	// `private def x` / `private attr_reader :y`: the modifier is left
	// outside the definition on the same line.
	rbInlineRe = regexp.MustCompile(`\b(private|protected|public)\s+$`)
)

// rubyRule: methods are public unless a `private`/`protected` applies:
// a bare `private` line covers the following defs of the same body until
// `public` (or `protected`), `private :a, :b` names methods (and attr
// readers) wherever it stands, `private def x` covers x, and
// `private_class_method :h` covers the singleton method `def self.h`,
// which a bare `private` does not. `protected` is internal (callable from
// instances of the class family only). `private_constant` hides
// constants. A body's lines are read at their own indentation, so a
// `private` inside `class << self` or a nested class does not leak out.
// Everything else (top-level defs, classes, modules) is public.
func rubyRule(c *file) {
	syms := c.f.Symbols
	children := map[int][]int{}
	for i := range syms {
		children[int(syms[i].Parent)] = append(children[int(syms[i].Parent)], i)
	}
	for p, kids := range children {
		if p < 0 {
			continue
		}
		c.rubyBody(&syms[p], kids)
	}
}

func (c *file) rubyBody(p *extract.Symbol, kids []int) {
	syms := c.f.Symbols
	first, last := int(p.FullRange.Start.Line)+1, int(p.FullRange.End.Line)
	// Lines inside nested containers belong to them.
	skip := func(n int) bool {
		for _, k := range kids {
			r := syms[k].FullRange
			if syms[k].Kind.IsContainer() && n > int(r.Start.Line) && n <= int(r.End.Line) {
				return true
			}
		}
		return false
	}
	byLine := map[int][]int{}
	for _, k := range kids {
		byLine[int(syms[k].FullRange.Start.Line)] = append(byLine[int(syms[k].FullRange.Start.Line)], k)
	}
	mode := map[int]string{} // indentation -> current section
	named := map[string]string{}
	singleton := map[string]string{}
	for n := first; n < last; n++ {
		if skip(n) {
			continue
		}
		text := c.line(n)
		trim := strings.TrimSpace(text)
		indent := len(text) - len(strings.TrimLeft(text, " \t"))
		if trim != "" && !strings.HasPrefix(trim, "#") {
			for k := range mode {
				if k > indent {
					delete(mode, k) // left a deeper block (class << self ... end)
				}
			}
		}
		if m := rbSectionRe.FindStringSubmatch(text); m != nil {
			mode[indent] = m[1]
			continue
		}
		if m := rbListRe.FindStringSubmatch(text); m != nil {
			for _, sm := range rbSymRe.FindAllStringSubmatch(m[2], -1) {
				name := sm[1] + sm[2] + sm[3]
				switch m[1] {
				case "private_class_method":
					singleton[name] = "private"
				case "public_class_method":
					singleton[name] = "public"
				case "private_constant":
					named[name] = "private"
				default:
					named[name] = m[1]
				}
			}
		}
		for _, k := range byLine[n] {
			s := &syms[k]
			sec := mode[indent]
			if m := rbInlineRe.FindStringSubmatch(c.before(s)); m != nil {
				sec = m[1]
			} else if strings.HasPrefix(s.Signature, "def self.") || s.Kind == extract.KindConstant || s.Kind.IsContainer() {
				sec = "" // sections apply to instance methods (and attrs) only
			}
			c.set(k, rubyLevel(sec))
		}
	}
	for _, k := range kids {
		s := &syms[k]
		if strings.HasPrefix(s.Signature, "def self.") {
			if sec, ok := singleton[s.Name]; ok {
				c.set(k, rubyLevel(sec))
			}
		} else if sec, ok := named[s.Name]; ok {
			c.set(k, rubyLevel(sec))
		}
	}
}

func rubyLevel(sec string) extract.Visibility {
	switch sec {
	case "private":
		return private
	case "protected":
		return internal
	}
	return public
}
