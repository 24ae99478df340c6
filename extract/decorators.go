package extract

import (
	"bytes"
	"slices"
	"sort"
	"strings"
)

// Decorators, annotations and attributes change how a definition is used
// (a @cached_property is read, not called; a #[derive(Clone)] type can be
// cloned), so each definition keeps the ones that matter to a caller in
// Symbol.Decorators, compact: the name without its arguments ("@app.route"),
// except a Rust derive or repr, whose arguments are the point; repeats
// are shown once. Python's standard
// modules are dropped from the name ("@functools.cached_property" is
// "@cached_property"). Markers that say nothing to a caller (@Override,
// @SuppressWarnings, #[inline], #[allow(...)], #[cfg(...)], ...) are left
// out. At most maxDecorators are kept: every well-known one that changes
// use, then the others in source order.
//
// A group of @decorator nodes separated only by whitespace and comments
// belongs to the definition that starts at the group (Java, Kotlin and C#
// put annotations inside the declaration: they are then cut from its
// signature) or right after it (Python's decorated_definition, Rust's
// attribute items, TypeScript's decorators before a method or before
// "export class").

// decoSpan is a decorator's byte span in the source.
type decoSpan struct {
	sb, eb uint32
	lang   string // of the query that captured it
}

// maxDecorators bounds one definition's decorators.
const maxDecorators = 3

// attachDecorators sets the Decorators of the definitions the captured
// decorator groups belong to.
func (b *builder) attachDecorators(defs []rawDef) {
	{
		// JavaScript and TypeScript deprecate in the doc comment.
		defer func() {
			for i := range defs {
				if d := &defs[i]; jsLike(d.lang) && deprecatedTag(d.sym.Doc) && !strings.Contains(d.sym.Decorators, "deprecated") {
					d.sym.Decorators = b.internString(strings.TrimSpace("@deprecated " + d.sym.Decorators))
				}
			}
		}()
	}
	if len(b.decorators) == 0 || len(defs) == 0 {
		return
	}
	ds := b.decorators
	sort.Slice(ds, func(i, j int) bool {
		if ds[i].sb != ds[j].sb {
			return ds[i].sb < ds[j].sb
		}
		return ds[i].eb > ds[j].eb
	})
	// Drop repeats and decorators inside another (one in another's arguments).
	out := ds[:1]
	for _, d := range ds[1:] {
		if d.sb >= out[len(out)-1].eb {
			out = append(out, d)
		}
	}
	ds = out
	byStart := make(map[uint][]int, len(defs))
	for i := range defs {
		byStart[defs[i].start] = append(byStart[defs[i].start], i)
	}
	for i := 0; i < len(ds); {
		j := i + 1
		for j < len(ds) && b.skipGap(ds[j-1].lang, ds[j-1].eb, false) == ds[j].sb {
			j++
		}
		group := ds[i:j]
		i = j
		if at := byStart[uint(group[0].sb)]; len(at) > 0 {
			for _, k := range at {
				b.decorate(&defs[k], group, true)
			}
			continue
		}
		for _, k := range byStart[uint(b.skipGap(group[0].lang, group[len(group)-1].eb, true))] {
			b.decorate(&defs[k], group, false)
		}
	}
}

// skipGap returns the offset of the first byte at or after at that is not
// whitespace or a comment; with words, the keywords that may stand between
// a decorator and its declaration ("@dec export class C") are passed too.
func (b *builder) skipGap(lang string, at uint32, words bool) uint32 {
	src := b.src
	p := int(at)
	for p < len(src) {
		c := src[p]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			p++
		case lang == "python" && c == '#':
			for p < len(src) && src[p] != '\n' {
				p++
			}
		case lang != "python" && c == '/' && p+1 < len(src) && src[p+1] == '/':
			for p < len(src) && src[p] != '\n' {
				p++
			}
		case lang != "python" && c == '/' && p+1 < len(src) && src[p+1] == '*':
			end := bytes.Index(src[p+2:], []byte("*/"))
			if end < 0 {
				return uint32(p)
			}
			p += end + 4
		default:
			if n := keywordAt(src[p:]); words && n > 0 && jsLike(lang) {
				p += n
				continue
			}
			return uint32(p)
		}
	}
	return uint32(p)
}

// jsLike: JavaScript and the TypeScript dialects.
func jsLike(lang string) bool { return lang == "typescript" || lang == "tsx" || lang == "javascript" }

// deprecatedTag reports a doc comment with a line starting "@deprecated".
func deprecatedTag(doc string) bool {
	for doc != "" {
		line, rest, _ := strings.Cut(doc, "\n")
		if t := strings.TrimSpace(line); t == "@deprecated" || strings.HasPrefix(t, "@deprecated ") {
			return true
		}
		doc = rest
	}
	return false
}

// keywordAt is the length of a keyword that may stand between a
// decorator and its declaration at the start of b, or 0.
func keywordAt(b []byte) int {
	for _, w := range []string{"export", "default", "declare"} {
		if len(b) >= len(w) && string(b[:len(w)]) == w && (len(b) == len(w) || !isWordByte(b[len(w)])) {
			return len(w)
		}
	}
	return 0
}

// decorate sets d's decorators from a group; inside, the group is the
// start of d's own text and is cut from its signature.
func (b *builder) decorate(d *rawDef, group []decoSpan, inside bool) {
	type item struct {
		text  string
		known bool
	}
	var items []item
	nKnown := 0
	for _, g := range group {
		if t, known := decoratorText(string(b.src[g.sb:g.eb])); t != "" && !slices.ContainsFunc(items, func(it item) bool { return it.text == t }) {
			items = append(items, item{t, known})
			if known {
				nKnown++
			}
		}
	}
	if inside {
		// The signature is the declaration's text on one line, so the
		// group's text on one line is its start. When it is not (a prefix
		// put before it), the signature is left whole and nothing doubles.
		head := oneLine(b.src[group[0].sb:group[len(group)-1].eb], 1<<20)
		if !strings.HasPrefix(d.sym.Signature, head) || len(d.sym.Signature) == len(head) {
			return
		}
		d.sym.Signature = strings.TrimLeft(d.sym.Signature[len(head):], " ")
	}
	if len(items) == 0 {
		return
	}
	var sb strings.Builder
	others := maxDecorators - nKnown
	for _, it := range items {
		if !it.known {
			if others <= 0 {
				continue
			}
			others--
		}
		if sb.Len() > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(it.text)
	}
	d.sym.Decorators = b.internString(sb.String())
}

// pythonStdModules are the standard modules whose decorators are shown
// without their module: "@abc.abstractmethod" reads "@abstractmethod".
var pythonStdModules = []string{"functools.", "abc.", "typing.", "typing_extensions.", "dataclasses.",
	"warnings.", "enum.", "contextlib.", "builtins."}

// knownDecorator lists the names that change how a definition is used;
// they are kept before any other.
func knownDecorator(name string) bool {
	switch name {
	case "property", "cached_property", "staticmethod", "classmethod", "abstractmethod", "abstractproperty",
		"overload", "deprecated", "Deprecated", "Obsolete", "dataclass", "final", "JvmStatic",
		"contextmanager", "asynccontextmanager", "derive", "non_exhaustive":
		return true
	}
	return strings.HasSuffix(name, ".setter") || strings.HasSuffix(name, ".getter") || strings.HasSuffix(name, ".deleter")
}

// noiseDecorator lists markers that say nothing to a caller: overrides,
// lint and compiler directives, conditional compilation, debugger hints.
func noiseDecorator(name string) bool {
	switch name {
	case "Override", "override", "SuppressWarnings", "Suppress", "SafeVarargs", "Generated",
		"inline", "cold", "allow", "warn", "deny", "forbid", "expect", "doc", "cfg", "cfg_attr", "must_use",
		"track_caller", "automatically_derived", "rustfmt::skip", "stable", "unstable",
		"SuppressMessage", "DebuggerStepThrough", "DebuggerHidden", "DebuggerNonUserCode", "DebuggerBrowsable",
		"DebuggerDisplay", "MethodImpl", "CompilerGenerated", "GeneratedCode", "ExcludeFromCodeCoverage":
		return true
	}
	return strings.HasPrefix(name, "clippy::") || strings.HasPrefix(name, "rustc_")
}

// decoratorName is a decorator's name: its text up to its arguments or
// value, without spaces ("app.route" in `app.route("/x")`).
func decoratorName(s string) string {
	if i := strings.IndexAny(s, "(={"); i >= 0 {
		s = s[:i]
	}
	s = strings.ReplaceAll(strings.TrimSpace(s), " ", "")
	if r := []rune(s); len(r) > 60 {
		s = string(r[:60]) + "…"
	}
	return s
}

// decoratorText is the compact form of one decorator as written ("" when
// it is noise) and whether it is a well-known one that changes use.
func decoratorText(raw string) (string, bool) {
	t := oneLine([]byte(raw), 200)
	switch {
	case strings.HasPrefix(t, "#["): // Rust attribute
		inner := strings.TrimSpace(strings.TrimSuffix(t[2:], "]"))
		name := decoratorName(inner)
		switch {
		case name == "" || noiseDecorator(name):
			return "", false
		case name == "derive" || name == "repr":
			return "#[" + inner + "]", knownDecorator(name)
		}
		return "#[" + name + "]", knownDecorator(name)
	case strings.HasPrefix(t, "["): // C# attribute list
		inner := strings.TrimSpace(strings.TrimSuffix(t[1:], "]"))
		if i := strings.IndexByte(inner, ':'); i >= 0 && !strings.Contains(inner[:i], "(") {
			return "", false // [return: X], [assembly: X]: about something else
		}
		var names []string
		known := false
		for _, part := range splitTopLevel(inner) {
			if n := decoratorName(part); n != "" && !noiseDecorator(n) {
				names = append(names, n)
				known = known || knownDecorator(n)
			}
		}
		if len(names) == 0 {
			return "", false
		}
		return "[" + strings.Join(names, ", ") + "]", known
	case strings.HasPrefix(t, "@"): // Python, TypeScript, Java, Kotlin
		name := decoratorName(t[1:])
		for _, m := range pythonStdModules {
			if strings.HasPrefix(name, m) && len(name) > len(m) {
				name = name[len(m):]
				break
			}
		}
		if name == "" || noiseDecorator(name) {
			return "", false
		}
		return "@" + name, knownDecorator(name)
	}
	return "", false
}

// DecoratorList splits Symbol.Decorators into its decorators, at the
// blanks outside brackets ("#[derive(Debug, Clone)] @x" is two).
func DecoratorList(s string) []string {
	var out []string
	depth, start := 0, -1
	for i, c := range s {
		switch {
		case c == '(' || c == '[':
			depth++
		case c == ')' || c == ']':
			depth--
		case c == ' ' && depth <= 0:
			if start >= 0 {
				out = append(out, s[start:i])
			}
			start = -1
			continue
		}
		if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		out = append(out, s[start:])
	}
	return out
}

// WellKnownDecorator reports whether one decorator of Symbol.Decorators is
// the language's own that changes how the definition is used (@property,
// @staticmethod, @overload, #[derive(…)], [Obsolete], …), as opposed to one
// of a framework or of the repository (a route, a fixture, a command).
func WellKnownDecorator(d string) bool {
	switch {
	case strings.HasPrefix(d, "@"):
		d = d[1:]
	case strings.HasPrefix(d, "#["), strings.HasPrefix(d, "["):
		d = strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(d, "#"), "["), "]")
	}
	name := decoratorName(d)
	return knownDecorator(name) || name == "repr" // repr: a Rust layout, kept for its arguments
}
