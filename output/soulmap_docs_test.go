package output

import (
	"bytes"
	"fmt"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/extract"
)

// TestPackageDocs: a package's own doc stands once, on its directory's
// line, and is never lent to another file as its summary nor repeated on
// the file that carries it.
func TestPackageDocs(t *testing.T) {
	tests := []struct {
		name    string
		files   map[string]string
		dirLine string // the directory's line, doc included
		doc     string
	}{
		{
			name: "Go: the comment of doc.go, which has no definitions",
			files: map[string]string{
				"go.mod":       "module ex.com/m\n\ngo 1.22\n",
				"lib/doc.go":   "// Package lib parses widgets.\npackage lib\n",
				"lib/a.go":     "package lib\n\nfunc A() int { return B() }\n",
				"lib/b.go":     "package lib\n\nfunc B() int { return 1 }\n",
				"main/main.go": "package main\n\nimport \"ex.com/m/lib\"\n\nfunc main() { _ = lib.A() + lib.B() }\n",
			},
			dirLine: "lib/ (3 files) — Package lib parses widgets.",
			doc:     "Package lib parses widgets.",
		},
		{
			name: "Go: the comment of a file with definitions, a test package's not",
			files: map[string]string{
				"go.mod":          "module ex.com/m\n\ngo 1.22\n",
				"own/own.go":      "// Package own keeps its comment.\npackage own\n\nfunc O() int { return 1 }\n",
				"own/other.go":    "package own\n\nfunc P() int { return O() }\n",
				"own/own_test.go": "// Package own_test tests.\npackage own_test\n\nfunc TestO() {}\n",
				"main/main.go":    "package main\n\nimport \"ex.com/m/own\"\n\nfunc main() { _ = own.O() + own.P() }\n",
				"main/helper.go":  "package main\n\nfunc h() {}\n",
				"main/helper2.go": "package main\n\nfunc h2() {}\n",
				"main/helper3.go": "package main\n\nfunc h3() {}\n",
			},
			dirLine: "own/ (2 files) — Package own keeps its comment.",
			doc:     "Package own keeps its comment.",
		},
		{
			name: "Python: the package's docstring in __init__.py",
			files: map[string]string{
				"shop/__init__.py": "\"\"\"Carts and orders.\"\"\"\nfrom .cart import Cart\n__version__ = '1.0'\n",
				"shop/cart.py":     "class Cart:\n    pass\n",
				"app.py":           "from shop import Cart\nCart()\n",
			},
			dirLine: "shop/ (2 files) — Carts and orders.",
			doc:     "Carts and orders.",
		},
		{
			name: "TypeScript: the doc of src/index.ts",
			files: map[string]string{
				"package.json": `{"name": "streams", "main": "./dist/index.js"}`,
				"src/index.ts": "/**\n * @packageDocumentation\n * Streams of values.\n */\nexport { map } from './map';\nexport const version = '1';\n",
				"src/map.ts":   "export function map() {}\n",
			},
			dirLine: "src/ (2 files) — Streams of values.",
			doc:     "Streams of values.",
		},
		{
			name: "Rust: the crate's inner doc in lib.rs",
			files: map[string]string{
				"Cargo.toml":   "[package]\nname = \"kv\"\n",
				"src/lib.rs":   "//! A key-value store.\npub mod store;\npub use store::Store;\npub fn open() -> Store { Store }\n",
				"src/store.rs": "pub struct Store;\n",
			},
			dirLine: "src/ (2 files) — A key-value store.",
			doc:     "A key-value store.",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, g, _ := indexRepo(t, writeRepo(t, tt.files))
			md := soulMap(t, res, g, "md")
			if !strings.Contains(md, "\n"+tt.dirLine+"\n") {
				t.Errorf("no directory line %q:\n%s", tt.dirLine, md)
			}
			if n := strings.Count(md, tt.doc); n != 1 {
				t.Errorf("the package doc shows %d times, want once:\n%s", n, md)
			}
			if strings.Contains(md, "own/ (2 files) — Package own_test") {
				t.Errorf("a test package's comment stands for the package:\n%s", md)
			}
			if !strings.Contains(md, legendDirDoc) {
				t.Errorf("the legend does not explain the directory's doc:\n%s", md)
			}
		})
	}
}

// TestPackageDocNeverLent: a package's doc whose directory is not listed
// stays on its own file when that file is shown, and is never another
// file's summary.
func TestPackageDocNeverLent(t *testing.T) {
	files := map[string]string{
		"go.mod":     "module ex.com/m\n\ngo 1.22\n",
		"lib/doc.go": "// Package lib parses widgets.\npackage lib\n",
		"lib/a.go":   "package lib\n\nfunc A() int { return 1 }\n",
		"pkg/p.go":   "// Package pkg is the doc of p.go.\npackage pkg\n\nfunc P() int { return 1 }\n",
	}
	res, g, _ := indexRepo(t, writeRepo(t, files))
	head := mapHead{Files: len(res.Files)}
	fp := focusPlan{}
	sel := selectDefinitions(res, g, g.Score, nil, &fp, nil, 100, 200, nil)
	shown := groupPicks(res, g, g.Score, &sel, len(sel.picks), layout{focus: &fp})
	hideDirDocs(shown, head.Directories)
	md := renderMD(head, shown, false, mapCount{})
	if strings.Contains(md, "parses widgets") {
		t.Errorf("doc.go's comment is lent to another file:\n%s", md)
	}
	if !regexp.MustCompile(`pkg/p.go: \(→0\)[^\n]* — Package pkg is the doc of p.go.`).MatchString(md) {
		t.Errorf("p.go's own comment is gone though its directory is not listed:\n%s", md)
	}
}

// TestDirectoriesRule: working files count, fixtures and tests do not
// (unless nothing else is indexed), and a documented package of the
// best-ranked files is listed however small.
func TestDirectoriesRule(t *testing.T) {
	big := func(dir string, n int) map[string]string {
		out := map[string]string{}
		for k := range n {
			out[fmt.Sprintf("%s/f%d.go", dir, k)] = fmt.Sprintf("package %s\n\nfunc F%d() {}\n", strings.ReplaceAll(dir, "/", ""), k)
		}
		return out
	}
	merge := func(ms ...map[string]string) map[string]string {
		out := map[string]string{"go.mod": "module ex.com/m\n\ngo 1.22\n"}
		for _, m := range ms {
			for k, v := range m {
				out[k] = v
			}
		}
		return out
	}
	core := map[string]string{
		"core/doc.go":  "// Package core holds the engine.\npackage core\n",
		"core/core.go": "package core\n\nfunc Run() {}\n",
		"a1/use.go":    "package a1\n\nimport \"ex.com/m/core\"\n\nfunc U() { core.Run() }\n",
		"a2/use.go":    "package a2\n\nimport \"ex.com/m/core\"\n\nfunc U() { core.Run() }\n",
		"a3/use.go":    "package a3\n\nimport \"ex.com/m/core\"\n\nfunc U() { core.Run() }\n",
	}
	tests := []struct {
		name  string
		files map[string]string
		max   int
		want  []string
	}{
		{
			name:  "fixtures, testdata and tests out",
			files: merge(big("app", 3), big("testdata/cases", 9), big("fixtures", 8), map[string]string{"app/app_test.go": "package app\n\nfunc TestF() {}\n"}),
			max:   12,
			want:  []string{"app/ (3 files)"},
		},
		{
			name:  "a tree of fixtures only keeps them",
			files: merge(big("testdata/a", 2), big("testdata/b", 1)),
			max:   12,
			want:  []string{"testdata/a/ (2 files)", "testdata/b/ (1 file)"},
		},
		{
			name:  "the best-ranked files' documented package listed beside bigger directories",
			files: merge(big("b1", 6), big("b2", 6), big("b3", 6), big("b4", 6), core),
			max:   4,
			want:  []string{"b1/ (6 files)", "b2/ (6 files)", "b3/ (6 files)", "core/ (2 files) — Package core holds the engine."},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, g, _ := indexRepo(t, writeRepo(t, tt.files))
			if got := texts(directories(res, g.Score, tt.max)); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("directories\n got %q\nwant %q", got, tt.want)
			}
		})
	}
}

// TestPublicExports: a public-API file shows the names it re-exports,
// the most used first, at most maxExports and a count of the rest, on
// one line under its own, before its definitions.
func TestPublicExports(t *testing.T) {
	many := "from .m import " + strings.Join(names("N", 14), ", ") + "\n"
	tests := []struct {
		name  string
		files map[string]string
		file  string
		want  string // the exports line
	}{
		{
			name: "Python __init__ without __all__: its own modules' names, stars, not private ones nor other packages'",
			files: map[string]string{
				"shop/__init__.py": "\"\"\"Shop.\"\"\"\nfrom .cart import Cart, Item as Line, _private\nfrom .pay import *\nfrom shop.ship import ship\nfrom os import path\n__version__ = '1.0'\n",
				"shop/cart.py":     "class Cart: pass\nclass Item: pass\ndef _private(): pass\n",
				"shop/pay.py":      "def pay(): pass\n",
				"shop/ship.py":     "def ship(): pass\n",
				"app.py":           "from shop.cart import Item\nfrom shop.ship import ship\nItem()\nship()\n",
				"web.py":           "from shop.cart import Item\nItem()\n",
			},
			file: "shop/__init__.py",
			want: "  exports: Line, ship, Cart, * from .pay",
		},
		{
			name: "Python __all__: the names it lists but does not define, submodules by their dependents",
			files: map[string]string{
				"mail/__init__.py": "\"\"\"Mail.\"\"\"\nfrom .parser import Parser\n__all__ = ['charset', 'Parser', 'message_from_string', 'utils']\ndef message_from_string(s):\n    return Parser().parse(s)\n",
				"mail/parser.py":   "class Parser:\n    def parse(self, s): pass\n",
				"mail/charset.py":  "def add(): pass\n",
				"mail/utils.py":    "from mail import charset\ndef q(): pass\n",
				"mail/header.py":   "from mail import charset\nfrom mail.utils import q\nq()\n",
			},
			file: "mail/__init__.py",
			want: "  exports: charset, utils, Parser",
		},
		{
			name: "TypeScript index: named re-exports, whole modules named, a side-effect import left out",
			files: map[string]string{
				"package.json":    `{"name": "p", "main": "./dist/index.js"}`,
				"src/index.ts":    "import './polyfill';\nexport { A, B as BB } from './a';\nexport * from './b';\nexport * as ns from './c';\nimport { X } from './x';\nexport { X };\nexport const own = 1;\nexport default own;\n",
				"src/a.ts":        "export class A {}\nexport class B {}\n",
				"src/b.ts":        "export function E() {}\n",
				"src/c.ts":        "export function F() {}\n",
				"src/x.ts":        "export function X() {}\n",
				"src/polyfill.ts": "export const p = 1;\n",
				"src/use.ts":      "import { B } from './a';\nimport { X } from './x';\nimport { E } from './b';\nexport const u = [new B(), X(), E()];\n",
				"src/use2.ts":     "import { X } from './x';\nexport const v = X();\n",
			},
			file: "src/index.ts",
			want: "  exports: X, BB, * from ./b, A, ns",
		},
		{
			name: "a bundle's exports of its own definitions, renamed or not, are its outline",
			files: map[string]string{
				"package.json":   `{"name": "p", "module": "./dist/p.esm.js"}`,
				"dist/p.esm.js":  "import { helper } from './helper.js';\nfunction run() {}\nfunction stop() {}\nexport { run as _run, stop, helper };\n",
				"dist/helper.js": "export function helper() {}\n",
			},
			file: "dist/p.esm.js",
			want: "  exports: helper",
		},
		{
			name: "Rust crate root: pub use",
			files: map[string]string{
				"Cargo.toml":   "[package]\nname = \"kv\"\n",
				"src/lib.rs":   "pub mod store;\npub use store::Store;\npub use store::{Key, Value as Val};\npub fn open() -> Store { Store }\n",
				"src/store.rs": "pub struct Store;\npub struct Key;\npub struct Value;\n",
			},
			file: "src/lib.rs",
			want: "  exports: Store, Key, Val",
		},
		{
			name: "at most maxExports names, the rest counted",
			files: map[string]string{
				"big/__init__.py": many + "__version__ = '1'\n",
				"big/m.py":        defs("N", 14),
			},
			file: "big/__init__.py",
			want: "  exports: " + strings.Join(names("N", 12), ", ") + ", +2",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, g, _ := indexRepo(t, writeRepo(t, tt.files))
			md := soulMap(t, res, g, "md")
			lines := strings.Split(md, "\n")
			at := -1
			for k, l := range lines {
				if strings.HasPrefix(l, tt.file+": ") {
					at = k
				}
			}
			if at < 0 || at+1 >= len(lines) {
				t.Fatalf("%s not shown:\n%s", tt.file, md)
			}
			if lines[at+1] != tt.want {
				t.Errorf("line under %s\n got %q\nwant %q\n%s", tt.file, lines[at+1], tt.want, md)
			}
			if !strings.Contains(md, legendExports) {
				t.Errorf("the legend does not explain the exports line:\n%s", md)
			}
		})
	}
}

// names is prefix0, prefix1, … (n names).
func names(prefix string, n int) []string {
	out := make([]string, n)
	for k := range out {
		out[k] = fmt.Sprintf("%s%d", prefix, k)
	}
	return out
}

// defs is a Python module defining names(prefix, n).
func defs(prefix string, n int) string {
	var b strings.Builder
	for _, name := range names(prefix, n) {
		b.WriteString("def " + name + "(): pass\n")
	}
	return b.String()
}

// TestStarExport: `export * from` told from a side-effect import and a
// require call by the statement's text before the source.
func TestStarExport(t *testing.T) {
	at := func(line, col, srcLine, srcCol uint32) extract.Import {
		return extract.Import{Range: extract.Range{Start: extract.Position{Line: line, Column: col}},
			SourceRange: extract.Range{Start: extract.Position{Line: srcLine, Column: srcCol}}}
	}
	tests := []struct {
		im   extract.Import
		want bool
	}{
		{at(0, 0, 0, 14), true},  // export * from './x'
		{at(0, 0, 1, 5), true},   // export *\n  from './x'
		{at(0, 0, 0, 7), false},  // import './x'
		{at(0, 4, 0, 12), false}, // (indented) require('./x')
		{extract.Import{}, false},
	}
	for _, tt := range tests {
		if got := starExport(tt.im); got != tt.want {
			t.Errorf("starExport(%+v) = %v, want %v", tt.im, got, tt.want)
		}
	}
}

// TestHideDirDocs: only a summary equal to its own directory's doc goes.
func TestHideDirDocs(t *testing.T) {
	files := []mapFile{{Path: "a/x.go", Summary: "Package a."}, {Path: "b/y.go", Summary: "Package a."}, {Path: "a/z.go", Summary: "Other."}}
	hideDirDocs(files, []mapDir{{Path: "a", Doc: "Package a."}})
	var got []string
	for _, f := range files {
		got = append(got, f.Summary)
	}
	if want := []string{"", "Package a.", "Other."}; !reflect.DeepEqual(got, want) {
		t.Errorf("summaries = %q, want %q", got, want)
	}
}

// TestReexportOnlyFileShown: a library's entry that only re-exports
// (src/index.ts) has no definition to pick, yet the map shows it with
// its exports line.
func TestReexportOnlyFileShown(t *testing.T) {
	files := map[string]string{
		"package.json":  `{"name": "lib", "main": "src/index.ts"}`,
		"src/index.ts":  "export { parse } from './parse';\nexport { format } from './format';\n",
		"src/parse.ts":  "export function parse(s: string): number { return Number(s); }\n",
		"src/format.ts": "import { parse } from './parse';\nexport function format(n: number): string { return String(parse(String(n))); }\n",
	}
	res, g, _ := indexRepo(t, writeRepo(t, files))
	var b bytes.Buffer
	if _, err := WriteSoulMap(&b, res, g, MapOptions{Budget: 4000}); err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`(?m)^src/index.ts: \(→\d+\)[^\n]*\n  exports: [^\n]*\bparse\b`).MatchString(b.String()) {
		t.Errorf("src/index.ts is not shown with its exports:\n%s", b.String())
	}
}
