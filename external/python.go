package external

import (
	"bufio"
	"bytes"
	"context"
	"path/filepath"
	"strings"

	"github.com/sourcegraph/scip/bindings/go/scip"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/manifest"
)

// Python symbols are named as the Python precise indexer names them:
//
//	scip-python python <distribution> <version> `<module>`/<Name><suffix>
//
// the installed distribution's name and version as its metadata writes
// them (the environment, not the manifest, decides what is installed),
// the standard library as python-stdlib at the environment's
// major.minor version, a module as `<module>`/__init__:, a class with
// "#", a function with "().". Variables are left unnamed (the precise
// indexer's names for them depend on how they are assigned), and so are
// the standard library's names (it names them from its own stubs, not
// from the sources at hand): only its modules are named.
const (
	pyScheme  = "scip-python"
	pyManager = "python"
	pyStdlib  = "python-stdlib"
	// pyDepth bounds how many modules a name is followed through
	// (from .x import N in a package's __init__).
	pyDepth = 3
)

// pyDist is an installed distribution.
type pyDist struct{ name, version string }

// pyModule is a module of the environment: its distribution (python-stdlib
// for the standard library, whose names are not read: std) and source
// file.
type pyModule struct {
	name string
	dist *pyDist
	std  bool
	file string
	dep  int32
}

// pyEnv is the first Python environment found with a site-packages.
type pyEnv struct {
	site, version string
	// files maps a module name (lower case, as the precise indexer
	// matches them) to its distribution and file; a stub (.pyi) wins
	// over the source.
	files   map[string]pyFile
	modules map[string]*pyModule
}

type pyFile struct {
	dist *pyDist
	path string // relative to site, slash separated
}

func (m *pyModule) symbol(ds ...*scip.Descriptor) string {
	return symbol(pyScheme, pyManager, m.dist.name, m.dist.version, append([]*scip.Descriptor{namespace(m.name)}, ds...)...)
}

func (m *pyModule) moduleSymbol() string {
	return m.symbol(&scip.Descriptor{Name: "__init__", Suffix: scip.Descriptor_Meta})
}

// python binds the Python files' imports of installed distributions and
// of the standard library's modules, and resolves the names imported from
// distributions.
func (r *run) python(ctx context.Context) error {
	res, g := r.in.Result, r.in.Graph
	var env *pyEnv
	loaded := false
	resolved := map[memberKey]bool{}
	for i, f := range res.Files {
		if f.Language != "python" || len(f.Imports) == 0 {
			continue
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		if !loaded {
			env, loaded = r.pyLoadEnv(), true
		}
		if env == nil {
			return nil
		}
		b := &r.x.files[i]
		var qualified map[string][]string
		bound := pyBoundNames(f)
		for k := range f.Imports {
			im := &f.Imports[k]
			if len(g.Imports[i][k]) > 0 || strings.HasPrefix(im.Source, ".") {
				continue
			}
			m := r.pyModuleFor(env, im.Source)
			if m == nil {
				continue
			}
			r.importSource(b, im, Symbol{Symbol: m.moduleSymbol(), Name: m.name, Kind: extract.KindModule, Language: "Python"})
			member := func(name string) string {
				key := memberKey{m.dep, name}
				if !resolved[key] {
					resolved[key] = true
					r.pyResolve(ctx, env, m, name, pyDepth)
				}
				return r.x.members[key]
			}
			switch {
			case len(im.Names) > 0: // from M import N [as A]
				for _, n := range im.Names {
					if bound[localName(n)] > 1 {
						continue // bound by two imports (try: import a as x / except: import x)
					}
					if sym := member(n.Name); sym != "" {
						b.bind(localName(n), sym)
						if n.Alias != "" {
							// The precise indexer's occurrence spans "N as A".
							b.skipInImport(n.Alias)
						}
					}
				}
			case im.Alias != "": // import M as A: A qualifies, and is no occurrence itself
				if bound[im.Alias] > 1 {
					continue
				}
				b.qual(im.Alias, m.dep)
				if qualified == nil {
					qualified = qualifiedNames(f)
				}
				for _, n := range qualified[im.Alias] {
					member(n)
				}
			default: // import a.b binds a
				top, _, _ := strings.Cut(im.Source, ".")
				if bound[top] > 1 {
					continue
				}
				tm := m
				if top != im.Source {
					if tm = r.pyModuleFor(env, top); tm == nil {
						continue
					}
					r.x.addSymbol(Symbol{Symbol: tm.moduleSymbol(), Name: tm.name, Kind: extract.KindModule, Language: "Python"})
				}
				b.bind(top, tm.moduleSymbol())
			}
		}
	}
	return nil
}

// pyBoundNames counts, per name, the different things the imports of f
// bind it to (import a binds a, import a.b binds a too, import a as x
// and from m import a as x bind x): a name bound to two may be either at
// a use.
func pyBoundNames(f *extract.File) map[string]int {
	to := map[string]map[string]bool{}
	add := func(name, what string) {
		if to[name] == nil {
			to[name] = map[string]bool{}
		}
		to[name][what] = true
	}
	for k := range f.Imports {
		im := &f.Imports[k]
		switch {
		case len(im.Names) > 0:
			for _, n := range im.Names {
				add(localName(n), im.Source+" "+n.Name)
			}
		case im.Alias != "":
			add(im.Alias, im.Source)
		default:
			top, _, _ := strings.Cut(im.Source, ".")
			add(top, top)
		}
	}
	out := make(map[string]int, len(to))
	for n, w := range to {
		out[n] = len(w)
	}
	return out
}

// skipInImport marks a name whose references inside import statements
// are not occurrences.
func (b *fileBinds) skipInImport(name string) {
	if b.noImportSite == nil {
		b.noImportSite = map[string]bool{}
	}
	b.noImportSite[name] = true
}

// pyLoadEnv reads the first environment with a site-packages: every
// distribution's name and version (METADATA) and files (RECORD).
func (r *run) pyLoadEnv() *pyEnv {
	for _, prefix := range r.in.Env.PythonEnvs {
		site, version := sitePackages(prefix)
		if site == "" {
			continue
		}
		r.src.isDir(site)
		env := &pyEnv{site: site, version: version, files: map[string]pyFile{}, modules: map[string]*pyModule{}}
		_, dirs := r.src.readDir(site)
		for _, d := range dirs {
			if !strings.HasSuffix(d, ".dist-info") {
				continue
			}
			dist := pyReadDist(r.src.read(filepath.Join(site, d, "METADATA")))
			if dist == nil {
				continue
			}
			for _, p := range pyRecordFiles(r.src.read(filepath.Join(site, d, "RECORD"))) {
				mod, stub := pyModuleOfFile(p)
				if mod == "" {
					continue
				}
				key := strings.ToLower(mod)
				have, ok := env.files[key]
				switch {
				case !ok:
					env.files[key] = pyFile{dist, p}
				case have.dist == dist && stub && !strings.HasSuffix(have.path, ".pyi"):
					env.files[key] = pyFile{dist, p}
				case have.dist != dist:
					// Two distributions claim the module: the first in
					// name order keeps it, as a fixed rule.
				}
			}
		}
		return env
	}
	return nil
}

// pyReadDist reads a distribution's name and version from its METADATA
// headers; nil without both.
func pyReadDist(data []byte) *pyDist {
	var d pyDist
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := sc.Text()
		if line == "" {
			break // the headers end at the first empty line
		}
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		switch strings.TrimSpace(k) {
		case "Name":
			if d.name == "" {
				d.name = strings.TrimSpace(v)
			}
		case "Version":
			if d.version == "" {
				d.version = strings.TrimSpace(v)
			}
		}
	}
	if d.name == "" || d.version == "" || strings.ContainsAny(d.name+d.version, " \t") {
		return nil
	}
	return &d
}

// pyRecordFiles lists the paths a RECORD names (its CSV's first column),
// those inside site-packages only.
func pyRecordFiles(data []byte) []string {
	var out []string
	for _, line := range strings.Split(string(data), "\n") {
		p, _, _ := strings.Cut(line, ",")
		p = strings.Trim(strings.TrimSpace(p), `"`)
		if p == "" || strings.HasPrefix(p, "../") || strings.HasPrefix(p, "/") || strings.Contains(p, "__pycache__") {
			continue
		}
		out = append(out, p)
	}
	return out
}

// pyModuleOfFile names the module a file of site-packages holds
// ("a/b.py", "a/b/__init__.pyi" → "a.b"), and whether it is a stub.
func pyModuleOfFile(p string) (string, bool) {
	stub := strings.HasSuffix(p, ".pyi")
	stem, ok := strings.CutSuffix(p, ".py")
	if stub {
		stem, ok = strings.CutSuffix(p, ".pyi")
	}
	if !ok {
		return "", false
	}
	stem = strings.TrimSuffix(stem, "/__init__")
	if stem == "" || strings.ContainsAny(stem, ". -") {
		return "", false
	}
	return strings.ReplaceAll(stem, "/", "."), stub
}

// pyModuleFor names a module as the environment provides it: an installed
// distribution's module (its file known), else a standard library module;
// nil for anything else.
func (r *run) pyModuleFor(env *pyEnv, name string) *pyModule {
	if name == "" {
		return nil
	}
	if m, ok := env.modules[name]; ok {
		return m
	}
	var m *pyModule
	if f, ok := env.files[strings.ToLower(name)]; ok {
		m = &pyModule{name: name, dist: f.dist, file: filepath.Join(env.site, filepath.FromSlash(f.path)), dep: r.newDep()}
	} else if manifest.IsPythonStd(name) && env.version != "" {
		m = &pyModule{name: name, dist: &pyDist{pyStdlib, env.version}, std: true, dep: r.newDep()}
	}
	env.modules[name] = m
	return m
}

// pyResolve names name as module m defines it: a top-level class or
// function of its file, one it imports from another module (followed up
// to depth modules), or a submodule. Left unnamed otherwise.
func (r *run) pyResolve(ctx context.Context, env *pyEnv, m *pyModule, name string, depth int) {
	if sym, s := r.pyFind(ctx, env, m, name, depth); sym != "" {
		r.x.members[memberKey{m.dep, name}] = sym
		r.x.addSymbol(s)
	}
}

// pyFind is pyResolve's lookup: the symbol and its information.
func (r *run) pyFind(ctx context.Context, env *pyEnv, m *pyModule, name string, depth int) (string, Symbol) {
	if m.std || m.file == "" {
		return "", Symbol{}
	}
	f := r.src.parseOne(ctx, "python", m.file)
	if f == nil {
		return "", Symbol{}
	}
	found, clash := -1, false
	for k := range f.Symbols {
		s := &f.Symbols[k]
		if s.Parent != -1 || s.Name != name {
			continue
		}
		if found >= 0 && pyDescriptorSuffix(&f.Symbols[found]) != pyDescriptorSuffix(s) {
			clash = true
		}
		if found < 0 {
			found = k
		}
	}
	if found >= 0 {
		s := &f.Symbols[found]
		if clash || pyDescriptor(s) == nil {
			return "", Symbol{} // a variable, or defined two ways
		}
		sym := m.symbol(pyDescriptor(s))
		return sym, Symbol{Symbol: sym, Name: name, Kind: s.Kind, Language: "Python", Signature: s.Signature, Doc: s.Doc}
	}
	if depth > 0 {
		for k := range f.Imports {
			im := &f.Imports[k]
			for _, n := range im.Names {
				if localName(n) != name {
					continue
				}
				from := pyAbsolute(m, strings.HasSuffix(filepath.Base(m.file), "__init__.py") || strings.HasSuffix(filepath.Base(m.file), "__init__.pyi"), im.Source)
				if from == "" {
					return "", Symbol{}
				}
				if fm := r.pyModuleFor(env, from); fm != nil {
					if sym, s := r.pyFind(ctx, env, fm, n.Name, depth-1); sym != "" {
						return sym, s
					}
					if sub := r.pyModuleFor(env, from+"."+n.Name); sub != nil && !sub.std {
						return sub.moduleSymbol(), Symbol{Symbol: sub.moduleSymbol(), Name: sub.name, Kind: extract.KindModule, Language: "Python"}
					}
				}
				return "", Symbol{}
			}
		}
	}
	if sub := r.pyModuleFor(env, m.name+"."+name); sub != nil && !sub.std {
		return sub.moduleSymbol(), Symbol{Symbol: sub.moduleSymbol(), Name: sub.name, Kind: extract.KindModule, Language: "Python"}
	}
	return "", Symbol{}
}

// pyAbsolute makes an import's module absolute from module m (a package
// when pkg): ".x" and "..x" climb m's packages. "" when it climbs out.
func pyAbsolute(m *pyModule, pkg bool, source string) string {
	if !strings.HasPrefix(source, ".") {
		return source
	}
	dots := len(source) - len(strings.TrimLeft(source, "."))
	parts := strings.Split(m.name, ".")
	if !pkg {
		parts = parts[:len(parts)-1]
	}
	up := dots - 1
	if up > len(parts) || up == len(parts) && len(parts) == 0 {
		return ""
	}
	parts = parts[:len(parts)-up]
	rest := source[dots:]
	if rest != "" {
		parts = append(parts, rest)
	}
	if len(parts) == 0 {
		return ""
	}
	return strings.Join(parts, ".")
}

// pyDescriptor is a top-level Python definition's descriptor, nil for a
// kind left unnamed.
func pyDescriptor(s *extract.Symbol) *scip.Descriptor {
	switch pyDescriptorSuffix(s) {
	case scip.Descriptor_Type:
		return &scip.Descriptor{Name: s.Name, Suffix: scip.Descriptor_Type}
	case scip.Descriptor_Method:
		return &scip.Descriptor{Name: s.Name, Suffix: scip.Descriptor_Method}
	}
	return nil
}

func pyDescriptorSuffix(s *extract.Symbol) scip.Descriptor_Suffix {
	switch {
	case s.Kind == extract.KindClass:
		return scip.Descriptor_Type
	case s.Kind == extract.KindFunction:
		return scip.Descriptor_Method
	}
	return scip.Descriptor_UnspecifiedSuffix
}
