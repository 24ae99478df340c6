package lsp

import "testing"

// hoverCases are real hover signatures (the servers' exact text on
// testdata/lspenrich/hoverproj, versions of servers.go) and what each
// server's rules make of them. Every rule of every table must change at
// least one of them (TestHoverRulesEachUsed).
var hoverCases = []struct{ server, hover, want string }{
	// gopls
	{"gopls", "type Item struct { // size=48 (0x30)\n\tName  string\n\tPrice int\n\ttags  []string\n}", "type Item struct"},
	{"gopls", "type Finder interface { // size=16 (0x10)\n\tFind(name string) (Item, error)\n}", "type Finder interface"},
	{"gopls", "type Pair[K comparable, V any] struct {\n\tKey K\n\tVal V\n}", "type Pair[K comparable, V any] struct"},
	{"gopls", "type Cents int64 // size=8", "type Cents int64"},
	{"gopls", "type Cents int64 // size=8\n\nfunc (c Cents) String() string", "type Cents int64"},
	{"gopls", "field Price int // size=8, offset=16 (0x10)", "Price int"},
	{"gopls", "field Key K", "Key K"},
	{"gopls", "func (Finder) Find(name string) (Item, error)", "Find(name string) (Item, error)"},
	{"gopls", "func (s *Store) Find(name string) (Item, error)", "func (s *Store) Find(name string) (Item, error)"},
	{"gopls", "const Limit untyped int = 64", "const Limit = 64"},
	{"gopls", "const Ratio float64 = 1.5", "const Ratio float64 = 1.5"},
	{"gopls", "var ErrNotFound error", "var ErrNotFound error"},
	// gopls on github.com/go-chi/chi v5.0.10
	{"gopls", "func (mx *Mux) Match(rctx *Context, method string, path string) bool", "func (mx *Mux) Match(rctx *Context, method, path string) bool"},
	{"gopls", "func ThrottleBacklog(limit int, backlogLimit int, backlogTimeout time.Duration) func(http.Handler) http.Handler", "func ThrottleBacklog(limit, backlogLimit int, backlogTimeout time.Duration) func(http.Handler) http.Handler"},
	{"gopls", "func WithValue(key interface{}, val interface{}) func(next http.Handler) http.Handler", "func WithValue(key, val interface{}) func(next http.Handler) http.Handler"},
	{"gopls", "field Article *data.Article", "*data.Article"},
	{"gopls", "field allowedTypes map[string]struct{}", "allowedTypes map[string]struct{}"},
	// pyright
	{"pyright-langserver", "class TypeConversionDict(): ...\n\nclass TypeConversionDict(**kwargs: Unknown): ...", "class TypeConversionDict"},
	{"pyright-langserver", "class MultiDict(mapping: Unknown | None = None)", "class MultiDict"},
	{"basedpyright-langserver", "class Request(\n    path: str,\n    method: str = \"GET\"\n)", "class Request"},
	{"pyright-langserver", "(method) def get(\n    self: Self@TypeConversionDict,\n    key: Unknown,\n    default: Unknown | None = None,\n    type: Unknown | None = None\n) -> (Unknown | None)", "def get(self, key, default=None, type=None)"},
	{"pyright-langserver", "(method) def __init__(\n    self: Self@MultiDict,\n    mapping: Unknown | None = None\n) -> None", "def __init__(self, mapping=None)"},
	{"pyright-langserver", "(method) def clone(self: Self@Request) -> Self@Request", "def clone(self) -> Self"},
	{"pyright-langserver", "(method) def from_pairs(\n    cls: type[Self@Headers],\n    pairs: Unknown\n) -> Self@Headers", "def from_pairs(cls, pairs) -> Self"},
	{"pyright-langserver", "(property) url: (self: Self@Request) -> str", "def url(self) -> str"},
	{"pyright-langserver", "(method) async def read(\n    self: Self@Request,\n    size: int = -1\n) -> Literal[b\"\"]", "async def read(self, size: int = -1) -> bytes"},
	{"pyright-langserver", "(constant) MAX_ITEMS: Literal[100]", "MAX_ITEMS: int"},
	{"pyright-langserver", "(constant) DEFAULT_NAME: Literal['shelf']", "DEFAULT_NAME: str"},
	{"pyright-langserver", "(variable) mapping: Unknown | None", "mapping"},
	{"pyright-langserver", "(method) def getlist(\n    self: Self@MultiDict,\n    key: Unknown\n) -> list[Unknown]", "def getlist(self, key) -> list"},
	{"pyright-langserver", "(function) def total(\n    items: Unknown,\n    start: int = 0\n) -> int", "def total(items, start: int = 0) -> int"},
	// pyright on werkzeug 3 (site-packages)
	{"pyright-langserver", "(method) def copy(self: Self[K@CombinedMultiDict, V@CombinedMultiDict]) -> MultiDict[K@CombinedMultiDict, V@CombinedMultiDict]", "def copy(self) -> MultiDict[K, V]"},
	{"pyright-langserver", "(method) def get(self: Self[K@CombinedMultiDict, V@CombinedMultiDict], key: K@CombinedMultiDict) -> (V@CombinedMultiDict | None)", "def get(self, key: K) -> V | None"},
	{"pyright-langserver", "(method) def __delitem__(self: Self@Headers, key: str | int | slice[Any, Any, Any]) -> None", "def __delitem__(self, key: str | int | slice) -> None"},
	// typescript-language-server
	{"typescript-language-server", "(method) Circle.area(): number", "area(): number"},
	{"typescript-language-server", "(property) Named.name: string", "name: string"},
	{"typescript-language-server", "(enum member) Color.Red = 0", "Red = 0"},
	{"typescript-language-server", "(method) Circle.scale(k: any): Circle", "scale(k): Circle"},
	{"typescript-language-server", "function area(w: any, h: any): number", "function area(w, h): number"},
	{"typescript-language-server", "constructor Circle(r: number): Circle", "constructor(r: number)"},
	{"typescript-language-server", "const PI: 3.14", "const PI: number"},
	{"typescript-language-server", "function pick(x: string): string (+1 overload)", "function pick(x: string): string"},
	{"typescript-language-server", "type Point = {\n    x: number;\n    y: number;\n}", "type Point = { x: number; y: number; }"},
	{"typescript-language-server", "class Circle", "class Circle"},
	{"typescript-language-server", "const add: (a: number, b: number) => number", "const add: (a: number, b: number) => number"},
	// typescript-language-server on zod 4 (src/v3)
	{"typescript-language-server", "(method) ZodType<Output = any, Def extends ZodTypeDef = ZodTypeDef, Input = Output>.safeParse(data: unknown, params?: util.InexactPartial<ParseParams>): SafeParseReturnType<Input, Output>", "safeParse(data: unknown, params?: util.InexactPartial<ParseParams>): SafeParseReturnType<Input, Output>"},
	{"typescript-language-server", "(property) ZodArrayDef<T extends ZodTypeAny = ZodTypeAny>.type: T extends ZodTypeAny", "type: T"},
	{"typescript-language-server", "(property) static ZodSet<Value extends ZodTypeAny = ZodTypeAny>.create: <ValueSchema extends ZodTypeAny = ZodTypeAny>(valueType: ValueSchema, params?: RawCreateParams) => ZodSet<ValueSchema>", "static create: <ValueSchema extends ZodTypeAny = ZodTypeAny>(valueType: ValueSchema, params?: RawCreateParams) => ZodSet<ValueSchema>"},
	{"typescript-language-server", "type util.Exactly<T, X> = T & Record<Exclude<keyof X, keyof T>, never>", "type Exactly<T, X> = T & Record<Exclude<keyof X, keyof T>, never>"},
	{"typescript-language-server", "(property) exact?: boolean | undefined", "exact?: boolean"},
	{"typescript-language-server", "(property) ZodError<T = any>.returnTypeError: ZodError<any>", "returnTypeError: ZodError"},
	// A constraint holding a comma (issue 34: the qualifier's parameters
	// were split at it, and "data: TData;" became "data: TData, unknown>").
	{"typescript-language-server", "(property) Result<TData extends Record<string, unknown>, TError = unknown>.data: TData extends Record<string, unknown>", "data: TData"},
	{"typescript-language-server", "(property) Result<TData extends Record<string, unknown>, TError = unknown>.error: TError = unknown", "error: TError"},
	{"typescript-language-server", "(property) Box<Value extends Item>.value: Value extends Item", "value: Value"},
	// Hand-worked: a default holding a comma, and only a whole repeated
	// parameter replaced (not one ending a longer name), a member's own
	// type parameters kept.
	{"typescript-language-server", "(property) Result<TData extends Map<string, number> = Map<string, number>>.data: TData extends Map<string, number>", "data: TData"},
	{"typescript-language-server", "(property) Pair<K, V = Map<K, string>>.value: V = Map<K, string>", "value: V"},
	{"typescript-language-server", "(method) Box<Value extends Item>.map<UValue extends Item>(f: (v: Value extends Item) => UValue): Box<UValue>", "map<UValue extends Item>(f: (v: Value) => UValue): Box<UValue>"},
	{"typescript-language-server", "type ZodStringCheck = { kind: \"min\"; value: number; } | ... 16 more ... | { ...; }", ""},
	// clangd
	{"clangd", "// In struct rect\npublic: int w", "int w"},
	{"clangd", "struct rect {}", "struct rect"},
	{"clangd", "// In namespace geo\nclass Circle : public geo::Shape {}", "class Circle : public geo::Shape"},
	{"clangd", "// In Shape\npublic: virtual ~Shape() noexcept = default", "virtual ~Shape() noexcept = default"},
	{"clangd", "// In namespace geo\ntemplate <typename T> class Box {}", "template <typename T> class Box"},
	{"clangd", "// In Box<T>\npublic: T value", "T value"},
	// a server without a table of its own
	{"rust-analyzer", "pub fn parse(\n    text: &str,\n) -> Result<Ast, Error>", "pub fn parse(text: &str) -> Result<Ast, Error>"},
}

func TestCleanSignature(t *testing.T) {
	for _, tc := range hoverCases {
		if got := CleanSignature(tc.server, tc.hover); got != tc.want {
			t.Errorf("%s: CleanSignature(%q)\ngot  %q\nwant %q", tc.server, tc.hover, got, tc.want)
		}
	}
}

// TestHoverRulesEachUsed: no rule is dead weight; each changes a real
// answer of its server.
func TestHoverRulesEachUsed(t *testing.T) {
	for _, server := range []string{"gopls", "pyright-langserver", "typescript-language-server", "clangd", "rust-analyzer"} {
		used := map[string]bool{}
		for _, tc := range hoverCases {
			if hoverFamily(tc.server) != hoverFamily(server) {
				continue
			}
			sig := tc.hover
			for _, r := range HoverRules(server) {
				if next := r.Apply(sig); next != sig {
					used[r.Name] = true
					sig = next
				}
			}
		}
		for _, r := range HoverRules(server) {
			if !used[r.Name] {
				t.Errorf("%s: rule %q changes none of the cases", server, r.Name)
			}
		}
	}
}

// TestHoverFamilies: every server a language lists gets a table when one
// exists for it, under its executable's name and its Neovim client's.
func TestHoverFamilies(t *testing.T) {
	for name, want := range map[string]string{
		"gopls": hoverGopls, "pyright-langserver": hoverPyright, "basedpyright-langserver": hoverPyright,
		"pyright": hoverPyright, "basedpyright": hoverPyright, "typescript-language-server": hoverTS,
		"ts_ls": hoverTS, "vtsls": hoverTS, "clangd": hoverClangd, "pylsp": hoverDefault, "": hoverDefault,
	} {
		if got := hoverFamily(name); got != want {
			t.Errorf("hoverFamily(%q) = %q, want %q", name, got, want)
		}
	}
	// The Neovim bridge knows the language only: its server is the
	// language's first candidate.
	for lang, want := range map[string]string{"go": "gopls", "python": "pyright-langserver", "typescript": "typescript-language-server", "c": "clangd"} {
		if got := HoverServer(langOnly{lang: lang}); got != want {
			t.Errorf("HoverServer(%s requester) = %q, want %q", lang, got, want)
		}
	}
}

// langOnly is a requester that names its language and nothing else.
type langOnly struct {
	Requester // nil: any other call panics
	lang      string
}

func (l langOnly) Language() string { return l.lang }
