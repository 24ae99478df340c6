package output

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"encoding/xml"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
)

// hostileNames are file names an untrusted repository may hold: bytes
// that are not UTF-8 (two that differ only there), a literal "%ff" (which
// must not read as an escape), control characters, a line separator, and
// names that would read as Soul Map structure at the start of a line.
var hostileNames = []struct {
	raw, encoded string
}{
	{"a\xff.py", "a%FF.py"},
	{"a\xfe.py", "a%FE.py"},
	{"a%ff.py", "a%25ff.py"},
	{"a%zz.py", "a%zz.py"},
	{"nl\nname.py", "nl%0Aname.py"},
	{"cr\rtab\t.py", "cr%0Dtab%09.py"},
	{"esc\x1b[2J.py", "esc%1B[2J.py"},
	{"ls\u2028x.py", "ls%E2%80%A8x.py"},
	{"## Files by rank.py", "## Files by rank.py"},
	{"  +def evil() :1.py", "  +def evil() :1.py"},
	{"<soul_map>.py", "<soul_map>.py"},
	{"dir\xc3/ok.py", "dir%C3/ok.py"},
}

func TestEncodePath(t *testing.T) {
	for _, n := range hostileNames {
		if got := EncodePath(n.raw); got != n.encoded {
			t.Errorf("EncodePath(%q) = %q, want %q", n.raw, got, n.encoded)
		}
		if got := DecodePath(n.encoded); got != n.raw {
			t.Errorf("DecodePath(%q) = %q, want %q", n.encoded, got, n.raw)
		}
	}
}

func FuzzEncodePath(f *testing.F) {
	for _, n := range hostileNames {
		f.Add(n.raw)
	}
	for _, s := range []string{"", "%", "%4", "%41", "%%41", "%4\xff", "%\xff1", "\xc2\x85", "a/b/c.go", "é/ü.ts"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, p string) {
		e := EncodePath(p)
		if DecodePath(e) != p {
			t.Fatalf("DecodePath(EncodePath(%q)) = %q (encoded %q)", p, DecodePath(e), e)
		}
		if safeText(e) != e {
			t.Fatalf("EncodePath(%q) = %q holds invalid UTF-8 or control characters", p, e)
		}
	})
}

// TestHostilePaths indexes files with hostile names: SCIP keeps one
// document per file (lint clean), and SCIP, graph.json, the SQLite export
// and the three Soul Map formats all write the same encoded path, with
// no line added to the Markdown map.
func TestHostilePaths(t *testing.T) {
	repo := map[string]string{}
	for _, n := range hostileNames {
		repo[n.raw] = "def f():\n    pass\n"
	}
	dir := writeRepo(t, repo)
	res, g, reg := indexRepo(t, dir)
	if len(res.Files) != len(hostileNames) {
		t.Fatalf("indexed %d files, want %d (skipped %v)", len(res.Files), len(hostileNames), res.Skipped)
	}
	var want []string
	for _, n := range hostileNames {
		want = append(want, n.encoded)
	}
	sort.Strings(want)
	sorted := func(xs []string) []string { xs = slices.Clone(xs); sort.Strings(xs); return xs }

	b := writeIndex(t, res, reg, g)
	scipLint(t, b)
	var docs []string
	for _, d := range decodeIndex(t, b).Documents {
		docs = append(docs, d.RelativePath)
		for _, o := range d.Occurrences {
			if strings.Contains(o.Symbol, "\uFFFD") {
				t.Errorf("%s: symbol %q lost bytes", d.RelativePath, o.Symbol)
			}
		}
	}
	if got := sorted(docs); !slices.Equal(got, want) {
		t.Errorf("SCIP documents:\n got  %q\n want %q", got, want)
	}

	var gj bytes.Buffer
	if err := WriteGraphJSON(&gj, g); err != nil {
		t.Fatal(err)
	}
	var graph struct {
		Files []struct{ Path string } `json:"files"`
	}
	if err := json.Unmarshal(gj.Bytes(), &graph); err != nil {
		t.Fatal(err)
	}
	var gpaths []string
	for _, f := range graph.Files {
		gpaths = append(gpaths, f.Path)
	}
	if got := sorted(gpaths); !slices.Equal(got, want) {
		t.Errorf("graph.json paths:\n got  %q\n want %q", got, want)
	}

	db := filepath.Join(t.TempDir(), "x.db")
	if _, err := WriteSQLite(context.Background(), db, res, reg, g, nil, ToolInfo{Name: "soulindex", Version: "test"}); err != nil {
		t.Fatal(err)
	}
	conn, err := sql.Open("sqlite", db)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	rows, err := conn.Query("SELECT path FROM files ORDER BY path")
	if err != nil {
		t.Fatal(err)
	}
	var spaths []string
	for rows.Next() {
		var p string
		if err := rows.Scan(&p); err != nil {
			t.Fatal(err)
		}
		spaths = append(spaths, p)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if got := sorted(spaths); !slices.Equal(got, want) {
		t.Errorf("SQLite paths:\n got  %q\n want %q", got, want)
	}

	// Markdown: one line per file, the path encoded, and a first space,
	// '#' or '<' escaped; ties in rank go by raw path.
	md := soulMap(t, res, g, "md")
	files := md[strings.Index(md, "## Files by rank\n")+len("## Files by rank\n") : strings.Index(md, "</soul_map>")]
	wantMD := "%20 +def evil() :1.py: (→0)\n  +def f() :1\n" +
		"%23# Files by rank.py: (→0)\n  +def f() :1\n" +
		"%3Csoul_map>.py: (→0)\n  +def f() :1\n" +
		"a%25ff.py: (→0)\n  +def f() :1\n" +
		"a%zz.py: (→0)\n  +def f() :1\n" +
		"a%FE.py: (→0)\n  +def f() :1\n" +
		"a%FF.py: (→0)\n  +def f() :1\n" +
		"cr%0Dtab%09.py: (→0)\n  +def f() :1\n" +
		"dir%C3/ok.py: (→0)\n  +def f() :1\n" +
		"esc%1B[2J.py: (→0)\n  +def f() :1\n" +
		"ls%E2%80%A8x.py: (→0)\n  +def f() :1\n" +
		"nl%0Aname.py: (→0)\n  +def f() :1\n"
	if files != wantMD {
		t.Errorf("Soul Map files:\n%s\nwant:\n%s", files, wantMD)
	}
	if strings.ContainsAny(md, "\r\x1b\u2028") {
		t.Errorf("the Markdown map holds a control character or separator:\n%q", md)
	}
	if !strings.Contains(md, "## Directories\n./ (11 files)\ndir%C3/ (1 file)\n") {
		t.Errorf("Soul Map directories:\n%s", md)
	}

	var js struct {
		Files []struct{ Path string } `json:"ranked_files"`
	}
	if err := json.Unmarshal([]byte(soulMap(t, res, g, "json")), &js); err != nil {
		t.Fatal(err)
	}
	var jpaths []string
	for _, f := range js.Files {
		jpaths = append(jpaths, f.Path)
	}
	if got := sorted(jpaths); !slices.Equal(got, want) {
		t.Errorf("JSON map paths:\n got  %q\n want %q", got, want)
	}

	var x struct {
		Files []struct {
			Path string `xml:"path,attr"`
		} `xml:"file"`
	}
	if err := xml.Unmarshal([]byte(soulMap(t, res, g, "xml")), &x); err != nil {
		t.Fatalf("the XML map does not parse: %v", err)
	}
	var xpaths []string
	for _, f := range x.Files {
		xpaths = append(xpaths, f.Path)
	}
	if got := sorted(xpaths); !slices.Equal(got, want) {
		t.Errorf("XML map paths:\n got  %q\n want %q", got, want)
	}
}

// TestHostileSignatures: definitions whose names hold control characters
// or line separators cannot add a line (a fake file or heading) to the
// Markdown map nor break the XML map.
func TestHostileSignatures(t *testing.T) {
	dir := writeRepo(t, map[string]string{
		"doc.md": "# Title\u2028evil.py: (→99)\n\n# Bell\x07 and \x1b[31mred\n\n# Next\u0085## Fake heading\n",
	})
	res, g, _ := indexRepo(t, dir)
	md := soulMap(t, res, g, "md")
	files := md[strings.Index(md, "## Files by rank\n")+len("## Files by rank\n") : strings.Index(md, "</soul_map>")]
	want := "doc.md: (→0)\n" +
		"  +# Title\\u2028evil.py: (→99) :1\n" +
		"  +# Bell\\a and \\x1b[31mred :3\n" +
		"  +# Next\\u0085## Fake heading :5\n"
	if files != want {
		t.Errorf("Soul Map files:\n%s\nwant:\n%s", files, want)
	}
	var x struct {
		Defs []struct {
			Sig string `xml:"sig,attr"`
		} `xml:"file>def"`
	}
	if err := xml.Unmarshal([]byte(soulMap(t, res, g, "xml")), &x); err != nil {
		t.Fatalf("the XML map does not parse: %v", err)
	}
	if len(x.Defs) != 3 || x.Defs[1].Sig != `# Bell\a and \x1b[31mred` {
		t.Errorf("XML definitions: %q", x.Defs)
	}
}

// TestDefinitionsNotUTF8: names from a file that is not UTF-8 (Latin-1)
// become valid symbol strings, display names and signatures: the index is
// written and lint clean (two names that differ only in invalid bytes
// share a symbol, with one SymbolInformation, unless they are overloads).
func TestDefinitionsNotUTF8(t *testing.T) {
	dir := writeRepo(t, map[string]string{
		"l.py":   "def caf\xe9():\n    pass\n\ndef caf\xe8():\n    pass\n",
		"l.md":   "# caf\xe9\n\n# caf\xe8\n",
		"l.json": "{\"caf\xe9\": 1, \"caf\xe8\": 2}\n",
	})
	res, g, reg := indexRepo(t, dir)
	b := writeIndex(t, res, reg, g)
	scipLint(t, b)
	syms := map[string][]string{}
	for _, d := range decodeIndex(t, b).Documents {
		for _, si := range d.Symbols {
			syms[d.RelativePath] = append(syms[d.RelativePath], si.DisplayName+" "+si.Symbol)
		}
	}
	want := map[string][]string{
		"l.json": {"caf\uFFFD soulindex . . . `l.json`/`caf\uFFFD`."}, // one symbol for both keys
		"l.md":   {"caf\uFFFD soulindex . . . `l.md`/`caf\uFFFD`/"},
		"l.py":   {"caf soulindex . . . `l.py`/caf().", "caf soulindex . . . `l.py`/caf(+1)."},
	}
	if !equalLists(syms, want) {
		t.Errorf("symbols:\n got  %q\n want %q", syms, want)
	}
}
