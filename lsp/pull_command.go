package lsp

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
)

// Diagnostics on request from typescript-language-server, which offers no
// textDocument/diagnostic: its publishes come one diagnostic kind at a
// time, without a version and without work-done progress, so a publish
// cannot tell whether the semantic check (which waits for the whole
// program to load, seconds on a big project) is still to come. Its
// typescript.tsserverRequest command passes a request through to
// tsserver, whose syntacticDiagnosticsSync and semanticDiagnosticsSync
// answer a file's diagnostics once they are computed: the final set,
// the same the publishes converge to.

// tsserverRequestCommand is typescript-language-server's pass-through
// command (advertised in executeCommandProvider.commands).
const tsserverRequestCommand = "typescript.tsserverRequest"

// commandPulls reports whether s answers diagnostics through
// tsserverRequestCommand.
func commandPulls(s *session) bool {
	return slices.Contains(s.caps.ExecuteCommandProvider.Commands, tsserverRequestCommand)
}

type executeCommandParams struct {
	Command   string `json:"command"`
	Arguments []any  `json:"arguments"`
}

// tsLocation is tsserver's 1-based line and offset (UTF-16 units).
type tsLocation struct {
	Line   uint32 `json:"line"`
	Offset uint32 `json:"offset"`
}

func (l tsLocation) position() Position {
	p := Position{}
	if l.Line > 0 {
		p.Line = l.Line - 1
	}
	if l.Offset > 0 {
		p.Character = l.Offset - 1
	}
	return p
}

// tsDiagnostic is tsserver's protocol.Diagnostic (without line text).
type tsDiagnostic struct {
	Start    tsLocation      `json:"start"`
	End      tsLocation      `json:"end"`
	Text     string          `json:"text"`
	Category string          `json:"category"`
	Code     json.RawMessage `json:"code"`
	Source   string          `json:"source"`
}

// toDiagnostic converts d the way typescript-language-server converts
// the diagnostics it publishes, so pulled and published sets compare.
func (d tsDiagnostic) toDiagnostic() Diagnostic {
	sev := SeverityError
	switch d.Category {
	case "warning":
		sev = SeverityWarning
	case "suggestion":
		sev = SeverityHint
	case "message":
		sev = SeverityInformation
	}
	source := d.Source
	if source == "" {
		source = "typescript"
	}
	w := wireDiagnostic{Range: Range{Start: d.Start.position(), End: d.End.position()}, Severity: sev, Code: d.Code, Source: source, Message: d.Text}
	return w.toDiagnostic()
}

// tsResponse is the tsserver response the command returns.
type tsResponse struct {
	Success bool           `json:"success"`
	Message string         `json:"message"`
	Body    []tsDiagnostic `json:"body"`
}

// commandPull asks tsserver for d's syntactic, semantic and suggestion
// diagnostics: the three kinds typescript-language-server publishes, in
// its order.
func (c *Client) commandPull(ctx context.Context, s *session, d *document) ([]Diagnostic, error) {
	var out []Diagnostic
	for _, req := range []string{"syntacticDiagnosticsSync", "semanticDiagnosticsSync", "suggestionDiagnosticsSync"} {
		var resp *tsResponse
		params := executeCommandParams{
			Command:   tsserverRequestCommand,
			Arguments: []any{req, map[string]any{"file": d.uri}},
		}
		if err := s.call(ctx, "workspace/executeCommand", params, &resp); err != nil {
			return nil, fmt.Errorf("%s through %s: %w", req, tsserverRequestCommand, err)
		}
		if resp == nil || !resp.Success {
			msg := "no response"
			if resp != nil {
				msg = resp.Message
			}
			return nil, fmt.Errorf("%s through %s failed: %s", req, tsserverRequestCommand, msg)
		}
		for _, td := range resp.Body {
			out = append(out, td.toDiagnostic())
		}
	}
	return out, nil
}
