// Package atomicfile replaces files whole: the next content is written to
// a temporary file beside the old one (internal/outdir.CreateTemp: created
// anew, never through a link, named with our pid so a later run can tell
// a dead writer's leftovers) and renamed over it, so a crash, a kill, a
// full disk or an interrupt leaves either the old file or the new one,
// never a mix. Only a regular file or a link (the link itself) is ever
// replaced: a device, FIFO or socket at the name is refused. It is the one
// place outputs and caches are written.
package atomicfile

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"syscall"

	"github.com/soulindex/soulindex/internal/outdir"
)

// Write replaces name with what write produces, synced to disk (the file
// and the rename), unless ctx is done first: every write checks ctx, and
// so does the final rename.
func Write(ctx context.Context, name string, write func(io.Writer) error) error {
	p, err := Prepare(ctx, name, write)
	if err != nil {
		return err
	}
	if err := p.Commit(ctx); err != nil {
		p.Discard()
		return err
	}
	return nil
}

// WriteUnsynced is Write without the syncs, for a file that is rebuilt
// when lost (a cache): a crash may leave the old file or an empty one,
// never a mix, and no run pays for syncing tens of megabytes.
func WriteUnsynced(name string, write func(io.Writer) error) error {
	p, err := prepare(context.Background(), name, write, false)
	if err != nil {
		return err
	}
	if err := p.rename(context.Background(), false); err != nil {
		p.Discard()
		return err
	}
	return nil
}

// Pending is a file's next content, written and synced to a temporary
// file beside it but not yet in its place. Writing several outputs as
// Pending first and committing them only when all were written means a
// failure in any one of them (a bad option, a full disk) replaces none.
type Pending struct {
	name, tmp string
}

// Prepare writes name's next content through write into a temporary file
// in name's directory and syncs it; name itself is not touched until
// Commit. On error nothing is left behind.
func Prepare(ctx context.Context, name string, write func(io.Writer) error) (*Pending, error) {
	return prepare(ctx, name, write, true)
}

func prepare(ctx context.Context, name string, write func(io.Writer) error, sync bool) (_ *Pending, err error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	// Refused before anything is written; checked again at the rename.
	if err := outdir.CheckTarget(name); err != nil {
		return nil, err
	}
	tmp, err := outdir.CreateTemp(name)
	if err != nil {
		return nil, Error(name, err)
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
		return nil, Error(name, err)
	}
	if sync {
		if err = tmp.Sync(); err != nil {
			return nil, Error(name, err)
		}
	}
	if err = tmp.Chmod(0o644); err != nil {
		return nil, Error(name, err)
	}
	if err = tmp.Close(); err != nil {
		return nil, Error(name, err)
	}
	return &Pending{name: name, tmp: tmp.Name()}, nil
}

// Commit renames the temporary file over the file's name (a link there is
// replaced, not followed) and persists the rename, unless ctx is done. A
// device, FIFO, socket or directory at the name is refused
// (outdir.ErrNotRegular), never replaced.
func (p *Pending) Commit(ctx context.Context) error {
	return p.rename(ctx, true)
}

// CommitAll commits ps in order (nil ones skipped), persisting the
// renames once per directory at the end: outputs that go together cost
// one directory sync instead of one each.
func CommitAll(ctx context.Context, ps ...*Pending) error {
	var dirs []string
	for _, p := range ps {
		if p == nil {
			continue
		}
		if err := p.rename(ctx, false); err != nil {
			return err
		}
		if d := filepath.Dir(p.name); !slices.Contains(dirs, d) {
			dirs = append(dirs, d)
		}
	}
	for _, d := range dirs {
		syncDir(d)
	}
	return nil
}

func (p *Pending) rename(ctx context.Context, sync bool) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	// Something may have taken the name since Prepare looked.
	if err := outdir.CheckTarget(p.name); err != nil {
		return err
	}
	if err := os.Rename(p.tmp, p.name); err != nil {
		return Error(p.name, err)
	}
	p.tmp = ""
	if sync {
		syncDir(filepath.Dir(p.name))
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

// Replace puts tmp, a temporary file beside name that something else
// filled (a database built in place), over name: synced, made readable,
// renamed and the rename persisted, unless ctx is done first.
func Replace(ctx context.Context, tmp, name string) error {
	f, err := os.OpenFile(tmp, os.O_RDWR|syscall.O_NOFOLLOW, 0)
	if err != nil {
		return Error(name, err)
	}
	err = f.Sync()
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp, 0o644)
	}
	if err != nil {
		return Error(name, err)
	}
	p := &Pending{name: name, tmp: tmp}
	return p.Commit(ctx)
}

// syncDir persists a rename in dir; a failure cannot corrupt anything.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
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

// ReadFrom lets a copy into the file go file to file (copy_file_range
// from an *os.File source) instead of through a buffer.
func (c ctxWriter) ReadFrom(r io.Reader) (int64, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	if rf, ok := c.w.(io.ReaderFrom); ok {
		return rf.ReadFrom(r)
	}
	return io.Copy(struct{ io.Writer }{c.w}, r)
}

// Error names the file and, for the failures a user can fix (a full disk,
// a read-only or foreign directory), says what to do. The system error
// stays in the chain for errors.Is.
func Error(name string, err error) error {
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
