package visibility

import (
	"regexp"
	"strings"

	"github.com/soulindex/soulindex/extract"
)

// isInterface reports whether p is an interface-like type whose members
// are implicitly public (Java interfaces and @interface annotations).
func isInterface(p *extract.Symbol) bool {
	return p != nil && (p.Kind == extract.KindInterface || strings.Contains(p.Signature, "@interface"))
}

// javaRule: `public` is public, `private` private, no modifier is
// package-private (internal). `protected` counts as public: subclasses in
// any package can use it, so it is part of the API (as C#'s protected).
// Interface members are implicitly public, enum constants are public (and
// clamped to the enum), record components are public accessors, and the
// package declaration is public. Members are clamped to their type.
func javaRule(c *file) {
	for i := range c.f.Symbols {
		s := &c.f.Symbols[i]
		p := c.parent(s)
		mods := modifiers(s)
		switch {
		case s.Kind == extract.KindModule:
		case hasWord(mods, "private"):
			c.set(i, private)
		case hasWord(mods, "public"), hasWord(mods, "protected"):
		case s.Kind == extract.KindEnumMember, isInterface(p):
		case p != nil && strings.HasPrefix(strings.TrimSpace(modifiersAfterAnnotations(p.Signature)), "record") &&
			p.NameRange.End.Less(s.NameRange.Start) && s.FullRange.Start.Line == p.NameRange.Start.Line &&
			s.Kind == extract.KindField && !hasWord(mods, "static"):
			// A record component: its accessor is public (a record's
			// other fields are static).
		default:
			c.set(i, internal)
		}
	}
}

var annotationRe = regexp.MustCompile(`@\w+(\([^)]*\))?\s*`)

// modifiersAfterAnnotations drops Java annotations and the usual modifiers
// so the declaration keyword (class, record, enum) comes first.
func modifiersAfterAnnotations(sig string) string {
	sig = annotationRe.ReplaceAllString(sig, "")
	for _, m := range []string{"public ", "protected ", "private ", "static ", "final ", "abstract ", "sealed ", "strictfp "} {
		sig = strings.ReplaceAll(sig, m, "")
	}
	return sig
}

// kotlinRule: public by default; `internal` is the module, `private` the
// file (top level) or class; `protected` counts as public like Java's,
// since subclasses in other modules see it. Members are clamped to their
// class.
func kotlinRule(c *file) {
	for i := range c.f.Symbols {
		mods := modifiers(&c.f.Symbols[i])
		switch {
		case hasWord(mods, "private"):
			c.set(i, private)
		case hasWord(mods, "internal"):
			c.set(i, internal)
		}
	}
}

// scalaPrivateRe matches a qualified `private[X]`; unqualified `private`
// and `private[this]` are private, the qualified form opens the symbol to
// the named package or class (internal).
var scalaQualRe = regexp.MustCompile(`\b(private|protected)\s*\[\s*(\w+)\s*\]`)

// scalaRule: public by default; `private` / `private[this]` private;
// `private[pkg]` and `protected` (subclasses only) internal.
func scalaRule(c *file) {
	for i := range c.f.Symbols {
		mods := modifiers(&c.f.Symbols[i])
		qualified := false
		for _, m := range scalaQualRe.FindAllStringSubmatch(mods, -1) {
			if m[2] != "this" {
				qualified = true
			}
		}
		switch {
		case qualified, hasWord(mods, "protected"):
			c.set(i, internal)
		case hasWord(mods, "private"):
			c.set(i, private)
		}
	}
}

// groovyRule: Groovy's default is public (unlike Java); `private` is
// private, `protected` is public for the same reason as Java's.
func groovyRule(c *file) {
	for i := range c.f.Symbols {
		if hasWord(modifiers(&c.f.Symbols[i]), "private") {
			c.set(i, private)
		}
	}
}

// csharpRule: `public` public; `internal` and `private protected` internal
// (the assembly); `private` and `file` private; `protected` and `protected
// internal` public, because subclasses outside the assembly see them.
// Without a modifier: top-level types (and types directly in a namespace)
// are internal, members of a type private, interface members public, enum
// members follow the enum (clamped). Explicit interface implementations
// (`void IFoo.M()`) carry no modifier and are reachable through the
// interface: public.
func csharpRule(c *file) {
	for i := range c.f.Symbols {
		s := &c.f.Symbols[i]
		p := c.parent(s)
		mods := modifiers(s)
		switch {
		case s.Kind == extract.KindModule:
		case hasWord(mods, "private") && hasWord(mods, "protected"):
			c.set(i, internal)
		case hasWord(mods, "protected"), hasWord(mods, "public"):
		case hasWord(mods, "internal"):
			c.set(i, internal)
		case hasWord(mods, "private"), hasWord(mods, "file"):
			c.set(i, private)
		case s.Kind == extract.KindEnumMember, isInterface(p):
		case strings.HasSuffix(strings.TrimSpace(mods), "."):
			// explicit interface implementation
		case p == nil || p.Kind == extract.KindModule:
			c.set(i, internal)
		default:
			c.set(i, private)
		}
	}
}

// swiftSetterRe removes setter-only restrictions like `private(set)`: they
// narrow the setter, not the symbol.
var swiftSetterRe = regexp.MustCompile(`\b\w+\s*\(\s*set\s*\)`)

// swiftRule: `public`/`open` public, `internal` or no modifier internal
// (the module), `private`/`fileprivate` private. Enum cases and protocol
// requirements have no modifier of their own and follow their type.
// Members of an extension (outside the type's body in the outline) default
// to the extension's own modifier (`public extension S`), and are clamped
// to the extended type when it is defined in this file.
func swiftRule(c *file) {
	for i := range c.f.Symbols {
		s := &c.f.Symbols[i]
		p := c.parent(s)
		mods := swiftSetterRe.ReplaceAllString(modifiers(s), "")
		def := internal
		if s.Kind == extract.KindEnumMember || isInterface(p) {
			def = public // then clamped to the type
		}
		if s.Parent < 0 && len(s.Container) > 0 {
			def = c.swiftExtensionDefault(s)
		}
		v := swiftLevel(mods, def)
		if s.Parent < 0 && len(s.Container) > 0 {
			if t := c.topLevelType(s.Container[len(s.Container)-1].Name); t >= 0 {
				v = narrowest(v, swiftLevel(swiftSetterRe.ReplaceAllString(modifiers(&c.f.Symbols[t]), ""), internal))
			}
		}
		c.set(i, v)
	}
}

func swiftLevel(mods string, def extract.Visibility) extract.Visibility {
	switch {
	case hasWord(mods, "private"), hasWord(mods, "fileprivate"):
		return private
	case hasWord(mods, "public"), hasWord(mods, "open"):
		return public
	case hasWord(mods, "internal"):
		return internal
	}
	return def
}

// swiftExtensionDefault reads the modifiers of the extension enclosing s.
func (c *file) swiftExtensionDefault(s *extract.Symbol) extract.Visibility {
	for _, sc := range c.f.Scopes {
		if sc.Symbol >= 0 || !sc.Range.Contains(s.FullRange) {
			continue
		}
		head := string(c.src[c.offset(sc.Range.Start):c.offset(s.FullRange.Start)])
		if i := strings.Index(head, "extension"); i >= 0 {
			// The modifiers may precede the scope's start on its line.
			pre := c.line(int(sc.Range.Start.Line))
			return swiftLevel(pre[:min(len(pre), int(sc.Range.Start.Column))]+head[:i], internal)
		}
	}
	return internal
}
