package refgraph_test

import "testing"

// TestRustScopes: on rust-scopes, parameters, closure parameters, match
// arm and for patterns shadow the imported helper and count (resolving to
// nothing); module paths (util::f, crate::util::f, super::util::f, a
// module the file declares) resolve into that module only; std paths
// resolve to nothing though util.rs defines swap.
func TestRustScopes(t *testing.T) {
	_, g := fixture(t, "rust-scopes")
	checkFileTargets(t, g, "src/app.rs", []lineWant{
		{6, "helper", 0, ""},
		{7, "count", 0, ""},
		{7, "count", 1, ""},
		{7, "helper", 0, ""},
		{8, "count", 0, ""},
		{8, "count", 1, ""},
		{9, "helper", 0, ""},
		{9, "helper", 1, ""},
		{9, "pairs", 0, "src/app.rs#pairs"},
		{10, "swap", 0, ""},
		{11, "swap", 0, ""},
		{12, "total", 0, "src/util.rs#total"},
		{12, "total", 1, "src/util.rs#total"},
		{16, "Square", 0, "src/shapes.rs#Square"},
		{16, "helper", 0, "src/util.rs#helper"},
		{16, "count", 0, "src/util.rs#count"},
		{17, "Circle", 0, "src/shapes.rs#Circle"},
		{18, "LIMIT", 0, "src/util.rs#LIMIT"},
		// Vec::new: two repository types define new, neither is Vec.
		{22, "new", 0, ""},
	})
	checkFileTargets(t, g, "src/shapes.rs", []lineWant{
		{7, "helper", 0, "src/util.rs#helper"},
		{6, "side", 0, ""},
	})
	checkFileTargets(t, g, "src/lib.rs", []lineWant{
		{6, "helper", 0, "src/util.rs#helper"},
		{6, "run", 0, "src/app.rs#run"},
	})
}

// TestRustTypedMembers: members through the receiver's type (Foo::new
// and x.f of a typed let, self.f).
func TestRustTypedMembers(t *testing.T) {
	_, g := fixture(t, "rust-scopes")
	checkFileTargets(t, g, "src/app.rs", []lineWant{
		{16, "new", 0, "src/shapes.rs#Square.new"},
		{17, "new", 0, "src/shapes.rs#Circle.new"},
		{18, "area", 0, "src/shapes.rs#Square.area"},
		{18, "area", 1, "src/shapes.rs#Circle.area"},
	})
	checkFileTargets(t, g, "src/shapes.rs", []lineWant{
		{10, "side", 0, "src/shapes.rs#Square.side"},
		{23, "r", 0, "src/shapes.rs#Circle.r"},
	})
}
