package extract

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/soulindex/soulindex/langs"
)

// ErrDeadline reports that parsing or querying a file took longer than its
// deadline; the file is skipped rather than stalling the run.
var ErrDeadline = errors.New("parse deadline exceeded")

// TreeSitter extracts outlines with tree-sitter. Parsers are not safe to
// share, so each worker owns one TreeSitter; the compiled queries it uses
// are shared read-only.
type TreeSitter struct {
	qs      *Queries
	parsers map[string]*cParser
	cursor  cCursor
}

// NewTreeSitter returns a per-worker extractor over shared queries.
func NewTreeSitter(qs *Queries) *TreeSitter {
	return &TreeSitter{qs: qs, parsers: map[string]*cParser{}, cursor: newCCursor()}
}

// Close frees the worker's parsers.
func (t *TreeSitter) Close() {
	for _, p := range t.parsers {
		p.close()
	}
	t.parsers = nil
	t.cursor.close()
}

func (t *TreeSitter) parser(l *langs.Language) (*cParser, error) {
	if p := t.parsers[l.ID]; p != nil {
		return p, nil
	}
	p, err := newCParser(l.GrammarPtr())
	if err != nil {
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

// parse runs the parser under the deadline, enforced by tree-sitter's own
// clock inside the C parser.
func (t *TreeSitter) parse(ctx context.Context, l *langs.Language, src []byte, deadline time.Time) (cTree, error) {
	if err := ctx.Err(); err != nil {
		return cTree{}, err
	}
	p, err := t.parser(l)
	if err != nil {
		return cTree{}, err
	}
	tree, ok := p.parse(src, remaining(deadline))
	if !ok {
		return cTree{}, ErrDeadline
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
	defer tree.delete()
	return tree.hasError(), nil
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
	defer tree.delete()

	f := &File{Path: path, Language: langID, Backend: BackendTreeSitter, Size: int64(len(src)), Lines: countLines(src)}
	if tree.hasError() {
		f.ErrorNodes = tree.errors()
		f.ErrorBytes = tree.errorBytes()
	}
	b := newBuilder(c, langID, src)
	ok := t.cursor.run(c.query, tree, src, c.wantDoc, remaining(deadline), func(recs []rec) {
		forEachMatch(recs, func(pattern uint32, caps []capture) {
			for i := range c.preds[pattern] {
				if !c.preds[pattern][i].holds(src, caps) {
					return
				}
			}
			b.match(pattern, caps)
		})
	})
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if !ok || time.Now().After(deadline) {
		return nil, ErrDeadline
	}
	b.finish(f)
	return f, nil
}

// node is a captured syntax node: its byte span and its range.
type node struct {
	sb, eb uint32
	r      Range
}

// capture is one capture of a match, with the doc comments found above it
// when its capture asks for them.
type capture struct {
	index uint32
	n     node
	docs  []node
}

// forEachMatch decodes the flat records of a query run, one match at a
// time. caps is reused between calls.
func forEachMatch(recs []rec, fn func(pattern uint32, caps []capture)) {
	var caps []capture
	for i := 0; i < len(recs); {
		h := recs[i]
		i++
		caps = caps[:0]
		for k := uint32(0); k < h.sb && i < len(recs); k++ {
			r := &recs[i]
			i++
			c := capture{index: r.a, n: node{r.sb, r.eb, r.rng()}}
			for i < len(recs) && recs[i].tag == recDoc {
				d := &recs[i]
				c.docs = append(c.docs, node{d.sb, d.eb, d.rng()})
				i++
			}
			caps = append(caps, c)
		}
		fn(h.a, caps)
	}
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
