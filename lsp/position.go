package lsp

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

// LineIndex converts positions in one document between byte columns
// (extract.Position, SCIP) and LSP positions (UTF-16 columns).
type LineIndex struct {
	text   []byte
	starts []int // byte offset of each line's start
}

// NewLineIndex indexes text's lines, ended as the protocol ends them: at
// "\n", "\r\n" and a lone "\r" (as the outlines count them too).
func NewLineIndex(text []byte) *LineIndex {
	starts := []int{0}
	for i, b := range text {
		if b == '\n' || (b == '\r' && (i+1 == len(text) || text[i+1] != '\n')) {
			starts = append(starts, i+1)
		}
	}
	return &LineIndex{text: text, starts: starts}
}

// Lines is the number of lines (a final newline starts an empty one).
func (x *LineIndex) Lines() int { return len(x.starts) }

// Line returns line n without its terminator; nil past the end.
func (x *LineIndex) Line(n uint32) []byte {
	if int(n) >= len(x.starts) {
		return nil
	}
	end := len(x.text)
	if int(n)+1 < len(x.starts) {
		end = x.starts[n+1] - 1 // the '\n' or lone '\r'
		if x.text[end] == '\n' && end > x.starts[n] && x.text[end-1] == '\r' {
			end--
		}
	}
	return x.text[x.starts[n]:end]
}

// ToLSP converts a byte column on line to an LSP position.
func (x *LineIndex) ToLSP(line, byteCol uint32) Position {
	return Position{Line: line, Character: UTF16Column(x.Line(line), int(byteCol))}
}

// FromLSP converts an LSP position to a line and byte column. A line past
// the end clamps to the end of the document, as the protocol says.
func (x *LineIndex) FromLSP(p Position) (line, byteCol uint32) {
	if int(p.Line) >= len(x.starts) {
		last := uint32(len(x.starts) - 1)
		return last, uint32(len(x.Line(last)))
	}
	return p.Line, uint32(ByteColumn(x.Line(p.Line), p.Character))
}
