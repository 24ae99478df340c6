package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/pipeline"
)

func write(t *testing.T, root, rel string, data []byte) {
	t.Helper()
	p := filepath.Join(root, filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

const goodGo = "package p\n\n// Good is fine.\nfunc Good() int { return 1 }\n"

// reasons maps each skipped path to its reason.
func reasons(st pipeline.Stats) map[string]string {
	m := map[string]string{}
	for _, s := range st.Skipped {
		m[s.Path] = s.Reason
	}
	return m
}

func notices(st pipeline.Stats) map[string]string {
	m := map[string]string{}
	for _, n := range st.Notices {
		m[n.Subject] = n.Message
	}
	return m
}

// TestBadInput builds a tree with every kind of bad file next to a good
// one: each bad file gets a clear reason and the good file is still indexed.
func TestBadInput(t *testing.T) {
	root := t.TempDir()
	write(t, root, "good.go", []byte(goodGo))
	write(t, root, "empty.go", nil)
	write(t, root, "binary.go", append([]byte("package p\n"), 0, 1, 2, 3))
	write(t, root, "big.go", []byte("package p\n"+strings.Repeat("// filler line\n", 200)))
	write(t, root, "latin1.go", []byte("package p\n\n// Caf\xe9 is not UTF-8.\nfunc Caf\xe9() {}\nfunc After() {}\n"))
	write(t, root, "broken.go", []byte("package p\n\nfunc Before() {}\n\nfunc Broken(a int {\n\treturn a +\n}\n\ntype After struct{ X int }\n\nfunc Last() {}\n"))
	if err := os.Symlink("loop-b.go", filepath.Join(root, "loop-a.go")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("loop-a.go", filepath.Join(root, "loop-b.go")); err != nil {
		t.Fatal(err)
	}
	outside := filepath.Join(t.TempDir(), "outside.go")
	write(t, filepath.Dir(outside), "outside.go", []byte(goodGo))
	if err := os.Symlink(outside, filepath.Join(root, "escape.go")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("good.go", filepath.Join(root, "alias.go")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(root, filepath.Join(root, "self")); err != nil {
		t.Fatal(err) // a directory loop: must not be followed
	}

	out := t.TempDir()
	r := soulindex(t, "index", root, "--out", out, "--max-file-size", "1K", "--json")
	if r.code != exitOK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	st := stats(t, r)
	why := reasons(st)
	for path, want := range map[string]string{
		"binary.go":  "binary: NUL byte",
		"big.go":     "too-large:",
		"loop-a.go":  "symlink: symlink loop",
		"loop-b.go":  "symlink: symlink loop",
		"escape.go":  "symlink: leaves the root",
		"alias.go":   "symlink: points to good.go",
		"self":       "symlink:",
		"good.go":    "",
		"empty.go":   "",
		"latin1.go":  "",
		"broken.go":  "",
		"outside.go": "",
	} {
		got, skipped := why[path]
		if want == "" {
			if skipped {
				t.Errorf("%s skipped (%s), want indexed", path, got)
			}
			continue
		}
		if !strings.HasPrefix(got, want) {
			t.Errorf("%s: reason %q, want prefix %q", path, got, want)
		}
		if !strings.Contains(r.stderr, "skipped "+path+": ") {
			t.Errorf("stderr does not report %s:\n%s", path, r.stderr)
		}
	}
	note := notices(st)
	if !strings.Contains(note["latin1.go"], "invalid UTF-8") {
		t.Errorf("latin1.go notice = %q, want invalid UTF-8", note["latin1.go"])
	}
	if !strings.Contains(note["broken.go"], "syntax errors") {
		t.Errorf("broken.go notice = %q, want syntax errors", note["broken.go"])
	}
	if st.Files != 4 {
		t.Errorf("indexed %d files, want 4 (good, empty, latin1, broken)", st.Files)
	}
	// The partial tree of broken.go still yields the definitions around the error.
	m, err := os.ReadFile(filepath.Join(out, "soulmap.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"func Good() int :4", "func Before() :3", "type After struct :9", "func Last() :11", "func After() :5"} {
		if !bytes.Contains(m, []byte(want)) {
			t.Errorf("soul map lacks %q:\n%s", want, m)
		}
	}
	scipLint(t, filepath.Join(out, "index.scip"))
}

// TestParseDeadline: a file that cannot be parsed within --parse-timeout
// falls back to the regex tier, which says so everywhere (notice, coverage,
// Soul Map); a file of a language no lower tier serves is skipped with the
// reason. Either way the run goes on.
func TestParseDeadline(t *testing.T) {
	root := t.TempDir()
	write(t, root, "a_good.go", []byte(goodGo))
	var big strings.Builder
	big.WriteString("package p\n")
	// About 10 MB of Go (and of JSON): a second or more to parse, against
	// well under a millisecond for the small files, so a 250ms deadline
	// separates them even on a machine loaded by parallel test packages.
	for i := 0; big.Len() < 10<<20; i++ {
		fmt.Fprintf(&big, "func F%d(a, b int) int { if a > b { return a*b + (a-b)/(a+1) }; return b }\n", i)
	}
	write(t, root, "slow.go", []byte(big.String()))
	var data strings.Builder
	data.WriteString("{\n")
	for i := 0; data.Len() < 10<<20; i++ {
		fmt.Fprintf(&data, "  \"key%d\": {\"a\": [1, 2, 3], \"b\": \"some text here\"},\n", i)
	}
	data.WriteString("  \"last\": 0\n}\n")
	write(t, root, "slow.json", []byte(data.String()))
	write(t, root, "z_good.go", []byte(goodGo))
	out := t.TempDir()
	r := soulindex(t, "index", root, "--out", out, "--parse-timeout", "250ms", "--max-file-size", "16M", "--json")
	if r.code != exitOK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	st := stats(t, r)
	if got := reasons(st)["slow.json"]; !strings.HasPrefix(got, "parse-deadline:") {
		t.Errorf("slow.json reason %q, want parse-deadline (JSON has no lower tier)", got)
	}
	if got := notices(st)["slow.go"]; !strings.Contains(got, "regex tier") || !strings.Contains(got, "parse deadline") {
		t.Errorf("slow.go notice %q, want a regex-tier fallback for the parse deadline", got)
	}
	if st.Files != 3 || st.Fallbacks != 1 || st.Backends["regex"] != 1 {
		t.Errorf("indexed %d files (%d fallbacks, backends %v), want 3 with slow.go from the regex tier", st.Files, st.Fallbacks, st.Backends)
	}
	cov, err := os.ReadFile(filepath.Join(out, "coverage.json"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(cov, []byte(`"path": "slow.go"`)) || !bytes.Contains(cov, []byte(`"backend": "regex"`)) {
		t.Errorf("coverage.json does not list slow.go as a regex fallback:\n%s", cov)
	}
	m, err := os.ReadFile(filepath.Join(out, "soulmap.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`slow.go: \(→0\)( [\d.]+%)? \[regex fallback: tree-sitter: parse deadline`).Match(m) || !bytes.Contains(m, []byte("+func F0(a, b int) int :2")) {
		t.Errorf("soul map does not show slow.go's regex outline as a fallback:\n%.600s", m)
	}
	scipLint(t, filepath.Join(out, "index.scip"))
}

// TestUnreadable runs the real binary as an unprivileged user, because root
// reads files whatever their mode.
func TestUnreadable(t *testing.T) {
	root := t.TempDir()
	os.Chmod(root, 0o755)
	os.Chmod(filepath.Dir(root), 0o755)
	write(t, root, "good.go", []byte(goodGo))
	write(t, root, "secret.go", []byte(goodGo))
	write(t, root, "locked/inner.go", []byte(goodGo))
	if err := os.Chmod(filepath.Join(root, "secret.go"), 0); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(filepath.Join(root, "locked"), 0); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(filepath.Join(root, "locked"), 0o755) })
	out := filepath.Join(root, "out")
	if err := os.Mkdir(out, 0o777); err != nil {
		t.Fatal(err)
	}
	os.Chmod(out, 0o777)

	args := []string{binPath, "index", root, "--out", out, "--json"}
	if os.Geteuid() == 0 {
		setpriv, err := exec.LookPath("setpriv")
		if err != nil {
			t.Skip("running as root and setpriv (util-linux) is missing, so permissions cannot be tested")
		}
		args = append([]string{setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", "--"}, args...)
	}
	var stdout, stderr bytes.Buffer
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%v: %v\n%s", args, err, stderr.String())
	}
	st := stats(t, result{stdout: stdout.String()})
	why := reasons(st)
	if !strings.HasPrefix(why["secret.go"], "unreadable: permission denied") {
		t.Errorf("secret.go reason %q", why["secret.go"])
	}
	if !strings.HasPrefix(why["locked"], "unreadable: permission denied") {
		t.Errorf("locked/ reason %q (all: %v)", why["locked"], why)
	}
	if st.Files != 1 {
		t.Errorf("indexed %d files, want 1", st.Files)
	}
}

// TestGitListing: in a git work tree, untracked files that are not ignored
// are indexed, ignored and deleted ones are not.
func TestGitListing(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	root := t.TempDir()
	gitc := func(args ...string) {
		cmd := exec.Command("git", append([]string{"-C", root, "-c", "user.email=t@t", "-c", "user.name=t"}, args...)...)
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, b)
		}
	}
	gitc("init", "-q")
	write(t, root, ".gitignore", []byte("gen/\n*.pb.go\n"))
	write(t, root, "tracked.go", []byte(goodGo))
	write(t, root, "gone.go", []byte(goodGo))
	gitc("add", ".")
	gitc("commit", "-qm", "init")
	os.Remove(filepath.Join(root, "gone.go"))
	write(t, root, "untracked.go", []byte(goodGo))
	write(t, root, "gen/out.go", []byte(goodGo))
	write(t, root, "api.pb.go", []byte(goodGo))
	write(t, root, "node_modules/dep/index.js", []byte("function f() {}\n"))

	r := soulindex(t, "index", root, "--json", "--quiet")
	if r.code != exitOK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	st := stats(t, r)
	if st.Source != "git" {
		t.Errorf("source = %q, want git", st.Source)
	}
	if st.Files != 2 || st.Languages["go"] != 2 {
		t.Errorf("indexed %d files %v, want tracked.go and untracked.go", st.Files, st.Languages)
	}
	if !strings.HasPrefix(reasons(st)["gone.go"], "missing:") {
		t.Errorf("gone.go not reported as missing: %v", st.Skipped)
	}
	if _, err := os.Stat(filepath.Join(root, ".soulindex", "index.scip")); err != nil {
		t.Errorf("default output missing: %v", err)
	}
}

// TestWalkHonoursGitignore: outside git, every .gitignore applies to its
// own subtree, negations work, and default ignores are never indexed.
func TestWalkHonoursGitignore(t *testing.T) {
	root := t.TempDir()
	write(t, root, ".gitignore", []byte("*.gen.go\nbuild/\n!keep.gen.go\n"))
	write(t, root, "a.go", []byte(goodGo))
	write(t, root, "x.gen.go", []byte(goodGo))
	write(t, root, "keep.gen.go", []byte(goodGo))
	write(t, root, "build/b.go", []byte(goodGo))
	write(t, root, "sub/.gitignore", []byte("local.go\n/rooted.go\n"))
	write(t, root, "sub/local.go", []byte(goodGo))
	write(t, root, "sub/rooted.go", []byte(goodGo))
	write(t, root, "sub/deeper/rooted.go", []byte(goodGo))
	write(t, root, "sub/deeper/local.go", []byte(goodGo))
	write(t, root, "local.go", []byte(goodGo)) // sub's rules do not apply here
	write(t, root, "node_modules/m/m.js", []byte("function f() {}\n"))
	write(t, root, ".soulindex/old.go", []byte(goodGo))
	write(t, root, ".git/hooks/h.py", []byte("def f(): pass\n"))

	out := t.TempDir()
	r := soulindex(t, "index", root, "--out", out, "--json", "--quiet")
	if r.code != exitOK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	st := stats(t, r)
	if st.Source != "walk" {
		t.Fatalf("source = %q, want walk", st.Source)
	}
	m, err := os.ReadFile(filepath.Join(out, "soulmap.md"))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"a.go:", "keep.gen.go:", "local.go:", "sub/deeper/rooted.go:"}
	for _, w := range want {
		if !bytes.Contains(m, []byte("\n"+w+" (→")) {
			t.Errorf("soul map lacks %s", w)
		}
	}
	if st.Files != len(want) {
		t.Errorf("indexed %d files, want %d:\n%s", st.Files, len(want), m)
	}
}
