package extract

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"sort"
	"time"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/soulindex/soulindex/langs"
)

// ErrDeadline reports that parsing or querying a file took longer than its
// deadline; the file is skipped rather than stalling the run.
var ErrDeadline = errors.New("parse deadline exceeded")

// readChunk bounds what go-tree-sitter copies into C per read callback; it
// copies the whole returned slice, so returning the remainder of a large
// file on every re-read would be quadratic.
const readChunk = 64 << 10

// TreeSitter extracts outlines with tree-sitter. Parsers are not safe to
// share, so each worker owns one TreeSitter; the compiled queries it uses
// are shared read-only.
type TreeSitter struct {
	qs      *Queries
	parsers map[string]*sitter.Parser
	cursor  *sitter.QueryCursor
}

// NewTreeSitter returns a per-worker extractor over shared queries.
func NewTreeSitter(qs *Queries) *TreeSitter {
	return &TreeSitter{qs: qs, parsers: map[string]*sitter.Parser{}, cursor: sitter.NewQueryCursor()}
}

// Close frees the worker's parsers.
func (t *TreeSitter) Close() {
	for _, p := range t.parsers {
		p.Close()
	}
	t.parsers = nil
	t.cursor.Close()
}

func (t *TreeSitter) parser(l *langs.Language) (*sitter.Parser, error) {
	if p := t.parsers[l.ID]; p != nil {
		return p, nil
	}
	p := sitter.NewParser()
	if err := p.SetLanguage(l.Grammar()); err != nil {
		p.Close()
		return nil, fmt.Errorf("extract: grammar for %s: %w", l.ID, err)
	}
	t.parsers[l.ID] = p
	return p, nil
}

// remaining converts a deadline into tree-sitter's microsecond timeout
// (0 would mean "none", so an expired deadline becomes 1µs).
func remaining(deadline time.Time) uint64 {
	return uint64(max(time.Until(deadline).Microseconds(), 1))
}

// parse runs the parser under the deadline. It uses tree-sitter's own
// timeout rather than ParseOptions.ProgressCallback: in go-tree-sitter
// v0.25.0 every options call registers its payload with go-pointer and
// never releases it, a leak per file, whereas the timeout lives in C.
func (t *TreeSitter) parse(ctx context.Context, l *langs.Language, src []byte, deadline time.Time) (*sitter.Tree, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	p, err := t.parser(l)
	if err != nil {
		return nil, err
	}
	read := func(i int, _ sitter.Point) []byte {
		if i >= len(src) {
			return nil
		}
		return src[i:min(i+readChunk, len(src))]
	}
	p.SetTimeoutMicros(remaining(deadline))
	tree := p.ParseWithOptions(read, nil, nil)
	if tree == nil {
		// A cancelled parser resumes the old parse next time unless reset.
		p.Reset()
		return nil, ErrDeadline
	}
	return tree, nil
}

// Parse only parses src, for measuring the raw parse cost (bench's
// parse-only mode). It reports whether the tree has errors.
func (t *TreeSitter) Parse(ctx context.Context, langID string, src []byte, timeout time.Duration) (bool, error) {
	lq := t.qs.byLang[langID]
	if lq == nil {
		return false, fmt.Errorf("extract: no grammar for %s", langID)
	}
	tree, err := t.parse(ctx, lq.lang, src, time.Now().Add(timeout))
	if err != nil {
		return false, err
	}
	defer tree.Close()
	return tree.RootNode().HasError(), nil
}

// Extract parses src and runs the language's outline query. The deadline
// covers both parsing and querying.
func (t *TreeSitter) Extract(ctx context.Context, langID, path string, src []byte, timeout time.Duration) (*File, error) {
	c, err := t.qs.get(langID)
	if err != nil {
		return nil, err
	}
	deadline := time.Now().Add(timeout)
	tree, err := t.parse(ctx, c.lang, src, deadline)
	if err != nil {
		return nil, err
	}
	defer tree.Close()
	root := tree.RootNode()

	f := &File{Path: path, Language: langID, Backend: BackendTreeSitter, Size: int64(len(src)), Lines: countLines(src)}
	if root.HasError() {
		f.ErrorNodes = countErrors(root)
	}
	b := newBuilder(c, src)
	// MatchesWithOptions is avoided: go-tree-sitter v0.25.0 hands C a
	// pointer to Go memory that C keeps, which crashes under GC. The C-side
	// timeout plus a clock check every few matches bound the query instead.
	t.cursor.SetTimeoutMicros(remaining(deadline))
	matches := t.cursor.Matches(c.query, root, src)
	n := 0
	for m := matches.Next(); m != nil; m = matches.Next() {
		b.match(m)
		if n++; n%256 == 0 && (time.Now().After(deadline) || ctx.Err() != nil) {
			break
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if time.Now().After(deadline) {
		return nil, ErrDeadline
	}
	b.finish(f)
	return f, nil
}

func countLines(src []byte) int {
	if len(src) == 0 {
		return 0
	}
	n := bytes.Count(src, []byte{'\n'})
	if src[len(src)-1] != '\n' {
		n++
	}
	return n
}

// countErrors counts ERROR and MISSING nodes, descending only into subtrees
// that contain errors.
func countErrors(root *sitter.Node) int {
	n := 0
	cur := root.Walk()
	defer cur.Close()
	for {
		node := cur.Node()
		if node.IsError() || node.IsMissing() {
			n++
		}
		if node.HasError() && !node.IsError() && cur.GotoFirstChild() {
			continue
		}
		for !cur.GotoNextSibling() {
			if !cur.GotoParent() {
				return n
			}
		}
	}
}

func rangeOf(n *sitter.Node) Range {
	s, e := n.StartPosition(), n.EndPosition()
	return Range{Position{uint32(s.Row), uint32(s.Column)}, Position{uint32(e.Row), uint32(e.Column)}}
}

// sortSymbols orders symbols by position, outer before inner.
func sortSymbols(syms []Symbol) {
	sort.SliceStable(syms, func(i, j int) bool {
		a, b := syms[i], syms[j]
		if a.FullRange.Start != b.FullRange.Start {
			return a.FullRange.Start.Less(b.FullRange.Start)
		}
		if a.FullRange.End != b.FullRange.End {
			return b.FullRange.End.Less(a.FullRange.End)
		}
		return a.NameRange.Start.Less(b.NameRange.Start)
	})
}
