package extract

import (
	"strconv"
	"strings"
	"unicode"
)

// DeclaredType reads, from a definition's declaration text on one line,
// the type a use of it has: a function's or method's result, a field's,
// property's or variable's declared type, reduced to the name of the type
// whose members its values have ("*pkg.T" → "pkg.T", "Optional[T]" → "T").
// A value known only as a call's result ("x = Foo()", "x = new Foo()",
// "var x = pkg.NewT()") is "=" and the callee's name. "" when the text
// says nothing usable (arrays, maps, unions, tuples, no type).
func DeclaredType(lang string, kind Kind, name, sig string) string {
	if lang == "go" {
		return goDeclaredType(kind, name, sig)
	}
	var typ, call string
	switch kind {
	case KindFunction, KindMethod:
		typ = resultType(lang, name, sig)
	case KindField, KindVariable, KindConstant:
		typ, call = valueType(lang, name, sig)
	default:
		return ""
	}
	if t := memberTypeName(lang, typ); t != "" {
		return t
	}
	if call != "" {
		return "=" + call
	}
	return ""
}

// goDeclaredType is DeclaredType for Go: a field's type, a variable's
// declared type or its composite literal's (T{...}, &T{...}) or call's,
// a func's first result.
func goDeclaredType(kind Kind, name, sig string) string {
	var typ string
	switch kind {
	case KindField:
		typ = strings.TrimSpace(strings.TrimPrefix(sig, name))
	case KindVariable, KindConstant:
		rest := strings.TrimSpace(sig)
		rest = strings.TrimPrefix(strings.TrimPrefix(rest, "var "), "const ")
		rest = strings.TrimSpace(strings.TrimPrefix(rest, name))
		decl, value, _ := strings.Cut(rest, "=")
		typ = decl
		if strings.TrimSpace(decl) == "" {
			value = strings.TrimPrefix(strings.TrimSpace(value), "&")
			if k := strings.IndexAny(value, "{("); k > 0 {
				head := strings.TrimSpace(value[:k])
				if t := TypeName(head); t == head && value[k] == '{' {
					return t
				} else if t == head {
					return "=" + head
				}
			}
			return ""
		}
	case KindFunction, KindMethod:
		typ = goResult(sig)
	default:
		return ""
	}
	return goTypeName(typ)
}

// memberTypeName reduces a written type to the type whose members its
// values have: nullable and optional wrappers unwrapped (Optional[T],
// T | None, T?), arrays and other compound shapes refused.
func memberTypeName(lang, t string) string {
	if lang == "go" {
		return goTypeName(t)
	}
	t = strings.TrimSpace(t)
	t = strings.Trim(t, "\"'`")
	t = strings.TrimSuffix(t, "?")
	if lang == "python" {
		t = pyTypeName(t)
		if elem, ok := strings.CutPrefix(t, "[]"); ok {
			// A collection keeps its element (List[T]: []T).
			if elem = TypeName(elem); elem != "" {
				return "[]" + elem
			}
			return ""
		}
	}
	if a, b, ok := strings.Cut(t, "|"); ok {
		// T | None, T | undefined, T | null: the one type that is not empty.
		a, b = strings.TrimSpace(a), strings.TrimSpace(b)
		switch {
		case emptyType(b):
			t = a
		case emptyType(a):
			t = b
		default:
			return ""
		}
		if strings.Contains(t, "|") {
			return ""
		}
	}
	if strings.Contains(t, "[]") || strings.HasPrefix(t, "(") || strings.HasPrefix(t, "{") {
		return ""
	}
	if lang == "rust" {
		t = strings.TrimPrefix(strings.TrimPrefix(t, "&"), "mut ")
		t = strings.TrimPrefix(t, "'static ")
		if strings.HasPrefix(t, "Self") {
			return ""
		}
		t = strings.ReplaceAll(t, "::", ".")
	}
	if lang == "cpp" || lang == "c" {
		t = strings.TrimPrefix(strings.TrimPrefix(t, "const "), "struct ")
		t = strings.ReplaceAll(t, "::", ".")
	}
	if lang == "php" {
		t = strings.TrimPrefix(strings.TrimPrefix(t, "?"), "\\")
		t = strings.ReplaceAll(t, "\\", ".")
	}
	return TypeName(t)
}

func emptyType(t string) bool {
	switch t {
	case "None", "null", "undefined", "nil", "void":
		return true
	}
	return false
}

// resultType is the written result type of a callable's signature.
func resultType(lang, name, sig string) string {
	params := paramsAfter(sig, name)
	if params < 0 {
		return ""
	}
	rest := strings.TrimSpace(sig[params:])
	switch lang {
	case "python", "rust", "swift":
		r, ok := strings.CutPrefix(rest, "->")
		if !ok {
			return ""
		}
		r, _, _ = strings.Cut(r, " where ")
		return strings.TrimSuffix(strings.TrimSpace(r), ":")
	case "typescript", "tsx", "javascript", "kotlin", "scala", "php":
		r, ok := strings.CutPrefix(rest, ":")
		if !ok {
			return ""
		}
		r, _, _ = strings.Cut(r, "=>")
		r, _, _ = strings.Cut(r, "{")
		r, _, _ = strings.Cut(r, " = ")
		return strings.TrimSpace(r)
	case "java", "csharp", "c", "cpp", "dart":
		return typeBefore(sig, name)
	}
	return ""
}

// valueType is a field's or variable's declared type, or the callee
// that initialises it.
func valueType(lang, name, sig string) (typ, call string) {
	switch lang {
	case "java", "csharp", "c", "cpp", "dart":
		if t := typeBefore(sig, name); t != "" && t != "var" && t != "auto" && t != "final" && t != "const" {
			return t, ""
		}
	case "php":
		if t := typeBefore(sig, "$"+name); t != "" {
			return t, ""
		}
		if t := typeBefore(sig, name); t != "" {
			return t, ""
		}
	}
	at := nameEnd(sig, name)
	if at < 0 {
		return "", ""
	}
	rest := strings.TrimSpace(sig[at:])
	rest = strings.TrimLeft(rest, "?!")
	if r, ok := strings.CutPrefix(rest, ":"); ok && lang != "c" && lang != "cpp" && lang != "java" && lang != "csharp" {
		r, _, _ = strings.Cut(r, "=")
		return strings.TrimSpace(r), ""
	}
	if r, ok := strings.CutPrefix(rest, "="); ok && !strings.HasPrefix(r, "=") {
		return "", calleeOf(r)
	}
	if r, ok := strings.CutPrefix(rest, ":="); ok {
		return "", calleeOf(r)
	}
	return "", ""
}

// calleeOf is the name called by an initialiser of the form "Foo(...)",
// "new Foo(...)" or "mod.Foo(...)", else "".
func calleeOf(v string) string {
	v = strings.TrimSpace(v)
	v = strings.TrimPrefix(v, "new ")
	v = strings.TrimPrefix(v, "await ")
	k := strings.IndexAny(v, "(<")
	if k <= 0 {
		return ""
	}
	c := strings.TrimSpace(v[:k])
	for _, r := range c {
		if r != '.' && r != '_' && r != '$' && !isWordRune(r) {
			return ""
		}
	}
	return c
}

// paramsAfter returns the index just past the parameter list that
// follows name in sig, or -1.
func paramsAfter(sig, name string) int {
	at := nameEnd(sig, name)
	if at < 0 {
		return -1
	}
	k := strings.IndexByte(sig[at:], '(')
	if k < 0 {
		return -1
	}
	// Type parameters or a "= async (" between the name and the list.
	start := at + k
	return start + closing(sig[start:])
}

// nameEnd returns the index just past the first whole-word occurrence of
// name in sig, or -1.
func nameEnd(sig, name string) int {
	if name == "" {
		return -1
	}
	for from := 0; from < len(sig); {
		k := strings.Index(sig[from:], name)
		if k < 0 {
			return -1
		}
		s, e := from+k, from+k+len(name)
		if (s == 0 || !isWordByte(sig[s-1])) && (e == len(sig) || !isWordByte(sig[e])) {
			return e
		}
		from = e
	}
	return -1
}

// typeBefore is the type written before name in a C-family declaration
// ("public static Foo<Bar> name(", "Foo *name"): the last word, with its
// type arguments, ahead of the name.
func typeBefore(sig, name string) string {
	end := nameEnd(sig, name)
	if end < 0 {
		return ""
	}
	head := strings.TrimRight(sig[:end-len(name)], " \t*&")
	if strings.HasSuffix(head, ">") {
		depth := 0
		for k := len(head) - 1; k >= 0; k-- {
			switch head[k] {
			case '>':
				depth++
			case '<':
				depth--
			}
			if depth == 0 {
				head = head[:k]
				break
			}
		}
	}
	k := strings.LastIndexAny(head, " \t(,")
	word := head[k+1:]
	switch word {
	case "", "void", "static", "public", "private", "protected", "internal", "final", "abstract", "override",
		"virtual", "async", "inline", "extern", "function", "def", "fn", "fun", "func", "let", "val", "var",
		"const", "readonly", "new", "unsafe", "partial", "sealed", "open", "suspend", "return":
		return ""
	}
	if strings.HasSuffix(word, "]") {
		return "" // Foo[] name
	}
	return word
}

func isWordByte(c byte) bool {
	return c == '_' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

func isWordRune(r rune) bool {
	return r < 0x80 && isWordByte(byte(r)) || r >= 0x80
}

// goTypeName is TypeName for Go, which also keeps collections: a slice,
// array or map of T ("[]*pkg.T", "[4]T", "map[string]T") is "[]" and its
// element's type name. Go values of such types have no members, so a
// member reached through one is an element's (xs[i].f, range values).
func goTypeName(t string) string {
	s := strings.TrimLeft(strings.TrimSpace(t), "*")
	if strings.HasPrefix(s, "struct") {
		// An anonymous struct: a type no other file names, so its fields
		// are members of nothing the graph can resolve to (test tables).
		return anonymousStruct
	}
	switch {
	case strings.HasPrefix(s, "map["):
		s = s[3:]
	case strings.HasPrefix(s, "["):
	default:
		return TypeName(s)
	}
	s = s[closing(s):]
	if strings.HasPrefix(strings.TrimLeft(s, "*"), "struct") {
		return "[]" + anonymousStruct
	}
	if e := TypeName(s); e != "" {
		return "[]" + e
	}
	return ""
}

// anonymousStruct stands for a Go struct type written in place.
const anonymousStruct = "struct{}"

// goResult returns the (first) result type of a Go func signature.
func goResult(sig string) string {
	rest := strings.TrimSpace(strings.TrimPrefix(sig, "func"))
	if strings.HasPrefix(rest, "(") { // a method's receiver
		rest = rest[closing(rest):]
	}
	// The name, then type parameters and parameters.
	if k := strings.IndexAny(rest, "[("); k >= 0 {
		rest = rest[k:]
	} else {
		return ""
	}
	if strings.HasPrefix(rest, "[") {
		rest = rest[closing(rest):]
	}
	if !strings.HasPrefix(strings.TrimSpace(rest), "(") {
		return ""
	}
	rest = strings.TrimSpace(rest)
	rest = strings.TrimSpace(rest[closing(rest):])
	if strings.HasPrefix(rest, "(") { // several results: the first
		inner := rest[1:max(closing(rest)-1, 1)]
		first, _, _ := strings.Cut(inner, ",")
		first = strings.TrimSpace(first)
		if name, typ, ok := strings.Cut(first, " "); ok && goIdent(name) {
			first = typ // a named result
		}
		return first
	}
	return rest
}

// closing returns the index just past the bracket that closes s[0].
func closing(s string) int {
	depth := 0
	for k, c := range s {
		switch c {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
			if depth == 0 {
				return k + 1
			}
		}
	}
	return len(s)
}

func goIdent(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c != '_' && !unicode.IsLetter(c) && !unicode.IsDigit(c) {
			return false
		}
	}
	return true
}

// ContextType is the local type of a parameter typed by its context:
// parameter param of the function passed as argument arg of a call (arg
// -1: of the function a declaration's function type describes; param -1:
// argument arg itself, an object literal). refgraph reads it with
// ParseContextType against the callee's signature.
func ContextType(arg, param int) string {
	return "(" + strconv.Itoa(arg) + "." + strconv.Itoa(param) + ")"
}

// ParseContextType reads ContextType's text back; ok is false for any
// other local type.
func ParseContextType(t string) (arg, param int, ok bool) {
	inner, found := strings.CutPrefix(t, "(")
	if !found || !strings.HasSuffix(inner, ")") {
		return 0, 0, false
	}
	a, p, found := strings.Cut(strings.TrimSuffix(inner, ")"), ".")
	if !found {
		return 0, 0, false
	}
	arg, err1 := strconv.Atoi(a)
	param, err2 := strconv.Atoi(p)
	return arg, param, err1 == nil && err2 == nil
}

// topLevelCommas counts the commas of src that stand at nesting depth
// want of its brackets (0: between arguments; 1: inside the first
// bracket, a parameter list), strings skipped.
func topLevelCommas(src []byte, want int) int {
	n := 0
	scanBrackets(string(src), func(_ int, c byte, depth int) bool {
		if c == ',' && depth == want {
			n++
		}
		return true
	})
	return n
}

// scanBrackets calls at(i, c, depth) for each byte of s outside string
// literals, depth counting the brackets open before it ("=>" opens or
// closes none), until at returns false.
func scanBrackets(s string, at func(i int, c byte, depth int) bool) {
	depth := 0
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
			continue
		case c == '"' || c == '\'' || c == '`':
			quote = c
			continue
		}
		if !at(i, c, depth) {
			return
		}
		switch {
		case c == '(' || c == '[' || c == '{' || c == '<':
			depth++
		case c == ')' || c == ']' || c == '}' || c == '>' && (i == 0 || s[i-1] != '='):
			depth--
		}
	}
}

// ParamTypes lists the types written for the parameters of the first
// parameter list after name in sig (name "": the first list; a function
// type "(x: A, y: B) => R"), TypeScript's "this" parameter left out; ""
// for a parameter written without a type.
func ParamTypes(sig, name string) []string {
	start := 0
	if name != "" {
		if start = nameEnd(sig, name); start < 0 {
			return nil
		}
	}
	k := strings.IndexByte(sig[start:], '(')
	if k < 0 {
		return nil
	}
	open := start + k
	end := open + closing(sig[open:])
	if end <= open+1 {
		return nil
	}
	var out []string
	for _, p := range splitTopLevel(sig[open+1 : end-1]) {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		pname, typ, _ := cutTopLevel(p, ':')
		pname = strings.TrimSpace(pname)
		if pname == "this" {
			continue
		}
		typ, _, _ = cutTopLevel(typ, '=') // a default value
		out = append(out, strings.TrimSpace(typ))
	}
	return out
}

// splitTopLevel splits s at the commas outside brackets and strings.
func splitTopLevel(s string) []string {
	var out []string
	from := 0
	for {
		k := topLevelIndex(s[from:], ',')
		if k < 0 {
			return append(out, s[from:])
		}
		out = append(out, s[from:from+k])
		from += k + 1
	}
}

// cutTopLevel cuts s around the first sep outside brackets and strings.
func cutTopLevel(s string, sep byte) (before, after string, found bool) {
	if k := topLevelIndex(s, sep); k >= 0 {
		return s[:k], s[k+1:], true
	}
	return s, "", false
}

// topLevelIndex is the index of the first sep of s outside brackets and
// strings ("=>" is no bracket, nor an "="), or -1.
func topLevelIndex(s string, sep byte) int {
	found := -1
	scanBrackets(s, func(i int, c byte, depth int) bool {
		if c == sep && depth == 0 && !(sep == '=' && i+1 < len(s) && s[i+1] == '>') {
			found = i
			return false
		}
		return true
	})
	return found
}

// FunctionTypeParam is the type of parameter param of a function type
// as written ("(this: O, s: Subscriber<T>) => R", "<T>(x: T) => R"),
// reduced to the type whose members a value of it has; "" when the text
// is no function type or says nothing usable.
func FunctionTypeParam(lang, fnType string, param int) string {
	t := strings.TrimSpace(fnType)
	// ((x: T) => R) | undefined: the function of the union (after a
	// function's own "=>", a "|" is its result's).
	for rest := t; rest != ""; {
		alt, more, _ := cutTopLevel(rest, '|')
		if a := strings.TrimSpace(alt); a != "" && !emptyType(a) {
			t = a
			break
		}
		rest = more
	}
	for strings.HasPrefix(t, "(") && closing(t) == len(t) {
		t = strings.TrimSpace(t[1 : len(t)-1]) // ((x: T) => R)
	}
	if strings.HasPrefix(t, "<") {
		t = t[closingAngle(t):]
	}
	if !strings.HasPrefix(strings.TrimSpace(t), "(") || !strings.Contains(t, "=>") {
		return ""
	}
	ps := ParamTypes(t, "")
	if param < 0 || param >= len(ps) {
		return ""
	}
	return memberTypeName(lang, ps[param])
}

// closingAngle returns the index just past the ">" that closes the "<"
// s starts with, or len(s).
func closingAngle(s string) int {
	end := len(s)
	scanBrackets(s, func(i int, c byte, depth int) bool {
		if c == '>' && depth == 1 && (i == 0 || s[i-1] != '=') {
			end = i + 1
			return false
		}
		return true
	})
	return end
}

// TypeAliasValue is what a type alias's signature says it stands for
// ("type F<T = void> = (x: T) => R" → "(x: T) => R"); "" for any other
// definition.
func TypeAliasValue(s *Symbol) string {
	if s.Kind != KindTypeAlias {
		return ""
	}
	_, v, ok := cutTopLevel(s.Signature, '=')
	if !ok {
		return ""
	}
	return strings.TrimSpace(v)
}

// ValueTypeName reduces a written type to the type whose members its
// values have (memberTypeName): Foo<T> | undefined → Foo.
func ValueTypeName(lang, t string) string { return memberTypeName(lang, t) }
