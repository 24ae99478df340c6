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
		if importComment(src[d.sb:d.eb]) {
			continue
		}
		lines = append(lines, commentLines(string(src[d.sb:d.eb]))...)
	}
	return strings.TrimSpace(strings.Join(lines, "\n"))
}

// importComment reports an import written as a comment (GraphQL's
// #import "./fragments.graphql"): it documents nothing.
func importComment(c []byte) bool {
	t := strings.TrimLeft(string(c), "#")
	return len(t) < len(c) && strings.HasPrefix(strings.TrimLeft(t, " \t"), "import ")
}

// docFromNode cleans a node captured as @doc: a docstring, or a comment
// node the query picked itself (Haskell's Haddock).
func docFromNode(t string) string {
	for _, p := range []string{"--", "{-", "<#", "#", "//", "/*", "(*", `\*`} {
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
		if strings.HasPrefix(l, ";") {
			// Lisp: ; ;; ;;; by the comment's reach, all markers.
			out = append(out, strings.TrimPrefix(strings.TrimRight(strings.TrimLeft(l, ";"), " \t\r"), " "))
			continue
		}
		for _, p := range []string{"///", "//!", "//", "#'", "##", "#:", "#", "---", "--", "%%%", "%%", "%", `\*`} {
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
// (//go:embed, //nolint, //lint:ignore, Emacs Lisp's ;;;###autoload
// cookies) and are not documentation.
func isDirective(l string) bool {
	for _, p := range []string{"//go:", "//lint:", "//nolint", "//export ", "//line ", "// +build", "//+build", ";;;###"} {
		if strings.HasPrefix(l, p) {
			return true
		}
	}
	return false
}

// edocText cleans an Erlang doc comment: EDoc's @doc tag opens the text
// and @end closes it; other tags (@param, @returns, @see) stay as written.
func edocText(doc string) string {
	lines := strings.Split(doc, "\n")
	out := lines[:0]
	for _, l := range lines {
		t := strings.TrimSpace(l)
		switch {
		case t == "@end":
			continue
		case t == "@doc":
			continue
		case strings.HasPrefix(t, "@doc ") || strings.HasPrefix(t, "@doc\t"):
			l = strings.TrimSpace(t[len("@doc"):])
		}
		out = append(out, l)
	}
	return strings.TrimSpace(strings.Join(out, "\n"))
}

// podDoc is the doc a Perl POD block gives the sub or package named name
// that follows it: the text under its last =head or =item command, when
// that command names it (=head2 name, =item $obj->name(...), =item
// C<name>); "" when the block is about something else.
func podDoc(pod, name string) string {
	paras := strings.Split(strings.ReplaceAll(pod, "\r\n", "\n"), "\n\n")
	head := -1
	for i, p := range paras {
		t := strings.TrimSpace(p)
		if strings.HasPrefix(t, "=head") || strings.HasPrefix(t, "=item") {
			head = i
		}
		// =head1 NAME, then "Foo::Bar - what it does": a package's doc.
		if f := strings.Fields(t); len(f) == 2 && f[0] == "=head1" && f[1] == "NAME" && i+1 < len(paras) {
			next := strings.Join(strings.Fields(paras[i+1]), " ")
			if rest, ok := strings.CutPrefix(next, name+" "); ok && strings.HasPrefix(rest, "-") {
				return strings.TrimSpace(strings.TrimLeft(rest, "-"))
			}
		}
	}
	if head < 0 {
		return ""
	}
	cmd := strings.TrimLeft(paras[head], "\n")
	title := cmd
	if i := strings.IndexAny(cmd, " \t\n"); i >= 0 {
		title = cmd[i+1:]
	} else {
		title = ""
	}
	if !podNames(title, name) {
		return ""
	}
	var out []string
	for _, p := range paras[head+1:] {
		t := strings.TrimLeft(p, "\n")
		if strings.HasPrefix(t, "=") {
			break // =cut, =back, or the next command
		}
		if strings.TrimSpace(t) != "" {
			out = append(out, strings.TrimRight(t, " \t\n"))
		}
	}
	return strings.TrimSpace(strings.Join(out, "\n\n"))
}

// podNames reports whether a POD heading names name as a word: the name
// itself, a call of it (name(...), $obj->name, Class->name, Pkg::name)
// or the name in a formatting code (C<name>, B<name>).
func podNames(title, name string) bool {
	if name == "" {
		return false
	}
	word := func(c byte) bool {
		return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == ':'
	}
	for i := 0; i+len(name) <= len(title); i++ {
		j := strings.Index(title[i:], name)
		if j < 0 {
			return false
		}
		i += j
		before := i == 0 || !word(title[i-1]) || strings.HasSuffix(title[:i], "::")
		after := i+len(name) == len(title) || !word(title[i+len(name)])
		if before && after {
			return true
		}
	}
	return false
}

// podSection is the doc a POD block standing after a sub gives it (the
// documentation of a module often follows its code, after __END__): the
// text under the first =head2..=head4 or =item command that names it;
// "" when none does.
func podSection(pod, name string) string {
	paras := strings.Split(strings.ReplaceAll(pod, "\r\n", "\n"), "\n\n")
	for i, p := range paras {
		t := strings.TrimSpace(p)
		cmd, title, _ := strings.Cut(t, " ")
		if cmd != "=head2" && cmd != "=head3" && cmd != "=head4" && cmd != "=item" || !podNames(title, name) {
			continue
		}
		var out []string
		for _, q := range paras[i+1:] {
			q = strings.TrimLeft(q, "\n")
			if strings.HasPrefix(q, "=") {
				break
			}
			if strings.TrimSpace(q) != "" {
				out = append(out, strings.TrimRight(q, " \t\n"))
			}
		}
		return strings.TrimSpace(strings.Join(out, "\n\n"))
	}
	return ""
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
