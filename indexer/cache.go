package indexer

import (
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
	"github.com/soulindex/soulindex/internal/outdir"
	"github.com/soulindex/soulindex/internal/parallel"
	"github.com/soulindex/soulindex/internal/safefile"
)

// The outline cache is one file, CacheDir/outlines.bin:
//
//	header   magic "SOULIDXC", format u32, key u64, written-at i64 (ns),
//	         frame count u32, then per frame: compressed length u32,
//	         raw length u32, entry count u32, xxh3 of the compressed
//	         bytes u64; then xxh3 of all the header bytes before it u64
//	frames   zstd frames, each holding the entries of consecutive paths
//	         (codec.go)
//
// Frames decode in parallel. Their boundaries depend on the paths only
// (content-defined: after a path whose hash ends in frameMask bits), so
// adding or removing a file changes one frame, and a frame whose files are
// all unchanged is copied as it was, compressed bytes and all.

// CacheFileName is the outline cache's file inside Options.CacheDir.
const CacheFileName = "outlines.bin"

// MaxCacheFileSize bounds the outline cache read into memory. Outlines
// compress to a fraction of their source (18 MB for Go's 86 MB standard
// library), so a real cache stays far below it; a larger file is refused
// and the cache rebuilt.
const MaxCacheFileSize = 2 << 30

const (
	cacheMagic  = "SOULIDXC"
	cacheFormat = 10 // 5: Symbol.Decorators; 6: File.Summary; 7: both; 8: File.BuildExcluded; 9: File.FallbackCauses; 10: the notice reason
	headerFixed = 8 + 4 + 8 + 8 + 4
	frameMeta   = 4 + 4 + 4 + 8
	// frameMask: a frame ends after a path whose hash has these bits set
	// (about 64 files a frame); maxFrame bounds a frame anyway.
	frameMask = 63
	maxFrame  = 512
	// maxRaw bounds one frame's decompressed size.
	maxRaw = 1 << 30
	// racyWindow: a file whose mtime or ctime is this close to (or after)
	// the time the cache was written may have changed again within the
	// file system's timestamp granularity, so its content is re-hashed.
	racyWindow = int64(2e9)
)

// errCorrupt marks a cache that fails its checks; errStale one written by
// another version or with other options.
var (
	errCorrupt = errors.New("cache corrupt")
	errStale   = errors.New("cache stale")
)

// loadedCache is a decoded cache file.
type loadedCache struct {
	key     uint64
	written int64 // ns: when the run that wrote it started
	entries map[string]*cacheEntry
	frames  []cachedFrame
}

// cachedFrame keeps a loaded frame's bytes, to be written again unchanged.
type cachedFrame struct {
	comp  []byte
	raw   uint32
	sum   uint64
	paths []string
}

// trusted reports whether the stat fast path may vouch for e: its stamp
// must predate the cache's writing by more than the racy window.
func (c *loadedCache) trusted(e *cacheEntry) bool {
	limit := c.written - racyWindow
	return e.stamp.mtime < limit && e.stamp.ctime < limit
}

// loadCache reads and decodes the cache file. A missing file is (nil,
// nil); anything else that is not a valid cache of this key is an error
// wrapping errCorrupt or errStale.
func loadCache(ctx context.Context, file string, key uint64, jobs int) (*loadedCache, error) {
	// The cache lies in the output directory, which a repository can
	// fill: its directory must not be a link to elsewhere, and the file is
	// read only when it is a regular file (not a device, a FIFO or a link)
	// of a bounded size.
	if err := outdir.Check(filepath.Dir(file)); err != nil {
		return nil, fmt.Errorf("%w: %v", errCorrupt, err)
	}
	data, err := safefile.ReadFileNoFollow(file, MaxCacheFileSize)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %s", errCorrupt, errText(err))
	}
	c, err := parseCache(ctx, data, key, jobs)
	if err != nil {
		return nil, err
	}
	return c, nil
}

func corrupt(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{errCorrupt}, args...)...)
}

// parseCache checks and decodes a cache file's bytes.
func parseCache(ctx context.Context, data []byte, key uint64, jobs int) (*loadedCache, error) {
	if len(data) == 0 {
		return nil, corrupt("empty file")
	}
	if len(data) < headerFixed+8 || string(data[:8]) != cacheMagic {
		return nil, corrupt("not a cache file (bad magic or too short)")
	}
	le := binary.LittleEndian
	if v := le.Uint32(data[8:]); v != cacheFormat {
		return nil, fmt.Errorf("%w: format %d, want %d", errStale, v, cacheFormat)
	}
	c := &loadedCache{key: le.Uint64(data[12:]), written: int64(le.Uint64(data[20:]))}
	n := int(le.Uint32(data[28:]))
	if n > (len(data)-headerFixed-8)/frameMeta {
		return nil, corrupt("frame count %d does not fit in %d bytes", n, len(data))
	}
	hdrEnd := headerFixed + n*frameMeta
	if xxh3.Hash(data[:hdrEnd]) != le.Uint64(data[hdrEnd:]) {
		return nil, corrupt("header checksum mismatch")
	}
	if c.key != key {
		return nil, fmt.Errorf("%w: written by another tool version, rules or options", errStale)
	}
	c.frames = make([]cachedFrame, n)
	counts := make([]int, n)
	off := hdrEnd + 8
	for i := range c.frames {
		m := data[headerFixed+i*frameMeta:]
		clen := int(le.Uint32(m))
		if clen > len(data)-off {
			return nil, corrupt("frame %d truncated (%d bytes past the end)", i, clen-(len(data)-off))
		}
		c.frames[i] = cachedFrame{comp: data[off : off+clen], raw: le.Uint32(m[4:]), sum: le.Uint64(m[12:])}
		counts[i] = int(le.Uint32(m[8:]))
		off += clen
	}
	if off != len(data) {
		return nil, corrupt("%d trailing bytes", len(data)-off)
	}
	dec, err := zstd.NewReader(nil, zstd.WithDecoderConcurrency(max(jobs, 1)), zstd.WithDecoderMaxMemory(maxRaw))
	if err != nil {
		return nil, fmt.Errorf("zstd decoder: %w", err)
	}
	defer dec.Close()
	decoded := make([][]cacheEntry, n)
	// Decoded frames keep no reference to the raw bytes (the string table
	// is copied), so the buffers are recycled.
	var bufs sync.Pool
	err = parallel.ForEach(ctx, n, jobs, func(i int) error {
		f := &c.frames[i]
		if xxh3.Hash(f.comp) != f.sum {
			return corrupt("frame %d checksum mismatch", i)
		}
		if f.raw > maxRaw {
			return corrupt("frame %d too large", i)
		}
		buf, _ := bufs.Get().([]byte)
		raw, err := dec.DecodeAll(f.comp, buf[:0])
		defer bufs.Put(raw[:0])
		if err != nil {
			return corrupt("frame %d: %v", i, err)
		}
		if len(raw) != int(f.raw) {
			return corrupt("frame %d: %d bytes, header says %d", i, len(raw), f.raw)
		}
		es, err := decodeFrame(raw)
		if err != nil {
			return corrupt("frame %d: %v", i, err)
		}
		if len(es) != counts[i] {
			return corrupt("frame %d: %d entries, header says %d", i, len(es), counts[i])
		}
		decoded[i] = es
		return nil
	})
	if err != nil {
		return nil, err
	}
	total := 0
	for _, es := range decoded {
		total += len(es)
	}
	c.entries = make(map[string]*cacheEntry, total)
	prev := ""
	for i, es := range decoded {
		c.frames[i].paths = make([]string, len(es))
		for j := range es {
			e := &es[j]
			if (i > 0 || j > 0) && e.path <= prev {
				return nil, corrupt("paths out of order at %q", e.path)
			}
			prev = e.path
			c.frames[i].paths[j] = e.path
			c.entries[e.path] = e
		}
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
	type group struct {
		lo, hi int
		reuse  *cachedFrame
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
	byFirst := map[string]*cachedFrame{}
	if old != nil && old.key == key {
		for i := range old.frames {
			if f := &old.frames[i]; len(f.paths) > 0 {
				byFirst[f.paths[0]] = f
			}
		}
	}
	changed := old == nil || old.key != key || reverified || len(groups) != len(old.frames)
	var dirty []int
	for gi := range groups {
		g := &groups[gi]
		if f := byFirst[entries[g.lo].path]; f != nil && len(f.paths) == g.hi-g.lo {
			same := true
			for i := g.lo; i < g.hi && same; i++ {
				same = clean[i] && f.paths[i-g.lo] == entries[i].path
			}
			if same {
				g.reuse = f
				continue
			}
		}
		changed = true
		dirty = append(dirty, gi)
	}
	if !changed {
		return false, nil
	}
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
	le := binary.LittleEndian
	hdr := make([]byte, 0, headerFixed+len(groups)*frameMeta+8)
	hdr = append(hdr, cacheMagic...)
	hdr = le.AppendUint32(hdr, cacheFormat)
	hdr = le.AppendUint64(hdr, key)
	hdr = le.AppendUint64(hdr, uint64(written))
	hdr = le.AppendUint32(hdr, uint32(len(groups)))
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
	return true, replaceFile(file, append([][]byte{hdr}, bodies...))
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

func startCacheLoad(ctx context.Context, file string, key uint64, jobs int) *cacheLoad {
	l := &cacheLoad{}
	l.wg.Add(1)
	go func() {
		defer l.wg.Done()
		t0 := time.Now()
		defer func() { l.took = time.Since(t0) }()
		l.c, l.err = loadCache(ctx, file, key, jobs)
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
