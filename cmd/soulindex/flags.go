package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/gitcmd"
	"github.com/soulindex/soulindex/output"
)

var errHelp = errors.New("help requested")

// runFlags are the flags shared by the commands that run the pipeline.
type runFlags struct {
	jobs         int
	maxSize      byteSize
	parseTimeout time.Duration
	quiet        bool
	verbose      bool
	// Soul Map shape.
	budget    int
	tokenizer string
	format    string
	focus     stringList
	changed   string
	// conf holds the settings of .soulindex.toml that have no flag.
	conf projectConfig
	// progress, when set, counts files for the progress bar.
	progress *indexer.Progress
	// coChangeRev is the revision whose history ranks by co-change
	// ("": HEAD); index --check sets it.
	coChangeRev string
	// cacheWrite lets the run write the outline cache: only index, which
	// holds the output directory's lock, does.
	cacheWrite bool
	// noCache disables the outline cache (--no-cache).
	noCache bool
	// notices say what reading the flags and the configuration changed
	// (a value bounded), for the command to print.
	notices []string
}

// Upper bounds of the values that size the run's work and memory: an
// untrusted repository's configuration (jobs = 100000000 took 23.8 GB)
// or a typo must not exhaust the machine. Workers: more than four per
// CPU only add memory; the budget is far beyond any map worth reading;
// files over 64 MiB are generated, not worth a parse tree many times
// their size per worker; a parse deadline of an hour is no deadline.
const (
	maxJobsPerCPU   = 4
	maxJobsCap      = 256
	maxBudget       = 10_000_000
	maxFileSizeCap  = 64 << 20
	maxParseTimeout = time.Hour
)

// maxJobs is the most workers a run uses: four per CPU, at most 256.
func maxJobs() int { return min(maxJobsPerCPU*runtime.NumCPU(), maxJobsCap) }

// bound lowers the values over their bounds, from a flag or the
// configuration, each with a notice. Values that are bad (negative) are
// left for validate to refuse.
func (f *runFlags) bound() {
	clamp(&f.jobs, maxJobs(), fmt.Sprintf("jobs (%d per CPU, at most %d)", maxJobsPerCPU, maxJobsCap), &f.notices)
	clamp(&f.budget, maxBudget, "the token budget", &f.notices)
	clamp(&f.maxSize, maxFileSizeCap, "the maximum file size", &f.notices)
	clamp(&f.parseTimeout, maxParseTimeout, "--parse-timeout", &f.notices)
}

// clamp lowers *v to limit when it is over, noting it. The notice holds
// no value: it may come from a file that is a symlink to a secret.
func clamp[T int | byteSize | time.Duration](v *T, limit T, what string, notices *[]string) {
	if *v > limit {
		*v = limit
		*notices = append(*notices, fmt.Sprintf("%s is over its maximum: using %v", what, formatLimit(limit)))
	}
}

func formatLimit(v any) string {
	if b, ok := v.(byteSize); ok {
		return fmt.Sprintf("%d MiB", int64(b)>>20)
	}
	return fmt.Sprint(v)
}

// printNotices prints what checking the flags and the configuration
// changed, unless quiet.
func printNotices(w io.Writer, quiet bool, notices ...string) {
	if quiet {
		return
	}
	for _, n := range notices {
		fmt.Fprintf(w, "note: %s\n", n)
	}
}

// stringList is a repeatable flag; each use may hold comma-separated values.
type stringList []string

func (l *stringList) String() string { return strings.Join(*l, ",") }

func (l *stringList) Set(s string) error {
	for _, v := range strings.Split(s, ",") {
		if v = strings.TrimSpace(v); v != "" {
			*l = append(*l, filepath.ToSlash(filepath.Clean(v)))
		}
	}
	return nil
}

func (f *runFlags) register(fs *flag.FlagSet) {
	f.maxSize = indexer.DefaultMaxFileSize
	fs.IntVar(&f.jobs, "j", 0, "shorthand for --jobs")
	fs.IntVar(&f.jobs, "jobs", 0, "parallel workers (default: all cores; at most 4 per CPU and 256)")
	fs.Var(&f.maxSize, "max-file-size", "skip files larger than this (bytes, or with K/M/G suffix; default 1M, at most 64M)")
	fs.DurationVar(&f.parseTimeout, "parse-timeout", indexer.DefaultParseTimeout, "per-file wall-clock safety net behind the parse work budget")
	fs.BoolVar(&f.quiet, "quiet", false, "print nothing but errors")
	fs.BoolVar(&f.verbose, "verbose", false, "list every skipped file and notice")
	fs.IntVar(&f.budget, "budget", output.DefaultBudget, "Soul Map token budget (never exceeded)")
	fs.StringVar(&f.tokenizer, "tokenizer", "o200k_base", "tokenizer counting the budget: o200k_base or cl100k_base")
	fs.StringVar(&f.format, "format", "md", "Soul Map format: md, xml or json")
	fs.Var(&f.focus, "focus", "rank the Soul Map around these files and directories, marked in it (repeatable, or comma-separated; relative to DIR, else to the current directory, or absolute inside DIR; one naming no indexed file is an error)")
	fs.BoolVar(&f.noCache, "no-cache", false, "neither read nor write the caches in OUT/cache (outlines, reference graph, SCIP documents): every stage runs from source")
	fs.StringVar(&f.changed, "changed", "", "rank the Soul Map around the files changed since this git revision, marked in it (the pre-commit case; a notice when none changed)")
}

func (f *runFlags) validate() error {
	if f.jobs < 0 {
		return usagef("--jobs must be at least 1, got %d", f.jobs)
	}
	if f.budget <= 0 {
		return usagef("--budget must be positive, got %d", f.budget)
	}
	switch f.format {
	case "md", "xml", "json":
	default:
		return usagef("--format must be md, xml or json, got %q", f.format)
	}
	if _, err := output.NewCounter(f.tokenizer); err != nil {
		return usagef("--tokenizer: %v", err)
	}
	if f.parseTimeout <= 0 {
		return usagef("--parse-timeout must be positive, got %s", f.parseTimeout)
	}
	if f.changed != "" {
		if err := gitcmd.CheckRevision(f.changed); err != nil {
			return usagef("--changed: %v", err)
		}
	}
	return nil
}

// byteSize parses 1048576, 512K, 1M, 1MiB, 2G.
type byteSize int64

func (b *byteSize) String() string { return strconv.FormatInt(int64(*b), 10) }

func (b *byteSize) Set(s string) error {
	t := strings.TrimSuffix(strings.TrimSuffix(strings.ToUpper(strings.TrimSpace(s)), "B"), "I")
	mult := int64(1)
	switch {
	case strings.HasSuffix(t, "K"):
		mult, t = 1<<10, strings.TrimSuffix(t, "K")
	case strings.HasSuffix(t, "M"):
		mult, t = 1<<20, strings.TrimSuffix(t, "M")
	case strings.HasSuffix(t, "G"):
		mult, t = 1<<30, strings.TrimSuffix(t, "G")
	}
	n, err := strconv.ParseInt(t, 10, 64)
	if err != nil || n <= 0 || n > math.MaxInt64/mult {
		return fmt.Errorf("invalid size %q (want e.g. 1048576, 512K, 1M)", s)
	}
	*b = byteSize(n * mult)
	return nil
}

// parseInterspersed parses flags that may come before or after positional
// arguments, so "soulindex index . -j2" works like "soulindex index -j2 .".
// -h prints the flags to stdout; a bad flag is a usage error whose message
// the caller prints once.
func parseInterspersed(fs *flag.FlagSet, args []string, stdout io.Writer) ([]string, error) {
	fs.SetOutput(io.Discard)
	args = expandShortJobs(args)
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				fs.SetOutput(stdout)
				fmt.Fprintf(stdout, "Flags of %s:\n", fs.Name())
				fs.PrintDefaults()
				return nil, errHelp
			}
			return nil, usageError{err.Error()}
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		if args[0] == "--" {
			return append(pos, args[1:]...), nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// expandShortJobs turns the conventional "-j4" into "-j 4".
func expandShortJobs(args []string) []string {
	out := make([]string, 0, len(args))
	for i, a := range args {
		if a == "--" {
			return append(out, args[i:]...)
		}
		if len(a) > 2 && strings.HasPrefix(a, "-j") && a[2] >= '0' && a[2] <= '9' {
			out = append(out, "-j", a[2:])
			continue
		}
		out = append(out, a)
	}
	return out
}
