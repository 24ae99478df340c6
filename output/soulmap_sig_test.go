package output

import (
	"context"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/langs"
)

// TestMapLineElision: a signature too long for a map line keeps its
// name, its first parameter (the first after self) and its result, loses
// private parameters and long defaults first, and carries no comment, on
// real sources through the extractor and the selection.
func TestMapLineElision(t *testing.T) {
	reg := langs.MustNew()
	qs, err := extract.CompileQueries(reg)
	if err != nil {
		t.Fatal(err)
	}
	rt := extract.NewRouter(qs, extract.NewRegex())
	defer func() { rt.Close(); qs.Close() }()
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
		f, err := rt.Extract(context.Background(), tc.lang, tc.path, []byte(tc.src), time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		for i := range f.Symbols {
			f.Symbols[i].Visibility = extract.VisibilityPublic
		}
		sel := selectDefinitions(&indexer.Result{Files: []*extract.File{f}}, nil, nil, &focusPlan{}, nil, 100, tc.max, nil)
		var got []string
		for _, p := range sel.picks {
			if strings.Contains(p.sym.Signature, "(") {
				got = append(got, p.sym.Signature)
			}
			if n := utf8.RuneCountInString(p.sym.Signature); n > tc.max {
				t.Errorf("%s: %q is %d runes, over %d", tc.path, p.sym.Signature, n, tc.max)
			}
		}
		if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
			t.Errorf("%s: lines\n got %q\nwant %q", tc.path, got, tc.want)
		}
	}
}
