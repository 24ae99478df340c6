package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sourcegraph/scip/bindings/go/scip"
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

// TestIndexLSPHoverShapes runs `index --lsp` with the real
// typescript-language-server and gopls on a generated project of the
// issue 34 cases: a field whose type parameter's constraint holds a
// comma (its hover "(property) Result<TData extends Record<string,
// unknown>, …>.data: TData extends Record<string, unknown>" was spliced
// into "data: TData, unknown>" in the map and the SCIP), and hovers whose
// documentation is only a link, a URL or an @see tag, or clangd's facts
// (counted and shown as documentation).
func TestIndexLSPHoverShapes(t *testing.T) {
	serverTools(t, "typescript-language-server", "gopls", "clangd")
	root := t.TempDir()
	write(t, root, "tsconfig.json", []byte(`{"compilerOptions": {"strict": true}, "include": ["src/*.ts"]}`))
	write(t, root, "src/result.ts", []byte(`export interface Result<TData extends Record<string, unknown>, TError = unknown> {
  data: TData;
  error: TError;
}

/** [docs](https://example.com/docs) */
export function linked(): number { return 1; }

/** @see https://example.com/see */
export function seeOnly(): number { return 2; }

/** {@link Result} */
export function linkTag(): number { return 3; }

/**
 * https://example.com/bare
 */
export function bare(): number { return 4; }

/** Counts things. See [docs](https://example.com/docs). */
export function counted(): number { return 5; }
`))
	write(t, root, "go.mod", []byte("module example.com/shop\n\ngo 1.22\n"))
	write(t, root, "shop.go", []byte("package shop\n\nfunc Bare() int { return 1 }\n\n// Documented does a thing.\nfunc Documented() int { return 2 }\n"))
	write(t, root, "c/area.h", []byte("int bare(int w, int h);\n\n/* documented returns one. */\nint documented(void);\n\nstruct rect { int w; };\n"))
	write(t, root, "c/area.c", []byte("#include \"area.h\"\n\nint bare(int w, int h) { return w * h; }\n\nint documented(void) { return 1; }\n"))
	write(t, root, "compile_commands.json", []byte(`[{"directory": "`+filepath.ToSlash(filepath.Join(root, "c"))+`", "command": "cc -c area.c", "file": "area.c"}]`))
	out := t.TempDir()
	r := soulindex(t, "index", "--lsp", "--lsp-timeout", "5m", root, "--out", out)
	if r.code != 0 {
		t.Fatalf("index --lsp: exit %d\n%s", r.code, r.stderr)
	}
	m, err := os.ReadFile(filepath.Join(out, "soulmap.md"))
	if err != nil {
		t.Fatal(err)
	}
	if want := "  +data: TData (in Result) :2\n"; !strings.Contains(string(m), want) {
		t.Errorf("soul map lacks %q:\n%s", want, m)
	}
	idx := readIndex(t, filepath.Join(out, "index.scip"))
	ts, gd, cd := scipDoc(t, idx, "src/result.ts"), scipDoc(t, idx, "shop.go"), scipDoc(t, idx, "c/area.h")
	if got := symbolInfo(t, ts, "/Result#data.").GetSignatureDocumentation().GetText(); got != "data: TData" {
		t.Errorf("Result.data: SCIP signature %q, want %q", got, "data: TData")
	}
	// A link-only hover is no documentation: the source's comment (the
	// outline's documentation, which says what it says) stays, or none.
	for _, tc := range []struct {
		doc    *scip.Document
		symbol string
		hover  string // the hover's documentation shown, "" for none
	}{
		{ts, "/linked().", ""},
		{ts, "/seeOnly().", ""},
		{ts, "/linkTag().", ""},
		{ts, "/bare().", ""},
		{ts, "/counted().", "Counts things. See [docs](https://example.com/docs)."},
		{gd, "/Bare().", ""},
		{gd, "/Documented().", "Documented does a thing."},
		{cd, "/bare().", ""},
		{cd, "/rect#", ""},
		{cd, "/rect#w.", ""},
		{cd, "/documented().", "### function `documented`"},
	} {
		si := symbolInfo(t, tc.doc, tc.symbol)
		fromLSP := strings.Contains(si.Documentation[len(si.Documentation)-1], "documentation=lsp")
		if fromLSP != (tc.hover != "") || tc.hover != "" && !strings.HasPrefix(si.Documentation[0], tc.hover) {
			t.Errorf("%s: documentation %q, want the hover's %q", tc.symbol, si.Documentation, tc.hover)
		}
		if tc.hover == "" && strings.Contains(strings.Join(si.Documentation, "\n"), "file://") {
			t.Errorf("%s: a server's link in the documentation: %q", tc.symbol, si.Documentation)
		}
	}
	// The counts say the same: one documented hover per language (Go's
	// package hover is only gopls's facts, Bare's only a link).
	for _, want := range []string{"lsp typescript: server ok (standalone), hover 8/8 exported (1 with docs)", "lsp go: server ok (standalone), hover 3/3 exported (1 with docs)", "lsp c: server ok (standalone), hover 4/4 exported (1 with docs)"} {
		if !strings.Contains(r.stderr, want) {
			t.Errorf("stats lack %q:\n%s", want, r.stderr)
		}
	}
}
