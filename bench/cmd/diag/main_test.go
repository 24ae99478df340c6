package main

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

func TestInsertParam(t *testing.T) {
	tests := []struct {
		line, name, param string
		method            bool
		want              string
		ok                bool
	}{
		{"func F() error {", "F", "x int", false, "func F(x int) error {", true},
		{"func (c *C) Run(a, b int) {", "Run", "x int", false, "func (c *C) Run(x int, a, b int) {", true},
		{"func Long(", "Long", "x int", false, "func Long(x int,", true},
		{"def f(a, b=1):", "f", "x", false, "def f(x, a, b=1):", true},
		{"    def m(self):", "m", "x", true, "    def m(self, x):", true},
		{"    def m(cls, a):", "m", "x", true, "    def m(cls, x, a):", true},
		{"    def m(a):", "m", "x", true, "", false},
		{"def option(*decls, **attrs):", "option", "x", false, "", false},
		{"export function g<T>(a: T) {", "g", "x: number", false, "", false},
		{"export function h(a: string): void {", "h", "x: number", false, "export function h(x: number, a: string): void {", true},
	}
	for _, tt := range tests {
		got, ok := insertParam(tt.line, tt.name, tt.param, tt.method)
		if got != tt.want || ok != tt.ok {
			t.Errorf("insertParam(%q) = %q, %v; want %q, %v", tt.line, got, ok, tt.want, tt.ok)
		}
	}
}

func TestSpans(t *testing.T) {
	goLines := strings.Split("// F does.\nfunc F() {\n\tif x {\n\t}\n}\nfunc G() int { return 1 }\n", "\n")
	if from, to, _, ok := braceSpan(goLines, def{line: 1}); !ok || from != 1 || to != 5 {
		t.Errorf("braceSpan(F) = %d, %d, %v; want 1, 5", from, to, ok)
	}
	if from, to, _, ok := braceSpan(goLines, def{line: 5}); !ok || from != 5 || to != 6 {
		t.Errorf("braceSpan(G) = %d, %d, %v; want 5, 6", from, to, ok)
	}
	py := strings.Split("class C:\n    def a(self):\n        return (\n            1\n    )\n\n    def b(self):\n        pass\n", "\n")
	from, to, first, ok := pythonSpan(py, def{line: 1})
	if !ok || from != 1 || to != 5 || first != "    pass" {
		t.Errorf("pythonSpan(a) = %d, %d, %q, %v; want 1, 5, \"    pass\"", from, to, first, ok)
	}
}

// TestPlan checks that the edits are chosen from the corpus by how many
// other files use a definition, keep every other line where it was, and
// are the same on every call.
func TestPlan(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"a/a.go":      "package a\n\nfunc Used() int { return 1 }\n\nfunc Most(x int) int {\n\treturn x\n}\n\nfunc Third() {}\n\nfunc Lonely() {}\n",
		"b/b.go":      "package b\n\nimport \"m/a\"\n\nvar _ = a.Most(a.Used())\n\nfunc init() { a.Third() }\n",
		"c/c.go":      "package c\n\nimport \"m/a\"\n\nvar _ = a.Most(2) + a.Used()\n",
		"d/d_test.go": "package d\n\nimport \"m/a\"\n\nvar _ = a.Most(3)\n",
	}
	var names []string
	for name, src := range files {
		write(t, dir, name, src)
		names = append(names, name)
	}
	tr, err := readTree(dir, names, langs["go"])
	if err != nil {
		t.Fatal(err)
	}
	edits, err := tr.plan(langs["go"])
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range edits {
		got = append(got, e.Kind+" "+e.Symbol)
		before, after := tr.lines[e.File], strings.Split(string(e.content), "\n")
		for i := range before {
			if i >= len(after) {
				t.Errorf("%s: line %d gone", e.Kind, i+1)
				break
			}
		}
		if len(after) < len(before)-1 {
			t.Errorf("%s: %d lines, was %d", e.Kind, len(after), len(before))
		}
	}
	want := []string{"type-error ", "signature Most", "rename Used", "removal Third", "harmless "}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("plan = %q, want %q", got, want)
	}
	if s := string(edits[1].content); !strings.Contains(s, "func Most(diagBenchArg int, x int) int {\n\treturn x\n}") {
		t.Errorf("signature edit:\n%s", s)
	}
	again, _ := tr.plan(langs["go"])
	if !reflect.DeepEqual(edits, again) {
		t.Error("a second plan differs from the first")
	}
}

func TestScore(t *testing.T) {
	before := []Err{{"a.go", 3, 1, "old"}, {"b.go", 9, 1, "old"}}
	after := []Err{{"a.go", 3, 1, "old"}, {"a.go", 5, 2, "new"}, {"b.go", 9, 1, "old"}, {"b.go", 9, 4, "new too"}, {"c.go", 1, 1, "new"}}
	truth := newErrs(before, after)
	if len(truth) != 3 {
		t.Fatalf("newErrs = %v, want the 3 new ones", truth)
	}
	// diag: finds a.go:5 and c.go:1, calls the old error at a.go:3 new,
	// misses b.go:9.
	s := score("a.go", before, truth, []Err{{"a.go", 5, 1, "x"}, {"a.go", 3, 1, "old"}, {"c.go", 1, 1, "y"}})
	want := Score{Reported: 3, Truth: 3, Hit: 2, CrossTruth: 2, CrossHit: 1, PreExisting: 1,
		FalsePositives: []Loc{{"a.go", 3}}, Missed: []Loc{{"b.go", 9}}}
	if !reflect.DeepEqual(s, want) {
		t.Errorf("score = %+v\nwant %+v", s, want)
	}
	if s.Precision() != 2.0/3 || s.Recall() != 2.0/3 || s.CrossRecall() != 0.5 {
		t.Errorf("precision %v recall %v cross %v", s.Precision(), s.Recall(), s.CrossRecall())
	}
}

func TestParseTsc(t *testing.T) {
	out := "src/a.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.\n" +
		"src/b.ts(10,1): error TS2554: Expected 2 arguments, but got 1.\n  An argument for 'x' was not provided.\n" +
		"../elsewhere.ts(1,1): error TS1: outside\n"
	got := parseTsc("/r", []byte(out))
	want := []Err{{"src/a.ts", 3, 7, "TS2322: Type 'string' is not assignable to type 'number'."}, {"src/b.ts", 10, 1, "TS2554: Expected 2 arguments, but got 1."}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("parseTsc = %v, want %v", got, want)
	}
}

func TestParsePyright(t *testing.T) {
	out := `{"generalDiagnostics": [
	 {"file": "/r/p/a.py", "severity": "error", "message": "m1", "range": {"start": {"line": 4, "character": 2}}},
	 {"file": "/r/p/a.py", "severity": "warning", "message": "w", "range": {"start": {"line": 1, "character": 0}}}]}`
	got, err := parsePyright("/r", []byte(out), nil, "")
	if err != nil {
		t.Fatal(err)
	}
	if want := []Err{{"p/a.py", 5, 3, "m1"}}; !reflect.DeepEqual(got, want) {
		t.Errorf("parsePyright = %v, want %v", got, want)
	}
}

// TestGoCheckerGoesOnPastBrokenPackages: package a has an error of its own
// and so does its caller b; `go build` would stop at a, the checker
// reports both, and the test file's error too.
func TestGoCheckerGoesOnPastBrokenPackages(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "go.mod", "module m\n\ngo 1.22\n")
	write(t, dir, "a/a.go", "package a\n\nimport \"strings\"\n\nfunc F(x int) string { return strings.Repeat(\"a\", x) }\n\nvar _ int = \"broken\"\n")
	write(t, dir, "b/b.go", "package b\n\nimport \"m/a\"\n\nvar V = a.F()\n")
	write(t, dir, "b/b_test.go", "package b\n\nvar _ int = \"test\"\n")
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOWORK", "off")
	errs, err := (&goChecker{}).check(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range errs {
		got = append(got, e.File+":"+strconv.Itoa(e.Line))
	}
	want := []string{"a/a.go:7", "b/b.go:5", "b/b_test.go:3"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("errors at %v, want %v (all: %v)", got, want, errs)
	}
}

func write(t *testing.T, dir, name, src string) {
	t.Helper()
	p := filepath.Join(dir, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestReadDiagReport reads both lists of diag's JSON report, errors only.
func TestReadDiagReport(t *testing.T) {
	js := `{"base": "HEAD", "dependents": ["b.go", "c.go"], "dependents_found": 3,
	  "new_errors": [{"path": "a.go", "line": 4, "column": 2, "severity": "error", "message": "m"}],
	  "new_warnings": [{"path": "a.go", "line": 5, "column": 1, "severity": "warning", "message": "w"}],
	  "cross_file_errors": [{"path": "b.go", "line": 9, "column": 3, "severity": "error", "message": "n"}],
	  "unchecked": [{"path": "c.go", "reason": "timeout"}]}`
	var r Run
	if err := readDiagReport([]byte(js), &r); err != nil {
		t.Fatal(err)
	}
	want := Run{Errors: []Err{{"a.go", 4, 2, "m"}, {"b.go", 9, 3, "n"}}, CrossFileErrors: 1, Dependents: 2, DependentsFound: 3,
		Unchecked: []string{"c.go: timeout"}}
	if !reflect.DeepEqual(r, want) {
		t.Errorf("read %+v\nwant %+v", r, want)
	}
}
