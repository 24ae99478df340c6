package refgraph

import (
	"strings"
	"unicode"

	"github.com/soulindex/soulindex/extract"
)

// jvmQualifiers decides, for Java, Kotlin and C#, what the qualifier of a
// qualified reference (Q.name, not a local) names, so that Q.name
// resolves only into what Q is:
//   - a class of the repository made visible by the file (its own, its
//     package's, an imported one): the member name of that class;
//   - a class the file imports from outside the repository (import
//     java.util.List; using Alias = System.Text;), or a capitalised name
//     no visible definition, package member or file member carries
//     (Math, System, Console: java.lang, kotlin.*, a `using` namespace):
//     nothing, never a same-named member of a repository type;
//   - anything else (a field, a package path): unknown, left to the
//     member rules.
type jvmQualifiers struct {
	g        *Graph
	sc       *scopes
	f        *extract.File
	i        int32
	explicit map[string]Target // explicitly imported names
	pkg      map[string]Target // the package's top-level names
	pkgFiles []int32           // the package's files
	imported []int32
	external map[string]bool // names of imports resolving outside the repository
}

var jvmLanguages = map[string]bool{"java": true, "kotlin": true, "csharp": true}

// newJVMQualifiers returns nil for other languages; the maps are
// resolveRefs' for file i.
func (g *Graph) newJVMQualifiers(sc *scopes, i int32, explicit, pkg map[string]Target, pkgFiles, imported []int32) *jvmQualifiers {
	f := g.Files[i]
	if !jvmLanguages[f.Language] {
		return nil
	}
	q := &jvmQualifiers{g: g, sc: sc, f: f, i: i, explicit: explicit, pkg: pkg, pkgFiles: pkgFiles, imported: imported,
		external: map[string]bool{}}
	for k := range f.Imports {
		im := &f.Imports[k]
		found := false
		for _, t := range g.Imports[i][k] {
			if t != i {
				found = true
			}
		}
		if found {
			continue
		}
		if im.Alias != "" {
			q.external[im.Alias] = true
		}
		for _, n := range im.Names {
			if n.Name == "*" {
				continue
			}
			if n.Alias != "" {
				q.external[n.Alias] = true
			} else {
				q.external[n.Name] = true
			}
		}
	}
	return q
}

// target reports the target of name qualified by qual, and whether the
// qualifier was recognised (false: leave it to the member rules).
func (q *jvmQualifiers) target(qual, name string) (Target, bool) {
	none := Target{-1, -1}
	if q == nil {
		return none, false
	}
	if t := q.plain(qual); t.File >= 0 {
		s := &q.g.Files[t.File].Symbols[t.Symbol]
		if !s.Kind.IsType() {
			return none, false
		}
		// A member of that class: directly, or of its companion object.
		for _, m := range q.sc.member[t.File][name] {
			for _, c := range q.g.Files[t.File].Symbols[m].Container {
				if c.Name == s.Name {
					return Target{t.File, m}, true
				}
			}
		}
		return none, false // inherited, perhaps: the member rules decide
	}
	if q.external[qual] {
		return none, true
	}
	if r := []rune(qual); len(r) > 0 && unicode.IsUpper(r[0]) && strings.ToUpper(qual) != qual {
		if _, own := q.sc.member[q.i][qual]; own {
			return none, false // a field or property of the file, or a nested class
		}
		for _, pf := range q.pkgFiles {
			if _, ok := q.sc.member[pf][qual]; ok {
				return none, false // a member of the package's types
			}
		}
		return none, true
	}
	return none, false
}

// plain resolves a name as the file sees it unqualified: explicitly
// imported, its own top level, its package, its imports (wildcards).
func (q *jvmQualifiers) plain(n string) Target {
	if t, ok := q.explicit[n]; ok {
		return t
	}
	if s, ok := q.sc.top[q.i][n]; ok {
		return Target{q.i, s}
	}
	if t, ok := q.pkg[n]; ok {
		return t
	}
	if t, ok := q.g.findIn(q.sc, q.imported, n, 2); ok {
		return t
	}
	return q.g.namespaceTypeOf(q.sc, q.i, q.imported, n)
}

// namespaceTypeOf resolves a C# or C++ type name declared in a namespace
// block, which nests in the namespace symbol and so is no top-level name:
// the one type of that name directly in a namespace of file i, else (C#)
// of its directory, else of the files it imports or includes.
func (g *Graph) namespaceTypeOf(sc *scopes, i int32, imported []int32, n string) Target {
	f := g.Files[i]
	if !namespaceLanguages[f.Language] {
		return Target{-1, -1}
	}
	var dir []int32
	if f.Language == "csharp" {
		dir = sc.pkgFile[packageKey(f)]
	}
	for _, files := range [][]int32{{i}, dir, imported} {
		if t := g.namespaceType(sc, files, n); t.File >= 0 {
			return t
		}
	}
	return Target{-1, -1}
}

// namespaceType finds the one type named n directly in a namespace of
// the given files (C#, C++), or none.
func (g *Graph) namespaceType(sc *scopes, files []int32, n string) Target {
	found := Target{-1, -1}
	for _, fi := range files {
		for _, k := range sc.member[fi][n] {
			s := &g.Files[fi].Symbols[k]
			if !s.Kind.IsType() || !onlyNamespaces(s.Container) {
				continue
			}
			if found.File >= 0 && found != (Target{fi, k}) {
				return Target{-1, -1}
			}
			found = Target{fi, k}
		}
	}
	return found
}

// jvmDefiners resolves an import a.b.C that names no file and no package
// directory (Kotlin's import of a class or a top-level function declared
// in a file of another name): the files of the package directory a/b
// that define C at top level.
func (ix *fileIndex) jvmDefiners(parts []string) []int32 {
	if len(parts) < 2 {
		return nil
	}
	rel, name := strings.Join(parts[:len(parts)-1], "/"), parts[len(parts)-1]
	var out []int32
	for d, fs := range ix.byDir {
		if d != rel && !strings.HasSuffix(d, "/"+rel) {
			continue
		}
		for _, i := range fs {
			for k := range ix.files[i].Symbols {
				if s := &ix.files[i].Symbols[k]; s.Parent < 0 && s.Name == name {
					out = append(out, i)
					break
				}
			}
		}
	}
	return dedup(out)
}
