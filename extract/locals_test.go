package extract_test

import (
	"bytes"
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/soulindex/soulindex/extract"
)

// localCase is one file of hand-worked local bindings: per line, the
// refs as Dump prints them (name~N bound to local N, q.name qualified,
// ~N.f a member of local N, @N.f a member of what ref N yields); line 0
// is the "local types" line. The subtest is named after lang.
type localCase struct {
	lang, path, src string
	want            map[int]string // line → Dump's refs for it; 0: local types
}

// runLocalCases checks each case in a subtest of its own: every line of
// want against what Dump prints (lines want does not name are not
// checked); on a mismatch it logs the whole dump.
func runLocalCases(t *testing.T, cases []localCase) {
	t.Helper()
	_, rt := newRouter(t)
	for _, tc := range cases {
		t.Run(tc.lang, func(t *testing.T) {
			got, dump := dumpRefLines(t, rt, tc.lang, tc.path, tc.src)
			if !checkRefLines(t, got, tc.want) {
				t.Log(dump)
			}
		})
	}
}

// dumpRefLines extracts src with rt and returns Dump's refs per line (the
// "  refs N:" lines; 0: the "  local types:" line), and the whole dump.
func dumpRefLines(t *testing.T, rt *extract.Router, lang, path, src string) (map[int]string, string) {
	t.Helper()
	f, err := rt.Extract(context.Background(), lang, path, []byte(src), time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := extract.Dump(&b, f); err != nil {
		t.Fatal(err)
	}
	got := map[int]string{}
	for _, line := range strings.Split(b.String(), "\n") {
		if rest, ok := strings.CutPrefix(line, "  local types: "); ok {
			got[0] = rest
		}
		rest, ok := strings.CutPrefix(line, "  refs ")
		if !ok {
			continue
		}
		n, refs, _ := strings.Cut(rest, ":")
		var ln int
		for _, c := range n {
			ln = ln*10 + int(c-'0')
		}
		got[ln] = strings.TrimSpace(refs)
	}
	return got, b.String()
}

// checkRefLines reports each line of want whose refs in got differ; it
// returns false if any did.
func checkRefLines(t *testing.T, got, want map[int]string) bool {
	t.Helper()
	ok := true
	for ln, w := range want {
		if got[ln] != w {
			ok = false
			t.Errorf("line %d: refs %q, want %q", ln, got[ln], w)
		}
	}
	return ok
}

// checkAllLocals checks one case as runLocalCases does (without a
// subtest), and also reports each line with refs that want has no
// expectation for, but the lines in unchecked.
func checkAllLocals(t *testing.T, tc localCase, unchecked ...int) {
	t.Helper()
	_, rt := newRouter(t)
	got, dump := dumpRefLines(t, rt, tc.lang, tc.path, tc.src)
	ok := checkRefLines(t, got, tc.want)
	for ln, g := range got {
		if _, in := tc.want[ln]; !in && !slices.Contains(unchecked, ln) {
			ok = false
			t.Errorf("line %d: refs %q not expected", ln, g)
		}
	}
	if !ok {
		t.Log(dump)
	}
}

// TestLocalBindings checks, with hand-worked expectations, which
// references bind to a local (name~N, N the binding's index in the file)
// and which member references carry a package qualifier (pkg.Name),
// line by line as Dump prints them: a name without a mark is left to
// cross-file resolution; .name is a member of a value.
func TestLocalBindings(t *testing.T) {
	cases := []localCase{
		{"go", "a.go", `package p

import (
	"crypto"
	"example.com/m/util"
)

const s = 16

type T struct{ Name string }

func (t *T) Get(s string) (out string) {
	x := util.Helper(s)
	for i, v := range []int{1} {
		_ = i + v
	}
	_ = crypto.SHA1
	if s := t.Name; s != "" {
		out = s
	}
	f := func(util int) int { return util + s0 }
	return x + t.Name + out + string(f(s))
}

func Use(v any) int {
	switch w := v.(type) {
	case int:
		return w + s
	}
	{
		s := 2
		_ = s
	}
	return s
}
`, map[int]string{
			// receiver t, parameter s and named result out bind.
			12: "t~0 T s~1 string out~2 string",
			13: "x~3 util util.Helper s~1",
			14: "i~4 v~5 int",
			15: "i~4 v~5",
			// crypto is an import: a qualified name, never local.
			17: "crypto crypto.SHA1",
			// the if's own s shadows the parameter inside the if only.
			// t's type is known (the receiver's T): ~0.Name.
			18: "s~6 t~0 ~0.Name s~6",
			19: "out~2 s~6",
			// a closure parameter named like an import shadows it; s0 is
			// a package name.
			21: "f~7 util~8 int int util~8 s0",
			22: "x~3 t~0 ~0.Name out~2 string f~7 s~1",
			25: "v~9 any int",
			26: "w~10 v~9",
			27: "int",
			// outside any local s: the package constant.
			28: "w~10 s",
			31: "s~11",
			32: "s~11",
			34: "s",
			// Declared types of the bindings (0 stands for the
			// "local types" line): receiver, parameters, results, and x
			// the result of calling ref 9 (util.Helper).
			0: "0:T 1:string 2:string 3:@9() 8:int 9:any",
		}},
		{"go", "assert.go", `package p

func Conv(x any) {
	in, ok := x.(*Inspector)
	_ = ok
	in.Preorder()
}
`, map[int]string{
			4: "in~1 ok~2 x~0 Inspector",
			6: "in~1 ~1.Preorder",
			// in has the asserted type, not x's.
			0: "0:any 1:Inspector",
		}},
	}
	runLocalCases(t, cases)
}
