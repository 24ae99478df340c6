package output

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestMapLineElision: a signature too long for a map line keeps its
// name, its first parameter (the first after self) and its result, loses
// private parameters and long defaults first, and carries no comment, on
// real sources through the extractor and the selection.
func TestMapLineElision(t *testing.T) {
	pick := outlinePicker(t)
	cases := []struct {
		lang, path, src string
		max             int
		want            []string
	}{
		{"python", "a.py", `def parse(source: str, encoding: str = "utf-8", strict: bool = False,
          _cache: dict[str, int] | None = None) -> Node:
    pass

class Client:
    def request(  # type: ignore[override]
        self,
        method: str,  # the verb
        url: str,
        timeout: float = DEFAULT_TIMEOUT_SECONDS,
        retries: Retry = DEFAULT_RETRY_POLICY,
    ) -> Response:
        pass
`, 80, []string{
			`def parse(source: str, encoding: str = "utf-8", strict: bool = False, …) -> Node`,
			"def request(self, method: str, url: str, …, retries: Retry = …) -> Response",
		}},
		{"go", "a.go", `package a

func (c *Client) Do(ctx context.Context, req *Request, opts ...RequestOption) (*Response, error) {
	return nil, nil
}
`, 80, []string{
			"func (c *Client) Do(ctx context.Context, req *Request, …) (*Response, error)",
		}},
		{"typescript", "a.ts", `export function operate<T, R>(
  init: (liftedSource: Observable<T>, subscriber: Subscriber<R>) => (() => void) | void
): OperatorFunction<T, R> {
  return null!;
}

export function foo(a: Alpha, /** @deprecated */ b: Beta, // why
  c: Gamma, d: Delta, e: Epsilon): Promise<Beta> {
  return null!;
}
`, 80, []string{
			"function operate<T, R>(init: …): OperatorFunction<T, R>",
			"function foo(a: Alpha, b: Beta, c: Gamma, d: Delta, e: Epsilon): Promise<Beta>",
		}},
		{"typescript", "b.ts", `export function foo(a: Alpha, b: Beta, c: Gamma, d: Delta, e: Epsilon): Promise<Beta> {
  return null!;
}
`, 50, []string{
			"function foo(a: Alpha, b: Beta, …): Promise<Beta>",
		}},
	}
	for _, tc := range cases {
		var got []string
		for _, ms := range pick(tc.lang, tc.path, tc.src, tc.max) {
			if strings.Contains(ms.Signature, "(") {
				got = append(got, ms.Signature)
			}
			if n := utf8.RuneCountInString(ms.Signature); n > tc.max {
				t.Errorf("%s: %q is %d runes, over %d", tc.path, ms.Signature, n, tc.max)
			}
		}
		if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
			t.Errorf("%s: lines\n got %q\nwant %q", tc.path, got, tc.want)
		}
	}
}
