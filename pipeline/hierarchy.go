package pipeline

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"path/filepath"
	"strings"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/lsp"
	"github.com/soulindex/soulindex/notice"
	"github.com/soulindex/soulindex/refgraph"
)

// HierarchyNode is one definition of a type hierarchy answer.
type HierarchyNode struct {
	Path      string `json:"path"`
	Line      int    `json:"line"`   // 1-based
	Column    int    `json:"column"` // 1-based, in bytes
	Name      string `json:"name"`
	Container string `json:"container,omitempty"`
	Kind      string `json:"kind"`
	Signature string `json:"signature,omitempty"`
	// Relation says how it relates to the node before it in the walk:
	// "declared" (a base written in the declaration), "structural" (a Go
	// method set), "embeds" (a Go interface embedding another), "lsp"
	// (only the language server knows it).
	Relation string `json:"relation,omitempty"`
	// Depth is 1 for a direct supertype or subtype, 2 for theirs, …
	Depth int `json:"depth,omitempty"`
	// Confirmed: the language server named it too (--lsp).
	Confirmed bool `json:"confirmed,omitempty"`
	// More: the walk stopped here, at its depth bound, and this node has
	// supertypes (subtypes) beyond it that are not listed.
	More bool `json:"more,omitempty"`
}

// HierarchyEntry is the answer for one definition of the name asked:
// what it implements, extends or overrides, and what implements, extends
// or overrides it, transitively, nearest first.
type HierarchyEntry struct {
	HierarchyNode
	Supertypes []HierarchyNode `json:"supertypes"`
	Subtypes   []HierarchyNode `json:"subtypes"`
	// SupertypesStopped, SubtypesStopped: the depth bound the walk
	// stopped at with more beyond it (the nodes marked More); 0 when it
	// listed everything.
	SupertypesStopped int `json:"supertypes_stopped_at,omitempty"`
	SubtypesStopped   int `json:"subtypes_stopped_at,omitempty"`
	// Incomplete names the types of the answer (the definition's, the
	// listed nodes') whose relations the graph read only to its own bounds
	// (refgraph.Hierarchy.Stopped): more distant ones may be missing.
	Incomplete []string `json:"incomplete,omitempty"`
}

// DefaultHierarchyDepth is how many levels the walk goes up and down
// unless asked otherwise.
const DefaultHierarchyDepth = 8

var relationNames = map[refgraph.RelKind]string{
	refgraph.RelDeclared: "declared", refgraph.RelStructural: "structural", refgraph.RelEmbeds: "embeds",
}

// TypeHierarchy builds the graph and answers for every definition named
// name ("Name", or "Container.Name" for a member or a nested type),
// walking depth levels up and down (0: no bound); where a bound cut the
// walk short, the entry says so.
func (ix *Indexed) TypeHierarchy(ctx context.Context, name string, depth int) ([]HierarchyEntry, *refgraph.Graph, error) {
	g, err := ix.Graph(ctx)
	if err != nil {
		return nil, nil, err
	}
	h := g.Hierarchy()
	up, down := map[refgraph.Target][]refgraph.Relation{}, map[refgraph.Target][]refgraph.Relation{}
	for _, rs := range [][]refgraph.Relation{h.Types, h.Members} {
		for _, r := range rs {
			up[r.Sub] = append(up[r.Sub], r)
			down[r.Super] = append(down[r.Super], r)
		}
	}
	stopped := make(map[refgraph.Target]bool, len(h.Stopped))
	for _, t := range h.Stopped {
		stopped[t] = true
	}
	var out []HierarchyEntry
	for i, f := range g.Files {
		for k := range f.Symbols {
			s := &f.Symbols[k]
			if !namedAs(s, name) {
				continue
			}
			t := refgraph.Target{File: int32(i), Symbol: int32(k)}
			e := HierarchyEntry{HierarchyNode: node(g, t, "", 0)}
			var ups, downs []refgraph.Target
			e.Supertypes, ups, e.SupertypesStopped = walk(g, t, up, func(r refgraph.Relation) refgraph.Target { return r.Super }, depth)
			e.Subtypes, downs, e.SubtypesStopped = walk(g, t, down, func(r refgraph.Relation) refgraph.Target { return r.Sub }, depth)
			if len(stopped) > 0 {
				e.Incomplete = incomplete(g, stopped, append(append([]refgraph.Target{t}, ups...), downs...))
			}
			out = append(out, e)
		}
	}
	return out, g, nil
}

// incomplete names the stopped types among ts and their containers.
func incomplete(g *refgraph.Graph, stopped map[refgraph.Target]bool, ts []refgraph.Target) []string {
	var out []string
	seen := map[refgraph.Target]bool{}
	for _, t := range ts {
		for t.Symbol >= 0 && !seen[t] {
			seen[t] = true
			s := &g.Files[t.File].Symbols[t.Symbol]
			if stopped[t] {
				n := s.Name
				if c := s.ContainerName(); c != "" {
					n = c + "." + n
				}
				out = append(out, n)
			}
			t.Symbol = s.Parent
		}
	}
	return out
}

// namedAs: the definition is name, or Container.name.
func namedAs(s *extract.Symbol, name string) bool {
	if s.Name == name {
		return true
	}
	c := s.ContainerName()
	return c != "" && c+"."+s.Name == name
}

func node(g *refgraph.Graph, t refgraph.Target, rel string, depth int) HierarchyNode {
	f := g.Files[t.File]
	s := &f.Symbols[t.Symbol]
	return HierarchyNode{Path: f.Path, Line: int(s.NameRange.Start.Line) + 1, Column: int(s.NameRange.Start.Column) + 1,
		Name: s.Name, Container: s.ContainerName(), Kind: s.Kind.String(), Signature: s.Signature, Relation: rel, Depth: depth}
}

// walk lists what next reaches from t (nodes and their targets),
// breadth first, each once, limit levels deep (0: no bound; seen keeps
// it finite). stopped is limit when the bound left some unlisted, 0
// otherwise; the last level's nodes that lead further are marked More.
func walk(g *refgraph.Graph, t refgraph.Target, edges map[refgraph.Target][]refgraph.Relation, next func(refgraph.Relation) refgraph.Target, limit int) (out []HierarchyNode, targets []refgraph.Target, stopped int) {
	out = []HierarchyNode{}
	seen := map[refgraph.Target]bool{t: true}
	type reached struct {
		t   refgraph.Target
		out int // index in out
	}
	level := []reached{{t, -1}}
	for depth := 1; len(level) > 0; depth++ {
		if limit > 0 && depth > limit {
			for _, at := range level {
				for _, r := range edges[at.t] {
					if !seen[next(r)] {
						out[at.out].More, stopped = true, limit
						break
					}
				}
			}
			break
		}
		var nextLevel []reached
		for _, at := range level {
			for _, r := range edges[at.t] {
				n := next(r)
				if seen[n] {
					continue
				}
				seen[n] = true
				out = append(out, node(g, n, relationNames[r.Kind], depth))
				targets = append(targets, n)
				nextLevel = append(nextLevel, reached{n, len(out) - 1})
			}
		}
		level = nextLevel
	}
	return out, targets, stopped
}

// ConfirmHierarchy asks the language servers of the entries' languages
// for each entry's direct supertypes and subtypes (typeHierarchy, else
// textDocument/implementation for subtypes): a direct one the server
// names too is Confirmed, one only the server knows is added with
// relation "lsp". An entry the server cannot answer for stays as the
// graph gave it, with a notice.
func (ix *Indexed) ConfirmHierarchy(ctx context.Context, g *refgraph.Graph, entries []HierarchyEntry, o QueryLSP) error {
	if len(entries) == 0 {
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, o.Timeout)
	defer cancel()
	root, err := filepath.Abs(ix.Result.Root)
	if err != nil {
		return fmt.Errorf("hierarchy --lsp: %w", err)
	}
	langOf := map[string]string{}
	byPath := map[string]int32{}
	for i, f := range g.Files {
		byPath[f.Path] = int32(i)
	}
	for _, e := range entries {
		langOf[e.Path] = g.Files[byPath[e.Path]].Language
	}
	pool, done, err := warmServers(ctx, root, langOf, o)
	if err != nil {
		return err
	}
	defer done()
	texts := &lineIndexes{root: root}
	for i := range entries {
		e := &entries[i]
		srv := pool.For(langOf[e.Path])
		x, ok := texts.get(e.Path)
		if srv == nil || !ok {
			o.Notice.Notef(notice.Server, e.Path, "no language server answered for %s", e.Name)
			continue
		}
		abs := filepath.Join(root, filepath.FromSlash(e.Path))
		pos := x.ToLSP(uint32(e.Line-1), uint32(e.Column-1))
		supers, err1 := srv.Supertypes(ctx, abs, pos)
		subs, err2 := srv.Subtypes(ctx, abs, pos)
		if errors.Is(err2, lsp.ErrUnsupported) {
			var locs []lsp.Location
			locs, err2 = srv.Implementations(ctx, abs, pos)
			subs = itemsOf(locs)
		}
		if errors.Is(err1, lsp.ErrUnsupported) {
			err1 = nil
		}
		if err1 != nil || err2 != nil {
			o.Notice.Notef(notice.Server, e.Path, "the language server did not answer for %s (%s)", e.Name, errorsText(err1, err2))
		}
		var outUp, outDown []string
		e.Supertypes, outUp = merge(g, root, byPath, texts, e.HierarchyNode, e.Supertypes, supers)
		e.Subtypes, outDown = merge(g, root, byPath, texts, e.HierarchyNode, e.Subtypes, subs)
		if outside := append(outUp, outDown...); len(outside) > 0 {
			o.Notice.Notef(notice.Server, e.Path, "the language server also named %d outside the indexed files for %s, not listed: %s", len(outside), e.Name, strings.Join(outside, ", "))
		}
	}
	return nil
}

// errorsText is the errors that are not nil on one line, "; " between
// them (errors.Join would put a line break in a one-line notice).
func errorsText(errs ...error) string {
	var parts []string
	for _, err := range errs {
		if err != nil {
			parts = append(parts, err.Error())
		}
	}
	return strings.Join(parts, "; ")
}

// itemsOf turns implementation locations into type items.
func itemsOf(locs []lsp.Location) []lsp.TypeItem {
	out := make([]lsp.TypeItem, 0, len(locs))
	for _, l := range locs {
		p := l.URI
		if u, err := url.Parse(l.URI); err == nil && u.Scheme == "file" {
			p = u.Path
		}
		out = append(out, lsp.TypeItem{Path: p, Range: l.Range, SelectionRange: l.Range})
	}
	return out
}

// merge marks the direct nodes the server names too and adds those it
// alone names (at the definition of the repository on that line, if any),
// but not self, the definition asked about (tsserver's implementations of
// a class include the class); outside names those outside the indexed
// files ("Name (path)").
func merge(g *refgraph.Graph, root string, byPath map[string]int32, texts *lineIndexes, self HierarchyNode, nodes []HierarchyNode, items []lsp.TypeItem) (_ []HierarchyNode, outside []string) {
	for _, it := range items {
		rel, err := filepath.Rel(root, it.Path)
		var x *lsp.LineIndex
		ok := err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
		if ok {
			rel = filepath.ToSlash(rel)
			_, ok = byPath[rel]
		}
		if ok {
			x, ok = texts.get(rel)
		}
		if !ok {
			outside = append(outside, fmt.Sprintf("%s (%s)", it.Name, it.Path))
			continue
		}
		line, col := x.FromLSP(it.SelectionRange.Start)
		if rel == self.Path && int(line)+1 == self.Line {
			continue
		}
		found := false
		for k := range nodes {
			if nodes[k].Depth == 1 && nodes[k].Path == rel && nodes[k].Line == int(line)+1 {
				nodes[k].Confirmed, found = true, true
			}
		}
		if found {
			continue
		}
		fi := byPath[rel]
		t := refgraph.Target{File: fi, Symbol: -1}
		for k, s := range g.Files[fi].Symbols {
			if s.NameRange.Start.Line == line && (it.Name == "" || s.Name == it.Name) {
				t.Symbol = int32(k)
				break
			}
		}
		if t.Symbol < 0 {
			nodes = append(nodes, HierarchyNode{Path: rel, Line: int(line) + 1, Column: int(col) + 1, Name: it.Name, Relation: "lsp", Depth: 1, Confirmed: true})
			continue
		}
		n := node(g, t, "lsp", 1)
		n.Confirmed = true
		nodes = append(nodes, n)
	}
	return nodes, outside
}
