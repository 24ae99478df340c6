package pipeline

import (
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/notice"
)

// Stats is the machine-readable summary of a run (index --json).
type Stats struct {
	Root      string         `json:"root"`
	Source    string         `json:"source"`
	ParseOnly bool           `json:"parse_only"`
	Files     int            `json:"files"`
	Bytes     int64          `json:"bytes"`
	Symbols   int            `json:"symbols"`
	Refs      int            `json:"refs"`
	Partial   int            `json:"partial_files"`
	Fallbacks int            `json:"fallback_files"`
	Backends  map[string]int `json:"backends"`
	// LanguageStats has per-language files, bytes, symbols and the
	// seconds spent reading and extracting them (summed over workers).
	LanguageStats map[string]*indexer.LanguageStats `json:"language_stats"`
	Unsupported   int                               `json:"unsupported_files"`
	Languages     map[string]int                    `json:"languages"`
	Skipped       []indexer.Skip                    `json:"skipped"`
	Notices       []notice.Notice                   `json:"notices"`
	// Seconds covers listing, parsing and extraction; WriteSeconds the
	// SCIP index and Soul Map.
	Seconds      float64     `json:"seconds"`
	GraphSeconds float64     `json:"graph_seconds"`
	WriteSeconds float64     `json:"write_seconds"`
	Outputs      OutputTimes `json:"outputs"`
	LSP          *LSPStats   `json:"lsp,omitempty"`
	Caches       CacheStats  `json:"caches"`
	// Cache: how the outline cache served the run (null with --no-cache);
	// OutputsUpToDate: nothing changed, so nothing was rebuilt or written.
	Cache           *indexer.CacheStats `json:"cache"`
	Timing          indexer.Timing      `json:"timing"`
	OutputsUpToDate bool                `json:"outputs_up_to_date"`
}

// Stats summarizes the run; parseOnly as Options.Index.ParseOnly.
func (r *Result) Stats(parseOnly bool) Stats {
	res := r.Index
	st := Stats{
		Root: res.Root, Source: res.Source, ParseOnly: parseOnly, Files: len(res.Files), Bytes: res.Bytes,
		Unsupported: res.Unsupported, Languages: map[string]int{}, Backends: map[string]int{}, Skipped: res.Skipped,
		Notices: res.Notices, Seconds: res.Duration.Seconds(), LanguageStats: res.Languages,
	}
	for _, f := range res.Files {
		st.Languages[f.Language]++
		st.Backends[string(f.Backend)]++
		if f.Fallback != "" {
			st.Fallbacks++
		}
		if f.ErrorNodes > 0 {
			st.Partial++
		}
	}
	// Counted per language: a result with its outlines omitted
	// (indexer.Result.OutlinesOmitted) has them there only.
	for _, ls := range res.Languages {
		st.Symbols += ls.Symbols
		st.Refs += ls.Refs
	}
	st.WriteSeconds, st.GraphSeconds = r.WriteTime.Seconds(), r.GraphTime.Seconds()
	st.Outputs, st.LSP, st.Caches = r.Outputs, r.LSP, r.Caches
	st.Cache, st.Timing, st.OutputsUpToDate = res.Cache, res.Timing, r.UpToDate
	return st
}
