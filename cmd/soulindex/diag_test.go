package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/soulindex/soulindex/diag"
	"github.com/soulindex/soulindex/internal/gitcmd/gittest"
)

// fixtureEdit replaces one snippet of a fixture file.
type fixtureEdit struct {
	file, old, new string
}

// diagLangCase is one language's end-to-end scenario on
// testdata/diag/<dir>: break introduces an error in errFile (its message
// contains errMsg); cross changes a callee's signature so that an error
// containing crossMsg appears in crossFile, which is not edited.
type diagLangCase struct {
	dir, server         string
	breaks              []fixtureEdit
	errFile, errMsg     string
	cross               []fixtureEdit
	crossFile, crossMsg string
	// legacyMsg is the fixture's deliberate error in errFile, there at
	// the base: edits above it must not make it new; the cross edits fix
	// it, so it must come out resolved.
	legacyMsg string
	// golden: the cross-file reports (JSON and human) are compared with
	// testdata/diag/golden/<dir>-cross.{json,txt}; commit dates are fixed,
	// so the hashes in them are stable.
	golden bool
}

var diagCases = []diagLangCase{
	{
		dir: "go", server: "gopls",
		breaks: []fixtureEdit{{"calc.go", "// Add returns", "// Extra lines shift what follows.\n\n// Add returns"},
			{"calc.go", "return a + b", "return a + b + missingValue"}},
		errFile: "calc.go", errMsg: "undefined: missingValue",
		cross:     []fixtureEdit{{"calc.go", "func Add(a, b int) int {", "func Add(a, b, c int) int {"}, {"calc.go", "return Add(n, n)", "return Add(n, n, n)"}, {"calc.go", "return legacyMissing", "return 0"}},
		crossFile: "main.go", crossMsg: "not enough arguments in call to Add",
		legacyMsg: `undefined: legacyMissing`,
		golden:    true,
	},
	{
		dir: "ts", server: "typescript-language-server",
		breaks:  []fixtureEdit{{"src/calc.ts", "  return a + b;", "  const label: string = a;\n  return a + b;"}},
		errFile: "src/calc.ts", errMsg: "Type 'number' is not assignable to type 'string'",
		cross:     []fixtureEdit{{"src/calc.ts", "add(a: number, b: number)", "add(a: number, b: number, c: number)"}, {"src/calc.ts", "add(n, n)", "add(n, n, n)"}, {"src/calc.ts", "return legacyMissing;", "return 0;"}},
		crossFile: "src/main.ts", crossMsg: "Expected 3 arguments, but got 2",
		legacyMsg: `Cannot find name 'legacyMissing'`,
	},
	{
		dir: "python", server: "pyright-langserver",
		breaks:  []fixtureEdit{{"calc.py", "def add(", "# Shifts what follows.\ndef add("}, {"calc.py", "return a + b", "return a + b + missing_value"}},
		errFile: "calc.py", errMsg: `"missing_value" is not defined`,
		cross:     []fixtureEdit{{"calc.py", "def add(a: int, b: int)", "def add(a: int, b: int, c: int)"}, {"calc.py", "add(n, n)", "add(n, n, n)"}, {"calc.py", "return legacy_missing", "return 0"}},
		crossFile: "main.py", crossMsg: `Argument missing for parameter "c"`,
		legacyMsg: `"legacy_missing" is not defined`,
	},
	{
		dir: "c", server: "clangd",
		breaks:  []fixtureEdit{{"calc.c", "int add(", "/* Shifts what follows. */\nint add("}, {"calc.c", "return a + b;", "return a + b + missing_value;"}},
		errFile: "calc.c", errMsg: "undeclared identifier 'missing_value'",
		cross:     []fixtureEdit{{"calc.h", "int add(int a, int b);", "int add(int a, int b, int c);"}, {"calc.c", "int add(int a, int b) {", "int add(int a, int b, int c) {"}, {"calc.c", "return legacy_missing;", "return 0;"}},
		crossFile: "main.c", crossMsg: "oo few arguments to function call",
		legacyMsg: `undeclared identifier 'legacy_missing'`,
	},
}

// requireServer finds a language server on PATH; without it the test
// skips and says why, unless SOULINDEX_REQUIRE_TOOLS is set.
func requireServer(t *testing.T, name string) {
	t.Helper()
	if _, err := exec.LookPath(name); err == nil {
		return
	}
	msg := name + " not on PATH: run `eval \"$(scripts/install-tools.sh --env)\"`"
	if os.Getenv("SOULINDEX_REQUIRE_TOOLS") != "" {
		t.Fatal(msg)
	}
	t.Skip(msg)
}

// gitRepo copies testdata/diag/<dir> into a new git repository with one
// commit and returns its path.
func gitRepo(t *testing.T, dir string) string {
	t.Helper()
	repo := t.TempDir()
	if err := os.CopyFS(repo, os.DirFS(filepath.Join(repoRoot(t), "testdata", "diag", dir))); err != nil {
		t.Fatal(err)
	}
	gittest.Git(t, repo, "init", "-q", "-b", "main")
	commitAll(t, repo, "fixture")
	return repo
}

func commitAll(t *testing.T, repo, msg string) {
	t.Helper()
	gittest.Git(t, repo, "add", "-A")
	gittest.Git(t, repo, "commit", "-q", "-m", msg)
}

func applyEdits(t *testing.T, repo string, es []fixtureEdit) {
	t.Helper()
	for _, e := range es {
		p := filepath.Join(repo, filepath.FromSlash(e.file))
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(b), e.old) {
			t.Fatalf("%s does not contain %q", e.file, e.old)
		}
		if err := os.WriteFile(p, []byte(strings.Replace(string(b), e.old, e.new, 1)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// diagJSON runs `soulindex diag --json` and decodes the report.
func diagJSON(t *testing.T, repo string, args ...string) (diag.Report, result) {
	t.Helper()
	r := soulindex(t, append(append([]string{"diag", "--json", "--timeout", "3m"}, args...), repo)...)
	var rep diag.Report
	if err := json.Unmarshal([]byte(r.stdout), &rep); err != nil {
		t.Fatalf("exit %d, bad JSON: %v\nstdout:\n%s\nstderr:\n%s", r.code, err, r.stdout, r.stderr)
	}
	return rep, r
}

// has reports whether fs holds a finding in file whose message contains msg.
func has(fs []diag.Finding, file, msg string) bool {
	for _, f := range fs {
		if f.Path == file && strings.Contains(f.Message, msg) {
			return true
		}
	}
	return false
}

// noWorktreeLeft fails when the temporary base worktree is still
// registered after a run.
func noWorktreeLeft(t *testing.T, repo string) {
	t.Helper()
	if out := gittest.Git(t, repo, "worktree", "list", "--porcelain"); strings.Count(out, "worktree ") != 1 {
		t.Errorf("base worktree left behind:\n%s", out)
	}
}

func TestDiagEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("runs four real language servers through three diffs each (-short)")
	}
	for _, tc := range diagCases {
		t.Run(tc.dir, func(t *testing.T) {
			requireServer(t, tc.server)
			t.Parallel()
			repo := gitRepo(t, tc.dir)

			// An unchanged tree: nothing new (the fixture's own error is
			// old), exit 0.
			rep, r := diagJSON(t, repo)
			if r.code != exitOK || len(rep.NewErrors)+len(rep.CrossFileErrors)+len(rep.ResolvedErrors) != 0 {
				t.Fatalf("clean tree: exit %d, report %+v\nstderr: %s", r.code, rep, r.stderr)
			}

			// An introduced error is new, in its file, and fails the gate;
			// the run says what it is waiting for as it goes.
			applyEdits(t, repo, tc.breaks)
			rep, r = diagJSON(t, repo)
			if !strings.Contains(r.stderr, "soulindex: diag: checking out HEAD\n") || !strings.Contains(r.stderr, "language server(s) on HEAD and the working tree") {
				t.Errorf("broken: no stage lines on stderr:\n%s", r.stderr)
			}
			if r.code != exitFailure || !has(rep.NewErrors, tc.errFile, tc.errMsg) {
				t.Fatalf("broken: exit %d, want 1 and a new error %q in %s; report %+v\nstderr: %s", r.code, tc.errMsg, tc.errFile, rep, r.stderr)
			}
			// The fixture's deliberate error moved down: still not new,
			// not resolved.
			if len(rep.NewErrors) != 1 || len(rep.ResolvedErrors) != 0 || len(rep.CrossFileErrors) != 0 {
				t.Errorf("broken: want exactly one new error, none resolved or cross-file: %+v", rep)
			}
			noWorktreeLeft(t, repo)

			// Committed, then fixed: the error is resolved, the gate passes.
			commitAll(t, repo, "break")
			gittest.Git(t, repo, "checkout", "HEAD~1", "--", ".")
			rep, r = diagJSON(t, repo)
			if r.code != exitOK || !has(rep.ResolvedErrors, tc.errFile, tc.errMsg) || len(rep.ResolvedErrors) != 1 || len(rep.NewErrors) != 0 {
				t.Fatalf("fixed: exit %d, want 0 and %q resolved in %s; report %+v\nstderr: %s", r.code, tc.errMsg, tc.errFile, rep, r.stderr)
			}

			// Cross-file: a signature change breaks a caller in a file the
			// change does not touch. Compared with the fixture commit.
			gittest.Git(t, repo, "checkout", "HEAD~1", "--", ".")
			applyEdits(t, repo, tc.cross)
			rep, r = diagJSON(t, repo, "--base", "HEAD~1")
			if r.code != exitFailure || !has(rep.CrossFileErrors, tc.crossFile, tc.crossMsg) {
				t.Fatalf("cross-file: exit %d, want 1 and %q in %s; report %+v\nstderr: %s", r.code, tc.crossMsg, tc.crossFile, rep, r.stderr)
			}
			if !has(rep.ResolvedErrors, tc.errFile, tc.legacyMsg) {
				t.Errorf("cross-file: the fixed deliberate error %q is not resolved: %+v", tc.legacyMsg, rep.ResolvedErrors)
			}
			if !strings.Contains(strings.Join(rep.Dependents, " "), tc.crossFile) {
				t.Errorf("cross-file: %s not among the dependents %v", tc.crossFile, rep.Dependents)
			}
			// --max-dependents 0 is no bound, not "no dependents": the
			// caller is still checked and the gate still fails.
			if rep0, r0 := diagJSON(t, repo, "--base", "HEAD~1", "--max-dependents", "0"); r0.code != exitFailure || !has(rep0.CrossFileErrors, tc.crossFile, tc.crossMsg) {
				t.Errorf("cross-file, --max-dependents 0: exit %d, want 1 and %q in %s; report %+v\nstderr: %s", r0.code, tc.crossMsg, tc.crossFile, rep0, r0.stderr)
			}
			noWorktreeLeft(t, repo)

			// The human report of the same run names the same finding, in
			// the compiler format (the CLI prints it the same way, as the
			// pre-commit hook test shows).
			var human strings.Builder
			writeDiagReport(&human, &rep)
			if hr := human.String(); !strings.Contains(hr, "cross-file errors (") ||
				!strings.Contains(hr, tc.crossFile+":") || !strings.Contains(hr, ": error: ") {
				t.Errorf("human report:\n%s", hr)
			}
			if tc.golden {
				// A second run gives the same bytes, and both match the golden.
				_, again := diagJSON(t, repo, "--base", "HEAD~1")
				if again.stdout != r.stdout {
					t.Errorf("two runs differ:\n%s\n---\n%s", r.stdout, again.stdout)
				}
				out := t.TempDir()
				for name, text := range map[string]string{tc.dir + "-cross.json": r.stdout, tc.dir + "-cross.txt": human.String()} {
					got := filepath.Join(out, name)
					if err := os.WriteFile(got, []byte(text), 0o644); err != nil {
						t.Fatal(err)
					}
					goldenFile(t, got, filepath.Join(repoRoot(t), "testdata", "diag", "golden", name))
				}
			}
		})
	}
}

func TestDiagUsage(t *testing.T) {
	repo := gitRepo(t, "go")
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"bad revision", []string{"diag", "--base", "no-such-rev", repo}, exitUsage, "not a commit"}, // not 1: that is "new errors"
		{"option-like revision", []string{"diag", "--base", "--output=x", repo}, exitUsage, "starts with '-'"},
		{"two directories", []string{"diag", repo, repo}, exitUsage, "one directory"},
		{"missing directory", []string{"diag", filepath.Join(repo, "nope")}, exitUsage, "not a directory"},
		{"bad flag", []string{"diag", "--nope", repo}, exitUsage, "nope"},
		{"bad timeout", []string{"diag", "--timeout", "0s", repo}, exitUsage, "positive"},
		{"not a repository", []string{"diag", t.TempDir()}, exitFailure, "git"},
		{"timeout", []string{"diag", "--timeout", "1ns", repo}, exitUnchecked, "timed out after 1ns (--timeout)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := soulindex(t, tt.args...)
			if r.code != tt.code || !strings.Contains(r.stderr, tt.want) {
				t.Errorf("exit %d (want %d), stderr %q (want %q)", r.code, tt.code, r.stderr, tt.want)
			}
		})
	}
	noWorktreeLeft(t, repo)
}

// TestDiagInterrupt sends SIGINT to a real `soulindex diag` once its base
// worktree exists: the run must end, say so, and leave neither the
// worktree's registration nor its directory behind.
func TestDiagInterrupt(t *testing.T) {
	requireServer(t, "typescript-language-server")
	repo := gitRepo(t, "ts")
	applyEdits(t, repo, diagCases[1].breaks)
	tmp := t.TempDir()
	cmd := exec.Command(binPath, "diag", repo)
	cmd.Env = append(os.Environ(), "TMPDIR="+tmp)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(60 * time.Second)
	for {
		if es, _ := os.ReadDir(tmp); len(es) > 0 {
			break
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatal("no base worktree appeared within 60s")
		}
		time.Sleep(20 * time.Millisecond)
	}
	time.Sleep(300 * time.Millisecond) // into the servers' start-up
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if code := cmd.ProcessState.ExitCode(); code != exitFailure {
			t.Errorf("exit %d (%v), want %d; stderr: %s", code, err, exitFailure, stderr.String())
		}
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		t.Fatal("diag did not stop within 30s of SIGINT")
	}
	if !strings.Contains(stderr.String(), "diag interrupted") || strings.Contains(stderr.String(), "output not yet replaced") {
		t.Errorf("no diag interruption message (or index's): %s", stderr.String())
	}
	if es, _ := os.ReadDir(tmp); len(es) != 0 {
		t.Errorf("left in TMPDIR after SIGINT: %v", es)
	}
	noWorktreeLeft(t, repo)
	// No server survives in the base worktree (servers run with their
	// workspace as working directory).
	procs, _ := filepath.Glob("/proc/[0-9]*/cwd")
	for _, p := range procs {
		if cwd, err := os.Readlink(p); err == nil && strings.HasPrefix(cwd, tmp) {
			t.Errorf("process %s still runs in %s", filepath.Dir(p), cwd)
		}
	}
}

// TestDiagMissingServer: with pyright off PATH, a repository with Go and
// Python changes still gets its Go diagnostics; Python is reported as
// unavailable on stderr and its files as not checked.
func TestDiagMissingServer(t *testing.T) {
	requireServer(t, "gopls")
	var dirs []string
	for _, tool := range []string{"git", "go", "gopls"} {
		p, err := exec.LookPath(tool)
		if err != nil {
			t.Fatalf("%s: %v", tool, err)
		}
		dirs = append(dirs, filepath.Dir(p))
	}
	for _, d := range dirs {
		if _, err := os.Stat(filepath.Join(d, "pyright-langserver")); err == nil {
			t.Skipf("pyright-langserver shares %s with git, go or gopls: cannot hide it", d)
		}
	}
	repo := gitRepo(t, "go")
	if err := os.CopyFS(filepath.Join(repo, "py"), os.DirFS(filepath.Join(repoRoot(t), "testdata", "diag", "python"))); err != nil {
		t.Fatal(err)
	}
	commitAll(t, repo, "python too")
	applyEdits(t, repo, diagCases[0].breaks)
	applyEdits(t, repo, []fixtureEdit{{"py/calc.py", "return a + b", "return a + b + missing_value"}})
	t.Setenv("PATH", strings.Join(dirs, string(os.PathListSeparator)))
	noUserServers(t) // no servers installed under the home directory either

	rep, r := diagJSON(t, repo)
	if r.code != exitFailure || !has(rep.NewErrors, "calc.go", "undefined: missingValue") {
		t.Fatalf("exit %d, want 1 with the Go error; report %+v\nstderr: %s", r.code, rep, r.stderr)
	}
	if !strings.Contains(r.stderr, "no python language server") || !strings.Contains(r.stderr, "py/calc.py not checked") {
		t.Errorf("stderr does not report python as unavailable:\n%s", r.stderr)
	}
	if len(rep.Unavailable) != 1 || rep.Unavailable[0].Language != "python" {
		t.Errorf("unavailable = %+v, want python", rep.Unavailable)
	}

	// Without the Go error, nothing checked is wrong, but python was not
	// checked: a gate must not pass that (exit 3, said last), unless told.
	gittest.Git(t, repo, "checkout", "--", "calc.go")
	rep, r = diagJSON(t, repo)
	lines := strings.Split(strings.TrimSpace(r.stderr), "\n")
	if r.code != exitUnchecked || len(rep.NewErrors) != 0 || !strings.Contains(lines[len(lines)-1], "1 of 1 file(s) not checked") ||
		!strings.Contains(lines[len(lines)-1], "not proven free of new errors") {
		t.Fatalf("python unchecked, Go clean: exit %d, want %d and a last line saying so; report %+v\nstderr: %s", r.code, exitUnchecked, rep, r.stderr)
	}
	if _, r = diagJSON(t, repo, "--allow-unchecked"); r.code != exitOK {
		t.Errorf("--allow-unchecked: exit %d, want 0\nstderr: %s", r.code, r.stderr)
	}
}

// TestDiagPreCommitHook installs `soulindex diag` as a real git
// pre-commit hook: a commit introducing an error is refused, with the
// error shown; a clean one goes through, and the index and the base
// worktree are left as they were.
func TestDiagPreCommitHook(t *testing.T) {
	requireServer(t, "gopls")
	repo := gitRepo(t, "go")
	hook := "#!/bin/sh\nexec '" + binPath + "' diag --timeout 3m .\n"
	if err := os.WriteFile(filepath.Join(repo, ".git", "hooks", "pre-commit"), []byte(hook), 0o755); err != nil {
		t.Fatal(err)
	}
	commit := func() (string, error) {
		cmd := exec.Command("git", "-C", repo, "-c", "user.name=test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false", "commit", "-q", "-a", "-m", "change")
		out, err := cmd.CombinedOutput()
		return string(out), err
	}

	applyEdits(t, repo, diagCases[0].breaks)
	out, err := commit()
	if err == nil || !strings.Contains(out, "new errors (1):") || !strings.Contains(out, "calc.go:") || !strings.Contains(out, "undefined: missingValue") {
		t.Fatalf("commit with an introduced error: err %v, output:\n%s", err, out)
	}
	if log := gittest.Git(t, repo, "log", "--oneline"); strings.Count(log, "\n") != 1 {
		t.Fatalf("the refused commit was made:\n%s", log)
	}

	gittest.Git(t, repo, "checkout", "--", "calc.go")
	applyEdits(t, repo, []fixtureEdit{{"main.go", "func main() {", "// main prints sums.\nfunc main() {"}})
	if out, err := commit(); err != nil {
		t.Fatalf("clean commit refused: %v\n%s", err, out)
	}
	if st := gittest.Git(t, repo, "status", "--porcelain"); st != "" {
		t.Errorf("tree not clean after the commit:\n%s", st)
	}
	noWorktreeLeft(t, repo)
}

// TestDiagDeletedFile: deleting a file breaks its callers, which only the
// base's reference graph links to it; their errors are cross-file, and
// the deleted file's own error is resolved.
func TestDiagDeletedFile(t *testing.T) {
	requireServer(t, "gopls")
	repo := gitRepo(t, "go")
	if err := os.Remove(filepath.Join(repo, "calc.go")); err != nil {
		t.Fatal(err)
	}
	rep, r := diagJSON(t, repo)
	if r.code != exitFailure || !has(rep.CrossFileErrors, "main.go", "undefined: Add") || !has(rep.ResolvedErrors, "calc.go", "undefined: legacyMissing") {
		t.Fatalf("exit %d, want 1, main.go's undefined Add cross-file and calc.go's error resolved; report %+v\nstderr: %s", r.code, rep, r.stderr)
	}
	noWorktreeLeft(t, repo)
}

// TestDiagDataFormatsOnly: a commit that only adds or edits YAML, JSON
// and TOML files passes the gate without their language servers (exit
// 0, the files listed as skipped), where it exited 3 and blocked the
// commit adding .pre-commit-config.yaml itself.
func TestDiagDataFormatsOnly(t *testing.T) {
	requireServer(t, "gopls")
	repo := gitRepo(t, "go")
	for _, srv := range []string{"yaml-language-server", "vscode-json-language-server", "taplo", "biome"} {
		if _, err := exec.LookPath(srv); err == nil {
			t.Skipf("%s is installed: the files would be checked, not skipped", srv)
		}
	}
	writeFiles(t, repo, map[string]string{
		".pre-commit-config.yaml": "repos: []\n",
		"config.json":             "{\"a\": 1}\n",
		"settings.toml":           "a = 1\n",
	})
	rep, r := diagJSON(t, repo)
	if r.code != exitOK || len(rep.Unchecked) != 0 || len(rep.Skipped) != 3 {
		t.Fatalf("data formats only: exit %d (want 0), unchecked %+v, skipped %+v\nstderr: %s", r.code, rep.Unchecked, rep.Skipped, r.stderr)
	}
	if !strings.Contains(r.stderr, ".pre-commit-config.yaml skipped: no yaml language server") {
		t.Errorf("stderr does not say the YAML file was skipped:\n%s", r.stderr)
	}
}
