package eval

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
)

// Report is everything one run measured: the truth and each candidate.
type Report struct {
	Truth      TruthInfo `json:"truth"`
	Candidates []*Result `json:"candidates"`
}

// TruthInfo describes the ground-truth index.
type TruthInfo struct {
	Name   string    `json:"name"`
	Tool   string    `json:"tool,omitempty"`
	Source string    `json:"source,omitempty"`
	Load   LoadStats `json:"load"`
}

// NewReport starts a report against truth.
func NewReport(truth *Index, source string) *Report {
	return &Report{Truth: TruthInfo{Name: truth.Name, Tool: truth.Tool, Source: source, Load: truth.Stats}}
}

// WriteJSON writes the report as indented JSON.
func (r *Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

func pct(p *float64) string {
	if p == nil {
		return "n/a"
	}
	return fmt.Sprintf("%.1f%%", *p*100)
}

func frac(p *float64, a, b int) string {
	if p == nil {
		return "n/a"
	}
	return fmt.Sprintf("%s (%d/%d)", pct(p), a, b)
}

// WriteMarkdown writes the summary table, the compared files, the per-kind
// tables and notes.
func (r *Report) WriteMarkdown(w io.Writer) error {
	var b strings.Builder
	title := r.Truth.Name
	if r.Truth.Tool != "" && r.Truth.Tool != title {
		title += " (" + r.Truth.Tool + ")"
	}
	fmt.Fprintf(&b, "## Quality against %s\n\n", title)
	if r.Truth.Source != "" {
		fmt.Fprintf(&b, "Ground truth `%s`: %d documents, %d definitions, %d references of global symbols "+
			"(%d occurrences of local symbols ignored).\n\n",
			r.Truth.Source, r.Truth.Load.Documents, r.Truth.Load.Definitions, r.Truth.Load.References,
			r.Truth.Load.LocalOccurrences)
	}

	b.WriteString("| candidate | def recall | def recall, outline kinds | def precision | ref recall | ref precision | edge recall | edge precision | overlap@10 | overlap@20 |\n")
	b.WriteString("|---|---|---|---|---|---|---|---|---|---|\n")
	for _, c := range r.Candidates {
		cells := []string{c.Name,
			frac(c.Defs.Recall, c.Defs.RecallTP, c.Defs.RecallTP+c.Defs.FN),
			frac(c.OutlineDefs.Recall, c.OutlineDefs.RecallTP, c.OutlineDefs.RecallTP+c.OutlineDefs.FN),
			frac(c.Defs.Precision, c.Defs.PrecisionTP, c.Defs.PrecisionTP+c.Defs.FP)}
		if c.Refs != nil {
			cells = append(cells,
				frac(c.Refs.Recall, c.Refs.RecallTP, c.Refs.RecallTP+c.Refs.FN),
				frac(c.Refs.Precision, c.Refs.PrecisionTP, c.Refs.PrecisionTP+c.Refs.FP))
		} else {
			cells = append(cells, "n/a", "n/a")
		}
		if c.Edges != nil {
			cells = append(cells,
				frac(c.Edges.Recall, c.Edges.RecallTP, c.Edges.RecallTP+c.Edges.FN),
				frac(c.Edges.Precision, c.Edges.PrecisionTP, c.Edges.PrecisionTP+c.Edges.FP))
		} else {
			cells = append(cells, "n/a", "n/a")
		}
		for _, k := range []int{10, 20} {
			cell := "n/a"
			if c.Ranking != nil {
				for _, o := range c.Ranking.At {
					if o.K == k {
						cell = frac(o.Overlap, o.Hits, o.Of)
					}
				}
			}
			cells = append(cells, cell)
		}
		b.WriteString("| " + strings.Join(cells, " | ") + " |\n")
	}

	for _, c := range r.Candidates {
		if e := c.EnrichedRefs; e != nil {
			fmt.Fprintf(&b, "\n%s, references of the %d symbols a language server enriched (%d defined in compared files, %d mapped to the truth): recall %s, precision %s.\n",
				c.Name, e.Symbols, e.Defined, e.Mapped,
				frac(e.Recall, e.RecallTP, e.RecallTP+e.FN), frac(e.Precision, e.PrecisionTP, e.PrecisionTP+e.FP))
		}
	}
	b.WriteString("\nOnly files present in both indexes are compared; the rest is left out and counted here.\n\n")
	b.WriteString("| candidate | compared files | truth-only files (defs) | candidate-only files (defs) | path prefix stripped |\n")
	b.WriteString("|---|---|---|---|---|\n")
	for _, c := range r.Candidates {
		strip := "none"
		switch {
		case c.Align.StripCandidate != "":
			strip = "candidate `" + c.Align.StripCandidate + "`"
		case c.Align.StripTruth != "":
			strip = "truth `" + c.Align.StripTruth + "`"
		}
		f := c.Files
		fmt.Fprintf(&b, "| %s | %d | %d (%d) | %d (%d) | %s |\n", c.Name, f.CommonFiles,
			f.TruthOnlyFiles, f.TruthDefsExcluded, f.CandidateOnlyFiles, f.CandidateDefsExcluded, strip)
	}

	r.crossFileTable(&b)
	r.externalTable(&b)
	r.mapTable(&b)
	r.kindTables(&b)

	b.WriteString("\n### Notes\n\n")
	for _, c := range r.Candidates {
		fmt.Fprintf(&b, "- **%s**: ", c.Name)
		var notes []string
		m := c.Mapping
		notes = append(notes, fmt.Sprintf("%d of %d candidate symbols defined in compared files map to a truth symbol (%d ambiguous)",
			m.Mapped, m.CandidateSymbols, m.Ambiguous))
		if c.Refs != nil {
			notes = append(notes, fmt.Sprintf("references not counted: %d truth references to symbols defined outside the compared files, "+
				"%d candidate references to symbols it does not define there; %d counted candidate references have an unmapped symbol",
				c.Refs.TruthRefsUnresolvable, c.Refs.CandidateRefsUnresolvable, c.Refs.CandidateRefsUnmapped))
		} else {
			notes = append(notes, "references n/a: "+c.RefsNA)
		}
		if c.Edges != nil {
			notes = append(notes, fmt.Sprintf("%d truth edges, %d candidate edges", c.Edges.TruthEdges, c.Edges.CandidateEdges))
		}
		if c.Ranking != nil {
			notes = append(notes, fmt.Sprintf("ranking: %d ranked compared files, %d ranked paths unknown, %d truth files referenced",
				c.Ranking.RankedFiles, c.Ranking.UnknownFiles, c.Ranking.TruthRanked))
		} else {
			notes = append(notes, "ranking n/a: "+c.RankingNA)
		}
		notes = append(notes, c.Notes...)
		b.WriteString(strings.Join(notes, "; ") + ".\n")
	}

	for _, c := range r.Candidates {
		e := c.Examples
		if len(e.MissedDefs)+len(e.ExtraDefs)+len(e.MissedRefs)+len(e.ExtraRefs)+
			len(e.MissedCrossFileRefs)+len(e.ExtraCrossFileRefs)+len(c.Mapping.AmbiguousSample) == 0 {
			continue
		}
		fmt.Fprintf(&b, "\n<details><summary>%s: examples of disagreements</summary>\n\n", c.Name)
		for _, s := range []struct {
			title string
			items []string
		}{{"missed definitions", e.MissedDefs}, {"extra definitions", e.ExtraDefs},
			{"missed references", e.MissedRefs}, {"extra references", e.ExtraRefs},
			{"missed cross-file references", e.MissedCrossFileRefs}, {"extra cross-file references", e.ExtraCrossFileRefs},
			{"ambiguous symbol mappings", c.Mapping.AmbiguousSample}} {
			if len(s.items) == 0 {
				continue
			}
			fmt.Fprintf(&b, "%s:\n\n", s.title)
			for _, it := range s.items {
				fmt.Fprintf(&b, "- %s\n", codeSpan(it))
			}
			b.WriteString("\n")
		}
		b.WriteString("</details>\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// candidatesWith lists the candidates that have a metric.
func (r *Report) candidatesWith(has func(*Result) bool) []*Result {
	var cs []*Result
	for _, c := range r.Candidates {
		if has(c) {
			cs = append(cs, c)
		}
	}
	return cs
}

// externalTable writes the scores of references into dependencies of the
// candidates that have references, nothing when none has: overall, then
// by package.
func (r *Report) externalTable(b *strings.Builder) {
	cs := r.candidatesWith(func(c *Result) bool { return c.ExternalRefs != nil })
	if len(cs) == 0 {
		return
	}
	b.WriteString("\n### References into dependencies\n\n")
	b.WriteString("References whose symbol its own index defines nowhere (the standard library, modules, packages), " +
		"counted only at exactly the truth's range with exactly the truth's symbol string. " +
		"Recall by the truth's packages, precision by the candidate's.\n\n")
	b.WriteString("| candidate | package | recall | precision |\n|---|---|---|---|\n")
	for _, c := range cs {
		e := c.ExternalRefs
		fmt.Fprintf(b, "| %s | all (%d at a truth range with another symbol) | %s | %s |\n", c.Name, e.WrongSymbol,
			frac(e.Recall, e.RecallTP, e.RecallTP+e.FN), frac(e.Precision, e.PrecisionTP, e.PrecisionTP+e.FP))
		for _, p := range e.ByPackage {
			fmt.Fprintf(b, "| %s | %s | %s | %s |\n", c.Name, codeSpan(p.Package),
				frac(p.Recall, p.RecallTP, p.RecallTP+p.FN), frac(p.Precision, p.PrecisionTP, p.PrecisionTP+p.FP))
		}
	}
	for _, c := range cs {
		e := c.ExternalRefs
		if len(e.Missed)+len(e.Extra) == 0 {
			continue
		}
		fmt.Fprintf(b, "\n<details><summary>%s: references into dependencies missed and extra</summary>\n\n", c.Name)
		for _, s := range []struct {
			title string
			items []string
		}{{"missed", e.Missed}, {"extra", e.Extra}} {
			if len(s.items) == 0 {
				continue
			}
			fmt.Fprintf(b, "%s:\n\n", s.title)
			for _, it := range s.items {
				fmt.Fprintf(b, "- %s\n", codeSpan(it))
			}
			b.WriteString("\n")
		}
		b.WriteString("</details>\n")
	}
}

// crossFileTable writes the cross-file reference scores of the candidates
// that have references, nothing when none has.
func (r *Report) crossFileTable(b *strings.Builder) {
	cs := r.candidatesWith(func(c *Result) bool { return c.CrossFileRefs != nil })
	if len(cs) == 0 {
		return
	}
	b.WriteString("\n### Cross-file references\n\n")
	b.WriteString("References to a symbol defined in another compared file (namespace and module symbols left out), " +
		"by form: member (the symbol is a method, field, property or enum member), qualified (after `.`, `::`, `->` or `?.`), " +
		"unqualified (the rest). Recall by the truth's symbols and kinds, precision by the candidate's.\n\n")
	b.WriteString("| form")
	for _, c := range cs {
		fmt.Fprintf(b, " | %s recall | %s precision", c.Name, c.Name)
	}
	b.WriteString(" |\n|---")
	for range cs {
		b.WriteString("|---|---")
	}
	b.WriteString("|\n")
	cells := func(s Score) string {
		return frac(s.Recall, s.RecallTP, s.RecallTP+s.FN) + " | " + frac(s.Precision, s.PrecisionTP, s.PrecisionTP+s.FP)
	}
	b.WriteString("| all cross-file")
	for _, c := range cs {
		b.WriteString(" | " + cells(c.CrossFileRefs.All))
	}
	b.WriteString(" |\n")
	for i, f := range cs[0].CrossFileRefs.ByForm {
		b.WriteString("| " + f.Form)
		for _, c := range cs {
			b.WriteString(" | " + cells(c.CrossFileRefs.ByForm[i].Score))
		}
		b.WriteString(" |\n")
	}
	for _, c := range cs {
		cf := c.CrossFileRefs
		switch {
		case cf.TextNA != "":
			fmt.Fprintf(b, "\n%s: forms by kind only (%s): qualified references are counted as unqualified.\n", c.Name, cf.TextNA)
		case cf.FilesUnread > 0 || cf.RefsWithoutText > 0:
			fmt.Fprintf(b, "\n%s: files read for forms: %d, unread: %d", c.Name, cf.FilesRead, cf.FilesUnread)
			for i, u := range cf.UnreadSample {
				sep := ", "
				if i == 0 {
					sep = " ("
				}
				fmt.Fprintf(b, "%s%q", sep, u) // quoted: paths may hold anything
			}
			if len(cf.UnreadSample) > 0 {
				b.WriteString(")")
			}
			fmt.Fprintf(b, "; %d non-member references without text counted as unqualified.\n", cf.RefsWithoutText)
		}
		if cf.ParameterRefs > 0 {
			fmt.Fprintf(b, "\n%s: %d truth references to parameters (keyword arguments) left out.\n", c.Name, cf.ParameterRefs)
		}
	}
}

func (r *Report) kindTables(b *strings.Builder) {
	header := func(first string) {
		b.WriteString("| " + first)
		for _, c := range r.Candidates {
			b.WriteString(" | " + c.Name)
		}
		b.WriteString(" |\n|---")
		for range r.Candidates {
			b.WriteString("|---")
		}
		b.WriteString("|\n")
	}

	b.WriteString("\n### Definition recall by truth kind\n\n")
	header("truth kind")
	kinds := map[string]bool{}
	for _, c := range r.Candidates {
		for _, k := range c.DefsByTruthKind {
			kinds[k.Kind] = true
		}
	}
	for _, k := range sortedKeys(kinds) {
		b.WriteString("| " + k)
		for _, c := range r.Candidates {
			cell := "–"
			for _, kr := range c.DefsByTruthKind {
				if kr.Kind == k {
					cell = frac(kr.Recall, kr.TP, kr.TP+kr.FN)
				}
			}
			b.WriteString(" | " + cell)
		}
		b.WriteString(" |\n")
	}

	b.WriteString("\n### Definition precision by candidate kind\n\n")
	header("candidate kind")
	kinds = map[string]bool{}
	for _, c := range r.Candidates {
		for _, k := range c.DefsByCandidateKind {
			kinds[k.Kind] = true
		}
	}
	for _, k := range sortedKeys(kinds) {
		b.WriteString("| " + k)
		for _, c := range r.Candidates {
			cell := "–"
			for _, kp := range c.DefsByCandidateKind {
				if kp.Kind == k {
					cell = frac(kp.Precision, kp.TP, kp.TP+kp.FP)
				}
			}
			b.WriteString(" | " + cell)
		}
		b.WriteString(" |\n")
	}
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// codeSpan quotes s as Markdown code even when it holds backticks (SCIP
// escapes names with them).
func codeSpan(s string) string {
	fence := "`"
	for strings.Contains(s, fence) {
		fence += "`"
	}
	if strings.Contains(s, "`") {
		return fence + " " + s + " " + fence
	}
	return fence + s + fence
}

// mapTable reports the symbol coverage of the Soul Maps given.
func (r *Report) mapTable(b *strings.Builder) {
	header := false
	for _, c := range r.Candidates {
		for _, m := range c.Maps {
			if !header {
				b.WriteString("\nSoul Map symbol coverage: of the truth's K definitions used from the most other files, the share the map shows (by file and line).\n\n")
				b.WriteString("| candidate | map | files | symbols | top 10 | top 25 | top 100 |\n|---|---|---|---|---|---|---|\n")
				header = true
			}
			cells := []string{c.Name, "`" + m.Source + "`", fmt.Sprint(m.Files), fmt.Sprint(m.Symbols)}
			for _, k := range []int{10, 25, 100} {
				cell := "n/a"
				for _, a := range m.At {
					if a.K == k {
						cell = frac(a.Share, a.Hits, a.Of)
					}
				}
				cells = append(cells, cell)
			}
			b.WriteString("| " + strings.Join(cells, " | ") + " |\n")
		}
	}
}
