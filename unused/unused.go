// Package unused finds the public definitions nothing in the repository
// uses: `soulindex unused`. The reference graph says what is used; what is
// used from outside the code it sees (entry points, tests, interface
// methods and overrides, a library's API, framework hooks, names reached
// by string) is kept, each for a reason the report counts. Where the graph
// is not sure an occurrence names nothing of the repository, every
// definition of that name is kept: a report is a list of what can be
// deleted, and precision comes first.
package unused

import (
	"path"
	"sort"
	"strings"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/ignore"
	"github.com/soulindex/soulindex/manifest"
	"github.com/soulindex/soulindex/refgraph"
	"github.com/soulindex/soulindex/roles"
)

// Options shape a search.
type Options struct {
	// Library says whether the repository is a library, whose public API
	// is used from outside; nil decides from the manifests
	// (roles.IsLibrary).
	Library *bool
	// Keep are `[unused] keep` entries: a definition whose file matches
	// one as a .gitignore pattern, or whose name (or Container.Name)
	// matches one as a glob (path.Match), is never reported.
	Keep []string
	// Source reads a file's text by its path relative to the root, for
	// the names its strings hold; nil reads nothing (and keeps nothing
	// for that reason).
	Source func(rel string) ([]byte, error)
	// Strings finds the words inside a language's string literals;
	// false when it cannot read the language's strings (then every word
	// of the file counts).
	Strings func(lang string, src []byte, fn func(word []byte)) bool
	// Explain lists every definition looked at in Report.Checked, with
	// what became of it.
	Explain bool
}

// Reason says why a definition nothing references is kept.
type Reason string

// The reasons, in the order they are tried.
const (
	KeptDemoted   Reason = "not working code"         // tests, fixtures, examples, benchmarks, generated, vendored
	KeptPlatform  Reason = "other platform"           // a Go file built only for another platform
	KeptEntry     Reason = "entry point"              // main, init, a manifest's command or public file
	KeptAPI       Reason = "library API"              // a library's public API
	KeptAll       Reason = "__all__"                  // listed in a Python module's __all__
	KeptFramework Reason = "decorated"                // a decorator, annotation or attribute registers it
	KeptInterface Reason = "interface method"         // declared by an interface or trait, or a method one declares
	KeptOverride  Reason = "override"                 // overrides a base's method, or its class extends a type outside the repository
	KeptProtocol  Reason = "language protocol"        // called by the language: __dunder__, String(), Error(), …
	KeptConfig    Reason = "[unused] keep"            // the configuration keeps it
	KeptUncertain Reason = "name used"                // an occurrence of its name the graph could not resolve
	KeptString    Reason = "named in a string"        // reflection, settings, templates, routes
	KeptPartial   Reason = "named where unparsed"     // a file with syntax errors names it: its uses there are unknown
	KeptLSP       Reason = "referenced by the server" // unused --lsp: the language server found a reference
)

// Finding is one definition nothing uses.
type Finding struct {
	Path      string `json:"path"`
	Line      int    `json:"line"`   // 1-based
	Column    int    `json:"column"` // 1-based, in bytes
	Name      string `json:"name"`
	Container string `json:"container,omitempty"`
	Kind      string `json:"kind"`
	Language  string `json:"language"`
	Signature string `json:"signature,omitempty"`
	// Confirmed is "lsp" when a language server found no reference
	// either, "" when none was asked.
	Confirmed string `json:"confirmed,omitempty"`
	// Target is the definition in the graph.
	Target refgraph.Target `json:"-"`
}

// LanguageCount is one language's tally.
type LanguageCount struct {
	Language string `json:"language"`
	// Checked counts the public definitions looked at; Referenced those
	// the graph resolves a reference to; Unused the findings.
	Checked    int `json:"checked"`
	Referenced int `json:"referenced"`
	Unused     int `json:"unused"`
	// Kept counts the others by reason.
	Kept map[Reason]int `json:"kept"`
}

// Report is the result of a search.
type Report struct {
	Library   bool            `json:"library"`
	Findings  []Finding       `json:"unused"`
	Languages []LanguageCount `json:"languages"`
	// Checked (Options.Explain) is every definition looked at.
	Checked []Checked `json:"checked,omitempty"`
}

// Checked is one definition looked at and what became of it: "unused",
// "referenced", or the Reason that kept it.
type Checked struct {
	Finding
	Status string `json:"status"`
}

// StatusReferenced and StatusUnused are the statuses that are no Reason.
const (
	StatusReferenced = "referenced"
	StatusUnused     = "unused"
)

// candidateKinds are the kinds reported. Fields and enum members are
// read by serialization and reflection more than by name; constructors
// are used through their class; modules, keys and sections are not code.
var candidateKinds = map[extract.Kind]bool{
	extract.KindFunction: true, extract.KindMethod: true, extract.KindClass: true, extract.KindStruct: true,
	extract.KindInterface: true, extract.KindTrait: true, extract.KindEnum: true, extract.KindTypeAlias: true,
	extract.KindConstant: true, extract.KindVariable: true, extract.KindMacro: true,
}

// Find lists the public definitions of languages whose references are
// resolved by scope (refgraph.HasLocalsRules) that nothing uses.
func Find(res *indexer.Result, g *refgraph.Graph, opts Options) Report {
	api := roles.PublicAPI(res)
	library := roles.IsLibrary(res, api)
	if opts.Library != nil {
		library = *opts.Library
	}
	s := &search{res: res, g: g, opts: opts, library: library}
	s.collectUses()
	s.collectFacts(api)
	rep := Report{Library: library}
	counts := map[string]*LanguageCount{}
	var pending []Finding
	for i, f := range res.Files {
		if !refgraph.HasLocalsRules(f.Language) || roles.DataFormat(f.Language) {
			continue
		}
		for k := range f.Symbols {
			sym := &f.Symbols[k]
			if !s.candidate(f, k) {
				continue
			}
			lc := counts[f.Language]
			if lc == nil {
				lc = &LanguageCount{Language: f.Language, Kept: map[Reason]int{}}
				counts[f.Language] = lc
			}
			lc.Checked++
			t := refgraph.Target{File: int32(i), Symbol: int32(k)}
			if s.used[s.group(t)] {
				lc.Referenced++
				rep.explain(opts, f, sym, t, StatusReferenced)
				continue
			}
			if r := s.kept(t, f, sym); r != "" {
				lc.Kept[r]++
				rep.explain(opts, f, sym, t, string(r))
				continue
			}
			pending = append(pending, finding(f, sym, t))
		}
	}
	// Names reached by string are looked for only among what is left.
	inStrings, inPartial := s.stringNames(pending)
	for _, fd := range pending {
		lc := counts[fd.Language]
		status := StatusUnused
		switch {
		case inStrings[fd.Name]:
			lc.Kept[KeptString]++
			status = string(KeptString)
		case inPartial[fd.Name]:
			lc.Kept[KeptPartial]++
			status = string(KeptPartial)
		default:
			lc.Unused++
			rep.Findings = append(rep.Findings, fd)
		}
		if opts.Explain {
			rep.Checked = append(rep.Checked, Checked{fd, status})
		}
	}
	sort.SliceStable(rep.Checked, func(a, b int) bool {
		x, y := rep.Checked[a].Target, rep.Checked[b].Target
		return x.File < y.File || x.File == y.File && x.Symbol < y.Symbol
	})
	for _, lc := range counts {
		rep.Languages = append(rep.Languages, *lc)
	}
	sort.Slice(rep.Languages, func(a, b int) bool { return rep.Languages[a].Language < rep.Languages[b].Language })
	return rep
}

func (rep *Report) explain(opts Options, f *extract.File, s *extract.Symbol, t refgraph.Target, status string) {
	if opts.Explain {
		rep.Checked = append(rep.Checked, Checked{finding(f, s, t), status})
	}
}

func finding(f *extract.File, s *extract.Symbol, t refgraph.Target) Finding {
	return Finding{
		Path: f.Path, Line: int(s.NameRange.Start.Line) + 1, Column: int(s.NameRange.Start.Column) + 1,
		Name: s.Name, Container: s.ContainerName(), Kind: s.Kind.String(), Language: f.Language,
		Signature: s.Signature, Target: t,
	}
}

// search holds what one Find learns of the repository.
type search struct {
	res     *indexer.Result
	g       *refgraph.Graph
	opts    Options
	library bool
	// used: definitions (by group) some occurrence resolves to.
	used map[groupKey]bool
	// uncertain: per language family, names some occurrence may name
	// though the graph resolved it to nothing.
	uncertain map[string]map[string]bool
	// interfaceMethods: per language family, names an interface or trait
	// of the repository declares.
	interfaceMethods map[string]map[string]bool
	// apiFiles and apiDefs: a library's public API.
	apiFiles []bool
	apiDefs  map[refgraph.Target]bool
	// entryFiles: files a manifest names as a command or public file;
	// scripts: "file\x00function" of console scripts.
	entryFiles []bool
	scripts    map[string]bool
	keep       ignore.List
	imported   []bool // importedFiles, once computed
	// related: members with a relation in the type hierarchy, either
	// end (inHierarchy), once computed.
	related map[refgraph.Target]bool
}

// groupKey names the definitions that stand for one another: overloads,
// a declaration repeated per platform or under #ifdef, a TypeScript
// type and value of one name. A use of one is a use of all.
type groupKey struct {
	scope     string // the file, or the directory of a package spread over files
	container string
	name      string
}

func (s *search) group(t refgraph.Target) groupKey {
	f := s.res.Files[t.File]
	sym := &f.Symbols[t.Symbol]
	scope := f.Path
	if f.Language == "go" {
		scope = "go:" + path.Dir(f.Path)
	}
	return groupKey{scope, sym.ContainerName(), sym.Name}
}

// collectUses reads every occurrence once: what it resolves to, and the
// names it may name when the graph is not sure.
func (s *search) collectUses() {
	s.used = map[groupKey]bool{}
	s.uncertain = map[string]map[string]bool{}
	for i, f := range s.res.Files {
		if i >= len(s.g.Refs) || len(s.g.Refs[i]) == 0 {
			continue
		}
		nts := s.g.Refs[i]
		fam := refgraph.NameSpace(f.Language)
		for _, r := range f.LoadRefs() {
			if int(r.Name) >= len(nts) {
				continue
			}
			t, certain := nts[r.Name].Certain(r, f.Language)
			if t.File >= 0 {
				// A definition's own name is no use of it.
				if !s.isDefinitionSite(t, f, r) {
					s.used[s.group(t)] = true
				}
				continue
			}
			if !certain {
				u := s.uncertain[fam]
				if u == nil {
					u = map[string]bool{}
					s.uncertain[fam] = u
				}
				u[f.RefNames[r.Name]] = true
			}
		}
		s.importUses(int32(i), f)
	}
}

// importUses marks the definitions file i imports by name as used: an
// import under another name, or one only passed on, is a use the
// occurrences do not show.
func (s *search) importUses(i int32, f *extract.File) {
	if int(i) >= len(s.g.Imports) {
		return
	}
	for k, im := range f.Imports {
		if k >= len(s.g.Imports[i]) {
			break
		}
		for _, n := range im.Names {
			for _, j := range s.g.Imports[i][k] {
				if j == i {
					continue
				}
				jf := s.res.Files[j]
				for d := range jf.Symbols {
					if jf.Symbols[d].Parent < 0 && jf.Symbols[d].Name == n.Name {
						s.used[s.group(refgraph.Target{File: j, Symbol: int32(d)})] = true
					}
				}
			}
		}
	}
}

// isDefinitionSite reports whether occurrence r of file f is the name of
// definition t itself.
func (s *search) isDefinitionSite(t refgraph.Target, f *extract.File, r extract.Ref) bool {
	if s.res.Files[t.File] != f {
		return false
	}
	nr := f.Symbols[t.Symbol].NameRange
	return nr.Start.Line == r.Line && nr.Start.Column == r.Column
}

// candidate: a public or internal (exported within its module: Go's
// internal packages, Java's package-private, Rust's pub(crate), names a
// Python __all__ leaves out) definition of a reported kind, not a local,
// not a member of an interface or trait (its implementations must have
// it).
func (s *search) candidate(f *extract.File, k int) bool {
	sym := &f.Symbols[k]
	if sym.Visibility == extract.VisibilityPrivate || !candidateKinds[sym.Kind] || sym.Name == "" {
		return false
	}
	if p := sym.Parent; p >= 0 && isAbstract(f.Symbols[p].Kind) {
		return false
	}
	for p := sym.Parent; p >= 0; p = f.Symbols[p].Parent {
		switch f.Symbols[p].Kind {
		case extract.KindFunction, extract.KindMethod, extract.KindConstructor:
			return false
		}
	}
	return true
}

// collectFacts gathers what the keep rules read: interface methods, the
// library's API, entry files, console scripts, the configured patterns.
func (s *search) collectFacts(api []bool) {
	s.interfaceMethods = map[string]map[string]bool{}
	for _, f := range s.res.Files {
		for k := range f.Symbols {
			sym := &f.Symbols[k]
			if sym.Parent < 0 || !isAbstract(f.Symbols[sym.Parent].Kind) {
				continue
			}
			fam := refgraph.NameSpace(f.Language)
			m := s.interfaceMethods[fam]
			if m == nil {
				m = map[string]bool{}
				s.interfaceMethods[fam] = m
			}
			m[sym.Name] = true
		}
	}
	s.apiFiles, s.apiDefs = api, map[refgraph.Target]bool{}
	if s.library {
		s.collectAPI()
	}
	byPath := make(map[string]int, len(s.res.Files))
	for i, f := range s.res.Files {
		byPath[f.Path] = i
	}
	s.entryFiles = make([]bool, len(s.res.Files))
	s.scripts = map[string]bool{}
	for _, m := range s.res.Manifests {
		for _, e := range m.Entries {
			switch e.Kind {
			case manifest.EntryScript:
				if i, ok := roles.ScriptFile(m.Path, e.Target, byPath); ok {
					_, obj := manifest.ScriptModule(e.Target)
					s.scripts[s.res.Files[i].Path+"\x00"+obj] = true
				}
			default:
				if i, ok := roles.SourceOf(e.Target, byPath); ok {
					s.entryFiles[i] = true
				}
			}
		}
	}
	for _, k := range s.opts.Keep {
		if p, ok := ignore.Parse(k, ""); ok {
			s.keep = append(s.keep, p)
		}
	}
}

func isAbstract(k extract.Kind) bool { return k == extract.KindInterface || k == extract.KindTrait }

// collectAPI marks a library's public API. Go: the exported names of every
// importable package (not main, not under internal/). Python: the public
// names of every module outside _private packages and modules. JS/TS:
// what the public API files (package.json's entries, index files) define,
// import and re-export, through `export *` to depth 4. Other languages:
// every public name.
func (s *search) collectAPI() {
	for i, f := range s.res.Files {
		switch {
		case f.Language == "go":
			s.apiFiles[i] = roles.GoPackage(f) != "main" && !strings.Contains("/"+f.Path, "/internal/")
		case f.Language == "python":
			s.apiFiles[i] = !privatePython(f.Path)
		case refgraph.NameSpace(f.Language) == "js":
			// only the entry files and what they pass on
		default:
			s.apiFiles[i] = true
		}
	}
	seen := map[int32]bool{}
	var walk func(i int32, depth int)
	walk = func(i int32, depth int) {
		if seen[i] || depth < 0 {
			return
		}
		seen[i] = true
		f := s.res.Files[i]
		for k := range f.Symbols {
			s.apiDefs[refgraph.Target{File: i, Symbol: int32(k)}] = true
		}
		if int(i) < len(s.g.Refs) {
			for _, nt := range s.g.Refs[i] {
				for _, t := range nt.All() {
					s.apiDefs[t] = true
				}
			}
		}
		for k, im := range f.Imports {
			if len(im.Names) == 0 && im.Alias == "" && int(i) < len(s.g.Imports) && k < len(s.g.Imports[i]) {
				for _, j := range s.g.Imports[i][k] {
					walk(j, depth-1)
				}
			}
		}
	}
	for i, f := range s.res.Files {
		if refgraph.NameSpace(f.Language) == "js" && s.apiFiles[i] {
			walk(int32(i), 4)
		}
	}
}

// privatePython: a module under a _private package or itself _private
// (__init__.py and __main__.py are not).
func privatePython(p string) bool {
	for _, part := range strings.Split(strings.TrimSuffix(p, ".py"), "/") {
		if strings.HasPrefix(part, "_") && !strings.HasPrefix(part, "__") {
			return true
		}
	}
	return false
}

// Reclassify records that finding fd is not unused after all (a language
// server found a reference): the counts and Checked follow. The caller
// takes it out of Findings.
func (rep *Report) Reclassify(fd Finding, status Reason) {
	for k := range rep.Languages {
		if lc := &rep.Languages[k]; lc.Language == fd.Language {
			lc.Unused--
			lc.Kept[status]++
		}
	}
	for i := range rep.Checked {
		if rep.Checked[i].Target == fd.Target {
			rep.Checked[i].Status = string(status)
		}
	}
}
