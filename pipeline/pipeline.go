// Package pipeline is soulindex as a library: one run lists and outlines a
// repository (indexer, with the outline cache), resolves its references
// (refgraph, with the graph cache), optionally enriches it with language
// servers (lspenrich) and writes the outputs (output: SCIP, with the
// document cache, Soul Map, graph.json, coverage.json) side by side, each
// to a temporary file, putting them in place only when all were written.
// It also owns what decides whether work is needed (the outputs record,
// --check's staleness test), the --focus/--changed resolution, and the
// start-up of language servers for enrichment and diag. The CLI binds its
// flags to Options and prints what Run returns; notices reach it through
// Options.Notice.
package pipeline

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"sort"
	"strings"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/soulindex/soulindex/external"
	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/atomicfile"
	"github.com/soulindex/soulindex/internal/filestamp"
	"github.com/soulindex/soulindex/internal/outdir"
	"github.com/soulindex/soulindex/notice"
	"github.com/soulindex/soulindex/output"
	"github.com/soulindex/soulindex/refgraph"
	"github.com/soulindex/soulindex/unused"
)

// Version reports the module version stamped by the Go toolchain.
func Version() string {
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
		return bi.Main.Version
	}
	return "(devel)"
}

// Result is what a Run did.
type Result struct {
	// Index is the listing and extraction.
	Index *indexer.Result
	// OutDir is the output directory written (or checked).
	OutDir string
	// Checked is the Soul Map found current (Options.Check).
	Checked string
	// UpToDate: nothing changed since the run that wrote the outputs, so
	// nothing was rebuilt or written.
	UpToDate bool
	// GraphTime and WriteTime: the reference graph (and enrichment), and
	// writing the outputs; Outputs splits the latter per artifact.
	GraphTime, WriteTime time.Duration
	Outputs              OutputTimes
	Caches               CacheStats
	// LSP is nil unless the run was enriched.
	LSP *LSPStats
}

// OutputTimes splits the writing time per artifact (--json).
type OutputTimes struct {
	SCIP    float64 `json:"scip_seconds"`
	SoulMap float64 `json:"soulmap_seconds"`
	Graph   float64 `json:"graph_json_seconds"`
}

// Run indexes dir into the output directory (index): it takes the
// directory's lock, lists and outlines the files, and unless nothing
// changed since the last run, builds the graph, enriches it (LSP.Enabled)
// and writes every output. With Check it writes nothing and returns an
// error when the Soul Map in the output directory is stale; with
// Index.ParseOnly it only parses.
func Run(ctx context.Context, dir string, opts Options) (*Result, error) {
	if _, err := os.Stat(dir); err != nil {
		return nil, fmt.Errorf("cannot index %s: %w", dir, err)
	}
	outDir, err := OutputDir(dir, opts.Out)
	if err != nil {
		return nil, err
	}
	parseOnly := opts.Index.ParseOnly
	// --check writes nothing, so it needs no lock.
	writeCache := !parseOnly && !opts.Check
	if writeCache {
		if opts.Wait < 0 {
			return nil, usagef("--wait must not be negative, got %s", opts.Wait)
		}
		if err := claimOutDir(dir, outDir, &opts); err != nil {
			return nil, err
		}
		lk, err := output.AcquireLock(ctx, outDir, opts.Wait)
		if err != nil {
			return nil, err
		}
		defer lk.Release()
		if err := markOutDir(ctx, dir, outDir); err != nil {
			return nil, err
		}
		if err := writeIgnore(ctx, dir, outDir, opts.Map.Format); err != nil {
			return nil, err
		}
	}
	ix, err := extractTo(ctx, dir, outDir, opts, writeCache)
	if err != nil {
		return nil, err
	}
	r := &Result{Index: ix.Result, OutDir: outDir}
	if opts.Index.Shard.Enabled() {
		// A slice of the tree: its outlines go to the shard directory,
		// for Merge; no graph and no outputs.
		return r, indexer.WriteShard(ctx, outDir, ix.Result, opts.Index.Shard, gitHead(ctx, dir), ix.opts.Index.Auth)
	}
	if opts.Check {
		r.Checked, err = ix.checkSoulMap(ctx)
		return r, err
	}
	return r, ix.write(ctx, r)
}

// Merge puts the shard directories written by `index --shard K/N` runs
// (indexer.Merge) back together and writes the outputs of dir from them,
// as Run would: the same bytes as a one-machine run on the same tree with
// the same build and options. dir is the repository (for its git history
// and the configuration files the graph reads, tsconfig.json and
// composer.json; "": the root the first shard names), which every shard
// must have been made of: its commit and its listing (files and sizes,
// not contents) are compared with theirs. No source file is read again.
// Nothing is written when a shard is missing, unauthenticated or
// unusable (an *indexer.ShardError names each).
func Merge(ctx context.Context, dir string, shards []string, opts Options) (*Result, error) {
	auth, err := opts.cacheAuth()
	if err != nil {
		return nil, fmt.Errorf("merge: %w", err)
	}
	if dir == "" {
		if dir, err = ShardTree(shards, opts); err != nil {
			return nil, err
		}
	}
	root, err := filepath.Abs(dir)
	if err == nil {
		root, err = filepath.EvalSymlinks(root)
	}
	if err != nil {
		return nil, fmt.Errorf("cannot merge into %s: %w", dir, err)
	}
	outDir, err := OutputDir(dir, opts.Out)
	if err != nil {
		return nil, err
	}
	opts.NoCache = true // the outputs are built once, from the shards
	// The shards are read before the output directory is touched: a
	// missing or damaged one leaves it as it was.
	mo := indexer.MergeOptions{Auth: auth, Jobs: opts.Index.Jobs}
	io := opts.Index
	io.Exclude = relativeInside(dir, outDir)
	if mo.Listing, err = indexer.ListingDigest(ctx, root, io); err != nil {
		return nil, fmt.Errorf("list %s: %w", dir, err)
	}
	mo.Commit = gitHead(ctx, root)
	res, err := indexer.Merge(ctx, root, shards, mo)
	if opts.Indexed != nil {
		opts.Indexed()
	}
	if err != nil {
		return nil, err
	}
	if err := claimOutDir(dir, outDir, &opts); err != nil {
		return nil, err
	}
	lk, err := output.AcquireLock(ctx, outDir, opts.Wait)
	if err != nil {
		return nil, err
	}
	defer lk.Release()
	if err := markOutDir(ctx, dir, outDir); err != nil {
		return nil, err
	}
	if err := writeIgnore(ctx, dir, outDir, opts.Map.Format); err != nil {
		return nil, err
	}
	ix, err := indexed(dir, outDir, res, opts)
	if err != nil {
		return nil, err
	}
	r := &Result{Index: res, OutDir: outDir}
	return r, ix.write(ctx, r)
}

// ShardTree is the tree the first shard says it was made of (its
// authenticated record's root), for a merge given no directory; Merge
// then checks that every shard was made of it.
func ShardTree(shards []string, opts Options) (string, error) {
	auth, err := opts.cacheAuth()
	if err != nil {
		return "", fmt.Errorf("merge: %w", err)
	}
	if len(shards) == 0 {
		return "", &indexer.ShardError{Problems: []string{"no shard given"}}
	}
	dir, err := indexer.ShardRoot(shards[0], auth)
	if err != nil {
		return "", &indexer.ShardError{Problems: []string{err.Error() + "; pass --dir with the tree the shards were made of"}}
	}
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return "", usagef("the shards were made of %s, which is not a directory here; pass --dir with a checkout of the same commit", dir)
	}
	return dir, nil
}

// Indexed is a repository listed and outlined, its --focus resolved: what
// the graph, the Soul Map and the exports are built from.
type Indexed struct {
	Result      *indexer.Result
	dir, outDir string
	opts        Options
	head        func() string // git's HEAD, looked up during the listing (nil: not yet)
}

// Extract lists and outlines dir for the commands that write no output
// directory (map, export, diag): the outline cache in DIR/.soulindex (or
// Out) is read, never written.
func Extract(ctx context.Context, dir string, opts Options) (*Indexed, error) {
	outDir := opts.Out
	if outDir == "" {
		outDir = filepath.Join(dir, ".soulindex")
	}
	return extractTo(ctx, dir, outDir, opts, false)
}

// extractTo indexes dir; outDir is excluded from the listing when it lies
// inside dir. Then the focus paths are resolved (indexed).
func extractTo(ctx context.Context, dir, outDir string, opts Options, writeCache bool) (*Indexed, error) {
	if opts.Index.Shard.Enabled() {
		// A shard is authenticated, or it is of no use to the merge.
		if _, err := opts.cacheAuth(); err != nil {
			return nil, fmt.Errorf("shard: %w", err)
		}
	} else if !opts.NoCache && !opts.Index.ParseOnly {
		if _, err := opts.cacheAuth(); err != nil {
			opts.Notice.Notef(notice.Cache, "", "caches not used: %v", err)
			opts.NoCache = true
		}
	}
	var head func() string
	if writeCache && !opts.NoCache && opts.Changed == "" && !opts.LSP.Enabled {
		// The outputs' key (checked before and after extraction) names
		// HEAD: git answers beside the listing.
		head = startHead(ctx, dir)
	}
	res, err := index(ctx, dir, outDir, &opts, writeCache, head)
	if opts.Indexed != nil {
		opts.Indexed()
	}
	if err != nil {
		return nil, err
	}
	ix, err := indexed(dir, outDir, res, opts)
	if ix != nil {
		ix.head = head
	}
	return ix, err
}

// indexed resolves the focus paths against res, with their notices, so
// that everything after (the map, the outputs' key) sees the same files
// whatever the current directory.
func indexed(dir, outDir string, res *indexer.Result, opts Options) (*Indexed, error) {
	files, notices, err := resolveFocus(dir, res, opts.Map.Focus)
	if err != nil {
		return nil, err
	}
	for _, n := range notices {
		opts.Notice.Send(notice.Notice{Reason: notice.Focus, Message: n})
	}
	opts.Map.Focus = files
	return &Indexed{Result: res, dir: dir, outDir: outDir, opts: opts}, nil
}

func index(ctx context.Context, dir, outDir string, opts *Options, writeCache bool, head func() string) (*indexer.Result, error) {
	reg, err := opts.registry()
	if err != nil {
		return nil, err
	}
	qs, err := extract.CompileQueries(reg)
	if err != nil {
		return nil, err
	}
	defer qs.Close()
	io := opts.Index
	io.Root, io.Exclude, io.ExcludeFiles = dir, relativeInside(dir, outDir), ownExcludes(dir, outDir)
	if !opts.NoCache && !io.ParseOnly && !io.Shard.Enabled() {
		// A cache behind a link is not used (index says so: openCaches).
		if cd, err := usableCacheDir(dir, outDir); err == nil {
			io.CacheDir = cd
			io.CacheReadOnly = !writeCache
		}
	}
	if io.CacheDir != "" && head != nil {
		// When no file changed, the outputs record may vouch for the
		// outputs from the cache's manifest alone (write's own check, made
		// before any outline is read).
		io.UpToDate = func(res *indexer.Result) bool {
			focus, _, err := resolveFocus(dir, res, opts.Map.Focus)
			if err != nil {
				return false
			}
			return outputsUpToDate(outDir, outputsKey(res, opts, focus, head()), outputNames(opts.Map.Format), opts.Index.Auth)
		}
	}
	return indexer.Run(ctx, reg, qs, io)
}

// OutputDir resolves where index writes. The default, DIR/.soulindex, is
// in the repository, which may have committed a symbolic link there to make
// every output land elsewhere: that path is never followed when it is a
// link, whoever names it. Another out is the user's choice and is used
// as given (a link there is followed); links inside it are not
// (output.AcquireLock, the caches, the outputs' renames).
func OutputDir(dir, out string) (string, error) {
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

// graphOptions are the reference graph's options for this result.
func (ix *Indexed) graphOptions() refgraph.Options {
	g := ix.opts.Graph
	g.Root, g.Packages = ix.Result.Root, ix.Result.Packages
	if g.Jobs == 0 {
		g.Jobs = ix.opts.Index.Jobs
	}
	return g
}

// Graph resolves imports and references across files and ranks them
// (without the graph cache).
func (ix *Indexed) Graph(ctx context.Context) (*refgraph.Graph, error) {
	return refgraph.Build(ctx, ix.Result.Files, ix.graphOptions())
}

// mapOptions completes the map options with a personalized rank for
// --focus (already resolved) and --changed, whose files the map marks.
// --changed with no indexed file changed says so.
func (ix *Indexed) mapOptions(ctx context.Context, g *refgraph.Graph) (output.MapOptions, error) {
	mo := ix.opts.Map
	seeds := append([]string(nil), mo.Focus...)
	mo.Focus = nil
	if ix.opts.Changed != "" {
		ch, note, err := changedFocus(ctx, ix.Result, ix.opts.Changed, len(seeds) > 0)
		if err != nil {
			return mo, err
		}
		if note != "" {
			ix.opts.Notice.Send(notice.Notice{Reason: notice.Focus, Message: note})
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

// WriteSoulMap builds the graph and writes the Soul Map to w (map).
func (ix *Indexed) WriteSoulMap(ctx context.Context, w io.Writer) error {
	g, err := ix.Graph(ctx)
	if err != nil {
		return err
	}
	mo, err := ix.mapOptions(ctx, g)
	if err != nil {
		return err
	}
	r, err := output.WriteSoulMap(w, ix.Result, g, mo)
	ix.noteMap(r)
	return err
}

// noteMap says on stderr what the map could not show of its focus (the
// map says it too).
func (ix *Indexed) noteMap(r output.MapResult) {
	budget := r.Budget
	if len(r.Missing) > 0 {
		ix.opts.Notice.Send(notice.Notice{Reason: notice.Focus, Message: fmt.Sprintf(
			"the Soul Map's budget (%d tokens) cannot show %s, which it is focused on: raise --budget", budget, strings.Join(r.Missing, ", "))})
	}
	if len(r.Partial) > 0 {
		ix.opts.Notice.Send(notice.Notice{Reason: notice.Focus, Message: fmt.Sprintf(
			"the Soul Map's budget (%d tokens) shows %s in part (marked partial; the left-outs are named or counted): raise --budget to see all", budget, strings.Join(r.Partial, ", "))})
	}
}

// ExportSQLite builds the graph and writes the index as an SQLite
// database at path (export).
func (ix *Indexed) ExportSQLite(ctx context.Context, path string) (output.SQLiteStats, error) {
	g, err := ix.Graph(ctx)
	if err != nil {
		return output.SQLiteStats{}, err
	}
	uo := ix.unusedOptions()
	uo.Explain = true
	rep := unused.Find(ix.Result, g, uo)
	return output.WriteSQLite(ctx, path, ix.Result, ix.opts.Registry, g, &rep, toolInfo())
}

func toolInfo() output.ToolInfo { return output.ToolInfo{Name: "soulindex", Version: Version()} }

// write is Run's rest: unless the outputs record says nothing changed,
// the graph (from its cache), the LSP step, and the outputs.
func (ix *Indexed) write(ctx context.Context, r *Result) error {
	o, res, outDir := &ix.opts, ix.Result, ix.outDir
	caches := openCaches(outDir, o.NoCache, o.Notice, o.Index.Auth)
	defer func() { r.Caches = caches.stats }()
	if o.Index.ParseOnly {
		return nil
	}
	if res.OutlinesOmitted {
		r.UpToDate = true // decided by the index step (Options.UpToDate)
		return nil
	}
	key := ""
	// Enrichment asks servers whose answers no key covers: never skipped.
	if !o.LSP.Enabled && !caches.off {
		if ix.head == nil {
			ix.head = startHead(ctx, res.Root)
		}
		key = outputsKey(res, o, o.Map.Focus, ix.head())
		r.UpToDate = outputsUpToDate(outDir, key, outputNames(o.Map.Format), caches.auth)
	}
	if r.UpToDate {
		return nil
	}
	start := time.Now()
	caches.preloadSCIP(filepath.Join(outDir, "index.scip"), o.LSP.Enabled)
	defer caches.discardSCIP()
	g, err := caches.buildGraph(ctx, res, ix.graphOptions())
	if err != nil {
		return err
	}
	r.GraphTime = time.Since(start)
	var lsp *lspRun
	if o.LSP.Enabled {
		if lsp, err = runLSP(ctx, res, o.Registry, g, o.LSP, o.Notice); err != nil {
			return err
		}
		g = lsp.graph
		r.LSP = lsp.stats()
	}
	start = time.Now()
	mo, err := ix.mapOptions(ctx, g)
	if err != nil {
		return err
	}
	outside, err := ix.writeOutputs(ctx, g, mo, &r.Outputs, lsp, caches)
	if err != nil {
		return err
	}
	// The record only lets the next run skip work: failing to keep it
	// costs time, not correctness.
	if err := recordOutputs(outDir, key, outputNames(o.Map.Format), outside, caches.auth); err != nil {
		o.Notice.Notef(notice.Cache, "", "%v", err)
	}
	r.WriteTime = time.Since(start)
	return nil
}

// writeOutputs writes every output to its temporary file first and puts
// them in place only when all were written: an output that fails (a
// budget too small for the Soul Map, a full disk) replaces none of them.
// It returns the files outside the repository the SCIP index was built
// from (the dependencies' sources), with their stamps.
func (ix *Indexed) writeOutputs(ctx context.Context, g *refgraph.Graph, mo output.MapOptions, times *OutputTimes, lsp *lspRun, caches *runCaches) (outside map[string]filestamp.Stamp, err error) {
	res, outDir, reg := ix.Result, ix.outDir, ix.opts.Registry
	// outDir was resolved by OutputDir (a link there is the user's choice).
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		return nil, fmt.Errorf("create output directory: %w", err)
	}
	tool := toolInfo()
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
			ext, err := external.Build(ctx, external.Inputs{Result: res, Graph: g, Registry: reg,
				Env: ix.dependencies(), Jobs: ix.opts.Index.Jobs})
			if err != nil {
				return nil, err
			}
			outside = ext.Reads()
			return caches.writeSCIP(ctx, filepath.Join(outDir, "index.scip"), res, reg, g, ext, tool, lsp.enrichmentOrNil())
		})
	})
	eg.Go(func() error {
		if err := timed(&times.SoulMap, &soulMap, pending("soulmap."+mo.Format, func(w io.Writer) error {
			r, err := output.WriteSoulMap(w, res, g, mo)
			ix.noteMap(r)
			return err
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
		return nil, err
	}
	if err := atomicfile.CommitAll(ctx, scip, soulMap, graph, coverage); err != nil {
		return nil, err
	}
	// What describes the index just put in place, and the enrichment's
	// own files, come after it.
	caches.committedSCIP()
	return outside, writeLSPOutputs(res, reg, g, lsp, outDir)
}

// dependencies is where the run finds the dependencies' sources.
func (ix *Indexed) dependencies() external.Env {
	if d := ix.opts.Dependencies; d != nil {
		return *d
	}
	return external.DetectEnv(ix.Result.Root, os.Getenv)
}
