// The Soul Map's head sections: directories, entry points, external dependencies.
package output

import (
	"fmt"
	"path"
	"sort"
	"strings"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/manifest"
	"github.com/soulindex/soulindex/refgraph"
	"github.com/soulindex/soulindex/roles"
)

// directories summarizes the tree in at most max lines: the directories
// (two levels deep at most) holding the most working files, tests,
// examples, fixtures and the rest Demoted left out unless nothing else is
// indexed. A package's own documentation (packageDocs) stands on its
// directory's line, and the documented packages of the max best-ranked
// files are listed whatever their size, up to half the lines.
func directories(res *indexer.Result, rank []float64, max int) []mapDir {
	working := make([]bool, len(res.Files))
	some := false
	for i, f := range res.Files {
		working[i] = roles.Demoted(f.Path, f) == ""
		some = some || working[i]
	}
	count := map[string]int{}
	var best []int
	for i, f := range res.Files {
		if some && !working[i] {
			continue
		}
		count[dirLine(f.Path)]++
		best = append(best, i)
	}
	docs := packageDocs(res)
	chosen := map[string]bool{}
	if rank != nil {
		sort.SliceStable(best, func(a, b int) bool { return rank[best[a]] > rank[best[b]] })
		for _, i := range best[:min(max, len(best))] {
			if d := path.Dir(res.Files[i].Path); docs[d] != "" && dirLine(res.Files[i].Path) == d && len(chosen) < max/2 {
				chosen[d] = true
			}
		}
	}
	dirs := make([]string, 0, len(count))
	for d := range count {
		dirs = append(dirs, d)
	}
	sort.Slice(dirs, func(a, b int) bool {
		if count[dirs[a]] != count[dirs[b]] {
			return count[dirs[a]] > count[dirs[b]]
		}
		return dirs[a] < dirs[b]
	})
	for _, d := range dirs {
		if len(chosen) >= max {
			break
		}
		chosen[d] = true
	}
	dirs = dirs[:0]
	for d := range chosen {
		dirs = append(dirs, d)
	}
	sort.Strings(dirs)
	out := make([]mapDir, len(dirs))
	for i, d := range dirs {
		out[i] = mapDir{Path: EncodePath(d), Files: count[d], Doc: safeText(docs[d])}
	}
	return out
}

// dirLine is the directory line a file counts in: its directory, cut
// after two levels (enough for a tree summary).
func dirLine(p string) string {
	d := path.Dir(p)
	if i := strings.IndexByte(d, '/'); i >= 0 {
		if j := strings.IndexByte(d[i+1:], '/'); j >= 0 {
			d = d[:i+1+j]
		}
	}
	return d
}

// headEntry is one line of the entry points section.
type headEntry struct {
	mapEntry
	file int // index in res.Files, -1 for none
}

// entryPoints lists where to start reading: for a library its public API
// first, then the programs; for a program its entry points first. Program
// entry points are the commands manifests declare (package.json bin,
// pyproject scripts, Cargo [[bin]] and src/main.rs), Go main packages at
// a module's root or under cmd/, and Python modules with a main guard or
// named __main__.py; demoted files (examples, tests, fixtures, …) never
// are. Declared ones come in manifest order, found ones by rank.
func entryPoints(res *indexer.Result, rank []float64, max int) []mapEntry {
	byPath := make(map[string]int, len(res.Files))
	for i, f := range res.Files {
		byPath[f.Path] = i
	}
	api := roles.PublicAPI(res)
	var declared, found, public []headEntry
	taken := map[int]bool{}
	add := func(list *[]headEntry, e headEntry) {
		if e.file >= 0 {
			if taken[e.file] {
				return
			}
			taken[e.file] = true
		}
		*list = append(*list, e)
	}
	fileEntry := func(i int, label string) headEntry {
		return headEntry{mapEntry: mapEntry{Path: EncodePath(res.Files[i].Path), Role: label}, file: i}
	}
	for _, m := range res.Manifests {
		for _, e := range m.Entries {
			switch e.Kind {
			case manifest.EntryBin:
				i, ok := byPath[e.Target]
				if !ok && e.Implied {
					continue
				}
				if ok && roles.Demoted(e.Target, res.Files[i]) != "" {
					continue
				}
				label := "bin"
				if e.Name != "" {
					label = "bin " + safeText(e.Name)
				}
				if ok {
					add(&declared, fileEntry(i, label))
				} else {
					add(&declared, headEntry{mapEntry: mapEntry{Path: EncodePath(e.Target), Role: label}, file: -1})
				}
			case manifest.EntryScript:
				label := "script " + safeText(e.Name)
				if i, ok := roles.ScriptFile(m.Path, e.Target, byPath); ok {
					_, obj := manifest.ScriptModule(e.Target)
					add(&declared, headEntry{mapEntry: mapEntry{Path: EncodePath(res.Files[i].Path), Object: safeText(obj), Role: label}, file: i})
				} else {
					add(&declared, headEntry{mapEntry: mapEntry{Object: safeText(e.Target), Role: label}, file: -1})
				}
			case manifest.EntryMain, manifest.EntryModule, manifest.EntryTypes, manifest.EntryExports, manifest.EntryLib:
				if i, ok := roles.SourceOf(e.Target, byPath); ok && api[i] {
					label := e.Kind
					if e.Kind == manifest.EntryExports {
						label = "exports " + safeText(e.Name)
					}
					add(&public, fileEntry(i, label))
				}
			}
		}
	}
	var mains, apis []int
	for i, f := range res.Files {
		if roles.Demoted(f.Path, f) != "" {
			continue
		}
		base := path.Base(f.Path)
		switch {
		case f.Language == "go" && roles.GoPackage(f) == "main" && roles.DefinesMain(f) && (roles.UnderCmd(f.Path) || roles.IsModuleRoot(res, path.Dir(f.Path))),
			f.Language == "python" && (f.MainGuard || base == "__main__.py"):
			mains = append(mains, i)
		case api[i]:
			apis = append(apis, i)
		}
	}
	byRank := func(xs []int) {
		sort.SliceStable(xs, func(a, b int) bool {
			if rank != nil && rank[xs[a]] != rank[xs[b]] {
				return rank[xs[a]] > rank[xs[b]]
			}
			return res.Files[xs[a]].Path < res.Files[xs[b]].Path
		})
	}
	byRank(mains)
	byRank(apis)
	for _, i := range mains {
		label := "main"
		if res.Files[i].Language == "python" {
			label = "__main__"
		}
		add(&found, fileEntry(i, label))
	}
	for _, i := range apis {
		add(&public, fileEntry(i, "public API"))
	}
	var all []headEntry
	if roles.IsLibrary(res, api) {
		all = append(append(append(all, public...), declared...), found...)
	} else {
		all = append(append(append(all, declared...), found...), public...)
	}
	var out []mapEntry
	for _, e := range all[:min(max, len(all))] {
		out = append(out, e.mapEntry)
	}
	return out
}

// ecosystemOf maps a language to the ecosystem its imports name.
var ecosystemOf = map[string]string{
	"go": manifest.Go, "javascript": manifest.NPM, "typescript": manifest.NPM, "tsx": manifest.NPM,
	"python": manifest.PyPI, "rust": manifest.Cargo, "java": manifest.Maven, "kotlin": manifest.Maven,
	"scala": manifest.Maven, "groovy": manifest.Maven,
}

// depKey normalises a package or import name for matching: case and
// "-" against "_" differ between a distribution and its import name.
func depKey(eco, s string) string {
	return eco + " " + strings.ReplaceAll(strings.ToLower(s), "-", "_")
}

// externalDeps lists the external dependencies the manifests declare (Go
// requirements marked indirect left out), dev, test and build ones
// marked, one line each: those working files import first, the most
// imported first (an import the graph left unresolved that names the
// package or a path under it; tests, examples and the rest Demoted not
// counted), then those no file is seen to import, in manifest order, and
// last those only tests, examples, … import (TestOnly). Without any
// manifest, it falls back to the distributions whose modules are
// imported, unresolved, by the most files (importedDeps).
func externalDeps(res *indexer.Result, g *refgraph.Graph, max int) []mapDep {
	if len(res.Manifests) == 0 {
		return importedDeps(res, g, max)
	}
	var deps []manifest.Dependency
	for _, d := range manifest.Dependencies(res.Manifests) {
		if d.Indirect || d.Ecosystem == manifest.Go && manifest.IsGoStd(d.Name) {
			continue
		}
		deps = append(deps, d)
	}
	keys := map[string][]int{}
	for k, d := range deps {
		name := d.Name
		switch d.Ecosystem {
		case manifest.Maven:
			name, _, _ = strings.Cut(name, ":") // Java imports start with the group
		case manifest.Cargo:
			name = manifest.CrateName(name)
		}
		key := depKey(d.Ecosystem, name)
		keys[key] = append(keys[key], k)
	}
	uses := make([]depUse, len(deps))
	if g != nil {
		for i, f := range res.Files {
			eco := ecosystemOf[f.Language]
			if eco == "" {
				continue
			}
			seen := map[int]bool{}
			for k, im := range f.Imports {
				if len(g.Imports[i][k]) > 0 || im.Source == "" || strings.HasPrefix(im.Source, ".") {
					continue
				}
				for _, c := range importPrefixes(im.Source) {
					for _, d := range keys[depKey(eco, c)] {
						if !seen[d] {
							seen[d] = true
							uses[d].add(f)
						}
					}
				}
			}
		}
	}
	order := make([]int, len(deps))
	for k := range order {
		order[k] = k
	}
	sort.SliceStable(order, func(a, b int) bool { return uses[order[a]].before(uses[order[b]]) })
	if g != nil {
		// A dev, test or build dependency no indexed file imports is
		// tooling (a bundler, a linter): nothing an agent reads code for.
		kept := order[:0]
		for _, k := range order {
			if deps[k].Scope == "" || uses[k].any() {
				kept = append(kept, k)
			}
		}
		order = kept
	}
	var out []mapDep
	for _, k := range order[:min(max, len(order))] {
		out = append(out, uses[k].dep(safeText(deps[k].Name), deps[k].Scope))
	}
	return out
}

// depUse counts the files importing a dependency: working ones, and
// tests, examples, … (roles.Demoted).
type depUse struct{ working, demoted int }

func (u *depUse) add(f *extract.File) {
	if roles.Demoted(f.Path, f) != "" {
		u.demoted++
	} else {
		u.working++
	}
}

func (u depUse) any() bool { return u.working+u.demoted > 0 }

// testOnly: only tests, examples, … import it.
func (u depUse) testOnly() bool { return u.working == 0 && u.demoted > 0 }

// before orders dependencies: the most imported by working files first,
// those imported by none of them after, the test-only ones last, the most
// imported first.
func (u depUse) before(v depUse) bool {
	if u.testOnly() != v.testOnly() {
		return v.testOnly()
	}
	if u.working != v.working {
		return u.working > v.working
	}
	return u.demoted > v.demoted && u.testOnly()
}

// dep is a dependency's line.
func (u depUse) dep(name, scope string) mapDep {
	if u.testOnly() {
		return mapDep{Name: name, Scope: scope, Files: u.demoted, TestOnly: true}
	}
	return mapDep{Name: name, Scope: scope, Files: u.working}
}

// importPrefixes lists an import source and each prefix of it ending
// before a separator ("/", ".", "::"): the names a package may have.
func importPrefixes(src string) []string {
	out := []string{src}
	for i := 0; i < len(src); i++ {
		if src[i] == '/' || src[i] == '.' || src[i] == ':' {
			if i > 0 {
				out = append(out, src[:i])
			}
		}
	}
	return out
}

// importedDeps lists, for a repository without manifests, the
// distributions imported unresolved by the most files (more than one),
// one line each however many of their modules are imported (distribution),
// ordered as externalDeps orders them; the Go, Python and Node standard
// libraries left out.
func importedDeps(res *indexer.Result, g *refgraph.Graph, max int) []mapDep {
	if g == nil {
		return nil
	}
	uses := map[string]*depUse{}
	for i, f := range res.Files {
		seen := map[string]bool{}
		for k, im := range f.Imports {
			if len(g.Imports[i][k]) > 0 || im.Source == "" || strings.HasPrefix(im.Source, ".") ||
				f.Language == "go" && manifest.IsGoStd(im.Source) || f.Language == "python" && manifest.IsPythonStd(im.Source) ||
				roles.IsJSLanguage(f.Language) && manifest.IsNodeBuiltin(im.Source) {
				continue
			}
			name := distribution(f.Language, im.Source)
			if seen[name] {
				continue
			}
			seen[name] = true
			if uses[name] == nil {
				uses[name] = &depUse{}
			}
			uses[name].add(f)
		}
	}
	names := make([]string, 0, len(uses))
	for s, u := range uses {
		if u.working+u.demoted > 1 {
			names = append(names, s)
		}
	}
	sort.Slice(names, func(a, b int) bool {
		ua, ub := *uses[names[a]], *uses[names[b]]
		if ua.before(ub) != ub.before(ua) {
			return ua.before(ub)
		}
		return names[a] < names[b]
	})
	var out []mapDep
	for _, s := range names[:min(max, len(names))] {
		out = append(out, uses[s].dep(safeText(s), ""))
	}
	return out
}

// distribution is the package an import source belongs to, as far as
// the source tells without a manifest: a Python module's top-level
// package (yaml.constructor: yaml), an npm package (lodash/fp: lodash,
// @scope/pkg/x: @scope/pkg), a Go module (github.com/a/b/c: github.com/
// a/b; golang.org/x/net/idna: golang.org/x/net; other hosts: two
// elements, k8s.io/api/core: k8s.io/api), a Rust crate (serde::de:
// serde), a JVM group's first three names; other sources as written.
func distribution(lang, src string) string {
	first := func(sep string, n int) string {
		parts := strings.SplitN(src, sep, n+1)
		return strings.Join(parts[:min(n, len(parts))], sep)
	}
	switch {
	case lang == "python":
		return first(".", 1)
	case roles.IsJSLanguage(lang):
		if strings.HasPrefix(src, "@") {
			return first("/", 2)
		}
		return first("/", 1)
	case lang == "go":
		host, _, _ := strings.Cut(src, "/")
		switch {
		case !strings.Contains(host, "."):
			return src
		case host == "github.com", host == "gitlab.com", host == "bitbucket.org", host == "codeberg.org",
			strings.HasPrefix(src, "golang.org/x/"):
			return first("/", 3)
		}
		return first("/", 2)
	case lang == "rust":
		return first("::", 1)
	case ecosystemOf[lang] == manifest.Maven:
		return first(".", 3)
	}
	return src
}

// filesCount is "1 file" or "N files".
func filesCount(n int) string {
	if n == 1 {
		return "1 file"
	}
	return fmt.Sprintf("%d files", n)
}

// text is a directory's line in md and xml: "path/ (N files)", then
// " — doc" when the directory is a documented package.
func (d mapDir) text() string {
	t := fmt.Sprintf("%s/ (%s)", d.Path, filesCount(d.Files))
	if d.Doc != "" {
		t += " — " + d.Doc
	}
	return t
}

// text is an entry point's line in md and xml: "path:object (role)".
func (e mapEntry) text() string {
	t := e.Path
	switch {
	case t == "":
		t = e.Object
	case e.Object != "":
		t += ":" + e.Object
	}
	return t + " (" + e.Role + ")"
}

// text is a dependency's line in md and xml: "name (scope, test only,
// N files)".
func (d mapDep) text() string {
	var notes []string
	if d.Scope != "" {
		notes = append(notes, d.Scope)
	}
	if d.TestOnly && d.Scope != "test" {
		notes = append(notes, "test only") // a test dependency says so already
	}
	if d.Files > 0 {
		notes = append(notes, filesCount(d.Files))
	}
	if len(notes) == 0 {
		return d.Name
	}
	return d.Name + " (" + strings.Join(notes, ", ") + ")"
}

// texts renders a head list with its items' text method.
func texts[T interface{ text() string }](xs []T) []string {
	if len(xs) == 0 {
		return nil
	}
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = x.text()
	}
	return out
}
