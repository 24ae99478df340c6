package diag

import (
	"context"
	"errors"
	"fmt"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/soulindex/soulindex/internal/safefile"
	"github.com/soulindex/soulindex/lsp"
	"github.com/soulindex/soulindex/refgraph"
)

// Servers are the language servers of one workspace root, by soulindex
// language ID; several IDs may share one server (typescript and tsx, c and
// cpp). Close shuts them all down.
type Servers interface {
	For(language string) (lsp.Requester, bool)
	Close() error
}

// Unavailable says why a language has no server.
type Unavailable struct {
	Language string `json:"language"`
	Reason   string `json:"reason"`
}

// StartFunc starts the servers for languages on a workspace root; files
// maps the paths (relative to root) the diff will ask about to their
// language, for readiness probes. It returns the languages it could not
// serve, and an error only when nothing at all could start (or ctx
// ended).
type StartFunc func(ctx context.Context, root string, languages []string, files map[string]string) (Servers, []Unavailable, error)

// Options configure Run.
type Options struct {
	// Root is the workspace (DIR), inside a git repository.
	Root string
	// Base is the revision to compare with (default HEAD).
	Base string
	// Graph is the working tree's reference graph (the normal pipeline
	// run on Root); files depending on a changed file are checked too.
	// Nil checks only the changed files.
	Graph *refgraph.Graph
	// BaseGraph builds the reference graph of the base checkout, whose
	// definitions the working tree's are compared with, and which alone
	// knows the users of a deleted file or definition (their names point
	// at nothing in the working tree). Called when Graph is set.
	BaseGraph func(ctx context.Context, root string) (*refgraph.Graph, error)
	// Exclude is a directory (relative to Root, slash separated) whose
	// changes are ignored: soulindex's own output.
	Exclude string
	// LanguageOf gives the language ID of a path the graph does not hold
	// (deleted files, files the indexer skipped); "" when unknown.
	LanguageOf func(rel string) string
	// Start starts language servers on a root.
	Start StartFunc
	// Stage, when set, is told each stage as it begins, in a line
	// ("checking out HEAD", …): diag's wait is servers' start-up and
	// analysis, tens of seconds in which it would otherwise say nothing.
	Stage func(msg string)
	// MaxDependents bounds how many dependent files are checked (those
	// using a changed definition first, see SelectDependents); default 50.
	MaxDependents int
	// FileTimeout bounds the wait for one file's diagnostics; default 60s.
	FileTimeout time.Duration
	// Parallel bounds concurrent requests per session; default 4.
	Parallel int
	// Settle is how long every file's diagnostics must stay unchanged
	// before they are taken as final (see settle); default 1s.
	Settle time.Duration
}

// Report is the result of `soulindex diag`. Every list is sorted
// (path, line, column, severity, message), so the JSON is stable.
type Report struct {
	Base string `json:"base"`
	// Commit is the hash Base resolved to: the empty tree's when Unborn.
	Commit string `json:"commit"`
	// Unborn: Base is HEAD on a branch with no commit yet (the first
	// commit's pre-commit hook), compared as the empty tree.
	Unborn     bool     `json:"unborn,omitempty"`
	Changed    []Change `json:"changed"`
	Dependents []string `json:"dependents"`
	// DependentsFound counts the files found depending on the changed
	// ones, checked or not: more than Dependents when the
	// --max-dependents limit (or a missing server) left some out.
	DependentsFound int `json:"dependents_found"`
	// UsersNotChecked are the dependents using a changed or removed
	// definition that the limit left out: the change is not proven free
	// of errors there (diag exits 3, as for Unchecked).
	UsersNotChecked []string `json:"users_not_checked"`
	// ChangedNames counts the distinct names of the definitions the
	// change touched (changed, removed or added), whose users are
	// checked first.
	ChangedNames int `json:"changed_names"`
	// NewErrors and NewWarnings are new in changed files (and, for
	// warnings, in dependents); CrossFileErrors are new errors in
	// dependent files; ResolvedErrors are base errors gone in any file.
	NewErrors       []Finding `json:"new_errors"`
	NewWarnings     []Finding `json:"new_warnings"`
	ResolvedErrors  []Finding `json:"resolved_errors"`
	CrossFileErrors []Finding `json:"cross_file_errors"`
	// Unavailable lists languages without a server; Unchecked, files whose
	// diagnostics could not be had (no server, timeout), with the reason.
	Unavailable []Unavailable `json:"unavailable"`
	Unchecked   []Unchecked   `json:"unchecked"`
	// Skipped are files of data and markup formats (JSON, YAML, TOML,
	// Markdown, HTML, CSS) whose server is not installed: nothing a
	// gate must prove, so not Unchecked (which fails it).
	Skipped []Unchecked `json:"skipped,omitempty"`
	// FixTitles says how the quick fixes under the new errors and
	// warnings (Finding.Fixes) were had: what was asked, what failed.
	FixTitles FixTitles `json:"fix_titles"`
	// Notes say what the run could not do as usual (renames not detected
	// in a partial clone).
	Notes []string `json:"notes,omitempty"`
	// Timings are left out of the JSON, which must not vary between
	// identical runs.
	Timings Timings `json:"-"`
}

// Timings split a run's wall time, per session.
type Timings struct {
	// Checkout is the base worktree's creation; BaseGraph the base's
	// reference graph.
	Checkout, BaseGraph time.Duration
	// Start is until the servers were ready; Diagnostics until every
	// file's first current publish; Settle the quiet period after.
	BaseStart, BaseDiagnostics, BaseSettle time.Duration
	NowStart, NowDiagnostics, NowSettle    time.Duration
}

// Unchecked is a file left out of the diff.
type Unchecked struct {
	Path   string `json:"path"`
	Reason string `json:"reason"`
}

// Introduced reports whether the change introduces errors: the pre-commit
// gate's verdict.
func (r *Report) Introduced() bool {
	return len(r.NewErrors) > 0 || len(r.CrossFileErrors) > 0
}

// pair is one file compared: its base path and current path ("" when
// absent on that side), whether it was changed or is a dependent.
type pair struct {
	old, new  string
	language  string
	dependent bool
}

// Run computes the diagnostics diff between opts.Base and the working
// tree for the changed files and the files depending on them.
//
// Design: the base is a temporary `git worktree` of the revision, with its
// own server session, and the working tree has another; both run at once.
// Each session sees one consistent tree on disk, so a caller in an
// unchanged file is checked against the base version of the callee at the
// base, and added or deleted files exist exactly where they should;
// overlaying base content in a single session would leave new files
// visible at the base and deleted ones invisible. The worktree is removed
// when Run returns, whatever happened.
func Run(ctx context.Context, opts Options) (rep *Report, err error) {
	if opts.Base == "" {
		opts.Base = "HEAD"
	}
	if opts.MaxDependents <= 0 {
		opts.MaxDependents = 50
	}
	if opts.FileTimeout <= 0 {
		opts.FileTimeout = 60 * time.Second
	}
	if opts.Parallel <= 0 {
		opts.Parallel = 4
	}
	if opts.Settle <= 0 {
		opts.Settle = time.Second
	}
	root, err := filepath.Abs(opts.Root)
	if err != nil {
		return nil, fmt.Errorf("workspace %s: %w", opts.Root, err)
	}
	if _, _, err := repoTop(ctx, root); err != nil {
		return nil, err
	}
	commit, unborn, err := resolveBase(ctx, root, opts.Base)
	if err != nil {
		return nil, err
	}
	changes, note, err := changes(ctx, root, commit)
	if err != nil {
		return nil, err
	}
	if opts.Exclude != "" {
		prefix := strings.TrimSuffix(opts.Exclude, "/") + "/"
		changes = slices.DeleteFunc(changes, func(c Change) bool {
			return strings.HasPrefix(firstNonEmpty(c.New, c.Old), prefix)
		})
	}
	rep = &Report{Base: opts.Base, Commit: commit, Unborn: unborn, Changed: changes, Dependents: []string{},
		NewErrors: []Finding{}, NewWarnings: []Finding{}, ResolvedErrors: []Finding{}, CrossFileErrors: []Finding{},
		Unavailable: []Unavailable{}, Unchecked: []Unchecked{}, UsersNotChecked: []string{}}
	if note != "" {
		rep.Notes = append(rep.Notes, note)
	}
	if rep.Changed == nil {
		rep.Changed = []Change{}
	}
	lang := languageFunc(opts)
	pairs := changedPairs(changes, lang)
	if len(pairs) == 0 {
		return rep, nil // nothing a language server could check
	}
	stage := func(format string, args ...any) {
		if opts.Stage != nil {
			opts.Stage(fmt.Sprintf(format, args...))
		}
	}

	// With no commit yet there is no base to check out: every file is
	// new, and the base has no diagnostics.
	var bt *baseTree
	baseSide := Tree{}
	if !unborn {
		stage("checking out %s", opts.Base)
		checkout := time.Now()
		if bt, err = addBaseTree(ctx, root, commit); err != nil {
			return nil, err
		}
		rep.Timings.Checkout = time.Since(checkout)
		defer func() {
			if rerr := bt.remove(); rerr != nil && err == nil {
				err = rerr
			}
		}()
		bt.linkIgnored(root)
		baseSide.Root = bt.Root
		if opts.Graph != nil && opts.BaseGraph != nil {
			stage("reading the references of %s", opts.Base)
			graphStart := time.Now()
			if baseSide.Graph, err = opts.BaseGraph(ctx, bt.Root); err != nil {
				return nil, fmt.Errorf("reference graph of the base: %w", err)
			}
			rep.Timings.BaseGraph = time.Since(graphStart)
		}
	}
	if opts.Graph != nil {
		sel := SelectDependents(baseSide, Tree{Root: root, Graph: opts.Graph}, changes, opts.MaxDependents,
			func(p string) bool { return hasServer(lang(p)) })
		for _, d := range sel.Files {
			pairs = append(pairs, pair{old: d, new: d, language: lang(d), dependent: true})
		}
		rep.DependentsFound, rep.ChangedNames = sel.Found, sel.Names
		rep.UsersNotChecked = append(rep.UsersNotChecked, sel.UsersLeft...)
	}
	var langs []string
	for _, p := range pairs {
		if p.dependent {
			rep.Dependents = append(rep.Dependents, p.new)
		}
		if !slices.Contains(langs, p.language) {
			langs = append(langs, p.language)
		}
	}
	slices.Sort(langs)
	slices.Sort(rep.Dependents)
	stage("%d changed and %d dependent file(s): starting the %s language server(s) on %s and the working tree, then waiting for their diagnostics",
		len(pairs)-len(rep.Dependents), len(rep.Dependents), strings.Join(langs, ", "), opts.Base)

	// Both sessions at once: each is mostly waiting on its servers. The
	// working tree's stays open for the quick fixes of what is new: its
	// servers live under nowLife, which the group's context ends only
	// while the group runs (servers die with the context they started
	// under, and the group's ends when Wait returns).
	var base, now sessionResult
	nowLife, endNow := context.WithCancel(ctx)
	defer endNow()
	g, gctx := errgroup.WithContext(ctx)
	if bt != nil {
		g.Go(func() error {
			base = collect(gctx, opts, bt.Root, langs, pairs, func(p pair) string { return p.old }, false)
			return base.err
		})
	} else {
		base.files = make([]fileResult, len(pairs))
	}
	g.Go(func() error {
		defer context.AfterFunc(gctx, endNow)()
		now = collect(nowLife, opts, root, langs, pairs, func(p pair) string { return p.new }, true)
		return now.err
	})
	err = g.Wait()
	if now.servers != nil {
		defer now.servers.Close()
	}
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	rep.Timings.BaseStart, rep.Timings.BaseDiagnostics, rep.Timings.BaseSettle = base.start, base.diagnostics, base.settle
	rep.Timings.NowStart, rep.Timings.NowDiagnostics, rep.Timings.NowSettle = now.start, now.diagnostics, now.settle

	seen := map[string]bool{}
	for _, u := range append(base.unavailable, now.unavailable...) {
		if !seen[u.Language] {
			seen[u.Language] = true
			rep.Unavailable = append(rep.Unavailable, u)
		}
	}
	slices.SortFunc(rep.Unavailable, func(a, b Unavailable) int { return strings.Compare(a.Language, b.Language) })

	var added []fresh
	for i, p := range pairs {
		bf, nf := base.files[i], now.files[i]
		reason := nf.fail
		if bf.fail != "" && bf.fail != nf.fail {
			reason = "at " + opts.Base + ": " + bf.fail
		}
		if reason != "" {
			if optionalServer(p.language) && (nf.noServer || bf.noServer) {
				rep.Skipped = append(rep.Skipped, Unchecked{pathOf(p), reason})
				continue
			}
			rep.Unchecked = append(rep.Unchecked, Unchecked{pathOf(p), reason})
			continue
		}
		a, removed := diffFile(bf.DiagFile, nf.DiagFile)
		for _, f := range a {
			if f.Severity == lsp.SeverityError.String() || f.Severity == lsp.SeverityWarning.String() {
				added = append(added, fresh{Finding: f.Finding, pair: i, diag: nf.raw[f.index]})
			}
		}
		for _, f := range removed {
			if f.Severity == lsp.SeverityError.String() {
				rep.ResolvedErrors = append(rep.ResolvedErrors, f.Finding)
			}
		}
	}
	rep.FixTitles = askFixes(ctx, opts, root, now.servers, pairs, added)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for _, f := range added {
		switch {
		case f.Severity == lsp.SeverityError.String() && pairs[f.pair].dependent:
			rep.CrossFileErrors = append(rep.CrossFileErrors, f.Finding)
		case f.Severity == lsp.SeverityError.String():
			rep.NewErrors = append(rep.NewErrors, f.Finding)
		default:
			rep.NewWarnings = append(rep.NewWarnings, f.Finding)
		}
	}
	for _, l := range [][]Finding{rep.NewErrors, rep.NewWarnings, rep.ResolvedErrors, rep.CrossFileErrors} {
		SortFindings(l)
	}
	slices.SortFunc(rep.Unchecked, func(a, b Unchecked) int { return strings.Compare(a.Path, b.Path) })
	return rep, nil
}

func pathOf(p pair) string { return firstNonEmpty(p.new, p.old) }

func firstNonEmpty(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}

// changedPairs lists the changed files a language server can check.
func changedPairs(changes []Change, lang func(string) string) []pair {
	var pairs []pair
	for _, c := range changes {
		l := lang(firstNonEmpty(c.New, c.Old))
		if l == "" && c.Old != "" {
			l = lang(c.Old)
		}
		// Files no language server could check (docs, data, the index
		// itself) are changes, not candidates.
		if hasServer(l) {
			pairs = append(pairs, pair{old: c.Old, new: c.New, language: l})
		}
	}
	return pairs
}

// optionalServer reports whether lang is a data or markup format: a
// commit that adds a .pre-commit-config.yaml or edits a README is no
// less checked for want of a YAML or Markdown server, so a missing one
// skips its files instead of leaving them unchecked.
func optionalServer(lang string) bool {
	switch lang {
	case "json", "yaml", "toml", "markdown", "html", "css", "xml":
		return true
	}
	return false
}

// hasServer reports whether any language server is known for lang:
// files of other languages are never asked about.
func hasServer(lang string) bool {
	_, ok := slices.BinarySearch(lsp.ServerLanguages(), lang)
	return ok && lang != ""
}

// languageFunc gives a path's language: the graph's (refined by
// content), else opts.LanguageOf's.
func languageFunc(opts Options) func(string) string {
	known := map[string]string{}
	if opts.Graph != nil {
		for _, f := range opts.Graph.Files {
			known[f.Path] = f.Language
		}
	}
	return func(rel string) string {
		if l, ok := known[rel]; ok {
			return l
		}
		if opts.LanguageOf != nil {
			return opts.LanguageOf(rel)
		}
		return ""
	}
}

// fileResult is one file's diagnostics on one side, or why there are none.
type fileResult struct {
	DiagFile
	// raw are the diagnostics as the server published them (Diags, one
	// for one, have relMessages's messages): a code action request sends
	// them back.
	raw  []lsp.Diagnostic
	fail string
	// noServer: fail is that no server runs for the file's language.
	noServer bool
}

// setDiags records ds, published by a server on root.
func (f *fileResult) setDiags(ds []lsp.Diagnostic, root string) {
	f.raw, f.Diags = ds, relMessages(ds, root)
}

type sessionResult struct {
	files       []fileResult // by pair index
	unavailable []Unavailable
	// servers are the session's, when collect was told to keep them
	// open (the caller closes them).
	servers                    Servers
	err                        error
	start, diagnostics, settle time.Duration
}

// collect starts a session on root and asks the diagnostics of each
// pair's file on this side (side returns its path, "" when the file does
// not exist there: no diagnostics, empty content). The servers are
// closed before it returns, unless keep is set: then they are
// res.servers, for the caller to close.
func collect(ctx context.Context, opts Options, root string, langs []string, pairs []pair, side func(pair) string, keep bool) sessionResult {
	res := sessionResult{files: make([]fileResult, len(pairs))}
	files := map[string]string{}
	for _, p := range pairs {
		if rel := side(p); rel != "" {
			files[rel] = p.language
		}
	}
	lap := time.Now()
	took := func(d *time.Duration) {
		*d = time.Since(lap)
		lap = time.Now()
	}
	servers, unavailable, err := opts.Start(ctx, root, langs, files)
	took(&res.start)
	if err != nil {
		res.err = fmt.Errorf("start language servers on %s: %w", root, err)
		return res
	}
	res.unavailable = unavailable
	if keep {
		res.servers = servers
	} else {
		defer servers.Close()
	}

	var mu sync.Mutex
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(opts.Parallel)
	for i, p := range pairs {
		rel := side(p)
		res.files[i].Path = rel
		if rel == "" {
			continue
		}
		if p.language == "" {
			res.files[i].fail = "unknown language"
			continue
		}
		req, ok := servers.For(p.language)
		if !ok {
			res.files[i].fail, res.files[i].noServer = "no "+p.language+" language server", true
			continue
		}
		abs := filepath.Join(root, filepath.FromSlash(rel))
		g.Go(func() error {
			content, err := safefile.ReadFileNoFollow(abs, lsp.MaxDocumentSize)
			if err != nil {
				mu.Lock()
				res.files[i].fail = fmt.Sprintf("read %s: %v", path.Base(rel), err)
				mu.Unlock()
				return nil
			}
			fctx, cancel := context.WithTimeout(gctx, opts.FileTimeout)
			ds, err := req.Diagnostics(fctx, abs)
			cancel()
			mu.Lock()
			defer mu.Unlock()
			res.files[i].Content = content
			switch {
			case err == nil:
				res.files[i].setDiags(ds, root)
			case gctx.Err() != nil:
				return gctx.Err()
			case errors.Is(err, context.DeadlineExceeded):
				res.files[i].fail = fmt.Sprintf("no diagnostics from the %s server within %s", p.language, opts.FileTimeout)
			default:
				res.files[i].fail = fmt.Sprintf("%s server: %v", p.language, err)
			}
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		res.err = err
		return res
	}
	took(&res.diagnostics)
	res.err = settle(ctx, opts, root, servers, pairs, res.files)
	took(&res.settle)
	return res
}

// relMessages makes the paths in messages relative to root: clangd's
// notes name files by absolute path, which differs between the base
// worktree and the working tree, so the same error would not match.
func relMessages(ds []lsp.Diagnostic, root string) []lsp.Diagnostic {
	prefixes := []string{root + string(filepath.Separator)}
	if real, err := filepath.EvalSymlinks(root); err == nil && real != root {
		prefixes = append(prefixes, real+string(filepath.Separator))
	}
	out := make([]lsp.Diagnostic, len(ds))
	for i, d := range ds {
		for _, p := range prefixes {
			d.Message = strings.ReplaceAll(d.Message, p, "")
		}
		out[i] = d
	}
	return out
}

// settle re-reads every file's diagnostics until none has changed for
// opts.Settle and every server that can tell (lsp.Idler: work-done
// progress) has finished its work. A publish for the current version is
// not always the final one: pyright publishes an empty set for a file it
// has bound but not yet checked, and the real set once its "Analyzing"
// progress is done, which on a loaded machine can be seconds later; a
// quiet period alone would then compare a half-analysed side with a
// finished one. Diagnostics returns the latest publish at once, so
// polling it is cheap. The wait is bounded by ctx (the run's --timeout)
// or, without a deadline there, by opts.FileTimeout.
func settle(ctx context.Context, opts Options, root string, servers Servers, pairs []pair, files []fileResult) error {
	type item struct {
		i   int
		req lsp.Requester
		abs string
	}
	var items []item
	var idlers []lsp.Idler
	for i, p := range pairs {
		if files[i].Path == "" || files[i].fail != "" {
			continue
		}
		if req, ok := servers.For(p.language); ok {
			items = append(items, item{i, req, filepath.Join(root, filepath.FromSlash(files[i].Path))})
			if id, ok := req.(lsp.Idler); ok && !slices.Contains(idlers, id) {
				idlers = append(idlers, id)
			}
		}
	}
	if len(items) == 0 || opts.Settle <= 0 {
		return nil
	}
	bctx := ctx
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		bctx, cancel = context.WithTimeout(ctx, opts.FileTimeout)
		defer cancel()
	}
	// poll re-reads every file and reports whether one changed.
	poll := func() bool {
		changed := false
		for _, it := range items {
			rctx, cancel := context.WithTimeout(bctx, opts.Settle)
			ds, err := it.req.Diagnostics(rctx, it.abs)
			cancel()
			if err == nil && !slices.Equal(ds, files[it.i].raw) {
				files[it.i].setDiags(ds, root)
				changed = true
			}
		}
		return changed
	}
	quietSince := time.Now()
	tick := time.NewTicker(opts.Settle / 10)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-bctx.Done():
			return nil // no deadline of the caller's: keep what was published
		case <-tick.C:
		}
		if poll() {
			quietSince = time.Now()
			continue
		}
		if time.Since(quietSince) < opts.Settle {
			continue
		}
		for _, id := range idlers {
			// A dead server's files keep their last diagnostics.
			err := id.WaitIdle(bctx, opts.Settle)
			switch {
			case ctx.Err() != nil:
				return ctx.Err()
			case err != nil && bctx.Err() != nil:
				return nil
			}
		}
		// Once every server is idle, one more read: unchanged, they are
		// final; else the quiet period starts again.
		if !poll() {
			return nil
		}
		quietSince = time.Now()
	}
}
