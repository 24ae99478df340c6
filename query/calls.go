package query

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/sourcegraph/scip/bindings/go/scip"
)

// Call is one caller or callee of a call hierarchy (soulindex calls):
// the function or method, the first place it calls (for a caller) or is
// called (for a callee) in the call above it, how many calls there are,
// and the next level when the depth allows.
type Call struct {
	Symbol string `json:"symbol"`
	// Name is the symbol's dotted path ("Type.method"); a file's top-level
	// code is "(top level)" with Symbol "".
	Name  string `json:"name"`
	Path  string `json:"path"`
	Line  int32  `json:"line"`
	Col   int32  `json:"col"`
	Sites int    `json:"sites"`
	// Recursive marks a call back into the chain above it, not walked
	// again; Truncated a level the depth left out.
	Recursive bool   `json:"recursive,omitempty"`
	Truncated bool   `json:"truncated,omitempty"`
	Calls     []Call `json:"calls,omitempty"`
	// Def is where the function is defined, when the index defines it.
	Def *Occurrence `json:"def,omitempty"`
	// Confirmed: a language server named it too (calls --lsp); Source
	// "lsp": the server alone named it.
	Confirmed bool   `json:"confirmed,omitempty"`
	Source    string `json:"source,omitempty"`
}

// CallsResult answers soulindex calls: the functions the query names,
// each with its callers and callees.
type CallsResult struct {
	Targets []CallTarget `json:"targets"`
}

// CallTarget is one function or method named, with its call hierarchy.
type CallTarget struct {
	Target
	Callers []Call `json:"callers"`
	Callees []Call `json:"callees"`
}

// callEdge is one call site: caller calls callee at (doc, line, col).
type callEdge struct {
	caller, callee int32 // interned symbols; caller -1 - doc for top-level code
	doc            int32
	line, col      int32
}

// callGraph is every call site of an index, by symbol.
type callGraph struct {
	syms     []string
	ids      map[string]int32
	docs     []string
	edges    []callEdge
	byCaller map[int32][]int
	byCallee map[int32][]int
	defs     map[int32]Occurrence // each function's first definition
	// left bounds the calls a whole answer lists: an unbounded depth over a
	// graph with many paths grows as the paths do.
	left int
}

// maxCalls bounds the calls one answer lists.
const maxCalls = 20000

func (g *callGraph) id(s string) int32 {
	if i, ok := g.ids[s]; ok {
		return i
	}
	i := int32(len(g.syms))
	g.syms = append(g.syms, s)
	g.ids[s] = i
	return i
}

// callable reports whether a SCIP symbol names a function or method (a
// method descriptor: "name().").
func callable(sym string) bool {
	return strings.HasSuffix(sym, ").") && !scip.IsLocalSymbol(sym)
}

// Calls answers soulindex calls for target (a name, Type.member, or
// FILE:LINE[:COL]): the callers and callees of each function or method it
// names, depth levels deep (0: no bound). It reads the index twice: once
// for the target, once for every call site.
func Calls(ctx context.Context, index Index, dir, target string, depth int) (*CallsResult, error) {
	syms, _, err := resolveTarget(ctx, index, dir, target)
	if err != nil {
		return nil, err
	}
	res := &CallsResult{}
	for _, t := range syms {
		if callable(t.Symbol) {
			res.Targets = append(res.Targets, CallTarget{Target: t})
		}
	}
	if len(res.Targets) == 0 {
		return nil, fmt.Errorf("%s names no function or method", target)
	}
	g := &callGraph{ids: map[string]int32{}, byCaller: map[int32][]int{}, byCallee: map[int32][]int{}, defs: map[int32]Occurrence{}, left: maxCalls}
	want := map[string]*CallTarget{}
	for i := range res.Targets {
		want[res.Targets[i].Symbol] = &res.Targets[i]
	}
	err = scanDocuments(ctx, index, dir, func(d *scip.Document) {
		doc := int32(len(g.docs))
		g.docs = append(g.docs, d.RelativePath)
		var encl *enclosers
		for _, o := range d.Occurrences {
			if len(o.Range) < 3 || !callable(o.Symbol) {
				continue
			}
			if encl == nil {
				encl = callableEnclosers(d)
			}
			if o.SymbolRoles&int32(scip.SymbolRole_Definition) != 0 {
				oc := occurrenceOf(d, o, encl)
				if t := want[o.Symbol]; t != nil {
					t.Definitions = append(t.Definitions, oc)
				}
				if id := g.id(o.Symbol); g.defs[id].Path == "" {
					g.defs[id] = oc
				}
				continue
			}
			caller := -1 - doc
			if in := encl.innermost(o.Range[0], o.Range[1], ""); in != "" {
				caller = g.id(in)
			}
			e := callEdge{caller: caller, callee: g.id(o.Symbol), doc: doc, line: o.Range[0], col: o.Range[1]}
			g.byCaller[e.caller] = append(g.byCaller[e.caller], len(g.edges))
			g.byCallee[e.callee] = append(g.byCallee[e.callee], len(g.edges))
			g.edges = append(g.edges, e)
		}
	})
	if err != nil {
		return nil, err
	}
	for i := range res.Targets {
		t := &res.Targets[i]
		sortOccurrences(t.Definitions)
		id, ok := g.ids[t.Symbol]
		if !ok {
			t.Callers, t.Callees = []Call{}, []Call{}
			continue
		}
		t.Callers = g.walk(id, depth, true, map[int32]bool{id: true})
		t.Callees = g.walk(id, depth, false, map[int32]bool{id: true})
	}
	return res, nil
}

// callableEnclosers are the document's functions and methods with their
// bodies, for the caller of a call site.
func callableEnclosers(d *scip.Document) *enclosers {
	e := newEnclosers(d)
	kept := e.defs[:0]
	for _, x := range e.defs {
		if callable(x.sym) {
			kept = append(kept, x)
		}
	}
	e.defs = kept
	return e
}

// walk lists the callers (up) or callees of sym, one Call per function
// with its first site and count, best known first (most calls, then
// name), and their own levels while depth allows; onPath guards cycles.
func (g *callGraph) walk(sym int32, depth int, up bool, onPath map[int32]bool) []Call {
	idx := g.byCaller[sym]
	if up {
		idx = g.byCallee[sym]
	}
	at := map[int32]int{}
	out := []Call{}
	for _, k := range idx {
		e := g.edges[k]
		other := e.callee
		if up {
			other = e.caller
		}
		if n, ok := at[other]; ok {
			out[n].Sites++
			continue
		}
		at[other] = len(out)
		g.left--
		c := Call{Path: g.docs[e.doc], Line: e.line, Col: e.col, Sites: 1}
		if other >= 0 {
			c.Symbol, c.Name = g.syms[other], symbolPath(g.syms[other])
			if d, ok := g.defs[other]; ok {
				c.Def = &d
			}
		} else {
			c.Name = "(top level)"
		}
		out = append(out, c)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Sites != out[j].Sites {
			return out[i].Sites > out[j].Sites
		}
		if out[i].Name != out[j].Name {
			return out[i].Name < out[j].Name
		}
		return out[i].Path < out[j].Path
	})
	for i := range out {
		c := &out[i]
		if c.Symbol == "" {
			continue
		}
		id := g.ids[c.Symbol]
		switch {
		case onPath[id]:
			c.Recursive = true
		case depth == 1 || g.left <= 0:
			c.Truncated = len(g.byCallee[id]) > 0 && up || len(g.byCaller[id]) > 0 && !up
		default:
			onPath[id] = true
			c.Calls = g.walk(id, max(depth-1, 0), up, onPath)
			delete(onPath, id)
		}
	}
	return out
}
