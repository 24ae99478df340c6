package indexer

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/notice"
)

// gitCommit commits everything under root in a fresh repository.
func gitCommit(t *testing.T, root string) {
	t.Helper()
	gitInit(t, root)
	cmd := exec.Command("git", "-C", root, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "x")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git commit: %v\n%s", err, out)
	}
}

// skipOf returns rel's skip whose reason starts with prefix (a link is
// also skipped as a link by the listing).
func skipOf(r *Result, rel, prefix string) *Skip {
	for i := range r.Skipped {
		if r.Skipped[i].Path == rel && strings.HasPrefix(r.Skipped[i].Reason, prefix) {
			return &r.Skipped[i]
		}
	}
	return nil
}

func fileOf(r *Result, rel string) *extract.File {
	for _, f := range r.Files {
		if f.Path == rel {
			return f
		}
	}
	return nil
}

// nested builds depth lines, each indented one step more than the last.
func nested(depth int, step, line, leaf string) string {
	var b strings.Builder
	for i := range depth {
		b.WriteString(strings.Repeat(step, i) + line)
	}
	return b.String() + strings.Repeat(step, depth) + leaf
}

// TestScannerLimitFilesAreSkipped: files nested deeper than their
// grammar's external scanner can record (tree-sitter would abort the
// whole process on them) are skipped, or outlined by the regex tier, with
// the reason; the run completes and indexes the others.
func TestScannerLimitFilesAreSkipped(t *testing.T) {
	root := t.TempDir()
	heredoc := strings.Repeat("A", 300)
	writeTree(t, root, map[string]string{
		"quotes.md":   strings.Repeat(">", 300) + " deep\n",
		"lists.md":    strings.Repeat("- ", 300) + "deep\n",
		"deep.yaml":   nested(300, " ", "k:\n", "v\n"),
		"deep.py":     "def top():\n    pass\n\n" + nested(520, " ", "if x:\n", "f\"{a}\"\n"),
		"heredoc.rb":  "def top\nend\nx = <<" + heredoc + "\nbody\n" + heredoc + "\n",
		"ok.md":       "# Title\n\n> quote\n\n- item\n",
		"ok.yaml":     "name: x\nitems:\n  - a\n",
		"ok.go":       "package ok\n\nfunc F() {}\n",
		"sub/also.md": "## Also\n",
	})
	gitCommit(t, root)
	res := runIndex(t, root, Options{Jobs: 2})
	for _, rel := range []string{"quotes.md", "lists.md", "deep.yaml"} {
		s := skipOf(res, rel, ReasonScannerLimit+": ")
		if s == nil || !strings.Contains(s.Reason, "nesting too deep") {
			t.Errorf("%s: skip %v in %v, want %s: ... nesting too deep", rel, s, res.Skipped, ReasonScannerLimit)
		}
	}
	for _, rel := range []string{"deep.py", "heredoc.rb"} {
		f := fileOf(res, rel)
		if f == nil || f.Backend != extract.BackendRegex || !strings.Contains(f.Fallback, "tree-sitter: beyond the grammar's scanner limits") {
			t.Errorf("%s: %+v, want the regex tier with the scanner limit as fallback", rel, f)
		}
	}
	for _, rel := range []string{"ok.md", "ok.yaml", "ok.go", "sub/also.md"} {
		if f := fileOf(res, rel); f == nil || f.Backend != extract.BackendTreeSitter {
			t.Errorf("%s: %+v, want a tree-sitter outline", rel, f)
		}
	}
}

// TestParseWorkBudgetDecides: whether tree-sitter outlines a file is
// decided by a work budget counted in parser steps, not by the wall clock:
// under a budget too small for it a file falls back to the regex tier the
// same way at -j1 and -j8 however generous the clock is, the fallback is
// cached like any outline (it depends on the content alone), and under
// the default budget the same file is parsed.
func TestParseWorkBudgetDecides(t *testing.T) {
	root := t.TempDir()
	var big strings.Builder
	for i := 0; big.Len() < 200<<10; i++ {
		fmt.Fprintf(&big, "int f%d(int a) {\n\tif (a > %d) {\n\t\treturn a * 3;\n\t}\n\treturn a - 1;\n}\n\n", i, i)
	}
	files := map[string]string{"big.c": big.String()}
	for i := range 20 {
		files[fmt.Sprintf("pkg/f%02d.go", i)] = fmt.Sprintf("package pkg\n\nfunc F%d() int { return %d }\n", i, i)
	}
	writeTree(t, root, files)
	tiny := extract.WorkBudget{Base: 100, PerKiB: 10}

	var first *Result
	for _, jobs := range []int{1, 8, 1, 8} {
		res := runIndex(t, root, Options{Jobs: jobs, ParseWork: tiny, ParseTimeout: time.Hour})
		f := fileOf(res, "big.c")
		if f == nil || f.Backend != extract.BackendRegex || !strings.Contains(f.Fallback, "tree-sitter: parse work budget exceeded") {
			t.Fatalf("-j%d: big.c %+v, want the regex tier for lack of work budget", jobs, f)
		}
		if first == nil {
			first = res
			continue
		}
		sameResult(t, res, first)
	}

	dir := t.TempDir()
	runIndex(t, root, Options{CacheDir: dir, ParseWork: tiny})
	again := runIndex(t, root, Options{CacheDir: dir, ParseWork: tiny})
	if !again.Cache.Unchanged {
		t.Errorf("a work-budget fallback was not cached: %+v", again.Cache)
	}
	sameResult(t, again, first)

	res := runIndex(t, root, Options{Jobs: 8, ParseTimeout: time.Hour})
	if f := fileOf(res, "big.c"); f == nil || f.Backend != extract.BackendTreeSitter || f.Fallback != "" {
		t.Fatalf("default budget: big.c %+v, want tree-sitter", f)
	}
}

// swapTo replaces rel under root with what make creates there.
func swapTo(t *testing.T, root, rel string, make func(p string) error) {
	t.Helper()
	p := filepath.Join(root, filepath.FromSlash(rel))
	if err := os.Remove(p); err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	if err := make(p); err != nil {
		t.Fatal(err)
	}
}

func fifo(p string) error { return syscall.Mkfifo(p, 0o644) }
func linkTo(dev string) func(string) error {
	return func(p string) error { return os.Symlink(dev, p) }
}

// TestIgnoreFilesFromTheRepository: an ignore file the repository made a
// FIFO or a link to /dev/zero or /dev/urandom is reported and its patterns
// are not applied; the listing neither blocks nor reads without end.
func TestIgnoreFilesFromTheRepository(t *testing.T) {
	for _, tc := range []struct {
		name, file string
		git        bool
		make       func(string) error
	}{
		{"soulindexignore fifo", IgnoreFile, true, fifo},
		{"soulindexignore zero", IgnoreFile, true, linkTo("/dev/zero")},
		{"soulindexignore urandom", IgnoreFile, true, linkTo("/dev/urandom")},
		{"nested soulindexignore urandom", "sub/" + IgnoreFile, false, linkTo("/dev/urandom")},
		{"gitignore fifo", ".gitignore", false, fifo},
		{"gitignore zero", ".gitignore", false, linkTo("/dev/zero")},
		{"gitignore urandom", ".gitignore", false, linkTo("/dev/urandom")},
		{"nested gitignore urandom", "sub/.gitignore", false, linkTo("/dev/urandom")},
		// git itself would block opening these: the listing walks instead.
		{"gitignore fifo under git", ".gitignore", true, fifo},
		{"nested gitignore fifo under git", "sub/.gitignore", true, fifo},
	} {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			writeTree(t, root, map[string]string{"a.go": "package a\n", "sub/b.go": "package sub\n"})
			if tc.git {
				gitCommit(t, root)
			}
			swapTo(t, root, tc.file, tc.make)
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
			defer cancel()
			reg := langs.MustNew()
			qs, err := extract.CompileQueries(reg)
			if err != nil {
				t.Fatal(err)
			}
			defer qs.Close()
			res, err := Run(ctx, reg, qs, Options{Root: root})
			if err != nil {
				t.Fatal(err)
			}
			if s := skipOf(res, tc.file, ReasonUnreadable+": "); s == nil || !strings.Contains(s.Reason, "patterns are not applied") {
				t.Errorf("%s: skips %v, want it reported unreadable", tc.file, res.Skipped)
			}
			for _, rel := range []string{"a.go", "sub/b.go"} {
				if fileOf(res, rel) == nil {
					t.Errorf("%s not indexed", rel)
				}
			}
			if tc.git && strings.HasSuffix(tc.file, ".gitignore") {
				if len(res.Notices) == 0 || !strings.Contains(res.Notices[0].Message, "the tree was walked instead") || res.Source != "walk" {
					t.Errorf("source %s, notices %v: want a walk saying git could not list", res.Source, res.Notices)
				}
			}
		})
	}
}

// TestSwappedSourcesAreReadSafely: a listed file that is a FIFO, a link
// to a device or too large by the time it is read (the repository swapped
// it after the listing) is skipped with the reason, without blocking or
// reading without end; a package manifest likewise becomes a notice.
func TestSwappedSourcesAreReadSafely(t *testing.T) {
	reg := langs.MustNew()
	qs, err := extract.CompileQueries(reg)
	if err != nil {
		t.Fatal(err)
	}
	defer qs.Close()
	rx := extract.NewRegex()
	for _, tc := range []struct {
		name string
		make func(string) error
		want string
	}{
		{"fifo", fifo, ReasonUnreadable + ": not a regular file (a FIFO)"},
		{"zero", linkTo("/dev/zero"), ReasonUnreadable + ": is a symbolic link"},
		{"urandom", linkTo("/dev/urandom"), ReasonUnreadable + ": is a symbolic link"},
		{"grown", func(p string) error { return os.WriteFile(p, make([]byte, 2<<20), 0o644) }, ReasonTooLarge + ": "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			writeTree(t, root, map[string]string{"a.go": "package a\n", "go.mod": "module example.com/a\n"})
			l, err := list(context.Background(), root, DefaultMaxFileSize, nil, nil)
			if err != nil || len(l.files) != 2 {
				t.Fatalf("listing: %v %v", l, err)
			}
			swapTo(t, root, "a.go", tc.make)
			swapTo(t, root, "go.mod", tc.make)

			ps, notices := findPackages(root, l.files, DefaultMaxFileSize)
			if len(ps) != 0 || len(notices) != 1 || notices[0].Subject != "go.mod" || notices[0].Reason != notice.Manifest || !strings.Contains(notices[0].Message, "package manifest not read") {
				t.Errorf("manifest: packages %v notices %v, want one notice for go.mod", ps, notices)
			}
			var rt *extract.Router
			router := func() *extract.Router {
				if rt == nil {
					rt = extract.NewRouter(qs, rx)
				}
				return rt
			}
			defer func() {
				if rt != nil {
					rt.Close()
				}
			}()
			j := job{entry: l.files[0], lang: reg.ByID("go")}
			o := indexFile(context.Background(), router, reg, root, j, langSalts(reg), withDefaults(Options{Root: root}))
			if o.skip == nil || !strings.HasPrefix(o.skip.Reason, tc.want) {
				t.Errorf("a.go: outcome %+v, want skip %q", o.skip, tc.want)
			}
		})
	}
}

// TestSpecialFilesAreReported: a FIFO where a file is listed (a tracked
// file the work tree replaced, or one found by the walk) is skipped as
// special with its kind, never opened, and the run goes on.
func TestSpecialFilesAreReported(t *testing.T) {
	for _, git := range []bool{true, false} {
		t.Run(fmt.Sprintf("git=%t", git), func(t *testing.T) {
			root := t.TempDir()
			writeTree(t, root, map[string]string{"a.go": "package a\n", "pipe.go": "package a\n"})
			if git {
				gitCommit(t, root)
			}
			swapTo(t, root, "pipe.go", fifo)
			res := runIndex(t, root, Options{})
			if s := skipOf(res, "pipe.go", ReasonSpecial+": a FIFO"); s == nil {
				t.Errorf("pipe.go: skips %v, want %s: a FIFO", res.Skipped, ReasonSpecial)
			}
			if fileOf(res, "a.go") == nil {
				t.Error("a.go not indexed")
			}
		})
	}
}
