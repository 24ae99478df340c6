package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/internal/gitcmd/gittest"
)

// smallestBudget reads the budget a too-small budget's message names.
var smallestBudget = regexp.MustCompile(`^soulindex: a Soul Map budget of (\d+) tokens is too small to show one file; the smallest that shows one is (\d+) \(--budget (\d+)\)\n$`)

// TestTinyBudget (issue 35, point 7): a budget too small to show one file
// is a usage error (exit 2) whose one line names the smallest budget that
// shows one, for map and index in every format; index then writes
// nothing; the budget named shows one file, and one less fails again.
func TestTinyBudget(t *testing.T) {
	root := t.TempDir()
	repo := smallRepo(t, root)
	for _, format := range []string{"md", "xml", "json"} {
		for _, cmd := range []string{"map", "index"} {
			t.Run(format+"/"+cmd, func(t *testing.T) {
				out := filepath.Join(t.TempDir(), "out")
				args := func(budget int) []string {
					a := []string{cmd, repo, "--quiet", "--format", format, "--budget", strconv.Itoa(budget)}
					if cmd == "index" {
						a = append(a, "--out", out)
					}
					return a
				}
				r := soulindex(t, args(10)...)
				m := smallestBudget.FindStringSubmatch(r.stderr)
				if r.code != exitUsage || m == nil || m[1] != "10" || m[2] != m[3] || r.stdout != "" {
					t.Fatalf("budget 10: exit %d, want %d with the smallest budget named:\nstdout %q\nstderr %q", r.code, exitUsage, r.stdout, r.stderr)
				}
				need, _ := strconv.Atoi(m[2])
				if cmd == "index" {
					if _, err := os.Stat(filepath.Join(out, "soulmap."+format)); !errors.Is(err, os.ErrNotExist) {
						t.Errorf("the failing run wrote a map: %v", err)
					}
				}
				if r := soulindex(t, args(need-1)...); r.code != exitUsage || !strings.Contains(r.stderr, "is "+m[2]+" (--budget "+m[2]+")") {
					t.Errorf("budget %d: exit %d, %q", need-1, r.code, r.stderr)
				}
				r = soulindex(t, args(need)...)
				if r.code != exitOK {
					t.Fatalf("budget %d, the one named: exit %d: %s", need, r.code, r.stderr)
				}
				got := r.stdout
				if cmd == "index" {
					b, err := os.ReadFile(filepath.Join(out, "soulmap."+format))
					if err != nil {
						t.Fatal(err)
					}
					got = string(b)
				}
				shown := map[string]string{"md": "the 1 best-ranked shown;", "xml": `shown="1"`, "json": `"shown":1,`}[format]
				if !strings.Contains(got, shown) {
					t.Errorf("budget %d does not show one file:\n%s", need, got)
				}
			})
		}
	}
	// The process itself exits 2 (main's os.Exit, not only run's code).
	cmd := exec.Command(binPath, "map", repo, "--quiet", "--budget", "10")
	b, err := cmd.CombinedOutput()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != exitUsage || !smallestBudget.Match(b) {
		t.Errorf("the binary: %v, %q", err, b)
	}
}

// porcelain is `git status --porcelain` listing every untracked file (not
// only its directory), sorted.
func porcelain(t *testing.T, repo string) []string {
	t.Helper()
	var lines []string
	for _, l := range strings.Split(gittest.Git(t, repo, "status", "--porcelain", "--untracked-files=all"), "\n") {
		if l != "" {
			lines = append(lines, l)
		}
	}
	slices.Sort(lines)
	return lines
}

// TestGitStatusAfterIndex (issue 35, point 7): after index in a git
// repository, git status lists nothing of soulindex's but the Soul Map
// (docs/ci.md: commit the map only): the output directory's .gitignore
// ignores its index, caches, lock and marker. With the map committed, a
// run leaves git status empty; --check and the outputs record take the
// .gitignore in stride; an --out directory holding the user's files and
// a .gitignore of the user's are left alone.
func TestGitStatusAfterIndex(t *testing.T) {
	tests := []struct {
		name  string
		args  func(repo string) []string
		setup func(t *testing.T, repo string)
		want  []string
	}{
		{"default", nil, nil, []string{"?? .soulindex/soulmap.md"}},
		{"json", func(string) []string { return []string{"--format", "json"} }, nil, []string{"?? .soulindex/soulmap.json"}},
		{"out inside the repository", func(repo string) []string { return []string{"--out", filepath.Join(repo, "maps", "soul")} }, nil,
			[]string{"?? maps/soul/soulmap.md"}},
		{"out holding the user's files", func(repo string) []string { return []string{"--out", filepath.Join(repo, "maps")} }, func(t *testing.T, repo string) {
			write(t, repo, "maps/.soulindex-out", nil)
			write(t, repo, "maps/notes.txt", []byte("mine\n"))
			commitAll(t, repo, "notes")
		}, nil}, // checked below: no .gitignore, the outputs show
		{"the user's own .gitignore", nil, func(t *testing.T, repo string) {
			write(t, repo, ".soulindex/.gitignore", []byte("index.scip\n"))
		}, nil}, // checked below: kept byte for byte
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			repo := smallRepo(t, t.TempDir())
			gittest.Git(t, repo, "init", "-q")
			commitAll(t, repo, "sources")
			if tc.setup != nil {
				tc.setup(t, repo)
			}
			var args []string
			if tc.args != nil {
				args = tc.args(repo)
			}
			index := func() result {
				t.Helper()
				r := soulindex(t, append([]string{"index", repo, "--json"}, args...)...)
				if r.code != exitOK {
					t.Fatalf("index: exit %d: %s", r.code, r.stderr)
				}
				return r
			}
			index()
			if r := index(); !stats(t, r).OutputsUpToDate {
				t.Errorf("a second run, nothing changed, is not up to date:\n%s", r.stderr)
			}
			got := porcelain(t, repo)
			switch tc.name {
			case "out holding the user's files":
				if _, err := os.Lstat(filepath.Join(repo, "maps", ".gitignore")); !errors.Is(err, os.ErrNotExist) {
					t.Errorf("a .gitignore in a directory holding the user's files: %v", err)
				}
				if !slices.Contains(got, "?? maps/index.scip") {
					t.Errorf("git status %q: the outputs beside the user's files should show", got)
				}
				return
			case "the user's own .gitignore":
				if b, err := os.ReadFile(filepath.Join(repo, ".soulindex", ".gitignore")); err != nil || string(b) != "index.scip\n" {
					t.Errorf("the user's .gitignore became %q (%v)", b, err)
				}
				return
			}
			if !slices.Equal(got, tc.want) {
				t.Fatalf("git status after index:\n%q\nwant\n%q", got, tc.want)
			}
			// With the map committed, a run leaves git status empty and
			// the map current.
			gittest.Git(t, repo, "add", strings.TrimPrefix(tc.want[0], "?? "))
			gittest.Git(t, repo, "commit", "-q", "-m", "map")
			index()
			if got := porcelain(t, repo); len(got) != 0 {
				t.Errorf("git status after a run with the map committed: %q", got)
			}
			check := append([]string{"index", "--check", repo}, args...)
			if r := soulindex(t, check...); r.code != exitOK {
				t.Errorf("--check: exit %d: %s", r.code, r.stderr)
			}
		})
	}
}
