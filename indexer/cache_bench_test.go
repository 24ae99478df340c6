package indexer

import (
	"context"
	"os"
	"testing"
)

// BenchmarkLoadCache loads the cache file named by SOULINDEX_CACHE_FILE
// (e.g. one written for GOROOT/src), under whatever key it was written.
func BenchmarkLoadCache(b *testing.B) {
	file := os.Getenv("SOULINDEX_CACHE_FILE")
	if file == "" {
		b.Skip("set SOULINDEX_CACHE_FILE to a cache file to load")
	}
	data, err := os.ReadFile(file)
	if err != nil {
		b.Fatal(err)
	}
	key := readKey(data)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := parseCache(context.Background(), data, key, 0); err != nil {
			b.Fatal(err)
		}
	}
}
