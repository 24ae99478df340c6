package output

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// focusTree is a Go module where remote.go holds a big type whose entry
// points (Push, Fetch, …) no other file uses, beside hubs every file uses.
func focusTree(extraUsers int) map[string]string {
	files := map[string]string{"go.mod": "module ex.com/m\n\ngo 1.22\n"}
	var remote strings.Builder
	remote.WriteString("package m\n\nimport \"ex.com/m/wire\"\n\n// Remote is a remote repository.\ntype Remote struct{ name string }\n\n")
	for i := 0; i < 30; i++ {
		fmt.Fprintf(&remote, "// Op%02d does a thing.\nfunc (r *Remote) Op%02d(ctx string, opts *Options, depth int) error { return nil }\n\n", i, i)
	}
	remote.WriteString("func (r *Remote) Push(o *Options) error { return wire.Send(o.URL) }\n\nfunc (r *Remote) Fetch(o *Options) error { return wire.Recv() }\n\nfunc (r *Remote) helper() {}\n")
	files["remote.go"] = remote.String()
	files["options.go"] = "package m\n\n// Options say where to go.\ntype Options struct{ URL string }\n"
	files["wire/wire.go"] = "package wire\n\nfunc Send(u string) error { return nil }\n\nfunc Recv() error { return nil }\n\nfunc Unused() {}\n"
	files["hub/hub.go"] = "package hub\n\nconst (\n\tHeaderA = \"a\"\n\tHeaderB = \"b\"\n\tHeaderC = \"c\"\n\tHeaderD = \"d\"\n\tHeaderE = \"e\"\n)\n\nfunc Used() int { return 1 }\n\nfunc Hub() int { return 2 }\n"
	for i := 0; i < extraUsers; i++ {
		files[fmt.Sprintf("u%02d/u.go", i)] = fmt.Sprintf("package u%02d\n\nimport (\n\t\"ex.com/m\"\n\t\"ex.com/m/hub\"\n)\n\nfunc F%02d() int { _ = m.Remote{}; return hub.Used() + hub.Hub() }\n", i, i)
	}
	return files
}

// mapBlocks splits an md map's files into their blocks, by path.
func mapBlocks(md string) (order []string, blocks map[string]string) {
	blocks = map[string]string{}
	_, body, _ := strings.Cut(md, "## Files by rank\n")
	cur := ""
	for _, l := range strings.Split(body, "\n") {
		if p, _, ok := strings.Cut(l, ": (→"); ok && !strings.HasPrefix(l, " ") {
			cur = p
			order = append(order, p)
		}
		if cur != "" {
			blocks[cur] += l + "\n"
		}
	}
	return order, blocks
}

// TestFocusGuarantees: the focus file comes first with its public
// outline before anything else, its private members after; at a budget
// too small for all of it, it is marked partial, the result says so and
// its left-outs are named; its users are named on its line; the files it
// uses follow, each with what it uses from them.
func TestFocusGuarantees(t *testing.T) {
	dir := writeRepo(t, focusTree(12))
	res, g, _ := indexRepo(t, dir)
	for _, tc := range []struct {
		budget  int
		partial bool
	}{{800, true}, {20000, false}} {
		t.Run(fmt.Sprint(tc.budget), func(t *testing.T) {
			var b bytes.Buffer
			r, err := WriteSoulMap(&b, res, g, MapOptions{Budget: tc.budget, Focus: []string{"remote.go"}, Rank: g.Personalized([]string{"remote.go"})})
			if err != nil {
				t.Fatal(err)
			}
			md := b.String()
			order, blocks := mapBlocks(md)
			if len(order) == 0 || order[0] != "remote.go" {
				t.Fatalf("the focus is not first: %q\n%s", order, md)
			}
			rb := blocks["remote.go"]
			if !strings.Contains(rb, "[focus]") || strings.Contains(rb, "[not in full]") != tc.partial || (len(r.Partial) > 0) != tc.partial {
				t.Errorf("partial: mark %v, result %q, want %v\n%s", strings.Contains(rb, "[not in full]"), r.Partial, tc.partial, rb)
			}
			if !regexp.MustCompile(`← (\S+, ){2}`).MatchString(strings.SplitN(rb, "\n", 2)[0]) {
				t.Errorf("the focus's users are not named:\n%s", rb)
			}
			// Push and Fetch, which no other file uses, are shown or named.
			for _, name := range []string{"Push", "Fetch"} {
				if !regexp.MustCompile(`\b` + name + `\b`).MatchString(rb) {
					t.Errorf("%s is neither shown nor named:\n%s", name, rb)
				}
			}
			if tc.partial {
				if !regexp.MustCompile(`\.\.\. \+\d+ more: \w+`).MatchString(rb) {
					t.Errorf("the left-outs are not named:\n%s", rb)
				}
				return
			}
			// In full: every public method, the private helper after them.
			if strings.Count(rb, "func (r *Remote) Op") != 30 || strings.Index(rb, "helper") < strings.LastIndex(rb, "Op") {
				t.Errorf("the whole public outline, then the private members, is not shown:\n%s", rb)
			}
			if wb := blocks["wire/wire.go"]; !strings.Contains(wb, "[used by focus]") || !strings.Contains(wb, "Send") {
				t.Errorf("the neighbour wire.go is not shown with what the focus uses:\n%s", md)
			}
		})
	}
}

// TestFocusAtSmallestBudget: at the smallest budget that shows a file,
// the file shown is the focus.
func TestFocusAtSmallestBudget(t *testing.T) {
	dir := writeRepo(t, focusTree(2))
	res, g, _ := indexRepo(t, dir)
	var b bytes.Buffer
	opts := MapOptions{Budget: headFloor, Focus: []string{"remote.go"}}
	_, err := WriteSoulMap(&b, res, g, opts)
	var be *BudgetError
	if !errors.As(err, &be) {
		t.Fatalf("budget %d: %v, want a *BudgetError", opts.Budget, err)
	}
	opts.Budget = be.Need
	r, err := WriteSoulMap(&b, res, g, opts)
	if err != nil {
		t.Fatal(err)
	}
	if order, _ := mapBlocks(b.String()); len(order) != 1 || order[0] != "remote.go" || len(r.Missing) > 0 || len(r.Partial) != 1 {
		t.Errorf("at %d tokens: files %q, missing %q, partial %q\n%s", opts.Budget, order, r.Missing, r.Partial, b.String())
	}
}

// TestCollapsedConstants: constants of one family no other file uses
// share one line naming them; a used definition keeps its own.
func TestCollapsedConstants(t *testing.T) {
	dir := writeRepo(t, focusTree(3))
	res, g, _ := indexRepo(t, dir)
	var b bytes.Buffer
	if _, err := WriteSoulMap(&b, res, g, MapOptions{Budget: 20000}); err != nil {
		t.Fatal(err)
	}
	_, blocks := mapBlocks(b.String())
	hb := blocks["hub/hub.go"]
	if !strings.Contains(hb, "+const Header*: HeaderA, HeaderB, HeaderC, HeaderD, HeaderE :4") {
		t.Errorf("the Header constants are not one line:\n%s", hb)
	}
	if !strings.Contains(hb, "+func Used() int :") {
		t.Errorf("a used function lost its line:\n%s", hb)
	}
}

// TestNamedLeftOuts: "... +K more" names the best of what it leaves out,
// and the best-ranked files name who uses them.
func TestNamedLeftOuts(t *testing.T) {
	dir := writeRepo(t, focusTree(6))
	res, g, _ := indexRepo(t, dir)
	var b bytes.Buffer
	if _, err := WriteSoulMap(&b, res, g, MapOptions{Budget: 700}); err != nil {
		t.Fatal(err)
	}
	md := b.String()
	if !regexp.MustCompile(`(?m)^  \.\.\. \+\d+ more: Op\d\d:\d+, `).MatchString(md) {
		t.Errorf("remote.go's left-outs are not named:\n%s", md)
	}
	b.Reset()
	if _, err := WriteSoulMap(&b, res, g, MapOptions{Budget: smallBudget + 1}); err != nil {
		t.Fatal(err)
	}
	if md = b.String(); !regexp.MustCompile(`(?m)^hub/hub.go: \(→6\) [\d.]+% ← (\S+, ){3}\+3$`).MatchString(md) {
		t.Errorf("hub.go's users are not named:\n%s", md)
	}
}

// TestFocusPrivateOnly: a focus file with no public outline (a package's
// internal helpers) is guaranteed its private outline like a public one:
// at the smallest budget that shows a file, it is the focus, not a file
// it uses.
func TestFocusPrivateOnly(t *testing.T) {
	files := focusTree(6)
	files["helpers.go"] = "package m\n\nimport \"ex.com/m/wire\"\n\nfunc dial(u string) error { return wire.Send(u) }\n\nfunc redial() error { return wire.Recv() }\n\nfunc backoff(n int) int { return n * 2 }\n"
	res, g, _ := indexRepo(t, writeRepo(t, files))
	opts := MapOptions{Budget: headFloor, Focus: []string{"helpers.go"}, Rank: g.Personalized([]string{"helpers.go"})}
	var b bytes.Buffer
	_, err := WriteSoulMap(&b, res, g, opts)
	var be *BudgetError
	if !errors.As(err, &be) {
		t.Fatalf("budget %d: %v, want a *BudgetError", opts.Budget, err)
	}
	for opts.Budget = be.Need; opts.Budget < be.Need+300; opts.Budget += 50 {
		b.Reset()
		r, err := WriteSoulMap(&b, res, g, opts)
		if err != nil {
			t.Fatal(err)
		}
		order, blocks := mapBlocks(b.String())
		if len(r.Missing) > 0 || len(order) == 0 || order[0] != "helpers.go" || !strings.Contains(blocks["helpers.go"], "func ") {
			t.Errorf("budget %d: missing %q, files %q\n%s", opts.Budget, r.Missing, order, b.String())
		}
	}
}
