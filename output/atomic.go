package output

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// tmpMarker is in the name of every temporary file WriteFileAtomic makes
// (".NAME.tmp-RANDOM"), so stale ones can be found and removed.
const tmpMarker = ".tmp-"

// WriteFileAtomic writes name through write into a temporary file in the
// same directory, syncs it and renames it over name. A crash, a kill or a
// failing write leaves the previous file untouched.
func WriteFileAtomic(name string, write func(io.Writer) error) error {
	return WriteFileAtomicContext(context.Background(), name, write)
}

// WriteFileAtomicContext is WriteFileAtomic that gives up, keeping the
// previous file, as soon as ctx is done (an interrupt): every write checks
// ctx, and so does the final rename.
func WriteFileAtomicContext(ctx context.Context, name string, write func(io.Writer) error) (err error) {
	if err := ctx.Err(); err != nil {
		return err
	}
	dir := filepath.Dir(name)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(name)+tmpMarker+"*")
	if err != nil {
		return writeError(name, err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err = write(ctxWriter{ctx, tmp}); err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return writeError(name, err)
	}
	if err = tmp.Sync(); err != nil {
		return writeError(name, err)
	}
	if err = tmp.Chmod(0o644); err != nil {
		return writeError(name, err)
	}
	if err = tmp.Close(); err != nil {
		return writeError(name, err)
	}
	if err = ctx.Err(); err != nil {
		return err
	}
	if err = os.Rename(tmp.Name(), name); err != nil {
		return writeError(name, err)
	}
	// Persist the rename itself; failure here cannot corrupt anything.
	if d, derr := os.Open(dir); derr == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// ctxWriter fails its writes once ctx is done, so a long write stops
// promptly on an interrupt.
type ctxWriter struct {
	ctx context.Context
	w   io.Writer
}

func (c ctxWriter) Write(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.w.Write(p)
}

// writeError names the output and, for the failures a user can fix (a
// full disk, a read-only or foreign directory), says what to do. The
// system error stays in the chain for errors.Is.
func writeError(name string, err error) error {
	var errno syscall.Errno
	if !errors.As(err, &errno) {
		return fmt.Errorf("write %s: %w", name, err)
	}
	switch {
	case errno == syscall.ENOSPC || errno == syscall.EDQUOT:
		return fmt.Errorf("write %s: %w; free space on that file system or pass --out DIR on another one (the previous %s is kept)",
			name, errno, filepath.Base(name))
	case errno == syscall.EROFS || errors.Is(errno, fs.ErrPermission):
		return fmt.Errorf("write %s: %w; make %s writable or pass --out DIR (the previous %s is kept)",
			name, errno, filepath.Dir(name), filepath.Base(name))
	}
	return fmt.Errorf("write %s: %w", name, err)
}

// dirError explains a failure to create or enter an output directory.
func dirError(dir string, err error) error {
	var errno syscall.Errno
	if errors.As(err, &errno) && (errno == syscall.EROFS || errno == syscall.ENOSPC || errors.Is(errno, fs.ErrPermission)) {
		return fmt.Errorf("cannot write to output directory %s: %w; make it writable or pass --out DIR", dir, errno)
	}
	return fmt.Errorf("output directory %s: %w", dir, err)
}
