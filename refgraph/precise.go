package refgraph

// WithPrecise returns a copy of g whose edges count, for each definition
// in precise, the files a language server found referencing it instead of
// the names the graph resolved to it: the heuristic resolution of those
// definitions is dropped and the server's answer used (edge kind
// EdgePrecise). Dependents, Rank and Score are recomputed; Refs, Imports
// and Files are shared with g, which is not changed.
func (g *Graph) WithPrecise(precise map[Target][]int32) *Graph {
	if len(precise) == 0 {
		return g
	}
	ng := *g
	ng.Out = make([][]Edge, len(g.Files))
	for i := range ng.Out {
		if i < len(g.coChange) {
			ng.Out[i] = append([]Edge(nil), g.coChange[i]...)
		}
	}
	ng.Dependents = make([]int, len(g.Files))
	ng.finishEdges(newScopes(g.Files), precise)
	ng.Rank = PageRank(ng.Out, nil)
	ng.Score = blend(ng.Rank, ng.Dependents)
	return &ng
}
