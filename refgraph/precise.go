package refgraph

import "context"

// preciseSet is a language server's answer for some definitions: the
// files referencing each, and the same inverted per referencing file.
type preciseSet struct {
	defs map[Target][]int32
	uses map[int32][]Target
}

func newPreciseSet(defs map[Target][]int32) *preciseSet {
	p := &preciseSet{defs: defs, uses: map[int32][]Target{}}
	for t, users := range defs {
		for _, u := range users {
			p.uses[u] = append(p.uses[u], t)
		}
	}
	return p
}

// has says whether t's references come from the server (nil: none do).
func (p *preciseSet) has(t Target) bool {
	if p == nil {
		return false
	}
	_, ok := p.defs[t]
	return ok
}

// usesOf lists the definitions file i references by the server's answer.
func (p *preciseSet) usesOf(i int32) []Target {
	if p == nil {
		return nil
	}
	return p.uses[i]
}

// WithPrecise returns a copy of g whose edges count, for each definition
// in precise, the files a language server found referencing it instead of
// the names the graph resolved to it: the heuristic resolution of those
// definitions is dropped and the server's answer used (edge kind
// EdgePrecise). Dependents, Rank and Score are recomputed; Refs, Imports
// and Files are shared with g, which is not changed.
func (g *Graph) WithPrecise(precise map[Target][]int32) *Graph {
	if len(precise) == 0 || g.et == nil {
		return g
	}
	ng := *g
	ng.Out = make([][]Edge, len(g.Files))
	ng.Dependents = make([]int, len(g.Files))
	// The edge pass cannot fail without a cancelled context.
	_ = ng.finishEdges(context.Background(), g.et, g.coChange, 0, newPreciseSet(precise))
	return &ng
}
