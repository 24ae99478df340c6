package refgraph

import (
	"github.com/soulindex/soulindex/manifest"
	"path"
	"strings"
	"sync"
	"unicode"

	"github.com/soulindex/soulindex/extract"
)

// rustIndex maps the paths of a graph's Rust files to their indexes,
// built on first use (resolveRefs runs in parallel).
type rustIndex struct {
	once   sync.Once
	byPath map[string]int32
	// crates maps a Cargo package's crate name (dashes as underscores)
	// to its directory: its own tests, examples and benches name it so.
	crates map[string]string
}

// cargoCrates maps each Cargo package's crate name to its directory.
func cargoCrates(pkgs []manifest.Package) map[string]string {
	var out map[string]string
	for _, p := range pkgs {
		if p.Manager != "cargo" || p.Name == "" {
			continue
		}
		if out == nil {
			out = map[string]string{}
		}
		out[strings.ReplaceAll(p.Name, "-", "_")] = p.Dir
	}
	return out
}

// ownCrate is the library root directory (holding lib.rs) a path's
// first segment names when it is the crate name of the Cargo package
// that holds the file, as its integration tests, examples and benches
// write it (tokio::sync::mpsc); "" otherwise.
func ownCrate(crates map[string]string, file, root string, lookup func(string) bool) string {
	dir, ok := crates[root]
	if !ok || dir != "." && !strings.HasPrefix(file, dir+"/") {
		return ""
	}
	if src := path.Join(dir, "src"); lookup(path.Join(src, "lib.rs")) && !strings.HasPrefix(file, src+"/") {
		return src
	}
	return ""
}

func (g *Graph) rustFile(p string) (int32, bool) {
	ri := g.rust
	ri.once.Do(func() {
		ri.byPath = map[string]int32{}
		for i, f := range g.Files {
			if f.Language == "rust" {
				ri.byPath[f.Path] = int32(i)
			}
		}
	})
	i, ok := ri.byPath[p]
	return i, ok
}

// rustQualifiers maps each path qualifier file i writes before "::"
// (a, crate::a::b, std::mem, as extract captured them) to the module
// file it names, or to none when it names an external crate (std,
// core, a dependency, a primitive type): a name qualified by it resolves
// only there, or to nothing. A qualifier naming a type (Foo::new,
// Self::f, crate::a::T::f) is left out: its members resolve as members.
func (g *Graph) rustQualifiers(f *extract.File, i int32) map[string][]int32 {
	qual := map[string][]int32{}
	seen := map[uint32]bool{}
	for _, r := range f.LoadRefs() {
		q := r.Qual()
		if q == 0 || r.Local() != 0 || seen[q] {
			continue
		}
		seen[q] = true
		name := f.RefNames[q-1]
		if files, ok := g.rustPath(f, i, strings.Split(name, "::"), 0); ok {
			qual[name] = files
		}
	}
	return qual
}

// rustPath resolves a path's segments to the module file they name:
// (files, true) for a repository module, (nil, true) for an external
// crate, (nil, false) for anything else (a type, an inline module, an
// item). depth bounds the hops through use declarations.
func (g *Graph) rustPath(f *extract.File, i int32, parts []string, depth int) ([]int32, bool) {
	if len(parts) == 0 || depth > 3 {
		return nil, false
	}
	var dir string
	var file int32 = -1
	switch root := parts[0]; root {
	case "":
		return nil, true // ::std::x: a crate by its absolute name
	case "crate":
		dir = g.rustCrateDir(f.Path)
		file = g.rustModFile(dir)
	case "self":
		dir, file = rustModDir(f.Path), i
	case "super":
		dir = path.Dir(rustModDir(f.Path))
		for len(parts) > 1 && parts[1] == "super" {
			dir, parts = path.Dir(dir), parts[1:]
		}
		file = g.rustModFile(dir)
	case "Self":
		return nil, false
	default:
		if d := ownCrate(g.rust.crates, f.Path, root, func(p string) bool { _, ok := g.rustFile(p); return ok }); d != "" {
			dir = d
			file = g.rustModFile(dir)
			break
		}
		// A name the file imports: the imported path, then the rest.
		for _, im := range f.Imports {
			if len(im.Names) == 0 {
				if last := im.Source[strings.LastIndex(im.Source, "::")+1:]; last == root || im.Alias == root {
					full := append(strings.Split(im.Source, "::"), parts[1:]...)
					return g.rustPath(f, i, full, depth+1)
				}
				continue
			}
			for _, n := range im.Names {
				if n.Name == "*" || (n.Alias != root && (n.Alias != "" || n.Name != root)) {
					continue
				}
				full := append(strings.Split(im.Source, "::"), n.Name)
				return g.rustPath(f, i, append(full, parts[1:]...), depth+1)
			}
		}
		// A module this file declares (mod a;): a child module.
		if declaresModule(f, root) {
			dir, file = rustModDir(f.Path), i
			parts = append([]string{"self"}, parts...)
		}
		if file < 0 {
			if localTop(f, root) || unicode.IsUpper([]rune(root)[0]) {
				return nil, false // a type of the file, or one by its name
			}
			return nil, true // an external crate, or a primitive type (u32::MAX)
		}
	}
	for _, seg := range parts[1:] {
		dir = path.Join(dir, seg)
		next, ok := g.rustFile(dir + ".rs")
		if !ok {
			if next, ok = g.rustFile(dir + "/mod.rs"); !ok {
				return nil, false // a type or an item, or an inline module
			}
		}
		file = next
	}
	if file < 0 {
		return nil, false
	}
	// Items a module re-exports (pub use) are found through its imports.
	return append([]int32{file}, g.barrel[file]...), true
}

// localTop reports whether f defines name at its top level.
func localTop(f *extract.File, name string) bool {
	for k := range f.Symbols {
		if s := &f.Symbols[k]; s.Parent < 0 && s.Name == name {
			return true
		}
	}
	return false
}

// rustCrateDir is the directory of the crate root owning p: the nearest
// ancestor holding lib.rs or main.rs.
func (g *Graph) rustCrateDir(p string) string {
	for d := path.Dir(p); ; d = path.Dir(d) {
		if g.rustModFile(d) >= 0 && g.rustRoot(d) {
			return d
		}
		if d == "." || d == "/" {
			return path.Dir(p)
		}
	}
}

func (g *Graph) rustRoot(d string) bool {
	_, lib := g.rustFile(path.Join(d, "lib.rs"))
	_, main := g.rustFile(path.Join(d, "main.rs"))
	return lib || main
}

// rustModFile is the file of the module whose children live in dir:
// dir/lib.rs, dir/main.rs, dir/mod.rs or dir.rs; -1 when none.
func (g *Graph) rustModFile(dir string) int32 {
	for _, c := range []string{path.Join(dir, "lib.rs"), path.Join(dir, "main.rs"), path.Join(dir, "mod.rs"), dir + ".rs"} {
		if i, ok := g.rustFile(c); ok {
			return i
		}
	}
	return -1
}

// rustExternal reports whether a Rust use path names another crate: not
// crate::, self::, super::, the package's own crate name nor a module
// the file declares.
func (g *Graph) rustExternal(f *extract.File, src string) bool {
	if f.Language != "rust" || src == "" {
		return false
	}
	root, _, _ := strings.Cut(src, "::")
	switch root {
	case "crate", "self", "super", "Self", "":
		return false
	}
	if _, own := g.rust.crates[root]; own {
		return false
	}
	return !declaresModule(f, root) // a module the file declares (mod util; use util::f)
}

// declaresModule reports whether f declares a module named name at its
// top level (mod name; or mod name { ... }).
func declaresModule(f *extract.File, name string) bool {
	for k := range f.Symbols {
		if s := &f.Symbols[k]; s.Parent < 0 && s.Kind == extract.KindModule && s.Name == name {
			return true
		}
	}
	return false
}

// rustPathType resolves a qualifier naming a type through a module path
// (crate::runtime::Builder in crate::runtime::Builder::new()): the type
// the module path's files define or re-export; none when the part before
// the last "::" is no module of the repository.
func (g *Graph) rustPathType(sc *scopes, f *extract.File, qualFiles map[string][]int32, q string) Target {
	at := strings.LastIndex(q, "::")
	if at < 0 {
		return Target{-1, -1}
	}
	files, ok := qualFiles[q[:at]]
	if !ok || len(files) == 0 {
		return Target{-1, -1}
	}
	return g.findQualified(sc, f, files, q[:at], q[at+2:])
}

// rustReexport finds name in the files of the use declaration of Rust
// module file f that brings it in (pub use self::bounded::{channel, ..}),
// following such declarations depth deep: the module's own choice among
// same-named definitions its barrel reaches (bounded.rs's channel, not
// chan.rs's, which bounded.rs imports).
func (g *Graph) rustReexport(sc *scopes, f int32, name string, depth int) (Target, bool) {
	file := g.Files[f]
	if file.Language != "rust" || depth == 0 {
		return Target{-1, -1}, false
	}
	for k := range file.Imports {
		for _, n := range file.Imports[k].Names {
			if n.Name == "*" || n.Alias != name && (n.Alias != "" || n.Name != name) {
				continue
			}
			ts := g.Imports[f][k]
			if t, ok := g.findIn(sc, ts, n.Name, 0); ok {
				return t, true
			}
			for _, t := range ts {
				if t != f {
					if r, ok := g.rustReexport(sc, t, n.Name, depth-1); ok {
						return r, true
					}
				}
			}
		}
	}
	return Target{-1, -1}, false
}
