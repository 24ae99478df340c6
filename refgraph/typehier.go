package refgraph

import (
	"path"
	"slices"
	"strings"

	"github.com/soulindex/soulindex/extract"
)

// RelKind says how a subtype relates to its supertype.
type RelKind uint8

// The relation kinds.
const (
	// RelDeclared: a base written in the declaration (extends,
	// implements, Python's bases, Rust's impl Trait for T).
	RelDeclared RelKind = iota
	// RelStructural: a Go type whose method set holds an interface's
	// (same names and signatures).
	RelStructural
	// RelEmbeds: a Go interface embedding another (its methods are the
	// other's): a supertype, but no implementation.
	RelEmbeds
)

// Relation is one edge of the type hierarchy: Sub implements, extends or
// embeds Super; for members, Sub implements or overrides Super, a member
// of one of its type's supertypes.
type Relation struct {
	Sub, Super Target
	Kind       RelKind
}

// Hierarchy is the repository's type hierarchy: type relations and the
// member relations they imply, each sorted by Sub, then Super.
type Hierarchy struct {
	Types, Members []Relation
	// Stopped lists, sorted, the types a depth bound left incomplete: a
	// subtype whose members were matched MaxMemberDepth levels up with
	// supertypes beyond, a Go type whose method set or an interface whose
	// embedded interfaces go deeper than maxBaseDepth. Their relations
	// may miss what is further away.
	Stopped []Target
}

// maxBaseDepth bounds Go's walks down embedded fields and embedded
// interfaces (method sets).
const maxBaseDepth = 4

// MaxGoEmbedDepth is maxBaseDepth, for what reports Hierarchy.Stopped.
const MaxGoEmbedDepth = maxBaseDepth

// MaxMemberDepth bounds the walk up a chain of supertypes for the member
// a subtype's member relates to: linear work on any input, and deeper
// than hand-written hierarchies go.
const MaxMemberDepth = 32

// Hierarchy computes the type hierarchy: declared bases the graph
// resolves (refgraph.Bases), Rust methods of an impl of a trait (their
// type implements it), Go interface embedding, and Go's structural
// satisfaction: a named non-interface type whose method set (its own
// methods and those promoted from embedded fields) holds every method of
// an interface, with the same parameter and result types. Interfaces
// that embed one outside the repository are not matched (their method
// set is unknown), nor are empty ones. Members: each member of a subtype
// relates to the nearest same-named member of its supertypes.
func (g *Graph) Hierarchy() *Hierarchy {
	hb := newHierBuilder(g)
	h := &Hierarchy{}
	seen := map[Relation]bool{}
	addType := func(r Relation) {
		if r.Sub != r.Super && !seen[r] {
			seen[r] = true
			h.Types = append(h.Types, r)
		}
	}
	for i, f := range g.Files {
		for k := range f.Symbols {
			s := &f.Symbols[k]
			if len(s.Bases) == 0 {
				continue
			}
			t := Target{int32(i), int32(k)}
			switch {
			case isTypeKind(s.Kind):
				kind := RelDeclared
				if f.Language == "go" {
					kind = RelEmbeds
				}
				in, _ := g.Bases(t)
				for _, b := range in {
					addType(Relation{t, b, kind})
				}
			case f.Language == "rust" && s.Kind == extract.KindMethod && len(s.Container) > 0:
				// impl Trait for T: T implements Trait.
				typ, ok := g.nameTarget(t.File, s.Container[len(s.Container)-1].Name)
				if !ok || !isTypeKind(g.Files[typ.File].Symbols[typ.Symbol].Kind) {
					continue
				}
				in, _ := g.Bases(t)
				for _, b := range in {
					addType(Relation{typ, b, RelDeclared})
				}
			}
		}
	}
	for _, r := range hb.goStructural() {
		addType(r)
	}
	sortRelations(h.Types)
	h.Members = hb.memberRelations(h.Types)
	for t := range hb.stopped {
		h.Stopped = append(h.Stopped, t)
	}
	slices.SortFunc(h.Stopped, cmpTarget)
	return h
}

// hierBuilder holds the tables one Hierarchy call builds: Go packages'
// files and methods by receiver.
type hierBuilder struct {
	g        *Graph
	pkgFiles map[string][]int32  // dir + "\x00" + package clause
	methods  map[string][]Target // the same + "\x00" + receiver type name
	members  map[Target][]Target // membersOfType's answers
	stopped  map[Target]bool     // Hierarchy.Stopped
}

func newHierBuilder(g *Graph) *hierBuilder {
	hb := &hierBuilder{g: g, pkgFiles: map[string][]int32{}, methods: map[string][]Target{}, members: map[Target][]Target{}, stopped: map[Target]bool{}}
	for j, f := range g.Files {
		if f.Language != "go" || GoPlatformScore(f) == 0 {
			continue
		}
		key := path.Dir(f.Path) + "\x00" + goClause(f)
		hb.pkgFiles[key] = append(hb.pkgFiles[key], int32(j))
		for k := range f.Symbols {
			s := &f.Symbols[k]
			if s.Kind == extract.KindMethod && s.Parent < 0 && len(s.Container) > 0 {
				mk := key + "\x00" + s.Container[len(s.Container)-1].Name
				hb.methods[mk] = append(hb.methods[mk], Target{int32(j), int32(k)})
			}
		}
	}
	return hb
}

func sortRelations(rs []Relation) {
	slices.SortFunc(rs, func(a, b Relation) int {
		switch {
		case a.Sub != b.Sub:
			return cmpTarget(a.Sub, b.Sub)
		case a.Super != b.Super:
			return cmpTarget(a.Super, b.Super)
		}
		return int(a.Kind) - int(b.Kind)
	})
}

func cmpTarget(a, b Target) int {
	if a.File != b.File {
		return int(a.File - b.File)
	}
	return int(a.Symbol - b.Symbol)
}

// memberRelations relates each member of a subtype (not a Go interface
// embedding another) to the nearest same-named member of its supertypes.
func (hb *hierBuilder) memberRelations(types []Relation) []Relation {
	g := hb.g
	supers := map[Target][]Relation{}
	for _, r := range types {
		supers[r.Sub] = append(supers[r.Sub], r)
	}
	var out []Relation
	seen := map[Relation]bool{}
	for _, r := range types {
		if r.Kind == RelEmbeds {
			continue
		}
		for _, m := range hb.membersOfType(r.Sub) {
			name := g.Files[m.File].Symbols[m.Symbol].Name
			sm, ok, cut := hb.nearestMember(r.Super, name, supers)
			if cut {
				hb.stopped[r.Sub] = true
			}
			if ok {
				rel := Relation{m, sm, r.Kind}
				if !seen[rel] {
					seen[rel] = true
					out = append(out, rel)
				}
			}
		}
	}
	sortRelations(out)
	return out
}

// nearestMember finds member name of type t, else of its supertypes,
// breadth first, each type once, MaxMemberDepth levels up; cut reports
// that it found none and supertypes beyond the bound were left unread.
func (hb *hierBuilder) nearestMember(t Target, name string, supers map[Target][]Relation) (m Target, ok, cut bool) {
	for _, m := range hb.membersOfType(t) {
		if hb.g.Files[m.File].Symbols[m.Symbol].Name == name {
			return m, true, false
		}
	}
	if len(supers[t]) == 0 {
		return Target{-1, -1}, false, false
	}
	seen := map[Target]bool{t: true}
	level := []Target{t}
	for depth := 0; len(level) > 0; depth++ {
		if depth > MaxMemberDepth {
			return Target{-1, -1}, false, true
		}
		var next []Target
		for _, at := range level {
			for _, m := range hb.membersOfType(at) {
				if hb.g.Files[m.File].Symbols[m.Symbol].Name == name {
					return m, true, false
				}
			}
			for _, r := range supers[at] {
				if !seen[r.Super] {
					seen[r.Super] = true
					next = append(next, r.Super)
				}
			}
		}
		level = next
	}
	return Target{-1, -1}, false, false
}

// membersOfType lists the members a type declares: the definitions nested
// in it, and for Go (and Rust, whose methods live in impl blocks) the
// methods whose container names it in its package (file, for Rust).
func (hb *hierBuilder) membersOfType(t Target) []Target {
	if m, ok := hb.members[t]; ok {
		return m // asked once per member of every subtype: scanned once
	}
	f := hb.g.Files[t.File]
	var out []Target
	for k := range f.Symbols {
		if f.Symbols[k].Parent == t.Symbol && isMemberKind(f.Symbols[k].Kind) {
			out = append(out, Target{t.File, int32(k)})
		}
	}
	switch f.Language {
	case "go":
		out = append(out, hb.goMethods(t)...)
	case "rust":
		name := f.Symbols[t.Symbol].Name
		for k := range f.Symbols {
			s := &f.Symbols[k]
			if s.Parent < 0 && s.Kind == extract.KindMethod && len(s.Container) > 0 && s.Container[len(s.Container)-1].Name == name {
				out = append(out, Target{t.File, int32(k)})
			}
		}
	}
	hb.members[t] = out
	return out
}

func isMemberKind(k extract.Kind) bool {
	switch k {
	case extract.KindMethod, extract.KindField, extract.KindFunction, extract.KindConstant, extract.KindVariable:
		return true
	}
	return false
}

// goMethods lists the methods declared with type t as receiver, in its
// package (the files of its directory with its package clause).
func (hb *hierBuilder) goMethods(t Target) []Target {
	f := hb.g.Files[t.File]
	return hb.methods[path.Dir(f.Path)+"\x00"+goClause(f)+"\x00"+f.Symbols[t.Symbol].Name]
}

// goIface is an interface's full method set: name → the declaring
// interface method.
type goIface struct {
	t       Target
	methods map[string]Target
	pkg     string // directory: unexported method names bind to it
}

// goStructural finds the Go types whose method set holds an interface's.
func (hb *hierBuilder) goStructural() []Relation {
	g := hb.g
	var ifaces []goIface
	type goType struct {
		t   Target
		pkg string
	}
	var types []goType
	for i, f := range g.Files {
		if f.Language != "go" || GoPlatformScore(f) == 0 || strings.HasSuffix(goClause(f), "_test") {
			continue
		}
		for k := range f.Symbols {
			s := &f.Symbols[k]
			if s.Parent >= 0 {
				continue
			}
			t := Target{int32(i), int32(k)}
			switch s.Kind {
			case extract.KindInterface:
				m, ok, cut := g.goIfaceMethods(t, maxBaseDepth)
				if cut {
					hb.stopped[t] = true
				}
				if ok && len(m) > 0 {
					ifaces = append(ifaces, goIface{t, m, path.Dir(f.Path)})
				}
			case extract.KindStruct, extract.KindTypeAlias:
				if !strings.Contains(s.Signature, " = ") {
					types = append(types, goType{t, path.Dir(f.Path)})
				}
			}
		}
	}
	if len(ifaces) == 0 || len(types) == 0 {
		return nil
	}
	// Each type's method set, by name (own methods win over promoted
	// ones); the types having a method of each name.
	sets := make([]map[string]Target, len(types))
	byMethod := map[string][]int{}
	for i, ty := range types {
		sets[i] = map[string]Target{}
		if hb.goMethodSet(ty.t, sets[i], maxBaseDepth) {
			hb.stopped[ty.t] = true
		}
		for n := range sets[i] {
			byMethod[n] = append(byMethod[n], i)
		}
	}
	var out []Relation
	for _, ifc := range ifaces {
		// The candidates: the types having the interface's rarest method.
		var cands []int
		first := true
		for n := range ifc.methods {
			if c := byMethod[n]; first || len(c) < len(cands) {
				cands, first = c, false
			}
		}
		for _, i := range cands {
			if len(ifc.methods) <= len(sets[i]) && implements(g, sets[i], ifc, types[i].pkg) {
				out = append(out, Relation{types[i].t, ifc.t, RelStructural})
			}
		}
	}
	return out
}

// implements: every method of ifc is in set with the same signature
// (unexported ones only within ifc's package).
func implements(g *Graph, set map[string]Target, ifc goIface, pkg string) bool {
	for name, im := range ifc.methods {
		m, ok := set[name]
		if !ok || !goExported(name) && pkg != ifc.pkg {
			return false
		}
		if !sameGoSignature(g.Files[m.File].Symbols[m.Symbol].Signature, g.Files[im.File].Symbols[im.Symbol].Signature) {
			return false
		}
	}
	return true
}

func goExported(name string) bool { return name != "" && name[0] >= 'A' && name[0] <= 'Z' }

// goIfaceMethods is interface t's full method set; false when it embeds
// an interface the repository does not define (its methods are unknown),
// or embeds deeper than depth levels (cut).
func (g *Graph) goIfaceMethods(t Target, depth int) (methods map[string]Target, ok, cut bool) {
	out := map[string]Target{}
	f := g.Files[t.File]
	for k := range f.Symbols {
		if s := &f.Symbols[k]; s.Parent == t.Symbol && s.Kind == extract.KindMethod {
			out[s.Name] = Target{t.File, int32(k)}
		}
	}
	s := &f.Symbols[t.Symbol]
	if len(s.Bases) == 0 {
		return out, true, false
	}
	if depth == 0 {
		return nil, false, true
	}
	in, outside := g.Bases(t)
	if outside > 0 {
		return nil, false, false
	}
	for _, b := range in {
		if g.Files[b.File].Symbols[b.Symbol].Kind != extract.KindInterface {
			return nil, false, false // a constraint's type set, not a method set
		}
		m, ok, cut := g.goIfaceMethods(b, depth-1)
		if !ok {
			return nil, false, cut
		}
		for n, bt := range m {
			if _, own := out[n]; !own {
				out[n] = bt
			}
		}
	}
	return out, true, false
}

// goMethodSet adds type t's methods to set: its own, then those promoted
// from its embedded fields (structs and interfaces), depth levels down;
// cut reports embedded fields left unread below that.
func (hb *hierBuilder) goMethodSet(t Target, set map[string]Target, depth int) (cut bool) {
	g := hb.g
	for _, m := range hb.goMethods(t) {
		name := g.Files[m.File].Symbols[m.Symbol].Name
		if _, ok := set[name]; !ok {
			set[name] = m
		}
	}
	f := g.Files[t.File]
	var quals map[string][]int32
	for k := range f.Symbols {
		fs := &f.Symbols[k]
		if fs.Parent != t.Symbol || fs.Kind != extract.KindField || !goEmbedded(fs) {
			continue
		}
		if depth == 0 {
			return true // an embedded field below the bound
		}
		typ := strings.TrimPrefix(extract.TypeName(fs.Signature), "*")
		var files []int32
		if q, name, ok := strings.Cut(typ, "."); ok {
			if quals == nil {
				quals, _ = g.goQualifiers(f, t.File)
			}
			files, typ = quals[q], name
		} else {
			files = hb.pkgFiles[path.Dir(f.Path)+"\x00"+goClause(f)]
		}
		for _, j := range files {
			jf := g.Files[j]
			for d := range jf.Symbols {
				ds := &jf.Symbols[d]
				if ds.Parent >= 0 || ds.Name != typ {
					continue
				}
				switch ds.Kind {
				case extract.KindInterface:
					m, ok, c := g.goIfaceMethods(Target{j, int32(d)}, depth-1)
					cut = cut || c
					if ok {
						for n, mt := range m {
							if _, own := set[n]; !own {
								set[n] = mt
							}
						}
					}
				case extract.KindStruct, extract.KindTypeAlias:
					cut = hb.goMethodSet(Target{j, int32(d)}, set, depth-1) || cut
				}
			}
		}
	}
	return cut
}

// sameGoSignature compares a method's parameter and result types with an
// interface method's, names and package qualifiers aside. A signature cut
// short (…) compares by name only.
func sameGoSignature(method, iface string) bool {
	mp, mr, ok1 := goSigTypes(strings.TrimPrefix(method, "func "), true)
	ip, ir, ok2 := goSigTypes(iface, false)
	if !ok1 || !ok2 {
		return true
	}
	return slices.Equal(mp, ip) && slices.Equal(mr, ir)
}

// goSigTypes reads the parameter and result types of "(recv) Name(params)
// results" (recv when receiver) or "Name(params) results".
func goSigTypes(sig string, receiver bool) (params, results []string, ok bool) {
	if strings.Contains(sig, "…") {
		return nil, nil, false
	}
	sig = strings.TrimSpace(sig)
	if receiver {
		end := closing(sig, 0)
		if end < 0 {
			return nil, nil, false
		}
		sig = strings.TrimSpace(sig[end+1:])
	}
	open := strings.IndexByte(sig, '(')
	if open < 0 {
		return nil, nil, false
	}
	if b := strings.IndexByte(sig, '['); b >= 0 && b < open {
		return nil, nil, false // a generic method: left to the name
	}
	end := closing(sig, open)
	if end < 0 {
		return nil, nil, false
	}
	params = goListTypes(sig[open+1 : end])
	rest := strings.TrimSpace(sig[end+1:])
	switch {
	case rest == "":
	case rest[0] == '(':
		e := closing(rest, 0)
		if e < 0 {
			return nil, nil, false
		}
		results = goListTypes(rest[1:e])
	default:
		results = []string{normalizeGoType(rest)}
	}
	return params, results, true
}

// closing is the index of the bracket closing the one at s[open], -1 if none.
func closing(s string, open int) int {
	depth := 0
	for i := open; i < len(s); i++ {
		switch s[i] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// goListTypes reads the types of a parameter or result list: "a, b int,
// c string" is [int int string]; "int, error" is [int error].
func goListTypes(list string) []string {
	var items []string
	depth, start := 0, 0
	for i := 0; i < len(list); i++ {
		switch list[i] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case ',':
			if depth == 0 {
				items = append(items, strings.TrimSpace(list[start:i]))
				start = i + 1
			}
		}
	}
	if last := strings.TrimSpace(list[start:]); last != "" {
		items = append(items, last)
	}
	named := false
	for _, it := range items {
		if _, _, ok := splitGoParam(it); ok {
			named = true
		}
	}
	out := make([]string, len(items))
	if !named {
		for i, it := range items {
			out[i] = normalizeGoType(it)
		}
		return out
	}
	// Named: a lone name takes the type of the next typed parameter.
	next := ""
	for i := len(items) - 1; i >= 0; i-- {
		if _, typ, ok := splitGoParam(items[i]); ok {
			next = normalizeGoType(typ)
		}
		out[i] = next
	}
	return out
}

// splitGoParam splits "name type"; false for a lone type or name.
func splitGoParam(it string) (name, typ string, ok bool) {
	sp := strings.IndexAny(it, " \t")
	if sp < 0 {
		return "", "", false
	}
	name = it[:sp]
	switch name {
	case "chan", "func", "map", "struct", "interface", "<-chan", "chan<-":
		return "", "", false
	}
	for _, c := range name {
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return "", "", false
		}
	}
	return name, strings.TrimSpace(it[sp:]), true
}

// normalizeGoType drops package qualifiers and blanks: "*io.Reader" is
// "*Reader", "map[string] x.T" is "map[string]T".
func normalizeGoType(t string) string {
	var b strings.Builder
	for i := 0; i < len(t); i++ {
		c := t[i]
		if c == ' ' || c == '\t' {
			continue
		}
		b.WriteByte(c)
		if c == '.' && i+1 < len(t) && t[i+1] != '.' && (i == 0 || t[i-1] != '.') {
			// "pkg." just written: drop it back to the identifier start.
			s := b.String()
			j := len(s) - 1
			for j > 0 && isIdentByte(s[j-1]) {
				j--
			}
			b.Reset()
			b.WriteString(s[:j])
		}
	}
	return b.String()
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
