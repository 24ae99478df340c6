package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/soulindex/soulindex/internal/proctest"
)

// fakeServerBin builds lsp/testdata/fakeserver (the fault-injection
// server) once per test binary.
var fakeServerBin = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "soulindex-fake-")
	if err != nil {
		return "", err
	}
	out := filepath.Join(dir, "fakeserver")
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		return "", err
	}
	cmd := exec.Command("go", "build", "-o", out, "./lsp/testdata/fakeserver")
	cmd.Dir = root
	if b, err := cmd.CombinedOutput(); err != nil {
		return "", &buildFailure{err, string(b)}
	}
	return out, nil
})

type buildFailure struct {
	err error
	out string
}

func (b *buildFailure) Error() string { return "building fakeserver: " + b.err.Error() + ": " + b.out }

// TestDiagTimeoutBoundsTheWholeRun: whatever a server does (hangs in
// initialize, never answers the readiness probe, never publishes
// diagnostics; ignores shutdown, exit and SIGTERM in every case), `diag
// --timeout 5s` returns within the bound plus the cleanup grace, exits 3
// (not checked) with a last line saying the run timed out, and leaves no
// server process and no base worktree behind. The margin is generous
// (the test must pass on a loaded machine); without a bound the run
// would take --file-timeout (10 minutes here) or more.
func TestDiagTimeoutBoundsTheWholeRun(t *testing.T) {
	bin, err := fakeServerBin()
	if err != nil {
		t.Fatal(err)
	}
	const timeout = 5 * time.Second
	cases := []struct {
		name string
		args []string
		// hungEditor: the working tree is served by a Neovim whose Go
		// configuration hangs its main loop as soon as a Go file loads.
		hungEditor bool
	}{
		{"hangs in initialize", []string{"-mode", "slow-start,ignore-shutdown", "-delay", "1h"}, false},
		{"never ready", []string{"-mode", "hang,ignore-shutdown,spawn-child"}, false},
		{"never publishes", []string{"-mode", "ignore-shutdown,spawn-child"}, false},
		{"hung editor", []string{"-mode", "ignore-shutdown"}, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			repo := gitRepo(t, "go")
			logPath := filepath.Join(t.TempDir(), "server.log")
			args := append([]string{bin, "-log", logPath}, tc.args...)
			cmd := `["` + strings.Join(args, `", "`) + `"]`
			writeFiles(t, repo, map[string]string{".soulindex.toml": "[lsp.servers]\ngo = " + cmd + "\n"})
			commitAll(t, repo, "fault-injection server")
			applyEdits(t, repo, diagCases[0].breaks)
			flags := []string{"diag", "--trust-repo-config", "--timeout", timeout.String(), "--file-timeout", "10m"}
			if tc.hungEditor {
				t.Setenv("NVIM", "")
				t.Setenv("NVIM_LISTEN_ADDRESS", "")
				initLua := filepath.Join(t.TempDir(), "init.lua")
				writeFiles(t, filepath.Dir(initLua), map[string]string{"init.lua": "vim.api.nvim_create_autocmd('FileType', { pattern = 'go', callback = function() while true do end end })\n"})
				ed := startEditorWith(t, repo, initLua)
				flags = append(flags, "--nvim", ed.sock)
			}
			start := time.Now()
			r := soulindex(t, append(flags, repo)...)
			took := time.Since(start)
			if took > timeout+diagCleanupGrace+30*time.Second {
				t.Errorf("diag --timeout %s took %s", timeout, took)
			}
			lines := strings.Split(strings.TrimSpace(r.stderr), "\n")
			if r.code != exitUnchecked || !strings.Contains(lines[len(lines)-1], "timed out after 5s (--timeout)") ||
				!strings.Contains(lines[len(lines)-1], "not checked") {
				t.Errorf("exit %d, want %d and a last line saying the run timed out unchecked\nstderr:\n%s", r.code, exitUnchecked, r.stderr)
			}
			t.Logf("took %s; stderr:\n%s", took.Round(time.Millisecond), r.stderr)
			noWorktreeLeft(t, repo)
			// Every server process (the base's and the working tree's)
			// and its child are gone, killed rather than waited for.
			b, err := os.ReadFile(logPath)
			if err != nil {
				t.Fatalf("no server started: %v", err)
			}
			var pids []int
			for _, l := range strings.Split(string(b), "\n") {
				f := strings.Fields(l)
				if len(f) == 2 && (f[0] == "start" || f[0] == "child") {
					if pid, err := strconv.Atoi(f[1]); err == nil {
						pids = append(pids, pid)
					}
				}
			}
			if len(pids) == 0 {
				t.Fatalf("the server log names no process:\n%s", b)
			}
			deadline := time.Now().Add(10 * time.Second)
			for _, p := range pids {
				for proctest.Alive(p) && time.Now().Before(deadline) {
					time.Sleep(20 * time.Millisecond)
				}
				if proctest.Alive(p) {
					t.Errorf("server process %d still running after diag returned", p)
					syscall.Kill(p, syscall.SIGKILL)
				}
			}
		})
	}
}
