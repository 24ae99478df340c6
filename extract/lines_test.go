package extract

import (
	"bytes"
	"testing"
)

func TestLoneCRAsLF(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"a\nb\n", "a\nb\n"},
		{"a\r\nb\r\n", "a\r\nb\r\n"},
		{"a\rb\r", "a\nb\n"},
		{"a\r\r\nb\r", "a\n\r\nb\n"},
		{"\r", "\n"},
		{"\r\r", "\n\n"},
		{"x\r\n\ry", "x\r\n\ny"},
	}
	for _, tt := range tests {
		in := []byte(tt.in)
		got := loneCRAsLF(in)
		if string(got) != tt.want {
			t.Errorf("loneCRAsLF(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if string(in) != tt.in {
			t.Errorf("loneCRAsLF(%q) wrote its input", tt.in)
		}
		if tt.in == tt.want && len(in) > 0 && &got[0] != &in[0] {
			t.Errorf("loneCRAsLF(%q) copied a source without lone CRs", tt.in)
		}
	}
	if !bytes.Equal(loneCRAsLF(nil), nil) {
		t.Error("nil source")
	}
}
