package extract

import "bytes"

// typeScriptParseText is the text the TypeScript grammar parses for src
// (see parseText): src with the constructs the grammar (v0.23) fails on
// rewritten at the same length.
func typeScriptParseText(src []byte) []byte {
	return blankVarianceModifiers(separateCallSignatures(src))
}

// blankVarianceModifiers works around the TypeScript grammar (v0.23)
// lacking variance annotations on type parameters (TypeScript 4.7):
//
//	interface $ZodCheck<in T = never> { … }
//	interface $ZodTypeInternals<out O = unknown, out I = unknown> …
//
// are syntax errors that cost the declaration and what follows it (zod's
// core lost its check and schema types). For parsing only, each in/out
// modifier of a type parameter list opened right after a name ("Name<")
// becomes spaces: byte offsets, lines and columns stay as they were, and
// signatures are read from the original text. A list is rewritten only
// when it closes at its own depth; anything else is left as it was. It
// returns src itself when nothing matched.
func blankVarianceModifiers(src []byte) []byte {
	if !bytes.Contains(src, []byte("in ")) && !bytes.Contains(src, []byte("out ")) {
		return src
	}
	var out []byte
	for i := 1; i < len(src); i++ {
		if src[i] != '<' || !isIdentByte(src[i-1]) {
			continue
		}
		blanks, ok := varianceModifiers(src, i+1)
		if !ok || len(blanks) == 0 {
			continue
		}
		if out == nil {
			out = bytes.Clone(src)
		}
		for _, b := range blanks {
			for k := b[0]; k < b[1]; k++ {
				out[k] = ' '
			}
		}
	}
	if out == nil {
		return src
	}
	return out
}

// varianceModifiers reads the type parameter list that starts at from
// (just past its "<") and returns the spans of its in/out modifiers, and
// whether the list closes with a ">" at its own depth.
func varianceModifiers(src []byte, from int) (spans [][2]int, ok bool) {
	param := true // at the start of a parameter
	depth, params := 0, 0
	for i := from; i < len(src); i++ {
		c := src[i]
		if param {
			i = skipBlank(src, i)
			for {
				w := identAt(src, i)
				if (w == "in" || w == "out" || w == "const") && i+len(w) < len(src) && isBlankByte(src[i+len(w)]) {
					next := skipBlank(src, i+len(w))
					if next < len(src) && isIdentStart(src[next]) {
						if w != "const" {
							spans = append(spans, [2]int{i, i + len(w)})
						}
						i = next
						continue
					}
				}
				break
			}
			if i < len(src) && src[i] == '>' && params > 0 {
				return spans, true // after a trailing comma
			}
			if i >= len(src) || !isIdentStart(src[i]) {
				return nil, false // not a parameter list: a comparison, an expression
			}
			param, params = false, params+1
			c = src[i]
		}
		switch c {
		case '<', '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
			if depth < 0 {
				return nil, false
			}
		case '>':
			if src[i-1] == '=' {
				continue // "=>" of a function type
			}
			if depth == 0 {
				return spans, true
			}
			depth--
		case ',':
			if depth == 0 {
				param = true
			}
		case ';':
			return nil, false
		}
	}
	return nil, false
}

// identAt is the identifier that starts at i ("" when none).
func identAt(src []byte, i int) string {
	j := i
	for j < len(src) && isIdentByte(src[j]) {
		j++
	}
	return string(src[i:j])
}

// skipBlank skips blanks and comments from i.
func skipBlank(src []byte, i int) int {
	for i < len(src) {
		switch {
		case isBlankByte(src[i]):
			i++
		case bytes.HasPrefix(src[i:], []byte("/*")):
			end := bytes.Index(src[i+2:], []byte("*/"))
			if end < 0 {
				return len(src)
			}
			i += 2 + end + 2
		case bytes.HasPrefix(src[i:], []byte("//")):
			end := bytes.IndexByte(src[i:], '\n')
			if end < 0 {
				return len(src)
			}
			i += end
		default:
			return i
		}
	}
	return i
}

func isBlankByte(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
