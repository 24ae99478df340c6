package main

import (
	"strings"
	"testing"
)

// results builds task outcomes: per task, the shown value at budgets 1000
// and 4000 without and with focus, and whether the focused maps listed
// the focus file.
func results(spec ...[5]string) []taskResult {
	var out []taskResult
	for i, s := range spec {
		tr := taskResult{task: task{ID: "c-" + string(rune('1'+i)), Focus: "f.go", Targets: []target{{"f.go", "F"}}, Task: "do | it"}}
		for j, b := range []int{1000, 4000} {
			tr.Outcomes = append(tr.Outcomes,
				outcome{Budget: b, Shown: s[2*j]},
				outcome{Budget: b, Focused: true, Shown: s[2*j+1], FocusShown: s[4] == "shown"})
		}
		out = append(out, tr)
	}
	return out
}

func TestTallyAndTotals(t *testing.T) {
	tuned := results(
		[5]string{shownAbsent, shownHit, shownFile, shownHit, "shown"},
		[5]string{shownFile, shownFile, shownHit, shownHit, "shown"},
	)
	held := results([5]string{shownAbsent, shownAbsent, shownHit, shownHit, ""})
	budgets := []int{1000, 4000}
	a := corpusResult{Name: "a", Rows: tally(budgets, tuned), Tasks: tuned}
	b := corpusResult{Name: "b", HeldOut: true, Rows: tally(budgets, held), Tasks: held}
	wantA := []row{
		{Budget: 1000, Tasks: 2, Hits: 0, FileHits: 1, FocusHits: 1, FocusFileHits: 2, FocusShown: 2},
		{Budget: 4000, Tasks: 2, Hits: 1, FileHits: 2, FocusHits: 2, FocusFileHits: 2, FocusShown: 2},
	}
	for i, w := range wantA {
		if a.Rows[i] != w {
			t.Errorf("tally row %d = %+v, want %+v", i, a.Rows[i], w)
		}
	}
	got := totals(budgets, []corpusResult{a, b})
	want := []total{
		{"all", 2, row{Budget: 1000, Tasks: 3, FileHits: 1, FocusHits: 1, FocusFileHits: 2, FocusShown: 2}},
		{"all", 2, row{Budget: 4000, Tasks: 3, Hits: 2, FileHits: 3, FocusHits: 3, FocusFileHits: 3, FocusShown: 2}},
		{"tuned", 1, wantA[0]},
		{"tuned", 1, wantA[1]},
		{"held-out", 1, row{Budget: 1000, Tasks: 1}},
		{"held-out", 1, row{Budget: 4000, Tasks: 1, Hits: 1, FileHits: 1, FocusHits: 1, FocusFileHits: 1}},
	}
	if len(got) != len(want) {
		t.Fatalf("totals = %+v, want %+v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("total %d = %+v, want %+v", i, got[i], want[i])
		}
	}
	if n := len(totals(budgets, []corpusResult{a})); n != 4 {
		t.Errorf("with no held-out corpus: %d total rows, want 4 (all, tuned)", n)
	}
}

func TestWriteMarkdown(t *testing.T) {
	tasks := results([5]string{shownAbsent, shownHit, shownFile, shownHit, "shown"})
	budgets := []int{1000, 4000}
	cov := 0.955
	r := &report{Version: "v1", Soulindex: "/bin/si", Date: "D", Budgets: budgets,
		Corpora: []corpusResult{{Name: "c", Rows: tally(budgets, tasks), Tasks: tasks,
			Truth: &truthScores{Budget: 4000, Coverage25: &cov}}},
		Notes: []string{"a note"}}
	r.Totals = totals(budgets, r.Corpora)
	for _, misses := range []bool{false, true} {
		var b strings.Builder
		if err := writeMarkdown(&b, r, misses); err != nil {
			t.Fatal(err)
		}
		md := b.String()
		for _, want := range []string{
			"| c | no | 1000 | 1 | 0/1 (0%) | 0/1 (0%) | 1/1 (100%) | 1/1 (100%) | 1/1 (100%) | — | — | — | — |\n",
			"| c | no | 4000 | 1 | 0/1 (0%) | 1/1 (100%) | 1/1 (100%) | 1/1 (100%) | 1/1 (100%) | 0.95 | — | — | — |\n",
			"| **all** (1 corpora) | | 4000 | 1 | 0/1 (0%) | 1/1 (100%) |",
			"| **tuned** (1 corpora) | | 1000 |",
			"- a note\n",
		} {
			if !strings.Contains(md, want) {
				t.Errorf("markdown lacks %q:\n%s", want, md)
			}
		}
		if strings.Contains(md, "held-out**") {
			t.Error("a held-out total with no held-out corpus")
		}
		missLines := []string{
			"| c-1 | 1000 | — | absent | — | f.go:F | do \\| it |\n",
			"| c-1 | 4000 | — | file only | — | f.go:F | do \\| it |\n",
		}
		for _, l := range missLines {
			if strings.Contains(md, l) != misses {
				t.Errorf("misses=%v: markdown has %q: %v", misses, l, !misses)
			}
		}
		if strings.Contains(md, "| c-1 | 1000 | f.go |") {
			t.Error("a hit listed as a miss")
		}
	}
}

func TestFrac(t *testing.T) {
	for _, c := range []struct {
		n, of int
		want  string
	}{{1, 3, "1/3 (33%)"}, {2, 3, "2/3 (67%)"}, {1, 8, "1/8 (13%)"}, {0, 0, "—"}} {
		if got := frac(c.n, c.of); got != c.want {
			t.Errorf("frac(%d, %d) = %q, want %q", c.n, c.of, got, c.want)
		}
	}
}

func TestParseBudgets(t *testing.T) {
	got, err := parseBudgets("4000, 1000,4000")
	if err != nil || len(got) != 2 || got[0] != 1000 || got[1] != 4000 {
		t.Errorf("parseBudgets = %v, %v; want [1000 4000]", got, err)
	}
	for _, bad := range []string{"", "0", "x", "1000,-1"} {
		if _, err := parseBudgets(bad); err == nil {
			t.Errorf("parseBudgets(%q) accepted", bad)
		}
	}
}
