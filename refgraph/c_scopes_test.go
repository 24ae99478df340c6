package refgraph_test

import "testing"

// TestCScopes: on c-scopes, a parameter, locals and a for-init variable
// named like functions the included header declares resolve to nothing;
// outside them the names resolve to the included header; helper, defined
// in the repository but in a header main.c does not include, resolves to
// nothing, and so does printf (a system header).
func TestCScopes(t *testing.T) {
	_, g := fixture(t, "c-scopes")
	checkFileTargets(t, g, "src/main.c", []lineWant{
		{4, "count", 0, ""},
		{5, "total", 0, ""},
		{5, "count", 0, ""},
		{6, "helper", 0, ""},
		{6, "helper", 1, ""},
		{6, "total", 0, ""},
		{6, "helper", 3, ""},
		{7, "total", 0, ""},
		{11, "point", 0, "include/util.h#point"},
		{12, "printf", 0, ""},
		{12, "count", 0, "include/util.h#count"},
		{12, "total", 0, "include/util.h#total"},
		{12, "scale", 0, "src/main.c#scale"},
		{12, "helper", 0, ""},
	})
	checkFileTargets(t, g, "src/util.c", []lineWant{
		// The parameter n, not anything named n elsewhere.
		{3, "n", 0, ""},
		{10, "sum", 0, ""},
	})
}

// TestCTypedMembers: p.x through p's declared type.
func TestCTypedMembers(t *testing.T) {
	_, g := fixture(t, "c-scopes")
	checkFileTargets(t, g, "src/main.c", []lineWant{
		{12, "x", 0, "include/util.h#point.x"},
	})
}
