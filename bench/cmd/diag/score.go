package main

import "sort"

// Loc is where an error is: findings of diag and of the checker match by
// file and line (their messages differ: the server and the command-line
// checker word the same error differently, and one line may hold several).
type Loc struct {
	File string `json:"file"`
	Line int    `json:"line"`
}

func locs(errs []Err) map[Loc]bool {
	m := map[Loc]bool{}
	for _, e := range errs {
		m[Loc{e.File, e.Line}] = true
	}
	return m
}

// newErrs is after minus before as multisets of (file, line, message):
// every edit keeps the other lines' numbers, so an error on an untouched
// line that did not change is the same error.
func newErrs(before, after []Err) []Err {
	type key struct {
		f   string
		l   int
		msg string
	}
	seen := map[key]int{}
	for _, e := range before {
		seen[key{e.File, e.Line, e.Msg}]++
	}
	var out []Err
	for _, e := range after {
		k := key{e.File, e.Line, e.Msg}
		if seen[k] > 0 {
			seen[k]--
			continue
		}
		out = append(out, e)
	}
	return out
}

// Score compares one diag run with the truth.
type Score struct {
	// Reported: distinct lines diag reported as new errors (new_errors and
	// cross_file_errors); Truth: distinct lines with new errors from the
	// checker; Hit: both.
	Reported int `json:"reported"`
	Truth    int `json:"truth"`
	Hit      int `json:"hit"`
	// CrossTruth and CrossHit: the same, for lines in files other than the
	// edited one.
	CrossTruth int `json:"cross_truth"`
	CrossHit   int `json:"cross_hit"`
	// PreExisting: lines diag reported as new that held an error before the
	// edit and hold no new one (an old error called new).
	PreExisting int `json:"pre_existing"`
	// FalsePositives and Missed list the lines behind precision and recall.
	FalsePositives []Loc `json:"false_positives,omitempty"`
	Missed         []Loc `json:"missed,omitempty"`
}

func score(editFile string, before, truthNew, reported []Err) Score {
	t, r, b := locs(truthNew), locs(reported), locs(before)
	s := Score{Reported: len(r), Truth: len(t)}
	for l := range t {
		cross := l.File != editFile
		if cross {
			s.CrossTruth++
		}
		if r[l] {
			s.Hit++
			if cross {
				s.CrossHit++
			}
		} else {
			s.Missed = append(s.Missed, l)
		}
	}
	for l := range r {
		if t[l] {
			continue
		}
		s.FalsePositives = append(s.FalsePositives, l)
		if b[l] {
			s.PreExisting++
		}
	}
	sortLocs(s.FalsePositives)
	sortLocs(s.Missed)
	return s
}

func sortLocs(ls []Loc) {
	sort.Slice(ls, func(i, j int) bool {
		if ls[i].File != ls[j].File {
			return ls[i].File < ls[j].File
		}
		return ls[i].Line < ls[j].Line
	})
}

// ratio is a/b, or -1 (printed n/a) when b is 0.
func ratio(a, b int) float64 {
	if b == 0 {
		return -1
	}
	return float64(a) / float64(b)
}

func (s Score) Precision() float64 { return ratio(s.Hit, s.Reported) }
func (s Score) Recall() float64    { return ratio(s.Hit, s.Truth) }
func (s Score) CrossRecall() float64 {
	return ratio(s.CrossHit, s.CrossTruth)
}
