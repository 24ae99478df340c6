package extract

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
)

// predicate is one text predicate of a pattern (#eq?, #match?, #any-of?
// and their negated and any- forms), evaluated in Go on the captured text
// with the semantics of the tree-sitter reference implementation.
type predicate struct {
	op       string
	capture  int
	other    int // second capture for capture-to-capture #eq?, else -1
	str      string
	re       *regexp.Regexp
	set      [][]byte
	positive bool
	all      bool // every node of a quantified capture must satisfy it
}

// compilePredicates turns a pattern's predicate steps into predicates;
// unknown directives (#set!, #is?) are properties we do not use.
func compilePredicates(steps []predicateStep, captures []string) ([]predicate, error) {
	var out []predicate
	for len(steps) > 0 {
		end := 0
		for end < len(steps) && !steps[end].done {
			end++
		}
		p := steps[:end]
		steps = steps[min(end+1, len(steps)):]
		if len(p) == 0 || !p[0].isStr {
			continue
		}
		op := p[0].str
		args := p[1:]
		switch op {
		case "eq?", "not-eq?", "any-eq?", "any-not-eq?", "match?", "not-match?", "any-match?", "any-not-match?", "any-of?", "not-any-of?":
		default:
			continue
		}
		if len(args) < 1 || args[0].isStr {
			return nil, fmt.Errorf("#%s needs a capture as its first argument", op)
		}
		pr := predicate{op: op, capture: args[0].capture, other: -1,
			positive: op == "eq?" || op == "any-eq?" || op == "match?" || op == "any-match?" || op == "any-of?",
			all:      op == "eq?" || op == "not-eq?" || op == "match?" || op == "not-match?"}
		switch op {
		case "any-of?", "not-any-of?":
			for _, a := range args[1:] {
				if !a.isStr {
					return nil, fmt.Errorf("#%s takes string literals, got @%s", op, captures[a.capture])
				}
				pr.set = append(pr.set, []byte(a.str))
			}
		default:
			if len(args) != 2 {
				return nil, fmt.Errorf("#%s takes 2 arguments, got %d", op, len(args))
			}
			switch {
			case strings.HasSuffix(op, "match?"):
				if !args[1].isStr {
					return nil, fmt.Errorf("#%s needs a regular expression literal", op)
				}
				re, err := regexp.Compile(args[1].str)
				if err != nil {
					return nil, fmt.Errorf("#%s: %w", op, err)
				}
				pr.re = re
			case args[1].isStr:
				pr.str = args[1].str
			default:
				pr.other = args[1].capture
			}
		}
		out = append(out, pr)
	}
	return out, nil
}

// holds evaluates the predicate over the nodes of one match.
func (p *predicate) holds(src []byte, caps []capture) bool {
	text := func(c *capture) []byte { return src[c.n.sb:c.n.eb] }
	if p.other >= 0 {
		var a, b []*capture
		for i := range caps {
			switch int(caps[i].index) {
			case p.capture:
				a = append(a, &caps[i])
			case p.other:
				b = append(b, &caps[i])
			}
		}
		for len(a) > 0 && len(b) > 0 {
			ok := bytes.Equal(text(a[0]), text(b[0]))
			if ok != p.positive && p.all {
				return false
			}
			if ok == p.positive && !p.all {
				return true
			}
			a, b = a[1:], b[1:]
		}
		return len(a) == 0 && len(b) == 0
	}
	for i := range caps {
		if int(caps[i].index) != p.capture {
			continue
		}
		t := text(&caps[i])
		var ok bool
		switch {
		case p.re != nil:
			ok = p.re.Match(t)
		case p.set != nil:
			for _, s := range p.set {
				if bytes.Equal(t, s) {
					ok = true
					break
				}
			}
			if ok != p.positive {
				return false
			}
			continue
		default:
			ok = string(t) == p.str
		}
		if ok != p.positive && p.all {
			return false
		}
		if ok == p.positive && !p.all {
			return true
		}
	}
	return true
}
