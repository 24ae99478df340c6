package eval

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/sourcegraph/scip/bindings/go/scip"
	"google.golang.org/protobuf/proto"
)

// TestEvaluateRelations: relationships are matched through the places
// their ends are defined, whatever each indexer names them.
func TestEvaluateRelations(t *testing.T) {
	def := func(line, col int32, sym string) *scip.Occurrence {
		return &scip.Occurrence{Range: []int32{line, col, col + 4}, Symbol: sym, SymbolRoles: int32(scip.SymbolRole_Definition)}
	}
	impl := func(sym string, to ...string) *scip.SymbolInformation {
		si := &scip.SymbolInformation{Symbol: sym}
		for _, r := range to {
			si.Relationships = append(si.Relationships, &scip.Relationship{Symbol: r, IsImplementation: true})
		}
		return si
	}
	write := func(idx *scip.Index) string {
		b, err := proto.Marshal(idx)
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(t.TempDir(), "index.scip")
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	// Truth: A and B implement I; A.m implements I.m.
	truth := write(&scip.Index{Documents: []*scip.Document{{RelativePath: "a.go",
		Occurrences: []*scip.Occurrence{def(1, 5, "t I#"), def(2, 5, "t I#m."), def(4, 5, "t A#"), def(5, 9, "t A#m()."), def(7, 5, "t B#")},
		Symbols:     []*scip.SymbolInformation{impl("t A#", "t I#"), impl("t B#", "t I#"), impl("t A#m().", "t I#m.")},
	}}})
	// Candidate: A implements I (right), B nothing (missed), A.m implements
	// B (wrong), another name scheme.
	cand := write(&scip.Index{Documents: []*scip.Document{{RelativePath: "a.go",
		Occurrences: []*scip.Occurrence{def(1, 5, "c I#"), def(2, 5, "c I#m()."), def(4, 5, "c A#"), def(5, 9, "c A#m()."), def(7, 5, "c B#")},
		Symbols:     []*scip.SymbolInformation{impl("c A#", "c I#"), impl("c A#m().", "c B#")},
	}}})
	scores, err := EvaluateRelations(cand, truth, "")
	if err != nil {
		t.Fatal(err)
	}
	byKind := map[string]RelationScore{}
	for _, s := range scores {
		byKind[s.Kind] = s
	}
	if ty := byKind["type"]; ty.Truth != 2 || ty.Found != 1 || ty.Candidate != 1 || ty.Correct != 1 {
		t.Errorf("types %+v, want truth 2 found 1 candidate 1 correct 1", ty)
	}
	if m := byKind["member"]; m.Truth != 1 || m.Found != 0 || m.Candidate != 1 || m.Correct != 0 {
		t.Errorf("members %+v, want truth 1 found 0 candidate 1 correct 0", m)
	}
}
