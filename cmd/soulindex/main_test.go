package main

import (
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"flag"
	"fmt"
	"github.com/soulindex/soulindex/internal/testutil"
	"github.com/soulindex/soulindex/internal/usersecret"
	"github.com/soulindex/soulindex/output"
	"github.com/soulindex/soulindex/pipeline"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/sourcegraph/scip/bindings/go/scip"
	sciptest "github.com/sourcegraph/scip/bindings/go/scip/testutil"
)

// binPath is a soulindex binary built once for tests that need a real
// process (privilege drop, signals).
var binPath string

func TestMain(m *testing.M) {
	flag.Parse()
	dir, err := os.MkdirTemp("", "soulindex-bin-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	binPath = filepath.Join(dir, "soulindex")
	if out, err := exec.Command("go", "build", "-o", binPath, ".").CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "build soulindex: %v\n%s", err, out)
		os.Exit(1)
	}
	os.Chmod(dir, 0o755) // the unprivileged-user test runs the binary too
	// The caches' secret is the tests' own, not the user's.
	if os.Getenv(usersecret.EnvFile) == "" {
		os.Setenv(usersecret.EnvFile, filepath.Join(dir, "secret", "key"))
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// result of one in-process CLI run.
type result struct {
	stdout, stderr string
	code           int
}

func soulindex(t *testing.T, args ...string) result {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(context.Background(), args, &out, &errb)
	return result{out.String(), errb.String(), code}
}

// repoRoot is the module root, two levels above this package.
func repoRoot(t *testing.T) string {
	t.Helper()
	abs, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return abs
}

// scipTool finds the scip CLI built by scripts/test.sh. Without it the test
// skips and says why, unless SOULINDEX_REQUIRE_TOOLS is set (as in CI).
func scipTool(t *testing.T) string {
	t.Helper()
	if p := os.Getenv("SOULINDEX_SCIP"); p != "" {
		return p
	}
	p := filepath.Join(repoRoot(t), ".tools", "bin", "scip")
	if _, err := os.Stat(p); err == nil {
		return p
	}
	if p, err := exec.LookPath("scip"); err == nil {
		return p
	}
	msg := "scip CLI not found: run scripts/test.sh (it builds .tools/bin/scip) or set SOULINDEX_SCIP"
	if os.Getenv("SOULINDEX_REQUIRE_TOOLS") != "" {
		t.Fatal(msg)
	}
	t.Skip(msg)
	return ""
}

// scipLint runs the official linter and fails on any error or warning.
func scipLint(t *testing.T, index string) {
	t.Helper()
	problems, err := testutil.SCIPLint(scipTool(t), index)
	if err != nil || len(problems) > 0 {
		t.Fatalf("scip lint %s: %v\n%s", index, err, strings.Join(problems[:min(len(problems), 20)], "\n"))
	}
}

func stats(t *testing.T, r result) pipeline.Stats {
	t.Helper()
	var st pipeline.Stats
	if err := json.Unmarshal([]byte(r.stdout), &st); err != nil {
		t.Fatalf("parse --json output: %v\n%s", err, r.stdout)
	}
	return st
}

func TestUsageAndExitCodes(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "does-not-exist")
	tests := []struct {
		name    string
		args    []string
		code    int
		wantErr string
		wantOut string
	}{
		{"no arguments", nil, exitUsage, "Usage:", ""},
		{"unknown command", []string{"frobnicate"}, exitUsage, `unknown command "frobnicate"`, ""},
		{"unknown flag", []string{"index", "--frob"}, exitUsage, "flag provided but not defined", ""},
		{"two directories", []string{"index", "a", "b"}, exitUsage, "one directory", ""},
		{"negative jobs", []string{"index", "-j", "-1", "."}, exitUsage, "--jobs", ""},
		{"bad size", []string{"index", "--max-file-size", "lots", "."}, exitUsage, "invalid size", ""},
		{"missing directory", []string{"index", missing}, exitFailure, "cannot index " + missing, ""},
		{"map of missing directory", []string{"map", missing}, exitFailure, "cannot index", ""},
		{"outline needs files", []string{"outline"}, exitUsage, "at least one file", ""},
		{"version", []string{"version"}, exitOK, "", "soulindex "},
		{"help", []string{"help"}, exitOK, "", "Usage:"},
		{"index help", []string{"index", "-h"}, exitOK, "", "-max-file-size"},
		{"bad flag printed once", []string{"index", "--frob"}, exitUsage, "soulindex: flag provided but not defined: -frob\n\nsoulindex turns", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := soulindex(t, tt.args...)
			if r.code != tt.code {
				t.Errorf("exit code %d, want %d; stderr:\n%s", r.code, tt.code, r.stderr)
			}
			if !strings.Contains(r.stderr, tt.wantErr) {
				t.Errorf("stderr %q does not contain %q", r.stderr, tt.wantErr)
			}
			if !strings.Contains(r.stdout, tt.wantOut) {
				t.Errorf("stdout %q does not contain %q", r.stdout, tt.wantOut)
			}
		})
	}
}

// TestIndexFixtures indexes the realistic fixtures of every core language:
// the index must lint clean, and the Soul Map and the scip snapshot must
// match their goldens.
func TestIndexFixtures(t *testing.T) {
	fixtures := filepath.Join(repoRoot(t), "testdata", "fixtures")
	// The deps fixture's dependency sources: a stand-in GOROOT, module
	// cache and virtual environment, so its references into them are the
	// same on every machine.
	env := filepath.Join(repoRoot(t), "testdata", "deps-env")
	t.Setenv("GOROOT", filepath.Join(env, "goroot"))
	t.Setenv("GOMODCACHE", filepath.Join(env, "gomodcache"))
	t.Setenv("VIRTUAL_ENV", filepath.Join(env, "venv"))
	out := t.TempDir()
	r := soulindex(t, "index", fixtures, "--out", out, "--json")
	if r.code != exitOK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	if !strings.Contains(r.stderr, "soulindex: indexed ") || !strings.Contains(r.stderr, "symbols") {
		t.Errorf("no one-line summary on stderr:\n%s", r.stderr)
	}
	st := stats(t, r)
	for _, lang := range []string{"go", "python", "javascript", "typescript", "tsx", "rust", "java", "c", "cpp"} {
		if st.Languages[lang] == 0 {
			t.Errorf("no %s fixture was indexed (languages: %v)", lang, st.Languages)
		}
	}
	index := filepath.Join(out, "index.scip")
	scipLint(t, index)
	var cov struct {
		Languages []struct {
			Language string         `json:"language"`
			Files    map[string]int `json:"files"`
		} `json:"languages"`
		PartialFiles []string `json:"partial_files"`
	}
	if b, err := os.ReadFile(filepath.Join(out, "coverage.json")); err != nil || json.Unmarshal(b, &cov) != nil {
		t.Fatalf("coverage.json missing or malformed: %v", err)
	}
	if len(cov.Languages) < 9 || len(cov.PartialFiles) == 0 {
		t.Errorf("coverage.json: %d languages, %d partial files (every language has a broken fixture)", len(cov.Languages), len(cov.PartialFiles))
	}
	goldenFile(t, filepath.Join(out, "soulmap.md"), filepath.Join(repoRoot(t), "testdata", "golden", "soulmap.md"))

	testutil.GoldenTree(t, scipSnapshot(t, index, fixtures), filepath.Join(repoRoot(t), "testdata", "golden", "snapshot"))
}

// scipSnapshot writes the snapshot of every document of index (sources read
// under projectRoot) to a temporary directory, as `scip snapshot --to DIR
// --project-root projectRoot` does, with the same formatter, in-process.
func scipSnapshot(t *testing.T, index, projectRoot string) string {
	t.Helper()
	snaps, err := sciptest.FormatSnapshots(readIndex(t, index), "//", scip.VerboseSymbolFormatter, projectRoot)
	if err != nil {
		t.Fatalf("scip snapshot: %v", err)
	}
	dir := t.TempDir()
	for _, s := range snaps {
		p := filepath.Join(dir, s.RelativePath)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(s.Text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestDeterministicAcrossJobs: outputs are byte-identical whatever the
// number of workers and across repeated runs.
func TestDeterministicAcrossJobs(t *testing.T) {
	src := filepath.Join(repoRoot(t), "testdata", "fixtures")
	var first map[string][]byte
	for _, j := range []string{"1", "2", "8", "2"} {
		out := t.TempDir()
		if r := soulindex(t, "index", src, "--out", out, "-j"+j, "--quiet"); r.code != exitOK {
			t.Fatalf("-j%s: exit %d: %s", j, r.code, r.stderr)
		}
		got := map[string][]byte{}
		for _, name := range []string{"index.scip", "soulmap.md", "graph.json"} {
			b, err := os.ReadFile(filepath.Join(out, name))
			if err != nil {
				t.Fatal(err)
			}
			got[name] = b
		}
		if first == nil {
			first = got
			continue
		}
		for name, b := range got {
			if !bytes.Equal(b, first[name]) {
				t.Errorf("-j%s: %s differs from the -j1 run", j, name)
			}
		}
	}
}

// TestGoStandardLibrary indexes $(go env GOROOT)/src end to end and lints it.
func TestGoStandardLibrary(t *testing.T) {
	if testing.Short() {
		t.Skip("indexing the Go standard library takes tens of seconds; skipped in -short mode")
	}
	src := filepath.Join(runtimeGOROOT(t), "src")
	out := t.TempDir()
	r := soulindex(t, "index", src, "--out", out, "--json", "--quiet")
	if r.code != exitOK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	st := stats(t, r)
	if st.Languages["go"] < 5000 || st.Symbols < 200000 {
		t.Errorf("suspiciously small index of the standard library: %d go files, %d symbols", st.Languages["go"], st.Symbols)
	}
	scipLint(t, filepath.Join(out, "index.scip"))
}

// TestDef looks definitions up in a written index, plain and qualified.
func TestDef(t *testing.T) {
	fixtures := filepath.Join(repoRoot(t), "testdata", "fixtures")
	out := t.TempDir()
	if r := soulindex(t, "index", fixtures, "--out", out, "--quiet"); r.code != exitOK {
		t.Fatalf("index: %s", r.stderr)
	}
	index := filepath.Join(out, "index.scip")
	tests := []struct {
		args     []string
		code     int
		want     []string
		wantNot  string
		stderrIn string
	}{
		{[]string{"Cache"}, exitOK, []string{"go/cache.go:157:6: struct type Cache[K comparable, V any] struct", "php/Cache.php:216:7: class"}, "", ""},
		{[]string{"Cache.Get"}, exitOK, []string{"go/cache.go:203:23: method func (c *Cache[K, V]) Get(key K) (value V, ok bool)"}, "lua/", ""},
		// Locals (Get's parameter key, a "local N" symbol) are no definitions.
		{[]string{"key"}, exitOK, []string{"go/cache.go:139:3: field key K"}, "go/cache.go:203:", ""},
		{[]string{"NoSuchThing"}, exitFailure, nil, "", `no definition of "NoSuchThing"`},
		{[]string{}, exitUsage, nil, "", "def takes a name"},
	}
	for _, tt := range tests {
		r := soulindex(t, append(append([]string{"def"}, tt.args...), "--index", index)...)
		if r.code != tt.code {
			t.Errorf("def %v: exit %d, want %d (%s)", tt.args, r.code, tt.code, r.stderr)
		}
		for _, w := range tt.want {
			if !strings.Contains(r.stdout, w) {
				t.Errorf("def %v lacks %q:\n%s", tt.args, w, r.stdout)
			}
		}
		if tt.wantNot != "" && strings.Contains(r.stdout, tt.wantNot) {
			t.Errorf("def %v should not list %q:\n%s", tt.args, tt.wantNot, r.stdout)
		}
		if !strings.Contains(r.stderr, tt.stderrIn) {
			t.Errorf("def %v: stderr %q lacks %q", tt.args, r.stderr, tt.stderrIn)
		}
	}
	if r := soulindex(t, "def", "X", t.TempDir()); r.code != exitFailure || !strings.Contains(r.stderr, "run `soulindex index") {
		t.Errorf("def without an index: exit %d, %s", r.code, r.stderr)
	}
}

// TestDefPatternScan: when the index has no definition of a name (or there
// is no index), def scans the sources with the definition patterns.
func TestDefPatternScan(t *testing.T) {
	root := t.TempDir()
	write(t, root, "token.sol", []byte("contract Token {\n    event Moved(uint n);\n    function transfer(address to) public {}\n}\n"))
	write(t, root, "mode.el", []byte(";;; mode.el\n(defun tidy-buffer (n)\n  \"Tidy.\"\n  n)\n"))
	var big strings.Builder
	big.WriteString("package p\n\n// Skipped by the index (too large), found by the scan.\nfunc Oversized() {}\n")
	for big.Len() < 4096 {
		big.WriteString("// padding padding padding padding padding padding padding\n")
	}
	write(t, root, "big.go", []byte(big.String()))

	// No index at all: the scan runs and says why.
	r := soulindex(t, "def", "Token.transfer", root)
	if r.code != exitOK || !strings.Contains(r.stdout, "token.sol:3:14: method function transfer(address to) public") ||
		!strings.Contains(r.stderr, "scanning the sources with definition patterns") {
		t.Errorf("def without index: exit %d\n%s\n%s", r.code, r.stdout, r.stderr)
	}
	// An index that lacks the file: the scan finds what the index skipped.
	if r := soulindex(t, "index", root, "--quiet", "--max-file-size", "1K"); r.code != exitOK {
		t.Fatalf("index: %s", r.stderr)
	}
	r = soulindex(t, "def", "Oversized", root)
	if r.code != exitOK || !strings.Contains(r.stdout, "big.go:4:6: function func Oversized()") {
		t.Errorf("def Oversized: exit %d\n%s\n%s", r.code, r.stdout, r.stderr)
	}
	// A name the index has is answered from it, without a scan.
	r = soulindex(t, "def", "tidy-buffer", root)
	if r.code != exitOK || !strings.Contains(r.stdout, "mode.el:2:8: function") || strings.Contains(r.stderr, "scanning") {
		t.Errorf("def tidy-buffer: exit %d\n%s\n%s", r.code, r.stdout, r.stderr)
	}
	if r := soulindex(t, "def", "Nowhere", root); r.code != exitFailure || !strings.Contains(r.stderr, "index and pattern scan") {
		t.Errorf("def Nowhere: exit %d: %s", r.code, r.stderr)
	}
}

// TestSoulMapBudget: across many budgets the map never exceeds its budget
// (counted with the real tokenizer), a larger budget never shows fewer
// files, and every format is well formed.
func TestSoulMapBudget(t *testing.T) {
	// A copy, indexed once: the 21 maps below read its outline cache
	// instead of parsing every fixture again.
	fixtures := testutil.TempCopy(t, filepath.Join(repoRoot(t), "testdata", "fixtures"))
	if r := soulindex(t, "index", fixtures, "--quiet"); r.code != exitOK {
		t.Fatalf("index: exit %d: %s", r.code, r.stderr)
	}
	for _, tok := range []string{"o200k_base", "cl100k_base"} {
		counter, err := output.NewCounter(tok)
		if err != nil {
			t.Fatal(err)
		}
		prevShown := -1
		for _, budget := range []int{200, 350, 600, 1000, 1700, 3000, 5000, 9000, 20000} {
			r := soulindex(t, "map", fixtures, "--quiet", "--budget", strconv.Itoa(budget), "--tokenizer", tok)
			if r.code != exitOK {
				t.Fatalf("budget %d: exit %d: %s", budget, r.code, r.stderr)
			}
			n, err := counter.Count(r.stdout)
			if err != nil {
				t.Fatal(err)
			}
			if n > budget {
				t.Errorf("%s budget %d: map has %d tokens", tok, budget, n)
			}
			shown := strings.Count(r.stdout, ": (→")
			if shown < prevShown {
				t.Errorf("%s budget %d shows %d files, fewer than a smaller budget (%d)", tok, budget, shown, prevShown)
			}
			prevShown = shown
			if budget >= 1000 && (!strings.Contains(r.stdout, "## Files by rank") || shown == 0) {
				t.Errorf("%s budget %d shows no files:\n%s", tok, budget, r.stdout)
			}
		}
	}
	if r := soulindex(t, "map", fixtures, "--quiet", "--budget", "10"); r.code != exitUsage || !strings.Contains(r.stderr, "too small to show one file") {
		t.Errorf("budget 10: exit %d, stderr %q", r.code, r.stderr)
	}
	// The other formats parse and stay within budget too.
	counter, _ := output.NewCounter("")
	for _, format := range []string{"json", "xml"} {
		r := soulindex(t, "map", fixtures, "--quiet", "--budget", "1500", "--format", format)
		if r.code != exitOK {
			t.Fatalf("%s: exit %d: %s", format, r.code, r.stderr)
		}
		if n, _ := counter.Count(r.stdout); n > 1500 {
			t.Errorf("%s map has %d tokens, budget 1500", format, n)
		}
		var err error
		if format == "json" {
			var v map[string]any
			err = json.Unmarshal([]byte(r.stdout), &v)
			if err == nil && v["ranked_files"] == nil {
				t.Errorf("json map has no ranked_files:\n%s", r.stdout)
			}
		} else {
			dec := xml.NewDecoder(strings.NewReader(r.stdout))
			for err == nil {
				_, err = dec.Token()
			}
			if err == io.EOF {
				err = nil
			}
		}
		if err != nil {
			t.Errorf("%s map is malformed: %v\n%s", format, err, r.stdout)
		}
	}
}

// TestSoulMapFocus: --focus ranks the map around the given file: it and
// what it uses come first, and the global ranking in graph.json is kept.
func TestSoulMapFocus(t *testing.T) {
	fixtures := filepath.Join(repoRoot(t), "testdata", "fixtures")
	// 4,000 tokens: with 50 languages' fixtures the head takes more of a
	// 3,000 budget, and the focus file's neighbour, whose block is long,
	// no longer fits there whole (selection packs smaller blocks first).
	global := soulindex(t, "map", fixtures, "--quiet", "--budget", "4000")
	focused := soulindex(t, "map", fixtures, "--quiet", "--budget", "4000", "--focus", "python/test_jobs.py")
	if global.code != exitOK || focused.code != exitOK {
		t.Fatalf("exit %d/%d: %s %s", global.code, focused.code, global.stderr, focused.stderr)
	}
	first := func(m string) string {
		_, rest, _ := strings.Cut(m, "## Files by rank\n")
		line, _, _ := strings.Cut(rest, ":")
		return line
	}
	if got := first(focused.stdout); got != "python/test_jobs.py" && got != "python/jobs.py" {
		t.Errorf("focused map starts with %q, want the focus file or what it imports", got)
	}
	if first(global.stdout) == first(focused.stdout) {
		t.Errorf("--focus did not change the ranking (both start with %q)", first(global.stdout))
	}
	if r := soulindex(t, "map", fixtures, "--quiet", "--format", "yaml"); r.code != exitUsage {
		t.Errorf("--format yaml: exit %d, want usage error", r.code)
	}
}

// TestRelationshipsLintClean: implementation relationships are emitted for
// bases resolved in the same file, and a base in another file (which scip
// lint v0.6.1 checks in a random order) never makes the index fail lint.
func TestRelationshipsLintClean(t *testing.T) {
	root := t.TempDir()
	write(t, root, "base.ts", []byte("export class Base {}\nexport interface Shape { area(): number }\n"))
	write(t, root, "derived.ts", []byte("import { Base, Shape } from \"./base\";\n\nclass Local {}\n\nexport class Derived extends Base implements Shape {\n  area() { return 1 }\n}\n\nexport class Child extends Local {}\n"))
	out := t.TempDir()
	if r := soulindex(t, "index", root, "--out", out, "--quiet"); r.code != exitOK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	index := filepath.Join(out, "index.scip")
	for i := 0; i < 5; i++ { // the linter's document order is random
		scipLint(t, index)
	}
	js, err := exec.Command(scipTool(t), "print", "--json", index).Output()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(js, []byte("`derived.ts`/Local#\",\"is_implementation\":true")) {
		t.Errorf("no implementation relationship Child → Local:\n%.2000s", js)
	}
}

// goldenFile compares the file at got with a golden file (testutil.Golden).
func goldenFile(t *testing.T, got, golden string) {
	t.Helper()
	b, err := os.ReadFile(got)
	if err != nil {
		t.Fatal(err)
	}
	testutil.Golden(t, golden, b)
}

// TestSummaryTimeIsTheWholeRun: the summary line's time covers the graph,
// enrichment and the writes, not only listing and parsing (it said 1.49s
// for a run of more than two minutes).
func TestSummaryTimeIsTheWholeRun(t *testing.T) {
	out := t.TempDir()
	r := soulindex(t, "index", "--json", "--no-cache", filepath.Join(repoRoot(t), "testdata", "fixtures"), "--out", out)
	if r.code != exitOK {
		t.Fatalf("index: %d %s", r.code, r.stderr)
	}
	st := stats(t, r)
	m := regexp.MustCompile(` in ([0-9.]+)s → `).FindStringSubmatch(r.stderr)
	if m == nil {
		t.Fatalf("no summary time in:\n%s", r.stderr)
	}
	took, _ := strconv.ParseFloat(m[1], 64)
	if parts := st.Seconds + st.GraphSeconds + st.WriteSeconds; took+0.01 < parts {
		t.Errorf("summary says %.2fs, but extraction, graph and writes took %.2fs", took, parts)
	}
}
