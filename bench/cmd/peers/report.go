package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"

	"github.com/soulindex/soulindex/bench/internal/measure"
)

// report is everything one run of the command measured.
type report struct {
	Suite   string            `json:"suite"`
	Rounds  int               `json:"rounds"`
	Started string            `json:"started"`
	Machine map[string]string `json:"machine"`
	Cache   string            `json:"cache"`
	Runs    []measurement     `json:"runs"`
	Corpora []corpusSummary   `json:"corpora"`
	// Eval holds bench/cmd/evaluate's JSON per corpus with a truth index.
	Eval map[string]json.RawMessage `json:"eval,omitempty"`
	// EvalMarkdown is its table per corpus.
	EvalMarkdown map[string]string `json:"-"`
}

// toolSummary is the median of one tool's successful runs on one corpus
// and its ratios to soulindex (tool / soulindex).
type toolSummary struct {
	Tool        string      `json:"tool"`
	Runs        int         `json:"runs"`
	Failures    int         `json:"failures"`
	Median      measure.Run `json:"median"`
	OutputBytes int64       `json:"output_bytes"`
	Symbols     int         `json:"symbols,omitempty"`
	WallRatio   float64     `json:"wall_ratio"`
	CPURatio    float64     `json:"cpu_ratio"`
	RSSRatio    float64     `json:"rss_ratio"`
	LastError   string      `json:"last_error,omitempty"`
}

type corpusSummary struct {
	Corpus      string        `json:"corpus"`
	Language    string        `json:"language"`
	SourceBytes int64         `json:"source_bytes"`
	Files       int           `json:"files"`
	Tools       []toolSummary `json:"tools"`
}

func (r *report) summarize(corpora []corpus) {
	for _, cp := range corpora {
		cs := corpusSummary{Corpus: cp.name}
		var base *toolSummary
		for _, rw := range cp.rows {
			if cs.Language == "" {
				cs.Language = rw.Language
			}
			ts := toolSummary{Tool: rw.Tool}
			var ok []measure.Run
			var outs, syms []float64
			for _, m := range r.Runs {
				if m.Corpus != cp.name || m.Tool != rw.Tool {
					continue
				}
				ts.Runs++
				if m.Error != "" {
					ts.Failures++
					ts.LastError = m.Error
					continue
				}
				ok = append(ok, m.Run)
				outs = append(outs, float64(m.OutputBytes))
				syms = append(syms, float64(m.Symbols))
				if m.Tool == "soulindex" && m.SourceBytes > cs.SourceBytes {
					cs.SourceBytes, cs.Files = m.SourceBytes, m.Files
				}
			}
			if len(ok) > 0 {
				ts.Median = measure.MedianRun(ok)
				ts.OutputBytes = int64(measure.Median(outs))
				ts.Symbols = int(measure.Median(syms))
			}
			cs.Tools = append(cs.Tools, ts)
			if rw.Tool == "soulindex" {
				base = &cs.Tools[len(cs.Tools)-1]
			}
		}
		if base != nil {
			for i := range cs.Tools {
				t := &cs.Tools[i]
				t.WallRatio = measure.Ratio(t.Median.WallSec, base.Median.WallSec)
				t.CPURatio = measure.Ratio(t.Median.CPUSec, base.Median.CPUSec)
				t.RSSRatio = measure.Ratio(float64(t.Median.MaxRSSKiB), float64(base.Median.MaxRSSKiB))
			}
		}
		r.Corpora = append(r.Corpora, cs)
	}
}

func (r *report) markdown() string {
	var b strings.Builder
	fmt.Fprintf(&b, "## soulindex vs peers — suite %s\n\n", r.Suite)
	fmt.Fprintf(&b, "- Machine: %s %s, %s CPUs (%s), %s; soulindex @ %s; %s\n", r.Machine["os"], r.Machine["arch"],
		r.Machine["cpus"], r.Machine["cpu"], r.Machine["go"], r.Machine["soulindex_commit"], r.Started)
	fmt.Fprintf(&b, "- %d rounds, tools interleaved within each round; medians of successful runs; ratios are tool / soulindex (above 1: soulindex is cheaper)\n\n", r.Rounds)
	b.WriteString(r.languageThroughput())
	for _, cs := range r.Corpora {
		fmt.Fprintf(&b, "### %s (%s): %s files, %.1f MB of source indexed by soulindex\n\n", cs.Corpus, cs.Language,
			measure.FormatCount(int64(cs.Files)), float64(cs.SourceBytes)/1e6)
		b.WriteString("| Tool | Wall s | CPU s | Peak RSS MiB | Output MB | Symbols / tags | Wall ratio | CPU ratio | RSS ratio |\n")
		b.WriteString("|---|---:|---:|---:|---:|---:|---:|---:|---:|\n")
		for _, t := range cs.Tools {
			if t.Runs == t.Failures {
				fmt.Fprintf(&b, "| %s | failed: %s | | | | | | | |\n", t.Tool, strings.ReplaceAll(t.LastError, "|", "/"))
				continue
			}
			syms := "—"
			if t.Symbols > 0 {
				syms = measure.FormatCount(int64(t.Symbols))
			}
			fail := ""
			if t.Failures > 0 {
				fail = fmt.Sprintf(" (%d/%d failed)", t.Failures, t.Runs)
			}
			fmt.Fprintf(&b, "| %s%s | %.2f | %.2f | %.0f | %.1f | %s | %s | %s | %s |\n", t.Tool, fail,
				t.Median.WallSec, t.Median.CPUSec, float64(t.Median.MaxRSSKiB)/1024, float64(t.OutputBytes)/1e6, syms,
				measure.FormatRatio(t.WallRatio), measure.FormatRatio(t.CPURatio), measure.FormatRatio(t.RSSRatio))
		}
		b.WriteString("\n")
		if md := r.EvalMarkdown[cs.Corpus]; md != "" {
			b.WriteString(md)
			b.WriteString("\n")
		}
	}
	return b.String()
}

// languageThroughput renders soulindex's extraction throughput per
// language over every soulindex run of the suite: bytes read and outlined
// per second of worker time (reading, parsing, querying, building).
func (r *report) languageThroughput() string {
	type agg struct {
		files, symbols int
		bytes          int64
		seconds        float64
		corpora        map[string]bool
	}
	by := map[string]*agg{}
	runs := 0
	for _, m := range r.Runs {
		if m.Tool != "soulindex" || m.Error != "" || len(m.Languages) == 0 {
			continue
		}
		runs++
		for lang, st := range m.Languages {
			a := by[lang]
			if a == nil {
				a = &agg{corpora: map[string]bool{}}
				by[lang] = a
			}
			a.files += st.Files
			a.bytes += st.Bytes
			a.symbols += st.Symbols
			a.seconds += st.Seconds
			a.corpora[m.Corpus] = true
		}
	}
	if len(by) == 0 {
		return ""
	}
	langs := make([]string, 0, len(by))
	for l := range by {
		langs = append(langs, l)
	}
	sort.Slice(langs, func(i, j int) bool { return by[langs[i]].bytes > by[langs[j]].bytes })
	var b strings.Builder
	fmt.Fprintf(&b, "### soulindex throughput per language (totals over %d runs; worker seconds spent reading and outlining each language's files)\n\n", runs)
	b.WriteString("| Language | Corpora | Files | MB | Symbols | Worker s | MB/s per worker | Symbols/s per worker |\n")
	b.WriteString("|---|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, l := range langs {
		a := by[l]
		mbps, sps := 0.0, 0.0
		if a.seconds > 0 {
			mbps, sps = float64(a.bytes)/1e6/a.seconds, float64(a.symbols)/a.seconds
		}
		fmt.Fprintf(&b, "| %s | %d | %d | %.2f | %d | %.3f | %.2f | %.0f |\n", l, len(a.corpora),
			a.files, float64(a.bytes)/1e6, a.symbols, a.seconds, mbps, sps)
	}
	b.WriteString("\n")
	return b.String()
}

// evaluate scores the kept soulindex and ctags outputs against each
// corpus' truth index with bench/cmd/evaluate.
func evaluate(ctx context.Context, c config, tmp, keep string, corpora []corpus, r *report, stderr io.Writer) error {
	bin := filepath.Join(tmp, "evaluate")
	build := exec.CommandContext(ctx, "go", "build", "-o", bin, "./cmd/evaluate")
	build.Dir = filepath.Join(c.checkout, "bench")
	if out, err := build.CombinedOutput(); err != nil {
		return fmt.Errorf("build evaluate: %w\n%s", err, out)
	}
	r.Eval, r.EvalMarkdown = map[string]json.RawMessage{}, map[string]string{}
	for _, cp := range corpora {
		var truth string
		for _, rw := range cp.rows {
			if rw.Truth {
				truth = rw.Tool
			}
		}
		dir := filepath.Join(keep, cp.name)
		truthIndex := filepath.Join(dir, truth+".scip")
		cand := filepath.Join(dir, "soulindex.scip")
		if truth == "" || !exists(truthIndex) || !exists(cand) {
			continue
		}
		jsonOut, mdOut := filepath.Join(tmp, cp.name+"-eval.json"), filepath.Join(tmp, cp.name+"-eval.md")
		args := []string{"-candidate", cand, "-truth", truthIndex, "-name", cp.name + " vs " + truth,
			"-json", jsonOut, "-md", mdOut}
		if g := filepath.Join(dir, "soulindex.graph.json"); exists(g) {
			args = append(args, "-rank", g)
		}
		if tags := filepath.Join(dir, "ctags.json"); exists(tags) {
			args = append(args, "-ctags", tags, "-corpus", filepath.Join(c.cache, "corpora", cp.name))
		}
		fmt.Fprintf(stderr, "evaluating %s against %s ...\n", cp.name, truth)
		cmd := exec.CommandContext(ctx, bin, args...)
		cmd.Stderr = stderr
		if err := cmd.Run(); err != nil {
			fmt.Fprintf(stderr, "evaluate %s: %v\n", cp.name, err)
			continue
		}
		if b, err := os.ReadFile(jsonOut); err == nil {
			r.Eval[cp.name] = b
		}
		if b, err := os.ReadFile(mdOut); err == nil {
			r.EvalMarkdown[cp.name] = fmt.Sprintf("Definitions and references against %s:\n\n%s", truth, b)
		}
	}
	return nil
}

func exists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}
