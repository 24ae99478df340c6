package extract

// Narrowing: a check such as isinstance(x, T) proves, within a region of
// the code, that the local x holds a T (Python's if-branches, the code
// after "if not isinstance(x, T): return" or "assert isinstance(x, T)").
// Each one is a hidden binding of type T, numbered after the file's
// bindings; a member reference x.f inside the region takes it as its
// receiver, so f is looked up in T. Plain uses of x keep x's own local.

// ElementType is the type of a binding that holds an element of the
// collection its initialiser gives (@binding.element: for x in xs): the
// reference graph reads that collection's element type ([]T: T).
const ElementType = "[]"

// rawNarrow is one narrowing as the query found it.
type rawNarrow struct {
	name   string
	at     Range // the narrowed name inside the check
	typ    string
	region Range
}

// narrowed is a narrowing bound to the local it narrows: local's member
// references inside region have the hidden binding id as receiver.
type narrowed struct {
	local, id uint32
	region    Range
}

// addNarrow records the narrowing of name to the type typ within scope,
// or from after's end to scope's end.
func (b *builder) addNarrow(name, typ, after *node, scope Range) {
	t := b.typeName(typ, false)
	if t == "" || name.eb <= name.sb {
		return // a tuple of types, a call: no one type
	}
	if after != nil {
		scope.Start = after.r.End
	}
	b.narrows = append(b.narrows, rawNarrow{name: b.text(name), at: name.r, typ: t, region: scope})
}

// narrowedAt is the receiver a member reference of local l at p has: the
// innermost narrowing of l whose region holds p, else l itself.
func (b *builder) narrowedAt(l uint32, p Position) uint32 {
	best, bestStart := l, Position{}
	for _, n := range b.narrowed {
		if n.local == l && !p.Less(n.region.Start) && p.Less(n.region.End) && (best == l || bestStart.Less(n.region.Start)) {
			best, bestStart = n.id, n.region.Start
		}
	}
	return best
}
