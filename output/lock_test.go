package output

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/soulindex/soulindex/internal/outdir"
	"github.com/soulindex/soulindex/internal/proctest"
)

// A second AcquireLock opens the file again, so its flock conflicts with
// the first even inside one process: these cases need no child process
// (cmd/soulindex's TestLock runs two real ones).
func TestLockExclusive(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	l, err := AcquireLock(context.Background(), dir, 0)
	if err != nil {
		t.Fatal(err)
	}
	_, err = AcquireLock(context.Background(), dir, 0)
	var le *LockedError
	if !errors.As(err, &le) {
		t.Fatalf("second lock: %v, want a LockedError", err)
	}
	if le.PID != os.Getpid() || time.Since(le.Started) > time.Minute || le.Path != filepath.Join(dir, LockName) {
		t.Errorf("holder = pid %d started %v at %s, want this process, now, %s", le.PID, le.Started, le.Path, filepath.Join(dir, LockName))
	}
	if err := l.Release(); err != nil {
		t.Fatal(err)
	}
	l2, err := AcquireLock(context.Background(), dir, 0)
	if err != nil {
		t.Fatalf("lock after release: %v", err)
	}
	l2.Release()
}

func TestLockWait(t *testing.T) {
	dir := t.TempDir()
	l, err := AcquireLock(context.Background(), dir, 0)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		wait    time.Duration
		release time.Duration // after which the holder lets go; 0: never
		cancel  time.Duration // after which ctx is cancelled; 0: never
		want    string        // "" means acquired
	}{
		{"times out", 150 * time.Millisecond, 0, 0, "after waiting 150ms"},
		{"cancelled", time.Minute, 0, 100 * time.Millisecond, "context canceled"},
		{"holder lets go", time.Minute, 200 * time.Millisecond, 0, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			if tc.cancel > 0 {
				time.AfterFunc(tc.cancel, cancel)
			}
			if tc.release > 0 {
				time.AfterFunc(tc.release, func() { l.Release() })
			}
			start := time.Now()
			got, err := AcquireLock(ctx, dir, tc.wait)
			took := time.Since(start)
			if tc.want == "" {
				if err != nil {
					t.Fatalf("got %v, want the lock once released", err)
				}
				got.Release()
				if took < tc.release {
					t.Errorf("acquired after %v, before the holder let go at %v", took, tc.release)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want an error with %q", err, tc.want)
			}
		})
	}
}

// TestLockRemovesStaleTemps: once the lock is held, the temporary files
// of dead writers go, in OUT and OUT/cache only; a live writer's (another
// process, or this one: a concurrent export into OUT), files of other
// names (however temporary they look: --out may be a shared directory),
// files in other subdirectories and a linked cache directory's content
// all stay.
func TestLockRemovesStaleTemps(t *testing.T) {
	dir := t.TempDir()
	elsewhere := t.TempDir()
	dead, live := proctest.DeadPID(t), proctest.LivePID(t)
	tmp := func(base string, pid int) string { return fmt.Sprintf(".%s.soulindex-tmp-%d-%d", base, pid, 12345) }
	files := map[string]bool{ // name -> kept
		"index.scip":                         true,
		tmp("index.scip", dead):              false,
		tmp("graph.json", dead):              false,
		"cache/" + tmp("outlines.bin", dead): false,
		tmp("export.db", live):               true,
		tmp("export.db", os.Getpid()):        true,
		tmp("old.db", live) + "-old":         true, // not our exact form
		".hidden":                            true,
		".index.scip.tmp-123":                true, // another program's, or an older version's
		".x.tmp-123":                         true,
		"notes.tmp-1":                        true,
		".notes.soulindex-tmp-draft":         true,
		"cache/ab12":                         true,
		"cache/deep/" + tmp("x", dead):       true,
		"sub/" + tmp("y", dead):              true,
		"sub/.b.tmp-5":                       true,
	}
	os.MkdirAll(filepath.Join(dir, "cache", "deep"), 0o755)
	os.MkdirAll(filepath.Join(dir, "sub"), 0o755)
	for name := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// A live pid's file untouched for longer than StaleAge is left behind
	// too (the pid was reused).
	old := tmp("stale.json", live)
	files[old] = false
	os.WriteFile(filepath.Join(dir, old), []byte("x"), 0o644)
	then := time.Now().Add(-2 * outdir.StaleAge)
	if err := os.Chtimes(filepath.Join(dir, old), then, then); err != nil {
		t.Fatal(err)
	}
	l, err := AcquireLock(context.Background(), dir, 0)
	if err != nil {
		t.Fatal(err)
	}
	l.Release()
	for name, kept := range files {
		_, err := os.Lstat(filepath.Join(dir, name))
		if kept != (err == nil) {
			t.Errorf("%s: exists=%v, want %v", name, err == nil, kept)
		}
	}

	// A cache directory that is a link: what it points at is not ours.
	os.RemoveAll(filepath.Join(dir, "cache"))
	if err := os.Symlink(elsewhere, filepath.Join(dir, "cache")); err != nil {
		t.Fatal(err)
	}
	theirs := filepath.Join(elsewhere, tmp("outlines.bin", dead))
	os.WriteFile(theirs, []byte("x"), 0o644)
	l, err = AcquireLock(context.Background(), dir, 0)
	if err != nil {
		t.Fatal(err)
	}
	l.Release()
	if _, err := os.Lstat(theirs); err != nil {
		t.Errorf("a file behind the linked cache directory was removed: %v", err)
	}
}

// TestLockRefusesForeignFiles: a lock name taken by a link, a FIFO or a
// file that is not a lock record is never written (no truncation, no
// write through the link) and the error says why; an empty file or a
// record (a released or killed run's) is a lock.
func TestLockRefusesForeignFiles(t *testing.T) {
	record := fmt.Sprintf("pid %d\nstarted 2026-01-02T03:04:05Z\n", proctest.DeadPID(t))
	tests := []struct {
		name  string
		setup func(t *testing.T, lock, victim string)
		ok    bool
		want  string
	}{
		{"link to a file outside", func(t *testing.T, lock, victim string) {
			must(t, os.Symlink(victim, lock))
		}, false, "symbolic link"},
		{"dangling link", func(t *testing.T, lock, victim string) {
			must(t, os.Symlink(victim+".missing", lock))
		}, false, "symbolic link"},
		{"fifo", func(t *testing.T, lock, victim string) {
			must(t, syscall.Mkfifo(lock, 0o644))
		}, false, "not a regular file"},
		{"character device (refused before it is opened)", func(t *testing.T, lock, victim string) {
			if os.Geteuid() != 0 {
				t.Skip("mknod of a character device needs root; not root here")
			}
			must(t, syscall.Mknod(lock, syscall.S_IFCHR|0o666, 1<<8|3)) // /dev/null's numbers
		}, false, "not a regular file"},
		{"directory", func(t *testing.T, lock, victim string) {
			must(t, os.Mkdir(lock, 0o755))
		}, false, ""},
		{"another program's lock", func(t *testing.T, lock, victim string) {
			must(t, os.WriteFile(lock, []byte("1234\n"), 0o644))
		}, false, "holds 5 bytes of something else"},
		{"hard link to a file outside", func(t *testing.T, lock, victim string) {
			must(t, os.Link(victim, lock))
		}, false, "something else"},
		{"record and more", func(t *testing.T, lock, victim string) {
			must(t, os.WriteFile(lock, []byte(record+"x"), 0o644))
		}, false, "something else"},
		{"empty (released)", func(t *testing.T, lock, victim string) {
			must(t, os.WriteFile(lock, nil, 0o644))
		}, true, ""},
		{"record of a killed run", func(t *testing.T, lock, victim string) {
			must(t, os.WriteFile(lock, []byte(record), 0o644))
		}, true, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			dir := filepath.Join(root, "out")
			must(t, os.Mkdir(dir, 0o755))
			victim := filepath.Join(root, "victim")
			must(t, os.WriteFile(victim, []byte("export SECRET=1\n"), 0o600))
			lock := filepath.Join(dir, LockName)
			tc.setup(t, lock, victim)
			l, err := AcquireLock(context.Background(), dir, 0)
			if tc.ok {
				if err != nil {
					t.Fatalf("got %v, want the lock", err)
				}
				l.Release()
			} else {
				if err == nil {
					l.Release()
					t.Fatal("acquired a lock on a file that is not one")
				}
				if (tc.want != "" && !errors.Is(err, ErrNotLock)) || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), lock) {
					t.Errorf("error %q: want ErrNotLock naming %s and %q", err, lock, tc.want)
				}
			}
			if b, err := os.ReadFile(victim); err != nil || string(b) != "export SECRET=1\n" {
				t.Errorf("the file outside changed: %q, %v", b, err)
			}
		})
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func FuzzParseHolder(f *testing.F) {
	f.Add([]byte("pid 42\nstarted 2026-01-02T03:04:05Z\n"))
	f.Add([]byte("pid -1\nstarted x\n"))
	f.Add([]byte(""))
	f.Fuzz(func(t *testing.T, b []byte) {
		pid, started := parseHolder(b)
		if (pid > 0) != !started.IsZero() {
			t.Fatalf("parseHolder(%q) = %d, %v: both or neither must be set", b, pid, started)
		}
	})
}
