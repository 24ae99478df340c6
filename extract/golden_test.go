package extract_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/internal/testutil"
	"github.com/soulindex/soulindex/langs"
)

var update = testutil.Update

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
			golden := filepath.Join("..", "testdata", "golden", "outline", name)
			if *update {
				if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, got.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./extract -update to create it)", err)
			}
			if !bytes.Equal(got.Bytes(), want) {
				t.Errorf("outline of %s differs from %s (run with -update to accept):\n%s", rel, golden, diff(string(want), got.String()))
			}
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

// diff shows the first differing lines; enough to locate a golden change.
func diff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	shown := 0
	for i := 0; i < len(w) || i < len(g); i++ {
		var a, c string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			c = g[i]
		}
		if a != c {
			b.WriteString("line " + itoa(i+1) + ":\n  want: " + a + "\n  got:  " + c + "\n")
			if shown++; shown == 10 {
				break
			}
		}
	}
	return b.String()
}

func itoa(i int) string {
	var buf [20]byte
	n := len(buf)
	for {
		n--
		buf[n] = byte('0' + i%10)
		i /= 10
		if i == 0 {
			return string(buf[n:])
		}
	}
}
