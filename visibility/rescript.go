package visibility

import "bytes"

// rescriptRule: ReScript has no access modifiers; a module's .resi
// interface, which this file cannot see, decides what other modules see,
// so definitions are public. The one private form a file can show is the
// %%private(...) extension: what it wraps is visible in this file only
// (let _x is a convention for unused values, not for privacy).
func rescriptRule(c *file) {
	spans := rescriptPrivateSpans(c.src)
	if len(spans) == 0 {
		return
	}
	for i := range c.f.Symbols {
		o := c.offset(c.f.Symbols[i].NameRange.Start)
		for _, s := range spans {
			if o >= s[0] && o < s[1] {
				c.set(i, private)
				break
			}
		}
	}
}

// rescriptPrivateSpans returns the byte spans of every %%private(...)
// payload, its parentheses matched outside strings and comments.
func rescriptPrivateSpans(src []byte) [][2]int {
	var out [][2]int
	marker := []byte("%%private(")
	for k := 0; ; {
		i := bytes.Index(src[k:], marker)
		if i < 0 {
			return out
		}
		start := k + i + len(marker)
		depth, j := 1, start
		for ; j < len(src) && depth > 0; j++ {
			switch c := src[j]; {
			case c == '(':
				depth++
			case c == ')':
				depth--
			case c == '"' || c == '`':
				for j++; j < len(src) && src[j] != c; j++ {
					if src[j] == '\\' {
						j++
					}
				}
			case c == '/' && j+1 < len(src) && src[j+1] == '/':
				for j < len(src) && src[j] != '\n' {
					j++
				}
			case c == '/' && j+1 < len(src) && src[j+1] == '*':
				if e := bytes.Index(src[j+2:], []byte("*/")); e >= 0 {
					j += e + 3
				} else {
					j = len(src)
				}
			}
		}
		out = append(out, [2]int{start, min(j, len(src))})
		k = start
	}
}
