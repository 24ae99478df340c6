package extract

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"time"

	"github.com/soulindex/soulindex/langs"
)

// ErrDeadline reports that parsing or querying a file outlasted its
// wall-clock deadline, the safety net behind the work budget: whether it
// is hit depends on the machine's load.
var ErrDeadline = errors.New("parse deadline exceeded")

// ErrWorkBudget reports that parsing and querying a file took more
// tree-sitter work than its budget allows (WorkBudget): a function of the
// file's content alone, so the same file hits it on any machine.
var ErrWorkBudget = errors.New("parse work budget exceeded")

// ErrScannerLimit reports a file beyond what its grammar's external
// scanner can record, on which tree-sitter or the scanner would abort the
// process: mostly nesting so deep that the scanner's state outgrows the
// 1024 bytes tree-sitter allows (see langs.Language.CheckScanner for the
// rest).
var ErrScannerLimit = errors.New("beyond the grammar's scanner limits")

// WorkBudget bounds the tree-sitter work on one file, in progress steps
// (tree-sitter reports progress about every 100 parser or query
// operations): Base steps plus PerKiB for every KiB of the file, parse and
// query together. Real files use a small fraction of the default
// (DefaultWorkBudget); what exhausts it is pathological input whose error
// recovery explodes.
type WorkBudget struct {
	Base, PerKiB uint64
}

// DefaultWorkBudget is far above what real files need: the most any file
// of Go's source tree, /usr/include, the npm packages of the test tools
// or the test corpus took was about 45 steps per KiB and 19,000 steps in
// all (see TestDefaultWorkBudgetFarAboveRealFiles). A step is usually
// well under a microsecond, but error recovery can make one cost a
// millisecond: a 22-byte Julia file of three unclosed blocks never
// finishes parsing and stops here after about a second.
var DefaultWorkBudget = WorkBudget{Base: 2_000, PerKiB: 1_000}

// DefaultMaxFileSize is the default bound on a source's bytes: larger
// files are skipped, not outlined (indexer.Options.MaxFileSize), and a
// file indexed once is never read again past it (refgraph's configs).
const DefaultMaxFileSize = 1 << 20

// steps is the budget for n bytes (saturating).
func (b WorkBudget) steps(n int) uint64 {
	kib := (uint64(n) + 1023) / 1024
	if b.PerKiB != 0 && kib > (math.MaxUint64-b.Base)/b.PerKiB {
		return math.MaxUint64
	}
	return b.Base + kib*b.PerKiB
}

// TreeSitter extracts outlines with tree-sitter. Parsers are not safe to
// share, so each worker owns one TreeSitter; the compiled queries it uses
// are shared read-only.
type TreeSitter struct {
	qs      *Queries
	parsers map[string]*cParser
	cursor  cCursor
	guard   cGuard
	budget  WorkBudget
	scratch *builder // reused from file to file (builder.reset)
}

// NewTreeSitter returns a per-worker extractor over shared queries.
func NewTreeSitter(qs *Queries) *TreeSitter {
	return &TreeSitter{qs: qs, parsers: map[string]*cParser{}, cursor: newCCursor(), guard: newCGuard(), budget: DefaultWorkBudget}
}

// SetWorkBudget replaces DefaultWorkBudget; a zero budget keeps it.
func (t *TreeSitter) SetWorkBudget(b WorkBudget) {
	if b == (WorkBudget{}) {
		b = DefaultWorkBudget
	}
	t.budget = b
}

// Close frees the worker's parsers.
func (t *TreeSitter) Close() {
	for _, p := range t.parsers {
		p.close()
	}
	t.parsers = nil
	t.cursor.close()
	t.guard.close()
	t.guard = cGuard{}
}

func (t *TreeSitter) parser(l *langs.Language) (*cParser, error) {
	if p := t.parsers[l.ID]; p != nil {
		return p, nil
	}
	lq := t.qs.byLang[l.ID]
	if lq == nil {
		return nil, fmt.Errorf("extract: no grammar for %s", l.ID)
	}
	p, err := newCParser(lq.grammar)
	if err != nil {
		return nil, fmt.Errorf("extract: grammar for %s: %w", l.ID, err)
	}
	t.parsers[l.ID] = p
	return p, nil
}

// remaining converts a deadline into a microsecond timeout (an expired
// deadline becomes 1µs).
func remaining(deadline time.Time) uint64 {
	return uint64(max(time.Until(deadline).Microseconds(), 1))
}

// stopped turns the reason the guard stopped a parse or query into an
// error.
func (t *TreeSitter) stopped(l *langs.Language, n int) error {
	switch t.guard.stopped() {
	case stopWork:
		return fmt.Errorf("%w (%d steps for %d bytes)", ErrWorkBudget, t.budget.steps(n), n)
	case stopClock:
		return ErrDeadline
	case stopCancel:
		return fmt.Errorf("extract: %s: %w", l.ID, context.Canceled)
	case stopState:
		return fmt.Errorf("%w: nesting too deep (the %s scanner's state reached %d bytes, over tree-sitter's %d)", ErrScannerLimit, l.ID, t.guard.stateLen(), stateMax)
	}
	return fmt.Errorf("extract: %s: tree-sitter ran out of memory", l.ID)
}

// parse runs the parser under the work budget, the deadline and the
// scanner-state check, all enforced from tree-sitter's progress callback
// inside the C parser, once the language's scanner check passed.
// The text parsed is returned too: src, or what parseText made of it.
func (t *TreeSitter) parse(ctx context.Context, l *langs.Language, src []byte, deadline time.Time) (cTree, []byte, error) {
	if err := ctx.Err(); err != nil {
		return cTree{}, nil, err
	}
	if err := l.CheckScanner(src); err != nil {
		return cTree{}, nil, fmt.Errorf("%w: %w", ErrScannerLimit, err)
	}
	p, err := t.parser(l)
	if err != nil {
		return cTree{}, nil, err
	}
	text := parseText(l.ID, src)
	tree, ok := p.parse(text, t.guard, t.budget.steps(len(src)), remaining(deadline))
	if !ok {
		return cTree{}, nil, t.stopped(l, len(src))
	}
	if l.ID == "dockerfile" {
		// An instruction the grammar cannot take may swallow the rest of
		// the file: blank it and parse again (dockerfileRepair).
		for range maxDockerRepairs {
			if !tree.hasError() {
				break
			}
			fixed := dockerfileRepair(text, tree.errorChildren(64))
			if fixed == nil {
				break
			}
			next, ok := p.parse(fixed, t.guard, t.budget.steps(len(src)), remaining(deadline))
			if !ok {
				tree.delete()
				return cTree{}, nil, t.stopped(l, len(src))
			}
			tree.delete()
			tree, text = next, fixed
		}
	}
	return tree, text, nil
}

// parseText is the text the grammar of lang parses for src: src itself,
// or a copy of the same length whose constructs the grammar fails on are
// rewritten (see tsfix*.go); positions stay src's.
func parseText(lang string, src []byte) []byte {
	switch lang {
	case "typescript":
		return typeScriptParseText(src)
	case "groovy":
		return groovyParseText(src)
	case "sql":
		return prepareSQL(src)
	case "graphql":
		return blankSchemaExtensions(src)
	case "dockerfile":
		return dockerfileParseText(src)
	case "solidity":
		return blankUsingLists(src)
	case "objc":
		return hideObjCMacros(src)
	}
	return src
}

// rewrittenNamesDropped lists the languages whose parse-text rewrites may
// change a name (an Objective-C macro read as a method, a Solidity using
// list cut to its first function): a name the parser saw rewritten is
// neither a definition nor a reference there. The other rewrites blank
// or keep names as written.
var rewrittenNamesDropped = map[string]bool{"objc": true, "solidity": true}

// Parse only parses src, for measuring the raw parse cost (bench's
// parse-only mode). It reports whether the tree has errors.
func (t *TreeSitter) Parse(ctx context.Context, langID string, src []byte, timeout time.Duration) (bool, error) {
	lq := t.qs.byLang[langID]
	if lq == nil {
		return false, fmt.Errorf("extract: no grammar for %s", langID)
	}
	defer t.guard.watch(ctx)()
	tree, _, err := t.parse(ctx, lq.lang, parseable(langID, src), time.Now().Add(timeout))
	if err != nil {
		return false, err
	}
	defer tree.delete()
	return tree.hasError(), nil
}

// parseable returns src as the language's parser can take it: Perl's
// external scanner never returns on a comment that ends a file with no
// newline after it in some places (a bareword then "#c" at the end of
// the file): such a file gets its newline, in a copy, so the process does
// not hang in C where neither the work budget nor the clock can stop it.
// Positions in the file are unchanged.
func parseable(langID string, src []byte) []byte {
	if langID == "perl" && len(src) > 0 && src[len(src)-1] != '\n' {
		return append(src[:len(src):len(src)], '\n')
	}
	return src
}

// Extract parses src and runs the language's outline query. The work
// budget and the deadline cover both parsing and querying.
func (t *TreeSitter) Extract(ctx context.Context, langID, path string, src []byte, timeout time.Duration) (*File, error) {
	c, err := t.qs.get(langID)
	if err != nil {
		return nil, err
	}
	deadline := time.Now().Add(timeout)
	defer t.guard.watch(ctx)()
	f := &File{Path: path, Language: langID, Backend: BackendTreeSitter, Size: int64(len(src)), Lines: countLines(src)}
	src = parseable(langID, src)
	tree, text, err := t.parse(ctx, c.lang, src, deadline)
	if err != nil {
		return nil, err
	}
	defer tree.delete()

	if tree.hasError() {
		f.ErrorNodes = tree.errors()
		f.ErrorBytes = tree.errorBytes()
	}
	b := t.scratch
	if b == nil {
		b = newBuilder(c, langID, src)
		t.scratch = b
	} else {
		b.reset(c, langID, src)
	}
	if rewrittenNamesDropped[langID] && len(src) > 0 && &text[0] != &src[0] {
		b.parsed = text
	}
	b.file = fileStem(path)
	ok := t.cursor.run(c.query, tree, src, c.wantDoc, t.guard, remaining(deadline), func(recs []rec) { b.feed(recs) })
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if !ok {
		return nil, t.stopped(c.lang, len(src))
	}
	b.endRun()
	if len(c.lang.Injects) > 0 {
		err := t.inject(ctx, langID, b, f, src, c.lang.Injects, uint(c.query.patterns), t.budget.steps(len(src)),
			func() uint64 { return remaining(deadline) })
		if err == nil {
			err = ctx.Err()
		}
		if err != nil {
			return nil, err
		}
	}
	// The passes after the query count their work too, under an
	// allowance of the same size: what an injection left of the budget
	// does not decide them.
	t.guard.rebudget(t.budget.steps(len(src)))
	b.guard = t.guard
	b.finish(f)
	b.settle()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if b.halted {
		return nil, t.stopped(c.lang, len(src))
	}
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
