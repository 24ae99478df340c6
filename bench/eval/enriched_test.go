package eval

import (
	"reflect"
	"testing"
)

// TestEnrichedRefs: the restricted score counts only the enriched
// candidate symbols' references and the truth references of the symbols
// they map to; the overall score is unchanged.
func TestEnrichedRefs(t *testing.T) {
	truth := FromSCIP("truth", index(
		doc("a.go", def(tF, 1, 0, 1), def(tG, 2, 0, 1), def(tV, 3, 0, 1)),
		doc("b.go", ref(tF, 5, 0, 1), ref(tF, 6, 0, 1), ref(tG, 7, 0, 1), ref(tG, 8, 0, 1)),
	))
	cand := FromSCIP("cand", index(
		doc("a.go", def(cF, 1, 0, 1), def(cG, 2, 0, 1), def(cV, 3, 0, 1)),
		// F: both truth refs found, plus a wrong one; G: one of two found.
		doc("b.go", ref(cF, 5, 0, 1), ref(cF, 6, 0, 1), ref(cF, 9, 0, 1), ref(cG, 7, 0, 1)),
	))
	tests := []struct {
		name     string
		enriched []string
		want     Score
		defined  int
		mapped   int
	}{
		{"F only", []string{cF}, score(2, 0, 2, 1), 1, 1},
		{"G only", []string{cG}, score(1, 1, 1, 0), 1, 1},
		{"F and G", []string{cF, cG}, score(3, 1, 3, 1), 2, 2},
		{"unknown symbol", []string{"soulindex gomod m . `m/p`/Nope()."}, score(0, 0, 0, 0), 0, 0},
		{"none", []string{}, score(0, 0, 0, 0), 0, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := Evaluate(cand, truth, Options{Enriched: tc.enriched})
			e := res.EnrichedRefs
			if e == nil {
				t.Fatal("no enriched score")
			}
			if !reflect.DeepEqual(e.Score, tc.want) || e.Defined != tc.defined || e.Mapped != tc.mapped || e.Symbols != len(tc.enriched) {
				t.Errorf("enriched = %s, want %s with %d defined, %d mapped", js(e), js(tc.want), tc.defined, tc.mapped)
			}
			if want := score(3, 1, 3, 1); !reflect.DeepEqual(res.Refs.Score, want) {
				t.Errorf("overall refs = %s, want %s", js(res.Refs.Score), js(want))
			}
		})
	}
	if res := Evaluate(cand, truth, Options{}); res.EnrichedRefs != nil {
		t.Errorf("enriched score without Enriched: %s", js(res.EnrichedRefs))
	}
}
