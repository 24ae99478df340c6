package ignore

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestSetAgreesWithList: a compiled Set answers as the plain list of the
// same patterns, across layers, on random patterns and paths over a small
// alphabet (so that they often match).
func TestSetAgreesWithList(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	atoms := []string{"a", "b", "ab", ".", "*", "**", "?", "[ab]", "[!a]", `\*`, "/", "x.go", "*.go"}
	pattern := func() string {
		var b strings.Builder
		if r.IntN(5) == 0 {
			b.WriteString("!")
		}
		for range 1 + r.IntN(4) {
			b.WriteString(atoms[r.IntN(len(atoms))])
		}
		if r.IntN(5) == 0 {
			b.WriteString("/")
		}
		return b.String()
	}
	parts := []string{"a", "b", "ab", "x.go", "a.go", "*", "ba"}
	path := func(base string) string {
		var segs []string
		if base != "" {
			segs = append(segs, base)
		}
		for range 1 + r.IntN(3) {
			segs = append(segs, parts[r.IntN(len(parts))])
		}
		return strings.Join(segs, "/")
	}
	for round := range 3000 {
		var list List
		var set *Set
		for _, base := range []string{"", "a", "a/b"} {
			var own []Pattern
			for range r.IntN(6) {
				if p, ok := Parse(pattern(), base); ok {
					own = append(own, p)
				}
			}
			list = append(list, own...)
			var err error
			if set, err = Compile(set, own); err != nil {
				t.Fatal(err)
			}
			for range 40 {
				rel, isDir := path(base), r.IntN(2) == 0
				if got, want := set.Ignored(rel, isDir), list.Ignored(rel, isDir); got != want {
					t.Fatalf("round %d: %q (dir %t) against %v: Set says %t, List %t", round, rel, isDir, globs(list), got, want)
				}
			}
		}
	}
}

func globs(l List) []string {
	var out []string
	for _, p := range l {
		s := p.glob
		if !p.name {
			s = p.base + "|" + s
		}
		if p.negate {
			s = "!" + s
		}
		out = append(out, s)
	}
	return out
}

// TestSetTriesFewPatterns: with a hundred thousand patterns that each
// have a literal start or end (names, paths, extensions, name prefixes,
// patterns under a directory), a path tries a handful of them, however
// many there are; patterns with neither are tried on every path.
func TestSetTriesFewPatterns(t *testing.T) {
	kinds := []string{"gen%d.tmp", "*.x%d", "out%d/*.o", "**/cache%d/obj", "b%d*[0-9].log", "/lib%d.a", "a/b/%d*"}
	for _, n := range []int{1000, 100000} {
		var ps []Pattern
		for i := range n {
			if p, ok := Parse(fmt.Sprintf(kinds[i%len(kinds)], i), "a"); ok {
				ps = append(ps, p)
			}
		}
		s, err := Compile(nil, ps)
		if err != nil {
			t.Fatal(err)
		}
		for _, rel := range []string{"a/src/main.go", "a/gen12.tmp", "a/out3/x.o", "a/b/c/d/e.py", "a/b5x7.log"} {
			_, tried := s.last(rel, false)
			if tried > 4 {
				t.Errorf("%d patterns: %s tried %d of them", n, rel, tried)
			}
		}
		if !s.Ignored("a/gen7.tmp", false) || !s.Ignored("a/c/d.x8", false) || s.Ignored("a/src/main.go", false) {
			t.Errorf("%d patterns: wrong answers", n)
		}
	}
}

// TestSetBoundsUnanchored: patterns tried on every path are bounded per
// path, across the layers that apply to it.
func TestSetBoundsUnanchored(t *testing.T) {
	many := func(n int, base string) []Pattern {
		var ps []Pattern
		for i := range n {
			p, _ := Parse(fmt.Sprintf("*x%d*", i), base)
			ps = append(ps, p)
		}
		return ps
	}
	top, err := Compile(nil, many(MaxUnanchored/2, ""))
	if err != nil {
		t.Fatal(err)
	}
	mid, err := Compile(top, many(MaxUnanchored/2, "a"))
	if err != nil || mid == top {
		t.Fatalf("at the bound: %v", err)
	}
	deep, err := Compile(mid, many(1, "a/b"))
	if !errors.Is(err, ErrTooManyUnanchored) || deep != mid {
		t.Errorf("over the bound: %v, want ErrTooManyUnanchored and the parent", err)
	}
	if _, err := Compile(top, many(MaxUnanchored, "c")); !errors.Is(err, ErrTooManyUnanchored) {
		t.Errorf("a sibling over the bound: %v", err)
	}
}
