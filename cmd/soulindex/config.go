package main

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/BurntSushi/toml"

	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/output"
)

// configName is the per-repository configuration file, read from the
// indexed directory. Flags set on the command line override it.
const configName = ".soulindex.toml"

// configFile mirrors .soulindex.toml. Which keys were present is asked of
// the TOML metadata, so zero values need no pointers.
type configFile struct {
	Budget            int      `toml:"budget"`
	Tokenizer         string   `toml:"tokenizer"`
	Format            string   `toml:"format"`
	Exclude           []string `toml:"exclude"`
	Languages         []string `toml:"languages"`
	DisabledLanguages []string `toml:"disabled_languages"`
	MaxFileSize       byteSize `toml:"max_file_size"`
	Jobs              int      `toml:"jobs"`
	LSP               lspTable `toml:"lsp"`
}

type lspTable struct {
	Enabled   bool                `toml:"enabled"`
	Disabled  []string            `toml:"disabled"`
	ExtraDirs []string            `toml:"extra_dirs"`
	Timeout   duration            `toml:"timeout"`
	Budget    int                 `toml:"budget"`
	Servers   map[string][]string `toml:"servers"`
}

// projectConfig is what the configuration file adds to the flags: the
// settings that have no flag.
type projectConfig struct {
	// Path is the file read, "" when there was none.
	Path string
	// Exclude holds gitignore-syntax patterns relative to DIR.
	Exclude []string
	// Languages (an allow-list when not empty) and DisabledLanguages
	// (a deny-list) filter the indexed languages by ID.
	Languages, DisabledLanguages []string
	LSP                          LSPSettings
	// FlagsSet names the flags given on the command line: a setting
	// whose flag is in it is the flag's (LSP settings are applied by
	// the command, which owns those flags).
	FlagsSet map[string]bool
}

// LSPSettings is the [lsp] table, for LSP enrichment to take as it is.
type LSPSettings struct {
	// Enabled is nil when the file does not say; the command decides.
	Enabled *bool
	// Disabled names servers never to start.
	Disabled []string
	// ExtraDirs are searched for server binaries after PATH and the
	// standard install directories; relative entries are resolved
	// against DIR (so they are absolute here).
	ExtraDirs []string
	// Timeout bounds the whole enrichment, server start included
	// (--lsp-timeout); zero means the flag's value.
	Timeout time.Duration
	// Budget is how many top-ranked symbols get precise references and
	// callers (--lsp-budget); nil means the flag's value.
	Budget *int
	// Servers maps a language ID to a server command chosen by the
	// repository. Running a command a repository names is running its
	// code, so the caller honours these only with --trust-repo-config.
	Servers map[string][]string
}

// duration decodes a TOML string like "30s" or "2m".
type duration time.Duration

func (d *duration) UnmarshalText(b []byte) error {
	v, err := time.ParseDuration(string(b))
	if err != nil || v <= 0 {
		return fmt.Errorf("invalid duration %q (want a positive duration like 500ms, 30s or 2m)", b)
	}
	*d = duration(v)
	return nil
}

// UnmarshalTOML accepts a byte count (1048576) or a size string ("1M").
func (b *byteSize) UnmarshalTOML(v any) error {
	switch v := v.(type) {
	case int64:
		if v <= 0 {
			return fmt.Errorf("invalid size %d (want a positive number of bytes, or e.g. \"512K\", \"1M\")", v)
		}
		*b = byteSize(v)
		return nil
	case string:
		return b.Set(v)
	}
	return fmt.Errorf("invalid size %v (want a number of bytes, or a string like \"512K\" or \"1M\")", v)
}

// loadConfig reads dir/.soulindex.toml and merges it under the flags: a
// key applies only when its flag was not set on the command line. A
// missing file is no error; an unknown key or a bad value is, naming the
// file and what to do.
func (rf *runFlags) loadConfig(flags *flag.FlagSet, dir string) error {
	file := filepath.Join(dir, configName)
	data, err := os.ReadFile(file)
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
		return nil // no file, or DIR is not a directory: the command says so
	}
	if err != nil {
		return fmt.Errorf("read configuration: %w", err)
	}
	set := map[string]bool{}
	flags.Visit(func(f *flag.Flag) { set[f.Name] = true })
	return rf.applyConfig(data, file, dir, set)
}

// applyConfig decodes a configuration file's data and applies the keys
// whose flags are not in set.
func (rf *runFlags) applyConfig(data []byte, file, dir string, set map[string]bool) error {
	// A first pass into plain values gives syntax errors with their line,
	// and lets types be checked with messages naming the expected type
	// (the decoder's own speak of Go types).
	var raw map[string]any
	if _, err := toml.Decode(string(data), &raw); err != nil {
		return fmt.Errorf("%s: %w (fix the file, or see \"Configuration\" in the README)", file, err)
	}
	if err := checkTypes(raw, ""); err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	var c configFile
	md, err := toml.Decode(string(data), &c)
	if err != nil {
		return fmt.Errorf("%s: %w (fix the file, or see \"Configuration\" in the README)", file, err)
	}
	if keys := md.Undecoded(); len(keys) > 0 {
		names := make([]string, len(keys))
		for i, k := range keys {
			names[i] = fmt.Sprintf("%q", k.String())
		}
		return fmt.Errorf("%s: unknown key %s (known: %s)", file, strings.Join(names, ", "), strings.Join(knownKeys(), ", "))
	}
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%s: %s", file, fmt.Sprintf(format, args...))
	}
	if md.IsDefined("budget") {
		if c.Budget <= 0 {
			return bad("budget must be a positive number of tokens, got %d", c.Budget)
		}
		if !set["budget"] {
			rf.budget = c.Budget
		}
	}
	if md.IsDefined("tokenizer") {
		if _, err := output.NewCounter(c.Tokenizer); err != nil {
			return bad("tokenizer: %v", err)
		}
		if !set["tokenizer"] {
			rf.tokenizer = c.Tokenizer
		}
	}
	if md.IsDefined("format") {
		if c.Format != "md" && c.Format != "xml" && c.Format != "json" {
			return bad("format must be \"md\", \"xml\" or \"json\", got %q", c.Format)
		}
		if !set["format"] {
			rf.format = c.Format
		}
	}
	if md.IsDefined("max_file_size") && !set["max-file-size"] {
		rf.maxSize = c.MaxFileSize
	}
	if md.IsDefined("jobs") {
		if c.Jobs < 0 {
			return bad("jobs must be 0 (all cores) or more, got %d", c.Jobs)
		}
		if !set["jobs"] && !set["j"] {
			rf.jobs = c.Jobs
		}
	}
	pc := projectConfig{Path: file, Exclude: c.Exclude, Languages: c.Languages, DisabledLanguages: c.DisabledLanguages}
	for i, p := range c.Exclude {
		if strings.TrimSpace(p) == "" {
			return bad("exclude[%d] is empty (remove it; patterns use .gitignore syntax)", i)
		}
	}
	reg, err := langs.New()
	if err != nil {
		return err
	}
	for _, key := range []struct {
		name string
		ids  []string
	}{{"languages", c.Languages}, {"disabled_languages", c.DisabledLanguages}} {
		if err := checkLanguages(reg, key.ids); err != nil {
			return bad("%s: %v", key.name, err)
		}
	}
	lsp, err := c.LSP.settings(md, reg, dir)
	if err != nil {
		return bad("%v", err)
	}
	pc.LSP = lsp
	pc.FlagsSet = set
	rf.conf = pc
	return nil
}

// Expected TOML types, by key, for checkTypes.
const (
	tInt     = "an integer"
	tString  = "a string"
	tBool    = "true or false"
	tStrings = "an array of strings"
	tSize    = "a number of bytes or a string like \"1M\""
	tTable   = "a table"
)

var keyTypes = map[string]string{
	"budget": tInt, "tokenizer": tString, "format": tString, "exclude": tStrings, "languages": tStrings,
	"disabled_languages": tStrings, "max_file_size": tSize, "jobs": tInt, "lsp": tTable,
	"lsp.enabled": tBool, "lsp.disabled": tStrings, "lsp.extra_dirs": tStrings, "lsp.timeout": tString,
	"lsp.budget": tInt, "lsp.servers": tTable,
}

// checkTypes checks the known keys of a decoded table against keyTypes
// (the struct decoder would, for instance, leave a map empty without an
// error when given a number); unknown keys are left to the metadata check. Keys are visited in
// order, so the message is the same from run to run.
func checkTypes(table map[string]any, prefix string) error {
	keys := make([]string, 0, len(table))
	for k := range table {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		v, name := table[k], prefix+k
		want, known := keyTypes[name]
		if prefix == "lsp.servers." {
			want, known = "a command array like [\"gopls\", \"serve\"]", true
			if !isStrings(v) {
				return fmt.Errorf("%s must be %s, got %s", name, want, tomlType(v))
			}
			continue
		}
		if !known {
			continue
		}
		ok := false
		switch want {
		case tInt:
			_, ok = v.(int64)
		case tString:
			_, ok = v.(string)
		case tBool:
			_, ok = v.(bool)
		case tStrings:
			ok = isStrings(v)
		case tSize:
			switch v.(type) {
			case int64, string:
				ok = true
			}
		case tTable:
			var sub map[string]any
			if sub, ok = v.(map[string]any); ok {
				if err := checkTypes(sub, name+"."); err != nil {
					return err
				}
			}
		}
		if !ok {
			return fmt.Errorf("%s must be %s, got %s", name, want, tomlType(v))
		}
	}
	return nil
}

func isStrings(v any) bool {
	a, ok := v.([]any)
	if !ok {
		return false
	}
	for _, e := range a {
		if _, ok := e.(string); !ok {
			return false
		}
	}
	return true
}

// tomlType names a decoded value's TOML type for messages.
func tomlType(v any) string {
	switch v := v.(type) {
	case int64:
		return fmt.Sprintf("the integer %d", v)
	case float64:
		return fmt.Sprintf("the float %v", v)
	case string:
		return fmt.Sprintf("the string %q", v)
	case bool:
		return fmt.Sprintf("%v", v)
	case []any:
		return "an array with other than strings"
	case map[string]any:
		return "a table"
	}
	return fmt.Sprintf("a %T", v)
}

// knownKeys lists the configuration keys for error messages.
func knownKeys() []string {
	var keys []string
	for k, t := range keyTypes {
		if t != tTable {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	return append(keys, "lsp.servers.<language>")
}

func checkLanguages(reg *langs.Registry, ids []string) error {
	for _, id := range ids {
		if reg.ByID(id) == nil {
			return fmt.Errorf("unknown language %q (known: %s)", id, strings.Join(languageIDs(reg), ", "))
		}
	}
	return nil
}

func languageIDs(reg *langs.Registry) []string {
	var ids []string
	for _, l := range reg.Languages() {
		ids = append(ids, l.ID)
	}
	slices.Sort(ids)
	return ids
}

func (t lspTable) settings(md toml.MetaData, reg *langs.Registry, dir string) (LSPSettings, error) {
	s := LSPSettings{Disabled: t.Disabled, Timeout: time.Duration(t.Timeout)}
	if md.IsDefined("lsp", "enabled") {
		s.Enabled = &t.Enabled
	}
	if md.IsDefined("lsp", "budget") {
		if t.Budget < 0 {
			return s, fmt.Errorf("lsp.budget must be 0 (no references asked) or a positive number of symbols, got %d", t.Budget)
		}
		s.Budget = &t.Budget
	}
	for _, d := range t.ExtraDirs {
		if strings.TrimSpace(d) == "" {
			return s, errors.New("lsp.extra_dirs has an empty entry (remove it)")
		}
		if !filepath.IsAbs(d) {
			d = filepath.Join(dir, d)
		}
		abs, err := filepath.Abs(d)
		if err != nil {
			return s, fmt.Errorf("lsp.extra_dirs: %w", err)
		}
		s.ExtraDirs = append(s.ExtraDirs, abs)
	}
	for lang, argv := range t.Servers {
		if reg.ByID(lang) == nil {
			return s, fmt.Errorf("lsp.servers: unknown language %q (known: %s)", lang, strings.Join(languageIDs(reg), ", "))
		}
		if len(argv) == 0 || strings.TrimSpace(argv[0]) == "" {
			return s, fmt.Errorf("lsp.servers.%s must be a command array like [\"gopls\", \"serve\"]", lang)
		}
		if s.Servers == nil {
			s.Servers = map[string][]string{}
		}
		s.Servers[lang] = argv
	}
	return s, nil
}
