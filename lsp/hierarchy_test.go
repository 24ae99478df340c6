package lsp

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// TestRealHierarchy asks each server for the implementations, subtypes
// and supertypes around one interface (or base class) and one of its
// implementations; a server without a request answers ErrUnsupported.
// Answers are "file:line name" (names for type items only).
func TestRealHierarchy(t *testing.T) {
	const unsupported = "unsupported"
	tests := []struct {
		lang, server string
		files        map[string]string
		file         string
		base, impl   Position // the interface's name, an implementation's name
		impls        []string // implementations of base
		subs, supers []string // subtypes of base, supertypes of impl
	}{
		{
			lang: "go", server: "gopls", file: "shapes.go",
			files: map[string]string{"go.mod": "module m\n\ngo 1.22\n", "shapes.go": "package m\n\n" +
				"type Shape interface{ Area() int }\n\n" +
				"type Square struct{}\n\nfunc (Square) Area() int { return 1 }\n\n" +
				"type Circle struct{}\n\nfunc (Circle) Area() int { return 3 }\n"},
			base: Position{Line: 2, Character: 5}, impl: Position{Line: 4, Character: 5},
			impls: []string{"shapes.go:4", "shapes.go:8"},
			subs:  []string{"shapes.go:4 Square", "shapes.go:8 Circle"}, supers: []string{"shapes.go:2 Shape"},
		},
		{
			lang: "typescript", server: "typescript-language-server", file: "shapes.ts",
			files: map[string]string{"tsconfig.json": `{"compilerOptions": {"strict": true}}`, "shapes.ts": "export interface Shape { area(): number }\n" +
				"export class Square implements Shape { area() { return 1 } }\n" +
				"export class Circle implements Shape { area() { return 3 } }\n"},
			base: Position{Line: 0, Character: 17}, impl: Position{Line: 1, Character: 13},
			impls: []string{"shapes.ts:1", "shapes.ts:2"}, subs: []string{unsupported}, supers: []string{unsupported},
		},
		{
			// clangd 14 has only its own, older type hierarchy request.
			lang: "cpp", server: "clangd", file: "shapes.cpp",
			files: map[string]string{"compile_flags.txt": "-xc++\n", "shapes.cpp": "struct Shape { virtual int area() = 0; };\n" +
				"struct Square : Shape { int area() override { return 1; } };\n" +
				"struct Circle : Shape { int area() override { return 3; } };\n"},
			base: Position{Line: 0, Character: 7}, impl: Position{Line: 1, Character: 7},
			impls: []string{"shapes.cpp:1", "shapes.cpp:2"}, subs: []string{unsupported}, supers: []string{unsupported},
		},
		{
			lang: "python", server: "pyright-langserver", file: "shapes.py",
			files: map[string]string{"shapes.py": "class Shape:\n    pass\n\nclass Square(Shape):\n    pass\n"},
			base:  Position{Line: 0, Character: 6}, impl: Position{Line: 3, Character: 6},
			impls: []string{unsupported}, subs: []string{unsupported}, supers: []string{unsupported},
		},
	}
	for _, tt := range tests {
		t.Run(tt.server, func(t *testing.T) {
			c, root, ctx := startReal(t, tt.lang, tt.server, tt.files)
			path := filepath.Join(root, tt.file)
			// The first answers may come before the server has loaded the
			// project: ask until they are complete (or ctx ends).
			check := func(what string, want []string, ask func() ([]string, error)) {
				t.Helper()
				for {
					got, err := ask()
					switch {
					case errors.Is(err, ErrUnsupported):
						got = []string{unsupported}
					case err != nil:
						t.Errorf("%s: %v", what, err)
						return
					}
					slices.Sort(got)
					if slices.Equal(got, want) {
						return
					}
					select {
					case <-ctx.Done():
						t.Errorf("%s = %v, want %v", what, got, want)
						return
					case <-time.After(100 * time.Millisecond):
					}
				}
			}
			rel := func(p string, r Range) string {
				rp, err := filepath.Rel(root, p)
				if err != nil {
					rp = p
				}
				return fmt.Sprintf("%s:%d", filepath.ToSlash(rp), r.Start.Line)
			}
			types := func(items []TypeItem, err error) ([]string, error) {
				var out []string
				for _, it := range items {
					out = append(out, rel(it.Path, it.SelectionRange)+" "+it.Name)
				}
				return out, err
			}
			check("Implementations", tt.impls, func() ([]string, error) {
				locs, err := c.Implementations(ctx, path, tt.base)
				var out []string
				for _, l := range locs {
					out = append(out, rel(URIToPath(l.URI), l.Range))
				}
				return out, err
			})
			check("Subtypes", tt.subs, func() ([]string, error) { return types(c.Subtypes(ctx, path, tt.base)) })
			check("Supertypes", tt.supers, func() ([]string, error) { return types(c.Supertypes(ctx, path, tt.impl)) })
		})
	}
}

func TestDecodeLocations(t *testing.T) {
	rng := func(l uint32) Range { return Range{Start: Position{Line: l}, End: Position{Line: l, Character: 3}} }
	tests := []struct {
		name, answer string
		want         []Location
	}{
		{"null", `null`, nil},
		{"one location", `{"uri": "file:///a.go", "range": {"start": {"line": 1, "character": 0}, "end": {"line": 1, "character": 3}}}`,
			[]Location{{URI: "file:///a.go", Range: rng(1)}}},
		{"locations", `[{"uri": "file:///a.go", "range": {"start": {"line": 1, "character": 0}, "end": {"line": 1, "character": 3}}},
			{"uri": "file:///b.go", "range": {"start": {"line": 2, "character": 0}, "end": {"line": 2, "character": 3}}}]`,
			[]Location{{URI: "file:///a.go", Range: rng(1)}, {URI: "file:///b.go", Range: rng(2)}}},
		{"links: the target's name", `[{"targetUri": "file:///c.go", "targetRange": {"start": {"line": 0, "character": 0}, "end": {"line": 9, "character": 1}},
			"targetSelectionRange": {"start": {"line": 4, "character": 0}, "end": {"line": 4, "character": 3}}}]`,
			[]Location{{URI: "file:///c.go", Range: rng(4)}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := decodeLocations([]byte(tt.answer))
			if err != nil || !slices.Equal(got, tt.want) {
				t.Errorf("got %+v, %v; want %+v", got, err, tt.want)
			}
		})
	}
	if _, err := decodeLocations([]byte(`{"uri": 3}`)); err == nil {
		t.Error("a malformed answer decoded without error")
	}
}
