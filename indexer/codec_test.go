package indexer

import (
	"context"
	"errors"
	"math"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/soulindex/soulindex/cachefile"
	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/langs"
)

// fixtureOutlines indexes the repository's per-language fixtures without
// a cache: real outlines of every language, from both tiers.
func fixtureOutlines(t testing.TB) []*extract.File {
	t.Helper()
	res := runIndex(t, filepath.Join("..", "testdata", "fixtures"), Options{})
	if len(res.Files) < 30 {
		t.Fatalf("only %d fixture files indexed", len(res.Files))
	}
	return res.Files
}

// testAuth authenticates the caches and shards the tests write.
var testAuth = cachefile.NewAuth([]byte("indexer test secret of 32 bytes."))

// runIndex indexes root; a cache is authenticated under testAuth.
func runIndex(t testing.TB, root string, opts Options) *Result {
	t.Helper()
	reg, err := langs.New()
	if err != nil {
		t.Fatal(err)
	}
	qs, err := extract.CompileQueries(reg)
	if err != nil {
		t.Fatal(err)
	}
	defer qs.Close()
	opts.Root = root
	if opts.CacheDir != "" && opts.Auth == nil {
		opts.Auth = testAuth
	}
	res, err := Run(context.Background(), reg, qs, opts)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// normalized clears the distinction between nil and empty slices, which
// the codec does not keep and nothing downstream observes.
func normalized(f *extract.File) extract.File {
	c := *f
	if len(c.Symbols) == 0 {
		c.Symbols = nil
	} else {
		c.Symbols = append([]extract.Symbol(nil), c.Symbols...)
		for i := range c.Symbols {
			s := &c.Symbols[i]
			if len(s.Container) == 0 {
				s.Container = nil
			}
			if len(s.Bases) == 0 {
				s.Bases = nil
			}
		}
	}
	if len(c.Imports) == 0 {
		c.Imports = nil
	} else {
		c.Imports = append([]extract.Import(nil), c.Imports...)
		for i := range c.Imports {
			if len(c.Imports[i].Names) == 0 {
				c.Imports[i].Names = nil
			}
		}
	}
	if len(c.Exports) == 0 {
		c.Exports = nil
	}
	// Compared packed, as the indexer keeps them.
	if c.Refs = c.LoadRefs(); len(c.Refs) == 0 {
		c.Refs = nil
	}
	c.PackRefs()
	if len(c.RefNames) == 0 {
		c.RefNames = nil
	}
	if len(c.Scopes) == 0 {
		c.Scopes = nil
	}
	return c
}

func entriesOf(files []*extract.File) []*cacheEntry {
	es := make([]*cacheEntry, len(files))
	for i, f := range files {
		es[i] = &cacheEntry{path: f.Path, lang: f.Language, salt: uint64(i) * 0x9e3779b97f4a7c15,
			stamp: stamp{size: f.Size, mtime: int64(i) * 1e9, ctime: -int64(i), ino: uint64(i) << 40},
			hash:  f.Hash, note: "note " + f.Path}
		es[i].setFile(f)
	}
	return es
}

// decodeEntries decodes a manifest and the frame of its entries.
func decodeEntries(manifest, frame []byte) ([]cacheEntry, error) {
	es, err := decodeManifest(manifest)
	if err != nil {
		return nil, err
	}
	ptrs := make([]*cacheEntry, len(es))
	for i := range es {
		ptrs[i] = &es[i]
	}
	return es, decodeFrame(frame, ptrs)
}

func TestCodecRoundTrip(t *testing.T) {
	files := fixtureOutlines(t)
	es := entriesOf(files)
	es = append(es, &cacheEntry{path: "zz/blob.bin", lang: "c", kind: entryBinary, note: "binary: NUL byte", hash: math.MaxUint64,
		stamp: stamp{size: math.MaxInt64, mtime: math.MinInt64, ino: math.MaxUint64}})
	// Extremes the varints must carry.
	edge := &extract.File{Path: "zz/edge.go", Language: "go", Backend: extract.BackendRegex, Size: -1, Generated: true, MainGuard: true, BuildExcluded: true, Summary: "Package edge is the edge case.",
		Symbols: []extract.Symbol{{Name: "x", Parent: -1, Decorators: "@cached_property #[derive(Debug, Clone)]", NameRange: extract.Range{
			Start: extract.Position{Line: math.MaxUint32, Column: math.MaxUint32},
			End:   extract.Position{Line: 0, Column: math.MaxUint32}}}},
		RefNames: []string{"a", "b"},
		Refs: []extract.Ref{{Name: 1, Line: math.MaxUint32, Column: 5, End: 3, Member: true},
			{Name: 0, Line: 0, Column: math.MaxUint32, End: math.MaxUint32},
			{Name: 1, Line: 1, Column: 0, End: 1, Def: true, Bind: extract.BindLocal(1<<30 - 1)},
			{Name: 1, Line: 1, Column: 2, End: 3, Bind: extract.BindLocal(1<<30 - 1)}},
		Scopes: []extract.Scope{{Symbol: -1, Name: "impl"}, {Symbol: 0}}}
	edgeEntry := &cacheEntry{path: "zz/edge.go", lang: "go", hash: 1}
	edgeEntry.setFile(edge)
	es = append(es, edgeEntry)
	manifest, raw := encodeManifest(es), encodeFrame(es)
	got, err := decodeEntries(manifest, raw)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(es) {
		t.Fatalf("decoded %d entries, want %d", len(got), len(es))
	}
	for i, want := range es {
		g := got[i]
		if g.path != want.path || g.lang != want.lang || g.salt != want.salt || g.stamp != want.stamp ||
			g.hash != want.hash || g.kind != want.kind || g.note != want.note ||
			g.final != want.final || g.backend != want.backend || g.size != want.size || g.symbols != want.symbols ||
			g.refs != want.refs || g.fallback != want.fallback || g.errorNodes != want.errorNodes {
			t.Errorf("entry %d header: got %+v, want %+v", i, g, *want)
		}
		if want.kind != entryFile {
			if g.file != nil {
				t.Errorf("%s: binary entry decoded with a file", want.path)
			}
			continue
		}
		w := normalized(want.file)
		w.Hash = want.hash
		if gn := normalized(g.file); !reflect.DeepEqual(gn, w) {
			t.Errorf("%s: outline differs after a round trip", want.path)
		}
	}
	// The encoding is a function of the entries: encoding what was decoded
	// gives the same bytes.
	again := make([]*cacheEntry, len(got))
	for i := range got {
		again[i] = &got[i]
	}
	if string(encodeFrame(again)) != string(raw) || string(encodeManifest(again)) != string(manifest) {
		t.Error("re-encoding the decoded entries changed the bytes")
	}
}

// Every strict prefix of a frame or a manifest and every single-byte
// change that the decoder accepts must at least not panic; prefixes must
// all fail.
func TestCodecRejectsDamage(t *testing.T) {
	files := fixtureOutlines(t)
	es := entriesOf(files[:8])
	manifest, raw := encodeManifest(es), encodeFrame(es)
	for _, c := range []struct {
		name string
		b    []byte
		dec  func([]byte) error
	}{
		{"frame", raw, func(b []byte) error { _, err := decodeEntries(manifest, b); return err }},
		{"manifest", manifest, func(b []byte) error { _, err := decodeManifest(b); return err }},
	} {
		for n := 0; n < len(c.b); n += 1 + n/64 {
			if err := c.dec(c.b[:n]); err == nil {
				t.Fatalf("a %d-byte prefix of a %d-byte %s decoded", n, len(c.b), c.name)
			} else if !errors.Is(err, cachefile.ErrMismatch) {
				t.Fatalf("%s prefix %d: error %v does not wrap cachefile.ErrMismatch", c.name, n, err)
			}
		}
		for i := 0; i < len(c.b); i += 1 + i/32 {
			b := append([]byte(nil), c.b...)
			b[i] ^= 0xff
			c.dec(b) // may succeed (a changed name); must not panic
		}
	}
}

// A frame that disagrees with its manifest (another file's outline, one
// outline too few) is refused.
func TestFrameMustMatchManifest(t *testing.T) {
	files := fixtureOutlines(t)
	es := entriesOf(files[:4])
	manifest := encodeManifest(es)
	if _, err := decodeEntries(manifest, encodeFrame(es[:3])); err == nil {
		t.Error("a frame with 3 outlines decoded for 4 files")
	}
	swapped := []*cacheEntry{es[1], es[0], es[2], es[3]}
	if _, err := decodeEntries(manifest, encodeFrame(swapped)); err == nil {
		t.Error("a frame with two outlines swapped decoded")
	}
}

func FuzzDecodeManifest(f *testing.F) {
	files := runIndex(f, filepath.Join("..", "testdata", "fixtures", "go"), Options{}).Files
	f.Add(encodeManifest(entriesOf(files)))
	f.Add(encodeManifest(entriesOf(files[:1])))
	f.Add([]byte{})
	f.Add([]byte{0, 0})
	f.Fuzz(func(t *testing.T, b []byte) {
		es, err := decodeManifest(b)
		if err != nil {
			return
		}
		ptrs := make([]*cacheEntry, len(es))
		for i := range es {
			ptrs[i] = &es[i]
		}
		if again, err := decodeManifest(encodeManifest(ptrs)); err != nil || len(again) != len(es) {
			t.Fatalf("re-encoded manifest does not decode: %v", err)
		}
	})
}

// FuzzDecodeFrame decodes fuzzed frames against the manifest of the
// seeds' entries.
func FuzzDecodeFrame(f *testing.F) {
	// Seeds from real outlines (one language keeps the set-up short).
	files := runIndex(f, filepath.Join("..", "testdata", "fixtures", "go"), Options{}).Files
	manifest := encodeManifest(entriesOf(files))
	f.Add(encodeFrame(entriesOf(files)))
	f.Add([]byte{})
	f.Add([]byte{0, 0})
	f.Fuzz(func(t *testing.T, b []byte) {
		es, err := decodeEntries(manifest, b)
		if err != nil {
			return
		}
		// What decodes must be internally consistent (downstream code
		// indexes with these) and encode back to a decodable frame.
		ptrs := make([]*cacheEntry, len(es))
		for i := range es {
			e := &es[i]
			ptrs[i] = e
			if e.kind == entryFile {
				checkOutline(t, e.file)
			}
		}
		if _, err := decodeEntries(manifest, encodeFrame(ptrs)); err != nil {
			t.Fatalf("re-encoded frame does not decode: %v", err)
		}
	})
}

func checkOutline(t *testing.T, f *extract.File) {
	for _, s := range f.Symbols {
		if s.Parent < -1 || int(s.Parent) >= len(f.Symbols) {
			t.Fatalf("parent %d out of range", s.Parent)
		}
	}
	for _, r := range f.LoadRefs() {
		if int(r.Name) >= len(f.RefNames) {
			t.Fatalf("ref name %d out of range", r.Name)
		}
	}
	for _, s := range f.Scopes {
		if s.Symbol < -1 || int(s.Symbol) >= len(f.Symbols) {
			t.Fatalf("scope symbol %d out of range", s.Symbol)
		}
	}
}
