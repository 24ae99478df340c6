package output

import (
	"bytes"
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/atomicfile"
	"github.com/soulindex/soulindex/internal/testutil/indextest"
	"github.com/soulindex/soulindex/refgraph"
)

// TestGoRootBodyEdit runs the incremental graph and SCIP stages on the Go
// standard library after a body edit of one file (its content hash
// changes and it loses its last references), checks them against full
// builds byte for byte, and logs the stage times cold and warm.
func TestGoRootBodyEdit(t *testing.T) {
	if testing.Short() {
		t.Skip("indexing the Go standard library takes tens of seconds; skipped in -short mode")
	}
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatalf("go env GOROOT: %v", err)
	}
	ctx := context.Background()
	res, reg := indextest.Index(t, filepath.Join(strings.TrimSpace(string(out)), "src"), indexer.Options{})
	opts := refgraph.Options{Root: res.Root, Packages: res.Packages, CoChange: true, Version: "test"}
	tool := ToolInfo{Name: "soulindex", Version: "test"}
	dir := t.TempDir()
	index, cache := filepath.Join(dir, "index.scip"), filepath.Join(dir, "scip.cache")

	// Cold: full graph, every document encoded.
	start := time.Now()
	g, err := refgraph.Build(ctx, res.Files, opts)
	if err != nil {
		t.Fatal(err)
	}
	var snap bytes.Buffer
	if _, err := g.Snapshot().Encode(&snap, testAuth); err != nil {
		t.Fatal(err)
	}
	coldGraph := time.Since(start)
	start = time.Now()
	dc := NewDocCache()
	if err := atomicfile.Write(context.Background(), index, func(w io.Writer) error { return WriteSCIPReusing(w, res, reg, g, nil, tool, "test", dc) }); err != nil {
		t.Fatal(err)
	}
	if err := atomicfile.Write(context.Background(), cache, func(w io.Writer) error { _, err := dc.Encode(w, testAuth, index); return err }); err != nil {
		t.Fatal(err)
	}
	coldSCIP := time.Since(start)

	// The edit: net/http/server.go changes content and drops references.
	edited := *res
	edited.Files = append([]*extract.File(nil), res.Files...)
	k := -1
	for i, f := range edited.Files {
		if f.Path == "net/http/server.go" {
			k = i
		}
	}
	if k < 0 {
		t.Fatal("net/http/server.go not indexed")
	}
	f := *edited.Files[k]
	f.Hash++
	refs := f.LoadRefs()
	f.Refs = refs[:len(refs)*9/10]
	edited.Files[k] = &f

	// Warm: the previous snapshot and documents.
	start = time.Now()
	prev, err := refgraph.ReadSnapshot(snap.Bytes(), testAuth)
	if err != nil {
		t.Fatal(err)
	}
	o := opts
	o.Previous = prev
	warm, err := refgraph.Build(ctx, edited.Files, o)
	if err != nil {
		t.Fatal(err)
	}
	snap.Reset()
	if _, err := warm.Snapshot().Encode(&snap, testAuth); err != nil {
		t.Fatal(err)
	}
	warmGraph := time.Since(start)
	if !warm.Stats.Incremental || warm.Stats.Resolved != 1 {
		t.Fatalf("warm build: %+v, want incremental with 1 file resolved", warm.Stats)
	}
	start = time.Now()
	dc, err = LoadDocCache(cache, index, testAuth)
	if err != nil {
		t.Fatal(err)
	}
	if err := atomicfile.Write(context.Background(), index, func(w io.Writer) error { return WriteSCIPReusing(w, &edited, reg, warm, nil, tool, "test", dc) }); err != nil {
		t.Fatal(err)
	}
	if err := atomicfile.Write(context.Background(), cache, func(w io.Writer) error { _, err := dc.Encode(w, testAuth, index); return err }); err != nil {
		t.Fatal(err)
	}
	warmSCIP := time.Since(start)
	if dc.Reused() != len(res.Files)-1 {
		t.Errorf("reused %d documents of %d, want all but the edited one", dc.Reused(), len(res.Files))
	}
	t.Logf("%d files: graph %v cold, %v warm; SCIP %v cold, %v warm (times include encoding and writing the caches)",
		len(res.Files), coldGraph, warmGraph, coldSCIP, warmSCIP)

	full, err := refgraph.Build(ctx, edited.Files, opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name      string
		got, want any
	}{
		{"Imports", warm.Imports, full.Imports}, {"Refs", warm.Refs, full.Refs}, {"Out", warm.Out, full.Out},
		{"Dependents", warm.Dependents, full.Dependents}, {"Rank", warm.Rank, full.Rank}, {"Score", warm.Score, full.Score},
	} {
		if !reflect.DeepEqual(c.got, c.want) {
			t.Errorf("%s of the incremental graph differs from a full build", c.name)
		}
	}
	var want bytes.Buffer
	if err := WriteSCIP(&want, &edited, reg, full, nil, tool); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(index)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want.Bytes()) {
		t.Errorf("the warm index (%d bytes) differs from a cold one (%d bytes)", len(got), want.Len())
	}
}
