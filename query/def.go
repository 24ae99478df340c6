// Package query answers questions from a written SCIP index: the
// definitions of a name (soulindex def, with a scan of the sources by
// definition patterns when the index has no answer) and a ranked search of
// definition names (soulindex symbols). The index is streamed one document
// at a time, and read only as a regular file with bounded fields.
package query

import (
	"bufio"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/sourcegraph/scip/bindings/go/scip"
	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/parallel"
	"github.com/soulindex/soulindex/internal/safefile"
	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/notice"
)

// Index is a written SCIP index to read.
type Index struct {
	// Path is the index file.
	Path string
	// MaxSize refuses a larger file as corrupt, or not one soulindex
	// wrote for a repository of this size (0: DefaultMaxIndexSize).
	MaxSize int64
}

// DefaultMaxIndexSize bounds the index read: about twice what soulindex
// writes for the Linux kernel. Streaming a file is bounded in memory, not
// in time, so a corrupt or planted multi-gigabyte index is refused by its
// size before its first byte is read.
const DefaultMaxIndexSize = 4 << 30

// Definition is one definition found (soulindex def); Line and Col are
// 0-based.
type Definition struct {
	Path      string `json:"path"`
	Line      int32  `json:"line"`
	Col       int32  `json:"col"`
	Kind      string `json:"kind"`
	Signature string `json:"signature"`
}

// Definitions returns the definitions of name (or Type.member) recorded in
// the SCIP index at index; when the index is missing or has none, it
// scans dir's sources with definition patterns, telling sink why first.
// No definition found anywhere is an error.
func Definitions(ctx context.Context, index Index, dir, name string, reg *langs.Registry, sink notice.Sink) ([]Definition, error) {
	defs, err := FindDefinitions(ctx, index, dir, name)
	var missing *MissingIndexError
	switch {
	case errors.As(err, &missing):
		sink.Notef(notice.Fallback, "", "%v; scanning the sources with definition patterns", err)
	case err != nil:
		return nil, err
	case len(defs) == 0:
		sink.Notef(notice.Fallback, "", "no definition of %q in %s; scanning the sources with definition patterns", name, index.Path)
	}
	if len(defs) > 0 {
		return defs, nil
	}
	if defs, err = ScanSources(ctx, dir, name, reg); err != nil {
		return nil, err
	}
	if len(defs) == 0 {
		return nil, fmt.Errorf("no definition of %q in %s (index and pattern scan)", name, dir)
	}
	return defs, nil
}

// FindDefinitions returns the definitions whose display name is name
// (or, for a qualified "Type.member", whose container and name match), in
// path and line order.
func FindDefinitions(ctx context.Context, index Index, dir, name string) ([]Definition, error) {
	container, member := "", name
	if i := strings.LastIndexByte(name, '.'); i > 0 && i < len(name)-1 {
		container, member = name[:i], name[i+1:]
	}
	var out []Definition
	err := scanDefinitions(ctx, index, dir,
		func(_ *scip.Document, si *scip.SymbolInformation) bool {
			return si.DisplayName == member &&
				(container == "" || strings.HasSuffix(displayContainer(si.EnclosingSymbol), container))
		},
		func(d *scip.Document, si *scip.SymbolInformation, o *scip.Occurrence) {
			sig := si.DisplayName
			if t := si.GetSignatureDocumentation().GetText(); t != "" {
				sig = t
			}
			out = append(out, Definition{Path: d.RelativePath, Line: o.Range[0], Col: o.Range[1],
				Kind: strings.ToLower(si.Kind.String()), Signature: sig})
		})
	if err != nil {
		return nil, err
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Path != out[j].Path {
			return out[i].Path < out[j].Path
		}
		return out[i].Line < out[j].Line
	})
	return out, nil
}

// scanDefinitions streams a SCIP index one document at a time and calls
// fn for every definition occurrence of a symbol that keep accepts. A
// missing index is reported with the command that makes it.
func scanDefinitions(ctx context.Context, index Index, dir string,
	keep func(*scip.Document, *scip.SymbolInformation) bool,
	fn func(*scip.Document, *scip.SymbolInformation, *scip.Occurrence)) error {
	return scanIndex(ctx, index, dir, func(d *scip.Document) error {
		want := map[string]*scip.SymbolInformation{}
		for _, si := range d.Symbols {
			// A local ("local N": a parameter, a local variable) is no
			// definition to look up by name.
			if !scip.IsLocalSymbol(si.Symbol) && keep(d, si) {
				want[si.Symbol] = si
			}
		}
		if len(want) == 0 {
			return nil
		}
		for _, o := range d.Occurrences {
			if si := want[o.Symbol]; si != nil && o.SymbolRoles&int32(scip.SymbolRole_Definition) != 0 && len(o.Range) >= 3 {
				fn(d, si, o)
			}
		}
		return nil
	})
}

// scanIndex streams a SCIP index one document at a time to visit. A
// missing index is reported with the command that makes it.
func scanIndex(ctx context.Context, index Index, dir string, visit func(*scip.Document) error) error {
	// Only a regular file: a FIFO, or a link to /dev/zero or /dev/urandom,
	// in the index's place would hang the read or never end it.
	f, fi, err := safefile.Open(index.Path)
	if errors.Is(err, fs.ErrNotExist) {
		return &MissingIndexError{Index: index.Path, Dir: dir}
	}
	if err != nil {
		return fmt.Errorf("read the index: %w", err)
	}
	defer f.Close()
	limit := index.MaxSize
	if limit <= 0 {
		limit = DefaultMaxIndexSize
	}
	if fi.Size() > limit {
		return fmt.Errorf("read %s: %w: %d bytes, over the limit of %d (--max-index-size); run `soulindex index %s` again, or raise the limit if the index is yours",
			index.Path, ErrCorruptIndex, fi.Size(), limit, dir)
	}
	if err := visitDocuments(ctx, bufio.NewReaderSize(f, 1<<20), fi.Size(), visit); err != nil {
		return fmt.Errorf("read %s: %w; run `soulindex index %s` again", index.Path, err, dir)
	}
	return nil
}

// visitDocuments streams the documents of a SCIP index of size bytes to
// visit, one at a time. It reads the index's top-level fields as
// scip.IndexVisitor.ParseStreaming does (only metadata, documents and
// external symbols, each length-delimited), with checks more, so that a
// corrupt, truncated or hostile index.scip is an error (ErrCorruptIndex)
// found early rather than streamed to its end: a field's declared length
// must fit in what is left of the file (so nothing larger than the file is
// allocated, and a file cut inside a field is caught); the index must
// start with its metadata, naming a project root, as every writer puts it
// (zeros decode as empty fields of number 0, which no message has: a
// file of zeros fails at its first byte); a document must fit
// maxDocument and name its path.
func visitDocuments(ctx context.Context, r *bufio.Reader, size int64, visit func(*scip.Document) error) error {
	if size == 0 {
		return fmt.Errorf("%w: the file is empty", ErrCorruptIndex)
	}
	cr := &countingReader{r: r}
	var buf []byte
	for first := true; ; first = false {
		if err := ctx.Err(); err != nil {
			return err
		}
		at := cr.n
		tag, err := binary.ReadUvarint(cr)
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("%w (bad field tag at byte %d): %w", ErrCorruptIndex, at, err)
		}
		num, typ := protowire.DecodeTag(tag)
		if typ != protowire.BytesType || num < scipMetadataField || num > scipExternalSymbolsField {
			return fmt.Errorf("%w (field %d of wire type %d at byte %d)", ErrCorruptIndex, num, typ, at)
		}
		if first && num != scipMetadataField {
			return fmt.Errorf("%w (it does not start with its metadata: field %d at byte 0)", ErrCorruptIndex, num)
		}
		n, err := binary.ReadUvarint(cr)
		if err != nil {
			return fmt.Errorf("%w (bad length at byte %d): %w", ErrCorruptIndex, cr.n, err)
		}
		if left := size - cr.n; left < 0 || n > uint64(left) {
			return fmt.Errorf("%w (truncated? field %d at byte %d declares %d bytes, %d are left)", ErrCorruptIndex, num, at, n, max(left, 0))
		}
		if num == scipExternalSymbolsField {
			if _, err := cr.Discard(int(n)); err != nil {
				return fmt.Errorf("%w (truncated at byte %d): %w", ErrCorruptIndex, cr.n, err)
			}
			continue
		}
		if n > maxDocument {
			return fmt.Errorf("%w (field %d at byte %d declares %d bytes, over the %d a document or the metadata may hold)", ErrCorruptIndex, num, at, n, maxDocument)
		}
		if uint64(cap(buf)) < n {
			buf = make([]byte, n)
		}
		buf = buf[:n]
		if _, err := io.ReadFull(cr, buf); err != nil {
			return fmt.Errorf("%w (truncated at byte %d): %w", ErrCorruptIndex, cr.n, err)
		}
		if num == scipMetadataField {
			var m scip.Metadata
			if err := proto.Unmarshal(buf, &m); err != nil {
				return fmt.Errorf("%w (metadata at byte %d): %w", ErrCorruptIndex, at, err)
			}
			if m.ProjectRoot == "" {
				return fmt.Errorf("%w (its metadata at byte %d names no project root)", ErrCorruptIndex, at)
			}
			continue
		}
		var d scip.Document
		if err := proto.Unmarshal(buf, &d); err != nil {
			return fmt.Errorf("%w (document at byte %d): %w", ErrCorruptIndex, at, err)
		}
		if d.RelativePath == "" {
			return fmt.Errorf("%w (the document at byte %d names no path)", ErrCorruptIndex, at)
		}
		if err := visit(&d); err != nil {
			return err
		}
	}
}

// ErrCorruptIndex is returned for a file that is not a whole SCIP index.
var ErrCorruptIndex = errors.New("not a SCIP index, or a corrupt one")

// The fields of scip.Index.
const (
	scipMetadataField        = 1
	scipDocumentsField       = 2
	scipExternalSymbolsField = 3
)

// maxDocument bounds one document (or the metadata) read into memory: a
// document describes one file of at most 64 MiB (--max-file-size's
// ceiling), and none soulindex writes comes near 16 times that.
const maxDocument = 1 << 30

// countingReader counts the bytes read through it.
type countingReader struct {
	r *bufio.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

func (c *countingReader) ReadByte() (byte, error) {
	b, err := c.r.ReadByte()
	if err == nil {
		c.n++
	}
	return b, err
}

func (c *countingReader) Discard(n int) (int, error) {
	d, err := c.r.Discard(n)
	c.n += int64(d)
	return d, err
}

// MissingIndexError says where the index should be and how to make it.
type MissingIndexError struct{ Index, Dir string }

func (e *MissingIndexError) Error() string {
	return fmt.Sprintf("no index at %s: run `soulindex index %s` first", e.Index, e.Dir)
}

// ScanSources is def's fallback when the index knows no such name:
// every source file the regex tier serves is scanned with its family's
// definition pattern, in parallel, and the hits come back in path order.
func ScanSources(ctx context.Context, dir, name string, reg *langs.Registry) ([]Definition, error) {
	files, err := indexer.Files(ctx, dir, 0)
	if err != nil {
		return nil, err
	}
	if reg == nil {
		if reg, err = langs.New(); err != nil {
			return nil, err
		}
	}
	container, member := "", name
	if i := strings.LastIndexByte(name, '.'); i > 0 && i < len(name)-1 {
		container, member = name[:i], name[i+1:]
	}
	rx := extract.NewRegex()
	patterns := map[string]*regexp.Regexp{}
	for _, l := range reg.Languages() {
		if rx.Supports(l.ID) {
			if patterns[l.ID], err = rx.DefinitionPattern(l.ID, member); err != nil {
				return nil, err
			}
		}
	}
	hits := make([][]Definition, len(files))
	err = parallel.ForEach(ctx, len(files), 0, func(i int) error {
		rel := files[i]
		l := reg.Detect(rel)
		if l == nil || patterns[l.ID] == nil {
			return nil
		}
		// Read as index reads sources: a listed file swapped since for a
		// FIFO, a device or a link must not hang or flood the scan.
		src, err := safefile.ReadFileNoFollow(filepath.Join(dir, filepath.FromSlash(rel)), indexer.DefaultMaxFileSize)
		if err != nil {
			return nil // unreadable files are reported by index, not here
		}
		if l = reg.Refine(l, rel, src); patterns[l.ID] == nil {
			return nil
		}
		syms, err := rx.FindDefinitions(ctx, l.ID, rel, src, member, container, patterns[l.ID])
		if err != nil {
			return err
		}
		for _, s := range syms {
			hits[i] = append(hits[i], Definition{Path: rel, Line: int32(s.NameRange.Start.Line), Col: int32(s.NameRange.Start.Column),
				Kind: s.Kind.String(), Signature: s.Signature})
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	var out []Definition
	for _, h := range hits {
		out = append(out, h...)
	}
	return out, nil
}

// displayContainer turns a container symbol into dotted names ("A.B"),
// from its descriptors.
func displayContainer(sym string) string {
	if sym == "" {
		return ""
	}
	s, err := scip.ParseSymbol(sym)
	if err != nil {
		return ""
	}
	var parts []string
	for _, d := range s.Descriptors {
		if d.Suffix != scip.Descriptor_Namespace {
			parts = append(parts, d.Name)
		}
	}
	return strings.Join(parts, ".")
}
