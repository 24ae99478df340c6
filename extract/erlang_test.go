package extract

import "testing"

func TestErlangArity(t *testing.T) {
	for _, c := range []struct {
		sig, name string
		want      int
	}{
		{"add(X, Y) when X > 0", "add", 2},
		{"start()", "start", 0},
		{"-spec add(integer(), integer()) -> integer().", "add", 2},
		{"-spec f({a, b}, <<_:8, Rest/binary>>, [x, y]) -> ok.", "f", 3},
		{"parse($,, \"a,b\", 'x,y')", "parse", 3},
		{"-type tree(K, V) :: {K, V}.", "tree", 2},
		{"-type t() :: ok.", "t", 0},
		{"-spec ty(pe()) -> ok.", "pe", 0},
		{"no_call", "no_call", -1},
	} {
		if got := ErlangArity(c.sig, c.name); got != c.want {
			t.Errorf("ErlangArity(%q, %q) = %d, want %d", c.sig, c.name, got, c.want)
		}
	}
}
