package output

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/langs"
)

// LanguageCoverage says how well one language of the repository was served.
type LanguageCoverage struct {
	Language string `json:"language"`
	// Files lists indexed files per backend ("tree-sitter", "regex").
	Files map[extract.Backend]int `json:"files"`
	// Partial counts files whose syntax tree had errors: their outline comes
	// from a partial tree, never presented as a full parse.
	Partial int `json:"partial"`
	// Best is the best tier that serves the language.
	Best extract.Backend `json:"best,omitempty"`
	// Fallbacks counts files served by a lower tier than the language's best.
	Fallbacks int `json:"fallbacks"`
	// Skipped counts files not indexed, per reason ("binary", "too-large", ...).
	Skipped map[string]int `json:"skipped,omitempty"`
}

// Coverage is the coverage report written to .soulindex/coverage.json.
type Coverage struct {
	Languages []LanguageCoverage `json:"languages"`
	// Unsupported counts listed files of no known language, by extension.
	Unsupported map[string]int `json:"unsupported,omitempty"`
	// SkippedFiles lists every skipped file with its reason.
	SkippedFiles []indexer.Skip `json:"skipped_files"`
	// PartialFiles lists the files indexed from a partial tree.
	PartialFiles []string `json:"partial_files"`
	// FallbackFiles lists the files served below their language's best
	// tier, with the reason.
	FallbackFiles []FallbackFile `json:"fallback_files"`
}

// FallbackFile is one file whose outline came from a lower tier.
type FallbackFile struct {
	Path    string          `json:"path"`
	Backend extract.Backend `json:"backend"`
	Reason  string          `json:"reason"`
}

// BuildCoverage summarises a run per language.
func BuildCoverage(res *indexer.Result, reg *langs.Registry) *Coverage {
	by := map[string]*LanguageCoverage{}
	get := func(lang string) *LanguageCoverage {
		c := by[lang]
		if c == nil {
			c = &LanguageCoverage{Language: lang, Files: map[extract.Backend]int{}, Skipped: map[string]int{}}
			if l := reg.ByID(lang); l != nil {
				c.Best = extract.BackendRegex
				if l.HasGrammar() {
					c.Best = extract.BackendTreeSitter
				}
			}
			by[lang] = c
		}
		return c
	}
	// Paths (and the extensions taken from them) are written as every
	// output writes them (EncodePath).
	cov := &Coverage{SkippedFiles: make([]indexer.Skip, len(res.Skipped)), PartialFiles: []string{}, FallbackFiles: []FallbackFile{}}
	for i, s := range res.Skipped {
		cov.SkippedFiles[i] = indexer.Skip{Path: EncodePath(s.Path), Reason: s.Reason}
	}
	if res.UnsupportedByExt != nil {
		cov.Unsupported = make(map[string]int, len(res.UnsupportedByExt))
		for ext, n := range res.UnsupportedByExt {
			cov.Unsupported[EncodePath(ext)] += n
		}
	}
	for _, f := range res.Files {
		c := get(f.Language)
		c.Files[f.Backend]++
		if f.Fallback != "" {
			c.Fallbacks++
			cov.FallbackFiles = append(cov.FallbackFiles, FallbackFile{Path: EncodePath(f.Path), Backend: f.Backend, Reason: f.Fallback})
		}
		if f.ErrorNodes > 0 {
			c.Partial++
			cov.PartialFiles = append(cov.PartialFiles, EncodePath(f.Path))
		}
	}
	for _, s := range res.Skipped {
		lang := "other"
		if l := reg.Detect(s.Path); l != nil {
			lang = l.ID
		}
		get(lang).Skipped[s.Kind()]++
	}
	for _, c := range by {
		cov.Languages = append(cov.Languages, *c)
	}
	sort.Slice(cov.Languages, func(i, j int) bool { return cov.Languages[i].Language < cov.Languages[j].Language })
	return cov
}

// WriteCoverageJSON writes the report as indented JSON.
func WriteCoverageJSON(w io.Writer, c *Coverage) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(c); err != nil {
		return fmt.Errorf("write coverage: %w", err)
	}
	return nil
}

// WriteCoverageTable renders the per-language table printed by --stats.
func WriteCoverageTable(w io.Writer, c *Coverage) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%-16s %-11s %7s %12s %7s %9s %8s  %s\n", "language", "best tier", "files", "tree-sitter", "regex", "fallback", "partial", "skipped")
	for _, l := range c.Languages {
		total := 0
		for _, n := range l.Files {
			total += n
		}
		var skipped []string
		for r, n := range l.Skipped {
			skipped = append(skipped, fmt.Sprintf("%s %d", r, n))
		}
		sort.Strings(skipped)
		best := string(l.Best)
		if best == "" {
			best = "-"
		}
		fmt.Fprintf(&b, "%-16s %-11s %7d %12d %7d %9d %8d  %s\n", l.Language, best, total,
			l.Files[extract.BackendTreeSitter], l.Files[extract.BackendRegex], l.Fallbacks, l.Partial, strings.Join(skipped, ", "))
	}
	for i, f := range c.FallbackFiles {
		if i == 20 {
			fmt.Fprintf(&b, "  ... %d more fallbacks in coverage.json\n", len(c.FallbackFiles)-i)
			break
		}
		fmt.Fprintf(&b, "fallback %s: %s (%s)\n", f.Path, f.Backend, f.Reason)
	}
	if len(c.Unsupported) > 0 {
		type kv struct {
			ext string
			n   int
		}
		var kvs []kv
		for e, n := range c.Unsupported {
			kvs = append(kvs, kv{e, n})
		}
		sort.Slice(kvs, func(i, j int) bool { return kvs[i].n > kvs[j].n || kvs[i].n == kvs[j].n && kvs[i].ext < kvs[j].ext })
		var parts []string
		for i, x := range kvs {
			if i == 12 {
				parts = append(parts, fmt.Sprintf("+%d more", len(kvs)-i))
				break
			}
			parts = append(parts, fmt.Sprintf("%s %d", x.ext, x.n))
		}
		fmt.Fprintf(&b, "no language: %s\n", strings.Join(parts, ", "))
	}
	_, err := io.WriteString(w, b.String())
	return err
}
