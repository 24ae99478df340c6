package diag

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/lsp"
)

// diagAt builds a diagnostic on a 0-based line and UTF-16 column.
func diagAt(line, col int, sev lsp.Severity, code, msg string) lsp.Diagnostic {
	return lsp.Diagnostic{Range: lsp.Range{Start: lsp.Position{Line: uint32(line), Character: uint32(col)}},
		Severity: sev, Code: code, Source: "test", Message: msg}
}

// short renders findings as "path:line:col severity message" for compact
// expectations.
func short(fs []Finding) []string {
	out := []string{}
	for _, f := range fs {
		out = append(out, fmt.Sprintf("%s:%d:%d %s %s", f.Path, f.Line, f.Column, f.Severity, f.Message))
	}
	return out
}

func TestDiffFile(t *testing.T) {
	const src = "package p\n\nfunc f() {\n\tx := undefinedA\n\ty := undefinedB\n}\n"
	undefA := diagAt(3, 6, lsp.SeverityError, "UndeclaredName", "undefined: undefinedA")
	undefB := diagAt(4, 6, lsp.SeverityError, "UndeclaredName", "undefined: undefinedB")
	tests := []struct {
		name                string
		baseSrc, nowSrc     string
		basePath, nowPath   string
		base, now           []lsp.Diagnostic
		wantAdded, wantGone []string
	}{
		{
			name:    "unchanged",
			baseSrc: src, nowSrc: src,
			base: []lsp.Diagnostic{undefA, undefB}, now: []lsp.Diagnostic{undefB, undefA},
		},
		{
			name:    "lines shifted by an edit above",
			baseSrc: src,
			nowSrc:  "package p\n\nimport \"fmt\"\n\n// f does things.\nfunc f() {\n\tx := undefinedA\n\ty := undefinedB\n}\n",
			base:    []lsp.Diagnostic{undefA, undefB},
			now:     []lsp.Diagnostic{diagAt(6, 6, lsp.SeverityError, "UndeclaredName", "undefined: undefinedA"), diagAt(7, 6, lsp.SeverityError, "UndeclaredName", "undefined: undefinedB")},
		},
		{
			name:      "new error",
			baseSrc:   src,
			nowSrc:    "package p\n\nfunc f() {\n\tx := undefinedA\n\ty := undefinedB\n\tz := 1 + \"s\"\n}\n",
			base:      []lsp.Diagnostic{undefA, undefB},
			now:       []lsp.Diagnostic{undefA, undefB, diagAt(5, 6, lsp.SeverityError, "MismatchedTypes", "mismatched types")},
			wantAdded: []string{"a.go:6:7 error mismatched types"},
		},
		{
			name:     "fixed error",
			baseSrc:  src,
			nowSrc:   "package p\n\nfunc f() {\n\tx := 1\n\ty := undefinedB\n}\n",
			base:     []lsp.Diagnostic{undefA, undefB},
			now:      []lsp.Diagnostic{undefB},
			wantGone: []string{"a.go:4:7 error undefined: undefinedA"},
		},
		{
			name:     "two identical errors, the second fixed",
			baseSrc:  "package p\n\nfunc f() {\n\tg(bad)\n\th()\n\tg(bad)\n}\n",
			nowSrc:   "package p\n\nfunc f() {\n\tg(bad)\n\th()\n\tg(good)\n}\n",
			base:     []lsp.Diagnostic{diagAt(3, 3, lsp.SeverityError, "", "undefined: bad"), diagAt(5, 3, lsp.SeverityError, "", "undefined: bad")},
			now:      []lsp.Diagnostic{diagAt(3, 3, lsp.SeverityError, "", "undefined: bad")},
			wantGone: []string{"a.go:6:4 error undefined: bad"},
		},
		{
			name:     "two identical errors, the first fixed and lines shifted",
			baseSrc:  "package p\n\nfunc f() {\n\tg(bad)\n\th()\n\tg(bad)\n}\n",
			nowSrc:   "package p\n\nfunc f() {\n\th()\n\tg(bad)\n}\n",
			base:     []lsp.Diagnostic{diagAt(3, 3, lsp.SeverityError, "", "undefined: bad"), diagAt(5, 3, lsp.SeverityError, "", "undefined: bad")},
			now:      []lsp.Diagnostic{diagAt(4, 3, lsp.SeverityError, "", "undefined: bad")},
			wantGone: []string{"a.go:4:4 error undefined: bad"},
		},
		{
			name:      "one error becomes two identical",
			baseSrc:   "package p\n\nfunc f() {\n\tg(bad)\n}\n",
			nowSrc:    "package p\n\nfunc f() {\n\tg(bad)\n\tg(bad)\n}\n",
			base:      []lsp.Diagnostic{diagAt(3, 3, lsp.SeverityError, "", "undefined: bad")},
			now:       []lsp.Diagnostic{diagAt(3, 3, lsp.SeverityError, "", "undefined: bad"), diagAt(4, 3, lsp.SeverityError, "", "undefined: bad")},
			wantAdded: []string{"a.go:5:4 error undefined: bad"},
		},
		{
			name:      "changed message is new and resolved",
			baseSrc:   src,
			nowSrc:    src,
			base:      []lsp.Diagnostic{undefA},
			now:       []lsp.Diagnostic{diagAt(3, 6, lsp.SeverityError, "UndeclaredName", "undefined: undefinedA (did you mean undefinedB?)")},
			wantAdded: []string{"a.go:4:7 error undefined: undefinedA (did you mean undefinedB?)"},
			wantGone:  []string{"a.go:4:7 error undefined: undefinedA"},
		},
		{
			name:      "warning promoted to error",
			baseSrc:   src,
			nowSrc:    src,
			base:      []lsp.Diagnostic{diagAt(3, 1, lsp.SeverityWarning, "unused", "x declared and not used")},
			now:       []lsp.Diagnostic{diagAt(3, 1, lsp.SeverityError, "unused", "x declared and not used")},
			wantAdded: []string{"a.go:4:2 error x declared and not used"},
			wantGone:  []string{"a.go:4:2 warning x declared and not used"},
		},
		{
			name:    "same error on an edited line stays matched",
			baseSrc: src,
			nowSrc:  "package p\n\nfunc f() {\n\tx := undefinedA + 0\n\ty := undefinedB\n}\n",
			base:    []lsp.Diagnostic{undefA, undefB},
			now:     []lsp.Diagnostic{undefA, undefB},
		},
		{
			name:      "same message far away is a different error",
			baseSrc:   "package p\n\nfunc f() {\n\ta()\n\tb()\n\tc()\n\td()\n\te()\n}\n",
			nowSrc:    "package p\n\nfunc f() {\n\ta2()\n\tb()\n\tc()\n\td()\n\te2()\n}\n",
			base:      []lsp.Diagnostic{diagAt(3, 1, lsp.SeverityError, "", "boom")},
			now:       []lsp.Diagnostic{diagAt(7, 1, lsp.SeverityError, "", "boom")},
			wantAdded: []string{"a.go:8:2 error boom"},
			wantGone:  []string{"a.go:4:2 error boom"},
		},
		{
			name:     "renamed file keeps its errors",
			baseSrc:  src,
			nowSrc:   src,
			basePath: "old.go", nowPath: "new.go",
			base:     []lsp.Diagnostic{undefA, undefB},
			now:      []lsp.Diagnostic{undefA},
			wantGone: []string{"old.go:5:7 error undefined: undefinedB"},
		},
		{
			name:      "added file",
			nowSrc:    src,
			now:       []lsp.Diagnostic{undefA},
			wantAdded: []string{"a.go:4:7 error undefined: undefinedA"},
		},
		{
			name:     "deleted file",
			baseSrc:  src,
			base:     []lsp.Diagnostic{undefA},
			wantGone: []string{"a.go:4:7 error undefined: undefinedA"},
		},
		{
			name:      "UTF-16 columns become byte columns",
			nowSrc:    "s := \"é😀\" + bad\n",
			now:       []lsp.Diagnostic{diagAt(0, 13, lsp.SeverityError, "", "undefined: bad")},
			wantAdded: []string{"a.go:1:17 error undefined: bad"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			bp, np := tt.basePath, tt.nowPath
			if bp == "" {
				bp, np = "a.go", "a.go"
			}
			fd := DiffFile(DiagFile{Path: bp, Content: []byte(tt.baseSrc), Diags: tt.base},
				DiagFile{Path: np, Content: []byte(tt.nowSrc), Diags: tt.now})
			if got, want := short(fd.Added), append([]string{}, tt.wantAdded...); !slices.Equal(got, want) {
				t.Errorf("added:\n got %q\nwant %q", got, want)
			}
			if got, want := short(fd.Removed), append([]string{}, tt.wantGone...); !slices.Equal(got, want) {
				t.Errorf("removed:\n got %q\nwant %q", got, want)
			}
		})
	}
}

func TestLineMap(t *testing.T) {
	tests := []struct {
		name      string
		base, now string
		want      []int // approx of each base line
	}{
		{"identical", "a\nb\nc\n", "a\nb\nc\n", []int{0, 1, 2}},
		{"insert above", "a\nb\nc\n", "x\ny\na\nb\nc\n", []int{2, 3, 4}},
		{"delete above", "x\na\nb\n", "a\nb\n", []int{0, 0, 1}},
		{"edit in the middle", "a\nb\nc\n", "a\nB\nc\n", []int{0, 1, 2}},
		{"repeated braces follow their anchor", "f\n}\n}\ng\n}\n", "new\nf\n}\n}\ng\n}\n", []int{1, 2, 3, 4, 5}},
		{"moved block", "a\nb\nc\nd\n", "c\nd\na\nb\n", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lm := newLineMap(splitLines([]byte(tt.base)), splitLines([]byte(tt.now)))
			if tt.want == nil {
				// Anchors must stay increasing on both sides whatever moved.
				if !slices.IsSorted(lm.base) || !slices.IsSorted(lm.now) {
					t.Fatalf("anchors not increasing: %v %v", lm.base, lm.now)
				}
				return
			}
			var got []int
			for l := range tt.want {
				got = append(got, lm.approx(l))
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("approx = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestParseNameStatus(t *testing.T) {
	out := strings.Join([]string{"M", "a.go", "R092", "old.go", "new.go", "A", "n.ts", "D", "gone.py", "C100", "src.c", "copy.c", ""}, "\x00")
	got, err := parseNameStatus([]byte(out))
	if err != nil {
		t.Fatal(err)
	}
	want := []Change{{"a.go", "a.go"}, {"old.go", "new.go"}, {"", "n.ts"}, {"gone.py", ""}, {"", "copy.c"}}
	if !slices.Equal(got, want) {
		t.Errorf("got %+v, want %+v", got, want)
	}
	if _, err := parseNameStatus([]byte("R100\x00only-one\x00")); err == nil {
		t.Error("truncated rename: no error")
	}
}

// FuzzParseNameStatus: paths may hold any byte but NUL; the parser must
// not panic on any input, and a rename keeps both its paths.
func FuzzParseNameStatus(f *testing.F) {
	f.Add([]byte("M\x00a.go\x00R100\x00b\x00c\x00"))
	f.Add([]byte("A\x00\x00"))
	f.Add([]byte("R"))
	f.Fuzz(func(t *testing.T, b []byte) {
		cs, err := parseNameStatus(b)
		if err != nil {
			return
		}
		if len(cs) > strings.Count(string(b), "\x00")+1 {
			t.Fatalf("%d changes from %q", len(cs), b)
		}
	})
}

// FuzzDiffFile: any content and diagnostics (positions past the end,
// invalid UTF-8) give a diff whose sizes add up: every diagnostic is
// either matched or reported.
func FuzzDiffFile(f *testing.F) {
	f.Add([]byte("a\nb\n"), []byte("b\na\n"), uint8(1), uint8(0), "m", "m")
	f.Fuzz(func(t *testing.T, base, now []byte, bl, nl uint8, bm, nm string) {
		b := []lsp.Diagnostic{diagAt(int(bl), int(bl), lsp.SeverityError, "", bm), diagAt(int(bl)/2, 0, lsp.SeverityWarning, "", bm)}
		n := []lsp.Diagnostic{diagAt(int(nl), int(nl)*3, lsp.SeverityError, "", nm)}
		fd := DiffFile(DiagFile{Path: "x", Content: base, Diags: b}, DiagFile{Path: "x", Content: now, Diags: n})
		matched := len(b) - len(fd.Removed)
		if matched != len(n)-len(fd.Added) || matched < 0 {
			t.Fatalf("inconsistent diff: base %d now %d added %d removed %d", len(b), len(n), len(fd.Added), len(fd.Removed))
		}
	})
}
