package testutil

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Golden compares got with the golden file, or with -update rewrites it.
// A difference is reported with the first differing lines (up to 10),
// enough to locate a golden change.
func Golden(t testing.TB, golden string, got []byte) {
	t.Helper()
	if *Update {
		if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(golden, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run the test with -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("differs from golden %s (run with -update to accept):\n%s", golden, Diff(string(want), string(got)))
	}
}

// GoldenTree compares every file under got with the same path under
// golden, both ways (a golden file not produced is an error); with
// -update it replaces the golden tree.
func GoldenTree(t testing.TB, got, golden string) {
	t.Helper()
	if *Update {
		if err := os.RemoveAll(golden); err != nil {
			t.Fatal(err)
		}
	}
	seen := map[string]bool{}
	err := filepath.WalkDir(got, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(got, p)
		seen[rel] = true
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		Golden(t, filepath.Join(golden, rel), b)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if *Update {
		return
	}
	err = filepath.WalkDir(golden, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(golden, p)
			if !seen[rel] {
				t.Errorf("golden %s was not produced", rel)
			}
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}

// Diff shows the first differing lines of two texts (at most 10).
func Diff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	shown := 0
	for i := 0; i < len(w) || i < len(g); i++ {
		var x, y string
		if i < len(w) {
			x = w[i]
		}
		if i < len(g) {
			y = g[i]
		}
		if x != y {
			fmt.Fprintf(&b, "line %d:\n  want: %s\n  got:  %s\n", i+1, x, y)
			if shown++; shown == 10 {
				break
			}
		}
	}
	return b.String()
}
