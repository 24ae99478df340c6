package visibility_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/visibility"
)

const (
	pub  = extract.VisibilityPublic
	intl = extract.VisibilityInternal
	priv = extract.VisibilityPrivate
)

// vcase is one snippet: its language, path (extensions and _test.go
// matter), source, and the expected visibility of named symbols. A key is
// "Container.Name" or a bare Name; a bare name must match every symbol
// that has it.
type vcase struct {
	name, lang, path, src string
	want                  map[string]extract.Visibility
}

func newRouter(t testing.TB) (*langs.Registry, *extract.Router) {
	t.Helper()
	reg := langs.MustNew()
	qs, err := extract.CompileQueries(reg)
	if err != nil {
		t.Fatal(err)
	}
	rt := extract.NewRouter(qs, extract.NewRegex())
	t.Cleanup(func() {
		rt.Close()
		qs.Close()
	})
	return reg, rt
}

func runCases(t *testing.T, cases []vcase) {
	t.Helper()
	_, rt := newRouter(t)
	for _, tc := range cases {
		t.Run(tc.lang+"/"+tc.name, func(t *testing.T) {
			src := []byte(strings.TrimPrefix(tc.src, "\n"))
			f, err := rt.Extract(context.Background(), tc.lang, tc.path, src, 10*time.Second)
			if err != nil {
				t.Fatal(err)
			}
			visibility.Apply(f, src)
			for key, want := range tc.want {
				found := false
				for _, s := range f.Symbols {
					q := s.Name
					if c := s.ContainerName(); c != "" {
						q = c + "." + s.Name
					}
					if q != key && s.Name != key {
						continue
					}
					found = true
					if s.Visibility != want {
						t.Errorf("%s (%s %q): got %s, want %s", q, s.Kind, s.Signature, s.Visibility, want)
					}
				}
				if !found {
					t.Errorf("no symbol %q", key)
				}
			}
			if t.Failed() {
				t.Log(outline(f))
			}
		})
	}
}

func outline(f *extract.File) string {
	var b strings.Builder
	for _, s := range f.Symbols {
		fmt.Fprintf(&b, "\n  %s %s in %q parent=%d sig=%q -> %s", s.Kind, s.Name, s.ContainerName(), s.Parent, s.Signature, s.Visibility)
	}
	for _, e := range f.Exports {
		fmt.Fprintf(&b, "\n  export %s", e.Name)
	}
	return b.String()
}

// TestEveryLanguageIsServed runs every language of the registry on
// an empty-ish file and checks Apply sets a known visibility: no language
// is left out.
func TestEveryLanguageIsServed(t *testing.T) {
	reg, rt := newRouter(t)
	for _, l := range reg.Languages() {
		src := []byte("x\n")
		f, err := rt.Extract(context.Background(), l.ID, "f"+firstExt(l), src, 10*time.Second)
		if err != nil {
			continue
		}
		visibility.Apply(f, src)
		for _, s := range f.Symbols {
			if s.Visibility == extract.VisibilityUnknown {
				t.Errorf("%s: %s has no visibility", l.ID, s.Name)
			}
		}
	}
}

func firstExt(l *langs.Language) string {
	if len(l.Extensions) > 0 {
		return l.Extensions[0]
	}
	return ""
}

func TestGo(t *testing.T) {
	runCases(t, []vcase{
		{name: "capitalization", lang: "go", path: "p/p.go", src: `
package p

type t struct {
	Exp int
	un  int
}

func (x *t) Method() {}

type T struct{ F, g int }

func (T) M()      {}
func (T) m()      {}
func helper()     {}
func Exported()   {}

type I interface{ Do() }
type j interface{ Do2() }
`, want: map[string]extract.Visibility{
			"p": pub, "t": intl, "t.Exp": intl, "t.un": intl, "t.Method": intl,
			"T": pub, "T.F": pub, "T.g": intl, "T.M": pub, "T.m": intl,
			"helper": intl, "Exported": pub, "I": pub, "I.Do": pub, "j.Do2": intl,
		}},
		{name: "method of a type from another file", lang: "go", path: "p/q.go", src: `
package p

func (x *hidden) Shown() {}
func (x *Open) Shown2() {}
`, want: map[string]extract.Visibility{"Shown": intl, "Shown2": pub}},
		{name: "test file", lang: "go", path: "p/p_test.go", src: `
package p

func TestX(t *testing.T) {}
type Fixture struct{ Name string }
`, want: map[string]extract.Visibility{"TestX": intl, "Fixture": intl, "Fixture.Name": intl}},
		{name: "package main", lang: "go", path: "cmd/x/main.go", src: `
package main

func Run() {}
`, want: map[string]extract.Visibility{"Run": intl}},
		{name: "internal directory", lang: "go", path: "internal/db/db.go", src: `
package db

func Open() {}
`, want: map[string]extract.Visibility{"Open": intl}},
	})
}

func TestPython(t *testing.T) {
	runCases(t, []vcase{
		{name: "underscores", lang: "python", path: "m.py", src: `
def pub(): pass
def _priv(): pass
__version__ = "1"
class _Priv:
    def method(self): pass
class K:
    def __init__(self): pass
    def __eq__(self, o): pass
    def _p(self): pass
    def __mangled(self): pass
    def m(self): pass
`, want: map[string]extract.Visibility{
			"pub": pub, "_priv": priv, "__version__": pub, "_Priv": priv, "_Priv.method": priv,
			"K": pub, "__init__": pub, "__eq__": pub, "_p": priv, "__mangled": priv, "K.m": pub,
		}},
		{name: "__all__ wins", lang: "python", path: "m.py", src: `
__all__ = ["pub", "_special"]
__all__ += ("extra",)
__all__.append("appended")
def pub(): pass
def _special(): pass
def other(): pass
def _hidden(): pass
def extra(): pass
def appended(): pass
__version__ = "1.0"
class NotListed:
    def m(self): pass
`, want: map[string]extract.Visibility{
			"pub": pub, "_special": pub, "other": intl, "_hidden": priv, "extra": pub, "appended": pub,
			"NotListed": intl, "NotListed.m": intl, "__version__": pub,
		}},
		{name: "empty __all__", lang: "python", path: "m.py", src: `
__all__ = []
def f(): pass
`, want: map[string]extract.Visibility{"f": intl}},
		{name: "multi-line tuple __all__", lang: "python", path: "m.py", src: `
__all__ = (
    'a',
    "b",
)
def a(): pass
def b(): pass
def c(): pass
`, want: map[string]extract.Visibility{"a": pub, "b": pub, "c": intl}},
	})
}

func TestRust(t *testing.T) {
	runCases(t, []vcase{
		{name: "qualifiers", lang: "rust", path: "src/a.rs", src: `
#[derive(Debug)]
pub struct A { pub x: i32, y: i32 }
pub(crate) fn c() {}
#[inline] pub(super) fn s() {}
pub(in crate::a) fn i() {}
pub(self) fn me() {}
fn p() {}
#[inline]
pub fn attributed() {}
`, want: map[string]extract.Visibility{
			"A": pub, "A.x": pub, "A.y": priv, "c": intl, "s": intl, "i": intl, "me": priv, "p": priv, "attributed": pub,
		}},
		{name: "per item in private module and type", lang: "rust", path: "src/a.rs", src: `
mod m { pub fn inner() {} fn hidden() {} }
struct Hidden { pub f: u8 }
impl Hidden { pub fn new() -> Self {} fn own(&self) {} }
`, want: map[string]extract.Visibility{
			"m": priv, "m.inner": pub, "m.hidden": priv, "Hidden": priv, "Hidden.f": pub, "Hidden.new": pub, "Hidden.own": priv,
		}},
		{name: "inherited", lang: "rust", path: "src/a.rs", src: `
pub trait T { fn req(&self); const N: u8; }
trait Q { fn q(&self); }
pub enum E { V1, V2 { f: u8 } }
enum F { W }
pub struct P;
impl std::fmt::Display for P { fn fmt(&self) {} }
struct H;
impl Clone for H { fn clone(&self) -> H {} }
impl Drop for Elsewhere { fn drop(&mut self) {} }
`, want: map[string]extract.Visibility{
			"T.req": pub, "T.N": pub, "Q.q": priv, "E.V1": pub, "E.V2.f": pub, "F.W": priv,
			"P.fmt": pub, "H.clone": priv, "Elsewhere.drop": pub,
		}},
		{name: "macros", lang: "rust", path: "src/a.rs", src: `
#[macro_export]
macro_rules! shown { () => {} }
macro_rules! hidden { () => {} }
`, want: map[string]extract.Visibility{"shown": pub, "hidden": priv}},
	})
}

func TestJava(t *testing.T) {
	runCases(t, []vcase{
		{name: "modifiers", lang: "java", path: "pk/A.java", src: `
package pk;
public class A {
  int pkg;
  private int p;
  protected void prot() {}
  public void pub() {}
  @Override public String toString() { return ""; }
  interface I { void im(); }
  public interface J { void jm(); int K = 1; }
  public enum E { X }
  public record R(int comp) {}
  private static class Hidden { public void m() {} }
}
class B { public void m() {} }
`, want: map[string]extract.Visibility{
			"pk": pub, "A": pub, "A.pkg": intl, "A.p": priv, "A.prot": pub, "A.pub": pub, "toString": pub,
			"A.I": intl, "A.I.im": intl, "A.J.jm": pub, "A.J.K": pub, "A.E.X": pub, "A.R.comp": pub,
			"A.Hidden": priv, "A.Hidden.m": priv, "B": intl, "B.m": intl,
		}},
	})
}

func TestKotlinScalaGroovy(t *testing.T) {
	runCases(t, []vcase{
		{name: "kotlin", lang: "kotlin", path: "K.kt", src: `
class K {
    private val a = 1
    internal fun b() {}
    protected fun c() {}
    fun d() {}
}
private class P {
    fun e() {}
}
internal class Q {
    fun g() {}
}
internal fun f() {}
fun top() {}
`, want: map[string]extract.Visibility{
			"K": pub, "K.a": priv, "K.b": intl, "K.c": pub, "K.d": pub, "P": priv, "P.e": priv,
			"Q": intl, "Q.g": intl, "f": intl, "top": pub,
		}},
		{name: "scala", lang: "scala", path: "K.scala", src: `
class K {
  private val a = 1
  private[pkg] def b = 2
  protected def c = 3
  private[this] def d = 4
  def e = 5
  protected[pkg] def f = 6
}
private class P {
  def g = 1
}
`, want: map[string]extract.Visibility{
			"K.a": priv, "K.b": intl, "K.c": intl, "K.d": priv, "K.e": pub, "K.f": intl, "P": priv, "P.g": priv,
		}},
	})
}

func TestSwift(t *testing.T) {
	runCases(t, []vcase{
		{name: "levels", lang: "swift", path: "S.swift", src: `
public struct S {
  var a = 1
  public var b = 2
  private(set) public var c = 3
  fileprivate func d() {}
  private func d2() {}
  internal func d3() {}
}
public extension S { func e() {} }
extension S { func f() {} }
public protocol P { func g() }
enum E { case x }
public enum F { case y }
open class O { open func h() {} }
struct Hidden { public func k() {} }
`, want: map[string]extract.Visibility{
			"S": pub, "S.a": intl, "S.b": pub, "S.c": pub, "S.d": priv, "S.d2": priv, "S.d3": intl,
			"S.e": pub, "S.f": intl, "P.g": pub, "E": intl, "E.x": intl, "F.y": pub, "O": pub, "O.h": pub,
			"Hidden": intl, "Hidden.k": intl,
		}},
	})
}

func TestCSharp(t *testing.T) {
	runCases(t, []vcase{
		{name: "modifiers and defaults", lang: "csharp", path: "A.cs", src: `
namespace N {
  class Top {
    int f;
    public int g;
    protected internal void h() {}
    private protected void i() {}
    protected void j() {}
    class Nested {}
  }
  public interface IF { void M(); }
  public enum En { A, B }
  enum Hidden { C }
  public class Pub {
    void IF.M() {}
    internal int k;
    public int l;
    private int m;
    protected void n() {}
    public class PubNested { public void o() {} }
  }
  file class FileLocal {}
}
`, want: map[string]extract.Visibility{
			"N": pub, "N.Top": intl, "N.Top.f": priv, "N.Top.g": intl, "N.Top.h": intl, "N.Top.i": intl, "N.Top.j": intl,
			"N.Top.Nested": priv, "N.IF.M": pub, "N.En.A": pub, "N.Hidden.C": intl,
			"N.Pub.M": pub, "N.Pub.k": intl, "N.Pub.l": pub, "N.Pub.m": priv, "N.Pub.n": pub, "N.Pub.PubNested.o": pub,
			"N.FileLocal": priv,
		}},
		{name: "protected internal is public", lang: "csharp", path: "A.cs", src: `
public class P { protected internal void h() {} private protected void i() {} }
class Q {}
`, want: map[string]extract.Visibility{"P.h": pub, "P.i": intl, "Q": intl}},
	})
}

func TestCFamily(t *testing.T) {
	runCases(t, []vcase{
		{name: "c source", lang: "c", path: "a.c", src: `
#define LIMIT 3
static int hidden(void) { return 0; }
int visible(void) { return 1; }
static int counter;
struct point { int x; };
`, want: map[string]extract.Visibility{"LIMIT": intl, "hidden": priv, "visible": intl, "counter": priv, "point": intl, "x": intl}},
		{name: "c header", lang: "c", path: "a.h", src: `
#define LIMIT 3
int api(void);
static inline int helper(void) { return 0; }
struct point { int x; };
`, want: map[string]extract.Visibility{"LIMIT": pub, "api": pub, "helper": priv, "point": pub, "point.x": pub}},
		{name: "cpp header sections", lang: "cpp", path: "c.hpp", src: `
class C {
  int priv;
public:
  C();
  void pub(); // private: in a comment
  static int sp;
protected:
  void prot();
private:
  void hidden();
  class Inner { public: void im(); };
};
struct S { int x; private: int y; public: int z; };
namespace ns { void f(); }
class D : public C { void m(); };
`, want: map[string]extract.Visibility{"D.m": priv,
			"C": pub, "C.priv": priv, "C.C": pub, "C.pub": pub, "C.sp": pub, "C.prot": pub, "C.hidden": priv,
			"C.Inner": priv, "C.Inner.im": priv, "S.x": pub, "S.y": priv, "S.z": pub, "ns": pub, "ns.f": pub,
		}},
		{name: "cpp source", lang: "cpp", path: "c.cpp", src: `
class Local { public: void m(); private: void n(); };
static int hidden() { return 0; }
int visible() { return 1; }
void Local::m() {}
void Local::n() {}
void Other::x() {}
namespace { int anon() { return 2; } }
`, want: map[string]extract.Visibility{
			"Local": intl, "Local.m": intl, "Local.n": priv, "hidden": priv, "visible": intl, "Other.x": intl, "anon": priv,
		}},
		{name: "objc header", lang: "objc", path: "Foo.h", src: `
#import <Foundation/Foundation.h>
@interface Foo : NSObject {
    int _shared;
@private
    int _hidden;
@package
    int _framework;
@public
    int _open;
}
@property (nonatomic) int count;
- (void)pub;
+ (instancetype)make:(int)n with:(id)x;
@end
@interface Foo (Extras)
- (void)extra;
@end
static inline int twice(int x) { return 2 * x; }
`, want: map[string]extract.Visibility{"Foo": pub, "count": pub, "pub": pub, "make:with:": pub, "extra": pub,
			"_shared": pub, "_hidden": priv, "_framework": intl, "_open": pub, "twice": priv}},
		{name: "objc private header", lang: "objc", path: "Foo+Private.h", src: `
#import "Foo.h"
@interface Foo ()
@property (nonatomic) int secret;
@end
@interface FooHelper : NSObject
- (void)help;
@end
`, want: map[string]extract.Visibility{"secret": priv, "FooHelper": intl, "help": intl}},
		{name: "objc", lang: "objc", path: "Foo.m", src: `
#import "Foo.h"
static int counter = 0;
static void helper(void) {}
void cfunc(void) {}
@interface Foo () {
    int _state;
}
@property (nonatomic) int cache;
- (void)privateDecl;
@end
@implementation Foo {
    int _more;
}
- (void)pub { }
- (void)privateDecl { }
@end
`, want: map[string]extract.Visibility{"counter": priv, "helper": priv, "cfunc": intl, "_state": priv, "cache": priv,
			"_more": priv, "Foo.privateDecl": priv, "pub": intl}},
	})
}

func TestJavaScriptTypeScript(t *testing.T) {
	runCases(t, []vcase{
		{name: "es exports", lang: "typescript", path: "a.ts", src: `
export class Pub { private a = 1; #b = 2; protected c() {} d() {} }
class Hid { e() {} private f() {} }
function g() {}
function h() {}
const k = 1, l = 2;
export { h as hh, k };
export default function Def() {}
interface I { m(): void }
export interface J { n(): void }
export namespace NS { export function nf() {} function nh() {} }
export const arrow = () => 1;
export enum En { On }
`, want: map[string]extract.Visibility{
			"Pub": pub, "Pub.a": priv, "Pub.#b": priv, "Pub.c": intl, "Pub.d": pub,
			"Hid": intl, "Hid.e": intl, "Hid.f": priv, "g": intl, "h": pub, "k": pub, "l": intl, "Def": pub,
			"I": intl, "I.m": intl, "J.n": pub, "NS": pub, "NS.nf": pub, "NS.nh": priv, "arrow": pub, "En.On": pub,
		}},
		{name: "export default identifier", lang: "javascript", path: "a.js", src: `
class Widget { render() {} }
function other() {}
export default Widget;
`, want: map[string]extract.Visibility{"Widget": pub, "Widget.render": pub, "other": intl}},
		{name: "commonjs", lang: "javascript", path: "b.js", src: `
function a() {}
function b() {}
const c = () => 1;
class K { m() {} }
function hidden() {}
module.exports = { a, bee: b };
exports.c = c;
module.exports.K = K;
`, want: map[string]extract.Visibility{"a": pub, "b": pub, "c": pub, "K": pub, "K.m": pub, "hidden": intl}},
		{name: "commonjs single", lang: "javascript", path: "c.js", src: `
function main() {}
function helper() {}
module.exports = main;
`, want: map[string]extract.Visibility{"main": pub, "helper": intl}},
		{name: "declaration file", lang: "typescript", path: "types.d.ts", src: `
declare function api(): void;
interface Opts { x: number }
`, want: map[string]extract.Visibility{"api": pub, "Opts": pub}},
	})
}

func TestRuby(t *testing.T) {
	runCases(t, []vcase{
		{name: "sections", lang: "ruby", path: "k.rb", src: `
class K
  LIMIT = 1
  SECRET = 2
  private_constant :SECRET
  def a; end
  private
  def b; end
  def self.cls; end
  public
  def c; end
  protected
  def d; end
  public
  def e; end
  def f; end
  private :e
  private def g; end
  def self.h; end
  private_class_method :h
  attr_reader :r
  private :r
  class << self
    private
    def z; end
  end
  def after; end
  private
  attr_accessor :hidden_attr
end
def top; end
`, want: map[string]extract.Visibility{
			"K": pub, "LIMIT": pub, "SECRET": priv, "a": pub, "b": priv, "cls": pub, "c": pub, "d": intl,
			"e": priv, "f": pub, "g": priv, "h": priv, "r": priv, "z": priv, "after": pub, "hidden_attr": priv, "top": pub,
		}},
		{name: "nested class does not leak", lang: "ruby", path: "k.rb", src: `
module M
  class Inner
    private
    def x; end
  end
  def self.y; end
  def w; end
end
`, want: map[string]extract.Visibility{"x": priv, "y": pub, "w": pub}},
	})
}

func TestScriptingLanguages(t *testing.T) {
	runCases(t, []vcase{
		{name: "php", lang: "php", path: "k.php", src: `<?php
class K {
  public function a() {}
  protected function b() {}
  private function c() {}
  function d() {}
  private $p;
}
interface I { function i(); }
function top() {}
`, want: map[string]extract.Visibility{"K.a": pub, "K.b": intl, "K.c": priv, "K.d": pub, "K.p": priv, "I.i": pub, "top": pub}},
		{name: "lua", lang: "lua", path: "m.lua", src: `
local M = {}
local function hidden() end
function M.pub() end
function M:meth() end
function global() end
local x = 1
y = 2
return M
`, want: map[string]extract.Visibility{"M": pub, "hidden": priv, "pub": pub, "meth": pub, "global": pub, "x": priv, "y": pub}},
		{name: "elixir", lang: "elixir", path: "m.ex", src: `
defmodule M do
  def a, do: 1
  defp b, do: 2
  defmacro c, do: 3
  defmacrop d, do: 4
  @doc false
  def e, do: 5
end
`, want: map[string]extract.Visibility{"M": pub, "a": pub, "b": priv, "c": pub, "d": priv, "e": intl}},
		{name: "dart", lang: "dart", path: "a.dart", src: `
class _P { void m() {} }
class K { int _f = 1; void pub() {} void _priv() {} }
void _top() {}
void top() {}
`, want: map[string]extract.Visibility{"_P": priv, "_P.m": priv, "K": pub, "K._f": priv, "K.pub": pub, "K._priv": priv, "_top": priv, "top": pub}},
		{name: "zig", lang: "zig", path: "a.zig", src: `
pub const S = struct {
    field: u32,
    pub fn m() void {}
    fn n() void {}
};
const Hidden = struct {
    f2: u8,
    pub fn m2() void {}
};
fn priv() void {}
pub fn pubf() void {}
const C = 1;
export fn c_abi() u32 { return 1; }
`, want: map[string]extract.Visibility{"c_abi": pub,
			"S": pub, "S.field": pub, "S.m": pub, "S.n": priv, "Hidden": priv, "Hidden.f2": priv, "Hidden.m2": priv,
			"priv": priv, "pubf": pub, "C": priv,
		}},
		{name: "gleam", lang: "gleam", path: "a.gleam", src: `
pub fn a() { 1 }
fn b() { 2 }
pub type T { X }
type U { Y }
`, want: map[string]extract.Visibility{"a": pub, "b": priv, "T": pub, "U": priv}},
		{name: "bash", lang: "bash", path: "a.sh", src: `
helper() { echo; }
function other { echo; }
NAME=1
`, want: map[string]extract.Visibility{"helper": pub, "other": pub}},
		{name: "ocaml", lang: "ocaml", path: "a.ml", src: `
let f x = x
type t = A | B
`, want: map[string]extract.Visibility{"f": pub, "t": pub}},
		{name: "haskell export list", lang: "haskell", path: "M.hs", src: `
module M (T(..), U, f, C(..)) where
data T = A | B { fieldB :: Int }
data U = U1 | U2
f = 1
g = 2
class C a where
  meth :: a -> Int
class D a where
  dm :: a -> Int
`, want: map[string]extract.Visibility{
			"M": pub, "T": pub, "A": pub, "B": pub, "fieldB": pub, "U": pub, "U1": priv, "U2": priv,
			"f": pub, "g": priv, "C": pub, "meth": pub, "D": priv, "dm": priv,
		}},
		{name: "haskell without export list", lang: "haskell", path: "M.hs", src: `
module M where
f = 1
g = 2
`, want: map[string]extract.Visibility{"f": pub, "g": pub}},
		{name: "julia", lang: "julia", path: "m.jl", src: `
module Mod
export foo, Bar
public baz
foo() = 1
function baz() end
function qux() end
struct Bar
  x::Int
end
struct Hidden
  y::Int
end
end
`, want: map[string]extract.Visibility{"Mod": pub, "foo": pub, "baz": pub, "qux": intl, "Bar": pub, "Mod.Bar.x": pub, "Hidden": intl, "Mod.Hidden.y": intl}},
		{name: "solidity", lang: "solidity", path: "a.sol", src: `
contract C {
    uint256 stateDefault;
    uint256 public pubState;
    uint256 private privState;
    uint256 internal intState;
    function f() public {}
    function g() internal {}
    function h() private {}
    function k() external {}
    event Moved(uint256 amount);
    error Denied(address who);
    struct Stake {
        uint128 amount;
    }
    uint256 private constant FEE = 1;
    address immutable owner;
    modifier onlyOwner() { _; }
    function apply(function (uint256) internal pure returns (uint256) op) public {}
    function legacy() {}
}
library L {
    uint256 internal constant ONE = 1;
    function add(uint256 a) internal pure returns (uint256) { return a; }
    function _helper() private pure {}
}
interface I {
    function ping() external;
}
function free(uint256 a) pure returns (uint256) { return a; }
uint256 constant TOP = 1;
`, want: map[string]extract.Visibility{
			"Moved": pub, "Denied": pub, "C.Stake.amount": pub,
			"C": pub, "stateDefault": intl, "pubState": pub, "privState": priv, "intState": intl,
			"f": pub, "g": intl, "h": priv, "k": pub,
			"FEE": priv, "owner": intl, "onlyOwner": intl, "apply": pub, "legacy": pub,
			"L": pub, "ONE": pub, "add": pub, "_helper": priv, "I.ping": pub, "free": pub, "TOP": pub,
		}},
	})
}

func TestOtherLanguages(t *testing.T) {
	runCases(t, []vcase{
		{name: "powershell module", lang: "powershell", path: "m.psm1", src: `
$script:Root = 'x'
$global:Loaded = $true
$Plain = 1
function Get-Thing { }
function Hidden-Thing { }
function Get-Other { }
Export-ModuleMember -Function Get-* -Variable Plain
`, want: map[string]extract.Visibility{"Root": intl, "Loaded": pub, "Plain": pub, "Get-Thing": pub, "Get-Other": pub, "Hidden-Thing": intl}},
		{name: "powershell script", lang: "powershell", path: "s.ps1", src: `
$Plain = 1
function Do-It { }
`, want: map[string]extract.Visibility{"Plain": pub, "Do-It": pub}},
		{name: "perl underscore", lang: "perl", path: "lib/Shop/Cart.pm", src: `
package Shop::Cart;
our $VERSION = '1.0';
our %_cache;
use constant MAX_ITEMS => 10;
use constant _SECRET => 1;
sub new { bless {}, shift }
sub _total { 0 }
`, want: map[string]extract.Visibility{"Shop::Cart": pub, "$VERSION": pub, "%_cache": priv, "MAX_ITEMS": pub,
			"_SECRET": priv, "new": pub, "_total": priv}},
		{name: "erlang exports by arity", lang: "erlang", path: "src/cart.erl", src: `
-module(cart).
-export([new/0, add/2]).
-export_type([cart/0]).
-record(item, {sku, qty}).
-define(MAX, 10).
-type cart() :: [#item{}].
-type qty() :: non_neg_integer().
-callback on_add(term()) -> ok.
new() -> [].
add(C, I) -> [I | C].
total(C) -> length(C).
`, want: map[string]extract.Visibility{"cart": pub, "new": pub, "add": pub, "total": priv, "#item": priv,
			"sku": priv, "MAX": priv, "qty": priv, "on_add": pub}},
		{name: "erlang export_all", lang: "erlang", path: "src/util.erl", src: `
-module(util).
-compile([debug_info, export_all]).
helper(X) -> X.
`, want: map[string]extract.Visibility{"util": pub, "helper": pub}},
		{name: "erlang header", lang: "erlang", path: "include/cart.hrl", src: `
-record(line, {sku, qty = 1}).
-define(DEFAULT_QTY, 1).
`, want: map[string]extract.Visibility{"#line": pub, "sku": pub, "DEFAULT_QTY": pub}},
		{name: "elisp double dash", lang: "elisp", path: "a.el", src: `
(defvar pkg-public nil)
(defvar pkg--internal nil)
(defun pkg-run () nil)
(defun pkg--helper () nil)
`, want: map[string]extract.Visibility{"pkg-public": pub, "pkg--internal": intl, "pkg-run": pub, "pkg--helper": intl}},
		{name: "elisp definers", lang: "elisp", path: "b.el", src: `
(cl-defstruct (pkg--entry (:constructor pkg--entry-create)) name)
(define-minor-mode pkg-mode "Doc.")
(defalias 'pkg--old #'pkg-run)
`, want: map[string]extract.Visibility{"pkg--entry": intl, "pkg--entry-create": intl, "pkg-mode": pub, "pkg--old": intl}},
		{name: "clojure private vars", lang: "clojure", path: "a.clj", src: `
(ns my.lib)
(defn pub-fn [x] x)
(defn- helper [x] x)
(defn ^:private meta-helper [x] x)
(def ^{:private true :doc "d"} table {})
(def ^:const LIMIT 3)
(defmacro ^:private m [x] x)
(defprotocol Shape (area [s]))
(defrecord Circle [r] Shape (area [_] r))
`, want: map[string]extract.Visibility{"my.lib": pub, "pub-fn": pub, "helper": priv, "meta-helper": priv,
			"table": priv, "LIMIT": pub, "m": priv, "Shape": pub, "Shape.area": pub, "Circle": pub, "Circle.r": pub}},
		{name: "tla+ LOCAL", lang: "tlaplus", path: "M.tla", src: `
---- MODULE M ----
LOCAL Helper == 1
Op == 2
====
`, want: map[string]extract.Visibility{"Helper": priv, "Op": pub}},
		{name: "tla+ LOCAL instance and nested module", lang: "tlaplus", path: "N.tla", src: `
---- MODULE N ----
LOCAL I == INSTANCE M
LOCAL F[n \in Nat] == n
---- MODULE Inner ----
G == 1
====
====
`, want: map[string]extract.Visibility{"I": priv, "F": priv, "Inner": pub, "G": pub}},
		{name: "nix let is private, the value public", lang: "nix", path: "m.nix", src: `
{ lib }:
let
  helper = x: x + 1;
  inherit (lib) mkIf;
  table = { inner = 1; };
in
{
  run = helper;
  nested.deep = { leaf = 2; };
  inherit (lib) version;
}
`, want: map[string]extract.Visibility{"helper": priv, "mkIf": priv, "table": priv, "inner": priv, "run": pub, "deep": pub, "leaf": pub, "version": pub}},
		{name: "groovy defaults to public", lang: "groovy", path: "A.groovy", src: `
class Change {
    String title
    private int hidden
    String render() { title }
    private void secret() {}
}
`, want: map[string]extract.Visibility{"Change": pub, "render": pub, "secret": priv}},
		{name: "groovy fields, constants and traits", lang: "groovy", path: "B.groovy", src: `
trait Named {
    protected String label
    private static final int LIMIT = 3
    abstract String name()
}
enum Color { RED, GREEN }
`, want: map[string]extract.Visibility{"Named": pub, "label": pub, "LIMIT": priv, "name": pub, "Color": pub, "RED": pub}},
		{name: "gradle blocks and tasks", lang: "groovy", path: "build.gradle", src: `
dependencies {
    implementation 'a:b:1'
}
task hello {
}
def helper() { 1 }
`, want: map[string]extract.Visibility{"dependencies": pub, "hello": pub, "helper": pub}},
		{name: "rescript %%private", lang: "rescript", path: "M.res", src: `
let shown = 1
%%private(let hidden = "(" ++ ")"
let alsoHidden = 2)
let after = 3
module Inner = {
  %%private(let inner = 4)
  let open_ = 5
}
`, want: map[string]extract.Visibility{"shown": pub, "hidden": priv, "alsoHidden": priv, "after": pub, "Inner": pub, "inner": priv, "open_": pub}},
	})
}

// TestDataFormatsArePublic: a data or markup file's structure is what it
// offers to its readers, and regex-tier languages without access control
// keep everything public.
func TestDataFormatsArePublic(t *testing.T) {
	runCases(t, []vcase{
		{name: "json", lang: "json", path: "a.json", src: `{"name": {"_inner": 1}}`, want: map[string]extract.Visibility{"name": pub, "_inner": pub}},
		{name: "yaml", lang: "yaml", path: "a.yaml", src: "_hidden: 1\nkey:\n  sub: 2\n", want: map[string]extract.Visibility{"_hidden": pub, "sub": pub}},
		{name: "toml", lang: "toml", path: "a.toml", src: "[table]\n_k = 1\n", want: map[string]extract.Visibility{"table": pub, "_k": pub}},
		{name: "markdown", lang: "markdown", path: "a.md", src: "# Title\n\n## _Private-looking\n", want: map[string]extract.Visibility{"Title": pub}},
		{name: "make", lang: "make", path: "Makefile", src: "build:\n\tgo build\n_internal:\n\ttrue\n", want: map[string]extract.Visibility{"build": pub, "_internal": pub}},
		{name: "css", lang: "css", path: "a.css", src: ".btn { color: red }\n", want: map[string]extract.Visibility{".btn": pub}},
		{name: "hcl", lang: "hcl", path: "a.tf", src: "variable \"region\" {\n  default = \"x\"\n}\n", want: map[string]extract.Visibility{"default": pub}},
		{name: "r", lang: "r", path: "a.R", src: "f <- function(x) x\n.hidden <- function(x) x\n", want: map[string]extract.Visibility{"f": pub, ".hidden": pub}},
		{name: "dockerfile", lang: "dockerfile", path: "Dockerfile", src: "FROM golang AS build\nARG VERSION=1\n", want: map[string]extract.Visibility{"build": pub}},
	})
}

// TestEdgeCases gathers the less common forms of each language's rules.
func TestEdgeCases(t *testing.T) {
	runCases(t, []vcase{
		{name: "generic receiver", lang: "go", path: "p/g.go", src: `
package p

type list[T any] struct{ Head T }

func (l *list[T]) Push(v T) {}

type Set[K comparable] struct{}

func (s Set[K]) Add(k K) {}
`, want: map[string]extract.Visibility{"list.Push": intl, "list.Head": intl, "Set.Add": pub}},
		{name: "crate-visible module keeps pub items", lang: "rust", path: "src/lib.rs", src: `
pub(crate) mod util { pub fn f() {} pub(super) fn g() {} }
pub struct W(pub u8);
`, want: map[string]extract.Visibility{"util": intl, "util.f": pub, "util.g": intl, "W": pub}},
		{name: "export default and aliases", lang: "typescript", path: "b.ts", src: `
class A { m() {} }
function unused() {}
export { A as default };
`, want: map[string]extract.Visibility{"A": pub, "A.m": pub, "unused": intl}},
		{name: "export default class", lang: "typescript", path: "c.ts", src: `
export default class Foo { static #count = 0; m() {} }
export abstract class Abs { protected abstract x(): void; public y(): void {} }
`, want: map[string]extract.Visibility{"Foo": pub, "Foo.#count": priv, "Foo.m": pub, "Abs": pub, "Abs.x": intl, "Abs.y": pub}},
		{name: "anonymous default export", lang: "javascript", path: "e.js", src: `
export default function () {}
function local() {}
`, want: map[string]extract.Visibility{"default": pub, "local": intl}},
		{name: "unexported namespace", lang: "typescript", path: "d.ts", src: `
namespace Inner { export function f() {} function g() {} }
`, want: map[string]extract.Visibility{"Inner": intl, "Inner.f": intl, "Inner.g": priv}},
		{name: "kotlin private setter", lang: "kotlin", path: "C.kt", src: `
class Counter {
    var count: Int = 0
        private set
    private fun reset() {}
}
private fun fileLocal() {}
`, want: map[string]extract.Visibility{"count": pub, "reset": priv, "fileLocal": priv}},
		{name: "swift private extension", lang: "swift", path: "E.swift", src: `
public struct S {}
private extension S { func p() {} }
fileprivate extension S { func q() {} }
`, want: map[string]extract.Visibility{"S": pub, "S.p": priv, "S.q": priv}},
		{name: "java annotation type and nested interface class", lang: "java", path: "pk/Ann.java", src: `
package pk;
public @interface Ann { String value(); }
`, want: map[string]extract.Visibility{"Ann": pub, "value": pub}},
		{name: "cpp template class and union", lang: "cpp", path: "t.hpp", src: `
template <typename T>
class Box {
  T value;
public:
  T get() const;
};
union U { int i; float f; };
`, want: map[string]extract.Visibility{"Box": pub, "Box.value": priv, "Box.get": pub}},
		{name: "ruby module_function and comments", lang: "ruby", path: "m.rb", src: `
module Util
  module_function
  def helper; end
end
class K
  private # everything below
  def a; end
  public
  def b; end
  protected :b
end
`, want: map[string]extract.Visibility{"helper": pub, "a": priv, "b": intl}},
		{name: "csharp struct and interface defaults", lang: "csharp", path: "S.cs", src: `
public struct P { int hidden; public int X; }
public interface IShape { double Area(); }
internal class Impl { public void M() {} }
`, want: map[string]extract.Visibility{"P": pub, "P.hidden": priv, "P.X": pub, "IShape.Area": pub, "Impl": intl, "Impl.M": intl}},
		{name: "python nested class in private class", lang: "python", path: "n.py", src: `
class _Outer:
    class Inner:
        def run(self): pass
__all__: list[str] = ["_Outer"]
`, want: map[string]extract.Visibility{"_Outer": pub, "Inner": pub, "run": pub}},
	})
}

// TestAttributesRepeatingTheName: an attribute naming the symbol is not
// where its modifiers end.
func TestAttributesRepeatingTheName(t *testing.T) {
	runCases(t, []vcase{
		{name: "csharp", lang: "csharp", path: "T.cs", src: `
public class T {
  [SetUp] public void SetUp() {}
  [Obsolete] void Obsolete() {}
}
`, want: map[string]extract.Visibility{"T.SetUp": pub, "T.Obsolete": priv}},
		{name: "rust trait impl for an unnamed type", lang: "rust", path: "src/c.rs", src: `
pub struct Header;
impl<'a> From<&'a Header> for [u8; 6] {
    fn from(h: &'a Header) -> Self {
        [0; 6]
    }
}
mod inner {
    struct Hidden;
    impl Clone for Hidden {
        fn clone(&self) -> Self {
            Hidden
        }
    }
}
`, want: map[string]extract.Visibility{"from": pub, "clone": priv}},
	})
}

func TestAllPublicLanguages(t *testing.T) {
	runCases(t, []vcase{
		{name: "rescript", lang: "rescript", path: "A.res", src: `
type sku = string
let f = x => x
`, want: map[string]extract.Visibility{"sku": pub}},
		{name: "ocaml interface", lang: "ocaml_interface", path: "a.mli", src: `
val f : int -> int
type t
`, want: map[string]extract.Visibility{"f": pub, "t": pub}},
	})
}

// TestScriptHosts: the scripts of HTML pages, Svelte and Vue components
// (outlined by language injection) follow their script's convention; the
// markup's symbols stay public.
func TestScriptHosts(t *testing.T) {
	runCases(t, []vcase{
		{name: "classic and module scripts", lang: "html", path: "index.html", src: `
<main id="app">
<script>
  function greet() {}
  var counter = 0;
  class Store { #secret = 1; get() {} }
</script>
<script type="module">
  function boot() {}
</script>
</main>
`, want: map[string]extract.Visibility{"app": pub, "greet": pub, "counter": pub, "Store": pub, "Store.get": pub,
			"Store.#secret": priv, "boot": intl}},
		{name: "props and module exports", lang: "svelte", path: "Counter.svelte", src: `
<script context="module">
  export function preload() {}
  const cache = new Map();
</script>
<script>
  export let start = 0;
  let { step = 1, label: text } = $props();
  export function reset() {}
  let count = start;
  function increment() { count += step; }
</script>
<h1>Counter</h1>
`, want: map[string]extract.Visibility{"preload": pub, "cache": intl, "start": pub, "step": pub, "label": pub,
			"reset": pub, "count": priv, "increment": priv, "Counter": pub}},
		{name: "svelte 5 module attribute", lang: "svelte", path: "Item.svelte", src: `
<script module>
  export const shared = 1;
  function helper() {}
</script>
`, want: map[string]extract.Visibility{"shared": pub, "helper": intl}},
		{name: "options api", lang: "vue", path: "UserCard.vue", src: `
<script>
import api from './api'
const DEFAULT = 1
export const VERSION = 2
export default {
  props: { user: Object },
  data() { return { loading: false } },
  methods: { follow() {} },
}
</script>
`, want: map[string]extract.Visibility{"UserCard": pub, "UserCard.user": pub, "UserCard.loading": pub,
			"UserCard.follow": pub, "DEFAULT": intl, "VERSION": pub}},
		{name: "script setup", lang: "vue", path: "TodoBoard.vue", src: `
<script setup lang="ts">
const props = defineProps<{ title: string }>()
const draft = ref('')
function add() {}
function remove() {}
defineExpose({ add })
</script>
`, want: map[string]extract.Visibility{"props": pub, "props.title": pub, "draft": priv, "add": pub, "remove": priv}},
	})
}
