package lspenrich

import (
	"fmt"
	"net/url"
	"path/filepath"
	"strings"
	"sync"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/internal/safefile"
	"github.com/soulindex/soulindex/lsp"
)

// texts loads the indexed files on first use (positions are converted
// between the outline's byte columns and the protocol's UTF-16 ones) and
// maps server URIs back to indexed files.
type texts struct {
	roots  []string // the absolute root, and its symlink-free form
	paths  []string // per file, slash separated, relative to the root
	byPath map[string]int32
	load   []func() (*lsp.LineIndex, error)
}

func newTexts(root string, paths []string) (*texts, error) {
	abs, err := filepath.Abs(root)
	if err != nil {
		return nil, fmt.Errorf("lsp enrichment root %s: %w", root, err)
	}
	t := &texts{roots: []string{abs}, paths: paths, byPath: make(map[string]int32, len(paths)), load: make([]func() (*lsp.LineIndex, error), len(paths))}
	if real, err := filepath.EvalSymlinks(abs); err == nil && real != abs {
		t.roots = append(t.roots, real)
	}
	for i, p := range paths {
		t.byPath[p] = int32(i)
		full := filepath.Join(abs, filepath.FromSlash(p))
		t.load[i] = sync.OnceValues(func() (*lsp.LineIndex, error) {
			b, err := safefile.ReadFileNoFollow(full, lsp.MaxDocumentSize)
			if err != nil {
				return nil, fmt.Errorf("read %s: %w", p, err)
			}
			return lsp.NewLineIndex(b), nil
		})
	}
	return t, nil
}

// abs is the absolute path the servers are given for file i.
func (t *texts) abs(i int32) string {
	return filepath.Join(t.roots[0], filepath.FromSlash(t.paths[i]))
}

// fileOf maps a file:// URI to an indexed file, or -1.
func (t *texts) fileOf(uri string) int32 {
	u, err := url.Parse(uri)
	if err != nil || u.Scheme != "file" {
		return -1
	}
	p := filepath.Clean(u.Path)
	for _, r := range t.roots {
		rel, err := filepath.Rel(r, p)
		if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			continue
		}
		if i, ok := t.byPath[filepath.ToSlash(rel)]; ok {
			return i
		}
	}
	return -1
}

// toLSP converts an outline position of file i to a protocol position.
func (t *texts) toLSP(i int32, p extract.Position) (lsp.Position, error) {
	x, err := t.load[i]()
	if err != nil {
		return lsp.Position{}, err
	}
	if int(p.Line) >= x.Lines() {
		return lsp.Position{}, fmt.Errorf("%s: line %d past the end", t.paths[i], p.Line+1)
	}
	return x.ToLSP(p.Line, p.Column), nil
}

// toRange converts a protocol range in file i to byte columns; a range
// past the end of the file is an error (the server saw another text).
func (t *texts) toRange(i int32, r lsp.Range) (extract.Range, error) {
	x, err := t.load[i]()
	if err != nil {
		return extract.Range{}, err
	}
	if int(r.Start.Line) >= x.Lines() || int(r.End.Line) >= x.Lines() {
		return extract.Range{}, fmt.Errorf("%s: range past the end (line %d)", t.paths[i], r.End.Line+1)
	}
	sl, sc := x.FromLSP(r.Start)
	el, ec := x.FromLSP(r.End)
	return extract.Range{Start: extract.Position{Line: sl, Column: sc}, End: extract.Position{Line: el, Column: ec}}, nil
}
