package diag

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/soulindex/soulindex/internal/gitcmd/gittest"
	"github.com/soulindex/soulindex/lsp"
)

// These tests inject faults no real server produces on demand (a server
// that never publishes, a start that fails, a language without a server)
// and check what Run promises around them: the base worktree is
// always removed, and the other languages still run. The diagnostics
// themselves are tested against real servers in cmd/soulindex.

// faultServers serves every language with one requester.
type faultServers struct {
	req    lsp.Requester
	closed *atomic.Int32 // sessions closed
}

func (s faultServers) For(lang string) (lsp.Requester, bool) {
	if lang == "python" {
		return nil, false // never started
	}
	return s.req, true
}

func (s faultServers) Close() error { s.closed.Add(1); return nil }

// hangingRequester never publishes: Diagnostics waits for ctx.
type hangingRequester struct {
	lsp.Requester
	started chan struct{}
	once    sync.Once
}

func (h *hangingRequester) Diagnostics(ctx context.Context, path string) ([]lsp.Diagnostic, error) {
	h.once.Do(func() { close(h.started) })
	<-ctx.Done()
	return nil, ctx.Err()
}

// scriptedRequester publishes one error per line containing "BROKEN".
type scriptedRequester struct{ lsp.Requester }

func (scriptedRequester) Diagnostics(ctx context.Context, path string) ([]lsp.Diagnostic, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var ds []lsp.Diagnostic
	for i, l := range splitLines(b) {
		if strings.Contains(l, "BROKEN") {
			ds = append(ds, lsp.Diagnostic{Range: lsp.Range{Start: lsp.Position{Line: uint32(i)}}, Severity: lsp.SeverityError, Message: "broken"})
		}
	}
	return ds, nil
}

// CodeActions offers a quick fix for each diagnostic, its title naming the
// line, twice (kept once), and a refactoring (not a fix).
func (scriptedRequester) CodeActions(ctx context.Context, path string, rng lsp.Range, diags []lsp.Diagnostic) ([]lsp.CodeAction, error) {
	var out []lsp.CodeAction
	for _, d := range diags {
		fix := lsp.CodeAction{Title: fmt.Sprintf("Fix line %d", d.Range.Start.Line+1), Kind: "quickfix", Preferred: true}
		out = append(out, fix, lsp.CodeAction{Title: "Extract", Kind: "refactor.extract"}, fix)
	}
	return out, nil
}

// testRepo makes a git repository with a committed a.go and b.py, then
// edits both.
func testRepo(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	run := func(args ...string) {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-C", dir, "-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"}, args...)...)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	write := func(name, s string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(dir, name), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	run("init", "-q")
	write("a.go", "package a\n\nvar x = BROKEN\n")
	write("b.py", "x = 1\n")
	write("notes.md", "# Notes\n")
	run("add", "-A")
	run("commit", "-q", "-m", "base")
	write("a.go", "package a\n\n// shifted\nvar x = BROKEN\nvar y = BROKEN\n")
	write("b.py", "x = 2\n")
	write("notes.md", "# Notes\n\nNo server checks this.\n")
	if err := os.MkdirAll(filepath.Join(dir, ".soulindex"), 0o755); err != nil {
		t.Fatal(err)
	}
	write(".soulindex/out.go", "package out\n\nvar o = BROKEN\n") // excluded output
	return dir
}

func worktrees(t *testing.T, dir string) int {
	t.Helper()
	out, err := exec.Command("git", "-C", dir, "worktree", "list", "--porcelain").Output()
	if err != nil {
		t.Fatal(err)
	}
	return strings.Count(string(out), "worktree ")
}

func langOf(rel string) string {
	switch filepath.Ext(rel) {
	case ".go":
		return "go"
	case ".py":
		return "python"
	}
	return ""
}

func TestRunDiagFaults(t *testing.T) {
	// Every base worktree this test creates lives under its own TMPDIR,
	// so a leak is visible.
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)

	t.Run("diff, unavailable language, cleanup", func(t *testing.T) {
		dir := testRepo(t)
		var closed atomic.Int32
		var roots []string
		var mu sync.Mutex
		rep, err := Run(context.Background(), Options{Root: dir, LanguageOf: langOf, Exclude: ".soulindex", Settle: 10 * time.Millisecond,
			Start: func(ctx context.Context, root string, langs []string, files map[string]string) (Servers, []Unavailable, error) {
				mu.Lock()
				roots = append(roots, root)
				mu.Unlock()
				return faultServers{scriptedRequester{}, &closed}, []Unavailable{{"python", "not installed"}}, nil
			}})
		if err != nil {
			t.Fatal(err)
		}
		// The shifted error is not new; the second one is.
		if len(rep.NewErrors) != 1 || rep.NewErrors[0].Line != 5 || rep.NewErrors[0].Path != "a.go" {
			t.Errorf("new errors = %+v, want one at a.go:5", rep.NewErrors)
		}
		if len(rep.Unavailable) != 1 || len(rep.Unchecked) != 1 || rep.Unchecked[0].Path != "b.py" {
			t.Errorf("unavailable %+v, unchecked %+v: want python and b.py (notes.md has no server to ask)", rep.Unavailable, rep.Unchecked)
		}
		if len(rep.Changed) != 3 {
			t.Errorf("changed = %+v, want a.go, b.py, notes.md", rep.Changed)
		}
		if !rep.Introduced() {
			t.Error("Introduced() = false with a new error")
		}
		if len(roots) != 2 || closed.Load() != 2 {
			t.Errorf("sessions on %v (want the base and the working tree), %d closed", roots, closed.Load())
		}
		if n := worktrees(t, dir); n != 1 {
			t.Errorf("%d worktrees after the run, want 1", n)
		}
	})

	t.Run("start fails", func(t *testing.T) {
		dir := testRepo(t)
		_, err := Run(context.Background(), Options{Root: dir, LanguageOf: langOf, Exclude: ".soulindex",
			Start: func(ctx context.Context, root string, langs []string, files map[string]string) (Servers, []Unavailable, error) {
				return nil, nil, errors.New("injected start failure")
			}})
		if err == nil || !strings.Contains(err.Error(), "injected start failure") {
			t.Fatalf("err = %v, want the start failure", err)
		}
		if n := worktrees(t, dir); n != 1 {
			t.Errorf("%d worktrees after a failed start, want 1", n)
		}
	})

	t.Run("cancelled while waiting (Ctrl-C)", func(t *testing.T) {
		dir := testRepo(t)
		h := &hangingRequester{started: make(chan struct{})}
		ctx, cancel := context.WithCancel(context.Background())
		go func() {
			<-h.started
			cancel()
		}()
		var closed atomic.Int32
		_, err := Run(ctx, Options{Root: dir, LanguageOf: langOf, Exclude: ".soulindex",
			Start: func(ctx context.Context, root string, langs []string, files map[string]string) (Servers, []Unavailable, error) {
				return faultServers{h, &closed}, nil, nil
			}})
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("err = %v, want context.Canceled", err)
		}
		if n := worktrees(t, dir); n != 1 || closed.Load() != 2 {
			t.Errorf("%d worktrees after cancel (want 1), %d sessions closed (want 2)", n, closed.Load())
		}
	})

	t.Run("a server that never publishes leaves the file unchecked", func(t *testing.T) {
		dir := testRepo(t)
		var closed atomic.Int32
		rep, err := Run(context.Background(), Options{Root: dir, LanguageOf: langOf, Exclude: ".soulindex", FileTimeout: 50 * time.Millisecond,
			Start: func(ctx context.Context, root string, langs []string, files map[string]string) (Servers, []Unavailable, error) {
				return faultServers{&hangingRequester{started: make(chan struct{})}, &closed}, nil, nil
			}})
		if err != nil {
			t.Fatal(err)
		}
		if len(rep.Unchecked) != 2 || !strings.Contains(rep.Unchecked[0].Reason, "no diagnostics") || rep.Introduced() {
			t.Errorf("unchecked = %+v, introduced %v: want a.go timed out and b.py without server, no verdict", rep.Unchecked, rep.Introduced())
		}
	})

	t.Run("bad revision", func(t *testing.T) {
		dir := testRepo(t)
		_, err := Run(context.Background(), Options{Root: dir, Base: "no-such-branch", LanguageOf: langOf})
		if !errors.Is(err, ErrBadRevision) {
			t.Errorf("err = %v, want ErrBadRevision", err)
		}
	})

	entries, err := os.ReadDir(tmp)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), "soulindex-diag-") {
			t.Errorf("temporary worktree directory %s left behind", e.Name())
		}
	}
}

func TestChangesRenames(t *testing.T) {
	dir := testRepo(t)
	for _, args := range [][]string{{"checkout", "a.go"}, {"mv", "a.go", "renamed.go"}} {
		if out, err := exec.Command("git", append([]string{"-C", dir}, args...)...).CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "new.py"), []byte("y = 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cs, err := Changes(context.Background(), dir, "HEAD")
	if err != nil {
		t.Fatal(err)
	}
	want := []Change{{Old: "", New: ".soulindex/out.go"}, {Old: "b.py", New: "b.py"}, {Old: "", New: "new.py"}, {Old: "notes.md", New: "notes.md"}, {Old: "a.go", New: "renamed.go"}}
	if len(cs) != len(want) {
		t.Fatalf("changes = %+v, want %+v", cs, want)
	}
	for i := range want {
		if cs[i] != want[i] {
			t.Errorf("change %d = %+v, want %+v", i, cs[i], want[i])
		}
	}
}

// TestRunDiagHookEnv runs diag as a pre-commit hook would: git's
// GIT_INDEX_FILE and GIT_DIR in the environment. The base checkout must
// not touch the user's index (staged changes stay staged).
func TestRunDiagHookEnv(t *testing.T) {
	dir := testRepo(t)
	gittest.Git(t, dir, "add", "a.go")
	t.Setenv("GIT_INDEX_FILE", filepath.Join(dir, ".git", "index"))
	t.Setenv("GIT_DIR", filepath.Join(dir, ".git"))
	var closed atomic.Int32
	rep, err := Run(context.Background(), Options{Root: dir, LanguageOf: langOf, Exclude: ".soulindex", Settle: 10 * time.Millisecond,
		Start: func(ctx context.Context, root string, langs []string, files map[string]string) (Servers, []Unavailable, error) {
			return faultServers{scriptedRequester{}, &closed}, nil, nil
		}})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.NewErrors) != 1 {
		t.Errorf("new errors = %+v, want one", rep.NewErrors)
	}
	os.Unsetenv("GIT_INDEX_FILE")
	os.Unsetenv("GIT_DIR")
	if staged := gittest.Git(t, dir, "diff", "--cached", "--name-only"); staged != "a.go\n" {
		t.Errorf("staged files after diag = %q, want a.go", staged)
	}
	if n := worktrees(t, dir); n != 1 {
		t.Errorf("%d worktrees after the run, want 1", n)
	}
}

// TestRunDiagSubdir: DIR below the repository's top level is compared
// with the same subdirectory of the base.
func TestRunDiagSubdir(t *testing.T) {
	dir := testRepo(t)
	sub := filepath.Join(dir, "sub")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(sub, "c.go"), []byte("package sub\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	gittest.Git(t, dir, "add", "-A")
	gittest.Git(t, dir, "commit", "-q", "-m", "sub")
	if err := os.WriteFile(filepath.Join(sub, "c.go"), []byte("package sub\n\nvar z = BROKEN\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var roots []string
	var closed atomic.Int32
	rep, err := Run(context.Background(), Options{Root: sub, LanguageOf: langOf, Exclude: ".soulindex", Settle: 10 * time.Millisecond,
		Start: func(ctx context.Context, root string, langs []string, files map[string]string) (Servers, []Unavailable, error) {
			mu.Lock()
			roots = append(roots, root)
			mu.Unlock()
			return faultServers{scriptedRequester{}, &closed}, nil, nil
		}})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Changed) != 1 || rep.Changed[0].New != "c.go" || len(rep.NewErrors) != 1 || rep.NewErrors[0].Path != "c.go" {
		t.Errorf("changed %+v, new errors %+v: want c.go, relative to sub", rep.Changed, rep.NewErrors)
	}
	for _, r := range roots {
		if !strings.HasSuffix(r, string(filepath.Separator)+"sub") {
			t.Errorf("session root %s is not the sub directory", r)
		}
	}
}

// TestPruneStaleTrees: a base worktree locked by a dead diag run is
// removed by the next run; one locked by a live process is kept.
func TestPruneStaleTrees(t *testing.T) {
	dir := testRepo(t)
	tmp := t.TempDir()
	dead := exec.Command("true")
	if err := dead.Run(); err != nil {
		t.Fatal(err)
	}
	deadTree := filepath.Join(tmp, "soulindex-diag-dead", "base")
	liveTree := filepath.Join(tmp, "soulindex-diag-live", "base")
	gittest.Git(t, dir, "worktree", "add", "--detach", "--lock", "--reason", lockReason(dead.Process.Pid), deadTree, "HEAD")
	gittest.Git(t, dir, "worktree", "add", "--detach", "--lock", "--reason", lockReason(os.Getpid()), liveTree, "HEAD")
	pruneStaleTrees(context.Background(), dir)
	if _, err := os.Stat(filepath.Dir(deadTree)); !os.IsNotExist(err) {
		t.Errorf("stale worktree directory still there (%v)", err)
	}
	list := gittest.Git(t, dir, "worktree", "list", "--porcelain")
	if strings.Contains(list, "soulindex-diag-dead") || !strings.Contains(list, "soulindex-diag-live") {
		t.Errorf("worktrees after pruning:\n%s", list)
	}
	gittest.Git(t, dir, "worktree", "remove", "--force", "--force", liveTree)
}

// TestRunDiagRenameDelete: a renamed file keeps its errors (compared with
// its old self, not reported new), a deleted file's errors are resolved.
func TestRunDiagRenameDelete(t *testing.T) {
	dir := testRepo(t)
	if err := os.WriteFile(filepath.Join(dir, "gone.go"), []byte("package a\n\nvar g = BROKEN\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	gittest.Git(t, dir, "checkout", "--", "a.go")
	gittest.Git(t, dir, "add", "-A")
	gittest.Git(t, dir, "commit", "-q", "-m", "more")
	gittest.Git(t, dir, "mv", "a.go", "moved.go")
	gittest.Git(t, dir, "rm", "-q", "gone.go")
	var closed atomic.Int32
	rep, err := Run(context.Background(), Options{Root: dir, LanguageOf: langOf, Exclude: ".soulindex", Settle: 10 * time.Millisecond,
		Start: func(ctx context.Context, root string, langs []string, files map[string]string) (Servers, []Unavailable, error) {
			return faultServers{scriptedRequester{}, &closed}, nil, nil
		}})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.NewErrors) != 0 || len(rep.ResolvedErrors) != 1 || rep.ResolvedErrors[0].Path != "gone.go" {
		t.Errorf("new %+v, resolved %+v: want nothing new and gone.go's error resolved", rep.NewErrors, rep.ResolvedErrors)
	}
}

// TestBaseTreeRemoveAfterDirGone: a worktree whose directory vanished
// (tmp cleaner, a half-done removal) is unlocked and unregistered.
func TestBaseTreeRemoveAfterDirGone(t *testing.T) {
	dir := testRepo(t)
	t.Setenv("TMPDIR", t.TempDir())
	bt, err := addBaseTree(context.Background(), dir, "HEAD")
	if err != nil {
		t.Fatal(err)
	}
	if !bt.registered(context.Background()) {
		t.Fatal("new base worktree not registered")
	}
	if err := os.RemoveAll(bt.tmp); err != nil {
		t.Fatal(err)
	}
	if err := bt.remove(); err != nil {
		t.Fatal(err)
	}
	if n := worktrees(t, dir); n != 1 {
		t.Errorf("%d worktrees registered, want 1:\n%s", n, gittest.Git(t, dir, "worktree", "list"))
	}
}

// analysingRequester is a server still analysing: until WaitIdle is
// called it publishes an empty set for every file (pyright's "bound, not
// yet checked"), then the real one (scriptedRequester's).
type analysingRequester struct {
	scriptedRequester
	idle atomic.Bool
}

func (r *analysingRequester) Diagnostics(ctx context.Context, path string) ([]lsp.Diagnostic, error) {
	if !r.idle.Load() {
		return nil, nil
	}
	return r.scriptedRequester.Diagnostics(ctx, path)
}

func (r *analysingRequester) WaitIdle(ctx context.Context, quiet time.Duration) error {
	r.idle.Store(true)
	return nil
}

// TestSettleWaitsForAnalysis: diagnostics quiet for the settle period
// are not final while a server says it is still working (lsp.Idler):
// both sides are read again once it is idle, so the new error is found
// and the base's own error is not reported as new.
func TestSettleWaitsForAnalysis(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	dir := testRepo(t)
	var closed atomic.Int32
	rep, err := Run(context.Background(), Options{Root: dir, LanguageOf: langOf, Exclude: ".soulindex", Settle: 20 * time.Millisecond,
		Start: func(ctx context.Context, root string, langs []string, files map[string]string) (Servers, []Unavailable, error) {
			return faultServers{&analysingRequester{}, &closed}, nil, nil
		}})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.NewErrors) != 1 || rep.NewErrors[0].Path != "a.go" || rep.NewErrors[0].Line != 5 {
		t.Errorf("new errors %+v, want a.go:5's alone", rep.NewErrors)
	}
}
