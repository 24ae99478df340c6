package lsp

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestTypeScriptHoverQualifier asks the real typescript-language-server
// for hovers whose qualifier's type parameters hold commas and generic
// constraints (issue 34: "data: TData;" came out "data: TData, unknown>"),
// on a project the test writes, and cleans them with the TypeScript rules.
func TestTypeScriptHoverQualifier(t *testing.T) {
	requireTool(t, "typescript-language-server")
	root := t.TempDir()
	for p, src := range map[string]string{
		"tsconfig.json": `{"compilerOptions": {"strict": true}, "include": ["src/*.ts"]}`,
		"src/result.ts": "export interface Result<TData extends Record<string, unknown>, TError = unknown> {\n  data: TData;\n  error: TError;\n}\n\n" +
			"export interface Item { id: number }\n\n" +
			"export class Box<Value extends Item> {\n  constructor(public value: Value) {}\n  get(): Value { return this.value; }\n}\n",
	} {
		full := filepath.Join(root, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	pool, reports := Warmup(ctx, root, listFiles(t, root), Config{Only: []string{"typescript"}, ReadyTimeout: 90 * time.Second, Client: Options{RequestTimeout: 60 * time.Second}})
	defer pool.Close()
	if len(reports) != 1 || reports[0].Status != StatusReady {
		t.Fatalf("typescript-language-server not ready: %v", reports)
	}
	r := pool.For("typescript")
	path := filepath.Join(root, "src", "result.ts")
	for _, tc := range []struct {
		name        string
		at          Position
		hover, want string // a substring of the raw hover; the cleaned signature
	}{
		{"field typed by a constrained parameter", Position{Line: 1, Character: 2}, "Result<TData extends Record<string, unknown>, TError = unknown>.data: TData extends Record<string, unknown>", "data: TData"},
		{"field typed by a defaulted parameter", Position{Line: 2, Character: 2}, "Result<TData extends Record<string, unknown>, TError = unknown>.error: TError", "error: TError"},
		{"method of a constrained class", Position{Line: 9, Character: 2}, "Box<Value extends Item>.get(): Value", "get(): Value"},
		{"parameter property of a constrained class", Position{Line: 8, Character: 21}, "Box<Value extends Item>.value: Value extends Item", "value: Value"},
	} {
		h, err := r.Hover(ctx, path, tc.at)
		if err != nil {
			t.Fatalf("%s: hover: %v", tc.name, err)
		}
		t.Logf("%s: %q", tc.name, h.Signature)
		if !strings.Contains(h.Signature, tc.hover) {
			t.Errorf("%s: hover %q, want it to hold %q", tc.name, h.Signature, tc.hover)
		}
		if got := CleanSignature("typescript-language-server", h.Signature); got != tc.want {
			t.Errorf("%s: CleanSignature(%q) = %q, want %q", tc.name, h.Signature, got, tc.want)
		}
	}
}
