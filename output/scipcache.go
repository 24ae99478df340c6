package output

import (
	"bufio"
	"crypto/sha256"
	"errors"
	"fmt"
	"hash"
	"io"
	"io/fs"
	"os"
	"sort"

	"github.com/zeebo/xxh3"

	"github.com/soulindex/soulindex/cachefile"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/filestamp"
	"github.com/soulindex/soulindex/internal/safefile"
	"github.com/soulindex/soulindex/refgraph"
)

// A document's bytes depend on its file (content, outline), on the
// references the graph resolved in it, on the symbol strings of its own
// definitions and of those they name, and on which file holds each
// package's symbol. A file's symbol strings are determined by its
// interface digest (refgraph.Graph.FileDigest: path, language, the
// definitions' names, kinds, containers and order) and the manifests, so a
// document is keyed by its file hash, the digests of its file and of every
// file it references (with the symbol indexes), the manifests and the
// package homes. A matching document is copied from the previous index
// instead of being built again, even when other files' interfaces changed
// or files were added or removed. The cache holds no document bytes: it records where
// each document lies in the previous index.scip, with a checksum of each
// document (its field header included) and one of the bytes between
// documents, so nothing is stored twice. Reused documents are copied
// file to file (copy_file_range: no pass through user memory), and their
// checksums carried over.

const (
	docCacheMagic   = "SISCIPDC"
	docCacheVersion = 3 // 3: authenticated; SHA-256 and xxh3 sums, the index's stamp
)

// MaxDocCacheSize bounds the document cache read: it holds a few numbers
// and a path per document, far less than this even for a huge tree.
const MaxDocCacheSize = 256 << 20

type docEntry struct {
	key uint64
	off int64    // of the document's bytes in the index
	n   int      // their length
	hdr int      // the length of the field header before them
	sum pieceSum // of the header and the bytes
}

// pieceSum checks a piece of the index two ways. The fast one (xxh3)
// serves while the index is the very file the cache was written beside
// (its stamp: inode, times, size), against damage. The strong one
// (SHA-256, cut to 128 bits) serves when it is not: restored from a CI
// cache, or put there by a checkout of a committed index.scip, whose
// author knows what ours holds and could match a fast hash.
type pieceSum struct {
	strong [16]byte
	fast   uint64
}

// pieceHasher computes a pieceSum: both halves, or only the one a
// verification needs.
type pieceHasher struct {
	strong hash.Hash
	fast   *xxh3.Hasher
}

func newPieceHasher(strong, fast bool) *pieceHasher {
	h := &pieceHasher{}
	if strong {
		h.strong = sha256.New()
	}
	if fast {
		h.fast = xxh3.New()
	}
	return h
}

func (h *pieceHasher) Write(p []byte) (int, error) {
	if h.strong != nil {
		h.strong.Write(p)
	}
	if h.fast != nil {
		h.fast.Write(p)
	}
	return len(p), nil
}

func (h *pieceHasher) Reset() {
	if h.strong != nil {
		h.strong.Reset()
	}
	if h.fast != nil {
		h.fast.Reset()
	}
}

// sum is what was written, in the halves computed.
func (h *pieceHasher) sum() pieceSum {
	var s pieceSum
	if h.strong != nil {
		s.strong = [16]byte(h.strong.Sum(nil))
	}
	if h.fast != nil {
		s.fast = h.fast.Sum64()
	}
	return s
}

// matches compares the halves h computes with want's.
func (h *pieceHasher) matches(want pieceSum) bool {
	got := h.sum()
	return (h.strong == nil || got.strong == want.strong) && (h.fast == nil || got.fast == want.fast)
}

func sumOf(parts ...[]byte) pieceSum {
	h := newPieceHasher(true, true)
	for _, p := range parts {
		h.Write(p)
	}
	return h.sum()
}

// DocCache carries encoded SCIP documents from one run to the next.
type DocCache struct {
	// old is the previous index, verified against its checksum; reused
	// documents are copied from it by positioned reads, not mapped:
	// mapped pages would count in the run's memory, the size of the
	// whole index.
	old  *os.File
	prev map[string]docEntry

	// What this run wrote.
	paths   []string
	entries []docEntry
	size    int64
	gap     pieceSum // of the bytes outside documents
	reused  int
}

// NewDocCache returns an empty cache: every document is encoded.
func NewDocCache() *DocCache { return &DocCache{} }

// LoadDocCache reads the cache file and the index it describes. A missing
// cache file is no error (an empty cache); a cache that is corrupt, of
// another version, or whose index was changed or removed is an error, and
// the returned cache is empty so the run goes on.
//
// The cache must be authenticated under a (written by this user here),
// and every byte of the index it describes must have the SHA-256 it
// records: an index put there by anyone else (a checkout of a committed
// one) is never taken for the one the cache was made with, while the
// same index restored from a CI cache is.
func LoadDocCache(cachePath, indexPath string, a *cachefile.Auth) (*DocCache, error) {
	// Not through a link, regular files only, bounded: the output
	// directory may hold whatever a repository committed there.
	data, err := safefile.ReadFileNoFollow(cachePath, MaxDocCacheSize)
	if errors.Is(err, fs.ErrNotExist) {
		return NewDocCache(), nil
	}
	if err != nil {
		return NewDocCache(), fmt.Errorf("scip cache: %w", err)
	}
	stamp, gap, prev, err := decodeDocCache(data, a)
	if err != nil {
		return NewDocCache(), fmt.Errorf("scip cache %s: %w", cachePath, err)
	}
	old, st, err := safefile.OpenNoFollow(indexPath)
	if errors.Is(err, fs.ErrNotExist) {
		return NewDocCache(), nil
	}
	if err != nil {
		return NewDocCache(), fmt.Errorf("scip cache: its index: %w", err)
	}
	// The strong sums unless this is the file the cache was written beside.
	strong := filestamp.Of(st) != stamp
	if st.Size() != stamp.Size || verifyPieces(old, stamp.Size, gap, prev, strong) != nil {
		old.Close()
		return NewDocCache(), fmt.Errorf("scip cache: %s changed since the cache was written", indexPath)
	}
	return &DocCache{old: old, prev: prev}, nil
}

// verifyPieces checks every document's checksum and that of the bytes
// between them (the strong or the fast ones), reading the index once from
// the start.
func verifyPieces(r io.Reader, size int64, gap pieceSum, prev map[string]docEntry, strong bool) error {
	es := make([]docEntry, 0, len(prev))
	for _, e := range prev {
		es = append(es, e)
	}
	sort.Slice(es, func(a, b int) bool { return es[a].off < es[b].off })
	br := bufio.NewReaderSize(r, 1<<20)
	gh := newPieceHasher(strong, !strong)
	dh := newPieceHasher(strong, !strong)
	pos := int64(0)
	for _, e := range es {
		start := e.off - int64(e.hdr)
		if start < pos {
			return errors.New("overlapping documents")
		}
		if _, err := io.CopyN(gh, br, start-pos); err != nil {
			return err
		}
		dh.Reset()
		if _, err := io.CopyN(dh, br, int64(e.hdr+e.n)); err != nil {
			return err
		}
		if !dh.matches(e.sum) {
			return errors.New("a document changed")
		}
		pos = e.off + int64(e.n)
	}
	if _, err := io.CopyN(gh, br, size-pos); err != nil {
		return err
	}
	if !gh.matches(gap) {
		return errors.New("the bytes between documents changed")
	}
	return nil
}

// decodeDocCache decodes a cache file: the index's stamp, the checksum of
// its bytes between documents and every document's entry, each within
// the index.
func decodeDocCache(data []byte, a *cachefile.Auth) (stamp filestamp.Stamp, gap pieceSum, prev map[string]docEntry, err error) {
	payload, err := cachefile.Read(data, a, docCacheMagic, docCacheVersion)
	if err != nil {
		return stamp, gap, nil, err
	}
	return decodeDocPayload(payload)
}

// readSum reads a pieceSum.
func readSum(d *cachefile.Decoder) pieceSum {
	var s pieceSum
	s.fast = d.U64()
	if b := d.Next(len(s.strong), "checksum"); b != nil {
		s.strong = [16]byte(b)
	}
	return s
}

// appendSum appends a pieceSum as readSum reads it.
func appendSum(e *cachefile.Encoder, s pieceSum) {
	e.U64(s.fast)
	e.B = append(e.B, s.strong[:]...)
}

// decodeDocPayload decodes an authenticated payload; it checks every
// count and offset against what it read.
func decodeDocPayload(payload []byte) (stamp filestamp.Stamp, gap pieceSum, prev map[string]docEntry, err error) {
	d := cachefile.NewDecoder(payload)
	stamp = filestamp.Stamp{Size: int64(min(d.Uint(), 1<<62)), Mtime: d.Int(), Ctime: d.Int(), Ino: d.U64()}
	size := stamp.Size
	gap = readSum(d)
	n := d.Len(36)
	prev = make(map[string]docEntry, n)
	for range n {
		p := d.String()
		e := docEntry{key: d.U64(), off: int64(min(d.Uint(), 1<<62)), n: int(min(d.Uint(), 1<<31)), hdr: int(min(d.Uint(), 16)), sum: readSum(d)}
		if e.off > size || int64(e.n) > size-e.off || int64(e.hdr) > e.off {
			return stamp, gap, nil, fmt.Errorf("%w: entry of %s out of range", cachefile.ErrMismatch, p)
		}
		prev[p] = e
	}
	if d.Err() != nil || d.Left() != 0 {
		return stamp, gap, nil, fmt.Errorf("%w: bad entries", cachefile.ErrMismatch)
	}
	return stamp, gap, prev, nil
}

// Reused counts the documents the last write copied.
func (c *DocCache) Reused() int { return c.reused }

// begin computes every document's key and resets what the run records.
func (c *DocCache) begin(res *indexer.Result, g *refgraph.Graph, program string, homes map[string]string) []uint64 {
	c.paths = make([]string, len(res.Files))
	c.entries = make([]docEntry, len(res.Files))
	c.reused = 0
	var e cachefile.Encoder
	e.Uint(docCacheVersion)
	e.String(program)
	e.Uint(uint64(len(res.Packages)))
	for _, p := range res.Packages {
		e.String(p.Dir)
		e.String(p.Manager)
		e.String(p.Name)
	}
	syms := make([]string, 0, len(homes))
	for s := range homes {
		syms = append(syms, s)
	}
	sort.Strings(syms)
	for _, s := range syms {
		e.String(s)
		e.String(homes[s])
	}
	base := xxh3.Hash(e.B)
	// Each file's identity for the symbol strings of its definitions.
	ids := make([]uint64, len(res.Files))
	for i, f := range res.Files {
		e.B = e.B[:0]
		e.String(f.Path)
		e.U64(g.FileDigest(i))
		ids[i] = xxh3.Hash(e.B)
	}
	keys := make([]uint64, len(res.Files))
	for i, f := range res.Files {
		c.paths[i] = f.Path
		e.B = e.B[:0]
		e.U64(base)
		e.U64(ids[i])
		e.U64(f.ShapeKey())
		e.Uint(uint64(len(g.Refs[i])))
		put := func(t refgraph.Target) {
			if t.File < 0 {
				e.Uint(0) // a prefix-free encoding: unresolved, or resolved and where
				return
			}
			e.Uint(1)
			e.U64(ids[t.File])
			e.Uint(uint64(t.Symbol))
		}
		for _, nt := range g.Refs[i] {
			put(nt.Plain)
			put(nt.Member)
			e.Uint(uint64(len(nt.Qual)))
			for _, q := range nt.Qual {
				e.Uint(uint64(q.Qual))
				put(q.Target)
			}
		}
		keys[i] = xxh3.Hash(e.B)
	}
	return keys
}

// reusable returns the previous entry of document i when its key
// matches.
func (c *DocCache) reusable(i int, key uint64) (docEntry, bool) {
	if c.old == nil {
		return docEntry{}, false
	}
	e, ok := c.prev[c.paths[i]]
	if !ok || e.key != key {
		return docEntry{}, false
	}
	c.reused++
	return e, true
}

// copySpan writes bytes [start, end) of the previous index to w, file to
// file when w leads to one (an io.ReaderFrom taking an *io.LimitedReader
// of an *os.File: copy_file_range).
func (c *DocCache) copySpan(w io.Writer, start, end int64) error {
	var n int64
	_, err := c.old.Seek(start, io.SeekStart)
	if err == nil {
		n, err = io.Copy(w, &io.LimitedReader{R: c.old, N: end - start})
	}
	if err == nil && n != end-start {
		err = io.ErrUnexpectedEOF
	}
	if err != nil {
		return fmt.Errorf("write scip: copy from the previous index (it changed while it was read?): %w", err)
	}
	return nil
}

func (c *DocCache) record(i int, e docEntry) {
	c.entries[i] = e
}

// finish records the written index's size and the checksum of its bytes
// outside documents.
func (c *DocCache) finish(size int64, gap pieceSum) {
	c.size, c.gap = size, gap
}

// Close releases a cache that will not be written with (nil-safe).
func (c *DocCache) Close() {
	if c != nil {
		c.release()
	}
}

// release closes the previous index.
func (c *DocCache) release() {
	if c.old != nil {
		c.old.Close()
	}
	c.old, c.prev = nil, nil
}

// Encode writes what the last WriteSCIPReusing recorded, for the next
// run, authenticated under a; the index it describes is now at indexPath
// (written and renamed into place).
func (c *DocCache) Encode(w io.Writer, a *cachefile.Auth, indexPath string) (int64, error) {
	fi, err := os.Lstat(indexPath)
	if err != nil {
		return 0, fmt.Errorf("scip cache: its index: %w", err)
	}
	if !fi.Mode().IsRegular() || fi.Size() != c.size {
		return 0, fmt.Errorf("scip cache: %s is not the index just written", indexPath)
	}
	cw := &countingWriter{w: w}
	err = cachefile.Write(cw, a, docCacheMagic, docCacheVersion, c.payload(filestamp.Of(fi)))
	return cw.n, err
}

// payload encodes the cache for the index of stamp st.
func (c *DocCache) payload(st filestamp.Stamp) []byte {
	var e cachefile.Encoder
	e.Uint(uint64(st.Size))
	e.Int(st.Mtime)
	e.Int(st.Ctime)
	e.U64(st.Ino)
	appendSum(&e, c.gap)
	e.Uint(uint64(len(c.entries)))
	for i, en := range c.entries {
		e.String(c.paths[i])
		e.U64(en.key)
		e.Uint(uint64(en.off))
		e.Uint(uint64(en.n))
		e.Uint(uint64(en.hdr))
		appendSum(&e, en.sum)
	}
	return e.B
}
