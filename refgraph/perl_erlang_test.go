package refgraph_test

import (
	"slices"
	"testing"
)

// TestPerlErlangImports: Perl's use/require find Foo/Bar.pm in a lib/
// directory (a pragma is none, a CPAN module outside the repository
// resolves to nothing); Erlang's -include_lib finds the application's
// include directory, -import and -behaviour a module anywhere in the
// repository (gen_server is OTP's: nothing).
func TestPerlErlangImports(t *testing.T) {
	for _, tc := range []struct {
		fixture, file string
		want          map[string][]string
	}{
		{"perl-dist", "script/zoo.pl", map[string][]string{
			"Zoo::Dog": {"lib/Zoo/Dog.pm"}, "Zoo::Util": {"lib/Zoo/Util.pm"}, "Carp": {}}},
		{"perl-dist", "lib/Zoo/Dog.pm", map[string][]string{"Zoo::Animal": {"lib/Zoo/Animal.pm"}}},
		{"erlang-app", "apps/zoo/src/zoo.erl", map[string][]string{
			"gen_server": {}, "zoo/include/zoo.hrl": {"apps/zoo/include/zoo.hrl"},
			"zoo_util": {"apps/zoo/src/zoo_util.erl"}}},
		{"erlang-app", "apps/zoo/src/zoo_dog.erl", map[string][]string{"zoo.hrl": {"apps/zoo/include/zoo.hrl"}}},
	} {
		_, g := fixture(t, tc.fixture)
		fi := fileIdx(t, g, tc.file)
		f := g.Files[fi]
		if len(f.Imports) != len(tc.want) {
			t.Errorf("%s: %d imports, want %d: %+v", tc.file, len(f.Imports), len(tc.want), f.Imports)
		}
		for k, im := range f.Imports {
			want, ok := tc.want[im.Source]
			if !ok {
				t.Errorf("%s: unexpected import %q", tc.file, im.Source)
				continue
			}
			if got := paths(g, g.Imports[fi][k]); !slices.Equal(got, want) {
				t.Errorf("%s: import %q resolves to %v, want %v", tc.file, im.Source, got, want)
			}
		}
	}
}

// TestPerlTargets: a method of a package named before -> is the
// package's, or inherited from its base (use parent); a qualified call
// Pkg::f() is the package's f, a package outside the repository
// (Carp::croak) qualifies nothing; an imported sub resolves through its
// import; a method on an object of unknown class is the only sub of that
// name in the files loaded; a `my` variable is a local.
func TestPerlTargets(t *testing.T) {
	_, g := fixture(t, "perl-dist")
	checkFileTargets(t, g, "script/zoo.pl", []lineWant{
		{6, "Zoo::Dog", 0, "lib/Zoo/Dog.pm#Zoo::Dog"},
		{6, "new", 0, "lib/Zoo/Animal.pm#Zoo::Animal.new"},
		{7, "shout", 0, "lib/Zoo/Util.pm#Zoo::Util.shout"},
		{7, "speak", 0, "lib/Zoo/Dog.pm#Zoo::Dog.speak"},
		{8, "croak", 0, ""},
		{9, "shout", 0, "lib/Zoo/Util.pm#Zoo::Util.shout"},
		{9, "$LEVEL", 0, "lib/Zoo/Util.pm#Zoo::Util.$LEVEL"},
		{11, "$shout", 0, ""},
		{11, "fetch", 0, "lib/Zoo/Dog.pm#Zoo::Dog.fetch"},
	})
	// $self is an object of the package its sub stands in: speak is
	// Dog's own, though Animal (loaded too) has one; name is inherited.
	checkFileTargets(t, g, "lib/Zoo/Dog.pm", []lineWant{
		{9, "name", 0, "lib/Zoo/Animal.pm#Zoo::Animal.name"},
		{14, "speak", 0, "lib/Zoo/Dog.pm#Zoo::Dog.speak"},
	})
}

// TestErlangTargets: a remote call reaches the function of that name and
// arity in the module's file (speak/0 and speak/1 are two), a module
// outside the repository (lists) none; an imported function is found
// through -import, a record's field in the included header.
func TestErlangTargets(t *testing.T) {
	_, g := fixture(t, "erlang-app")
	checkFileTargets(t, g, "apps/zoo/src/zoo.erl", []lineWant{
		{8, "new/1", 0, "apps/zoo/src/zoo_dog.erl#new"},
		{9, "speak/0", 0, "apps/zoo/src/zoo_dog.erl#speak"},
		{10, "speak/1", 0, "apps/zoo/src/zoo_dog.erl#speak"},
		{11, "map/2", 0, ""},
		{11, "name", 0, "apps/zoo/include/zoo.hrl##animal.name"},
		{12, "speak/1", 0, "apps/zoo/src/zoo_dog.erl#speak"},
		{13, "shout/1", 0, "apps/zoo/src/zoo_util.erl#shout"},
		{13, "LOUD", 0, "apps/zoo/include/zoo.hrl#LOUD"},
	})
	// speak/0 and speak/1 are two definitions: the call of speak/1
	// inside speak/0 is the second.
	dog := fileIdx(t, g, "apps/zoo/src/zoo_dog.erl")
	for _, r := range g.Files[dog].LoadRefs() {
		if g.Files[dog].RefName(r) == "speak/1" && r.Line == 6 {
			if tg := g.Refs[dog][r.Name].For(r); tg.File != dog || g.Files[dog].Symbols[tg.Symbol].NameRange.Start.Line != 8 {
				t.Errorf("speak(quiet) resolves to %+v, want the speak/1 of line 9", tg)
			}
		}
	}
}
