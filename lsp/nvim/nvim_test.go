package nvim

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/neovim/go-client/nvim"

	"github.com/soulindex/soulindex/internal/proctest"
	"github.com/soulindex/soulindex/lsp"
)

// The bridge tests drive a real headless Neovim 0.7 (Debian's) with
// testdata/nvim/init.lua, which starts a real gopls for Go buffers.

// nvimTool finds a tool the bridge tests need: skipped when missing,
// unless SOULINDEX_REQUIRE_TOOLS=1, which makes a missing tool a failure.
func nvimTool(t testing.TB, name string, candidates ...string) string {
	t.Helper()
	for _, c := range candidates {
		if _, err := os.Stat(c); err == nil {
			return c
		}
	}
	if p, err := exec.LookPath(name); err == nil {
		return p
	}
	if os.Getenv("SOULINDEX_REQUIRE_TOOLS") == "1" {
		t.Fatalf("%s not found on PATH and SOULINDEX_REQUIRE_TOOLS=1 (scripts/install-tools.sh installs it)", name)
	}
	t.Skipf("%s not found on PATH: the Neovim bridge tests need it (scripts/install-tools.sh installs it)", name)
	return ""
}

// nvimSession is a headless Neovim started for a test in its own process
// group, with a copy of the Go fixture module as working directory.
type nvimSession struct {
	cmd  *exec.Cmd
	sock string
	dir  string // the fixtures' copy: gomod/ (Go), cmod/ (C)
	done chan struct{}
	// kids are the processes Neovim had started when it was killed.
	kids   []int
	killed bool
}

func nvimStart(t testing.TB) *nvimSession {
	t.Helper()
	bin := nvimTool(t, "nvim", "/usr/bin/nvim")
	nvimTool(t, "gopls")
	initLua, err := filepath.Abs("../../testdata/nvim/init.lua")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, m := range []string{"gomod", "cmod"} {
		if err := os.CopyFS(filepath.Join(dir, m), os.DirFS(filepath.Join("../../testdata/nvim", m))); err != nil {
			t.Fatalf("copy fixture: %v", err)
		}
	}
	// A short directory for the socket: unix socket paths are limited to
	// about 100 bytes, and test temp dirs can be longer.
	sockDir, err := os.MkdirTemp("", "nvb")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(sockDir) })
	s := &nvimSession{sock: filepath.Join(sockDir, "nvim.sock"), dir: dir, done: make(chan struct{})}
	s.cmd = exec.Command(bin, "--headless", "--clean", "-u", initLua, "--listen", s.sock)
	s.cmd.Dir = dir
	s.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := s.cmd.Start(); err != nil {
		t.Fatalf("start nvim: %v", err)
	}
	go func() { s.cmd.Wait(); close(s.done) }()
	t.Cleanup(func() { s.killAndCheck(t) })
	// Listening, not only bound: the socket file exists before nvim
	// accepts on it (a dial then is refused).
	deadline := time.Now().Add(2 * time.Minute)
	for {
		if c, err := net.Dial("unix", s.sock); err == nil {
			c.Close()
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("nvim did not listen on %s within 2 minutes", s.sock)
		}
		select {
		case <-s.done:
			t.Fatalf("nvim exited before listening")
		case <-time.After(20 * time.Millisecond):
		}
	}
	return s
}

// kill ends Neovim's process group, remembering what it had started.
func (s *nvimSession) kill(t testing.TB) {
	t.Helper()
	if s.killed || s.cmd.Process == nil {
		return
	}
	s.killed = true
	s.kids = proctest.Descendants(s.cmd.Process.Pid)
	syscall.Kill(-s.cmd.Process.Pid, syscall.SIGKILL)
	select {
	case <-s.done:
	case <-time.After(10 * time.Second):
		t.Errorf("nvim %d did not exit after SIGKILL", s.cmd.Process.Pid)
	}
}

// killAndCheck kills Neovim and checks that nothing it started (its
// language servers) outlives it.
func (s *nvimSession) killAndCheck(t testing.TB) {
	t.Helper()
	s.kill(t)
	if s.cmd.Process == nil {
		return
	}
	// A killed server may take a moment to go; one whose stdin closed
	// exits on its own.
	pgid := s.cmd.Process.Pid
	deadline := time.Now().Add(10 * time.Second)
	for {
		var left []int
		for _, k := range s.kids {
			if proctest.Alive(k) {
				left = append(left, k)
			}
		}
		for _, p := range proctest.LiveInGroups(pgid) {
			left = append(left, p.PID)
		}
		if len(left) == 0 {
			return
		}
		if time.Now().After(deadline) {
			for _, p := range left {
				b, _ := os.ReadFile(filepath.Join("/proc", strconv.Itoa(p), "stat"))
				t.Errorf("process started by nvim outlived it (killing it now): %s", b)
				syscall.Kill(p, syscall.SIGKILL)
			}
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func nvimDial(t testing.TB, addr string) *Editor {
	t.Helper()
	// The socket file appears when nvim binds it, a moment before it
	// listens: on a loaded machine a dial in between is refused, so a
	// refusal is retried (the bound only ends a test that would hang).
	deadline := time.Now().Add(60 * time.Second)
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		e, err := Dial(ctx, addr)
		cancel()
		if err == nil {
			t.Cleanup(func() { e.Close() })
			return e
		}
		if !errors.Is(err, syscall.ECONNREFUSED) || time.Now().After(deadline) {
			t.Fatalf("Dial(%s): %v", addr, err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func nvimGoRequester(t testing.TB, e *Editor, dir string) lsp.Requester {
	t.Helper()
	root := filepath.Join(dir, "gomod")
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	r, err := e.Requester(ctx, "go", root)
	if err != nil {
		t.Fatalf("Requester(go): %v", err)
	}
	t.Cleanup(func() { r.Close() })
	return r
}

// nvimPos finds the UTF-16 position of the n-th (from 0) occurrence of needle
// in the fixture file, plus offset UTF-16 units.
func nvimPos(t testing.TB, path, needle string, n int) lsp.Position {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return nvimPosIn(t, string(b), needle, n)
}

// nvimPosIn is nvimPos on text.
func nvimPosIn(t testing.TB, text, needle string, n int) lsp.Position {
	t.Helper()
	for i, line := range strings.Split(text, "\n") {
		for off := 0; ; {
			j := strings.Index(line[off:], needle)
			if j < 0 {
				break
			}
			if n == 0 {
				col := 0
				for _, r := range line[:off+j] {
					col++
					if r > 0xFFFF {
						col++
					}
				}
				return lsp.Position{Line: uint32(i), Character: uint32(col)}
			}
			n--
			off += j + len(needle)
		}
	}
	t.Fatalf("%q not found", needle)
	return lsp.Position{}
}

// nvimSlowCtx is for requests that may wait for gopls to load the module.
func nvimSlowCtx(t testing.TB) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	return ctx
}

func TestNvimBridgeGo(t *testing.T) {
	s := nvimStart(t)
	e := nvimDial(t, s.sock)
	r := nvimGoRequester(t, e, s.dir)
	greet := filepath.Join(s.dir, "gomod", "greet", "greet.go")
	mainGo := filepath.Join(s.dir, "gomod", "main.go")

	var before []int64
	if err := e.v.ExecLua("return vim.api.nvim_list_bufs()", &before); err != nil {
		t.Fatal(err)
	}

	t.Run("documentSymbol", func(t *testing.T) {
		syms, err := r.DocumentSymbols(nvimSlowCtx(t), greet)
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]lsp.DocumentSymbol{}
		for _, s := range syms {
			got[strings.Join(append(s.Container, s.Name), ".")] = s
		}
		for _, want := range []struct {
			name string
			kind int
		}{{"Greeting", 23}, {"Greeting.Text", 8}, {"Hello", 12}, {"Twice", 12}} {
			s, ok := got[want.name]
			if !ok {
				t.Errorf("symbol %s missing from %v", want.name, syms)
				continue
			}
			if s.Kind != want.kind {
				t.Errorf("%s: kind %d, want %d", want.name, s.Kind, want.kind)
			}
		}
		if h := got["Hello"]; h.SelectionRange.Start != nvimPos(t, greet, "Hello", 1) {
			t.Errorf("Hello selection range starts at %+v, want %+v", h.SelectionRange.Start, nvimPos(t, greet, "Hello", 1))
		}
	})

	t.Run("hover", func(t *testing.T) {
		h, err := r.Hover(nvimSlowCtx(t), mainGo, nvimPos(t, mainGo, "Hello", 0))
		if err != nil {
			t.Fatal(err)
		}
		// Asked from main.go, gopls qualifies the names.
		if h.Signature != "func greet.Hello(name string) greet.Greeting" {
			t.Errorf("signature %q", h.Signature)
		}
		if !strings.HasPrefix(h.Doc, "Hello returns a greeting for name, in title case.") {
			t.Errorf("doc %q", h.Doc)
		}
	})

	t.Run("references across files", func(t *testing.T) {
		locs, err := r.References(nvimSlowCtx(t), greet, nvimPos(t, greet, "Hello", 1), true)
		if err != nil {
			t.Fatal(err)
		}
		at := func(path string, p lsp.Position) string {
			return filepath.Base(path) + ":" + strconv.Itoa(int(p.Line)) + ":" + strconv.Itoa(int(p.Character))
		}
		var got []string
		for _, l := range locs {
			got = append(got, at(l.URI, l.Range.Start))
		}
		// Sorted by URI: greet/greet.go (declaration, two calls in Twice),
		// then main.go.
		want := []string{
			// (Hello 0 is in the doc comment, Hello 2 in a string.)
			at(greet, nvimPos(t, greet, "Hello", 1)), at(greet, nvimPos(t, greet, "Hello", 3)),
			at(greet, nvimPos(t, greet, "Hello", 4)), at(mainGo, nvimPos(t, mainGo, "Hello", 0)),
		}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("references %v, want %v", got, want)
		}
		noDecl, err := r.References(nvimSlowCtx(t), greet, nvimPos(t, greet, "Hello", 1), false)
		if err != nil {
			t.Fatal(err)
		}
		if len(noDecl) != len(want)-1 {
			t.Errorf("without the declaration: %d references, want %d", len(noDecl), len(want)-1)
		}
	})

	t.Run("incoming calls", func(t *testing.T) {
		calls, err := r.IncomingCalls(nvimSlowCtx(t), greet, nvimPos(t, greet, "Hello", 1))
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, c := range calls {
			got = append(got, filepath.Base(c.URI)+":"+c.Name)
		}
		if strings.Join(got, " ") != "greet.go:Twice main.go:main" {
			t.Errorf("callers %v, want greet.go:Twice main.go:main", got)
		}
	})

	t.Run("concurrent requests", func(t *testing.T) {
		// Enrichment workers share one requester; the editor runs one call
		// at a time, and every caller gets its own answer.
		const n = 8
		errs := make(chan error, 2*n)
		hoverAt, refsAt := nvimPos(t, mainGo, "Hello", 0), nvimPos(t, greet, "Hello", 1)
		for i := 0; i < n; i++ {
			go func() {
				h, err := r.Hover(nvimSlowCtx(t), mainGo, hoverAt)
				if err == nil && !strings.Contains(h.Signature, "greet.Hello") {
					err = fmt.Errorf("hover answered %+v", h)
				}
				errs <- err
			}()
			go func() {
				locs, err := r.References(nvimSlowCtx(t), greet, refsAt, true)
				if err == nil && len(locs) != 4 {
					err = fmt.Errorf("references answered %d locations", len(locs))
				}
				errs <- err
			}()
		}
		for i := 0; i < 2*n; i++ {
			if err := <-errs; err != nil {
				t.Error(err)
			}
		}
	})

	t.Run("diagnostics of a planted error on disk", func(t *testing.T) {
		bad := filepath.Join(s.dir, "gomod", "bad", "bad.go")
		diags, err := r.Diagnostics(nvimSlowCtx(t), bad)
		if err != nil {
			t.Fatal(err)
		}
		if len(diags) != 1 || diags[0].Severity != lsp.SeverityError || diags[0].Range.Start != nvimPos(t, bad, `"three"`, 0) ||
			!strings.Contains(diags[0].Message, "cannot use") {
			t.Errorf("diagnostics %+v, want one error at the string literal", diags)
		}
	})

	t.Run("diagnostics follow Update", func(t *testing.T) {
		orig, err := os.ReadFile(greet)
		if err != nil {
			t.Fatal(err)
		}
		clean, err := r.Diagnostics(nvimSlowCtx(t), greet)
		if err != nil || len(clean) != 0 {
			t.Fatalf("clean file: %+v, %v", clean, err)
		}
		broken := strings.Replace(string(orig), "return []Greeting{Hello(name), Hello(name)}", "return []Greeting{Hello(name), Hello(nam)}", 1)
		if err := r.Update(nvimSlowCtx(t), greet, []byte(broken)); err != nil {
			t.Fatal(err)
		}
		diags, err := r.Diagnostics(nvimSlowCtx(t), greet)
		if err != nil {
			t.Fatal(err)
		}
		if len(diags) != 1 || !strings.Contains(diags[0].Message, "undefined: nam") ||
			diags[0].Range.Start != nvimPosIn(t, broken, "nam)", 0) {
			t.Errorf("after the edit: %+v, want one error at %+v", diags, nvimPosIn(t, broken, "nam)", 0))
		}
		if err := r.Update(nvimSlowCtx(t), greet, orig); err != nil {
			t.Fatal(err)
		}
		diags, err = r.Diagnostics(nvimSlowCtx(t), greet)
		if err != nil || len(diags) != 0 {
			t.Errorf("after reverting: %+v, %v (a stale publish?)", diags, err)
		}
		if b, _ := os.ReadFile(greet); string(b) != string(orig) {
			t.Error("Update wrote to the file on disk")
		}
	})

	t.Run("implementations and type hierarchy", func(t *testing.T) {
		shapes := filepath.Join(s.dir, "gomod", "shapes", "shapes.go")
		shape, square, circle := nvimPos(t, shapes, "Shape interface", 0), nvimPos(t, shapes, "Square struct", 0), nvimPos(t, shapes, "Circle struct", 0)
		at := func(path string, p lsp.Position) string {
			return filepath.Base(path) + ":" + strconv.Itoa(int(p.Line)) + ":" + strconv.Itoa(int(p.Character))
		}
		locs, err := r.Implementations(nvimSlowCtx(t), shapes, shape)
		var impls []string
		for _, l := range locs {
			impls = append(impls, at(lsp.URIToPath(l.URI), l.Range.Start))
		}
		if want := []string{at(shapes, square), at(shapes, circle)}; err != nil || fmt.Sprint(impls) != fmt.Sprint(want) {
			t.Errorf("implementations of Shape: %v, %v; want %v", impls, err, want)
		}
		items := func(ts []lsp.TypeItem, err error) string {
			var out []string
			for _, it := range ts {
				out = append(out, it.Name+"@"+at(it.Path, it.SelectionRange.Start))
			}
			return fmt.Sprint(out, err)
		}
		subs := items(r.Subtypes(nvimSlowCtx(t), shapes, shape))
		if want := fmt.Sprint([]string{"Square@" + at(shapes, square), "Circle@" + at(shapes, circle)}, nil); subs != want {
			t.Errorf("subtypes of Shape: %s, want %s", subs, want)
		}
		supers := items(r.Supertypes(nvimSlowCtx(t), shapes, square))
		if want := fmt.Sprint([]string{"Shape@" + at(shapes, shape)}, nil); supers != want {
			t.Errorf("supertypes of Square: %s, want %s", supers, want)
		}
	})

	t.Run("code actions offered for a diagnostic", func(t *testing.T) {
		orig, err := os.ReadFile(greet)
		if err != nil {
			t.Fatal(err)
		}
		broken := string(orig) + "\n// Count is broken.\nfunc Count() int {\n\tn := undefinedCount\n\treturn n\n}\n"
		if err := r.Update(nvimSlowCtx(t), greet, []byte(broken)); err != nil {
			t.Fatal(err)
		}
		defer func() {
			if err := r.Update(nvimSlowCtx(t), greet, orig); err != nil {
				t.Fatal(err)
			}
		}()
		diags, err := r.Diagnostics(nvimSlowCtx(t), greet)
		if err != nil || len(diags) != 1 || diags[0].Message != "undefined: undefinedCount" {
			t.Fatalf("diagnostics %+v, %v; want the undefined name", diags, err)
		}
		actions, err := r.CodeActions(nvimSlowCtx(t), greet, diags[0].Range, diags)
		want := lsp.CodeAction{Title: "Create variable undefinedCount", Kind: "quickfix"}
		if err != nil || !slices.Contains(actions, want) {
			t.Errorf("code actions %+v, %v; want %+v", actions, err, want)
		}
	})

	t.Run("language without a client", func(t *testing.T) {
		_, err := e.Requester(nvimSlowCtx(t), "python", s.dir)
		if !errors.Is(err, lsp.ErrUnsupported) {
			t.Errorf("Requester(python) = %v, want lsp.ErrUnsupported", err)
		}
		// A Go requester asked about a file no client takes.
		txt := filepath.Join(s.dir, "gomod", "notes.txt")
		if err := os.WriteFile(txt, []byte("hello\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		defer cancel()
		if _, err := r.DocumentSymbols(ctx, txt); !errors.Is(err, lsp.ErrUnsupported) {
			t.Errorf("symbols of a text file: %v, want lsp.ErrUnsupported", err)
		}
	})

	t.Run("user buffers are left alone", func(t *testing.T) {
		// The user opens main.go and types without saving.
		if err := e.v.ExecLua(`local path = ...
vim.cmd('edit ' .. vim.fn.fnameescape(path))
vim.api.nvim_buf_set_lines(0, 0, 0, false, {'// unsaved'})`, nil, mainGo); err != nil {
			t.Fatal(err)
		}
		var ue *lsp.UnsavedEditsError
		if _, err := r.Hover(nvimSlowCtx(t), mainGo, nvimPos(t, mainGo, "Hello", 0)); !errors.As(err, &ue) || ue.Path != mainGo || errors.Is(err, lsp.ErrUnsupported) {
			t.Errorf("hover in a modified user buffer: %v, want an lsp.UnsavedEditsError for main.go (not lsp.ErrUnsupported, which stops hover for the language)", err)
		}
		if u, err := r.(interface {
			UnsavedEdits(context.Context) ([]string, error)
		}).UnsavedEdits(nvimSlowCtx(t)); err != nil || len(u) != 1 || u[0] != mainGo {
			t.Errorf("UnsavedEdits = %v, %v; want [%s]", u, err, mainGo)
		}
		if err := r.Update(nvimSlowCtx(t), mainGo, []byte("package main\n")); !errors.Is(err, lsp.ErrUnsupported) {
			t.Errorf("Update of a user buffer: %v, want lsp.ErrUnsupported", err)
		}
		var first string
		if err := e.v.ExecLua("return vim.api.nvim_buf_get_lines(0, 0, 1, false)[1]", &first); err != nil {
			t.Fatal(err)
		}
		if first != "// unsaved" {
			t.Errorf("user's buffer changed: first line %q", first)
		}
		if err := e.v.ExecLua("vim.cmd('bwipeout!')", nil); err != nil {
			t.Fatal(err)
		}
	})

	t.Run("Close releases the buffers", func(t *testing.T) {
		if err := r.Close(); err != nil {
			t.Fatal(err)
		}
		var after []int64
		if err := e.v.ExecLua("return vim.tbl_filter(vim.api.nvim_buf_is_valid, vim.api.nvim_list_bufs())", &after); err != nil {
			t.Fatal(err)
		}
		if len(after) != len(before) {
			t.Errorf("buffers before %v, after Close %v", before, after)
		}
		// Stopping is asynchronous (shutdown, exit): wait for it.
		var clients int
		if err := e.v.ExecLua("vim.wait(10000, function() return #vim.lsp.get_active_clients() == 0 end, 20); return #vim.lsp.get_active_clients()", &clients); err != nil {
			t.Fatal(err)
		}
		if clients != 0 {
			var dump string
			e.v.ExecLua("return vim.inspect(vim.tbl_map(function(c) return {c.id, c.name, c.attached_buffers, vim.tbl_map(function(b) return {b, vim.api.nvim_buf_get_name(b), vim.api.nvim_buf_is_loaded(b)} end, vim.api.nvim_list_bufs())} end, vim.lsp.get_active_clients()))", &dump)
			t.Errorf("%d clients still running after Close; the bridge started them: %s", clients, dump)
		}
		var modified int
		if err := e.v.ExecLua("return #vim.tbl_filter(function(b) return vim.bo[b].modified end, vim.api.nvim_list_bufs())", &modified); err != nil {
			t.Fatal(err)
		}
		if modified != 0 {
			t.Errorf("%d modified buffers left", modified)
		}
	})
}

func TestNvimBridgeEditorKilled(t *testing.T) {
	s := nvimStart(t)
	e := nvimDial(t, s.sock)
	r := nvimGoRequester(t, e, s.dir)
	greet := filepath.Join(s.dir, "gomod", "greet", "greet.go")
	if _, err := r.DocumentSymbols(nvimSlowCtx(t), greet); err != nil {
		t.Fatal(err)
	}
	s.kill(t)
	start := time.Now()
	_, err := r.Hover(nvimSlowCtx(t), greet, nvimPos(t, greet, "Hello", 1))
	if !errors.Is(err, lsp.ErrServerDead) {
		t.Fatalf("hover after the editor died: %v, want lsp.ErrServerDead", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("took %v to notice the dead editor", d)
	}
	if _, err := r.References(nvimSlowCtx(t), greet, nvimPos(t, greet, "Hello", 1), true); !errors.Is(err, lsp.ErrServerDead) {
		t.Errorf("second request: %v, want lsp.ErrServerDead", err)
	}
	if err := r.Close(); err != nil {
		t.Errorf("Close after the editor died: %v", err)
	}
}

// The editor dies while a request is in flight: gopls is stopped
// (SIGSTOP), so the editor sits in the request's wait when it is killed,
// and the pending call fails with lsp.ErrServerDead.
func TestNvimBridgeEditorKilledMidRequest(t *testing.T) {
	s := nvimStart(t)
	e := nvimDial(t, s.sock)
	r := nvimGoRequester(t, e, s.dir)
	greet := filepath.Join(s.dir, "gomod", "greet", "greet.go")
	if _, err := r.DocumentSymbols(nvimSlowCtx(t), greet); err != nil {
		t.Fatal(err)
	}
	servers := s.servers(t, "gopls")
	for _, p := range servers {
		syscall.Kill(p, syscall.SIGSTOP)
	}
	errc := make(chan error, 1)
	go func() {
		_, err := r.Hover(nvimSlowCtx(t), greet, nvimPos(t, greet, "Hello", 1))
		errc <- err
	}()
	select {
	case err := <-errc:
		t.Fatalf("hover answered while gopls was stopped: %v", err)
	case <-time.After(time.Second):
	}
	s.kill(t)
	for _, p := range servers {
		syscall.Kill(p, syscall.SIGCONT)
	}
	select {
	case err := <-errc:
		if !errors.Is(err, lsp.ErrServerDead) {
			t.Errorf("in-flight hover when the editor died: %v, want lsp.ErrServerDead", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("in-flight request did not return after the editor died")
	}
}

// clangd, configured as lspconfig does, negotiates UTF-8 positions: the
// bridge converts them to and from UTF-16 on lines with multi-byte text.
func TestNvimBridgeUTF8Client(t *testing.T) {
	s := nvimStart(t)
	nvimTool(t, "clangd", "/usr/bin/clangd")
	e := nvimDial(t, s.sock)
	root := filepath.Join(s.dir, "cmod")
	r, err := e.Requester(nvimSlowCtx(t), "c", root)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	countC := filepath.Join(root, "count.c")
	// count 0 is the definition, 1 and 2 the calls after "héllo wörld 👋".
	locs, err := r.References(nvimSlowCtx(t), countC, nvimPos(t, countC, "count", 2), true)
	if err != nil {
		t.Fatal(err)
	}
	var enc string
	if err := e.v.ExecLua("return vim.lsp.get_active_clients()[1].offset_encoding", &enc); err != nil || enc != "utf-8" {
		t.Fatalf("clangd's client encoding %q (%v): the test needs a UTF-8 client", enc, err)
	}
	var got []lsp.Position
	for _, l := range locs {
		got = append(got, l.Range.Start)
	}
	want := []lsp.Position{nvimPos(t, countC, "count", 0), nvimPos(t, countC, "count", 1), nvimPos(t, countC, "count", 2)}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("references at %v, want %v (UTF-16)", got, want)
	}
	if len(locs) > 0 && locs[1].Range.End.Character-locs[1].Range.Start.Character != 5 {
		t.Errorf("reference range %+v is not 5 UTF-16 units long", locs[1].Range)
	}
	h, err := r.Hover(nvimSlowCtx(t), countC, nvimPos(t, countC, "count", 2))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(h.Signature, "int count(const char *s)") {
		t.Errorf("hover on the second call: %+v", h)
	}
	bad := filepath.Join(root, "bad.c")
	diags, err := r.Diagnostics(nvimSlowCtx(t), bad)
	if err != nil {
		t.Fatal(err)
	}
	if len(diags) != 1 || diags[0].Range.Start != nvimPos(t, bad, "missing_name", 0) || diags[0].Severity != lsp.SeverityError {
		t.Errorf("diagnostics %+v, want one error at %+v", diags, nvimPos(t, bad, "missing_name", 0))
	}

	// clangd finds a diagnostic's fixes by its range, in its encoding:
	// the context's diagnostic goes back converted from UTF-16.
	semi := "int broken(void)\n{\n\tconst char *g = \"👋 ñ\"; int n = 1 return g[0] + n;\n}\n"
	if err := r.Update(nvimSlowCtx(t), bad, []byte(semi)); err != nil {
		t.Fatal(err)
	}
	diags, err = r.Diagnostics(nvimSlowCtx(t), bad)
	if err != nil || len(diags) != 1 || diags[0].Range.Start != nvimPosIn(t, semi, "return", 0) {
		t.Fatalf("diagnostics %+v, %v; want one at %+v", diags, err, nvimPosIn(t, semi, "return", 0))
	}
	actions, err := r.CodeActions(nvimSlowCtx(t), bad, diags[0].Range, diags)
	fix := lsp.CodeAction{Title: "insert ';'", Kind: "quickfix", Preferred: true}
	if err != nil || !slices.Contains(actions, fix) {
		t.Errorf("code actions %+v, %v; want %+v", actions, err, fix)
	}
	// clangd 14 has only its own, older type hierarchy request.
	if items, err := r.Supertypes(nvimSlowCtx(t), countC, nvimPos(t, countC, "count", 0)); !errors.Is(err, lsp.ErrUnsupported) {
		t.Errorf("Supertypes through clangd 14: %+v, %v; want lsp.ErrUnsupported", items, err)
	}
}

// servers lists the processes named name that Neovim started.
func (s *nvimSession) servers(t testing.TB, name string) []int {
	t.Helper()
	var out []int
	for _, p := range proctest.Descendants(s.cmd.Process.Pid) {
		if b, _ := os.ReadFile(filepath.Join("/proc", strconv.Itoa(p), "comm")); strings.TrimSpace(string(b)) == name {
			out = append(out, p)
		}
	}
	if len(out) == 0 {
		t.Fatalf("no %s process under nvim", name)
	}
	return out
}

// A server that does not answer: the call ends at the caller's deadline,
// or at once when the caller cancels, and the editor is free again right
// after (the wait inside the editor ends too).
func TestNvimBridgeDeadlineAndCancel(t *testing.T) {
	s := nvimStart(t)
	e := nvimDial(t, s.sock)
	r := nvimGoRequester(t, e, s.dir)
	greet := filepath.Join(s.dir, "gomod", "greet", "greet.go")
	at := nvimPos(t, greet, "Hello", 1)
	if _, err := r.Hover(nvimSlowCtx(t), greet, at); err != nil {
		t.Fatal(err)
	}
	servers := s.servers(t, "gopls")
	for _, p := range servers {
		syscall.Kill(p, syscall.SIGSTOP)
	}
	resumed := false
	resume := func() {
		if !resumed {
			resumed = true
			for _, p := range servers {
				syscall.Kill(p, syscall.SIGCONT)
			}
		}
	}
	defer resume()

	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 1500*time.Millisecond)
	_, err := r.Hover(ctx, greet, at)
	cancel()
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("hover against a stopped server: %v, want DeadlineExceeded", err)
	}
	if d := time.Since(start); d > 2500*time.Millisecond {
		t.Errorf("a 1.5s deadline took %v", d)
	}

	ctx, cancel = context.WithCancel(context.Background())
	errc := make(chan error, 1)
	go func() {
		_, err := r.References(ctx, greet, at, true)
		errc <- err
	}()
	time.Sleep(300 * time.Millisecond)
	start = time.Now()
	cancel()
	select {
	case err := <-errc:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("cancelled references: %v, want context.Canceled", err)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("cancel did not end the call")
	}
	// The editor is free: a bridge call gets through at once.
	ctx, cancel = context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if _, err := e.call(ctx, "serves", map[string]interface{}{"filetypes": []string{"go"}}); err != nil {
		t.Errorf("editor still busy %v after the cancel: %v", time.Since(start), err)
	}

	resume()
	h, err := r.Hover(nvimSlowCtx(t), greet, at)
	if err != nil || h.Signature == "" {
		t.Errorf("hover after the server resumed: %+v, %v", h, err)
	}
}

// The bridge leaves no trace in the editor: the user's own buffer and the
// client serving it stay, the bridge's buffer goes, and after
// Editor.Close neither its Lua global nor its publish wrapper remains.
func TestNvimBridgeLeavesNoTrace(t *testing.T) {
	s := nvimStart(t)
	user, err := nvim.Dial(s.sock, nvim.DialLogf(func(string, ...interface{}) {}))
	if err != nil {
		t.Fatal(err)
	}
	defer user.Close()
	mainGo := filepath.Join(s.dir, "gomod", "main.go")
	// The user edits main.go; its gopls attaches before the bridge comes.
	var attached bool
	if err := user.ExecLua(`vim.cmd('edit ' .. vim.fn.fnameescape(...))
return vim.wait(30000, function() return next(vim.lsp.buf_get_clients(0)) ~= nil end, 20)`, &attached, mainGo); err != nil || !attached {
		t.Fatalf("user's gopls did not attach: %v", err)
	}
	// And bad.go in a split, until its error shows.
	bad := filepath.Join(s.dir, "gomod", "bad", "bad.go")
	var shown bool
	if err := user.ExecLua(`vim.cmd('split ' .. vim.fn.fnameescape(...))
return vim.wait(30000, function() return #vim.diagnostic.get(0) > 0 end, 20)`, &shown, bad); err != nil || !shown {
		t.Fatalf("user's bad.go shows no diagnostics: %v", err)
	}
	e := nvimDial(t, s.sock)
	r := nvimGoRequester(t, e, s.dir)
	greet := filepath.Join(s.dir, "gomod", "greet", "greet.go")
	if _, err := r.Hover(nvimSlowCtx(t), mainGo, nvimPos(t, mainGo, "Hello", 0)); err != nil {
		t.Errorf("hover in the user's (unmodified) buffer: %v", err)
	}
	// Published before the bridge came: the editor's own set is the answer.
	diags, err := r.Diagnostics(nvimSlowCtx(t), bad)
	if err != nil || len(diags) != 1 || diags[0].Range.Start != nvimPos(t, bad, `"three"`, 0) || diags[0].Severity != lsp.SeverityError {
		t.Errorf("diagnostics of the user's bad.go: %+v, %v", diags, err)
	}
	if err := r.Update(nvimSlowCtx(t), greet, []byte("package greet\n")); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Diagnostics(nvimSlowCtx(t), greet); err != nil {
		t.Fatal(err)
	}
	if err := r.Close(); err != nil {
		t.Fatal(err)
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	var state struct {
		Bufs     []string `msgpack:"bufs"`
		Clients  int      `msgpack:"clients"`
		Wrapped  int      `msgpack:"wrapped"`
		Globals  int      `msgpack:"globals"`
		Modified int      `msgpack:"modified"`
	}
	if err := user.ExecLua(`local st = { bufs = {}, clients = 0, wrapped = 0, globals = 0, modified = 0 }
for _, b in ipairs(vim.api.nvim_list_bufs()) do
  if vim.api.nvim_buf_is_loaded(b) then table.insert(st.bufs, vim.api.nvim_buf_get_name(b)) end
  if vim.bo[b].modified then st.modified = st.modified + 1 end
end
for _, c in ipairs(vim.lsp.get_active_clients()) do
  st.clients = st.clients + 1
  if rawget(c.handlers, 'textDocument/publishDiagnostics') then st.wrapped = st.wrapped + 1 end
end
for k in pairs(_G) do
  if type(k) == 'string' and k:find('^_soulindex_bridge_') then st.globals = st.globals + 1 end
end
return st`, &state); err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(state.Bufs) != fmt.Sprint([]string{mainGo, bad}) {
		t.Errorf("loaded buffers %v, want only the user's %s and %s", state.Bufs, mainGo, bad)
	}
	if state.Clients != 1 {
		t.Errorf("%d clients, want the user's gopls still running", state.Clients)
	}
	if state.Wrapped != 0 || state.Globals != 0 || state.Modified != 0 {
		t.Errorf("left behind: %d wrapped handlers, %d bridge globals, %d modified buffers", state.Wrapped, state.Globals, state.Modified)
	}
}

// The editor-side column conversions, on a line with 2-, 3- and 4-byte
// characters: "aé€👋b" is bytes 0 1 3 6 10, UTF-16 0 1 2 3 5, UTF-32 0 1 2 3 4.
func TestNvimBridgeColumns(t *testing.T) {
	s := nvimStart(t)
	e := nvimDial(t, s.sock)
	const line = "aé€👋b"
	utf16 := []int64{0, 1, 2, 3, 5, 6}
	for _, tc := range []struct {
		enc  string
		cols []int64
	}{
		{"utf-8", []int64{0, 1, 3, 6, 10, 11}},
		{"utf-16", utf16},
		{"utf-32", []int64{0, 1, 2, 3, 4, 5}},
	} {
		t.Run(tc.enc, func(t *testing.T) {
			var from, to struct {
				Cols []int64 `msgpack:"cols"`
			}
			ctx := nvimSlowCtx(t)
			code := fmt.Sprintf("return _G[%q].columns(...)", e.global)
			if err := e.exec(ctx, code, &from, 0, map[string]interface{}{"text": line, "cols": utf16, "enc": tc.enc}); err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(from.Cols) != fmt.Sprint(tc.cols) {
				t.Errorf("UTF-16 %v -> %s %v, want %v", utf16, tc.enc, from.Cols, tc.cols)
			}
			if err := e.exec(ctx, code, &to, 0, map[string]interface{}{"text": line, "cols": tc.cols, "enc": tc.enc, "to": true}); err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(to.Cols) != fmt.Sprint(utf16) {
				t.Errorf("%s %v -> UTF-16 %v, want %v", tc.enc, tc.cols, to.Cols, utf16)
			}
		})
	}
}

// $NVIM (set by Neovim in its terminals) is how soulindex finds the editor
// it runs in.
func TestNvimBridgeFromEnvironment(t *testing.T) {
	s := nvimStart(t)
	t.Setenv("NVIM", s.sock)
	addr := EditorAddr("", os.Getenv)
	if addr != s.sock {
		t.Fatalf("EditorAddr from $NVIM = %q, want %q", addr, s.sock)
	}
	e := nvimDial(t, addr)
	r := nvimGoRequester(t, e, s.dir)
	syms, err := r.DocumentSymbols(nvimSlowCtx(t), filepath.Join(s.dir, "gomod", "main.go"))
	if err != nil {
		t.Fatal(err)
	}
	if len(syms) != 1 || syms[0].Name != "main" {
		t.Errorf("main.go symbols %+v, want main", syms)
	}
}

func TestNvimBridgeContextCancelled(t *testing.T) {
	s := nvimStart(t)
	e := nvimDial(t, s.sock)
	r := nvimGoRequester(t, e, s.dir)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := r.DocumentSymbols(ctx, filepath.Join(s.dir, "gomod", "main.go")); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled ctx: %v, want context.Canceled", err)
	}
}

func TestEditorAddr(t *testing.T) {
	env := func(m map[string]string) func(string) string {
		return func(k string) string { return m[k] }
	}
	for _, tc := range []struct {
		name string
		flag string
		env  map[string]string
		want string
	}{
		{"flag wins", "/tmp/a.sock", map[string]string{"NVIM": "/tmp/b.sock"}, "/tmp/a.sock"},
		{"$NVIM", "", map[string]string{"NVIM": "/tmp/b.sock", "NVIM_LISTEN_ADDRESS": "/tmp/c.sock"}, "/tmp/b.sock"},
		{"older variable", "", map[string]string{"NVIM_LISTEN_ADDRESS": "127.0.0.1:6666"}, "127.0.0.1:6666"},
		{"blank flag", "  ", map[string]string{"NVIM": " /tmp/b.sock "}, "/tmp/b.sock"},
		{"none", "", nil, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := EditorAddr(tc.flag, env(tc.env)); got != tc.want {
				t.Errorf("EditorAddr(%q) = %q, want %q", tc.flag, got, tc.want)
			}
		})
	}
	if got := EditorAddr("", nil); got != "" {
		t.Errorf("nil getenv: %q", got)
	}
}

func TestDialNvimNoEditor(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, err := Dial(ctx, filepath.Join(t.TempDir(), "none.sock"))
	if !errors.Is(err, lsp.ErrServerDead) {
		t.Errorf("dial of a missing socket: %v, want lsp.ErrServerDead", err)
	}
}

// BenchmarkNvimBridge measures round trips through the editor to a warm
// gopls (go test -run X -bench NvimBridge ./lsp/nvim).
func BenchmarkNvimBridge(b *testing.B) {
	s := nvimStart(b)
	e := nvimDial(b, s.sock)
	r := nvimGoRequester(b, e, s.dir)
	greet := filepath.Join(s.dir, "gomod", "greet", "greet.go")
	at := nvimPos(b, greet, "Hello", 1)
	orig, err := os.ReadFile(greet)
	if err != nil {
		b.Fatal(err)
	}
	ctx := nvimSlowCtx(b)
	if _, err := r.References(ctx, greet, at, true); err != nil {
		b.Fatal(err)
	}
	for _, bc := range []struct {
		name string
		do   func(i int) error
	}{
		{"documentSymbol", func(int) error { _, err := r.DocumentSymbols(ctx, greet); return err }},
		{"hover", func(int) error { _, err := r.Hover(ctx, greet, at); return err }},
		{"references", func(int) error { _, err := r.References(ctx, greet, at, true); return err }},
		{"incomingCalls", func(int) error { _, err := r.IncomingCalls(ctx, greet, at); return err }},
		{"update+diagnostics", func(i int) error {
			// A distinct content each time, so each round waits for a publish.
			if err := r.Update(ctx, greet, append(append([]byte(nil), orig...), fmt.Sprintf("\n// %d\n", i)...)); err != nil {
				return err
			}
			_, err := r.Diagnostics(ctx, greet)
			return err
		}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if err := bc.do(i); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
