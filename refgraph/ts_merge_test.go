package refgraph_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/refgraph"
)

// TestTSNamespaces: hand-worked resolutions on ts-merge. A namespace's
// members are reached through its name (a function, a type, a nested
// namespace's constant), imported by name, through import * as over an
// export * barrel chain (index.ts → barrel.ts → util.ts), through a
// module namespace object (export * as u) imported by name or reached as
// a member of import * as, and through export = of a namespace.
// Namespaces merged with a class, an enum or a function give their
// members the same way.
func TestTSNamespaces(t *testing.T) {
	_, g := fixture(t, "ts-merge")
	checkFileTargets(t, g, "src/use.ts", []lineWant{
		{10, "Message", 0, "src/util.ts#util.Message"},
		{10, "toEnum", 0, "src/util.ts#util.toEnum"},
		{11, "inner", 0, "src/util.ts#util.inner"},
		{11, "deep", 0, "src/util.ts#inner.deep"},
		{12, "Schema", 0, "src/util.ts#Schema"},
		{13, "util", 0, "src/util.ts#util"},
		{13, "toEnum", 0, "src/util.ts#util.toEnum"},
		{14, "util", 0, "src/util.ts#util"},
		{14, "toEnum", 0, "src/util.ts#util.toEnum"},
		{15, "run", 0, "src/legacy.ts#lib.run"},
		{17, "util", 0, "src/util.ts#util"},
		{17, "toEnum", 0, "src/util.ts#util.toEnum"},
		{18, "Point", 0, "src/util.ts#Point"},
		{18, "origin", 0, "src/util.ts#Point.origin"},
		{7, "origin", 0, "src/util.ts#Point.origin"},
		{8, "parse", 0, "src/util.ts#Color.parse"},
		{19, "all", 0, "src/util.ts#pick.all"},
	})
	// A renamed re-export's original name references its definition.
	checkTargets(t, g, []targetWant{{"src/index.ts", 3, "Point", 0, "src/util.ts#Point"}})
}

// TestTSMergedDeclarations: the declarations TypeScript merges into one
// symbol (interface and const, class and namespace, enum and namespace,
// two interfaces, a function and a namespace, whose overloads are one
// function) are grouped, nothing else is.
func TestTSMergedDeclarations(t *testing.T) {
	_, g := fixture(t, "ts-merge")
	f := g.Files[fileIdx(t, g, "src/util.ts")]
	groups := refgraph.MergedDeclarations(f)
	var got []string
	for k, group := range groups {
		if group[0] != k {
			continue
		}
		var ds []string
		for _, d := range group {
			ds = append(ds, fmt.Sprintf("%s %s", f.Symbols[d].Kind, f.Symbols[d].Name))
		}
		got = append(got, strings.Join(ds, " + "))
	}
	slices.Sort(got)
	want := []string{
		"class Point + module Point",
		"enum Color + module Color",
		"function pick + module pick",
		"interface Opts + interface Opts",
		"interface Schema + variable Schema",
	}
	if !slices.Equal(got, want) {
		t.Errorf("merged declarations:\n got %q\nwant %q", got, want)
	}
	if refgraph.MergedDeclarations(g.Files[fileIdx(t, g, "src/use.ts")]) != nil {
		t.Error("use.ts declares no name twice")
	}
}
