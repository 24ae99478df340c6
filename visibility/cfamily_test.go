package visibility

import (
	"regexp"
	"slices"
	"testing"
)

// anonNSRef is what anonNamespaces finds, as a regular expression (the
// plain search replaced it for speed).
func anonNSRef(masked []byte) [][2]int {
	var out [][2]int
	for _, loc := range regexp.MustCompile(`\bnamespace\s*\{`).FindAllIndex(masked, -1) {
		depth := 0
		for j := loc[1] - 1; j < len(masked); j++ {
			if masked[j] == '{' {
				depth++
			} else if masked[j] == '}' {
				depth--
				if depth == 0 {
					out = append(out, [2]int{loc[1], j})
					break
				}
			}
		}
	}
	return out
}

func TestAnonNamespaces(t *testing.T) {
	for _, src := range []string{
		"namespace { int a; }",
		"namespace{int a;} namespace x { } namespace\n\t{ namespace { } }",
		"mynamespace { } _namespace { } namespace2 { } namespace ; {",
		"é namespace { } namespace {",
		"",
	} {
		if got, want := anonNamespaces([]byte(src)), anonNSRef([]byte(src)); !slices.Equal(got, want) {
			t.Errorf("%q: %v, want %v", src, got, want)
		}
	}
}

func FuzzAnonNamespaces(f *testing.F) {
	f.Add([]byte("namespace { namespace {} } xnamespace {"))
	f.Fuzz(func(t *testing.T, src []byte) {
		if got, want := anonNamespaces(src), anonNSRef(src); !slices.Equal(got, want) {
			t.Errorf("%q: %v, want %v", src, got, want)
		}
	})
}
