// Package gittest builds git repositories whose configuration and
// attributes name a program for every way git can be made to run one:
// each program leaves a marker file when it runs. The tests of every git
// caller run their commands on such a repository and check that no marker
// appeared.
package gittest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// Hostile is a repository armed with programs. Each leaves a marker
// named after its vector: fsmonitor (core.fsmonitor as a hook), clean and
// smudge (filter.evil, every file), process (filter.evilp.process, *.go),
// odd-clean and odd-smudge (a driver whose name holds '.' and '='),
// wt-clean and wt-smudge (a driver configured only in linked worktrees,
// through includeIf "gitdir:"), textconv and extdiff (diff.evil, and
// diff.external), gpg (log.showSignature on the signed HEAD), pager
// (core.pager, pager.<cmd>), hook (every hook git may run), credential
// and ssh (credential.helper, core.sshCommand).
type Hostile struct {
	// Dir is the work tree: two commits (Base, then HEAD changing a.py
	// and b.py together), then a.py, z.go and notes.md modified and
	// new.py untracked.
	Dir string
	// Base is the first commit's hash.
	Base string
	// Markers is the directory where a program that ran leaves a file
	// named after its vector.
	Markers string
}

// Changed are the files changed since Base, as `git diff --name-only`
// plus the untracked ones list them.
var Changed = []string{"a.py", "b.py", "new.py", "notes.md", "z.go"}

// hookNames are the hooks a read-only command or a checkout may run.
var hookNames = []string{"post-checkout", "reference-transaction", "post-index-change", "pre-auto-gc",
	"post-merge", "post-rewrite", "pre-commit", "post-commit", "fsmonitor-watchman", "push-to-checkout"}

// Git runs git in dir for the fixture's own set-up (plain git, the
// user's configuration, no isolation) and returns its output.
func Git(t testing.TB, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-C", dir, "-c", "user.name=test", "-c", "user.email=test@example.com",
		"-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main"}, args...)...)
	cmd.Env = append(os.Environ(), "GIT_AUTHOR_DATE=2026-01-01T00:00:00Z", "GIT_COMMITTER_DATE=2026-01-01T00:00:00Z")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
	return string(out)
}

func write(t testing.TB, path, data string, mode os.FileMode) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), mode); err != nil {
		t.Fatal(err)
	}
}

// quote quotes s for sh.
func quote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// NewHostile builds the repository. The programs are armed after the
// commits (plain git makes them), so only the code under test can set
// them off.
func NewHostile(t testing.TB) *Hostile {
	t.Helper()
	h := &Hostile{Dir: t.TempDir(), Markers: t.TempDir()}
	dir := h.Dir
	Git(t, dir, "init", "-q")
	write(t, filepath.Join(dir, ".gitattributes"), "* filter=evil diff=evil\n*.go filter=evilp\nnotes.md filter=odd.na=me\nwt.txt filter=wt\n", 0o644)
	write(t, filepath.Join(dir, "a.py"), "def a():\n    return 1\n", 0o644)
	write(t, filepath.Join(dir, "b.py"), "from a import a\n\ndef b():\n    return a()\n", 0o644)
	write(t, filepath.Join(dir, "z.go"), "package z\n\nfunc Z() int { return 1 }\n", 0o644)
	write(t, filepath.Join(dir, "notes.md"), "# Notes\n", 0o644)
	write(t, filepath.Join(dir, "wt.txt"), "worktree\n", 0o644)
	Git(t, dir, "add", "-A")
	Git(t, dir, "commit", "-q", "-m", "base")
	h.Base = strings.TrimSpace(Git(t, dir, "rev-parse", "HEAD"))

	// HEAD is signed by a fake gpg, so that log.showSignature has a
	// signature to verify. It reads all its input: git fails to sign when
	// the pipe closes first.
	gpg := filepath.Join(t.TempDir(), "gpg")
	write(t, gpg, "#!/bin/sh\ncat >/dev/null\ntouch "+quote(filepath.Join(h.Markers, "gpg"))+"\necho '[GNUPG:] SIG_CREATED ' >&2\n"+
		"echo '-----BEGIN PGP SIGNATURE-----'\necho AAAA\necho '-----END PGP SIGNATURE-----'\n", 0o755)
	write(t, filepath.Join(dir, "a.py"), "def a():\n    return 2\n", 0o644)
	write(t, filepath.Join(dir, "b.py"), "from a import a\n\ndef b():\n    return a() + 1\n", 0o644)
	Git(t, dir, "-c", "gpg.program="+gpg, "-c", "user.signingkey=k", "commit", "-q", "-S", "-a", "-m", "signed")
	if err := os.Remove(filepath.Join(h.Markers, "gpg")); err != nil {
		t.Fatalf("the fake gpg did not sign: %v", err)
	}

	// The work tree's changes: modified (larger, so git must read them
	// again), and untracked.
	write(t, filepath.Join(dir, "a.py"), "def a():\n    return 3  # edited\n", 0o644)
	write(t, filepath.Join(dir, "z.go"), "package z\n\nfunc Z() int { return 2 } // edited\n", 0o644)
	write(t, filepath.Join(dir, "notes.md"), "# Notes\n\nEdited.\n", 0o644)
	write(t, filepath.Join(dir, "new.py"), "def new():\n    pass\n", 0o644)

	mark := func(name, then string) string {
		return "touch " + quote(filepath.Join(h.Markers, name)) + "; " + then
	}
	cfg := [][2]string{
		{"core.fsmonitor", mark("fsmonitor", "false")},
		{"core.pager", mark("pager", "cat")},
		{"pager.log", mark("pager", "cat")},
		{"pager.diff", mark("pager", "cat")},
		{"filter.evil.clean", mark("clean", "cat")},
		{"filter.evil.smudge", mark("smudge", "cat")},
		{"filter.evil.required", "true"},
		{"filter.evilp.process", mark("process", "false")}, // not required: plain git goes on past it
		{"filter.odd.na=me.clean", mark("odd-clean", "cat")},
		{"filter.odd.na=me.smudge", mark("odd-smudge", "cat")},
		{"filter.odd.na=me.required", "true"},
		{"diff.evil.textconv", mark("textconv", "cat")},
		{"diff.evil.command", mark("extdiff", "true")},
		{"diff.external", mark("extdiff", "true")},
		{"log.showSignature", "true"},
		{"gpg.program", gpg},
		{"core.hooksPath", filepath.Join(dir, ".git", "hooks")},
		{"includeIf.gitdir:**/worktrees/**.path", "wt.inc"},
		{"gc.auto", "1"},
		{"protocol.file.allow", "always"},
		{"credential.helper", mark("credential", "false")},
		{"core.sshCommand", mark("ssh", "false")},
	}
	// Appended as text: one write instead of a git process per key.
	var text strings.Builder
	for _, kv := range cfg {
		i, j := strings.IndexByte(kv[0], '.'), strings.LastIndexByte(kv[0], '.')
		section := kv[0][:i]
		if i < j {
			section += " " + strconv.Quote(kv[0][i+1:j])
		}
		fmt.Fprintf(&text, "[%s]\n\t%s = %s\n", section, kv[0][j+1:], strconv.Quote(kv[1]))
	}
	f, err := os.OpenFile(filepath.Join(dir, ".git", "config"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteString(text.String()); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(dir, ".git", "wt.inc"), "[filter \"wt\"]\n\tclean = "+mark("wt-clean", "cat")+"\n\tsmudge = "+
		mark("wt-smudge", "cat")+"\n\trequired = true\n", 0o644)
	for _, name := range hookNames {
		write(t, filepath.Join(dir, ".git", "hooks", name), "#!/bin/sh\n"+mark("hook", "exit 0")+"\n", 0o755)
	}
	return h
}

// Ran lists the markers left so far, sorted.
func (h *Hostile) Ran(t testing.TB) []string {
	t.Helper()
	es, err := os.ReadDir(h.Markers)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	slices.Sort(names)
	return names
}

// NoneRan fails the test when any program of the repository ran.
func (h *Hostile) NoneRan(t testing.TB) {
	t.Helper()
	if ran := h.Ran(t); len(ran) > 0 {
		t.Errorf("programs named by the repository ran: %v", ran)
	}
}

// Reset removes the markers, for a control run that must leave some.
func (h *Hostile) Reset(t testing.TB) {
	t.Helper()
	for _, n := range h.Ran(t) {
		if err := os.Remove(filepath.Join(h.Markers, n)); err != nil {
			t.Fatal(err)
		}
	}
}

// PartialClone returns a blobless partial clone of the repository src
// (git clone --filter=blob:none, over file://): it holds the blobs of its
// checkout only, and git fetches any other from src when it needs it.
func PartialClone(t testing.TB, src string) string {
	t.Helper()
	Git(t, src, "config", "uploadpack.allowFilter", "true")
	dst := filepath.Join(t.TempDir(), "clone")
	Git(t, src, "clone", "-q", "--filter=blob:none", "file://"+filepath.ToSlash(src), dst)
	return dst
}
