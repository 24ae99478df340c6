package pipeline

import (
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/soulindex/soulindex/config"
	"github.com/soulindex/soulindex/diag"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/atomicfile"
	"github.com/soulindex/soulindex/internal/execpath"
	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/lsp"
	"github.com/soulindex/soulindex/lsp/nvim"
	"github.com/soulindex/soulindex/lspenrich"
	"github.com/soulindex/soulindex/lspenrich/model"
	"github.com/soulindex/soulindex/notice"
	"github.com/soulindex/soulindex/output"
	"github.com/soulindex/soulindex/refgraph"
)

// LSPOptions are the settings of the LSP step (index --lsp) and of where
// language servers come from (index and diag).
type LSPOptions struct {
	Enabled bool
	// Budget is how many top-ranked symbols get precise references and
	// callers; Timeout bounds the whole enrichment, server start
	// included; Concurrency is the requests in flight per server.
	Budget      int
	Timeout     time.Duration
	Concurrency int
	// Languages, when not empty, are the only languages servers start for.
	Languages []string
	// Diagnostics collects diagnostics.
	Diagnostics bool
	// TrustRepoConfig trusts the repository: DIR/.soulindex.toml may name
	// servers ([lsp.servers]) and directories (lsp.extra_dirs) to run,
	// and switch enrichment on (lsp.enabled), and a server found inside
	// the repository may run.
	TrustRepoConfig bool
	// Nvim is the editor's RPC address ("" = $NVIM, if set).
	Nvim string
	// Progress, when set, is told how each language's server is doing:
	// starting, ready or failed, then its request phases (see lsp.Event).
	Progress lsp.Progress
	// Discovery is where servers are looked for (set by Configure or
	// Discover from the configuration).
	Discovery lsp.DiscoveryConfig
	// configNotices come from the configuration's [lsp] table (see
	// Configure), printed when enrichment runs.
	configNotices []notice.Notice
}

// How a language's requests were served, in the lsp stats.
const (
	TransportNvim       = "nvim"
	TransportStandalone = "standalone"
)

// Configure applies the [lsp] settings of the configuration to the
// options whose flag is not in set, then validates and bounds them,
// returning notices to print at once. A repository's file may switch
// enrichment off, but on only when trusted: enrichment runs programs.
func (l *LSPOptions) Configure(c *config.Config, set map[string]bool) ([]notice.Notice, error) {
	s := c.LSP
	var notices []notice.Notice
	if s.Enabled != nil && !set["lsp"] {
		switch {
		case !*s.Enabled:
			l.Enabled = false
		case l.TrustRepoConfig:
			l.Enabled = true
		default:
			notices = append(notices, notice.Notice{Reason: notice.Setting, Message: fmt.Sprintf("ignoring lsp.enabled = true from %s: a repository's configuration does not start language servers by itself; pass --lsp (or --trust-repo-config)", c.Path)})
		}
	}
	if s.Timeout > 0 && !set["lsp-timeout"] {
		l.Timeout = s.Timeout
	}
	if s.Budget != nil && !set["lsp-budget"] {
		l.Budget = *s.Budget
	}
	l.configNotices = l.Discover(c)
	if !l.Enabled {
		return notices, nil
	}
	if l.Budget < 0 {
		return notices, usagef("--lsp-budget must be 0 or more, got %d", l.Budget)
	}
	if l.Timeout <= 0 {
		return notices, usagef("--lsp-timeout must be positive, got %s", l.Timeout)
	}
	if l.Concurrency <= 0 {
		return notices, usagef("--lsp-concurrency must be positive, got %d", l.Concurrency)
	}
	return append(notices, settings(
		config.Clamp(&l.Budget, config.MaxLSPBudget, "the LSP budget (--lsp-budget, lsp.budget)"),
		config.Clamp(&l.Concurrency, config.MaxLSPConcurrency, "--lsp-concurrency"),
		config.Clamp(&l.Timeout, config.MaxLSPTimeout, "the LSP timeout (--lsp-timeout, lsp.timeout)"),
	)...), nil
}

// Discover turns the [lsp] settings of the configuration into where
// servers are looked for (l.Discovery). Unless trusted, every binary the
// repository chooses is dropped, with a notice: the servers [lsp.servers]
// names, the directories of lsp.extra_dirs wherever they point (outside
// the repository too: a sibling checkout is no safer), and any server
// found inside the repository root (discovery checks the binary it finds,
// symlinks resolved). Indexing an untrusted checkout must never run its
// code.
func (l *LSPOptions) Discover(c *config.Config) []notice.Notice {
	s := c.LSP
	d := lsp.DiscoveryConfig{Disabled: slices.Clone(s.Disabled), TrustRepoConfig: l.TrustRepoConfig}
	if root := repositoryRoot(c); root != "" {
		d.RepoRoots = []string{root}
	}
	var ignored []string
	if l.TrustRepoConfig {
		d.ExtraDirs = slices.Clone(s.ExtraDirs)
	} else if len(s.ExtraDirs) > 0 {
		ignored = append(ignored, fmt.Sprintf("ignoring lsp.extra_dirs from %s: pass --trust-repo-config to run binaries from directories the repository names", c.Path))
	}
	if len(s.Servers) > 0 {
		if l.TrustRepoConfig {
			d.RepoServers = s.Servers
		} else {
			ignored = append(ignored, fmt.Sprintf("ignoring [lsp.servers] from %s: pass --trust-repo-config to run binaries the repository names", c.Path))
		}
	}
	l.Discovery = d
	return settings(ignored...)
}

// repositoryRoot is the root of the repository holding the indexed directory
// (see execpath.RepoRoot), "" when there is none to tell.
func repositoryRoot(c *config.Config) string {
	dir := c.Dir
	if dir == "" && c.Path != "" {
		dir = filepath.Dir(c.Path)
	}
	if dir == "" {
		return ""
	}
	if root, err := execpath.RepoRoot(dir); err == nil {
		return root
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return ""
	}
	return abs
}

// lspRun is what the enrichment gives the rest of the run.
type lspRun struct {
	enrichment *model.Enrichment
	graph      *refgraph.Graph // with the precise edges
	seconds    float64
	ready      map[string]float64 // per language: server start until its readiness probe answered
	// transports says, per language with a server, whether the editor
	// (nvim) or a standalone server answered.
	transports map[string]string
}

// runLSP starts a server for every indexed language that has one, enriches
// the graph's symbols and stops the servers. Servers that cannot start
// leave their languages with tree-sitter facts and a notice; the whole
// step, start-up included, ends by --lsp-timeout.
func runLSP(ctx context.Context, res *indexer.Result, reg *langs.Registry, g *refgraph.Graph, lf LSPOptions, sink notice.Sink) (*lspRun, error) {
	start := time.Now()
	budget := lf.Budget
	if budget == 0 {
		budget = -1 // explicit 0: no references asked
	}
	for _, n := range lf.configNotices {
		sink.Send(n)
	}
	// The servers live under ctx, not under the step's bound: when the
	// bound ends, the requests in flight are cut and the enrichment
	// reports a timeout with what it got, rather than servers killed
	// under it ("server dead").
	deadline := start.Add(lf.Timeout)
	st := startServers(ctx, deadline, res, reg, lf, sink)
	defer st.close()
	e, err := lspenrich.Enrich(ctx, g, lspenrich.EnrichOptions{
		Root: res.Root, Servers: st.servers, Unavailable: st.unavailable, StartTimedOut: st.timedOut, Budget: budget,
		Timeout: max(time.Until(deadline), time.Millisecond), Bound: lf.Timeout, Concurrency: lf.Concurrency,
		NoDiagnostics: !lf.Diagnostics, Progress: lf.Progress,
	})
	if err != nil {
		return nil, err
	}
	for _, n := range e.Notices {
		sink.Send(n)
	}
	return &lspRun{enrichment: e, graph: g.WithPrecise(e.Precise()), seconds: time.Since(start).Seconds(), ready: st.ready, transports: st.transports}, nil
}

// started is what startServers gives the enrichment.
type started struct {
	servers map[string]lsp.Requester
	// unavailable: why the other languages have none; timedOut, those
	// whose server was not ready when the bound ended.
	unavailable map[string]string
	timedOut    map[string]bool
	// ready: the standalone servers' readiness times; transports: each
	// served language's.
	ready      map[string]float64
	transports map[string]string
	// close releases them all (editor connection included).
	close func()
}

// startServers gives every indexed language with a server a requester:
// the editor's language client when an editor is reachable (--nvim or
// $NVIM) and serves the language, else a standalone server, warmed up in
// parallel (languages sharing a command share a process). The servers
// live until close or until ctx ends; start-up ends by deadline.
func startServers(ctx context.Context, deadline time.Time, res *indexer.Result, reg *langs.Registry, lf LSPOptions, sink notice.Sink) started {
	tctx, cancel := context.WithDeadline(ctx, deadline)
	defer cancel()
	files := make([]string, 0, len(res.Files))
	for _, f := range res.Files {
		if len(f.Symbols) > 0 {
			files = append(files, f.Path)
		}
	}
	servers := map[string]lsp.Requester{}
	unavailable := map[string]string{}
	timedOut := map[string]bool{}
	ready := map[string]float64{}
	transports := map[string]string{}
	// The servers' temporary files go here, removed with the servers
	// ("" when it cannot be made: each server then uses the system's).
	serverTmp, err := os.MkdirTemp("", "soulindex-servers-")
	if err != nil {
		serverTmp = ""
	}
	only := lf.Languages
	var editor *nvim.Editor
	var fromEditor map[string]lsp.Requester
	if addr := nvim.EditorAddr(lf.Nvim, os.Getenv); addr != "" {
		editor = dialEditor(tctx, addr, sink)
	}
	if editor != nil {
		detected := detectedLanguages(reg, files, lf.Languages)
		var rest []string
		fromEditor, rest = editorRequesters(tctx, editor, detected, res.Root, sink)
		for l, r := range fromEditor {
			servers[l] = r
			transports[l] = TransportNvim
		}
		// An empty Only means every language: when the editor serves
		// them all, no standalone server starts.
		only = rest
	}
	var pool *lsp.Pool
	if editor == nil || len(only) > 0 {
		var reports []lsp.Report
		pool, reports = lsp.Warmup(ctx, res.Root, files, lsp.Config{
			Discovery: lf.Discovery,
			Detect:    reg.DetectID, // the run's registry
			Only:      only, ReadyTimeout: max(time.Until(deadline), time.Millisecond),
			Progress: lf.Progress,
			// A request may wait for the server to load the workspace (gopls
			// on a large module); Enrich bounds the others itself.
			// Documents stay open (up to 4096) so a diagnostics wait never
			// races the eviction of its file.
			// Diagnostics are pulled from the servers that offer it.
			Client: lsp.Options{RequestTimeout: lf.Timeout, MaxOpen: 4096, TempDir: serverTmp, PullDiagnostics: true},
		})
		for _, r := range reports {
			if r.Language == "" {
				continue
			}
			// What discovery passed over (a server inside the repository,
			// a relative $PATH entry); the last is the reason when the
			// language has no server, and Enrich reports that.
			for _, n := range r.Notices {
				if n.String() != r.Reason {
					sink.Send(n)
				}
			}
			if rq := pool.For(r.Language); rq != nil && r.Status == lsp.StatusReady {
				servers[r.Language] = rq
				ready[r.Language] = r.Ready.Seconds()
				transports[r.Language] = TransportStandalone
				continue
			}
			why := string(r.Status)
			if r.Reason != "" {
				why += ": " + r.Reason
			}
			if r.Status == lsp.StatusNotReady && tctx.Err() != nil {
				why = fmt.Sprintf("--lsp-timeout (%s) reached before %s was ready", lf.Timeout, r.Server)
				timedOut[r.Language] = true
			}
			unavailable[r.Language] = why
		}
	}
	return started{servers: servers, unavailable: unavailable, timedOut: timedOut, ready: ready, transports: transports, close: func() {
		closeRequesters(fromEditor)
		pool.Close()
		if editor != nil {
			editor.Close()
		}
		if serverTmp != "" {
			os.RemoveAll(serverTmp)
		}
	}}
}

// LSPStats is the --json summary of the enrichment.
type LSPStats struct {
	Seconds float64 `json:"seconds"`
	// ReadySeconds: per language, server start until it answered.
	ReadySeconds map[string]float64 `json:"ready_seconds"`
	Languages    []LSPLanguageStats `json:"languages"`
	Notices      []notice.Notice    `json:"notices"`
}

// LSPLanguageStats is one language's enrichment figures and who answered.
type LSPLanguageStats struct {
	model.LanguageStats
	// Transport is "nvim" (the editor's client) or "standalone"; absent
	// when the language had no server.
	Transport string `json:"transport,omitempty"`
}

func (r *lspRun) stats() *LSPStats {
	st := &LSPStats{Seconds: r.seconds, ReadySeconds: r.ready, Notices: r.enrichment.Notices}
	for _, l := range r.enrichment.Languages {
		st.Languages = append(st.Languages, LSPLanguageStats{LanguageStats: l, Transport: r.transports[l.Language]})
	}
	return st
}

func (r *lspRun) enrichmentOrNil() *model.Enrichment {
	if r == nil {
		return nil
	}
	return r.enrichment
}

// writeLSPOutputs writes diagnostics.json and enrichment.json when the
// run was enriched.
func writeLSPOutputs(res *indexer.Result, reg *langs.Registry, g *refgraph.Graph, r *lspRun, outDir string) error {
	if r == nil {
		return nil
	}
	if err := atomicfile.Write(context.Background(), filepath.Join(outDir, "diagnostics.json"), func(w io.Writer) error {
		return output.WriteDiagnosticsJSON(w, g, r.enrichment)
	}); err != nil {
		return err
	}
	return atomicfile.Write(context.Background(), filepath.Join(outDir, "enrichment.json"), func(w io.Writer) error {
		return output.WriteEnrichmentJSON(w, res, reg, r.enrichment)
	})
}

// dialEditor connects to the editor at addr; an unreachable one is a
// notice, and every language then uses standalone servers.
func dialEditor(ctx context.Context, addr string, sink notice.Sink) *nvim.Editor {
	if addr == "" {
		return nil
	}
	dctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	e, err := nvim.Dial(dctx, addr)
	if err != nil {
		sink.Notef(notice.Editor, "", "cannot use the editor at %s (%v): every language uses a standalone server", addr, err)
		return nil
	}
	return e
}

// editorRequesters asks the editor for a requester per language on root.
// It returns the served languages' requesters and the others, in order.
func editorRequesters(ctx context.Context, e *nvim.Editor, languages []string, root string, sink notice.Sink) (map[string]lsp.Requester, []string) {
	served := map[string]lsp.Requester{}
	var rest []string
	for _, l := range languages {
		if e == nil {
			rest = append(rest, l)
			continue
		}
		rctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		r, err := e.Requester(rctx, l, root)
		cancel()
		switch {
		case err == nil:
			served[l] = r
		case errors.Is(err, lsp.ErrUnsupported):
			rest = append(rest, l)
		default:
			// The editor failed (died, timed out): this language, and
			// any other it fails for, goes standalone.
			sink.Notef(notice.Editor, l, "the editor at %s did not answer (%v): using a standalone server", e.Addr(), err)
			rest = append(rest, l)
		}
	}
	return served, rest
}

// detectedLanguages lists the languages of files (by name, as Warmup
// detects them), sorted, restricted to only when it is not empty.
func detectedLanguages(reg *langs.Registry, files []string, only []string) []string {
	var out []string
	for _, d := range lsp.DetectLanguages(files, reg.DetectID) {
		if len(only) == 0 || slices.Contains(only, d.Language) {
			out = append(out, d.Language)
		}
	}
	sort.Strings(out)
	return out
}

// closeRequesters closes the editor's requesters (each wipes the buffers
// it loaded), in order.
func closeRequesters(rs map[string]lsp.Requester) {
	ls := make([]string, 0, len(rs))
	for l := range rs {
		ls = append(ls, l)
	}
	sort.Strings(ls)
	for _, l := range ls {
		rs[l].Close()
	}
}

// diagServerSource is where one diag session gets its servers.
type diagServerSource struct {
	client    lsp.Options
	discovery lsp.DiscoveryConfig
	// editor, when set, serves the languages it has a client for.
	editor *nvim.Editor
	notice notice.Sink
	// served, when set, is told each language the editor serves.
	served func(lang string)
}

// readyTimeout is how long a server may take to start and answer its
// probe: whatever is left of the run's bound (diag --timeout), so a
// server slow on a loaded machine is waited for as long as the user
// allowed, never by a fixed wait of ours. Without a bound, warm-up's
// default applies.
func readyTimeout(ctx context.Context) time.Duration {
	if d, ok := ctx.Deadline(); ok {
		return max(time.Until(d), time.Millisecond)
	}
	return 0
}

// startDiagServers gives languages on root a requester each: the editor's
// client for the languages it serves (when src.editor is set), else a
// standalone server, warmed up probing with the files the diff will ask
// about (so a server counts as ready once it knows those files' project).
func startDiagServers(ctx context.Context, root string, languages []string, files map[string]string, src diagServerSource) (diag.Servers, []diag.Unavailable, error) {
	paths := make([]string, 0, len(files))
	for p := range files {
		paths = append(paths, p)
	}
	slices.Sort(paths)
	fromEditor, rest := editorRequesters(ctx, src.editor, languages, root, src.notice)
	// diag checks the files on disk (what a commit takes): a language
	// whose files the editor holds with unsaved edits is checked by a
	// standalone server, since the editor's sees the buffers, for those
	// files and for every file depending on them.
	for _, l := range slices.Sorted(maps.Keys(fromEditor)) {
		u, ok := fromEditor[l].(interface {
			UnsavedEdits(context.Context) ([]string, error)
		})
		if !ok {
			continue
		}
		uctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		paths, err := u.UnsavedEdits(uctx)
		cancel()
		if err == nil && len(paths) == 0 {
			continue
		}
		why := fmt.Sprintf("the editor did not say which files have unsaved edits (%v)", err)
		if err == nil {
			for i, p := range paths {
				if rel, rerr := filepath.Rel(root, p); rerr == nil {
					paths[i] = filepath.ToSlash(rel)
				}
			}
			why = "unsaved edits in the editor in " + strings.Join(paths, ", ")
		}
		src.notice.Notef(notice.Editor, l, "%s: the working tree is checked with a standalone server, on the files on disk (what a commit takes)", why)
		fromEditor[l].Close()
		delete(fromEditor, l)
		rest = append(rest, l)
	}
	slices.Sort(rest)
	if src.served != nil {
		for _, l := range slices.Sorted(maps.Keys(fromEditor)) {
			src.served(l)
		}
	}
	servers := diagServers{editor: fromEditor}
	if len(rest) == 0 {
		return servers, nil, nil
	}
	// Detection by the languages the diff settled on (content-refined:
	// a C++ header is cpp), so warmup starts exactly the servers asked for.
	detect := func(p string) string { return files[filepath.ToSlash(p)] }
	pool, reports := lsp.Warmup(ctx, root, paths, lsp.Config{Client: src.client, Discovery: src.discovery, Only: rest, Detect: detect,
		ReadyTimeout: readyTimeout(ctx)})
	servers.Pool = pool
	if err := ctx.Err(); err != nil {
		servers.Close()
		return nil, nil, err
	}
	var un []diag.Unavailable
	reported := map[string]bool{}
	for _, r := range reports {
		reported[r.Language] = true
		if r.Status != lsp.StatusReady {
			reason := strings.TrimPrefix(r.Reason, r.Language+": ")
			if r.Status != lsp.StatusNoServer {
				reason = fmt.Sprintf("%s %s: %s", r.Server, r.Status, reason)
			}
			un = append(un, diag.Unavailable{Language: r.Language, Reason: reason})
		}
	}
	// A language with no file on this side (a file added in the working
	// tree has none at the base) needs no server here: only those with
	// files and no server known are unavailable.
	present := map[string]bool{}
	for _, l := range files {
		present[l] = true
	}
	for _, l := range rest {
		if !reported[l] && pool.For(l) == nil && present[l] {
			un = append(un, diag.Unavailable{Language: l, Reason: "no language server known for " + l})
		}
	}
	return servers, un, nil
}

// diagServers adapts the editor's requesters and a warmed-up Pool to the
// diff's Servers.
type diagServers struct {
	*lsp.Pool
	editor map[string]lsp.Requester
}

func (s diagServers) For(lang string) (lsp.Requester, bool) {
	if r, ok := s.editor[lang]; ok {
		return r, true
	}
	r := s.Pool.For(lang)
	return r, r != nil
}

// Close releases the editor's requesters (not the editor: the command
// closes it) and stops the standalone servers.
func (s diagServers) Close() error {
	closeRequesters(s.editor)
	return s.Pool.Close()
}
