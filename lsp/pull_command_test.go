package lsp

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestTypeScriptDiagnosticsAskedNotAwaited: on a file whose semantic check
// takes tsserver well over a second after its syntax publish, the first
// Diagnostics answer already holds the type error (waiting on publishes
// could return the syntax-only set), and it equals what the server
// publishes once it has finished, so both sides of a diff compare alike.
func TestTypeScriptDiagnosticsAskedNotAwaited(t *testing.T) {
	if testing.Short() {
		t.Skip("starts typescript-language-server (-short)")
	}
	bin := requireTool(t, "typescript-language-server")
	if bin == "" {
		return
	}
	root := t.TempDir()
	write := func(rel, text string) {
		p := filepath.Join(root, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("tsconfig.json", `{"compilerOptions": {"strict": true, "target": "es2020", "module": "commonjs"}, "include": ["src"]}`)
	// Template-literal unions of 17,576 members make the semantic check
	// take a second or more, long after the syntax publish.
	var b strings.Builder
	b.WriteString("import { f } from \"./lib\";\n")
	b.WriteString("type A = \"a\"")
	for c := 'b'; c <= 'z'; c++ {
		fmt.Fprintf(&b, " | %q", string(c))
	}
	b.WriteString(";\ntype B = `${A}${A}${A}`;\n")
	for i := 0; i < 40; i++ {
		fmt.Fprintf(&b, "type C%d = `${B}%d` | number;\nexport const v%d: C%d = \"abc%d\" as C%d;\n", i, i, i, i, i, i)
	}
	b.WriteString("export const s: string = f({ a: 1, b: \"x\" });\nexport const t: number = f({ a: 1 });\n")
	write("src/main.ts", b.String())
	write("src/lib.ts", "export interface I { a: number; b: string }\nexport function f(x: I): number {\n  return x.a;\n}\n")

	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	srv := Server{Language: "typescript", Name: "typescript-language-server", Path: bin, Args: []string{"--stdio"}}
	c := startClient(t, ctx, srv, root, Options{RequestTimeout: 2 * time.Minute})
	main := filepath.Join(root, "src", "main.ts")
	got, err := c.Diagnostics(ctx, main)
	if err != nil {
		t.Fatalf("Diagnostics: %v", err)
	}
	messages := func(ds []Diagnostic) []string {
		var out []string
		for _, d := range ds {
			out = append(out, fmt.Sprintf("%d:%d %s %s %s %s", d.Range.Start.Line, d.Range.Start.Character, d.Severity, d.Code, d.Source, d.Message))
		}
		slices.Sort(out)
		return out
	}
	want := []string{"not assignable to type 'string'", "Property 'b' is missing"}
	for _, w := range want {
		if !slices.ContainsFunc(messages(got), func(m string) bool { return strings.Contains(m, w) }) {
			t.Errorf("first answer %q lacks %q", messages(got), w)
		}
	}

	// The publishes converge to the same set (same conversion).
	uri := PathToURI(main)
	deadline := time.Now().Add(2 * time.Minute)
	for {
		c.mu.Lock()
		p := c.pubs[uri]
		ch := c.pubCh
		c.mu.Unlock()
		if p != nil && slices.Equal(messages(p.diags), messages(got)) {
			break
		}
		if time.Now().After(deadline) {
			var last []string
			if p != nil {
				last = messages(p.diags)
			}
			t.Fatalf("published %q never equalled the pulled %q", last, messages(got))
		}
		select {
		case <-ch:
		case <-time.After(time.Second):
		}
	}
}
