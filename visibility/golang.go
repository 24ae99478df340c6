package visibility

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/soulindex/soulindex/extract"
)

var goMainRe = regexp.MustCompile(`(?m)^package\s+main\b`)

// goRule: a capitalized name is exported, anything else is visible in the
// package only (internal: Go has no file scope). An exported name is still
// unreachable by name from other packages when
//   - it is a method or field of an unexported type (the receiver type is
//     the method's Container even when declared in another file),
//   - the file is a _test.go file (test files are not part of the package
//     other packages import),
//   - the package is main (it cannot be imported), or
//   - the package sits under an internal/ directory (importable only from
//     its parent tree, which is inside the module).
func goRule(c *file) {
	capAll := strings.HasSuffix(c.f.Path, "_test.go") || goIsMain(c) ||
		strings.HasPrefix(c.f.Path, "internal/") || strings.Contains(c.f.Path, "/internal/")
	for i := range c.f.Symbols {
		s := &c.f.Symbols[i]
		v := public
		if s.Kind != extract.KindModule && !goExported(s.Name) {
			v = internal
		}
		for _, p := range s.Container {
			if !goExported(p.Name) {
				v = internal
			}
		}
		if capAll {
			v = internal
		}
		c.set(i, v)
	}
}

// goIsMain reports whether the file is in package main: from the package
// clause the outline holds, else (a clause the parser lost) from the text,
// which costs a scan of the whole file.
func goIsMain(c *file) bool {
	for _, s := range c.f.Symbols {
		if s.Kind == extract.KindModule {
			return s.Name == "main"
		}
	}
	return goMainRe.Match(c.src)
}

func goExported(name string) bool {
	r, _ := utf8.DecodeRuneInString(name)
	return unicode.IsUpper(r)
}
