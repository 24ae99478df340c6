package extract

import (
	"context"
	"testing"
	"time"

	"github.com/soulindex/soulindex/langs"
)

// extractWith outlines src with query as its language's only query.
func extractWith(t *testing.T, langID, query, path, src string) *File {
	t.Helper()
	f, err := NewTreeSitter(queriesWith(t, langID, query)).Extract(context.Background(), langID, path, []byte(src), time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// queriesWith compiles source as the only query of one language.
func queriesWith(t *testing.T, langID, source string) *Queries {
	t.Helper()
	l := langs.MustNew().ByID(langID)
	g, err := newCGrammar(l.GrammarPtr())
	if err != nil {
		t.Fatal(err)
	}
	c, err := compileSource(l, g, source)
	if err != nil {
		g.close()
		t.Fatal(err)
	}
	lq := &lazyQuery{lang: l, grammar: g, c: c}
	lq.once.Do(func() {})
	qs := &Queries{byLang: map[string]*lazyQuery{langID: lq}}
	t.Cleanup(qs.Close)
	return qs
}

// TestWithinNeedsItsContext: a definition whose @within node was not
// captured as a @context of its group does not count, and does not keep
// a later pattern from defining the same name.
func TestWithinNeedsItsContext(t *testing.T) {
	const src = "function a() { function b() {} }\nclass C { m() {} }\nfunction f() { class D { n() {} } }\n"
	const defs = `
(function_declaration name: (identifier) @name) @definition.function @within.top
(class_declaration name: (_) @name) @definition.class @within.top
((class_body (method_definition name: (_) @name) @definition.method) @within.members)
(function_declaration name: (identifier) @name) @definition.variable
`
	for _, tc := range []struct {
		name, contexts string
		want           map[string]Kind
	}{
		{"top and members", `
(program (_) @context.top)
(program (_ body: (_) @context.members))`,
			map[string]Kind{"a": KindFunction, "b": KindVariable, "C": KindClass, "m": KindMethod, "f": KindFunction}},
		{"another group's context", `
(program (_) @context.other)`,
			map[string]Kind{"a": KindVariable, "b": KindVariable, "f": KindVariable}},
		{"no context at all", ``,
			map[string]Kind{"a": KindVariable, "b": KindVariable, "f": KindVariable}},
		{"contexts everywhere", `
(_) @context.top
(class_body) @context.members`,
			map[string]Kind{"a": KindFunction, "b": KindFunction, "C": KindClass, "m": KindMethod, "f": KindFunction, "D": KindClass, "n": KindMethod}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := extractWith(t, "typescript", tc.contexts+defs, "a.ts", src)
			got := map[string]Kind{}
			for _, s := range f.Symbols {
				got[s.Name] = s.Kind
			}
			if len(got) != len(tc.want) {
				t.Errorf("got %v, want %v", got, tc.want)
			}
			for n, k := range tc.want {
				if got[n] != k {
					t.Errorf("%s: kind %v, want %v (all: %v)", n, got[n], k, got)
				}
			}
		})
	}
}

// TestDocOfAttachesToItsOwner: a doc node found by a pattern of its own
// (@doc.of) becomes the doc of the definition whose node is its
// @doc.owner, unless the definition's own match captured a @doc; the
// first one found wins.
func TestDocOfAttachesToItsOwner(t *testing.T) {
	const src = "'first';\n'second';\nfunction f() {}\n'third';\nfunction g() { 'own'; }\nfunction h() {}\n"
	const query = `
((expression_statement (string) @doc.of) . (expression_statement)* . (function_declaration) @doc.owner)
(function_declaration name: (identifier) @name body: (statement_block . (expression_statement (string) @doc))?) @definition.function
`
	f := extractWith(t, "javascript", query, "a.js", src)
	got := map[string]string{}
	for _, s := range f.Symbols {
		got[s.Name] = s.Doc
	}
	want := map[string]string{"f": "first", "g": "own", "h": ""}
	for n, d := range want {
		if got[n] != d {
			t.Errorf("%s: doc %q, want %q (all: %q)", n, got[n], d, got)
		}
	}
}
