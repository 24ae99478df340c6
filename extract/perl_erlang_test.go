package extract_test

import (
	"context"
	"strings"
	"testing"
	"time"
)

// TestErlangClausesAreOneFunction: the clauses of f/1 are one definition
// spanning them all, f/2 is another, however many clauses there are.
func TestErlangClausesAreOneFunction(t *testing.T) {
	_, rt := newRouter(t)
	var b strings.Builder
	b.WriteString("-module(m).\n")
	const n = 20000
	for i := 0; i < n; i++ {
		b.WriteString("f(" + strings.Repeat("x", i%7+1) + ") -> ok;\n")
	}
	b.WriteString("f(_) -> error.\n\nf(A, B) -> {A, B}.\n")
	start := time.Now()
	f, err := rt.Extract(context.Background(), "erlang", "m.erl", []byte(b.String()), 30*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range f.Symbols {
		got = append(got, s.Kind.String()+" "+s.Name)
	}
	if strings.Join(got, ", ") != "module m, function f, function f" {
		t.Fatalf("symbols %v", got)
	}
	if end := f.Symbols[1].FullRange.End.Line; end != n+1 {
		t.Errorf("f/1 ends on line %d, want %d", end+1, n+2)
	}
	t.Logf("%d clauses in %v", n+1, time.Since(start))
}

// TestPerlPackageRegions: a statement `package Foo;` holds what follows
// it up to the next package statement of its block, a block package
// holds its block, and a bare block ends the package stated inside it;
// sub E::e1 is e1 of package E wherever it stands.
func TestPerlPackageRegions(t *testing.T) {
	_, rt := newRouter(t)
	src := `package A;
sub a1 { }
{
    package B;
    sub b1 { }
}
package C { sub c1 { } }
package D;
sub d1 { }
sub E::e1 { }
`
	f, err := rt.Extract(context.Background(), "perl", "x.pm", []byte(src), 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"a1": "A", "b1": "B", "c1": "C", "d1": "D", "e1": "E"}
	for _, s := range f.Symbols {
		if c, ok := want[s.Name]; ok {
			if s.ContainerName() != c || s.Parent != -1 {
				t.Errorf("%s: container %q parent %d, want %q and no parent", s.Name, s.ContainerName(), s.Parent, c)
			}
			delete(want, s.Name)
		}
	}
	if len(want) > 0 {
		t.Errorf("missing %v", want)
	}
}

// TestPerlCommentAtEOF: tree-sitter-perl's scanner loops forever on a
// comment ending a file with no newline after a bareword; the file is
// parsed with one.
func TestPerlCommentAtEOF(t *testing.T) {
	_, rt := newRouter(t)
	done := make(chan error, 1)
	go func() {
		_, err := rt.Extract(context.Background(), "perl", "x.t", []byte("use Test::More;\ndone_testing #c"), 10*time.Second)
		done <- err
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("parsing a comment at the end of a Perl file hangs")
	}
}

// TestErlangDocAttributes: OTP 27's -moduledoc and -doc (a -spec may
// stand between -doc and its function) are the docs, triple-quoted or not.
func TestErlangDocAttributes(t *testing.T) {
	_, rt := newRouter(t)
	src := "-module(d).\n-moduledoc \"\"\"\nModule docs.\n\"\"\".\n\n-doc \"Adds.\".\n-spec add(integer(), integer()) -> integer().\nadd(A, B) -> A + B.\n\n-doc \"\"\"\nSubtracts.\n\"\"\".\nsub(A, B) -> A - B.\n"
	f, err := rt.Extract(context.Background(), "erlang", "d.erl", []byte(src), 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"d": "Module docs.", "add": "Adds.", "sub": "Subtracts."}
	for _, s := range f.Symbols {
		if s.Doc != want[s.Name] {
			t.Errorf("%s: doc %q, want %q", s.Name, s.Doc, want[s.Name])
		}
	}
}
