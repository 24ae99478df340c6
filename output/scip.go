// Package output writes the artifacts of a run: the SCIP index and the
// Soul Map, each replaced atomically.
package output

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net/url"
	"path"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"github.com/sourcegraph/scip/bindings/go/scip"
	"github.com/zeebo/xxh3"
	"golang.org/x/sync/errgroup"
	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"

	"github.com/soulindex/soulindex/cachefile"
	"github.com/soulindex/soulindex/external"
	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/lspenrich/model"
	"github.com/soulindex/soulindex/refgraph"
)

// ToolInfo identifies the writer in the SCIP metadata.
type ToolInfo struct {
	Name      string
	Version   string
	Arguments []string
}

// WriteSCIP streams res as a SCIP index: the metadata, then one Document
// at a time. Protobuf merges repeated fields of concatenated messages, so
// the stream is one valid Index and no Index is ever held in memory. With
// a graph, resolved references become reference occurrences (Import role
// inside import statements) naming the same symbol as their definition.
// Local bindings become document-scoped "local N" symbols (addLocals),
// with or without a graph. With ext, references into dependencies become
// reference occurrences of the symbols their own indexers name, and the
// index ends with those symbols' information (external_symbols).
func WriteSCIP(w io.Writer, res *indexer.Result, reg *langs.Registry, g *refgraph.Graph, ext *external.Index, tool ToolInfo) error {
	return writeSCIP(w, res, reg, g, ext, tool, "", nil, nil)
}

// WriteEnrichedSCIP is WriteSCIP with a language server's facts folded in
// (see enrichDocument); a nil enrichment writes what WriteSCIP does.
// Enriched documents are never reused from a previous index.
func WriteEnrichedSCIP(w io.Writer, res *indexer.Result, reg *langs.Registry, g *refgraph.Graph, ext *external.Index, tool ToolInfo, e *model.Enrichment) error {
	return writeSCIP(w, res, reg, g, ext, tool, "", nil, e)
}

// WriteSCIPReusing is WriteSCIP that copies, from the index dc was loaded
// with, every document whose inputs are unchanged, and records in dc what
// the next run may reuse (DocCache.WriteTo). The bytes are the same as
// WriteSCIP's. g must be built from res (the documents' keys rely on its
// interface digest); without a graph nothing is reused. program
// identifies the program build: documents written by another are not
// reused.
func WriteSCIPReusing(w io.Writer, res *indexer.Result, reg *langs.Registry, g *refgraph.Graph, ext *external.Index, tool ToolInfo, program string, dc *DocCache) error {
	if g == nil {
		dc = nil
	}
	return writeSCIP(w, res, reg, g, ext, tool, program, dc, nil)
}

func writeSCIP(w io.Writer, res *indexer.Result, reg *langs.Registry, g *refgraph.Graph, ext *external.Index, tool ToolInfo, program string, dc *DocCache, e *model.Enrichment) (err error) {
	if e != nil && dc != nil {
		return errors.New("write scip: an enriched index cannot reuse cached documents")
	}
	if dc != nil {
		defer dc.release()
	}
	cw := &countingWriter{w: w}
	bw := bufio.NewWriterSize(cw, 256<<10)
	mo := proto.MarshalOptions{Deterministic: true}
	meta := &scip.Metadata{
		Version:              scip.ProtocolVersion_UnspecifiedProtocolVersion,
		ToolInfo:             &scip.ToolInfo{Name: tool.Name, Version: tool.Version, Arguments: tool.Arguments},
		ProjectRoot:          projectRoot(res.Root),
		TextDocumentEncoding: scip.TextEncoding_UTF8,
	}
	// The bytes outside documents (the metadata) are checksummed for the
	// document cache as they are written.
	var gap *pieceHasher
	out := io.Writer(bw)
	if dc != nil {
		gap = newPieceHasher(true, true)
		out = io.MultiWriter(bw, gap)
	}
	if err := writeField(out, mo, 1, meta); err != nil {
		return err
	}
	homes := packageHomes(res, reg)
	var keys []uint64
	if dc != nil {
		keys = dc.begin(res, g, program, homes)
		for i := range keys {
			// A document's references into dependencies depend on more
			// than its file and the graph: the manifests and the
			// dependencies' sources.
			if k := ext.Key(i); k != 0 {
				keys[i] = xxh3.Hash(binary.LittleEndian.AppendUint64(binary.LittleEndian.AppendUint64(nil, keys[i]), k))
			}
		}
	}
	// Without a cache every document is built: name every definition up
	// front. With one, only the documents built need names: of the
	// definitions they reference. A document names its own definitions
	// (with their containers) when it is built.
	var names *symbolTable
	var replaced map[string]bool
	if dc == nil {
		names = fullSymbolTable(res, reg)
		replaced = replacedSymbols(e, names)
	} else {
		names = newSymbolTable(len(res.Files))
	}
	// targets lists the files whose definitions document i references.
	targets := func(dst []int32, i int) []int32 {
		if dc == nil || g == nil {
			return dst
		}
		for _, nt := range g.Refs[i] {
			for _, t := range nt.All() {
				dst = append(dst, t.File)
			}
		}
		return dst
	}
	own := func(i int32) []symName { return fileSymbols(res, reg, res.Files[i]) }
	merged := newMergeTable(res.Files)
	var owners map[relation]int32
	var rels [][]relation
	if g != nil {
		rels = hierarchyRelations(res, g, own)
		owners = relationOwners(rels)
		if dc != nil {
			for i := range res.Files {
				keys[i] = withRelations(keys[i], int32(i), rels[i], owners)
			}
		}
	}
	// Documents are built and marshaled in parallel, a chunk at a time,
	// and written in path order: the bytes do not depend on scheduling.
	// Reused documents that were adjacent in the previous index are
	// copied as one span, field headers included.
	const chunk = 64
	bufs := make([][]byte, chunk)
	sums := make([]pieceSum, chunk) // of each built document with its field header (with a cache)
	reused := make([]bool, chunk)
	old := make([]docEntry, chunk) // a reused document's entry in the previous cache
	pos := cw.n + int64(bw.Buffered())
	var spanStart, spanEnd int64 // pending span of the previous index
	flushSpan := func() error {
		if spanEnd > spanStart {
			// Flushed first: an empty buffer hands the copy to the file.
			if err := bw.Flush(); err != nil {
				return fmt.Errorf("write scip: %w", err)
			}
			if err := dc.copySpan(bw, spanStart, spanEnd); err != nil {
				return err
			}
		}
		spanStart, spanEnd = 0, 0
		return nil
	}
	var need []int32
	for lo := 0; lo < len(res.Files); lo += chunk {
		hi := min(lo+chunk, len(res.Files))
		need = need[:0]
		for i := lo; i < hi; i++ {
			reused[i-lo] = false
			if dc != nil {
				if e, ok := dc.reusable(i, keys[i]); ok {
					reused[i-lo], old[i-lo] = true, e
					continue
				}
			}
			need = targets(need, i)
		}
		// The chunk's documents name what they reference first.
		names.nameAll(res, reg, need)
		var eg errgroup.Group
		eg.SetLimit(runtime.GOMAXPROCS(0))
		for i := lo; i < hi; i++ {
			if reused[i-lo] {
				continue
			}
			eg.Go(func() error {
				f := res.Files[i]
				ownNames := own(int32(i))
				db := document(reg, f, ownNames, homes)
				fr := f.LoadRefs()
				addLocals(db, f, fr)
				if g != nil {
					addReferences(db, f, int32(i), fr, g.Refs[i], ownNames, names, merged)
					addExternal(db, ext.Occurrences(int32(i), f, fr, g.Refs[i]))
					addRelationships(db.doc, int32(i), rels[i], owners)
				}
				var b []byte
				var err error
				if e != nil {
					doc := db.proto()
					enrichDocument(doc, f, int32(i), ownNames, names, e, replaced)
					b, err = mo.Marshal(canonicalize(doc))
				} else {
					b, err = db.encode(mo)
				}
				if err != nil {
					return fmt.Errorf("marshal scip: %w", err)
				}
				bufs[i-lo] = b
				if dc != nil {
					sums[i-lo] = sumOf(fieldHeader(2, len(b)), b)
				}
				return nil
			})
		}
		if err := eg.Wait(); err != nil {
			return err
		}
		for k := 0; k < hi-lo; k++ {
			if reused[k] {
				e := old[k]
				hdr, n := int64(e.hdr), int64(e.n)
				dc.record(lo+k, docEntry{key: keys[lo+k], off: pos + hdr, n: e.n, hdr: e.hdr, sum: e.sum})
				pos += hdr + n
				if e.off-hdr != spanEnd || spanEnd == 0 {
					if err := flushSpan(); err != nil {
						return err
					}
					spanStart = e.off - hdr
				}
				spanEnd = e.off + n
				continue
			}
			field := fieldHeader(2, len(bufs[k]))
			hdr, n := int64(len(field)), int64(len(bufs[k]))
			if dc != nil {
				dc.record(lo+k, docEntry{key: keys[lo+k], off: pos + hdr, n: len(bufs[k]), hdr: len(field), sum: sums[k]})
				if err := flushSpan(); err != nil {
					return err
				}
			}
			pos += hdr + n
			if err := writeBytesField(bw, 2, bufs[k]); err != nil {
				return err
			}
			bufs[k] = nil
		}
	}
	if dc != nil {
		if err := flushSpan(); err != nil {
			return err
		}
	}
	n, err := writeExternalSymbols(out, mo, ext.Symbols())
	if err != nil {
		return err
	}
	pos += n
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("write scip: %w", err)
	}
	if dc != nil {
		if cw.n != pos {
			return fmt.Errorf("write scip: wrote %d bytes, expected %d", cw.n, pos)
		}
		dc.finish(cw.n, gap.sum())
	}
	return nil
}

// addExternal adds a document's references into dependencies.
func addExternal(db *docBuild, occs []external.Occurrence) {
	for _, o := range occs {
		role := int32(0)
		if o.Import {
			role = int32(scip.SymbolRole_Import)
		}
		db.add(o.Range, o.Symbol, role)
	}
}

// writeExternalSymbols writes the information of the dependencies'
// symbols the documents reference, after them (protobuf merges the
// repeated field into the one Index), and returns how many bytes it wrote.
func writeExternalSymbols(w io.Writer, mo proto.MarshalOptions, syms []external.Symbol) (int64, error) {
	var n int64
	for _, s := range syms {
		info := &scip.SymbolInformation{
			Symbol:      s.Symbol,
			Kind:        kindToSCIP[s.Kind],
			DisplayName: strings.ToValidUTF8(s.Name, "\uFFFD"),
		}
		if s.Kind == extract.KindModule {
			info.Kind = scip.SymbolInformation_Package
		}
		if s.Signature != "" {
			info.SignatureDocumentation = &scip.Document{Language: s.Language, Text: strings.ToValidUTF8(s.Signature, "\uFFFD")}
		}
		if s.Doc != "" {
			info.Documentation = []string{strings.ToValidUTF8(s.Doc, "\uFFFD")}
		}
		b, err := mo.Marshal(info)
		if err != nil {
			return n, fmt.Errorf("marshal scip: %w", err)
		}
		if err := writeBytesField(w, 3, b); err != nil {
			return n, err
		}
		n += int64(len(fieldHeader(3, len(b))) + len(b))
	}
	return n, nil
}

// countingWriter counts the bytes written through it.
type countingWriter struct {
	w io.Writer
	n int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// ReadFrom hands a copy to the writer below when it can take one (a file:
// copy_file_range).
func (c *countingWriter) ReadFrom(r io.Reader) (int64, error) {
	var n int64
	var err error
	if rf, ok := c.w.(io.ReaderFrom); ok {
		n, err = rf.ReadFrom(r)
	} else {
		n, err = io.Copy(struct{ io.Writer }{c.w}, r)
	}
	c.n += n
	return n, err
}

// writeField writes m as field num of an Index message.
func writeField(w io.Writer, mo proto.MarshalOptions, num protowire.Number, m proto.Message) error {
	b, err := mo.Marshal(m)
	if err != nil {
		return fmt.Errorf("marshal scip: %w", err)
	}
	return writeBytesField(w, num, b)
}

// fieldHeader is the tag and length of a length-delimited field of n bytes.
func fieldHeader(num protowire.Number, n int) []byte {
	return protowire.AppendVarint(protowire.AppendTag(make([]byte, 0, binary.MaxVarintLen64+2), num, protowire.BytesType), uint64(n))
}

// writeBytesField writes an already marshaled message as field num.
func writeBytesField(w io.Writer, num protowire.Number, b []byte) error {
	if _, err := w.Write(fieldHeader(num, len(b))); err != nil {
		return fmt.Errorf("write scip: %w", err)
	}
	if _, err := w.Write(b); err != nil {
		return fmt.Errorf("write scip: %w", err)
	}
	return nil
}

// projectRoot is the root's file URI; the URI escapes what a path may hold
// and a URI may not (spaces, '%', bytes that are not UTF-8).
func projectRoot(root string) string {
	p := strings.TrimSuffix(root, "/")
	if p == "" {
		p = "/"
	}
	return (&url.URL{Scheme: "file", Path: p}).String()
}

func scipRange(r extract.Range) []int32 {
	var vs [4]int32
	return slices.Clone(rangeInts(r, &vs))
}

// packageHomes picks, for every package of a directory-scoped language,
// the one file whose package clause defines the package symbol, the way
// compiler-based indexers do: among the files with a package doc comment
// if any, preferring test files for a _test package and others otherwise,
// doc.go, then the file named like the package, then the closest name.
// The clauses of the other files define nothing.
func packageHomes(res *indexer.Result, reg *langs.Registry) map[string]string {
	type cand struct {
		path, pkg  string
		documented bool
	}
	byPkg := map[string][]cand{}
	var order []string
	for _, f := range res.Files {
		l := reg.ByID(f.Language)
		if l == nil || l.Module != langs.ScopeDirectory || len(f.Symbols) == 0 || !isPackageClause(&f.Symbols[0]) {
			continue
		}
		sym, _ := newSymbolNamer(res, f, l).symbol(&f.Symbols[0])
		if _, ok := byPkg[sym]; !ok {
			order = append(order, sym)
		}
		byPkg[sym] = append(byPkg[sym], cand{f.Path, f.Symbols[0].Name, f.Symbols[0].Doc != ""})
	}
	homes := make(map[string]string, len(byPkg))
	for _, sym := range order {
		cs := byPkg[sym]
		filter := func(keep func(cand) bool) {
			var out []cand
			for _, c := range cs {
				if keep(c) {
					out = append(out, c)
				}
			}
			if len(out) > 0 {
				cs = out
			}
		}
		filter(func(c cand) bool { return c.documented })
		testPkg := strings.HasSuffix(cs[0].pkg, "_test")
		filter(func(c cand) bool { return strings.HasSuffix(c.path, "_test.go") == testPkg })
		best, bestDist := cs[0].path, -1
		for _, c := range cs {
			base := path.Base(c.path)
			stem := strings.TrimSuffix(base, path.Ext(base))
			if base == "doc.go" || stem == c.pkg {
				best = c.path
				break
			}
			if d := levenshtein(stem, c.pkg); bestDist < 0 || d < bestDist {
				best, bestDist = c.path, d
			}
		}
		homes[sym] = best
	}
	return homes
}

// levenshtein is the edit distance between a and b (bytes).
func levenshtein(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

func isPackageClause(s *extract.Symbol) bool {
	return s.Kind == extract.KindModule && len(s.Container) == 0
}

// addReferences adds a reference occurrence for every identifier of f
// whose name resolved to a definition, except the definition's own name;
// a TypeScript declaration merged with others (merged) names them all
// there, as the language service does.
func addReferences(db *docBuild, f *extract.File, fi int32, fr []extract.Ref, targets []refgraph.NameTargets, own []symName, names *symbolTable, merged *mergeTable) {
	if len(targets) == 0 {
		return
	}
	symOf := func(t refgraph.Target) string {
		if t.File == fi {
			return own[t.Symbol].sym
		}
		return names.sym(t.File, t.Symbol)
	}
	syms := map[refgraph.Target][]string{} // each target's symbols, made once
	var importsEnd extract.Position        // refs after it are in no import
	for k := range f.Imports {
		if e := f.Imports[k].Range.End; importsEnd.Less(e) {
			importsEnd = e
		}
	}
	for _, r := range fr {
		t := targets[r.Name].For(r)
		if t.File < 0 {
			continue
		}
		ss, ok := syms[t]
		if !ok {
			ss = referenceSymbols(t, symOf, merged.of(t.File)[t.Symbol])
			syms[t] = ss
		}
		if len(ss) == 0 {
			continue
		}
		rng := r.Range()
		role := int32(0)
		for k := 0; k < len(f.Imports) && rng.Start.Less(importsEnd); k++ {
			if f.Imports[k].Range.Contains(rng) {
				role = int32(scip.SymbolRole_Import)
				break
			}
		}
		for _, sym := range ss {
			db.add(rng, sym, role)
		}
	}
}

// addLocals adds the occurrences of f's local bindings (parameters,
// local variables, loop and pattern variables): each binding whose
// declaring identifier the outline holds (Ref.Def) is the symbol
// "local N", N its index among the file's bindings (as extract.Dump
// prints it), with a Definition occurrence there and a reference at each
// use. A binding without one (the implicit this/self of a class body, a
// local that is also a definition) gets no occurrence: there is no site
// to define it at. Each has a SymbolInformation with its name only (scip
// lint wants one for every occurrence's symbol, locals included); readers
// of the index's definitions (def, symbols) skip local symbols.
// CanonicalizeDocument sorts these with the rest.
func addLocals(db *docBuild, f *extract.File, fr []extract.Ref) {
	var declared []bool // by Ref.Local
	for _, r := range fr {
		if l := int(r.Local()); r.Def && l != 0 {
			if l >= len(declared) {
				declared = append(declared, make([]bool, l+1-len(declared))...)
			}
			declared[l] = true
		}
	}
	if declared == nil {
		return
	}
	for _, r := range fr {
		l := r.Local()
		if l == 0 || int(l) >= len(declared) || !declared[l] {
			continue
		}
		sym := "local " + strconv.FormatUint(uint64(l-1), 10)
		role := int32(0)
		if r.Def {
			role = int32(scip.SymbolRole_Definition)
			db.doc.Symbols = append(db.doc.Symbols, &scip.SymbolInformation{Symbol: sym,
				DisplayName: strings.ToValidUTF8(f.RefNames[r.Name], "\uFFFD")})
		}
		db.add(r.Range(), sym, role)
	}
}

// relation is one relationship of the type hierarchy, by symbol string:
// a type's to a type it implements or extends, a member's (member) to the
// member of a supertype it implements or overrides.
type relation struct {
	sym, base string
	member    bool
}

// hierarchyRelations lists each file's relationships from the graph's
// type hierarchy (refgraph.Graph.Hierarchy), by the file of their
// subject: across documents too, which the SCIP format allows (a
// relationship names any symbol). As each language's precise indexer
// writes them: a type relates to its direct supertypes and a member to
// the nearest same-named member of each (Go: every interface its method
// set satisfies), or, in TypeScript and JavaScript, to every supertype up
// its chain and the same-named member of each; an interface extending or
// embedding another is no implementation and relates to nothing.
func hierarchyRelations(res *indexer.Result, g *refgraph.Graph, own func(i int32) []symName) [][]relation {
	h := g.Hierarchy()
	names := map[int32][]symName{}
	name := func(t refgraph.Target) string {
		n, ok := names[t.File]
		if !ok {
			n = own(t.File)
			names[t.File] = n
		}
		if int(t.Symbol) >= len(n) || isPackageClause(&res.Files[t.File].Symbols[t.Symbol]) {
			return ""
		}
		return n[t.Symbol].sym
	}
	isInterface := func(t refgraph.Target) bool {
		k := res.Files[t.File].Symbols[t.Symbol].Kind
		return k == extract.KindInterface || k == extract.KindTrait
	}
	out := make([][]relation, len(res.Files))
	add := func(rs []refgraph.Relation, member bool, subjectOf func(refgraph.Target) refgraph.Target) {
		up := map[refgraph.Target][]refgraph.Target{}
		var subs []refgraph.Target
		for _, r := range rs {
			if r.Kind == refgraph.RelEmbeds {
				continue
			}
			if len(up[r.Sub]) == 0 {
				subs = append(subs, r.Sub)
			}
			up[r.Sub] = append(up[r.Sub], r.Super)
		}
		for _, t := range subs {
			if isInterface(subjectOf(t)) || member && res.Files[t.File].Language == "python" && !isCallable(res.Files[t.File].Symbols[t.Symbol].Kind) {
				// A Python class attribute of a subclass shadows its
				// base's: only methods override.
				continue
			}
			sub := name(t)
			seen := map[refgraph.Target]bool{t: true}
			level := []refgraph.Target{t}
			maxDepth := 1
			if transitiveRelations[res.Files[t.File].Language] {
				maxDepth = maxRelationDepth
			}
			for depth := 0; depth < maxDepth && len(level) > 0; depth++ {
				var next []refgraph.Target
				for _, at := range level {
					for _, s := range up[at] {
						if seen[s] {
							continue
						}
						seen[s] = true
						next = append(next, s)
						if base := name(s); sub != "" && base != "" && base != sub {
							out[t.File] = append(out[t.File], relation{sub, base, member})
						}
					}
				}
				level = next
			}
		}
	}
	add(h.Types, false, func(t refgraph.Target) refgraph.Target { return t })
	add(h.Members, true, func(t refgraph.Target) refgraph.Target {
		if p := res.Files[t.File].Symbols[t.Symbol].Parent; p >= 0 {
			return refgraph.Target{File: t.File, Symbol: p}
		}
		return t // a Go method: its receiver type is no interface
	})
	return out
}

func isCallable(k extract.Kind) bool {
	return k == extract.KindMethod || k == extract.KindFunction || k == extract.KindConstructor
}

// maxRelationDepth bounds the supertype chains the relationships follow.
const maxRelationDepth = 8

// transitiveRelations are the languages whose relationships name every
// supertype up the chain (as scip-typescript writes them).
var transitiveRelations = map[string]bool{"typescript": true, "tsx": true, "javascript": true, "vue": true, "svelte": true}

// relationOwners gives each relationship to the first document, in path
// order, that has it. A symbol defined in several documents (one Java
// package in two source trees, a type under two build tags, two packages
// of one name) has a SymbolInformation in each, but scip lint counts a
// (symbol, related symbol) pair once in the whole index and warns about
// any repeat.
func relationOwners(rels [][]relation) map[relation]int32 {
	owners := map[relation]int32{}
	for i, rs := range rels {
		for _, r := range rs {
			if _, ok := owners[r]; !ok {
				owners[r] = int32(i)
			}
		}
	}
	return owners
}

// addRelationships adds to the SymbolInformation of each definition the
// relationships of rels this document owns.
func addRelationships(doc *scip.Document, fi int32, rels []relation, owners map[relation]int32) {
	if len(rels) == 0 {
		return
	}
	infos := map[string]*scip.SymbolInformation{}
	for _, si := range doc.Symbols {
		infos[si.Symbol] = si
	}
	for _, r := range rels {
		si := infos[r.sym]
		if si == nil || owners[r] != fi {
			continue
		}
		si.Relationships = append(si.Relationships, &scip.Relationship{Symbol: r.base, IsImplementation: true, IsReference: r.member})
	}
}

// document converts one outline; every definition gets an occurrence and
// exactly one SymbolInformation.
func document(reg *langs.Registry, f *extract.File, names []symName, homes map[string]string) *docBuild {
	l := reg.ByID(f.Language)
	doc := &scip.Document{
		RelativePath:     EncodePath(f.Path),
		PositionEncoding: scip.PositionEncoding_UTF8CodeUnitOffsetFromLineStart,
	}
	if l != nil {
		doc.Language = l.SCIPName
	}
	db := &docBuild{doc: doc, occs: make([]occ, 0, len(f.Symbols)+f.RefCount())}
	infos := map[string]bool{}
	for i := range f.Symbols {
		s := &f.Symbols[i]
		sym, container := names[i].sym, names[i].container
		if home, ok := homes[sym]; ok && home != f.Path && isPackageClause(s) {
			continue
		}
		db.occs = append(db.occs, occ{rng: s.NameRange, encl: s.FullRange, hasEncl: true, sym: sym, roles: int32(scip.SymbolRole_Definition)})
		if infos[sym] {
			continue // a repeated definition (e.g. under #ifdef) shares one symbol
		}
		infos[sym] = true
		info := &scip.SymbolInformation{
			Symbol:          sym,
			Kind:            kindToSCIP[s.Kind],
			DisplayName:     strings.ToValidUTF8(s.Name, "\uFFFD"), // a proto string; scip.CanonicalizeDocument leaves it
			EnclosingSymbol: container,
		}
		if s.Signature != "" {
			info.SignatureDocumentation = &scip.Document{Language: doc.Language, Text: strings.ToValidUTF8(decorated(s), "\uFFFD")}
		}
		if s.Doc != "" {
			info.Documentation = []string{s.Doc}
		}
		doc.Symbols = append(doc.Symbols, info)
	}
	return db
}

// withRelations folds into a document key the document's relationships
// and which of them an earlier document owns: its bytes depend on them,
// and a supertype in another file (Go's structural satisfaction) can
// change them without a reference between the two.
func withRelations(key uint64, fi int32, rels []relation, owners map[relation]int32) uint64 {
	if len(rels) == 0 {
		return key
	}
	var e cachefile.Encoder
	e.U64(key)
	for _, r := range rels {
		e.String(r.sym)
		e.String(r.base)
		e.Bool(r.member)
		e.Bool(owners[r] == fi)
	}
	return xxh3.Hash(e.B)
}
