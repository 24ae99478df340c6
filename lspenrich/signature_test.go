package lspenrich

import (
	"testing"

	"github.com/soulindex/soulindex/lsp"
)

// TestChooseSignature: what the outputs show for real hover answers (the
// servers' exact text on testdata/lspenrich/hoverproj, versions pinned by
// scripts/install-tools.sh) next to the outline's signature of the same
// definition. want "" keeps the outline's.
func TestChooseSignature(t *testing.T) {
	tests := []struct {
		server, kind, outline, hover, want string
	}{
		// gopls v0.23.0
		{"gopls", "module", "package golib", "package golib", ""},
		{"gopls", "variable", "var ErrNotFound", "var ErrNotFound error", "var ErrNotFound error"},
		{"gopls", "constant", "const Limit", "const Limit untyped int = 64", ""},
		{"gopls", "constant", "const Ratio float64", "const Ratio float64 = 1.5", ""},
		{"gopls", "variable", "var Default", "var Default Item", "var Default Item"},
		{"gopls", "variable", "var Count int", "var Count int", ""},
		{"gopls", "struct", "type Item struct", "type Item struct { // size=48 (0x30)\n\tName  string\n\tPrice int\n\ttags  []string\n}", ""},
		{"gopls", "field", "Name string", "field Name string // size=16 (0x10), offset=0", ""},
		{"gopls", "field", "Price int", "field Price int // size=8, offset=16 (0x10)", ""},
		{"gopls", "interface", "type Finder interface", "type Finder interface { // size=16 (0x10)\n\tFind(name string) (Item, error)\n}", ""},
		{"gopls", "method", "Find(name string) (Item, error)", "func (Finder) Find(name string) (Item, error)", ""},
		{"gopls", "type_alias", "type Cents int64", "type Cents int64 // size=8", ""},
		{"gopls", "struct", "type Pair[K comparable, V any] struct", "type Pair[K comparable, V any] struct {\n\tKey K\n\tVal V\n}", ""},
		{"gopls", "field", "Key K", "field Key K", ""},
		{"gopls", "field", "Val V", "field Val V", ""},
		{"gopls", "struct", "type Store struct", "type Store struct { // size=8\n\titems map[string]Item\n}", ""},
		{"gopls", "function", "func NewItem(name string, price int) Item", "func NewItem(name string, price int) Item", ""},
		{"gopls", "method", "func (s *Store) Find(name string) (Item, error)", "func (s *Store) Find(name string) (Item, error)", ""},
		{"gopls", "function", "func Map[T, U any](xs []T, f func(T) U) []U", "func Map[T, U any](xs []T, f func(T) U) []U", ""},
		{"gopls", "variable", "var Handler", "var Handler func(name string) error", "var Handler func(name string) error"},
		// gopls on github.com/go-chi/chi v5.0.10
		{"gopls", "method", "func (mx *Mux) Match(rctx *Context, method, path string) bool", "func (mx *Mux) Match(rctx *Context, method string, path string) bool", ""},
		{"gopls", "function", "func WithValue(key, val interface{}) func(next http.Handler) http.Handler", "func WithValue(key interface{}, val interface{}) func(next http.Handler) http.Handler", ""},
		{"gopls", "field", "*data.Article", "field Article *data.Article", ""},
		{"gopls", "variable", "var RouteCtxKey", "var RouteCtxKey *contextKey", "var RouteCtxKey *contextKey"},
		// pyright 1.1.414
		{"pyright-langserver", "constant", "MAX_ITEMS", "(constant) MAX_ITEMS: Literal[100]", "MAX_ITEMS: int"},
		{"pyright-langserver", "constant", "DEFAULT_NAME: str", "(constant) DEFAULT_NAME: Literal['shelf']", ""},
		{"pyright-langserver", "class", "class TypeConversionDict(dict)", "class TypeConversionDict(): ...\n\nclass TypeConversionDict(**kwargs: Unknown): ...\n\nclass TypeConversionDict(\n    map: SupportsKeysAndGetItem[Unknown, Unknown],\n    /\n): ...\n\nclass TypeConversionDict(\n    map: SupportsKeysAndGetItem[str, Unknown],\n    /,\n    **kwargs: Unknown\n): ...\n\nclass TypeConversionDict(\n    iterable: Iterable[tuple[Unknown, Unknown]],\n    /\n): ...\n\nclass TypeConversionDict(\n    iterable: Iterable[tuple[str, Unknown]],\n    /,\n    **kwargs: Unknown\n): ...\n\nclass TypeConversionDict(\n    iterable: Iterable[list[str]],\n    /\n): ...\n\nclass TypeConversionDict(\n    iterable: Iterable[list[bytes]],\n    /\n): ...", ""},
		{"pyright-langserver", "method", "def get(self, key, default=None, type=None)", "(method) def get(\n    self: Self@TypeConversionDict,\n    key: Unknown,\n    default: Unknown | None = None,\n    type: Unknown | None = None\n) -> (Unknown | None)", ""},
		{"pyright-langserver", "class", "class MultiDict(TypeConversionDict)", "class MultiDict(mapping: Unknown | None = None)", ""},
		{"pyright-langserver", "constructor", "def __init__(self, mapping=None)", "(method) def __init__(\n    self: Self@MultiDict,\n    mapping: Unknown | None = None\n) -> None", ""},
		{"pyright-langserver", "field", "self.mapping", "(variable) mapping: Unknown | None", ""},
		{"pyright-langserver", "field", "count: int", "(variable) count: Literal[0]", ""},
		{"pyright-langserver", "method", "def getlist(self, key)", "(method) def getlist(\n    self: Self@MultiDict,\n    key: Unknown\n) -> list[Unknown]", "def getlist(self, key) -> list"},
		{"pyright-langserver", "method", "def copy(self) -> Self", "(method) def copy(self: Self@MultiDict) -> Self@MultiDict", ""},
		{"pyright-langserver", "class", "class Request", "class Request(\n    path: str,\n    method: str = \"GET\"\n)", ""},
		{"pyright-langserver", "constructor", "def __init__(self, path: str, method: str = \"GET\") -> None", "(method) def __init__(\n    self: Self@Request,\n    path: str,\n    method: str = \"GET\"\n) -> None", ""},
		{"pyright-langserver", "field", "path: str", "(variable) path: str", ""},
		{"pyright-langserver", "field", "method: str", "(variable) method: str", ""},
		{"pyright-langserver", "method", "def clone(self)", "(method) def clone(self: Self@Request) -> Self@Request", "def clone(self) -> Self"},
		{"pyright-langserver", "method", "def with_path(self, path: str) -> Self", "(method) def with_path(\n    self: Self@Request,\n    path: str\n) -> Self@Request", ""},
		{"pyright-langserver", "method", "def url(self)", "(property) url: (self: Self@Request) -> str", "def url(self) -> str"},
		{"pyright-langserver", "method", "async def read(self, size=-1)", "(method) async def read(\n    self: Self@Request,\n    size: int = -1\n) -> Literal[b\"\"]", "async def read(self, size: int = -1) -> bytes"},
		{"pyright-langserver", "function", "def total(items, start=0)", "(function) def total(\n    items: Unknown,\n    start: int = 0\n) -> int", "def total(items, start: int = 0) -> int"},
		{"pyright-langserver", "function", "def parse(text: str) -> list[str]", "(function) def parse(text: str) -> list[str]", ""},
		{"pyright-langserver", "class", "class Headers(MultiDict)", "class Headers(mapping: Unknown | None = None)", ""},
		{"pyright-langserver", "method", "def from_pairs(cls, pairs)", "(method) def from_pairs(\n    cls: type[Self@Headers],\n    pairs: Unknown\n) -> Self@Headers", "def from_pairs(cls, pairs) -> Self"},
		{"pyright-langserver", "method", "def normalize(name)", "(method) def normalize(name: Unknown) -> Unknown", ""},
		{"pyright-langserver", "function", "def collect(*args, **kwargs)", "(function) def collect(...) -> list[Unknown]", ""},
		// pyright on werkzeug 3 (site-packages)
		{"pyright-langserver", "method", "def copy(self) -> MultiDict[K, V]", "(method) def copy(self: Self[K@CombinedMultiDict, V@CombinedMultiDict]) -> MultiDict[K@CombinedMultiDict, V@CombinedMultiDict]", ""},
		{"pyright-langserver", "method", "def __delitem__(self, key: str | int | slice) -> None", "(method) def __delitem__(self: Self@Headers, key: str | int | slice[Any, Any, Any]) -> None", ""},
		{"pyright-langserver", "field", "code", "(variable) code: int", "code: int"},
		// typescript-language-server 5.3.0 (tsserver 5.9.3), TypeScript and JavaScript
		{"typescript-language-server", "function", "function area(w, h)", "function area(w: any, h: any): number", "function area(w, h): number"},
		{"typescript-language-server", "class", "class Box", "class Box", ""},
		{"typescript-language-server", "constructor", "constructor(w)", "constructor Box(w: any): Box", ""},
		{"typescript-language-server", "method", "grow(by)", "(method) Box.grow(by: any): Box", "grow(by): Box"},
		{"typescript-language-server", "interface", "interface Shape", "interface Shape", ""},
		{"typescript-language-server", "method", "area(): number", "(method) Shape.area(): number", ""},
		{"typescript-language-server", "interface", "interface Named extends Shape", "interface Named", ""},
		{"typescript-language-server", "field", "name: string", "(property) Named.name: string", ""},
		{"typescript-language-server", "class", "abstract class Base", "class Base", ""},
		{"typescript-language-server", "method", "abstract area(): number", "(method) Base.area(): number", ""},
		{"typescript-language-server", "class", "class Circle extends Base implements Shape", "class Circle", ""},
		{"typescript-language-server", "constructor", "constructor(public r: number)", "constructor Circle(r: number): Circle", ""},
		{"typescript-language-server", "method", "area(): number", "(method) Circle.area(): number", ""},
		{"typescript-language-server", "method", "scale(k)", "(method) Circle.scale(k: any): Circle", "scale(k): Circle"},
		{"typescript-language-server", "class", "class Registry<T extends Shape> extends Map<string, T>", "class Registry<T extends Shape>", ""},
		{"typescript-language-server", "function", "function make(r = 1)", "function make(r?: number): Circle", ""},
		{"typescript-language-server", "constant", "const PI", "const PI: 3.14", "const PI: number"},
		{"typescript-language-server", "variable", "const unit", "const unit: Circle", "const unit: Circle"},
		{"typescript-language-server", "type_alias", "type Point", "type Point = {\n    x: number;\n    y: number;\n}", ""},
		{"typescript-language-server", "field", "x: number", "(property) x: number", ""},
		{"typescript-language-server", "field", "y: number", "(property) y: number", ""},
		{"typescript-language-server", "enum", "enum Color", "enum Color", ""},
		{"typescript-language-server", "enum_member", "Red", "(enum member) Color.Red = 0", ""},
		{"typescript-language-server", "enum_member", "Green", "(enum member) Color.Green = 1", ""},
		{"typescript-language-server", "function", "const add = (a: number, b: number) =>", "const add: (a: number, b: number) => number", "const add: (a: number, b: number) => number"},
		{"typescript-language-server", "function", "function pick(x: string): string", "function pick(x: string): string (+1 overload)", ""},
		{"typescript-language-server", "function", "function pick(x: number): number", "function pick(x: number): number (+1 overload)", ""},
		{"typescript-language-server", "function", "function pick(x: any)", "function pick(x: string): string (+1 overload)", ""},
		{"typescript-language-server", "function", "function first<T>(xs: T[])", "function first<T>(xs: T[]): T", "function first<T>(xs: T[]): T"},
		// typescript-language-server on zod 4 (src/v3)
		{"typescript-language-server", "method", "safeParse(data: unknown, params?: util.InexactPartial<ParseParams>): SafeParseReturnType<Input, Output>", "(method) ZodType<Output = any, Def extends ZodTypeDef = ZodTypeDef, Input = Output>.safeParse(data: unknown, params?: util.InexactPartial<ParseParams>): SafeParseReturnType<Input, Output>", ""},
		{"typescript-language-server", "field", "type: T", "(property) ZodArrayDef<T extends ZodTypeAny = ZodTypeAny>.type: T extends ZodTypeAny", ""},
		{"typescript-language-server", "type_alias", "type Exactly<T, X> = T & Record<Exclude<keyof X, keyof T>, never>", "type util.Exactly<T, X> = T & Record<Exclude<keyof X, keyof T>, never>", ""},
		{"typescript-language-server", "field", "exact?: boolean", "(property) exact?: boolean | undefined", ""},
		{"typescript-language-server", "field", "returnTypeError: ZodError", "(property) ZodError<T = any>.returnTypeError: ZodError<any>", ""},
		{"typescript-language-server", "method", "trim()", "(method) ZodString.trim(): ZodString", "trim(): ZodString"},
		// clangd 14, C and C++
		{"clangd", "macro", "#define SHAPES_H", "#define SHAPES_H", ""},
		{"clangd", "macro", "#define MAX_SHAPES 16", "#define MAX_SHAPES 16", ""},
		{"clangd", "struct", "struct rect", "struct rect {}", ""},
		{"clangd", "field", "int w", "// In struct rect\npublic: int w", ""},
		{"clangd", "field", "int h", "// In struct rect\npublic: int h", ""},
		{"clangd", "type_alias", "typedef struct rect rect_t", "typedef struct rect rect_t", ""},
		{"clangd", "function", "int rect_area(const struct rect *r)", "int rect_area(const struct rect *r)", ""},
		{"clangd", "variable", "extern int shape_count", "extern int shape_count", ""},
		{"clangd", "module", "namespace geo", "namespace geo {}", ""},
		{"clangd", "class", "class Shape", "// In namespace geo\nclass Shape {}", ""},
		{"clangd", "method", "virtual ~Shape() = default", "// In Shape\npublic: virtual ~Shape() noexcept = default", "virtual ~Shape() noexcept = default"},
		{"clangd", "method", "virtual double area() const = 0", "// In Shape\npublic: virtual double area() const = 0", ""},
		{"clangd", "class", "class Circle : public Shape", "// In namespace geo\nclass Circle : public geo::Shape {}", "class Circle : public geo::Shape"},
		{"clangd", "constructor", "explicit Circle(double r)", "// In Circle\npublic: explicit Circle(double r)", ""},
		{"clangd", "method", "double area() const override", "// In Circle\npublic: double area() const", ""},
		{"clangd", "field", "double radius", "// In Circle\npublic: double radius", ""},
		{"clangd", "class", "template <typename T> class Box", "// In namespace geo\ntemplate <typename T> class Box {}", ""},
		{"clangd", "field", "T value", "// In Box<T>\npublic: T value", ""},
		{"clangd", "function", "template <typename T> T largest(const Box<T> &a, const Box<T> &b)", "// In namespace geo\ntemplate <typename T> T largest(const Box<T> &a, const Box<T> &b)", ""},
	}
	for _, tc := range tests {
		got := ChooseSignature(tc.outline, lsp.CleanSignature(tc.server, tc.hover))
		if got != tc.want {
			t.Errorf("%s %s %q, hover %q:\ngot  %q\nwant %q", tc.server, tc.kind, tc.outline, tc.hover, got, tc.want)
		}
	}
}

// TestChooseSignatureRule: the decision itself, on cleaned hovers.
func TestChooseSignatureRule(t *testing.T) {
	tests := []struct {
		name, outline, hover, want string
	}{
		{"no hover", "def f(x)", "", ""},
		{"no outline signature", "", "var X int", "var X int"},
		{"identical", "func F()", "func F()", ""},
		{"adds a type", "var ErrNotFound", "var ErrNotFound error", "var ErrNotFound error"},
		{"drops a base", "class MultiDict(TypeConversionDict)", "class MultiDict", ""},
		{"drops an extends clause", "interface Named extends Shape", "interface Named", ""},
		{"drops a receiver", "func (s *Store) Len() int", "func Len() int", ""},
		{"drops a default", "function make(r = 1)", "function make(r?: number): Circle", ""},
		{"reorders", "def f(a, b)", "def f(b, a) -> int", ""},
		{"several lines", "type T struct", "type T struct {\n\tX int\n}", ""},
		{"the outline's modifiers kept", "export async function f(x)", "function f(x: number): Promise<void>", "export async function f(x: number): Promise<void>"},
		{"a value the outline leaves out", "const Limit", "const Limit untyped int = 64", "const Limit untyped int"},
		{"a value the outline has", "virtual ~Shape() = default", "virtual ~Shape() noexcept = default", "virtual ~Shape() noexcept = default"},
		{"an arrow's => is no assignment", "const add = (a: number) =>", "const add: (a: number) => number", "const add: (a: number) => number"},
		{"a quoted literal is one word", `def f(m="a b")`, `def f(m: str = "a b") -> None`, `def f(m: str = "a b") -> None`},
		{"a changed literal", `def f(m="GET")`, `def f(m: str = "POST")`, ""},
	}
	for _, tc := range tests {
		if got := ChooseSignature(tc.outline, tc.hover); got != tc.want {
			t.Errorf("%s: ChooseSignature(%q, %q) = %q, want %q", tc.name, tc.outline, tc.hover, got, tc.want)
		}
	}
}
