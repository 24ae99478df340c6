package lsp

import (
	"context"
	"encoding/json"
	"fmt"
)

// onDocument runs op on path's document (opened if need be) in a live
// session, once the server's capabilities show that it offers what
// (named in the error): the field provider reads is present and not
// false.
func (c *Client) onDocument(ctx context.Context, path, method, what string, provider func(serverCapabilities) json.RawMessage, op func(context.Context, *session, *document) error) error {
	path = absPath(path)
	return c.do(ctx, method, func(ctx context.Context, s *session) error {
		if !supported(provider(s.caps)) {
			return fmt.Errorf("%s %s: %w", c.srv.Name, what, ErrUnsupported)
		}
		d, err := c.ensureOpen(ctx, s, path)
		if err != nil {
			return err
		}
		return op(ctx, s, d)
	})
}

// DocumentSymbols implements Requester.
func (c *Client) DocumentSymbols(ctx context.Context, path string) ([]DocumentSymbol, error) {
	var out []DocumentSymbol
	err := c.onDocument(ctx, path, "textDocument/documentSymbol", "documentSymbol", func(sc serverCapabilities) json.RawMessage { return sc.DocumentSymbolProvider }, func(ctx context.Context, s *session, d *document) error {
		var raw []wireSymbol
		if err := s.call(ctx, "textDocument/documentSymbol", documentSymbolParams{TextDocument: textDocumentIdentifier{URI: d.uri}}, &raw); err != nil {
			return err
		}
		out = flattenSymbols(raw, nil, out[:0])
		return nil
	})
	return out, err
}

func flattenSymbols(in []wireSymbol, container []string, out []DocumentSymbol) []DocumentSymbol {
	for _, w := range in {
		ds := DocumentSymbol{Name: w.Name, Detail: w.Detail, Kind: w.Kind, Container: container}
		switch {
		case w.Location != nil: // SymbolInformation
			ds.Range, ds.SelectionRange = w.Location.Range, w.Location.Range
			if w.ContainerName != "" {
				ds.Container = []string{w.ContainerName}
			}
		case w.Range != nil:
			ds.Range = *w.Range
			ds.SelectionRange = ds.Range
			if w.SelectionRange != nil {
				ds.SelectionRange = *w.SelectionRange
			}
		}
		out = append(out, ds)
		if len(w.Children) > 0 {
			inner := append(append([]string(nil), container...), w.Name)
			out = flattenSymbols(w.Children, inner, out)
		}
	}
	return out
}

// Hover implements Requester.
func (c *Client) Hover(ctx context.Context, path string, pos Position) (Hover, error) {
	var out Hover
	err := c.onDocument(ctx, path, "textDocument/hover", "hover", func(sc serverCapabilities) json.RawMessage { return sc.HoverProvider }, func(ctx context.Context, s *session, d *document) error {
		var res *hoverResult
		if err := s.call(ctx, "textDocument/hover", textDocumentPositionParams{TextDocument: textDocumentIdentifier{URI: d.uri}, Position: pos}, &res); err != nil {
			return err
		}
		out = Hover{}
		if res != nil {
			out = flattenHover(res.Contents)
		}
		return nil
	})
	return out, err
}

// References implements Requester.
func (c *Client) References(ctx context.Context, path string, pos Position, includeDecl bool) ([]Location, error) {
	var out []Location
	err := c.onDocument(ctx, path, "textDocument/references", "references", func(sc serverCapabilities) json.RawMessage { return sc.ReferencesProvider }, func(ctx context.Context, s *session, d *document) error {
		p := referenceParams{TextDocument: textDocumentIdentifier{URI: d.uri}, Position: pos}
		p.Context.IncludeDeclaration = includeDecl
		out = nil
		return s.call(ctx, "textDocument/references", p, &out)
	})
	return out, err
}

// IncomingCalls implements Requester: prepareCallHierarchy at pos, then
// the callers of every item it names.
func (c *Client) IncomingCalls(ctx context.Context, path string, pos Position) ([]CallItem, error) {
	return c.hierarchyCalls(ctx, path, pos, "callHierarchy/incomingCalls", func(hc hierarchyCall) hierarchyItem { return hc.From })
}

// OutgoingCalls is IncomingCalls the other way: prepareCallHierarchy at
// pos, then what every item prepared calls. It is no part of Requester
// (the Neovim bridge has no such request); callers assert it.
func (c *Client) OutgoingCalls(ctx context.Context, path string, pos Position) ([]CallItem, error) {
	return c.hierarchyCalls(ctx, path, pos, "callHierarchy/outgoingCalls", func(hc hierarchyCall) hierarchyItem { return hc.To })
}

// hierarchyCalls asks method (incomingCalls, outgoingCalls) of every item
// prepared at pos; item picks the function each answer names.
func (c *Client) hierarchyCalls(ctx context.Context, path string, pos Position, method string, item func(hierarchyCall) hierarchyItem) ([]CallItem, error) {
	var out []CallItem
	err := c.onDocument(ctx, path, method, "call hierarchy", func(sc serverCapabilities) json.RawMessage { return sc.CallHierarchyProvider }, func(ctx context.Context, s *session, d *document) error {
		calls, err := prepareThen[hierarchyCall](ctx, s, d, pos, "textDocument/prepareCallHierarchy", method)
		out = make([]CallItem, 0, len(calls))
		for _, hc := range calls {
			f := item(hc)
			out = append(out, CallItem{Name: f.Name, Kind: f.Kind, URI: f.URI, Range: f.Range, SelectionRange: f.SelectionRange})
		}
		return err
	})
	return out, err
}

// prepareThen asks prepare (prepareCallHierarchy, prepareTypeHierarchy) at
// pos, then method for every item prepared, each item sent back as it
// came (with its data), and gathers the answers.
func prepareThen[T any](ctx context.Context, s *session, d *document, pos Position, prepare, method string) ([]T, error) {
	var items []hierarchyItem
	if err := s.call(ctx, prepare, textDocumentPositionParams{TextDocument: textDocumentIdentifier{URI: d.uri}, Position: pos}, &items); err != nil {
		return nil, err
	}
	var out []T
	for _, it := range items {
		var got []T
		if err := s.call(ctx, method, struct {
			Item hierarchyItem `json:"item"`
		}{it}, &got); err != nil {
			return nil, err
		}
		out = append(out, got...)
	}
	return out, nil
}
