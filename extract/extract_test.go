package extract

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/soulindex/soulindex/langs"
)

func TestOneLine(t *testing.T) {
	tests := []struct{ in, want string }{
		{"func F(a int) error {", "func F(a int) error"},
		{"def f(x):\n", "def f(x)"},
		{"class A(\n    Base,\n    Mixin,\n):", "class A( Base, Mixin, )"},
		{"type X =", "type X"},
		{"const f = (a) =>", "const f = (a) =>"},
		{"if a == ", "if a =="},
		{"  \t\n", ""},
		{"caf\xe9()", "caf\uFFFD()"},
	}
	for _, tt := range tests {
		if got := oneLine([]byte(tt.in), 200); got != tt.want {
			t.Errorf("oneLine(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	long := strings.Repeat("é", 300)
	got := oneLine([]byte(long), 10)
	if got != strings.Repeat("é", 10)+"…" {
		t.Errorf("cap: got %q", got)
	}
}

func TestCommentLines(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"// Hello world", []string{"Hello world"}},
		{"/// Rust doc", []string{"Rust doc"}},
		{"//! Inner doc\n", []string{"Inner doc"}},
		{"/// trailing newline\n", []string{"trailing newline"}},
		{"# python", []string{"python"}},
		{"#: sphinx attribute", []string{"sphinx attribute"}},
		{"/** Javadoc.\n * Second line.\n */", []string{"Javadoc.", "Second line.", ""}},
		{"/* plain */", []string{"plain"}},
		{"//go:embed x.json", nil},
		{"--- Lua doc", []string{"Lua doc"}},
		{"(** OCaml doc.\n    Second. *)", []string{"OCaml doc.", "Second."}},
		{`\* TLA+ line`, []string{"TLA+ line"}},
		{"(*******)\n(* TLA+ box, *)\n(* two lines. *)\n(*******)", []string{"", "TLA+ box,", "two lines.", ""}},
		{"-- plain Lua", []string{"plain Lua"}},
		{"--[[ long\n  Lua ]]", []string{"long", "Lua"}},
		{"//nolint:errcheck", nil},
	}
	for _, tt := range tests {
		got := commentLines(tt.in)
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("commentLines(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestCleanDocstring(t *testing.T) {
	tests := []struct{ in, want string }{
		{`"""One line."""`, "One line."},
		{"\"\"\"Summary.\n\n    Details here.\n      Indented.\n    \"\"\"", "Summary.\n\nDetails here.\n  Indented."},
		{`r'''raw'''`, "raw"},
		{`'single'`, "single"},
	}
	for _, tt := range tests {
		if got := cleanDocstring(tt.in); got != tt.want {
			t.Errorf("cleanDocstring(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestParseKindRoundTrip(t *testing.T) {
	for k := KindFunction; k <= KindTarget; k++ {
		got, ok := ParseKind(k.String())
		if !ok || got != k {
			t.Errorf("ParseKind(%q) = %v, %v", k.String(), got, ok)
		}
	}
	if _, ok := ParseKind("unknown"); ok {
		t.Error("ParseKind accepted unknown")
	}
}

// TestCompileRejectsBadCaptures: a typo in a query capture is a build
// defect and must be reported, not silently ignored.
func TestCompileRejectsBadCaptures(t *testing.T) {
	reg := langs.MustNew()
	for _, tc := range []struct{ query, want string }{
		{"(identifier) @refrence", "unknown capture @refrence"},
		{"(function_declaration name: (identifier) @name) @definition.fnction", "unknown kind"},
		{"(nonexistent_node) @name", "query for go"},
	} {
		l := *reg.ByID("go")
		g, err := newCGrammar(l.GrammarPtr())
		if err != nil {
			t.Fatal(err)
		}
		_, err = compileSource(&l, g, tc.query)
		g.close()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("query %q: error %v, want %q", tc.query, err, tc.want)
		}
	}
}

// checkInvariants holds for any input, however broken.
func checkInvariants(t *testing.T, f *File, src []byte) {
	t.Helper()
	for i, s := range f.Symbols {
		if s.Name == "" {
			t.Errorf("symbol %d has no name", i)
		}
		if s.Parent >= int32(i) || s.Parent < -1 {
			t.Errorf("symbol %d (%s) has parent %d", i, s.Name, s.Parent)
		}
		if strings.ContainsAny(s.Decorators, "\n\r") || strings.Count(s.Decorators, " @")+strings.Count(s.Decorators, "] ") > 2*maxDecorators {
			t.Errorf("symbol %s has decorators %q: not one compact line", s.Name, s.Decorators)
		}
		if s.FullRange.End.Less(s.FullRange.Start) || s.NameRange.End.Less(s.NameRange.Start) {
			t.Errorf("symbol %s has an inverted range", s.Name)
		}
		if int(s.FullRange.End.Line) > f.Lines {
			t.Errorf("symbol %s ends at line %d of %d", s.Name, s.FullRange.End.Line+1, f.Lines)
		}
		if !utf8.ValidString(s.Signature) || strings.ContainsAny(s.Signature, "\n\r") {
			t.Errorf("symbol %s has a bad signature %q", s.Name, s.Signature)
		}
		if !utf8.ValidString(s.Doc) {
			t.Errorf("symbol %s has an invalid UTF-8 doc", s.Name)
		}
		if s.Kind == KindUnknown {
			t.Errorf("symbol %s has no kind", s.Name)
		}
	}
	for _, r := range f.Refs {
		if int(r.Name) >= len(f.RefNames) || r.End < r.Column {
			t.Fatalf("bad ref %+v (%d names)", r, len(f.RefNames))
		}
	}
	if f.Size != int64(len(src)) {
		t.Errorf("size %d, want %d", f.Size, len(src))
	}
}

// FuzzExtract feeds arbitrary bytes to every grammar and query: extraction
// must never crash and its outline must stay well formed.
func FuzzExtract(f *testing.F) {
	reg := langs.MustNew()
	qs, err := CompileQueries(reg)
	if err != nil {
		f.Fatal(err)
	}
	ids := []string{}
	for _, l := range reg.Languages() {
		if l.HasGrammar() {
			ids = append(ids, l.ID)
		}
	}
	// Seed with the fixtures and a few nasty snippets.
	seedFixtures(f, reg, ids)
	for i := range ids {
		f.Add(uint8(i), []byte("\x00\xff{{{(((\"\"\"'''/*"))
		f.Add(uint8(i), []byte("class A { def f(): fn g() -> T { func (x *X) M() {} } }\n\xe9"))
		f.Add(uint8(i), []byte("@a(@b(\n))\n# c\n@x.y /* z */ export default class A:\n  #[derive(X)]\n  [Obsolete, return: Y] @Override def f(): pass\n"))
	}
	ts := NewTreeSitter(qs)
	f.Fuzz(func(t *testing.T, lang uint8, src []byte) {
		id := ids[int(lang)%len(ids)]
		file, err := ts.Extract(context.Background(), id, "fuzz", src, 5*time.Second)
		if err != nil {
			if errors.Is(err, ErrDeadline) || errors.Is(err, ErrWorkBudget) || errors.Is(err, ErrScannerLimit) {
				return
			}
			t.Fatalf("%s: %v", id, err)
		}
		checkInvariants(t, file, src)
	})
}

// newTreeSitter is a tree-sitter backend over every embedded query,
// closed when the test ends.
func newTreeSitter(t *testing.T) *TreeSitter {
	t.Helper()
	qs, err := CompileQueries(langs.MustNew())
	if err != nil {
		t.Fatal(err)
	}
	ts := NewTreeSitter(qs)
	t.Cleanup(func() {
		ts.Close()
		qs.Close()
	})
	return ts
}

// TestAllQueriesCompile: every embedded query compiles against its grammar.
func TestAllQueriesCompile(t *testing.T) {
	qs, err := CompileQueries(langs.MustNew())
	if err != nil {
		t.Fatal(err)
	}
	defer qs.Close()
	if err := qs.CompileAll(); err != nil {
		t.Fatal(err)
	}
}

// TestBlankFirstDefinition: a "_" definition before any other must be
// dropped without disturbing the next one (it once indexed defs[-1]).
func TestBlankFirstDefinition(t *testing.T) {
	ts := newTreeSitter(t)
	for lang, src := range map[string]string{
		"python": "_ = 1\nclass A:\n    def __init__(self):\n        self.x = 1\n",
		"go":     "var _ = 1\nvar y = 2\nvar z = 3\n",
	} {
		f, err := ts.Extract(context.Background(), lang, "x", []byte(src), 5*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range f.Symbols {
			if s.Name == "_" {
				t.Errorf("%s: _ became a symbol", lang)
			}
		}
		if len(f.Symbols) < 2 {
			t.Errorf("%s: symbols %+v", lang, f.Symbols)
		}
	}
}

// seedFixtures adds every small fixture as a seed, tagged with the index
// of its language in ids.
func seedFixtures(f *testing.F, reg *langs.Registry, ids []string) {
	filepath.WalkDir(filepath.Join("..", "testdata", "fixtures"), func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		l := reg.Detect(p)
		b, rerr := os.ReadFile(p)
		if l == nil || rerr != nil || len(b) >= 64<<10 {
			return nil
		}
		for i, id := range ids {
			if id == l.ID {
				f.Add(uint8(i), b)
			}
		}
		return nil
	})
}

// FuzzRegex feeds arbitrary bytes to every regex family: no panic, and
// every range lies inside the file, whatever the input.
func FuzzRegex(f *testing.F) {
	reg := langs.MustNew()
	rx := NewRegex()
	var ids []string
	for _, l := range reg.Languages() {
		if rx.Supports(l.ID) {
			ids = append(ids, l.ID)
		}
	}
	seedFixtures(f, reg, ids)
	for i := range ids {
		f.Add(uint8(i), []byte("\x00\xff{{{(((\"\"\"'''/*<!--(*--[["))
		f.Add(uint8(i), []byte("class A {\n def f(x):\n  fn g() -> T {\n}}}\n'\\'\n\"unterminated\n`multi\nline`\n\xe9"))
		f.Add(uint8(i), []byte("const (\n\tA, B = 1, 2\n\t\n)\nimport (\n\"x\"\n"))
	}
	f.Fuzz(func(t *testing.T, lang uint8, src []byte) {
		id := ids[int(lang)%len(ids)]
		file, err := rx.Extract(context.Background(), id, "fuzz", src)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		checkInvariants(t, file, src)
		if name := string(src[:min(len(src), 12)]); utf8.ValidString(name) {
			if _, err := rx.DefinitionPattern(id, name); err != nil {
				t.Fatalf("%s: definition pattern: %v", id, err)
			}
		}
		if false {
			t.Fatalf("%s: definition pattern: %v", id, err)
		}
	})
}
