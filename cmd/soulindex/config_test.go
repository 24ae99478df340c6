package main

import (
	"encoding/json"
	"flag"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/soulindex/soulindex/config"
	"github.com/soulindex/soulindex/pipeline"
)

// parseWithConfig runs the shared flag parsing (flags, then the
// configuration file under them) as the index and map commands do.
func parseWithConfig(t *testing.T, conf string, args ...string) (runFlags, error) {
	t.Helper()
	dir := t.TempDir()
	if conf != "" {
		if err := os.WriteFile(filepath.Join(dir, config.Name), []byte(conf), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	fs := flag.NewFlagSet("index", flag.ContinueOnError)
	var rf runFlags
	rf.register(fs)
	_, err := parseDirArgs(fs, &rf, append(args, dir), io.Discard)
	return rf, err
}

func TestConfigPrecedence(t *testing.T) {
	full := `
budget = 1234
tokenizer = "cl100k_base"
format = "xml"
max_file_size = "2M"
jobs = 3
`
	tests := []struct {
		name   string
		config string
		args   []string
		want   func(rf runFlags) string // "" when right, else what is wrong
	}{
		{"defaults without a file", "", nil, func(rf runFlags) string {
			return expect(rf.opts.Map.Budget == 4000 && rf.opts.Map.Tokenizer == "o200k_base" && rf.opts.Map.Format == "md" && rf.opts.Index.MaxFileSize == 1<<20 && rf.opts.Index.Jobs == 0 && rf.conf.Path == "")
		}},
		{"file over defaults", full, nil, func(rf runFlags) string {
			return expect(rf.opts.Map.Budget == 1234 && rf.opts.Map.Tokenizer == "cl100k_base" && rf.opts.Map.Format == "xml" && rf.opts.Index.MaxFileSize == 2<<20 && rf.opts.Index.Jobs == 3 && rf.conf.Path != "")
		}},
		{"flags over file", full, []string{"--budget", "99", "--format=json", "--max-file-size", "10K", "-j2", "--tokenizer", "o200k_base"}, func(rf runFlags) string {
			return expect(rf.opts.Map.Budget == 99 && rf.opts.Map.Format == "json" && rf.opts.Index.MaxFileSize == 10<<10 && rf.opts.Index.Jobs == 2 && rf.opts.Map.Tokenizer == "o200k_base")
		}},
		{"--jobs over file", full, []string{"--jobs", "5"}, func(rf runFlags) string { return expect(rf.opts.Index.Jobs == 5 && rf.opts.Map.Budget == 1234) }},
		// A flag set to its default value still wins: it was set.
		{"flag equal to the default wins", full, []string{"--budget", "4000"}, func(rf runFlags) string { return expect(rf.opts.Map.Budget == 4000) }},
		{"byte count", "max_file_size = 4096\n", nil, func(rf runFlags) string { return expect(rf.opts.Index.MaxFileSize == 4096) }},
		{"jobs 0 means all cores", "jobs = 0\n", nil, func(rf runFlags) string { return expect(rf.opts.Index.Jobs == 0) }},
		{"excludes and languages", `
exclude = ["testdata/", "*.pb.go"]
languages = ["go", "python"]
disabled_languages = ["python"]
`, nil, func(rf runFlags) string {
			return expect(reflect.DeepEqual(rf.conf.Exclude, []string{"testdata/", "*.pb.go"}) &&
				reflect.DeepEqual(rf.conf.Languages, []string{"go", "python"}) &&
				reflect.DeepEqual(rf.conf.DisabledLanguages, []string{"python"}))
		}},
		{"lsp table", `
[lsp]
enabled = false
disabled = ["clangd"]
extra_dirs = ["tools/bin", "/opt/lsp"]
timeout = "5s"
budget = 20
[lsp.servers]
go = ["gopls", "serve"]
`, nil, func(rf runFlags) string {
			l := rf.conf.LSP
			return expect(l.Enabled != nil && !*l.Enabled && reflect.DeepEqual(l.Disabled, []string{"clangd"}) &&
				len(l.ExtraDirs) == 2 && filepath.IsAbs(l.ExtraDirs[0]) && strings.HasSuffix(l.ExtraDirs[0], filepath.Join("tools", "bin")) &&
				l.ExtraDirs[1] == "/opt/lsp" && l.Timeout == 5*time.Second && l.Budget != nil && *l.Budget == 20 &&
				reflect.DeepEqual(l.Servers, map[string][]string{"go": {"gopls", "serve"}}))
		}},
		{"lsp enabled unset stays nil", "[lsp]\ntimeout = \"1s\"\n", nil, func(rf runFlags) string { return expect(rf.conf.LSP.Enabled == nil && rf.conf.LSP.Budget == nil) }},
		// 0 is a budget of its own (no references asked), not "unset".
		{"lsp budget 0", "[lsp]\nbudget = 0\n", nil, func(rf runFlags) string { return expect(rf.conf.LSP.Budget != nil && *rf.conf.LSP.Budget == 0) }},
		{"demotion on by default", "budget = 10\n", nil, func(rf runFlags) string { return expect(!rf.conf.NoDemote) }},
		{"demote = false", "[map]\ndemote = false\n", nil, func(rf runFlags) string { return expect(rf.conf.NoDemote) }},
		{"demote = true", "[map]\ndemote = true\n", nil, func(rf runFlags) string { return expect(!rf.conf.NoDemote) }},
		{"empty map table", "[map]\n", nil, func(rf runFlags) string { return expect(!rf.conf.NoDemote) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rf, err := parseWithConfig(t, tt.config, tt.args...)
			if err != nil {
				t.Fatal(err)
			}
			if msg := tt.want(rf); msg != "" {
				t.Errorf("%s: got %+v", msg, rf)
			}
		})
	}
}

func expect(ok bool) string {
	if ok {
		return ""
	}
	return "unexpected settings"
}

func TestConfigErrors(t *testing.T) {
	tests := []struct {
		name, config string
		args         []string
		want         []string // substrings of the message
	}{
		{"unknown key", "budget = 10\nbudgett = 3\n", nil, []string{config.Name, `unknown key "budgett"`, "known: budget, disabled_languages, exclude,", "lsp.servers.<language>"}},
		{"unknown nested key", "[lsp]\nenable = true\n", nil, []string{config.Name, `"lsp.enable"`}},
		{"unknown table", "[output]\ndir = \"x\"\n", nil, []string{`"output"`}},
		{"syntax error", "budget = \n", nil, []string{config.Name, "line 1, column", "not valid TOML", "fix the file"}},
		{"wrong type", "budget = \"lots\"\n", nil, []string{config.Name, `budget must be an integer, got a string`}},
		{"float", "jobs = 1.5\n", nil, []string{"jobs must be an integer, got a float"}},
		{"not a list", "exclude = \"testdata/\"\n", nil, []string{`exclude must be an array of strings, got a string`}},
		{"mixed list", "languages = [\"go\", 3]\n", nil, []string{"languages must be an array of strings"}},
		{"lsp not a table", "lsp = true\n", nil, []string{"lsp must be a table, got a boolean"}},
		{"lsp.enabled", "[lsp]\nenabled = \"yes\"\n", nil, []string{`lsp.enabled must be true or false, got a string`}},
		{"negative budget", "budget = -5\n", nil, []string{"budget must be a positive number of tokens"}},
		// The file is checked even when a flag overrides the key: a
		// broken file should not go unnoticed until the flag is dropped.
		{"bad budget under a flag", "budget = 0\n", []string{"--budget", "10"}, []string{"budget must be a positive"}},
		{"bad tokenizer", "tokenizer = \"gpt2\"\n", nil, []string{`tokenizer must be "o200k_base" or "cl100k_base"`}},
		{"bad format", "format = \"html\"\n", nil, []string{`format must be "md", "xml" or "json"`}},
		{"bad size", "max_file_size = \"huge\"\n", nil, []string{`max_file_size must be a positive number of bytes, or a string like "512K" or "1M"`}},
		{"zero size", "max_file_size = 0\n", nil, []string{"max_file_size must be a positive number"}},
		{"size of a wrong type", "max_file_size = true\n", nil, []string{`max_file_size must be a number of bytes or a string like "1M", got a boolean`}},
		{"negative jobs", "jobs = -1\n", nil, []string{"jobs must be 0 (all cores) or more"}},
		{"unknown language", "languages = [\"golang\"]\n", nil, []string{`languages[0] is not a known language`, "known:", "go,"}},
		{"unknown disabled language", "disabled_languages = [\"cobol\"]\n", nil, []string{`disabled_languages[0] is not a known language`}},
		{"empty exclude", "exclude = [\"\"]\n", nil, []string{"exclude[0] is empty"}},
		{"bad timeout", "[lsp]\ntimeout = \"soon\"\n", nil, []string{"lsp.timeout must be a positive duration", "30s"}},
		{"negative lsp budget", "[lsp]\nbudget = -1\n", nil, []string{"lsp.budget must be 0 (no references asked) or a positive number of symbols"}},
		{"lsp budget as a duration", "[lsp]\nbudget = \"2m\"\n", nil, []string{`lsp.budget must be an integer, got a string`}},
		{"server for an unknown language", "[lsp.servers]\nklingon = [\"x\"]\n", nil, []string{`lsp.servers: unknown language "klingon"`}},
		{"empty server command", "[lsp.servers]\ngo = []\n", nil, []string{"lsp.servers.go must be a command array"}},
		{"demote not a bool", "[map]\ndemote = \"no\"\n", nil, []string{`map.demote must be true or false, got a string`}},
		{"unknown map key", "[map]\ndemotion = false\n", nil, []string{`"map.demotion"`, "map.demote"}},
		{"servers not a table", "[lsp]\nservers = 3\n", nil, []string{"lsp.servers must be a table, got an integer"}},
		{"server command of a wrong type", "[lsp.servers]\ngo = \"gopls\"\n", nil, []string{config.Name, `lsp.servers.go must be a command array like ["gopls", "serve"], got a string`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parseWithConfig(t, tt.config, tt.args...)
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not contain %q", err, w)
				}
			}
			if _, usage := err.(usageError); usage {
				t.Errorf("a bad configuration file is not a usage error: %v", err)
			}
		})
	}
}

// TestConfigCLI: the configuration reaches the run (excluded and disabled
// files are not indexed) and a bad file fails with exit 1 and one message.
func TestConfigCLI(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		config.Name:            "exclude = [\"gen/\"]\ndisabled_languages = [\"python\"]\nformat = \"json\"\n",
		"main.go":              "package main\nfunc Main() {}\n",
		"gen/gen.go":           "package gen\nfunc Gen() {}\n",
		"tool.py":              "def tool():\n    pass\n",
		"lib/.soulindexignore": "*_test.go\n",
		"lib/lib.go":           "package lib\nfunc Lib() {}\n",
		"lib/lib_test.go":      "package lib\nfunc TestLib() {}\n",
	})
	r := soulindex(t, "index", "--json", "--quiet", dir)
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	var st pipeline.Stats
	if err := json.Unmarshal([]byte(r.stdout), &st); err != nil {
		t.Fatalf("--json output is not JSON: %v\n%s", err, r.stdout)
	}
	if st.Files != 3 || st.Languages["go"] != 2 || st.Languages["python"] != 0 {
		t.Errorf("indexed %d files %v, want main.go, lib/lib.go and the configuration file", st.Files, st.Languages)
	}
	data, err := os.ReadFile(filepath.Join(dir, ".soulindex", "soulmap.json"))
	if err != nil {
		t.Fatalf("format = \"json\" in the file did not apply: %v", err)
	}
	for _, f := range []string{"gen/gen.go", "tool.py", "lib/lib_test.go"} {
		if strings.Contains(string(data), f) {
			t.Errorf("%s is in the Soul Map although the configuration excludes it", f)
		}
	}
	if !strings.Contains(string(data), "lib/lib.go") {
		t.Errorf("lib/lib.go missing from the Soul Map:\n%s", data)
	}

	writeFiles(t, dir, map[string]string{config.Name: "[lsp]\nservers = 3\nenabeld = true\n"})
	r = soulindex(t, "index", dir)
	if r.code != exitFailure {
		t.Errorf("bad configuration: exit %d, want %d", r.code, exitFailure)
	}
	if lines := strings.Split(strings.TrimSpace(r.stderr), "\n"); len(lines) != 1 || !strings.Contains(r.stderr, config.Name) {
		t.Errorf("want one line naming the file, got:\n%s", r.stderr)
	}
}

func writeFiles(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for rel, data := range files {
		write(t, root, rel, []byte(data))
	}
}
