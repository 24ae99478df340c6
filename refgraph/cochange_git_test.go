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

// renamedRepo is a repository whose second commit renames doc.md to
// guide.md with an edit (a rename only the contents can pair up), and
// the first commit's hash.
func renamedRepo(t *testing.T) (dir, base string) {
	t.Helper()
	dir = t.TempDir()
	gittest.Git(t, dir, "init", "-q")
	write := func(name, s string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(dir, name), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("doc.md", "# Doc\n\nOne.\nTwo.\nThree.\n")
	write("a.py", "a = 1\n")
	gittest.Git(t, dir, "add", "-A")
	gittest.Git(t, dir, "commit", "-q", "-m", "one")
	base = strings.TrimSpace(gittest.Git(t, dir, "rev-parse", "HEAD"))
	gittest.Git(t, dir, "mv", "doc.md", "guide.md")
	write("guide.md", "# Doc\n\nOne.\nTwo.\nThree.\nFour.\n")
	write("a.py", "a = 2\n")
	gittest.Git(t, dir, "commit", "-q", "-a", "-m", "two")
	return dir, base
}

// TestChangedFilesPartialClone: in a blobless clone, the blobs of an
// older commit are missing and git may fetch none; --changed and the
// co-change history need none (no rename detection), and answer as in a
// full clone.
func TestChangedFilesPartialClone(t *testing.T) {
	ctx := context.Background()
	src, base := renamedRepo(t)
	clone := gittest.PartialClone(t, src)
	for _, dir := range []string{src, clone} {
		changed, err := ChangedFiles(ctx, dir, base)
		if err != nil {
			t.Fatalf("%s: %v", dir, err)
		}
		slices.Sort(changed)
		if want := []string{"a.py", "doc.md", "guide.md"}; !slices.Equal(changed, want) {
			t.Errorf("%s: ChangedFiles = %v, want %v", dir, changed, want)
		}
		hist := readHistory(ctx, dir, "", nil)
		if len(hist.commits) != 2 || !slices.Equal(hist.commits[0], []string{"a.py", "doc.md", "guide.md"}) {
			t.Errorf("%s: history %v, want the rename's commit first", dir, hist.commits)
		}
	}
}

// TestChangedFilesBoundedGit: --changed refuses a core.worktree naming
// another directory (whose files git would list as changed), and is not
// taken down by a core.attributesFile git would read without end.
func TestChangedFilesBoundedGit(t *testing.T) {
	ctx := context.Background()
	dir, base := renamedRepo(t)
	gittest.Git(t, dir, "config", "core.attributesFile", "/dev/zero")
	changed, err := ChangedFiles(ctx, dir, base)
	if err != nil || len(changed) != 3 {
		t.Errorf("with core.attributesFile=/dev/zero: ChangedFiles = %v, %v", changed, err)
	}
	gittest.Git(t, dir, "config", "core.worktree", t.TempDir())
	if changed, err := ChangedFiles(ctx, dir, base); !errors.Is(err, gitcmd.ErrOutsideWorkTree) {
		t.Errorf("with core.worktree outside: ChangedFiles = %v, %v; want ErrOutsideWorkTree", changed, err)
	}
}
