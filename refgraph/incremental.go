package refgraph

import (
	"context"
	"path"
	"slices"

	"github.com/zeebo/xxh3"

	"github.com/soulindex/soulindex/cachefile"
	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/internal/parallel"
)

// What a file contributes to the graph depends on its own outline and on
// the repository's interface: which files exist, their languages, the
// names each defines (kind, nesting, container, visibility), their
// imports, the manifests and the configuration files import resolution
// reads. When none of that changed since the previous build, every
// unchanged file keeps its resolved imports and references, and only the
// files whose content changed (a body edit) are resolved again. Any other
// change rebuilds everything: correct first.

// inputs are the digests of one build's inputs.
type inputs struct {
	key      uint64   // repository-wide: version, root, manifests, file list, config files
	fileKeys []uint64 // per file: content hash and outline shape
}

// configFiles are read from disk by import resolution: their content is
// part of the repository's interface.
var configFiles = map[string]bool{"tsconfig.json": true, "jsconfig.json": true, "composer.json": true}

func digestInputs(files []*extract.File, opts Options) inputs {
	var e cachefile.Encoder
	e.Uint(snapshotVersion)
	e.String(opts.Version)
	e.String(opts.Root)
	e.Bool(opts.CoChange)
	e.Uint(uint64(len(opts.Packages)))
	for _, p := range opts.Packages {
		e.String(p.Dir)
		e.String(p.Manager)
		e.String(p.Name)
	}
	e.Uint(uint64(len(files)))
	in := inputs{fileKeys: make([]uint64, len(files))}
	for i, f := range files {
		e.String(f.Path)
		e.String(f.Language)
		if configFiles[path.Base(f.Path)] {
			e.U64(f.Hash)
		}
		in.fileKeys[i] = f.ShapeKey()
	}
	in.key = xxh3.Hash(e.B)
	return in
}

// interfaceDigest hashes what other files' resolution reads of f: its
// definitions' names, kinds, nesting, containers, visibility, signatures
// (parameter types, embedded fields), declared types and bases; its
// imports and exports (and what a default export denotes); its build
// constraint. Ranges, docs and references are left out: a body edit
// keeps the digest.
func interfaceDigest(f *extract.File) uint64 {
	var e cachefile.Encoder
	encodeHead(&e, f)
	e.Uint(uint64(len(f.Symbols)))
	for k := range f.Symbols {
		s := &f.Symbols[k]
		e.String(s.Name)
		e.Uint(uint64(s.Kind))
		e.Int(int64(s.Parent))
		e.Uint(uint64(s.Visibility))
		encodeDeclaration(&e, f, s)
	}
	encodeImports(&e, f)
	encodeExports(&e, f)
	return xxh3.Hash(e.B)
}

// encodeHead encodes a file's path, language and build constraint.
func encodeHead(e *cachefile.Encoder, f *extract.File) {
	e.String(f.Path)
	e.String(f.Language)
	e.Bool(f.BuildExcluded)
}

// encodeDeclaration encodes what other files read of a definition's
// declaration: its containers, its signature where it is read, its
// declared type and its bases.
func encodeDeclaration(e *cachefile.Encoder, f *extract.File, s *extract.Symbol) {
	e.Uint(uint64(len(s.Container)))
	for _, c := range s.Container {
		e.String(c.Name)
		e.Uint(uint64(c.Kind))
	}
	if readsSignature(f, s) {
		e.String(s.Signature)
	}
	e.String(s.Type)
	e.Uint(uint64(len(s.Bases)))
	for _, b := range s.Bases {
		e.String(b)
	}
}

// readsSignature: other files read a definition's signature for its
// parameter types (a callback's context type) and Go embedded fields; a
// Go function's or method's only for its result, which is Type, so
// editing its parameters stays a body edit.
func readsSignature(f *extract.File, s *extract.Symbol) bool {
	return f.Language != "go" || !s.Kind.IsCallable()
}

// encodeImports encodes a file's imports as written.
func encodeImports(e *cachefile.Encoder, f *extract.File) {
	e.Uint(uint64(len(f.Imports)))
	for k := range f.Imports {
		im := &f.Imports[k]
		e.String(im.Source)
		e.String(im.Alias)
		e.Uint(uint64(len(im.Names)))
		for _, n := range im.Names {
			e.String(n.Name)
			e.String(n.Alias)
		}
	}
}

// encodeExports encodes a file's exports and what a default export
// denotes.
func encodeExports(e *cachefile.Encoder, f *extract.File) {
	e.Uint(uint64(len(f.Exports)))
	for _, ex := range f.Exports {
		e.String(ex.Name)
		if ex.Name == "default" {
			defaultDenotes(e, f, ex.Range.Start.Line)
		}
	}
}

// defaultDenotes encodes what tsDefault reads to resolve a default export
// on line: the top-level definitions named on that line and the names
// referenced there.
func defaultDenotes(e *cachefile.Encoder, f *extract.File, line uint32) {
	for k := range f.Symbols {
		if s := &f.Symbols[k]; s.Parent < 0 && s.NameRange.Start.Line == line {
			// The first one there is meant: which definition that is,
			// not only its index.
			e.Int(int64(k))
			e.String(s.Name)
		}
	}
	e.Int(-1)
	for _, r := range f.LoadRefs() {
		if r.Line == line && !r.Member && r.Local() == 0 {
			e.String(f.RefName(r))
		}
	}
}

// buildIncremental reuses the previous snapshot when the file list and
// configuration are unchanged: only the files whose content changed, and
// after an interface edit those that can read what it changed (delta.go),
// are resolved again. Otherwise it returns no graph and the reason.
func buildIncremental(ctx context.Context, files []*extract.File, opts Options, in inputs) (*Graph, string, error) {
	p := opts.Previous
	if p.key != in.key || len(p.files) != len(files) {
		return nil, "the file list, manifests, configuration or version changed", nil
	}
	ifaces := make([]uint64, len(files))
	var changed, reshaped []int32
	for i, f := range files {
		pf := &p.files[i]
		if in.fileKeys[i] == pf.key {
			ifaces[i] = pf.iface
			continue
		}
		ifaces[i] = interfaceDigest(f)
		if ifaces[i] != pf.iface {
			reshaped = append(reshaped, int32(i))
		}
		changed = append(changed, int32(i))
	}
	g := newGraph(files, opts.Packages)
	for i := range files {
		g.Imports[i] = p.files[i].imports
		g.Refs[i] = p.files[i].refs
	}
	resolve := changed
	if len(reshaped) > 0 {
		var why string
		var err error
		if resolve, why, err = g.reresolveInterface(ctx, p, opts, changed, reshaped); err != nil || why != "" {
			return nil, why, err
		}
	}
	if err := g.check(p, resolve, len(reshaped) == 0); err != nil {
		return nil, err.Error(), nil
	}
	g.findBarrels()
	sc := g.partialScopes(resolve)
	if err := parallel.ForEach(ctx, len(resolve), opts.Jobs, func(k int) error {
		g.resolveRefs(sc, resolve[k])
		return nil
	}); err != nil {
		return nil, "", err
	}

	var et *edgeTables
	var rareNames []string
	var rareUses [][]int32
	if len(reshaped) > 0 {
		// Definitions changed: the names defined in one file, and so the
		// rare-name tables, are counted again.
		sc.fillTop(files)
		et, rareNames, rareUses = newEdgeTables(files, sc)
	} else {
		// The rare-name tables stay; only document frequencies move with
		// the changed files' references.
		et = &edgeTables{rare: make(map[string]int32, len(p.rareNames)), rareT: p.rareT,
			rareDF: slices.Clone(p.rareDF), typeful: p.typeful, n: float64(max(len(files), 2))}
		for k, n := range p.rareNames {
			et.rare[n] = int32(k)
		}
		rareNames = p.rareNames
		rareUses = make([][]int32, len(files))
		for i := range files {
			rareUses[i] = p.files[i].rare
		}
		for _, c := range changed {
			for _, r := range rareUses[c] {
				et.rareDF[r]--
			}
			rareUses[c] = et.rareOf(files[c])
			for _, r := range rareUses[c] {
				et.rareDF[r]++
			}
		}
	}
	var hist history
	if opts.CoChange {
		hist = readHistory(ctx, opts.Root, opts.CoChangeRev, &p.hist)
	}
	if err := g.finishEdges(ctx, et, coChangeEdges(files, hist), opts.Jobs, nil); err != nil {
		return nil, "", err
	}
	g.snap = newSnapshot(g, in, ifaces, et, rareNames, rareUses, hist)
	g.Stats = BuildStats{Incremental: true, Resolved: len(resolve), Reshaped: len(reshaped)}
	return g, "", nil
}

// reresolveInterface prepares a build after an interface edit: it
// resolves every file's imports again, finds the files whose resolution
// can read what changed (delta.go) and renumbers the others' references
// into the edited files. It returns the files to resolve, ascending, or
// why the edit must rebuild everything.
func (g *Graph) reresolveInterface(ctx context.Context, p *Snapshot, opts Options, changed, reshaped []int32) ([]int32, string, error) {
	files := g.Files
	d, why := diffDefinitions(files, opts.Prior, p, reshaped)
	if why != "" {
		return nil, why, nil
	}
	// Import resolution may read definitions (a C# namespace, a Java
	// static import, a Rust module): every file's imports are resolved
	// again, and a file whose imports changed is an edited one.
	ix := newFileIndex(opts.Root, files, opts.Packages)
	imports := make([][][]int32, len(files))
	if err := parallel.ForEach(ctx, len(files), opts.Jobs, func(i int) error {
		imports[i] = ix.resolveImports(int32(i))
		return nil
	}); err != nil {
		return nil, "", err
	}
	moved := slices.Clone(d.moved)
	for i := range files {
		if !slices.EqualFunc(imports[i], p.files[i].imports, slices.Equal) {
			moved = append(moved, int32(i))
		}
	}
	// A file whose re-exports changed moves too: its barrel status
	// depends on its top-level definitions as well as on imports.
	before := slices.Clone(files)
	oldImports := make([][][]int32, len(files))
	for i := range files {
		oldImports[i] = p.files[i].imports
	}
	for _, x := range reshaped {
		before[x] = opts.Prior[files[x].Path] // present: diffDefinitions checked
	}
	oldB, newB := barrels(before, oldImports), barrels(files, imports)
	for i := range files {
		if !slices.Equal(oldB[i], newB[i]) {
			moved = append(moved, int32(i))
		}
	}
	redo := make([]bool, len(files))
	for _, c := range changed {
		redo[c] = true
	}
	for _, m := range moved {
		redo[m] = true
	}
	g.reexportReaders(moved, imports, p, redo)
	g.Imports, g.barrel = imports, newB

	closeOverTypes(files, d.dirty)
	if err := parallel.ForEach(ctx, len(files), opts.Jobs, func(i int) error {
		if !redo[i] && readsDirty(files[i], d.dirty) {
			redo[i] = true // each worker writes its own slot
		}
		return nil
	}); err != nil {
		return nil, "", err
	}
	// The others keep their references, renumbered; one that named a
	// definition that changed is resolved again (it names a dirty name,
	// so this is a safety net).
	for i := range files {
		if redo[i] {
			continue
		}
		refs, ok := d.renumberRefs(p.files[i].refs)
		if !ok {
			redo[i] = true
			continue
		}
		g.Refs[i] = refs
	}
	var out []int32
	for i, r := range redo {
		if r {
			out = append(out, int32(i))
		}
	}
	return out, "", nil
}

// reexportReaders marks in redo the files that can read, through
// re-exports, the imports of a file whose imports moved. Only barrel
// languages re-export (barrelLanguages): elsewhere a file's imports serve
// its own resolution alone. JS/TS modules pass names on through chains of
// imports (tsReexportDepth, barrels): every file that imports a moved one,
// directly or not, before or after the edit. Rust and Python also reach
// modules by path (crate::a::b, a.b.c) without importing them, and then
// read the module's re-exports: a moved file of theirs marks every file of
// its language.
func (g *Graph) reexportReaders(moved []int32, imports [][][]int32, p *Snapshot, redo []bool) {
	files := g.Files
	wholeLang := map[string]bool{}
	var queue []int32
	for _, m := range moved {
		switch l := files[m].Language; {
		case l == "rust" || l == "python":
			wholeLang[l] = true
		case barrelLanguages[l]:
			queue = append(queue, m)
		}
	}
	for i, f := range files {
		if wholeLang[f.Language] {
			redo[i] = true
		}
	}
	if len(queue) == 0 {
		return
	}
	importers := make([][]int32, len(files))
	for i := range files {
		for _, tables := range [][][]int32{imports[i], p.files[i].imports} {
			for _, ts := range tables {
				for _, t := range ts {
					importers[t] = append(importers[t], int32(i))
				}
			}
		}
	}
	seen := make([]bool, len(files))
	for len(queue) > 0 {
		m := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		if seen[m] {
			continue
		}
		seen[m] = true
		redo[m] = true
		queue = append(queue, importers[m]...)
	}
}

// renumberRefs returns refs with targets in reshaped files renumbered
// (a copy when any is), or false when one names a definition that changed.
func (d *delta) renumberRefs(refs []NameTargets) ([]NameTargets, bool) {
	touches := func(t Target) bool { _, ok := d.renumber[t.File]; return ok }
	any := false
	for _, nt := range refs {
		if touches(nt.Plain) || touches(nt.Member) || slices.ContainsFunc(nt.Qual, func(q QualTarget) bool { return touches(q.Target) }) {
			any = true
			break
		}
	}
	if !any {
		return refs, true
	}
	ok := true
	move := func(t Target) Target {
		m, in := d.renumber[t.File]
		if !in {
			return t
		}
		if t.Symbol < 0 || int(t.Symbol) >= len(m) || m[t.Symbol] < 0 {
			ok = false
			return t
		}
		return Target{t.File, m[t.Symbol]}
	}
	out := make([]NameTargets, len(refs))
	for k, nt := range refs {
		out[k] = NameTargets{Plain: move(nt.Plain), Member: move(nt.Member)}
		if len(nt.Qual) > 0 {
			out[k].Qual = make([]QualTarget, len(nt.Qual))
			for q, qt := range nt.Qual {
				out[k].Qual[q] = QualTarget{qt.Qual, move(qt.Target)}
			}
		}
	}
	return out, ok
}

// partialScopes fills the scope tables that resolving the given files
// reads: their own, their barrels', their imported files' and those
// files' barrels', and their packages'.
func (g *Graph) partialScopes(files []int32) *scopes {
	sc := emptyScopes(len(g.Files))
	need := func(i int32) {
		if sc.top[i] == nil {
			sc.addFile(i, g.Files[i])
		}
	}
	pkgs := map[string]bool{}
	for _, c := range files {
		need(c)
		for _, b := range g.barrel[c] {
			need(b)
		}
		for _, ts := range g.Imports[c] {
			for _, t := range ts {
				need(t)
				for _, b := range g.barrel[t] {
					need(b)
				}
			}
		}
		if f := g.Files[c]; dirPackage(f.Language) {
			pkgs[packageKey(f)] = true
		}
	}
	// Members are typed through fields, results and bases declared in any
	// file of the language (typeMembers): every file's tables of the
	// changed files' languages, and every package of them.
	changedLangs := map[string]bool{}
	for _, c := range files {
		changedLangs[g.Files[c].Language] = true
	}
	for i, f := range g.Files {
		if changedLangs[f.Language] {
			need(int32(i))
			if dirPackage(f.Language) {
				pkgs[packageKey(f)] = true
			}
		}
	}
	if len(pkgs) > 0 {
		// A package's tables take its files in path order, as newScopes does.
		for i, f := range g.Files {
			if dirPackage(f.Language) && pkgs[packageKey(f)] {
				need(int32(i))
				sc.addPackage(int32(i), f)
			}
		}
	}
	sc.indexMembers()
	return sc
}
