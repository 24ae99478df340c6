package manifest

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// deps renders dependencies compactly: "name", "name (dev)", "name
// (indirect)".
func deps(ds []Dependency) []string {
	var out []string
	for _, d := range ds {
		s := d.Name
		if d.Scope != "" {
			s += " (" + d.Scope + ")"
		}
		if d.Indirect {
			s += " (indirect)"
		}
		out = append(out, s)
	}
	return out
}

func entries(es []Entry) []string {
	var out []string
	for _, e := range es {
		s := e.Kind + " " + e.Name + " " + e.Target
		if e.Implied {
			s += " implied"
		}
		out = append(out, s)
	}
	return out
}

func TestParse(t *testing.T) {
	tests := []struct {
		name, path, src string
		wantName        string
		wantDeps        []string
		wantEntries     []string
		lib, prog       bool
	}{
		{
			name: "go.mod with blocks, quotes, indirect and other directives",
			path: "go.mod",
			src: `// The module.
module "example.com/shop" // trailing comment

go 1.22

require example.com/single v1.0.0

require (
	github.com/google/uuid v1.6.0
	golang.org/x/sync v0.7.0 // indirect
	"example.com/quoted" v0.1.0
)

replace (
	example.com/single => ../single
)

exclude example.com/bad v0.0.1
tool example.com/gen
`,
			wantName: "example.com/shop",
			wantDeps: []string{"example.com/single", "github.com/google/uuid", "golang.org/x/sync (indirect)", "example.com/quoted"},
			lib:      true,
		},
		{
			name: "package.json: ordered dependency maps, bin object, exports conditions",
			path: "web/package.json",
			src: `{
  "name": "@acme/viewer",
  "main": "./dist/index.cjs",
  "types": "dist/index.d.ts",
  "exports": {
    ".": {"types": "./dist/index.d.ts", "import": "./dist/index.js", "require": "./dist/index.cjs"},
    "./utils": {"node": {"import": "./dist/utils.node.js"}, "default": "./dist/utils.js"},
    "./features/*": "./dist/features/*.js",
    "./internal": null
  },
  "bin": {"view": "./bin/view.js", "zap": "bin/zap.js", "evil": "../../etc/passwd"},
  "dependencies": {"zod": "^3", "react": "^18"},
  "peerDependencies": {"react": ">=17"},
  "optionalDependencies": {"fsevents": "*"},
  "devDependencies": {"vitest": "^1", "typescript": "5"}
}`,
			wantName: "@acme/viewer",
			wantDeps: []string{"zod", "react", "react", "fsevents", "vitest (dev)", "typescript (dev)"},
			wantEntries: []string{
				"bin view web/bin/view.js", "bin zap web/bin/zap.js",
				"main  web/dist/index.cjs", "types  web/dist/index.d.ts",
				"exports . web/dist/index.js",
				"exports ./utils web/dist/utils.js", "exports ./utils web/dist/utils.node.js",
			},
			lib: true, prog: true,
		},
		{
			name:        "package.json: a bin string names the command after the package",
			path:        "package.json",
			src:         `{"name": "@scope/tool", "bin": "cli.js", "exports": "./lib/index.js", "dependencies": {"commander": "1"}}`,
			wantName:    "@scope/tool",
			wantDeps:    []string{"commander"},
			wantEntries: []string{"bin tool cli.js", "exports . lib/index.js"},
			lib:         true, prog: true,
		},
		{
			name:        "package.json: only a bin is a program",
			path:        "package.json",
			src:         `{"name": "cli", "bin": {"cli": "./index.js"}, "dependencies": 7}`,
			wantName:    "cli",
			wantEntries: []string{"bin cli index.js"},
			prog:        true,
		},
		{
			name: "pyproject: project, optional groups, scripts, dependency-groups",
			path: "pyproject.toml",
			src: `[project]
name = "shop-client"
dependencies = ["httpx>=0.27", "pydantic[email]>=2,<3; python_version>'3.9'", "git+https://x/y.git"]
[project.optional-dependencies]
cli = ["rich>=13"]
dev = ["pytest>=8", "ruff"]
[project.scripts]
shop = "shop_client.cli:main"
[dependency-groups]
lint = ["mypy", {include-group = "dev"}]
`,
			wantName:    "shop-client",
			wantDeps:    []string{"httpx", "pydantic", "rich", "pytest (dev)", "ruff (dev)", "mypy (dev)"},
			wantEntries: []string{"script shop shop_client.cli:main"},
			prog:        true,
		},
		{
			name: "pyproject: poetry with groups and a table script; no scripts means library",
			path: "lib/pyproject.toml",
			src: `[tool.poetry]
name = "acme"
[tool.poetry.dependencies]
python = "^3.10"
requests = "^2"
[tool.poetry.dev-dependencies]
black = "*"
[tool.poetry.group.test.dependencies]
pytest = "*"
`,
			wantName: "acme",
			wantDeps: []string{"requests", "black (dev)", "pytest (dev)"},
			lib:      true,
		},
		{
			name:     "requirements-dev.txt is dev",
			path:     "requirements-dev.txt",
			src:      "# tools\n-r requirements.txt\npytest==8.0  # tests\n-e .\n--index-url https://x\nhttps://example.org/pkg.whl\nblack\n",
			wantDeps: []string{"pytest (dev)", "black (dev)"},
		},
		{
			name:     "requirements.txt is the code's",
			path:     "requirements.txt",
			src:      "Django>=4\nnumpy ; python_version > '3.8'\n",
			wantDeps: []string{"Django", "numpy"},
		},
		{
			name: "Cargo.toml: dependency kinds, target tables, [lib], [[bin]], implied main",
			path: "Cargo.toml",
			src: `[package]
name = "kv-store"
[lib]
path = "src/kv.rs"
[[bin]]
name = "kv"
[[bin]]
name = "kv-bench"
path = "benches/main.rs"
[dependencies]
serde = { version = "1", features = ["derive"] }
thiserror = "1"
[target.'cfg(unix)'.dependencies]
libc = "0.2"
[dev-dependencies]
tempfile = "3"
[build-dependencies]
cc = "1"
`,
			wantName: "kv-store",
			wantDeps: []string{"serde", "thiserror", "libc", "tempfile (dev)", "cc (build)"},
			wantEntries: []string{"lib  src/kv.rs", "bin kv src/bin/kv.rs", "bin kv-bench benches/main.rs",
				"bin kv-store src/main.rs implied"},
			lib: true, prog: true,
		},
		{
			name:        "Cargo.toml: a package without [lib] implies src/lib.rs",
			path:        "crates/core/Cargo.toml",
			src:         "[package]\nname = \"core\"\n",
			wantName:    "core",
			wantEntries: []string{"lib  crates/core/src/lib.rs implied", "bin core crates/core/src/main.rs implied"},
		},
		{
			name: "pom.xml: test scope, parent group",
			path: "svc/pom.xml",
			src: `<?xml version="1.0" encoding="ISO-8859-1"?>
<project>
  <parent><groupId>org.acme</groupId></parent>
  <artifactId>svc</artifactId>
  <dependencyManagement><dependencies><dependency><groupId>x</groupId><artifactId>pinned</artifactId></dependency></dependencies></dependencyManagement>
  <dependencies>
    <dependency><groupId>com.google.guava</groupId><artifactId>guava</artifactId></dependency>
    <dependency><groupId>org.junit.jupiter</groupId><artifactId>junit-jupiter</artifactId><scope>test</scope></dependency>
  </dependencies>
</project>`,
			wantName: "org.acme:svc",
			wantDeps: []string{"com.google.guava:guava", "org.junit.jupiter:junit-jupiter (test)"},
			lib:      true,
		},
		{
			name: "build.gradle.kts: configurations by pattern",
			path: "app/build.gradle.kts",
			src: `plugins { id("org.example.release") version "1.4.0" }
dependencies {
    api("com.google.guava:guava:33.2.0-jre")
    implementation(project(":core"))
    implementation(libs.okhttp)
    testImplementation("org.junit.jupiter:junit-jupiter:${junitVersion}")
    annotationProcessor 'com.google.auto.value:auto-value:1.10'
    classpath("com.android.tools.build:gradle:8.0.0")
}`,
			wantDeps: []string{"com.google.guava:guava", "org.junit.jupiter:junit-jupiter (test)", "com.google.auto.value:auto-value (build)"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := Parse(tt.path, []byte(tt.src))
			if err != nil {
				t.Fatal(err)
			}
			if m.Name != tt.wantName {
				t.Errorf("name %q, want %q", m.Name, tt.wantName)
			}
			if got := deps(m.Deps); !reflect.DeepEqual(got, tt.wantDeps) {
				t.Errorf("deps\n got %q\nwant %q", got, tt.wantDeps)
			}
			if got := entries(m.Entries); !reflect.DeepEqual(got, tt.wantEntries) {
				t.Errorf("entries\n got %q\nwant %q", got, tt.wantEntries)
			}
			if m.Library != tt.lib || m.Program != tt.prog {
				t.Errorf("library %v program %v, want %v %v", m.Library, m.Program, tt.lib, tt.prog)
			}
			for _, d := range m.Deps {
				if d.Manifest != tt.path || d.Ecosystem != m.Ecosystem {
					t.Errorf("%s: manifest %q ecosystem %q, want %q %q", d.Name, d.Manifest, d.Ecosystem, tt.path, m.Ecosystem)
				}
			}
		})
	}
}

// TestGoModVersions: the go directive, each requirement's version and
// the replacements (module and local), quoted or not, malformed ones
// skipped.
func TestGoModVersions(t *testing.T) {
	src := `module example.com/shop
go 1.23.0
toolchain go1.24.1
require example.com/single v1.0.0
require (
	"example.com/quoted" v0.1.0 // indirect
	golang.org/x/sync v0.7.0
)
replace example.com/single => ../single
replace (
	golang.org/x/sync v0.7.0 => example.com/fork/sync v0.8.0
	example.com/quoted => "example.com/other" v1.2.3
	example.com/bad =>
	=> example.com/x v1
)
`
	m, err := Parse("go.mod", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if m.GoVersion != "1.23.0" {
		t.Errorf("go version %q, want 1.23.0", m.GoVersion)
	}
	var got []string
	for _, d := range m.Deps {
		got = append(got, d.Name+"@"+d.Version)
	}
	if want := []string{"example.com/single@v1.0.0", "example.com/quoted@v0.1.0", "golang.org/x/sync@v0.7.0"}; !reflect.DeepEqual(got, want) {
		t.Errorf("requirements %q, want %q", got, want)
	}
	wantRep := []Replace{
		{Old: "example.com/single", New: "../single"},
		{Old: "golang.org/x/sync", OldVersion: "v0.7.0", New: "example.com/fork/sync", NewVersion: "v0.8.0"},
		{Old: "example.com/quoted", New: "example.com/other", NewVersion: "v1.2.3"},
	}
	if !reflect.DeepEqual(m.Replaces, wantRep) {
		t.Errorf("replaces %+v, want %+v", m.Replaces, wantRep)
	}
}

func TestParseRefuses(t *testing.T) {
	tests := []struct{ name, path, src, want string }{
		{"go.mod without module", "go.mod", "go 1.22\nrequire x.org/y v1\n", "no module directive"},
		{"package.json not an object", "package.json", `["a"]`, "invalid JSON"},
		{"package.json truncated", "package.json", `{"name": "a", "dependencies": {"b": `, "invalid JSON"},
		{"deep TOML", "pyproject.toml", "a = " + strings.Repeat("[", 40) + strings.Repeat("]", 40), "nested deeper"},
		{"dotted TOML key", "Cargo.toml", strings.Repeat("a.", 30) + "b = 1", "nested deeper"},
		{"bad TOML", "Cargo.toml", "[package\nname=", "invalid TOML at line"},
		{"virtual nothing", "Cargo.toml", "[profile.release]\nlto = true\n", "neither [package] nor [workspace]"},
		{"bad XML", "pom.xml", "<project><artifactId>x</artifactId>", "invalid XML"},
		{"not a manifest", "setup.cfg", "", "not a package manifest"},
		{"too large", "requirements.txt", strings.Repeat("a\n", MaxSize), "too large"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := Parse(tt.path, []byte(tt.src))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error %v, want one containing %q", err, tt.want)
			}
			if len(m.Deps) != 0 || len(m.Entries) != 0 {
				t.Errorf("a refused manifest kept %d deps, %d entries", len(m.Deps), len(m.Entries))
			}
		})
	}
}

func TestIsAndIgnored(t *testing.T) {
	for rel, want := range map[string]bool{
		"go.mod": true, "a/package.json": true, "requirements.txt": true, "requirements-dev.txt": true,
		"requirements/test.txt": true, "docs/notes.txt": false, "build.gradle.kts": true, "pom.xml": true,
		"package-lock.json": false, "Cargo.lock": false, "setup.py": false,
	} {
		if Is(rel) != want {
			t.Errorf("Is(%q) = %v", rel, !want)
		}
	}
	for rel, want := range map[string]bool{
		"node_modules/x/package.json": true, "a/vendor/b/go.mod": true, "_examples/x/go.mod": true,
		"testdata/go.mod": true, "packages/ui/package.json": false, "go.mod": false,
	} {
		if Ignored(rel) != want {
			t.Errorf("Ignored(%q) = %v", rel, !want)
		}
	}
}

func TestDependenciesMerge(t *testing.T) {
	ms := []Manifest{
		{Path: "packages/a/package.json", Deps: []Dependency{{Name: "vitest", Ecosystem: NPM, Scope: ScopeDev}, {Name: "zod", Ecosystem: NPM}}},
		{Path: "package.json", Deps: []Dependency{{Name: "eslint", Ecosystem: NPM, Scope: ScopeDev}, {Name: "vitest", Ecosystem: NPM, Scope: ScopeDev}}},
		{Path: "packages/b/package.json", Deps: []Dependency{{Name: "eslint", Ecosystem: NPM}}},
		{Path: "go.mod", Deps: []Dependency{{Name: "x.org/a", Ecosystem: Go, Indirect: true}}},
		{Path: "tools/go.mod", Deps: []Dependency{{Name: "x.org/a", Ecosystem: Go}}},
	}
	// Root manifests first (depth, then the given order); within one, the
	// code's dependencies first; eslint is the code's in packages/b.
	want := []string{"eslint", "vitest (dev)", "x.org/a", "zod"}
	if got := deps(Dependencies(ms)); !reflect.DeepEqual(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestRead(t *testing.T) {
	root := t.TempDir()
	write := func(rel, s string) {
		p := filepath.Join(root, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module example.com/m\nrequire example.com/dep v1.0.0\n")
	write("web/package.json", `{"name": "web", "dependencies": {"react": "18"}}`)
	write("vendor/example.com/dep/go.mod", "module example.com/dep\nrequire example.com/other v1\n")
	write("broken/package.json", `{`)
	if err := os.MkdirAll(filepath.Join(root, "linked"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(root, "go.mod"), filepath.Join(root, "linked", "go.mod")); err != nil {
		t.Fatal(err)
	}
	rels := []string{"broken/package.json", "go.mod", "linked/go.mod", "main.go", "vendor/example.com/dep/go.mod", "web/package.json"}
	ms, probs := Read(root, rels, 1<<20)
	var got []string
	for _, m := range ms {
		got = append(got, m.Path+" "+strings.Join(deps(m.Deps), ","))
	}
	want := []string{"go.mod example.com/dep", "web/package.json react"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("manifests %q, want %q", got, want)
	}
	var gotProbs []string
	for _, p := range probs {
		gotProbs = append(gotProbs, p.Path)
	}
	if !reflect.DeepEqual(gotProbs, []string{"broken/package.json", "linked/go.mod"}) {
		t.Errorf("problems %v, want the broken and the linked manifest", probs)
	}
}

func TestReadBoundsCount(t *testing.T) {
	root := t.TempDir()
	var rels []string
	for i := 0; i < MaxManifests+5; i++ {
		rel := filepath.ToSlash(filepath.Join("p", strings.Repeat("d/", i%3), "x"+string(rune('a'+i%26))+strings.Repeat("z", i/26), "requirements.txt"))
		p := filepath.Join(root, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("numpy\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		rels = append(rels, rel)
	}
	ms, probs := Read(root, rels, 0)
	if len(ms) != MaxManifests || len(probs) != 1 || !strings.Contains(probs[0].Err.Error(), "shallowest") {
		t.Fatalf("%d manifests, problems %v; want %d and one notice", len(ms), probs, MaxManifests)
	}
	// Depths 2, 3 and 4 alternate: the five left out are all of depth 4.
	deepest := 0
	for _, m := range ms {
		if strings.Count(m.Path, "/") == 4 {
			deepest++
		}
	}
	if want := (MaxManifests+5)/3 - 5; deepest != want {
		t.Errorf("%d of the deepest manifests read, want %d", deepest, want)
	}
}

func TestIsGoStdAndNames(t *testing.T) {
	for p, want := range map[string]bool{"fmt": true, "net/http": true, "github.com/x/y": false, "example.com": false, "": false} {
		if IsGoStd(p) != want {
			t.Errorf("IsGoStd(%q) = %v", p, !want)
		}
	}
	if m, o := ScriptModule(" pkg.cli:main [extra]"); m != "pkg.cli" || o != "main" {
		t.Errorf("ScriptModule: %q %q", m, o)
	}
	if CrateName("serde-json") != "serde_json" {
		t.Errorf("CrateName")
	}
}
