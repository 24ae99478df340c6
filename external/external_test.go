package external

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/testutil"
	"github.com/soulindex/soulindex/internal/testutil/indextest"
	"github.com/soulindex/soulindex/refgraph"
)

// fixture is a repository with Go, TypeScript and Python code, and the
// sources of its dependencies outside it: a GOROOT, a module cache, the
// repository's node_modules and a virtual environment.
var fixture = map[string]string{
	// Go: the standard library, a module, a module whose path has an
	// upper-case letter (escaped in the cache) and whose package name is
	// not its path's last element, a module replaced by another and one
	// replaced by a directory (unnamed: its version is the build's).
	"repo/go.mod": `module example.com/app

go 1.22.0

require (
	example.com/dep v1.2.3
	example.com/Upper v0.1.0
	example.com/local v0.0.0
	example.com/forked v1.0.0
	example.com/absent v0.5.0
)

replace example.com/local => ../local

replace example.com/forked => example.com/fork v1.1.0
`,
	"repo/main.go": `package main

import (
	"fmt"
	str "strings"
	"example.com/dep/sub"
	"example.com/Upper"
	"example.com/local"
	"example.com/forked"
	"example.com/absent/pkg"
	. "errors"
	_ "embed"
	"example.com/app/internal/gone"
)

func main() {
	fmt.Println(str.ToUpper("x"), sub.Thing{}, sub.Make(), sub.Limit, upper.New(), sub.Missing)
	_ = local.X
	_ = forked.F
	_ = pkg.Y
	_ = New("e")
	_ = gone.Z
	fmt := 3
	_ = fmt
	fmt.Println(sub.Platform)
	var th sub.Thing
	_ = th.N + th.Get()
	th.Promoted()
	var gt sub.Getter
	gt.Get()
}
`,
	"goroot/src/fmt/print.go":       "// Package fmt formats.\npackage fmt\n\n// Println prints a line.\nfunc Println(a ...any) (n int, err error) { return }\n",
	"goroot/src/fmt/doc_test.go":    "package fmt_test\n\nfunc Println() {}\n",
	"goroot/src/strings/strings.go": "package strings\n\nfunc ToUpper(s string) string { return s }\n",
	"goroot/src/errors/errors.go":   "package errors\n\nfunc New(text string) error { return nil }\n",
	"gomodcache/example.com/dep@v1.2.3/sub/sub.go": `package sub

// Thing is a thing.
type Thing struct {
	N int
	Base
}

// Base's methods are Thing's too, named by Base.
type Base struct{}

func (Base) Promoted() {}

// Get gets.
func (t *Thing) Get() int { return t.N }

type Getter interface{ Get() int }

func Make() Thing { return Thing{} }

const Limit = 3
`,
	"gomodcache/example.com/dep@v1.2.3/sub/gen.go":          "//go:build ignore\n\npackage main\n\nfunc Missing() {}\n",
	"gomodcache/example.com/dep@v1.2.3/sub/plat_linux.go":   "package sub\n\nvar Platform = 1\n",
	"gomodcache/example.com/dep@v1.2.3/sub/plat_windows.go": "package sub\n\nfunc Platform() {}\n",
	"gomodcache/example.com/!upper@v0.1.0/upper.go":         "package upper\n\nfunc New() int { return 0 }\n",
	"gomodcache/example.com/fork@v1.1.0/f.go":               "package forked\n\nvar F = 1\n",
	"local/go.mod": "module example.com/local\n",
	"local/l.go":   "package local\n\nvar X = 1\n",

	// TypeScript: named, renamed and namespace imports of a package whose
	// exports name its declarations, re-exported inside it; a package
	// without declarations, whose @types package exports a namespace as a
	// whole; a repository barrel passing a name on; a default export that
	// makes a bare name ambiguous.
	"repo/web/package.json":  `{"name": "web", "dependencies": {"lib": "^1", "react": "*", "other": "1"}}`,
	"repo/web/tsconfig.json": "{\n  // the bundler's resolution: exports' import conditions\n  \"compilerOptions\": {\"moduleResolution\": \"Bundler\",},\n}\n",
	// Without a tsconfig, the dual package's import and require
	// declarations differ: its names are left unnamed.
	"repo/web2/src/x.ts":                      "import { make } from 'lib'\nmake()\n",
	"repo/web2/node_modules/lib/package.json": `{"name": "lib", "version": "1.4.0", "exports": {".": {"import": {"types": "./a.d.ts"}, "require": {"types": "./a.d.cts"}}}}`,
	"repo/web2/node_modules/lib/a.d.ts":       "export declare function make(): void;\n",
	"repo/web2/node_modules/lib/a.d.cts":      "export declare function make(): void;\n",
	"repo/web/src/app.ts": `import { Widget, make as mk, Opts, version } from 'lib'
import * as L from 'lib'
import { useMemo } from 'react'
import { helper } from './barrel'
import b from 'other'
const w: Widget = mk()
const o: Opts = { a: 1 }
L.make(); useMemo(() => version); helper(); b
`,
	"repo/web/src/barrel.ts": "export { make as helper } from 'lib'\n",
	"repo/web/node_modules/lib/package.json": `{"name": "lib", "version": "1.4.0", "types": "dist/index.d.ts",
  "exports": {".": {"import": {"types": "./dist/index.d.ts", "default": "./dist/index.js"}, "require": {"types": "./dist/index.d.cts"}}}}`,
	"repo/web/node_modules/lib/dist/index.d.ts":       "export { Widget, make } from './widget'\nexport * from './util'\ndeclare const version: string;\nexport { version }\n",
	"repo/web/node_modules/lib/dist/index.d.cts":      "export declare const other: number;\n",
	"repo/web/node_modules/lib/dist/widget.d.ts":      "/** A widget. */\nexport declare class Widget {}\nexport declare function make(): Widget;\n",
	"repo/web/node_modules/lib/dist/util.d.ts":        "export interface Opts { a: number }\nexport type Id = string;\n",
	"repo/web/node_modules/react/package.json":        `{"name": "react", "version": "18.0.0", "main": "index.js"}`,
	"repo/web/node_modules/@types/react/package.json": `{"name": "@types/react", "version": "18.2.0", "types": "index.d.ts"}`,
	"repo/web/node_modules/@types/react/index.d.ts":   "export = React;\nexport as namespace React;\ndeclare namespace React {\n  function useMemo<T>(f: () => T): T;\n}\n",
	"repo/web/node_modules/other/package.json":        `{"name": "other", "version": "2.0.0", "types": "index.d.ts"}`,
	"repo/web/node_modules/other/index.d.ts":          "declare const a: number;\ndeclare const b: number;\nexport default a;\nexport { b };\n",

	// Python: a distribution with a stub beside its source, names taken
	// from its __init__ (one re-exported from a submodule, one a
	// variable: left unnamed), a renamed from-import, a module alias, a
	// dotted import, and the standard library's modules.
	"repo/py/tool.py": `import os
import os.path
import pkgx.core as pc
from pkgx import Engine, VERSION, core
from pkgx.core import run as go
import pkgx


def main():
    Engine(); go(); pc.run(); pkgx.core; os.getcwd(); VERSION
`,
	"venv/pyvenv.cfg": "home = /usr/bin\nversion = 3.12.1\n",
	"venv/lib/python3.12/site-packages/pkgx-2.0.dist-info/METADATA": "Metadata-Version: 2.1\nName: PkgX\nVersion: 2.0\n\nName: not a header\n",
	"venv/lib/python3.12/site-packages/pkgx-2.0.dist-info/RECORD":   "pkgx/__init__.py,sha256=x,10\npkgx/core.py,,\npkgx/core.pyi,,\npkgx/__pycache__/core.cpython-312.pyc,,\npkgx-2.0.dist-info/METADATA,,\n",
	"venv/lib/python3.12/site-packages/pkgx/__init__.py":            "from .core import Engine\nVERSION = \"2\"\n",
	"venv/lib/python3.12/site-packages/pkgx/core.py":                "class Engine:\n    pass\n\ndef run():\n    pass\n",
	"venv/lib/python3.12/site-packages/pkgx/core.pyi":               "class Engine: ...\n\ndef run() -> None:\n    \"\"\"Runs.\"\"\"\n",
}

// build indexes the fixture's repository and names its references into
// the dependencies found in env.
func build(t *testing.T, root string, env Env) (*Index, *indexer.Result, *refgraph.Graph) {
	t.Helper()
	res, reg := indextest.Index(t, filepath.Join(root, "repo"), indexer.Options{})
	g, err := refgraph.Build(context.Background(), res.Files, refgraph.Options{Root: res.Root, Packages: res.Packages, Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	x, err := Build(context.Background(), Inputs{Result: res, Graph: g, Registry: reg, Env: env})
	if err != nil {
		t.Fatal(err)
	}
	return x, res, g
}

func fixtureEnv(root string) Env {
	return Env{GoRoot: filepath.Join(root, "goroot"), GoModCache: filepath.Join(root, "gomodcache"),
		PythonEnvs: []string{filepath.Join(root, "venv")}}
}

// dump lists every file's occurrences and the symbols' information.
func dump(x *Index, res *indexer.Result, g *refgraph.Graph) string {
	var b strings.Builder
	for i, f := range res.Files {
		occs := x.Occurrences(int32(i), f, f.LoadRefs(), g.Refs[i])
		if len(occs) == 0 {
			continue
		}
		fmt.Fprintf(&b, "%s\n", f.Path)
		for _, o := range occs {
			imp := ""
			if o.Import {
				imp = " (import)"
			}
			fmt.Fprintf(&b, "  %d:%d-%d %s%s\n", o.Range.Start.Line+1, o.Range.Start.Column, o.Range.End.Column, o.Symbol, imp)
		}
	}
	b.WriteString("external symbols\n")
	for _, s := range x.Symbols() {
		fmt.Fprintf(&b, "  %s\n    %s %q %s sig=%q doc=%q\n", s.Symbol, s.Kind, s.Name, s.Language, s.Signature, s.Doc)
	}
	return b.String()
}

// TestBuild: every reference into a dependency of the fixture is named as
// the dependency's precise indexer names it, and nothing is named that
// the sources at hand cannot vouch for (see the golden file).
func TestBuild(t *testing.T) {
	root := t.TempDir()
	testutil.WriteTree(t, root, fixture)
	x, res, g := build(t, root, fixtureEnv(root))
	got := dump(x, res, g)
	testutil.Golden(t, filepath.Join("testdata", "build.golden"), []byte(got))
	for _, want := range []string{
		"scip-go gomod github.com/golang/go/src go1.22.0 fmt/Println().",
		"scip-go gomod example.com/dep v1.2.3 `example.com/dep/sub`/Thing#",
		"scip-go gomod example.com/fork v1.1.0 `example.com/forked`/F.",
		"scip-go gomod example.com/dep v1.2.3 `example.com/dep/sub`/Platform.",
		"scip-go gomod example.com/dep v1.2.3 `example.com/dep/sub`/Thing#N.",
		"scip-go gomod example.com/dep v1.2.3 `example.com/dep/sub`/Thing#Get().",
		"scip-go gomod example.com/dep v1.2.3 `example.com/dep/sub`/Getter#Get.",
		"scip-typescript npm lib 1.4.0 dist/`widget.d.ts`/make().",
		"scip-typescript npm @types/react 18.2.0 `index.d.ts`/React/useMemo().",
		"scip-python python PkgX 2.0 `pkgx.core`/Engine#",
		"scip-python python python-stdlib 3.12 os/__init__:",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("no occurrence of %s", want)
		}
	}
	for _, never := range []string{"example.com/local", "/gone", "Missing", "VERSION", "`other", "(+1)", "Promoted", "web2/"} {
		if strings.Contains(got, never) {
			t.Errorf("named what the sources cannot vouch for: %s", never)
		}
	}
}

// TestWithoutSources: with no dependency source at hand, only what needs
// no kind is named: the Go import paths of go.mod's versions and of the
// standard library.
func TestWithoutSources(t *testing.T) {
	root := t.TempDir()
	testutil.WriteTree(t, root, fixture)
	x, res, g := build(t, root, Env{})
	got := dump(x, res, g)
	for _, want := range []string{
		"scip-go gomod github.com/golang/go/src go1.22.0 fmt/",
		"scip-go gomod example.com/dep v1.2.3 `example.com/dep/sub`/",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("no occurrence of %s:\n%s", want, got)
		}
	}
	for _, never := range []string{"Println", "Thing", "scip-python"} {
		if strings.Contains(got, never) {
			t.Errorf("named %s without its source:\n%s", never, got)
		}
	}
	// The node_modules of the repository are at hand: npm names stay.
	if !strings.Contains(got, "scip-typescript npm lib 1.4.0") {
		t.Errorf("the repository's node_modules were not read:\n%s", got)
	}
}

// TestDeterministic: two builds give the same occurrences, symbols and
// keys, and the reads record every path looked at, absent ones too.
func TestDeterministic(t *testing.T) {
	root := t.TempDir()
	testutil.WriteTree(t, root, fixture)
	x1, res, g := build(t, root, fixtureEnv(root))
	x2, _, _ := build(t, root, fixtureEnv(root))
	if a, b := dump(x1, res, g), dump(x2, res, g); a != b {
		t.Fatalf("two builds differ:\n%s", testutil.Diff(a, b))
	}
	for i := range res.Files {
		if x1.Key(i) != x2.Key(i) {
			t.Errorf("%s: keys differ", res.Files[i].Path)
		}
	}
	reads := x1.Reads()
	if st, ok := reads[filepath.Join(root, "gomodcache", "example.com", "dep@v1.2.3", "sub", "sub.go")]; !ok || st == Absent() {
		t.Errorf("the module's source is not among the reads: %v", st)
	}
	if st, ok := reads[filepath.Join(root, "gomodcache", "example.com", "absent@v0.5.0", "pkg")]; !ok || st != Absent() {
		t.Errorf("the missing module directory is not recorded as absent: %v %v", st, ok)
	}
}
