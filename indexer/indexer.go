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
	"sort"
	"strings"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/zeebo/xxh3"
	"golang.org/x/sync/errgroup"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/langs"
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
	// ParseTimeout is the per-file deadline for parsing plus querying.
	ParseTimeout time.Duration
	// ParseOnly parses without extracting, to measure raw parser cost.
	ParseOnly bool
	// Exclude is a root-relative directory never to index (the output dir).
	Exclude string
	// Ignore holds gitignore-syntax patterns relative to Root (the
	// configuration's excludes), applied before the IgnoreFile files.
	Ignore []string
	// Languages, when not empty, is the only language IDs to index;
	// DisabledLanguages are never indexed. Their files are not read.
	Languages, DisabledLanguages []string
	// Progress, when set, counts files as the workers finish them.
	Progress *Progress
}

// Defaults for Options fields left zero.
const (
	DefaultMaxFileSize  = 1 << 20
	DefaultParseTimeout = 10 * time.Second
)

// Notice is a warning about a file that was still indexed.
type Notice struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

// Result is a finished run. Files and Skipped are sorted by path, so what
// is written from a Result does not depend on scheduling.
type Result struct {
	Root     string
	Source   string // how files were listed: "git" or "walk"
	Files    []*extract.File
	Skipped  []Skip
	Notices  []Notice
	Packages []Package
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
}

// LanguageStats is one language's share of a run.
type LanguageStats struct {
	Files   int           `json:"files"`
	Bytes   int64         `json:"bytes"`
	Symbols int           `json:"symbols"`
	Time    time.Duration `json:"-"`
	Seconds float64       `json:"seconds"`
}

// outcome is one worker's result for one file: a file or a skip, and
// maybe a notice; took is the time spent on it.
type outcome struct {
	file   *extract.File
	skip   *Skip
	notice *Notice
	took   time.Duration
}

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
	l, err := list(ctx, root, opts.MaxFileSize, opts.Exclude, opts.Ignore)
	if err != nil {
		return nil, err
	}
	res := &Result{Root: root, Source: l.source, Skipped: l.skipped, UnsupportedByExt: map[string]int{}, Languages: map[string]*LanguageStats{}}
	res.Packages = findPackages(root, l.files)

	// Only files of a known language are read at all.
	type job struct {
		entry
		lang *langs.Language
	}
	var jobs []job
	probe := extract.NewRouter(qs, rx)
	defer probe.Close()
	for _, e := range l.files {
		lang := reg.Detect(e.rel)
		if lang != nil && !opts.wantsLanguage(lang.ID) {
			continue
		}
		if lang != nil && probe.Serves(lang.ID) {
			jobs = append(jobs, job{e, lang})
		} else {
			res.Unsupported++
			ext := strings.ToLower(path.Ext(e.rel))
			if ext == "" {
				ext = "(none)"
			}
			res.UnsupportedByExt[ext]++
		}
	}

	// Compile the queries of the languages present first, in parallel.
	present := map[string]bool{}
	var ids []string
	for _, j := range jobs {
		if !present[j.lang.ID] {
			present[j.lang.ID] = true
			ids = append(ids, j.lang.ID)
		}
	}
	if !opts.ParseOnly {
		qs.Warm(ctx, ids, opts.Jobs)
	}

	// Workers claim jobs through an atomic cursor and write to their own
	// slots: no locks and no channels on the hot path.
	outs := make([]outcome, len(jobs))
	if opts.Progress != nil {
		opts.Progress.Total.Store(int64(len(jobs)))
	}
	var next atomic.Int64
	g, gctx := errgroup.WithContext(ctx)
	for w := 0; w < min(opts.Jobs, max(len(jobs), 1)); w++ {
		g.Go(func() error {
			rt := extract.NewRouter(qs, rx)
			defer rt.Close()
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
				outs[i] = indexFile(gctx, rt, reg, root, j.rel, j.lang, opts)
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
			ls.Symbols += len(o.file.Symbols)
			ls.Time += o.took
			ls.Seconds = ls.Time.Seconds()
			if o.notice != nil {
				res.Notices = append(res.Notices, *o.notice)
			}
		}
	}
	sortSkips(res.Skipped)
	sort.SliceStable(res.Notices, func(i, j int) bool { return res.Notices[i].Path < res.Notices[j].Path })
	res.Duration = time.Since(start)
	return res, nil
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

func indexFile(ctx context.Context, rt *extract.Router, reg *langs.Registry, root, rel string, lang *langs.Language, opts Options) outcome {
	skip := func(reason string) outcome { return outcome{skip: &Skip{Path: rel, Reason: reason}} }
	src, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(rel)))
	if err != nil {
		return skip(ReasonUnreadable + ": " + errText(err))
	}
	if int64(len(src)) > opts.MaxFileSize {
		return skip(tooLarge(int64(len(src)), opts.MaxFileSize))
	}
	if bytes.IndexByte(src[:min(len(src), binarySniff)], 0) >= 0 {
		return skip(ReasonBinary + ": NUL byte in the first 8 KiB")
	}
	lang = reg.Refine(lang, rel, src)
	if !opts.wantsLanguage(lang.ID) {
		return outcome{} // a header refined into a disabled language
	}
	var o outcome
	if !utf8.Valid(src) {
		o.notice = &Notice{Path: rel, Message: "invalid UTF-8: indexed with byte offsets; names and signatures have U+FFFD replacements"}
	}
	if opts.ParseOnly {
		if !lang.HasGrammar() {
			return skip(ReasonNoGrammar)
		}
		if _, err := rt.TreeSitter().Parse(ctx, lang.ID, src, opts.ParseTimeout); err != nil {
			return failed(rel, err, opts)
		}
		o.file = &extract.File{Path: rel, Language: lang.ID, Backend: extract.BackendTreeSitter, Size: int64(len(src))}
		return o
	}
	f, err := rt.Extract(ctx, lang.ID, rel, src, opts.ParseTimeout)
	if err != nil {
		return failed(rel, err, opts)
	}
	visibility.Apply(f, src)
	f.Hash = xxh3.Hash(src)
	switch {
	case f.Fallback != "" && o.notice == nil:
		o.notice = &Notice{Path: rel, Message: fmt.Sprintf("outline from the %s tier (%s)", f.Backend, f.Fallback)}
	case f.ErrorNodes > 0 && o.notice == nil:
		o.notice = &Notice{Path: rel, Message: fmt.Sprintf("syntax errors (%d error nodes): outline from a partial tree", f.ErrorNodes)}
	}
	o.file = f
	return o
}

func failed(rel string, err error, opts Options) outcome {
	reason := ReasonError + ": " + err.Error()
	if errors.Is(err, extract.ErrDeadline) {
		reason = fmt.Sprintf("%s: parsing took longer than %s (--parse-timeout)", ReasonDeadline, opts.ParseTimeout)
	}
	return outcome{skip: &Skip{Path: rel, Reason: reason}}
}
