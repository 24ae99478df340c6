package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/pipeline"
)

// syncBuffer is a buffer the bar's goroutine writes while the test reads.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// waitFor polls until the output holds want, or fails after a while.
func (b *syncBuffer) waitFor(t *testing.T, want string) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); !strings.Contains(b.String(), want); {
		if time.Now().After(deadline) {
			t.Fatalf("the bar never showed %q:\n%q", want, b.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestProgressRendering drives the bar directly: it shows files done out
// of the total, follows the counters, and clears its line when stopped.
func TestProgressRendering(t *testing.T) {
	var p indexer.Progress
	p.Total.Store(40)
	p.Done.Store(10)
	var buf syncBuffer
	stop := runProgress(&buf, &p, 0, 5*time.Millisecond)
	buf.waitFor(t, "10/40")
	p.Done.Store(30)
	buf.waitFor(t, "30/40")
	stop()
	out := buf.String()
	if !strings.Contains(out, "indexing") || !strings.Contains(out, "files") {
		t.Errorf("bar output lacks its description or unit:\n%q", out)
	}
	if last := out[strings.LastIndex(strings.TrimRight(out, "\r"), "\r")+1:]; strings.TrimSpace(last) != "" {
		t.Errorf("the bar is not cleared at the end: last line %q", last)
	}
}

// TestProgressDelay: a run that ends before the delay prints nothing, and
// neither does a listing that never reports a total.
func TestProgressDelay(t *testing.T) {
	var p indexer.Progress
	p.Total.Store(5)
	var buf bytes.Buffer
	runProgress(&buf, &p, time.Hour, time.Millisecond)()
	var unknown indexer.Progress
	stop := runProgress(&buf, &unknown, 0, time.Millisecond)
	time.Sleep(20 * time.Millisecond)
	stop()
	if buf.Len() != 0 {
		t.Errorf("printed %q", buf.String())
	}
}

// TestProgressSilentOffTerminal: a file or a pipe as stderr gets no bar,
// not even from a long run.
func TestProgressSilentOffTerminal(t *testing.T) {
	f, err := os.Create(filepath.Join(t.TempDir(), "stderr"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if isTerminal(f) {
		t.Fatal("a regular file is taken for a terminal")
	}
	var p indexer.Progress
	p.Total.Store(3)
	stop := startProgress(f, false, &p)
	time.Sleep(progressDelay + 3*progressTick)
	stop()
	if fi, err := f.Stat(); err != nil || fi.Size() != 0 {
		t.Errorf("wrote %d bytes to a non-terminal (%v)", fi.Size(), err)
	}

	// The real binary, with stderr a pipe, on a run longer than the delay.
	cmd := exec.Command(binPath, "index", "--out", t.TempDir(), "-j1", slowTree(t))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%v: %s", err, stderr.String())
	}
	if strings.ContainsAny(stderr.String(), "\r\x1b") || strings.Contains(stderr.String(), "indexing ") {
		t.Errorf("progress output on a pipe:\n%q", stderr.String())
	}
}

// scriptTool finds util-linux's script, which runs a command on a
// pseudo-terminal.
func scriptTool(t *testing.T) string {
	t.Helper()
	p, err := exec.LookPath("script")
	if err != nil {
		if os.Getenv("SOULINDEX_REQUIRE_TOOLS") != "" {
			t.Fatal("script (util-linux) is required for the terminal test and SOULINDEX_REQUIRE_TOOLS is set")
		}
		t.Skip("script (util-linux) is not installed: no pseudo-terminal to test the bar on")
	}
	return p
}

// slowTree writes Go sources that take about a second or more to index
// with one worker, longer than progressDelay.
func slowTree(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	var src strings.Builder
	src.WriteString("package big\n")
	for i := range 1500 {
		fmt.Fprintf(&src, "\n// F%d doubles.\nfunc F%d(x int) int {\n\tif x > %d {\n\t\treturn x * 2\n\t}\n\treturn F%d(x + 1)\n}\n", i, i, i, (i+1)%1500)
	}
	for i := range 40 {
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("big%02d.go", i)), []byte(src.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// TestProgressOnTerminal runs the binary on a pseudo-terminal: the bar
// shows files done out of the total; --quiet silences it; with --json,
// stdout (redirected to a file) stays pure JSON while the bar draws.
func TestProgressOnTerminal(t *testing.T) {
	script := scriptTool(t)
	tmp, tree := t.TempDir(), slowTree(t)
	jsonOut := filepath.Join(tmp, "stats.json")
	run := func(extra string) string {
		line := shellQuote(binPath) + " index --out " + shellQuote(filepath.Join(tmp, "out")) + " -j1 " + extra + " " + shellQuote(tree)
		out, err := exec.Command(script, "-q", "-e", "-c", line, "/dev/null").CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", line, err, out)
		}
		return string(out)
	}
	out := run("--json > " + shellQuote(jsonOut))
	bar := regexp.MustCompile(`indexing +\d+% .*\((\d+)/(\d+), `)
	m := bar.FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no progress bar on the terminal:\n%q", out)
	}
	if m[2] != "40" {
		t.Errorf("total of %s files, want 40: %q", m[2], m[0])
	}
	data, err := os.ReadFile(jsonOut)
	if err != nil {
		t.Fatal(err)
	}
	var st pipeline.Stats
	if err := json.Unmarshal(data, &st); err != nil || st.Files == 0 {
		t.Errorf("stdout is not the JSON statistics (%v):\n%s", err, data)
	}
	if out := run("--quiet"); strings.Contains(out, "indexing") || strings.TrimSpace(out) != "" {
		t.Errorf("--quiet printed on the terminal:\n%q", out)
	}
}
