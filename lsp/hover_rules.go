package lsp

import (
	"regexp"
	"strings"
)

// Hover signatures carry each server's own noise: layout comments, kind
// labels, inference placeholders, a constructor's parameters where the
// class's bases belong. One table per server cleans them before the
// enrichment compares the hover with the outline. Every rule was written
// from the servers' real answers (the versions of servers.go); the cases
// are in hover_rules_test.go.

// HoverRule is one transformation of a hover signature.
type HoverRule struct {
	// Name says what the rule removes or rewrites.
	Name  string
	apply func(string) string
}

// Apply runs the rule on a signature.
func (r HoverRule) Apply(sig string) string { return r.apply(sig) }

// Server families: the tables' keys. Names a server is known by (its
// executable, or a Neovim client's name) map to one of them.
const (
	hoverGopls   = "gopls"
	hoverPyright = "pyright"
	hoverTS      = "typescript"
	hoverClangd  = "clangd"
	hoverDefault = "default"
)

// hoverFamily maps a server name to its table: pyright and basedpyright
// answer alike, and the TypeScript servers all relay tsserver's text.
func hoverFamily(server string) string {
	switch server {
	case "gopls":
		return hoverGopls
	case "pyright-langserver", "basedpyright-langserver", "pyright", "basedpyright":
		return hoverPyright
	case "typescript-language-server", "ts_ls", "tsserver", "vtsls":
		return hoverTS
	case "clangd":
		return hoverClangd
	}
	return hoverDefault
}

// HoverRules returns the rules applied to server's hover signatures, in
// order: its family's table, or the default one.
func HoverRules(server string) []HoverRule {
	switch hoverFamily(server) {
	case hoverGopls:
		return goplsRules()
	case hoverPyright:
		return pyrightRules()
	case hoverTS:
		return tsRules()
	case hoverClangd:
		return clangdRules()
	}
	return defaultRules()
}

// CleanSignature applies server's rules to a hover signature.
func CleanSignature(server, sig string) string {
	sig = strings.TrimSpace(sig)
	for _, r := range HoverRules(server) {
		sig = r.Apply(sig)
	}
	return sig
}

// HoverServer names the server behind a requester for CleanSignature:
// the standalone client's, else (a Neovim client, whose server is the
// editor's choice) the first candidate of its language.
func HoverServer(r Requester) string {
	if s, ok := r.(interface{ Server() Server }); ok {
		if n := s.Server().Name; n != "" {
			return n
		}
	}
	if c := candidates(r.Language()); len(c) > 0 {
		return c[0].Name
	}
	return ""
}

func ruleOneLine() HoverRule {
	return HoverRule{"one line: whitespace collapsed, none inside brackets, no trailing comma before a closing one", oneLine}
}

// defaultRules serve a server without a table of its own.
func defaultRules() []HoverRule { return []HoverRule{ruleOneLine()} }

// goplsRules: gopls v0.23 (servers.go). Its declarations are one line
// each; a hover still over several lines keeps the outline's signature
// (lspenrich.ChooseSignature).
func goplsRules() []HoverRule {
	return []HoverRule{
		{"layout comments dropped: type T struct { // size=48 (0x30) → type T struct {; field X int // size=8, offset=16 (0x10) → field X int", dropGoLayout},
		{"the first declaration only: what gopls lists after a blank line (a type's methods) dropped", firstParagraph},
		{"a struct or interface body cut to its header: type T struct {…} → type T struct", goTypeHeader},
		{"the kind label of a field dropped: field X int → X int", goFieldLabel},
		{"an embedded field's implicit name dropped: Article *data.Article → *data.Article", goEmbedded},
		{"consecutive parameters of one type grouped, as Go source writes them: (method string, pattern string) → (method, pattern string)", goGroupParams},
		{"an interface method's unnamed receiver dropped: func (Finder) Find() → Find()", goInterfaceMethod},
		{"an untyped constant's kind dropped: const Limit untyped int = 64 → const Limit = 64", goUntyped},
	}
}

// pyrightRules: pyright 1.1.414, and basedpyright, which shares its
// hover code.
func pyrightRules() []HoverRule {
	return []HoverRule{
		{"the first overload only: class C(): ...\n\nclass C(**kwargs: Unknown): ... → class C()", pyFirstOverload},
		ruleOneLine(),
		{"a property as its getter: (property) url: (self: Self@Request) -> str → def url(self: Self@Request) -> str", pyProperty},
		{"the kind label dropped: (method) def f() → def f()", dropKindLabel},
		{"a type variable's scope dropped: Self@Request → Self, K@MultiDict → K", pyScope},
		{"the receiver's annotation dropped: self: Self → self, self: Self[K, V] → self, cls: type[Self] → cls", pyReceiver},
		{"a class hover's constructor parameters dropped (they are not its bases): class MultiDict(mapping: Unknown | None = None) → class MultiDict", pyClassCtor},
		{"annotations that are only Unknown (or Unknown | None) dropped: key: Unknown → key, default: Unknown | None = None → default=None, -> (Unknown | None) → nothing", pyUnknown},
		{"a constructor's -> None dropped (__init__ returns None by definition): def __init__(self) -> None → def __init__(self)", pyInitNone},
		{"a single literal type widened to its class: Literal[100] → int, Literal['a'] → str, Literal[b\"\"] → bytes", pyLiteral},
		{"a remaining Unknown written as typing's Any: list[Unknown] → list[Any]", pyAny},
		{"type arguments that are all Any dropped: slice[Any, Any, Any] → slice, list[Any] → list", pyAllAny},
		{"a parenthesised return type unwrapped: -> (str | None) → -> str | None", pyReturnParens},
	}
}

// tsRules: typescript-language-server 5.3 relaying tsserver 5.9.
func tsRules() []HoverRule {
	return []HoverRule{
		{"the first declaration only (merged declarations, one per paragraph), without the (+N overloads) note", tsFirstDecl},
		ruleOneLine(),
		{"the kind label dropped: (method) Circle.area(): number → Circle.area(): number", dropKindLabel},
		{"a hover tsserver truncated (... 16 more ..., { ...; }) dropped: the outline's signature stays", tsTruncated},
		{"a container or namespace qualifier dropped, with the container's type parameter constraints it repeats: Circle.area(): number → area(): number, static ZodSet<Value extends ZodTypeAny = ZodTypeAny>.create: … → static create: …, ZodArrayDef<T extends ZodTypeAny = ZodTypeAny>.type: T extends ZodTypeAny → type: T, type util.Exactly<T, X> → type Exactly<T, X>", tsQualifier},
		{"a constructor's class name and result dropped: constructor Box(w: any): Box → constructor(w: any)", tsConstructor},
		{"implicit any dropped: scale(k: any): Circle → scale(k): Circle", tsAny},
		{"a literal type widened: const PI: 3.14 → const PI: number", tsLiteral},
		{"an optional member's | undefined dropped: exact?: boolean | undefined → exact?: boolean", tsOptionalUndefined},
		{"type arguments that are all any dropped: ZodError<any>[] → ZodError[]", tsAllAny},
	}
}

// clangdRules: clangd 14, whose declarations are one line (templates
// included).
func clangdRules() []HoverRule {
	return []HoverRule{
		{"the provenance comment line dropped: // In struct rect", clangdProvenance},
		{"the access label dropped: public: int w → int w", clangdAccess},
		{"an empty body dropped: struct rect {} → struct rect", clangdEmptyBody},
	}
}

// oneLine collapses a signature onto one line the way the outline's
// signatures are (extract/signature.go): whitespace runs become one
// space, none after an opening or before a closing bracket, and a
// multi-line list's trailing comma goes.
func oneLine(sig string) string {
	sig = strings.Join(strings.Fields(sig), " ")
	out := make([]byte, 0, len(sig))
	for i := 0; i < len(sig); i++ {
		c := sig[i]
		switch {
		case c == ' ' && len(out) > 0 && (out[len(out)-1] == '(' || out[len(out)-1] == '['):
			continue
		case c == ' ' && i+1 < len(sig) && (sig[i+1] == ')' || sig[i+1] == ']'):
			continue
		case (c == ')' || c == ']') && len(out) > 0 && out[len(out)-1] == ',':
			out = out[:len(out)-1]
		}
		out = append(out, c)
	}
	return string(out)
}

// firstParagraph keeps the text before the first blank line.
func firstParagraph(sig string) string {
	if i := strings.Index(sig, "\n\n"); i >= 0 {
		return strings.TrimSpace(sig[:i])
	}
	return sig
}

var goLayout = regexp.MustCompile(`[ \t]*// (size|offset|align)=[^\n]*`)

func dropGoLayout(sig string) string { return strings.TrimSpace(goLayout.ReplaceAllString(sig, "")) }

var goTypeBody = regexp.MustCompile(`^(type [^\n{]*?\b(?:struct|interface))[ \t]*\{[\s\S]*$`)

func goTypeHeader(sig string) string { return goTypeBody.ReplaceAllString(sig, "$1") }

func goFieldLabel(sig string) string { return strings.TrimPrefix(sig, "field ") }

var goEmbeddedField = regexp.MustCompile(`^(\w+) (\*?(?:[\w]+\.)?(\w+))((?: .*)?)$`)

func goEmbedded(sig string) string {
	m := goEmbeddedField.FindStringSubmatch(sig)
	if m == nil || m[1] != m[3] {
		return sig
	}
	return m[2] + m[4]
}

// goGroupParams groups the parameters gopls writes one by one: within
// each bracketed list whose items are all "name type", consecutive items
// of one type share it.
func goGroupParams(sig string) string {
	var b strings.Builder
	for i := 0; i < len(sig); i++ {
		c := sig[i]
		b.WriteByte(c)
		if c != '(' && c != '[' {
			continue
		}
		end := closing(sig, i)
		if end < 0 {
			continue
		}
		if g, ok := groupList(sig[i+1 : end]); ok {
			b.WriteString(g)
			b.WriteByte(sig[end])
			i = end
		}
	}
	return b.String()
}

// closing is the index of the bracket closing the one at i, or -1.
func closing(s string, i int) int {
	depth := 0
	for j := i; j < len(s); j++ {
		switch s[j] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return -1
}

var goParam = regexp.MustCompile(`^(\w+) (\S.*)$`)

// groupList groups one list's items; ok is false when some item is not
// "name type" (results, a type's arguments), which stays as it is.
func groupList(list string) (string, bool) {
	items := splitTop(list)
	if len(items) < 2 {
		return "", false
	}
	names, types := make([]string, len(items)), make([]string, len(items))
	for k, it := range items {
		m := goParam.FindStringSubmatch(strings.TrimSpace(it))
		if m == nil {
			return "", false
		}
		names[k], types[k] = m[1], m[2]
	}
	var out []string
	for k := range items {
		if k+1 < len(items) && types[k+1] == types[k] {
			out = append(out, names[k])
			continue
		}
		out = append(out, names[k]+" "+types[k])
	}
	return strings.Join(out, ", "), true
}

// splitTop splits a list at its top-level commas.
func splitTop(list string) []string {
	var out []string
	depth, from := 0, 0
	for j := 0; j < len(list); j++ {
		switch list[j] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, list[from:j])
				from = j + 1
			}
		}
	}
	return append(out, list[from:])
}

var goIfaceRecv = regexp.MustCompile(`^func \([\w.]+\) `)

func goInterfaceMethod(sig string) string { return goIfaceRecv.ReplaceAllString(sig, "") }

var goUntypedConst = regexp.MustCompile(`^const (\w+) untyped \w+`)

func goUntyped(sig string) string { return goUntypedConst.ReplaceAllString(sig, "const $1") }

// kindLabel is tsserver's and pyright's "(method) ", "(enum member) ",
// "(type alias) ": a parenthesised lower-case label before the
// declaration (a Go receiver "(t *T) M()" has no such form).
var kindLabel = regexp.MustCompile(`^\([a-z]+(?: [a-z]+)*\) `)

func dropKindLabel(sig string) string { return kindLabel.ReplaceAllString(sig, "") }

// pyFirstOverload keeps the first of the overloads pyright lists (one per
// paragraph, each with a stub body ": ...").
func pyFirstOverload(sig string) string {
	return strings.TrimSuffix(firstParagraph(sig), ": ...")
}

var pyPropertyHover = regexp.MustCompile(`^\(property\) (\w+): \((.*)\) -> (.*)$`)

func pyProperty(sig string) string { return pyPropertyHover.ReplaceAllString(sig, "def $1($2) -> $3") }

var typeVarScope = regexp.MustCompile(`\b(\w+)@[\w.]+`)

func pyScope(sig string) string { return typeVarScope.ReplaceAllString(sig, "$1") }

var pyRecv = regexp.MustCompile(`\b(self|cls): (?:Self(?:\[[^\]]*\])?|type\[Self(?:\[[^\]]*\])?\])([,)])`)

func pyReceiver(sig string) string { return pyRecv.ReplaceAllString(sig, "$1$2") }

var pyClassParams = regexp.MustCompile(`^(class \w+)\(.*\)$`)

func pyClassCtor(sig string) string { return pyClassParams.ReplaceAllString(sig, "$1") }

// pyUnknown drops the annotations made only of Unknown (and None):
// pyright inferred nothing there. A parameter keeps its default, written
// as pyright writes an unannotated one ("x=None").
func pyUnknown(sig string) string {
	if !strings.Contains(sig, "Unknown") {
		return sig
	}
	var b strings.Builder
	for i := 0; i < len(sig); {
		if strings.HasPrefix(sig[i:], ": ") || strings.HasPrefix(sig[i:], " -> ") {
			from := i + 2
			if sig[i] == ' ' {
				from = i + 4
			}
			end := annotationEnd(sig, from)
			if onlyUnknown(sig[from:end]) {
				i = end
				if sig[from-2] == ':' && strings.HasPrefix(sig[end:], " = ") {
					b.WriteByte('=')
					i = end + 3
				}
				continue
			}
		}
		b.WriteByte(sig[i])
		i++
	}
	return b.String()
}

// annotationEnd is where an annotation starting at i ends: a top-level
// ",", a closing bracket, " = " or the end.
func annotationEnd(sig string, i int) int {
	depth := 0
	for j := i; j < len(sig); j++ {
		switch sig[j] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			if depth == 0 {
				return j
			}
			depth--
		case ',':
			if depth == 0 {
				return j
			}
		case ' ':
			if depth == 0 && strings.HasPrefix(sig[j:], " = ") {
				return j
			}
		}
	}
	return len(sig)
}

// onlyUnknown: an annotation made of Unknown and None, parenthesised or
// not, with at least one Unknown.
func onlyUnknown(ann string) bool {
	ann = strings.TrimSpace(ann)
	if strings.HasPrefix(ann, "(") && strings.HasSuffix(ann, ")") {
		ann = ann[1 : len(ann)-1]
	}
	unknown := false
	for _, part := range strings.Split(ann, "|") {
		switch strings.TrimSpace(part) {
		case "Unknown":
			unknown = true
		case "None":
		default:
			return false
		}
	}
	return unknown
}

var pyLiteralType = regexp.MustCompile(`\bLiteral\[(-?\d+|-?\d*\.\d+|True|False|b?'(?:[^'\\]|\\.)*'|b?"(?:[^"\\]|\\.)*")\]`)

func pyLiteral(sig string) string {
	return pyLiteralType.ReplaceAllStringFunc(sig, func(m string) string {
		v := m[len("Literal[") : len(m)-1]
		switch {
		case v == "True" || v == "False":
			return "bool"
		case strings.HasPrefix(v, "b"):
			return "bytes"
		case strings.HasPrefix(v, "'") || strings.HasPrefix(v, `"`):
			return "str"
		case strings.Contains(v, "."):
			return "float"
		}
		return "int"
	})
}

func pyInitNone(sig string) string {
	if strings.HasPrefix(sig, "def __init__(") {
		return strings.TrimSuffix(sig, " -> None")
	}
	return sig
}

var unknownWord = regexp.MustCompile(`\bUnknown\b`)

func pyAny(sig string) string { return unknownWord.ReplaceAllString(sig, "Any") }

var allAny = regexp.MustCompile(`\[Any(?:, Any)*\]`)

func pyAllAny(sig string) string { return allAny.ReplaceAllString(sig, "") }

func pyReturnParens(sig string) string {
	i := strings.LastIndex(sig, " -> (")
	if i < 0 || closing(sig, i+4) != len(sig)-1 {
		return sig
	}
	return sig[:i+4] + sig[i+5:len(sig)-1]
}

var tsOverloads = regexp.MustCompile(` \(\+\d+ overloads?\)$`)

func tsFirstDecl(sig string) string { return tsOverloads.ReplaceAllString(firstParagraph(sig), "") }

// tsLeadWords are the words a qualified name may follow.
var tsLeadWords = map[string]bool{
	"static": true, "readonly": true, "abstract": true, "type": true, "function": true, "const": true,
	"let": true, "var": true, "class": true, "interface": true, "enum": true, "namespace": true,
}

// tsQualifier drops the qualifier tsserver puts before a member or a
// namespace's declaration (C., C<T extends X = Y>., ns.), and in what
// follows replaces the qualifier's type parameters it repeats with their
// constraint or default ("T extends X", "T = Y", each a whole type at
// identifier boundaries) by their names.
// The parameters are parsed, angle brackets included: a constraint may
// hold commas (Record<string, unknown>).
func tsQualifier(sig string) string {
	lead, rest := "", sig
	for {
		w, after, ok := strings.Cut(rest, " ")
		if !ok || !tsLeadWords[w] {
			break
		}
		lead, rest = lead+w+" ", after
	}
	var params []string
	i := 0
	for {
		j := identEnd(rest, i)
		if j == i {
			break
		}
		k := j
		var own []string
		if k < len(rest) && rest[k] == '<' {
			e := closingAngle(rest, k)
			if e < 0 {
				break
			}
			own = splitTypeArgs(rest[k+1 : e])
			k = e + 1
		}
		if k+1 >= len(rest) || rest[k] != '.' || identEnd(rest, k+1) == k+1 {
			break // the declaration itself, whose own parameters stay
		}
		params = append(params, own...)
		i = k + 1
	}
	if i == 0 {
		return sig
	}
	out := rest[i:]
	for _, p := range params {
		p = strings.TrimSpace(p)
		decl := p // name, " extends C" and " = D" as the qualifier writes them
		def := ""
		if d := topLevelDefault(p); d >= 0 {
			p, def = strings.TrimSpace(p[:d]), strings.TrimSpace(p[d+3:])
		}
		name, _, constrained := strings.Cut(p, " extends ")
		if identEnd(name, 0) != len(name) {
			continue
		}
		// tsserver repeats a bare type parameter's constraint, or its
		// default when it has none: the whole declaration first.
		out = replaceType(out, decl, name)
		if constrained {
			out = replaceType(out, p, name)
		} else if def != "" {
			out = replaceType(out, name+" = "+def, name)
		}
	}
	return lead + out
}

// splitTypeArgs splits a type parameter or argument list at its
// top-level commas: brackets of every kind nest, "=>" closes nothing.
func splitTypeArgs(list string) []string {
	var out []string
	depth, from := 0, 0
	for j := 0; j < len(list); j++ {
		switch c := list[j]; {
		case c == '(' || c == '[' || c == '{' || c == '<':
			depth++
		case c == ')' || c == ']' || c == '}' || c == '>' && (j == 0 || list[j-1] != '='):
			depth--
		case c == ',' && depth == 0:
			out = append(out, list[from:j])
			from = j + 1
		}
	}
	return append(out, list[from:])
}

// topLevelDefault is the index of a type parameter's " = " default
// outside brackets, or -1.
func topLevelDefault(p string) int {
	depth := 0
	for j := 0; j < len(p); j++ {
		switch c := p[j]; {
		case c == '(' || c == '[' || c == '{' || c == '<':
			depth++
		case c == ')' || c == ']' || c == '}' || c == '>' && (j == 0 || p[j-1] != '='):
			depth--
		case c == ' ' && depth == 0 && strings.HasPrefix(p[j:], " = "):
			return j
		}
	}
	return -1
}

// replaceType replaces each occurrence of the type text old in s by
// name, where it stands as a whole: not inside a longer identifier
// before it, not continued by an identifier, a member (.), type
// arguments (<) or an index ([) after it.
func replaceType(s, old, name string) string {
	var b strings.Builder
	for {
		k := strings.Index(s, old)
		if k < 0 {
			b.WriteString(s)
			return b.String()
		}
		end := k + len(old)
		before := k == 0 || !tsIdentByte(s[k-1]) && s[k-1] != '.'
		after := end == len(s) || !tsIdentByte(s[end]) && !strings.ContainsRune(".<[", rune(s[end]))
		if before && after {
			b.WriteString(s[:k])
			b.WriteString(name)
		} else {
			b.WriteString(s[:end])
		}
		s = s[end:]
	}
}

func tsIdentByte(c byte) bool {
	return c == '_' || c == '$' || c == '#' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c >= 0x80
}

// identEnd is the end of the identifier starting at i (i when none).
func identEnd(s string, i int) int {
	j := i
	for j < len(s) && (s[j] == '_' || s[j] == '$' || s[j] == '#' || 'a' <= s[j] && s[j] <= 'z' || 'A' <= s[j] && s[j] <= 'Z' || j > i && '0' <= s[j] && s[j] <= '9') {
		j++
	}
	return j
}

// closingAngle is the index of the ">" closing the "<" at i ("=>" does
// not close), or -1.
func closingAngle(s string, i int) int {
	depth := 0
	for j := i; j < len(s); j++ {
		switch {
		case s[j] == '<':
			depth++
		case s[j] == '>' && (j == 0 || s[j-1] != '='):
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return -1
}

var tsElision = regexp.MustCompile(`\.\.\. \d+ more \.\.\.|\{ \.\.\.; \}`)

func tsTruncated(sig string) string {
	if tsElision.MatchString(sig) {
		return ""
	}
	return sig
}

var tsOptUndefined = regexp.MustCompile(`(\?: [^;,()]+?) \| undefined\b`)

func tsOptionalUndefined(sig string) string { return tsOptUndefined.ReplaceAllString(sig, "$1") }

var tsAnyArgs = regexp.MustCompile(`<any(?:, any)*>`)

func tsAllAny(sig string) string { return tsAnyArgs.ReplaceAllString(sig, "") }

var tsCtor = regexp.MustCompile(`^constructor [\w$]+(<[^()]*>)?(\(.*\)): [\w$.<>, ]+$`)

func tsConstructor(sig string) string { return tsCtor.ReplaceAllString(sig, "constructor$2") }

var tsImplicitAny = regexp.MustCompile(`: any\b([,)]|$)`)

func tsAny(sig string) string { return tsImplicitAny.ReplaceAllString(sig, "$1") }

var tsLiteralType = regexp.MustCompile(`: (-?\d[\d_]*(?:\.\d+)?(?:e[+-]?\d+)?|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|true|false)$`)

func tsLiteral(sig string) string {
	return tsLiteralType.ReplaceAllStringFunc(sig, func(m string) string {
		switch v := m[2:]; {
		case v == "true" || v == "false":
			return ": boolean"
		case v[0] == '"' || v[0] == '\'':
			return ": string"
		}
		return ": number"
	})
}

func clangdProvenance(sig string) string {
	lines := strings.Split(sig, "\n")
	for len(lines) > 0 && strings.HasPrefix(strings.TrimSpace(lines[0]), "// In ") {
		lines = lines[1:]
	}
	return strings.TrimSpace(strings.Join(lines, "\n"))
}

var accessLabel = regexp.MustCompile(`^(?:public|protected|private): `)

func clangdAccess(sig string) string { return accessLabel.ReplaceAllString(sig, "") }

func clangdEmptyBody(sig string) string { return strings.TrimSuffix(sig, " {}") }
