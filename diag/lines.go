package diag

import (
	"slices"
	"sort"
)

// lineMap maps base lines to current lines through anchors: lines equal in
// both files, in the same order (a patience-diff skeleton: common prefix
// and suffix, lines unique in both files kept in increasing order, each
// anchor grown over equal neighbours). Enough to tell where a diagnostic's
// line went; not a full diff.
type lineMap struct {
	base, now []int // anchor pairs, base increasing and now increasing
}

func newLineMap(base, now []string) lineMap {
	var lm lineMap
	add := func(b, n int) {
		lm.base = append(lm.base, b)
		lm.now = append(lm.now, n)
	}
	pre := 0
	for pre < len(base) && pre < len(now) && base[pre] == now[pre] {
		pre++
	}
	suf := 0
	for suf < len(base)-pre && suf < len(now)-pre && base[len(base)-1-suf] == now[len(now)-1-suf] {
		suf++
	}
	for i := range pre {
		add(i, i)
	}

	// Unique lines of the middle, then their longest increasing run.
	bm, nm := base[pre:len(base)-suf], now[pre:len(now)-suf]
	count := func(ls []string) map[string]int {
		c := make(map[string]int, len(ls))
		for _, l := range ls {
			c[l]++
		}
		return c
	}
	bc, nc := count(bm), count(nm)
	nowAt := make(map[string]int)
	for j, l := range nm {
		if nc[l] == 1 {
			nowAt[l] = j
		}
	}
	var cand [][2]int
	for i, l := range bm {
		if bc[l] == 1 && nc[l] == 1 {
			cand = append(cand, [2]int{i, nowAt[l]})
		}
	}
	anchors := longestIncreasing(cand)

	// Grow each anchor over equal neighbours (repeated lines such as "}").
	var mid [][2]int
	lastB, lastN := -1, -1
	for k, a := range anchors {
		nextB, nextN := len(bm), len(nm)
		if k+1 < len(anchors) {
			nextB, nextN = anchors[k+1][0], anchors[k+1][1]
		}
		b, n := a[0], a[1]
		var back [][2]int
		for bb, nn := b-1, n-1; bb > lastB && nn > lastN && bm[bb] == nm[nn]; bb, nn = bb-1, nn-1 {
			back = append(back, [2]int{bb, nn})
		}
		slices.Reverse(back)
		mid = append(mid, back...)
		for ; b < nextB && n < nextN && bm[b] == nm[n]; b, n = b+1, n+1 {
			mid = append(mid, [2]int{b, n})
		}
		lastB, lastN = b-1, n-1
	}
	for _, p := range mid {
		add(pre+p[0], pre+p[1])
	}
	for i := suf; i > 0; i-- {
		add(len(base)-i, len(now)-i)
	}
	return lm
}

// longestIncreasing returns the longest subsequence of pairs (sorted by
// their first element) whose second elements increase.
func longestIncreasing(ps [][2]int) [][2]int {
	if len(ps) == 0 {
		return nil
	}
	tails := []int{} // tails[k]: index in ps of the smallest tail of a run of length k+1
	prev := make([]int, len(ps))
	for i, p := range ps {
		k := sort.Search(len(tails), func(k int) bool { return ps[tails[k]][1] >= p[1] })
		if k > 0 {
			prev[i] = tails[k-1]
		} else {
			prev[i] = -1
		}
		if k == len(tails) {
			tails = append(tails, i)
		} else {
			tails[k] = i
		}
	}
	out := make([][2]int, len(tails))
	for i, k := tails[len(tails)-1], len(tails)-1; k >= 0; i, k = prev[i], k-1 {
		out[k] = ps[i]
	}
	return out
}

// approx returns where base line l is in the current file: exact for an
// anchored line, else shifted like the nearest anchor above it (or below,
// at the top of the file).
func (lm lineMap) approx(l int) int {
	k := sort.SearchInts(lm.base, l+1) - 1 // last anchor at or above l
	if k >= 0 {
		return l + lm.now[k] - lm.base[k]
	}
	if len(lm.base) > 0 {
		return max(0, l+lm.now[0]-lm.base[0])
	}
	return l
}
