// Command speed benchmarks soulindex against universal-ctags on one corpus.
//
// It times, on the same corpus and interleaved round by round so that
// machine noise hits every tool alike:
//
//	full   soulindex index CORPUS --out TMP --quiet --json
//	parse  soulindex index CORPUS --parse-only --quiet --json
//	ctags  ctags -R --output-format=json --fields=+neKS -f TMP --languages=... CORPUS
//
// and reports medians of wall time, CPU time (user+sys), peak RSS, output
// size and throughput, plus the ratios soulindex/ctags and parse-only/full.
// The Markdown table goes to stdout and OUT/speed.md; every raw number goes
// to OUT/speed.json.
//
// Run it from the repository root:
//
//	go run -C bench ./cmd/speed
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"time"

	"github.com/soulindex/soulindex/bench/internal/measure"
)

// ctagsLanguages restricts ctags to the languages soulindex indexes, so both
// tools read the same kinds of files.
const ctagsLanguages = "Go,C,C++,JavaScript,Python,TypeScript,Rust,Java"

// Tool keys, in the order they run within a round.
const (
	toolFull  = "soulindex_full"
	toolParse = "soulindex_parse_only"
	toolCtags = "ctags"
)

var toolOrder = []string{toolFull, toolParse, toolCtags}

var toolLabels = map[string]string{
	toolFull:  "soulindex index (full)",
	toolParse: "soulindex --parse-only",
	toolCtags: "ctags -R (json)",
}

type config struct {
	corpus    string
	rounds    int
	jobs      int
	outDir    string
	soulindex string
	ctags     string
	warmup    bool
	note      string
}

func main() { measure.Main("speed", run) }

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fset := flag.NewFlagSet("speed", flag.ContinueOnError)
	fset.SetOutput(stderr)
	var cfg config
	fset.StringVar(&cfg.corpus, "corpus", "", "directory to index (default $(go env GOROOT)/src)")
	fset.IntVar(&cfg.rounds, "rounds", 3, "rounds; each round runs every tool once")
	fset.IntVar(&cfg.jobs, "jobs", 0, "soulindex -j value (0 = all cores)")
	fset.StringVar(&cfg.outDir, "out", "", "directory for speed.md and speed.json (default: the checkout's bench/out)")
	fset.StringVar(&cfg.soulindex, "soulindex", "", "soulindex binary (default: build the checkout's ./cmd/soulindex into a temp dir)")
	fset.StringVar(&cfg.ctags, "ctags", "ctags", "universal-ctags binary")
	fset.BoolVar(&cfg.warmup, "warmup", true, "read the corpus once before timing so every tool starts with a warm page cache")
	fset.StringVar(&cfg.note, "note", "", "free-text note added to the report (e.g. \"taken under load\")")
	if err := fset.Parse(args); err != nil {
		return err
	}
	if fset.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q (use -corpus DIR)", fset.Args())
	}
	if cfg.rounds < 1 {
		return fmt.Errorf("-rounds must be at least 1, got %d", cfg.rounds)
	}
	var checkout string
	if cfg.outDir == "" || cfg.soulindex == "" {
		var err error
		if checkout, err = measure.Checkout(ctx); err != nil {
			return fmt.Errorf("%w (or pass -out and -soulindex)", err)
		}
		if cfg.outDir == "" {
			cfg.outDir = filepath.Join(checkout, "bench", "out")
		}
	}
	if cfg.jobs < 0 {
		return fmt.Errorf("-jobs must be 0 (all cores) or more, got %d", cfg.jobs)
	}

	// Tools first: a missing ctags should fail before anything slow happens.
	ctagsPath, ctagsVersion, err := checkCtags(ctx, cfg.ctags)
	if err != nil {
		return err
	}
	if cfg.corpus == "" {
		goroot, err := goEnv(ctx, "GOROOT")
		if err != nil {
			return fmt.Errorf("default corpus needs `go env GOROOT`: %w (or pass -corpus DIR)", err)
		}
		cfg.corpus = filepath.Join(goroot, "src")
	}
	corpus, err := filepath.Abs(cfg.corpus)
	if err != nil {
		return err
	}
	if st, err := os.Stat(corpus); err != nil {
		return fmt.Errorf("corpus %s does not exist: %w", corpus, err)
	} else if !st.IsDir() {
		return fmt.Errorf("corpus %s is not a directory", corpus)
	}

	tmp, err := os.MkdirTemp("", "soulindex-speed-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)

	soulindex, built := cfg.soulindex, false
	if soulindex == "" {
		built = true
		soulindex = filepath.Join(tmp, "soulindex")
		fmt.Fprintln(stderr, "building ./cmd/soulindex ...")
		if err := measure.BuildSoulindex(ctx, checkout, soulindex); err != nil {
			return err
		}
	} else if soulindex, err = exec.LookPath(soulindex); err != nil {
		return fmt.Errorf("-soulindex: %w", err)
	}

	totalFiles, totalBytes, err := walkCorpus(corpus, cfg.warmup)
	if err != nil {
		return fmt.Errorf("walk corpus: %w", err)
	}

	rep := &report{
		Machine: machineInfo(ctx, ctagsVersion, soulindex, built),
		Corpus:  corpusInfo{Path: corpus, FilesTotal: totalFiles, BytesTotal: totalBytes},
		Config: configInfo{
			Rounds: cfg.rounds, Jobs: cfg.jobs, Warmup: cfg.warmup,
			SoulindexBin: soulindex, CtagsBin: ctagsPath, CtagsLanguages: ctagsLanguages,
			Commands: map[string]string{
				toolFull:  strings.Join(fullArgs(soulindex, corpus, "TMP", cfg.jobs), " "),
				toolParse: strings.Join(parseArgs(soulindex, corpus, cfg.jobs), " "),
				toolCtags: strings.Join(ctagsArgs(ctagsPath, corpus, "TMP"), " "),
			},
		},
	}

	for r := 1; r <= cfg.rounds; r++ {
		for _, tool := range toolOrder {
			if err := ctx.Err(); err != nil {
				return err
			}
			fmt.Fprintf(stderr, "round %d/%d: %-24s ", r, cfg.rounds, toolLabels[tool])
			var m measurement
			switch tool {
			case toolFull:
				m, err = runFull(ctx, soulindex, corpus, tmp, cfg.jobs)
			case toolParse:
				m, err = runParse(ctx, soulindex, corpus, cfg.jobs)
			case toolCtags:
				m, err = runCtags(ctx, ctagsPath, corpus, tmp)
			}
			if err != nil {
				fmt.Fprintln(stderr, "FAILED")
				return fmt.Errorf("round %d, %s: %w", r, toolLabels[tool], err)
			}
			m.Tool, m.Round = tool, r
			fmt.Fprintf(stderr, "%7.2fs wall %7.2fs cpu %8.1f MiB\n", m.WallSec, m.CPUSec, float64(m.MaxRSSKiB)/1024)
			rep.Runs = append(rep.Runs, m)
		}
	}

	if err := rep.finish(); err != nil {
		return err
	}
	if cfg.note != "" {
		rep.Notes = append(rep.Notes, "Note: "+cfg.note)
	}
	md := renderMarkdown(rep)
	if _, err := io.WriteString(stdout, md); err != nil {
		return err
	}
	if err := measure.WriteReport(cfg.outDir, "speed", []byte(md), rep); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "wrote %s and %s\n", filepath.Join(cfg.outDir, "speed.md"), filepath.Join(cfg.outDir, "speed.json"))
	return nil
}

// ---------------------------------------------------------------------------
// Measurements.

// measurement is one timed run of one tool.
type measurement struct {
	Tool        string  `json:"tool"`
	Round       int     `json:"round"`
	WallSec     float64 `json:"wall_seconds"`
	UserSec     float64 `json:"user_seconds"`
	SysSec      float64 `json:"sys_seconds"`
	CPUSec      float64 `json:"cpu_seconds"`
	MaxRSSKiB   int64   `json:"max_rss_kib"`
	OutputBytes int64   `json:"output_bytes"`
	// Files is the number of files soulindex indexed, or for ctags the
	// number of distinct files that produced at least one tag.
	Files int `json:"files"`
	// SourceBytes is soulindex's "bytes" (source it read); for ctags the
	// total size of the files that produced tags.
	SourceBytes int64 `json:"source_bytes"`
	// Symbols is soulindex's symbol count, or ctags' tag count.
	Symbols int `json:"symbols"`
	Refs    int `json:"refs,omitempty"`
	// Languages, Skipped and SkipReasons come from soulindex's --json:
	// files per language, files skipped, and skips per reason ("too-large",
	// "parse-deadline", ...).
	Languages   map[string]int `json:"languages,omitempty"`
	Skipped     int            `json:"skipped,omitempty"`
	SkipReasons map[string]int `json:"skip_reasons,omitempty"`
	// SelfSeconds is the duration soulindex reports for its own pipeline.
	SelfSeconds float64 `json:"self_seconds,omitempty"`
	// GraphSeconds (reference graph and ranking), MapSeconds (Soul Map and
	// graph.json) and SCIPSeconds (the SCIP index) split the full run's
	// work after indexing.
	GraphSeconds float64 `json:"graph_seconds,omitempty"`
	MapSeconds   float64 `json:"map_seconds,omitempty"`
	SCIPSeconds  float64 `json:"scip_seconds,omitempty"`
	MBps         float64 `json:"mb_per_s"`
}

// timed runs cmd and records wall time, CPU time and peak RSS.
func timed(cmd *exec.Cmd) (measurement, error) {
	r, err := measure.Timed(cmd)
	if err != nil {
		return measurement{}, err
	}
	return measurement{WallSec: r.WallSec, UserSec: r.UserSec, SysSec: r.SysSec, CPUSec: r.CPUSec, MaxRSSKiB: r.MaxRSSKiB}, nil
}

func fullArgs(bin, corpus, out string, jobs int) []string {
	return []string{bin, "index", corpus, "--out", out, "-j", fmt.Sprint(jobs), "--quiet", "--json"}
}

func parseArgs(bin, corpus string, jobs int) []string {
	return []string{bin, "index", corpus, "--parse-only", "-j", fmt.Sprint(jobs), "--quiet", "--json"}
}

func ctagsArgs(bin, corpus, tagFile string) []string {
	return []string{bin, "-R", "--output-format=json", "--fields=+neKS", "-f", tagFile,
		"--languages=" + ctagsLanguages, corpus}
}

func runFull(ctx context.Context, bin, corpus, tmp string, jobs int) (measurement, error) {
	out, err := os.MkdirTemp(tmp, "full-")
	if err != nil {
		return measurement{}, err
	}
	defer os.RemoveAll(out)
	a := fullArgs(bin, corpus, out, jobs)
	var stdout bytes.Buffer
	cmd := exec.CommandContext(ctx, a[0], a[1:]...)
	cmd.Stdout = &stdout
	m, err := timed(cmd)
	if err != nil {
		return m, err
	}
	st, err := parseSoulindexStats(stdout.Bytes())
	if err != nil {
		return m, err
	}
	for _, name := range []string{"index.scip", "soulmap.md"} {
		fi, err := os.Stat(filepath.Join(out, name))
		if err != nil {
			return m, fmt.Errorf("soulindex wrote no %s: %w", name, err)
		}
		m.OutputBytes += fi.Size()
	}
	st.apply(&m)
	return m, nil
}

func runParse(ctx context.Context, bin, corpus string, jobs int) (measurement, error) {
	a := parseArgs(bin, corpus, jobs)
	var stdout bytes.Buffer
	cmd := exec.CommandContext(ctx, a[0], a[1:]...)
	cmd.Stdout = &stdout
	m, err := timed(cmd)
	if err != nil {
		return m, err
	}
	st, err := parseSoulindexStats(stdout.Bytes())
	if err != nil {
		return m, err
	}
	if !st.ParseOnly {
		return m, errors.New("soulindex --parse-only reported parse_only=false")
	}
	st.apply(&m)
	return m, nil
}

func runCtags(ctx context.Context, bin, corpus, tmp string) (measurement, error) {
	dir, err := os.MkdirTemp(tmp, "ctags-")
	if err != nil {
		return measurement{}, err
	}
	defer os.RemoveAll(dir)
	tagFile := filepath.Join(dir, "tags.json")
	a := ctagsArgs(bin, corpus, tagFile)
	cmd := exec.CommandContext(ctx, a[0], a[1:]...)
	cmd.Stdout = io.Discard
	m, err := timed(cmd)
	if err != nil {
		return m, err
	}
	f, err := os.Open(tagFile)
	if err != nil {
		return m, fmt.Errorf("ctags wrote no tag file: %w", err)
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil {
		m.OutputBytes = fi.Size()
	}
	cs, err := countCtags(f)
	if err != nil {
		return m, fmt.Errorf("read ctags output: %w", err)
	}
	m.Symbols = cs.Tags
	m.Files = len(cs.Paths)
	for p := range cs.Paths {
		if fi, err := os.Stat(p); err == nil {
			m.SourceBytes += fi.Size()
		}
	}
	return m, nil
}

// ---------------------------------------------------------------------------
// Parsing tool output.

// soulindexStats is the part of `soulindex index --json` the benchmark uses.
type soulindexStats struct {
	ParseOnly   bool           `json:"parse_only"`
	Files       int            `json:"files"`
	Bytes       int64          `json:"bytes"`
	Symbols     int            `json:"symbols"`
	Refs        int            `json:"refs"`
	Partial     int            `json:"partial_files"`
	Unsupported int            `json:"unsupported_files"`
	Languages   map[string]int `json:"languages"`
	Skipped     []struct {
		Path   string `json:"path"`
		Reason string `json:"reason"`
	} `json:"skipped"`
	Seconds      float64 `json:"seconds"`
	GraphSeconds float64 `json:"graph_seconds"`
	Outputs      struct {
		SCIP    float64 `json:"scip_seconds"`
		SoulMap float64 `json:"soulmap_seconds"`
		Graph   float64 `json:"graph_json_seconds"`
	} `json:"outputs"`
}

// parseSoulindexStats decodes the JSON soulindex prints with --json.
func parseSoulindexStats(data []byte) (soulindexStats, error) {
	var st soulindexStats
	if len(bytes.TrimSpace(data)) == 0 {
		return st, errors.New("soulindex printed no JSON stats (does this build support --json?)")
	}
	if err := json.Unmarshal(data, &st); err != nil {
		return st, fmt.Errorf("decode soulindex --json output: %w", err)
	}
	if st.Files <= 0 || st.Bytes <= 0 {
		return st, fmt.Errorf("soulindex indexed nothing (files=%d, bytes=%d): is the corpus empty of supported languages?", st.Files, st.Bytes)
	}
	return st, nil
}

func (st soulindexStats) apply(m *measurement) {
	m.Files, m.SourceBytes, m.Symbols, m.Refs, m.SelfSeconds = st.Files, st.Bytes, st.Symbols, st.Refs, st.Seconds
	m.GraphSeconds, m.MapSeconds, m.SCIPSeconds = st.GraphSeconds, st.Outputs.SoulMap+st.Outputs.Graph, st.Outputs.SCIP
	m.Languages, m.Skipped = st.Languages, len(st.Skipped)
	if len(st.Skipped) > 0 {
		m.SkipReasons = map[string]int{}
		for _, sk := range st.Skipped {
			reason, _, _ := strings.Cut(sk.Reason, ":")
			m.SkipReasons[strings.TrimSpace(reason)]++
		}
	}
}

// ctagsCount is what countCtags reads from a JSON tag file.
type ctagsCount struct {
	Tags  int
	Paths map[string]bool
}

// countCtags counts the `"_type": "tag"` lines of a ctags JSON file (the
// pseudo-tags are "ptag") and collects the distinct paths they name.
func countCtags(r io.Reader) (ctagsCount, error) {
	c := ctagsCount{Paths: map[string]bool{}}
	br := bufio.NewReaderSize(r, 1<<20)
	prefix := []byte(`{"_type": "tag"`)
	for {
		line, err := br.ReadBytes('\n')
		if bytes.HasPrefix(line, prefix) {
			c.Tags++
			var t struct {
				Path string `json:"path"`
			}
			if jerr := json.Unmarshal(line, &t); jerr != nil {
				return c, fmt.Errorf("tag line %d: %w", c.Tags, jerr)
			}
			c.Paths[t.Path] = true
		}
		if err == io.EOF {
			return c, nil
		}
		if err != nil {
			return c, err
		}
	}
}

// ---------------------------------------------------------------------------
// Report.

type report struct {
	Machine machine                `json:"machine"`
	Corpus  corpusInfo             `json:"corpus"`
	Config  configInfo             `json:"config"`
	Runs    []measurement          `json:"runs"`
	Medians map[string]measurement `json:"medians"`
	Ratios  ratios                 `json:"ratios"`
	Notes   []string               `json:"notes"`
}

type machine struct {
	Arch         string `json:"arch"` // uname -m
	GOOS         string `json:"goos"`
	NumCPU       int    `json:"nproc"`
	CPUModel     string `json:"cpu_model,omitempty"`
	GoVersion    string `json:"go_version"`
	CtagsVersion string `json:"ctags_version"`
	Soulindex    string `json:"soulindex_version"`
	Commit       string `json:"commit,omitempty"`
	Date         string `json:"date"`
}

type corpusInfo struct {
	Path       string `json:"path"`
	FilesTotal int    `json:"files_total"` // every regular file under Path
	BytesTotal int64  `json:"bytes_total"`
	// Files and SourceBytes are what soulindex indexed; SourceBytes is the
	// numerator of every MB/s figure.
	Files       int            `json:"files"`
	SourceBytes int64          `json:"source_bytes"`
	Languages   map[string]int `json:"languages"`
	Skipped     int            `json:"skipped"`
	CtagsFiles  int            `json:"ctags_files_with_tags"`
	CtagsBytes  int64          `json:"ctags_source_bytes"`
}

type configInfo struct {
	Rounds         int               `json:"rounds"`
	Jobs           int               `json:"jobs"`
	Warmup         bool              `json:"warmup"`
	SoulindexBin   string            `json:"soulindex_bin"`
	CtagsBin       string            `json:"ctags_bin"`
	CtagsLanguages string            `json:"ctags_languages"`
	Commands       map[string]string `json:"commands"`
}

// ratios holds a/b for the comparisons the table prints; 0 means n/a.
type ratios struct {
	FullVsCtags  triple `json:"soulindex_full_over_ctags"`
	ParseVsCtags triple `json:"soulindex_parse_only_over_ctags"`
	ParseVsFull  triple `json:"parse_only_over_full"`
	// Extraction+output cost: full minus parse-only.
	ExtractWallSec float64 `json:"extract_output_wall_seconds"`
	ExtractCPUSec  float64 `json:"extract_output_cpu_seconds"`
}

type triple struct {
	Wall float64 `json:"wall"`
	CPU  float64 `json:"cpu"`
	RSS  float64 `json:"rss"`
}

// finish computes medians, ratios and notes from the runs.
func (r *report) finish() error {
	byTool := map[string][]measurement{}
	for _, m := range r.Runs {
		byTool[m.Tool] = append(byTool[m.Tool], m)
	}
	full := byTool[toolFull]
	if len(full) == 0 {
		return errors.New("no soulindex runs")
	}
	// Every soulindex run should index the same files. They differ when a
	// file hits --parse-timeout in some runs only (the deadline is wall
	// time, so it depends on load) or when the corpus changes under us. The
	// corpus is then the largest set any run indexed.
	si := append(append([]measurement{}, full...), byTool[toolParse]...)
	best := si[0]
	for _, m := range si[1:] {
		if m.SourceBytes > best.SourceBytes {
			best = m
		}
	}
	var differ []string
	for _, m := range si {
		if m.SourceBytes != best.SourceBytes || m.Files != best.Files {
			differ = append(differ, fmt.Sprintf("%s round %d: %s files, %.1f MB, skipped %s",
				toolLabels[m.Tool], m.Round, measure.FormatCount(int64(m.Files)), float64(m.SourceBytes)/1e6, formatReasons(m.SkipReasons)))
		}
	}
	if len(differ) > 0 {
		r.Notes = append(r.Notes, fmt.Sprintf("Warning: soulindex runs indexed different files. The corpus above is the largest set (%s round %d, skipped %s); these runs differ: %s. "+
			"A parse-deadline skip means parsing plus extraction of one file took longer than --parse-timeout (wall time, so load can tip a file over); other differences mean the corpus changed during the benchmark.",
			toolLabels[best.Tool], best.Round, formatReasons(best.SkipReasons), strings.Join(differ, "; ")))
	}
	r.Corpus.Files, r.Corpus.SourceBytes = best.Files, best.SourceBytes
	r.Corpus.Languages, r.Corpus.Skipped = best.Languages, best.Skipped
	if ct := byTool[toolCtags]; len(ct) > 0 {
		r.Corpus.CtagsFiles, r.Corpus.CtagsBytes = ct[0].Files, ct[0].SourceBytes
	}
	for i := range r.Runs {
		r.Runs[i].MBps = measure.MBPerSec(r.Corpus.SourceBytes, r.Runs[i].WallSec)
	}
	r.Medians = map[string]measurement{}
	for _, tool := range toolOrder {
		r.Medians[tool] = medianOf(tool, byTool[tool], r.Corpus.SourceBytes)
	}
	f, p, c := r.Medians[toolFull], r.Medians[toolParse], r.Medians[toolCtags]
	r.Ratios = ratios{
		FullVsCtags:    triple{measure.Ratio(f.WallSec, c.WallSec), measure.Ratio(f.CPUSec, c.CPUSec), measure.Ratio(float64(f.MaxRSSKiB), float64(c.MaxRSSKiB))},
		ParseVsCtags:   triple{measure.Ratio(p.WallSec, c.WallSec), measure.Ratio(p.CPUSec, c.CPUSec), measure.Ratio(float64(p.MaxRSSKiB), float64(c.MaxRSSKiB))},
		ParseVsFull:    triple{measure.Ratio(p.WallSec, f.WallSec), measure.Ratio(p.CPUSec, f.CPUSec), measure.Ratio(float64(p.MaxRSSKiB), float64(f.MaxRSSKiB))},
		ExtractWallSec: f.WallSec - p.WallSec,
		ExtractCPUSec:  f.CPUSec - p.CPUSec,
	}
	return nil
}

// medianOf returns a measurement whose every numeric field is the median of
// that field over runs; MB/s is recomputed from the median wall time.
func medianOf(tool string, runs []measurement, sourceBytes int64) measurement {
	pick := func(f func(measurement) float64) float64 {
		xs := make([]float64, len(runs))
		for i, m := range runs {
			xs[i] = f(m)
		}
		return measure.Median(xs)
	}
	m := measurement{
		Tool:         tool,
		WallSec:      pick(func(m measurement) float64 { return m.WallSec }),
		UserSec:      pick(func(m measurement) float64 { return m.UserSec }),
		SysSec:       pick(func(m measurement) float64 { return m.SysSec }),
		CPUSec:       pick(func(m measurement) float64 { return m.CPUSec }),
		MaxRSSKiB:    int64(math.Round(pick(func(m measurement) float64 { return float64(m.MaxRSSKiB) }))),
		OutputBytes:  int64(math.Round(pick(func(m measurement) float64 { return float64(m.OutputBytes) }))),
		Files:        int(math.Round(pick(func(m measurement) float64 { return float64(m.Files) }))),
		SourceBytes:  int64(math.Round(pick(func(m measurement) float64 { return float64(m.SourceBytes) }))),
		Symbols:      int(math.Round(pick(func(m measurement) float64 { return float64(m.Symbols) }))),
		Refs:         int(math.Round(pick(func(m measurement) float64 { return float64(m.Refs) }))),
		SelfSeconds:  pick(func(m measurement) float64 { return m.SelfSeconds }),
		GraphSeconds: pick(func(m measurement) float64 { return m.GraphSeconds }),
		MapSeconds:   pick(func(m measurement) float64 { return m.MapSeconds }),
		SCIPSeconds:  pick(func(m measurement) float64 { return m.SCIPSeconds }),
	}
	m.MBps = measure.MBPerSec(sourceBytes, m.WallSec)
	return m
}

// renderMarkdown renders the report as the Markdown written to stdout and
// speed.md.
func renderMarkdown(r *report) string {
	var b strings.Builder
	w := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	jobs := "all cores"
	if r.Config.Jobs > 0 {
		jobs = fmt.Sprint(r.Config.Jobs)
	}
	w("## soulindex vs universal-ctags — speed\n\n")
	w("- Corpus: `%s` (%s files) — soulindex indexed %s files, %.1f MB of source",
		r.Corpus.Path, measure.FormatCount(int64(r.Corpus.FilesTotal)), measure.FormatCount(int64(r.Corpus.Files)), float64(r.Corpus.SourceBytes)/1e6)
	if len(r.Corpus.Languages) > 0 {
		w(" (%s)", formatLanguages(r.Corpus.Languages))
	}
	w(", skipped %d; MB/s below = these bytes / wall seconds, for every tool\n", r.Corpus.Skipped)
	w("- Machine: %s, %d CPUs", r.Machine.Arch, r.Machine.NumCPU)
	if r.Machine.CPUModel != "" {
		w(" (%s)", r.Machine.CPUModel)
	}
	w(", %s, %s\n", r.Machine.GoVersion, r.Machine.Date)
	w("- Versions: soulindex %s", r.Machine.Soulindex)
	if r.Machine.Commit != "" {
		w(" @ %s", r.Machine.Commit)
	}
	ctagsVersion, _, _ := strings.Cut(r.Machine.CtagsVersion, ", Copyright")
	w("; %s\n", ctagsVersion)
	w("- %d rounds, tools interleaved each round (full, parse-only, ctags); medians shown; soulindex -j %s\n",
		r.Config.Rounds, jobs)
	w("- ctags restricted to the languages soulindex indexes: `--languages=%s`; it tagged %s files (%.1f MB; no size cap, output sorted)\n\n",
		r.Config.CtagsLanguages, measure.FormatCount(int64(r.Corpus.CtagsFiles)), float64(r.Corpus.CtagsBytes)/1e6)

	w("| Tool | Wall s | CPU s | CPU/wall | Peak RSS MiB | Output MB | MB/s | Symbols / tags |\n")
	w("|---|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, tool := range toolOrder {
		m, ok := r.Medians[tool]
		if !ok {
			continue
		}
		out, syms := fmt.Sprintf("%.1f", float64(m.OutputBytes)/1e6), measure.FormatCount(int64(m.Symbols))
		if tool == toolParse {
			out, syms = "—", "—"
		}
		w("| %s | %.2f | %.2f | %.2f | %.0f | %s | %.2f | %s |\n",
			toolLabels[tool], m.WallSec, m.CPUSec, measure.Ratio(m.CPUSec, m.WallSec),
			float64(m.MaxRSSKiB)/1024, out, m.MBps, syms)
	}
	w("\n| Ratio | Wall | CPU | Peak RSS |\n|---|---:|---:|---:|\n")
	row := func(name string, t triple) {
		w("| %s | %s | %s | %s |\n", name, measure.FormatRatio(t.Wall), measure.FormatRatio(t.CPU), measure.FormatRatio(t.RSS))
	}
	row("soulindex full / ctags", r.Ratios.FullVsCtags)
	row("soulindex parse-only / ctags", r.Ratios.ParseVsCtags)
	row("parse-only / full", r.Ratios.ParseVsFull)
	f := r.Medians[toolFull]
	w("\nExtraction + output (full − parse-only): %.2f s wall (%.0f%% of full), %.2f s CPU (%.0f%% of full).\n",
		r.Ratios.ExtractWallSec, 100*measure.Ratio(r.Ratios.ExtractWallSec, f.WallSec),
		r.Ratios.ExtractCPUSec, 100*measure.Ratio(r.Ratios.ExtractCPUSec, f.CPUSec))
	if f.SelfSeconds > 0 && f.GraphSeconds > 0 {
		w("\nSplit of the full run (median, soulindex's own clock): index %.2f s; reference graph and ranking %.2f s (%.0f%% of index); Soul Map and graph.json %.2f s (%.0f%%); SCIP with references %.2f s.\n",
			f.SelfSeconds, f.GraphSeconds, 100*f.GraphSeconds/f.SelfSeconds, f.MapSeconds, 100*f.MapSeconds/f.SelfSeconds, f.SCIPSeconds)
		w("Graph plus ranking plus rendering (graph, Soul Map, graph.json): %.0f%% on top of indexing.\n",
			100*(f.GraphSeconds+f.MapSeconds)/f.SelfSeconds)
	}
	for _, n := range r.Notes {
		w("\n%s\n", n)
	}
	return b.String()
}

// formatReasons renders skip counts as "too-large 8, parse-deadline 2", or
// "none".
func formatReasons(reasons map[string]int) string {
	if len(reasons) == 0 {
		return "none"
	}
	return formatLanguages(reasons)
}

func formatLanguages(langs map[string]int) string {
	type lc struct {
		lang string
		n    int
	}
	var ls []lc
	for l, n := range langs {
		ls = append(ls, lc{l, n})
	}
	sort.Slice(ls, func(i, j int) bool {
		if ls[i].n != ls[j].n {
			return ls[i].n > ls[j].n
		}
		return ls[i].lang < ls[j].lang
	})
	parts := make([]string, len(ls))
	for i, x := range ls {
		parts[i] = fmt.Sprintf("%s %s", x.lang, measure.FormatCount(int64(x.n)))
	}
	return strings.Join(parts, ", ")
}

// ---------------------------------------------------------------------------
// Environment.

// checkCtags resolves the ctags binary and makes sure it is universal-ctags
// with JSON output.
func checkCtags(ctx context.Context, name string) (path, version string, err error) {
	path, err = exec.LookPath(name)
	if err != nil {
		return "", "", fmt.Errorf("ctags not found (%v): install universal-ctags (apt-get install universal-ctags), or pass -ctags PATH", err)
	}
	out, err := exec.CommandContext(ctx, path, "--version").Output()
	if err != nil {
		return "", "", fmt.Errorf("%s --version: %w", path, err)
	}
	version = firstLine(string(out))
	if !strings.Contains(version, "Universal Ctags") {
		return "", "", fmt.Errorf("%s is %q, not Universal Ctags: install universal-ctags (apt-get install universal-ctags)", path, version)
	}
	feats, err := exec.CommandContext(ctx, path, "--list-features").Output()
	if err == nil && !hasFeature(string(feats), "json") {
		return "", "", fmt.Errorf("%s was built without JSON output (feature \"json\"); install a universal-ctags built with libjansson", path)
	}
	return path, version, nil
}

func hasFeature(list, feature string) bool {
	for _, l := range strings.Split(list, "\n") {
		if f := strings.Fields(l); len(f) > 0 && f[0] == feature {
			return true
		}
	}
	return false
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return strings.TrimSpace(s)
}

func goEnv(ctx context.Context, key string) (string, error) {
	out, err := exec.CommandContext(ctx, "go", "env", key).Output()
	if err != nil {
		return "", err
	}
	v := strings.TrimSpace(string(out))
	if v == "" {
		return "", fmt.Errorf("go env %s is empty", key)
	}
	return v, nil
}

// machineInfo describes the machine and tool versions; the git commit is
// recorded only when the benchmark built soulindex from the working tree.
func machineInfo(ctx context.Context, ctagsVersion, soulindex string, built bool) machine {
	m := machine{
		Arch: runtime.GOARCH, GOOS: runtime.GOOS, NumCPU: runtime.NumCPU(),
		GoVersion: runtime.Version(), CtagsVersion: ctagsVersion,
		Date: time.Now().UTC().Format(time.RFC3339),
	}
	if out, err := exec.CommandContext(ctx, "uname", "-m").Output(); err == nil {
		m.Arch = strings.TrimSpace(string(out))
	}
	if out, err := exec.CommandContext(ctx, "go", "version").Output(); err == nil {
		m.GoVersion = strings.TrimPrefix(strings.TrimSpace(string(out)), "go version ")
	}
	if data, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, l := range strings.Split(string(data), "\n") {
			if k, v, ok := strings.Cut(l, ":"); ok && strings.TrimSpace(k) == "model name" {
				m.CPUModel = strings.TrimSpace(v)
				break
			}
		}
	}
	m.Soulindex = "unknown"
	if out, err := exec.CommandContext(ctx, soulindex, "version").Output(); err == nil {
		m.Soulindex = strings.TrimPrefix(firstLine(string(out)), "soulindex ")
	}
	if !built {
		return m
	}
	if out, err := exec.CommandContext(ctx, "git", "rev-parse", "--short", "HEAD").Output(); err == nil {
		m.Commit = strings.TrimSpace(string(out))
		if st, err := exec.CommandContext(ctx, "git", "status", "--porcelain", "--untracked-files=no").Output(); err == nil && len(bytes.TrimSpace(st)) > 0 {
			m.Commit += "+dirty"
		}
	}
	return m
}

// walkCorpus counts the regular files under root and, when warm is set,
// reads each one so the page cache is equally warm for every tool.
func walkCorpus(root string, warm bool) (files int, size int64, err error) {
	buf := make([]byte, 1<<20)
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.Type().IsRegular() {
			return nil
		}
		files++
		if !warm {
			if fi, err := d.Info(); err == nil {
				size += fi.Size()
			}
			return nil
		}
		f, err := os.Open(p)
		if err != nil {
			return nil // unreadable files are the tools' problem, not ours
		}
		n, _ := io.CopyBuffer(io.Discard, f, buf)
		f.Close()
		size += n
		return nil
	})
	return files, size, err
}
