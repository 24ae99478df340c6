package refgraph_test

import "testing"

// TestRustOwnCrateName: a package's integration tests name it by its
// crate name (dashes as underscores), which resolves into its library
// (src/); another crate's paths stay external, and a name imported from
// one is never a same-named definition of the repository.
func TestRustOwnCrateName(t *testing.T) {
	_, g := fixture(t, "rust-tests")
	checkFileTargets(t, g, "tests/it.rs", []lineWant{
		{1, "Sender", 0, "src/sync.rs#Sender"},
		{4, "Sender", 0, "src/sync.rs#Sender"},
		{2, "channel", 0, ""},
		// imported from another crate: never the repository's channel,
		// though the file imports the module that defines one
		{5, "channel", 0, ""},
		{6, "top", 0, "src/lib.rs#top"},
		{6, "channel", 0, "src/sync.rs#channel"},
	})
	it, sync := fileIdx(t, g, "tests/it.rs"), fileIdx(t, g, "src/sync.rs")
	found := false
	for _, e := range g.Out[it] {
		found = found || e.To == sync
	}
	if !found {
		t.Errorf("tests/it.rs has no edge to src/sync.rs: %v", g.Out[it])
	}
}
