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
	// MoreLines are the lines of the named ones, in the same order.
	MoreLines []int `json:"more_lines,omitempty"`
	// NamesOnly marks a file of the map's index: listed with the names
	// of its best definitions (MoreNames), no lines.
	NamesOnly bool `json:"names_only,omitempty"`
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
	Files int `json:"files"`
	Shown int `json:"shown"`
	// Named counts the files of the index (mapFile.NamesOnly).
	Named       int        `json:"named,omitempty"`
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

// MapResult says what a written map holds and could not hold.
type MapResult struct {
	// Tokens is the map's length, counted with its tokenizer, and
	// Budget the budget it was held to.
	Tokens, Budget int
	// Partial lists the focus files (indexed paths) the map could not
	// show in full at its budget, and Missing those it could not show at
	// all.
	Partial, Missing []string
}

// WriteSoulMap renders the Soul Map: a legend, the directory tree, entry
// points, key external dependencies, then the files: the focus first (its
// whole public outline, as the budget allows), its neighbourhood, then the
// rest best-ranked first, each with its best definitions, as many as the
// token budget allows. The same input always gives the same bytes.
func WriteSoulMap(w io.Writer, res *indexer.Result, g *refgraph.Graph, opts MapOptions) (MapResult, error) {
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
	rank, demoted := demoteRank(res, rank, opts.NoDemote)
	var dependents [][]int32
	if g != nil {
		dependents = g.DependentsOf()
	}
	fp := planFocus(res, g, rank, opts.Focus, dependents)
	// A definition's line costs a few tokens at least: no budget can show
	// more than Budget/3 of them, so only those are built.
	exports := publicExports(res, g)
	sel := selectDefinitions(res, g, rank, demoted, &fp, exporters(res, exports), opts.Budget/3+1, sigMaxFor(opts.Budget), opts.Enrichment)
	head := mapHead{Files: len(res.Files), Directories: directories(res, rank, 12), EntryPoints: entryPoints(res, rank, 6),
		External: externalDeps(res, g, 10)}
	lay := layout{focus: &fp, dependents: dependents, small: opts.Budget <= smallBudget}
	for _, r := range rank {
		lay.rankSum += r // for the files' rank shares
	}
	// render lays the first n picks out with head h and size figures c.
	render := func(h mapHead, n int, c mapCount) string {
		files := groupPicks(res, g, rank, &sel, n, lay)
		hideDirDocs(files, h.Directories)
		setExports(files, exports)
		h.Shown, h.Named = 0, 0
		for k := range files {
			if files[k].NamesOnly {
				h.Named++
			} else {
				h.Shown++
			}
		}
		switch opts.Format {
		case "json":
			return renderJSON(h, files, c)
		case "xml":
			return renderXML(h, files, c)
		}
		return renderMD(h, files, opts.Enrichment != nil, c)
	}
	// The head's share, and what fits, is measured with the budget as
	// the map's size figure.
	atBudget := mapCount{Tokens: opts.Budget, Budget: opts.Budget}
	t := <-tok
	if t.err != nil {
		return MapResult{}, t.err
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
	for count(render(head, 0, atBudget)) > max(headMax, min(opts.Budget, headFloor)) {
		next, ok := barer(head)
		if !ok {
			break
		}
		head = next
	}
	// The files that fit, the map's size figure settled (or a budget too
	// small for one file: *BudgetError).
	text, lo, head, err := fitMap(render, count, head, len(sel.picks), opts.Budget)
	if err != nil {
		return MapResult{}, err
	}
	// A share of the budget goes to more left-out names of the files
	// shown, each at its line (a name and line cost a few tokens, a
	// signature line a dozen; the tasks of bench/cmd/tasks found at 4,000
	// tokens 25 targets of 42 this way, 16 without, with as many of the
	// most used definitions shown at their lines), then lines again what
	// the names leave.
	fits := func(budget int) func(int) bool {
		return func(n int) bool { return count(render(head, n, atBudget)) <= budget }
	}
	// Lines give way to the index and to names: they keep linesShare
	// percent of the budget (one file stays, when one fits), the index
	// takes up to indexShare, names the rest.
	// An unfocused map spends on breadth (the index), a focused one on
	// its focus's depth.
	linesPct, indexPct := linesShare, indexShare
	if fp.any {
		linesPct, indexPct = linesShareFocus, 0
	}
	short := largest(min(lo, 1), lo, fits(opts.Budget*linesPct/100))
	lay.index = 0
	if indexPct > 0 {
		lay.index = largest(0, len(sel.order), func(m int) bool {
			lay.index = m
			return fits(opts.Budget * (linesPct + indexPct) / 100)(short)
		})
	}
	lay.extra = largest(0, maxExtraNames, func(x int) bool {
		lay.extra = x
		return fits(opts.Budget)(short)
	})
	if lay.extra > 0 || lay.index > 0 {
		more := largest(short, len(sel.picks), fits(opts.Budget))
		if s, t, ok := settle(render, count, head, more, opts.Budget); ok && t <= opts.Budget {
			text, lo = s, more
		} else {
			lay.extra, lay.index = 0, 0 // fitMap's map, as it was
		}
	}
	result := MapResult{Tokens: count(text), Budget: opts.Budget}
	shownAt := map[string]*mapFile{}
	files := groupPicks(res, g, rank, &sel, lo, lay)
	for k := range files {
		shownAt[files[k].Path] = &files[k]
	}
	for _, p := range opts.Focus {
		switch f := shownAt[EncodePath(p)]; {
		case f == nil:
			result.Missing = append(result.Missing, p)
		case f.Partial:
			result.Partial = append(result.Partial, p)
		}
	}
	bw := bufio.NewWriter(w)
	bw.WriteString(text)
	if err := bw.Flush(); err != nil {
		return result, fmt.Errorf("write soul map: %w", err)
	}
	return result, nil
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

// pick is a definition (or a collapsed group) the map may show, with its
// line made, or a file's summary.
type pick struct {
	file    int32
	tier    int8
	score   float64
	sym     mapSymbol
	summary string
}

// selection is what selectDefinitions found: the picks best first, and
// per file its units' names in their order (for the named left-outs).
type selection struct {
	picks []pick
	// names holds, per file, the name of each unit it could show, best
	// first; a pick's unit index is in unitOf.
	names [][]string
	// lines holds the line of each of those units (1-based).
	lines [][]int32
	// class holds each name's naming class (nameClass): names are given
	// in class order, each class in names' order.
	class  [][]int8
	unitOf []int32 // per pick: its unit's index in names[file] (-1: a summary)
	// outline counts, per focus file, the units of its guaranteed
	// outline (tierFocus).
	outline map[int32]int
	// order holds the files with something to show, best first: the
	// index names them in this order.
	order []int32
}

// kindShare weighs a definition by its kind: constants, variables, fields
// and enum members are what a reader needs least to find where to work;
// the types, functions and methods of a file are its API.
func kindShare(k extract.Kind) float64 {
	switch k {
	case extract.KindConstant, extract.KindVariable, extract.KindField, extract.KindEnumMember, extract.KindKey:
		return 0.6
	}
	return 1
}

// selectDefinitions orders the definitions of the whole repository for
// the map, best first, and returns the first limit of them. A definition
// scores the rank of the other files that use it (symbolWeights); one
// that nothing else uses scores a small share of its own file's rank, so
// it comes after every used one. Within a file, the k-th best scores
// fileDecay^k of that. A file's summary competes too, at summaryShare of
// its best definition's score. The focus plan puts its tiers first: the
// focus files' public outlines, a line of each neighbour, the focus's
// private members.
func selectDefinitions(res *indexer.Result, g *refgraph.Graph, rank []float64, demoted []bool, fp *focusPlan, reexports []bool, limit, sigMax int, e *model.Enrichment) selection {
	symIn := symbolWeights(g, rank, fp)
	api := apiDefinitions(res, g)
	type cand struct {
		file      int32
		tier      int8
		unit      int32
		score     float64
		u         unit
		overloads string // "(+N overloads)"
		line      int32  // the symbol whose line the map shows
	}
	// A focused map weighs files by how near the focus they are: the
	// personalised rank, as a multiple of an average file's (capped).
	var near []float64
	if fp.any && rank != nil {
		sum := 0.0
		for _, r := range rank {
			sum += r
		}
		near = make([]float64, len(rank))
		for i, r := range rank {
			near[i] = 1 + min(float64(len(rank))*r/max(sum, 1e-300), 4)
		}
	}
	// Each file's candidates are found apart (most of the map's time on a
	// large tree), then closed up in file order.
	perFile := make([][]cand, len(res.Files))
	best := make([]fileBest, len(res.Files))
	names := make([][]string, len(res.Files))
	lines := make([][]int32, len(res.Files))
	classes := make([][]int8, len(res.Files))
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
		focus := fp.any && fp.on[i]
		ks := fileCandidates(f, w, ov, focus)
		units := collapse(f, ks, w)
		cs := make([]cand, 0, len(units)+1)
		ns := make([]string, 0, len(units))
		ls := make([]int32, 0, len(units))
		cl := make([]int8, 0, len(units))
		neighbourDone := !fp.any || fp.neighbour == nil || !fp.neighbour[i]
		// A focus file without a public outline (a crate-internal
		// module) is guaranteed its private one.
		hasPublic := false
		for _, u := range units {
			hasPublic = hasPublic || f.Symbols[u.sym].Visibility < extract.VisibilityInternal
		}
		for n, u := range units {
			k := u.sym
			best := k
			if u.members != nil {
				best = u.members[0]
			}
			s := &f.Symbols[best]
			// Below any use from another file; a file's unused
			// definitions fall off fast, so a few of them show.
			// An unused constant or field comes after an unused
			// function of its file (kindShare).
			base := own * 1e-3 * math.Pow(unusedDecay, float64(n)) * kindShare(s.Kind)
			if w != nil {
				base += w[best]
			}
			if api[refgraph.Target{File: int32(i), Symbol: int32(best)}] {
				base *= apiBoost
			}
			if near != nil {
				base *= near[i]
			}
			if demoted != nil && demoted[i] {
				// A test's or an example's helpers, however many tests
				// use them, are not the code an agent works on.
				base *= demoteFactor
			}
			tier := int8(tierRest)
			switch {
			case focus && f.Symbols[k].Visibility >= extract.VisibilityInternal && hasPublic:
				tier = tierFocusPrivate
			case focus:
				tier = tierFocus
			case !neighbourDone && fp.uses[refgraph.Target{File: int32(i), Symbol: int32(best)}] > 0:
				tier, neighbourDone = tierNeighbour, true
			}
			c := cand{file: int32(i), tier: tier, unit: int32(n), score: base * math.Pow(fileDecay, float64(n)), u: u}
			if u.members == nil {
				c.overloads, c.line = ov.label(k), int32(ov.first(k))
				ns = append(ns, s.Name)
			} else {
				c.line = int32(k)
				ns = append(ns, "") // a group is named by its own line
			}
			ls = append(ls, int32(f.Symbols[c.line].NameRange.Start.Line)+1)
			cl = append(cl, nameClass(s, w != nil && w[best] > 0))
			cs = append(cs, c)
			if n == 0 && f.Summary != "" {
				// The file's own sentence about itself competes for the
				// budget like a definition, after its best one.
				cs = append(cs, cand{file: int32(i), tier: min(tier, tierRest), unit: -1, score: c.score * summaryShare})
			}
		}
		switch {
		case focus && len(units) == 0:
			// A focus file with nothing to outline is still shown.
			cs = append(cs, cand{file: int32(i), tier: tierFocus, unit: -1})
		case len(units) == 0 && reexports != nil && reexports[i]:
			// A public-API file that only re-exports (index.ts,
			// __init__.py) is shown for its exports line, as high as
			// the best of what it re-exports.
			cs = append(cs, cand{file: int32(i), tier: tierRest, unit: -1, score: apiBoost * bestTarget(g, symIn, int32(i))})
		}
		if !focus {
			pn, pl := privateNames(f, ks, ov)
			ns, ls = append(ns, pn...), append(ls, pl...)
			for range pn {
				cl = append(cl, namePrivate)
			}
		}
		for k, c := range cs {
			if b := &best[i]; k == 0 || c.tier < b.tier || c.tier == b.tier && c.score > b.score {
				*b = fileBest{ok: true, tier: c.tier, score: c.score}
			}
		}
		perFile[i], names[i], lines[i], classes[i] = cs, ns, ls, cl
	})
	var all []cand
	for _, cs := range perFile {
		all = append(all, cs...)
	}
	// A total order: the result does not depend on the sort algorithm.
	all = bestFirst(all, limit, func(ca, cb cand) int {
		if ca.tier != cb.tier {
			return cmp.Compare(ca.tier, cb.tier)
		}
		if ca.tier == tierFocus && ca.file == cb.file {
			return cmp.Compare(ca.unit, cb.unit) // a focus outline in its own order
		}
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
		return cmp.Compare(ca.unit, cb.unit)
	})
	sel := selection{picks: make([]pick, len(all)), names: names, lines: lines, class: classes, unitOf: make([]int32, len(all)), outline: map[int32]int{},
		order: fileOrder(res, rank, best)}
	for _, cs := range perFile {
		for _, c := range cs {
			if c.tier == tierFocus && c.unit >= 0 {
				sel.outline[c.file]++
			}
		}
	}
	for n, c := range all {
		f := res.Files[c.file]
		sel.unitOf[n] = c.unit
		if c.unit < 0 {
			sel.picks[n] = pick{file: c.file, tier: c.tier, score: c.score, summary: safeText(f.Summary)}
			continue
		}
		sel.picks[n] = pick{file: c.file, tier: c.tier, score: c.score, sym: mapLineOf(f, c.file, c.u, c.line, c.overloads, g, rank, symIn, sigMax, e)}
	}
	return sel
}

// exporters marks the files that have an exports line.
func exporters(res *indexer.Result, exports map[string]exportList) []bool {
	if len(exports) == 0 {
		return nil
	}
	out := make([]bool, len(res.Files))
	for i, f := range res.Files {
		out[i] = len(exports[EncodePath(f.Path)].names) > 0
	}
	return out
}

// bestTarget is the weight of the most used definition file i refers to
// in another file.
func bestTarget(g *refgraph.Graph, symIn [][]float64, i int32) float64 {
	best := 0.0
	if g == nil || symIn == nil {
		return best
	}
	for _, nt := range g.Refs[i] {
		for _, t := range nt.All() {
			if t.File >= 0 && t.File != i {
				best = max(best, symIn[t.File][t.Symbol])
			}
		}
	}
	return best
}

// mapLineOf makes the map's line of a unit of file fi.
func mapLineOf(f *extract.File, fi int32, u unit, line int32, overloads string, g *refgraph.Graph, rank []float64, symIn [][]float64, sigMax int, e *model.Enrichment) mapSymbol {
	s := &f.Symbols[u.sym]
	ms := mapSymbol{Name: safeText(s.Name), Kind: s.Kind.String(), Exported: s.Visibility == extract.VisibilityPublic,
		Line: int(f.Symbols[line].NameRange.Start.Line) + 1, EndLine: int(s.FullRange.End.Line) + 1}
	if u.members != nil {
		ms.Signature = groupHead(u)
		for _, k := range u.members {
			ms.Names = append(ms.Names, safeText(f.Symbols[k].Name))
			ms.EndLine = max(ms.EndLine, int(f.Symbols[k].FullRange.End.Line)+1)
		}
		if s.Parent >= 0 {
			ms.In = safeText(f.Symbols[s.Parent].Name)
		}
		ms.Signature = safeText(ms.Signature)
		return ms
	}
	ms.Signature = mapLine(f.Language, s, sigMax)
	if untypedAttribute(f, u.sym) {
		ms.Signature = s.Name // never its assignment (hiddenAttribute)
	}
	if e != nil {
		facts := e.Facts(model.Key{File: fi, Symbol: int32(u.sym)})
		var src model.Source
		ms.Signature, src = mapSignature(f.Language, s, facts, sigMax)
		ms.Source = string(src)
		ms.Callers, ms.MoreCallers = callerBadge(facts, g, rank)
	}
	ms.In = containerLabel(s, ms.Signature)
	ms.Signature += overloads
	// Text from the repository (or a server) never adds a line.
	ms.Signature, ms.In = safeText(ms.Signature), safeText(ms.In)
	for k := range ms.Callers {
		ms.Callers[k] = safeText(ms.Callers[k])
	}
	return ms
}

// Named left-outs: how many of a file's left-out definitions its
// "... +K more" line names, by the file's place in the map.
const (
	namedMoreFocus = 40
	namedMoreTop   = 8
	namedMoreRest  = 4
	namedMoreSmall = 3 // any file, in a map of smallBudget tokens or less
)

// worthNaming reports whether a left-out's name tells a reader where to
// look: special methods (__init__, __enter__) and one-letter type
// variables (T, F) do not.
func worthNaming(name string) bool {
	if len(name) > 4 && strings.HasPrefix(name, "__") && strings.HasSuffix(name, "__") {
		return false
	}
	return len(name) > 1 || name[0] < 'A' || name[0] > 'Z'
}

// Users named on a file's line: the focus names more of its users, the
// best-ranked files of the map a few.
const (
	namedUsersFocus = 8
	namedUsersTop   = 3
	topFiles        = 5 // the files of the map that name their users
)

// layout are the settings groupPicks lays the picks out with.
type layout struct {
	focus      *focusPlan
	dependents [][]int32
	small      bool // a map of smallBudget tokens or less
	extra      int  // left-out names each file names beyond its quota
	index      int  // files named past those shown with lines
	rankSum    float64
}

// linesShare and linesShareFocus are the percentages of the budget the
// lines keep for themselves in an unfocused and a focused map; indexShare
// the index's (unfocused maps only). Measured on bench/cmd/tasks (70
// tasks, 10 corpora, 4 held out) at 4,000 tokens without focus: 42 hits
// with lines at 67% and no index; with the index, 59 to 61 at lines
// 35-40% and index 35-40% (4 to 6 names a file), 56 at 50/25. A focused
// map at 1,000 tokens loses 2 of 70 with any index.
const (
	linesShare      = 40
	indexShare      = 35
	linesShareFocus = 67
)

// maxExtraNames bounds the names a file's left-outs line adds to its
// quota.
const maxExtraNames = 200

// groupPicks lays chosen definitions out by file: focus files first, then
// the focus's neighbours, then the others best-ranked first (ties by
// path), each file's definitions in the order they were chosen, its
// left-outs counted and the best of them named, its users named when it
// is among the first.
func groupPicks(res *indexer.Result, g *refgraph.Graph, rank []float64, sel *selection, n int, lay layout) []mapFile {
	at := map[int32]int{}
	var order []int32
	var files []mapFile
	shown := map[int32]map[int32]bool{}
	outlined := map[int32]int{}
	for x, p := range sel.picks[:n] {
		k, ok := at[p.file]
		if !ok {
			k = len(files)
			at[p.file] = k
			order = append(order, p.file)
			f := res.Files[p.file]
			mf := mapFile{Path: EncodePath(f.Path), Quality: strings.TrimSpace(quality(f)), Reason: lay.focus.reason(p.file)}
			if g != nil {
				mf.Dependents = g.Dependents[p.file]
			}
			files = append(files, mf)
			shown[p.file] = map[int32]bool{}
		}
		if sel.unitOf[x] < 0 {
			files[k].Summary = p.summary
			continue
		}
		if p.tier == tierFocus {
			outlined[p.file]++
		}
		shown[p.file][sel.unitOf[x]] = true
		files[k].Symbols = append(files[k].Symbols, p.sym)
	}
	idx := make([]int, len(files))
	for k := range idx {
		idx[k] = k
	}
	sort.SliceStable(idx, func(a, b int) bool {
		fa, fb := order[idx[a]], order[idx[b]]
		if ta, tb := lay.focus.fileTier(fa), lay.focus.fileTier(fb); ta != tb {
			return ta < tb
		}
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
	for place, x := range idx {
		i, mf := order[x], files[x]
		focus := lay.focus.any && lay.focus.on[i]
		if lay.rankSum > 0 {
			mf.Rank = math.Round(1000*rank[i]/lay.rankSum) / 10
		}
		names := sel.names[i]
		mf.More = len(names) - len(shown[i])
		quota := namedMoreRest
		switch {
		case focus:
			quota = namedMoreFocus
		case lay.small:
			quota = namedMoreSmall
		case place < topFiles:
			quota = namedMoreTop
		}
		quota += lay.extra
		seen := map[string]bool{}
		for _, s := range mf.Symbols {
			seen[s.Name] = true // a name its lines show already
		}
		mf.MoreNames, mf.MoreLines, _ = sel.nameLeftOuts(i, shown[i], seen, quota)
		if focus {
			mf.Partial = outlined[i] < sel.outline[i]
			mf.Users, mf.MoreUsers = usersOf(res, rank, lay.dependents, i, namedUsersFocus)
		} else if place < topFiles && !lay.small {
			mf.Users, mf.MoreUsers = usersOf(res, rank, lay.dependents, i, namedUsersTop)
		}
		mf.Focus = focus
		out[place] = mf
	}
	return indexFiles(res, g, sel, out, lay)
}

// symbolWeights sums, per definition, the rank of the files that use it
// (each file once per name): a symbol-level rank from the file ranks.
func symbolWeights(g *refgraph.Graph, rank []float64, fp *focusPlan) [][]float64 {
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
		use := 1 + math.Min(n*rank[i], 1)
		if fp.any && fp.on[i] {
			use += focusBoost
		}
		for _, nt := range nts {
			for _, t := range nt.All() {
				if t.File != int32(i) {
					out[t.File][t.Symbol] += use
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
// keys below the top level and instance attributes that are untyped or
// no other file uses are left out, and overloads share their
// representative's line (ov).
func fileCandidates(f *extract.File, weight []float64, ov overloads, focus bool) []int {
	var cands []int
	attrs := instanceAttributes(f)
	passes := []extract.Visibility{extract.VisibilityPublic, extract.VisibilityInternal}
	if focus {
		passes = append(passes, extract.VisibilityPrivate) // all of it, as the budget allows
	}
	for _, vis := range passes {
		for k := range f.Symbols {
			s := &f.Symbols[k]
			// What other files use is shown whatever its visibility (a
			// package-internal helper used across the package).
			used := weight != nil && weight[k] > 0
			if s.Visibility != vis && !(used && vis == extract.VisibilityPublic) && !(vis == extract.VisibilityPublic && s.Visibility == extract.VisibilityUnknown) {
				continue
			}
			if isDeclarationOnly(f, k) || (s.Kind == extract.KindKey || s.Kind == extract.KindSection) && s.Parent >= 0 ||
				ov.hidden(k) || hiddenAttribute(f, attrs, k, weight) {
				continue
			}
			if vis != extract.VisibilityPublic && !used && groupClass(s) == "fields" {
				continue // a private field only when other files use it
			}
			cands = append(cands, k)
		}
		// A file with a public outline shows it alone, but for the
		// focus, whose private members follow as the budget allows.
		if len(cands) > 0 && !focus {
			break
		}
	}
	sort.SliceStable(cands, func(a, b int) bool {
		if focus {
			// The focus's public outline first, then its private members.
			pa, pb := f.Symbols[cands[a]].Visibility < extract.VisibilityInternal, f.Symbols[cands[b]].Visibility < extract.VisibilityInternal
			if pa != pb {
				return pa
			}
		}
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
