package indexer

import (
	"context"
	"slices"
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
