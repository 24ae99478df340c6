// Package indextest indexes a fixture directory for tests as `soulindex
// index` does (listing, language detection, tree-sitter and regex
// extraction), so tests of the later stages start from real outlines.
// Only tests import it. It is apart from internal/testutil, which imports
// no package of the module, so that extract's and langs's own tests can
// still use that one; indexer's own tests cannot import this one (a cycle)
// and keep their runIndex.
package indextest

import (
	"context"
	"sync"
	"testing"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/langs"
)

// shared is built once per test binary and never closed: queries compile
// lazily, per language, on first use, which costs more than indexing a
// fixture (refgraph's tests take six times as long with fresh queries).
// indexer.Run only reads them, from many goroutines.
var shared struct {
	once sync.Once
	reg  *langs.Registry
	qs   *extract.Queries
	err  error
}

// Index runs the indexer over dir with opts (Root is set to dir) and the
// real language registry and queries. It returns the result and the
// registry, which the writers need too.
func Index(t testing.TB, dir string, opts indexer.Options) (*indexer.Result, *langs.Registry) {
	t.Helper()
	shared.once.Do(func() {
		shared.reg, shared.err = langs.New()
		if shared.err == nil {
			shared.qs, shared.err = extract.CompileQueries(shared.reg)
		}
	})
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	opts.Root = dir
	res, err := indexer.Run(context.Background(), shared.reg, shared.qs, opts)
	if err != nil {
		t.Fatalf("index %s: %v", dir, err)
	}
	return res, shared.reg
}
