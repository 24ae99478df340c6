package refgraph

import (
	"cmp"
	"slices"
	"sort"
	"strings"

	"github.com/soulindex/soulindex/extract"
)

// typeRef is a type as written in a file ("T" of that file's scope,
// "pkg.T" through one of its imports), with the file it is written in.
type typeRef struct {
	name string
	file int32
	def  Target // the type's definition when known, else File -1
	// lit is a type literal written for a parameter of the callable def,
	// whose nested definitions are the literal's members (tsliterals.go).
	lit string
}

// typeMembers resolves file i's member references whose receiver's type
// the outlines let us follow, occurrence by occurrence in source order: a
// local of declared or literal type (this/self included), a local
// initialised by a call (the callee's result type), a field (its declared
// type) or a call (its result type) before the ".", a top-level value or
// type named before the "." (Foo.bar, logger.info). Each resolved
// occurrence gets a keyed QualTarget; a name whose every member occurrence
// is resolved that way keeps no unkeyed Member target, so it makes no edge
// by the weaker member rule.
func (g *Graph) typeMembers(sc *scopes, i int32, fr []extract.Ref, refs []NameTargets, qualFiles map[string][]int32) {
	f := g.Files[i]
	occ := make([]Target, len(fr))
	done := make([]bool, len(fr))
	localType := make([]*typeRef, len(f.LocalTypes))
	localDone := make([]bool, len(f.LocalTypes))
	quals := map[int32]map[string][]int32{i: qualFiles}
	keyed := map[uint32]map[uint32]Target{} // name → key → target
	uncovered := map[uint32]bool{}          // names with a member occurrence left to Member

	var target func(j uint32, depth int) Target
	var typeOfLocal, typeOfInit func(k uint32, depth int) *typeRef
	typeOfLocal = func(k uint32, depth int) *typeRef {
		if localDone[k] {
			return localType[k]
		}
		localDone[k] = true
		if arg, param, ctx := extract.ParseContextType(f.LocalTypes[k]); ctx {
			// A parameter of a function passed to a call (or typed by
			// a declaration): the callee's signature gives its type.
			if k < uint32(len(f.LocalInits)) && f.LocalInits[k] != 0 && depth > 0 {
				localType[k] = g.contextType(sc, quals, target(f.LocalInits[k]-1, depth-1), arg, param)
			}
		} else if t := f.LocalTypes[k]; t == extract.ElementType {
			// An element of the collection that initialises it (for x in xs).
			if k < uint32(len(f.LocalInits)) && f.LocalInits[k] != 0 && depth > 0 {
				localType[k] = g.elementType(typeOfInit(k, depth-1))
			}
		} else if t != "" {
			localType[k] = &typeRef{name: t, file: i, def: Target{-1, -1}}
		} else if k < uint32(len(f.LocalInits)) && f.LocalInits[k] != 0 && depth > 0 {
			localType[k] = typeOfInit(k, depth-1)
		}
		return localType[k]
	}
	typeOfInit = func(k uint32, depth int) *typeRef {
		if init := fr[f.LocalInits[k]-1]; init.Local() != 0 && init.Local()-1 != k {
			// Initialised from another local (range xs, xs[i]): its type.
			return typeOfLocal(init.Local()-1, depth)
		}
		return g.declaredType(sc, quals, target(f.LocalInits[k]-1, depth), 2)
	}
	target = func(j uint32, depth int) Target {
		if done[j] {
			return occ[j]
		}
		r := fr[j]
		t := refs[r.Name].For(r)
		var typ *typeRef
		key, outside := uint32(0), false
		switch {
		case depth == 0:
		case !r.Member:
			if r.Recv() != 0 && int(r.Recv()) <= len(f.LocalTypes) {
				// A bare name in a method (C++, Java): a member of its class
				// when the class or a base has one, else a plain name.
				if typ := typeOfLocal(r.Recv()-1, depth-1); typ != nil {
					// Its constructors share the class's name: the class is meant.
					if m, ok := g.memberOfTypeRef(sc, quals, typ, f.RefNames[r.Name]); ok && g.Files[m.File].Symbols[m.Symbol].Kind != extract.KindConstructor {
						t = m
						if keyed[r.Name] == nil {
							keyed[r.Name] = map[uint32]Target{}
						}
						keyed[r.Name][RecvKey|r.Recv()] = m
					}
				}
			}
		case r.Via() != 0 && r.Via()-1 < j:
			key = ViaKey | r.Via()
			if fs, ok := g.tsNamespaceVia(sc, f, fr, r.Via()-1, qualFiles, 3); ok {
				// A module's namespace object before the "." (core.util.clone):
				// the module's export, or nothing.
				t, _ = g.tsFind(sc, fs, f.RefNames[r.Name], tsReexportDepth)
				if keyed[r.Name] == nil {
					keyed[r.Name] = map[uint32]Target{}
				}
				keyed[r.Name][key] = t
				occ[j], done[j] = t, true
				return t
			}
			typ = g.declaredType(sc, quals, target(r.Via()-1, depth-1), 2)
		case r.Recv() != 0 && int(r.Recv()) <= len(f.LocalTypes):
			typ, key = typeOfLocal(r.Recv()-1, depth-1), RecvKey|r.Recv()
		case r.Qual() != 0 && !hasQual(refs[r.Name], r.Qual()):
			if _, pkg := qualFiles[f.RefNames[r.Qual()-1]]; !pkg {
				// A value or a type named before the ".": its type, or
				// itself (static members).
				qt := refs[r.Qual()-1].Plain
				if qt.File < 0 && f.Language == "rust" {
					qt = g.rustPathType(sc, f, qualFiles, f.RefNames[r.Qual()-1])
				}
				typ, key = g.declaredType(sc, quals, qt, 2), r.Qual()
				if ns := g.tsValueNamespace(sc, qt, f.RefNames[r.Name]); ns != nil {
					typ = ns
				}
				// In a language whose locals are bound, a qualifier that is
				// no local and names nothing here is outside the repository
				// (Vec::new, Math.max, a builtin): so is its member.
				outside = qt.File < 0 && boundLanguages[f.Language] ||
					// A Ruby constant holding a value of unknown type
					// (CONFIG = {}): its member is no guess by name.
					typ == nil && qt.File >= 0 && f.Language == "ruby"
			}
		}
		if key != 0 {
			if typ != nil || outside {
				// The receiver's type is known: its member, or nothing (a
				// type outside the repository, str.join, http.Request.URL),
				// never a same-named member of another type.
				m := Target{-1, -1}
				if !outside {
					m, _ = g.memberOfTypeRef(sc, quals, typ, f.RefNames[r.Name])
				}
				t = m
				if keyed[r.Name] == nil {
					keyed[r.Name] = map[uint32]Target{}
				}
				keyed[r.Name][key] = m
			} else {
				uncovered[r.Name] = true
			}
		} else if r.Member && r.Qual() == 0 {
			uncovered[r.Name] = true
		}
		occ[j], done[j] = t, true
		return t
	}
	for j := range fr {
		target(uint32(j), 8)
	}
	for name, ks := range keyed {
		nt := &refs[name]
		sorted := nt.Qual // the qualifier rules' targets, sorted by key
		for k, t := range ks {
			if at := sort.Search(len(sorted), func(x int) bool { return sorted[x].Qual >= k }); at < len(sorted) && sorted[at].Qual == k {
				sorted[at].Target = t
				continue
			}
			nt.Qual = append(nt.Qual, QualTarget{k, t})
		}
		if len(nt.Qual) > len(sorted) {
			slices.SortFunc(nt.Qual, func(a, b QualTarget) int { return cmp.Compare(a.Qual, b.Qual) })
		}
		if !uncovered[name] {
			nt.Member = Target{-1, -1}
		}
	}
}

// memberOfTypeRef finds member name of typ, inherited ones included.
func (g *Graph) memberOfTypeRef(sc *scopes, quals map[int32]map[string][]int32, typ *typeRef, name string) (Target, bool) {
	if typ.lit != "" {
		return g.literalMember(sc, typ.def, name, typ.lit)
	}
	if typ.file >= 0 && g.Files[typ.file].Language == "perl" {
		// A package: its sub, or one it inherits (resolve_perl.go).
		t := g.perlMember(g.perlPkgs[typ.name], typ.name, name, 3)
		return t, t.File >= 0
	}
	if typ.def.File >= 0 && g.Files[typ.def.File].Language == "ruby" {
		// The class or module itself (Foo.bar, A::B.bar): its singleton
		// methods first, along the superclasses.
		if t, ok := g.rubyMember(sc, typ.def, name, 3, true); ok {
			return t, true
		}
	}
	if typ.def.File >= 0 && g.Files[typ.def.File].Language != "go" {
		return g.membersOf(sc, quals, typ.def, name, 3)
	}
	return g.memberOfTypeDeep(sc, quals, typ.file, typ.name, name, 3)
}

// goEmbedded reports whether a Go field is embedded: its signature is
// only its type, whose name is the field's (B, *B, pkg.B, *pkg.B[T]).
func goEmbedded(s *extract.Symbol) bool {
	t := extract.TypeName(s.Signature)
	return t == s.Name || strings.HasSuffix(t, "."+s.Name)
}

// memberOfTypeDeep finds member name of type typ as written in file fi,
// then through the types it embeds (Go's promoted members) or extends and
// implements (Bases), depth levels down.
func (g *Graph) memberOfTypeDeep(sc *scopes, quals map[int32]map[string][]int32, fi int32, typ, name string, depth int) (Target, bool) {
	f := g.Files[fi]
	if f.Language != "go" {
		return g.memberOfNamedType(sc, quals, fi, typ, name, depth)
	}
	// A Go collection has no members: a member reached through one is its
	// element's (xs[i].f, a range value).
	typ = strings.TrimPrefix(typ, "[]")
	if t, ok := g.memberOfType(sc, f, g.quals(sc, quals, fi), typ, name); ok || depth == 0 {
		return t, ok
	}
	key := packageKey(f) + "\x00" + typ
	if pkg, t, ok := strings.Cut(typ, "."); ok {
		files := g.quals(sc, quals, fi)[pkg]
		if len(files) == 0 {
			return Target{-1, -1}, false
		}
		key = packageKey(g.Files[files[0]]) + "\x00" + t
	}
	for _, e := range sc.embedded[key] {
		s := &g.Files[e.File].Symbols[e.Symbol]
		if t, ok := g.memberOfTypeDeep(sc, quals, e.File, extract.TypeName(s.Signature), name, depth-1); ok {
			return t, true
		}
	}
	return Target{-1, -1}, false
}

// memberOfNamedType finds member name of the type named typ in file fi
// (of a language without Go's package tables): the member defined in the
// type's body, else inherited from its bases, depth levels up.
func (g *Graph) memberOfNamedType(sc *scopes, quals map[int32]map[string][]int32, fi int32, typ, name string, depth int) (Target, bool) {
	td, ok := g.lookupName(sc, quals, fi, typ)
	if !ok {
		return Target{-1, -1}, false
	}
	if t, ok := g.membersOf(sc, quals, td, name, depth); ok || td.File == fi {
		return t, ok
	}
	// A member that the file where the name is written adds to the type in
	// a block of its own: an Objective-C @implementation, class extension
	// or category of a class its header declares, a Swift extension.
	tname := g.Files[td.File].Symbols[td.Symbol].Name
	for _, s := range sc.member[fi][name] {
		sym := &g.Files[fi].Symbols[s]
		if sym.Parent < 0 && len(sym.Container) > 0 && sym.Container[len(sym.Container)-1].Name == tname {
			return Target{fi, s}, true
		}
	}
	return Target{-1, -1}, false
}

// membersOf finds member name of the type defined by td: in its body,
// else inherited from its bases, depth levels up.
func (g *Graph) membersOf(sc *scopes, quals map[int32]map[string][]int32, td Target, name string, depth int) (Target, bool) {
	if g.Files[td.File].Language == "ruby" {
		return g.rubyMember(sc, td, name, depth, false)
	}
	if t, ok := g.bodyMember(sc, quals, td, name, depth); ok {
		return t, true
	}
	if depth > 0 {
		if t, ok := g.aliasPartMember(sc, quals, td, name, depth); ok {
			return t, true
		}
	}
	return g.mergedMember(sc, td, name)
}

// bodyMember is membersOf without TypeScript's merged declarations.
func (g *Graph) bodyMember(sc *scopes, quals map[int32]map[string][]int32, td Target, name string, depth int) (Target, bool) {
	ts := &g.Files[td.File].Symbols[td.Symbol]
	// A Dockerfile stage (a module) holds its ARG and ENV as members.
	// A TypeScript namespace holds its declarations; a TypeScript field
	// or variable typed by a type literal holds its members
	// (tsliterals.go).
	if !ts.Kind.IsType() && !(ts.Kind == extract.KindModule && g.Files[td.File].Language == "dockerfile") && !tsNamespaceKind(g.Files[td.File], ts) &&
		!(g.isTS(td.File) && literalHolder(g.Files[td.File], td.Symbol)) {
		return Target{-1, -1}, false
	}
	for _, s := range sc.member[td.File][name] {
		sym := &g.Files[td.File].Symbols[s]
		if p := sym.Parent; p == td.Symbol || p < 0 && len(sym.Container) > 0 && sym.Container[len(sym.Container)-1].Name == ts.Name {
			return Target{td.File, s}, true
		}
	}
	if depth == 0 {
		return Target{-1, -1}, false
	}
	for _, b := range ts.Bases {
		if bt := extract.TypeName(b); bt != "" && bt != ts.Name {
			if t, ok := g.memberOfNamedType(sc, quals, td.File, bt, name, depth-1); ok {
				return t, true
			}
		}
	}
	return Target{-1, -1}, false
}

// lookupName resolves a name as written in file fi, as its language makes
// names visible there: "mod.T" through the qualifier's module; "T" from
// the file itself, its explicit imports, its package and the files it
// imports. Only a single definition counts.
func (g *Graph) lookupName(sc *scopes, quals map[int32]map[string][]int32, fi int32, name string) (Target, bool) {
	f := g.Files[fi]
	if k := strings.LastIndexByte(name, '.'); k >= 0 {
		q, last := name[:k], name[k+1:]
		if files, ok := g.quals(sc, quals, fi)[q]; ok {
			return g.findIn(sc, files, last, 2)
		}
		name = last
	}
	if s, ok := sc.top[fi][name]; ok {
		return Target{fi, s}, true
	}
	for _, s := range sc.member[fi][name] {
		// A type in a namespace block (C#, C++) is no top-level name.
		if sym := &f.Symbols[s]; sym.Kind.IsType() && onlyNamespaces(sym.Container) {
			return Target{fi, s}, true
		}
	}
	var imported []int32
	for k := range f.Imports {
		ts := g.Imports[fi][k]
		imported = append(imported, ts...)
		for _, n := range f.Imports[k].Names {
			if n.Alias == name || n.Alias == "" && n.Name == name {
				if t, ok := g.findIn(sc, ts, n.Name, 2); ok {
					return t, true
				}
			}
		}
	}
	if dirPackage(f.Language) {
		if t, ok := sc.pkgTop[packageKey(f)][name]; ok && t.File >= 0 {
			return t, true
		}
	}
	if f.Language == "go" {
		return Target{-1, -1}, false
	}
	imported = dedup(imported)
	if t, ok := g.findIn(sc, imported, name, 2); ok || !namespaceLanguages[f.Language] {
		return t, ok
	}
	t := g.namespaceType(sc, imported, name)
	return t, t.File >= 0
}

// namespaceLanguages declare types in namespace blocks, which an
// included or imported file's types may be written without.
var namespaceLanguages = map[string]bool{"cpp": true, "csharp": true}

// quals returns (and caches) the import qualifiers of file fi.
func (g *Graph) quals(sc *scopes, cache map[int32]map[string][]int32, fi int32) map[string][]int32 {
	if q, ok := cache[fi]; ok {
		return q
	}
	q, _ := g.qualifiers(sc, g.Files[fi], fi)
	cache[fi] = q
	return q
}

// declaredType is the type a definition gives what names it: a type
// itself (T{...}, Foo(), new Foo(), static Foo.x), a field's or
// variable's declared type, a function's or method's (first) result type,
// read from its signature; a value initialised by a call, that call's
// result, depth calls deep; nil when unknown.
func (g *Graph) declaredType(sc *scopes, quals map[int32]map[string][]int32, t Target, depth int) *typeRef {
	if t.File < 0 {
		return nil
	}
	f := g.Files[t.File]
	s := &f.Symbols[t.Symbol]
	switch {
	case s.Kind.IsType() || s.Kind == extract.KindModule && f.Language == "ruby" || tsNamespaceKind(f, s):
		// The type itself: T{Key: v}, Foo(), new Foo(), static Foo.x; a
		// Ruby module (Utils.escape), a TypeScript namespace (util.toEnum).
		return &typeRef{name: s.Name, file: t.File, def: t}
	case s.Kind == extract.KindConstructor:
		if len(s.Container) > 0 {
			return &typeRef{name: s.Container[len(s.Container)-1].Name, file: t.File, def: Target{-1, -1}}
		}
		return nil
	case s.Type == "":
		return g.literalType(t)
	case s.Type[0] != '=':
		return &typeRef{name: s.Type, file: t.File, def: Target{-1, -1}}
	}
	if depth > 0 && f.Language == "python" {
		return g.pyCallResult(sc, quals, t, s.Type[1:], depth)
	}
	if depth > 0 {
		if c, ok := g.lookupName(sc, quals, t.File, s.Type[1:]); ok && c != t {
			return g.declaredType(sc, quals, c, depth-1)
		}
	}
	return nil
}

// hasQual reports whether the qualifier rules already resolved the name
// under key q.
func hasQual(n NameTargets, q uint32) bool {
	k := sort.Search(len(n.Qual), func(k int) bool { return n.Qual[k].Qual >= q })
	return k < len(n.Qual) && n.Qual[k].Qual == q
}

// boundLanguages have locals rules (@binding captures) in their queries:
// an identifier that is no local and resolves to nothing names something
// outside the repository.
// Svelte, Vue and HTML have their scripts' (language injection).
var boundLanguages = map[string]bool{"go": true, "python": true, "typescript": true, "tsx": true, "javascript": true,
	"svelte": true, "vue": true, "html": true,
	"java": true, "kotlin": true, "csharp": true, "rust": true, "c": true, "cpp": true, "php": true, "ruby": true,
	"solidity": true, "objc": true}

// contextType is the type of parameter param of the function passed as
// argument arg to callee t (a function, a method, a class through its
// constructor), read from the callee's signature: its parameter's
// function type, written there or named by a type alias; arg -1: t is
// the declared function type itself (const h: Handler = (x) => …).
func (g *Graph) contextType(sc *scopes, quals map[int32]map[string][]int32, t Target, arg, param int) *typeRef {
	if t.File < 0 {
		return nil
	}
	f := g.Files[t.File]
	s := &f.Symbols[t.Symbol]
	if s.Kind == extract.KindClass {
		ctor, ok := g.membersOf(sc, quals, t, "constructor", 2)
		if !ok {
			return nil
		}
		t, f, s = ctor, g.Files[ctor.File], &g.Files[ctor.File].Symbols[ctor.Symbol]
	}
	var fnType string
	switch {
	case arg < 0:
		fnType = extract.TypeAliasValue(s)
	case s.Kind.IsCallable() || s.Kind == extract.KindVariable || s.Kind == extract.KindConstant:
		name := s.Name
		if s.Kind == extract.KindConstructor {
			name = "constructor"
		}
		ps := extract.ParamTypes(s.Signature, name)
		if arg >= len(ps) {
			return nil
		}
		fnType = ps[arg]
	}
	if param < 0 {
		// An object literal passed: the parameter's own type.
		if typ := extract.ValueTypeName(f.Language, fnType); typ != "" {
			return &typeRef{name: typ, file: t.File, def: Target{-1, -1}}
		}
		if strings.HasPrefix(fnType, "{") && g.isTS(t.File) {
			// A type literal: its members are nested in the callee.
			return &typeRef{name: s.Name, file: t.File, def: t, lit: fnType}
		}
		return nil
	}
	typ := extract.FunctionTypeParam(f.Language, fnType, param)
	if typ == "" && fnType != "" {
		// A function type named by an alias (init: Handler).
		if a, ok := g.lookupName(sc, quals, t.File, extract.TypeName(fnType)); ok {
			af := g.Files[a.File]
			if typ = extract.FunctionTypeParam(af.Language, extract.TypeAliasValue(&af.Symbols[a.Symbol]), param); typ != "" {
				return &typeRef{name: typ, file: a.File, def: Target{-1, -1}}
			}
		}
		return nil
	}
	if typ == "" {
		return nil
	}
	return &typeRef{name: typ, file: t.File, def: Target{-1, -1}}
}

// mergedMember finds member name in the other top-level declarations of
// td's name in its file: TypeScript merges an interface, class, function
// or enum with a namespace of the same name (interface Brand {} and
// namespace Brand { interface BrandErrors }: Brand.BrandErrors), and the
// name's first declaration is the one scope tables hold.
func (g *Graph) mergedMember(sc *scopes, td Target, name string) (Target, bool) {
	f := g.Files[td.File]
	if f.Language != "typescript" && f.Language != "tsx" {
		return Target{-1, -1}, false
	}
	tname := f.Symbols[td.Symbol].Name
	for _, s := range sc.member[td.File][name] {
		p := f.Symbols[s].Parent
		if p >= 0 && f.Symbols[p].Parent < 0 && f.Symbols[p].Name == tname {
			return Target{td.File, s}, true
		}
	}
	return Target{-1, -1}, false
}
