//go:build unix

package indexer

import (
	"context"
	"os"
	"syscall"
	"testing"
	"time"
)

// BenchmarkLoadCache loads the cache file named by SOULINDEX_CACHE_FILE
// (e.g. one written for GOROOT/src), under whatever key it was written.
func BenchmarkLoadCache(b *testing.B) {
	data := benchCacheFile(b)
	key := readKey(data)
	b.SetBytes(int64(len(data)))
	// CPU time says what a load costs on a busy machine, where wall time
	// mostly measures the other processes.
	cpu0 := cpuSeconds()
	for b.Loop() {
		if _, err := parseCache(context.Background(), data, key, testAuth, 0); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric((cpuSeconds()-cpu0)/float64(b.N), "cpu-s/op")
}

// benchCacheFile reads the cache file named by SOULINDEX_CACHE_FILE.
func benchCacheFile(b *testing.B) []byte {
	file := os.Getenv("SOULINDEX_CACHE_FILE")
	if file == "" {
		b.Skip("set SOULINDEX_CACHE_FILE to a cache file to load")
	}
	data, err := os.ReadFile(file)
	if err != nil {
		b.Fatal(err)
	}
	return data
}

func cpuSeconds() float64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()).Seconds()
}

// BenchmarkWarmRun indexes the tree named by SOULINDEX_BENCH_TREE with a
// warm cache (the first, cold run is not timed).
func BenchmarkWarmRun(b *testing.B) {
	root := os.Getenv("SOULINDEX_BENCH_TREE")
	if root == "" {
		b.Skip("set SOULINDEX_BENCH_TREE to a tree to index")
	}
	dir := b.TempDir()
	runIndex(b, root, Options{CacheDir: dir})
	ageCache(b, dir, time.Hour)
	for b.Loop() {
		res := runIndex(b, root, Options{CacheDir: dir})
		if !res.Cache.Unchanged {
			b.Fatalf("warm run: %+v", res.Cache)
		}
	}
}

// BenchmarkDecodeFrames decodes the frames of the cache file named by
// SOULINDEX_CACHE_FILE, already decompressed: the varint decoding alone,
// without zstd and the checksums.
func BenchmarkDecodeFrames(b *testing.B) {
	data := benchCacheFile(b)
	c, err := parseCache(context.Background(), data, readKey(data), testAuth, 0)
	if err != nil {
		b.Fatal(err)
	}
	// Encoding is a function of the entries, so this gives the file's frames.
	frames := make([][]byte, len(c.frames))
	size := 0
	entries := make([][]*cacheEntry, len(c.frames))
	for i, f := range c.frames {
		es := make([]*cacheEntry, f.hi-f.lo)
		for j := range es {
			es[j] = &c.list[f.lo+j]
		}
		frames[i], entries[i] = encodeFrame(es), es
		size += len(frames[i])
	}
	b.SetBytes(int64(size))
	cpu0 := cpuSeconds()
	for b.Loop() {
		for i, f := range frames {
			if err := decodeFrame(f, entries[i]); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric((cpuSeconds()-cpu0)/float64(b.N), "cpu-s/op")
}
