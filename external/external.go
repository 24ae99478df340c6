// Package external names the references a repository makes into its
// dependencies (the Go standard library and modules, npm packages, Python
// distributions) with the symbols the dependencies' own precise indexers
// give them, so that SCIP consumers navigate from one index into the
// other: the dependency's manager, name and version come from the
// manifests (go.mod) or from what is installed (node_modules, a Python
// environment), and the descriptors from the dependency's source, read
// (never run) where it lies: GOROOT/src, the module cache, node_modules,
// site-packages.
//
// Precision comes first: a symbol is named only when everything in it is
// known. Without a dependency's source the kind of a name (type, function
// or value) is unknown, so only what needs no kind is named (a Go import
// path, when go.mod gives the version; a Python standard library module,
// when the environment gives the version). The reading is bounded
// (maxFiles, maxBytes, maxParsed, each file at most maxFileSize) and
// deterministic: work is taken in a fixed order (packages sorted, files
// in path order) until a budget runs out, so identical inputs and
// dependency sources give identical output.
package external

import (
	"context"
	"sort"

	"github.com/sourcegraph/scip/bindings/go/scip"
	"github.com/zeebo/xxh3"

	"github.com/soulindex/soulindex/cachefile"
	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/filestamp"
	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/refgraph"
)

// Budgets of one run's reading of dependency sources.
const (
	maxFiles    = 20000     // files read (listed packages' sources, manifests, declaration files)
	maxBytes    = 256 << 20 // bytes read
	maxParsed   = 3000      // files outlined with tree-sitter
	maxFileSize = 1 << 20   // a larger file is not read
	maxDirFiles = 2000      // a package directory with more entries is not read
)

// Symbol is one symbol of a dependency that the repository references,
// with what its source says of it (its SCIP SymbolInformation).
type Symbol struct {
	// Symbol is the SCIP symbol, as the dependency's own indexer writes it.
	Symbol string
	// Name is the display name; Kind its kind (KindModule for a package
	// or module).
	Name string
	Kind extract.Kind
	// Language is the SCIP language of its source; Signature and Doc
	// are read from it ("" when the source was not read).
	Language  string
	Signature string
	Doc       string
}

// Occurrence is one reference into a dependency.
type Occurrence struct {
	Range  extract.Range
	Symbol string
	// Import: it stands in an import statement.
	Import bool
}

// Inputs are what Build reads.
type Inputs struct {
	Result   *indexer.Result
	Graph    *refgraph.Graph
	Registry *langs.Registry
	Env      Env
	// Jobs bounds parallelism (default: all cores).
	Jobs int
}

// Index holds the repository's references into its dependencies.
type Index struct {
	files   []fileBinds
	keys    []uint64
	members map[memberKey]string
	symbols map[string]*Symbol
	used    []string // symbols some occurrence names, sorted
	reads   map[string]filestamp.Stamp
}

// fileBinds are the names one file's imports of dependencies bind.
type fileBinds struct {
	// quals maps a name qualifying members (a Go package name, an
	// import * as ns, a Python module alias) to its dependency.
	quals map[string]int32
	// plain maps a name to the symbol it stands for (a Go package name
	// used alone, a named import).
	plain map[string]string
	// sources are the occurrences of the import statements' sources.
	sources []Occurrence
	// noImportSite are names whose references inside an import
	// statement are no occurrences (the precise indexer's occurrence
	// there spans more than the name).
	noImportSite map[string]bool
}

func (b *fileBinds) qual(name string, dep int32) {
	if b.quals == nil {
		b.quals = map[string]int32{}
	}
	b.quals[name] = dep
}

func (b *fileBinds) bind(name, sym string) {
	if b.plain == nil {
		b.plain = map[string]string{}
	}
	b.plain[name] = sym
}

func (b *fileBinds) empty() bool {
	return len(b.quals) == 0 && len(b.plain) == 0 && len(b.sources) == 0
}

// memberKey is a name looked up in a dependency (a Go package, a module).
type memberKey struct {
	dep  int32
	name string
}

// Build binds every file's imports of dependencies and resolves the names
// used from them. A nil graph (no references are written) gives an empty
// index.
func Build(ctx context.Context, in Inputs) (*Index, error) {
	x := &Index{members: map[memberKey]string{}, symbols: map[string]*Symbol{}}
	res, g := in.Result, in.Graph
	if res == nil || g == nil {
		return x, nil
	}
	x.files = make([]fileBinds, len(res.Files))
	x.keys = make([]uint64, len(res.Files))
	src, err := newSources(in.Registry, in.Jobs)
	if err != nil {
		return nil, err
	}
	defer src.close()
	r := &run{in: in, x: x, src: src}
	if err := r.golang(ctx); err != nil {
		return nil, err
	}
	if err := r.npm(ctx); err != nil {
		return nil, err
	}
	if err := r.python(ctx); err != nil {
		return nil, err
	}
	x.reads = src.reads
	x.finish(res, g)
	return x, nil
}

// run is one Build's state.
type run struct {
	in   Inputs
	x    *Index
	src  *sources
	deps int32 // dependency ids handed out (memberKey.dep)
}

// finish computes each document's key and the symbols occurrences name.
func (x *Index) finish(res *indexer.Result, g *refgraph.Graph) {
	used := map[string]bool{}
	var e cachefile.Encoder
	for i, f := range res.Files {
		b := &x.files[i]
		if b.empty() {
			continue
		}
		occs := x.Occurrences(int32(i), f, f.LoadRefs(), g.Refs[i])
		if len(occs) == 0 {
			continue
		}
		e.B = e.B[:0]
		for _, o := range occs {
			used[o.Symbol] = true
			e.Uint(uint64(o.Range.Start.Line))
			e.Uint(uint64(o.Range.Start.Column))
			e.Uint(uint64(o.Range.End.Line))
			e.Uint(uint64(o.Range.End.Column))
			e.String(o.Symbol)
			e.Bool(o.Import)
		}
		x.keys[i] = xxh3.Hash(e.B) | 1 // never 0: 0 is "no occurrence"
	}
	x.used = make([]string, 0, len(used))
	for s := range used {
		x.used = append(x.used, s)
	}
	sort.Strings(x.used)
}

// Occurrences lists file i's references into dependencies, in the refs'
// order after the import sources. fr are f's refs (f.LoadRefs()) and
// targets the graph's resolutions of its names: a reference the graph
// resolved into the repository, or one bound to a local, is never one.
func (x *Index) Occurrences(i int32, f *extract.File, fr []extract.Ref, targets []refgraph.NameTargets) []Occurrence {
	if x == nil || int(i) >= len(x.files) {
		return nil
	}
	b := &x.files[i]
	if b.empty() {
		return nil
	}
	out := append([]Occurrence(nil), b.sources...)
	for _, r := range fr {
		if r.Local() != 0 || r.Via() != 0 || r.Recv() != 0 && (!r.Member || f.Language != "go") {
			continue
		}
		if int(r.Name) < len(targets) && targets[r.Name].For(r).File >= 0 {
			continue
		}
		name := f.RefNames[r.Name]
		sym := ""
		switch q := r.Qual(); {
		case r.Recv() != 0:
			// v.f, v a local of a dependency's type: its member.
			qual, typ, ok := goLocalType(f, r)
			if dep, bound := b.quals[qual]; ok && bound {
				sym = x.members[memberKey{dep, typ + "." + name}]
			}
		case q != 0:
			dep, ok := b.quals[f.RefNames[q-1]]
			if !ok {
				continue
			}
			sym = x.members[memberKey{dep, name}]
		case r.Member:
			continue
		default:
			sym = b.plain[name]
		}
		if sym == "" {
			continue
		}
		rng := r.Range()
		imp, inSource := inImport(f, rng)
		if inSource || imp && b.noImportSite[name] {
			continue
		}
		out = append(out, Occurrence{Range: rng, Symbol: sym, Import: imp})
	}
	return out
}

// inImport reports whether rng lies in one of f's import statements, and
// whether in its source (a dotted module name: its own occurrence).
func inImport(f *extract.File, rng extract.Range) (imp, source bool) {
	for k := range f.Imports {
		if f.Imports[k].Range.Contains(rng) {
			imp = true
			if f.Imports[k].SourceRange.Contains(rng) {
				return true, true
			}
		}
	}
	return imp, false
}

// Key identifies file i's occurrences for the SCIP document cache: 0 when
// it has none. A document's bytes depend on them beyond its own outline.
func (x *Index) Key(i int) uint64 {
	if x == nil || i >= len(x.keys) {
		return 0
	}
	return x.keys[i]
}

// Symbols returns the symbols some occurrence names, sorted by symbol.
func (x *Index) Symbols() []Symbol {
	if x == nil {
		return nil
	}
	out := make([]Symbol, 0, len(x.used))
	for _, s := range x.used {
		out = append(out, *x.symbols[s])
	}
	return out
}

// symbol formats a symbol as the precise indexers do (the SCIP bindings'
// canonical form, which scip lint checks).
func symbol(scheme, manager, name, version string, ds ...*scip.Descriptor) string {
	return scip.VerboseSymbolFormatter.FormatSymbol(&scip.Symbol{Scheme: scheme,
		Package: &scip.Package{Manager: manager, Name: name, Version: version}, Descriptors: ds})
}

func namespace(name string) *scip.Descriptor {
	return &scip.Descriptor{Name: name, Suffix: scip.Descriptor_Namespace}
}

// importSource records a module's symbol and its occurrence at an
// import's source as written (a single-line string or dotted name).
func (r *run) importSource(b *fileBinds, im *extract.Import, s Symbol) {
	r.x.addSymbol(s)
	if rng := im.SourceRange; rng != (extract.Range{}) && rng.Start.Line == rng.End.Line {
		b.sources = append(b.sources, Occurrence{Range: rng, Symbol: s.Symbol, Import: true})
	}
}

// addSymbol records a symbol's information (the first one given wins).
func (x *Index) addSymbol(s Symbol) {
	if _, ok := x.symbols[s.Symbol]; !ok {
		x.symbols[s.Symbol] = &s
	}
}
