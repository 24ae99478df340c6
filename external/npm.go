package external

import (
	"context"
	"encoding/json"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/sourcegraph/scip/bindings/go/scip"

	"github.com/soulindex/soulindex/extract"
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
	Name    string          `json:"name"`
	Version string          `json:"version"`
	Types   string          `json:"types"`
	Typings string          `json:"typings"`
	Exports json.RawMessage `json:"exports"`
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
	found   map[string]string      // node_modules lookups: start dir + package → package dir
	// resolved marks the names looked up in a module (found or not).
	resolved map[memberKey]bool
}

// npm binds the JavaScript and TypeScript files' imports of installed
// packages (bare specifiers the repository does not resolve) and resolves
// the names imported from them, directly or through the repository's own
// re-exports (a barrel file's export { a } from 'pkg' or export * from
// 'pkg'). Files are taken in path order, so the budget goes the same way
// every run.
func (r *run) npm(ctx context.Context) error {
	res, g := r.in.Result, r.in.Graph
	st := &npmState{pkgs: map[string]*npmPackage{}, modules: map[string]*npmModule{}, found: map[string]string{},
		resolved: map[memberKey]bool{}}
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
				// package.
				for _, n := range im.Names {
					if sym := r.npmThroughRepo(ctx, st, ts, n.Name, tsReexportDepth); sym != "" {
						b.bind(localName(n), sym)
					}
				}
				continue
			}
			m := r.npmModuleFor(st, path.Dir(f.Path), im.Source)
			if m == nil {
				continue
			}
			modSym := m.symbol()
			r.x.addSymbol(Symbol{Symbol: modSym, Name: im.Source, Kind: extract.KindModule, Language: "TypeScript"})
			if s := im.SourceRange; s != (extract.Range{}) && s.Start.Line == s.End.Line {
				b.sources = append(b.sources, Occurrence{Range: s, Symbol: modSym, Import: true})
			}
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
			} else if m := r.npmModuleFor(st, path.Dir(f.Path), im.Source); m != nil {
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

// npmModuleFor resolves a bare import specifier written in directory dir
// (root-relative) to the declaration file of an installed package, as
// TypeScript does: the nearest node_modules holding the package, its
// types (exports' "types" conditions, types/typings, index.d.ts), else
// its @types package. nil for a relative or absolute specifier, a Node
// built-in, or a package not installed or without declarations.
func (r *run) npmModuleFor(st *npmState, dir, spec string) *npmModule {
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
	for _, cand := range []string{name, typesPackageName(name)} {
		if cand == "" {
			continue
		}
		p := r.npmFind(st, dir, cand)
		if p == nil {
			continue
		}
		key := p.dir + "\x00" + sub
		if m, ok := st.modules[key]; ok {
			if m != nil {
				return m
			}
			continue
		}
		var m *npmModule
		if file := r.npmEntry(p, sub); file != "" {
			m = &npmModule{pkg: p, file: file, dep: r.newDep()}
		}
		st.modules[key] = m
		if m != nil {
			return m
		}
	}
	return nil
}

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

// npmEntry resolves a package subpath ("" for the package itself) to its
// declaration file, relative to the package: the "types" targets of the
// matching exports entry (every condition; when they name several files,
// the one types/typings names, else none), else types/typings (for the
// package itself) or the subpath's own .d.ts or index.d.ts.
func (r *run) npmEntry(p *npmPackage, sub string) string {
	var cands []string
	if len(p.meta.Exports) > 0 {
		var exports any
		if json.Unmarshal(p.meta.Exports, &exports) == nil {
			key := "."
			if sub != "" {
				key = "./" + sub
			}
			var entry any
			switch e := exports.(type) {
			case map[string]any:
				if _, ok := e["."]; ok || sub != "" {
					entry = e[key]
				} else {
					entry = e // conditions of "." alone
				}
			case string:
				if sub == "" {
					entry = e
				}
			}
			cands = typesTargets(entry, false, 0, cands)
			if entry == nil && sub != "" {
				return "" // exports hides what it does not list
			}
		}
	}
	var main string
	if sub == "" {
		main = cleanPackagePath(p.meta.Types)
		if main == "" {
			main = cleanPackagePath(p.meta.Typings)
		}
	}
	sort.Strings(cands)
	cands = compact(cands)
	switch {
	case len(cands) == 1:
		return r.npmExisting(p, cands[0])
	case len(cands) > 1:
		for _, c := range cands {
			if c == main {
				return r.npmExisting(p, c)
			}
		}
		return ""
	case main != "":
		return r.npmExisting(p, main)
	case sub != "":
		for _, c := range []string{sub + ".d.ts", sub + "/index.d.ts"} {
			if f := r.npmExisting(p, c); f != "" {
				return f
			}
		}
		return ""
	}
	return r.npmExisting(p, "index.d.ts")
}

func compact(xs []string) []string {
	out := xs[:0]
	for i, x := range xs {
		if i == 0 || x != xs[i-1] {
			out = append(out, x)
		}
	}
	return out
}

// typesTargets collects the declaration files an exports entry names:
// strings under a "types" condition, or any string ending in .d.ts (a
// condition's target that is itself a declaration file).
func typesTargets(v any, underTypes bool, depth int, out []string) []string {
	if depth > 8 {
		return out
	}
	switch e := v.(type) {
	case string:
		if c := cleanPackagePath(e); c != "" && (underTypes || isDeclarationFile(c)) {
			out = append(out, c)
		}
	case map[string]any:
		for k, sub := range e {
			out = typesTargets(sub, underTypes || k == "types", depth+1, out)
		}
	case []any:
		for _, sub := range e {
			out = typesTargets(sub, underTypes, depth+1, out)
		}
	}
	return out
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
