// Fitting the rendered Soul Map to its budget: the longest prefix of the
// chosen definitions that fits, a token figure that is the count of the
// bytes that state it, and the budget too small for one file.
package output

import (
	"fmt"
)

// BudgetError is returned for a budget too small to show one file (or,
// when the repository has nothing to show, the legend): no map is
// written, and Need is the smallest budget that shows one.
type BudgetError struct {
	Budget, Need int
	// NoFiles: the repository has no definition to show, so Need is the
	// smallest budget that holds the legend and the counts.
	NoFiles bool
}

func (e *BudgetError) Error() string {
	if e.NoFiles {
		return fmt.Sprintf("a Soul Map budget of %d tokens cannot hold even its legend; the smallest that does is %d (--budget %d)", e.Budget, e.Need, e.Need)
	}
	return fmt.Sprintf("a Soul Map budget of %d tokens is too small to show one file; the smallest that shows one is %d (--budget %d)", e.Budget, e.Need, e.Need)
}

// mapLayout renders the map with head h, the first n chosen definitions
// and the size figures c.
type mapLayout func(h mapHead, n int, c mapCount) string

// barer returns h without its next section, in the order the head
// yields to the files (external dependencies, the directory tree, entry
// points); false when h has none left.
func barer(h mapHead) (mapHead, bool) {
	switch {
	case len(h.External) > 0:
		h.External = nil
	case len(h.Directories) > 0:
		h.Directories = nil
	case len(h.EntryPoints) > 0:
		h.EntryPoints = nil
	default:
		return h, false
	}
	return h, true
}

// settle renders the map whose token figure is the count of its own
// bytes at budget: render, count, render again with that count until
// the two agree. A figure a digit longer can make the map a token
// longer, so a cycle between two figures is settled by trying every
// figure between them; ok is false when none agrees (then the map is
// taken as too long).
func settle(layout mapLayout, count func(string) int, h mapHead, n, budget int) (text string, tokens int, ok bool) {
	render := func(t int) string { return layout(h, n, mapCount{Tokens: t, Budget: budget}) }
	lo, hi := budget, budget
	t := budget // a figure of the budget's width: usually right at once
	for range 6 {
		s := render(t)
		c := count(s)
		if c == t {
			return s, c, true
		}
		lo, hi = min(lo, c), max(hi, c)
		t = c
	}
	for t := lo; t <= hi; t++ {
		if s := render(t); count(s) == t {
			return s, t, true
		}
	}
	return "", 0, false
}

// fitMap renders the map of the longest prefix of the n chosen
// definitions that fits budget, its token figure settled, and that
// prefix's length and the head it was laid out with. The head
// yields a section at a time (barer) when no file would fit beside it.
// When not even one file fits with the bare head, it returns a
// *BudgetError naming the smallest budget that shows one.
func fitMap(layout mapLayout, count func(string) int, head mapHead, n, budget int) (string, int, mapHead, error) {
	for {
		// The longest prefix that fits: token counts grow with the
		// prefix, so a binary search finds it in log steps (measured at
		// the budget's figure, then settled).
		lo := largest(0, n, func(k int) bool {
			return count(layout(head, k, mapCount{Tokens: budget, Budget: budget})) <= budget
		})
		for ; lo > 0 || n == 0; lo-- {
			if s, t, ok := settle(layout, count, head, lo, budget); ok && t <= budget {
				return s, lo, head, nil
			}
			if lo == 0 {
				break
			}
		}
		next, more := barer(head)
		if !more {
			break
		}
		head = next
	}
	shown := min(n, 1)
	return "", 0, head, &BudgetError{Budget: budget, Need: minBudget(layout, count, head, shown), NoFiles: shown == 0}
}

// minBudget is the smallest budget at which the map of head h and the
// first n definitions fits, its figures included.
func minBudget(layout mapLayout, count func(string) int, h mapHead, n int) int {
	// The figures stated change the map's size by a few tokens: look
	// from a little below its size with figures of one digit.
	from := max(1, count(layout(h, n, mapCount{}))-8)
	for b := from; b < from+10_000; b++ {
		if _, t, ok := settle(layout, count, h, n, b); ok && t <= b {
			return b
		}
	}
	return from + 10_000 // not reached: the figures' width grows slower than the budget
}

// largest is the largest k in [from, to] for which ok holds, ok being
// true up to some k and false after it (from when it holds for none
// above from): a binary search, ok asked log(to-from) times.
func largest(from, to int, ok func(int) bool) int {
	for from < to {
		mid := (from + to + 1) / 2
		if ok(mid) {
			from = mid
		} else {
			to = mid - 1
		}
	}
	return from
}
