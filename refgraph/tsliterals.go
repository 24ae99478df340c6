package refgraph

import (
	"strings"

	"github.com/soulindex/soulindex/extract"
)

// TypeScript types without a name of their own: the type literals written
// in a field's, a parameter's or an alias's type, whose members the
// outline nests in the definition holding them (Ctx.common.issues), and
// the parts of an alias's intersection or union (type O = Base & { … }).

// isTS reports whether file fi is TypeScript.
func (g *Graph) isTS(fi int32) bool {
	l := g.Files[fi].Language
	return l == "typescript" || l == "tsx"
}

// literalHolder reports whether s, defined in a TypeScript file, holds the
// members of a type literal written in its declaration: a field, variable
// or callable with nested field or method definitions.
func literalHolder(f *extract.File, s int32) bool {
	switch f.Symbols[s].Kind {
	case extract.KindField, extract.KindVariable, extract.KindConstant, extract.KindFunction, extract.KindMethod:
	default:
		return false
	}
	// Children follow their parent in the outline.
	for k := s + 1; k < int32(len(f.Symbols)); k++ {
		c := &f.Symbols[k]
		if c.Parent == s && (c.Kind == extract.KindField || c.Kind == extract.KindMethod) {
			return true
		}
		if c.Parent < s {
			break
		}
	}
	return false
}

// literalType is the type of a TypeScript field or variable whose declared
// type is a type literal (common: { issues: … }, or one in a union with
// empty types): the definition itself, whose nested members are the
// literal's. nil otherwise.
func (g *Graph) literalType(t Target) *typeRef {
	f := g.Files[t.File]
	s := &f.Symbols[t.Symbol]
	if !g.isTS(t.File) || s.Kind != extract.KindField && s.Kind != extract.KindVariable && s.Kind != extract.KindConstant {
		return nil
	}
	at := strings.Index(s.Signature, s.Name)
	if at < 0 {
		return nil
	}
	rest := strings.TrimLeft(s.Signature[at+len(s.Name):], "?!")
	rest, ok := strings.CutPrefix(strings.TrimSpace(rest), ":")
	if !ok || !strings.HasPrefix(strings.TrimSpace(rest), "{") || !literalHolder(f, t.Symbol) {
		return nil
	}
	return &typeRef{name: s.Name, file: t.File, def: t}
}

// literalMember finds member name of the type literal td holds (a field's,
// a variable's type; fnType, when given, the parameter's type written in
// the callable td, which must declare name).
func (g *Graph) literalMember(sc *scopes, td Target, name, fnType string) (Target, bool) {
	if fnType != "" && !declaresKey(fnType, name) {
		return Target{-1, -1}, false
	}
	for _, s := range sc.member[td.File][name] {
		if g.Files[td.File].Symbols[s].Parent == td.Symbol {
			return Target{td.File, s}, true
		}
	}
	return Target{-1, -1}, false
}

// declaresKey reports whether a type literal as written declares key name
// ("{ name: string; retries?: number }").
func declaresKey(lit, name string) bool {
	for from := 0; ; {
		k := strings.Index(lit[from:], name)
		if k < 0 {
			return false
		}
		s, e := from+k, from+k+len(name)
		rest := strings.TrimLeft(lit[e:], " ?")
		if (s == 0 || !isIdentByte(lit[s-1])) && (strings.HasPrefix(rest, ":") || strings.HasPrefix(rest, "(")) {
			return true
		}
		from = e
	}
}

// aliasPartMember finds member name in the named parts of a TypeScript
// type alias's intersection (type O = Base & Extra<T> & { … }: the first
// part, in written order, that has it) or union (type I = A | B: the one
// alternative that has it; when several do, each is the member meant and
// one target cannot say so, so nothing). The alias's own literal parts
// are its body (bodyMember).
func (g *Graph) aliasPartMember(sc *scopes, quals map[int32]map[string][]int32, td Target, name string, depth int) (Target, bool) {
	f := g.Files[td.File]
	s := &f.Symbols[td.Symbol]
	if s.Kind != extract.KindTypeAlias || !g.isTS(td.File) {
		return Target{-1, -1}, false
	}
	parts, union := typeParts(extract.TypeAliasValue(s))
	found := Target{-1, -1}
	for _, part := range parts {
		if strings.HasPrefix(part, "{") {
			if union && declaresKey(part, name) {
				return Target{-1, -1}, false
			}
			continue
		}
		pt := extract.TypeName(part)
		if pt == "" || pt == s.Name {
			continue
		}
		t, ok := g.memberOfNamedType(sc, quals, td.File, pt, name, depth-1)
		switch {
		case !ok:
		case !union:
			return t, true
		case found.File >= 0 && found != t:
			return Target{-1, -1}, false
		default:
			found = t
		}
	}
	return found, found.File >= 0
}

// typeParts splits a written type at its top-level "&" and "|"; union
// reports a top-level "|".
func typeParts(v string) (out []string, union bool) {
	depth, from := 0, 0
	for i := 0; i < len(v); i++ {
		switch c := v[i]; c {
		case '(', '[', '{', '<':
			depth++
		case ')', ']', '}':
			depth--
		case '>':
			if i == 0 || v[i-1] != '=' {
				depth--
			}
		case '&', '|':
			if depth == 0 {
				union = union || c == '|'
				if p := strings.TrimSpace(v[from:i]); p != "" {
					out = append(out, p)
				}
				from = i + 1
			}
		}
	}
	if p := strings.TrimSpace(v[from:]); p != "" {
		out = append(out, p)
	}
	return out, union
}
