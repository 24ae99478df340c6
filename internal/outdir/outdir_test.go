package outdir

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestParseTemp(t *testing.T) {
	tests := []struct {
		name string
		base string
		pid  int
		ok   bool
	}{
		{".index.scip.soulindex-tmp-42-123", "index.scip", 42, true},
		{".a.soulindex-tmp-1-0", "a", 1, true},
		{".x.soulindex-tmp-7-9.soulindex-tmp-8-1", "x.soulindex-tmp-7-9", 8, true},
		{".index.scip.tmp-123", "", 0, false},
		{"index.scip.soulindex-tmp-42-123", "", 0, false},
		{"..soulindex-tmp-42-123", "", 0, false},
		{".a.soulindex-tmp-42", "", 0, false},
		{".a.soulindex-tmp-42-", "", 0, false},
		{".a.soulindex-tmp--1", "", 0, false},
		{".a.soulindex-tmp-0-1", "", 0, false},
		{".a.soulindex-tmp-42-1x", "", 0, false},
		{".a.soulindex-tmp-99999999999-1", "", 0, false},
		{".a.soulindex-tmp-42-1-journal", "", 0, false},
	}
	for _, tc := range tests {
		base, pid, ok := ParseTemp(tc.name)
		if base != tc.base || pid != tc.pid || ok != tc.ok {
			t.Errorf("ParseTemp(%q) = %q, %d, %v; want %q, %d, %v", tc.name, base, pid, ok, tc.base, tc.pid, tc.ok)
		}
	}
}

// TestCreateTempParses: what CreateTemp makes, ParseTemp recognises as
// this process's.
func TestCreateTempParses(t *testing.T) {
	f, err := CreateTemp(filepath.Join(t.TempDir(), "graph.json"))
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	base, pid, ok := ParseTemp(filepath.Base(f.Name()))
	if !ok || base != "graph.json" || pid != os.Getpid() {
		t.Errorf("ParseTemp(%q) = %q, %d, %v; want graph.json, %d, true", f.Name(), base, pid, ok, os.Getpid())
	}
}

// TestRemoveStaleTempsOfOneOutput: with a base, only that output's
// temporary files of dead writers go.
func TestRemoveStaleTempsOfOneOutput(t *testing.T) {
	dir := t.TempDir()
	cmd := exec.Command("true")
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
	dead := cmd.Process.Pid
	files := map[string]bool{ // name -> kept
		fmt.Sprintf(".x.db.soulindex-tmp-%d-1", dead):         false,
		fmt.Sprintf(".y.db.soulindex-tmp-%d-1", dead):         true,
		fmt.Sprintf(".x.db.soulindex-tmp-%d-1", os.Getpid()):  true,
		fmt.Sprintf(".x.db.soulindex-tmp-%d-1-journal", dead): true,
	}
	for name := range files {
		os.WriteFile(filepath.Join(dir, name), nil, 0o644)
	}
	if n := RemoveStaleTemps(dir, "x.db"); n != 1 {
		t.Errorf("removed %d files, want 1", n)
	}
	for name, kept := range files {
		if _, err := os.Lstat(filepath.Join(dir, name)); kept != (err == nil) {
			t.Errorf("%s: exists=%v, want %v", name, err == nil, kept)
		}
	}
}

// TestEnsure: a directory to write into is created when missing and
// refused, with nothing created through it, when it is a link or a file.
func TestEnsure(t *testing.T) {
	root := t.TempDir()
	target := filepath.Join(root, "target")
	os.Mkdir(target, 0o755)
	os.Symlink(target, filepath.Join(root, "link"))
	os.Symlink(filepath.Join(root, "missing"), filepath.Join(root, "dangling"))
	os.WriteFile(filepath.Join(root, "file"), nil, 0o644)
	tests := []struct {
		name string
		err  error
	}{
		{"new/deep", nil},
		{"target", nil},
		{"link", ErrSymlink},
		{"dangling", ErrSymlink},
		{"file", ErrNotDir},
	}
	for _, tc := range tests {
		err := Ensure(filepath.Join(root, tc.name))
		if !errors.Is(err, tc.err) || (err != nil && !strings.Contains(err.Error(), filepath.Join(root, tc.name))) {
			t.Errorf("Ensure(%s) = %v, want %v naming the path", tc.name, err, tc.err)
		}
	}
	if _, err := os.Lstat(filepath.Join(root, "missing")); err == nil {
		t.Error("Ensure created the dangling link's target")
	}
	if ents, _ := os.ReadDir(target); len(ents) != 0 {
		t.Errorf("the link's target gained %d entries", len(ents))
	}
}
