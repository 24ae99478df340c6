package external

import (
	"bytes"
	"context"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sourcegraph/scip/bindings/go/scip"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/manifest"
	"github.com/soulindex/soulindex/refgraph"
)

// Go symbols are named as the Go precise indexer names them:
//
//	scip-go gomod <module> <version> `<import path>`/<Name><suffix>
//
// with the standard library as the module github.com/golang/go/src at
// "go" plus the main module's go directive (go1.23.0), a replaced module
// as its replacement (path and version), and the suffix by kind: "()."
// for a function, "#" for a type, "." for a variable or constant.
const (
	goScheme    = "scip-go"
	goManager   = "gomod"
	goStdModule = "github.com/golang/go/src"
)

// goModule is one go.mod of the repository.
type goModule struct {
	path      string
	goVersion string // the go directive ("" without one)
	requires  []manifest.Dependency
	replaces  []manifest.Replace
	// pruned: go 1.17 or later, so go.mod lists the version the build
	// selects of every module providing a package the module imports
	// (go mod tidy keeps it so); before, another requirement may raise it.
	pruned bool
}

// goPackage is one package of a dependency that the repository imports.
type goPackage struct {
	module, version string // as symbols name them
	importPath      string
	dir             string // its sources; "" when not found
	name            string // its package clause; "" when not read
	files           []string
	needs           map[string]bool
}

// symbol is the package's symbol; with a descriptor, a name's in it.
func (p *goPackage) symbol(ds ...*scip.Descriptor) string {
	return symbol(goScheme, goManager, p.module, p.version, append([]*scip.Descriptor{namespace(p.importPath)}, ds...)...)
}

// golang binds the Go files' imports of packages outside the repository
// (the standard library and go.mod's requirements) and resolves the
// names used from them.
func (r *run) golang(ctx context.Context) error {
	res, g := r.in.Result, r.in.Graph
	mods := map[string]*goModule{}
	for _, m := range res.Manifests {
		if m.Ecosystem != manifest.Go || path.Base(m.Path) != "go.mod" {
			continue
		}
		gm := &goModule{path: m.Name, goVersion: m.GoVersion, replaces: m.Replaces, pruned: goVersionAtLeast(m.GoVersion, 1, 17)}
		gm.requires = append(gm.requires, m.Deps...)
		// The longest module path holding an import path names its module.
		sort.SliceStable(gm.requires, func(a, b int) bool { return len(gm.requires[a].Name) > len(gm.requires[b].Name) })
		mods[m.Path] = gm
	}
	if len(mods) == 0 {
		return nil
	}
	type use struct{ file, imp, pkg int32 }
	var uses []use
	var pkgs []*goPackage
	byKey := map[string]int32{}
	for i, f := range res.Files {
		if f.Language != "go" || len(f.Imports) == 0 {
			continue
		}
		p := res.PackageFor(f.Path, "go")
		if p == nil || p.Manager != goManager {
			continue
		}
		gm := mods[path.Join(p.Dir, "go.mod")]
		if gm == nil {
			continue // its go.mod was not read (vendored, test data)
		}
		for k := range f.Imports {
			if len(g.Imports[i][k]) > 0 {
				continue // a package of the repository
			}
			gp := r.goPackageFor(gm, f.Imports[k].Source)
			if gp == nil {
				continue
			}
			key := gp.module + "\x00" + gp.version + "\x00" + gp.importPath
			id, ok := byKey[key]
			if !ok {
				id = int32(len(pkgs))
				byKey[key] = id
				pkgs = append(pkgs, gp)
			}
			uses = append(uses, use{int32(i), int32(k), id})
		}
	}
	// Each package's sources and name, in a fixed order (the budget).
	order := make([]int32, len(pkgs))
	for i := range order {
		order[i] = int32(i)
	}
	sort.Slice(order, func(a, b int) bool { return pkgs[order[a]].symbol() < pkgs[order[b]].symbol() })
	for _, id := range order {
		r.loadGoPackage(pkgs[id])
	}
	// Bind each import's names, and collect the names used from each
	// package.
	deps := make([]int32, len(pkgs)) // package → dependency id in x.members
	for id := range pkgs {
		deps[id] = r.newDep()
	}
	last := int32(-1)
	var qualified map[string][]string // qualifier → names used through it
	var typed map[string][]string     // qualifier → T.f of locals of type qualifier.T
	for _, u := range uses {
		f, im := res.Files[u.file], &res.Files[u.file].Imports[u.imp]
		gp := pkgs[u.pkg]
		b := &r.x.files[u.file]
		pkgSym := gp.symbol()
		r.x.addSymbol(Symbol{Symbol: pkgSym, Name: gp.displayName(), Kind: extract.KindModule, Language: "Go",
			Signature: gp.signature()})
		if rng, ok := goPathRange(im); ok {
			b.sources = append(b.sources, Occurrence{Range: rng, Symbol: pkgSym, Import: true})
		}
		name := im.Alias
		if name == "" {
			name = gp.name
		}
		if name == "" || name == "_" || name == "." {
			continue
		}
		b.qual(name, deps[u.pkg])
		if im.Alias == "" {
			// A named import's name is a local of the file to the
			// precise indexer: only the package's own name is its symbol.
			b.bind(name, pkgSym)
		}
		if u.file != last {
			last, qualified, typed = u.file, qualifiedNames(f), goTypedMembers(f)
		}
		for _, n := range append(qualified[name], typed[name]...) {
			if gp.needs == nil {
				gp.needs = map[string]bool{}
			}
			gp.needs[n] = true
		}
	}
	for _, id := range order {
		if err := r.resolveGoPackage(ctx, pkgs[id], deps[id]); err != nil {
			return err
		}
	}
	return nil
}

// newDep allocates a dependency id for member lookups.
func (r *run) newDep() int32 {
	r.deps++
	return r.deps - 1
}

// goTypedMembers lists, per package qualifier, the members used of locals
// whose declared type is one of its types ("T.f" for v.f, v of type q.T
// or *q.T).
func goTypedMembers(f *extract.File) map[string][]string {
	out := map[string][]string{}
	f.EachRef(func(rf extract.Ref) {
		if q, typ, ok := goLocalType(f, rf); ok {
			out[q] = append(out[q], typ+"."+f.RefNames[rf.Name])
		}
	})
	return out
}

// goLocalType is the package qualifier and type name of the local a
// member reference's receiver is (v.f with v declared of type q.T, a
// pointer to one, or initialised with a literal of one); false for any
// other reference or type (a slice, a map, a generic instance, a type of
// the file's own package).
func goLocalType(f *extract.File, rf extract.Ref) (qual, typ string, ok bool) {
	if !rf.Member || rf.Recv() == 0 || rf.Local() != 0 || rf.Via() != 0 || int(rf.Recv()) > len(f.LocalTypes) {
		return "", "", false
	}
	q, t, ok := strings.Cut(f.LocalTypes[rf.Recv()-1], ".")
	if !ok || q == "" || identLen([]byte(q)) != len(q) || t == "" || identLen([]byte(t)) != len(t) {
		return "", "", false
	}
	return q, t, true
}

// qualifiedNames lists, per qualifier, the names a file uses through it
// (q.Name, not bound to a local).
func qualifiedNames(f *extract.File) map[string][]string {
	out := map[string][]string{}
	seen := map[[2]uint32]bool{}
	f.EachRef(func(rf extract.Ref) {
		q := rf.Qual()
		if q == 0 || rf.Local() != 0 || seen[[2]uint32{q, rf.Name}] {
			return
		}
		seen[[2]uint32{q, rf.Name}] = true
		qual := f.RefNames[q-1]
		out[qual] = append(out[qual], f.RefNames[rf.Name])
	})
	return out
}

// goPackageFor names the package an import path of module gm's code
// denotes outside the repository: a standard library package, or one of
// a required module (after its replacement). nil when it is neither, or
// when its version is not certain (a local replacement, a go.mod before
// go 1.17 for a module's).
func (r *run) goPackageFor(gm *goModule, importPath string) *goPackage {
	if importPath == "" || importPath == "C" || importPath == gm.path || strings.HasPrefix(importPath, gm.path+"/") {
		return nil
	}
	for _, d := range gm.requires {
		if importPath != d.Name && !strings.HasPrefix(importPath, d.Name+"/") {
			continue
		}
		if !gm.pruned || d.Version == "" {
			return nil
		}
		mod, ver := d.Name, d.Version
		for _, rp := range gm.replaces {
			if rp.Old == d.Name && (rp.OldVersion == "" || rp.OldVersion == d.Version) {
				if rp.NewVersion == "" {
					return nil // a local directory: its version is the build's
				}
				mod, ver = rp.New, rp.NewVersion
			}
		}
		gp := &goPackage{module: mod, version: ver, importPath: importPath}
		if cache := r.in.Env.GoModCache; cache != "" {
			m, ok1 := escapeModulePath(mod)
			v, ok2 := escapeModulePath(ver)
			if ok1 && ok2 {
				gp.dir = filepath.Join(cache, filepath.FromSlash(m)+"@"+v, filepath.FromSlash(strings.TrimPrefix(importPath[len(d.Name):], "/")))
			}
		}
		return gp
	}
	if !manifest.IsGoStd(importPath) || gm.goVersion == "" {
		return nil
	}
	gp := &goPackage{module: goStdModule, version: "go" + gm.goVersion, importPath: importPath}
	if r.in.Env.GoRoot != "" {
		gp.dir = filepath.Join(r.in.Env.GoRoot, "src", filepath.FromSlash(importPath))
	}
	return gp
}

// escapeModulePath writes a module path or version as the module cache
// names its directories: each upper-case letter as '!' and its lower
// case. false when it holds a '!' itself (not a valid module path).
func escapeModulePath(s string) (string, bool) {
	if strings.ContainsRune(s, '!') {
		return "", false
	}
	var b strings.Builder
	for _, c := range s {
		if unicode.IsUpper(c) {
			b.WriteByte('!')
			b.WriteRune(unicode.ToLower(c))
			continue
		}
		b.WriteRune(c)
	}
	return b.String(), true
}

// goVersionAtLeast reports whether a go directive ("1.17", "1.21.3")
// is at least major.minor.
func goVersionAtLeast(v string, major, minor int) bool {
	parts := strings.SplitN(v, ".", 3)
	if len(parts) < 2 {
		return false
	}
	minorDigits := parts[1]
	if i := strings.IndexFunc(minorDigits, func(c rune) bool { return c < '0' || c > '9' }); i >= 0 {
		minorDigits = minorDigits[:i] // 1.21rc1
	}
	ma, err1 := strconv.Atoi(parts[0])
	mi, err2 := strconv.Atoi(minorDigits)
	if err1 != nil || err2 != nil {
		return false
	}
	return ma > major || ma == major && mi >= minor
}

// goPathRange is where an import's path stands inside its quotes (the
// precise indexer's range for the package there); false when the source
// was not captured as written (an escape in the literal).
func goPathRange(im *extract.Import) (extract.Range, bool) {
	s := im.SourceRange
	if s.Start.Line != s.End.Line || s.End.Column != s.Start.Column+uint32(len(im.Source))+2 {
		return extract.Range{}, false
	}
	return extract.Range{Start: extract.Position{Line: s.Start.Line, Column: s.Start.Column + 1},
		End: extract.Position{Line: s.End.Line, Column: s.End.Column - 1}}, true
}

// loadGoPackage lists a package's Go files (not tests) and reads its name
// from the first one built on linux/amd64.
func (r *run) loadGoPackage(gp *goPackage) {
	if gp.dir == "" {
		return
	}
	files, _ := r.src.readDir(gp.dir)
	for _, n := range files {
		if strings.HasSuffix(n, ".go") && !strings.HasSuffix(n, "_test.go") && goFileNamePlatform(n) {
			gp.files = append(gp.files, filepath.Join(gp.dir, n))
		}
	}
	for _, p := range gp.files {
		src := r.src.read(p)
		if src == nil {
			continue
		}
		if !indexer.GoDefaultBuild(src) {
			continue
		}
		if name := goPackageClause(src); name != "" && name != "main" && !strings.HasSuffix(name, "_test") {
			gp.name = name
		}
		break
	}
}

// goFileNamePlatform reports whether a file name's _GOOS/_GOARCH suffix,
// if any, is built on linux/amd64.
func goFileNamePlatform(name string) bool {
	return refgraph.GoPlatformScore(&extract.File{Path: name}) > 0
}

// goPackageClause returns the name a Go file's package clause declares,
// skipping the comments before it; "" when it has none.
func goPackageClause(src []byte) string {
	for len(src) > 0 {
		src = bytes.TrimLeft(src, " \t\r\n")
		switch {
		case bytes.HasPrefix(src, []byte("//")):
			i := bytes.IndexByte(src, '\n')
			if i < 0 {
				return ""
			}
			src = src[i+1:]
		case bytes.HasPrefix(src, []byte("/*")):
			i := bytes.Index(src[2:], []byte("*/"))
			if i < 0 {
				return ""
			}
			src = src[i+4:]
		case bytes.HasPrefix(src, []byte("package")):
			rest := bytes.TrimLeft(src[len("package"):], " \t")
			if len(rest) == len(src)-len("package") {
				return "" // "packagex"
			}
			return string(rest[:identLen(rest)])
		default:
			return ""
		}
	}
	return ""
}

// identLen is the length of the Go identifier src starts with.
func identLen(src []byte) int {
	n := 0
	for n < len(src) {
		c, size := utf8.DecodeRune(src[n:])
		if c == '_' || unicode.IsLetter(c) || n > 0 && unicode.IsDigit(c) {
			n += size
			continue
		}
		break
	}
	return n
}

// goDeclarations cuts, from a Go file laid out as gofmt does, the
// top-level declarations that may declare one of want at top level or as
// a member of one of its types (a line opening with func, a receiver
// skipped, type, var or const; an entry of a var, const or type group; a
// field or method of a struct or interface type), each with the comments
// above it, and returns them after the file's package clause: a small
// source to outline instead of the whole file. nil when none may. It errs
// towards more: a file laid out otherwise may be passed over (the name
// then goes unnamed), never a declaration cut short, since a declaration
// runs to the next line at column 0 that opens one (or its comments).
func goDeclarations(src []byte, pkg string, want map[string]bool) []byte {
	lines := bytes.SplitAfter(src, []byte("\n"))
	opens := func(line []byte) bool {
		for _, kw := range []string{"func ", "func(", "type ", "var ", "const ", "import "} {
			if bytes.HasPrefix(line, []byte(kw)) {
				return true
			}
		}
		return false
	}
	// starts[i]: line i opens a top-level declaration, or the comments
	// right above one.
	starts := make([]bool, len(lines)+1)
	starts[len(lines)] = true
	for i := len(lines) - 1; i >= 0; i-- {
		switch {
		case opens(lines[i]):
			starts[i] = true
		case bytes.HasPrefix(lines[i], []byte("//")) && i+1 < len(lines) && starts[i+1]:
			starts[i], starts[i+1] = true, opens(lines[i+1])
		}
	}
	var out []byte
	docStart := -1 // the first comment line above the current declaration
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		if !opens(line) {
			if starts[i] && docStart < 0 {
				docStart = i
			}
			continue
		}
		from := i
		if docStart >= 0 {
			from = docStart
		}
		docStart = -1
		end := i + 1
		for end < len(lines) && !starts[end] {
			end++
		}
		if goDeclares(lines[i:end], want) {
			for _, l := range lines[from:end] {
				out = append(out, l...)
			}
			if len(out) > 0 && out[len(out)-1] != '\n' {
				out = append(out, '\n')
			}
		}
		i = end - 1
	}
	if out == nil {
		return nil
	}
	return append([]byte("package "+pkg+"\n\n"), out...)
}

// goDeclares reports whether one top-level declaration (its lines) may
// declare one of want: its own name, or an entry or member at one tab.
func goDeclares(decl [][]byte, want map[string]bool) bool {
	first := bytes.TrimRight(decl[0], " \t\r\n")
	kw, rest, _ := bytes.Cut(first, []byte(" "))
	rest = bytes.TrimLeft(rest, " \t")
	if string(kw) == "func" && len(rest) > 0 && rest[0] == '(' {
		if i := bytes.IndexByte(rest, ')'); i >= 0 {
			rest = bytes.TrimLeft(rest[i+1:], " \t")
		}
	}
	if n := identLen(rest); n > 0 && want[string(rest[:n])] {
		return true
	}
	if string(kw) == "func" || !(bytes.HasSuffix(first, []byte("(")) || bytes.HasSuffix(first, []byte("{"))) {
		return false
	}
	for _, line := range decl[1:] {
		if len(line) > 1 && line[0] == '\t' && line[1] != '\t' {
			if n := identLen(line[1:]); n > 0 && want[string(line[1:1+n])] {
				return true
			}
		}
	}
	return false
}

// resolveGoPackage finds, in the package's sources, the top-level
// definition of every name the repository uses from it: the file that
// may declare it is outlined, and the name is named by the kind the
// outline gives, from the file built on linux/amd64 (as the precise
// indexers run there). A name defined in two files of that build with
// different kinds, or not found, is left unnamed.
func (r *run) resolveGoPackage(ctx context.Context, gp *goPackage, dep int32) error {
	if len(gp.needs) == 0 || len(gp.files) == 0 || gp.name == "" {
		return nil
	}
	// The files that may declare a name, a type whose member is used or
	// the member.
	want := map[string]bool{}
	for n := range gp.needs {
		typ, member, ok := strings.Cut(n, ".")
		want[typ] = true
		if ok {
			want[member] = true
		}
	}
	srcs := r.src.readAll(gp.files)
	var paths []string
	var cands [][]byte
	for i, src := range srcs {
		if src == nil || !indexer.GoDefaultBuild(src) || goPackageClause(src) != gp.name {
			continue
		}
		if decls := goDeclarations(src, gp.name, want); decls != nil {
			paths, cands = append(paths, gp.files[i]), append(cands, decls)
		}
	}
	outlines := r.src.parseAll(ctx, "go", paths, cands)
	if err := ctx.Err(); err != nil {
		return err
	}
	type found struct {
		s     *extract.Symbol
		score int
		sym   string
		clash bool
	}
	best := map[string]*found{}
	consider := func(key string, s *extract.Symbol, score int, d *scip.Descriptor, container *scip.Descriptor) {
		if d == nil {
			return
		}
		sym := gp.symbol(d)
		if container != nil {
			sym = gp.symbol(container, d)
		}
		switch b := best[key]; {
		case b == nil || score > b.score:
			best[key] = &found{s: s, score: score, sym: sym}
		case score == b.score && sym != b.sym:
			b.clash = true
		}
	}
	var built []*extract.File
	var scores []int
	interfaces := map[string]bool{} // the package's interface types
	for _, f := range outlines {
		if f == nil || len(f.Symbols) == 0 || f.Symbols[0].Kind != extract.KindModule || f.Symbols[0].Name != gp.name {
			continue
		}
		score := refgraph.GoPlatformScore(f)
		if score == 0 {
			continue
		}
		built, scores = append(built, f), append(scores, score)
		for k := range f.Symbols {
			if s := &f.Symbols[k]; s.Parent == -1 && len(s.Container) == 0 && s.Kind == extract.KindInterface {
				interfaces[s.Name] = true
			}
		}
	}
	for i, f := range built {
		for k := range f.Symbols {
			s := &f.Symbols[k]
			switch {
			case s.Parent == -1 && len(s.Container) == 0 && gp.needs[s.Name]:
				consider(s.Name, s, scores[i], goDescriptor(s), nil)
			case len(s.Container) == 1 && gp.needs[s.Container[0].Name+"."+s.Name]:
				// A member declared on the type itself (a method, a
				// field, an interface's method): promoted ones are named
				// by the type declaring them, which is not looked for.
				typ := s.Container[0].Name
				consider(typ+"."+s.Name, s, scores[i], goMemberDescriptor(s, interfaces[typ]),
					&scip.Descriptor{Name: typ, Suffix: scip.Descriptor_Type})
			}
		}
	}
	names := make([]string, 0, len(best))
	for n := range best {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		b := best[n]
		if b.clash {
			continue
		}
		r.x.members[memberKey{dep, n}] = b.sym
		r.x.addSymbol(Symbol{Symbol: b.sym, Name: b.s.Name, Kind: b.s.Kind, Language: "Go", Signature: b.s.Signature, Doc: b.s.Doc})
	}
	return nil
}

// goMemberDescriptor is the descriptor of a member declared on a Go type:
// "()." for a method, "." for a field or an interface's method (as the
// precise indexer names them); nil for anything else.
func goMemberDescriptor(s *extract.Symbol, ofInterface bool) *scip.Descriptor {
	switch {
	case s.Kind == extract.KindMethod && !ofInterface:
		return &scip.Descriptor{Name: s.Name, Suffix: scip.Descriptor_Method}
	case s.Kind == extract.KindMethod || s.Kind == extract.KindField:
		return &scip.Descriptor{Name: s.Name, Suffix: scip.Descriptor_Term}
	}
	return nil
}

// goDescriptor is the descriptor of a top-level Go definition, nil for a
// kind the precise indexer names otherwise.
func goDescriptor(s *extract.Symbol) *scip.Descriptor {
	switch {
	case s.Kind == extract.KindFunction:
		return &scip.Descriptor{Name: s.Name, Suffix: scip.Descriptor_Method}
	case s.Kind.IsType():
		return &scip.Descriptor{Name: s.Name, Suffix: scip.Descriptor_Type}
	case s.Kind == extract.KindVariable || s.Kind == extract.KindConstant:
		return &scip.Descriptor{Name: s.Name, Suffix: scip.Descriptor_Term}
	}
	return nil
}

// displayName is the package's name, else its path's last element.
func (p *goPackage) displayName() string {
	if p.name != "" {
		return p.name
	}
	return path.Base(p.importPath)
}

func (p *goPackage) signature() string {
	if p.name == "" {
		return ""
	}
	return "package " + p.name
}
