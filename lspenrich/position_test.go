package lspenrich

import (
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
