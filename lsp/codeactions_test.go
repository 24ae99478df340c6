package lsp

import (
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/soulindex/soulindex/internal/testutil"
)

// waitDiagnostic polls path's diagnostics until one whose message
// contains msg is there (servers may publish an empty set while they
// still analyse), until ctx ends.
func waitDiagnostic(t *testing.T, ctx context.Context, r Requester, path, msg string) Diagnostic {
	t.Helper()
	var last []Diagnostic
	for {
		ds, err := r.Diagnostics(ctx, path)
		if err == nil {
			last = ds
			for _, d := range ds {
				if strings.Contains(d.Message, msg) {
					return d
				}
			}
		}
		select {
		case <-ctx.Done():
			t.Fatalf("no diagnostic ~%q in %s: last %+v, %v", msg, filepath.Base(path), last, err)
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// startReal starts the real server name for lang on a new project made
// of files (slash paths → content), in a parallel test: it returns the
// client, the project's root and the test's context (3 minutes: a bound
// for a loaded machine, never a wait). A missing server skips the test,
// or fails it under SOULINDEX_REQUIRE_TOOLS=1.
func startReal(t *testing.T, lang, name string, files map[string]string) (*Client, string, context.Context) {
	t.Helper()
	var args []string
	switch name {
	case "gopls":
		args = []string{"serve"}
	case "clangd":
	default:
		args = []string{"--stdio"}
	}
	srv := Server{Language: lang, Name: name, Path: requireTool(t, name), Args: args}
	t.Parallel()
	root := t.TempDir()
	testutil.WriteTree(t, root, files)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	t.Cleanup(cancel)
	return startClient(t, ctx, srv, root, Options{RequestTimeout: 2 * time.Minute}), root, ctx
}

// TestRealCodeActions asks each server for the actions over one of its
// diagnostics, with the diagnostic in the context, and finds the quick
// fix it offers there: what `soulindex diag` shows under a new error.
func TestRealCodeActions(t *testing.T) {
	tests := []struct {
		lang, server string
		files        map[string]string
		file         string
		diag         string // substring of the diagnostic's message
		fix          string // the quick fix's title
	}{
		{
			lang: "go", server: "gopls", file: "a.go", diag: "undefined: undefinedThing", fix: "Create variable undefinedThing",
			files: map[string]string{"go.mod": "module m\n\ngo 1.22\n", "a.go": "package m\n\nfunc F() int {\n\tx := undefinedThing\n\treturn x\n}\n"},
		},
		{
			// pyright's one quick fix: a stub for a third-party module
			// without types (reportMissingTypeStubs, on here), found in the
			// configured environment's site-packages.
			lang: "python", server: "pyright-langserver", file: "a.py", diag: `Stub file not found for "untyped"`, fix: `Create Type Stub For "untyped"`,
			files: map[string]string{
				"pyrightconfig.json": `{"venvPath": ".", "venv": "venv", "reportMissingTypeStubs": "error"}`,
				"venv/lib/python3.12/site-packages/untyped/__init__.py": "def f():\n    pass\n",
				"a.py": "import untyped\n\nuntyped.f()\n",
			},
		},
		{
			lang: "typescript", server: "typescript-language-server", file: "a.ts", diag: "Cannot find name 'missingFn'", fix: "Add missing function declaration 'missingFn'",
			files: map[string]string{"tsconfig.json": `{"compilerOptions": {"strict": true}}`, "a.ts": "export const z = missingFn(2);\n"},
		},
		{
			lang: "c", server: "clangd", file: "a.c", diag: "Expected ';' at end of declaration", fix: "insert ';'",
			files: map[string]string{"compile_flags.txt": "-xc\n", "a.c": "int f(void) {\n  int x = 1\n  return x;\n}\n"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.server, func(t *testing.T) {
			c, root, ctx := startReal(t, tt.lang, tt.server, tt.files)
			path := filepath.Join(root, tt.file)
			d := waitDiagnostic(t, ctx, c, path, tt.diag)
			actions, err := c.CodeActions(ctx, path, d.Range, []Diagnostic{d})
			if err != nil {
				t.Fatalf("CodeActions: %v", err)
			}
			i := slices.IndexFunc(actions, func(a CodeAction) bool { return a.Title == tt.fix })
			if i < 0 || !actions[i].IsQuickFix() {
				t.Errorf("actions for %q: %+v, want the quick fix %q", d.Message, actions, tt.fix)
			}
		})
	}
}

// TestRequestsUnsupported: a server whose capabilities lack a request is
// not sent it; the caller gets ErrUnsupported.
func TestRequestsUnsupported(t *testing.T) {
	srv, logPath := fakeServer(t)
	c := startClient(t, context.Background(), srv, t.TempDir(), Options{RequestTimeout: 10 * time.Second})
	doc := fakeDoc(t)
	at := Position{Line: 2, Character: 5}
	for _, call := range []struct {
		method string
		run    func(context.Context) error
	}{
		{"textDocument/codeAction", func(ctx context.Context) error {
			_, err := c.CodeActions(ctx, doc, Range{Start: at, End: at}, nil)
			return err
		}},
		{"textDocument/implementation", func(ctx context.Context) error { _, err := c.Implementations(ctx, doc, at); return err }},
		{"textDocument/prepareTypeHierarchy", func(ctx context.Context) error { _, err := c.Supertypes(ctx, doc, at); return err }},
		{"textDocument/prepareTypeHierarchy", func(ctx context.Context) error { _, err := c.Subtypes(ctx, doc, at); return err }},
	} {
		if err := call.run(context.Background()); !errors.Is(err, ErrUnsupported) {
			t.Errorf("%s: %v, want ErrUnsupported", call.method, err)
		}
		if n := countLines(readLog(t, logPath), call.method); n != 0 {
			t.Errorf("%s sent %d times to a server that does not offer it", call.method, n)
		}
	}
}

func TestCodeActionAnswers(t *testing.T) {
	tests := []struct {
		name   string
		answer string
		want   []CodeAction
	}{
		{"none", `[]`, []CodeAction{}},
		{"code actions in order", `[{"title": "Fix B", "kind": "quickfix", "isPreferred": true, "edit": {"changes": {}}},
			{"title": "Extract", "kind": "refactor.extract"}]`,
			[]CodeAction{{Title: "Fix B", Kind: "quickfix", Preferred: true}, {Title: "Extract", Kind: "refactor.extract"}}},
		{"a bare command", `[{"title": "Run fix", "command": "server.fix", "arguments": [1]}]`, []CodeAction{{Title: "Run fix"}}},
		{"disabled and untitled left out", `[{"title": "Nope", "kind": "quickfix", "disabled": {"reason": "not here"}}, {"kind": "quickfix"}, {"title": "Yes", "kind": "quickfix.sub"}]`,
			[]CodeAction{{Title: "Yes", Kind: "quickfix.sub"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var raw []wireCodeAction
			if err := json.Unmarshal([]byte(tt.answer), &raw); err != nil {
				t.Fatal(err)
			}
			if got := codeActions(raw); !slices.Equal(got, tt.want) {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestIsQuickFix(t *testing.T) {
	for kind, want := range map[string]bool{"": true, "quickfix": true, "quickfix.unused": true, "quickfixes": false,
		"refactor.rewrite": false, "source.organizeImports": false} {
		if got := (CodeAction{Title: "x", Kind: kind}).IsQuickFix(); got != want {
			t.Errorf("kind %q: IsQuickFix %v, want %v", kind, got, want)
		}
	}
}

// TestCodeActionParams: the diagnostics go back as the server published
// them; an integer code as a number, as tsserver's are published.
func TestCodeActionParams(t *testing.T) {
	rng := Range{Start: Position{Line: 1, Character: 2}, End: Position{Line: 1, Character: 5}}
	got, err := CodeActionParams(rng, []Diagnostic{
		{Range: rng, Severity: SeverityError, Code: "2304", Source: "typescript", Message: "Cannot find name 'x'."},
		{Range: rng, Severity: SeverityWarning, Code: "UnusedVar", Message: "unused"},
		{Range: rng, Severity: SeverityHint, Message: "no code"},
	})
	if err != nil {
		t.Fatal(err)
	}
	want := `{"range":{"start":{"line":1,"character":2},"end":{"line":1,"character":5}},"context":{"diagnostics":[` +
		`{"range":{"start":{"line":1,"character":2},"end":{"line":1,"character":5}},"severity":1,"code":2304,"source":"typescript","message":"Cannot find name 'x'."},` +
		`{"range":{"start":{"line":1,"character":2},"end":{"line":1,"character":5}},"severity":2,"code":"UnusedVar","message":"unused"},` +
		`{"range":{"start":{"line":1,"character":2},"end":{"line":1,"character":5}},"severity":4,"message":"no code"}],"triggerKind":2}}`
	if string(got) != want {
		t.Errorf("params\n%s\nwant\n%s", got, want)
	}
}
