package visibility

import (
	"regexp"
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
			if n := erlangArity(s.Signature, s.Name); n < 0 || !exported[s.Name+"/"+itoa(n)] {
				c.set(i, private)
			}
		case extract.KindTypeAlias:
			if n := erlangArity(s.Signature, s.Name); n < 0 || !exported[s.Name+"/"+itoa(n)] {
				c.set(i, private)
			}
		default: // records, their fields, macros
			c.set(i, private)
		}
	}
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// erlangArity counts the arguments of the first "name(...)" in an Erlang
// signature (a clause head, a -spec, a -type): the arity that -export
// lists. -1 when the signature has no such call.
func erlangArity(sig, name string) int {
	for from := 0; ; {
		k := strings.Index(sig[from:], name+"(")
		if k < 0 {
			return -1
		}
		k += from
		if k > 0 && isErlangWord(sig[k-1]) {
			from = k + 1
			continue
		}
		return erlangArgs(sig[k+len(name):])
	}
}

func isErlangWord(c byte) bool {
	return c == '_' || c == '@' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// erlangArgs counts the top-level arguments of the list that s starts
// with ("(A, {B, C}, <<D, E>>)" has 3), skipping strings, quoted atoms and
// character literals ($, is a comma character).
func erlangArgs(s string) int {
	depth, commas, empty := 0, 0, true
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '$' && i+1 < len(s):
			i++
			if s[i] == '\\' && i+1 < len(s) {
				i++
			}
		case c == '"' || c == '\'':
			for i++; i < len(s) && s[i] != c; i++ {
				if s[i] == '\\' {
					i++
				}
			}
		case c == '(' || c == '[' || c == '{' || c == '<' && i+1 < len(s) && s[i+1] == '<':
			if c == '<' {
				i++
			}
			depth++
			if depth == 1 {
				continue
			}
		case c == ')' || c == ']' || c == '}' || c == '>' && i+1 < len(s) && s[i+1] == '>':
			if c == '>' {
				i++
			}
			depth--
			if depth == 0 {
				if empty {
					return 0
				}
				return commas + 1
			}
		case c == ',' && depth == 1:
			commas++
		case c == ' ' || c == '\t' || c == '\n':
			continue
		}
		if depth >= 1 {
			empty = false
		}
	}
	return -1
}
