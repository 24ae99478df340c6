package output

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"unicode"

	_ "modernc.org/sqlite" // the pure-Go SQLite driver, registered as "sqlite"

	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/atomicfile"
	"github.com/soulindex/soulindex/internal/outdir"
	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/refgraph"
	"github.com/soulindex/soulindex/unused"
)

// SQLiteSchemaVersion is stored in the meta table; it changes whenever a
// table or column changes meaning.
const SQLiteSchemaVersion = "2"

// sqliteSchema is the export database for offline code search. Lines and
// columns are 1-based (columns count bytes, as in SCIP); end columns are
// exclusive. Ids are assigned in path order, then source order.
//
//	meta(key, value)                 schema_version, tool, tool_version
//	files(id, path, language, backend, fallback, lines, size, rank, score, dependents)
//	    backend: tree-sitter or regex; fallback: why a lower tier served the file ("" if none);
//	    rank: global PageRank; score: the readers' order (as graph.json); dependents: the Soul Map's →N
//	symbols(id, file_id, parent_id, name, kind, visibility, container, signature, doc,
//	        start_line, start_col, end_line, end_col,     the name
//	        full_start_line, full_end_line,               the whole definition
//	        scip_symbol)                                  as in index.scip
//	symbols_fts(name, words, signature)    FTS5, rowid = symbols.id; words splits the
//	    name at case changes, digits and underscores ("ServeHTTP" → "Serve HTTP"), so
//	    "http" finds ServeHTTP; prefix queries work ("Serve*")
//	refs(id, file_id, line, col, end_col, name, member, target_symbol_id, target_file_id)
//	    every identifier used in code; member: written after "." or "->"; the targets are
//	    set when the reference graph resolved the name by scope (NULL otherwise)
//	edges(from_file_id, to_file_id, weight, kinds)
//	    kinds: comma-separated import-ref, import, name, co-change (as graph.json)
//	unused(symbol_id, status)
//	    every public or internal definition `soulindex unused` looked at: status "unused"
//	    when nothing references it, else "referenced" or the rule that keeps it
//	    ("entry point", "library API", "interface method", …; see package unused)
//
// Following a reference to its definition:
//
//	SELECT f.path, s.start_line FROM refs r JOIN symbols s ON s.id = r.target_symbol_id
//	JOIN files f ON f.id = s.file_id WHERE r.file_id = ? AND r.line = ? AND r.col <= ? AND ? < r.end_col
const sqliteSchema = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE files (
	id INTEGER PRIMARY KEY,
	path TEXT NOT NULL UNIQUE,
	language TEXT NOT NULL,
	backend TEXT NOT NULL,
	fallback TEXT NOT NULL,
	lines INTEGER NOT NULL,
	size INTEGER NOT NULL,
	rank REAL NOT NULL,
	score REAL NOT NULL,
	dependents INTEGER NOT NULL
);
CREATE TABLE symbols (
	id INTEGER PRIMARY KEY,
	file_id INTEGER NOT NULL REFERENCES files(id),
	parent_id INTEGER REFERENCES symbols(id),
	name TEXT NOT NULL,
	kind TEXT NOT NULL,
	visibility TEXT NOT NULL,
	container TEXT NOT NULL,
	signature TEXT NOT NULL,
	doc TEXT NOT NULL,
	start_line INTEGER NOT NULL,
	start_col INTEGER NOT NULL,
	end_line INTEGER NOT NULL,
	end_col INTEGER NOT NULL,
	full_start_line INTEGER NOT NULL,
	full_end_line INTEGER NOT NULL,
	scip_symbol TEXT NOT NULL
);
CREATE VIRTUAL TABLE symbols_fts USING fts5(name, words, signature);
CREATE TABLE refs (
	id INTEGER PRIMARY KEY,
	file_id INTEGER NOT NULL REFERENCES files(id),
	line INTEGER NOT NULL,
	col INTEGER NOT NULL,
	end_col INTEGER NOT NULL,
	name TEXT NOT NULL,
	member INTEGER NOT NULL,
	target_symbol_id INTEGER REFERENCES symbols(id),
	target_file_id INTEGER REFERENCES files(id)
);
CREATE TABLE edges (
	from_file_id INTEGER NOT NULL REFERENCES files(id),
	to_file_id INTEGER NOT NULL REFERENCES files(id),
	weight REAL NOT NULL,
	kinds TEXT NOT NULL,
	PRIMARY KEY (from_file_id, to_file_id)
) WITHOUT ROWID;
CREATE TABLE unused (
	symbol_id INTEGER PRIMARY KEY REFERENCES symbols(id),
	status TEXT NOT NULL
);
`

// sqliteIndexes are created after the rows are in (faster than keeping
// them up to date row by row).
const sqliteIndexes = `
CREATE INDEX symbols_name ON symbols(name);
CREATE INDEX symbols_file ON symbols(file_id, start_line);
CREATE INDEX symbols_scip ON symbols(scip_symbol);
CREATE INDEX refs_position ON refs(file_id, line, col);
CREATE INDEX refs_target ON refs(target_symbol_id);
CREATE INDEX refs_name ON refs(name);
CREATE INDEX edges_to ON edges(to_file_id);
CREATE INDEX unused_status ON unused(status);
`

// SQLiteStats counts the rows of an export.
type SQLiteStats struct {
	Files, Symbols, Refs, ResolvedRefs, Edges, Unused int
}

// WriteSQLite writes the run into a new SQLite database at name (schema in
// sqliteSchema). The database is built in a temporary file of the same
// directory and renamed over name once complete, so an interrupted export
// leaves the previous database untouched. The content depends only on
// res and g: identical input gives identical bytes.
func WriteSQLite(ctx context.Context, name string, res *indexer.Result, reg *langs.Registry, g *refgraph.Graph, un *unused.Report, tool ToolInfo) (st SQLiteStats, err error) {
	// A device or FIFO at name is refused before any work, and again at
	// the rename (atomicfile.Replace).
	if err := outdir.CheckTarget(name); err != nil {
		return st, err
	}
	dir := filepath.Dir(name)
	// A killed export leaves its temporary file: the next export of the
	// same name removes those whose writer is gone (never a live one's).
	outdir.RemoveStaleTemps(dir, filepath.Base(name))
	tmp, err := outdir.CreateTemp(name)
	if err != nil {
		return st, atomicfile.Error(name, err)
	}
	tmpName := tmp.Name()
	tmp.Close()
	defer func() {
		if err != nil {
			os.Remove(tmpName)
			os.Remove(tmpName + "-journal")
		}
	}()
	db, err := sql.Open("sqlite", tmpName)
	if err != nil {
		return st, atomicfile.Error(name, err)
	}
	defer func() {
		if cerr := db.Close(); cerr != nil && err == nil {
			err = atomicfile.Error(name, cerr)
		}
	}()
	db.SetMaxOpenConns(1) // pragmas hold per connection
	st, err = fillSQLite(ctx, db, res, reg, g, un, tool)
	if err != nil {
		if ctx.Err() != nil {
			return st, ctx.Err()
		}
		return st, atomicfile.Error(name, err)
	}
	if err = db.Close(); err != nil {
		return st, atomicfile.Error(name, err)
	}
	// The journal is off while building: Replace syncs the file itself.
	if err = atomicfile.Replace(ctx, tmpName, name); err != nil {
		return st, err
	}
	return st, nil
}

func fillSQLite(ctx context.Context, db *sql.DB, res *indexer.Result, reg *langs.Registry, g *refgraph.Graph, un *unused.Report, tool ToolInfo) (st SQLiteStats, err error) {
	// The file is private until renamed and deleted on failure: no journal
	// and no syncs while building.
	for _, p := range []string{"PRAGMA journal_mode = OFF", "PRAGMA synchronous = OFF", "PRAGMA page_size = 4096"} {
		if _, err := db.ExecContext(ctx, p); err != nil {
			return st, fmt.Errorf("%s: %w", p, err)
		}
	}
	if _, err := db.ExecContext(ctx, sqliteSchema); err != nil {
		return st, fmt.Errorf("create tables: %w", err)
	}
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return st, err
	}
	defer func() {
		if err != nil {
			tx.Rollback()
		}
	}()
	meta := newBatch(tx, "meta", "", 2)
	files := newBatch(tx, "files", "", 10)
	syms := newBatch(tx, "symbols", "", 16)
	fts := newBatch(tx, "symbols_fts", "(rowid, name, words, signature)", 4)
	refs := newBatch(tx, "refs", "", 9)
	edges := newBatch(tx, "edges", "", 4)
	unusedRows := newBatch(tx, "unused", "", 2)
	for _, kv := range [][2]string{{"schema_version", SQLiteSchemaVersion}, {"tool", tool.Name}, {"tool_version", tool.Version}} {
		if err = meta.add(ctx, kv[0], kv[1]); err != nil {
			return st, err
		}
	}
	// firstSym[i] is the id of file i's first symbol, so a reference can
	// name a definition of any file.
	firstSym := make([]int64, len(res.Files)+1)
	firstSym[0] = 1
	for i, f := range res.Files {
		firstSym[i+1] = firstSym[i] + int64(len(f.Symbols))
	}
	var refID int64
	for i, f := range res.Files {
		fid := int64(i + 1)
		if err = files.add(ctx, fid, EncodePath(f.Path), f.Language, string(f.Backend), f.Fallback, f.Lines, f.Size,
			round(g.Rank[i]), round(g.Score[i]), g.Dependents[i]); err != nil {
			return st, err
		}
		names := fileSymbols(res, reg, f)
		for k := range f.Symbols {
			s := &f.Symbols[k]
			id := firstSym[i] + int64(k)
			var parent any
			if s.Parent >= 0 {
				parent = firstSym[i] + int64(s.Parent)
			}
			if err = syms.add(ctx, id, fid, parent, s.Name, s.Kind.String(), s.Visibility.String(),
				s.ContainerName(), s.Signature, s.Doc,
				s.NameRange.Start.Line+1, s.NameRange.Start.Column+1, s.NameRange.End.Line+1, s.NameRange.End.Column+1,
				s.FullRange.Start.Line+1, s.FullRange.End.Line+1, names[k].sym); err != nil {
				return st, err
			}
			if err = fts.add(ctx, id, s.Name, nameWords(s.Name), s.Signature); err != nil {
				return st, err
			}
		}
		st.Symbols += len(f.Symbols)
		fr := f.LoadRefs()
		for _, r := range fr {
			refID++
			var tsym, tfile any
			if i < len(g.Refs) && int(r.Name) < len(g.Refs[i]) {
				if t := g.Refs[i][r.Name].For(r); t.File >= 0 {
					tsym, tfile = firstSym[t.File]+int64(t.Symbol), int64(t.File)+1
					st.ResolvedRefs++
				}
			}
			if err = refs.add(ctx, refID, fid, r.Line+1, r.Column+1, r.End+1, f.RefName(r), r.Member, tsym, tfile); err != nil {
				return st, err
			}
		}
		st.Refs += len(fr)
		for _, e := range g.Out[i] {
			if err = edges.add(ctx, fid, int64(e.To)+1, round(e.Weight), edgeKinds(e.Kinds)); err != nil {
				return st, err
			}
			st.Edges++
		}
	}
	st.Files = len(res.Files)
	if un != nil {
		for _, c := range un.Checked {
			if err = unusedRows.add(ctx, firstSym[c.Target.File]+int64(c.Target.Symbol), c.Status); err != nil {
				return st, err
			}
			if c.Status == unused.StatusUnused {
				st.Unused++
			}
		}
	}
	for _, b := range []*batch{meta, files, syms, fts, refs, edges, unusedRows} {
		if err = b.flush(ctx); err != nil {
			return st, err
		}
	}
	if _, err = tx.ExecContext(ctx, sqliteIndexes); err != nil {
		return st, fmt.Errorf("create indexes: %w", err)
	}
	// Merge the full-text index's segments into one: smaller, faster, and
	// independent of how inserts were batched.
	if _, err = tx.ExecContext(ctx, `INSERT INTO symbols_fts(symbols_fts) VALUES ('optimize')`); err != nil {
		return st, fmt.Errorf("optimize full-text index: %w", err)
	}
	if err = tx.Commit(); err != nil {
		return st, fmt.Errorf("commit: %w", err)
	}
	if _, err = db.ExecContext(ctx, "ANALYZE"); err != nil {
		return st, fmt.Errorf("analyze: %w", err)
	}
	return st, nil
}

// batchRows is how many rows one INSERT carries: a statement per row
// costs more than the row itself.
const batchRows = 256

// batch buffers the rows of one table and inserts them batchRows at a
// time through one prepared multi-row INSERT.
type batch struct {
	tx    *sql.Tx
	table string
	head  string // "INSERT INTO table(columns) VALUES "
	row   string // "(?, ?, ...)"
	cols  int
	args  []any
	full  *sql.Stmt // prepared on first use
}

func newBatch(tx *sql.Tx, table, columns string, cols int) *batch {
	return &batch{tx: tx, table: table, cols: cols,
		head: "INSERT INTO " + table + columns + " VALUES ",
		row:  "(" + strings.TrimSuffix(strings.Repeat("?, ", cols), ", ") + ")"}
}

func (b *batch) add(ctx context.Context, vals ...any) error {
	b.args = append(b.args, vals...)
	if len(b.args) < b.cols*batchRows {
		return nil
	}
	if b.full == nil {
		st, err := b.tx.PrepareContext(ctx, b.query(batchRows))
		if err != nil {
			return fmt.Errorf("prepare insert into %s: %w", b.table, err)
		}
		b.full = st
	}
	if _, err := b.full.ExecContext(ctx, b.args...); err != nil {
		return fmt.Errorf("insert into %s: %w", b.table, err)
	}
	b.args = b.args[:0]
	return nil
}

// flush inserts the rows left.
func (b *batch) flush(ctx context.Context) error {
	if len(b.args) == 0 {
		return nil
	}
	if _, err := b.tx.ExecContext(ctx, b.query(len(b.args)/b.cols), b.args...); err != nil {
		return fmt.Errorf("insert into %s: %w", b.table, err)
	}
	b.args = b.args[:0]
	return nil
}

func (b *batch) query(rows int) string {
	return b.head + strings.TrimSuffix(strings.Repeat(b.row+", ", rows), ", ")
}

// edgeKinds names an edge's kinds as graph.json does.
func edgeKinds(k refgraph.EdgeKind) string {
	var kinds []string
	for _, kn := range edgeKindNames {
		if k&kn.k != 0 {
			kinds = append(kinds, kn.name)
		}
	}
	return strings.Join(kinds, ",")
}

// nameWords splits an identifier into words at underscores and other
// non-alphanumerics, lower-to-upper case changes, the end of an acronym
// ("HTTPServer" → "HTTP Server") and letter-digit changes, so full-text
// search finds a name by any of its words.
func nameWords(name string) string {
	var b strings.Builder
	rs := []rune(name)
	gap := false // a separator was seen since the last word character
	for i, r := range rs {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			gap = true
			continue
		}
		if b.Len() > 0 {
			p := rs[i-1]
			if gap || unicode.IsLower(p) && unicode.IsUpper(r) ||
				unicode.IsUpper(p) && unicode.IsUpper(r) && i+1 < len(rs) && unicode.IsLower(rs[i+1]) ||
				unicode.IsDigit(p) != unicode.IsDigit(r) {
				b.WriteByte(' ')
			}
		}
		gap = false
		b.WriteRune(r)
	}
	return b.String()
}
