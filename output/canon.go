package output

import (
	"cmp"
	"slices"

	"github.com/sourcegraph/scip/bindings/go/scip"
)

// canonicalize is scip.CanonicalizeDocument, byte for byte, at a
// fraction of its cost when no two occurrences share a range and a
// symbol and no two symbols a name (the usual case): then nothing is
// merged and one sort of each list, by a precomputed key, gives the
// canonical order whatever the sort algorithm. Otherwise the library
// does it all (its merge of duplicates depends on its own sort).
func canonicalize(doc *scip.Document) *scip.Document {
	occ, ok := sortedOccurrences(doc.Occurrences)
	if !ok {
		return scip.CanonicalizeDocument(doc)
	}
	syms, ok := sortedSymbols(doc.Symbols)
	if !ok {
		return scip.CanonicalizeDocument(doc)
	}
	doc.Occurrences, doc.Symbols = occ, syms
	for _, o := range doc.Occurrences {
		// The library's call allocates (a new range, a sort of no
		// diagnostics) even when it changes nothing, as for nearly
		// every occurrence here.
		if len(o.Diagnostics) > 0 || !canonicalRange(o.Range) {
			scip.CanonicalizeOccurrence(o)
		}
	}
	for _, s := range doc.Symbols {
		if len(s.Relationships) > 0 {
			scip.CanonicalizeSymbol(s)
		}
	}
	return scip.SanitizeDocument(doc)
}

// sortedOccurrences returns os in canonical order (range, then symbol) in
// a new slice, or false when one has an invalid range or two tie.
func sortedOccurrences(os []*scip.Occurrence) ([]*scip.Occurrence, bool) {
	type keyed struct {
		r scip.Range
		o *scip.Occurrence
	}
	ks := make([]keyed, len(os))
	for i, o := range os {
		if len(o.Range) != 3 && len(o.Range) != 4 {
			return nil, false
		}
		ks[i] = keyed{scip.NewRangeUnchecked(o.Range), o}
	}
	order := func(a, b keyed) int {
		if c := a.r.CompareStrict(b.r); c != 0 {
			return c
		}
		return cmp.Compare(a.o.Symbol, b.o.Symbol)
	}
	slices.SortFunc(ks, order)
	out := make([]*scip.Occurrence, len(ks))
	for i, k := range ks {
		if i > 0 && order(ks[i-1], k) == 0 {
			return nil, false
		}
		out[i] = k.o
	}
	return out, true
}

// sortedSymbols returns ss sorted by name in a new slice, or false when
// two share a name.
func sortedSymbols(ss []*scip.SymbolInformation) ([]*scip.SymbolInformation, bool) {
	out := slices.Clone(ss)
	slices.SortFunc(out, func(a, b *scip.SymbolInformation) int { return cmp.Compare(a.Symbol, b.Symbol) })
	for i := 1; i < len(out); i++ {
		if out[i-1].Symbol == out[i].Symbol {
			return nil, false
		}
	}
	return out, true
}

// canonicalRange reports a range already in the form
// scip.CanonicalizeOccurrence gives it: three numbers on one line, four
// across lines.
func canonicalRange(r []int32) bool {
	return len(r) == 3 || len(r) == 4 && r[0] != r[2]
}
