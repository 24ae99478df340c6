package pipeline

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
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
