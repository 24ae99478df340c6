package extract

import (
	"context"
	"slices"
	"testing"
	"time"
)

func TestBlankVarianceModifiers(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"in", "interface C<in T = never> {}", "interface C<   T = never> {}"},
		{"out, two parameters", "interface I<out O = unknown, out I = unknown> {}", "interface I<    O = unknown,     I = unknown> {}"},
		{"in out", "type F<in out T> = T", "type F<       T> = T"},
		{"const stays (the grammar has it)", "function u<const T extends X[]>(t: T) {}", ""},
		{"const and out", "class K<const out T> {}", "class K<const     T> {}"},
		{"a comment before the modifier, a trailing comma",
			"interface O<\n  /** c */\n  out S extends R<S> = R<S>,\n  out C = X,\n> {}",
			"interface O<\n  /** c */\n      S extends R<S> = R<S>,\n      C = X,\n> {}"},
		{"an arrow in a default", "type H<out T = () => void> = T", "type H<    T = () => void> = T"},
		{"a comparison", "for (let i = 0; i<out.length; i++) {}", ""},
		{"a comparison with a name after", "x = a<in b", ""},
		{"no name before the bracket", "f(< in T>x)", ""},
		{"unclosed", "interface C<in T", ""},
		{"a name only", "type X<in> = 1", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want := tc.want
			if want == "" {
				want = tc.in
			}
			got := blankVarianceModifiers([]byte(tc.in))
			if string(got) != want {
				t.Errorf("got\n%q\nwant\n%q", got, want)
			}
		})
	}
}

// TestVarianceParses: a type parameter's variance annotation (zod's
// `interface $ZodCheck<in T = never>`) was a syntax error that cost the
// definitions after it; now the file parses cleanly, positions intact,
// and the signature keeps the annotation.
func TestVarianceParses(t *testing.T) {
	src := "export interface Check<in T = never> {\n  run(t: T): void\n}\n" +
		"export interface Internals<\n  /** @ts-ignore */\n  out O = unknown,\n  out I = unknown,\n> {\n  o: O\n}\n" +
		"export const After = 1\n"
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
		switch s.Name {
		case "After":
			if s.NameRange.Start.Line != 10 {
				t.Errorf("After at line %d, want 10", s.NameRange.Start.Line)
			}
		case "Check":
			if s.Signature != "interface Check<in T = never>" {
				t.Errorf("Check's signature %q", s.Signature)
			}
		}
	}
	for _, want := range []string{"Check", "run", "Internals", "o", "After"} {
		if !slices.Contains(names, want) {
			t.Errorf("definitions %v: %s is missing", names, want)
		}
	}
}

func FuzzBlankVarianceModifiers(f *testing.F) {
	f.Add([]byte("interface C<in T = never, out U> {}"))
	f.Add([]byte("type X<\n/* c */ in out T,\n> = T"))
	f.Add([]byte("a<in b"))
	f.Fuzz(func(t *testing.T, src []byte) {
		got := blankVarianceModifiers(src)
		if len(got) != len(src) {
			t.Fatalf("length %d, want %d", len(got), len(src))
		}
		for i := range src {
			if got[i] != src[i] && got[i] != ' ' {
				t.Fatalf("byte %d changed from %q to %q", i, src[i], got[i])
			}
		}
	})
}
