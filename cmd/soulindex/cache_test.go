package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/soulindex/soulindex/internal/gitcmd/gittest"
	"github.com/soulindex/soulindex/pipeline"
)

// genTree writes a small multi-language repository: Go packages that
// import each other, a TypeScript app with a barrel, a Python package.
func genTree(t *testing.T, root string) {
	t.Helper()
	write(t, root, "go.mod", []byte("module example.com/gen\n\ngo 1.22\n"))
	const pkgs, files = 5, 3
	for n := range pkgs {
		m := (n + 1) % pkgs
		for k := range files {
			src := fmt.Sprintf(`package p%[1]d

import "example.com/gen/p%[3]d"

// Func%[1]d%[2]d combines its package's helper with the next package.
func Func%[1]d%[2]d(x int) int {
	return p%[3]d.Func%[3]d0(x) + helper%[1]d%[2]d(x)
}

func helper%[1]d%[2]d(x int) int { return x * %[2]d }

// Type%[1]d%[2]d holds a field.
type Type%[1]d%[2]d struct{ Field int }

// Method reads the field.
func (t *Type%[1]d%[2]d) Method() int { return t.Field + Func%[1]d%[2]d(1) }
`, n, k, m)
			write(t, root, fmt.Sprintf("p%d/f%d.go", n, k), []byte(src))
		}
	}
	write(t, root, "web/lib/format.ts", []byte("export function formatNumber(n: number): string {\n  return n.toFixed(2)\n}\n\nexport const rareConstantName = 3\n"))
	write(t, root, "web/lib/index.ts", []byte("export { formatNumber } from \"./format\"\n"))
	write(t, root, "web/app.ts", []byte("import { formatNumber } from \"./lib\"\n\nexport function main(): string {\n  return formatNumber(1)\n}\n"))
	write(t, root, "py/pkg/__init__.py", []byte("from .mod import compute\n"))
	write(t, root, "py/pkg/mod.py", []byte("def compute(x):\n    return helper(x) + 1\n\n\ndef helper(x):\n    return x * 2\n"))
	write(t, root, "py/main.py", []byte("from pkg import compute\n\nprint(compute(3))\n"))
}

// edit replaces old with new in one file of root.
func edit(t *testing.T, root, rel, old, new string) {
	t.Helper()
	p := filepath.Join(root, filepath.FromSlash(rel))
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(b, []byte(old)) {
		t.Fatalf("%s does not contain %q", rel, old)
	}
	if err := os.WriteFile(p, bytes.Replace(b, []byte(old), []byte(new), 1), 0o644); err != nil {
		t.Fatal(err)
	}
}

// indexRun indexes root into out and returns the --json statistics and
// stderr.
func indexRun(t *testing.T, root, out string, jobs int) (pipeline.Stats, string) {
	t.Helper()
	r := soulindex(t, "index", root, "--out", out, "--json", fmt.Sprintf("-j%d", jobs))
	if r.code != exitOK {
		t.Fatalf("index %s: exit %d: %s", root, r.code, r.stderr)
	}
	return stats(t, r), r.stderr
}

// TestWarmRunsMatchCold edits a repository step by step; after each step
// a run that reuses the previous run's caches writes exactly what a run
// without caches writes, and reuses what the step allows.
func TestWarmRunsMatchCold(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skipf("git not installed: %v", err)
	}
	root := t.TempDir()
	genTree(t, root)
	gittest.Git(t, root, "init", "-q")
	gittest.Git(t, root, "add", "-A")
	gittest.Git(t, root, "commit", "-qm", "first")
	// Co-change history: files committed together.
	edit(t, root, "p0/f0.go", "x * 0", "x * 10")
	edit(t, root, "p1/f0.go", "x * 0", "x * 10")
	gittest.Git(t, root, "commit", "-qam", "second")
	warm := t.TempDir()
	if st, _ := indexRun(t, root, warm, 2); st.Caches.GraphIncremental {
		t.Fatal("the first run claims to reuse a graph")
	}
	nFiles := 0
	const someFiles = -1 // more than one file and fewer than all
	steps := []struct {
		name string
		do   func()
		// incremental: the graph is rebuilt from the snapshot; resolved:
		// how many files it resolves again then (or someFiles).
		incremental bool
		resolved    int
	}{
		{"go body edit adding a name", func() {
			edit(t, root, "p1/f0.go", "return p2.Func20(x)", "_ = p2.Func21\n\treturn p2.Func20(x)")
		}, true, 1},
		{"touch one file, edit another's body", func() {
			now := time.Now().Add(time.Second)
			os.Chtimes(filepath.Join(root, "p0/f1.go"), now, now)
			edit(t, root, "p3/f2.go", "x * 2", "x * 20")
		}, true, 1},
		{"body edit removing a name", func() {
			edit(t, root, "p1/f0.go", "_ = p2.Func21\n\t", "")
		}, true, 1},
		{"signature edit", func() { edit(t, root, "p2/f1.go", "Func21(x int) int", "Func21(x int, more ...int) int") }, true, 1},
		{"doc comment of a definition", func() { edit(t, root, "p2/f2.go", "// Func22 combines", "// Func22 now combines") }, true, 1},
		{"package doc comment", func() { edit(t, root, "p4/f1.go", "package p4", "// Package p4 is documented.\npackage p4") }, true, 1},
		{"typescript body edit", func() { edit(t, root, "web/app.ts", "formatNumber(1)", "formatNumber(2) + rareConstantName") }, true, 1},
		{"python body edit", func() { edit(t, root, "py/pkg/mod.py", "x * 2", "x * 3") }, true, 1},
		{"new definition", func() { edit(t, root, "p3/f0.go", "// Type30 holds", "func Added() {}\n\n// Type30 holds") }, true, 1},
		{"added file", func() { write(t, root, "p0/extra.go", []byte("package p0\n\nfunc Extra() int { return Func00(1) }\n")) }, false, 0},
		{"deleted file", func() { os.Remove(filepath.Join(root, "p4/f2.go")) }, false, 0},
		{"renamed file", func() { os.Rename(filepath.Join(root, "p0/f1.go"), filepath.Join(root, "p0/g1.go")) }, false, 0},
		{"import change", func() {
			edit(t, root, "p1/f2.go", "import \"example.com/gen/p2\"", "import (\n\t\"example.com/gen/p2\"\n\t\"example.com/gen/p3\"\n)")
			edit(t, root, "p1/f2.go", "return p2.Func20(x)", "return p3.Func30(x) + p2.Func20(x)")
		}, true, 1}, // Go re-exports nothing: only the file's own resolution reads its imports
		{"barrel change", func() { edit(t, root, "web/lib/index.ts", "formatNumber }", "formatNumber, rareConstantName }") }, true, someFiles},
		{"commit moves HEAD", func() {
			gittest.Git(t, root, "add", "-A")
			gittest.Git(t, root, "commit", "-qm", "third")
		}, true, 0},
		{"nothing changed", func() {}, true, 0},
	}
	for k, s := range steps {
		s.do()
		// Vary the workers: the caches do not depend on them.
		jobs := []int{1, 2, 8}[k%3]
		st, stderr := indexRun(t, root, warm, jobs)
		cold := t.TempDir()
		indexRun(t, root, cold, []int{2, 8, 1}[k%3])
		sameOutputs(t, warm, cold)
		if strings.Contains(stderr, "ignored") {
			t.Errorf("%s: a cache was ignored: %s", s.name, stderr)
		}
		if s.name == "nothing changed" {
			// Nothing to rebuild: the run-level short-circuit writes nothing.
			if !st.OutputsUpToDate {
				t.Errorf("%s: outputs were rebuilt", s.name)
			}
			continue
		}
		c := st.Caches
		t.Logf("%s: %+v", s.name, c)
		if c.GraphIncremental != s.incremental {
			t.Errorf("%s: graph incremental = %v (%s), want %v", s.name, c.GraphIncremental, c.GraphFullReason, s.incremental)
		}
		if s.resolved == someFiles && (c.GraphResolved < 2 || c.GraphResolved >= st.Files) {
			t.Errorf("%s: %d of %d files resolved again, want more than one and fewer than all", s.name, c.GraphResolved, st.Files)
		} else if s.incremental && s.resolved != someFiles && c.GraphResolved != s.resolved {
			t.Errorf("%s: %d files resolved again, want %d", s.name, c.GraphResolved, s.resolved)
		}
		nFiles = st.Files
		switch {
		case s.name == "package doc comment":
			// Which file holds the package symbol may change: no claim.
		case s.incremental && c.GraphReshaped == 0 && c.SCIPReused < nFiles-s.resolved:
			t.Errorf("%s: %d of %d SCIP documents reused, want at least %d", s.name, c.SCIPReused, nFiles, nFiles-s.resolved)
		case (!s.incremental || c.GraphReshaped > 0) && c.SCIPReused < nFiles/2:
			// Documents that name nothing in the files whose definitions
			// changed are kept, even when the graph is rebuilt.
			t.Errorf("%s: %d of %d SCIP documents reused, want at least half", s.name, c.SCIPReused, nFiles)
		}
		if t.Failed() {
			t.Fatalf("stopping after step %q", s.name)
		}
	}
	scipLint(t, filepath.Join(warm, "index.scip"))
}

// TestCorruptCachesAreRebuilt: a damaged, truncated, foreign or stale
// cache is ignored with a note, and the outputs are a cold run's.
func TestCorruptCachesAreRebuilt(t *testing.T) {
	flip := func(p string) func(t *testing.T) {
		return func(t *testing.T) {
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			b[len(b)/2] ^= 0x40
			os.WriteFile(p, b, 0o644)
		}
	}
	truncate := func(p string, keep int) func(t *testing.T) {
		return func(t *testing.T) {
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			os.WriteFile(p, b[:min(keep, len(b))], 0o644)
		}
	}
	setVersion := func(p string) func(t *testing.T) {
		return func(t *testing.T) {
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			b[8] = 0xee
			os.WriteFile(p, b, 0o644)
		}
	}
	cases := []struct {
		name    string
		damage  func(out string) func(t *testing.T)
		message string
	}{
		{"graph cache flipped byte", func(o string) func(*testing.T) { return flip(filepath.Join(o, "cache", "graph.cache")) }, "or damaged"},
		{"graph cache truncated", func(o string) func(*testing.T) { return truncate(filepath.Join(o, "cache", "graph.cache"), 100) }, "or damaged"},
		{"graph cache header only", func(o string) func(*testing.T) { return truncate(filepath.Join(o, "cache", "graph.cache"), 10) }, "truncated"},
		{"graph cache other version", func(o string) func(*testing.T) { return setVersion(filepath.Join(o, "cache", "graph.cache")) }, "version"},
		{"graph cache is the scip cache", func(o string) func(*testing.T) {
			return func(t *testing.T) {
				b, _ := os.ReadFile(filepath.Join(o, "cache", "scip.cache"))
				os.WriteFile(filepath.Join(o, "cache", "graph.cache"), b, 0o644)
			}
		}, "not a"},
		{"scip cache flipped byte", func(o string) func(*testing.T) { return flip(filepath.Join(o, "cache", "scip.cache")) }, "or damaged"},
		{"scip cache empty", func(o string) func(*testing.T) { return truncate(filepath.Join(o, "cache", "scip.cache"), 0) }, "truncated"},
		{"index.scip edited", func(o string) func(*testing.T) { return flip(filepath.Join(o, "index.scip")) }, "changed since"},
		{"index.scip truncated", func(o string) func(*testing.T) { return truncate(filepath.Join(o, "index.scip"), 1000) }, "changed since"},
		// A missing index.scip (a CI cache that kept only cache/) is an
		// empty SCIP cache, rebuilt without a notice.
		{"index.scip removed", func(o string) func(*testing.T) {
			return func(t *testing.T) { os.Remove(filepath.Join(o, "index.scip")) }
		}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			root, out := t.TempDir(), t.TempDir()
			genTree(t, root)
			indexRun(t, root, out, 2)
			c.damage(out)(t)
			edit(t, root, "p2/f0.go", "x * 0", "x * 7")
			_, stderr := indexRun(t, root, out, 2)
			if noted := strings.Contains(stderr, "ignored"); noted != (c.message != "") || !strings.Contains(stderr, c.message) {
				t.Errorf("stderr does not note the ignored cache as expected (%q):\n%s", c.message, stderr)
			}
			cold := t.TempDir()
			indexRun(t, root, cold, 2)
			sameOutputs(t, out, cold)
			// The next run trusts the rewritten caches again.
			edit(t, root, "p2/f0.go", "x * 7", "x * 8")
			st, stderr := indexRun(t, root, out, 2)
			if !st.Caches.GraphIncremental || st.Caches.SCIPReused == 0 || strings.Contains(stderr, "ignored") {
				t.Errorf("after the rebuild, caches are not reused: %+v\n%s", st.Caches, stderr)
			}
		})
	}
}

// TestUnwritableCacheDirectory: when the cache cannot be saved the run
// still writes its outputs, with a note.
func TestUnwritableCacheDirectory(t *testing.T) {
	root, out := t.TempDir(), t.TempDir()
	genTree(t, root)
	write(t, out, "cache", []byte("a file where the cache directory goes"))
	_, stderr := indexRun(t, root, out, 2)
	if !strings.Contains(stderr, "cache not saved") {
		t.Errorf("no note about the unsaved cache:\n%s", stderr)
	}
	cold := t.TempDir()
	indexRun(t, root, cold, 2)
	sameOutputs(t, out, cold)
}

// TestWarmFixturesMatchCold: on every reference-graph fixture, after a
// content edit of one file and after a removed file, a warm run writes
// what a cold run writes.
func TestWarmFixturesMatchCold(t *testing.T) {
	base := filepath.Join(repoRoot(t), "testdata", "refgraph")
	fixtures, err := os.ReadDir(base)
	if err != nil {
		t.Fatal(err)
	}
	for _, fx := range fixtures {
		t.Run(fx.Name(), func(t *testing.T) {
			t.Parallel()
			root := t.TempDir()
			var paths []string
			err := filepath.WalkDir(filepath.Join(base, fx.Name()), func(p string, d os.DirEntry, err error) error {
				if err != nil || d.IsDir() {
					return err
				}
				b, err := os.ReadFile(p)
				if err != nil {
					return err
				}
				rel, _ := filepath.Rel(filepath.Join(base, fx.Name()), p)
				write(t, root, filepath.ToSlash(rel), b)
				paths = append(paths, rel)
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			warm := t.TempDir()
			indexRun(t, root, warm, 2)
			edits := []func(){
				func() { // a content edit that keeps every definition
					f, err := os.OpenFile(filepath.Join(root, paths[0]), os.O_APPEND|os.O_WRONLY, 0)
					if err != nil {
						t.Fatal(err)
					}
					f.WriteString("\n\n")
					f.Close()
				},
				func() { os.Remove(filepath.Join(root, paths[len(paths)-1])) },
			}
			for _, e := range edits {
				e()
				indexRun(t, root, warm, 1)
				cold := t.TempDir()
				indexRun(t, root, cold, 2)
				sameOutputs(t, warm, cold)
			}
		})
	}
}
