package extract

import "testing"

func TestFunctionTypeParam(t *testing.T) {
	cases := []struct {
		fnType string
		param  int
		want   string
	}{
		{"(liftedSource: Observable<T>, subscriber: Subscriber<R>) => (() => void) | void", 1, "Subscriber"},
		{"(liftedSource: Observable<T>, subscriber: Subscriber<R>) => (() => void) | void", 0, "Observable"},
		{"(this: Observable<T>, subscriber: Subscriber<T>) => TeardownLogic", 0, "Subscriber"},
		{"((value: T) => void) | undefined", 0, "T"},
		{"undefined | ((input: Input, x: number) => void)", 0, "Input"},
		{"<T>(x: Foo<T>, y?: Bar) => void", 1, "Bar"},
		{"(x: A | B) => R", 0, ""},
		{"(input: BuildSubMiddlewareInput) => ApiMiddlewareInternalHandler<ReturnType>", 0, "BuildSubMiddlewareInput"},
		{"(input: X) => R", 1, ""},
		{"Handler", 0, ""},
		{"(a, b) => void", 0, ""},
	}
	for _, c := range cases {
		if got := FunctionTypeParam("typescript", c.fnType, c.param); got != c.want {
			t.Errorf("FunctionTypeParam(%q, %d) = %q, want %q", c.fnType, c.param, got, c.want)
		}
	}
}

func TestParamTypes(t *testing.T) {
	cases := []struct {
		sig, name string
		want      []string
	}{
		{"function operate<T, R>(init: (a: A, b: B) => void, n = 2): OperatorFunction<T, R>", "operate", []string{"(a: A, b: B) => void", ""}},
		{"constructor(subscribe?: (this: Observable<T>, subscriber: Subscriber<T>) => TeardownLogic)", "constructor", []string{"(this: Observable<T>, subscriber: Subscriber<T>) => TeardownLogic"}},
		{"function f(this: Window, x: { a: string, b: number }, y: Map<K, V>)", "f", []string{"{ a: string, b: number }", "Map<K, V>"}},
		{"function g()", "g", nil},
	}
	for _, c := range cases {
		got := ParamTypes(c.sig, c.name)
		if len(got) != len(c.want) {
			t.Errorf("ParamTypes(%q) = %q, want %q", c.sig, got, c.want)
			continue
		}
		for k := range got {
			if got[k] != c.want[k] {
				t.Errorf("ParamTypes(%q)[%d] = %q, want %q", c.sig, k, got[k], c.want[k])
			}
		}
	}
}
