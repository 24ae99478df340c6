package refgraph

import "github.com/soulindex/soulindex/extract"

// TypeScript namespaces. A namespace declaration (namespace util { export
// function toEnum … }, declare namespace, module M { … }) is a value whose
// members are its exported declarations: util.toEnum and the type
// util.Message name them through the namespace's definition (declaredType
// and bodyMember treat it as its own type). A module's namespace object
// (export * as util from './util', re-exported through export * barrels
// and named re-exports) has no definition: a name bound to one qualifies
// the module's files, as import * as util does. A module whose export =
// names a namespace exports that namespace's members.

// tsNamespaceKind reports whether s is a TypeScript namespace declaration,
// whose members its name qualifies.
func tsNamespaceKind(f *extract.File, s *extract.Symbol) bool {
	return s.Kind == extract.KindModule && (f.Language == "typescript" || f.Language == "tsx")
}

// tsNamespaceExport finds the files whose namespace object module fi
// exports under name (export * as name from './x', or import * as name
// then export { name }), through named re-exports and export * barrels,
// depth modules deep. A module that defines name itself exports no
// namespace object under it.
func (g *Graph) tsNamespaceExport(sc *scopes, fi int32, name string, depth int) ([]int32, bool) {
	if _, ok := sc.top[fi][name]; ok || name == "default" {
		return nil, false
	}
	f := g.Files[fi]
	exported := false
	for _, e := range f.Exports {
		if e.Name == name {
			exported = true
			break
		}
	}
	var star []int32
	for k := range f.Imports {
		im := &f.Imports[k]
		ts := g.Imports[fi][k]
		if len(im.Names) == 0 {
			if im.Alias == "" {
				star = append(star, ts...)
			} else if im.Alias == name && exported && len(ts) > 0 {
				return ts, true
			}
			continue
		}
		if depth == 0 {
			continue
		}
		for _, n := range im.Names {
			local := n.Name
			if n.Alias != "" {
				local = n.Alias
			}
			if local == name && n.Name != "default" {
				return g.tsNamespaceIn(sc, ts, n.Name, depth-1)
			}
		}
	}
	if depth == 0 || len(star) == 0 {
		return nil, false
	}
	return g.tsNamespaceIn(sc, dedup(star), name, depth-1)
}

// tsNamespaceIn is tsNamespaceExport over several modules: they must agree.
func (g *Graph) tsNamespaceIn(sc *scopes, files []int32, name string, depth int) ([]int32, bool) {
	var found []int32
	for _, fi := range files {
		fs, ok := g.tsNamespaceExport(sc, fi, name, depth)
		if !ok {
			continue
		}
		if found != nil && !sameFiles(found, fs) {
			return nil, false
		}
		found = fs
	}
	return found, found != nil
}

func sameFiles(a, b []int32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// tsExportEquals finds name among the members of a namespace module fi
// exports as a whole (namespace lib { export function run … } export =
// lib): import lib = require('./legacy') then lib.run. A namespace
// exported by name (export { lib }) has the same members, which only
// lib.run reaches, so the rule holds for either.
func (g *Graph) tsExportEquals(sc *scopes, fi int32, name string) (Target, bool) {
	f := g.Files[fi]
	if f.Language != "typescript" && f.Language != "tsx" {
		return Target{-1, -1}, false
	}
	for _, e := range f.Exports {
		ns, ok := sc.top[fi][e.Name]
		if !ok || !tsNamespaceKind(f, &f.Symbols[ns]) {
			continue
		}
		for _, s := range sc.member[fi][name] {
			if f.Symbols[s].Parent == ns {
				return Target{fi, s}, true
			}
		}
	}
	return Target{-1, -1}, false
}

// tsNamespaceVia finds the files of the module namespace object that
// reference k of a TypeScript file names (u in all.u.util, itself qualified
// by an import * as all, or a member of another such object), depth
// qualifiers deep.
func (g *Graph) tsNamespaceVia(sc *scopes, f *extract.File, fr []extract.Ref, k uint32, qualFiles map[string][]int32, depth int) ([]int32, bool) {
	if !tsLanguages[f.Language] || depth == 0 || int(k) >= len(fr) {
		return nil, false
	}
	r := fr[k]
	var files []int32
	switch {
	case r.Qual() != 0:
		fs, ok := qualFiles[f.RefNames[r.Qual()-1]]
		if !ok {
			return nil, false
		}
		files = fs
	case r.Via() != 0 && r.Via()-1 < k:
		fs, ok := g.tsNamespaceVia(sc, f, fr, r.Via()-1, qualFiles, depth-1)
		if !ok {
			return nil, false
		}
		files = fs
	default:
		return nil, false
	}
	return g.tsNamespaceIn(sc, files, f.RefNames[r.Name], tsReexportDepth)
}

// tsValueNamespace is the namespace merged with the TypeScript value t (a
// function or a constant: function pick … namespace pick { export const
// all }) when it declares member name: pick.all is the namespace's, not a
// member of pick's result. nil otherwise.
func (g *Graph) tsValueNamespace(sc *scopes, t Target, name string) *typeRef {
	if t.File < 0 {
		return nil
	}
	f := g.Files[t.File]
	if s := &f.Symbols[t.Symbol]; s.Kind.IsType() || tsNamespaceKind(f, s) || !tsLanguages[f.Language] {
		return nil
	}
	m, ok := g.mergedMember(sc, t, name)
	if !ok {
		return nil
	}
	p := f.Symbols[m.Symbol].Parent
	return &typeRef{name: f.Symbols[p].Name, file: t.File, def: Target{t.File, p}}
}

// tsRenamedOriginals binds the original name of each renamed import or
// re-export (_lt of export { _lt as lt } from '../core') to what the new
// name does, so the name written there references its definition, as
// the language service has it; unless the file binds that name otherwise
// (its own definition or another import), which then wins.
func (g *Graph) tsRenamedOriginals(sc *scopes, f *extract.File, i int32, explicit map[string]Target, qual map[string][]int32) {
	for k := range f.Imports {
		for _, n := range f.Imports[k].Names {
			if n.Alias == "" || n.Name == "default" || n.Name == n.Alias {
				continue
			}
			t, ok := explicit[n.Alias]
			if !ok {
				continue
			}
			if _, own := sc.top[i][n.Name]; own {
				continue
			}
			if _, bound := explicit[n.Name]; bound {
				continue
			}
			if _, bound := qual[n.Name]; bound {
				continue
			}
			explicit[n.Name] = t
		}
	}
}
