package refgraph

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/internal/gitcmd"
	"github.com/soulindex/soulindex/internal/gitcmd/gittest"
)

// TestGitHostileRepo: --changed and co-change on a repository whose
// configuration names programs (filter drivers run on a diff of the work
// tree, gpg on a log of signed commits, fsmonitor on ls-files) run none
// of them, with the right answers.
func TestGitHostileRepo(t *testing.T) {
	ctx := context.Background()
	h := gittest.NewHostile(t)
	changed, err := ChangedFiles(ctx, h.Dir, h.Base)
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(changed)
	if !slices.Equal(changed, gittest.Changed) {
		t.Errorf("ChangedFiles = %v, want %v", changed, gittest.Changed)
	}
	hist := readHistory(ctx, h.Dir, "", nil)
	want := [][]string{{"a.py", "b.py"}, {".gitattributes", "a.py", "b.py", "notes.md", "wt.txt", "z.go"}}
	if len(hist.commits) != len(want) {
		t.Fatalf("history %v, want %v", hist.commits, want)
	}
	for i := range want {
		if !slices.Equal(hist.commits[i], want[i]) {
			t.Errorf("commit %d: %v, want %v", i, hist.commits[i], want[i])
		}
	}
	h.NoneRan(t)
}

// TestChangedRevisionNotOption: a --changed value git would read as an
// option is refused before git sees it; --output=FILE would truncate FILE.
func TestChangedRevisionNotOption(t *testing.T) {
	h := gittest.NewHostile(t)
	victim := filepath.Join(t.TempDir(), "victim")
	if err := os.WriteFile(victim, []byte("keep me\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, rev := range []string{"--output=" + victim, "-O" + victim} {
		_, err := ChangedFiles(context.Background(), h.Dir, rev)
		if !errors.Is(err, gitcmd.ErrOptionLike) || !strings.Contains(err.Error(), "--changed") {
			t.Errorf("ChangedFiles(%q) = %v, want an option-like revision error", rev, err)
		}
		if h := readHistory(context.Background(), h.Dir, rev, nil); h.head != "" {
			t.Errorf("readHistory(%q) read %s", rev, h.head)
		}
	}
	if got, err := os.ReadFile(victim); err != nil || string(got) != "keep me\n" {
		t.Errorf("victim = %q, %v; want it untouched", got, err)
	}
}
