package output

import "testing"

func TestNameWords(t *testing.T) {
	tests := []struct{ in, want string }{
		{"ServeHTTP", "Serve HTTP"},
		{"HTTPServer", "HTTP Server"},
		{"parse_header_v2", "parse header v 2"},
		{"getURLForID", "get URL For ID"},
		{"int64", "int 64"},
		{"__init__", "init"},
		{"operator==", "operator"},
		{"x", "x"},
		{"Größe_Maß", "Größe Maß"},
		{"", ""},
	}
	for _, tc := range tests {
		if got := nameWords(tc.in); got != tc.want {
			t.Errorf("nameWords(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func FuzzNameWords(f *testing.F) {
	for _, s := range []string{"ServeHTTP", "a_b", "x\xff", "ÄÖÜ1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		w := nameWords(s)
		if len(w) > 0 && (w[0] == ' ' || w[len(w)-1] == ' ') {
			t.Fatalf("nameWords(%q) = %q has outer spaces", s, w)
		}
	})
}
