package visibility

import (
	"regexp"
	"strings"
)

// clojurePrivateMeta is private metadata on a definition's name:
// ^:private, ^{:private true}.
var clojurePrivateMeta = regexp.MustCompile(`\^:private\b|:private\s+true\b`)

// clojureRule: a var is public unless defn- defines it or its name
// carries private metadata (^:private, ^{:private true}); a private var
// is private to its namespace, that is its file. Protocol methods,
// record fields and the namespace itself are public.
func clojureRule(c *file) {
	for i := range c.f.Symbols {
		s := &c.f.Symbols[i]
		head := c.src[c.offset(s.FullRange.Start):c.offset(s.NameRange.Start)]
		kw, _, _ := strings.Cut(strings.TrimLeft(string(head), "( \t\n"), " ")
		if kw == "defn-" || strings.HasSuffix(kw, "/defn-") || clojurePrivateMeta.Match(head) {
			c.set(i, private)
		}
	}
}
