package main

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/pipeline"
	"github.com/soulindex/soulindex/refgraph"
)

// hierarchyRepo holds a Go interface satisfied by method sets and a
// TypeScript interface implemented by declaration, with a tsconfig so
// that the TypeScript server loads every file.
func hierarchyRepo(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	write(t, root, "go.mod", []byte("module example.com/shapes\n\ngo 1.22\n"))
	write(t, root, "shape.go", []byte("package shapes\n\n// Shape has an area.\ntype Shape interface{ Area() float64 }\n"))
	write(t, root, "square.go", []byte("package shapes\n\ntype Square struct{ s float64 }\n\nfunc (q Square) Area() float64 { return q.s * q.s }\n"))
	write(t, root, "circle.go", []byte("package shapes\n\ntype Circle struct{ r float64 }\n\nfunc (c *Circle) Area() float64 { return 3 * c.r * c.r }\n\ntype Line struct{}\n\nfunc (Line) Area() int { return 0 }\n"))
	write(t, root, "tsconfig.json", []byte(`{"compilerOptions": {"strict": true}, "include": ["web/*.ts"]}`))
	write(t, root, "web/shape.ts", []byte("export interface Drawable { draw(): void }\n"))
	write(t, root, "web/box.ts", []byte("import { Drawable } from './shape';\nexport class Box implements Drawable { draw(): void {} }\n"))
	return root
}

func decodeHierarchy(t *testing.T, out string) []pipeline.HierarchyEntry {
	t.Helper()
	var es []pipeline.HierarchyEntry
	if err := json.Unmarshal([]byte(out), &es); err != nil {
		t.Fatalf("--json: %v\n%s", err, out)
	}
	return es
}

func nodeNames(ns []pipeline.HierarchyNode) string {
	var out []string
	for _, n := range ns {
		s := n.Name + " (" + n.Relation
		if n.Confirmed {
			s += ", confirmed"
		}
		out = append(out, s+")")
	}
	return strings.Join(out, ", ")
}

// TestHierarchyCommand: subtypes by method set (a method of another
// signature does not count), the member's implementations, the text
// layout, and a name that names nothing.
func TestHierarchyCommand(t *testing.T) {
	root := hierarchyRepo(t)
	r := soulindex(t, "hierarchy", "Shape", "--json", "--quiet", root)
	if r.code != exitOK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	es := decodeHierarchy(t, r.stdout)
	if len(es) != 1 || nodeNames(es[0].Subtypes) != "Circle (structural), Square (structural)" || len(es[0].Supertypes) != 0 {
		t.Errorf("Shape: %+v", es)
	}
	r = soulindex(t, "hierarchy", "Square.Area", "--quiet", root)
	if want := "  supertypes:\n    shape.go:4:23: method Shape.Area  Area() float64  (structural)\n"; r.code != exitOK || !strings.Contains(r.stdout, want) {
		t.Errorf("Square.Area: exit %d\n%s\nwant %q", r.code, r.stdout, want)
	}
	if r := soulindex(t, "hierarchy", "Nothing", "--quiet", root); r.code != exitFailure || !strings.Contains(r.stderr, "no definition named Nothing") {
		t.Errorf("Nothing: exit %d, %s", r.code, r.stderr)
	}
}

// TestHierarchyLSP: the real servers confirm the graph's direct subtypes:
// gopls through typeHierarchy/subtypes, typescript-language-server through
// textDocument/implementation.
func TestHierarchyLSP(t *testing.T) {
	goplsTool(t)
	requireServer(t, "typescript-language-server")
	root := hierarchyRepo(t)
	for _, tc := range []struct{ name, want string }{
		{"Shape", "Circle (structural, confirmed), Square (structural, confirmed)"},
		{"Drawable", "Box (declared, confirmed)"},
	} {
		r := soulindex(t, "hierarchy", tc.name, "--lsp", "--json", root)
		if r.code != exitOK {
			t.Fatalf("%s: exit %d: %s", tc.name, r.code, r.stderr)
		}
		es := decodeHierarchy(t, r.stdout)
		if len(es) != 1 || nodeNames(es[0].Subtypes) != tc.want {
			t.Errorf("%s: subtypes %s, want %s\nstderr: %s", tc.name, nodeNames(es[0].Subtypes), tc.want, r.stderr)
		}
	}
}

// TestHierarchyDepth: a chain of 11 subclasses goes past the default
// depth of 8; the answer says where it stopped (the last listed node,
// the stopped depth, and a line in the text), and --depth 0 lists all.
func TestHierarchyDepth(t *testing.T) {
	root := t.TempDir()
	var src strings.Builder
	src.WriteString("class C0:\n    pass\n")
	for i := 1; i <= 11; i++ {
		fmt.Fprintf(&src, "\n\nclass C%d(C%d):\n    pass\n", i, i-1)
	}
	write(t, root, "chain.py", []byte(src.String()))
	for _, tc := range []struct {
		name, depth string
		subs        int
		stopped     int
	}{
		{"default", "", 8, 8},
		{"deeper", "--depth=11", 11, 0},
		{"no bound", "--depth=0", 11, 0},
		{"shallow", "--depth=3", 3, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := []string{"hierarchy", "C0", "--quiet", root}
			if tc.depth != "" {
				args = append(args, tc.depth)
			}
			r := soulindex(t, append(args, "--json")...)
			if r.code != exitOK {
				t.Fatalf("exit %d: %s", r.code, r.stderr)
			}
			es := decodeHierarchy(t, r.stdout)
			if len(es) != 1 {
				t.Fatalf("entries: %+v", es)
			}
			e := es[0]
			if len(e.Subtypes) != tc.subs || e.SubtypesStopped != tc.stopped || e.SupertypesStopped != 0 {
				t.Fatalf("%d subtypes, stopped at %d; want %d, %d", len(e.Subtypes), e.SubtypesStopped, tc.subs, tc.stopped)
			}
			for i, n := range e.Subtypes {
				if more := tc.stopped > 0 && i == len(e.Subtypes)-1; n.More != more || n.Depth != i+1 {
					t.Errorf("%s: depth %d, more %v", n.Name, n.Depth, n.More)
				}
			}
			r = soulindex(t, args...)
			stop := "subtypes stopped at depth"
			if got := strings.Contains(r.stdout, stop); got != (tc.stopped > 0) {
				t.Errorf("text says %q: %v\n%s", stop, got, r.stdout)
			}
			if tc.stopped > 0 && !strings.Contains(r.stdout, fmt.Sprintf("class C%d(C%d)  (declared, more beyond)", tc.stopped, tc.stopped-1)) {
				t.Errorf("text does not mark C%d:\n%s", tc.stopped, r.stdout)
			}
		})
	}
	// Up the chain from the far end, the same.
	r := soulindex(t, "hierarchy", "C11", "--quiet", "--json", root)
	if es := decodeHierarchy(t, r.stdout); len(es) != 1 || len(es[0].Supertypes) != 8 || es[0].SupertypesStopped != 8 || !es[0].Supertypes[7].More {
		t.Errorf("C11 supertypes: %s", r.stdout)
	}
	if r := soulindex(t, "hierarchy", "C0", "--depth=-1", root); r.code != exitUsage {
		t.Errorf("--depth=-1: exit %d, %s", r.code, r.stderr)
	}
}

// TestHierarchyLSPNote: when gopls answers neither supertypes nor
// subtypes (a method is no type name), the note gives both errors on one
// line, not a raw %0A where errors.Join put a line break.
func TestHierarchyLSPNote(t *testing.T) {
	goplsTool(t)
	root := t.TempDir()
	write(t, root, "go.mod", []byte("module example.com/shapes\n\ngo 1.22\n"))
	write(t, root, "shape.go", []byte("package shapes\n\ntype Shape interface{ Area() float64 }\n\ntype Square struct{ s float64 }\n\nfunc (q Square) Area() float64 { return q.s * q.s }\n"))
	r := soulindex(t, "hierarchy", "Square.Area", "--lsp", root)
	if r.code != exitOK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	want := "note: shape.go: the language server did not answer for Area (gopls typeHierarchy/supertypes: jsonrpc2: code 0 message: not a type name; gopls typeHierarchy/subtypes: jsonrpc2: code 0 message: not a type name)\n"
	if !strings.Contains(r.stderr, want) || strings.Contains(r.stderr, "%0A") {
		t.Errorf("stderr:\n%s\nwant the line %q", r.stderr, want)
	}
}

// TestHierarchyIncomplete: a member overriding one further up than the
// graph's member bound has no supertype, and the answer says the graph
// stopped reading its type's relations (--json and text).
func TestHierarchyIncomplete(t *testing.T) {
	root := t.TempDir()
	n := refgraph.MaxMemberDepth + 3
	var src strings.Builder
	src.WriteString("class C0:\n    def m(self):\n        pass\n")
	for i := 1; i < n; i++ {
		fmt.Fprintf(&src, "\n\nclass C%d(C%d):\n    pass\n", i, i-1)
	}
	fmt.Fprintf(&src, "\n\nclass C%d(C%d):\n    def m(self):\n        pass\n", n, n-1)
	write(t, root, "chain.py", []byte(src.String()))
	name := fmt.Sprintf("C%d", n)
	r := soulindex(t, "hierarchy", name+".m", "--quiet", "--json", root)
	if r.code != exitOK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	if es := decodeHierarchy(t, r.stdout); len(es) != 1 || len(es[0].Supertypes) != 0 || !slices.Equal(es[0].Incomplete, []string{name}) {
		t.Errorf("%s.m: %s", name, r.stdout)
	}
	r = soulindex(t, "hierarchy", name+".m", "--quiet", root)
	if want := "  note: the graph read the relations of " + name + " only to its bounds"; !strings.Contains(r.stdout, want) {
		t.Errorf("text lacks %q:\n%s", want, r.stdout)
	}
}

// TestHierarchyLSPNamesOutside: what the server names outside the
// indexed files (gopls: fmt.Stringer, a supertype of a type with a String
// method) is said in a note, not dropped without a word; and tsserver's
// implementations of a class, which include the class itself, do not
// list it as its own subtype.
func TestHierarchyLSPNamesOutside(t *testing.T) {
	goplsTool(t)
	requireServer(t, "typescript-language-server")
	root := t.TempDir()
	write(t, root, "go.mod", []byte("module example.com/shapes\n\ngo 1.22\n"))
	write(t, root, "shape.go", []byte("package shapes\n\nimport \"fmt\"\n\ntype Square struct{ s float64 }\n\nfunc (q Square) String() string { return fmt.Sprint(q.s) }\n"))
	write(t, root, "tsconfig.json", []byte(`{"compilerOptions": {"strict": true}, "include": ["web/*.ts"]}`))
	write(t, root, "web/box.ts", []byte("export class Box {\n  size(): number { return 1; }\n}\n\nexport class Crate extends Box {}\n"))
	r := soulindex(t, "hierarchy", "Square", "--lsp", root)
	if want := "outside the indexed files for Square, not listed: Stringer ("; r.code != exitOK || !strings.Contains(r.stderr, want) {
		t.Errorf("Square: exit %d, stderr:\n%s\nwant %q", r.code, r.stderr, want)
	}
	r = soulindex(t, "hierarchy", "Box", "--lsp", "--json", root)
	if r.code != exitOK {
		t.Fatalf("Box: exit %d: %s", r.code, r.stderr)
	}
	if es := decodeHierarchy(t, r.stdout); len(es) != 1 || nodeNames(es[0].Subtypes) != "Crate (declared, confirmed)" {
		t.Errorf("Box: subtypes %s, want Crate alone\n%s", nodeNames(es[0].Subtypes), r.stderr)
	}
}
