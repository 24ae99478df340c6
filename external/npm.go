package external

import (
	"bytes"
	"context"
	"encoding/json"
	"path"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/sourcegraph/scip/bindings/go/scip"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/internal/safefile"
	"github.com/soulindex/soulindex/refgraph"
)

// npm symbols are named as the TypeScript precise indexer names them:
//
//	scip-typescript npm <package> <version> <dir>/`<file>`/<Name><suffix>
//
// the package's installed name and version (node_modules/<package>/
// package.json, or its @types package when it ships no declarations),
// the declaring file's path in the package as namespaces, the containing
// namespaces, and the suffix by kind: "#" for a class, interface, type
// alias or enum, "()." for a function, "." for a variable, "/" for a
// namespace. A module's own symbol (an import's source) is the file's.
const (
	npmScheme  = "scip-typescript"
	npmManager = "npm"
)

// npmLanguages are the languages whose imports name npm packages.
var npmLanguages = map[string]bool{"typescript": true, "tsx": true, "javascript": true}

// npmPackage is an installed package (or its @types package).
type npmPackage struct {
	dir           string // absolute
	name, version string
	meta          npmMeta
}

type npmMeta struct {
	Name          string          `json:"name"`
	Version       string          `json:"version"`
	Types         string          `json:"types"`
	Typings       string          `json:"typings"`
	Exports       json.RawMessage `json:"exports"`
	TypesVersions json.RawMessage `json:"typesVersions"`
}

// npmModule is one module of a package that the repository imports: the
// declaration file an import's specifier resolves to.
type npmModule struct {
	pkg  *npmPackage
	file string // relative to pkg.dir, slash separated
	dep  int32
}

func (m *npmModule) symbol(ds ...*scip.Descriptor) string {
	return symbol(npmScheme, npmManager, m.pkg.name, m.pkg.version, append(npmFileDescriptors(m.file), ds...)...)
}

// npmFileDescriptors are a package file's path as namespaces.
func npmFileDescriptors(file string) []*scip.Descriptor {
	var ds []*scip.Descriptor
	for _, seg := range strings.Split(file, "/") {
		ds = append(ds, namespace(seg))
	}
	return ds
}

// npmState memoizes the lookups of one Build.
type npmState struct {
	pkgs    map[string]*npmPackage // by directory ("" memoized as none)
	modules map[string]*npmModule  // by directory and specifier subpath
	// resolved marks the names looked up in a module (found or not).
	resolved map[memberKey]bool
	// configs are the repository's tsconfig.json and jsconfig.json by
	// directory; resolutions their module resolution ("" when unsaid),
	// types the "type" of package.json files by directory.
	configs     map[string]string
	resolutions map[string]string
	types       map[string]string
}

// npm binds the JavaScript and TypeScript files' imports of installed
// packages (bare specifiers the repository does not resolve) and resolves
// the names imported from them, directly or through the repository's own
// re-exports (a barrel file's export { a } from 'pkg' or export * from
// 'pkg'). Files are taken in path order, so the budget goes the same way
// every run.
func (r *run) npm(ctx context.Context) error {
	res, g := r.in.Result, r.in.Graph
	st := &npmState{pkgs: map[string]*npmPackage{}, modules: map[string]*npmModule{},
		resolved: map[memberKey]bool{}, configs: map[string]string{}, resolutions: map[string]string{}, types: map[string]string{}}
	for _, f := range res.Files {
		if b := path.Base(f.Path); b == "tsconfig.json" || b == "jsconfig.json" {
			if _, ok := st.configs[path.Dir(f.Path)]; !ok || b == "tsconfig.json" {
				st.configs[path.Dir(f.Path)] = f.Path
			}
		}
	}
	for i, f := range res.Files {
		if !npmLanguages[f.Language] || len(f.Imports) == 0 {
			continue
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		var qualified map[string][]string
		b := &r.x.files[i]
		for k := range f.Imports {
			im := &f.Imports[k]
			if ts := g.Imports[i][k]; len(ts) > 0 {
				// A module of the repository: names it passes on from a
				// package, imported by name or through a namespace.
				for _, n := range im.Names {
					if sym := r.npmThroughRepo(ctx, st, ts, n.Name, tsReexportDepth); sym != "" {
						b.bind(localName(n), sym)
					}
				}
				if im.Alias != "" {
					if qualified == nil {
						qualified = qualifiedNames(f)
					}
					dep := int32(-1)
					for _, n := range qualified[im.Alias] {
						sym := r.npmThroughRepo(ctx, st, ts, n, tsReexportDepth)
						if sym == "" {
							continue
						}
						if dep < 0 {
							dep = r.newDep()
							b.qual(im.Alias, dep)
						}
						r.x.members[memberKey{dep, n}] = sym
					}
				}
				continue
			}
			m := r.npmModuleFor(st, f.Path, im.Source)
			if m == nil {
				continue
			}
			r.importSource(b, im, Symbol{Symbol: m.symbol(), Name: im.Source, Kind: extract.KindModule, Language: "TypeScript"})
			for _, n := range im.Names {
				if sym := r.npmMember(ctx, st, m, n.Name); sym != "" {
					b.bind(localName(n), sym)
				}
			}
			if im.Alias != "" {
				b.qual(im.Alias, m.dep)
				if qualified == nil {
					qualified = qualifiedNames(f)
				}
				for _, n := range qualified[im.Alias] {
					r.npmMember(ctx, st, m, n)
				}
			}
		}
	}
	return nil
}

// localName is the name an imported name binds.
func localName(n extract.ImportedName) string {
	if n.Alias != "" {
		return n.Alias
	}
	return n.Name
}

// npmMember resolves name in module m once, recording its symbol for
// member lookups; "" when it cannot be named.
func (r *run) npmMember(ctx context.Context, st *npmState, m *npmModule, name string) string {
	key := memberKey{m.dep, name}
	if st.resolved[key] {
		return r.x.members[key]
	}
	st.resolved[key] = true
	d := r.npmResolve(ctx, m.pkg, m.file, name, tsReexportDepth)
	if d == nil {
		return ""
	}
	r.x.members[key] = d.sym
	r.x.addSymbol(Symbol{Symbol: d.sym, Name: d.s.Name, Kind: d.s.Kind, Language: "TypeScript", Signature: d.s.Signature, Doc: d.s.Doc})
	return d.sym
}

// npmThroughRepo resolves name as the repository modules files export it
// when they pass it on from a package: export { a as name } from 'pkg',
// or export * from 'pkg', through at most depth re-exporting modules of
// the repository. "" when none does, or two disagree.
func (r *run) npmThroughRepo(ctx context.Context, st *npmState, files []int32, name string, depth int) string {
	res, g := r.in.Result, r.in.Graph
	found := ""
	for _, fi := range files {
		f := res.Files[fi]
		if !npmLanguages[f.Language] {
			continue
		}
		for k := range f.Imports {
			im := &f.Imports[k]
			star := len(im.Names) == 0 && im.Alias == ""
			from := ""
			if star {
				if name == "default" {
					continue
				}
				from = name
			}
			for _, n := range im.Names {
				if localName(n) == name {
					from = n.Name
				}
			}
			if from == "" {
				continue
			}
			sym := ""
			if ts := g.Imports[fi][k]; len(ts) > 0 {
				if depth > 0 {
					sym = r.npmThroughRepo(ctx, st, ts, from, depth-1)
				}
			} else if m := r.npmModuleFor(st, f.Path, im.Source); m != nil {
				sym = r.npmMember(ctx, st, m, from)
			}
			switch {
			case sym == "":
			case found == "":
				found = sym
			case found != sym:
				return ""
			}
		}
	}
	return found
}

// tsReexportDepth bounds how many re-exporting files a lookup passes
// through in a package.
const tsReexportDepth = 6

// npmModuleFor resolves a bare import specifier written in file from
// (root-relative) to the declaration file of an installed package, as
// TypeScript does: the nearest node_modules holding the package, its
// declaration file as the repository's module resolution finds it
// (npmEntry), else its @types package's. nil for a relative or absolute
// specifier, a Node built-in, or a package not installed or without
// declarations.
func (r *run) npmModuleFor(st *npmState, from, spec string) *npmModule {
	if spec == "" || strings.HasPrefix(spec, ".") || strings.HasPrefix(spec, "/") || strings.Contains(spec, ":") || strings.Contains(spec, "\\") {
		return nil
	}
	name, sub := spec, ""
	parts := strings.SplitN(spec, "/", 3)
	switch {
	case strings.HasPrefix(spec, "@"):
		if len(parts) < 2 || parts[1] == "" {
			return nil
		}
		name = parts[0] + "/" + parts[1]
		if len(parts) == 3 {
			sub = parts[2]
		}
	default:
		name = parts[0]
		if len(parts) > 1 {
			sub = strings.Join(parts[1:], "/")
		}
	}
	if name == ".." || strings.Contains(name, "..") {
		return nil
	}
	dir := path.Dir(from)
	modes, modesKey := r.npmModesFor(st, from)
	if len(modes) == 0 {
		return nil
	}
	for _, cand := range []string{name, typesPackageName(name)} {
		if cand == "" {
			continue
		}
		p := r.npmFind(st, dir, cand)
		if p == nil {
			continue
		}
		key := p.dir + "\x00" + sub + "\x00" + modesKey
		if m, ok := st.modules[key]; ok {
			if m != nil {
				return m
			}
			continue
		}
		var m *npmModule
		if file := r.npmEntry(p, sub, modes); file != "" {
			m = &npmModule{pkg: p, file: file, dep: r.newDep()}
		}
		st.modules[key] = m
		if m != nil {
			return m
		}
	}
	return nil
}

// npmModesFor is how the repository resolves a package specifier in file
// from: the nearest tsconfig.json's (or jsconfig.json's) moduleResolution,
// or the one its module implies (node16/nodenext: the file's own format
// picks "import" or "require"; commonjs: node10; preserve: bundler);
// every mode when it says none or extends another configuration, none
// under classic resolution. The key names the modes for memoizing.
func (r *run) npmModesFor(st *npmState, from string) ([]npmMode, string) {
	res := r.tsResolution(st, path.Dir(from))
	switch res {
	case "bundler":
		return []npmMode{{true, "import", false}}, res
	case "node10":
		return []npmMode{{false, "", false}}, res
	case "nodenext":
		cond := r.nodeFormat(st, from)
		return []npmMode{{true, cond, true}}, res + " " + cond
	case "classic":
		return nil, res
	}
	return npmModes, "any"
}

// tsResolution reads the module resolution of the configuration nearest
// dir: bundler, node10, nodenext, classic, or "" when unknown.
func (r *run) tsResolution(st *npmState, dir string) string {
	for d := dir; ; d = path.Dir(d) {
		if cfg, ok := st.configs[d]; ok {
			res, ok := st.resolutions[cfg]
			if !ok {
				res = r.readResolution(cfg)
				st.resolutions[cfg] = res
			}
			return res
		}
		if d == "." || d == "/" {
			return ""
		}
	}
}

// readResolution reads a tsconfig's compilerOptions.moduleResolution, or
// what its module implies when it extends nothing.
func (r *run) readResolution(cfg string) string {
	data, err := safefile.ReadFileNoFollow(filepath.Join(r.in.Result.Root, filepath.FromSlash(cfg)), maxEnvFile)
	if err != nil {
		return ""
	}
	var c struct {
		Extends         json.RawMessage `json:"extends"`
		CompilerOptions struct {
			Module           string `json:"module"`
			ModuleResolution string `json:"moduleResolution"`
		} `json:"compilerOptions"`
	}
	if json.Unmarshal(refgraph.StripJSONC(data), &c) != nil {
		return ""
	}
	switch strings.ToLower(c.CompilerOptions.ModuleResolution) {
	case "bundler":
		return "bundler"
	case "node", "node10":
		return "node10"
	case "node16", "nodenext":
		return "nodenext"
	case "classic":
		return "classic"
	case "":
	default:
		return ""
	}
	if len(c.Extends) > 0 {
		return "" // the base may say
	}
	switch strings.ToLower(c.CompilerOptions.Module) {
	case "node16", "node18", "nodenext":
		return "nodenext"
	case "preserve":
		return "bundler"
	case "commonjs":
		return "node10"
	}
	return ""
}

// nodeFormat is the module format Node gives a file: "import" for an ES
// module (.mts, .mjs, or in a package whose package.json says "type":
// "module"), else "require".
func (r *run) nodeFormat(st *npmState, file string) string {
	switch path.Ext(file) {
	case ".mts", ".mjs":
		return "import"
	case ".cts", ".cjs":
		return "require"
	}
	for d := path.Dir(file); ; d = path.Dir(d) {
		t, ok := st.types[d]
		if !ok {
			t = "none"
			if data, err := safefile.ReadFileNoFollow(filepath.Join(r.in.Result.Root, filepath.FromSlash(d), "package.json"), manifestMax); err == nil {
				var p struct {
					Type string `json:"type"`
				}
				t = "commonjs"
				if json.Unmarshal(data, &p) == nil && p.Type != "" {
					t = p.Type
				}
			}
			st.types[d] = t
		}
		if t != "none" {
			if t == "module" {
				return "import"
			}
			return "require"
		}
		if d == "." || d == "/" {
			return "require"
		}
	}
}

// manifestMax bounds a package.json read for its "type".
const manifestMax = 256 << 10

// typesPackageName is the @types package of a package name.
func typesPackageName(name string) string {
	if strings.HasPrefix(name, "@types/") {
		return ""
	}
	if scope, rest, ok := strings.Cut(strings.TrimPrefix(name, "@"), "/"); ok && strings.HasPrefix(name, "@") {
		return "@types/" + scope + "__" + rest
	}
	return "@types/" + name
}

// npmFind finds package name in the node_modules directories from dir up
// to the repository root, as Node does, and reads its package.json.
func (r *run) npmFind(st *npmState, dir, name string) *npmPackage {
	for d := dir; ; d = path.Dir(d) {
		pd := filepath.Join(r.in.Result.Root, filepath.FromSlash(d), "node_modules", filepath.FromSlash(name))
		if p, ok := st.pkgs[pd]; ok {
			if p != nil {
				return p
			}
		} else if r.src.isDir(pd) {
			p := r.npmPackageAt(pd)
			st.pkgs[pd] = p
			if p != nil {
				return p
			}
		} else {
			st.pkgs[pd] = nil
		}
		if d == "." || d == "/" {
			return nil
		}
	}
}

// npmPackageAt reads a package directory's package.json (name and
// version are required: they name its symbols).
func (r *run) npmPackageAt(dir string) *npmPackage {
	data := r.src.read(filepath.Join(dir, "package.json"))
	if data == nil {
		return nil
	}
	var meta npmMeta
	if json.Unmarshal(data, &meta) != nil || meta.Name == "" || meta.Version == "" {
		return nil
	}
	return &npmPackage{dir: dir, name: meta.Name, version: meta.Version, meta: meta}
}

// npmMode is how TypeScript resolves a package specifier: through the
// package's exports with the given conditions (node16/nodenext: the
// importing file's "import" or "require", with "node"; bundler: "import"),
// or, exports ignored, through types/typings (node10).
type npmMode struct {
	exports bool
	conds   string // "import" or "require"
	node    bool
}

// npmModes are the modes tried when the repository's tsconfig does not
// say which one it uses: a package resolves only when all agree.
var npmModes = []npmMode{{true, "import", true}, {true, "require", true}, {true, "import", false}, {false, "", false}}

// npmEntry resolves a package subpath ("" for the package itself) to its
// declaration file, relative to the package, under each of modes: ""
// when they disagree, when one finds none, or when the package maps its
// types by TypeScript version (typesVersions) for a version from 5.1 on.
func (r *run) npmEntry(p *npmPackage, sub string, modes []npmMode) string {
	if len(p.meta.TypesVersions) > 0 {
		tv, ok := decodeOrdered(p.meta.TypesVersions)
		if !ok || tv.kind != 'o' {
			return ""
		}
		for _, m := range tv.obj {
			if !rangeBeforeTS51(m.key) {
				return ""
			}
		}
	}
	found := ""
	for i, m := range modes {
		f := r.npmEntryIn(p, sub, m)
		if f == "" || i > 0 && f != found {
			return ""
		}
		found = f
	}
	return found
}

// npmEntryIn resolves a subpath under one mode: the exports entry's target
// for the mode's conditions (a .js target stands for its declaration
// file), or without exports (or in node10 mode) types/typings or
// index.d.ts for the package itself and the subpath's own .d.ts or
// index.d.ts.
func (r *run) npmEntryIn(p *npmPackage, sub string, m npmMode) string {
	if m.exports && len(p.meta.Exports) > 0 {
		exports, ok := decodeOrdered(p.meta.Exports)
		if !ok {
			return ""
		}
		key := "."
		if sub != "" {
			key = "./" + sub
		}
		entry := exports
		if exports.isSubpaths() {
			entry, ok = exports.get(key)
			if !ok {
				return "" // exports hides what it does not list
			}
		} else if sub != "" {
			return ""
		}
		target, ok := resolveConditions(entry, m, 0)
		if !ok {
			return ""
		}
		return r.npmExisting(p, target)
	}
	if sub == "" {
		for _, t := range []string{p.meta.Types, p.meta.Typings} {
			if c := cleanPackagePath(t); c != "" {
				return r.npmExisting(p, c)
			}
		}
		return r.npmExisting(p, "index.d.ts")
	}
	if c := cleanPackagePath(sub); c != "" {
		for _, f := range []string{c + ".d.ts", c + "/index.d.ts"} {
			if e := r.npmExisting(p, f); e != "" {
				return e
			}
		}
	}
	return ""
}

// jvalue is a JSON value with its objects' keys in written order (exports
// conditions are matched in that order).
type jvalue struct {
	str  *string
	obj  []jmember
	arr  []jvalue
	kind byte // 's' string, 'o' object, 'a' array, '-' anything else
}

type jmember struct {
	key string
	val jvalue
}

func (v jvalue) get(key string) (jvalue, bool) {
	for _, m := range v.obj {
		if m.key == key {
			return m.val, true
		}
	}
	return jvalue{}, false
}

// isSubpaths reports whether an exports object maps subpaths (its keys
// start with "."), not conditions.
func (v jvalue) isSubpaths() bool {
	return v.kind == 'o' && len(v.obj) > 0 && strings.HasPrefix(v.obj[0].key, ".")
}

// decodeOrdered decodes JSON keeping object keys in order (depth-bounded).
func decodeOrdered(data []byte) (jvalue, bool) {
	dec := json.NewDecoder(bytes.NewReader(data))
	v, ok := decodeValue(dec, 0)
	return v, ok
}

func decodeValue(dec *json.Decoder, depth int) (jvalue, bool) {
	if depth > maxJSONDepth {
		return jvalue{}, false
	}
	t, err := dec.Token()
	if err != nil {
		return jvalue{}, false
	}
	switch t := t.(type) {
	case string:
		return jvalue{str: &t, kind: 's'}, true
	case json.Delim:
		switch t {
		case '{':
			v := jvalue{kind: 'o'}
			for dec.More() {
				kt, err := dec.Token()
				k, isStr := kt.(string)
				if err != nil || !isStr {
					return jvalue{}, false
				}
				val, ok := decodeValue(dec, depth+1)
				if !ok {
					return jvalue{}, false
				}
				v.obj = append(v.obj, jmember{k, val})
			}
			_, err := dec.Token()
			return v, err == nil
		case '[':
			v := jvalue{kind: 'a'}
			for dec.More() {
				val, ok := decodeValue(dec, depth+1)
				if !ok {
					return jvalue{}, false
				}
				v.arr = append(v.arr, val)
			}
			_, err := dec.Token()
			return v, err == nil
		}
		return jvalue{}, false
	}
	return jvalue{kind: '-'}, true
}

// maxJSONDepth bounds the nesting of exports conditions.
const maxJSONDepth = 8

// resolveConditions resolves an exports target as Node and TypeScript do:
// a string is the target; an object's first condition in written order
// that is active ("types", the mode's "import" or "require", "node" in
// node modes, "default") and resolves wins; an array's first entry that
// resolves. A versioned types condition (types@<=5.0) is passed over when
// its range lies wholly before TypeScript 5.1, and makes the target
// unknown otherwise. ok is false when nothing resolves or it is unknown.
func resolveConditions(v jvalue, m npmMode, depth int) (string, bool) {
	if depth > maxJSONDepth {
		return "", false
	}
	switch v.kind {
	case 's':
		c := cleanPackagePath(*v.str)
		return c, c != ""
	case 'a':
		for _, e := range v.arr {
			if t, ok := resolveConditions(e, m, depth+1); ok {
				return t, true
			}
		}
	case 'o':
		for _, e := range v.obj {
			switch {
			case strings.HasPrefix(e.key, "types@"):
				if !rangeBeforeTS51(strings.TrimPrefix(e.key, "types@")) {
					return "", false
				}
				continue
			case e.key == "types", e.key == "default", e.key == m.conds, e.key == "node" && m.node:
			default:
				continue
			}
			if e.val.kind == '-' {
				return "", false // null: excluded
			}
			if t, ok := resolveConditions(e.val, m, depth+1); ok {
				return t, true
			}
		}
	}
	return "", false
}

// rangeBeforeTS51 reports whether a typesVersions-style range ("<=5.0",
// "<4.9") admits no TypeScript from 5.1 on.
func rangeBeforeTS51(rng string) bool {
	le := strings.HasPrefix(rng, "<=")
	if !le && !strings.HasPrefix(rng, "<") {
		return false
	}
	v := strings.TrimLeft(rng, "<=")
	major, minor, ok := strings.Cut(v, ".")
	if !ok {
		return false
	}
	ma, err1 := strconv.Atoi(major)
	mi, err2 := strconv.Atoi(strings.SplitN(minor, ".", 2)[0])
	if err1 != nil || err2 != nil {
		return false
	}
	if le {
		return ma < 5 || ma == 5 && mi == 0
	}
	return ma < 5 || ma == 5 && mi <= 1
}

func isDeclarationFile(p string) bool {
	return strings.HasSuffix(p, ".d.ts") || strings.HasSuffix(p, ".d.mts") || strings.HasSuffix(p, ".d.cts")
}

// cleanPackagePath cleans a path package.json names: relative to the
// package, never leaving it, without globs; "" otherwise.
func cleanPackagePath(p string) string {
	p = strings.TrimSpace(p)
	if p == "" || strings.HasPrefix(p, "/") || strings.ContainsAny(p, "*?\x00\\") {
		return ""
	}
	c := path.Clean(p)
	if c == "." || c == ".." || strings.HasPrefix(c, "../") {
		return ""
	}
	return c
}

// npmExisting returns file (relative to the package) when it is a
// regular file there; a .js target stands for its .d.ts.
func (r *run) npmExisting(p *npmPackage, file string) string {
	for _, c := range declarationCandidates(file) {
		if fi := filepath.Join(p.dir, filepath.FromSlash(c)); r.src.isFile(fi) {
			return c
		}
	}
	return ""
}

// declarationCandidates are the files a module path may be declared in.
func declarationCandidates(file string) []string {
	switch {
	case isDeclarationFile(file) || strings.HasSuffix(file, ".ts") && !strings.HasSuffix(file, ".d.ts"):
		return []string{file}
	}
	for _, ext := range []string{".js", ".mjs", ".cjs"} {
		if stem, ok := strings.CutSuffix(file, ext); ok {
			d := map[string]string{".js": ".d.ts", ".mjs": ".d.mts", ".cjs": ".d.cts"}[ext]
			return []string{stem + d}
		}
	}
	return []string{file + ".d.ts", file + "/index.d.ts"}
}

// npmDecl is a declaration an exported name resolves to.
type npmDecl struct {
	s   *extract.Symbol
	sym string
}

// npmResolve finds the declaration of the name file exports: its own
// exported top-level declaration, a member of the namespace it exports
// as a whole (export =), or one it re-exports from another file of the
// package (export { a as b } from, export * from). nil when it is none
// of these, when two re-exports disagree, or when the name may be the
// module's default export (an import without braces reads the same).
func (r *run) npmResolve(ctx context.Context, p *npmPackage, file, name string, depth int) *npmDecl {
	if file == "" {
		return nil
	}
	f := r.src.parseOne(ctx, "typescript", filepath.Join(p.dir, filepath.FromSlash(file)))
	if f == nil {
		return nil
	}
	exported := map[string]bool{}
	for _, e := range f.Exports {
		exported[e.Name] = true
	}
	if exported["default"] && !defaultIsName(f, name) {
		return nil
	}
	// A top-level declaration; an interface and a value of one name
	// (merged declarations) are two symbols: left unnamed.
	var found *npmDecl
	for k := range f.Symbols {
		s := &f.Symbols[k]
		if s.Parent != -1 || s.Name != name || !exported[name] {
			continue
		}
		d := npmDeclOf(p, file, f, k)
		if d == nil || found != nil && found.sym != d.sym {
			return nil
		}
		found = d
	}
	if found != nil {
		return found
	}
	// export = N: the namespace's members are the module's names.
	for k := range f.Symbols {
		s := &f.Symbols[k]
		if s.Parent < 0 || s.Name != name || len(s.Container) != 1 {
			continue
		}
		ns := &f.Symbols[s.Parent]
		if ns.Kind != extract.KindModule || ns.Parent != -1 || !exported[ns.Name] {
			continue
		}
		d := npmDeclOf(p, file, f, k)
		if d == nil || found != nil && found.sym != d.sym {
			return nil
		}
		found = d
	}
	if found != nil || depth == 0 {
		return found
	}
	for k := range f.Imports {
		im := &f.Imports[k]
		if !strings.HasPrefix(im.Source, ".") {
			continue
		}
		target := npmRelative(file, im.Source)
		if target == "" {
			continue
		}
		if len(im.Names) == 0 && im.Alias == "" {
			// export * from: any name but the default.
			if name == "default" {
				continue
			}
			d := r.npmResolve(ctx, p, r.npmExisting(p, target), name, depth-1)
			if d == nil {
				continue
			}
			if found != nil && found.sym != d.sym {
				return nil
			}
			if found == nil {
				found = d
			}
			continue
		}
		for _, n := range im.Names {
			local := n.Name
			if n.Alias != "" {
				local = n.Alias
			}
			if local == name {
				if tf := r.npmExisting(p, target); tf != "" {
					return r.npmResolve(ctx, p, tf, n.Name, depth-1)
				}
				return nil
			}
		}
	}
	return found
}

// defaultIsName reports whether the file's default export is the
// declaration named name (export default name): then an import of name
// means it either way.
func defaultIsName(f *extract.File, name string) bool {
	for _, e := range f.Exports {
		if e.Name != "default" {
			continue
		}
		for _, rf := range f.LoadRefs() {
			if rf.Line == e.Range.End.Line && rf.Column > e.Range.End.Column && f.RefNames[rf.Name] == name {
				return true
			}
		}
	}
	return false
}

// npmRelative joins a relative module specifier to the directory of file
// (both within the package); "" when it leaves the package.
func npmRelative(file, spec string) string {
	j := path.Join(path.Dir(file), spec)
	if j == ".." || strings.HasPrefix(j, "../") {
		return ""
	}
	return j
}

// npmDeclOf names symbol k of a package file: the file's namespaces, its
// containers, then its own descriptor.
func npmDeclOf(p *npmPackage, file string, f *extract.File, k int) *npmDecl {
	s := &f.Symbols[k]
	ds := npmFileDescriptors(file)
	for _, c := range s.Container {
		d := tsDescriptor(c.Name, c.Kind)
		if d == nil || d.Suffix != scip.Descriptor_Namespace {
			return nil
		}
		ds = append(ds, d)
	}
	d := tsDescriptor(s.Name, s.Kind)
	if d == nil {
		return nil
	}
	return &npmDecl{s: s, sym: symbol(npmScheme, npmManager, p.name, p.version, append(ds, d)...)}
}

// tsDescriptor is the descriptor of a TypeScript declaration, nil for a
// kind named otherwise.
func tsDescriptor(name string, k extract.Kind) *scip.Descriptor {
	switch {
	case k == extract.KindFunction:
		return &scip.Descriptor{Name: name, Suffix: scip.Descriptor_Method}
	case k == extract.KindClass || k == extract.KindInterface || k == extract.KindTypeAlias || k == extract.KindEnum:
		return &scip.Descriptor{Name: name, Suffix: scip.Descriptor_Type}
	case k == extract.KindVariable || k == extract.KindConstant:
		return &scip.Descriptor{Name: name, Suffix: scip.Descriptor_Term}
	case k == extract.KindModule:
		return &scip.Descriptor{Name: name, Suffix: scip.Descriptor_Namespace}
	}
	return nil
}
