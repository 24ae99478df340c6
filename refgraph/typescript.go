package refgraph

import (
	"path"
	"strings"

	"github.com/soulindex/soulindex/extract"
)

// JavaScript and TypeScript (and TSX) see another module's names only
// through what they import: named imports (with aliases), default imports,
// and whole modules bound to a name (import * as ns, import ns =
// require(...), const ns = require(...)). A name exported by a module may be
// re-exported by another (export * from, export { a as b } from, export {
// default as X } from), so lookups follow re-exports.

// tsLanguages resolve names by the import rules above: Svelte and Vue
// components too, whose scripts are ES modules (their outline includes
// their scripts', see extract/inject.go).
var tsLanguages = map[string]bool{"typescript": true, "tsx": true, "javascript": true, "svelte": true, "vue": true}

// tsReexportDepth bounds how many modules a lookup passes through
// (index.ts → sub/index.ts → impl.ts is two), and so any import cycle.
const tsReexportDepth = 4

// tsScope returns, for a JS/TS file, the names its imports bind (explicit)
// and the names that qualify a module (qual: the module's files; an empty
// slice for a module outside the repository, whose ns.f resolves to
// nothing). Every name bound by an import of an outside module (React of
// import React from 'react', useState of import { useState } from 'react')
// is such a qualifier: React.createElement names nothing here.
func (g *Graph) tsScope(sc *scopes, f *extract.File, i int32) (explicit map[string]Target, qual map[string][]int32) {
	explicit, qual = map[string]Target{}, map[string][]int32{}
	for k := range f.Imports {
		im := &f.Imports[k]
		ts := g.Imports[i][k]
		if im.Alias != "" {
			qual[im.Alias] = append(qual[im.Alias], ts...)
		}
		for _, n := range im.Names {
			local := n.Name
			if n.Alias != "" {
				local = n.Alias
			}
			if len(ts) == 0 {
				if _, ok := qual[local]; !ok {
					qual[local] = []int32{}
				}
				continue
			}
			t, ok := g.tsFind(sc, ts, n.Name, tsReexportDepth)
			if !ok && n.Alias == "" && n.Name != "default" {
				// import X from './x' reads as a name without an alias:
				// when the module exports no X, it is its default export.
				t, ok = g.tsFind(sc, ts, "default", tsReexportDepth)
			}
			if ok {
				explicit[local] = t
			} else if fs, ok := g.tsNamespaceIn(sc, ts, n.Name, tsReexportDepth); ok {
				// A module's namespace object (export * as util): the
				// name qualifies its files.
				qual[local] = append(qual[local], fs...)
			}
		}
	}
	for n, fs := range qual {
		qual[n] = dedup(fs)
	}
	g.tsRenamedOriginals(sc, f, i, explicit, qual)
	return explicit, qual
}

// tsFind finds what name, exported by one of the given modules, defines;
// it succeeds only when they agree on one definition.
func (g *Graph) tsFind(sc *scopes, files []int32, name string, depth int) (Target, bool) {
	found := Target{-1, -1}
	for _, fi := range files {
		t, ok := g.tsExport(sc, fi, name, depth)
		if !ok {
			continue
		}
		if found.File >= 0 && found != t {
			return Target{-1, -1}, false
		}
		found = t
	}
	return found, found.File >= 0
}

// tsExport finds the definition of name as module fi exports it: its own
// top-level definition, its default export, or one it re-exports or passes
// on from an import (a renamed one under its new name); a module without
// names (export * from) is searched for any name but the default.
func (g *Graph) tsExport(sc *scopes, fi int32, name string, depth int) (Target, bool) {
	if s, ok := sc.top[fi][name]; ok {
		return Target{fi, s}, true
	}
	f := g.Files[fi]
	if name == "default" {
		if t, ok := tsDefault(sc, f, fi); ok {
			return t, true
		}
	}
	if t, ok := g.tsExportEquals(sc, fi, name); ok {
		return t, true
	}
	if depth == 0 {
		return Target{-1, -1}, false
	}
	var star []int32
	for k := range f.Imports {
		im := &f.Imports[k]
		if len(im.Names) == 0 && im.Alias == "" {
			star = append(star, g.Imports[fi][k]...)
		}
		for _, n := range im.Names {
			local := n.Name
			if n.Alias != "" {
				local = n.Alias
			}
			if local == name {
				return g.tsFind(sc, g.Imports[fi][k], n.Name, depth-1)
			}
		}
	}
	if name == "default" || len(star) == 0 {
		return Target{-1, -1}, false
	}
	return g.tsFind(sc, dedup(star), name, depth-1)
}

// tsDefault finds a module's named default export: the top-level
// definition on the line of its "export default" (export default class
// Widget {}), or the top-level name that line refers to (export default
// Widget). An anonymous one is the top-level symbol "default". A Svelte
// or Vue file's default export is its component, the class named by the
// file (whatever the name it is imported under: import AvatarFallback
// from './avatar-fallback.svelte').
func tsDefault(sc *scopes, f *extract.File, fi int32) (Target, bool) {
	if f.Language == "svelte" || f.Language == "vue" {
		stem := path.Base(f.Path)
		if i := strings.IndexByte(stem, '.'); i > 0 {
			stem = stem[:i]
		}
		if s, ok := sc.top[fi][stem]; ok && f.Symbols[s].Kind == extract.KindClass {
			return Target{fi, s}, true
		}
	}
	for _, e := range f.Exports {
		if e.Name != "default" {
			continue
		}
		line := e.Range.Start.Line
		for k := range f.Symbols {
			s := &f.Symbols[k]
			if s.Parent < 0 && s.NameRange.Start.Line == line {
				return Target{fi, int32(k)}, true
			}
		}
		for _, r := range f.LoadRefs() {
			if r.Line != line || r.Member || r.Local() != 0 {
				continue
			}
			if s, ok := sc.top[fi][f.RefNames[r.Name]]; ok {
				return Target{fi, s}, true
			}
		}
	}
	return Target{-1, -1}, false
}

// findQualified finds the definition of q.name among the files q names: a
// Go package's top level, a JS/TS module's exports, a Perl package's subs.
func (g *Graph) findQualified(sc *scopes, f *extract.File, files []int32, q, name string) Target {
	if f.Language == "perl" {
		return g.perlMember(files, q, name, 3)
	}
	if tsLanguages[f.Language] {
		t, _ := g.tsFind(sc, files, name, tsReexportDepth)
		return t
	}
	if f.Language == "go" {
		return g.findInGoPackage(sc, files, name)
	}
	if f.Language == "rust" && len(files) > 0 {
		// A Rust module path's files are the module's, then those it
		// re-exports from: the module's own use of the name decides
		// first (its barrel may reach two same-named definitions).
		if s, ok := sc.top[files[0]][name]; ok {
			return Target{files[0], s}
		}
		if t, ok := g.rustReexport(sc, files[0], name, 3); ok {
			return t
		}
	}
	t, _ := g.findIn(sc, files, name, 2)
	return t
}
