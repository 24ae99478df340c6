package extract

import "bytes"

// loneCRAsLF returns src with every lone carriage return (one not followed
// by a line feed, the old Mac line ending) replaced by a line feed, or src
// itself when it has none. Tree-sitter counts rows at '\n' only, so a file
// of lone CRs would otherwise be one line; editors and the Language Server
// Protocol end lines at "\n", "\r\n" and "\r". The replacement keeps every
// byte offset, so columns stay byte offsets from the start of their line,
// and outline lines, SCIP ranges and Soul Map lines all count lines as
// code navigation tools do. The caller's buffer is never written.
func loneCRAsLF(src []byte) []byte {
	i := loneCR(src, 0)
	if i < 0 {
		return src
	}
	out := bytes.Clone(src)
	for ; i >= 0; i = loneCR(src, i+1) {
		out[i] = '\n'
	}
	return out
}

// loneCR is the index of the first lone '\r' at or after from, or -1.
func loneCR(src []byte, from int) int {
	for from < len(src) {
		k := bytes.IndexByte(src[from:], '\r')
		if k < 0 {
			return -1
		}
		i := from + k
		if i+1 == len(src) || src[i+1] != '\n' {
			return i
		}
		from = i + 2
	}
	return -1
}
