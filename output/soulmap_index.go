package output

import (
	"cmp"
	"slices"
	"sort"
	"strings"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/refgraph"
)

// The map's index: past the files it shows with their lines, a map names
// more files, one line each with the names of their best definitions
// ("## More files"). An agent looking for where to work needs first to
// know that a file exists and what it holds; a signature it can read in
// the file. Measured on bench/cmd/tasks: a line of names costs what two
// signature lines cost and lists a file with half a dozen of its names.

// namedIndex is how many names a names-only file's line carries before
// the extra names every file gets (layout.extra).
const namedIndex = 4

// privateNames lists, for naming only, the definitions of f a map's
// lines never show outside a focus: its private functions, methods and
// types (not fields, constants or variables), those its own code uses
// most first, then in file order. A small repository's map has room for
// them, and a task often lands on a private helper of a big file.
func privateNames(f *extract.File, shown []int, ov overloads) (names []string, lines []int32) {
	in := make(map[int]bool, len(shown))
	for _, k := range shown {
		in[k] = true
	}
	var ks []int
	for k := range f.Symbols {
		s := &f.Symbols[k]
		if in[k] || s.Visibility < extract.VisibilityInternal || !(s.Kind.IsType() || s.Kind.IsCallable()) ||
			ov.hidden(k) || isDeclarationOnly(f, k) || !worthNaming(s.Name) {
			continue
		}
		ks = append(ks, k)
	}
	if len(ks) == 0 {
		return nil, nil
	}
	if len(ks) > 1 {
		// Uses by name in the file itself (the refgraph counts each file
		// once per name, which says nothing about a file's own helpers),
		// read only when there are several to order.
		uses := make([]int32, len(f.RefNames))
		f.EachRef(func(r extract.Ref) {
			if r.Local() == 0 && int(r.Name) < len(uses) {
				uses[r.Name]++
			}
		})
		useOf := make(map[int]int32, len(ks))
		for _, k := range ks {
			if i, ok := slices.BinarySearch(f.RefNames, f.Symbols[k].Name); ok {
				useOf[k] = uses[i]
			}
		}
		sort.SliceStable(ks, func(a, b int) bool { return useOf[ks[a]] > useOf[ks[b]] })
	}
	seen := map[string]bool{}
	for _, k := range ks {
		s := &f.Symbols[k]
		if seen[s.Name] {
			continue
		}
		seen[s.Name] = true
		names = append(names, s.Name)
		lines = append(lines, int32(s.NameRange.Start.Line)+1)
	}
	return names, lines
}

// fileOrder orders the files that have something to name by their best
// candidate: its tier, then its score, then the file's rank and path.
func fileOrder(res *indexer.Result, rank []float64, best []fileBest) []int32 {
	var out []int32
	for i := range best {
		if best[i].ok {
			out = append(out, int32(i))
		}
	}
	slices.SortFunc(out, func(a, b int32) int {
		ba, bb := &best[a], &best[b]
		if ba.tier != bb.tier {
			return cmp.Compare(ba.tier, bb.tier)
		}
		if ba.score != bb.score {
			return -cmp.Compare(ba.score, bb.score)
		}
		if rank != nil && rank[a] != rank[b] {
			return -cmp.Compare(rank[a], rank[b])
		}
		return strings.Compare(res.Files[a].Path, res.Files[b].Path)
	})
	return out
}

// fileBest is a file's best candidate for the map.
type fileBest struct {
	ok    bool
	tier  int8
	score float64
}

// indexFiles appends to files the next lay.index files of sel's order
// that files do not show, each as a names-only entry.
func indexFiles(res *indexer.Result, g *refgraph.Graph, sel *selection, files []mapFile, lay layout) []mapFile {
	if lay.index <= 0 {
		return files
	}
	listed := make(map[string]bool, len(files))
	for k := range files {
		listed[files[k].Path] = true
	}
	added := 0
	for _, i := range sel.order {
		if added == lay.index {
			break
		}
		f := res.Files[i]
		p := EncodePath(f.Path)
		if listed[p] {
			continue
		}
		mf := mapFile{Path: p, NamesOnly: true, Quality: strings.TrimSpace(quality(f))}
		if g != nil {
			mf.Dependents = g.Dependents[i]
		}
		mf.MoreNames, mf.MoreLines, mf.More = sel.nameLeftOuts(i, nil, map[string]bool{}, namedIndex+lay.extra)
		if len(mf.MoreNames) == 0 {
			continue
		}
		files = append(files, mf)
		added++
	}
	return files
}

// A name's class orders the names a file's line gives: what other files
// use, then its types and functions, then its constants, variables and
// fields, then its private helpers (privateNames), then what implements
// an interface declared elsewhere (a Rust trait impl's fmt, drop, poll
// and Output: the trait names them already).
const (
	nameUsed int8 = iota
	nameAPI
	nameMinor
	namePrivate
	nameImpl
)

// nameClass is the class of a unit named by its best definition s.
func nameClass(s *extract.Symbol, used bool) int8 {
	switch {
	case used:
		return nameUsed
	case implementsMember(s):
		return nameImpl
	case kindShare(s.Kind) < 1:
		return nameMinor
	}
	return nameAPI
}

// implementsMember reports whether s implements a member of an interface
// declared elsewhere: a method with bases (extract records a trait impl's
// trait on its methods), a type member of a Rust impl (type Output), a
// computed key ([Symbol.iterator]).
func implementsMember(s *extract.Symbol) bool {
	switch {
	case s.Kind.IsCallable() && len(s.Bases) > 0:
		return true
	case s.Kind == extract.KindTypeAlias && len(s.Container) > 0 && strings.HasPrefix(s.Signature, "type "):
		return true
	}
	return strings.HasPrefix(s.Name, "[")
}

// nameLeftOuts names file i's units other than those shown (by unit)
// and those whose names seen holds, in naming order, up to quota of them,
// each once, at its line; distinct counts every name it could give.
func (sel *selection) nameLeftOuts(i int32, shown map[int32]bool, seen map[string]bool, quota int) (names []string, lines []int, distinct int) {
	for _, u := range namingOrder(sel, i) {
		name := sel.names[i][u]
		if shown[int32(u)] || seen[name] || name == "" || !worthNaming(name) {
			continue
		}
		seen[name] = true
		distinct++
		if len(names) < quota {
			names = append(names, safeText(name))
			lines = append(lines, int(sel.lines[i][u]))
		}
	}
	return names, lines, distinct
}

// namingOrder is the order in which file i's units are named: by class,
// each class in the units' own order.
func namingOrder(sel *selection, i int32) []int {
	out := make([]int, len(sel.names[i]))
	for u := range out {
		out[u] = u
	}
	if cl := sel.class[i]; len(cl) == len(out) {
		sort.SliceStable(out, func(a, b int) bool { return cl[out[a]] < cl[out[b]] })
	}
	return out
}
