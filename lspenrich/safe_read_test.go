package lspenrich

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/soulindex/soulindex/internal/safefile"
)

// TestSourcesSwappedForSpecialFiles: a source the repository replaced
// after indexing by a FIFO or a link to a device fails to load with the
// reason, instead of blocking the enrichment or reading without end.
func TestSourcesSwappedForSpecialFiles(t *testing.T) {
	root := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(root, "pipe.go"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/dev/zero", filepath.Join(root, "zero.go")); err != nil {
		t.Fatal(err)
	}
	tx, err := newTexts(root, []string{"pipe.go", "zero.go"})
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []error{safefile.ErrNotRegular, safefile.ErrSymlink} {
		if _, err := tx.load[i](); !errors.Is(err, want) {
			t.Errorf("%s: %v, want %v", tx.paths[i], err, want)
		}
	}
}
