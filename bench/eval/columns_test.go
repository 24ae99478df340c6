package eval

import (
	"testing"

	"github.com/sourcegraph/scip/bindings/go/scip"
)

// TestAlignColumns: a truth counting UTF-16 code units and a candidate
// counting bytes name the same occurrence after non-ASCII text on its line
// (a locale file's message before `util.joinValues(…)`): the reference
// matches once aligned, where it counted once missed and once extra before;
// a second evaluation against the same truth converts nothing again.
func TestAlignColumns(t *testing.T) {
	const sym = "scip-typescript npm app 1.0 `lib.ts`/join()."
	corpus := writeCorpus(t, map[string]string{
		"lib.ts": "export function join() {}\n",
		// "é" is 2 bytes and 1 UTF-16 unit; "😀" 4 bytes and 2 units.
		"use.ts": "import { join } from './lib'\nconst m = `ééééé😀 ${join()}`\n",
	})
	truthUse := doc("use.ts", ref(sym, 0, 9, 13), ref(sym, 1, 21, 25))
	truthUse.PositionEncoding = scip.PositionEncoding_UTF16CodeUnitOffsetFromLineStart
	truth := FromSCIP("truth", index(doc("lib.ts", def(sym, 0, 16, 20)), truthUse))
	candSym := "soulindex npm app . `lib.ts`/join()."
	candUse := doc("use.ts", ref(candSym, 0, 9, 13), ref(candSym, 1, 28, 32))
	candUse.PositionEncoding = scip.PositionEncoding_UTF8CodeUnitOffsetFromLineStart
	cand := FromSCIP("cand", index(doc("lib.ts", def(candSym, 0, 16, 20)), candUse))
	for round := range 2 {
		res := Evaluate(cand, truth, Options{Corpus: corpus})
		if res.Refs == nil || res.Refs.RecallTP != 2 || res.Refs.FP != 0 || res.Refs.FN != 0 {
			t.Fatalf("round %d: refs %+v, want both matched", round, res.Refs)
		}
	}
	// Without the text nothing can be aligned: the line with "ééééé😀" misses.
	truth = FromSCIP("truth", index(doc("lib.ts", def(sym, 0, 16, 20)), truthUse))
	if res := Evaluate(cand, truth, Options{}); res.Refs.RecallTP != 1 {
		t.Errorf("without a corpus: %d matched, want 1", res.Refs.RecallTP)
	}
}
