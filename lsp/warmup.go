package lsp

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/notice"
)

// Config configures Warmup.
type Config struct {
	Discovery DiscoveryConfig
	Client    Options
	// ReadyTimeout bounds each server's start plus readiness probe
	// (default 45s).
	ReadyTimeout time.Duration
	// Detect gives the soulindex language ID of a path ("" for none);
	// default: the langs registry by file name.
	Detect func(path string) string
	// Only, when set, restricts warmup to these language IDs.
	Only []string
	// Progress, when set, is told when each language's server starts and
	// when it is ready or failed.
	Progress Progress
}

// Status is the outcome of one language's warmup.
type Status string

// Warmup outcomes.
const (
	StatusReady       Status = "ready"
	StatusNoServer    Status = "no-server"    // none installed, or disabled
	StatusNoFiles     Status = "no-files"     // a marker file, but no source to probe
	StatusStartFailed Status = "start-failed" // the process or initialize failed
	StatusNotReady    Status = "not-ready"    // no documentSymbol answer in time
)

// Report is one detected language's warmup outcome.
type Report struct {
	Language string
	// Server is the server's name ("" with StatusNoServer); Command its
	// full command line.
	Server  string
	Command string
	Status  Status
	// Reason explains any status but ready.
	Reason string
	// Ready is the time from launch until the probe answered.
	Ready time.Duration
	// Probe is the file whose documentSymbol answer proved readiness.
	Probe string
	// Notices are discovery's remarks (disabled servers, untrusted repo
	// config).
	Notices []notice.Notice
}

func (r Report) String() string {
	s := fmt.Sprintf("%s: %s", r.Language, r.Status)
	if r.Server != "" {
		s += " (" + r.Server + ")"
	}
	if r.Status == StatusReady {
		s += fmt.Sprintf(" in %v", r.Ready.Round(time.Millisecond))
	}
	if r.Reason != "" {
		s += ": " + r.Reason
	}
	return s
}

// markers maps project marker files to the language they announce, by
// name or by extension (the registry's langs.Language.WorkspaceMarkers).
type markers struct{ byName, byExt map[string]string }

func newMarkers() markers {
	m := markers{byName: map[string]string{}, byExt: map[string]string{}}
	for _, l := range langs.Builtin().Languages() {
		for _, w := range l.WorkspaceMarkers {
			if ext, ok := strings.CutPrefix(w, "*"); ok {
				m.byExt[ext] = l.ID
			} else {
				m.byName[w] = l.ID
			}
		}
	}
	return m
}

// language returns the language the marker file base announces.
func (m markers) language(base string) (string, bool) {
	if l, ok := m.byName[base]; ok {
		return l, true
	}
	l, ok := m.byExt[path.Ext(base)]
	return l, ok
}

// Detection is what DetectLanguages found for one language.
type Detection struct {
	Language string
	// Markers are the marker files announcing the language.
	Markers []string
	// Files counts its source files; Probes are the shallowest of them
	// (then first by path), at most maxProbes: warmup opens the first
	// that is not empty.
	Files  int
	Probes []string
}

const maxProbes = 8

// DetectLanguages finds every language of a repository from its marker
// files and its files' names. files are paths relative to root (or
// absolute). The result is sorted by language ID.
func DetectLanguages(files []string, detect func(string) string) []Detection {
	by := map[string]*Detection{}
	get := func(l string) *Detection {
		d := by[l]
		if d == nil {
			d = &Detection{Language: l}
			by[l] = d
		}
		return d
	}
	marks := newMarkers()
	for _, f := range files {
		slash := filepath.ToSlash(f)
		base := path.Base(slash)
		if l, ok := marks.language(base); ok {
			get(l).Markers = append(get(l).Markers, f)
		}
		l := detect(f)
		if l == "" {
			continue
		}
		d := get(l)
		d.Files++
		d.Probes = addProbe(d.Probes, f)
	}
	out := make([]Detection, 0, len(by))
	for _, d := range by {
		sort.Strings(d.Markers)
		out = append(out, *d)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Language < out[j].Language })
	return out
}

// addProbe inserts f into the sorted, bounded probe list.
func addProbe(list []string, f string) []string {
	i := sort.Search(len(list), func(i int) bool { return betterProbe(f, list[i]) })
	if i >= maxProbes {
		return list
	}
	list = slices.Insert(list, i, f)
	if len(list) > maxProbes {
		list = list[:maxProbes]
	}
	return list
}

func betterProbe(a, b string) bool {
	da, db := strings.Count(filepath.ToSlash(a), "/"), strings.Count(filepath.ToSlash(b), "/")
	if da != db {
		return da < db
	}
	return a < b
}

// Pool holds the servers Warmup made ready, one per language (languages
// served by the same command share one process).
type Pool struct {
	byLang  map[string]*Client
	clients []*Client
}

// For returns the requester serving lang, or nil: that language falls
// back to tree-sitter facts. The pool owns the server: the requester's
// Close does nothing (one server may serve several languages); Pool.Close
// shuts it down.
func (p *Pool) For(lang string) Requester {
	if p == nil {
		return nil
	}
	c := p.byLang[lang]
	if c == nil || !c.Alive() {
		return nil
	}
	return pooled{Client: c, lang: lang}
}

// Languages lists the languages whose server is ready (and not dead),
// sorted.
func (p *Pool) Languages() []string {
	if p == nil {
		return nil
	}
	out := make([]string, 0, len(p.byLang))
	for l, c := range p.byLang {
		if c.Alive() {
			out = append(out, l)
		}
	}
	sort.Strings(out)
	return out
}

// Close shuts every server down, in parallel.
func (p *Pool) Close() error {
	if p == nil {
		return nil
	}
	errs := make([]error, len(p.clients))
	var wg sync.WaitGroup
	for i, c := range p.clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = c.Close()
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

// pooled is a pool's client seen as serving one of its languages.
type pooled struct {
	*Client
	lang string
}

func (v pooled) Language() string { return v.lang }

// Close leaves the server to its pool.
func (v pooled) Close() error { return nil }

// Warmup detects the repository's languages, starts the server of each
// (in parallel) and waits until each answers documentSymbol on a probe
// file. Languages whose server is missing, fails to start or is not ready
// within cfg.ReadyTimeout are reported and left out of the pool. Servers
// live until Pool.Close or until ctx ends. Reports are sorted by
// language.
func Warmup(ctx context.Context, root string, files []string, cfg Config) (*Pool, []Report) {
	if cfg.ReadyTimeout <= 0 {
		cfg.ReadyTimeout = 45 * time.Second
	}
	detect := cfg.Detect
	if detect == nil {
		detect = langs.Builtin().DetectID
	}
	abs, err := filepath.Abs(root)
	if err == nil {
		root = abs
	}
	// The directory served is the repository's (or a checkout of it),
	// whoever set up discovery: its binaries run only when trusted.
	cfg.Discovery.RepoRoots = append(slices.Clone(cfg.Discovery.RepoRoots), root)

	type job struct {
		srv     Server
		langs   []string
		probe   string
		reports []int
		client  *Client
	}
	var reports []Report
	jobs := map[string]*job{}
	var order []string
	// pending is a language with a server but no file to probe.
	type pending struct {
		key, lang string
		report    int
		markers   []string
	}
	var noProbe []pending
	for _, d := range DetectLanguages(files, detect) {
		if len(cfg.Only) > 0 && !slices.Contains(cfg.Only, d.Language) {
			continue
		}
		if len(candidates(d.Language)) == 0 {
			if _, repo := cfg.Discovery.RepoServers[d.Language]; !repo {
				continue // no server exists for it (markdown, make, …)
			}
		}
		rep := Report{Language: d.Language}
		srv, ok, notices := cfg.Discovery.Resolve(d.Language)
		rep.Notices = notices
		switch {
		case !ok:
			rep.Status = StatusNoServer
			rep.Reason = "no usable server"
			if len(notices) > 0 {
				rep.Reason = notices[len(notices)-1].String()
			}
		case len(d.Probes) == 0:
			// Ready with the server of another language, if one is
			// started (package.json announces JavaScript in a TypeScript
			// repository), else nothing to probe; decided below.
			rep.Server, rep.Command = srv.Name, srv.String()
			noProbe = append(noProbe, pending{srv.String(), d.Language, len(reports), d.Markers})
		default:
			rep.Server, rep.Command = srv.Name, srv.String()
			key := srv.String()
			j := jobs[key]
			if j == nil {
				j = &job{srv: srv, probe: pickProbe(root, d.Probes)}
				jobs[key] = j
				order = append(order, key)
			}
			j.langs = append(j.langs, d.Language)
			j.reports = append(j.reports, len(reports))
		}
		reports = append(reports, rep)
	}

	for _, p := range noProbe {
		if j := jobs[p.key]; j != nil {
			j.langs = append(j.langs, p.lang)
			j.reports = append(j.reports, p.report)
			continue
		}
		reports[p.report].Status = StatusNoFiles
		reports[p.report].Reason = "marker " + strings.Join(p.markers, ", ") + " but no source file to probe"
	}

	var wg sync.WaitGroup
	for _, key := range order {
		j := jobs[key]
		wg.Add(1)
		go func() {
			defer wg.Done()
			start := time.Now()
			for _, i := range j.reports {
				cfg.Progress.Report(Event{Language: reports[i].Language, Server: j.srv.Name, Stage: StageStarting})
			}
			c, status, reason := startReady(ctx, j.srv, root, j.probe, cfg)
			j.client = c
			took := time.Since(start)
			for _, i := range j.reports {
				reports[i].Status, reports[i].Reason = status, reason
				reports[i].Probe = j.probe
				e := Event{Language: reports[i].Language, Server: j.srv.Name, Stage: StageReady, Elapsed: took}
				if status == StatusReady {
					reports[i].Ready = took
				} else {
					e.Stage, e.Detail = StageFailed, string(status)+": "+reason
				}
				cfg.Progress.Report(e)
			}
		}()
	}
	wg.Wait()

	pool := &Pool{byLang: map[string]*Client{}}
	for _, key := range order {
		j := jobs[key]
		if j.client == nil {
			continue
		}
		pool.clients = append(pool.clients, j.client)
		for _, l := range j.langs {
			pool.byLang[l] = j.client
		}
	}
	return pool, reports
}

// pickProbe returns the first candidate that is a non-empty file (an
// empty __init__.py has no symbols to answer with), made absolute.
func pickProbe(root string, probes []string) string {
	abs := func(p string) string {
		if filepath.IsAbs(p) {
			return p
		}
		return filepath.Join(root, p)
	}
	for _, p := range probes {
		if fi, err := os.Stat(abs(p)); err == nil && fi.Size() > 0 {
			return abs(p)
		}
	}
	return abs(probes[0])
}

// startReady starts srv and polls documentSymbol on probe until it
// answers with symbols. A probe answering only empty lists counts as
// ready after a short settling time: the file may have no symbols.
func startReady(ctx context.Context, srv Server, root, probe string, cfg Config) (*Client, Status, string) {
	rctx, cancel := context.WithTimeout(ctx, cfg.ReadyTimeout)
	defer cancel()
	opts := cfg.Client
	if opts.InitTimeout <= 0 || opts.InitTimeout > cfg.ReadyTimeout {
		opts.InitTimeout = cfg.ReadyTimeout
	}
	c, err := Start(ctx, srv, root, opts)
	if err != nil {
		return nil, StatusStartFailed, err.Error()
	}
	const settle = 3 * time.Second
	var firstEmpty time.Time
	var lastErr error
	for {
		pctx, pcancel := context.WithTimeout(rctx, 10*time.Second)
		syms, err := c.DocumentSymbols(pctx, probe)
		pcancel()
		switch {
		case err == nil && len(syms) > 0:
			return c, StatusReady, ""
		case err == nil:
			if firstEmpty.IsZero() {
				firstEmpty = time.Now()
			} else if time.Since(firstEmpty) >= settle {
				return c, StatusReady, ""
			}
		case errors.Is(err, ErrServerDead) || errors.Is(err, ErrUnsupported):
			c.Close()
			return nil, StatusNotReady, err.Error()
		default:
			lastErr = err
		}
		select {
		case <-rctx.Done():
			c.Close()
			reason := fmt.Sprintf("no documentSymbol answer for %s within %v", probe, cfg.ReadyTimeout)
			if lastErr != nil {
				reason += ": " + lastErr.Error()
			}
			return nil, StatusNotReady, reason
		case <-time.After(200 * time.Millisecond):
		}
	}
}
