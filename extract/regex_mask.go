package extract

import (
	"bytes"
	"sort"
)

// lexicon says how a family writes comments and strings.
type lexicon struct {
	line   []string    // line comment openers ("//", "#", "--", ";")
	block  [][2]string // block comment delimiters, tried before line openers
	quotes string      // string delimiters; such strings end at the line's end
	multi  string      // string delimiters whose strings may span lines (`)
	triple bool        // """ and ''' strings (Python, Kotlin, Swift, Dart)
	// char: ' opens only a character literal ('x', '\n'), so Rust
	// lifetimes and C++ digit separators stay code.
	char bool
	// noLineAfter lists openers that are not comments when followed by a
	// byte: PHP's "#[" attribute.
	notComment []string
}

// span is a blanked region; own marks a comment that starts its line.
type span struct {
	s, e int
	own  bool
}

// masked is the source with every comment and string replaced by spaces
// (newlines kept), so offsets and positions are the source's.
type masked struct {
	text     []byte
	comments []span // sorted
	blanks   []span // comments and strings, sorted
}

// blanked reports whether pos lies in a comment or a string.
func (m *masked) blanked(pos int) bool {
	i := sort.Search(len(m.blanks), func(i int) bool { return m.blanks[i].e > pos })
	return i < len(m.blanks) && m.blanks[i].s <= pos
}

// mask blanks comments and strings. String delimiters stay, so `f("x")`
// still reads as a call with one argument.
func mask(src []byte, lx *lexicon) masked {
	t := make([]byte, len(src))
	copy(t, src)
	m := masked{text: t}
	blank := func(s, e int) {
		for i := s; i < e; i++ {
			if t[i] != '\n' {
				t[i] = ' '
			}
		}
	}
	lineStartBlank := func(i int) bool {
		for k := i - 1; k >= 0; k-- {
			switch src[k] {
			case ' ', '\t', '\r':
				continue
			case '\n':
				return true
			default:
				return false
			}
		}
		return true
	}
	n := len(src)
	// comment blanks src[i:end] as a comment and returns end.
	comment := func(i, end int) int {
		sp := span{i, end, lineStartBlank(i)}
		m.comments = append(m.comments, sp)
		m.blanks = append(m.blanks, sp)
		blank(i, end)
		return end
	}
	// Only these bytes can start a comment, a string or a character
	// literal; the others are passed over in a tight loop.
	var special [256]bool
	for _, b := range lx.block {
		special[b[0][0]] = true
	}
	for _, l := range lx.line {
		special[l[0]] = true
	}
	for _, q := range []byte(lx.quotes + lx.multi) {
		special[q] = true
	}
	special['"'] = special['"'] || lx.triple
	special['\''] = special['\''] || lx.triple || lx.char
	quotes, multi := []byte(lx.quotes), []byte(lx.multi)
	i := 0
outer:
	for i < n {
		for i < n && !special[src[i]] {
			i++
		}
		if i == n {
			break
		}
		c := src[i]
		for _, b := range lx.block {
			if c == b[0][0] && bytes.HasPrefix(src[i:], []byte(b[0])) {
				end := n
				if e := bytes.Index(src[i+len(b[0]):], []byte(b[1])); e >= 0 {
					end = i + len(b[0]) + e + len(b[1])
				}
				i = comment(i, end)
				continue outer
			}
		}
		for _, l := range lx.line {
			if c == l[0] && bytes.HasPrefix(src[i:], []byte(l)) && !hasAnyPrefix(src[i:], lx.notComment) {
				end := n
				if e := bytes.IndexByte(src[i:], '\n'); e >= 0 {
					end = i + e
				}
				i = comment(i, end)
				continue outer
			}
		}
		if lx.triple && (c == '"' || c == '\'') && i+2 < n && src[i+1] == c && src[i+2] == c {
			q := src[i : i+3]
			e := bytes.Index(src[i+3:], q)
			end := n
			if e >= 0 {
				end = i + 3 + e + 3
			}
			m.blanks = append(m.blanks, span{s: i, e: end})
			blank(i+3, max(end-3, i+3))
			i = end
			continue
		}
		if c == '\'' && lx.char {
			// 'x' or '\x…' only.
			if i+2 < n && src[i+1] != '\\' && src[i+2] == '\'' {
				m.blanks = append(m.blanks, span{s: i, e: i + 3})
				blank(i+1, i+2)
				i += 3
				continue
			}
			if i+3 < n && src[i+1] == '\\' {
				if e := bytes.IndexByte(src[i+2:min(n, i+12)], '\''); e >= 0 {
					end := i + 2 + e + 1
					m.blanks = append(m.blanks, span{s: i, e: end})
					blank(i+1, end-1)
					i = end
					continue
				}
			}
			i++
			continue
		}
		if bytes.IndexByte(quotes, c) >= 0 || bytes.IndexByte(multi, c) >= 0 {
			multi := bytes.IndexByte(multi, c) >= 0
			j := i + 1
			for j < n {
				if src[j] == '\\' {
					j += 2
					continue
				}
				if src[j] == c || (!multi && src[j] == '\n') {
					break
				}
				j++
			}
			end, inner := min(j+1, n), j
			if j >= n || src[j] == '\n' {
				end = min(j, n) // unterminated: the string stops at the line's end
				inner = end
			}
			m.blanks = append(m.blanks, span{s: i, e: end})
			blank(i+1, max(inner, i+1))
			i = end
			continue
		}
		i++
	}
	return m
}

func hasAnyPrefix(b []byte, prefixes []string) bool {
	for _, p := range prefixes {
		if bytes.HasPrefix(b, []byte(p)) {
			return true
		}
	}
	return false
}

// BlankC returns C/C++ source with its comments, strings and character
// literals replaced by spaces (newlines and offsets kept), so braces and
// keywords inside them are not seen.
func BlankC(src []byte) []byte { return mask(src, &lexC).text }

// StringWords calls fn with each identifier-like word (a letter or _,
// then letters, digits and _) inside the string literals of src, as the
// language's keyword family reads its comments and strings: the names a
// program reaches by string (getattr(x, "name"), MethodByName("Name"),
// obj["name"], "pkg.module.func"). Comments and triple-quoted strings
// (docstrings, in the languages that have them) are not read, nor strings
// with blanks or longer than maxNameString: a name is reached by a string
// that is one token ("handle", "app.views.handle"). False when no
// family serves the language (fn is not called).
func (r *Regex) StringWords(langID string, src []byte, fn func(word []byte)) bool {
	lf := r.families[langID]
	if lf == nil {
		return false
	}
	m := mask(src, &lf.f.lex)
	c := 0
	for _, b := range m.blanks {
		for c < len(m.comments) && m.comments[c].s < b.s {
			c++
		}
		if c < len(m.comments) && m.comments[c].s == b.s {
			continue
		}
		if lf.f.lex.triple && b.s >= 3 && (string(src[b.s-3:b.s]) == `"""` || string(src[b.s-3:b.s]) == "'''") {
			continue // a docstring: prose about names, not a use of them
		}
		if b.e-b.s > maxNameString || bytes.ContainsAny(src[b.s:b.e], " \t\r\n") {
			continue // prose (a message, a template), not a name
		}
		Words(src[b.s:b.e], fn)
	}
	return true
}

// maxNameString bounds the strings StringWords reads.
const maxNameString = 256

// Words calls fn with each identifier-like word of text (ASCII).
func Words(text []byte, fn func(word []byte)) {
	for i := 0; i < len(text); {
		c := text[i]
		if !isIdentByte(c) || c >= '0' && c <= '9' || c >= 0x80 {
			i++
			continue
		}
		j := i + 1
		for j < len(text) && isIdentByte(text[j]) && text[j] < 0x80 {
			j++
		}
		fn(text[i:j])
		i = j
	}
}
