package extract_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/internal/testutil"
	"github.com/soulindex/soulindex/langs"
)

// TestGoldenOutlines extracts every fixture under testdata/fixtures through
// the router (tree-sitter, or the regex tier for languages without a
// grammar) and compares the dump with testdata/golden/outline/<lang>/<file>.golden.
func TestGoldenOutlines(t *testing.T) {
	reg, rt := newRouter(t)
	root := filepath.Join("..", "testdata", "fixtures")
	var n int
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		rel = filepath.ToSlash(rel)
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		l := reg.Refine(reg.Detect(p), p, src)
		if l == nil || !rt.Serves(l.ID) {
			return nil
		}
		n++
		t.Run(rel, func(t *testing.T) {
			f, err := rt.Extract(context.Background(), l.ID, rel, src, 10*time.Second)
			if err != nil {
				t.Fatal(err)
			}
			var got bytes.Buffer
			if err := extract.Dump(&got, f); err != nil {
				t.Fatal(err)
			}
			name := rel + ".golden"
			if l.NeedsTag() && !l.HasGrammar() {
				// Built without grammars_cinclude: the regex tier's outline.
				name = rel + ".regex.golden"
			}
			testutil.Golden(t, filepath.Join("..", "testdata", "golden", "outline", name), got.Bytes())
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n == 0 {
		t.Fatal("no fixtures found")
	}
}

// newRouter returns the registry and a router over every tier, closed
// when the test ends.
func newRouter(t testing.TB) (*langs.Registry, *extract.Router) {
	t.Helper()
	reg := langs.MustNew()
	qs, err := extract.CompileQueries(reg)
	if err != nil {
		t.Fatal(err)
	}
	rt := extract.NewRouter(qs, extract.NewRegex())
	t.Cleanup(func() {
		rt.Close()
		qs.Close()
	})
	return reg, rt
}
