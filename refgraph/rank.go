package refgraph

import "math"

// PageRank computes the weighted PageRank of a graph given as adjacency
// lists, with damping 0.85. teleport is the personalization vector (nil:
// uniform); it need not be normalized. Dangling files (no out-edges) give
// their rank back through teleport. The result sums to 1 and is
// deterministic: iteration order is fixed.
func PageRank(out [][]Edge, teleport []float64) []float64 {
	const (
		damping = 0.85
		maxIter = 300 // periodic graphs converge slowly; 1e-10 is reached well before on real ones
		epsilon = 1e-10
	)
	n := len(out)
	if n == 0 {
		return nil
	}
	tp := make([]float64, n)
	if teleport == nil {
		for i := range tp {
			tp[i] = 1 / float64(n)
		}
	} else {
		sum := 0.0
		for _, v := range teleport {
			sum += v
		}
		if sum <= 0 {
			return PageRank(out, nil)
		}
		for i, v := range teleport {
			tp[i] = v / sum
		}
	}
	outW := make([]float64, n)
	for i, es := range out {
		for _, e := range es {
			outW[i] += e.Weight
		}
	}
	rank := append([]float64(nil), tp...)
	next := make([]float64, n)
	for it := 0; it < maxIter; it++ {
		dangling := 0.0
		for i := range next {
			next[i] = 0
		}
		for i, es := range out {
			if outW[i] <= 0 {
				dangling += rank[i]
				continue
			}
			share := damping * rank[i] / outW[i]
			for _, e := range es {
				next[e.To] += share * e.Weight
			}
		}
		base := 1 - damping + damping*dangling
		diff := 0.0
		for i := range next {
			next[i] += base * tp[i]
			diff += math.Abs(next[i] - rank[i])
		}
		rank, next = next, rank
		if diff < epsilon {
			break
		}
	}
	return rank
}

// Personalized ranks the files as seen from the given ones (--focus,
// --changed): PageRank whose teleport lands only on them, so what they
// use and what uses them rises. Unknown paths are ignored; with none
// known, it returns the global rank.
func (g *Graph) Personalized(paths []string) []float64 {
	idx := make(map[string]int, len(g.Files))
	for i, f := range g.Files {
		idx[f.Path] = i
	}
	tp := make([]float64, len(g.Files))
	n := 0
	for _, p := range paths {
		if i, ok := idx[p]; ok && tp[i] == 0 {
			tp[i] = 1
			n++
		}
	}
	if n == 0 {
		return g.Rank
	}
	// Edges count both ways here: a changed file's dependents matter to
	// its change as much as its dependencies.
	both := make([][]Edge, len(g.Out))
	for i, es := range g.Out {
		both[i] = append(both[i], es...)
		for _, e := range es {
			both[e.To] = append(both[e.To], Edge{To: int32(i), Weight: e.Weight / 2, Kinds: e.Kinds})
		}
	}
	return PageRank(both, tp)
}

// DependentsOf lists, per file, the files that depend on it, by the rule
// that counts Dependents (imports and import-proven names; a barrel's
// plain import left out), in file order.
func (g *Graph) DependentsOf() [][]int32 {
	out := make([][]int32, len(g.Files))
	for i, es := range g.Out {
		for _, e := range es {
			if len(g.barrel[e.To]) > 0 && e.Kinds&EdgeImportRef == 0 {
				continue
			}
			if e.Kinds&(EdgeImportRef|EdgeImport) != 0 {
				out[e.To] = append(out[e.To], int32(i))
			}
		}
	}
	return out
}
