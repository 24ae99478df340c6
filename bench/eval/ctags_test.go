package eval

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

const ctagsSample = `{"_type": "ptag", "name": "JSON_OUTPUT_VERSION", "path": "0.0", "pattern": "in development"}
{"_type": "tag", "name": "p", "path": "CORPUS/p/a.go", "pattern": "/^package p$/", "line": 1, "kind": "package"}
{"_type": "tag", "name": "F", "path": "CORPUS/p/a.go", "line": 3, "kind": "func", "signature": "()", "scope": "p", "scopeKind": "package", "end": 3}
{"_type": "tag", "name": "Error", "path": "CORPUS/p/a.go", "line": 5, "kind": "func", "scope": "p.panicError", "scopeKind": "struct"}
{"_type": "tag", "name": "x", "path": "CORPUS/p/a.go", "line": 7, "kind": "member", "scope": "p.T", "scopeKind": "struct"}
{"_type": "tag", "name": "Missing", "path": "CORPUS/p/a.go", "line": 8, "kind": "const"}
{"_type": "tag", "name": "Gone", "path": "CORPUS/p/a.go", "line": 99, "kind": "var"}
{"_type": "tag", "name": "m", "path": "p/b.py", "line": 2, "kind": "member", "scope": "C", "scopeKind": "class"}
{"_type": "tag", "name": "Nope", "path": "/elsewhere/c.go", "line": 1, "kind": "typedef"}

not json
{"_type": "tag", "name": "", "path": "x.go", "line": 1, "kind": "func"}
{"_type": "tag", "name": "Z", "path": "x.go", "line": 0, "kind": "func"}
{"_type": "tag", "name": "Z", "path": "x.go", "line": "3", "kind": "func"}
{"name": "no type", "path": "x.go", "line": 1}
`

const aGo = `package p

func F() {}

func (p *panicError) Error() string { return "" }

type T struct{ x int }
// no constant here
`

func TestCtags(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "p"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "p", "a.go"), []byte(aGo), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "p", "b.py"), []byte("class C:\n    def m(self): pass\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tags, st, err := ParseCtags(strings.NewReader(strings.ReplaceAll(ctagsSample, "CORPUS", dir)))
	if err != nil {
		t.Fatal(err)
	}
	wantSt := CtagsStats{Lines: 14, Tags: 8, Other: 1, Malformed: 5}
	if st != wantSt {
		t.Errorf("stats = %+v, want %+v", st, wantSt)
	}
	if len(tags) != 8 || tags[2] != (CtagsTag{Name: "Error", Path: dir + "/p/a.go", Line: 5, Kind: "func", Scope: "p.panicError", ScopeKind: "struct"}) {
		t.Fatalf("tags = %+v", tags)
	}

	x := CtagsIndex("ctags", tags, dir, &st)
	type tagDef struct {
		path string
		rng  Range
		kind string
	}
	var got []tagDef
	for _, d := range x.Docs {
		for _, o := range d.Defs {
			got = append(got, tagDef{d.Path, o.Range, x.Kind(o.Sym)})
		}
	}
	rg := func(l, s, e int32) Range { return Range{l, s, l, e} }
	want := []tagDef{
		{"elsewhere/c.go", rg(0, 0, wholeLine), KindTypeAlias}, // "/elsewhere" sorts first
		{"p/a.go", rg(0, 8, 9), KindNamespace},
		{"p/a.go", rg(2, 5, 6), KindFunction},
		{"p/a.go", rg(4, 21, 26), KindMethod},          // the whole word, not "Error" in "panicError"
		{"p/a.go", rg(6, 15, 16), KindField},           // "x" as a word, not in "struct"
		{"p/a.go", rg(7, 0, 19), KindConstant},         // name not on the line: whole line
		{"p/a.go", rg(98, 0, wholeLine), KindVariable}, // line past the end
		{"p/b.py", rg(1, 8, 9), KindMethod},            // relative to the corpus already; Python member
	}
	// Docs are in the order of the tags' paths, definitions sorted by range.
	if !reflect.DeepEqual(got, want) {
		t.Errorf("defs:\n got %+v\nwant %+v", got, want)
	}
	if st.Unlocated != 1 || st.OutOfFile != 1 || st.Unreadable != 1 {
		t.Errorf("location stats = %+v", st)
	}
	if x.HasRefs() {
		t.Errorf("ctags index has references")
	}

	// Against a truth: the package, F, Error and x are found; T is missed;
	// Missing and Gone are no definitions there.
	truth := FromSCIP("truth", index(
		doc("p/a.go", def(tPkg, 0, 8, 9), def(tF, 2, 5, 6), def("scip-go gomod m . `m/p`/panicError#Error().", 4, 21, 26),
			def(tT, 6, 5, 6), def(tTX, 6, 15, 16)),
	))
	res := Evaluate(x, truth, Options{})
	if want := score(4, 1, 4, 2); !reflect.DeepEqual(res.Defs, want) {
		t.Errorf("defs = %s, want %s", js(res.Defs), js(want))
	}
	if res.Refs != nil || res.Edges != nil || res.RefsNA == "" {
		t.Errorf("ctags references should be n/a: %s %s", js(res.Refs), js(res.Edges))
	}
	if res.Files.CommonFiles != 1 || res.Files.CandidateOnlyFiles != 2 || res.Files.CandidateDefsExcluded != 2 {
		t.Errorf("files = %s", js(res.Files))
	}
}

func TestCtagsRelPath(t *testing.T) {
	dir := t.TempDir()
	corpus := filepath.Join(dir, "proj")
	if err := os.MkdirAll(filepath.Join(corpus, "p"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(corpus, "p", "a.go"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for in, want := range map[string]string{
		filepath.Join(corpus, "p", "a.go"): "p/a.go", // absolute
		"p/a.go":                           "p/a.go", // ctags ran in the corpus
		"./p/a.go":                         "p/a.go", // same
		"proj/p/a.go":                      "p/a.go", // ctags ran in the corpus's parent
		"tmp/x/proj/p/a.go":                "p/a.go", // ctags ran higher up
		"p/b.go":                           "p/b.go", // no such file: kept
		"/elsewhere/b.go":                  "elsewhere/b.go",
	} {
		if got := ctagsRelPath(in, corpus); got != want {
			t.Errorf("ctagsRelPath(%q) = %q, want %q", in, got, want)
		}
	}
	if got := ctagsRelPath("proj/p/a.go", ""); got != "proj/p/a.go" {
		t.Errorf("without corpus: %q", got)
	}
}

func TestCtagsNoCorpus(t *testing.T) {
	tags, _, err := ParseCtags(strings.NewReader(`{"_type": "tag", "name": "F", "path": "./a.go", "line": 2, "kind": "func"}`))
	if err != nil {
		t.Fatal(err)
	}
	var st CtagsStats
	x := CtagsIndex("ctags", tags, "", &st)
	if d := x.Doc("a.go"); d == nil || len(d.Defs) != 1 || d.Defs[0].Range != (Range{1, 0, 1, wholeLine}) {
		t.Fatalf("docs = %+v", x.Docs)
	}
	if st.Unreadable != 1 {
		t.Errorf("stats = %+v", st)
	}
}

func TestFindName(t *testing.T) {
	for _, tc := range []struct {
		text, name string
		want       int
	}{
		{"func (p *panicError) Error() string", "Error", 21},
		{"type T struct{ x int }", "x", 15},
		{"xx", "x", 0}, // no whole word: first occurrence
		{"abc", "d", -1},
		{"héllo h", "h", 7},
		{"a.F", "F", 2},
	} {
		if got := findName([]byte(tc.text), tc.name); got != tc.want {
			t.Errorf("findName(%q, %q) = %d, want %d", tc.text, tc.name, got, tc.want)
		}
	}
	if got := nameCandidates("A::f"); !reflect.DeepEqual(got, []string{"A::f", "f"}) {
		t.Errorf("nameCandidates = %q", got)
	}
}

func TestCtagsLongLine(t *testing.T) {
	long := `{"_type": "tag", "name": "` + strings.Repeat("a", maxCtagsLine) + `", "path": "a.go", "line": 1}` + "\n" +
		`{"_type": "tag", "name": "F", "path": "a.go", "line": 1, "kind": "func"}`
	tags, st, err := ParseCtags(strings.NewReader(long))
	if err != nil {
		t.Fatal(err)
	}
	if len(tags) != 1 || st.Malformed != 1 || st.Lines != 2 {
		t.Errorf("tags %d, stats %+v", len(tags), st)
	}
}

// FuzzParseCtags: the parser and the conversion take untrusted text; they
// must not panic, and every tag they keep must be usable.
func FuzzParseCtags(f *testing.F) {
	f.Add(ctagsSample)
	f.Add(`{"_type": "tag", "name": "F", "path": "a.go", "line": 1, "kind": "func"}`)
	f.Add(`{"_type": "tag", "name": "F", "path": "../../a.go", "line": 2147483647}`)
	f.Add("{\"_type\":\"tag\",\"name\":\"\\u0000\",\"path\":\"\\\\\",\"line\":1e3}\r\n\n")
	f.Add(`[1,2]`)
	f.Fuzz(func(t *testing.T, s string) {
		tags, st, err := ParseCtags(strings.NewReader(s))
		if err != nil {
			t.Fatal(err)
		}
		if st.Tags != len(tags) || st.Tags+st.Other+st.Malformed != st.Lines {
			t.Fatalf("inconsistent stats %+v for %d tags", st, len(tags))
		}
		for _, tg := range tags {
			if tg.Name == "" || tg.Path == "" || tg.Line < 1 {
				t.Fatalf("kept a bad tag %+v", tg)
			}
		}
		x := CtagsIndex("ctags", tags, "", nil)
		if x.Stats.Definitions != len(tags) {
			t.Fatalf("%d definitions from %d tags", x.Stats.Definitions, len(tags))
		}
		for _, d := range x.Docs {
			for _, o := range d.Defs {
				if o.StartLine < 0 || o.EndCol < o.StartCol {
					t.Fatalf("bad range %v", o.Range)
				}
				_ = x.Kind(o.Sym)
			}
		}
	})
}
