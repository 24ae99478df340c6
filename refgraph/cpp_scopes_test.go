package refgraph_test

import "testing"

// TestCppScopes: on cpp-scopes, a parameter, locals and a lambda's
// parameter named like the header's functions and fields resolve to
// nothing; namespace-qualified names resolve into the namespace of the
// included header; members resolve through the receiver's declared type
// (a local, a pointer from new, a function's result), through a base
// class (name() of Shape) and through the implicit this of an out-of-line
// method; std names and helper (declared in a header main.cpp does not
// include) resolve to nothing.
func TestCppScopes(t *testing.T) {
	_, g := fixture(t, "cpp-scopes")
	const h = "include/geo/shapes.hpp#"
	checkFileTargets(t, g, "src/main.cpp", []lineWant{
		{5, "total", 0, ""},
		{6, "make_circle", 0, ""},
		{6, "total", 0, ""},
		{7, "area", 0, ""},
		{7, "radius", 0, ""},
		{7, "radius", 1, ""},
		{8, "make_circle", 0, ""},
		{8, "area", 0, ""},
		{8, "total", 0, ""},
		{12, "Circle", 0, h + "geo.Circle"},
		{13, "Square", 0, h + "geo.Square"},
		{14, "Circle", 1, h + "geo.Circle"},
		{15, "area", 0, h + "Circle.area"},
		{15, "area", 1, h + "Square.area"},
		{15, "radius", 0, h + "Circle.radius"},
		{15, "make_circle", 0, h + "geo.make_circle"},
		{15, "radius", 1, h + "Circle.radius"},
		{17, "sort", 0, ""},
		{17, "begin", 0, ""},
		{18, "side", 0, ""},
		{18, "side", 1, ""},
		{18, "size", 0, ""},
		{19, "total", 0, h + "geo.total"},
		{19, "twice", 0, "src/main.cpp#twice"},
		{19, "name", 0, h + "Shape.name"},
		{19, "helper", 0, ""},
	})
	checkFileTargets(t, g, "src/shapes.cpp", []lineWant{
		{7, "radius", 0, h + "Circle.radius"},
		{9, "side", 0, h + "Square.side"},
		{16, "sum", 0, ""},
		{17, "count", 0, ""},
		{17, "area", 0, h + "Shape.area"},
	})
}
