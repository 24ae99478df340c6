package extract

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/soulindex/soulindex/langs"
)

// role is what a capture name means to the extractor. The capture
// convention of the embedded queries (langs/queries/*.scm):
//
//	@definition.<kind>  the whole definition node; <kind> is a Kind name
//	@name               the definition's name node
//	@body               the body; the signature is cut where it starts
//	@signature.prefix   text put before the signature (Go's "type" keyword
//	                    of a type_spec that has its own node)
//	@doc                a docstring node (Python); comments are found without it
//	@container.name     an explicit container (Go receiver type, C++ A::f)
//	@scope, @scope.name a named region that is not a symbol (Rust impl)
//	@hoist              on a definition: it belongs to the nearest enclosing
//	                    type, not to the method it is written in (Python's
//	                    self.x = ...); the first one of a name wins
//	@local              a region (a function body) whose definitions are
//	                    locals and dropped; cheaper than anchoring every
//	                    pattern on its top-level parent
//	@reference          an identifier used in code
//	@base, @base.of     a type the definition named by @base.of extends or
//	                    implements (class A extends B implements C)
//	@decorator          a decorator, annotation or attribute: it belongs to
//	                    the definition starting right after it and its
//	                    neighbours, or at it (then cut from the signature)
//	@reference.member   one used after a "." or "->" (x.f, pkg.F): a member,
//	                    or a name of the package x names
//	@qualifier          with @reference.member in one match: the identifier
//	                    before the "." (pkg in pkg.F)
//	@reference.path     a dotted name that the grammar writes as one node or
//	                    as a run of siblings no anchor can single out
//	                    (Protocol Buffers' foo.bar.Baz): its last part is a
//	                    reference, a member qualified by the part before it
//	                    when there is one (as @reference.member + @qualifier)
//	@binding.scope      a lexical scope for local bindings (function, block);
//	                    several in one match make one scope spanning them
//	                    (a function's parameters to its body, not its name);
//	                    with @binding in one match: that binding's scope
//	                    (a local function's name binds in its block)
//	@binding            an identifier that binds a local name in the innermost
//	                    @binding.scope holding it, visible from where it
//	                    stands to the scope's end (Go's :=, parameters)
//	@binding.hoisted    the same, visible in the whole scope (Python's
//	                    function locals, JavaScript's let, const, function)
//	@binding.block      a block scope (JavaScript's { }, for, catch): like
//	                    @binding.scope, except that @binding.var passes it
//	@binding.gate       a scope whose bindings hide every enclosing scope's:
//	                    a reference inside sees only bindings of the gate
//	                    and scopes within it (Ruby's def, class, module)
//	@binding.var        hoisted to the innermost @binding.scope, through
//	                    the blocks between (JavaScript's var); not a local
//	                    when no such scope holds it
//	@binding.type       with @binding in one match: the binding's type (a
//	                    declared type, a composite literal's type)
//	@binding.decl       with @binding: the name is visible only after this
//	                    node ends (Go's x := x + 1 reads the outer x)
//	@binding.call       with @binding: the name of the function whose result
//	                    initialises it (x := NewT(), x := pkg.NewT())
//	@binding.arg        with @binding and @binding.call: the function whose
//	                    parameter the binding is, passed to the call named by
//	                    @binding.call (then @binding.args is its argument
//	                    list), or the value of a declaration whose declared
//	                    function type @binding.call names: the parameter has
//	                    the type the callee's parameter (or the declared type)
//	                    gives it (operate((source, subscriber) => …))
//	@binding.params     a Lisp parameter vector or list: every element
//	                    binds (destructuring included), read by lispBind
//	@binding.pairs      a Lisp let vector: elements alternate binding and
//	                    value, each name visible after its value
//	@binding.element    with @binding and @binding.call: the binding holds an
//	                    element of the collection @binding.call gives (a
//	                    for loop's target): its type is that collection's
//	                    element type ([]T: T), or unknown
//	@binding.args       the argument list of @binding.arg's call
//	@binding.pattern    a destructuring pattern with a type (@binding.type,
//	                    or by its context as @binding.arg says): a hidden
//	                    binding of that type
//	@reference.key      in a match with @binding.pattern: a key of it, a
//	                    member of its type ({ a, b: c }: T: T's a and b)
//	@binding.this       a scope (a class body) in which "this" is bound, hoisted,
//	@binding.self       or "self": with @binding.type in one match naming the
//	                    class, "this.f" is a member of that class (capture
//	                    the keyword as @reference and as the @qualifier of f)
//	@binding.super      a class body in which "super" is bound, with
//	                    @binding.type naming the class it extends
//	@binding.global     a name the innermost scope holding it declares not
//	                    its own (Python's global x, nonlocal x): no binding
//	                    of it in that scope; references there reach an
//	                    enclosing scope's binding, else the module's name
//	@reference.opaque   an identifier that names nothing the outline can
//	                    resolve (a key of an anonymous struct literal): no
//	                    reference at all, whatever else captures it
//	@receiver           with @reference.member: the last name of the
//	                    expression before the "." when it is not a plain
//	                    identifier (y in x.y.f, m in x.m().f)
//	@import, @import.source, @import.name, @import.alias
//	@export.name        a name the file exports explicitly
//	@context.<group>    a node in which definitions of <group> may stand
//	@doc.of, @doc.owner a doc node (@doc.of) for the definition whose node is
//	                    @doc.owner, when a pattern of its own finds it (Elixir's
//	                    @doc "..." before a def): the definition takes it unless
//	                    its own match captured a @doc; the first one found wins
//	@reach              on a definition's match: the node (a block, the
//	                    file) in which a definition written as a statement
//	                    holds for the rest (Perl's `package Foo;`): without
//	                    a body, its range runs on to the start of the next
//	                    definition with the same @reach node, else to that
//	                    node's end, so what stands there nests in it; one
//	                    with a body keeps its range and ends the one before
//	@continues          on a definition's match: the definition goes on in
//	                    the next one, if that is of the same name and kind
//	                    (Erlang's clauses of one function, each a node of
//	                    its own, all but the last ending with ";"): they
//	                    are one definition spanning them all
//	@arity              with @reference or @reference.member in one match: the
//	                    call's argument list, or an arity written "/2": the
//	                    name is looked up as name/N (Erlang's f/1 and f/2
//	                    are two functions; definitions are found under
//	                    name/N by the arity of their signature)
//	@selector           a keyword of an Objective-C selector (insertObject
//	                    in insertObject:atIndex:); with @selector.of, the
//	                    method or message node it belongs to. The keywords
//	                    of one such node, in source order and each with the
//	                    ':' that follows it in the source, name the
//	                    definition or reference whose name node is the first
//	                    keyword; the others are no references and name no
//	                    definitions
//	@within.<group>     on a definition's match: the node that must have
//	                    been captured as @context.<group> for the definition
//	                    to count. One pattern then serves every place a
//	                    declaration may stand, instead of one copy per place
//	                    (each copy costs milliseconds of query compilation)
//	@extent.open        on a definition no node spans with its members (a
//	                    Dockerfile stage, FROM ... AS x, and the instructions
//	                    after it): it runs to the next @extent.stop node
//	                    after its start, else to the end of the file
//	@extent.stop        a node that ends the open definitions before it
//	@reference.expansions a node whose text holds shell parameter
//	                    expansions the grammar leaves unparsed ($NAME,
//	                    ${NAME}, ${NAME:-x} in a Dockerfile RUN command):
//	                    each NAME is a reference
//	@reference.value    a name=value node the grammar does not split
//	                    (--from=build): its value is a reference
//	@name.file          a definition's name node whose name is the file's
//	                    base name, extensions cut (a Vue component's
//	                    "export default {...}" is the component UserCard of
//	                    UserCard.vue): the node gives the place only
//	@binding.type.file  as @binding.type, the type named by the file
//	                    (@name.file): a Vue component's this
//	@reference.annotation a type annotation: each name inside a string
//	                    in it (a forward reference: "Console",
//	                    Optional["m.Console"], "t.Optional[Console]") is
//	                    a reference, a dotted one qualified as written;
//	                    the strings of a Literal[...] are values, none
//	@narrow.name        with @narrow.type and @narrow.scope: a local whose
//	                    value a check (isinstance(x, T)) proves of type
//	                    @narrow.type within @narrow.scope (several: the
//	                    span of them), or, with @narrow.after, from that
//	                    node's end to @narrow.scope's (an early return,
//	                    an assert): its members there are T's
//	@injection.content  a node whose text is code of another language (a
//	                    <script> element's raw text): it is parsed with that
//	                    language's grammar restricted to the node's span, so
//	                    its nodes carry the host file's positions, and
//	                    outlined by that language's query plus the host's
//	                    <host>.injected.scm; the definitions, imports,
//	                    references and local bindings join the host's
//	                    outline (see inject.go). One parse per node, so two
//	                    scripts keep their scopes and errors apart
//	@injection.language with @injection.content in one match: a node whose
//	                    text names the language (lang="ts", type="module",
//	                    see scriptLanguage); without one, JavaScript. A
//	                    text naming no script language (type="text/template",
//	                    "application/json") leaves the node unparsed. Only
//	                    languages the host lists in langs.Language.Injects
//	                    are parsed
//	@_anything          helper captures for predicates; ignored
type role uint8

const (
	roleIgnore role = iota
	roleDefinition
	roleName
	roleBody
	roleSigPrefix
	roleDoc
	roleContainerName
	roleScope
	roleScopeName
	roleLocal
	roleHoist
	roleReference
	roleReferenceMember
	roleBase
	roleBaseOf
	roleImport
	roleImportSource
	roleImportName
	roleImportAlias
	roleExportName
	roleBindingScope
	roleBinding
	roleBindingHoisted
	roleBindingBlock
	roleBindingVar
	roleQualifier
	roleBindingType
	roleBindingCall
	roleBindingDecl
	roleReceiver
	roleBindingThis
	roleReferenceOpaque
	roleBindingSelf
	roleBindingGlobal
	roleBindingGate
	roleDecorator
	roleBindingArg
	roleBindingArgs
	roleBindingPattern
	roleReferenceKey
	roleBindingSuper
	roleContext
	roleWithin
	roleDocOf
	roleDocOwner
	roleReferencePath
	roleReach
	roleContinues
	roleArity
	roleBindingParams
	roleBindingPairs
	roleExtentOpen
	roleExtentStop
	roleReferenceExpansions
	roleReferenceValue
	roleSelector
	roleSelectorOf
	roleNameFile
	roleInjectionContent
	roleInjectionLanguage
	roleBindingTypeFile
	roleReferenceAnnotation
	roleNarrowName
	roleNarrowType
	roleNarrowScope
	roleNarrowAfter
	roleBindingElement
)

var roleByName = map[string]role{
	"name":                 roleName,
	"body":                 roleBody,
	"signature.prefix":     roleSigPrefix,
	"doc":                  roleDoc,
	"container.name":       roleContainerName,
	"scope":                roleScope,
	"scope.name":           roleScopeName,
	"local":                roleLocal,
	"hoist":                roleHoist,
	"reference":            roleReference,
	"reference.member":     roleReferenceMember,
	"binding.scope":        roleBindingScope,
	"binding":              roleBinding,
	"binding.hoisted":      roleBindingHoisted,
	"binding.block":        roleBindingBlock,
	"binding.var":          roleBindingVar,
	"qualifier":            roleQualifier,
	"binding.type":         roleBindingType,
	"binding.call":         roleBindingCall,
	"binding.arg":          roleBindingArg,
	"binding.args":         roleBindingArgs,
	"binding.pattern":      roleBindingPattern,
	"reference.key":        roleReferenceKey,
	"binding.super":        roleBindingSuper,
	"binding.decl":         roleBindingDecl,
	"receiver":             roleReceiver,
	"binding.this":         roleBindingThis,
	"reference.opaque":     roleReferenceOpaque,
	"binding.self":         roleBindingSelf,
	"binding.global":       roleBindingGlobal,
	"binding.gate":         roleBindingGate,
	"base":                 roleBase,
	"base.of":              roleBaseOf,
	"decorator":            roleDecorator,
	"import":               roleImport,
	"import.source":        roleImportSource,
	"import.name":          roleImportName,
	"import.alias":         roleImportAlias,
	"export.name":          roleExportName,
	"doc.of":               roleDocOf,
	"doc.owner":            roleDocOwner,
	"reference.path":       roleReferencePath,
	"reach":                roleReach,
	"continues":            roleContinues,
	"arity":                roleArity,
	"binding.params":       roleBindingParams,
	"binding.pairs":        roleBindingPairs,
	"extent.open":          roleExtentOpen,
	"extent.stop":          roleExtentStop,
	"reference.expansions": roleReferenceExpansions,
	"reference.value":      roleReferenceValue,
	"selector":             roleSelector,
	"selector.of":          roleSelectorOf,
	"name.file":            roleNameFile,
	"injection.content":    roleInjectionContent,
	"injection.language":   roleInjectionLanguage,
	"binding.type.file":    roleBindingTypeFile,
	"reference.annotation": roleReferenceAnnotation,
	"narrow.name":          roleNarrowName,
	"narrow.type":          roleNarrowType,
	"narrow.scope":         roleNarrowScope,
	"narrow.after":         roleNarrowAfter,
	"binding.element":      roleBindingElement,
}

// compiled is one language's query with its capture table. A TSQuery
// is immutable once built, so one instance serves every worker.
type compiled struct {
	lang    *langs.Language
	query   *cQuery
	roles   []role
	kinds   []Kind
	wantDoc []uint8       // per capture: 1 when the node needs doc comments
	groups  []uint8       // per capture: the group of a @context or @within, from 1
	preds   [][]predicate // per pattern
}

// Queries holds the compiled queries of every language with a grammar.
// Compiling a large query takes tens of milliseconds, so each language's is
// compiled on first use: a Go-only repository never pays for TypeScript.
type Queries struct {
	byLang map[string]*lazyQuery
}

type lazyQuery struct {
	lang    *langs.Language
	grammar *cGrammar // what parsers and the query use
	once    sync.Once
	c       *compiled
	err     error
	// injected holds, per language injected in this one's files, the
	// patterns this language adds to their outline (InjectedQuery
	// compiled against that language's grammar), when it has some.
	injected map[string]*lazyInjected
}

type lazyInjected struct {
	once sync.Once
	c    *compiled
	err  error
}

// CompileQueries prepares the queries of every language with a grammar;
// each is compiled once, on first use, by whichever worker needs it.
func CompileQueries(reg *langs.Registry) (*Queries, error) {
	qs := &Queries{byLang: map[string]*lazyQuery{}}
	for _, l := range reg.Languages() {
		if l.HasGrammar() {
			g, err := newCGrammar(l.GrammarPtr())
			if err != nil {
				qs.Close()
				return nil, fmt.Errorf("extract: grammar for %s: %w", l.ID, err)
			}
			qs.byLang[l.ID] = &lazyQuery{lang: l, grammar: g}
		}
	}
	for _, lq := range qs.byLang {
		for _, id := range lq.lang.Injects {
			if qs.byLang[id] != nil && lq.lang.InjectedQuery(id) != "" {
				if lq.injected == nil {
					lq.injected = map[string]*lazyInjected{}
				}
				lq.injected[id] = &lazyInjected{}
			}
		}
	}
	return qs, nil
}

// getInjected returns the patterns the host language adds to the outline
// of code of language lang injected in its files, compiled once, or nil
// when it adds none.
func (qs *Queries) getInjected(host, lang string) (*compiled, error) {
	lq := qs.byLang[host]
	if lq == nil || lq.injected[lang] == nil {
		return nil, nil
	}
	in, target := lq.injected[lang], qs.byLang[lang]
	in.once.Do(func() {
		in.c, in.err = compileSource(target.lang, target.grammar, lq.lang.InjectedQuery(lang))
		if in.err != nil {
			in.err = fmt.Errorf("%w (%s.injected.scm)", in.err, host)
		}
	})
	return in.c, in.err
}

// get returns the compiled query of a language, compiling it once.
func (qs *Queries) get(langID string) (*compiled, error) {
	lq := qs.byLang[langID]
	if lq == nil {
		return nil, fmt.Errorf("extract: no grammar for %s", langID)
	}
	lq.once.Do(func() { lq.c, lq.err = compileSource(lq.lang, lq.grammar, lq.lang.Query()) })
	return lq.c, lq.err
}

// Warm compiles the queries of the given languages now, up to jobs at a
// time, so workers never stall on a compile (the C++ and TypeScript
// queries take a good fraction of a second) and per-file timings measure
// extraction only. Languages without a grammar are ignored; a query that
// fails to compile is reported again by the first file that needs it.
func (qs *Queries) Warm(ctx context.Context, langIDs []string, jobs int) {
	sem := make(chan struct{}, max(jobs, 1))
	var wg sync.WaitGroup
	for _, id := range langIDs {
		if qs.byLang[id] == nil || ctx.Err() != nil {
			continue
		}
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			qs.get(id)
		}()
	}
	wg.Wait()
}

// CompileAll compiles every query now and reports the first error; tests
// use it to catch a broken query before any file needs it.
func (qs *Queries) CompileAll() error {
	for _, id := range qs.ids() {
		if _, err := qs.get(id); err != nil {
			return err
		}
		for inj := range qs.byLang[id].injected {
			if _, err := qs.getInjected(id, inj); err != nil {
				return err
			}
		}
	}
	return nil
}

func (qs *Queries) ids() []string {
	ids := make([]string, 0, len(qs.byLang))
	for id := range qs.byLang {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

func compileSource(l *langs.Language, g *cGrammar, source string) (*compiled, error) {
	q, err := newCQuery(g, source)
	if err != nil {
		return nil, fmt.Errorf("extract: query for %s: %w", l.ID, err)
	}
	names := q.captures
	c := &compiled{lang: l, query: q, roles: make([]role, len(names)), kinds: make([]Kind, len(names)),
		wantDoc: make([]uint8, len(names)+1), groups: make([]uint8, len(names))}
	fail := func(err error) (*compiled, error) {
		q.close()
		return nil, fmt.Errorf("extract: query for %s: %w", l.ID, err)
	}
	var groups []string
	for i, n := range names {
		switch {
		case strings.HasPrefix(n, "_"):
			c.roles[i] = roleIgnore
		case strings.HasPrefix(n, "definition."):
			k, ok := ParseKind(strings.TrimPrefix(n, "definition."))
			if !ok {
				return fail(fmt.Errorf("unknown kind in @%s", n))
			}
			c.roles[i], c.kinds[i], c.wantDoc[i] = roleDefinition, k, 1
		case strings.HasPrefix(n, "context."), strings.HasPrefix(n, "within."):
			c.roles[i] = roleContext
			if strings.HasPrefix(n, "within.") {
				c.roles[i] = roleWithin
			}
			g := n[strings.IndexByte(n, '.')+1:]
			k := slices.Index(groups, g)
			if k < 0 {
				if len(groups) == 254 {
					return fail(fmt.Errorf("too many @context groups"))
				}
				k = len(groups)
				groups = append(groups, g)
			}
			c.groups[i] = uint8(k + 1) // 0 is no group
		default:
			r, ok := roleByName[n]
			if !ok {
				return fail(fmt.Errorf("unknown capture @%s", n))
			}
			c.roles[i] = r
		}
	}
	for p := 0; p < q.patterns; p++ {
		ps, err := compilePredicates(q.predicates(p), names)
		if err != nil {
			return fail(fmt.Errorf("pattern %d: %w", p, err))
		}
		c.preds = append(c.preds, ps)
	}
	return c, nil
}

// Close frees the compiled queries and grammar copies. Call it once every
// worker is done.
func (qs *Queries) Close() {
	for _, lq := range qs.byLang {
		if lq.c != nil {
			lq.c.query.close()
		}
		for _, in := range lq.injected {
			if in.c != nil {
				in.c.query.close()
			}
		}
	}
	for _, lq := range qs.byLang {
		lq.grammar.close()
	}
	qs.byLang = nil
}
