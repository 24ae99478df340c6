package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/internal/gitcmd/gittest"
)

// focusRepo is a small Go module: a root package and pkg/ using it, with
// a util.go at both levels (the same name relative to DIR and to pkg/) and
// a file too large to index under --max-file-size 1K.
func focusRepo(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	writeFiles(t, root, map[string]string{
		"go.mod":      "module example.com/m\n\ngo 1.22\n",
		"util.go":     "package m\n\n// Helper is used by pkg.\nfunc Helper() int { return 1 }\n",
		"pkg/a.go":    "package pkg\n\nimport \"example.com/m\"\n\nfunc A() int { return m.Helper() }\n",
		"pkg/b.go":    "package pkg\n\nfunc B() int { return A() + Local() }\n",
		"pkg/util.go": "package pkg\n\nfunc Local() int { return 2 }\n",
		"big.go":      "package m\n\n// " + strings.Repeat("x", 2048) + "\nfunc Big() {}\n",
	})
	return root
}

// focusLineMark is the [focus] mark where a file's line has it: after
// "(→N)" and the rank share when there is one ("(→3) 2.5% [focus]").
var focusLineMark = regexp.MustCompile(`^\d+\)(?: [\d.]+%)? \[focus\]`)

// focusMarked returns the paths of the Markdown map's files marked [focus].
func focusMarked(md string) []string {
	var out []string
	for _, l := range strings.Split(md, "\n") {
		if p, rest, ok := strings.Cut(l, ": (→"); ok && !strings.HasPrefix(l, " ") && focusLineMark.MatchString(rest) {
			out = append(out, p)
		}
	}
	slices.Sort(out)
	return out
}

// TestFocusPaths: --focus names files relative to DIR, to the current
// directory, absolute inside DIR, or directories; the map marks exactly
// the files named, and a path naming no indexed file or lying outside DIR
// is a usage error naming it, with nothing on stdout.
func TestFocusPaths(t *testing.T) {
	root := focusRepo(t)
	outside := filepath.Join(t.TempDir(), "elsewhere.go")
	write(t, filepath.Dir(outside), "elsewhere.go", []byte("package x\n"))
	cases := []struct {
		name string
		// cwd is the working directory relative to root ("": the test's).
		cwd, dir string
		focus    []string
		want     []string // marked files; nil with an error
		code     int
		stderr   []string // each must be in stderr
	}{
		{name: "relative to DIR", dir: root, focus: []string{"pkg/a.go"}, want: []string{"pkg/a.go"}},
		{name: "relative to the cwd", cwd: "pkg", dir: "..", focus: []string{"b.go"}, want: []string{"pkg/b.go"}},
		{name: "cwd-relative with ./", cwd: "pkg", dir: "..", focus: []string{"./a.go,b.go"}, want: []string{"pkg/a.go", "pkg/b.go"}},
		{name: "absolute", dir: root, focus: []string{filepath.Join(root, "pkg", "a.go")}, want: []string{"pkg/a.go"}},
		{name: "directory", dir: root, focus: []string{"pkg"}, want: []string{"pkg/a.go", "pkg/b.go", "pkg/util.go"}},
		{name: "absolute directory", dir: root, focus: []string{filepath.Join(root, "pkg") + "/"}, want: []string{"pkg/a.go", "pkg/b.go", "pkg/util.go"}},
		{name: "repeated and overlapping", dir: root, focus: []string{"pkg/a.go", "pkg", "util.go"}, want: []string{"pkg/a.go", "pkg/b.go", "pkg/util.go", "util.go"}},
		// DIR first: util.go is DIR's, with a notice naming pkg/util.go.
		{name: "both readings", cwd: "pkg", dir: "..", focus: []string{"util.go"}, want: []string{"util.go"},
			stderr: []string{"note: --focus util.go: taken relative to DIR (util.go); relative to the current directory it is pkg/util.go"}},
		{name: "typo", dir: root, focus: []string{"pkg/aa.go"}, code: exitUsage,
			stderr: []string{"soulindex: --focus pkg/aa.go: matches no indexed file in "}},
		{name: "one typo among good paths", dir: root, focus: []string{"pkg/a.go", "pkg/c.go"}, code: exitUsage,
			stderr: []string{"--focus pkg/c.go: matches no indexed file"}},
		{name: "skipped file", dir: root, focus: []string{"big.go"}, code: exitUsage,
			stderr: []string{"--focus big.go: matches no indexed file", "big.go was skipped (too-large"}},
		{name: "outside DIR, relative", dir: root, focus: []string{"../x.go"}, code: exitUsage,
			stderr: []string{"--focus ../x.go: outside " + root}},
		{name: "outside DIR, absolute", dir: root, focus: []string{outside}, code: exitUsage,
			stderr: []string{"--focus " + outside + ": outside "}},
		// Relative to the cwd it is inside DIR, but names nothing there.
		{name: "cwd inside DIR, no file", cwd: "pkg", dir: "..", focus: []string{"nope.go"}, code: exitUsage,
			stderr: []string{"--focus nope.go: matches no indexed file"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.cwd != "" {
				t.Chdir(filepath.Join(root, c.cwd))
			}
			args := []string{"map", c.dir, "--budget", "100000", "--max-file-size", "1K"}
			for _, f := range c.focus {
				args = append(args, "--focus", f)
			}
			r := soulindex(t, args...)
			if r.code != c.code {
				t.Fatalf("exit %d, want %d\nstderr: %s", r.code, c.code, r.stderr)
			}
			for _, s := range c.stderr {
				if !strings.Contains(r.stderr, s) {
					t.Errorf("stderr lacks %q:\n%s", s, r.stderr)
				}
			}
			if c.code != exitOK {
				if r.stdout != "" {
					t.Errorf("a usage error printed a map:\n%s", r.stdout)
				}
				return
			}
			if got := focusMarked(r.stdout); !slices.Equal(got, c.want) {
				t.Errorf("marked %q, want %q\n%s", got, c.want, r.stdout)
			}
			if !strings.Contains(r.stdout, "[focus] = a file the map is ranked around") {
				t.Errorf("the legend does not explain [focus]:\n%s", r.stdout)
			}
			if c.stderr == nil && strings.Contains(r.stderr, "note: --focus") {
				t.Errorf("unexpected focus notice:\n%s", r.stderr)
			}
		})
	}
}

// TestFocusIndexAndExport: index refuses a focus typo before writing
// anything and marks a good focus in the map it writes; export, which
// writes no map, refuses --focus and --changed.
func TestFocusIndexAndExport(t *testing.T) {
	root := focusRepo(t)
	out := filepath.Join(t.TempDir(), "out")
	r := soulindex(t, "index", root, "--out", out, "--quiet", "--focus", "pkg/zz.go")
	if r.code != exitUsage || !strings.Contains(r.stderr, "--focus pkg/zz.go: matches no indexed file") {
		t.Fatalf("index with a typo: exit %d: %s", r.code, r.stderr)
	}
	if _, err := os.Stat(filepath.Join(out, "soulmap.md")); err == nil {
		t.Error("index with a focus typo wrote a Soul Map")
	}
	if r := soulindex(t, "index", root, "--out", out, "--quiet", "--focus", "pkg/a.go", "--format", "xml"); r.code != exitOK {
		t.Fatalf("index: exit %d: %s", r.code, r.stderr)
	}
	data, err := os.ReadFile(filepath.Join(out, "soulmap.xml"))
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`<file path="pkg/a.go" dependents="1"[^>]* focus="true"`).Match(data) || strings.Count(string(data), `focus="true"`) != 1 {
		t.Errorf("soulmap.xml does not mark pkg/a.go alone:\n%s", data)
	}
	for _, flag := range [][]string{{"--focus", "pkg/a.go"}, {"--changed", "HEAD"}} {
		args := append([]string{"export", root, "--sqlite", filepath.Join(t.TempDir(), "x.db")}, flag...)
		if r := soulindex(t, args...); r.code != exitUsage || !strings.Contains(r.stderr, "export writes no Soul Map") {
			t.Errorf("export %s: exit %d: %s", flag[0], r.code, r.stderr)
		}
	}
}

// TestChangedNotice: --changed on a clean tree says so on stderr and
// gives the global map, byte for byte; with a change, the changed file is
// marked and no notice is printed; a change to a file that is not
// indexed counts as none.
func TestChangedNotice(t *testing.T) {
	root := focusRepo(t)
	gittest.Git(t, root, "init", "-q", "-b", "main")
	commitAll(t, root, "fixture")
	global := soulindex(t, "map", root, "--quiet")
	if global.code != exitOK {
		t.Fatalf("map: exit %d: %s", global.code, global.stderr)
	}

	r := soulindex(t, "map", root, "--changed", "HEAD")
	if r.code != exitOK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	if want := "note: --changed HEAD: nothing changed since HEAD; the map is the global one\n"; !strings.Contains(r.stderr, want) {
		t.Errorf("stderr lacks %q:\n%s", want, r.stderr)
	}
	if r.stdout != global.stdout {
		t.Errorf("--changed on a clean tree is not the global map:\n%s\nwant:\n%s", r.stdout, global.stdout)
	}
	if q := soulindex(t, "map", root, "--quiet", "--changed", "HEAD"); q.stderr != "" {
		t.Errorf("--quiet printed: %s", q.stderr)
	}

	// With --focus too, the notice says the focus alone ranks the map.
	r = soulindex(t, "map", root, "--changed", "HEAD", "--focus", "pkg/b.go")
	if want := "note: --changed HEAD: nothing changed since HEAD; the map is ranked around --focus alone\n"; r.code != exitOK || !strings.Contains(r.stderr, want) {
		t.Errorf("exit %d; stderr lacks %q:\n%s", r.code, want, r.stderr)
	}

	write(t, root, "notes.txt", []byte("not source\n"))
	r = soulindex(t, "map", root, "--changed", "HEAD")
	if want := "note: --changed HEAD: no indexed file changed since HEAD (1 changed file is not indexed); the map is the global one\n"; !strings.Contains(r.stderr, want) {
		t.Errorf("stderr lacks %q:\n%s", want, r.stderr)
	}

	write(t, root, "pkg/b.go", []byte("package pkg\n\nfunc B() int { return A() * 2 }\n"))
	r = soulindex(t, "map", root, "--changed", "HEAD")
	if r.code != exitOK || strings.Contains(r.stderr, "--changed") {
		t.Fatalf("exit %d, stderr: %s", r.code, r.stderr)
	}
	if got := focusMarked(r.stdout); !slices.Equal(got, []string{"pkg/b.go"}) {
		t.Errorf("marked %q, want the changed file\n%s", got, r.stdout)
	}
}

// TestChangedNewFileFirst: --changed counts a new, untracked file: it is
// the map's first file, marked, however many files outrank it; a budget
// that shows it only in part says so on stderr.
func TestChangedNewFileFirst(t *testing.T) {
	root := focusRepo(t)
	for i := 0; i < 8; i++ {
		write(t, root, fmt.Sprintf("use%d/u.go", i), []byte(fmt.Sprintf("package use%d\n\nimport \"example.com/m\"\n\nfunc U() int { return m.Helper() }\n", i)))
	}
	gittest.Git(t, root, "init", "-q", "-b", "main")
	commitAll(t, root, "fixture")
	var src strings.Builder
	src.WriteString("package m\n\n")
	for i := 0; i < 60; i++ {
		fmt.Fprintf(&src, "// Fresh%02d is new.\nfunc Fresh%02d(a, b, c int) (int, error) { return Helper(), nil }\n\n", i, i)
	}
	write(t, root, "fresh.go", []byte(src.String()))
	r := soulindex(t, "map", root, "--changed", "HEAD", "--budget", "1000")
	if r.code != exitOK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	_, files, _ := strings.Cut(r.stdout, "## Files by rank\n")
	if !regexp.MustCompile(`^fresh.go: \(→0\) [\d.]+% \[focus\]`).MatchString(files) {
		t.Errorf("the new file is not first and marked:\n%s", r.stdout)
	}
	if !strings.Contains(r.stderr, "shows fresh.go in part") || !strings.Contains(files, "[not in full]") {
		t.Errorf("stderr does not say the focus is shown in part:\n%s", r.stderr)
	}
}
