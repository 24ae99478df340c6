package visibility

import (
	"regexp"
	"strings"

	"github.com/soulindex/soulindex/extract"
)

var (
	// `a as b` just before an export specifier's alias: the local name is a.
	jsAsRe = regexp.MustCompile(`([\p{L}\p{N}_$]+)\s+as\s+$`)
	// What follows `export default`: a declaration's name or an identifier.
	jsDefaultRe = regexp.MustCompile(`^default\s+(?:(?:async\s+)?function\s*\*?\s*|(?:abstract\s+)?class\s+)?([\p{L}_$][\p{L}\p{N}_$]*)`)
	// CommonJS: module.exports = x / exports.a = x / module.exports.a = x.
	cjsAssignRe = regexp.MustCompile(`(?m)(?:^|[;\s])(?:module\.)?exports(?:\.[\p{L}\p{N}_$]+)?\s*=\s*([\p{L}_$][\p{L}\p{N}_$]*)\s*(?:[;\n]|$)`)
	// module.exports = { ... }: the object literal's entries.
	cjsObjectRe = regexp.MustCompile(`(?m)(?:^|[;\s])module\.exports\s*=\s*\{`)
	// An object entry: `a`, `b: c`, `...d` (the local names are a, c).
	cjsEntryRe       = regexp.MustCompile(`^\s*(?:\.\.\.)?(?:[\p{L}\p{N}_$'"]+\s*:\s*)?([\p{L}_$][\p{L}\p{N}_$]*)\s*$`)
	jsExportPrefixRe = regexp.MustCompile(`\bexport\s+(?:declare\s+)?$`)
)

// jsRule (JavaScript, TypeScript, TSX): a top-level declaration is public
// when the module exports it — `export` on the declaration, `export { a }`,
// `export { a as b }` (a is the local name), `export default a`, or the
// CommonJS `module.exports = a / { a, b: c }` and `exports.x = a` — and
// internal otherwise (the module is the file, so this is the module
// scope). A .d.ts file declares an API: everything in it is public. Class
// members are public unless `private` or `#name` (private) or `protected`
// (internal: subclasses only), then clamped to the class, so members of an
// unexported class are internal. Members of a namespace need their own
// `export`, else they are private to the namespace body.
func jsRule(c *file) {
	if strings.HasSuffix(c.f.Path, ".d.ts") || strings.HasSuffix(c.f.Path, ".d.mts") || strings.HasSuffix(c.f.Path, ".d.cts") {
		return
	}
	exported := c.jsExported()
	for i := range c.f.Symbols {
		s := &c.f.Symbols[i]
		p := c.parent(s)
		switch {
		case p == nil && len(s.Container) == 0:
			if !exported[s.Name] {
				c.set(i, internal)
			}
		case p != nil && p.Kind == extract.KindModule:
			if !jsExportPrefixRe.MatchString(c.before(s)) {
				c.set(i, private)
			}
		default:
			mods := modifiers(s)
			switch {
			case strings.HasPrefix(s.Name, "#"), hasWord(mods, "private"):
				c.set(i, private)
			case hasWord(mods, "protected"):
				c.set(i, internal)
			}
		}
	}
}

// jsExported returns the local names the module exports.
func (c *file) jsExported() map[string]bool {
	out := map[string]bool{}
	for _, e := range c.f.Exports {
		start := c.offset(e.Range.Start)
		line := c.lines[min(int(e.Range.Start.Line), len(c.lines)-1)]
		if m := jsAsRe.FindStringSubmatch(string(c.src[line:start])); m != nil {
			out[m[1]] = true // export { local as e.Name }
			continue
		}
		if e.Name == "default" {
			out["default"] = true // an anonymous default export is named "default"
			if m := jsDefaultRe.FindSubmatch(c.src[start:]); m != nil {
				out[string(m[1])] = true
			}
			continue
		}
		out[e.Name] = true
	}
	for _, m := range cjsAssignRe.FindAllSubmatch(c.src, -1) {
		out[string(m[1])] = true
	}
	for _, loc := range cjsObjectRe.FindAllIndex(c.src, -1) {
		body := c.src[loc[1]:]
		depth, end := 1, len(body)
		for j, b := range body {
			if b == '{' || b == '(' || b == '[' {
				depth++
			} else if b == '}' || b == ')' || b == ']' {
				if depth--; depth == 0 {
					end = j
					break
				}
			}
		}
		for _, entry := range strings.Split(string(body[:end]), ",") {
			if m := cjsEntryRe.FindStringSubmatch(entry); m != nil {
				out[m[1]] = true
			}
		}
	}
	return out
}
