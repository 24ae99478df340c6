package extract

import (
	"regexp/syntax"
	"slices"
	"sync"
	"sync/atomic"
	"unicode/utf8"
)

// prefilter is a lazily built DFA over a pattern's program that answers
// "can a match start here?" for a fraction of what Go's regexp costs per
// try (about half a microsecond even when the pattern fails on its first
// byte). It over-approximates the pattern: every empty-width assertion
// (^, $, \b, \A) counts as true, and a byte of a multi-byte rune ends the
// walk with "maybe". So "no" is certain and "maybe" goes to the regexp:
// the matches found do not change. The automaton grows as inputs need
// it, up to maxDFAStates, after which it answers "maybe". Safe for
// concurrent use: transitions are published atomically, built under mu.
type prefilter struct {
	prog    *syntax.Prog
	classes [utf8.RuneSelf]uint8 // ASCII byte → class of bytes every instruction treats alike
	rep     []byte               // a byte of each class
	start   *dstate
	dead    *dstate // no thread left: no match
	maybe   *dstate // a thread matched (or the automaton is full): the regexp decides
	mu      sync.Mutex
	states  map[string]*dstate // by key of pcs, under mu
	// seen marks the instructions of the closure being built (under mu):
	// seen[pc] == gen.
	seen []uint32
	gen  uint32
}

type dstate struct {
	pcs  []uint32 // the rune and match instructions the threads are at
	next []atomic.Pointer[dstate]
}

const maxDFAStates = 2000

func newPrefilter(src string) *prefilter {
	tree, err := syntax.Parse(src, syntax.Perl)
	if err != nil {
		return nil
	}
	prog, err := syntax.Compile(tree.Simplify())
	if err != nil {
		return nil
	}
	d := &prefilter{prog: prog, states: map[string]*dstate{}, seen: make([]uint32, len(prog.Inst))}
	// Bytes alike for every rune instruction share a class. Instructions
	// repeat (\s, \w, a keyword's letters), so each distinct one is
	// matched against the 128 bytes once.
	type mask [2]uint64
	byInst := map[string]int{} // instruction → index in masks
	var masks []mask
	for pc := range prog.Inst {
		i := &prog.Inst[pc]
		if !isRuneInst(i.Op) {
			continue
		}
		key := make([]byte, 0, 2+4*len(i.Rune))
		key = append(key, byte(i.Op), byte(syntax.Flags(i.Arg)&syntax.FoldCase))
		for _, r := range i.Rune {
			key = append(key, byte(r), byte(r>>8), byte(r>>16), byte(r>>24))
		}
		if _, ok := byInst[string(key)]; ok {
			continue
		}
		var m mask
		for c := 0; c < utf8.RuneSelf; c++ {
			if matchByte(i, byte(c)) {
				m[c/64] |= 1 << (c % 64)
			}
		}
		byInst[string(key)] = len(masks)
		masks = append(masks, m)
	}
	ids := map[string]uint8{}
	sig := make([]byte, (len(masks)+7)/8)
	for c := 0; c < utf8.RuneSelf; c++ {
		clear(sig)
		for j, m := range masks {
			if m[c/64]&(1<<(c%64)) != 0 {
				sig[j/8] |= 1 << (j % 8)
			}
		}
		id, ok := ids[string(sig)]
		if !ok {
			id = uint8(len(ids)) // at most 128 classes
			ids[string(sig)] = id
			d.rep = append(d.rep, byte(c))
		}
		d.classes[c] = id
	}
	d.dead = &dstate{}
	d.maybe = &dstate{}
	d.gen++
	d.start = d.state(d.closure(nil, uint32(prog.Start)))
	return d
}

func isRuneInst(op syntax.InstOp) bool {
	return op == syntax.InstRune || op == syntax.InstRune1 || op == syntax.InstRuneAny || op == syntax.InstRuneAnyNotNL
}

func matchByte(i *syntax.Inst, c byte) bool {
	switch i.Op {
	case syntax.InstRune1:
		return rune(c) == i.Rune[0]
	case syntax.InstRuneAny:
		return true
	case syntax.InstRuneAnyNotNL:
		return c != '\n'
	}
	return i.MatchRune(rune(c))
}

// closure adds pc and what it reaches without consuming input to set
// (the instructions of set are marked seen[pc] == gen).
func (d *prefilter) closure(set []uint32, pc uint32) []uint32 {
	stack := []uint32{pc}
	for len(stack) > 0 {
		pc := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if d.seen[pc] == d.gen {
			continue
		}
		d.seen[pc] = d.gen
		set = append(set, pc)
		switch i := &d.prog.Inst[pc]; i.Op {
		case syntax.InstAlt, syntax.InstAltMatch:
			stack = append(stack, i.Out, i.Arg)
		case syntax.InstCapture, syntax.InstEmptyWidth, syntax.InstNop:
			stack = append(stack, i.Out)
		}
	}
	return set
}

// state returns the state of a thread set (under mu, or before use).
func (d *prefilter) state(set []uint32) *dstate {
	var pcs []uint32
	for _, pc := range set {
		switch d.prog.Inst[pc].Op {
		case syntax.InstMatch:
			return d.maybe
		case syntax.InstRune, syntax.InstRune1, syntax.InstRuneAny, syntax.InstRuneAnyNotNL:
			pcs = append(pcs, pc)
		}
	}
	if len(pcs) == 0 {
		return d.dead
	}
	slices.Sort(pcs)
	key := make([]byte, 0, 4*len(pcs))
	for _, pc := range pcs {
		key = append(key, byte(pc), byte(pc>>8), byte(pc>>16), byte(pc>>24))
	}
	if s := d.states[string(key)]; s != nil {
		return s
	}
	if len(d.states) >= maxDFAStates {
		return d.maybe
	}
	s := &dstate{pcs: pcs, next: make([]atomic.Pointer[dstate], len(d.rep))}
	d.states[string(key)] = s
	return s
}

func (d *prefilter) step(s *dstate, cls uint8) *dstate {
	d.mu.Lock()
	defer d.mu.Unlock()
	if n := s.next[cls].Load(); n != nil {
		return n
	}
	c := d.rep[cls]
	d.gen++
	var set []uint32
	for _, pc := range s.pcs {
		if i := &d.prog.Inst[pc]; matchByte(i, c) {
			set = d.closure(set, i.Out)
		}
	}
	n := d.state(set)
	s.next[cls].Store(n)
	return n
}

// A prefilter's answers.
const (
	preNo      = iota // the pattern cannot match here
	preMatched        // a thread reached the end of the pattern: likely a match
	preMaybe          // the walk stopped (a non-ASCII byte, the input's end, a full automaton)
)

// possible says whether the pattern may match at the start of b, and
// how many bytes of b it read to say so. It stops short of b's end only
// when the answer is preNo or preMatched, or at a non-ASCII byte (then
// preMaybe, with stopped set: the regexp may read on past it).
func (d *prefilter) possible(b []byte) (answer, read int, stopped bool) {
	s := d.start
	for i, c := range b {
		switch {
		case s == d.dead:
			return preNo, i, false
		case s == d.maybe:
			return preMatched, i, false
		case c >= utf8.RuneSelf:
			return preMaybe, i, true
		}
		cls := d.classes[c]
		n := s.next[cls].Load()
		if n == nil {
			n = d.step(s, cls)
		}
		s = n
	}
	switch s {
	case d.dead:
		return preNo, len(b), false
	case d.maybe:
		return preMatched, len(b), false
	}
	return preMaybe, len(b), false
}
