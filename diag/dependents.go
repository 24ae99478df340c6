package diag

import (
	"bytes"
	"cmp"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/internal/safefile"
	"github.com/soulindex/soulindex/lsp"
	"github.com/soulindex/soulindex/refgraph"
)

// A change breaks other files through the definitions it changes or
// removes, so the dependents checked first are the files that use one of
// them; the remaining room goes to the other files importing a changed
// file, strongest dependency first. A file "uses" a definition when the
// reference graph resolves one of its names to it, or when it depends on
// the definition's file and uses the name (a member call whose receiver
// the outline could not type).

// Tree is one side of the comparison: its root on disk and its reference
// graph (nil when there is none: the unborn base).
type Tree struct {
	Root  string
	Graph *refgraph.Graph
}

// Selection is the dependents chosen for a change.
type Selection struct {
	// Files are checked, sorted by path.
	Files []string
	// Found counts every dependent file, checked or not.
	Found int
	// UsersLeft are the files using a changed or removed definition that
	// the limit left out, sorted: the change is not proven safe for them.
	UsersLeft []string
	// Names are the distinct names of the definitions changed, removed
	// or added.
	Names int
}

// declaredTypes are the languages whose callables declare their types in
// the signature: a body edit there cannot change what a caller sees. In
// the others a return type may be inferred from the body, so a changed
// definition is any change to its text.
var declaredTypes = map[string]bool{"go": true, "java": true, "csharp": true, "rust": true, "c": true}

// defKey identifies a definition across the two sides of a change.
type defKey struct {
	kind      extract.Kind
	container string
	name      string
	n         int // among same-keyed definitions (overloads), in order
}

type def struct {
	file, sym int32
	text      []byte
}

// definitions keys the symbols of g's file at path, with the text of
// each (read from root) for comparing.
func definitions(t Tree, path string) map[defKey]def {
	if t.Graph == nil || path == "" {
		return nil
	}
	i := slices.IndexFunc(t.Graph.Files, func(f *extract.File) bool { return f.Path == path })
	if i < 0 {
		return nil
	}
	f := t.Graph.Files[i]
	src, err := safefile.ReadFileNoFollow(filepath.Join(t.Root, filepath.FromSlash(path)), lsp.MaxDocumentSize)
	if err != nil {
		src = nil // compared by signature alone
	}
	lines := lineStarts(src)
	out := make(map[defKey]def, len(f.Symbols))
	for k := range f.Symbols {
		s := &f.Symbols[k]
		key := defKey{kind: s.Kind, container: s.ContainerName(), name: s.Name}
		for {
			if _, dup := out[key]; !dup {
				break
			}
			key.n++
		}
		out[key] = def{file: int32(i), sym: int32(k), text: sliceRange(src, lines, s.FullRange)}
	}
	return out
}

func lineStarts(src []byte) []int {
	starts := []int{0}
	for i := 0; i < len(src); i++ {
		if src[i] == '\n' {
			starts = append(starts, i+1)
		}
	}
	return starts
}

func sliceRange(src []byte, lines []int, r extract.Range) []byte {
	at := func(p extract.Position) int {
		if int(p.Line) >= len(lines) {
			return len(src)
		}
		return min(lines[p.Line]+int(p.Column), len(src))
	}
	a, b := at(r.Start), at(r.End)
	if a >= b {
		return nil
	}
	return src[a:b]
}

// sameDefinition reports whether a definition looks the same to its
// users on both sides.
func sameDefinition(lang string, a, b *extract.Symbol, ta, tb []byte) bool {
	if a.Signature != b.Signature || a.Type != b.Type || a.Decorators != b.Decorators ||
		a.Visibility != b.Visibility || !slices.Equal(a.Bases, b.Bases) {
		return false
	}
	if declaredTypes[lang] && (a.Kind.IsCallable() || a.Kind.IsType()) {
		return true
	}
	return bytes.Equal(bytes.Join(bytes.Fields(ta), nil), bytes.Join(bytes.Fields(tb), nil))
}

// changedDefinitions returns the definitions of the changed files whose
// users may break: at the base, those removed or changed; in the
// working tree, those changed or added (a new definition can shadow or
// clash). Names are the names of all of them.
func changedDefinitions(base, work Tree, changes []Change) (baseDefs, workDefs map[refgraph.Target]bool, names map[string]bool) {
	baseDefs, workDefs, names = map[refgraph.Target]bool{}, map[refgraph.Target]bool{}, map[string]bool{}
	for _, c := range changes {
		old, cur := definitions(base, c.Old), definitions(work, c.New)
		for k, d := range old {
			n, ok := cur[k]
			if ok {
				fa, fb := base.Graph.Files[d.file], work.Graph.Files[n.file]
				if sameDefinition(fb.Language, &fa.Symbols[d.sym], &fb.Symbols[n.sym], d.text, n.text) {
					continue
				}
				workDefs[refgraph.Target{File: n.file, Symbol: n.sym}] = true
			}
			baseDefs[refgraph.Target{File: d.file, Symbol: d.sym}] = true
			names[k.name] = true
		}
		for k, n := range cur {
			if _, ok := old[k]; !ok {
				workDefs[refgraph.Target{File: n.file, Symbol: n.sym}] = true
				names[k.name] = true
			}
		}
	}
	return baseDefs, workDefs, names
}

// importers returns, per file of g outside skip, the weight of its
// import or import-proven edges into the files at paths.
func importers(g *refgraph.Graph, paths []string, skip map[string]bool) map[string]float64 {
	out := map[string]float64{}
	if g == nil {
		return out
	}
	targets := map[int32]bool{}
	for i, f := range g.Files {
		if slices.Contains(paths, f.Path) {
			targets[int32(i)] = true
		}
	}
	for from, edges := range g.Out {
		p := g.Files[from].Path
		if skip[p] {
			continue
		}
		for _, e := range edges {
			if targets[e.To] && e.Kinds&(refgraph.EdgeImportRef|refgraph.EdgeImport) != 0 && int32(from) != e.To {
				out[p] += e.Weight
			}
		}
	}
	return out
}

// uses counts, per file of g outside skip, its references resolved to
// one of defs, plus, for files in deps, its references by one of names.
func uses(g *refgraph.Graph, defs map[refgraph.Target]bool, names map[string]bool, deps map[string]float64, skip map[string]bool, into map[string]int) {
	if g == nil {
		return
	}
	for i, f := range g.Files {
		if skip[f.Path] {
			continue
		}
		_, dependent := deps[f.Path]
		n := 0
		for k, name := range f.RefNames {
			hit := dependent && names[name]
			if !hit && k < len(g.Refs[i]) {
				for _, t := range g.Refs[i][k].All() {
					if defs[t] {
						hit = true
						break
					}
				}
			}
			if hit {
				n++
			}
		}
		if n > 0 {
			into[f.Path] = max(into[f.Path], n)
		}
	}
}

// SelectDependents chooses the files to check beside the changed ones:
// every file using a changed definition first (most such uses first),
// then the other importers of a changed file (strongest first), at most
// max in all. A dependent must exist unchanged in the working tree; keep
// says whether a server can check it.
func SelectDependents(base, work Tree, changes []Change, limit int, keep func(string) bool) Selection {
	changed := map[string]bool{}
	var oldPaths, newPaths []string
	for _, c := range changes {
		if c.Old != "" {
			changed[c.Old] = true
			oldPaths = append(oldPaths, c.Old)
		}
		if c.New != "" {
			changed[c.New] = true
			newPaths = append(newPaths, c.New)
		}
	}
	deps := importers(work.Graph, newPaths, changed)
	for p, w := range importers(base.Graph, oldPaths, changed) {
		deps[p] = max(deps[p], w)
	}
	baseDefs, workDefs, names := changedDefinitions(base, work, changes)
	users := map[string]int{}
	uses(base.Graph, baseDefs, names, deps, changed, users)
	uses(work.Graph, workDefs, names, deps, changed, users)

	// A base-only file (deleted since) is no dependent to check.
	exists := func(p string) bool {
		_, err := os.Stat(filepath.Join(work.Root, filepath.FromSlash(p)))
		return err == nil
	}
	var cands []string
	for p := range users {
		if _, dup := deps[p]; !dup && keep(p) && exists(p) {
			cands = append(cands, p)
		}
	}
	for p := range deps {
		if keep(p) && exists(p) {
			cands = append(cands, p)
		}
	}
	slices.SortFunc(cands, func(a, b string) int {
		return cmp.Or(
			-cmp.Compare(users[a], users[b]),
			-cmp.Compare(deps[a], deps[b]),
			strings.Compare(a, b))
	})
	sel := Selection{Found: len(cands), Names: len(names)}
	if len(cands) > limit {
		for _, p := range cands[limit:] {
			if users[p] > 0 {
				sel.UsersLeft = append(sel.UsersLeft, p)
			}
		}
		cands = cands[:limit]
	}
	slices.Sort(cands)
	slices.Sort(sel.UsersLeft)
	sel.Files = cands
	return sel
}
