package extract

import (
	"context"
	"path"
	"slices"
	"strings"
)

// Language injection: code of another language embedded in a host file
// (the <script> of an HTML page, a Svelte or Vue component) is outlined by
// that language's grammar and query, and joins the host's outline.
//
// The host's query marks the embedded code (@injection.content, with an
// @injection.language naming its language; see queries.go). Each marked
// node is parsed on its own, with the host's source and the grammar
// restricted to the node's span (ts_parser_set_included_ranges): the
// injected tree's nodes carry the host file's byte offsets, lines and
// columns, so nothing is remapped. Two scripts of one file are two parses:
// a broken one keeps its errors to itself, and each keeps its own scopes
// (a Vue <script> and <script setup>, Svelte's module and instance
// scripts). The injected query's matches, then those of the host's
// <host>.injected.scm over the same tree (a Vue component's options),
// feed the builder the host's matches fed, as runs of their own
// (builder.beginRun): one File in the host's language, whose definitions,
// imports, references and local bindings come from every tree. An
// injected definition nests only among the definitions of its own tree;
// references and local bindings resolve by position, and the trees never
// overlap, so a local of a script stays a local of that script.
//
// A language may inject itself: the body of a Rust macro invoked where
// items stand (cfg_net! { pub mod tcp; }, cfg_if!'s branches) is a token
// tree the grammar leaves opaque. Its content, inside the delimiters, is
// parsed again as Rust and taken only when it parses without an error (a
// macro's own syntax is no syntax error of the file: it is left out and
// counts nothing). Its definitions nest among the host's by position, as
// they would stand without the macro (in a module, as methods of an
// impl's type), and the macros invoked in it are parsed in turn.
//
// The work budget is the host file's, counted across the host's parse and
// query and every injected parse and query. An injection the budget (or
// the scanner's limit, or memory) stops is left out: the host keeps its
// outline and the file counts the script as an error node whose bytes are
// error bytes. The deadline, which depends on the machine's load, fails the
// file as it does any other.

// scriptLanguage maps the text of a <script>'s lang or type attribute to
// the language of its code, or "" for content that is no script the
// outline reads (a template, JSON data, an import map).
func scriptLanguage(attr string) string {
	t := strings.ToLower(strings.TrimSpace(attr))
	if i := strings.IndexByte(t, ';'); i >= 0 {
		t = strings.TrimSpace(t[:i]) // text/javascript; charset=utf-8
	}
	switch t {
	case "", "js", "javascript", "jsx", "mjs", "cjs", "module",
		"text/javascript", "application/javascript", "text/ecmascript", "application/ecmascript",
		"application/x-javascript", "application/x-ecmascript", "text/x-javascript", "text/x-ecmascript",
		"text/jscript", "text/livescript", "text/jsx", "text/babel", "babel",
		"text/javascript1.0", "text/javascript1.1", "text/javascript1.2", "text/javascript1.3",
		"text/javascript1.4", "text/javascript1.5":
		return "javascript"
	case "ts", "typescript", "mts", "cts", "text/typescript", "application/typescript", "application/x-typescript":
		return "typescript"
	case "tsx", "text/tsx":
		return "tsx"
	}
	return ""
}

// scriptRank orders the script languages: where two attributes name one
// (<script type="module" lang="ts">), the more specific wins.
var scriptRank = map[string]int{"javascript": 1, "typescript": 2, "tsx": 3}

// injection is one node to parse as another language.
type injection struct {
	content node
	lang    string
	// self: code of the host's own language in a delimited group (a Rust
	// macro's token tree): the group's inside is parsed, and taken only
	// without errors.
	self bool
}

// takeInjections turns the @injection.content captures of the runs since
// the last call into the injections to parse, in source order: one per
// node, in the language its captures name (an unknown name leaves the
// node out; none is the host's first injected language: JavaScript for
// a <script>), among the languages the host injects.
func (b *builder) takeInjections(allowed []string) []injection {
	caps := b.injections[b.taken:]
	b.taken = len(b.injections)
	if len(caps) == 0 || len(allowed) == 0 {
		return nil
	}
	slices.SortStableFunc(caps, func(x, y injectionCapture) int {
		if x.content.sb != y.content.sb {
			return int(x.content.sb) - int(y.content.sb)
		}
		return int(x.content.eb) - int(y.content.eb)
	})
	var out []injection
	for i := 0; i < len(caps); {
		j := i
		lang, named, refused := allowed[0], false, false
		for ; j < len(caps) && caps[j].content.sb == caps[i].content.sb && caps[j].content.eb == caps[i].content.eb; j++ {
			if !caps[j].named {
				continue
			}
			l := scriptLanguage(caps[j].lang)
			switch {
			case l == "":
				refused = true
			case !named || scriptRank[l] > scriptRank[lang]:
				lang, named = l, true
			}
		}
		c := caps[i].content
		i = j
		if refused || c.eb <= c.sb || !slices.Contains(allowed, lang) {
			continue
		}
		if n := len(out); n > 0 && c.sb < out[n-1].content.eb {
			continue // nested in the previous one: not a node of its own
		}
		inj := injection{content: c, lang: lang, self: lang == b.host}
		if inj.self {
			var ok bool
			if inj.content, ok = delimitedInside(b.src, c); !ok {
				continue
			}
		}
		out = append(out, inj)
	}
	return out
}

// delimitedInside is the span inside a group's one-byte delimiters
// ({...}, (...), [...]), on the lines and columns of the group's own
// (neither delimiter is a line break); false when the node is no such
// group or holds nothing.
func delimitedInside(src []byte, n node) (node, bool) {
	if n.eb < n.sb+3 || int(n.eb) > len(src) {
		return node{}, false
	}
	switch src[n.sb] {
	case '{', '(', '[':
	default:
		return node{}, false
	}
	switch src[n.eb-1] {
	case '}', ')', ']':
	default:
		return node{}, false
	}
	in := n
	in.sb, in.eb = n.sb+1, n.eb-1
	in.r.Start.Column++
	in.r.End.Column--
	return in, true
}

// fileStem is a path's base name without its extensions: the name of
// the component a .vue or .svelte file defines.
func fileStem(p string) string {
	base := path.Base(p)
	if i := strings.IndexByte(base, '.'); i > 0 {
		base = base[:i]
	}
	return base
}

// inject parses and outlines the host's injections into b, counting their
// errors into f, then those their runs captured in turn (the macros
// invoked in a Rust macro's items), until a run captures none. patterns
// is the number of pattern indexes used so far (the host's query's).
func (t *TreeSitter) inject(ctx context.Context, hostID string, b *builder, f *File, src []byte, allowed []string, patterns uint, budget uint64, timeout func() uint64) error {
	var held [2][]rec
	k := 0
	for injs := b.takeInjections(allowed); len(injs) > 0; injs = b.takeInjections(allowed) {
		for _, inj := range injs {
			k++
			var err error
			if patterns, err = t.injectOne(ctx, hostID, b, f, src, inj, uint32(k), patterns, budget, timeout, &held); err != nil {
				return err
			}
		}
	}
	return nil
}

// injectOne parses and outlines one injection into b, as run domain of
// the file; it returns the number of pattern indexes used so far. held
// is scratch storage for query records, kept across calls.
func (t *TreeSitter) injectOne(ctx context.Context, hostID string, b *builder, f *File, src []byte, inj injection, domain uint32, patterns uint, budget uint64, timeout func() uint64, held *[2][]rec) (uint, error) {
	c, err := t.qs.get(inj.lang)
	if err != nil {
		return patterns, err
	}
	add, err := t.qs.getInjected(hostID, inj.lang)
	if err != nil {
		return patterns, err
	}
	text := src
	if inj.lang == "typescript" || inj.lang == "tsx" {
		text = typeScriptParseText(src)
	}
	p, err := t.parser(c.lang)
	if err != nil {
		return patterns, err
	}
	drop := func() {
		if inj.self {
			return // a macro's body, not the file's code: no error of the file
		}
		f.ErrorNodes++
		f.ErrorBytes += int(inj.content.eb - inj.content.sb)
	}
	if err := ctx.Err(); err != nil {
		return patterns, err
	}
	if c.lang.CheckScanner(src[inj.content.sb:inj.content.eb]) != nil {
		drop()
		return patterns, nil
	}
	tree, ok, err := p.parseRanges(text, []node{inj.content}, t.guard, budget, timeout())
	if err != nil {
		drop()
		return patterns, nil
	}
	if !ok {
		if err := t.injectionStopped(); err != nil {
			return patterns, err
		}
		drop()
		return patterns, nil
	}
	defer tree.delete()
	if inj.self {
		if tree.hasError() {
			return patterns, nil // not items: the macro's own syntax
		}
		// Items of the host's own language nest among the host's
		// definitions, where the macro stands.
		domain = 0
	}
	addBase, mainBase := patterns, patterns
	if add != nil {
		mainBase += uint(add.query.patterns)
	}
	patterns = mainBase + uint(c.query.patterns)
	// Both runs' records are held until both succeeded: an injection
	// the budget stops in its query is outlined not at all, rather than
	// in part. held[0] the language's own, held[1] the host's patterns.
	own, host := held[0][:0], held[1][:0]
	ok = add == nil || t.cursor.run(add.query, tree, src, add.wantDoc, t.guard, timeout(), func(recs []rec) {
		host = append(host, recs...)
	})
	if ok {
		ok = t.cursor.run(c.query, tree, src, c.wantDoc, t.guard, timeout(), func(recs []rec) { own = append(own, recs...) })
	}
	held[0], held[1] = own, host
	if ok {
		b.beginRun(c, inj.lang, domain, mainBase)
		b.feed(own)
		b.endRun()
	}
	if ok && add != nil && len(host) > 0 {
		b.beginRun(add, inj.lang, domain, addBase)
		b.feed(host)
		b.endRun()
	}
	if tree.hasError() {
		f.ErrorNodes += tree.errors()
		f.ErrorBytes += tree.errorBytes()
	}
	if !ok {
		if err := t.injectionStopped(); err != nil {
			return patterns, err
		}
		drop()
	}
	return patterns, nil
}

// injectionStopped is the error that ends the whole file when the guard
// stopped an injected parse or query: the deadline, which depends on the
// machine's load, as for any file; nil when it is the work budget, the
// scanner's limit or memory, which leave the injection out.
func (t *TreeSitter) injectionStopped() error {
	switch t.guard.stopped() {
	case stopClock:
		return ErrDeadline
	case stopCancel:
		return context.Canceled
	}
	return nil
}

// feed hands one run's records to b, pattern by pattern, where their
// predicates hold.
func (b *builder) feed(recs []rec) {
	c := b.c
	forEachMatch(recs, func(pattern uint32, caps []capture) {
		for i := range c.preds[pattern] {
			if !c.preds[pattern][i].holds(b.src, caps) {
				return
			}
		}
		b.match(pattern, caps)
	})
}
