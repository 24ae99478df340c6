package pipeline

import (
	"context"
	"fmt"
	"net/url"
	"path/filepath"
	"strings"

	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/notice"
	"github.com/soulindex/soulindex/query"
)

// ConfirmReferences asks the language server of each target's defining
// file for the target's references (textDocument/references, the
// declaration included): an occurrence the server names too is Confirmed,
// one only the server names, in a file of the index, is added with
// Source "lsp". A target no server answers for stays as the index gave
// it, with a notice; so does a place the server names outside root.
func ConfirmReferences(ctx context.Context, root string, reg *langs.Registry, res *query.RefsResult, o QueryLSP) error {
	ctx, cancel := context.WithTimeout(ctx, o.Timeout)
	defer cancel()
	abs, err := filepath.Abs(root)
	if err != nil {
		return fmt.Errorf("refs --lsp: %w", err)
	}
	langOf := map[string]string{}
	for _, t := range res.Targets {
		for _, d := range t.Definitions {
			if id := reg.DetectID(d.Path); id != "" {
				langOf[d.Path] = id
			}
		}
	}
	if len(langOf) == 0 {
		o.Notice.Notef(notice.Server, "", "no definition of a language with a server to ask")
		return nil
	}
	pool, done, err := warmServers(ctx, abs, langOf, o)
	if err != nil {
		return err
	}
	defer done()
	texts := &lineIndexes{root: abs}
	type place struct {
		path      string
		line, col int32
	}
	at := map[place]int{}
	for k, oc := range res.Occurrences {
		at[place{oc.Path, oc.Line, oc.Col}] = k
	}
	for _, t := range res.Targets {
		asked := false
		for _, d := range t.Definitions {
			srv := pool.For(langOf[d.Path])
			x, ok := texts.get(d.Path)
			if srv == nil || !ok {
				continue
			}
			locs, err := srv.References(ctx, filepath.Join(abs, filepath.FromSlash(d.Path)), x.ToLSP(uint32(d.Line), uint32(d.Col)), true)
			if err != nil {
				o.Notice.Notef(notice.Server, d.Path, "the language server did not answer for %s (%v)", t.Name, err)
				continue
			}
			asked = true
			var outside []string
			for _, l := range locs {
				p := l.URI
				if u, err := url.Parse(l.URI); err == nil && u.Scheme == "file" {
					p = u.Path
				}
				rel, err := filepath.Rel(abs, p)
				if err != nil || !filepath.IsLocal(rel) {
					outside = append(outside, p)
					continue
				}
				rel = filepath.ToSlash(rel)
				lx, ok := texts.get(rel)
				if !ok {
					outside = append(outside, rel)
					continue
				}
				line, col := lx.FromLSP(l.Range.Start)
				_, endCol := lx.FromLSP(l.Range.End)
				key := place{rel, int32(line), int32(col)}
				if k, ok := at[key]; ok {
					res.Occurrences[k].Confirmed = true
					continue
				}
				at[key] = len(res.Occurrences)
				res.Occurrences = append(res.Occurrences, query.Occurrence{Path: rel, Line: int32(line), Col: int32(col), EndCol: int32(endCol),
					Symbol: t.Symbol, Source: "lsp"})
			}
			if len(outside) > 0 {
				o.Notice.Notef(notice.Server, d.Path, "the language server also named %d places outside the indexed directory for %s, not listed: %s", len(outside), t.Name, strings.Join(outside, ", "))
			}
		}
		if !asked {
			o.Notice.Notef(notice.Server, "", "no language server answered for %s: its places are the index's alone", t.Name)
		}
	}
	query.SortOccurrences(res.Occurrences)
	return nil
}
