package indexer

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"time"

	"github.com/klauspost/compress/zstd"
	"github.com/zeebo/xxh3"

	"github.com/soulindex/soulindex/internal/atomicfile"
	"github.com/soulindex/soulindex/internal/filestamp"
	"github.com/soulindex/soulindex/internal/outdir"
	"github.com/soulindex/soulindex/internal/parallel"
	"github.com/soulindex/soulindex/internal/safefile"
)

// The outline cache is one file, CacheDir/outlines.bin:
//
//	header    magic "SOULIDXC", format u32, key u64, written-at i64 (ns),
//	          frame count u32, the manifest's compressed length u32, raw
//	          length u32 and xxh3 u64; then per frame: compressed length
//	          u32, raw length u32, entry count u32, xxh3 of the compressed
//	          bytes u64; then xxh3 of all the header bytes before it u64
//	manifest  one zstd frame: every entry's path, stamp, hash and what a
//	          run's fingerprint and summary need (codec.go)
//	frames    zstd frames, each holding the outlines of consecutive
//	          entries (codec.go)
//
// Loading reads the header and the manifest only: a run in which nothing
// changed decides so without an outline (Options.UpToDate). The frames a
// run needs are then read and decoded in parallel. Their boundaries
// depend on the paths only (content-defined: after a path whose hash ends
// in frameMask bits), so adding or removing a file changes one frame, and
// a frame whose files are all unchanged is copied as it was, compressed
// bytes and all.

// CacheFileName is the outline cache's file inside Options.CacheDir.
const CacheFileName = "outlines.bin"

// MaxCacheFileSize bounds the outline cache. Outlines compress to a
// fraction of their source (18 MB for Go's 86 MB standard library), so a
// real cache stays far below it; a larger file is refused and the cache
// rebuilt.
const MaxCacheFileSize = 2 << 30

const (
	cacheMagic  = "SOULIDXC"
	cacheFormat = 13 // 5: Symbol.Decorators; 6: File.Summary; 7: both; 8: File.BuildExcluded; 9: File.FallbackCauses; 10: the notice reason; 11: the manifest; 12: refs packed (extract.AppendPackedRefs), with their byte length; 13: Import.SourceRange
	headerFixed = 8 + 4 + 8 + 8 + 4 + 4 + 4 + 8
	frameMeta   = 4 + 4 + 4 + 8
	// frameMask: a frame ends after a path whose hash has these bits set
	// (about 64 files a frame); maxFrame bounds a frame anyway.
	frameMask = 63
	maxFrame  = 512
	// maxRaw bounds one frame's (or the manifest's) decompressed size.
	maxRaw = 1 << 30
	// racyWindow: a file whose mtime or ctime is this close to (or after)
	// the time the cache was written may have changed again within the
	// file system's timestamp granularity, so its content is re-hashed.
	racyWindow = filestamp.RacyWindow
)

// errCorrupt marks a cache that fails its checks; errStale one written by
// another version or with other options.
var (
	errCorrupt = errors.New("cache corrupt")
	errStale   = errors.New("cache stale")
)

// loadedCache is a cache file's header and manifest; its frames are read
// from r when needed (decode, frameBytes).
type loadedCache struct {
	key     uint64
	written int64 // ns: when the run that wrote it started
	list    []cacheEntry
	entries map[string]*cacheEntry
	frames  []cachedFrame
	r       io.ReaderAt
	closer  io.Closer // nil for bytes
}

// cachedFrame is one frame: where its bytes lie, its entries (list[lo:hi]).
type cachedFrame struct {
	off    int64
	clen   uint32
	raw    uint32
	sum    uint64
	lo, hi int
	comp   []byte // nil until read
}

// trusted reports whether the stat fast path may vouch for e: its stamp
// must predate the cache's writing by more than the racy window.
func (c *loadedCache) trusted(e *cacheEntry) bool {
	limit := c.written - racyWindow
	return e.stamp.mtime < limit && e.stamp.ctime < limit
}

// close releases the cache file (nil-safe).
func (c *loadedCache) close() {
	if c != nil && c.closer != nil {
		c.closer.Close()
		c.closer = nil
	}
}

// loadCache opens the cache file and reads its header and manifest. A
// missing file is (nil, nil); anything else that is not a valid cache of
// this key is an error wrapping errCorrupt or errStale. The caller closes
// what it returns.
func loadCache(ctx context.Context, file string, key uint64) (*loadedCache, error) {
	// The cache lies in the output directory, which a repository can
	// fill: its directory must not be a link to elsewhere, and the file is
	// read only when it is a regular file (not a device, a FIFO or a link)
	// of a bounded size.
	if err := outdir.Check(filepath.Dir(file)); err != nil {
		return nil, fmt.Errorf("%w: %v", errCorrupt, err)
	}
	f, fi, err := safefile.OpenNoFollow(file)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %s", errCorrupt, errText(err))
	}
	if fi.Size() > MaxCacheFileSize {
		f.Close()
		return nil, corrupt("%d bytes, over the %d-byte limit", fi.Size(), int64(MaxCacheFileSize))
	}
	c, err := openCache(ctx, f, fi.Size(), key)
	if err != nil {
		f.Close()
		return nil, err
	}
	c.closer = f
	return c, nil
}

func corrupt(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{errCorrupt}, args...)...)
}

// readAt reads n bytes at off, a short read being corruption.
func readAt(r io.ReaderAt, off int64, n int) ([]byte, error) {
	b := make([]byte, n)
	if _, err := r.ReadAt(b, off); err != nil {
		return nil, corrupt("read %d bytes at %d: %v", n, off, err)
	}
	return b, nil
}

// openCache checks a cache file's header and decodes its manifest.
func openCache(ctx context.Context, r io.ReaderAt, size int64, key uint64) (*loadedCache, error) {
	if size == 0 {
		return nil, corrupt("empty file")
	}
	if size < headerFixed+8 {
		return nil, corrupt("not a cache file (too short)")
	}
	fixed, err := readAt(r, 0, headerFixed)
	if err != nil {
		return nil, err
	}
	if string(fixed[:8]) != cacheMagic {
		return nil, corrupt("not a cache file (bad magic)")
	}
	le := binary.LittleEndian
	if v := le.Uint32(fixed[8:]); v != cacheFormat {
		return nil, fmt.Errorf("%w: format %d, want %d", errStale, v, cacheFormat)
	}
	c := &loadedCache{key: le.Uint64(fixed[12:]), written: int64(le.Uint64(fixed[20:])), r: r}
	n := int(le.Uint32(fixed[28:]))
	if int64(n) > (size-headerFixed-8)/frameMeta {
		return nil, corrupt("frame count %d does not fit in %d bytes", n, size)
	}
	hdrEnd := headerFixed + n*frameMeta
	hdr, err := readAt(r, 0, hdrEnd+8)
	if err != nil {
		return nil, err
	}
	if xxh3.Hash(hdr[:hdrEnd]) != le.Uint64(hdr[hdrEnd:]) {
		return nil, corrupt("header checksum mismatch")
	}
	if c.key != key {
		return nil, fmt.Errorf("%w: written by another tool version, rules or options", errStale)
	}
	mlen, mraw, msum := int64(le.Uint32(hdr[32:])), le.Uint32(hdr[36:]), le.Uint64(hdr[40:])
	off := int64(hdrEnd + 8)
	if mlen > size-off {
		return nil, corrupt("manifest truncated")
	}
	mcomp, err := readAt(r, off, int(mlen))
	if err != nil {
		return nil, err
	}
	off += mlen
	c.frames = make([]cachedFrame, n)
	total := 0
	for i := range c.frames {
		m := hdr[headerFixed+i*frameMeta:]
		f := &c.frames[i]
		f.clen, f.raw, f.sum = le.Uint32(m), le.Uint32(m[4:]), le.Uint64(m[12:])
		count := int(le.Uint32(m[8:]))
		if int64(f.clen) > size-off {
			return nil, corrupt("frame %d truncated (%d bytes past the end)", i, int64(f.clen)-(size-off))
		}
		if count > maxFrame || f.raw > maxRaw {
			return nil, corrupt("frame %d too large", i)
		}
		f.off, f.lo, f.hi = off, total, total+count
		total += count
		off += int64(f.clen)
	}
	if off != size {
		return nil, corrupt("%d trailing bytes", size-off)
	}
	raw, err := unzstd(mcomp, msum, mraw, 1)
	if err != nil {
		return nil, corrupt("manifest: %v", err)
	}
	if c.list, err = decodeManifest(raw); err != nil {
		return nil, corrupt("manifest: %v", err)
	}
	if len(c.list) != total {
		return nil, corrupt("manifest has %d entries, the frames %d", len(c.list), total)
	}
	c.entries = make(map[string]*cacheEntry, total)
	for i := range c.list {
		e := &c.list[i]
		if i > 0 && e.path <= c.list[i-1].path {
			return nil, corrupt("paths out of order at %q", e.path)
		}
		c.entries[e.path] = e
	}
	return c, ctx.Err()
}

// unzstd checks comp against sum and decompresses it to exactly raw bytes.
func unzstd(comp []byte, sum uint64, raw uint32, jobs int) ([]byte, error) {
	if xxh3.Hash(comp) != sum {
		return nil, errors.New("checksum mismatch")
	}
	if raw > maxRaw {
		return nil, errors.New("too large")
	}
	dec, err := zstd.NewReader(nil, zstd.WithDecoderConcurrency(max(jobs, 1)), zstd.WithDecoderMaxMemory(maxRaw))
	if err != nil {
		return nil, fmt.Errorf("zstd decoder: %w", err)
	}
	defer dec.Close()
	out, err := dec.DecodeAll(comp, make([]byte, 0, raw))
	if err != nil {
		return nil, err
	}
	if len(out) != int(raw) {
		return nil, fmt.Errorf("%d bytes, header says %d", len(out), raw)
	}
	return out, nil
}

// frameBytes returns frame i's compressed bytes, read and checked once.
func (c *loadedCache) frameBytes(i int) ([]byte, error) {
	f := &c.frames[i]
	if f.comp != nil {
		return f.comp, nil
	}
	b, err := readAt(c.r, f.off, int(f.clen))
	if err != nil {
		return nil, err
	}
	if xxh3.Hash(b) != f.sum {
		return nil, corrupt("frame %d checksum mismatch", i)
	}
	f.comp = b
	return b, nil
}

// decode reads and decodes, in parallel, the frames holding an entry for
// which need is true, setting those frames' outlines.
func (c *loadedCache) decode(ctx context.Context, need func(*cacheEntry) bool, jobs int) error {
	var todo []int
	for i, f := range c.frames {
		for j := f.lo; j < f.hi; j++ {
			if e := &c.list[j]; e.kind == entryFile && e.file == nil && need(e) {
				todo = append(todo, i)
				break
			}
		}
	}
	if len(todo) == 0 {
		return nil
	}
	dec, err := zstd.NewReader(nil, zstd.WithDecoderConcurrency(max(jobs, 1)), zstd.WithDecoderMaxMemory(maxRaw))
	if err != nil {
		return fmt.Errorf("zstd decoder: %w", err)
	}
	defer dec.Close()
	// Decoded outlines keep no reference to the raw bytes (the string
	// table is copied), so the buffers are recycled.
	var bufs sync.Pool
	return parallel.ForEach(ctx, len(todo), jobs, func(k int) error {
		i := todo[k]
		f := &c.frames[i]
		comp, err := c.frameBytes(i)
		if err != nil {
			return err
		}
		buf, _ := bufs.Get().([]byte)
		raw, err := dec.DecodeAll(comp, buf[:0])
		defer bufs.Put(raw[:0])
		if err != nil {
			return corrupt("frame %d: %v", i, err)
		}
		if len(raw) != int(f.raw) {
			return corrupt("frame %d: %d bytes, header says %d", i, len(raw), f.raw)
		}
		es := make([]*cacheEntry, f.hi-f.lo)
		for j := range es {
			es[j] = &c.list[f.lo+j]
		}
		if err := decodeFrame(raw, es); err != nil {
			return corrupt("frame %d: %v", i, err)
		}
		return nil
	})
}

// parseCache checks and decodes a whole cache file held in data, every
// frame included (tests and benchmarks).
func parseCache(ctx context.Context, data []byte, key uint64, jobs int) (*loadedCache, error) {
	c, err := openCache(ctx, bytes.NewReader(data), int64(len(data)), key)
	if err != nil {
		return nil, err
	}
	if err := c.decode(ctx, func(*cacheEntry) bool { return true }, jobs); err != nil {
		return nil, err
	}
	return c, nil
}

// frameEnds reports whether a frame ends after path.
func frameEnds(path string, size int) bool {
	return xxh3.HashString(path)&frameMask == frameMask || size >= maxFrame
}

// saveCache writes entries (sorted by path) to file, reusing old's frames
// whose paths are the same and whose entries all came unchanged from it
// (clean). It reports whether it wrote anything: nothing is written when
// every frame is reused under the same key and no entry was re-verified.
func saveCache(ctx context.Context, file string, key uint64, written int64, entries []*cacheEntry, clean []bool, reverified bool, old *loadedCache, jobs int) (bool, error) {
	type reused struct {
		comp []byte
		raw  uint32
		sum  uint64
	}
	type group struct {
		lo, hi int
		reuse  *reused
		comp   []byte
		raw    uint32
		sum    uint64
	}
	var groups []group
	lo := 0
	for i, e := range entries {
		if frameEnds(e.path, i-lo+1) || i == len(entries)-1 {
			groups = append(groups, group{lo: lo, hi: i + 1})
			lo = i + 1
		}
	}
	byFirst := map[string]int{}
	if old != nil && old.key == key {
		for i, f := range old.frames {
			if f.hi > f.lo {
				byFirst[old.list[f.lo].path] = i
			}
		}
	}
	changed := old == nil || old.key != key || reverified || len(groups) != len(old.frames)
	var dirty []int
	for gi := range groups {
		g := &groups[gi]
		if fi, ok := byFirst[entries[g.lo].path]; ok && old.frames[fi].hi-old.frames[fi].lo == g.hi-g.lo {
			f := &old.frames[fi]
			same := true
			for i := g.lo; i < g.hi && same; i++ {
				same = clean[i] && old.list[f.lo+i-g.lo].path == entries[i].path
			}
			if same {
				comp, err := old.frameBytes(fi)
				if err != nil {
					return false, err
				}
				g.reuse = &reused{comp: comp, raw: f.raw, sum: f.sum}
				continue
			}
		}
		changed = true
		dirty = append(dirty, gi)
	}
	if !changed {
		return false, nil
	}
	for _, gi := range dirty {
		for _, e := range entries[groups[gi].lo:groups[gi].hi] {
			if e.kind == entryFile && e.file == nil {
				return false, fmt.Errorf("outline of %s not loaded", e.path)
			}
		}
	}
	manifest := encodeManifest(entries)
	enc, err := zstd.NewWriter(nil, zstd.WithEncoderLevel(zstd.SpeedFastest), zstd.WithEncoderConcurrency(max(jobs, 1)))
	if err != nil {
		return false, fmt.Errorf("zstd encoder: %w", err)
	}
	defer enc.Close()
	if err := parallel.ForEach(ctx, len(dirty), jobs, func(i int) error {
		g := &groups[dirty[i]]
		raw := encodeFrame(entries[g.lo:g.hi])
		g.comp = enc.EncodeAll(raw, nil)
		g.raw = uint32(len(raw))
		g.sum = xxh3.Hash(g.comp)
		return nil
	}); err != nil {
		return false, err
	}
	mcomp := enc.EncodeAll(manifest, nil)
	le := binary.LittleEndian
	hdr := make([]byte, 0, headerFixed+len(groups)*frameMeta+8)
	hdr = append(hdr, cacheMagic...)
	hdr = le.AppendUint32(hdr, cacheFormat)
	hdr = le.AppendUint64(hdr, key)
	hdr = le.AppendUint64(hdr, uint64(written))
	hdr = le.AppendUint32(hdr, uint32(len(groups)))
	hdr = le.AppendUint32(hdr, uint32(len(mcomp)))
	hdr = le.AppendUint32(hdr, uint32(len(manifest)))
	hdr = le.AppendUint64(hdr, xxh3.Hash(mcomp))
	bodies := make([][]byte, len(groups))
	for i := range groups {
		g := &groups[i]
		if g.reuse != nil {
			g.comp, g.raw, g.sum = g.reuse.comp, g.reuse.raw, g.reuse.sum
		}
		bodies[i] = g.comp
		hdr = le.AppendUint32(hdr, uint32(len(g.comp)))
		hdr = le.AppendUint32(hdr, g.raw)
		hdr = le.AppendUint32(hdr, uint32(g.hi-g.lo))
		hdr = le.AppendUint64(hdr, g.sum)
	}
	hdr = le.AppendUint64(hdr, xxh3.Hash(hdr))
	return true, replaceFile(file, append([][]byte{hdr, mcomp}, bodies...))
}

// replaceFile writes parts to a temporary file beside name and renames it
// over name, so a killed run leaves the old cache or the new one. It does
// not fsync: after a power loss a torn cache fails its checksums and is
// rebuilt, which is cheaper than syncing ~tens of MB on every run.
func replaceFile(name string, parts [][]byte) error {
	dir := filepath.Dir(name)
	// Never through a link: the cache would land wherever it points.
	if err := outdir.Ensure(dir); err != nil {
		return fmt.Errorf("create cache directory: %w", err)
	}
	// Something else in the cache file's place (a directory) is ours to clear.
	if fi, err := os.Lstat(name); err == nil && !fi.Mode().IsRegular() {
		if err := os.RemoveAll(name); err != nil {
			return fmt.Errorf("replace %s: %w", name, err)
		}
	}
	// Unsynced: a lost cache is rebuilt (see above).
	return atomicfile.WriteUnsynced(name, func(w io.Writer) error {
		for _, p := range parts {
			if _, err := w.Write(p); err != nil {
				return err
			}
		}
		return nil
	})
}

// sortEntries orders cache entries by path.
func sortEntries(es []*cacheEntry) {
	sort.Slice(es, func(i, j int) bool { return es[i].path < es[j].path })
}

// cacheLoad runs loadCache in the background while the tree is listed.
type cacheLoad struct {
	wg   sync.WaitGroup
	took time.Duration
	c    *loadedCache
	err  error
}

func startCacheLoad(ctx context.Context, file string, key uint64) *cacheLoad {
	l := &cacheLoad{}
	l.wg.Add(1)
	go func() {
		defer l.wg.Done()
		t0 := time.Now()
		defer func() { l.took = time.Since(t0) }()
		l.c, l.err = loadCache(ctx, file, key)
	}()
	return l
}

func (l *cacheLoad) wait() (*loadedCache, error) {
	l.wg.Wait()
	return l.c, l.err
}

// readKey returns the key a cache file's header names (0 if too short).
func readKey(data []byte) uint64 {
	if len(data) < headerFixed {
		return 0
	}
	return binary.LittleEndian.Uint64(data[12:])
}
