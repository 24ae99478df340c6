package langs

import "testing"

func TestDetect(t *testing.T) {
	r := MustNew()
	tests := []struct{ path, want string }{
		{"main.go", "go"},
		{"a/b/c.PY", "python"},
		{"stubs/x.pyi", "python"},
		{"web/App.jsx", "javascript"},
		{"web/mod.mjs", "javascript"},
		{"src/x.ts", "typescript"},
		{"src/x.d.ts", "typescript"},
		{"src/x.mts", "typescript"},
		{"src/View.tsx", "tsx"},
		{"lib.rs", "rust"},
		{"A.java", "java"},
		{"x.c", "c"},
		{"x.h", "c"},
		{"x.hpp", "cpp"},
		{"x.cc", "cpp"},
		{"README", ""},
		{"notes.txt", ""},
		{".go", ""},
		{"dir.go/file", ""},
	}
	for _, tt := range tests {
		got := ""
		if l := r.Detect(tt.path); l != nil {
			got = l.ID
		}
		if got != tt.want {
			t.Errorf("Detect(%q) = %q, want %q", tt.path, got, tt.want)
		}
	}
}

func TestRefineHeaders(t *testing.T) {
	r := MustNew()
	c := r.ByID("c")
	tests := []struct {
		path, content, want string
	}{
		{"x.h", "#ifndef X_H\nint f(void);\n#endif\n", "c"},
		{"x.h", "#pragma once\nnamespace app {\nclass A {};\n}\n", "cpp"},
		{"x.h", "template <typename T> T max(T a, T b);\n", "cpp"},
		{"x.h", "#include <vector>\nstd::vector<int> v();\n", "cpp"},
		{"x.c", "class_of_things = 1; namespace\n", "c"},
	}
	for _, tt := range tests {
		if got := r.Refine(c, tt.path, []byte(tt.content)).ID; got != tt.want {
			t.Errorf("Refine(%s, %q) = %s, want %s", tt.path, tt.content, got, tt.want)
		}
	}
	if r.Refine(nil, "x.h", nil) != nil {
		t.Error("Refine(nil) must stay nil")
	}
}

func TestEveryGrammarHasAQuery(t *testing.T) {
	for _, l := range MustNew().Languages() {
		if l.HasGrammar() && l.Query() == "" {
			t.Errorf("%s has a grammar but an empty query", l.ID)
		}
		if l.SCIPName == "" || len(l.Extensions) == 0 {
			t.Errorf("%s lacks a SCIP name or extensions", l.ID)
		}
	}
}

// TestTreeSitterLanguageCount: at least 45 languages are parsed by a real
// tree-sitter grammar in the default build; dialects sharing a language's
// query (tsx, OCaml interfaces) are not counted twice.
func TestTreeSitterLanguageCount(t *testing.T) {
	r := MustNew()
	var n int
	var ids []string
	for _, l := range r.Languages() {
		if l.HasGrammar() && l.queryID == "" {
			n++
			ids = append(ids, l.ID)
		}
	}
	if n < 45 {
		t.Errorf("%d tree-sitter languages %v, want at least 45", n, ids)
	}
	t.Logf("%d tree-sitter languages: %v", n, ids)
}

// TestFacts: the per-language facts other packages read are consistent: a
// workspace marker announces one language, package managers are the four
// SCIP names, server candidates have a name, and a language whose files
// share a directory namespace also shares its names there.
func TestFacts(t *testing.T) {
	marker := map[string]string{}
	for _, l := range MustNew().Languages() {
		for _, m := range l.WorkspaceMarkers {
			if prev, dup := marker[m]; dup {
				t.Errorf("marker %s announces %s and %s", m, prev, l.ID)
			}
			marker[m] = l.ID
		}
		switch l.PackageManager {
		case "", "gomod", "npm", "cargo", "pypi":
		default:
			t.Errorf("%s: package manager %q", l.ID, l.PackageManager)
		}
		for _, s := range l.LSPServers {
			if s.Name == "" {
				t.Errorf("%s: a server candidate without a name", l.ID)
			}
		}
		if l.Module == ScopeDirectory && !l.DirPackage {
			t.Errorf("%s: directory namespace without a directory package", l.ID)
		}
	}
	if Builtin() != Builtin() || Builtin().ByID("go") == nil {
		t.Error("Builtin is not one shared registry")
	}
}
