// Package lspenrich asks language servers (any lsp.Requester) for precise
// facts about an indexed graph (hover, references, incoming calls,
// diagnostics) and returns them as a model.Enrichment; it reads the graph
// and writes nothing.
package lspenrich

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/lsp"
	"github.com/soulindex/soulindex/lspenrich/model"
	"github.com/soulindex/soulindex/notice"
	"github.com/soulindex/soulindex/refgraph"
)

// Defaults of the enrichment's bounds.
const (
	DefaultBudget      = 200
	DefaultTimeout     = 5 * time.Minute
	DefaultConcurrency = 8
	// DefaultRequestTimeout bounds each request once the server is warm.
	DefaultRequestTimeout = 30 * time.Second
	// DefaultDiagnosticsWait bounds the wait for one file's diagnostics:
	// servers publish nothing for files outside their workspace.
	DefaultDiagnosticsWait = 20 * time.Second
	// DefaultDiagnosticsFailures is how many files' diagnostics in a row
	// may fail before a server is asked for no more.
	DefaultDiagnosticsFailures = 5
)

// EnrichOptions tune Enrich.
type EnrichOptions struct {
	// Root is the indexed directory; Graph paths are relative to it.
	Root string
	// Servers answer per soulindex language ID (the live ones from warmup).
	Servers map[string]lsp.Requester
	// Unavailable gives, per language whose server could not be started,
	// why: its files keep tree-sitter facts and the reason becomes a notice.
	Unavailable map[string]string
	// StartTimedOut marks the Unavailable languages whose server was not
	// ready when the bound ended: their notice is a timeout.
	StartTimedOut map[string]bool
	// Budget is how many symbols, best-ranked first, get references and
	// incoming calls (0: DefaultBudget; negative: none).
	Budget int
	// Timeout bounds the whole enrichment (0: DefaultTimeout); what is not
	// answered by then keeps tree-sitter facts.
	Timeout time.Duration
	// Concurrency bounds in-flight requests per server (0: DefaultConcurrency).
	Concurrency int
	// RequestTimeout bounds each request after the first (0:
	// DefaultRequestTimeout). The first request of each server may take
	// the whole Timeout: it waits for the server to load the workspace
	// (gopls type-checks every package first).
	RequestTimeout time.Duration
	// DiagnosticsWait bounds the wait for one file's diagnostics (0:
	// DefaultDiagnosticsWait).
	DiagnosticsWait time.Duration
	// DiagnosticsConcurrency bounds the files whose diagnostics are
	// waited for at once (0: 4 × Concurrency). A wait is no request, but
	// it keeps the file open and the server diagnosing it.
	DiagnosticsConcurrency int
	// NoDiagnostics skips diagnostics: on a large repository they cost
	// the most (the server analyses every file opened).
	NoDiagnostics bool
	// DiagnosticsFailures is how many files' diagnostics may fail in a
	// row before the language's server is asked for no more (0:
	// DefaultDiagnosticsFailures); one notice then says how many files
	// were left without.
	DiagnosticsFailures int
	// Bound is the user's bound on the whole LSP step, server start
	// included, for the timeout notice (0: Timeout).
	Bound time.Duration
	// Progress, when set, is told each language's request phases as they
	// advance (lsp.StageReferences, StageHover, StageDiagnostics) and
	// when it is done.
	Progress lsp.Progress
}

// Enrich asks the servers for hover on every exported symbol, references
// and incoming calls on the Budget best-ranked symbols, and diagnostics on
// every file of their languages. It fails only when ctx is cancelled: a
// missing, dead or slow server leaves tree-sitter facts and a notice.
// Each server first answers one request alone (the first request, which
// may wait while it loads the workspace); then references and hover run
// in parallel up to Concurrency. Diagnostics come after every hover and
// reference of the server (the languages sharing it included), so they
// never slow those down: the hover facts are the same with diagnostics or
// without. They are pulled (textDocument/diagnostic) from servers that
// offer it, Concurrency at a time, else waited for, DiagnosticsConcurrency
// at a time. Answers are stored by task, so the result is the same for
// the same answers whatever their order.
func Enrich(ctx context.Context, g *refgraph.Graph, opts EnrichOptions) (*model.Enrichment, error) {
	start := time.Now()
	if opts.Budget == 0 {
		opts.Budget = DefaultBudget
	}
	if opts.Timeout <= 0 {
		opts.Timeout = DefaultTimeout
	}
	if opts.Concurrency <= 0 {
		opts.Concurrency = DefaultConcurrency
	}
	if opts.RequestTimeout <= 0 {
		opts.RequestTimeout = DefaultRequestTimeout
	}
	if opts.DiagnosticsWait <= 0 {
		opts.DiagnosticsWait = DefaultDiagnosticsWait
	}
	if opts.DiagnosticsConcurrency <= 0 {
		opts.DiagnosticsConcurrency = 4 * opts.Concurrency
	}
	if opts.DiagnosticsFailures <= 0 {
		opts.DiagnosticsFailures = DefaultDiagnosticsFailures
	}
	if opts.Bound <= 0 {
		opts.Bound = opts.Timeout
	}
	paths := make([]string, len(g.Files))
	for i, f := range g.Files {
		paths[i] = f.Path
	}
	tx, err := newTexts(opts.Root, paths)
	if err != nil {
		return nil, err
	}
	e := &model.Enrichment{Symbols: map[model.Key]*model.SymbolFacts{}}
	byLang := map[string][]int32{}
	for i, f := range g.Files {
		byLang[f.Language] = append(byLang[f.Language], int32(i))
	}
	var langs []string
	for l := range byLang {
		langs = append(langs, l)
	}
	sort.Strings(langs)
	for _, l := range langs {
		if why, ok := opts.Unavailable[l]; ok && opts.Servers[l] == nil {
			n := notice.Notice{Reason: notice.Server, Subject: l, Message: fmt.Sprintf("no language server (%s): %d files keep tree-sitter facts", why, len(byLang[l]))}
			server := "missing"
			if opts.StartTimedOut[l] {
				n.Reason, server = notice.Timeout, "timeout"
				n.Message = fmt.Sprintf("%s: %d files keep tree-sitter facts", why, len(byLang[l]))
			}
			e.Notices = append(e.Notices, n)
			e.Languages = append(e.Languages, model.LanguageStats{Language: l, Server: server, Exported: countExported(g, byLang[l])})
		}
	}
	budget := topSymbols(g, opts.Servers, opts.Budget)

	// The whole enrichment shares one deadline; the parent context's
	// cancellation (Ctrl-C) still ends the run.
	tctx, cancel := context.WithTimeout(ctx, opts.Timeout)
	defer cancel()
	runs := make([]*langRun, 0, len(opts.Servers))
	// Languages served by one process (TypeScript, TSX and JavaScript by
	// one typescript-language-server) share its request bound.
	// They also wait for each other's hover and references before their
	// diagnostics.
	sems := map[string]chan struct{}{}
	phases := map[string]*sync.WaitGroup{}
	var wg sync.WaitGroup
	for _, l := range langs {
		srv := opts.Servers[l]
		if srv == nil {
			continue
		}
		r := &langRun{g: g, tx: tx, srv: srv, server: lsp.HoverServer(srv), lang: l, files: byLang[l], limit: opts.Concurrency,
			reqTimeout: opts.RequestTimeout, diagWait: opts.DiagnosticsWait, diagLimit: opts.DiagnosticsConcurrency, noDiags: opts.NoDiagnostics,
			maxDiagFailures: int64(opts.DiagnosticsFailures), progress: opts.Progress}
		r.sem = make(chan struct{}, opts.Concurrency)
		r.requests = &sync.WaitGroup{}
		if sv, ok := srv.(interface{ Server() lsp.Server }); ok {
			key := sv.Server().String()
			if sems[key] == nil {
				sems[key], phases[key] = r.sem, r.requests
			}
			r.sem, r.requests = sems[key], phases[key]
		}
		if p, ok := srv.(interface{ PullsDiagnostics() bool }); ok {
			r.pulls = p.PullsDiagnostics()
		}
		r.requests.Add(1)
		for _, k := range budget {
			if g.Files[k.File].Language == l {
				r.budget = append(r.budget, k)
			}
		}
		runs = append(runs, r)
		wg.Add(1)
		go func() {
			defer wg.Done()
			r.run(tctx)
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("lsp enrichment: %w", err)
	}
	for _, r := range runs {
		r.collect(e, opts.Bound, tctx.Err() != nil)
	}
	e.Finish()
	e.Duration = time.Since(start)
	return e, nil
}

func countExported(g *refgraph.Graph, files []int32) int {
	n := 0
	for _, i := range files {
		for k := range g.Files[i].Symbols {
			if exported(&g.Files[i].Symbols[k]) {
				n++
			}
		}
	}
	return n
}

// exported: part of a package's API, what hover is asked for.
func exported(s *extract.Symbol) bool { return s.Visibility == extract.VisibilityPublic }

// referable: kinds whose references and callers are worth a request.
func referable(s *extract.Symbol) bool {
	switch s.Kind {
	case extract.KindModule, extract.KindKey, extract.KindSection, extract.KindSelector, extract.KindTarget, extract.KindUnknown:
		return false
	}
	return s.Visibility != extract.VisibilityPrivate || s.Parent < 0
}

// topSymbols ranks the definitions of the languages with a server the way
// the Soul Map does (summed rank of the other files that use them; ties by
// their own file's rank, then position) and returns the first budget.
func topSymbols(g *refgraph.Graph, servers map[string]lsp.Requester, budget int) []model.Key {
	if budget <= 0 {
		return nil
	}
	weight := map[model.Key]float64{}
	for i, nts := range g.Refs {
		ri := 0.0
		if i < len(g.Rank) {
			ri = g.Rank[i]
		}
		for _, nt := range nts {
			for _, t := range nt.All() {
				if t.File != int32(i) {
					weight[t] += ri
				}
			}
		}
	}
	var cands []model.Key
	for i, f := range g.Files {
		if servers[f.Language] == nil {
			continue
		}
		for k := range f.Symbols {
			if referable(&f.Symbols[k]) {
				cands = append(cands, model.Key{File: int32(i), Symbol: int32(k)})
			}
		}
	}
	fileRank := func(i int32) float64 {
		if int(i) < len(g.Rank) {
			return g.Rank[i]
		}
		return 0
	}
	sort.SliceStable(cands, func(a, b int) bool {
		x, y := cands[a], cands[b]
		if wx, wy := weight[x], weight[y]; wx != wy {
			return wx > wy
		}
		if rx, ry := fileRank(x.File), fileRank(y.File); rx != ry {
			return rx > ry
		}
		return model.KeyLess(x, y)
	})
	return cands[:min(budget, len(cands))]
}

// langRun enriches the files of one language through its server.
type langRun struct {
	g      *refgraph.Graph
	tx     *texts
	srv    lsp.Requester
	server string // the server's name, for its hover rules
	lang   string
	files  []int32
	budget []model.Key
	limit  int
	sem    chan struct{} // the server's request bound, shared by its languages
	// requests counts the hover and reference phases still running on
	// the server (its languages'): diagnostics start when it is zero.
	requests *sync.WaitGroup
	progress lsp.Progress

	reqTimeout, diagWait time.Duration

	dead        atomic.Bool
	failed      atomic.Int64
	unanswered  atomic.Int64
	mu          sync.Mutex
	firstErr    error
	unsupported map[string]bool
	// unsaved: files the editor holds with unsaved edits, not asked about.
	unsaved map[string]bool
	deadErr error

	hoverKeys []model.Key
	hovers    []*lsp.Hover
	refs      [][]lsp.Location
	refsOK    []bool
	calls     [][]lsp.CallItem
	callsOK   []bool
	diags     [][]lsp.Diagnostic
	diagsOK   []bool
	seconds   float64
	// firstRequest is the first request's time (asked alone: the server
	// may still be loading the workspace).
	firstRequest float64

	// start and phaseEnd time the phases (references with calls, hover,
	// diagnostics): when their last request ended, in ns since start.
	start    time.Time
	phaseEnd [3]atomic.Int64
	// tried counts each phase's tasks processed, answered those the
	// server answered or refused (not cut by the deadline, not skipped).
	tried, answered [3]atomic.Int64
	// badFile marks files a request failed on (e.g. gopls: "no package
	// metadata" for a testdata file): their diagnostics are not asked.
	badFile     []atomic.Bool
	diagSkipped atomic.Int64

	diagLimit int
	noDiags   bool
	// pulls: the server answers textDocument/diagnostic (a request, so
	// bounded by sem); else diagnostics are waited for.
	pulls bool
	// Diagnostics failing in a row (diagStreak) up to maxDiagFailures
	// stop them (diagStopped); diagFailed and diagErr (the last failure)
	// make their one notice.
	diagStreak      atomic.Int64
	maxDiagFailures int64
	diagStopped     atomic.Bool
	diagFailed      atomic.Int64
	diagErr         error
}

const (
	phaseRefs = iota
	phaseHover
	phaseDiags
)

var phaseStage = [3]lsp.Stage{phaseRefs: lsp.StageReferences, phaseHover: lsp.StageHover, phaseDiags: lsp.StageDiagnostics}

// mark records the end of one task of phase: answered (not cut by the
// deadline, not skipped) or not. It times the phase and reports progress.
func (r *langRun) mark(phase int, answered bool) {
	now := int64(time.Since(r.start))
	for {
		old := r.phaseEnd[phase].Load()
		if now <= old || r.phaseEnd[phase].CompareAndSwap(old, now) {
			break
		}
	}
	if answered {
		r.answered[phase].Add(1)
	}
	r.report(phase, int(r.tried[phase].Add(1)))
}

// report tells the progress callback that done tasks of phase are over.
func (r *langRun) report(phase, done int) {
	if r.progress == nil {
		return
	}
	r.progress(lsp.Event{Language: r.lang, Stage: phaseStage[phase], Done: done, Total: r.total(phase), Elapsed: time.Since(r.start)})
}

// total is how many tasks phase has.
func (r *langRun) total(phase int) int {
	switch phase {
	case phaseRefs:
		return len(r.budget)
	case phaseHover:
		return len(r.hoverKeys)
	}
	if r.noDiags {
		return 0
	}
	return len(r.files)
}

// fail records a failed request: unanswered when the enrichment's deadline
// passed, the server's death, a request it lacks, or a plain failure.
func (r *langRun) fail(ctx context.Context, what string, err error) {
	switch {
	case ctx.Err() != nil:
		r.unanswered.Add(1)
		return
	case errors.Is(err, lsp.ErrServerDead):
		r.mu.Lock()
		if r.deadErr == nil {
			r.deadErr = err
		}
		r.mu.Unlock()
		r.dead.Store(true)
		return
	case errors.Is(err, lsp.ErrUnsavedEdits):
		// One file's state, not the server's: the others are asked.
		var ue *lsp.UnsavedEditsError
		r.mu.Lock()
		if errors.As(err, &ue) {
			if r.unsaved == nil {
				r.unsaved = map[string]bool{}
			}
			r.unsaved[ue.Path] = true
		}
		r.mu.Unlock()
		return
	case errors.Is(err, lsp.ErrUnsupported):
		r.mu.Lock()
		if r.unsupported == nil {
			r.unsupported = map[string]bool{}
		}
		r.unsupported[what] = true
		r.mu.Unlock()
		return
	}
	r.failed.Add(1)
	r.mu.Lock()
	if r.firstErr == nil {
		r.firstErr = fmt.Errorf("%s: %w", what, err)
	}
	r.mu.Unlock()
}

func (r *langRun) skip(ctx context.Context, what string) bool {
	if ctx.Err() != nil {
		r.unanswered.Add(1)
		return true
	}
	if r.dead.Load() {
		return true
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.unsupported[what]
}

func (r *langRun) run(ctx context.Context) {
	r.start = time.Now()
	r.badFile = make([]atomic.Bool, len(r.g.Files))
	defer func() {
		r.seconds = time.Since(r.start).Seconds()
		r.progress.Report(lsp.Event{Language: r.lang, Stage: lsp.StageDone, Elapsed: time.Since(r.start)})
	}()
	for _, i := range r.files {
		for k := range r.g.Files[i].Symbols {
			if exported(&r.g.Files[i].Symbols[k]) {
				r.hoverKeys = append(r.hoverKeys, model.Key{File: i, Symbol: int32(k)})
			}
		}
	}
	r.hovers = make([]*lsp.Hover, len(r.hoverKeys))
	r.refs, r.refsOK = make([][]lsp.Location, len(r.budget)), make([]bool, len(r.budget))
	r.calls, r.callsOK = make([][]lsp.CallItem, len(r.budget)), make([]bool, len(r.budget))
	r.diags, r.diagsOK = make([][]lsp.Diagnostic, len(r.files)), make([]bool, len(r.files))
	for phase := range phaseStage {
		if r.total(phase) > 0 {
			r.report(phase, 0)
		}
	}

	// The first request alone, with the whole deadline, while the server
	// may still load the workspace; the others then get RequestTimeout.
	first := time.Now()
	if len(r.hoverKeys) > 0 {
		r.sem <- struct{}{}
		r.mark(phaseHover, r.hover(ctx, 0, 0))
		<-r.sem
	}
	r.firstRequest = time.Since(first).Seconds()

	var eg errgroup.Group
	eg.SetLimit(r.limit)
	// References first: they are the budgeted, most valuable facts, and
	// hover on every exported symbol is the long tail.
	for n := range r.budget {
		eg.Go(func() error {
			r.sem <- struct{}{}
			defer func() { <-r.sem }()
			r.mark(phaseRefs, r.references(ctx, n))
			return nil
		})
	}
	for n := range r.hoverKeys[min(1, len(r.hoverKeys)):] {
		eg.Go(func() error {
			r.sem <- struct{}{}
			defer func() { <-r.sem }()
			r.mark(phaseHover, r.hover(ctx, n+1, r.reqTimeout))
			return nil
		})
	}
	eg.Wait()
	r.requests.Done()
	if r.noDiags {
		return
	}
	r.requests.Wait()
	r.diagnoseAll(ctx)
}

// references asks references (and incoming calls, for a callable) for
// budget[n]; it reports whether the server answered.
func (r *langRun) references(ctx context.Context, n int) bool {
	k := r.budget[n]
	if r.skip(ctx, "references") {
		return false
	}
	pos, err := r.tx.toLSP(k.File, r.sym(k).NameRange.Start)
	if err != nil {
		r.fail(ctx, "references", err)
		return true
	}
	rctx, cancel := context.WithTimeout(ctx, r.reqTimeout)
	defer cancel()
	locs, err := r.srv.References(rctx, r.tx.abs(k.File), pos, false)
	if err != nil {
		r.fail(ctx, "references", err)
		return ctx.Err() == nil
	}
	r.refs[n], r.refsOK[n] = locs, true
	if !r.sym(k).Kind.IsCallable() || r.skip(ctx, "incoming calls") {
		return true
	}
	cctx, cancel2 := context.WithTimeout(ctx, r.reqTimeout)
	defer cancel2()
	calls, err := r.srv.IncomingCalls(cctx, r.tx.abs(k.File), pos)
	if err != nil {
		r.fail(ctx, "incoming calls", err)
		return true
	}
	r.calls[n], r.callsOK[n] = calls, true
	return true
}

// diagnoseAll asks the diagnostics of every file, once the server's
// other requests are done: pulled a request at a time up to the server's
// bound, or waited for (a wait is no request: the server publishes when
// it has diagnosed the file, so the waits have their own, wider bound).
// It stops once maxDiagFailures files in a row failed.
func (r *langRun) diagnoseAll(ctx context.Context) {
	limit := make(chan struct{}, r.diagLimit)
	if r.pulls {
		limit = r.sem
	}
	var wg sync.WaitGroup
	for n := range r.files {
		limit <- struct{}{}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() { <-limit }()
			r.mark(phaseDiags, r.diagnose(ctx, n))
		}()
	}
	wg.Wait()
}

// diagnose asks the diagnostics of r.files[n]; it reports whether the
// server answered.
func (r *langRun) diagnose(ctx context.Context, n int) bool {
	i := r.files[n]
	if r.skip(ctx, "diagnostics") || r.diagStopped.Load() {
		return false
	}
	if r.badFile[i].Load() {
		r.diagSkipped.Add(1)
		return false
	}
	dctx, cancel := context.WithTimeout(ctx, r.diagWait)
	defer cancel()
	ds, err := r.srv.Diagnostics(dctx, r.tx.abs(i))
	switch {
	case err == nil:
		r.diagStreak.Store(0)
		r.diags[n], r.diagsOK[n] = ds, true
		return true
	case ctx.Err() != nil || errors.Is(err, lsp.ErrServerDead) || errors.Is(err, lsp.ErrUnsupported):
		r.fail(ctx, "diagnostics", err)
		return ctx.Err() == nil
	}
	r.diagFailed.Add(1)
	r.mu.Lock()
	r.diagErr = err
	r.mu.Unlock()
	if r.diagStreak.Add(1) >= r.maxDiagFailures {
		r.diagStopped.Store(true)
	}
	return true
}

// hover asks hover for hoverKeys[n], bounded by timeout (0: only ctx); it
// reports whether the server answered.
func (r *langRun) hover(ctx context.Context, n int, timeout time.Duration) bool {
	k := r.hoverKeys[n]
	if r.skip(ctx, "hover") {
		return false
	}
	pos, err := r.tx.toLSP(k.File, r.sym(k).NameRange.Start)
	if err != nil {
		r.fail(ctx, "hover", err)
		return true
	}
	rctx := ctx
	if timeout > 0 {
		var cancel context.CancelFunc
		rctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	h, err := r.srv.Hover(rctx, r.tx.abs(k.File), pos)
	if err != nil {
		if ctx.Err() == nil {
			r.badFile[k.File].Store(true)
		}
		r.fail(ctx, "hover", err)
		return ctx.Err() == nil
	}
	h.Doc = hoverDoc(h.Doc)
	if h.Signature != "" || h.Doc != "" {
		r.hovers[n] = &h
	}
	return true
}

func (r *langRun) sym(k model.Key) *extract.Symbol { return &r.g.Files[k.File].Symbols[k.Symbol] }

// facts returns (creating) the facts of k.
func facts(e *model.Enrichment, k model.Key) *model.SymbolFacts {
	f := e.Symbols[k]
	if f == nil {
		f = &model.SymbolFacts{}
		e.Symbols[k] = f
	}
	return f
}

// collect folds the answers into e, in task order; bound is the user's
// bound on the LSP step, for the timeout notice.
func (r *langRun) collect(e *model.Enrichment, bound time.Duration, timedOut bool) {
	st := model.LanguageStats{Language: r.lang, Server: "ok", Exported: len(r.hoverKeys), Seconds: r.seconds, FirstRequestSeconds: r.firstRequest}
	var dropErr error // the first answer dropped for its range
	for n, h := range r.hovers {
		if h == nil {
			continue
		}
		f := facts(e, r.hoverKeys[n])
		f.Hover = h
		f.Signature = ChooseSignature(r.sym(r.hoverKeys[n]).Signature, lsp.CleanSignature(r.server, h.Signature))
		st.Hovered++
		if h.Doc != "" {
			st.HoverDocs++
		}
	}
	for n, k := range r.budget {
		if r.refsOK[n] {
			f := facts(e, k)
			f.HasRefs = true
			def := r.sym(k).NameRange
			for _, loc := range r.refs[n] {
				fi := r.tx.fileOf(loc.URI)
				if fi < 0 {
					f.RefsOutside++
					continue
				}
				rng, err := r.tx.toRange(fi, loc.Range)
				if err != nil {
					st.DroppedSites++
					if dropErr == nil {
						dropErr = err
					}
					continue
				}
				if fi == k.File && rng == def {
					continue // the declaration itself
				}
				f.Refs = append(f.Refs, model.Site{File: fi, Range: rng})
			}
			st.RefSymbols++
			st.RefSites += len(f.Refs)
		}
		if r.callsOK[n] {
			f := facts(e, k)
			f.HasCallers = true
			for _, c := range r.calls[n] {
				f.Callers = append(f.Callers, r.caller(c))
			}
			st.CallSymbols++
		}
	}
	for n, i := range r.files {
		if !r.diagsOK[n] {
			continue
		}
		for _, d := range r.diags[n] {
			rng, err := r.tx.toRange(i, d.Range)
			if err != nil {
				st.DroppedDiagnostics++
				if dropErr == nil {
					dropErr = err
				}
				continue
			}
			e.Diagnostics = append(e.Diagnostics, model.FileDiagnostic{File: i, Range: rng, Severity: d.Severity, Code: d.Code, Source: d.Source, Message: d.Message})
			st.Diagnostics++
		}
	}
	st.FailedRequests = int(r.failed.Load() + r.diagFailed.Load())
	st.DiagnosticsSkipped = int(r.diagSkipped.Load())
	for n, k := range r.hoverKeys {
		if r.badFile[k.File].Load() && r.hovers[n] == nil {
			st.ExportedInRejectedFiles++
		}
	}
	st.RefsDoneSeconds = time.Duration(r.phaseEnd[phaseRefs].Load()).Seconds()
	st.HoverDoneSeconds = time.Duration(r.phaseEnd[phaseHover].Load()).Seconds()
	st.DiagnosticsDoneSeconds = time.Duration(r.phaseEnd[phaseDiags].Load()).Seconds()
	var unsupported []string
	for w := range r.unsupported {
		unsupported = append(unsupported, w)
	}
	sort.Strings(unsupported)
	for _, w := range unsupported {
		e.Notices = append(e.Notices, notice.Notice{Reason: notice.Unsupported, Subject: r.lang, Message: fmt.Sprintf("the server does not support %s: tree-sitter facts kept", w)})
	}
	if len(r.unsaved) > 0 {
		var files []string
		for p := range r.unsaved {
			if rel, err := filepath.Rel(r.tx.roots[0], p); err == nil {
				p = filepath.ToSlash(rel)
			}
			files = append(files, p)
		}
		sort.Strings(files)
		e.Notices = append(e.Notices, notice.Notice{Reason: notice.Editor, Subject: r.lang, Message: fmt.Sprintf("skipped %s: unsaved edits in the editor (its server sees the buffer, whose positions are not the file's): tree-sitter facts kept; save or revert to have them enriched", strings.Join(files, ", "))})
	}
	switch {
	case r.dead.Load():
		st.Server = "dead"
		e.Notices = append(e.Notices, notice.Notice{Reason: notice.Server, Subject: r.lang, Message: fmt.Sprintf("language server stopped (%v): facts it did not give are tree-sitter's", r.deadErr)})
	case timedOut && r.unanswered.Load() > 0:
		st.Server = "timeout"
		e.Notices = append(e.Notices, notice.Notice{Reason: notice.Timeout, Subject: r.lang, Message: fmt.Sprintf("--lsp-timeout (%s) reached: %s answered; the rest keep tree-sitter facts", bound, r.phaseCounts())})
	}
	if dropErr != nil {
		e.Notices = append(e.Notices, notice.Notice{Reason: notice.Requests, Subject: r.lang, Message: fmt.Sprintf("dropped %d reference sites and %d diagnostics outside their file's text (first: %v): did a file change during the run?", st.DroppedSites, st.DroppedDiagnostics, dropErr)})
	}
	if r.firstErr != nil {
		e.Notices = append(e.Notices, notice.Notice{Reason: notice.Requests, Subject: r.lang, Message: fmt.Sprintf("%d requests failed (first: %v): tree-sitter facts kept for them", r.failed.Load(), r.firstErr)})
	}
	if n := r.diagFailed.Load(); n > 0 {
		without := 0
		for _, ok := range r.diagsOK {
			if !ok {
				without++
			}
		}
		msg := fmt.Sprintf("diagnostics failed for %d files (last: %v): %d of %d files have none", n, r.diagErr, without, len(r.files))
		if r.diagStopped.Load() {
			msg = fmt.Sprintf("diagnostics stopped after %d failures in a row (last: %v): %d of %d files left without diagnostics", r.maxDiagFailures, r.diagErr, without, len(r.files))
		}
		e.Notices = append(e.Notices, notice.Notice{Reason: notice.Requests, Subject: r.lang, Message: msg})
	}
	e.Languages = append(e.Languages, st)
}

// phaseCounts says how far each phase got: "hover 624/2491, references
// 200/200, diagnostics 0/155" (phases without tasks left out).
func (r *langRun) phaseCounts() string {
	var parts []string
	for _, phase := range []int{phaseHover, phaseRefs, phaseDiags} {
		if t := r.total(phase); t > 0 {
			parts = append(parts, fmt.Sprintf("%s %d/%d", phaseStage[phase], r.answered[phase].Load(), t))
		}
	}
	if len(parts) == 0 {
		return "no request"
	}
	return strings.Join(parts, ", ")
}

// caller turns a call hierarchy item into a Caller, finding the indexed
// definition whose name (else whose body) holds the item's selection.
func (r *langRun) caller(c lsp.CallItem) model.Caller {
	out := model.Caller{Name: c.Name, Key: model.Key{File: -1, Symbol: -1}, Line: c.SelectionRange.Start.Line}
	fi := r.tx.fileOf(c.URI)
	if fi < 0 {
		out.Path = c.URI
		return out
	}
	out.Path = r.g.Files[fi].Path
	rng, err := r.tx.toRange(fi, c.SelectionRange)
	if err != nil {
		return out
	}
	best := int32(-1)
	syms := r.g.Files[fi].Symbols
	for k := range syms {
		s := &syms[k]
		if s.NameRange.Contains(rng) || rng.Contains(s.NameRange) {
			best = int32(k)
			break
		}
		if s.FullRange.Contains(rng) && (best < 0 || syms[best].FullRange.Contains(s.FullRange)) {
			best = int32(k)
		}
	}
	if best >= 0 {
		out.Key = model.Key{File: fi, Symbol: best}
		s := &syms[best]
		out.Name = s.Name
		if c := s.ContainerName(); c != "" {
			out.Name = c + "." + s.Name
		}
	}
	return out
}
