package lsp

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/notice"
)

func TestResolve(t *testing.T) {
	base := t.TempDir()
	home := filepath.Join(base, "home")
	pathA := filepath.Join(base, "usr", "bin")
	pathB := filepath.Join(base, "opt", "bin")
	npmBin := filepath.Join(home, ".soulforge", "lsp-servers", "node_modules", ".bin")
	lspBin := filepath.Join(home, ".soulforge", "lsp-servers", "bin")
	mason := filepath.Join(home, ".local", "share", "soulforge", "mason", "bin")
	extra := filepath.Join(base, "extra")
	exe := func(dir, name string) string { return writeExe(t, dir, name) }
	// gopls everywhere: $PATH must win.
	goplsPath := exe(pathB, "gopls")
	exe(npmBin, "gopls")
	exe(mason, "gopls")
	// typescript-language-server in both lsp-servers dirs: node_modules/.bin first.
	tsNpm := exe(npmBin, "typescript-language-server")
	exe(lspBin, "typescript-language-server")
	// rust-analyzer in lsp-servers/bin and Mason: lsp-servers first.
	raBin := exe(lspBin, "rust-analyzer")
	exe(mason, "rust-analyzer")
	// clangd only in Mason and the extra dir: Mason first.
	clangdMason := exe(mason, "clangd")
	exe(extra, "clangd")
	// zls only in the extra dir.
	zlsExtra := exe(extra, "zls")
	// pyright in PATH, pylsp in Mason: for the disabled rule.
	exe(pathA, "pyright-langserver")
	pylsp := exe(mason, "pylsp")
	// A file that is not executable is not a server.
	os.WriteFile(filepath.Join(pathA, "jdtls"), []byte("x"), 0o644)
	// A repository's own server binary.
	evil := exe(filepath.Join(base, "repo", "tools"), "evil-lsp")
	// An empty PATH entry means "." and must not be searched.
	exe(base, "solargraph")

	env := map[string]string{"PATH": pathA + string(os.PathListSeparator) + pathB + string(os.PathListSeparator), "HOME": home}
	getenv := func(k string) string { return env[k] }

	for _, tc := range []struct {
		name    string
		cfg     DiscoveryConfig
		lang    string
		want    string // path, "" for none
		source  string
		args    string
		notice  string // substring of some notice
		noNotes bool
	}{
		{name: "PATH first", lang: "go", want: goplsPath, source: "PATH", args: "serve"},
		{name: "lsp-servers node_modules/.bin before bin", lang: "typescript", want: tsNpm, source: "lsp-servers", args: "--stdio"},
		{name: "lsp-servers before mason", lang: "rust", want: raBin, source: "lsp-servers"},
		{name: "mason before extra dirs", lang: "c", want: clangdMason, source: "mason"},
		{name: "extra dirs last", lang: "zig", want: zlsExtra, source: "extra"},
		{name: "extra dirs unset", cfg: DiscoveryConfig{ExtraDirs: []string{}}, lang: "zig", notice: "no language server installed (looked for zls)"},
		{name: "disabled server skipped for the next", cfg: DiscoveryConfig{Disabled: []string{"pyright-langserver"}}, lang: "python", want: pylsp, source: "mason", notice: "pyright-langserver is disabled"},
		{name: "not executable", lang: "java", notice: "looked for jdtls"},
		{name: "empty PATH entry is not the current directory", lang: "ruby", notice: "looked for solargraph"},
		{name: "no server for the language", lang: "markdown", noNotes: true},
		{name: "untrusted repo server ignored", cfg: DiscoveryConfig{RepoServers: map[string][]string{"go": {evil, "--stdio"}}}, lang: "go", want: goplsPath, source: "PATH", args: "serve", notice: "not trusted"},
		{name: "trusted repo server used", cfg: DiscoveryConfig{TrustRepoConfig: true, RepoServers: map[string][]string{"go": {evil, "--stdio"}}}, lang: "go", want: evil, source: "repo-config", args: "--stdio"},
		{name: "trusted repo server by name", cfg: DiscoveryConfig{TrustRepoConfig: true, RepoServers: map[string][]string{"c": {"zls"}}}, lang: "c", want: zlsExtra, source: "repo-config"},
		{name: "trusted repo server relative path refused", cfg: DiscoveryConfig{TrustRepoConfig: true, RepoServers: map[string][]string{"go": {"tools/evil-lsp"}}}, lang: "go", want: goplsPath, source: "PATH", args: "serve", notice: "not found"},
		{name: "trusted but disabled repo server", cfg: DiscoveryConfig{TrustRepoConfig: true, Disabled: []string{"evil-lsp"}, RepoServers: map[string][]string{"go": {evil}}}, lang: "go", want: goplsPath, source: "PATH", args: "serve", notice: "evil-lsp is disabled"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := tc.cfg
			cfg.Getenv = getenv
			if cfg.ExtraDirs == nil {
				cfg.ExtraDirs = []string{extra}
			}
			srv, ok, notes := cfg.Resolve(tc.lang)
			if tc.want == "" {
				if ok {
					t.Errorf("resolved %+v, want none", srv)
				}
			} else {
				if !ok || srv.Path != tc.want || srv.Source != tc.source || srv.Language != tc.lang {
					t.Errorf("got %+v (ok %v), want %s from %s", srv, ok, tc.want, tc.source)
				}
				if got := strings.Join(srv.Args, " "); got != tc.args {
					t.Errorf("args %q, want %q", got, tc.args)
				}
			}
			joined := joinNotices(notes)
			if tc.notice != "" && !strings.Contains(joined, tc.notice) {
				t.Errorf("notices %q lack %q", joined, tc.notice)
			}
			if tc.noNotes && len(notes) > 0 {
				t.Errorf("unexpected notices %q", joined)
			}
		})
	}

	t.Run("Home overrides HOME", func(t *testing.T) {
		cfg := DiscoveryConfig{Home: filepath.Join(base, "nohome"), Getenv: getenv}
		if srv, ok, _ := cfg.Resolve("rust"); ok {
			t.Errorf("found %+v under the real HOME, want the injected Home searched", srv)
		}
	})
}

func TestServerTableCoversSpecLanguages(t *testing.T) {
	if langs := ServerLanguages(); len(langs) == 0 || !slices.IsSorted(langs) {
		t.Errorf("ServerLanguages() = %v", langs)
	}
	// The languages and first servers the spec names.
	for lang, first := range map[string]string{
		"go": "gopls", "typescript": "typescript-language-server", "javascript": "typescript-language-server",
		"tsx": "typescript-language-server", "python": "pyright-langserver", "c": "clangd", "cpp": "clangd",
		"rust": "rust-analyzer", "java": "jdtls", "bash": "bash-language-server", "json": "vscode-json-language-server",
		"css": "vscode-css-language-server", "html": "vscode-html-language-server", "csharp": "csharp-ls",
		"ruby": "solargraph", "php": "intelephense", "swift": "sourcekit-lsp", "kotlin": "kotlin-language-server",
		"scala": "metals", "lua": "lua-language-server", "elixir": "elixir-ls", "dart": "dart", "zig": "zls",
		"ocaml": "ocamllsp", "toml": "taplo", "yaml": "yaml-language-server", "dockerfile": "docker-langserver",
		"vue": "vue-language-server",
	} {
		cands := candidates(lang)
		if len(cands) == 0 || cands[0].Name != first {
			t.Errorf("%s: candidates %v, want %s first", lang, cands, first)
		}
	}
}

func TestLanguageID(t *testing.T) {
	for _, tc := range []struct{ lang, path, want string }{
		{"typescript", "a.ts", "typescript"},
		{"tsx", "a.tsx", "typescriptreact"},
		{"typescript", "a.js", "javascript"}, // one server, several languages
		{"javascript", "a.jsx", "javascriptreact"},
		{"bash", "a.sh", "shellscript"},
		{"c", "a.h", "c"},
		{"cpp", "a.h", "cpp"},
		{"c", "a.cc", "cpp"},
		{"json", "a.jsonc", "jsonc"},
		{"go", "a.go", "go"},
		{"ocaml_interface", "a.mli", "ocaml.interface"},
	} {
		if got := LanguageID(tc.lang, tc.path); got != tc.want {
			t.Errorf("LanguageID(%s, %s) = %s, want %s", tc.lang, tc.path, got, tc.want)
		}
	}
}

// TestResolveRepoBinaries: a server binary the repository holds is never
// found without TrustRepoConfig, however the search path leads to it: a
// relative $PATH entry (resolved against the current directory, here the
// repository), an absolute $PATH entry or an extra directory inside the
// repository, or a symlink from outside into it. Each says so; the search
// goes on to a server outside.
func TestResolveRepoBinaries(t *testing.T) {
	base := t.TempDir()
	repo := filepath.Join(base, "repo")
	outside := filepath.Join(base, "usr", "bin")
	exe := func(p string) string {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("#!/bin/sh\n"), 0o755); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, d := range []string{"", "bin", "node_modules/.bin", "tools"} {
		exe(filepath.Join(repo, d, "gopls"))
	}
	good := exe(filepath.Join(outside, "gopls"))
	links := filepath.Join(base, "links")
	if err := os.MkdirAll(links, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(repo, "tools", "gopls"), filepath.Join(links, "gopls")); err != nil {
		t.Fatal(err)
	}
	t.Chdir(repo)
	list := func(ds ...string) string { return strings.Join(ds, string(os.PathListSeparator)) }
	for _, tc := range []struct {
		name   string
		path   string
		extra  []string
		trust  bool
		want   string // "" for none
		notice string
	}{
		{"relative entries skipped", list("bin", "./bin", "node_modules/.bin", "", outside), nil, false, good, `relative $PATH entry "bin"`},
		{"relative entries skipped when trusted", list("bin", outside), nil, true, good, `relative $PATH entry "bin"`},
		{"only relative entries", list("bin", "."), nil, false, "", "no language server installed"},
		{"absolute PATH entry inside", list(filepath.Join(repo, "tools"), outside), nil, false, good, "it lies inside the repository"},
		{"absolute PATH entry inside, alone", list(filepath.Join(repo, "tools")), nil, false, "", "gopls only inside the repository"},
		{"absolute PATH entry inside, trusted", list(filepath.Join(repo, "tools")), nil, true, filepath.Join(repo, "tools", "gopls"), ""},
		{"symlink into the repository", list(links), nil, false, "", "only inside the repository"},
		{"extra dir inside", "", []string{filepath.Join(repo, "tools")}, false, "", "only inside the repository"},
		{"extra dir inside through ..", "", []string{filepath.Join(repo, "sub", "..", "tools")}, false, "", "only inside the repository"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			env := map[string]string{"PATH": tc.path}
			cfg := DiscoveryConfig{Home: filepath.Join(base, "home"), ExtraDirs: tc.extra, TrustRepoConfig: tc.trust,
				RepoRoots: []string{repo}, Getenv: func(k string) string { return env[k] }}
			srv, ok, notes := cfg.Resolve("go")
			if got := srv.Path; ok != (tc.want != "") || got != tc.want {
				t.Errorf("resolved %q (ok %v), want %q", got, ok, tc.want)
			}
			if joined := joinNotices(notes); tc.notice != "" && !strings.Contains(joined, tc.notice) {
				t.Errorf("notices %q lack %q", joined, tc.notice)
			}
		})
	}
}

// joinNotices is the notices as the CLI prints them, one per line.
func joinNotices(ns []notice.Notice) string {
	var lines []string
	for _, n := range ns {
		if n.Reason != notice.Server {
			lines = append(lines, "unexpected reason "+string(n.Reason))
		}
		lines = append(lines, n.String())
	}
	return strings.Join(lines, "\n")
}

// TestToolBins: servers installed by `go install` and `npm install -g`
// are found when those directories are not on $PATH: after $PATH, before
// the SoulForge directories; $GOBIN before $GOPATH's bin before ~/go/bin,
// and npm's prefix from the environment before the user's ~/.npmrc.
func TestToolBins(t *testing.T) {
	base := t.TempDir()
	home := filepath.Join(base, "home")
	exe := func(dir, name string) string { return writeExe(t, dir, name) }
	pathDir := filepath.Join(base, "usr", "bin")
	gobin := exe(filepath.Join(base, "gobin"), "gopls")
	gopath := exe(filepath.Join(base, "gopath", "bin"), "gopls")
	homeGo := exe(filepath.Join(home, "go", "bin"), "gopls")
	exe(filepath.Join(home, ".soulforge", "lsp-servers", "bin"), "gopls")
	npmEnv := exe(filepath.Join(base, "npm-env", "bin"), "typescript-language-server")
	npmrc := exe(filepath.Join(home, ".npm-global", "bin"), "typescript-language-server")
	exe(filepath.Join(home, ".soulforge", "lsp-servers", "node_modules", ".bin"), "typescript-language-server")
	if err := os.WriteFile(filepath.Join(home, ".npmrc"), []byte("fund=false\nprefix = \"~/.npm-global\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, lang, want, source string
		env                      map[string]string
	}{
		{"GOBIN first", "go", gobin, "go", map[string]string{"GOBIN": filepath.Dir(gobin), "GOPATH": filepath.Join(base, "gopath")}},
		{"GOPATH's first entry", "go", gopath, "go", map[string]string{"GOPATH": filepath.Join(base, "gopath") + string(filepath.ListSeparator) + filepath.Join(base, "other")}},
		{"default GOPATH", "go", homeGo, "go", nil},
		{"PATH wins", "go", exe(pathDir, "gopls"), "PATH", map[string]string{"PATH": pathDir}},
		{"npm prefix from the environment", "typescript", npmEnv, "npm", map[string]string{"NPM_CONFIG_PREFIX": filepath.Join(base, "npm-env")}},
		{"npm prefix from ~/.npmrc", "typescript", npmrc, "npm", nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			env := map[string]string{"HOME": home}
			for k, v := range tc.env {
				env[k] = v
			}
			cfg := DiscoveryConfig{Getenv: func(k string) string { return env[k] }}
			srv, ok, notes := cfg.Resolve(tc.lang)
			if !ok || srv.Path != tc.want || srv.Source != tc.source {
				t.Errorf("resolved %+v (ok %v, notices %q), want %s from %s", srv, ok, joinNotices(notes), tc.want, tc.source)
			}
		})
	}
	// A repository's own install directory is still the repository's.
	repoBin := exe(filepath.Join(base, "repo", "bin"), "gopls")
	cfg := DiscoveryConfig{RepoRoots: []string{filepath.Join(base, "repo")}, Getenv: func(k string) string {
		return map[string]string{"HOME": filepath.Join(base, "nohome"), "GOBIN": filepath.Dir(repoBin)}[k]
	}}
	if srv, ok, _ := cfg.Resolve("go"); ok {
		t.Errorf("resolved %s inside the untrusted repository", srv.Path)
	}
}

// writeExe writes an executable stub dir/name and returns its path.
func writeExe(t *testing.T, dir, name string) string {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}
