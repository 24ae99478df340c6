package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/soulindex/soulindex/config"
	"github.com/soulindex/soulindex/notice"
	"github.com/soulindex/soulindex/pipeline"
)

// parseIndexFlags parses index's LSP flags under a configuration file the
// way cmdIndex does.
func parseIndexFlags(t *testing.T, conf string, args ...string) (parsedLSP, error) {
	t.Helper()
	dir := t.TempDir()
	if conf != "" {
		writeFiles(t, dir, map[string]string{config.Name: conf})
	}
	fs := flag.NewFlagSet("index", flag.ContinueOnError)
	var rf runFlags
	rf.register(fs)
	registerLSP(fs, &rf.opts.LSP)
	if _, err := parseDirArgs(fs, &rf, append(args, dir), io.Discard); err != nil {
		return parsedLSP{}, err
	}
	notices, err := rf.opts.LSP.Configure(rf.conf, rf.set)
	return parsedLSP{rf.opts.LSP, notices}, err
}

// parsedLSP is index's LSP options after the configuration, with the
// notices that said what changed.
type parsedLSP struct {
	pipeline.LSPOptions
	notices []notice.Notice
}

// TestLSPConfigPrecedence: [lsp] keys map onto the --lsp flags unless the
// flag was given, and reach discovery.
func TestLSPConfigPrecedence(t *testing.T) {
	table := "[lsp]\nenabled = true\ntimeout = \"90s\"\nbudget = 7\ndisabled = [\"pylsp\"]\nextra_dirs = [\"/opt/lsp\"]\n"
	tests := []struct {
		name, config string
		args         []string
		enabled      bool
		timeout      time.Duration // 0: the flag's default
		budget       int           // -1: the flag's default
	}{
		{"no file: flag defaults", "", nil, false, 0, -1},
		{"trusted file over defaults", table, []string{"--trust-repo-config"}, true, 90 * time.Second, 7},
		// An untrusted file cannot switch enrichment on (it runs programs).
		{"untrusted file does not enable", table, nil, false, 90 * time.Second, 7},
		{"--lsp=false wins over enabled", table, []string{"--lsp=false", "--trust-repo-config"}, false, 90 * time.Second, 7},
		{"flags win", table, []string{"--lsp-timeout", "3s", "--lsp-budget", "0", "--trust-repo-config"}, true, 3 * time.Second, 0},
		{"budget 0 from the file", "[lsp]\nbudget = 0\n", []string{"--lsp"}, true, 0, 0},
		{"enabled = false, --lsp wins", "[lsp]\nenabled = false\n", []string{"--lsp"}, true, 0, -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lf, err := parseIndexFlags(t, tt.config, tt.args...)
			if err != nil {
				t.Fatal(err)
			}
			want := tt
			if tt.timeout == 0 {
				want.timeout = defaultLSPFlags(t).Timeout
			}
			if tt.budget == -1 {
				want.budget = defaultLSPFlags(t).Budget
			}
			if lf.Enabled != want.enabled || lf.Timeout != want.timeout || lf.Budget != want.budget {
				t.Errorf("enabled, timeout, budget = %v, %v, %d; want %v, %v, %d", lf.Enabled, lf.Timeout, lf.Budget, want.enabled, want.timeout, want.budget)
			}
			trusted := slices.Contains(tt.args, "--trust-repo-config")
			var wantExtra []string
			if trusted {
				wantExtra = []string{"/opt/lsp"}
			}
			if tt.config == table && (!slices.Equal(lf.Discovery.Disabled, []string{"pylsp"}) || !slices.Equal(lf.Discovery.ExtraDirs, wantExtra)) {
				t.Errorf("discovery = %+v, want the file's disabled, and its extra_dirs when trusted", lf.Discovery)
			}
			ignored := slices.ContainsFunc(lf.notices, func(n notice.Notice) bool {
				return n.Reason == notice.Setting && strings.Contains(n.Message, "ignoring lsp.enabled = true")
			})
			if want := tt.config == table && !trusted && !slices.Contains(tt.args, "--lsp=false"); ignored != want {
				t.Errorf("notices %q: ignored-enabled notice %v, want %v", lf.notices, ignored, want)
			}
		})
	}
}

func defaultLSPFlags(t *testing.T) pipeline.LSPOptions {
	t.Helper()
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	lf := pipeline.Defaults().LSP
	registerLSP(fs, &lf)
	if err := fs.Parse(nil); err != nil {
		t.Fatal(err)
	}
	return lf
}

// TestRepoConfigTrust: the repository's own binaries run only with
// --trust-repo-config.
func TestRepoConfigTrust(t *testing.T) {
	tests := []struct {
		name    string
		servers map[string][]string
		extra   []string
		trust   bool
		wantRun map[string]bool // configured server commands kept
		wantDir []string
		notice  string
	}{
		{"servers untrusted", map[string][]string{"go": {"/x/gopls"}}, nil, false, nil, nil,
			"ignoring [lsp.servers] from REPO/.soulindex.toml: pass --trust-repo-config to run binaries the repository names"},
		{"servers trusted", map[string][]string{"go": {"/x/gopls"}}, nil, true, map[string]bool{"go": true}, nil, ""},
		// A directory the repository names is untrusted wherever it points.
		{"extra dirs untrusted", nil, []string{"REPO/tools", "/opt/lsp"}, false, nil, nil,
			"ignoring lsp.extra_dirs from REPO/.soulindex.toml: pass --trust-repo-config to run binaries from directories the repository names"},
		{"extra dir trusted", nil, []string{"REPO/tools", "/opt/lsp"}, true, nil, []string{"REPO/tools", "/opt/lsp"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			repo := t.TempDir()
			fix := func(s string) string { return strings.ReplaceAll(s, "REPO", repo) }
			var extra []string
			for _, d := range tt.extra {
				extra = append(extra, fix(d))
			}
			c := &config.Config{Path: filepath.Join(repo, config.Name), LSP: config.LSP{Servers: tt.servers, ExtraDirs: extra}}
			l := pipeline.LSPOptions{TrustRepoConfig: tt.trust}
			notices := l.Discover(c)
			d := l.Discovery
			if d.TrustRepoConfig != tt.trust {
				t.Errorf("TrustRepoConfig = %v", d.TrustRepoConfig)
			}
			if root, _ := filepath.EvalSymlinks(repo); !slices.Equal(d.RepoRoots, []string{root}) {
				t.Errorf("RepoRoots = %v, want [%s]", d.RepoRoots, root)
			}
			if got := len(d.RepoServers) > 0; got != (len(tt.wantRun) > 0) {
				t.Errorf("RepoServers = %v, want %v", d.RepoServers, tt.wantRun)
			}
			var wantDirs []string
			for _, w := range tt.wantDir {
				wantDirs = append(wantDirs, fix(w))
			}
			if !slices.Equal(d.ExtraDirs, wantDirs) {
				t.Errorf("ExtraDirs = %v, want %v", d.ExtraDirs, wantDirs)
			}
			var lines []string
			for _, n := range notices {
				lines = append(lines, n.String())
			}
			joined := strings.Join(lines, "\n")
			if tt.notice == "" && joined != "" || !strings.Contains(joined, fix(tt.notice)) {
				t.Errorf("notices = %q, want %q", joined, fix(tt.notice))
			}
		})
	}
}

// pathWithout returns $PATH without the directories holding name.
func pathWithout(name string) string {
	var dirs []string
	for _, d := range filepath.SplitList(os.Getenv("PATH")) {
		if _, err := os.Stat(filepath.Join(d, name)); err != nil {
			dirs = append(dirs, d)
		}
	}
	return strings.Join(dirs, string(filepath.ListSeparator))
}

// lspIndexJSON runs index --json on dir and decodes its statistics.
func lspIndexJSON(t *testing.T, dir, out string, args ...string) (pipeline.Stats, result) {
	t.Helper()
	r := soulindex(t, append([]string{"index", "--json", dir, "--out", out}, args...)...)
	if r.code != 0 {
		t.Fatalf("index %v: exit %d\n%s", args, r.code, r.stderr)
	}
	var st pipeline.Stats
	if err := json.Unmarshal([]byte(r.stdout), &st); err != nil {
		t.Fatalf("--json output: %v\n%s", err, r.stdout)
	}
	return st, r
}

// lspLanguage returns one language's lsp stats.
func lspLanguage(st pipeline.Stats, lang string) (pipeline.LSPLanguageStats, bool) {
	if st.LSP == nil {
		return pipeline.LSPLanguageStats{}, false
	}
	for _, l := range st.LSP.Languages {
		if l.Language == lang {
			return l, true
		}
	}
	return pipeline.LSPLanguageStats{}, false
}

// goplsHover reports whether NewItem's documentation is gopls's hover
// (the pkg.go.dev link is gopls's: tree-sitter never writes one).
func goplsHover(t *testing.T, out, file, suffix string) bool {
	t.Helper()
	si := symbolInfo(t, scipDoc(t, readIndex(t, filepath.Join(out, "index.scip")), file), suffix)
	return len(si.Documentation) > 0 && strings.Contains(si.Documentation[0], "pkg.go.dev")
}

// TestLSPRepoServersCLI runs index with a repository configuration that
// names a server (a wrapper leaving a marker file, then running gopls) and
// disables gopls: untrusted, the wrapper never runs and Go falls back with
// the notices; trusted, the wrapper serves Go; and enabled = true (trusted) turns
// enrichment on without --lsp, which --lsp=false still overrides.
func TestLSPRepoServersCLI(t *testing.T) {
	goplsTool(t)
	gopls, err := exec.LookPath("gopls")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	copyTree(t, lspFixture, dir)
	tools := t.TempDir()
	marker := filepath.Join(tools, "ran")
	wrapper := filepath.Join(tools, "repo-gopls")
	script := fmt.Sprintf("#!/bin/sh\necho ran >> %q\nexec %q \"$@\"\n", marker, gopls)
	if err := os.WriteFile(wrapper, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	writeFiles(t, dir, map[string]string{config.Name: fmt.Sprintf(`[lsp]
enabled = true
timeout = "2m"
budget = 20
disabled = ["gopls"]
[lsp.servers]
go = [%q]
`, wrapper)})

	t.Run("untrusted", func(t *testing.T) {
		st, r := lspIndexJSON(t, dir, t.TempDir(), "--lsp", "--lsp-languages", "go")
		notice := fmt.Sprintf("ignoring [lsp.servers] from %s: pass --trust-repo-config to run binaries the repository names", filepath.Join(dir, config.Name))
		if !strings.Contains(r.stderr, notice) {
			t.Errorf("stderr lacks %q:\n%s", notice, r.stderr)
		}
		if _, err := os.Stat(marker); err == nil {
			t.Fatalf("the repository's server ran without --trust-repo-config")
		}
		// gopls is disabled, so Go falls back, and says why.
		if !strings.Contains(r.stderr, "gopls is disabled by config") {
			t.Errorf("stderr lacks the disabled notice:\n%s", r.stderr)
		}
		l, ok := lspLanguage(st, "go")
		if !ok || l.Server != "missing" || l.Transport != "" {
			t.Errorf("go stats = %+v, want no server", l)
		}
	})

	t.Run("trusted", func(t *testing.T) {
		out := t.TempDir()
		st, r := lspIndexJSON(t, dir, out, "--trust-repo-config", "--lsp-languages", "go")
		if _, err := os.Stat(marker); err != nil {
			t.Fatalf("the repository's server did not run with --trust-repo-config:\n%s", r.stderr)
		}
		if strings.Contains(r.stderr, "ignoring [lsp.servers]") {
			t.Errorf("trusted run still ignores the servers:\n%s", r.stderr)
		}
		l, ok := lspLanguage(st, "go")
		if !ok || l.Server != "ok" || l.Transport != pipeline.TransportStandalone || l.HoverDocs == 0 {
			t.Errorf("go stats = %+v, want the repository's server answering", l)
		}
		if st.LSP.Seconds <= 0 {
			t.Errorf("lsp seconds = %v", st.LSP.Seconds)
		}
		if !goplsHover(t, out, "shop/item.go", "/NewItem().") {
			t.Errorf("NewItem has no hover from the repository's gopls")
		}
	})

	t.Run("--lsp=false wins over enabled", func(t *testing.T) {
		st, _ := lspIndexJSON(t, dir, t.TempDir(), "--lsp=false", "--trust-repo-config")
		if st.LSP != nil {
			t.Errorf("--lsp=false still enriched: %+v", st.LSP)
		}
	})
}

// TestLSPExtraDirs: a server found only in lsp.extra_dirs is used when
// the configuration is trusted.
func TestLSPExtraDirs(t *testing.T) {
	goplsTool(t)
	gopls, err := exec.LookPath("gopls")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	copyTree(t, lspFixture, dir)
	extra := t.TempDir()
	if err := os.Symlink(gopls, filepath.Join(extra, "gopls")); err != nil {
		t.Fatal(err)
	}
	writeFiles(t, dir, map[string]string{config.Name: fmt.Sprintf("[lsp]\nextra_dirs = [%q]\n", extra)})
	t.Setenv("PATH", pathWithout("gopls"))
	noUserServers(t)
	if _, err := exec.LookPath("gopls"); err == nil {
		t.Fatal("gopls still on PATH")
	}
	out := t.TempDir()
	st, r := lspIndexJSON(t, dir, out, "--lsp", "--trust-repo-config", "--lsp-languages", "go", "--lsp-timeout", "2m")
	l, ok := lspLanguage(st, "go")
	if !ok || l.Server != "ok" || l.Transport != pipeline.TransportStandalone || l.HoverDocs == 0 {
		t.Fatalf("go stats = %+v, want gopls from extra_dirs\n%s", l, r.stderr)
	}
	if !goplsHover(t, out, "shop/item.go", "/NewItem().") {
		t.Errorf("NewItem has no hover from gopls")
	}
}

// TestDiagRepoConfig: diag reads the same [lsp] table: gopls disabled and
// the repository's own server untrusted leave Go without a server (with
// both notices, the wrapper never run); trusted, the repository's server
// finds the new error.
func TestDiagRepoConfig(t *testing.T) {
	requireServer(t, "gopls")
	gopls, err := exec.LookPath("gopls")
	if err != nil {
		t.Fatal(err)
	}
	tools := t.TempDir()
	marker := filepath.Join(tools, "ran")
	wrapper := filepath.Join(tools, "repo-gopls")
	script := fmt.Sprintf("#!/bin/sh\necho ran >> %q\nexec %q \"$@\"\n", marker, gopls)
	if err := os.WriteFile(wrapper, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	repo := gitRepo(t, "go")
	writeFiles(t, repo, map[string]string{config.Name: fmt.Sprintf("[lsp]\ndisabled = [\"gopls\"]\n[lsp.servers]\ngo = [%q]\n", wrapper)})
	commitAll(t, repo, "config")
	applyEdits(t, repo, diagCases[0].breaks)

	rep, r := diagJSON(t, repo)
	notice := fmt.Sprintf("ignoring [lsp.servers] from %s: pass --trust-repo-config to run binaries the repository names", filepath.Join(repo, config.Name))
	if !strings.Contains(r.stderr, notice) || !strings.Contains(r.stderr, "no go language server: gopls is disabled by config") {
		t.Errorf("stderr lacks the notices:\n%s", r.stderr)
	}
	if _, err := os.Stat(marker); err == nil {
		t.Fatal("diag ran the repository's server without --trust-repo-config")
	}
	if len(rep.NewErrors) != 0 || len(rep.Unavailable) != 1 || rep.Unavailable[0].Language != "go" {
		t.Errorf("untrusted: report %+v, want Go unavailable", rep)
	}

	rep, r = diagJSON(t, repo, "--trust-repo-config")
	if _, err := os.Stat(marker); err != nil {
		t.Fatalf("diag did not run the repository's server with --trust-repo-config:\n%s", r.stderr)
	}
	if r.code != exitFailure || !has(rep.NewErrors, "calc.go", "undefined: missingValue") {
		t.Errorf("trusted: exit %d, report %+v\nstderr: %s", r.code, rep, r.stderr)
	}
}
