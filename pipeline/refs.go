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

// defServers are the language servers of the files defining what a refs
// or calls query names, started on root, and the texts that convert
// positions between the index's byte columns and the servers' units.
type defServers struct {
	abs    string
	langOf map[string]string // defining file → language
	pool   *lsp.Pool
	done   func()
	texts  *lineIndexes
}

// startDefServers starts the servers of the languages of defs' files; nil
// (with a notice) when none has a language a server could answer for.
func startDefServers(ctx context.Context, root string, reg *langs.Registry, defs []query.Occurrence, o QueryLSP) (*defServers, error) {
	abs, err := filepath.Abs(root)
	if err != nil {
		return nil, fmt.Errorf("language servers on %s: %w", root, err)
	}
	langOf := map[string]string{}
	for _, d := range defs {
		if id := reg.DetectID(d.Path); id != "" {
			langOf[d.Path] = id
		}
	}
	if len(langOf) == 0 {
		o.Notice.Notef(notice.Server, "", "no definition of a language with a server to ask")
		return nil, nil
	}
	pool, done, err := warmServers(ctx, abs, langOf, o)
	if err != nil {
		return nil, err
	}
	return &defServers{abs: abs, langOf: langOf, pool: pool, done: done, texts: &lineIndexes{root: abs}}, nil
}

// at is the server of definition d, its file's absolute path and d's
// position in the server's units; ok is false when no server runs for it.
func (s *defServers) at(d query.Occurrence) (srv lsp.Requester, path string, pos lsp.Position, ok bool) {
	srv = s.pool.For(s.langOf[d.Path])
	x, ok := s.texts.get(d.Path)
	if srv == nil || !ok {
		return nil, "", lsp.Position{}, false
	}
	return srv, filepath.Join(s.abs, filepath.FromSlash(d.Path)), x.ToLSP(uint32(d.Line), uint32(d.Col)), true
}

// local turns a server's URI into a file of root, in the index's slash
// path, with its line index; ok is false outside root or for a file not
// read. outside is what to call the place in a notice.
func (s *defServers) local(uri string) (rel string, x *lsp.LineIndex, outside string, ok bool) {
	p := uri
	if u, err := url.Parse(uri); err == nil && u.Scheme == "file" {
		p = u.Path
	}
	r, err := filepath.Rel(s.abs, p)
	if err != nil || !filepath.IsLocal(r) {
		return "", nil, p, false
	}
	rel = filepath.ToSlash(r)
	if x, ok = s.texts.get(rel); !ok {
		return "", nil, rel, false
	}
	return rel, x, "", true
}

// ConfirmReferences asks the language server of each target's defining
// file for the target's references (textDocument/references, the
// declaration included): an occurrence the server names too is Confirmed,
// one only the server names, in a file of the index, is added with
// Source "lsp". A target no server answers for stays as the index gave
// it, with a notice; so does a place the server names outside root.
func ConfirmReferences(ctx context.Context, root string, reg *langs.Registry, res *query.RefsResult, o QueryLSP) error {
	ctx, cancel := context.WithTimeout(ctx, o.Timeout)
	defer cancel()
	var defs []query.Occurrence
	for _, t := range res.Targets {
		defs = append(defs, t.Definitions...)
	}
	s, err := startDefServers(ctx, root, reg, defs, o)
	if s == nil || err != nil {
		return err
	}
	defer s.done()
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
			srv, path, pos, ok := s.at(d)
			if !ok {
				continue
			}
			locs, err := srv.References(ctx, path, pos, true)
			if err != nil {
				o.Notice.Notef(notice.Server, d.Path, "the language server did not answer for %s (%v)", t.Name, err)
				continue
			}
			asked = true
			var outside []string
			for _, l := range locs {
				rel, x, away, ok := s.local(l.URI)
				if !ok {
					outside = append(outside, away)
					continue
				}
				line, col := x.FromLSP(l.Range.Start)
				_, endCol := x.FromLSP(l.Range.End)
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
	var defs []query.Occurrence
	for _, t := range res.Targets {
		defs = append(defs, t.Definitions...)
	}
	s, err := startDefServers(ctx, root, reg, defs, o)
	if s == nil || err != nil {
		return err
	}
	defer s.done()
	merge := func(calls []query.Call, items []lsp.CallItem) []query.Call {
		for _, it := range items {
			rel, x, _, ok := s.local(it.URI)
			if !ok {
				continue // a function outside the indexed directory
			}
			l, _ := x.FromLSP(it.SelectionRange.Start)
			line := int32(l)
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
			srv, path, pos, ok := s.at(d)
			if !ok {
				continue
			}
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
