package ignore

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
)

func TestMatches(t *testing.T) {
	tests := []struct {
		line, base, rel string
		isDir, want     bool
	}{
		{"*.o", "", "a/b/c.o", false, true},
		{"*.o", "", "a/b/c.oo", false, false},
		{"foo", "", "a/foo", false, true},
		{"foo", "", "a/foo/b", false, false}, // the last component only
		{"foo/", "", "a/foo", false, false},
		{"foo/", "", "a/foo", true, true},
		{"/foo", "", "foo", false, true},
		{"/foo", "", "a/foo", false, false},
		{"/foo", "a", "a/foo", false, true},
		{"a/*.c", "", "a/x.c", false, true},
		{"a/*.c", "", "a/b/x.c", false, false},
		{"a/**/x.c", "", "a/x.c", false, true},
		{"a/**/x.c", "", "a/b/c/x.c", false, true},
		{"**/x.c", "", "x.c", false, true},
		{"**/x.c", "", "p/q/x.c", false, true},
		{"a/**", "", "a/b/c", false, true},
		{"a/**", "", "a", true, false},
		{"a**b/c", "", "axyb/c", false, true},
		{"a**b/c", "", "ax/yb/c", false, false}, // '**' inside a name is '*'
		{"x/**a/b", "", "x/q/a/b", false, false},
		// git compares the literal start apart: the rest, "**/b", spans
		// directories.
		{"a**/b", "", "ax/y/b", false, true},
		{"?.c", "", "x.c", false, true},
		{"a/?/c", "", "a/b/c", false, true},
		{"[ab].c", "", "b.c", false, true},
		{"[!ab].c", "", "b.c", false, false},
		{"[^ab].c", "", "c.c", false, true},
		{"[a-c]x", "", "bx", false, true},
		{"[]]x", "", "]x", false, true},
		{"[[:digit:]]x", "", "7x", false, true},
		{"[[:nope:]]x", "", "7x", false, false},
		{"[ab", "", "[ab", false, false}, // unclosed: nothing
		{`\*x`, "", "*x", false, true},
		{`\*x`, "", "ax", false, false},
		{`\#x`, "", "#x", false, true},
		{`\!x`, "", "!x", false, true},
		{"x\\ ", "", "x ", false, true},
		{"x  ", "", "x", false, true},
		{"x\r", "", "x", false, true},
	}
	for _, tt := range tests {
		p, ok := Parse(tt.line, tt.base)
		if !ok {
			t.Errorf("Parse(%q) gave no pattern", tt.line)
			continue
		}
		if got := p.Matches(tt.rel, tt.isDir); got != tt.want {
			t.Errorf("%q in %q matches %q (dir %t) = %t, want %t", tt.line, tt.base, tt.rel, tt.isDir, got, tt.want)
		}
	}
	for _, line := range []string{"", "#x", "!", "/", "   "} {
		if _, ok := Parse(line, ""); ok {
			t.Errorf("Parse(%q) gave a pattern", line)
		}
	}
}

func TestLastMatchDecides(t *testing.T) {
	var l List
	for _, line := range []string{"*.log", "!keep.log", "keep.log"} {
		p, _ := Parse(line, "")
		l = append(l, p)
	}
	if !l.Ignored("keep.log", false) {
		t.Error("the last pattern ignores keep.log")
	}
	if !l[:2].Ignored("a.log", false) || l[:2].Ignored("keep.log", false) {
		t.Error("!keep.log re-includes keep.log only")
	}
	if (List{}).Ignored("x", false) {
		t.Error("no pattern ignores nothing")
	}
}

// TestAgainstGit builds random trees with random .gitignore files and
// compares what is left, walked with these patterns as the indexer walks
// (an ignored directory is not entered), with the untracked files real git
// lists.
func TestAgainstGit(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Fatalf("git is required: %v", err)
	}
	n := 150
	if s := os.Getenv("IGNORE_SEEDS"); s != "" {
		fmt.Sscan(s, &n)
	}
	if testing.Short() {
		n = 30
	}
	for seed := 0; seed < n; seed++ {
		r := rand.New(rand.NewPCG(uint64(seed), 7))
		dir := t.TempDir()
		files, ignores := randomTree(r)
		for _, f := range files {
			writeFile(t, filepath.Join(dir, f), "x\n")
		}
		for d, lines := range ignores {
			writeFile(t, filepath.Join(dir, d, ".gitignore"), strings.Join(lines, "\n")+"\n")
		}
		want := gitUntracked(t, dir)
		got := walkLike(t, dir)
		if !slices.Equal(got, want) {
			var desc strings.Builder
			for _, d := range sortedKeys(ignores) {
				fmt.Fprintf(&desc, "%s/.gitignore: %q\n", d, ignores[d])
			}
			t.Fatalf("seed %d:\n%sfiles %q\ngit lists %q\nwe keep   %q", seed, desc.String(), files, want, got)
		}
	}
}

var (
	nameParts = []string{"a", "b", "ab", "ba", "a.c", "b.o", "x.c", "abc"}
	globParts = []string{"a", "b", "ab", "*", "?", "*.c", "*.o", "a*", "*b", "[ab]", "[!a]*", "**", "a**", "**c", "[a-b]?", `\a`, "[[:alpha:]]*", "x.c", "abc", "[]a]", "[[:b]", "[a-]", `[\]]`, "*.[co]", "a?c", "[^b]"}
)

func randomTree(r *rand.Rand) (files []string, ignores map[string][]string) {
	seen := map[string]bool{}
	for i := 0; i < 25; i++ {
		depth := 1 + r.IntN(4)
		parts := make([]string, depth)
		for j := range parts {
			parts[j] = nameParts[r.IntN(len(nameParts))]
		}
		f := strings.Join(parts, "/")
		// A path cannot be both a file and a directory.
		clash := false
		for p := range seen {
			if strings.HasPrefix(p, f+"/") || strings.HasPrefix(f, p+"/") {
				clash = true
			}
		}
		if !clash && !seen[f] {
			seen[f] = true
			files = append(files, f)
		}
	}
	dirs := map[string]bool{".": true}
	for _, f := range files {
		for d := path.Dir(f); d != "."; d = path.Dir(d) {
			dirs[d] = true
		}
	}
	ignores = map[string][]string{}
	for d := range dirs {
		if d != "." && r.IntN(3) != 0 {
			continue
		}
		var lines []string
		for k := 1 + r.IntN(4); k > 0; k-- {
			lines = append(lines, randomPattern(r))
		}
		ignores[d] = lines
	}
	return files, ignores
}

func randomPattern(r *rand.Rand) string {
	n := 1 + r.IntN(3)
	parts := make([]string, n)
	for i := range parts {
		parts[i] = globParts[r.IntN(len(globParts))]
	}
	p := strings.Join(parts, "/")
	if r.IntN(4) == 0 {
		p = "/" + p
	}
	if r.IntN(4) == 0 {
		p += "/"
	}
	if r.IntN(4) == 0 {
		p = "!" + p
	}
	return p
}

func writeFile(t *testing.T, name, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// gitUntracked lists the files git would add in dir: untracked and not
// ignored, the user's own excludes switched off.
func gitUntracked(t *testing.T, dir string) []string {
	t.Helper()
	run := func(args ...string) []byte {
		cmd := exec.CommandContext(context.Background(), "git", append([]string{"-C", dir, "-c", "core.excludesFile=" + os.DevNull, "-c", "core.ignoreCase=false"}, args...)...)
		cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "HOME="+dir)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("git %q: %v", args, err)
		}
		return out
	}
	run("init", "-q")
	var got []string
	for _, p := range strings.Split(string(run("ls-files", "-z", "--others", "--exclude-standard")), "\x00") {
		if p != "" {
			got = append(got, p)
		}
	}
	sort.Strings(got)
	return got
}

// walkLike walks dir as the indexer does: each directory's .gitignore
// appended to the patterns inherited, an ignored directory not entered.
func walkLike(t *testing.T, dir string) []string {
	t.Helper()
	lists := map[string]List{}
	var kept []string
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		if d.IsDir() && d.Name() == ".git" {
			return filepath.SkipDir
		}
		parent := path.Dir(rel)
		if d.IsDir() {
			if rel != "." && lists[parent].Ignored(rel, true) {
				return filepath.SkipDir
			}
			l := slices.Clip(lists[parent])
			if data, err := os.ReadFile(filepath.Join(p, ".gitignore")); err == nil {
				for _, line := range strings.SplitAfter(string(data), "\n") {
					if pat, ok := Parse(line, rel); ok {
						l = append(l, pat)
					}
				}
			}
			lists[rel] = l
			return nil
		}
		if !lists[parent].Ignored(rel, false) {
			kept = append(kept, rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(kept)
	return kept
}

func sortedKeys(m map[string][]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// FuzzMatch: no pattern or path makes the matcher fail, and the fast
// comparisons (a literal name, a '*' suffix) agree with the general
// matcher.
func FuzzMatch(f *testing.F) {
	for _, s := range []string{"*.o", "a/**/b", "[[:alpha:]]x", "[!a-c]?", `\*`, "**", "a/*/b/"} {
		f.Add(s, "a/b/c.o", false)
	}
	f.Fuzz(func(t *testing.T, line, rel string, isDir bool) {
		p, ok := Parse(line, "")
		if !ok {
			return
		}
		got := p.Matches(rel, isDir)
		if p.kind == general || (p.dirOnly && !isDir) {
			return
		}
		name := rel
		if p.name {
			name = rel[strings.LastIndexByte(rel, '/')+1:]
		}
		if want := wildmatch(p.glob, name, !p.name) == matched; p.name && got != want {
			t.Errorf("%q on %q: fast path %t, wildmatch %t", line, rel, got, want)
		}
	})
}
