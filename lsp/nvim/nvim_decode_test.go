package nvim

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/lsp"
)

func nvimRng(l1, c1, l2, c2 uint32) lsp.Range {
	return lsp.Range{Start: lsp.Position{Line: l1, Character: c1}, End: lsp.Position{Line: l2, Character: c2}}
}

func TestNvimDecodeHover(t *testing.T) {
	for _, tc := range []struct {
		name string
		raw  string
		want lsp.Hover
	}{
		{
			"gopls markdown",
			`{"result":{"contents":{"kind":"markdown","value":"` + "```go\\nfunc Hello(name string) Greeting\\n```\\n\\n---\\n\\nHello returns a greeting.\\n\\n\\n---\\n\\n[link](https://x)" + `"},"range":{"start":{"line":1,"character":2},"end":{"line":1,"character":7}}}}`,
			lsp.Hover{Signature: "func Hello(name string) Greeting", Doc: "Hello returns a greeting.\n\n\n---\n\n[link](https://x)"},
		},
		{
			"marked strings",
			`{"result":{"contents":[{"language":"python","value":"def f(x)"},"Doc of f."]}}`,
			lsp.Hover{Signature: "def f(x)", Doc: "Doc of f."},
		},
		{"plain string", `{"result":{"contents":"just text"}}`, lsp.Hover{Doc: "just text"}},
		{"plaintext markup", `{"result":{"contents":{"kind":"plaintext","value":"int x"}}}`, lsp.Hover{Doc: "int x"}},
		{"null result", `{"result":null}`, lsp.Hover{}},
		{"empty envelope", `[]`, lsp.Hover{}},
		{"empty contents", `{"result":{"contents":[]}}`, lsp.Hover{}},
		{"unclosed fence", `{"result":{"contents":"` + "```go\\nfunc f()" + `"}}`, lsp.Hover{Doc: "```go\nfunc f()"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := nvimDecodeHover([]byte(tc.raw))
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				t.Errorf("got %#v\nwant %#v", got, tc.want)
			}
		})
	}
	for _, bad := range []string{`{`, `{"result":{"contents":5}}`, `{"result":{"contents":[[]]}}`} {
		if _, err := nvimDecodeHover([]byte(bad)); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}

func TestNvimDecodeSymbols(t *testing.T) {
	for _, tc := range []struct {
		name string
		raw  string
		want []lsp.DocumentSymbol
	}{
		{
			"hierarchical",
			`{"result":[{"name":"T","kind":23,"detail":"struct{...}","range":{"start":{"line":2,"character":0},"end":{"line":4,"character":1}},"selectionRange":{"start":{"line":2,"character":5},"end":{"line":2,"character":6}},"children":[{"name":"F","kind":8,"range":{"start":{"line":3,"character":1},"end":{"line":3,"character":6}},"selectionRange":{"start":{"line":3,"character":1},"end":{"line":3,"character":2}},"children":[]}]},{"name":"f","kind":12,"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":9}},"selectionRange":{"start":{"line":0,"character":5},"end":{"line":0,"character":6}}}]}`,
			[]lsp.DocumentSymbol{
				{Name: "f", Kind: 12, Range: nvimRng(0, 0, 0, 9), SelectionRange: nvimRng(0, 5, 0, 6)},
				{Name: "T", Kind: 23, Detail: "struct{...}", Range: nvimRng(2, 0, 4, 1), SelectionRange: nvimRng(2, 5, 2, 6)},
				{Name: "F", Kind: 8, Range: nvimRng(3, 1, 3, 6), SelectionRange: nvimRng(3, 1, 3, 2), Container: []string{"T"}},
			},
		},
		{
			"symbol information",
			`{"result":[{"name":"m","kind":6,"containerName":"pkg.C","location":{"uri":"file:///a.py","range":{"start":{"line":5,"character":4},"end":{"line":6,"character":0}}}}]}`,
			[]lsp.DocumentSymbol{{Name: "m", Kind: 6, Range: nvimRng(5, 4, 6, 0), SelectionRange: nvimRng(5, 4, 6, 0), Container: []string{"pkg", "C"}}},
		},
		{"empty", `{"result":[]}`, nil},
		{"null", `{"result":null}`, nil},
		{"empty range object as []", `{"result":[{"name":"x","kind":13,"range":[],"selectionRange":[]}]}`, []lsp.DocumentSymbol{{Name: "x", Kind: 13}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := nvimDecodeSymbols([]byte(tc.raw))
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %+v\nwant %+v", got, tc.want)
			}
		})
	}
}

func TestNvimDecodeLocationsAndCalls(t *testing.T) {
	locs, err := nvimDecodeLocations([]byte(`{"result":[
		{"uri":"file:///b.go","range":{"start":{"line":1,"character":2},"end":{"line":1,"character":4}}},
		{"uri":"file:///a.go","range":{"start":{"line":9,"character":0},"end":{"line":9,"character":1}}},
		{"uri":"file:///b.go","range":{"start":{"line":1,"character":2},"end":{"line":1,"character":4}}},
		{"targetUri":"file:///c.go","targetRange":{"start":{"line":0,"character":0},"end":{"line":3,"character":0}},"targetSelectionRange":{"start":{"line":0,"character":5},"end":{"line":0,"character":6}}}]}`))
	if err != nil {
		t.Fatal(err)
	}
	want := []lsp.Location{
		{URI: "file:///a.go", Range: nvimRng(9, 0, 9, 1)},
		{URI: "file:///b.go", Range: nvimRng(1, 2, 1, 4)},
		{URI: "file:///c.go", Range: nvimRng(0, 5, 0, 6)},
	}
	if !reflect.DeepEqual(locs, want) {
		t.Errorf("locations %+v\nwant %+v", locs, want)
	}

	calls, err := nvimDecodeIncomingCalls([]byte(`{"result":[
		{"from":{"name":"main","kind":12,"uri":"file:///m.go","range":{"start":{"line":8,"character":0},"end":{"line":12,"character":1}},"selectionRange":{"start":{"line":8,"character":5},"end":{"line":8,"character":9}}},"fromRanges":[]},
		{"from":{"name":"Twice","kind":12,"uri":"file:///g.go","range":{"start":{"line":16,"character":0},"end":{"line":18,"character":1}},"selectionRange":{"start":{"line":16,"character":5},"end":{"line":16,"character":10}}},"fromRanges":[]}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if len(calls) != 2 || calls[0].Name != "Twice" || calls[1].Name != "main" || calls[1].SelectionRange != nvimRng(8, 5, 8, 9) {
		t.Errorf("calls %+v", calls)
	}
}

func TestNvimDecodeTypeItems(t *testing.T) {
	got, err := nvimDecodeTypeItems([]byte(`{"result":[
		{"name":"Square","kind":23,"detail":"m","uri":"file:///s.go","range":{"start":{"line":4,"character":0},"end":{"line":4,"character":20}},"selectionRange":{"start":{"line":4,"character":5},"end":{"line":4,"character":11}},"data":[]},
		{"name":"Circle","kind":23,"uri":"file:///c.go","range":[],"selectionRange":{"start":{"line":1,"character":5},"end":{"line":1,"character":11}}},
		{"name":"Square","kind":23,"detail":"m","uri":"file:///s.go","range":{"start":{"line":4,"character":0},"end":{"line":4,"character":20}},"selectionRange":{"start":{"line":4,"character":5},"end":{"line":4,"character":11}}}]}`))
	if err != nil {
		t.Fatal(err)
	}
	want := []lsp.TypeItem{
		{Name: "Circle", Kind: 23, Path: "/c.go", SelectionRange: nvimRng(1, 5, 1, 11)},
		{Name: "Square", Kind: 23, Detail: "m", Path: "/s.go", Range: nvimRng(4, 0, 4, 20), SelectionRange: nvimRng(4, 5, 4, 11)},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
}

func TestNvimDecodeCodeActions(t *testing.T) {
	got, err := nvimDecodeCodeActions([]byte(`{"result":[
		{"title":"Fix it","kind":"quickfix","isPreferred":true,"disabled":false},
		{"title":"Not here","kind":"quickfix","isPreferred":false,"disabled":true},
		{"title":"Run command","isPreferred":false,"disabled":false}]}`))
	if err != nil {
		t.Fatal(err)
	}
	want := []lsp.CodeAction{{Title: "Fix it", Kind: "quickfix", Preferred: true}, {Title: "Run command"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
	if a, err := nvimDecodeCodeActions([]byte(`{"result":[]}`)); err != nil || len(a) != 0 {
		t.Errorf("empty: %v %v", a, err)
	}
}

func TestNvimDecodeDiagnostics(t *testing.T) {
	got, err := nvimDecodeDiagnostics([]byte(`{"result":[
		{"range":{"start":{"line":3,"character":4},"end":{"line":3,"character":9}},"severity":2,"code":"unusedvar","source":"go","message":"unused"},
		{"range":{"start":{"line":1,"character":0},"end":{"line":1,"character":3}},"severity":1,"code":2304,"message":"Cannot find name"},
		{"range":{"start":{"line":1,"character":0},"end":{"line":1,"character":3}},"message":"no severity","code":null}]}`))
	if err != nil {
		t.Fatal(err)
	}
	want := []lsp.Diagnostic{
		{Range: nvimRng(1, 0, 1, 3), Message: "no severity"},
		{Range: nvimRng(1, 0, 1, 3), Severity: lsp.SeverityError, Code: "2304", Message: "Cannot find name"},
		{Range: nvimRng(3, 4, 3, 9), Severity: lsp.SeverityWarning, Code: "unusedvar", Source: "go", Message: "unused"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
	if d, err := nvimDecodeDiagnostics([]byte(`{"result":[]}`)); err != nil || len(d) != 0 {
		t.Errorf("empty: %v %v", d, err)
	}
	if _, err := nvimDecodeDiagnostics([]byte(`{"result":[{"range":{"start":{"line":-1}}}]}`)); err == nil {
		t.Error("negative line: no error")
	}
}

func TestNvimSplitLines(t *testing.T) {
	for _, tc := range []struct {
		in       string
		lines    []string
		eol, dos bool
	}{
		{"a\nb\n", []string{"a", "b"}, true, false},
		{"a\nb", []string{"a", "b"}, false, false},
		{"a\r\nb\r\n", []string{"a", "b"}, true, true},
		{"a\r\nb", []string{"a", "b"}, false, true},
		{"a\r\nb\n", []string{"a\r", "b"}, true, false},
		{"", []string{""}, false, false},
		{"\n", []string{""}, true, false},
		{"x", []string{"x"}, false, false},
	} {
		lines, eol, dos := nvimSplitLines([]byte(tc.in))
		if !reflect.DeepEqual(lines, tc.lines) || eol != tc.eol || dos != tc.dos {
			t.Errorf("%q: %q eol=%v dos=%v, want %q eol=%v dos=%v", tc.in, lines, eol, dos, tc.lines, tc.eol, tc.dos)
		}
	}
}

func TestNvimRequestError(t *testing.T) {
	for _, tc := range []struct {
		name string
		errs []nvimReplyError
		is   error
	}{
		{"all method not found", []nvimReplyError{{Client: "a", Code: nvimMethodNotFound, Message: "x"}}, lsp.ErrUnsupported},
		{"timeout", []nvimReplyError{{Client: "a", Message: "timeout"}}, context.DeadlineExceeded},
		{"other", []nvimReplyError{{Client: "a", Code: -32603, Message: "boom"}}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := nvimRequestError("textDocument/hover", "/x.go", tc.errs)
			if tc.is != nil && !errors.Is(err, tc.is) {
				t.Errorf("%v is not %v", err, tc.is)
			}
			if tc.is == nil && (errors.Is(err, lsp.ErrUnsupported) || errors.Is(err, context.DeadlineExceeded)) {
				t.Errorf("%v wraps a sentinel", err)
			}
			if !strings.Contains(err.Error(), tc.errs[0].Message) {
				t.Errorf("%v lacks the server's message", err)
			}
		})
	}
}

// FuzzNvimDecode feeds arbitrary answers (they come from language servers)
// to every decoder: errors are fine, panics are not.
func FuzzNvimDecode(f *testing.F) {
	for _, s := range []string{
		`{"result":{"contents":{"kind":"markdown","value":"` + "```go\\nx\\n```" + `"}}}`,
		`{"result":[{"name":"T","kind":23,"children":[{"name":"F","kind":8}]}]}`,
		`{"result":[{"uri":"file:///a","range":{"start":{"line":1,"character":2},"end":{"line":1,"character":3}}}]}`,
		`{"result":[{"from":{"name":"f","uri":"file:///a"}}]}`,
		`{"result":[{"message":"m","code":1.5,"severity":1}]}`,
		`{"result":[{"name":"T","kind":5,"uri":"file:///a","selectionRange":[]}]}`,
		`{"result":[{"title":"t","kind":"quickfix","isPreferred":true,"disabled":false}]}`,
		`[]`, `{"result":null}`, `{"result":{"contents":[["x"]]}}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		nvimDecodeHover(raw)
		nvimDecodeSymbols(raw)
		nvimDecodeLocations(raw)
		nvimDecodeIncomingCalls(raw)
		nvimDecodeDiagnostics(raw)
		nvimDecodeTypeItems(raw)
		nvimDecodeCodeActions(raw)
	})
}
