package query

import "testing"

func TestParsePosition(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Position
		ok   bool
	}{
		{"a/b.go:12", Position{"a/b.go", 12, 0}, true},
		{"a/b.go:12:5", Position{"a/b.go", 12, 5}, true},
		{"c:/x.go:3:4", Position{"c:/x.go", 3, 4}, true},
		{"weird:name.go:7", Position{"weird:name.go", 7, 0}, true},
		{"Store.Get", Position{}, false},
		{"a::b", Position{}, false},
		{"std::mem::swap", Position{}, false},
		{"x.go:0", Position{}, false},
		{"x.go:-3", Position{}, false},
		{":12", Position{}, false},
		{"x.go:12:abc", Position{}, false},
	} {
		got, ok := ParsePosition(tc.in)
		if ok != tc.ok || got != tc.want {
			t.Errorf("ParsePosition(%q) = %+v, %v; want %+v, %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}

func FuzzParsePosition(f *testing.F) {
	f.Add("a/b.go:12:5")
	f.Add("Type.member")
	f.Fuzz(func(t *testing.T, s string) {
		p, ok := ParsePosition(s)
		if ok && (p.Line < 1 || p.Col < 0 || p.Path == "") {
			t.Fatalf("ParsePosition(%q) = %+v", s, p)
		}
	})
}
