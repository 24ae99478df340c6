package output

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/sourcegraph/scip/bindings/go/scip"
)

// TestLocalSymbols: every local binding with a declaring identifier is
// one document-scoped "local N" symbol (N its index in the file, as
// extract.Dump prints it), defined at that identifier and referenced at
// each use; a parameter of the same name in another function is another
// symbol; the implicit this of a class body gets no occurrence; each local
// has a SymbolInformation naming it (scip lint wants one); lint clean.
func TestLocalSymbols(t *testing.T) {
	files := map[string]string{
		"a.go": `package p

func A(n int) int {
	m := n + 1
	return m * n
}

func B(n int) int {
	for i := range n {
		n += i
	}
	return n
}
`,
		"C.java": `class C {
    int f;
    int get(int k) {
        return this.f + k;
    }
}
`,
	}
	// Per document, every local occurrence as "line:start-end symbol",
	// "def" for the definition (0-based lines and UTF-8 columns).
	want := map[string][]string{
		"a.go": {
			"2:7-8 local 0 def", // A's parameter n
			"3:1-2 local 1 def", // m
			"3:6-7 local 0",
			"4:8-9 local 1",
			"4:12-13 local 0",
			"7:7-8 local 2 def", // B's parameter n: another symbol
			"8:5-6 local 3 def", // i
			"8:16-17 local 2",
			"9:2-3 local 2",
			"9:7-8 local 3",
			"11:8-9 local 2",
		},
		// this (local 0, the class body's implicit receiver) is absent;
		// k is local 1.
		"C.java": {
			"2:16-17 local 1 def",
			"3:24-25 local 1",
		},
	}
	// Each local has a SymbolInformation with its name, and only its name.
	wantInfos := map[string][]string{
		"a.go":   {"local 0 n", "local 1 m", "local 2 n", "local 3 i"},
		"C.java": {"local 1 k"},
	}
	res, g, reg := indexRepo(t, writeRepo(t, files))
	b := writeIndex(t, res, reg, g)
	scipLint(t, b)
	got, gotInfos := map[string][]string{}, map[string][]string{}
	for _, d := range decodeIndex(t, b).Documents {
		for _, si := range d.Symbols {
			if scip.IsLocalSymbol(si.Symbol) {
				gotInfos[d.RelativePath] = append(gotInfos[d.RelativePath], si.Symbol+" "+si.DisplayName)
				if si.Kind != 0 || si.SignatureDocumentation != nil || len(si.Documentation) > 0 || si.EnclosingSymbol != "" {
					t.Errorf("%s: %s has more than its name: %v", d.RelativePath, si.Symbol, si)
				}
			}
		}
		for _, o := range d.Occurrences {
			if !strings.HasPrefix(o.Symbol, "local ") {
				continue
			}
			if len(o.Range) != 3 {
				t.Fatalf("%s: local occurrence over several lines: %v", d.RelativePath, o.Range)
			}
			s := fmt.Sprintf("%d:%d-%d %s", o.Range[0], o.Range[1], o.Range[2], o.Symbol)
			if o.SymbolRoles&int32(scip.SymbolRole_Definition) != 0 {
				s += " def"
			}
			got[d.RelativePath] = append(got[d.RelativePath], s)
		}
	}
	for path, w := range want {
		if !slices.Equal(got[path], w) {
			t.Errorf("%s local occurrences:\n got  %q\n want %q", path, got[path], w)
		}
	}
	for path, w := range wantInfos {
		if !slices.Equal(gotInfos[path], w) {
			t.Errorf("%s local SymbolInformation:\n got  %q\n want %q", path, gotInfos[path], w)
		}
	}
	if len(got) != len(want) || len(gotInfos) != len(wantInfos) {
		t.Errorf("documents with locals: got %d, want %d", len(got), len(want))
	}
}
