// Overloads and instance attributes: definitions that would repeat or say nothing on a Soul Map line.
package output

import (
	"fmt"
	"strings"

	"github.com/soulindex/soulindex/extract"
)

// overloads groups a file's overloaded callables, one map line per group:
// several declarations of one name in one scope (TypeScript overload
// signatures before their implementation, Java/C#/C++/Kotlin/Scala/Swift
// methods of one class, Python @overload stubs before theirs).
type overloads struct {
	rep  []int32 // per symbol: its group's representative, itself when alone; nil: no groups
	size []int32 // per symbol: on a representative, its group's size
}

// overloadGroups finds the groups of f. The representative is the
// implementation when exactly one member has a body, else the first.
func overloadGroups(f *extract.File) overloads {
	if !overloading(f.Language) {
		return overloads{}
	}
	// A constructor and a method of one name are no group (Java's
	// "public Render(int x)" and "public void Render()").
	type key struct {
		parent int32
		in     string
		name   string
		ctor   bool
	}
	members := map[key][]int32{}
	var order []key
	for k := range f.Symbols {
		s := &f.Symbols[k]
		if !s.Kind.IsCallable() {
			continue
		}
		kk := key{s.Parent, s.ContainerName(), s.Name, s.Kind == extract.KindConstructor}
		if members[kk] == nil {
			order = append(order, kk)
		}
		members[kk] = append(members[kk], int32(k))
	}
	bodies := map[int32]extract.Range{}
	for _, sc := range f.Scopes {
		if sc.Symbol >= 0 {
			bodies[sc.Symbol] = sc.Range
		}
	}
	var o overloads
	for _, kk := range order {
		ms := members[kk]
		if len(ms) < 2 {
			continue
		}
		rep := representative(f, ms, bodies)
		if rep < 0 {
			continue
		}
		if o.rep == nil {
			o.rep, o.size = make([]int32, len(f.Symbols)), make([]int32, len(f.Symbols))
			for k := range o.rep {
				o.rep[k], o.size[k] = int32(k), 1
			}
		}
		for _, m := range ms {
			o.rep[m] = rep
		}
		o.size[rep] = int32(len(ms))
	}
	return o
}

// overloading reports the languages whose same-named callables in one
// scope are overloads (elsewhere they are redefinitions or alternatives,
// as C's #ifdef branches).
func overloading(lang string) bool {
	switch lang {
	case "typescript", "tsx", "java", "csharp", "cpp", "kotlin", "scala", "swift", "python":
		return true
	}
	return false
}

// representative picks a group's line, or -1 when the group is none.
// Python's @overload stubs are decorated so (@overload, @typing.overload,
// @t.overload), whatever their body ("...", on its line or the next, or a
// docstring), or else one-line (": ..."); a name defined again with a
// real body before the last (a property's getter and setter, a
// conditional definition) is no overload group.
func representative(f *extract.File, ms []int32, bodies map[int32]extract.Range) int32 {
	stub := func(m int32) bool {
		if overloadDecorated(f.Symbols[m].Decorators) {
			return true
		}
		b, ok := bodies[m]
		return !ok || b.Start.Line == b.End.Line
	}
	if f.Language == "python" {
		for _, m := range ms[:len(ms)-1] {
			if !stub(m) {
				return -1
			}
		}
		if last := ms[len(ms)-1]; !stub(last) {
			return last
		}
		return ms[0]
	}
	impl := int32(-1)
	for _, m := range ms {
		if _, ok := bodies[m]; ok {
			if impl >= 0 {
				return ms[0] // every one implemented: Java's overloads
			}
			impl = m
		}
	}
	if impl >= 0 {
		return impl
	}
	return ms[0]
}

// overloadDecorated reports a Python @overload stub by its decorators
// ("@overload", "@typing.overload" kept as "@overload", "@t.overload").
func overloadDecorated(decorators string) bool {
	for _, d := range strings.Fields(decorators) {
		if d == "@overload" || strings.HasSuffix(d, ".overload") {
			return true
		}
	}
	return false
}

// hidden reports a member of a group shown on its representative's line.
func (o overloads) hidden(k int) bool { return o.rep != nil && o.rep[k] != int32(k) }

// first is the first declaration of k's group (k when alone): the map
// line points there, where the name's declarations begin, as
// scip-typescript places the definition.
func (o overloads) first(k int) int {
	if o.rep == nil {
		return k
	}
	for j, r := range o.rep {
		if r == o.rep[k] {
			return j
		}
	}
	return k
}

// label is what a representative's line adds: " (+N overloads)".
func (o overloads) label(k int) string {
	if o.rep == nil || o.size[k] < 2 {
		return ""
	}
	if o.size[k] == 2 {
		return " (+1 overload)"
	}
	return fmt.Sprintf(" (+%d overloads)", o.size[k]-1)
}

// weights gives each representative its group's summed weight (a use of
// the name may resolve to any member); w itself is not changed.
func (o overloads) weights(w []float64) []float64 {
	if o.rep == nil || w == nil {
		return w
	}
	out := make([]float64, len(w))
	for k, x := range w {
		out[o.rep[k]] += x
	}
	return out
}

// untypedAttribute reports a Python instance attribute assigned in a
// method with no known type (its signature keeps "self.x"): a line that
// would name it and say nothing about it. One with an annotation or a
// typed initializer reads "x: T".
func untypedAttribute(f *extract.File, k int) bool {
	s := &f.Symbols[k]
	return f.Language == "python" && s.Kind == extract.KindField && strings.HasPrefix(s.Signature, "self.")
}

// instanceAttributes marks, per symbol of a Python file, the attributes
// set on self in a method ("self.x = …", "self.x: T = …") rather than
// declared in the class body ("x: T"); nil for other languages. The map
// shows one only when it is typed and other files use it, and never an
// untyped one: "self.x" says nothing about x, and where it is first
// assigned may be any method (an unrelated helper setting a property of
// a base class).
func instanceAttributes(f *extract.File) []bool {
	if f.Language != "python" {
		return nil
	}
	methods := map[int32][]extract.Range{} // by class
	for k := range f.Symbols {
		if s := &f.Symbols[k]; s.Kind.IsCallable() && s.Parent >= 0 {
			methods[s.Parent] = append(methods[s.Parent], s.FullRange)
		}
	}
	var out []bool
	for k := range f.Symbols {
		s := &f.Symbols[k]
		if s.Kind != extract.KindField {
			continue
		}
		in := untypedAttribute(f, k)
		for _, r := range methods[s.Parent] {
			in = in || r.Contains(s.FullRange)
		}
		if in {
			if out == nil {
				out = make([]bool, len(f.Symbols))
			}
			out[k] = true
		}
	}
	return out
}

// hiddenAttribute reports an instance attribute (attrs, from
// instanceAttributes) the map leaves out: untyped, or used from no other
// file.
func hiddenAttribute(f *extract.File, attrs []bool, k int, weight []float64) bool {
	if attrs == nil || !attrs[k] {
		return false
	}
	if weight == nil || weight[k] == 0 {
		return true
	}
	// An untyped one other files use shows by its name alone, where
	// the constructor sets it: what instances carry is part of a
	// class's API (Environment.filters), its assignment is not.
	return untypedAttribute(f, k) && !setInInit(f, k)
}

// setInInit reports whether a Python attribute is set in its class's
// __init__.
func setInInit(f *extract.File, k int) bool {
	s := &f.Symbols[k]
	for m := range f.Symbols {
		if c := &f.Symbols[m]; c.Parent == s.Parent && c.Name == "__init__" && c.Kind.IsCallable() && c.FullRange.Contains(s.FullRange) {
			return true
		}
	}
	return false
}
