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
}

// Enrich asks the servers for hover on every exported symbol, references
// and incoming calls on the Budget best-ranked symbols, and diagnostics on
// every file of their languages. It fails only when ctx is cancelled: a
// missing, dead or slow server leaves tree-sitter facts and a notice.
// Each server first answers one request alone (the warm-up, while it loads
// the workspace); then requests run in parallel up to Concurrency and
// diagnostics waits up to DiagnosticsConcurrency. Answers are stored by
// task, so the result is the same for the same answers whatever their
// order.
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
			e.Notices = append(e.Notices, notice.Notice{Reason: notice.Server, Subject: l, Message: fmt.Sprintf("no language server (%s): %d files keep tree-sitter facts", why, len(byLang[l]))})
			e.Languages = append(e.Languages, model.LanguageStats{Language: l, Server: "missing", Exported: countExported(g, byLang[l])})
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
	sems := map[string]chan struct{}{}
	var wg sync.WaitGroup
	for _, l := range langs {
		srv := opts.Servers[l]
		if srv == nil {
			continue
		}
		r := &langRun{g: g, tx: tx, srv: srv, server: lsp.HoverServer(srv), lang: l, files: byLang[l], limit: opts.Concurrency,
			reqTimeout: opts.RequestTimeout, diagWait: opts.DiagnosticsWait, diagLimit: opts.DiagnosticsConcurrency, noDiags: opts.NoDiagnostics}
		r.sem = make(chan struct{}, opts.Concurrency)
		if sv, ok := srv.(interface{ Server() lsp.Server }); ok {
			key := sv.Server().String()
			if sems[key] == nil {
				sems[key] = r.sem
			}
			r.sem = sems[key]
		}
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
		r.collect(e, opts.Timeout, tctx.Err() != nil)
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
	warmup    float64

	// start and phaseEnd time the phases (references with calls, hover,
	// diagnostics): when their last request ended, in ns since start.
	start    time.Time
	phaseEnd [3]atomic.Int64
	// badFile marks files a request failed on (e.g. gopls: "no package
	// metadata" for a testdata file): their diagnostics are not waited for.
	badFile     []atomic.Bool
	diagSkipped atomic.Int64

	// Diagnostics waits: per file, the hover requests still to answer
	// before its wait starts; a semaphore bounding the waits.
	filePos    map[int32]int32
	hoversLeft []atomic.Int32
	diagSem    chan struct{}
	diagWG     sync.WaitGroup
	diagLimit  int
	noDiags    bool
}

const (
	phaseRefs = iota
	phaseHover
	phaseDiags
)

func (r *langRun) mark(phase int) {
	now := int64(time.Since(r.start))
	for {
		old := r.phaseEnd[phase].Load()
		if now <= old || r.phaseEnd[phase].CompareAndSwap(old, now) {
			return
		}
	}
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
	defer func() { r.seconds = time.Since(r.start).Seconds() }()
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
	r.filePos = make(map[int32]int32, len(r.files))
	for n, i := range r.files {
		r.filePos[i] = int32(n)
	}
	r.hoversLeft = make([]atomic.Int32, len(r.files))
	for _, k := range r.hoverKeys {
		r.hoversLeft[r.filePos[k.File]].Add(1)
	}
	r.diagSem = make(chan struct{}, r.diagLimit)

	// Warm-up: the first request alone, with the whole deadline, while
	// the server loads the workspace; the others then get RequestTimeout.
	warm := time.Now()
	if len(r.hoverKeys) > 0 {
		r.sem <- struct{}{}
		r.hover(ctx, 0, 0)
		<-r.sem
		r.hoverDone(ctx, r.hoverKeys[0])
	}
	r.warmup = time.Since(warm).Seconds()
	// Files without exported symbols have no hover to wait for.
	for n := range r.files {
		if r.hoversLeft[n].Load() == 0 && (len(r.hoverKeys) == 0 || r.filePos[r.hoverKeys[0].File] != int32(n)) {
			r.diagnose(ctx, n)
		}
	}

	var eg errgroup.Group
	eg.SetLimit(r.limit)
	// References first: they are the budgeted, most valuable facts, and
	// hover on every exported symbol is the long tail.
	for n, k := range r.budget {
		eg.Go(func() error {
			defer r.mark(phaseRefs)
			r.sem <- struct{}{}
			defer func() { <-r.sem }()
			if r.skip(ctx, "references") {
				return nil
			}
			pos, err := r.tx.toLSP(k.File, r.sym(k).NameRange.Start)
			if err != nil {
				r.fail(ctx, "references", err)
				return nil
			}
			rctx, cancel := context.WithTimeout(ctx, r.reqTimeout)
			defer cancel()
			locs, err := r.srv.References(rctx, r.tx.abs(k.File), pos, false)
			if err != nil {
				r.fail(ctx, "references", err)
				return nil
			}
			r.refs[n], r.refsOK[n] = locs, true
			if !r.sym(k).Kind.IsCallable() || r.skip(ctx, "incoming calls") {
				return nil
			}
			cctx, cancel2 := context.WithTimeout(ctx, r.reqTimeout)
			defer cancel2()
			calls, err := r.srv.IncomingCalls(cctx, r.tx.abs(k.File), pos)
			if err != nil {
				r.fail(ctx, "incoming calls", err)
				return nil
			}
			r.calls[n], r.callsOK[n] = calls, true
			return nil
		})
	}
	for n := range r.hoverKeys[min(1, len(r.hoverKeys)):] {
		eg.Go(func() error {
			defer r.mark(phaseHover)
			r.sem <- struct{}{}
			defer func() { <-r.sem }()
			r.hover(ctx, n+1, r.reqTimeout)
			r.hoverDone(ctx, r.hoverKeys[n+1])
			return nil
		})
	}
	eg.Wait()
	r.diagWG.Wait()
}

// diagnose waits for the diagnostics of r.files[n]. Waiting is not a
// request (the server publishes when it has diagnosed the file), so the
// waits have their own, wider bound than the requests.
func (r *langRun) diagnose(ctx context.Context, n int) {
	if r.noDiags {
		return
	}
	r.diagWG.Add(1)
	go func() {
		defer r.diagWG.Done()
		r.diagSem <- struct{}{}
		defer func() { <-r.diagSem }()
		defer r.mark(phaseDiags)
		i := r.files[n]
		if r.skip(ctx, "diagnostics") {
			return
		}
		if r.badFile[i].Load() {
			r.diagSkipped.Add(1)
			return
		}
		dctx, cancel := context.WithTimeout(ctx, r.diagWait)
		defer cancel()
		ds, err := r.srv.Diagnostics(dctx, r.tx.abs(i))
		if err != nil {
			r.fail(ctx, "diagnostics", err)
			return
		}
		r.diags[n], r.diagsOK[n] = ds, true
	}()
}

// hoverDone counts down file k.File's hover requests; after its last
// one, the file's diagnostics are waited for (it is open by then).
func (r *langRun) hoverDone(ctx context.Context, k model.Key) {
	n := r.filePos[k.File]
	if r.hoversLeft[n].Add(-1) == 0 {
		r.diagnose(ctx, int(n))
	}
}

// hover asks hover for hoverKeys[n], bounded by timeout (0: only ctx).
func (r *langRun) hover(ctx context.Context, n int, timeout time.Duration) {
	k := r.hoverKeys[n]
	if r.skip(ctx, "hover") {
		return
	}
	pos, err := r.tx.toLSP(k.File, r.sym(k).NameRange.Start)
	if err != nil {
		r.fail(ctx, "hover", err)
		return
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
		return
	}
	if h.Signature != "" || h.Doc != "" {
		r.hovers[n] = &h
	}
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

// collect folds the answers into e, in task order.
func (r *langRun) collect(e *model.Enrichment, timeout time.Duration, timedOut bool) {
	st := model.LanguageStats{Language: r.lang, Server: "ok", Exported: len(r.hoverKeys), Seconds: r.seconds, WarmupSeconds: r.warmup}
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
				if err != nil || fi == k.File && rng == def {
					continue // the declaration itself, or a range past the file
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
				continue
			}
			e.Diagnostics = append(e.Diagnostics, model.FileDiagnostic{File: i, Range: rng, Severity: d.Severity, Code: d.Code, Source: d.Source, Message: d.Message})
			st.Diagnostics++
		}
	}
	st.FailedRequests = int(r.failed.Load())
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
		e.Notices = append(e.Notices, notice.Notice{Reason: notice.Timeout, Subject: r.lang, Message: fmt.Sprintf("--lsp-timeout (%s) reached: %d requests unanswered, their facts are tree-sitter's", timeout, r.unanswered.Load())})
	}
	if r.firstErr != nil {
		e.Notices = append(e.Notices, notice.Notice{Reason: notice.Requests, Subject: r.lang, Message: fmt.Sprintf("%d requests failed (first: %v): tree-sitter facts kept for them", st.FailedRequests, r.firstErr)})
	}
	e.Languages = append(e.Languages, st)
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
