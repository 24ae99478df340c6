package eval

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
)

// UnusedChecked is one definition of `soulindex unused --json --explain`:
// its place and what soulindex made of it ("unused", "referenced", or
// the reason that kept it).
type UnusedChecked struct {
	Path     string `json:"path"`
	Line     int    `json:"line"`
	Column   int    `json:"column"`
	Name     string `json:"name"`
	Kind     string `json:"kind"`
	Language string `json:"language"`
	Status   string `json:"status"`
}

// UnusedReport is the part of `soulindex unused --json --explain` the
// evaluation reads.
type UnusedReport struct {
	Library bool            `json:"library"`
	Checked []UnusedChecked `json:"checked"`
}

// ReadUnused decodes `soulindex unused --json --explain` output.
func ReadUnused(r io.Reader) (*UnusedReport, error) {
	var rep UnusedReport
	if err := json.NewDecoder(io.LimitReader(r, 1<<30)).Decode(&rep); err != nil {
		return nil, fmt.Errorf("read unused report: %w", err)
	}
	return &rep, nil
}

// UnusedScore is the evaluation of one language's report against the
// truth: a definition is unused in the truth when no occurrence other
// than a definition names its symbol anywhere in the index.
type UnusedScore struct {
	Language string `json:"language"`
	// Reported counts the findings; Matched those whose definition the
	// truth has (same file, line and name); Correct those of them the
	// truth shows no reference to.
	Reported, Matched, Correct int
	Precision                  *float64 `json:"precision"`
	// InScope counts the checked definitions the truth shows unused
	// that no keep rule of the issue covers (status unused, referenced,
	// "name used" or "named in a string"); Recall is Correct over it.
	InScope int
	Recall  *float64 `json:"recall"`
	// Missed counts the in-scope truth-unused definitions by status:
	// why they were not reported.
	Missed map[string]int `json:"missed"`
	// MissedExamples lists some of them with their status (at most 20).
	MissedExamples []string `json:"missed_examples,omitempty"`
	// Kept counts truth-unused definitions kept by a rule of the issue
	// (entry points, tests, interface methods, API, …), by reason.
	Kept map[string]int `json:"kept"`
	// Wrong lists findings the truth shows used (at most 20).
	Wrong []string `json:"wrong,omitempty"`
	// Unmatched counts findings the truth has no definition for;
	// UnmatchedExamples lists them (at most 20).
	Unmatched         int
	UnmatchedExamples []string `json:"unmatched_examples,omitempty"`
}

// inScope: statuses that are no keep rule of the issue: what the graph or
// soulindex's own caution decided.
var inScope = map[string]bool{"unused": true, "referenced": true, "name used": true, "named in a string": true, "named where unparsed": true}

// EvaluateUnused scores a report against a truth index, per language.
// Paths are aligned as Evaluate aligns documents.
func EvaluateUnused(rep *UnusedReport, truth *Index) []UnusedScore {
	referenced := make([]bool, len(truth.syms))
	for _, d := range truth.Docs {
		for _, o := range d.Refs {
			referenced[o.Sym] = true
		}
	}
	var cand []string
	for _, c := range rep.Checked {
		cand = append(cand, normPath(c.Path))
	}
	align := AlignPaths(cand, docPaths(truth))
	scores := map[string]*UnusedScore{}
	for _, c := range rep.Checked {
		sc := scores[c.Language]
		if sc == nil {
			sc = &UnusedScore{Language: c.Language, Missed: map[string]int{}, Kept: map[string]int{}}
			scores[c.Language] = sc
		}
		if c.Status == "unused" {
			sc.Reported++
		}
		sym, ok := truthDefinition(truth, align, c)
		if !ok {
			if c.Status == "unused" {
				sc.Unmatched++
				if len(sc.UnmatchedExamples) < 20 {
					sc.UnmatchedExamples = append(sc.UnmatchedExamples, fmt.Sprintf("%s:%d:%d %s", c.Path, c.Line, c.Column, c.Name))
				}
			}
			continue
		}
		used := referenced[sym]
		switch {
		case c.Status == "unused":
			sc.Matched++
			if used {
				if len(sc.Wrong) < 20 {
					sc.Wrong = append(sc.Wrong, fmt.Sprintf("%s:%d %s (%s)", c.Path, c.Line, c.Name, truth.Symbol(sym)))
				}
			} else {
				sc.Correct++
				sc.InScope++
			}
		case used:
		case inScope[c.Status]:
			sc.InScope++
			sc.Missed[c.Status]++
			if len(sc.MissedExamples) < 20 {
				sc.MissedExamples = append(sc.MissedExamples, fmt.Sprintf("%s:%d %s (%s)", c.Path, c.Line, c.Name, c.Status))
			}
		default:
			sc.Kept[c.Status]++
		}
	}
	var out []UnusedScore
	for _, sc := range scores {
		sc.Precision = ratio(sc.Correct, sc.Matched)
		sc.Recall = ratio(sc.Correct, sc.InScope)
		out = append(out, *sc)
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Language < out[b].Language })
	return out
}

// truthDefinition finds the truth's symbol defined where c is: same file,
// same line, and the same start column or else the only definition of
// that line whose symbol ends in the name.
func truthDefinition(truth *Index, align PathAlignment, c UnusedChecked) (int32, bool) {
	p, ok := stripPrefix(normPath(c.Path), align.StripCandidate)
	if !ok {
		return 0, false
	}
	if align.StripTruth != "" {
		p = align.StripTruth + p
	}
	d := truth.Doc(p)
	if d == nil {
		return 0, false
	}
	line, col := int32(c.Line-1), int32(c.Column-1)
	i := sort.Search(len(d.Defs), func(i int) bool { return d.Defs[i].StartLine >= line })
	var byName []int32
	for ; i < len(d.Defs) && d.Defs[i].StartLine == line; i++ {
		o := d.Defs[i]
		if o.StartCol == col {
			return o.Sym, true
		}
		if lastName(truth.Symbol(o.Sym)) == c.Name {
			byName = append(byName, o.Sym)
		}
	}
	if len(byName) == 1 {
		return byName[0], true
	}
	return 0, false
}

// WriteUnusedTable writes the scores as a Markdown table.
func WriteUnusedTable(w io.Writer, corpus string, scores []UnusedScore) {
	fmt.Fprintf(w, "| corpus | language | reported | matched | correct | precision | truth-unused in scope | recall | missed (why) | kept by rule (truth-unused) |\n")
	fmt.Fprintf(w, "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |\n")
	for _, s := range scores {
		fmt.Fprintf(w, "| %s | %s | %d | %d | %d | %s | %d | %s | %s | %s |\n", corpus, s.Language, s.Reported, s.Matched,
			s.Correct, pct(s.Precision), s.InScope, pct(s.Recall), counts(s.Missed), counts(s.Kept))
	}
}

func counts(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s %d", k, m[k]))
	}
	return strings.Join(parts, ", ")
}
