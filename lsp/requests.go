package lsp

import (
	"context"
	"fmt"
)

// DocumentSymbols implements Requester.
func (c *Client) DocumentSymbols(ctx context.Context, path string) ([]DocumentSymbol, error) {
	path = absPath(path)
	var out []DocumentSymbol
	err := c.do(ctx, "textDocument/documentSymbol", func(ctx context.Context, s *session) error {
		if !supported(s.caps.DocumentSymbolProvider) {
			return fmt.Errorf("%s documentSymbol: %w", c.srv.Name, ErrUnsupported)
		}
		d, err := c.ensureOpen(ctx, s, path)
		if err != nil {
			return err
		}
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
	path = absPath(path)
	var out Hover
	err := c.do(ctx, "textDocument/hover", func(ctx context.Context, s *session) error {
		if !supported(s.caps.HoverProvider) {
			return fmt.Errorf("%s hover: %w", c.srv.Name, ErrUnsupported)
		}
		d, err := c.ensureOpen(ctx, s, path)
		if err != nil {
			return err
		}
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
	path = absPath(path)
	var out []Location
	err := c.do(ctx, "textDocument/references", func(ctx context.Context, s *session) error {
		if !supported(s.caps.ReferencesProvider) {
			return fmt.Errorf("%s references: %w", c.srv.Name, ErrUnsupported)
		}
		d, err := c.ensureOpen(ctx, s, path)
		if err != nil {
			return err
		}
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
	path = absPath(path)
	var out []CallItem
	err := c.do(ctx, "callHierarchy/incomingCalls", func(ctx context.Context, s *session) error {
		if !supported(s.caps.CallHierarchyProvider) {
			return fmt.Errorf("%s call hierarchy: %w", c.srv.Name, ErrUnsupported)
		}
		d, err := c.ensureOpen(ctx, s, path)
		if err != nil {
			return err
		}
		var items []callHierarchyItem
		if err := s.call(ctx, "textDocument/prepareCallHierarchy", textDocumentPositionParams{TextDocument: textDocumentIdentifier{URI: d.uri}, Position: pos}, &items); err != nil {
			return err
		}
		out = nil
		for _, it := range items {
			var calls []incomingCall
			if err := s.call(ctx, "callHierarchy/incomingCalls", struct {
				Item callHierarchyItem `json:"item"`
			}{it}, &calls); err != nil {
				return err
			}
			for _, in := range calls {
				f := in.From
				out = append(out, CallItem{Name: f.Name, Kind: f.Kind, URI: f.URI, Range: f.Range, SelectionRange: f.SelectionRange})
			}
		}
		return nil
	})
	return out, err
}
