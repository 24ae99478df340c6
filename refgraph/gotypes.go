package refgraph

import (
	"sort"
	"strings"
	"unicode"

	"github.com/soulindex/soulindex/extract"
)

// goType is a type as written in a Go file ("T" of that file's package,
// "pkg.T" through one of its imports), with the file it is written in.
type goType struct {
	name string
	file int32
}

// typeMembers resolves file i's member references whose receiver's type
// the outlines let us follow, occurrence by occurrence in source order: a
// local of declared or literal type, a local initialised by a call (the
// callee's result type), a field (its declared type) or a call (its
// result type) before the ".". Each resolved occurrence gets a keyed
// QualTarget; a name whose every member occurrence is resolved that way
// keeps no unkeyed Member target, so it makes no edge by the weaker
// member rules.
func (g *Graph) typeMembers(sc *scopes, i int32, refs []NameTargets, qualFiles map[string][]int32) {
	f := g.Files[i]
	occ := make([]Target, len(f.Refs))
	done := make([]bool, len(f.Refs))
	localType := make([]*goType, len(f.LocalTypes))
	localDone := make([]bool, len(f.LocalTypes))
	quals := map[int32]map[string][]int32{i: qualFiles}
	keyed := map[uint32]map[uint32]Target{} // name → key → target
	uncovered := map[uint32]bool{}          // names with a member occurrence left to Member

	var target func(j uint32, depth int) Target
	var typeOfLocal func(k uint32, depth int) *goType
	typeOfLocal = func(k uint32, depth int) *goType {
		if localDone[k] {
			return localType[k]
		}
		localDone[k] = true
		if t := f.LocalTypes[k]; t != "" {
			localType[k] = &goType{t, i}
		} else if k < uint32(len(f.LocalInits)) && f.LocalInits[k] != 0 && depth > 0 {
			localType[k] = g.declaredType(target(f.LocalInits[k]-1, depth-1))
		}
		return localType[k]
	}
	target = func(j uint32, depth int) Target {
		if done[j] {
			return occ[j]
		}
		r := f.Refs[j]
		t := refs[r.Name].For(r)
		var typ *goType
		key := uint32(0)
		switch {
		case !r.Member || depth == 0:
		case r.Via() != 0 && r.Via()-1 < j:
			typ, key = g.declaredType(target(r.Via()-1, depth-1)), ViaKey|r.Via()
		case r.Recv() != 0 && int(r.Recv()) <= len(f.LocalTypes):
			typ, key = typeOfLocal(r.Recv()-1, depth-1), RecvKey|r.Recv()
		}
		if key != 0 {
			if typ != nil {
				if m, ok := g.memberOfTypeDeep(sc, quals, typ.file, typ.name, f.RefNames[r.Name], 3); ok {
					t = m
					if keyed[r.Name] == nil {
						keyed[r.Name] = map[uint32]Target{}
					}
					keyed[r.Name][key] = m
				} else {
					uncovered[r.Name] = true
				}
			} else {
				uncovered[r.Name] = true
			}
		} else if r.Member && r.Qual() == 0 {
			uncovered[r.Name] = true
		}
		occ[j], done[j] = t, true
		return t
	}
	for j := range f.Refs {
		target(uint32(j), 8)
	}
	for name, ks := range keyed {
		nt := &refs[name]
		for k, t := range ks {
			nt.Qual = append(nt.Qual, QualTarget{k, t})
		}
		sort.Slice(nt.Qual, func(a, b int) bool { return nt.Qual[a].Qual < nt.Qual[b].Qual })
		if !uncovered[name] {
			nt.Member = Target{-1, -1}
		}
	}
}

// goEmbedded reports whether a Go field is embedded: its signature is
// only its type, whose name is the field's (B, *B, pkg.B, *pkg.B[T]).
func goEmbedded(s *extract.Symbol) bool {
	t := extract.TypeName(s.Signature)
	return t == s.Name || strings.HasSuffix(t, "."+s.Name)
}

// memberOfTypeDeep is memberOfType, then through the fields embedded in
// the type (promoted members), depth levels down.
func (g *Graph) memberOfTypeDeep(sc *scopes, quals map[int32]map[string][]int32, fi int32, typ, name string, depth int) (Target, bool) {
	f := g.Files[fi]
	if t, ok := g.memberOfType(sc, f, g.goQuals(quals, fi), typ, name); ok || depth == 0 {
		return t, ok
	}
	key := packageKey(f) + "\x00" + typ
	if pkg, t, ok := strings.Cut(typ, "."); ok {
		files := g.goQuals(quals, fi)[pkg]
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

// goQuals returns (and caches) the import qualifiers of Go file fi.
func (g *Graph) goQuals(cache map[int32]map[string][]int32, fi int32) map[string][]int32 {
	if q, ok := cache[fi]; ok {
		return q
	}
	q, _ := g.goQualifiers(g.Files[fi], fi)
	cache[fi] = q
	return q
}

// declaredType is the type a Go definition gives what names it: a field's
// or variable's declared type, a function's or method's (first) result
// type, read from its signature; nil when unknown.
func (g *Graph) declaredType(t Target) *goType {
	if t.File < 0 {
		return nil
	}
	f := g.Files[t.File]
	if f.Language != "go" {
		return nil
	}
	s := &f.Symbols[t.Symbol]
	var typ string
	switch s.Kind {
	case extract.KindField:
		typ = strings.TrimSpace(strings.TrimPrefix(s.Signature, s.Name))
	case extract.KindVariable, extract.KindConstant:
		rest := strings.TrimSpace(s.Signature)
		rest = strings.TrimPrefix(strings.TrimPrefix(rest, "var "), "const ")
		rest = strings.TrimSpace(strings.TrimPrefix(rest, s.Name))
		typ, _, _ = strings.Cut(rest, "=")
	case extract.KindFunction, extract.KindMethod:
		typ = goResult(s.Signature)
	case extract.KindStruct, extract.KindInterface, extract.KindTypeAlias, extract.KindClass:
		// The type itself: T{Key: v} names T's field Key.
		return &goType{s.Name, t.File}
	default:
		return nil
	}
	if n := extract.TypeName(typ); n != "" {
		return &goType{n, t.File}
	}
	return nil
}

// goResult returns the (first) result type of a Go func signature.
func goResult(sig string) string {
	rest := strings.TrimSpace(strings.TrimPrefix(sig, "func"))
	if strings.HasPrefix(rest, "(") { // a method's receiver
		rest = rest[closing(rest):]
	}
	// The name, then type parameters and parameters.
	if k := strings.IndexAny(rest, "[("); k >= 0 {
		rest = rest[k:]
	} else {
		return ""
	}
	if strings.HasPrefix(rest, "[") {
		rest = rest[closing(rest):]
	}
	if !strings.HasPrefix(strings.TrimSpace(rest), "(") {
		return ""
	}
	rest = strings.TrimSpace(rest)
	rest = strings.TrimSpace(rest[closing(rest):])
	if strings.HasPrefix(rest, "(") { // several results: the first
		inner := rest[1:max(closing(rest)-1, 1)]
		first, _, _ := strings.Cut(inner, ",")
		first = strings.TrimSpace(first)
		if name, typ, ok := strings.Cut(first, " "); ok && goIdent(name) {
			first = typ // a named result
		}
		return first
	}
	return rest
}

// closing returns the index just past the bracket that closes s[0].
func closing(s string) int {
	depth := 0
	for k, c := range s {
		switch c {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
			if depth == 0 {
				return k + 1
			}
		}
	}
	return len(s)
}

func goIdent(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c != '_' && !unicode.IsLetter(c) && !unicode.IsDigit(c) {
			return false
		}
	}
	return true
}
