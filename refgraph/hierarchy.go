package refgraph

import (
	"sort"
	"strings"

	"github.com/soulindex/soulindex/extract"
)

// Certain returns the target of one occurrence, like For, and whether the
// graph is sure of it: resolved, bound to a local, or resolved to nothing
// on evidence (a package qualifier outside the repository, a Go name its
// package does not define). An occurrence it is not sure of
// (an untyped member matching several types, a name no scope rule
// reached) may still name any definition of its name.
func (n NameTargets) Certain(r extract.Ref, lang string) (Target, bool) {
	t := n.For(r)
	if t.File >= 0 || r.Local() != 0 {
		return t, true
	}
	// A package qualifier outside the repository is certain; a receiver
	// typed outside it is not (a type parameter, a type the outlines
	// misread).
	if r.Via() == 0 && r.Recv() == 0 && r.Qual() != 0 {
		key := r.Qual()
		k := sort.Search(len(n.Qual), func(k int) bool { return n.Qual[k].Qual >= key })
		if k < len(n.Qual) && n.Qual[k].Qual == key {
			return t, true
		}
	}
	// A bare Go name resolves within its package (and dot imports) only:
	// one the package does not define is a builtin or a local.
	return t, lang == "go" && !r.Member && r.Qual() == 0
}

// occurrenceKey is the Qual key For looks an occurrence up by, 0 for none.
func occurrenceKey(r extract.Ref) uint32 {
	switch {
	case r.Via() != 0:
		return ViaKey | r.Via()
	case r.Recv() != 0:
		return RecvKey | r.Recv()
	}
	return r.Qual()
}

// HasLocalsRules reports whether a language's query binds names to
// locals (@binding captures), so that its unresolved occurrences mean
// something: the languages whose references are resolved by scope.
func HasLocalsRules(lang string) bool { return boundLanguages[lang] }

// BaseName is the type a base names, as written in a declaration
// ("React.Component<Props>", "pkg.Base", "Base[T]", "crate::a::B"): its
// last identifier, without type arguments, and the qualifier before it.
func BaseName(base string) (qual, name string) {
	if i := strings.IndexAny(base, "<[("); i >= 0 {
		base = base[:i]
	}
	base = strings.TrimSpace(base)
	base = strings.TrimPrefix(base, "*")
	for _, sep := range []string{"::", ".", "\\"} {
		if i := strings.LastIndex(base, sep); i >= 0 {
			return base[:i], base[i+len(sep):]
		}
	}
	return "", base
}

// Bases resolves the bases of definition t as its file's references
// resolve their names: the repository types they name, and how many name
// none (a base outside the repository, or one the graph cannot place).
func (g *Graph) Bases(t Target) (in []Target, outside int) {
	f := g.Files[t.File]
	for _, base := range f.Symbols[t.Symbol].Bases {
		qual, name := BaseName(base)
		b, ok := g.baseTarget(t.File, qual, name)
		if !ok || !isTypeKind(g.Files[b.File].Symbols[b.Symbol].Kind) {
			outside++
			continue
		}
		in = append(in, b)
	}
	return in, outside
}

// baseTarget is the definition a base written qual.name resolves to in
// file fi: through the qualifier when there is one (FiberId.None: the
// None of the module FiberId names, not the file's own None), else as a
// plain name, else the name's only target.
func (g *Graph) baseTarget(fi int32, qual, name string) (Target, bool) {
	f := g.Files[fi]
	j := sort.SearchStrings(f.RefNames, name)
	if int(fi) >= len(g.Refs) || j >= len(f.RefNames) || f.RefNames[j] != name || j >= len(g.Refs[fi]) {
		return Target{-1, -1}, false
	}
	nt := g.Refs[fi][j]
	if qual != "" {
		if i := strings.LastIndexAny(qual, ".:\\"); i >= 0 {
			qual = qual[i+1:]
		}
		if q := sort.SearchStrings(f.RefNames, qual); q < len(f.RefNames) && f.RefNames[q] == qual {
			key := uint32(q + 1)
			for _, qt := range nt.Qual {
				if qt.Qual == key {
					return qt.Target, qt.Target.File >= 0
				}
			}
		}
	} else if nt.Plain.File >= 0 {
		return nt.Plain, true
	}
	return g.nameTarget(fi, name)
}

// nameTarget is the one definition name resolves to in file fi, as a
// plain name or through a qualifier; false when it resolves to none or
// to several.
func (g *Graph) nameTarget(fi int32, name string) (Target, bool) {
	f := g.Files[fi]
	if int(fi) >= len(g.Refs) {
		return Target{-1, -1}, false
	}
	j := sort.SearchStrings(f.RefNames, name)
	if j >= len(f.RefNames) || f.RefNames[j] != name || j >= len(g.Refs[fi]) {
		return Target{-1, -1}, false
	}
	all := g.Refs[fi][j].All()
	if len(all) != 1 {
		return Target{-1, -1}, false
	}
	return all[0], true
}

// isTypeKind: the kinds a base can name.
func isTypeKind(k extract.Kind) bool {
	switch k {
	case extract.KindClass, extract.KindStruct, extract.KindInterface, extract.KindTrait, extract.KindTypeAlias, extract.KindEnum:
		return true
	}
	return false
}
