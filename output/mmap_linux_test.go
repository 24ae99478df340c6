package output

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime/debug"
	"testing"

	"github.com/zeebo/xxh3"
)

// TestMappedIndexTruncated: when another process truncates the mapped
// previous index, reading it is an error, not a crash.
func TestMappedIndexTruncated(t *testing.T) {
	p := filepath.Join(t.TempDir(), "index.scip")
	if err := os.WriteFile(p, bytes.Repeat([]byte{7}, 1<<20), 0o644); err != nil {
		t.Fatal(err)
	}
	m, unmap, err := mapIndexFile(p)
	if err != nil {
		t.Fatal(err)
	}
	defer unmap()
	if err := os.Truncate(p, 0); err != nil {
		t.Fatal(err)
	}
	err = func() (err error) {
		defer guardFaults(&err)
		defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
		xxh3.Hash(m)
		return nil
	}()
	if err == nil {
		t.Fatal("reading a truncated mapping gave no error")
	}
	t.Log(err)
}
