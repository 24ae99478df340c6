package refgraph

import "github.com/soulindex/soulindex/extract"

// TypeScript declaration merging: one name declared several times in one
// scope (interface Schema and const Schema, class Point and namespace
// Point, enum Color and namespace Color, function make and namespace make,
// several interface Opts, type X and const X) is one symbol with several
// declarations, a type, a value and a namespace at once. The graph
// resolves a use to the name's first declaration (scope tables hold one
// per name; members are looked up in all, mergedMember); the language
// service, and so scip-typescript, names every declaration of the merged
// symbol at each use, imports included, which the SCIP writer does from
// these groups.

// MergedDeclarations returns, for a TypeScript file, each declaration
// that shares its name and scope (the top level or one namespace body)
// with another, mapped to all of them in ascending order; nil when there
// are none (and for other languages).
func MergedDeclarations(f *extract.File) map[int32][]int32 {
	if f.Language != "typescript" && f.Language != "tsx" {
		return nil
	}
	type scopeName struct {
		parent int32
		name   string
	}
	first := map[scopeName]int32{}
	var out map[int32][]int32
	for k := range f.Symbols {
		s := &f.Symbols[k]
		if !mergeScope(f, s) {
			continue
		}
		key := scopeName{s.Parent, s.Name}
		at, ok := first[key]
		if !ok {
			first[key] = int32(k)
			continue
		}
		if out == nil {
			out = map[int32][]int32{}
		}
		group := out[at]
		if group == nil {
			group = []int32{at}
		}
		if s.Kind.IsCallable() && hasCallable(f, group) {
			// An overload: one symbol of the function, named once.
			continue
		}
		group = append(group, int32(k))
		for _, d := range group {
			out[d] = group
		}
	}
	return out
}

// mergeScope reports whether s is declared where TypeScript merges same
// names: at the top level or directly in a namespace body (never a class
// member, whose same names are overloads or accessors of one member).
func mergeScope(f *extract.File, s *extract.Symbol) bool {
	if s.Name == "" || s.Name == "default" {
		return false
	}
	if s.Parent < 0 {
		return len(s.Container) == 0
	}
	return tsNamespaceKind(f, &f.Symbols[s.Parent])
}

func hasCallable(f *extract.File, group []int32) bool {
	for _, k := range group {
		if f.Symbols[k].Kind.IsCallable() {
			return true
		}
	}
	return false
}
