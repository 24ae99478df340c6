package eval

import (
	"fmt"
	"sort"
	"strings"
)

// ExternalRefs scores references into dependencies (the standard library,
// modules, npm packages, Python distributions), which need no symbol
// mapping: a dependency's symbol is named the same by every indexer that
// names it as the dependency's own indexer does, so a candidate reference
// counts only when the truth has one at exactly the same range with
// exactly the same symbol string.
//
// A reference is external when its symbol has no definition anywhere in
// its own index; only the compared files count. Recall is over the
// truth's external references, precision over the candidate's.
type ExternalRefs struct {
	Score
	// ByPackage splits the counts by the symbol's package (manager and
	// name, without the version): recall by the truth's package,
	// precision by the candidate's. Sorted by package.
	ByPackage []PackageScore `json:"by_package,omitempty"`
	// WrongSymbol counts candidate references at a range where the truth
	// has an external reference with another symbol (a wrong version,
	// path or suffix): they are in FP.
	WrongSymbol int `json:"wrong_symbol"`
	// Missed and Extra are a few examples, "path:line:col-col symbol".
	Missed []string `json:"missed,omitempty"`
	Extra  []string `json:"extra,omitempty"`
}

// PackageScore is the external reference score of one package.
type PackageScore struct {
	Package string `json:"package"`
	Score
}

// externalPackage is a symbol's "scheme manager name", "" for a symbol
// without a package (a local one, a malformed one).
func externalPackage(sym string) string {
	f := strings.SplitN(sym, " ", 5)
	if len(f) < 5 {
		return ""
	}
	return f[0] + " " + f[1] + " " + f[2]
}

// definedSymbols lists the symbols with a definition in x.
func definedSymbols(x *Index) []bool {
	out := make([]bool, len(x.syms))
	for _, d := range x.Docs {
		for _, o := range d.Defs {
			out[o.Sym] = true
		}
	}
	return out
}

// EvalExternal compares the external references of the compared files.
func EvalExternal(cand, truth *Index, pairs []pair, examples int) *ExternalRefs {
	tDef, cDef := definedSymbols(truth), definedSymbols(cand)
	res := &ExternalRefs{}
	byPkg := map[string]*PackageScore{}
	pkg := func(sym string) *Score {
		p := externalPackage(sym)
		s := byPkg[p]
		if s == nil {
			s = &PackageScore{Package: p}
			byPkg[p] = s
		}
		return &s.Score
	}
	type at struct {
		r   Range
		sym string
	}
	for _, p := range pairs {
		truthAt := map[at]bool{}
		truthRange := map[Range]bool{}
		for _, o := range p.t.Refs {
			if tDef[o.Sym] {
				continue
			}
			truthAt[at{o.Range, truth.Symbol(o.Sym)}] = true
			truthRange[o.Range] = true
		}
		candAt := map[at]bool{}
		for _, o := range p.c.Refs {
			if cDef[o.Sym] {
				continue
			}
			sym := cand.Symbol(o.Sym)
			k := at{o.Range, sym}
			if candAt[k] {
				continue
			}
			candAt[k] = true
			tally(truthAt[k], false, &res.Score, pkg(sym))
			if truthAt[k] {
				continue
			}
			if truthRange[o.Range] {
				res.WrongSymbol++
			}
			res.Extra = appendSample(res.Extra, fmt.Sprintf("%s:%s %s", p.key, o.Range, sym), examples)
		}
		keys := make([]at, 0, len(truthAt))
		for k := range truthAt {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool {
			if keys[i].r != keys[j].r {
				return keys[i].r.less(keys[j].r)
			}
			return keys[i].sym < keys[j].sym
		})
		for _, k := range keys {
			tally(candAt[k], true, &res.Score, pkg(k.sym))
			if !candAt[k] {
				res.Missed = appendSample(res.Missed, fmt.Sprintf("%s:%s %s", p.key, k.r, k.sym), examples)
			}
		}
	}
	res.finish()
	for _, s := range byPkg {
		s.finish()
		res.ByPackage = append(res.ByPackage, *s)
	}
	sort.Slice(res.ByPackage, func(i, j int) bool { return res.ByPackage[i].Package < res.ByPackage[j].Package })
	return res
}

// tally counts one item in each score: a truth item (recall) or a
// candidate item (precision), found on the other side or not.
func tally(found, recall bool, scores ...*Score) {
	for _, s := range scores {
		switch {
		case recall && found:
			s.RecallTP++
		case recall:
			s.FN++
		case found:
			s.PrecisionTP++
		default:
			s.FP++
		}
	}
}
