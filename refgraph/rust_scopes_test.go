package refgraph_test

import (
	"testing"

	"github.com/soulindex/soulindex/refgraph"
)

// sysWant is one hand-worked resolution: the nth occurrence (from 0) of
// name on a 1-based line resolves to "file#Container.Name", or to nothing
// ("").
type sysWant struct {
	line int
	name string
	nth  int
	to   string
}

// checkSysTargets asserts where the references of file p resolve.
func checkSysTargets(t *testing.T, g *refgraph.Graph, p string, wants []sysWant) {
	t.Helper()
	fi := fileIdx(t, g, p)
	f := g.Files[fi]
	for _, w := range wants {
		n, found := 0, false
		for _, r := range f.Refs {
			if int(r.Line)+1 != w.line || f.RefName(r) != w.name {
				continue
			}
			if n++; n-1 != w.nth {
				continue
			}
			found = true
			tg := g.Refs[fi][r.Name].For(r)
			got := ""
			if tg.File >= 0 {
				s := g.Files[tg.File].Symbols[tg.Symbol]
				got = g.Files[tg.File].Path + "#"
				if len(s.Container) > 0 {
					got += s.Container[len(s.Container)-1].Name + "."
				}
				got += s.Name
			}
			if got != w.to {
				t.Errorf("%s:%d: %s #%d resolves to %q, want %q", p, w.line, w.name, w.nth, got, w.to)
			}
		}
		if !found {
			t.Errorf("%s:%d: no occurrence %d of %s", p, w.line, w.nth, w.name)
		}
	}
}

// TestRustScopes: on rust-scopes, parameters, closure parameters, match
// arm and for patterns shadow the imported helper and count (resolving to
// nothing); module paths (util::f, crate::util::f, super::util::f, a
// module the file declares) resolve into that module only; std paths
// resolve to nothing though util.rs defines swap.
func TestRustScopes(t *testing.T) {
	_, g := fixture(t, "rust-scopes")
	checkSysTargets(t, g, "src/app.rs", []sysWant{
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
	checkSysTargets(t, g, "src/shapes.rs", []sysWant{
		{7, "helper", 0, "src/util.rs#helper"},
		{6, "side", 0, ""},
	})
	checkSysTargets(t, g, "src/lib.rs", []sysWant{
		{6, "helper", 0, "src/util.rs#helper"},
		{6, "run", 0, "src/app.rs#run"},
	})
}

// TestRustTypedMembers: members through the receiver's type (Foo::new
// and x.f of a typed let, self.f).
func TestRustTypedMembers(t *testing.T) {
	_, g := fixture(t, "rust-scopes")
	checkSysTargets(t, g, "src/app.rs", []sysWant{
		{16, "new", 0, "src/shapes.rs#Square.new"},
		{17, "new", 0, "src/shapes.rs#Circle.new"},
		{18, "area", 0, "src/shapes.rs#Square.area"},
		{18, "area", 1, "src/shapes.rs#Circle.area"},
	})
	checkSysTargets(t, g, "src/shapes.rs", []sysWant{
		{10, "side", 0, "src/shapes.rs#Square.side"},
		{23, "r", 0, "src/shapes.rs#Circle.r"},
	})
}
