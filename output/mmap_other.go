//go:build !linux

package output

import (
	"fmt"
	"os"
)

// mapIndexFile reads the file: mapping is used on Linux only.
func mapIndexFile(path string) ([]byte, func(), error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, fmt.Errorf("read %s: %w", path, err)
	}
	return b, func() {}, nil
}
