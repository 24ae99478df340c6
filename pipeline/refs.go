package pipeline

import (
	"context"
	"fmt"
	"net/url"
	"path/filepath"
	"strings"

	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/lsp"
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

// outgoingCaller is a server that answers callHierarchy/outgoingCalls
// (the LSP client does; the Neovim bridge does not).
type outgoingCaller interface {
	OutgoingCalls(ctx context.Context, path string, pos lsp.Position) ([]lsp.CallItem, error)
}

// ConfirmCalls asks the language server of each target's defining file
// for its direct callers and callees (callHierarchy/incomingCalls and
// outgoingCalls): one of the first level the server names too (by the
// place it is defined) is Confirmed, one only the server names, defined in
// a file of the index, is added with Source "lsp". A target no server
// answers for stays as the index gave it, with a notice.
func ConfirmCalls(ctx context.Context, root string, reg *langs.Registry, res *query.CallsResult, o QueryLSP) error {
	ctx, cancel := context.WithTimeout(ctx, o.Timeout)
	defer cancel()
	abs, err := filepath.Abs(root)
	if err != nil {
		return fmt.Errorf("calls --lsp: %w", err)
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
	// place is where an item the server names is defined, in the index's
	// paths and byte columns; ok is false outside root.
	place := func(it lsp.CallItem) (rel string, line int32, ok bool) {
		p := it.URI
		if u, err := url.Parse(it.URI); err == nil && u.Scheme == "file" {
			p = u.Path
		}
		r, err := filepath.Rel(abs, p)
		if err != nil || !filepath.IsLocal(r) {
			return "", 0, false
		}
		rel = filepath.ToSlash(r)
		x, ok := texts.get(rel)
		if !ok {
			return "", 0, false
		}
		l, _ := x.FromLSP(it.SelectionRange.Start)
		return rel, int32(l), true
	}
	merge := func(calls []query.Call, items []lsp.CallItem) []query.Call {
		for _, it := range items {
			rel, line, ok := place(it)
			if !ok {
				continue // a function outside the indexed directory
			}
			found := false
			for k := range calls {
				if d := calls[k].Def; d != nil && d.Path == rel && d.Line == line {
					calls[k].Confirmed, found = true, true
				}
			}
			if !found {
				calls = append(calls, query.Call{Name: it.Name, Path: rel, Line: line, Source: "lsp",
					Def: &query.Occurrence{Path: rel, Line: line, Definition: true}})
			}
		}
		return calls
	}
	for i := range res.Targets {
		t := &res.Targets[i]
		asked := false
		for _, d := range t.Definitions {
			srv := pool.For(langOf[d.Path])
			x, ok := texts.get(d.Path)
			if srv == nil || !ok {
				continue
			}
			path := filepath.Join(abs, filepath.FromSlash(d.Path))
			pos := x.ToLSP(uint32(d.Line), uint32(d.Col))
			in, err := srv.IncomingCalls(ctx, path, pos)
			if err != nil {
				o.Notice.Notef(notice.Server, d.Path, "the language server did not answer for the callers of %s (%v)", t.Name, err)
			} else {
				t.Callers, asked = merge(t.Callers, in), true
			}
			oc, ok := srv.(outgoingCaller)
			if !ok {
				continue
			}
			out, err := oc.OutgoingCalls(ctx, path, pos)
			if err != nil {
				o.Notice.Notef(notice.Server, d.Path, "the language server did not answer for the callees of %s (%v)", t.Name, err)
				continue
			}
			t.Callees, asked = merge(t.Callees, out), true
		}
		if !asked {
			o.Notice.Notef(notice.Server, "", "no language server answered for %s: its calls are the index's alone", t.Name)
		}
	}
	return nil
}
