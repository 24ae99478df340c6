package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"time"

	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/atomicfile"
	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/lsp"
	"github.com/soulindex/soulindex/lsp/nvim"
	"github.com/soulindex/soulindex/lspenrich"
	"github.com/soulindex/soulindex/lspenrich/model"
	"github.com/soulindex/soulindex/output"
	"github.com/soulindex/soulindex/refgraph"
)

// lspFlags are the flags of `index --lsp`.
type lspFlags struct {
	enabled     bool
	budget      int
	timeout     time.Duration
	concurrency int
	languages   stringList
	diagnostics bool
	source      serverSourceFlags
	// discovery and configNotices come from .soulindex.toml's [lsp]
	// table (see configure); configNotices are printed when enrichment
	// runs.
	discovery     lsp.DiscoveryConfig
	configNotices []string
	// notices say what configure and validate changed (a setting
	// ignored, a value bounded), printed by the command at once.
	notices []string
}

// Upper bounds of the --lsp values that size the work: a repository's
// configuration (or a typo) must not exhaust the machine. The request
// limit sizes a channel per server; a day is longer than any run.
const (
	maxLSPBudget      = 100_000
	maxLSPConcurrency = 64
	maxLSPTimeout     = 24 * time.Hour
)

func (f *lspFlags) register(fs *flag.FlagSet) {
	fs.BoolVar(&f.enabled, "lsp", false, "enrich the index with language servers: hover docs, precise references, callers, diagnostics")
	fs.IntVar(&f.budget, "lsp-budget", lspenrich.DefaultBudget, "how many top-ranked symbols get precise references and callers")
	fs.DurationVar(&f.timeout, "lsp-timeout", lspenrich.DefaultTimeout, "bound on the whole enrichment (server start included); unanswered facts stay tree-sitter's")
	fs.IntVar(&f.concurrency, "lsp-concurrency", lspenrich.DefaultConcurrency, "requests in flight per language server")
	fs.BoolVar(&f.diagnostics, "lsp-diagnostics", true, "collect diagnostics (--lsp-diagnostics=false skips them: on a large repository they cost the most)")
	fs.Var(&f.languages, "lsp-languages", "only start servers for these languages (comma-separated IDs; default: every indexed language with a server)")
	f.source.register(fs)
}

func (f *lspFlags) validate() error {
	if !f.enabled {
		return nil
	}
	if f.budget < 0 {
		return usagef("--lsp-budget must be 0 or more, got %d", f.budget)
	}
	if f.timeout <= 0 {
		return usagef("--lsp-timeout must be positive, got %s", f.timeout)
	}
	if f.concurrency <= 0 {
		return usagef("--lsp-concurrency must be positive, got %d", f.concurrency)
	}
	clamp(&f.budget, maxLSPBudget, "the LSP budget (--lsp-budget, lsp.budget)", &f.notices)
	clamp(&f.concurrency, maxLSPConcurrency, "--lsp-concurrency", &f.notices)
	clamp(&f.timeout, maxLSPTimeout, "the LSP timeout (--lsp-timeout, lsp.timeout)", &f.notices)
	return nil
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

func sortedKeys(m map[string]float64) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// runLSP starts a server for every indexed language that has one, enriches
// the graph's symbols and stops the servers. Servers that cannot start
// leave their languages with tree-sitter facts and a notice; the whole
// step, start-up included, ends by --lsp-timeout.
func runLSP(ctx context.Context, res *indexer.Result, g *refgraph.Graph, lf lspFlags, stderr io.Writer, quiet bool) (*lspRun, error) {
	start := time.Now()
	budget := lf.budget
	if budget == 0 {
		budget = -1 // explicit 0: no references asked
	}
	tctx, cancel := context.WithTimeout(ctx, lf.timeout)
	defer cancel()
	notice := func(msg string) {
		if !quiet {
			fmt.Fprintf(stderr, "note lsp: %s\n", msg)
		}
	}
	for _, n := range lf.configNotices {
		notice(n)
	}
	servers, unavailable, ready, transports, closeAll := startServers(tctx, res, lf, notice)
	defer closeAll()
	e, err := lspenrich.Enrich(ctx, g, lspenrich.EnrichOptions{
		Root: res.Root, Servers: servers, Unavailable: unavailable, Budget: budget,
		Timeout: max(time.Until(deadlineOf(tctx, start.Add(lf.timeout))), time.Millisecond), Concurrency: lf.concurrency,
		NoDiagnostics: !lf.diagnostics,
	})
	if err != nil {
		return nil, err
	}
	if !quiet {
		for _, l := range sortedKeys(ready) {
			fmt.Fprintf(stderr, "lsp %s: server ready in %.1fs\n", l, ready[l])
		}
		for _, l := range slices.Sorted(maps.Keys(transports)) {
			if transports[l] == transportNvim {
				fmt.Fprintf(stderr, "lsp %s: served by the editor's language client (nvim)\n", l)
			}
		}
		for _, n := range e.Notices {
			fmt.Fprintf(stderr, "note lsp %s: %s\n", n.Language, n.Message)
		}
		for _, l := range e.Languages {
			if l.Server == "missing" {
				continue // its notice says so
			}
			fmt.Fprintf(stderr, "lsp %s: server %s (%s), hover %d/%d exported (%d with docs), references for %d symbols (%d sites), callers for %d, %d diagnostics, %d failed requests in %.1fs (warm-up %.1fs; references done at %.1fs, hover at %.1fs, diagnostics at %.1fs)\n",
				l.Language, l.Server, transports[l.Language], l.Hovered, l.Exported, l.HoverDocs, l.RefSymbols, l.RefSites, l.CallSymbols, l.Diagnostics, l.FailedRequests,
				l.Seconds, l.WarmupSeconds, l.RefsDoneSeconds, l.HoverDoneSeconds, l.DiagnosticsDoneSeconds)
		}
	}
	return &lspRun{enrichment: e, graph: g.WithPrecise(e.Precise()), seconds: time.Since(start).Seconds(), ready: ready, transports: transports}, nil
}

func deadlineOf(ctx context.Context, def time.Time) time.Time {
	if d, ok := ctx.Deadline(); ok {
		return d
	}
	return def
}

// startServers gives every indexed language with a server a requester:
// the editor's language client when an editor is reachable (--nvim or
// $NVIM) and serves the language, else a standalone server, warmed up in
// parallel (languages sharing a command share a process). It returns the
// requesters, why the other languages have none, the standalone servers'
// readiness times, each served language's transport, and a function
// releasing them all (editor connection included).
func startServers(ctx context.Context, res *indexer.Result, lf lspFlags, notice func(string)) (map[string]lsp.Requester, map[string]string, map[string]float64, map[string]string, func()) {
	files := make([]string, 0, len(res.Files))
	for _, f := range res.Files {
		if len(f.Symbols) > 0 {
			files = append(files, f.Path)
		}
	}
	servers := map[string]lsp.Requester{}
	unavailable := map[string]string{}
	ready := map[string]float64{}
	transports := map[string]string{}
	// The servers' temporary files go here, removed with the servers
	// ("" when it cannot be made: each server then uses the system's).
	serverTmp, err := os.MkdirTemp("", "soulindex-servers-")
	if err != nil {
		serverTmp = ""
	}
	only := []string(lf.languages)
	var editor *nvim.Editor
	var fromEditor map[string]lsp.Requester
	if addr := nvim.EditorAddr(lf.source.nvim, os.Getenv); addr != "" {
		editor = dialEditor(ctx, addr, notice)
	}
	if editor != nil {
		detected, err := detectedLanguages(files, lf.languages)
		if err != nil {
			notice(err.Error())
		}
		var rest []string
		fromEditor, rest = editorRequesters(ctx, editor, detected, res.Root, notice)
		for l, r := range fromEditor {
			servers[l] = r
			transports[l] = transportNvim
		}
		// An empty Only means every language: when the editor serves
		// them all, no standalone server starts.
		only = rest
	}
	var pool *lsp.Pool
	if editor == nil || len(only) > 0 {
		var reports []lsp.Report
		pool, reports = lsp.Warmup(ctx, res.Root, files, lsp.Config{
			Discovery: lf.discovery,
			Only:      only, ReadyTimeout: lf.timeout,
			// A request may wait for the server to load the workspace (gopls
			// on a large module); Enrich bounds the others itself.
			// Documents stay open (up to 4096) so a diagnostics wait never
			// races the eviction of its file.
			Client: lsp.Options{RequestTimeout: lf.timeout, MaxOpen: 4096, TempDir: serverTmp},
		})
		for _, r := range reports {
			if r.Language == "" {
				continue
			}
			// What discovery passed over (a server inside the repository,
			// a relative $PATH entry); the last is the reason when the
			// language has no server, and Enrich reports that.
			for _, n := range r.Notices {
				if n != r.Reason {
					notice(n)
				}
			}
			if rq := pool.For(r.Language); rq != nil && r.Status == lsp.StatusReady {
				servers[r.Language] = rq
				ready[r.Language] = r.Ready.Seconds()
				transports[r.Language] = transportStandalone
				continue
			}
			why := string(r.Status)
			if r.Reason != "" {
				why += ": " + r.Reason
			}
			unavailable[r.Language] = why
		}
	}
	return servers, unavailable, ready, transports, func() {
		closeRequesters(fromEditor)
		pool.Close()
		if editor != nil {
			editor.Close()
		}
		if serverTmp != "" {
			os.RemoveAll(serverTmp)
		}
	}
}

// lspStats is the --json summary of the enrichment.
type lspStats struct {
	Seconds float64 `json:"seconds"`
	// ReadySeconds: per language, server start until it answered.
	ReadySeconds map[string]float64 `json:"ready_seconds"`
	Languages    []lspLanguageStats `json:"languages"`
	Notices      []model.Notice     `json:"notices"`
}

// lspLanguageStats is one language's enrichment figures and who answered.
type lspLanguageStats struct {
	model.LanguageStats
	// Transport is "nvim" (the editor's client) or "standalone"; absent
	// when the language had no server.
	Transport string `json:"transport,omitempty"`
}

func (r *lspRun) stats() *lspStats {
	st := &lspStats{Seconds: r.seconds, ReadySeconds: r.ready, Notices: r.enrichment.Notices}
	for _, l := range r.enrichment.Languages {
		st.Languages = append(st.Languages, lspLanguageStats{LanguageStats: l, Transport: r.transports[l.Language]})
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
