package main

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/soulindex/soulindex/internal/usersecret"
)

// ciRecipeTimeout bounds the whole recipe test: one build of soulindex
// from a fresh checkout (the main module's packages compile again, the
// dependencies come from the build cache) and a few small index runs.
const ciRecipeTimeout = 15 * time.Minute

// TestCIRecipe follows docs/ci.md's GitHub Actions workflow step by step,
// as a runner would, on a fixture repository that commits its Soul Map the
// way docs/ci.md says: the steps' shell scripts run as written (bash -eo
// pipefail, HOME and RUNNER_TEMP of their own), GitHub's URL of soulindex
// is redirected to a snapshot of this checkout, and actions/cache is
// simulated (its paths copied to and from a store, by key, then
// restore-keys prefix). The job runs twice on a full clone, cold then
// cached: the second run must reuse the binary and the index caches and
// print no "ignored" notice, and --check must pass both times. A shallow
// clone's --check must fail saying the clone is shallow.
func TestCIRecipe(t *testing.T) {
	if testing.Short() {
		t.Skip("builds soulindex the way the recipe does (a minute or more); skipped with -short")
	}
	requireTool(t, "git")
	requireTool(t, "bash")
	ctx, cancel := context.WithTimeout(context.Background(), ciRecipeTimeout)
	defer cancel()
	root := repoRoot(t)
	doc, err := os.ReadFile(filepath.Join(root, "docs", "ci.md"))
	if err != nil {
		t.Fatal(err)
	}
	wf, job := parseWorkflow(t, doc)
	checkPinnedRef(t, ctx, root, wf.Env["SOULINDEX_REF"])

	tmp := t.TempDir()
	// The soulindex the recipe builds: this checkout as it is on disk.
	src := filepath.Join(tmp, "soulindex")
	rev := snapshotRepo(t, ctx, root, src)
	origin := ciFixture(t, ctx, filepath.Join(tmp, "origin"), gitignoreBlock(t, doc))

	r := &runner{
		t: t, ctx: ctx, job: job, tmp: tmp,
		env:   map[string]string{},
		cache: map[string]string{},
	}
	for k, v := range wf.Env {
		r.env[k] = v
	}
	r.env["SOULINDEX_REF"] = rev
	gitEnv := []string{
		"GIT_CONFIG_COUNT=1",
		"GIT_CONFIG_KEY_0=url.file://" + src + ".insteadOf",
		"GIT_CONFIG_VALUE_0=https://github.com/soulindex/soulindex",
	}
	// A fresh HOME per run (the binary goes to ~/.local/bin), but this
	// machine's Go caches and settings, which HOME would otherwise move.
	goEnv, err := exec.CommandContext(ctx, "go", "env", "GOCACHE", "GOMODCACHE", "GOENV", "GOPATH").Output()
	if err != nil {
		t.Fatalf("go env: %v", err)
	}
	vals := strings.Split(strings.TrimSpace(string(goEnv)), "\n")
	if len(vals) != 4 {
		t.Fatalf("go env: %q", goEnv)
	}
	r.base = append(gitEnv, "GOCACHE="+vals[0], "GOMODCACHE="+vals[1], "GOENV="+vals[2], "GOPATH="+vals[3])

	cold := r.job1("full", origin, 0)
	if cold.ran["Install soulindex"] != true {
		t.Errorf("cold run: the install step did not run")
	}
	cached := r.job1("full", origin, 0)
	if cached.ran["Install soulindex"] {
		t.Errorf("cached run: soulindex was built again; the binary cache missed")
	}
	for _, run := range []*jobRun{cold, cached} {
		if run.failed != "" {
			t.Fatalf("%s run: step %q failed:\n%s", run.name, run.failed, run.log)
		}
		if strings.Contains(run.log, "ignored") {
			t.Errorf("%s run prints an \"ignored\" notice:\n%s", run.name, run.log)
		}
		if !strings.Contains(run.log, "is current") {
			t.Errorf("%s run: --check did not say the map is current:\n%s", run.name, run.log)
		}
	}
	if m := regexp.MustCompile(`"scip_reused_documents":\s*(\d+)`).FindStringSubmatch(cached.stats); m == nil || m[1] == "0" {
		t.Errorf("cached run reused no SCIP document (the index caches were not restored): %s", cached.stats)
	}

	shallow := r.job1("shallow", origin, 1)
	want := "this clone is shallow and the ranking reads git history"
	if shallow.failed != "Soul Map is current" || !strings.Contains(shallow.log, want) {
		t.Errorf("shallow clone: failed step %q, want --check to fail with %q:\n%s", shallow.failed, want, shallow.log)
	}
}

// workflow is the part of a GitHub Actions workflow the recipe uses.
type workflow struct {
	Env  map[string]string `yaml:"env"`
	Jobs map[string]struct {
		Steps []ciStep `yaml:"steps"`
	} `yaml:"jobs"`
}

type ciStep struct {
	Name string            `yaml:"name"`
	ID   string            `yaml:"id"`
	Uses string            `yaml:"uses"`
	If   string            `yaml:"if"`
	Run  string            `yaml:"run"`
	With map[string]any    `yaml:"with"`
	Env  map[string]string `yaml:"env"`
}

// ciSecret is the repository secret the simulated runs are given
// (${{ secrets.NAME }}), as GitHub gives one to every run of the
// repository's own workflows.
const ciSecret = "0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0"

// parseWorkflow reads the workflow from docs/ci.md: the yaml block that
// starts with its file name.
func parseWorkflow(t *testing.T, doc []byte) (workflow, []ciStep) {
	t.Helper()
	block := fencedBlock(t, doc, "yaml", "# .github/workflows/soulindex.yml")
	var wf workflow
	if err := yaml.Unmarshal([]byte(block), &wf); err != nil {
		t.Fatalf("docs/ci.md's workflow: %v", err)
	}
	if len(wf.Jobs) != 1 {
		t.Fatalf("docs/ci.md's workflow has %d jobs, the test follows one", len(wf.Jobs))
	}
	for _, j := range wf.Jobs {
		return wf, j.Steps
	}
	panic("unreachable")
}

// gitignoreBlock is docs/ci.md's .gitignore for a repository committing
// its map.
func gitignoreBlock(t *testing.T, doc []byte) string {
	t.Helper()
	return fencedBlock(t, doc, "gitignore", "")
}

// fencedBlock returns the first ```lang block of doc starting with first.
func fencedBlock(t *testing.T, doc []byte, lang, first string) string {
	t.Helper()
	re := regexp.MustCompile("(?s)```" + lang + "\n(.*?)```")
	for _, m := range re.FindAllStringSubmatch(string(doc), -1) {
		if strings.HasPrefix(m[1], first) {
			return m[1]
		}
	}
	t.Fatalf("docs/ci.md has no ```%s block starting with %q", lang, first)
	return ""
}

// checkPinnedRef: the documented SOULINDEX_REF must be a commit of this
// repository (there are no release tags to name).
func checkPinnedRef(t *testing.T, ctx context.Context, root, ref string) {
	t.Helper()
	if !regexp.MustCompile(`^[0-9a-f]{40}$`).MatchString(ref) {
		t.Errorf("docs/ci.md pins SOULINDEX_REF %q: want a full commit hash", ref)
		return
	}
	if err := exec.CommandContext(ctx, "git", "-C", root, "cat-file", "-e", ref+"^{commit}").Run(); err != nil {
		if out, _ := exec.CommandContext(ctx, "git", "-C", root, "rev-parse", "--is-shallow-repository").Output(); strings.TrimSpace(string(out)) == "true" {
			t.Logf("SOULINDEX_REF %s not checked: this clone of soulindex is shallow", ref)
			return
		}
		t.Errorf("docs/ci.md pins SOULINDEX_REF %s, which is not a commit of this repository", ref)
	}
}

// ciFixture makes the repository the workflow runs on: Go files whose
// ranking depends on co-change (d.go changed with a.go many times), the
// .gitignore of docs/ci.md, and the Soul Map committed after the code, as
// a developer would.
func ciFixture(t *testing.T, ctx context.Context, dir, gitignore string) string {
	t.Helper()
	git := func(args ...string) { t.Helper(); gitIn(t, ctx, dir, args...) }
	writeFiles(t, dir, map[string]string{
		"a.go": "package a\n\nfunc A() int { return 1 }\n",
		"b.go": "package a\n\nfunc B() int { return A() }\n",
		"c.go": "package a\n\nfunc C() int { return A() }\n",
		"d.go": "package a\n\nfunc D() int { return 0 }\n",
		"e.go": "package a\n\nfunc E() int { return 0 }\n",
	})
	git("init", "-q")
	git("add", "-A")
	git("commit", "-qm", "first")
	for i := range 6 {
		writeFiles(t, dir, map[string]string{
			"a.go": fmt.Sprintf("package a\n\nfunc A() int { return %d }\n", i+2),
			"d.go": fmt.Sprintf("package a\n\nfunc D() int { return %d }\n", i+2),
		})
		git("commit", "-qam", fmt.Sprintf("a and d, %d", i))
	}
	writeFiles(t, dir, map[string]string{".gitignore": gitignore})
	if r := soulindex(t, "index", "--quiet", dir); r.code != 0 {
		t.Fatalf("index the fixture: %s", r.stderr)
	}
	git("add", "-A")
	git("commit", "-qm", "Soul Map")
	if out := gitIn(t, ctx, dir, "ls-files", ".soulindex"); out != ".soulindex/soulmap.md" {
		t.Fatalf("the fixture commits %q of .soulindex, want the map only (docs/ci.md's .gitignore)", out)
	}
	return dir
}

// runner runs the workflow's job, keeping the simulated cache between runs.
type runner struct {
	t    *testing.T
	ctx  context.Context
	job  []ciStep
	tmp  string
	env  map[string]string // the workflow's env
	base []string          // redirections and Go settings
	// cache is actions/cache's store: key → saved directory, and the
	// order keys were saved in (restore-keys picks the newest match).
	cache map[string]string
	saved []string
	n     int
}

// jobRun is what one run of the job did.
type jobRun struct {
	name   string
	ran    map[string]bool // steps (by name) whose run script ran
	failed string          // the step that failed, if one did
	log    string          // every step's output
	stats  string          // soulindex-stats.json, when written
}

// job1 clones origin (depth 0: the whole history) and runs the job's steps
// in order, then saves the caches as actions/cache's post step does.
func (r *runner) job1(kind, origin string, depth int) *jobRun {
	t := r.t
	t.Helper()
	r.n++
	run := &jobRun{name: fmt.Sprintf("%s #%d", kind, r.n), ran: map[string]bool{}}
	base := filepath.Join(r.tmp, fmt.Sprintf("run%d", r.n))
	ws, home, runnerTemp := filepath.Join(base, "workspace"), filepath.Join(base, "home"), filepath.Join(base, "runner-temp")
	for _, d := range []string{home, runnerTemp} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// Each run is a new machine: no secret but the ones the workflow
	// passes (the tests' own SOULINDEX_SECRET_FILE is not inherited).
	var env []string
	for _, e := range os.Environ() {
		if !strings.HasPrefix(e, usersecret.EnvFile+"=") && !strings.HasPrefix(e, "XDG_CONFIG_HOME=") {
			env = append(env, e)
		}
	}
	env = append(env, r.base...)
	githubEnv := filepath.Join(runnerTemp, "github-env")
	env = append(env, "HOME="+home, "RUNNER_TEMP="+runnerTemp, "GITHUB_WORKSPACE="+ws, "GITHUB_ENV="+githubEnv, "CI=true", "GITHUB_EVENT_NAME=push", "PRE_COMMIT=")
	for k, v := range r.env {
		env = append(env, k+"="+v)
	}
	outputs := map[string]map[string]string{}
	type pending struct {
		key   string
		paths []string
	}
	var saves []pending
	var log strings.Builder
	for _, s := range r.job {
		label := s.Name
		if label == "" {
			label = s.Uses
		}
		if s.If != "" && !r.cond(s.If, outputs) {
			fmt.Fprintf(&log, "== %s: skipped (%s)\n", label, s.If)
			continue
		}
		fmt.Fprintf(&log, "== %s\n", label)
		switch action, _, _ := strings.Cut(s.Uses, "@"); action {
		case "actions/checkout":
			if fd := fmt.Sprint(s.With["fetch-depth"]); fd != "0" {
				t.Errorf("the checkout step fetches depth %s; co-change ranking needs fetch-depth: 0", fd)
			}
			args := []string{"clone", "-q"}
			if depth > 0 {
				args = append(args, "--depth", fmt.Sprint(depth))
			}
			gitIn(t, r.ctx, r.tmp, append(args, "file://"+origin, ws)...)
		case "actions/setup-go":
			// The test runs with the Go it was built by.
		case "actions/cache":
			key := r.expand(fmt.Sprint(s.With["key"]), ws)
			paths := r.cachePaths(s.With["path"], ws, home)
			hit := r.restore(key, s.With["restore-keys"], paths, ws, &log)
			if s.ID != "" {
				outputs[s.ID] = map[string]string{"cache-hit": fmt.Sprint(hit)}
			}
			if !hit { // actions/cache saves only when the key missed
				saves = append(saves, pending{key, paths})
			}
		case "actions/upload-artifact":
			for _, p := range strings.Fields(fmt.Sprint(s.With["path"])) {
				if _, err := os.Stat(filepath.Join(ws, p)); err != nil {
					fmt.Fprintf(&log, "artifact: %v\n", err)
					run.failed = label
				}
			}
		case "":
			cmd := exec.CommandContext(r.ctx, "bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", s.Run)
			cmd.Dir, cmd.Env = ws, slices.Clone(env)
			for k, v := range s.Env {
				cmd.Env = append(cmd.Env, k+"="+r.expand(v, ws))
			}
			out, err := cmd.CombinedOutput()
			// Lines a step appends to $GITHUB_ENV set the later steps'
			// environment.
			if b, err := os.ReadFile(githubEnv); err == nil {
				for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
					if k, v, ok := strings.Cut(line, "="); ok {
						env = append(env, k+"="+v)
					}
				}
				os.Remove(githubEnv)
			}
			log.Write(out)
			run.ran[label] = true
			if err != nil {
				fmt.Fprintf(&log, "(%v)\n", err)
				run.failed = label
			}
		default:
			t.Fatalf("step %q uses %s, which the test does not simulate", label, s.Uses)
		}
		if run.failed != "" {
			break
		}
	}
	if run.failed == "" {
		for _, s := range saves {
			r.save(s.key, s.paths, ws)
		}
	}
	if b, err := os.ReadFile(filepath.Join(ws, "soulindex-stats.json")); err == nil {
		run.stats = string(b)
	}
	run.log = log.String()
	t.Logf("%s run:\n%s", run.name, run.log)
	return run
}

// cond evaluates the if: expressions the recipe uses.
func (r *runner) cond(expr string, outputs map[string]map[string]string) bool {
	if m := regexp.MustCompile(`^steps\.([\w-]+)\.outputs\.cache-hit != 'true'$`).FindStringSubmatch(expr); m != nil {
		return outputs[m[1]]["cache-hit"] != "true"
	}
	if expr == "github.event_name == 'push'" {
		return true
	}
	r.t.Fatalf("the test does not evaluate if: %s", expr)
	return false
}

// expand evaluates the ${{ }} expressions of a cache key: env values,
// runner.os, github.sha (the workspace's HEAD) and hashFiles (constant:
// the fixture has no lock file).
func (r *runner) expand(s, ws string) string {
	return regexp.MustCompile(`\$\{\{\s*(.*?)\s*\}\}`).ReplaceAllStringFunc(s, func(m string) string {
		e := strings.TrimSpace(m[3 : len(m)-2])
		switch {
		case strings.HasPrefix(e, "env."):
			return r.env[strings.TrimPrefix(e, "env.")]
		case e == "runner.os":
			return "Linux"
		case e == "github.sha":
			return gitIn(r.t, r.ctx, ws, "rev-parse", "HEAD")
		case strings.HasPrefix(e, "hashFiles("):
			return "nolockfiles"
		case e == "secrets.SOULINDEX_CACHE_SECRET":
			return ciSecret
		}
		r.t.Fatalf("the test does not evaluate ${{ %s }}", e)
		return ""
	})
}

// cachePaths are a cache step's paths: ~ is HOME, others are relative to
// the workspace.
func (r *runner) cachePaths(v any, ws, home string) []string {
	var out []string
	for _, p := range strings.Fields(fmt.Sprint(v)) {
		if rest, ok := strings.CutPrefix(p, "~/"); ok {
			out = append(out, filepath.Join(home, rest))
		} else {
			out = append(out, filepath.Join(ws, p))
		}
	}
	return out
}

// restore copies a saved cache back: the exact key, else the newest
// saved key starting with one of restore-keys, in order. It reports an
// exact hit (actions/cache's cache-hit output).
func (r *runner) restore(key string, restoreKeys any, paths []string, ws string, log *strings.Builder) bool {
	found, exact := "", false
	if _, ok := r.cache[key]; ok {
		found, exact = key, true
	} else if restoreKeys != nil {
		for _, prefix := range strings.Fields(r.expand(fmt.Sprint(restoreKeys), ws)) {
			for i := len(r.saved) - 1; i >= 0 && found == ""; i-- {
				if strings.HasPrefix(r.saved[i], prefix) {
					found = r.saved[i]
				}
			}
		}
	}
	if found == "" {
		fmt.Fprintf(log, "cache miss: %s\n", key)
		return false
	}
	fmt.Fprintf(log, "cache restored from %s\n", found)
	dir := r.cache[found]
	for i, p := range paths {
		from := filepath.Join(dir, fmt.Sprint(i))
		if _, err := os.Lstat(from); err == nil {
			copyKeepingTimes(r.t, from, p)
		}
	}
	return exact
}

// save stores paths under key, as actions/cache's post step does.
func (r *runner) save(key string, paths []string, ws string) {
	dir := filepath.Join(r.tmp, "cache-store", fmt.Sprint(len(r.saved)))
	for i, p := range paths {
		if _, err := os.Lstat(p); err == nil {
			copyKeepingTimes(r.t, p, filepath.Join(dir, fmt.Sprint(i)))
		}
	}
	r.cache[key] = dir
	r.saved = append(r.saved, key)
}

// copyKeepingTimes copies a file or a directory, keeping modes and modification
// times as actions/cache's tar does (soulindex keys its caches on its
// executable's size and modification time).
func copyKeepingTimes(t *testing.T, from, to string) {
	t.Helper()
	err := filepath.WalkDir(from, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		dst := filepath.Join(to, rel)
		fi, err := d.Info()
		if err != nil {
			return err
		}
		if d.IsDir() {
			return os.MkdirAll(dst, fi.Mode().Perm()|0o700)
		}
		copyEntry(t, p, dst)
		return os.Chtimes(dst, fi.ModTime(), fi.ModTime())
	})
	if err != nil {
		t.Fatal(err)
	}
}
