package extract

import "strings"

// ErlangArity counts the arguments of the first "name(...)" in an Erlang
// signature (a clause head, a -spec, a -type): the arity that -export
// lists. -1 when the signature has no such call.
func ErlangArity(sig, name string) int {
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
		return ErlangArgs(sig[k+len(name):])
	}
}

func isErlangWord(c byte) bool {
	return c == '_' || c == '@' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// ErlangArgs counts the top-level arguments of the list that s starts
// with ("(A, {B, C}, <<D, E>>)" has 3), skipping strings, quoted atoms and
// character literals ($, is a comma character).
func ErlangArgs(s string) int {
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
