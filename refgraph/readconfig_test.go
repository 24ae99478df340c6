package refgraph

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/soulindex/soulindex/extract"
)

// TestConfigsSwappedAfterIndexing: tsconfig.json and composer.json are
// read again when imports are resolved; one the repository swapped for a
// FIFO or a link to a device since it was indexed is ignored, without
// blocking or reading without end.
func TestConfigsSwappedAfterIndexing(t *testing.T) {
	for _, tc := range []struct {
		name string
		make func(p string) error
	}{
		{"fifo", func(p string) error { return syscall.Mkfifo(p, 0o644) }},
		{"zero", func(p string) error { return os.Symlink("/dev/zero", p) }},
		{"urandom", func(p string) error { return os.Symlink("/dev/urandom", p) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			files := []*extract.File{{Path: "tsconfig.json", Size: 64}, {Path: "composer.json", Size: 64}}
			for _, f := range files {
				if err := tc.make(filepath.Join(root, f.Path)); err != nil {
					t.Fatal(err)
				}
			}
			if got := readTSConfigs(root, files); len(got) != 0 {
				t.Errorf("tsconfig paths from a %s: %v", tc.name, got)
			}
			if got := readComposer(root, files); len(got) != 0 {
				t.Errorf("composer prefixes from a %s: %v", tc.name, got)
			}
		})
	}
}
