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
			// The pattern's type, Opts, is a hidden binding (~2): its keys
			// a and b are members of it, and a has its key's type (@7).
			6: "T~0 s~1 Foo a~3 ~2.a b ~2.b c~4 rest~5 Opts d~6 e~7 opt~8 T~0 T~0",
			// The parameter s shadows the imported s; its type Foo types
			// s.make() (~1.make).
			8:  "v~9 Foo",
			9:  "w~10 makeFoo",
			10: "x~11 s~1 ~1.make",
			// for-of variable; top is module level.
			12: "k~12 rest~5 top k~12",
			13: "i~13 rest~5",
			14: "j~14 j~14 d~6 j~14",
			// later is hoisted from below; catch parameter.
			15: "later~22 err~15 err~15 ~15.message",
			// An arrow's typed parameter shadows s; ns.f is qualified.
			16: "f~16 s~17 s~17 ns ns.f top",
			// The bare x => form.
			17: "g~18 y~19 y~19 ~19.pipe",
			18: "h~20 ns ns.helper Foo q~21 Foo ns ns.val",
			// A typed receiver's chain: s.get().pipe is a member of get's
			// result (@59 is get); obs is not local: a qualifier; h! is.
			19: "s~1 ~1.get @59.pipe obs obs.pipe h~20 ~20.pipe",
			// var v escapes its block (hoisted to run), let w and const x
			// do not; neither does for's let j; i (var) does.
			20: "later~22 v~9 w x i~13 j c~4 a~3 e~7 opt~8",
			24: "U~23 Base",
			25: "U~23",
			// this is bound in the class body, typed Box: this.pipe is
			// Box's; this.item.pipe a member of item's type.
			26: "u~26 U~23 this~25 ~25.pipe u~26 this~25 ~25.item @85.pipe",
			// Types: s: Foo, the pattern: Opts, a: its key, opt: T, v =
			// new Foo() (ref 20: Foo), w = makeFoo() (ref 22), x =
			// s.make() (ref 25: make), f's s: string, h = ... as Foo, q =
			// <Foo>..., super: Base, this: Box, u: U.
			0: "1:Foo 2:Opts 3:@7() 8:T 9:@20() 10:@22() 11:@25() 17:string 20:Foo 21:Foo 24:Base 25:Box 26:U",
		}},
		{"tsx", "a.tsx", `import { Item } from './item';

export function List({ items, render }: Props) {
  const sel = useSel() as Item;
  return <ul>{items.map(item => <li key={item.id}>{render(item, sel.name)}</li>)}</ul>;
}
`, map[int]string{
			3: "items~1 ~0.items render~2 ~0.render Props",
			4: "sel~3 useSel Item",
			// A closure parameter inside JSX; sel's cast type types sel.name.
			5: "ul items~1 ~1.map item~4 li key item~4 ~4.id render~2 item~4 sel~3 ~3.name li ul",
			// item is typed by items.map's parameter (none: map is no repository method).
			0: "0:Props 1:@2() 2:@4() 3:Item 4:@11(0.0)",
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
