//go:build !linux

package output

import (
	"fmt"

	"github.com/soulindex/soulindex/internal/safefile"
)

// maxIndexRead bounds reading the previous index into memory.
const maxIndexRead = 1 << 30

// mapIndexFile reads the file: mapping is used on Linux only. As there,
// only a regular file not reached through a link is read.
func mapIndexFile(path string) ([]byte, func(), error) {
	b, err := safefile.ReadFileNoFollow(path, maxIndexRead)
	if err != nil {
		return nil, nil, fmt.Errorf("read %s: %w", path, err)
	}
	return b, func() {}, nil
}
