// Command tasks is the agent-task benchmark: does the Soul Map lead an
// agent to where a task lands? Each corpus with a task file
// bench/tasks/<corpus>.tsv (see bench/README.md for the format) is laid out
// by bench/corpora.sh, copied to a temp dir, indexed once there
// (`soulindex index COPY --quiet`), and its maps rendered from that index's
// cache with
//
//	soulindex map COPY --budget B --quiet                 (one per budget)
//	soulindex map COPY --budget B --quiet --focus FOCUS   (one per task and budget)
//
// in md with the default tokenizer. A task is a hit when the map lists one
// of its target files and, in that file's block (its header line after the
// path and the indented lines under it, wherever the block appears), the
// target's last name component as a whole identifier; a file hit when it
// lists the file. When bench/truth.sh wrote a truth index for the corpus,
// the map's symbol coverage (@25, @100) and the file-ranking overlap (@10,
// @20) of bench/eval are given beside the hits at 4,000 tokens.
//
//	go run -C bench ./cmd/tasks [-soulindex BIN] [-only NAME,...] [-budgets 1000,4000] [-out DIR] [-j N] [-v]
//
// The table goes to stdout, OUT/tasks.md and OUT/tasks.json.
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/soulindex/soulindex/bench/eval"
	"github.com/soulindex/soulindex/bench/internal/measure"
)

func main() { measure.Main("tasks", run) }

// truthBudget is the budget the truth metrics are taken at.
const truthBudget = 4000

type config struct {
	bin      string
	checkout string
	cache    string
	budgets  []int
	jobs     int
	tmp      string
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	flags := flag.NewFlagSet("tasks", flag.ContinueOnError)
	flags.SetOutput(stderr)
	bin := flags.String("soulindex", "", "soulindex binary (default: build the checkout's ./cmd/soulindex into a temp dir)")
	only := flags.String("only", "", "comma-separated corpus names (default: every corpus with a bench/tasks/<name>.tsv)")
	budgetList := flags.String("budgets", "1000,4000", "comma-separated map budgets (tokens)")
	outDir := flags.String("out", "", "directory for tasks.md and tasks.json (default: the checkout's bench/out)")
	jobs := flags.Int("j", 2, "corpora measured at once")
	verbose := flags.Bool("v", false, "list every miss (task, budget, focus, what the map showed)")
	if err := flags.Parse(args); err != nil {
		return err
	}
	if flags.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", flags.Args())
	}
	budgets, err := parseBudgets(*budgetList)
	if err != nil {
		return err
	}
	if *jobs < 1 {
		return fmt.Errorf("-j must be at least 1, got %d", *jobs)
	}
	checkout, err := measure.Checkout(ctx)
	if err != nil {
		return err
	}
	if *outDir == "" {
		*outDir = filepath.Join(checkout, "bench", "out")
	}
	files, err := loadTaskFiles(filepath.Join(checkout, "bench", "tasks"), *only)
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "soulindex-tasks-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if *bin == "" {
		fmt.Fprintln(stderr, "building ./cmd/soulindex ...")
	} else if *bin, err = exec.LookPath(*bin); err != nil {
		return fmt.Errorf("-soulindex: %w", err)
	}
	if *bin, err = measure.Soulindex(ctx, *bin, tmp); err != nil {
		return err
	}
	c := config{bin: *bin, checkout: checkout, cache: measure.Cache(), budgets: budgets, jobs: *jobs, tmp: tmp}

	names := make([]string, len(files))
	for i, f := range files {
		names[i] = f.Corpus
	}
	fmt.Fprintf(stderr, "laying out the corpora (bench/corpora.sh --only %s) ...\n", strings.Join(names, ","))
	dirs, err := layOut(ctx, checkout, names, stderr)
	if err != nil {
		return err
	}

	start := time.Now()
	rep := &report{Date: time.Now().UTC().Format(time.RFC3339), Soulindex: c.bin, Version: version(ctx, c.bin), Budgets: budgets}
	rep.Corpora = make([]corpusResult, len(files))
	errs := make([]error, len(files))
	var wg sync.WaitGroup
	sem := make(chan struct{}, c.jobs)
	for i, f := range files {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			fmt.Fprintf(stderr, "%s: %d tasks ...\n", f.Corpus, len(f.Tasks))
			res, err := measureCorpus(ctx, c, f, dirs[f.Corpus])
			if err != nil {
				errs[i] = fmt.Errorf("%s: %w", f.Corpus, err)
				return
			}
			rep.Corpora[i] = *res
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return err
	}
	rep.Totals = totals(budgets, rep.Corpora)
	rep.Notes = notes(rep, time.Since(start))

	var md bytes.Buffer
	if err := writeMarkdown(&md, rep, *verbose); err != nil {
		return err
	}
	if _, err := stdout.Write(md.Bytes()); err != nil {
		return err
	}
	return measure.WriteReport(*outDir, "tasks", md.Bytes(), rep)
}

// notes are the report's footnotes.
func notes(r *report, took time.Duration) []string {
	var ns []string
	ns = append(ns, fmt.Sprintf("%d corpora, %d tasks, maps at %s tokens (md, default tokenizer); measured in %s.",
		len(r.Corpora), r.Totals[0].Tasks, joinInts(r.Budgets), took.Round(time.Second)))
	ns = append(ns, "hits: a target file listed and, in its block, the target's name as a whole identifier; file hits: a target file listed; focus file shown: the focused map lists the focus file.")
	ns = append(ns, budgetNote(r.Corpora))
	var noTruth []string
	for _, c := range r.Corpora {
		if c.Truth == nil {
			noTruth = append(noTruth, c.Name)
		}
	}
	if len(noTruth) > 0 {
		ns = append(ns, fmt.Sprintf("coverage and overlap (bench/eval, the map without focus at %d tokens; overlap of graph.json's ranking): — where no truth index exists (%s); `bench/tools.sh && bench/truth.sh CORPUS` writes one for the Go, TypeScript and Python corpora, none exists for Rust or Ruby.",
			truthBudget, strings.Join(noTruth, ", ")))
	}
	return ns
}

// parseBudgets reads -budgets.
func parseBudgets(s string) ([]int, error) {
	var out []int
	for f := range strings.SplitSeq(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 {
			return nil, fmt.Errorf("-budgets: %q is not a positive number", f)
		}
		if !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	slices.Sort(out)
	return out, nil
}

// loadTaskFiles parses the task files of dir, sorted by corpus, or only
// those named in only.
func loadTaskFiles(dir, only string) ([]*taskFile, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.tsv"))
	if err != nil {
		return nil, err
	}
	slices.Sort(paths)
	byName := map[string]string{}
	var names []string
	for _, p := range paths {
		n := strings.TrimSuffix(filepath.Base(p), ".tsv")
		byName[n] = p
		names = append(names, n)
	}
	if only != "" {
		names = nil
		for n := range strings.SplitSeq(only, ",") {
			if n = strings.TrimSpace(n); n == "" {
				continue
			}
			if byName[n] == "" {
				return nil, fmt.Errorf("-only: no task file %s", filepath.Join(dir, n+".tsv"))
			}
			if !slices.Contains(names, n) {
				names = append(names, n)
			}
		}
		slices.Sort(names)
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("no task file in %s", dir)
	}
	var out []*taskFile
	for _, n := range names {
		f, err := os.Open(byName[n])
		if err != nil {
			return nil, err
		}
		tf, err := parseTaskFile(filepath.Join("bench", "tasks", n+".tsv"), n, f)
		f.Close()
		if err != nil {
			return nil, err
		}
		out = append(out, tf)
	}
	return out, nil
}

// layOut runs bench/corpora.sh --only NAMES and returns each corpus' path.
func layOut(ctx context.Context, checkout string, names []string, stderr io.Writer) (map[string]string, error) {
	cmd := exec.CommandContext(ctx, "bash", filepath.Join(checkout, "bench", "corpora.sh"), "--only", strings.Join(names, ","))
	cmd.Stderr = stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("bench/corpora.sh --only %s: %w", strings.Join(names, ","), err)
	}
	dirs := map[string]string{}
	for line := range strings.Lines(string(out)) {
		f := strings.Split(strings.TrimSpace(line), "\t")
		if len(f) == 3 {
			dirs[f[0]] = f[2]
		}
	}
	for _, n := range names {
		if dirs[n] == "" {
			return nil, fmt.Errorf("bench/corpora.sh printed no path for %s", n)
		}
	}
	return dirs, nil
}

// measureCorpus copies, indexes and maps one corpus and scores its tasks.
func measureCorpus(ctx context.Context, c config, tf *taskFile, dir string) (*corpusResult, error) {
	src := filepath.Join(c.tmp, "corpora", tf.Corpus)
	if err := measure.CopyTree(dir, src, false); err != nil {
		return nil, err
	}
	if err := checkTargets(tf, src); err != nil {
		return nil, err
	}
	if _, err := soulindex(ctx, c.bin, "index", src, "--quiet"); err != nil {
		return nil, err
	}
	res := &corpusResult{Name: tf.Corpus, HeldOut: tf.HeldOut, Source: tf.Source}
	res.Tasks = make([]taskResult, len(tf.Tasks))
	for i, t := range tf.Tasks {
		res.Tasks[i].task = t
	}
	var global4k string
	for _, b := range c.budgets {
		md, err := soulindex(ctx, c.bin, "map", src, "--budget", strconv.Itoa(b), "--quiet")
		if err != nil {
			return nil, err
		}
		res.Budget.check(md, b, tf.Corpus+" (no focus)")
		if b == truthBudget {
			global4k = md
		}
		global := parseMap(md)
		focused := map[string]*soulMap{} // tasks share focus files
		for i, t := range tf.Tasks {
			shown, hit := global.show(t.Targets)
			res.Tasks[i].Outcomes = append(res.Tasks[i].Outcomes, outcome{Budget: b, Shown: shown, Target: targetName(hit)})
			m := focused[t.Focus]
			if m == nil {
				md, err := soulindex(ctx, c.bin, "map", src, "--budget", strconv.Itoa(b), "--quiet", "--focus", t.Focus)
				if err != nil {
					return nil, err
				}
				res.Budget.check(md, b, tf.Corpus+" --focus "+t.Focus)
				m = parseMap(md)
				focused[t.Focus] = m
			}
			shown, hit = m.show(t.Targets)
			listed, _ := m.file(t.Focus)
			res.Tasks[i].Outcomes = append(res.Tasks[i].Outcomes, outcome{Budget: b, Focused: true, Shown: shown, Target: targetName(hit), FocusShown: listed})
		}
	}
	for i := range res.Tasks {
		sortOutcomes(res.Tasks[i].Outcomes)
	}
	res.Rows = tally(c.budgets, res.Tasks)
	truth := filepath.Join(c.cache, "truth", tf.Corpus, "index.scip")
	if global4k != "" && exists(truth) {
		t, err := truthMetrics(truth, filepath.Join(src, ".soulindex"), global4k)
		if err != nil {
			return nil, err
		}
		res.Truth = t
	}
	return res, nil
}

// truthMetrics scores the 4k map and graph.json of the index in out against
// the truth index with bench/eval.
func truthMetrics(truthPath, out, md string) (*truthScores, error) {
	tx, err := eval.LoadSCIP("truth", truthPath)
	if err != nil {
		return nil, err
	}
	cx, err := eval.LoadSCIP("soulindex", filepath.Join(out, "index.scip"))
	if err != nil {
		return nil, err
	}
	entries, err := eval.ParseSoulMap(strings.NewReader(md))
	if err != nil {
		return nil, err
	}
	rank, err := eval.ReadRank(filepath.Join(out, "graph.json"))
	if err != nil {
		return nil, err
	}
	t := &truthScores{Truth: truthPath, Budget: truthBudget}
	mc := eval.EvaluateMap(cx, tx, entries, []int{25, 100}, 0)
	t.Coverage25, t.Coverage100 = mc.At[0].Share, mc.At[1].Share
	if rr := eval.Evaluate(cx, tx, eval.Options{Rank: rank, RankDepths: []int{10, 20}}).Ranking; rr != nil {
		t.Overlap10, t.Overlap20 = rr.At[0].Overlap, rr.At[1].Overlap
	}
	return t, nil
}

// checkTargets refuses a task whose focus or target file is not in the
// corpus: a typo would otherwise count as a miss.
func checkTargets(tf *taskFile, root string) error {
	var errs []error
	for _, t := range tf.Tasks {
		paths := []string{t.Focus}
		for _, tg := range t.Targets {
			paths = append(paths, tg.Path)
		}
		for _, p := range paths {
			if st, err := os.Stat(filepath.Join(root, filepath.FromSlash(p))); err != nil || !st.Mode().IsRegular() {
				errs = append(errs, fmt.Errorf("bench/tasks/%s.tsv: %s: %s is no file of the corpus", tf.Corpus, t.ID, p))
			}
		}
	}
	return errors.Join(errs...)
}

// soulindex runs the binary and returns its stdout.
func soulindex(ctx context.Context, bin string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, bin, args...)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("soulindex %s: %w: %s", strings.Join(args, " "), err, strings.TrimSpace(errOut.String()))
	}
	return out.String(), nil
}

// version is the binary's `soulindex version`, without the name.
func version(ctx context.Context, bin string) string {
	v, err := soulindex(ctx, bin, "version")
	if err != nil {
		return "unknown"
	}
	return strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(v), "soulindex"))
}

func targetName(t *target) string {
	if t == nil {
		return ""
	}
	return t.String()
}

func exists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

func joinInts(ns []int) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, " and ")
}
