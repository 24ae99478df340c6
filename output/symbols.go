package output

import (
	"fmt"
	"path"
	"strings"

	"github.com/sourcegraph/scip/bindings/go/scip"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/langs"
)

// Scheme is the SCIP scheme of every symbol soulindex writes.
const Scheme = "soulindex"

// symbolNamer builds the SCIP symbols of one document. The scheme is
//
//	soulindex <manager> <package> . <namespace>/ <container descriptors> <descriptor>
//
// manager and package come from the nearest go.mod, package.json,
// Cargo.toml or pyproject.toml that owns the file's language (both "."
// without one); the version is always "." so symbols survive releases. The
// namespace is the Go import path for Go (plus "_test" for an external
// test package), the declared package for Java (the directory without
// one), and the file path relative to the package root for file-scoped
// languages. Descriptor suffixes follow the kind:
// types '#', callables "().", modules '/', macros '!', everything else '.'.
// Callables repeated in one document (overloads) get disambiguators "+1",
// "+2" in source order.
type symbolNamer struct {
	pkg       *scip.Package
	ns        string
	dirScoped bool
	seen      map[string]int
}

func newSymbolNamer(res *indexer.Result, f *extract.File, l *langs.Language) *symbolNamer {
	n := &symbolNamer{pkg: &scip.Package{Manager: ".", Name: ".", Version: "."}, seen: map[string]int{}}
	base := "."
	if p := res.PackageFor(f.Path, f.Language); p != nil {
		n.pkg.Manager, n.pkg.Name = p.Manager, p.Name
		base = p.Dir
	}
	rel := f.Path
	if base != "." {
		rel = f.Path[len(base)+1:]
	}
	switch {
	case l != nil && l.Module == langs.ScopeDirectory:
		n.ns, n.dirScoped = path.Dir(rel), true
		if f.Language == "go" && n.pkg.Manager == "gomod" && n.pkg.Name != "std" {
			n.ns = path.Join(n.pkg.Name, n.ns)
		}
		// Java's namespace is its package, wherever the source tree lives.
		if f.Language == "java" && len(f.Symbols) > 0 && f.Symbols[0].Kind == extract.KindModule {
			n.ns = f.Symbols[0].Name
		}
		// An external test package ("package foo_test") is a package of
		// its own, named like its import path plus "_test".
		if f.Language == "go" && len(f.Symbols) > 0 && f.Symbols[0].Kind == extract.KindModule &&
			strings.HasSuffix(f.Symbols[0].Name, "_test") {
			n.ns += "_test"
		}
	default:
		n.ns = rel
	}
	// A namespace is written as every output writes paths: SCIP strings
	// must be UTF-8, and two names that differ only in bytes that are not
	// must stay two namespaces.
	n.ns = EncodePath(n.ns)
	return n
}

func descriptor(name string, k extract.Kind) *scip.Descriptor {
	d := &scip.Descriptor{Name: name}
	switch {
	case k.IsType():
		d.Suffix = scip.Descriptor_Type
	case k.IsCallable():
		d.Suffix = scip.Descriptor_Method
	case k == extract.KindModule || k == extract.KindSection:
		d.Suffix = scip.Descriptor_Namespace
	case k == extract.KindMacro:
		d.Suffix = scip.Descriptor_Macro
	default:
		d.Suffix = scip.Descriptor_Term
	}
	return d
}

// symbol returns the symbol of s and of its container (empty at top level).
func (n *symbolNamer) symbol(s *extract.Symbol) (sym, container string) {
	ds := make([]*scip.Descriptor, 0, len(s.Container)+2)
	if n.ns != "." && n.ns != "" {
		ds = append(ds, &scip.Descriptor{Name: n.ns, Suffix: scip.Descriptor_Namespace})
		if n.dirScoped && s.Kind == extract.KindModule && len(s.Container) == 0 {
			// A package clause declares the directory's namespace itself.
			return n.format(ds), ""
		}
	}
	for _, p := range s.Container {
		ds = append(ds, descriptor(p.Name, p.Kind))
	}
	if len(s.Container) > 0 {
		container = n.format(ds)
	}
	d := descriptor(s.Name, s.Kind)
	ds = append(ds, d)
	if d.Suffix == scip.Descriptor_Method {
		key := n.format(ds)
		if k := n.seen[key]; k > 0 {
			d.Disambiguator = fmt.Sprintf("+%d", k)
		}
		n.seen[key]++
	}
	return n.format(ds), container
}

// format writes a symbol string, valid UTF-8 as protobuf requires: a name
// taken from a file that is not UTF-8 has U+FFFD for its invalid bytes
// here, before the duplicate and overload checks see it.
func (n *symbolNamer) format(ds []*scip.Descriptor) string {
	return strings.ToValidUTF8(scip.VerboseSymbolFormatter.FormatSymbol(&scip.Symbol{Scheme: Scheme, Package: n.pkg, Descriptors: ds}), "\uFFFD")
}

var kindToSCIP = map[extract.Kind]scip.SymbolInformation_Kind{
	extract.KindFunction:    scip.SymbolInformation_Function,
	extract.KindMethod:      scip.SymbolInformation_Method,
	extract.KindConstructor: scip.SymbolInformation_Constructor,
	extract.KindClass:       scip.SymbolInformation_Class,
	extract.KindStruct:      scip.SymbolInformation_Struct,
	extract.KindInterface:   scip.SymbolInformation_Interface,
	extract.KindTrait:       scip.SymbolInformation_Trait,
	extract.KindEnum:        scip.SymbolInformation_Enum,
	extract.KindEnumMember:  scip.SymbolInformation_EnumMember,
	extract.KindTypeAlias:   scip.SymbolInformation_TypeAlias,
	extract.KindConstant:    scip.SymbolInformation_Constant,
	extract.KindVariable:    scip.SymbolInformation_Variable,
	extract.KindField:       scip.SymbolInformation_Field,
	extract.KindModule:      scip.SymbolInformation_Module,
	extract.KindMacro:       scip.SymbolInformation_Macro,
	extract.KindKey:         scip.SymbolInformation_Key,
	extract.KindSection:     scip.SymbolInformation_Namespace,
	extract.KindSelector:    scip.SymbolInformation_Pattern,
	extract.KindTarget:      scip.SymbolInformation_Function,
}
