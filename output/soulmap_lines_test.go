package output

import (
	"context"
	"testing"
	"time"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/langs"
)

func TestContainerLabel(t *testing.T) {
	foo := []extract.PathPart{{Name: "Foo", Kind: extract.KindClass}}
	nested := []extract.PathPart{{Name: "Outer", Kind: extract.KindClass}, {Name: "Foo", Kind: extract.KindClass}}
	cases := []struct {
		name, sig string
		container []extract.PathPart
		want      string
	}{
		// The container is named as the qualifier: no label.
		{"M", "func (c *Foo) M(x int) error", foo, ""},
		{"M", "func (Foo) M()", foo, ""},
		{"M", "func (c *Foo[K, V]) M() *Foo[K, V]", foo, ""},
		{"m", "void Foo::m(int x)", foo, ""},
		{"m", "void ns::Foo<T>::m()", foo, ""},
		{"m", "Foo.m = function(a)", foo, ""},
		{"m", "Foo.prototype.m = function()", foo, ""},
		{"m", "function Foo:m(now)", foo, ""},
		{"Foo", "public Foo(int x)", foo, ""},
		// The container only occurs in the signature: the label stays.
		{"copy", "def copy(self) -> Foo", foo, "Foo"},
		{"make", "public static Foo make(Foo other)", foo, "Foo"},
		{"Bar", "func (c *Foo) Bar()", []extract.PathPart{{Name: "Baz", Kind: extract.KindStruct}}, "Baz"},
		{"M", "func (c *FooBar) M()", foo, "Foo"},
		{"m", "void FooBar::m()", foo, "Foo"},
		{"m", "void Foo::mm()", foo, "Foo"},
		{"getFoo", "Foo getFoo()", foo, "Foo"},
		{"copy", "def copy(self) -> Foo", nested, "Outer.Foo"},
		{"m", "void Outer::Foo::m()", nested, ""},
		// No container, no label.
		{"f", "func f()", nil, ""},
	}
	for _, tc := range cases {
		s := &extract.Symbol{Name: tc.name, Signature: tc.sig, Container: tc.container}
		if got := containerLabel(s, tc.sig); got != tc.want {
			t.Errorf("containerLabel(%q in %v) = %q, want %q", tc.sig, tc.container, got, tc.want)
		}
	}
}

func TestDisplay(t *testing.T) {
	cases := []struct {
		s    extract.Symbol
		want string
	}{
		{extract.Symbol{Name: "name", Kind: extract.KindMethod, Signature: "def name(self) -> str", Decorators: "@cached_property"},
			"@cached_property def name(self) -> str"},
		{extract.Symbol{Name: "Foo", Kind: extract.KindStruct, Signature: "pub struct Foo", Decorators: "#[derive(Debug, Clone)]"},
			"#[derive(Debug, Clone)] pub struct Foo"},
		{extract.Symbol{Name: "f", Kind: extract.KindFunction, Signature: "def f()"}, "def f()"},
		{extract.Symbol{Name: "k", Kind: extract.KindKey}, "key k"},
		{extract.Symbol{Name: "k", Kind: extract.KindField, Decorators: "@Deprecated"}, "@Deprecated field k"},
	}
	for _, tc := range cases {
		if got := display(&tc.s); got != tc.want {
			t.Errorf("display(%+v) = %q, want %q", tc.s, got, tc.want)
		}
	}
}

// TestPickSymbolsDecoratedMembers runs real outlines through the selection:
// a decorated method shows its decorator, a method returning its class
// keeps "(in X)", a Go method's receiver names its type.
func TestPickSymbolsDecoratedMembers(t *testing.T) {
	reg := langs.MustNew()
	qs, err := extract.CompileQueries(reg)
	if err != nil {
		t.Fatal(err)
	}
	rt := extract.NewRouter(qs, extract.NewRegex())
	defer func() { rt.Close(); qs.Close() }()
	cases := []struct {
		lang, path, src string
		want            []mapSymbol
	}{
		{"python", "a.py", `class Foo:
    @cached_property
    def name(self) -> str:
        return ""

    def copy(self) -> "Foo":
        pass
`, []mapSymbol{
			{Signature: "class Foo", Line: 1},
			{Signature: "@cached_property def name(self) -> str", Line: 3, In: "Foo"},
			{Signature: `def copy(self) -> "Foo"`, Line: 6, In: "Foo"},
		}},
		{"go", "a.go", `package a

type Foo struct{}

func (f *Foo) Clone() *Foo { return f }
`, []mapSymbol{
			{Signature: "type Foo struct", Line: 3},
			{Signature: "func (f *Foo) Clone() *Foo", Line: 5},
		}},
	}
	for _, tc := range cases {
		f, err := rt.Extract(context.Background(), tc.lang, tc.path, []byte(tc.src), time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		for i := range f.Symbols {
			f.Symbols[i].Visibility = extract.VisibilityPublic
		}
		sel := selectDefinitions(&indexer.Result{Files: []*extract.File{f}}, nil, nil, &focusPlan{}, 100, mapSigMax, nil)
		var got []mapSymbol
		for _, p := range sel.picks {
			got = append(got, p.sym)
		}
		if len(got) != len(tc.want) {
			t.Errorf("%s: %d symbols, want %d: %+v", tc.path, len(got), len(tc.want), got)
			continue
		}
		for i := range got {
			if got[i].Signature != tc.want[i].Signature || got[i].Line != tc.want[i].Line || got[i].In != tc.want[i].In {
				t.Errorf("%s: symbol %d = %+v, want %+v", tc.path, i, got[i], tc.want[i])
			}
		}
	}
}
