package lsp

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestFlattenHover(t *testing.T) {
	for _, tc := range []struct {
		name, raw string
		want      Hover
	}{
		{"markdown with code block", `{"kind":"markdown","value":"` + "```go\\nfunc F()\\n```\\n\\nF does it." + `"}`, Hover{Signature: "func F()", Doc: "F does it."}},
		{"doc before the block (clangd)", `{"kind":"markdown","value":"### function ` + "`f`" + `\n\n---\n` + "```cpp\\nint f()\\n```" + `"}`, Hover{Signature: "int f()", Doc: "### function `f`"}},
		{"plaintext", `{"kind":"plaintext","value":"just text"}`, Hover{Doc: "just text"}},
		{"marked string", `"plain"`, Hover{Doc: "plain"}},
		{"language marked string", `{"language":"python","value":"def f()"}`, Hover{Signature: "def f()"}},
		{"array", `[{"language":"ts","value":"let x: number"},"a number"]`, Hover{Signature: "let x: number", Doc: "a number"}},
		{"null", `null`, Hover{}},
		{"unterminated block", `{"kind":"markdown","value":"` + "```go\\nfunc F()" + `"}`, Hover{Signature: "func F()"}},
		{"separator trimmed", `{"kind":"markdown","value":"` + "```go\\nx\\n```\\n---\\ndoc" + `"}`, Hover{Signature: "x", Doc: "doc"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := flattenHover(json.RawMessage(tc.raw)); got != tc.want {
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
}

func FuzzFlattenHover(f *testing.F) {
	f.Add(`{"kind":"markdown","value":"` + "```go\\nx\\n```" + `"}`)
	f.Add(`[{"language":"c","value":"int"},"doc",null,1]`)
	f.Add("```")
	f.Fuzz(func(t *testing.T, raw string) {
		h := flattenHover(json.RawMessage(raw))
		if strings.HasPrefix(h.Signature, "```") {
			t.Fatalf("fence left in the signature: %q", h.Signature)
		}
		if utf8.ValidString(raw) && (!utf8.ValidString(h.Signature) || !utf8.ValidString(h.Doc)) {
			t.Fatalf("invalid UTF-8 out of valid input")
		}
		splitHover(raw)
	})
}

func TestFlattenSymbols(t *testing.T) {
	r := func(l1, c1, l2, c2 uint32) Range { return Range{Position{l1, c1}, Position{l2, c2}} }
	t.Run("hierarchical", func(t *testing.T) {
		var raw []wireSymbol
		err := json.Unmarshal([]byte(`[{"name":"A","kind":5,"range":{"start":{"line":0,"character":0},"end":{"line":9,"character":1}},
			"selectionRange":{"start":{"line":0,"character":6},"end":{"line":0,"character":7}},
			"children":[{"name":"m","detail":"()","kind":6,"range":{"start":{"line":1,"character":2},"end":{"line":2,"character":3}},
			"selectionRange":{"start":{"line":1,"character":2},"end":{"line":1,"character":3}},
			"children":[{"name":"x","kind":13,"range":{"start":{"line":1,"character":9},"end":{"line":1,"character":10}},"selectionRange":{"start":{"line":1,"character":9},"end":{"line":1,"character":10}}}]}]}]`), &raw)
		if err != nil {
			t.Fatal(err)
		}
		want := []DocumentSymbol{
			{Name: "A", Kind: 5, Range: r(0, 0, 9, 1), SelectionRange: r(0, 6, 0, 7)},
			{Name: "m", Detail: "()", Kind: 6, Range: r(1, 2, 2, 3), SelectionRange: r(1, 2, 1, 3), Container: []string{"A"}},
			{Name: "x", Kind: 13, Range: r(1, 9, 1, 10), SelectionRange: r(1, 9, 1, 10), Container: []string{"A", "m"}},
		}
		if got := flattenSymbols(raw, nil, nil); !reflect.DeepEqual(got, want) {
			t.Errorf("got %+v\nwant %+v", got, want)
		}
	})
	t.Run("SymbolInformation", func(t *testing.T) {
		var raw []wireSymbol
		err := json.Unmarshal([]byte(`[{"name":"f","kind":12,"containerName":"pkg","location":{"uri":"file:///a","range":{"start":{"line":3,"character":0},"end":{"line":5,"character":1}}}}]`), &raw)
		if err != nil {
			t.Fatal(err)
		}
		want := []DocumentSymbol{{Name: "f", Kind: 12, Range: r(3, 0, 5, 1), SelectionRange: r(3, 0, 5, 1), Container: []string{"pkg"}}}
		if got := flattenSymbols(raw, nil, nil); !reflect.DeepEqual(got, want) {
			t.Errorf("got %+v, want %+v", got, want)
		}
	})
}

func TestDiagnosticFromWire(t *testing.T) {
	for _, tc := range []struct {
		raw  string
		code string
		sev  Severity
	}{
		{`{"message":"m","severity":2,"code":"E1"}`, "E1", SeverityWarning},
		{`{"message":"m","severity":1,"code":2322}`, "2322", SeverityError},
		{`{"message":"m","code":null}`, "", SeverityError},
		{`{"message":"m","severity":4}`, "", SeverityHint},
	} {
		var w wireDiagnostic
		if err := json.Unmarshal([]byte(tc.raw), &w); err != nil {
			t.Fatal(err)
		}
		d := w.toDiagnostic()
		if d.Code != tc.code || d.Severity != tc.sev || d.Message != "m" {
			t.Errorf("%s: got %+v", tc.raw, d)
		}
	}
}

func TestURIs(t *testing.T) {
	for _, p := range []string{"/tmp/a b/c#d.go", "/x/ünï.ts", "/plain.go"} {
		u := PathToURI(p)
		if !strings.HasPrefix(u, "file:///") {
			t.Errorf("PathToURI(%q) = %q", p, u)
		}
		if back := URIToPath(u); back != p {
			t.Errorf("URIToPath(%q) = %q, want %q", u, back, p)
		}
	}
	// Servers escape differently; publishes are matched after normalizing.
	if got, want := normalizeURI("file:///tmp/a%20b/x.go"), PathToURI("/tmp/a b/x.go"); got != want {
		t.Errorf("normalizeURI = %q, want %q", got, want)
	}
}

// FuzzServerAnswers feeds arbitrary JSON to every decoder of server
// answers: nothing may panic, and flattening keeps every symbol.
func FuzzServerAnswers(f *testing.F) {
	f.Add(`[{"name":"A","kind":5,"range":{"start":{"line":0,"character":0},"end":{"line":1,"character":0}},"children":[{"name":"b","kind":6}]}]`)
	f.Add(`{"uri":"file:///a","version":3,"diagnostics":[{"message":"m","code":1,"severity":9}]}`)
	f.Add(`{"capabilities":{"hoverProvider":{"workDoneProgress":true},"referencesProvider":false}}`)
	f.Fuzz(func(t *testing.T, raw string) {
		var syms []wireSymbol
		if json.Unmarshal([]byte(raw), &syms) == nil {
			var count func([]wireSymbol) int
			count = func(ws []wireSymbol) int {
				n := len(ws)
				for _, w := range ws {
					n += count(w.Children)
				}
				return n
			}
			if got := flattenSymbols(syms, nil, nil); len(got) != count(syms) {
				t.Fatalf("flattened %d of %d symbols", len(got), count(syms))
			}
		}
		var pub publishDiagnosticsParams
		if json.Unmarshal([]byte(raw), &pub) == nil {
			for _, d := range pub.Diagnostics {
				d.toDiagnostic()
			}
			normalizeURI(pub.URI)
		}
		var init initializeResult
		if json.Unmarshal([]byte(raw), &init) == nil {
			supported(init.Capabilities.HoverProvider)
			supported(init.Capabilities.CallHierarchyProvider)
		}
		var calls []hierarchyCall
		json.Unmarshal([]byte(raw), &calls)
	})
}
