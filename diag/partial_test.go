package diag

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/soulindex/soulindex/internal/gitcmd"
	"github.com/soulindex/soulindex/internal/gitcmd/gittest"
)

// partialRepo is a blobless clone of a repository whose second commit
// renames doc.md to guide.md and old.go to new.go, each with an edit
// (renames only the contents can pair up), and the first commit's hash,
// whose blobs the clone lacks.
func partialRepo(t *testing.T) (clone, base string) {
	t.Helper()
	src := t.TempDir()
	gittest.Git(t, src, "init", "-q")
	write := func(name, s string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(src, name), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("doc.md", "# Doc\n\nOne.\nTwo.\nThree.\n")
	write("old.go", "package a\n\nfunc A() int { return 1 }\n\nfunc B() int { return 2 }\n")
	gittest.Git(t, src, "add", "-A")
	gittest.Git(t, src, "commit", "-q", "-m", "one")
	base = strings.TrimSpace(gittest.Git(t, src, "rev-parse", "HEAD"))
	gittest.Git(t, src, "mv", "doc.md", "guide.md")
	gittest.Git(t, src, "mv", "old.go", "new.go")
	write("guide.md", "# Doc\n\nOne.\nTwo.\nThree.\nFour.\n")
	write("new.go", "package a\n\nfunc A() int { return 1 }\n\nfunc B() int { return 3 }\n")
	gittest.Git(t, src, "commit", "-q", "-a", "-m", "two")
	return gittest.PartialClone(t, src), base
}

// TestChangesPartialClone: renames cannot be detected in a blobless
// clone without fetching the base's blobs, which diag never does: the
// changes are listed without rename detection, with a note saying so.
func TestChangesPartialClone(t *testing.T) {
	clone, base := partialRepo(t)
	cs, note, err := changes(context.Background(), clone, base)
	if err != nil {
		t.Fatal(err)
	}
	want := []Change{{Old: "doc.md"}, {New: "guide.md"}, {New: "new.go"}, {Old: "old.go"}}
	if !slices.Equal(cs, want) {
		t.Errorf("changes = %+v, want %+v", cs, want)
	}
	if note != renamesOff {
		t.Errorf("note %q, want %q", note, renamesOff)
	}
}

// TestRunDiagPartialClone: with nothing a language server checks, the
// report carries the note; with Go files, the base checkout cannot be had
// without fetching, and the error says why.
func TestRunDiagPartialClone(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	var (
		roots  []string
		mu     sync.Mutex
		closed atomic.Int32
	)
	clone, base := partialRepo(t)
	opts := Options{Root: clone, Base: base, LanguageOf: langOf, Settle: 10 * time.Millisecond, Start: sessionRoots(&roots, &mu, &closed)}
	_, err := Run(context.Background(), opts)
	if err == nil || !strings.Contains(err.Error(), "partial clone") {
		t.Errorf("err = %v, want the partial clone named", err)
	}
	opts.LanguageOf = func(string) string { return "" }
	rep, err := Run(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Changed) != 4 || !slices.Equal(rep.Notes, []string{renamesOff}) {
		t.Errorf("changed %+v, notes %q; want 4 changes and the note", rep.Changed, rep.Notes)
	}
}

// TestChangesOutsideWorkTree: a core.worktree naming another directory
// would list that directory's files as changed: refused.
func TestChangesOutsideWorkTree(t *testing.T) {
	dir := testRepo(t)
	outside := t.TempDir()
	if err := os.WriteFile(filepath.Join(outside, "outside-name.py"), []byte("x = 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	gittest.Git(t, dir, "config", "core.worktree", outside)
	cs, err := Changes(context.Background(), dir, "HEAD")
	if !errors.Is(err, gitcmd.ErrOutsideWorkTree) {
		t.Errorf("Changes = %+v, %v; want ErrOutsideWorkTree", cs, err)
	}
}

// TestChangesAttributesDevice: a core.attributesFile git would read
// without end (/dev/zero: one endless line, until memory runs out) is
// replaced by an empty file, and the changes are listed.
func TestChangesAttributesDevice(t *testing.T) {
	dir := testRepo(t)
	want, err := Changes(context.Background(), dir, "HEAD")
	if err != nil {
		t.Fatal(err)
	}
	gittest.Git(t, dir, "config", "core.attributesFile", "/dev/zero")
	cs, err := Changes(context.Background(), dir, "HEAD")
	if err != nil || !slices.Equal(cs, want) {
		t.Errorf("Changes = %+v, %v; want %+v", cs, err, want)
	}
}
