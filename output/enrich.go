package output

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/sourcegraph/scip/bindings/go/scip"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/lspenrich/model"
	"github.com/soulindex/soulindex/notice"
	"github.com/soulindex/soulindex/refgraph"
)

// How the outputs record where a fact came from (--lsp):
//
//   - SCIP: every SymbolInformation ends its documentation with an HTML
//     comment, invisible when the Markdown is rendered, naming the source
//     of each fact: "<!-- soulindex sources: signature=lsp
//     documentation=lsp references=lsp callers=lsp -->" (tree-sitter where
//     the server gave nothing). Diagnostics are scip.Diagnostic values,
//     only ever from a server.
//   - enrichment.json: per enriched symbol, "hover", "signature",
//     "references" and "callers" name their source.
//   - diagnostics.json: "source": "lsp" on every entry ("tool" is the
//     server's own label).
//   - graph.json: edges proven by server references carry the kind "lsp".
//   - Soul Map JSON: "source" on a definition whose signature the server gave.
const sourcesPrefix = "<!-- soulindex sources: "

// replacedSymbols names the definitions whose references a server answered:
// their heuristic reference occurrences are dropped everywhere.
func replacedSymbols(e *model.Enrichment, names *symbolTable) map[string]bool {
	if e == nil {
		return nil
	}
	out := map[string]bool{}
	for _, k := range e.Keys() {
		if e.Replaced(k) {
			out[names.sym(k.File, k.Symbol)] = true
		}
	}
	return out
}

// enrichDocument folds a server's facts into one document: the precise
// references replace the heuristic ones (for the replaced symbols, and at
// every range the server answered for), hover replaces the documentation
// and the signature the enrichment chose it for (SymbolFacts.Signature),
// every SymbolInformation records its sources, and
// diagnostics attach to the innermost occurrence holding their start.
func enrichDocument(doc *scip.Document, f *extract.File, fi int32, own []symName, names *symbolTable, e *model.Enrichment, replaced map[string]bool) {
	sites := e.RefsIn(fi)
	at := make(map[extract.Range]bool, len(sites))
	for _, s := range sites {
		at[s.Range] = true
	}
	kept := doc.Occurrences[:0]
	for _, o := range doc.Occurrences {
		if o.SymbolRoles&int32(scip.SymbolRole_Definition) == 0 && (replaced[o.Symbol] || at[fromSCIPRange(o.Range)]) {
			continue
		}
		kept = append(kept, o)
	}
	doc.Occurrences = kept
	for _, s := range sites {
		sym := names.sym(s.Target.File, s.Target.Symbol)
		if sym == "" || strings.HasPrefix(sym, "local ") {
			continue
		}
		role := int32(0)
		for k := range f.Imports {
			if f.Imports[k].Range.Contains(s.Range) {
				role = int32(scip.SymbolRole_Import)
				break
			}
		}
		doc.Occurrences = append(doc.Occurrences, &scip.Occurrence{Range: scipRange(s.Range), Symbol: sym, SymbolRoles: role})
	}

	infos := make(map[string]*scip.SymbolInformation, len(doc.Symbols))
	for _, si := range doc.Symbols {
		infos[si.Symbol] = si
	}
	done := map[string]bool{}
	for k := range f.Symbols {
		sym := own[k].sym
		si := infos[sym]
		if si == nil || done[sym] {
			continue
		}
		done[sym] = true
		facts := e.Facts(model.Key{File: fi, Symbol: int32(k)})
		src := factSources{sig: model.SourceTreeSitter, doc: model.SourceTreeSitter, refs: model.SourceTreeSitter}
		var docs []string
		if f.Symbols[k].Doc != "" {
			docs = []string{f.Symbols[k].Doc}
		}
		if facts != nil && facts.Signature != "" {
			si.SignatureDocumentation = &scip.Document{Language: doc.Language, Text: strings.ToValidUTF8(decorated(withSignature(&f.Symbols[k], facts)), "\uFFFD")}
			src.sig = model.SourceLSP
		}
		if facts != nil && facts.Hover != nil {
			if facts.Hover.Doc != "" {
				docs = []string{facts.Hover.Doc}
				src.doc = model.SourceLSP
			}
		}
		if facts != nil && facts.HasRefs {
			src.refs = model.SourceLSP
		}
		if facts != nil && facts.HasCallers {
			src.callers = model.SourceLSP
		}
		src.hasSig, src.hasDoc = si.SignatureDocumentation != nil, len(docs) > 0
		si.Documentation = append(docs, src.comment())
	}

	for _, d := range e.DiagnosticsIn(fi) {
		if o := diagnosticHome(doc.Occurrences, d.Range.Start); o != nil {
			o.Diagnostics = append(o.Diagnostics, &scip.Diagnostic{
				Severity: scip.Severity(d.Severity), Code: d.Code, Message: d.Message, Source: d.Source,
			})
		}
	}
}

// factSources are the sources of one symbol's facts.
type factSources struct {
	sig, doc, refs, callers model.Source
	hasSig, hasDoc          bool
}

func (s factSources) comment() string {
	var b strings.Builder
	b.WriteString(sourcesPrefix)
	if s.hasSig {
		fmt.Fprintf(&b, "signature=%s ", s.sig)
	}
	if s.hasDoc {
		fmt.Fprintf(&b, "documentation=%s ", s.doc)
	}
	fmt.Fprintf(&b, "references=%s ", s.refs)
	if s.callers != "" {
		fmt.Fprintf(&b, "callers=%s ", s.callers)
	}
	b.WriteString("-->")
	return b.String()
}

// diagnosticHome is the occurrence a diagnostic starting at p belongs to:
// the smallest occurrence range holding p, else the definition with the
// smallest enclosing range holding it; nil when none does (the diagnostic
// is then only in diagnostics.json).
func diagnosticHome(occs []*scip.Occurrence, p extract.Position) *scip.Occurrence {
	var best *scip.Occurrence
	var bestR extract.Range
	for _, o := range occs {
		r := fromSCIPRange(o.Range)
		if holds(r, p) && (best == nil || bestR.Contains(r) && r != bestR) {
			best, bestR = o, r
		}
	}
	if best != nil {
		return best
	}
	for _, o := range occs {
		if len(o.EnclosingRange) == 0 {
			continue
		}
		r := fromSCIPRange(o.EnclosingRange)
		if holds(r, p) && (best == nil || bestR.Contains(r) && r != bestR) {
			best, bestR = o, r
		}
	}
	return best
}

// holds reports whether p lies in r (an empty range holds its start).
func holds(r extract.Range, p extract.Position) bool {
	return !p.Less(r.Start) && (p.Less(r.End) || p == r.Start)
}

func fromSCIPRange(r []int32) extract.Range {
	switch len(r) {
	case 3:
		return extract.Range{Start: extract.Position{Line: uint32(r[0]), Column: uint32(r[1])}, End: extract.Position{Line: uint32(r[0]), Column: uint32(r[2])}}
	case 4:
		return extract.Range{Start: extract.Position{Line: uint32(r[0]), Column: uint32(r[1])}, End: extract.Position{Line: uint32(r[2]), Column: uint32(r[3])}}
	}
	return extract.Range{}
}

// withSignature is s with the signature the enrichment chose for it
// (model.SymbolFacts.Signature), or s itself when the outline's stays.
func withSignature(s *extract.Symbol, facts *model.SymbolFacts) *extract.Symbol {
	if facts == nil || facts.Signature == "" {
		return s
	}
	c := *s
	c.Signature = facts.Signature
	return &c
}

// mapSignature is a definition's Soul Map line with --lsp: the signature
// the enrichment chose (the server's when it adds to the outline's, the
// outline's otherwise), shortened and decorated as the outline's is.
func mapSignature(lang string, s *extract.Symbol, facts *model.SymbolFacts, max int) (string, model.Source) {
	if w := withSignature(s, facts); w != s {
		return mapLine(lang, w, max), model.SourceLSP
	}
	return mapLine(lang, s, max), ""
}

// maxBadgeCallers is how many callers a badge names before "+N".
const maxBadgeCallers = 3

// callerBadge lists the distinct callers of a symbol, those in the
// best-ranked files first (ties by path, line, name), and how many more.
func callerBadge(facts *model.SymbolFacts, g *refgraph.Graph, rank []float64) ([]string, int) {
	if facts == nil || len(facts.Callers) == 0 {
		return nil, 0
	}
	cs := append([]model.Caller(nil), facts.Callers...)
	r := func(c model.Caller) float64 {
		if c.Key.File >= 0 && int(c.Key.File) < len(rank) {
			return rank[c.Key.File]
		}
		return -1
	}
	sort.SliceStable(cs, func(a, b int) bool {
		if ra, rb := r(cs[a]), r(cs[b]); ra != rb {
			return ra > rb
		}
		return false // finish() already ordered by path, line, name
	})
	seen := map[string]bool{}
	var names []string
	for _, c := range cs {
		if !seen[c.Name] {
			seen[c.Name] = true
			names = append(names, c.Name)
		}
	}
	if len(names) > maxBadgeCallers {
		return names[:maxBadgeCallers], len(names) - maxBadgeCallers
	}
	return names, 0
}

// badgeText renders callers as " [a, b, c, +N↑]" (" [a, b↑]" when all
// are named).
func badgeText(names []string, more int) string {
	if len(names) == 0 {
		return ""
	}
	s := " [" + strings.Join(names, ", ")
	if more > 0 {
		s += fmt.Sprintf(", +%d↑", more)
	} else {
		s += "↑"
	}
	return s + "]"
}

// diagEntry is one line of diagnostics.json: 1-based line, 1-based byte
// columns.
type diagEntry struct {
	Path      string `json:"path"`
	Line      int    `json:"line"`
	Column    int    `json:"column"`
	EndLine   int    `json:"end_line"`
	EndColumn int    `json:"end_column"`
	Severity  string `json:"severity"`
	Code      string `json:"code,omitempty"`
	Tool      string `json:"tool,omitempty"`
	Message   string `json:"message"`
	Source    string `json:"source"`
}

// WriteDiagnosticsJSON writes the servers' diagnostics, one per line, in
// path and position order, with the run's notices.
func WriteDiagnosticsJSON(w io.Writer, g *refgraph.Graph, e *model.Enrichment) error {
	entries := []diagEntry{}
	if e != nil {
		for _, d := range e.Diagnostics {
			entries = append(entries, diagEntry{
				Path: EncodePath(g.Files[d.File].Path), Line: int(d.Range.Start.Line) + 1, Column: int(d.Range.Start.Column) + 1,
				EndLine: int(d.Range.End.Line) + 1, EndColumn: int(d.Range.End.Column) + 1,
				Severity: d.Severity.String(), Code: d.Code, Tool: d.Source, Message: d.Message, Source: string(model.SourceLSP),
			})
		}
		// Files are in path order already; positions within were sorted.
		sort.SliceStable(entries, func(a, b int) bool { return entries[a].Path < entries[b].Path })
	}
	bw := bufio.NewWriter(w)
	bw.WriteString("{\"diagnostics\": [\n")
	if err := writeJSONLines(bw, entries, "diagnostics"); err != nil {
		return err
	}
	bw.WriteString("],\n")
	var notices []notice.Notice
	if e != nil {
		notices = e.Notices
	}
	b, err := json.Marshal(languageNotices(notices))
	if err != nil {
		return fmt.Errorf("write diagnostics: %w", err)
	}
	fmt.Fprintf(bw, "\"notices\": %s\n}\n", b)
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("write diagnostics: %w", err)
	}
	return nil
}

// languageNotice is how diagnostics.json and enrichment.json write a
// notice: every enrichment notice concerns a language.
type languageNotice struct {
	Language string `json:"language"`
	Message  string `json:"message"`
}

// languageNotices converts notices for the JSON outputs (never nil: the
// outputs write [] for none).
func languageNotices(ns []notice.Notice) []languageNotice {
	out := make([]languageNotice, 0, len(ns))
	for _, n := range ns {
		out = append(out, languageNotice{Language: n.Subject, Message: n.Message})
	}
	return out
}

// enrichedSymbol is one entry of enrichment.json.
type enrichedSymbol struct {
	Symbol      string   `json:"symbol"`
	Path        string   `json:"path"`
	Line        int      `json:"line"`
	Hover       string   `json:"hover"`
	Signature   string   `json:"signature"`
	References  string   `json:"references"`
	RefCount    int      `json:"reference_count,omitempty"`
	RefsOutside int      `json:"references_outside,omitempty"`
	Callers     string   `json:"callers,omitempty"`
	CallerNames []string `json:"caller_names,omitempty"`
}

// languageCounts is a language's stats as enrichment.json writes them:
// without the timings, which vary from run to run where the file's bytes
// must not (index --json reports them). Each timing is hidden by a field
// of the same JSON name at the outer level, which encoding/json prefers
// to the embedded one, and which is nil and omitted: before, the file
// carried them as zeros that read as measurements.
type languageCounts struct {
	model.LanguageStats
	Seconds                *struct{} `json:"seconds,omitempty"`
	FirstRequestSeconds    *struct{} `json:"first_request_seconds,omitempty"`
	RefsDoneSeconds        *struct{} `json:"references_done_seconds,omitempty"`
	HoverDoneSeconds       *struct{} `json:"hover_done_seconds,omitempty"`
	DiagnosticsDoneSeconds *struct{} `json:"diagnostics_done_seconds,omitempty"`
}

// WriteEnrichmentJSON writes what the servers added, per symbol (in file
// and definition order) with the source of each fact, and per language
// (counts, server state), for tools and the bench evaluator. Timings are
// left out so identical answers give identical bytes; --json reports them.
func WriteEnrichmentJSON(w io.Writer, res *indexer.Result, reg *langs.Registry, e *model.Enrichment) error {
	names := fullSymbolTable(res, reg)
	bw := bufio.NewWriterSize(w, 64<<10)
	langs := make([]languageCounts, len(e.Languages))
	for k, l := range e.Languages {
		langs[k] = languageCounts{LanguageStats: l}
	}
	lb, err := json.Marshal(struct {
		Languages []languageCounts `json:"languages"`
		Notices   []languageNotice `json:"notices"`
	}{langs, languageNotices(e.Notices)})
	if err != nil {
		return fmt.Errorf("write enrichment: %w", err)
	}
	fmt.Fprintf(bw, "{\"summary\": %s,\n\"symbols\": [\n", lb)
	keys := e.Keys()
	symbols := make([]enrichedSymbol, 0, len(keys))
	for _, k := range keys {
		facts := e.Facts(k)
		s := &res.Files[k.File].Symbols[k.Symbol]
		es := enrichedSymbol{Symbol: names.sym(k.File, k.Symbol), Path: EncodePath(res.Files[k.File].Path), Line: int(s.NameRange.Start.Line) + 1,
			Hover: string(model.SourceTreeSitter), Signature: string(model.SourceTreeSitter), References: string(model.SourceTreeSitter)}
		if facts.Hover != nil {
			es.Hover = string(model.SourceLSP)
		}
		if facts.Signature != "" {
			es.Signature = string(model.SourceLSP)
		}
		if facts.HasRefs {
			es.References, es.RefCount, es.RefsOutside = string(model.SourceLSP), len(facts.Refs), facts.RefsOutside
		}
		if facts.HasCallers {
			es.Callers = string(model.SourceLSP)
			seen := map[string]bool{}
			for _, c := range facts.Callers {
				if !seen[c.Name] {
					seen[c.Name] = true
					es.CallerNames = append(es.CallerNames, c.Name)
				}
			}
		}
		symbols = append(symbols, es)
	}
	if err := writeJSONLines(bw, symbols, "enrichment"); err != nil {
		return err
	}
	bw.WriteString("]}\n")
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("write enrichment: %w", err)
	}
	return nil
}
