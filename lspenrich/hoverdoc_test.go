package lspenrich

import "testing"

// TestHoverDoc: documentation made only of links is none (issue 34: it
// was counted and shown as the definition's documentation). The link
// shapes are the servers' real ones (gopls v0.23, typescript-language-
// server 5.3 on tsserver 5.9, clangd 14).
func TestHoverDoc(t *testing.T) {
	for _, tc := range []struct {
		name, doc string
		kept      bool
	}{
		{"gopls undocumented", "[`shop.Bare` on pkg.go.dev](https://pkg.go.dev/example.com/shop#Bare)", false},
		{"gopls documented", "Documented does a thing.\n\n\n---\n\n[`shop.Documented` on pkg.go.dev](https://pkg.go.dev/example.com/shop#Documented)", true},
		{"markdown link", "[docs](https://example.com/docs)", false},
		{"link with a title", `[docs](https://example.com/docs "Docs")`, false},
		{"link with parentheses", "[f](https://example.com/f_(x))", false},
		{"tsserver @see", "*@see* — https://example.com/see", false},
		{"@see a symbol", "*@see* — Query", false},
		{"tsserver {@link}", "[Query](file:///tmp/p/src/result.ts#L6%2C1)", false},
		{"raw {@link}", "{@link Query}", false},
		{"bare URL", "https://example.com/bare", false},
		{"autolink", "<https://example.com/a>", false},
		{"reference definition", "[docs]\n\n[docs]: https://example.com", false},
		{"several links", "[a](https://a.example) · [b](https://b.example)\n\n---\n\n<https://c.example>", false},
		{"text and a link", "Counts things. See [docs](https://example.com/docs).", true},
		{"a link inside text", "Returns the [Result](https://pkg.go.dev/x#Result) of the query.", true},
		{"text and @see", "Counts things.\n\n*@see* — https://example.com/see", true},
		{"digits", "42", true},
		{"non-ASCII text", "Zählt.", true},
		{"clangd function", "### function `bare`  \n\n---\n→ `int`  \nParameters:  \n- `int w`\n- `int h`", false},
		{"clangd documented", "### function `documented`  \n\n---\n→ `int`  \ndocumented returns one.", true},
		{"clangd struct", "### struct `rect`  \n\n---\nSize: 4 bytes", false},
		{"clangd field", "### field `w`  \n\n---\nType: `int`  \nOffset: 0 bytes  \nSize: 4 bytes", false},
		{"clangd enumerator", "### enumerator `RED`  \n\n---\nType: `int`  \nValue = `1`", false},
		{"clangd macro", "### macro `MAXV`", false},
		{"clangd type alias", "### type-alias `rect_t`  \n\n---\nType: `struct rect`", false},
		{"clangd variable", "### variable `counter`  \n\n---\nType: `int`", false},
		{"clangd parameter list and text", "### function `f`  \n\n---\n→ `int`  \nParameters:  \n- `int w`\n\nf scales w.", true},
		{"gopls package", "- Package path: example.com/shop\n - Module: example.com/shop\n - Language version: go1.22", false},
		{"gopls documented package", "Package shop sells things.\n\n\n---\n\n - Package path: example.com/shop\n - Module: example.com/shop\n - Language version: go1.22", true},
		{"empty", "", false},
		{"rules only", "---", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := hoverDoc(tc.doc)
			if want := map[bool]string{true: tc.doc, false: ""}[tc.kept]; got != want {
				t.Errorf("hoverDoc(%q) = %q, want %q", tc.doc, got, want)
			}
		})
	}
}
