package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sourcegraph/scip/bindings/go/scip"
	"google.golang.org/protobuf/proto"
)

// goplsTool finds gopls on PATH (scripts/install-tools.sh puts it there).
// Without it the test skips and says why, unless SOULINDEX_REQUIRE_TOOLS
// is set.
func goplsTool(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("gopls"); err == nil {
		return
	}
	msg := "gopls not on PATH: eval \"$(scripts/install-tools.sh --env)\" first"
	if os.Getenv("SOULINDEX_REQUIRE_TOOLS") != "" {
		t.Fatal(msg)
	}
	t.Skip(msg)
}

func readIndex(t *testing.T, p string) *scip.Index {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	var idx scip.Index
	if err := proto.Unmarshal(b, &idx); err != nil {
		t.Fatalf("parse %s: %v", p, err)
	}
	return &idx
}

func scipDoc(t *testing.T, idx *scip.Index, path string) *scip.Document {
	t.Helper()
	for _, d := range idx.Documents {
		if d.RelativePath == path {
			return d
		}
	}
	t.Fatalf("no document %s in the index", path)
	return nil
}

func symbolInfo(t *testing.T, d *scip.Document, suffix string) *scip.SymbolInformation {
	t.Helper()
	for _, si := range d.Symbols {
		if strings.HasSuffix(si.Symbol, suffix) {
			return si
		}
	}
	t.Fatalf("no symbol ending in %s in %s", suffix, d.RelativePath)
	return nil
}

// refRanges lists the ranges of the non-definition occurrences of the
// symbol ending in suffix.
func refRanges(d *scip.Document, suffix string) [][]int32 {
	var out [][]int32
	for _, o := range d.Occurrences {
		if strings.HasSuffix(o.Symbol, suffix) && o.SymbolRoles&int32(scip.SymbolRole_Definition) == 0 {
			out = append(out, o.Range)
		}
	}
	return out
}

func hasRange(rs [][]int32, want ...int32) bool {
	return slices.ContainsFunc(rs, func(r []int32) bool { return slices.Equal(r, want) })
}

const lspFixture = "../../testdata/lspenrich/goproj"

// TestIndexLSPGo runs `index --lsp` with the real gopls on a small module
// and checks every fact the enrichment adds, in every output. The module
// is a copy outside this repository: scripts/install-tools.sh puts gopls
// in the repository's .tools/bin, and a server inside the indexed
// repository runs only with --trust-repo-config.
func TestIndexLSPGo(t *testing.T) {
	goplsTool(t)
	fixture := t.TempDir()
	copyTree(t, lspFixture, fixture)
	out, plain := t.TempDir(), t.TempDir()
	r := soulindex(t, "index", "--lsp", "--lsp-timeout", "2m", "--lsp-budget", "50", fixture, "--out", out)
	if r.code != 0 {
		t.Fatalf("index --lsp: exit %d\n%s", r.code, r.stderr)
	}
	if r := soulindex(t, "index", "--quiet", fixture, "--out", plain); r.code != 0 {
		t.Fatalf("index: exit %d\n%s", r.code, r.stderr)
	}
	scipLint(t, filepath.Join(out, "index.scip"))
	idx := readIndex(t, filepath.Join(out, "index.scip"))

	t.Run("hover lands in the SCIP", func(t *testing.T) {
		si := symbolInfo(t, scipDoc(t, idx, "shop/item.go"), "/NewItem().")
		// gopls's declaration says what the source does: the outline's
		// signature stays (lspenrich.ChooseSignature), and says so.
		if got := si.GetSignatureDocumentation().GetText(); got != "func NewItem(name string, price int) Item" {
			t.Errorf("signature = %q, want the declaration", got)
		}
		if len(si.Documentation) != 2 {
			t.Fatalf("documentation = %q, want the hover text and the sources", si.Documentation)
		}
		// The pkg.go.dev link is gopls's: tree-sitter never writes it.
		if d := si.Documentation[0]; !strings.Contains(d, "NewItem makes an item") || !strings.Contains(d, "pkg.go.dev") {
			t.Errorf("documentation = %q, want gopls's hover", d)
		}
		want := "<!-- soulindex sources: signature=tree-sitter documentation=lsp references=lsp callers=lsp -->"
		if si.Documentation[1] != want {
			t.Errorf("sources = %q, want %q", si.Documentation[1], want)
		}
	})

	t.Run("references replace the heuristic ones", func(t *testing.T) {
		// In Discounted, "Total := Total(c)" declares a local that shadows
		// the function from the end of the statement: only the call is a
		// reference. Name binding from syntax gets it right without the
		// server too; the server's answer must agree.
		lsp := refRanges(scipDoc(t, idx, "shop/cart.go"), "/Total().")
		heur := refRanges(scipDoc(t, readIndex(t, filepath.Join(plain, "index.scip")), "shop/cart.go"), "/Total().")
		if hasRange(heur, 23, 1, 6) || !hasRange(heur, 23, 10, 15) || len(heur) != 1 {
			t.Errorf("references of Total in cart.go without --lsp = %v, want only the call [23 10 15]", heur)
		}
		if hasRange(lsp, 23, 1, 6) || !hasRange(lsp, 23, 10, 15) || len(lsp) != 1 {
			t.Errorf("references of Total in cart.go with --lsp = %v, want only the call [23 10 15]", lsp)
		}
		if main := refRanges(scipDoc(t, idx, "main.go"), "/Total()."); len(main) != 1 {
			t.Errorf("references of Total in main.go = %v, want the one call", main)
		}
		b, err := os.ReadFile(filepath.Join(out, "graph.json"))
		if err != nil {
			t.Fatal(err)
		}
		var g struct {
			Files []struct {
				Path  string
				Edges []struct{ To, Kinds string }
			}
		}
		if err := json.Unmarshal(b, &g); err != nil {
			t.Fatalf("graph.json: %v", err)
		}
		var kinds []string
		for _, f := range g.Files {
			for _, e := range f.Edges {
				if f.Path == "main.go" && e.To == "shop/item.go" {
					kinds = strings.Split(e.Kinds, ",")
				}
			}
		}
		if !slices.Contains(kinds, "lsp") || !slices.Contains(kinds, "import-ref") {
			t.Errorf("main.go→shop/item.go kinds = %v, want import-ref proven by the server (lsp)", kinds)
		}
	})

	t.Run("caller badges render", func(t *testing.T) {
		m, err := os.ReadFile(filepath.Join(out, "soulmap.md"))
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{
			"  +func NewItem(name string, price int) Item :11 [apple, bread, cheese, +2↑]\n",
			"  +func Total(c *Cart) int :14 [Discounted, main↑]\n",
			"  +Price int (in Item) :7\n", // gopls's "field" label and layout comment cut
		} {
			if !strings.Contains(string(m), want) {
				t.Errorf("soul map lacks %q:\n%s", want, m)
			}
		}
	})

	t.Run("diagnostics", func(t *testing.T) {
		b, err := os.ReadFile(filepath.Join(out, "diagnostics.json"))
		if err != nil {
			t.Fatal(err)
		}
		var dj struct {
			Diagnostics []struct {
				Path, Severity, Code, Source, Message string
				Line                                  int
			}
		}
		if err := json.Unmarshal(b, &dj); err != nil {
			t.Fatalf("diagnostics.json: %v\n%s", err, b)
		}
		if len(dj.Diagnostics) != 1 {
			t.Fatalf("diagnostics = %+v, want the one planted error", dj.Diagnostics)
		}
		d := dj.Diagnostics[0]
		if d.Path != "bad/bad.go" || d.Line != 5 || d.Severity != "error" || d.Source != "lsp" || !strings.Contains(d.Message, "cannot use") {
			t.Errorf("diagnostic = %+v, want the error of bad/bad.go:5", d)
		}
		var attached []*scip.Diagnostic
		for _, o := range scipDoc(t, idx, "bad/bad.go").Occurrences {
			attached = append(attached, o.Diagnostics...)
		}
		if len(attached) != 1 || attached[0].Severity != scip.Severity_Error || !strings.Contains(attached[0].Message, "cannot use") {
			t.Errorf("SCIP diagnostics of bad/bad.go = %v, want the planted error on an occurrence", attached)
		}
	})

	t.Run("deterministic", func(t *testing.T) {
		again := t.TempDir()
		if r := soulindex(t, "index", "--quiet", "--lsp", "--lsp-timeout", "2m", "--lsp-budget", "50", "--lsp-concurrency", "2", fixture, "--out", again); r.code != 0 {
			t.Fatalf("second run: exit %d\n%s", r.code, r.stderr)
		}
		for _, name := range []string{"index.scip", "soulmap.md", "graph.json", "diagnostics.json", "enrichment.json"} {
			a, _ := os.ReadFile(filepath.Join(out, name))
			b, _ := os.ReadFile(filepath.Join(again, name))
			if len(a) == 0 || !bytes.Equal(a, b) {
				t.Errorf("%s differs between two runs with the same answers", name)
			}
		}
	})
}

// TestIndexLSPMissingServer: without gopls the run still writes every
// output, with tree-sitter facts and a notice saying why.
func TestIndexLSPMissingServer(t *testing.T) {
	// A PATH without gopls (git stays, for co-change) and a HOME with no
	// installed servers.
	var dirs []string
	for _, d := range filepath.SplitList(os.Getenv("PATH")) {
		if _, err := os.Stat(filepath.Join(d, "gopls")); err != nil {
			dirs = append(dirs, d)
		}
	}
	t.Setenv("PATH", strings.Join(dirs, string(filepath.ListSeparator)))
	noUserServers(t)
	out := t.TempDir()
	r := soulindex(t, "index", "--lsp", "--lsp-languages", "go", lspFixture, "--out", out)
	if r.code != 0 {
		t.Fatalf("index --lsp without gopls: exit %d\n%s", r.code, r.stderr)
	}
	if !strings.Contains(r.stderr, "note: go: no language server (no-server: go: no language server installed (looked for gopls))") ||
		!strings.Contains(r.stderr, "4 files keep tree-sitter facts") {
		t.Errorf("stderr lacks the fallback notice:\n%s", r.stderr)
	}
	scipLint(t, filepath.Join(out, "index.scip"))
	si := symbolInfo(t, scipDoc(t, readIndex(t, filepath.Join(out, "index.scip")), "shop/item.go"), "/NewItem().")
	want := []string{"NewItem makes an item with a name and a price in cents.", "<!-- soulindex sources: signature=tree-sitter documentation=tree-sitter references=tree-sitter -->"}
	if !slices.Equal(si.Documentation, want) {
		t.Errorf("documentation = %q, want %q", si.Documentation, want)
	}
	b, err := os.ReadFile(filepath.Join(out, "diagnostics.json"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `{"diagnostics": [
],
"notices": [{"language":"go","message":"no language server`) {
		t.Errorf("diagnostics.json = %s, want no diagnostics and the notice", b)
	}
	e, err := os.ReadFile(filepath.Join(out, "enrichment.json"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(e), `"server":"missing"`) {
		t.Errorf("enrichment.json does not say the server is missing:\n%s", e)
	}
}

// noUserServers hides the servers a user installed outside $PATH: the
// home directory (SoulForge's directories, ~/go/bin, ~/.npmrc) is an
// empty one, and $GOBIN, $GOPATH and npm's prefix are unset.
func noUserServers(t *testing.T) {
	t.Helper()
	t.Setenv("HOME", t.TempDir())
	for _, k := range []string{"GOBIN", "GOPATH", "NPM_CONFIG_PREFIX"} {
		t.Setenv(k, "")
	}
}
