package indexer

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/internal/gitcmd/gittest"
)

// TestListHostileRepo: listing a repository whose configuration names
// programs (an fsmonitor hook fires on `ls-files --others`) runs none of
// them, and still lists from git.
func TestListHostileRepo(t *testing.T) {
	h := gittest.NewHostile(t)
	l, err := list(context.Background(), h.Dir, DefaultMaxFileSize, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range l.files {
		got = append(got, e.rel)
	}
	want := []string{".gitattributes", "a.py", "b.py", "new.py", "notes.md", "wt.txt", "z.go"}
	if l.source != "git" || !slices.Equal(got, want) {
		t.Errorf("listed %v from %s, want %v from git", got, l.source, want)
	}
	h.NoneRan(t)
}

// TestWalkFallbackSaysWhy: when git cannot list a repository's files, the
// walk that replaces it leaves out tracked files the .gitignore files
// match (here force-added forced.py), so the switch always carries a
// notice naming git's reason: a configuration git cannot parse, a
// core.worktree naming another directory (whose files must not be listed,
// not even as skips).
func TestWalkFallbackSaysWhy(t *testing.T) {
	for _, tc := range []struct {
		name   string
		config func(t *testing.T, root string) string // appended to .git/config
		reason string
	}{
		{"unparsable include", func(t *testing.T, root string) string {
			writeTree(t, root, map[string]string{".git/bad.cfg": "[\n"})
			return "[include]\n\tpath = bad.cfg\n"
		}, "bad config line"},
		{"work tree outside", func(t *testing.T, root string) string {
			outside := t.TempDir()
			writeTree(t, outside, map[string]string{"leak/outside-name.py": "x = 1\n"})
			return "[core]\n\tworktree = " + outside + "\n"
		}, "core.worktree"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			gittest.Git(t, root, "init", "-q")
			writeTree(t, root, map[string]string{"a.py": "a = 1\n", "forced.py": "f = 1\n", ".gitignore": "forced.py\n"})
			gittest.Git(t, root, "add", "-f", "a.py", "forced.py", ".gitignore")
			gittest.Git(t, root, "commit", "-q", "-m", "one")
			cfg, err := os.OpenFile(filepath.Join(root, ".git", "config"), os.O_APPEND|os.O_WRONLY, 0)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := cfg.WriteString(tc.config(t, root)); err != nil {
				t.Fatal(err)
			}
			cfg.Close()
			l, err := list(context.Background(), root, DefaultMaxFileSize, nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			if l.source != "walk" {
				t.Fatalf("listed from %s, want a walk", l.source)
			}
			if len(l.notices) != 1 || !strings.Contains(l.notices[0].Message, "the tree was walked instead") || !strings.Contains(l.notices[0].Message, tc.reason) {
				t.Errorf("notices %v, want one saying the tree was walked because of %q", l.notices, tc.reason)
			}
			for _, s := range l.skipped {
				if strings.Contains(s.Path, "outside-name") {
					t.Errorf("a file outside the root is reported: %v", s)
				}
			}
		})
	}
}

// TestNoRepositoryNoNotice: outside any repository the walk is the usual
// listing, and says nothing.
func TestNoRepositoryNoNotice(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{"a.py": "a = 1\n"})
	l, err := list(context.Background(), root, DefaultMaxFileSize, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if l.source != "walk" || len(l.notices) != 0 {
		t.Errorf("source %s, notices %v; want a silent walk", l.source, l.notices)
	}
}
