package gitcmd_test

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/soulindex/soulindex/internal/gitcmd"
	"github.com/soulindex/soulindex/internal/gitcmd/gittest"
)

func TestCheckRevision(t *testing.T) {
	tests := []struct {
		rev    string
		option bool // refused as option-like
		ok     bool
	}{
		{"HEAD", false, true},
		{"HEAD~1", false, true},
		{"main", false, true},
		{"a-b", false, true},
		{"", false, false},
		{"-", true, false},
		{"--output=/tmp/x", true, false},
		{"-n1", true, false},
	}
	for _, tt := range tests {
		err := gitcmd.CheckRevision(tt.rev)
		if (err == nil) != tt.ok || errors.Is(err, gitcmd.ErrOptionLike) != tt.option {
			t.Errorf("CheckRevision(%q) = %v, want ok %v, option-like %v", tt.rev, err, tt.ok, tt.option)
		}
	}
}

// TestArgsDiffFlags: diff, log and show get the flags that keep diff
// drivers off right after their name; other commands do not.
func TestArgsDiffFlags(t *testing.T) {
	g, err := gitcmd.New(context.Background(), t.TempDir(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, sub := range []string{"diff", "log", "show"} {
		args, _, err := gitcmd.ArgsFor(context.Background(), g, sub, "--name-only")
		if err != nil {
			t.Fatal(err)
		}
		i := slices.Index(args, sub)
		if i < 0 || !slices.Equal(args[i+1:i+4], []string{"--no-ext-diff", "--no-textconv", "--ignore-submodules=all"}) || args[len(args)-1] != "--name-only" {
			t.Errorf("%s: args %q", sub, args)
		}
	}
	if args, _, err := gitcmd.ArgsFor(context.Background(), g, "ls-files"); err != nil || slices.Contains(args, "--no-textconv") {
		t.Errorf("ls-files: args %q", args)
	}
}

// TestFilterOverridesWhereContentIsRead: listing paths and parsing
// revisions convert no content, so they run without the filter drivers'
// listing (one git process less on every run); every other command gets
// the overrides, ls-files included once it compares content.
func TestFilterOverridesWhereContentIsRead(t *testing.T) {
	ctx := context.Background()
	h := gittest.NewHostile(t)
	g, err := gitcmd.New(ctx, h.Dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args      []string
		overrides bool
	}{
		{[]string{"ls-files", "-z", "--cached", "--others", "--exclude-standard", "--deduplicate"}, false},
		{[]string{"ls-files", "--error-unmatch", "--", "-m"}, false},
		{[]string{"rev-parse", "-q", "--verify", "HEAD"}, false},
		{[]string{"ls-files", "-m"}, true},
		{[]string{"ls-files", "--eol"}, true},
		{[]string{"diff", "--name-only", "HEAD"}, true},
		{[]string{"status", "--porcelain"}, true},
		{[]string{"reset", "--hard"}, true},
	}
	for _, tt := range tests {
		args, over, err := gitcmd.ArgsFor(ctx, g, tt.args...)
		if err != nil {
			t.Fatal(err)
		}
		got := strings.Contains(over, `[filter "evil"]`) && slices.Contains(args, "include.path=OVERRIDES")
		if got != tt.overrides {
			t.Errorf("git %q: filter overrides %t, want %t (args %q)", tt.args, got, tt.overrides, args)
		}
	}
}

// plainGit runs git the way callers did before gitcmd: no isolation.
func plainGit(dir string, args ...string) {
	cmd := exec.Command("git", append([]string{"-C", dir}, args...)...)
	_ = cmd.Run() // failures are expected: the armed programs fail too
}

// TestVectors runs, for each way a repository can make git run a program,
// the command that sets it off: plain git must leave the vector's marker
// (the fixture is armed, on this git version), git through gitcmd none,
// with the same output as an unarmed repository gives.
func TestVectors(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name   string
		args   []string
		marker string
		want   string // gitcmd's output, when checked
	}{
		{"fsmonitor on ls-files", []string{"ls-files", "-z", "--cached", "--others", "--exclude-standard"}, "fsmonitor",
			"new.py\x00.gitattributes\x00a.py\x00b.py\x00notes.md\x00wt.txt\x00z.go\x00"},
		{"fsmonitor on diff", []string{"diff", "--name-only", "HEAD", "--"}, "fsmonitor", "a.py\nnotes.md\nz.go\n"},
		{"clean filter on diff", []string{"diff", "--name-only", "HEAD", "--", "a.py"}, "clean", "a.py\n"},
		{"process filter on diff", []string{"diff", "--name-only", "HEAD", "--", "z.go"}, "process", "z.go\n"},
		{"odd driver name on diff", []string{"diff", "--name-only", "HEAD", "--", "notes.md"}, "odd-clean", "notes.md\n"},
		{"clean filter on ls-files -m", []string{"ls-files", "-m", "--", "b.py"}, "clean", ""},
		{"clean filter on diff --quiet", []string{"diff", "--quiet", "HEAD", "--", "b.py"}, "clean", ""},
		{"external diff", []string{"diff", "HEAD", "--", "a.py"}, "extdiff", ""},
		{"textconv", []string{"diff", "--no-ext-diff", "HEAD", "--", "a.py"}, "textconv", ""},
		{"signature on log", []string{"log", "-n1", "--format=%s", "HEAD"}, "gpg", "signed\n"},
		{"signature on show", []string{"show", "-s", "--format=%s", "HEAD"}, "gpg", "signed\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := gittest.NewHostile(t)
			// b.py is unchanged but stat-dirty: git must read it again.
			now := []byte("from a import a\n\ndef b():\n    return a() + 1\n")
			if err := os.WriteFile(filepath.Join(h.Dir, "b.py"), now, 0o644); err != nil {
				t.Fatal(err)
			}
			plainGit(h.Dir, tt.args...)
			if ran := h.Ran(t); !slices.Contains(ran, tt.marker) {
				t.Fatalf("plain git left %v, not %s: the fixture is not armed", ran, tt.marker)
			}
			h.Reset(t)
			if err := os.WriteFile(filepath.Join(h.Dir, "b.py"), now, 0o644); err != nil {
				t.Fatal(err)
			}
			g, err := gitcmd.New(ctx, h.Dir, nil)
			if err != nil {
				t.Fatal(err)
			}
			out, err := g.Output(ctx, tt.args...)
			if err != nil {
				t.Fatal(err)
			}
			if tt.want != "" && string(out) != tt.want {
				t.Errorf("output %q, want %q", out, tt.want)
			}
			h.NoneRan(t)
		})
	}
}

// TestVectorsCheckout: a checkout runs smudge filters and hooks, and a
// linked worktree may see configuration the main one does not (includeIf
// "gitdir:"). Adding the worktree without a checkout, then checking out
// with gitcmd run in the worktree, runs none of them.
func TestVectorsCheckout(t *testing.T) {
	ctx := context.Background()
	h := gittest.NewHostile(t)
	plain := filepath.Join(t.TempDir(), "plain")
	plainGit(h.Dir, "worktree", "add", "--detach", plain, "HEAD")
	for _, m := range []string{"smudge", "odd-smudge", "wt-smudge", "hook"} {
		if ran := h.Ran(t); !slices.Contains(ran, m) {
			t.Fatalf("plain checkout left %v, not %s: the fixture is not armed", ran, m)
		}
	}
	h.Reset(t)

	tree := filepath.Join(t.TempDir(), "base")
	g, err := gitcmd.New(ctx, h.Dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Output(ctx, "worktree", "add", "--detach", "--no-checkout", "--quiet", "--", tree, h.Base); err != nil {
		t.Fatal(err)
	}
	wg, err := gitcmd.New(ctx, tree, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := wg.Output(ctx, "reset", "--hard", "--quiet", "--no-recurse-submodules"); err != nil {
		t.Fatal(err)
	}
	h.NoneRan(t)
	for name, want := range map[string]string{"a.py": "def a():\n    return 1\n", "wt.txt": "worktree\n", "z.go": "package z\n\nfunc Z() int { return 1 }\n"} {
		if got, err := os.ReadFile(filepath.Join(tree, name)); err != nil || string(got) != want {
			t.Errorf("%s in the checkout = %q, %v; want %q", name, got, err, want)
		}
	}
	// Read in the worktree, the worktree-only driver is switched off too.
	if out, err := wg.Output(ctx, "diff", "--name-only", "HEAD", "--"); err != nil || len(out) != 0 {
		t.Errorf("diff in the checkout: %q, %v; want nothing", out, err)
	}
	h.NoneRan(t)
}

// TestNoRepository: outside a repository New still works (the listing of
// drivers comes from the user's configuration), and commands fail as git
// does.
func TestNoRepository(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	g, err := gitcmd.New(ctx, dir, append(os.Environ(), "GIT_CEILING_DIRECTORIES="+filepath.Dir(dir)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Output(ctx, "rev-parse", "--show-toplevel"); err == nil || !strings.Contains(err.Error(), "not a git repository") {
		t.Errorf("rev-parse outside a repository: %v", err)
	}
}

// TestRepositoryGitNeverRuns: a git binary inside the repository is passed
// over even when an absolute $PATH entry (a direnv-style PATH) or a
// relative one puts it first.
func TestRepositoryGitNeverRuns(t *testing.T) {
	ctx := context.Background()
	real, err := exec.LookPath("git")
	if err != nil {
		t.Fatalf("git is required: %v", err)
	}
	repo := t.TempDir()
	if out, err := exec.Command(real, "init", "-q", repo).CombinedOutput(); err != nil {
		t.Fatalf("git init: %v\n%s", err, out)
	}
	marker := filepath.Join(t.TempDir(), "ran")
	bin := filepath.Join(repo, "bin")
	if err := os.MkdirAll(bin, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(bin, "git"), []byte("#!/bin/sh\ntouch "+marker+"\nexit 1\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	orig := os.Getenv("PATH")
	for _, path := range []string{bin + ":" + orig, "bin:" + orig} {
		// The process's own PATH: it is what exec looks names up in.
		t.Setenv("PATH", path)
		g, err := gitcmd.New(ctx, repo, nil)
		if err != nil {
			t.Fatalf("PATH=%s: %v", path, err)
		}
		out, err := g.Output(ctx, "rev-parse", "--is-inside-work-tree")
		if err != nil || strings.TrimSpace(string(out)) != "true" {
			t.Errorf("PATH=%s: rev-parse = %q, %v", path, out, err)
		}
	}
	if _, err := os.Stat(marker); err == nil {
		t.Error("the repository's git ran")
	}
}

// TestFIFOsStopGit: a file git opens on its own (a .gitignore,
// .gitattributes, info/exclude, an included config) that the repository
// made a FIFO would block git forever; the call fails with ErrFIFO
// instead, however long the machine takes to get there.
func TestFIFOsStopGit(t *testing.T) {
	if _, err := os.Stat("/proc/self/wchan"); err != nil {
		t.Skipf("no /proc/PID/wchan on this system, FIFO waits cannot be seen: %v", err)
	}
	// Some kernels hide wait channels ("0"): a reader blocked on a FIFO
	// must show as waiting for its partner, or nothing here can be seen.
	probe := filepath.Join(t.TempDir(), "probe")
	if err := syscall.Mkfifo(probe, 0o644); err != nil {
		t.Fatal(err)
	}
	cat := exec.Command("cat", probe)
	if err := cat.Start(); err != nil {
		t.Fatal(err)
	}
	seen := ""
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		b, _ := os.ReadFile("/proc/" + strconv.Itoa(cat.Process.Pid) + "/wchan")
		if seen = string(b); seen == "wait_for_partner" || seen == "fifo_open" {
			break
		}
	}
	cat.Process.Kill()
	cat.Wait()
	if seen != "wait_for_partner" && seen != "fifo_open" {
		t.Skipf("this kernel does not show a FIFO wait in /proc/PID/wchan (%q): git blocked on a FIFO cannot be detected here", seen)
	}
	for _, tc := range []struct {
		name string
		fifo string // relative to the work tree
		cfg  bool   // include the FIFO from .git/config
		args []string
	}{
		{"gitignore", ".gitignore", false, []string{"ls-files", "--others", "--exclude-standard"}},
		{"nested gitignore", "sub/.gitignore", false, []string{"ls-files", "--others", "--exclude-standard"}},
		{"info exclude", ".git/info/exclude", false, []string{"ls-files", "--others", "--exclude-standard"}},
		{"gitattributes", ".gitattributes", false, []string{"diff", "HEAD"}},
		{"included config", "inc.cfg", true, []string{"rev-parse", "HEAD"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			gittest.Git(t, dir, "init", "-q")
			if err := os.MkdirAll(filepath.Join(dir, "sub"), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, "a.txt"), []byte("a\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			gittest.Git(t, dir, "add", "a.txt")
			gittest.Git(t, dir, "commit", "-q", "-m", "a")
			if err := os.WriteFile(filepath.Join(dir, "a.txt"), []byte("b\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			p := filepath.Join(dir, filepath.FromSlash(tc.fifo))
			os.Remove(p)
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := syscall.Mkfifo(p, 0o644); err != nil {
				t.Fatal(err)
			}
			if tc.cfg {
				f, err := os.OpenFile(filepath.Join(dir, ".git", "config"), os.O_APPEND|os.O_WRONLY, 0)
				if err != nil {
					t.Fatal(err)
				}
				f.WriteString("[include]\n\tpath = " + p + "\n")
				f.Close()
			}
			// The bound only ends a test that would otherwise hang: the
			// FIFO wait is seen from the process state, not timed.
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
			defer cancel()
			g, err := gitcmd.New(ctx, dir, nil)
			if err == nil {
				_, err = g.Output(ctx, tc.args...)
			}
			if ctx.Err() != nil {
				t.Fatalf("git hung on the FIFO: %v", err)
			}
			if !errors.Is(err, gitcmd.ErrFIFO) {
				t.Fatalf("git %v: %v, want ErrFIFO", tc.args, err)
			}
		})
	}
}
