package output

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/soulindex/soulindex/internal/outdir"
)

// LockName is the lock file's name inside an output directory.
const LockName = "lock"

// lockPoll is how often a waiting run retries the lock.
const lockPoll = 50 * time.Millisecond

// Lock is an exclusive hold on an output directory, so two runs on one
// repository never write its outputs at the same time. It is a flock(2) on
// DIR/lock: the kernel drops it when the holder exits, however it exits, so
// a lock left by a killed run is never stale. The file records the holder's
// pid and start time, only for the message a second run prints.
type Lock struct {
	f *os.File
}

// LockedError is returned when another live process holds the lock.
type LockedError struct {
	Path    string
	PID     int       // 0 when the holder has not written its pid yet
	Started time.Time // zero likewise
	Waited  time.Duration
}

func (e *LockedError) Error() string {
	holder := "another soulindex run"
	if e.PID > 0 {
		holder += fmt.Sprintf(" (pid %d, started %s)", e.PID, e.Started.Format(time.RFC3339))
	}
	if e.Waited > 0 {
		return fmt.Sprintf("%s still holds %s after waiting %s; wait for it or pass a longer --wait", holder, e.Path, e.Waited)
	}
	return fmt.Sprintf("%s holds %s; wait for it or pass --wait", holder, e.Path)
}

// ErrNotLock is returned when the lock's name is taken by something that
// is not a soulindex lock: a link, a FIFO, a file with other content. It
// is never written to: --out may point at a shared directory.
var ErrNotLock = errors.New("exists and is not a soulindex lock")

// maxRecord bounds what is read of a lock file: a record is far shorter.
const maxRecord = 256

// AcquireLock creates dir if needed and locks it. When another process
// holds the lock it retries until wait has passed (0: fails at once) or
// ctx is done. Once held, it removes the temporary files that dead runs
// left in dir and in dir/cache (outdir.RemoveStaleTemps: only ours, only
// of dead writers).
//
// The lock file is opened without following a link and must be a regular
// file that is empty (released, or new) or holds a holder's record:
// anything else is ErrNotLock and is left as it was, since truncating it
// could destroy a file that is not ours (a committed link to ~/.bashrc, or
// another program's "lock" in a directory passed as --out).
func AcquireLock(ctx context.Context, dir string, wait time.Duration) (*Lock, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, dirError(dir, err)
	}
	path := filepath.Join(dir, LockName)
	// A device is not even opened (opening one can act on it); the open
	// below refuses a link and checkLockFile what took the name since.
	if fi, err := os.Lstat(path); err == nil && !fi.Mode().IsRegular() && fi.Mode()&fs.ModeSymlink == 0 {
		return nil, fmt.Errorf("%s %w (it is not a regular file: %s); remove it, or pass --out DIR", path, ErrNotLock, fi.Mode().Type())
	}
	// O_NONBLOCK: a FIFO in the lock's place must not hang the open.
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0o644)
	if errors.Is(err, syscall.ELOOP) {
		return nil, fmt.Errorf("%s %w (it is a symbolic link, which soulindex never writes through); remove it, or pass --out DIR", path, ErrNotLock)
	}
	if err != nil {
		return nil, dirError(dir, err)
	}
	if err := checkLockFile(f, path); err != nil {
		f.Close()
		return nil, err
	}
	start := time.Now()
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			break
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) && !errors.Is(err, syscall.EINTR) {
			f.Close()
			return nil, fmt.Errorf("lock %s: %w", path, err)
		}
		waited := time.Since(start)
		if waited >= wait {
			le := &LockedError{Path: path}
			if wait > 0 {
				le.Waited = wait
			}
			le.PID, le.Started = readHolder(f)
			f.Close()
			return nil, le
		}
		t := time.NewTimer(min(lockPoll, wait-waited))
		select {
		case <-ctx.Done():
			t.Stop()
			f.Close()
			return nil, fmt.Errorf("waiting for %s: %w", path, ctx.Err())
		case <-t.C:
		}
	}
	// Held: no soulindex run writes the file now, so its content is
	// settled. Check it again before the truncation.
	if err := checkLockFile(f, path); err != nil {
		syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		f.Close()
		return nil, err
	}
	l := &Lock{f: f}
	// The record is advisory: a failure to write it costs only the detail
	// of another run's message, so it does not fail the run.
	if err := f.Truncate(0); err == nil {
		f.WriteAt([]byte(fmt.Sprintf("pid %d\nstarted %s\n", os.Getpid(), time.Now().UTC().Format(time.RFC3339))), 0)
	}
	outdir.RemoveStaleTemps(dir, "")
	// The cache directory only when it is one of ours, not a link.
	if cache := filepath.Join(dir, "cache"); outdir.Check(cache) == nil {
		outdir.RemoveStaleTemps(cache, "")
	}
	return l, nil
}

// checkLockFile fails unless f is a regular file that is empty or holds a
// holder's record.
func checkLockFile(f *os.File, path string) error {
	fi, err := f.Stat()
	if err != nil {
		return fmt.Errorf("lock %s: %w", path, err)
	}
	if !fi.Mode().IsRegular() {
		return fmt.Errorf("%s %w (it is not a regular file: %s); remove it, or pass --out DIR", path, ErrNotLock, fi.Mode().Type())
	}
	if fi.Size() == 0 {
		return nil
	}
	b := make([]byte, maxRecord+1)
	n, err := f.ReadAt(b, 0)
	if err != nil && !errors.Is(err, io.EOF) {
		return fmt.Errorf("lock %s: %w", path, err)
	}
	if !isRecord(b[:n]) {
		return fmt.Errorf("%s %w (it holds %d bytes of something else, left as they are); remove it if it is yours, or pass --out DIR", path, ErrNotLock, fi.Size())
	}
	return nil
}

// Release clears the record and drops the lock. The file itself stays:
// removing a flocked file lets two runs lock two different inodes.
func (l *Lock) Release() error {
	if l == nil || l.f == nil {
		return nil
	}
	l.f.Truncate(0)
	// Unlock explicitly: closing releases the flock only with the last
	// descriptor, and a child forked by another goroutine may hold a copy
	// of ours until its exec closes it.
	syscall.Flock(int(l.f.Fd()), syscall.LOCK_UN)
	err := l.f.Close()
	l.f = nil
	if err != nil {
		return fmt.Errorf("release lock: %w", err)
	}
	return nil
}

// readHolder reads the pid and start time a holder recorded.
func readHolder(f *os.File) (pid int, started time.Time) {
	b := make([]byte, maxRecord)
	n, _ := f.ReadAt(b, 0)
	return parseHolder(b[:n])
}

// isRecord reports whether b is exactly a record AcquireLock writes.
func isRecord(b []byte) bool {
	pid, started := parseHolder(b)
	return pid > 0 && string(b) == fmt.Sprintf("pid %d\nstarted %s\n", pid, started.UTC().Format(time.RFC3339))
}

// parseHolder parses "pid N\nstarted RFC3339\n"; anything else (a record
// being written, a foreign file) gives zeros.
func parseHolder(b []byte) (pid int, started time.Time) {
	for _, line := range strings.Split(string(b), "\n") {
		k, v, _ := strings.Cut(line, " ")
		switch k {
		case "pid":
			pid, _ = strconv.Atoi(v)
		case "started":
			started, _ = time.Parse(time.RFC3339, v)
		}
	}
	if pid <= 0 || started.IsZero() {
		return 0, time.Time{}
	}
	return pid, started
}
