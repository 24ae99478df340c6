package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/soulindex/soulindex/config"
	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/notice"
	"github.com/soulindex/soulindex/output"
	"github.com/soulindex/soulindex/pipeline"
)

var errHelp = errors.New("help requested")

// runFlags are the flags shared by the commands that run the pipeline:
// they bind to the pipeline's options, plus what only the CLI uses.
type runFlags struct {
	opts           pipeline.Options
	quiet, verbose bool
	// conf is the configuration file read (parseDirArgs).
	conf *config.Config
	// set names the flags given on the command line, which win over conf.
	set map[string]bool
	// notices say what reading the flags and the configuration changed
	// (a value bounded), for the command to print.
	notices []notice.Notice
}

// printNotice prints one notice as one inert line: its subject encoded
// as paths are in the outputs, its message made one line (noticeText),
// so a file name with a newline or a terminal escape cannot forge
// another line.
func printNotice(w io.Writer, n notice.Notice) {
	msg := noticeText(n.Message)
	if n.Subject != "" {
		msg = output.EncodePath(n.Subject) + ": " + msg
	}
	fmt.Fprintf(w, "note: %s\n", msg)
}

// noticeText is a message as one line to read: its lines (several joined
// errors, a server's multi-line message) joined by "; ", any other
// control character or invalid byte written %XX. Text is not
// percent-encoded otherwise: a message reads as written.
func noticeText(m string) string {
	var parts []string
	for _, l := range strings.FieldsFunc(m, func(r rune) bool { return r == '\n' || r == '\r' || r == '\u2028' || r == '\u2029' }) {
		if l = strings.TrimSpace(l); l != "" {
			parts = append(parts, l)
		}
	}
	line := strings.Join(parts, "; ")
	var b strings.Builder
	for i := 0; i < len(line); {
		r, size := utf8.DecodeRuneInString(line[i:])
		if r == utf8.RuneError && size == 1 || r < 0x20 || r >= 0x7f && r <= 0x9f {
			for _, c := range []byte(line[i : i+size]) {
				fmt.Fprintf(&b, "%%%02X", c)
			}
		} else {
			b.WriteString(line[i : i+size])
		}
		i += size
	}
	return b.String()
}

// printNotices prints notices, unless quiet.
func printNotices(w io.Writer, quiet bool, notices ...notice.Notice) {
	if quiet {
		return
	}
	for _, n := range notices {
		printNotice(w, n)
	}
}

// noticeSink is the library's sink: every notice printed as it comes,
// unless quiet. Writes are serialized: stages send from several
// goroutines.
func noticeSink(w io.Writer, quiet bool) notice.Sink {
	if quiet {
		return nil
	}
	var mu sync.Mutex
	return func(n notice.Notice) {
		mu.Lock()
		defer mu.Unlock()
		printNotice(w, n)
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
	f.opts = pipeline.Defaults()
	o := &f.opts
	fs.IntVar(&o.Index.Jobs, "j", 0, "shorthand for --jobs")
	fs.IntVar(&o.Index.Jobs, "jobs", 0, "parallel workers (default: all cores; at most 4 per CPU and 256)")
	fs.Var((*config.ByteSize)(&o.Index.MaxFileSize), "max-file-size", "skip files larger than this (bytes, or with K/M/G suffix; default 1M, at most 64M)")
	fs.DurationVar(&o.Index.ParseTimeout, "parse-timeout", o.Index.ParseTimeout, "per-file wall-clock safety net behind the parse work budget")
	fs.BoolVar(&f.quiet, "quiet", false, "print nothing but errors")
	fs.BoolVar(&f.verbose, "verbose", false, "list every skipped file and notice")
	fs.IntVar(&o.Map.Budget, "budget", o.Map.Budget, "Soul Map token budget (never exceeded; one too small to show a file fails with exit 2, naming the smallest that shows one)")
	fs.StringVar(&o.Map.Tokenizer, "tokenizer", o.Map.Tokenizer, "tokenizer counting the budget: o200k_base or cl100k_base")
	fs.StringVar(&o.Map.Format, "format", o.Map.Format, "Soul Map format: md, xml or json")
	fs.Var((*stringList)(&o.Map.Focus), "focus", "rank the Soul Map around these files and directories, marked in it (repeatable, or comma-separated; relative to DIR, else to the current directory, or absolute inside DIR; one naming no indexed file is an error)")
	fs.BoolVar(&o.NoCache, "no-cache", false, "neither read nor write the caches in OUT/cache (outlines, reference graph, SCIP documents): every stage runs from source")
	fs.StringVar(&o.Changed, "changed", "", "rank the Soul Map around the files changed since this git revision, marked in it (the pre-commit case; a notice when none changed)")
}

// registerLSP adds the flags of `index --lsp`.
func registerLSP(fs *flag.FlagSet, l *pipeline.LSPOptions) {
	fs.BoolVar(&l.Enabled, "lsp", false, "enrich the index with language servers: hover docs, precise references, callers, diagnostics")
	fs.IntVar(&l.Budget, "lsp-budget", l.Budget, "how many top-ranked symbols get precise references and callers")
	fs.DurationVar(&l.Timeout, "lsp-timeout", l.Timeout, "bound on the whole enrichment (server start included); unanswered facts stay tree-sitter's")
	fs.IntVar(&l.Concurrency, "lsp-concurrency", l.Concurrency, "requests in flight per language server")
	fs.BoolVar(&l.Diagnostics, "lsp-diagnostics", true, "collect diagnostics (--lsp-diagnostics=false skips them: on a large repository they cost the most)")
	fs.Var((*stringList)(&l.Languages), "lsp-languages", "only start servers for these languages (comma-separated IDs; default: every indexed language with a server)")
	registerServerSource(fs, l)
}

// registerServerSource adds the flags choosing where language servers
// come from; index and diag share them.
func registerServerSource(fs *flag.FlagSet, l *pipeline.LSPOptions) {
	fs.BoolVar(&l.TrustRepoConfig, "trust-repo-config", false, "trust the repository: run the language servers DIR/.soulindex.toml names ([lsp.servers], lsp.extra_dirs), let its lsp.enabled start them, and run servers found inside the repository (running them runs the repository's choice of code)")
	fs.StringVar(&l.Nvim, "nvim", "", "ask the language clients of this running Neovim (its --listen address; default $NVIM) and start standalone servers only for the languages it does not serve")
}

// parseDirArgs parses the flags of a command that takes one optional
// directory (default "."), then reads DIR/.soulindex.toml under them: a
// key applies only when its flag was not set on the command line.
func parseDirArgs(fs *flag.FlagSet, rf *runFlags, args []string, stdout io.Writer) (string, error) {
	pos, err := parseInterspersed(fs, args, stdout)
	if err != nil {
		return "", err
	}
	dir := "."
	switch len(pos) {
	case 0:
	case 1:
		dir = pos[0]
	default:
		return "", usagef("%s takes one directory, got %d arguments", fs.Name(), len(pos))
	}
	if err := rf.loadConfig(fs, dir); err != nil {
		return "", err
	}
	return dir, rf.opts.Validate()
}

// loadConfig reads DIR's configuration with the run's one language
// registry and applies it under the flags given.
func (rf *runFlags) loadConfig(fs *flag.FlagSet, dir string) (err error) {
	if rf.opts.Registry == nil {
		if rf.opts.Registry, err = langs.New(); err != nil {
			return err
		}
	}
	if rf.conf, err = config.Load(dir, rf.opts.Registry); err != nil {
		return err
	}
	rf.set = map[string]bool{}
	fs.Visit(func(f *flag.Flag) { rf.set[f.Name] = true })
	rf.notices = rf.opts.Configure(rf.conf, rf.set)
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
