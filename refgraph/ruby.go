package refgraph

import (
	"cmp"
	"path"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/soulindex/soulindex/extract"
)

// Ruby constants (classes, modules, constant assignments) are global once
// loaded: require, autoload, Bundler and Zeitwerk load them, and a Rails
// app's files never require each other. A constant reference is resolved
// as Ruby resolves it, against the repository's table of constants by
// full path (A::B::C, sc.rubyConst): lexically, from the innermost class
// or module body around it (Module.nesting) outwards, then at the top
// level; A::B as B inside A; ::A at the top level. A constant is not
// looked up in the ancestors (superclasses, mixins) of the scopes around
// it; a method called on a constant (Foo.bar) is, along the superclasses.
// A reopened constant (several files open A::B) resolves to one of its
// definitions (rubyPick), as the SCIP writer gives an occurrence one
// symbol.

// rubyConstKind reports whether a Ruby definition is a constant: a class
// (Struct.new too), a module or an assigned constant.
func rubyConstKind(k extract.Kind) bool {
	return k == extract.KindClass || k == extract.KindModule || k == extract.KindConstant
}

// rubyConstPath is the full path (A::B::C) of a Ruby definition: its
// containers' names and its own. A compact `class A::B::C::D` writes part
// of it as one container ("A::B::C"); `class ::A` has none.
func rubyConstPath(s *extract.Symbol) string {
	var b strings.Builder
	for _, p := range s.Container {
		b.WriteString(strings.TrimPrefix(p.Name, "::"))
		b.WriteString("::")
	}
	b.WriteString(s.Name)
	return b.String()
}

// isConstName reports whether a Ruby name is a constant's: capitalised.
func isConstName(n string) bool {
	for _, r := range n {
		return unicode.IsUpper(r)
	}
	return false
}

// addRubyConsts records file i's constant definitions by full path.
func (sc *scopes) addRubyConsts(i int32, f *extract.File) {
	if f.Language != "ruby" {
		return
	}
	sc.rubyScopes[i] = rubyScopesOf(f)
	for k := range f.Symbols {
		s := &f.Symbols[k]
		if rubyConstKind(s.Kind) {
			p := rubyConstPath(s)
			sc.rubyConst[p] = append(sc.rubyConst[p], Target{i, int32(k)})
			sc.rubyLast[s.Name] = append(sc.rubyLast[s.Name], Target{i, int32(k)})
		}
	}
}

// rubyScope is a class or module body of a file: a lexical scope of
// constant lookup.
type rubyScope struct {
	path string
	rng  extract.Range
	head uint32 // the line of its name: the superclass and a compact name's qualifier there are outside
	up   int    // the enclosing scope, -1 at the top level
}

// rubyScopesOf lists file f's class and module bodies, by start. A
// Struct.new or Data.define block (a class of the outline) opens none.
func rubyScopesOf(f *extract.File) []rubyScope {
	var ks []int
	for k := range f.Symbols {
		s := &f.Symbols[k]
		if (s.Kind == extract.KindClass && strings.HasPrefix(s.Signature, "class ") && !strings.HasPrefix(s.Signature, "class <<")) ||
			(s.Kind == extract.KindModule && strings.HasPrefix(s.Signature, "module ")) {
			ks = append(ks, k)
		}
	}
	sort.SliceStable(ks, func(a, b int) bool { return f.Symbols[ks[a]].FullRange.Start.Less(f.Symbols[ks[b]].FullRange.Start) })
	out := make([]rubyScope, len(ks))
	for j, k := range ks {
		s := &f.Symbols[k]
		out[j] = rubyScope{path: rubyConstPath(s), rng: s.FullRange, head: s.NameRange.Start.Line, up: -1}
		// The enclosing scope is the nearest earlier one whose range holds it.
		for u := j - 1; u >= 0; u = out[u].up {
			if out[u].rng.Contains(s.FullRange) {
				out[j].up = u
				break
			}
		}
	}
	return out
}

// rubyScopeAt is the innermost scope whose body holds position p, -1 at
// the top level. Ranges nest: it is the last scope starting at or before
// p, or one around it.
func rubyScopeAt(scs []rubyScope, p extract.Position) int {
	j := sort.Search(len(scs), func(j int) bool { return p.Less(scs[j].rng.Start) }) - 1
	for ; j >= 0; j = scs[j].up {
		r := scs[j].rng
		if !p.Less(r.Start) && p.Less(r.End) && p.Line != scs[j].head {
			return j
		}
	}
	return -1
}

// rubyLexical resolves constant name n written in scope j: the first of
// Outer::Inner::n, Outer::n, …, n (the top level) that the repository
// defines; its full path and definition.
func (g *Graph) rubyLexical(sc *scopes, i int32, scs []rubyScope, j int, n string) (string, Target) {
	for ; j >= 0; j = scs[j].up {
		if p := scs[j].path + "::" + n; len(sc.rubyConst[p]) > 0 {
			return p, g.rubyPick(sc, i, p)
		}
	}
	if len(sc.rubyConst[n]) > 0 {
		return n, g.rubyPick(sc, i, n)
	}
	return "", Target{-1, -1}
}

// rubyQualified resolves A::n written in scope j: n inside the constant A
// names there; when A is no constant of the repository in that scope (a
// compact class's nesting, an ancestor's constant), the only constant
// whose path ends in A::n, if there is one. A of a library outside the
// repository (Rack::Request in a Rack app) resolves to nothing.
func (g *Graph) rubyQualified(sc *scopes, i int32, scs []rubyScope, j int, a, n string) Target {
	if ap, _ := g.rubyLexical(sc, i, scs, j, a); ap != "" {
		return g.rubyPick(sc, i, ap+"::"+n)
	}
	suffix, found := a+"::"+n, ""
	for _, t := range sc.rubyLast[n] {
		p := rubyConstPath(&g.Files[t.File].Symbols[t.Symbol])
		if p != suffix && !strings.HasSuffix(p, "::"+suffix) || p == found {
			continue
		}
		if found != "" {
			return Target{-1, -1} // two constants could be meant
		}
		found = p
	}
	if found == "" {
		return Target{-1, -1}
	}
	return g.rubyPick(sc, i, found)
}

// rubyPick chooses one definition of the constant at full path p, which
// several files may open (a reopened class or module is one constant;
// core classes are reopened by many files): file i's own, else one in a
// file i requires, else the file named after the constant as autoloaders
// name it (A::B::Foo in a/b/foo.rb, the most trailing parts matching),
// else the one nearest to file i by directory, else the first in path
// order.
func (g *Graph) rubyPick(sc *scopes, i int32, p string) Target {
	cands := sc.rubyConst[p]
	if len(cands) == 0 {
		return Target{-1, -1}
	}
	for _, t := range cands {
		if t.File == i {
			return t
		}
	}
	required := func(f int32) bool {
		if int(i) >= len(g.Imports) {
			return false
		}
		for _, ts := range g.Imports[i] {
			if slices.Contains(ts, f) {
				return true
			}
		}
		return false
	}
	parts := strings.Split(p, "::")
	dir := path.Dir(g.Files[i].Path)
	type score struct{ req, name, dir int }
	better := func(a, b score) bool {
		if a.req != b.req {
			return a.req > b.req
		}
		if a.name != b.name {
			return a.name > b.name
		}
		return a.dir > b.dir
	}
	best, bestScore := Target{-1, -1}, score{-1, -1, -1}
	for _, t := range cands {
		fp := g.Files[t.File].Path
		s := score{0, autoloadMatch(fp, parts), sharedDirs(dir, path.Dir(fp))}
		if required(t.File) {
			s.req = 1
		}
		if better(s, bestScore) || s == bestScore && (t.File < best.File || t.File == best.File && t.Symbol < best.Symbol) {
			best, bestScore = t, s
		}
	}
	return best
}

// autoloadMatch counts how many trailing parts of a constant's path the
// file's path spells, the file's name for the last (Foo::BarBaz and
// foo/bar_baz.rb: 2); case and underscores are ignored (URLMap,
// urlmap.rb).
func autoloadMatch(file string, parts []string) int {
	elems := strings.Split(strings.TrimSuffix(file, path.Ext(file)), "/")
	n := 0
	for n < len(parts) && n < len(elems) {
		e := strings.ToLower(strings.ReplaceAll(elems[len(elems)-1-n], "_", ""))
		if e != strings.ToLower(parts[len(parts)-1-n]) {
			break
		}
		n++
	}
	return n
}

// rubyConstants resolves file i's constant references by Ruby's rules
// (see above), after the general rules filled refs: a plain Name by the
// lexical lookup, ::Name (a member without receiver) at the top level,
// A::Name inside A (keyed by the qualifier). A file's name has one plain
// target: a name meaning two constants in two scopes of the file resolves
// to neither. A name no lookup finds keeps the general rules' target.
// A::B::Name and Const.method are left to typeMembers (rubyMember).
func (g *Graph) rubyConstants(sc *scopes, i int32, fr []extract.Ref, refs []NameTargets) {
	f := g.Files[i]
	scs := sc.rubyScopes[i]
	type key struct{ name, qual uint32 } // qual: 0 plain, ^0 ::Name, else the qualifier
	const topKey = ^uint32(0)
	found := map[key]Target{}
	conflict := map[key]bool{}
	handled := map[uint32]bool{} // names whose every member occurrence is keyed or ::Name
	unkeyed := map[uint32]bool{}
	note := func(k key, t Target) {
		if t.File < 0 && k.qual == 0 {
			return // not found here: the general rules may know better
		}
		if old, ok := found[k]; ok && old != t {
			conflict[k] = true
		}
		found[k] = t
	}
	for _, r := range fr {
		n := f.RefNames[r.Name]
		if r.Local() != 0 || !isConstName(n) {
			continue
		}
		j := rubyScopeAt(scs, extract.Position{Line: r.Line, Column: r.Column})
		switch {
		case r.Qual() != 0:
			a := f.RefNames[r.Qual()-1]
			if !isConstName(a) {
				unkeyed[r.Name] = true
				continue
			}
			note(key{r.Name, r.Qual()}, g.rubyQualified(sc, i, scs, j, a, n))
			handled[r.Name] = true
		case r.Via() != 0 || r.Recv() != 0:
			if r.Member {
				unkeyed[r.Name] = true
			}
		case r.Member:
			// ::Name: no receiver before the "::".
			note(key{r.Name, topKey}, g.rubyPick(sc, i, n))
			handled[r.Name] = true
		default:
			_, t := g.rubyLexical(sc, i, scs, j, n)
			note(key{r.Name, 0}, t)
		}
	}
	keys := make([]key, 0, len(found))
	for k := range found {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b key) int {
		if c := cmp.Compare(a.name, b.name); c != 0 {
			return c
		}
		return cmp.Compare(a.qual, b.qual)
	})
	for _, k := range keys {
		t := found[k]
		if conflict[k] {
			t = Target{-1, -1}
		}
		nt := &refs[k.name]
		switch k.qual {
		case 0:
			nt.Plain = t
		case topKey:
			nt.Member = t
		default:
			at, ok := slices.BinarySearchFunc(nt.Qual, k.qual, func(q QualTarget, v uint32) int { return cmp.Compare(q.Qual, v) })
			if ok {
				nt.Qual[at].Target = t
			} else {
				nt.Qual = slices.Insert(nt.Qual, at, QualTarget{k.qual, t})
			}
		}
	}
	// A member rule's guess (the only member of that name in sight) for a
	// name whose member uses Ruby's rules resolved is no target of it.
	for n := range handled {
		if !unkeyed[n] {
			if _, top := found[key{n, topKey}]; !top || conflict[key{n, topKey}] {
				refs[n].Member = Target{-1, -1}
			}
		}
	}
}

// rubyMember finds member name of the Ruby class or module td: the
// constant td::name, or a method or attribute defined in a body of td (any
// file that opens it, td's own first), else inherited from a superclass,
// depth levels up. With static, only singleton methods written def
// self.x count: a call on the class itself (Foo.bar) means them before
// an instance method of the same name, even one of a subclass. Methods of
// class << self and module_function are instance methods to the outline,
// found without static.
func (g *Graph) rubyMember(sc *scopes, td Target, name string, depth int, static bool) (Target, bool) {
	s := &g.Files[td.File].Symbols[td.Symbol]
	if s.Kind != extract.KindClass && s.Kind != extract.KindModule {
		return Target{-1, -1}, false
	}
	p := rubyConstPath(s)
	if isConstName(name) {
		t := g.rubyPick(sc, td.File, p+"::"+name)
		return t, t.File >= 0
	}
	// Files may have been added in any order (partialScopes): by index.
	others := slices.Clone(sc.rubyConst[p])
	slices.SortFunc(others, func(a, b Target) int {
		if c := cmp.Compare(a.File, b.File); c != 0 {
			return c
		}
		return cmp.Compare(a.Symbol, b.Symbol)
	})
	defs := append([]Target{td}, others...)
	for _, d := range defs {
		for _, k := range sc.member[d.File][name] {
			m := &g.Files[d.File].Symbols[k]
			if m.Parent != d.Symbol || m.Kind != extract.KindMethod && m.Kind != extract.KindFunction && m.Kind != extract.KindField {
				continue
			}
			if !static || m.Kind == extract.KindMethod && strings.HasPrefix(m.Signature, "def self.") {
				return Target{d.File, k}, true
			}
		}
	}
	if depth == 0 {
		return Target{-1, -1}, false
	}
	for _, d := range defs {
		ds := &g.Files[d.File].Symbols[d.Symbol]
		for _, b := range ds.Bases {
			bt := g.rubyConstAt(sc, d.File, ds.NameRange.Start, b)
			if bt.File < 0 || bt == d {
				continue
			}
			if t, ok := g.rubyMember(sc, bt, name, depth-1, static); ok {
				return t, true
			}
		}
	}
	return Target{-1, -1}, false
}

// rubyConstAt resolves a constant written (A, A::B, ::A) at position p of
// file i.
func (g *Graph) rubyConstAt(sc *scopes, i int32, p extract.Position, written string) Target {
	scs := sc.rubyScopes[i]
	parts := strings.Split(written, "::")
	var cur string
	switch {
	case parts[0] == "":
		cur, parts = parts[1], parts[2:]
		if len(sc.rubyConst[cur]) == 0 {
			return Target{-1, -1}
		}
	default:
		if cur, _ = g.rubyLexical(sc, i, scs, rubyScopeAt(scs, p), parts[0]); cur == "" {
			return Target{-1, -1}
		}
		parts = parts[1:]
	}
	for _, n := range parts {
		cur += "::" + n
	}
	return g.rubyPick(sc, i, cur)
}
