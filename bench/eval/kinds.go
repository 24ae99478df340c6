package eval

import (
	"strings"
	"unicode"

	"github.com/sourcegraph/scip/bindings/go/scip"
)

// Kind names. SCIP kinds, kinds inferred from descriptors and ctags kinds
// are all normalized to this vocabulary (soulindex's extract.Kind names plus
// a few), so the per-kind tables line up where the sources agree.
const (
	KindFunction    = "function"
	KindMethod      = "method"
	KindConstructor = "constructor"
	KindClass       = "class"
	KindStruct      = "struct"
	KindInterface   = "interface"
	KindTrait       = "trait"
	KindEnum        = "enum"
	KindEnumMember  = "enum_member"
	KindTypeAlias   = "type_alias"
	KindType        = "type" // a type of unknown flavour ('#' descriptor without a kind)
	KindUnion       = "union"
	KindConstant    = "constant"
	KindVariable    = "variable"
	KindField       = "field"
	KindProperty    = "property"
	KindTerm        = "term" // a constant or variable of unknown flavour ('.' descriptor without a kind)
	KindModule      = "module"
	KindNamespace   = "namespace"
	KindMacro       = "macro"
	KindParameter   = "parameter"
	KindTypeParam   = "type_parameter"
	KindMeta        = "meta"
	// KindModuleFile is a module named by its file (scip-python's
	// `pkg.mod`/__init__:), which no outline defines.
	KindModuleFile = "module_file"
	// KindNested: a symbol scip-go names under a meta scope ("v:x.",
	// "func:F:r."): declared inside a package-level var's initializer or
	// type (closure parameters, anonymous struct fields) or a function's
	// results. Kept apart because outlines usually treat them as locals.
	KindNested  = "nested"
	KindUnknown = "unknown"
)

var scipKinds = map[scip.SymbolInformation_Kind]string{
	scip.SymbolInformation_Function:            KindFunction,
	scip.SymbolInformation_Method:              KindMethod,
	scip.SymbolInformation_AbstractMethod:      KindMethod,
	scip.SymbolInformation_MethodSpecification: KindMethod,
	scip.SymbolInformation_ProtocolMethod:      KindMethod,
	scip.SymbolInformation_PureVirtualMethod:   KindMethod,
	scip.SymbolInformation_StaticMethod:        KindMethod,
	scip.SymbolInformation_TraitMethod:         KindMethod,
	scip.SymbolInformation_TypeClassMethod:     KindMethod,
	scip.SymbolInformation_SingletonMethod:     KindMethod,
	scip.SymbolInformation_MethodAlias:         KindMethod,
	scip.SymbolInformation_Getter:              KindMethod,
	scip.SymbolInformation_Setter:              KindMethod,
	scip.SymbolInformation_Accessor:            KindMethod,
	scip.SymbolInformation_Constructor:         KindConstructor,
	scip.SymbolInformation_Class:               KindClass,
	scip.SymbolInformation_SingletonClass:      KindClass,
	scip.SymbolInformation_Struct:              KindStruct,
	scip.SymbolInformation_Interface:           KindInterface,
	scip.SymbolInformation_Protocol:            KindInterface,
	scip.SymbolInformation_Trait:               KindTrait,
	scip.SymbolInformation_Enum:                KindEnum,
	scip.SymbolInformation_EnumMember:          KindEnumMember,
	scip.SymbolInformation_TypeAlias:           KindTypeAlias,
	scip.SymbolInformation_Type:                KindType,
	scip.SymbolInformation_AssociatedType:      KindType,
	scip.SymbolInformation_Union:               KindUnion,
	scip.SymbolInformation_Constant:            KindConstant,
	scip.SymbolInformation_Variable:            KindVariable,
	scip.SymbolInformation_StaticVariable:      KindVariable,
	scip.SymbolInformation_Field:               KindField,
	scip.SymbolInformation_StaticField:         KindField,
	scip.SymbolInformation_StaticDataMember:    KindField,
	scip.SymbolInformation_Property:            KindProperty,
	scip.SymbolInformation_StaticProperty:      KindProperty,
	scip.SymbolInformation_Module:              KindModule,
	scip.SymbolInformation_Namespace:           KindNamespace,
	scip.SymbolInformation_Package:             KindNamespace,
	scip.SymbolInformation_PackageObject:       KindNamespace,
	scip.SymbolInformation_Macro:               KindMacro,
	scip.SymbolInformation_Parameter:           KindParameter,
	scip.SymbolInformation_SelfParameter:       KindParameter,
	scip.SymbolInformation_ThisParameter:       KindParameter,
	scip.SymbolInformation_ParameterLabel:      KindParameter,
	scip.SymbolInformation_TypeParameter:       KindTypeParam,
}

// kindFromSCIP normalizes a SymbolInformation kind; kinds without an entry
// above become their enum name in snake case ("StaticEvent" → "static_event").
func kindFromSCIP(k scip.SymbolInformation_Kind) string {
	if s, ok := scipKinds[k]; ok {
		return s
	}
	return snake(k.String())
}

func snake(s string) string {
	var b strings.Builder
	for i, r := range s {
		if unicode.IsUpper(r) {
			if i > 0 {
				b.WriteByte('_')
			}
			r = unicode.ToLower(r)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// kindFromSymbol infers a kind from the last descriptor when the index gave
// none (scip-go leaves every kind unspecified): method "()." → method when
// its owner is a type descriptor, function otherwise; type '#' → type;
// term '.' → field when its owner is a type, term otherwise; namespace '/' →
// namespace; macro '!' → macro; type parameter "[T]", parameter "(p)" and
// meta ':' likewise; anything under a meta descriptor → nested. A symbol the bindings cannot parse falls back on its
// last characters.
func kindFromSymbol(sym string) string {
	s, err := scip.ParseSymbol(sym)
	if err != nil || len(s.Descriptors) == 0 {
		return kindFromSuffix(sym)
	}
	ds := s.Descriptors
	last := ds[len(ds)-1]
	for _, d := range ds[:len(ds)-1] {
		if d.Suffix == scip.Descriptor_Meta {
			return KindNested
		}
	}
	ownerIsType := len(ds) > 1 && ds[len(ds)-2].Suffix == scip.Descriptor_Type
	switch last.Suffix {
	case scip.Descriptor_Method:
		if ownerIsType {
			return KindMethod
		}
		return KindFunction
	case scip.Descriptor_Type:
		return KindType
	case scip.Descriptor_Term:
		if ownerIsType {
			return KindField
		}
		return KindTerm
	case scip.Descriptor_Namespace:
		return KindNamespace
	case scip.Descriptor_Macro:
		return KindMacro
	case scip.Descriptor_TypeParameter:
		return KindTypeParam
	case scip.Descriptor_Parameter:
		return KindParameter
	case scip.Descriptor_Meta:
		if last.Name == "__init__" {
			return KindModuleFile
		}
		return KindMeta
	}
	return KindUnknown
}

func kindFromSuffix(sym string) string {
	switch {
	case strings.HasSuffix(sym, ")."):
		return KindFunction
	case strings.HasSuffix(sym, "#"):
		return KindType
	case strings.HasSuffix(sym, "/"):
		return KindNamespace
	case strings.HasSuffix(sym, "!"):
		return KindMacro
	case strings.HasSuffix(sym, "."):
		return KindTerm
	}
	return KindUnknown
}

// isNamespaceKind reports kinds whose "definition" is a convention (which
// file of a Go package defines the package symbol differs between indexers),
// so references to them do not make file dependency edges.
func isNamespaceKind(k string) bool {
	return k == KindNamespace || k == KindModule || k == KindModuleFile
}

// ctagsKinds maps universal-ctags kind names (long names, --fields=+K) onto
// the vocabulary above where the meaning is plain. Other kinds are kept,
// lowercased.
var ctagsKinds = map[string]string{
	"func":        KindFunction,
	"function":    KindFunction,
	"method":      KindMethod,
	"methodspec":  KindMethod,
	"constructor": KindConstructor,
	"class":       KindClass,
	"struct":      KindStruct,
	"interface":   KindInterface,
	"trait":       KindTrait,
	"enum":        KindEnum,
	"enumerator":  KindEnumMember,
	"type":        KindType,
	"typedef":     KindTypeAlias,
	"talias":      KindTypeAlias,
	"alias":       KindTypeAlias,
	"union":       KindUnion,
	"const":       KindConstant,
	"constant":    KindConstant,
	"var":         KindVariable,
	"variable":    KindVariable,
	"member":      KindField,
	"anonmember":  KindField,
	"field":       KindField,
	"property":    KindProperty,
	"package":     KindNamespace,
	"namespace":   KindNamespace,
	"module":      KindModule,
	"macro":       KindMacro,
	"define":      KindMacro,
	"parameter":   KindParameter,
}

func kindFromCtags(k string) string {
	k = strings.ToLower(strings.TrimSpace(k))
	if s, ok := ctagsKinds[k]; ok {
		return s
	}
	if k == "" {
		return KindUnknown
	}
	return k
}
