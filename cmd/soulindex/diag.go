package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/soulindex/soulindex/diag"
	"github.com/soulindex/soulindex/internal/gitcmd"
	"github.com/soulindex/soulindex/pipeline"
)

// errIntroduced makes `soulindex diag` exit 1: the change introduces
// errors (the pre-commit gate fails).
type errIntroduced struct{ n int }

func (e errIntroduced) Error() string {
	return fmt.Sprintf("the change introduces %d error(s)", e.n)
}

// errUnchecked makes `soulindex diag` exit 3: some changed or dependent
// files could not be checked (or, using a changed definition, were left
// out by --max-dependents), and no new error was found in the others.
type errUnchecked struct{ n, of int }

func (e errUnchecked) Error() string {
	return fmt.Sprintf("diag: %d of %d file(s) not checked (see above): the change is not proven free of new errors (--allow-unchecked passes anyway)", e.n, e.of)
}

// errDiagTimeout makes `soulindex diag` exit 3 as well: --timeout ended
// the run before it had checked the change.
type errDiagTimeout struct{ err error }

func (e errDiagTimeout) Error() string {
	return fmt.Sprintf("%v: the change was not checked, so it is not proven free of new errors", e.err)
}

func (e errDiagTimeout) Unwrap() error { return e.err }

// diagCleanupGrace is how long diag may take, past --timeout, to stop its
// language servers (killed at the deadline: this is for their reaping),
// release the editor's buffers and remove the base worktree. Past it the
// command returns anyway.
const diagCleanupGrace = 15 * time.Second

func cmdDiag(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("diag", flag.ContinueOnError)
	base := fs.String("base", "HEAD", "compare the working tree with this git revision")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	timeout := fs.Duration("timeout", 5*time.Minute, "bound the whole run (indexing, servers, diagnostics)")
	fileTimeout := fs.Duration("file-timeout", 60*time.Second, "bound the wait for one file's diagnostics")
	maxDeps := fs.Int("max-dependents", 50, "check at most this many files depending on the changed ones (0: all of them)")
	verbose := fs.Bool("verbose", false, "print where the time went on stderr")
	allowUnchecked := fs.Bool("allow-unchecked", false, "exit 0, not 3, when some files could not be checked (no server, a timeout) and the others show no new error")
	var rf runFlags
	rf.opts = pipeline.Defaults()
	registerServerSource(fs, &rf.opts.LSP)
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
	if err := rf.loadConfig(fs, dir); err != nil {
		return err
	}
	sink := noticeSink(stderr, false)
	for _, n := range append(rf.notices, rf.opts.LSP.Discover(rf.conf)...) {
		sink.Send(n)
	}
	ctx, cancel := context.WithTimeoutCause(ctx, *timeout, fmt.Errorf("diag: timed out after %s (--timeout)", *timeout))
	defer cancel()
	start := time.Now()
	type result struct {
		rep       *diag.Report
		graphTime time.Duration
		err       error
	}
	// Every wait of the run follows ctx; its cleanup has bounds of its
	// own. This is the backstop for whatever a server or the editor does
	// that those bounds missed: the command respects --timeout plus
	// diagCleanupGrace.
	done := make(chan result, 1)
	var stageMu sync.Mutex
	stage := func(msg string) { // a line per stage: the servers take tens of seconds
		stageMu.Lock()
		defer stageMu.Unlock()
		fmt.Fprintf(stderr, "soulindex: diag: %s\n", msg)
	}
	go func() {
		var r result
		r.rep, r.graphTime, r.err = pipeline.Diag(ctx, dir, pipeline.DiagOptions{Base: *base, FileTimeout: *fileTimeout, MaxDependents: *maxDeps,
			LSP: rf.opts.LSP, Notice: sink, Verbose: *verbose, Registry: rf.opts.Registry, Stage: stage})
		done <- r
	}()
	var res result
	select {
	case res = <-done:
	case <-ctx.Done():
		select {
		case res = <-done:
		case <-time.After(diagCleanupGrace):
			res.err = fmt.Errorf("%w (its cleanup did not finish within %s)", context.Cause(ctx), diagCleanupGrace)
		}
	}
	rep, graphTime, err := res.rep, res.graphTime, res.err
	if err != nil {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return errDiagTimeout{err}
		}
		return err
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
	for _, n := range rep.Notes {
		fmt.Fprintf(stderr, "soulindex: diag: note: %s\n", n)
	}
	for _, u := range rep.Unchecked {
		fmt.Fprintf(stderr, "soulindex: diag: %s not checked: %s\n", u.Path, u.Reason)
	}
	for _, u := range rep.Skipped {
		fmt.Fprintf(stderr, "soulindex: diag: %s skipped: %s (a data or markup format: not required)\n", u.Path, u.Reason)
	}
	if ft := rep.FixTitles; ft.Failed > 0 || ft.NotAsked > 0 {
		// The findings stand; only their fixes are missing.
		first := ""
		if ft.FirstFailure != "" {
			first = "; the first failed: " + ft.FirstFailure
		}
		fmt.Fprintf(stderr, "soulindex: diag: quick fixes: %d request(s) failed and %d new finding(s) were not asked about (shown without fixes)%s\n",
			ft.Failed, ft.NotAsked, first)
	}
	if n := len(rep.UsersNotChecked); n > 0 {
		fmt.Fprintf(stderr, "soulindex: diag: %d file(s) using a changed or removed definition not checked (%s): raise --max-dependents (now %d) to check them\n",
			n, pipeline.NamedFew(rep.UsersNotChecked, 3), *maxDeps)
	} else if rep.DependentsFound > len(rep.Dependents) {
		fmt.Fprintf(stderr, "soulindex: diag: checked %d of the %d files importing a changed file (--max-dependents %d); none of the others uses a changed definition\n",
			len(rep.Dependents), rep.DependentsFound, *maxDeps)
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
	if n := len(rep.Unchecked) + len(rep.UsersNotChecked); n > 0 && !*allowUnchecked {
		return errUnchecked{n, len(rep.Changed) + len(rep.Dependents) + len(rep.UsersNotChecked)}
	}
	return nil
}

// writeDiagReport prints the human report: one group per kind, each line
// `path:line:col: severity: message [source code]`, with the quick fixes
// the server offers under it (`fix: title`), then a summary.
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
			for _, fix := range f.Fixes {
				preferred := ""
				if fix.Preferred {
					preferred = " (preferred)"
				}
				fmt.Fprintf(w, "    fix: %s%s\n", strings.Join(strings.Fields(fix.Title), " "), preferred)
			}
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
	if n := len(r.Unchecked) + len(r.UsersNotChecked); n > 0 {
		unchecked = fmt.Sprintf(" (%d not checked)", n)
	}
	deps := fmt.Sprint(len(r.Dependents))
	if r.DependentsFound > len(r.Dependents) {
		deps = fmt.Sprintf("%d of %d", len(r.Dependents), r.DependentsFound)
	}
	fmt.Fprintf(w, "%d changed and %s dependent file(s)%s against %s (%s): %d new error(s), %d new warning(s), %d resolved error(s), %d cross-file error(s)\n",
		len(r.Changed), deps, unchecked, r.Base, commit, len(r.NewErrors), len(r.NewWarnings), len(r.ResolvedErrors), len(r.CrossFileErrors))
}
