package lsp

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
)

// codeActionParams is textDocument/codeAction's request.
type codeActionParams struct {
	// TextDocument is nil in CodeActionParams' (the bridge adds its own).
	TextDocument *textDocumentIdentifier `json:"textDocument,omitempty"`
	Range        Range                   `json:"range"`
	Context      codeActionContext       `json:"context"`
}

// newCodeActionParams asks for the actions over rng with diags in the
// context and no kind filter (context.only).
func newCodeActionParams(rng Range, diags []Diagnostic) codeActionParams {
	p := codeActionParams{Range: rng, Context: codeActionContext{Diagnostics: make([]contextDiagnostic, 0, len(diags)), TriggerKind: 2}}
	for _, d := range diags {
		p.Context.Diagnostics = append(p.Context.Diagnostics, contextDiagnostic{Range: d.Range, Severity: d.Severity,
			Code: wireCode(d.Code), Source: d.Source, Message: d.Message})
	}
	return p
}

// CodeActionParams returns the JSON of textDocument/codeAction's params
// but the document (range and context, positions in UTF-16): what every
// transport sends for Requester.CodeActions.
func CodeActionParams(rng Range, diags []Diagnostic) ([]byte, error) {
	b, err := json.Marshal(newCodeActionParams(rng, diags))
	if err != nil {
		return nil, fmt.Errorf("code action params: %w", err)
	}
	return b, nil
}

type codeActionContext struct {
	Diagnostics []contextDiagnostic `json:"diagnostics"`
	// TriggerKind 2 (automatic): what an editor sends to show the fixes
	// available (a light bulb), as opposed to a user's explicit request.
	TriggerKind int `json:"triggerKind"`
}

// contextDiagnostic is a Diagnostic sent back to the server.
type contextDiagnostic struct {
	Range    Range           `json:"range"`
	Severity Severity        `json:"severity,omitempty"`
	Code     json.RawMessage `json:"code,omitempty"`
	Source   string          `json:"source,omitempty"`
	Message  string          `json:"message"`
}

// wireCodeAction covers both answer forms: CodeAction, and Command (whose
// command is the command's name, a string, where a CodeAction's is an
// object).
type wireCodeAction struct {
	Title       string `json:"title"`
	Kind        string `json:"kind"`
	IsPreferred bool   `json:"isPreferred"`
	Disabled    *struct {
		Reason string `json:"reason"`
	} `json:"disabled"`
}

// CodeActions implements Requester: textDocument/codeAction over rng with
// diags in the context and no kind filter. Disabled actions (offered but
// not applicable) are left out; nothing is resolved or executed.
func (c *Client) CodeActions(ctx context.Context, path string, rng Range, diags []Diagnostic) ([]CodeAction, error) {
	var out []CodeAction
	err := c.onDocument(ctx, path, "textDocument/codeAction", "codeAction", func(sc serverCapabilities) json.RawMessage { return sc.CodeActionProvider }, func(ctx context.Context, s *session, d *document) error {
		p := newCodeActionParams(rng, diags)
		p.TextDocument = &textDocumentIdentifier{URI: d.uri}
		var raw []wireCodeAction
		if err := s.call(ctx, "textDocument/codeAction", p, &raw); err != nil {
			return err
		}
		out = codeActions(raw)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("code actions: %w", err)
	}
	return out, nil
}

// codeActions keeps the enabled actions of an answer, in its order.
func codeActions(raw []wireCodeAction) []CodeAction {
	out := make([]CodeAction, 0, len(raw))
	for _, w := range raw {
		if w.Disabled == nil && w.Title != "" {
			out = append(out, CodeAction{Title: w.Title, Kind: w.Kind, Preferred: w.IsPreferred})
		}
	}
	return out
}

// wireCode turns a diagnostic's code back into JSON as servers publish
// it: a number when it reads as an integer (tsserver's codes), else a
// string.
func wireCode(code string) json.RawMessage {
	if code == "" {
		return nil
	}
	if _, err := strconv.ParseInt(code, 10, 64); err == nil {
		return json.RawMessage(code)
	}
	b, _ := json.Marshal(code)
	return b
}
