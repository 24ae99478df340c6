// Command diag measures `soulindex diag` against the compiler or type
// checker run on the whole tree, on real corpora: for each corpus it makes
// five edits in turn (a type error, a signature change, a rename and a
// removal of definitions other files use, and a harmless edit), each from
// a clean base commit, runs the checker before and after (its new errors
// are the truth) and `soulindex diag --json` several times, and reports
// per scenario precision, recall (overall and on other files than the
// edited one), pre-existing errors reported as new, wall time and whether
// the runs agreed. bench/diag.sh lays out the corpora and runs it.
//
//	diag -corpora LIST -soulindex BIN [-runs 3] [-out bench/out]
//
// LIST has one corpus a line, "name<TAB>language<TAB>path" (what
// bench/corpora.sh prints). It writes OUT/diag.md and OUT/diag.json.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"runtime"
	"sort"
	"strings"
	"time"

	"github.com/soulindex/soulindex/bench/internal/measure"
)

func main() { measure.Main("diag", run) }

type config struct {
	corpora   string
	only      string
	kinds     string
	soulindex string
	pyright   string
	tsc       string
	runs      int
	timeout   time.Duration
	diagFlags string
	out       string
	work      string
	note      string
	plan      bool
	render    string
}

// Corpus is one line of the corpora list.
type Corpus struct {
	Name     string `json:"name"`
	Language string `json:"language"`
	Path     string `json:"path"`
	Files    int    `json:"files"`
}

// Run is one `soulindex diag` run.
type Run struct {
	Seconds float64 `json:"seconds"`
	Exit    int     `json:"exit"`
	// Errors are new_errors plus cross_file_errors (errors only).
	Errors          []Err    `json:"errors"`
	CrossFileErrors int      `json:"cross_file_errors"`
	Dependents      int      `json:"dependents_checked"`
	DependentsFound int      `json:"dependents_found"`
	Unchecked       []string `json:"unchecked,omitempty"`
	Score           Score    `json:"score"`
	Failure         string   `json:"failure,omitempty"`
}

// Scenario is one edit of one corpus with the truth and every run.
type Scenario struct {
	Edit          Edit    `json:"edit"`
	CheckerSecond float64 `json:"checker_seconds"`
	// TruthNew are the checker's errors after the edit that it did not
	// report before.
	TruthNew  []Err `json:"truth_new"`
	Runs      []Run `json:"runs"`
	Identical bool  `json:"identical"`
	// SameLines: the runs reported errors on the same lines, though
	// perhaps with other messages or columns (Identical is false then).
	SameLines bool `json:"same_lines"`
}

// CorpusResult is one corpus' scenarios.
type CorpusResult struct {
	Corpus     Corpus     `json:"corpus"`
	Checker    string     `json:"checker"`
	BaseErrors int        `json:"base_errors"`
	Scenarios  []Scenario `json:"scenarios"`
	Failure    string     `json:"failure,omitempty"`
}

// Report is diag.json.
type Report struct {
	Date      string         `json:"date"`
	Machine   string         `json:"machine"`
	Soulindex string         `json:"soulindex"`
	Command   string         `json:"command"`
	Runs      int            `json:"runs"`
	Note      string         `json:"note,omitempty"`
	Corpora   []CorpusResult `json:"corpora"`
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	var c config
	fs := flag.NewFlagSet("diag", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&c.corpora, "corpora", "", "file of corpora, one a line: name<TAB>language<TAB>path (bench/corpora.sh's output)")
	fs.StringVar(&c.only, "only", "", "comma-separated corpus names to run (default all)")
	fs.StringVar(&c.kinds, "scenarios", strings.Join(allKinds, ","), "comma-separated scenarios to run")
	fs.StringVar(&c.soulindex, "soulindex", "", "soulindex binary (default: build ./cmd/soulindex)")
	fs.StringVar(&c.pyright, "pyright", "pyright", "pyright command-line checker")
	fs.StringVar(&c.tsc, "tsc", "tsc", "TypeScript compiler")
	fs.IntVar(&c.runs, "runs", 3, "diag runs per scenario")
	fs.DurationVar(&c.timeout, "timeout", 10*time.Minute, "passed to diag --timeout")
	fs.StringVar(&c.diagFlags, "diag-flags", "", "more flags for soulindex diag, space separated (e.g. --max-dependents=200)")
	fs.StringVar(&c.out, "out", "bench/out", "where diag.md and diag.json go")
	fs.StringVar(&c.work, "work", "", "scratch directory for the corpus copies (default: a temp dir, removed)")
	fs.StringVar(&c.note, "note", "", "free text added to the report")
	fs.StringVar(&c.render, "render", "", "print the Markdown table of diag.json files written before (comma-separated, one table), run nothing")
	fs.BoolVar(&c.plan, "plan", false, "print each corpus' edits and the checker's errors on the base, run no diag")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if c.render != "" {
		// Several reports (runs of different corpora) make one table,
		// with the first one's header.
		var rep Report
		for i, f := range strings.Split(c.render, ",") {
			b, err := os.ReadFile(f)
			if err != nil {
				return err
			}
			var r Report
			if err := json.Unmarshal(b, &r); err != nil {
				return fmt.Errorf("%s: %w", f, err)
			}
			if i == 0 {
				rep = r
			} else {
				rep.Corpora = append(rep.Corpora, r.Corpora...)
			}
		}
		for i := range rep.Corpora {
			for j := range rep.Corpora[i].Scenarios {
				sc := &rep.Corpora[i].Scenarios[j]
				sc.Identical, sc.SameLines = identical(sc.Runs), sameLines(sc.Runs)
			}
		}
		writeMarkdown(stdout, rep)
		return nil
	}
	if c.corpora == "" || c.runs < 1 {
		return errors.New("-corpora is required and -runs must be at least 1")
	}
	corpora, err := readCorpora(c.corpora, c.only)
	if err != nil {
		return err
	}
	kinds := strings.Split(c.kinds, ",")
	for _, k := range kinds {
		if !contains(allKinds, k) {
			return fmt.Errorf("unknown scenario %q (want %s)", k, strings.Join(allKinds, ","))
		}
	}
	work := c.work
	if work == "" {
		if work, err = os.MkdirTemp("", "diagbench-"); err != nil {
			return err
		}
		defer os.RemoveAll(work)
	}
	if work, err = filepath.Abs(work); err != nil {
		return err
	}
	if c.soulindex == "" && !c.plan {
		c.soulindex = filepath.Join(work, "soulindex")
		checkout, err := measure.Checkout(ctx)
		if err != nil {
			return err
		}
		b := exec.CommandContext(ctx, "go", "build", "-o", c.soulindex, "./cmd/soulindex")
		b.Dir, b.Stdout, b.Stderr = checkout, stderr, stderr
		if err := b.Run(); err != nil {
			return fmt.Errorf("build soulindex (run from the repository root, or pass -soulindex PATH): %w", err)
		}
	}
	version, _ := exec.CommandContext(ctx, c.soulindex, "version").Output()
	rep := Report{
		Date:      time.Now().UTC().Format(time.RFC3339),
		Machine:   fmt.Sprintf("%s/%s, %d CPUs", runtime.GOOS, runtime.GOARCH, runtime.NumCPU()),
		Soulindex: strings.TrimSpace(string(version)),
		Command:   fmt.Sprintf("soulindex diag --json --base HEAD --timeout %s %s", c.timeout, c.diagFlags),
		Runs:      c.runs,
		Note:      c.note,
	}
	for _, corp := range corpora {
		fmt.Fprintf(stderr, "[diag] %s (%s): %s\n", corp.Name, corp.Language, corp.Path)
		res := runCorpus(ctx, c, corp, kinds, filepath.Join(work, corp.Name), stderr)
		if res.Failure != "" {
			fmt.Fprintf(stderr, "[diag] %s: %s\n", corp.Name, res.Failure)
		}
		rep.Corpora = append(rep.Corpora, res)
		// Written after every corpus, so a long run stopped half-way
		// leaves what it measured.
		if err := writeReport(c.out, rep); err != nil {
			return err
		}
		if ctx.Err() != nil {
			break
		}
	}
	md, err := os.ReadFile(filepath.Join(c.out, "diag.md"))
	if err != nil {
		return err
	}
	_, err = stdout.Write(md)
	return err
}

func writeReport(out string, rep Report) error {
	var md bytes.Buffer
	writeMarkdown(&md, rep)
	return measure.WriteReport(out, "diag", md.Bytes(), rep)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func readCorpora(path, only string) ([]Corpus, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var want []string
	if only != "" {
		want = strings.Split(only, ",")
	}
	var out []Corpus
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Split(strings.TrimSpace(line), "\t")
		if len(f) != 3 || strings.HasPrefix(f[0], "#") {
			continue
		}
		if want != nil && !contains(want, f[0]) {
			continue
		}
		if _, ok := langs[f[1]]; !ok {
			return nil, fmt.Errorf("corpus %s: language %s has no scenarios (want go, python or typescript)", f[0], f[1])
		}
		out = append(out, Corpus{Name: f[0], Language: f[1], Path: f[2]})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no corpus selected", path)
	}
	return out, nil
}

func checkerFor(c config, language string) checker {
	switch language {
	case "go":
		return &goChecker{}
	case "python":
		return pyrightChecker{bin: c.pyright}
	default:
		return tscChecker{bin: c.tsc}
	}
}

// git runs git in dir with a fixed identity and no user configuration.
func git(ctx context.Context, dir string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, "git", append([]string{"-c", "user.name=diag-bench", "-c", "user.email=diag-bench@localhost",
		"-c", "commit.gpgsign=false", "-c", "core.hooksPath=/dev/null"}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("git %s: %w: %s", strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
	}
	return string(out), nil
}

// prepare copies the corpus into a fresh git repository (the base commit)
// and lists its files.
func prepare(ctx context.Context, src, dir string) ([]string, error) {
	if err := os.RemoveAll(dir); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	if out, err := exec.CommandContext(ctx, "cp", "-a", src+"/.", dir).CombinedOutput(); err != nil {
		return nil, fmt.Errorf("copy %s: %w: %s", src, err, out)
	}
	if _, err := git(ctx, dir, "init", "-q"); err != nil {
		return nil, err
	}
	// Installed type dependencies and soulindex's output stay out of the
	// repository; the checkers still read node_modules from disk.
	if err := os.WriteFile(filepath.Join(dir, ".git", "info", "exclude"), []byte("node_modules/\n.soulindex/\n"), 0o644); err != nil {
		return nil, err
	}
	if _, err := git(ctx, dir, "add", "-A"); err != nil {
		return nil, err
	}
	if _, err := git(ctx, dir, "commit", "-q", "-m", "base"); err != nil {
		return nil, err
	}
	out, err := git(ctx, dir, "ls-files")
	if err != nil {
		return nil, err
	}
	return strings.Fields(out), nil
}

func restore(ctx context.Context, dir string) error {
	if _, err := git(ctx, dir, "checkout", "-q", "--", "."); err != nil {
		return err
	}
	_, err := git(ctx, dir, "clean", "-fdq")
	return err
}

func runCorpus(ctx context.Context, c config, corp Corpus, kinds []string, dir string, log io.Writer) CorpusResult {
	l := langs[corp.Language]
	chk := checkerFor(c, corp.Language)
	res := CorpusResult{Corpus: corp, Checker: chk.name()}
	files, err := prepare(ctx, corp.Path, dir)
	if err != nil {
		res.Failure = err.Error()
		return res
	}
	t, err := readTree(dir, files, l)
	if err != nil {
		res.Failure = err.Error()
		return res
	}
	res.Corpus.Files = len(t.files)
	edits, err := t.plan(l)
	if err != nil {
		res.Failure = "planning the edits: " + err.Error()
		return res
	}
	before, err := chk.check(ctx, dir)
	if err != nil {
		res.Failure = "checker on the base: " + err.Error()
		return res
	}
	res.BaseErrors = len(before)
	fmt.Fprintf(log, "[diag] %s: %d %s files, %d errors on the base\n", corp.Name, len(t.files), corp.Language, len(before))
	if c.plan {
		for _, e := range before {
			fmt.Fprintf(log, "[diag]   base error %s:%d:%d: %s\n", e.File, e.Line, e.Col, e.Msg)
		}
		for _, e := range edits {
			fmt.Fprintf(log, "[diag]   %s: %s:%d %s (%d other files): %s\n", e.Kind, e.File, e.Line, e.Symbol, e.Callers, e.Description)
		}
		return res
	}
	for _, e := range edits {
		if !contains(kinds, e.Kind) || ctx.Err() != nil {
			continue
		}
		sc := Scenario{Edit: e}
		if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(e.File)), e.content, 0o644); err != nil {
			res.Failure = err.Error()
			return res
		}
		start := time.Now()
		after, err := chk.check(ctx, dir)
		sc.CheckerSecond = time.Since(start).Seconds()
		if err != nil {
			res.Failure = fmt.Sprintf("checker after %s: %v", e.Kind, err)
			return res
		}
		sc.TruthNew = newErrs(before, after)
		fmt.Fprintf(log, "[diag] %s %s (%s:%d %s): checker %.1fs, %d new errors\n", corp.Name, e.Kind, e.File, e.Line, e.Symbol, sc.CheckerSecond, len(sc.TruthNew))
		for i := 0; i < c.runs && ctx.Err() == nil; i++ {
			r := diagRun(ctx, c, dir, fmt.Sprintf("%s-%s-%d.json", dir, e.Kind, i+1))
			r.Score = score(e.File, before, sc.TruthNew, r.Errors)
			fmt.Fprintf(log, "[diag]   run %d: %.1fs exit %d, %d reported, hit %d/%d (cross-file %d/%d), unchecked %d %s\n", i+1, r.Seconds, r.Exit,
				r.Score.Reported, r.Score.Hit, r.Score.Truth, r.Score.CrossHit, r.Score.CrossTruth, len(r.Unchecked), r.Failure)
			sc.Runs = append(sc.Runs, r)
		}
		sc.Identical, sc.SameLines = identical(sc.Runs), sameLines(sc.Runs)
		res.Scenarios = append(res.Scenarios, sc)
		if err := restore(ctx, dir); err != nil {
			res.Failure = err.Error()
			return res
		}
	}
	return res
}

// diagReport is the part of diag's --json report the benchmark reads.
type diagReport struct {
	Dependents      []string      `json:"dependents"`
	DependentsFound int           `json:"dependents_found"`
	NewErrors       []diagFinding `json:"new_errors"`
	CrossFileErrors []diagFinding `json:"cross_file_errors"`
	Unchecked       []struct {
		Path   string `json:"path"`
		Reason string `json:"reason"`
	} `json:"unchecked"`
}

type diagFinding struct {
	Path     string `json:"path"`
	Line     int    `json:"line"`
	Column   int    `json:"column"`
	Severity string `json:"severity"`
	Message  string `json:"message"`
}

// diagRun runs diag once in dir and keeps its JSON report in keep.
func diagRun(ctx context.Context, c config, dir, keep string) Run {
	args := []string{"diag", "--json", "--base", "HEAD", "--timeout", c.timeout.String()}
	args = append(args, strings.Fields(c.diagFlags)...)
	args = append(args, ".")
	cmd := exec.CommandContext(ctx, c.soulindex, args...)
	cmd.Dir = dir
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err := cmd.Run()
	r := Run{Seconds: time.Since(start).Seconds()}
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		r.Exit = exit.ExitCode()
	} else if err != nil {
		r.Exit, r.Failure = -1, err.Error()
		return r
	}
	if err := os.WriteFile(keep, stdout.Bytes(), 0o644); err != nil {
		r.Failure = err.Error()
		return r
	}
	if err := readDiagReport(stdout.Bytes(), &r); err != nil {
		msg := strings.TrimSpace(stderr.String())
		if len(msg) > 500 {
			msg = "..." + msg[len(msg)-500:]
		}
		r.Failure = fmt.Sprintf("no JSON report (exit %d): %s", r.Exit, msg)
	}
	return r
}

// readDiagReport fills r's findings from diag's --json report.
func readDiagReport(b []byte, r *Run) error {
	var d diagReport
	if err := json.Unmarshal(b, &d); err != nil {
		return err
	}
	for _, f := range d.NewErrors {
		if f.Severity == "error" {
			r.Errors = append(r.Errors, Err{File: f.Path, Line: f.Line, Col: f.Column, Msg: f.Message})
		}
	}
	for _, f := range d.CrossFileErrors {
		if f.Severity == "error" {
			r.CrossFileErrors++
			r.Errors = append(r.Errors, Err{File: f.Path, Line: f.Line, Col: f.Column, Msg: f.Message})
		}
	}
	r.Errors = sortErrs(r.Errors)
	r.Dependents, r.DependentsFound = len(d.Dependents), d.DependentsFound
	for _, u := range d.Unchecked {
		r.Unchecked = append(r.Unchecked, u.Path+": "+u.Reason)
	}
	return nil
}

func identical(runs []Run) bool {
	for _, r := range runs[1:] {
		if !reflect.DeepEqual(r.Errors, runs[0].Errors) || !reflect.DeepEqual(r.Unchecked, runs[0].Unchecked) || r.Failure != "" {
			return false
		}
	}
	return len(runs) > 0 && runs[0].Failure == ""
}

func sameLines(runs []Run) bool {
	for _, r := range runs {
		if r.Failure != "" || !reflect.DeepEqual(locs(r.Errors), locs(runs[0].Errors)) {
			return false
		}
	}
	return len(runs) > 0
}

// span formats the values of the runs: one number when they agree, else
// "min–max".
func span(vals []float64, format func(float64) string) string {
	if len(vals) == 0 {
		return "–"
	}
	s := append([]float64(nil), vals...)
	sort.Float64s(s)
	if format(s[0]) == format(s[len(s)-1]) {
		return format(s[0])
	}
	return format(s[0]) + "–" + format(s[len(s)-1])
}

func pct(x float64) string {
	if x < 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.0f%%", 100*x)
}

func count(x float64) string { return fmt.Sprintf("%.0f", x) }

func writeMarkdown(w io.Writer, rep Report) {
	fmt.Fprintf(w, "## soulindex diag against the checker on the whole tree\n\n")
	fmt.Fprintf(w, "%s, %s, %s; %d diag runs per scenario: `%s`. Errors match by file and line. "+
		"Figures that differ between runs show as min–max; time is the median (min–max) wall time of one diag run.\n\n",
		rep.Date[:10], rep.Machine, rep.Soulindex, rep.Runs, strings.TrimSpace(rep.Command))
	if rep.Note != "" {
		fmt.Fprintf(w, "%s\n\n", rep.Note)
	}
	fmt.Fprintln(w, "| corpus | scenario | edited definition (other files naming it) | checker: new error lines (in other files) | diag: reported | precision | recall | cross-file recall | old errors reported as new | dependents checked / found | unchecked | diag s | checker s | runs identical |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
	for _, cr := range rep.Corpora {
		name := fmt.Sprintf("%s (%s, %d files)", cr.Corpus.Name, cr.Corpus.Language, cr.Corpus.Files)
		if cr.Failure != "" && len(cr.Scenarios) == 0 {
			fmt.Fprintf(w, "| %s | failed: %s |||||||||||||\n", name, strings.ReplaceAll(cr.Failure, "|", "/"))
			continue
		}
		for _, sc := range cr.Scenarios {
			var prec, rec, cross, pre, rep, deps, found, unch, secs []float64
			var truth, crossTruth int
			failed := 0
			for _, r := range sc.Runs {
				if r.Failure != "" {
					failed++
					continue
				}
				prec = append(prec, r.Score.Precision())
				rec = append(rec, r.Score.Recall())
				cross = append(cross, r.Score.CrossRecall())
				pre = append(pre, float64(r.Score.PreExisting))
				rep = append(rep, float64(r.Score.Reported))
				deps = append(deps, float64(r.Dependents))
				found = append(found, float64(r.DependentsFound))
				unch = append(unch, float64(len(r.Unchecked)))
				secs = append(secs, r.Seconds)
				truth, crossTruth = r.Score.Truth, r.Score.CrossTruth
			}
			if len(secs) == 0 {
				truth, crossTruth = len(locs(sc.TruthNew)), 0
			}
			what := sc.Edit.Kind
			def := "–"
			if sc.Edit.Symbol != "" {
				def = fmt.Sprintf("`%s` %s:%d (%d)", sc.Edit.Symbol, sc.Edit.File, sc.Edit.Line, sc.Edit.Callers)
			} else {
				def = fmt.Sprintf("%s:%d", sc.Edit.File, sc.Edit.Line)
			}
			time := "–"
			if len(secs) > 0 {
				s := append([]float64(nil), secs...)
				sort.Float64s(s)
				time = fmt.Sprintf("%.1f (%.1f–%.1f)", measure.Median(secs), s[0], s[len(s)-1])
			}
			ident := "yes"
			switch {
			case !sc.Identical && sc.SameLines:
				ident = "same lines, other messages"
			case !sc.Identical:
				ident = "**no**"
			}
			if failed > 0 {
				ident += fmt.Sprintf(" (%d failed)", failed)
			}
			fmt.Fprintf(w, "| %s | %s | %s | %d (%d) | %s | %s | %s | %s | %s | %s / %s | %s | %s | %.1f | %s |\n",
				name, what, def, truth, crossTruth, span(rep, count), span(prec, pct), span(rec, pct), span(cross, pct),
				span(pre, count), span(deps, count), span(found, count), span(unch, count), time, sc.CheckerSecond, ident)
		}
		if cr.Failure != "" {
			fmt.Fprintf(w, "| %s | stopped: %s |||||||||||||\n", name, strings.ReplaceAll(cr.Failure, "|", "/"))
		}
	}
	fmt.Fprintln(w)
	for _, cr := range rep.Corpora {
		fmt.Fprintf(w, "- %s: truth from %s; %d errors on the unedited tree.\n", cr.Corpus.Name, cr.Checker, cr.BaseErrors)
	}
	fmt.Fprintln(w)
	// The sum over every scenario and run, the figure the gate is judged on.
	var hit, truth, chit, ctruth, pre, reported int
	for _, cr := range rep.Corpora {
		for _, sc := range cr.Scenarios {
			for _, r := range sc.Runs {
				if r.Failure != "" {
					continue
				}
				hit += r.Score.Hit
				truth += r.Score.Truth
				chit += r.Score.CrossHit
				ctruth += r.Score.CrossTruth
				pre += r.Score.PreExisting
				reported += r.Score.Reported
			}
		}
	}
	fmt.Fprintf(w, "Over every scenario and run: precision %s (%d/%d), recall %s (%d/%d), cross-file recall %s (%d/%d), old errors reported as new %d.\n",
		pct(ratio(hit, reported)), hit, reported, pct(ratio(hit, truth)), hit, truth, pct(ratio(chit, ctruth)), chit, ctruth, pre)
}
