package pipeline

import (
	"fmt"
	"time"

	"github.com/soulindex/soulindex/cachefile"
	"github.com/soulindex/soulindex/config"
	"github.com/soulindex/soulindex/external"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/gitcmd"
	"github.com/soulindex/soulindex/internal/usersecret"
	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/lspenrich"
	"github.com/soulindex/soulindex/notice"
	"github.com/soulindex/soulindex/output"
	"github.com/soulindex/soulindex/refgraph"
	"github.com/soulindex/soulindex/unused"
)

// Options are a run's settings, each defined once: the stages' own
// option types, which the CLI's flags bind to directly. Fields the run
// derives (the indexed root, the cache directory, the manifests, a
// personalized rank) are filled by the run on its own copy.
type Options struct {
	// Index: Jobs, MaxFileSize, ParseTimeout, ParseOnly, Progress, and the
	// configuration's Ignore, Languages and DisabledLanguages.
	Index indexer.Options
	// Graph: CoChange and CoChangeRev; Jobs 0 means Index.Jobs.
	Graph refgraph.Options
	// Map: Budget, Tokenizer, Format, NoDemote, and Focus, the --focus
	// paths as given, which the run resolves to indexed files.
	Map output.MapOptions
	// LSP enrichment (index only).
	LSP LSPOptions
	// Unused: Library and Keep of `soulindex unused` and the export's
	// unused table (the configuration's [unused] table).
	Unused unused.Options
	// Out is the output directory ("": DIR/.soulindex).
	Out string
	// Changed ranks the Soul Map around the files changed since this git
	// revision ("": none).
	Changed string
	// NoCache neither reads nor writes the caches in OUT/cache.
	NoCache bool
	// Check compares a fresh Soul Map with the one in Out and writes
	// nothing (Run; index --check).
	Check bool
	// FixCommand is the command --check's message tells the user to run
	// to regenerate a stale map ("": the soulindex index command line;
	// under a pre-commit hook, the hook that regenerates it).
	FixCommand string
	// Wait is how long Run waits for another run holding Out's lock.
	Wait time.Duration
	// Dependencies says where the dependencies' sources lie, for the SCIP
	// index's references into them (nil: found from the environment,
	// external.DetectEnv).
	Dependencies *external.Env
	// Registry is the language registry of the run (nil: Run makes one).
	Registry *langs.Registry
	// Notice receives the run's notices (nil discards them).
	Notice notice.Sink
	// Indexed, when set, is called once listing and extraction are done,
	// before any notice (the CLI removes its progress bar).
	Indexed func()
}

// Defaults returns the options of a run given no flag and no
// configuration.
func Defaults() Options {
	return Options{
		Index: indexer.Options{MaxFileSize: indexer.DefaultMaxFileSize, ParseTimeout: indexer.DefaultParseTimeout},
		Graph: refgraph.Options{CoChange: true},
		Map:   output.MapOptions{Budget: output.DefaultBudget, Tokenizer: "o200k_base", Format: "md"},
		LSP: LSPOptions{Budget: lspenrich.DefaultBudget, Timeout: lspenrich.DefaultTimeout,
			Concurrency: lspenrich.DefaultConcurrency, Diagnostics: true},
	}
}

// UsageError is an error in the options as given (a flag, a --focus path):
// the CLI prints it with its usage.
type UsageError struct{ Msg string }

func (e UsageError) Error() string { return e.Msg }

func usagef(format string, args ...any) error { return UsageError{fmt.Sprintf(format, args...)} }

// Configure applies the configuration file's settings to the options
// whose flag is not in set (a flag given on the command line wins), then
// lowers the values over their bounds, whether from a flag or the file,
// returning a notice for each.
func (o *Options) Configure(c *config.Config, set map[string]bool) []notice.Notice {
	if c.Budget != nil && !set["budget"] {
		o.Map.Budget = *c.Budget
	}
	if c.Tokenizer != nil && !set["tokenizer"] {
		o.Map.Tokenizer = *c.Tokenizer
	}
	if c.Format != nil && !set["format"] {
		o.Map.Format = *c.Format
	}
	if c.MaxFileSize != nil && !set["max-file-size"] {
		o.Index.MaxFileSize = *c.MaxFileSize
	}
	if c.Jobs != nil && !set["jobs"] && !set["j"] {
		o.Index.Jobs = *c.Jobs
	}
	o.Index.Ignore, o.Index.Languages, o.Index.DisabledLanguages = c.Exclude, c.Languages, c.DisabledLanguages
	o.Map.NoDemote = c.NoDemote
	o.Unused.Keep = c.UnusedKeep
	if c.UnusedLibrary != nil && !set["library"] && !set["no-library"] {
		o.Unused.Library = c.UnusedLibrary
	}
	return settings(
		config.Clamp(&o.Index.Jobs, config.MaxJobs(), fmt.Sprintf("jobs (%d per CPU, at most %d)", config.MaxJobsPerCPU, config.MaxJobsCap)),
		config.Clamp(&o.Map.Budget, config.MaxBudget, "the token budget"),
		config.ClampSize(&o.Index.MaxFileSize, config.MaxFileSize, "the maximum file size"),
		config.Clamp(&o.Index.ParseTimeout, config.MaxParseTimeout, "--parse-timeout"),
	)
}

// settings turns what config.Clamp says into notices, dropping the "".
func settings(msgs ...string) []notice.Notice {
	var ns []notice.Notice
	for _, m := range msgs {
		if m != "" {
			ns = append(ns, notice.Notice{Reason: notice.Setting, Message: m})
		}
	}
	return ns
}

// Validate refuses values no run can use.
func (o *Options) Validate() error {
	if o.Index.Jobs < 0 {
		return usagef("--jobs must be at least 1, got %d", o.Index.Jobs)
	}
	if o.Map.Budget <= 0 {
		return usagef("--budget must be positive, got %d", o.Map.Budget)
	}
	switch o.Map.Format {
	case "md", "xml", "json":
	default:
		return usagef("--format must be md, xml or json, got %q", o.Map.Format)
	}
	if err := output.CheckTokenizer(o.Map.Tokenizer); err != nil {
		return usagef("--tokenizer: %v", err)
	}
	if o.Index.ParseTimeout <= 0 {
		return usagef("--parse-timeout must be positive, got %s", o.Index.ParseTimeout)
	}
	if o.Changed != "" {
		if err := gitcmd.CheckRevision(o.Changed); err != nil {
			return usagef("--changed: %v", err)
		}
	}
	return nil
}

// registry returns the run's language registry, made once.
func (o *Options) registry() (*langs.Registry, error) {
	if o.Registry == nil {
		reg, err := langs.New()
		if err != nil {
			return nil, err
		}
		o.Registry = reg
	}
	return o.Registry, nil
}

// cacheAuth returns what authenticates the caches and shards: the
// options' own (Index.Auth), else one under the user's secret
// (usersecret.Load, which makes one on first use), kept in the options.
func (o *Options) cacheAuth() (*cachefile.Auth, error) {
	if o.Index.Auth != nil {
		return o.Index.Auth, nil
	}
	secret, err := usersecret.Load()
	if err != nil {
		return nil, err
	}
	o.Index.Auth = cachefile.NewAuth(secret)
	return o.Index.Auth, nil
}
