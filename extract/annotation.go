package extract

import "strings"

// addAnnotationRefs records the names written inside the strings of a
// type annotation n (@reference.annotation): forward references such as
// "Console", Optional["m.Console"] or "t.Optional[Console]" name types
// as type checkers read them. A dotted name is qualified as written (m in
// m.Console, a receiver further on); the strings of a Literal[...] and
// the metadata of an Annotated[T, ...] are values, no names. Identifiers
// outside strings are the query's own references.
func (b *builder) addAnnotationRefs(n *node) {
	if n.eb <= n.sb {
		return
	}
	b.scanAnnotation(b.src[n.sb:n.eb], n.sb, n.r.Start, false)
}

// scanAnnotation scans text (starting at byte offset base, position at)
// for strings, and inside strings (inString) for names.
func (b *builder) scanAnnotation(text []byte, base uint32, at Position, inString bool) {
	type frame struct {
		head string // the name before "[": Literal, Annotated, Optional ...
		arg  int    // the argument being read
	}
	var stack []frame
	values := func() bool { // inside a Literal's or an Annotated's metadata
		for _, f := range stack {
			if f.head == "Literal" || f.head == "Annotated" && f.arg > 0 {
				return true
			}
		}
		return false
	}
	last := "" // the last dotted name read, for a "[" after it
	for i := 0; i < len(text); {
		c := text[i]
		switch {
		case c == '"' || c == '\'':
			end := i + 1
			for end < len(text) && text[end] != c && text[end] != '\n' {
				end++
			}
			if end >= len(text) || text[end] != c {
				return // unterminated, or a triple-quoted or multi-line string
			}
			if !values() && (i == 0 || !isIdentByte(text[i-1])) {
				b.scanAnnotation(text[i+1:end], base+uint32(i+1), advance(at, text[:i+1]), true)
			}
			i, last = end+1, ""
		case c == '[':
			h := last
			if k := strings.LastIndexByte(h, '.'); k >= 0 {
				h = h[k+1:]
			}
			stack = append(stack, frame{head: h})
			i, last = i+1, ""
		case c == ']':
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
			i, last = i+1, ""
		case c == ',':
			if len(stack) > 0 {
				stack[len(stack)-1].arg++
			}
			i, last = i+1, ""
		case isPyIdentStart(c):
			j := i
			var parts [][2]int // byte spans of the dotted name's parts
			for {
				k := j
				for k < len(text) && isIdentByte(text[k]) {
					k++
				}
				parts = append(parts, [2]int{j, k})
				if k+1 < len(text) && text[k] == '.' && isPyIdentStart(text[k+1]) {
					j = k + 1
					continue
				}
				j = k
				break
			}
			if inString && !values() {
				b.addDottedRefs(text, parts, at)
			}
			last, i = string(text[i:j]), j
		default:
			if c != ' ' && c != '\t' {
				last = ""
			}
			i++
		}
	}
}

// addDottedRefs records the parts of a dotted name (byte spans of text,
// which starts at position at) as references: the first plain, the
// second a member qualified by the first, each further one a member
// whose receiver is the part before it. Keywords name nothing.
func (b *builder) addDottedRefs(text []byte, parts [][2]int, at Position) {
	if w := string(text[parts[0][0]:parts[0][1]]); w == "None" || w == "True" || w == "False" {
		return
	}
	rng := func(p [2]int) Range {
		return Range{Start: advance(at, text[:p[0]]), End: advance(at, text[:p[1]])}
	}
	for k, p := range parts {
		ref := rawRef{name: b.internBytes(text[p[0]:p[1]]), r: rng(p)}
		switch {
		case k == 1:
			ref.member, ref.qual = true, &rawQual{name: b.internBytes(text[parts[0][0]:parts[0][1]]), r: rng(parts[0])}
		case k > 1:
			r := rng(parts[k-1])
			ref.member, ref.via = true, &r
		}
		b.refs = append(b.refs, ref)
	}
}

// advance is the position after text, which starts at at.
func advance(at Position, text []byte) Position {
	for _, c := range text {
		if c == '\n' {
			at.Line++
			at.Column = 0
		} else {
			at.Column++
		}
	}
	return at
}

// isPyIdentStart: a byte a Python identifier may start with.
func isPyIdentStart(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}
