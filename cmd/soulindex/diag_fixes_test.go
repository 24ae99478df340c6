package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/diag"
	"github.com/soulindex/soulindex/internal/testutil"
	"github.com/soulindex/soulindex/lsp"
)

// TestDiagFixTitles: under a new error, `soulindex diag` shows the quick
// fixes the working tree's server offers for it, in JSON and in text, one
// real server each. pyright offers a single quick fix ("Create Type Stub
// For", on reportMissingTypeStubs for a third-party module without
// types), so its case commits such a module in a configured environment
// first and the change imports it.
func TestDiagFixTitles(t *testing.T) {
	if testing.Short() {
		t.Skip("runs four real language servers (-short)")
	}
	tests := []struct {
		dir, server string
		setup       map[string]string // files written and committed before the change
		edits       []fixtureEdit
		file, msg   string // the new error
		fix         string // a quick fix offered for it
	}{
		{
			dir: "go", server: "gopls",
			edits: []fixtureEdit{{"calc.go", "return a + b", "n := missingValue\n\treturn a + b + n"}},
			file:  "calc.go", msg: "undefined: missingValue", fix: "Create variable missingValue",
		},
		{
			dir: "ts", server: "typescript-language-server",
			edits: []fixtureEdit{{"src/calc.ts", "return a + b;", "return a + b + missingFn(a);"}},
			file:  "src/calc.ts", msg: "Cannot find name 'missingFn'", fix: "Add missing function declaration 'missingFn'",
		},
		{
			dir: "python", server: "pyright-langserver",
			setup: map[string]string{
				"pyrightconfig.json": `{"typeCheckingMode": "standard", "venvPath": ".", "venv": "venv", "reportMissingTypeStubs": "error"}` + "\n",
				"venv/lib/python3.12/site-packages/untyped/__init__.py": "def helper():\n    return 1\n",
			},
			edits: []fixtureEdit{{"calc.py", `"""Arithmetic helpers."""`, `"""Arithmetic helpers."""` + "\n\nimport untyped"}},
			file:  "calc.py", msg: `Stub file not found for "untyped"`, fix: `Create Type Stub For "untyped"`,
		},
		{
			dir: "c", server: "clangd",
			edits: []fixtureEdit{{"calc.c", "return a + b;", "int sum = a + b\n    return sum;"}},
			file:  "calc.c", msg: "Expected ';' at end of declaration", fix: "insert ';'",
		},
	}
	for _, tt := range tests {
		t.Run(tt.dir, func(t *testing.T) {
			requireServer(t, tt.server)
			t.Parallel()
			repo := gitRepo(t, tt.dir)
			if len(tt.setup) > 0 {
				testutil.WriteTree(t, repo, tt.setup)
				commitAll(t, repo, "setup")
			}
			applyEdits(t, repo, tt.edits)
			rep, r := diagJSON(t, repo)
			i := slices.IndexFunc(rep.NewErrors, func(f diag.Finding) bool { return f.Path == tt.file && strings.Contains(f.Message, tt.msg) })
			if r.code != exitFailure || i < 0 {
				t.Fatalf("exit %d, want 1 and a new error %q in %s; report %+v\nstderr: %s", r.code, tt.msg, tt.file, rep, r.stderr)
			}
			f := rep.NewErrors[i]
			if !slices.ContainsFunc(f.Fixes, func(a lsp.CodeAction) bool { return a.Title == tt.fix }) {
				t.Errorf("fixes under %q: %+v, want %q (fix titles %+v)\nstderr: %s", f.Message, f.Fixes, tt.fix, rep.FixTitles, r.stderr)
			}
			if ft := rep.FixTitles; ft.Asked < 1 || ft.Failed != 0 || ft.Unsupported != 0 {
				t.Errorf("fix titles %+v: want the server asked, nothing failed", ft)
			}
			t.Logf("%s offers under %q: %+v", tt.server, f.Message, f.Fixes)
			// The raw JSON names them as documented.
			if !strings.Contains(r.stdout, `"fixes": [`) || !strings.Contains(r.stdout, `"fix_titles": {`) {
				t.Errorf("JSON report lacks fixes or fix_titles:\n%s", r.stdout)
			}
			var human strings.Builder
			writeDiagReport(&human, &rep)
			if !strings.Contains(human.String(), "\n    fix: "+tt.fix) {
				t.Errorf("text report lacks the fix %q under the error:\n%s", tt.fix, human.String())
			}
			noWorktreeLeft(t, repo)
		})
	}
}
