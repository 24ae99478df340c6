package extract_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"
)

// TestLocalDefs checks which reference declares its local binding
// (Ref.Def, the site of the SCIP "local N" definition): one per binding,
// the first of a hoisted name bound again, none for the implicit this.
// Each local-bound ref is "line:column name~N" (1-based line as Dump
// prints it, 0-based column), with "*" when it declares the binding.
func TestLocalDefs(t *testing.T) {
	_, rt := newRouter(t)
	cases := []struct {
		name, lang, path, src string
		want                  []string
	}{
		{"python", "python", "m.py", `def f(a):
    x = a
    x = x + 1
    for a in range(x):
        print(a)

def h():
    def g(y):
        return y
    return g(1)
`, []string{
			"1:6 a~0*",
			"2:4 x~1*", "2:8 a~0",
			// x bound again in its scope is the same variable: a use.
			"3:4 x~1", "3:8 x~1",
			// so is the loop's a.
			"4:8 a~0", "4:19 x~1",
			"5:14 a~0",
			// a local function and its parameter.
			"8:8 g~2*", "8:10 y~3*",
			"9:15 y~3",
			"10:11 g~2",
		}},
		{"go shadowing", "go", "a.go", `package p

func F(s string) string {
	if s := s + "x"; s != "" {
		return s
	}
	return s
}
`, []string{
			"3:7 s~0*",
			// the if's s declares another binding; its initialiser is the parameter.
			"4:4 s~1*", "4:9 s~0", "4:18 s~1",
			"5:9 s~1",
			"7:8 s~0",
		}},
		{"java this", "java", "C.java", `class C {
    int f;
    int get(int k) {
        return this.f + k;
    }
}
`, []string{
			"3:16 k~1*",
			// this binds to the class body's implicit binding 0: no
			// identifier declares it.
			"4:15 this~0", "4:24 k~1",
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f, err := rt.Extract(context.Background(), tc.lang, tc.path, []byte(tc.src), time.Minute)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			defs := map[uint32]int{}
			for _, r := range f.Refs {
				if r.Def && r.Local() == 0 {
					t.Errorf("%d:%d %s declares no local", r.Line+1, r.Column, f.RefNames[r.Name])
				}
				if r.Local() == 0 {
					continue
				}
				s := fmt.Sprintf("%d:%d %s~%d", r.Line+1, r.Column, f.RefNames[r.Name], r.Local()-1)
				if r.Def {
					s += "*"
					defs[r.Local()]++
				}
				got = append(got, s)
			}
			for l, n := range defs {
				if n > 1 {
					t.Errorf("local %d declared %d times", l-1, n)
				}
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("local refs:\n got  %q\n want %q", got, tc.want)
			}
		})
	}
}
