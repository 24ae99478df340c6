package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// preCommitTimeout bounds the whole pre-commit test: cloning the project,
// `go install ./...` of the CLI (the root module's only command, bench/
// being a module of its own; cgo; dependencies come from the shared build
// cache) and a few hook runs.
const preCommitTimeout = 10 * time.Minute

// TestPreCommitHooks runs the real pre-commit framework with this
// checkout's .pre-commit-hooks.yaml: pre-commit clones the project, builds
// soulindex with its golang language support, and runs the hooks in a
// temporary repository. The check hook must fail on a missing or stale
// map and pass on a current one; the map hook must regenerate the map and
// fail the commit when it changed.
func TestPreCommitHooks(t *testing.T) {
	preCommit := requireTool(t, "pre-commit")
	requireTool(t, "git")
	ctx, cancel := context.WithTimeout(context.Background(), preCommitTimeout)
	defer cancel()
	tmp := t.TempDir()

	if out, err := exec.CommandContext(ctx, preCommit, "validate-manifest", filepath.Join(repoRoot(t), ".pre-commit-hooks.yaml")).CombinedOutput(); err != nil {
		t.Fatalf("pre-commit rejects .pre-commit-hooks.yaml: %v\n%s", err, out)
	}

	// pre-commit installs hooks from a git revision: commit a snapshot of
	// the working tree, so the test covers uncommitted work too.
	src := filepath.Join(tmp, "soulindex")
	rev := snapshotRepo(t, ctx, repoRoot(t), src)

	target := filepath.Join(tmp, "target")
	writeFiles(t, target, map[string]string{
		"a.go": "package a\n\nfunc A() int { return 1 }\n",
		"b.go": "package a\n\nfunc B() int { return A() }\n",
		".pre-commit-config.yaml": "repos:\n- repo: " + src + "\n  rev: " + rev + "\n  hooks:\n" +
			"  - id: soulindex-check\n  - id: soulindex-map\n",
	})
	git := func(args ...string) {
		t.Helper()
		gitIn(t, ctx, target, args...)
	}
	git("init", "-q")
	git("add", "-A")
	git("commit", "-qm", "sources")

	env := preCommitEnv(t, ctx, filepath.Join(tmp, "pre-commit-home"))
	hook := func(id string, wantOK bool, wantOut string) {
		t.Helper()
		cmd := exec.CommandContext(ctx, preCommit, "run", id, "--all-files", "--color", "never")
		cmd.Dir, cmd.Env = target, env
		out, err := cmd.CombinedOutput()
		if ctx.Err() != nil {
			t.Fatalf("pre-commit took longer than %s:\n%s", preCommitTimeout, out)
		}
		if (err == nil) != wantOK || !strings.Contains(string(out), wantOut) {
			t.Fatalf("pre-commit run %s: err %v, want success %v and %q in:\n%s", id, err, wantOK, wantOut, out)
		}
	}
	start := time.Now()
	hook("soulindex-check", false, "soulindex: .soulindex/soulmap.md does not exist; run `pre-commit run soulindex-map --all-files` (or `soulindex index` where soulindex is installed) and commit it")
	t.Logf("first hook run, with pre-commit building soulindex: %s", time.Since(start).Round(time.Second))

	hook("soulindex-map", true, "Passed") // creates the map (untracked: nothing modified)
	git("add", ".soulindex/soulmap.md")
	git("commit", "-qm", "Soul Map")
	hook("soulindex-check", true, "Passed")

	// A change that shows in the map, committed without regenerating it.
	writeFiles(t, target, map[string]string{"b.go": "package a\n\nfunc B() int { return A() }\n\nfunc B2() {}\n"})
	git("commit", "-qam", "B2")
	hook("soulindex-check", false, "soulindex: .soulindex/soulmap.md is stale: 1 file changed (b.go) since it was written; run `pre-commit run soulindex-map --all-files`")
	hook("soulindex-map", false, "files were modified by this hook")
	git("commit", "-qam", "regenerated Soul Map")
	hook("soulindex-check", true, "Passed")
	hook("soulindex-map", true, "Passed")
}

func requireTool(t *testing.T, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		if os.Getenv("SOULINDEX_REQUIRE_TOOLS") != "" {
			t.Fatalf("%s is required and SOULINDEX_REQUIRE_TOOLS is set: %v", name, err)
		}
		t.Skipf("%s is not installed: %v", name, err)
	}
	return p
}

func gitIn(t *testing.T, ctx context.Context, dir string, args ...string) string {
	t.Helper()
	cmd := exec.CommandContext(ctx, "git", append([]string{"-C", dir, "-c", "user.name=test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"}, args...)...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %v in %s: %v\n%s", args, dir, err, out)
	}
	return strings.TrimSpace(string(out))
}

// snapshotRepo copies the files git lists in root (tracked and untracked
// but not ignored, as they are on disk) into a new repository at dst and
// commits them; it returns the commit.
func snapshotRepo(t *testing.T, ctx context.Context, root, dst string) string {
	t.Helper()
	out, err := exec.CommandContext(ctx, "git", "-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard").Output()
	if err != nil {
		t.Fatalf("list the project's files (the test needs a git checkout of soulindex): %v", err)
	}
	for _, rel := range bytes.Split(out, []byte{0}) {
		if len(rel) > 0 {
			copyEntry(t, filepath.Join(root, string(rel)), filepath.Join(dst, string(rel)))
		}
	}
	gitIn(t, ctx, dst, "init", "-q")
	gitIn(t, ctx, dst, "add", "-A")
	gitIn(t, ctx, dst, "commit", "-qm", "snapshot")
	return gitIn(t, ctx, dst, "rev-parse", "HEAD")
}

// copyEntry copies a regular file (with its mode) or a symlink; a path git
// lists but that was deleted is left out.
func copyEntry(t *testing.T, from, to string) {
	t.Helper()
	fi, err := os.Lstat(from)
	if os.IsNotExist(err) {
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		t.Fatal(err)
	}
	switch {
	case fi.Mode()&os.ModeSymlink != 0:
		target, err := os.Readlink(from)
		if err == nil {
			err = os.Symlink(target, to)
		}
		if err != nil {
			t.Fatal(err)
		}
	case fi.Mode().IsRegular():
		in, err := os.Open(from)
		if err != nil {
			t.Fatal(err)
		}
		defer in.Close()
		outf, err := os.OpenFile(to, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, fi.Mode().Perm())
		if err != nil {
			t.Fatal(err)
		}
		if _, err := io.Copy(outf, in); err != nil {
			t.Fatal(err)
		}
		if err := outf.Close(); err != nil {
			t.Fatal(err)
		}
	}
}

// preCommitEnv is the environment for pre-commit. Its golang support sets
// GOPATH to the hook's environment, which would move the module cache
// there (a full download) and delete it afterwards: GOMODCACHE and
// GOCACHE are pinned to this machine's, so `go install` reuses the
// modules and compiled packages the test binary was built from.
// GOTOOLCHAIN=local keeps go from fetching another toolchain; GOPROXY and
// GOFLAGS come from the environment.
func preCommitEnv(t *testing.T, ctx context.Context, home string) []string {
	t.Helper()
	out, err := exec.CommandContext(ctx, "go", "env", "GOMODCACHE", "GOCACHE").Output()
	if err != nil {
		t.Fatalf("go env: %v", err)
	}
	dirs := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(dirs) != 2 {
		t.Fatalf("go env GOMODCACHE GOCACHE: %q", out)
	}
	return append(os.Environ(),
		"PRE_COMMIT_HOME="+home,
		"GOMODCACHE="+dirs[0],
		"GOCACHE="+dirs[1],
		"GOTOOLCHAIN=local",
		"SKIP=", // a developer's SKIP must not hide the hooks under test
	)
}
