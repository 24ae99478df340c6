package main

import (
	"bytes"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sourcegraph/scip/bindings/go/scip"
	"google.golang.org/protobuf/proto"
)

// checkOutputs fails unless outDir holds a complete SCIP index and Soul Map.
func checkOutputs(t *testing.T, outDir string) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(outDir, "index.scip"))
	if err != nil {
		t.Fatal(err)
	}
	var idx scip.Index
	if err := proto.Unmarshal(b, &idx); err != nil || idx.Metadata == nil || len(idx.Documents) == 0 {
		t.Fatalf("index.scip is not a complete index (%d bytes): %v", len(b), err)
	}
	m, err := os.ReadFile(filepath.Join(outDir, "soulmap.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(m, []byte("<soul_map>\n")) || !bytes.HasSuffix(m, []byte("</soul_map>\n")) {
		t.Fatalf("soulmap.md is truncated (%d bytes)", len(m))
	}
}

// TestKilledRunsKeepOutputs kills real runs at random moments, with SIGKILL
// and SIGINT: the previous outputs must stay complete every time, and the
// next run must succeed.
func TestKilledRunsKeepOutputs(t *testing.T) {
	if testing.Short() {
		t.Skip("kills a dozen indexing runs; skipped in -short mode")
	}
	src := filepath.Join(runtimeGOROOT(t), "src", "net")
	out := t.TempDir()
	if r := soulindex(t, "index", src, "--out", out, "--quiet"); r.code != exitOK {
		t.Fatalf("first run: %s", r.stderr)
	}
	checkOutputs(t, out)
	rng := rand.New(rand.NewSource(time.Now().UnixNano()))
	for i := 0; i < 12; i++ {
		sig := syscall.SIGKILL
		if i%3 == 2 {
			sig = syscall.SIGINT
		}
		// --no-cache: with the cache, a run on an unchanged tree writes
		// nothing, and there would be no write to interrupt.
		cmd := exec.Command(binPath, "index", src, "--out", out, "--quiet", "--no-cache")
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(rng.Intn(1500)) * time.Millisecond)
		cmd.Process.Signal(sig)
		err := cmd.Wait()
		if sig == syscall.SIGINT && err != nil && !strings.Contains(stderr.String(), "interrupted") {
			t.Errorf("SIGINT run ended with %v and no clear message: %s", err, stderr.String())
		}
		checkOutputs(t, out)
	}
	if r := soulindex(t, "index", src, "--out", out, "--quiet"); r.code != exitOK {
		t.Fatalf("run after the kills: %s", r.stderr)
	}
	checkOutputs(t, out)
	scipLint(t, filepath.Join(out, "index.scip"))
}

func runtimeGOROOT(t *testing.T) string {
	t.Helper()
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatalf("go env GOROOT: %v", err)
	}
	return strings.TrimSpace(string(out))
}
