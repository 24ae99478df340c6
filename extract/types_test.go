package extract

import (
	"context"
	"testing"
	"time"
)

func TestDeclaredType(t *testing.T) {
	for _, tc := range []struct {
		lang            string
		kind            Kind
		name, sig, want string
	}{
		{"go", KindFunction, "NewManager", "func NewManager(o *Options, logger *slog.Logger) (*Manager, error)", "Manager"},
		{"go", KindMethod, "Get", "func (c *Cache) Get(k string) *pkg.Entry", "pkg.Entry"},
		{"go", KindField, "items", "items []*Item", "[]Item"},
		{"go", KindField, "byName", "byName map[string]Circle", "[]Circle"},
		{"go", KindField, "fn", "fn func() error", ""},
		{"go", KindVariable, "DefaultConfig", "DefaultConfig = Config{", "Config"},
		{"go", KindVariable, "reg", "reg = prometheus.NewRegistry()", "=prometheus.NewRegistry"},
		{"go", KindVariable, "n", "n int = 3", "int"},
		{"python", KindMethod, "get", "def get(self, key: str) -> Optional[Entry]", "Entry"},
		{"python", KindFunction, "load", "def load(path) -> \"Config\"", "Config"},
		{"python", KindFunction, "pair", "def pair() -> tuple[int, int]", "tuple"},
		{"python", KindField, "store", "store: Store | None = None", "Store"},
		{"python", KindField, "cache", "self.cache = LRU(10)", "=LRU"},
		// Wrappers through a module, quotes inside, unions with None.
		{"python", KindField, "ctx", `ctx: t.Optional["Context"] = None`, "Context"},
		{"python", KindFunction, "f", `def f() -> "t.Optional[m.Request]"`, "m.Request"},
		{"python", KindField, "x", `x: typing.Union[None, "Headers"]`, "Headers"},
		{"python", KindField, "k", `k: t.ClassVar[t.Type["Formatter"]]`, "Formatter"},
		{"python", KindField, "a", `a: Annotated[Store, "meta"]`, "Store"},
		{"python", KindField, "u", `u: t.Union[Store, str]`, ""},
		{"python", KindField, "v", `v: Store | Cache | None`, ""},
		// A collection keeps its element; a mapping does not.
		{"python", KindField, "xs", `xs: t.List["Token"]`, "[]Token"},
		{"python", KindMethod, "it", `def it(self) -> Iterator[m.Node]`, "[]m.Node"},
		{"python", KindField, "d", `d: Dict[str, Token]`, "Dict"},
		{"typescript", KindMethod, "get", "get(key: string): Entry | undefined", "Entry"},
		{"typescript", KindFunction, "make", "function make<T>(a: T): Box<T>", "Box"},
		{"typescript", KindField, "items", "items: Item[]", ""},
		{"typescript", KindVariable, "store", "const store = new Store()", "=Store"},
		{"java", KindMethod, "find", "public static Optional<User> find(String id)", "Optional"},
		{"java", KindField, "repo", "private final UserRepository repo", "UserRepository"},
		{"java", KindField, "names", "private String[] names", ""},
		{"rust", KindFunction, "new", "pub fn new(cap: usize) -> Self", ""},
		{"rust", KindFunction, "open", "pub fn open(p: &Path) -> io::Result<File>", "io.Result"},
		{"rust", KindField, "inner", "inner: &'static Inner", "Inner"},
		{"kotlin", KindFunction, "load", "fun load(path: String): Config?", "Config"},
		{"c", KindFunction, "map_get", "struct entry *map_get(struct map *m, const char *k)", "entry"},
	} {
		if got := DeclaredType(tc.lang, tc.kind, tc.name, tc.sig); got != tc.want {
			t.Errorf("%s %s %q: got %q, want %q", tc.lang, tc.kind, tc.sig, got, tc.want)
		}
	}
}

// TestFieldTypeFromLocal: self.env = env takes the parameter's annotated
// type; a field assigned an untyped parameter stays untyped.
func TestFieldTypeFromLocal(t *testing.T) {
	src := "class Parser:\n" +
		"    def __init__(self, environment: \"Environment\", stream) -> None:\n" +
		"        self.environment = environment\n" +
		"        self.stream = stream\n"
	ts := newTreeSitter(t)
	f, err := ts.Extract(context.Background(), "python", "p.py", []byte(src), time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"environment": "Environment", "stream": ""}
	for _, s := range f.Symbols {
		if w, ok := want[s.Name]; ok && s.Kind == KindField {
			if s.Type != w {
				t.Errorf("%s: type %q, want %q", s.Name, s.Type, w)
			}
			delete(want, s.Name)
		}
	}
	if len(want) > 0 {
		t.Errorf("fields not found: %v", want)
	}
}
