package lsp

import (
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"
)

func TestColumnConversions(t *testing.T) {
	for _, tc := range []struct {
		name    string
		line    string
		byteCol int
		utf16   uint32
	}{
		{"ascii start", "func main()", 0, 0},
		{"ascii middle", "func main()", 5, 5},
		{"ascii end", "func main()", 11, 11},
		{"two-byte rune", "é = 1", 2, 1},  // é is 2 bytes, 1 unit
		{"three-byte rune", "世界 x", 7, 3}, // 世 界 are 3 bytes, 1 unit each, then a space
		{"astral rune", "😀x", 4, 2},       // 4 bytes, a surrogate pair
		{"after astral", "a😀b", 6, 4},     // a(1) 😀(2) b
		{"mixed", "é😀世x", 2 + 4 + 3, 1 + 2 + 1},
		{"tab", "\tx", 1, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := UTF16Column([]byte(tc.line), tc.byteCol); got != tc.utf16 {
				t.Errorf("UTF16Column(%q, %d) = %d, want %d", tc.line, tc.byteCol, got, tc.utf16)
			}
			if got := ByteColumn([]byte(tc.line), tc.utf16); got != tc.byteCol {
				t.Errorf("ByteColumn(%q, %d) = %d, want %d", tc.line, tc.utf16, got, tc.byteCol)
			}
		})
	}
}

func TestColumnEdgeCases(t *testing.T) {
	line := []byte("a😀b")
	for _, tc := range []struct {
		name string
		got  int
		want int
	}{
		{"utf16 past the end clamps", ByteColumn(line, 99), len(line)},
		{"utf16 inside a surrogate pair lands after the rune", ByteColumn(line, 2), 5},
		{"empty line", ByteColumn(nil, 3), 0},
		{"byte past the end clamps", int(UTF16Column(line, 99)), 4},
		{"byte inside a rune counts the rune", int(UTF16Column(line, 2)), 3},
		{"invalid byte is one unit", int(UTF16Column([]byte{'a', 0xff, 'b'}, 3)), 3},
	} {
		if tc.got != tc.want {
			t.Errorf("%s: got %d, want %d", tc.name, tc.got, tc.want)
		}
	}
}

// FuzzColumns checks the conversions against the standard library's
// UTF-16 encoder and that they invert each other on rune boundaries.
func FuzzColumns(f *testing.F) {
	for _, s := range []string{"", "abc", "é😀世x", "\xff\xfe", "a\x00b"} {
		f.Add(s, 2)
	}
	f.Fuzz(func(t *testing.T, line string, byteCol int) {
		if byteCol < 0 {
			byteCol = -byteCol
		}
		if byteCol < 0 { // MinInt
			byteCol = 0
		}
		b := []byte(line)
		u := UTF16Column(b, byteCol)
		if byteCol > len(b) {
			byteCol = len(b)
		}
		// On a rune boundary of valid UTF-8 the answer is the length of
		// the prefix in UTF-16, and ByteColumn inverts it.
		prefix := line[:byteCol]
		if utf8.ValidString(line) && utf8.ValidString(prefix) {
			if want := uint32(len(utf16.Encode([]rune(prefix)))); u != want {
				t.Fatalf("UTF16Column(%q, %d) = %d, want %d", line, byteCol, u, want)
			}
			if back := ByteColumn(b, u); back != byteCol {
				t.Fatalf("ByteColumn(%q, %d) = %d, want %d", line, u, back, byteCol)
			}
		}
		if bc := ByteColumn(b, u); bc < 0 || bc > len(b) {
			t.Fatalf("ByteColumn out of range: %d", bc)
		}
		if total := UTF16Column(b, len(b)); u > total {
			t.Fatalf("column %d past the line's %d units", u, total)
		}
	})
}

func TestLineIndex(t *testing.T) {
	x := NewLineIndex([]byte("package a\r\n// é😀 x\nfunc F() {}\n"))
	if x.Lines() != 4 {
		t.Errorf("Lines() = %d, want 4", x.Lines())
	}
	for _, tc := range []struct {
		line, byteCol uint32
		lsp           Position
	}{
		{0, 7, Position{0, 7}},
		{1, 3, Position{1, 3}},  // before é
		{1, 5, Position{1, 4}},  // after é (2 bytes, 1 unit)
		{1, 10, Position{1, 7}}, // after 😀 (4 bytes, 2 units) and a space... "// é😀 " -> 3+1+2+1
		{1, 11, Position{1, 8}}, // x's end
		{2, 5, Position{2, 5}},  // F
		{3, 0, Position{3, 0}},  // the empty last line
	} {
		if got := x.ToLSP(tc.line, tc.byteCol); got != tc.lsp {
			t.Errorf("ToLSP(%d, %d) = %v, want %v", tc.line, tc.byteCol, got, tc.lsp)
		}
		if l, c := x.FromLSP(tc.lsp); l != tc.line || c != tc.byteCol {
			t.Errorf("FromLSP(%v) = %d, %d, want %d, %d", tc.lsp, l, c, tc.line, tc.byteCol)
		}
	}
	if got := string(x.Line(0)); got != "package a" {
		t.Errorf("Line(0) = %q: the \\r belongs to the terminator", got)
	}
	if l, c := x.FromLSP(Position{Line: 99, Character: 3}); l != 3 || c != 0 {
		t.Errorf("past the end: %d, %d", l, c)
	}
	if l, c := x.FromLSP(Position{Line: 0, Character: 99}); l != 0 || c != 9 {
		t.Errorf("past the line's end: %d, %d", l, c)
	}
}

// TestLineIndexLoneCR: a lone CR ends a line, as in the protocol and in
// the outlines, so a symbol on an old-Mac file's third line is on line 2.
func TestLineIndexLoneCR(t *testing.T) {
	for _, tc := range []struct {
		text  string
		lines []string
	}{
		{"a\rb\rc", []string{"a", "b", "c"}},
		{"a\r\nb\rc\n", []string{"a", "b", "c", ""}},
		{"a\r", []string{"a", ""}},
		{"\r\r", []string{"", "", ""}},
	} {
		x := NewLineIndex([]byte(tc.text))
		var got []string
		for i := 0; i < x.Lines(); i++ {
			got = append(got, string(x.Line(uint32(i))))
		}
		if strings.Join(got, "|") != strings.Join(tc.lines, "|") {
			t.Errorf("%q: lines %q, want %q", tc.text, got, tc.lines)
		}
	}
	x := NewLineIndex([]byte("def a():\r    return 1\rdef b():\r"))
	if l, c := x.FromLSP(Position{Line: 2, Character: 4}); l != 2 || c != 4 {
		t.Errorf("FromLSP(2:4) = %d:%d, want 2:4", l, c)
	}
}

func FuzzLineIndex(f *testing.F) {
	f.Add("a\rb\r\r\nc", uint32(1), uint32(0))
	f.Add("a\nb\r\né😀\n", uint32(2), uint32(3))
	f.Fuzz(func(t *testing.T, text string, line, col uint32) {
		x := NewLineIndex([]byte(text))
		p := x.ToLSP(line, col)
		l, c := x.FromLSP(p)
		if int(l) >= x.Lines() || int(c) > len(x.Line(l)) {
			t.Fatalf("FromLSP(%v) = %d, %d out of the document", p, l, c)
		}
		// On a valid rune boundary inside an existing line, the round trip
		// is exact.
		ln := x.Line(line)
		if int(line) < x.Lines() && int(col) <= len(ln) && utf8.Valid(ln) && utf8.Valid(ln[:col]) {
			if l != line || c != col {
				t.Fatalf("round trip (%d, %d) -> %v -> (%d, %d)", line, col, p, l, c)
			}
		}
	})
}
