// Demotion in the Soul Map: files that are in the repository but not its
// working code (roles.Demoted) rank lower.
package output

import (
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/roles"
)

// demoteFactor multiplies a demoted file's rank in the Soul Map: it still
// shows when nothing better fits, and stays whole in SCIP and the graph.
const demoteFactor = 0.1

// demoteRank returns rank with every demoted file's value multiplied by
// demoteFactor (a copy), or rank itself when off or nil, and which files
// are demoted (nil when off).
func demoteRank(res *indexer.Result, rank []float64, off bool) ([]float64, []bool) {
	if off {
		return rank, nil
	}
	demoted := make([]bool, len(res.Files))
	for i, f := range res.Files {
		demoted[i] = roles.Demoted(f.Path, f) != ""
	}
	if rank == nil {
		return rank, demoted
	}
	out := append([]float64(nil), rank...)
	for i := range out {
		if i < len(demoted) && demoted[i] {
			out[i] *= demoteFactor
		}
	}
	return out, demoted
}
