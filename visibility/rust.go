package visibility

import (
	"regexp"
	"strings"

	"github.com/soulindex/soulindex/extract"
)

// rustAttrRe strips outer attributes (#[inline], #[derive(...)]) that a
// signature may start with: an attribute before `pub` does not hide it.
var rustAttrRe = regexp.MustCompile(`^(?:\s*#!?\[[^\]]*\])+\s*`)

// rustVisRe reads the visibility qualifier at the start of an item.
var rustVisRe = regexp.MustCompile(`^pub\s*(\(\s*(crate|super|self|in\b[^)]*)\s*\))?`)

// rustRule: `pub` is public; `pub(crate)`, `pub(super)` and `pub(in path)`
// are internal (visible inside the crate only); `pub(self)` and no
// qualifier are private (the module). It is decided per item and never
// clamped (clampExempt): a `pub use` can re-export the public items of a
// private module or type. Items without a qualifier of their own take it
// from their owner: enum variants and their fields take the enum's, trait
// items the trait's, and methods of a trait impl (`impl Trait for T`) the
// type's when T is defined in this file (else public: the trait decides,
// and a foreign type such as `[u8; 6]` is as visible as the trait).
// `macro_rules!` macros are public only with #[macro_export].
func rustRule(c *file) {
	syms := c.f.Symbols
	for i := range syms {
		s := &syms[i]
		c.set(i, rustOwn(s))
		if s.Kind == extract.KindMacro {
			if c.attributeAbove(s, "#[macro_export]") {
				c.set(i, public)
			} else {
				c.set(i, private)
			}
		}
	}
	for i := range syms {
		s := &syms[i]
		if p := c.parent(s); p != nil && (p.Kind == extract.KindEnum || p.Kind == extract.KindTrait ||
			p.Kind == extract.KindEnumMember) {
			c.set(i, c.inherited(int(s.Parent)))
			continue
		}
		if s.Kind.IsCallable() || s.Kind == extract.KindConstant || s.Kind == extract.KindTypeAlias {
			if c.inTraitImpl(s) {
				c.set(i, public)
				if len(s.Container) > 0 {
					if t := c.typeNamed(s.Container[len(s.Container)-1].Name); t >= 0 {
						c.set(i, syms[t].Visibility)
					}
				}
			}
		}
	}
}

// inherited returns the visibility of symbol i after its own owner's rule
// (variant fields go through the variant to the enum).
func (c *file) inherited(i int) extract.Visibility {
	s := &c.f.Symbols[i]
	if p := c.parent(s); p != nil && (p.Kind == extract.KindEnum || p.Kind == extract.KindTrait) {
		return c.inherited(int(s.Parent))
	}
	return s.Visibility
}

func rustOwn(s *extract.Symbol) extract.Visibility {
	sig := rustAttrRe.ReplaceAllString(s.Signature, "")
	m := rustVisRe.FindStringSubmatch(sig)
	switch {
	case m == nil || m[2] == "self":
		return private
	case m[1] == "":
		return public
	default:
		return internal
	}
}

// inTraitImpl reports whether s sits in an `impl Trait for Type` block:
// the outline records impl blocks as unnamed-symbol scopes named by type.
func (c *file) inTraitImpl(s *extract.Symbol) bool {
	for _, sc := range c.f.Scopes {
		if sc.Symbol >= 0 || !sc.Range.Contains(s.FullRange) {
			continue
		}
		head := string(c.src[c.offset(sc.Range.Start):c.offset(s.FullRange.Start)])
		if i := strings.IndexByte(head, '{'); i >= 0 {
			head = head[:i]
		}
		if strings.HasPrefix(strings.TrimSpace(head), "impl") {
			return hasWord(head, "for")
		}
	}
	// Impls of types the query does not name (`impl From<X> for [u8; 6]`)
	// have no scope: the nearest less indented line above is the header.
	own := c.line(int(s.FullRange.Start.Line))
	indent := len(own) - len(strings.TrimLeft(own, " \t"))
	for n := int(s.FullRange.Start.Line) - 1; n >= 0 && indent > 0; n-- {
		t := c.line(n)
		trim := strings.TrimLeft(t, " \t")
		if trim == "" || len(t)-len(trim) >= indent {
			continue
		}
		if strings.HasPrefix(trim, "where") || strings.HasPrefix(trim, "{") {
			continue // a where clause or brace of the header
		}
		return strings.HasPrefix(trim, "impl") && hasWord(trim, "for")
	}
	return false
}

// typeNamed returns the index of a type named name defined anywhere in
// this file (an impl may sit in another module than its type), or -1.
func (c *file) typeNamed(name string) int {
	for i, s := range c.f.Symbols {
		if s.Name == name && s.Kind.IsType() {
			return i
		}
	}
	return -1
}

// topLevelType returns the index of the type named name defined at the top
// of this file, or -1.
func (c *file) topLevelType(name string) int {
	for i, s := range c.f.Symbols {
		if s.Name == name && s.Kind.IsType() && s.Parent < 0 && len(s.Container) == 0 {
			return i
		}
	}
	return -1
}

// attributeAbove reports whether one of the lines right above s (attributes
// and doc comments) or s's own first line holds attr.
func (c *file) attributeAbove(s *extract.Symbol, attr string) bool {
	if strings.Contains(c.before(s), attr) {
		return true
	}
	for n := int(s.FullRange.Start.Line) - 1; n >= 0; n-- {
		t := strings.TrimSpace(c.line(n))
		if strings.Contains(t, attr) {
			return true
		}
		if !strings.HasPrefix(t, "#") && !strings.HasPrefix(t, "//") && !strings.HasPrefix(t, "@") {
			return false
		}
	}
	return false
}

// zigRule: `pub` declarations are public, others are private to the file
// (Zig has no package scope); an `export fn` is a C ABI symbol any linked
// object can call, so it is public too. Container fields have no access control: a
// field is as visible as its struct (public here, clamped to the struct),
// and so are enum members.
func zigRule(c *file) {
	for i := range c.f.Symbols {
		s := &c.f.Symbols[i]
		if s.Kind == extract.KindField || s.Kind == extract.KindEnumMember {
			continue
		}
		if sig := s.Signature; !strings.HasPrefix(sig, "pub ") && !strings.HasPrefix(sig, "export ") {
			c.set(i, private)
		}
	}
}

// pubKeywordRule (Gleam): `pub` is public, anything else is private to the
// module, which is the file. Custom type constructors follow their type.
func pubKeywordRule(c *file) {
	for i := range c.f.Symbols {
		s := &c.f.Symbols[i]
		if s.Parent >= 0 {
			continue
		}
		if !hasWord(modifiers(s), "pub") {
			c.set(i, private)
		}
	}
}
