package extract

import "bytes"

// separateCallSignatures works around the TypeScript grammar (v0.23)
// failing on a call or construct signature with type parameters that
// starts a line right after a type member written without a separator:
//
//	interface TakePattern<S> {
//	  <P extends Pred<S>>(p: P): Out<S, P>
//	  <P extends Pred<S>>(p: P, timeout: number): Out<S, P>
//	}
//
// It reads "Out<S, P>\n<P ..." as a continued type, and the error swallows
// the rest of the file (effect's Function.ts lost every definition after
// `dual`). For parsing only, a ';' (a member separator) is written over
// the first indentation byte of such a line: byte offsets, lines and
// columns stay as they were. It returns src itself when nothing matched.
func separateCallSignatures(src []byte) []byte {
	var out []byte
	prevEnd := byte(0) // last non-blank byte of the previous non-blank line
	for start := 0; start < len(src); {
		end := bytes.IndexByte(src[start:], '\n')
		if end < 0 {
			end = len(src)
		} else {
			end += start
		}
		line := src[start:end]
		body := bytes.TrimLeft(line, " \t")
		indent := len(line) - len(body)
		if indent > 0 && len(body) > 1 && body[0] == '<' && isIdentStart(body[1]) && endsTypeMember(prevEnd) {
			if out == nil {
				out = bytes.Clone(src)
			}
			out[start] = ';'
		}
		if t := bytes.TrimRight(body, " \t\r"); len(t) > 0 && !isCommentLine(t) {
			prevEnd = t[len(t)-1]
		}
		start = end + 1
	}
	if out == nil {
		return src
	}
	return out
}

// endsTypeMember: a line ending so can end a type member (a type name,
// its arguments, a parenthesised or bracketed type, an object type).
func endsTypeMember(c byte) bool {
	return isIdentStart(c) || c >= '0' && c <= '9' || c == '>' || c == ')' || c == ']' || c == '}'
}

func isIdentStart(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// isCommentLine: a line comment or a line of a block comment (JSDoc's
// "* ..." lines included), which ends no member.
func isCommentLine(t []byte) bool {
	return bytes.HasPrefix(t, []byte("//")) || bytes.HasPrefix(t, []byte("/*")) || t[0] == '*'
}

// groovyParseText works around gaps of the Groovy grammar
// (murtaza64/tree-sitter-groovy), for parsing only: every change keeps the
// length, so byte offsets, lines and columns stay as they were, and the
// outline reads names, signatures and docs from the original text.
//
//   - A Groovydoc opener "/**" at the start of a line becomes "/* ": the
//     grammar's groovy_doc rule reads a one-line "/** Doc */" without a
//     period past its "*/" and swallows the rest of the file; as a plain
//     block comment it is found as a doc comment like any other.
//   - In a declaration's leading modifiers, the modifiers the grammar lacks
//     (abstract, transient, volatile, native, strictfp) become "final" and
//     spaces, "trait" becomes "class" (the query tells them apart by the
//     original word), a method's type parameters (<T>) become spaces, and
//     the dots of a qualified annotation (@groovy.transform.Field) become
//     underscores, one identifier.
//   - In an enum body, the commas between constants become ';': the
//     grammar has no enums, and "A, B" or "A(1), B(2)" then parse as
//     statements (identifiers and calls) the query reads as constants.
//
// It returns src itself when nothing changed.
func groovyParseText(src []byte) []byte {
	var out []byte
	set := func(i int, c byte) {
		if out == nil {
			out = bytes.Clone(src)
		}
		out[i] = c
	}
	const (
		code = iota
		block
		triple
	)
	state, quote := code, byte(0)
	enumPending := false // "enum Name" seen, its "{" not yet
	enumDepth := -1      // >= 0 while in an enum's constants: bracket depth
	enumSeen := false    // a constant's token seen on this line of constants
	lineStart := true
	for i := 0; i < len(src); i++ {
		c := src[i]
		if c == '\n' {
			if enumDepth == 0 && enumSeen && !groovyEndsWithComma(src[:i]) {
				enumDepth = -1
			}
			enumSeen = false
			lineStart = true
			continue
		}
		switch state {
		case block:
			if c == '*' && i+1 < len(src) && src[i+1] == '/' {
				state, i = code, i+1
			}
			continue
		case triple:
			if c == quote && i+2 < len(src) && src[i+1] == quote && src[i+2] == quote {
				state, i = code, i+2
			} else if c == '\\' {
				i++
			}
			continue
		}
		if lineStart {
			lineStart = false
			j := i
			for j < len(src) && (src[j] == ' ' || src[j] == '\t') {
				j++
			}
			if enumDepth < 0 && j < len(src) {
				if bytes.HasPrefix(src[j:], []byte("/**")) && (j+3 >= len(src) || src[j+3] != '/') {
					set(j+2, ' ')
				}
				if k, enum := groovyDeclPrefix(src, j, set); enum {
					enumPending = true
					i = k - 1
					continue
				}
			}
		}
		switch {
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			for i+1 < len(src) && src[i+1] != '\n' {
				i++
			}
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			state, i = block, i+1
		case (c == '"' || c == '\'') && i+2 < len(src) && src[i+1] == c && src[i+2] == c:
			state, quote, i = triple, c, i+2
		case c == '"' || c == '\'':
			for i++; i < len(src) && src[i] != c && src[i] != '\n'; i++ {
				if src[i] == '\\' {
					i++
				}
			}
			if enumDepth >= 0 {
				enumSeen = true
			}
		case enumPending && c == '{':
			enumPending, enumDepth, enumSeen = false, 0, false
		case enumDepth >= 0:
			switch c {
			case '(', '[', '{':
				enumDepth++
			case ')', ']':
				enumDepth = max(enumDepth-1, 0)
			case '}':
				if enumDepth == 0 {
					enumDepth = -1
				} else {
					enumDepth--
				}
			case ';':
				if enumDepth == 0 {
					enumDepth = -1
				}
			case ',':
				if enumDepth == 0 {
					set(i, ';')
				}
			case ' ', '\t', '\r':
			default:
				enumSeen = true
			}
		}
	}
	if out == nil {
		return src
	}
	return out
}

// groovyEndsWithComma reports whether the code of the last line of b
// (before a line comment) ends with a comma: the enum's constants go on.
func groovyEndsWithComma(b []byte) bool {
	line := b[bytes.LastIndexByte(b, '\n')+1:]
	if k := bytes.Index(line, []byte("//")); k >= 0 {
		line = line[:k]
	}
	line = bytes.TrimRight(line, " \t\r")
	return len(line) > 0 && line[len(line)-1] == ','
}

// groovyDeclPrefix reads the annotations and modifiers that start a line
// at j, rewriting (through set) what the grammar lacks. It returns where
// it stopped and whether the declaration is an enum.
func groovyDeclPrefix(src []byte, j int, set func(int, byte)) (int, bool) {
	mods := 0
	var modSpans [][2]int
	for j < len(src) {
		if src[j] == '@' && j+1 < len(src) && isIdentStart(src[j+1]) && !bytes.HasPrefix(src[j+1:], []byte("interface")) {
			k := j + 1
			for k < len(src) && (isIdentStart(src[k]) || src[k] >= '0' && src[k] <= '9' || src[k] == '.' && k+1 < len(src) && isIdentStart(src[k+1])) {
				if src[k] == '.' {
					set(k, '_')
				}
				k++
			}
			if k < len(src) && src[k] == '(' {
				depth := 0
				for ; k < len(src) && src[k] != '\n'; k++ {
					if src[k] == '(' {
						depth++
					} else if src[k] == ')' {
						if depth--; depth == 0 {
							k++
							break
						}
					}
				}
			}
			j = skipBlanks(src, k)
			continue
		}
		if src[j] == '<' && mods > 0 {
			depth, k := 0, j
			for ; k < len(src) && src[k] != '\n'; k++ {
				if src[k] == '<' {
					depth++
				} else if src[k] == '>' {
					if depth--; depth == 0 {
						break
					}
				}
			}
			if depth == 0 && k+1 < len(src) && (src[k+1] == ' ' || src[k+1] == '\t') {
				for x := j; x <= k; x++ {
					set(x, ' ')
				}
				return k + 1, false
			}
			return j, false
		}
		k := j
		for k < len(src) && (isIdentStart(src[k]) || src[k] >= '0' && src[k] <= '9') {
			k++
		}
		if k == j || k >= len(src) || src[k] != ' ' && src[k] != '\t' {
			return j, false
		}
		switch string(src[j:k]) {
		case "public", "protected", "private", "static", "final", "synchronized", "def":
			modSpans = append(modSpans, [2]int{j, k})
		case "abstract", "transient", "volatile", "native", "strictfp":
			for x := 0; x < k-j; x++ {
				b := byte(' ')
				if x < len("final") {
					b = "final"[x]
				}
				set(j+x, b)
			}
			modSpans = append(modSpans, [2]int{j, k})
		case "trait", "class", "interface":
			if n := skipBlanks(src, k); n < len(src) && isIdentStart(src[n]) {
				if src[j] == 't' {
					for x, b := range []byte("class") {
						set(j+x, b)
					}
				}
				groovyImplements(src[n:], n, set)
			}
			return k, false
		case "enum":
			n := skipBlanks(src, k)
			if n >= len(src) || !isIdentStart(src[n]) {
				return k, false
			}
			// The grammar reads "enum Name {" as words before a closure only
			// when nothing else stands there: the modifiers before it and an
			// implements clause after the name become spaces.
			for _, m := range modSpans {
				for x := m[0]; x < m[1]; x++ {
					set(x, ' ')
				}
			}
			for n < len(src) && (isIdentStart(src[n]) || src[n] >= '0' && src[n] <= '9') {
				n++
			}
			if b := skipBlanks(src, n); bytes.HasPrefix(src[b:], []byte("implements")) {
				e := b
				for e < len(src) && src[e] != '{' && src[e] != '\n' {
					e++
				}
				if e < len(src) && src[e] == '{' {
					for x := b; x < e; x++ {
						set(x, ' ')
					}
				}
			}
			return k, true
		default:
			return j, false
		}
		mods++
		j = skipBlanks(src, k)
	}
	return j, false
}

func skipBlanks(src []byte, k int) int {
	for k < len(src) && (src[k] == ' ' || src[k] == '\t') {
		k++
	}
	return k
}

// groovyImplements rewrites "implements" in a type's header (h, at offset
// off) to "extends" and spaces when the header extends nothing: the
// grammar knows only "extends T", and an implements clause before the
// body made it take the last interface for the type's name.
func groovyImplements(h []byte, off int, set func(int, byte)) {
	end := bytes.IndexAny(h, "{\n")
	if end < 0 {
		return
	}
	head := h[:end]
	i := bytes.Index(head, []byte(" implements "))
	if i < 0 || bytes.Contains(head, []byte(" extends ")) {
		return
	}
	for x, b := range []byte("extends   ") {
		set(off+i+1+x, b)
	}
}
