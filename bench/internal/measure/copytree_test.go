package measure

import (
	"os"
	"path/filepath"
	"testing"
)

// TestCopyTree: files and directories are copied, a .soulindex below the
// root is not; links are kept as links or followed to their files.
func TestCopyTree(t *testing.T) {
	src := t.TempDir()
	for _, p := range []string{"a.go", "sub/b.go", ".soulindex/cache/x"} {
		if err := os.MkdirAll(filepath.Join(src, filepath.Dir(p)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(src, p), []byte("package a\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for name, to := range map[string]string{"dangling": "missing", "alias.go": "a.go"} {
		if err := os.Symlink(to, filepath.Join(src, name)); err != nil {
			t.Fatal(err)
		}
	}
	for _, keep := range []bool{false, true} {
		dst := filepath.Join(t.TempDir(), "copy")
		if err := CopyTree(src, dst, keep); err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(filepath.Join(dst, "sub", "b.go")); err != nil {
			t.Errorf("keepLinks %v: no sub/b.go: %v", keep, err)
		}
		if _, err := os.Lstat(filepath.Join(dst, ".soulindex")); err == nil {
			t.Errorf("keepLinks %v: a stray .soulindex was copied", keep)
		}
		st, err := os.Lstat(filepath.Join(dst, "alias.go"))
		if err != nil || (st.Mode()&os.ModeSymlink != 0) != keep {
			t.Errorf("keepLinks %v: alias.go %v, %v", keep, st, err)
		}
		if _, err := os.Lstat(filepath.Join(dst, "dangling")); (err == nil) != keep {
			t.Errorf("keepLinks %v: dangling link copied: %v", keep, err == nil)
		}
	}
}
