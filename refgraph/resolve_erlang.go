package refgraph

import (
	"path"
	"strconv"
	"strings"

	"github.com/soulindex/soulindex/extract"
)

// Erlang. Module names are global: -import(mod, ...), -behaviour(mod) and
// every remote call mod:f(...) name the file of module mod wherever it
// lies in the repository (the file declaring -module(mod), else mod.erl),
// and nothing when no file is that module (lists, gen_server: OTP's). An
// unqualified call reaches the file's own functions, those of the .hrl
// files it includes and the functions it imports by name, never another
// module's by accident. -include("x.hrl") is found next to the file, in
// ../include, at the root or in include/; -include_lib("app/include/x.hrl")
// in the directory of application app (app or app-Vsn) wherever it is,
// else, for the repository's own application, as include/x.hrl.

// erlangArityNames adds to a file's top-level names each function's and
// type's name/arity (by its signature: its -spec or its head), the names
// calls and -export lists are written with (f(X) is f/1).
func erlangArityNames(f *extract.File, top map[string]int32) {
	for k := range f.Symbols {
		s := &f.Symbols[k]
		if s.Parent >= 0 || s.Kind != extract.KindFunction && s.Kind != extract.KindTypeAlias {
			continue
		}
		if n := extract.ErlangArity(s.Signature, s.Name); n >= 0 {
			if key := s.Name + "/" + strconv.Itoa(n); !hasKey(top, key) {
				top[key] = int32(k)
			}
		}
	}
}

// erlangModules maps each Erlang module name to its files, in path order:
// the -module of each .erl file, or its base name when it has none; nil
// when the repository has no Erlang file.
func erlangModules(files []*extract.File) map[string][]int32 {
	var m map[string][]int32
	for i, f := range files {
		if f.Language != "erlang" || !strings.HasSuffix(f.Path, ".erl") {
			continue
		}
		name := strings.TrimSuffix(path.Base(f.Path), ".erl")
		for k := range f.Symbols {
			if s := &f.Symbols[k]; s.Kind == extract.KindModule && s.Parent < 0 {
				name = s.Name
				break
			}
		}
		if m == nil {
			m = map[string][]int32{}
		}
		m[name] = append(m[name], int32(i))
	}
	return m
}

// erlangInclude reports whether an import's source is a file path
// (-include, -include_lib), not a module (-import, -behaviour).
func erlangInclude(src string) bool {
	return strings.ContainsAny(src, "./")
}

// resolveErlang maps one import of file f to the files it names.
func (ix *fileIndex) resolveErlang(f *extract.File, src string) []int32 {
	if !erlangInclude(src) {
		return ix.erlMods[src]
	}
	dir := path.Dir(f.Path)
	for _, c := range []string{path.Join(dir, src), path.Join(dir, "..", "include", src), src, path.Join("include", src)} {
		if i, ok := ix.lookup(c); ok {
			return []int32{i}
		}
	}
	// include_lib: app/rest, with app a directory "app" or "app-Vsn".
	app, rest, ok := strings.Cut(src, "/")
	if !ok {
		return ix.resolveInclude(f, src)
	}
	var inApp, anywhere []int32
	for _, i := range ix.byBase[path.Base(src)] {
		p := ix.files[i].Path
		if p != rest && !strings.HasSuffix(p, "/"+rest) {
			continue
		}
		anywhere = append(anywhere, i)
		owner := path.Base(path.Dir(strings.TrimSuffix(p, rest)))
		if strings.TrimSuffix(p, rest) == "" {
			owner = ""
		}
		if owner == app || strings.HasPrefix(owner, app+"-") {
			inApp = append(inApp, i)
		}
	}
	switch {
	case len(inApp) > 0:
		return inApp[:1]
	case len(anywhere) == 1:
		return anywhere
	}
	return nil
}

// erlangQualifiers maps the modules file i names before a member (mod in
// mod:f(...) and fun mod:f/1) to their files, none for a module outside
// the repository; a record's name (R#rec.field) is left to the member
// rules, which find the field in the record.
func (g *Graph) erlangQualifiers(f *extract.File, i int32) map[string][]int32 {
	records := map[string]bool{}
	addRecords := func(fi int32) {
		for k := range g.Files[fi].Symbols {
			if s := &g.Files[fi].Symbols[k]; s.Kind == extract.KindStruct {
				records[s.Name] = true
			}
		}
	}
	addRecords(i)
	for k := range f.Imports {
		if erlangInclude(f.Imports[k].Source) {
			for _, t := range g.Imports[i][k] {
				addRecords(t)
			}
		}
	}
	qual := map[string][]int32{}
	for _, r := range f.LoadRefs() {
		if r.Qual() == 0 || r.Local() != 0 {
			continue
		}
		q := f.RefNames[r.Qual()-1]
		if _, done := qual[q]; done || records[q] {
			continue
		}
		qual[q] = g.erlMods[q]
	}
	return qual
}

// erlangPlainFiles are the files whose top-level names file i's
// unqualified names may reach besides its own: the included .hrl files
// (an -import's functions come by name, as explicit imports).
func (g *Graph) erlangPlainFiles(f *extract.File, i int32) []int32 {
	var out []int32
	for k := range f.Imports {
		if erlangInclude(f.Imports[k].Source) {
			out = append(out, g.Imports[i][k]...)
		}
	}
	return dedup(out)
}

func hasKey(m map[string]int32, k string) bool {
	_, ok := m[k]
	return ok
}
