package extract

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// A file's references are most of its outline (GOROOT/src: 4 M refs
// against 0.4 M symbols) and are read only when that one file is
// resolved or written. The indexer packs them after extraction: varints,
// about 5 bytes a reference instead of 24, unpacked by each reader for
// the time it needs them.
//
// The packed form is the outline cache's: per ref, name<<3 | member |
// bound<<1 | def<<2, the binding when bound, then the line delta, the
// column (a delta on the same line) and the length, as signed varints.

// PackRefs replaces f.Refs by their packed form; LoadRefs gives them
// back. Packing twice, or a file without refs, changes nothing.
func (f *File) PackRefs() {
	if f.Refs == nil {
		return
	}
	// Packed into a scratch sized for typical refs, then copied to its
	// exact size: append's doubling would leave a third unused.
	b := AppendPackedRefs(make([]byte, 0, 8*len(f.Refs)), f.Refs)
	f.packed, f.packedN = bytes.Clone(b), len(f.Refs)
	f.Refs = nil
}

// LoadRefs returns the file's refs: f.Refs, or a fresh copy unpacked
// from the packed form (callers may use it freely; f is not changed, so
// files may be read by several goroutines).
func (f *File) LoadRefs() []Ref {
	if f.Refs != nil || f.packedN == 0 {
		return f.Refs
	}
	refs := make([]Ref, 0, f.packedN)
	f.EachRef(func(r Ref) { refs = append(refs, r) })
	return refs
}

// EachRef calls fn with each ref in order, packed or not, allocating
// nothing: for readers that need one pass.
func (f *File) EachRef(fn func(Ref)) {
	if f.Refs != nil || f.packedN == 0 {
		for _, r := range f.Refs {
			fn(r)
		}
		return
	}
	// The packed bytes were checked when they were made or set, so they
	// are read here without checks.
	b := f.packed
	var line, col uint32
	for range f.packedN {
		nm, k := binary.Uvarint(b)
		b = b[k:]
		var bind uint64
		if nm&2 != 0 {
			bind, k = binary.Uvarint(b)
			b = b[k:]
		}
		dl, k := binary.Varint(b)
		b = b[k:]
		dc, k := binary.Varint(b)
		b = b[k:]
		dn, k := binary.Varint(b)
		b = b[k:]
		line = uint32(int64(line) + dl)
		if dl != 0 {
			col = 0
		}
		col = uint32(int64(col) + dc)
		fn(Ref{Name: uint32(nm >> 3), Member: nm&1 == 1, Def: nm&4 != 0, Line: line, Column: col, End: uint32(int64(col) + dn), Bind: uint32(bind)})
	}
}

// RefCount is the number of refs, packed or not.
func (f *File) RefCount() int {
	if f.Refs != nil {
		return len(f.Refs)
	}
	return f.packedN
}

// PackedRefs returns the refs in packed form and their count, packing
// them into a new slice when f holds them unpacked.
func (f *File) PackedRefs() ([]byte, int) {
	if f.Refs != nil {
		return AppendPackedRefs(nil, f.Refs), len(f.Refs)
	}
	return f.packed, f.packedN
}

// SetPackedRefs sets the refs from their packed form (which f keeps),
// after checking it against f.RefNames: set RefNames first.
func (f *File) SetPackedRefs(b []byte, n int) error {
	if n < 0 || n > len(b) {
		return fmt.Errorf("packed refs: %d refs in %d bytes", n, len(b))
	}
	if err := walkPacked(b, n, uint32(len(f.RefNames)), func(Ref) {}); err != nil {
		return err
	}
	f.Refs, f.packed, f.packedN = nil, b, n
	if n == 0 {
		f.packed = nil
	}
	return nil
}

// AppendPackedRefs appends the packed form of refs to dst.
func AppendPackedRefs(dst []byte, refs []Ref) []byte {
	var line, col int64
	for _, r := range refs {
		m := uint64(0)
		if r.Member {
			m = 1
		}
		if r.Bind != 0 {
			m |= 2
		}
		if r.Def {
			m |= 4
		}
		dst = binary.AppendUvarint(dst, uint64(r.Name)<<3|m)
		if m&2 != 0 {
			dst = binary.AppendUvarint(dst, uint64(r.Bind))
		}
		dl := int64(r.Line) - line
		dst = binary.AppendVarint(dst, dl)
		if dl != 0 {
			col = 0
		}
		dst = binary.AppendVarint(dst, int64(r.Column)-col)
		dst = binary.AppendVarint(dst, int64(r.End)-int64(r.Column))
		line, col = int64(r.Line), int64(r.Column)
	}
	return dst
}

var errPacked = errors.New("packed refs: truncated or malformed")

// walkPacked decodes n packed refs, checking each (names below names, a
// qualifier naming a ref name, a receiver chain pointing back, a
// declaring ref bound to a local, positions within uint32) and that b
// holds nothing more.
func walkPacked(b []byte, n int, names uint32, fn func(Ref)) error {
	uv := func() (uint64, bool) {
		v, k := binary.Uvarint(b)
		if k <= 0 {
			return 0, false
		}
		b = b[k:]
		return v, true
	}
	sv := func() (int64, bool) {
		v, k := binary.Varint(b)
		if k <= 0 {
			return 0, false
		}
		b = b[k:]
		return v, true
	}
	pos := func(base uint32, d int64) (uint32, bool) {
		v := int64(base) + d
		return uint32(v), v >= 0 && v <= math.MaxUint32
	}
	var line, col uint32
	for i := range n {
		nm, ok := uv()
		if !ok || nm>>3 >= uint64(names) {
			return fmt.Errorf("packed refs: ref %d: bad name", i)
		}
		var bind uint64
		if nm&2 != 0 {
			if bind, ok = uv(); !ok || bind > math.MaxUint32 || bind == 0 {
				return fmt.Errorf("packed refs: ref %d: bad binding", i)
			}
			r := Ref{Bind: uint32(bind)}
			if r.Qual() > names || r.Via() > uint32(i) {
				return fmt.Errorf("packed refs: ref %d: binding out of range", i)
			}
		}
		if nm&4 != 0 && (Ref{Bind: uint32(bind)}).Local() == 0 {
			return fmt.Errorf("packed refs: ref %d declares no local", i)
		}
		dl, ok1 := sv()
		dc, ok2 := sv()
		dn, ok3 := sv()
		if !ok1 || !ok2 || !ok3 {
			return errPacked
		}
		l, okl := pos(line, dl)
		if dl != 0 {
			col = 0
		}
		c, okc := pos(col, dc)
		end, oke := pos(c, dn)
		if !okl || !okc || !oke {
			return fmt.Errorf("packed refs: ref %d: position out of range", i)
		}
		fn(Ref{Name: uint32(nm >> 3), Member: nm&1 == 1, Def: nm&4 != 0, Line: l, Column: c, End: end, Bind: uint32(bind)})
		line, col = l, c
	}
	if len(b) != 0 {
		return fmt.Errorf("packed refs: %d bytes left over", len(b))
	}
	return nil
}
