package nvim

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/soulindex/soulindex/lsp"
)

// nvimRequester is an lsp.Requester over an Editor's clients for one language.
type nvimRequester struct {
	e    *Editor
	lang string
	root string
	how  string // why the editor serves lang (for messages)

	mu     sync.Mutex
	opened map[string]bool // paths this requester made the editor load
	// noClient remembers files no client attached to, so they are not
	// waited for again.
	noClient map[string]string
	closed   bool
}

// LSP error code of a method the server does not implement.
const nvimMethodNotFound = -32601

func (r *nvimRequester) Language() string { return r.lang }

// path checks and cleans a request path, and refuses one known to have no
// client.
func (r *nvimRequester) path(path string) (string, error) {
	if !filepath.IsAbs(path) {
		return "", fmt.Errorf("nvim: path %q is not absolute", path)
	}
	path = filepath.Clean(path)
	if r.root != "" {
		rel, err := filepath.Rel(r.root, path)
		if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return "", fmt.Errorf("nvim: %s is outside the workspace %s", path, r.root)
		}
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed {
		return "", fmt.Errorf("nvim: requester for %s is closed: %w", r.lang, lsp.ErrServerDead)
	}
	if why, ok := r.noClient[path]; ok {
		return "", fmt.Errorf("nvim: %s: %w", why, lsp.ErrUnsupported)
	}
	return path, nil
}

// call runs a bridge function about path and turns the refusals every
// function can answer with into errors.
func (r *nvimRequester) call(ctx context.Context, fn, path string, opts map[string]interface{}) (nvimReply, error) {
	opts["path"] = path
	r.mu.Lock()
	r.opened[path] = true
	r.mu.Unlock()
	rep, err := r.e.call(ctx, fn, opts)
	if err != nil {
		return rep, err
	}
	switch {
	case rep.Unsupported != "":
		r.mu.Lock()
		r.noClient[path] = rep.Unsupported
		r.mu.Unlock()
		return rep, fmt.Errorf("nvim: %s: %w", rep.Unsupported, lsp.ErrUnsupported)
	case rep.Modified:
		return rep, fmt.Errorf("nvim: %w", &lsp.UnsavedEditsError{Path: path})
	case rep.UserBuffer:
		return rep, fmt.Errorf("nvim: %s is open in the editor and the bridge does not edit the user's buffers: %w",
			path, lsp.ErrUnsupported)
	}
	return rep, nil
}

// request sends an LSP request and returns the JSON of the first answer
// that is not an error (nil when every client answered null).
func (r *nvimRequester) request(ctx context.Context, method, path string, opts map[string]interface{}) ([]byte, error) {
	p, err := r.path(path)
	if err != nil {
		return nil, err
	}
	opts["method"] = method
	rep, err := r.call(ctx, "request", p, opts)
	if err != nil {
		return nil, fmt.Errorf("%s %s: %w", method, filepath.Base(p), err)
	}
	if rep.JSON != "" {
		return []byte(rep.JSON), nil
	}
	if len(rep.Errors) == 0 {
		return nil, nil
	}
	return nil, nvimRequestError(method, p, rep.Errors)
}

// nvimRequestError folds the clients' errors into one: unsupported when
// every client said MethodNotFound, a deadline when one timed out.
func nvimRequestError(method, path string, errs []nvimReplyError) error {
	msgs := make([]string, 0, len(errs))
	notFound, timeout := 0, false
	for _, e := range errs {
		if e.Code == nvimMethodNotFound {
			notFound++
		}
		if e.Message == "timeout" {
			timeout = true
		}
		msgs = append(msgs, fmt.Sprintf("%s: %s", e.Client, e.Message))
	}
	var base error
	switch {
	case notFound == len(errs):
		base = lsp.ErrUnsupported
	case timeout:
		base = context.DeadlineExceeded
	default:
		return fmt.Errorf("nvim: %s %s: %s", method, path, strings.Join(msgs, "; "))
	}
	return fmt.Errorf("nvim: %s %s: %s: %w", method, path, strings.Join(msgs, "; "), base)
}

func (r *nvimRequester) DocumentSymbols(ctx context.Context, path string) ([]lsp.DocumentSymbol, error) {
	raw, err := r.request(ctx, "textDocument/documentSymbol", path, map[string]interface{}{})
	if err != nil || raw == nil {
		return nil, err
	}
	syms, err := nvimDecodeSymbols(raw)
	if err != nil {
		return nil, fmt.Errorf("nvim: documentSymbol %s: %w", path, err)
	}
	return syms, nil
}

func nvimPosOpts(pos lsp.Position) map[string]interface{} {
	return map[string]interface{}{"line": int64(pos.Line), "character": int64(pos.Character)}
}

func (r *nvimRequester) Hover(ctx context.Context, path string, pos lsp.Position) (lsp.Hover, error) {
	raw, err := r.request(ctx, "textDocument/hover", path, nvimPosOpts(pos))
	if err != nil || raw == nil {
		return lsp.Hover{}, err
	}
	h, err := nvimDecodeHover(raw)
	if err != nil {
		return lsp.Hover{}, fmt.Errorf("nvim: hover %s: %w", path, err)
	}
	return h, nil
}

func (r *nvimRequester) References(ctx context.Context, path string, pos lsp.Position, includeDecl bool) ([]lsp.Location, error) {
	opts := nvimPosOpts(pos)
	opts["include_decl"] = includeDecl
	raw, err := r.request(ctx, "textDocument/references", path, opts)
	if err != nil || raw == nil {
		return nil, err
	}
	locs, err := nvimDecodeLocations(raw)
	if err != nil {
		return nil, fmt.Errorf("nvim: references %s: %w", path, err)
	}
	return locs, nil
}

func (r *nvimRequester) IncomingCalls(ctx context.Context, path string, pos lsp.Position) ([]lsp.CallItem, error) {
	raw, err := r.request(ctx, "callHierarchy/incomingCalls", path, nvimPosOpts(pos))
	if err != nil || raw == nil {
		return nil, err
	}
	calls, err := nvimDecodeIncomingCalls(raw)
	if err != nil {
		return nil, fmt.Errorf("nvim: incomingCalls %s: %w", path, err)
	}
	return calls, nil
}

func (r *nvimRequester) Implementations(ctx context.Context, path string, pos lsp.Position) ([]lsp.Location, error) {
	raw, err := r.request(ctx, "textDocument/implementation", path, nvimPosOpts(pos))
	if err != nil || raw == nil {
		return nil, err
	}
	locs, err := nvimDecodeLocations(raw)
	if err != nil {
		return nil, fmt.Errorf("nvim: implementation %s: %w", path, err)
	}
	return locs, nil
}

func (r *nvimRequester) Supertypes(ctx context.Context, path string, pos lsp.Position) ([]lsp.TypeItem, error) {
	return r.typeHierarchy(ctx, "typeHierarchy/supertypes", path, pos)
}

func (r *nvimRequester) Subtypes(ctx context.Context, path string, pos lsp.Position) ([]lsp.TypeItem, error) {
	return r.typeHierarchy(ctx, "typeHierarchy/subtypes", path, pos)
}

// typeHierarchy asks method (supertypes or subtypes) of every item the
// bridge's client prepares at pos.
func (r *nvimRequester) typeHierarchy(ctx context.Context, method, path string, pos lsp.Position) ([]lsp.TypeItem, error) {
	raw, err := r.request(ctx, method, path, nvimPosOpts(pos))
	if err != nil || raw == nil {
		return nil, err
	}
	items, err := nvimDecodeTypeItems(raw)
	if err != nil {
		return nil, fmt.Errorf("nvim: %s %s: %w", method, path, err)
	}
	return items, nil
}

// CodeActions asks the first client offering codeAction; the bridge
// sends back only what describes each action (never applies one).
func (r *nvimRequester) CodeActions(ctx context.Context, path string, rng lsp.Range, diags []lsp.Diagnostic) ([]lsp.CodeAction, error) {
	params, err := lsp.CodeActionParams(rng, diags)
	if err != nil {
		return nil, err
	}
	raw, err := r.request(ctx, "textDocument/codeAction", path, map[string]interface{}{"params": string(params)})
	if err != nil || raw == nil {
		return nil, err
	}
	actions, err := nvimDecodeCodeActions(raw)
	if err != nil {
		return nil, fmt.Errorf("nvim: codeAction %s: %w", path, err)
	}
	return actions, nil
}

func (r *nvimRequester) Diagnostics(ctx context.Context, path string) ([]lsp.Diagnostic, error) {
	p, err := r.path(path)
	if err != nil {
		return nil, err
	}
	rep, err := r.call(ctx, "diagnostics", p, map[string]interface{}{})
	if err != nil {
		return nil, fmt.Errorf("diagnostics %s: %w", filepath.Base(p), err)
	}
	if rep.Timeout {
		return nil, fmt.Errorf("nvim: no client published diagnostics for %s version %d in time: %w",
			p, rep.Version, context.DeadlineExceeded)
	}
	diags, err := nvimDecodeDiagnostics([]byte(rep.JSON))
	if err != nil {
		return nil, fmt.Errorf("nvim: diagnostics %s: %w", p, err)
	}
	return diags, nil
}

// UnsavedEdits lists the files under the requester's root, of its
// language, that the editor holds with unsaved edits (the user's
// buffers), sorted: the editor's server sees their buffers, not the files
// on disk.
func (r *nvimRequester) UnsavedEdits(ctx context.Context) ([]string, error) {
	rep, err := r.e.call(ctx, "unsaved", map[string]interface{}{"root": r.root, "filetypes": nvimFiletypes(r.lang)})
	if err != nil {
		return nil, err
	}
	return rep.Paths, nil
}

func (r *nvimRequester) Update(ctx context.Context, path string, content []byte) error {
	p, err := r.path(path)
	if err != nil {
		return err
	}
	lines, eol, dos := nvimSplitLines(content)
	_, err = r.call(ctx, "update", p, map[string]interface{}{"lines": lines, "eol": eol, "dos": dos})
	if err != nil {
		return fmt.Errorf("update %s: %w", filepath.Base(p), err)
	}
	return nil
}

// nvimSplitLines turns file content into buffer lines the way Neovim
// reads a file: no final newline (eol says whether there was one), and
// CRLF stripped when every line has it (dos).
func nvimSplitLines(content []byte) (lines []string, eol, dos bool) {
	s := string(content)
	eol = strings.HasSuffix(s, "\n")
	s = strings.TrimSuffix(s, "\n")
	lines = strings.Split(s, "\n")
	// The lines that had a newline must all have had CRLF.
	n := len(lines)
	if !eol {
		n--
	}
	dos = n > 0
	for _, l := range lines[:n] {
		if !strings.HasSuffix(l, "\r") {
			dos = false
			break
		}
	}
	if dos {
		for i, l := range lines {
			lines[i] = strings.TrimSuffix(l, "\r")
		}
	}
	return lines, eol, dos
}

// Close closes the buffers this requester made the editor load and stops
// the clients that only they kept busy. The editor connection stays open
// (Editor.Close closes it). A dead editor has nothing left to release.
func (r *nvimRequester) Close() error {
	r.mu.Lock()
	if r.closed {
		r.mu.Unlock()
		return nil
	}
	r.closed = true
	paths := make([]string, 0, len(r.opened))
	for p := range r.opened {
		paths = append(paths, p)
	}
	r.mu.Unlock()
	if len(paths) == 0 {
		return nil
	}
	sort.Strings(paths)
	ctx, cancel := context.WithTimeout(context.Background(), r.e.closeTimeout())
	defer cancel()
	if _, err := r.e.call(ctx, "release", map[string]interface{}{"paths": paths}); err != nil {
		if errors.Is(err, lsp.ErrServerDead) {
			return nil
		}
		return fmt.Errorf("nvim: release %d buffers: %w", len(paths), err)
	}
	return nil
}
