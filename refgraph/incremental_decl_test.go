package refgraph_test

import (
	"context"
	"testing"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/refgraph"

	"github.com/soulindex/soulindex/internal/testutil"
)

// TestIncrementalSeesDeclarationEdits: an edit that keeps every
// definition's name, kind and nesting but changes what other files'
// resolution reads of it (a declared or result type, a base, a
// signature, an export list, a build constraint) is no body edit: the
// incremental build must still equal a full one.
func TestIncrementalSeesDeclarationEdits(t *testing.T) {
	tests := []struct {
		name  string
		files map[string]string
		edit  map[string]string
	}{
		{"go result type", map[string]string{
			"go.mod":   "module example.com/m\n\ngo 1.22\n",
			"types.go": "package m\n\ntype A struct{}\n\nfunc (A) M() {}\n\ntype B struct{}\n\nfunc (B) M() {}\n",
			"get.go":   "package m\n\nfunc Get() A { return A{} }\n",
			"use.go":   "package m\n\nfunc use() { Get().M() }\n",
		}, map[string]string{
			"get.go": "package m\n\nfunc Get() B { return B{} }\n",
		}},
		{"go build constraint", map[string]string{
			"go.mod":   "module example.com/m\n\ngo 1.22\n",
			"f_one.go": "package m\n\nfunc F() {}\n",
			"f_two.go": "//go:build ignore\n\npackage m\n\nfunc F() {}\n",
			"use.go":   "package m\n\nfunc use() { F() }\n",
		}, map[string]string{
			"f_two.go": "package m\n\nfunc F() {}\n",
			"f_one.go": "//go:build ignore\n\npackage m\n\nfunc F() {}\n",
		}},
		{"typescript base class", map[string]string{
			"a.ts":   "export class A { m() {} }\n",
			"b.ts":   "export class B { m() {} }\n",
			"c.ts":   "import { A } from './a';\nimport { B } from './b';\nexport class C extends A {}\nexport const b = B;\n",
			"use.ts": "import { C } from './c';\nexport function use() { const c = new C(); c.m(); }\n",
		}, map[string]string{
			"c.ts": "import { A } from './a';\nimport { B } from './b';\nexport class C extends B {}\nexport const b = A;\n",
		}},
		{"typescript default export", map[string]string{
			"a.ts":   "function foo() {}\nfunction bar() {}\nexport default foo;\nexport { bar };\n",
			"use.ts": "import x from './a';\nexport function use() { x(); }\n",
		}, map[string]string{
			"a.ts": "function foo() {}\nfunction bar() {}\nexport default bar;\nexport { foo };\n",
		}},
		{"go embedded type of a field's type", map[string]string{
			"go.mod":    "module example.com/m\n\ngo 1.22\n",
			"types.go":  "package m\n\ntype A struct{}\n\nfunc (A) M() {}\n\ntype B struct{}\n\nfunc (B) M() {}\n",
			"t.go":      "package m\n\ntype T struct {\n\tA\n}\n",
			"holder.go": "package m\n\ntype H struct {\n\tF T\n}\n",
			"use.go":    "package m\n\nfunc use(h H) { h.F.M() }\n",
		}, map[string]string{
			"t.go": "package m\n\ntype T struct {\n\tB\n}\n",
		}},
		{"go result type's base through a field", map[string]string{
			"go.mod":   "module example.com/m\n\ngo 1.22\n",
			"types.go": "package m\n\ntype A struct{}\n\nfunc (A) M() {}\n\ntype B struct{}\n\nfunc (B) M() {}\n",
			"t.go":     "package m\n\ntype T = A\n",
			"get.go":   "package m\n\ntype H struct{}\n\nfunc (H) Get() T { return T{} }\n",
			"use.go":   "package m\n\nfunc use(h H) { h.Get().M() }\n",
		}, map[string]string{
			"t.go": "package m\n\ntype T = B\n",
		}},
		{"typescript base of a field's class", map[string]string{
			"a.ts":      "export class A { m() {} }\n",
			"b.ts":      "export class B { m() {} }\n",
			"c.ts":      "import { A } from './a';\nimport { B } from './b';\nexport class C extends A {}\nexport const b = B;\n",
			"holder.ts": "import { C } from './c';\nexport class H { f: C = new C(); }\n",
			"use.ts":    "import { H } from './holder';\nexport function use(h: H) { h.f.m(); }\n",
		}, map[string]string{
			"c.ts": "import { A } from './a';\nimport { B } from './b';\nexport class C extends B {}\nexport const b = A;\n",
		}},
		{"ruby constant nested deeper", map[string]string{
			"item.rb": "module Shop\n  class Item\n  end\nend\n",
			"top.rb":  "class Item\nend\n",
			"use.rb":  "module Shop\n  class Cart\n    def t\n      Item\n    end\n  end\nend\n",
		}, map[string]string{
			"item.rb": "module Shop\n  class Cart\n    class Item\n    end\n  end\nend\n",
			"top.rb":  "class Item\nend\n\nclass Other\nend\n",
		}},
		{"ruby superclass of a singleton method's class", map[string]string{
			"base.rb": "class A\n  def self.m; end\nend\n\nclass B\n  def self.m; end\nend\n",
			"c.rb":    "class C < A\nend\n",
			"use.rb":  "module U\n  def self.use\n    C.m\n  end\nend\n",
		}, map[string]string{
			"c.rb": "class C < B\nend\n",
		}},
		{"python __all__", map[string]string{
			"pkg/__init__.py": "__all__ = ['f']\n\ndef f():\n    pass\n\ndef g():\n    pass\n",
			"use.py":          "from pkg import *\n\nf()\ng()\n",
		}, map[string]string{
			"pkg/__init__.py": "__all__ = ['g']\n\ndef f():\n    pass\n\ndef g():\n    pass\n",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			write := func(files map[string]string) { testutil.WriteTree(t, root, files) }
			write(tt.files)
			before := index(t, root)
			prev := roundTrip(t, build(t, before, nil, 2))
			write(tt.edit)
			res := index(t, root)
			full := build(t, res, nil, 2)
			g, err := refgraph.Build(context.Background(), res.Files, refgraph.Options{Root: res.Root, Packages: res.Packages,
				CoChange: true, Jobs: 2, Previous: prev, Prior: priorOf(before, res), Version: "test"})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("incremental %v (%s), %d files resolved, %d reshaped", g.Stats.Incremental, g.Stats.Reason, g.Stats.Resolved, g.Stats.Reshaped)
			sameGraph(t, g, full)
			if g.InterfaceDigest() != full.InterfaceDigest() {
				t.Errorf("interface digest %x, want %x", g.InterfaceDigest(), full.InterfaceDigest())
			}
		})
	}
}

// priorOf maps the paths of the files whose content changed from before
// to cur to their outlines in before, as the indexer's Result.Prior does.
func priorOf(before, cur *indexer.Result) map[string]*extract.File {
	old := map[string]*extract.File{}
	for _, f := range before.Files {
		old[f.Path] = f
	}
	out := map[string]*extract.File{}
	for _, f := range cur.Files {
		if o := old[f.Path]; o != nil && o.Hash != f.Hash {
			out[f.Path] = o
		}
	}
	return out
}
