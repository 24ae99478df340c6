package visibility

import "strings"

// perlRule: a name that starts with "_" (after a variable's sigil) is
// private to its package by convention; every other sub, constant, `our`
// variable and package is public. @EXPORT and @EXPORT_OK change nothing:
// a sub they leave out is still called as Pkg::f or as a method.
func perlRule(c *file) {
	for i := range c.f.Symbols {
		if strings.HasPrefix(strings.TrimLeft(c.f.Symbols[i].Name, "$@%&"), "_") {
			c.set(i, private)
		}
	}
}
