package lspenrich

import (
	"bytes"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/soulindex/soulindex/extract"
)

// texts loads the indexed files on first use (positions are converted
// between the outline's byte columns and the protocol's UTF-16 ones) and
// maps server URIs back to indexed files.
type texts struct {
	roots  []string // the absolute root, and its symlink-free form
	paths  []string // per file, slash separated, relative to the root
	byPath map[string]int32
	load   []func() ([][]byte, error)
}

func newTexts(root string, paths []string) (*texts, error) {
	abs, err := filepath.Abs(root)
	if err != nil {
		return nil, fmt.Errorf("lsp enrichment root %s: %w", root, err)
	}
	t := &texts{roots: []string{abs}, paths: paths, byPath: make(map[string]int32, len(paths)), load: make([]func() ([][]byte, error), len(paths))}
	if real, err := filepath.EvalSymlinks(abs); err == nil && real != abs {
		t.roots = append(t.roots, real)
	}
	for i, p := range paths {
		t.byPath[p] = int32(i)
		full := filepath.Join(abs, filepath.FromSlash(p))
		t.load[i] = sync.OnceValues(func() ([][]byte, error) {
			b, err := os.ReadFile(full)
			if err != nil {
				return nil, fmt.Errorf("read %s: %w", p, err)
			}
			return bytes.SplitAfter(b, []byte{'\n'}), nil
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
func (t *texts) toLSP(i int32, p extract.Position) (Position, error) {
	lines, err := t.load[i]()
	if err != nil {
		return Position{}, err
	}
	if int(p.Line) >= len(lines) {
		return Position{}, fmt.Errorf("%s: line %d past the end", t.paths[i], p.Line+1)
	}
	return Position{Line: p.Line, Character: utf16Col(lines[p.Line], int(p.Column))}, nil
}

// toRange converts a protocol range in file i to byte columns.
func (t *texts) toRange(i int32, r Range) (extract.Range, error) {
	lines, err := t.load[i]()
	if err != nil {
		return extract.Range{}, err
	}
	conv := func(p Position) (extract.Position, error) {
		if int(p.Line) >= len(lines) {
			if int(p.Line) == len(lines) && p.Character == 0 {
				return extract.Position{Line: p.Line}, nil
			}
			return extract.Position{}, fmt.Errorf("%s: line %d past the end", t.paths[i], p.Line+1)
		}
		return extract.Position{Line: p.Line, Column: uint32(byteCol(lines[p.Line], int(p.Character)))}, nil
	}
	s, err := conv(r.Start)
	if err != nil {
		return extract.Range{}, err
	}
	e, err := conv(r.End)
	if err != nil {
		return extract.Range{}, err
	}
	return extract.Range{Start: s, End: e}, nil
}

// utf16Col counts the UTF-16 code units of line's first col bytes.
func utf16Col(line []byte, col int) uint32 {
	col = min(col, len(line))
	n := uint32(0)
	for k := 0; k < col; {
		r, size := utf8.DecodeRune(line[k:])
		if r >= 0x10000 {
			n += 2
		} else {
			n++
		}
		k += size
	}
	return n
}

// byteCol is the byte offset in line after units UTF-16 code units
// (clamped to the line without its newline).
func byteCol(line []byte, units int) int {
	end := len(bytes.TrimRight(line, "\r\n"))
	k := 0
	for n := 0; n < units && k < end; {
		r, size := utf8.DecodeRune(line[k:])
		if r >= 0x10000 {
			n += 2
		} else {
			n++
		}
		k += size
	}
	return k
}
