package extract

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestShortenKeepsWhatMatters: a signature too long for its line loses
// the middle of its parameter list, at parameter boundaries, never its
// first parameter (nor the first after self), its name or its result;
// private parameters, long default values and optional parameters go
// before required ones.
func TestShortenKeepsWhatMatters(t *testing.T) {
	tests := []struct {
		name, lang string
		kind       Kind
		sig        string
		max        int
		want       string
	}{
		{"python first ones and the last", "python", KindFunction,
			"def f(alpha, beta, gamma, delta, epsilon, zeta, eta, theta, iota, kappa) -> Result", 50,
			"def f(alpha, beta, gamma, …, kappa) -> Result"},
		// A private last parameter goes first; the first ones stay.
		{"python private last", "python", KindFunction,
			"def parse(self, source: str, encoding: str = \"utf-8\", _private_last: dict[str, int] | None = None) -> Node", 80,
			`def parse(self, source: str, encoding: str = "utf-8", …) -> Node`},
		// Long defaults go before parameters.
		{"python long defaults", "python", KindMethod,
			"def request(self, method: str, url: str, timeout: float = DEFAULT_TIMEOUT_SECONDS, retries: Retry = DEFAULT_RETRY_POLICY) -> Response", 100,
			"def request(self, method: str, url: str, timeout: float = …, retries: Retry = …) -> Response"},
		// Optional parameters go before required ones.
		{"python optional before required", "python", KindFunction,
			"def run(app: WSGIApplication, environ: WSGIEnvironment, buffered: bool = False, strict: bool = True, start: StartResponse) -> Iterable", 92,
			"def run(app: WSGIApplication, environ: WSGIEnvironment, …, start: StartResponse) -> Iterable"},
		{"go method", "go", KindMethod,
			"func (c *Client) Do(ctx context.Context, req *Request, opts ...RequestOption, hooks ...Hook) (*Response, error)", 76,
			"func (c *Client) Do(ctx context.Context, req *Request, …) (*Response, error)"},
		{"ts optional callbacks", "typescript", KindMethod,
			"subscribe(observerOrNext?: Partial<Observer<T>> | ((value: T) => void) | null, error?: ((error: any) => void) | null, complete?: (() => void) | null): Subscription", 130,
			"subscribe(observerOrNext?: Partial<Observer<T>> | ((value: T) => void) | null, …, complete?: (() => void) | null): Subscription"},
		{"ts foo", "typescript", KindFunction,
			"function foo(a: Alpha, b: Beta, c: Gamma, d: Delta, e: Epsilon): Promise<Beta>", 50,
			"function foo(a: Alpha, b: Beta, …): Promise<Beta>"},
		// One parameter too long: its name stays, its type goes.
		{"ts one long parameter", "typescript", KindFunction,
			"function operate<T, R>(init: (liftedSource: Observable<T>, subscriber: Subscriber<R>) => (() => void) | void): OperatorFunction<T, R>", 80,
			"function operate<T, R>(init: …): OperatorFunction<T, R>"},
		// A first parameter too long beside the last: the first stays, cut.
		{"ts first stays", "typescript", KindFunction,
			"function switchMap<T, O>(project: (value: T, index: number) => O, resultSelector: (outerValue: T, innerValue: ObservedValueOf<O>) => R): OperatorFunction<T, R>", 100,
			"function switchMap<T, O>(project: (value: T, index: number) => O, …): OperatorFunction<T, R>"},
		// A list cut already (a stored signature) is cut again without
		// doubling its "…".
		{"cut again", "typescript", KindFunction,
			"function switchMap<T, O>(project: (value: T, index: number) => O, …, resultSelector: (outerValue: T, innerValue: ObservedValueOf<O>) => R): OperatorFunction<T, R>", 100,
			"function switchMap<T, O>(project: (value: T, index: number) => O, …): OperatorFunction<T, R>"},
		// Brackets and strings inside a parameter are not boundaries.
		{"nested brackets", "python", KindFunction,
			`def f(a: dict[str, tuple[int, int]], sep: str = ", ", b: Callable[[int, str], None] = print, c: int = 0) -> None`, 76,
			`def f(a: dict[str, tuple[int, int]], sep: str = ", ", …, c: int = 0) -> None`},
		{"nested brackets, the last", "python", KindFunction,
			`def f(a: dict[str, tuple[int, int]], sep: str = ", ", b: Callable[[int, str], None] = print, c: int = 0) -> None`, 60,
			`def f(a: dict[str, tuple[int, int]], …, c: int = 0) -> None`},
		{"rust receiver then the first", "rust", KindMethod,
			"pub fn render<'a>(&mut self, frame: &'a mut Frame, area: Rect, state: &mut ListState, style: Style) -> Result<()>", 81,
			"pub fn render<'a>(&mut self, frame: &'a mut Frame, …, style: Style) -> Result<()>"},
		// Python's * stays with the keyword-only parameters it marks.
		{"python keyword-only", "python", KindFunction,
			"def _expand_args(args: cabc.Iterable[str], *, user: bool = True, env: bool = True, glob_recursive: bool = True) -> list[str]", 110,
			"def _expand_args(args: cabc.Iterable[str], *, user: bool = True, …, glob_recursive: bool = True) -> list[str]"},
		// Alone between two runs left out, * goes too.
		{"python lone *", "python", KindMethod,
			"def request(self, method: str, url: str, body: _TYPE_BODY | None = None, headers: typing.Mapping[str, str] | None = None, *, chunked: bool = False, preload_content: bool = True, enforce_content_length: bool = True) -> None", 120,
			"def request(self, method: str, url: str, body: _TYPE_BODY | None = None, …, enforce_content_length: bool = True) -> None"},
		{"java", "java", KindMethod,
			"public static Response execute(final HttpClient client, final Request request, final Map<String, List<String>> headers, int timeout)", 80,
			"public static Response execute(final HttpClient client, …, int timeout)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := Shorten(tc.lang, tc.kind, tc.sig, tc.max)
			if got != tc.want {
				t.Errorf("Shorten(%d)\n got %q\nwant %q", tc.max, got, tc.want)
			}
			if n := utf8.RuneCountInString(got); n > tc.max {
				t.Errorf("%d runes, over %d", n, tc.max)
			}
			if strings.Contains(got, "…, …") {
				t.Errorf("doubled elision: %q", got)
			}
		})
	}
}

func TestParamParts(t *testing.T) {
	tests := []struct {
		lang, p, name string
		optional      bool
		head          string
	}{
		{"python", "self", "self", false, "self"},
		{"python", "*args: Any", "args", false, "*args: …"},
		{"python", "_cache: dict[str, int] | None = None", "_cache", true, "_cache: …"},
		{"python", "key=lambda x: x", "key", true, "key=…"},
		{"typescript", "private readonly x?: Map<string, T>", "x", true, "private readonly x?: …"},
		{"typescript", "...rest: Array<(a: A) => B>", "rest", false, "...rest: …"},
		{"typescript", "cb: (a: A) => B = noop", "cb", true, "cb: …"},
		{"go", "ctx context.Context", "ctx", false, "ctx …"},
		{"go", "opts ...Option", "opts", false, "opts …"},
		{"java", "final Map<String, List<String>> headers", "headers", false, "… headers"},
		{"rust", "frame: &'a mut Frame", "frame", false, "frame: …"},
		{"cpp", "std::vector<int> const& v", "v", false, "… v"},
		// An expression (a base class made by a call) has no name.
		{"python", `typing.NamedTuple("Url", [("scheme", typing.Optional[str]), ("auth", typing.Optional[str])])`, `typing.NamedTuple("Url", [("scheme", typing.Optional[str]), ("auth", typing.Optional[str])])`, false,
			`typing.NamedTuple("Url", [("scheme", typing.Optional[str]), ("auth", typing.Optional[str])])`},
	}
	for _, tc := range tests {
		if got := paramName(tc.lang, tc.p); got != tc.name {
			t.Errorf("paramName(%q) = %q, want %q", tc.p, got, tc.name)
		}
		if got := isOptionalParam(tc.p); got != tc.optional {
			t.Errorf("isOptionalParam(%q) = %v, want %v", tc.p, got, tc.optional)
		}
		if got, _ := paramHead(tc.lang, tc.p); got != tc.head {
			t.Errorf("paramHead(%q) = %q, want %q", tc.p, got, tc.head)
		}
	}
}
