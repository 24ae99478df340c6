package refgraph

import (
	"fmt"
	"slices"
	"strings"

	"github.com/zeebo/xxh3"

	"github.com/soulindex/soulindex/cachefile"
	"github.com/soulindex/soulindex/extract"
)

// An interface edit (a definition added, removed or changed, an import
// changed) re-resolves only the files whose resolution can read what
// changed. Resolution reads another file's definitions through name
// tables: a reference named n reads the definitions named n, and from
// them the types their declarations name (Type, Bases, a signature's
// parameter types, Go embedded fields), transitively. So the files to
// resolve again are those that name a changed definition or a definition
// whose declaration reaches one through type names; every other file
// keeps its resolutions, with indexes into an edited file renumbered.
// Imports are read through re-exports too: a file whose imports changed
// takes the files that can import it along (reexportReaders). What other
// files read outside both (a default export, Python's __all__, a package
// clause, the language, a build constraint) rebuilds everything.

// symKey identifies one definition by what other files' resolution reads
// of it, with its name's hash.
type symKey struct {
	name uint32
	d    uint64
}

// nameHash is a name's key in the dirty-name sets: a collision only
// makes more files resolve again.
func nameHash(s string) uint32 { return uint32(xxh3.HashString(s)) | 1 }

// symbolKeys lists f's definitions' keys, in order.
func symbolKeys(f *extract.File) []symKey {
	out := make([]symKey, len(f.Symbols))
	var e cachefile.Encoder
	for k := range f.Symbols {
		s := &f.Symbols[k]
		e.B = e.B[:0]
		e.String(s.Name)
		e.Uint(uint64(s.Kind))
		e.Uint(uint64(s.Visibility))
		// The enclosing definition by identity, not index: an insertion
		// above it renumbers it without changing it.
		if s.Parent >= 0 && int(s.Parent) < len(f.Symbols) {
			p := &f.Symbols[s.Parent]
			e.String(p.Name)
			e.Uint(uint64(p.Kind) + 1)
		} else {
			e.Uint(0)
		}
		encodeDeclaration(&e, f, s)
		out[k] = symKey{name: nameHash(s.Name), d: xxh3.Hash(e.B)}
	}
	return out
}

// shellDigest hashes what other files read of f outside the name tables;
// a change there rebuilds everything. Of the exports, resolution reads a
// module's default export (and what it denotes), Python's __all__ (star
// imports) and whether a TypeScript declaration file is a script (whose
// names are globals); named JS/TS exports are found
// through the top-level table, so adding an exported function keeps the
// edit incremental.
func shellDigest(f *extract.File) uint64 {
	var e cachefile.Encoder
	encodeHead(&e, f)
	switch {
	case f.Language == "python", f.Language == "elisp":
		// __all__; the features an Emacs Lisp file provides, which
		// requires resolve to.
		encodeExports(&e, f)
	case f.Language == "clojure":
		// The namespace requires resolve to.
		for k := range f.Symbols {
			if s := &f.Symbols[k]; s.Kind == extract.KindModule && s.Parent < 0 {
				e.String(s.Name)
				break
			}
		}
	default:
		for _, ex := range f.Exports {
			if ex.Name == "default" {
				e.String(ex.Name)
				defaultDenotes(&e, f, ex.Range.Start.Line)
			}
		}
	}
	if f.Language == "typescript" && strings.HasSuffix(f.Path, ".d.ts") && globalScript(f) {
		e.Uint(1) // its top-level names are globals
	}
	return xxh3.Hash(e.B)
}

// importsDigest hashes f's imports as written.
func importsDigest(f *extract.File) uint64 {
	var e cachefile.Encoder
	encodeImports(&e, f)
	return xxh3.Hash(e.B)
}

// delta is what an interface edit changed, for the files that keep their
// resolutions.
type delta struct {
	// renumber maps, per reshaped file, an old definition index to its new
	// one, or -1 for a definition that changed or went away.
	renumber map[int32][]int32
	// dirty holds the hashes of the names whose definitions changed, and
	// of the names whose declarations reach those through type names.
	dirty map[uint32]bool
	// moved lists the reshaped files whose imports changed, or whose
	// default export's definition did (importers read it by no name of
	// theirs): the files that can read them through imports follow.
	moved []int32
}

// diffDefinitions compares the reshaped files' previous outlines with the
// current ones. It returns a reason when the edit must rebuild everything.
func diffDefinitions(files []*extract.File, prior map[string]*extract.File, p *Snapshot, reshaped []int32) (*delta, string) {
	d := &delta{renumber: map[int32][]int32{}, dirty: map[uint32]bool{}}
	for _, x := range reshaped {
		f := files[x]
		old := prior[f.Path]
		if old == nil || old.ShapeKey() != p.files[x].key {
			return nil, fmt.Sprintf("the definitions or imports of %s changed and its previous outline is not at hand", f.Path)
		}
		if shellDigest(old) != shellDigest(f) {
			return nil, fmt.Sprintf("the default export, __all__, language, build constraint or global declarations of %s changed", f.Path)
		}
		movedImports := importsDigest(old) != importsDigest(f)
		oldKeys, newKeys := symbolKeys(old), symbolKeys(f)
		if firstIsModule(old) || firstIsModule(f) {
			if len(oldKeys) == 0 || len(newKeys) == 0 || oldKeys[0] != newKeys[0] {
				return nil, fmt.Sprintf("the package or module clause of %s changed", f.Path)
			}
		}
		var defaultChanged bool
		d.renumber[x] = alignDefinitions(old, f, oldKeys, newKeys, d.dirty, &defaultChanged)
		if movedImports || defaultChanged {
			d.moved = append(d.moved, x)
		}
	}
	return d, ""
}

func firstIsModule(f *extract.File) bool {
	return len(f.Symbols) > 0 && f.Symbols[0].Kind == extract.KindModule
}

// alignDefinitions maps old definitions to new ones name by name: when a
// name's definitions, in order, are the same, each keeps its identity;
// otherwise the name is dirty (lookups by it may now find another
// definition) and its old definitions map to -1. Some definitions are
// read by no name of the reader's: a changed Go embedded field, or a
// constructor (read for a callback's parameter types through its class),
// dirties its container's name; a changed top-level "default" (a JS/TS
// module's anonymous default export, also what an import of a name it
// lacks falls back to) sets *defaultChanged. (Any other changed member is
// found by its own name.)
func alignDefinitions(of, nf *extract.File, old, cur []symKey, dirty map[uint32]bool, defaultChanged *bool) []int32 {
	group := func(ks []symKey) map[uint32][]int32 {
		m := map[uint32][]int32{}
		for k, s := range ks {
			m[s.name] = append(m[s.name], int32(k))
		}
		return m
	}
	og, ng := group(old), group(cur)
	out := make([]int32, len(old))
	for i := range out {
		out[i] = -1
	}
	same := func(a, b []int32) bool {
		return slices.EqualFunc(a, b, func(i, j int32) bool { return old[i] == cur[j] })
	}
	mark := func(f *extract.File, k int32) {
		s := &f.Symbols[k]
		markName(s.Name, dirty)
		if len(s.Container) > 0 && (embeddedField(f, s) || s.Kind == extract.KindConstructor || s.Name == "constructor") {
			markName(s.Container[len(s.Container)-1].Name, dirty)
		}
		if s.Name == "default" && s.Parent < 0 {
			*defaultChanged = true
		}
	}
	for n, os := range og {
		ns := ng[n]
		if same(os, ns) {
			for k, i := range os {
				out[i] = ns[k]
			}
			continue
		}
		for _, i := range os {
			mark(of, i)
		}
		for _, j := range ns {
			mark(nf, j)
		}
	}
	for n, ns := range ng {
		if _, ok := og[n]; !ok {
			for _, j := range ns {
				mark(nf, j)
			}
		}
	}
	return out
}

// markName makes a name dirty, with each word of a compound name (A::f,
// a.b) that references may spell apart.
func markName(n string, dirty map[uint32]bool) {
	dirty[nameHash(n)] = true
	if compound(n) {
		eachWord(n, func(w string) bool {
			dirty[nameHash(w)] = true
			return false
		})
	}
}

func compound(n string) bool {
	for i := 0; i < len(n); i++ {
		if !wordByte(n[i]) {
			return true
		}
	}
	return false
}

// eachWord calls fn with every identifier-like word of s until it
// returns true, and reports whether it did.
func eachWord(s string, fn func(string) bool) bool {
	for i := 0; i < len(s); {
		if !wordByte(s[i]) {
			i++
			continue
		}
		j := i + 1
		for j < len(s) && wordByte(s[j]) {
			j++
		}
		if fn(s[i:j]) {
			return true
		}
		i = j
	}
	return false
}

// closeOverTypes adds to dirty the names of definitions whose
// declarations name a dirty name (a field or result of a changed type, a
// type extending or embedding one), until nothing is added. A Go
// embedded field also dirties its container, whose promoted members it
// gives.
func closeOverTypes(files []*extract.File, dirty map[uint32]bool) {
	for grew := true; grew; {
		grew = false
		for _, f := range files {
			for k := range f.Symbols {
				s := &f.Symbols[k]
				h := nameHash(s.Name)
				embedded := embeddedField(f, s)
				var ch uint32
				if embedded {
					ch = nameHash(s.Container[len(s.Container)-1].Name)
				}
				if dirty[h] && (!embedded || dirty[ch]) {
					continue
				}
				if !mentionsDirty(s.Type, dirty) && !basesDirty(s.Bases, dirty) && !(readsSignature(f, s) && mentionsDirty(s.Signature, dirty)) {
					continue
				}
				if !dirty[h] {
					markName(s.Name, dirty)
					grew = true
				}
				if embedded && !dirty[ch] {
					markName(s.Container[len(s.Container)-1].Name, dirty)
					grew = true
				}
			}
		}
	}
}

// embeddedField: a Go struct's embedded field, whose type's members its
// container promotes.
func embeddedField(f *extract.File, s *extract.Symbol) bool {
	return f.Language == "go" && s.Kind == extract.KindField && len(s.Container) > 0 && goEmbedded(s)
}

func basesDirty(bases []string, dirty map[uint32]bool) bool {
	for _, b := range bases {
		if mentionsDirty(b, dirty) {
			return true
		}
	}
	return false
}

// mentionsDirty reports whether any identifier-like word of s is dirty.
func mentionsDirty(s string, dirty map[uint32]bool) bool {
	return eachWord(s, func(w string) bool { return dirty[nameHash(w)] })
}

// wordByte: identifier bytes, any byte of a multi-byte character included.
func wordByte(c byte) bool {
	return c == '_' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

// readsDirty reports whether f's resolution may read a dirty name: it
// references one, or a local's declared type names one.
func readsDirty(f *extract.File, dirty map[uint32]bool) bool {
	for _, n := range f.RefNames {
		if dirty[nameHash(n)] || compound(n) && mentionsDirty(n, dirty) {
			return true
		}
	}
	for _, t := range f.LocalTypes {
		if mentionsDirty(t, dirty) {
			return true
		}
	}
	return false
}
