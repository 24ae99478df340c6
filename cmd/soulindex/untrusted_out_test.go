package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/soulindex/soulindex/internal/proctest"
)

// What a repository, or whoever else shares a directory passed as --out,
// puts in the output directory must never make a run write outside it,
// remove a file that is not its own, hang, or exhaust memory.

// fsState records every entry under root without following links: its
// type and permissions, and its content's hash or a link's target. Paths
// in skip (and what lies under them) are left out.
func fsState(t *testing.T, root string, skip ...string) map[string]string {
	t.Helper()
	m := map[string]string{}
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		for _, s := range skip {
			if p == s {
				if d.IsDir() {
					return filepath.SkipDir
				}
				return nil
			}
		}
		fi, err := os.Lstat(p)
		if err != nil {
			return err
		}
		v := fi.Mode().String()
		switch {
		case fi.Mode()&fs.ModeSymlink != 0:
			to, _ := os.Readlink(p)
			v += " -> " + to
		case fi.Mode().IsRegular():
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			v += fmt.Sprintf(" %x", sha256.Sum256(b))
		}
		m[p] = v
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// sameState fails for every entry that differs between two fsStates.
func sameState(t *testing.T, what string, before, after map[string]string) {
	t.Helper()
	for p, v := range before {
		if w, ok := after[p]; !ok {
			t.Errorf("%s: %s was removed", what, p)
		} else if v != w {
			t.Errorf("%s: %s changed: %s → %s", what, p, v, w)
		}
	}
	for p := range after {
		if _, ok := before[p]; !ok {
			t.Errorf("%s: %s was created", what, p)
		}
	}
}

// runLimited runs the built binary with its data segment capped at 2 GiB
// and at most 3 minutes, so a regression that reads a device without end
// fails the test instead of taking the machine's memory, and one that
// hangs on a FIFO fails instead of hanging the suite.
func runLimited(t *testing.T, args ...string) result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "sh", append([]string{"-c", `ulimit -d 2097152 && exec "$0" "$@"`, binPath}, args...)...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("soulindex %v did not end within 3 minutes (hung?): %s", args, stderr.String())
	}
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("run %v: %v", args, err)
	}
	if s := stderr.String(); strings.Contains(s, "fatal error:") || strings.Contains(s, "panic:") || code < 0 {
		t.Fatalf("soulindex %v crashed (exit %d): %.2000s", args, code, s)
	}
	return result{stdout.String(), stderr.String(), code}
}

// smallRepo writes a two-file Go repository under root/repo.
func smallRepo(t *testing.T, root string) string {
	t.Helper()
	repo := filepath.Join(root, "repo")
	write(t, repo, "a.go", []byte("package p\n\n// A is used by B.\nfunc A() int { return 1 }\n"))
	write(t, repo, "b.go", []byte("package p\n\n// B uses A.\nfunc B() int { return A() + 1 }\n"))
	return repo
}

func symlink(t *testing.T, target, link string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
}

func mkfifo(t *testing.T, p string) {
	t.Helper()
	os.Remove(p)
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestCommittedLinksInOutputDir (issue 12, point 6): links a repository
// commits in .soulindex (the lock, the directory itself, the cache
// directory, the outputs, the cache files) never make a run write
// outside it; files outside stay byte-identical and nothing is created
// there. A link the user passes as --out is followed, links inside it are
// not.
func TestCommittedLinksInOutputDir(t *testing.T) {
	outputs := []string{"index.scip", "soulmap.md", "graph.json", "coverage.json"}
	caches := []string{"cache/outlines.bin", "cache/graph.cache", "cache/scip.cache", "cache/outputs.json"}
	tests := []struct {
		name  string
		setup func(t *testing.T, repo, outside, victim string) (out string)
		fail  string // "" when the run succeeds
		note  string
	}{
		{"lock links to a file outside", func(t *testing.T, repo, outside, victim string) string {
			symlink(t, "../../victim", filepath.Join(repo, ".soulindex", "lock"))
			return ""
		}, "is not a soulindex lock", ""},
		{"output directory links outside", func(t *testing.T, repo, outside, victim string) string {
			symlink(t, "../outside", filepath.Join(repo, ".soulindex"))
			return ""
		}, "is a symbolic link", ""},
		{"output directory links outside, named by --out", func(t *testing.T, repo, outside, victim string) string {
			symlink(t, "../outside", filepath.Join(repo, ".soulindex"))
			return filepath.Join(repo, ".soulindex")
		}, "is a symbolic link", ""},
		{"cache directory links outside", func(t *testing.T, repo, outside, victim string) string {
			symlink(t, "../../outside", filepath.Join(repo, ".soulindex", "cache"))
			return ""
		}, "", "caches not used"},
		{"outputs link to a file outside", func(t *testing.T, repo, outside, victim string) string {
			for _, o := range outputs {
				symlink(t, "../../victim", filepath.Join(repo, ".soulindex", o))
			}
			return ""
		}, "", ""},
		{"cache files link to a file outside", func(t *testing.T, repo, outside, victim string) string {
			for _, c := range caches {
				symlink(t, "../../../victim", filepath.Join(repo, ".soulindex", c))
			}
			return ""
		}, "", "symbolic link"},
		{"--out is a link the user chose; its cache links outside", func(t *testing.T, repo, outside, victim string) string {
			real := filepath.Join(filepath.Dir(repo), "real")
			symlink(t, "../outside", filepath.Join(real, "cache"))
			symlink(t, real, filepath.Join(filepath.Dir(repo), "chosen"))
			return filepath.Join(filepath.Dir(repo), "chosen")
		}, "", "caches not used"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			repo := smallRepo(t, root)
			outside := filepath.Join(root, "outside")
			for _, n := range append(append([]string{"lock", "outlines.bin", "graph.cache", "scip.cache", "outputs.json"}, outputs...), caches...) {
				write(t, outside, n, []byte("theirs: "+n+"\n"))
			}
			victim := filepath.Join(root, "victim")
			write(t, root, "victim", []byte("export SECRET=1\n"))
			out := tc.setup(t, repo, outside, victim)
			args := []string{"index", repo}
			writes := filepath.Join(repo, ".soulindex")
			if out != "" {
				args = append(args, "--out", out)
				if fi, err := os.Lstat(out); err == nil && fi.Mode()&fs.ModeSymlink != 0 && out != writes {
					writes = filepath.Join(root, "real")
				}
			}
			// Everything but the output directory: the repository's own
			// files, the victim and the directory outside.
			before := fsState(t, root, filepath.Join(repo, ".soulindex"), writes)
			for run := 1; run <= 2; run++ { // the second run reads what the first wrote
				r := soulindex(t, args...)
				if tc.fail != "" {
					if r.code != exitFailure || !strings.Contains(r.stderr, tc.fail) {
						t.Fatalf("run %d: exit %d, want %d with %q:\n%s", run, r.code, exitFailure, tc.fail, r.stderr)
					}
				} else {
					if r.code != exitOK {
						t.Fatalf("run %d: exit %d:\n%s", run, r.code, r.stderr)
					}
					if run == 1 && !strings.Contains(r.stderr, tc.note) {
						t.Errorf("run %d: no note with %q:\n%s", run, tc.note, r.stderr)
					}
					checkOutputs(t, writes)
					for _, o := range outputs {
						if fi, err := os.Lstat(filepath.Join(writes, o)); err != nil || !fi.Mode().IsRegular() {
							t.Errorf("%s is not a regular file after the run: %v", o, err)
						}
					}
				}
				sameState(t, fmt.Sprintf("run %d", run), before, fsState(t, root, filepath.Join(repo, ".soulindex"), writes))
			}
		})
	}
}

// TestSharedOutputDir (issue 12, point 7): with --out at a directory
// other programs use, a file named lock that is not ours is neither
// truncated nor used, and the temporary-looking files of others (in it
// and in its subdirectories) stay; only the outputs, the lock and the
// cache directory are written.
func TestSharedOutputDir(t *testing.T) {
	root := t.TempDir()
	repo := smallRepo(t, root)
	shared := filepath.Join(root, "shared")
	live := proctest.LivePID(t)
	for n, data := range map[string]string{
		"lock":                     "1234\n",
		".a.tmp-123":               "theirs",
		".index.scip.tmp-77":       "theirs",
		"sub/.b.tmp-5":             "theirs",
		"sub/.c.soulindex-tmp-1-1": "theirs",
		fmt.Sprintf(".d.soulindex-tmp-%d-1", live): "a live writer's",
		"notes": "theirs",
	} {
		write(t, shared, n, []byte(data))
	}
	before := fsState(t, shared)
	// Issue 34: a directory holding others' files is not written into
	// until the user says soulindex may (the marker).
	r := soulindex(t, "index", repo, "--out", shared)
	if r.code != exitFailure || !strings.Contains(r.stderr, shared+" holds files soulindex did not write") {
		t.Fatalf("exit %d, want %d refusing the foreign directory:\n%s", r.code, exitFailure, r.stderr)
	}
	sameState(t, "refused run", before, fsState(t, shared))
	write(t, shared, ".soulindex-out", nil)
	before = fsState(t, shared)
	r = soulindex(t, "index", repo, "--out", shared)
	if r.code != exitFailure || !strings.Contains(r.stderr, filepath.Join(shared, "lock")+" exists and is not a soulindex lock") {
		t.Fatalf("exit %d, want %d refusing the foreign lock:\n%s", r.code, exitFailure, r.stderr)
	}
	sameState(t, "refused run", before, fsState(t, shared))

	os.Remove(filepath.Join(shared, "lock"))
	before = fsState(t, shared)
	if r := soulindex(t, "index", repo, "--out", shared); r.code != exitOK {
		t.Fatalf("exit %d:\n%s", r.code, r.stderr)
	}
	checkOutputs(t, shared)
	ours := []string{"index.scip", "soulmap.md", "graph.json", "coverage.json", "lock", "cache"}
	var skip []string
	for _, o := range ours {
		skip = append(skip, filepath.Join(shared, o))
	}
	after := fsState(t, shared, skip...)
	for _, o := range ours {
		delete(after, filepath.Join(shared, o))
	}
	sameState(t, "run", before, after)
}

// waitForTemp polls dir until a temporary file of the output named base
// appears (then returns its path) or the process ends (then fails).
func waitForTemp(t *testing.T, dir, base string, done <-chan error) string {
	t.Helper()
	deadline := time.After(3 * time.Minute)
	for {
		ents, _ := os.ReadDir(dir)
		for _, e := range ents {
			if n := e.Name(); strings.HasPrefix(n, "."+base+".") && strings.Contains(n, "tmp-") {
				return filepath.Join(dir, n)
			}
		}
		select {
		case err := <-done:
			t.Fatalf("export ended (%v) before its temporary file was seen", err)
		case <-deadline:
			t.Fatal("no temporary file within 3 minutes")
		case <-time.After(time.Millisecond):
		}
	}
}

// TestExportTempFiles (issue 12, point 8): index removes in its output
// directory only the temporary files of dead writers, so an export into
// it that is running survives; the temporary file of a killed export is
// removed by the next export.
func TestExportTempFiles(t *testing.T) {
	t.Run("planted", func(t *testing.T) {
		root := t.TempDir()
		repo := smallRepo(t, root)
		out := filepath.Join(repo, ".soulindex")
		live, dead := proctest.LivePID(t), proctest.DeadPID(t)
		files := map[string]bool{ // name -> kept
			fmt.Sprintf(".x.db.soulindex-tmp-%d-1", live):              true,
			fmt.Sprintf(".x.db.soulindex-tmp-%d-2", dead):              false,
			fmt.Sprintf("cache/.graph.cache.soulindex-tmp-%d-3", dead): false,
			".z.db.tmp-77": true,
		}
		for n := range files {
			write(t, out, n, []byte("x"))
		}
		if r := soulindex(t, "index", repo); r.code != exitOK {
			t.Fatalf("exit %d:\n%s", r.code, r.stderr)
		}
		for n, kept := range files {
			if _, err := os.Lstat(filepath.Join(out, n)); kept != (err == nil) {
				t.Errorf("%s: exists=%v, want %v", n, err == nil, kept)
			}
		}
	})
	if testing.Short() {
		t.Skip("the real exports index net/http; skipped in -short mode")
	}
	src := t.TempDir()
	copyTree(t, filepath.Join(runtimeGOROOT(t), "src", "net", "http"), src)
	out := filepath.Join(src, ".soulindex")
	if r := soulindex(t, "index", src, "--quiet"); r.code != exitOK {
		t.Fatalf("first index: %s", r.stderr)
	}
	db := filepath.Join(out, "x.db")
	startExport := func() (*exec.Cmd, chan error) {
		cmd := exec.Command(binPath, "export", src, "--sqlite", db, "--quiet")
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		done := make(chan error, 1)
		go func() {
			err := cmd.Wait()
			if err != nil {
				err = fmt.Errorf("%w: %s", err, stderr.String())
			}
			done <- err
		}()
		return cmd, done
	}
	t.Run("index during an export", func(t *testing.T) {
		os.Remove(db)
		cmd, done := startExport()
		tmp := waitForTemp(t, out, "x.db", done)
		// Stopped, the export holds its temporary file for as long as
		// index needs.
		cmd.Process.Signal(syscall.SIGSTOP)
		r := soulindex(t, "index", src, "--quiet", "--no-cache")
		// Looked at before the export goes on: SQLite may create the file
		// again at that name, and rename a database missing its content.
		_, lerr := os.Lstat(tmp)
		cmd.Process.Signal(syscall.SIGCONT)
		if r.code != exitOK {
			t.Errorf("index: exit %d: %s", r.code, r.stderr)
		}
		if lerr != nil {
			t.Errorf("index removed the running export's %s: %v", filepath.Base(tmp), lerr)
		}
		if err := <-done; err != nil {
			t.Fatalf("the export failed: %v", err)
		}
		d := openDB(t, db)
		if got := queryStrings(t, d, "PRAGMA integrity_check"); len(got) != 1 || got[0] != "ok" {
			t.Fatalf("integrity_check of the exported database: %v", got)
		}
		if n := queryInt(t, d, "SELECT count(*) FROM files"); n == 0 {
			t.Fatal("the exported database has no files")
		}
	})
	t.Run("killed export", func(t *testing.T) {
		cmd, done := startExport()
		tmp := waitForTemp(t, out, "x.db", done)
		cmd.Process.Kill()
		<-done
		if _, err := os.Lstat(tmp); err != nil {
			t.Skipf("the kill came after the rename (%v): nothing left to clean", err)
		}
		if r := soulindex(t, "export", src, "--sqlite", db, "--quiet"); r.code != exitOK {
			t.Fatalf("export after the kill: exit %d: %s", r.code, r.stderr)
		}
		if _, err := os.Lstat(tmp); err == nil {
			t.Errorf("the killed export's %s is still there after the next export", filepath.Base(tmp))
		}
	})
}

// TestFailingOutputReplacesNothing (issue 12, point 11): a Soul Map
// budget too small for anything fails the run before any output is
// replaced: every previous output keeps its bytes, and no temporary file
// is left.
func TestFailingOutputReplacesNothing(t *testing.T) {
	root := t.TempDir()
	repo := smallRepo(t, root)
	out := filepath.Join(repo, ".soulindex")
	if r := soulindex(t, "index", repo, "--quiet"); r.code != exitOK {
		t.Fatalf("first run: %s", r.stderr)
	}
	before := checkOutputs(t, out)
	// A change every output shows, so a replaced one would differ.
	write(t, repo, "c.go", []byte("package p\n\n// C is new.\nfunc C() int { return B() }\n"))
	r := soulindex(t, "index", repo, "--budget", "1")
	if r.code == exitOK || !strings.Contains(r.stderr, "budget of 1 tokens") {
		t.Fatalf("exit %d, want a failure naming the budget:\n%s", r.code, r.stderr)
	}
	after := checkOutputs(t, out)
	for _, n := range defaultOutputs {
		if !bytes.Equal(before[n], after[n]) {
			t.Errorf("%s was replaced by the failing run", n)
		}
	}
	if left := tempFiles(t, out); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
	// And the next good run writes the change.
	if r := soulindex(t, "index", repo, "--quiet"); r.code != exitOK {
		t.Fatalf("run after the failure: %s", r.stderr)
	}
	if now := checkOutputs(t, out); bytes.Equal(now["index.scip"], before["index.scip"]) {
		t.Error("the next run did not write the change")
	}
}

// TestDevicesAndFIFOsInOutputDir (issue 12, point 10): a cache file, the
// previous index or the outputs record replaced by a link to /dev/zero or
// /dev/urandom, or by a FIFO, is reported and rebuilt; the run neither
// runs out of memory nor hangs, and the outputs are complete regular
// files afterwards. Issue 34: a FIFO is never replaced: at an output's
// path the run is refused, naming it; in the cache it is reported on
// every run and stays.
func TestDevicesAndFIFOsInOutputDir(t *testing.T) {
	tests := []struct {
		name string
		put  map[string]string // path in OUT -> "fifo" or a link target
		edit bool              // change the source first (else the outputs are up to date)
		// refused names the FIFO at an output path that fails the run;
		// stays, the FIFOs in the cache that the run after still reports.
		refused string
		stays   bool
	}{
		{"outline cache is /dev/zero", map[string]string{"cache/outlines.bin": "/dev/zero"}, true, "", false},
		{"outline cache is a FIFO", map[string]string{"cache/outlines.bin": "fifo"}, true, "", true},
		{"graph cache is /dev/urandom", map[string]string{"cache/graph.cache": "/dev/urandom"}, true, "", false},
		{"graph cache is a FIFO", map[string]string{"cache/graph.cache": "fifo"}, true, "", false},
		{"document cache is /dev/zero", map[string]string{"cache/scip.cache": "/dev/zero"}, true, "", false},
		{"previous index is /dev/urandom", map[string]string{"index.scip": "/dev/urandom"}, true, "", false},
		{"previous index is a FIFO", map[string]string{"index.scip": "fifo"}, true, "index.scip", false},
		{"outputs record is /dev/zero", map[string]string{"cache/outputs.json": "/dev/zero"}, false, "", false},
		{"a recorded output is /dev/zero", map[string]string{"soulmap.md": "/dev/zero"}, false, "", false},
		{"a recorded output is a FIFO", map[string]string{"graph.json": "fifo"}, false, "graph.json", false},
		{"all at once", map[string]string{"cache/outlines.bin": "/dev/zero", "cache/graph.cache": "fifo",
			"cache/scip.cache": "/dev/urandom", "index.scip": "/dev/zero", "cache/outputs.json": "fifo"}, true, "", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			repo := smallRepo(t, root)
			out := filepath.Join(repo, ".soulindex")
			if r := runLimited(t, "index", repo, "--quiet"); r.code != exitOK {
				t.Fatalf("first run: %s", r.stderr)
			}
			for rel, what := range tc.put {
				p := filepath.Join(out, rel)
				os.Remove(p)
				if what == "fifo" {
					mkfifo(t, p)
				} else {
					symlink(t, what, p)
				}
			}
			if tc.edit {
				write(t, repo, "c.go", []byte("package p\n\nfunc C() int { return 3 }\n"))
			}
			r := runLimited(t, "index", repo)
			if tc.refused != "" {
				p := filepath.Join(out, tc.refused)
				fi, err := os.Lstat(p)
				if r.code != exitFailure || !strings.Contains(r.stderr, p+" is not a regular file but a FIFO") || err != nil || fi.Mode()&fs.ModeNamedPipe == 0 {
					t.Fatalf("exit %d, want %d refusing the FIFO, which stays (%v):\n%s", r.code, exitFailure, err, r.stderr)
				}
				return
			}
			if r.code != exitOK {
				t.Fatalf("exit %d:\n%s", r.code, r.stderr)
			}
			checkOutputs(t, out)
			for _, o := range defaultOutputs {
				if fi, err := os.Lstat(filepath.Join(out, o)); err != nil || !fi.Mode().IsRegular() {
					t.Errorf("%s is not a regular file after the run: %v", o, err)
				}
			}
			// The next run is clean again, but for a FIFO left in the cache.
			r = runLimited(t, "index", repo)
			noted := strings.Contains(r.stderr, "ignored") || strings.Contains(r.stderr, "never replaces")
			if r.code != exitOK || noted != tc.stays || tc.stays && !strings.Contains(r.stderr, "never replaces") {
				t.Errorf("the run after: exit %d:\n%s", r.code, r.stderr)
			}
		})
	}
}

// TestCheckAndDefReadOnlyFiles (issue 12, point 10): --check on a Soul
// Map that is a FIFO or a device, and def/symbols on an index that is one
// (or a regular file declaring more bytes than it holds), end at once
// with a clear error.
func TestCheckAndDefReadOnlyFiles(t *testing.T) {
	huge := binary.AppendUvarint([]byte{2<<3 | 2}, 1<<40) // documents field of 1 TiB
	tests := []struct {
		name string
		file string // in OUT
		what string // "fifo", a link target, or "huge"
		args func(repo string) []string
		want string
	}{
		{"check: map is a FIFO", "soulmap.md", "fifo", func(r string) []string { return []string{"index", "--check", r} }, "not a regular file"},
		{"check: map is /dev/zero", "soulmap.md", "/dev/zero", func(r string) []string { return []string{"index", "--check", r} }, "symbolic link"},
		{"def: index is /dev/zero", "index.scip", "/dev/zero", func(r string) []string { return []string{"def", "A", r} }, "not a regular file"},
		{"def: index is /dev/urandom", "index.scip", "/dev/urandom", func(r string) []string { return []string{"def", "A", r} }, "not a regular file"},
		{"def: index is a FIFO", "index.scip", "fifo", func(r string) []string { return []string{"def", "A", r} }, "not a regular file"},
		{"def: index declares 1 TiB", "index.scip", "huge", func(r string) []string { return []string{"def", "A", r} }, "not a SCIP index"},
		{"symbols: index is /dev/urandom", "index.scip", "/dev/urandom", func(r string) []string { return []string{"symbols", "A", r} }, "not a regular file"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			repo := smallRepo(t, root)
			out := filepath.Join(repo, ".soulindex")
			if r := runLimited(t, "index", repo, "--quiet"); r.code != exitOK {
				t.Fatalf("first run: %s", r.stderr)
			}
			p := filepath.Join(out, tc.file)
			os.Remove(p)
			switch tc.what {
			case "fifo":
				mkfifo(t, p)
			case "huge":
				write(t, out, tc.file, huge)
			default:
				symlink(t, tc.what, p)
			}
			r := runLimited(t, tc.args(repo)...)
			if r.code != exitFailure || !strings.Contains(r.stderr, tc.want) {
				t.Errorf("exit %d, want %d with %q:\n%s", r.code, exitFailure, tc.want, r.stderr)
			}
		})
	}
}
