package refgraph

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/testutil/indextest"
)

// FuzzDecodeSnapshot goes past the checksum: any payload either fails to
// decode or yields a snapshot that a build checks before use, so no
// payload makes decoding or building panic.
func FuzzDecodeSnapshot(f *testing.F) {
	res, _ := indextest.Index(f, filepath.Join("..", "testdata", "refgraph", "ts-app"), indexer.Options{Jobs: 2})
	opts := Options{Root: res.Root, Packages: res.Packages, Version: "test"}
	g, err := Build(context.Background(), res.Files, opts)
	if err != nil {
		f.Fatal(err)
	}
	p := g.Snapshot().payload()
	f.Add(p)
	f.Add(p[:len(p)/2])
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, payload []byte) {
		s, err := decodeSnapshot(payload)
		if err != nil {
			return
		}
		o := opts
		o.Previous = s
		if _, err := Build(context.Background(), res.Files, o); err != nil {
			t.Fatal(err)
		}
	})
}
