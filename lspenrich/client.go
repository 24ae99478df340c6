package lspenrich

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/sourcegraph/jsonrpc2"
)

// Server is one resolved language server command.
type Server struct {
	// Language is the soulindex language ID the server was resolved for.
	Language string
	// Name identifies the server in messages and in DiscoveryConfig.Disabled
	// ("gopls", "pyright-langserver").
	Name string
	// Path is the executable; Args follow it.
	Path string
	Args []string
	// Source says where discovery found it: "PATH", "lsp-servers",
	// "mason", "extra", "repo-config".
	Source string
}

func (s Server) String() string {
	return strings.Join(append([]string{s.Path}, s.Args...), " ")
}

// Options tune a Client. Zero values take the defaults.
type Options struct {
	// RequestTimeout bounds each request, and each Diagnostics wait
	// (default 30s).
	RequestTimeout time.Duration
	// InitTimeout bounds start-up: process start plus initialize
	// (default 60s).
	InitTimeout time.Duration
	// ShutdownGrace is how long Close waits for shutdown/exit before it
	// kills the process group (default 2s).
	ShutdownGrace time.Duration
	// Restarts is how many times a crashed server is restarted (default
	// 1; negative: never).
	Restarts int
	// MaxOpen bounds the documents kept open; the oldest unmodified one
	// is closed first (default 200).
	MaxOpen int
	// Stderr receives the server's stderr as well (default: only the
	// tail is kept, for error messages).
	Stderr io.Writer
	// Env is the server's environment (nil: inherit).
	Env []string
	// Settle and Quiet judge diagnostics of servers that publish without
	// a document version (see Diagnostics); defaults 300ms and 3s.
	Settle time.Duration
	Quiet  time.Duration
}

func (o Options) withDefaults() Options {
	if o.RequestTimeout <= 0 {
		o.RequestTimeout = 30 * time.Second
	}
	if o.InitTimeout <= 0 {
		o.InitTimeout = 60 * time.Second
	}
	if o.ShutdownGrace <= 0 {
		o.ShutdownGrace = 2 * time.Second
	}
	if o.Restarts == 0 {
		o.Restarts = 1
	} else if o.Restarts < 0 {
		o.Restarts = 0
	}
	if o.Settle <= 0 {
		o.Settle = 300 * time.Millisecond
	}
	if o.Quiet <= 0 {
		o.Quiet = 3 * time.Second
	}
	if o.MaxOpen <= 0 {
		o.MaxOpen = 200
	}
	return o
}

// Client is a standalone language server spoken to over stdio. It
// implements Requester for its language and is safe for concurrent use.
type Client struct {
	srv  Server
	lang string
	root string
	opts Options

	// life ends every session: Close, or the ctx given to Start.
	life     context.Context
	stopLife context.CancelFunc

	// syncMu serializes document notifications and restarts, so didOpen
	// and didChange reach the server in version order. Held across I/O;
	// never taken by the connection's read loop.
	syncMu sync.Mutex

	// mu guards the fields below; never held across I/O.
	mu       sync.Mutex
	sess     *session
	restarts int
	dead     error
	closed   bool
	docs     map[string]*document // by absolute path
	order    []string             // open order, for eviction
	pubs     map[string]*publish  // latest publish by URI
	events   uint64               // orders syncs and publishes
	pubCh    chan struct{}        // closed and replaced on each publish
	pgids    []int                // every process group started
	// unversioned: the server publishes diagnostics without versions.
	unversioned bool
}

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

type publish struct {
	version *int
	at      uint64
	recv    time.Time
	diags   []Diagnostic
}

// session is one server process and its connection.
type session struct {
	pgid   int
	conn   *jsonrpc2.Conn
	codec  *frameCodec
	stderr *tailBuffer
	caps   serverCapabilities
	nextID atomic.Int64

	exited  chan struct{} // closed when the process is reaped
	waitErr error         // set before exited closes
}

func (s *session) gone() bool {
	select {
	case <-s.exited:
		return true
	case <-s.conn.DisconnectNotify():
		return true
	default:
		return false
	}
}

// Start launches srv in its own process group with root as workspace and
// initializes it. The server lives until Close, or until ctx ends (then
// its process group is killed at once: Ctrl-C must leave nothing behind).
func Start(ctx context.Context, srv Server, root string, opts Options) (*Client, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	abs, err := filepath.Abs(root)
	if err != nil {
		return nil, fmt.Errorf("%s: workspace root: %w", srv.Name, err)
	}
	c := &Client{
		srv:   srv,
		lang:  srv.Language,
		root:  abs,
		opts:  opts.withDefaults(),
		docs:  map[string]*document{},
		pubs:  map[string]*publish{},
		pubCh: make(chan struct{}),
	}
	c.life, c.stopLife = context.WithCancel(context.Background())
	stop := context.AfterFunc(ctx, c.kill)
	go func() {
		<-c.life.Done()
		stop()
	}()
	initCtx, cancel := context.WithTimeout(ctx, c.opts.InitTimeout)
	defer cancel()
	s, err := c.startSession(initCtx)
	if err != nil {
		c.kill()
		return nil, err
	}
	c.mu.Lock()
	c.sess = s
	c.mu.Unlock()
	return c, nil
}

// Language implements Requester.
func (c *Client) Language() string { return c.lang }

// Server returns the command the client runs.
func (c *Client) Server() Server { return c.srv }

// ProcessGroups returns the process groups started so far (one per
// start or restart); tests check none survives Close.
func (c *Client) ProcessGroups() []int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]int(nil), c.pgids...)
}

// Alive reports whether the server can still answer (it may be
// restarted once on the next request after a crash).
func (c *Client) Alive() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return !c.closed && c.dead == nil
}

func (c *Client) startSession(ctx context.Context) (*session, error) {
	cmd := exec.Command(c.srv.Path, c.srv.Args...)
	cmd.Dir = c.root
	cmd.Env = c.opts.Env
	ownGroup(cmd)
	// os.Pipe rather than cmd.StdoutPipe: Wait must not close our end of
	// stdout while the read loop still drains it.
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", c.srv.Name, err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, fmt.Errorf("%s: %w", c.srv.Name, err)
	}
	tail := &tailBuffer{max: 2048}
	cmd.Stdin, cmd.Stdout = inR, outW
	if c.opts.Stderr != nil {
		cmd.Stderr = io.MultiWriter(tail, c.opts.Stderr)
	} else {
		cmd.Stderr = tail
	}
	// A grandchild holding stderr open must not block Wait forever.
	cmd.WaitDelay = time.Second
	if err := cmd.Start(); err != nil {
		inR.Close()
		inW.Close()
		outR.Close()
		outW.Close()
		return nil, fmt.Errorf("starting %s (%s): %w", c.srv.Name, c.srv, err)
	}
	inR.Close()
	outW.Close()
	s := &session{
		pgid:   cmd.Process.Pid,
		codec:  &frameCodec{server: c.srv.Name},
		stderr: tail,
		exited: make(chan struct{}),
	}
	c.mu.Lock()
	c.pgids = append(c.pgids, s.pgid)
	c.mu.Unlock()

	stream := jsonrpc2.NewBufferedStream(pipeRWC{r: outR, w: inW}, s.codec)
	s.conn = jsonrpc2.NewConn(c.life, stream, handler{c: c, s: s},
		jsonrpc2.SetLogger(log.New(io.Discard, "", 0)))
	go func() {
		s.waitErr = cmd.Wait()
		close(s.exited)
		s.conn.Close()
	}()
	go func() {
		// A connection cut off (garbage, closed stdout) takes the whole
		// process group with it.
		<-s.conn.DisconnectNotify()
		killGroup(s.pgid)
	}()

	params := initializeParams{
		ProcessID:        os.Getpid(),
		ClientInfo:       clientInfo{Name: "soulindex"},
		RootURI:          PathToURI(c.root),
		RootPath:         c.root,
		WorkspaceFolders: []workspaceFolder{{URI: PathToURI(c.root), Name: filepath.Base(c.root)}},
		Capabilities:     json.RawMessage(clientCapabilities),
	}
	var res initializeResult
	if err := s.call(ctx, "initialize", params, &res); err != nil {
		err = c.sessionErr(s, "initialize", err)
		s.kill()
		return nil, err
	}
	s.caps = res.Capabilities
	if err := s.conn.Notify(ctx, "initialized", struct{}{}); err != nil {
		err = c.sessionErr(s, "initialized", err)
		s.kill()
		return nil, err
	}
	return s, nil
}

func (s *session) kill() {
	killGroup(s.pgid)
	s.conn.Close()
}

// call sends one request; when ctx ends first it tells the server to
// cancel it.
func (s *session) call(ctx context.Context, method string, params, result any) error {
	id := s.nextID.Add(1)
	w, err := s.conn.DispatchCall(ctx, method, params, jsonrpc2.PickID(jsonrpc2.ID{Num: uint64(id)}))
	if err != nil {
		return err
	}
	err = w.Wait(ctx, result)
	if err != nil && ctx.Err() != nil && errors.Is(err, ctx.Err()) {
		// Off the caller's path: a server that stopped reading stdin
		// must not block it.
		go s.conn.Notify(context.Background(), "$/cancelRequest", cancelParams{ID: id})
	}
	return err
}

// sessionErr explains a failed request: timeout, garbage, crash.
func (c *Client) sessionErr(s *session, method string, err error) error {
	if pe := s.codec.protocolErr(); pe != nil {
		return fmt.Errorf("%w: %s: %w", ErrServerDead, method, pe)
	}
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
		return fmt.Errorf("%s: %s: %w", c.srv.Name, method, err)
	}
	if errors.Is(err, jsonrpc2.ErrClosed) || s.gone() {
		return fmt.Errorf("%w: %s %s: %s", ErrServerDead, c.srv.Name, method, s.exitReason())
	}
	var rpcErr *jsonrpc2.Error
	if errors.As(err, &rpcErr) && rpcErr.Code == jsonrpc2.CodeMethodNotFound {
		return fmt.Errorf("%s %s: %w", c.srv.Name, method, ErrUnsupported)
	}
	return fmt.Errorf("%s %s: %w", c.srv.Name, method, err)
}

// exitReason describes why a session's connection ended.
func (s *session) exitReason() string {
	select {
	case <-s.exited:
	case <-time.After(500 * time.Millisecond):
		return "connection closed"
	}
	reason := "exited"
	if s.waitErr != nil {
		reason = "exited: " + s.waitErr.Error()
	}
	if t := strings.TrimSpace(s.stderr.String()); t != "" {
		reason += "; stderr: " + lastLines(t, 5)
	}
	return reason
}

// live returns a running session, restarting a crashed server while
// restarts remain.
func (c *Client) live(ctx context.Context) (*session, error) {
	c.mu.Lock()
	s, err := c.sess, c.state()
	c.mu.Unlock()
	if err != nil {
		return nil, err
	}
	if s != nil && !s.gone() {
		return s, nil
	}
	c.syncMu.Lock()
	defer c.syncMu.Unlock()
	c.mu.Lock()
	if err := c.state(); err != nil {
		c.mu.Unlock()
		return nil, err
	}
	if c.sess != s && c.sess != nil && !c.sess.gone() {
		s = c.sess
		c.mu.Unlock()
		return s, nil
	}
	if pe := s.codec.protocolErr(); pe != nil {
		// Garbage is not a crash: a restart would write it again.
		c.dead = fmt.Errorf("%w: %w", ErrServerDead, pe)
		c.mu.Unlock()
		return nil, c.dead
	}
	if c.restarts >= c.opts.Restarts {
		c.dead = fmt.Errorf("%w: %s %s (no restarts left)", ErrServerDead, c.srv.Name, s.exitReason())
		c.mu.Unlock()
		return nil, c.dead
	}
	c.restarts++
	c.mu.Unlock()

	initCtx, cancel := context.WithTimeout(ctx, c.opts.InitTimeout)
	defer cancel()
	ns, err := c.startSession(initCtx)
	if err == nil {
		err = c.reopen(initCtx, ns)
		if err != nil {
			ns.kill()
		}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if err != nil {
		c.dead = fmt.Errorf("%w: restarting %s: %w", ErrServerDead, c.srv.Name, err)
		return nil, c.dead
	}
	if c.closed {
		ns.kill()
		return nil, c.state()
	}
	c.sess = ns
	return ns, nil
}

// state is the error every request gets once the client is closed or
// its server is dead for good. Call with mu held.
func (c *Client) state() error {
	if c.closed {
		return fmt.Errorf("%w: %s was closed", ErrServerDead, c.srv.Name)
	}
	return c.dead
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

// do runs op against a live session; if the server died under it, it is
// restarted (once, per Options.Restarts) and op runs again.
func (c *Client) do(ctx context.Context, method string, op func(context.Context, *session) error) error {
	ctx, cancel := context.WithTimeout(ctx, c.opts.RequestTimeout)
	defer cancel()
	for attempt := 0; ; attempt++ {
		s, err := c.live(ctx)
		if err != nil {
			return err
		}
		err = op(ctx, s)
		if err == nil {
			return nil
		}
		if attempt == 0 && ctx.Err() == nil && s.gone() && s.codec.protocolErr() == nil {
			continue
		}
		if errors.Is(err, ErrUnsupported) || errors.Is(err, ErrServerDead) {
			return err
		}
		if errors.Is(err, context.DeadlineExceeded) && ctx.Err() != nil {
			return fmt.Errorf("%s %s: timed out: %w", c.srv.Name, method, err)
		}
		return c.sessionErr(s, method, err)
	}
}

// ensureOpen opens path in s unless it already is.
func (c *Client) ensureOpen(ctx context.Context, s *session, path string) (*document, error) {
	c.syncMu.Lock()
	defer c.syncMu.Unlock()
	c.mu.Lock()
	d := c.docs[path]
	c.mu.Unlock()
	if d == nil {
		text, err := os.ReadFile(path)
		if err != nil {
			return nil, fmt.Errorf("%s: opening document: %w", c.srv.Name, err)
		}
		d = &document{path: path, uri: PathToURI(path), languageID: LanguageID(c.lang, path), text: text}
		c.mu.Lock()
		c.docs[path] = d
		c.order = append(c.order, path)
		evict := c.evictLocked()
		c.mu.Unlock()
		for _, e := range evict {
			if e.openIn == s {
				s.conn.Notify(ctx, "textDocument/didClose", didCloseParams{TextDocument: textDocumentIdentifier{URI: e.uri}})
			}
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

// evictLocked drops the oldest unmodified documents beyond MaxOpen.
func (c *Client) evictLocked() []*document {
	var out []*document
	for i := 0; len(c.order) > c.opts.MaxOpen && i < len(c.order); {
		d := c.docs[c.order[i]]
		if d.dirty {
			i++
			continue
		}
		out = append(out, d)
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
	return s.conn.Notify(ctx, "textDocument/didOpen", p)
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
		return s.conn.Notify(ctx, "textDocument/didChange", p)
	})
}

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

// Diagnostics implements Requester: it opens path if needed and waits
// (up to ctx's deadline and Options.RequestTimeout) for the publish that
// belongs to the document's current version.
//
// A publish carrying a version counts only for that version. Servers
// that omit it (typescript-language-server) are judged by time: a
// publish counts if it arrived after the latest didOpen/didChange and no
// newer one followed within Options.Settle (such servers publish in
// bursts, one diagnostic kind at a time); and when nothing at all was
// published within Options.Quiet of the change, the diagnostics did not
// change and the latest publish stands.
func (c *Client) Diagnostics(ctx context.Context, path string) ([]Diagnostic, error) {
	path = absPath(path)
	var out []Diagnostic
	err := c.do(ctx, "diagnostics", func(ctx context.Context, s *session) error {
		d, err := c.ensureOpen(ctx, s, path)
		if err != nil {
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
				if settled := p.recv.Add(c.opts.Settle); !now.Before(settled) {
					out = append([]Diagnostic(nil), p.diags...)
					return nil
				} else {
					wake = settled
				}
			case p != nil && unversioned:
				if quiet := syncTime.Add(c.opts.Quiet); !now.Before(quiet) {
					out = append([]Diagnostic(nil), p.diags...)
					return nil
				} else {
					wake = quiet
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
	c.pubs[normalizeURI(p.URI)] = &publish{version: p.Version, at: c.events, recv: time.Now(), diags: diags}
	if p.Version == nil {
		c.unversioned = true
	}
	close(c.pubCh)
	c.pubCh = make(chan struct{})
}

// Close implements Requester: shutdown and exit, then SIGKILL to the
// process group once ShutdownGrace has passed (or at once when the
// server already exited; its children may not have).
func (c *Client) Close() error {
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return nil
	}
	c.closed = true
	s := c.sess
	c.mu.Unlock()
	defer c.stopLife()
	if s == nil {
		return nil
	}
	grace := c.opts.ShutdownGrace
	if !s.gone() {
		ctx, cancel := context.WithTimeout(context.Background(), grace)
		err := s.call(ctx, "shutdown", nil, nil)
		cancel()
		if err == nil {
			done := make(chan struct{})
			go func() {
				// exit may block on a server that stopped reading.
				s.conn.Notify(context.Background(), "exit", nil)
				close(done)
			}()
			select {
			case <-done:
			case <-time.After(grace):
			}
			select {
			case <-s.exited:
			case <-time.After(grace):
			}
		}
	}
	err := killGroup(s.pgid)
	s.conn.Close()
	select {
	case <-s.exited:
	case <-time.After(5 * time.Second):
		return fmt.Errorf("%s (pid %d) did not exit after SIGKILL", c.srv.Name, s.pgid)
	}
	if err != nil {
		return fmt.Errorf("killing %s: %w", c.srv.Name, err)
	}
	return nil
}

// kill ends the server at once (ctx cancelled, failed start).
func (c *Client) kill() {
	c.mu.Lock()
	c.closed = true
	s := c.sess
	pgids := append([]int(nil), c.pgids...)
	c.mu.Unlock()
	for _, g := range pgids {
		killGroup(g)
	}
	if s != nil {
		s.conn.Close()
	}
	c.stopLife()
}

// handler answers the server's requests and takes its notifications.
// It runs on the connection's read loop: notifications are handled in
// order and quickly; replies go out from their own goroutine.
type handler struct {
	c *Client
	s *session
}

func (h handler) Handle(ctx context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request) {
	if req.Notif {
		if req.Method == "textDocument/publishDiagnostics" && req.Params != nil {
			var p publishDiagnosticsParams
			if json.Unmarshal(*req.Params, &p) == nil {
				h.c.onPublish(h.s, p)
			}
		}
		return
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

type pipeRWC struct {
	r *os.File
	w *os.File
}

func (p pipeRWC) Read(b []byte) (int, error)  { return p.r.Read(b) }
func (p pipeRWC) Write(b []byte) (int, error) { return p.w.Write(b) }
func (p pipeRWC) Close() error {
	err := p.w.Close()
	if e := p.r.Close(); err == nil {
		err = e
	}
	return err
}

// tailBuffer keeps the last max bytes written to it.
type tailBuffer struct {
	mu  sync.Mutex
	max int
	b   []byte
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.b = append(t.b, p...)
	if len(t.b) > t.max {
		t.b = append(t.b[:0], t.b[len(t.b)-t.max:]...)
	}
	return len(p), nil
}

func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.b)
}

func lastLines(s string, n int) string {
	lines := strings.Split(s, "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, " | ")
}
