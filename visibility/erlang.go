package visibility

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/soulindex/soulindex/extract"
)

// erlangExportAllRe finds -compile(export_all) and -compile([..., export_all]).
var erlangExportAllRe = regexp.MustCompile(`(?m)^\s*-\s*compile\s*\(\s*\[?[^)]*\bexport_all\b`)

// erlangRule: a module's functions and types are private to it unless
// -export (-export_type) lists them by name and arity, or
// -compile(export_all) exports every function; a callback is the
// behaviour's interface: public. Records and macros are the module's own,
// but those of a header (.hrl) are written for the files that include it:
// everything a header defines is public.
func erlangRule(c *file) {
	if c.ext() == ".hrl" {
		return
	}
	exported := c.exportSet()
	all := erlangExportAllRe.Match(c.src)
	for i := range c.f.Symbols {
		s := &c.f.Symbols[i]
		switch s.Kind {
		case extract.KindModule:
		case extract.KindFunction:
			if strings.HasPrefix(s.Signature, "-callback") || all {
				continue
			}
			if n := extract.ErlangArity(s.Signature, s.Name); n < 0 || !exported[s.Name+"/"+strconv.Itoa(n)] {
				c.set(i, private)
			}
		case extract.KindTypeAlias:
			if n := extract.ErlangArity(s.Signature, s.Name); n < 0 || !exported[s.Name+"/"+strconv.Itoa(n)] {
				c.set(i, private)
			}
		default: // records, their fields, macros
			c.set(i, private)
		}
	}
}
