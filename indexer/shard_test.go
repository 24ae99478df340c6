package indexer

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// Slices are a function of the path alone (stable as files come and go)
// and balanced.
func TestShardOfStableAndBalanced(t *testing.T) {
	const files, n = 20000, 7
	counts := make([]int, n+1)
	for i := 0; i < files; i++ {
		p := fmt.Sprintf("pkg%d/sub/file%d.go", i%97, i)
		k := ShardOf(p, n)
		if k < 1 || k > n {
			t.Fatalf("ShardOf(%q) = %d", p, k)
		}
		if ShardOf(p, n) != k {
			t.Fatalf("ShardOf(%q) changed between calls", p)
		}
		counts[k]++
	}
	want := float64(files) / n
	for k := 1; k <= n; k++ {
		// Binomial spread: 5 standard deviations is far beyond chance.
		if d := math.Abs(float64(counts[k]) - want); d > 5*math.Sqrt(want) {
			t.Errorf("slice %d has %d files, expected about %.0f", k, counts[k], want)
		}
	}
	// Known values pin the function: a change would move every shard.
	for p, k := range map[string]int{"main.go": ShardOf("main.go", 7), "a/b/c.ts": ShardOf("a/b/c.ts", 7)} {
		if ShardOf(p, 7) != k {
			t.Errorf("ShardOf(%q, 7) not stable", p)
		}
	}
	for _, bad := range []string{"0/3", "4/3", "1/0", "x/2", "1", "1/2/3", "-1/2"} {
		if _, err := ParseShard(bad); err == nil {
			t.Errorf("ParseShard(%q) accepted", bad)
		}
	}
	if s, err := ParseShard("3/7"); err != nil || s != (Shard{3, 7}) {
		t.Errorf("ParseShard(3/7) = %v, %v", s, err)
	}
}

// writeShards indexes root in n slices into a temporary directory each.
func writeShards(t *testing.T, root string, n int) []string {
	t.Helper()
	var dirs []string
	for k := 1; k <= n; k++ {
		s := Shard{K: k, N: n}
		res := runIndex(t, root, Options{Shard: s})
		dir := filepath.Join(t.TempDir(), "shard")
		if err := WriteShard(context.Background(), dir, res, s); err != nil {
			t.Fatal(err)
		}
		dirs = append(dirs, dir)
	}
	return dirs
}

func TestMergeEqualsOneRun(t *testing.T) {
	root := cacheTree(t)
	want := runIndex(t, root, Options{})
	for _, n := range []int{1, 2, 3, 7} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			dirs := writeShards(t, root, n)
			// Argument order does not matter.
			for i, j := 0, len(dirs)-1; i < j; i, j = i+1, j-1 {
				dirs[i], dirs[j] = dirs[j], dirs[i]
			}
			got, err := Merge(context.Background(), want.Root, dirs, 2)
			if err != nil {
				t.Fatal(err)
			}
			sameResult(t, got, want)
			if !reflect.DeepEqual(got.Manifests, want.Manifests) {
				t.Errorf("manifests differ")
			}
			for id, w := range want.Languages {
				g := got.Languages[id]
				if g == nil || g.Files != w.Files || g.Bytes != w.Bytes || g.Symbols != w.Symbols || g.Refs != w.Refs {
					t.Errorf("%s: %+v, want %+v", id, g, w)
				}
			}
		})
	}
}

func TestMergeReportsBadShards(t *testing.T) {
	root := cacheTree(t)
	dirs := writeShards(t, root, 3)
	corrupt := func(dir, name string) {
		p := filepath.Join(dir, name)
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		b[len(b)/2] ^= 0xff
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	other := writeShards(t, root, 2)
	unfinished := filepath.Join(t.TempDir(), "unfinished")
	os.MkdirAll(unfinished, 0o755)
	cases := []struct {
		name  string
		dirs  func() []string
		wants []string
	}{
		{"missing", func() []string { return dirs[:2] }, []string{"slice 3/3: missing"}},
		{"repeated", func() []string { return []string{dirs[0], dirs[1], dirs[2], dirs[1]} }, []string{dirs[1] + ": slice 2/3 again"}},
		{"other N", func() []string { return append(dirs[:3:3], other[0]) }, []string{other[0] + ": slice 1 of 2"}},
		{"unfinished", func() []string { return append(dirs[:3:3], unfinished) }, []string{unfinished + ": shard.json"}},
		{"no dir", func() []string { return append(dirs[:3:3], "/nonexistent/shard") }, []string{"/nonexistent/shard: no such shard directory"}},
		{"corrupt outlines", func() []string {
			d := writeShards(t, root, 3)
			corrupt(d[1], ShardOutlines)
			return d
		}, []string{"outlines.bin: checksum differs"}},
		{"corrupt meta", func() []string {
			d := writeShards(t, root, 3)
			corrupt(d[2], ShardFile)
			return d
		}, []string{"shard.json"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, err := Merge(context.Background(), root, c.dirs(), 1)
			var se *ShardError
			if res != nil || !errors.As(err, &se) {
				t.Fatalf("Merge = %v, %v; want a ShardError", res, err)
			}
			for _, w := range c.wants {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not say %q", err, w)
				}
			}
		})
	}
}
