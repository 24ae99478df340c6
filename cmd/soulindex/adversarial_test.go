package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

// adversarialRSSBound is the peak resident memory any one command may
// reach on the adversarial repository (a few dozen small files): the memory
// bombs in it reached tens of gigabytes before they were bounded.
const adversarialRSSBound = 1 << 30

// adversary is a repository built to attack the indexer, and what must be
// true after any command ran on it.
type adversary struct {
	base    string // holds repo, outside and marks
	repo    string
	marks   string // where a repository-chosen program would leave a marker
	outside string // files the repository's symlinks point at
	secret  string // a value only the secrets file holds
}

// newAdversary builds a git repository holding, at once, every attack of
// issue 12 that must leave a run completing with notices: programs its git
// config, attributes, hooks, config and PATH would run; symlinks from OUT
// to files outside it; inputs that aborted, hung or exhausted memory; and
// names and contents that broke the outputs' formats.
func newAdversary(t *testing.T) *adversary {
	t.Helper()
	gitPath, err := exec.LookPath("git")
	if err != nil {
		t.Fatalf("git is required (scripts/install-tools.sh installs it): %v", err)
	}
	base := t.TempDir()
	a := &adversary{
		base:    base,
		repo:    filepath.Join(base, "repo"),
		marks:   filepath.Join(base, "marks"),
		outside: filepath.Join(base, "outside"),
		secret:  "hunter2-do-not-print",
	}
	for _, d := range []string{a.repo, a.marks, a.outside} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// Files a symlinked lock, cache or output would truncate or overwrite.
	write(t, a.outside, "bashrc", []byte("export KEEP=1\n"))
	write(t, a.outside, "cache/outlines.bin", []byte("not ours\n"))
	write(t, a.outside, ".index.scip.tmp-1", []byte("not ours either\n"))
	write(t, a.outside, "secrets.txt", []byte("password = \""+a.secret+"\n"))

	git := func(args ...string) {
		t.Helper()
		cmd := exec.Command(gitPath, append([]string{"-C", a.repo}, args...)...)
		cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=/dev/null",
			"GIT_AUTHOR_NAME=a", "GIT_AUTHOR_EMAIL=a@a", "GIT_COMMITTER_NAME=a", "GIT_COMMITTER_EMAIL=a@a")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	git("init", "-q", "-b", "main")

	r := a.repo
	// Ordinary code, so every stage has something to do.
	write(t, r, "go.mod", []byte("module example.com/adv\n\ngo 1.22\n"))
	write(t, r, "lib.go", []byte("package adv\n\n// Greet says hello.\nfunc Greet(name string) string { return \"hi \" + name }\n"))
	write(t, r, "use.go", []byte("package adv\n\nfunc Use() string { return Greet(\"x\") }\n"))
	// Same Java package in two directories; names that are not UTF-8 and
	// collide once replaced; a newline in a name; old Mac line endings.
	write(t, r, "a/Foo.java", []byte("package com.ex;\n\npublic class Foo { public void run() {} }\n"))
	write(t, r, "b/Bar.java", []byte("package com.ex;\n\npublic class Bar extends Foo { public void go() { run(); } }\n"))
	write(t, r, "latin\xe9.py", []byte("def one():\n    return 1\n"))
	write(t, r, "latin\xe8.py", []byte("def two():\n    return 2\n"))
	write(t, r, "evil\n## injected.py", []byte("def three():\n    return 3\n"))
	write(t, r, "esc\x1b[2J\x1b]0;owned\x07.py", []byte("def four():\n    return 4\n"))
	symlink(t, "/tmp/\x1b[2Jgone", filepath.Join(r, "esclink.py"))
	write(t, r, "mac.py", []byte("def a():\r    return 1\r\rdef b():\r    return 2\r"))
	// Nesting on which external scanners made tree-sitter abort the
	// process: a Markdown quote 300 deep, YAML nested 300 levels, a Ruby
	// heredoc word of 300 bytes; and a tiny Julia file whose error
	// recovery never ends (stopped by the work budget).
	write(t, r, "deep.md", []byte(strings.Repeat(">", 300)+" deep\n"))
	var yaml strings.Builder
	for i := range 300 {
		yaml.WriteString(strings.Repeat(" ", i) + "k:\n")
	}
	write(t, r, "deep.yaml", []byte(yaml.String()+strings.Repeat(" ", 300)+"v\n"))
	word := strings.Repeat("W", 300)
	write(t, r, "heredoc.rb", []byte("def top\nend\nx = <<"+word+"\nbody\n"+word+"\n"))
	write(t, r, "stuck.jl", []byte("begin\nbegin\nbegin\nend\n"))
	// Tracked files the working tree turns into a FIFO and device links
	// (after the commit below): a source, the ignore files, a manifest.
	write(t, r, "fifo.go", []byte("package adv\n"))
	write(t, r, "package.json", []byte("{\"name\": \"adv\"}\n"))
	// A repository config that asks for too much, and a subdirectory's
	// config that switches servers on and points at the repository's own.
	write(t, r, ".soulindex.toml", []byte("jobs = 100000000\n"))
	write(t, r, "sub/.soulindex.toml", []byte("[lsp]\nenabled = true\nextra_dirs = [\"../tools\"]\n"))
	write(t, r, "sub/s.go", []byte("package sub\n\nfunc S() int { return 1 }\n"))
	// Programs the repository ships under the names we look up.
	for _, dir := range []string{"tools", "bin", "node_modules/.bin"} {
		for _, name := range []string{"gopls", "git", "pyright-langserver", "typescript-language-server", "clangd", "scip"} {
			a.script(t, filepath.Join(r, dir, name), dir+"-"+name)
		}
	}
	git("add", "-A")
	git("commit", "-q", "-m", "adversarial")
	for _, p := range []string{"fifo.go", "package.json"} {
		if err := os.Remove(filepath.Join(r, p)); err != nil {
			t.Fatal(err)
		}
	}
	mkfifo(t, filepath.Join(r, "fifo.go"))
	symlink(t, "/dev/zero", filepath.Join(r, "package.json"))
	symlink(t, "/dev/zero", filepath.Join(r, ".soulindexignore"))
	symlink(t, "/dev/urandom", filepath.Join(r, "sub", ".gitignore"))

	// OUT's own files pointing outside it, as a committed .soulindex could.
	out := filepath.Join(r, ".soulindex")
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	symlink(t, filepath.Join(a.outside, "bashrc"), filepath.Join(out, "lock"))
	symlink(t, filepath.Join(a.outside, "cache"), filepath.Join(out, "cache"))
	symlink(t, filepath.Join(a.outside, "bashrc"), filepath.Join(out, "soulmap.md"))

	// The repository's git config: every program git could be told to run.
	mark := func(name string) string { return "touch " + filepath.Join(a.marks, name) }
	cfg := fmt.Sprintf(`[core]
	fsmonitor = "%s; false"
	pager = "%s; cat"
	hooksPath = hooks
	sshCommand = "%s"
	editor = "%s"
[diff]
	external = "%s"
[diff "evil"]
	textconv = "%s; cat"
	command = "%s"
[filter "evil"]
	clean = "%s; cat"
	smudge = "%s; cat"
	process = "%s"
	required = false
[credential]
	helper = "!%s"
[pager]
	diff = "%s; cat"
	log = "%s; cat"
`, mark("fsmonitor"), mark("pager"), mark("ssh"), mark("editor"), mark("diff-external"),
		mark("textconv"), mark("diff-command"), mark("filter-clean"), mark("filter-smudge"),
		mark("filter-process"), mark("credential"), mark("pager-diff"), mark("pager-log"))
	f, err := os.OpenFile(filepath.Join(r, ".git", "config"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteString(cfg); err != nil {
		t.Fatal(err)
	}
	f.Close()
	write(t, r, ".gitattributes", []byte("* filter=evil diff=evil\n"))
	for _, hook := range []string{"post-checkout", "pre-commit", "post-index-change", "reference-transaction", "fsmonitor-watchman"} {
		a.script(t, filepath.Join(r, "hooks", hook), "hook-"+hook)
		a.script(t, filepath.Join(r, ".git", "hooks", hook), "githook-"+hook)
	}
	// A change against HEAD for --changed and diag.
	write(t, r, "lib.go", []byte("package adv\n\n// Greet says hello.\nfunc Greet(name string, n int) string { return \"hi \" + name }\n"))
	return a
}

// script writes an executable that leaves a marker named name.
func (a *adversary) script(t *testing.T, path, name string) {
	t.Helper()
	write(t, filepath.Dir(path), filepath.Base(path), []byte("#!/bin/sh\ntouch '"+filepath.Join(a.marks, name)+"'\nexit 1\n"))
	if err := os.Chmod(path, 0o755); err != nil {
		t.Fatal(err)
	}
}

// adversarialRunBound bounds one command: generous for a loaded machine,
// but a run that hangs (a FIFO read, a lost signal) still ends the test.
const adversarialRunBound = 10 * time.Minute

// run starts the real binary in dir with a PATH whose first entries are
// relative (resolving inside the repository) and returns its output, exit
// code and peak RSS in bytes. A watchdog kills the run's process group as
// soon as its RSS passes the bound, so a memory bomb fails the test instead
// of the machine.
func (a *adversary) run(t *testing.T, dir string, args ...string) (string, int, int64) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), adversarialRunBound)
	defer cancel()
	cmd := exec.CommandContext(ctx, binPath, args...)
	cmd.Dir = dir
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	env := []string{}
	for _, kv := range os.Environ() {
		if k, v, _ := strings.Cut(kv, "="); k == "PATH" {
			kv = "PATH=bin:./bin:node_modules/.bin::" + v
		} else if k == "GIT_CONFIG_GLOBAL" || k == "GIT_CONFIG_NOSYSTEM" {
			continue // the run must isolate git itself
		}
		env = append(env, kv)
	}
	cmd.Env = env
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatalf("soulindex %s: %v", strings.Join(args, " "), err)
	}
	var overRSS atomic.Int64
	done := make(chan struct{})
	go func() {
		tick := time.NewTicker(50 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
				if rss := currentRSS(cmd.Process.Pid); rss > adversarialRSSBound {
					overRSS.Store(rss)
					syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
					return
				}
			}
		}
	}()
	err := cmd.Wait()
	close(done)
	name := strings.Join(args, " ")
	if rss := overRSS.Load(); rss > 0 {
		t.Fatalf("soulindex %s: killed at %d MiB of RSS, bound %d MiB\n%s", name, rss>>20, adversarialRSSBound>>20, tail(out.String(), 20))
	}
	if ctx.Err() != nil {
		t.Fatalf("soulindex %s: still running after %s (hung?)\n%s", name, adversarialRunBound, tail(out.String(), 20))
	}
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("soulindex %s: %v", name, err)
	}
	rss := int64(0)
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		rss = ru.Maxrss * 1024
	}
	return out.String(), code, rss
}

// currentRSS reads a process's resident set from /proc (0 when gone).
func currentRSS(pid int) int64 {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			return kb * 1024
		}
	}
	return 0
}

// TestAdversarialRepository runs every command on the adversarial
// repository: each completes with notices, no repository-chosen program
// runs, nothing outside OUT changes, memory stays bounded and the SCIP
// index is lint-clean.
func TestAdversarialRepository(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every command on a generated repository; skipped with -short")
	}
	a := newAdversary(t)
	out := filepath.Join(a.repo, ".soulindex")
	sqlite := filepath.Join(a.base, "export.db")
	skip := []string{out, filepath.Join(a.repo, "sub", ".soulindex"), filepath.Join(a.repo, ".git"), sqlite}
	before := fsState(t, a.base, skip...)

	// A lock that is a link is refused outright (its target is never
	// opened): the one attack here that stops the run, with one line
	// saying what to remove.
	text, code, _ := a.run(t, a.repo, "index", ".")
	if code != 1 || !strings.Contains(text, "not a soulindex lock") {
		t.Fatalf("index with a linked lock: exit %d, want 1 naming the lock\n%s", code, tail(text, 20))
	}
	if err := os.Remove(filepath.Join(out, "lock")); err != nil {
		t.Fatal(err)
	}

	cmds := []struct {
		args  []string
		codes []int // acceptable exit codes
		want  []string
	}{
		{[]string{"index", "--changed", "HEAD", "."}, []int{0}, nil},
		{[]string{"index", "--verbose", "."}, []int{0}, []string{"jobs", "deep.md: scanner-limit", "deep.yaml: scanner-limit",
			"stuck.jl: parse-budget", "fifo.go: special: a FIFO", "package.json: symlink", ".soulindexignore: unreadable"}},
		{[]string{"index", "--check", "."}, []int{0}, nil},
		{[]string{"map", "."}, []int{0}, []string{"<soul_map>"}},
		{[]string{"export", "--sqlite", sqlite, "."}, []int{0}, nil},
		{[]string{"def", "Greet", "."}, []int{0}, []string{"lib.go"}},
		{[]string{"index", "sub"}, []int{0}, nil},
		// gopls's `go list` blocks on fifo.go, so both LSP commands run
		// into their bound: kept short, since what is checked is that they
		// end cleanly, not what the servers answer.
		{[]string{"index", "--lsp", "--lsp-timeout", "30s", "."}, []int{0}, nil},
		// diag checks with real servers where they are installed; a
		// missing one leaves files unchecked, which is not what this
		// test is about, so any non-crash exit is accepted here.
		{[]string{"diag", "--timeout", "30s", "."}, []int{0, 1, 3}, nil},
	}
	for _, c := range cmds {
		name := strings.Join(c.args, " ")
		text, code, rss := a.run(t, a.repo, c.args...)
		ok := false
		for _, want := range c.codes {
			ok = ok || code == want
		}
		if !ok {
			t.Errorf("soulindex %s: exit %d, want one of %v\n%s", name, code, c.codes, tail(text, 40))
		}
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("soulindex %s: output does not mention %q\n%s", name, w, tail(text, 40))
			}
		}
		if strings.Contains(text, a.secret) {
			t.Errorf("soulindex %s printed the secret", name)
		}
		// Names from the repository print as inert text: no terminal
		// escape, no line of their own.
		if strings.ContainsAny(text, "\x1b\x07") || strings.Contains(text, "\n## injected") {
			t.Errorf("soulindex %s printed a raw name from the repository:\n%q", name, tail(text, 40))
		}
		if rss > adversarialRSSBound {
			t.Errorf("soulindex %s: peak RSS %d MiB, bound %d MiB", name, rss>>20, adversarialRSSBound>>20)
		}
		t.Logf("soulindex %s: exit %d, peak RSS %d MiB", name, code, rss>>20)
	}
	if marks, _ := os.ReadDir(a.marks); len(marks) > 0 {
		var names []string
		for _, m := range marks {
			names = append(names, m.Name())
		}
		t.Errorf("repository-chosen programs ran: %v", names)
	}
	sameState(t, "outside OUT", before, fsState(t, a.base, skip...))
	scipLint(t, filepath.Join(out, "index.scip"))
}

func tail(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
