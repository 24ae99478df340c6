package lsp

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/soulindex/soulindex/internal/execpath"
	"github.com/soulindex/soulindex/internal/safefile"
	"github.com/soulindex/soulindex/notice"
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
	RepoServers map[string][]string
	// TrustRepoConfig lets RepoServers run, and lets discovery pick a
	// binary inside RepoRoots.
	TrustRepoConfig bool
	// RepoRoots hold the indexed repository (its root; Warmup adds the
	// directory it serves). A binary found inside one, symlinks resolved,
	// is the repository's code: without TrustRepoConfig it is passed
	// over with a notice, wherever the search path pointed to it from.
	RepoRoots []string
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

// dirs lists the search path in discovery order: $PATH; where `go
// install` and `npm install -g` put binaries when those are not on PATH
// ($GOBIN, else the first $GOPATH entry's bin, else ~/go/bin; npm's
// prefix from $NPM_CONFIG_PREFIX or the user's ~/.npmrc, its bin); the
// servers installed under ~/.soulforge/lsp-servers (npm's .bin, then bin),
// the Mason bin directory, then the configured extra directories. Only
// absolute directories are searched: a relative $PATH entry ("bin",
// "./node_modules/.bin", or an empty one, meaning ".") names a directory
// under the current one, which may be the repository; those are returned
// as skipped.
func (c DiscoveryConfig) dirs() (dirs []searchDir, skipped []string) {
	path, skipped := execpath.SplitPath(c.getenv("PATH"))
	for _, d := range path {
		dirs = append(dirs, searchDir{d, "PATH"})
	}
	for _, d := range c.toolBins() {
		if filepath.IsAbs(d.dir) && !slices.ContainsFunc(dirs, func(x searchDir) bool { return x.dir == d.dir }) {
			dirs = append(dirs, d)
		}
	}
	if h := c.home(); filepath.IsAbs(h) {
		dirs = append(dirs,
			searchDir{filepath.Join(h, ".soulforge", "lsp-servers", "node_modules", ".bin"), "lsp-servers"},
			searchDir{filepath.Join(h, ".soulforge", "lsp-servers", "bin"), "lsp-servers"},
			searchDir{filepath.Join(h, ".local", "share", "soulforge", "mason", "bin"), "mason"},
		)
	}
	for _, d := range c.ExtraDirs {
		if filepath.IsAbs(d) {
			dirs = append(dirs, searchDir{d, "extra"})
		}
	}
	return dirs, skipped
}

// toolBins are the user's Go and npm install directories. They are read
// from the environment and the user's own ~/.npmrc, never by running go
// or npm, and never from the repository (its .npmrc is not read).
func (c DiscoveryConfig) toolBins() []searchDir {
	var out []searchDir
	switch gobin, gopath := c.getenv("GOBIN"), c.getenv("GOPATH"); {
	case gobin != "":
		out = append(out, searchDir{gobin, "go"})
	case gopath != "":
		first, _, _ := strings.Cut(gopath, string(filepath.ListSeparator))
		out = append(out, searchDir{filepath.Join(first, "bin"), "go"})
	case filepath.IsAbs(c.home()):
		out = append(out, searchDir{filepath.Join(c.home(), "go", "bin"), "go"})
	}
	prefix := c.getenv("NPM_CONFIG_PREFIX")
	if prefix == "" && filepath.IsAbs(c.home()) {
		prefix = npmrcPrefix(filepath.Join(c.home(), ".npmrc"))
	}
	if prefix != "" {
		out = append(out, searchDir{filepath.Join(prefix, "bin"), "npm"})
	}
	return out
}

// npmrcPrefix reads `prefix = DIR` from the user's npm configuration
// ("" without one). A leading ~/ is the home directory, as npm reads it.
func npmrcPrefix(file string) string {
	data, err := safefile.ReadFile(file, 64<<10)
	if err != nil {
		return ""
	}
	for _, line := range strings.Split(string(data), "\n") {
		k, v, ok := strings.Cut(line, "=")
		if !ok || strings.TrimSpace(k) != "prefix" {
			continue
		}
		v = strings.Trim(strings.TrimSpace(v), `"'`)
		if rest, ok := strings.CutPrefix(v, "~/"); ok {
			v = filepath.Join(filepath.Dir(file), rest)
		}
		return v
	}
	return ""
}

// lookup is where find found a name, and what it passed over.
type lookup struct {
	path, source string
	// refused is the first hit inside the repository, passed over for
	// want of trust; relative names the skipped $PATH entries that hold
	// the name.
	refused  string
	relative []string
}

// find looks name up along the search path. Without TrustRepoConfig a
// hit inside RepoRoots is passed over.
func (c DiscoveryConfig) find(name string) (l lookup, ok bool) {
	var untrusted []string
	if !c.TrustRepoConfig {
		untrusted = c.RepoRoots
	}
	if strings.ContainsRune(name, filepath.Separator) {
		if filepath.IsAbs(name) && execpath.IsExecutable(name) {
			if execpath.Inside(name, untrusted...) {
				return lookup{refused: name}, false
			}
			return lookup{path: name, source: "config"}, true
		}
		return lookup{}, false
	}
	dirs, skipped := c.dirs()
	for _, d := range skipped {
		if d == "" {
			d = "."
		}
		if execpath.IsExecutable(filepath.Join(d, name)) {
			l.relative = append(l.relative, d)
		}
	}
	for _, d := range dirs {
		p := filepath.Join(d.dir, name)
		if !execpath.IsExecutable(p) {
			continue
		}
		if execpath.Inside(p, untrusted...) {
			if l.refused == "" {
				l.refused = p
			}
			continue
		}
		l.path, l.source = p, d.source
		return l, true
	}
	return l, false
}

// notices explains what finding lang's server name passed over.
func (l lookup) notices(lang, name string) []notice.Notice {
	var out []notice.Notice
	for _, d := range l.relative {
		out = append(out, serverNotice(lang, "not running %s from the relative $PATH entry %q: relative entries name a directory under the current one, which may be the repository", name, d))
	}
	if l.refused != "" {
		out = append(out, serverNotice(lang, "not running %s: it lies inside the repository; pass --trust-repo-config to run the repository's binaries", l.refused))
	}
	return out
}

// serverNotice is a discovery remark about lang's server.
func serverNotice(lang, format string, args ...any) notice.Notice {
	return notice.Notice{Reason: notice.Server, Subject: lang, Message: fmt.Sprintf(format, args...)}
}

func (c DiscoveryConfig) disabled(name string) bool {
	return slices.Contains(c.Disabled, name)
}

// Resolve finds the server for lang. ok is false when none is usable;
// notices explain what was passed over (disabled, untrusted repo config,
// not installed).
func (c DiscoveryConfig) Resolve(lang string) (srv Server, ok bool, notices []notice.Notice) {
	if repo, has := c.RepoServers[lang]; has && len(repo) > 0 {
		if !c.TrustRepoConfig {
			notices = append(notices, serverNotice(lang, "ignoring the repository's configured server %q: repository config is not trusted (pass the trust flag to run it)", strings.Join(repo, " ")))
		} else if c.disabled(filepath.Base(repo[0])) {
			notices = append(notices, serverNotice(lang, "repository server %s is disabled by config", filepath.Base(repo[0])))
		} else if l, found := c.find(repo[0]); found {
			return Server{Language: lang, Name: filepath.Base(repo[0]), Path: l.path, Args: append([]string(nil), repo[1:]...), Source: "repo-config"}, true, notices
		} else {
			notices = append(notices, l.notices(lang, repo[0])...)
			notices = append(notices, serverNotice(lang, "repository server %q not found", repo[0]))
		}
	}
	cands := candidates(lang)
	if len(cands) == 0 {
		return Server{}, false, notices
	}
	var missing, refused []string
	for _, cand := range cands {
		if c.disabled(cand.Name) {
			notices = append(notices, serverNotice(lang, "%s is disabled by config", cand.Name))
			continue
		}
		l, found := c.find(cand.Name)
		notices = append(notices, l.notices(lang, cand.Name)...)
		if found {
			srv := Server{Language: lang, Name: cand.Name, Path: l.path, Args: append([]string(nil), cand.Args...), Source: l.source}
			if cand.InitOptions != "" {
				srv.InitOptions = json.RawMessage(cand.InitOptions)
			}
			return srv, true, notices
		}
		if l.refused != "" {
			refused = append(refused, cand.Name)
		} else {
			missing = append(missing, cand.Name)
		}
	}
	// The last notice is the language's reason for having no server.
	switch {
	case len(refused) > 0 && len(missing) > 0:
		notices = append(notices, serverNotice(lang, "no usable language server (%s only inside the repository, without --trust-repo-config; %s not installed)", strings.Join(refused, ", "), strings.Join(missing, ", ")))
	case len(refused) > 0:
		notices = append(notices, serverNotice(lang, "no usable language server (%s only inside the repository, without --trust-repo-config)", strings.Join(refused, ", ")))
	case len(missing) > 0:
		notices = append(notices, serverNotice(lang, "no language server installed (looked for %s)", strings.Join(missing, ", ")))
	}
	return Server{}, false, notices
}
