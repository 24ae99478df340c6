package output

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/cachefile"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/atomicfile"
	"github.com/soulindex/soulindex/internal/filestamp"
	"github.com/soulindex/soulindex/internal/testutil/indextest"
	"github.com/soulindex/soulindex/refgraph"
)

// TestWriteSCIPReusingIsWriteSCIP: writing through a document cache, cold
// and then warm twice (every document reused, the second time from an
// index whose documents were all copied), gives WriteSCIP's bytes, and
// the cache written by one run is loaded by the next.
func TestWriteSCIPReusingIsWriteSCIP(t *testing.T) {
	for _, fx := range []string{"go-module", "ts-app", "python-pkg", "java"} {
		t.Run(fx, func(t *testing.T) {
			res, reg := indextest.Index(t, filepath.Join("..", "testdata", "refgraph", fx), indexer.Options{Jobs: 2})
			g, err := refgraph.Build(context.Background(), res.Files, refgraph.Options{Root: res.Root, Packages: res.Packages, Version: "test"})
			if err != nil {
				t.Fatal(err)
			}
			tool := ToolInfo{Name: "soulindex", Version: "test"}
			var want bytes.Buffer
			if err := WriteSCIP(&want, res, reg, g, nil, tool); err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			index, cache := filepath.Join(dir, "index.scip"), filepath.Join(dir, "scip.cache")
			for run, wantReused := range []int{0, len(res.Files), len(res.Files)} {
				dc, err := LoadDocCache(cache, index, testAuth)
				if err != nil {
					t.Fatalf("run %d: %v", run, err)
				}
				var got bytes.Buffer
				if err := WriteSCIPReusing(&got, res, reg, g, nil, tool, "test", dc); err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(got.Bytes(), want.Bytes()) {
					t.Fatalf("run %d: %d bytes, WriteSCIP writes %d", run, got.Len(), want.Len())
				}
				if dc.Reused() != wantReused {
					t.Errorf("run %d: reused %d documents, want %d", run, dc.Reused(), wantReused)
				}
				if err := atomicfile.Write(context.Background(), index, func(w io.Writer) error { _, err := w.Write(got.Bytes()); return err }); err != nil {
					t.Fatal(err)
				}
				if err := atomicfile.Write(context.Background(), cache, func(w io.Writer) error { _, err := dc.Encode(w, testAuth, index); return err }); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// TestDocCacheUntrusted: a document cache is used only when this user
// wrote it (a repository's committed scip.cache, written under another
// secret, is refused), and only beside an index of the very bytes it was
// written for (checked by SHA-256, not a hash a forger can collide).
func TestDocCacheUntrusted(t *testing.T) {
	dc, index, cache, out := writtenIndex(t, "ts-app")
	write := func(a *cachefile.Auth) {
		t.Helper()
		var b bytes.Buffer
		if _, err := dc.Encode(&b, a, index); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(cache, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(cachefile.NewAuth([]byte("a repository's committed secret")))
	if got, err := LoadDocCache(cache, index, testAuth); !errors.Is(err, cachefile.ErrUnauthenticated) || got.old != nil {
		t.Fatalf("foreign cache: err = %v, want ErrUnauthenticated and an empty cache", err)
	}
	write(testAuth)
	if got, err := LoadDocCache(cache, index, testAuth); err != nil || got.old == nil {
		t.Fatalf("own cache: %v", err)
	} else {
		got.Close()
	}
	// The same bytes put back as another file (a CI cache restored) are
	// the index the cache describes; other bytes of the same length (a
	// committed index.scip) are not, wherever they differ.
	if err := atomicfile.Write(context.Background(), index, func(w io.Writer) error { _, err := w.Write(out); return err }); err != nil {
		t.Fatal(err)
	}
	if got, err := LoadDocCache(cache, index, testAuth); err != nil || got.old == nil {
		t.Fatalf("the same index restored: %v", err)
	} else {
		got.Close()
	}
	forged := bytes.Clone(out)
	forged[len(forged)/3] ^= 0x20
	if err := os.WriteFile(index, forged, 0o644); err != nil {
		t.Fatal(err)
	}
	if got, err := LoadDocCache(cache, index, testAuth); err == nil || got.old != nil {
		t.Fatal("a cache was trusted beside an index with other bytes")
	}
}

// writtenIndex writes the index of a refgraph fixture through a fresh
// document cache into a temporary directory: the cache (not yet saved),
// where the index and its cache go, and the index's bytes.
func writtenIndex(t *testing.T, fixture string) (dc *DocCache, index, cache string, out []byte) {
	t.Helper()
	res, reg := indextest.Index(t, filepath.Join("..", "testdata", "refgraph", fixture), indexer.Options{Jobs: 2})
	g, err := refgraph.Build(context.Background(), res.Files, refgraph.Options{Root: res.Root, Packages: res.Packages, Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	index, cache = filepath.Join(dir, "index.scip"), filepath.Join(dir, "scip.cache")
	dc = NewDocCache()
	var b bytes.Buffer
	if err := WriteSCIPReusing(&b, res, reg, g, nil, ToolInfo{Name: "soulindex", Version: "test"}, "test", dc); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(index, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return dc, index, cache, b.Bytes()
}

// testAuth authenticates the caches these tests write.
var testAuth = cachefile.NewAuth([]byte("output test secret of 32 bytes.."))

// FuzzDecodeDocCache: no payload makes decoding panic, and every entry it
// accepts lies within the index it describes. (A cache file must pass its
// MAC before its payload is decoded: TestDocCacheUntrusted.)
func FuzzDecodeDocCache(f *testing.F) {
	dc := &DocCache{paths: []string{"a.go", "b/c.ts"}, entries: []docEntry{{key: 1, off: 3, n: 10, hdr: 2, sum: pieceSum{fast: 5}}, {key: 2, off: 15, n: 0, hdr: 2, sum: pieceSum{fast: 6}}}, size: 20, gap: pieceSum{fast: 7}}
	payload := dc.payload(filestamp.Stamp{Size: 20, Mtime: 1, Ctime: 2, Ino: 3})
	f.Add(payload)
	f.Add(payload[:len(payload)-3])
	f.Add([]byte("SISCIPDC"))
	f.Fuzz(func(t *testing.T, data []byte) {
		stamp, _, prev, err := decodeDocPayload(data)
		if err != nil {
			return
		}
		size := stamp.Size
		for p, e := range prev {
			if e.off < 0 || e.n < 0 || e.hdr < 0 || int64(e.hdr) > e.off || e.off+int64(e.n) > size {
				t.Fatalf("entry of %s (%d-%d+%d) outside an index of %d bytes", p, e.hdr, e.off, e.n, size)
			}
		}
	})
}

// TestLoadDocCacheWithoutIndex: a valid cache whose index.scip is gone (a
// CI cache that keeps only the cache directory) is an empty cache, not an
// error the run would print as "scip.cache ignored".
func TestLoadDocCacheWithoutIndex(t *testing.T) {
	dc, index, cache, _ := writtenIndex(t, "go-module")
	if err := atomicfile.Write(context.Background(), cache, func(w io.Writer) error { _, err := dc.Encode(w, testAuth, index); return err }); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadDocCache(cache, index, testAuth); err != nil {
		t.Fatalf("cache beside its index: %v", err)
	}
	if err := os.Remove(index); err != nil {
		t.Fatal(err)
	}
	if dc, err := LoadDocCache(cache, index, testAuth); err != nil || dc == nil || dc.Reused() != 0 {
		t.Errorf("cache without its index: %v, %v; want an empty cache and no error", dc, err)
	}
	// Another index in its place is still a mismatch worth a note.
	if err := os.WriteFile(index, []byte("other"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadDocCache(cache, index, testAuth); err == nil {
		t.Error("cache beside another index: no error")
	}
}

func TestLoadDocCacheMissing(t *testing.T) {
	dir := t.TempDir()
	dc, err := LoadDocCache(filepath.Join(dir, "none"), filepath.Join(dir, "index.scip"), testAuth)
	if err != nil || dc == nil {
		t.Fatalf("a missing cache: %v, %v; want an empty cache and no error", dc, err)
	}
	os.WriteFile(filepath.Join(dir, "bad"), []byte("garbage"), 0o644)
	if dc, err := LoadDocCache(filepath.Join(dir, "bad"), filepath.Join(dir, "index.scip"), testAuth); err == nil || dc == nil {
		t.Fatalf("a garbage cache: %v, %v; want an empty cache and an error", dc, err)
	}
}

// TestPreviousIndexChangedWhileCopied: when another process truncates the
// previous index after the cache checked it, writing is an error naming
// the cause, never a crash or an index with missing bytes.
func TestPreviousIndexChangedWhileCopied(t *testing.T) {
	res, reg := indextest.Index(t, filepath.Join("..", "testdata", "refgraph", "go-module"), indexer.Options{Jobs: 2})
	g, err := refgraph.Build(context.Background(), res.Files, refgraph.Options{Root: res.Root, Packages: res.Packages, Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	tool := ToolInfo{Name: "soulindex", Version: "test"}
	dir := t.TempDir()
	index, cache := filepath.Join(dir, "index.scip"), filepath.Join(dir, "scip.cache")
	dc := NewDocCache()
	var first bytes.Buffer
	if err := WriteSCIPReusing(&first, res, reg, g, nil, tool, "test", dc); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(index, first.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := atomicfile.Write(context.Background(), cache, func(w io.Writer) error { _, err := dc.Encode(w, testAuth, index); return err }); err != nil {
		t.Fatal(err)
	}
	dc, err = LoadDocCache(cache, index, testAuth)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(index, int64(first.Len()/2)); err != nil {
		t.Fatal(err)
	}
	err = WriteSCIPReusing(io.Discard, res, reg, g, nil, tool, "test", dc)
	if err == nil || !strings.Contains(err.Error(), "previous index") {
		t.Fatalf("writing from a truncated previous index: %v", err)
	}
	t.Log(err)
}

// writeCachedIndex writes the go-module fixture's index and document
// cache into dir, returning the fixture and the paths.
func writeCachedIndex(t *testing.T, dir string) (res *indexer.Result, write func(io.Writer, *DocCache) error, index, cache string) {
	t.Helper()
	res, reg := indextest.Index(t, filepath.Join("..", "testdata", "refgraph", "go-module"), indexer.Options{Jobs: 2})
	g, err := refgraph.Build(context.Background(), res.Files, refgraph.Options{Root: res.Root, Packages: res.Packages, Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	write = func(w io.Writer, dc *DocCache) error {
		return WriteSCIPReusing(w, res, reg, g, nil, ToolInfo{Name: "soulindex", Version: "test"}, "test", dc)
	}
	index, cache = filepath.Join(dir, "index.scip"), filepath.Join(dir, "scip.cache")
	dc := NewDocCache()
	if err := atomicfile.Write(context.Background(), index, func(w io.Writer) error { return write(w, dc) }); err != nil {
		t.Fatal(err)
	}
	if err := atomicfile.Write(context.Background(), cache, func(w io.Writer) error { _, err := dc.Encode(w, testAuth, index); return err }); err != nil {
		t.Fatal(err)
	}
	return res, write, index, cache
}

// TestLoadDocCacheChecksEveryByte: a byte changed anywhere in the
// previous index (the metadata, a document's field header, a document)
// makes the cache refuse it.
func TestLoadDocCacheChecksEveryByte(t *testing.T) {
	dir := t.TempDir()
	_, _, index, cache := writeCachedIndex(t, dir)
	orig, err := os.ReadFile(index)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := LoadDocCache(cache, index, testAuth); err != nil {
		t.Fatalf("the untouched index: %v", err)
	}
	for _, at := range []int{0, 5, len(orig) / 3, len(orig) / 2, len(orig) - 1} {
		b := bytes.Clone(orig)
		b[at] ^= 0x01
		if err := os.WriteFile(index, b, 0o644); err != nil {
			t.Fatal(err)
		}
		if dc, err := LoadDocCache(cache, index, testAuth); err == nil || !strings.Contains(err.Error(), "changed since") || dc.old != nil {
			t.Errorf("byte %d of %d changed: %v; want the cache refused", at, len(orig), err)
		}
	}
}

// readFromRecorder is a file that records what copies were handed to it.
type readFromRecorder struct {
	*os.File
	fileCopies int64 // bytes copied from a file by offset (copy_file_range)
}

func (r *readFromRecorder) ReadFrom(src io.Reader) (int64, error) {
	n, err := r.File.ReadFrom(src)
	if lr, ok := src.(*io.LimitedReader); ok {
		if _, ok := lr.R.(*os.File); ok {
			r.fileCopies += n
		}
	}
	return n, err
}

// TestReusedDocumentsCopyFileToFile: reused documents reach the output
// file as copies from the previous index file (which Go turns into
// copy_file_range), not through the write buffer, and the result is the
// same bytes.
func TestReusedDocumentsCopyFileToFile(t *testing.T) {
	dir := t.TempDir()
	_, write, index, cache := writeCachedIndex(t, dir)
	want, err := os.ReadFile(index)
	if err != nil {
		t.Fatal(err)
	}
	dc, err := LoadDocCache(cache, index, testAuth)
	if err != nil {
		t.Fatal(err)
	}
	out, err := os.Create(filepath.Join(dir, "next.scip"))
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	rec := &readFromRecorder{File: out}
	if err := write(rec, dc); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(out.Name())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%d bytes written, want the previous %d", len(got), len(want))
	}
	// Everything but the metadata is one span of reused documents.
	if rec.fileCopies == 0 || rec.fileCopies < int64(len(want))*9/10 {
		t.Errorf("%d of %d bytes copied file to file", rec.fileCopies, len(want))
	}
}
