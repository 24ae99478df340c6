package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"path/filepath"
	"slices"
	"sort"
	"time"

	"github.com/soulindex/soulindex/internal/execpath"
	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/lsp"
	"github.com/soulindex/soulindex/lsp/nvim"
)

// How a language's requests were served, in the lsp stats.
const (
	transportNvim       = "nvim"
	transportStandalone = "standalone"
)

// serverSourceFlags choose where language servers come from; index and
// diag share them.
type serverSourceFlags struct {
	// trustRepoConfig trusts the repository: DIR/.soulindex.toml may name
	// servers ([lsp.servers]) and directories (lsp.extra_dirs) to run,
	// and switch enrichment on (lsp.enabled), and a server found inside
	// the repository may run.
	trustRepoConfig bool
	// nvim is the editor's RPC address ("" = $NVIM, if set).
	nvim string
}

func (f *serverSourceFlags) register(fs *flag.FlagSet) {
	fs.BoolVar(&f.trustRepoConfig, "trust-repo-config", false, "trust the repository: run the language servers DIR/.soulindex.toml names ([lsp.servers], lsp.extra_dirs), let its lsp.enabled start them, and run servers found inside the repository (running them runs the repository's choice of code)")
	fs.StringVar(&f.nvim, "nvim", "", "ask the language clients of this running Neovim (its --listen address; default $NVIM) and start standalone servers only for the languages it does not serve")
}

// discovery turns the [lsp] settings of the configuration into where
// servers are looked for. Unless trusted, every binary the repository
// chooses is dropped, with a notice: the servers [lsp.servers] names, the
// directories of lsp.extra_dirs wherever they point (outside the
// repository too: a sibling checkout is no safer), and any server found
// inside the repository root (discovery checks the binary it finds,
// symlinks resolved). Indexing an untrusted checkout must never run its
// code.
func (f serverSourceFlags) discovery(pc projectConfig) (lsp.DiscoveryConfig, []string) {
	s := pc.LSP
	d := lsp.DiscoveryConfig{Disabled: slices.Clone(s.Disabled), TrustRepoConfig: f.trustRepoConfig}
	if root := repositoryRoot(pc); root != "" {
		d.RepoRoots = []string{root}
	}
	var notices []string
	if f.trustRepoConfig {
		d.ExtraDirs = slices.Clone(s.ExtraDirs)
	} else if len(s.ExtraDirs) > 0 {
		notices = append(notices, fmt.Sprintf("ignoring lsp.extra_dirs from %s: pass --trust-repo-config to run binaries from directories the repository names", pc.Path))
	}
	if len(s.Servers) > 0 {
		if f.trustRepoConfig {
			d.RepoServers = s.Servers
		} else {
			notices = append(notices, fmt.Sprintf("ignoring [lsp.servers] from %s: pass --trust-repo-config to run binaries the repository names", pc.Path))
		}
	}
	return d, notices
}

// repositoryRoot is the root of the repository holding the indexed directory
// (see execpath.RepoRoot), "" when there is none to tell.
func repositoryRoot(pc projectConfig) string {
	dir := pc.Dir
	if dir == "" && pc.Path != "" {
		dir = filepath.Dir(pc.Path)
	}
	if dir == "" {
		return ""
	}
	if root, err := execpath.RepoRoot(dir); err == nil {
		return root
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return ""
	}
	return abs
}

// configure applies the [lsp] settings of the configuration to the flags
// not given on the command line, then validates them. A repository's
// file may switch enrichment off, but on only when trusted: enrichment
// runs programs.
func (f *lspFlags) configure(pc projectConfig) error {
	s, set := pc.LSP, pc.FlagsSet
	if s.Enabled != nil && !set["lsp"] {
		switch {
		case !*s.Enabled:
			f.enabled = false
		case f.source.trustRepoConfig:
			f.enabled = true
		default:
			f.notices = append(f.notices, fmt.Sprintf("ignoring lsp.enabled = true from %s: a repository's configuration does not start language servers by itself; pass --lsp (or --trust-repo-config)", pc.Path))
		}
	}
	if s.Timeout > 0 && !set["lsp-timeout"] {
		f.timeout = s.Timeout
	}
	if s.Budget != nil && !set["lsp-budget"] {
		f.budget = *s.Budget
	}
	f.discovery, f.configNotices = f.source.discovery(pc)
	return f.validate()
}

// dialEditor connects to the editor at addr; an unreachable one is a
// notice, and every language then uses standalone servers.
func dialEditor(ctx context.Context, addr string, notice func(string)) *nvim.Editor {
	if addr == "" {
		return nil
	}
	dctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	e, err := nvim.Dial(dctx, addr)
	if err != nil {
		notice(fmt.Sprintf("cannot use the editor at %s (%v): every language uses a standalone server", addr, err))
		return nil
	}
	return e
}

// editorRequesters asks the editor for a requester per language on root.
// It returns the served languages' requesters and the others, in order.
func editorRequesters(ctx context.Context, e *nvim.Editor, languages []string, root string, notice func(string)) (map[string]lsp.Requester, []string) {
	served := map[string]lsp.Requester{}
	var rest []string
	for _, l := range languages {
		if e == nil {
			rest = append(rest, l)
			continue
		}
		rctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		r, err := e.Requester(rctx, l, root)
		cancel()
		switch {
		case err == nil:
			served[l] = r
		case errors.Is(err, lsp.ErrUnsupported):
			rest = append(rest, l)
		default:
			// The editor failed (died, timed out): this language, and
			// any other it fails for, goes standalone.
			notice(fmt.Sprintf("%s: the editor at %s did not answer (%v): using a standalone server", l, e.Addr(), err))
			rest = append(rest, l)
		}
	}
	return served, rest
}

// detectedLanguages lists the languages of files (by name, as Warmup
// detects them), sorted, restricted to only when it is not empty.
func detectedLanguages(files []string, only []string) ([]string, error) {
	reg, err := langs.New()
	if err != nil {
		return nil, err
	}
	detect := func(p string) string {
		if l := reg.Detect(p); l != nil {
			return l.ID
		}
		return ""
	}
	var out []string
	for _, d := range lsp.DetectLanguages(files, detect) {
		if len(only) == 0 || slices.Contains(only, d.Language) {
			out = append(out, d.Language)
		}
	}
	sort.Strings(out)
	return out, nil
}

// closeRequesters closes the editor's requesters (each wipes the buffers
// it loaded), in order.
func closeRequesters(rs map[string]lsp.Requester) {
	ls := make([]string, 0, len(rs))
	for l := range rs {
		ls = append(ls, l)
	}
	sort.Strings(ls)
	for _, l := range ls {
		rs[l].Close()
	}
}
