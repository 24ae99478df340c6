package eval

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/sourcegraph/scip/bindings/go/scip"
	"google.golang.org/protobuf/proto"
)

// Builders for small hand-made indexes. Truth symbols use a scip-go-like
// scheme, candidate symbols a soulindex-like one: they never share a string.

func occ(sym string, roles scip.SymbolRole, r ...int32) *scip.Occurrence {
	return &scip.Occurrence{Symbol: sym, SymbolRoles: int32(roles), Range: r}
}

func def(sym string, r ...int32) *scip.Occurrence { return occ(sym, scip.SymbolRole_Definition, r...) }
func ref(sym string, r ...int32) *scip.Occurrence { return occ(sym, scip.SymbolRole_ReadAccess, r...) }

func doc(path string, occs ...*scip.Occurrence) *scip.Document {
	return &scip.Document{RelativePath: path, Occurrences: occs}
}

func withInfo(d *scip.Document, infos ...*scip.SymbolInformation) *scip.Document {
	d.Symbols = append(d.Symbols, infos...)
	return d
}

func info(sym string, k scip.SymbolInformation_Kind) *scip.SymbolInformation {
	return &scip.SymbolInformation{Symbol: sym, Kind: k}
}

func index(docs ...*scip.Document) *scip.Index {
	return &scip.Index{Metadata: &scip.Metadata{ToolInfo: &scip.ToolInfo{Name: "test"}}, Documents: docs}
}

const (
	tF   = "scip-go gomod m . `m/p`/F()."
	tG   = "scip-go gomod m . `m/p`/G()."
	tT   = "scip-go gomod m . `m/p`/T#"
	tTM  = "scip-go gomod m . `m/p`/T#M()."
	tTX  = "scip-go gomod m . `m/p`/T#x."
	tV   = "scip-go gomod m . `m/p`/V."
	tPkg = "scip-go gomod m . `m/p`/"
	tExt = "scip-go gomod std . fmt/Println()."
	cF   = "soulindex gomod m . `m/p`/F()."
	cG   = "soulindex gomod m . `m/p`/G()."
	cT   = "soulindex gomod m . `m/p`/T#"
	cTM  = "soulindex gomod m . `m/p`/T#M()."
	cTX  = "soulindex gomod m . `m/p`/T#x."
	cV   = "soulindex gomod m . `m/p`/V."
	cX   = "soulindex gomod m . `m/p`/Extra()."
	cExt = "soulindex gomod std . fmt/Println()."
)

func f(v float64) *float64 { return &v }

func score(rtp, fn, ptp, fp int) Score {
	s := Score{RecallTP: rtp, FN: fn, PrecisionTP: ptp, FP: fp}
	s.finish()
	return s
}

func TestEvaluate(t *testing.T) {
	// truthAB: a.go defines F, T, T.M, T.x and V; b.go defines G and uses
	// F, T.M, V and an external function. Ranges are [line, start, end].
	truthAB := index(
		doc("a.go",
			def(tPkg, 0, 8, 9),
			def(tF, 2, 5, 6),
			def(tT, 4, 5, 6),
			def(tTX, 5, 1, 2),
			def(tTM, 7, 12, 13),
			def(tV, 9, 4, 5),
			ref(tT, 7, 8, 9),
			def("local 0", 10, 1, 2),
		),
		doc("b.go",
			ref(tPkg, 0, 8, 9),
			def(tG, 2, 5, 6),
			ref(tF, 3, 1, 2),
			ref(tTM, 4, 3, 4),
			ref(tV, 5, 1, 2),
			ref(tExt, 6, 5, 12),
			ref("local 1", 6, 1, 2),
		),
	)
	perfectDefs := []*scip.Occurrence{
		def(cF, 2, 5, 6), def(cT, 4, 5, 6), def(cTX, 5, 1, 2), def(cTM, 7, 12, 13), def(cV, 9, 4, 5),
	}

	tests := []struct {
		name      string
		truth     *scip.Index
		cand      *scip.Index
		defs      Score
		refs      *Score // nil: n/a
		edges     *Score // nil: n/a
		files     Coverage
		align     PathAlignment
		refCounts [3]int // truth unresolvable, candidate unresolvable, candidate unmapped
	}{
		{
			name:  "perfect match, different scheme, no references",
			truth: truthAB,
			cand: index(
				doc("a.go", perfectDefs...),
				doc("b.go", def(cG, 2, 5, 6)),
			),
			// The package symbol is defined by scip-go in a.go only; this
			// candidate has no package definition, so 6 of 7 truth defs.
			defs:  score(6, 1, 6, 0),
			files: Coverage{CommonFiles: 2},
			align: PathAlignment{Auto: true},
		},
		{
			name:  "missing defs",
			truth: truthAB,
			cand: index(
				doc("a.go", def(cF, 2, 5, 6), def(cT, 4, 5, 6)),
				doc("b.go"),
			),
			defs:  score(2, 5, 2, 0),
			files: Coverage{CommonFiles: 2},
			align: PathAlignment{Auto: true},
		},
		{
			name:  "extra defs, one on a truth reference",
			truth: truthAB,
			cand: index(
				doc("a.go", append([]*scip.Occurrence{def(cPkgA, 0, 8, 9), def(cX, 12, 5, 10)}, perfectDefs...)...),
				doc("b.go", def(cG, 2, 5, 6), def(cPkgA, 0, 8, 9)),
			),
			// b.go's package clause is a truth reference, not a definition.
			defs:  score(7, 0, 7, 2),
			files: Coverage{CommonFiles: 2},
			align: PathAlignment{Auto: true},
		},
		{
			name:  "overlapping but not equal ranges; touching ranges do not overlap",
			truth: index(doc("a.go", def(tF, 2, 5, 6), def(tG, 3, 4, 8), def(tV, 4, 4, 8), def(tT, 5, 0, 3))),
			cand: index(doc("a.go",
				def(cF, 2, 0, 20),    // contains the truth range
				def(cG, 3, 7, 12),    // straddles its end
				def(cV, 4, 8, 10),    // starts where the truth range ends: no overlap
				def(cT, 4, 10, 5, 1), // multi-line, ends inside the truth range
			)),
			defs:  score(3, 1, 3, 1),
			files: Coverage{CommonFiles: 1},
			align: PathAlignment{Auto: true},
		},
		{
			name:  "references and edges, mapped by location",
			truth: truthAB,
			cand: index(
				doc("a.go", append([]*scip.Occurrence{ref(cT, 7, 8, 9)}, perfectDefs...)...),
				doc("b.go",
					def(cG, 2, 5, 6),
					ref(cF, 3, 1, 2),        // right
					ref(cTM, 4, 1, 2),       // wrong place: truth has T.M at 4:3-4
					ref(cV, 5, 1, 2),        // right
					ref(cF, 8, 1, 2),        // no truth occurrence there
					ref(cExt, 6, 5, 12),     // not defined by the candidate: not counted
					ref(cG, 9, 0, 1),        // a.go never refers to G; stays in b.go, no edge
					ref("local 3", 1, 1, 2), // local: ignored
				),
			),
			defs: score(6, 1, 6, 0),
			// Counted truth refs: a.go's T; b.go's package (defined in
			// a.go), F, T.M and V; fmt's is unresolvable. Edges: b → a only
			// (the package symbol makes none).
			refs:      ptr(score(3, 2, 3, 3)),
			edges:     ptr(score(1, 0, 1, 0)),
			files:     Coverage{CommonFiles: 2},
			align:     PathAlignment{Auto: true},
			refCounts: [3]int{1, 1, 0},
		},
		{
			name:  "truth-only and candidate-only files are excluded and counted",
			truth: index(doc("a.go", def(tF, 2, 5, 6)), doc("gen.go", def(tG, 1, 1, 2), ref(tF, 2, 1, 2)), doc("../cache/x.go", def(tV, 1, 1, 2))),
			cand:  index(doc("a.go", def(cF, 2, 5, 6)), doc("README.md", def(cX, 0, 0, 3))),
			defs:  score(1, 0, 1, 0),
			files: Coverage{CommonFiles: 1, TruthOnlyFiles: 2, CandidateOnlyFiles: 1, TruthDefsExcluded: 2,
				CandidateDefsExcluded: 1, TruthRefsExcluded: 1,
				TruthOnlySample: []string{"gen.go", "../cache/x.go"}, CandidateOnlySample: []string{"README.md"}},
			align: PathAlignment{Auto: true},
		},
		{
			name:  "candidate paths carry an extra leading directory",
			truth: index(doc("a.go", def(tF, 2, 5, 6)), doc("sub/b.go", def(tG, 2, 5, 6))),
			cand:  index(doc("./repo/a.go", def(cF, 2, 5, 6)), doc("repo/sub/b.go", def(cG, 2, 5, 6))),
			defs:  score(2, 0, 2, 0),
			files: Coverage{CommonFiles: 2},
			align: PathAlignment{Auto: true, StripCandidate: "repo/"},
		},
		{
			name:  "truth paths carry an extra leading directory",
			truth: index(doc("sync/a.go", def(tF, 2, 5, 6)), doc("sync/b.go", def(tG, 2, 5, 6)), doc("other/c.go")),
			cand:  index(doc("a.go", def(cF, 2, 5, 6)), doc("b.go", def(cG, 2, 5, 6))),
			defs:  score(2, 0, 2, 0),
			files: Coverage{CommonFiles: 2, TruthOnlyFiles: 1, TruthOnlySample: []string{"other/c.go"}},
			align: PathAlignment{Auto: true, StripTruth: "sync/"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := Evaluate(FromSCIP("cand", tc.cand), FromSCIP("truth", tc.truth), Options{})
			if !reflect.DeepEqual(res.Defs, tc.defs) {
				t.Errorf("defs = %s, want %s", js(res.Defs), js(tc.defs))
			}
			if !reflect.DeepEqual(res.Files, tc.files) {
				t.Errorf("files = %s, want %s", js(res.Files), js(tc.files))
			}
			if res.Align != tc.align {
				t.Errorf("align = %+v, want %+v", res.Align, tc.align)
			}
			switch {
			case tc.refs == nil && res.Refs != nil:
				t.Errorf("refs = %s, want n/a", js(res.Refs))
			case tc.refs == nil && res.RefsNA == "":
				t.Errorf("refs n/a without a reason")
			case tc.refs != nil && res.Refs == nil:
				t.Errorf("refs n/a (%s), want %s", res.RefsNA, js(tc.refs))
			case tc.refs != nil:
				if !reflect.DeepEqual(res.Refs.Score, *tc.refs) {
					t.Errorf("refs = %s, want %s", js(res.Refs.Score), js(tc.refs))
				}
				got := [3]int{res.Refs.TruthRefsUnresolvable, res.Refs.CandidateRefsUnresolvable, res.Refs.CandidateRefsUnmapped}
				if got != tc.refCounts {
					t.Errorf("unresolvable/unmapped = %v, want %v", got, tc.refCounts)
				}
			}
			switch {
			case tc.edges == nil && res.Edges != nil:
				t.Errorf("edges = %s, want n/a", js(res.Edges))
			case tc.edges != nil && res.Edges == nil:
				t.Errorf("edges n/a (%s), want %s", res.EdgesNA, js(tc.edges))
			case tc.edges != nil && !reflect.DeepEqual(res.Edges.Score, *tc.edges):
				t.Errorf("edges = %s, want %s", js(res.Edges.Score), js(tc.edges))
			}
			if res.Ranking != nil || res.RankingNA == "" {
				t.Errorf("ranking without -rank: %s %q", js(res.Ranking), res.RankingNA)
			}
		})
	}
}

const cPkgA = "soulindex gomod m . `m/p`/"

func ptr[T any](v T) *T { return &v }

func js(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func TestKindBreakdown(t *testing.T) {
	truth := FromSCIP("truth", index(
		// No kinds: inferred from descriptors, except V which has one.
		withInfo(doc("a.go",
			def(tPkg, 0, 8, 9), def(tF, 2, 5, 6), def(tG, 3, 5, 6), def(tT, 4, 5, 6),
			def(tTX, 5, 1, 2), def(tTM, 7, 12, 13), def(tV, 9, 4, 5), def("scip-go gomod m . `m/p`/C.", 10, 4, 5)),
			info(tV, scip.SymbolInformation_Variable)),
	))
	cand := FromSCIP("cand", index(
		withInfo(doc("a.go",
			def(cPkgA, 0, 8, 9), def(cF, 2, 5, 6), def(cT, 4, 5, 6), def(cTX, 5, 1, 2),
			def(cTM, 7, 12, 13), def(cV, 9, 4, 5), def(cX, 11, 0, 3)),
			info(cPkgA, scip.SymbolInformation_Module), info(cF, scip.SymbolInformation_Function),
			info(cT, scip.SymbolInformation_Struct), info(cTX, scip.SymbolInformation_Field),
			info(cTM, scip.SymbolInformation_Method), info(cV, scip.SymbolInformation_Variable),
			info(cX, scip.SymbolInformation_Function)),
	))
	res := Evaluate(cand, truth, Options{})
	recall := func(k string, tp, fn int) KindRecall {
		return KindRecall{Kind: k, TP: tp, FN: fn, Recall: ratio(tp, tp+fn)}
	}
	prec := func(k string, tp, fp int) KindPrecision {
		return KindPrecision{Kind: k, TP: tp, FP: fp, Precision: ratio(tp, tp+fp)}
	}
	wantR := []KindRecall{
		recall(KindField, 1, 0), recall(KindFunction, 1, 1), recall(KindMethod, 1, 0),
		recall(KindNamespace, 1, 0), recall(KindTerm, 0, 1), recall(KindType, 1, 0), recall(KindVariable, 1, 0),
	}
	wantP := []KindPrecision{
		prec(KindField, 1, 0), prec(KindFunction, 1, 1), prec(KindMethod, 1, 0),
		prec(KindModule, 1, 0), prec(KindStruct, 1, 0), prec(KindVariable, 1, 0),
	}
	if !reflect.DeepEqual(res.DefsByTruthKind, wantR) {
		t.Errorf("by truth kind:\n got %s\nwant %s", js(res.DefsByTruthKind), js(wantR))
	}
	if !reflect.DeepEqual(res.DefsByCandidateKind, wantP) {
		t.Errorf("by candidate kind:\n got %s\nwant %s", js(res.DefsByCandidateKind), js(wantP))
	}
	if want := score(6, 2, 6, 1); !reflect.DeepEqual(res.Defs, want) {
		t.Errorf("defs = %s, want %s", js(res.Defs), js(want))
	}
	if !reflect.DeepEqual(res.Mapping, SymbolMapping{CandidateSymbols: 7, Mapped: 6}) {
		t.Errorf("mapping = %+v", res.Mapping)
	}
}

func TestKindFromSymbol(t *testing.T) {
	for sym, want := range map[string]string{
		tF:                                       KindFunction,
		tTM:                                      KindMethod,
		tT:                                       KindType,
		tTX:                                      KindField,
		tV:                                       KindTerm,
		tPkg:                                     KindNamespace,
		"cxx . . . MAX!":                         KindMacro,
		"scip-go gomod m . `m/p`/F().[T]":        KindTypeParam,
		"scip-go gomod m . `m/p`/F().(x)":        KindParameter,
		"not a symbol F().":                      KindFunction, // unparsable: suffix fallback
		"not a symbol (":                         KindUnknown,
		"scip-python python p 1 `p.m`/C#m().":    KindMethod,
		"scip-python python p 1 `p.m`/__init__:": KindModuleFile,
		"scip-python python p 1 `p.m`/C#m().(x)": KindParameter,
		"scip-go gomod m . `m/p`/v:x.":           KindNested,
		"scip-go gomod m . `m/p`/func:F:r#":      KindNested,
	} {
		if got := kindFromSymbol(sym); got != want {
			t.Errorf("kindFromSymbol(%q) = %q, want %q", sym, got, want)
		}
	}
	if got := kindFromSCIP(scip.SymbolInformation_StaticEvent); got != "static_event" {
		t.Errorf("kindFromSCIP(StaticEvent) = %q", got)
	}
	if got := kindFromSCIP(scip.SymbolInformation_MethodSpecification); got != KindMethod {
		t.Errorf("kindFromSCIP(MethodSpecification) = %q", got)
	}
}

func TestSymbolMappingMajority(t *testing.T) {
	// The candidate gives one symbol to two definitions; one matches truth F
	// twice (two files), the other G once. F wins, so a reference at a truth
	// G occurrence is wrong and one at a truth F occurrence is right.
	truth := FromSCIP("truth", index(
		doc("a.go", def(tF, 1, 0, 1), def(tG, 2, 0, 1)),
		doc("b.go", def(tF, 1, 0, 1), ref(tF, 5, 0, 1), ref(tG, 6, 0, 1)),
	))
	cand := FromSCIP("cand", index(
		doc("a.go", def(cF, 1, 0, 1), def(cF, 2, 0, 1)),
		doc("b.go", def(cF, 1, 0, 1), ref(cF, 5, 0, 1), ref(cF, 6, 0, 1)),
	))
	res := Evaluate(cand, truth, Options{Examples: 5})
	if res.Mapping.Mapped != 1 || res.Mapping.Ambiguous != 1 || len(res.Mapping.AmbiguousSample) != 1 {
		t.Fatalf("mapping = %+v", res.Mapping)
	}
	if want := score(1, 1, 1, 1); res.Refs == nil || !reflect.DeepEqual(res.Refs.Score, want) {
		t.Errorf("refs = %s, want %s", js(res.Refs), js(want))
	}
	if len(res.Examples.ExtraRefs) != 1 || !strings.HasPrefix(res.Examples.ExtraRefs[0], "b.go:7:1-2 ") {
		t.Errorf("extra refs = %q", res.Examples.ExtraRefs)
	}
	if len(res.Examples.MissedRefs) != 1 || !strings.Contains(res.Examples.MissedRefs[0], tG) {
		t.Errorf("missed refs = %q", res.Examples.MissedRefs)
	}
}

func TestRanking(t *testing.T) {
	// In-degrees in the truth: lib.go 3 (a, b, c), util.go 2 (a, b),
	// c.go 1 (a), others 0. The package symbol makes no edges.
	pkg := tPkg
	truth := FromSCIP("truth", index(
		doc("lib.go", def(pkg, 0, 8, 9), def(tF, 1, 5, 6)),
		doc("util.go", def(tG, 1, 5, 6)),
		doc("c.go", def(tV, 1, 5, 6), ref(tF, 2, 0, 1), ref(pkg, 0, 8, 9)),
		doc("a.go", ref(tF, 1, 0, 1), ref(tG, 2, 0, 1), ref(tV, 3, 0, 1), ref(pkg, 0, 8, 9)),
		doc("b.go", ref(tF, 1, 0, 1), ref(tG, 2, 0, 1)),
	))
	cand := FromSCIP("cand", index(
		doc("lib.go"), doc("util.go"), doc("c.go"), doc("a.go"), doc("b.go"),
	))
	tests := []struct {
		rank   []string
		depths []int
		want   []Overlap
	}{
		{[]string{"lib.go", "util.go", "c.go"}, []int{1, 2, 3}, []Overlap{
			{K: 1, Hits: 1, Of: 1, Overlap: f(1)}, {K: 2, Hits: 2, Of: 2, Overlap: f(1)}, {K: 3, Hits: 3, Of: 3, Overlap: f(1)},
		}},
		{[]string{"a.go", "util.go", "./lib.go", "nope.go", "lib.go"}, []int{1, 2, 3}, []Overlap{
			{K: 1, Hits: 0, Of: 1, Overlap: f(0)}, {K: 2, Hits: 1, Of: 2, Overlap: f(0.5)}, {K: 3, Hits: 2, Of: 3, Overlap: f(2.0 / 3)},
		}},
		// Fewer referenced truth files (3) than k: the denominator is 3.
		{[]string{"c.go", "b.go", "util.go", "lib.go"}, nil, []Overlap{
			{K: 10, Hits: 3, Of: 3, Overlap: f(1)}, {K: 20, Hits: 3, Of: 3, Overlap: f(1)},
		}},
		{[]string{}, []int{2}, []Overlap{{K: 2, Hits: 0, Of: 2, Overlap: f(0)}}},
	}
	for i, tc := range tests {
		res := Evaluate(cand, truth, Options{Rank: tc.rank, RankDepths: tc.depths})
		if res.Ranking == nil {
			t.Fatalf("%d: ranking n/a: %s", i, res.RankingNA)
		}
		if !reflect.DeepEqual(res.Ranking.At, tc.want) {
			t.Errorf("%d: overlap = %s, want %s", i, js(res.Ranking.At), js(tc.want))
		}
	}
	res := Evaluate(cand, truth, Options{Rank: []string{"a.go", "nope.go"}})
	want := []string{"lib.go (3)", "util.go (2)", "c.go (1)"}
	if !reflect.DeepEqual(res.Ranking.TruthTopFiles, want) || res.Ranking.UnknownFiles != 1 || res.Ranking.RankedFiles != 1 || res.Ranking.TruthRanked != 3 {
		t.Errorf("ranking = %s", js(res.Ranking))
	}
	// A ranking without truth references is n/a.
	noRefs := FromSCIP("truth", index(doc("lib.go", def(tF, 1, 5, 6))))
	if r := Evaluate(cand, noRefs, Options{Rank: []string{"lib.go"}}); r.Ranking != nil || r.RankingNA == "" {
		t.Errorf("ranking against a truth without references: %s", js(r.Ranking))
	}
}

// TestRankingMergedDeclarations: a use of an interface that module
// augmentations merge into names every declaration at one range; only the
// augmented module's file gets the edge, unless the use names
// augmentations alone.
func TestRankingMergedDeclarations(t *testing.T) {
	const (
		primary = "scip-typescript npm p 1.0 src/`Effect.ts`/Effect#"
		augS    = "scip-typescript npm p 1.0 src/`Stream.ts`/`\"./Effect.js\"`/Effect#"
		augC    = "scip-typescript npm p 1.0 src/`Channel.ts`/`\"./Effect.js\"`/Effect#"
		lone    = "scip-typescript npm p 1.0 src/`Sink.ts`/`\"./Other.js\"`/Other#"
	)
	truth := FromSCIP("truth", index(
		doc("src/Effect.ts", def(primary, 1, 17, 23)),
		doc("src/Stream.ts", def(augS, 3, 19, 25)),
		doc("src/Channel.ts", def(augC, 3, 19, 25)),
		doc("src/Sink.ts", def(lone, 3, 19, 24)),
		doc("src/a.ts", ref(primary, 2, 7, 13), ref(augS, 2, 7, 13), ref(augC, 2, 7, 13), ref(lone, 4, 0, 5)),
		doc("src/b.ts", ref(augS, 2, 7, 13), ref(primary, 2, 7, 13)),
	))
	cand := FromSCIP("cand", index(doc("src/Effect.ts"), doc("src/Stream.ts"), doc("src/Channel.ts"), doc("src/Sink.ts"), doc("src/a.ts"), doc("src/b.ts")))
	res := Evaluate(cand, truth, Options{Rank: []string{"src/Effect.ts"}})
	if res.Ranking == nil {
		t.Fatalf("ranking n/a: %s", res.RankingNA)
	}
	want := []string{"src/Effect.ts (2)", "src/Sink.ts (1)"}
	if !reflect.DeepEqual(res.Ranking.TruthTopFiles, want) {
		t.Errorf("truth's top files = %q, want %q", res.Ranking.TruthTopFiles, want)
	}
}

func TestRangeOverlaps(t *testing.T) {
	r := func(v ...int32) Range { x, ok := rangeFromSCIP(v); _ = ok; return x }
	tests := []struct {
		a, b Range
		want bool
	}{
		{r(1, 2, 5), r(1, 2, 5), true},
		{r(1, 2, 5), r(1, 4, 9), true},
		{r(1, 2, 5), r(1, 5, 9), false},
		{r(1, 2, 5), r(2, 2, 5), false},
		{r(1, 2, 2), r(1, 2, 3), true}, // empty range = its position
		{r(1, 2, 2), r(1, 1, 2), false},
		{r(1, 0, 3, 0), r(2, 7, 9), true},
		{r(1, 0, 3, 0), r(3, 0, 1), false},
	}
	for _, tc := range tests {
		if got := tc.a.Overlaps(tc.b); got != tc.want {
			t.Errorf("%v overlaps %v = %v", tc.a, tc.b, got)
		}
		if got := tc.b.Overlaps(tc.a); got != tc.want {
			t.Errorf("%v overlaps %v = %v (reversed)", tc.b, tc.a, got)
		}
	}
	for _, bad := range [][]int32{{1, 2}, {1, 5, 2}, {3, 0, 2, 0}, {-1, 0, 1}, {1, 2, 3, 4, 5}} {
		if _, ok := rangeFromSCIP(bad); ok {
			t.Errorf("rangeFromSCIP(%v) accepted", bad)
		}
	}
}

func TestAlignPaths(t *testing.T) {
	tests := []struct {
		cand, truth []string
		want        PathAlignment
	}{
		{[]string{"a.go", "b/c.go"}, []string{"a.go", "b/c.go"}, PathAlignment{Auto: true}},
		{[]string{"x/a.go", "x/b/c.go"}, []string{"a.go", "b/c.go"}, PathAlignment{Auto: true, StripCandidate: "x/"}},
		{[]string{"a.go", "b/c.go"}, []string{"x/y/a.go", "x/y/b/c.go", "z.go"}, PathAlignment{Auto: true, StripTruth: "x/y/"}},
		// One exact match beats one match after stripping.
		{[]string{"a.go", "b/a.go"}, []string{"a.go"}, PathAlignment{Auto: true}},
		{nil, []string{"a.go"}, PathAlignment{Auto: true}},
	}
	for _, tc := range tests {
		if got := AlignPaths(tc.cand, tc.truth); got != tc.want {
			t.Errorf("AlignPaths(%q, %q) = %+v, want %+v", tc.cand, tc.truth, got, tc.want)
		}
	}
	for in, want := range map[string]string{"./a/b.go": "a/b.go", "/a//b.go": "a/b.go", `a\b.go`: "a/b.go", ".": "", "../x.go": "../x.go"} {
		if got := normPath(in); got != want {
			t.Errorf("normPath(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestReadSCIP reads an index marshaled whole and one written the way
// soulindex streams it (concatenated Index messages), and checks both give
// what FromSCIP gives.
func TestReadSCIP(t *testing.T) {
	idx := index(
		withInfo(doc("a.go", def(tF, 2, 5, 6), ref(tG, 3, 1, 2), def("local 1", 4, 1, 2), occ("", 0, 1, 1, 2), def(tV, 7)),
			info(tF, scip.SymbolInformation_Function)),
		doc("b.go", def(tG, 2, 5, 6)),
	)
	idx.ExternalSymbols = []*scip.SymbolInformation{info(tExt, scip.SymbolInformation_Method)}
	whole, err := proto.Marshal(idx)
	if err != nil {
		t.Fatal(err)
	}
	var streamed []byte
	for _, part := range []*scip.Index{
		{Metadata: idx.Metadata},
		{Documents: idx.Documents[:1]},
		{Documents: idx.Documents[1:]},
		{ExternalSymbols: idx.ExternalSymbols},
	} {
		b, err := proto.Marshal(part)
		if err != nil {
			t.Fatal(err)
		}
		streamed = append(streamed, b...)
	}
	want := FromSCIP("x", idx)
	for name, data := range map[string][]byte{"whole": whole, "streamed": streamed} {
		got, err := ReadSCIP("x", bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: ReadSCIP differs from FromSCIP:\n%+v\n%+v", name, got, want)
		}
	}
	wantStats := LoadStats{Documents: 2, Definitions: 2, References: 1, LocalOccurrences: 1, BadRanges: 1, EmptySymbols: 1}
	if want.Stats != wantStats {
		t.Errorf("stats = %+v, want %+v", want.Stats, wantStats)
	}
	if want.Tool != "test" || want.Kind(want.symIDFor(tExt)) != KindMethod {
		t.Errorf("tool %q, external kind %q", want.Tool, want.Kind(want.symIDFor(tExt)))
	}
	if _, err := ReadSCIP("x", bytes.NewReader([]byte{0x12, 0x05, 0x01})); err == nil {
		t.Errorf("truncated index read without error")
	}
}

// symIDFor finds a symbol's id after loading (the interning map is gone).
func (x *Index) symIDFor(s string) int32 {
	for i, v := range x.syms {
		if v == s {
			return int32(i)
		}
	}
	return -1
}

func TestReport(t *testing.T) {
	truth := FromSCIP("scip-go", index(doc("a.go", def(tF, 2, 5, 6)), doc("b.go", ref(tF, 1, 0, 1))))
	withRefs := FromSCIP("soulindex", index(doc("a.go", def(cF, 2, 5, 6)), doc("b.go", ref(cF, 1, 0, 1))))
	noRefs := FromSCIP("ctags", index(doc("a.go", def(cF, 2, 5, 6), def(cX, 4, 0, 1)), doc("b.go")))
	rep := NewReport(truth, "truth.scip")
	rep.Candidates = append(rep.Candidates,
		Evaluate(withRefs, truth, Options{Rank: []string{"a.go"}}),
		Evaluate(noRefs, truth, Options{Examples: 3}))
	var md bytes.Buffer
	if err := rep.WriteMarkdown(&md); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"| soulindex | 100.0% (1/1) | 100.0% (1/1) | 100.0% (1/1) | 100.0% (1/1) | 100.0% (1/1) | 100.0% (1/1) | 100.0% (1/1) | 100.0% (1/1) | 100.0% (1/1) |",
		"| ctags | 100.0% (1/1) | 100.0% (1/1) | 50.0% (1/2) | n/a | n/a | n/a | n/a | n/a | n/a |",
		"| function | 100.0% (1/1) | 100.0% (1/1) |",
		"| function | 100.0% (1/1) | 50.0% (1/2) |",
		"extra definitions:",
		"- `` a.go:5:1-2 " + cX + " (function) ``",
	} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("markdown lacks %q:\n%s", want, md.String())
		}
	}
	var js bytes.Buffer
	if err := rep.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	var back struct {
		Candidates []struct {
			Name string          `json:"name"`
			Defs map[string]any  `json:"defs"`
			Refs *map[string]any `json:"refs"`
		} `json:"candidates"`
	}
	if err := json.Unmarshal(js.Bytes(), &back); err != nil {
		t.Fatal(err)
	}
	if len(back.Candidates) != 2 || back.Candidates[1].Refs != nil || back.Candidates[1].Defs["fp"] != 1.0 ||
		back.Candidates[0].Refs == nil || (*back.Candidates[0].Refs)["recall_tp"] != 1.0 {
		t.Errorf("json = %s", js.String())
	}
}

// TestOutlineRecall: parameters of the truth count against plain recall
// but not against recall over outline kinds.
func TestOutlineRecall(t *testing.T) {
	const tParam = "scip-go gomod m . `m/p`/F().(x)"
	truth := index(doc("a.go", def(tF, 2, 5, 6), def(tParam, 2, 7, 8)))
	cand := index(doc("a.go", def(cF, 2, 5, 6)))
	res := Evaluate(FromSCIP("cand", cand), FromSCIP("truth", truth), Options{})
	if got, want := res.Defs, score(1, 1, 1, 0); !reflect.DeepEqual(got, want) {
		t.Errorf("defs = %+v, want %+v", got, want)
	}
	if got, want := res.OutlineDefs, score(1, 0, 1, 0); !reflect.DeepEqual(got, want) {
		t.Errorf("outline defs = %+v, want %+v", got, want)
	}
}
