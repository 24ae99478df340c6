// Command langs measures soulindex on real files of one language per
// corpus, for the languages added after the first 33 (Perl, Erlang,
// Clojure, SQL, Protocol Buffers, GraphQL, Nix, and the grammars that
// replaced the regex tier: Objective-C, Solidity, ReScript, Vue, Emacs
// Lisp, Dockerfile, TLA+, Groovy, Gleam, PowerShell), on the corpora
// `bench/corpora.sh --langs` lays out. Per corpus and round it runs
//
//	soulindex index CORPUS --out TMP --no-cache -j 1 --quiet --json
//
// and reads the corpus language's files, bytes, symbols and seconds from
// the --json language stats, and from coverage.json how many of its files
// tree-sitter outlined and how many fell back to the regex tier. Those
// seconds are the worker's time on the language's files (read, extract,
// visibility), summed over files; with one job that is one core's time, so
// bytes over seconds is the throughput per core (wall time of that core: a
// loaded machine lowers it, which is why the best round is reported next
// to the median). With universal-ctags on PATH, the table also gives the
// tags ctags finds for the same language in the corpus, a reference point
// for the definition count (ctags' kinds are not ours: fields, locals and
// headings count differently). The Markdown table goes to stdout and
// OUT/langs.md, the raw numbers to OUT/langs.json.
//
// The regex tier alone, the fallback of these languages, is measured in
// process by BenchmarkRegexTier (extract/regex_bench_test.go).
//
// Run it from the repository root:
//
//	go run -C bench ./cmd/langs
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
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/soulindex/soulindex/bench/internal/measure"
)

func main() { measure.Main("langs", run) }

// corpus is one line of corpora.sh's output.
type corpus struct {
	Name, Language, Path string
}

// round is one run's numbers for the corpus language.
type round struct {
	Files   int     `json:"files"`
	Bytes   int64   `json:"bytes"`
	Symbols int     `json:"symbols"`
	Refs    int     `json:"refs"`
	Seconds float64 `json:"seconds"`
	CPUSec  float64 `json:"process_cpu_seconds"`
	// Backends counts the language's files per tier that outlined them
	// (coverage.json); a file the regex tier took is a fallback.
	Backends map[string]int `json:"backends"`
}

type result struct {
	Corpus   string  `json:"corpus"`
	Language string  `json:"language"`
	Path     string  `json:"path"`
	Rounds   []round `json:"rounds"`
	// CtagsTags is the number of tags universal-ctags finds for the
	// language in the corpus; -1 when ctags is not on PATH or does not
	// know the language.
	CtagsTags int `json:"ctags_tags"`
}

type report struct {
	Date      string `json:"date"`
	Soulindex string `json:"soulindex"`
	Note      string `json:"note,omitempty"`
	// Load is the machine's load average (1 min) before and after: the
	// seconds are wall time, so a loaded machine lowers the throughput.
	Load    [2]string `json:"load_average"`
	Results []result  `json:"results"`
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("langs", flag.ContinueOnError)
	fs.SetOutput(stderr)
	rounds := fs.Int("rounds", 3, "runs per corpus (interleaved across corpora)")
	outDir := fs.String("out", "", "directory for langs.md and langs.json (default: the checkout's bench/out)")
	bin := fs.String("soulindex", "", "soulindex binary (default: build the checkout's ./cmd/soulindex into a temp dir)")
	only := fs.String("only", "", "comma-separated corpus names (default: every corpus of corpora.sh --langs)")
	note := fs.String("note", "", "free-text note added to the report")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	if *rounds < 1 {
		return fmt.Errorf("-rounds must be at least 1, got %d", *rounds)
	}
	checkout, err := measure.Checkout(ctx)
	if err != nil {
		return err
	}
	if *outDir == "" {
		*outDir = filepath.Join(checkout, "bench", "out")
	}
	tmp, err := os.MkdirTemp("", "soulindex-langs-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if *bin == "" {
		*bin = filepath.Join(tmp, "soulindex")
		fmt.Fprintln(stderr, "building ./cmd/soulindex ...")
		if err := measure.BuildSoulindex(ctx, checkout, *bin); err != nil {
			return err
		}
	} else if *bin, err = exec.LookPath(*bin); err != nil {
		return fmt.Errorf("-soulindex: %w", err)
	}

	fmt.Fprintln(stderr, "laying out the corpora (bench/corpora.sh --langs) ...")
	cmd := exec.CommandContext(ctx, "bash", filepath.Join(checkout, "bench", "corpora.sh"), "--langs")
	cmd.Stderr = stderr
	out, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("bench/corpora.sh --langs: %w", err)
	}
	corpora, err := parseCorpora(out)
	if err != nil {
		return err
	}
	if *only != "" {
		keep := strings.Split(*only, ",")
		corpora = slices.DeleteFunc(corpora, func(c corpus) bool { return !slices.Contains(keep, c.Name) })
		if len(corpora) == 0 {
			return fmt.Errorf("-only %s names no corpus of corpora.sh --langs", *only)
		}
	}

	rep := report{Date: time.Now().UTC().Format(time.RFC3339), Soulindex: *bin, Note: *note}
	rep.Load[0] = loadAverage()
	for _, c := range corpora {
		rep.Results = append(rep.Results, result{Corpus: c.Name, Language: c.Language, Path: c.Path,
			CtagsTags: ctagsTags(ctx, c)})
	}
	for r := 0; r < *rounds; r++ {
		for i, c := range corpora {
			fmt.Fprintf(stderr, "round %d/%d: %s\n", r+1, *rounds, c.Name)
			rd, err := runOnce(ctx, *bin, c, tmp)
			if err != nil {
				return fmt.Errorf("%s: %w", c.Name, err)
			}
			rep.Results[i].Rounds = append(rep.Results[i].Rounds, rd)
		}
	}

	rep.Load[1] = loadAverage()
	table := formatTable(rep)
	fmt.Fprint(stdout, table)
	return measure.WriteReport(*outDir, "langs", []byte(table), rep)
}

// parseCorpora reads corpora.sh's "name<TAB>language<TAB>path" lines.
func parseCorpora(out []byte) ([]corpus, error) {
	var cs []corpus
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 3 {
			return nil, fmt.Errorf("corpora.sh printed %q, want name<TAB>language<TAB>path", line)
		}
		cs = append(cs, corpus{Name: f[0], Language: f[1], Path: f[2]})
	}
	if len(cs) == 0 {
		return nil, errors.New("corpora.sh --langs printed no corpus")
	}
	return cs, sc.Err()
}

func runOnce(ctx context.Context, bin string, c corpus, tmp string) (round, error) {
	out, err := os.MkdirTemp(tmp, "out-")
	if err != nil {
		return round{}, err
	}
	defer os.RemoveAll(out)
	var stdout bytes.Buffer
	cmd := exec.CommandContext(ctx, bin, "index", c.Path, "--out", out, "--no-cache", "-j", "1", "--quiet", "--json")
	cmd.Stdout = &stdout
	m, err := measure.Timed(cmd)
	if err != nil {
		return round{}, err
	}
	rd, err := languageRound(stdout.Bytes(), c.Language)
	if err != nil {
		return rd, err
	}
	rd.CPUSec = m.CPUSec
	cov, err := os.ReadFile(filepath.Join(out, "coverage.json"))
	if err != nil {
		return rd, err
	}
	rd.Backends, err = languageBackends(cov, c.Language)
	return rd, err
}

// languageBackends reads one language's files per tier from coverage.json.
func languageBackends(js []byte, lang string) (map[string]int, error) {
	var cov struct {
		Languages []struct {
			Language string         `json:"language"`
			Files    map[string]int `json:"files"`
		} `json:"languages"`
	}
	if err := json.Unmarshal(js, &cov); err != nil {
		return nil, fmt.Errorf("decode coverage.json: %w", err)
	}
	for _, l := range cov.Languages {
		if l.Language == lang {
			return l.Files, nil
		}
	}
	return nil, fmt.Errorf("coverage.json has no %s row", lang)
}

// ctagsNames maps language IDs to universal-ctags' names for the languages
// it knows (Debian's 5.9 has no Dockerfile, Groovy, TLA+, Vue, Nix,
// GraphQL, Solidity, ReScript or Gleam parser).
var ctagsNames = map[string]string{
	"perl": "Perl", "erlang": "Erlang", "clojure": "Clojure", "sql": "SQL", "proto": "Protobuf",
	"objc": "ObjectiveC", "elisp": "EmacsLisp", "powershell": "PowerShell",
}

// ctagsTags counts the tags universal-ctags writes for the corpus
// language, or -1 when it cannot tell.
func ctagsTags(ctx context.Context, c corpus) int {
	name, ok := ctagsNames[c.Language]
	if !ok {
		return -1
	}
	if _, err := exec.LookPath("ctags"); err != nil {
		return -1
	}
	cmd := exec.CommandContext(ctx, "ctags", "-R", "--languages="+name, "-f", "-", c.Path)
	out, err := cmd.Output()
	if err != nil {
		return -1
	}
	return bytes.Count(out, []byte("\n"))
}

// languageRound reads one language's stats from `soulindex index --json`.
func languageRound(js []byte, lang string) (round, error) {
	var st struct {
		Stats map[string]round `json:"language_stats"`
	}
	if err := json.Unmarshal(js, &st); err != nil {
		return round{}, fmt.Errorf("decode soulindex --json output: %w", err)
	}
	rd, ok := st.Stats[lang]
	if !ok || rd.Files == 0 || rd.Bytes == 0 {
		return round{}, fmt.Errorf("soulindex indexed no %s file (language_stats has %d languages)", lang, len(st.Stats))
	}
	return rd, nil
}

// formatTable renders one row per corpus: the median round's figures and
// the best round's throughput.
func formatTable(rep report) string {
	var b strings.Builder
	fmt.Fprintf(&b, "| language | corpus | files | regex fallbacks | bytes | definitions | ctags tags | MB/s per core (median) | MB/s per core (best) |\n")
	fmt.Fprintf(&b, "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n")
	for _, r := range rep.Results {
		if len(r.Rounds) == 0 {
			continue
		}
		secs := make([]float64, len(r.Rounds))
		for i, rd := range r.Rounds {
			secs[i] = rd.Seconds
		}
		last := r.Rounds[len(r.Rounds)-1]
		tags := "—"
		if r.CtagsTags >= 0 {
			tags = measure.FormatCount(int64(r.CtagsTags))
		}
		fmt.Fprintf(&b, "| %s | %s | %d | %d | %s | %s | %s | %.1f | %.1f |\n", r.Language, r.Corpus, last.Files,
			last.Backends["regex"], measure.FormatCount(last.Bytes), measure.FormatCount(int64(last.Symbols)), tags,
			measure.MBPerSec(last.Bytes, measure.Median(secs)), measure.MBPerSec(last.Bytes, slices.Min(secs)))
	}
	if rep.Load[0] != "" {
		fmt.Fprintf(&b, "\nLoad average (1 min) before and after: %s, %s.\n", rep.Load[0], rep.Load[1])
	}
	if rep.Note != "" {
		fmt.Fprintf(&b, "\n%s\n", rep.Note)
	}
	return b.String()
}

// loadAverage is the 1-minute load average ("" where /proc has none).
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return ""
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return ""
	}
	return f[0]
}
