package refgraph

import (
	"path"
	"sort"
	"strings"
	"unicode"

	"github.com/soulindex/soulindex/extract"
)

// Perl. `use Foo::Bar;`, `require Foo::Bar;` and the packages `use
// parent`/`use base` name load Foo/Bar.pm from @INC: a lib/ directory of
// the repository (the one beside the file's own tree first), else the
// repository root, else the one file that declares package Foo::Bar.
// Pragmas (use strict) are no imports (the query leaves them out).
//
// A name written with its package (Foo::Bar->new, Foo::Bar::f(),
// $Foo::Bar::VERSION) is a member of that package: the definition of
// that name in package Foo::Bar (the outline's container), or inherited
// from the package's bases (use parent, @ISA), in whichever file defines
// them; a package the repository does not define is outside it, and so
// is its member. A method called on an object of unknown class ($obj->m)
// is the only sub of that name in the file and the files it loads.

// perlPackages maps each Perl package name to the files declaring it, in
// path order; nil when the repository has no Perl file.
func perlPackages(files []*extract.File) map[string][]int32 {
	var m map[string][]int32
	for i, f := range files {
		if f.Language != "perl" {
			continue
		}
		for k := range f.Symbols {
			s := &f.Symbols[k]
			name := s.Name
			switch {
			case s.Kind == extract.KindModule || s.Kind == extract.KindClass || s.Kind == extract.KindTrait:
			case len(s.Container) == 1 && s.Parent < 0:
				name = s.Container[0].Name // sub Foo::bar { } adds to package Foo
			default:
				continue
			}
			if m == nil {
				m = map[string][]int32{}
			}
			if fs := m[name]; len(fs) == 0 || fs[len(fs)-1] != int32(i) {
				m[name] = append(fs, int32(i))
			}
		}
	}
	return m
}

// perlLibDirs lists the lib/ directories of the repository (every
// directory named lib that holds a Perl file below it), shortest first.
func perlLibDirs(files []*extract.File) []string {
	seen := map[string]bool{}
	for _, f := range files {
		if f.Language != "perl" {
			continue
		}
		parts := strings.Split(path.Dir(f.Path), "/")
		for k, p := range parts {
			if p == "lib" {
				seen[strings.Join(parts[:k+1], "/")] = true
			}
		}
	}
	out := make([]string, 0, len(seen))
	for d := range seen {
		out = append(out, d)
	}
	sort.Slice(out, func(a, b int) bool {
		if len(out[a]) != len(out[b]) {
			return len(out[a]) < len(out[b])
		}
		return out[a] < out[b]
	})
	return out
}

// perlListSep separates the package names of one import source (use
// parent qw(A B) is one node).
func perlListSep(r rune) bool {
	return !(r == ':' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r))
}

// resolvePerl maps the packages an import names to their files.
func (ix *fileIndex) resolvePerl(f *extract.File, src string) []int32 {
	var out []int32
	for _, pkg := range strings.FieldsFunc(src, perlListSep) {
		if t, ok := ix.perlModule(f, pkg); ok {
			out = append(out, t)
		}
	}
	return dedup(out)
}

// perlModule finds the file of package pkg for file f: Foo/Bar.pm in the
// lib/ directory nearest f (an ancestor's lib/ first, deepest first),
// at the root, in any other lib/ when only one has it, else the only file
// declaring the package.
func (ix *fileIndex) perlModule(f *extract.File, pkg string) (int32, bool) {
	if strings.HasPrefix(pkg, "::") || strings.HasSuffix(pkg, "::") || pkg == "" {
		return 0, false
	}
	rel := strings.ReplaceAll(pkg, "::", "/") + ".pm"
	dir := path.Dir(f.Path)
	for d := dir; ; d = path.Dir(d) {
		lib := path.Join(d, "lib")
		if d == "." || d == "/" {
			lib = "lib"
		}
		if i, ok := ix.lookup(path.Join(lib, rel)); ok {
			return i, true
		}
		if d == "." || d == "/" || d == "" {
			break
		}
	}
	if i, ok := ix.lookup(rel); ok {
		return i, true
	}
	found := int32(-1)
	for _, lib := range ix.perlLibs {
		if i, ok := ix.lookup(path.Join(lib, rel)); ok {
			if found >= 0 {
				found = -2
				break
			}
			found = i
		}
	}
	if found >= 0 {
		return found, true
	}
	if fs := ix.perlPkgs[pkg]; len(fs) == 1 {
		return fs[0], true
	}
	return 0, false
}

// perlQualifiers maps the packages file f names before a member (Foo in
// Foo->new and Foo::f()) to the files declaring them: none for a package
// outside the repository (Carp::croak, SUPER::new). Variables ($obj->m)
// are left to the member rules.
func (g *Graph) perlQualifiers(f *extract.File) map[string][]int32 {
	qual := map[string][]int32{}
	for _, r := range f.LoadRefs() {
		if r.Qual() == 0 || r.Local() != 0 {
			continue
		}
		q := f.RefNames[r.Qual()-1]
		if _, done := qual[q]; done || q == "" || strings.ContainsRune("$@%&", rune(q[0])) {
			continue
		}
		qual[q] = g.perlPkgs[q]
	}
	return qual
}

// perlMember finds name in package pkg among files: a definition whose
// container is pkg, else one the package inherits from its bases (in
// whichever files declare them), depth levels up.
func (g *Graph) perlMember(files []int32, pkg, name string, depth int) Target {
	var bases []string
	for _, fi := range files {
		syms := g.Files[fi].Symbols
		for k := range syms {
			s := &syms[k]
			if c := s.Container; s.Name == name && len(c) > 0 && c[len(c)-1].Name == pkg {
				return Target{fi, int32(k)}
			}
		}
		for k := range syms {
			if s := &syms[k]; s.Name == pkg && (s.Kind == extract.KindModule || s.Kind == extract.KindClass) {
				bases = append(bases, s.Bases...)
			}
		}
	}
	if depth == 0 {
		return Target{-1, -1}
	}
	for _, b := range bases {
		if b == pkg {
			continue
		}
		if t := g.perlMember(g.perlPkgs[b], b, name, depth-1); t.File >= 0 {
			return t
		}
	}
	return Target{-1, -1}
}

// perlMethod is the only sub or method named name in the visible files
// (the file and those it loads): a method called on an object whose class
// the outline does not know.
func (g *Graph) perlMethod(visible map[int32]bool, name string) Target {
	found := Target{-1, -1}
	for fi := range visible {
		f := g.Files[fi]
		if f.Language != "perl" {
			continue
		}
		for k := range f.Symbols {
			if s := &f.Symbols[k]; s.Name == name && s.Kind.IsCallable() {
				if found.File >= 0 {
					return Target{-1, -1}
				}
				found = Target{fi, int32(k)}
			}
		}
	}
	return found
}
