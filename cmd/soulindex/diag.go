package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/soulindex/soulindex/diag"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/gitcmd"
	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/lsp"
	"github.com/soulindex/soulindex/lsp/nvim"
	"github.com/soulindex/soulindex/refgraph"
)

// errIntroduced makes `soulindex diag` exit 1: the change introduces
// errors (the pre-commit gate fails).
type errIntroduced struct{ n int }

func (e errIntroduced) Error() string {
	return fmt.Sprintf("the change introduces %d error(s)", e.n)
}

func cmdDiag(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("diag", flag.ContinueOnError)
	base := fs.String("base", "HEAD", "compare the working tree with this git revision")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	timeout := fs.Duration("timeout", 5*time.Minute, "bound the whole run (indexing, servers, diagnostics)")
	fileTimeout := fs.Duration("file-timeout", 60*time.Second, "bound the wait for one file's diagnostics")
	maxDeps := fs.Int("max-dependents", 50, "check at most this many files depending on the changed ones")
	verbose := fs.Bool("verbose", false, "print where the time went on stderr")
	var src serverSourceFlags
	src.register(fs)
	pos, err := parseInterspersed(fs, args, stdout)
	if err != nil {
		return err
	}
	if len(pos) > 1 {
		return usagef("diag takes one directory, got %d arguments", len(pos))
	}
	if *timeout <= 0 || *fileTimeout <= 0 {
		return usagef("--timeout and --file-timeout must be positive")
	}
	if *maxDeps < 0 {
		return usagef("--max-dependents must not be negative, got %d", *maxDeps)
	}
	if err := gitcmd.CheckRevision(*base); err != nil {
		return usagef("--base: %v: %v", err, diag.ErrBadRevision)
	}
	dir := "."
	if len(pos) == 1 {
		dir = pos[0]
	}
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return usagef("diag: %s is not a directory", dir)
	}
	// Only the [lsp] table matters here: which servers, from where.
	rf := runFlags{maxSize: indexer.DefaultMaxFileSize}
	if err := rf.loadConfig(fs, dir); err != nil {
		return err
	}
	notice := func(msg string) { fmt.Fprintf(stderr, "soulindex: diag: %s\n", msg) }
	disc, notices := src.discovery(rf.conf)
	notices = append(rf.notices, notices...)
	for _, n := range notices {
		notice(n)
	}
	ctx, cancel := context.WithTimeoutCause(ctx, *timeout, fmt.Errorf("diag: timed out after %s (--timeout)", *timeout))
	defer cancel()
	// The editor serves the working tree only: the base revision is a
	// temporary worktree the editor has not opened (its clients' roots
	// are the user's project), so the base session stays standalone.
	var editor *nvim.Editor
	if addr := nvim.EditorAddr(src.nvim, os.Getenv); addr != "" {
		if editor = dialEditor(ctx, addr, notice); editor != nil {
			defer editor.Close()
		}
	}
	workTree, err := filepath.Abs(dir)
	if err != nil {
		return fmt.Errorf("diag: %w", err)
	}

	reg, err := langs.New()
	if err != nil {
		return err
	}
	// A run cut by --timeout says so, whatever step it was in.
	timedOut := func(err error) error {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return fmt.Errorf("%w (%v)", context.Cause(ctx), err)
		}
		return err
	}
	start := time.Now()
	g, err := diagGraph(ctx, dir)
	if err != nil {
		return timedOut(err)
	}
	graphTime := time.Since(start)
	// The servers' temporary files go here, removed however the run ends.
	serverTmp, err := os.MkdirTemp("", "soulindex-servers-")
	if err != nil {
		return fmt.Errorf("temporary directory for the language servers: %w", err)
	}
	defer os.RemoveAll(serverTmp)
	opts := diag.Options{
		Root: dir, Base: *base, Graph: g,
		Start: func(ctx context.Context, root string, languages []string, files map[string]string) (diag.Servers, []diag.Unavailable, error) {
			var ed *nvim.Editor
			if root == workTree {
				ed = editor
			}
			return startDiagServers(ctx, root, languages, files, diagServerSource{
				client: lsp.Options{RequestTimeout: *fileTimeout, Env: diag.CleanEnv(), TempDir: serverTmp}, discovery: disc, editor: ed, notice: notice,
				served: func(lang string) {
					if *verbose {
						notice(fmt.Sprintf("%s: the working tree is served by the editor's language client (nvim); the base by a standalone server", lang))
					}
				},
			})
		},
		LanguageOf: func(rel string) string {
			if l := reg.Detect(rel); l != nil {
				return l.ID
			}
			return ""
		},
		BaseGraph:     diagGraph,
		Exclude:       ".soulindex",
		MaxDependents: *maxDeps, FileTimeout: *fileTimeout,
	}
	if *maxDeps == 0 {
		opts.Graph, opts.BaseGraph = nil, nil
	}
	rep, err := diag.Run(ctx, opts)
	if err != nil {
		if errors.Is(err, diag.ErrBadRevision) {
			// The repository's state, not the command line: one line,
			// without the usage text (HEAD~1 on a first commit).
			return fmt.Errorf("diag --base: %w", err)
		}
		return timedOut(err)
	}
	if *verbose {
		t := rep.Timings
		ms := func(d time.Duration) int64 { return d.Milliseconds() }
		fmt.Fprintf(stderr, "soulindex: diag: %d ms total: graph %d, checkout %d; base: servers %d, diagnostics %d, settle %d; working tree: servers %d, diagnostics %d, settle %d\n",
			ms(time.Since(start)), ms(graphTime), ms(t.Checkout), ms(t.BaseStart), ms(t.BaseDiagnostics), ms(t.BaseSettle),
			ms(t.NowStart), ms(t.NowDiagnostics), ms(t.NowSettle))
	}
	for _, u := range rep.Unavailable {
		fmt.Fprintf(stderr, "soulindex: diag: no %s language server: %s\n", u.Language, u.Reason)
	}
	for _, u := range rep.Unchecked {
		fmt.Fprintf(stderr, "soulindex: diag: %s not checked: %s\n", u.Path, u.Reason)
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
			return err
		}
	} else {
		writeDiagReport(stdout, rep)
	}
	if rep.Introduced() {
		return errIntroduced{len(rep.NewErrors) + len(rep.CrossFileErrors)}
	}
	return nil
}

// diagGraph runs the normal pipeline on dir for the reference graph that
// finds the files depending on a changed file. Co-change edges are left
// out: they do not carry compile errors.
func diagGraph(ctx context.Context, dir string) (*refgraph.Graph, error) {
	rf := runFlags{maxSize: indexer.DefaultMaxFileSize, parseTimeout: indexer.DefaultParseTimeout}
	res, err := runPipeline(ctx, dir, filepath.Join(dir, ".soulindex"), rf, false)
	if err != nil {
		return nil, fmt.Errorf("index %s for its reference graph: %w", dir, err)
	}
	return refgraph.Build(ctx, res.Files, refgraph.Options{Root: res.Root, Packages: res.Packages})
}

// writeDiagReport prints the human report: one group per kind, each line
// `path:line:col: severity: message [source code]`, then a summary.
func writeDiagReport(w io.Writer, r *diag.Report) {
	groups := []struct {
		title string
		fs    []diag.Finding
	}{
		{"new errors", r.NewErrors},
		{"new warnings", r.NewWarnings},
		{"resolved errors", r.ResolvedErrors},
		{"cross-file errors", r.CrossFileErrors},
	}
	for _, g := range groups {
		if len(g.fs) == 0 {
			continue
		}
		fmt.Fprintf(w, "%s (%d):\n", g.title, len(g.fs))
		for _, f := range g.fs {
			tag := strings.TrimSpace(f.Source + " " + f.Code)
			if tag != "" {
				tag = " [" + tag + "]"
			}
			// One line per finding: multi-line messages (tsserver's
			// chains, pyright's notes) are joined.
			msg := strings.Join(strings.Fields(strings.ReplaceAll(f.Message, "\n", " ")), " ")
			fmt.Fprintf(w, "  %s:%d:%d: %s: %s%s\n", f.Path, f.Line, f.Column, f.Severity, msg, tag)
		}
	}
	commit := r.Commit
	if len(commit) > 12 {
		commit = commit[:12]
	}
	if r.Unborn {
		commit = "no commit yet: every file is new"
	}
	unchecked := ""
	if len(r.Unchecked) > 0 {
		unchecked = fmt.Sprintf(" (%d not checked)", len(r.Unchecked))
	}
	fmt.Fprintf(w, "%d changed and %d dependent file(s)%s against %s (%s): %d new error(s), %d new warning(s), %d resolved error(s), %d cross-file error(s)\n",
		len(r.Changed), len(r.Dependents), unchecked, r.Base, commit, len(r.NewErrors), len(r.NewWarnings), len(r.ResolvedErrors), len(r.CrossFileErrors))
}

// diagServerSource is where one diag session gets its servers.
type diagServerSource struct {
	client    lsp.Options
	discovery lsp.DiscoveryConfig
	// editor, when set, serves the languages it has a client for.
	editor *nvim.Editor
	notice func(string)
	// served, when set, is told each language the editor serves.
	served func(lang string)
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
	pool, reports := lsp.Warmup(ctx, root, paths, lsp.Config{Client: src.client, Discovery: src.discovery, Only: rest, Detect: detect})
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
	for _, l := range rest {
		if !reported[l] && pool.For(l) == nil {
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
