package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/internal/gitcmd"
	"github.com/soulindex/soulindex/internal/gitcmd/gittest"
)

// TestHostileRepoGit runs the commands that call git (the listing,
// --changed, co-change, --check's map history, the outputs cache's HEAD)
// on a repository whose configuration names programs for git to run:
// none runs, and each command succeeds.
func TestHostileRepoGit(t *testing.T) {
	h := gittest.NewHostile(t)
	steps := []struct {
		name string
		args []string
	}{
		{"index", []string{"index", "--quiet", h.Dir}},
		{"index, outputs up to date", []string{"index", "--quiet", h.Dir}},
		{"index --changed", []string{"index", "--quiet", "--changed", h.Base, h.Dir}},
		{"map --changed", []string{"map", "--changed", h.Base, h.Dir}},
		// The map committed below is the global one: a --changed map marks
		// its focus files, which --check's global map does not.
		{"index again", []string{"index", "--quiet", h.Dir}},
	}
	for _, s := range steps {
		if r := soulindex(t, s.args...); r.code != 0 {
			t.Fatalf("%s: exit %d: %s", s.name, r.code, r.stderr)
		}
		if ran := h.Ran(t); len(ran) > 0 {
			t.Fatalf("%s: programs named by the repository ran: %v", s.name, ran)
		}
	}
	// --check reads the history of a committed map: commit it, through
	// gitcmd too (plain git would run the armed programs, some in a
	// detached auto gc that outlives the command).
	env := append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com")
	g, err := gitcmd.New(context.Background(), h.Dir, env)
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"add", "-f", ".soulindex/soulmap.md"}, {"commit", "-q", "--no-gpg-sign", "-m", "map", "--", ".soulindex/soulmap.md"}} {
		if _, err := g.Output(context.Background(), args...); err != nil {
			t.Fatal(err)
		}
	}
	h.NoneRan(t)
	if r := soulindex(t, "index", "--check", h.Dir); r.code != 0 {
		t.Errorf("index --check: exit %d: %s", r.code, r.stderr)
	}
	h.NoneRan(t)
}

// TestChangedRevisionNotOption: a --changed value git would take as an
// option (--output=FILE truncates FILE) is a usage error, and git never
// sees it.
func TestChangedRevisionNotOption(t *testing.T) {
	h := gittest.NewHostile(t)
	victim := filepath.Join(t.TempDir(), "victim")
	if err := os.WriteFile(victim, []byte("keep me\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"index", "--changed=--output=" + victim, h.Dir},
		{"map", "--changed=--output=" + victim, h.Dir},
		{"index", "--changed", "-O" + victim, h.Dir},
	} {
		r := soulindex(t, args...)
		if r.code != exitUsage || !strings.Contains(r.stderr, "--changed: revision") || !strings.Contains(r.stderr, "starts with '-'") {
			t.Errorf("%q: exit %d, stderr %q; want a usage error about the revision", args, r.code, r.stderr)
		}
	}
	if got, err := os.ReadFile(victim); err != nil || string(got) != "keep me\n" {
		t.Errorf("victim = %q, %v; want it untouched", got, err)
	}
	if _, err := os.Stat(filepath.Join(h.Dir, ".soulindex", "index.scip")); err == nil {
		t.Error("index.scip written despite the bad flag")
	}
}
