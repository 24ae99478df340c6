package main

import (
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

	"github.com/soulindex/soulindex/pipeline"
)

// The --nvim tests drive Debian's headless Neovim with the editor
// configuration of the bridge tests (testdata/nvim/init.lua), which
// attaches a real gopls to Go buffers. lsp/nvim's helpers are not
// exported to other packages' tests, hence this small copy.

// editor is a headless Neovim in its own process group.
type editor struct {
	cmd    *exec.Cmd
	sock   string
	done   chan struct{}
	killed bool
}

// startEditor starts Neovim with dir as its working directory.
func startEditor(t *testing.T, dir string) *editor {
	t.Helper()
	goplsTool(t)
	return startEditorWith(t, dir, filepath.Join(repoRoot(t), "testdata", "nvim", "init.lua"))
}

// startEditorWith starts Neovim with the configuration initLua.
func startEditorWith(t *testing.T, dir, initLua string) *editor {
	t.Helper()
	bin, err := exec.LookPath("nvim")
	if err != nil {
		msg := "nvim not on PATH: the --nvim tests need Debian's neovim"
		if os.Getenv("SOULINDEX_REQUIRE_TOOLS") != "" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	// Unix socket paths are limited to about 100 bytes: a short directory.
	sockDir, err := os.MkdirTemp("", "nvc")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(sockDir) })
	e := &editor{sock: filepath.Join(sockDir, "nvim.sock"), done: make(chan struct{})}
	e.cmd = exec.Command(bin, "--headless", "--clean", "-u", initLua, "--listen", e.sock)
	e.cmd.Dir = dir
	e.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := e.cmd.Start(); err != nil {
		t.Fatalf("start nvim: %v", err)
	}
	go func() { e.cmd.Wait(); close(e.done) }()
	t.Cleanup(func() { e.killAndCheck(t) })
	deadline := time.Now().Add(20 * time.Second)
	for {
		if _, err := os.Stat(e.sock); err == nil {
			return e
		}
		if time.Now().After(deadline) {
			t.Fatalf("nvim did not listen on %s within 20s", e.sock)
		}
		select {
		case <-e.done:
			t.Fatal("nvim exited before listening")
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// killAndCheck kills Neovim's process group and checks that nothing it
// started (its gopls) outlives it.
func (e *editor) killAndCheck(t *testing.T) {
	t.Helper()
	if e.killed || e.cmd.Process == nil {
		return
	}
	e.killed = true
	kids := proctest.Descendants(e.cmd.Process.Pid)
	syscall.Kill(-e.cmd.Process.Pid, syscall.SIGKILL)
	select {
	case <-e.done:
	case <-time.After(10 * time.Second):
		t.Errorf("nvim %d did not exit after SIGKILL", e.cmd.Process.Pid)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		var left []int
		for _, k := range kids {
			if proctest.Alive(k) {
				left = append(left, k)
			}
		}
		if len(left) == 0 {
			return
		}
		if time.Now().After(deadline) {
			for _, p := range left {
				st, _ := proctest.Read(p)
				t.Errorf("process %d %s %v started by nvim outlived it; killing it", p, st.Comm, st.Fields)
				syscall.Kill(p, syscall.SIGKILL)
			}
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// goplsChildren counts the live gopls processes below this test process
// but not below the editor: the standalone servers a soulindex run (in
// process) started.
func goplsChildren(ed *editor) int {
	editors := map[int]bool{}
	for _, p := range proctest.Descendants(ed.cmd.Process.Pid) {
		editors[p] = true
	}
	n := 0
	for _, p := range proctest.Descendants(os.Getpid()) {
		if editors[p] {
			continue
		}
		b, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(p), "comm"))
		if err == nil && strings.TrimSpace(string(b)) == "gopls" && proctest.Alive(p) {
			n++
		}
	}
	return n
}

// TestIndexNvim: `index --lsp --nvim SOCKET` gets Go's facts from the
// editor's gopls and starts no standalone gopls; $NVIM does the same; an
// unreachable editor falls back to a standalone server with a notice.
func TestIndexNvim(t *testing.T) {
	dir := t.TempDir()
	copyTree(t, filepath.Join(repoRoot(t), "testdata", "nvim", "gomod"), dir)
	ed := startEditor(t, dir)
	fullPath := os.Getenv("PATH")
	t.Setenv("NVIM", "")
	t.Setenv("NVIM_LISTEN_ADDRESS", "")

	// With gopls off soulindex's PATH (the editor was started with it),
	// a standalone gopls could not even start: Go's hover can only be
	// the editor's.
	servedByEditor := func(t *testing.T, args ...string) {
		t.Helper()
		t.Setenv("PATH", pathWithout("gopls"))
		noUserServers(t)
		out := t.TempDir()
		st, r := lspIndexJSON(t, dir, out, append([]string{"--lsp", "--lsp-timeout", "2m"}, args...)...)
		l, ok := lspLanguage(st, "go")
		if !ok || l.Server != "ok" || l.Transport != pipeline.TransportNvim || l.HoverDocs == 0 {
			t.Fatalf("go stats = %+v, want the editor's gopls answering\n%s", l, r.stderr)
		}
		if _, started := st.LSP.ReadySeconds["go"]; started {
			t.Errorf("a standalone Go server was started: ready_seconds = %v", st.LSP.ReadySeconds)
		}
		if !strings.Contains(r.stderr, "lsp go: served by the editor's language client (nvim)") {
			t.Errorf("stderr does not name the transport:\n%s", r.stderr)
		}
		if !goplsHover(t, out, "greet/greet.go", "/Hello().") {
			t.Errorf("Hello has no gopls hover in the SCIP")
		}
		sm, err := os.ReadFile(filepath.Join(out, "soulmap.md"))
		if err != nil {
			t.Fatal(err)
		}
		// Callers come only from a language server (↑).
		if !strings.Contains(string(sm), "+func Hello(name string) Greeting :12 [Twice, main↑]") {
			t.Errorf("the Soul Map lacks Hello's callers from the editor's gopls:\n%s", sm)
		}
	}
	t.Run("--nvim", func(t *testing.T) { servedByEditor(t, "--nvim", ed.sock) })
	t.Run("$NVIM", func(t *testing.T) {
		t.Setenv("NVIM", ed.sock)
		servedByEditor(t)
	})
	t.Run("unreachable editor", func(t *testing.T) {
		t.Setenv("PATH", fullPath)
		bad := filepath.Join(t.TempDir(), "no.sock")
		st, r := lspIndexJSON(t, dir, t.TempDir(), "--lsp", "--lsp-timeout", "2m", "--nvim", bad)
		if !strings.Contains(r.stderr, "cannot use the editor at "+bad) {
			t.Errorf("stderr lacks the unreachable-editor notice:\n%s", r.stderr)
		}
		l, ok := lspLanguage(st, "go")
		if !ok || l.Server != "ok" || l.Transport != pipeline.TransportStandalone || l.HoverDocs == 0 {
			t.Errorf("go stats = %+v, want a standalone gopls\n%s", l, r.stderr)
		}
	})
	if n := goplsChildren(ed); n != 0 {
		t.Errorf("%d standalone gopls still running after the runs", n)
	}
	// The editor and its gopls go; the cleanup checks nothing is left.
	ed.killAndCheck(t)
}

// TestDiagNvim: with --nvim, diag's working-tree session uses the
// editor's gopls (the base, a temporary worktree, a standalone one) and
// finds the error the change introduces.
func TestDiagNvim(t *testing.T) {
	requireServer(t, "gopls")
	repo := gitRepo(t, "go")
	ed := startEditor(t, repo)
	t.Setenv("NVIM", "")
	t.Setenv("NVIM_LISTEN_ADDRESS", "")
	applyEdits(t, repo, diagCases[0].breaks)
	rep, r := diagJSON(t, repo, "--verbose", "--nvim", ed.sock)
	if r.code != exitFailure || !has(rep.NewErrors, "calc.go", "undefined: missingValue") || len(rep.NewErrors) != 1 {
		t.Fatalf("exit %d, want 1 and the one new error; report %+v\nstderr: %s", r.code, rep, r.stderr)
	}
	if !strings.Contains(r.stderr, "go: the working tree is served by the editor's language client (nvim)") {
		t.Errorf("stderr does not say the editor served the working tree:\n%s", r.stderr)
	}
	noWorktreeLeft(t, repo)

	// An unreachable editor: a notice, and the same verdict standalone.
	bad := filepath.Join(t.TempDir(), "no.sock")
	rep, r = diagJSON(t, repo, "--verbose", "--nvim", bad)
	if !strings.Contains(r.stderr, "cannot use the editor at "+bad) || strings.Contains(r.stderr, "served by the editor") {
		t.Errorf("stderr lacks the unreachable-editor notice:\n%s", r.stderr)
	}
	if r.code != exitFailure || !has(rep.NewErrors, "calc.go", "undefined: missingValue") {
		t.Errorf("standalone fallback: exit %d, report %+v\nstderr: %s", r.code, rep, r.stderr)
	}
	if n := goplsChildren(ed); n != 0 {
		t.Errorf("%d standalone gopls still running after the runs", n)
	}
	ed.killAndCheck(t)
}

// editorBuffers returns the editor's buffers as "name loaded listed
// modified" lines, sorted; the names are made relative to dir.
func editorBuffers(t *testing.T, v *nvim.Nvim, dir string) []string {
	t.Helper()
	var bufs []string
	if err := v.ExecLua(`local out = {}
for _, b in ipairs(vim.api.nvim_list_bufs()) do
  table.insert(out, string.format('%s loaded=%s listed=%s modified=%s', vim.api.nvim_buf_get_name(b),
    tostring(vim.api.nvim_buf_is_loaded(b)), tostring(vim.bo[b].buflisted), tostring(vim.bo[b].modified)))
end
return out`, &bufs); err != nil {
		t.Fatal(err)
	}
	for i, b := range bufs {
		bufs[i] = strings.ReplaceAll(b, dir+string(filepath.Separator), "")
	}
	slices.Sort(bufs)
	return bufs
}

// userEdits opens rel in the editor as its user would (the FileType
// autocommand attaches the editor's gopls), waits for the client, and,
// when line is not "", inserts it at the top without saving.
func userEdits(t *testing.T, v *nvim.Nvim, dir, rel, line string) {
	t.Helper()
	var attached bool
	if err := v.ExecLua(`local path, line = ...
vim.cmd('edit ' .. vim.fn.fnameescape(path))
if line ~= '' then
  vim.api.nvim_buf_set_lines(0, 0, 0, false, { line })
end
return vim.wait(60000, function() return #vim.lsp.buf_get_clients(0) > 0 end, 20)`, &attached, filepath.Join(dir, rel), line); err != nil {
		t.Fatal(err)
	}
	if !attached {
		t.Fatalf("no language client attached to %s in the editor", rel)
	}
}

// TestNvimLeavesEditorAsFound: the user works in the editor (one Go file
// open, its gopls running; another file with unsaved edits). `index --lsp
// --nvim` and `diag --nvim` leave exactly the buffers they found, checked
// again a moment after each run (a server's late publish for a file the
// run closed must not bring a buffer back). A file with unsaved edits is
// never read through the editor: index skips it and says why (not
// "request not supported", which would stop hover for the language), and
// diag checks what is on disk, which is what a commit takes, through a
// standalone server for that language.
func TestNvimLeavesEditorAsFound(t *testing.T) {
	requireServer(t, "gopls")
	repo := gitRepo(t, "go")
	ed := startEditor(t, repo)
	t.Setenv("NVIM", "")
	t.Setenv("NVIM_LISTEN_ADDRESS", "")
	v, err := nvim.Dial(ed.sock)
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	userEdits(t, v, repo, "main.go", "")
	before := editorBuffers(t, v, repo)
	same := func(t *testing.T, what string) {
		t.Helper()
		// A publish in flight when the run returned would add a buffer
		// a moment later: look again after one.
		for _, wait := range []time.Duration{0, 2 * time.Second} {
			time.Sleep(wait)
			if after := editorBuffers(t, v, repo); !slices.Equal(after, before) {
				t.Errorf("after %s (+%s): buffers\n%s\nwant\n%s", what, wait, strings.Join(after, "\n"), strings.Join(before, "\n"))
				return
			}
		}
	}

	t.Run("index", func(t *testing.T) {
		st, r := lspIndexJSON(t, repo, t.TempDir(), "--lsp", "--lsp-timeout", "2m", "--nvim", ed.sock)
		if l, ok := lspLanguage(st, "go"); !ok || l.Transport != pipeline.TransportNvim || l.RefSymbols == 0 {
			t.Fatalf("go stats = %+v, want the editor's gopls answering\n%s", l, r.stderr)
		}
		same(t, "index --nvim")
	})
	t.Run("diag", func(t *testing.T) {
		applyEdits(t, repo, diagCases[0].breaks)
		rep, r := diagJSON(t, repo, "--verbose", "--nvim", ed.sock)
		if r.code != exitFailure || !has(rep.NewErrors, "calc.go", "undefined: missingValue") {
			t.Fatalf("exit %d, report %+v\nstderr: %s", r.code, rep, r.stderr)
		}
		same(t, "diag --nvim")
	})

	// The user types in calc.go without saving: a line that would be an
	// error, and that shifts every position.
	userEdits(t, v, repo, "calc.go", "var unsavedBroken int = \"x\"")
	before = editorBuffers(t, v, repo)
	t.Run("index with unsaved edits", func(t *testing.T) {
		st, r := lspIndexJSON(t, repo, t.TempDir(), "--lsp", "--lsp-timeout", "2m", "--nvim", ed.sock)
		l, ok := lspLanguage(st, "go")
		if !ok || l.Transport != pipeline.TransportNvim || l.RefSymbols == 0 {
			t.Fatalf("go stats = %+v, want the editor's gopls answering for the other files\n%s", l, r.stderr)
		}
		if !strings.Contains(r.stderr, "calc.go") || !strings.Contains(r.stderr, "unsaved edits in the editor") {
			t.Errorf("stderr does not say calc.go was skipped for its unsaved edits:\n%s", r.stderr)
		}
		if strings.Contains(r.stderr, "does not support hover") {
			t.Errorf("a modified buffer made hover unsupported for Go:\n%s", r.stderr)
		}
		same(t, "index --nvim with unsaved edits")
	})
	t.Run("diag with unsaved edits", func(t *testing.T) {
		rep, r := diagJSON(t, repo, "--verbose", "--nvim", ed.sock)
		if r.code != exitFailure || !has(rep.NewErrors, "calc.go", "undefined: missingValue") || has(rep.NewErrors, "calc.go", "unsavedBroken") || len(rep.Unchecked) != 0 {
			t.Fatalf("exit %d, report %+v, want the error on disk and not the unsaved one\nstderr: %s", r.code, rep, r.stderr)
		}
		if !strings.Contains(r.stderr, "unsaved edits in the editor") || !strings.Contains(r.stderr, "calc.go") {
			t.Errorf("stderr does not say why Go was checked standalone:\n%s", r.stderr)
		}
		same(t, "diag --nvim with unsaved edits")
	})
	var first string
	if err := v.ExecLua(`return vim.api.nvim_buf_get_lines(vim.fn.bufnr(...), 0, 1, false)[1]`, &first, filepath.Join(repo, "calc.go")); err != nil || first != `var unsavedBroken int = "x"` {
		t.Errorf("the user's unsaved edit is gone: first line %q (%v)", first, err)
	}
	if n := goplsChildren(ed); n != 0 {
		t.Errorf("%d standalone gopls still running after the runs", n)
	}
}
