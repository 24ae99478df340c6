package extract

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"
)

func TestSeparateCallSignatures(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"after a type argument list",
			"interface P {\n  <A>(a: A): Out<A>\n  <A>(a: A, n: number): Out<A>\n}\n",
			"interface P {\n  <A>(a: A): Out<A>\n; <A>(a: A, n: number): Out<A>\n}\n"},
		{"after a JSDoc comment, the member before it counts",
			"const dual: {\n  (a: number): X\n  /**\n   * doc\n   */\n  <B>(b: B): B\n} = f\n",
			"const dual: {\n  (a: number): X\n  /**\n   * doc\n   */\n; <B>(b: B): B\n} = f\n"},
		{"the first member, after an opening brace", "interface P {\n  <A>(a: A): A\n}\n", ""},
		{"after a separator", "interface P {\n  a: string;\n  <A>(a: A): A\n}\n", ""},
		{"an unfinished expression", "x = a <\n  <T>b\n", ""},
		{"no indentation", "type X = A\n<T>(t: T) => T\n", ""},
		{"a comparison operator", "if (a\n  <= b) {}\n", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want := tc.want
			if want == "" {
				want = tc.in
			}
			got := separateCallSignatures([]byte(tc.in))
			if string(got) != want {
				t.Errorf("got\n%s\nwant\n%s", got, want)
			}
			if len(got) != len(tc.in) {
				t.Errorf("length %d, want %d", len(got), len(tc.in))
			}
		})
	}
}

// TestCallSignatureOverloads: without the separator the grammar's error
// swallows what follows the interface; with it the file parses cleanly
// and its later definitions are found, at their own positions.
func TestCallSignatureOverloads(t *testing.T) {
	src := "export interface TakePattern<S> {\n" +
		"  <P extends Pred<S>>(p: P): Out<S, P>\n" +
		"  <P extends Pred<S>>(p: P, timeout: number): Out<S, P>\n" +
		"}\n" +
		"export type After = string\n"
	ts := newTreeSitter(t)
	f, err := ts.Extract(context.Background(), "typescript", "a.ts", []byte(src), time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if f.ErrorNodes != 0 {
		t.Errorf("%d error nodes", f.ErrorNodes)
	}
	var names []string
	for _, s := range f.Symbols {
		names = append(names, s.Name)
		if s.Name == "After" && s.NameRange.Start.Line != 4 {
			t.Errorf("After at line %d, want 4", s.NameRange.Start.Line)
		}
	}
	if !strings.Contains(strings.Join(names, " "), "After") {
		t.Errorf("definitions %v: After is missing", names)
	}
}

func FuzzSeparateCallSignatures(f *testing.F) {
	f.Add([]byte("interface P {\n  <A>(a: A): Out<A>\n  <A>(a: A): A\n}\n"))
	f.Add([]byte("/**\n */\n\t<T>x\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		got := separateCallSignatures(src)
		if len(got) != len(src) {
			t.Fatalf("length %d, want %d", len(got), len(src))
		}
		for i := range src {
			if got[i] != src[i] && (got[i] != ';' || (src[i] != ' ' && src[i] != '\t')) {
				t.Fatalf("byte %d changed from %q to %q", i, src[i], got[i])
			}
		}
		if bytes.Equal(got, src) && &got[0] != &src[0] && len(src) > 0 {
			t.Fatalf("an unchanged source was copied")
		}
	})
}
