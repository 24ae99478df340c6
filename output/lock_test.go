package output

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
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

// TestLockRemovesStaleTemps: the temporary files of killed writers go
// when the next run takes the lock; outputs and unrelated files stay.
func TestLockRemovesStaleTemps(t *testing.T) {
	dir := t.TempDir()
	files := map[string]bool{ // name -> kept
		"index.scip":                      true,
		".index.scip" + tmpMarker + "123": false,
		".graph.json" + tmpMarker + "9":   false,
		".hidden":                         true,
		"notes.tmp-1":                     true,
		"cache/.ab12" + tmpMarker + "7":   false,
		"cache/ab12":                      true,
		".notes.tmp-draft":                true,
		"cache/deep/.x" + tmpMarker + "5": true,
	}
	os.MkdirAll(filepath.Join(dir, "cache", "deep"), 0o755)
	for name := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	l, err := AcquireLock(context.Background(), dir, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Release()
	for name, kept := range files {
		_, err := os.Stat(filepath.Join(dir, name))
		if kept != (err == nil) {
			t.Errorf("%s: exists=%v, want %v", name, err == nil, kept)
		}
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
