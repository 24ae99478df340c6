package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/sourcegraph/scip/bindings/go/scip"
)

// symbolHit is one result of `soulindex symbols`.
type symbolHit struct {
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

// cmdSymbols searches the names of the index's definitions.
func cmdSymbols(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	flags := flag.NewFlagSet("symbols", flag.ContinueOnError)
	index := flags.String("index", "", "SCIP index to read (default DIR/.soulindex/index.scip)")
	kind := flags.String("kind", "", "only this SCIP kind (function, method, class, struct, ...)")
	lang := flags.String("lang", "", "only this language (as in the index: Go, Python, TypeScript, ...)")
	pathGlob := flags.String("path", "", "only files matching this glob (path.Match syntax) or under this directory")
	limit := flags.Int("limit", 50, "at most this many results (0: all)")
	asJSON := flags.Bool("json", false, "print JSON")
	pos, err := parseInterspersed(flags, args, stdout)
	if err != nil {
		return err
	}
	if len(pos) < 1 || len(pos) > 2 || pos[0] == "" {
		return usagef("symbols takes a query and an optional directory")
	}
	query, dir := pos[0], "."
	if len(pos) == 2 {
		dir = pos[1]
	}
	if *index == "" {
		*index = filepath.Join(dir, ".soulindex", "index.scip")
	}
	var hits []symbolHit
	keep := func(d *scip.Document, si *scip.SymbolInformation) bool {
		if *lang != "" && !strings.EqualFold(d.Language, *lang) ||
			*pathGlob != "" && !pathMatches(*pathGlob, d.RelativePath) ||
			*kind != "" && !strings.EqualFold(si.Kind.String(), *kind) {
			return false
		}
		c, _ := classify(si.DisplayName, query)
		return c != matchNone
	}
	err = scanDefinitions(ctx, *index, dir, keep, func(d *scip.Document, si *scip.SymbolInformation, o *scip.Occurrence) {
		class, caseExact := classify(si.DisplayName, query)
		h := symbolHit{Name: si.DisplayName, Kind: strings.ToLower(si.Kind.String()), Language: d.Language,
			Path: d.RelativePath, Line: o.Range[0] + 1, Column: o.Range[1] + 1, Symbol: si.Symbol,
			Signature: si.GetSignatureDocumentation().GetText(), Match: matchNames[class], score: class * 2}
		if !caseExact {
			h.score++
		}
		hits = append(hits, h)
	})
	if err != nil {
		return err
	}
	// Better matches first, then shorter names, then path order: stable
	// and deterministic.
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
	if *limit > 0 && len(hits) > *limit {
		hits = hits[:*limit]
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if hits == nil {
			hits = []symbolHit{}
		}
		return enc.Encode(hits)
	}
	if len(hits) == 0 {
		return fmt.Errorf("no symbol matches %q", query)
	}
	bw := bufio.NewWriter(stdout)
	for _, h := range hits {
		fmt.Fprintf(bw, "%s:%d:%d: %s %s [%s]\n", h.Path, h.Line, h.Column, h.Kind, h.Signature, h.Match)
	}
	return bw.Flush()
}

// pathMatches accepts a glob on the whole path, or a directory prefix.
func pathMatches(pattern, p string) bool {
	if ok, err := path.Match(pattern, p); err == nil && ok {
		return true
	}
	dir := strings.TrimSuffix(pattern, "/")
	return p == dir || strings.HasPrefix(p, dir+"/")
}
