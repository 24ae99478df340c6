package indexer

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/zeebo/xxh3"
	"golang.org/x/sync/errgroup"

	"github.com/soulindex/soulindex/cachefile"
	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/internal/safefile"
	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/manifest"
	"github.com/soulindex/soulindex/notice"
	"github.com/soulindex/soulindex/visibility"
)

// Options configure one indexing run.
type Options struct {
	// Root is the directory to index.
	Root string
	// Jobs bounds the worker pool; <= 0 means one per CPU.
	Jobs int
	// MaxFileSize skips larger files (bytes).
	MaxFileSize int64
	// ParseWork bounds the tree-sitter work on each file (parse plus
	// query), counted in parser steps, so that whether a file gets a
	// tree-sitter outline depends on its content alone; zero means
	// extract.DefaultWorkBudget.
	ParseWork extract.WorkBudget
	// ParseTimeout is the wall-clock safety net behind ParseWork, per
	// file, for work tree-sitter does not count; hitting it depends on the
	// machine's load, so it is far above what real files take.
	ParseTimeout time.Duration
	// ParseOnly parses without extracting, to measure raw parser cost.
	ParseOnly bool
	// Exclude is a root-relative directory never to index (the output dir).
	Exclude string
	// ExcludeFiles are root-relative files and directories never to index
	// either: an output directory's own entries when it is Root itself.
	ExcludeFiles []string
	// Ignore holds gitignore-syntax patterns relative to Root (the
	// configuration's excludes), applied before the IgnoreFile files.
	Ignore []string
	// Languages, when not empty, is the only language IDs to index;
	// DisabledLanguages are never indexed. Their files are not read.
	Languages, DisabledLanguages []string
	// Progress, when set, counts files as the workers finish them.
	Progress *Progress
	// CacheDir holds the outline cache (CacheFileName); "" disables it.
	// Files whose stat or content hash is unchanged reuse their cached
	// outline instead of being parsed.
	CacheDir string
	// Auth authenticates the outline cache (and shards): a cache whose
	// MAC does not check under it is rebuilt, never read. Without it the
	// cache is neither read nor written.
	Auth *cachefile.Auth
	// CacheReadOnly reads the cache but never writes it: for runs that do
	// not hold the output directory's lock (index --check, map, export).
	CacheReadOnly bool
	// UpToDate, when set, is asked when every listed file is served by
	// the cache's stat fast path, with a Result built from the cache's
	// manifest alone (OutlinesOmitted: Files carry path, language,
	// backend, hash and size, no outline). When it returns true, Run
	// returns that Result without reading an outline: the caller found
	// its outputs up to date and needs none. The cache is not rewritten.
	UpToDate func(*Result) bool
	// Shard, when enabled, indexes only the files (and reports only the
	// skips and notices) whose path falls in that slice (shard.go); the
	// outline cache is not used.
	Shard Shard
}

// Defaults for Options fields left zero.
const (
	DefaultMaxFileSize  = extract.DefaultMaxFileSize
	DefaultParseTimeout = time.Minute
)

// Result is a finished run. Files and Skipped are sorted by path, so what
// is written from a Result does not depend on scheduling.
type Result struct {
	Root     string
	Source   string // how files were listed: "git" or "walk"
	Files    []*extract.File
	Skipped  []Skip
	Notices  []notice.Notice
	Packages []manifest.Package
	// Manifests are the package manifests' dependencies and entry points
	// (manifest.Read), in path order.
	Manifests []manifest.Manifest
	// Unsupported counts listed files of no known language;
	// UnsupportedByExt breaks them down by extension ("(none)" without one).
	Unsupported      int
	UnsupportedByExt map[string]int
	// Bytes is the total size of the indexed files.
	Bytes    int64
	Duration time.Duration
	// Languages breaks the indexed files down per language, with the
	// time spent reading and extracting them (summed over workers).
	Languages map[string]*LanguageStats
	// Cache reports the outline cache's use; nil without one.
	Cache *CacheStats
	// Timing splits Duration into phases.
	Timing Timing

	// OutlinesOmitted: Files hold no outlines (Options.UpToDate said the
	// caller needs none); only the summary, the paths and Fingerprint
	// may be read.
	OutlinesOmitted bool

	// Prior holds, by path, the outline cache's previous outline of each
	// file whose content changed since: what the graph's previous
	// snapshot was built from (refgraph.Options.Prior).
	Prior map[string]*extract.File

	key   uint64 // cacheKey of the run
	salts uint64 // combinedSalts of the run
	// listing is listingDigest of the whole tree's listing (shard runs).
	listing string
}

// CacheStats says how the outline cache served a run.
type CacheStats struct {
	Path string `json:"path"`
	// Reused files took their outline (or binary skip) from the cache;
	// Rehashed of them were read and hashed because their stat changed.
	Reused   int `json:"reused"`
	Rehashed int `json:"rehashed"`
	// Extracted files were read and parsed, or failed (not cached, or
	// changed).
	Extracted int `json:"extracted"`
	// Unchanged: same files, every one served from the cache under the
	// same key.
	Unchanged bool `json:"unchanged"`
	// Written: the cache file was rewritten (false when nothing changed).
	Written bool `json:"written"`
	// Invalidated says why the whole cache was dropped (another version,
	// rules or options); Notice reports a corrupt or unsaved cache.
	Invalidated string `json:"invalidated,omitempty"`
	Notice      string `json:"notice,omitempty"`
}

// Timing splits a run's wall time into phases (seconds). The cache loads
// while the tree is listed, so CacheLoadSeconds overlaps ListSeconds.
type Timing struct {
	ListSeconds      float64 `json:"list_seconds"`
	CacheLoadSeconds float64 `json:"cache_load_seconds"`
	ExtractSeconds   float64 `json:"extract_seconds"`
	CacheSaveSeconds float64 `json:"cache_save_seconds"`
}

// LanguageStats is one language's share of a run.
type LanguageStats struct {
	Files   int           `json:"files"`
	Bytes   int64         `json:"bytes"`
	Symbols int           `json:"symbols"`
	Refs    int           `json:"refs"`
	Time    time.Duration `json:"-"`
	Seconds float64       `json:"seconds"`
}

// outcome is one worker's result for one file: a file or a skip, and
// maybe a notice; took is the time spent on it. entry is what the cache
// keeps about it (nil: nothing, e.g. a parse deadline), from how.
type outcome struct {
	file   *extract.File
	skip   *Skip
	notice *notice.Notice
	took   time.Duration
	entry  *cacheEntry
	how    reuse
	// stub: file is the manifest's stub (Options.UpToDate).
	stub bool
}

// reuse says how a file's outcome was obtained.
type reuse uint8

const (
	extracted reuse = iota // read and extracted
	statHit                // taken from the cache: stat unchanged
	hashHit                // taken from the cache: read, same content hash
)

// Run indexes opts.Root. Per-file problems become Skips or Notices; only a
// missing root or a cancelled context fails the run.
func Run(ctx context.Context, reg *langs.Registry, qs *extract.Queries, opts Options) (*Result, error) {
	rx := extract.NewRegex()
	start := time.Now()
	opts = withDefaults(opts)
	root, err := resolveRoot(opts.Root)
	if err != nil {
		return nil, err
	}
	key, salts := cacheKey(opts), langSalts(reg)
	useCache := opts.CacheDir != "" && opts.Auth != nil && !opts.ParseOnly && !opts.Shard.Enabled()
	var load *cacheLoad
	if useCache {
		load = startCacheLoad(ctx, filepath.Join(opts.CacheDir, CacheFileName), key, opts.Auth)
	}
	l, err := list(ctx, root, opts.MaxFileSize, append([]string{opts.Exclude}, opts.ExcludeFiles...), opts.Ignore)
	if err != nil {
		if load != nil {
			c, _ := load.wait()
			c.close()
		}
		return nil, err
	}
	res := &Result{Root: root, Source: l.source, Skipped: l.skipped, UnsupportedByExt: map[string]int{}, Languages: map[string]*LanguageStats{},
		key: key, salts: combinedSalts(salts)}
	res.Timing.ListSeconds = time.Since(start).Seconds()
	res.Packages, res.Notices = findPackages(root, l.files, opts.MaxFileSize)
	res.Manifests, res.Notices = readManifests(root, l.files, opts.MaxFileSize, res.Notices)
	res.Notices = append(l.notices, res.Notices...)
	if opts.Shard.Enabled() {
		res.listing = listingDigest(l.files)
	}
	l.files, res.Skipped, res.Notices = keepShard(opts.Shard, l.files, res.Skipped, res.Notices)
	var old *loadedCache
	if load != nil {
		old, err = load.wait()
		defer old.close()
		res.Cache = &CacheStats{Path: filepath.Join(opts.CacheDir, CacheFileName)}
		switch {
		case errors.Is(err, errStale):
			res.Cache.Invalidated = err.Error()
		case err != nil && ctx.Err() != nil:
			return nil, ctx.Err()
		case err != nil:
			res.Cache.Notice = err.Error() + ", rebuilt"
		}
		res.Timing.CacheLoadSeconds = load.took.Seconds()
	}

	// Only files of a known language are read at all.
	jobs := make([]job, 0, len(l.files))
	probe := extract.NewRouter(qs, rx)
	defer probe.Close()
	for _, e := range l.files {
		lang := reg.Detect(e.rel)
		if lang != nil && !opts.wantsLanguage(lang.ID) {
			continue
		}
		if lang != nil && probe.Serves(lang.ID) {
			j := job{entry: e, lang: lang}
			if old != nil {
				if c := old.entries[e.rel]; c != nil && c.lang == lang.ID {
					final := c.final
					if c.salt == entrySalt(salts, lang.ID, final) {
						j.cached = c
						j.trusted = old.trusted(c)
						c.used = true
					}
				}
			}
			jobs = append(jobs, j)
		} else {
			res.Unsupported++
			ext := strings.ToLower(path.Ext(e.rel))
			if ext == "" {
				ext = "(none)"
			}
			res.UnsupportedByExt[ext]++
		}
	}

	if old != nil && opts.UpToDate != nil && allStatHits(jobs, old) {
		// Nothing changed on disk: the manifest alone gives the result's
		// summary and fingerprint, and the caller may need no outline.
		outs := make([]outcome, len(jobs))
		for i, j := range jobs {
			outs[i] = fromCache(j.cached, j.stamp, statHit, true)
		}
		stub := *res
		stub.OutlinesOmitted = true
		stub.Skipped, stub.Notices = slices.Clone(res.Skipped), slices.Clone(res.Notices)
		stub.Languages = map[string]*LanguageStats{}
		collect(&stub, outs, opts)
		if opts.UpToDate(&stub) {
			stub.Cache = &CacheStats{Path: res.Cache.Path, Reused: len(outs), Unchanged: true}
			stub.Duration = time.Since(start)
			return &stub, nil
		}
	}
	if old != nil {
		// Read and decode the outlines the jobs may take from the cache,
		// while the queries of the files it cannot serve compile (a
		// TypeScript or C++ query takes a fifth of a second).
		if !opts.ParseOnly {
			ids, compiled := toCompile(jobs), make(chan struct{})
			defer func() { <-compiled }() // the queries outlive no run
			go func() {
				defer close(compiled)
				qs.Warm(ctx, ids, opts.Jobs)
			}()
		}
		dt := time.Now()
		err := old.decode(ctx, func(e *cacheEntry) bool { return e.used }, opts.Jobs)
		res.Timing.CacheLoadSeconds += time.Since(dt).Seconds()
		switch {
		case err != nil && ctx.Err() != nil:
			return nil, ctx.Err()
		case err != nil:
			res.Cache.Notice = err.Error() + ", rebuilt"
			old.close()
			old = nil
			for i := range jobs {
				jobs[i].cached = nil
			}
		}
	}

	// Compile the queries of the languages present first, in parallel
	// (those started beside the decoding are waited for; a cache found
	// corrupt serves no file, so more may be needed).
	if !opts.ParseOnly {
		qs.Warm(ctx, toCompile(jobs), opts.Jobs)
	}

	// Workers claim jobs through an atomic cursor and write to their own
	// slots: no locks and no channels on the hot path.
	et := time.Now()
	outs := make([]outcome, len(jobs))
	if opts.Progress != nil {
		opts.Progress.Total.Store(int64(len(jobs)))
	}
	var next atomic.Int64
	g, gctx := errgroup.WithContext(ctx)
	for w := 0; w < min(opts.Jobs, max(len(jobs), 1)); w++ {
		g.Go(func() error {
			var rt *extract.Router // made on first use: a warm run may need none
			defer func() {
				if rt != nil {
					rt.Close()
				}
			}()
			router := func() *extract.Router {
				if rt == nil {
					rt = extract.NewRouter(qs, rx)
					rt.TreeSitter().SetWorkBudget(opts.ParseWork)
				}
				return rt
			}
			for {
				i := int(next.Add(1) - 1)
				if i >= len(jobs) {
					return nil
				}
				if err := gctx.Err(); err != nil {
					return err
				}
				j := jobs[i]
				t0 := time.Now()
				if c := j.cached; c != nil && j.trusted && c.stamp == j.stamp {
					outs[i] = fromCache(c, j.stamp, statHit, false)
					if f := outs[i].file; f != nil && !opts.wantsLanguage(f.Language) {
						outs[i] = outcome{} // a header refined into a disabled language
					}
				} else {
					outs[i] = indexFile(gctx, router, reg, root, j, salts, opts)
				}
				outs[i].took = time.Since(t0)
				if opts.Progress != nil {
					opts.Progress.Done.Add(1)
				}
			}
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	// The parsers are closed: what the C heap kept for them goes back.
	extract.ReleaseParserMemory()
	res.Timing.ExtractSeconds = time.Since(et).Seconds()
	for i, j := range jobs {
		if c := j.cached; c != nil && c.file != nil && outs[i].how == extracted && outs[i].file != nil {
			if res.Prior == nil {
				res.Prior = map[string]*extract.File{}
			}
			res.Prior[outs[i].file.Path] = c.file
		}
	}
	collect(res, outs, opts)
	if useCache && !opts.CacheReadOnly {
		st := time.Now()
		if err := saveOutcomes(ctx, res.Cache, outs, old, key, opts.Auth, start.UnixNano(), opts.Jobs); err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			res.Cache.Notice = strings.TrimPrefix(res.Cache.Notice+"; ", "; ") + "cache not saved: " + err.Error()
		}
		res.Timing.CacheSaveSeconds = time.Since(st).Seconds()
	}
	res.Duration = time.Since(start)
	return res, nil
}

// collect adds the outcomes, in path order, to res: files, skips,
// notices and the per-language counts.
func collect(res *Result, outs []outcome, opts Options) {
	for _, o := range outs {
		switch {
		case o.skip != nil:
			res.Skipped = append(res.Skipped, *o.skip)
		case o.file != nil:
			res.Files = append(res.Files, o.file)
			res.Bytes += o.file.Size
			ls := res.Languages[o.file.Language]
			if ls == nil {
				ls = &LanguageStats{}
				res.Languages[o.file.Language] = ls
			}
			ls.Files++
			ls.Bytes += o.file.Size
			if o.stub {
				ls.Symbols += o.entry.symbols
				ls.Refs += o.entry.refs
			} else {
				ls.Symbols += len(o.file.Symbols)
				ls.Refs += o.file.RefCount()
			}
			ls.Time += o.took
			ls.Seconds = ls.Time.Seconds()
			if o.notice != nil {
				res.Notices = append(res.Notices, *o.notice)
			}
		}
	}
	sortSkips(res.Skipped)
	sort.SliceStable(res.Notices, func(i, j int) bool { return res.Notices[i].Subject < res.Notices[j].Subject })
}

// allStatHits reports whether every job takes its outcome from the cache
// through the stat fast path and the cache holds nothing else.
func allStatHits(jobs []job, old *loadedCache) bool {
	for _, j := range jobs {
		if c := j.cached; c == nil || !j.trusted || c.stamp != j.stamp {
			return false
		}
	}
	return len(jobs) == len(old.list)
}

// job is one file to index, with what the cache knows about it.
type job struct {
	entry
	lang   *langs.Language
	cached *cacheEntry
	// trusted: the cached stamp predates the cache's writing by more than
	// the racy window, so an equal stamp means equal content.
	trusted bool
}

// toCompile lists the languages whose queries the jobs need: those of
// files the cache cannot serve. A file whose stamp is unchanged but too
// recent to vouch for it is most likely unchanged: it is hashed, and its
// query compiled only if the hash differs (compiling every language's
// query costs seconds of CPU).
func toCompile(jobs []job) []string {
	present := map[string]bool{}
	var ids []string
	for _, j := range jobs {
		if !present[j.lang.ID] && (j.cached == nil || j.cached.stamp != j.stamp) {
			present[j.lang.ID] = true
			ids = append(ids, j.lang.ID)
		}
	}
	return ids
}

// fromCache turns a cache entry into an outcome, under the file's current
// stamp; with stub, from the manifest alone (no outline).
func fromCache(c *cacheEntry, st stamp, how reuse, stub bool) outcome {
	o := outcome{how: how, stub: stub}
	if stub {
		// Nothing is saved from a stub outcome (no file changed): the
		// entry is read for its counts only, and is not copied.
		o.entry = c
	} else {
		e := *c
		e.stamp = st
		o.entry = &e
	}
	if c.kind == entryBinary {
		o.skip = &Skip{Path: c.path, Reason: c.note}
		return o
	}
	o.file = c.file
	if stub {
		o.file = c.stub()
	}
	if c.note != "" {
		o.notice = &notice.Notice{Reason: c.why, Subject: c.path, Message: c.note}
	}
	return o
}

// saveOutcomes records the run's outcomes in the cache and counts how the
// files were served.
func saveOutcomes(ctx context.Context, cs *CacheStats, outs []outcome, old *loadedCache, key uint64, auth *cachefile.Auth, written int64, workers int) error {
	var entries []*cacheEntry
	var clean []bool
	reverified := false
	for _, o := range outs {
		switch o.how {
		case statHit:
			cs.Reused++
		case hashHit:
			cs.Reused++
			cs.Rehashed++
			reverified = true
		default:
			cs.Extracted++
		}
		if o.entry != nil {
			entries = append(entries, o.entry)
			clean = append(clean, o.how == statHit)
		}
	}
	cs.Unchanged = old != nil && cs.Extracted == 0 && len(entries) == len(outs) && len(old.entries) == len(entries)
	// entries follow jobs, which follow the sorted listing.
	w, err := saveCache(ctx, cs.Path, key, auth, written, entries, clean, reverified, old, workers)
	cs.Written = w
	return err
}

func withDefaults(o Options) Options {
	if o.Jobs <= 0 {
		o.Jobs = runtime.GOMAXPROCS(0)
	}
	if o.MaxFileSize <= 0 {
		o.MaxFileSize = DefaultMaxFileSize
	}
	if o.ParseTimeout <= 0 {
		o.ParseTimeout = DefaultParseTimeout
	}
	if o.ParseWork == (extract.WorkBudget{}) {
		o.ParseWork = extract.DefaultWorkBudget
	}
	return o
}

// resolveRoot makes root absolute and real, and checks it is a directory.
func resolveRoot(root string) (string, error) {
	if root == "" {
		root = "."
	}
	abs, err := filepath.Abs(root)
	if err != nil {
		return "", fmt.Errorf("resolve %s: %w", root, err)
	}
	real, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return "", fmt.Errorf("cannot index %s: %w", root, err)
	}
	fi, err := os.Stat(real)
	if err != nil {
		return "", fmt.Errorf("cannot index %s: %w", root, err)
	}
	if !fi.IsDir() {
		return "", fmt.Errorf("cannot index %s: not a directory", root)
	}
	return real, nil
}

// binarySniff is how much of a file is searched for a NUL byte.
const binarySniff = 8 << 10

func indexFile(ctx context.Context, router func() *extract.Router, reg *langs.Registry, root string, j job, salts map[string]uint64, opts Options) outcome {
	rel := j.rel
	skip := func(reason string) outcome { return outcome{skip: &Skip{Path: rel, Reason: reason}} }
	// The file was a regular file of at most MaxFileSize when listed; it
	// may have been swapped since (for a FIFO, which would block the read
	// forever, a device, or a link out of the tree), so it is read again
	// under the same rules.
	src, err := safefile.ReadFileNoFollow(filepath.Join(root, filepath.FromSlash(rel)), opts.MaxFileSize)
	switch {
	case errors.Is(err, safefile.ErrTooLarge):
		return skip(fmt.Sprintf("%s: over the %d-byte cap (--max-file-size)", ReasonTooLarge, opts.MaxFileSize))
	case err != nil:
		return skip(ReasonUnreadable + ": " + errText(err))
	}
	hash := xxh3.Hash(src)
	if c := j.cached; c != nil && c.hash == hash && !opts.ParseOnly {
		o := fromCache(c, j.stamp, hashHit, false)
		if f := o.file; f != nil && !opts.wantsLanguage(f.Language) {
			return outcome{} // a header refined into a disabled language
		}
		return o
	}
	// What the cache will remember: content alone decides a binary skip
	// and an outline, never a deadline or an error.
	entry := &cacheEntry{path: rel, lang: j.lang.ID, stamp: j.stamp, hash: hash}
	if bytes.IndexByte(src[:min(len(src), binarySniff)], 0) >= 0 {
		o := skip(ReasonBinary + ": NUL byte in the first 8 KiB")
		entry.kind, entry.note, entry.salt = entryBinary, o.skip.Reason, entrySalt(salts, j.lang.ID, "")
		o.entry = entry
		return o
	}
	lang := reg.Refine(j.lang, rel, src)
	if !opts.wantsLanguage(lang.ID) {
		return outcome{} // a header refined into a disabled language
	}
	var o outcome
	if !utf8.Valid(src) {
		o.notice = &notice.Notice{Reason: notice.InvalidUTF8, Subject: rel, Message: "invalid UTF-8: indexed with byte offsets; names and signatures have U+FFFD replacements"}
	}
	if opts.ParseOnly {
		if !lang.HasGrammar() {
			return skip(ReasonNoGrammar)
		}
		if _, err := router().TreeSitter().Parse(ctx, lang.ID, src, opts.ParseTimeout); err != nil {
			return failed(rel, err, opts)
		}
		o.file = &extract.File{Path: rel, Language: lang.ID, Backend: extract.BackendTreeSitter, Size: int64(len(src))}
		return o
	}
	f, err := router().Extract(ctx, lang.ID, rel, src, opts.ParseTimeout)
	if err != nil {
		return failed(rel, err, opts)
	}
	visibility.Apply(f, src)
	markFile(f, src)
	f.Hash = hash
	// Later stages read a file's refs one file at a time: packed, they
	// take a fifth of the memory while the whole tree is held.
	f.PackRefs()
	switch {
	case f.Fallback != "" && o.notice == nil:
		o.notice = &notice.Notice{Reason: notice.Fallback, Subject: rel, Message: fmt.Sprintf("outline from the %s tier (%s)", f.Backend, f.Fallback)}
	case f.ErrorNodes > 0 && o.notice == nil:
		o.notice = &notice.Notice{Reason: notice.SyntaxErrors, Subject: rel, Message: fmt.Sprintf("syntax errors (%d error nodes): outline from a partial tree", f.ErrorNodes)}
	}
	o.file = f
	if f.FallbackCauses&extract.CauseDeadline != 0 {
		// Served by a lower tier because the parse ran out of time: the
		// next run may have the time, so this outline is not remembered.
		return o
	}
	entry.setFile(f)
	entry.salt = entrySalt(salts, j.lang.ID, f.Language)
	if o.notice != nil {
		entry.note, entry.why = o.notice.Message, o.notice.Reason
	}
	o.entry = entry
	return o
}

func failed(rel string, err error, opts Options) outcome {
	reason := ReasonError + ": " + err.Error()
	switch {
	case errors.Is(err, extract.ErrDeadline):
		reason = fmt.Sprintf("%s: parsing took longer than %s (--parse-timeout; wall clock, depends on the machine's load)", ReasonDeadline, opts.ParseTimeout)
	case errors.Is(err, extract.ErrWorkBudget):
		reason = ReasonWorkBudget + ": " + err.Error()
	case errors.Is(err, extract.ErrScannerLimit):
		reason = ReasonScannerLimit + ": " + err.Error()
	}
	return outcome{skip: &Skip{Path: rel, Reason: reason}}
}
