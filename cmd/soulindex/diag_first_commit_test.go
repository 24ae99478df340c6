package main

import (
	"strings"
	"testing"

	"github.com/soulindex/soulindex/internal/gitcmd/gittest"
)

// TestDiagFirstCommit: diag in a repository with no commit yet (the first
// commit's pre-commit hook) compares with the empty tree instead of
// failing with the usage text; a revision that does not resolve is a
// one-line error.
func TestDiagFirstCommit(t *testing.T) {
	dir := t.TempDir()
	gittest.Git(t, dir, "init", "-q")
	writeFiles(t, dir, map[string]string{"notes.md": "# Notes\n", "staged.md": "# Staged\n"})
	gittest.Git(t, dir, "add", "staged.md")
	r := soulindex(t, "diag", dir)
	if r.code != exitOK || strings.Contains(r.stderr, "Usage:") ||
		!strings.Contains(r.stdout, "2 changed and 0 dependent file(s) against HEAD (no commit yet: every file is new)") {
		t.Errorf("diag before the first commit: exit %d\nstdout %q\nstderr %q", r.code, r.stdout, r.stderr)
	}
	r = soulindex(t, "diag", "--json", dir)
	if r.code != exitOK || !strings.Contains(r.stdout, `"unborn": true`) || !strings.Contains(r.stdout, `"new": "staged.md"`) {
		t.Errorf("diag --json before the first commit: exit %d\nstdout %q\nstderr %q", r.code, r.stdout, r.stderr)
	}
	gittest.Git(t, dir, "commit", "-q", "-m", "first")
	r = soulindex(t, "diag", "--base", "HEAD~1", dir)
	// A usage error (2, not 1: that is "new errors"), without the usage text.
	if r.code != exitUsage || !strings.Contains(r.stderr, "not a commit") || strings.Contains(r.stderr, "Usage:") {
		t.Errorf("--base HEAD~1 on the first commit: exit %d, stderr %q", r.code, r.stderr)
	}
}
