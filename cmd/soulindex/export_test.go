package main

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sourcegraph/scip/bindings/go/scip"
	"google.golang.org/protobuf/proto"
	_ "modernc.org/sqlite"
)

// exportRepo is a small Go module: server.go defines, client.go uses.
func exportRepo(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	write(t, root, "go.mod", []byte("module example.com/shop\n\ngo 1.22\n"))
	write(t, root, "server.go", []byte(`package shop

// Request is what a client asks.
type Request struct{ Path string }

// HTTPServer answers requests.
type HTTPServer struct{ name string }

// ServeHTTP answers one request.
func (s *HTTPServer) ServeHTTP(req *Request) string { return s.name + req.Path }

// parse_header_v2 is a snake_case helper.
func parse_header_v2(line string) string { return line }
`))
	write(t, root, "client.go", []byte(`package shop

// Fetch asks srv for path.
func Fetch(srv *HTTPServer, path string) string {
	return srv.ServeHTTP(&Request{Path: parse_header_v2(path)})
}
`))
	return root
}

func openDB(t *testing.T, path string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func queryStrings(t *testing.T, db *sql.DB, q string, args ...any) []string {
	t.Helper()
	rows, err := db.Query(q, args...)
	if err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func queryInt(t *testing.T, db *sql.DB, q string, args ...any) int {
	t.Helper()
	var n int
	if err := db.QueryRow(q, args...).Scan(&n); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	return n
}

// TestExportSQLiteSearch runs full-text queries and follows a reference to
// its definition in an exported database.
func TestExportSQLiteSearch(t *testing.T) {
	root := exportRepo(t)
	dbPath := filepath.Join(t.TempDir(), "shop.db")
	if r := soulindex(t, "export", "--sqlite", dbPath, root); r.code != exitOK {
		t.Fatalf("export: exit %d: %s", r.code, r.stderr)
	} else if !strings.Contains(r.stderr, "exported 2 files") {
		t.Errorf("summary: %s", r.stderr)
	}
	db := openDB(t, dbPath)
	const fts = `SELECT s.name FROM symbols_fts JOIN symbols s ON s.id = symbols_fts.rowid WHERE symbols_fts MATCH ? ORDER BY s.name`
	tests := []struct {
		name, match string
		want        []string
	}{
		{"name prefix", "name:Serve*", []string{"ServeHTTP"}},
		{"name prefix, any case", "name:http*", []string{"HTTPServer"}},
		{"word inside a camel-case name", "words:http", []string{"HTTPServer", "ServeHTTP"}},
		{"word inside a snake_case name", "words:header", []string{"parse_header_v2"}},
		{"signature word", "signature:Request", []string{"Request", "ServeHTTP"}},
		{"parameter name in a signature", "signature:line", []string{"parse_header_v2"}},
		{"two signature words", "signature:(srv AND path)", []string{"Fetch"}},
		{"no match", "name:Nothing*", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := queryStrings(t, db, fts, tc.match); !slices.Equal(got, tc.want) {
				t.Errorf("MATCH %q = %v, want %v", tc.match, got, tc.want)
			}
		})
	}

	// Follow the call srv.ServeHTTP in client.go (line 5) to its definition.
	var defPath, kind, container, scipSym string
	var defLine int
	err := db.QueryRow(`SELECT f.path, s.start_line, s.kind, s.container, s.scip_symbol
		FROM refs r JOIN files rf ON rf.id = r.file_id
		JOIN symbols s ON s.id = r.target_symbol_id JOIN files f ON f.id = s.file_id
		WHERE rf.path = 'client.go' AND r.name = 'ServeHTTP' AND r.line = 5`).Scan(&defPath, &defLine, &kind, &container, &scipSym)
	if err != nil {
		t.Fatalf("follow ServeHTTP: %v", err)
	}
	if defPath != "server.go" || defLine != 10 || kind != "method" || container != "HTTPServer" ||
		scipSym != "soulindex gomod example.com/shop . `example.com/shop`/HTTPServer#ServeHTTP()." {
		t.Errorf("ServeHTTP resolves to %s:%d %s in %q (%s), want server.go:10 method in HTTPServer", defPath, defLine, kind, container, scipSym)
	}
	// The reference's columns point at the name in the source.
	src, _ := os.ReadFile(filepath.Join(root, "client.go"))
	line := strings.Split(string(src), "\n")[4]
	var col, end int
	if err := db.QueryRow(`SELECT col, end_col FROM refs WHERE name = 'ServeHTTP' AND line = 5`).Scan(&col, &end); err != nil {
		t.Fatal(err)
	}
	if got := line[col-1 : end-1]; got != "ServeHTTP" {
		t.Errorf("ref columns %d-%d cover %q, want ServeHTTP", col, end, got)
	}
	if n := queryInt(t, db, `SELECT count(*) FROM edges e JOIN files a ON a.id = e.from_file_id JOIN files b ON b.id = e.to_file_id
		WHERE a.path = 'client.go' AND b.path = 'server.go' AND e.weight > 0`); n != 1 {
		t.Errorf("%d edges client.go → server.go, want 1", n)
	}
	if got := queryStrings(t, db, `SELECT value FROM meta WHERE key = 'schema_version'`); !slices.Equal(got, []string{"2"}) {
		t.Errorf("schema_version = %v", got)
	}
	// The unused table: every public or internal definition with what became of it;
	// the module is a library, so Fetch, which nothing calls, is its API.
	got := queryStrings(t, db, `SELECT s.name || ': ' || u.status FROM unused u JOIN symbols s ON s.id = u.symbol_id ORDER BY s.name`)
	want := []string{"Fetch: library API", "HTTPServer: referenced", "Request: referenced", "ServeHTTP: referenced", "parse_header_v2: referenced"}
	if !slices.Equal(got, want) {
		t.Errorf("unused table %q, want %q", got, want)
	}
}

// TestExportSQLiteMatchesIndex exports a real package and checks the
// database against the index of the same tree: file, symbol and reference
// counts, SCIP symbols, resolved references and edges; the bytes do not
// depend on -j; and a failed export keeps the previous database.
func TestExportSQLiteMatchesIndex(t *testing.T) {
	src := filepath.Join(runtimeGOROOT(t), "src", "net", "http", "httptest")
	out := t.TempDir()
	r := soulindex(t, "index", src, "--out", out, "--json", "--quiet")
	if r.code != exitOK {
		t.Fatalf("index: %s", r.stderr)
	}
	st := stats(t, r)
	dir := t.TempDir()
	db1, db4 := filepath.Join(dir, "j1.db"), filepath.Join(dir, "j4.db")
	for _, c := range [][]string{{db1, "-j1"}, {db4, "-j4"}} {
		if r := soulindex(t, "export", src, "--sqlite", c[0], c[1], "--quiet"); r.code != exitOK {
			t.Fatalf("export %s: %s", c[1], r.stderr)
		}
	}
	b1, _ := os.ReadFile(db1)
	b4, _ := os.ReadFile(db4)
	if len(b1) == 0 || !bytes.Equal(b1, b4) {
		t.Errorf("exports with -j1 and -j4 differ (%d and %d bytes)", len(b1), len(b4))
	}
	db := openDB(t, db1)
	for q, want := range map[string]int{
		"SELECT count(*) FROM files":       st.Files,
		"SELECT count(*) FROM symbols":     st.Symbols,
		"SELECT count(*) FROM symbols_fts": st.Symbols,
		"SELECT count(*) FROM refs":        st.Refs,
	} {
		if got := queryInt(t, db, q); got != want {
			t.Errorf("%s = %d, want %d (the index's)", q, got, want)
		}
	}

	b, err := os.ReadFile(filepath.Join(out, "index.scip"))
	if err != nil {
		t.Fatal(err)
	}
	var idx scip.Index
	if err := proto.Unmarshal(b, &idx); err != nil {
		t.Fatal(err)
	}
	var scipSyms []string
	refOccs := 0
	// Locals ("local N", document-scoped) are no symbols of the database.
	for _, d := range idx.Documents {
		for _, si := range d.Symbols {
			if !scip.IsLocalSymbol(si.Symbol) {
				scipSyms = append(scipSyms, si.Symbol)
			}
		}
		for _, o := range d.Occurrences {
			if o.SymbolRoles&int32(scip.SymbolRole_Definition) == 0 && !scip.IsLocalSymbol(o.Symbol) {
				refOccs++
			}
		}
	}
	slices.Sort(scipSyms)
	scipSyms = slices.Compact(scipSyms)
	dbSyms := queryStrings(t, db, `SELECT DISTINCT scip_symbol FROM symbols ORDER BY scip_symbol`)
	slices.Sort(dbSyms) // SQLite's order is byte order too; sort to be sure
	if !slices.Equal(dbSyms, scipSyms) {
		t.Errorf("the database has %d distinct SCIP symbols, index.scip %d", len(dbSyms), len(scipSyms))
	}
	if got := queryInt(t, db, `SELECT count(*) FROM refs r JOIN symbols s ON s.id = r.target_symbol_id WHERE s.scip_symbol NOT LIKE 'local %'`); got != refOccs || got == 0 {
		t.Errorf("%d resolved references, index.scip has %d reference occurrences", got, refOccs)
	}
	var graph struct {
		Files []struct {
			Edges []struct{} `json:"edges"`
		} `json:"files"`
	}
	edges := 0
	gb, _ := os.ReadFile(filepath.Join(out, "graph.json"))
	if err := json.Unmarshal(gb, &graph); err != nil {
		t.Fatal(err)
	}
	for _, f := range graph.Files {
		edges += len(f.Edges)
	}
	if got := queryInt(t, db, `SELECT count(*) FROM edges`); got != edges || got == 0 {
		t.Errorf("%d edges, graph.json has %d", got, edges)
	}

	// A failing export (missing directory) leaves the previous file.
	if r := soulindex(t, "export", filepath.Join(src, "missing"), "--sqlite", db1, "--quiet"); r.code != exitFailure {
		t.Errorf("export of a missing directory: exit %d", r.code)
	}
	if after, _ := os.ReadFile(db1); !bytes.Equal(after, b1) {
		t.Error("a failed export changed the previous database")
	}
	if r := soulindex(t, "export", src); r.code != exitUsage || !strings.Contains(r.stderr, "--sqlite FILE") {
		t.Errorf("export without --sqlite: exit %d: %s", r.code, r.stderr)
	}
}

// TestKilledExportKeepsDatabase kills exports at random moments: the
// database is always the complete previous or new one (integrity_check
// passes and the bytes match one of them).
func TestKilledExportKeepsDatabase(t *testing.T) {
	if testing.Short() {
		t.Skip("kills several exports; skipped in -short mode")
	}
	seed := crashSeed(t)
	t.Logf("seed %d (replay with SOULINDEX_CRASH_SEED=%d)", seed, seed)
	rng := rand.New(rand.NewSource(seed))
	src := t.TempDir()
	copyTree(t, filepath.Join(runtimeGOROOT(t), "src", "net", "http", "httptest"), src)
	dbPath := filepath.Join(t.TempDir(), "x.db")
	start := time.Now()
	if r := runBin(t, "export", src, "--sqlite", dbPath, "--quiet"); r.code != exitOK {
		t.Fatalf("first export: %s", r.stderr)
	}
	full := time.Since(start)
	old, _ := os.ReadFile(dbPath)
	replaced := 0
	for i := 0; i < 6; i++ {
		write(t, src, fmt.Sprintf("zz_%d.go", i), []byte(fmt.Sprintf("package httptest\n\nfunc Step%d() {}\n", i)))
		cmd := exec.Command(binPath, "export", src, "--sqlite", dbPath, "--quiet")
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(rng.Int63n(int64(full + full/5))))
		cmd.Process.Kill()
		cmd.Wait()
		killed, _ := os.ReadFile(dbPath)
		db := openDB(t, dbPath)
		if got := queryStrings(t, db, "PRAGMA integrity_check"); !slices.Equal(got, []string{"ok"}) {
			t.Fatalf("kill %d: integrity_check: %v", i, got)
		}
		db.Close()
		if r := runBin(t, "export", src, "--sqlite", dbPath, "--quiet"); r.code != exitOK {
			t.Fatalf("export after kill %d: %s", i, r.stderr)
		}
		cur, _ := os.ReadFile(dbPath)
		switch {
		case bytes.Equal(killed, old):
		case bytes.Equal(killed, cur):
			replaced++
		default:
			t.Errorf("kill %d: the database is neither the previous nor the new one", i)
		}
		if bytes.Equal(old, cur) {
			t.Fatalf("run %d: the new database equals the old one; the fixture change did not reach it", i)
		}
		old = cur
	}
	t.Logf("%d of 6 kills came after the rename", replaced)
}
