package extract

import (
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"
)

// wrappers are nodes that hold a definition together with syntax written
// before it (export, decorators, templates); doc comments precede them.
var wrappers = map[string]bool{
	"export_statement":     true,
	"decorated_definition": true,
	"template_declaration": true,
	"ambient_declaration":  true,
}

// transparent nodes may sit between a doc comment and its definition.
var transparent = map[string]bool{
	"attribute_item":    true,
	"decorator":         true,
	"annotation":        true,
	"marker_annotation": true,
}

func isComment(n *sitter.Node) bool { return strings.Contains(n.Kind(), "comment") }

// docComment collects the comments directly above a definition: contiguous
// lines, not separated by a blank line, and not trailing other code.
func docComment(src []byte, def *sitter.Node) string {
	outer := def
	for p := outer.Parent(); p != nil && wrappers[p.Kind()]; p = p.Parent() {
		outer = p
	}
	// tree-sitter-python puts a comment before a block's first statement
	// outside the block, so the first definition of a block looks there.
	if p := outer.Parent(); p != nil && outer.PrevSibling() == nil && p.Kind() == "block" {
		outer = p
	}
	var parts []string
	line := outer.StartPosition().Row
	for sib := outer.PrevSibling(); sib != nil; sib = sib.PrevSibling() {
		start, end := sib.StartPosition().Row, lastRow(sib)
		if end+1 < line {
			break
		}
		if transparent[sib.Kind()] {
			line = start
			continue
		}
		if !isComment(sib) || isInnerDoc(src, sib) {
			break
		}
		if prev := sib.PrevSibling(); prev != nil && !isComment(prev) && prev.EndPosition().Row == start {
			break // a trailing comment of the code before
		}
		parts = append(parts, string(src[sib.StartByte():sib.EndByte()]))
		line = start
	}
	if len(parts) == 0 {
		return ""
	}
	var lines []string
	for i := len(parts) - 1; i >= 0; i-- {
		lines = append(lines, commentLines(parts[i])...)
	}
	return strings.TrimSpace(strings.Join(lines, "\n"))
}

// lastRow is the last row holding text of n: Rust line comments include
// their newline and so end at column 0 of the next row.
func lastRow(n *sitter.Node) uint {
	end := n.EndPosition()
	if end.Column == 0 && end.Row > n.StartPosition().Row {
		return end.Row - 1
	}
	return end.Row
}

// isInnerDoc reports //! and /*! comments, which document the enclosing
// module rather than the item after them.
func isInnerDoc(src []byte, n *sitter.Node) bool {
	t := src[n.StartByte():min(n.EndByte(), n.StartByte()+3)]
	return string(t) == "//!" || string(t) == "/*!"
}

// commentLines strips comment markers from one comment node's text.
func commentLines(c string) []string {
	c = strings.TrimRight(strings.ToValidUTF8(c, "\uFFFD"), "\r\n")
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
		for _, p := range []string{"///", "//!", "//", "#:", "#"} {
			if strings.HasPrefix(l, p) {
				l = l[len(p):]
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
