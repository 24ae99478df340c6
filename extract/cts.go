package extract

// A thin cgo layer over the tree-sitter C library. go-tree-sitter's Go API
// costs more than the parsing itself on our workload: each query match is
// a malloc, a free and a cgo call per capture, and node navigation is a cgo
// call per step. Here one cgo call parses a file and one runs the whole
// query, returning every capture (with its doc comments found in C) as a
// flat array. The C library itself is linked from go-tree-sitter, imported
// for that; the declarations below are those of its api.h (ABI 0.25).
//
// Two guards sit between the library and untrusted input:
//   - parse and query run under a work budget counted in tree-sitter's
//     progress callbacks (about one per 100 parser or query operations), a
//     function of the input alone, with the wall clock only as a safety net;
//   - a grammar with an external scanner is used through a copy of its
//     TSLanguage whose serialize hook lets the scanner write its state to a
//     buffer of ours and refuses a state over the library's 1024 bytes: the
//     library asserts on it (go-tree-sitter src/parser.c:410,
//     ts_parser__external_scanner_serialize) after the scanner has already
//     overrun its 1024-byte buffer, which aborts the whole process. Scanners
//     that do not bound their state (Markdown: 4 bytes per open block, YAML:
//     4 per indentation level, Python: 2 per indentation level after the
//     string delimiters) reach it with deeply nested input.

/*
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct TSLanguage TSLanguage;
typedef struct TSParser TSParser;
typedef struct TSTree TSTree;
typedef struct TSQuery TSQuery;
typedef struct TSQueryCursor TSQueryCursor;
typedef struct { uint32_t row; uint32_t column; } TSPoint;
typedef struct { TSPoint start_point; TSPoint end_point; uint32_t start_byte; uint32_t end_byte; } TSRange;
typedef struct { uint32_t context[4]; const void *id; const TSTree *tree; } TSNode;
typedef struct { TSNode node; uint32_t index; } TSQueryCapture;
typedef struct { uint32_t id; uint16_t pattern_index; uint16_t capture_count; const TSQueryCapture *captures; } TSQueryMatch;
typedef enum { TSQueryPredicateStepTypeDone, TSQueryPredicateStepTypeCapture, TSQueryPredicateStepTypeString } TSQueryPredicateStepType;
typedef struct { TSQueryPredicateStepType type; uint32_t value_id; } TSQueryPredicateStep;
typedef enum { TSQueryErrorNone = 0, TSQueryErrorSyntax, TSQueryErrorNodeType, TSQueryErrorField, TSQueryErrorCapture, TSQueryErrorStructure, TSQueryErrorLanguage } TSQueryError;

typedef uint32_t (*DecodeFunction)(const uint8_t *string, uint32_t length, int32_t *code_point);
typedef enum { TSInputEncodingUTF8, TSInputEncodingUTF16LE, TSInputEncodingUTF16BE, TSInputEncodingCustom } TSInputEncoding;
typedef struct {
	void *payload;
	const char *(*read)(void *payload, uint32_t byte_index, TSPoint position, uint32_t *bytes_read);
	TSInputEncoding encoding;
	DecodeFunction decode;
} TSInput;
typedef struct { void *payload; uint32_t current_byte_offset; bool has_error; } TSParseState;
typedef struct { void *payload; bool (*progress_callback)(TSParseState *state); } TSParseOptions;
typedef struct { void *payload; uint32_t current_byte_offset; } TSQueryCursorState;
typedef struct { void *payload; bool (*progress_callback)(TSQueryCursorState *state); } TSQueryCursorOptions;

TSParser *ts_parser_new(void);
void ts_parser_delete(TSParser *self);
bool ts_parser_set_language(TSParser *self, const TSLanguage *language);
void ts_parser_reset(TSParser *self);
bool ts_parser_set_included_ranges(TSParser *self, const TSRange *ranges, uint32_t count);
TSTree *ts_parser_parse_with_options(TSParser *self, const TSTree *old_tree, TSInput input, TSParseOptions parse_options);
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
TSNode ts_node_child_with_descendant(TSNode self, TSNode descendant);
bool ts_node_eq(TSNode self, TSNode other);
typedef struct { const void *tree; const void *id; uint32_t context[3]; } TSTreeCursor;
TSTreeCursor ts_tree_cursor_new(TSNode node);
void ts_tree_cursor_delete(TSTreeCursor *self);
TSNode ts_tree_cursor_current_node(const TSTreeCursor *self);
bool ts_tree_cursor_goto_next_sibling(TSTreeCursor *self);
bool ts_tree_cursor_goto_first_child(TSTreeCursor *self);
bool ts_tree_cursor_goto_parent(TSTreeCursor *self);
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
void ts_query_cursor_set_max_start_depth(TSQueryCursor *self, uint32_t max_start_depth);
void ts_query_cursor_exec_with_options(TSQueryCursor *self, const TSQuery *query, TSNode node, const TSQueryCursorOptions *options);
bool ts_query_cursor_next_match(TSQueryCursor *self, TSQueryMatch *match);
void ts_query_cursor_set_match_limit(TSQueryCursor *self, uint32_t limit);
bool ts_query_cursor_did_exceed_match_limit(const TSQueryCursor *self);

// The deepest node a query match may start at: below 65535 by more than
// any pattern's depth.
#define SI_MAX_START_DEPTH 65000

// The most matches a query may have in progress at once, a backstop
// behind si_query_progress, which counts their comparisons: past it the
// query stops, counted as out of budget, instead of dropping matches
// (the library's way), which would change the outline. Lisp and HTML
// files of the test corpus keep over 64; a <div> of 30 attributes over
// 256 in the HTML query.
#define SI_MATCH_LIMIT 4096

// The library's size for an external scanner's serialized state
// (go-tree-sitter src/parser.h:14).
#define SI_STATE_MAX 1024

// TSLanguage as laid out by the library (go-tree-sitter src/parser.h:108),
// pointer fields untyped: only the external scanner's serialize hook is
// replaced; the rest is copied as is. ABI 14 grammars end at
// primary_state_ids.
typedef unsigned (*si_serialize_fn)(void *, char *);
typedef struct {
	uint32_t abi_version, symbol_count, alias_count, token_count, external_token_count, state_count,
		large_state_count, production_id_count, field_count;
	uint16_t max_alias_sequence_length;
	const void *parse_table, *small_parse_table, *small_parse_table_map, *parse_actions, *symbol_names,
		*field_names, *field_map_slices, *field_map_entries, *symbol_metadata, *public_symbol_map,
		*alias_map, *alias_sequences, *lex_modes;
	void *lex_fn, *keyword_lex_fn;
	uint16_t keyword_capture_token;
	struct {
		const void *states, *symbol_map;
		void *create, *destroy, *scan;
		si_serialize_fn serialize;
		void *deserialize;
	} external_scanner;
	const void *primary_state_ids;
	const char *name;
	const void *reserved_words;
	uint16_t max_reserved_word_set_size;
	uint32_t supertype_count;
	const void *supertype_symbols, *supertype_map_slices, *supertype_map_entries;
	struct { uint8_t major, minor, patch; } metadata;
} si_language;

// Why a guarded parse or query stopped early.
enum { SI_DONE = 0, SI_STOP_WORK, SI_STOP_CLOCK, SI_STOP_STATE, SI_STOP_NOMEM, SI_STOP_CANCEL };

// si_guard is one worker's guard state, used by one parse or query at a
// time (C memory: the library and the hooks hold it during the call).
typedef struct {
	si_serialize_fn serialize; // the grammar's own, for the hook
	char *buf;                 // where the grammar's serialize writes
	size_t cap;
	uint64_t work, budget;     // progress steps taken and allowed
	uint64_t ops;              // our own operations not yet counted as a step
	int64_t deadline_ns;       // CLOCK_MONOTONIC safety net
	uint32_t state_len;        // the refused state's size
	int stop;                  // SI_*
	int cancel;                // set (atomically) by another thread when the run is cancelled
	const TSQueryCursor *cursor; // the query running, for its match limit
} si_guard;

// The serialize hook receives only the scanner's payload and the buffer,
// so the guard of the parse running on this thread is found here; a cgo
// call runs on one thread from start to end, and it is set only for the
// duration of si_parse.
static _Thread_local si_guard *si_current;

static unsigned si_serialize(void *payload, char *buffer) {
	si_guard *g = si_current;
	if (!g || !g->serialize) return 0;
	unsigned n = g->serialize(payload, g->buf);
	if (n > SI_STATE_MAX) {
		if (!g->stop) {
			g->stop = SI_STOP_STATE;
			g->state_len = n;
		}
		// An empty state makes the scanner start over (its deserialize
		// resets): the parse goes on harmlessly until the next progress
		// check cancels it.
		return 0;
	}
	memcpy(buffer, g->buf, n);
	return n;
}

// si_wrap returns a copy of lang whose scanner state goes through
// si_serialize, or NULL when lang has no external scanner (or on OOM,
// reported by *oom).
static si_language *si_wrap(const void *lang, int *oom) {
	const si_language *l = lang;
	*oom = 0;
	if (!l->external_scanner.serialize) return NULL;
	si_language *w = calloc(1, sizeof *w);
	if (!w) { *oom = 1; return NULL; }
	memcpy(w, l, l->abi_version >= 15 ? sizeof *w : offsetof(si_language, name));
	w->external_scanner.serialize = si_serialize;
	return w;
}

static si_serialize_fn si_scanner_serialize(const void *lang) {
	return ((const si_language *)lang)->external_scanner.serialize;
}

static int64_t si_now(void) {
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static bool si_tick(si_guard *g) {
	if (g->stop) return true;
	if (__atomic_load_n(&g->cancel, __ATOMIC_RELAXED)) {
		g->stop = SI_STOP_CANCEL;
		return true;
	}
	if (++g->work > g->budget) {
		g->stop = SI_STOP_WORK;
		return true;
	}
	if (si_now() > g->deadline_ns) {
		g->stop = SI_STOP_CLOCK;
		return true;
	}
	return false;
}

static bool si_parse_progress(TSParseState *s) { return si_tick(s->payload); }
static bool si_charge(si_guard *g, uint64_t n);

// The head of the library's TSQueryCursor (go-tree-sitter src/query.c:305,
// the version go.mod pins): its in-progress matches.
typedef struct {
	const TSQuery *query;
	TSTreeCursor cursor;
	struct { void *contents; uint32_t size, capacity; } states;
} si_cursor_head;

// si_query_progress counts a progress step, plus, when the cursor holds
// many matches in progress, the comparisons it made of them: each of the
// last steps compared its in-progress matches pairwise (the library
// counts a step per node, whatever the matches cost). Below SI_STATES_FREE
// nothing more is counted, as real files keep a few dozen.
#define SI_STATES_FREE 128
static bool si_query_progress(TSQueryCursorState *s) {
	si_guard *g = s->payload;
	if (!g->stop && g->cursor) {
		if (ts_query_cursor_did_exceed_match_limit(g->cursor)) {
			g->stop = SI_STOP_WORK;
		} else {
			uint64_t n = ((const si_cursor_head *)g->cursor)->states.size;
			if (n > SI_STATES_FREE && !si_charge(g, n * n / 16)) return true;
		}
	}
	return si_tick(g);
}

typedef struct {
	const char *s;
	uint32_t len;
	si_guard *g;
	uint32_t next; // where the last chunk ended
} si_input;

// The lexer reads the text in chunks of at most SI_CHUNK bytes, counted
// against the budget: lexing runs between the parser's progress
// callbacks, and a scanner can make it go over the same text again and
// again (the column of a token is found by lexing again from the start of
// its line: quadratic on a one-line file of nested TLA+ IFs or Perl
// heredocs, and uncounted). A chunk read where the last one ended is
// text lexed through, counted by its bytes; a read elsewhere (going back
// to a token or a line start) counts one operation. Once the guard
// stopped, the text ends, so the lexer stops too, and the parser at its
// next callback.
#define SI_CHUNK 1024

static const char *si_read(void *payload, uint32_t at, TSPoint p, uint32_t *n) {
	si_input *in = payload;
	(void)p;
	uint32_t size = at < in->len ? (in->len - at < SI_CHUNK ? in->len - at : SI_CHUNK) : 0;
	if (!size || (in->g && !si_charge(in->g, at == in->next ? size : 1))) {
		*n = 0;
		return "";
	}
	in->next = at + size;
	*n = size;
	return in->s + at;
}

// Markdown's scanner writes 4 bytes per open block and never checks
// (tree-sitter-markdown src/scanner.c:239); a block opens on at least one
// byte of input. Every other scanner in the build stops a few bytes past
// SI_STATE_MAX at most.
static size_t si_state_room(uint32_t len) { return (size_t)len * 4 + 65536; }

// si_parse parses src under g: the work budget, the clock and, when
// serialize is set, the scanner state's size. It returns NULL when one of
// them stopped it (g->stop says which). With resume, the work already
// counted in g (an earlier parse and query of the same file) counts
// against budget: the parses of code injected in a file share its budget.
static TSTree *si_parse(TSParser *p, si_serialize_fn serialize, const char *src, uint32_t len, si_guard *g,
                        uint64_t budget, uint64_t timeout_us, bool resume) {
	g->stop = SI_DONE;
	if (!resume) {
		g->work = 0;
		g->ops = 0;
	}
	g->budget = budget;
	g->state_len = 0;
	g->deadline_ns = si_now() + (int64_t)(timeout_us > INT64_MAX / 2000 ? INT64_MAX / 2000 : timeout_us) * 1000;
	g->serialize = serialize;
	if (serialize && g->cap < si_state_room(len)) {
		free(g->buf);
		g->cap = 0;
		g->buf = malloc(si_state_room(len));
		if (!g->buf) {
			g->stop = SI_STOP_NOMEM;
			return NULL;
		}
		g->cap = si_state_room(len);
	}
	si_input in = {src, len, g, 0};
	TSInput input = {&in, si_read, TSInputEncodingUTF8, NULL};
	TSParseOptions opts = {g, si_parse_progress};
	si_current = g;
	TSTree *t = ts_parser_parse_with_options(p, NULL, input, opts);
	si_current = NULL;
	if (t && g->stop) {
		// A refused scanner state after the last progress check: the
		// tree was built from a reset scanner.
		ts_tree_delete(t);
		t = NULL;
	}
	if (!t && !g->stop) g->stop = SI_STOP_NOMEM;
	return t;
}

// si_renew replaces a parser whose parse was cancelled. A cancelled parser
// resumes the old parse next time, and ts_parser_reset does not forget a
// parse cancelled while balancing the tree: the next parse would resume
// balancing a tree reset released and assert (go-tree-sitter
// src/parser.c:2197), so the parser is not reused. NULL on OOM.
static TSParser *si_renew(TSParser *p, const TSLanguage *lang) {
	ts_parser_delete(p);
	TSParser *n = ts_parser_new();
	if (n && !ts_parser_set_language(n, lang)) {
		ts_parser_delete(n);
		n = NULL;
	}
	return n;
}

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
// that may sit between a doc comment and its definition (an Erlang -spec
// between a function and its doc). (SQL's statement holds a CREATE; the
// comments above are its siblings.)
static const char *const si_wrappers[] = {"export_statement", "decorated_definition", "template_declaration", "ambient_declaration", "statement", NULL};
static const char *const si_transparent[] = {"attribute_item", "decorator", "annotation", "marker_annotation", "spec", "recursive_declaration", NULL};

// GraphQL's document comes after the comments above its first definition.
static const char *const si_bodies[] = {"block", "body_statement", "block_body", "body", "document", "binding_set", NULL};

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

// Nodes whose grammar nests the comments that follow them at their end:
// tree-sitter-tlaplus ends a junction list (/\ a /\ b) only at the next
// definition, after the comments above it.
static const char *const si_tail_lists[] = {"conj_list", "disj_list", NULL};

static bool si_charge(si_guard *g, uint64_t n);

// si_tail_docs goes on up from a definition into the end of the node
// before it (before), down its last children, when that ends with
// comments nested in a node of si_tail_lists: they are the doc of the
// definition under the same rules as siblings (contiguous, not trailing
// code on its line).
static void si_tail_docs(si_buf *b, si_guard *g, const char *src, uint32_t len, TSNode before, uint32_t *line) {
	TSNode n = before;
	for (int depth = 0; depth < 16 && !g->stop; depth++) {
		uint32_t k = ts_node_child_count(n);
		if (k == 0) return;
		TSNode last = ts_node_child(n, k - 1);
		si_charge(g, k);
		if (!si_is_comment(last)) {
			n = last;
			continue;
		}
		if (!si_in(ts_node_type(n), si_tail_lists)) return;
		TSNode c = last;
		for (uint32_t i = k - 1;; i--) {
			TSNode prev = c;
			if (i > 0) {
				prev = ts_node_child(n, i - 1);
				si_charge(g, k);
			}
			if (!si_doc_step(b, src, len, c, i > 0, prev, line) || i == 0) return;
			c = prev;
		}
	}
}

// si_charge counts n operations of ours against g's budget, one progress
// step per 100 as tree-sitter counts its own; false once g stopped.
static bool si_charge(si_guard *g, uint64_t n) {
	g->ops += n;
	while (g->ops >= 100) {
		g->ops -= 100;
		if (si_tick(g)) return false;
	}
	return !g->stop;
}

// si_scan is a forward pass over one parent's children, kept between the
// definitions of a query run: matches arrive in source order, so the next
// definition under the same parent resumes where the last one stopped, and
// a block of n documented definitions costs n sibling visits, not n*n (a
// 9,000-constant Go block took 8 s when every definition rescanned). A run
// keeps SI_SCANS passes, as matches of nested definitions interleave (a Go
// const block and each of its specs).
typedef struct {
	TSTreeCursor c;
	bool live;          // c holds a pass over parent
	const void *parent; // the parent's node id
	TSNode *run;        // comments and transparent nodes since the last other node
	uint32_t n, cap;
	TSNode before; // the last other node
	bool have_before;
	uint64_t used; // when last used, to replace the oldest
} si_scan;

#define SI_SCANS 4

typedef struct {
	si_scan s[SI_SCANS];
	uint64_t clock;
} si_scans;

static void si_scans_free(si_scans *ss) {
	for (int i = 0; i < SI_SCANS; i++) {
		if (ss->s[i].live) ts_tree_cursor_delete(&ss->s[i].c);
		free(ss->s[i].run);
	}
}

// si_scan_for returns the pass over p, or the least recently used one.
static si_scan *si_scan_for(si_scans *ss, TSNode p) {
	si_scan *pick = &ss->s[0];
	for (int i = 0; i < SI_SCANS; i++) {
		si_scan *s = &ss->s[i];
		if (s->live && s->parent == p.id) {
			pick = s;
			break;
		}
		if (s->used < pick->used) pick = s;
	}
	pick->used = ++ss->clock;
	return pick;
}

// si_docs_scan collects the run of comments and transparent nodes right
// before outer among p's children, then the rules walk it back (pushing
// docs last first). Each sibling visited is charged to g.
static void si_docs_scan(si_buf *b, si_guard *g, si_scans *ss, const char *src, uint32_t len, TSNode outer, TSNode p) {
	si_scan *s = si_scan_for(ss, p);
	bool resume = s->live && s->parent == p.id &&
	              ts_node_start_byte(ts_tree_cursor_current_node(&s->c)) <= ts_node_start_byte(outer);
	if (!resume) {
		if (s->live) ts_tree_cursor_delete(&s->c);
		s->c = ts_tree_cursor_new(p);
		s->live = true;
		s->parent = p.id;
		s->n = 0;
		s->have_before = false;
		if (!ts_tree_cursor_goto_first_child(&s->c)) return;
	}
	uint64_t visited = 0;
	for (;;) {
		TSNode node = ts_tree_cursor_current_node(&s->c);
		if (ts_node_eq(node, outer)) break;
		visited++;
		if (si_is_comment(node) || si_in(ts_node_type(node), si_transparent)) {
			if (s->n == s->cap) {
				uint32_t cap = s->cap ? s->cap * 2 : 16;
				TSNode *r = realloc(s->run, cap * sizeof(TSNode));
				if (!r) { b->oom = 1; return; }
				s->run = r;
				s->cap = cap;
			}
			s->run[s->n++] = node;
		} else {
			s->n = 0;
			s->before = node;
			s->have_before = true;
		}
		if (!ts_tree_cursor_goto_next_sibling(&s->c)) {
			// outer is not among p's children after all: start over
			// next time.
			ts_tree_cursor_delete(&s->c);
			s->live = false;
			si_charge(g, visited);
			return;
		}
	}
	si_charge(g, visited);
	uint32_t line = ts_node_start_point(outer).row;
	for (uint32_t i = s->n; i-- > 0;) {
		if (!si_doc_step(b, src, len, s->run[i], i > 0 || s->have_before, i > 0 ? s->run[i - 1] : s->before, &line)) return;
	}
	if (s->have_before) si_tail_docs(b, g, src, len, s->before, &line);
}

// si_parent is ts_node_parent (go-tree-sitter src/node.c:547), which walks
// down from the root: a node d levels deep costs d steps, so the walk is
// charged to g. A file of nested definitions otherwise costs its depth
// squared, uncounted (minutes for 20 KB of nested YAML mappings).
static TSNode si_parent(si_guard *g, TSNode n) {
	TSNode node = ts_tree_root_node(n.tree);
	if (node.id == n.id) return ts_node_parent(node);
	uint64_t levels = 0;
	for (;;) {
		TSNode next = ts_node_child_with_descendant(node, n);
		levels++;
		if (next.id == n.id || ts_node_is_null(next)) break;
		node = next;
	}
	si_charge(g, levels);
	return node;
}

// si_first_child reports whether n is p's first child.
static bool si_first_child(TSNode p, TSNode n) {
	TSTreeCursor c = ts_tree_cursor_new(p);
	bool first = ts_tree_cursor_goto_first_child(&c) && ts_node_eq(ts_tree_cursor_current_node(&c), n);
	ts_tree_cursor_delete(&c);
	return first;
}

// si_docs pushes the comments directly above a definition (contiguous, no
// blank line, not trailing other code), in source order: one forward pass
// over the parent's children collects the run before it (ts_node_prev_sibling
// would rescan the children, and walk down from the root, at every step).
static void si_docs(si_buf *b, si_guard *g, si_scans *scan, const char *src, uint32_t len, TSNode def) {
	TSNode outer = def;
	TSNode p = si_parent(g, outer);
	while (!g->stop && !ts_node_is_null(p) && si_in(ts_node_type(p), si_wrappers)) {
		outer = p;
		p = si_parent(g, p);
	}
	// tree-sitter-python and -ruby put a comment before a body's first
	// statement outside the body (tree-sitter-graphql one before the first
	// definition outside the document).
	if (!g->stop && !ts_node_is_null(p) && si_in(ts_node_type(p), si_bodies) && si_first_child(p, outer)) {
		outer = p;
		p = si_parent(g, outer);
	}
	if (g->stop || ts_node_is_null(p)) return;
	uint32_t first = b->len;
	si_docs_scan(b, g, scan, src, len, outer, p);
	if (b->oom) return;
	si_reverse(b, first);
}

// si_run executes the query over the tree and returns every match with
// its captures. want_doc[i] marks capture indexes whose nodes need doc
// comments. The query's work counts against the budget g kept from the
// parse. Returns false when g stopped it or memory ran out.
static bool si_run(TSQueryCursor *cur, const TSQuery *q, const TSTree *tree, const char *src, uint32_t len,
                   const uint8_t *want_doc, si_guard *g, uint64_t timeout_us, si_buf *out) {
	g->deadline_ns = si_now() + (int64_t)(timeout_us > INT64_MAX / 2000 ? INT64_MAX / 2000 : timeout_us) * 1000;
	TSQueryCursorOptions opts = {g, si_query_progress};
	// The cursor keeps where a match started in 16 bits (go-tree-sitter
	// src/query.c:188): a match starting deeper wraps, is never dropped,
	// and every later step walks all of them (minutes on a 100 KB file of
	// nested brackets). Matches start no deeper than this.
	ts_query_cursor_set_max_start_depth(cur, SI_MAX_START_DEPTH);
	ts_query_cursor_set_match_limit(cur, SI_MATCH_LIMIT);
	g->cursor = cur;
	ts_query_cursor_exec_with_options(cur, q, ts_tree_root_node(tree), &opts);
	TSQueryMatch m;
	si_scans scan = {0};
	bool ok = true;
	while (ts_query_cursor_next_match(cur, &m)) {
		si_push_header(out, m.pattern_index, m.capture_count);
		for (uint16_t i = 0; i < m.capture_count; i++) {
			si_push(out, REC_CAPTURE, m.captures[i].index, m.captures[i].node);
			if (want_doc[m.captures[i].index]) si_docs(out, g, &scan, src, len, m.captures[i].node);
		}
		if (!g->stop && ts_query_cursor_did_exceed_match_limit(cur)) g->stop = SI_STOP_WORK;
		if (g->stop) {
			ok = false;
			break;
		}
		if (out->oom) {
			g->stop = SI_STOP_NOMEM;
			ok = false;
			break;
		}
	}
	si_scans_free(&scan);
	g->cursor = NULL;
	if (!g->stop && ts_query_cursor_did_exceed_match_limit(cur)) g->stop = SI_STOP_WORK;
	return ok && !g->stop;
}

// The error walks below visit only subtrees that contain an error, with a
// cursor: iterative, as the tree of a deeply nested file is as deep as its
// nesting (a recursion would overflow the C stack).

// si_tree_errors counts ERROR and MISSING nodes, not looking inside them.
static uint32_t si_tree_errors(const TSTree *t) {
	TSTreeCursor c = ts_tree_cursor_new(ts_tree_root_node(t));
	uint32_t count = 0;
	for (;;) {
		TSNode n = ts_tree_cursor_current_node(&c);
		if (ts_node_is_error(n) || ts_node_is_missing(n)) {
			count++;
		} else if (ts_node_has_error(n) && ts_tree_cursor_goto_first_child(&c)) {
			continue;
		}
		while (!ts_tree_cursor_goto_next_sibling(&c)) {
			if (!ts_tree_cursor_goto_parent(&c)) {
				ts_tree_cursor_delete(&c);
				return count;
			}
		}
	}
}

// si_tree_error_bytes sums the bytes the parser could not place: tokens
// lying directly in an ERROR node. A well-formed subtree that error
// recovery wrapped in an ERROR (a whole function after a stray brace)
// counts as parsed, so a file whose root is one ERROR around good code is
// not "mostly errors". Each ERROR node adds its span minus the spans of
// its children that are named and well-formed or that contain errors
// (those add their own errors as they are visited).
static uint64_t si_tree_error_bytes(const TSTree *t) {
	TSTreeCursor c = ts_tree_cursor_new(ts_tree_root_node(t));
	int64_t total = 0;
	for (;;) {
		TSNode n = ts_tree_cursor_current_node(&c);
		if (ts_node_has_error(n)) {
			if (ts_node_is_error(n)) {
				total += (int64_t)ts_node_end_byte(n) - ts_node_start_byte(n);
				TSTreeCursor cc = ts_tree_cursor_new(n);
				for (bool more = ts_tree_cursor_goto_first_child(&cc); more; more = ts_tree_cursor_goto_next_sibling(&cc)) {
					TSNode ch = ts_tree_cursor_current_node(&cc);
					if (ts_node_has_error(ch) || ts_node_is_named(ch)) {
						total -= (int64_t)ts_node_end_byte(ch) - ts_node_start_byte(ch);
					}
				}
				ts_tree_cursor_delete(&cc);
			}
			if (ts_tree_cursor_goto_first_child(&c)) continue;
		}
		while (!ts_tree_cursor_goto_next_sibling(&c)) {
			if (!ts_tree_cursor_goto_parent(&c)) {
				ts_tree_cursor_delete(&c);
				return total > 0 ? (uint64_t)total : 0;
			}
		}
	}
}

static bool si_tree_has_error(const TSTree *t) { return ts_node_has_error(ts_tree_root_node(t)); }

// si_tree_error_children writes the byte spans of the root's children that
// are or hold errors (at most max pairs into out) and returns how many.
static uint32_t si_tree_error_children(const TSTree *t, uint32_t *out, uint32_t max) {
	TSTreeCursor c = ts_tree_cursor_new(ts_tree_root_node(t));
	uint32_t n = 0;
	if (ts_tree_cursor_goto_first_child(&c)) {
		do {
			TSNode k = ts_tree_cursor_current_node(&c);
			if (n < max && (ts_node_has_error(k) || ts_node_is_error(k) || ts_node_is_missing(k))) {
				out[2 * n] = ts_node_start_byte(k);
				out[2 * n + 1] = ts_node_end_byte(k);
				n++;
			}
		} while (n < max && ts_tree_cursor_goto_next_sibling(&c));
	}
	ts_tree_cursor_delete(&c);
	return n;
}
*/
import "C"

import (
	"context"
	"fmt"
	"math"
	"sync/atomic"
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

// cGrammar is a grammar as our parsers and queries use it: for one with an
// external scanner, a copy of its TSLanguage whose scanner state goes
// through si_serialize (serialize is then the grammar's own); else the
// grammar itself.
type cGrammar struct {
	lang      *C.TSLanguage
	serialize C.si_serialize_fn
	copy      *C.si_language // freed by close; nil without a scanner
}

func newCGrammar(ptr unsafe.Pointer) (*cGrammar, error) {
	if ptr == nil {
		return nil, fmt.Errorf("no grammar")
	}
	var oom C.int
	w := C.si_wrap(ptr, &oom)
	if oom != 0 {
		return nil, fmt.Errorf("copy grammar: out of memory")
	}
	if w == nil {
		return &cGrammar{lang: (*C.TSLanguage)(ptr)}, nil
	}
	return &cGrammar{lang: (*C.TSLanguage)(unsafe.Pointer(w)), serialize: C.si_scanner_serialize(ptr), copy: w}, nil
}

// close frees the copy; no parser, tree or query may use it any more.
func (g *cGrammar) close() {
	if g.copy != nil {
		C.free(unsafe.Pointer(g.copy))
		g.copy = nil
	}
}

// stop says why a guarded parse or query stopped before its end.
type stop int

const (
	stopNone   stop = C.SI_DONE
	stopWork   stop = C.SI_STOP_WORK
	stopClock  stop = C.SI_STOP_CLOCK
	stopState  stop = C.SI_STOP_STATE
	stopNoMem  stop = C.SI_STOP_NOMEM
	stopCancel stop = C.SI_STOP_CANCEL
)

// stateMax is the library's limit on a scanner's serialized state.
const stateMax = C.SI_STATE_MAX

// cGuard is a worker's guard: the work count and clock of the file being
// parsed and queried, and the buffer scanner states are checked in. C
// memory, as C holds it during the calls.
type cGuard struct{ g *C.si_guard }

func newCGuard() cGuard {
	return cGuard{(*C.si_guard)(C.calloc(1, C.size_t(unsafe.Sizeof(C.si_guard{}))))}
}

func (g cGuard) close() {
	if g.g != nil {
		C.free(unsafe.Pointer(g.g.buf))
		C.free(unsafe.Pointer(g.g))
	}
}

func (g cGuard) stopped() stop    { return stop(g.g.stop) }
func (g cGuard) work() uint64     { return uint64(g.g.work) }
func (g cGuard) stateLen() uint32 { return uint32(g.g.state_len) }

// charge counts n operations of ours (Go's post-parse passes) against the
// file's budget, as tree-sitter counts its own: false once the guard
// stopped (budget, clock or cancellation).
func (g cGuard) charge(n uint64) bool { return bool(C.si_charge(g.g, C.uint64_t(n))) }

// rebudget gives the passes after a file's query an allowance of budget
// steps on top of the work counted so far, clearing a stop of the budget
// (an injection's); a stop of the clock or a cancellation stays.
func (g cGuard) rebudget(budget uint64) {
	if s := stop(g.g.stop); s != stopClock && s != stopCancel {
		g.g.stop = C.SI_DONE
	}
	g.g.budget = C.uint64_t(math.MaxUint64)
	if w := uint64(g.g.work); budget <= math.MaxUint64-w {
		g.g.budget = C.uint64_t(w + budget)
	}
}

// watch makes the guard stop the parse, query or pass running on it once
// ctx is done, from within C's progress callbacks: a signal is honoured in
// the middle of a file. The returned function ends the watch.
func (g cGuard) watch(ctx context.Context) func() {
	flag := (*int32)(unsafe.Pointer(&g.g.cancel))
	atomic.StoreInt32(flag, 0)
	set := make(chan struct{})
	stop := context.AfterFunc(ctx, func() {
		atomic.StoreInt32(flag, 1)
		close(set)
	})
	return func() {
		if !stop() {
			<-set // started: it must not set the flag of the next file
		}
	}
}

// cParser is a tree-sitter parser; not safe for concurrent use.
type cParser struct {
	p *C.TSParser
	g *cGrammar
}

func newCParser(g *cGrammar) (*cParser, error) {
	p := C.ts_parser_new()
	if !C.ts_parser_set_language(p, g.lang) {
		C.ts_parser_delete(p)
		return nil, fmt.Errorf("incompatible grammar ABI")
	}
	return &cParser{p, g}, nil
}

func (p *cParser) close() {
	if p.p != nil {
		C.ts_parser_delete(p.p)
	}
}

// parse returns a tree, or false when the guard stopped the parse (see
// guard.stopped). budget counts progress steps from zero; the clock is a
// safety net. src is read only during the call, so passing Go memory is
// allowed and nothing is copied.
func (p *cParser) parse(src []byte, guard cGuard, budget, timeoutMicros uint64) (cTree, bool) {
	return p.parseWith(src, guard, budget, timeoutMicros, false)
}

func (p *cParser) parseWith(src []byte, guard cGuard, budget, timeoutMicros uint64, resume bool) (cTree, bool) {
	var ptr *C.char
	if len(src) > 0 {
		ptr = (*C.char)(unsafe.Pointer(&src[0]))
	}
	if p.p == nil {
		guard.g.stop = C.SI_STOP_NOMEM
		return cTree{}, false
	}
	t := C.si_parse(p.p, p.g.serialize, ptr, C.uint32_t(len(src)), guard.g, C.uint64_t(budget), C.uint64_t(timeoutMicros), C.bool(resume))
	if t == nil {
		p.p = C.si_renew(p.p, p.g.lang)
		return cTree{}, false
	}
	return cTree{t}, true
}

// parseRanges parses only the given spans of src, in order and disjoint:
// the tree's nodes carry src's byte offsets, lines and columns, so code
// embedded in a host file (a <script> element's text) is parsed where it
// stands. The work continues the guard's count (budget is the file's
// whole budget). The parser parses whole documents again afterwards. It
// reports an error (and parses nothing) when the library refuses the
// ranges.
func (p *cParser) parseRanges(src []byte, spans []node, guard cGuard, budget, timeoutMicros uint64) (cTree, bool, error) {
	if p.p == nil {
		guard.g.stop = C.SI_STOP_NOMEM
		return cTree{}, false, nil
	}
	if len(spans) == 0 {
		return cTree{}, false, fmt.Errorf("no ranges")
	}
	rs := make([]C.TSRange, len(spans))
	for i, s := range spans {
		if s.eb < s.sb || int(s.eb) > len(src) || i > 0 && s.sb < spans[i-1].eb {
			return cTree{}, false, fmt.Errorf("bad range %d-%d", s.sb, s.eb)
		}
		rs[i] = C.TSRange{
			start_point: C.TSPoint{row: C.uint32_t(s.r.Start.Line), column: C.uint32_t(s.r.Start.Column)},
			end_point:   C.TSPoint{row: C.uint32_t(s.r.End.Line), column: C.uint32_t(s.r.End.Column)},
			start_byte:  C.uint32_t(s.sb), end_byte: C.uint32_t(s.eb),
		}
	}
	if !C.ts_parser_set_included_ranges(p.p, &rs[0], C.uint32_t(len(rs))) {
		return cTree{}, false, fmt.Errorf("ranges refused")
	}
	t, ok := p.parseWith(src, guard, budget, timeoutMicros, true)
	if p.p != nil {
		C.ts_parser_set_included_ranges(p.p, nil, 0) // whole documents again
	}
	return t, ok, nil
}

// cTree is a syntax tree; delete it when done.
type cTree struct{ t *C.TSTree }

func (t cTree) errors() int     { return int(C.si_tree_errors(t.t)) }
func (t cTree) hasError() bool  { return bool(C.si_tree_has_error(t.t)) }
func (t cTree) errorBytes() int { return int(C.si_tree_error_bytes(t.t)) }
func (t cTree) delete()         { C.ts_tree_delete(t.t) }

// errorChildren returns the byte spans of the root's children that are
// or hold errors, at most max of them.
func (t cTree) errorChildren(max int) [][2]uint32 {
	buf := make([]C.uint32_t, 2*max)
	n := int(C.si_tree_error_children(t.t, &buf[0], C.uint32_t(max)))
	out := make([][2]uint32, n)
	for i := range out {
		out[i] = [2]uint32{uint32(buf[2*i]), uint32(buf[2*i+1])}
	}
	return out
}

// cCursor runs queries; one per worker.
type cCursor struct{ c *C.TSQueryCursor }

func newCCursor() cCursor { return cCursor{C.ts_query_cursor_new()} }
func (c cCursor) close()  { C.ts_query_cursor_delete(c.c) }

// run executes q on t and hands the records to fn straight from C memory,
// which is freed when fn returns: fn must copy what it keeps. The query's
// work continues the parse's count in guard. It reports false when the
// guard (or memory) stopped the query before it finished.
func (c cCursor) run(q *cQuery, t cTree, src []byte, wantDoc []uint8, guard cGuard, timeoutMicros uint64, fn func([]rec)) bool {
	var buf C.si_buf
	var ptr *C.char
	if len(src) > 0 {
		ptr = (*C.char)(unsafe.Pointer(&src[0]))
	}
	ok := C.si_run(c.c, q.q, t.t, ptr, C.uint32_t(len(src)), (*C.uint8_t)(unsafe.Pointer(&wantDoc[0])), guard.g, C.uint64_t(timeoutMicros), &buf)
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
func newCQuery(g *cGrammar, source string) (*cQuery, error) {
	cs := C.CString(source)
	defer C.free(unsafe.Pointer(cs))
	var off C.uint32_t
	var kind C.TSQueryError
	q := C.ts_query_new(g.lang, cs, C.uint32_t(len(source)), &off, &kind)
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
