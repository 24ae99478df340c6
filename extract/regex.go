package extract

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"
)

// The regex tier: definitions, imports, scopes and identifiers found by
// patterns over the source with its comments and strings blanked, so
// nothing inside them reads as code. It serves languages that have no
// grammar and files tree-sitter cannot parse; its outlines say so
// (Backend "regex"). Go's regexp runs in linear time, so no input can
// make a pattern backtrack without bound.

// ErrNoFamily reports a language the regex tier has no patterns for.
var ErrNoFamily = errors.New("no regex patterns for this language")

// Regex is the regex backend. It is safe for concurrent use: each
// family's patterns are compiled once, on first use, and immutable.
type Regex struct {
	families map[string]*lazyFamily // by language ID
}

type lazyFamily struct {
	f   *family
	get func() (*rxFamily, error)
}

// NewRegex returns the regex backend over the built-in families.
func NewRegex() *Regex {
	r := &Regex{families: map[string]*lazyFamily{}}
	for _, f := range builtinFamilies() {
		lf := &lazyFamily{f: f, get: sync.OnceValues(func() (*rxFamily, error) { return compileFamily(f) })}
		for _, l := range f.langs {
			r.families[l] = lf
		}
	}
	return r
}

// Supports reports whether the tier has patterns for a language.
func (r *Regex) Supports(langID string) bool { return r.families[langID] != nil }

// Family names the keyword family serving a language ("" when none).
func (r *Regex) Family(langID string) string {
	if lf := r.families[langID]; lf != nil {
		return lf.f.id
	}
	return ""
}

func (r *Regex) family(langID string) (*rxFamily, error) {
	lf := r.families[langID]
	if lf == nil {
		return nil, fmt.Errorf("extract: %s: %w", langID, ErrNoFamily)
	}
	return lf.get()
}

// rxDef is a compiled definition pattern with its group indexes.
type rxDef struct {
	spec      defSpec
	re        *regexp.Regexp
	scan      *rxScan
	name      int // submatch index of the name (or of the list)
	container int // explicit container, -1 without
}

type rxImport struct {
	re, sub                 *regexp.Regexp
	scan, subScan           *rxScan
	src, names, alias, blck int
}

type rxFamily struct {
	f       *family
	defs    []rxDef
	imports []rxImport
}

const identDefault = `[A-Za-z_][A-Za-z0-9_]*`

func compileFamily(f *family) (*rxFamily, error) {
	c := &rxFamily{f: f}
	ident := f.ident
	if ident == "" {
		ident = identDefault
	}
	for _, d := range f.defs {
		sc, err := newRxScan(strings.ReplaceAll(d.re, "{N}", "(?P<name>"+ident+")"))
		if err != nil {
			return nil, fmt.Errorf("extract: regex family %s: %w", f.id, err)
		}
		re := sc.groups()
		c.defs = append(c.defs, rxDef{spec: d, re: re, scan: sc, name: re.SubexpIndex("name"), container: re.SubexpIndex("container")})
	}
	for _, im := range f.imports {
		sc, err := newRxScan(im.re)
		if err != nil {
			return nil, fmt.Errorf("extract: regex family %s import: %w", f.id, err)
		}
		re := sc.groups()
		x := rxImport{re: re, scan: sc, src: re.SubexpIndex("src"), names: re.SubexpIndex("names"),
			alias: re.SubexpIndex("alias"), blck: re.SubexpIndex("block")}
		if im.sub != "" {
			if x.subScan, err = newRxScan(im.sub); err != nil {
				return nil, fmt.Errorf("extract: regex family %s import: %w", f.id, err)
			}
			x.sub = x.subScan.groups()
		}
		c.imports = append(c.imports, x)
	}
	return c, nil
}

// DefinitionPattern returns one pattern matching every definition form of
// the named symbol in the language's family, over comment- and
// string-blanked source (see Mask). It is what `soulindex def` scans
// the repository with when the index knows no such name.
func (r *Regex) DefinitionPattern(langID, name string) (*regexp.Regexp, error) {
	lf := r.families[langID]
	if lf == nil {
		return nil, fmt.Errorf("extract: %s: %w", langID, ErrNoFamily)
	}
	f := lf.f
	if !utf8.ValidString(name) {
		return nil, fmt.Errorf("extract: definition pattern: name %q is not valid UTF-8", name)
	}
	unname := strings.NewReplacer("(?P<container>", "(?:", "(?P<list>", "(?:")
	var alts []string
	for _, d := range f.defs {
		if d.scope || d.skip || !strings.Contains(d.re, "{N}") {
			continue
		}
		alts = append(alts, "(?:"+unname.Replace(strings.ReplaceAll(d.re, "{N}", "(?P<name>"+regexp.QuoteMeta(name)+")"))+")")
	}
	// Every alternative names its group "name"; only the first is kept
	// by SubexpIndex, so number them apart.
	for i := range alts {
		alts[i] = strings.Replace(alts[i], "(?P<name>", fmt.Sprintf("(?P<name%d>", i), 1)
	}
	re, err := regexp.Compile(`(?m)(?:` + strings.Join(alts, "|") + `)(?:\b|$|[^\w])`)
	if err != nil {
		return nil, fmt.Errorf("extract: definition pattern for %q: %w", name, err)
	}
	return re, nil
}

// Extract builds an outline with the regex tier.
func (r *Regex) Extract(ctx context.Context, langID, path string, src []byte) (*File, error) {
	c, err := r.family(langID)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	f := &File{Path: path, Language: langID, Backend: BackendRegex, Size: int64(len(src)), Lines: countLines(src)}
	x := newRxFile(c, langID, src)
	x.defs()
	x.imports()
	x.refs()
	x.b.finish(f)
	return f, nil
}

// rxFile is one file's extraction state.
type rxFile struct {
	c     *rxFamily
	src   []byte
	m     masked
	lines lineIndex
	// heads are the blanked text's lines, srcHeads the source's (the
	// same starts: blanking keeps newlines).
	heads, srcHeads lineHeads
	b               *builder
	// closes maps, per opening bracket byte, each of its offsets to the
	// offset after its closing bracket (-1: never closed), filled in one
	// pass on first use: scanning from every nested definition's brace
	// cost n² on deep nesting (100,000 nested `sub f {` took a minute).
	closes map[byte]map[int]int
}

func newRxFile(c *rxFamily, langID string, src []byte) *rxFile {
	m := mask(src, &c.f.lex)
	lines := newLineIndex(src)
	return &rxFile{c: c, src: src, m: m, lines: lines, heads: newLineHeads(m.text, lines), srcHeads: newLineHeads(src, lines), b: newBuilder(nil, langID, src)}
}

// node makes a builder node for a byte span.
func (x *rxFile) node(sb, eb int) *node {
	return &node{sb: uint32(sb), eb: uint32(eb), r: Range{x.lines.pos(sb), x.lines.pos(eb)}}
}

// controlWords never start a declaration: a match whose text before the
// name begins with one is a statement ("return foo(x) {" cannot happen,
// "else if (x) {" can).
var controlWords = map[string]bool{
	"return": true, "else": true, "new": true, "throw": true, "delete": true, "case": true,
	"goto": true, "await": true, "yield": true, "typeof": true, "sizeof": true, "if": true,
	"for": true, "while": true, "switch": true, "catch": true, "do": true, "echo": true,
	"print": true, "co_return": true, "co_yield": true, "using": true, "throws": true,
}

type rxHit struct {
	spec      *defSpec
	pattern   int
	start     int // first byte of the definition (its line's first non-blank)
	nameS     int
	nameE     int
	container string
}

func (x *rxFile) defs() {
	var hits []rxHit
	for pi := range x.c.defs {
		d := &x.c.defs[pi]
		for _, m := range d.scan.findAll(x.m.text, x.heads) {
			ns, ne := m[2*d.name], m[2*d.name+1]
			if ns < 0 {
				continue
			}
			start := m[0]
			for start < ns && (x.m.text[start] == ' ' || x.m.text[start] == '\t' || x.m.text[start] == '\n' || x.m.text[start] == '\r') {
				start++
			}
			if notAName(string(x.src[ns:ne])) || d.spec.typed && controlWords[firstWord(x.m.text[start:ns])] {
				continue
			}
			h := rxHit{spec: &d.spec, pattern: pi, start: start, nameS: ns, nameE: ne}
			if d.container >= 0 && m[2*d.container] >= 0 {
				h.container = string(x.src[m[2*d.container]:m[2*d.container+1]])
			}
			if d.spec.list {
				hits = append(hits, x.listHits(h)...)
				continue
			}
			hits = append(hits, h)
		}
	}
	// A skip pattern claims its names: later patterns may not define them.
	skipped := map[[2]int]bool{}
	for _, h := range hits {
		if h.spec.skip {
			skipped[[2]int{h.nameS, h.nameE}] = true
		}
	}
	kept := hits[:0]
	for _, h := range hits {
		if !skipped[[2]int{h.nameS, h.nameE}] {
			kept = append(kept, h)
		}
	}
	hits = kept
	// The first pattern wins a name (as in the queries); settle that now,
	// so a losing pattern's body cannot hide definitions as locals.
	sort.SliceStable(hits, func(i, j int) bool { return hits[i].pattern < hits[j].pattern })
	won := map[[2]int]bool{}
	kept = hits[:0]
	for _, h := range hits {
		if k := [2]int{h.nameS, h.nameE}; !won[k] {
			won[k] = true
			kept = append(kept, h)
		}
	}
	hits = kept
	type placed struct {
		h               rxHit
		end, bodyStart  int
		callable, scope bool
	}
	var ps []placed
	for _, h := range hits {
		end, body := x.extent(h)
		kind := h.spec.kind
		ps = append(ps, placed{h: h, end: end, bodyStart: body, callable: kind.IsCallable() || kind == KindTarget, scope: h.spec.scope})
	}
	// Definitions inside a function body are locals, as in the
	// tree-sitter tier's @local regions.
	var bodies []Range
	for _, p := range ps {
		if p.callable && p.bodyStart >= 0 {
			bodies = append(bodies, Range{x.lines.pos(p.bodyStart), x.lines.pos(p.end)})
		}
	}
	x.b.locals = bodies
	for _, p := range ps {
		h := p.h
		def := x.node(h.start, p.end)
		name := x.node(h.nameS, h.nameE)
		if p.scope {
			x.b.scopes = append(x.b.scopes, rawScope{r: def.r, name: x.b.text(name)})
			continue
		}
		var body *node
		if p.bodyStart >= 0 {
			body = x.node(p.bodyStart, p.end)
		}
		kind := h.spec.kind
		if h.spec.upper != KindUnknown && isUpperName(string(x.src[h.nameS:h.nameE])) {
			kind = h.spec.upper
		}
		var containers []string
		if h.container != "" {
			containers = splitContainer(h.container)
		}
		docs := x.docsAbove(h.start)
		if kind == KindMethod && x.c.f.id == "objc" {
			x.objcSelector(def, h.nameS, h.nameE)
		}
		if x.b.addDef(uint(h.pattern), def, name, body, nil, docs, kind, containers, nil) && x.c.f.docstring {
			if d := x.docstring(p.bodyStart, p.end); d != "" {
				x.b.defs[len(x.b.defs)-1].sym.Doc = d
			}
		}
	}
}

// objcSelector records the keywords of the Objective-C method whose first
// keyword is src[nameS:nameE] (`- (void)insert:(id)o atIndex:(int)i`), so
// that the builder names it by its full selector (insert:atIndex:), as
// the grammar's outline does: each keyword is followed by ':', a
// parenthesised type and a parameter name. It reads the blanked text up
// to the header's end ('{' or ';', a trailing macro or the variadic ", ...").
func (x *rxFile) objcSelector(def *node, nameS, nameE int) {
	t := x.m.text
	skip := func(i int) int {
		for i < len(t) && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r') {
			i++
		}
		return i
	}
	parts := []node{*x.node(nameS, nameE)}
	for i, kw := nameE, [2]int{nameS, nameE}; ; {
		i = skip(i)
		if i >= len(t) || t[i] != ':' {
			break
		}
		if kw[0] != nameS {
			parts = append(parts, *x.node(kw[0], kw[1]))
		}
		i = skip(i + 1)
		if i < len(t) && t[i] == '(' {
			depth := 0
			for ; i < len(t); i++ {
				if t[i] == '(' {
					depth++
				} else if t[i] == ')' {
					if depth--; depth == 0 {
						i++
						break
					}
				}
			}
		}
		i = skip(i)
		for i < len(t) && isIdentByte(t[i]) { // the parameter's name
			i++
		}
		k := skip(i)
		j := k
		for j < len(t) && isIdentByte(t[j]) {
			j++
		}
		if j == k || skip(j) >= len(t) || t[skip(j)] != ':' {
			break // '{', ';', ", ...", a trailing macro: the header ends
		}
		kw, i = [2]int{k, j}, j
	}
	if x.b.selectors == nil {
		x.b.selectors = map[byteSpan][]node{}
	}
	x.b.selectors[byteSpan{uint(def.sb), uint(def.eb)}] = parts
}

// listHits splits a list definition ("CONSTANTS A, B") into one hit per name.
func (x *rxFile) listHits(h rxHit) []rxHit {
	var out []rxHit
	i := h.nameS
	if h.spec.heads {
		return x.headHits(h)
	}
	t := x.m.text // blanked: words in a comment inside the list are no names
	for i < h.nameE {
		for i < h.nameE && !isIdentByte(t[i]) {
			i++
		}
		j := i
		for j < h.nameE && isIdentByte(t[j]) {
			j++
		}
		if j > i {
			k := h // names of one list share its range: siblings
			k.nameS, k.nameE = i, j
			out = append(out, k)
		}
		i = j
	}
	return out
}

// headHits takes the names that start each line of a group: "A, B T = 1"
// gives A and B; a line's first word after a name ends it.
func (x *rxFile) headHits(h rxHit) []rxHit {
	var out []rxHit
	t := x.m.text
	for ls := h.nameS; ls < h.nameE; {
		le := bytes.IndexByte(t[ls:h.nameE], '\n')
		if le < 0 {
			le = h.nameE - ls
		}
		i, e := ls, ls+le
		first := -1
		for {
			for i < e && (t[i] == ' ' || t[i] == '\t') {
				i++
			}
			j := i
			for j < e && isIdentByte(t[j]) {
				j++
			}
			if j == i || t[i] >= '0' && t[i] <= '9' {
				break
			}
			if first < 0 {
				first = i
			}
			k := h // names of one line share its range: siblings
			k.start, k.nameS, k.nameE = first, i, j
			out = append(out, k)
			for j < e && (t[j] == ' ' || t[j] == '\t') {
				j++
			}
			if j >= e || t[j] != ',' {
				break
			}
			i = j + 1
		}
		ls += le + 1
	}
	return out
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

func firstWord(b []byte) string {
	i := 0
	for i < len(b) && isIdentByte(b[i]) {
		i++
	}
	return string(b[:i])
}

func isUpperName(s string) bool {
	upper := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'A' && c <= 'Z':
			upper = true
		case c == '_' || c >= '0' && c <= '9':
		default:
			return false
		}
	}
	return upper && len(s) > 1
}

func splitContainer(s string) []string {
	// Template arguments are not part of a container's name (Bus<T>::f).
	for {
		i := strings.IndexByte(s, '<')
		j := strings.LastIndexByte(s, '>')
		if i < 0 || j < i {
			break
		}
		s = s[:i] + s[j+1:]
	}
	s = strings.TrimRight(s, ".:")
	var out []string
	for _, p := range strings.FieldsFunc(s, func(r rune) bool { return r == '.' || r == ':' || r == '\\' }) {
		if p != "" {
			out = append(out, p)
		}
	}
	return out
}

// extent finds where a definition ends and where its body starts (-1
// without a body), by the family's scope rule.
func (x *rxFile) extent(h rxHit) (end, body int) {
	style := x.c.f.scope
	if h.spec.endLine != "" {
		return x.untilLine(h.nameE, h.spec.endLine)
	}
	if h.spec.noBody {
		return x.headerEnd(h.nameE), -1
	}
	switch style {
	case scopeIndent:
		return x.indentExtent(h.start, h.nameE)
	case scopeParens:
		if e := x.matchClose(h.start, '(', ')'); e > 0 {
			nl := x.lineEnd(h.nameE)
			if nl >= e {
				return e, -1
			}
			return e, nl
		}
		return x.lineEnd(h.nameE), -1
	case scopeLine:
		return x.lineEnd(h.nameE), -1
	}
	return x.braceExtent(h.nameE)
}

// lineEnd is the position of the newline ending pos's line (or EOF),
// following backslash continuations.
func (x *rxFile) lineEnd(pos int) int {
	t := x.m.text
	for {
		i := bytes.IndexByte(t[pos:], '\n')
		if i < 0 {
			return len(t)
		}
		e := pos + i
		if e > 0 && t[e-1] == '\\' {
			pos = e + 1
			continue
		}
		if e > 0 && t[e-1] == '\r' {
			return e - 1
		}
		return e
	}
}

// maxHeader bounds how far a declaration header is followed.
const maxHeader = 8 << 10

// braceExtent: the body is the first {...} at bracket depth 0 after the
// name; a ';' or a line that does not continue ends a body-less
// declaration first.
func (x *rxFile) braceExtent(from int) (end, body int) {
	t := x.m.text
	depth := 0
	limit := min(len(t), from+maxHeader)
	for i := from; i < limit; i++ {
		switch c := t[i]; c {
		case '(', '[':
			depth++
		case ')', ']':
			if depth > 0 {
				depth--
			}
		case '{':
			if depth == 0 {
				if e := x.matchClose(i, '{', '}'); e > 0 {
					return e, i
				}
				return len(t), i
			}
		case ';':
			if depth == 0 {
				return i + 1, -1
			}
		case '\n':
			if depth == 0 && x.opensIndentedBody(i) {
				// Scala 3 "def f: T =", Kotlin "fun f() =": an indented body.
				return x.indentExtent(x.lineStart(from), i)
			}
			if depth == 0 && !x.continues(from, i) {
				return trimRightSpace(t, i), -1
			}
		}
	}
	return x.lineEnd(from), -1
}

// opensIndentedBody reports a header line ending in "=" or ":" whose next
// non-blank line is indented deeper: an expression or indentation body.
func (x *rxFile) opensIndentedBody(nl int) bool {
	t := x.m.text
	ls := x.lineStart(nl)
	line := bytes.TrimRight(t[ls:nl], " \t\r")
	if !bytes.HasSuffix(line, []byte("=")) && !bytes.HasSuffix(line, []byte(":")) {
		return false
	}
	base, _ := indentOf(t[ls:nl])
	for p := nl + 1; p < len(t); {
		e := bytes.IndexByte(t[p:], '\n')
		if e < 0 {
			e = len(t) - p
		}
		if n, blank := indentOf(t[p : p+e]); !blank {
			return n > base
		}
		p += e + 1
	}
	return false
}

func trimRightSpace(t []byte, i int) int {
	for i > 0 && (t[i-1] == ' ' || t[i-1] == '\t' || t[i-1] == '\r') {
		i--
	}
	return i
}

// continuers end a header line that goes on below; leaders start a line
// that belongs to the header above.
var (
	continuers = []string{",", "(", "=", "->", "=>", ":", "extends", "implements", "&&", "||", "+", "|", "where", "<"}
	leaders    = []string{"{", ":", ".", "->", "=>", "where", "extends", "implements", "throws", "with", "requires", "&", "|", "="}
)

// continues reports whether the header spanning [from, nl) goes on past
// the newline at nl.
func (x *rxFile) continues(from, nl int) bool {
	t := x.m.text
	line := bytes.TrimSpace(t[max(from, x.lineStart(nl)):nl])
	for _, c := range continuers {
		if bytes.HasSuffix(line, []byte(c)) {
			return true
		}
	}
	base, _ := indentOf(t[x.lineStart(from):])
	next := nl + 1
	for next < len(t) {
		e := bytes.IndexByte(t[next:], '\n')
		if e < 0 {
			e = len(t) - next
		}
		l := bytes.TrimSpace(t[next : next+e])
		if len(l) > 0 {
			for _, c := range leaders {
				if bytes.HasPrefix(l, []byte(c)) {
					return true
				}
			}
			// A deeper-indented line continues the header ("function f()\n
			// external\n returns (uint)\n {").
			n, _ := indentOf(t[next : next+e])
			return n > base
		}
		next += e + 1
	}
	return false
}

func (x *rxFile) lineStart(pos int) int {
	return bytes.LastIndexByte(x.m.text[:pos], '\n') + 1
}

// matchClose returns the position after the bracket closing the one at
// open, or -1 when the file ends first.
func (x *rxFile) matchClose(open int, o, c byte) int {
	t := x.m.text
	if open < len(t) && t[open] == o {
		return x.closeTable(o, c)[open]
	}
	depth := 0
	for i := open; i < len(t); i++ {
		switch t[i] {
		case o:
			depth++
		case c:
			depth--
			if depth == 0 {
				return i + 1
			}
		}
	}
	return -1
}

// closeTable pairs every o of the blanked text with its c.
func (x *rxFile) closeTable(o, c byte) map[int]int {
	if m, ok := x.closes[o]; ok {
		return m
	}
	t := x.m.text
	m := map[int]int{}
	var open []int
	for i := 0; i < len(t); i++ {
		switch t[i] {
		case o:
			open = append(open, i)
			m[i] = -1
		case c:
			if n := len(open); n > 0 {
				m[open[n-1]] = i + 1
				open = open[:n-1]
			}
		}
	}
	if x.closes == nil {
		x.closes = map[byte]map[int]int{}
	}
	x.closes[o] = m
	return m
}

// headerEnd is where a body-less declaration ends: its ';' or the end of
// its (possibly continued) line.
func (x *rxFile) headerEnd(from int) int {
	t := x.m.text
	depth := 0
	limit := min(len(t), from+maxHeader)
	for i := from; i < limit; i++ {
		switch t[i] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			if depth > 0 {
				depth--
			}
		case ';':
			if depth == 0 {
				return i + 1
			}
		case '\n':
			// A declaration goes on only after "=" (a multi-line alias or
			// initialiser); "," ends a field or an enum entry.
			if depth == 0 && !endsWithAny(t[x.lineStart(i):i], "=", "=>", "|") {
				return trimRightSpace(t, i)
			}
		}
	}
	return x.lineEnd(from)
}

func endsWithAny(line []byte, suffixes ...string) bool {
	line = bytes.TrimRight(line, " \t\r")
	for _, s := range suffixes {
		if bytes.HasSuffix(line, []byte(s)) {
			return true
		}
	}
	return false
}

// untilLine ends a definition at the first later line whose text starts
// with closer (Objective-C's @end).
func (x *rxFile) untilLine(from int, closer string) (end, body int) {
	t := x.m.text
	body = x.lineEnd(from)
	for i := body; i < len(t); {
		e := bytes.IndexByte(t[i:], '\n')
		if e < 0 {
			e = len(t) - i
		}
		l := bytes.TrimSpace(t[i : i+e])
		if bytes.HasPrefix(l, []byte(closer)) {
			return i + e, body
		}
		i += e + 1
	}
	return len(t), body
}

// indent measures a line's leading whitespace (a tab counts as 8).
func indentOf(line []byte) (n int, blank bool) {
	for _, c := range line {
		switch c {
		case ' ':
			n++
		case '\t':
			n += 8 - n%8
		case '\r':
		default:
			return n, false
		}
	}
	return n, true
}

// indentExtent: the header runs until its brackets close; the body is the
// following lines indented deeper than the definition, plus a closing
// `end` (or `}`) line at the definition's own indentation.
func (x *rxFile) indentExtent(start, from int) (end, body int) {
	t := x.m.text
	ls := x.lineStart(start)
	base, _ := indentOf(t[ls:])
	// Header: until brackets balance at a line end.
	depth, i := 0, from
	for ; i < len(t) && i < from+maxHeader; i++ {
		c := t[i]
		if c == '(' || c == '[' || c == '{' {
			depth++
		} else if (c == ')' || c == ']' || c == '}') && depth > 0 {
			depth--
		} else if c == '\n' && depth == 0 {
			break
		}
	}
	hdr := i
	end = trimRightSpace(t, hdr)
	body = -1
	for p := hdr + 1; p < len(t); {
		e := bytes.IndexByte(t[p:], '\n')
		if e < 0 {
			e = len(t) - p
		}
		line := t[p : p+e]
		n, blank := indentOf(line)
		if !blank {
			if n <= base {
				l := bytes.TrimSpace(line)
				if n == base && (bytes.HasPrefix(l, []byte("end")) && (len(l) == 3 || !isIdentByte(l[3])) || l[0] == '}') {
					end = trimRightSpace(t, p+e)
					if body < 0 {
						body = hdr
					}
				}
				break
			}
			end = trimRightSpace(t, p+e)
			body = hdr
		}
		p += e + 1
	}
	return end, body
}

// docsAbove returns the whole-line comments directly above the line of
// pos (contiguous, no blank line between).
func (x *rxFile) docsAbove(pos int) []node {
	line := int(x.lines.pos(pos).Line)
	var out []node
	cs := x.m.comments
	// comments are sorted; find the last one ending before pos.
	k := sort.Search(len(cs), func(i int) bool { return cs[i].s >= pos })
	want := line - 1
	for k--; k >= 0; k-- {
		c := cs[k]
		if !c.own {
			break
		}
		endLine := int(x.lines.pos(max(c.e-1, c.s)).Line)
		if endLine != want {
			break
		}
		out = append(out, *x.node(c.s, c.e))
		want = int(x.lines.pos(c.s).Line) - 1
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// docstring returns a Python-style docstring: the string that opens a body.
func (x *rxFile) docstring(body, end int) string {
	if body < 0 {
		return ""
	}
	i := body
	for i < end && (x.src[i] == ' ' || x.src[i] == '\t' || x.src[i] == '\n' || x.src[i] == '\r') {
		i++
	}
	for _, q := range []string{`"""`, `'''`} {
		if bytes.HasPrefix(x.src[i:], []byte(q)) {
			if e := bytes.Index(x.src[i+3:], []byte(q)); e >= 0 && i+3+e <= end {
				return cleanDocstring(string(x.src[i : i+3+e+3]))
			}
		}
	}
	return ""
}

func (x *rxFile) imports() {
	for _, im := range x.c.imports {
		for _, m := range im.scan.findAll(x.src, x.srcHeads) {
			if x.m.blanked(m[0]) {
				continue // the pattern matched text in a comment or a string
			}
			if im.blck >= 0 && im.sub != nil && m[2*im.blck] >= 0 {
				bs, be := m[2*im.blck], m[2*im.blck+1]
				for _, sm := range im.subScan.findAll(x.src[bs:be], newLineHeads(x.src[bs:be], nil)) {
					for k := range sm {
						if sm[k] >= 0 {
							sm[k] += bs
						}
					}
					x.addImport(im.sub, sm)
				}
				continue
			}
			x.addImport(im.re, m)
		}
	}
}

func (x *rxFile) addImport(re *regexp.Regexp, m []int) {
	group := func(name string) (int, int) {
		i := re.SubexpIndex(name)
		if i < 0 || m[2*i] < 0 {
			return -1, -1
		}
		return m[2*i], m[2*i+1]
	}
	ss, se := group("src")
	if ss < 0 || se <= ss {
		return
	}
	stmt := x.node(m[0], trimRightSpace(x.src, m[1]))
	var srcN, aliasN *node
	srcN = x.node(ss, se)
	if as, ae := group("alias"); as >= 0 && ae > as {
		aliasN = x.node(as, ae)
	}
	var names []*node
	if ns, ne := group("names"); ns >= 0 {
		names = x.importNames(ns, ne)
	}
	x.b.addImport(stmt, srcN, aliasN, nil)
	if len(names) > 0 {
		im := x.b.imports[byteSpan{uint(stmt.sb), uint(stmt.eb)}]
		for i := 0; i+1 < len(names); i += 2 {
			n := ImportedName{Name: x.b.text(names[i])}
			if names[i+1] != nil {
				n.Alias = x.b.text(names[i+1])
			}
			im.Names = appendName(im.Names, n)
		}
	}
}

// importNames splits an imported-names list ("{ a, b as c }", "a, b",
// "(x, y)") into name/alias node pairs (alias nil when absent).
func (x *rxFile) importNames(s, e int) []*node {
	var out []*node
	i := s
	for i < e {
		for i < e && !isIdentByte(x.src[i]) && x.src[i] != '$' && x.src[i] != '*' {
			i++
		}
		j := i
		for j < e && (isIdentByte(x.src[j]) || x.src[j] == '$' || x.src[j] == '.') {
			j++
		}
		if j == i {
			if i < e && x.src[i] == '*' {
				i++
			}
			continue
		}
		name := x.node(i, j)
		// " as alias" or " => alias" (Scala) follows?
		k := j
		for k < e && (x.src[k] == ' ' || x.src[k] == '\t') {
			k++
		}
		var alias *node
		if k+2 <= e && (string(x.src[k:k+2]) == "as" || string(x.src[k:k+2]) == "=>") && (k+2 == e || !isIdentByte(x.src[k+2]) || x.src[k] == '=') {
			a := k + 2
			for a < e && (x.src[a] == ' ' || x.src[a] == '\t') {
				a++
			}
			b := a
			for b < e && (isIdentByte(x.src[b]) || x.src[b] == '$') {
				b++
			}
			if b > a {
				alias = x.node(a, b)
				j = b
			}
		}
		if w := string(x.src[i:j]); w != "type" && w != "typeof" && !strings.HasPrefix(w, "as ") {
			out = append(out, name, alias)
		}
		i = j
	}
	return out
}

// refs records every identifier of the code (blanked text has none of the
// comments and strings), minus reserved words.
func (x *rxFile) refs() {
	t := x.m.text
	hyphen := x.c.f.hyphen
	line, col := uint32(0), uint32(0)
	for i := 0; i < len(t); {
		c := t[i]
		if c == '\n' {
			line++
			col = 0
			i++
			continue
		}
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80) {
			i++
			col++
			continue
		}
		j := i + 1
		for j < len(t) && (isIdentByte(t[j]) || hyphen && t[j] == '-' && j+1 < len(t) && isIdentByte(t[j+1])) {
			j++
		}
		if w := x.src[i:j]; !reservedWords[string(w)] { // map lookups of string(bytes) do not allocate
			member := i > 0 && (t[i-1] == '.' || i > 1 && t[i-1] == '>' && t[i-2] == '-')
			x.b.refs = append(x.b.refs, rawRef{name: x.b.internBytes(w), r: Range{Position{line, col}, Position{line, col + uint32(j-i)}}, member: member})
		}
		col += uint32(j - i)
		i = j
	}
}

// lineIndex converts byte offsets to positions.
type lineIndex []int

func newLineIndex(src []byte) lineIndex {
	li := lineIndex{0}
	for i, c := range src {
		if c == '\n' {
			li = append(li, i+1)
		}
	}
	return li
}

func (li lineIndex) pos(off int) Position {
	l := sort.Search(len(li), func(i int) bool { return li[i] > off }) - 1
	if l < 0 {
		l = 0
	}
	return Position{Line: uint32(l), Column: uint32(off - li[l])}
}

// FindDefinitions returns the definitions of name (optionally inside a
// container whose dotted name ends with container) in one file, by the
// definition-pattern scan: a cheap substring test, the family's
// DefinitionPattern over the blanked source, then the regex outline for
// exact kinds and ranges.
func (r *Regex) FindDefinitions(ctx context.Context, langID, path string, src []byte, name, container string, pattern *regexp.Regexp) ([]Symbol, error) {
	if !bytes.Contains(src, []byte(name)) {
		return nil, nil
	}
	c, err := r.family(langID)
	if err != nil {
		return nil, err
	}
	if pattern != nil && !pattern.Match(mask(src, &c.f.lex).text) {
		return nil, nil
	}
	f, err := r.Extract(ctx, langID, path, loneCRAsLF(src)) // lines as in the index
	if err != nil {
		return nil, err
	}
	var out []Symbol
	for _, s := range f.Symbols {
		if s.Name == name && (container == "" || strings.HasSuffix(s.ContainerName(), container)) {
			out = append(out, s)
		}
	}
	return out, nil
}
