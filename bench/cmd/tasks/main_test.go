package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/bench/internal/measure"
)

// The committed task files parse, and each corpus has 6 or more tasks.
func TestRepoTaskFiles(t *testing.T) {
	files, err := loadTaskFiles(filepath.Join("..", "..", "tasks"), "")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if len(f.Tasks) < 6 {
			t.Errorf("%s: %d tasks, want at least 6", f.Corpus, len(f.Tasks))
		}
		if f.Source == "" {
			t.Errorf("%s: no # source line", f.Corpus)
		}
	}
	if _, err := loadTaskFiles(filepath.Join("..", "..", "tasks"), "no-such-corpus"); err == nil {
		t.Error("-only with an unknown corpus accepted")
	}
}

func TestCheckTargetsAndCopy(t *testing.T) {
	src, dst := t.TempDir(), filepath.Join(t.TempDir(), "copy")
	for _, p := range []string{"a.go", "sub/b.go", ".soulindex/cache/x"} {
		if err := os.MkdirAll(filepath.Join(src, filepath.Dir(p)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(src, p), []byte("package a\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink("missing", filepath.Join(src, "dangling")); err != nil {
		t.Fatal(err)
	}
	if err := measure.CopyTree(src, dst, false); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dst, "sub", "b.go")); err != nil {
		t.Errorf("copy lacks sub/b.go: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dst, ".soulindex")); err == nil {
		t.Error("a stray .soulindex was copied")
	}
	tf := &taskFile{Corpus: "demo", Tasks: []task{
		{ID: "demo-1", Focus: "a.go", Targets: []target{{"sub/b.go", "B"}}},
		{ID: "demo-2", Focus: "sub", Targets: []target{{"c.go", "C"}}},
	}}
	err := checkTargets(tf, dst)
	if err == nil {
		t.Fatal("a missing target file accepted")
	}
	for _, want := range []string{"demo-2: sub is no file", "demo-2: c.go is no file"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
	if strings.Contains(err.Error(), "demo-1") {
		t.Errorf("a good task refused: %v", err)
	}
}
