package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/soulindex/soulindex/internal/gitcmd/gittest"
)

// special makes a FIFO, or as root a character device (/dev/null's
// numbers, made with mknod in the test's directory), at p; it skips with
// the reason when it cannot.
func special(t *testing.T, kind, p string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	switch kind {
	case "FIFO":
		mkfifo(t, p)
	case "character device":
		if os.Geteuid() != 0 {
			t.Skip("mknod of a character device needs root; not root here")
		}
		if err := syscall.Mknod(p, syscall.S_IFCHR|0o666, 1<<8|3); err != nil {
			t.Skipf("mknod refused here: %v", err)
		}
	default:
		t.Fatalf("unknown kind %q", kind)
	}
}

// TestSpecialFileAtOutputPath (issue 34): a FIFO or a device at any path
// a command would replace (export's database, an output, a shard's
// files) is refused with an error naming it and its type, before any
// indexing for export, and is still there, untouched, afterwards. As
// root this is what kept a container's /dev/null from being replaced.
func TestSpecialFileAtOutputPath(t *testing.T) {
	tests := []struct {
		name string
		file string // relative to the test's root; "out/" is --out
		args func(repo, root string) []string
	}{
		{"export database", "db.sqlite", func(repo, root string) []string {
			return []string{"export", repo, "--sqlite", filepath.Join(root, "db.sqlite")}
		}},
		{"index.scip", "out/index.scip", func(repo, root string) []string {
			return []string{"index", repo, "--out", filepath.Join(root, "out")}
		}},
		{"graph.json", "out/graph.json", func(repo, root string) []string {
			return []string{"index", repo, "--out", filepath.Join(root, "out")}
		}},
		{"soulmap.xml", "out/soulmap.xml", func(repo, root string) []string {
			return []string{"index", repo, "--out", filepath.Join(root, "out"), "--format", "xml"}
		}},
		{"coverage.json in the default directory", "repo/.soulindex/coverage.json", func(repo, root string) []string {
			return []string{"index", repo}
		}},
		{"shard.json", "out/shard.json", func(repo, root string) []string {
			return []string{"index", repo, "--shard", "1/2", "--out", filepath.Join(root, "out")}
		}},
		{"shard outlines", "out/outlines.bin", func(repo, root string) []string {
			return []string{"index", repo, "--shard", "1/2", "--out", filepath.Join(root, "out")}
		}},
	}
	for _, kind := range []string{"FIFO", "character device"} {
		for _, tc := range tests {
			t.Run(kind+"/"+tc.name, func(t *testing.T) {
				root := t.TempDir()
				repo := smallRepo(t, root)
				p := filepath.Join(root, filepath.FromSlash(tc.file))
				special(t, kind, p)
				before, err := os.Lstat(p)
				if err != nil {
					t.Fatal(err)
				}
				r := runLimited(t, tc.args(repo, root)...)
				want := p + " is not a regular file but a " + kind
				if r.code != exitFailure || !strings.Contains(r.stderr, want) {
					t.Fatalf("exit %d, want %d with %q:\n%s", r.code, exitFailure, want, r.stderr)
				}
				if tc.name == "export database" && strings.Contains(r.stderr, "indexed") {
					t.Errorf("export indexed before refusing:\n%s", r.stderr)
				}
				after, err := os.Lstat(p)
				if err != nil || after.Mode() != before.Mode() || !os.SameFile(before, after) {
					t.Errorf("the %s was replaced: %v → %v (%v)", kind, before.Mode(), after, err)
				}
				if left := tempFiles(t, filepath.Dir(p)); len(left) > 0 {
					t.Errorf("temporary files left: %v", left)
				}
			})
		}
	}
}

// TestShardOutLinkWritesNothing (issue 34): `index --shard K/N --out
// LINK` is refused for the link before the lock is taken: the link's
// target gains nothing (it used to gain LINK/lock).
func TestShardOutLinkWritesNothing(t *testing.T) {
	root := t.TempDir()
	repo := smallRepo(t, root)
	target := filepath.Join(root, "target")
	if err := os.Mkdir(target, 0o755); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(root, "link")
	symlink(t, target, link)
	before := fsState(t, root)
	r := soulindex(t, "index", repo, "--shard", "1/2", "--out", link)
	if r.code != exitFailure || !strings.Contains(r.stderr, "shard directory: "+link+" is a symbolic link") {
		t.Fatalf("exit %d, want %d refusing the link:\n%s", r.code, exitFailure, r.stderr)
	}
	sameState(t, "refused shard run", before, fsState(t, root))
}

// TestOutInsideDirNotIndexed (issue 34): an --out inside the indexed
// directory, or the directory itself, is never indexed: the second run
// lists exactly the files the first did, in git and in walk mode.
func TestOutInsideDirNotIndexed(t *testing.T) {
	for _, mode := range []string{"git", "walk"} {
		for _, out := range []string{".", "sub/out", "docs"} {
			t.Run(mode+"/"+out, func(t *testing.T) {
				root := t.TempDir()
				repo := smallRepo(t, root)
				write(t, repo, "docs/guide.md", []byte("# Guide\n\nHow to use A.\n"))
				if mode == "git" {
					gittest.Git(t, repo, "init", "-q", "-b", "main")
					commitAll(t, repo, "fixture")
				}
				o := filepath.Join(repo, out)
				if out != "sub/out" {
					// A directory holding other files: the user says
					// soulindex may write there.
					write(t, o, ".soulindex-out", nil)
				}
				var files []int
				for run := 1; run <= 3; run++ {
					r := soulindex(t, "index", repo, "--out", o, "--json")
					if r.code != exitOK {
						t.Fatalf("run %d: exit %d:\n%s", run, r.code, r.stderr)
					}
					files = append(files, stats(t, r).Files)
				}
				want := 3 // a.go, b.go, docs/guide.md
				if out == "docs" {
					want = 2 // what the user put in OUT is not indexed either
				}
				if files[0] != want || files[1] != want || files[2] != want {
					t.Errorf("files indexed per run: %v, want %d each", files, want)
				}
			})
		}
	}
}

// TestForeignOutRefused (issue 34): an --out directory that holds files
// soulindex did not write, and no marker, is refused before anything is
// written in it (not even the lock), by index, a shard run and merge; an
// empty one, one holding only soulindex's names (as older versions left
// them: lock, outputs, cache/), or one with the marker is used, and gets
// the marker.
func TestForeignOutRefused(t *testing.T) {
	tests := []struct {
		name   string
		files  map[string]string
		args   func(repo, out string) []string
		refuse bool
	}{
		{"foreign graph.json and notes", map[string]string{"graph.json": "{\"theirs\": true}\n", "notes.txt": "theirs\n"},
			func(repo, out string) []string { return []string{"index", repo, "--out", out} }, true},
		{"only a foreign file", map[string]string{"data.csv": "a,b\n"},
			func(repo, out string) []string { return []string{"index", repo, "--out", out} }, true},
		{"shard into a foreign directory", map[string]string{"notes.txt": "theirs\n"},
			func(repo, out string) []string { return []string{"index", repo, "--shard", "1/1", "--out", out} }, true},
		{"merge into a foreign directory", map[string]string{"notes.txt": "theirs\n"},
			func(repo, out string) []string {
				return []string{"merge", "--dir", repo, "--out", out, filepath.Join(filepath.Dir(repo), "shard")}
			}, true},
		{"empty", map[string]string{},
			func(repo, out string) []string { return []string{"index", repo, "--out", out} }, false},
		{"left by an older version", map[string]string{"lock": "", "index.scip": "x", "soulmap.md": "x", "graph.json": "{}",
			"coverage.json": "{}", "cache/outlines.bin": "x", ".graph.json.soulindex-tmp-1-1": "x"},
			func(repo, out string) []string { return []string{"index", repo, "--out", out} }, false},
		{"marked, with other files", map[string]string{".soulindex-out": "", "notes.txt": "theirs\n"},
			func(repo, out string) []string { return []string{"index", repo, "--out", out} }, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			repo := smallRepo(t, root)
			if r := soulindex(t, "index", repo, "--shard", "1/1", "--out", filepath.Join(root, "shard"), "--quiet"); r.code != exitOK {
				t.Fatalf("shard for merge: %s", r.stderr)
			}
			out := filepath.Join(root, "out")
			if err := os.MkdirAll(out, 0o755); err != nil {
				t.Fatal(err)
			}
			for n, data := range tc.files {
				write(t, out, n, []byte(data))
			}
			before := fsState(t, out)
			r := soulindex(t, tc.args(repo, out)...)
			if tc.refuse {
				want := "output directory: " + out + " holds files soulindex did not write"
				if r.code != exitFailure || !strings.Contains(r.stderr, want) || !strings.Contains(r.stderr, ".soulindex-out") {
					t.Fatalf("exit %d, want %d with %q:\n%s", r.code, exitFailure, want, r.stderr)
				}
				sameState(t, "refused run", before, fsState(t, out))
				return
			}
			if r.code != exitOK {
				t.Fatalf("exit %d:\n%s", r.code, r.stderr)
			}
			if fi, err := os.Lstat(filepath.Join(out, ".soulindex-out")); err != nil || !fi.Mode().IsRegular() {
				t.Errorf("no marker after the run: %v", err)
			}
			if b, err := os.ReadFile(filepath.Join(out, "notes.txt")); tc.files["notes.txt"] != "" && (err != nil || string(b) != tc.files["notes.txt"]) {
				t.Errorf("notes.txt changed: %q, %v", b, err)
			}
			// The next run accepts it too (the marker).
			if r := soulindex(t, "index", repo, "--out", out, "--quiet"); r.code != exitOK {
				t.Errorf("second run: exit %d:\n%s", r.code, r.stderr)
			}
		})
	}
}
