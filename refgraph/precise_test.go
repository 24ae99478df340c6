package refgraph_test

import (
	"math"
	"slices"
	"testing"

	"github.com/soulindex/soulindex/refgraph"
)

// TestWithPrecise: for a definition a server answered, its heuristic
// resolutions stop counting and the server's referencing files make the
// edges (kind EdgePrecise); the original graph is unchanged.
func TestWithPrecise(t *testing.T) {
	const (
		ref     = refgraph.EdgeImportRef
		imp     = refgraph.EdgeImport
		name    = refgraph.EdgeNameMatch
		precise = refgraph.EdgePrecise
	)
	_, g := fixture(t, "edges")
	n := float64(len(g.Files))
	a, b, c := fileIdx(t, g, "a.ts"), fileIdx(t, g, "b.ts"), fileIdx(t, g, "c.ts")
	one := refgraph.Target{File: b, Symbol: -1}
	for k, s := range g.Files[b].Symbols {
		if s.Name == "one" {
			one.Symbol = int32(k)
		}
	}
	if one.Symbol < 0 {
		t.Fatal("b.ts defines no `one`")
	}
	before := slices.Clone(g.Out[a])

	// The server says only c.ts uses one() (a.ts's use was a misresolution).
	pg := g.WithPrecise(map[refgraph.Target][]int32{one: {c}})
	checkOut(t, pg, "a.ts", []wantEdge{
		{"b.ts", ref | imp, 0.5 + refW(1)}, // two() only
		{"d.ts", name, 0.3 * math.Log(n/2) / math.Log(n)},
		{"side.ts", imp, 0.5},
		{"types.ts", ref | imp, (0.5 + refW(1)) * 0.5},
	})
	checkOut(t, pg, "c.ts", []wantEdge{
		{"b.ts", ref | precise, refW(1)},
		{"d.ts", name, 0.3 * math.Log(n/2) / math.Log(n)},
	})
	if got := pg.Dependents[b]; got != 2 {
		t.Errorf("Dependents[b.ts] = %d, want 2 (a.ts by import, c.ts by the server)", got)
	}
	sum := 0.0
	for _, r := range pg.Rank {
		sum += r
	}
	if math.Abs(sum-1) > 1e-9 {
		t.Errorf("rank sums to %v", sum)
	}
	if !slices.Equal(g.Out[a], before) || g.Dependents[b] != 1 {
		t.Errorf("WithPrecise changed the original graph")
	}
	if g.WithPrecise(nil) != g {
		t.Errorf("WithPrecise(nil) should return the graph itself")
	}
}
