package refgraph_test

import (
	"testing"

	"github.com/soulindex/soulindex/refgraph"
)

// TestGoTypedMembers: hand-worked resolutions on go-types, occurrence by
// occurrence: x.f goes to the f of x's declared or literal type (two types
// define Area and Name), pkg.Name goes into that package only, a name
// qualified by a package outside the repository (crypto.SHA1) resolves to
// nothing though the repository defines SHA1, and a parameter named like
// a package constant (s) is a local.
func TestGoTypedMembers(t *testing.T) {
	_, g := fixture(t, "go-types")
	checkFileTargets(t, g, "app/app.go", []lineWant{
		{13, "Area", 0, "shapes/square.go#Square.Area"},
		{13, "Area", 1, "shapes/circle.go#Circle.Area"},
		{13, "Area", 2, "shapes/circle.go#Circle.Area"},
		{13, "Area", 3, "shapes/square.go#Square.Area"},
		{17, "Name", 0, "shapes/square.go#Square.Name"},
		{9, "Square", 0, "shapes/square.go#Square"},
		{9, "Circle", 0, "shapes/circle.go#Circle"},
		{12, "SHA1", 0, ""},
		{17, "s", 0, ""},
		{16, "s", 0, ""},
		// A member promoted from an embedded field.
		{31, "Area", 0, "shapes/square.go#Square.Area"},
		// A struct literal's key is the field of the literal's type.
		{11, "Side", 0, "shapes/square.go#Square.Side"},
		// Through a call's result, a field's type, a method's result.
		{26, "Area", 0, "shapes/square.go#Square.Area"},
		{26, "Area", 1, "shapes/square.go#Square.Area"},
		{26, "Area", 2, "shapes/square.go#Square.Area"},
		{26, "Area", 3, "shapes/circle.go#Circle.Area"},
		// Keys of literals whose type is elided: the element's type.
		{34, "Side", 0, "shapes/square.go#Square.Side"},
		{34, "Side", 1, "shapes/square.go#Square.Side"},
		{35, "Side", 0, "shapes/square.go#Square.Side"},
		// Collection elements.
		{39, "Area", 0, "shapes/square.go#Square.Area"},
		{39, "Area", 1, "shapes/circle.go#Circle.Area"},
		{41, "Area", 0, "shapes/square.go#Square.Area"},
		{44, "Area", 0, "shapes/square.go#Square.Area"},
	})
}

// TestGoBuildVariants: a package that defines its names once per build
// tag (labels_dedupe.go behind dedupelabels, labels_string.go by default)
// resolves to the variant the default linux/amd64 build compiles, though
// the other sorts first.
func TestGoBuildVariants(t *testing.T) {
	_, g := fixture(t, "go-types")
	checkFileTargets(t, g, "query/query.go", []lineWant{
		{5, "Labels", 0, "labels/labels_string.go#Labels"},
		{6, "Get", 0, "labels/labels_string.go#Labels.Get"},
		{6, "FromStrings", 0, "labels/labels_string.go#FromStrings"},
		{6, "Get", 1, "labels/labels_string.go#Labels.Get"},
	})
}

// TestGoDependentsCountUsers: a Go file's dependents are the other files
// that use at least one of its definitions; importing its package, or the
// package clause it shares with every file of the package, counts for
// nothing.
func TestGoDependentsCountUsers(t *testing.T) {
	_, g := fixture(t, "go-types")
	for _, tc := range []struct {
		file string
		want int
	}{
		{"shapes/square.go", 1}, // app.go uses Square, Area, NewSquare
		{"shapes/circle.go", 1}, // app.go uses Circle and its Area
		{"app/app.go", 0},
	} {
		if got := g.Dependents[fileIdx(t, g, tc.file)]; got != tc.want {
			t.Errorf("%s: %d dependents, want %d", tc.file, got, tc.want)
		}
	}
}

// TestDependentsCountUsers: a file's dependents are the other files that
// use one of its definitions or import it (a barrel's plain import
// excepted), in Python and TypeScript as in Go. The mixin whose append
// every list.append used to reach has none: nothing imports it.
func TestDependentsCountUsers(t *testing.T) {
	graphs := map[string]*refgraph.Graph{}
	for _, tc := range []struct {
		fixture, file string
		want          int
	}{
		{"python-scopes", "proj/mixins.py", 0},   // items.append, list.append: built-in lists
		{"python-scopes", "proj/codec.py", 2},    // app.py (codec.encode_all), star_all.py
		{"python-scopes", "proj/util.py", 1},     // app.py, through three import forms
		{"python-scopes", "proj/__init__.py", 1}, // app.py's proj.VERSION
		{"python-scopes", "proj/shapes.py", 0},
		{"ts-scopes", "src/lib/index.ts", 0},    // a barrel: main.ts's import alone is no use
		{"ts-scopes", "src/lib/math.ts", 2},     // main.ts, and index.ts re-exporting it
		{"ts-scopes", "src/helpers.ts", 2},      // main.ts and legacy.js (require)
		{"ts-scopes", "src/pipes/source.ts", 1}, // use.ts: src.pipe on a Source
		{"ts-scopes", "src/pipes/sink.ts", 1},   // use.ts: snk.pipe on a Sink
		{"ts-scopes", "src/main.ts", 0},
	} {
		g := graphs[tc.fixture]
		if g == nil {
			_, g = fixture(t, tc.fixture)
			graphs[tc.fixture] = g
		}
		if got := g.Dependents[fileIdx(t, g, tc.file)]; got != tc.want {
			t.Errorf("%s %s: %d dependents, want %d", tc.fixture, tc.file, got, tc.want)
		}
	}
}
