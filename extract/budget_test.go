package extract

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/soulindex/soulindex/langs"
)

// realFiles are large real sources: the biggest file of Go's tree and a C
// file, plus every fixture of the test corpus (one or more per language).
func realFiles(t *testing.T, reg *langs.Registry) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	goroot := runtime.GOROOT()
	for _, rel := range []string{"src/cmd/compile/internal/ssa/rewriteAMD64.go", "src/regexp/testdata/testregex.c"} {
		b, err := os.ReadFile(filepath.Join(goroot, rel))
		if err != nil {
			t.Logf("not measured (no Go source tree at %s): %v", goroot, err)
			continue
		}
		files[rel] = b
	}
	filepath.WalkDir(filepath.Join("..", "testdata", "fixtures"), func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		if l := reg.Detect(p); l != nil && l.HasGrammar() {
			if b, err := os.ReadFile(p); err == nil {
				files[p] = b
			}
		}
		return nil
	})
	if len(files) == 0 {
		t.Fatal("no real file to measure")
	}
	return files
}

// TestDefaultWorkBudgetFarAboveRealFiles: real files use at most a tenth
// of their default budget, so none falls back because of it (the most
// any file of Go's tree, /usr/include or the corpus took is about 55
// steps per KiB; the budget allows 1000).
func TestDefaultWorkBudgetFarAboveRealFiles(t *testing.T) {
	reg := langs.MustNew()
	qs, err := CompileQueries(reg)
	if err != nil {
		t.Fatal(err)
	}
	defer qs.Close()
	ts := NewTreeSitter(qs)
	defer ts.Close()
	for p, src := range realFiles(t, reg) {
		l := reg.Refine(reg.Detect(p), p, src)
		if !l.HasGrammar() {
			continue
		}
		if _, err := ts.Extract(context.Background(), l.ID, p, src, time.Hour); err != nil {
			t.Errorf("%s: %v", p, err)
			continue
		}
		if used, budget := ts.guard.work(), DefaultWorkBudget.steps(len(src)); used*10 > budget {
			t.Errorf("%s (%d bytes): %d steps, over a tenth of the default budget %d", p, len(src), used, budget)
		}
	}
}

// TestWorkBudgetIsDeterministic: whether a file fits its budget depends on
// the file alone. Under a budget too small for it, the same file fails
// the same way every time, whatever the wall clock allows, and the router
// serves it from the regex tier saying why; under the default it parses.
func TestWorkBudgetIsDeterministic(t *testing.T) {
	var b strings.Builder
	for i := 0; b.Len() < 64<<10; i++ {
		b.WriteString("static int f")
		b.WriteString(strings.Repeat("x", i%7))
		b.WriteString("(int a) { if (a > 1) { return a * 3; } return a - 1; }\n")
	}
	src := []byte(b.String())
	qs, err := CompileQueries(langs.MustNew())
	if err != nil {
		t.Fatal(err)
	}
	defer qs.Close()
	rt := NewRouter(qs, NewRegex())
	defer rt.Close()

	small := WorkBudget{Base: 10, PerKiB: 1}
	rt.TreeSitter().SetWorkBudget(small)
	for range 3 {
		_, err := rt.TreeSitter().Extract(context.Background(), "c", "big.c", src, time.Hour)
		if !errors.Is(err, ErrWorkBudget) {
			t.Fatalf("tree-sitter under a %d-step budget: %v, want %v", small.steps(len(src)), err, ErrWorkBudget)
		}
		f, err := rt.Extract(context.Background(), "c", "big.c", src, time.Hour)
		if err != nil {
			t.Fatal(err)
		}
		if f.Backend != BackendRegex || !strings.Contains(f.Fallback, "tree-sitter: parse work budget exceeded") || f.FallbackCauses != CauseWorkBudget {
			t.Fatalf("router under a small budget: backend %s, fallback %q", f.Backend, f.Fallback)
		}
	}
	rt.TreeSitter().SetWorkBudget(WorkBudget{})
	f, err := rt.Extract(context.Background(), "c", "big.c", src, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	if f.Backend != BackendTreeSitter || f.Fallback != "" || f.FallbackCauses != 0 {
		t.Fatalf("router under the default budget: backend %s, fallback %q", f.Backend, f.Fallback)
	}
}
