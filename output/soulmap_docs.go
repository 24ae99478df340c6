// The Soul Map's package docs and public-API exports.
package output

import (
	"cmp"
	"path"
	"sort"
	"strings"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/refgraph"
	"github.com/soulindex/soulindex/roles"
)

// packageDocs finds, per directory, the package's own documentation: the
// summary of the file that documents the package (Go: doc.go, else the
// first file in path order with a package comment; Python: __init__.py;
// Rust: lib.rs or mod.rs; JavaScript and TypeScript: index.*). Demoted
// files (a package x_test's comment, fixtures) document nothing.
func packageDocs(res *indexer.Result) map[string]string {
	docs := map[string]string{}
	for _, f := range res.Files {
		if f.Summary == "" || roles.Demoted(f.Path, f) != "" {
			continue
		}
		d, base := path.Dir(f.Path), path.Base(f.Path)
		switch {
		case f.Language == "go":
			if docs[d] == "" || base == "doc.go" {
				docs[d] = f.Summary
			}
		case base == "__init__.py", base == "lib.rs", base == "mod.rs",
			roles.IsJSLanguage(f.Language) && strings.TrimSuffix(base, path.Ext(base)) == "index":
			docs[d] = f.Summary
		}
	}
	return docs
}

// hideDirDocs drops the summary of a shown file that only repeats the
// package doc its directory's line shows: a package doc appears once.
func hideDirDocs(files []mapFile, dirs []mapDir) {
	doc := map[string]string{}
	for _, d := range dirs {
		if d.Doc != "" {
			doc[d.Path] = d.Doc
		}
	}
	if len(doc) == 0 {
		return
	}
	for i := range files {
		if s := files[i].Summary; s != "" && doc[path.Dir(files[i].Path)] == s {
			files[i].Summary = ""
		}
	}
}

// maxExports is how many names a public-API file's exports line shows.
const maxExports = 12

// exportList is what a public-API file re-exports: the names shown, best
// first, and how many more there are.
type exportList struct {
	names []string
	more  int
}

// exported is one name of an exports line and how much it is used.
type exported struct {
	name  string
	users int
}

// publicExports lists, per public-API file (roles.PublicAPI; by its path
// as the map writes it), the names it re-exports, the most used first
// (the number of other files using what a name stands for; ties in the
// file's order), at most maxExports: a Python package's __all__ (without
// its own definitions), else the names its __init__ imports from its
// own modules; a JavaScript or TypeScript index's exports that it does
// not define and the modules it re-exports whole (`* from ./x`); a
// Rust crate root's `pub use` names. What the file defines itself is
// its own outline, not repeated here.
func publicExports(res *indexer.Result, g *refgraph.Graph) map[string]exportList {
	if g == nil {
		return nil
	}
	api := roles.PublicAPI(res)
	byPath := make(map[string]int, len(res.Files))
	for i, f := range res.Files {
		byPath[f.Path] = i
	}
	lists := map[int][]exported{}
	wanted := map[refgraph.Target]int{}
	inFile := make([]bool, len(res.Files)) // a cheap test before the map's
	for i, on := range api {
		if !on {
			continue
		}
		if xs := reexports(res, g, i); len(xs) > 0 {
			lists[i] = xs
			for _, x := range xs {
				for _, t := range nameTargets(g, res.Files[i], i, x.name) {
					wanted[t], inFile[t.File] = 0, true
				}
			}
		}
	}
	if len(lists) == 0 {
		return nil
	}
	// Users of each re-exported definition: the other files (public-API
	// files, which pass names on, excepted) referring to it.
	last := map[refgraph.Target]int{}
	for j, nts := range g.Refs {
		if api[j] {
			continue
		}
		for _, nt := range nts {
			for _, t := range nt.All() {
				if !inFile[t.File] || int(t.File) == j {
					continue
				}
				if _, ok := wanted[t]; !ok {
					continue
				}
				if l, ok := last[t]; ok && l == j+1 {
					continue
				}
				last[t] = j + 1
				wanted[t]++
			}
		}
	}
	out := map[string]exportList{}
	for i, xs := range lists {
		for k := range xs {
			if xs[k].users >= 0 {
				continue // a whole module: its dependents, counted already
			}
			xs[k].users = 0
			for _, t := range nameTargets(g, res.Files[i], i, xs[k].name) {
				xs[k].users = max(xs[k].users, wanted[t])
			}
			if xs[k].users == 0 {
				xs[k].users = submoduleUsers(res, g, byPath, i, xs[k].name)
			}
		}
		sort.SliceStable(xs, func(a, b int) bool { return xs[a].users > xs[b].users })
		l := exportList{more: max(0, len(xs)-maxExports)}
		for _, x := range xs[:min(len(xs), maxExports)] {
			l.names = append(l.names, safeText(x.name))
		}
		out[EncodePath(res.Files[i].Path)] = l
	}
	return out
}

// reexports lists the names file i passes on from other modules, in its
// order, each once; a whole module re-exported (`* from ./x`) carries
// its file's other dependents as its users, the others -1 until counted.
func reexports(res *indexer.Result, g *refgraph.Graph, i int) []exported {
	f := res.Files[i]
	own := map[string]bool{}
	for _, s := range f.Symbols {
		if s.Parent < 0 {
			own[s.Name] = true
		}
	}
	var out []exported
	seen := map[string]bool{}
	add := func(name string, users int) {
		if name == "" || seen[name] || own[name] {
			return
		}
		seen[name] = true
		out = append(out, exported{name, users})
	}
	whole := func(k int) {
		users := 0
		if ts := g.Imports[i][k]; len(ts) > 0 {
			users = max(0, g.Dependents[ts[0]]-1) // the file itself is one
		}
		add("* from "+f.Imports[k].Source, users)
	}
	switch {
	case f.Language == "python":
		if len(f.Exports) > 0 { // __all__ says what the package exports
			for _, e := range f.Exports {
				add(e.Name, -1)
			}
			return out
		}
		pkg := path.Base(path.Dir(f.Path))
		for k, im := range f.Imports {
			if !strings.HasPrefix(im.Source, ".") && im.Source != pkg && !strings.HasPrefix(im.Source, pkg+".") {
				continue // not the package's own module
			}
			for _, n := range im.Names {
				switch local := cmp.Or(n.Alias, n.Name); {
				case n.Name == "*":
					whole(k)
				case !strings.HasPrefix(local, "_"):
					add(local, -1)
				}
			}
		}
	case roles.IsJSLanguage(f.Language):
		for _, e := range f.Exports {
			if e.Name != "default" && jsPassedOn(f, e) {
				add(e.Name, -1)
			}
		}
		for k, im := range f.Imports {
			if len(im.Names) == 0 && im.Alias == "" && strings.HasPrefix(im.Source, ".") && len(g.Imports[i][k]) > 0 && starExport(im) {
				whole(k)
			}
		}
	case f.Language == "rust":
		for _, e := range f.Exports { // pub use
			add(e.Name, -1)
		}
	}
	return out
}

// jsPassedOn reports whether an export passes on another module's name:
// it stands in an `export … from` statement, or names an import
// (`import { X } from './x'; export { X }`). The rest export the file's
// own definitions, a bundle's `export { run as _run }` among them.
func jsPassedOn(f *extract.File, e extract.Export) bool {
	line := e.Range.Start.Line
	for _, im := range f.Imports {
		if im.Range.Start.Line <= line && line <= im.Range.End.Line {
			return true
		}
		if im.Alias == e.Name {
			return true
		}
		for _, n := range im.Names {
			if cmp.Or(n.Alias, n.Name) == e.Name {
				return true
			}
		}
	}
	return false
}

// starExport tells `export * from './x'` from `import './x'` and
// `require('./x')`, which the outline records alike (a source without
// names): the statement's text before its source is longer than
// "import " or "require(".
func starExport(im extract.Import) bool {
	r, s := im.Range.Start, im.SourceRange.Start
	if im.SourceRange == (extract.Range{}) {
		return false
	}
	return s.Line > r.Line || s.Column >= r.Column+uint32(len("export*from"))
}

// nameTargets is what a name of file i resolves to in the graph.
func nameTargets(g *refgraph.Graph, f *extract.File, i int, name string) []refgraph.Target {
	k, ok := sort.Find(len(f.RefNames), func(k int) int { return strings.Compare(name, f.RefNames[k]) })
	if !ok || k >= len(g.Refs[i]) {
		return nil
	}
	return g.Refs[i][k].All()
}

// submoduleUsers counts the dependents of the module a Python package
// exports by name (__all__ = ["charset", …]: email/charset.py), 0 when
// the name is no module of it.
func submoduleUsers(res *indexer.Result, g *refgraph.Graph, byPath map[string]int, i int, name string) int {
	if res.Files[i].Language != "python" {
		return 0
	}
	dir := path.Dir(res.Files[i].Path)
	for _, p := range []string{path.Join(dir, name+".py"), path.Join(dir, name, "__init__.py")} {
		if k, ok := byPath[p]; ok {
			return g.Dependents[k]
		}
	}
	return 0
}

// setExports gives the shown public-API files their exports line.
func setExports(files []mapFile, exports map[string]exportList) {
	for i := range files {
		if l, ok := exports[files[i].Path]; ok {
			files[i].Exports, files[i].MoreExports = l.names, l.more
		}
	}
}
