package extract

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"
)

func TestSeparateCallSignatures(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"after a type argument list",
			"interface P {\n  <A>(a: A): Out<A>\n  <A>(a: A, n: number): Out<A>\n}\n",
			"interface P {\n  <A>(a: A): Out<A>\n; <A>(a: A, n: number): Out<A>\n}\n"},
		{"after a JSDoc comment, the member before it counts",
			"const dual: {\n  (a: number): X\n  /**\n   * doc\n   */\n  <B>(b: B): B\n} = f\n",
			"const dual: {\n  (a: number): X\n  /**\n   * doc\n   */\n; <B>(b: B): B\n} = f\n"},
		{"the first member, after an opening brace", "interface P {\n  <A>(a: A): A\n}\n", ""},
		{"after a separator", "interface P {\n  a: string;\n  <A>(a: A): A\n}\n", ""},
		{"an unfinished expression", "x = a <\n  <T>b\n", ""},
		{"no indentation", "type X = A\n<T>(t: T) => T\n", ""},
		{"a comparison operator", "if (a\n  <= b) {}\n", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want := tc.want
			if want == "" {
				want = tc.in
			}
			got := separateCallSignatures([]byte(tc.in))
			if string(got) != want {
				t.Errorf("got\n%s\nwant\n%s", got, want)
			}
			if len(got) != len(tc.in) {
				t.Errorf("length %d, want %d", len(got), len(tc.in))
			}
		})
	}
}

// TestCallSignatureOverloads: without the separator the grammar's error
// swallows what follows the interface; with it the file parses cleanly
// and its later definitions are found, at their own positions.
func TestCallSignatureOverloads(t *testing.T) {
	src := "export interface TakePattern<S> {\n" +
		"  <P extends Pred<S>>(p: P): Out<S, P>\n" +
		"  <P extends Pred<S>>(p: P, timeout: number): Out<S, P>\n" +
		"}\n" +
		"export type After = string\n"
	ts := newTreeSitter(t)
	f, err := ts.Extract(context.Background(), "typescript", "a.ts", []byte(src), time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if f.ErrorNodes != 0 {
		t.Errorf("%d error nodes", f.ErrorNodes)
	}
	var names []string
	for _, s := range f.Symbols {
		names = append(names, s.Name)
		if s.Name == "After" && s.NameRange.Start.Line != 4 {
			t.Errorf("After at line %d, want 4", s.NameRange.Start.Line)
		}
	}
	if !strings.Contains(strings.Join(names, " "), "After") {
		t.Errorf("definitions %v: After is missing", names)
	}
}

func FuzzSeparateCallSignatures(f *testing.F) {
	f.Add([]byte("interface P {\n  <A>(a: A): Out<A>\n  <A>(a: A): A\n}\n"))
	f.Add([]byte("/**\n */\n\t<T>x\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		got := separateCallSignatures(src)
		if len(got) != len(src) {
			t.Fatalf("length %d, want %d", len(got), len(src))
		}
		for i := range src {
			if got[i] != src[i] && (got[i] != ';' || (src[i] != ' ' && src[i] != '\t')) {
				t.Fatalf("byte %d changed from %q to %q", i, src[i], got[i])
			}
		}
		if bytes.Equal(got, src) && &got[0] != &src[0] && len(src) > 0 {
			t.Fatalf("an unchanged source was copied")
		}
	})
}

func TestDockerfileParseText(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"several bare ARG names", "ARG TARGETOS TARGETARCH\n", "ADD TARGETOS TARGETARCH\n"},
		{"ARG names with a default", "ARG foo bar=baz\n", "ARG foo        \n"},
		{"one ARG", "ARG A=1\nARG B\n", ""},
		{"legacy LABEL", "LABEL maintainer Jo Doe <jo@x.org>\n", "LABEL maintainer=\"o Doe <jo@x.org\"\n"},
		{"legacy LABEL, tab and quotes", "LABEL\tmaintainer\t\tJo \"J\" Doe\n", "LABEL\tmaintainer=\"Jo _J_ Do\"\n"},
		{"legacy LABEL one character", "LABEL a b\n", "LABEL a=b\n"},
		{"LABEL pairs", "LABEL a=b c=\"d e\"\n", ""},
		{"legacy ENV words", "ENV SCUBA 1 DUBA 3\n", "ENV SCUBA \" DUBA \"\n"},
		{"legacy ENV one word", "ENV NODE_ENV production\n", ""},
		{"legacy ENV quoted", "ENV A \"x y\"\n", ""},
		{"continuation line opening with [", "RUN a; \\\n  [ -f x ] || b\n", "RUN a; \\\n  _ -f x ] || b\n"},
		{"exec form", "CMD [\"a\", \\\n  \"b\"]\n", ""},
		{"heredoc body untouched", "RUN <<EOT\nARG a b\nEOT\nARG c d\n", "RUN <<EOT\nARG a b\nEOT\nADD c d\n"},
		{"escape directive", "# escape=`\nRUN a `\n  [ x ]\n", "# escape=`\nRUN a `\n  _ x ]\n"},
		{"flag without a value", "COPY --link --from=b --chown=1:1 / /\nRUN --network=none --x a\n", "COPY --l=nk --from=b --chown=1:1 / /\nRUN --network=none --x a\n"},
		{"continued instruction left alone", "LABEL a b \\\n  c=d\n", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want := tc.want
			if want == "" {
				want = tc.in
			}
			got := dockerfileParseText([]byte(tc.in))
			if string(got) != want {
				t.Errorf("got\n%q\nwant\n%q", got, want)
			}
			if len(got) != len(tc.in) {
				t.Errorf("length %d, want %d", len(got), len(tc.in))
			}
		})
	}
}

func TestBlankUsingLists(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"file-level directive blanked",
			"type P is uint256;\nusing {add, sub as -} for P global;\nfunction f() {}\n",
			"type P is uint256;\n                                   \nfunction f() {}\n"},
		{"file-level plain directive blanked", "using L for uint256 global;\n", "                           \n"},
		{"a contract's list keeps its first function",
			"contract C {\n    using {Math.add, sub} for uint256;\n}\n",
			"contract C {\n    using  Math.add       for uint256;\n}\n"},
		{"a contract's plain directive stays", "contract C {\n    using L for uint256;\n}\n", ""},
		{"in a comment or string", "// using {a} for T;\nstring constant S = \"using {a} for T;\";\n", ""},
		{"a member named using", "contract C { function f() { x.using(); } }\n", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want := tc.want
			if want == "" {
				want = tc.in
			}
			got := blankUsingLists([]byte(tc.in))
			if string(got) != want {
				t.Errorf("got\n%q\nwant\n%q", got, want)
			}
			if len(got) != len(tc.in) {
				t.Errorf("length %d, want %d", len(got), len(tc.in))
			}
		})
	}
}

func TestHideObjCMacros(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"a macro line alone",
			"#import <Foundation/Foundation.h>\nNS_ASSUME_NONNULL_BEGIN\n@class Foo;\nNS_ASSUME_NONNULL_END\n",
			"#import <Foundation/Foundation.h>\n                       \n@class Foo;\n                     \n"},
		{"NS_ENUM reads as an enum",
			"typedef NS_ENUM(NSInteger, SLState) {\n  SLStateA,\n};\n",
			"enum                       SLState  {\n  SLStateA,\n};\n"},
		{"an enumerator's attribute",
			"typedef NS_OPTIONS(NSUInteger, SLOpts) {\n  SLOptA NS_SWIFT_NAME(a) = 1 << 0,\n};\n",
			"enum                           SLOpts  {\n  SLOptA                  = 1 << 0,\n};\n"},
		{"trailing attributes of a method and a function",
			"- (instancetype)init NS_DESIGNATED_INITIALIZER;\nvoid f(void) RCT_DEPRECATED;\n",
			"- (instancetype)init                          ;\nvoid f(void)               ;\n"},
		{"a leading export macro",
			"RCT_EXTERN NSString *const RCTFoo;\nFOUNDATION_EXPORT NSString *const RCTBar;\n",
			"           NSString *const RCTFoo;\nFOUNDATION_EXPORT NSString *const RCTBar;\n"},
		{"macros in an implementation: a call, a method by its selector, a method of no name",
			"@implementation M\nRCT_EXPORT_MODULE()\n\nRCT_EXPORT_METHOD(add:(int)x)\n{\n}\n\nRCT_CUSTOM_VIEW_PROPERTY(color, UIColor, V) {}\n@end\n",
			"@implementation M\n                   \n\n-(void)           add:(int)x \n{\n}\n\n-(void)                 _                   {}\n@end\n"},
		{"a macro over several lines",
			"@implementation M\nRCT_ENUM_CONVERTER(T, (@{\n  @\"a\" : @(1),\n}), 0, intValue)\n@end\n",
			"@implementation M\n                         \n              \n                \n@end\n"},
		{"C++: scopes, namespaces, using",
			"namespace fb {\nusing namespace std;\nstd::string name();\n}\n",
			"              \n                    \nstd__string name();\n \n"},
		{"#if inside a protocol list",
			"@interface A () <\n    P\n#if X\n    , Q\n#endif\n    >\n@end\n",
			"@interface A () <\n    P\n     \n    , Q\n      \n    >\n@end\n"},
		{"macros in a body stay", "- (void)f {\n  RCT_PROFILE_BEGIN_EVENT(0, @\"x\", nil);\n  BOOL b = RCT_DEBUG;\n}\n", ""},
		{"an upper-case type before its function", "BOOL\nRCTIsFoo(void)\n{\n}\n", ""},
		{"in strings and comments", "// NS_ASSUME_NONNULL_BEGIN\nNSString *s = @\"RCT_EXPORT_MODULE()\";\n", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want := tc.want
			if want == "" {
				want = tc.in
			}
			got := hideObjCMacros([]byte(tc.in))
			if string(got) != want {
				t.Errorf("got\n%q\nwant\n%q", got, want)
			}
			if len(got) != len(tc.in) {
				t.Errorf("length %d, want %d", len(got), len(tc.in))
			}
		})
	}
}
