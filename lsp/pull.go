package lsp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/sourcegraph/jsonrpc2"
)

// Pull diagnostics (LSP 3.17 textDocument/diagnostic): the server
// computes a document's diagnostics when asked, instead of publishing
// them when it gets round to it. Used when Options.PullDiagnostics is set
// and the server advertises diagnosticProvider.

// codeServerCancelled: the server dropped the request and, when its data
// says retriggerRequest, wants it asked again (it was busy loading).
const codeServerCancelled = -32802

type documentDiagnosticParams struct {
	TextDocument textDocumentIdentifier `json:"textDocument"`
}

// documentDiagnosticReport is a full report; "unchanged" never comes back
// since no previousResultId is sent.
type documentDiagnosticReport struct {
	Kind  string           `json:"kind"`
	Items []wireDiagnostic `json:"items"`
}

// pulls reports whether Diagnostics asks s for diagnostics rather than
// waiting for a publish.
func (c *Client) pulls(s *session) bool {
	return c.opts.PullDiagnostics && (supported(s.caps.DiagnosticProvider) || s.pullRegistered.Load())
}

// registrationParams covers client/registerCapability and
// client/unregisterCapability (whose misspelt field is the protocol's).
type registrationParams struct {
	Registrations    []registration `json:"registrations"`
	Unregisterations []registration `json:"unregisterations"`
}

type registration struct {
	ID     string `json:"id"`
	Method string `json:"method"`
}

// PullsDiagnostics reports whether the running server is asked for
// diagnostics (textDocument/diagnostic) rather than waited for.
func (c *Client) PullsDiagnostics() bool {
	c.mu.Lock()
	s := c.sess
	c.mu.Unlock()
	return s != nil && c.pulls(s)
}

// pull asks s for path's diagnostics, again while the server says it
// cancelled the request to be retriggered, until ctx ends.
func (c *Client) pull(ctx context.Context, s *session, d *document) ([]Diagnostic, error) {
	for {
		var rep documentDiagnosticReport
		err := s.call(ctx, "textDocument/diagnostic", documentDiagnosticParams{TextDocument: textDocumentIdentifier{URI: d.uri}}, &rep)
		if err == nil {
			out := make([]Diagnostic, 0, len(rep.Items))
			for _, w := range rep.Items {
				out = append(out, w.toDiagnostic())
			}
			return out, nil
		}
		if !retrigger(err) {
			return nil, err
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("textDocument/diagnostic kept being cancelled by the server: %w", ctx.Err())
		case <-time.After(200 * time.Millisecond):
		}
	}
}

// retrigger reports whether err is the server cancelling a request it
// wants asked again.
func retrigger(err error) bool {
	var rpcErr *jsonrpc2.Error
	if !errors.As(err, &rpcErr) || rpcErr.Code != codeServerCancelled {
		return false
	}
	if rpcErr.Data == nil {
		return true
	}
	var data struct {
		RetriggerRequest *bool `json:"retriggerRequest"`
	}
	if json.Unmarshal(*rpcErr.Data, &data) != nil || data.RetriggerRequest == nil {
		return true
	}
	return *data.RetriggerRequest
}
