package lspenrich

import "unicode/utf8"

// UTF16Column converts a byte column on line (the line's bytes, without
// its terminator) to an LSP UTF-16 code unit column. A byte column past
// the end of the line clamps to the line's length; one inside a UTF-8
// sequence counts the whole rune as before it. Invalid bytes count as one
// code unit each, as U+FFFD would.
func UTF16Column(line []byte, byteCol int) uint32 {
	if byteCol > len(line) {
		byteCol = len(line)
	}
	var col uint32
	for i := 0; i < byteCol; {
		r, size := utf8.DecodeRune(line[i:])
		if r >= 0x10000 {
			col += 2
		} else {
			col++
		}
		i += size
	}
	return col
}

// ByteColumn converts an LSP UTF-16 column on line to a byte column. A
// column past the end of the line clamps to the line's length (the
// protocol says so); one in the middle of a surrogate pair lands after
// that rune.
func ByteColumn(line []byte, utf16Col uint32) int {
	var col uint32
	i := 0
	for i < len(line) && col < utf16Col {
		r, size := utf8.DecodeRune(line[i:])
		if r >= 0x10000 {
			col += 2
		} else {
			col++
		}
		i += size
	}
	return i
}
