package extract

import (
	"bytes"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"
)

// A pattern run as regexp.FindAllSubmatchIndex would run it, faster.
// Nearly every pattern of the families starts with "^" in (?m) mode, so
// its matches start at line starts; Go's regexp does not know that and
// runs its machine over every byte of the file. rxScan instead tries a
// copy anchored with \A at the line starts that can begin a match (by
// the first byte after the line's leading blanks) and skips a pattern
// whose required words are not in the text. The result is the same
// list of matches, which TestRxScanMatchesFindAll and FuzzRxScan check.

type rxScan struct {
	// plain is the pattern as written: the reference, and the path of a
	// pattern that is not anchored (compiled on first use when anchored).
	plain func() *regexp.Regexp
	// anchored is the pattern with its leading ^ as \A, tried at line
	// starts only; nil when not every match starts at a line start.
	anchored *regexp.Regexp
	// first holds the bytes that can be the first byte of a match after
	// its leading blanks (spaces, tabs); blankOK: a match may consist of
	// blanks only, so first says nothing.
	first   [256]bool
	blankOK bool
	// The prefilter rules out most of the remaining line starts. It is
	// built once the pattern has been tried at prefilterAfter line starts:
	// a pattern led by a rare keyword, or a small repository, never pays
	// for it (tries counts up to that point).
	asrc  string
	tries atomic.Int64
	pre   func() *prefilter
	// lits: every match contains one of these words (nil: none known).
	// A pattern that is not anchored is skipped when none is in the text
	// (an anchored one has its prefilter, which costs less).
	lits [][]byte
}

func newRxScan(src string) (*rxScan, error) {
	tree, err := syntax.Parse("(?m)"+src, syntax.Perl)
	if err != nil {
		return nil, err
	}
	s := &rxScan{}
	s.anchored, s.asrc, s.first, s.blankOK = anchorAtLineStart(src, tree)
	if s.anchored != nil {
		s.plain = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile("(?m)" + src) })
		s.pre = sync.OnceValue(func() *prefilter { return newPrefilter(s.asrc) })
		return s, nil
	}
	re, err := regexp.Compile("(?m)" + src)
	if err != nil {
		return nil, err
	}
	s.plain = func() *regexp.Regexp { return re }
	if ls := requiredLits(tree); minLen(ls) >= 2 {
		for _, l := range ls {
			s.lits = append(s.lits, []byte(l))
		}
	}
	return s, nil
}

// groups is the compiled pattern to read group indexes from (the same in
// both forms).
func (s *rxScan) groups() *regexp.Regexp {
	if s.anchored != nil {
		return s.anchored
	}
	return s.plain()
}

// anchorAtLineStart returns src compiled with its leading ^ as \A, when
// every match starts with that ^ (a top-level concatenation led by it),
// and the first-byte set of the rest.
func anchorAtLineStart(src string, tree *syntax.Regexp) (a *regexp.Regexp, asrc string, first [256]bool, blankOK bool) {
	if tree.Op != syntax.OpConcat || len(tree.Sub) < 2 || tree.Sub[0].Op != syntax.OpBeginLine {
		return nil, "", first, false
	}
	var flags string
	rest, ok := strings.CutPrefix(src, "^")
	if !ok {
		if rest, ok = strings.CutPrefix(src, "(?i)^"); !ok {
			return nil, "", first, false
		}
		flags = "(?i)"
	}
	asrc = "(?m)" + flags + `\A` + rest
	a, err := regexp.Compile(asrc)
	if err != nil {
		return nil, "", first, false
	}
	// The same groups. The ^ cut is the tree's leading one (the source's
	// first token); TestRxScanMatchesFindAll checks every pattern.
	if a.NumSubexp() != tree.MaxCap() || !slices.Equal(a.SubexpNames(), tree.CapNames()) {
		return nil, "", first, false
	}
	first, blankOK = firstNonBlank(&syntax.Regexp{Op: syntax.OpConcat, Sub: tree.Sub[1:]})
	return a, asrc, first, blankOK
}

// prefilterAfter is how many tries of a pattern go to the regexp before
// its prefilter is built (about 0.1 ms for the largest patterns; a try of
// a large pattern costs 1–8 µs).
const prefilterAfter = 32

func isBlank(c byte) bool { return c == ' ' || c == '\t' }

// lineHeads are a text's line starts (as ^ in (?m) mode finds them: 0
// and after each newline, the text's end included) and the first byte of
// each line after its leading blanks (-1: the line is blank to its end).
type lineHeads struct {
	start []int
	first []int16
}

func newLineHeads(text []byte, starts []int) lineHeads {
	h := lineHeads{start: starts, first: make([]int16, len(starts))}
	if starts == nil {
		h.start = newLineIndex(text)
		h.first = make([]int16, len(h.start))
	}
	for k, ls := range h.start {
		p := ls
		for p < len(text) && isBlank(text[p]) {
			p++
		}
		h.first[k] = -1
		if p < len(text) {
			h.first[k] = int16(text[p])
		}
	}
	return h
}

// findAll returns what re.FindAllSubmatchIndex(text, -1) returns; lines
// are text's (newLineHeads).
func (s *rxScan) findAll(text []byte, lines lineHeads) [][]int {
	if s.anchored == nil {
		if s.lits != nil && !containsAny(text, s.lits) {
			return nil
		}
		return s.plain().FindAllSubmatchIndex(text, -1)
	}
	if out, ok := s.tryLineStarts(text, lines); ok {
		return out
	}
	return s.plain().FindAllSubmatchIndex(text, -1)
}

// tryLineStarts finds the anchored pattern's matches from the line
// starts; ok is false when its tries read more than scanBudget.
func (s *rxScan) tryLineStarts(text []byte, lines lineHeads) (out [][]int, ok bool) {
	prevEnd := -1
	// Each try may read far past its line: a pattern that crosses lines
	// ("int f(" then [^;{}]* to the file's end) read from every line
	// start is quadratic, where one search of the plain pattern is
	// linear. The bytes a try reads are counted (what the prefilter read,
	// or the rest of the text when it cannot tell); past a linear budget
	// the caller runs the plain pattern over the whole text instead.
	budget := scanBudget(len(text))
	for k := 0; k < len(lines.start); k++ {
		ls := lines.start[k]
		if c := lines.first[k]; !s.blankOK && (c < 0 || !s.first[c]) {
			continue
		}
		pre, read := preMaybe, len(text)-ls
		if s.tries.Load() < prefilterAfter {
			s.tries.Add(1)
		} else if pf := s.pre(); pf != nil {
			var stopped bool
			if pre, read, stopped = pf.possible(text[ls:]); stopped {
				read = len(text) - ls
			}
			if budget -= read + 1; budget < 0 {
				return nil, false
			}
			if pre == preNo {
				continue
			}
			read = 0 // counted
		}
		if budget -= read + 1; budget < 0 {
			return nil, false
		}
		var m []int
		if pre == preMatched {
			m = s.anchored.FindSubmatchIndex(text[ls:])
		} else {
			m = s.match(text[ls:])
		}
		if m == nil {
			continue
		}
		for i := range m {
			if m[i] >= 0 {
				m[i] += ls
			}
		}
		if m[1] == m[0] {
			// An empty match right after the previous one is not taken;
			// the search moves on one rune, to the next line start.
			if m[0] != prevEnd {
				out = append(out, m)
			}
		} else {
			out = append(out, m)
			// The search goes on from the match's end: the next line
			// start at or after it.
			for k+1 < len(lines.start) && lines.start[k+1] < m[1] {
				k++
			}
		}
		prevEnd = m[1]
	}
	return out, true
}

// scanBudget is how many bytes the tries of one pattern over a text of
// n bytes may read before the plain pattern takes over: a few times the
// text, so that real files (whose tries die within their line) never
// reach it.
func scanBudget(n int) int { return 8*n + 64<<10 }

func containsAny(text []byte, lits [][]byte) bool {
	for _, l := range lits {
		if bytes.Contains(text, l) {
			return true
		}
	}
	return false
}

func minLen(ls []string) int {
	if len(ls) == 0 {
		return 0
	}
	n := len(ls[0])
	for _, l := range ls[1:] {
		n = min(n, len(l))
	}
	return n
}

// requiredLits returns words one of which every match of re contains
// (nil when none is known). Only case-sensitive ASCII literals count: a
// regexp reads an invalid byte as U+FFFD, which no ASCII word matches.
func requiredLits(re *syntax.Regexp) []string {
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 {
			return nil
		}
		for _, r := range re.Rune {
			if r >= utf8.RuneSelf {
				return nil
			}
		}
		return []string{string(re.Rune)}
	case syntax.OpCapture, syntax.OpPlus:
		return requiredLits(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return requiredLits(re.Sub[0])
		}
	case syntax.OpConcat:
		var best []string
		for _, sub := range re.Sub {
			if ls := requiredLits(sub); ls != nil && minLen(ls) > minLen(best) {
				best = ls
			}
		}
		return best
	case syntax.OpAlternate:
		var all []string
		for _, sub := range re.Sub {
			ls := requiredLits(sub)
			if ls == nil {
				return nil
			}
			all = append(all, ls...)
		}
		return all
	}
	return nil
}

// firstNonBlank returns the bytes that can come first in a match of re
// once its leading blanks are dropped, and whether a match can be blanks
// only (or empty). Bytes of non-ASCII runes are all the bytes from 0x80 on.
func firstNonBlank(re *syntax.Regexp) (set [256]bool, blank bool) {
	addRune := func(r rune) {
		if r < utf8.RuneSelf {
			set[r] = true
			return
		}
		for b := 0x80; b < 0x100; b++ {
			set[b] = true
		}
	}
	switch re.Op {
	case syntax.OpNoMatch:
		return set, false
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return set, true
	case syntax.OpLiteral:
		for _, r := range re.Rune {
			if r == ' ' || r == '\t' {
				continue
			}
			addRune(r)
			if re.Flags&syntax.FoldCase != 0 {
				for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
					addRune(f)
				}
			}
			return set, false
		}
		return set, true
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			lo, hi := re.Rune[i], re.Rune[i+1]
			for r := lo; r <= min(hi, utf8.RuneSelf-1); r++ {
				if r == ' ' || r == '\t' {
					blank = true
				} else {
					set[r] = true
				}
			}
			if hi >= utf8.RuneSelf {
				addRune(utf8.RuneSelf)
			}
		}
		return set, blank
	case syntax.OpCapture:
		return firstNonBlank(re.Sub[0])
	case syntax.OpStar, syntax.OpQuest:
		set, _ = firstNonBlank(re.Sub[0])
		return set, true
	case syntax.OpPlus:
		return firstNonBlank(re.Sub[0])
	case syntax.OpRepeat:
		set, blank = firstNonBlank(re.Sub[0])
		return set, blank || re.Min == 0
	case syntax.OpConcat:
		for _, sub := range re.Sub {
			s, b := firstNonBlank(sub)
			for i, ok := range s {
				set[i] = set[i] || ok
			}
			if !b {
				return set, false
			}
		}
		return set, true
	case syntax.OpAlternate:
		for _, sub := range re.Sub {
			s, b := firstNonBlank(sub)
			for i, ok := range s {
				set[i] = set[i] || ok
			}
			blank = blank || b
		}
		return set, blank
	}
	// AnyChar, AnyCharNotNL and anything else: every byte.
	for i := range set {
		set[i] = true
	}
	return set, true
}

// match is the anchored pattern's match at the start of b, if any. Most
// tries fail; a try without submatches costs less.
func (s *rxScan) match(b []byte) []int {
	if !s.anchored.Match(b) {
		return nil
	}
	return s.anchored.FindSubmatchIndex(b)
}
