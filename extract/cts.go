package extract

// A thin cgo layer over the tree-sitter C library. go-tree-sitter's Go API
// costs more than the parsing itself on our workload: each query match is
// a malloc, a free and a cgo call per capture, and node navigation is a cgo
// call per step. Here one cgo call parses a file and one runs the whole
// query, returning every capture (with its doc comments found in C) as a
// flat array. The C library itself is linked from go-tree-sitter, imported
// for that; the declarations below are those of its api.h (ABI 0.25).

/*
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct TSLanguage TSLanguage;
typedef struct TSParser TSParser;
typedef struct TSTree TSTree;
typedef struct TSQuery TSQuery;
typedef struct TSQueryCursor TSQueryCursor;
typedef struct { uint32_t row; uint32_t column; } TSPoint;
typedef struct { uint32_t context[4]; const void *id; const TSTree *tree; } TSNode;
typedef struct { TSNode node; uint32_t index; } TSQueryCapture;
typedef struct { uint32_t id; uint16_t pattern_index; uint16_t capture_count; const TSQueryCapture *captures; } TSQueryMatch;
typedef enum { TSQueryPredicateStepTypeDone, TSQueryPredicateStepTypeCapture, TSQueryPredicateStepTypeString } TSQueryPredicateStepType;
typedef struct { TSQueryPredicateStepType type; uint32_t value_id; } TSQueryPredicateStep;
typedef enum { TSQueryErrorNone = 0, TSQueryErrorSyntax, TSQueryErrorNodeType, TSQueryErrorField, TSQueryErrorCapture, TSQueryErrorStructure, TSQueryErrorLanguage } TSQueryError;

TSParser *ts_parser_new(void);
void ts_parser_delete(TSParser *self);
bool ts_parser_set_language(TSParser *self, const TSLanguage *language);
void ts_parser_set_timeout_micros(TSParser *self, uint64_t timeout_micros);
void ts_parser_reset(TSParser *self);
TSTree *ts_parser_parse_string(TSParser *self, const TSTree *old_tree, const char *string, uint32_t length);
void ts_tree_delete(TSTree *self);
TSNode ts_tree_root_node(const TSTree *self);
const char *ts_node_type(TSNode self);
uint32_t ts_node_start_byte(TSNode self);
uint32_t ts_node_end_byte(TSNode self);
TSPoint ts_node_start_point(TSNode self);
TSPoint ts_node_end_point(TSNode self);
bool ts_node_is_null(TSNode self);
bool ts_node_is_missing(TSNode self);
bool ts_node_has_error(TSNode self);
bool ts_node_is_error(TSNode self);
bool ts_node_is_named(TSNode self);
TSNode ts_node_parent(TSNode self);
TSNode ts_node_prev_sibling(TSNode self);
bool ts_node_eq(TSNode self, TSNode other);
typedef struct { const void *tree; const void *id; uint32_t context[3]; } TSTreeCursor;
TSTreeCursor ts_tree_cursor_new(TSNode node);
void ts_tree_cursor_delete(TSTreeCursor *self);
TSNode ts_tree_cursor_current_node(const TSTreeCursor *self);
bool ts_tree_cursor_goto_next_sibling(TSTreeCursor *self);
bool ts_tree_cursor_goto_first_child(TSTreeCursor *self);
uint32_t ts_node_child_count(TSNode self);
TSNode ts_node_child(TSNode self, uint32_t child_index);
TSQuery *ts_query_new(const TSLanguage *language, const char *source, uint32_t source_len, uint32_t *error_offset, TSQueryError *error_type);
void ts_query_delete(TSQuery *self);
uint32_t ts_query_pattern_count(const TSQuery *self);
uint32_t ts_query_capture_count(const TSQuery *self);
const char *ts_query_capture_name_for_id(const TSQuery *self, uint32_t index, uint32_t *length);
const char *ts_query_string_value_for_id(const TSQuery *self, uint32_t index, uint32_t *length);
const TSQueryPredicateStep *ts_query_predicates_for_pattern(const TSQuery *self, uint32_t pattern_index, uint32_t *step_count);
TSQueryCursor *ts_query_cursor_new(void);
void ts_query_cursor_delete(TSQueryCursor *self);
void ts_query_cursor_exec(TSQueryCursor *self, const TSQuery *query, TSNode node);
bool ts_query_cursor_next_match(TSQueryCursor *self, TSQueryMatch *match);
void ts_query_cursor_set_timeout_micros(TSQueryCursor *self, uint64_t timeout_micros);

// Record tags of the flat result.
enum { REC_MATCH = 0, REC_CAPTURE = 1, REC_DOC = 2 };

// One record: a match header (a = pattern, sb = capture count), a capture
// (a = capture index, span) or a doc comment of the capture before it.
typedef struct {
	uint32_t tag, a, sb, eb, sr, sc, er, ec;
} si_rec;

typedef struct {
	si_rec *recs;
	uint32_t len, cap;
	int oom;
} si_buf;

// si_slot returns room for one more record, or NULL once memory ran out.
static si_rec *si_slot(si_buf *b) {
	if (b->oom) return NULL;
	if (b->len == b->cap) {
		uint32_t cap = b->cap ? b->cap * 2 : 1024;
		si_rec *r = realloc(b->recs, (size_t)cap * sizeof(si_rec));
		if (!r) { b->oom = 1; return NULL; }
		b->recs = r;
		b->cap = cap;
	}
	return &b->recs[b->len++];
}

static void si_push(si_buf *b, uint32_t tag, uint32_t a, TSNode n) {
	si_rec *r = si_slot(b);
	if (!r) return;
	TSPoint s = ts_node_start_point(n), e = ts_node_end_point(n);
	si_rec rec = {tag, a, ts_node_start_byte(n), ts_node_end_byte(n), s.row, s.column, e.row, e.column};
	*r = rec;
}

static void si_push_header(si_buf *b, uint32_t pattern, uint32_t count) {
	si_rec *r = si_slot(b);
	if (!r) return;
	si_rec rec = {REC_MATCH, pattern, count, 0, 0, 0, 0, 0};
	*r = rec;
}

static bool si_in(const char *k, const char *const *set) {
	for (; *set; set++) if (strcmp(k, *set) == 0) return true;
	return false;
}

// Nodes that hold a definition with syntax written before it, and nodes
// that may sit between a doc comment and its definition.
static const char *const si_wrappers[] = {"export_statement", "decorated_definition", "template_declaration", "ambient_declaration", NULL};
static const char *const si_transparent[] = {"attribute_item", "decorator", "annotation", "marker_annotation", NULL};

static const char *const si_bodies[] = {"block", "body_statement", "block_body", "body", NULL};

static bool si_is_comment(TSNode n) { return strstr(ts_node_type(n), "comment") != NULL; }

// Rust line comments include their newline and end at column 0 below.
static uint32_t si_last_row(TSNode n) {
	TSPoint e = ts_node_end_point(n);
	if (e.column == 0 && e.row > ts_node_start_point(n).row) return e.row - 1;
	return e.row;
}

// //! and /*! document the enclosing module, not the next item.
static bool si_inner_doc(const char *src, uint32_t len, TSNode n) {
	uint32_t s = ts_node_start_byte(n);
	return s + 3 <= len && (memcmp(src + s, "//!", 3) == 0 || memcmp(src + s, "/*!", 3) == 0);
}

// si_reverse puts the doc records pushed since first (found bottom-up)
// back in source order.
static void si_reverse(si_buf *b, uint32_t first) {
	for (uint32_t i = first, j = b->len; i + 1 < j; i++, j--) {
		si_rec t = b->recs[i];
		b->recs[i] = b->recs[j - 1];
		b->recs[j - 1] = t;
	}
}

// si_doc_step applies the doc-comment rules to sib, the next sibling
// going up from the definition, whose own previous sibling is prev (if
// has_prev): contiguous lines, transparent nodes skipped, no inner docs,
// no comment trailing code. It pushes sib when it is doc and returns false
// where the doc ends.
static bool si_doc_step(si_buf *b, const char *src, uint32_t len, TSNode sib, bool has_prev, TSNode prev, uint32_t *line) {
	uint32_t start = ts_node_start_point(sib).row, end = si_last_row(sib);
	if (end + 1 < *line) return false;
	if (si_in(ts_node_type(sib), si_transparent)) { *line = start; return true; }
	if (!si_is_comment(sib) || si_inner_doc(src, len, sib)) return false;
	if (has_prev && !si_is_comment(prev) && si_last_row(prev) == start) return false;
	si_push(b, REC_DOC, 0, sib);
	*line = start;
	return true;
}

// si_docs_scan is si_docs for long comment runs: one forward pass with a
// cursor over p's children collects the run of comments and transparent
// nodes right before outer, then the rules walk it back.
static void si_docs_scan(si_buf *b, const char *src, uint32_t len, TSNode outer, TSNode p) {
	TSNode *run = NULL, before;
	uint32_t n = 0, cap = 0;
	bool have_before = false;
	TSTreeCursor c = ts_tree_cursor_new(p);
	if (ts_tree_cursor_goto_first_child(&c)) {
		do {
			TSNode node = ts_tree_cursor_current_node(&c);
			if (ts_node_eq(node, outer)) break;
			if (si_is_comment(node) || si_in(ts_node_type(node), si_transparent)) {
				if (n == cap) {
					cap = cap ? cap * 2 : 16;
					TSNode *r = realloc(run, cap * sizeof(TSNode));
					if (!r) { b->oom = 1; break; }
					run = r;
				}
				run[n++] = node;
			} else {
				n = 0;
				before = node;
				have_before = true;
			}
		} while (ts_tree_cursor_goto_next_sibling(&c));
	}
	ts_tree_cursor_delete(&c);
	uint32_t line = ts_node_start_point(outer).row;
	for (uint32_t i = n; i-- > 0;) {
		if (!si_doc_step(b, src, len, run[i], i > 0 || have_before, i > 0 ? run[i - 1] : before, &line)) break;
	}
	free(run);
}

// si_docs pushes the comments directly above a definition (contiguous, no
// blank line, not trailing other code), in source order. It walks back
// with prev_sibling, which rescans the parent's children on every call:
// cheap for the usual few doc lines, quadratic on runs of thousands of
// comment lines (rails' associations.rb took 5 s), so a run longer than
// SI_WALK steps switches to one forward cursor pass.
#define SI_WALK 16

static void si_docs(si_buf *b, const char *src, uint32_t len, TSNode def) {
	TSNode outer = def;
	for (TSNode p = ts_node_parent(outer); !ts_node_is_null(p) && si_in(ts_node_type(p), si_wrappers); p = ts_node_parent(p)) outer = p;
	// tree-sitter-python and -ruby put a comment before a body's first
	// statement outside the body.
	TSNode p = ts_node_parent(outer);
	TSNode sib = ts_node_prev_sibling(outer);
	if (!ts_node_is_null(p) && ts_node_is_null(sib) && si_in(ts_node_type(p), si_bodies)) {
		outer = p;
		p = ts_node_parent(outer);
		sib = ts_node_prev_sibling(outer);
	}
	if (ts_node_is_null(p)) return;
	uint32_t first = b->len;
	uint32_t line = ts_node_start_point(outer).row;
	for (int steps = 1; !ts_node_is_null(sib); steps++) {
		if (steps > SI_WALK) {
			b->len = first;
			si_docs_scan(b, src, len, outer, p);
			break;
		}
		TSNode prev = ts_node_prev_sibling(sib);
		if (!si_doc_step(b, src, len, sib, !ts_node_is_null(prev), prev, &line)) break;
		sib = prev;
	}
	if (b->oom) return;
	si_reverse(b, first);
}

// si_run executes the query over the tree and returns every match with
// its captures. want_doc[i] marks capture indexes whose nodes need doc
// comments. Returns false when the deadline or memory ran out.
static bool si_run(TSQueryCursor *cur, const TSQuery *q, const TSTree *tree, const char *src, uint32_t len,
                   const uint8_t *want_doc, uint64_t timeout_micros, si_buf *out) {
	ts_query_cursor_set_timeout_micros(cur, timeout_micros);
	ts_query_cursor_exec(cur, q, ts_tree_root_node(tree));
	TSQueryMatch m;
	while (ts_query_cursor_next_match(cur, &m)) {
		si_push_header(out, m.pattern_index, m.capture_count);
		for (uint16_t i = 0; i < m.capture_count; i++) {
			si_push(out, REC_CAPTURE, m.captures[i].index, m.captures[i].node);
			if (want_doc[m.captures[i].index]) si_docs(out, src, len, m.captures[i].node);
		}
		if (out->oom) return false;
	}
	return true;
}

static uint32_t si_count_errors(TSNode n) {
	if (ts_node_is_error(n) || ts_node_is_missing(n)) return 1;
	if (!ts_node_has_error(n)) return 0;
	uint32_t c = 0, k = ts_node_child_count(n);
	for (uint32_t i = 0; i < k; i++) c += si_count_errors(ts_node_child(n, i));
	return c;
}

static uint32_t si_tree_errors(const TSTree *t) { return si_count_errors(ts_tree_root_node(t)); }

// si_error_bytes sums the bytes the parser could not place: tokens lying
// directly in an ERROR node. A well-formed subtree that error recovery
// wrapped in an ERROR (a whole function after a stray brace) counts as
// parsed, so a file whose root is one ERROR around good code is not
// "mostly errors".
static uint64_t si_error_bytes(TSNode n) {
	if (!ts_node_has_error(n)) return 0;
	uint32_t k = ts_node_child_count(n);
	if (!ts_node_is_error(n)) {
		uint64_t c = 0;
		for (uint32_t i = 0; i < k; i++) c += si_error_bytes(ts_node_child(n, i));
		return c;
	}
	// An ERROR node: its whole span, minus the well-formed named subtrees
	// recovered inside it, plus the errors within those that have some.
	uint64_t c = ts_node_end_byte(n) - ts_node_start_byte(n);
	for (uint32_t i = 0; i < k; i++) {
		TSNode ch = ts_node_child(n, i);
		uint64_t span = ts_node_end_byte(ch) - ts_node_start_byte(ch);
		if (ts_node_has_error(ch)) {
			c = c - span + si_error_bytes(ch);
		} else if (ts_node_is_named(ch)) {
			c -= span;
		}
	}
	return c;
}
static uint64_t si_tree_error_bytes(const TSTree *t) { return si_error_bytes(ts_tree_root_node(t)); }
static bool si_tree_has_error(const TSTree *t) { return ts_node_has_error(ts_tree_root_node(t)); }
*/
import "C"

import (
	"fmt"
	"unsafe"

	// The tree-sitter C library is compiled into this package's binary
	// through go-tree-sitter; its Go API is not used.
	_ "github.com/tree-sitter/go-tree-sitter"
)

// Record tags, mirrored from C.
const (
	recMatch   = 0
	recCapture = 1
	recDoc     = 2
)

// rec is one record of a query run (C layout si_rec).
type rec struct {
	tag, a, sb, eb, sr, sc, er, ec uint32
}

func (r *rec) rng() Range {
	return Range{Position{r.sr, r.sc}, Position{r.er, r.ec}}
}

// cParser is a tree-sitter parser; not safe for concurrent use.
type cParser struct{ p *C.TSParser }

func newCParser(grammar unsafe.Pointer) (*cParser, error) {
	p := C.ts_parser_new()
	if !C.ts_parser_set_language(p, (*C.TSLanguage)(grammar)) {
		C.ts_parser_delete(p)
		return nil, fmt.Errorf("incompatible grammar ABI")
	}
	return &cParser{p}, nil
}

func (p *cParser) close() { C.ts_parser_delete(p.p) }

// parse returns a tree, or false when the timeout hit. src is read only
// during the call, so passing Go memory is allowed and nothing is copied.
func (p *cParser) parse(src []byte, timeoutMicros uint64) (cTree, bool) {
	C.ts_parser_set_timeout_micros(p.p, C.uint64_t(timeoutMicros))
	var ptr *C.char
	if len(src) > 0 {
		ptr = (*C.char)(unsafe.Pointer(&src[0]))
	}
	t := C.ts_parser_parse_string(p.p, nil, ptr, C.uint32_t(len(src)))
	if t == nil {
		// A timed-out parser resumes the old parse next time unless reset.
		C.ts_parser_reset(p.p)
		return cTree{}, false
	}
	return cTree{t}, true
}

// cTree is a syntax tree; delete it when done.
type cTree struct{ t *C.TSTree }

func (t cTree) errors() int     { return int(C.si_tree_errors(t.t)) }
func (t cTree) hasError() bool  { return bool(C.si_tree_has_error(t.t)) }
func (t cTree) errorBytes() int { return int(C.si_tree_error_bytes(t.t)) }
func (t cTree) delete()         { C.ts_tree_delete(t.t) }

// cCursor runs queries; one per worker.
type cCursor struct{ c *C.TSQueryCursor }

func newCCursor() cCursor { return cCursor{C.ts_query_cursor_new()} }
func (c cCursor) close()  { C.ts_query_cursor_delete(c.c) }

// run executes q on t and hands the records to fn straight from C memory,
// which is freed when fn returns: fn must copy what it keeps. It reports
// false when the deadline (or memory) ran out before the query finished.
func (c cCursor) run(q *cQuery, t cTree, src []byte, wantDoc []uint8, timeoutMicros uint64, fn func([]rec)) bool {
	var buf C.si_buf
	var ptr *C.char
	if len(src) > 0 {
		ptr = (*C.char)(unsafe.Pointer(&src[0]))
	}
	ok := C.si_run(c.c, q.q, t.t, ptr, C.uint32_t(len(src)), (*C.uint8_t)(unsafe.Pointer(&wantDoc[0])), C.uint64_t(timeoutMicros), &buf)
	defer C.free(unsafe.Pointer(buf.recs))
	if ok && buf.len > 0 {
		fn(unsafe.Slice((*rec)(unsafe.Pointer(buf.recs)), buf.len))
	}
	return bool(ok)
}

// cQuery is a compiled query with its capture names and predicate steps.
type cQuery struct {
	q        *C.TSQuery
	captures []string
	patterns int
}

var queryErrors = map[C.TSQueryError]string{
	C.TSQueryErrorSyntax:    "syntax error",
	C.TSQueryErrorNodeType:  "invalid node type",
	C.TSQueryErrorField:     "invalid field",
	C.TSQueryErrorCapture:   "invalid capture",
	C.TSQueryErrorStructure: "impossible pattern",
	C.TSQueryErrorLanguage:  "incompatible language",
}

// newCQuery compiles source; on error it reports the line and column.
func newCQuery(grammar unsafe.Pointer, source string) (*cQuery, error) {
	cs := C.CString(source)
	defer C.free(unsafe.Pointer(cs))
	var off C.uint32_t
	var kind C.TSQueryError
	q := C.ts_query_new((*C.TSLanguage)(grammar), cs, C.uint32_t(len(source)), &off, &kind)
	if q == nil {
		line, col := 1, 1
		for _, c := range source[:min(int(off), len(source))] {
			if c == '\n' {
				line, col = line+1, 1
			} else {
				col++
			}
		}
		return nil, fmt.Errorf("%s at %d:%d", queryErrors[kind], line, col)
	}
	cq := &cQuery{q: q, patterns: int(C.ts_query_pattern_count(q))}
	for i := C.uint32_t(0); i < C.ts_query_capture_count(q); i++ {
		var n C.uint32_t
		s := C.ts_query_capture_name_for_id(q, i, &n)
		cq.captures = append(cq.captures, C.GoStringN(s, C.int(n)))
	}
	return cq, nil
}

func (q *cQuery) close() { C.ts_query_delete(q.q) }

// predicateStep is one step of a pattern's predicates: a capture index or
// a string literal; done ends a predicate.
type predicateStep struct {
	capture int
	str     string
	isStr   bool
	done    bool
}

func (q *cQuery) predicates(pattern int) []predicateStep {
	var n C.uint32_t
	steps := C.ts_query_predicates_for_pattern(q.q, C.uint32_t(pattern), &n)
	if n == 0 {
		return nil
	}
	out := make([]predicateStep, 0, int(n))
	for _, s := range unsafe.Slice(steps, int(n)) {
		switch s._type {
		case C.TSQueryPredicateStepTypeDone:
			out = append(out, predicateStep{done: true})
		case C.TSQueryPredicateStepTypeCapture:
			out = append(out, predicateStep{capture: int(s.value_id)})
		default:
			var l C.uint32_t
			v := C.ts_query_string_value_for_id(q.q, s.value_id, &l)
			out = append(out, predicateStep{str: C.GoStringN(v, C.int(l)), isStr: true})
		}
	}
	return out
}
