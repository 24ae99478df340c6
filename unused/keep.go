package unused

import (
	"bytes"
	"path"
	"runtime"
	"strings"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/internal/parallel"
	"github.com/soulindex/soulindex/refgraph"
	"github.com/soulindex/soulindex/roles"
)

// kept says why a definition nothing references is not reported, "" when
// nothing keeps it.
func (s *search) kept(t refgraph.Target, f *extract.File, sym *extract.Symbol) Reason {
	switch {
	case roles.Demoted(f.Path, f) != "":
		return KeptDemoted
	case f.BuildExcluded || refgraph.GoOtherPlatform(f):
		return KeptPlatform
	case s.isEntry(t, f, sym):
		return KeptEntry
	case s.library && (s.apiFiles[t.File] || s.apiDefs[t]):
		return KeptAPI
	case f.Language == "python" && sym.Parent < 0 && listedInAll(f, sym.Name):
		return KeptAll
	case registers(sym.Decorators):
		return KeptFramework
	case protocolMethod(f.Language, sym):
		return KeptProtocol
	case isMember(f, sym) && s.implementsInterface(f, t, sym):
		return KeptInterface
	case s.overrides(t, f, sym):
		return KeptOverride
	case s.configured(f, sym):
		return KeptConfig
	case s.uncertain[refgraph.NameSpace(f.Language)][sym.Name]:
		return KeptUncertain
	}
	return ""
}

// isEntry: what is called from outside the repository's code: main and
// init, a console script's function, the definitions of a file a
// manifest names (bin, main, exports, …), and the exports of a JS/TS or
// Python module nothing imports (a script, a config file, a page: its
// loader uses them).
func (s *search) isEntry(t refgraph.Target, f *extract.File, sym *extract.Symbol) bool {
	if sym.Parent < 0 || f.Language == "java" || f.Language == "csharp" || f.Language == "kotlin" {
		switch sym.Name {
		case "main", "Main", "init":
			return true
		}
	}
	if s.entryFiles[t.File] || s.scripts[f.Path+"\x00"+sym.Name] {
		return true
	}
	fam := refgraph.NameSpace(f.Language)
	return (fam == "js" || fam == "python") && !s.importedFiles()[t.File]
}

// importedFiles marks the files some other file's import resolves to.
func (s *search) importedFiles() []bool {
	if s.imported != nil {
		return s.imported
	}
	s.imported = make([]bool, len(s.res.Files))
	for i, ims := range s.g.Imports {
		for _, files := range ims {
			for _, j := range files {
				if int(j) != i {
					s.imported[j] = true
				}
			}
		}
	}
	return s.imported
}

// listedInAll: a Python module's __all__ (its Exports) names it.
func listedInAll(f *extract.File, name string) bool {
	for _, e := range f.Exports {
		if e.Name == name {
			return true
		}
	}
	return false
}

// registers reports whether a definition's decorators may register it
// with a framework (a route, a command, a fixture, a signal handler, a
// test): any but the language's own that change how it is called
// (extract.WellKnownDecorator: @property, @staticmethod, #[derive], …).
func registers(decorators string) bool {
	for _, d := range extract.DecoratorList(decorators) {
		if !extract.WellKnownDecorator(d) {
			return true
		}
	}
	return false
}

// protocolMethods are methods a language or its standard library calls by
// name: Go's well-known interfaces (fmt.Stringer, error, io, encoding,
// sort, sql, http, context, flag), Java's and C#'s Object methods, the
// JavaScript conversions.
var protocolMethods = map[string]map[string]bool{
	"go": setOf("String", "GoString", "Format", "Error", "Unwrap", "Is", "As", "Timeout", "Temporary",
		"Read", "Write", "Close", "Seek", "ReadAt", "WriteAt", "ReadFrom", "WriteTo", "ReadByte", "UnreadByte",
		"ReadRune", "UnreadRune", "WriteByte", "WriteRune", "WriteString", "Flush", "Sync",
		"MarshalJSON", "UnmarshalJSON", "MarshalText", "UnmarshalText", "MarshalBinary", "UnmarshalBinary",
		"MarshalXML", "UnmarshalXML", "MarshalXMLAttr", "UnmarshalXMLAttr", "MarshalYAML", "UnmarshalYAML",
		"GobEncode", "GobDecode", "AppendText", "AppendBinary",
		"Len", "Less", "Swap", "Push", "Pop", "Scan", "Value", "ServeHTTP", "RoundTrip", "Hijack", "Flush",
		"Deadline", "Done", "Err", "Set", "Get", "Type", "IsBoolFlag", "Lock", "Unlock", "RLock", "RUnlock",
		"Name", "Size", "Mode", "ModTime", "IsDir", "Sys", "Stat", "Open", "ReadDir", "ReadFile", "Info",
		"Sum", "Reset", "BlockSize", "Next", "Network", "Addr", "Accept", "LocalAddr", "RemoteAddr",
		"SetDeadline", "SetReadDeadline", "SetWriteDeadline", "Enabled", "Handle", "WithAttrs", "WithGroup",
		"LogValue", "Seq", "Compare", "Equal", "Clone", "Run"),
	"java":   setOf("toString", "equals", "hashCode", "compareTo", "clone", "finalize", "run", "call", "close", "iterator", "get", "apply", "accept", "test"),
	"kotlin": setOf("toString", "equals", "hashCode", "compareTo", "invoke", "iterator", "get", "set", "contains", "close", "run"),
	"csharp": setOf("ToString", "Equals", "GetHashCode", "Dispose", "DisposeAsync", "CompareTo", "GetEnumerator"),
	"js":     setOf("toString", "toJSON", "valueOf", "then", "catch", "finally", "next", "return", "throw", "handleEvent"),
}

func setOf(names ...string) map[string]bool {
	m := make(map[string]bool, len(names))
	for _, n := range names {
		m[n] = true
	}
	return m
}

// protocolMethod: a method the language calls by its name.
func protocolMethod(lang string, sym *extract.Symbol) bool {
	if strings.HasPrefix(sym.Name, "__") && strings.HasSuffix(sym.Name, "__") || strings.HasPrefix(sym.Name, "[") {
		// Python's dunders (__all__, __repr__); a computed name
		// ([Symbol.iterator]) is a protocol's
		return true
	}
	if sym.Kind != extract.KindMethod && sym.Kind != extract.KindFunction {
		return false
	}
	if sym.Kind == extract.KindFunction && lang != "go" {
		return false
	}
	fam := refgraph.NameSpace(lang)
	if fam == "jvm" {
		return protocolMethods[lang][sym.Name]
	}
	return protocolMethods[fam][sym.Name]
}

// isMember: a method, or a definition inside a type.
func isMember(f *extract.File, sym *extract.Symbol) bool {
	return sym.Kind == extract.KindMethod || sym.Parent >= 0 || len(sym.Container) > 0
}

// overrides: a method declared `override`, one the type hierarchy
// relates to a member of a supertype (it implements or overrides it) or
// of a subtype (one overrides it: a call through the class may run
// either), or one whose class (directly or through its repository
// bases, three levels) extends a type outside the repository or one the
// graph cannot place (a framework's base class calls any of its methods).
func (s *search) overrides(t refgraph.Target, f *extract.File, sym *extract.Symbol) bool {
	if sym.Parent < 0 || sym.Kind != extract.KindMethod && sym.Kind != extract.KindFunction {
		return false
	}
	for _, w := range strings.Fields(sym.Signature) {
		if w == "override" || w == "virtual" || w == "abstract" {
			return true
		}
	}
	return s.inHierarchy(t) || s.extendsOutside(refgraph.Target{File: t.File, Symbol: sym.Parent}, 3)
}

// inHierarchy reports whether a member has a relation in the type
// hierarchy, as the implementing or the implemented one.
func (s *search) inHierarchy(t refgraph.Target) bool {
	if s.related == nil {
		s.related = map[refgraph.Target]bool{}
		for _, r := range s.g.Hierarchy().Members {
			s.related[r.Sub], s.related[r.Super] = true, true
		}
	}
	return s.related[t]
}

// extendsOutside: class, or one of its repository bases to depth levels,
// has a base outside the repository (or one the graph cannot place).
func (s *search) extendsOutside(class refgraph.Target, depth int) bool {
	if depth == 0 {
		return false
	}
	in, outside := s.g.Bases(class)
	if outside > 0 {
		return true
	}
	for _, b := range in {
		if s.extendsOutside(b, depth-1) {
			return true
		}
	}
	return false
}

// configured: an `[unused] keep` entry matches the file (as a .gitignore
// pattern, or one of its directories does) or, without a slash, the name
// or Container.Name (as a path.Match glob).
func (s *search) configured(f *extract.File, sym *extract.Symbol) bool {
	if len(s.opts.Keep) == 0 {
		return false
	}
	for p := f.Path; p != "." && p != "/"; p = path.Dir(p) {
		if s.keep.Ignored(p, p != f.Path) {
			return true
		}
	}
	qualified := sym.Name
	if c := sym.ContainerName(); c != "" {
		qualified = c + "." + sym.Name
	}
	for _, k := range s.opts.Keep {
		if strings.Contains(k, "/") {
			continue
		}
		if ok, _ := path.Match(k, sym.Name); ok {
			return true
		}
		if ok, _ := path.Match(k, qualified); ok {
			return true
		}
	}
	return false
}

// stringNames returns the names of the findings that some file holds in a
// string literal (or, for data and markup other than prose, anywhere):
// reflection, settings, templates and routes name code by string; and,
// apart, those a file with syntax errors holds anywhere (its partial tree
// may have lost the uses).
func (s *search) stringNames(pending []Finding) (inStrings, inPartial map[string]bool) {
	if s.opts.Source == nil || len(pending) == 0 {
		return nil, nil
	}
	want := map[string]bool{}
	for _, fd := range pending {
		want[fd.Name] = true
	}
	workers := runtime.GOMAXPROCS(0)
	found := make([][2]map[string]bool, workers)
	parallel.Workers(len(s.res.Files), workers, func(w, i int) {
		f := s.res.Files[i]
		if f.Language == "markdown" {
			return
		}
		src, err := s.opts.Source(f.Path)
		if err != nil {
			return
		}
		if found[w][0] == nil {
			found[w] = [2]map[string]bool{{}, {}}
		}
		into := found[w][0]
		mark := func(word []byte) {
			if want[string(word)] {
				into[string(word)] = true
			}
		}
		if s.opts.Strings == nil || !s.opts.Strings(f.Language, src, mark) {
			extract.Words(src, mark)
		}
		if f.ErrorNodes > 0 {
			into = found[w][1]
			unparsedLines(f, src, func(line []byte) { extract.Words(line, mark) })
		}
	})
	inStrings, inPartial = map[string]bool{}, map[string]bool{}
	for _, m := range found {
		for n := range m[0] {
			inStrings[n] = true
		}
		for n := range m[1] {
			inPartial[n] = true
		}
	}
	return inStrings, inPartial
}

// unparsedLines calls fn with each line of a file with syntax errors that
// has no reference and no definition in its outline: where an ERROR node
// swallowed the code, every word may be a use.
func unparsedLines(f *extract.File, src []byte, fn func(line []byte)) {
	seen := map[uint32]bool{}
	for _, r := range f.LoadRefs() {
		seen[r.Line] = true
	}
	for k := range f.Symbols {
		seen[f.Symbols[k].NameRange.Start.Line] = true
	}
	for n := uint32(0); len(src) > 0; n++ {
		line := src
		if i := bytes.IndexByte(src, '\n'); i >= 0 {
			line, src = src[:i], src[i+1:]
		} else {
			src = nil
		}
		if !seen[n] {
			fn(line)
		}
	}
}

// implementsInterface: a method an interface of the repository declares.
// In Go, whose satisfaction is structural, one that implements an
// interface method by the type hierarchy (its type's method set holds
// the interface's); elsewhere (duck typing, structural TypeScript) any
// method with an interface method's name.
func (s *search) implementsInterface(f *extract.File, t refgraph.Target, sym *extract.Symbol) bool {
	if f.Language != "go" {
		return s.interfaceMethods[refgraph.NameSpace(f.Language)][sym.Name]
	}
	return s.inHierarchy(t)
}
