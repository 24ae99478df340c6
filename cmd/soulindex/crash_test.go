package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sourcegraph/scip/bindings/go/scip"
	"google.golang.org/protobuf/proto"

	"github.com/soulindex/soulindex/internal/testutil"
)

// defaultOutputs are the artifacts of a run with the default Soul Map format.
var defaultOutputs = []string{"index.scip", "soulmap.md", "graph.json", "coverage.json"}

// checkOutputs fails unless outDir holds a complete SCIP index, Soul Map,
// graph.json and coverage.json, and returns their bytes.
func checkOutputs(t *testing.T, outDir string) map[string][]byte {
	t.Helper()
	got := map[string][]byte{}
	for _, name := range defaultOutputs {
		b, err := os.ReadFile(filepath.Join(outDir, name))
		if err != nil {
			t.Fatal(err)
		}
		got[name] = b
	}
	var idx scip.Index
	if err := proto.Unmarshal(got["index.scip"], &idx); err != nil || idx.Metadata == nil || len(idx.Documents) == 0 {
		t.Fatalf("index.scip is not a complete index (%d bytes): %v", len(got["index.scip"]), err)
	}
	if m := got["soulmap.md"]; !bytes.HasPrefix(m, []byte("<soul_map>\n")) || !bytes.HasSuffix(m, []byte("</soul_map>\n")) {
		t.Fatalf("soulmap.md is truncated (%d bytes)", len(m))
	}
	var graph struct {
		Files []struct{ Path string } `json:"files"`
	}
	if err := json.Unmarshal(got["graph.json"], &graph); err != nil || len(graph.Files) == 0 {
		t.Fatalf("graph.json is not complete (%d bytes): %v", len(got["graph.json"]), err)
	}
	var cov map[string]any
	if err := json.Unmarshal(got["coverage.json"], &cov); err != nil || len(cov) == 0 {
		t.Fatalf("coverage.json is not complete (%d bytes): %v", len(got["coverage.json"]), err)
	}
	return got
}

// tempFiles lists the temporary files (outdir.CreateTemp's) left in dir
// and dir/cache.
func tempFiles(t *testing.T, dir string) []string {
	t.Helper()
	var all []string
	for _, d := range []string{dir, filepath.Join(dir, "cache")} {
		m, err := filepath.Glob(filepath.Join(d, ".*.soulindex-tmp-*"))
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, m...)
	}
	return all
}

// crashSeed is SOULINDEX_CRASH_SEED when set (to replay a failure), else
// the clock.
func crashSeed(t *testing.T) int64 {
	if s := os.Getenv("SOULINDEX_CRASH_SEED"); s != "" {
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			t.Fatalf("SOULINDEX_CRASH_SEED=%q: %v", s, err)
		}
		return n
	}
	return time.Now().UnixNano()
}

// runBin runs the built binary to completion.
func runBin(t *testing.T, args ...string) result {
	t.Helper()
	cmd := exec.Command(binPath, args...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("run %v: %v", args, err)
	}
	return result{stdout.String(), stderr.String(), code}
}

// TestKilledRunsKeepOutputs kills real runs at random moments with
// SIGKILL, SIGINT and SIGTERM. The fixture changes before every run, so
// the old and the new outputs differ: after each kill every output must
// parse and equal either its previous version or the one the next
// (complete) run writes, and that next run must succeed and leave no
// temporary files. SOULINDEX_CRASH_SEED replays a seed;
// SOULINDEX_CRASH_ITERATIONS sets the number of kills.
func TestKilledRunsKeepOutputs(t *testing.T) {
	if testing.Short() {
		t.Skip("kills nine indexing runs; skipped in -short mode")
	}
	seed := crashSeed(t)
	t.Logf("seed %d (replay with SOULINDEX_CRASH_SEED=%d)", seed, seed)
	rng := rand.New(rand.NewSource(seed))
	src := t.TempDir()
	copyTree(t, filepath.Join(runtimeGOROOT(t), "src", "net"), src)
	out := t.TempDir()
	start := time.Now()
	if r := runBin(t, "index", src, "--out", out, "--quiet"); r.code != exitOK {
		t.Fatalf("first run: %s", r.stderr)
	}
	full := time.Since(start) // kills spread over a whole run, writes included
	old := checkOutputs(t, out)
	signals := []syscall.Signal{syscall.SIGKILL, syscall.SIGINT, syscall.SIGTERM}
	// Three kills per signal keep the test near 20s on an idle machine (50s
	// on a loaded one); SOULINDEX_CRASH_ITERATIONS soaks longer.
	iterations := 9
	if n, err := strconv.Atoi(os.Getenv("SOULINDEX_CRASH_ITERATIONS")); err == nil && n > 0 {
		iterations = n
	}
	// changedBy counts the outputs a kill came too late to stop;
	// differed, the runs whose new version differs from the old.
	changedBy, differed := map[string]int{}, map[string]int{}
	for i := 0; i < iterations; i++ {
		// One more file, with an exported function: every artifact changes.
		write(t, src, fmt.Sprintf("zz_crash_%d.go", i), []byte(fmt.Sprintf("package net\n\n// CrashStep%d marks run %d.\nfunc CrashStep%d() int { return %d }\n", i, i, i, i)))
		sig := signals[i%len(signals)]
		delay := time.Duration(rng.Int63n(int64(full + full/5)))
		// --no-cache: every run then writes every output, so kills land
		// in writes as often as a cold run has them.
		cmd := exec.Command(binPath, "index", src, "--out", out, "--quiet", "--no-cache")
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(delay)
		cmd.Process.Signal(sig)
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		var err error
		select {
		case err = <-done:
		case <-time.After(30 * time.Second):
			cmd.Process.Kill()
			t.Fatalf("run %d did not end within 30s of %v", i, sig)
		}
		// A handled signal ends the run with a message; one that lands
		// before main installs its handler kills it like SIGKILL.
		if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); sig != syscall.SIGKILL && err != nil && ok && !ws.Signaled() &&
			!strings.Contains(stderr.String(), "interrupted") {
			t.Errorf("run %d: %v ended it with %v and no clear message: %s", i, sig, err, stderr.String())
		}
		killed := checkOutputs(t, out)
		r := runBin(t, "index", src, "--out", out, "--quiet")
		if r.code != exitOK {
			t.Fatalf("run after kill %d (%v after %v): %s", i, sig, delay, r.stderr)
		}
		cur := checkOutputs(t, out)
		for _, name := range defaultOutputs {
			if !bytes.Equal(old[name], cur[name]) {
				differed[name]++
			}
			switch {
			case bytes.Equal(killed[name], old[name]):
			case bytes.Equal(killed[name], cur[name]):
				changedBy[name]++
			default:
				t.Errorf("kill %d (%v after %v): %s is neither the previous nor the new version", i, sig, delay, name)
			}
		}
		if left := tempFiles(t, out); len(left) > 0 {
			t.Errorf("temporary files left after the run following kill %d: %v", i, left)
		}
		old = cur
	}
	t.Logf("of %d kills, outputs already replaced: %v; outputs that differed from the previous run: %v", iterations, changedBy, differed)
	scipLint(t, filepath.Join(out, "index.scip"))
}

// startHolder starts a real run and waits until it holds the lock of out
// (its pid is in the lock file), then stops it with SIGSTOP so it keeps
// the lock for as long as the test needs.
func startHolder(t *testing.T, src, out string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(binPath, "index", src, "--out", out, "--quiet")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	want := fmt.Sprintf("pid %d\n", cmd.Process.Pid)
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(time.Millisecond) {
		b, _ := os.ReadFile(filepath.Join(out, "lock"))
		if bytes.HasPrefix(b, []byte(want)) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("run %d never recorded itself in %s/lock", cmd.Process.Pid, out)
		}
	}
	if err := cmd.Process.Signal(syscall.SIGSTOP); err != nil {
		t.Fatal(err)
	}
	return cmd
}

// TestLock runs two real processes on one output directory: the second
// fails at once naming the first (pid, start time, lock path, --wait),
// gives up after --wait, or waits and then succeeds; a lock left by a
// SIGKILLed run is recovered without waiting.
func TestLock(t *testing.T) {
	src := t.TempDir()
	copyTree(t, filepath.Join(runtimeGOROOT(t), "src", "net", "http", "httptest"), src)
	out := t.TempDir()
	if r := runBin(t, "index", src, "--out", out, "--quiet"); r.code != exitOK {
		t.Fatalf("first run: %s", r.stderr)
	}
	before := checkOutputs(t, out)
	lockPath := filepath.Join(out, "lock")

	holder := startHolder(t, src, out)
	pid := holder.Process.Pid
	tests := []struct {
		name string
		wait string
		want []string
	}{
		{"fails at once", "", []string{fmt.Sprintf("another soulindex run (pid %d, started ", pid), "holds " + lockPath + "; wait for it or pass --wait"}},
		{"gives up after --wait", "300ms", []string{fmt.Sprintf("(pid %d, ", pid), "still holds " + lockPath + " after waiting 300ms"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			args := []string{"index", src, "--out", out, "--quiet"}
			if tc.wait != "" {
				args = append(args, "--wait", tc.wait)
			}
			start := time.Now()
			r := runBin(t, args...)
			if r.code != exitFailure {
				t.Fatalf("exit %d with the lock held, want %d: %s", r.code, exitFailure, r.stderr)
			}
			for _, w := range tc.want {
				if !strings.Contains(r.stderr, w) {
					t.Errorf("stderr lacks %q:\n%s", w, r.stderr)
				}
			}
			if tc.wait != "" && time.Since(start) < 300*time.Millisecond {
				t.Errorf("gave up after %v, before --wait %s", time.Since(start), tc.wait)
			}
		})
	}
	for _, name := range defaultOutputs {
		if b, _ := os.ReadFile(filepath.Join(out, name)); !bytes.Equal(b, before[name]) {
			t.Errorf("%s changed while the lock was held by another run", name)
		}
	}

	t.Run("interrupted while waiting", func(t *testing.T) {
		waiter := exec.Command(binPath, "index", src, "--out", out, "--quiet", "--wait", "60s")
		var stderr bytes.Buffer
		waiter.Stderr = &stderr
		if err := waiter.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(300 * time.Millisecond)
		start := time.Now()
		waiter.Process.Signal(syscall.SIGTERM)
		err := waiter.Wait()
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != exitFailure || !strings.Contains(stderr.String(), "interrupted") {
			t.Errorf("SIGTERM while waiting for the lock: %v: %s", err, stderr.String())
		}
		if took := time.Since(start); took > 5*time.Second {
			t.Errorf("took %v to stop after SIGTERM", took)
		}
	})
	t.Run("waits for the holder", func(t *testing.T) {
		waiter := exec.Command(binPath, "index", src, "--out", out, "--quiet", "--wait", "60s")
		var stderr bytes.Buffer
		waiter.Stderr = &stderr
		if err := waiter.Start(); err != nil {
			t.Fatal(err)
		}
		done := make(chan error, 1)
		go func() { done <- waiter.Wait() }()
		select {
		case err := <-done:
			t.Fatalf("waiter ended (%v) while the lock was held: %s", err, stderr.String())
		case <-time.After(500 * time.Millisecond):
		}
		holder.Process.Signal(syscall.SIGCONT)
		if err := holder.Wait(); err != nil {
			t.Errorf("holder: %v", err)
		}
		if err := <-done; err != nil {
			t.Fatalf("waiter: %v: %s", err, stderr.String())
		}
		checkOutputs(t, out)
	})

	t.Run("lock of a killed run", func(t *testing.T) {
		victim := startHolder(t, src, out)
		victim.Process.Signal(syscall.SIGKILL)
		victim.Wait()
		if b, _ := os.ReadFile(lockPath); !bytes.Contains(b, []byte(fmt.Sprintf("pid %d", victim.Process.Pid))) {
			t.Fatalf("the killed run's record is gone (%q): the test proves nothing", b)
		}
		start := time.Now()
		if r := runBin(t, "index", src, "--out", out, "--quiet"); r.code != exitOK {
			t.Fatalf("run after a SIGKILLed holder: exit %d: %s", r.code, r.stderr)
		}
		t.Logf("recovered in %v", time.Since(start))
		checkOutputs(t, out)
		if b, _ := os.ReadFile(lockPath); len(b) != 0 {
			t.Errorf("lock record not cleared on release: %q", b)
		}
	})
}

// asNobody prefixes args with a privilege drop when running as root (root
// writes anywhere), through setpriv from util-linux.
func asNobody(t *testing.T, args []string) []string {
	t.Helper()
	if os.Geteuid() != 0 {
		return args
	}
	setpriv, err := exec.LookPath("setpriv")
	if err != nil {
		msg := "running as root and setpriv (util-linux) is missing, so permissions cannot be tested"
		if os.Getenv("SOULINDEX_REQUIRE_TOOLS") != "" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	return append([]string{setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", "--"}, args...)
}

// TestReadOnlyOutput runs as an unprivileged user against output
// directories it may not write: the error names the directory and what to
// do, and the previous outputs stay.
func TestReadOnlyOutput(t *testing.T) {
	root := t.TempDir()
	os.Chmod(filepath.Dir(root), 0o755)
	os.Chmod(root, 0o755)
	src := filepath.Join(root, "src")
	write(t, src, "good.go", []byte(goodGo))
	existing := filepath.Join(root, "existing")
	if r := runBin(t, "index", src, "--out", existing, "--quiet"); r.code != exitOK {
		t.Fatalf("first run: %s", r.stderr)
	}
	before := checkOutputs(t, existing)
	// Read-only for its owner too, so the test means the same unprivileged.
	os.Chmod(filepath.Join(existing, "lock"), 0o444)
	os.Chmod(existing, 0o555)
	t.Cleanup(func() { os.Chmod(existing, 0o755) })
	locked := filepath.Join(root, "locked")
	os.Mkdir(locked, 0o555)
	os.Chmod(locked, 0o555)
	for _, tc := range []struct {
		name, out string
	}{
		{"existing outputs", existing},
		{"directory it cannot create", filepath.Join(locked, "out")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := asNobody(t, []string{binPath, "index", src, "--out", tc.out, "--quiet"})
			cmd := exec.Command(args[0], args[1:]...)
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			err := cmd.Run()
			if err == nil {
				t.Fatalf("run into a read-only %s succeeded", tc.out)
			}
			for _, w := range []string{tc.out, "permission denied", "make it writable or pass --out DIR"} {
				if !strings.Contains(stderr.String(), w) {
					t.Errorf("stderr lacks %q:\n%s", w, stderr.String())
				}
			}
		})
	}
	after := checkOutputs(t, existing)
	for _, name := range defaultOutputs {
		if !bytes.Equal(before[name], after[name]) {
			t.Errorf("%s changed", name)
		}
	}
}

// mountTmpfs mounts a tmpfs of size bytes at a new directory, or skips
// (saying why) where mounting is not permitted.
func mountTmpfs(t *testing.T, size int) string {
	t.Helper()
	dir := t.TempDir()
	out, err := exec.Command("mount", "-t", "tmpfs", "-o", fmt.Sprintf("size=%d,mode=0755", size), "tmpfs", dir).CombinedOutput()
	if err != nil {
		t.Skipf("cannot mount a small tmpfs here (%v: %s); atomicfile.TestWriteDiskFull covers ENOSPC with /dev/full", err, bytes.TrimSpace(out))
	}
	t.Cleanup(func() { exec.Command("umount", dir).Run() })
	return dir
}

// TestFullAndReadOnlyFilesystem writes the outputs to a real, small tmpfs:
// filled up, the run fails naming the output and what to do, keeps the old
// outputs and leaves no temporary file; remounted read-only, likewise; with
// room again, the next run succeeds.
func TestFullAndReadOnlyFilesystem(t *testing.T) {
	mnt := mountTmpfs(t, 4<<20)
	src := t.TempDir()
	copyTree(t, filepath.Join(runtimeGOROOT(t), "src", "net", "http", "httptest"), src)
	out := filepath.Join(mnt, "out")
	if r := runBin(t, "index", src, "--out", out, "--quiet"); r.code != exitOK {
		t.Fatalf("first run: %s", r.stderr)
	}
	before := checkOutputs(t, out)
	write(t, src, "zz_new.go", []byte("package httptest\n\nfunc New() {}\n"))
	unchanged := func(t *testing.T) {
		t.Helper()
		after := checkOutputs(t, out)
		for _, name := range defaultOutputs {
			if !bytes.Equal(before[name], after[name]) {
				t.Errorf("%s changed", name)
			}
		}
		if left := tempFiles(t, out); len(left) > 0 {
			t.Errorf("temporary files left: %v", left)
		}
	}

	t.Run("full", func(t *testing.T) {
		filler, err := os.Create(filepath.Join(mnt, "filler"))
		if err != nil {
			t.Fatal(err)
		}
		_, err = io.Copy(filler, io.LimitReader(zeroReader{}, 8<<20))
		filler.Close()
		if !errors.Is(err, syscall.ENOSPC) {
			t.Fatalf("filling the tmpfs: %v, want ENOSPC", err)
		}
		defer os.Remove(filler.Name())
		r := runBin(t, "index", src, "--out", out, "--quiet")
		if r.code != exitFailure {
			t.Fatalf("exit %d on a full disk: %s", r.code, r.stderr)
		}
		// Outputs are written side by side: whichever hits the full disk
		// first is named, and kept.
		m := regexp.MustCompile(`write ` + regexp.QuoteMeta(out) + `/([^:]+): no space left on device`).FindStringSubmatch(r.stderr)
		if m == nil {
			t.Fatalf("stderr names no output it could not write:\n%s", r.stderr)
		}
		for _, w := range []string{"free space", "--out DIR", "previous " + m[1] + " is kept"} {
			if !strings.Contains(r.stderr, w) {
				t.Errorf("stderr lacks %q:\n%s", w, r.stderr)
			}
		}
		unchanged(t)
	})
	t.Run("read-only", func(t *testing.T) {
		if b, err := exec.Command("mount", "-o", "remount,ro", mnt).CombinedOutput(); err != nil {
			t.Skipf("cannot remount the tmpfs read-only: %v: %s", err, b)
		}
		defer exec.Command("mount", "-o", "remount,rw", mnt).Run()
		r := runBin(t, "index", src, "--out", out, "--quiet")
		if r.code != exitFailure {
			t.Fatalf("exit %d on a read-only file system: %s", r.code, r.stderr)
		}
		for _, w := range []string{out, "read-only file system", "make it writable or pass --out DIR"} {
			if !strings.Contains(r.stderr, w) {
				t.Errorf("stderr lacks %q:\n%s", w, r.stderr)
			}
		}
		unchanged(t)
	})
	if r := runBin(t, "index", src, "--out", out, "--quiet"); r.code != exitOK {
		t.Fatalf("run with room again: %s", r.stderr)
	}
	if after := checkOutputs(t, out); bytes.Equal(after["index.scip"], before["index.scip"]) {
		t.Error("index.scip not replaced by the run with room again")
	}
}

type zeroReader struct{}

func (zeroReader) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

func runtimeGOROOT(t *testing.T) string {
	t.Helper()
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatalf("go env GOROOT: %v", err)
	}
	return strings.TrimSpace(string(out))
}

// copyTree copies the regular files under src to dst.
func copyTree(t *testing.T, src, dst string) { testutil.CopyTree(t, src, dst) }
