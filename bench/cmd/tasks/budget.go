package main

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// budgetCheck counts the maps by what they state of their own size: the
// counts line "…; 3,981 of 4,000 tokens." (the bench module has no
// tokenizer of its own, so the figure is the map's word).
type budgetCheck struct {
	Maps     int `json:"maps"`
	Unstated int `json:"unstated"` // maps stating no token count
	// Over lists the maps stating more tokens than their budget.
	Over []string `json:"over,omitempty"`
}

// statedTokens matches a map's counts line.
var statedTokens = regexp.MustCompile(`(?m)^\d[\d,]* files indexed; .*?; ([\d,]+) of ([\d,]+) tokens\.$`)

// check reads one map of budget tokens, what names it in a report.
func (b *budgetCheck) check(md string, budget int, what string) {
	b.Maps++
	m := statedTokens.FindStringSubmatch(md)
	if m == nil {
		b.Unstated++
		return
	}
	tokens, err1 := strconv.Atoi(strings.ReplaceAll(m[1], ",", ""))
	stated, err2 := strconv.Atoi(strings.ReplaceAll(m[2], ",", ""))
	if err1 != nil || err2 != nil {
		b.Unstated++
		return
	}
	if tokens > budget || stated != budget {
		b.Over = append(b.Over, fmt.Sprintf("%s at %d: %d of %d tokens stated", what, budget, tokens, stated))
	}
}

// budgetNote is the report's line on the budgets: every map within its
// own, or which were not, or that it could not be told.
func budgetNote(cs []corpusResult) string {
	var all budgetCheck
	for _, c := range cs {
		all.Maps += c.Budget.Maps
		all.Unstated += c.Budget.Unstated
		all.Over = append(all.Over, c.Budget.Over...)
	}
	switch {
	case len(all.Over) > 0:
		return fmt.Sprintf("Within budget: NO: %d of %d maps state more tokens than their budget: %s.", len(all.Over), all.Maps, strings.Join(all.Over, "; "))
	case all.Unstated > 0:
		return fmt.Sprintf("Within budget: not checked for %d of %d maps: they state no token count (a soulindex from before the maps stated theirs); the bench module has no tokenizer.", all.Unstated, all.Maps)
	}
	return fmt.Sprintf("Within budget: all %d maps state a token count within their budget (counted by soulindex with its tokenizer).", all.Maps)
}
