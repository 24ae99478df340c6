package main

import (
	"strings"
	"testing"
)

func TestBudgetCheck(t *testing.T) {
	tests := []struct {
		name, md string
		budget   int
		want     budgetCheck
	}{
		{"within", "<soul_map>\nlegend\n120 files indexed; the 9 best-ranked shown; 3,981 of 4,000 tokens.\n", 4000, budgetCheck{Maps: 1}},
		{"over", "12 files indexed; the 2 best-ranked shown; 1,012 of 1,000 tokens.\n", 1000,
			budgetCheck{Maps: 1, Over: []string{"x at 1000: 1012 of 1000 tokens stated"}}},
		{"another budget stated", "12 files indexed; the 2 best-ranked shown; 900 of 2,000 tokens.\n", 1000,
			budgetCheck{Maps: 1, Over: []string{"x at 1000: 900 of 2000 tokens stated"}}},
		{"unstated", "12 files indexed; the 2 best-ranked shown.\n", 1000, budgetCheck{Maps: 1, Unstated: 1}},
	}
	for _, tc := range tests {
		var b budgetCheck
		b.check(tc.md, tc.budget, "x")
		if b.Maps != tc.want.Maps || b.Unstated != tc.want.Unstated || strings.Join(b.Over, "|") != strings.Join(tc.want.Over, "|") {
			t.Errorf("%s: %+v, want %+v", tc.name, b, tc.want)
		}
	}
	for _, tc := range []struct {
		cs   []corpusResult
		want string
	}{
		{[]corpusResult{{Budget: budgetCheck{Maps: 3}}, {Budget: budgetCheck{Maps: 2}}}, "all 5 maps"},
		{[]corpusResult{{Budget: budgetCheck{Maps: 3, Unstated: 1}}}, "not checked for 1 of 3"},
		{[]corpusResult{{Budget: budgetCheck{Maps: 3, Unstated: 1, Over: []string{"y"}}}}, "NO: 1 of 3"},
	} {
		if got := budgetNote(tc.cs); !strings.Contains(got, tc.want) {
			t.Errorf("budgetNote = %q, want %q in it", got, tc.want)
		}
	}
}
