package indexer

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/manifest"
)

func TestPackageFor(t *testing.T) {
	r := &Result{Packages: []manifest.Package{
		{Dir: ".", Manager: "gomod", Name: "root"},
		{Dir: ".", Manager: "npm", Name: "rootjs"},
		{Dir: "tools", Manager: "gomod", Name: "tools"},
		{Dir: "web/app", Manager: "npm", Name: "app"},
	}}
	tests := []struct{ rel, lang, want string }{
		{"main.go", "go", "root"},
		{"tools/gen/x.go", "go", "tools"},
		{"toolsx/y.go", "go", "root"},
		{"web/app/src/a.tsx", "tsx", "app"},
		{"web/other.js", "javascript", "rootjs"},
		{"lib/x.rs", "rust", ""},
		{"x.c", "c", ""},
	}
	for _, tt := range tests {
		got := ""
		if p := r.PackageFor(tt.rel, tt.lang); p != nil {
			got = p.Name
		}
		if got != tt.want {
			t.Errorf("PackageFor(%s, %s) = %q, want %q", tt.rel, tt.lang, got, tt.want)
		}
	}
}

// TestRunSortsAndIsolatesFailures drives Run directly: results are in path
// order, and a file that fails does not stop the others.
func TestRunSortsAndIsolatesFailures(t *testing.T) {
	root := t.TempDir()
	files := map[string]string{
		"z.go":       "package p\nfunc Z() {}\n",
		"a.py":       "def a():\n    pass\n",
		"m/b.rs":     "fn b() {}\n",
		"notes.txt":  "not source",
		"bin/blob.c": "int x;\x00\x01",
	}
	for rel, data := range files {
		p := filepath.Join(root, filepath.FromSlash(rel))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	reg := langs.MustNew()
	qs, err := extract.CompileQueries(reg)
	if err != nil {
		t.Fatal(err)
	}
	defer qs.Close()
	res, err := Run(context.Background(), reg, qs, Options{Root: root, Jobs: 3})
	if err != nil {
		t.Fatal(err)
	}
	var paths []string
	for _, f := range res.Files {
		paths = append(paths, f.Path)
	}
	if want := []string{"a.py", "m/b.rs", "z.go"}; len(paths) != 3 || paths[0] != want[0] || paths[1] != want[1] || paths[2] != want[2] {
		t.Errorf("files = %v, want %v", paths, want)
	}
	if len(res.Skipped) != 1 || res.Skipped[0].Path != "bin/blob.c" {
		t.Errorf("skipped = %v", res.Skipped)
	}
	if res.Unsupported != 1 {
		t.Errorf("unsupported = %d, want 1 (notes.txt)", res.Unsupported)
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Run(ctx, reg, qs, Options{Root: root}); err == nil {
		t.Error("a cancelled run succeeded")
	}
	if _, err := Run(context.Background(), reg, qs, Options{Root: filepath.Join(root, "nope")}); err == nil {
		t.Error("a missing root succeeded")
	}
}
