package output

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestSCIPMergedDeclarations: a use of a TypeScript name declared as
// several merged declarations names each of them at its range, as
// scip-typescript does (the import included); a function's overloads are
// one of them; a name declared once names one symbol. The index lints clean.
func TestSCIPMergedDeclarations(t *testing.T) {
	res, g, reg := indexRepo(t, filepath.Join("..", "testdata", "refgraph", "ts-merge"))
	b := writeIndex(t, res, reg, g)
	scipLint(t, b)
	idx := decodeIndex(t, b)
	at := map[[3]int32][]string{}
	for _, d := range idx.Documents {
		if d.RelativePath != "src/use.ts" {
			continue
		}
		for _, o := range d.Occurrences {
			if len(o.Range) == 3 && !strings.HasPrefix(o.Symbol, "local ") {
				k := [3]int32{o.Range[0], o.Range[1], o.Range[2]}
				at[k] = append(at[k], o.Symbol[strings.LastIndexByte(o.Symbol, '`')+1:])
			}
		}
	}
	for _, w := range []struct {
		line, col, end int32
		want           []string
	}{
		{0, 15, 21, []string{"/Schema#", "/Schema."}}, // import { Schema }
		{5, 9, 15, []string{"/Schema#", "/Schema."}},  // const s: Schema
		{5, 18, 24, []string{"/Schema#", "/Schema."}}, // Schema.make()
		{6, 17, 22, []string{"/Point#", "/Point/"}},   // Point.origin()
		{7, 9, 14, []string{"/Color#", "/Color/"}},    // const c: Color
		{8, 9, 13, []string{"/Opts#"}},                // two interfaces: one symbol
		{18, 10, 14, []string{"/pick().", "/pick/"}},  // overloads: one function
		{9, 37, 43, []string{"/util/toEnum()."}},      // util.toEnum
		{15, 14, 19, []string{"/Point#", "/Point/"}},  // new Point()
		{16, 21, 27, []string{"/util/toEnum()."}},     // all.u.util.toEnum
	} {
		got := at[[3]int32{w.line, w.col, w.end}]
		slices.Sort(got)
		if !slices.Equal(got, w.want) {
			t.Errorf("use.ts:%d:%d-%d: symbols %q, want %q", w.line+1, w.col, w.end, got, w.want)
		}
	}
}
