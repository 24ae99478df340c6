package lsp

import (
	"context"
	"fmt"
	"net/url"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/soulindex/soulindex/internal/safefile"
)

// MaxDocumentSize caps a file read to be sent to a language server: the
// largest --max-file-size allowed, so no file the index took is refused,
// while a file swapped since for a device cannot fill memory.
const MaxDocumentSize = 64 << 20

// document is one synced document. Its text is the last content sent.
type document struct {
	path, uri, languageID string
	text                  []byte
	version               int
	// syncAt is the event count when the latest didOpen/didChange went
	// out: a publish without a version counts for this content only if
	// it arrived later.
	syncAt   uint64
	syncTime time.Time
	// dirty: content came from Update, not disk; never evicted.
	dirty  bool
	openIn *session
}

// reopen sends didOpen for every document of a restarted server, with
// its current text. Called with syncMu held.
func (c *Client) reopen(ctx context.Context, s *session) error {
	c.mu.Lock()
	docs := make([]*document, 0, len(c.order))
	for _, p := range c.order {
		docs = append(docs, c.docs[p])
	}
	c.mu.Unlock()
	for _, d := range docs {
		if err := c.sendOpen(ctx, s, d); err != nil {
			return err
		}
	}
	return nil
}

// ensureOpen opens path in s unless it already is.
func (c *Client) ensureOpen(ctx context.Context, s *session, path string) (*document, error) {
	c.syncMu.Lock()
	defer c.syncMu.Unlock()
	c.mu.Lock()
	d := c.docs[path]
	c.mu.Unlock()
	if d == nil {
		text, err := safefile.ReadFileNoFollow(path, MaxDocumentSize)
		if err != nil {
			return nil, fmt.Errorf("%s: opening document: %w", c.srv.Name, err)
		}
		d = &document{path: path, uri: PathToURI(path), languageID: LanguageID(c.lang, path), text: text}
		c.mu.Lock()
		c.docs[path] = d
		c.order = append(c.order, path)
		evict := c.evictLocked(s)
		c.mu.Unlock()
		for _, uri := range evict {
			s.notify(ctx, "textDocument/didClose", didCloseParams{TextDocument: textDocumentIdentifier{URI: uri}})
		}
	}
	c.mu.Lock()
	open := d.openIn == s
	c.mu.Unlock()
	if open {
		return d, nil
	}
	return d, c.sendOpen(ctx, s, d)
}

// evictLocked drops the oldest unmodified documents beyond MaxOpen and
// returns the URIs to close in s.
func (c *Client) evictLocked(s *session) []string {
	var out []string
	for i := 0; len(c.order) > c.opts.MaxOpen && i < len(c.order); {
		d := c.docs[c.order[i]]
		if d.dirty {
			i++
			continue
		}
		if d.openIn == s {
			out = append(out, d.uri)
		}
		delete(c.docs, d.path)
		c.order = append(c.order[:i], c.order[i+1:]...)
	}
	return out
}

// sendOpen sends didOpen with a new version. Called with syncMu held.
func (c *Client) sendOpen(ctx context.Context, s *session, d *document) error {
	c.mu.Lock()
	d.version++
	c.events++
	d.syncAt, d.syncTime = c.events, time.Now()
	d.openIn = s
	p := didOpenParams{TextDocument: textDocumentItem{URI: d.uri, LanguageID: d.languageID, Version: d.version, Text: string(d.text)}}
	c.mu.Unlock()
	return s.notify(ctx, "textDocument/didOpen", p)
}

// Update implements Requester: full-text didChange (didOpen if the
// document is not open yet) with the next version.
func (c *Client) Update(ctx context.Context, path string, content []byte) error {
	path = absPath(path)
	text := append([]byte(nil), content...)
	return c.do(ctx, "didChange", func(ctx context.Context, s *session) error {
		c.syncMu.Lock()
		defer c.syncMu.Unlock()
		c.mu.Lock()
		d := c.docs[path]
		if d == nil {
			d = &document{path: path, uri: PathToURI(path), languageID: LanguageID(c.lang, path)}
			c.docs[path] = d
			c.order = append(c.order, path)
		}
		d.text, d.dirty = text, true
		if d.openIn != s {
			c.mu.Unlock()
			return c.sendOpen(ctx, s, d)
		}
		d.version++
		c.events++
		d.syncAt, d.syncTime = c.events, time.Now()
		p := didChangeParams{
			TextDocument:   versionedTextDocumentIdentifier{URI: d.uri, Version: d.version},
			ContentChanges: []contentChange{{Text: string(text)}},
		}
		c.mu.Unlock()
		return s.notify(ctx, "textDocument/didChange", p)
	})
}

// PathToURI turns an absolute path into a file:// URI.
func PathToURI(path string) string {
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(path)}).String()
}

// URIToPath turns a file:// URI into a path; other URIs are returned
// unchanged.
func URIToPath(uri string) string {
	u, err := url.Parse(uri)
	if err != nil || u.Scheme != "file" {
		return uri
	}
	return filepath.FromSlash(u.Path)
}

// normalizeURI re-encodes a server's URI the way PathToURI does, since
// servers differ in what they escape (%3A, drive letters, …).
func normalizeURI(uri string) string {
	if strings.HasPrefix(uri, "file:") {
		return PathToURI(URIToPath(uri))
	}
	return uri
}

func absPath(p string) string {
	if a, err := filepath.Abs(p); err == nil {
		return a
	}
	return p
}

// CloseDocument sends didClose for path and forgets its content (an
// Update's text included); the next request re-reads it from disk.
func (c *Client) CloseDocument(ctx context.Context, path string) error {
	path = absPath(path)
	c.syncMu.Lock()
	defer c.syncMu.Unlock()
	c.mu.Lock()
	d := c.docs[path]
	var s *session
	if d != nil {
		s = d.openIn
		delete(c.docs, path)
		c.order = slices.DeleteFunc(c.order, func(p string) bool { return p == path })
	}
	c.mu.Unlock()
	if s == nil || s.gone() {
		return nil
	}
	if err := s.notify(ctx, "textDocument/didClose", didCloseParams{TextDocument: textDocumentIdentifier{URI: d.uri}}); err != nil {
		return fmt.Errorf("%s didClose: %w", c.srv.Name, err)
	}
	return nil
}
