package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/diag"
	"github.com/soulindex/soulindex/internal/gitcmd/gittest"
)

// pythonCorpus writes a package of n modules into repo: app/core.py,
// whose compute and scale many modules call, and app/mNN.py, each
// importing one or two others (a chain plus a skip) and every third one
// calling core. Every tenth module has a type error of its own, there
// at the base.
func pythonCorpus(t *testing.T, repo string, n int) {
	t.Helper()
	files := map[string]string{
		"pyrightconfig.json": `{"typeCheckingMode": "standard"}` + "\n",
		"app/__init__.py":    "",
		"app/core.py": `"""Arithmetic every module leans on."""


def compute(a: int, b: int) -> int:
    return a + b


def scale(x: int) -> int:
    return x * 2
`,
	}
	for i := range n {
		var b strings.Builder
		fmt.Fprintf(&b, "\"\"\"Module %d.\"\"\"\n\n", i)
		if i%3 == 0 {
			b.WriteString("from app.core import compute, scale\n")
		}
		deps := []int{}
		if i > 0 {
			deps = append(deps, i-1)
		}
		if k := (i*7 + 3) % n; i > 1 && k != i && k != i-1 && k < i {
			deps = append(deps, k)
		}
		for _, d := range deps {
			fmt.Fprintf(&b, "from app.m%02d import f%02d\n", d, d)
		}
		fmt.Fprintf(&b, "\n\ndef f%02d(x: int) -> int:\n    y = x + %d\n", i, i)
		for _, d := range deps {
			fmt.Fprintf(&b, "    y = y + f%02d(x)\n", d)
		}
		if i%3 == 0 {
			b.WriteString("    y = compute(y, x) + scale(y)\n")
		}
		if i%10 == 5 {
			b.WriteString("    label: str = y\n")
		}
		b.WriteString("    return y\n")
		files[fmt.Sprintf("app/m%02d.py", i)] = b.String()
	}
	writeFiles(t, repo, files)
}

// pyrightErrors runs the pyright CLI on dir and returns its errors as
// findings (1-based line and column; the corpus is ASCII).
func pyrightErrors(t *testing.T, dir string) []diag.Finding {
	t.Helper()
	cmd := exec.Command("pyright", "--outputjson", "-p", filepath.Join(dir, "pyrightconfig.json"))
	cmd.Dir = dir
	out, err := cmd.Output()
	var ee *exec.ExitError
	if err != nil && !errors.As(err, &ee) { // exit 1: errors found
		t.Fatalf("pyright: %v", err)
	}
	var res struct {
		GeneralDiagnostics []struct {
			File     string `json:"file"`
			Severity string `json:"severity"`
			Message  string `json:"message"`
			Range    struct {
				Start struct{ Line, Character int } `json:"start"`
			} `json:"range"`
		} `json:"generalDiagnostics"`
	}
	if err := json.Unmarshal(out, &res); err != nil {
		t.Fatalf("pyright output: %v\n%s", err, out)
	}
	var fs []diag.Finding
	for _, d := range res.GeneralDiagnostics {
		if d.Severity != "error" {
			continue
		}
		rel, err := filepath.Rel(dir, d.File)
		if err != nil {
			t.Fatal(err)
		}
		fs = append(fs, diag.Finding{Path: filepath.ToSlash(rel), Line: d.Range.Start.Line + 1, Column: d.Range.Start.Character + 1, Message: d.Message})
	}
	return fs
}

// findingKey identifies a finding across tools (the CLI and the server
// word messages alike; only source and code differ).
func findingKey(f diag.Finding) string {
	return fmt.Sprintf("%s:%d:%d: %s", f.Path, f.Line, f.Column, f.Message)
}

// TestDiagPythonRepeatable: on a 64-module Python package, an edit of the
// module most others call (a parameter added, a return type changed)
// breaks callers in 22 other files. Three `diag` runs give the same
// report, equal to what the pyright CLI reports as new (errors on the
// working tree minus errors at the base): no missed caller, and none of
// the package's pre-existing errors reported as new. diag waits for
// pyright's analysis (its work-done progress) on both sides before
// comparing.
func TestDiagPythonRepeatable(t *testing.T) {
	if testing.Short() {
		t.Skip("runs pyright on a 64-module package three times (-short)")
	}
	requireServer(t, "pyright-langserver")
	requireServer(t, "pyright")
	repo := t.TempDir()
	pythonCorpus(t, repo, 64)
	gittest.Git(t, repo, "init", "-q", "-b", "main")
	commitAll(t, repo, "corpus")
	base := pyrightErrors(t, repo)
	if len(base) == 0 {
		t.Fatal("the corpus has no pre-existing error: the test would not see one reported as new")
	}
	applyEdits(t, repo, []fixtureEdit{
		{"app/core.py", "def compute(a: int, b: int) -> int:", "def compute(a: int, b: int, c: int) -> int:"},
		{"app/core.py", "def scale(x: int) -> int:\n    return x * 2", "def scale(x: int) -> str:\n    return str(x * 2)"},
	})
	old := map[string]bool{}
	for _, f := range base {
		old[findingKey(f)] = true
	}
	var want []string
	for _, f := range pyrightErrors(t, repo) {
		if !old[findingKey(f)] {
			want = append(want, findingKey(f))
		}
	}
	slices.Sort(want)
	if len(want) < 22 {
		t.Fatalf("pyright reports %d new errors, want one or more in each of the 22 callers:\n%s", len(want), strings.Join(want, "\n"))
	}

	var first []byte
	for run := range 3 {
		rep, r := diagJSON(t, repo)
		if r.code != exitFailure || len(rep.Unchecked) != 0 {
			t.Fatalf("run %d: exit %d, unchecked %v, want 1 and every file checked\nstderr: %s", run+1, r.code, rep.Unchecked, r.stderr)
		}
		var got []string
		for _, f := range append(slices.Clone(rep.NewErrors), rep.CrossFileErrors...) {
			got = append(got, findingKey(f))
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("run %d: diag's new errors differ from pyright's\n%s", run+1, diffLines(want, got))
		}
		if run == 0 {
			first = []byte(r.stdout)
		} else if r.stdout != string(first) {
			t.Errorf("run %d's report differs from run 1's:\n%s", run+1, diffLines(strings.Split(string(first), "\n"), strings.Split(r.stdout, "\n")))
		}
	}
}

// diffLines lists what only want has (-) and what only got has (+).
func diffLines(want, got []string) string {
	in := func(s []string, x string) bool { return slices.Contains(s, x) }
	var b strings.Builder
	for _, w := range want {
		if !in(got, w) {
			fmt.Fprintf(&b, "- %s\n", w)
		}
	}
	for _, g := range got {
		if !in(want, g) {
			fmt.Fprintf(&b, "+ %s\n", g)
		}
	}
	return b.String()
}
