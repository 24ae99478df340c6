package diag

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/testutil/indextest"
	"github.com/soulindex/soulindex/refgraph"
)

// tree writes files under a new directory and builds its graph.
func tree(t *testing.T, files map[string]string) Tree {
	t.Helper()
	dir := t.TempDir()
	for name, src := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	res, _ := indextest.Index(t, dir, indexer.Options{Jobs: 1})
	g, err := refgraph.Build(context.Background(), res.Files, refgraph.Options{Root: res.Root, Packages: res.Packages, Jobs: 1})
	if err != nil {
		t.Fatal(err)
	}
	return Tree{Root: dir, Graph: g}
}

func with(files map[string]string, path, src string) map[string]string {
	out := map[string]string{}
	for k, v := range files {
		out[k] = v
	}
	if src == "" {
		delete(out, path)
	} else {
		out[path] = src
	}
	return out
}

func all(string) bool { return true }

// TestSelectDependentsCountsAll: the limit cuts the files checked, never
// the count reported, so a report can say "checked N of M".
func TestSelectDependentsCountsAll(t *testing.T) {
	files := map[string]string{
		"a.ts": "export function f(x: number): number { return x + 1; }\n",
		"b.ts": "import { f } from './a';\nexport const b = f(1);\n",
		"c.ts": "import { f } from './a';\nexport const c = f(2);\n",
		"d.ts": "export const d = 4;\n",
	}
	base := tree(t, files)
	work := tree(t, with(files, "a.ts", "export function f(x: number, y: number): number { return x + y; }\n"))
	for _, tc := range []struct {
		max       int
		want      int // files returned
		usersLeft int
	}{{50, 2, 0}, {1, 1, 1}} {
		sel := SelectDependents(base, work, []Change{{Old: "a.ts", New: "a.ts"}}, tc.max, all)
		if len(sel.Files) != tc.want || sel.Found != 2 || !slices.IsSorted(sel.Files) || len(sel.UsersLeft) != tc.usersLeft {
			t.Errorf("max %d: %+v, want %d files of 2 and %d users left out", tc.max, sel, tc.want, tc.usersLeft)
		}
	}
}

// TestSelectDependentsUsersFirst: with room for few files, those using
// the changed definition come before stronger importers that do not,
// in Go (one package, several files), TypeScript and Python; a removed
// definition's users are found through the base graph; a body-only edit
// of a Go function changes no definition, while in Python (return types
// inferred) it does.
func TestSelectDependentsUsersFirst(t *testing.T) {
	goFiles := map[string]string{
		"go.mod":       "module example.com/m\n\ngo 1.22\n",
		"lib/lib.go":   "package lib\n\n// Used is used by one file.\nfunc Used(x int) int { return x }\n\n// Other is used by many.\nfunc Other() int { return 1 }\n\n// T is a type.\ntype T struct{ N int }\n\n// M is a method.\nfunc (t *T) M() int { return t.N }\n",
		"a/a.go":       "package a\n\nimport \"example.com/m/lib\"\n\nfunc A() int { return lib.Other() + lib.Other() + lib.Other() }\n",
		"b/b.go":       "package b\n\nimport \"example.com/m/lib\"\n\nfunc B() int { return lib.Used(1) }\n",
		"c/c.go":       "package c\n\nimport \"example.com/m/lib\"\n\nfunc C(t *lib.T) int { return lib.Other() + lib.Other() + t.N }\n",
		"d/d.go":       "package d\n\nimport \"example.com/m/lib\"\n\nfunc D(v interface{ Get() *lib.T }) int { return v.Get().M() + lib.Other() }\n",
		"lib/other.go": "package lib\n\nfunc local() int { return Other() + Other() }\n",
	}
	pyFiles := map[string]string{
		"pkg/__init__.py": "",
		"pkg/core.py":     "def used(x):\n    return x\n\n\ndef other():\n    return 1\n",
		"pkg/a.py":        "from pkg.core import other\n\nA = other() + other() + other()\n",
		"pkg/b.py":        "from pkg.core import used\n\nB = used(1)\n",
	}
	cases := []struct {
		name     string
		files    map[string]string
		path     string
		edit     string
		limit    int
		want     []string
		names    int
		noChange bool
	}{
		{"go signature", goFiles, "lib/lib.go", strings.ReplaceAll(goFiles["lib/lib.go"], "func Used(x int) int", "func Used(x, y int) int"), 1, []string{"b/b.go"}, 1, false},
		{"go removal", goFiles, "lib/lib.go", strings.ReplaceAll(goFiles["lib/lib.go"], "func Used(x int) int { return x }\n", ""), 1, []string{"b/b.go"}, 1, false},
		{"go field", goFiles, "lib/lib.go", strings.ReplaceAll(goFiles["lib/lib.go"], "N int", "Count int"), 1, []string{"c/c.go"}, 2, false},
		// d.go calls M through an untyped receiver: found by the name.
		{"go method", goFiles, "lib/lib.go", strings.ReplaceAll(goFiles["lib/lib.go"], "M() int", "M(k int) int"), 1, []string{"d/d.go"}, 1, false},
		{"go body only", goFiles, "lib/lib.go", strings.ReplaceAll(goFiles["lib/lib.go"], "return x }", "return x + 0 }"), 10, []string{"a/a.go", "b/b.go", "c/c.go", "d/d.go", "lib/other.go"}, 0, true},
		{"python body", pyFiles, "pkg/core.py", strings.ReplaceAll(pyFiles["pkg/core.py"], "return x", "return str(x)"), 1, []string{"pkg/b.py"}, 1, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			base := tree(t, tc.files)
			work := tree(t, with(tc.files, tc.path, tc.edit))
			sel := SelectDependents(base, work, []Change{{Old: tc.path, New: tc.path}}, tc.limit, all)
			if !slices.Equal(sel.Files, tc.want) || sel.Names != tc.names {
				t.Errorf("checked %v (%d changed names), want %v (%d)", sel.Files, sel.Names, tc.want, tc.names)
			}
			if !tc.noChange && len(sel.UsersLeft) != 0 {
				t.Errorf("users left out: %v", sel.UsersLeft)
			}
		})
	}
}
