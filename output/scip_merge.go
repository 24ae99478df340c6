package output

import (
	"strings"
	"sync"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/refgraph"
)

// mergeTable holds each file's TypeScript merged declarations
// (refgraph.MergedDeclarations), computed once, when a document first
// references the file; documents are built in parallel.
type mergeTable struct {
	files  []*extract.File
	once   []sync.Once
	groups []map[int32][]int32
}

func newMergeTable(files []*extract.File) *mergeTable {
	return &mergeTable{files: files, once: make([]sync.Once, len(files)), groups: make([]map[int32][]int32, len(files))}
}

// of returns file fi's merged declarations (nil for a nil table).
func (m *mergeTable) of(fi int32) map[int32][]int32 {
	if m == nil {
		return nil
	}
	m.once[fi].Do(func() { m.groups[fi] = refgraph.MergedDeclarations(m.files[fi]) })
	return m.groups[fi]
}

// referenceSymbols returns the symbols a reference to t names: t's, then
// those of the declarations merged with it (group, ascending, t among
// them), each once (overloads share one), locals and unnamed ones left out.
func referenceSymbols(t refgraph.Target, symOf func(refgraph.Target) string, group []int32) []string {
	var out []string
	add := func(sym string) {
		if sym == "" || strings.HasPrefix(sym, "local ") {
			return
		}
		for _, o := range out {
			if o == sym {
				return
			}
		}
		out = append(out, sym)
	}
	add(symOf(t))
	for _, k := range group {
		if k != t.Symbol {
			add(symOf(refgraph.Target{File: t.File, Symbol: k}))
		}
	}
	return out
}
