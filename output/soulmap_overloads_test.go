package output

import (
	"fmt"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/extract"
)

var overloadRepo = map[string]string{
	"pipe.ts": `export function pipe<A>(a: A): A;
export function pipe<A, B>(a: A, ab: (a: A) => B): B;
export function pipe(a: unknown, ...fns: Array<(x: unknown) => unknown>): unknown {
  return fns.reduce((x, f) => f(x), a);
}
export interface Pipeable {
  pipe<A>(this: A): A;
  pipe<A, B>(this: A, ab: (_: A) => B): B;
  pipe<A, B, C>(this: A, ab: (_: A) => B, bc: (_: B) => C): C;
}
export class Box {
  get(key: string): string;
  get(key: number): number;
  get(key: string | number): string | number { return key; }
  put(v: string): void {}
}
`,
	"Shapes.java": `public class Shapes {
  public Shapes() {}
  public Shapes(int n) {}
  public int area(int w) { return w * w; }
  public int area(int w, int h) { return w * h; }
  public int perimeter(int w) { return 4 * w; }
}
`,
	"queue.py": `from typing import overload

class Queue:
    def __init__(self, size: int):
        self.size = size
        self.items = []
        self.name: str = "q"

    @overload
    def put(self, job: int) -> None: ...
    @overload
    def put(self, name: str,
            payload: dict) -> None: ...
    def put(self, job_or_name, payload=None):
        pass

    @property
    def x(self) -> int:
        return 1

    @x.setter
    def x(self, v) -> None:
        pass
`,
	"cache.py": `import typing
import typing as t

class Cache:
    @typing.overload
    def get(self, key: str) -> str:
        ...

    @typing.overload
    def get(self, key: int) -> int:
        """An int key."""

    def get(self, key):
        return key

    @t.overload
    def pop(self, key: str) -> str:
        ...
    @t.overload
    def pop(self, key: int, default: int) -> int:
        ...
    def pop(self, key, default=None):
        return key
`,
	"Render.java": `public class Render {
  public Render(int x) {}
  public void Render() {}
  public void Render(int x) {}
}
`,
	"shape.hpp": `class Shape {
public:
  void draw(int x);
  void draw(double x);
  void draw() {}
};
`,
	"alt.c": `#ifdef FAST
int f(void) { return 1; }
#else
int f(void) { return 2; }
#endif
`,
}

// TestOverloadGroups: each group's representative (by name and 1-based
// line) and its size, hand-worked from overloadRepo.
func TestOverloadGroups(t *testing.T) {
	res, _, _ := indexRepo(t, writeRepo(t, overloadRepo))
	want := map[string][]string{
		// The implementation represents the signatures before it; an
		// interface's signatures have none: the first.
		"pipe.ts": {"pipe:3 of 3", "pipe:7 of 3", "get:14 of 3"},
		// Every overload implemented: the first.
		"Shapes.java": {"Shapes:2 of 2", "area:4 of 2"},
		// Two @overload stubs (one over two lines) and the implementation;
		// a property's getter and setter are no group.
		"queue.py": {"put:14 of 3"},
		// @overload stubs whose "..." is on its own line or which hold a
		// docstring: still stubs, by their decorator.
		"cache.py": {"get:13 of 3", "pop:22 of 3"},
		// A constructor and methods named like the class: two groups.
		"Render.java": {"Render:3 of 2"},
		// Declarations in the class and one inline definition.
		"shape.hpp": {"draw:5 of 3"},
		// C has no overloads: #ifdef alternatives stay apart.
		"alt.c": nil,
	}
	for _, f := range res.Files {
		t.Run(f.Path, func(t *testing.T) {
			w, ok := want[f.Path]
			if !ok {
				t.Fatalf("no expectation for %s", f.Path)
			}
			o := overloadGroups(f)
			var got []string
			for k := range f.Symbols {
				if o.rep != nil && o.rep[k] == int32(k) && o.size[k] > 1 {
					got = append(got, fmt.Sprintf("%s:%d of %d", f.Symbols[k].Name, f.Symbols[k].NameRange.Start.Line+1, o.size[k]))
				}
			}
			if strings.Join(got, ", ") != strings.Join(w, ", ") {
				t.Errorf("groups\n got %v\nwant %v", got, w)
			}
			for k := range f.Symbols {
				if o.hidden(k) && o.hidden(int(o.rep[k])) {
					t.Errorf("symbol %d: representative %d is itself hidden", k, o.rep[k])
				}
			}
		})
	}
}

// TestOverloadLines: the map shows one line per group with its label
// and the line of the group's first declaration,
// the weights of a group's members count for its line, and instance
// attributes no other file uses get no line (TestInstanceAttributes).
func TestOverloadLines(t *testing.T) {
	res, g, _ := indexRepo(t, writeRepo(t, overloadRepo))
	m := soulMap(t, res, g, "md")
	for _, line := range []string{
		"+function pipe(a: unknown, ...fns: Array<(x: unknown) => unknown>): unknown (+2 overloads) :1",
		"+pipe<A>(this: A): A (+2 overloads) (in Pipeable) :7",
		"+get(key: string | number): string | number (+2 overloads) (in Box) :12",
		"+public Shapes() (+1 overload) :2",
		"+public int area(int w) (+1 overload) (in Shapes) :4",
		"+def put(self, job_or_name, payload=None) (+2 overloads) (in Queue) :10",
		"+void draw() (+2 overloads) (in Shape) :3",
		"+def get(self, key) (+2 overloads) (in Cache) :6",
		"+def pop(self, key, default=None) (+2 overloads) (in Cache) :17",
		"+public Render(int x) :2",
		"+public void Render() (+1 overload) (in Render) :3",
	} {
		if !strings.Contains(m, line+"\n") {
			t.Errorf("map lacks %q:\n%s", line, m)
		}
	}
	for _, absent := range []string{"pipe<A>(a: A): A", "area(int w, int h)", "def put(self, job: int)", "self.items", "+size: int", "+name: str", "void draw(int x)", "def get(self, key: str)", "def pop(self, key: int"} {
		if strings.Contains(m, absent) {
			t.Errorf("map shows %q:\n%s", absent, m)
		}
	}

	// Weights: a use of an overload signature counts for its group's line.
	o := overloads{rep: []int32{2, 2, 2, 3}, size: []int32{1, 1, 3, 1}}
	if got := o.weights([]float64{1, 0.5, 0, 2}); fmt.Sprint(got) != "[0 0 1.5 2]" {
		t.Errorf("weights = %v, want [0 0 1.5 2]", got)
	}
	if got := (overloads{}).weights([]float64{1}); fmt.Sprint(got) != "[1]" {
		t.Errorf("no groups: weights = %v", got)
	}
}

// TestUntypedAttribute: only Python fields whose signature keeps "self.".
func TestUntypedAttribute(t *testing.T) {
	f := &extract.File{Language: "python", Symbols: []extract.Symbol{
		{Kind: extract.KindField, Signature: "self.items"},
		{Kind: extract.KindField, Signature: "size: int"},
		{Kind: extract.KindMethod, Signature: "self.f"},
	}}
	for k, want := range []bool{true, false, false} {
		if got := untypedAttribute(f, k); got != want {
			t.Errorf("symbol %d: %v, want %v", k, got, want)
		}
	}
	f.Language = "ruby"
	if untypedAttribute(f, 0) {
		t.Error("ruby field counted as a Python attribute")
	}
}
