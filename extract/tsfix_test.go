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

func TestDockerfileParseText(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"several bare ARG names", "ARG TARGETOS TARGETARCH\n", "ADD TARGETOS TARGETARCH\n"},
		{"ARG names with a default", "ARG foo bar=baz\n", "ARG foo        \n"},
		{"one ARG", "ARG A=1\nARG B\n", ""},
		{"legacy LABEL", "LABEL maintainer Jo Doe <jo@x.org>\n", "LABEL maintainer=\"o Doe <jo@x.org\"\n"},
		{"legacy LABEL, tab and quotes", "LABEL\tmaintainer\t\tJo \"J\" Doe\n", "LABEL\tmaintainer=\"Jo _J_ Do\"\n"},
		{"legacy LABEL one character", "LABEL a b\n", "LABEL a=b\n"},
		{"LABEL pairs", "LABEL a=b c=\"d e\"\n", ""},
		{"legacy ENV words", "ENV SCUBA 1 DUBA 3\n", "ENV SCUBA \" DUBA \"\n"},
		{"legacy ENV one word", "ENV NODE_ENV production\n", ""},
		{"legacy ENV quoted", "ENV A \"x y\"\n", ""},
		{"continuation line opening with [", "RUN a; \\\n  [ -f x ] || b\n", "RUN a; \\\n  _ -f x ] || b\n"},
		{"exec form", "CMD [\"a\", \\\n  \"b\"]\n", ""},
		{"heredoc body untouched", "RUN <<EOT\nARG a b\nEOT\nARG c d\n", "RUN <<EOT\nARG a b\nEOT\nADD c d\n"},
		{"escape directive", "# escape=`\nRUN a `\n  [ x ]\n", "# escape=`\nRUN a `\n  _ x ]\n"},
		{"flag without a value", "COPY --link --from=b --chown=1:1 / /\nRUN --network=none --x a\n", "COPY --l=nk --from=b --chown=1:1 / /\nRUN --network=none --x a\n"},
		{"continued instruction left alone", "LABEL a b \\\n  c=d\n", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want := tc.want
			if want == "" {
				want = tc.in
			}
			got := dockerfileParseText([]byte(tc.in))
			if string(got) != want {
				t.Errorf("got\n%q\nwant\n%q", got, want)
			}
			if len(got) != len(tc.in) {
				t.Errorf("length %d, want %d", len(got), len(tc.in))
			}
		})
	}
}
