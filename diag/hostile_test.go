package diag

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/soulindex/soulindex/internal/gitcmd/gittest"
)

// sessionRoots serves every language with scriptedRequester and records
// the root of each session started.
func sessionRoots(roots *[]string, mu *sync.Mutex, closed *atomic.Int32) StartFunc {
	return func(ctx context.Context, root string, langs []string, files map[string]string) (Servers, []Unavailable, error) {
		mu.Lock()
		*roots = append(*roots, root)
		mu.Unlock()
		return faultServers{scriptedRequester{}, closed}, nil, nil
	}
}

// TestRunDiagHostileRepo: diag's git layer (changes, the base worktree's
// checkout, its removal) on a repository whose configuration names
// programs runs none of them: no filter driver (including one configured
// only for linked worktrees), hook, fsmonitor or diff driver. The base
// checkout still has the base's content.
func TestRunDiagHostileRepo(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	h := gittest.NewHostile(t)
	if err := os.WriteFile(filepath.Join(h.Dir, "z.go"), []byte("package z\n\nvar x = BROKEN\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var (
		roots  []string
		mu     sync.Mutex
		closed atomic.Int32
	)
	var baseContent []byte
	start := sessionRoots(&roots, &mu, &closed)
	rep, err := Run(context.Background(), Options{Root: h.Dir, Base: h.Base, LanguageOf: langOf, Settle: 10 * time.Millisecond,
		Start: func(ctx context.Context, root string, langs []string, files map[string]string) (Servers, []Unavailable, error) {
			if root != h.Dir {
				baseContent, _ = os.ReadFile(filepath.Join(root, "z.go"))
			}
			return start(ctx, root, langs, files)
		}})
	if err != nil {
		t.Fatal(err)
	}
	var changed []string
	for _, c := range rep.Changed {
		changed = append(changed, c.New)
	}
	if !slices.Equal(changed, gittest.Changed) {
		t.Errorf("changed %v, want %v", changed, gittest.Changed)
	}
	if len(rep.NewErrors) != 1 || rep.NewErrors[0].Path != "z.go" {
		t.Errorf("new errors %+v, want z.go's", rep.NewErrors)
	}
	if string(baseContent) != "package z\n\nfunc Z() int { return 1 }\n" {
		t.Errorf("base z.go = %q, want the base commit's", baseContent)
	}
	if len(roots) != 2 {
		t.Errorf("sessions on %v, want the base and the working tree", roots)
	}
	if n := worktrees(t, h.Dir); n != 1 {
		t.Errorf("%d worktrees after the run, want 1", n)
	}
	h.NoneRan(t)
}

// TestRunDiagLazyFetch: in a partial clone, checking out a base whose
// objects are missing would fetch them from the remote the repository
// configures, running its remote.origin.uploadpack. No transport is
// allowed: diag fails with git's reason (reading the base's blobs: the
// diff, else the checkout), and nothing runs.
func TestRunDiagLazyFetch(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	src, dst, markers := t.TempDir(), filepath.Join(t.TempDir(), "clone"), t.TempDir()
	gittest.Git(t, src, "init", "-q")
	gittest.Git(t, src, "config", "uploadpack.allowFilter", "true")
	write := func(dir, name, s string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(dir, name), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(src, "a.go", "package a\n\nvar v = 1\n")
	gittest.Git(t, src, "add", "-A")
	gittest.Git(t, src, "commit", "-q", "-m", "one")
	base := strings.TrimSpace(gittest.Git(t, src, "rev-parse", "HEAD"))
	write(src, "a.go", "package a\n\nvar v = 2\n")
	gittest.Git(t, src, "commit", "-q", "-a", "-m", "two")
	gittest.Git(t, t.TempDir(), "clone", "-q", "--filter=blob:none", "file://"+src, dst)
	marker := filepath.Join(markers, "uploadpack")
	gittest.Git(t, dst, "config", "remote.origin.uploadpack", "touch '"+marker+"'; git-upload-pack")
	gittest.Git(t, dst, "config", "protocol.file.allow", "always")
	write(dst, "a.go", "package a\n\nvar v = BROKEN\n")

	var (
		roots  []string
		mu     sync.Mutex
		closed atomic.Int32
	)
	_, err := Run(context.Background(), Options{Root: dst, Base: base, LanguageOf: langOf, Settle: 10 * time.Millisecond,
		Start: sessionRoots(&roots, &mu, &closed)})
	if err == nil || !strings.Contains(err.Error(), "could not fetch") {
		t.Errorf("err = %v, want git's failure to fetch the base's objects", err)
	}
	if _, err := os.Stat(marker); err == nil {
		t.Error("the repository's upload-pack command ran (lazy fetch)")
	}
	if n := worktrees(t, dst); n != 1 {
		t.Errorf("%d worktrees after the run, want 1", n)
	}
}
