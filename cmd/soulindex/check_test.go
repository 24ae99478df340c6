package main

import (
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/soulindex/soulindex/config"
)

// snapshot records every file under dir with its size and modification
// time, to prove a command wrote nothing.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	m := map[string]string{}
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if fi, err := d.Info(); err == nil {
			m[p] = fmt.Sprint(fi.ModTime().Format(time.RFC3339Nano), fi.Mode(), fi.Size())
		}
		return nil
	})
	return m
}

// TestCheck: --check passes on a current map and fails with one line
// saying what changed on a stale or missing one, in every format, and
// never writes.
func TestCheck(t *testing.T) {
	for _, format := range []string{"md", "xml", "json"} {
		t.Run(format, func(t *testing.T) {
			dir := t.TempDir()
			writeFiles(t, dir, map[string]string{
				config.Name: "format = \"" + format + "\"\n",
				"a.go":      "package a\n\n// A is used by b.\nfunc A() int { return 1 }\n",
				"b.go":      "package a\n\nfunc B() int { return A() }\n",
				"c.py":      "def c():\n    return 1\n",
			})
			mapFile := filepath.Join(dir, ".soulindex", "soulmap."+format)

			r := soulindex(t, "index", "--check", dir)
			if r.code != exitFailure || r.stderr != "soulindex: "+mapFile+" does not exist; run `soulindex index "+dir+"` and commit it\n" {
				t.Errorf("missing map: exit %d, %q", r.code, r.stderr)
			}
			if _, err := os.Stat(filepath.Join(dir, ".soulindex")); err == nil {
				t.Error("--check created the output directory")
			}

			if r := soulindex(t, "index", "--quiet", dir); r.code != 0 {
				t.Fatalf("index: %d %s", r.code, r.stderr)
			}
			before := snapshot(t, dir)
			r = soulindex(t, "index", "--check", dir)
			if r.code != 0 || r.stderr != "soulindex: "+mapFile+" is current\n" || r.stdout != "" {
				t.Errorf("current map: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
			}
			if r := soulindex(t, "index", "--check", "--quiet", dir); r.code != 0 || r.stderr != "" {
				t.Errorf("--check --quiet on a current map: exit %d, %q", r.code, r.stderr)
			}

			// One file's definitions change.
			writeFiles(t, dir, map[string]string{"c.py": "def c():\n    return 1\n\ndef d():\n    return 2\n"})
			r = soulindex(t, "index", "--check", dir)
			want := "soulindex: " + mapFile + " is stale: 1 file changed (c.py) since it was written; run `soulindex index " + dir + "`\n"
			if r.code != exitFailure || r.stderr != want {
				t.Errorf("stale map: exit %d\n got %q\nwant %q", r.code, r.stderr, want)
			}
			// Under pre-commit the hook to run is named, soulindex being
			// pre-commit's build rather than a command on PATH.
			t.Setenv("PRE_COMMIT", "1")
			r = soulindex(t, "index", "--check", dir)
			t.Setenv("PRE_COMMIT", "")
			want = "soulindex: " + mapFile + " is stale: 1 file changed (c.py) since it was written; run `pre-commit run soulindex-map --all-files` (or `soulindex index " + dir + "` where soulindex is installed)\n"
			if r.code != exitFailure || r.stderr != want {
				t.Errorf("stale map under pre-commit: exit %d\n got %q\nwant %q", r.code, r.stderr, want)
			}
			// Two more files appear.
			writeFiles(t, dir, map[string]string{"e.rs": "pub fn e() {}\n", "f/g.ts": "export function g() {}\n"})
			r = soulindex(t, "index", "--check", dir)
			if r.code != exitFailure || !strings.Contains(r.stderr, "is stale: 3 files changed (") || !strings.Contains(r.stderr, "e.rs") || !strings.Contains(r.stderr, "f/g.ts") {
				t.Errorf("stale map: exit %d, %q", r.code, r.stderr)
			}
			after := snapshot(t, filepath.Join(dir, ".soulindex"))
			for p := range after {
				if before[p] != after[p] {
					t.Errorf("--check touched %s", p)
				}
			}

			// Another output directory is named in the hint.
			other := filepath.Join(t.TempDir(), "out")
			r = soulindex(t, "index", "--check", "--out", other, dir)
			if want := "run `soulindex index --out " + other + " " + dir + "` and commit it\n"; r.code != exitFailure || !strings.HasSuffix(r.stderr, want) {
				t.Errorf("--out: exit %d, %q, want the hint %q", r.code, r.stderr, want)
			}

			// A flag that changes the map is part of what is checked.
			if r := soulindex(t, "index", "--quiet", dir); r.code != 0 {
				t.Fatal(r.stderr)
			}
			if r := soulindex(t, "index", "--check", "--budget", "300", dir); r.code != exitFailure || !strings.Contains(r.stderr, "is stale") {
				t.Errorf("--budget 300 against a map of 4000: exit %d, %q", r.code, r.stderr)
			}

			// An edit that only moves definitions (a line added above
			// them) leaves the map stale, its line numbers being wrong,
			// and the message says that is all.
			writeFiles(t, dir, map[string]string{"a.go": "package a\n\n\n// A is used by b.\nfunc A() int { return 1 }\n"})
			r = soulindex(t, "index", "--check", dir)
			want = "soulindex: " + mapFile + " is stale: 1 file changed (a.go: only line numbers moved) since it was written; run `soulindex index " + dir + "`\n"
			if r.code != exitFailure || r.stderr != want {
				t.Errorf("line shift: exit %d\n got %q\nwant %q", r.code, r.stderr, want)
			}
		})
	}
	for _, flag := range []string{"--parse-only", "--json", "--stats"} {
		if r := soulindex(t, "index", "--check", flag, t.TempDir()); r.code != exitUsage || r.stdout != "" {
			t.Errorf("--check %s: exit %d, want %d", flag, r.code, exitUsage)
		}
	}
}

// TestCheckAfterCommit: committing a regenerated map adds a commit to the
// history that co-change ranks with; --check must still find the map
// current afterwards, and stale once a later change affects it.
func TestCheckAfterCommit(t *testing.T) {
	dir := t.TempDir()
	git := func(args ...string) {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-C", dir, "-c", "user.name=t", "-c", "user.email=t@example.com"}, args...)...)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	writeFiles(t, dir, map[string]string{
		"a.go": "package a\n\nfunc A() int { return 1 }\n",
		"b.go": "package a\n\nfunc B() int { return A() }\n",
	})
	git("init", "-q")
	git("add", "-A")
	git("commit", "-qm", "first")
	index := func() {
		t.Helper()
		if r := soulindex(t, "index", "--quiet", dir); r.code != 0 {
			t.Fatal(r.stderr)
		}
	}
	check := func() result {
		t.Helper()
		return soulindex(t, "index", "--check", "--quiet", dir)
	}
	index()
	git("add", "-A")
	git("commit", "-qm", "map")
	if r := check(); r.code != 0 {
		t.Fatalf("map committed alone: %s", r.stderr)
	}
	// The usual hook flow: change files, regenerate, commit everything.
	writeFiles(t, dir, map[string]string{
		"a.go": "package a\n\nfunc A() int { return 2 }\n\nfunc A2() {}\n",
		"c.go": "package a\n\nfunc C() int { return B() }\n",
	})
	index()
	if r := check(); r.code != 0 {
		t.Fatalf("regenerated, not yet committed: %s", r.stderr)
	}
	git("add", "-A")
	if r := check(); r.code != 0 {
		t.Fatalf("regenerated and staged: %s", r.stderr)
	}
	git("commit", "-qm", "change")
	if r := check(); r.code != 0 {
		t.Errorf("right after the commit that brought the map: %s", r.stderr)
	}
	// A commit that leaves the map alone keeps it current...
	writeFiles(t, dir, map[string]string{"notes.txt": "x\n"})
	git("add", "-A")
	git("commit", "-qm", "notes")
	if r := check(); r.code != 0 {
		t.Errorf("after an unrelated commit: %s", r.stderr)
	}
	// ...and a change that shows in the map makes it stale.
	writeFiles(t, dir, map[string]string{"b.go": "package a\n\nfunc B() int { return A() }\n\nfunc B2() {}\n"})
	git("commit", "-qam", "b2")
	if r := check(); r.code != exitFailure || !strings.Contains(r.stderr, "is stale: 1 file changed") {
		t.Errorf("after a commit that changes the map: exit %d, %q", r.code, r.stderr)
	}
}

// TestCheckShallowClone: in a shallow clone a stale map's message says the
// clone is shallow (co-change ranks with the history it lacks) instead of
// telling the user to regenerate the map there; a full clone's does not.
func TestCheckShallowClone(t *testing.T) {
	src := t.TempDir()
	git := func(dir string, args ...string) {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-C", dir, "-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "protocol.file.allow=always"}, args...)...)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	writeFiles(t, src, map[string]string{
		"a.go": "package a\n\nfunc A() int { return 1 }\n",
		"b.go": "package a\n\nfunc B() int { return A() }\n",
	})
	git(src, "init", "-q")
	git(src, "add", "-A")
	git(src, "commit", "-qm", "first")
	if r := soulindex(t, "index", "--quiet", src); r.code != 0 {
		t.Fatal(r.stderr)
	}
	git(src, "add", "-A")
	git(src, "commit", "-qm", "map")

	for _, depth := range []string{"", "1"} {
		dst := filepath.Join(t.TempDir(), "clone")
		args := []string{"clone", "-q"}
		if depth != "" {
			args = append(args, "--depth", depth)
		}
		git(src, append(args, "file://"+src, dst)...)
		writeFiles(t, dst, map[string]string{"b.go": "package a\n\nfunc B() int { return A() }\n\nfunc B2() {}\n"})
		r := soulindex(t, "index", "--check", dst)
		shallow := strings.Contains(r.stderr, "this clone is shallow and the ranking reads git history: fetch the whole history (actions/checkout: fetch-depth: 0; git fetch --unshallow)")
		if r.code != exitFailure || !strings.Contains(r.stderr, "is stale: 1 file changed (b.go)") || shallow != (depth != "") {
			t.Errorf("clone --depth %q: exit %d, %q; want stale, shallow said %v", depth, r.code, r.stderr, depth != "")
		}
	}
}
