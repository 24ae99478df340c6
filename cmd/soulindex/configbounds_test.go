package main

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/soulindex/soulindex/config"
)

// TestConfigInputBounds: a configuration file that is a FIFO, a device, too
// large, or nested deeper than the decoder can afford fails with one
// clear line, without hanging or exhausting memory (a 250 KB file of
// nested inline tables once took over 20 GB).
func TestConfigInputBounds(t *testing.T) {
	nest := func(open, close, inner string, n int) string {
		return "a = " + strings.Repeat(open, n) + inner + strings.Repeat(close, n) + "\n"
	}
	tests := []struct {
		name  string
		setup func(t *testing.T, file string)
		want  string
	}{
		{"inline tables 40000 deep", content(nest("{b = ", "}", "1", 40000)), "nest deeper than the limit of 8 levels"},
		{"arrays 1000 deep", content(nest("[", "]", "1", 1000)), "nest deeper than the limit of 8 levels"},
		{"dotted key of 1000 parts", content("a" + strings.Repeat(".b", 1000) + " = 1\n"), "line 1, column"},
		{"table header of 1000 parts", content("budget = 5\n[a" + strings.Repeat(".b", 1000) + "]\n"), "line 2, column 1: tables, arrays and dotted keys nest deeper"},
		{"nine levels", content("[lsp.a.b.c.d.e.f.g]\nx = 1\n"), "line 2, column 3"},
		{"over the size limit", content(strings.Repeat("# padding\n", 30000)), "larger than the 256 KiB"},
		{"FIFO", func(t *testing.T, file string) {
			if err := syscall.Mkfifo(file, 0o644); err != nil {
				t.Fatal(err)
			}
		}, "not a regular file (a FIFO)"},
		{"symlink to /dev/zero", link("/dev/zero"), "not a regular file (a character device)"},
		{"symlink to /dev/urandom", link("/dev/urandom"), "not a regular file (a character device)"},
		{"directory", func(t *testing.T, file string) {
			if err := os.Mkdir(file, 0o755); err != nil {
				t.Fatal(err)
			}
		}, "not a regular file (a directory)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			writeFiles(t, dir, map[string]string{"main.go": goodGo})
			tt.setup(t, filepath.Join(dir, config.Name))
			for _, cmd := range []string{"index", "map"} {
				r := soulindex(t, cmd, dir, "--quiet")
				if r.code != exitFailure {
					t.Fatalf("%s: exit %d, want %d\n%s", cmd, r.code, exitFailure, r.stderr)
				}
				if lines := strings.Split(strings.TrimSpace(r.stderr), "\n"); len(lines) != 1 || !strings.Contains(r.stderr, config.Name) || !strings.Contains(r.stderr, tt.want) {
					t.Errorf("%s: want one line naming the file and %q, got:\n%s", cmd, tt.want, r.stderr)
				}
			}
		})
	}
	// The deepest configuration the schema allows is fine.
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"main.go": goodGo, config.Name: "[lsp.servers]\ngo = [\"gopls\", \"serve\"]\n[lsp]\nextra_dirs = [\"/a.b/c\"] # [[[[[[[[[\nbudget = 3\n"})
	if r := soulindex(t, "index", dir, "--quiet"); r.code != exitOK {
		t.Errorf("a valid configuration: exit %d\n%s", r.code, r.stderr)
	}
}

func content(s string) func(*testing.T, string) {
	return func(t *testing.T, file string) {
		if err := os.WriteFile(file, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func link(target string) func(*testing.T, string) {
	return func(t *testing.T, file string) {
		if err := os.Symlink(target, file); err != nil {
			t.Fatal(err)
		}
	}
}

// TestConfigErrorsQuoteNothing: .soulindex.toml symlinked to a secrets
// file (or holding secrets in the wrong keys) fails with the file, a
// position and what is wrong, but no fragment of the file's values.
func TestConfigErrorsQuoteNothing(t *testing.T) {
	const secret = "s3cr3tV4lue-9f2c7"
	tests := []struct{ name, text, want string }{
		{"env file", "API_TOKEN=" + secret + "\n", "line 1, column"},
		{"env file with spaces", "# prod\nAPI_TOKEN = " + secret + "\n", "line 2, column"},
		{"JSON", `{"token": "` + secret + `"}`, "line 1, column"},
		{"private key", "-----BEGIN PRIVATE KEY-----\n" + secret + "\n-----END PRIVATE KEY-----\n", "line 1, column"},
		{"unterminated string", "token = \"" + secret + "\n", "line 1, column"},
		{"duplicate key", "budget = 3\nbudget = \"" + secret + "\"\n", "line 2"},
		{"string for an integer", "budget = \"" + secret + "\"\n", "budget must be an integer, got a string"},
		{"bad format", "format = \"" + secret + "\"\n", "format must be"},
		{"bad tokenizer", "tokenizer = \"" + secret + "\"\n", "tokenizer must be"},
		{"bad size", "max_file_size = \"" + secret + "\"\n", "max_file_size must be"},
		{"bad duration", "[lsp]\ntimeout = \"" + secret + "\"\n", "lsp.timeout must be"},
		{"bad language", "languages = [\"go\", \"" + secret + "\"]\n", "languages[1] is not a known language"},
		{"bad lsp budget", "[lsp]\nbudget = \"" + secret + "\"\n", "lsp.budget must be an integer, got a string"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			secrets := filepath.Join(t.TempDir(), "secrets")
			if err := os.WriteFile(secrets, []byte(tt.text), 0o600); err != nil {
				t.Fatal(err)
			}
			writeFiles(t, dir, map[string]string{"main.go": goodGo})
			if err := os.Symlink(secrets, filepath.Join(dir, config.Name)); err != nil {
				t.Fatal(err)
			}
			r := soulindex(t, "index", dir, "--quiet")
			if r.code != exitFailure {
				t.Fatalf("exit %d, want %d\n%s", r.code, exitFailure, r.stderr)
			}
			for _, frag := range []string{secret, secret[:6], secret[len(secret)-6:]} {
				if strings.Contains(r.stderr, frag) {
					t.Errorf("stderr quotes %q from the file:\n%s", frag, r.stderr)
				}
			}
			if !strings.Contains(r.stderr, config.Name) || !strings.Contains(r.stderr, tt.want) {
				t.Errorf("stderr lacks the file or %q:\n%s", tt.want, r.stderr)
			}
		})
	}
}

// TestRunValuesBounded: values that size the run are lowered to their
// bounds, from a flag or the file, instead of panicking (-j of the
// largest int64 made a channel too large) or exhausting memory (jobs =
// 100000000 took 23.8 GB).
func TestRunValuesBounded(t *testing.T) {
	maxJ := min(4*runtime.NumCPU(), 256)
	t.Run("parsed", func(t *testing.T) {
		for _, tt := range []struct {
			name, config string
			args         []string
		}{
			{"flag", "", []string{"-j", "9223372036854775807", "--budget", "9223372036854775807", "--max-file-size", "8G"}},
			{"file", "jobs = 100000000\nbudget = 9223372036854775807\nmax_file_size = \"1000G\"\n", nil},
		} {
			rf, err := parseWithConfig(t, tt.config, tt.args...)
			if err != nil {
				t.Fatal(err)
			}
			if rf.opts.Index.Jobs != maxJ || rf.opts.Map.Budget != 10_000_000 || rf.opts.Index.MaxFileSize != 64<<20 {
				t.Errorf("%s: jobs %d, budget %d, max size %d; want %d, 10000000, 64 MiB", tt.name, rf.opts.Index.Jobs, rf.opts.Map.Budget, rf.opts.Index.MaxFileSize, maxJ)
			}
		}
		lf, err := parseIndexFlags(t, "[lsp]\nbudget = 9223372036854775807\ntimeout = \"2000000h\"\n", "--lsp", "--lsp-concurrency", "9223372036854775807")
		if err != nil {
			t.Fatal(err)
		}
		if lf.Budget != 100_000 || lf.Concurrency != 64 || lf.Timeout != 24*time.Hour {
			t.Errorf("lsp budget %d, concurrency %d, timeout %v; want 100000, 64, 24h", lf.Budget, lf.Concurrency, lf.Timeout)
		}
	})
	// The process, not run(): a panic must fail this test, not kill the
	// test binary.
	t.Run("-j max int64", func(t *testing.T) {
		dir := t.TempDir()
		writeFiles(t, dir, map[string]string{"main.go": goodGo})
		r := runBin(t, "index", "-j", "9223372036854775807", dir)
		if r.code != exitOK || strings.Contains(r.stderr, "panic") {
			t.Fatalf("exit %d:\n%s", r.code, r.stderr)
		}
		if want := fmt.Sprintf("note: jobs (4 per CPU, at most 256) is over its maximum: using %d", maxJ); !strings.Contains(r.stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, r.stderr)
		}
	})
	t.Run("jobs 100000000 in the file", func(t *testing.T) {
		dir := t.TempDir()
		writeFiles(t, dir, map[string]string{"main.go": goodGo, config.Name: "jobs = 100000000\n"})
		r := runBin(t, "map", dir)
		if r.code != exitOK || !strings.Contains(r.stderr, "note: jobs (4 per CPU, at most 256) is over its maximum") {
			t.Fatalf("exit %d:\n%s", r.code, r.stderr)
		}
	})
}
