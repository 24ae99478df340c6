package refgraph_test

import "testing"

// TestRustMacroItems: items, `mod` declarations and `pub use` re-exports
// written inside item-level macro invocations (a crate's cfg_net! {...},
// cfg_if::cfg_if! branches, a macro in an impl body) resolve as they
// would outside the macro: a test's `use mycrate::net::Stream` reaches
// the defining file through the re-export of src/net/mod.rs, and
// `mycrate::runtime::Builder::new_multi_thread()` the method of the
// builder's impl.
func TestRustMacroItems(t *testing.T) {
	_, g := fixture(t, "rust-macros")
	checkFileTargets(t, g, "tests/net.rs", []lineWant{
		{1, "Stream", 0, "src/net/tcp/stream.rs#Stream"},
		{3, "Stream", 0, "src/net/tcp/stream.rs#Stream"},
		{4, "Stream", 0, "src/net/tcp/stream.rs#Stream"},
		{4, "connect", 0, "src/net/tcp/stream.rs#Stream.connect"},
		{8, "Builder", 0, "src/runtime/builder.rs#Builder"},
		{8, "new_multi_thread", 0, "src/runtime/builder.rs#Builder.new_multi_thread"},
	})
	it := fileIdx(t, g, "tests/net.rs")
	for _, p := range []string{"src/net/tcp/stream.rs", "src/runtime/builder.rs"} {
		to, found := fileIdx(t, g, p), false
		for _, e := range g.Out[it] {
			found = found || e.To == to
		}
		if !found {
			t.Errorf("tests/net.rs has no edge to %s: %v", p, g.Out[it])
		}
		if g.Dependents[to] == 0 {
			t.Errorf("%s has no dependents", p)
		}
	}
}

// TestRustReexportChoice: a module that re-exports a name (pub use
// self::bounded::channel) decides which of the same-named definitions its
// barrel reaches (bounded.rs's, not chan.rs's that bounded.rs imports) a
// path through it names, imported or qualified.
func TestRustReexportChoice(t *testing.T) {
	_, g := fixture(t, "rust-macros")
	checkFileTargets(t, g, "tests/sync.rs", []lineWant{
		{1, "channel", 0, "src/sync/bounded.rs#channel"},
		{4, "channel", 0, "src/sync/bounded.rs#channel"},
		{8, "channel", 0, "src/sync/bounded.rs#channel"},
	})
}
