package query

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/sourcegraph/scip/bindings/go/scip"
)

// Occurrence is one place a symbol occurs (soulindex refs); Line, Col and
// EndCol are 0-based, Col and EndCol in the index's columns (bytes).
type Occurrence struct {
	Path       string `json:"path"`
	Line       int32  `json:"line"`
	Col        int32  `json:"col"`
	EndCol     int32  `json:"end_col"`
	Definition bool   `json:"definition,omitempty"`
	// Symbol is the SCIP symbol it names; In the definition it occurs in
	// ("Type.method"), "" at a file's top level.
	Symbol string `json:"symbol"`
	In     string `json:"in,omitempty"`
	// Confirmed: a language server named the place too (refs --lsp);
	// Source "lsp": the server alone named it.
	Confirmed bool   `json:"confirmed,omitempty"`
	Source    string `json:"source,omitempty"`
}

// Target is a symbol a refs or calls query names: its SCIP symbol, display
// name, kind and definitions.
type Target struct {
	Symbol      string       `json:"symbol"`
	Name        string       `json:"name"`
	Kind        string       `json:"kind,omitempty"`
	Definitions []Occurrence `json:"definitions"`
}

// RefsResult answers soulindex refs: the symbols the query names and every
// place they occur (definitions included), in path and position order.
type RefsResult struct {
	Targets     []Target     `json:"targets"`
	Occurrences []Occurrence `json:"occurrences"`
}

// Position is a place in a file a query names (FILE:LINE[:COL], 1-based
// as editors write it); Col 0 means the whole line.
type Position struct {
	Path      string
	Line, Col int32
}

// ParsePosition reads "FILE:LINE" or "FILE:LINE:COL" (1-based); ok is false
// for anything else (a name, Type.member, a Rust path a::b).
func ParsePosition(s string) (Position, bool) {
	parts := strings.Split(s, ":")
	num := func(x string) (int32, bool) {
		n, err := strconv.ParseInt(x, 10, 32)
		return int32(n), err == nil && n > 0
	}
	switch n := len(parts); {
	case n >= 3:
		line, ok1 := num(parts[n-2])
		col, ok2 := num(parts[n-1])
		if p := strings.Join(parts[:n-2], ":"); ok1 && ok2 && p != "" {
			return Position{Path: p, Line: line, Col: col}, true
		}
		fallthrough
	case n == 2:
		line, ok := num(parts[n-1])
		if p := strings.Join(parts[:n-1], ":"); ok && p != "" {
			return Position{Path: p, Line: line}, true
		}
	}
	return Position{}, false
}

// References answers soulindex refs for target: a name (or Type.member),
// or a position FILE:LINE[:COL] in the index's paths. It reads the index
// twice, streaming: once for the symbols the target names, once for their
// occurrences. A local symbol (a parameter, a local variable) named by
// position is looked up in its own file only.
func References(ctx context.Context, index Index, dir, target string) (*RefsResult, error) {
	syms, local, err := resolveTarget(ctx, index, dir, target)
	if err != nil {
		return nil, err
	}
	res := &RefsResult{}
	byTarget := map[string]*Target{}
	for _, t := range syms {
		res.Targets = append(res.Targets, Target{Symbol: t.Symbol, Name: t.Name, Kind: t.Kind})
	}
	for i := range res.Targets {
		byTarget[res.Targets[i].Symbol] = &res.Targets[i]
	}
	err = scanDocuments(ctx, index, dir, func(d *scip.Document) {
		if local != "" && d.RelativePath != local {
			return
		}
		var encl *enclosers
		for _, o := range d.Occurrences {
			t := byTarget[o.Symbol]
			if t == nil || len(o.Range) < 3 {
				continue
			}
			if encl == nil {
				encl = newEnclosers(d)
			}
			oc := occurrenceOf(d, o, encl)
			res.Occurrences = append(res.Occurrences, oc)
			if oc.Definition {
				t.Definitions = append(t.Definitions, oc)
			}
		}
	})
	if err != nil {
		return nil, err
	}
	sortOccurrences(res.Occurrences)
	for i := range res.Targets {
		sortOccurrences(res.Targets[i].Definitions)
	}
	return res, nil
}

// resolveTarget finds the symbols target names: by name, every definition
// whose display name (and container, for Type.member) matches; by
// position, the symbols of the occurrences there (a definition first).
// local is the document path when the symbol is local to it.
func resolveTarget(ctx context.Context, index Index, dir, target string) (syms []Target, local string, err error) {
	seen := map[string]bool{}
	add := func(d *scip.Document, sym string) {
		if seen[sym] {
			return
		}
		seen[sym] = true
		t := Target{Symbol: sym, Name: displayName(sym)}
		for _, si := range d.Symbols {
			if si.Symbol == sym {
				t.Name, t.Kind = si.DisplayName, strings.ToLower(si.Kind.String())
				if si.Kind == scip.SymbolInformation_UnspecifiedKind {
					t.Kind = ""
				}
			}
		}
		syms = append(syms, t)
	}
	if pos, ok := ParsePosition(target); ok {
		found := false
		err = scanDocuments(ctx, index, dir, func(d *scip.Document) {
			if d.RelativePath != pos.Path {
				return
			}
			found = true
			line := pos.Line - 1
			var defs, refs []string
			for _, o := range d.Occurrences {
				if len(o.Range) < 3 || o.Range[0] != line {
					continue
				}
				end := o.Range[len(o.Range)-1]
				if pos.Col > 0 && (pos.Col-1 < o.Range[1] || pos.Col-1 >= end) {
					continue
				}
				if o.SymbolRoles&int32(scip.SymbolRole_Definition) != 0 {
					defs = append(defs, o.Symbol)
				} else {
					refs = append(refs, o.Symbol)
				}
			}
			for _, s := range append(defs, refs...) {
				if scip.IsLocalSymbol(s) {
					local = d.RelativePath
				}
				add(d, s)
			}
		})
		if err != nil {
			return nil, "", err
		}
		switch {
		case !found:
			return nil, "", fmt.Errorf("%s: no such file in %s", pos.Path, index.Path)
		case len(syms) == 0:
			return nil, "", fmt.Errorf("%s: no symbol at line %d%s in %s", pos.Path, pos.Line, colText(pos.Col), index.Path)
		}
		if local != "" && len(syms) > 1 {
			// A local and a global at one place: the global answers.
			kept := syms[:0]
			for _, t := range syms {
				if !scip.IsLocalSymbol(t.Symbol) {
					kept = append(kept, t)
				}
			}
			syms, local = kept, ""
		}
		return syms, local, nil
	}
	container, member := splitMember(target)
	err = scanDefinitions(ctx, index, dir,
		func(_ *scip.Document, si *scip.SymbolInformation) bool {
			return si.DisplayName == member &&
				(container == "" || strings.HasSuffix(displayContainer(si.EnclosingSymbol), container))
		},
		func(d *scip.Document, si *scip.SymbolInformation, _ *scip.Occurrence) { add(d, si.Symbol) })
	if err != nil {
		return nil, "", err
	}
	if len(syms) == 0 {
		return nil, "", fmt.Errorf("no definition of %q in %s", target, index.Path)
	}
	sort.Slice(syms, func(i, j int) bool { return syms[i].Symbol < syms[j].Symbol })
	return syms, "", nil
}

func colText(col int32) string {
	if col == 0 {
		return ""
	}
	return fmt.Sprintf(", column %d", col)
}

// splitMember cuts "Type.member" into its container and member; a plain
// name has no container.
func splitMember(name string) (container, member string) {
	if i := strings.LastIndexByte(name, '.'); i > 0 && i < len(name)-1 {
		return name[:i], name[i+1:]
	}
	return "", name
}

// scanDocuments streams every document of the index to visit.
func scanDocuments(ctx context.Context, index Index, dir string, visit func(*scip.Document)) error {
	return scanIndex(ctx, index, dir, func(d *scip.Document) error {
		visit(d)
		return nil
	})
}

// enclosers finds the innermost definition an occurrence lies in, from
// the document's definitions' enclosing ranges.
type enclosers struct {
	defs []encloser
}

type encloser struct {
	start, end [2]int32 // line, column
	sym        string
}

func newEnclosers(d *scip.Document) *enclosers {
	e := &enclosers{}
	for _, o := range d.Occurrences {
		if o.SymbolRoles&int32(scip.SymbolRole_Definition) == 0 || len(o.EnclosingRange) < 3 || scip.IsLocalSymbol(o.Symbol) {
			continue
		}
		r := o.EnclosingRange
		en := encloser{start: [2]int32{r[0], r[1]}, sym: o.Symbol}
		if len(r) == 3 {
			en.end = [2]int32{r[0], r[2]}
		} else {
			en.end = [2]int32{r[2], r[3]}
		}
		e.defs = append(e.defs, en)
	}
	return e
}

// innermost is the symbol of the smallest definition containing the
// position (line, col), other than skip; "" when none does.
func (e *enclosers) innermost(line, col int32, skip string) string {
	best, bestSpan := "", [2]int32{1 << 30, 1 << 30}
	at := [2]int32{line, col}
	for _, d := range e.defs {
		if d.sym == skip || before(at, d.start) || !before(at, d.end) {
			continue
		}
		span := [2]int32{d.end[0] - d.start[0], d.end[1] - d.start[1]}
		if before(span, bestSpan) {
			best, bestSpan = d.sym, span
		}
	}
	return best
}

func before(a, b [2]int32) bool { return a[0] < b[0] || a[0] == b[0] && a[1] < b[1] }

func occurrenceOf(d *scip.Document, o *scip.Occurrence, e *enclosers) Occurrence {
	oc := Occurrence{Path: d.RelativePath, Line: o.Range[0], Col: o.Range[1], EndCol: o.Range[len(o.Range)-1],
		Definition: o.SymbolRoles&int32(scip.SymbolRole_Definition) != 0, Symbol: o.Symbol}
	skip := ""
	if oc.Definition {
		skip = o.Symbol // a definition is not in itself
	}
	if in := e.innermost(oc.Line, oc.Col, skip); in != "" {
		oc.In = symbolPath(in)
	}
	return oc
}

// symbolPath is a symbol's dotted display path ("Type.method").
func symbolPath(sym string) string {
	s, err := scip.ParseSymbol(sym)
	if err != nil {
		return displayName(sym)
	}
	var parts []string
	for _, d := range s.Descriptors {
		if d.Suffix != scip.Descriptor_Namespace && d.Suffix != scip.Descriptor_Parameter && d.Suffix != scip.Descriptor_TypeParameter {
			parts = append(parts, d.Name)
		}
	}
	return strings.Join(parts, ".")
}

// displayName is a symbol's last descriptor's name.
func displayName(sym string) string {
	if scip.IsLocalSymbol(sym) {
		return sym
	}
	s, err := scip.ParseSymbol(sym)
	if err != nil || len(s.Descriptors) == 0 {
		return sym
	}
	return s.Descriptors[len(s.Descriptors)-1].Name
}

// SortOccurrences orders places by path, line, column and symbol.
func SortOccurrences(xs []Occurrence) { sortOccurrences(xs) }

func sortOccurrences(xs []Occurrence) {
	sort.SliceStable(xs, func(i, j int) bool {
		a, b := xs[i], xs[j]
		if a.Path != b.Path {
			return a.Path < b.Path
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Col != b.Col {
			return a.Col < b.Col
		}
		return a.Symbol < b.Symbol
	})
}
