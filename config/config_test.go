package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestLoad: a missing file sets nothing; a file's values come back as
// set, relative extra_dirs made absolute against DIR.
func TestLoad(t *testing.T) {
	dir := t.TempDir()
	c, err := Load(dir, nil)
	if err != nil || c.Path != "" || c.Budget != nil || c.Dir != dir {
		t.Fatalf("no file: %+v, %v", c, err)
	}
	data := "budget = 12\nmax_file_size = \"2M\"\nexclude = [\"gen/\"]\n[lsp]\nextra_dirs = [\"tools\"]\ntimeout = \"3s\"\n[map]\ndemote = false\n"
	if err := os.WriteFile(filepath.Join(dir, Name), []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err = Load(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	if *c.Budget != 12 || *c.MaxFileSize != 2<<20 || c.Jobs != nil || c.Format != nil || !c.NoDemote ||
		len(c.Exclude) != 1 || c.LSP.Timeout != 3*time.Second || c.LSP.ExtraDirs[0] != filepath.Join(dir, "tools") {
		t.Errorf("Load = %+v", c)
	}
}

// TestErrors: each bad file is refused with a message naming the file and
// the key, never the value.
func TestErrors(t *testing.T) {
	for _, tt := range []struct{ data, want string }{
		{"budget = 0\n", "budget must be a positive number"},
		{"budget = \"SECRET\"\n", "budget must be an integer, got a string"},
		{"tokenizer = \"SECRET\"\n", "tokenizer must be"},
		{"format = \"SECRET\"\n", "format must be"},
		{"jobs = -1\n", "jobs must be 0"},
		{"max_file_size = \"SECRET\"\n", "max_file_size must be a positive number"},
		{"languages = [\"SECRET\"]\n", "languages[0] is not a known language"},
		{"exclude = [\" \"]\n", "exclude[0] is empty"},
		{"SECRET = 1\n", "unknown key"},
		{"[lsp]\ntimeout = \"SECRET\"\n", "lsp.timeout must be a positive duration"},
		{"[lsp.servers]\ngo = []\n", "lsp.servers.go must be a command array"},
		{"a = [[[[[[[[[1]]]]]]]]]\n", "nest deeper than the limit"},
		{"budget = = SECRET\n", "line 1, column"},
	} {
		_, err := Parse([]byte(tt.data), "F.toml", t.TempDir(), nil)
		if err == nil || !strings.HasPrefix(err.Error(), "F.toml: ") || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: %v, want %q", tt.data, err, tt.want)
			continue
		}
		if tt.want != "unknown key" && strings.Contains(err.Error(), "SECRET") {
			t.Errorf("%q: the message quotes the value: %v", tt.data, err)
		}
	}
}

// TestClamp: values over their bounds are lowered, with a notice.
func TestClamp(t *testing.T) {
	j, s := 1<<40, int64(8<<30)
	if n := Clamp(&j, 64, "jobs"); j != 64 || n != "jobs is over its maximum: using 64" {
		t.Errorf("Clamp: %d, %q", j, n)
	}
	if n := ClampSize(&s, MaxFileSize, "size"); s != MaxFileSize || n != "size is over its maximum: using 64 MiB" {
		t.Errorf("ClampSize: %d, %q", s, n)
	}
	if n := Clamp(&j, 64, "jobs"); n != "" {
		t.Errorf("within the bound: %q", n)
	}
}

func FuzzConfig(f *testing.F) {
	f.Add("budget = 10\nformat = \"xml\"\nexclude = [\"a/\"]\n[lsp]\ntimeout = \"1s\"\n[lsp.servers]\ngo = [\"gopls\"]\n")
	f.Add("max_file_size = \"1M\"\nlanguages = [\"go\"]\n")
	f.Add("[lsp]\nservers = 3\n")
	f.Add("budget = ")
	f.Fuzz(func(t *testing.T, data string) {
		c, err := Parse([]byte(data), Name, t.TempDir(), nil)
		if err == nil && c.Budget != nil && *c.Budget < 0 {
			t.Errorf("accepted a negative budget from %q", data)
		}
		if err != nil && !strings.Contains(err.Error(), Name) {
			t.Errorf("error does not name the file: %v", err)
		}
	})
}

// TestNestingDepth: brackets and dots in strings and comments do not
// count; table headers, dotted keys, inline tables and arrays do.
func TestNestingDepth(t *testing.T) {
	tests := []struct {
		name, text string
		line, col  int // 0: within the limit of 3
	}{
		{"flat", "a = 1\nb = \"x\"\n", 0, 0},
		{"schema's deepest", "[lsp.servers]\ngo = [\"gopls\", \"serve\"]\n", 0, 0},
		{"brackets in strings", "a = \"[[[[{{{{\"\nb = '[[[[.'\nc = \"\"\"\n[[[[\n\"\"\"\nd = '''{{{{'''\n", 0, 0},
		{"escaped quote", "a = \"\\\"[[[[[\"\n", 0, 0},
		{"comment", "a = 1 # [[[[[[ a.b.c.d.e\n# [[[[\n", 0, 0},
		{"quoted dotted key", "\"a.b.c.d.e\" = 1\n", 0, 0},
		{"float", "a = 1.25\n", 0, 0},
		{"arrays", "a = [[[[1]]]]\n", 1, 8},
		{"inline tables", "a = {b = {c = {d = 1}}}\n", 1, 18}, // d is the fourth level
		{"dotted key", "a.b.c.d = 1\n", 1, 6},
		{"header", "\n[a.b.c.d]\n", 2, 1},
		{"array of tables", "[[a.b.c]]\n", 1, 1},
		{"key under a header", "[a.b.c]\nx = 1\n", 2, 3},
		{"multi-line array", "a = [\n  [\n    [\n      [1]]]]\n", 4, 7},
		{"lines counted in multi-line strings", "a = \"\"\"\n\n\"\"\"\nb = [[[[1]]]]\n", 4, 8},
		{"inline table keys reset", "a = {b.c = 1, d = 2}\n", 0, 0},
		{"unbalanced closers", "]]]]\n}}}}\na = 1\n", 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			line, col, deep := nestingDepth([]byte(tt.text), 3)
			if deep != (tt.line != 0) || line != tt.line || col != tt.col {
				t.Errorf("nestingDepth = %d:%d %v, want %d:%d", line, col, deep, tt.line, tt.col)
			}
		})
	}
}
