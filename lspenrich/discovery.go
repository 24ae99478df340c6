package lspenrich

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// DiscoveryConfig says where language servers are looked for. It holds
// everything discovery reads, so tests need no global state.
type DiscoveryConfig struct {
	// Home is the user's home directory (default $HOME through Getenv).
	Home string
	// ExtraDirs are searched last, in order.
	ExtraDirs []string
	// Disabled names servers never to use ("pyright-langserver"), by
	// their command name.
	Disabled []string
	// RepoServers are servers named by the indexed repository's own
	// config, language ID → command and arguments. They come first, but
	// only when TrustRepoConfig is set: indexing an untrusted pull
	// request must never run a binary of its choosing.
	RepoServers     map[string][]string
	TrustRepoConfig bool
	// Getenv reads the environment (default os.Getenv); PATH and HOME
	// come from it.
	Getenv func(string) string
}

func (c DiscoveryConfig) getenv(k string) string {
	if c.Getenv != nil {
		return c.Getenv(k)
	}
	return os.Getenv(k)
}

func (c DiscoveryConfig) home() string {
	if c.Home != "" {
		return c.Home
	}
	return c.getenv("HOME")
}

// searchDir is one place executables are looked for.
type searchDir struct {
	dir, source string
}

// dirs lists the search path in discovery order: $PATH, the servers
// installed under ~/.soulforge/lsp-servers (npm's .bin, then bin), the
// Mason bin directory, then the configured extra directories.
func (c DiscoveryConfig) dirs() []searchDir {
	var out []searchDir
	for _, d := range filepath.SplitList(c.getenv("PATH")) {
		if d == "" {
			continue // an empty entry means ".": never run from the repo
		}
		out = append(out, searchDir{d, "PATH"})
	}
	if h := c.home(); h != "" {
		out = append(out,
			searchDir{filepath.Join(h, ".soulforge", "lsp-servers", "node_modules", ".bin"), "lsp-servers"},
			searchDir{filepath.Join(h, ".soulforge", "lsp-servers", "bin"), "lsp-servers"},
			searchDir{filepath.Join(h, ".local", "share", "soulforge", "mason", "bin"), "mason"},
		)
	}
	for _, d := range c.ExtraDirs {
		if d != "" {
			out = append(out, searchDir{d, "extra"})
		}
	}
	return out
}

// find looks name up along the search path.
func (c DiscoveryConfig) find(name string) (path, source string, ok bool) {
	if strings.ContainsRune(name, filepath.Separator) {
		if filepath.IsAbs(name) && isExecutable(name) {
			return name, "config", true
		}
		return "", "", false
	}
	for _, d := range c.dirs() {
		p := filepath.Join(d.dir, name)
		if isExecutable(p) {
			return p, d.source, true
		}
	}
	return "", "", false
}

func isExecutable(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.Mode().IsRegular() && fi.Mode().Perm()&0o111 != 0
}

func (c DiscoveryConfig) disabled(name string) bool {
	return slices.Contains(c.Disabled, name)
}

// Resolve finds the server for lang. ok is false when none is usable;
// notices explain what was passed over (disabled, untrusted repo config,
// not installed).
func (c DiscoveryConfig) Resolve(lang string) (srv Server, ok bool, notices []string) {
	if repo, has := c.RepoServers[lang]; has && len(repo) > 0 {
		if !c.TrustRepoConfig {
			notices = append(notices, fmt.Sprintf("%s: ignoring the repository's configured server %q: repository config is not trusted (pass the trust flag to run it)", lang, strings.Join(repo, " ")))
		} else if c.disabled(filepath.Base(repo[0])) {
			notices = append(notices, fmt.Sprintf("%s: repository server %s is disabled by config", lang, filepath.Base(repo[0])))
		} else if p, _, found := c.find(repo[0]); found {
			return Server{Language: lang, Name: filepath.Base(repo[0]), Path: p, Args: append([]string(nil), repo[1:]...), Source: "repo-config"}, true, notices
		} else {
			notices = append(notices, fmt.Sprintf("%s: repository server %q not found", lang, repo[0]))
		}
	}
	cands := serverTable()[lang]
	if len(cands) == 0 {
		return Server{}, false, notices
	}
	var missing []string
	for _, cand := range cands {
		if c.disabled(cand.name) {
			notices = append(notices, fmt.Sprintf("%s: %s is disabled by config", lang, cand.name))
			continue
		}
		if p, src, found := c.find(cand.name); found {
			srv := Server{Language: lang, Name: cand.name, Path: p, Args: append([]string(nil), cand.args...), Source: src}
			if cand.initOptions != "" {
				srv.InitOptions = json.RawMessage(cand.initOptions)
			}
			return srv, true, notices
		}
		missing = append(missing, cand.name)
	}
	if len(missing) > 0 {
		notices = append(notices, fmt.Sprintf("%s: no language server installed (looked for %s)", lang, strings.Join(missing, ", ")))
	}
	return Server{}, false, notices
}
