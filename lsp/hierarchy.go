package lsp

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
)

// Implementations implements Requester: textDocument/implementation at
// pos. Every answer form (Location, Location[], LocationLink[]) becomes
// Locations; a link gives its target's name (targetSelectionRange).
func (c *Client) Implementations(ctx context.Context, path string, pos Position) ([]Location, error) {
	var out []Location
	err := c.onDocument(ctx, path, "textDocument/implementation", "implementation", func(sc serverCapabilities) json.RawMessage { return sc.ImplementationProvider }, func(ctx context.Context, s *session, d *document) error {
		var raw json.RawMessage
		if err := s.call(ctx, "textDocument/implementation", textDocumentPositionParams{TextDocument: textDocumentIdentifier{URI: d.uri}, Position: pos}, &raw); err != nil {
			return err
		}
		var err error
		out, err = decodeLocations(raw)
		return err
	})
	return out, err
}

// decodeLocations decodes a Location, Location[] or LocationLink[] answer
// (null: none).
func decodeLocations(raw json.RawMessage) ([]Location, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	type either struct {
		Location
		TargetURI            string `json:"targetUri"`
		TargetSelectionRange Range  `json:"targetSelectionRange"`
	}
	var list []either
	if raw[0] == '{' {
		list = make([]either, 1)
		if err := json.Unmarshal(raw, &list[0]); err != nil {
			return nil, fmt.Errorf("decoding locations: %w", err)
		}
	} else if err := json.Unmarshal(raw, &list); err != nil {
		return nil, fmt.Errorf("decoding locations: %w", err)
	}
	out := make([]Location, 0, len(list))
	for _, l := range list {
		if l.URI == "" && l.TargetURI != "" {
			out = append(out, Location{URI: l.TargetURI, Range: l.TargetSelectionRange})
			continue
		}
		out = append(out, l.Location)
	}
	return out, nil
}

// Supertypes implements Requester.
func (c *Client) Supertypes(ctx context.Context, path string, pos Position) ([]TypeItem, error) {
	return c.typeHierarchy(ctx, path, pos, "typeHierarchy/supertypes")
}

// Subtypes implements Requester.
func (c *Client) Subtypes(ctx context.Context, path string, pos Position) ([]TypeItem, error) {
	return c.typeHierarchy(ctx, path, pos, "typeHierarchy/subtypes")
}

// typeHierarchy prepares the type hierarchy at pos and asks method
// (supertypes or subtypes) of every item: one answer per item, in the
// server's order, without repeats.
func (c *Client) typeHierarchy(ctx context.Context, path string, pos Position, method string) ([]TypeItem, error) {
	var out []TypeItem
	err := c.onDocument(ctx, path, method, "type hierarchy", func(sc serverCapabilities) json.RawMessage { return sc.TypeHierarchyProvider }, func(ctx context.Context, s *session, d *document) error {
		items, err := prepareThen[hierarchyItem](ctx, s, d, pos, "textDocument/prepareTypeHierarchy", method)
		out = typeItems(items)
		return err
	})
	return out, err
}

// typeItems converts items, dropping repeats (two prepared items may
// share a supertype).
func typeItems(items []hierarchyItem) []TypeItem {
	out := make([]TypeItem, 0, len(items))
	seen := map[TypeItem]bool{}
	for _, it := range items {
		ti := TypeItem{Name: it.Name, Kind: it.Kind, Detail: it.Detail, Path: URIToPath(it.URI), Range: it.Range, SelectionRange: it.SelectionRange}
		if !seen[ti] {
			seen[ti] = true
			out = append(out, ti)
		}
	}
	return out
}
