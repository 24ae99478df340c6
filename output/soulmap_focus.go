// The Soul Map's focus: the files it is ranked around (--focus,
// --changed), what they use and what uses them.
package output

import (
	"path"
	"sort"
	"strings"

	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/refgraph"
)

// Tiers order the map's picks before their scores: a focus file's public
// outline comes first, whatever it costs, then one definition of each file
// the focus uses (its neighbourhood), then the focus's private members,
// then everything else by score.
const (
	tierFocus = iota
	tierNeighbour
	tierFocusPrivate
	tierRest
)

// focusBoost is how many ordinary users one focus file counts for when
// it uses a definition: what the focus uses is what its reader needs next.
const focusBoost = 8

// maxNeighbours bounds the files the neighbourhood guarantees a line to,
// the best-ranked first: a focus that uses half the repository must not
// fill the map with one line of every file.
const maxNeighbours = 12

// focusPlan is what the map guarantees around its focus.
type focusPlan struct {
	on []bool // per file: a focus file
	// uses counts, per definition outside the focus, the focus files that
	// use it.
	uses map[refgraph.Target]int
	// neighbour marks the files the focus uses, at most maxNeighbours of
	// them, best-ranked first.
	neighbour []bool
	// users marks the files that use a focus file.
	users []bool
	any   bool
}

// planFocus finds the focus files (indexed paths), the definitions they
// use elsewhere, their best-ranked dependencies and their dependents.
func planFocus(res *indexer.Result, g *refgraph.Graph, rank []float64, focus []string, dependents [][]int32) focusPlan {
	p := focusPlan{on: make([]bool, len(res.Files))}
	if len(focus) == 0 {
		return p
	}
	want := make(map[string]bool, len(focus))
	for _, f := range focus {
		want[f] = true
	}
	for i, f := range res.Files {
		if want[f.Path] {
			p.on[i], p.any = true, true
		}
	}
	if !p.any || g == nil {
		return p
	}
	p.uses = map[refgraph.Target]int{}
	p.neighbour = make([]bool, len(res.Files))
	p.users = make([]bool, len(res.Files))
	var deps []int32
	isDep := make([]bool, len(res.Files))
	for i := range res.Files {
		if !p.on[i] {
			continue
		}
		seen := map[refgraph.Target]bool{}
		for _, nt := range g.Refs[i] {
			for _, t := range nt.All() {
				if t.File < 0 || p.on[t.File] || seen[t] {
					continue
				}
				seen[t] = true
				if !isDep[t.File] {
					isDep[t.File] = true
					deps = append(deps, t.File)
				}
				p.uses[t]++
			}
		}
		for _, u := range dependents[i] {
			if !p.on[u] {
				p.users[u] = true
			}
		}
	}
	byRank(res, rank, deps)
	for _, d := range deps[:min(len(deps), maxNeighbours)] {
		p.neighbour[d] = true
	}
	return p
}

// byRank sorts files best-ranked first, ties by path.
func byRank(res *indexer.Result, rank []float64, xs []int32) {
	sort.SliceStable(xs, func(a, b int) bool {
		if rank != nil && rank[xs[a]] != rank[xs[b]] {
			return rank[xs[a]] > rank[xs[b]]
		}
		return res.Files[xs[a]].Path < res.Files[xs[b]].Path
	})
}

// reason says why a file stands where it does in a focused map.
func (p *focusPlan) reason(i int32) string {
	switch {
	case !p.any:
		return ""
	case p.on[i]:
		return "focus"
	case p.neighbour != nil && p.neighbour[i]:
		return "used by focus"
	case p.users != nil && p.users[i]:
		return "uses focus"
	}
	return ""
}

// fileTier is where a file's block goes: focus files first, then the
// neighbourhood, then the rest.
func (p *focusPlan) fileTier(i int32) int {
	switch {
	case !p.any:
		return tierRest
	case p.on[i]:
		return tierFocus
	case p.neighbour != nil && p.neighbour[i]:
		return tierNeighbour
	}
	return tierRest
}

// usersOf names the best-ranked files that use file i, at most max of
// them, as short paths (a file beside it by its base name), and counts
// the rest.
func usersOf(res *indexer.Result, rank []float64, dependents [][]int32, i int32, max int) ([]string, int) {
	if max <= 0 || dependents == nil || len(dependents[i]) == 0 {
		return nil, 0
	}
	us := append([]int32(nil), dependents[i]...)
	byRank(res, rank, us)
	dir := path.Dir(res.Files[i].Path)
	var out []string
	for _, u := range us[:min(len(us), max)] {
		p := res.Files[u].Path
		if rest, ok := strings.CutPrefix(p, dir+"/"); ok && dir != "." && !strings.Contains(rest, "/") {
			p = rest
		}
		out = append(out, EncodePath(p))
	}
	return out, len(us) - len(out)
}
