package refgraph_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/testutil/indextest"
	"github.com/soulindex/soulindex/refgraph"
)

// index runs the real indexer (listing, language detection, tree-sitter
// extraction) over dir.
func index(t testing.TB, dir string) *indexer.Result {
	t.Helper()
	res, _ := indextest.Index(t, dir, indexer.Options{Jobs: 2})
	return res
}

// fixture indexes testdata/refgraph/<name> and builds its graph.
func fixture(t *testing.T, name string) (*indexer.Result, *refgraph.Graph) {
	t.Helper()
	res := index(t, filepath.Join("..", "testdata", "refgraph", name))
	g, err := refgraph.Build(context.Background(), res.Files, refgraph.Options{Root: res.Root, Packages: res.Packages, Jobs: 2})
	if err != nil {
		t.Fatal(err)
	}
	return res, g
}

// fileIdx returns the index of the file at path p in g.Files.
func fileIdx(t *testing.T, g *refgraph.Graph, p string) int32 {
	t.Helper()
	for i, f := range g.Files {
		if f.Path == p {
			return int32(i)
		}
	}
	var have []string
	for _, f := range g.Files {
		have = append(have, f.Path)
	}
	t.Fatalf("no file %s among %v", p, have)
	return -1
}

// paths maps file indexes to paths.
func paths(g *refgraph.Graph, is []int32) []string {
	out := []string{}
	for _, i := range is {
		out = append(out, g.Files[i].Path)
	}
	return out
}

// skipBug skips a test documenting a known refgraph bug; set
// REFGRAPH_BUGS=1 to run it anyway and watch it fail.
func skipBug(t *testing.T, desc string) {
	t.Helper()
	if desc != "" && os.Getenv("REFGRAPH_BUGS") == "" {
		t.Skip("BUG: " + desc)
	}
}

// targetWant is one hand-worked resolution: the nth occurrence (from 0)
// of name on a 1-based line of file resolves to "file#Container.Name", or
// to nothing ("").
type targetWant struct {
	file string
	line int // 1-based
	name string
	nth  int    // which occurrence of name on the line, from 0
	to   string // "file#Container.Name", "" for none
}

// lineWant is a targetWant in a file named once for the whole table (see
// checkFileTargets).
type lineWant struct {
	line int // 1-based
	name string
	nth  int    // which occurrence of name on the line, from 0
	to   string // "file#Container.Name", "" for none
}

// occurrenceTarget resolves the nth occurrence (from 0) of name on a
// 1-based line of file fi through NameTargets.For, as the SCIP writer and
// the edges do, and formats its target as "file#Container.Name" ("" when
// it resolves to nothing); false when there is no such occurrence.
func occurrenceTarget(g *refgraph.Graph, fi int32, line int, name string, nth int) (string, bool) {
	f := g.Files[fi]
	n := 0
	for _, r := range f.LoadRefs() {
		if int(r.Line)+1 != line || f.RefName(r) != name {
			continue
		}
		if n++; n-1 != nth {
			continue
		}
		tg := g.Refs[fi][r.Name].For(r)
		if tg.File < 0 {
			return "", true
		}
		s := g.Files[tg.File].Symbols[tg.Symbol]
		got := g.Files[tg.File].Path + "#"
		if len(s.Container) > 0 {
			got += s.Container[len(s.Container)-1].Name + "."
		}
		return got + s.Name, true
	}
	return "", false
}

// checkTargets asserts where each wanted occurrence resolves, and that it
// exists.
func checkTargets(t *testing.T, g *refgraph.Graph, wants []targetWant) {
	t.Helper()
	for _, w := range wants {
		got, found := occurrenceTarget(g, fileIdx(t, g, w.file), w.line, w.name, w.nth)
		if !found {
			t.Errorf("%s:%d: no occurrence %d of %s", w.file, w.line, w.nth, w.name)
		} else if got != w.to {
			t.Errorf("%s:%d: %s #%d resolves to %q, want %q", w.file, w.line, w.name, w.nth, got, w.to)
		}
	}
}

// checkFileTargets is checkTargets for a table of one file.
func checkFileTargets(t *testing.T, g *refgraph.Graph, file string, wants []lineWant) {
	t.Helper()
	ws := make([]targetWant, len(wants))
	for i, w := range wants {
		ws[i] = targetWant{file, w.line, w.name, w.nth, w.to}
	}
	checkTargets(t, g, ws)
}
