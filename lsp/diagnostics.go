package lsp

import (
	"context"
	"fmt"
	"time"

	"github.com/sourcegraph/jsonrpc2"
)

// publish is the latest publishDiagnostics of one document.
type publish struct {
	version *int      // nil: the server sent none
	at      uint64    // event count at arrival (see document.syncAt)
	recv    time.Time // arrival, for Options.Settle
	diags   []Diagnostic
}

// Diagnostics implements Requester: it opens path if needed and waits
// (up to ctx's deadline and Options.RequestTimeout) for the publish that
// belongs to the document's current version; or, with
// Options.PullDiagnostics and a server offering them, asks for them
// (textDocument/diagnostic); typescript-language-server is always asked,
// through tsserver (pull_command.go).
//
// A publish carrying a version counts only for that version. Servers
// that omit it (typescript-language-server) are judged by time: a
// publish counts if it arrived after the latest didOpen/didChange and no
// newer one followed within Options.Settle (such servers publish in
// bursts, one diagnostic kind at a time); and when the latest publish was
// empty and nothing at all was published within Options.Quiet of the
// change, the document is taken to be still clean (the server publishes
// nothing when nothing changed). A server slower than Quiet to report a
// new error defeats that last rule: raise Quiet for big projects.
func (c *Client) Diagnostics(ctx context.Context, path string) ([]Diagnostic, error) {
	path = absPath(path)
	var out []Diagnostic
	err := c.do(ctx, "diagnostics", func(ctx context.Context, s *session) error {
		d, err := c.ensureOpen(ctx, s, path)
		if err != nil {
			return err
		}
		switch {
		case c.pulls(s):
			out, err = c.pull(ctx, s, d)
			return err
		case commandPulls(s):
			out, err = c.commandPull(ctx, s, d)
			return err
		}
		for {
			c.mu.Lock()
			p := c.pubs[d.uri]
			version, syncAt, syncTime := d.version, d.syncAt, d.syncTime
			unversioned := c.unversioned
			wait := c.pubCh
			c.mu.Unlock()
			now := time.Now()
			var wake time.Time // zero: wait for a publish only
			switch {
			case p != nil && p.version != nil:
				if *p.version == version {
					out = append([]Diagnostic(nil), p.diags...)
					return nil
				}
			case p != nil && p.at > syncAt:
				wake = p.recv.Add(c.opts.Settle)
				if !now.Before(wake) {
					out = append([]Diagnostic(nil), p.diags...)
					return nil
				}
			case p != nil && unversioned && len(p.diags) == 0:
				// typescript-language-server skips a publish only when
				// every kind of diagnostic was and stays empty.
				wake = syncTime.Add(c.opts.Quiet)
				if !now.Before(wake) {
					out = append([]Diagnostic(nil), p.diags...)
					return nil
				}
			}
			if err := waitPublish(ctx, s, wait, wake); err != nil {
				return fmt.Errorf("no diagnostics published for version %d of %s: %w", version, path, err)
			}
		}
	})
	return out, err
}

// waitPublish waits for the next publish, or until wake (if set).
func waitPublish(ctx context.Context, s *session, publish <-chan struct{}, wake time.Time) error {
	var timer <-chan time.Time
	if !wake.IsZero() {
		t := time.NewTimer(time.Until(wake))
		defer t.Stop()
		timer = t.C
	}
	select {
	case <-publish:
	case <-timer:
	case <-s.exited:
		return jsonrpc2.ErrClosed
	case <-s.conn.DisconnectNotify():
		return jsonrpc2.ErrClosed
	case <-ctx.Done():
		return ctx.Err()
	}
	return nil
}

// onPublish records a publishDiagnostics notification of session s.
func (c *Client) onPublish(s *session, p publishDiagnosticsParams) {
	diags := make([]Diagnostic, 0, len(p.Diagnostics))
	for _, d := range p.Diagnostics {
		diags = append(diags, d.toDiagnostic())
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.sess != nil && c.sess != s {
		return // a publish from a server that was replaced
	}
	c.events++
	uri := normalizeURI(p.URI)
	c.pubs[uri] = &publish{version: p.Version, at: c.events, recv: time.Now(), diags: diags}
	if p.Version == nil {
		// Only publishes for open documents say how the server treats
		// versions (gopls, for one, publishes closed files without).
		if d := c.docs[URIToPath(uri)]; d != nil && d.openIn == s {
			c.unversioned = true
		}
	}
	close(c.pubCh)
	c.pubCh = make(chan struct{})
}
