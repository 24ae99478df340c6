package visibility

import (
	"regexp"
	"strings"

	"github.com/soulindex/soulindex/extract"
)

// phpRule: members are public by default, `protected` is internal
// (subclasses only), `private` private; clamped to the class. Interface
// members are public. Top-level functions and classes are public.
func phpRule(c *file) {
	for i := range c.f.Symbols {
		mods := modifiers(&c.f.Symbols[i])
		switch {
		case hasWord(mods, "private"):
			c.set(i, private)
		case hasWord(mods, "protected"):
			c.set(i, internal)
		}
	}
}

// luaRule: `local` names are private to the chunk, globals and fields of
// tables are public — except that a local table the chunk returns
// (`return M`, recorded as an export) is the module itself: public.
func luaRule(c *file) {
	exported := c.exportSet()
	for i := range c.f.Symbols {
		s := &c.f.Symbols[i]
		if strings.HasPrefix(s.Signature, "local") && !exported[s.Name] {
			c.set(i, private)
		}
	}
}

// elixirRule: def/defmacro/defguard/defdelegate are public; defp,
// defmacrop and defguardp private. A public function under `@doc false`
// is callable but hidden from the docs: internal.
func elixirRule(c *file) {
	for i := range c.f.Symbols {
		s := &c.f.Symbols[i]
		kw, _, _ := strings.Cut(strings.TrimSpace(s.Signature), " ")
		switch {
		case kw == "defp" || kw == "defmacrop" || kw == "defguardp":
			c.set(i, private)
		case strings.HasPrefix(kw, "def") && kw != "defmodule" && c.elixirDocFalse(s):
			c.set(i, internal)
		}
	}
}

// elixirDocFalse looks at the attribute lines right above s.
func (c *file) elixirDocFalse(s *extract.Symbol) bool {
	for n := int(s.FullRange.Start.Line) - 1; n >= 0; n-- {
		t := strings.TrimSpace(c.line(n))
		if !strings.HasPrefix(t, "@") {
			return false
		}
		if strings.HasPrefix(t, "@doc false") {
			return true
		}
	}
	return false
}

// dartRule: a leading underscore is library-private, for top-level names
// and members alike; members are clamped to their class.
func dartRule(c *file) {
	for i := range c.f.Symbols {
		if strings.HasPrefix(c.f.Symbols[i].Name, "_") {
			c.set(i, private)
		}
	}
}

var (
	hsModuleListRe = regexp.MustCompile(`(?m)^module\s+[\w.']+\s*\(`)
	hsAllChildren  = regexp.MustCompile(`^\s*\(\s*\.\.\s*\)`)
)

// haskellRule: with an export list, the listed names are public and the
// rest private to the module (the file); `T(..)` exports all constructors,
// fields and class methods of T, `T(A, f)` the listed ones (captured as
// exports), `T` alone none. Without an export list everything is public.
func haskellRule(c *file) {
	if !hsModuleListRe.Match(c.src) {
		return
	}
	exported := c.exportSet()
	all := map[string]bool{}
	for _, e := range c.f.Exports {
		if hsAllChildren.Match(c.src[c.offset(e.Range.End):]) {
			all[e.Name] = true
		}
	}
	for i := range c.f.Symbols {
		s := &c.f.Symbols[i]
		if s.Kind == extract.KindModule || exported[s.Name] {
			continue
		}
		if len(s.Container) > 0 && all[s.Container[0].Name] {
			continue
		}
		c.set(i, private)
	}
}

// juliaRule: `export`ed (and, since 1.11, `public`) names are public API;
// anything else is reachable as Module.name but not API: internal.
// Modules themselves are public; struct fields follow their struct.
func juliaRule(c *file) {
	exported := c.exportSet()
	for i := range c.f.Symbols {
		s := &c.f.Symbols[i]
		if s.Kind == extract.KindModule || s.Kind == extract.KindField || exported[s.Name] {
			continue
		}
		c.set(i, internal)
	}
}

// elispRule: Emacs Lisp has one namespace; by convention a double dash
// (`pkg--helper`) marks a package-internal name.
func elispRule(c *file) {
	for i := range c.f.Symbols {
		if strings.Contains(c.f.Symbols[i].Name, "--") {
			c.set(i, internal)
		}
	}
}

// tlaRule: a `LOCAL` definition is not inherited by modules that EXTEND or
// INSTANCE this one.
func tlaRule(c *file) {
	for i := range c.f.Symbols {
		if hasWord(c.f.Symbols[i].Signature, "LOCAL") || strings.HasPrefix(strings.TrimSpace(c.before(&c.f.Symbols[i])), "LOCAL") {
			c.set(i, private)
		}
	}
}
