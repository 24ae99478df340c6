package output

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/soulindex/soulindex/refgraph"
)

// graphFile is one file of graph.json.
type graphFile struct {
	Path       string      `json:"path"`
	Score      float64     `json:"score"`
	Rank       float64     `json:"rank"`
	Dependents int         `json:"dependents"`
	Edges      []graphEdge `json:"edges,omitempty"`
}

type graphEdge struct {
	To     string  `json:"to"`
	Weight float64 `json:"weight"`
	Kinds  string  `json:"kinds"` // comma-separated
}

var edgeKindNames = []struct {
	k    refgraph.EdgeKind
	name string
}{
	{refgraph.EdgeImportRef, "import-ref"}, {refgraph.EdgeImport, "import"},
	{refgraph.EdgeNameMatch, "name"}, {refgraph.EdgeCoChange, "co-change"},
	{refgraph.EdgePrecise, "lsp"},
}

// WriteGraphJSON writes the file graph, best-scored file first (ties by
// path), for tools that want the ranking and the weighted edges without
// reading SCIP.
func WriteGraphJSON(w io.Writer, g *refgraph.Graph) error {
	order := make([]int, len(g.Files))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return g.Score[order[a]] > g.Score[order[b]] })
	files := make([]graphFile, 0, len(order))
	for _, i := range order {
		gf := graphFile{Path: EncodePath(g.Files[i].Path), Score: round(g.Score[i]), Rank: round(g.Rank[i]), Dependents: g.Dependents[i]}
		for _, e := range g.Out[i] {
			ge := graphEdge{To: EncodePath(g.Files[e.To].Path), Weight: round(e.Weight)}
			var kinds []string
			for _, kn := range edgeKindNames {
				if e.Kinds&kn.k != 0 {
					kinds = append(kinds, kn.name)
				}
			}
			ge.Kinds = strings.Join(kinds, ",")
			gf.Edges = append(gf.Edges, ge)
		}
		files = append(files, gf)
	}
	// One file per line: compact, yet diffable.
	bw := bufio.NewWriterSize(w, 256<<10)
	bw.WriteString("{\"files\": [\n")
	if err := writeJSONLines(bw, files, "graph"); err != nil {
		return err
	}
	bw.WriteString("]}\n")
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("write graph: %w", err)
	}
	return nil
}

// round keeps 9 significant decimals, so the file is stable across
// platforms whose float sums differ in the last bits.
func round(x float64) float64 {
	const s = 1e9
	return float64(int64(x*s+0.5)) / s
}
