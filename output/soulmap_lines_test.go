package output

import (
	"context"
	"strings"
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
		kind      extract.Kind
	}{
		// The container is named as the qualifier: no label.
		{"M", "func (c *Foo) M(x int) error", foo, "", extract.KindMethod},
		{"M", "func (Foo) M()", foo, "", extract.KindMethod},
		{"M", "func (c *Foo[K, V]) M() *Foo[K, V]", foo, "", extract.KindMethod},
		{"m", "void Foo::m(int x)", foo, "", extract.KindMethod},
		{"m", "void ns::Foo<T>::m()", foo, "", extract.KindMethod},
		{"m", "Foo.m = function(a)", foo, "", extract.KindMethod},
		{"m", "Foo.prototype.m = function()", foo, "", extract.KindMethod},
		{"m", "function Foo:m(now)", foo, "", extract.KindMethod},
		{"Foo", "public Foo(int x)", foo, "", extract.KindConstructor},
		// Named like its container, but no constructor: the label stays.
		{"Foo", "public void Foo()", foo, "Foo", extract.KindMethod},
		{"Foo", "Foo(w io.Writer) error", foo, "Foo", extract.KindMethod},
		{"Foo", "Foo", foo, "Foo", extract.KindEnumMember},
		// Only the declared name counts: a later mention of Foo.m is a use.
		{"m", "def m(self, other: Foo.m)", foo, "Foo", extract.KindMethod},
		{"Foo", "func (Foo) Foo()", foo, "", extract.KindMethod},
		{"m", "func (r *Bar) m(f Foo.m)", foo, "Foo", extract.KindMethod},
		// The container only occurs in the signature: the label stays.
		{"copy", "def copy(self) -> Foo", foo, "Foo", extract.KindMethod},
		{"make", "public static Foo make(Foo other)", foo, "Foo", extract.KindMethod},
		{"Bar", "func (c *Foo) Bar()", []extract.PathPart{{Name: "Baz", Kind: extract.KindStruct}}, "Baz", extract.KindMethod},
		{"M", "func (c *FooBar) M()", foo, "Foo", extract.KindMethod},
		{"m", "void FooBar::m()", foo, "Foo", extract.KindMethod},
		{"m", "void Foo::mm()", foo, "Foo", extract.KindMethod},
		{"getFoo", "Foo getFoo()", foo, "Foo", extract.KindMethod},
		{"copy", "def copy(self) -> Foo", nested, "Outer.Foo", extract.KindMethod},
		{"m", "void Outer::Foo::m()", nested, "", extract.KindMethod},
		// No container, no label.
		{"f", "func f()", nil, "", extract.KindMethod},
	}
	for _, tc := range cases {
		s := &extract.Symbol{Name: tc.name, Signature: tc.sig, Container: tc.container, Kind: tc.kind}
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
	pick := outlinePicker(t)
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
		got := pick(tc.lang, tc.path, tc.src, mapSigMax)
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

// TestContainerLabelsReal: "(in X)" through the real extractor and the
// selection, per language: a member named like its container keeps the
// label unless it is the container's constructor or its qualifier (a Go
// receiver) names the container.
func TestContainerLabelsReal(t *testing.T) {
	res, g, _ := indexRepo(t, writeRepo(t, map[string]string{
		"render.go": `package render

type Render interface {
	Render(w int) error
}

type Page struct{}

func (p Page) Render(w int) error { return nil }
`,
		"render.py": `class Render:
    def __init__(self):
        pass

    def Render(self) -> "Render":
        return self

    def render(self) -> str:
        return ""
`,
		"render.ts": `export class Render {
  constructor(x: number) {}
  Render(): Render { return this; }
}
`,
		"render.rs": `pub struct Render;
impl Render {
    pub fn new() -> Self { Render }
}
pub enum Kind { Kind, Other }
`,
		"Render.java": `public class Render {
  public Render(int x) {}
  public void Render() {}
}
`,
	}))
	m := soulMap(t, res, g, "md")
	for _, line := range []string{
		"+Render(w int) error (in Render) :4",
		"+func (p Page) Render(w int) error :9",
		`+def Render(self) -> "Render" (in Render) :5`,
		"+def render(self) -> str (in Render) :8",
		"+def __init__(self) (in Render) :2",
		"+Render(): Render (in Render) :3",
		"+constructor(x: number) (in Render) :2",
		"+pub fn new() -> Self (in Render) :3",
		"+Kind (in Kind) :5",
		"+public Render(int x) :2",
		"+public void Render() (in Render) :3",
	} {
		if !strings.Contains(m, line+"\n") {
			t.Errorf("map lacks %q:\n%s", line, m)
		}
	}
}

// outlinePicker returns a function that outlines one source with the
// real extractor, makes every definition public and returns the map
// lines the selection picks for it, lines bounded to max runes.
func outlinePicker(t *testing.T) func(lang, path, src string, max int) []mapSymbol {
	t.Helper()
	qs, err := extract.CompileQueries(langs.MustNew())
	if err != nil {
		t.Fatal(err)
	}
	rt := extract.NewRouter(qs, extract.NewRegex())
	t.Cleanup(func() { rt.Close(); qs.Close() })
	return func(lang, path, src string, max int) []mapSymbol {
		t.Helper()
		f, err := rt.Extract(context.Background(), lang, path, []byte(src), time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		for i := range f.Symbols {
			f.Symbols[i].Visibility = extract.VisibilityPublic
		}
		sel := selectDefinitions(&indexer.Result{Files: []*extract.File{f}}, nil, nil, nil, &focusPlan{}, nil, 100, max, nil)
		var out []mapSymbol
		for _, p := range sel.picks {
			out = append(out, p.sym)
		}
		return out
	}
}
