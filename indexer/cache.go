package indexer

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"
	"sort"
	"sync"
	"time"

	"github.com/klauspost/compress/zstd"
	"github.com/zeebo/xxh3"
	"golang.org/x/sync/semaphore"

	"github.com/soulindex/soulindex/cachefile"
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
//	          length u32 and SHA-256; then per frame: compressed length
//	          u32, raw length u32, entry count u32, SHA-256 of the
//	          compressed bytes; then the MAC (cachefile.Auth: HMAC-SHA256
//	          under the user's secret) of all the header bytes before it
//	manifest  one zstd frame: every entry's path, stamp, hash and what a
//	          run's fingerprint and summary need (codec.go)
//	frames    zstd frames, each holding the outlines of consecutive
//	          entries (codec.go)
//
// The MAC ties every outline to this user: a cache a repository committed,
// or anyone copied or forged, fails it and is rebuilt from source, and
// nothing of it is decompressed first. Frames and manifest are checked
// against their SHA-256 (not a fast hash: the MAC vouches for the sums, so
// they must not be forgeable either), and each may decompress to at most
// cachefile.RawBound of its compressed bytes, with at most maxInflight
// bytes being decoded at once in the process, whatever the worker count.
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
	cacheFormat = 14 // 5: Symbol.Decorators; 6: File.Summary; 7: both; 8: File.BuildExcluded; 9: File.FallbackCauses; 10: the notice reason; 11: the manifest; 12: refs packed (extract.AppendPackedRefs), with their byte length; 13: Import.SourceRange; 14: authenticated, SHA-256 sums
	sumSize     = sha256.Size
	headerFixed = 8 + 4 + 8 + 8 + 4 + 4 + 4 + sumSize
	frameMeta   = 4 + 4 + 4 + sumSize
	// frameMask: a frame ends after a path whose hash has these bits set
	// (about 64 files a frame); maxFrame bounds a frame anyway.
	frameMask = 63
	maxFrame  = 512
	// maxRaw bounds one frame's (or the manifest's) decompressed size.
	maxRaw = 1 << 30
	// maxInflight bounds the bytes being decompressed at once by one
	// decode, across its workers.
	maxInflight = 256 << 20
	// racyWindow: a file whose mtime or ctime is this close to (or after)
	// the time the cache was written may have changed again within the
	// file system's timestamp granularity, so its content is re-hashed.
	racyWindow = filestamp.RacyWindow
)

// errCorrupt marks a cache that fails its checks; errStale one written by
// another version or with other options; errUntrusted one whose MAC does
// not check (another user's, another machine's, a committed one).
var (
	errCorrupt   = errors.New("cache corrupt")
	errStale     = errors.New("cache stale")
	errUntrusted = errors.New("cache not written by this user on this machine (committed, copied or forged)")
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
	sum    [sumSize]byte
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
func loadCache(ctx context.Context, file string, key uint64, auth *cachefile.Auth) (*loadedCache, error) {
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
	c, err := openCache(ctx, f, fi.Size(), key, auth)
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

// openCache checks a cache file's header and its MAC under auth, then
// decodes its manifest.
func openCache(ctx context.Context, r io.ReaderAt, size int64, key uint64, auth *cachefile.Auth) (*loadedCache, error) {
	if size == 0 {
		return nil, corrupt("empty file")
	}
	if size < headerFixed+sumSize {
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
	if int64(n) > (size-headerFixed-sumSize)/frameMeta {
		return nil, corrupt("frame count %d does not fit in %d bytes", n, size)
	}
	hdrEnd := headerFixed + n*frameMeta
	hdr, err := readAt(r, 0, hdrEnd+sumSize)
	if err != nil {
		return nil, err
	}
	if !auth.Check(hdr[hdrEnd:], hdr[:hdrEnd]) {
		return nil, errUntrusted
	}
	if c.key != key {
		return nil, fmt.Errorf("%w: written by another tool version, rules or options", errStale)
	}
	mlen, mraw := int64(le.Uint32(hdr[32:])), le.Uint32(hdr[36:])
	msum := [sumSize]byte(hdr[40 : 40+sumSize])
	off := int64(hdrEnd + sumSize)
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
		f.clen, f.raw, f.sum = le.Uint32(m), le.Uint32(m[4:]), [sumSize]byte(m[12:12+sumSize])
		count := int(le.Uint32(m[8:]))
		if int64(f.clen) > size-off {
			return nil, corrupt("frame %d truncated (%d bytes past the end)", i, int64(f.clen)-(size-off))
		}
		if count > maxFrame || f.raw > maxRaw || uint64(f.raw) > cachefile.RawBound(int(f.clen)) {
			return nil, corrupt("frame %d too large", i)
		}
		f.off, f.lo, f.hi = off, total, total+count
		total += count
		off += int64(f.clen)
	}
	if off != size {
		return nil, corrupt("%d trailing bytes", size-off)
	}
	raw, err := unzstd(mcomp, msum, mraw)
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

// unzstd checks comp against sum and decompresses it to exactly raw
// bytes, allocating no more than the compressed bytes allow.
func unzstd(comp []byte, sum [sumSize]byte, raw uint32) ([]byte, error) {
	if sha256.Sum256(comp) != sum {
		return nil, errors.New("checksum mismatch")
	}
	if raw > maxRaw {
		return nil, errors.New("too large")
	}
	return cachefile.Decompress(comp, uint64(raw))
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
	if sha256.Sum256(b) != f.sum {
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
	most := uint64(1)
	for _, i := range todo {
		most = max(most, uint64(c.frames[i].raw))
	}
	dec, err := zstd.NewReader(nil, zstd.WithDecoderConcurrency(max(jobs, 1)), zstd.WithDecoderMaxMemory(max(most, 1<<20)),
		zstd.WithDecoderMaxWindow(cachefile.MaxWindow(most)))
	if err != nil {
		return fmt.Errorf("zstd decoder: %w", err)
	}
	defer dec.Close()
	// Decoded outlines keep no reference to the raw bytes (the string
	// table is copied), so the buffers are recycled.
	var bufs sync.Pool
	inflight := semaphore.NewWeighted(maxInflight)
	return parallel.ForEach(ctx, len(todo), jobs, func(k int) error {
		i := todo[k]
		f := &c.frames[i]
		comp, err := c.frameBytes(i)
		if err != nil {
			return err
		}
		// A frame may not declare more than its header said, which
		// the MAC vouches for and the compressed length bounds.
		var zh zstd.Header
		if err := zh.Decode(comp); err != nil || zh.HasFCS && zh.FrameContentSize != uint64(f.raw) {
			return corrupt("frame %d: bad zstd header", i)
		}
		w := min(int64(f.raw), maxInflight)
		if err := inflight.Acquire(ctx, w); err != nil {
			return err
		}
		defer inflight.Release(w)
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
func parseCache(ctx context.Context, data []byte, key uint64, auth *cachefile.Auth, jobs int) (*loadedCache, error) {
	c, err := openCache(ctx, bytes.NewReader(data), int64(len(data)), key, auth)
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
func saveCache(ctx context.Context, file string, key uint64, auth *cachefile.Auth, written int64, entries []*cacheEntry, clean []bool, reverified bool, old *loadedCache, jobs int) (bool, error) {
	if auth == nil {
		return false, errors.New("no secret to authenticate the cache with")
	}
	type reused struct {
		comp []byte
		raw  uint32
		sum  [sumSize]byte
	}
	type group struct {
		lo, hi int
		reuse  *reused
		comp   []byte
		raw    uint32
		sum    [sumSize]byte
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
		g.sum = sha256.Sum256(g.comp)
		return nil
	}); err != nil {
		return false, err
	}
	mcomp := enc.EncodeAll(manifest, nil)
	le := binary.LittleEndian
	hdr := make([]byte, 0, headerFixed+len(groups)*frameMeta+sumSize)
	hdr = append(hdr, cacheMagic...)
	hdr = le.AppendUint32(hdr, cacheFormat)
	hdr = le.AppendUint64(hdr, key)
	hdr = le.AppendUint64(hdr, uint64(written))
	hdr = le.AppendUint32(hdr, uint32(len(groups)))
	hdr = le.AppendUint32(hdr, uint32(len(mcomp)))
	hdr = le.AppendUint32(hdr, uint32(len(manifest)))
	msum := sha256.Sum256(mcomp)
	hdr = append(hdr, msum[:]...)
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
		hdr = append(hdr, g.sum[:]...)
	}
	hdr = append(hdr, auth.Sum(hdr)...)
	if err := replaceFile(file, append([][]byte{hdr, mcomp}, bodies...)); err != nil {
		return false, err
	}
	return true, nil
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
	// Unsynced: a lost cache is rebuilt (see above). Something else in
	// the cache file's place (a FIFO, a device, a directory) is not ours
	// to replace: atomicfile refuses it, and the cache is not saved.
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

func startCacheLoad(ctx context.Context, file string, key uint64, auth *cachefile.Auth) *cacheLoad {
	l := &cacheLoad{}
	l.wg.Add(1)
	go func() {
		defer l.wg.Done()
		t0 := time.Now()
		defer func() { l.took = time.Since(t0) }()
		l.c, l.err = loadCache(ctx, file, key, auth)
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
