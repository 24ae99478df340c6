package extract

import (
	"bytes"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// rawDef is a definition as matched, before dedup and nesting.
type rawDef struct {
	sym        Symbol
	pattern    uint
	start, end uint // byte span of the definition node
	bodyStart  int  // -1 without a body
	body       Range
	explicit   []string   // @container.name texts, outermost first
	hoist      bool       // @hoist: belongs to the nearest enclosing type
	init       string     // a field's initializer when it is one identifier (self.env = env)
	within     contextKey // @within: counts only if this node is a @context (group 0: always counts)
	reach      *Range     // @reach: the node whose rest a statement definition holds
	continues  bool       // @continues: the next definition of its name and kind goes on with it
	open       bool       // @extent.open: runs to the next @extent.stop
	openSelf   bool       // with @binding.this: its extent binds "this", typed by its name
	// What describe reads, once dedup has kept the definition: a name
	// node can match several patterns, and a generic one's text may be a
	// whole block (each constant of a 3,000-line const block).
	raw, pre string
	stop     uint // end of the signature's text
	doc      *node
	docs     []node
	// The run that matched it (see beginRun): its language, and the tree
	// whose definitions it nests among.
	lang   string
	domain uint32
}

type rawScope struct {
	r      Range
	name   string
	domain uint32
}

// byteSpan is a node's byte span: it keys import statements and the
// definitions a @doc.of belongs to.
type byteSpan struct{ start, end uint }

// contextKey names a node captured as @context or @within: its group
// (numbered from 1; 0 is no group) and its byte span. A value, not a
// pointer: C's every local declaration carries one until dedup drops it.
type contextKey struct {
	group  uint8
	sb, eb uint32
}

// rawRef is a reference before names are numbered.
type rawRef struct {
	name   string
	r      Range
	member bool
	qual   *rawQual
	via    *Range // the receiver expression's last name (y in x.y.f, m in x.m().f)
	// pattern: a key of a typed destructuring pattern ({ a, b: c }: T),
	// a member of the pattern's type; the pattern's start.
	pattern *Position
}

// rawQual is the identifier before a member reference's ".".
type rawQual struct {
	name string
	r    Range
}

// rawBinding is an identifier binding a local name; scope is filled when
// references are resolved.
type rawBinding struct {
	name    string
	r       Range
	hoisted bool
	fnScope bool // @binding.var: passes block scopes
	typ     string
	init    *Range    // the callee's name when initialised by a call (x := NewT())
	from    *Position // where the name becomes visible, when not where it stands
	in      *Range    // its scope, when captured with it (a local function's name binds outside it)
}

// rawUnbound is a name a scope declares not its own (Python's global x,
// nonlocal x): assignments to it there bind no local.
type rawUnbound struct {
	name string
	r    Range
}

// builder turns query matches into one File. It lives for one file.
type builder struct {
	c    *compiled
	lang string
	src  []byte
	// parsed is the text the grammar read when it is not src (parseText):
	// a name whose text there is not src's was made up for parsing (a
	// macro rewritten as a method named "_"), and names nothing.
	parsed  []byte
	defs    []rawDef
	scopes  []rawScope
	refs    []rawRef
	imports map[byteSpan]*Import
	order   []byteSpan
	exports []Export
	locals  []Range
	// Local binding: scopes and the identifiers that bind names in them.
	opaque     map[Range]bool // identifiers that are no references (@reference.opaque)
	bindScopes []Range
	stops      []Position     // @extent.stop starts
	blocks     map[Range]bool // bindScopes that @binding.var passes
	gates      map[Range]bool // bindScopes that hide enclosing scopes' bindings
	bindings   []rawBinding
	unbound    []rawUnbound
	narrows    []rawNarrow // isinstance narrowings (@narrow.name), see narrow.go
	narrowed   []narrowed  // what bindLocals made of them, for finishRefs
	intern     map[string]string
	bases      []rawBase
	decorators []decoSpan // @decorator nodes, for attachDecorators
	contexts   map[contextKey]bool
	docOf      map[byteSpan]node   // @doc.of by its @doc.owner's byte span
	selectors  map[byteSpan][]node // @selector keywords by their @selector.of node
	// Runs: a file's outline may come from several queries over several
	// trees (the host's, then each injected script's, see beginRun).
	host       string // the file's language (lang is the running query's)
	file       string // the file's base name without extensions, for @name.file
	domain     uint32 // the running query's tree: 0 the host's, k the k-th injection's
	base       uint   // added to the running query's pattern indexes
	runStart   int    // the running query's first definition in defs
	injections []injectionCapture
	taken      int // injections already taken (takeInjections)
	// The post-parse passes count their operations against the file's
	// work budget through the guard (none: uncounted), so a file whose
	// passes would take too long falls back on every machine alike, and a
	// cancelled run stops them; halted says the guard stopped them.
	guard  cGuard
	ops    uint64
	spent  uint64 // operations counted in all, for tests
	halted bool
}

// spendChunk is how many operations the passes count before charging the
// guard (a cgo call) with them.
const spendChunk = 1 << 12

// spend counts n operations of the post-parse passes; false once the
// guard stopped them (budget, clock or cancellation): the caller stops,
// and the file fails.
func (b *builder) spend(n int) bool {
	if b.guard.g == nil || b.halted {
		return !b.halted
	}
	b.ops += uint64(n)
	b.spent += uint64(n)
	if b.ops >= spendChunk {
		if !b.guard.charge(b.ops) {
			b.halted = true
		}
		b.ops = 0
	}
	return !b.halted
}

// injectionCapture is one match of @injection.content: the node whose text
// is code of another language, and the text naming that language (lang)
// when the match captured an @injection.language.
type injectionCapture struct {
	content node
	lang    string
	named   bool
}

// rawBase is a base type named in a heritage clause, for the definition
// whose name node is at of.
type rawBase struct {
	of   Range
	name string
	in   bool // of is the base's own node: a base of the innermost type or module holding it
}

func newBuilder(c *compiled, lang string, src []byte) *builder {
	return &builder{c: c, lang: lang, host: lang, src: src, imports: map[byteSpan]*Import{}, intern: map[string]string{}}
}

// beginRun readies b for the matches of another query, over the tree of
// an injection (domain > 0): they join the file's outline, their
// definitions nesting only among the definitions of their own tree
// (classic scripts in an HTML <div id="app"> are globals, not members of
// app). Pattern indexes are offset by base: where two runs match one name
// node, the lower wins. Call endRun after the run's matches.
func (b *builder) beginRun(c *compiled, lang string, domain uint32, base uint) {
	b.c, b.lang, b.domain, b.base, b.runStart = c, lang, domain, base, len(b.defs)
}

// endRun settles what the running query's own captures decide about its
// definitions: @within needs a @context of the same query (group numbers
// are per query), @doc.of a @doc.owner of the same tree.
func (b *builder) endRun() {
	n := b.runStart
	for _, d := range b.defs[b.runStart:] {
		if d.within.group != 0 && !b.contexts[d.within] {
			continue // a declaration not standing where its pattern counts it
		}
		if doc, ok := b.docOf[byteSpan{d.start, d.end}]; ok && d.doc == nil {
			d.doc = &doc // d.docs stay, for a Perl POD that names another sub
		}
		b.defs[n] = d
		n++
	}
	clear(b.defs[n:])
	b.defs = b.defs[:n]
	b.runStart = n
	clear(b.contexts)
	clear(b.docOf)
}

// reset readies b for another file, keeping its slices' and maps'
// storage: a worker's files reuse one builder instead of growing every
// list from nothing (the references alone were 3% of a cold run's CPU in
// growslice). Nothing of b's storage may end up in a File.
func (b *builder) reset(c *compiled, lang string, src []byte) {
	for _, m := range []map[Range]bool{b.opaque, b.blocks, b.gates} {
		clear(m)
	}
	clear(b.contexts)
	clear(b.docOf)
	clear(b.selectors)
	clear(b.imports)
	clear(b.intern)
	*b = builder{c: c, lang: lang, host: lang, src: src,
		defs: b.defs[:0], scopes: b.scopes[:0], refs: b.refs[:0], imports: b.imports, order: b.order[:0],
		exports: b.exports[:0], locals: b.locals[:0], opaque: b.opaque, bindScopes: b.bindScopes[:0], stops: b.stops[:0],
		blocks: b.blocks, gates: b.gates, bindings: b.bindings[:0], unbound: b.unbound[:0], intern: b.intern,
		narrows: b.narrows[:0], narrowed: b.narrowed[:0],
		bases: b.bases[:0], decorators: b.decorators[:0], contexts: b.contexts, docOf: b.docOf, selectors: b.selectors,
		injections: b.injections[:0]}
}

// rewritten reports whether the grammar read another text than the
// file's at n (see builder.parsed).
func (b *builder) rewritten(n *node) bool {
	return b.parsed != nil && string(b.parsed[n.sb:n.eb]) != string(b.src[n.sb:n.eb])
}

// text returns a node's text as a fresh string, interned per file so the
// many repeated identifiers of a file share memory and never pin src.
func (b *builder) text(n *node) string { return b.internBytes(b.src[n.sb:n.eb]) }

// internString returns s interned.
func (b *builder) internString(s string) string {
	if t, ok := b.intern[s]; ok {
		return t
	}
	b.intern[s] = s
	return s
}

// internBytes returns raw as an interned string; the lookup does not
// allocate, so only a file's first use of a name costs a copy.
func (b *builder) internBytes(raw []byte) string {
	if s, ok := b.intern[string(raw)]; ok {
		return s
	}
	s := string(raw)
	b.intern[s] = s
	return s
}

func (b *builder) match(pattern uint32, caps []capture) {
	var (
		def, body, doc, scope, imp, impSrc, impAlias *node
		scopeNames, baseNames                        []*node
		baseOf                                       *node
		names                                        []*node
		defDocs                                      []node
		hoist                                        bool
		kind                                         Kind
		containers, prefix                           []string
		impNames                                     []*node
		qual, memberRef, bindType, receiver, callee  *node
		bindFrom, implicit, argFn, argList, bindNode *node
		keys                                         []*node
		bindScope, blockScope, gateScope             *Range
		implicitName                                 string
		within                                       contextKey
		docOf, docOwner, reach, arity                *node
		continues                                    bool
		firstRef                                     = len(b.refs)
		lispNodes                                    []*node
		lispPairs                                    []bool
		open                                         bool
		selector, selectorOf                         *node
		narrowName, narrowType, narrowAfter          *node
		narrowScope                                  *Range
		element                                      bool
		fileNamed, injContent, injLang               *node
		typeFromFile                                 bool
		binding                                      = -1
	)
	for i := range caps {
		cp := &caps[i]
		n := &cp.n
		switch b.c.roles[cp.index] {
		case roleDefinition:
			def, kind, defDocs = n, b.c.kinds[cp.index], cp.docs
		case roleName:
			names = append(names, n)
		case roleNameFile:
			names = append(names, n)
			fileNamed = n
		case roleInjectionContent:
			injContent = n
		case roleInjectionLanguage:
			injLang = n
		case roleBody:
			if body == nil || n.sb < body.sb {
				body = n
			}
		case roleSigPrefix:
			prefix = append(prefix, b.text(n))
		case roleDoc:
			doc = n
		case roleContainerName:
			containers = append(containers, b.text(n))
		case roleScope:
			scope = n
		case roleScopeName:
			scopeNames = append(scopeNames, n)
		case roleReference, roleReferenceMember:
			// Error recovery inserts empty (MISSING) identifiers: not uses.
			if n.r.Start.Line == n.r.End.Line && n.eb > n.sb && !b.rewritten(n) {
				member := b.c.roles[cp.index] == roleReferenceMember
				if b.lang == "perl" && b.perlQualified(n) {
					break
				}
				b.refs = append(b.refs, rawRef{name: b.refText(n), r: n.r, member: member})
				if member {
					memberRef = n
				}
			}
		case roleQualifier:
			qual = n
		case roleReferencePath:
			b.addPathRef(n)
		case roleReferenceAnnotation:
			b.addAnnotationRefs(n)
		case roleNarrowName:
			narrowName = n
		case roleNarrowType:
			narrowType = n
		case roleNarrowScope:
			narrowScope = spanOf(narrowScope, n.r)
		case roleNarrowAfter:
			narrowAfter = n
		case roleBindingElement:
			element = true
		case roleBindingScope:
			bindScope = spanOf(bindScope, n.r)
		case roleBindingBlock:
			blockScope = spanOf(blockScope, n.r)
		case roleBindingGate:
			gateScope = spanOf(gateScope, n.r)
		case roleBindingGlobal:
			if n.eb > n.sb {
				b.unbound = append(b.unbound, rawUnbound{name: b.text(n), r: n.r})
			}
		case roleBinding, roleBindingHoisted, roleBindingVar:
			if n.eb > n.sb {
				rl := b.c.roles[cp.index]
				b.bindings = append(b.bindings, rawBinding{name: b.refText(n), r: n.r,
					hoisted: rl != roleBinding, fnScope: rl == roleBindingVar})
				binding, bindNode = len(b.bindings)-1, n
			}
		case roleBindingType:
			bindType = n
		case roleBindingTypeFile:
			bindType, typeFromFile = n, true
		case roleBindingCall:
			callee = n
		case roleBindingDecl:
			bindFrom = n
		case roleBindingArg:
			argFn = n
		case roleBindingPattern:
			// A typed pattern: a hidden binding of its type, at its
			// start, that its keys are members of.
			b.bindings = append(b.bindings, rawBinding{name: patternBinding, r: Range{Start: n.r.Start, End: n.r.Start}})
			binding, bindNode = len(b.bindings)-1, n
		case roleReferenceKey:
			if n.r.Start.Line == n.r.End.Line && n.eb > n.sb {
				keys = append(keys, n)
			}
		case roleBindingArgs:
			argList = n
		case roleReceiver:
			receiver = n
		case roleBindingThis, roleBindingSelf, roleBindingSuper:
			implicit, implicitName = n, "this"
			switch b.c.roles[cp.index] {
			case roleBindingSelf:
				implicitName = "self"
			case roleBindingSuper:
				implicitName = "super"
			}
		case roleImport:
			imp = n
		case roleImportSource:
			// A path written as several nodes (Scala's a.b.C) spans them all.
			if impSrc == nil {
				impSrc = n
			} else {
				impSrc = &node{sb: min(impSrc.sb, n.sb), eb: max(impSrc.eb, n.eb),
					r: Range{Start: minPos(impSrc.r.Start, n.r.Start), End: maxPos(impSrc.r.End, n.r.End)}}
			}
		case roleImportName:
			impNames = append(impNames, n)
		case roleImportAlias:
			impAlias = n
		case roleExportName:
			b.exports = append(b.exports, Export{Name: unquote(b.text(n)), Range: n.r})
		case roleReferenceOpaque:
			if b.opaque == nil {
				b.opaque = map[Range]bool{}
			}
			b.opaque[n.r] = true
		case roleLocal:
			b.locals = append(b.locals, n.r)
		case roleHoist:
			hoist = true
		case roleBase:
			baseNames = append(baseNames, n)
		case roleBaseOf:
			baseOf = n
		case roleDecorator:
			b.decorators = append(b.decorators, decoSpan{n.sb, n.eb, b.lang})
		case roleContext:
			if b.contexts == nil {
				b.contexts = map[contextKey]bool{}
			}
			b.contexts[contextKey{b.c.groups[cp.index], n.sb, n.eb}] = true
		case roleWithin:
			within = contextKey{b.c.groups[cp.index], n.sb, n.eb}
		case roleDocOf:
			docOf = n
		case roleDocOwner:
			docOwner = n
		case roleSelector:
			selector = n
		case roleSelectorOf:
			selectorOf = n
		case roleBindingParams, roleBindingPairs:
			lispNodes = append(lispNodes, n)
			lispPairs = append(lispPairs, b.c.roles[cp.index] == roleBindingPairs)
		case roleReach:
			reach = n
		case roleContinues:
			continues = true
		case roleArity:
			arity = n
		case roleExtentOpen:
			open = true
		case roleExtentStop:
			b.stops = append(b.stops, n.r.Start)
		case roleReferenceExpansions:
			b.refs = appendExpansions(b.refs, b.src, n)
		case roleReferenceValue:
			if r, ok := valueRef(b.src, n); ok {
				b.refs = append(b.refs, r)
			}
		}
	}
	if narrowName != nil && narrowType != nil && narrowScope != nil {
		b.addNarrow(narrowName, narrowType, narrowAfter, *narrowScope)
	}
	if arity != nil {
		// f(X, Y) is f/2, fun f/2 too.
		suffix := strings.Join(strings.Fields(string(b.src[arity.sb:arity.eb])), "")
		if !strings.HasPrefix(suffix, "/") {
			suffix = "/" + strconv.Itoa(max(ErlangArgs(suffix), 0))
		}
		for k := firstRef; k < len(b.refs); k++ {
			// The function, not its module (mod:f(X)).
			if memberRef == nil || b.refs[k].member {
				b.refs[k].name = b.internString(b.refs[k].name + suffix)
			}
		}
	}
	for k, n := range lispNodes {
		var from *Position
		if bindFrom != nil && binding < 0 {
			end := bindFrom.r.End
			from = &end
		}
		b.lispBind(n, lispPairs[k], from)

	}
	if selector != nil && selectorOf != nil {
		if b.selectors == nil {
			b.selectors = map[byteSpan][]node{}
		}
		k := byteSpan{uint(selectorOf.sb), uint(selectorOf.eb)}
		b.selectors[k] = append(b.selectors[k], *selector)
	}
	if injContent != nil {
		ic := injectionCapture{content: *injContent}
		if injLang != nil {
			ic.lang, ic.named = string(b.src[injLang.sb:injLang.eb]), true
		}
		b.injections = append(b.injections, ic)
	}
	if docOf != nil && docOwner != nil {
		k := byteSpan{uint(docOwner.sb), uint(docOwner.eb)}
		if _, ok := b.docOf[k]; !ok {
			if b.docOf == nil {
				b.docOf = map[byteSpan]node{}
			}
			b.docOf[k] = *docOf
		}
	}
	if binding >= 0 && b.bindings[binding].name == patternBinding {
		start := b.bindings[binding].r.Start
		for _, k := range keys {
			b.refs = append(b.refs, rawRef{name: b.text(k), r: k.r, member: true, pattern: &start})
		}
	}
	if bindScope != nil {
		b.bindScopes = append(b.bindScopes, *bindScope)
	}
	if blockScope != nil {
		b.bindScopes = append(b.bindScopes, *blockScope)
		if b.blocks == nil {
			b.blocks = map[Range]bool{}
		}
		b.blocks[*blockScope] = true
	}
	if gateScope != nil {
		b.bindScopes = append(b.bindScopes, *gateScope)
		if b.gates == nil {
			b.gates = map[Range]bool{}
		}
		b.gates[*gateScope] = true
	}
	if implicit != nil && open {
		// An open extent's receiver binds over the extent, which only
		// finish knows (closeOpenDefs).
		implicit = nil
		defer func() {
			if len(b.defs) > 0 && def != nil && b.defs[len(b.defs)-1].start == uint(def.sb) {
				b.defs[len(b.defs)-1].openSelf = true
			}
		}()
	}
	if implicit != nil && bindType != nil && binding < 0 {
		// The keyword is bound, hoisted, in the whole scope, as if declared
		// at its start with the class's type.
		at := Range{Start: implicit.r.Start, End: implicit.r.Start}
		if implicitName == "super" {
			// Apart from this, which the class body's start binds.
			at = Range{Start: bindType.r.Start, End: bindType.r.Start}
		}
		b.bindScopes = append(b.bindScopes, implicit.r)
		// Its scope is explicit: a class body and its first method may
		// start at one position, and each binds its own.
		in := implicit.r
		b.bindings = append(b.bindings, rawBinding{name: implicitName, r: at, hoisted: true, in: &in,
			typ: b.typeName(bindType, typeFromFile)})
	}
	if binding >= 0 && bindType != nil {
		b.bindings[binding].typ = b.typeName(bindType, typeFromFile)
	}
	if binding >= 0 && bindFrom != nil {
		end := bindFrom.r.End
		b.bindings[binding].from = &end
	}
	if binding >= 0 && bindScope != nil {
		// A scope captured with the binding is the one it binds in (a
		// local function's name binds in its block, not in itself).
		r := *bindScope
		b.bindings[binding].in = &r
	}
	if binding >= 0 && callee != nil {
		r := callee.r
		b.bindings[binding].init = &r
		if argFn != nil {
			// A parameter typed by its context: which parameter of which
			// argument, read by refgraph from the callee's signature.
			arg := -1
			if argList != nil && argList.sb < argFn.sb {
				arg = topLevelCommas(b.src[argList.sb+1:argFn.sb], 0)
			}
			param := -1 // an object literal passed: the parameter's own type
			if argFn.sb != bindNode.sb || argFn.eb != bindNode.eb {
				param = topLevelCommas(b.src[argFn.sb:bindNode.sb], 1)
			}
			b.bindings[binding].typ = b.internString(ContextType(arg, param))
		}
	}
	if binding >= 0 && callee != nil && element {
		b.bindings[binding].typ = ElementType
	}
	if receiver != nil && memberRef != nil {
		for k := len(b.refs) - 1; k >= 0; k-- {
			if b.refs[k].r == memberRef.r {
				r := receiver.r
				b.refs[k].via = &r
				break
			}
		}
	}
	if qual != nil && memberRef != nil && qual.eb > qual.sb {
		// The member reference was appended last among this match's.
		for k := len(b.refs) - 1; k >= 0; k-- {
			if b.refs[k].r == memberRef.r {
				b.refs[k].qual = &rawQual{name: b.refText(qual), r: qual.r}
				break
			}
		}
	}
	for _, bn := range baseNames {
		switch {
		case baseOf != nil:
			b.bases = append(b.bases, rawBase{of: baseOf.r, name: b.text(bn)})
		case b.lang == "perl":
			// use parent qw(A B), @ISA = ('A'): a base of the package the
			// statement stands in, one per word of the list.
			for _, w := range perlNames(b.text(bn)) {
				b.bases = append(b.bases, rawBase{of: bn.r, name: b.internString(w), in: true})
			}
		default:
			b.bases = append(b.bases, rawBase{of: bn.r, name: b.text(bn), in: true})
		}
	}
	if def != nil && body == nil && kind == KindMethod && b.lang == "objc" {
		body = b.braceBody(def) // see objc.scm: the query captures no body
	}
	switch {
	case def != nil && len(names) > 0:
		// A quantified @name ("const a, b, c = ...") defines every name.
		for _, name := range names {
			if name == fileNamed && b.file == "" {
				continue // no file name to name it by
			}
			if b.addDef(uint(pattern), def, name, body, doc, defDocs, kind, containers, prefix) {
				d := &b.defs[len(b.defs)-1]
				d.hoist, d.within, d.continues, d.open = hoist, within, continues, open
				if reach != nil {
					r := reach.r
					d.reach = &r
				}
				if name == fileNamed {
					// The name is the file's; the signature shows the code
					// as written (raw stays the node's text).
					d.sym.Name = b.internString(b.file)
				}
			}
		}
	case scope != nil:
		s := rawScope{r: scope.r}
		// Several names join: Haskell's "instance Show (Lookup a)" is "Show Lookup".
		for i, n := range scopeNames {
			if i > 0 {
				s.name += " "
			}
			s.name += b.refText(n)
		}
		s.domain = b.domain
		b.scopes = append(b.scopes, s)
	case imp != nil:
		b.addImport(imp, impSrc, impAlias, impNames)
	}
}

// addPathRef records a dotted name (a.b.C, .a.b.C) written on one line:
// its last part is a reference, qualified by the part before it.
func (b *builder) addPathRef(n *node) {
	if n.r.Start.Line != n.r.End.Line || n.eb <= n.sb {
		return
	}
	text := b.src[n.sb:n.eb]
	at := func(lo, hi int) (string, Range) {
		for lo < hi && isSpaceByte(text[lo]) {
			lo++
		}
		for hi > lo && isSpaceByte(text[hi-1]) {
			hi--
		}
		r := Range{Start: Position{n.r.Start.Line, n.r.Start.Column + uint32(lo)}, End: Position{n.r.Start.Line, n.r.Start.Column + uint32(hi)}}
		return b.internBytes(text[lo:hi]), r
	}
	last := bytes.LastIndexByte(text, '.')
	name, r := at(last+1, len(text))
	if name == "" {
		return
	}
	ref := rawRef{name: name, r: r}
	if last > 0 {
		prev := bytes.LastIndexByte(text[:last], '.')
		if qn, qr := at(prev+1, last); qn != "" {
			ref.member, ref.qual = true, &rawQual{name: qn, r: qr}
		}
	}
	b.refs = append(b.refs, ref)
}

// refText is the name a reference, qualifier or binding node spells: its
// text, unquoted in SQL (where "users" and users are one table).
func (b *builder) refText(n *node) string {
	if b.lang == "sql" && n.eb > n.sb {
		if c := b.src[n.sb]; c == '"' || c == '`' || c == '[' {
			return b.internString(sqlName(string(b.src[n.sb:n.eb])))
		}
	}
	return b.text(n)
}

// sqlName unquotes an SQL identifier ("Order", `order`, [Order]) or an
// enum label ('active'); a doubled quote inside stands for one.
func sqlName(nm string) string {
	if len(nm) < 2 {
		return nm
	}
	switch q, e := nm[0], nm[len(nm)-1]; {
	case (q == '"' || q == '`' || q == '\'') && e == q:
		return strings.ReplaceAll(nm[1:len(nm)-1], string([]byte{q, q}), string(q))
	case q == '[' && e == ']':
		return nm[1 : len(nm)-1]
	}
	return nm
}

// perlQualified records a Perl name written with its package (Foo::bar,
// $Foo::Bar::VERSION, Other::Pkg::method after ->) as the member bar of
// the qualifier Foo, which is a reference of its own too (the package);
// false when the name has no package part.
func (b *builder) perlQualified(n *node) bool {
	t := b.src[n.sb:n.eb]
	sigil := 0
	if len(t) > 0 && (t[0] == '$' || t[0] == '@' || t[0] == '%' || t[0] == '&') {
		sigil = 1
	}
	k := bytes.LastIndex(t, []byte("::"))
	if k <= sigil || k+2 >= len(t) {
		return false
	}
	if last := t[k+2:]; sigil == 0 && last[0] >= 'A' && last[0] <= 'Z' && bytes.ContainsFunc(last, unicode.IsLower) {
		return false // Foo::Bar: a package's name (Foo::Bar->new, require Foo::Bar), whole
	}
	qr := Range{Start: n.r.Start, End: n.r.Start}
	qr.Start.Column += uint32(sigil)
	qr.End.Column += uint32(k)
	nr := Range{Start: n.r.Start, End: n.r.End}
	nr.Start.Column += uint32(k + 2)
	q := b.internBytes(t[sigil:k])
	name := b.internBytes(append(append([]byte(nil), t[:sigil]...), t[k+2:]...))
	b.refs = append(b.refs, rawRef{name: q, r: qr},
		rawRef{name: name, r: nr, member: true, qual: &rawQual{name: q, r: qr}})
	return true
}

// braceBody returns the body of an Objective-C method definition: from
// the first '{' outside parentheses (a method header has none but in
// them) to the definition's end; nil for a declaration.
func (b *builder) braceBody(def *node) *node {
	depth := 0
	for k := def.sb; k < def.eb; k++ {
		switch b.src[k] {
		case '(':
			depth++
		case ')':
			depth--
		case ';':
			if depth == 0 {
				return nil
			}
		case '{':
			if depth == 0 {
				p := def.r.Start
				for j := def.sb; j < k; j++ {
					if b.src[j] == '\n' {
						p = Position{Line: p.Line + 1}
					} else {
						p.Column++
					}
				}
				return &node{sb: k, eb: def.eb, r: Range{Start: p, End: def.r.End}}
			}
		}
	}
	return nil
}

// typeName is the type a @binding.type names: its text, or with
// @binding.type.file the file's (a Vue component's this).
func (b *builder) typeName(n *node, fromFile bool) string {
	if fromFile {
		return b.internString(b.file)
	}
	return b.internString(memberTypeName(b.lang, string(b.src[n.sb:n.eb])))
}

// spanOf extends a scope being captured by one more node of its match.
func spanOf(s *Range, r Range) *Range {
	if s == nil {
		return &r
	}
	return &Range{Start: minPos(s.Start, r.Start), End: maxPos(s.End, r.End)}
}

// cleanName turns a name node's text into the name people search for.
func cleanName(lang string, kind Kind, nm string) string {
	switch {
	case lang == "powershell":
		// $script:Root, @splat, script:Get-Thing: the sigil and the scope
		// are not part of the name people search for.
		nm = strings.TrimLeft(nm, "$@")
		for _, p := range []string{"global:", "script:", "private:", "local:", "using:"} {
			if len(nm) > len(p) && strings.EqualFold(nm[:len(p)], p) {
				return nm[len(p):]
			}
		}
		return nm
	case lang == "sql":
		return sqlName(nm)
	case lang == "erlang" && kind == KindStruct:
		// Records are a namespace of their own, written #name: a type
		// and a record of one name (-type state() :: #state{}) are two.
		return "#" + nm
	case lang == "ruby" || lang == "elixir":
		// Ruby names attributes by symbol (attr_reader :name), Elixir
		// keyword fields by keyword (defstruct a: 1).
		return strings.TrimRight(strings.TrimPrefix(nm, ":"), ": ")
	case len(nm) >= 2 && nm[0] == '`' && nm[len(nm)-1] == '`':
		// R `%op%`, Swift `default`, Kotlin `test name`: backquotes quote a name.
		return nm[1 : len(nm)-1]
	case kind == KindKey:
		// Markdown link labels ("[ci]"); quoted keys, escapes decoded.
		if lang == "markdown" && len(nm) >= 2 && nm[0] == '[' && nm[len(nm)-1] == ']' {
			return nm[1 : len(nm)-1]
		}
		if len(nm) >= 2 && nm[0] == '"' {
			if u, err := strconv.Unquote(nm); err == nil && u != "" {
				return u
			}
		}
		return unquote(nm)
	case kind == KindSection:
		// "## Title ##" closing hashes; quoted TOML table names stay as written.
		if t := strings.TrimRight(nm, "#"); t != nm && strings.HasSuffix(t, " ") {
			return strings.TrimSpace(t)
		}
	}
	return nm
}

// addDef records one definition; it reports false when the name is not a
// symbol (empty or "_").
func (b *builder) addDef(pattern uint, def, name, body, doc *node, docs []node, kind Kind, containers, prefix []string) bool {
	if b.rewritten(name) {
		return false
	}
	raw := b.text(name)
	nm := cleanName(b.lang, kind, raw)
	if nm == "" || nm == "_" {
		return false // "_" is a blank identifier in every language that has one
	}
	d := rawDef{
		sym: Symbol{
			Name: nm, Kind: kind, NameRange: name.r, FullRange: def.r, Parent: -1,
		},
		pattern: b.base + pattern, start: uint(def.sb), end: uint(def.eb), bodyStart: -1,
		explicit: containers, lang: b.lang, domain: b.domain,
	}
	if body != nil && body.sb >= def.sb {
		d.bodyStart = int(body.sb)
		// The scope runs from the body to the end of the definition, so a
		// body capture may be just the opening token.
		d.body = Range{Start: body.r.Start, End: def.r.End}
	}
	d.stop = d.end
	if d.bodyStart >= 0 && uint(d.bodyStart) <= d.end {
		d.stop = uint(d.bodyStart)
	}
	d.raw, d.pre = raw, strings.Join(prefix, " ")
	if doc != nil {
		n := *doc
		d.doc = &n
	} else if len(docs) > 0 {
		d.docs = append([]node(nil), docs...)
	}
	b.defs = append(b.defs, d)
	return true
}

func (b *builder) addImport(imp, src, alias *node, names []*node) {
	k := byteSpan{uint(imp.sb), uint(imp.eb)}
	im := b.imports[k]
	if im == nil {
		im = &Import{Range: imp.r}
		b.imports[k] = im
		b.order = append(b.order, k)
	}
	if src != nil && im.Source == "" {
		if b.lang == "graphql" {
			// #import "./x.graphql", # import A, B from "x.graphql"
			source, names := graphQLImport(b.text(src))
			im.Source = source
			for _, n := range names {
				im.Names = appendName(im.Names, ImportedName{Name: n})
			}
			return
		}
		im.Source = unquoteSource(b.text(src))
		im.SourceRange = src.r
		if b.lang == "perl" {
			// use parent -norequire, 'A', 'B': the packages, by spaces.
			im.Source = b.internString(strings.Join(perlNames(im.Source), " "))
		}
	}
	switch {
	case len(names) == 1 && alias != nil:
		im.Names = appendName(im.Names, ImportedName{Name: b.text(names[0]), Alias: b.text(alias)})
	case len(names) > 0 && b.lang == "perl":
		// use Foo qw(a &b :tag): the subs it imports, one per word.
		for _, n := range names {
			for _, w := range perlNames(b.text(n)) {
				im.Names = appendName(im.Names, ImportedName{Name: b.internString(w)})
			}
		}
	case len(names) > 0:
		for _, n := range names {
			im.Names = appendName(im.Names, ImportedName{Name: b.text(n)})
		}
	case alias != nil:
		im.Alias = b.text(alias)
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func appendName(ns []ImportedName, n ImportedName) []ImportedName {
	for _, x := range ns {
		if x == n {
			return ns
		}
	}
	return append(ns, n)
}

func unquote(s string) string {
	if len(s) >= 2 {
		if q := s[0]; (q == '"' || q == '\'' || q == '`') && s[len(s)-1] == q {
			return s[1 : len(s)-1]
		}
	}
	return s
}

// unquoteSource also strips the angle brackets of a system include
// (<stdio.h>); names keep theirs (Haskell's <+>).
func unquoteSource(s string) string {
	if len(s) >= 2 && s[0] == '<' && s[len(s)-1] == '>' {
		return s[1 : len(s)-1]
	}
	return unquote(s)
}

// joinSelectors names each definition and reference whose name node is
// the first keyword of a selector by the whole selector
// (insertObject:atIndex:), and makes the other keywords no references and
// no definitions.
func (b *builder) joinSelectors() {
	if len(b.selectors) == 0 {
		return
	}
	names := map[Range]string{}
	for _, parts := range b.selectors {
		sort.Slice(parts, func(i, j int) bool { return parts[i].sb < parts[j].sb })
		var sel strings.Builder
		for k, p := range parts {
			if k > 0 && p.sb == parts[k-1].sb {
				continue // captured by two patterns
			}
			sel.Write(b.src[p.sb:p.eb])
			j := int(p.eb)
			for j < len(b.src) && (b.src[j] == ' ' || b.src[j] == '\t' || b.src[j] == '\n' || b.src[j] == '\r') {
				j++
			}
			if j < len(b.src) && b.src[j] == ':' {
				sel.WriteByte(':')
			}
			if k > 0 {
				if b.opaque == nil {
					b.opaque = map[Range]bool{}
				}
				b.opaque[p.r] = true
			}
		}
		names[parts[0].r] = b.internString(sel.String())
	}
	kept := b.defs[:0]
	for _, d := range b.defs {
		if n, ok := names[d.sym.NameRange]; ok {
			d.sym.Name = n
		} else if b.opaque[d.sym.NameRange] {
			continue // a later keyword of a selector: the first one names it
		}
		kept = append(kept, d)
	}
	b.defs = kept
	for k := range b.refs {
		if n, ok := names[b.refs[k].r]; ok {
			b.refs[k].name = n
		}
	}
}

// finish dedups definitions, nests them, and fills f.
func (b *builder) finish(f *File) {
	b.lang = b.host
	b.joinSelectors()
	defs := b.dedupDefs()
	b.attachDecorators(defs)
	b.closeOpenDefs(defs)
	// Symbols by position, outer first; nesting by range containment.
	sort.SliceStable(defs, func(i, j int) bool {
		a, c := defs[i].sym, defs[j].sym
		if a.FullRange.Start != c.FullRange.Start {
			return a.FullRange.Start.Less(c.FullRange.Start)
		}
		if a.FullRange.End != c.FullRange.End {
			return c.FullRange.End.Less(a.FullRange.End)
		}
		return a.NameRange.Start.Less(c.NameRange.Start)
	})
	defs = reachDefs(mergeContinued(defs))
	typeKinds := map[string]Kind{}
	for _, d := range defs {
		if d.sym.Kind.IsType() || d.sym.Kind == KindModule {
			if _, seen := typeKinds[d.sym.Name]; !seen {
				typeKinds[d.sym.Name] = d.sym.Kind
			}
		}
	}
	guess := func(name string) Kind {
		if k, ok := typeKinds[name]; ok {
			return k
		}
		if b.lang == "nix" {
			return KindModule // services.nginx.enable: attrsets, not classes
		}
		return KindClass
	}
	// An explicit container is a type defined elsewhere (a Go receiver),
	// or in SQL the schema of app.users.
	guessExplicit := func(name string) Kind {
		if _, ok := typeKinds[name]; ok || b.lang != "sql" {
			return guess(name)
		}
		return KindModule
	}
	sort.SliceStable(b.scopes, func(i, j int) bool { return b.scopes[i].r.Start.Less(b.scopes[j].r.Start) })

	// A stack of open regions: symbols (index >= 0) and named scopes. Each
	// carries the full chain its members live in, so a parent's explicit
	// containers (C++ "namespace a::b", a Go receiver) reach its children.
	type open struct {
		r     Range
		sym   int32
		chain []PathPart
	}
	// One stack per tree: the definitions of an injected script nest among
	// themselves, never in the host's markup around them.
	var stack []open
	var stacks map[uint32][]open
	domain := uint32(0)
	switchTo := func(d uint32) {
		if d == domain {
			return
		}
		if stacks == nil {
			stacks = map[uint32][]open{}
		}
		stacks[domain] = stack
		domain, stack = d, stacks[d]
	}
	chainOf := func() []PathPart {
		if len(stack) == 0 {
			return nil
		}
		return stack[len(stack)-1].chain
	}
	parentOf := func() int32 {
		for i := len(stack) - 1; i >= 0; i-- {
			if stack[i].sym >= 0 {
				return stack[i].sym
			}
		}
		return -1
	}
	extend := func(chain []PathPart, p ...PathPart) []PathPart {
		return append(append(make([]PathPart, 0, len(chain)+len(p)), chain...), p...)
	}
	type hoistKey struct {
		owner int32
		name  string
	}
	hoisted := map[hoistKey]bool{}
	inits := map[int32]string{}
	si := 0
	f.Symbols = make([]Symbol, 0, len(defs))
	for _, d := range defs {
		// Each definition and scope costs the depth it stands at: its
		// container chain is copied, its parent looked for.
		if !b.spend(1 + len(stack)) {
			return
		}
		s := d.sym
		for si < len(b.scopes) && !s.FullRange.Start.Less(b.scopes[si].r.Start) {
			sc := b.scopes[si]
			si++
			b.spend(1 + len(stack))
			switchTo(sc.domain)
			for len(stack) > 0 && !stack[len(stack)-1].r.Contains(sc.r) {
				stack = stack[:len(stack)-1]
			}
			if sc.name != "" {
				stack = append(stack, open{r: sc.r, sym: -1, chain: extend(chainOf(), PathPart{Name: sc.name, Kind: guess(sc.name)})})
			}
		}
		switchTo(d.domain)
		// Names sharing one definition node (Go "const A, B = 1, 2") are
		// siblings, not parent and child.
		for len(stack) > 0 && (!stack[len(stack)-1].r.Contains(s.FullRange) || stack[len(stack)-1].r == s.FullRange) {
			stack = stack[:len(stack)-1]
		}
		s.Parent = parentOf()
		s.Container = chainOf()
		if b.lang == "perl" && s.Parent >= 0 && f.Symbols[s.Parent].Kind == KindModule {
			// A Perl package is a namespace: what stands in it is named
			// by it (its Container), not a member of it, and a plain
			// call of a sub reaches the sub.
			s.Parent = -1
		}
		if b.lang == "perl" && (s.Kind == KindModule || s.Kind == KindClass || s.Kind == KindTrait) {
			// A package's name is absolute: package B in package A's
			// block is B, not A::B.
			s.Parent, s.Container = -1, nil
		}
		if k := strings.LastIndex(s.Name, "::"); b.lang == "perl" && s.Kind.IsCallable() && k > 0 && k+2 < len(s.Name) &&
			s.NameRange.Start.Line == s.NameRange.End.Line && int(s.NameRange.End.Column-s.NameRange.Start.Column) == len(s.Name) {
			// sub Foo::bar { } is bar of package Foo, wherever it stands.
			s.Parent, s.Container = -1, []PathPart{{Name: s.Name[:k], Kind: KindModule}}
			s.NameRange.Start.Column += uint32(k + 2)
			s.Name = s.Name[k+2:]
		}
		if d.hoist {
			// Attach to the nearest enclosing type; the first definition of
			// a name there wins (self.x assigned in several methods).
			owner := -1
			for k := len(stack) - 1; k >= 0; k-- {
				if stack[k].sym >= 0 && f.Symbols[stack[k].sym].Kind.IsType() {
					owner = k
					break
				}
			}
			if owner < 0 {
				continue
			}
			key := hoistKey{stack[owner].sym, s.Name}
			if hoisted[key] {
				continue
			}
			hoisted[key] = true
			s.Parent, s.Container = stack[owner].sym, stack[owner].chain
			s.Signature = attributeSignature(s.Signature)
		}
		if len(d.explicit) > 0 {
			parts := make([]PathPart, len(d.explicit))
			for i, c := range d.explicit {
				parts[i] = PathPart{Name: c, Kind: guessExplicit(c)}
			}
			s.Container = extend(s.Container, parts...)
		}
		if s.Kind == KindFunction && len(s.Container) > 0 && s.Container[len(s.Container)-1].Kind.IsType() {
			s.Kind = KindMethod
		}
		if !d.hoist && s.Parent >= 0 && s.Kind == KindField {
			hoisted[hoistKey{s.Parent, s.Name}] = true // a declared field wins over self.x
		}
		idx := int32(len(f.Symbols))
		f.Symbols = append(f.Symbols, s)
		if d.init != "" {
			inits[idx] = d.init
		}
		stack = append(stack, open{r: s.FullRange, sym: idx, chain: extend(s.Container, PathPart{Name: s.Name, Kind: s.Kind})})
		if d.bodyStart >= 0 {
			f.Scopes = append(f.Scopes, Scope{Range: d.body, Symbol: idx})
		}
	}
	for _, sc := range b.scopes {
		f.Scopes = append(f.Scopes, Scope{Range: sc.r, Symbol: -1, Name: sc.name})
	}
	sort.SliceStable(f.Scopes, func(i, j int) bool { return f.Scopes[i].Range.Start.Less(f.Scopes[j].Range.Start) })

	if len(b.bases) > 0 {
		byName := make(map[Range]int, len(f.Symbols))
		for k := range f.Symbols {
			byName[f.Symbols[k].NameRange] = k
		}
		for _, rb := range b.bases {
			k, ok := byName[rb.of]
			if rb.in {
				k, ok = innermostContainer(f.Symbols, rb.of)
			}
			if ok && !contains(f.Symbols[k].Bases, rb.name) {
				f.Symbols[k].Bases = append(f.Symbols[k].Bases, rb.name)
			}
		}
	}
	if b.lang == "perl" {
		b.perlSelfTypes(f.Symbols)
	}
	if !b.spend(len(b.refs)) {
		return
	}
	f.Refs, f.RefNames, f.LocalTypes, f.LocalInits = b.finishRefs(f.Symbols)
	typeFieldsFromLocals(f, inits)
	if b.lang == "python" {
		pyTypeFieldCalls(f)
	}
	for _, k := range b.order {
		f.Imports = append(f.Imports, *b.imports[k])
	}
	if len(b.injections) > 0 {
		// The host's imports and its scripts' were found by several runs:
		// in source order.
		sort.SliceStable(f.Imports, func(i, j int) bool { return f.Imports[i].Range.Start.Less(f.Imports[j].Range.Start) })
	}
	if ex := dedupExports(b.exports); len(ex) > 0 {
		f.Exports = slices.Clone(ex) // b.exports is reused
	}
}

// mergeContinued joins each definition captured with @continues to the
// next one, when that has its name and kind (an Erlang function's
// clauses): the first spans them all, the others go. defs are in source
// order, outer first; definitions nested in the first are passed over.
func mergeContinued(defs []rawDef) []rawDef {
	var drop []bool // merged into an earlier clause; one pass, however many clauses
	for i := range defs {
		d := &defs[i]
		if !d.continues || drop != nil && drop[i] {
			continue
		}
		if drop == nil {
			drop = make([]bool, len(defs))
		}
		for j := i + 1; d.continues; j++ {
			for j < len(defs) && d.sym.FullRange.Contains(defs[j].sym.FullRange) {
				j++
			}
			if j == len(defs) || defs[j].sym.Name != d.sym.Name || defs[j].sym.Kind != d.sym.Kind {
				break
			}
			n := &defs[j]
			d.sym.FullRange.End, d.end, d.continues = n.sym.FullRange.End, n.end, n.continues
			if d.bodyStart >= 0 {
				d.body.End = n.sym.FullRange.End
			}
			drop[j] = true
		}
	}
	if drop == nil {
		return defs
	}
	out := defs[:0]
	for i := range defs {
		if !drop[i] {
			out = append(out, defs[i])
		}
	}
	return out
}

// reachDefs extends each definition captured with @reach and without a
// body to the start of the next definition of the same @reach node, or to
// that node's end (Perl's `package Foo;` holds until the next package
// statement of its block). defs are in source order and stay so: an
// extended definition keeps its start and only grows.
func reachDefs(defs []rawDef) []rawDef {
	last := map[Range]int{} // @reach node → the index of its latest definition
	end := func(k int, at Position) {
		if d := &defs[k]; d.bodyStart < 0 && d.sym.FullRange.End.Less(at) {
			d.sym.FullRange.End = at
		}
	}
	for i := range defs {
		r := defs[i].reach
		if r == nil {
			continue
		}
		if k, ok := last[*r]; ok {
			end(k, defs[i].sym.FullRange.Start)
		}
		last[*r] = i
	}
	for r, k := range last {
		end(k, r.End)
	}
	return defs
}

// innermostContainer is the smallest type or module whose range holds r.
func innermostContainer(syms []Symbol, r Range) (int, bool) {
	best := -1
	for k := range syms {
		s := &syms[k]
		if s.Kind.IsContainer() && s.Kind != KindKey && s.Kind != KindSection && s.FullRange.Contains(r) &&
			(best < 0 || syms[best].FullRange.Contains(s.FullRange)) {
			best = k
		}
	}
	return best, best >= 0
}

// perlSelfTypes types Perl's invocants: `my $self = shift` (and $class)
// in a sub of package Foo is a Foo, so $self->m is Foo's m (or one it
// inherits), whatever else the files define an m.
func (b *builder) perlSelfTypes(syms []Symbol) {
	var pkgs []int
	for k := range syms {
		if syms[k].Kind == KindModule || syms[k].Kind == KindClass {
			pkgs = append(pkgs, k)
		}
	}
	if len(pkgs) == 0 {
		return
	}
	for i := range b.bindings {
		bd := &b.bindings[i]
		if bd.typ != "" || bd.name != "$self" && bd.name != "$class" {
			continue
		}
		best := -1
		for _, k := range pkgs {
			if syms[k].FullRange.Contains(bd.r) && (best < 0 || syms[best].FullRange.Contains(syms[k].FullRange)) {
				best = k
			}
		}
		if best >= 0 {
			bd.typ = syms[best].Name
		}
	}
}

// perlNames reads the names of a Perl list as written (qw(A B), 'A',
// "B", -norequire, 'C'): quotes, qw and parentheses go, and so do options
// (-norequire), tags (:all), variables ($VERSION) and versions (1.02); a
// sub may be written &f.
func perlNames(list string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(list, func(r rune) bool {
		return !(r == ':' || r == '_' || r == '-' || r == '$' || r == '@' || r == '%' || r == '&' || r == '.' ||
			unicode.IsLetter(r) || unicode.IsDigit(r))
	}) {
		w = strings.TrimPrefix(w, "&")
		if w == "" || w == "qw" || strings.ContainsAny(w[:1], "-:$@%.0123456789") {
			continue
		}
		out = append(out, w)
	}
	return out
}

// describe reads a kept definition's signature, declared type and doc.
func (b *builder) describe(d *rawDef) {
	kind, nm, raw, pre, stop, lang := d.sym.Kind, d.sym.Name, d.raw, d.pre, d.stop, d.lang
	start := d.start
	if d.doc != nil && uint(d.doc.sb) == start && uint(d.doc.eb) <= stop {
		// A description written first inside the definition's node
		// (GraphQL's """doc""" type T) is its doc, not its signature.
		start = uint(d.doc.eb)
	}
	lisp := lispForms(lang)
	if lisp {
		// The whole form: its parameters may follow the docstring, and
		// each arity is a list of its own (signature_lisp.go).
		d.sym.Signature = lispSignature(lang, kind, nm, b.src[d.start:min(d.end, d.start+sigScan)])
	} else {
		d.sym.Signature = signatureOf(lang, kind, pre, b.src[start:stop])
	}
	if !lisp { // Lisp forms declare no types
		b.declaredType(d, kind, nm, pre, start, stop)
	}
	b.describeRest(d, nm, raw)
}

// declaredType reads a kept definition's declared type from its text
// between start and stop.
func (b *builder) declaredType(d *rawDef, kind Kind, nm, pre string, start, stop uint) {
	lang := d.lang
	switch kind {
	case KindFunction, KindMethod, KindField, KindVariable, KindConstant:
		// The type is read from the whole declaration: a value's type and
		// callee come right after its name, in the initializer the
		// signature leaves out; a callable's result after its parameters,
		// which a long list elides.
		decl := d.sym.Signature
		switch {
		case isValueKind(kind):
			decl = oneLine(b.src[start:min(stop, start+4*400)], 400)
			if pre != "" {
				decl = pre + " " + decl
			}
			if _, rhs, ok := strings.Cut(decl, "="); ok && kind == KindField && strings.TrimSpace(rhs) != "" && isIdentifier(strings.TrimSpace(rhs)) {
				d.init = strings.TrimSpace(rhs)
			}
		case strings.Contains(decl, "…"):
			decl = oneLine(b.src[start:stop], 8<<10)
		}
		d.sym.Type = b.internString(DeclaredType(lang, kind, nm, decl))
	}
}

// describeRest completes the signature with the name and reads the doc.
func (b *builder) describeRest(d *rawDef, nm, raw string) {
	// A signature names its symbol: "typedef struct {...} Name" is cut
	// before the name, so the name is put back.
	if !strings.Contains(d.sym.Signature, nm) && !strings.Contains(d.sym.Signature, raw) && !strings.Contains(d.sym.Signature, "…") &&
		!strings.Contains(noSpace(d.sym.Signature), noSpace(nm)) {
		d.sym.Signature = strings.TrimSpace(d.sym.Signature + " " + oneLine([]byte(nm), 80))
	}
	switch {
	case d.sym.Doc != "": // set by the regex tier (a docstring)
	case d.doc != nil && b.lang == "perl" && strings.HasPrefix(b.text(d.doc), "="):
		if uint(d.doc.sb) > d.start && d.sym.Kind != KindModule {
			d.sym.Doc = podSection(b.text(d.doc), nm) // the module's POD after its code
		} else {
			d.sym.Doc = podDoc(b.text(d.doc), nm)
		}
		if d.sym.Doc == "" {
			d.sym.Doc = docText(b.src, d.docs) // a POD about something else: the comments above
		}
	case d.doc != nil && lispForms(b.lang) && b.src[d.doc.sb] == '"':
		d.sym.Doc = lispDocstring(docFromNode(b.text(d.doc)))
	case d.doc != nil:
		d.sym.Doc = docFromNode(b.text(d.doc))
	default:
		if b.lang == "tlaplus" {
			d.docs = tlaDocs(b.src, d.docs)
		}
		d.sym.Doc = docText(b.src, d.docs)
	}
	if b.lang == "erlang" && d.sym.Doc != "" {
		d.sym.Doc = edocText(d.sym.Doc)
	}
	d.doc, d.docs = nil, nil
}

// dedupDefs drops repeated matches of one name node (the pattern written
// first in the query wins, so specific patterns go before generic ones)
// and definitions inside @local regions.
func (b *builder) dedupDefs() []rawDef {
	sort.SliceStable(b.defs, func(i, j int) bool { return b.defs[i].pattern < b.defs[j].pattern })
	locals := mergeRanges(b.locals)
	seen := map[Range]bool{}
	out := b.defs[:0]
	for _, d := range b.defs {
		if seen[d.sym.NameRange] || inAny(locals, d.sym.NameRange) {
			continue
		}
		seen[d.sym.NameRange] = true
		b.describe(&d)
		out = append(out, d)
	}
	return out
}

// mergeRanges sorts ranges and drops those inside another, leaving
// disjoint outermost regions for inAny's binary search.
func mergeRanges(rs []Range) []Range {
	if len(rs) == 0 {
		return nil
	}
	sort.Slice(rs, func(i, j int) bool {
		if rs[i].Start != rs[j].Start {
			return rs[i].Start.Less(rs[j].Start)
		}
		return rs[j].End.Less(rs[i].End)
	})
	out := rs[:1]
	for _, r := range rs[1:] {
		if !out[len(out)-1].Contains(r) {
			out = append(out, r)
		}
	}
	return out
}

// inAny reports whether r lies inside one of the disjoint sorted regions.
func inAny(regions []Range, r Range) bool {
	i := sort.Search(len(regions), func(i int) bool { return r.Start.Less(regions[i].Start) })
	return i > 0 && regions[i-1].Contains(r)
}

// finishRefs sorts refs, drops duplicates and the names of definitions,
// and numbers the names. The result is sized exactly: refs dominate memory.
func (b *builder) finishRefs(syms []Symbol) ([]Ref, []string, []string, []uint32) {
	defNames := make(map[Range]bool, len(syms))
	for _, s := range syms {
		defNames[s.NameRange] = true
	}
	raw := b.refs
	sort.SliceStable(raw, func(i, j int) bool {
		if raw[i].r.Start != raw[j].r.Start {
			return raw[i].r.Start.Less(raw[j].r.Start)
		}
		// A key after the name at its place ({ a }), whatever the
		// order of the patterns that found them.
		return raw[i].pattern == nil && raw[j].pattern != nil
	})
	kept := raw[:0]
	for _, r := range raw {
		if defNames[r.r] || b.opaque[r.r] {
			continue
		}
		if n := len(kept); n > 0 && r.r == kept[n-1].r && (r.pattern == nil) == (kept[n-1].pattern == nil) {
			kept[n-1].member = kept[n-1].member || r.member // captured by two patterns
			if kept[n-1].qual == nil {
				kept[n-1].qual = r.qual
			}
			if kept[n-1].via == nil {
				kept[n-1].via = r.via
			}
			continue
		}
		kept = append(kept, r)
	}
	if len(kept) == 0 {
		return nil, nil, nil, nil
	}
	local, implicit, defs, types, inits := b.bindLocals(kept)
	if !b.spend(len(kept)) {
		return nil, nil, nil, nil
	}
	// A key whose pattern or object binds no type (at the top level,
	// outside every scope) is no reference: read as an untyped member,
	// it would guess.
	n := 0
	for i, r := range kept {
		if r.pattern != nil && (implicit == nil || implicit[i] == 0) {
			continue
		}
		kept[n], local[n] = r, local[i]
		if implicit != nil {
			implicit[n] = implicit[i]
		}
		n++
	}
	if n < len(kept) {
		kept, local = kept[:n], local[:n]
		if implicit != nil {
			implicit = implicit[:n]
		}
		if n == 0 {
			return nil, nil, nil, nil
		}
	}
	ids := map[string]uint32{}
	for _, r := range kept {
		ids[r.name] = 0
		if r.qual != nil {
			ids[r.qual.name] = 0
		}
	}
	names := make([]string, 0, len(ids))
	for n := range ids {
		names = append(names, n)
	}
	sort.Strings(names)
	for i, n := range names {
		ids[n] = uint32(i)
	}
	if !b.spend(len(kept)) {
		return nil, nil, nil, nil
	}
	// A qualifier that is itself a local names a value, not a package.
	localAt := map[Range]uint32{}
	for i, r := range kept {
		if local[i] != 0 {
			localAt[r.r] = local[i]
		}
	}
	at := make(map[Range]uint32, len(kept)) // 1 + index, by range
	for i, r := range kept {
		if r.pattern != nil || at[r.r] == 0 {
			// A key before the name at its place ({ a }): what
			// initialises the local a.
			at[r.r] = uint32(i) + 1
		}
	}
	if !b.spend(len(kept)) {
		return nil, nil, nil, nil
	}
	var initRefs []uint32
	for k, r := range inits {
		if r != nil && at[*r] != 0 {
			if initRefs == nil {
				initRefs = make([]uint32, len(inits))
			}
			initRefs[k] = at[*r]
		}
	}
	refs := make([]Ref, len(kept))
	for i, r := range kept {
		refs[i] = Ref{Name: ids[r.name], Line: r.r.Start.Line, Column: r.r.Start.Column, End: r.r.End.Column, Member: r.member}
		if local[i] != 0 {
			refs[i].Bind = BindLocal(local[i])
			refs[i].Def = defs[r.r]
		} else if implicit != nil && implicit[i] != 0 {
			refs[i].Bind = BindRecv(implicit[i])
		}
		if r.via != nil && r.member {
			if v := at[*r.via]; v != 0 && v-1 < uint32(i) {
				refs[i].Bind = BindVia(v)
			}
		}
		if r.qual != nil && r.member {
			if l := localAt[r.qual.r]; l != 0 {
				refs[i].Bind = BindRecv(b.narrowedAt(l, r.r.Start))
			} else {
				refs[i].Bind = BindQual(ids[r.qual.name] + 1)
			}
		}
	}
	return refs, names, types, initRefs
}

// TypeName reduces a type as written to the name of the type whose
// members a value of it has: pointers and type arguments dropped ("*T",
// "T[int]" → "T"; "*pkg.T" → "pkg.T"); "" for any other shape (slices,
// maps, functions, channels).
func TypeName(t string) string {
	s := strings.TrimLeft(strings.TrimSpace(t), "*& \t")
	if i := strings.IndexAny(s, "[<("); i >= 0 {
		if i == 0 || s[i] == '(' {
			return "" // []T, func(...)
		}
		s = s[:i]
	}
	switch s {
	case "", "map", "chan", "func", "struct", "interface":
		return ""
	}
	for _, c := range s {
		if c != '.' && c != '_' && c != '$' && !unicode.IsLetter(c) && !unicode.IsDigit(c) {
			return ""
		}
	}
	return s
}

// bindLocals returns, per reference (sorted by position), 1 + the index of
// the local binding its name resolves to among the file's bindings inside
// a scope, or 0, and the ranges of the identifiers that declare a binding
// (the first of a hoisted name bound again; never the implicit this/self,
// which has no identifier). A plain reference binds to
// the binding of its name in the innermost enclosing scope that holds one
// visible at the reference: standing before it, or hoisted; member
// references (x.f) are never locals. Bindings outside every scope (package
// level) are not locals. In a language whose methods name their class's
// members bare (C++, Java, C#, Kotlin), a plain reference bound to no
// local gets, in implicit, the local "this" of the class body or method
// holding it: it may be a member of that class, inherited included.
func (b *builder) bindLocals(refs []rawRef) (out, implicit []uint32, defs map[Range]bool, types []string, inits []*Range) {
	out = make([]uint32, len(refs))
	if len(b.bindings) == 0 || len(b.bindScopes) == 0 {
		return out, nil, nil, nil, nil
	}
	// The local a of a typed pattern's { a } is its key's member: the
	// member's type is a's.
	var keyAt map[Range]*Range
	for i := range refs {
		if refs[i].pattern != nil {
			if keyAt == nil {
				keyAt = map[Range]*Range{}
			}
			keyAt[refs[i].r] = &refs[i].r
		}
	}
	for k := range b.bindings {
		if bd := &b.bindings[k]; keyAt[bd.r] != nil && bd.typ == "" && bd.init == nil {
			bd.init = keyAt[bd.r]
		}
	}
	scopes := b.bindScopes
	sort.Slice(scopes, func(i, j int) bool {
		if scopes[i].Start != scopes[j].Start {
			return scopes[i].Start.Less(scopes[j].Start)
		}
		return scopes[j].End.Less(scopes[i].End) // outer first
	})
	// One scope captured by several matches is one scope: an explicit
	// binding scope and a @binding.global must find the same one.
	scopes = slices.Compact(scopes)
	contains := func(outer, inner int) bool {
		return !scopes[inner].Start.Less(scopes[outer].Start) && !scopes[outer].End.Less(scopes[inner].End)
	}
	// parent[s] is the innermost scope holding scope s (-1: none). Scopes
	// are syntax nodes, which nest: the scopes holding one are its
	// ancestors, so the walks below climb parents instead of scanning every
	// earlier scope, quadratic over a file of many (a bundle's top level).
	// laminar checks it: with ranges that overlap, or an empty one where a
	// closed one ends, they scan as before, counted.
	parent := make([]int32, len(scopes))
	depth := make([]int32, len(scopes)) // parents above
	laminar := true
	{
		var open []int32
		var poppedEnd Position
		popped := false
		for s := range scopes {
			for len(open) > 0 && !contains(int(open[len(open)-1]), s) {
				top := scopes[open[len(open)-1]]
				if scopes[s].Start.Less(top.End) {
					laminar = false // overlapping
				}
				if !popped || poppedEnd.Less(top.End) {
					poppedEnd, popped = top.End, true
				}
				open = open[:len(open)-1]
			}
			if popped && scopes[s].Start == scopes[s].End && poppedEnd == scopes[s].Start {
				laminar = false // held by a closed scope too
			}
			parent[s] = -1
			if len(open) > 0 {
				parent[s] = open[len(open)-1]
				depth[s] = depth[parent[s]] + 1
			}
			open = append(open, int32(s))
		}
		b.spend(len(scopes))
	}
	// innermost returns the index of the innermost scope holding r, or -1:
	// among the scopes starting at or before r, the last one (in start
	// order, outer first on ties) whose end is not before r's end. That
	// one holds the last starting at or before r, when it is not that one
	// itself: among nested scopes, an ancestor of it.
	innermost := func(r Range) int {
		k := sort.Search(len(scopes), func(i int) bool { return r.Start.Less(scopes[i].Start) }) - 1
		for k >= 0 && scopes[k].End.Less(r.End) {
			if !b.spend(1) {
				return -1
			}
			if laminar {
				k = int(parent[k])
			} else {
				k--
			}
		}
		return k
	}
	// bindIn is the scope a binding binds in: the innermost holding it;
	// for @binding.var, the innermost that is no block (-1: none, so the
	// name is not a local).
	bindIn := func(bd *rawBinding) int {
		if bd.in != nil {
			// An explicit scope: the one of that range (scopes are sorted
			// by start, then end descending, with no two equal).
			in := *bd.in
			s := sort.Search(len(scopes), func(i int) bool {
				if scopes[i].Start != in.Start {
					return in.Start.Less(scopes[i].Start)
				}
				return !in.End.Less(scopes[i].End)
			})
			if s == len(scopes) || scopes[s] != in {
				return -1
			}
			return s
		}
		s := innermost(bd.r)
		for s >= 0 && bd.fnScope && b.blocks[scopes[s]] {
			if laminar {
				s = int(parent[s])
				continue
			}
			k := s - 1 // scopes holding s start at or before it: earlier in order
			for ; k >= 0 && (scopes[s].Start.Less(scopes[k].Start) || scopes[k].End.Less(scopes[s].End)); k-- {
				if !b.spend(1) {
					return -1
				}
			}
			s = k
		}
		return s
	}
	type bound struct {
		scope   int
		start   Position
		hoisted bool
		id      uint32
	}
	type scopeName struct {
		scope int
		name  string
	}
	var unbound map[scopeName]bool // global x / nonlocal x: not bound in that scope
	for _, u := range b.unbound {
		if s := innermost(u.r); s >= 0 {
			if unbound == nil {
				unbound = map[scopeName]bool{}
			}
			unbound[scopeName{s, u.name}] = true
		}
	}
	byName := map[string][]bound{}
	self := map[Range]uint32{} // a binding's own identifier is its local
	defs = map[Range]bool{}    // the identifiers that declare one
	sort.SliceStable(b.bindings, func(i, j int) bool { return b.bindings[i].r.Start.Less(b.bindings[j].r.Start) })
	id := uint32(0) // numbers the bindings inside a scope, in source order
	typed := false
	for k := range b.bindings {
		if b.halted {
			break
		}
		bd := &b.bindings[k]
		if k > 0 && bd.r == b.bindings[k-1].r && bd.name == b.bindings[k-1].name && sameRange(bd.in, b.bindings[k-1].in) {
			// Captured by several patterns: one binding, the type of any.
			if sid := self[bd.r]; sid > 0 { // kept: in a scope, not unbound there
				if bd.typ != "" && types[sid-1] == "" {
					types[sid-1], typed = bd.typ, true
				}
				if bd.init != nil && inits[sid-1] == nil {
					inits[sid-1], typed = bd.init, true
				}
				if bd.from != nil {
					bs := byName[bd.name]
					if last := &bs[len(bs)-1]; last.id == sid && last.start.Less(*bd.from) {
						last.start = *bd.from
					}
				}
			}
			continue
		}
		if s := bindIn(bd); s >= 0 && !unbound[scopeName{s, bd.name}] {
			if bs := byName[bd.name]; bd.hoisted && len(bs) > 0 && bs[len(bs)-1].hoisted && bs[len(bs)-1].scope == s {
				// A hoisted name bound again in its scope is the same
				// variable (Python's x = 1 ... x += 1, JavaScript's var).
				sid := bs[len(bs)-1].id
				self[bd.r] = sid
				if bd.typ != "" && types[sid-1] == "" {
					types[sid-1], typed = bd.typ, true
				}
				if bd.init != nil && inits[sid-1] == nil {
					inits[sid-1], typed = bd.init, true
				}
				continue
			}
			id++
			start := bd.r.Start
			if bd.from != nil {
				start = *bd.from
			}
			self[bd.r] = id
			defs[bd.r] = true
			byName[bd.name] = append(byName[bd.name], bound{s, start, bd.hoisted, id})
			types = append(types, bd.typ)
			inits = append(inits, bd.init)
			typed = typed || bd.typ != "" || bd.init != nil
		}
	}
	// gate[s] is the innermost gate scope holding scope s (s itself
	// included), or -1: bindings of scopes outside it are hidden in s
	// (Ruby's def, class and module bodies). Scopes are in start order,
	// outer first, so a stack of the open ones finds each one's parent.
	var gate []int
	if len(b.gates) > 0 {
		gate = make([]int, len(scopes))
		var open []int
		for s := range scopes {
			for len(open) > 0 && !contains(open[len(open)-1], s) {
				open = open[:len(open)-1]
			}
			switch {
			case b.gates[scopes[s]]:
				gate[s] = s
			case len(open) > 0:
				gate[s] = gate[open[len(open)-1]]
			default:
				gate[s] = -1
			}
			open = append(open, s)
		}
	}
	// inScope indexes the bindings of a name bound many times by scope
	// (positions in byName's list, in its order), built on first use.
	var inScope map[string]map[int32][]int32
	// lookup finds the binding of name visible at r, or 0.
	lookup := func(name string, r Range) uint32 {
		bs := byName[name]
		if len(bs) == 0 {
			return 0
		}
		in := innermost(r)
		if in < 0 {
			return 0
		}
		if laminar && len(bs) > 8 && int(depth[in]) < len(bs) {
			// The bindings of the scopes holding in, innermost first, no
			// further out than its gate: the first visible wins (in one
			// scope, the latest), as in the scan below, which is shorter
			// when the name has fewer bindings than in has parents.
			idx := inScope[name]
			if idx == nil {
				if inScope == nil {
					inScope = map[string]map[int32][]int32{}
				}
				idx = map[int32][]int32{}
				for k, bd := range bs {
					idx[int32(bd.scope)] = append(idx[int32(bd.scope)], int32(k))
				}
				inScope[name] = idx
				b.spend(len(bs))
			}
			stop := -1
			if gate != nil && gate[in] >= 0 {
				stop = gate[in]
			}
			for s := in; s >= 0 && s >= stop; s = int(parent[s]) {
				ks := idx[int32(s)]
				found, n := uint32(0), 1
				for j := len(ks) - 1; j >= 0; j-- {
					n++
					if bd := &bs[ks[j]]; bd.hoisted || !r.Start.Less(bd.start) {
						found = bd.id
						break
					}
				}
				if !b.spend(n) {
					return 0
				}
				if found != 0 {
					return found
				}
			}
			return 0
		}
		if !b.spend(len(bs)) {
			return 0
		}
		best, bestScope := uint32(0), -1
		for _, bd := range bs {
			if !contains(bd.scope, in) || (!bd.hoisted && r.Start.Less(bd.start)) {
				continue
			}
			if gate != nil && gate[in] >= 0 && !contains(gate[in], bd.scope) {
				continue // behind a gate
			}
			// A deeper scope wins; in one scope, the latest binding.
			if bestScope < 0 || bd.scope > bestScope || bd.scope == bestScope {
				best, bestScope = bd.id, bd.scope
			}
		}
		return best
	}
	// A narrowing is a hidden binding of its type, numbered after every
	// binding of the file, that the narrowed local's member references in
	// its region take as their receiver (finishRefs).
	b.narrowed = b.narrowed[:0]
	for _, nw := range b.narrows {
		l := lookup(nw.name, nw.at)
		if l == 0 {
			continue
		}
		region := nw.region
		for _, bd := range b.bindings {
			// Bound again inside the region: the check no longer holds.
			if self[bd.r] == l && !bd.r.Start.Less(region.Start) && bd.r.Start.Less(region.End) {
				region.End = bd.r.Start
				break
			}
		}
		id++
		types, inits, typed = append(types, nw.typ), append(inits, nil), true
		b.narrowed = append(b.narrowed, narrowed{local: l, id: id, region: region})
	}
	if !typed {
		types, inits = nil, nil
	}
	bare := implicitMembers[b.lang] && len(byName["this"]) > 0
	for i, r := range refs {
		if b.halted {
			break
		}
		if r.member {
			if r.pattern != nil {
				// A key of a typed pattern: a member of its hidden binding.
				if id := self[Range{Start: *r.pattern, End: *r.pattern}]; id != 0 {
					if implicit == nil {
						implicit = make([]uint32, len(refs))
					}
					implicit[i] = id
				}
			}
			continue
		}
		if id, ok := self[r.r]; ok {
			out[i] = id
			continue
		}
		out[i] = lookup(r.name, r.r)
		if out[i] == 0 && bare && r.name != "this" {
			if this := lookup("this", r.r); this != 0 {
				if implicit == nil {
					implicit = make([]uint32, len(refs))
				}
				implicit[i] = this
			}
		}
	}
	return out, implicit, defs, types, inits
}

// patternBinding names the hidden binding of a typed destructuring
// pattern: no identifier can be written so, so no reference finds it.
const patternBinding = "{}"

// implicitMembers are the languages whose methods name their class's
// members without "this." (a Protocol Buffers message names its nested
// types so). A Dockerfile stage names its ARG and ENV bare ($VERSION): its
// extent binds "this" (see closeOpenDefs).
var implicitMembers = map[string]bool{"cpp": true, "java": true, "csharp": true, "kotlin": true, "proto": true, "dockerfile": true, "solidity": true, "objc": true}

// sameRange reports whether two optional ranges are equal.
func sameRange(a, b *Range) bool {
	return a == b || a != nil && b != nil && *a == *b
}

func dedupExports(ex []Export) []Export {
	sort.SliceStable(ex, func(i, j int) bool { return ex[i].Range.Start.Less(ex[j].Range.Start) })
	out := ex[:0]
	for i, e := range ex {
		if i > 0 && e == ex[i-1] {
			continue
		}
		out = append(out, e)
	}
	return out
}

// oneLine collapses whitespace runs, trims a trailing body opener and caps
// the result at max runes. It reads only as much input as it keeps, so a
// definition spanning a huge table costs no more than a short one.
func oneLine(b []byte, max int) string {
	var sb strings.Builder
	space, n, cut := false, 0, false
	for len(b) > 0 {
		r, size := utf8.DecodeRune(b)
		b = b[size:]
		if r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\f' || r == '\v' {
			space = sb.Len() > 0
			continue
		}
		need := 1 // the rune, and a space before it
		if space {
			need = 2
		}
		if n+need > max {
			cut = true
			break
		}
		if space {
			sb.WriteByte(' ')
			n++
			space = false
		}
		sb.WriteRune(r) // RuneError for invalid bytes writes U+FFFD
		n++
	}
	s := sb.String()
	if cut {
		return s + "…"
	}
	s = strings.TrimRight(s, " {:;")
	if strings.HasSuffix(s, "=") && !strings.HasSuffix(s, "==") && !strings.HasSuffix(s, "!=") &&
		!strings.HasSuffix(s, "<=") && !strings.HasSuffix(s, ">=") {
		s = strings.TrimRight(strings.TrimSuffix(s, "="), " ")
	}
	return s
}

func minPos(a, b Position) Position {
	if b.Less(a) {
		return b
	}
	return a
}

func maxPos(a, b Position) Position {
	if a.Less(b) {
		return b
	}
	return a
}

// typeFieldsFromLocals gives a field whose declaration writes no type
// but assigns a typed local (self.env = env, where env: Environment is a
// parameter) that local's type; inits holds such fields' initializers,
// by symbol index. An instance attribute so typed then reads "env:
// Environment".
func typeFieldsFromLocals(f *File, inits map[int32]string) {
	if len(f.LocalTypes) == 0 {
		return
	}
	for k := range f.Symbols {
		s := &f.Symbols[k]
		rhs := inits[int32(k)]
		if s.Kind != KindField || s.Type != "" || rhs == "" {
			continue
		}
		for _, r := range refsAfterName(f, s) {
			if f.RefNames[r.Name] == rhs && r.Local() != 0 {
				if l := r.Local() - 1; int(l) < len(f.LocalTypes) {
					s.Type = f.LocalTypes[l]
					if strings.HasPrefix(s.Signature, "self.") && s.Type != "" && !strings.HasPrefix(s.Type, ElementType) {
						s.Signature = s.Name + ": " + s.Type
					}
				}
				break
			}
		}
	}
}

// refsAfterName are the refs of f (sorted by position) from the end of
// s's name to the last line of its declaration: what a field's
// initialiser names.
func refsAfterName(f *File, s *Symbol) []Ref {
	after := s.NameRange.End
	at := sort.Search(len(f.Refs), func(i int) bool {
		r := f.Refs[i]
		return r.Line > after.Line || r.Line == after.Line && r.Column >= after.Column
	})
	end := at
	for end < len(f.Refs) && f.Refs[end].Line <= s.FullRange.End.Line {
		end++
	}
	return f.Refs[at:end]
}

func isIdentifier(s string) bool {
	for i, c := range s {
		if c != '_' && c != '$' && !unicode.IsLetter(c) && (i == 0 || !unicode.IsDigit(c)) {
			return false
		}
	}
	return true
}

// settle charges the guard with the operations spend has not yet
// counted, and ends the passes' count.
func (b *builder) settle() {
	if b.guard.g != nil && b.ops > 0 && !b.halted && !b.guard.charge(b.ops) {
		b.halted = true
	}
	b.ops = 0
}
