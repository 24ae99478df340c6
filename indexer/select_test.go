package indexer

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/internal/ignore"
	"github.com/soulindex/soulindex/internal/testutil"
	"github.com/soulindex/soulindex/langs"
)

// writeTree creates files (slash paths → content) under root.
func writeTree(t *testing.T, root string, files map[string]string) {
	testutil.WriteTree(t, root, files)
}

func gitInit(t *testing.T, root string) {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		if os.Getenv("SOULINDEX_REQUIRE_TOOLS") != "" {
			t.Fatal("git is required (SOULINDEX_REQUIRE_TOOLS is set)")
		}
		t.Skip("git is not installed: the git listing mode cannot be tested")
	}
	for _, args := range [][]string{{"init", "-q"}, {"add", "-A"}} {
		if out, err := exec.Command("git", append([]string{"-C", root}, args...)...).CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
}

// TestIgnoreFile checks .soulindexignore semantics in both listing modes:
// the same tree must give the same files whether git or the walk lists it.
func TestIgnoreFile(t *testing.T) {
	tree := map[string]string{
		IgnoreFile: strings.Join([]string{
			"# generated code",
			"*.gen.go",
			"!keep.gen.go",
			"build/",        // directory pattern: the directory and all under it
			"!build/main.c", // cannot re-include under an excluded directory (git semantics)
			"/top.py",       // anchored: only at the root
			"docs/**/*.md",  // globstar below docs
			"vendor",        // a name matches at any depth
		}, "\n") + "\n",
		"a.go":              "package a",
		"x.gen.go":          "package a",
		"keep.gen.go":       "package a",
		"sub/y.gen.go":      "package a",
		"build/main.c":      "int main;",
		"build/out/x.c":     "int x;",
		"top.py":            "x = 1",
		"sub/top.py":        "x = 1",
		"docs/a/b/guide.md": "# x",
		"docs/readme.txt":   "x",
		"lib/vendor/v.go":   "package v",
		"vendor.go":         "package v",
		// A nested ignore file applies to its own subtree only, and may
		// negate a pattern from above.
		"pkg/" + IgnoreFile: "*.txt\n!y.gen.go\n",
		"pkg/notes.txt":     "x",
		"pkg/y.gen.go":      "package p",
		"other/notes.txt":   "x",
	}
	want := []string{
		IgnoreFile, "a.go", "docs/readme.txt", "keep.gen.go", "other/notes.txt",
		"pkg/" + IgnoreFile, "pkg/y.gen.go", "sub/top.py", "vendor.go",
	}
	// Excluded paths are never looked at: a broken symlink inside an
	// excluded directory would otherwise be reported as a skip.
	setup := func(t *testing.T) string {
		root := t.TempDir()
		writeTree(t, root, tree)
		if err := os.Symlink("missing", filepath.Join(root, "build", "dangling.c")); err != nil {
			t.Fatal(err)
		}
		return root
	}
	check := func(t *testing.T, root, source string) {
		l, err := list(context.Background(), root, DefaultMaxFileSize, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		if l.source != source {
			t.Fatalf("listed by %s, want %s", l.source, source)
		}
		var got []string
		for _, e := range l.files {
			got = append(got, e.rel)
		}
		if !slices.Equal(got, want) {
			t.Errorf("files:\n got %q\nwant %q", got, want)
		}
		if len(l.skipped) != 0 {
			t.Errorf("skipped %v, want none (excluded paths must not be examined)", l.skipped)
		}
	}
	t.Run("walk", func(t *testing.T) {
		check(t, setup(t), "walk")
	})
	t.Run("git", func(t *testing.T) {
		root := setup(t)
		gitInit(t, root)
		check(t, root, "git")
	})
}

// TestIgnoreExtraPatterns: configured excludes act as root-level patterns
// that an ignore file may override.
func TestIgnoreExtraPatterns(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{
		IgnoreFile:         "!testdata/keep.go\n",
		"a.go":             "package a",
		"testdata/x.go":    "package x",
		"testdata/keep.go": "package x",
		"third_party/z.go": "package z",
	})
	l, err := list(context.Background(), root, DefaultMaxFileSize, nil, []string{"testdata/*.go", "third_party/"})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range l.files {
		got = append(got, e.rel)
	}
	if want := []string{IgnoreFile, "a.go", "testdata/keep.go"}; !slices.Equal(got, want) {
		t.Errorf("files = %q, want %q", got, want)
	}
}

// TestIgnoreUnreadable: an ignore file that cannot be read is reported and
// the run goes on.
func TestIgnoreUnreadable(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{"a.go": "package a"})
	// A directory where the file should be: opening works, reading fails.
	if err := os.Mkdir(filepath.Join(root, IgnoreFile), 0o755); err != nil {
		t.Fatal(err)
	}
	l, err := list(context.Background(), root, DefaultMaxFileSize, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(l.files) != 1 || l.files[0].rel != "a.go" {
		t.Errorf("files = %v, want a.go", l.files)
	}
	if len(l.skipped) != 1 || l.skipped[0].Path != IgnoreFile || !strings.HasPrefix(l.skipped[0].Reason, ReasonUnreadable) {
		t.Errorf("skipped = %v, want %s unreadable", l.skipped, IgnoreFile)
	}
}

// TestRunLanguagesAndProgress: language filters drop files before they are
// read, and Progress counts every file the workers handle.
func TestRunLanguagesAndProgress(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{
		"a.go":   "package a\nfunc A() {}\n",
		"b.py":   "def b():\n    pass\n",
		"c.rs":   "fn c() {}\n",
		"bin.py": "x\x00binary", // read → a binary skip; filtered → nothing
	})
	reg := langs.MustNew()
	qs, err := extract.CompileQueries(reg)
	if err != nil {
		t.Fatal(err)
	}
	defer qs.Close()
	tests := []struct {
		name            string
		only, disabled  []string
		files, skipped  []string
		total           int64
		wantUnsupported int
	}{
		{"all", nil, nil, []string{"a.go", "b.py", "c.rs"}, []string{"bin.py"}, 4, 0},
		{"only", []string{"go", "rust"}, nil, []string{"a.go", "c.rs"}, nil, 2, 0},
		{"disabled", nil, []string{"python"}, []string{"a.go", "c.rs"}, nil, 2, 0},
		{"both", []string{"go", "python"}, []string{"python"}, []string{"a.go"}, nil, 1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var p Progress
			res, err := Run(context.Background(), reg, qs, Options{Root: root, Jobs: 2, Languages: tt.only, DisabledLanguages: tt.disabled, Progress: &p})
			if err != nil {
				t.Fatal(err)
			}
			var files, skipped []string
			for _, f := range res.Files {
				files = append(files, f.Path)
			}
			for _, s := range res.Skipped {
				skipped = append(skipped, s.Path)
			}
			if !slices.Equal(files, tt.files) || !slices.Equal(skipped, tt.skipped) {
				t.Errorf("files %q skipped %q, want %q and %q", files, skipped, tt.files, tt.skipped)
			}
			if p.Total.Load() != tt.total || p.Done.Load() != tt.total {
				t.Errorf("progress %d/%d, want %d/%d", p.Done.Load(), p.Total.Load(), tt.total, tt.total)
			}
			if res.Unsupported != tt.wantUnsupported {
				t.Errorf("unsupported = %d, want %d", res.Unsupported, tt.wantUnsupported)
			}
		})
	}
}

func FuzzIgnorePatterns(f *testing.F) {
	f.Add("*.go\n!keep.go\nbuild/\n/top\n**/x/**\n", "a/b/keep.go")
	f.Add("\\#x\n\\!y\n[a-\n", "[a-/b")
	f.Fuzz(func(t *testing.T, file, rel string) {
		root := t.TempDir()
		if err := os.WriteFile(filepath.Join(root, IgnoreFile), []byte(file), 0o644); err != nil {
			t.Fatal(err)
		}
		ig := newIgnorer(root, strings.Split(file, "\n"))
		rel = strings.Trim(filepath.ToSlash(filepath.Clean("/"+rel)), "/")
		if rel == "" {
			return
		}
		ig.excluded(rel, false) // must not panic on any pattern or path
		ig.excluded(rel, true)
	})
}

func TestSkipKind(t *testing.T) {
	for _, c := range []struct{ reason, kind string }{
		{ReasonBinary, ReasonBinary},
		{ReasonTooLarge + ": 2 MB over 1 MB", ReasonTooLarge},
		{ReasonError + ": parse: unexpected: colon", ReasonError},
	} {
		if got := (Skip{Path: "x", Reason: c.reason}).Kind(); got != c.kind {
			t.Errorf("Kind of %q = %q, want %q", c.reason, got, c.kind)
		}
	}
}

// TestHugeIgnoreFilesCompiledOnce: five nested ignore files of 1 MB each
// (generated lists: names, paths, extensions, prefixes) are read and
// compiled once per run, and a listed path tries a handful of their
// 300,000 patterns, not all of them: a run over a few thousand files took
// a minute when every path tried every pattern.
func TestHugeIgnoreFilesCompiledOnce(t *testing.T) {
	root := t.TempDir()
	kinds := []string{"gen%d.tmp", "*.x%d", "out%d/*.o", "**/cache%d/obj", "b%d*[0-9].log", "/lib%d.a", "sub%d/"}
	dirs := []string{".", "a", "a/b", "a/b/c", "a/b/c/d"}
	var paths []string
	tree := map[string]string{}
	for d, dir := range dirs {
		var text strings.Builder
		// One real pattern per level, hit by a file of the deepest one.
		fmt.Fprintf(&text, "hit%d.py\n", d)
		for i := 0; text.Len() < ignoreFileMax-64; i++ {
			fmt.Fprintf(&text, kinds[i%len(kinds)]+"\n", i)
		}
		tree[path.Join(dir, IgnoreFile)] = text.String()
		for i := range 40 {
			p := path.Join(dir, fmt.Sprintf("m%d.py", i))
			tree[p] = "x = 1\n"
			paths = append(paths, p)
		}
		p := path.Join("a/b/c/d", fmt.Sprintf("hit%d.py", d))
		tree[p] = "x = 1\n"
		paths = append(paths, p)
	}
	writeTree(t, root, tree)
	ig := newIgnorer(root, nil)
	var kept []string
	for _, p := range paths {
		if !ig.excluded(p, false) {
			kept = append(kept, p)
		}
	}
	if len(ig.problems) > 0 {
		t.Fatalf("ignore files not read: %v", ig.problems)
	}
	if len(kept) != len(dirs)*40 {
		t.Errorf("kept %d of %d paths, want all but the %d hits", len(kept), len(paths), len(dirs))
	}
	if per := ig.tried / len(paths); per > 20 {
		t.Errorf("a path tried %d patterns on average", per)
	}
}

// TestUnanchoredIgnorePatternsBounded: patterns with no literal start or
// end are tried on every path; an ignore file taking them over the bound
// is reported and not applied, and the paths it would have cost stay
// cheap.
func TestUnanchoredIgnorePatternsBounded(t *testing.T) {
	root := t.TempDir()
	var text strings.Builder
	for i := range ignore.MaxUnanchored + 1 {
		fmt.Fprintf(&text, "*x%d*\n", i)
	}
	writeTree(t, root, map[string]string{"sub/" + IgnoreFile: text.String(), "sub/a.py": "", IgnoreFile: "*tmp*\n"})
	ig := newIgnorer(root, nil)
	if ig.excluded("sub/a.py", false) {
		t.Error("sub/a.py excluded")
	}
	if len(ig.problems) != 1 || ig.problems[0].Path != "sub/"+IgnoreFile || !strings.Contains(ig.problems[0].Reason, "literal start or end") {
		t.Errorf("problems %v, want sub/%s reported", ig.problems, IgnoreFile)
	}
	if !ig.excluded("sub/x.tmp.py", false) || ig.tried > 4 {
		t.Errorf("the root's pattern: excluded %t after %d tries", ig.excluded("sub/x.tmp.py", false), ig.tried)
	}
}
