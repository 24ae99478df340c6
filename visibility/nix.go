package visibility

import "strings"

// nixRule: the bindings of a file's own `let` are its private helpers
// (the outline starts their signature with "let"); what the file's value
// holds (its attrset, the attrset its function returns) is public, and
// members narrow to their binding's visibility.
func nixRule(c *file) {
	for i := range c.f.Symbols {
		if strings.HasPrefix(c.f.Symbols[i].Signature, "let ") {
			c.set(i, private)
		}
	}
}
