package execpath

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func exe(t *testing.T, p string) string {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

func symlink(t *testing.T, target, link string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
}

// TestLookPath: relative and empty $PATH entries are never searched (the
// current directory is the repository), and a hit inside the repository,
// directly or through a symlink, is refused; the search goes on past it.
func TestLookPath(t *testing.T) {
	base := t.TempDir()
	repo := filepath.Join(base, "repo")
	sys := filepath.Join(base, "usr", "bin")
	if err := os.MkdirAll(filepath.Join(repo, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	// The repository ships a program in each place a relative entry
	// would find it, with the current directory at its root.
	for _, d := range []string{"", "bin", "node_modules/.bin"} {
		exe(t, filepath.Join(repo, d, "tool"))
	}
	t.Chdir(repo)
	good := exe(t, filepath.Join(sys, "tool"))
	// An absolute directory outside the repository whose entry links into it.
	linkDir := filepath.Join(base, "linkdir")
	symlink(t, filepath.Join(repo, "bin", "tool"), filepath.Join(linkDir, "tool"))
	// A directory that is a symlink to the repository's bin.
	symlink(t, filepath.Join(repo, "bin"), filepath.Join(base, "binlink"))
	// Not executable, and a directory named like the program.
	if err := os.MkdirAll(filepath.Join(base, "plain"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(base, "plain", "tool"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(base, "isdir", "tool"), 0o755); err != nil {
		t.Fatal(err)
	}

	list := func(ds ...string) string { return strings.Join(ds, string(filepath.ListSeparator)) }
	tests := []struct {
		name      string
		path      string
		untrusted []string
		want      string
		err       error
	}{
		{"relative entries skipped", list("bin", "./bin", "node_modules/.bin", "", sys), []string{repo}, good, nil},
		{"relative entries skipped even when trusted", list("bin", "", sys), nil, good, nil},
		{"only relative entries", list("bin", "."), nil, "", ErrNotFound},
		{"absolute entry inside the repository", list(filepath.Join(repo, "bin"), sys), []string{repo}, good, nil},
		{"absolute entry inside, nothing else", list(filepath.Join(repo, "bin")), []string{repo}, "", ErrUntrusted},
		{"absolute entry inside, trusted", list(filepath.Join(repo, "bin"), sys), nil, filepath.Join(repo, "bin", "tool"), nil},
		{"symlinked program into the repository", list(linkDir), []string{repo}, "", ErrUntrusted},
		{"symlinked directory into the repository", list(filepath.Join(base, "binlink"), sys), []string{repo}, good, nil},
		{"not executable, a directory", list(filepath.Join(base, "plain"), filepath.Join(base, "isdir"), sys), []string{repo}, good, nil},
		{"missing", list(filepath.Join(base, "none")), []string{repo}, "", ErrNotFound},
		{"absolute name", list(), []string{repo}, good, nil},
		{"absolute name inside", list(), []string{repo}, "", ErrUntrusted},
		{"relative name with a separator", list(sys), nil, "", ErrNotFound},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			name := "tool"
			switch tt.name {
			case "absolute name":
				name = good
			case "absolute name inside":
				name = filepath.Join(repo, "bin", "tool")
			case "relative name with a separator":
				name = "bin/tool"
			}
			got, err := LookPath(name, tt.path, tt.untrusted...)
			if got != tt.want || !errors.Is(err, tt.err) {
				t.Errorf("LookPath(%q, %q) = %q, %v; want %q, %v", name, tt.path, got, err, tt.want, tt.err)
			}
		})
	}
}

func TestSplitPath(t *testing.T) {
	abs, skipped := SplitPath(strings.Join([]string{"/usr/bin", "", "bin", "./x", "/opt/b"}, string(filepath.ListSeparator)))
	if strings.Join(abs, ",") != "/usr/bin,/opt/b" || strings.Join(skipped, ",") != ",bin,./x" {
		t.Errorf("SplitPath = %q, %q", abs, skipped)
	}
}

// TestRepoRoot: the nearest directory with .git (a directory or a file),
// symlinks resolved; without one, the directory itself.
func TestRepoRoot(t *testing.T) {
	base, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	repo := filepath.Join(base, "repo")
	sub := filepath.Join(repo, "a", "b")
	if err := os.MkdirAll(filepath.Join(repo, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	wt := filepath.Join(base, "wt")
	os.MkdirAll(filepath.Join(wt, "x"), 0o755)
	os.WriteFile(filepath.Join(wt, ".git"), []byte("gitdir: /elsewhere\n"), 0o644)
	plain := filepath.Join(base, "plain", "p")
	os.MkdirAll(plain, 0o755)
	symlink(t, sub, filepath.Join(base, "link"))
	for _, tt := range []struct{ dir, want string }{
		{repo, repo},
		{sub, repo},
		{filepath.Join(base, "link"), repo},
		{filepath.Join(wt, "x"), wt},
		{plain, plain},
	} {
		got, err := RepoRoot(tt.dir)
		if err != nil || got != tt.want {
			t.Errorf("RepoRoot(%s) = %q, %v; want %q", tt.dir, got, err, tt.want)
		}
	}
	if _, err := RepoRoot(filepath.Join(base, "missing")); err == nil {
		t.Error("RepoRoot of a missing directory: no error")
	}
}
