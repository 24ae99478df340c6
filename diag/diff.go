// Package diag is `soulindex diag`: the diagnostics a change introduces.
// It checks the base revision out into a temporary git worktree, runs one
// language server session there and one on the working tree (through
// whatever starts them: StartFunc), and diffs the changed files' and their
// graph dependents' diagnostics, line shifts tolerated.
package diag

import (
	"bytes"
	"cmp"
	"slices"
	"strings"

	"github.com/soulindex/soulindex/lsp"
)

// DiagFile is one file's diagnostics at one revision, with the content
// they were computed on: matching keys on the text around a diagnostic,
// not on its line number, so edits above it do not make it "new".
type DiagFile struct {
	// Path is slash separated and relative to the workspace root.
	Path    string
	Content []byte
	Diags   []lsp.Diagnostic
}

// Finding is one diagnostic as reported by `soulindex diag`.
type Finding struct {
	Path string `json:"path"`
	// Line and Column are 1-based; Column counts bytes, as compilers do.
	Line     int    `json:"line"`
	Column   int    `json:"column"`
	Severity string `json:"severity"`
	Code     string `json:"code,omitempty"`
	Source   string `json:"source,omitempty"`
	Message  string `json:"message"`
	// Fixes are the quick fixes the working tree's server offers for a
	// new error or warning (their titles only: nothing is applied), in
	// its order; none when it offers none or was not asked (see
	// Report.FixTitles).
	Fixes []lsp.CodeAction `json:"fixes,omitempty"`
}

// FileDiff is what changed in one file's diagnostics.
type FileDiff struct {
	// Added are diagnostics present now and not at the base (positions in
	// the current file); Removed were present at the base and are gone
	// (positions in the base file).
	Added, Removed []Finding
}

// diagItem is one diagnostic being matched.
type diagItem struct {
	d       lsp.Diagnostic
	index   int    // in its DiagFile's Diags
	line    int    // 0-based start line
	context string // trimmed text of the start line (or its nearest non-blank neighbour)
	matched bool
}

// DiffFile matches base's diagnostics against now's as multisets. Two
// diagnostics match when severity, code, source and message are equal and
// either the text of their line is equal (wherever the line moved), or
// their line was edited but sits within one line of where the base line
// maps in the current file. Among several candidates the nearest (after
// mapping base lines through the text diff) wins, so two identical errors
// with one fixed report exactly one resolved, the right one.
func DiffFile(base, now DiagFile) FileDiff {
	added, removed := diffFile(base, now)
	return FileDiff{Added: findingsOf(added), Removed: findingsOf(removed)}
}

// placed is a finding with the index of its diagnostic in the Diags of
// the DiagFile it comes from.
type placed struct {
	Finding
	index int
}

func findingsOf(ps []placed) []Finding {
	if ps == nil {
		return nil
	}
	out := make([]Finding, len(ps))
	for i, p := range ps {
		out[i] = p.Finding
	}
	return out
}

// diffFile is DiffFile, each finding with its diagnostic's index.
func diffFile(base, now DiagFile) (added, removed []placed) {
	bl, nl := splitLines(base.Content), splitLines(now.Content)
	lm := newLineMap(bl, nl)
	bi, ni := diagItems(base.Diags, bl), diagItems(now.Diags, nl)

	// Pass 1: same diagnostic on the same text. Pass 2: same diagnostic
	// on an edited line at the same place (±1).
	matchPass(bi, ni, lm, true, -1)
	matchPass(bi, ni, lm, false, 1)

	for _, it := range ni {
		if !it.matched {
			added = append(added, placed{finding(now.Path, it.d, nl), it.index})
		}
	}
	for _, it := range bi {
		if !it.matched {
			removed = append(removed, placed{finding(base.Path, it.d, bl), it.index})
		}
	}
	for _, ps := range [][]placed{added, removed} {
		slices.SortFunc(ps, func(a, b placed) int { return compareFindings(a.Finding, b.Finding) })
	}
	return added, removed
}

// matchPass pairs unmatched items with equal keys, nearest first. With
// withContext the key includes the line text; maxDist < 0 means any
// distance.
func matchPass(bi, ni []*diagItem, lm lineMap, withContext bool, maxDist int) {
	type pair struct{ b, n, dist int }
	key := func(it *diagItem) string {
		k := it.d.Severity.String() + "\x00" + it.d.Code + "\x00" + it.d.Source + "\x00" + it.d.Message
		if withContext {
			k += "\x00" + it.context
		}
		return k
	}
	byKey := map[string][]int{}
	for j, it := range ni {
		if !it.matched {
			byKey[key(it)] = append(byKey[key(it)], j)
		}
	}
	var pairs []pair
	for i, it := range bi {
		if it.matched {
			continue
		}
		at := lm.approx(it.line)
		for _, j := range byKey[key(it)] {
			d := abs(ni[j].line - at)
			if maxDist < 0 || d <= maxDist {
				pairs = append(pairs, pair{i, j, d})
			}
		}
	}
	// Nearest pairs first; ties in source order, so the result does not
	// depend on the servers' publish order beyond position.
	slices.SortFunc(pairs, func(a, b pair) int {
		return cmp.Or(cmp.Compare(a.dist, b.dist), cmp.Compare(bi[a.b].line, bi[b.b].line),
			cmp.Compare(ni[a.n].line, ni[b.n].line), cmp.Compare(a.b, b.b), cmp.Compare(a.n, b.n))
	})
	for _, p := range pairs {
		if !bi[p.b].matched && !ni[p.n].matched {
			bi[p.b].matched, ni[p.n].matched = true, true
		}
	}
}

func diagItems(ds []lsp.Diagnostic, lines []string) []*diagItem {
	items := make([]*diagItem, len(ds))
	for i, d := range ds {
		l := int(d.Range.Start.Line)
		items[i] = &diagItem{d: d, index: i, line: l, context: lineContext(lines, l)}
	}
	return items
}

// lineContext is the trimmed text of line l, or of the nearest non-blank
// line one above or below when l is blank or past the end (errors at end
// of file, on a closing brace's empty line).
func lineContext(lines []string, l int) string {
	for _, c := range []int{l, l - 1, l + 1} {
		if c >= 0 && c < len(lines) {
			if t := strings.TrimSpace(lines[c]); t != "" {
				return t
			}
		}
	}
	return ""
}

func finding(path string, d lsp.Diagnostic, lines []string) Finding {
	l := int(d.Range.Start.Line)
	col := int(d.Range.Start.Character) + 1
	if l < len(lines) {
		col = lsp.ByteColumn([]byte(lines[l]), d.Range.Start.Character) + 1
	}
	return Finding{Path: path, Line: l + 1, Column: col, Severity: d.Severity.String(),
		Code: d.Code, Source: d.Source, Message: d.Message}
}

// SortFindings orders findings by path, position, severity, message:
// the stable order of every report.
func SortFindings(fs []Finding) {
	slices.SortFunc(fs, compareFindings)
}

func compareFindings(a, b Finding) int {
	return cmp.Or(cmp.Compare(a.Path, b.Path), cmp.Compare(a.Line, b.Line), cmp.Compare(a.Column, b.Column),
		cmp.Compare(a.Severity, b.Severity), cmp.Compare(a.Code, b.Code), cmp.Compare(a.Source, b.Source),
		cmp.Compare(a.Message, b.Message))
}

// splitLines splits content into lines without their terminators (\n or
// \r\n).
func splitLines(content []byte) []string {
	if len(content) == 0 {
		return nil
	}
	raw := bytes.Split(content, []byte{'\n'})
	if len(raw[len(raw)-1]) == 0 {
		raw = raw[:len(raw)-1]
	}
	lines := make([]string, len(raw))
	for i, l := range raw {
		lines[i] = string(bytes.TrimSuffix(l, []byte{'\r'}))
	}
	return lines
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
