package lspenrich

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// ChooseSignature decides between a definition's outline signature and
// its server's hover signature (cleaned by lsp.CleanSignature): it returns
// the hover's when it adds information to the outline's, and "" when the
// outline's stays. The outputs (Soul Map, SCIP signature documentation)
// all show what it chose.
//
// The hover adds information when it holds every word of the outline's,
// in order (names, keywords, literals: nothing the outline says is
// lost — bases, extends clauses, receivers, defaults), and more words
// besides (types the source leaves to inference). Before the comparison
// the hover is put in the outline's terms:
//   - it gets the outline's leading modifiers it lacks ("export",
//     "abstract", "async", …), which say how a definition is declared;
//   - it loses its initialiser (" = value" outside brackets) when the
//     outline has none: outline signatures carry no values
//     (extract/signature.go), a hover's would only cost tokens.
//
// A hover over one line never replaces a signature.
func ChooseSignature(outline, hover string) string {
	hover = strings.TrimSpace(hover)
	if hover == "" || strings.ContainsAny(hover, "\n\r") {
		return ""
	}
	if topLevelAssign(outline) < 0 {
		if i := topLevelAssign(hover); i >= 0 {
			hover = hover[:i]
		}
	}
	if outline == "" {
		return hover
	}
	hover = withModifiers(outline, hover)
	ow, hw := words(outline), words(hover)
	if len(hw) <= len(ow) || !subsequence(ow, hw) {
		return ""
	}
	return hover
}

// modifiers are the leading keywords of an outline signature a hover may
// leave out: they say how a definition is declared, not what it is.
var modifiers = map[string]bool{
	"export": true, "default": true, "declare": true, "async": true, "static": true,
	"public": true, "protected": true, "private": true, "readonly": true, "abstract": true,
	"override": true, "extern": true, "inline": true, "virtual": true, "pub": true,
}

// withModifiers puts the outline's leading modifiers the hover lacks in
// front of it.
func withModifiers(outline, hover string) string {
	var lead []string
	for _, w := range strings.Fields(outline) {
		if !modifiers[w] {
			break
		}
		lead = append(lead, w)
	}
	if len(lead) == 0 {
		return hover
	}
	hf := strings.Fields(hover)
	n := 0
	for n < len(hf) && modifiers[hf[n]] {
		n++
	}
	have := map[string]bool{}
	for _, w := range hf[:n] {
		have[w] = true
	}
	var add []string
	for _, w := range lead {
		if !have[w] {
			add = append(add, w)
		}
	}
	if len(add) == 0 {
		return hover
	}
	return strings.Join(add, " ") + " " + hover
}

// topLevelAssign is the index of the first " = " outside brackets and
// quotes, or -1.
func topLevelAssign(s string) int {
	depth := 0
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'' || c == '`':
			quote = c
		case c == '(' || c == '[' || c == '{' || c == '<':
			depth++
		case c == ')' || c == ']' || c == '}' || c == '>':
			if depth > 0 && !(c == '>' && i > 0 && (s[i-1] == '-' || s[i-1] == '=')) { // not -> or =>
				depth--
			}
		case c == ' ' && depth == 0 && strings.HasPrefix(s[i:], " = "):
			return i
		}
	}
	return -1
}

// words splits a signature into what a reader gets from it: identifiers,
// numbers and quoted literals; punctuation is left out.
func words(s string) []string {
	var out []string
	for i := 0; i < len(s); {
		c := s[i]
		if c == '"' || c == '\'' || c == '`' {
			j := i + 1
			for j < len(s) && s[j] != c {
				if s[j] == '\\' {
					j++
				}
				j++
			}
			j = min(j+1, len(s))
			out = append(out, s[i:j])
			i = j
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if !wordRune(r) {
			i += n
			continue
		}
		j := i
		for j < len(s) {
			r, n := utf8.DecodeRuneInString(s[j:])
			if !wordRune(r) {
				break
			}
			j += n
		}
		out = append(out, s[i:j])
		i = j
	}
	return out
}

func wordRune(r rune) bool { return r == '_' || r == '$' || unicode.IsLetter(r) || unicode.IsDigit(r) }

// subsequence reports whether every element of a appears in b, in order.
func subsequence(a, b []string) bool {
	j := 0
	for _, w := range a {
		for j < len(b) && b[j] != w {
			j++
		}
		if j == len(b) {
			return false
		}
		j++
	}
	return true
}
