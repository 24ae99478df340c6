package refgraph

import (
	"path"
	"strings"

	"github.com/soulindex/soulindex/extract"
)

// Python import evidence. A qualified name mod.f resolves only into the
// module file(s) the qualifier's import names, and to nothing when that
// module lies outside the repository; an unqualified name resolves only to
// what the module defines or imports, a star import included (through the
// target's __all__ when it has one, else its public names).

// pyPaths indexes the Python files by path: "import a.b.c" binds a, whose
// file is found next to c's. Nil when the repository has no Python file.
func pyPaths(files []*extract.File) map[string]int32 {
	var m map[string]int32
	for i, f := range files {
		if f.Language == "python" {
			if m == nil {
				m = map[string]int32{}
			}
			m[f.Path] = int32(i)
		}
	}
	return m
}

// pyBuiltinTypes are the builtin types whose methods code calls through
// the type (list.append(x), str.join(sep, xs)): as qualifiers, unless the
// module defines or imports the name, they are outside the repository.
var pyBuiltinTypes = []string{"bool", "bytearray", "bytes", "complex", "dict", "float", "frozenset",
	"int", "list", "object", "set", "str", "tuple", "type"}

// pyQualifiers maps each name a Python import binds to a module to that
// module's files: the alias of "import a.b as m", the first name of
// "import a.b" (package a), and the name of "from pkg import mod" when mod
// is a module file. The list is empty for a module outside the repository
// (os, numpy, anything unresolved), and for every name imported from one,
// so that q.f resolves to nothing there. A name absent from the map is a
// value or a class, left to the member rules.
func (g *Graph) pyQualifiers(sc *scopes, f *extract.File, i int32) map[string][]int32 {
	qual := map[string][]int32{}
	bind := func(name string, files ...int32) {
		if name != "" {
			qual[name] = append(qual[name], files...) // the key exists even with no file
		}
	}
	for k := range f.Imports {
		im := &f.Imports[k]
		ts := g.Imports[i][k]
		if len(im.Names) == 0 {
			switch top, _, dotted := strings.Cut(im.Source, "."); {
			case im.Alias != "":
				bind(im.Alias, ts...)
			case dotted && len(ts) > 0:
				bind(top, g.pyTopPackage(im.Source, ts[0])...)
			default:
				bind(top, ts...)
			}
			continue
		}
		for _, n := range im.Names {
			if n.Name == "*" {
				continue
			}
			local := n.Name
			if n.Alias != "" {
				local = n.Alias
			}
			if len(ts) == 0 {
				bind(local) // from os import path: path is external
			} else if m, ok := g.pySubmodule(im.Source, ts, n.Name); ok {
				bind(local, m)
			}
		}
	}
	for _, b := range pyBuiltinTypes {
		if _, imported := qual[b]; !imported {
			if _, defined := sc.top[i][b]; !defined {
				bind(b)
			}
		}
	}
	for n, fs := range qual {
		qual[n] = dedup(fs)
	}
	return qual
}

// pyModulePath is the module path a Python file stands for, with
// slashes ("a/b" for a/b.py, a/b.pyi and a/b/__init__.py).
func pyModulePath(p string) string {
	p = strings.TrimSuffix(strings.TrimSuffix(p, ".pyi"), ".py")
	return strings.TrimSuffix(p, "/__init__")
}

// pyTopPackage finds the file of package a for "import a.b.c" resolved to
// c's file: a.py or a/__init__.py under the same root. None when a has no
// file of its own (a namespace package): a.name then resolves to nothing.
func (g *Graph) pyTopPackage(src string, resolved int32) []int32 {
	mod := strings.ReplaceAll(strings.TrimLeft(src, "."), ".", "/")
	file := pyModulePath(g.Files[resolved].Path)
	if !strings.HasSuffix(file, mod) {
		return nil
	}
	root := strings.TrimSuffix(file, mod)
	top, _, _ := strings.Cut(mod, "/")
	for _, c := range []string{top + ".py", top + ".pyi", top + "/__init__.py", top + "/__init__.pyi"} {
		if fi, ok := g.pyFiles[path.Join(root, c)]; ok {
			return []int32{fi}
		}
	}
	return nil
}

// pySubmodule finds, among the files "from src import name" resolved to,
// the module file of name itself (src/name.py or src/name/__init__.py).
func (g *Graph) pySubmodule(src string, ts []int32, name string) (int32, bool) {
	pkg := strings.ReplaceAll(strings.TrimLeft(src, "."), ".", "/")
	for _, t := range ts {
		p := pyModulePath(g.Files[t].Path)
		if d := path.Dir(p); path.Base(p) == name && (pkg == "" || d == pkg || strings.HasSuffix(d, "/"+pkg)) {
			return t, true
		}
	}
	return 0, false
}

// pyStar resolves an unqualified name through the star imports of file i
// ("from x import *"): a name x lists in its __all__, else any public
// (not underscored) top-level name of x. The last star import naming it
// wins, as the last binding does at run time.
func (g *Graph) pyStar(sc *scopes, f *extract.File, i int32, name string) (Target, bool) {
	found := Target{-1, -1}
	if f.Language != "python" {
		return found, false
	}
	for k := range f.Imports {
		im := &f.Imports[k]
		if len(im.Names) != 1 || im.Names[0].Name != "*" || len(g.Imports[i][k]) == 0 {
			continue
		}
		t := g.Imports[i][k][0]
		if ex := g.Files[t].Exports; len(ex) > 0 {
			listed := false
			for _, e := range ex {
				listed = listed || e.Name == name
			}
			if !listed {
				continue
			}
		} else if strings.HasPrefix(name, "_") {
			continue
		}
		if e, ok := g.findIn(sc, []int32{t}, name, 2); ok {
			found = e
		}
	}
	return found, found.File >= 0
}

// pyCallResult is the type of a Python value t initialised by a call of
// callee as written in t's file: a function or class ("Foo", "mod.Foo"),
// or a method of a type ("Foo.create", "T.m" of a field set from a typed
// local's method, extract.pyTypeFieldCalls): that method's result. A
// callee whose qualifier is neither a module nor a type is unknown (nil),
// never a same-named top-level function.
func (g *Graph) pyCallResult(sc *scopes, quals map[int32]map[string][]int32, t Target, callee string, depth int) *typeRef {
	head, member, dotted := cutLast(callee, '.')
	if _, module := g.quals(sc, quals, t.File)[head]; !dotted || module {
		if c, ok := g.lookupName(sc, quals, t.File, callee); ok && c != t {
			return g.declaredType(sc, quals, c, depth-1)
		}
		return nil
	}
	td, ok := g.lookupName(sc, quals, t.File, head)
	if !ok || !g.Files[td.File].Symbols[td.Symbol].Kind.IsType() {
		return nil
	}
	m, ok := g.membersOf(sc, quals, td, member, 3)
	if !ok || m == t {
		return nil
	}
	return g.declaredType(sc, quals, m, depth-1)
}

// cutLast cuts s around the last sep.
func cutLast(s string, sep byte) (before, after string, found bool) {
	if k := strings.LastIndexByte(s, sep); k >= 0 {
		return s[:k], s[k+1:], true
	}
	return "", s, false
}

// elementType is the element type of a collection type ([]T: T), nil for
// any other type.
func (g *Graph) elementType(t *typeRef) *typeRef {
	if t == nil || !strings.HasPrefix(t.name, "[]") {
		return nil
	}
	return &typeRef{name: t.name[2:], file: t.file, def: Target{-1, -1}}
}
