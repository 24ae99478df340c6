package eval

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/sourcegraph/scip/bindings/go/scip"
)

// Range is a half-open source range with 0-based lines and columns, as in
// SCIP. Columns are whatever unit the producing index used (byte offsets for
// soulindex, scip-go and ctags conversion; UTF-16 for scip-typescript), so
// they only differ on lines with non-ASCII text before the name.
type Range struct {
	StartLine, StartCol, EndLine, EndCol int32
}

// rangeFromSCIP decodes a SCIP range: [line, startCol, endCol] or
// [startLine, startCol, endLine, endCol]. ok is false for any other length
// or a range that ends before it starts.
func rangeFromSCIP(r []int32) (Range, bool) {
	var rg Range
	switch len(r) {
	case 3:
		rg = Range{r[0], r[1], r[0], r[2]}
	case 4:
		rg = Range{r[0], r[1], r[2], r[3]}
	default:
		return Range{}, false
	}
	if rg.StartLine < 0 || rg.StartCol < 0 || rg.EndLine < rg.StartLine ||
		(rg.EndLine == rg.StartLine && rg.EndCol < rg.StartCol) {
		return Range{}, false
	}
	return rg, true
}

func posLess(l1, c1, l2, c2 int32) bool { return l1 < l2 || (l1 == l2 && c1 < c2) }

// end is the exclusive end; an empty range is widened to one column so that
// a zero-width occurrence still overlaps the range that contains its point.
func (r Range) end() (int32, int32) {
	if r.EndLine == r.StartLine && r.EndCol <= r.StartCol {
		return r.StartLine, r.StartCol + 1
	}
	return r.EndLine, r.EndCol
}

// Overlaps reports whether the two half-open ranges share at least one
// position.
func (r Range) Overlaps(o Range) bool {
	el, ec := r.end()
	oel, oec := o.end()
	return posLess(r.StartLine, r.StartCol, oel, oec) && posLess(o.StartLine, o.StartCol, el, ec)
}

func (r Range) less(o Range) bool {
	if r.StartLine != o.StartLine {
		return r.StartLine < o.StartLine
	}
	if r.StartCol != o.StartCol {
		return r.StartCol < o.StartCol
	}
	if r.EndLine != o.EndLine {
		return r.EndLine < o.EndLine
	}
	return r.EndCol < o.EndCol
}

// String prints the range 1-based, as editors show it: line:col-line:col.
func (r Range) String() string {
	if r.StartCol == 0 && r.EndCol >= wholeLine {
		return fmt.Sprintf("%d (whole line)", r.StartLine+1)
	}
	if r.StartLine == r.EndLine {
		return fmt.Sprintf("%d:%d-%d", r.StartLine+1, r.StartCol+1, r.EndCol+1)
	}
	return fmt.Sprintf("%d:%d-%d:%d", r.StartLine+1, r.StartCol+1, r.EndLine+1, r.EndCol+1)
}

// Occ is one occurrence kept from an index: its range and an interned symbol.
type Occ struct {
	Range
	Sym int32
}

// Doc holds what the evaluation needs from one document: definition and
// other occurrences of non-local symbols, each sorted by range.
type Doc struct {
	Path string
	Defs []Occ
	Refs []Occ

	maxDefSpan, maxRefSpan int32 // the most lines one occurrence spans, for overlap lookups

	enc scip.PositionEncoding // the document's column unit as given; see Index.columnEncoding
}

// LoadStats counts what was read and what was dropped while loading.
type LoadStats struct {
	Documents          int `json:"documents"`
	DuplicateDocuments int `json:"duplicate_documents"`
	Definitions        int `json:"definitions"`
	References         int `json:"references"`
	LocalOccurrences   int `json:"local_occurrences_ignored"`
	BadRanges          int `json:"bad_ranges_ignored"`
	EmptySymbols       int `json:"empty_symbols_ignored"`
}

// Index is the compact in-memory form of an index (or of converted ctags
// tags): documents by path, interned symbols and their kinds. Local symbols
// ("local N") are dropped on load.
type Index struct {
	Name        string
	Tool        string // producer name and version from the SCIP metadata
	ProjectRoot string
	Docs        []*Doc // in first-seen order; documents repeated with one path are merged
	Stats       LoadStats

	byPath map[string]*Doc
	syms   []string
	symID  map[string]int32
	kinds  []string // normalized kind per symbol; "" until known
}

// NewIndex returns an empty index named name.
func NewIndex(name string) *Index {
	return &Index{Name: name, byPath: map[string]*Doc{}, symID: map[string]int32{}}
}

// Doc returns the document with path p (already normalized), or nil.
func (x *Index) Doc(p string) *Doc { return x.byPath[p] }

// Symbol returns the symbol string of id.
func (x *Index) Symbol(id int32) string { return x.syms[id] }

// Kind returns the normalized kind of symbol id (see kinds.go).
func (x *Index) Kind(id int32) string {
	if k := x.kinds[id]; k != "" {
		return k
	}
	k := kindFromSymbol(x.syms[id])
	x.kinds[id] = k
	return k
}

// HasRefs reports whether the index has any non-definition occurrence of a
// non-local symbol: without one, reference metrics are not applicable.
func (x *Index) HasRefs() bool { return x.Stats.References > 0 }

func (x *Index) intern(s string) int32 {
	if id, ok := x.symID[s]; ok {
		return id
	}
	id := int32(len(x.syms))
	x.syms = append(x.syms, s)
	x.kinds = append(x.kinds, "")
	x.symID[s] = id
	return id
}

func (x *Index) doc(p string) *Doc {
	if d := x.byPath[p]; d != nil {
		x.Stats.DuplicateDocuments++
		return d
	}
	d := &Doc{Path: p}
	x.byPath[p] = d
	x.Docs = append(x.Docs, d)
	return d
}

// setKind records a kind from SymbolInformation; the first one seen wins.
func (x *Index) setKind(sym string, k scip.SymbolInformation_Kind) {
	if sym == "" || scip.IsLocalSymbol(sym) || k == scip.SymbolInformation_UnspecifiedKind {
		return
	}
	id := x.intern(sym)
	if x.kinds[id] == "" {
		x.kinds[id] = kindFromSCIP(k)
	}
}

// addDocument keeps what the evaluation needs from one SCIP document.
func (x *Index) addDocument(d *scip.Document) {
	x.Stats.Documents++
	doc := x.doc(normPath(d.RelativePath))
	if doc.enc == scip.PositionEncoding_UnspecifiedPositionEncoding {
		doc.enc = d.PositionEncoding
	}
	for _, si := range d.Symbols {
		x.setKind(si.Symbol, si.Kind)
	}
	for _, o := range d.Occurrences {
		if o.Symbol == "" {
			x.Stats.EmptySymbols++
			continue
		}
		if scip.IsLocalSymbol(o.Symbol) {
			x.Stats.LocalOccurrences++
			continue
		}
		r, ok := rangeFromSCIP(o.Range)
		if !ok {
			x.Stats.BadRanges++
			continue
		}
		occ := Occ{Range: r, Sym: x.intern(o.Symbol)}
		if o.SymbolRoles&int32(scip.SymbolRole_Definition) != 0 {
			doc.Defs = append(doc.Defs, occ)
			x.Stats.Definitions++
		} else {
			doc.Refs = append(doc.Refs, occ)
			x.Stats.References++
		}
	}
}

// finish sorts every document's occurrences and drops the interning map.
func (x *Index) finish() {
	for _, d := range x.Docs {
		d.maxDefSpan = sortOccs(d.Defs)
		d.maxRefSpan = sortOccs(d.Refs)
	}
	x.symID = nil
}

func sortOccs(o []Occ) int32 {
	sort.Slice(o, func(i, j int) bool {
		if o[i].Range != o[j].Range {
			return o[i].less(o[j].Range)
		}
		return o[i].Sym < o[j].Sym
	})
	var span int32
	for _, x := range o {
		if s := x.EndLine - x.StartLine; s > span {
			span = s
		}
	}
	return span
}

// overlapping calls fn for every occurrence of occs (sorted, spanning at
// most span lines) that overlaps r.
func overlapping(occs []Occ, span int32, r Range, fn func(o *Occ)) {
	first := r.StartLine - span
	i := sort.Search(len(occs), func(i int) bool { return occs[i].StartLine >= first })
	el, _ := r.end()
	for ; i < len(occs) && occs[i].StartLine <= el; i++ {
		if occs[i].Overlaps(r) {
			fn(&occs[i])
		}
	}
}

// FromSCIP converts an in-memory SCIP index (tests, small inputs).
func FromSCIP(name string, idx *scip.Index) *Index {
	x := NewIndex(name)
	if m := idx.GetMetadata(); m != nil {
		x.setMetadata(m)
	}
	for _, d := range idx.Documents {
		x.addDocument(d)
	}
	for _, si := range idx.ExternalSymbols {
		x.setKind(si.Symbol, si.Kind)
	}
	x.finish()
	return x
}

func (x *Index) setMetadata(m *scip.Metadata) {
	x.ProjectRoot = m.ProjectRoot
	if t := m.ToolInfo; t != nil {
		x.Tool = strings.TrimSpace(t.Name + " " + t.Version)
	}
}

// ReadSCIP reads a SCIP index one document at a time, so that only the
// compact form of each document stays in memory.
func ReadSCIP(name string, r io.Reader) (*Index, error) {
	x := NewIndex(name)
	v := scip.IndexVisitor{
		VisitMetadata: func(_ context.Context, m *scip.Metadata) error {
			x.setMetadata(m)
			return nil
		},
		VisitDocument: func(_ context.Context, d *scip.Document) error {
			x.addDocument(d)
			return nil
		},
		VisitExternalSymbol: func(_ context.Context, si *scip.SymbolInformation) error {
			x.setKind(si.Symbol, si.Kind)
			return nil
		},
	}
	// ParseStreaming reads the tag byte by byte: it needs a buffered reader.
	if err := v.ParseStreaming(context.Background(), bufio.NewReaderSize(r, 1<<20)); err != nil {
		return nil, err
	}
	x.finish()
	return x, nil
}

// LoadSCIP reads the SCIP index at path.
func LoadSCIP(name, path string) (*Index, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	x, err := ReadSCIP(name, f)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	return x, nil
}
