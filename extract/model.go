// Package extract holds the per-file data model (the outline) and the
// backends that produce it from source text.
package extract

import (
	"encoding/binary"
	"errors"
	"fmt"

	"github.com/zeebo/xxh3"
)

// Backend names the extractor that produced an outline.
type Backend string

// Backends in tier order, best first.
const (
	BackendLSP        Backend = "lsp"
	BackendTreeSitter Backend = "tree-sitter"
	BackendRegex      Backend = "regex"
)

// Kind is the kind of a definition.
type Kind uint8

// The symbol kinds. Their names are the suffixes of @definition.<kind>
// captures in the embedded queries.
const (
	KindUnknown Kind = iota
	KindFunction
	KindMethod
	KindConstructor
	KindClass
	KindStruct
	KindInterface
	KindTrait
	KindEnum
	KindEnumMember
	KindTypeAlias
	KindConstant
	KindVariable
	KindField
	KindModule
	KindMacro
	// Kinds of data and markup formats, whose outline is their structure.
	KindKey      // a JSON/YAML/TOML key, an HCL attribute
	KindSection  // a Markdown heading, a TOML table, an HCL block, an HTML landmark
	KindSelector // a CSS rule's selector
	KindTarget   // a Make target
)

var kindNames = [...]string{
	KindUnknown:     "unknown",
	KindFunction:    "function",
	KindMethod:      "method",
	KindConstructor: "constructor",
	KindClass:       "class",
	KindStruct:      "struct",
	KindInterface:   "interface",
	KindTrait:       "trait",
	KindEnum:        "enum",
	KindEnumMember:  "enum_member",
	KindTypeAlias:   "type_alias",
	KindConstant:    "constant",
	KindVariable:    "variable",
	KindField:       "field",
	KindModule:      "module",
	KindMacro:       "macro",
	KindKey:         "key",
	KindSection:     "section",
	KindSelector:    "selector",
	KindTarget:      "target",
}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("kind(%d)", k)
}

// ParseKind maps a capture suffix such as "enum_member" to a Kind.
func ParseKind(s string) (Kind, bool) {
	for i, n := range kindNames {
		if n == s && i != int(KindUnknown) {
			return Kind(i), true
		}
	}
	return KindUnknown, false
}

// IsType reports whether the kind names a type (SCIP descriptor suffix '#').
func (k Kind) IsType() bool {
	switch k {
	case KindClass, KindStruct, KindInterface, KindTrait, KindEnum, KindTypeAlias:
		return true
	}
	return false
}

// IsCallable reports whether the kind is invoked (SCIP descriptor suffix "().").
func (k Kind) IsCallable() bool {
	return k == KindFunction || k == KindMethod || k == KindConstructor
}

// IsContainer reports whether definitions nested in this kind are its members.
func (k Kind) IsContainer() bool {
	return k.IsType() && k != KindTypeAlias || k == KindModule || k == KindKey || k == KindSection
}

// Position is a 0-based line and a 0-based byte column within the line
// (SCIP's UTF8CodeUnitOffsetFromLineStart).
type Position struct {
	Line   uint32
	Column uint32
}

// Range is a half-open span [Start, End).
type Range struct {
	Start Position
	End   Position
}

// Contains reports whether r encloses o.
func (r Range) Contains(o Range) bool {
	return !o.Start.Less(r.Start) && !r.End.Less(o.End)
}

// Less orders positions.
func (p Position) Less(o Position) bool {
	return p.Line < o.Line || p.Line == o.Line && p.Column < o.Column
}

// Visibility says who may use a symbol, by the language's conventions
// (set by the visibility package after extraction).
type Visibility uint8

// The visibilities, from widest to narrowest.
const (
	VisibilityUnknown  Visibility = iota
	VisibilityPublic              // part of the package's API
	VisibilityInternal            // visible inside the package, module, crate or assembly only
	VisibilityPrivate             // visible inside the file, type or scope only
)

var visibilityNames = [...]string{"unknown", "public", "internal", "private"}

func (v Visibility) String() string {
	if int(v) < len(visibilityNames) {
		return visibilityNames[v]
	}
	return fmt.Sprintf("visibility(%d)", v)
}

// PathPart is one enclosing definition of a symbol, outermost first.
type PathPart struct {
	Name string
	Kind Kind
}

// Symbol is one definition. A tree holds hundreds of thousands: fields
// are ordered so that none is padded.
type Symbol struct {
	Name string
	// Signature is the declaration cut before the body, on one line.
	Signature string
	// Doc is the doc comment or docstring with comment markers removed.
	Doc string
	// Type is the type a use of it has, read from its whole declaration
	// (DeclaredType): a callable's result, a field's or variable's type,
	// or "=" and a callee whose result initialises it.
	Type string
	// Decorators are the decorators, annotations or attributes that change
	// how it is used, compact and space-separated ("@property",
	// "#[derive(Debug, Clone)]"); see decorators.go.
	Decorators string
	// Container is the chain of enclosing definitions (outermost first);
	// it can name a type defined elsewhere, like a Go method's receiver.
	Container []PathPart
	// Bases are the types it extends or implements, as written.
	Bases     []string
	NameRange Range
	// FullRange spans the whole definition, including its body.
	FullRange Range
	// Parent indexes File.Symbols for the enclosing symbol in this file, or -1.
	Parent int32
	Kind   Kind
	// Visibility is set by the visibility package.
	Visibility Visibility
}

// RefName returns the name of a ref of this file.
func (f *File) RefName(r Ref) string { return f.RefNames[r.Name] }

// ContainerName joins the container chain with dots ("Outer.Inner").
func (s *Symbol) ContainerName() string {
	n := ""
	for i, p := range s.Container {
		if i > 0 {
			n += "."
		}
		n += p.Name
	}
	return n
}

// ImportedName is one name brought in by an import.
type ImportedName struct {
	Name  string
	Alias string
}

// Import is one import statement or specifier group.
type Import struct {
	// Source is the module, path or package as written, without quotes.
	Source string
	// Names lists the imported names; empty means the module itself.
	Names []ImportedName
	// Alias binds the whole module locally (import * as ns, Go's named import).
	Alias string
	Range Range
	// SourceRange spans the source as written (quotes included), zero
	// when it was not captured on its own.
	SourceRange Range
}

// Export is a name the file exports explicitly (JS/TS export statements).
type Export struct {
	Name  string
	Range Range
}

// Ref is an identifier used in code (never in comments or strings). It is
// kept small because a file has thousands: the name indexes File.RefNames,
// and an identifier never spans lines.
type Ref struct {
	Name   uint32 // index into File.RefNames
	Line   uint32
	Column uint32
	End    uint32 // end column on Line
	// Member: the name follows "." or "->" (x.f, pkg.F), so it names a
	// member or a name of another package, never a local of this scope.
	Member bool
	// Def: the identifier declares the local binding it is bound to (the
	// parameter's name in the signature, x in x := f()): the binding's
	// definition site; the other refs bound to it are its uses. At most
	// one ref per binding has it. A binding without one has no
	// identifier of its own in the outline (the implicit this/self of a
	// class body, a name that is also a definition's).
	Def bool
	// Bind packs what the occurrence is bound to, read through Local, Qual,
	// Recv and Via (at most one is set): the kind in the top 2 bits, 1 +
	// an index in the rest; 0 for none.
	Bind uint32
}

const (
	bindLocal uint32 = iota << 30
	bindQual
	bindRecv
	bindVia
	bindKind  = 3 << 30
	bindIndex = 1<<30 - 1
)

func (r Ref) bound(kind uint32) uint32 {
	if r.Bind != 0 && r.Bind&bindKind == kind {
		return r.Bind & bindIndex
	}
	return 0
}

// Local, when not 0, is 1 + the index (in source order, among the file's
// local bindings) of the binding the name resolves to: a parameter, a
// local variable, a loop or pattern variable of an enclosing scope. A
// local reference never names a definition of another scope or file.
func (r Ref) Local() uint32 { return r.bound(bindLocal) }

// Qual, when not 0, is 1 + the RefNames index of the identifier that
// qualifies a member reference (pkg in pkg.Name) when that identifier is
// not itself a local: it may name an imported package.
func (r Ref) Qual() uint32 { return r.bound(bindQual) }

// Recv, when not 0, is the Local of the identifier before a member
// reference's "." (x in x.f) when that identifier is a local: the type of
// its binding (File.LocalTypes) tells which f is meant.
func (r Ref) Recv() uint32 { return r.bound(bindRecv) }

// Via, when not 0, is 1 + the index in File.Refs of the reference that
// ends the expression before a member reference's "." when that is not a
// plain identifier: y in x.y.f (f is a member of y's type), m in x.m().f
// (of m's result type).
func (r Ref) Via() uint32 { return r.bound(bindVia) }

// BindLocal, BindQual, BindRecv and BindVia make a Ref.Bind (n > 0,
// below 1<<30).
func BindLocal(n uint32) uint32 { return bindLocal | n&bindIndex }
func BindQual(n uint32) uint32  { return bindQual | n&bindIndex }
func BindRecv(n uint32) uint32  { return bindRecv | n&bindIndex }
func BindVia(n uint32) uint32   { return bindVia | n&bindIndex }

// Range returns the ref's span.
func (r Ref) Range() Range {
	return Range{Position{r.Line, r.Column}, Position{r.Line, r.End}}
}

// Scope is a lexical region: a definition's body or a named block such as
// a Rust impl.
type Scope struct {
	Range Range
	// Symbol indexes File.Symbols for the owning definition, or -1.
	Symbol int32
	// Name names a scope that is not itself a symbol (the type of an impl).
	Name string
}

// File is the outline of one source file.
type File struct {
	// Path is slash separated and relative to the indexed root.
	Path     string
	Language string
	Backend  Backend
	Symbols  []Symbol
	Imports  []Import
	Exports  []Export
	Refs     []Ref
	// RefNames are the distinct referenced names, sorted; Ref.Name indexes it.
	RefNames []string
	// LocalTypes holds, per local binding (Ref.Local - 1), the type it is
	// declared or initialised with, as written without pointers or type
	// arguments ("T", "pkg.T"), or "" when the outline cannot tell.
	LocalTypes []string
	// LocalInits holds, per local binding, 1 + the index in Refs of the
	// function name whose call initialises it (x := NewT()), or 0: its
	// type is that function's result type.
	LocalInits []uint32
	Scopes     []Scope
	// ErrorNodes counts ERROR and MISSING nodes: > 0 means the outline comes
	// from a partial tree.
	ErrorNodes int
	// ErrorBytes is how many bytes lie under ERROR nodes; a tree that is
	// mostly errors is replaced by the regex tier.
	ErrorBytes int
	// Fallback says why a lower tier produced the outline ("" when the
	// language's best backend did): a fallback outline is never presented
	// as a full parse.
	Fallback string
	// FallbackCauses says, as flags, why tiers were passed over (the typed
	// form of Fallback, which is for people): decisions read these, never
	// the text.
	FallbackCauses Cause
	// Lines is the number of lines in the file.
	Lines int
	// Size is the file size in bytes.
	Size int64
	// Hash is the xxh3 hash of the file's content: the key of everything
	// cached about the file.
	Hash uint64
	// Generated: a generator's marker ("Code generated ... DO NOT EDIT.",
	// "@generated") in a comment of its first lines. MainGuard: a Python
	// module that runs as a program (`if __name__ == "__main__":`). Set
	// by the indexer from the source, for the Soul Map.
	Generated, MainGuard bool
	// BuildExcluded: a Go file whose //go:build constraint leaves it out
	// of the default build (linux/amd64, no custom tags): one of several
	// variants of a package's names, the others of which are built.
	BuildExcluded bool
	// Summary is the first sentence of what the file says about itself
	// (Summary), or "".
	Summary string

	// packed holds packedN refs in packed form once PackRefs ran (Refs
	// is then nil); see packed.go.
	packed  []byte
	packedN int
}

// Cause is why a tier passed a file on to the next one: a set of flags,
// one per tier passed over.
type Cause uint8

// The causes of a fallback.
const (
	// CauseFailed: the tier failed for a reason not listed below.
	CauseFailed Cause = 1 << iota
	// CauseWorkBudget: the parse ran out of its work budget (ErrWorkBudget).
	CauseWorkBudget
	// CauseScannerLimit: a grammar's scanner went past its limits.
	CauseScannerLimit
	// CauseDeadline: the wall-clock parse deadline passed. Unlike the
	// others it depends on the machine's load, not on the content alone.
	CauseDeadline
	// CauseSyntaxErrors: most of the file lay under syntax errors.
	CauseSyntaxErrors
	// CauseNoDefinitions: the tier found no definition and no import.
	CauseNoDefinitions
)

// causeOf classifies a tier's error.
func causeOf(err error) Cause {
	switch {
	case errors.Is(err, ErrDeadline):
		return CauseDeadline
	case errors.Is(err, ErrWorkBudget):
		return CauseWorkBudget
	case errors.Is(err, ErrScannerLimit):
		return CauseScannerLimit
	}
	return CauseFailed
}

// ShapeKey identifies what the caches built on an outline must match: the
// file's content hash, path, language, how it was parsed (backend,
// fallback, error nodes) and the sizes of its tables. The SCIP document
// cache and the incremental graph key their entries with it.
func (f *File) ShapeKey() uint64 {
	var buf [256]byte // most keys fit: no allocation per file
	b := buf[:0]
	b = binary.LittleEndian.AppendUint64(b, f.Hash)
	for _, s := range []string{f.Path, f.Language, string(f.Backend), f.Fallback} {
		b = binary.AppendUvarint(b, uint64(len(s)))
		b = append(b, s...)
	}
	for _, n := range []int{len(f.Symbols), len(f.Imports), f.RefCount(), len(f.RefNames), f.ErrorNodes} {
		b = binary.AppendUvarint(b, uint64(n))
	}
	return xxh3.Hash(b)
}
