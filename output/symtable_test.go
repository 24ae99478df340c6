package output

import (
	"strconv"
	"testing"
)

func TestSymbolTableGivesSymbolsBack(t *testing.T) {
	files := [][]symName{
		{{sym: "s m p . ns/"}, {sym: "s m p . ns/A#"}, {sym: ""}, {sym: "s m p . ns/A#f()."}, {sym: "s m p . ns/B."}},
		{},
		{{sym: ""}, {sym: ""}},
		{{sym: "one"}},
		{{sym: "x/a."}, {sym: "y/b."}}, // no common prefix
	}
	tab := newSymbolTable(len(files))
	for i, names := range files {
		tab.set(i, names)
	}
	for i, names := range files {
		for k, n := range names {
			if got := tab.sym(int32(i), int32(k)); got != n.sym {
				t.Errorf("sym(%d, %d) = %q, want %q", i, k, got, n.sym)
			}
		}
	}
	if p := tab.files[0].prefix; p != "s m p . ns/" {
		t.Errorf("prefix %q, want the namespace's symbol", p)
	}
}

// The table keeps a file's shared prefix once: on 1,000 symbols of one
// namespace it holds under a third of what their strings take.
func TestSymbolTableIsCompact(t *testing.T) {
	var names []symName
	total := 0
	for k := range 1000 {
		s := "soulindex gomod std . `archive/tar`/Name" + strconv.Itoa(k) + "."
		names = append(names, symName{sym: s})
		total += len(s)
	}
	tab := newSymbolTable(1)
	tab.set(0, names)
	fn := tab.files[0]
	if held := len(fn.prefix) + len(fn.rest) + 4*len(fn.ends); held*3 > total {
		t.Errorf("table holds %d bytes for %d bytes of symbols", held, total)
	}
}
