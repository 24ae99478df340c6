package ignore

import (
	"fmt"
	"slices"
	"strings"
)

// Set is the patterns of one ignore file, compiled once, over the Set of
// the directories above (its parent): Ignored on a Set answers as
// List.Ignored on the parent's patterns followed by its own.
//
// Matching a path does not try every pattern: each is filed under a
// literal part any path it matches must have (its literal start, after
// its directory for a path pattern; else its literal end), and only the
// patterns filed under the path's own starts and ends are tried. A large
// generated ignore file (a list of paths, names or extensions) then costs
// a few map lookups per path; only patterns with no literal start or end
// (`*foo*`) are tried on every path, and MaxUnanchored bounds them.
type Set struct {
	parent   *Set
	patterns []Pattern
	// unanchored counts the patterns tried on every path, this Set's and
	// its parents'.
	unanchored int
	// Patterns are filed by the literal start (heads) or end (tails) of
	// the text they match: the last component for name patterns, the
	// whole path for the others.
	nameHeads, pathHeads, nameTails, pathTails anchors
	rest                                       []int32 // filed nowhere: tried on every path
}

// anchors files pattern indexes by a literal string, with the distinct
// lengths of those strings (the lookups a path needs).
type anchors struct {
	by   map[string][]int32
	lens []int
}

func (a *anchors) add(key string, i int32) {
	if a.by == nil {
		a.by = map[string][]int32{}
	}
	if _, ok := a.by[key]; !ok && !slices.Contains(a.lens, len(key)) {
		a.lens = append(a.lens, len(key))
	}
	a.by[key] = append(a.by[key], i)
}

// MaxUnanchored bounds the patterns with no literal start or end that
// apply to one path (its directory's and those above): each is tried on
// every path. Real ignore files hold a few (`*`, `**/tmp/**`); a file
// holding thousands would make every path cost thousands of matches.
const MaxUnanchored = 1024

// ErrTooManyUnanchored: the patterns would take a Set over MaxUnanchored.
var ErrTooManyUnanchored = fmt.Errorf("more than %d patterns with no literal start or end (such as *foo*) apply here, each tried on every path", MaxUnanchored)

// Compile returns the Set of patterns over parent (nil at the top). With
// no pattern it is parent itself. Patterns that would take the Set over
// MaxUnanchored give ErrTooManyUnanchored, and parent.
func Compile(parent *Set, patterns []Pattern) (*Set, error) {
	if len(patterns) == 0 {
		return parent, nil
	}
	s := &Set{parent: parent, patterns: slices.Clip(patterns)}
	if parent != nil {
		s.unanchored = parent.unanchored
	}
	for i, p := range s.patterns {
		idx := int32(i)
		head := p.glob[:p.prefix]
		tail := literalTail(p.glob)
		switch {
		case p.name && head != "":
			s.nameHeads.add(head, idx)
		case p.name && tail != "":
			s.nameTails.add(tail, idx)
		case !p.name && head != "":
			if p.base != "" {
				head = p.base + "/" + head
			}
			s.pathHeads.add(head, idx)
		case !p.name && tail != "":
			s.pathTails.add(tail, idx)
		case !p.name && p.base != "":
			s.pathHeads.add(p.base+"/", idx)
		default:
			s.rest = append(s.rest, idx)
			if s.unanchored++; s.unanchored > MaxUnanchored {
				return parent, ErrTooManyUnanchored
			}
		}
	}
	for _, a := range []*anchors{&s.nameHeads, &s.pathHeads, &s.nameTails, &s.pathTails} {
		slices.Sort(a.lens)
	}
	return s, nil
}

// literalTail is the longest end of glob that every text it matches ends
// with: no wildcard, bracket or escape, and no slash (a "**/" before it
// may match no directory at all, slash included).
func literalTail(glob string) string {
	i := strings.LastIndexAny(glob, `*?[]\/`)
	return glob[i+1:]
}

// Ignored reports whether rel (slash separated, relative to the root) is
// ignored: the last pattern matching it decides, the deepest Set's first.
// A nil Set ignores nothing.
func (s *Set) Ignored(rel string, isDir bool) bool {
	ignored, _ := s.Match(rel, isDir)
	return ignored
}

// Match is Ignored, also saying how many patterns were tried: the work a
// path cost.
func (s *Set) Match(rel string, isDir bool) (ignored bool, tried int) {
	for ; s != nil; s = s.parent {
		i, n := s.last(rel, isDir)
		tried += n
		if i >= 0 {
			return !s.patterns[i].negate, tried
		}
	}
	return false, tried
}

// last returns the index of the last of s's own patterns matching rel
// (-1 for none), and how many patterns it tried.
func (s *Set) last(rel string, isDir bool) (best int32, tried int) {
	best = -1
	name := rel[strings.LastIndexByte(rel, '/')+1:]
	// try tries the patterns of one list, last first, down to the best
	// match so far.
	try := func(list []int32) {
		for j := len(list) - 1; j >= 0 && list[j] > best; j-- {
			tried++
			if s.patterns[list[j]].Matches(rel, isDir) {
				best = list[j]
				return
			}
		}
	}
	heads := func(a *anchors, text string) {
		for _, n := range a.lens {
			if n > len(text) {
				break
			}
			try(a.by[text[:n]])
		}
	}
	tails := func(a *anchors, text string) {
		for _, n := range a.lens {
			if n > len(text) {
				break
			}
			try(a.by[text[len(text)-n:]])
		}
	}
	heads(&s.nameHeads, name)
	heads(&s.pathHeads, rel)
	tails(&s.nameTails, name)
	tails(&s.pathTails, rel)
	try(s.rest)
	return best, tried
}
