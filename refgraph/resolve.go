// Package refgraph turns per-file outlines into a cross-file reference
// graph: imports resolved to files, identifier references resolved to the
// definitions they name, weighted file edges, and PageRank over them.
package refgraph

import (
	"encoding/json"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/internal/safefile"
	"github.com/soulindex/soulindex/manifest"
)

// fileIndex answers path questions about the indexed files in O(1).
type fileIndex struct {
	files  []*extract.File
	byPath map[string]int32
	byDir  map[string][]int32 // directory → files directly in it, path order
	// bySuffix maps the last two path elements ("util/Strings.java") to
	// files, for languages whose imports name a path suffix.
	bySuffix map[string][]int32
	byBase   map[string][]int32 // file name → files (C's #include "x.h" from an include directory)
	packages []manifest.Package
	// crates maps the Cargo packages' crate names to their directories
	// (cargoCrates).
	crates  map[string]string
	root    string
	tsPaths []tsPathMap
	psr4    []psr4Prefix
	// solRemaps are the Solidity import remappings, longest prefix first.
	solRemaps []solRemap
	// namespaces maps a C# namespace (Example.Geometry, nested ones
	// joined) to the files declaring it.
	namespaces map[string][]int32
	perlPkgs   map[string][]int32 // Perl package → declaring files (resolve_perl.go)
	perlLibs   []string           // the lib/ directories holding Perl files
	erlMods    map[string][]int32 // Erlang module → its files (resolve_erlang.go)
	// clojureNS maps a Clojure namespace to the files whose ns form
	// declares it; elispFeatures an Emacs Lisp feature to the files that
	// provide it.
	clojureNS, elispFeatures map[string][]int32
}

// psr4Prefix maps a PHP namespace prefix to a directory (composer.json).
type psr4Prefix struct{ ns, dir string }

func newFileIndex(root string, files []*extract.File, pkgs []manifest.Package) *fileIndex {
	ix := &fileIndex{files: files, byPath: make(map[string]int32, len(files)), byDir: map[string][]int32{},
		bySuffix: map[string][]int32{}, byBase: map[string][]int32{}, packages: pkgs, crates: cargoCrates(pkgs), root: root}
	for i, f := range files {
		ix.byPath[f.Path] = int32(i)
		d := path.Dir(f.Path)
		ix.byDir[d] = append(ix.byDir[d], int32(i))
		ix.bySuffix[lastTwo(f.Path)] = append(ix.bySuffix[lastTwo(f.Path)], int32(i))
		ix.byBase[path.Base(f.Path)] = append(ix.byBase[path.Base(f.Path)], int32(i))
	}
	ix.perlPkgs, ix.perlLibs, ix.erlMods = perlPackages(files), perlLibDirs(files), erlangModules(files)
	ix.tsPaths = readTSConfigs(root, files)
	ix.psr4 = readComposer(root, files)
	ix.clojureNS = clojureNamespaces(files)
	ix.elispFeatures = elispFeatures(files)
	ix.solRemaps = readSolRemappings(root, files)
	ix.namespaces = map[string][]int32{}
	for i, f := range files {
		if f.Language != "csharp" {
			continue
		}
		seen := map[string]bool{}
		for k := range f.Symbols {
			s := &f.Symbols[k]
			if s.Kind != extract.KindModule {
				continue
			}
			ns := s.Name
			if c := s.ContainerName(); c != "" {
				ns = c + "." + s.Name
			}
			if !seen[ns] {
				seen[ns] = true
				ix.namespaces[ns] = append(ix.namespaces[ns], int32(i))
			}
		}
	}
	return ix
}

// readConfig reads an indexed configuration file (composer.json,
// tsconfig.json) again. The repository may have swapped it since it was
// indexed, so it is read as sources are: a regular file, not through a
// link, and no larger than it was or than the default size cap.
func readConfig(root string, f *extract.File) ([]byte, error) {
	return safefile.ReadFileNoFollow(filepath.Join(root, filepath.FromSlash(f.Path)), max(f.Size, extract.DefaultMaxFileSize))
}

// readComposer reads the PSR-4 autoload prefixes of every composer.json,
// longest namespace first.
func readComposer(root string, files []*extract.File) []psr4Prefix {
	var out []psr4Prefix
	for _, f := range files {
		if path.Base(f.Path) != "composer.json" {
			continue
		}
		data, err := readConfig(root, f)
		if err != nil {
			continue
		}
		var c struct {
			Autoload    map[string]map[string]any `json:"autoload"`
			AutoloadDev map[string]map[string]any `json:"autoload-dev"`
		}
		if json.Unmarshal(data, &c) != nil {
			continue
		}
		for _, m := range []map[string]map[string]any{c.Autoload, c.AutoloadDev} {
			for ns, v := range m["psr-4"] {
				var dirs []string
				switch d := v.(type) {
				case string:
					dirs = []string{d}
				case []any:
					for _, x := range d {
						if s, ok := x.(string); ok {
							dirs = append(dirs, s)
						}
					}
				}
				for _, d := range dirs {
					out = append(out, psr4Prefix{ns: strings.TrimSuffix(ns, "\\"), dir: path.Join(path.Dir(f.Path), d)})
				}
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if len(out[i].ns) != len(out[j].ns) {
			return len(out[i].ns) > len(out[j].ns)
		}
		return out[i].dir < out[j].dir
	})
	return out
}

func lastTwo(p string) string {
	i := strings.LastIndexByte(p, '/')
	if i < 0 {
		return p
	}
	j := strings.LastIndexByte(p[:i], '/')
	return p[j+1:]
}

// lookup returns the file at an exact root-relative path.
func (ix *fileIndex) lookup(p string) (int32, bool) {
	i, ok := ix.byPath[path.Clean(p)]
	return i, ok
}

// importStyle is how a language's import sources name files.
type importStyle int

const (
	importUndecided importStyle = iota // a language importStyleOf does not name
	importRelative                     // a path relative to the file, then to the root
	importGo
	importJS
	importPython
	importRust
	importJVM
	importInclude
	importRuby
	importPHP
	importCSharp
	importLua
	importReScript
	importProto
	importPerl
	importErlang
	importClojure
	importElisp
	importTLA
	importNix
	importSolidity
)

// importStyleOf decides how the imports of each language of the registry
// resolve; TestEveryLanguageHasImportStyle fails on a language added
// without a decision here. Formats without imports of their own take the
// relative style, as does anything undecided.
func importStyleOf(lang string) importStyle {
	switch lang {
	case "go":
		return importGo
	case "typescript", "tsx", "javascript", "vue", "svelte":
		return importJS
	case "python":
		return importPython
	case "rust":
		return importRust
	case "java", "kotlin", "scala", "groovy":
		return importJVM
	case "c", "cpp", "objc":
		return importInclude
	case "ruby":
		return importRuby
	case "php":
		return importPHP
	case "csharp":
		return importCSharp
	case "lua":
		return importLua
	case "rescript":
		return importReScript
	case "proto":
		return importProto
	case "perl":
		return importPerl
	case "erlang":
		return importErlang
	case "clojure":
		return importClojure
	case "elisp":
		return importElisp
	case "tlaplus":
		return importTLA
	case "nix":
		return importNix
	case "solidity":
		return importSolidity
	case "bash", "css", "dart", "dockerfile", "elixir", "gleam", "haskell", "hcl", "html", "json",
		"julia", "make", "markdown", "ocaml", "ocaml_interface", "powershell", "r",
		"swift", "toml", "verilog", "yaml", "zig":
		return importRelative
	case "graphql":
		// #import "./fragments.graphql": a path relative to the file (the
		// webpack loader's and graphql-import's rule), then to the root.
		return importRelative
	case "sql":
		// The grammar parses no psql \i or \ir (the lines are blanked
		// before parsing), and SQL has no imports of its own: a file's
		// tables are found by name (see global.go).
		return importRelative
	}
	return importUndecided
}

// resolveImport maps one import of file fi to the files it names.
func (ix *fileIndex) resolveImport(fi int32, im *extract.Import) []int32 {
	f := ix.files[fi]
	switch importStyleOf(f.Language) {
	case importGo:
		return ix.resolveGo(f, im.Source)
	case importJS:
		return ix.resolveJS(f, im.Source)
	case importPython:
		return ix.resolvePython(f, im)
	case importRust:
		// use crate::{util, net}: each name may be a module of its own;
		// otherwise the names are items of the source module.
		var out []int32
		for _, n := range im.Names {
			if t := ix.resolveRust(f, im.Source+"::"+n.Name); len(t) > 0 && t[0] != fi {
				out = append(out, t...)
			}
		}
		if len(out) > 0 {
			return dedup(out)
		}
		if t := ix.resolveRust(f, im.Source); len(t) > 0 && t[0] != fi {
			return t
		}
		return nil
	case importJVM:
		if f.Language == "groovy" && (strings.HasSuffix(im.Source, ".gradle") || strings.HasSuffix(im.Source, ".groovy")) {
			// Gradle's apply from: 'other.gradle' applies a script by path.
			return ix.resolveRelative(f, im.Source, nil, nil)
		}
		return ix.resolveJVM(im.Source)
	case importReScript:
		return ix.resolveReScript(im.Source)
	case importInclude:
		return ix.resolveInclude(f, im.Source)
	case importRuby:
		return ix.resolveRelative(f, im.Source, []string{".rb"}, []string{"lib/"})
	case importPHP:
		return ix.resolvePHP(f, im.Source)
	case importCSharp:
		// using X.Y: every file declaring namespace X.Y; using static
		// X.Y.T and aliases to a type: the namespace's files too.
		if fs := ix.namespaces[im.Source]; len(fs) > 0 {
			return fs
		}
		if i := strings.LastIndexByte(im.Source, '.'); i > 0 {
			return ix.namespaces[im.Source[:i]]
		}
		return nil
	case importLua:
		return ix.resolveRelative(f, strings.ReplaceAll(im.Source, ".", "/"), []string{".lua", "/init.lua"}, []string{"", "lua/", "src/"})
	case importProto:
		return ix.resolveProto(f, im.Source)
	case importPerl:
		return ix.resolvePerl(f, im.Source)
	case importErlang:
		return ix.resolveErlang(f, im.Source)
	case importClojure:
		return ix.resolveClojure(f, im.Source)
	case importElisp:
		return ix.resolveElisp(f, im.Source)
	case importTLA:
		return ix.resolveTLA(f, im.Source)
	case importNix:
		return ix.resolveNix(f, im.Source)
	case importSolidity:
		return ix.resolveSolidity(f, im.Source)
	default: // importRelative, importUndecided
		if f.Language == "html" {
			return ix.resolveWeb(f, im.Source)
		}
		return ix.resolveRelative(f, im.Source, nil, nil)
	}
}

// resolveWeb resolves an HTML page's <script src> or stylesheet <link
// href>: a URL relative to the page, or to the site's root when it starts
// with "/" (tried from the page's directory up); its query and fragment
// name no file. A URL with a scheme or a host is outside the repository.
func (ix *fileIndex) resolveWeb(f *extract.File, src string) []int32 {
	if i := strings.IndexAny(src, "?#"); i >= 0 {
		src = src[:i]
	}
	if src == "" || strings.HasPrefix(src, "//") || strings.Contains(src, "://") || strings.HasPrefix(src, "data:") {
		return nil
	}
	if !strings.HasPrefix(src, "/") {
		return ix.resolveRelative(f, src, nil, nil)
	}
	for dir := path.Dir(f.Path); ; dir = path.Dir(dir) {
		if i, ok := ix.lookup(path.Join(dir, src)); ok {
			return []int32{i}
		}
		if dir == "." || dir == "/" {
			return nil
		}
	}
}

// resolveRelative tries the source as a path relative to the file, then
// to the root and the given prefixes, with each suffix.
func (ix *fileIndex) resolveRelative(f *extract.File, src string, exts, prefixes []string) []int32 {
	cands := []string{path.Join(path.Dir(f.Path), src)}
	for _, p := range append([]string{""}, prefixes...) {
		cands = append(cands, path.Join(p, src))
	}
	for _, c := range cands {
		if i, ok := ix.lookup(c); ok {
			return []int32{i}
		}
		for _, e := range exts {
			if i, ok := ix.lookup(c + e); ok {
				return []int32{i}
			}
		}
	}
	return nil
}

// Go: an import path under a go.mod's module path is that module's
// directory; every non-test .go file in it belongs to the package.
func (ix *fileIndex) resolveGo(f *extract.File, src string) []int32 {
	var dir string
	best := -1
	for _, p := range ix.packages {
		if p.Manager != "gomod" {
			continue
		}
		if src == p.Name || strings.HasPrefix(src, p.Name+"/") {
			if len(p.Name) > best {
				best = len(p.Name)
				dir = path.Join(p.Dir, strings.TrimPrefix(src, p.Name))
			}
		}
	}
	if best < 0 {
		// The standard library indexed as a tree of its own (GOROOT/src):
		// "net/http" is the directory net/http.
		if _, ok := ix.byDir[src]; ok && !strings.Contains(strings.SplitN(src, "/", 2)[0], ".") {
			dir = src
		} else {
			return nil
		}
	}
	return ix.goPackageFiles(path.Clean(dir))
}

func (ix *fileIndex) goPackageFiles(dir string) []int32 {
	var out []int32
	for _, i := range ix.byDir[dir] {
		if p := ix.files[i].Path; ix.files[i].Language == "go" && !strings.HasSuffix(p, "_test.go") {
			out = append(out, i)
		}
	}
	return out
}

// jsExts are tried in order for an extension-less JS/TS import.
var jsExts = []string{".ts", ".tsx", ".d.ts", ".js", ".jsx", ".mjs", ".cjs", ".mts", ".cts", ".vue", ".svelte"}

// JS/TS: relative paths with extensions and index files; tsconfig/jsconfig
// "paths" aliases; a ".js" import of a ".ts" file (ESM style).
func (ix *fileIndex) resolveJS(f *extract.File, src string) []int32 {
	var bases []string
	switch {
	case strings.HasPrefix(src, "./") || strings.HasPrefix(src, "../") || src == "." || src == "..":
		bases = []string{path.Join(path.Dir(f.Path), src)}
	case strings.HasPrefix(src, "/"):
		bases = []string{strings.TrimPrefix(src, "/")}
	default:
		for _, m := range ix.tsPaths {
			if b, ok := m.apply(f.Path, src); ok {
				bases = append(bases, b...)
			}
		}
	}
	for _, b := range bases {
		if i, ok := ix.jsFile(b); ok {
			return []int32{i}
		}
	}
	return nil
}

func (ix *fileIndex) jsFile(base string) (int32, bool) {
	base = path.Clean(base)
	if i, ok := ix.lookup(base); ok {
		return i, true
	}
	stem := base
	for _, e := range []string{".js", ".jsx", ".mjs", ".cjs"} {
		if strings.HasSuffix(base, e) {
			stem = strings.TrimSuffix(base, e)
		}
	}
	for _, e := range jsExts {
		if i, ok := ix.lookup(stem + e); ok {
			return i, true
		}
	}
	for _, e := range jsExts {
		if i, ok := ix.lookup(base + "/index" + e); ok {
			return i, true
		}
	}
	return 0, false
}

// tsPathMap is one tsconfig/jsconfig "paths" entry, from the config's
// directory and baseUrl.
type tsPathMap struct {
	dir     string // the config's directory: its paths apply to files below it
	pattern string // "@app/*"
	targets []string
}

func (m tsPathMap) apply(file, src string) ([]string, bool) {
	if m.dir != "." && !strings.HasPrefix(file, m.dir+"/") {
		return nil, false
	}
	star := ""
	if pre, post, ok := strings.Cut(m.pattern, "*"); ok {
		if !strings.HasPrefix(src, pre) || !strings.HasSuffix(src, post) || len(src) < len(pre)+len(post) {
			return nil, false
		}
		star = src[len(pre) : len(src)-len(post)]
	} else if src != m.pattern {
		return nil, false
	}
	var out []string
	for _, t := range m.targets {
		out = append(out, strings.Replace(t, "*", star, 1))
	}
	return out, true
}

// readTSConfigs reads the "paths" of every tsconfig.json/jsconfig.json in
// the tree (comments and trailing commas tolerated), longest patterns
// first, so "@app/ui/*" wins over "@app/*".
func readTSConfigs(root string, files []*extract.File) []tsPathMap {
	var out []tsPathMap
	for _, f := range files {
		b := path.Base(f.Path)
		if b != "tsconfig.json" && b != "jsconfig.json" {
			continue
		}
		data, err := readConfig(root, f)
		if err != nil {
			continue
		}
		var cfg struct {
			CompilerOptions struct {
				BaseURL string              `json:"baseUrl"`
				Paths   map[string][]string `json:"paths"`
			} `json:"compilerOptions"`
		}
		if json.Unmarshal(StripJSONC(data), &cfg) != nil {
			continue
		}
		dir := path.Dir(f.Path)
		base := path.Join(dir, cfg.CompilerOptions.BaseURL)
		for pat, ts := range cfg.CompilerOptions.Paths {
			m := tsPathMap{dir: dir, pattern: pat}
			for _, t := range ts {
				m.targets = append(m.targets, path.Join(base, t))
			}
			out = append(out, m)
		}
		if cfg.CompilerOptions.BaseURL != "" {
			// A bare import is also tried under baseUrl.
			out = append(out, tsPathMap{dir: dir, pattern: "*", targets: []string{path.Join(base, "*")}})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return len(out[i].pattern) > len(out[j].pattern) })
	return out
}

// StripJSONC removes // and /* */ comments and trailing commas outside
// strings, so tsconfig files parse as JSON.
func StripJSONC(b []byte) []byte {
	out := make([]byte, 0, len(b))
	inStr := false
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch {
		case inStr:
			out = append(out, c)
			if c == '\\' && i+1 < len(b) {
				i++
				out = append(out, b[i])
			} else if c == '"' {
				inStr = false
			}
		case c == '"':
			inStr = true
			out = append(out, c)
		case c == '/' && i+1 < len(b) && b[i+1] == '/':
			for i < len(b) && b[i] != '\n' {
				i++
			}
			out = append(out, '\n')
		case c == '/' && i+1 < len(b) && b[i+1] == '*':
			i += 2
			for i+1 < len(b) && !(b[i] == '*' && b[i+1] == '/') {
				i++
			}
			i++
		case c == ',':
			j := i + 1
			for j < len(b) && (b[j] == ' ' || b[j] == '\n' || b[j] == '\t' || b[j] == '\r') {
				j++
			}
			if j < len(b) && (b[j] == '}' || b[j] == ']') {
				continue
			}
			out = append(out, c)
		default:
			out = append(out, c)
		}
	}
	return out
}

// Python: relative imports ("from ..a import b") from the file's package;
// absolute ones from the root, a src/ layout, or any package root that
// holds the top-level name.
func (ix *fileIndex) resolvePython(f *extract.File, im *extract.Import) []int32 {
	src := im.Source
	dots := len(src) - len(strings.TrimLeft(src, "."))
	mod := strings.ReplaceAll(src[dots:], ".", "/")
	var bases []string
	if dots > 0 {
		dir := path.Dir(f.Path)
		for k := 1; k < dots; k++ {
			dir = path.Dir(dir)
		}
		bases = []string{path.Join(dir, mod)}
	} else {
		bases = []string{mod, path.Join("src", mod)}
		for _, p := range ix.packages {
			if p.Dir != "." {
				bases = append(bases, path.Join(p.Dir, mod), path.Join(p.Dir, "src", mod))
			}
		}
	}
	var out []int32
	for _, b := range bases {
		if i, ok := ix.pyModule(b); ok {
			out = append(out, i)
			// "from pkg import mod": each name may itself be a module.
			for _, n := range im.Names {
				if j, ok := ix.pyModule(path.Join(b, n.Name)); ok {
					out = append(out, j)
				}
			}
			return out
		}
	}
	// A namespace package (no __init__.py): "from pkg import mod" still
	// names pkg/mod.py.
	for _, b := range bases {
		for _, n := range im.Names {
			if j, ok := ix.pyModule(path.Join(b, n.Name)); ok {
				out = append(out, j)
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	return nil
}

func (ix *fileIndex) pyModule(base string) (int32, bool) {
	if base == "" || base == "." {
		return 0, false
	}
	for _, c := range []string{base + ".py", base + ".pyi", base + "/__init__.py", base + "/__init__.pyi"} {
		if i, ok := ix.lookup(c); ok {
			return i, true
		}
	}
	return 0, false
}

// Rust: crate::a::b from the crate root's directory (lib.rs/main.rs),
// super:: and self:: from the file's module; a path names a module file
// a.rs or a/mod.rs, or an item inside one (the longest module prefix wins).
func (ix *fileIndex) resolveRust(f *extract.File, src string) []int32 {
	parts := strings.Split(src, "::")
	var dir string
	switch parts[0] {
	case "crate":
		dir = ix.rustCrateDir(f.Path)
	case "self":
		dir = rustModDir(f.Path)
	case "super":
		dir = path.Dir(rustModDir(f.Path))
		for len(parts) > 1 && parts[1] == "super" {
			dir = path.Dir(dir)
			parts = parts[1:]
		}
	default:
		if declaresModule(f, parts[0]) {
			// use tcp::stream::TcpStream after mod tcp; (2018 paths): a
			// child module, as self::tcp.
			dir, parts = rustModDir(f.Path), append([]string{"self"}, parts...)
			break
		}
		dir = ownCrate(ix.crates, f.Path, parts[0], func(p string) bool { _, ok := ix.lookup(p); return ok })
		if dir == "" {
			return nil // an external crate
		}
	}
	parts = parts[1:]
	for n := len(parts); n >= 1; n-- {
		p := path.Join(append([]string{dir}, parts[:n]...)...)
		for _, c := range []string{p + ".rs", p + "/mod.rs"} {
			if i, ok := ix.lookup(c); ok {
				return []int32{i}
			}
		}
	}
	// An item of the module itself: dir's own file (lib.rs, main.rs,
	// mod.rs, or dir.rs in the 2018 layout).
	for _, c := range []string{path.Join(dir, "lib.rs"), path.Join(dir, "main.rs"), path.Join(dir, "mod.rs"), dir + ".rs"} {
		if i, ok := ix.lookup(c); ok {
			return []int32{i}
		}
	}
	return nil
}

// rustCrateDir is the directory of the crate root owning p: the nearest
// ancestor holding lib.rs or main.rs (src/ by convention).
func (ix *fileIndex) rustCrateDir(p string) string {
	for d := path.Dir(p); ; d = path.Dir(d) {
		for _, r := range []string{"lib.rs", "main.rs"} {
			if _, ok := ix.lookup(path.Join(d, r)); ok {
				return d
			}
		}
		if d == "." || d == "/" {
			return path.Dir(p)
		}
	}
}

// rustModDir is the directory a module's children live in: a/ for a.rs
// and a/mod.rs alike, the directory itself for lib.rs/main.rs.
func rustModDir(p string) string {
	switch path.Base(p) {
	case "mod.rs", "lib.rs", "main.rs":
		return path.Dir(p)
	}
	return strings.TrimSuffix(p, ".rs")
}

// JVM: com.acme.util.Strings is a file Strings.java/.kt/.scala under a
// directory ending in com/acme/util; a.b.* is that directory's files.
func (ix *fileIndex) resolveJVM(src string) []int32 {
	src = strings.TrimSuffix(src, ".*")
	parts := strings.Split(src, ".")
	for n := len(parts); n >= 2; n-- {
		rel := strings.Join(parts[:n], "/")
		var out []int32
		for _, e := range []string{".java", ".kt", ".scala", ".groovy"} {
			for _, i := range ix.bySuffix[lastTwo(rel+e)] {
				if strings.HasSuffix(ix.files[i].Path, rel+e) {
					out = append(out, i)
				}
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	// A package import: every file of every directory that holds the
	// package (main and test source sets alike), in path order.
	rel := strings.Join(parts, "/")
	var out []int32
	for d, fs := range ix.byDir {
		if d == rel || strings.HasSuffix(d, "/"+rel) {
			out = append(out, fs...)
		}
	}
	if len(out) == 0 {
		return ix.jvmDefiners(parts)
	}
	return dedup(out)
}

// C/C++: "x.h" next to the file, then as a path suffix anywhere in the
// repository (include directories are found by where the headers are).
func (ix *fileIndex) resolveInclude(f *extract.File, src string) []int32 {
	if i, ok := ix.lookup(path.Join(path.Dir(f.Path), src)); ok {
		return []int32{i}
	}
	if i, ok := ix.lookup(src); ok {
		return []int32{i}
	}
	var best []int32
	cands := ix.bySuffix[lastTwo(src)]
	if !strings.Contains(src, "/") {
		cands = ix.byBase[src] // keyed by two elements, a bare name would miss
	}
	for _, i := range cands {
		if p := ix.files[i].Path; p == src || strings.HasSuffix(p, "/"+src) {
			best = append(best, i)
		}
	}
	if len(best) == 1 {
		return best
	}
	// Several candidates: the one sharing the longest directory prefix.
	sort.SliceStable(best, func(a, b int) bool {
		return commonPrefix(ix.files[best[a]].Path, f.Path) > commonPrefix(ix.files[best[b]].Path, f.Path)
	})
	return best[:min(1, len(best))]
}

func commonPrefix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

// PHP: PSR-4 prefixes from composer.json, else the namespace as a path.
func (ix *fileIndex) resolvePHP(f *extract.File, src string) []int32 {
	rel := strings.ReplaceAll(strings.TrimPrefix(src, "\\"), "\\", "/") + ".php"
	if strings.HasSuffix(src, ".php") {
		return ix.resolveRelative(f, src, nil, nil)
	}
	ns := strings.TrimPrefix(src, "\\")
	for _, p := range ix.psr4 {
		if ns == p.ns || strings.HasPrefix(ns, p.ns+"\\") {
			rest := strings.ReplaceAll(strings.TrimPrefix(strings.TrimPrefix(ns, p.ns), "\\"), "\\", "/")
			if i, ok := ix.lookup(path.Join(p.dir, rest) + ".php"); ok {
				return []int32{i}
			}
		}
	}
	// The namespace as a path, or a PSR-4 prefix mapped away: the file
	// whose path shares the longest tail with the namespace wins, and a
	// tie is no answer.
	best, bestLen, tie := int32(-1), 0, false
	for _, i := range ix.bySuffix[lastTwo(rel)] {
		n := commonSuffix(ix.files[i].Path, rel)
		switch {
		case n > bestLen:
			best, bestLen, tie = i, n, false
		case n == bestLen:
			tie = true
		}
	}
	if best >= 0 && !tie {
		return []int32{best}
	}
	return nil
}

// commonSuffix is the length of the longest common tail of a and b that
// starts at a path element.
func commonSuffix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[len(a)-1-n] == b[len(b)-1-n] {
		n++
	}
	for n > 0 && n < len(a) && a[len(a)-n-1] != '/' {
		n-- // back to an element boundary
	}
	return n
}
