package extract_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/soulindex/soulindex/extract"
)

// TestDecorators extracts one file per language through the router and
// checks, per definition name, the decorators kept and the signature left
// (hand-worked: arguments dropped, standard modules dropped, noise left out,
// annotations inside a declaration cut from its signature).
func TestDecorators(t *testing.T) {
	type want struct{ deco, sig string }
	cases := []struct {
		lang, path, src string
		want            map[string]want // "Container.name" or "name"
	}{
		{lang: "python", path: "a.py", src: `import functools

@dataclass(frozen=True)
class Foo:
    @property
    def name(self) -> str:
        return "x"

    @name.setter
    # a comment between
    def name2(self, v): pass

    @functools.cached_property
    def size(self) -> int:
        return 1

    @staticmethod
    def make() -> "Foo": pass

    @abc.abstractmethod
    @typing.overload
    def run(self): ...

    @app.route("/x",
               methods=["GET"])
    @login_required
    @cache.memoize(60)
    @classmethod
    def view(cls): pass

    @override
    def copy(self) -> "Foo": pass

def plain(): pass

@deprecated("use plain")
def old(): pass
`, want: map[string]want{
			"Foo":       {"@dataclass", "class Foo"},
			"Foo.name":  {"@property", "def name(self) -> str"},
			"Foo.name2": {"@name.setter", "def name2(self, v)"},
			"Foo.size":  {"@cached_property", "def size(self) -> int"},
			"Foo.make":  {"@staticmethod", `def make() -> "Foo"`},
			"Foo.run":   {"@abstractmethod @overload", "def run(self)"},
			// Three at most: the well-known @classmethod first, then the
			// others in source order.
			"Foo.view": {"@app.route @login_required @classmethod", "def view(cls)"},
			"Foo.copy": {"", `def copy(self) -> "Foo"`},
			"plain":    {"", "def plain()"},
			"old":      {"@deprecated", "def old()"},
		}},
		{lang: "typescript", path: "a.ts", src: `export class Foo {
  @Input() name: string;
  static readonly X = 1;
  @HostListener('click', ['$event'])
  @Debounce(10)
  onClick(e: Event) {}
  async load(): Promise<void> {}
  get size(): number { return 1; }
}
@Component({selector: 'x'})
export class Comp {}
/**
 * Old.
 * @deprecated use fresh
 */
export function old() {}
export function fresh() {}
`, want: map[string]want{
			"Foo.name":    {"@Input", "name: string"},
			"Foo.X":       {"", "static readonly X"},
			"Foo.onClick": {"@HostListener @Debounce", "onClick(e: Event)"},
			"Foo.load":    {"", "async load(): Promise<void>"},
			"Foo.size":    {"", "get size(): number"},
			"Comp":        {"@Component", "class Comp"},
			"old":         {"@deprecated", "function old()"},
			"fresh":       {"", "function fresh()"},
		}},
		{lang: "rust", path: "a.rs", src: `#[derive(Debug, Clone)]
pub struct Foo { x: i32 }

/// Doc.
#[derive(PartialEq)]
#[repr(u8)]
// between
#[serde(rename_all = "camelCase")]
#[allow(dead_code)]
pub enum E { A }

impl Foo {
    #[inline]
    pub async fn load(&self) -> i32 { 1 }
    #[deprecated(since = "1.0", note = "no")]
    pub unsafe fn raw(&self) {}
}
#[cfg(test)]
mod tests {}
`, want: map[string]want{
			"Foo":      {"#[derive(Debug, Clone)]", "pub struct Foo"},
			"E":        {"#[derive(PartialEq)] #[repr(u8)] #[serde]", "pub enum E"},
			"Foo.load": {"", "pub async fn load(&self) -> i32"},
			"Foo.raw":  {"#[deprecated]", "pub unsafe fn raw(&self)"},
			"tests":    {"", "mod tests"},
		}},
		{lang: "java", path: "A.java", src: `package a;
@SuppressWarnings("unused")
public abstract class A {
  @Override
  public String toString() { return ""; }
  @Deprecated(since = "9")
  @Nullable
  public static synchronized A make() { return null; }
  public abstract void run();
  @Deprecated public int x;
}
`, want: map[string]want{
			"A":          {"", "public abstract class A"},
			"A.toString": {"", "public String toString()"},
			"A.make":     {"@Deprecated @Nullable", "public static synchronized A make()"},
			"A.run":      {"", "public abstract void run()"},
			"A.x":        {"@Deprecated", "public int x"},
		}},
		{lang: "kotlin", path: "A.kt", src: `package a
abstract class A {
  @Deprecated("x")
  suspend fun load(): Int = 1
  override fun toString(): String = ""
  @Suppress("UNUSED") fun quiet() {}
}
`, want: map[string]want{
			"A.load":     {"@Deprecated", "suspend fun load(): Int"},
			"A.toString": {"", "override fun toString(): String"},
			"A.quiet":    {"", "fun quiet()"},
		}},
		{lang: "csharp", path: "A.cs", src: `namespace N {
[Serializable, DebuggerDisplay("x")]
public abstract class A {
  [Obsolete("no")]
  public static A Make() { return null; }
  public async Task<int> LoadAsync() { return 1; }
  [return: NotNull]
  public string Name() { return ""; }
  [TestCase(1)]
  [TestCase(2)]
  public void Cases(int x) {}
}
}
`, want: map[string]want{
			"N.A":           {"[Serializable]", "public abstract class A"},
			"N.A.Make":      {"[Obsolete]", "public static A Make()"},
			"N.A.LoadAsync": {"", "public async Task<int> LoadAsync()"},
			"N.A.Name":      {"", "public string Name()"},
			"N.A.Cases":     {"[TestCase]", "public void Cases(int x)"},
		}},
	}
	_, rt := newRouter(t)
	for _, tc := range cases {
		t.Run(tc.lang, func(t *testing.T) {
			f, err := rt.Extract(context.Background(), tc.lang, tc.path, []byte(tc.src), time.Minute)
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]want{}
			var all []string
			for i := range f.Symbols {
				s := &f.Symbols[i]
				key := s.Name
				if c := s.ContainerName(); c != "" {
					key = c + "." + s.Name
				}
				got[key] = want{s.Decorators, s.Signature}
				all = append(all, fmt.Sprintf("%s: %q %q", key, s.Decorators, s.Signature))
			}
			for key, w := range tc.want {
				g, ok := got[key]
				switch {
				case !ok:
					t.Errorf("%s: no such definition; have:\n%s", key, strings.Join(all, "\n"))
				case g != w:
					t.Errorf("%s: decorators %q, signature %q; want %q, %q", key, g.deco, g.sig, w.deco, w.sig)
				}
			}
		})
	}
}

func TestDecoratorListAndWellKnown(t *testing.T) {
	got := extract.DecoratorList("#[derive(Debug, Clone)] @app.route [Obsolete, Serializable]")
	want := []string{"#[derive(Debug, Clone)]", "@app.route", "[Obsolete, Serializable]"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("DecoratorList = %q, want %q", got, want)
	}
	for _, tt := range []struct {
		d    string
		want bool
	}{
		{"@property", true}, {"@cached_property", true}, {"@name.setter", true}, {"#[derive(Debug)]", true},
		{"@app.route", false}, {"@pytest.fixture", false}, {"#[no_mangle]", false},
	} {
		if got := extract.WellKnownDecorator(tt.d); got != tt.want {
			t.Errorf("WellKnownDecorator(%q) = %t, want %t", tt.d, got, tt.want)
		}
	}
}
