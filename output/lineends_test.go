package output

import (
	"regexp"
	"strings"
	"testing"

	"github.com/sourcegraph/scip/bindings/go/scip"
)

// lspLines splits text into lines the way the Language Server Protocol
// and editors do: at "\n", "\r\n" and a lone "\r".
func lspLines(text string) []string {
	return regexp.MustCompile("\r\n|\r|\n").Split(text, -1)
}

// TestLoneCRLineEndings: files with old Mac line endings (a lone CR),
// alone or mixed with LF and CRLF, get the lines an editor shows, in the
// outline, in every SCIP occurrence and in the Soul Map; visibility reads
// the same lines.
func TestLoneCRLineEndings(t *testing.T) {
	tests := []struct {
		name, path, src string
		// wantMap: the file's Soul Map lines.
		wantMap string
	}{
		{"python, lone CR", "m.py", "import os\rdef f():\r    return os.sep\r\rdef g():\r    pass\r",
			"m.py: (→0)\n  +def f() :2\n  +def g() :5\n"},
		{"python, mixed endings", "mix.py", "x = 1\r\ndef f():\r    pass\rdef g():\n    pass\r\ndef h():\r    pass\n",
			"mix.py: (→0)\n  +x :1\n  +def f() :2\n  +def g() :4\n  +def h() :6\n"},
		{"typescript visibility", "v.ts", "function hidden() {}\rexport function shown() {}\r\rexport class K {\r  m() {}\r}\r",
			// The private function is no line of the map, only a name.
			"v.ts: (→0)\n  +function shown() :2\n  +class K :4\n  +m() (in K) :5\n  ... +1 more: hidden:1\n"},
		{"c", "x.c", "#include <stdio.h>\r\rint add(int a, int b) {\r  return a + b;\r}\r\rint main(void) { return add(1, 2); }\r",
			"x.c: (→0)\n  +int add(int a, int b) :3\n  +int main(void) :7\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, g, reg := indexRepo(t, writeRepo(t, map[string]string{tt.path: tt.src}))
			if len(res.Files) != 1 {
				t.Fatalf("indexed %d files", len(res.Files))
			}
			if want := len(lspLines(tt.src)) - 1; res.Files[0].Lines != want {
				t.Errorf("Lines = %d, want %d", res.Files[0].Lines, want)
			}
			md := soulMap(t, res, g, "md")
			files := md[strings.Index(md, "## Files by rank\n")+len("## Files by rank\n") : strings.Index(md, "</soul_map>")]
			if files != tt.wantMap {
				t.Errorf("Soul Map files:\n%s\nwant:\n%s", files, tt.wantMap)
			}
			b := writeIndex(t, res, reg, g)
			scipLint(t, b)
			lines := lspLines(tt.src)
			doc := decodeIndex(t, b).Documents[0]
			if len(doc.Occurrences) == 0 {
				t.Fatal("no occurrences")
			}
			names := map[string]string{}
			for _, si := range doc.Symbols {
				names[si.Symbol] = si.DisplayName
			}
			for _, o := range doc.Occurrences {
				r := scip.NewRangeUnchecked(o.Range)
				if r.Start.Line != r.End.Line || int(r.Start.Line) >= len(lines) || int(r.End.Character) > len(lines[r.Start.Line]) {
					t.Errorf("occurrence of %s at %v lies outside the editor's lines", o.Symbol, o.Range)
					continue
				}
				text := lines[r.Start.Line][r.Start.Character:r.End.Character]
				want, ok := names[o.Symbol]
				if !ok {
					t.Errorf("occurrence of %s: no SymbolInformation in the document", o.Symbol)
					continue
				}
				if text != want {
					t.Errorf("occurrence of %s at %v covers %q, want %q", o.Symbol, o.Range, text, want)
				}
			}
		})
	}
}
