package visibility

import (
	"path"
	"regexp"
	"strings"

	"github.com/soulindex/soulindex/extract"
)

// objcRule: what an Objective-C header declares (@interface, @protocol,
// categories, functions; the registry routes .h files with Objective-C
// markers here) is public, unless the header is a private one by its
// name or directory (Foo+Private.h, FooInternal.h, Private/): internal.
// What only an implementation file (.m/.mm) declares is internal, since
// no other file imports it: its @implementation methods may also be
// declared in the class's header, which this file cannot see. Private:
//   - `static` functions and variables;
//   - what a class extension (`@interface Foo ()`) declares, and the
//     @implementation methods it declares there;
//   - instance variables of an @implementation or a class extension, and
//     those under `@private`; `@package` ones are internal, `@protected`
//     (the default) and `@public` ones follow the file, as C++'s
//     protected members count as public (subclasses use them).
func objcRule(c *file) {
	header := headerExts[c.ext()]
	internalHeader := header && objcPrivateHeader(c.f.Path)
	extension, impl := c.objcRegions()
	syms := c.f.Symbols
	// Methods a class extension of this file declares, by class and selector.
	declared := map[string]bool{}
	for i := range syms {
		s := &syms[i]
		if s.Kind == extract.KindMethod && inAny(extension, c.offset(s.NameRange.Start)) {
			declared[s.ContainerName()+"\x00"+s.Name] = true
		}
	}
	for i := range syms {
		s := &syms[i]
		off := c.offset(s.NameRange.Start)
		ivar := s.Kind == extract.KindField && !strings.HasPrefix(s.Signature, "@property")
		switch {
		case hasWord(modifiers(s), "static") && s.Kind != extract.KindMethod:
			c.set(i, private)
		case inAny(extension, off):
			c.set(i, private)
		case ivar && inAny(impl, off):
			c.set(i, private)
		case s.Kind == extract.KindMethod && inAny(impl, off) && declared[s.ContainerName()+"\x00"+s.Name]:
			c.set(i, private)
		case ivar && c.ivarSection(s) == "@private":
			c.set(i, private)
		case ivar && c.ivarSection(s) == "@package":
			c.set(i, internal)
		case internalHeader, !header:
			c.set(i, internal)
		}
	}
}

// objcPrivateHeaderRe matches the names of headers meant for the
// library's own files: Foo+Private.h, Foo_Internal.h, FooPrivate.h.
var objcPrivateHeaderRe = regexp.MustCompile(`(?i)(private|internal)\.[a-z]+$`)

func objcPrivateHeader(p string) bool {
	if objcPrivateHeaderRe.MatchString(path.Base(p)) {
		return true
	}
	for _, d := range strings.Split(path.Dir(p), "/") {
		if strings.EqualFold(d, "private") || strings.EqualFold(d, "internal") {
			return true
		}
	}
	return false
}

// objcRegions returns the byte spans of the file's class extensions
// (@interface Foo ()) and @implementation blocks: the named scopes of
// its outline, told apart by the text they start with.
func (c *file) objcRegions() (extension, impl [][2]int) {
	for _, sc := range c.f.Scopes {
		if sc.Symbol >= 0 || sc.Name == "" {
			continue
		}
		from, to := c.offset(sc.Range.Start), c.offset(sc.Range.End)
		head := c.src[from:min(to, from+512)]
		switch {
		case objcExtensionRe.Match(head):
			extension = append(extension, [2]int{from, to})
		case strings.HasPrefix(string(head), "@implementation"):
			impl = append(impl, [2]int{from, to})
		}
	}
	return extension, impl
}

var objcExtensionRe = regexp.MustCompile(`^@interface\s+\w+\s*\(\s*\)`)

// ivarSection returns the visibility label (@private, @protected,
// @public, @package) an instance variable stands under: the last one
// between its block's '{' and the variable, "" when none.
func (c *file) ivarSection(s *extract.Symbol) string {
	end := c.offset(s.FullRange.Start)
	start := end
	for start > 0 && c.src[start-1] != '{' {
		start--
	}
	text := string(extract.BlankC(c.src[start:end]))
	label := ""
	for _, kw := range []string{"@private", "@protected", "@public", "@package"} {
		if k := strings.LastIndex(text, kw); k >= 0 && (label == "" || k > strings.LastIndex(text, label)) {
			label = kw
		}
	}
	return label
}
