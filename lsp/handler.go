package lsp

import (
	"context"
	"encoding/json"
	"path/filepath"

	"github.com/sourcegraph/jsonrpc2"
)

// handler answers the server's requests and takes its notifications.
// It runs on the connection's read loop: notifications are handled in
// order and quickly; replies go out from their own goroutine.
type handler struct {
	c *Client
	s *session
}

func (h handler) Handle(ctx context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request) {
	if req.Notif {
		switch {
		case req.Params == nil:
		case req.Method == "textDocument/publishDiagnostics":
			var p publishDiagnosticsParams
			if json.Unmarshal(*req.Params, &p) == nil {
				h.c.onPublish(h.s, p)
			}
			h.s.progress.touch()
		case req.Method == "$/progress":
			h.s.progress.progress(*req.Params)
		}
		return
	}
	if req.Method == "client/registerCapability" || req.Method == "client/unregisterCapability" {
		// In order, on the read loop: a server may unregister and
		// register again (pyright does, on configuration).
		h.registration(req)
	}
	go h.reply(ctx, conn, req)
}

func (h handler) reply(ctx context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request) {
	switch req.Method {
	case "workspace/configuration":
		// No settings: null for each item asks the server for its
		// defaults.
		var p configurationParams
		if req.Params != nil {
			json.Unmarshal(*req.Params, &p)
		}
		conn.Reply(ctx, req.ID, make([]json.RawMessage, len(p.Items)))
	case "workspace/workspaceFolders":
		conn.Reply(ctx, req.ID, []workspaceFolder{{URI: PathToURI(h.c.root), Name: filepath.Base(h.c.root)}})
	case "client/registerCapability", "client/unregisterCapability",
		"window/workDoneProgress/create", "window/showMessageRequest",
		"workspace/diagnostic/refresh", "workspace/semanticTokens/refresh",
		"workspace/inlayHint/refresh", "workspace/codeLens/refresh":
		conn.Reply(ctx, req.ID, nil)
	case "workspace/applyEdit":
		conn.Reply(ctx, req.ID, map[string]any{"applied": false, "failureReason": "read-only client"})
	default:
		conn.ReplyWithError(ctx, req.ID, &jsonrpc2.Error{Code: jsonrpc2.CodeMethodNotFound, Message: "unsupported by soulindex: " + req.Method})
	}
}

// registration follows the dynamic registrations of pull diagnostics,
// by id (pyright offers them that way only, registering anew and then
// dropping the old one); other registrations are ignored.
func (h handler) registration(req *jsonrpc2.Request) {
	var p registrationParams
	if req.Params == nil || json.Unmarshal(*req.Params, &p) != nil {
		return
	}
	h.s.regMu.Lock()
	defer h.s.regMu.Unlock()
	for _, r := range p.Registrations {
		if r.Method == "textDocument/diagnostic" {
			if h.s.pullRegs == nil {
				h.s.pullRegs = map[string]bool{}
			}
			h.s.pullRegs[r.ID] = true
		}
	}
	for _, r := range p.Unregisterations {
		delete(h.s.pullRegs, r.ID)
	}
	h.s.pullRegistered.Store(len(h.s.pullRegs) > 0)
}
