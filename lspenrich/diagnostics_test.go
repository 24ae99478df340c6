package lspenrich

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/soulindex/soulindex/lsp"
	"github.com/soulindex/soulindex/lspenrich/model"
	"github.com/soulindex/soulindex/notice"
)

// starvingServer is a faultServer under the load the issue measured: a
// hover asked while the server is busy with diagnostics fails (timed
// out), and every diagnostics call fails when failDiags is set.
type starvingServer struct {
	*faultServer
	failDiags  bool
	diagnosing atomic.Int64
	diagCalls  atomic.Int64
}

func (s *starvingServer) Hover(ctx context.Context, path string, pos lsp.Position) (lsp.Hover, error) {
	if s.diagnosing.Load() > 0 {
		return lsp.Hover{}, errors.New("hover: timed out while the server diagnosed")
	}
	return s.faultServer.Hover(ctx, path, pos)
}

func (s *starvingServer) Diagnostics(ctx context.Context, path string) ([]lsp.Diagnostic, error) {
	s.diagCalls.Add(1)
	s.diagnosing.Add(1)
	defer s.diagnosing.Add(-1)
	time.Sleep(2 * time.Millisecond) // long enough to overlap requests
	if s.failDiags {
		return nil, errors.New("no diagnostics published for version 1")
	}
	return s.faultServer.Diagnostics(ctx, path)
}

// TestDiagnosticsNeverStarveHover: diagnostics are asked only once every
// hover and reference is answered, so the hover facts with diagnostics
// are those without.
func TestDiagnosticsNeverStarveHover(t *testing.T) {
	res, g := fixtureGraph(t)
	hovers := func(noDiags bool) map[model.Key]string {
		srv := &starvingServer{faultServer: &faultServer{}}
		e, err := Enrich(context.Background(), g, EnrichOptions{Root: res.Root, Servers: map[string]lsp.Requester{"go": srv},
			Budget: 50, Concurrency: 3, NoDiagnostics: noDiags})
		if err != nil {
			t.Fatal(err)
		}
		if !noDiags && srv.diagCalls.Load() == 0 {
			t.Error("no diagnostics asked")
		}
		out := map[model.Key]string{}
		for k, f := range e.Symbols {
			if f.Hover != nil {
				out[k] = f.Hover.Signature
			}
		}
		return out
	}
	with, without := hovers(false), hovers(true)
	if len(without) == 0 || !reflect.DeepEqual(with, without) {
		t.Errorf("hover facts with diagnostics (%d) differ from those without (%d):\n%v\n%v", len(with), len(without), with, without)
	}
}

// TestDiagnosticsStopAfterFailuresInARow: a server whose diagnostics keep
// failing is asked for no more after DiagnosticsFailures in a row, and
// one notice says how many files were left without.
func TestDiagnosticsStopAfterFailuresInARow(t *testing.T) {
	res, g := fixtureGraph(t)
	// More files than the failures allowed: the fixture's, repeated.
	files := g.Files
	for len(g.Files) < 20 {
		g2 := *g
		g2.Files = append(append(g.Files[:0:0], g.Files...), files...)
		g = &g2
	}
	srv := &starvingServer{faultServer: &faultServer{}, failDiags: true}
	e, err := Enrich(context.Background(), g, EnrichOptions{Root: res.Root, Servers: map[string]lsp.Requester{"go": srv},
		Concurrency: 1, DiagnosticsConcurrency: 1, DiagnosticsFailures: 5})
	if err != nil {
		t.Fatal(err)
	}
	if n := srv.diagCalls.Load(); n != 5 {
		t.Errorf("%d diagnostics calls, want 5 (then none)", n)
	}
	var diagNotes []string
	for _, n := range e.Notices {
		if strings.Contains(n.Message, "diagnostics") {
			diagNotes = append(diagNotes, n.Message)
			if n.Reason != notice.Requests {
				t.Errorf("notice %v: reason %s, want requests", n, n.Reason)
			}
		}
	}
	want := "diagnostics stopped after 5 failures in a row (last: no diagnostics published for version 1): "
	if len(diagNotes) != 1 || !strings.HasPrefix(diagNotes[0], want) || !strings.HasSuffix(diagNotes[0], " files left without diagnostics") {
		t.Errorf("diagnostics notices %q, want one starting %q", diagNotes, want)
	}
}
