package output

import (
	"errors"
	"fmt"
	"io/fs"
	"syscall"
)

// dirError explains a failure to create or enter an output directory.
func dirError(dir string, err error) error {
	var errno syscall.Errno
	if errors.As(err, &errno) && (errno == syscall.EROFS || errno == syscall.ENOSPC || errors.Is(errno, fs.ErrPermission)) {
		return fmt.Errorf("cannot write to output directory %s: %w; make it writable or pass --out DIR", dir, errno)
	}
	return fmt.Errorf("output directory %s: %w", dir, err)
}
