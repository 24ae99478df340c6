package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/notice"
	"github.com/soulindex/soulindex/output"
	"github.com/soulindex/soulindex/pipeline"
)

// maxListed bounds how many skips and notices are printed without --verbose.
const maxListed = 20

func cmdIndex(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	start := time.Now() // the summary's time is the whole run's
	fs := flag.NewFlagSet("index", flag.ContinueOnError)
	var rf runFlags
	rf.register(fs)
	o := &rf.opts
	fs.StringVar(&o.Out, "out", "", "output directory (default DIR/.soulindex)")
	fs.BoolVar(&o.Index.ParseOnly, "parse-only", false, "only parse every file and write nothing (measures raw parser cost)")
	asJSON := fs.Bool("json", false, "print run statistics as JSON on stdout")
	stats := fs.Bool("stats", false, "print the per-language coverage table (also kept in coverage.json)")
	// The default, 0, fails at once with a message that names the
	// holder: in CI and in hooks a clear failure beats a silent hang
	// behind a run that may never end; callers that expect overlap (an
	// editor re-indexing on save) pass --wait.
	fs.DurationVar(&o.Wait, "wait", 0, "when another run holds the output directory, wait up to this long for it (default: fail at once)")
	fs.BoolVar(&o.Check, "check", false, "exit 1 when the Soul Map in the output directory is stale (compares a fresh one in memory; writes nothing)")
	registerLSP(fs, &o.LSP)
	shard := fs.String("shard", "", "index only slice `K/N` of the files (by path hash) into the output directory, for `soulindex merge` (docs/scale.md)")
	dir, err := parseDirArgs(fs, &rf, args, stdout)
	if err == nil && *shard != "" {
		if o.Index.Shard, err = indexer.ParseShard(*shard); err != nil {
			err = usagef("--shard: %v", err)
		} else if o.Check || o.Index.ParseOnly || o.LSP.Enabled {
			err = usagef("--shard writes a shard directory: it takes no --check, --parse-only or --lsp")
		}
	}
	var lspNotices []notice.Notice
	if err == nil {
		lspNotices, err = o.LSP.Configure(rf.conf, rf.set)
	}
	if err != nil {
		return err
	}
	printNotices(stderr, rf.quiet, append(rf.notices, lspNotices...)...)
	if o.Check && (o.Index.ParseOnly || *asJSON || *stats) {
		return usagef("--check only compares the Soul Map: it takes no --parse-only, --json or --stats")
	}
	if o.Check && os.Getenv("PRE_COMMIT") == "1" {
		// pre-commit sets PRE_COMMIT=1 in its hooks' environment, where
		// soulindex is pre-commit's build, not a command on PATH.
		o.FixCommand = "pre-commit run soulindex-map --all-files"
	}
	o.Notice = noticeSink(stderr, rf.quiet)
	stopLSP := func() {}
	if o.LSP.Enabled {
		o.LSP.Progress, o.Notice, stopLSP = startLSPProgress(stderr, rf.quiet, o.Notice)
	}
	o.Index.Progress = &indexer.Progress{}
	stopBar := sync.OnceFunc(startProgress(stderr, rf.quiet, o.Index.Progress))
	o.Indexed = stopBar
	r, err := pipeline.Run(ctx, dir, *o)
	stopBar()
	stopLSP()
	if err != nil {
		return err
	}
	res := r.Index
	if o.Index.Shard.Enabled() {
		if !rf.quiet {
			report(stderr, res, rf.verbose)
			fmt.Fprintf(stderr, "soulindex: shard %s: %d files → %s (merge with soulindex merge)\n", o.Index.Shard, len(res.Files), r.OutDir)
		}
		return nil
	}
	if o.Check {
		if !rf.quiet {
			fmt.Fprintf(stderr, "soulindex: %s is current\n", r.Checked)
		}
		return nil
	}
	if !rf.quiet {
		reportLSP(stderr, r.LSP)
		report(stderr, res, rf.verbose)
		reportCache(stderr, res, r.UpToDate)
		if *stats {
			if err := output.WriteCoverageTable(stderr, output.BuildCoverage(res, o.Registry)); err != nil {
				return err
			}
		}
		fmt.Fprintln(stderr, summary(res, r.OutDir, o.Index.ParseOnly, time.Since(start)))
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(r.Stats(o.Index.ParseOnly))
	}
	return nil
}

// cmdMerge writes DIR's outputs from the shard directories of
// `index --shard K/N` runs.
func cmdMerge(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	start := time.Now()
	fs := flag.NewFlagSet("merge", flag.ContinueOnError)
	var rf runFlags
	rf.register(fs)
	o := &rf.opts
	fs.StringVar(&o.Out, "out", "", "output directory (default DIR/.soulindex)")
	fs.DurationVar(&o.Wait, "wait", 0, "when another run holds the output directory, wait up to this long for it (default: fail at once)")
	dirFlag := fs.String("dir", "", "the repository the shards were made from: a checkout of their commit, whose listing must match theirs (its git history and tsconfig/composer files are read; no source) (default: the directory the shards name)")
	shards, err := parseInterspersed(fs, args, stdout)
	if err != nil {
		return err
	}
	if len(shards) == 0 {
		return usagef("merge takes the shard directories: soulindex merge [--dir DIR] [--out OUT] SHARD...")
	}
	dir := *dirFlag
	if dir == "" {
		if dir, err = pipeline.ShardTree(shards, *o); err != nil {
			return err
		}
		if !rf.quiet {
			fmt.Fprintf(stderr, "soulindex: merging into %s, the tree the shards name (--dir to choose another checkout)\n", dir)
		}
	}
	if err := rf.loadConfig(fs, dir); err != nil {
		return err
	}
	if err := o.Validate(); err != nil {
		return err
	}
	o.Notice = noticeSink(stderr, rf.quiet)
	r, err := pipeline.Merge(ctx, dir, shards, *o)
	if err != nil {
		return err
	}
	if !rf.quiet {
		report(stderr, r.Index, rf.verbose)
		fmt.Fprintln(stderr, strings.Replace(summary(r.Index, r.OutDir, false, time.Since(start)), "indexed", fmt.Sprintf("merged %d shard(s):", len(shards)), 1))
	}
	return nil
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
	o := &rf.opts
	o.Notice = noticeSink(stderr, rf.quiet)
	o.Index.Progress = &indexer.Progress{}
	stopBar := sync.OnceFunc(startProgress(stderr, rf.quiet, o.Index.Progress))
	o.Indexed = stopBar
	ix, err := pipeline.Extract(ctx, dir, *o)
	stopBar()
	if err != nil {
		return err
	}
	if rf.verbose {
		report(stderr, ix.Result, true)
	}
	if !rf.quiet {
		reportCache(stderr, ix.Result, false)
	}
	return ix.WriteSoulMap(ctx, stdout)
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
		printNotice(w, nt)
	}
	if total := len(res.Skipped) + len(res.Notices); total > maxListed && !verbose {
		fmt.Fprintf(w, "... %d more skips and notes (--verbose lists all)\n", total-maxListed)
	}
}

// reportLSP prints how each language's server did (st nil: no
// enrichment); its notices were printed as they came.
func reportLSP(w io.Writer, st *pipeline.LSPStats) {
	if st == nil {
		return
	}
	for _, l := range st.Languages {
		if l.Transport == pipeline.TransportNvim {
			fmt.Fprintf(w, "lsp %s: served by the editor's language client (nvim)\n", l.Language)
		}
	}
	for _, l := range st.Languages {
		if l.Server == "missing" {
			continue // its notice says so
		}
		// Start-up (launch until the readiness probe answered) comes
		// before the requests, whose times count from their start.
		ready := ""
		if s, ok := st.ReadySeconds[l.Language]; ok {
			ready = fmt.Sprintf("ready in %.1fs, then ", s)
		}
		fmt.Fprintf(w, "lsp %s: server %s (%s), hover %d/%d exported (%d with docs), references for %d symbols (%d sites), callers for %d, %d diagnostics, %d failed requests; %srequests took %.1fs (first request %.1fs; references done at %.1fs, hover at %.1fs, diagnostics at %.1fs)\n",
			l.Language, l.Server, l.Transport, l.Hovered, l.Exported, l.HoverDocs, l.RefSymbols, l.RefSites, l.CallSymbols, l.Diagnostics, l.FailedRequests,
			ready, l.Seconds, l.FirstRequestSeconds, l.RefsDoneSeconds, l.HoverDoneSeconds, l.DiagnosticsDoneSeconds)
	}
}

// reportCache prints the cache's notice (a corrupt or unsaved cache) and
// whether the outputs were left as they were.
func reportCache(w io.Writer, res *indexer.Result, upToDate bool) {
	if c := res.Cache; c != nil && c.Notice != "" {
		printNotice(w, notice.Notice{Reason: notice.Cache, Subject: c.Path, Message: c.Notice})
	}
	if upToDate {
		fmt.Fprintln(w, "soulindex: nothing changed since the last run; outputs are up to date")
	}
}

// summary is the one-line report of a run; took is the whole run
// (listing, parsing, the graph, enrichment and the writes), not the
// extraction alone.
func summary(res *indexer.Result, outDir string, parseOnly bool, took time.Duration) string {
	langCount := map[string]int{}
	syms := 0
	for _, f := range res.Files {
		langCount[f.Language]++
	}
	for _, ls := range res.Languages {
		syms += ls.Symbols // not from Files: their outlines may be omitted
	}
	var ls []string
	for l, c := range langCount {
		ls = append(ls, fmt.Sprintf("%s %d", l, c))
	}
	sort.Strings(ls)
	reasons := map[string]int{}
	for _, s := range res.Skipped {
		reasons[s.Kind()]++
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
		float64(res.Bytes)/1e6, took.Seconds(), dest)
}
