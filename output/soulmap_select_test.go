package output

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestSoulMapGlobalSelection: definitions are chosen across the whole
// repository. Twelve small modules each define one function that other
// files use; bulk.py defines 150 that nothing uses, and _helpers.py a
// private one that three files use. At 1,000 tokens every used definition
// shows, each under its file, and bulk.py shows at most a few of its own;
// at 300 tokens the most used still do, ahead of everything unused.
func TestSoulMapGlobalSelection(t *testing.T) {
	repo := map[string]string{"_helpers.py": "def _shared():\n    return 0\n"}
	var bulk strings.Builder
	for i := 0; i < 150; i++ {
		fmt.Fprintf(&bulk, "def unused_%02d(x):\n    return x\n\n", i)
	}
	repo["bulk.py"] = bulk.String()
	for i := 0; i < 12; i++ {
		repo[fmt.Sprintf("m%02d.py", i)] = fmt.Sprintf("def f%02d():\n    return %d\n", i, i)
		// f00 is used by 4 files, f01 by 3, …: distinct use counts.
		for u := 0; u < 4-min(i, 3); u++ {
			name := fmt.Sprintf("u%02d_%d.py", i, u)
			src := fmt.Sprintf("from m%02d import f%02d\n", i, i)
			if u < 3 && i == 0 {
				src += "from _helpers import _shared\n"
			}
			repo[name] = src + fmt.Sprintf("\ndef user_%02d_%d():\n    return f%02d()\n", i, u, i)
		}
	}
	dir := writeRepo(t, repo)
	res, g, _ := indexRepo(t, dir)
	render := func(budget int) string {
		t.Helper()
		var b bytes.Buffer
		if _, err := WriteSoulMap(&b, res, g, MapOptions{Budget: budget}); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	shown := func(md string) map[string][]string {
		out := map[string][]string{}
		_, body, _ := strings.Cut(md, "## Files by rank\n")
		file := ""
		for _, l := range strings.Split(body, "\n") {
			switch {
			case strings.HasPrefix(l, "  +"):
				out[file] = append(out[file], strings.TrimPrefix(l, "  +"))
			case l != "" && !strings.HasPrefix(l, " ") && strings.Contains(l, ": (→"):
				file, _, _ = strings.Cut(l, ": (→")
			}
		}
		return out
	}
	md := render(1000)
	got := shown(md)
	for i := 0; i < 12; i++ {
		f := fmt.Sprintf("m%02d.py", i)
		if len(got[f]) != 1 || !strings.HasPrefix(got[f][0], fmt.Sprintf("def f%02d()", i)) {
			t.Errorf("1000 tokens: %s shows %q, want its used function", f, got[f])
		}
	}
	if len(got["_helpers.py"]) != 1 {
		t.Errorf("1000 tokens: the private _shared, used by 3 files, is not shown: %q", got["_helpers.py"])
	}
	// Unused definitions fall off fast within a file: bulk.py does not
	// crowd out the other files' unused functions (at 600 tokens, where
	// not everything fits).
	mid := shown(render(600))
	users := 0
	for f := range mid {
		if strings.HasPrefix(f, "u") {
			users++
		}
	}
	if n := len(mid["bulk.py"]); n > 4 && users < 18 {
		t.Errorf("600 tokens: bulk.py shows %d unused definitions while %d of 18 user files show:\n%s", n, users, render(600))
	}
	if users == 18 {
		t.Errorf("600 tokens: every file fits, so the test shows nothing about unused definitions")
	}
	small := shown(render(300))
	if len(small["m00.py"]) != 1 {
		t.Errorf("300 tokens: the most used definition (f00, 4 files) is missing:\n%s", render(300))
	}
	if len(small["bulk.py"]) > 0 && len(small["m11.py"]) == 0 {
		t.Errorf("300 tokens: an unused definition shows before a used one:\n%s", render(300))
	}
}

// TestSoulMapSharedWeights: what the graph cannot tell apart still shows.
// A TypeScript name declared as a type and as a value (interface Scope,
// const Scope) resolves to its first declaration, yet the value is what
// `Scope.add(…)` uses: both lines come before the file's unused
// definitions. A class's constructor with parameters comes before its
// unused methods. Two fields of one text in two structs (Pos int) are two
// lines, not one.
func TestSoulMapSharedWeights(t *testing.T) {
	repo := map[string]string{
		"go.mod": "module ex.com/m\n\ngo 1.22\n",
		"scope.ts": `export interface Scope {
  readonly id: number
}
export function unusedA(): number { return 1 }
export function unusedB(): number { return 2 }
export const Scope: Tag<Scope> = makeTag()
export class Pool {
  constructor(size: number, name: string) {}
  unusedMethod(): void {}
}
`,
		"pos/pos.go": "package pos\n\ntype A struct {\n\tPos int\n}\n\ntype B struct {\n\tPos int\n}\n",
	}
	for i := 0; i < 6; i++ {
		repo[fmt.Sprintf("use%d.ts", i)] = fmt.Sprintf("import { Scope, Pool } from \"./scope\"\nexport function use%d(s: Scope): Pool {\n  Scope.add(s)\n  return new Pool(%d, \"p\")\n}\n", i, i)
		repo[fmt.Sprintf("u%d/u.go", i)] = fmt.Sprintf("package u%d\n\nimport \"ex.com/m/pos\"\n\nfunc F(a pos.A, b pos.B) int { return a.Pos + b.Pos }\n", i)
	}
	dir := writeRepo(t, repo)
	res, g, _ := indexRepo(t, dir)
	var b bytes.Buffer
	if _, err := WriteSoulMap(&b, res, g, MapOptions{Budget: 16000}); err != nil {
		t.Fatal(err)
	}
	md := b.String()
	lines := func(file string) []string {
		_, rest, ok := strings.Cut(md, "\n"+file+": (→")
		if !ok {
			t.Fatalf("%s not in the map:\n%s", file, md)
		}
		var out []string
		for _, l := range strings.Split(rest, "\n")[1:] {
			if !strings.HasPrefix(l, "  +") {
				break
			}
			out = append(out, strings.TrimPrefix(l, "  +"))
		}
		return out
	}
	at := func(ls []string, prefix string) int {
		for k, l := range ls {
			if strings.HasPrefix(l, prefix) {
				return k
			}
		}
		return len(ls) + 1
	}
	ts := lines("scope.ts")
	for _, want := range []string{"const Scope", "constructor(size: number"} {
		if at(ts, want) > at(ts, "function unusedA") || at(ts, want) > at(ts, "unusedMethod") {
			t.Errorf("scope.ts: %q does not come before the unused definitions: %q", want, ts)
		}
	}
	gl := lines("pos/pos.go")
	if at(gl, "Pos int (in A)") > len(gl) || at(gl, "Pos int (in B)") > len(gl) {
		t.Errorf("pos/pos.go: want both Pos fields, got %q", gl)
	}
}

// TestSoulMapSmallHead: the head sections take at most an eighth of a
// small budget (a quarter of a larger one), and a small map's lines are
// shorter: 40 directories and a long signature do not crowd out the
// definitions at 1,000 tokens.
func TestSoulMapSmallHead(t *testing.T) {
	repo := map[string]string{}
	long := "def widest(" + strings.Repeat("parameter_with_a_long_name: int, ", 8) + "last: int) -> int:\n    return last\n"
	for i := 0; i < 40; i++ {
		repo[fmt.Sprintf("pkg%02d/mod.py", i)] = fmt.Sprintf("def f%02d():\n    return %d\n", i, i)
		repo[fmt.Sprintf("pkg%02d/use.py", i)] = fmt.Sprintf("from pkg%02d.mod import f%02d\nfrom wide import widest\n\ndef g():\n    return f%02d() + widest(1, 2, 3, 4, 5, 6, 7, 8, 9)\n", i, i, i)
	}
	repo["wide.py"] = long
	dir := writeRepo(t, repo)
	res, g, _ := indexRepo(t, dir)
	counter, err := NewCounter("")
	if err != nil {
		t.Fatal(err)
	}
	for _, budget := range []int{1000, 4000} {
		var b bytes.Buffer
		if _, err := WriteSoulMap(&b, res, g, MapOptions{Budget: budget}); err != nil {
			t.Fatal(err)
		}
		head, _, ok := strings.Cut(b.String(), "## Files by rank")
		if !ok {
			t.Fatalf("budget %d: no files:\n%s", budget, b.String())
		}
		n, _ := counter.Count(head)
		limit := max(budget/4, headFloor)
		if budget <= smallBudget {
			limit = max(budget/8, headFloor)
		}
		if n > limit {
			t.Errorf("budget %d: the head takes %d tokens, more than %d:\n%s", budget, n, limit, head)
		}
		for _, l := range strings.Split(b.String(), "\n") {
			if strings.Contains(l, "def widest(") {
				if r := len([]rune(strings.TrimSpace(l))); budget <= smallBudget && r > smallSigMax+20 {
					t.Errorf("budget %d: a %d-rune line in a small map: %s", budget, r, l)
				}
			}
		}
	}
}

// TestBestFirst: the bounded selection gives the sorted prefix a full
// sort gives, for every k, on inputs with ties broken by a second key.
func TestBestFirst(t *testing.T) {
	type item struct{ score, id int }
	byScore := func(a, b item) int {
		if a.score != b.score {
			return b.score - a.score
		}
		return a.id - b.id
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for n := range 40 {
		xs := make([]item, n)
		for i := range xs {
			xs[i] = item{rng.IntN(5), i}
		}
		want := slices.Clone(xs)
		slices.SortFunc(want, byScore)
		for k := -1; k <= n+1; k++ {
			got := bestFirst(slices.Clone(xs), k, byScore)
			w := want[:max(0, min(k, n))]
			if !slices.Equal(got, w) {
				t.Fatalf("n=%d k=%d: %v, want %v", n, k, got, w)
			}
		}
	}
}
