package query

import (
	"context"
	"path"
	"sort"
	"strings"

	"github.com/sourcegraph/scip/bindings/go/scip"
)

// SymbolHit is one result of `soulindex symbols`.
type SymbolHit struct {
	Name      string `json:"name"`
	Kind      string `json:"kind"`
	Language  string `json:"language"`
	Path      string `json:"path"`
	Line      int32  `json:"line"`
	Column    int32  `json:"column"`
	Signature string `json:"signature,omitempty"`
	Symbol    string `json:"symbol"`
	// Match is how the name matched: exact, prefix, substring or fuzzy.
	Match string `json:"match"`
	score int
}

// Match classes, best first.
const (
	matchExact = iota
	matchPrefix
	matchSubstring
	matchFuzzy
	matchNone
)

var matchNames = [...]string{"exact", "prefix", "substring", "fuzzy"}

// classify ranks how name matches query: exact > prefix > substring >
// fuzzy (query's letters in order), case-insensitively; a case-exact
// match sorts before a case-insensitive one of the same class.
func classify(name, query string) (class int, caseExact bool) {
	ln, lq := strings.ToLower(name), strings.ToLower(query)
	switch {
	case ln == lq:
		return matchExact, name == query
	case strings.HasPrefix(ln, lq):
		return matchPrefix, strings.HasPrefix(name, query)
	case strings.Contains(ln, lq):
		return matchSubstring, strings.Contains(name, query)
	}
	i := 0
	for j := 0; j < len(ln) && i < len(lq); j++ {
		if ln[j] == lq[i] {
			i++
		}
	}
	if i == len(lq) && len(lq) > 0 {
		return matchFuzzy, false
	}
	return matchNone, false
}

// Filter narrows a symbol search; empty fields keep everything.
type Filter struct {
	// Kind is a SCIP kind (function, method, class, ...), Language a
	// document language (Go, Python, ...), both case-insensitive.
	Kind, Language string
	// Path is a glob on the whole path (path.Match syntax) or a directory.
	Path string
}

// Symbols searches the names of the definitions in the SCIP index at
// index for query: better matches first, then shorter names, then path
// order; at most limit hits (0: all).
func Symbols(ctx context.Context, index Index, dir, query string, f Filter, limit int) ([]SymbolHit, error) {
	var hits []SymbolHit
	keep := func(d *scip.Document, si *scip.SymbolInformation) bool {
		if f.Language != "" && !strings.EqualFold(d.Language, f.Language) ||
			f.Path != "" && !pathMatches(f.Path, d.RelativePath) ||
			f.Kind != "" && !strings.EqualFold(si.Kind.String(), f.Kind) {
			return false
		}
		c, _ := classify(si.DisplayName, query)
		return c != matchNone
	}
	err := scanDefinitions(ctx, index, dir, keep, func(d *scip.Document, si *scip.SymbolInformation, o *scip.Occurrence) {
		class, caseExact := classify(si.DisplayName, query)
		h := SymbolHit{Name: si.DisplayName, Kind: strings.ToLower(si.Kind.String()), Language: d.Language,
			Path: d.RelativePath, Line: o.Range[0] + 1, Column: o.Range[1] + 1, Symbol: si.Symbol,
			Signature: si.GetSignatureDocumentation().GetText(), Match: matchNames[class], score: class * 2}
		if !caseExact {
			h.score++
		}
		hits = append(hits, h)
	})
	if err != nil {
		return nil, err
	}
	// Stable and deterministic.
	sort.SliceStable(hits, func(i, j int) bool {
		a, b := hits[i], hits[j]
		if a.score != b.score {
			return a.score < b.score
		}
		if len(a.Name) != len(b.Name) {
			return len(a.Name) < len(b.Name)
		}
		if a.Path != b.Path {
			return a.Path < b.Path
		}
		return a.Line < b.Line
	})
	if limit > 0 && len(hits) > limit {
		hits = hits[:limit]
	}
	return hits, nil
}

// pathMatches accepts a glob on the whole path, or a directory prefix.
func pathMatches(pattern, p string) bool {
	if ok, err := path.Match(pattern, p); err == nil && ok {
		return true
	}
	dir := strings.TrimSuffix(pattern, "/")
	return p == dir || strings.HasPrefix(p, dir+"/")
}
