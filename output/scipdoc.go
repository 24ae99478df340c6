package output

import (
	"cmp"
	"slices"
	"unicode/utf8"

	"github.com/sourcegraph/scip/bindings/go/scip"
	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"

	"github.com/soulindex/soulindex/extract"
)

// A document's occurrences are most of an index (GOROOT/src: ~4 M of
// them): built as proto messages they were a third of what the whole
// run allocated, and their canonical order and encoding a quarter of
// the SCIP writer's time. docBuild keeps them as plain values and
// encodes them itself; everything else in the document stays a proto
// message, marshaled by the library.

// occ is one occurrence of a document being built.
type occ struct {
	rng, encl extract.Range
	sym       string
	roles     int32
	hasEncl   bool // a definition's enclosing range
}

// docBuild is a document being built: the proto message holds all but
// its occurrences, which are in occs.
type docBuild struct {
	doc  *scip.Document
	occs []occ
}

func (b *docBuild) add(r extract.Range, sym string, roles int32) {
	b.occs = append(b.occs, occ{rng: r, sym: sym, roles: roles})
}

// proto returns the whole document as a proto message (its occurrences
// moved into it): for the enrichment, and for documents encode leaves to
// the library.
func (b *docBuild) proto() *scip.Document {
	os := make([]*scip.Occurrence, len(b.occs))
	for i := range b.occs {
		o := &b.occs[i]
		os[i] = &scip.Occurrence{Range: scipRange(o.rng), Symbol: o.sym, SymbolRoles: o.roles}
		if o.hasEncl {
			os[i].EnclosingRange = scipRange(o.encl)
		}
	}
	b.doc.Occurrences = append(b.doc.Occurrences, os...)
	b.occs = nil
	return b.doc
}

// encode returns what mo (deterministic) marshals canonicalize(b.proto())
// to, building no message per occurrence. A document the fast path does
// not cover (two identical occurrences or symbols, which the library
// merges) goes through the library.
func (b *docBuild) encode(mo proto.MarshalOptions) ([]byte, error) {
	occs, ok := sortedOccs(b.occs)
	if !ok {
		return mo.Marshal(canonicalize(b.proto()))
	}
	syms, ok := sortedSymbols(b.doc.Symbols)
	if !ok {
		return mo.Marshal(canonicalize(b.proto()))
	}
	doc := b.doc
	doc.Symbols = syms
	for _, s := range doc.Symbols {
		if len(s.Relationships) > 0 {
			scip.CanonicalizeSymbol(s)
		}
	}
	doc = scip.SanitizeDocument(doc)
	for i := range occs {
		occs[i].sym = sanitized(occs[i].sym) // as scip.SanitizeOccurrence does
	}
	// Deterministic marshaling writes fields in number order: the path
	// (1), the occurrences (2), then the rest (symbols 3, language 4, …),
	// which the library marshals without the first two.
	path := doc.RelativePath
	doc.RelativePath = ""
	rest, err := mo.Marshal(doc)
	doc.RelativePath = path
	if err != nil {
		return nil, err
	}
	// Sized exactly: the documents of a chunk wait in memory to be written.
	size := len(rest)
	if path != "" {
		size += protowire.SizeTag(1) + protowire.SizeBytes(len(path))
	}
	sizes := make([]int, len(occs))
	for i := range occs {
		sizes[i] = sizeOcc(&occs[i])
		size += protowire.SizeTag(2) + protowire.SizeBytes(sizes[i])
	}
	out := make([]byte, 0, size)
	if path != "" {
		out = protowire.AppendTag(out, 1, protowire.BytesType)
		out = protowire.AppendString(out, path)
	}
	for i := range occs {
		out = protowire.AppendTag(out, 2, protowire.BytesType)
		out = protowire.AppendVarint(out, uint64(sizes[i]))
		out = appendOcc(out, &occs[i])
	}
	return append(out, rest...), nil
}

// sizeOcc is the length of appendOcc's encoding of o.
func sizeOcc(o *occ) int {
	n := sizeRange(1, o.rng)
	if o.sym != "" {
		n += protowire.SizeTag(2) + protowire.SizeBytes(len(o.sym))
	}
	if o.roles != 0 {
		n += protowire.SizeTag(3) + protowire.SizeVarint(uint64(int64(o.roles)))
	}
	if o.hasEncl {
		n += sizeRange(7, o.encl)
	}
	return n
}

// sortedOccs orders occurrences as scip.CanonicalizeDocument does (by
// range, then symbol), reporting false when two are identical.
func sortedOccs(occs []occ) ([]occ, bool) {
	order := func(a, b *occ) int {
		if c := comparePos(a.rng.Start, b.rng.Start); c != 0 {
			return c
		}
		if c := comparePos(a.rng.End, b.rng.End); c != 0 {
			return c
		}
		return cmp.Compare(a.sym, b.sym)
	}
	slices.SortFunc(occs, func(a, b occ) int { return order(&a, &b) })
	for i := 1; i < len(occs); i++ {
		if order(&occs[i-1], &occs[i]) == 0 {
			return nil, false
		}
	}
	return occs, true
}

// comparePos compares positions as the SCIP ranges they become (int32).
func comparePos(a, b extract.Position) int {
	if c := cmp.Compare(int32(a.Line), int32(b.Line)); c != 0 {
		return c
	}
	return cmp.Compare(int32(a.Column), int32(b.Column))
}

// appendOcc appends an occurrence's fields as the library marshals the
// canonical message: range (1, packed, three numbers on one line),
// symbol (2), roles (3), enclosing range (7); zero values omitted.
func appendOcc(b []byte, o *occ) []byte {
	b = appendRange(b, 1, o.rng)
	if o.sym != "" {
		b = protowire.AppendTag(b, 2, protowire.BytesType)
		b = protowire.AppendString(b, o.sym)
	}
	if o.roles != 0 {
		b = protowire.AppendTag(b, 3, protowire.VarintType)
		b = protowire.AppendVarint(b, uint64(int64(o.roles)))
	}
	if o.hasEncl {
		b = appendRange(b, 7, o.encl)
	}
	return b
}

// rangeInts is r in scipRange's form: three numbers on one line, four
// across lines.
func rangeInts(r extract.Range, vs *[4]int32) []int32 {
	if int32(r.Start.Line) == int32(r.End.Line) {
		*vs = [4]int32{int32(r.Start.Line), int32(r.Start.Column), int32(r.End.Column)}
		return vs[:3]
	}
	*vs = [4]int32{int32(r.Start.Line), int32(r.Start.Column), int32(r.End.Line), int32(r.End.Column)}
	return vs[:4]
}

// packedSize is the length of the packed varints of ns.
func packedSize(ns []int32) int {
	size := 0
	for _, v := range ns {
		size += protowire.SizeVarint(uint64(int64(v)))
	}
	return size
}

// appendRange appends r as a packed int32 field in scipRange's form.
func appendRange(b []byte, field protowire.Number, r extract.Range) []byte {
	var vs [4]int32
	ns := rangeInts(r, &vs)
	b = protowire.AppendTag(b, field, protowire.BytesType)
	b = protowire.AppendVarint(b, uint64(packedSize(ns)))
	for _, v := range ns {
		b = protowire.AppendVarint(b, uint64(int64(v)))
	}
	return b
}

// sizeRange is the length of appendRange's encoding of r.
func sizeRange(field protowire.Number, r extract.Range) int {
	var vs [4]int32
	return protowire.SizeTag(field) + protowire.SizeBytes(packedSize(rangeInts(r, &vs)))
}

// sanitized is scip's sanitizeString: each invalid byte becomes U+FFFD.
func sanitized(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	return string([]rune(s))
}
