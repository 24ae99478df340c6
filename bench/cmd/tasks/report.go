package main

import (
	"fmt"
	"io"
	"slices"
	"strings"
)

// report is the whole run: bench/out/tasks.json.
type report struct {
	Date      string         `json:"date"`
	Soulindex string         `json:"soulindex"`
	Version   string         `json:"version"`
	Budgets   []int          `json:"budgets"`
	Corpora   []corpusResult `json:"corpora"`
	Totals    []total        `json:"totals"`
	Notes     []string       `json:"notes"`
}

// corpusResult is one corpus: its tasks' outcomes and the counts per budget.
type corpusResult struct {
	Name    string       `json:"name"`
	HeldOut bool         `json:"held_out"`
	Source  string       `json:"source,omitempty"`
	Rows    []row        `json:"rows"`
	Tasks   []taskResult `json:"tasks"`
	// Truth is the map's symbol coverage and the ranking overlap against
	// the corpus' precise index; nil when there is none.
	Truth *truthScores `json:"truth"`
	// Budget is what the maps state of their own size.
	Budget budgetCheck `json:"budget_check"`
}

// row is one corpus (or total) at one budget.
type row struct {
	Budget int `json:"budget"`
	Tasks  int `json:"tasks"`
	// Without --focus: one map per corpus and budget.
	Hits     int `json:"hits"`
	FileHits int `json:"file_hits"`
	// With --focus on each task's focus file.
	FocusHits     int `json:"focus_hits"`
	FocusFileHits int `json:"focus_file_hits"`
	// FocusShown counts the focused maps that list their focus file.
	FocusShown int `json:"focus_shown"`
}

// taskResult is one task's outcome in every map rendered for it.
type taskResult struct {
	task
	Outcomes []outcome `json:"outcomes"`
}

// outcome is what one map showed for a task.
type outcome struct {
	Budget  int    `json:"budget"`
	Focused bool   `json:"focused"`
	Shown   string `json:"shown"` // shownHit, shownFile, shownAbsent
	// Target is the target shown, for a hit.
	Target string `json:"target,omitempty"`
	// FocusShown: the focused map lists the focus file.
	FocusShown bool `json:"focus_shown,omitempty"`
}

// truthScores are the existing quality metrics of bench/eval beside the
// task hits: the symbol coverage of the map without focus at one budget
// and the overlap of soulindex's file ranking (graph.json) with the truth's.
type truthScores struct {
	Truth       string   `json:"truth"`
	Budget      int      `json:"budget"`
	Coverage25  *float64 `json:"coverage_at_25"`
	Coverage100 *float64 `json:"coverage_at_100"`
	Overlap10   *float64 `json:"overlap_at_10"`
	Overlap20   *float64 `json:"overlap_at_20"`
}

// total sums rows over a group of corpora.
type total struct {
	Group   string `json:"group"` // all, tuned, held-out
	Corpora int    `json:"corpora"`
	row
}

// tally counts the outcomes of a corpus's tasks into one row per budget.
func tally(budgets []int, tasks []taskResult) []row {
	rows := make([]row, len(budgets))
	for i, b := range budgets {
		rows[i].Budget = b
		rows[i].Tasks = len(tasks)
		for _, t := range tasks {
			for _, o := range t.Outcomes {
				if o.Budget != b {
					continue
				}
				hit, file := o.Shown == shownHit, o.Shown != shownAbsent
				r := &rows[i]
				if o.Focused {
					r.FocusHits += b2i(hit)
					r.FocusFileHits += b2i(file)
					r.FocusShown += b2i(o.FocusShown)
				} else {
					r.Hits += b2i(hit)
					r.FileHits += b2i(file)
				}
			}
		}
	}
	return rows
}

// totals sums the corpora's rows per budget over all corpora, the tuned
// ones and the held-out ones (a group with no corpus is left out).
func totals(budgets []int, corpora []corpusResult) []total {
	var out []total
	for _, g := range []string{"all", "tuned", "held-out"} {
		for i, b := range budgets {
			t := total{Group: g, row: row{Budget: b}}
			for _, c := range corpora {
				if (g == "tuned" && c.HeldOut) || (g == "held-out" && !c.HeldOut) {
					continue
				}
				t.Corpora++
				r := c.Rows[i]
				t.Tasks += r.Tasks
				t.Hits += r.Hits
				t.FileHits += r.FileHits
				t.FocusHits += r.FocusHits
				t.FocusFileHits += r.FocusFileHits
				t.FocusShown += r.FocusShown
			}
			if t.Corpora > 0 {
				out = append(out, t)
			}
		}
	}
	return out
}

// writeMarkdown writes the table (and, with misses, every miss).
func writeMarkdown(w io.Writer, r *report, misses bool) error {
	var b strings.Builder
	fmt.Fprintf(&b, "Agent tasks: soulindex %s (%s), %s\n\n", r.Version, r.Soulindex, r.Date)
	b.WriteString("| corpus | held-out | budget | tasks | hits | file hits | hits with focus | file hits with focus | focus file shown | coverage@25 | coverage@100 | overlap@10 | overlap@20 |\n")
	b.WriteString("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, c := range r.Corpora {
		for _, rw := range c.Rows {
			cov25, cov100, ov10, ov20 := "—", "—", "—", "—"
			if t := c.Truth; t != nil && t.Budget == rw.Budget {
				cov25, cov100, ov10, ov20 = share(t.Coverage25), share(t.Coverage100), share(t.Overlap10), share(t.Overlap20)
			}
			fmt.Fprintf(&b, "| %s | %s | %d | %d | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n",
				c.Name, yesNo(c.HeldOut), rw.Budget, rw.Tasks,
				frac(rw.Hits, rw.Tasks), frac(rw.FileHits, rw.Tasks),
				frac(rw.FocusHits, rw.Tasks), frac(rw.FocusFileHits, rw.Tasks), frac(rw.FocusShown, rw.Tasks),
				cov25, cov100, ov10, ov20)
		}
	}
	for _, t := range r.Totals {
		fmt.Fprintf(&b, "| **%s** (%d corpora) | | %d | %d | %s | %s | %s | %s | %s | | | | |\n",
			t.Group, t.Corpora, t.Budget, t.Tasks,
			frac(t.Hits, t.Tasks), frac(t.FileHits, t.Tasks),
			frac(t.FocusHits, t.Tasks), frac(t.FocusFileHits, t.Tasks), frac(t.FocusShown, t.Tasks))
	}
	b.WriteString("\n")
	for _, n := range r.Notes {
		fmt.Fprintf(&b, "- %s\n", n)
	}
	if misses {
		writeMisses(&b, r)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// writeMisses lists every outcome short of a hit, per corpus.
func writeMisses(b *strings.Builder, r *report) {
	b.WriteString("\nMisses (what the map showed for the target files: absent, or the file only):\n\n")
	b.WriteString("| task | budget | focus | shown | focus file shown | targets | task description |\n")
	b.WriteString("|---|---:|---|---|---|---|---|\n")
	n := 0
	for _, c := range r.Corpora {
		for _, t := range c.Tasks {
			for _, o := range t.Outcomes {
				if o.Shown == shownHit {
					continue
				}
				n++
				focus, shown := "—", "—"
				if o.Focused {
					focus, shown = t.Focus, yesNo(o.FocusShown)
				}
				kind := "file only"
				if o.Shown == shownAbsent {
					kind = "absent"
				}
				tg := make([]string, len(t.Targets))
				for i, x := range t.Targets {
					tg[i] = x.String()
				}
				fmt.Fprintf(b, "| %s | %d | %s | %s | %s | %s | %s |\n", t.ID, o.Budget, cell(focus), kind, shown,
					cell(strings.Join(tg, " ")), cell(t.Task))
			}
		}
	}
	if n == 0 {
		b.WriteString("| none | | | | | | |\n")
	}
}

// sortOutcomes orders a task's outcomes by budget, unfocused first.
func sortOutcomes(os []outcome) {
	slices.SortFunc(os, func(a, b outcome) int {
		if a.Budget != b.Budget {
			return a.Budget - b.Budget
		}
		return b2i(a.Focused) - b2i(b.Focused)
	})
}

func frac(n, of int) string {
	if of == 0 {
		return "—"
	}
	return fmt.Sprintf("%d/%d (%d%%)", n, of, (200*n+of)/(2*of))
}

func share(p *float64) string {
	if p == nil {
		return "—"
	}
	return fmt.Sprintf("%.2f", *p)
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// cell escapes a table cell's pipes.
func cell(s string) string { return strings.ReplaceAll(s, "|", `\|`) }

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
