package indexer

import (
	"context"
	"encoding/binary"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/soulindex/soulindex/cachefile"
)

// forger is a secret that is not the user's: a repository that commits
// .soulindex/cache/outlines.bin, or anyone who copies one in, writes
// under it as far as this user is concerned.
var forger = cachefile.NewAuth([]byte("the secret of whoever committed it"))

// forgeCache rewrites the cache in dir under a, after edit has changed
// its entries (outlines and all).
func forgeCache(t *testing.T, dir string, a *cachefile.Auth, edit func([]cacheEntry)) {
	t.Helper()
	file := filepath.Join(dir, CacheFileName)
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	c, err := parseCache(context.Background(), data, readKey(data), a, 1)
	if err != nil {
		t.Fatal(err)
	}
	edit(c.list)
	es := make([]*cacheEntry, len(c.list))
	for i := range c.list {
		es[i] = &c.list[i]
	}
	if _, err := saveCache(context.Background(), file, c.key, a, c.written, es, make([]bool, len(es)), true, nil, 1); err != nil {
		t.Fatal(err)
	}
}

// TestForgedCacheOutline: a cache whose entries carry the right content
// hashes but edited outlines (the map would show SafeFunc for a file
// that defines Backdoor) is not believed unless this user wrote it: the
// file is outlined from source, and the run says why.
func TestForgedCacheOutline(t *testing.T) {
	root := t.TempDir()
	writeFile(t, root, "door.go", "package door\n\n// Backdoor opens it.\nfunc Backdoor() {}\n")
	dir := t.TempDir()
	runIndex(t, root, Options{CacheDir: dir, Auth: forger})
	forgeCache(t, dir, forger, func(es []cacheEntry) {
		for i := range es {
			if f := es[i].file; f != nil {
				for j := range f.Symbols {
					if f.Symbols[j].Name == "Backdoor" {
						f.Symbols[j].Name = "SafeFunc"
					}
				}
			}
		}
	})
	names := func(r *Result) string {
		var out []string
		for _, f := range r.Files {
			for _, s := range f.Symbols {
				out = append(out, s.Name)
			}
		}
		return strings.Join(out, ",")
	}
	// Under the forger's secret the forgery is read: the test can fail.
	if got := names(runIndex(t, root, Options{CacheDir: dir, Auth: forger})); got != "door,SafeFunc" {
		t.Fatalf("the forged cache did not take under its own secret: %q", got)
	}
	forgeCache(t, dir, forger, func([]cacheEntry) {})
	res := runIndex(t, root, Options{CacheDir: dir, Auth: testAuth})
	if got := names(res); got != "door,Backdoor" {
		t.Errorf("symbols = %q, want Backdoor (from source)", got)
	}
	if c := res.Cache; c == nil || c.Reused != 0 || !strings.Contains(c.Notice, "not written by this user") {
		t.Errorf("cache stats %+v: want nothing reused and a notice saying why", res.Cache)
	}
	// The user's own cache of it is used by the next run.
	again := runIndex(t, root, Options{CacheDir: dir, Auth: testAuth})
	if again.Cache.Reused != 1 || names(again) != "door,Backdoor" {
		t.Errorf("second run: %+v, symbols %q", again.Cache, names(again))
	}
}

// TestCommittedCacheBomb: a cache whose frames each declare 1 GiB of raw
// data costs a run nothing but the header's read: under another secret
// it is refused before anything is decompressed, and even under the
// user's own (a damaged cache) a frame may not declare more than its
// compressed bytes can hold. Measured by the bytes the run allocates.
func TestCommittedCacheBomb(t *testing.T) {
	root := cacheTree(t)
	want := runIndex(t, root, Options{})
	for _, c := range []struct {
		name string
		auth *cachefile.Auth
		says string
	}{
		{"committed", forger, "not written by this user"},
		{"own but damaged", testAuth, "too large"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			runIndex(t, root, Options{CacheDir: dir})
			file := filepath.Join(dir, CacheFileName)
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			le := binary.LittleEndian
			n := int(le.Uint32(data[28:]))
			le.PutUint32(data[36:], 1<<30) // the manifest's raw length
			for i := range n {
				le.PutUint32(data[headerFixed+i*frameMeta+4:], 1<<30)
			}
			end := headerFixed + n*frameMeta
			copy(data[end:], c.auth.Sum(data[:end]))
			if err := os.WriteFile(file, data, 0o644); err != nil {
				t.Fatal(err)
			}
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			got := runIndex(t, root, Options{CacheDir: dir, Jobs: 8})
			runtime.ReadMemStats(&after)
			sameResult(t, got, want)
			if !strings.Contains(got.Cache.Notice, c.says) {
				t.Errorf("notice %q does not say %q", got.Cache.Notice, c.says)
			}
			// The run itself allocates some MiB on this tree; one frame
			// believed would be 1 GiB.
			if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 256<<20 {
				t.Errorf("the run allocated %d MiB", alloc>>20)
			}
		})
	}
}

// TestOwnCacheUntouchedByOthers: a cache written by this user keeps
// serving this user (the MAC is a function of the secret and the bytes,
// not of the time or the process).
func TestOwnCacheUntouchedByOthers(t *testing.T) {
	root := cacheTree(t)
	dir := t.TempDir()
	runIndex(t, root, Options{CacheDir: dir})
	ageCache(t, dir, -time.Hour)
	got := runIndex(t, root, Options{CacheDir: dir, Auth: cachefile.NewAuth([]byte("indexer test secret of 32 bytes."))})
	if got.Cache.Extracted != 0 || got.Cache.Notice != "" {
		t.Errorf("a second Auth of the same secret did not read the cache: %+v", got.Cache)
	}
}

// FuzzOpenCache: no cache file makes opening and decoding panic, or
// allocate past its bounds, under this user's secret; the header's MAC
// is recomputed for the fuzzed bytes half the time, so the checks after
// it (counts, lengths, checksums, the manifest) are reached too.
func FuzzOpenCache(f *testing.F) {
	root := cacheTree(f)
	dir := f.TempDir()
	runIndex(f, root, Options{CacheDir: dir})
	good, err := os.ReadFile(filepath.Join(dir, CacheFileName))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good, true)
	f.Add(good[:headerFixed+10], true)
	f.Add([]byte(cacheMagic), false)
	f.Fuzz(func(t *testing.T, data []byte, seal bool) {
		if seal && len(data) >= headerFixed+sumSize && string(data[:8]) == cacheMagic {
			n := int(binary.LittleEndian.Uint32(data[28:]))
			if end := headerFixed + n*frameMeta; n >= 0 && end+sumSize <= len(data) && end > 0 {
				data = append([]byte(nil), data...)
				copy(data[end:], testAuth.Sum(data[:end]))
			}
		}
		c, err := parseCache(context.Background(), data, readKey(data), testAuth, 2)
		if err != nil {
			return
		}
		for i := range c.list {
			if e := &c.list[i]; e.kind == entryFile && e.file == nil {
				t.Fatalf("%s: accepted without its outline", e.path)
			}
		}
	})
}
