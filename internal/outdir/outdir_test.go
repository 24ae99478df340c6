package outdir

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
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

// TestCheckTarget (issue 34): only a regular file or a link (replaced,
// never followed) may be replaced; anything else is ErrNotRegular,
// naming its type.
func TestCheckTarget(t *testing.T) {
	root := t.TempDir()
	os.WriteFile(filepath.Join(root, "file"), nil, 0o644)
	os.Symlink("/dev/null", filepath.Join(root, "link"))
	os.Symlink(filepath.Join(root, "missing"), filepath.Join(root, "dangling"))
	os.Mkdir(filepath.Join(root, "dir"), 0o755)
	if err := syscall.Mkfifo(filepath.Join(root, "fifo"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct{ name, kind string }{
		{"missing", ""}, {"file", ""}, {"link", ""}, {"dangling", ""},
		{"dir", "directory"}, {"fifo", "FIFO"},
	}
	for _, tc := range tests {
		err := CheckTarget(filepath.Join(root, tc.name))
		if tc.kind == "" && err != nil || tc.kind != "" && (!errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), "but a "+tc.kind)) {
			t.Errorf("CheckTarget(%s) = %v, want kind %q", tc.name, err, tc.kind)
		}
	}
}

// TestClaim (issue 34): a directory is ours to write into when missing,
// empty, marked, or holding only our names and temporary files; anything
// else is ErrForeign naming a few of the others, and what is not a
// directory (a FIFO too, without blocking) is ErrNotDir.
func TestClaim(t *testing.T) {
	ours := func(n string) bool { return n == "lock" || n == "graph.json" || n == "cache" }
	tests := []struct {
		name  string
		files []string // "d/" a directory, "fifo:" a FIFO
		path  string   // relative to the directory made, "" itself
		err   error
		shown string
	}{
		{"missing", nil, "missing", nil, ""},
		{"empty", nil, "", nil, ""},
		{"only ours", []string{"lock", "graph.json", "cache/", ".graph.json.soulindex-tmp-1-2"}, "", nil, ""},
		{"marked", []string{"graph.json", "notes", Marker}, "", nil, ""},
		{"foreign", []string{"graph.json", "notes"}, "", ErrForeign, "(notes)"},
		{"marker that is a directory", []string{"notes", Marker + "/"}, "", ErrForeign, "notes"},
		{"many foreign", []string{"a", "b", "c", "d", "e"}, "", ErrForeign, ", …)"},
		{"a file", []string{"f"}, "f", ErrNotDir, ""},
		{"a FIFO", []string{"fifo:p"}, "p", ErrNotDir, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			for _, f := range tc.files {
				p := filepath.Join(dir, strings.TrimPrefix(f, "fifo:"))
				switch {
				case strings.HasSuffix(f, "/"):
					os.Mkdir(p, 0o755)
				case strings.HasPrefix(f, "fifo:"):
					syscall.Mkfifo(p, 0o644)
				default:
					os.WriteFile(p, nil, 0o644)
				}
			}
			err := Claim(filepath.Join(dir, tc.path), ours)
			if !errors.Is(err, tc.err) || tc.shown != "" && !strings.Contains(err.Error(), tc.shown) {
				t.Errorf("Claim = %v, want %v showing %q", err, tc.err, tc.shown)
			}
		})
	}
}
