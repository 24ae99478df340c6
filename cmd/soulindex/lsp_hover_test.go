package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// serverTools requires the named servers on PATH (scripts/install-tools.sh
// puts them there): without them the test skips and says why, unless
// SOULINDEX_REQUIRE_TOOLS is set.
func serverTools(t *testing.T, names ...string) {
	t.Helper()
	var missing []string
	for _, n := range names {
		if _, err := exec.LookPath(n); err != nil {
			missing = append(missing, n)
		}
	}
	if len(missing) == 0 {
		return
	}
	msg := strings.Join(missing, ", ") + " not on PATH: eval \"$(scripts/install-tools.sh --env)\" first"
	if os.Getenv("SOULINDEX_REQUIRE_TOOLS") != "" {
		t.Fatal(msg)
	}
	t.Skip(msg)
}

// TestIndexLSPHoverSignatures runs `index --lsp` with the real gopls,
// pyright, typescript-language-server and clangd on a project of the cases
// where their hover reads worse than the source (issue 16): a signature
// the Soul Map and the SCIP show keeps the outline's unless the hover adds
// to it, without the servers' noise, and both outputs agree.
func TestIndexLSPHoverSignatures(t *testing.T) {
	serverTools(t, "gopls", "pyright-langserver", "typescript-language-server", "clangd")
	fixture := t.TempDir()
	copyTree(t, "../../testdata/lspenrich/hoverproj", fixture)
	out := t.TempDir()
	r := soulindex(t, "index", "--quiet", "--lsp", "--lsp-timeout", "5m", fixture, "--out", out)
	if r.code != 0 {
		t.Fatalf("index --lsp: exit %d\n%s", r.code, r.stderr)
	}
	m, err := os.ReadFile(filepath.Join(out, "soulmap.md"))
	if err != nil {
		t.Fatal(err)
	}
	idx := readIndex(t, filepath.Join(out, "index.scip"))
	for _, tc := range []struct {
		name, path, symbol, sig, mapLine string
	}{
		// gopls: a struct's hover is its body with a layout comment.
		{"Go struct", "golib/store.go", "/Item#", "type Item struct", "  +type Item struct :26\n"},
		{"Go layout comment", "golib/store.go", "/Cents#", "type Cents int64", "  +type Cents int64 :38\n"},
		{"Go field", "golib/store.go", "/Item#Price.", "Price int", "  +Price int (in Item) :28\n"},
		// gopls adds the type the source leaves to inference.
		{"Go error variable", "golib/store.go", "/ErrNotFound.", "var ErrNotFound error", "  +var ErrNotFound error :11\n"},
		{"Go receiver", "golib/store.go", "/Store#Find().", "func (s *Store) Find(name string) (Item, error)", "  +func (s *Store) Find(name string) (Item, error) :57\n"},
		// pyright: a class's hover shows its constructor, not its bases.
		{"Python base class", "pylib/shelf/datastructures.py", "/MultiDict#", "class MultiDict(TypeConversionDict)", "  +class MultiDict(TypeConversionDict) :21\n"},
		{"Python __init__", "pylib/shelf/datastructures.py", "/MultiDict#__init__().", "def __init__(self, mapping=None)", "  +def __init__(self, mapping=None) (in MultiDict) :24\n"},
		{"Python Self@", "pylib/shelf/datastructures.py", "/Request#clone().", "def clone(self) -> Self", "  +def clone(self) -> Self (in Request) :43\n"},
		{"Python inferred return", "pylib/shelf/datastructures.py", "/total().", "def total(items, start: int = 0) -> int", "  +def total(items, start: int = 0) -> int :58\n"},
		// tsserver: a class's hover drops extends and implements.
		{"TypeScript class", "tslib/src/shapes.ts", "/Circle#", "class Circle extends Base implements Shape", "  +class Circle extends Base implements Shape :17\n"},
		{"TypeScript interface", "tslib/src/shapes.ts", "/Named#", "interface Named extends Shape", "  +interface Named extends Shape :8\n"},
		{"TypeScript inferred return", "tslib/src/shapes.ts", "/Circle#scale().", "scale(k): Circle", "  +scale(k): Circle (in Circle) :26\n"},
		// clangd: provenance comment, access label, empty body.
		{"C++ class", "cpplib/geometry.hpp", "/Circle#", "class Circle : public geo::Shape", "  +class Circle : public geo::Shape (in geo) :12\n"},
		{"C field", "clib/shapes.h", "/rect#w.", "int w", "  +int w (in rect) :8\n"},
	} {
		got := symbolInfo(t, scipDoc(t, idx, tc.path), tc.symbol).GetSignatureDocumentation().GetText()
		if got != tc.sig {
			t.Errorf("%s: SCIP signature = %q, want %q", tc.name, got, tc.sig)
		}
		if !strings.Contains(string(m), tc.mapLine) {
			t.Errorf("%s: soul map lacks %q", tc.name, tc.mapLine)
		}
	}
	// No server noise anywhere.
	for _, d := range idx.Documents {
		for _, si := range d.Symbols {
			sig := si.GetSignatureDocumentation().GetText()
			for _, noise := range []string{"size=", "offset=", "Self@", "Unknown", "(method)", "(property)", "// In ", "public: ", "\n"} {
				if strings.Contains(sig, noise) {
					t.Errorf("%s %s: signature %q carries %q", d.RelativePath, si.Symbol, sig, noise)
				}
			}
			if strings.HasSuffix(sig, "{") || strings.HasSuffix(sig, "{}") {
				t.Errorf("%s %s: signature %q ends in a brace", d.RelativePath, si.Symbol, sig)
			}
		}
	}
}
