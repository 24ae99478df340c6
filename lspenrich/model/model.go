// Package model is the enrichment's data model: the facts language servers
// added to an index (hover, precise references, callers, diagnostics),
// keyed by graph definition, with their sources and per-language counts.
// It imports outline and graph types and the LSP values it carries
// (lsp/protocol) only, so the writers in output read an Enrichment without
// depending on the LSP transports that built it.
package model

import (
	"sort"
	"time"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/lsp/protocol"
	"github.com/soulindex/soulindex/notice"
	"github.com/soulindex/soulindex/refgraph"
)

// Source names where a fact came from. Every fact the outputs show with
// --lsp carries one: the server's answer, or the outline's when the server
// gave none (missing, dead, timed out, or not asked).
type Source string

// The sources of facts.
const (
	SourceLSP        Source = "lsp"
	SourceTreeSitter Source = "tree-sitter"
)

// Key identifies a definition the way the reference graph does:
// Graph.Files[Key.File].Symbols[Key.Symbol]. Enrichment facts are keyed by
// it (not by name), so two symbols sharing a name never share facts; the
// writers turn it into the SCIP symbol string.
type Key = refgraph.Target

// Site is a precise reference: a range (byte columns, like the outline's)
// in Graph.Files[File].
type Site struct {
	File  int32
	Range extract.Range
}

// Caller is one caller of a symbol from callHierarchy/incomingCalls. Key
// is the calling definition when it is one of the indexed outline's
// (File -1 otherwise); Name is the name the server gave.
type Caller struct {
	Name string
	Key  Key
	Path string
	Line uint32
}

// SymbolFacts are the facts a server gave about one definition.
type SymbolFacts struct {
	// Hover is the server's signature and documentation (nil: not asked,
	// or no answer).
	Hover *protocol.Hover
	// Signature is the signature the outputs show in place of the
	// outline's: the hover's, cleaned of its server's noise, when it adds
	// information to the outline's ("": the outline's stays). Soul Map
	// and SCIP read this one decision, so they agree.
	Signature string
	// HasRefs says References answered: Refs then replaces every heuristic
	// reference to this definition (an empty Refs means "none").
	HasRefs bool
	Refs    []Site
	// RefsOutside counts references in files the index does not hold
	// (dependencies, generated or skipped files).
	RefsOutside int
	// HasCallers says IncomingCalls answered.
	HasCallers bool
	Callers    []Caller
}

// FileDiagnostic is a diagnostic of one indexed file, ranges in byte
// columns.
type FileDiagnostic struct {
	File     int32
	Range    extract.Range
	Severity protocol.Severity
	Code     string
	Source   string // the server's own label (e.g. "compiler"), not the fact's Source
	Message  string
}

// LanguageStats counts what one language's server answered.
type LanguageStats struct {
	Language string `json:"language"`
	// Server is "ok", "missing", "dead" or "timeout".
	Server         string  `json:"server"`
	Exported       int     `json:"exported_symbols"`
	Hovered        int     `json:"hovered"`
	HoverDocs      int     `json:"hover_docs"`
	RefSymbols     int     `json:"reference_symbols"`
	RefSites       int     `json:"reference_sites"`
	CallSymbols    int     `json:"call_symbols"`
	Diagnostics    int     `json:"diagnostics"`
	FailedRequests int     `json:"failed_requests"`
	Seconds        float64 `json:"seconds"`
	// FirstRequestSeconds is the first request's time, asked alone once
	// the server was ready (it may still be loading the workspace).
	FirstRequestSeconds float64 `json:"first_request_seconds"`
	// The phases' ends, in seconds since the language's start: the last
	// references (and calls), hover and diagnostics request.
	RefsDoneSeconds        float64 `json:"references_done_seconds"`
	HoverDoneSeconds       float64 `json:"hover_done_seconds"`
	DiagnosticsDoneSeconds float64 `json:"diagnostics_done_seconds"`
	// DiagnosticsSkipped counts files whose diagnostics were not waited
	// for: a request on them had failed (the server does not know them).
	DiagnosticsSkipped int `json:"diagnostics_skipped"`
	// ExportedInRejectedFiles counts the exported symbols left without
	// hover in those files (gopls: testdata it has no package for).
	ExportedInRejectedFiles int `json:"exported_in_rejected_files"`
	// DroppedSites, DroppedDiagnostics count the reference sites and
	// diagnostics dropped because their range lies outside their file's
	// text (the file changed under the server, or the server is wrong).
	DroppedSites       int `json:"dropped_sites,omitempty"`
	DroppedDiagnostics int `json:"dropped_diagnostics,omitempty"`
}

// Enrichment is everything the language servers added to an index. It
// only reads the graph it was built from; the writers in output read it
// next to that graph. Facts are keyed by Key (file index + symbol index in
// the graph), so the same graph must be given to the writers.
type Enrichment struct {
	// Symbols holds the facts per definition; absent means tree-sitter
	// facts only.
	Symbols map[Key]*SymbolFacts
	// Diagnostics are sorted by file, range, severity, message.
	Diagnostics []FileDiagnostic
	// Notices are sorted by language, then message order of occurrence.
	Notices []notice.Notice
	// Languages are sorted by language.
	Languages []LanguageStats
	// Duration is the enrichment's wall time.
	Duration time.Duration

	// refsByFile indexes the precise references per file, sorted by range.
	refsByFile map[int32][]RefSite
}

// RefSite is a precise reference occurrence in one file: the range and
// the definition it names.
type RefSite struct {
	Range  extract.Range
	Target Key
}

// Facts returns the facts of definition k, or nil.
func (e *Enrichment) Facts(k Key) *SymbolFacts {
	if e == nil {
		return nil
	}
	return e.Symbols[k]
}

// RefsIn returns the precise references located in file i, by range.
func (e *Enrichment) RefsIn(i int32) []RefSite {
	if e == nil {
		return nil
	}
	return e.refsByFile[i]
}

// Replaced reports whether the heuristic references to k are replaced by
// a server's answer.
func (e *Enrichment) Replaced(k Key) bool {
	f := e.Facts(k)
	return f != nil && f.HasRefs
}

// Precise returns, for every definition whose references the server
// answered, the files referencing it (sorted, without its own file), the
// form refgraph.Graph.WithPrecise takes.
func (e *Enrichment) Precise() map[Key][]int32 {
	if e == nil {
		return nil
	}
	out := map[Key][]int32{}
	for k, f := range e.Symbols {
		if !f.HasRefs {
			continue
		}
		var files []int32
		for _, s := range f.Refs {
			if s.File != k.File && (len(files) == 0 || files[len(files)-1] != s.File) {
				files = append(files, s.File)
			}
		}
		files = dedupSorted(files)
		out[k] = files
	}
	return out
}

// Keys returns the enriched definitions in (file, symbol) order.
func (e *Enrichment) Keys() []Key {
	if e == nil {
		return nil
	}
	ks := make([]Key, 0, len(e.Symbols))
	for k := range e.Symbols {
		ks = append(ks, k)
	}
	sort.Slice(ks, func(a, b int) bool { return KeyLess(ks[a], ks[b]) })
	return ks
}

// KeyLess orders keys by file, then symbol index.
func KeyLess(a, b Key) bool {
	if a.File != b.File {
		return a.File < b.File
	}
	return a.Symbol < b.Symbol
}

func dedupSorted(xs []int32) []int32 {
	sort.Slice(xs, func(a, b int) bool { return xs[a] < xs[b] })
	out := xs[:0]
	for _, x := range xs {
		if len(out) == 0 || out[len(out)-1] != x {
			out = append(out, x)
		}
	}
	return out
}

// Finish builds the per-file reference index and sorts everything, so the
// enrichment does not depend on the order answers arrived in. Whoever
// fills an Enrichment calls it once, before anyone reads it.
func (e *Enrichment) Finish() {
	e.refsByFile = map[int32][]RefSite{}
	for _, k := range e.Keys() {
		f := e.Symbols[k]
		sort.Slice(f.Refs, func(a, b int) bool { return siteLess(f.Refs[a], f.Refs[b]) })
		f.Refs = dedupSites(f.Refs)
		for _, s := range f.Refs {
			e.refsByFile[s.File] = append(e.refsByFile[s.File], RefSite{Range: s.Range, Target: k})
		}
		sort.SliceStable(f.Callers, func(a, b int) bool {
			x, y := f.Callers[a], f.Callers[b]
			if x.Path != y.Path {
				return x.Path < y.Path
			}
			if x.Line != y.Line {
				return x.Line < y.Line
			}
			return x.Name < y.Name
		})
	}
	for i, rs := range e.refsByFile {
		sort.SliceStable(rs, func(a, b int) bool {
			if rs[a].Range != rs[b].Range {
				return rangeLess(rs[a].Range, rs[b].Range)
			}
			return KeyLess(rs[a].Target, rs[b].Target)
		})
		e.refsByFile[i] = rs
	}
	sort.SliceStable(e.Diagnostics, func(a, b int) bool {
		x, y := e.Diagnostics[a], e.Diagnostics[b]
		switch {
		case x.File != y.File:
			return x.File < y.File
		case x.Range != y.Range:
			return rangeLess(x.Range, y.Range)
		case x.Severity != y.Severity:
			return x.Severity < y.Severity
		case x.Code != y.Code:
			return x.Code < y.Code
		}
		return x.Message < y.Message
	})
	sort.SliceStable(e.Notices, func(a, b int) bool { return e.Notices[a].Subject < e.Notices[b].Subject })
	sort.Slice(e.Languages, func(a, b int) bool { return e.Languages[a].Language < e.Languages[b].Language })
}

func siteLess(a, b Site) bool {
	if a.File != b.File {
		return a.File < b.File
	}
	return rangeLess(a.Range, b.Range)
}

func rangeLess(a, b extract.Range) bool {
	if a.Start != b.Start {
		return a.Start.Less(b.Start)
	}
	return a.End.Less(b.End)
}

func dedupSites(s []Site) []Site {
	out := s[:0]
	for _, x := range s {
		if len(out) == 0 || out[len(out)-1] != x {
			out = append(out, x)
		}
	}
	return out
}

// DiagnosticsIn returns the diagnostics of file i, by range.
func (e *Enrichment) DiagnosticsIn(i int32) []FileDiagnostic {
	if e == nil {
		return nil
	}
	lo := sort.Search(len(e.Diagnostics), func(k int) bool { return e.Diagnostics[k].File >= i })
	hi := sort.Search(len(e.Diagnostics), func(k int) bool { return e.Diagnostics[k].File > i })
	return e.Diagnostics[lo:hi]
}
