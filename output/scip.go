// Package output writes the artifacts of a run: the SCIP index and the
// Soul Map, each replaced atomically.
package output

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"io"
	"strings"

	"github.com/sourcegraph/scip/bindings/go/scip"
	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/langs"
)

// ToolInfo identifies the writer in the SCIP metadata.
type ToolInfo struct {
	Name      string
	Version   string
	Arguments []string
}

// WriteSCIP streams res as a SCIP index: the metadata, then one Document
// at a time. Protobuf merges repeated fields of concatenated messages, so
// the stream is one valid Index and no Index is ever held in memory.
func WriteSCIP(w io.Writer, res *indexer.Result, reg *langs.Registry, tool ToolInfo) error {
	bw := bufio.NewWriterSize(w, 256<<10)
	mo := proto.MarshalOptions{Deterministic: true}
	meta := &scip.Metadata{
		Version:              scip.ProtocolVersion_UnspecifiedProtocolVersion,
		ToolInfo:             &scip.ToolInfo{Name: tool.Name, Version: tool.Version, Arguments: tool.Arguments},
		ProjectRoot:          "file://" + strings.TrimSuffix(res.Root, "/"),
		TextDocumentEncoding: scip.TextEncoding_UTF8,
	}
	if err := writeField(bw, mo, 1, meta); err != nil {
		return err
	}
	homes := packageHomes(res, reg)
	for _, f := range res.Files {
		if err := writeField(bw, mo, 2, document(res, reg, f, homes)); err != nil {
			return err
		}
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("write scip: %w", err)
	}
	return nil
}

// writeField writes m as field num of an Index message.
func writeField(w *bufio.Writer, mo proto.MarshalOptions, num protowire.Number, m proto.Message) error {
	b, err := mo.Marshal(m)
	if err != nil {
		return fmt.Errorf("marshal scip: %w", err)
	}
	var hdr [binary.MaxVarintLen64 + 2]byte
	h := protowire.AppendTag(hdr[:0], num, protowire.BytesType)
	h = protowire.AppendVarint(h, uint64(len(b)))
	if _, err := w.Write(h); err != nil {
		return fmt.Errorf("write scip: %w", err)
	}
	if _, err := w.Write(b); err != nil {
		return fmt.Errorf("write scip: %w", err)
	}
	return nil
}

func scipRange(r extract.Range) []int32 {
	if r.Start.Line == r.End.Line {
		return []int32{int32(r.Start.Line), int32(r.Start.Column), int32(r.End.Column)}
	}
	return []int32{int32(r.Start.Line), int32(r.Start.Column), int32(r.End.Line), int32(r.End.Column)}
}

// packageHomes picks, for every package of a directory-scoped language,
// the one file whose package clause defines the package symbol: the first
// in path order with a package doc comment, else the first. The clauses of
// the other files become references, as in compiler-based indexers.
func packageHomes(res *indexer.Result, reg *langs.Registry) map[string]string {
	homes := map[string]string{}
	documented := map[string]bool{}
	for _, f := range res.Files {
		l := reg.ByID(f.Language)
		if l == nil || l.Module != langs.ScopeDirectory || len(f.Symbols) == 0 || !isPackageClause(&f.Symbols[0]) {
			continue
		}
		sym, _ := newSymbolNamer(res, f, l).symbol(&f.Symbols[0])
		if _, ok := homes[sym]; !ok || (!documented[sym] && f.Symbols[0].Doc != "") {
			homes[sym] = f.Path
			documented[sym] = f.Symbols[0].Doc != ""
		}
	}
	return homes
}

func isPackageClause(s *extract.Symbol) bool {
	return s.Kind == extract.KindModule && len(s.Container) == 0
}

// document converts one outline; every definition gets an occurrence and
// exactly one SymbolInformation.
func document(res *indexer.Result, reg *langs.Registry, f *extract.File, homes map[string]string) *scip.Document {
	l := reg.ByID(f.Language)
	doc := &scip.Document{
		RelativePath:     f.Path,
		PositionEncoding: scip.PositionEncoding_UTF8CodeUnitOffsetFromLineStart,
	}
	if l != nil {
		doc.Language = l.SCIPName
	}
	namer := newSymbolNamer(res, f, l)
	infos := map[string]bool{}
	for i := range f.Symbols {
		s := &f.Symbols[i]
		sym, container := namer.symbol(s)
		if home, ok := homes[sym]; ok && home != f.Path && isPackageClause(s) {
			doc.Occurrences = append(doc.Occurrences, &scip.Occurrence{Range: scipRange(s.NameRange), Symbol: sym})
			continue
		}
		doc.Occurrences = append(doc.Occurrences, &scip.Occurrence{
			Range:          scipRange(s.NameRange),
			Symbol:         sym,
			SymbolRoles:    int32(scip.SymbolRole_Definition),
			EnclosingRange: scipRange(s.FullRange),
		})
		if infos[sym] {
			continue // a repeated definition (e.g. under #ifdef) shares one symbol
		}
		infos[sym] = true
		info := &scip.SymbolInformation{
			Symbol:          sym,
			Kind:            kindToSCIP[s.Kind],
			DisplayName:     s.Name,
			EnclosingSymbol: container,
		}
		if s.Signature != "" {
			info.SignatureDocumentation = &scip.Document{Language: doc.Language, Text: s.Signature}
		}
		if s.Doc != "" {
			info.Documentation = []string{s.Doc}
		}
		doc.Symbols = append(doc.Symbols, info)
	}
	return scip.CanonicalizeDocument(doc)
}
