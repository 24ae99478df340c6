package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/pipeline"
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
