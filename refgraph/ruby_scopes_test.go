package refgraph_test

import "testing"

// TestRubyScopes: hand-worked resolutions on ruby-scopes. A def body does
// not see the program's locals, so a name assigned at the top level is a
// method call inside a def and resolves to the required file's method;
// a parameter (of a def or a block) named like that method shadows it and
// resolves to nothing, and a top-level local too; a block sees its def's
// scope only; a constant outside the repository (JSON) qualifies nothing,
// though the repository defines a parse.
func TestRubyScopes(t *testing.T) {
	_, g := fixture(t, "ruby-scopes")
	checkTargets(t, g, []targetWant{
		// The def's gate hides the top-level local helper.
		{"lib/app.rb", 7, "helper", 0, "lib/helpers.rb#helper"},
		// A def parameter and a block parameter shadow it.
		{"lib/app.rb", 10, "helper", 0, ""},
		{"lib/app.rb", 11, "helper", 0, ""},
		{"lib/app.rb", 15, "helper", 0, ""},
		{"lib/app.rb", 15, "helper", 1, ""},
		// Another block of the same def: the method again.
		{"lib/app.rb", 17, "helper", 0, "lib/helpers.rb#helper"},
		// JSON is outside the repository: its parse is not helpers'.
		{"lib/app.rb", 26, "parse", 0, ""},
		{"lib/app.rb", 27, "parse", 0, "lib/helpers.rb#parse"},
		// The program's own local.
		{"lib/app.rb", 30, "helper", 0, ""},
	})
}

// TestRubyTypedMembers: x.f resolves to the f of x's class when x = Foo.new,
// on Foo.new.f, and on self in a method; both classes define area and
// scale, so no member rule by name alone could pick one.
func TestRubyTypedMembers(t *testing.T) {
	_, g := fixture(t, "ruby-scopes")
	checkTargets(t, g, []targetWant{
		{"lib/app.rb", 23, "area", 0, "lib/shapes.rb#Square.area"},
		{"lib/app.rb", 24, "area", 0, "lib/shapes.rb#Square.area"},
		{"lib/app.rb", 25, "area", 0, "lib/shapes.rb#Circle.area"},
		{"lib/shapes.rb", 15, "scale", 0, "lib/shapes.rb#Square.scale"},
	})
}
