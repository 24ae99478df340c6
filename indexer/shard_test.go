package indexer

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/cachefile"
	"github.com/soulindex/soulindex/notice"
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
		if err := WriteShard(context.Background(), dir, res, s, "", testAuth); err != nil {
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
			got, err := Merge(context.Background(), want.Root, dirs, mergeOptions(t, want.Root, 2))
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
		{"missing", func() []string { return dirs[:2] }, []string{"slice 3 of 3: missing"}},
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
			res, err := Merge(context.Background(), root, c.dirs(), mergeOptions(t, root, 1))
			wantShardError(t, res, err, c.wants)
		})
	}
}

// wantShardError fails unless Merge refused with a *ShardError saying
// each of wants.
func wantShardError(t *testing.T, res *Result, err error, wants []string) {
	t.Helper()
	var se *ShardError
	if res != nil || !errors.As(err, &se) {
		t.Fatalf("Merge = %v, %v; want a ShardError", res, err)
	}
	for _, w := range wants {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("error %q does not say %q", err, w)
		}
	}
}

// mergeOptions checks shards against root as it is now.
func mergeOptions(t *testing.T, root string, jobs int) MergeOptions {
	t.Helper()
	digest, err := ListingDigest(context.Background(), root, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return MergeOptions{Auth: testAuth, Jobs: jobs, Listing: digest}
}

// reseal rewrites dir's shard.json after edit, authenticated under a: a
// shard someone forged (another secret) or one of ours whose record says
// what no shard run writes.
func reseal(t *testing.T, dir string, a *cachefile.Auth, edit func(*shardMeta)) {
	t.Helper()
	p := filepath.Join(dir, ShardFile)
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	var m shardMeta
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	edit(&m)
	m.MAC = m.mac(a)
	if b, err = json.Marshal(m); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestMergeRefusesUntrustedShards: shards are input. A shard written
// under another secret (forged, or another machine's without the shared
// secret), of another commit, of a tree whose listing differs (a file
// deleted since), with an absurd N, or naming paths outside the tree is
// refused by name; nothing of it is merged.
func TestMergeRefusesUntrustedShards(t *testing.T) {
	root := cacheTree(t)
	forger := cachefile.NewAuth([]byte("a forger's secret, not the user's"))
	fresh := func() []string { return writeShards(t, root, 3) }
	cases := []struct {
		name  string
		dirs  func() []string
		opts  func(MergeOptions) MergeOptions
		wants []string
	}{
		{"forged record", func() []string {
			d := fresh()
			reseal(t, d[1], forger, func(m *shardMeta) {})
			return d
		}, nil, []string{"shard.json: not written under this user's secret", "SOULINDEX_SECRET_FILE"}},
		{"forged outlines", func() []string {
			d := fresh()
			// Outlines saved under the forger's secret, the record
			// resealed by someone holding ours: the outlines still fail.
			res := runIndex(t, root, Options{Shard: Shard{K: 2, N: 3}})
			if err := WriteShard(context.Background(), d[1], res, Shard{K: 2, N: 3}, "", forger); err != nil {
				t.Fatal(err)
			}
			reseal(t, d[1], testAuth, func(m *shardMeta) {})
			return d
		}, nil, []string{"outlines.bin: cache not written by this user"}},
		{"other commit", fresh, func(o MergeOptions) MergeOptions { o.Commit = "0123456789abcdef"; return o },
			[]string{"made of commit (none: not a git tree), the tree is at 0123456789abcdef"}},
		{"other tree", fresh, func(o MergeOptions) MergeOptions { o.Listing = "deadbeef"; return o },
			[]string{"made of another tree"}},
		{"huge N", func() []string {
			d := fresh()
			reseal(t, d[0], testAuth, func(m *shardMeta) { m.N = 1 << 62 })
			return d
		}, nil, []string{"slice 1/4611686018427387904"}},
		{"escaping skip", func() []string {
			d := fresh()
			reseal(t, d[0], testAuth, func(m *shardMeta) { m.Skipped = append(m.Skipped, Skip{Path: "../../../x.go", Reason: "x"}) })
			return d
		}, nil, []string{`path "../../../x.go" is not a path inside the tree`}},
		{"absolute notice", func() []string {
			d := fresh()
			reseal(t, d[2], testAuth, func(m *shardMeta) { m.Notices = append(m.Notices, notice.Notice{Subject: "/etc/passwdxx"}) })
			return d
		}, nil, []string{`path "/etc/passwdxx"`}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			o := mergeOptions(t, root, 1)
			if c.opts != nil {
				o = c.opts(o)
			}
			res, err := Merge(context.Background(), root, c.dirs(), o)
			wantShardError(t, res, err, c.wants)
		})
	}
}

// TestMergeDeletedFile: shards made before a file was deleted do not
// merge into the tree without it (the file would survive in the index).
func TestMergeDeletedFile(t *testing.T) {
	root := cacheTree(t)
	dirs := writeShards(t, root, 2)
	names, err := filepath.Glob(filepath.Join(root, "*.go"))
	if err != nil || len(names) == 0 {
		t.Fatalf("no Go file to delete in the tree (%v)", err)
	}
	if err := os.Remove(names[0]); err != nil {
		t.Fatal(err)
	}
	_, err = Merge(context.Background(), root, dirs, mergeOptions(t, root, 1))
	if err == nil || !strings.Contains(err.Error(), "made of another tree") {
		t.Fatalf("Merge after a deletion: %v", err)
	}
}

// TestMissingSlicesBounded: the missing slices of a large N are named in
// ranges, in a message of bounded length.
func TestMissingSlicesBounded(t *testing.T) {
	seen := map[int]string{1: "a", 3: "b", 4: "c"}
	if got, want := missingSlices(seen, 6), "slices 2, 5-6 of 6: missing"; got != want {
		t.Errorf("missingSlices = %q, want %q", got, want)
	}
	seen = map[int]string{}
	for k := 1; k <= maxShards; k += 2 {
		seen[k] = "x"
	}
	if got := missingSlices(seen, maxShards); len(got) > 200 || !strings.Contains(got, "…") {
		t.Errorf("missingSlices over 32,768 gaps: %d bytes: %.200s", len(got), got)
	}
	if got := missingSlices(map[int]string{1: "a"}, 1); got != "" {
		t.Errorf("nothing missing: %q", got)
	}
}

// FuzzReadShard: no shard.json makes reading a shard directory panic or
// accept an unauthenticated record; the record's MAC is kept valid for
// the fuzzed content half the time so the checks after it run too.
func FuzzReadShard(f *testing.F) {
	root := cacheTree(f)
	res := runIndex(f, root, Options{Shard: Shard{K: 1, N: 1}})
	dir := filepath.Join(f.TempDir(), "shard")
	if err := WriteShard(context.Background(), dir, res, Shard{K: 1, N: 1}, "", testAuth); err != nil {
		f.Fatal(err)
	}
	good, err := os.ReadFile(filepath.Join(dir, ShardFile))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good, true)
	f.Add(good, false)
	f.Add([]byte(`{"format":2,"k":1,"n":4611686018427387904}`), true)
	f.Fuzz(func(t *testing.T, data []byte, seal bool) {
		d := filepath.Join(t.TempDir(), "shard")
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		outlines, err := os.ReadFile(filepath.Join(dir, ShardOutlines))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(d, ShardOutlines), outlines, 0o644); err != nil {
			t.Fatal(err)
		}
		var m shardMeta
		if seal && json.Unmarshal(data, &m) == nil {
			m.MAC = m.mac(testAuth)
			if b, err := json.Marshal(m); err == nil {
				data = b
			}
		}
		if err := os.WriteFile(filepath.Join(d, ShardFile), data, 0o644); err != nil {
			t.Fatal(err)
		}
		sh, err := readShard(context.Background(), d, testAuth, 1)
		if err != nil {
			return
		}
		if sh.meta.N < 1 || sh.meta.N > maxShards || sh.meta.K < 1 || sh.meta.K > sh.meta.N {
			t.Fatalf("accepted slice %d/%d", sh.meta.K, sh.meta.N)
		}
		if p, ok := badShardPaths(&sh.meta); !ok {
			t.Fatalf("accepted path %q", p)
		}
	})
}
