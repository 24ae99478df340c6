package indexer

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"

	"github.com/soulindex/soulindex/cachefile"
	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/notice"
)

// The outline codec. The manifest holds every entry's metadata (path,
// stamp, hash, what the run's summary and fingerprint need), enough to
// decide that nothing changed without reading an outline; one cache frame
// holds the outlines of consecutive files. Each is a table of its
// distinct strings followed by the entries. Numbers are varints, positions are deltas, and every string is
// an index into the table, so decoding allocates one string for the whole
// table and slices it. The decoder reads untrusted bytes: every count and
// index is checked, so bad input is an error, never a panic or a huge
// allocation.

// entryKind says what a cache entry remembers about a file.
type entryKind uint8

const (
	entryFile   entryKind = iota // an outline
	entryBinary                  // a binary skip: content alone decides it
)

// cacheEntry is what the cache remembers about one listed file.
type cacheEntry struct {
	path string
	// lang is the language detected from the path (before content
	// refinement); salt hashes that language's query and grammar.
	lang  string
	salt  uint64
	stamp stamp
	hash  uint64
	kind  entryKind
	// note is the file's notice message ("" for none), why its reason;
	// for a skip, note is the skip's reason.
	note string
	why  notice.Reason
	// final, backend, size, fallback, errorNodes, symbols and refs are
	// the outline's, kept in the manifest for a run's summary (file is
	// nil until its frame is decoded).
	final      string
	backend    extract.Backend
	size       int64
	fallback   string
	errorNodes int
	symbols    int
	refs       int
	file       *extract.File
	// used: a job of this run may take the entry (its frame is decoded).
	used bool
}

// setFile sets e's outline and the manifest fields taken from it.
func (e *cacheEntry) setFile(f *extract.File) {
	e.file = f
	if f != nil {
		e.final, e.backend, e.size, e.fallback, e.errorNodes = f.Language, f.Backend, f.Size, f.Fallback, f.ErrorNodes
		e.symbols, e.refs = len(f.Symbols), f.RefCount()
	}
}

// stub is e's outline as the manifest knows it: path, hash, language,
// backend, size, fallback and error nodes; no symbols or references
// (Options.UpToDate).
func (e *cacheEntry) stub() *extract.File {
	return &extract.File{Path: e.path, Hash: e.hash, Language: e.final, Backend: e.backend, Size: e.size, Fallback: e.fallback, ErrorNodes: e.errorNodes}
}

// stamp is what stat says about a file: when it is unchanged the content
// is assumed unchanged (unless racy, see cache.go).
type stamp struct {
	size  int64
	mtime int64 // ns
	ctime int64 // ns, 0 where unknown
	ino   uint64
}

// frameWriter encodes entries into one frame: cachefile's encoder writes
// the entries (the body), strings go to the frame's table.
type frameWriter struct {
	cachefile.Encoder
	strs  map[string]uint64
	table []string
}

func newFrameWriter() *frameWriter {
	return &frameWriter{strs: map[string]uint64{"": 0}, table: []string{""}}
}

func (w *frameWriter) str(s string) {
	i, ok := w.strs[s]
	if !ok {
		i = uint64(len(w.table))
		w.strs[s] = i
		w.table = append(w.table, s)
	}
	w.Uint(i)
}

func (w *frameWriter) rng(r extract.Range) {
	w.Uint(uint64(r.Start.Line))
	w.Uint(uint64(r.Start.Column))
	w.Int(int64(r.End.Line) - int64(r.Start.Line))
	w.Uint(uint64(r.End.Column))
}

// meta appends one entry's manifest record.
func (w *frameWriter) meta(e *cacheEntry) {
	w.str(e.path)
	w.str(e.lang)
	w.U64(e.salt)
	w.Int(e.stamp.size)
	w.Int(e.stamp.mtime)
	w.Int(e.stamp.ctime)
	w.Uint(e.stamp.ino)
	w.U64(e.hash)
	w.Uint(uint64(e.kind))
	w.str(e.note)
	w.str(string(e.why))
	if e.kind == entryFile {
		w.str(e.final)
		w.str(string(e.backend))
		w.Int(e.size)
		w.str(e.fallback)
		w.Uint(uint64(e.errorNodes))
		w.Uint(uint64(e.symbols))
		w.Uint(uint64(e.refs))
	}
}

func (w *frameWriter) file(f *extract.File) {
	w.str(f.Language)
	w.str(string(f.Backend))
	w.str(f.Fallback)
	w.Uint(uint64(f.FallbackCauses))
	w.Uint(uint64(f.ErrorNodes))
	w.Uint(uint64(f.ErrorBytes))
	w.Uint(uint64(f.Lines))
	w.Uint(fileMarks(f))
	w.str(f.Summary)
	w.Int(f.Size)
	w.Uint(uint64(len(f.Symbols)))
	for i := range f.Symbols {
		s := &f.Symbols[i]
		w.str(s.Name)
		w.Uint(uint64(s.Kind))
		w.rng(s.NameRange)
		w.rng(s.FullRange)
		w.str(s.Signature)
		w.Uint(uint64(len(s.Container)))
		for _, p := range s.Container {
			w.str(p.Name)
			w.Uint(uint64(p.Kind))
		}
		w.Int(int64(s.Parent))
		w.str(s.Doc)
		w.Uint(uint64(s.Visibility))
		w.Uint(uint64(len(s.Bases)))
		for _, b := range s.Bases {
			w.str(b)
		}
		w.str(s.Type)
		w.str(s.Decorators)
	}
	w.Uint(uint64(len(f.Imports)))
	for _, im := range f.Imports {
		w.str(im.Source)
		w.Uint(uint64(len(im.Names)))
		for _, n := range im.Names {
			w.str(n.Name)
			w.str(n.Alias)
		}
		w.str(im.Alias)
		w.rng(im.Range)
		w.rng(im.SourceRange)
	}
	w.Uint(uint64(len(f.Exports)))
	for _, ex := range f.Exports {
		w.str(ex.Name)
		w.rng(ex.Range)
	}
	w.Uint(uint64(len(f.RefNames)))
	for _, n := range f.RefNames {
		w.str(n)
	}
	// Refs are written in their packed form (extract.AppendPackedRefs):
	// count, byte length, bytes.
	packed, n := f.PackedRefs()
	w.Uint(uint64(n))
	w.Uint(uint64(len(packed)))
	w.B = append(w.B, packed...)
	w.Uint(uint64(len(f.LocalTypes)))
	for _, t := range f.LocalTypes {
		w.str(t)
	}
	w.Uint(uint64(len(f.LocalInits)))
	for _, k := range f.LocalInits {
		w.Uint(uint64(k))
	}
	w.Uint(uint64(len(f.Scopes)))
	for _, sc := range f.Scopes {
		w.rng(sc.Range)
		w.Int(int64(sc.Symbol))
		w.str(sc.Name)
	}
}

// bytes returns the frame: string count, lengths, the strings, then the
// entries (count first).
func (w *frameWriter) bytes(entries int) []byte {
	n := 0
	for _, s := range w.table[1:] {
		n += len(s)
	}
	out := make([]byte, 0, len(w.B)+n+3*len(w.table)+20)
	out = binary.AppendUvarint(out, uint64(len(w.table)-1))
	for _, s := range w.table[1:] {
		out = binary.AppendUvarint(out, uint64(len(s)))
	}
	for _, s := range w.table[1:] {
		out = append(out, s...)
	}
	out = binary.AppendUvarint(out, uint64(entries))
	return append(out, w.B...)
}

// encodeManifest encodes every entry's manifest record.
func encodeManifest(entries []*cacheEntry) []byte {
	w := newFrameWriter()
	for _, e := range entries {
		w.meta(e)
	}
	return w.bytes(len(entries))
}

// encodeFrame encodes the outlines of entries (those of files) into one
// frame.
func encodeFrame(entries []*cacheEntry) []byte {
	w := newFrameWriter()
	n := 0
	for _, e := range entries {
		if e.kind == entryFile {
			w.file(e.file)
			n++
		}
	}
	return w.bytes(n)
}

// frameReader decodes a frame: cachefile's decoder (varints, the sticky
// first error, counts bounded by the bytes left) plus the frame's string
// table. Decoding code checks Err once per entry.
type frameReader struct {
	cachefile.Decoder
	table []string
}

// u32 reads a varint that must fit in 32 bits.
func (r *frameReader) u32() uint32 {
	v := r.Uint()
	if v > math.MaxUint32 {
		r.Fail("value (out of range)")
		return 0
	}
	return uint32(v)
}

// s32 reads a signed varint that must fit in 32 bits.
func (r *frameReader) s32() int32 {
	v := r.Int()
	if v < math.MinInt32 || v > math.MaxInt32 {
		r.Fail("value (out of range)")
		return 0
	}
	return int32(v)
}

// small reads a non-negative int bounded by max (counts, sizes).
func (r *frameReader) small(max uint64) int {
	v := r.Uint()
	if v > max {
		r.Fail("value (out of range)")
		return 0
	}
	return int(v)
}

// count reads a slice length; each element takes at least one byte, so a
// count beyond the bytes left is corrupt (and never allocated).
func (r *frameReader) count() int { return r.Len(1) }

func (r *frameReader) str() string {
	i := r.Uint()
	if i >= uint64(len(r.table)) {
		r.Fail("string index")
		return ""
	}
	return r.table[i]
}

func (r *frameReader) pos32(base uint32, delta int64) uint32 {
	v := int64(base) + delta
	if v < 0 || v > math.MaxUint32 {
		r.Fail("position")
		return 0
	}
	return uint32(v)
}

func (r *frameReader) rng() extract.Range {
	var g extract.Range
	g.Start.Line = r.u32()
	g.Start.Column = r.u32()
	g.End.Line = r.pos32(g.Start.Line, r.Int())
	g.End.Column = r.u32()
	return g
}

func (r *frameReader) kind() extract.Kind {
	return extract.Kind(r.small(math.MaxUint8))
}

// minEntry is the smallest manifest record: two fixed 8-byte hashes and
// eight one-byte varints.
const minEntry = 24

// newFrameReader reads b's string table.
func newFrameReader(b []byte) (*frameReader, error) {
	r := &frameReader{Decoder: *cachefile.NewDecoder(b)}
	n := r.count()
	lens := make([]int, n)
	total := 0
	for i := range lens {
		lens[i] = r.count()
		total += lens[i]
	}
	// One allocation holds every string of the table.
	all := string(r.Next(total, "string table (truncated)"))
	if err := r.Err(); err != nil {
		return nil, err
	}
	r.table = make([]string, n+1)
	at := 0
	for i, l := range lens {
		r.table[i+1] = all[at : at+l]
		at += l
	}
	return r, nil
}

// end checks that r was read to its last byte without error.
func (r *frameReader) end() error {
	if err := r.Err(); err != nil {
		return err
	}
	if r.Left() != 0 {
		return fmt.Errorf("%w: %d trailing bytes", cachefile.ErrMismatch, r.Left())
	}
	return nil
}

// decodeManifest decodes the manifest's entries (no outlines).
func decodeManifest(b []byte) ([]cacheEntry, error) {
	r, err := newFrameReader(b)
	if err != nil {
		return nil, err
	}
	// An entry takes at least minEntry bytes, which bounds the allocation.
	entries := make([]cacheEntry, r.Len(minEntry))
	for i := range entries {
		e := &entries[i]
		e.path = r.str()
		e.lang = r.str()
		e.salt = r.U64()
		e.stamp.size = r.Int()
		e.stamp.mtime = r.Int()
		e.stamp.ctime = r.Int()
		e.stamp.ino = r.Uint()
		e.hash = r.U64()
		e.kind = entryKind(r.small(uint64(entryBinary)))
		e.note = r.str()
		e.why = notice.Reason(r.str())
		if e.kind == entryFile {
			e.final = r.str()
			e.backend = extract.Backend(r.str())
			e.size = r.Int()
			e.fallback = r.str()
			e.errorNodes = r.small(math.MaxInt32)
			e.symbols = r.small(math.MaxInt32)
			e.refs = r.small(math.MaxInt32)
		}
		if err := r.Err(); err != nil {
			return nil, err
		}
	}
	// A bad entry count ends decoding with no entry read.
	if err := r.end(); err != nil {
		return nil, err
	}
	return entries, nil
}

// decodeFrame decodes one frame's outlines into its entries (those of
// files, in order), which must agree with what the manifest says of them.
func decodeFrame(b []byte, entries []*cacheEntry) error {
	r, err := newFrameReader(b)
	if err != nil {
		return err
	}
	files := 0
	for _, e := range entries {
		if e.kind == entryFile {
			files++
		}
	}
	if n := r.count(); n != files {
		if err := r.Err(); err != nil {
			return err
		}
		return fmt.Errorf("%w: %d outlines for %d files", cachefile.ErrMismatch, n, files)
	}
	for _, e := range entries {
		if e.kind != entryFile {
			continue
		}
		f := r.file(e.path, e.hash)
		if err := r.Err(); err != nil {
			return err
		}
		if f.Language != e.final || f.Backend != e.backend || f.Size != e.size || f.Fallback != e.fallback ||
			f.ErrorNodes != e.errorNodes || len(f.Symbols) != e.symbols || f.RefCount() != e.refs {
			return fmt.Errorf("%w: outline of %s disagrees with the manifest", cachefile.ErrMismatch, e.path)
		}
		e.file = f
	}
	return r.end()
}

func (r *frameReader) file(path string, hash uint64) *extract.File {
	f := &extract.File{Path: path, Hash: hash}
	f.Language = r.str()
	f.Backend = extract.Backend(r.str())
	f.Fallback = r.str()
	f.FallbackCauses = extract.Cause(r.small(math.MaxUint8))
	f.ErrorNodes = r.small(math.MaxInt32)
	f.ErrorBytes = r.small(math.MaxInt32)
	f.Lines = r.small(math.MaxInt32)
	marks := r.small(markAll)
	f.Generated, f.MainGuard, f.BuildExcluded = marks&markGenerated != 0, marks&markMainGuard != 0, marks&markBuildExcluded != 0
	f.Summary = r.str()
	f.Size = r.Int()
	if n := r.count(); n > 0 {
		f.Symbols = make([]extract.Symbol, n)
		for i := range f.Symbols {
			s := &f.Symbols[i]
			s.Name = r.str()
			s.Kind = r.kind()
			s.NameRange = r.rng()
			s.FullRange = r.rng()
			s.Signature = r.str()
			if nc := r.count(); nc > 0 {
				s.Container = make([]extract.PathPart, nc)
				for j := range s.Container {
					s.Container[j] = extract.PathPart{Name: r.str(), Kind: r.kind()}
				}
			}
			s.Parent = r.s32()
			if s.Parent < -1 || int(s.Parent) >= n {
				r.Fail("symbol parent")
			}
			s.Doc = r.str()
			s.Visibility = extract.Visibility(r.small(math.MaxUint8))
			if nb := r.count(); nb > 0 {
				s.Bases = make([]string, nb)
				for j := range s.Bases {
					s.Bases[j] = r.str()
				}
			}
			s.Type = r.str()
			s.Decorators = r.str()
			if r.Err() != nil {
				return nil
			}
		}
	}
	if n := r.count(); n > 0 {
		f.Imports = make([]extract.Import, n)
		for i := range f.Imports {
			im := &f.Imports[i]
			im.Source = r.str()
			if nn := r.count(); nn > 0 {
				im.Names = make([]extract.ImportedName, nn)
				for j := range im.Names {
					im.Names[j] = extract.ImportedName{Name: r.str(), Alias: r.str()}
				}
			}
			im.Alias = r.str()
			im.Range = r.rng()
			im.SourceRange = r.rng()
			if r.Err() != nil {
				return nil
			}
		}
	}
	if n := r.count(); n > 0 {
		f.Exports = make([]extract.Export, n)
		for i := range f.Exports {
			f.Exports[i] = extract.Export{Name: r.str(), Range: r.rng()}
		}
	}
	if n := r.count(); n > 0 {
		f.RefNames = make([]string, n)
		for i := range f.RefNames {
			f.RefNames[i] = r.str()
		}
	}
	if n, size := r.count(), r.Len(1); n > 0 || size > 0 {
		// A copy: the frame's buffer is not kept alive by its outlines.
		b := bytes.Clone(r.Next(size, "refs"))
		if r.Err() != nil {
			return nil
		}
		if err := f.SetPackedRefs(b, n); err != nil {
			r.Fail(err.Error())
			return nil
		}
	}
	if n := r.count(); n > 0 {
		f.LocalTypes = make([]string, n)
		for i := range f.LocalTypes {
			f.LocalTypes[i] = r.str()
		}
	}
	if n := r.count(); n > 0 {
		f.LocalInits = make([]uint32, n)
		for i := range f.LocalInits {
			k := r.Uint()
			if k > uint64(f.RefCount()) {
				r.Fail("local initialiser")
			}
			f.LocalInits[i] = uint32(k)
		}
	}
	if n := r.count(); n > 0 {
		f.Scopes = make([]extract.Scope, n)
		for i := range f.Scopes {
			sc := &f.Scopes[i]
			sc.Range = r.rng()
			sc.Symbol = r.s32()
			if sc.Symbol < -1 || int(sc.Symbol) >= len(f.Symbols) {
				r.Fail("scope symbol")
			}
			sc.Name = r.str()
		}
	}
	if r.Err() != nil {
		return nil
	}
	return f
}
