package pipeline

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/soulindex/soulindex/internal/testutil"
	"github.com/soulindex/soulindex/lsp"
	"github.com/soulindex/soulindex/notice"
)

// fakeServerBinary builds the fault-injection server of package lsp.
func fakeServerBinary(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "fakeserver")
	cmd := exec.Command("go", "build", "-o", bin, "./testdata/fakeserver")
	cmd.Dir = filepath.Join("..", "lsp")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building fakeserver: %v\n%s", err, out)
	}
	return bin
}

// TestLSPTimeoutKeepsWhatWasAnswered: a server that answers some hovers
// and then hangs is cut by --lsp-timeout: the run succeeds with the
// hovers it got, and the one notice is a timeout giving the counts per
// phase, not a dead server.
func TestLSPTimeoutKeepsWhatWasAnswered(t *testing.T) {
	bin := fakeServerBinary(t)
	dir := testutil.TempCopy(t, filepath.Join("..", "testdata", "lspenrich", "goproj"))
	var notices notice.List
	opts := Defaults()
	opts.Notice = notices.Sink()
	opts.Out = t.TempDir()
	opts.LSP.Enabled = true
	opts.LSP.Timeout = 5 * time.Second
	opts.LSP.Concurrency = 2
	opts.LSP.Budget = -1 // hover only
	opts.LSP.Discovery = lsp.DiscoveryConfig{Getenv: func(string) string { return "" }, Home: t.TempDir(), TrustRepoConfig: true,
		RepoServers: map[string][]string{"go": {bin, "-mode", "hang-hover", "-hovers", "3"}}}
	start := time.Now()
	r, err := Run(context.Background(), dir, opts)
	if err != nil {
		t.Fatal(err)
	}
	if took := time.Since(start); took > 2*time.Minute {
		t.Errorf("the run took %s with a 5s LSP bound", took)
	}
	if r.LSP == nil || len(r.LSP.Languages) != 1 {
		t.Fatalf("lsp stats %+v", r.LSP)
	}
	st := r.LSP.Languages[0]
	if st.Server != "timeout" || st.Hovered != 3 {
		t.Errorf("go: server %q, %d hovered; want timeout with the 3 answered kept", st.Server, st.Hovered)
	}
	var timeouts []string
	for _, n := range notices.Notices() {
		if n.Reason == notice.Server {
			t.Errorf("server notice on a timeout: %v", n)
		}
		if n.Reason == notice.Timeout {
			timeouts = append(timeouts, n.String())
		}
	}
	want := "go: --lsp-timeout (5s) reached: hover 3/" // of every exported symbol
	if len(timeouts) != 1 || !strings.HasPrefix(timeouts[0], want) || !strings.Contains(timeouts[0], "diagnostics 0/") {
		t.Errorf("timeout notices %q, want one starting %q with the diagnostics count", timeouts, want)
	}
	enr, err := os.ReadFile(filepath.Join(opts.Out, "enrichment.json"))
	if err != nil || strings.Count(string(enr), `"hover":"lsp"`) != 3 {
		t.Errorf("enrichment.json (%v) does not keep the 3 hovers:\n%.600s", err, enr)
	}
}

// TestLSPProgressEvents: with the real gopls, the progress callback hears
// the server start, then be ready, then each request phase count up to
// its total, and the language be done last.
func TestLSPProgressEvents(t *testing.T) {
	if _, err := exec.LookPath("gopls"); err != nil {
		if os.Getenv("SOULINDEX_REQUIRE_TOOLS") != "" {
			t.Fatal("gopls not on PATH")
		}
		t.Skip("gopls not on PATH: eval \"$(scripts/install-tools.sh --env)\" first")
	}
	dir := testutil.TempCopy(t, filepath.Join("..", "testdata", "lspenrich", "goproj"))
	var mu sync.Mutex
	var events []lsp.Event
	opts := Defaults()
	opts.Out = t.TempDir()
	opts.LSP.Enabled = true
	opts.LSP.Timeout = 10 * time.Minute
	opts.LSP.Concurrency = 2
	opts.LSP.Budget = 5
	opts.LSP.Diagnostics = true
	opts.LSP.Discovery = lsp.DiscoveryConfig{Getenv: os.Getenv}
	opts.LSP.Progress = func(e lsp.Event) {
		mu.Lock()
		defer mu.Unlock()
		events = append(events, e)
	}
	r, err := Run(context.Background(), dir, opts)
	if err != nil {
		t.Fatal(err)
	}
	if r.LSP == nil || len(r.LSP.Languages) != 1 || r.LSP.Languages[0].Server != "ok" {
		t.Fatalf("lsp stats %+v", r.LSP)
	}
	st := r.LSP.Languages[0]
	mu.Lock()
	defer mu.Unlock()
	if len(events) < 4 || events[0].Stage != lsp.StageStarting || events[0].Server != "gopls" || events[1].Stage != lsp.StageReady {
		t.Fatalf("events begin %+v, want go starting (gopls), then ready", events[:min(len(events), 2)])
	}
	if last := events[len(events)-1]; last.Stage != lsp.StageDone || last.Language != "go" {
		t.Errorf("last event %+v, want go done", last)
	}
	most := map[lsp.Stage]lsp.Event{}
	for _, e := range events[2 : len(events)-1] {
		if e.Language != "go" || e.Done > e.Total {
			t.Errorf("event %+v", e)
		}
		if e.Done >= most[e.Stage].Done {
			most[e.Stage] = e
		}
	}
	for stage, total := range map[lsp.Stage]int{lsp.StageReferences: 5, lsp.StageHover: st.Exported, lsp.StageDiagnostics: len(r.Index.Files)} {
		if e := most[stage]; e.Done != total || e.Total != total {
			t.Errorf("%s reached %d/%d, want %d/%d", stage, e.Done, e.Total, total, total)
		}
	}
}
