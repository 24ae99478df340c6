package eval

import (
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/sourcegraph/scip/bindings/go/scip"
	"google.golang.org/protobuf/proto"
)

// RelationScore compares the implementation relationships of a candidate
// index with a truth's, per kind of subject (a type or a member, as the
// truth's symbol descriptor says). A relationship counts when both of its
// ends are definitions both indexes have (matched by file, line and
// column, or by name on the line): the others are counted apart.
type RelationScore struct {
	Kind string `json:"kind"` // "type" or "member"
	// Truth counts the truth's matched relationships, Found those the
	// candidate has too; Candidate the candidate's matched ones, Correct
	// those the truth has too.
	Truth, Found, Candidate, Correct int
	Recall, Precision                *float64
	// Unmatched: relationships whose ends one side does not define.
	TruthUnmatched, CandidateUnmatched int
	Missed, Wrong                      []string
}

// relIndex is what the comparison needs of one index: definition sites
// and implementation relationships.
type relIndex struct {
	defAt  map[string]string   // path:line:col → symbol
	onLine map[string][]string // path:line → symbols defined there
	siteOf map[string]string   // symbol → path:line:col of its first definition
	rels   [][2]string         // symbol → related symbol (is_implementation)
}

func loadRelIndex(path string, stripPrefix string) (*relIndex, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, 4<<30))
	if err != nil {
		return nil, err
	}
	var idx scip.Index
	if err := proto.Unmarshal(data, &idx); err != nil {
		return nil, fmt.Errorf("decode %s: %w", path, err)
	}
	x := &relIndex{defAt: map[string]string{}, onLine: map[string][]string{}, siteOf: map[string]string{}}
	for _, d := range idx.Documents {
		p := strings.TrimPrefix(normPath(d.RelativePath), stripPrefix)
		for _, o := range d.Occurrences {
			if o.SymbolRoles&int32(scip.SymbolRole_Definition) == 0 || scip.IsLocalSymbol(o.Symbol) || len(o.Range) < 3 {
				continue
			}
			site := fmt.Sprintf("%s:%d:%d", p, o.Range[0], o.Range[1])
			line := fmt.Sprintf("%s:%d", p, o.Range[0])
			x.defAt[site] = o.Symbol
			x.onLine[line] = append(x.onLine[line], o.Symbol)
			if _, ok := x.siteOf[o.Symbol]; !ok {
				x.siteOf[o.Symbol] = site
			}
		}
		for _, si := range d.Symbols {
			for _, r := range si.Relationships {
				if r.IsImplementation {
					x.rels = append(x.rels, [2]string{si.Symbol, r.Symbol})
				}
			}
		}
	}
	return x, nil
}

// counterpart maps a symbol of from to the symbol other defines at the
// same place: same column, else the only one of that line with the same
// last descriptor name.
func counterpart(sym string, from, other *relIndex) (string, bool) {
	site, ok := from.siteOf[sym]
	if !ok {
		return "", false
	}
	if s, ok := other.defAt[site]; ok {
		return s, true
	}
	line := site[:strings.LastIndexByte(site, ':')]
	name := lastName(sym)
	var hit []string
	for _, s := range other.onLine[line] {
		if lastName(s) == name {
			hit = append(hit, s)
		}
	}
	if len(hit) == 1 {
		return hit[0], true
	}
	return "", false
}

// lastName is a symbol's last descriptor's name.
func lastName(sym string) string {
	s := strings.TrimRight(sym, ".#/:()")
	if strings.HasSuffix(s, "`") {
		s = s[:len(s)-1]
		return s[strings.LastIndexByte(s, '`')+1:]
	}
	i := strings.LastIndexAny(s, "/#.` ")
	return s[i+1:]
}

// relKind: a member (method, field) or a type, by the descriptor the
// symbol ends with.
func relKind(sym string) string {
	if strings.HasSuffix(sym, "#") {
		return "type"
	}
	return "member"
}

// EvaluateRelations compares the implementation relationships of a
// candidate index with a truth's. stripCandidate is removed from the
// candidate's paths (when it was run on a parent directory).
func EvaluateRelations(candidatePath, truthPath, stripCandidate string) ([]RelationScore, error) {
	cand, err := loadRelIndex(candidatePath, stripCandidate)
	if err != nil {
		return nil, err
	}
	truth, err := loadRelIndex(truthPath, "")
	if err != nil {
		return nil, err
	}
	scores := map[string]*RelationScore{"type": {Kind: "type"}, "member": {Kind: "member"}}
	key := func(a, b string) string { return a + "\x00" + b }
	truthSet, candSet := map[string]bool{}, map[string]bool{}
	for _, r := range truth.rels {
		truthSet[key(r[0], r[1])] = true
	}
	for _, r := range cand.rels {
		candSet[key(r[0], r[1])] = true
	}
	done := map[string]bool{}
	for _, r := range truth.rels {
		k := key(r[0], r[1])
		if done[k] {
			continue // scip-go repeats some
		}
		done[k] = true
		sc := scores[relKind(r[0])]
		a, ok1 := counterpart(r[0], truth, cand)
		b, ok2 := counterpart(r[1], truth, cand)
		if !ok1 || !ok2 {
			sc.TruthUnmatched++
			continue
		}
		sc.Truth++
		if candSet[key(a, b)] {
			sc.Found++
		} else if len(sc.Missed) < 15 {
			sc.Missed = append(sc.Missed, truth.siteOf[r[0]]+" "+lastName(r[0])+" -> "+truth.siteOf[r[1]]+" "+lastName(r[1]))
		}
	}
	done = map[string]bool{}
	for _, r := range cand.rels {
		k := key(r[0], r[1])
		if done[k] {
			continue
		}
		done[k] = true
		a, ok1 := counterpart(r[0], cand, truth)
		b, ok2 := counterpart(r[1], cand, truth)
		sc := scores["member"]
		if ok1 {
			sc = scores[relKind(a)]
		} else if strings.HasSuffix(r[0], "#") {
			sc = scores["type"]
		}
		if !ok1 || !ok2 {
			sc.CandidateUnmatched++
			continue
		}
		sc.Candidate++
		if truthSet[key(a, b)] {
			sc.Correct++
		} else if len(sc.Wrong) < 15 {
			sc.Wrong = append(sc.Wrong, cand.siteOf[r[0]]+" "+lastName(r[0])+" -> "+cand.siteOf[r[1]]+" "+lastName(r[1]))
		}
	}
	var out []RelationScore
	for _, k := range []string{"type", "member"} {
		sc := scores[k]
		sc.Recall, sc.Precision = ratio(sc.Found, sc.Truth), ratio(sc.Correct, sc.Candidate)
		out = append(out, *sc)
	}
	sort.SliceStable(out, func(a, b int) bool { return out[a].Kind > out[b].Kind })
	return out, nil
}

// WriteRelationTable writes the scores as Markdown rows (header once).
func WriteRelationTable(w io.Writer, corpus string, scores []RelationScore, header bool) {
	if header {
		fmt.Fprintf(w, "| corpus | relationships of | truth | found | recall | soulindex | correct | precision | unmatched (truth / soulindex) |\n")
		fmt.Fprintf(w, "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n")
	}
	for _, s := range scores {
		fmt.Fprintf(w, "| %s | %ss | %d | %d | %s | %d | %d | %s | %d / %d |\n", corpus, s.Kind, s.Truth, s.Found, pct(s.Recall),
			s.Candidate, s.Correct, pct(s.Precision), s.TruthUnmatched, s.CandidateUnmatched)
	}
}
