package pipeline

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/cachefile"
	"github.com/soulindex/soulindex/internal/testutil"
	"github.com/soulindex/soulindex/notice"
)

// TestCommittedOutputDirNotTrusted: a repository that commits its
// .soulindex (outputs, outputs record, graph and document caches, all
// written under someone else's secret) and edits the Soul Map to lie,
// with the record rewritten to vouch for the lie, gets none of it
// believed: the run rebuilds from source, says the caches were not its
// own, and the map tells the truth again. --check calls the lie stale.
func TestCommittedOutputDirNotTrusted(t *testing.T) {
	ctx := context.Background()
	dir := testutil.TempCopy(t, filepath.Join("testdata", "small"))
	theirs := Defaults()
	theirs.Index.Auth = cachefile.NewAuth([]byte("the committer's secret, not ours"))
	r, err := Run(ctx, dir, theirs)
	if err != nil {
		t.Fatal(err)
	}
	mapPath := filepath.Join(r.OutDir, "soulmap.md")
	orig, err := os.ReadFile(mapPath)
	if err != nil {
		t.Fatal(err)
	}
	lie := bytes.Replace(orig, []byte("NewCache"), []byte("SafeFunc"), -1)
	if bytes.Equal(lie, orig) {
		t.Fatalf("the fixture's map names no NewCache:\n%s", orig)
	}
	if err := os.WriteFile(mapPath, lie, 0o644); err != nil {
		t.Fatal(err)
	}
	// The record, re-sealed by its writer to vouch for the edited map.
	recPath := filepath.Join(r.OutDir, "cache", outputsRecordName)
	data, err := os.ReadFile(recPath)
	if err != nil {
		t.Fatal(err)
	}
	var rec outputsRecord
	if err := json.Unmarshal(data, &rec); err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(lie)
	rec.Files["soulmap.md"] = hex.EncodeToString(sum[:])
	rec.Stamps = nil
	if err := writeRecord(r.OutDir, rec, theirs.Index.Auth); err != nil {
		t.Fatal(err)
	}
	// Under its writer's secret the record vouches for the lie: the
	// test can fail.
	if again, err := Run(ctx, dir, theirs); err != nil || !again.UpToDate {
		t.Fatalf("the re-sealed record did not vouch under its own secret: %v, %v", again != nil && again.UpToDate, err)
	}

	check := Defaults()
	check.Check = true
	if _, err := Run(ctx, dir, check); err == nil {
		t.Error("--check called the edited map current")
	}
	var notes []notice.Notice
	ours := Defaults()
	ours.Notice = func(n notice.Notice) { notes = append(notes, n) }
	r, err = Run(ctx, dir, ours)
	if err != nil {
		t.Fatal(err)
	}
	if r.UpToDate {
		t.Fatal("the committed record vouched for the committed outputs")
	}
	if got, _ := os.ReadFile(mapPath); !bytes.Equal(got, orig) {
		t.Errorf("the map was not rebuilt from source:\n%s", got)
	}
	said := false
	for _, n := range notes {
		said = said || strings.Contains(n.Message, "not written by this user")
	}
	if !said {
		t.Errorf("no notice says the caches were not this user's: %v", notes)
	}
	if r.Caches.SCIPReused != 0 || r.Caches.GraphIncremental {
		t.Errorf("the committed graph or document cache was used: %+v", r.Caches)
	}
	// What this run wrote serves the next.
	if again, err := Run(ctx, dir, Defaults()); err != nil || !again.UpToDate {
		t.Errorf("the next run did not find its own outputs up to date: %v", err)
	}
}
