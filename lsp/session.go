package lsp

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/sourcegraph/jsonrpc2"
)

// session is one server process and its connection.
type session struct {
	pgid   int
	conn   *jsonrpc2.Conn
	codec  *frameCodec
	stderr *tailBuffer
	caps   serverCapabilities
	// progress follows the server's work-done progress (WaitIdle).
	progress *progressTracker
	nextID   atomic.Int64

	exited  chan struct{} // closed when the process is reaped
	waitErr error         // set before exited closes

	// killMu orders group kills before the leader's reaping.
	killMu sync.Mutex
	reaped bool
	// closing: Close sent shutdown; the connection ending is expected.
	closing atomic.Bool
	// pullRegistered: the server registered textDocument/diagnostic
	// (dynamic registration, as pyright does): pullRegs, by id, are
	// those not unregistered since.
	pullRegistered atomic.Bool
	regMu          sync.Mutex
	pullRegs       map[string]bool
}

// gone reports whether the process exited or the connection closed.
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

func (c *Client) startSession(ctx context.Context) (*session, error) {
	// A private TMPDIR, removed when the server exits: servers leave
	// files there (tsserver's cancellation pipes) when they are killed.
	tmp, err := os.MkdirTemp(c.opts.TempDir, "soulindex-lsp-")
	if err != nil {
		return nil, fmt.Errorf("%s: temporary directory: %w", c.srv.Name, err)
	}
	cmd := exec.Command(c.srv.Path, c.srv.Args...)
	cmd.Dir = c.root
	cmd.Env = withTempDir(c.opts.Env, tmp)
	ownGroup(cmd)
	// os.Pipe rather than cmd.StdoutPipe: Wait must not close our end of
	// stdout while the read loop still drains it.
	inR, inW, err := os.Pipe()
	if err != nil {
		os.RemoveAll(tmp)
		return nil, fmt.Errorf("%s: %w", c.srv.Name, err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		os.RemoveAll(tmp)
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
		os.RemoveAll(tmp)
		return nil, fmt.Errorf("starting %s (%s): %w", c.srv.Name, c.srv, err)
	}
	inR.Close()
	outW.Close()
	s := &session{
		pgid:     cmd.Process.Pid,
		codec:    &frameCodec{server: c.srv.Name},
		stderr:   tail,
		exited:   make(chan struct{}),
		progress: newProgressTracker(),
	}
	stream := jsonrpc2.NewBufferedStream(pipeRWC{r: outR, w: inW}, s.codec)
	s.conn = jsonrpc2.NewConn(c.life, stream, handler{c: c, s: s},
		jsonrpc2.SetLogger(log.New(io.Discard, "", 0)))
	c.mu.Lock()
	c.pgids = append(c.pgids, s.pgid)
	c.sessions = append(c.sessions, s)
	closed := c.closed
	c.mu.Unlock()
	if closed {
		// ctx ended while starting: kill missed this one.
		s.kill()
	}
	go func() {
		// The leader's exit (crash or shutdown) takes what it spawned
		// with it.
		zombie := waitExited(s.pgid)
		s.killMu.Lock()
		if zombie {
			killGroup(s.pgid)
		}
		s.waitErr = cmd.Wait()
		s.reaped = true
		s.killMu.Unlock()
		os.RemoveAll(tmp)
		close(s.exited)
		s.conn.Close()
	}()
	go func() {
		// A connection cut off (garbage, closed stdout) takes the whole
		// process group with it.
		<-s.conn.DisconnectNotify()
		if !s.closing.Load() { // Close gives an exiting server its grace
			s.killGroup()
		}
	}()

	params := initializeParams{
		ProcessID:             os.Getpid(),
		ClientInfo:            clientInfo{Name: "soulindex"},
		RootURI:               PathToURI(c.root),
		RootPath:              c.root,
		WorkspaceFolders:      []workspaceFolder{{URI: PathToURI(c.root), Name: filepath.Base(c.root)}},
		Capabilities:          capabilities(c.opts.PullDiagnostics),
		InitializationOptions: initOptions(c.srv, c.opts.PullDiagnostics),
	}
	var res initializeResult
	if err := s.call(ctx, "initialize", params, &res); err != nil {
		err = c.sessionErr(s, "initialize", err)
		s.kill()
		return nil, err
	}
	s.caps = res.Capabilities
	if err := s.notify(ctx, "initialized", struct{}{}); err != nil {
		err = c.sessionErr(s, "initialized", err)
		s.kill()
		return nil, err
	}
	return s, nil
}

func (s *session) kill() {
	s.killGroup()
	s.conn.Close()
	// Wait for the reaper, which also removes the server's TMPDIR: a run
	// ending right after (Ctrl-C) must not leave it behind.
	select {
	case <-s.exited:
	case <-time.After(5 * time.Second):
	}
}

// killGroup kills the session's process group unless its leader was
// reaped (then the group was killed already and its number may have
// been reused).
func (s *session) killGroup() error {
	s.killMu.Lock()
	defer s.killMu.Unlock()
	if s.reaped {
		return nil
	}
	return killGroup(s.pgid)
}

// call sends one request; when ctx ends first it tells the server to
// cancel it.
func (s *session) call(ctx context.Context, method string, params, result any) error {
	id := s.nextID.Add(1)
	var w jsonrpc2.Waiter
	err := s.write(ctx, func() error {
		var err error
		w, err = s.conn.DispatchCall(ctx, method, params, jsonrpc2.PickID(jsonrpc2.ID{Num: uint64(id)}))
		return err
	})
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

// notify sends a notification within ctx.
func (s *session) notify(ctx context.Context, method string, params any) error {
	return s.write(ctx, func() error { return s.conn.Notify(ctx, method, params) })
}

// write runs send (a write to the server's stdin) within ctx. jsonrpc2
// writes ignore ctx, and a server that stopped reading blocks a write
// once the pipe is full: then the session is killed, which is the only
// way to unblock it (half a frame cannot be taken back).
func (s *session) write(ctx context.Context, send func() error) error {
	done := make(chan error, 1)
	go func() { done <- send() }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	// A write that was merely slow gets a moment to finish.
	select {
	case err := <-done:
		return err
	case <-time.After(250 * time.Millisecond):
		s.kill()
		return fmt.Errorf("writing to the server (it stopped reading): %w", ctx.Err())
	}
}

// sessionErr explains a failed request: timeout, garbage, crash.
func (c *Client) sessionErr(s *session, method string, err error) error {
	if pe := s.codec.protocolErr(); pe != nil {
		return fmt.Errorf("%w: %s: %w", ErrServerDead, method, pe)
	}
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
		return fmt.Errorf("%s: %s: %w", c.srv.Name, method, err)
	}
	if s.died(err) {
		return fmt.Errorf("%w: %s %s: %s", ErrServerDead, c.srv.Name, method, s.exitReason())
	}
	var rpcErr *jsonrpc2.Error
	if errors.As(err, &rpcErr) && rpcErr.Code == jsonrpc2.CodeMethodNotFound {
		return fmt.Errorf("%s %s: %w", c.srv.Name, method, ErrUnsupported)
	}
	return fmt.Errorf("%s %s: %w", c.srv.Name, method, err)
}

// dying reports whether err, a transport error rather than an answer,
// comes from a server on its way out. The error can reach the caller a
// moment before the reaper marks the session gone: wait that moment, so
// that true means gone.
func (s *session) dying(err error) bool {
	var rpcErr *jsonrpc2.Error
	if errors.As(err, &rpcErr) || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return false
	}
	select {
	case <-s.exited:
		return true
	case <-s.conn.DisconnectNotify():
		return true
	case <-time.After(time.Second):
		return false
	}
}

// died reports whether err means the server is gone: the connection
// closed, or a write found its stdin closed (it exited before we noticed).
func (s *session) died(err error) bool {
	if s.gone() || errors.Is(err, jsonrpc2.ErrClosed) {
		return true
	}
	if errors.Is(err, syscall.EPIPE) || errors.Is(err, os.ErrClosed) {
		select {
		case <-s.exited:
		case <-time.After(500 * time.Millisecond):
		}
		return true
	}
	return false
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

type pipeRWC struct {
	r *os.File
	w *os.File
}

func (p pipeRWC) Read(b []byte) (int, error) { return p.r.Read(b) }

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

// withTempDir returns env (nil: this process's) with TMPDIR, TMP and TEMP
// set to dir.
func withTempDir(env []string, dir string) []string {
	if env == nil {
		env = os.Environ()
	}
	out := make([]string, 0, len(env)+3)
	for _, kv := range env {
		k, _, _ := strings.Cut(kv, "=")
		if k != "TMPDIR" && k != "TMP" && k != "TEMP" {
			out = append(out, kv)
		}
	}
	return append(out, "TMPDIR="+dir, "TMP="+dir, "TEMP="+dir)
}
