package extract

import "strings"

// docText joins the doc comments found above a definition (in C, by
// si_docs in cts.go: contiguous comments, no blank line, not trailing other
// code, inner //! docs excluded) with their comment markers removed.
func docText(src []byte, docs []node) string {
	if len(docs) == 0 {
		return ""
	}
	var lines []string
	for _, d := range docs {
		lines = append(lines, commentLines(string(src[d.sb:d.eb]))...)
	}
	return strings.TrimSpace(strings.Join(lines, "\n"))
}

// docFromNode cleans a node captured as @doc: a docstring, or a comment
// node the query picked itself (Haskell's Haddock).
func docFromNode(t string) string {
	for _, p := range []string{"--", "{-", "<#", "#", "//", "(*", `\*`} {
		if strings.HasPrefix(t, p) {
			return strings.TrimSpace(strings.Join(commentLines(t), "\n"))
		}
	}
	return cleanDocstring(t)
}

// commentLines strips comment markers from one comment node's text.
func commentLines(c string) []string {
	c = strings.TrimRight(strings.ToValidUTF8(c, "\uFFFD"), "\r\n")
	if strings.HasPrefix(c, "--[") { // Lua long comment: --[[ ... ]] or --[==[ ... ]==]
		c = strings.TrimLeft(strings.TrimPrefix(c, "--"), "[=")
		c = strings.TrimRight(c, "]=")
		var out []string
		for _, l := range strings.Split(c, "\n") {
			out = append(out, strings.TrimSpace(l))
		}
		return out
	}
	if strings.HasPrefix(c, "{-") { // Haskell: {- | doc -}
		c = strings.TrimSuffix(strings.TrimPrefix(c, "{-"), "-}")
		var out []string
		for i, l := range strings.Split(c, "\n") {
			l = strings.TrimSpace(l)
			if i == 0 {
				l = strings.TrimSpace(strings.TrimLeft(l, "|^"))
			}
			out = append(out, l)
		}
		return out
	}
	if strings.HasPrefix(c, "<#") { // PowerShell comment-based help
		c = strings.TrimSuffix(strings.TrimPrefix(c, "<#"), "#>")
		var out []string
		for _, l := range strings.Split(c, "\n") {
			out = append(out, strings.TrimSpace(l))
		}
		return out
	}
	if strings.HasPrefix(c, "<!--") { // HTML, Svelte, Markdown
		c = strings.TrimSuffix(strings.TrimPrefix(c, "<!--"), "-->")
		var out []string
		for _, l := range strings.Split(c, "\n") {
			out = append(out, strings.TrimSpace(l))
		}
		return out
	}
	if strings.HasPrefix(c, "(*") { // OCaml: (** doc *); TLA+ boxes: (* doc *) on each line
		c = strings.TrimSuffix(strings.TrimLeft(c, "(*"), "*)")
		var out []string
		for _, l := range strings.Split(c, "\n") {
			l = strings.TrimSpace(l)
			if strings.HasPrefix(l, "(*") || strings.HasSuffix(l, "*)") {
				// A line of a box: (* text *), or its (*****) rule.
				l = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(l, "(*"), "*)"))
			}
			if strings.Trim(l, "*()") == "" {
				l = ""
			}
			out = append(out, strings.TrimSpace(strings.TrimPrefix(l, "*")))
		}
		return out
	}
	if strings.HasPrefix(c, "/*") {
		c = strings.TrimSuffix(strings.TrimPrefix(c, "/*"), "*/")
		c = strings.TrimLeft(c, "*!")
		var out []string
		for _, l := range strings.Split(c, "\n") {
			l = strings.TrimSpace(l)
			l = strings.TrimPrefix(l, "*")
			out = append(out, strings.TrimPrefix(l, " "))
		}
		return out
	}
	var out []string
	for _, l := range strings.Split(c, "\n") {
		l = strings.TrimSpace(l)
		if isDirective(l) {
			continue
		}
		for _, p := range []string{"///", "//!", "//", "#'", "##", "#:", "#", "---", "--", `\*`} {
			if strings.HasPrefix(l, p) {
				l = l[len(p):]
				if p == "--" { // Haddock markers: "-- | doc", "-- ^ doc"
					if t := strings.TrimLeft(l, " "); strings.HasPrefix(t, "| ") || strings.HasPrefix(t, "^ ") || t == "|" || t == "^" {
						l = t[1:]
					}
				}
				break
			}
		}
		out = append(out, strings.TrimPrefix(strings.TrimRight(l, " \t\r"), " "))
	}
	return out
}

// cleanDocstring strips quotes and common indentation from a docstring.
func cleanDocstring(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	s = strings.TrimLeft(s, "rRbBuUfF")
	for _, q := range []string{`"""`, `'''`, `"`, `'`} {
		if strings.HasPrefix(s, q) && strings.HasSuffix(s, q) && len(s) >= 2*len(q) {
			s = s[len(q) : len(s)-len(q)]
			break
		}
	}
	lines := strings.Split(s, "\n")
	indent := -1
	for _, l := range lines[1:] {
		if strings.TrimSpace(l) == "" {
			continue
		}
		n := len(l) - len(strings.TrimLeft(l, " \t"))
		if indent < 0 || n < indent {
			indent = n
		}
	}
	for i := 1; i < len(lines) && indent > 0; i++ {
		if len(lines[i]) >= indent {
			lines[i] = lines[i][indent:]
		}
	}
	lines[0] = strings.TrimSpace(lines[0])
	return strings.TrimSpace(strings.Join(lines, "\n"))
}

// isDirective reports tool directives that sit where doc comments do
// (//go:embed, //nolint, //lint:ignore) and are not documentation.
func isDirective(l string) bool {
	for _, p := range []string{"//go:", "//lint:", "//nolint", "//export ", "//line ", "// +build", "//+build"} {
		if strings.HasPrefix(l, p) {
			return true
		}
	}
	return false
}

// tlaDocs drops, from the comments above a TLA+ definition, a PlusCal
// algorithm ((* --algorithm ... *)) and the translation markers below it
// (\* BEGIN TRANSLATION): they sit above the translated VARIABLES and
// definitions but document none of them. What follows the last such
// comment stays the doc.
func tlaDocs(src []byte, docs []node) []node {
	for i := len(docs) - 1; i >= 0; i-- {
		t := strings.TrimSpace(strings.TrimLeft(string(src[docs[i].sb:docs[i].eb]), "(*\\ \t\r\n"))
		if strings.HasPrefix(t, "--algorithm") || strings.HasPrefix(t, "--fair") ||
			strings.HasPrefix(t, "BEGIN TRANSLATION") || strings.HasPrefix(t, "END TRANSLATION") {
			return docs[i+1:]
		}
	}
	return docs
}
