package extract_test

import "testing"

// TestLocalBindingsJVM checks, with hand-worked expectations, the local
// scopes of Java, Kotlin and C# line by line as Dump prints them (see
// TestLocalBindings): parameters shadowing fields, locals, loop, catch,
// resource and pattern variables, lambda parameters (Kotlin's implicit
// it), local functions, `this` typed by its class (binding 0, the class
// body), declared and constructed types, and member references with a
// local, `this` or class qualifier. A bare name bound to no local inside
// a class prints as ~N?name: a member of this~N's class if it has one
// (an inherited field, a nested class), else the plain name.
func TestLocalBindingsJVM(t *testing.T) {
	cases := []localCase{
		{"java", "A.java", `package p;

class A {
  int count;
  static int size() { return 0; }
  A(int count) { this.count = count; }
  int get(List<String> xs) {
    var b = new B();
    Foo c = Foo.create();
    for (int i = 0; i < count; i++) { b.put(i); }
    for (String s : xs) { s.trim(); }
    try (Reader r = open()) { r.read(); } catch (IOException e) { e.printStackTrace(); }
    if (xs instanceof Foo f) { f.ok(); }
    switch (c) { case Bar g -> g.x(); default -> {} }
    xs.forEach(x -> x.trim());
    int size = size();
    new Base() { void z() { this.q(); } };
    return size + count;
  }
}
`, map[int]string{
			// The parameter shadows the field; this.count is the field.
			6: "count~1 this~0 ~0.count count~1",
			7: "~0?List ~0?String xs~2",
			// var is no type name: the constructed B is the type.
			8: "b~3 ~0?B",
			9: "~0?Foo c~4 ~0?Foo Foo.create",
			// count here is the field: no local of that name in get.
			10: "i~5 i~5 ~0?count i~5 b~3 ~3.put i~5",
			11: "~0?String s~6 xs~2 s~6 ~6.trim",
			// open() is a method (a member of this), the resource r and
			// the catch parameter e are locals.
			12: "~0?Reader r~7 .open r~7 ~7.read ~0?IOException e~8 e~8 ~8.printStackTrace",
			13: "xs~2 ~0?Foo f~9 f~9 ~9.ok",
			14: "c~4 ~0?Bar g~10 g~10 ~10.x",
			15: "xs~2 ~2.forEach x~11 x~11 ~11.trim",
			// Methods and variables are separate namespaces: size() is
			// the method even where the local size is in scope.
			16: "size~12 .size",
			// An anonymous class's this is typed by the class it extends.
			17: "~0?Base ~13?z this~13 ~13.q",
			18: "size~12 ~0?count",
			0:  "0:A 1:int 2:List 3:B 4:Foo 5:int 6:String 7:Reader 8:IOException 9:Foo 10:Bar 12:int 13:Base",
		}},
		{"kotlin", "K.kt", `package p

class K(val count: Int) {
  fun get(xs: List<String>, count: Int): Int {
    val b = B()
    val c: Foo = Foo.create()
    val (d, e) = pair
    for (i in xs) { i.length }
    xs.map { it.length }
    xs.fold(0) { acc, x: String -> acc + x.length }
    try { } catch (ex: IOException) { ex.message }
    when (val w = compute()) { is Foo -> w.ok() }
    fun local(z: Int) = z + d
    return local(count) + this.count
  }
}
`, map[int]string{
			3: "Int",
			4: "xs~1 ~0?List ~0?String count~2 ~0?Int ~0?Int",
			5: "b~3 ~0?B",
			6: "c~4 ~0?Foo ~0?Foo Foo.create",
			// A destructuring declaration binds each name.
			7:  "d~5 e~6 ~0?pair",
			8:  "i~7 xs~1 i~7 ~7.length",
			9:  "xs~1 ~1.map it~8 ~8.length",
			10: "xs~1 ~1.fold acc~9 x~10 ~0?String acc~9 x~10 ~10.length",
			11: "ex~11 ~0?IOException ex~11 ~11.message",
			12: "w~12 ~0?compute ~0?Foo w~12 ~12.ok",
			// A local function is bound in its block.
			13: "local~13 z~14 ~0?Int z~14 d~5",
			// The parameter count shadows the property; this.count is it.
			14: "local~13 count~2 this~0 ~0.count",
			// b holds the result of calling ref 8 (B, a constructor;
			// refs count from 0).
			0: "0:K 1:List 2:Int 3:@8() 4:Foo 10:String 11:IOException 14:Int",
		}},
		{"csharp", "C.cs", `namespace P {
class C {
  int count;
  C(int count) { this.count = count; }
  int Get(List<string> xs) {
    var b = new B();
    Foo c = Foo.Create();
    for (int i = 0; i < count; i++) { b.Put(i); }
    foreach (var s in xs) { s.Trim(); }
    try { } catch (IOException e) { e.Log(); }
    if (c is Bar f) { f.Ok(); }
    if (int.TryParse("1", out var n)) { n++; }
    switch (c) { case Baz g: g.X(); break; }
    Func<int, int> fn = a => a + Local(count);
    int Local(int y) => y;
    using var u = Open();
    return Local(1) + fn(2) + this.count;
  }
}
}
`, map[int]string{
			4:  "count~1 this~0 ~0.count count~1",
			5:  "~0?List xs~2",
			6:  "b~3 ~0?B",
			7:  "~0?Foo c~4 ~0?Foo Foo.Create",
			8:  "i~5 i~5 ~0?count i~5 b~3 ~3.Put i~5",
			9:  "s~6 xs~2 s~6 ~6.Trim",
			10: "~0?IOException e~7 e~7 ~7.Log",
			11: "c~4 ~0?Bar f~8 f~8 ~8.Ok",
			12: ".TryParse n~9 n~9",
			13: "c~4 ~0?Baz g~10 g~10 ~10.X",
			// A local function is visible in its whole block, before
			// its declaration too.
			// (An implicit lambda parameter is no identifier node: only
			// its use is a reference.)
			14: "~0?Func fn~11 a~12 Local~13 ~0?count",
			15: "Local~13 y~14 y~14",
			16: "u~15 ~0?Open",
			17: "Local~13 fn~11 this~0 ~0.count",
			// u holds the result of calling ref 49 (Open).
			0: "0:C 1:int 2:List 3:B 4:Foo 5:int 7:IOException 8:Bar 10:Baz 11:Func 14:int 15:@49()",
		}},
	}
	runLocalCases(t, cases)
}
