package extract_test

import "testing"

// TestPythonLocalBindings checks Python's scope rules line by line as
// Dump prints the references (see TestLocalBindings for the notation):
// a name bound anywhere in a function is local in all of it (one local
// per name and function, += and del included), comprehensions and
// lambdas have their own scope, nonlocal/global names are not the
// function's own, module level stays global, self/cls are typed by their
// class (not a staticmethod's first parameter), and imports inside a
// function stay imports (their names and qualifiers are resolved through
// the import).
func TestPythonLocalBindings(t *testing.T) {
	src := `import os
from pkg import util, helper as h
from .codec import *

VALUE = 1
items = []


def helper(x, y=VALUE, *args, z: util.Conf = None, **kw):
    total = x + y
    for i, v in enumerate(args):
        total += i + v
    squares = [n * n for n in args if n]
    f = lambda util: util + VALUE
    with open(x) as fh:
        data = fh.read()
    try:
        pass
    except ValueError as err:
        print(err)
    if (m := len(data)) > 0:
        del m
    return os.path.join(x, util.name, h(total), kw, z, f, squares)


def outer():
    count = 0

    def inner():
        nonlocal count
        count += 1
        return count

    class Local:
        pass

    return inner, Local, count


def writer():
    global VALUE
    VALUE = 2
    return VALUE


class Shape:
    def area(self, scale: float):
        return self.side * scale

    @classmethod
    def make(cls):
        return cls()

    @staticmethod
    def plain(v):
        return v.side


def use():
    s = Shape()
    t = util.Maker()
    items.append(s)
    match t:
        case [a, *rest]:
            return a, rest
        case {"k": val}:
            return val
    return s.area(1).real, t.x.y


def lazy(items):
    from pkg import util
    import json
    return json.dumps(items), util.name


def kw(attempts):
    return Shape(attempts=attempts)
`
	want := map[int]string{
		// Module level: imports and globals are never locals.
		2: "pkg util helper h",
		// Parameters of every kind; the module constant in a default and
		// the imported module in an annotation stay global.
		9:  "x~0 y~1 VALUE args~2 z~3 util util.Conf kw~4",
		10: "total~5 x~0 y~1",
		11: "i~6 v~7 enumerate args~2",
		// total += ... is the same local as total = ...
		12: "total~5 i~6 v~7",
		// The comprehension's n is its own.
		13: "squares~8 n~9 n~9 n~9 args~2 n~9",
		// A lambda parameter named like a module-level import shadows it.
		14: "f~10 util~11 util~11 VALUE",
		15: "open x~0 fh~12",
		16: "data~13 fh~12 ~12.read",
		19: "ValueError err~14",
		20: "print err~14",
		// Walrus, then del: one local.
		21: "m~15 len data~13",
		22: "m~15",
		// os.path.join: os qualifies path, join is a member of path.
		23: "os os.path @49.join x~0 util util.name h total~5 kw~4 z~3 f~10 squares~8",
		27: "count~16",
		// A nested def and class are locals of the outer function.
		29: "inner~17",
		// nonlocal count: count += 1 in inner is outer's count.
		30: "count~16",
		31: "count~16",
		32: "count~16",
		37: "inner~17 Local~18 count~16",
		// global VALUE: assigned in writer, still the module's.
		41: "VALUE",
		42: "VALUE",
		43: "VALUE",
		// self and cls are typed by the class.
		47: "self~19 scale~20 float",
		48: "self~19 ~19.side scale~20",
		51: "cls~21",
		52: "cls~21",
		// A staticmethod's first parameter is not self.
		55: "v~22",
		56: "v~22 ~22.side",
		60: "s~23 Shape",
		61: "t~24 util util.Maker",
		// items is a module-level name: a qualifier, not a local.
		62: "items items.append s~23",
		63: "t~24",
		// match/case captures.
		64: "a~25 rest~26",
		65: "a~25 rest~26",
		66: "val~27",
		67: "val~27",
		// Chains: .real is a member of area's result, .y of t.x.
		68: "s~23 ~23.area @100.real t~24 ~24.x @103.y",
		// A parameter named like the module-level items is local; imports
		// inside a function are not locals: json.dumps stays qualified.
		71: "items~28",
		72: "pkg util",
		73: "json",
		74: "json json.dumps items~28 util util.name",
		// A keyword argument's name is the callee's parameter, a member.
		77: "attempts~29",
		78: "Shape .attempts attempts~29",
		// Declared types: annotations, the class of self/cls, and the
		// callee whose result initialises data (read), s (Shape) and t
		// (Maker); n of "for n in args" holds an element of args ([]).
		0: "3:util.Conf 9:[] 13:@39() 19:Shape 20:float 21:Shape 23:@85() 24:@88()",
	}
	// Every line with references is checked.
	checkAllLocals(t, localCase{"python", "a.py", src, want}, 1, 3, 50, 54)
}
