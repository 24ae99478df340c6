package diag

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/soulindex/soulindex/internal/gitcmd/gittest"
	"github.com/soulindex/soulindex/lsp"
)

// fixRequester is scriptedRequester whose messages name the file by its
// absolute path (as clangd's notes do: the report shows them relative),
// and whose code actions fail on demand.
type fixRequester struct {
	scriptedRequester
	fault string // "", "unsupported", "fail", "dead" or "hang"
	mu    sync.Mutex
	asked []string // the messages of the diagnostics asked about
	// life is the context the working tree's session started under: a
	// real server dies with it.
	life context.Context
}

func (r *fixRequester) Diagnostics(ctx context.Context, path string) ([]lsp.Diagnostic, error) {
	ds, err := r.scriptedRequester.Diagnostics(ctx, path)
	for i := range ds {
		ds[i].Message = "broken in " + path
	}
	return ds, err
}

func (r *fixRequester) CodeActions(ctx context.Context, path string, rng lsp.Range, diags []lsp.Diagnostic) ([]lsp.CodeAction, error) {
	r.mu.Lock()
	for _, d := range diags {
		r.asked = append(r.asked, d.Message)
	}
	life := r.life
	r.mu.Unlock()
	if life == nil || life.Err() != nil {
		return nil, errors.New("the working tree's session has ended")
	}
	switch r.fault {
	case "unsupported":
		return nil, lsp.ErrUnsupported
	case "fail":
		return nil, errors.New("injected failure")
	case "dead":
		return nil, lsp.ErrServerDead
	case "hang":
		<-ctx.Done()
		return nil, ctx.Err()
	}
	return r.scriptedRequester.CodeActions(ctx, path, rng, diags)
}

// TestRunDiagFixTitles: the quick fixes under each new error come from
// the working tree's server, asked with the diagnostic as published; a
// server that offers none, fails, dies or hangs leaves the finding
// without fixes, says so in the counts, and fails nothing. A server that
// timed out or died is not asked again.
func TestRunDiagFixTitles(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	tests := []struct {
		name, fault string
		newLines    int // BROKEN lines added below the base's
		fixes       bool
		want        FixTitles
		asked       int    // requests made
		failure     string // in FirstFailure
	}{
		{name: "fixes", newLines: 1, fixes: true, want: FixTitles{Asked: 1}, asked: 1},
		{name: "no code actions", fault: "unsupported", newLines: 1, want: FixTitles{Asked: 1, Unsupported: 1}, asked: 1},
		{name: "request fails", fault: "fail", newLines: 2, want: FixTitles{Asked: 2, Failed: 2}, asked: 2, failure: "injected failure"},
		{name: "server dead", fault: "dead", newLines: 2, want: FixTitles{Asked: 1, Failed: 1, NotAsked: 1}, asked: 1, failure: "not running"},
		{name: "server hangs", fault: "hang", newLines: 2, want: FixTitles{Asked: 1, Failed: 1, NotAsked: 1}, asked: 1, failure: "deadline exceeded"},
		{name: "more than the requests bound", newLines: maxFixRequests + 3, fixes: true,
			want: FixTitles{Asked: maxFixRequests, NotAsked: 3}, asked: maxFixRequests},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := testRepo(t)
			gittest.Git(t, dir, "checkout", "--", "a.go")
			text := "package a\n\nvar x = BROKEN\n" + strings.Repeat("var y = BROKEN\n", tt.newLines)
			if err := os.WriteFile(filepath.Join(dir, "a.go"), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			req := &fixRequester{fault: tt.fault}
			var closed atomic.Int32
			// One request at a time: the one after a timeout or a dead
			// server is decided once that one has ended.
			rep, err := Run(context.Background(), Options{Root: dir, LanguageOf: langOf, Exclude: ".soulindex", Settle: 10 * time.Millisecond,
				FileTimeout: 2 * time.Second, Parallel: 1,
				Start: func(ctx context.Context, root string, langs []string, files map[string]string) (Servers, []Unavailable, error) {
					if root == dir {
						req.mu.Lock()
						req.life = ctx
						req.mu.Unlock()
					}
					return faultServers{req, &closed}, nil, nil
				}})
			if err != nil {
				t.Fatalf("Run: %v (a fix request must not fail the run)", err)
			}
			if len(rep.NewErrors) != tt.newLines {
				t.Fatalf("new errors %+v, want %d", rep.NewErrors, tt.newLines)
			}
			first := rep.NewErrors[0]
			if first.Message != "broken in a.go" {
				t.Errorf("reported message %q, want the path relative", first.Message)
			}
			wantFixes := []lsp.CodeAction(nil)
			if tt.fixes {
				wantFixes = []lsp.CodeAction{{Title: "Fix line 4", Kind: "quickfix", Preferred: true}}
			}
			if !slices.Equal(first.Fixes, wantFixes) {
				t.Errorf("fixes under %s:%d: %+v, want %+v", first.Path, first.Line, first.Fixes, wantFixes)
			}
			got := rep.FixTitles
			if !strings.Contains(got.FirstFailure, tt.failure) || (tt.failure == "") != (got.FirstFailure == "") {
				t.Errorf("first failure %q, want ~%q", got.FirstFailure, tt.failure)
			}
			got.FirstFailure = ""
			if got != tt.want {
				t.Errorf("fix titles %+v, want %+v", got, tt.want)
			}
			req.mu.Lock()
			defer req.mu.Unlock()
			if len(req.asked) != tt.asked {
				t.Errorf("%d requests, want %d (the base's errors are not asked about)", len(req.asked), tt.asked)
			}
			abs := filepath.Join(dir, "a.go")
			for _, m := range req.asked {
				if real, err := filepath.EvalSymlinks(abs); m != "broken in "+abs && (err != nil || m != "broken in "+real) {
					t.Errorf("asked with %q, want the message as published (%q)", m, "broken in "+abs)
					break
				}
			}
		})
	}
}

func TestQuickFixes(t *testing.T) {
	fix := func(title string) lsp.CodeAction { return lsp.CodeAction{Title: title, Kind: "quickfix"} }
	var many, eight []lsp.CodeAction
	for i := range maxFixes + 2 {
		many = append(many, fix(string(rune('a'+i))))
	}
	eight = many[:maxFixes]
	tests := []struct {
		name    string
		actions []lsp.CodeAction
		want    []lsp.CodeAction
	}{
		{"none", nil, nil},
		{"fixes in order, each title once", []lsp.CodeAction{fix("b"), fix("a"), fix("b")}, []lsp.CodeAction{fix("b"), fix("a")}},
		{"bare commands kept, refactorings and source actions not",
			[]lsp.CodeAction{{Title: "Extract", Kind: "refactor.extract"}, {Title: "Run it"}, {Title: "Organize", Kind: "source.organizeImports"}, {Title: "Sub", Kind: "quickfix.sub"}},
			[]lsp.CodeAction{{Title: "Run it"}, {Title: "Sub", Kind: "quickfix.sub"}}},
		{"at most maxFixes", many, eight},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := quickFixes(tt.actions); !slices.Equal(got, tt.want) {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}
