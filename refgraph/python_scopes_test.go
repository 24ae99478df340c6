package refgraph_test

import "testing"

// TestPythonScopes: hand-worked resolutions on python-scopes. A qualifier
// bound by an import resolves only into that module, and to nothing for a
// module outside the repository (os, json, numpy, a name from-imported
// from os) or a builtin type (list); an unqualified name resolves only to
// what the module defines or imports, star imports through __all__ (or
// public names without one); locals (parameters, comprehension targets)
// resolve to nothing; an import inside a function makes its name visible.
func TestPythonScopes(t *testing.T) {
	_, g := fixture(t, "python-scopes")
	checkTargets(t, g, []targetWant{
		// list.append on the builtin type: never the mixin's append.
		{"proj/app.py", 19, "append", 0, ""},
		// next(it): codec defines a top-level next, but app imports the
		// module codec, not the name.
		{"proj/app.py", 23, "next", 0, ""},
		// Qualifiers bound by imports of repository modules.
		{"proj/app.py", 24, "helper", 0, "proj/util.py#helper"},
		{"proj/app.py", 25, "encode_all", 0, "proj/codec.py#encode_all"},
		// Modules outside the repository: nothing, though util defines
		// dumps and helper.
		{"proj/app.py", 26, "dumps", 0, ""},
		{"proj/app.py", 27, "helper", 0, ""},
		// import proj.util binds proj: proj.VERSION is proj/__init__.py's.
		{"proj/app.py", 28, "VERSION", 0, "proj/__init__.py#VERSION"},
		{"proj/app.py", 28, "util", 0, ""},
		// A star import without __all__: public names only.
		{"proj/app.py", 29, "public", 0, "proj/util.py#public"},
		{"proj/app.py", 30, "_private", 0, ""},
		// from os import path: path.join is external, though util defines
		// two join methods and codec a join function.
		{"proj/app.py", 31, "join", 0, ""},
		{"proj/app.py", 32, "path", 0, ""},
		// The module's own helper wins over the star-imported one.
		{"proj/app.py", 33, "helper", 0, "proj/app.py#helper"},
		// Parameters shadow the module's helper and the star-imported
		// public.
		{"proj/app.py", 37, "helper", 0, ""},
		{"proj/app.py", 37, "public", 0, ""},
		// An import inside a function.
		{"proj/app.py", 42, "encode_all", 0, "proj/codec.py#encode_all"},
		// A star import through __all__: listed names only.
		{"proj/star_all.py", 5, "encode_all", 0, "proj/codec.py#encode_all"},
		{"proj/star_all.py", 5, "hidden", 0, ""},
		{"proj/star_all.py", 5, "Codec", 0, "proj/codec.py#Codec"},
	})
}

// TestPythonTypedMembers: x.f resolves to the f of x's type (annotation,
// constructor call, self); of a type outside the repository (str, bytes, a
// list literal) or of unknown type with several candidates, to nothing.
func TestPythonTypedMembers(t *testing.T) {
	_, g := fixture(t, "python-scopes")
	checkTargets(t, g, []targetWant{
		{"proj/shapes.py", 3, "side", 0, "proj/shapes.py#Square.side"},
		{"proj/shapes.py", 16, "area", 0, "proj/shapes.py#Square.area"},
		{"proj/shapes.py", 16, "area", 1, "proj/shapes.py#Circle.area"},
		{"proj/shapes.py", 16, "area", 2, "proj/shapes.py#Square.area"},
		// A local list, a parameter of unknown type: not the mixin's
		// append (mixins is not imported).
		{"proj/app.py", 17, "append", 0, ""},
		{"proj/app.py", 18, "append", 0, ""},
		// A str literal's join: two visible types define join (Path, Url).
		{"proj/app.py", 20, "join", 0, ""},
		// str and bytes receivers: not Codec's encode/decode.
		{"proj/app.py", 21, "encode", 0, ""},
		{"proj/app.py", 22, "decode", 0, ""},
	})
}
