package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/atomicfile"
	"github.com/soulindex/soulindex/internal/outdir"
	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/output"
	"github.com/soulindex/soulindex/refgraph"
)

// maxListed bounds how many skips and notices are printed without --verbose.
const maxListed = 20

func cmdIndex(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("index", flag.ContinueOnError)
	var rf runFlags
	rf.register(fs)
	out := fs.String("out", "", "output directory (default DIR/.soulindex)")
	parseOnly := fs.Bool("parse-only", false, "only parse every file and write nothing (measures raw parser cost)")
	asJSON := fs.Bool("json", false, "print run statistics as JSON on stdout")
	stats := fs.Bool("stats", false, "print the per-language coverage table (also kept in coverage.json)")
	var lf lockFlags
	lf.register(fs)
	check := fs.Bool("check", false, "exit 1 when the Soul Map in the output directory is stale (compares a fresh one in memory; writes nothing)")
	var lspf lspFlags
	lspf.register(fs)
	dir, err := parseDirArgs(fs, &rf, args, stdout)
	if err == nil {
		err = lspf.configure(rf.conf)
	}
	if err != nil {
		return err
	}
	printNotices(stderr, rf.quiet, append(rf.notices, lspf.notices...)...)
	if *check && (*parseOnly || *asJSON || *stats) {
		return usagef("--check only compares the Soul Map: it takes no --parse-only, --json or --stats")
	}
	if _, err := os.Stat(dir); err != nil {
		return fmt.Errorf("cannot index %s: %w", dir, err)
	}
	outDir, err := outputDir(dir, *out)
	if err != nil {
		return err
	}
	// --check writes nothing, so it needs no lock.
	if !*parseOnly && !*check {
		release, err := lf.lockOutputs(ctx, outDir)
		if err != nil {
			return err
		}
		defer release()
		rf.cacheWrite = true
	}
	rf.progress = &indexer.Progress{}
	stopBar := startProgress(stderr, rf.quiet, rf.progress)
	res, err := runPipeline(ctx, dir, outDir, rf, *parseOnly)
	stopBar()
	if err == nil {
		err = rf.resolveFocus(dir, res, stderr)
	}
	if err != nil {
		return err
	}
	if *check {
		return checkSoulMap(ctx, res, rf, dir, outDir, stderr)
	}
	var writeTime, graphTime time.Duration
	var times outputTimes
	var lsp *lspRun
	caches := openCaches(outDir, rf.noCache, rf.quiet, stderr)
	key, upToDate := "", false
	// Enrichment asks servers whose answers no key covers: never skipped.
	if !*parseOnly && !lspf.enabled && !caches.off {
		key = outputsKey(ctx, res, rf)
		upToDate = outputsUpToDate(outDir, key, outputNames(rf))
	}
	if !*parseOnly && !upToDate {
		start := time.Now()
		g, err := caches.buildGraph(ctx, res, rf)
		if err != nil {
			return err
		}
		graphTime = time.Since(start)
		if lspf.enabled {
			if lsp, err = runLSP(ctx, res, g, lspf, stderr, rf.quiet); err != nil {
				return err
			}
			g = lsp.graph
		}
		start = time.Now()
		mo, err := mapOptions(ctx, res, g, rf, stderr)
		if err != nil {
			return err
		}
		if err := writeOutputs(ctx, res, g, mo, outDir, &times, lsp, caches); err != nil {
			return err
		}
		// The record only lets the next run skip work: failing to keep it
		// costs time, not correctness.
		if err := recordOutputs(outDir, key, outputNames(rf)); err != nil && !rf.quiet {
			fmt.Fprintf(stderr, "note: %v\n", err)
		}
		writeTime = time.Since(start)
	}
	if !rf.quiet {
		report(stderr, res, rf.verbose)
		reportCache(stderr, res, upToDate)
		if *stats {
			reg, err := langs.New()
			if err != nil {
				return err
			}
			if err := output.WriteCoverageTable(stderr, output.BuildCoverage(res, reg)); err != nil {
				return err
			}
		}
		fmt.Fprintln(stderr, summary(res, outDir, *parseOnly))
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		st := statsOf(res, *parseOnly)
		st.WriteSeconds = writeTime.Seconds()
		st.GraphSeconds = graphTime.Seconds()
		st.Outputs = times
		if lsp != nil {
			st.LSP = lsp.stats()
		}
		st.Caches = caches.stats
		st.Cache, st.Timing, st.OutputsUpToDate = res.Cache, res.Timing, upToDate
		return enc.Encode(st)
	}
	return nil
}

// runStats is the machine-readable summary printed by --json.
type runStats struct {
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
	Notices       []indexer.Notice                  `json:"notices"`
	// Seconds covers listing, parsing and extraction; WriteSeconds the
	// SCIP index and Soul Map.
	Seconds      float64     `json:"seconds"`
	GraphSeconds float64     `json:"graph_seconds"`
	WriteSeconds float64     `json:"write_seconds"`
	Outputs      outputTimes `json:"outputs"`
	LSP          *lspStats   `json:"lsp,omitempty"`
	Caches       cacheStats  `json:"caches"`
	// Cache: how the outline cache served the run (null with --no-cache);
	// OutputsUpToDate: nothing changed, so nothing was rebuilt or written.
	Cache           *indexer.CacheStats `json:"cache"`
	Timing          indexer.Timing      `json:"timing"`
	OutputsUpToDate bool                `json:"outputs_up_to_date"`
}

func statsOf(res *indexer.Result, parseOnly bool) runStats {
	st := runStats{
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
		st.Symbols += len(f.Symbols)
		st.Refs += len(f.Refs)
		if f.ErrorNodes > 0 {
			st.Partial++
		}
	}
	return st
}

func cmdMap(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("map", flag.ContinueOnError)
	var rf runFlags
	rf.register(fs)
	dir, err := parseDirArgs(fs, &rf, args, stdout)
	if err != nil {
		return err
	}
	printNotices(stderr, rf.quiet, rf.notices...)
	rf.progress = &indexer.Progress{}
	stopBar := startProgress(stderr, rf.quiet, rf.progress)
	res, err := runPipeline(ctx, dir, filepath.Join(dir, ".soulindex"), rf, false)
	stopBar()
	if err == nil {
		err = rf.resolveFocus(dir, res, stderr)
	}
	if err != nil {
		return err
	}
	if rf.verbose {
		report(stderr, res, true)
	}
	if !rf.quiet {
		reportCache(stderr, res, false)
	}
	g, err := buildGraph(ctx, res, rf)
	if err != nil {
		return err
	}
	mo, err := mapOptions(ctx, res, g, rf, stderr)
	if err != nil {
		return err
	}
	return output.WriteSoulMap(stdout, res, g, mo)
}

// mapOptions turns the map flags into options, with a personalized rank
// for --focus (already resolved: runFlags.resolveFocus) and --changed,
// whose files the map marks. --changed with no indexed file changed says
// so on stderr.
func mapOptions(ctx context.Context, res *indexer.Result, g *refgraph.Graph, rf runFlags, stderr io.Writer) (output.MapOptions, error) {
	mo := output.MapOptions{Budget: rf.budget, Tokenizer: rf.tokenizer, Format: rf.format}
	mo.NoDemote = rf.conf.NoDemote
	seeds := append([]string(nil), rf.focus...)
	if rf.changed != "" {
		ch, notice, err := changedFocus(ctx, res, rf.changed, len(rf.focus) > 0)
		if err != nil {
			return mo, err
		}
		if notice != "" {
			printNotices(stderr, rf.quiet, notice)
		}
		seeds = append(seeds, ch...)
	}
	if len(seeds) > 0 {
		sort.Strings(seeds)
		mo.Focus = slices.Compact(seeds)
		mo.Rank = g.Personalized(mo.Focus)
	}
	return mo, nil
}

// parseDirArgs parses the flags of a command that takes one optional
// directory (default ".").
func parseDirArgs(fs *flag.FlagSet, rf *runFlags, args []string, stdout io.Writer) (string, error) {
	pos, err := parseInterspersed(fs, args, stdout)
	if err != nil {
		return "", err
	}
	dir := "."
	switch len(pos) {
	case 0:
	case 1:
		dir = pos[0]
	default:
		return "", usagef("%s takes one directory, got %d arguments", fs.Name(), len(pos))
	}
	if err := rf.loadConfig(fs, dir); err != nil {
		return "", err
	}
	return dir, rf.validate()
}

// outputDir resolves where index writes. The default, DIR/.soulindex, is
// in the repository, which may have committed a symbolic link there to make
// every output land elsewhere: that path is never followed when it is a
// link, whoever names it. Another --out is the user's choice and is used
// as given (a link there is followed); links inside it are not
// (output.AcquireLock, the caches, the outputs' renames).
func outputDir(dir, out string) (string, error) {
	def := filepath.Join(dir, ".soulindex")
	if out != "" && filepath.Clean(out) != def {
		return out, nil
	}
	if err := outdir.Check(def); err != nil {
		if errors.Is(err, outdir.ErrSymlink) {
			return "", fmt.Errorf("%w: soulindex does not write through a link in the repository; remove it, or pass --out with the directory you mean", err)
		}
		return "", fmt.Errorf("output directory: %w", err)
	}
	return def, nil
}

// usableCacheDir returns OUT/cache when the caches there may be used: not
// through a link at DIR/.soulindex or at OUT/cache (what a repository
// can commit). Otherwise "" and why.
func usableCacheDir(dir, outDir string) (string, error) {
	if filepath.Clean(outDir) == filepath.Join(dir, ".soulindex") {
		if err := outdir.Check(outDir); err != nil {
			return "", err
		}
	}
	cd := cacheDir(outDir)
	if err := outdir.Check(cd); err != nil {
		return "", err
	}
	return cd, nil
}

// runPipeline indexes dir; outDir is excluded from the listing when it lies
// inside dir.
func runPipeline(ctx context.Context, dir, outDir string, rf runFlags, parseOnly bool) (*indexer.Result, error) {
	reg, err := langs.New()
	if err != nil {
		return nil, err
	}
	qs, err := extract.CompileQueries(reg)
	if err != nil {
		return nil, err
	}
	defer qs.Close()
	opts := indexer.Options{
		Root: dir, Jobs: rf.jobs, MaxFileSize: int64(rf.maxSize),
		ParseTimeout: rf.parseTimeout, ParseOnly: parseOnly,
		Exclude: relativeInside(dir, outDir),
		Ignore:  rf.conf.Exclude, Languages: rf.conf.Languages, DisabledLanguages: rf.conf.DisabledLanguages,
		Progress: rf.progress,
	}
	if !rf.noCache && !parseOnly {
		// A cache behind a link is not used (index says so: openCaches).
		if cd, err := usableCacheDir(dir, outDir); err == nil {
			opts.CacheDir = cd
			opts.CacheReadOnly = !rf.cacheWrite
		}
	}
	return indexer.Run(ctx, reg, qs, opts)
}

// relativeInside returns target relative to dir (slash separated) when it
// lies inside dir, else "".
func relativeInside(dir, target string) string {
	d, err1 := filepath.Abs(dir)
	t, err2 := filepath.Abs(target)
	if err1 != nil || err2 != nil {
		return ""
	}
	if rd, err := filepath.EvalSymlinks(d); err == nil {
		d = rd
	}
	if rt, err := filepath.EvalSymlinks(t); err == nil {
		t = rt
	}
	rel, err := filepath.Rel(d, t)
	if err != nil || rel == "." || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return ""
	}
	return filepath.ToSlash(rel)
}

// buildGraph resolves imports and references across files and ranks them.
func buildGraph(ctx context.Context, res *indexer.Result, rf runFlags) (*refgraph.Graph, error) {
	return refgraph.Build(ctx, res.Files, refgraph.Options{Root: res.Root, Packages: res.Packages, CoChange: true, Jobs: rf.jobs, CoChangeRev: rf.coChangeRev})
}

// outputTimes splits the writing time per artifact (--json).
type outputTimes struct {
	SCIP    float64 `json:"scip_seconds"`
	SoulMap float64 `json:"soulmap_seconds"`
	Graph   float64 `json:"graph_json_seconds"`
}

// writeOutputs writes every output to its temporary file first and puts
// them in place only when all were written: an output that fails (a
// budget too small for the Soul Map, a full disk) replaces none of them.
func writeOutputs(ctx context.Context, res *indexer.Result, g *refgraph.Graph, mo output.MapOptions, outDir string, times *outputTimes, lsp *lspRun, caches *runCaches) (err error) {
	// outDir was resolved by outputDir (a link there is the user's choice).
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		return fmt.Errorf("create output directory: %w", err)
	}
	reg, err := langs.New()
	if err != nil {
		return err
	}
	tool := output.ToolInfo{Name: "soulindex", Version: version()}
	mo.Enrichment = lsp.enrichmentOrNil()
	var scip, soulMap, graph, coverage *atomicfile.Pending
	defer func() {
		// After a failure, whatever was written stays out of place.
		for _, p := range []*atomicfile.Pending{scip, soulMap, graph, coverage} {
			p.Discard()
		}
	}()
	timed := func(dst *float64, dstFile **atomicfile.Pending, write func() (*atomicfile.Pending, error)) error {
		start := time.Now()
		p, err := write()
		*dst, *dstFile = time.Since(start).Seconds(), p
		return err
	}
	pending := func(name string, write func(io.Writer) error) func() (*atomicfile.Pending, error) {
		return func() (*atomicfile.Pending, error) {
			return atomicfile.Prepare(ctx, filepath.Join(outDir, name), write)
		}
	}
	// The SCIP index is mostly disk writes, the rest mostly CPU: the two
	// go side by side.
	var eg errgroup.Group
	eg.Go(func() error {
		return timed(&times.SCIP, &scip, func() (*atomicfile.Pending, error) {
			return caches.writeSCIP(ctx, filepath.Join(outDir, "index.scip"), res, reg, g, tool, lsp.enrichmentOrNil())
		})
	})
	eg.Go(func() error {
		if err := timed(&times.SoulMap, &soulMap, pending("soulmap."+mo.Format, func(w io.Writer) error {
			return output.WriteSoulMap(w, res, g, mo)
		})); err != nil {
			return err
		}
		if err := timed(&times.Graph, &graph, pending("graph.json", func(w io.Writer) error {
			return output.WriteGraphJSON(w, g)
		})); err != nil {
			return err
		}
		var unused float64
		return timed(&unused, &coverage, pending("coverage.json", func(w io.Writer) error {
			return output.WriteCoverageJSON(w, output.BuildCoverage(res, reg))
		}))
	})
	if err := eg.Wait(); err != nil {
		return err
	}
	for _, p := range []*atomicfile.Pending{scip, soulMap, graph, coverage} {
		if err := p.Commit(ctx); err != nil {
			return err
		}
	}
	// What describes the index just put in place, and the enrichment's
	// own files, come after it.
	caches.committedSCIP()
	return writeLSPOutputs(res, reg, g, lsp, outDir)
}

// report prints skipped files and notices, bounded unless verbose. Paths
// and reasons (which quote link targets) are encoded as in the outputs,
// so a name with a newline or a terminal escape prints as one inert line.
func report(w io.Writer, res *indexer.Result, verbose bool) {
	n := 0
	for _, s := range res.Skipped {
		if n++; n > maxListed && !verbose {
			break
		}
		fmt.Fprintf(w, "skipped %s: %s\n", output.EncodePath(s.Path), output.EncodePath(s.Reason))
	}
	for _, nt := range res.Notices {
		if n++; n > maxListed && !verbose {
			break
		}
		fmt.Fprintf(w, "note %s: %s\n", output.EncodePath(nt.Path), output.EncodePath(nt.Message))
	}
	if total := len(res.Skipped) + len(res.Notices); total > maxListed && !verbose {
		fmt.Fprintf(w, "... %d more skips and notes (--verbose lists all)\n", total-maxListed)
	}
}

// summary is the one-line report of a run.
func summary(res *indexer.Result, outDir string, parseOnly bool) string {
	langCount := map[string]int{}
	syms := 0
	for _, f := range res.Files {
		langCount[f.Language]++
		syms += len(f.Symbols)
	}
	var ls []string
	for l, c := range langCount {
		ls = append(ls, fmt.Sprintf("%s %d", l, c))
	}
	sort.Strings(ls)
	reasons := map[string]int{}
	for _, s := range res.Skipped {
		reasons[strings.SplitN(s.Reason, ":", 2)[0]]++
	}
	var rs []string
	for r, c := range reasons {
		rs = append(rs, fmt.Sprintf("%s %d", r, c))
	}
	sort.Strings(rs)
	skipped := fmt.Sprintf("skipped %d", len(res.Skipped))
	if len(rs) > 0 {
		skipped += " (" + strings.Join(rs, ", ") + ")"
	}
	verb, dest := "indexed", " → "+outDir
	if parseOnly {
		verb, dest = "parsed", ""
	}
	return fmt.Sprintf("soulindex: %s %d files [%s], %s, %d symbols, %.1f MB in %.2fs%s",
		verb, len(res.Files), strings.Join(ls, ", "), skipped, syms,
		float64(res.Bytes)/1e6, res.Duration.Seconds(), dest)
}
