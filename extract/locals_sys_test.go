package extract_test

import "testing"

// TestLocalBindingsRust: parameters (plain, tuple and struct patterns,
// mut, ref), let (visible after the statement, shadowing), if let, while
// let, match arms, for patterns, closures, generics, lifetimes, self typed
// by the impl, typed bindings, paths (crate::a::f, std::mem::swap).
func TestLocalBindingsRust(t *testing.T) {
	runLocalCases(t, []localCase{{"rust", "src/a.rs", `use crate::util::helper;
const s: u32 = 16;
struct T { name: String }
impl T {
    fn get(&self, s: &str, (a, mut b): (i32, i32), T { name }: T) -> String {
        let x = util::helper(s);
        let y: Foo = Foo::new();
        let z = Foo { a: 1 };
        let Some(w) = opt else { return };
        if let Some(v) = x { v } else { s };
        while let Some(ref q) = it.next() { q }
        match x { Ok(k) => k, Err(e) if e > limit => e, None => s }
        for (i, j) in it { i + j }
        let f = |p, r: &Bar| p + r + s0;
        self.name.len();
        Self::make();
        std::mem::swap(a, b);
        let x = x + 1;
        x + y.go() + z.a
    }
}
fn g<'a, U>(x: &'a U, s: &mut Foo) -> U { let x = helper(x); x }
fn k() { let c = Conn::new(); let d = net::open(); c.send(d) }
`, map[int]string{
		// A use path: helper is qualified by its module path.
		1: "crate.util crate::util.helper",
		// Tuple, mut and struct-shorthand patterns of parameters bind;
		// the struct pattern's type T does not.
		5: "s~1 a~2 b~3 T name~4 T String",
		// util::f: util is a module path, never a local.
		6: "x~5 util util.helper s~1",
		7: "y~6 Foo Foo Foo.new",
		// A struct literal's key is a field, not the parameter a.
		8: "z~7 Foo .a",
		// let-else: Some is a variant, w binds.
		9: "Some w~8 opt",
		// if let: the pattern's v, the outer x and the parameter s.
		10: "Some v~9 x~5 v~9 s~1",
		11: "Some q~10 it it.next q~10",
		// Arm patterns bind in their arm (guard included); None is a
		// variant; s in the last arm is the parameter.
		12: "x~5 Ok k~11 k~11 Err e~12 e~12 limit e~12 None s~1",
		13: "i~13 j~14 it i~13 j~14",
		// Closure parameters; s0 is left to cross-file resolution.
		14: "f~15 p~16 r~17 Bar p~16 r~17 s0",
		// self is bound in the impl body, typed T: self.name is T's.
		15: "self~0 ~0.name @59.len",
		16: "Self Self.make",
		// std::mem::swap: qualified by the whole path.
		17: "std std.mem std::mem.swap a~2 b~3",
		// let x = x + 1 reads the earlier x, then shadows it.
		18: "x~18 x~5",
		19: "x~18 y~6 ~6.go z~7 ~7.a",
		// A lifetime and a type parameter bind in the function; the
		// parameter s shadows the constant s.
		22: "a~19 U~20 x~21 a~19 U~20 s~22 Foo U~20 x~23 helper x~21 x~23",
		// self: T; x: the result of util::helper (ref 13); y: Foo by
		// declaration, z by literal, s (&mut Foo) Foo, x (&U) U.
		// Conn::new() is a Conn; net::open() records its callee.
		23: "c~24 Conn Conn.new d~25 net net.open c~24 ~24.send d~25",
		0:  "0:T 5:@13() 6:Foo 7:Foo 17:Bar 21:U 22:Foo 23:@84() 24:Conn 25:@92()",
	}}})
}

// TestLocalBindingsC: parameters (plain, pointer), prototype parameters,
// locals visible from their declarator, for-init, blocks, typed locals
// and pointers, p->f and x.f receivers, designated initializers.
func TestLocalBindingsC(t *testing.T) {
	runLocalCases(t, []localCase{{"c", "a.c", `#include "util.h"
int n = 3;
int count(int n, struct point *p, Foo *out) {
    int x = n, *y = &x;
    Foo *f = make_foo();
    for (int i = 0; i < n; i++) { int n = i; x += n; }
    p->x = f->z + g.w + out->next->z + get()->z;
    struct point q = { .x = 1 };
    return x + n + *y + q.y;
}
int proto(int n);
int use(void) { return n; }
`, map[int]string{
		// Parameters shadow the file-scope n.
		3: "n~0 point p~1 Foo out~2",
		// y's initialiser reads the x declared before it.
		4: "x~3 n~0 y~4 x~3",
		5: "Foo f~5 make_foo",
		// The block's n shadows the parameter after its declarator.
		6: "i~6 i~6 n~0 i~6 n~7 i~6 x~3 n~7",
		// Typed receivers, a global's member (g.w), chains.
		7: "p~1 ~1.x f~5 ~5.z g g.w out~2 ~2.next @27.z get @29.z",
		// A designated initializer names a field.
		8: "point q~8 .x",
		9: "x~3 n~0 y~4 q~8 ~8.y",
		// A prototype's parameter is local to its list.
		11: "n~9",
		12: "n",
		// f is declared Foo (its initialiser's callee is kept apart).
		0: "1:point 2:Foo 5:Foo 8:point",
	}}})
}

// TestLocalBindingsCpp: template parameters, reference and pointer
// parameters, structured bindings, new and call initialisers, lambda
// parameters and init-captures, range-for, catch, this in class bodies
// and out-of-line member definitions, ns::f qualifiers.
func TestLocalBindingsCpp(t *testing.T) {
	runLocalCases(t, []localCase{{"cpp", "a.cpp", `#include "foo.h"
int k = 1;
template <typename T, int N>
int Foo::m(const Bar& b, T* t) {
    auto [a, c] = pair();
    auto x = new Baz(1);
    auto l = [&, k = b.size()](int z) { return z + k + N; };
    for (auto& e : items) { e.go(); }
    try { } catch (const std::exception& ex) { ex.what(); }
    std::vector<int> v;
    ns::f(this->g, x->h, a + c + k);
    return 0;
}
struct S { int v; void set(int v); int get() { return this->v + k; } };
`, map[int]string{
		3: "T~0 N~1",
		4: "Foo Bar b~2 T~0 t~3",
		// Structured bindings.
		// Names bound to no local in a method may be its class's members
		// (~4?pair: a member of this~4's class if it has one).
		5: "a~5 c~6 ~4?pair",
		6: "x~7 ~4?Baz",
		// The init-capture k shadows the global k inside the lambda.
		7:  "l~8 k~9 b~2 ~2.size z~10 z~10 k~9 N~1",
		8:  "e~11 ~4?items e~11 ~11.go",
		9:  "~4?std ~4?exception ex~12 ex~12 ~12.what",
		10: "~4?std ~4?vector v~13",
		// this is bound in Foo::m's body, typed Foo; outside the
		// lambda, k is the global.
		11: "~4?ns ns.f this~4 ~4.g x~7 ~7.h a~5 c~6 ~4?k",
		// A prototype's v stays in its list; this->v is S's.
		14: "v~15 this~14 ~14.v ~14?k",
		0:  "2:Bar 3:T 4:Foo 7:Baz 12:exception 14:S",
	}}})
}

// TestLocalBindingsPHP: parameters and assignments bind in the whole
// function; arrow fns share their parent's variables; closures bind
// their own (use included); $this is the class; Foo::bar qualifies.
func TestLocalBindingsPHP(t *testing.T) {
	runLocalCases(t, []localCase{{"php", "a.php", `<?php
$g = 1;
function f($a) { $b = $a; return fn($c) => $c + $b + $g; }
function h() { $k = function ($x) use ($a) { return $x + $a; }; return $k; }
class K { function m(Bar $o) { $n = new Baz(); foreach ($o->all() as $k => $v) {} return $this->p + Foo::bar() + $n->q; } }
`, map[int]string{
		// Top-level script variables stay global.
		2: "g",
		// The arrow fn's $b is f's; $g was never assigned in f.
		3: "a~0 b~1 a~0 c~2 c~2 b~1 g",
		// The closure's own $x and use ($a).
		4: "k~3 x~4 a~5 x~4 a~5 k~3",
		// $this is K; $o is Bar, $n a new Baz; foreach key and value.
		5: "Bar o~7 n~8 Baz o~7 ~7.all k~9 v~10 this~6 ~6.p Foo Foo.bar n~8 ~8.q",
		0: "6:K 7:Bar 8:Baz",
	}}})
}
