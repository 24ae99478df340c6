// Command peers times soulindex against its peers (universal-ctags,
// scip-go, scip-typescript, scip-python, repomix) on the corpora of a
// suite described in bench/suite.tsv, interleaving the tools round by
// round, and then scores soulindex's and ctags' definitions against the
// precise SCIP index of each corpus with bench/cmd/evaluate.
//
//	go run -C bench ./cmd/peers -suite quick
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"time"

	"github.com/soulindex/soulindex/bench/internal/measure"
)

func main() { measure.Main("peers", run) }

type config struct {
	suite, suiteFile, cache, soulindex, out, only string
	rounds                                        int
	eval                                          bool
	checkout                                      string // root of the soulindex checkout
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	var c config
	fs := flag.NewFlagSet("peers", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&c.suite, "suite", "quick", "suite to run: quick or standard (see bench/suite.tsv)")
	fs.StringVar(&c.suiteFile, "suite-file", "", "suite description (default: the checkout's bench/suite.tsv)")
	fs.StringVar(&c.cache, "cache", measure.Cache(), "cache folder with corpora/, bin/ and npm/ (bench/tools.sh, bench/corpora.sh)")
	fs.StringVar(&c.soulindex, "soulindex", "", "soulindex binary (default: build ./cmd/soulindex)")
	fs.StringVar(&c.out, "out", "", "directory for the reports (default: the checkout's bench/out)")
	fs.StringVar(&c.only, "only", "", "comma-separated corpora to run (default all of the suite)")
	fs.IntVar(&c.rounds, "rounds", 3, "rounds; every tool runs once per round, interleaved")
	fs.BoolVar(&c.eval, "eval", true, "score definitions against the precise indexes after timing")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if c.rounds < 1 {
		return fmt.Errorf("-rounds must be at least 1")
	}
	// The checkout holds the suite, the reports and the sources of
	// soulindex and bench/cmd/evaluate, which are built from it.
	var err error
	if c.checkout, err = measure.Checkout(ctx); err != nil {
		return err
	}
	if c.suiteFile == "" {
		c.suiteFile = filepath.Join(c.checkout, "bench", "suite.tsv")
	}
	if c.out == "" {
		c.out = filepath.Join(c.checkout, "bench", "out")
	}
	f, err := os.Open(c.suiteFile)
	if err != nil {
		return fmt.Errorf("open suite: %w", err)
	}
	all, err := parseSuite(f)
	f.Close()
	if err != nil {
		return err
	}
	rows := selectRows(all, c.suite, c.only)
	if len(rows) == 0 {
		return fmt.Errorf("no rows for suite %q in %s", c.suite, c.suiteFile)
	}
	tmp, err := os.MkdirTemp("", "soulindex-peers-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if c.soulindex == "" {
		c.soulindex = filepath.Join(tmp, "soulindex")
		fmt.Fprintln(stderr, "building ./cmd/soulindex ...")
		if err := measure.BuildSoulindex(ctx, c.checkout, c.soulindex); err != nil {
			return err
		}
	}
	rep := &report{Suite: c.suite, Rounds: c.rounds, Started: time.Now().UTC().Format(time.RFC3339),
		Machine: machine(), Cache: c.cache}
	keep := filepath.Join(c.cache, "out", c.suite)
	if err := os.MkdirAll(keep, 0o755); err != nil {
		return err
	}
	corpora := groupByCorpus(rows)
	for _, cp := range corpora {
		dir := filepath.Join(c.cache, "corpora", cp.name)
		if _, err := os.Stat(dir); err != nil {
			return fmt.Errorf("corpus %s missing at %s: run bench/corpora.sh --%s", cp.name, dir, c.suite)
		}
	}
	for r := 1; r <= c.rounds; r++ {
		for _, cp := range corpora {
			for _, rw := range cp.rows {
				m, err := runTool(ctx, c, tmp, keep, rw, r)
				if err != nil {
					m.Error = firstLine(err.Error())
					fmt.Fprintf(stderr, "round %d %s/%s: FAILED: %v\n", r, rw.Corpus, rw.Tool, err)
				} else {
					fmt.Fprintf(stderr, "round %d %-14s %-16s %7.2fs wall %7.2fs cpu %7.1f MiB\n",
						r, rw.Corpus, rw.Tool, m.WallSec, m.CPUSec, float64(m.MaxRSSKiB)/1024)
				}
				rep.Runs = append(rep.Runs, m)
			}
		}
	}
	rep.summarize(corpora)
	if c.eval {
		if err := evaluate(ctx, c, tmp, keep, corpora, rep, stderr); err != nil {
			return err
		}
	}
	md := rep.markdown()
	fmt.Fprint(stdout, md)
	if err := measure.WriteReport(c.out, "peers-"+c.suite, []byte(md), rep); err != nil {
		return err
	}
	base := filepath.Join(c.out, "peers-"+c.suite)
	fmt.Fprintf(stderr, "wrote %s.md and %s.json\n", base, base)
	return nil
}

func selectRows(all []row, suite, only string) []row {
	want := map[string]bool{}
	for _, o := range strings.Split(only, ",") {
		if o = strings.TrimSpace(o); o != "" {
			want[o] = true
		}
	}
	var rows []row
	for _, r := range all {
		if r.inSuite(suite) && (len(want) == 0 || want[r.Corpus]) {
			rows = append(rows, r)
		}
	}
	return rows
}

type corpus struct {
	name string
	rows []row
}

// groupByCorpus keeps the suite's order; soulindex runs first in each
// corpus so every ratio has its denominator.
func groupByCorpus(rows []row) []corpus {
	var out []corpus
	idx := map[string]int{}
	for _, r := range rows {
		i, ok := idx[r.Corpus]
		if !ok {
			i = len(out)
			idx[r.Corpus] = i
			out = append(out, corpus{name: r.Corpus})
		}
		out[i].rows = append(out[i].rows, r)
	}
	for i := range out {
		sort.SliceStable(out[i].rows, func(a, b int) bool {
			return out[i].rows[a].Tool == "soulindex" && out[i].rows[b].Tool != "soulindex"
		})
	}
	return out
}

// measurement is one timed run of one tool on one corpus.
type measurement struct {
	Corpus string `json:"corpus"`
	Tool   string `json:"tool"`
	Round  int    `json:"round"`
	measure.Run
	OutputBytes int64  `json:"output_bytes"`
	SourceBytes int64  `json:"source_bytes,omitempty"`
	Files       int    `json:"files,omitempty"`
	Symbols     int    `json:"symbols,omitempty"`
	Error       string `json:"error,omitempty"`
	// Languages is soulindex's per-language breakdown (--json language_stats).
	Languages map[string]langStat `json:"language_stats,omitempty"`
}

// langStat is one language's files, bytes, symbols and extraction seconds
// (summed over workers) in one soulindex run.
type langStat struct {
	Files   int     `json:"files"`
	Bytes   int64   `json:"bytes"`
	Symbols int     `json:"symbols"`
	Seconds float64 `json:"seconds"`
}

// runTool runs one row once in a fresh output directory. Round 1 keeps the
// outputs evaluation needs: soulindex's index, ctags' tags, truth indexes.
func runTool(ctx context.Context, c config, tmp, keep string, rw row, round int) (measurement, error) {
	m := measurement{Corpus: rw.Corpus, Tool: rw.Tool, Round: round}
	out := filepath.Join(tmp, "out", rw.Corpus, rw.Tool)
	os.RemoveAll(out)
	if err := os.MkdirAll(out, 0o755); err != nil {
		return m, err
	}
	vars := map[string]string{
		"corpus":    filepath.Join(c.cache, "corpora", rw.Corpus),
		"out":       out,
		"bin":       filepath.Join(c.cache, "bin"),
		"npm":       filepath.Join(c.cache, "npm"),
		"cache":     c.cache,
		"soulindex": c.soulindex,
	}
	cmd := exec.CommandContext(ctx, "bash", "-c", expand(rw.Command, vars))
	cmd.Dir = vars["corpus"]
	if rw.Workdir != "" {
		cmd.Dir = expand(rw.Workdir, vars)
	}
	cmd.Env = append(os.Environ(), "PATH="+vars["bin"]+string(os.PathListSeparator)+filepath.Join(vars["npm"], "node_modules", ".bin")+string(os.PathListSeparator)+os.Getenv("PATH"))
	var stdout bytes.Buffer
	cmd.Stdout = &stdout
	r, err := measure.Timed(cmd)
	if err != nil {
		return m, err
	}
	m.Run = r
	m.OutputBytes = dirSize(out)
	switch rw.Tool {
	case "soulindex":
		var st struct {
			Files     int                 `json:"files"`
			Bytes     int64               `json:"bytes"`
			Symbols   int                 `json:"symbols"`
			Languages map[string]langStat `json:"language_stats"`
		}
		if json.Unmarshal(stdout.Bytes(), &st) == nil {
			m.Files, m.SourceBytes, m.Symbols, m.Languages = st.Files, st.Bytes, st.Symbols, st.Languages
		}
	case "ctags":
		m.Symbols = countTags(filepath.Join(out, "tags.json"))
	}
	if round == 1 {
		keepOutputs(rw, out, filepath.Join(keep, rw.Corpus))
	}
	return m, nil
}

// keepOutputs saves what evaluation reads, named by tool.
func keepOutputs(rw row, out, dir string) {
	os.MkdirAll(dir, 0o755)
	switch {
	case rw.Tool == "ctags":
		copyFile(filepath.Join(out, "tags.json"), filepath.Join(dir, "ctags.json"))
	case rw.Tool == "soulindex" || rw.Truth:
		if rw.Tool == "soulindex" {
			copyFile(filepath.Join(out, "graph.json"), filepath.Join(dir, "soulindex.graph.json"))
		}
		filepath.WalkDir(out, func(p string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, ".scip") {
				copyFile(p, filepath.Join(dir, rw.Tool+".scip"))
				return fs.SkipAll
			}
			return nil
		})
	}
}

func copyFile(from, to string) error {
	b, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, b, 0o644)
}

func dirSize(dir string) int64 {
	var n int64
	filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if fi, err := d.Info(); err == nil {
				n += fi.Size()
			}
		}
		return nil
	})
	return n
}

func countTags(path string) int {
	f, err := os.Open(path)
	if err != nil {
		return 0
	}
	defer f.Close()
	n := 0
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		if bytes.Contains(sc.Bytes(), []byte(`"_type": "tag"`)) {
			n++
		}
	}
	return n
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

func machine() map[string]string {
	m := map[string]string{"os": runtime.GOOS, "arch": runtime.GOARCH, "cpus": fmt.Sprint(runtime.NumCPU()), "go": runtime.Version()}
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if strings.HasPrefix(l, "model name") {
				m["cpu"] = strings.TrimSpace(strings.SplitN(l, ":", 2)[1])
				break
			}
		}
	}
	if out, err := exec.Command("git", "rev-parse", "--short", "HEAD").Output(); err == nil {
		m["soulindex_commit"] = strings.TrimSpace(string(out))
	}
	return m
}
