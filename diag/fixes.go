package diag

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"sync"

	"golang.org/x/sync/errgroup"

	"github.com/soulindex/soulindex/lsp"
)

// Quick fixes: under each new error and warning, the titles of the quick
// fixes the working tree's server offers for it (textDocument/codeAction
// over the diagnostic's range, the diagnostic as published in the
// context). Titles only: no edit is applied, no command executed.

const (
	// maxFixes bounds the titles kept per finding.
	maxFixes = 8
	// maxFixRequests bounds the findings asked about in one run, errors
	// first: a change with hundreds of new warnings does not wait on
	// hundreds of requests.
	maxFixRequests = 100
)

// FixTitles says how the quick fixes under the new findings were had.
// A request that fails leaves its finding without fixes and the run
// goes on; these counts say so.
type FixTitles struct {
	// Asked counts the findings whose server was asked.
	Asked int `json:"asked"`
	// Unsupported counts those whose server offers no code actions.
	Unsupported int `json:"unsupported"`
	// Failed counts the requests that failed (a timeout, a server error);
	// FirstFailure says why the first one (errors first, then in
	// report order) did.
	Failed       int    `json:"failed"`
	FirstFailure string `json:"first_failure,omitempty"`
	// NotAsked counts the findings past maxFixRequests, and those of a
	// server that had timed out or stopped on an earlier one.
	NotAsked int `json:"not_asked"`
}

// fresh is a new error or warning in the working tree: its pair and the
// diagnostic as the server published it.
type fresh struct {
	Finding
	pair int
	diag lsp.Diagnostic
}

// askFixes sets the Fixes of the findings, asking servers (the working
// tree's; nil: none) in report order, errors first, at most
// maxFixRequests, opts.Parallel at a time, each request bounded by
// opts.FileTimeout. After a request timed out or found its server gone,
// that language's server is not asked again.
func askFixes(ctx context.Context, opts Options, root string, servers Servers, pairs []pair, fs []fresh) FixTitles {
	var st FixTitles
	if servers == nil || len(fs) == 0 {
		return st
	}
	order := make([]int, len(fs))
	for i := range order {
		order[i] = i
	}
	rank := func(i int) int { // errors first
		if fs[i].Severity == lsp.SeverityError.String() {
			return 0
		}
		return 1
	}
	slices.SortFunc(order, func(a, b int) int {
		return cmp.Or(cmp.Compare(rank(a), rank(b)), compareFindings(fs[a].Finding, fs[b].Finding), cmp.Compare(a, b))
	})
	if len(order) > maxFixRequests {
		st.NotAsked = len(order) - maxFixRequests
		order = order[:maxFixRequests]
	}
	// outcome of each request, by position in order, so the counts and
	// the first failure do not depend on which request ended first.
	type outcome struct {
		asked, unsupported bool
		fail               string
	}
	outs := make([]outcome, len(order))
	var mu sync.Mutex
	given := map[string]bool{} // languages whose server is not asked again
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(max(opts.Parallel, 1))
	for k, i := range order {
		f := &fs[i]
		p := pairs[f.pair]
		req, ok := servers.For(p.language)
		if !ok {
			continue
		}
		g.Go(func() error {
			mu.Lock()
			skip := given[p.language]
			mu.Unlock()
			if skip || gctx.Err() != nil {
				return nil
			}
			rctx, cancel := context.WithTimeout(gctx, opts.FileTimeout)
			actions, err := req.CodeActions(rctx, filepath.Join(root, filepath.FromSlash(p.new)), f.diag.Range, []lsp.Diagnostic{f.diag})
			cancel()
			if gctx.Err() != nil {
				return nil // the run ends: nothing to report
			}
			outs[k].asked = true
			switch {
			case err == nil:
				f.Fixes = quickFixes(actions)
			case errors.Is(err, lsp.ErrUnsupported):
				outs[k].unsupported = true
			default:
				outs[k].fail = fmt.Sprintf("%s: %v", f.Path, err)
				if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, lsp.ErrServerDead) {
					mu.Lock()
					given[p.language] = true
					mu.Unlock()
				}
			}
			return nil
		})
	}
	g.Wait()
	for _, o := range outs {
		switch {
		case !o.asked:
			st.NotAsked++
		case o.unsupported:
			st.Asked++
			st.Unsupported++
		case o.fail != "":
			st.Asked++
			st.Failed++
			if st.FirstFailure == "" {
				st.FirstFailure = o.fail
			}
		default:
			st.Asked++
		}
	}
	return st
}

// quickFixes keeps the quick fixes of actions (refactorings and source
// actions offered over the same range are not fixes), each title once,
// in the server's order, at most maxFixes.
func quickFixes(actions []lsp.CodeAction) []lsp.CodeAction {
	var out []lsp.CodeAction
	for _, a := range actions {
		if !a.IsQuickFix() || slices.ContainsFunc(out, func(b lsp.CodeAction) bool { return b.Title == a.Title }) {
			continue
		}
		if out = append(out, a); len(out) == maxFixes {
			break
		}
	}
	return out
}
