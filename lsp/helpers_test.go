package lsp

import (
	"context"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/soulindex/soulindex/internal/proctest"
	"github.com/soulindex/soulindex/internal/testutil"
)

// requireTool returns the path of a tool on PATH; when it is missing the
// test is skipped, or fails under SOULINDEX_REQUIRE_TOOLS=1 (CI).
func requireTool(t *testing.T, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err == nil {
		return p
	}
	if os.Getenv("SOULINDEX_REQUIRE_TOOLS") == "1" {
		t.Fatalf("%s is not on PATH and SOULINDEX_REQUIRE_TOOLS=1 (run scripts/install-tools.sh)", name)
	}
	t.Skipf("%s is not on PATH (run scripts/install-tools.sh)", name)
	return ""
}

// fakeDir holds the fake server's binary; TestMain removes it.
var fakeDir = sync.OnceValues(func() (string, error) { return os.MkdirTemp("", "lsp-fake") })

func TestMain(m *testing.M) {
	code := m.Run()
	if dir, err := fakeDir(); err == nil {
		os.RemoveAll(dir)
	}
	os.Exit(code)
}

// fakeBinary builds testdata/fakeserver once per test binary.
var fakeBinary = sync.OnceValues(func() (string, error) {
	dir, err := fakeDir()
	if err != nil {
		return "", err
	}
	out := filepath.Join(dir, "fakeserver")
	cmd := exec.Command("go", "build", "-o", out, "./testdata/fakeserver")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if b, err := cmd.CombinedOutput(); err != nil {
		return "", &buildError{out: string(b), err: err}
	}
	return out, nil
})

type buildError struct {
	out string
	err error
}

func (e *buildError) Error() string { return "building fakeserver: " + e.err.Error() + ": " + e.out }

// fakeServer returns a Server running the fake in the given modes, and
// the file its message log goes to.
func fakeServer(t *testing.T, args ...string) (Server, string) {
	t.Helper()
	bin, err := fakeBinary()
	if err != nil {
		t.Fatal(err)
	}
	logPath := filepath.Join(t.TempDir(), "messages.log")
	return Server{Language: "go", Name: "fakeserver", Path: bin, Args: append([]string{"-log", logPath}, args...)}, logPath
}

// fakeDoc writes a small document for the fake server to open.
func fakeDoc(t *testing.T) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "thing.go")
	if err := os.WriteFile(p, []byte("package thing\n\nfunc Thing() {}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func readLog(t *testing.T, path string) []string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSpace(string(b)), "\n")
}

// countLines counts the log lines that are word, or word and arguments.
func countLines(lines []string, word string) int {
	n := 0
	for _, l := range lines {
		if l == word || strings.HasPrefix(l, word+" ") {
			n++
		}
	}
	return n
}

// startClient starts srv and, at cleanup, closes it and checks that no
// process of any group it started is left.
func startClient(t *testing.T, ctx context.Context, srv Server, root string, opts Options) *Client {
	t.Helper()
	c, err := Start(ctx, srv, root, opts)
	if err != nil {
		t.Fatalf("Start(%s): %v", srv.Name, err)
	}
	t.Cleanup(func() {
		if err := c.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
		assertNoProcesses(t, c.ProcessGroups())
	})
	return c
}

// assertNoProcesses fails when a process of the groups survives (after
// a short grace for the kernel to finish the kills).
func assertNoProcesses(t *testing.T, pgids []int) {
	t.Helper()
	if len(pgids) == 0 {
		t.Error("no process group was recorded")
		return
	}
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		t.Logf("no /proc: cannot check for leftover processes")
		return
	}
	deadline := time.Now().Add(3 * time.Second)
	for {
		left := proctest.LiveInGroups(pgids...)
		if len(left) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Errorf("processes left behind in groups %v: %v", pgids, left)
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// listFiles lists a tree's files relative to root, sorted.
func listFiles(t *testing.T, root string) []string {
	t.Helper()
	var out []string
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(root, p)
			out = append(out, rel)
		}
		return nil
	})
	return out
}

func readFile(t *testing.T, p string) []byte {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// copyTree copies a fixture into a temporary directory.
func copyTree(t *testing.T, src string) string { return testutil.TempCopy(t, src) }
