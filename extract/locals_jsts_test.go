package extract_test

import "testing"

// TestLocalBindingsJSTS checks, with hand-worked expectations in the
// notation of TestLocalBindings, the scope rules of TypeScript, TSX and
// JavaScript: block scope for let, const, class and function declarations
// (hoisted within their block), var hoisted to its function through the
// blocks between, parameters with destructuring, defaults and rest, arrow
// parameters (also the bare x => form), catch and loop variables, type
// parameters, declared and inferred types (x: Foo, new Foo(), makeFoo(),
// a.make(), as and <T> casts), this typed by its class, qualified names and
// chains.
func TestLocalBindingsJSTS(t *testing.T) {
	cases := []localCase{
		{"typescript", "a.ts", `import * as ns from './ns';
import { s, Foo } from './s';

const top = 1;

export function run<T>(s: Foo, { a, b: c = 1, ...rest }: Opts, [d, ...e] = [], opt?: T): T {
  if (s) {
    var v = new Foo();
    let w = makeFoo();
    const x = s.make();
  }
  for (const k of rest) { top + k; }
  for (var i in rest) {}
  for (let j = 0; j < d; j++) {}
  try { later(); } catch (err) { err.message; }
  const f = (s: string) => s + ns.f(top);
  const g = y => y.pipe();
  const h = ns.helper as Foo, q = <Foo>ns.val;
  s.get().pipe; obs?.pipe(); h!.pipe;
  function later() { return v + w + x + i + j + c + a + e + opt; }
  return later();
}

class Box<U> extends Base {
  item: U;
  pipe(u: U) { return this.pipe(u) + this.item.pipe(); }
}
`, map[int]string{
			// Module level: imports and top-level names stay global.
			2: "s Foo",
			// Type parameter, parameters: typed, destructured (b is a key,
			// c its binding with a default), rest, array pattern, optional.
			6: "T~0 s~1 Foo a~2 b c~3 rest~4 Opts d~5 e~6 opt~7 T~0 T~0",
			// The parameter s shadows the imported s; its type Foo types
			// s.make() (~1.make).
			8:  "v~8 Foo",
			9:  "w~9 makeFoo",
			10: "x~10 s~1 ~1.make",
			// for-of variable; top is module level.
			12: "k~11 rest~4 top k~11",
			13: "i~12 rest~4",
			14: "j~13 j~13 d~5 j~13",
			// later is hoisted from below; catch parameter.
			15: "later~21 err~14 err~14 ~14.message",
			// An arrow's typed parameter shadows s; ns.f is qualified.
			16: "f~15 s~16 s~16 ns ns.f top",
			// The bare x => form.
			17: "g~17 y~18 y~18 ~18.pipe",
			18: "h~19 ns ns.helper Foo q~20 Foo ns ns.val",
			// A typed receiver's chain: s.get().pipe is a member of get's
			// result (@57 is get); obs is not local: a qualifier; h! is.
			19: "s~1 ~1.get @57.pipe obs obs.pipe h~19 ~19.pipe",
			// var v escapes its block (hoisted to run), let w and const x
			// do not; neither does for's let j; i (var) does.
			20: "later~21 v~8 w x i~12 j c~3 a~2 e~6 opt~7",
			24: "U~22 Base",
			25: "U~22",
			// this is bound in the class body, typed Box: this.pipe is
			// Box's; this.item.pipe a member of item's type.
			26: "u~24 U~22 this~23 ~23.pipe u~24 this~23 ~23.item @83.pipe",
			// Types: s: Foo, opt: T, v = new Foo() (ref 18: Foo), w =
			// makeFoo() (ref 20), x = s.make() (ref 23: make), f's s:
			// string, h = ... as Foo, q = <Foo>..., this: Box, u: U.
			0: "1:Foo 7:T 8:@18() 9:@20() 10:@23() 16:string 19:Foo 20:Foo 23:Box 24:U",
		}},
		{"tsx", "a.tsx", `import { Item } from './item';

export function List({ items, render }: Props) {
  const sel = useSel() as Item;
  return <ul>{items.map(item => <li key={item.id}>{render(item, sel.name)}</li>)}</ul>;
}
`, map[int]string{
			3: "items~0 render~1 Props",
			4: "sel~2 useSel Item",
			// A closure parameter inside JSX; sel's cast type types sel.name.
			5: "ul items~0 ~0.map item~3 li key item~3 ~3.id render~1 item~3 sel~2 ~2.name li ul",
			// item is typed by items.map's parameter (none: map is no repository method).
			0: "2:Item 3:@9(0.0)",
		}},
		{"javascript", "a.js", `const { helper } = require('./helper');
let count = 0;

function outer(helper, [x, y] = [], { z } = {}) {
  for (var i = 0; i < 3; i++) { var last = i; }
  while (x) { let count = 1; count++; }
  inner();
  function inner() { return last + count + helper(z); }
  const cb = function self(n) { return n ? self(n - 1) : y; };
  return cb;
}

class Store {
  get(key) { try { return this.cache.get(key); } catch ({ message }) { return message; } }
}
`, map[int]string{
			// Module level stays global, destructured or not.
			1: "helper require",
			// A parameter shadows the module's helper.
			4: "helper~0 x~1 y~2 z~3",
			5: "i~4 i~4 i~4 last~5 i~4",
			// A block's let count shadows the module's count in the block only.
			6: "x~1 count~6 count~6",
			// inner is hoisted; var last escapes the loop's block.
			7: "inner~7",
			8: "inner~7 last~5 count helper~0 z~3",
			// A function expression's own name binds inside it.
			9:  "cb~8 self~9 n~10 n~10 self~9 n~10 y~2",
			14: "key~12 this~11 ~11.cache @30.get key~12 message~13 message~13",
			// this is Store.
			0: "11:Store",
		}},
		{"typescript", "ctx.ts", `operate((source, subscriber) => subscriber.next(1));
new Observable<number>(s => s.next(2));
const h: Handler<number> = function (input, mw) { return input.api; };
f(1, (x: Foo, y) => y);
`, map[int]string{
			1: "operate source~0 subscriber~1 subscriber~1 ~1.next",
			2: "Observable s~2 s~2 ~2.next",
			3: "Handler input~3 mw~4 input~3 ~3.api",
			4: "f x~5 Foo y~6 y~6",
			// Parameters typed by their context: the callee (ref N) and
			// which of its arguments' parameters (-1: the declared type's).
			0: "0:@0(0.0) 1:@0(0.1) 2:@5(0.0) 3:@9(-1.0) 4:@9(-1.1) 5:Foo 6:@14(1.1)",
		}},
	}
	runLocalCases(t, cases)
}
