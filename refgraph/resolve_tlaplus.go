package refgraph

import (
	"path"

	"github.com/soulindex/soulindex/extract"
)

// resolveTLA maps a module named by EXTENDS or INSTANCE to its file, as
// SANY and TLC look for it: M.tla beside the importing file, else the
// only M.tla of the repository. A name several directories define (and
// the importer's does not) resolves to none, as do the standard modules
// (Naturals, Sequences, TLC), which the tools ship.
func (ix *fileIndex) resolveTLA(f *extract.File, module string) []int32 {
	if module == "" || path.Base(module) != module {
		return nil
	}
	name := module + ".tla"
	if i, ok := ix.lookup(path.Join(path.Dir(f.Path), name)); ok {
		return []int32{i}
	}
	var found []int32
	for _, i := range ix.byBase[name] {
		if ix.files[i].Language == "tlaplus" {
			found = append(found, i)
		}
	}
	if len(found) == 1 {
		return found
	}
	return nil
}

// tlaQualifiers maps the name of each named instance (N == INSTANCE M,
// whose definitions are used as N!Op) to M's file; the modules of
// EXTENDS and of unnamed INSTANCE make their definitions the file's own,
// so their files are visible unqualified (plain).
func (g *Graph) tlaQualifiers(f *extract.File, i int32) (qual map[string][]int32, plain []int32) {
	for k, im := range f.Imports {
		ts := g.Imports[i][k]
		if im.Alias == "" {
			plain = append(plain, ts...)
			continue
		}
		if qual == nil {
			qual = map[string][]int32{}
		}
		qual[im.Alias] = append(qual[im.Alias], ts...)
	}
	return qual, dedup(plain)
}
