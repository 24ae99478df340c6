package extract

import "sort"

// closeOpenDefs ends each @extent.open definition where the next
// @extent.stop node after its start begins, else at the end of the file:
// a Dockerfile stage holds the instructions up to the next FROM, which no
// node of the grammar spans. Its members then nest under it by range.
// With @binding.this in its match, the extent binds "this" typed by the
// definition's name, for the implicit members of implicitMembers.
func (b *builder) closeOpenDefs(defs []rawDef) {
	if len(b.stops) == 0 {
		return
	}
	sort.Slice(b.stops, func(i, j int) bool { return b.stops[i].Less(b.stops[j]) })
	var eof Position
	for _, c := range b.src {
		if c == '\n' {
			eof.Line++
			eof.Column = 0
		} else {
			eof.Column++
		}
	}
	for k := range defs {
		d := &defs[k]
		if !d.open {
			continue
		}
		start := d.sym.FullRange.Start
		i := sort.Search(len(b.stops), func(i int) bool { return start.Less(b.stops[i]) })
		if i < len(b.stops) {
			d.sym.FullRange.End = b.stops[i]
		} else {
			d.sym.FullRange.End = eof
		}
		if d.openSelf {
			// Its members are named bare inside it: "this", typed by its
			// name, is bound over the extent (a Dockerfile stage's $VERSION
			// is its ARG VERSION when it declares one).
			in := d.sym.FullRange
			b.bindScopes = append(b.bindScopes, in)
			b.bindings = append(b.bindings, rawBinding{name: "this", r: Range{Start: in.Start, End: in.Start},
				hoisted: true, in: &in, typ: b.internString(d.sym.Name)})
		}
	}
}

// appendExpansions appends a reference for each shell parameter expansion
// in n's text: $NAME and ${NAME...} (NAME a letter or _ then letters,
// digits, _), not an escaped \$ nor $$, $1, $@.
func appendExpansions(refs []rawRef, src []byte, n *node) []rawRef {
	if int(n.eb) > len(src) {
		return refs
	}
	pos := n.r.Start
	for i := int(n.sb); i < int(n.eb); i++ {
		c := src[i]
		if c == '\n' {
			pos.Line++
			pos.Column = 0
			continue
		}
		if c == '\\' && i+1 < int(n.eb) && src[i+1] != '\n' {
			i++
			pos.Column += 2
			continue
		}
		if c != '$' {
			pos.Column++
			continue
		}
		j := i + 1
		if j < int(n.eb) && src[j] == '{' {
			j++
		}
		k := j
		for k < int(n.eb) && (isIdentStart(src[k]) && src[k] != '$' || k > j && src[k] >= '0' && src[k] <= '9') {
			k++
		}
		if k > j {
			col := pos.Column + uint32(j-i)
			refs = append(refs, rawRef{name: string(src[j:k]),
				r: Range{Start: Position{pos.Line, col}, End: Position{pos.Line, col + uint32(k-j)}}})
		}
		pos.Column += uint32(k - i)
		i = k - 1
	}
	return refs
}

// valueRef is the reference a name=value node's value makes, when the
// value is a plain name (a stage: --from=build; not an image reference
// ghcr.io/x:1, a stage index --from=0 or an expansion).
func valueRef(src []byte, n *node) (rawRef, bool) {
	if n.r.Start.Line != n.r.End.Line || int(n.eb) > len(src) {
		return rawRef{}, false
	}
	t := src[n.sb:n.eb]
	eq := -1
	for i, c := range t {
		if c == '=' {
			eq = i
			break
		}
	}
	v := t[eq+1:]
	if eq < 0 || len(v) == 0 {
		return rawRef{}, false
	}
	digits := true
	for _, c := range v {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.') {
			return rawRef{}, false
		}
		digits = digits && c >= '0' && c <= '9'
	}
	if digits {
		return rawRef{}, false
	}
	col := n.r.Start.Column + uint32(eq+1)
	return rawRef{name: string(v), r: Range{Start: Position{n.r.Start.Line, col}, End: Position{n.r.Start.Line, col + uint32(len(v))}}}, true
}
