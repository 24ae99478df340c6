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
