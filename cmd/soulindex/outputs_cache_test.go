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

	"github.com/soulindex/soulindex/internal/gitcmd/gittest"
	"github.com/soulindex/soulindex/pipeline"
)

// sameOutputs fails unless the outputs in a and b are byte-identical.
func sameOutputs(t *testing.T, a, b string) {
	t.Helper()
	for _, n := range defaultOutputs {
		x, err := os.ReadFile(filepath.Join(a, n))
		if err != nil {
			t.Fatal(err)
		}
		y, err := os.ReadFile(filepath.Join(b, n))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(x, y) {
			t.Errorf("%s differs between the warm and the cold run (%d vs %d bytes)", n, len(x), len(y))
		}
	}
}

func modTimes(t *testing.T, dir string) map[string]time.Time {
	t.Helper()
	m := map[string]time.Time{}
	for _, n := range defaultOutputs {
		fi, err := os.Stat(filepath.Join(dir, n))
		if err != nil {
			t.Fatal(err)
		}
		m[n] = fi.ModTime()
	}
	return m
}

// TestWarmRunsMatchColdRuns edits a git repository between runs (edits,
// deletions, renames, additions, commits, a corrupt cache) and checks
// after each that the cached run writes exactly what a run without cache
// writes, and that a run with nothing changed writes nothing at all.
func TestWarmRunsMatchColdRuns(t *testing.T) {
	repo := t.TempDir()
	for _, lang := range []string{"go", "python", "typescript", "rust", "c"} {
		copyTree(t, filepath.Join(repoRoot(t), "testdata", "fixtures", lang), filepath.Join(repo, lang))
	}
	write(t, repo, "go.mod", []byte("module example.com/fixture\n\ngo 1.26\n"))
	gittest.Git(t, repo, "init", "-q")
	gittest.Git(t, repo, "add", "-A")
	gittest.Git(t, repo, "commit", "-qm", "first")
	warmOut, coldOut := t.TempDir(), t.TempDir()

	index := func(out string, extra ...string) pipeline.Stats {
		t.Helper()
		r := soulindex(t, append([]string{"index", repo, "--out", out, "--quiet", "--json"}, extra...)...)
		if r.code != exitOK {
			t.Fatalf("index: exit %d: %s", r.code, r.stderr)
		}
		return stats(t, r)
	}
	check := func(step string, wantUpToDate bool) pipeline.Stats {
		t.Helper()
		warm := index(warmOut)
		cold := index(coldOut, "--no-cache")
		if cold.Cache != nil || cold.OutputsUpToDate {
			t.Errorf("%s: --no-cache run used the cache: %+v", step, cold.Cache)
		}
		if warm.Cache == nil {
			t.Fatalf("%s: the cache was not used", step)
		}
		if warm.OutputsUpToDate != wantUpToDate {
			t.Errorf("%s: outputs_up_to_date = %t, want %t (%+v)", step, warm.OutputsUpToDate, wantUpToDate, warm.Cache)
		}
		sameOutputs(t, warmOut, coldOut)
		return warm
	}
	first := check("first run", false)
	if first.Cache.Extracted == 0 || first.Cache.Reused != 0 {
		t.Fatalf("first run: %+v", first.Cache)
	}

	before := modTimes(t, warmOut)
	st := check("no change", true)
	if st.Cache.Extracted != 0 || st.Cache.Reused != first.Cache.Extracted || st.GraphSeconds != 0 {
		t.Errorf("no change: %+v, graph %.3fs", st.Cache, st.GraphSeconds)
	}
	for n, mt := range modTimes(t, warmOut) {
		if !mt.Equal(before[n]) {
			t.Errorf("no change: %s was rewritten", n)
		}
	}

	steps := []struct {
		name   string
		change func()
	}{
		{"edit a function body", func() {
			p := filepath.Join(repo, "go", "cache.go")
			data, _ := os.ReadFile(p)
			os.WriteFile(p, append(data, []byte("\nfunc addedLater() int { return 42 }\n")...), 0o644)
		}},
		{"touch only", func() {
			now := time.Now().Add(time.Minute)
			os.Chtimes(filepath.Join(repo, "python", "jobs.py"), now, now)
		}},
		{"delete", func() { os.Remove(filepath.Join(repo, "typescript", "cache.test.ts")) }},
		{"rename", func() { os.Rename(filepath.Join(repo, "python", "jobs.py"), filepath.Join(repo, "python", "tasks.py")) }},
		{"add", func() {
			write(t, repo, "go/extra/extra.go", []byte("package extra\n\n// Extra is new.\nfunc Extra() {}\n"))
		}},
		{"commit (co-change history)", func() {
			gittest.Git(t, repo, "add", "-A")
			gittest.Git(t, repo, "commit", "-qm", "second")
		}},
		{"manifest", func() { write(t, repo, "go.mod", []byte("module example.com/renamed\n\ngo 1.26\n")) }},
		{"corrupt cache", func() {
			p := filepath.Join(warmOut, "cache", "outlines.bin")
			data, _ := os.ReadFile(p)
			data[len(data)/2] ^= 0xff
			os.WriteFile(p, data, 0o644)
		}},
		{"output deleted", func() { os.Remove(filepath.Join(warmOut, "coverage.json")) }},
		{"output edited", func() {
			p := filepath.Join(warmOut, "soulmap.md")
			data, _ := os.ReadFile(p)
			os.WriteFile(p, bytes.Replace(data, []byte("<soul_map>"), []byte("<soul_mop>"), 1), 0o644)
		}},
	}
	for _, s := range steps {
		s.change()
		// A touch changes no content, and a corrupt outline cache is
		// rebuilt to the same outlines: the outputs stay up to date.
		st := check(s.name, s.name == "touch only" || s.name == "corrupt cache")
		if s.name == "corrupt cache" && !strings.Contains(st.Cache.Notice, "cache corrupt") {
			t.Errorf("corrupt cache: notice %q", st.Cache.Notice)
		}
		check(s.name+", then no change", true)
	}
	// Options that shape the outputs are part of the key.
	if st := index(warmOut, "--budget", "700"); st.OutputsUpToDate {
		t.Error("another --budget reused the outputs")
	}
	if st := index(warmOut, "--budget", "700"); !st.OutputsUpToDate {
		t.Error("the same --budget twice rebuilt the outputs")
	}
}

// TestCacheNoticeIsPrinted: a corrupt cache is reported on stderr.
func TestCacheNoticeIsPrinted(t *testing.T) {
	repo := t.TempDir()
	copyTree(t, filepath.Join(repoRoot(t), "testdata", "fixtures", "go"), repo)
	out := t.TempDir()
	if r := soulindex(t, "index", repo, "--out", out, "--quiet"); r.code != exitOK {
		t.Fatal(r.stderr)
	}
	write(t, out, "cache/outlines.bin", []byte("garbage"))
	r := soulindex(t, "index", repo, "--out", out)
	if r.code != exitOK || !strings.Contains(r.stderr, "cache corrupt: not a cache file") || !strings.Contains(r.stderr, "rebuilt") {
		t.Fatalf("exit %d, stderr:\n%s", r.code, r.stderr)
	}
	r = soulindex(t, "index", repo, "--out", out)
	if !strings.Contains(r.stderr, "outputs are up to date") || strings.Contains(r.stderr, "cache corrupt") {
		t.Fatalf("after the rebuild, stderr:\n%s", r.stderr)
	}
}

// TestKilledRunsKeepTheCache kills real runs at random moments while the
// tree keeps changing: every next run must find the old cache or the new
// one, never a torn file.
func TestKilledRunsKeepTheCache(t *testing.T) {
	if testing.Short() {
		t.Skip("kills a dozen indexing runs; skipped in -short mode")
	}
	src := t.TempDir()
	copyTree(t, filepath.Join(runtimeGOROOT(t), "src", "net", "http"), src)
	out := t.TempDir()
	if r := soulindex(t, "index", src, "--out", out, "--quiet"); r.code != exitOK {
		t.Fatalf("first run: %s", r.stderr)
	}
	rng := rand.New(rand.NewSource(time.Now().UnixNano()))
	for i := 0; i < 12; i++ {
		// A changed file makes the run rewrite the cache.
		write(t, src, "zz_edit.go", []byte("package http\n\nfunc edit"+strings.Repeat("x", i+1)+"() {}\n"))
		cmd := exec.Command(binPath, "index", src, "--out", out, "--quiet")
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(rng.Intn(1200)) * time.Millisecond)
		cmd.Process.Signal(syscall.SIGKILL)
		cmd.Wait()
		// --wait: a child the killed run forked may hold the lock's
		// descriptor until it execs (a moment, longer on a loaded machine).
		r := soulindex(t, "index", src, "--out", out, "--quiet", "--json", "--wait", "30s")
		if r.code != exitOK {
			t.Fatalf("run after kill %d: %s", i, r.stderr)
		}
		if st := stats(t, r); st.Cache == nil || st.Cache.Notice != "" {
			t.Fatalf("after kill %d the cache was torn: %+v", i, st.Cache)
		}
	}
}
