package output

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/refgraph"

	"github.com/sourcegraph/scip/bindings/go/scip"
)

// relationCount counts each (symbol, related symbol) pair of the index.
func relationCount(idx *scip.Index) map[[2]string]int {
	n := map[[2]string]int{}
	for _, d := range idx.Documents {
		for _, si := range d.Symbols {
			for _, r := range si.Relationships {
				n[[2]string{si.Symbol, r.Symbol}]++
			}
		}
	}
	return n
}

// TestSharedSymbolsLintClean: a symbol defined in several documents (one
// Java package in two source trees, one class in both; two npm or Python
// packages of one name) keeps a SymbolInformation per document, and each
// of its relationships is written once, by the first document in path
// order, so scip lint finds no repeated relationship.
func TestSharedSymbolsLintClean(t *testing.T) {
	java := "package com.ex;\n\npublic class Foo extends Base implements Api {}\nclass Base {}\ninterface Api {}\n"
	ts := "export class Base {}\nexport interface Api {}\nexport class Foo extends Base implements Api {}\n"
	py := "class Base:\n    pass\n\nclass Foo(Base):\n    pass\n"
	tests := []struct {
		name  string
		files map[string]string
		// want: the relationships and the documents that carry them.
		want map[string][]string
	}{
		{"java package in two trees, one class in both", map[string]string{
			"a/Foo.java": java, "b/Foo.java": java,
		}, map[string][]string{
			"soulindex . . . `com.ex`/Foo# -> soulindex . . . `com.ex`/Api#":  {"a/Foo.java"},
			"soulindex . . . `com.ex`/Foo# -> soulindex . . . `com.ex`/Base#": {"a/Foo.java"},
		}},
		{"java package in three trees, a class in the last two", map[string]string{
			"a/Bar.java": "package com.ex;\n\npublic class Bar {}\n",
			"b/Foo.java": java, "c/Foo.java": java,
		}, map[string][]string{
			"soulindex . . . `com.ex`/Foo# -> soulindex . . . `com.ex`/Api#":  {"b/Foo.java"},
			"soulindex . . . `com.ex`/Foo# -> soulindex . . . `com.ex`/Base#": {"b/Foo.java"},
		}},
		{"two npm packages of one name", map[string]string{
			"x/package.json": `{"name": "dup"}`, "x/src/m.ts": ts,
			"y/package.json": `{"name": "dup"}`, "y/src/m.ts": ts,
		}, map[string][]string{
			"soulindex npm dup . `src/m.ts`/Foo# -> soulindex npm dup . `src/m.ts`/Api#":  {"x/src/m.ts"},
			"soulindex npm dup . `src/m.ts`/Foo# -> soulindex npm dup . `src/m.ts`/Base#": {"x/src/m.ts"},
		}},
		{"two Python projects of one name", map[string]string{
			"p/pyproject.toml": "[project]\nname = \"dup\"\n", "p/m.py": py,
			"q/pyproject.toml": "[project]\nname = \"dup\"\n", "q/m.py": py,
		}, map[string][]string{
			"soulindex pypi dup . `m.py`/Foo# -> soulindex pypi dup . `m.py`/Base#": {"p/m.py"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, g, reg := indexRepo(t, writeRepo(t, tt.files))
			b := writeIndex(t, res, reg, g)
			scipLint(t, b)
			got := map[string][]string{}
			for _, d := range decodeIndex(t, b).Documents {
				for _, si := range d.Symbols {
					for _, r := range si.Relationships {
						k := si.Symbol + " -> " + r.Symbol
						got[k] = append(got[k], d.RelativePath)
					}
				}
			}
			if !equalLists(got, tt.want) {
				t.Errorf("relationships by document:\n got  %v\n want %v", got, tt.want)
			}
		})
	}
}

func equalLists(a, b map[string][]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if !slices.Equal(v, b[k]) {
			return false
		}
	}
	return true
}

// TestCededRelationsAndTheDocumentCache: a document that leaves a
// relationship to an earlier one is not reused once that one is gone; the
// reusing writer gives WriteSCIP's bytes at every step.
func TestCededRelationsAndTheDocumentCache(t *testing.T) {
	java := "package com.ex;\n\npublic class Foo extends Base {}\nclass Base {}\n"
	dir := writeRepo(t, map[string]string{"a/Foo.java": java, "b/Foo.java": java, "c/Other.java": "/** Package ex. */\npackage com.ex;\n\nclass Other {}\n"})
	out := t.TempDir()
	index, cache := filepath.Join(out, "index.scip"), filepath.Join(out, "scip.cache")
	tool := ToolInfo{Name: "soulindex", Version: "test"}
	for step, remove := range []string{"", "a/Foo.java"} {
		if remove != "" {
			if err := os.Remove(filepath.Join(dir, filepath.FromSlash(remove))); err != nil {
				t.Fatal(err)
			}
		}
		res, g, reg := indexRepo(t, dir)
		want := writeIndex(t, res, reg, g)
		dc, err := LoadDocCache(cache, index, testAuth)
		if err != nil {
			t.Fatalf("step %d: %v", step, err)
		}
		var got bytes.Buffer
		if err := WriteSCIPReusing(&got, res, reg, g, nil, tool, "test", dc); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want) {
			t.Fatalf("step %d (removed %q): the reusing writer wrote %d bytes, WriteSCIP %d", step, remove, got.Len(), len(want))
		}
		if step == 1 && dc.Reused() != 1 {
			t.Errorf("step 1: reused %d documents, want 1 (c/Other.java)", dc.Reused())
		}
		if err := os.WriteFile(index, got.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		var cb bytes.Buffer
		if _, err := dc.Encode(&cb, testAuth, index); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(cache, cb.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		rels := relationCount(decodeIndex(t, want))
		if n := rels[[2]string{"soulindex . . . `com.ex`/Foo#", "soulindex . . . `com.ex`/Base#"}]; n != 1 {
			t.Errorf("step %d: Foo# -> Base# written %d times, want 1", step, n)
		}
		scipLint(t, want)
	}
}

// TestHierarchyRelationships: relationships cross documents (a class
// extending a base of another file, a Go type satisfying an interface of
// another file with no reference between them), members relate to the
// members they implement or override, the index lints clean, and a
// document whose relationships change with a file it does not reference
// is written again by the document cache.
func TestHierarchyRelationships(t *testing.T) {
	dir := writeRepo(t, map[string]string{
		"go.mod":   "module example.com/m\n\ngo 1.22\n",
		"iface.go": "package m\n\ntype Reader interface{ Read(p []byte) (int, error) }\n",
		"file.go":  "package m\n\ntype File struct{}\n\nfunc (File) Read(b []byte) (int, error) { return 0, nil }\n",
		"shape.ts": "export interface Shape { area(): number }\nexport class Base { describe(): string { return '' } }\n",
		"sq.ts":    "import { Shape, Base } from './shape';\nexport class Sq extends Base implements Shape {\n  area(): number { return 1 }\n  describe(): string { return 'sq' }\n}\n",
	})
	res, g, reg := indexRepo(t, dir)
	b := writeIndex(t, res, reg, g)
	scipLint(t, b)
	got := map[string]bool{}
	for _, d := range decodeIndex(t, b).Documents {
		for _, si := range d.Symbols {
			for _, r := range si.Relationships {
				got[d.RelativePath+": "+si.Symbol[strings.LastIndex(si.Symbol, " ")+1:]+" -> "+r.Symbol[strings.LastIndex(r.Symbol, " ")+1:]+fmt.Sprintf(" impl=%t ref=%t", r.IsImplementation, r.IsReference)] = true
			}
		}
	}
	for _, want := range []string{
		"file.go: `example.com/m`/File# -> `example.com/m`/Reader# impl=true ref=false",
		"file.go: `example.com/m`/File#Read(). -> `example.com/m`/Reader#Read(). impl=true ref=true",
		"sq.ts: `sq.ts`/Sq# -> `shape.ts`/Base# impl=true ref=false",
		"sq.ts: `sq.ts`/Sq# -> `shape.ts`/Shape# impl=true ref=false",
		"sq.ts: `sq.ts`/Sq#area(). -> `shape.ts`/Shape#area(). impl=true ref=true",
		"sq.ts: `sq.ts`/Sq#describe(). -> `shape.ts`/Base#describe(). impl=true ref=true",
	} {
		if !got[want] {
			t.Errorf("missing relationship %s\nhave %v", want, got)
		}
	}

	// The cache: the interface gains a method File lacks; file.go names
	// nothing of iface.go, yet its document must lose the relationship.
	out := t.TempDir()
	index, cache := filepath.Join(out, "index.scip"), filepath.Join(out, "scip.cache")
	tool := ToolInfo{Name: "soulindex", Version: "test"}
	write := func(res *indexer.Result, g *refgraph.Graph) []byte {
		dc, err := LoadDocCache(cache, index, testAuth)
		if err != nil {
			t.Fatal(err)
		}
		var got bytes.Buffer
		if err := WriteSCIPReusing(&got, res, reg, g, nil, tool, "test", dc); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(index, got.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		f, err := os.Create(cache)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := dc.Encode(f, testAuth, index); err != nil {
			t.Fatal(err)
		}
		f.Close()
		return got.Bytes()
	}
	write(res, g)
	if err := os.WriteFile(filepath.Join(dir, "iface.go"), []byte("package m\n\ntype Reader interface {\n\tRead(p []byte) (int, error)\n\tClose() error\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	res2, g2, _ := indexRepo(t, dir)
	reused := write(res2, g2)
	if fresh := writeIndex(t, res2, reg, g2); !bytes.Equal(reused, fresh) {
		t.Errorf("the document cache kept a stale document: %d bytes, a fresh write %d", len(reused), len(fresh))
	}
	for _, d := range decodeIndex(t, reused).Documents {
		for _, si := range d.Symbols {
			if strings.HasSuffix(si.Symbol, "/File#") && len(si.Relationships) > 0 {
				t.Errorf("File still implements %v after Reader gained Close", si.Relationships)
			}
		}
	}
}
