// Package config reads a repository's .soulindex.toml: the file's schema,
// its bounded and hostile-input-safe loading, the validation of every value
// (with messages that never quote the file), and the bounds on the values
// that size a run, whether from the file or a flag.
package config

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/BurntSushi/toml"

	"github.com/soulindex/soulindex/internal/safefile"
	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/output"
)

// Name is the per-repository configuration file, read from the indexed
// directory. Flags set on the command line override it.
const Name = ".soulindex.toml"

// Bounds on the configuration file, checked before the TOML decoder sees
// it: the decoder's work grows with the square of the nesting depth (a
// 250 KB file of nested inline tables took over 20 GB), and a repository
// may put anything at DIR/.soulindex.toml. The deepest key the schema has
// is lsp.servers.<language> (3 levels, its value an array); a real file
// is a few hundred bytes. At these bounds the worst file decodes in about a second
// and under 100 MB.
const (
	maxConfigSize  = 256 << 10
	maxConfigDepth = 8
)

// configFile mirrors .soulindex.toml. Which keys were present is asked of
// the TOML metadata, so zero values need no pointers.
type configFile struct {
	Budget            int         `toml:"budget"`
	Tokenizer         string      `toml:"tokenizer"`
	Format            string      `toml:"format"`
	Exclude           []string    `toml:"exclude"`
	Languages         []string    `toml:"languages"`
	DisabledLanguages []string    `toml:"disabled_languages"`
	MaxFileSize       ByteSize    `toml:"max_file_size"`
	Jobs              int         `toml:"jobs"`
	LSP               lspTable    `toml:"lsp"`
	Map               mapTable    `toml:"map"`
	Unused            unusedTable `toml:"unused"`
}

// unusedTable is the [unused] table: what `soulindex unused` must never
// report.
type unusedTable struct {
	Keep    []string `toml:"keep"`
	Library *bool    `toml:"library"`
}

// mapTable is the [map] table: Soul Map settings without a flag.
type mapTable struct {
	Demote bool `toml:"demote"`
}

type lspTable struct {
	Enabled   bool                `toml:"enabled"`
	Disabled  []string            `toml:"disabled"`
	ExtraDirs []string            `toml:"extra_dirs"`
	Timeout   duration            `toml:"timeout"`
	Budget    int                 `toml:"budget"`
	Servers   map[string][]string `toml:"servers"`
}

// Config is what a repository's configuration file says. The settings
// that also have a flag are pointers, nil when the file does not set them
// (the caller lets a flag given on the command line win).
type Config struct {
	// Path is the file read, "" when there was none.
	Path string
	// Dir is the indexed directory, with or without a file.
	Dir string
	// Budget, Tokenizer and Format shape the Soul Map; MaxFileSize and
	// Jobs the indexing.
	Budget            *int
	Tokenizer, Format *string
	MaxFileSize       *int64
	Jobs              *int
	// Exclude holds gitignore-syntax patterns relative to DIR.
	Exclude []string
	// Languages (an allow-list when not empty) and DisabledLanguages
	// (a deny-list) filter the indexed languages by ID.
	Languages, DisabledLanguages []string
	LSP                          LSP
	// NoDemote: `[map] demote = false` keeps tests, examples, generated
	// and vendored code at their rank in the Soul Map.
	NoDemote bool
	// UnusedKeep are `[unused] keep` entries: path patterns (.gitignore
	// syntax) or name patterns whose definitions `unused` never reports.
	UnusedKeep []string
	// UnusedLibrary is `[unused] library`: nil when the file does not say.
	UnusedLibrary *bool
}

// LSP is the [lsp] table, for LSP enrichment to take as it is.
type LSP struct {
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
		// No value in the message: it may come from a file that is a
		// symlink to a secret.
		return errors.New("invalid duration (want a positive duration like 500ms, 30s or 2m)")
	}
	*d = duration(v)
	return nil
}

// Load reads dir/.soulindex.toml. A missing file is no error (the Config
// then sets nothing); an unknown key or a bad value is, naming the file and
// what to do. The file is read only when it is a regular file (a FIFO or a
// device there must not hang or exhaust the run) of at most maxConfigSize
// bytes. reg checks the language IDs (nil: a registry is made).
func Load(dir string, reg *langs.Registry) (*Config, error) {
	file := filepath.Join(dir, Name)
	data, err := safefile.ReadFile(file, maxConfigSize)
	switch {
	case errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR):
		// No file, or DIR is not a directory: the command says so.
		return &Config{Dir: dir}, nil
	case errors.Is(err, safefile.ErrTooLarge):
		return nil, fmt.Errorf("%s: larger than the %d KiB a configuration file may have (is it the right file?)", file, maxConfigSize>>10)
	case err != nil:
		return nil, fmt.Errorf("read configuration: %w", err)
	}
	return Parse(data, file, dir, reg)
}

// Parse decodes a configuration file's data and checks every value. Its
// messages never quote the file's values: the file may be a symlink to a
// secret, and a message about it may end up in a log others read (key
// names are given, to be fixed).
func Parse(data []byte, file, dir string, reg *langs.Registry) (*Config, error) {
	if line, col, deep := nestingDepth(data, maxConfigDepth); deep {
		return nil, fmt.Errorf("%s: line %d, column %d: tables, arrays and dotted keys nest deeper than the limit of %d levels (fix the file, or see \"Configuration\" in the README)", file, line, col, maxConfigDepth)
	}
	// A first pass into plain values gives syntax errors with their line,
	// and lets types be checked with messages naming the expected type
	// (the decoder's own speak of Go types).
	var raw map[string]any
	if _, err := toml.Decode(string(data), &raw); err != nil {
		return nil, syntaxError(file, err)
	}
	if err := checkTypes(raw, ""); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	if err := checkValues(raw); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	var c configFile
	md, err := toml.Decode(string(data), &c)
	if err != nil {
		// The checks above leave the decoder nothing to refuse; should
		// it, its message could quote the file.
		return nil, fmt.Errorf("%s: a value does not fit its key (fix the file, or see \"Configuration\" in the README)", file)
	}
	if keys := md.Undecoded(); len(keys) > 0 {
		names := make([]string, len(keys))
		for i, k := range keys {
			names[i] = fmt.Sprintf("%q", k.String())
		}
		return nil, fmt.Errorf("%s: unknown key %s (known: %s)", file, strings.Join(names, ", "), strings.Join(knownKeys(), ", "))
	}
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%s: %s", file, fmt.Sprintf(format, args...))
	}
	cfg := &Config{Path: file, Dir: dir, Exclude: c.Exclude, Languages: c.Languages, DisabledLanguages: c.DisabledLanguages}
	if md.IsDefined("budget") {
		if c.Budget <= 0 {
			return nil, bad("budget must be a positive number of tokens")
		}
		cfg.Budget = &c.Budget
	}
	if md.IsDefined("tokenizer") {
		if _, err := output.NewCounter(c.Tokenizer); err != nil {
			return nil, bad("tokenizer must be \"o200k_base\" or \"cl100k_base\"")
		}
		cfg.Tokenizer = &c.Tokenizer
	}
	if md.IsDefined("format") {
		if c.Format != "md" && c.Format != "xml" && c.Format != "json" {
			return nil, bad("format must be \"md\", \"xml\" or \"json\"")
		}
		cfg.Format = &c.Format
	}
	if md.IsDefined("max_file_size") {
		size := int64(c.MaxFileSize)
		cfg.MaxFileSize = &size
	}
	if md.IsDefined("jobs") {
		if c.Jobs < 0 {
			return nil, bad("jobs must be 0 (all cores) or more")
		}
		cfg.Jobs = &c.Jobs
	}
	for i, p := range c.Exclude {
		if strings.TrimSpace(p) == "" {
			return nil, bad("exclude[%d] is empty (remove it; patterns use .gitignore syntax)", i)
		}
	}
	if reg == nil {
		if reg, err = langs.New(); err != nil {
			return nil, err
		}
	}
	for _, key := range []struct {
		name string
		ids  []string
	}{{"languages", c.Languages}, {"disabled_languages", c.DisabledLanguages}} {
		if err := checkLanguages(reg, key.name, key.ids); err != nil {
			return nil, bad("%v", err)
		}
	}
	lsp, err := c.LSP.settings(md, reg, dir)
	if err != nil {
		return nil, bad("%v", err)
	}
	cfg.LSP = lsp
	cfg.NoDemote = md.IsDefined("map", "demote") && !c.Map.Demote
	for i, p := range c.Unused.Keep {
		if strings.TrimSpace(p) == "" {
			return nil, bad("unused.keep[%d] is empty (remove it; entries are path patterns in .gitignore syntax or name patterns)", i)
		}
	}
	cfg.UnusedKeep, cfg.UnusedLibrary = c.Unused.Keep, c.Unused.Library
	return cfg, nil
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
	"lsp.budget": tInt, "lsp.servers": tTable, "map": tTable, "map.demote": tBool,
	"unused": tTable, "unused.keep": tStrings, "unused.library": tBool,
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

// tomlType names a decoded value's TOML type for messages, never its
// value (see Parse).
func tomlType(v any) string {
	switch v.(type) {
	case int64:
		return "an integer"
	case float64:
		return "a float"
	case string:
		return "a string"
	case bool:
		return "a boolean"
	case []any:
		return "an array with other than strings"
	case map[string]any:
		return "a table"
	}
	return "a date or time"
}

// checkValues checks the values whose decoders could otherwise fail in
// the second pass, naming the key.
func checkValues(raw map[string]any) error {
	if v, ok := raw["max_file_size"]; ok {
		var b ByteSize
		if b.UnmarshalTOML(v) != nil {
			return errors.New("max_file_size must be a positive number of bytes, or a string like \"512K\" or \"1M\"")
		}
	}
	if l, ok := raw["lsp"].(map[string]any); ok {
		if v, ok := l["timeout"].(string); ok {
			var d duration
			if d.UnmarshalText([]byte(v)) != nil {
				return errors.New("lsp.timeout must be a positive duration like 500ms, 30s or 2m")
			}
		}
	}
	return nil
}

// syntaxError reports a TOML syntax error by position only: the parser's
// messages quote the text at fault.
func syntaxError(file string, err error) error {
	var pe toml.ParseError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s: line %d, column %d: not valid TOML (fix the file, or see \"Configuration\" in the README)", file, pe.Position.Line, pe.Position.Col)
	}
	return fmt.Errorf("%s: not valid TOML (fix the file, or see \"Configuration\" in the README)", file)
}

// nestingDepth scans TOML for how deeply it nests: each table header
// part, dotted-key part, inline table and array is a level. It reports
// the line and column (1-based, in bytes) where the depth first exceeds
// limit. It is a pre-check, not a parser: strings and comments are
// skipped so their brackets and dots do not count, and on malformed
// input it errs towards deeper (the decoder then reports the syntax).
func nestingDepth(data []byte, limit int) (line, col int, deep bool) {
	type frame struct {
		depth   int  // this container's level
		table   bool // keys (the top level, inline tables) or values (arrays)
		inValue bool // table frames: past the current key's '='
		dots    int  // table frames: dots in the current key
	}
	stack := []frame{{table: true}}
	line, lineStart := 1, 0
	keyStarted := false // top level: a key has begun on this line
	at := func(i int) (int, int, bool) { return line, i - lineStart + 1, true }
	// skipString returns the index after the string opening at i.
	skipString := func(i int) int {
		q := data[i]
		if i+2 < len(data) && data[i+1] == q && data[i+2] == q {
			for j := i + 3; j < len(data); j++ {
				switch {
				case data[j] == '\\' && q == '"':
					j++
				case data[j] == '\n':
					line, lineStart = line+1, j+1
				case data[j] == q && j+2 < len(data) && data[j+1] == q && data[j+2] == q:
					j += 3
					for j < len(data) && data[j] == q {
						j++
					}
					return j
				}
			}
			return len(data)
		}
		for j := i + 1; j < len(data); j++ {
			switch {
			case data[j] == '\\' && q == '"':
				j++
			case data[j] == q:
				return j + 1
			case data[j] == '\n':
				return j // unterminated: the newline is scanned as such
			}
		}
		return len(data)
	}
	for i := 0; i < len(data); {
		c := data[i]
		top := &stack[len(stack)-1]
		switch {
		case c == '\n':
			line, lineStart = line+1, i+1
			if len(stack) == 1 {
				top.inValue, top.dots, keyStarted = false, 0, false
			}
			i++
			continue
		case c == '#':
			for i < len(data) && data[i] != '\n' {
				i++
			}
			continue
		case c == '"' || c == '\'':
			if len(stack) == 1 && !top.inValue {
				keyStarted = true
			}
			i = skipString(i)
			continue
		case c == '[' && len(stack) == 1 && !top.inValue && !keyStarted:
			// A table header: its parts set the level of the keys below.
			start, parts := i, 1
			i++
			if i < len(data) && data[i] == '[' {
				parts++ // an array of tables: the array is a level too
				i++
			}
			for i < len(data) && data[i] != ']' && data[i] != '\n' {
				switch data[i] {
				case '"', '\'':
					i = skipString(i)
					continue
				case '.':
					parts++
				}
				i++
			}
			if parts > limit {
				return at(start)
			}
			top.depth, keyStarted = parts, true
			continue
		case top.table && !top.inValue:
			switch c {
			case '.', '=':
				// The key's own level: its table's, plus its parts.
				if c == '.' {
					top.dots++
				} else {
					top.inValue = true
				}
				if top.depth+top.dots+1 > limit {
					return at(i)
				}
			case ',':
				top.dots = 0
			case '}', ']':
				if len(stack) > 1 {
					stack = stack[:len(stack)-1]
				}
			case ' ', '\t', '\r':
			default:
				keyStarted = true
			}
		default: // a value: in an array, or after a key's '='
			level := top.depth + 1
			if top.table {
				level += top.dots
			}
			switch c {
			case '{', '[':
				if level > limit {
					return at(i)
				}
				stack = append(stack, frame{depth: level, table: c == '{'})
			case '}', ']':
				if len(stack) > 1 {
					stack = stack[:len(stack)-1]
				}
			case ',':
				if top.table {
					top.inValue, top.dots = false, 0
				}
			}
		}
		i++
	}
	return 0, 0, false
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

func checkLanguages(reg *langs.Registry, key string, ids []string) error {
	for i, id := range ids {
		if reg.ByID(id) == nil {
			return fmt.Errorf("%s[%d] is not a known language (known: %s)", key, i, strings.Join(languageIDs(reg), ", "))
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

func (t lspTable) settings(md toml.MetaData, reg *langs.Registry, dir string) (LSP, error) {
	s := LSP{Disabled: t.Disabled, Timeout: time.Duration(t.Timeout)}
	if md.IsDefined("lsp", "enabled") {
		s.Enabled = &t.Enabled
	}
	if md.IsDefined("lsp", "budget") {
		if t.Budget < 0 {
			return s, errors.New("lsp.budget must be 0 (no references asked) or a positive number of symbols")
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
