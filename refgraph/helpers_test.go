package refgraph_test

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/refgraph"
)

var (
	compileOnce sync.Once
	reg         *langs.Registry
	queries     *extract.Queries
	compileErr  error
)

// index runs the real indexer (listing, language detection, tree-sitter
// extraction) over dir.
func index(t testing.TB, dir string) *indexer.Result {
	t.Helper()
	compileOnce.Do(func() {
		reg, compileErr = langs.New()
		if compileErr == nil {
			queries, compileErr = extract.CompileQueries(reg)
		}
	})
	if compileErr != nil {
		t.Fatal(compileErr)
	}
	res, err := indexer.Run(context.Background(), reg, queries, indexer.Options{Root: dir, Jobs: 2})
	if err != nil {
		t.Fatal(err)
	}
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
