package pipeline

import (
	"context"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/safefile"
	"github.com/soulindex/soulindex/lsp"
	"github.com/soulindex/soulindex/notice"
	"github.com/soulindex/soulindex/refgraph"
	"github.com/soulindex/soulindex/unused"
)

// Unused builds the graph and lists the public definitions nothing in the
// repository uses (soulindex unused; the unused table of export).
func (ix *Indexed) Unused(ctx context.Context) (unused.Report, *refgraph.Graph, error) {
	g, err := ix.Graph(ctx)
	if err != nil {
		return unused.Report{}, nil, err
	}
	return unused.Find(ix.Result, g, ix.unusedOptions()), g, nil
}

// unusedOptions are the run's unused options with the repository's text
// at hand: files are read again, bounded like the listing, for the names
// their strings hold.
func (ix *Indexed) unusedOptions() unused.Options {
	uo := ix.opts.Unused
	root, limit := ix.Result.Root, ix.opts.Index.MaxFileSize
	if limit <= 0 {
		limit = indexer.DefaultMaxFileSize
	}
	uo.Source = func(rel string) ([]byte, error) {
		return safefile.ReadFileNoFollow(filepath.Join(root, filepath.FromSlash(rel)), limit)
	}
	uo.Strings = extract.NewRegex().StringWords
	return uo
}

// QueryLSP are the options of the commands that ask language servers to
// confirm what the graph says (unused --lsp, hierarchy --lsp): where servers
// come from, and the bound on the whole step (server start included).
type QueryLSP struct {
	Discovery lsp.DiscoveryConfig
	Timeout   time.Duration
	// Notice receives what the servers could not do.
	Notice notice.Sink
}

// ConfirmUnused asks the language servers of the findings' languages for
// each finding's references: one a server finds used leaves the report
// (status "referenced by the server"), one it answers no reference for
// is Confirmed "lsp", and one it could not answer (no server, an error,
// the timeout) stays as it was, unconfirmed, with a notice saying how
// many. Servers run only from where Discovery allows.
func (ix *Indexed) ConfirmUnused(ctx context.Context, rep *unused.Report, o QueryLSP) error {
	if len(rep.Findings) == 0 {
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, o.Timeout)
	defer cancel()
	root, err := filepath.Abs(ix.Result.Root)
	if err != nil {
		return fmt.Errorf("unused --lsp: %w", err)
	}
	langOf := map[string]string{}
	for _, fd := range rep.Findings {
		langOf[fd.Path] = fd.Language
	}
	pool, done, err := warmServers(ctx, root, langOf, o)
	if err != nil {
		return err
	}
	defer done()
	texts := &lineIndexes{root: root}
	var kept []unused.Finding
	unconfirmed := map[string]int{}
	for _, fd := range rep.Findings {
		used, ok := confirmOne(ctx, pool.For(fd.Language), root, fd, texts)
		switch {
		case !ok:
			unconfirmed[fd.Language]++
			kept = append(kept, fd)
		case !used:
			fd.Confirmed = "lsp"
			kept = append(kept, fd)
		default:
			rep.Reclassify(fd, unused.KeptLSP)
		}
	}
	rep.Findings = kept
	for _, l := range slices.Sorted(maps.Keys(unconfirmed)) {
		o.Notice.Notef(notice.Server, l, "%d unused %s definition(s) not confirmed by a language server (none ready, or it did not answer): reported on the graph's word", unconfirmed[l], l)
	}
	return nil
}

// confirmOne asks srv for fd's references: whether it finds any but the
// definition itself; false when it could not say.
func confirmOne(ctx context.Context, srv lsp.Requester, root string, fd unused.Finding, texts *lineIndexes) (used, ok bool) {
	if srv == nil || ctx.Err() != nil {
		return false, false
	}
	x, ok := texts.get(fd.Path)
	if !ok {
		return false, false
	}
	abs := filepath.Join(root, filepath.FromSlash(fd.Path))
	pos := x.ToLSP(uint32(fd.Line-1), uint32(fd.Column-1))
	locs, err := srv.References(ctx, abs, pos, false)
	if err != nil {
		return false, false
	}
	for _, l := range locs {
		// Some servers list the declaration though not asked to.
		if l.Range.Start == pos && strings.HasSuffix(l.URI, "/"+filepath.Base(abs)) {
			continue
		}
		return true, true
	}
	return false, true
}

// warmServers starts the language servers of the languages of langOf's
// files (path → language), from where o.Discovery allows, probing with
// those files; a language without a ready server gets a notice. done
// stops them and removes their temporary files.
func warmServers(ctx context.Context, root string, langOf map[string]string, o QueryLSP) (pool *lsp.Pool, done func(), err error) {
	paths := slices.Sorted(maps.Keys(langOf))
	languages := slices.Compact(slices.Sorted(maps.Values(langOf)))
	serverTmp, err := os.MkdirTemp("", "soulindex-servers-")
	if err != nil {
		return nil, nil, fmt.Errorf("temporary directory for the language servers: %w", err)
	}
	pool, reports := lsp.Warmup(ctx, root, paths, lsp.Config{
		Client:    lsp.Options{TempDir: serverTmp},
		Discovery: o.Discovery, Only: languages,
		Detect:       func(p string) string { return langOf[filepath.ToSlash(p)] },
		ReadyTimeout: readyTimeout(ctx),
	})
	for _, r := range reports {
		if r.Status != lsp.StatusReady {
			reason := strings.TrimPrefix(r.Reason, r.Language+": ")
			o.Notice.Notef(notice.Server, r.Language, "language server %s: %s", r.Status, reason)
		}
	}
	return pool, func() { pool.Close(); os.RemoveAll(serverTmp) }, nil
}

// lineIndexes loads files' texts once, for position conversion.
type lineIndexes struct {
	root  string
	texts map[string]*lsp.LineIndex
}

func (x *lineIndexes) get(rel string) (*lsp.LineIndex, bool) {
	if t, ok := x.texts[rel]; ok {
		return t, t != nil
	}
	b, err := safefile.ReadFileNoFollow(filepath.Join(x.root, filepath.FromSlash(rel)), lsp.MaxDocumentSize)
	var t *lsp.LineIndex
	if err == nil {
		t = lsp.NewLineIndex(b)
	}
	if x.texts == nil {
		x.texts = map[string]*lsp.LineIndex{}
	}
	x.texts[rel] = t
	return t, t != nil
}
