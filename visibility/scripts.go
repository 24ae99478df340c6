package visibility

import (
	"bytes"
	"regexp"
	"strings"

	"github.com/soulindex/soulindex/extract"
)

// HTML pages, Svelte and Vue components hold scripts, whose definitions
// join the file's outline (language injection, extract/inject.go). The
// markup's own symbols (ids, headings, the component's blocks) stay
// public: they are what the page or component offers its readers. A
// script's definitions follow the convention of the script's kind, which
// its <script> start tag tells.

// script is a <script> element of the file: the byte span of its text and
// what its start tag says.
type script struct {
	start, end int
	tag        string // the start tag, lower-cased
}

var (
	scriptOpenRe = regexp.MustCompile(`(?i)<script\b[^>]*>`)
	scriptClose  = []byte("</script")
	// An attribute with its value: module="" / context="module" / type="module".
	attrRe = func(name, value string) *regexp.Regexp {
		return regexp.MustCompile(`(?:^|\s)` + name + `\s*=\s*["']?` + value + `["'\s>/]`)
	}
	moduleContextRe = attrRe("context", "module")
	moduleTypeRe    = attrRe("type", "module")
	moduleAttrRe    = regexp.MustCompile(`(?:^|\s)module(?:[\s>/=]|$)`)
	setupAttrRe     = regexp.MustCompile(`(?:^|\s)setup(?:[\s>/=]|$)`)
	// defineExpose({ a, b: c }): what a <script setup> shows its parent.
	defineExposeRe = regexp.MustCompile(`\bdefineExpose\s*\(\s*\{([^}]*)\}`)
)

// scripts finds the file's <script> elements. A script's text ends at the
// first "</script" (HTML's rule), so markup inside strings cannot fool it.
func (c *file) scripts() []script {
	var out []script
	for at := 0; at < len(c.src); {
		loc := scriptOpenRe.FindIndex(c.src[at:])
		if loc == nil {
			break
		}
		start := at + loc[1]
		end := bytes.Index(bytesToLower(c.src[start:]), scriptClose)
		if end < 0 {
			end = len(c.src)
		} else {
			end += start
		}
		out = append(out, script{start: start, end: end, tag: strings.ToLower(string(c.src[at+loc[0] : at+loc[1]]))})
		at = end
	}
	return out
}

func bytesToLower(b []byte) []byte {
	for _, c := range b {
		if c >= 'A' && c <= 'Z' {
			return bytes.ToLower(b)
		}
	}
	return b
}

// scriptOf returns the script holding the symbol, or nil for markup.
func (c *file) scriptOf(ss []script, s *extract.Symbol) *script {
	at := c.offset(s.NameRange.Start)
	for i := range ss {
		if ss[i].start <= at && at < ss[i].end {
			return &ss[i]
		}
	}
	return nil
}

// scriptsRule decides the visibility of the symbols of an HTML, Svelte or
// Vue file: markup public, and a script's top-level definitions by top
// (given the script and the symbol's index); members of a script's
// classes as in JavaScript (private, #name and protected), then clamped
// to their class by Apply.
func scriptsRule(c *file, top func(sc *script, i int) extract.Visibility) {
	ss := c.scripts()
	for i := range c.f.Symbols {
		s := &c.f.Symbols[i]
		sc := c.scriptOf(ss, s)
		if sc == nil {
			continue // markup
		}
		if p := c.parent(s); p == nil && len(s.Container) == 0 {
			c.set(i, top(sc, i))
			continue
		}
		mods := modifiers(s)
		switch {
		case strings.HasPrefix(s.Name, "#"), hasWord(mods, "private"):
			c.set(i, private)
		case hasWord(mods, "protected"):
			c.set(i, internal)
		}
	}
}

// htmlRule: a classic <script>'s top-level functions and variables are
// globals, shared by every script of the page and by the scripts it
// loads: public. An inline <script type="module"> is a module no other
// can import: its names are internal to it.
func htmlRule(c *file) {
	scriptsRule(c, func(sc *script, _ int) extract.Visibility {
		if moduleTypeRe.MatchString(sc.tag) {
			return internal
		}
		return public
	})
}

// svelteRule: a component's props (export let, $props(): fields) and the
// other names its instance script exports (export const, export
// function: read by bind:this) are its interface: public; the instance
// script's other top-level names are private to the component. The
// module script (context="module", or the module attribute of Svelte 5)
// is a module others import: its exports are public, the rest internal.
func svelteRule(c *file) {
	exported := c.jsExported()
	scriptsRule(c, func(sc *script, i int) extract.Visibility {
		s := &c.f.Symbols[i]
		module := moduleContextRe.MatchString(sc.tag) || moduleAttrRe.MatchString(strings.TrimSuffix(strings.TrimPrefix(sc.tag, "<script"), ">"))
		switch {
		case exported[s.Name], !module && s.Kind == extract.KindField:
			return public
		case module:
			return internal
		}
		return private
	})
}

// vueRule: an Options API component (export default { ... }) is public
// with its props, data, computed properties and methods: what its parent
// and its template refs use. A <script setup>'s bindings are the
// component's own, exposed to its template only: private, but for the
// props defineProps declares (and the const that holds them) and what
// defineExpose shows. A plain <script> is a module: its exports are
// public, its other top-level names internal.
func vueRule(c *file) {
	exported := c.jsExported()
	exposed := map[string]bool{}
	for _, m := range defineExposeRe.FindAllSubmatch(c.src, -1) {
		for _, entry := range strings.Split(string(m[1]), ",") {
			if m := cjsEntryRe.FindStringSubmatch(entry); m != nil {
				exposed[m[1]] = true
			}
		}
	}
	scriptsRule(c, func(sc *script, i int) extract.Visibility {
		s := &c.f.Symbols[i]
		if bytes.HasPrefix(c.src[c.offset(s.NameRange.Start):], []byte("default")) {
			return public // the component, named by its file
		}
		if !setupAttrRe.MatchString(strings.TrimSuffix(strings.TrimPrefix(sc.tag, "<script"), ">")) {
			if exported[s.Name] {
				return public
			}
			return internal
		}
		body := c.src[c.offset(s.FullRange.Start):c.offset(s.FullRange.End)]
		switch {
		case s.Kind == extract.KindField, exposed[s.Name], exported[s.Name],
			bytes.Contains(body, []byte("defineProps(")) || bytes.Contains(body, []byte("defineProps<")):
			return public
		}
		return private
	})
}
