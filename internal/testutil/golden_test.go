package testutil

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// recorder is a testing.TB that records failures instead of failing.
type recorder struct {
	testing.TB
	errors []string
}

func (r *recorder) Helper()                   {}
func (r *recorder) Errorf(f string, a ...any) { r.errors = append(r.errors, f) }
func (r *recorder) Fatalf(f string, a ...any) { r.errors = append(r.errors, f) }
func (r *recorder) Fatal(a ...any)            { r.errors = append(r.errors, "fatal") }

func TestGoldenTree(t *testing.T) {
	golden, got := t.TempDir(), t.TempDir()
	for dir, files := range map[string]map[string]string{
		golden: {"a.txt": "one\ntwo\n", "sub/b.txt": "x\n", "gone.txt": "old\n"},
		got:    {"a.txt": "one\nTWO\n", "sub/b.txt": "x\n"},
	} {
		for name, text := range files {
			p := filepath.Join(dir, name)
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	r := &recorder{TB: t}
	GoldenTree(r, got, golden)
	if len(r.errors) != 2 {
		t.Fatalf("%d failures %q, want a.txt differing and gone.txt not produced", len(r.errors), r.errors)
	}
	if d := Diff("one\ntwo\n", "one\nTWO\n"); !strings.Contains(d, "line 2:\n  want: two\n  got:  TWO") {
		t.Errorf("Diff = %q", d)
	}
}
