package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// genModule writes a Go module of pkgs packages of files files each,
// every file with documented exported functions and a type, each package
// calling into the one before: enough for a server to be busy a while.
func genModule(t *testing.T, dir string, pkgs, files int) {
	t.Helper()
	write := func(rel, text string) {
		p := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module example.com/gen\n\ngo 1.22\n")
	write("bad/bad.go", "package bad\n\n// X is wrongly typed: the module's one error.\nvar X int = \"x\"\n")
	for p := range pkgs {
		for f := range files {
			var b strings.Builder
			fmt.Fprintf(&b, "package p%02d\n\n", p)
			if p > 0 {
				fmt.Fprintf(&b, "import \"example.com/gen/p%02d\"\n\n", p-1)
			}
			fmt.Fprintf(&b, "// T%d holds the values of file %d.\ntype T%d struct {\n\tN int\n\tS string\n}\n\n", f, f, f)
			for k := range 3 {
				fmt.Fprintf(&b, "// F%d_%d computes value %d of file %d in package %d.\nfunc F%d_%d(n int, s string) (int, error) {\n", f, k, k, f, p, f, k)
				if p > 0 {
					fmt.Fprintf(&b, "\tv, err := p%02d.F%d_%d(n+1, s)\n\tif err != nil {\n\t\treturn 0, err\n\t}\n\treturn v + len(s), nil\n}\n\n", p-1, f, k)
				} else {
					b.WriteString("\treturn n + len(s), nil\n}\n\n")
				}
			}
			write(fmt.Sprintf("p%02d/f%02d.go", p, f), b.String())
		}
	}
}

// hoverFacts maps each symbol of index.scip to the signature and
// documentation the enrichment gave it.
func hoverFacts(t *testing.T, index string) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, d := range readIndex(t, index).Documents {
		for _, si := range d.Symbols {
			out[si.Symbol] = si.GetSignatureDocumentation().GetText() + "\n" + strings.Join(si.Documentation, "\n")
		}
	}
	return out
}

// TestIndexLSPHoverSameWithDiagnostics: on a module of a few hundred
// files, gopls's hover facts are the same whether diagnostics are asked
// or not (they come after every hover and reference, pulled from gopls),
// and asking them fails for no file.
func TestIndexLSPHoverSameWithDiagnostics(t *testing.T) {
	goplsTool(t)
	mod := t.TempDir()
	genModule(t, mod, 20, 12) // 240 files, 960 exported symbols
	withDiags, without := t.TempDir(), t.TempDir()
	args := []string{"index", "--lsp", "--lsp-timeout", "15m", "--lsp-budget", "30", "--json", mod}
	r := soulindex(t, append(args, "--out", withDiags)...)
	if r.code != 0 {
		t.Fatalf("index --lsp: exit %d\n%s", r.code, r.stderr)
	}
	st := stats(t, r)
	r2 := soulindex(t, append(args, "--lsp-diagnostics=false", "--out", without)...)
	if r2.code != 0 {
		t.Fatalf("index --lsp --lsp-diagnostics=false: exit %d\n%s", r2.code, r2.stderr)
	}
	if st.LSP == nil || len(st.LSP.Languages) != 1 {
		t.Fatalf("lsp stats: %+v\n%s", st.LSP, r.stderr)
	}
	goStats := st.LSP.Languages[0]
	// The one error of the module (bad/bad.go) is diagnosed, and asking
	// failed for no file.
	if goStats.Hovered == 0 || goStats.FailedRequests != 0 || goStats.Diagnostics == 0 || strings.Contains(r.stderr, "diagnostics failed") || strings.Contains(r.stderr, "diagnostics stopped") {
		t.Errorf("with diagnostics: %d hovered, %d diagnostics, %d failed requests\n%s", goStats.Hovered, goStats.Diagnostics, goStats.FailedRequests, r.stderr)
	}
	a, b := hoverFacts(t, filepath.Join(withDiags, "index.scip")), hoverFacts(t, filepath.Join(without, "index.scip"))
	if len(a) != len(b) {
		t.Fatalf("%d symbols with diagnostics, %d without", len(a), len(b))
	}
	differ := 0
	for sym, fa := range a {
		if fb := b[sym]; fa != fb {
			if differ++; differ <= 5 {
				t.Errorf("%s:\nwith diagnostics    %q\nwithout diagnostics %q", sym, fa, fb)
			}
		}
	}
	if differ > 0 {
		t.Errorf("%d of %d symbols' hover facts differ with diagnostics on\n%s", differ, len(a), r.stderr)
	}
	t.Logf("%s", r.stderr)
}

// TestIndexLSPTimeoutIsATimeout: when --lsp-timeout ends the step (here
// while gopls loads the module, or soon after), the run succeeds and says
// it timed out, never that the server died. The module is large enough
// (1,800 files, some 12,000 exported symbols to hover) that gopls cannot
// answer everything within 2 s on any machine: with 241 files a warm
// gopls once finished first, and the test failed for a run that had not
// timed out.
func TestIndexLSPTimeoutIsATimeout(t *testing.T) {
	goplsTool(t)
	mod := t.TempDir()
	genModule(t, mod, 60, 30)
	r := soulindex(t, "index", "--lsp", "--lsp-timeout", "2s", mod, "--out", t.TempDir())
	if r.code != 0 {
		t.Fatalf("index --lsp: exit %d\n%s", r.code, r.stderr)
	}
	t.Logf("%s", r.stderr)
	if !strings.Contains(r.stderr, "--lsp-timeout (2s) reached") || strings.Contains(r.stderr, "no language server") {
		t.Errorf("no timeout notice:\n%s", r.stderr)
	}
	for _, bad := range []string{"dead", "was closed", "stopped", "not running"} {
		if strings.Contains(r.stderr, bad) {
			t.Errorf("the timeout is reported as a server fault (%q):\n%s", bad, r.stderr)
		}
	}
}
