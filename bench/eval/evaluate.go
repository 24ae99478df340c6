package eval

import (
	"fmt"
	"math/bits"
	"sort"
	"strings"
)

// Options tunes Evaluate.
type Options struct {
	// Align fixes the path prefixes to strip; nil detects them (AlignPaths).
	Align *PathAlignment
	// Rank is the candidate's file ranking, best first, in the candidate's
	// path form; nil means the candidate has no ranking (n/a).
	Rank []string
	// Examples is how many missed and extra items to keep per metric and
	// kind (so that a kind with many disagreements does not hide the others).
	Examples int
	// RankDepths are the k of overlap@k; default 10 and 20.
	RankDepths []int
	// Enriched are candidate symbols whose references a language server
	// gave (soulindex --lsp, enrichment.json): reference recall and
	// precision are reported again restricted to them.
	Enriched []string
	// Corpus is the directory the compared files' paths are relative to
	// (the truth's project root): cross-file references are told
	// qualified or unqualified from its text. Empty: by kind only.
	Corpus string
}

// Score holds the counts of one metric. Recall counts truth items (found:
// RecallTP, missed: FN); precision counts candidate items (confirmed:
// PrecisionTP, unconfirmed: FP). Matching is by overlap, not one-to-one, so
// the two true-positive counts can differ. A rate is nil (n/a) when its
// denominator is 0.
type Score struct {
	RecallTP    int      `json:"recall_tp"`
	FN          int      `json:"fn"`
	PrecisionTP int      `json:"precision_tp"`
	FP          int      `json:"fp"`
	Recall      *float64 `json:"recall"`
	Precision   *float64 `json:"precision"`
}

func (s *Score) finish() {
	s.Recall = ratio(s.RecallTP, s.RecallTP+s.FN)
	s.Precision = ratio(s.PrecisionTP, s.PrecisionTP+s.FP)
}

func ratio(a, b int) *float64 {
	if b == 0 {
		return nil
	}
	r := float64(a) / float64(b)
	return &r
}

// KindRecall is definition recall for one truth kind.
type KindRecall struct {
	Kind   string   `json:"kind"`
	TP     int      `json:"tp"`
	FN     int      `json:"fn"`
	Recall *float64 `json:"recall"`
}

// KindPrecision is definition precision for one candidate kind.
type KindPrecision struct {
	Kind      string   `json:"kind"`
	TP        int      `json:"tp"`
	FP        int      `json:"fp"`
	Precision *float64 `json:"precision"`
}

// Coverage tells which files were compared: only documents present in both
// indexes (after path alignment) count; what the other side never indexed is
// left out and counted here.
type Coverage struct {
	CommonFiles           int      `json:"common_files"`
	TruthOnlyFiles        int      `json:"truth_only_files"`
	CandidateOnlyFiles    int      `json:"candidate_only_files"`
	TruthDefsExcluded     int      `json:"truth_defs_excluded"`
	CandidateDefsExcluded int      `json:"candidate_defs_excluded"`
	TruthRefsExcluded     int      `json:"truth_refs_excluded"`
	CandidateRefsExcluded int      `json:"candidate_refs_excluded"`
	TruthOnlySample       []string `json:"truth_only_sample,omitempty"`
	CandidateOnlySample   []string `json:"candidate_only_sample,omitempty"`
}

// RefResult is occurrence-level reference recall and precision.
type RefResult struct {
	Score
	// Truth references to symbols with no truth definition in the compared
	// files (standard library, dependencies, truth-only files) can never be
	// mapped from the candidate and are not counted.
	TruthRefsUnresolvable int `json:"truth_refs_unresolvable"`
	// Candidate references to symbols the candidate defines nowhere in the
	// compared files are not counted either (symmetric to the above).
	CandidateRefsUnresolvable int `json:"candidate_refs_unresolvable"`
	// Counted candidate references whose symbol maps to no truth symbol
	// (its definitions matched none): all of them are in FP.
	CandidateRefsUnmapped int `json:"candidate_refs_unmapped"`
}

// SymbolMapping summarizes the candidate → truth symbol map built from
// matched definitions.
type SymbolMapping struct {
	CandidateSymbols int `json:"candidate_symbols_defined"`
	Mapped           int `json:"mapped"`
	// Mapped candidate symbols whose definitions matched more than one truth
	// symbol (the one with the most matches was kept).
	Ambiguous int `json:"ambiguous"`
	// A few ambiguous mappings: "candidate → kept truth symbol (votes), other (votes), ...".
	AmbiguousSample []string `json:"ambiguous_sample,omitempty"`
}

// EdgeResult compares the sets of file dependency edges (A, B): A != B and A
// has a reference to a symbol defined in B.
type EdgeResult struct {
	Score
	TruthEdges     int `json:"truth_edges"`
	CandidateEdges int `json:"candidate_edges"`
}

// Overlap is overlap@K: of the candidate's K best files, how many are among
// the truth's K files with the most distinct referencing files (ties at the
// K-th place all count), over min(K, number of truth files with at least
// one referencing file).
type Overlap struct {
	K       int      `json:"k"`
	Hits    int      `json:"hits"`
	Of      int      `json:"of"`
	Overlap *float64 `json:"overlap"`
}

// RankResult is the ranking agreement.
type RankResult struct {
	At            []Overlap `json:"at"`
	RankedFiles   int       `json:"ranked_files"`    // ranked paths that are compared files
	UnknownFiles  int       `json:"unknown_files"`   // ranked paths not among the compared files
	TruthRanked   int       `json:"truth_ranked"`    // truth files with a referencing file
	TruthTopFiles []string  `json:"truth_top_files"` // the truth's best files, best first
}

// Examples lists a few disagreements per kind to look at, as
// "path:line:col-col symbol (kind)", in file order.
type Examples struct {
	MissedDefs []string `json:"missed_defs,omitempty"`
	ExtraDefs  []string `json:"extra_defs,omitempty"`
	MissedRefs []string `json:"missed_refs,omitempty"`
	ExtraRefs  []string `json:"extra_refs,omitempty"`
	// Cross-file references, a few per form, as "form: path:line:col-col
	// symbol (kind)".
	MissedCrossFileRefs []string `json:"missed_cross_file_refs,omitempty"`
	ExtraCrossFileRefs  []string `json:"extra_cross_file_refs,omitempty"`
}

// nonOutlineKinds are truth kinds no outline (soulindex, ctags, scip-syntax
// globals) sets out to define.
var nonOutlineKinds = map[string]bool{KindParameter: true, KindTypeParam: true, KindMeta: true, KindNested: true, KindModuleFile: true}

// Result is the evaluation of one candidate against the truth. A nil
// pointer metric is not applicable; the matching *NA field says why.
type Result struct {
	Name   string        `json:"name"`
	Tool   string        `json:"tool,omitempty"`
	Source string        `json:"source,omitempty"`
	Load   LoadStats     `json:"load"`
	Align  PathAlignment `json:"path_alignment"`
	Files  Coverage      `json:"files"`
	Defs   Score         `json:"defs"`
	// OutlineDefs is definition recall over the kinds an outline indexer
	// means to produce: truth parameters, type parameters, meta symbols
	// and symbols nested in values are left out.
	OutlineDefs         Score           `json:"outline_defs"`
	DefsByTruthKind     []KindRecall    `json:"defs_by_truth_kind"`
	DefsByCandidateKind []KindPrecision `json:"defs_by_candidate_kind"`
	Mapping             SymbolMapping   `json:"symbol_mapping"`
	Refs                *RefResult      `json:"refs"`
	RefsNA              string          `json:"refs_na,omitempty"`
	// CrossFileRefs is reference recall and precision over references to
	// symbols defined in another file, by form; nil when Refs is.
	CrossFileRefs *CrossFileRefs `json:"cross_file_refs"`
	// ExternalRefs is reference recall and precision over references into
	// dependencies, by exact range and symbol string; nil when Refs is.
	ExternalRefs *ExternalRefs `json:"external_refs"`
	Edges        *EdgeResult   `json:"edges"`
	EdgesNA      string        `json:"edges_na,omitempty"`
	Ranking      *RankResult   `json:"ranking"`
	RankingNA    string        `json:"ranking_na,omitempty"`
	Examples     Examples      `json:"examples"`
	Notes        []string      `json:"notes,omitempty"`

	// EnrichedRefs is reference recall and precision restricted to the
	// Options.Enriched symbols: truth references to the truth symbols
	// they map to, candidate references to them.
	EnrichedRefs *EnrichedRefs `json:"enriched_refs,omitempty"`

	// Maps is the symbol coverage of each Soul Map given (EvaluateMap).
	Maps []*MapCoverage `json:"maps,omitempty"`
}

// EnrichedRefs is the reference score over the enriched symbols only.
type EnrichedRefs struct {
	RefResult
	// Symbols given; Defined: defined in the compared files; Mapped: with
	// a truth symbol (only those can be recalled).
	Symbols int `json:"symbols"`
	Defined int `json:"defined"`
	Mapped  int `json:"mapped"`
}

// pair is one compared file: the documents of both sides under one key.
type pair struct {
	key  string
	t, c *Doc
}

// Evaluate compares cand against truth. See the package documentation for
// the matching rules.
func Evaluate(cand, truth *Index, opt Options) *Result {
	res := &Result{Name: cand.Name, Tool: cand.Tool, Load: cand.Stats}
	if opt.Align != nil {
		res.Align = *opt.Align
	} else {
		res.Align = AlignPaths(docPaths(cand), docPaths(truth))
	}
	pairs := res.compareFiles(cand, truth)
	alignColumns(cand, truth, pairs, opt.Corpus)

	mapping := res.evalDefs(cand, truth, pairs, opt.Examples)

	switch {
	case !cand.HasRefs():
		res.RefsNA = "the candidate has no reference occurrences"
	case !truth.HasRefs():
		res.RefsNA = "the truth has no reference occurrences"
	default:
		res.evalRefs(cand, truth, pairs, mapping, opt)
		res.ExternalRefs = EvalExternal(cand, truth, pairs, opt.Examples)
		if opt.Enriched != nil {
			res.EnrichedRefs = evalEnriched(cand, truth, pairs, mapping, opt.Enriched)
		}
	}

	var truthEdges map[int64]bool
	if truth.HasRefs() {
		truthEdges = fileEdges(truth, pairs, func(p pair) *Doc { return p.t })
	}
	switch {
	case !cand.HasRefs():
		res.EdgesNA = "the candidate has no reference occurrences"
	case truthEdges == nil:
		res.EdgesNA = "the truth has no reference occurrences"
	default:
		candEdges := fileEdges(cand, pairs, func(p pair) *Doc { return p.c })
		e := &EdgeResult{TruthEdges: len(truthEdges), CandidateEdges: len(candEdges)}
		for k := range truthEdges {
			if candEdges[k] {
				e.RecallTP++
			} else {
				e.FN++
			}
		}
		e.PrecisionTP = e.RecallTP
		e.FP = len(candEdges) - e.PrecisionTP
		e.finish()
		res.Edges = e
	}

	switch {
	case opt.Rank == nil:
		res.RankingNA = "no ranking given (-rank)"
	case truthEdges == nil:
		res.RankingNA = "the truth has no reference occurrences"
	default:
		res.Ranking = evalRanking(res.Align, pairs, truthEdges, opt)
	}
	return res
}

func docPaths(x *Index) []string {
	out := make([]string, 0, len(x.Docs))
	for _, d := range x.Docs {
		out = append(out, d.Path)
	}
	return out
}

const sampleFiles = 10

// compareFiles pairs documents by aligned path and counts what is left out.
func (res *Result) compareFiles(cand, truth *Index) []pair {
	keyed := func(x *Index, strip string) map[string]*Doc {
		m := make(map[string]*Doc, len(x.Docs))
		for _, d := range x.Docs {
			if k, ok := stripPrefix(d.Path, strip); ok && k != "" {
				m[k] = d
			}
		}
		return m
	}
	tm := keyed(truth, res.Align.StripTruth)
	cm := keyed(cand, res.Align.StripCandidate)
	var pairs []pair
	f := &res.Files
	for k, t := range tm {
		if c := cm[k]; c != nil {
			pairs = append(pairs, pair{key: k, t: t, c: c})
		}
	}
	sort.Slice(pairs, func(i, j int) bool { return pairs[i].key < pairs[j].key })
	f.CommonFiles = len(pairs)
	inPairs := map[*Doc]bool{}
	for _, p := range pairs {
		inPairs[p.t], inPairs[p.c] = true, true
	}
	for _, d := range truth.Docs {
		if !inPairs[d] {
			f.TruthOnlyFiles++
			f.TruthDefsExcluded += len(d.Defs)
			f.TruthRefsExcluded += len(d.Refs)
			f.TruthOnlySample = appendSample(f.TruthOnlySample, d.Path, sampleFiles)
		}
	}
	for _, d := range cand.Docs {
		if !inPairs[d] {
			f.CandidateOnlyFiles++
			f.CandidateDefsExcluded += len(d.Defs)
			f.CandidateRefsExcluded += len(d.Refs)
			f.CandidateOnlySample = appendSample(f.CandidateOnlySample, d.Path, sampleFiles)
		}
	}
	return pairs
}

// sampler admits up to n examples per kind.
type sampler struct {
	n    int
	seen map[string]int
}

func newSampler(n int) *sampler { return &sampler{n: n, seen: map[string]int{}} }

func (s *sampler) take(kind string) bool {
	if s.seen[kind] >= s.n {
		return false
	}
	s.seen[kind]++
	return true
}

func appendSample(s []string, v string, n int) []string {
	if len(s) < n {
		s = append(s, v)
	}
	return s
}

func describe(x *Index, path string, o *Occ) string {
	return fmt.Sprintf("%s:%s %s (%s)", path, o.Range, x.Symbol(o.Sym), x.Kind(o.Sym))
}

// evalDefs scores definitions and returns the candidate → truth symbol map
// (-1: unmapped), indexed by candidate symbol id.
func (res *Result) evalDefs(cand, truth *Index, pairs []pair, examples int) []int32 {
	byTruthKind := map[string]*KindRecall{}
	byCandKind := map[string]*KindPrecision{}
	votes := map[int64]int32{} // candSym<<32 | truthSym → matched definition pairs
	s := &res.Defs
	ex := &res.Examples
	missed, extra := newSampler(examples), newSampler(examples)
	for _, p := range pairs {
		for i := range p.t.Defs {
			t := &p.t.Defs[i]
			found := false
			overlapping(p.c.Defs, p.c.maxDefSpan, t.Range, func(c *Occ) {
				found = true
				votes[int64(c.Sym)<<32|int64(t.Sym)]++
			})
			k := truth.Kind(t.Sym)
			kr := byTruthKind[k]
			if kr == nil {
				kr = &KindRecall{Kind: k}
				byTruthKind[k] = kr
			}
			outline := !nonOutlineKinds[k]
			if outline && found {
				res.OutlineDefs.RecallTP++
			} else if outline {
				res.OutlineDefs.FN++
			}
			if found {
				s.RecallTP++
				kr.TP++
			} else {
				s.FN++
				kr.FN++
				if missed.take(k) {
					ex.MissedDefs = append(ex.MissedDefs, describe(truth, p.t.Path, t))
				}
			}
		}
		for i := range p.c.Defs {
			c := &p.c.Defs[i]
			found := false
			overlapping(p.t.Defs, p.t.maxDefSpan, c.Range, func(*Occ) { found = true })
			k := cand.Kind(c.Sym)
			kp := byCandKind[k]
			if kp == nil {
				kp = &KindPrecision{Kind: k}
				byCandKind[k] = kp
			}
			if found {
				s.PrecisionTP++
				kp.TP++
			} else {
				s.FP++
				kp.FP++
				if extra.take(k) {
					ex.ExtraDefs = append(ex.ExtraDefs, describe(cand, p.c.Path, c))
				}
			}
		}
	}
	s.finish()
	res.OutlineDefs.PrecisionTP, res.OutlineDefs.FP = s.PrecisionTP, s.FP
	res.OutlineDefs.finish()
	for _, kr := range byTruthKind {
		kr.Recall = ratio(kr.TP, kr.TP+kr.FN)
		res.DefsByTruthKind = append(res.DefsByTruthKind, *kr)
	}
	sort.Slice(res.DefsByTruthKind, func(i, j int) bool { return res.DefsByTruthKind[i].Kind < res.DefsByTruthKind[j].Kind })
	for _, kp := range byCandKind {
		kp.Precision = ratio(kp.TP, kp.TP+kp.FP)
		res.DefsByCandidateKind = append(res.DefsByCandidateKind, *kp)
	}
	sort.Slice(res.DefsByCandidateKind, func(i, j int) bool {
		return res.DefsByCandidateKind[i].Kind < res.DefsByCandidateKind[j].Kind
	})

	// The mapping: for each candidate symbol, the truth symbol its
	// definitions matched most often (ties: the smaller symbol string).
	mapping := make([]int32, len(cand.syms))
	best := make([]int32, len(cand.syms))
	choices := make([]int32, len(cand.syms))
	for i := range mapping {
		mapping[i] = -1
	}
	for key, n := range votes {
		c, t := int32(key>>32), int32(key&0xffffffff)
		choices[c]++
		cur := mapping[c]
		if cur < 0 || n > best[c] || (n == best[c] && truth.Symbol(t) < truth.Symbol(cur)) {
			mapping[c], best[c] = t, n
		}
	}
	defined := definedIn(cand, pairs, func(p pair) *Doc { return p.c })
	var ambiguous []int32
	for id := range defined {
		res.Mapping.CandidateSymbols++
		if mapping[id] >= 0 {
			res.Mapping.Mapped++
			if choices[id] > 1 {
				res.Mapping.Ambiguous++
				ambiguous = append(ambiguous, id)
			}
		}
	}
	sort.Slice(ambiguous, func(i, j int) bool { return cand.Symbol(ambiguous[i]) < cand.Symbol(ambiguous[j]) })
	for _, c := range ambiguous[:min(examples, len(ambiguous))] {
		var others []string
		for key, n := range votes {
			if int32(key>>32) == c && int32(key&0xffffffff) != mapping[c] {
				others = append(others, fmt.Sprintf("%s (%d)", truth.Symbol(int32(key&0xffffffff)), n))
			}
		}
		sort.Strings(others)
		res.Mapping.AmbiguousSample = append(res.Mapping.AmbiguousSample, fmt.Sprintf("%s → %s (%d), %s",
			cand.Symbol(c), truth.Symbol(mapping[c]), best[c], strings.Join(others, ", ")))
	}
	return mapping
}

// definedIn returns, for every symbol defined in the compared files of one
// side, the indexes (into pairs) of the files that define it.
func definedIn(x *Index, pairs []pair, side func(pair) *Doc) map[int32][]int32 {
	m := map[int32][]int32{}
	for i, p := range pairs {
		for _, o := range side(p).Defs {
			fs := m[o.Sym]
			if len(fs) == 0 || fs[len(fs)-1] != int32(i) {
				m[o.Sym] = append(fs, int32(i))
			}
		}
	}
	return m
}

// evalEnriched scores the references of the enriched candidate symbols
// and of the truth symbols they map to.
func evalEnriched(cand, truth *Index, pairs []pair, mapping []int32, enriched []string) *EnrichedRefs {
	out := &EnrichedRefs{Symbols: len(enriched)}
	candDefined := definedIn(cand, pairs, func(p pair) *Doc { return p.c })
	want := make(map[string]bool, len(enriched))
	for _, s := range enriched {
		want[s] = true
	}
	keepC, keepT := map[int32]bool{}, map[int32]bool{}
	for id, s := range cand.syms { // the interning map is gone after loading
		if !want[s] || len(candDefined[int32(id)]) == 0 {
			continue
		}
		out.Defined++
		keepC[int32(id)] = true
		if t := mapping[id]; t >= 0 {
			out.Mapped++
			keepT[t] = true
		}
	}
	b := []refBucket{{}}
	evalRefs(cand, truth, pairs, mapping, b, func(o refOcc) uint64 {
		if (o.truth && keepT[o.Sym]) || (!o.truth && keepC[o.Sym]) {
			return 1
		}
		return 0
	})
	out.RefResult = b[0].RefResult
	return out
}

// refOcc is one reference occurrence as evalRefs' classifier sees it.
type refOcc struct {
	*Occ
	truth bool    // a truth reference; else a candidate one
	pair  int     // its file, an index into pairs
	defs  []int32 // the files (indexes into pairs, ascending) defining its symbol on its side; none: unresolvable
}

// refBucket is one reference score computed by evalRefs.
type refBucket struct {
	RefResult
	// disagree, when set, is told of every missed truth reference
	// (missed) and every unconfirmed candidate reference in the bucket.
	disagree func(o refOcc, missed bool)
}

// evalRefs scores reference occurrences into buckets, all in one pass and
// with one matching rule, so that restricted scores (cross-file, by form,
// enriched symbols) count exactly what the overall score counts. classify
// gives the buckets an occurrence counts in: bit i for buckets[i]; 0 leaves
// it out.
func evalRefs(cand, truth *Index, pairs []pair, mapping []int32, buckets []refBucket, classify func(refOcc) uint64) {
	candDefined := definedIn(cand, pairs, func(p pair) *Doc { return p.c })
	truthDefined := definedIn(truth, pairs, func(p pair) *Doc { return p.t })
	for pi, p := range pairs {
		for i := range p.c.Refs {
			c := &p.c.Refs[i]
			o := refOcc{Occ: c, pair: pi, defs: candDefined[c.Sym]}
			in := classify(o)
			if in == 0 {
				continue
			}
			want := mapping[c.Sym]
			found := false
			if len(o.defs) > 0 && want >= 0 {
				overlapping(p.t.Refs, p.t.maxRefSpan, c.Range, func(t *Occ) {
					if t.Sym == want {
						found = true
					}
				})
			}
			for ; in != 0; in &= in - 1 {
				r := &buckets[bits.TrailingZeros64(in)]
				switch {
				case len(o.defs) == 0:
					r.CandidateRefsUnresolvable++
				case found:
					r.PrecisionTP++
				default:
					if want < 0 {
						r.CandidateRefsUnmapped++
					}
					r.FP++
					if r.disagree != nil {
						r.disagree(o, false)
					}
				}
			}
		}
		for i, j := 0, 0; i < len(p.t.Refs); i = j {
			// Several symbols at one range are one reference (TypeScript's
			// merged declarations: scip-typescript names every interface
			// that module augmentations merge), found when the candidate
			// has any of them there.
			for j = i + 1; j < len(p.t.Refs) && p.t.Refs[j].Range == p.t.Refs[i].Range; j++ {
			}
			t := &p.t.Refs[i]
			found := false
			for k := i; k < j && !found; k++ {
				tk := &p.t.Refs[k]
				if len(truthDefined[tk.Sym]) == 0 {
					continue
				}
				overlapping(p.c.Refs, p.c.maxRefSpan, tk.Range, func(c *Occ) {
					if mapping[c.Sym] == tk.Sym {
						found = true
					}
				})
				if found || len(truthDefined[t.Sym]) == 0 {
					t = tk
				}
			}
			o := refOcc{Occ: t, truth: true, pair: pi, defs: truthDefined[t.Sym]}
			in := classify(o)
			if in == 0 {
				continue
			}
			for ; in != 0; in &= in - 1 {
				r := &buckets[bits.TrailingZeros64(in)]
				switch {
				case len(o.defs) == 0:
					r.TruthRefsUnresolvable++
				case found:
					r.RecallTP++
				default:
					r.FN++
					if r.disagree != nil {
						r.disagree(o, true)
					}
				}
			}
		}
	}
	for i := range buckets {
		buckets[i].finish()
	}
}

// fileEdges is the set of (A, B) file pairs, as indexes into pairs packed
// A<<32|B, with A != B and a reference in A to a symbol defined in B.
// Namespace and module symbols make no edges (see isNamespaceKind).
func fileEdges(x *Index, pairs []pair, side func(pair) *Doc) map[int64]bool {
	defined := definedIn(x, pairs, side)
	edges := map[int64]bool{}
	for a, p := range pairs {
		refs := side(p).Refs
		for i, o := range refs {
			fs := defined[o.Sym]
			if len(fs) == 0 || isNamespaceKind(x.Kind(o.Sym)) {
				continue
			}
			if augmentation(x.Symbol(o.Sym)) && mergedWithPrimary(x, refs, i) {
				// One use of a merged interface names each declaration
				// merged into it; the module it augments defines it.
				continue
			}
			for _, b := range fs {
				if b != int32(a) {
					edges[int64(a)<<32|int64(b)] = true
				}
			}
		}
	}
	return edges
}

// augmentation reports whether a symbol is declared in a TypeScript
// module augmentation (declare module "./Effect.js" { ... }), which
// scip-typescript writes as a namespace descriptor naming the quoted module.
func augmentation(sym string) bool {
	return strings.Contains(sym, "`\"")
}

// mergedWithPrimary reports whether refs[i] shares its range with a
// reference to a symbol that is no augmentation: the declaration the
// augmentations merge into.
func mergedWithPrimary(x *Index, refs []Occ, i int) bool {
	for _, d := range []int{-1, 1} {
		for k := i + d; k >= 0 && k < len(refs) && refs[k].Range == refs[i].Range; k += d {
			if !augmentation(x.Symbol(refs[k].Sym)) {
				return true
			}
		}
	}
	return false
}

func evalRanking(al PathAlignment, pairs []pair, truthEdges map[int64]bool, opt Options) *RankResult {
	rr := &RankResult{}
	indeg := make([]int, len(pairs))
	for e := range truthEdges {
		indeg[e&0xffffffff]++
	}
	var truthRank []int
	for i, n := range indeg {
		if n > 0 {
			truthRank = append(truthRank, i)
		}
	}
	sort.SliceStable(truthRank, func(i, j int) bool { return indeg[truthRank[i]] > indeg[truthRank[j]] })
	rr.TruthRanked = len(truthRank)
	byKey := make(map[string]int, len(pairs))
	for i, p := range pairs {
		byKey[p.key] = i
	}
	var candRank []int
	seen := map[int]bool{}
	for _, line := range opt.Rank {
		k, ok := stripPrefix(normPath(line), al.StripCandidate)
		i, known := byKey[k]
		if !ok || !known {
			rr.UnknownFiles++
			continue
		}
		if !seen[i] {
			seen[i] = true
			candRank = append(candRank, i)
		}
	}
	rr.RankedFiles = len(candRank)
	depths := opt.RankDepths
	if len(depths) == 0 {
		depths = []int{10, 20}
	}
	maxK := 0
	for _, k := range depths {
		maxK = max(maxK, k)
		o := Overlap{K: k, Of: min(k, len(truthRank))}
		if o.Of > 0 {
			threshold := indeg[truthRank[o.Of-1]]
			for _, i := range candRank[:min(k, len(candRank))] {
				if indeg[i] > 0 && indeg[i] >= threshold {
					o.Hits++
				}
			}
			o.Overlap = ratio(o.Hits, o.Of)
		}
		rr.At = append(rr.At, o)
	}
	for _, i := range truthRank[:min(maxK, len(truthRank))] {
		rr.TruthTopFiles = append(rr.TruthTopFiles, fmt.Sprintf("%s (%d)", pairs[i].key, indeg[i]))
	}
	return rr
}
