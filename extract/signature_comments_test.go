package extract

import (
	"context"
	"testing"
	"time"
)

// TestSignatureComments: comments and directives written between a
// definition's name and its body are no part of its signature, through
// the real parsers; text in strings that looks like one stays, as do
// annotations and attributes, which are code.
func TestSignatureComments(t *testing.T) {
	ts := newTreeSitter(t)
	rx := NewRegex()
	cases := []struct {
		lang, src, name, want string
	}{
		{"python", "class C:\n    def request(  # type: ignore[override]\n        self,\n        method: str,  # the verb\n        # TODO: more\n        body: bytes = b\"#x\",\n    ) -> None:\n        pass\n",
			"request", `def request(self, method: str, body: bytes = b"#x") -> None`},
		{"python", "class C(  # type: ignore[misc]\n    Base,\n):\n    pass\n", "C", "class C(Base)"},
		{"python", "def f(a=1 // 2, s='a # b'):  # noqa\n    pass\n", "f", "def f(a=1 // 2, s='a # b')"},
		{"typescript", "export class A {\n  constructor(/** @deprecated Internal */ private readonly x: number, // why\n    y?: string) {}\n}\n",
			"constructor", "constructor(private readonly x: number, y?: string)"},
		{"typescript", "export function f(a: string /* the a */, b = \"//x\"): void {}\n", "f", `function f(a: string, b = "//x"): void`},
		{"go", "package p\n\nfunc F(\n\tctx context.Context, // the context\n\t/* n */ n int,\n) error { return nil }\n", "F", "func F(ctx context.Context, n int) error"},
		{"java", "class A {\n  public void draw(int a, /* inline */ int b, // trailing\n      @Nullable String c) {}\n}\n", "draw", "public void draw(int a, int b, @Nullable String c)"},
		{"rust", "pub fn render(&self, a: u32, /* x */ b: u32, // y\n    #[allow(unused)] c: u32) {}\n", "render", "pub fn render(&self, a: u32, b: u32, #[allow(unused)] c: u32)"},
		{"ruby", "def run(a, # the a\n        b = \"#{a}\")\n  a\nend\n", "run", `def run(a, b = "#{a}")`},
		{"lua", "function M.f(a, --[[ inline ]] b, -- last\n  c)\n  return a\nend\n", "f", "function M.f(a, b, c)"},
	}
	for _, tc := range cases {
		t.Run(tc.lang+"/"+tc.name, func(t *testing.T) {
			f, err := ts.Extract(context.Background(), tc.lang, "x", []byte(tc.src), 5*time.Second)
			if err != nil {
				t.Fatal(err)
			}
			got, ok := "", false
			for _, s := range f.Symbols {
				if s.Name == tc.name {
					got, ok = s.Signature, true
					break
				}
			}
			if !ok {
				t.Fatalf("no %s in %+v", tc.name, f.Symbols)
			}
			if got != tc.want {
				t.Errorf("signature\n got %q\nwant %q", got, tc.want)
			}
		})
	}
	// The regex tier reads signatures the same way.
	f, err := rx.Extract(context.Background(), "python", "x", []byte(cases[0].src))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range f.Symbols {
		if s.Name == "request" && s.Signature != cases[0].want {
			t.Errorf("regex tier: %q, want %q", s.Signature, cases[0].want)
		}
	}
}
