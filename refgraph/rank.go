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
		maxIter = 100
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
