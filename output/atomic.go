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

	"github.com/soulindex/soulindex/internal/outdir"
)

// WriteFileAtomic writes name through write into a temporary file in the
// same directory, syncs it and renames it over name. A crash, a kill or a
// failing write leaves the previous file untouched.
func WriteFileAtomic(name string, write func(io.Writer) error) error {
	return WriteFileAtomicContext(context.Background(), name, write)
}

// WriteFileAtomicContext is WriteFileAtomic that gives up, keeping the
// previous file, as soon as ctx is done (an interrupt): every write checks
// ctx, and so does the final rename.
func WriteFileAtomicContext(ctx context.Context, name string, write func(io.Writer) error) error {
	p, err := WritePending(ctx, name, write)
	if err != nil {
		return err
	}
	if err := p.Commit(ctx); err != nil {
		p.Discard()
		return err
	}
	return nil
}

// Pending is a file's next content, written and synced to a temporary
// file beside it but not yet in its place. Writing every output as a
// Pending first and committing them only when all were written means a
// failure in any one of them (a bad option, a full disk) replaces none.
type Pending struct {
	name, tmp string
}

// WritePending writes name's next content through write into a temporary
// file in name's directory (outdir.CreateTemp: created anew, never through
// a link; named with our pid, so the next run knows whether its writer is
// gone) and syncs it. name itself is not touched until Commit. On error
// nothing is left behind.
func WritePending(ctx context.Context, name string, write func(io.Writer) error) (_ *Pending, err error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	tmp, err := outdir.CreateTemp(name)
	if err != nil {
		return nil, writeError(name, err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err = write(ctxWriter{ctx, tmp}); err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, writeError(name, err)
	}
	if err = tmp.Sync(); err != nil {
		return nil, writeError(name, err)
	}
	if err = tmp.Chmod(0o644); err != nil {
		return nil, writeError(name, err)
	}
	if err = tmp.Close(); err != nil {
		return nil, writeError(name, err)
	}
	return &Pending{name: name, tmp: tmp.Name()}, nil
}

// Commit renames the temporary file over the file's name (a link there is
// replaced, not followed) and persists the rename, unless ctx is done.
func (p *Pending) Commit(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := os.Rename(p.tmp, p.name); err != nil {
		return writeError(p.name, err)
	}
	p.tmp = ""
	// Persist the rename itself; failure here cannot corrupt anything.
	if d, derr := os.Open(filepath.Dir(p.name)); derr == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// Discard removes the temporary file of a Pending that will not be
// committed; after Commit it does nothing.
func (p *Pending) Discard() {
	if p != nil && p.tmp != "" {
		os.Remove(p.tmp)
		p.tmp = ""
	}
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
