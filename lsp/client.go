package lsp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"
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
	// InitOptions are sent as initializationOptions (nil: none).
	InitOptions json.RawMessage
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
	// TempDir holds each server's private TMPDIR ("": the system's). A
	// caller that removes it when done leaves nothing behind even when
	// it ends before every server was reaped.
	TempDir string
	// PullDiagnostics asks servers that offer it for a document's
	// diagnostics (textDocument/diagnostic, LSP 3.17) instead of waiting
	// for them to be published (see servers.go for which do).
	PullDiagnostics bool
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
	sessions []*session           // every session started
	// unversioned: the server publishes diagnostics without versions.
	unversioned bool
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
		// Retry once the session counts as gone, so live restarts it
		// instead of handing it back.
		if attempt == 0 && ctx.Err() == nil && s.codec.protocolErr() == nil && s.dying(err) {
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
	s.closing.Store(true)
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
	err := s.killGroup()
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
	sessions := slices.Clone(c.sessions)
	c.mu.Unlock()
	for _, s := range sessions {
		// A session already reaped is skipped: its group was killed
		// then and its number may belong to someone else by now.
		s.kill()
	}
	c.stopLife()
}
