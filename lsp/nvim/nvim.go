// Package nvim is the Neovim bridge: an lsp.Requester answered by the
// language clients attached to a running editor (msgpack-RPC, with the
// embedded nvim_bridge.lua run in the editor on hidden buffers it never
// lets the user's state see).
package nvim

import (
	"context"
	"crypto/rand"
	_ "embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/neovim/go-client/msgpack/rpc"
	"github.com/neovim/go-client/nvim"

	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/lsp"
)

// The Neovim bridge: LSP requests go through the clients a running Neovim
// has attached to its buffers, over its msgpack-RPC socket, so soulindex
// reuses the editor's warm servers. Each request runs one Lua function of
// nvim_bridge.lua inside the editor (see there for how the user's editor
// is left alone).
//
// Documented choices:
//   - Files are loaded into hidden, unlisted buffers the bridge owns and
//     wipes again on Close, with the buffers Neovim's publishDiagnostics
//     handler made meanwhile for files a server published about (the
//     servers publish again for a file the bridge closed: Close waits for
//     that publish before wiping), so the editor keeps exactly the buffers
//     it had. A file the user already has open is only read, and only
//     while it has no unsaved changes (its positions would not be the
//     file's): otherwise the request fails with an lsp.UnsavedEditsError
//     (lsp.ErrUnsavedEdits), for that file only; UnsavedEdits lists such
//     files beforehand, so that diag can check the files on disk with a
//     standalone server instead.
//   - Update edits only a buffer the bridge owns (never the user's). The
//     buffer is kept "unmodified" so the user's :wqa neither stops on it nor
//     writes it, and it is reloaded from disk if the user displays it. This
//     is what `soulindex diag` needs for base-revision content: the editor's
//     server sees the base text without a file on disk changing.
//   - Diagnostics are the raw publishDiagnostics of the clients, recorded by
//     a wrapper around each client's handler (which still runs), for the
//     buffer's current version (the didChange version, which servers such as
//     gopls echo); for servers that send no version, the first publish after
//     the bridge's last change.
//   - Positions are UTF-16 both ways; a client that negotiated UTF-8 or
//     UTF-32 (clangd does, with Neovim 0.7's offsetEncoding) has its
//     positions converted in the editor, on the buffer's text.

//go:embed nvim_bridge.lua
var nvimBridgeLua string

// Timeouts of the bridge when ctx has no deadline (a deadline always wins).
const (
	nvimRequestTimeout = 30 * time.Second
	// Waiting for a client to attach to a freshly loaded buffer: a cold
	// server has to start and initialize first.
	nvimAttachTimeout = 15 * time.Second
	// After one client published fresh diagnostics, how long the others
	// get before the bridge answers with what it has.
	nvimSettle = 500 * time.Millisecond
	// The Lua side stops this much before ctx's deadline, so its answer
	// ("timed out") arrives before the caller gives up.
	nvimMargin = 250 * time.Millisecond
	// Before its first Update of a buffer, how long the bridge waits for
	// the clients' diagnostics of the opened content.
	nvimFirstPublish = 5 * time.Second
	// Close and release when the caller's context is gone.
	nvimCloseTimeout = 10 * time.Second
	// The same, when the editor left a call unanswered.
	nvimHungCloseTimeout = 2 * time.Second
)

// EditorAddr returns the Neovim RPC address to use: the --nvim flag value
// when given, else $NVIM (Neovim sets it in its :terminal to its own
// socket), else the older $NVIM_LISTEN_ADDRESS; "" means no editor.
func EditorAddr(flagValue string, getenv func(string) string) string {
	if a := strings.TrimSpace(flagValue); a != "" {
		return a
	}
	if getenv == nil {
		return ""
	}
	for _, k := range []string{"NVIM", "NVIM_LISTEN_ADDRESS"} {
		if a := strings.TrimSpace(getenv(k)); a != "" {
			return a
		}
	}
	return ""
}

// Editor is a connection to a running Neovim. Requests are serialized: the
// editor runs Lua on its main loop, one call at a time, anyway.
type Editor struct {
	addr   string
	v      *nvim.Nvim
	global string // the Lua global holding this connection's bridge
	// sem serializes calls; a call waiting for it still honours its ctx.
	sem chan struct{}

	tokens atomic.Int64 // numbers the calls, for cancellation
	// pending counts calls whose caller gave up before the editor
	// answered: while one is, the editor is busy or hung, and the
	// clean-up calls get closeTimeout's short bound.
	pending atomic.Int32

	mu     sync.Mutex
	dead   error // set once the connection failed
	closed bool
}

// Dial connects to the Neovim listening at addr (a socket path, or
// host:port) and loads the bridge's Lua into it.
func Dial(ctx context.Context, addr string) (*Editor, error) {
	if addr == "" {
		return nil, errors.New("nvim: no editor address")
	}
	v, err := nvim.Dial(addr, nvim.DialContext(ctx), nvim.DialLogf(func(string, ...interface{}) {}))
	if err != nil {
		return nil, fmt.Errorf("nvim: dial %s: %w: %w", addr, lsp.ErrServerDead, err)
	}
	e := &Editor{addr: addr, v: v, sem: make(chan struct{}, 1)}
	// One global per connection, so two soulindex runs against one editor
	// keep separate state.
	var id [8]byte
	if _, err := rand.Read(id[:]); err != nil {
		v.Close()
		return nil, fmt.Errorf("nvim: bridge name: %w", err)
	}
	e.global = "_soulindex_bridge_" + hex.EncodeToString(id[:])
	load := `local name, code = ...
local chunk = assert((loadstring or load)(code, '=soulindex_bridge'))
_G[name] = chunk()
return true`
	var ok bool
	if err := e.exec(ctx, load, &ok, 0, e.global, nvimBridgeLua); err != nil {
		v.Close()
		return nil, fmt.Errorf("nvim: load bridge: %w", err)
	}
	return e, nil
}

// Addr is the address the editor was dialed at.
func (e *Editor) Addr() string { return e.addr }

// Close unloads the bridge from the editor (restoring the clients'
// diagnostic handlers) and closes the connection. Requesters should be
// closed first; the editor and its clients keep running.
func (e *Editor) Close() error {
	e.mu.Lock()
	if e.closed {
		e.mu.Unlock()
		return nil
	}
	e.closed = true
	dead := e.dead
	e.mu.Unlock()
	if dead == nil && e.global != "" {
		ctx, cancel := context.WithTimeout(context.Background(), e.closeTimeout())
		var ok bool
		// Best effort: the connection closes either way.
		_ = e.exec(ctx, fmt.Sprintf("local m = _G[%q]; if m then m.unload() end; _G[%q] = nil; return true", e.global, e.global), &ok, 0)
		cancel()
	}
	if err := e.v.Close(); err != nil && dead == nil && !nvimConnLost(err) {
		return fmt.Errorf("nvim: close %s: %w", e.addr, err)
	}
	return nil
}

// closeTimeout bounds a clean-up call (release, unload): nvimCloseTimeout,
// or nvimHungCloseTimeout while a call the editor never answered is
// pending (a hung editor must not hold the command up twice over).
func (e *Editor) closeTimeout() time.Duration {
	if e.pending.Load() > 0 {
		return nvimHungCloseTimeout
	}
	return nvimCloseTimeout
}

// nvimConnLost tells a lost connection from an error the editor returned.
func nvimConnLost(err error) bool {
	var opErr *net.OpError
	return errors.Is(err, rpc.ErrClosed) || errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) ||
		errors.Is(err, net.ErrClosed) || errors.Is(err, syscall.EPIPE) || errors.Is(err, syscall.ECONNRESET) ||
		errors.Is(err, os.ErrClosed) || errors.As(err, &opErr)
}

// exec runs Lua code in the editor with args, decoding its return value
// into out, under ctx. A cancelled call returns at once; the editor
// finishes it on its own (the Lua side has its own timeout).
//
// A call with a token (bridge calls) is also cancelled in the editor when
// ctx ends: a second message, sent outside the queue, ends its waits
// (Neovim serves RPC while Lua waits in vim.wait).
func (e *Editor) exec(ctx context.Context, code string, out interface{}, token int64, args ...interface{}) error {
	e.mu.Lock()
	dead := e.dead
	e.mu.Unlock()
	if dead != nil {
		return dead
	}
	select {
	case e.sem <- struct{}{}:
	case <-ctx.Done():
		return fmt.Errorf("nvim: waiting for the editor: %w", ctx.Err())
	}
	type reply struct {
		err error
	}
	done := make(chan reply, 1)
	var abandoned atomic.Bool
	go func() {
		defer func() { <-e.sem }()
		r := reply{e.v.ExecLua(code, out, args...)}
		// Whoever flips abandoned first decides: the caller gave up
		// (pending was counted up) or the answer came in time.
		if !abandoned.CompareAndSwap(false, true) {
			e.pending.Add(-1)
		}
		done <- r
	}()
	var err error
	select {
	case r := <-done:
		err = r.err
	case <-ctx.Done():
		if abandoned.CompareAndSwap(false, true) {
			e.pending.Add(1)
		}
		if token != 0 {
			go e.v.ExecLua(fmt.Sprintf("local m = _G[%q]; if m then m.cancel(...) end", e.global), nil, token)
		}
		return fmt.Errorf("nvim: %w", ctx.Err())
	}
	if err == nil {
		return nil
	}
	if nvimConnLost(err) {
		dead := fmt.Errorf("nvim %s: %w (%v)", e.addr, lsp.ErrServerDead, err)
		e.mu.Lock()
		e.dead = dead
		e.mu.Unlock()
		return dead
	}
	return fmt.Errorf("nvim %s: %w", e.addr, err)
}

// nvimReply is what every bridge function returns (each sets a few
// fields; ok is always true so the table is never an empty one).
type nvimReply struct {
	OK          bool             `msgpack:"ok"`
	Unsupported string           `msgpack:"unsupported"`
	Modified    bool             `msgpack:"modified"`
	UserBuffer  bool             `msgpack:"user_buffer"`
	Timeout     bool             `msgpack:"timeout"`
	Cancelled   bool             `msgpack:"cancelled"`
	Version     int64            `msgpack:"version"`
	Client      string           `msgpack:"client"`
	Clients     []string         `msgpack:"clients"`
	JSON        string           `msgpack:"json"`
	Errors      []nvimReplyError `msgpack:"errors"`
	How         string           `msgpack:"how"`
	Stopped     []string         `msgpack:"stopped"`
	Paths       []string         `msgpack:"paths"`
}

type nvimReplyError struct {
	Client  string `msgpack:"client"`
	Code    int64  `msgpack:"code"`
	Message string `msgpack:"message"`
}

// call runs one bridge function with opts. The ctx deadline becomes the
// Lua side's timeout_ms (and attach_ms when not smaller).
func (e *Editor) call(ctx context.Context, fn string, opts map[string]interface{}) (nvimReply, error) {
	e.mu.Lock()
	closed := e.closed
	e.mu.Unlock()
	if closed {
		return nvimReply{}, fmt.Errorf("nvim %s: connection closed: %w", e.addr, lsp.ErrServerDead)
	}
	budget := nvimRequestTimeout
	if dl, ok := ctx.Deadline(); ok {
		budget = time.Until(dl) - nvimMargin
		if budget <= 0 {
			return nvimReply{}, fmt.Errorf("nvim: %w", context.DeadlineExceeded)
		}
	}
	attach := nvimAttachTimeout
	if attach > budget {
		attach = budget
	}
	opts["timeout_ms"] = budget.Milliseconds()
	opts["attach_ms"] = attach.Milliseconds()
	opts["settle_ms"] = nvimSettle.Milliseconds()
	opts["first_publish_ms"] = min(nvimFirstPublish, budget).Milliseconds()
	token := e.tokens.Add(1)
	opts["token"] = token
	var r nvimReply
	code := fmt.Sprintf("local m = _G[%q]\nif not m then error('soulindex bridge not loaded') end\nreturn m.call(...)", e.global)
	if err := e.exec(ctx, code, &r, token, fn, opts); err != nil {
		return nvimReply{}, fmt.Errorf("bridge %s: %w", fn, err)
	}
	if r.Cancelled {
		return nvimReply{}, fmt.Errorf("bridge %s: %w", fn, context.Canceled)
	}
	return r, nil
}

// Requester returns an lsp.Requester for lang (a soulindex language ID) over
// the editor's clients, or an error wrapping lsp.ErrUnsupported when the
// editor neither runs nor is configured to start a client for lang's
// filetypes, so the caller can use a standalone server for that language.
// Paths given to the requester must lie under root (when root is not "").
// Which server and workspace answer is the editor's configuration's
// business.
func (e *Editor) Requester(ctx context.Context, lang, root string) (lsp.Requester, error) {
	fts := nvimFiletypes(lang)
	if len(fts) == 0 {
		return nil, fmt.Errorf("nvim: no Neovim filetype for language %q: %w", lang, lsp.ErrUnsupported)
	}
	r, err := e.call(ctx, "serves", map[string]interface{}{"filetypes": fts})
	if err != nil {
		return nil, err
	}
	if r.How == "" {
		return nil, fmt.Errorf("nvim: the editor has no language client for %s (filetypes %s): %w",
			lang, strings.Join(fts, ", "), lsp.ErrUnsupported)
	}
	return &nvimRequester{
		e:        e,
		lang:     lang,
		root:     root,
		how:      r.How,
		opened:   map[string]bool{},
		noClient: map[string]string{},
	}, nil
}

// nvimFiletypes maps a soulindex language ID to the Neovim filetypes its
// files get (the registry's langs.Language.EditorFiletypes, else the ID).
func nvimFiletypes(lang string) []string {
	if lang == "" {
		return nil
	}
	if l := langs.Builtin().ByID(lang); l != nil && len(l.EditorFiletypes) > 0 {
		return l.EditorFiletypes
	}
	return []string{lang}
}
