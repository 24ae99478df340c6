package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/internal/gitcmd/gittest"
)

// shardTrees are the trees the shard tests merge: every refgraph fixture
// side by side, and a slice of Go's standard library; each a git
// repository with two commits, so that co-change edges count too.
func shardTrees(t *testing.T) map[string]string {
	t.Helper()
	trees := map[string]string{}
	rg := t.TempDir()
	if err := os.CopyFS(rg, os.DirFS(filepath.Join(repoRoot(t), "testdata", "refgraph"))); err != nil {
		t.Fatal(err)
	}
	trees["refgraph"] = rg
	std := t.TempDir()
	for _, pkg := range []string{"strings", "bytes", "sort", "encoding/json", "encoding/base64", "unicode/utf8", "container/list"} {
		src := filepath.Join(runtime.GOROOT(), "src", filepath.FromSlash(pkg))
		if err := os.CopyFS(filepath.Join(std, filepath.FromSlash(pkg)), os.DirFS(src)); err != nil {
			t.Fatal(err)
		}
	}
	trees["goroot"] = std
	for _, dir := range trees {
		gittest.Git(t, dir, "init", "-q", "-b", "main")
		commitAll(t, dir, "first")
		// A second commit touching a few files together (co-change).
		n := 0
		filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && !strings.Contains(p, "/.git/") && n < 3 && strings.HasSuffix(p, ".go") {
				f, _ := os.OpenFile(p, os.O_APPEND|os.O_WRONLY, 0)
				fmt.Fprintln(f, "// touched")
				f.Close()
				n++
			}
			return nil
		})
		commitAll(t, dir, "second")
	}
	return trees
}

var mergedOutputs = []string{"index.scip", "soulmap.md", "graph.json", "coverage.json"}

// TestMergeIsByteIdentical: merging 1, 2, 3 or 7 shards writes exactly
// the outputs of one run over the whole tree.
func TestMergeIsByteIdentical(t *testing.T) {
	for name, dir := range shardTrees(t) {
		t.Run(name, func(t *testing.T) {
			one := filepath.Join(t.TempDir(), "one")
			if r := soulindex(t, "index", "--quiet", "--no-cache", "--out", one, dir); r.code != exitOK {
				t.Fatalf("index: %d %s", r.code, r.stderr)
			}
			for _, n := range []int{1, 2, 3, 7} {
				base := t.TempDir()
				var shards []string
				for k := n; k >= 1; k-- { // any order
					sd := filepath.Join(base, fmt.Sprintf("shard-%d", k))
					if r := soulindex(t, "index", "--quiet", "--shard", fmt.Sprintf("%d/%d", k, n), "--out", sd, dir); r.code != exitOK {
						t.Fatalf("shard %d/%d: %d %s", k, n, r.code, r.stderr)
					}
					shards = append(shards, sd)
				}
				merged := filepath.Join(base, "merged")
				args := append([]string{"merge", "--quiet", "--dir", dir, "--out", merged}, shards...)
				if r := soulindex(t, args...); r.code != exitOK {
					t.Fatalf("merge of %d: %d %s", n, r.code, r.stderr)
				}
				for _, o := range mergedOutputs {
					a, _ := os.ReadFile(filepath.Join(one, o))
					b, err := os.ReadFile(filepath.Join(merged, o))
					if err != nil || !bytes.Equal(a, b) || len(a) == 0 {
						t.Errorf("%d shards: %s differs from the one-machine run (%d vs %d bytes, %v)", n, o, len(a), len(b), err)
					}
				}
			}
		})
	}
}

// indexShards indexes dir in n slices, into base/s1 … base/sN.
func indexShards(t *testing.T, dir, base string, n int) []string {
	t.Helper()
	var shards []string
	for k := 1; k <= n; k++ {
		sd := filepath.Join(base, fmt.Sprintf("s%d", k))
		if r := soulindex(t, "index", "--quiet", "--shard", fmt.Sprintf("%d/%d", k, n), "--out", sd, dir); r.code != exitOK {
			t.Fatalf("shard %d/%d: %s", k, n, r.stderr)
		}
		shards = append(shards, sd)
	}
	return shards
}

// A missing or damaged shard is named and nothing is written: an output
// directory from an earlier merge keeps its files.
func TestMergeWritesNothingOnBadShards(t *testing.T) {
	dir := shardTrees(t)["refgraph"]
	base := t.TempDir()
	shards := indexShards(t, dir, base, 3)
	out := filepath.Join(base, "out")
	if r := soulindex(t, append([]string{"merge", "--quiet", "--dir", dir, "--out", out}, shards...)...); r.code != exitOK {
		t.Fatalf("merge: %s", r.stderr)
	}
	before := map[string][]byte{}
	for _, o := range mergedOutputs {
		before[o], _ = os.ReadFile(filepath.Join(out, o))
	}
	damaged := filepath.Join(base, "damaged")
	if err := os.CopyFS(damaged, os.DirFS(shards[2])); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(filepath.Join(damaged, "outlines.bin"))
	b[len(b)-5] ^= 0xff
	os.WriteFile(filepath.Join(damaged, "outlines.bin"), b, 0o644)
	for _, c := range []struct {
		name   string
		shards []string
		want   []string
	}{
		{"missing", shards[:2], []string{"slice 3 of 3: missing"}},
		{"damaged", []string{shards[0], shards[1], damaged}, []string{damaged + ": outlines.bin"}},
		{"not a shard", []string{shards[0], shards[1], shards[2], dir}, []string{dir + ": shard.json"}},
	} {
		for _, target := range []string{out, filepath.Join(base, "fresh-"+strings.ReplaceAll(c.name, " ", "-"))} {
			r := soulindex(t, append([]string{"merge", "--dir", dir, "--out", target}, c.shards...)...)
			if r.code != exitFailure {
				t.Errorf("%s: exit %d, want %d", c.name, r.code, exitFailure)
			}
			for _, w := range c.want {
				if !strings.Contains(r.stderr, w) {
					t.Errorf("%s: stderr does not say %q:\n%s", c.name, w, r.stderr)
				}
			}
			if target != out {
				if _, err := os.Stat(target); !os.IsNotExist(err) {
					t.Errorf("%s: a failed merge created %s", c.name, target)
				}
			}
		}
		for _, o := range mergedOutputs {
			if now, _ := os.ReadFile(filepath.Join(out, o)); !bytes.Equal(now, before[o]) {
				t.Errorf("%s: a failed merge changed %s", c.name, o)
			}
		}
	}
}

// TestMergeTreeChecked: merge without --dir merges into the tree the
// shards name, and says so; shards of an older commit (a file deleted
// since would survive in the index) do not merge into the newer tree.
func TestMergeTreeChecked(t *testing.T) {
	dir := shardTrees(t)["refgraph"]
	base := t.TempDir()
	shards := indexShards(t, dir, base, 2)
	out := filepath.Join(base, "out")
	r := soulindex(t, append([]string{"merge", "--out", out}, shards...)...)
	if r.code != exitOK || !strings.Contains(r.stderr, "merging into "+dir) {
		t.Fatalf("merge without --dir: exit %d:\n%s", r.code, r.stderr)
	}
	var victim string
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && victim == "" && strings.HasSuffix(p, ".ts") {
			victim = p
		}
		return nil
	})
	gittest.Git(t, dir, "rm", "-q", victim)
	gittest.Git(t, dir, "commit", "-q", "-m", "delete one file")
	r = soulindex(t, append([]string{"merge", "--dir", dir, "--out", filepath.Join(base, "newer")}, shards...)...)
	if r.code != exitFailure || !strings.Contains(r.stderr, "made of commit") {
		t.Errorf("shards of the older commit merged into the newer tree: exit %d:\n%s", r.code, r.stderr)
	}
}
