package refgraph

import (
	"path"
	"sort"
	"strings"

	"github.com/soulindex/soulindex/extract"
)

// Protocol Buffers: `import "a/b/c.proto"` names a path under one of the
// compiler's import roots (-I, buf's roots). The repository's root is
// tried first, then the importing file's directory, then every directory
// that makes the path exist (a proto root such as proto/ or third_party/):
// the one holding the importing file wins, else the one sharing the
// longest path prefix with it, else the first in path order.
func (ix *fileIndex) resolveProto(f *extract.File, src string) []int32 {
	src = path.Clean(src)
	if strings.HasPrefix(src, "../") || src == ".." || path.IsAbs(src) {
		return ix.resolveRelative(f, src, nil, nil)
	}
	if i, ok := ix.lookup(src); ok {
		return []int32{i}
	}
	if i, ok := ix.lookup(path.Join(path.Dir(f.Path), src)); ok {
		return []int32{i}
	}
	cands := ix.bySuffix[lastTwo(src)]
	if !strings.Contains(src, "/") {
		cands = ix.byBase[src]
	}
	var best []int32
	for _, i := range cands {
		if p := ix.files[i].Path; strings.HasSuffix(p, "/"+src) && ix.files[i].Language == "proto" {
			best = append(best, i)
		}
	}
	if len(best) < 2 {
		return best
	}
	dir := path.Dir(f.Path) + "/"
	score := func(i int32) (holds bool, shared int) {
		p := ix.files[i].Path
		root := p[:len(p)-len(src)] // ends with "/"
		return strings.HasPrefix(dir, root), commonPrefix(p, f.Path)
	}
	sort.SliceStable(best, func(a, b int) bool {
		ha, sa := score(best[a])
		hb, sb := score(best[b])
		if ha != hb {
			return ha
		}
		return sa > sb
	})
	return best[:1]
}

// protoQualifiers maps the qualifier a Protocol Buffers type reference
// can have before its name (v1 in acme.inventory.v1.Money: the last part
// of a package) to the files of that package the file sees: itself and
// the files it imports. A qualifier that is no package's (Outer in
// Outer.Inner) is not a key: such a name is a member of a message.
func (g *Graph) protoQualifiers(f *extract.File, i int32) map[string][]int32 {
	qual := map[string][]int32{}
	add := func(t int32) {
		pkg := protoPackage(g.Files[t])
		if pkg == "" {
			return
		}
		last := pkg[strings.LastIndexByte(pkg, '.')+1:]
		if !containsFile(qual[last], t) {
			qual[last] = append(qual[last], t)
		}
	}
	add(i)
	for _, ts := range g.Imports[i] {
		for _, t := range ts {
			add(t)
		}
	}
	for k, fs := range qual {
		qual[k] = dedup(fs)
	}
	return qual
}

// protoPackage is a .proto file's package (its first definition, a
// module), "" when it declares none.
func protoPackage(f *extract.File) string {
	if f.Language != "proto" || len(f.Symbols) == 0 || f.Symbols[0].Kind != extract.KindModule {
		return ""
	}
	return f.Symbols[0].Name
}

func containsFile(fs []int32, t int32) bool {
	for _, x := range fs {
		if x == t {
			return true
		}
	}
	return false
}
