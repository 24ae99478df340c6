package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/config"
	"github.com/soulindex/soulindex/internal/gitcmd/gittest"
)

// fakeServer writes an executable script at p that records it ran in
// marker and exits: a repository's stand-in for a language server.
func fakeServer(t *testing.T, p, marker string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	script := fmt.Sprintf("#!/bin/sh\necho %q >> %q\nexit 1\n", p, marker)
	if err := os.WriteFile(p, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
}

// ran reports what the fake servers writing marker recorded.
func ran(t *testing.T, marker string) string {
	t.Helper()
	b, err := os.ReadFile(marker)
	if os.IsNotExist(err) {
		return ""
	}
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// goRepo makes a git repository at dir (a subdirectory sub holding a Go
// module) with no language server reachable but the ones a test adds:
// gopls is off PATH and HOME is empty.
func goRepo(t *testing.T, dir string) {
	t.Helper()
	writeFiles(t, dir, map[string]string{
		"sub/go.mod":  "module example.com/sub\n\ngo 1.22\n",
		"sub/main.go": "package main\n\n// Main is the entry point.\nfunc Main() {}\n",
	})
	gittest.Git(t, dir, "init", "-q")
	t.Setenv("PATH", pathWithout("gopls"))
	noUserServers(t)
}

// TestRepoConfigRunsNothing: a subdirectory's .soulindex.toml that turns
// LSP on and points extra_dirs at the repository's own tools (outside the
// indexed directory, inside the repository) runs none of them: not
// without --lsp (lsp.enabled is ignored), not with --lsp (extra_dirs of
// an untrusted file are ignored, wherever they point: outside the
// repository, or through a symlink). --trust-repo-config runs it: the
// fake does run when allowed.
func TestRepoConfigRunsNothing(t *testing.T) {
	base := t.TempDir()
	repo := filepath.Join(base, "repo")
	goRepo(t, repo)
	marker := filepath.Join(base, "ran")
	fakeServer(t, filepath.Join(repo, "tools", "gopls"), marker)
	elsewhere := filepath.Join(base, "elsewhere")
	fakeServer(t, filepath.Join(elsewhere, "gopls"), marker)
	if err := os.Symlink(filepath.Join("..", "..", "elsewhere"), filepath.Join(repo, "sub", "link")); err != nil {
		t.Fatal(err)
	}
	sub := filepath.Join(repo, "sub")
	conf := func(dir string) string { return fmt.Sprintf("[lsp]\nenabled = true\nextra_dirs = [%q]\n", dir) }
	tests := []struct {
		name   string
		config string
		args   []string
		runs   bool
		notice string
	}{
		{"enabled by the file alone", conf("../tools"), nil, false, "ignoring lsp.enabled = true from " + filepath.Join(sub, config.Name)},
		{"extra_dirs inside the repository, outside DIR", conf("../tools"), []string{"--lsp"}, false, "ignoring lsp.extra_dirs from " + filepath.Join(sub, config.Name)},
		{"extra_dirs outside the repository", conf(elsewhere), []string{"--lsp"}, false, "ignoring lsp.extra_dirs"},
		{"extra_dirs through a symlink", conf("link"), []string{"--lsp"}, false, "ignoring lsp.extra_dirs"},
		{"trusted", conf("../tools"), []string{"--trust-repo-config"}, true, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			os.Remove(marker)
			writeFiles(t, sub, map[string]string{config.Name: tt.config})
			r := soulindex(t, append([]string{"index", sub, "--out", t.TempDir(), "--lsp-timeout", "2m"}, tt.args...)...)
			if r.code != exitOK {
				t.Fatalf("exit %d:\n%s", r.code, r.stderr)
			}
			got := ran(t, marker)
			if tt.runs && got == "" {
				t.Fatalf("the trusted server did not run: the test proves nothing\n%s", r.stderr)
			}
			if !tt.runs && got != "" {
				t.Errorf("ran the repository's server without --trust-repo-config: %s\n%s", got, r.stderr)
			}
			if !strings.Contains(r.stderr, tt.notice) {
				t.Errorf("stderr lacks %q:\n%s", tt.notice, r.stderr)
			}
		})
	}
}

// TestServerLookupSkipsRepository: relative $PATH entries ("bin",
// "./bin", "node_modules/.bin", an empty entry) resolve against the
// current directory, here the repository, and are never searched; an
// absolute entry inside the repository, or a symlink into it, is passed
// over too, unless --trust-repo-config.
func TestServerLookupSkipsRepository(t *testing.T) {
	base := t.TempDir()
	repo := filepath.Join(base, "repo")
	goRepo(t, repo)
	marker := filepath.Join(base, "ran")
	for _, d := range []string{".", "bin", "node_modules/.bin", "sub", "tools"} {
		fakeServer(t, filepath.Join(repo, d, "gopls"), marker)
	}
	links := filepath.Join(base, "links")
	if err := os.MkdirAll(links, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(repo, "tools", "gopls"), filepath.Join(links, "gopls")); err != nil {
		t.Fatal(err)
	}
	t.Chdir(repo)
	sys := os.Getenv("PATH") // goRepo's: no gopls
	list := func(ds ...string) string { return strings.Join(append(ds, sys), string(filepath.ListSeparator)) }
	tests := []struct {
		name   string
		path   string
		dir    string
		args   []string
		runs   bool
		notice string
	}{
		{"bin", list("bin"), ".", nil, false, `relative $PATH entry "bin"`},
		{"./bin", list("./bin"), ".", nil, false, `relative $PATH entry "./bin"`},
		{"node_modules/.bin", list("node_modules/.bin"), ".", nil, false, `relative $PATH entry "node_modules/.bin"`},
		{"empty entry", list(""), ".", nil, false, `relative $PATH entry "."`},
		{"relative entry, DIR below the current directory", list("sub"), "sub", nil, false, `relative $PATH entry "sub"`},
		{"absolute entry inside the repository", list(filepath.Join(repo, "tools")), "sub", nil, false, "it lies inside the repository"},
		{"symlink into the repository", list(links), "sub", nil, false, "it lies inside the repository"},
		{"trusted absolute entry", list(filepath.Join(repo, "tools")), "sub", []string{"--trust-repo-config"}, true, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			os.Remove(marker)
			t.Setenv("PATH", tt.path)
			r := soulindex(t, append([]string{"index", "--lsp", "--lsp-timeout", "2m", tt.dir, "--out", t.TempDir()}, tt.args...)...)
			if r.code != exitOK {
				t.Fatalf("exit %d:\n%s", r.code, r.stderr)
			}
			got := ran(t, marker)
			if tt.runs && got == "" {
				t.Fatalf("the trusted server did not run: the test proves nothing\n%s", r.stderr)
			}
			if !tt.runs && got != "" {
				t.Errorf("ran the repository's binary %s\n%s", got, r.stderr)
			}
			if !strings.Contains(r.stderr, tt.notice) {
				t.Errorf("stderr lacks %q:\n%s", tt.notice, r.stderr)
			}
		})
	}
}
