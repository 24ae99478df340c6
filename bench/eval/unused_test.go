package eval

import (
	"testing"

	"github.com/sourcegraph/scip/bindings/go/scip"
)

// TestEvaluateUnused: a finding the truth shows used is wrong, one it
// shows unreferenced is right; truth-unused definitions that soulindex
// kept count against recall only when no keep rule of the issue covers
// them.
func TestEvaluateUnused(t *testing.T) {
	def := func(line, col int32, sym string) *scip.Occurrence {
		return &scip.Occurrence{Range: []int32{line, col, col + 3}, Symbol: sym, SymbolRoles: int32(scip.SymbolRole_Definition)}
	}
	ref := func(line, col int32, sym string) *scip.Occurrence {
		return &scip.Occurrence{Range: []int32{line, col, col + 3}, Symbol: sym}
	}
	const p = "scip-go gomod m v1 `m`/"
	truth := FromSCIP("truth", &scip.Index{Documents: []*scip.Document{
		{RelativePath: "a.go", Occurrences: []*scip.Occurrence{
			def(2, 5, p+"Dead()."), def(4, 5, p+"Used()."), def(6, 5, p+"Kept()."), def(8, 5, p+"Maybe()."), def(10, 5, p+"Wrong()."),
		}},
		{RelativePath: "b.go", Occurrences: []*scip.Occurrence{ref(3, 1, p+"Used()."), ref(4, 1, p+"Wrong().")}},
	}})
	rep := &UnusedReport{Checked: []UnusedChecked{
		{Path: "a.go", Line: 3, Column: 6, Name: "Dead", Language: "go", Status: "unused"},
		{Path: "a.go", Line: 5, Column: 6, Name: "Used", Language: "go", Status: "referenced"},
		{Path: "a.go", Line: 7, Column: 6, Name: "Kept", Language: "go", Status: "interface method"},
		{Path: "a.go", Line: 9, Column: 6, Name: "Maybe", Language: "go", Status: "name used"},
		{Path: "a.go", Line: 11, Column: 6, Name: "Wrong", Language: "go", Status: "unused"},
		{Path: "c.go", Line: 1, Column: 1, Name: "Nowhere", Language: "go", Status: "unused"},
	}}
	got := EvaluateUnused(rep, truth)
	if len(got) != 1 {
		t.Fatalf("%d languages, want 1", len(got))
	}
	s := got[0]
	if s.Reported != 3 || s.Matched != 2 || s.Correct != 1 || s.Unmatched != 1 || s.InScope != 2 {
		t.Errorf("reported %d matched %d correct %d unmatched %d in scope %d, want 3 2 1 1 2", s.Reported, s.Matched, s.Correct, s.Unmatched, s.InScope)
	}
	if s.Precision == nil || *s.Precision != 0.5 || s.Recall == nil || *s.Recall != 0.5 {
		t.Errorf("precision %v recall %v, want 0.5 and 0.5", s.Precision, s.Recall)
	}
	if s.Missed["name used"] != 1 || s.Kept["interface method"] != 1 || len(s.Wrong) != 1 {
		t.Errorf("missed %v kept %v wrong %v", s.Missed, s.Kept, s.Wrong)
	}
}
