package diag

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/soulindex/soulindex/internal/gitcmd/gittest"
)

// TestRunDiagFirstCommit: diag before a repository's first commit (the
// first commit's pre-commit hook: HEAD names a branch with no commit)
// compares with the empty tree: every file is new, no base is checked
// out, and no server session starts for it. After the first commit, HEAD
// is an ordinary base.
func TestRunDiagFirstCommit(t *testing.T) {
	tests := []struct {
		name   string
		commit bool // make the first commit, then edit
		stage  bool // stage a.go
		base   string
		unborn bool
		errors int
	}{
		{"no commit, untracked", false, false, "", true, 1},
		{"no commit, staged", false, true, "", true, 1},
		{"no commit, explicit HEAD", false, true, "HEAD", true, 1},
		{"one commit", true, false, "", false, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("TMPDIR", t.TempDir())
			dir := t.TempDir()
			gittest.Git(t, dir, "init", "-q")
			if err := os.WriteFile(filepath.Join(dir, "a.go"), []byte("package a\n\nvar x = BROKEN\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			if tt.commit {
				gittest.Git(t, dir, "add", "-A")
				gittest.Git(t, dir, "commit", "-q", "-m", "first")
				if err := os.WriteFile(filepath.Join(dir, "a.go"), []byte("package a\n\nvar x = BROKEN\nvar y = BROKEN\n"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if tt.stage {
				gittest.Git(t, dir, "add", "a.go")
			}
			var (
				roots  []string
				mu     sync.Mutex
				closed atomic.Int32
			)
			rep, err := Run(context.Background(), Options{Root: dir, Base: tt.base, LanguageOf: langOf, Settle: 10 * time.Millisecond,
				Start: sessionRoots(&roots, &mu, &closed)})
			if err != nil {
				t.Fatal(err)
			}
			if rep.Unborn != tt.unborn || len(rep.Changed) != 1 || rep.Changed[0].New != "a.go" || len(rep.NewErrors) != tt.errors {
				t.Errorf("unborn %v, changed %+v, new errors %+v; want unborn %v, a.go, %d new error(s)",
					rep.Unborn, rep.Changed, rep.NewErrors, tt.unborn, tt.errors)
			}
			if tt.unborn && (len(roots) != 1 || roots[0] != dir) {
				t.Errorf("sessions on %v, want the working tree's only", roots)
			}
			if n := worktrees(t, dir); n != 1 {
				t.Errorf("%d worktrees after the run, want 1", n)
			}
		})
	}
}
