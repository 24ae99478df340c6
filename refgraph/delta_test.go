package refgraph_test

import (
	"context"
	"flag"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/testutil"
	"github.com/soulindex/soulindex/refgraph"
)

// seeds runs the random edits with more seeds than the suite's one:
// go test ./refgraph -run TestInterfaceEdits -seeds 50.
var seeds = flag.Int("seeds", 1, "random edit sequences per corpus in TestInterfaceEditsMatchFull")

// TestInterfaceEditsMatchFull edits definitions and imports at random
// (renames, removals, insertions, changed declared types and bases,
// imports added and dropped), one or two files at a time, and checks that
// each build from the previous snapshot equals a full build, on every
// fixture.
func TestInterfaceEditsMatchFull(t *testing.T) {
	fixtures, err := os.ReadDir(filepath.Join("..", "testdata", "refgraph"))
	if err != nil {
		t.Fatal(err)
	}
	for _, fx := range fixtures {
		t.Run(fx.Name(), func(t *testing.T) {
			res := index(t, filepath.Join("..", "testdata", "refgraph", fx.Name()))
			for k := range *seeds {
				editAtRandom(t, res, fmt.Sprint(fx.Name(), k), 60)
			}
		})
	}
}

// TestInterfaceEditsMatchFullGoRoot does the same on Go standard library
// packages (go/...: ~400 files that use each other's types heavily).
func TestInterfaceEditsMatchFullGoRoot(t *testing.T) {
	if testing.Short() {
		t.Skip("indexing Go standard library packages takes seconds; skipped in -short mode")
	}
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatalf("go env GOROOT: %v", err)
	}
	res := index(t, filepath.Join(strings.TrimSpace(string(out)), "src", "go"))
	for k := range *seeds {
		editAtRandom(t, res, fmt.Sprint("goroot", k), 25)
	}
}

func editAtRandom(t *testing.T, res *indexer.Result, seed string, steps int) {
	h := fnv.New64a()
	h.Write([]byte(seed))
	rng := rand.New(rand.NewPCG(h.Sum64(), 7))
	opts := func(prev *refgraph.Snapshot, prior map[string]*extract.File) refgraph.Options {
		return refgraph.Options{Root: res.Root, Packages: res.Packages, Jobs: 2, Previous: prev, Prior: prior, Version: "test"}
	}
	build := func(files []*extract.File, o refgraph.Options) *refgraph.Graph {
		g, err := refgraph.Build(context.Background(), files, o)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	files := res.Files
	var pool []string // names to rename to, type with, import
	for _, f := range files {
		pool = append(pool, f.RefNames...)
		for k := range f.Symbols {
			pool = append(pool, f.Symbols[k].Name)
		}
	}
	if len(pool) == 0 {
		t.Skip("fixture has no names")
	}
	prev := roundTrip(t, build(files, opts(nil, nil)))
	incremental, reshaped := 0, 0
	for step := range steps {
		cur := slices.Clone(files)
		prior := map[string]*extract.File{}
		var what []string
		for range 1 + rng.IntN(2) {
			k := rng.IntN(len(cur))
			if _, done := prior[cur[k].Path]; done {
				continue
			}
			prior[cur[k].Path] = cur[k]
			var w string
			cur[k], w = mutate(rng, cur[k], cur, pool)
			what = append(what, cur[k].Path+": "+w)
		}
		g := build(cur, opts(prev, prior))
		full := build(cur, opts(nil, nil))
		if g.Stats.Incremental {
			incremental++
			if g.Stats.Reshaped > 0 {
				reshaped++
			}
		}
		if strings.Contains(g.Stats.Reason, "does not match") {
			t.Errorf("step %d (%s): a valid snapshot was refused: %s", step, strings.Join(what, "; "), g.Stats.Reason)
		}
		before := t.Failed()
		sameGraph(t, g, full)
		if g.InterfaceDigest() != full.InterfaceDigest() {
			t.Errorf("interface digest %x, want %x", g.InterfaceDigest(), full.InterfaceDigest())
		}
		if !before && t.Failed() {
			t.Fatalf("seed %s, step %d (%s): the build from the snapshot (incremental %v, %d resolved) differs from a full build", seed, step, strings.Join(what, "; "), g.Stats.Incremental, g.Stats.Resolved)
		}
		files, prev = cur, roundTrip(t, g)
	}
	t.Logf("%d steps: %d incremental, %d of them after an interface edit", steps, incremental, reshaped)
	if reshaped == 0 {
		t.Errorf("no interface edit was built incrementally")
	}
}

// mutate returns an edited copy of f (new content hash) and what changed.
func mutate(rng *rand.Rand, f *extract.File, files []*extract.File, pool []string) (*extract.File, string) {
	n := *f
	n.Hash = rng.Uint64()
	n.Symbols = slices.Clone(f.Symbols)
	n.Imports = slices.Clone(f.Imports)
	n.Scopes = slices.Clone(f.Scopes)
	n.Exports = slices.Clone(f.Exports)
	pick := func() string { return pool[rng.IntN(len(pool))] }
	syms := len(n.Symbols)
	switch op := rng.IntN(10); {
	case op == 0 && syms > 0:
		k := rng.IntN(syms)
		old := n.Symbols[k].Name
		n.Symbols[k].Name = pick()
		return &n, "rename " + old + " to " + n.Symbols[k].Name
	case op == 1 && syms > 0:
		k := rng.IntN(syms)
		for c := range n.Symbols {
			if n.Symbols[c].Parent == int32(k) {
				return &n, "content only (no leaf picked)"
			}
		}
		name := n.Symbols[k].Name
		n.Symbols = slices.Delete(n.Symbols, k, k+1)
		shift(&n, int32(k), -1)
		return &n, "remove " + name
	case op == 2:
		// A copy of another file's definition, at the top level or inside
		// one of this file's definitions.
		src := files[rng.IntN(len(files))]
		if len(src.Symbols) == 0 {
			return &n, "content only (no definition to copy)"
		}
		s := src.Symbols[rng.IntN(len(src.Symbols))]
		s.Parent, s.Container = -1, nil
		at := int32(rng.IntN(syms + 1))
		if syms > 0 && rng.IntN(2) == 0 {
			p := int32(rng.IntN(syms))
			at = p + 1
			s.Parent = p
			s.Container = append(slices.Clone(n.Symbols[p].Container), extract.PathPart{Name: n.Symbols[p].Name, Kind: n.Symbols[p].Kind})
		}
		n.Symbols = slices.Insert(n.Symbols, int(at), s)
		shift(&n, at, 1)
		return &n, "add " + s.Name
	case op == 3 && syms > 0:
		k := rng.IntN(syms)
		n.Symbols[k].Type = pick()
		return &n, "type of " + n.Symbols[k].Name + " to " + n.Symbols[k].Type
	case op == 4 && syms > 0:
		k := rng.IntN(syms)
		n.Symbols[k].Bases = append(slices.Clone(n.Symbols[k].Bases), pick())
		return &n, "base of " + n.Symbols[k].Name
	case op == 5 && len(n.Imports) > 0:
		k := rng.IntN(len(n.Imports))
		src := n.Imports[k].Source
		n.Imports = slices.Delete(n.Imports, k, k+1)
		return &n, "drop import " + src
	case op == 6:
		for range 8 {
			o := files[rng.IntN(len(files))]
			if o.Language == f.Language && len(o.Imports) > 0 {
				im := o.Imports[rng.IntN(len(o.Imports))]
				n.Imports = append(n.Imports, im)
				return &n, "add import " + im.Source
			}
		}
	case op == 8 && syms > 0:
		// An export of one of its definitions, or a default export on its
		// line.
		s := n.Symbols[rng.IntN(syms)]
		name := s.Name
		if rng.IntN(3) == 0 {
			name = "default"
		}
		n.Exports = append(n.Exports, extract.Export{Name: name, Range: s.NameRange})
		return &n, "export " + name
	case op == 9 && len(n.Exports) > 0:
		k := rng.IntN(len(n.Exports))
		name := n.Exports[k].Name
		n.Exports = slices.Delete(n.Exports, k, k+1)
		return &n, "unexport " + name
	case op == 7 && syms > 1:
		// Two top-level leaves trade places.
		a, b := rng.IntN(syms), rng.IntN(syms)
		for c := range n.Symbols {
			if p := n.Symbols[c].Parent; p == int32(a) || p == int32(b) {
				return &n, "content only (no leaves to swap)"
			}
		}
		if n.Symbols[a].Parent >= 0 || n.Symbols[b].Parent >= 0 {
			return &n, "content only (no top-level leaves to swap)"
		}
		n.Symbols[a], n.Symbols[b] = n.Symbols[b], n.Symbols[a]
		for i := range n.Scopes {
			switch n.Scopes[i].Symbol {
			case int32(a):
				n.Scopes[i].Symbol = int32(b)
			case int32(b):
				n.Scopes[i].Symbol = int32(a)
			}
		}
		return &n, "swap " + n.Symbols[a].Name + " and " + n.Symbols[b].Name
	}
	return &n, "content only"
}

// shift renumbers the symbol indexes at or after at by d after an
// insertion (d = 1) or a removal (d = -1) there.
func shift(f *extract.File, at, d int32) {
	fix := func(i int32) int32 {
		switch {
		case d < 0 && i == at:
			return -1
		case i >= at:
			return i + d
		}
		return i
	}
	for k := range f.Symbols {
		if p := f.Symbols[k].Parent; p >= 0 && (d > 0 || p != at) {
			f.Symbols[k].Parent = fix(p)
		}
	}
	for k := range f.Scopes {
		if s := f.Scopes[k].Symbol; s >= 0 {
			f.Scopes[k].Symbol = fix(s)
		}
	}
}

// TestRemovedRareDefinitionStaysIncremental: removing a file's last
// definition, the one other files find by its rare name, keeps the build
// incremental (the snapshot's rare-name targets are rebuilt, not checked
// against the shortened file) and equal to a full build.
func TestRemovedRareDefinitionStaysIncremental(t *testing.T) {
	root := t.TempDir()
	testutil.WriteTree(t, root, map[string]string{
		"go.mod": "module example.com/m\n\ngo 1.22\n",
		"a.go":   "package m\n\nfunc Common() {}\n\nfunc QuiteUniqueHelperName() {}\n",
		"b.go":   "package m\n\nfunc use() { QuiteUniqueHelperName(); Common() }\n",
	})
	before := index(t, root)
	prev := roundTrip(t, build(t, before, nil, 2))
	testutil.WriteTree(t, root, map[string]string{"a.go": "package m\n\nfunc Common() {}\n"})
	res := index(t, root)
	g, err := refgraph.Build(context.Background(), res.Files, refgraph.Options{Root: res.Root, Packages: res.Packages,
		CoChange: true, Jobs: 2, Previous: prev, Prior: priorOf(before, res), Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	if !g.Stats.Incremental || g.Stats.Reshaped != 1 {
		t.Errorf("incremental %v (%s), %d reshaped; want an incremental build after one interface edit", g.Stats.Incremental, g.Stats.Reason, g.Stats.Reshaped)
	}
	sameGraph(t, g, build(t, res, nil, 2))
}
