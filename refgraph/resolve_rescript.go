package refgraph

import (
	"path"
	"strings"

	"github.com/soulindex/soulindex/extract"
)

// ReScript modules are global by file name: Foo.res (and its interface
// Foo.resi) is module Foo from anywhere in the project, whatever its
// directory; a file named foo.res is module Foo too. open Foo, include
// Foo and Foo.bar all name it.

// rescriptModule is the module a ReScript file defines, "" for another
// language.
func rescriptModule(f *extract.File) string {
	if f.Language != "rescript" {
		return ""
	}
	base := path.Base(f.Path)
	base = strings.TrimSuffix(strings.TrimSuffix(base, ".resi"), ".res")
	if base == "" {
		return ""
	}
	return strings.ToUpper(base[:1]) + base[1:]
}

// rescriptModules maps every module name to its implementation files
// (Foo.res; Foo.resi only where no .res defines the module, as for an
// interface whose implementation is outside the index). A name defined in
// both would otherwise be ambiguous, and the .res is where it is defined.
func rescriptModules(files []*extract.File) map[string][]int32 {
	var out map[string][]int32
	impl := map[string]bool{}
	for i, f := range files {
		if m := rescriptModule(f); m != "" {
			if out == nil {
				out = map[string][]int32{}
			}
			isImpl := strings.HasSuffix(f.Path, ".res")
			switch {
			case isImpl && !impl[m]:
				out[m] = []int32{int32(i)} // drops interfaces seen before
				impl[m] = true
			case isImpl || !impl[m]:
				out[m] = append(out[m], int32(i))
			}
		}
	}
	return out
}

// resolveReScript maps an open or include source (Belt, Js.Promise2,
// Inventory.Price) to the files of its first module: its .res files, else
// its .resi.
func (ix *fileIndex) resolveReScript(src string) []int32 {
	top, _, _ := strings.Cut(src, ".")
	if top == "" {
		return nil
	}
	names := []string{top, strings.ToLower(top[:1]) + top[1:]}
	for _, e := range []string{".res", ".resi"} {
		var out []int32
		for _, name := range names {
			for _, i := range ix.byBase[name+e] {
				if ix.files[i].Language == "rescript" {
					out = append(out, i)
				}
			}
		}
		if len(out) > 0 {
			return dedup(out)
		}
	}
	return nil
}

// rescriptQualifiers maps the module names a ReScript file may qualify
// with (Foo in Foo.bar) to the files of those modules: every module of
// the project, except the names the file defines as modules itself
// (module Price = {...} shadows a Price.res).
func (g *Graph) rescriptQualifiers(sc *scopes, f *extract.File, i int32) map[string][]int32 {
	own := map[string]bool{}
	for k := range f.Symbols {
		s := &f.Symbols[k]
		if s.Parent < 0 && s.Kind == extract.KindModule && g.resModules[s.Name] != nil {
			own[s.Name] = true
		}
	}
	if len(own) == 0 {
		if g.resModules == nil {
			return map[string][]int32{}
		}
		return g.resModules
	}
	out := make(map[string][]int32, len(g.resModules))
	for m, fs := range g.resModules {
		if !own[m] {
			out[m] = fs
		}
	}
	return out
}
