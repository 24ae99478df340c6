package output

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/tiktoken-go/tokenizer"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/lspenrich"
	"github.com/soulindex/soulindex/refgraph"
)

// MapOptions shape the Soul Map.
type MapOptions struct {
	// Budget is the token limit of the whole map (0: DefaultBudget). The
	// map is never longer, counted with Tokenizer.
	Budget int
	// Tokenizer names the encoding: "o200k_base" (default) or "cl100k_base".
	Tokenizer string
	// Format is "md" (default), "xml" or "json".
	Format string
	// Rank orders the files (nil: the graph's score, PageRank blended with
	// dependents); a personalized rank for --focus/--changed goes here.
	Rank []float64
	// Enrichment, when set, gives server signatures and caller badges.
	Enrichment *lspenrich.Enrichment
}

// DefaultBudget is the token budget of a map when none is given.
const DefaultBudget = 4000

// maxSymbolsPerFile bounds the definitions listed under one file.
const maxSymbolsPerFile = 12

// Counter counts tokens.
type Counter interface {
	Count(string) (int, error)
}

// NewCounter returns the tokenizer of an encoding name.
func NewCounter(name string) (Counter, error) {
	enc := tokenizer.O200kBase
	switch name {
	case "", "o200k_base", "o200k":
	case "cl100k_base", "cl100k":
		enc = tokenizer.Cl100kBase
	default:
		return nil, fmt.Errorf("unknown tokenizer %q (want o200k_base or cl100k_base)", name)
	}
	c, err := tokenizer.Get(enc)
	if err != nil {
		return nil, fmt.Errorf("tokenizer %s: %w", enc, err)
	}
	return c, nil
}

// mapFile is one file of the map with its chosen definitions.
type mapFile struct {
	Path       string      `json:"path"`
	Dependents int         `json:"dependents"`
	Quality    string      `json:"quality,omitempty"`
	Symbols    []mapSymbol `json:"symbols,omitempty"`
	More       int         `json:"more,omitempty"`
}

type mapSymbol struct {
	Signature string `json:"signature"`
	Line      int    `json:"line"`
	In        string `json:"in,omitempty"`
	// Source is "lsp" when a language server gave the signature.
	Source      string   `json:"source,omitempty"`
	Callers     []string `json:"callers,omitempty"`
	MoreCallers int      `json:"more_callers,omitempty"`
}

// mapHead is everything before the ranked files.
type mapHead struct {
	Files       int      `json:"files"`
	Shown       int      `json:"shown"`
	Directories []string `json:"directories,omitempty"`
	EntryPoints []string `json:"entry_points,omitempty"`
	External    []string `json:"external_dependencies,omitempty"`
}

// WriteSoulMap renders the Soul Map: a legend, the directory tree, entry
// points, key external dependencies, then the files best-ranked first,
// each with its most used exported definitions, as many as the token
// budget allows. The same input always gives the same bytes.
func WriteSoulMap(w io.Writer, res *indexer.Result, g *refgraph.Graph, opts MapOptions) error {
	if opts.Budget <= 0 {
		opts.Budget = DefaultBudget
	}
	counter, err := NewCounter(opts.Tokenizer)
	if err != nil {
		return err
	}
	rank := opts.Rank
	if rank == nil && g != nil {
		rank = g.Score
	}
	// A file's entry costs at least its path and "(→N)": a few tokens. No
	// budget can show more files than that bound, so only those are built.
	files := rankedFiles(res, g, rank, opts.Budget/3+1, opts.Enrichment)
	head := mapHead{Files: len(res.Files), Directories: directories(res, 12), EntryPoints: entryPoints(res, rank, 6),
		External: externalDeps(res, g, 10)}
	render := func(h mapHead, n int) string {
		h.Shown = n
		switch opts.Format {
		case "json":
			return renderJSON(h, files[:n])
		case "xml":
			return renderXML(h, files[:n])
		}
		return renderMD(h, files[:n], opts.Enrichment != nil)
	}
	fits := func(s string) bool {
		c, err := counter.Count(s)
		return err == nil && c <= opts.Budget
	}
	// The head shrinks before files are dropped to nothing: external
	// dependencies go first, then the directory tree, then entry points.
	for !fits(render(head, 0)) {
		switch {
		case len(head.External) > 0:
			head.External = nil
		case len(head.Directories) > 0:
			head.Directories = nil
		case len(head.EntryPoints) > 0:
			head.EntryPoints = nil
		default:
			return fmt.Errorf("soul map: a budget of %d tokens cannot hold even the legend", opts.Budget)
		}
	}
	// The largest prefix of ranked files that fits: token counts grow
	// with the prefix, so a binary search finds it in log steps.
	lo, hi := 0, len(files)
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if fits(render(head, mid)) {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	bw := bufio.NewWriter(w)
	bw.WriteString(render(head, lo))
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("write soul map: %w", err)
	}
	return nil
}

// rankedFiles orders the files with definitions to show by rank (ties by
// path) and picks the definitions of the first limit of them.
func rankedFiles(res *indexer.Result, g *refgraph.Graph, rank []float64, limit int, e *lspenrich.Enrichment) []mapFile {
	symIn := symbolWeights(g, rank)
	order := make([]int, 0, len(res.Files))
	for i := range res.Files {
		order = append(order, i)
	}
	sort.SliceStable(order, func(a, b int) bool {
		ra, rb := 0.0, 0.0
		if rank != nil {
			ra, rb = rank[order[a]], rank[order[b]]
		}
		if ra != rb {
			return ra > rb
		}
		return res.Files[order[a]].Path < res.Files[order[b]].Path
	})
	var out []mapFile
	for _, i := range order {
		f := res.Files[i]
		mf := mapFile{Path: EncodePath(f.Path), Quality: strings.TrimSpace(quality(f))}
		if g != nil {
			mf.Dependents = g.Dependents[i]
		}
		var w []float64
		if symIn != nil {
			w = symIn[i]
		}
		mf.Symbols, mf.More = pickSymbols(f, w, func(k int, ms *mapSymbol) {
			if e == nil {
				return
			}
			facts := e.Facts(lspenrich.Key{File: int32(i), Symbol: int32(k)})
			var src lspenrich.Source
			ms.Signature, src = mapSignature(&f.Symbols[k], facts)
			ms.Source = string(src)
			ms.Callers, ms.MoreCallers = callerBadge(facts, g, rank)
		})
		if len(mf.Symbols) == 0 && mf.Dependents == 0 {
			continue
		}
		if out = append(out, mf); len(out) == limit {
			break
		}
	}
	return out
}

// symbolWeights sums, per definition, the rank of the files that use it
// (each file once per name): a symbol-level rank from the file ranks.
func symbolWeights(g *refgraph.Graph, rank []float64) [][]float64 {
	if g == nil || rank == nil {
		return nil
	}
	out := make([][]float64, len(g.Files))
	for i, f := range g.Files {
		out[i] = make([]float64, len(f.Symbols))
	}
	for i, nts := range g.Refs {
		for _, nt := range nts {
			for _, t := range nt.All() {
				if t.File != int32(i) {
					out[t.File][t.Symbol] += rank[i]
				}
			}
		}
	}
	return out
}

// pickSymbols chooses the definitions to list: public ones (internal when
// a file has none), the most used first, then in file order; package
// clauses and data-format keys below the top level are left out.
//
// enrich, when not nil, replaces a chosen definition's signature and adds
// its callers (a language server's facts).
func pickSymbols(f *extract.File, weight []float64, enrich func(k int, ms *mapSymbol)) ([]mapSymbol, int) {
	var cands []int
	for _, vis := range []extract.Visibility{extract.VisibilityPublic, extract.VisibilityInternal} {
		for k := range f.Symbols {
			s := &f.Symbols[k]
			if s.Visibility != vis && !(vis == extract.VisibilityPublic && s.Visibility == extract.VisibilityUnknown) {
				continue
			}
			if isDeclarationOnly(f, k) || (s.Kind == extract.KindKey || s.Kind == extract.KindSection) && s.Parent >= 0 {
				continue
			}
			cands = append(cands, k)
		}
		if len(cands) > 0 {
			break
		}
	}
	sort.SliceStable(cands, func(a, b int) bool {
		wa, wb := 0.0, 0.0
		if weight != nil {
			wa, wb = weight[cands[a]], weight[cands[b]]
		}
		if wa != wb {
			return wa > wb
		}
		return cands[a] < cands[b]
	})
	seen := map[string]bool{}
	var out []mapSymbol
	more := 0
	for _, k := range cands {
		s := &f.Symbols[k]
		sig := display(s)
		if seen[sig] {
			continue // several names of one declaration share its line
		}
		seen[sig] = true
		if len(out) == maxSymbolsPerFile {
			more++
			continue
		}
		ms := mapSymbol{Signature: sig, Line: int(s.NameRange.Start.Line) + 1}
		if enrich != nil {
			enrich(k, &ms)
			sig = ms.Signature
		}
		ms.In = containerLabel(s, sig)
		// Text from the repository (or a server) never adds a line.
		ms.Signature, ms.In = safeText(ms.Signature), safeText(ms.In)
		for c := range ms.Callers {
			ms.Callers[c] = safeText(ms.Callers[c])
		}
		out = append(out, ms)
	}
	return out, more
}
