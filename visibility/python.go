package visibility

import (
	"regexp"
	"strings"
)

// pyAllRe finds module-level assignments to __all__ (=, +=, annotated) and
// __all__.extend/append calls; the literal list follows.
var pyAllRe = regexp.MustCompile(`(?m)^__all__\s*(?:(?::[^=\n]*)?=|\+=|\.extend\s*\(|\.append\s*\()`)

// pythonRule: a leading underscore marks a name private, except dunders
// (__init__, __eq__, __version__), which are the language's protocol and so
// public API. A module-level __all__ wins where present: listed names are
// public even with an underscore, unlisted ones are internal (importable by
// name but not the module's API) or private when underscored. Members
// follow their class (clamped afterwards), so a private class hides them.
func pythonRule(c *file) {
	all, hasAll := pythonAll(c)
	for i := range c.f.Symbols {
		s := &c.f.Symbols[i]
		under := strings.HasPrefix(s.Name, "_") && !isDunder(s.Name)
		topLevel := s.Parent < 0 && len(s.Container) == 0
		switch {
		case isDunder(s.Name):
			// __all__, __version__, __init__: protocol and metadata names.
			c.set(i, public)
		case topLevel && hasAll && all[s.Name]:
			c.set(i, public)
		case under:
			c.set(i, private)
		case topLevel && hasAll:
			c.set(i, internal)
		}
	}
}

func isDunder(n string) bool {
	return len(n) > 4 && strings.HasPrefix(n, "__") && strings.HasSuffix(n, "__")
}

// pythonAll returns the names of __all__ and whether the module defines it.
// The query's @export.name captures already list them; the source is read
// as well because it also tells an empty __all__ (everything internal) and
// catches forms a capture may miss (+=, extend, append).
func pythonAll(c *file) (map[string]bool, bool) {
	all := c.exportSet()
	has := false
	for _, loc := range pyAllRe.FindAllIndex(c.src, -1) {
		has = true
		rest := c.src[loc[1]:]
		// The literal runs to the matching bracket (or the line end for append).
		depth, end := 0, len(rest)
	scan:
		for j, b := range rest {
			switch b {
			case '[', '(':
				depth++
			case ']', ')':
				depth--
				if depth <= 0 {
					end = j
					break scan
				}
			case '\n':
				if depth == 0 {
					end = j
					break scan
				}
			}
		}
		for _, n := range stringLits(string(rest[:end])) {
			all[n] = true
		}
	}
	return all, has || len(c.f.Exports) > 0
}
