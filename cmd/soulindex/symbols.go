package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
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
	f, err := os.Open(*index)
	if errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("no index at %s: run `soulindex index %s` first", *index, dir)
	}
	if err != nil {
		return err
	}
	defer f.Close()
	var hits []symbolHit
	v := scip.IndexVisitor{VisitDocument: func(_ context.Context, d *scip.Document) error {
		if *lang != "" && !strings.EqualFold(d.Language, *lang) {
			return nil
		}
		if *pathGlob != "" && !pathMatches(*pathGlob, d.RelativePath) {
			return nil
		}
		cands := map[string]*symbolHit{}
		for _, si := range d.Symbols {
			if *kind != "" && !strings.EqualFold(si.Kind.String(), *kind) {
				continue
			}
			class, caseExact := classify(si.DisplayName, query)
			if class == matchNone {
				continue
			}
			h := &symbolHit{Name: si.DisplayName, Kind: strings.ToLower(si.Kind.String()), Language: d.Language,
				Path: d.RelativePath, Symbol: si.Symbol, Match: matchNames[class], score: class * 2}
			if !caseExact {
				h.score++
			}
			if si.SignatureDocumentation != nil {
				h.Signature = si.SignatureDocumentation.Text
			}
			cands[si.Symbol] = h
		}
		for _, o := range d.Occurrences {
			if h := cands[o.Symbol]; h != nil && o.SymbolRoles&int32(scip.SymbolRole_Definition) != 0 && len(o.Range) >= 3 {
				hit := *h
				hit.Line, hit.Column = o.Range[0]+1, o.Range[1]+1
				hits = append(hits, hit)
			}
		}
		return nil
	}}
	if err := v.ParseStreaming(ctx, bufio.NewReaderSize(f, 1<<20)); err != nil {
		return fmt.Errorf("read %s: %w", *index, err)
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
