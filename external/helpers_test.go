package external

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/internal/testutil"
)

func TestEscapeModulePath(t *testing.T) {
	tests := []struct {
		in, want string
		ok       bool
	}{
		{"golang.org/x/sync", "golang.org/x/sync", true},
		{"github.com/BurntSushi/toml", "github.com/!burnt!sushi/toml", true},
		{"v1.0.0-RC1", "v1.0.0-!r!c1", true},
		{"example.com/a!b", "", false},
	}
	for _, tt := range tests {
		got, ok := escapeModulePath(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("escapeModulePath(%q) = %q, %v; want %q, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

func TestGoVersionAtLeast(t *testing.T) {
	tests := []struct {
		v    string
		want bool
	}{
		{"1.17", true}, {"1.16.3", false}, {"1.21rc1", true}, {"1.23.0", true}, {"2.0", true}, {"", false}, {"x.y", false},
	}
	for _, tt := range tests {
		if got := goVersionAtLeast(tt.v, 1, 17); got != tt.want {
			t.Errorf("goVersionAtLeast(%q) = %v", tt.v, got)
		}
	}
}

func TestGoPackageClause(t *testing.T) {
	tests := []struct{ src, want string }{
		{"package fmt\n", "fmt"},
		{"// Copyright\n\n/* block\npackage no */\n//go:build linux\n\npackage sub // comment\n", "sub"},
		{"packagex\n", ""},
		{"/* unterminated", ""},
		{"func main() {}\n", ""},
		{"package \u00e9t\u00e9\n", "\u00e9t\u00e9"},
	}
	for _, tt := range tests {
		if got := goPackageClause([]byte(tt.src)); got != tt.want {
			t.Errorf("goPackageClause(%q) = %q, want %q", tt.src, got, tt.want)
		}
	}
}

// TestGoDeclarations: the declarations that may declare a wanted name,
// whole, with their comments, after the package clause; nothing else.
func TestGoDeclarations(t *testing.T) {
	want := map[string]bool{"Thing": true}
	tests := []struct{ name, src, want string }{
		{"a type with its doc", "package p\n\nimport \"x\"\n\n// Thing is.\n// Really.\ntype Thing struct{}\n\nfunc Other() {}\n",
			"package p\n\n// Thing is.\n// Really.\ntype Thing struct{}\n\n"},
		{"a method, body and all", "package p\n\nfunc (t *T) Thing() {\n\tif x {\n\t}\n}\nvar y = 1\n",
			"package p\n\nfunc (t *T) Thing() {\n\tif x {\n\t}\n}\n"},
		{"a group entry", "package p\n\nvar (\n\ta = 1\n\tThing = 2\n)\n", "package p\n\nvar (\n\ta = 1\n\tThing = 2\n)\n"},
		{"a field", "package p\n\ntype T struct {\n\tA, B int\n\tThing string\n}\n", "package p\n\ntype T struct {\n\tA, B int\n\tThing string\n}\n"},
		{"an interface method", "package p\n\ntype I interface {\n\tThing() int\n}\n", "package p\n\ntype I interface {\n\tThing() int\n}\n"},
		{"a multi-line signature", "package p\n\nfunc Thing(\n\ta int,\n) {\n}\n\n// Next.\nfunc Next() {}\n",
			"package p\n\nfunc Thing(\n\ta int,\n) {\n}\n\n"},
		{"a local of that name", "package p\n\nfunc Other() int {\n\tThing := 1\n\treturn Thing\n}\n", ""},
		{"a nested field", "package p\n\ntype T struct {\n\tA struct {\n\t\tThing int\n\t}\n}\n", ""},
		{"a comment", "package p\n\n// Thing\n", ""},
	}
	for _, tt := range tests {
		if got := string(goDeclarations([]byte(tt.src), "p", want)); got != tt.want {
			t.Errorf("%s: got\n%q\nwant\n%q", tt.name, got, tt.want)
		}
	}
}

// TestGoPathRange: an import path's occurrence is inside its quotes, and
// none is made when the literal is not the path as written.
func TestGoPathRange(t *testing.T) {
	at := func(l, c0, c1 uint32) extract.Range {
		return extract.Range{Start: extract.Position{Line: l, Column: c0}, End: extract.Position{Line: l, Column: c1}}
	}
	if r, ok := goPathRange(&extract.Import{Source: "fmt", SourceRange: at(3, 1, 6)}); !ok || r != at(3, 2, 5) {
		t.Errorf("got %v %v", r, ok)
	}
	if _, ok := goPathRange(&extract.Import{Source: "fmt", SourceRange: at(3, 1, 9)}); ok {
		t.Error("an escaped literal got a range")
	}
	if _, ok := goPathRange(&extract.Import{Source: "fmt"}); ok {
		t.Error("an import without a source range got one")
	}
}

func TestPyAbsolute(t *testing.T) {
	tests := []struct {
		module string
		pkg    bool
		source string
		want   string
	}{
		{"a.b", true, ".c", "a.b.c"},
		{"a.b", false, ".c", "a.c"},
		{"a.b", false, "..c", "c"},
		{"a.b", true, "..", "a"},
		{"a", false, "..c", ""},
		{"a.b", false, "x.y", "x.y"},
	}
	for _, tt := range tests {
		if got := pyAbsolute(&pyModule{name: tt.module}, tt.pkg, tt.source); got != tt.want {
			t.Errorf("pyAbsolute(%q, %v, %q) = %q, want %q", tt.module, tt.pkg, tt.source, got, tt.want)
		}
	}
}

func TestPyModuleOfFile(t *testing.T) {
	tests := []struct {
		path, mod string
		stub      bool
	}{
		{"pkg/__init__.py", "pkg", false},
		{"pkg/sub/mod.pyi", "pkg.sub.mod", true},
		{"six.py", "six", false},
		{"pkg-1.0.dist-info/METADATA", "", false},
		{"pkg/data.json", "", false},
		{"a-b/c.py", "", false},
	}
	for _, tt := range tests {
		mod, stub := pyModuleOfFile(tt.path)
		if mod != tt.mod || stub != tt.stub {
			t.Errorf("pyModuleOfFile(%q) = %q, %v", tt.path, mod, stub)
		}
	}
}

func TestPyReadDist(t *testing.T) {
	if d := pyReadDist([]byte("Metadata-Version: 2.1\nName: Pygments\nVersion: 2.20.0\nSummary: x\n\nName: body\n")); d == nil || *d != (pyDist{"Pygments", "2.20.0"}) {
		t.Errorf("got %+v", d)
	}
	for _, bad := range []string{"Name: a\n", "Version: 1\n", "Name: a b\nVersion: 1\n", ""} {
		if d := pyReadDist([]byte(bad)); d != nil {
			t.Errorf("%q: got %+v", bad, d)
		}
	}
}

func TestTypesPackageName(t *testing.T) {
	for in, want := range map[string]string{"react": "@types/react", "@babel/core": "@types/babel__core", "@types/node": ""} {
		if got := typesPackageName(in); got != want {
			t.Errorf("typesPackageName(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestDeclarationCandidates(t *testing.T) {
	tests := map[string][]string{
		"dist/index.d.ts": {"dist/index.d.ts"},
		"dist/index.js":   {"dist/index.d.ts"},
		"dist/index.mjs":  {"dist/index.d.mts"},
		"src/index.ts":    {"src/index.ts"},
		"lib/util":        {"lib/util.d.ts", "lib/util/index.d.ts"},
	}
	for in, want := range tests {
		if got := declarationCandidates(in); !reflect.DeepEqual(got, want) {
			t.Errorf("declarationCandidates(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestNPMEntry: a package subpath's declaration file under each module
// resolution: exports' conditions in written order (a versioned types
// condition before TypeScript 5.1 passed over), else types/typings or
// index.d.ts; exports hides what it does not list; modes that disagree,
// and typesVersions, name none.
func TestNPMEntry(t *testing.T) {
	root := t.TempDir()
	testutil.WriteTree(t, root, map[string]string{
		"dual/package.json":      `{"name":"dual","version":"1.0.0","types":"./dist/a.d.ts","exports":{".":{"import":{"types":"./dist/a.d.ts"},"require":{"types":"./dist/a.d.cts"}},"./sub":{"types":"./dist/sub.d.ts"}}}`,
		"dual/dist/a.d.ts":       "",
		"dual/dist/a.d.cts":      "",
		"dual/dist/sub.d.ts":     "",
		"one/package.json":       `{"name":"one","version":"1.0.0","types":"index.d.ts","exports":{".":{"types@<=5.0":{"default":"./ts5.0/index.d.ts"},"types":{"default":"./index.d.ts"}}}}`,
		"one/index.d.ts":         "",
		"one/ts5.0/index.d.ts":   "",
		"js/package.json":        `{"name":"js","version":"1.0.0","exports":{"node":"./lib/node.js","default":"./lib/index.js"}}`,
		"js/lib/node.d.ts":       "",
		"js/lib/index.d.ts":      "",
		"plain/package.json":     `{"name":"plain","version":"1.0.0","main":"lib/index.js"}`,
		"plain/index.d.ts":       "",
		"plain/lib/extra.d.ts":   "",
		"typed/package.json":     `{"name":"typed","version":"1.0.0","typings":"types/main.d.ts"}`,
		"typed/types/main.d.ts":  "",
		"versioned/package.json": `{"name":"versioned","version":"1.0.0","types":"index.d.ts","typesVersions":{">=4.2":{"*":["ts4.2/*"]}}}`,
		"versioned/index.d.ts":   "",
		"old/package.json":       `{"name":"old","version":"1.0.0","types":"index.d.ts","typesVersions":{"<=5.0":{"*":["ts5.0/*"]}}}`,
		"old/index.d.ts":         "",
	})
	src, err := newSources(nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	defer src.close()
	r := &run{src: src}
	esm, cjs, bundler, node10 := npmModes[0:1], npmModes[1:2], npmModes[2:3], npmModes[3:4]
	tests := []struct {
		pkg, sub string
		modes    []npmMode
		want     string
	}{
		{"dual", "", esm, "dist/a.d.ts"},
		{"dual", "", cjs, "dist/a.d.cts"},
		{"dual", "", bundler, "dist/a.d.ts"},
		{"dual", "", node10, "dist/a.d.ts"},
		{"dual", "", npmModes, ""},
		{"dual", "sub", esm, "dist/sub.d.ts"},
		{"dual", "hidden", esm, ""},
		{"one", "", npmModes, "index.d.ts"},
		{"js", "", esm, "lib/node.d.ts"},
		{"js", "", bundler, "lib/index.d.ts"},
		{"plain", "", npmModes, "index.d.ts"},
		{"plain", "lib/extra", npmModes, "lib/extra.d.ts"},
		{"typed", "", npmModes, "types/main.d.ts"},
		{"versioned", "", npmModes, ""},
		{"old", "", npmModes, "index.d.ts"},
	}
	for _, tt := range tests {
		p := r.npmPackageAt(filepath.Join(root, tt.pkg))
		if p == nil {
			t.Fatalf("%s: package.json not read", tt.pkg)
		}
		if got := r.npmEntry(p, tt.sub, tt.modes); got != tt.want {
			t.Errorf("npmEntry(%s, %q, %v) = %q, want %q", tt.pkg, tt.sub, tt.modes, got, tt.want)
		}
	}
}

// TestDetectEnv: the Go installation and module cache from the
// environment variables, go's env file and the defaults; virtual
// environments from VIRTUAL_ENV and the repository's .venv.
func TestDetectEnv(t *testing.T) {
	dir := t.TempDir()
	testutil.WriteTree(t, dir, map[string]string{
		"goroot/src/fmt/print.go":    "package fmt\n",
		"home/.config/go/env":        "GOMODCACHE=/from/envfile\n",
		"repo/.venv/pyvenv.cfg":      "version = 3.12.1\n",
		"goroot-without-src/VERSION": "go1\n",
	})
	vars := func(kv map[string]string) func(string) string {
		return func(k string) string { return kv[k] }
	}
	home := filepath.Join(dir, "home")
	repo := filepath.Join(dir, "repo")
	tests := []struct {
		name string
		env  map[string]string
		want Env
	}{
		{"variables", map[string]string{"GOROOT": filepath.Join(dir, "goroot"), "GOMODCACHE": "/cache", "VIRTUAL_ENV": "/venv", "HOME": home},
			Env{GoRoot: filepath.Join(dir, "goroot"), GoModCache: "/cache", PythonEnvs: []string{"/venv", filepath.Join(repo, ".venv")}}},
		{"env file and GOPATH", map[string]string{"HOME": home, "GOPATH": "/gp:/other"},
			Env{GoModCache: "/from/envfile", PythonEnvs: []string{filepath.Join(repo, ".venv")}}},
		{"GOPATH without env file", map[string]string{"GOENV": "off", "GOPATH": "/gp:/other"},
			Env{GoModCache: "/gp/pkg/mod", PythonEnvs: []string{filepath.Join(repo, ".venv")}}},
		{"defaults", map[string]string{"GOENV": "off", "HOME": "/h", "GOROOT": filepath.Join(dir, "goroot-without-src")},
			Env{GoModCache: "/h/go/pkg/mod", PythonEnvs: []string{filepath.Join(repo, ".venv")}}},
		{"relative module cache", map[string]string{"GOENV": "off", "GOMODCACHE": "rel"},
			Env{PythonEnvs: []string{filepath.Join(repo, ".venv")}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := DetectEnv(repo, vars(tt.env)); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

// TestGoRootOfPath: the installation holding the go command on PATH,
// never one inside the repository.
func TestGoRootOfPath(t *testing.T) {
	dir := t.TempDir()
	testutil.WriteTree(t, dir, map[string]string{"go/src/fmt/print.go": "package fmt\n"})
	bin := filepath.Join(dir, "go", "bin")
	if err := os.MkdirAll(bin, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(bin, "go"), []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if got := goRootOfPath(bin, filepath.Join(dir, "repo")); got != filepath.Join(dir, "go") {
		t.Errorf("got %q", got)
	}
	if got := goRootOfPath(bin, dir); got != "" {
		t.Errorf("a go command inside the repository was used: %q", got)
	}
}

// TestSitePackages: the site-packages of a prefix, pyvenv.cfg's version
// choosing among several.
func TestSitePackages(t *testing.T) {
	dir := t.TempDir()
	testutil.WriteTree(t, dir, map[string]string{
		"one/lib/python3.11/site-packages/x.py":   "",
		"two/lib/python3.11/site-packages/x.py":   "",
		"two/lib/python3.12/site-packages/x.py":   "",
		"two/pyvenv.cfg":                          "home = /usr\nversion_info = 3.12.1.final.0\n",
		"three/lib/python3.11/site-packages/x.py": "",
		"three/lib/python3.12/site-packages/x.py": "",
	})
	tests := []struct{ prefix, dir, version string }{
		{"one", "one/lib/python3.11/site-packages", "3.11"},
		{"two", "two/lib/python3.12/site-packages", "3.12"},
		{"three", "", ""},
	}
	for _, tt := range tests {
		d, v := sitePackages(filepath.Join(dir, tt.prefix))
		want := ""
		if tt.dir != "" {
			want = filepath.Join(dir, filepath.FromSlash(tt.dir))
		}
		if d != want || v != tt.version {
			t.Errorf("%s: got %q %q, want %q %q", tt.prefix, d, v, want, tt.version)
		}
	}
}
