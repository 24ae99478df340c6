package extract

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// params returns "name0: int, name1: int, ..." for n parameters.
func params(n int) string {
	ps := make([]string, n)
	for i := range ps {
		ps[i] = "name" + string(rune('a'+i%26)) + strings.Repeat("x", i/26) + ": int"
	}
	return strings.Join(ps, ", ")
}

func TestSignatureOf(t *testing.T) {
	long := "def f(" + params(30) + ") -> Result:"
	tests := []struct {
		name, lang string
		kind       Kind
		prefix     string
		src        string
		want       string
	}{
		{"short def unchanged", "python", KindFunction, "", "def f(a: int) -> int:", "def f(a: int) -> int"},
		// 30 params of 9-12 runes: the first ones that fit, "…", the last;
		// the result stays.
		{"long params keep the result", "python", KindFunction, "", long,
			"def f(namea: int, nameb: int, namec: int, named: int, namee: int, namef: int, nameg: int, nameh: int, namei: int, namej: int, namek: int, namel: int, namem: int, namen: int, …, namedx: int) -> Result"},
		{"multi-line go results", "go", KindFunction, "", "func Get(\n\tctx context.Context,\n\tname string,\n) (\n\t*pkg.Reference,\n\terror,\n)",
			"func Get(ctx context.Context, name string) (*pkg.Reference, error)"},
		{"space inside brackets", "go", KindFunction, "", "func F( a int ) ( *pkg.Reference, error)", "func F(a int) (*pkg.Reference, error)"},
		{"one-line trailing comma kept", "python", KindFunction, "", "def f(a=(1,)):", "def f(a=(1,))"},
		{"string brackets untouched", "python", KindFunction, "", `def f(sep=" ( ", end=')'):`, `def f(sep=" ( ", end=')')`},
		{"ts generics and arrow results", "typescript", KindFunction, "", "function pipe<A, B>(\n  a: A,\n  ab: (a: A) => B,\n): B", "function pipe<A, B>(a: A, ab: (a: A) => B): B"},
		{"multi-line type arguments", "typescript", KindTypeAlias, "", "type Defs<\n  X,\n  Y extends string,\n> = Record<\n  string,\n  Def<X, Y>\n>", "type Defs<X, Y extends string> = Record<string, Def<X, Y>>"},
		{"arrows keep their spaces", "typescript", KindTypeAlias, "", "type F = (x: A) => B | C", "type F = (x: A) => B | C"},
		// Values: the declaration up to its type.
		{"ts const", "typescript", KindVariable, "", "const filter = ref<Filter>('all')", "const filter"},
		{"typed const", "gleam", KindConstant, "", "pub const bin_capacity: Int = 500", "pub const bin_capacity: Int"},
		{"python field", "python", KindField, "", "base_delay: float = 0.5", "base_delay: float"},
		{"go multi-target", "go", KindConstant, "", "const MinTTL, MaxTTL = time.Millisecond, 24 * time.Hour", "const MinTTL, MaxTTL"},
		{"c declarators", "c", KindVariable, "", "int g_published = 0, g_dropped = 0;", "int g_published, g_dropped"},
		{"string value with a comma", "javascript", KindConstant, "", "const A = 'x, y', B = 2", "const A, B"},
		{"python tuple value", "python", KindConstant, "", "PAIR = 1, 2", "PAIR"},
		{"shell words", "bash", KindVariable, "", "export EDITOR=vi VISUAL=\"a b\"", "export EDITOR VISUAL"},
		{"dockerfile continued", "dockerfile", KindVariable, "", "ENV GOFLAGS=-mod=readonly \\\n  CGO_ENABLED=0", "ENV GOFLAGS CGO_ENABLED"},
		{"shell value in braces", "bash", KindVariable, "", "LOG_LEVEL=${LOG_LEVEL:-info} # note", "LOG_LEVEL"},
		{"make :=", "make", KindVariable, "", "BUILD_DIR := build", "BUILD_DIR"},
		{"make ?=", "make", KindVariable, "", "CC ?= cc", "CC"},
		{"default in parens stays", "python", KindField, "", "payload: Payload = field(default_factory=dict)", "payload: Payload"},
		{"generic type kept", "typescript", KindField, "", "private items: Map<string, T> = new Map()", "private items: Map<string, T>"},
		{"comparison is no assignment", "tlaplus", KindConstant, "", "ASSUME N == 3", "ASSUME N == 3"},
		{"tla comments dropped", "tlaplus", KindVariable, "", "VARIABLES token, \\* who holds it\n  (* nested (* box *) *) state \\* \"x\"", "VARIABLES token, state"},
		{"tla string keeps its comment marks", "tlaplus", KindConstant, "", `ASSUME A == S = "(* \\* *)"`, `ASSUME A == S = "(* \\* *)"`},
		{"nix lambda keeps its colon", "nix", KindFunction, "", "mkTimer = schedule: ", "mkTimer = schedule:"},
		{"nix formals on lines", "nix", KindFunction, "let", "mkService =\n  { name\n  , user ? \"x\"\n  }:\n", "let mkService = { name, user ? \"x\" }:"},
		{"tla statement keeps its =", "tlaplus", KindConstant, "", "THEOREM T == \\A x \\in S : x = x", "THEOREM T == \\A x \\in S : x = x"},
		{"r arrow", "r", KindVariable, "", `UNIT <- Circle(name = "unit")`, "UNIT"},
		{"rust lifetime", "rust", KindConstant, "", `const KIND: &'static str = "string";`, "const KIND: &'static str"},
		{"verilog sized literals", "verilog", KindConstant, "", "localparam S_IDLE = 2'd0, S_START = 2'd1", "localparam S_IDLE, S_START"},
		{"markup keeps attributes", "html", KindField, "", `<input name="q" type="search">`, `<input name="q" type="search">`},
		{"template element keeps attributes", "svelte", KindField, "", `<input name="q" bind:value={query} />`, `<input name="q" bind:value={query} />`},
		{"component script value", "vue", KindVariable, "", "const filter = ref<Filter>('all')", "const filter"},
		{"r class field is its type", "r", KindField, "", `name = "character"`, `name = "character"`},
		{"value with no type", "python", KindConstant, "", "MAX_RETRIES = 5", "MAX_RETRIES"},
		{"prefix", "dart", KindField, "final Map<String, P>", "_items = {}", "final Map<String, P> _items"},
		{"key keeps its head", "json", KindKey, "", `"a": {"b": 1}`, `"a": {"b": 1}`},
		{"objc empty interface drops its @end", "objc", KindClass, "", "@interface SLNote : NSObject\n@end", "@interface SLNote : NSObject"},
		{"objc method", "objc", KindMethod, "", "- (void)insertObject:(id)o\n            atIndex:(NSUInteger)i", "- (void)insertObject:(id)o atIndex:(NSUInteger)i"},
		{"solidity mapping is no assignment", "solidity", KindField, "", "mapping(address => uint256) private _balances", "mapping(address => uint256) private _balances"},
		{"solidity constant value cut", "solidity", KindConstant, "", "uint256 internal constant WAD = 1e18", "uint256 internal constant WAD"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := signatureOf(tt.lang, tt.kind, tt.prefix, []byte(tt.src))
			if got != tt.want {
				t.Errorf("signatureOf(%q)\n got %q\nwant %q", tt.src, got, tt.want)
			}
			if n := utf8.RuneCountInString(got); n > sigMax+1 {
				t.Errorf("%d runes, over %d", n, sigMax)
			}
		})
	}
}

// TestSignatureBounded: a huge definition is read only up to sigScan and
// its signature stays within sigMax; one whose end cannot be kept is cut
// at its head, marked.
func TestSignatureBounded(t *testing.T) {
	huge := "TABLE = [" + strings.Repeat("1, ", 4<<20) + "]"
	if got := signatureOf("python", KindConstant, "", []byte(huge)); got != "TABLE" {
		t.Errorf("huge value: got %q", got)
	}
	// A callable whose text (a default value) is beyond sigScan: head cut.
	fn := "def f(a=[" + strings.Repeat("1, ", 4<<20) + "]) -> int:"
	got := signatureOf("python", KindFunction, "", []byte(fn))
	if !strings.HasPrefix(got, "def f(a=[1, 1,") || !strings.HasSuffix(got, "…") || utf8.RuneCountInString(got) != sigMax+1 {
		t.Errorf("huge default: got %q", got)
	}
	// A long result with no group to elide: head, "…", tail.
	res := "func F() " + strings.Repeat("x", 300)
	got = signatureOf("go", KindFunction, "", []byte(res))
	if utf8.RuneCountInString(got) != sigMax || !strings.HasSuffix(got, strings.Repeat("x", sigMax/3)) || !strings.Contains(got, "…") {
		t.Errorf("long result: got %q", got)
	}
	// One parameter too long to keep: its name stays, its value goes.
	one := "def f(a=" + strings.Repeat("y", 300) + ") -> Result:"
	if got := signatureOf("python", KindFunction, "", []byte(one)); got != "def f(a=…) -> Result" {
		t.Errorf("one long parameter: got %q", got)
	}
}

func TestAttributeSignature(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"self.x: int", "x: int"},
		{"self.x", "self.x"},
		{"x: int", "x: int"},
	} {
		if got := attributeSignature(tt.in); got != tt.want {
			t.Errorf("attributeSignature(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// FuzzSignature: any text of any kind gives a bounded, valid line.
func FuzzSignature(f *testing.F) {
	f.Add(uint8(KindFunction), "def f(a, b,\n) -> int:")
	f.Add(uint8(KindVariable), "const a = 1, b = '(', c = `x`")
	f.Add(uint8(KindField), "x: Map<K, V>= \"\\\"")
	f.Add(uint8(KindClass), "class A(B, C[D]])):")
	f.Add(uint8(KindConstant), "X ?= ((( ]]] '' \xff")
	langs := []string{"python", "go", "rust", "r", "verilog", "html", "make"}
	f.Fuzz(func(t *testing.T, kind uint8, src string) {
		for _, lang := range langs {
			got := signatureOf(lang, Kind(kind%uint8(KindTarget+1)), "", []byte(src))
			if n := utf8.RuneCountInString(got); n > sigMax+1 {
				t.Fatalf("%s: %d runes", lang, n)
			}
			if !utf8.ValidString(got) {
				t.Fatalf("%s: invalid UTF-8 %q", lang, got)
			}
		}
	})
}

// TestShorten: a map line's signature is cut to its bound in the middle
// of the parameter list, keeping the name and the result; a short one is
// left alone.
func TestShorten(t *testing.T) {
	long := "func (c *Cache[K, V]) GetOrLoad(ctx context.Context, key K, loader func(context.Context, K) (V, error), opts ...Option) (V, error)"
	tests := []struct {
		sig  string
		max  int
		want string
	}{
		{"func F() int", 120, "func F() int"},
		{long, 100, "func (c *Cache[K, V]) GetOrLoad(ctx context.Context, key K, …, opts ...Option) (V, error)"},
		// Too long even with its list elided: a callable keeps head and end.
		{"def f(a, z) -> int" + strings.Repeat("x", 30), 20, "def f(a, z) -…xxxxxx"},
	}
	for _, tc := range tests {
		got := Shorten("go", KindMethod, tc.sig, tc.max)
		if got != tc.want {
			t.Errorf("Shorten(%q, %d) = %q, want %q", tc.sig, tc.max, got, tc.want)
		}
		if n := utf8.RuneCountInString(got); n > tc.max {
			t.Errorf("Shorten(%q, %d): %d runes", tc.sig, tc.max, n)
		}
	}
}
