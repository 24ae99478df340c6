// Package testutil holds helpers the tests of several packages share:
// copying a fixture tree, and golden files with the -update flag. Only
// tests import it.
package testutil

import (
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Update is the -update flag: golden tests rewrite their golden files
// instead of comparing with them.
var Update = flag.Bool("update", false, "rewrite golden files")

// CopyTree copies the regular files under src to dst, creating
// directories as needed; links and other special files are left out, and
// .sh files stay executable.
func CopyTree(t testing.TB, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		mode := os.FileMode(0o644)
		if strings.HasSuffix(p, ".sh") {
			mode = 0o755
		}
		return os.WriteFile(target, b, mode)
	})
	if err != nil {
		t.Fatalf("copy %s: %v", src, err)
	}
}

// TempCopy copies src into a new temporary directory, which it returns:
// test edits and servers' caches never touch the repository.
func TempCopy(t testing.TB, src string) string {
	t.Helper()
	dst := t.TempDir()
	CopyTree(t, src, dst)
	return dst
}

// WriteTree creates files (slash paths → content) under root, with their
// directories.
func WriteTree(t testing.TB, root string, files map[string]string) {
	t.Helper()
	for rel, data := range files {
		p := filepath.Join(root, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
