package output

import (
	"bufio"
	"cmp"
	"fmt"
	"io"
	"math"
	"runtime"
	"slices"
	"sort"
	"strings"

	"github.com/tiktoken-go/tokenizer"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/parallel"
	"github.com/soulindex/soulindex/lspenrich/model"
	"github.com/soulindex/soulindex/refgraph"
	"github.com/soulindex/soulindex/roles"
)

// MapOptions shape the Soul Map.
type MapOptions struct {
	// Budget is the token limit of the whole map (0: DefaultBudget). The
	// map is never longer, counted with Tokenizer.
	Budget int
	// Tokenizer names the encoding: "o200k_base" (default) or "cl100k_base".
	Tokenizer string
	// Format is "md" (default), "xml" or "json".
	Format string
	// Rank orders the files (nil: the graph's score, PageRank blended with
	// dependents); a personalized rank for --focus/--changed goes here.
	Rank []float64
	// Enrichment, when set, gives server signatures and caller badges.
	Enrichment *model.Enrichment
	// Focus holds the files the map is ranked around (--focus, --changed),
	// as indexed paths; the map marks them.
	Focus []string
	// NoDemote keeps tests, examples, fixtures, benchmarks, generated and
	// vendored code at their rank (`[map] demote = false`); by default
	// their rank is multiplied by a small factor (Demoted).
	NoDemote bool
}

// DefaultBudget is the token budget of a map when none is given.
const DefaultBudget = 4000

// Counter counts tokens.
type Counter interface {
	Count(string) (int, error)
}

// encodingOf maps a tokenizer name to its encoding.
func encodingOf(name string) (tokenizer.Encoding, error) {
	switch name {
	case "", "o200k_base", "o200k":
		return tokenizer.O200kBase, nil
	case "cl100k_base", "cl100k":
		return tokenizer.Cl100kBase, nil
	}
	return "", fmt.Errorf("unknown tokenizer %q (want o200k_base or cl100k_base)", name)
}

// CheckTokenizer reports whether name is a known tokenizer, without
// loading its vocabulary (which costs more than a run with nothing to do).
func CheckTokenizer(name string) error {
	_, err := encodingOf(name)
	return err
}

// NewCounter returns the tokenizer of an encoding name.
func NewCounter(name string) (Counter, error) {
	enc, err := encodingOf(name)
	if err != nil {
		return nil, err
	}
	c, err := tokenizer.Get(enc)
	if err != nil {
		return nil, fmt.Errorf("tokenizer %s: %w", enc, err)
	}
	return c, nil
}

// mapFile is one file of the map with its chosen definitions.
type mapFile struct {
	Path       string `json:"path"`
	Dependents int    `json:"dependents"`
	// Rank is the file's share of the whole repository's rank, in
	// percent (personalised on the focus when there is one).
	Rank float64 `json:"rank"`
	// Reason says why the file is where it is, when it is not its rank
	// alone: "focus", "used by focus", "uses focus".
	Reason  string `json:"reason,omitempty"`
	Quality string `json:"quality,omitempty"`
	Summary string `json:"summary,omitempty"`
	Focus   bool   `json:"focus,omitempty"`
	// Partial marks a focus file not shown in full at the budget.
	Partial bool `json:"partial,omitempty"`
	// Users names the best-ranked files that use this one (paths as in
	// the map); MoreUsers counts the others.
	Users     []string `json:"users,omitempty"`
	MoreUsers int      `json:"more_users,omitempty"`
	// Exports names what a public-API file (__init__.py, index.ts)
	// re-exports, the most used first; MoreExports counts the others.
	Exports     []string    `json:"exports,omitempty"`
	MoreExports int         `json:"more_exports,omitempty"`
	Symbols     []mapSymbol `json:"symbols,omitempty"`
	// More counts the definitions left out; MoreNames names the best of
	// them, as many as the budget allows.
	More      int      `json:"more,omitempty"`
	MoreNames []string `json:"more_names,omitempty"`
}

type mapSymbol struct {
	// Name is the definition's own name; Kind its kind (extract.Kind's
	// names); Exported whether other packages or modules may use it.
	Name     string `json:"name"`
	Kind     string `json:"kind"`
	Exported bool   `json:"exported"`
	// Signature is the line the map shows.
	Signature string `json:"signature"`
	Line      int    `json:"line"`
	EndLine   int    `json:"end_line"`
	In        string `json:"in,omitempty"`
	// Users counts the other files that use the definition.
	Users int `json:"users,omitempty"`
	// Names lists the definitions a collapsed line stands for (a group
	// of constants, enum members or fields), when it stands for several.
	Names []string `json:"names,omitempty"`
	// Source is "lsp" when a language server gave the signature.
	Source      string   `json:"source,omitempty"`
	Callers     []string `json:"callers,omitempty"`
	MoreCallers int      `json:"more_callers,omitempty"`
}

// mapHead is everything before the ranked files.
type mapHead struct {
	Files       int        `json:"files"`
	Shown       int        `json:"shown"`
	Directories []mapDir   `json:"directories,omitempty"`
	EntryPoints []mapEntry `json:"entry_points,omitempty"`
	External    []mapDep   `json:"external_dependencies,omitempty"`
}

// mapDir is a line of the directory tree.
type mapDir struct {
	Path  string `json:"path"`
	Files int    `json:"files"`
	// Doc is the package's own documentation, first sentence.
	Doc string `json:"doc,omitempty"`
}

// mapEntry is an entry point: a file (Object: the function a script
// names) and its role ("bin NAME", "main", "public API", …).
type mapEntry struct {
	Path   string `json:"path"`
	Object string `json:"object,omitempty"`
	Role   string `json:"role"`
}

// mapDep is an external dependency: its name as the manifest gives it,
// its scope (dev, test, …) and how many indexed files import it: working
// files (not tests, examples, …: roles.Demoted), or, for a dependency
// only those import (TestOnly), those.
type mapDep struct {
	Name     string `json:"name"`
	Scope    string `json:"scope,omitempty"`
	Files    int    `json:"files,omitempty"`
	TestOnly bool   `json:"test_only,omitempty"`
}

// WriteSoulMap renders the Soul Map: a legend, the directory tree, entry
// points, key external dependencies, then the files best-ranked first,
// each with its most used exported definitions, as many as the token
// budget allows. The same input always gives the same bytes.
func WriteSoulMap(w io.Writer, res *indexer.Result, g *refgraph.Graph, opts MapOptions) error {
	if opts.Budget <= 0 {
		opts.Budget = DefaultBudget
	}
	// The tokenizer's tables load while the definitions are chosen.
	type loaded struct {
		c   Counter
		err error
	}
	tok := make(chan loaded, 1)
	go func() {
		c, err := NewCounter(opts.Tokenizer)
		tok <- loaded{c, err}
	}()
	rank := opts.Rank
	if rank == nil && g != nil {
		rank = g.Score
	}
	rank = demoteRank(res, rank, opts.NoDemote)
	// A definition's line costs a few tokens at least: no budget can show
	// more than Budget/3 of them, so only those are built.
	picks, eligible := selectDefinitions(res, g, rank, opts.Budget/3+1, sigMaxFor(opts.Budget), opts.Enrichment)
	head := mapHead{Files: len(res.Files), Directories: directories(res, rank, 12), EntryPoints: entryPoints(res, rank, 6),
		External: externalDeps(res, g, 10)}
	exports := publicExports(res, g)
	render := func(h mapHead, n int) string {
		files := groupPicks(res, g, rank, picks[:n], eligible)
		markFocus(files, opts.Focus)
		hideDirDocs(files, h.Directories)
		setExports(files, exports)
		h.Shown = len(files)
		switch opts.Format {
		case "json":
			return renderJSON(h, files)
		case "xml":
			return renderXML(h, files)
		}
		return renderMD(h, files, opts.Enrichment != nil)
	}
	t := <-tok
	if t.err != nil {
		return t.err
	}
	counter := t.c
	count := func(s string) int {
		c, err := counter.Count(s)
		if err != nil {
			return opts.Budget + 1
		}
		return c
	}
	// The head takes at most a quarter of the budget (an eighth of a
	// small one), so that a small budget still shows the most used
	// definitions: external dependencies go first, then the directory
	// tree, then entry points.
	headMax := opts.Budget / 4
	if opts.Budget <= smallBudget {
		headMax = opts.Budget / 8
	}
	for count(render(head, 0)) > max(headMax, min(opts.Budget, headFloor)) {
		if len(head.External) > 0 {
			head.External = nil
		} else if len(head.Directories) > 0 {
			head.Directories = nil
		} else if len(head.EntryPoints) > 0 {
			head.EntryPoints = nil
		} else {
			break
		}
	}
	if count(render(head, 0)) > opts.Budget {
		return fmt.Errorf("soul map: a budget of %d tokens cannot hold even the legend", opts.Budget)
	}
	// The longest prefix of the chosen definitions that fits: token counts
	// grow with the prefix, so a binary search finds it in log steps.
	lo, hi := 0, len(picks)
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if count(render(head, mid)) <= opts.Budget {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	bw := bufio.NewWriter(w)
	bw.WriteString(render(head, lo))
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("write soul map: %w", err)
	}
	return nil
}

// headFloor is what the head may always take, however small the budget:
// the legend and the counts line.
const headFloor = 120

// fileDecay is the diminishing return of one more definition of a file
// already represented: the k-th best of a file (from 0) counts
// fileDecay^k of its use, so a file of many used definitions does not
// crowd out the rest of the repository.
const fileDecay = 0.95

// apiBoost multiplies the score of a library's public API: what its
// root package, __init__ or index files define or re-export.
const apiBoost = 1.25

// apiDefinitions lists, for a library, the definitions of its public API
// files (publicAPI) and those they import by name or re-export; nil for
// a program.
func apiDefinitions(res *indexer.Result, g *refgraph.Graph) map[refgraph.Target]bool {
	api := roles.PublicAPI(res)
	if g == nil || !roles.IsLibrary(res, api) {
		return nil
	}
	out := map[refgraph.Target]bool{}
	for i, on := range api {
		if !on {
			continue
		}
		for k := range res.Files[i].Symbols {
			out[refgraph.Target{File: int32(i), Symbol: int32(k)}] = true
		}
		for _, nt := range g.Refs[i] {
			for _, t := range nt.All() {
				out[t] = true
			}
		}
	}
	return out
}

// unusedDecay is fileDecay for definitions nothing else uses.
const unusedDecay = 0.5

// summaryShare is the score of a file's summary as a share of its best
// definition's.
const summaryShare = 0.5

// pick is a definition the map may show, with its line made, or a file's
// summary.
type pick struct {
	file    int32
	score   float64
	sym     mapSymbol
	summary string
}

// selectDefinitions orders the definitions of the whole repository for
// the map, best first, and returns the first limit of them and, per file,
// how many it could show. A definition scores the rank of the other files
// that use it (symbolWeights); one that nothing else uses scores a small
// share of its own file's rank, so it comes after every used one. Within a
// file, the k-th best scores fileDecay^k of that. A file's summary
// competes too, at summaryShare of its best definition's score.
func selectDefinitions(res *indexer.Result, g *refgraph.Graph, rank []float64, limit, sigMax int, e *model.Enrichment) ([]pick, []int) {
	symIn := symbolWeights(g, rank)
	api := apiDefinitions(res, g)
	eligible := make([]int, len(res.Files))
	type cand struct {
		file, sym int32
		score     float64
		overloads string // "(+N overloads)"
		line      int32  // the symbol whose line the map shows
	}
	// Each file's candidates are found apart (most of the map's time on a
	// large tree), each in its own stretch of one array (a definition each
	// at most, and the summary), then closed up in file order.
	at := make([]int, len(res.Files)+1)
	for i, f := range res.Files {
		at[i+1] = at[i] + len(f.Symbols) + 1
	}
	all := make([]cand, at[len(res.Files)])
	used := make([]int, len(res.Files))
	parallel.Workers(len(res.Files), runtime.GOMAXPROCS(0), func(_, i int) {
		f := res.Files[i]
		var w []float64
		if symIn != nil {
			w = symIn[i]
		}
		own := 0.0
		if rank != nil {
			own = rank[i]
		}
		ov := overloadGroups(f)
		w = ov.weights(w)
		ks := fileCandidates(f, w, ov)
		eligible[i] = len(ks)
		cs := all[at[i]:at[i]:at[i+1]]
		for n, k := range ks {
			// Below any use from another file; a file's unused
			// definitions fall off fast, so a few of them show.
			base := own * 1e-3 * math.Pow(unusedDecay, float64(n))
			if w != nil {
				base += w[k]
			}
			if api[refgraph.Target{File: int32(i), Symbol: int32(k)}] {
				base *= apiBoost
			}
			cs = append(cs, cand{int32(i), int32(k), base * math.Pow(fileDecay, float64(n)), ov.label(k), int32(ov.first(k))})
			if n == 0 && f.Summary != "" {
				// The file's own sentence about itself competes for the
				// budget like a definition, after its best one.
				cs = append(cs, cand{int32(i), -1, base * summaryShare, "", -1})
			}
		}
		used[i] = len(cs)
	})
	n := 0
	for i := range res.Files {
		n += copy(all[n:], all[at[i]:at[i]+used[i]])
	}
	all = all[:n]
	// A total order: the result does not depend on the sort algorithm.
	all = bestFirst(all, limit, func(ca, cb cand) int {
		if ca.score != cb.score {
			return -cmp.Compare(ca.score, cb.score)
		}
		if ca.file != cb.file {
			ra, rb := 0.0, 0.0
			if rank != nil {
				ra, rb = rank[ca.file], rank[cb.file]
			}
			if ra != rb {
				return -cmp.Compare(ra, rb)
			}
			return strings.Compare(res.Files[ca.file].Path, res.Files[cb.file].Path)
		}
		return cmp.Compare(ca.sym, cb.sym)
	})
	picks := make([]pick, len(all))
	for n, c := range all {
		f := res.Files[c.file]
		if c.sym < 0 {
			picks[n] = pick{file: c.file, score: c.score, summary: safeText(f.Summary)}
			continue
		}
		s := &f.Symbols[c.sym]
		ms := mapSymbol{Name: safeText(s.Name), Kind: s.Kind.String(), Exported: s.Visibility == extract.VisibilityPublic,
			Signature: mapLine(f.Language, s, sigMax), Line: int(f.Symbols[c.line].NameRange.Start.Line) + 1, EndLine: int(s.FullRange.End.Line) + 1}
		if e != nil {
			facts := e.Facts(model.Key{File: c.file, Symbol: c.sym})
			var src model.Source
			ms.Signature, src = mapSignature(f.Language, s, facts, sigMax)
			ms.Source = string(src)
			ms.Callers, ms.MoreCallers = callerBadge(facts, g, rank)
		}
		ms.In = containerLabel(s, ms.Signature)
		ms.Signature += c.overloads
		// Text from the repository (or a server) never adds a line.
		ms.Signature, ms.In = safeText(ms.Signature), safeText(ms.In)
		for k := range ms.Callers {
			ms.Callers[k] = safeText(ms.Callers[k])
		}
		picks[n] = pick{file: c.file, score: c.score, sym: ms}
	}
	return picks, eligible
}

// groupPicks lays chosen definitions out by file: files best-ranked first
// (ties by path), each file's definitions in the order they were chosen.
func groupPicks(res *indexer.Result, g *refgraph.Graph, rank []float64, picks []pick, eligible []int) []mapFile {
	at := map[int32]int{}
	var order []int32
	var files []mapFile
	for _, p := range picks {
		k, ok := at[p.file]
		if !ok {
			k = len(files)
			at[p.file] = k
			order = append(order, p.file)
			f := res.Files[p.file]
			mf := mapFile{Path: EncodePath(f.Path), Quality: strings.TrimSpace(quality(f))}
			if g != nil {
				mf.Dependents = g.Dependents[p.file]
			}
			files = append(files, mf)
		}
		if p.summary != "" {
			files[k].Summary = p.summary
			continue
		}
		files[k].Symbols = append(files[k].Symbols, p.sym)
	}
	for k, i := range order {
		files[k].More = eligible[i] - len(files[k].Symbols)
	}
	idx := make([]int, len(files))
	for k := range idx {
		idx[k] = k
	}
	sort.SliceStable(idx, func(a, b int) bool {
		fa, fb := order[idx[a]], order[idx[b]]
		ra, rb := 0.0, 0.0
		if rank != nil {
			ra, rb = rank[fa], rank[fb]
		}
		if ra != rb {
			return ra > rb
		}
		return res.Files[fa].Path < res.Files[fb].Path
	})
	out := make([]mapFile, len(files))
	for k, x := range idx {
		out[k] = files[x]
	}
	return out
}

// symbolWeights sums, per definition, the rank of the files that use it
// (each file once per name): a symbol-level rank from the file ranks.
func symbolWeights(g *refgraph.Graph, rank []float64) [][]float64 {
	if g == nil || rank == nil {
		return nil
	}
	// Each using file counts 1 plus its rank, scaled so that a file of
	// average rank or above counts 1 more: the number of users leads and
	// their rank breaks ties. Uncapped, one central user outweighed fifty
	// others (x/tools' analysistest.TestData, used by 57 files, came 831st).
	n := float64(len(g.Files))
	out := make([][]float64, len(g.Files))
	for i, f := range g.Files {
		out[i] = make([]float64, len(f.Symbols))
	}
	for i, nts := range g.Refs {
		for _, nt := range nts {
			for _, t := range nt.All() {
				if t.File != int32(i) {
					out[t.File][t.Symbol] += 1 + math.Min(n*rank[i], 1)
				}
			}
		}
	}
	scratch := make([]shareScratch, runtime.GOMAXPROCS(0))
	parallel.Workers(len(g.Files), len(scratch), func(worker, i int) {
		shareWeights(g.Files[i], out[i], &scratch[worker])
	})
	return out
}

// shareScratch is shareWeights' tables, reused from file to file.
type shareScratch struct {
	names  map[string]int32 // top-level name → index in decls
	decls  []shareDecls
	ctorOf map[int32]bool // classes whose first constructor has its share
}

type shareDecls struct {
	best        float64
	types, vals bool
}

// constructorShare is the share of its class's use a constructor that
// takes arguments is given: how to make one is what a user of a class
// needs next, and the graph counts `new T(…)` as a use of T.
const constructorShare = 0.5

// shareWeights lends a definition's use to the declarations the graph
// cannot tell apart from it: a TypeScript name declared as a type and as
// a value in one file (interface Scope, const Scope: Tag<Scope>; type X =
// typeof X) resolves to its first declaration, though each serves its
// own uses, so every declaration of the name counts the most used one's
// weight (namespaces, which only group, excepted); an explicit
// constructor with parameters counts constructorShare of its class's
// where a call names the constructor (new T(…)).
func shareWeights(f *extract.File, w []float64, sc *shareScratch) {
	if sc.names == nil {
		sc.names, sc.ctorOf = map[string]int32{}, map[int32]bool{}
	}
	names, ctorOf := sc.names, sc.ctorOf
	clear(names)
	clear(ctorOf)
	sc.decls = sc.decls[:0]
	for k := range f.Symbols {
		s := &f.Symbols[k]
		if s.Parent >= 0 || s.Kind == extract.KindModule {
			continue
		}
		at, ok := names[s.Name]
		if !ok {
			at = int32(len(sc.decls))
			sc.decls = append(sc.decls, shareDecls{})
			names[s.Name] = at
		}
		d := &sc.decls[at]
		d.best = max(d.best, w[k])
		d.types, d.vals = d.types || s.Kind.IsType(), d.vals || !s.Kind.IsType()
	}
	for k := range f.Symbols {
		s := &f.Symbols[k]
		switch {
		case s.Parent < 0 && s.Kind != extract.KindModule:
			// Only a type beside a value: two values of one name are
			// a reassignment, two functions an overload (overloadGroups).
			if d := &sc.decls[names[s.Name]]; d.types && d.vals {
				w[k] = d.best
			}
		case s.Kind == extract.KindConstructor && takesArguments(s.Signature) && !ctorOf[s.Parent] && !callsClass[f.Language]:
			// Once: overloads add their weights up (overloadGroups).
			ctorOf[s.Parent] = true
			w[k] = max(w[k], constructorShare*w[s.Parent])
		}
	}
}

// callsClass are the languages whose constructor call names the class
// itself (Foo(…), Foo.new): a use of the class already stands for it,
// and its __init__ or initialize takes no share.
var callsClass = map[string]bool{"python": true, "ruby": true}

// takesArguments reports whether a signature's first parameter list holds
// something: "constructor(x: T)" does, "constructor()" and "Foo()" do not.
func takesArguments(sig string) bool {
	open := strings.IndexByte(sig, '(')
	return open >= 0 && open+1 < len(sig) && sig[open+1] != ')'
}

// bestFirst returns the first k of xs in the total order cmp, sorted,
// without sorting the rest: a bounded heap keeps the best k seen, its
// root the worst of them. xs is reordered.
func bestFirst[T any](xs []T, k int, cmp func(a, b T) int) []T {
	if k >= len(xs) {
		slices.SortFunc(xs, cmp)
		return xs
	}
	if k <= 0 {
		return xs[:0]
	}
	h := xs[:k]
	down := func(i int) {
		for {
			worst, l := i, 2*i+1
			if l < k && cmp(h[l], h[worst]) > 0 {
				worst = l
			}
			if r := l + 1; r < k && cmp(h[r], h[worst]) > 0 {
				worst = r
			}
			if worst == i {
				return
			}
			h[i], h[worst] = h[worst], h[i]
			i = worst
		}
	}
	for i := k/2 - 1; i >= 0; i-- {
		down(i)
	}
	for _, x := range xs[k:] {
		if cmp(x, h[0]) < 0 {
			h[0] = x
			down(0)
		}
	}
	slices.SortFunc(h, cmp)
	return h
}

// fileCandidates lists the definitions of a file the map may show, the
// most used first, then in file order: public ones and those other files
// use (internal ones when a file has none), one per signature (several
// names of one declaration share its line); package clauses, data-format
// keys below the top level and untyped instance attributes no other file
// uses are left out, and overloads share their representative's line (ov).
func fileCandidates(f *extract.File, weight []float64, ov overloads) []int {
	var cands []int
	for _, vis := range []extract.Visibility{extract.VisibilityPublic, extract.VisibilityInternal} {
		for k := range f.Symbols {
			s := &f.Symbols[k]
			// What other files use is shown whatever its visibility (a
			// package-internal helper used across the package).
			used := weight != nil && weight[k] > 0 && vis == extract.VisibilityPublic
			if s.Visibility != vis && !used && !(vis == extract.VisibilityPublic && s.Visibility == extract.VisibilityUnknown) {
				continue
			}
			if isDeclarationOnly(f, k) || (s.Kind == extract.KindKey || s.Kind == extract.KindSection) && s.Parent >= 0 ||
				ov.hidden(k) || untypedAttribute(f, k) && (weight == nil || weight[k] == 0) {
				continue
			}
			cands = append(cands, k)
		}
		if len(cands) > 0 {
			break
		}
	}
	sort.SliceStable(cands, func(a, b int) bool {
		wa, wb := 0.0, 0.0
		if weight != nil {
			wa, wb = weight[cands[a]], weight[cands[b]]
		}
		if wa != wb {
			return wa > wb
		}
		return cands[a] < cands[b]
	})
	// Names of one declaration (Pos, End token.Pos) share its signature
	// and its start; the same text declared twice (Pos token.Pos in two
	// structs, def run(self) in two classes) is two lines.
	type declKey struct {
		sig  string
		line uint32
	}
	seen := map[declKey]bool{}
	out := cands[:0]
	for _, k := range cands {
		s := &f.Symbols[k]
		key := declKey{display(s), s.FullRange.Start.Line}
		if seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, k)
	}
	return out
}
