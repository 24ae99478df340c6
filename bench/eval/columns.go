package eval

import (
	"bytes"
	"sort"

	"github.com/sourcegraph/scip/bindings/go/scip"
)

// alignColumns brings each compared truth document's columns to the
// candidate's unit when the two count columns differently (scip-typescript
// and scip-python count UTF-16 code units, soulindex bytes): on a line with
// non-ASCII text before a name, the same occurrence otherwise has two
// ranges, and counts once missed and once extra. The text comes from the
// corpus; without it, or for a file it cannot read, nothing changes. A
// converted document is marked with the candidate's unit, so a second
// evaluation against the same truth converts nothing again.
func alignColumns(cand, truth *Index, pairs []pair, corpus string) {
	if corpus == "" {
		return
	}
	for _, p := range pairs {
		from, to := truth.columnEncoding(p.t), cand.columnEncoding(p.c)
		if from == to || to != scip.PositionEncoding_UTF8CodeUnitOffsetFromLineStart {
			continue
		}
		text, err := readSource(corpus, p)
		if err != nil {
			continue
		}
		lines := bytes.SplitAfter(text, []byte("\n"))
		conv := func(occs []Occ) {
			for i := range occs {
				r := &occs[i].Range
				if int(r.StartLine) < len(lines) {
					r.StartCol = int32(byteColumn(lines[r.StartLine], int(r.StartCol), from))
				}
				if int(r.EndLine) < len(lines) && r.EndCol < wholeLine {
					r.EndCol = int32(byteColumn(lines[r.EndLine], int(r.EndCol), from))
				}
			}
			sort.SliceStable(occs, func(a, b int) bool { return occs[a].Range.less(occs[b].Range) })
		}
		conv(p.t.Defs)
		conv(p.t.Refs)
		p.t.enc = to
	}
}
