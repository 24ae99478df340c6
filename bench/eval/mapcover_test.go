package eval

import (
	"reflect"
	"strings"
	"testing"
)

func TestParseSoulMap(t *testing.T) {
	tests := []struct {
		name, in string
		want     []MapEntry
	}{
		{"files, lines, badges and overloads", `<soul_map>
legend: +signature :line
## Entry points
cmd/x/main.go
## Files by rank
a.go: (→3)
  +func A() :4
  +type T struct (in pkg) :9 [b.go, +2↑]
  +pipe(a) (+3 overloads) :12
  ... +4 more
"dir/b c.ts": (→0) [partial parse]
  +const k :1
x.go: (→1) [focus]
</soul_map>
`, []MapEntry{{"a.go", []int{4, 9, 12}, nil}, {"dir/b c.ts", []int{1}, nil}, {"x.go", nil, nil}}},
		{"a colon-number inside a signature is not the line", `## Files by rank
a.py: (→1)
  +def f(x: int = :3) :7
  +def g(a :5 b) :8 trailing
`, []MapEntry{{"a.py", []int{7, 8}, nil}}},
		{"named left-outs at their lines", `## Files by rank
a.go: (→1) 3.1% ← b.go
  +func A() :4
  ... +5 more: Push:120, Fetch:98, Odd:x, plain, …
`, []MapEntry{{"a.go", []int{4, 120, 98}, nil}}},
		{"names-only files of the index", `## Files by rank
a.go: (→1)
  +func A() :4
## More files
b/c.go: Push:120, Fetch:98, +3 more
"d: e.py": [regex] run:7
f.rs: odd, Even, +2 more
g.ts: [regex] Alone
</soul_map>
`, []MapEntry{{"a.go", []int{4}, nil}, {"b/c.go", []int{120, 98}, nil}, {"d: e.py", []int{7}, nil}, {"f.rs", nil, []string{"odd", "Even"}}, {"g.ts", nil, []string{"Alone"}}}},
		{"lines before the files section are not files", `## Directories
src/: (→2)
## Files by rank
`, nil},
	}
	for _, tc := range tests {
		got, err := ParseSoulMap(strings.NewReader(tc.in))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: got %+v, want %+v", tc.name, got, tc.want)
		}
	}
}

// TestEvaluateMap: F is used from 3 other files, G from 2, V from 1, H
// only from its own file (not counted); the map shows F and V.
func TestEvaluateMap(t *testing.T) {
	truth := FromSCIP("truth", index(
		doc("lib.go", def(tPkg, 0, 8, 9), def(tF, 2, 5, 6), def(tG, 4, 5, 6), def(tH, 6, 5, 6), ref(tH, 7, 0, 1)),
		doc("c.go", def(tV, 1, 5, 6), ref(tF, 2, 0, 1), ref(tPkg, 0, 8, 9)),
		doc("a.go", ref(tF, 1, 0, 1), ref(tG, 2, 0, 1), ref(tV, 3, 0, 1)),
		doc("b.go", ref(tF, 1, 0, 1), ref(tG, 2, 0, 1), ref(tF, 5, 0, 1)),
	))
	cand := FromSCIP("cand", index(doc("lib.go"), doc("c.go"), doc("a.go"), doc("b.go")))
	entries := []MapEntry{{"lib.go", []int{3, 99}, nil}, {"c.go", []int{2}, nil}, {"gone.go", []int{1}, nil}}
	mc := EvaluateMap(cand, truth, entries, []int{1, 2, 10}, 5)
	got := []CoverageAtK{}
	for _, a := range mc.At {
		a.Share = nil
		got = append(got, a)
	}
	want := []CoverageAtK{{K: 1, Hits: 1, Of: 1}, {K: 2, Hits: 1, Of: 2}, {K: 10, Hits: 2, Of: 3}}
	if !reflect.DeepEqual(got, want) || mc.Files != 3 || mc.Symbols != 4 {
		t.Errorf("coverage = %+v (files %d, symbols %d), want %+v (3, 4)", got, mc.Files, mc.Symbols, want)
	}
	if len(mc.Missed) != 1 || !strings.HasPrefix(mc.Missed[0], "lib.go:5 ") || !strings.HasSuffix(mc.Missed[0], "(2 files)") {
		t.Errorf("missed = %q, want lib.go:5 G (2 files)", mc.Missed)
	}
}

func FuzzParseSoulMap(f *testing.F) {
	f.Add("## Files by rank\na.go: (→1)\n  +func A() :4\n")
	f.Add("## Files by rank\n\"q\\\"x\": (→0)\n  + :0 :\n")
	f.Fuzz(func(t *testing.T, in string) {
		entries, err := ParseSoulMap(strings.NewReader(in))
		if err != nil {
			return
		}
		for _, e := range entries {
			for _, l := range e.Lines {
				if l <= 0 {
					t.Fatalf("line %d from %q", l, in)
				}
			}
		}
	})
}
