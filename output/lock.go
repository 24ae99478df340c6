package output

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
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

// AcquireLock creates dir if needed and locks it. When another process
// holds the lock it retries until wait has passed (0: fails at once) or
// ctx is done. Once held, it removes the temporary files that killed runs
// left in dir: no other writer can be using them.
func AcquireLock(ctx context.Context, dir string, wait time.Duration) (*Lock, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, dirError(dir, err)
	}
	path := filepath.Join(dir, LockName)
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, dirError(dir, err)
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
			f.Close()
			le := &LockedError{Path: path}
			if wait > 0 {
				le.Waited = wait
			}
			le.PID, le.Started = readHolder(path)
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
	l := &Lock{f: f}
	// The record is advisory: a failure to write it costs only the detail
	// of another run's message, so it does not fail the run.
	if err := f.Truncate(0); err == nil {
		f.WriteAt([]byte(fmt.Sprintf("pid %d\nstarted %s\n", os.Getpid(), time.Now().UTC().Format(time.RFC3339))), 0)
	}
	removeStaleTemps(dir)
	return l, nil
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
func readHolder(path string) (pid int, started time.Time) {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0, time.Time{}
	}
	return parseHolder(b)
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

// removeStaleTemps deletes the temporary files of WriteFileAtomic that
// killed runs left in dir or one level below (a cache directory, say):
// they never replace anything, but they add up. Only names of the exact
// form os.CreateTemp gives them (".NAME.tmp-DIGITS") go, and the walk stays
// shallow, in case --out points at a directory holding other things.
func removeStaleTemps(dir string) {
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil // an unreadable corner is left as it is
		}
		if d.IsDir() {
			if rel, _ := filepath.Rel(dir, p); rel != "." && strings.ContainsRune(rel, filepath.Separator) {
				return filepath.SkipDir
			}
			return nil
		}
		if isTempName(d.Name()) {
			os.Remove(p)
		}
		return nil
	})
}

// isTempName reports whether name is ".NAME.tmp-DIGITS".
func isTempName(name string) bool {
	i := strings.LastIndex(name, tmpMarker)
	if !strings.HasPrefix(name, ".") || i <= 1 || i+len(tmpMarker) == len(name) {
		return false
	}
	for _, c := range name[i+len(tmpMarker):] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
