package lspenrich

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/testutil/indextest"
	"github.com/soulindex/soulindex/lsp"
	"github.com/soulindex/soulindex/notice"
	"github.com/soulindex/soulindex/refgraph"
)

const fixtureDir = "../testdata/lspenrich/goproj"

// fixtureGraph indexes the Go fixture with the real pipeline (tree-sitter,
// visibility, reference graph).
func fixtureGraph(t *testing.T) (*indexer.Result, *refgraph.Graph) {
	t.Helper()
	res, _ := indextest.Index(t, fixtureDir, indexer.Options{Jobs: 2})
	g, err := refgraph.Build(context.Background(), res.Files, refgraph.Options{Root: res.Root, Packages: res.Packages, Jobs: 2})
	if err != nil {
		t.Fatal(err)
	}
	return res, g
}

// faultServer injects the faults a real server will not produce on
// demand: it dies, hangs, or lacks a request. Answers it does give are
// plain (a hover naming the position).
type faultServer struct {
	dieAfter    int64 // calls before every call fails with lsp.ErrServerDead (0: never)
	dead        bool  // every call fails with lsp.ErrServerDead
	hang        bool  // block every call until ctx ends
	noCalls     bool  // IncomingCalls unsupported
	pastEnd     bool  // references and diagnostics answer a line past the end of the file
	calls       atomic.Int64
	inFlight    atomic.Int64
	maxInFlight atomic.Int64
	diagWaits   atomic.Int64
	maxDiag     atomic.Int64
}

// enter starts a call; requests count towards the in-flight bound, a
// diagnostics wait does not (it has its own).
func (f *faultServer) enter(ctx context.Context, request bool) (func(), error) {
	cur, peak := &f.inFlight, &f.maxInFlight
	if !request {
		cur, peak = &f.diagWaits, &f.maxDiag
	}
	n := cur.Add(1)
	for {
		m := peak.Load()
		if n <= m || peak.CompareAndSwap(m, n) {
			break
		}
	}
	done := func() { cur.Add(-1) }
	if c := f.calls.Add(1); f.dead || f.dieAfter > 0 && c > f.dieAfter {
		done()
		return nil, fmt.Errorf("fault: %w", lsp.ErrServerDead)
	}
	if f.hang {
		<-ctx.Done()
		done()
		return nil, ctx.Err()
	}
	time.Sleep(time.Millisecond) // let requests overlap
	return done, nil
}

func (f *faultServer) Language() string { return "go" }
func (f *faultServer) DocumentSymbols(ctx context.Context, path string) ([]lsp.DocumentSymbol, error) {
	return nil, lsp.ErrUnsupported
}

func (f *faultServer) Hover(ctx context.Context, path string, pos lsp.Position) (lsp.Hover, error) {
	done, err := f.enter(ctx, true)
	if err != nil {
		return lsp.Hover{}, err
	}
	defer done()
	return lsp.Hover{Signature: fmt.Sprintf("sig %s:%d", filepath.Base(path), pos.Line)}, nil
}

func (f *faultServer) References(ctx context.Context, path string, pos lsp.Position, includeDecl bool) ([]lsp.Location, error) {
	done, err := f.enter(ctx, true)
	if err != nil {
		return nil, err
	}
	defer done()
	if f.pastEnd {
		return []lsp.Location{{URI: lsp.PathToURI(path), Range: lsp.Range{Start: lsp.Position{Line: 1 << 20}, End: lsp.Position{Line: 1 << 20, Character: 3}}}}, nil
	}
	return []lsp.Location{}, nil
}

func (f *faultServer) IncomingCalls(ctx context.Context, path string, pos lsp.Position) ([]lsp.CallItem, error) {
	if f.noCalls {
		return nil, fmt.Errorf("fault: %w", lsp.ErrUnsupported)
	}
	done, err := f.enter(ctx, true)
	if err != nil {
		return nil, err
	}
	defer done()
	return nil, nil
}

// The requests enrichment does not make.
func (f *faultServer) Implementations(context.Context, string, lsp.Position) ([]lsp.Location, error) {
	return nil, lsp.ErrUnsupported
}

func (f *faultServer) Supertypes(context.Context, string, lsp.Position) ([]lsp.TypeItem, error) {
	return nil, lsp.ErrUnsupported
}

func (f *faultServer) Subtypes(context.Context, string, lsp.Position) ([]lsp.TypeItem, error) {
	return nil, lsp.ErrUnsupported
}

func (f *faultServer) CodeActions(context.Context, string, lsp.Range, []lsp.Diagnostic) ([]lsp.CodeAction, error) {
	return nil, lsp.ErrUnsupported
}

func (f *faultServer) Diagnostics(ctx context.Context, path string) ([]lsp.Diagnostic, error) {
	done, err := f.enter(ctx, false)
	if err != nil {
		return nil, err
	}
	defer done()
	if f.pastEnd {
		return []lsp.Diagnostic{{Range: lsp.Range{Start: lsp.Position{Line: 1 << 20}, End: lsp.Position{Line: 1 << 20}}, Severity: lsp.SeverityError, Message: "stale"}}, nil
	}
	return nil, nil
}

func (f *faultServer) Update(ctx context.Context, path string, content []byte) error { return nil }
func (f *faultServer) Close() error                                                  { return nil }

func TestEnrichFaults(t *testing.T) {
	res, g := fixtureGraph(t)
	tests := []struct {
		name      string
		srv       *faultServer
		timeout   time.Duration
		server    string // model.LanguageStats.Server
		notice    string // in a notice, "" for none
		wantFacts bool
	}{
		{"healthy", &faultServer{}, time.Minute, "ok", "", true},
		{"dies mid-way", &faultServer{dieAfter: 5}, time.Minute, "dead", "language server stopped", true},
		{"dead from the start", &faultServer{dead: true}, time.Minute, "dead", "language server stopped", false},
		{"hangs", &faultServer{hang: true}, 300 * time.Millisecond, "timeout", "--lsp-timeout (300ms) reached", false},
		{"no call hierarchy", &faultServer{noCalls: true}, time.Minute, "ok", "does not support incoming calls", true},
		// Answers outside their file's text are dropped, and said so (they
		// were dropped without a word).
		{"answers past the end", &faultServer{pastEnd: true}, time.Minute, "ok", "reference sites and", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			e, err := Enrich(context.Background(), g, EnrichOptions{
				Root: res.Root, Servers: map[string]lsp.Requester{"go": tc.srv}, Budget: 50, Timeout: tc.timeout, Concurrency: 3, DiagnosticsConcurrency: 2,
			})
			if err != nil {
				t.Fatal(err)
			}
			if took := time.Since(start); took > tc.timeout+5*time.Second {
				t.Errorf("enrichment took %s, over its %s bound", took, tc.timeout)
			}
			if len(e.Languages) != 1 || e.Languages[0].Server != tc.server {
				t.Fatalf("languages = %+v, want go with server %q", e.Languages, tc.server)
			}
			var notes []string
			for _, n := range e.Notices {
				notes = append(notes, n.Message)
			}
			joined := strings.Join(notes, "\n")
			if tc.notice == "" && len(notes) > 0 || tc.notice != "" && !strings.Contains(joined, tc.notice) {
				t.Errorf("notices = %q, want %q", notes, tc.notice)
			}
			// Answers given before a death are kept; a dead or hung
			// server gives none.
			if got := len(e.Symbols) > 0; got != tc.wantFacts {
				t.Errorf("%d symbols with facts, want some: %v", len(e.Symbols), tc.wantFacts)
			}
			if l := e.Languages[0]; tc.srv.pastEnd != (l.DroppedSites > 0 && l.DroppedDiagnostics > 0) {
				t.Errorf("dropped %d sites, %d diagnostics", l.DroppedSites, l.DroppedDiagnostics)
			}
			if m := tc.srv.maxInFlight.Load(); m > 3 {
				t.Errorf("%d requests in flight, over the bound of 3", m)
			}
			if m := tc.srv.maxDiag.Load(); m > 2 {
				t.Errorf("%d diagnostics waits at once, over the bound of 2", m)
			}
		})
	}
}

// TestEnrichMissingServer: a language whose server could not start keeps
// tree-sitter facts and gets a notice.
func TestEnrichMissingServer(t *testing.T) {
	res, g := fixtureGraph(t)
	e, err := Enrich(context.Background(), g, EnrichOptions{Root: res.Root, Unavailable: map[string]string{"go": "gopls not found"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(e.Symbols) != 0 || len(e.Diagnostics) != 0 {
		t.Errorf("facts without a server: %d symbols, %d diagnostics", len(e.Symbols), len(e.Diagnostics))
	}
	want := notice.Notice{Reason: notice.Server, Subject: "go", Message: "no language server (gopls not found): 4 files keep tree-sitter facts"}
	if len(e.Notices) != 1 || e.Notices[0] != want {
		t.Errorf("notices = %+v, want %+v", e.Notices, want)
	}
	if len(e.Languages) != 1 || e.Languages[0].Server != "missing" || e.Languages[0].Exported == 0 {
		t.Errorf("languages = %+v", e.Languages)
	}
}

func TestEnrichCancelled(t *testing.T) {
	res, g := fixtureGraph(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := Enrich(ctx, g, EnrichOptions{Root: res.Root, Servers: map[string]lsp.Requester{"go": &faultServer{}}})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("err = %v, want context.Canceled", err)
	}
}

func TestEnrichFileOf(t *testing.T) {
	tx, err := newTexts("/repo", []string{"a/b.go", "c d.go"})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		uri  string
		want int32
	}{
		{"file:///repo/a/b.go", 0},
		{"file:///repo/c%20d.go", 1},
		{"file:///repo/../repo/a/b.go", 0},
		{"file:///elsewhere/a/b.go", -1},
		{"file:///repo/missing.go", -1},
		{"https://repo/a/b.go", -1},
		{"%zz", -1},
	}
	for _, tc := range tests {
		if got := tx.fileOf(tc.uri); got != tc.want {
			t.Errorf("fileOf(%q) = %d, want %d", tc.uri, got, tc.want)
		}
	}
}

// FuzzEnrichFileOf: URIs come from the server.
func FuzzEnrichFileOf(f *testing.F) {
	f.Add("file:///repo/a/b.go")
	f.Add("file:///repo/%2e%2e/x")
	f.Add("file://host/repo/a/b.go")
	tx, err := newTexts("/repo", []string{"a/b.go"})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, uri string) {
		if i := tx.fileOf(uri); i != -1 && i != 0 {
			t.Fatalf("fileOf(%q) = %d", uri, i)
		}
	})
}

// TestEnrichNoDiagnostics: with NoDiagnostics no file is waited on.
func TestEnrichNoDiagnostics(t *testing.T) {
	res, g := fixtureGraph(t)
	srv := &faultServer{}
	e, err := Enrich(context.Background(), g, EnrichOptions{Root: res.Root, Servers: map[string]lsp.Requester{"go": srv}, NoDiagnostics: true})
	if err != nil {
		t.Fatal(err)
	}
	if srv.maxDiag.Load() != 0 || len(e.Languages) != 1 || e.Languages[0].Hovered == 0 {
		t.Errorf("diagnostics waits %d, stats %+v: want none, and hover still asked", srv.maxDiag.Load(), e.Languages)
	}
}

// TestEnrichPositions: outline byte columns and protocol UTF-16 columns
// convert both ways through the file's text; ranges past it are refused.
func TestEnrichPositions(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.go"), []byte("x := \"é😀\" + y\nz\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tx, err := newTexts(dir, []string{"a.go"})
	if err != nil {
		t.Fatal(err)
	}
	// y starts at byte 16 (é is 2 bytes, 😀 4) and UTF-16 column 13.
	p, err := tx.toLSP(0, extract.Position{Line: 0, Column: 16})
	if err != nil || p != (lsp.Position{Line: 0, Character: 13}) {
		t.Errorf("toLSP = %+v, %v; want 0:13", p, err)
	}
	r, err := tx.toRange(0, lsp.Range{Start: lsp.Position{Line: 0, Character: 13}, End: lsp.Position{Line: 0, Character: 14}})
	want := extract.Range{Start: extract.Position{Line: 0, Column: 16}, End: extract.Position{Line: 0, Column: 17}}
	if err != nil || r != want {
		t.Errorf("toRange = %+v, %v; want %+v", r, err, want)
	}
	if _, err := tx.toRange(0, lsp.Range{Start: lsp.Position{Line: 5, Character: 0}, End: lsp.Position{Line: 5, Character: 1}}); err == nil {
		t.Errorf("a range past the end converted without error")
	}
	if _, err := tx.toLSP(0, extract.Position{Line: 9}); err == nil {
		t.Errorf("a position past the end converted without error")
	}
}

// sharedServer is a faultServer seen as serving a second language, as
// Warmup's pool does for languages with one command.
type sharedServer struct {
	*faultServer
	lang string
}

func (s sharedServer) Language() string   { return s.lang }
func (s sharedServer) Server() lsp.Server { return lsp.Server{Name: "fake", Path: "/fake"} }

// TestEnrichSharedServer: two languages on one server process share its
// request bound.
func TestEnrichSharedServer(t *testing.T) {
	res, g := fixtureGraph(t)
	// Pretend half the files are another language served by the same
	// process.
	files := make([]*extract.File, len(g.Files))
	for i, f := range g.Files {
		c := *f
		if i%2 == 1 {
			c.Language = "other"
		}
		files[i] = &c
	}
	g2 := *g
	g2.Files = files
	srv := &faultServer{}
	e, err := Enrich(context.Background(), &g2, EnrichOptions{Root: res.Root, Concurrency: 2, Budget: 50,
		Servers: map[string]lsp.Requester{"go": sharedServer{srv, "go"}, "other": sharedServer{srv, "other"}}})
	if err != nil {
		t.Fatal(err)
	}
	if len(e.Languages) != 2 || e.Languages[0].Hovered == 0 || e.Languages[1].Hovered == 0 {
		t.Fatalf("languages = %+v, want both hovered", e.Languages)
	}
	if m := srv.maxInFlight.Load(); m > 2 {
		t.Errorf("%d requests in flight on the shared server, over its bound of 2", m)
	}
}
