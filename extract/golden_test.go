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

// regexPinned lists the languages whose regex-tier outline of each fixture
// is pinned too (<file>.regex.golden): they were served by the regex tier
// alone before their grammar came, and it remains their fallback.
var regexPinned = map[string]bool{"dockerfile": true, "elisp": true, "gleam": true, "groovy": true, "objc": true, "powershell": true, "rescript": true, "solidity": true, "tlaplus": true, "vue": true}

// TestGoldenOutlines extracts every fixture under testdata/fixtures through
// the router (tree-sitter, or the regex tier for languages without a
// grammar) and compares the dump with testdata/golden/outline/<lang>/<file>.golden.
func TestGoldenOutlines(t *testing.T) {
	reg, rt := newRouter(t)
	rx := extract.NewRegex()
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
			testutil.Golden(t, filepath.Join("..", "testdata", "golden", "outline", rel+".golden"), got.Bytes())
			if !regexPinned[l.ID] {
				return
			}
			// The regex tier is these languages' fallback: its outline of
			// the same fixture is pinned beside the grammar's.
			rf, err := rx.Extract(context.Background(), l.ID, rel, src)
			if err != nil {
				t.Fatal(err)
			}
			got.Reset()
			if err := extract.Dump(&got, rf); err != nil {
				t.Fatal(err)
			}
			testutil.Golden(t, filepath.Join("..", "testdata", "golden", "outline", rel+".regex.golden"), got.Bytes())
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
