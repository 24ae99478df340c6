package lsp

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// Fault injection through testdata/fakeserver: the faults real servers do
// not produce on demand.

func TestHungRequestTimesOutAndIsCancelled(t *testing.T) {
	ctx := context.Background()
	srv, logPath := fakeServer(t, "-mode", "hang")
	c := startClient(t, ctx, srv, t.TempDir(), Options{RequestTimeout: 300 * time.Millisecond})
	doc := fakeDoc(t)

	start := time.Now()
	_, err := c.DocumentSymbols(ctx, doc)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("DocumentSymbols on a hung server: got %v, want a deadline error", err)
	}
	if !strings.Contains(err.Error(), "fakeserver") {
		t.Errorf("error %q does not name the server", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("timed out after %v, want about 300ms", d)
	}
	// The server is told to stop working on it, and still serves others.
	waitFor(t, func() bool { return countLines(readLog(t, logPath), "$/cancelRequest") == 1 }, "a $/cancelRequest")
	if h, err := c.Hover(ctx, doc, Position{Line: 2, Character: 6}); err != nil || h.Signature != "func Thing()" {
		t.Errorf("Hover after a timeout: %+v, %v", h, err)
	}
}

func TestCallerDeadlineBoundsEveryCall(t *testing.T) {
	srv, _ := fakeServer(t, "-mode", "hang")
	c := startClient(t, context.Background(), srv, t.TempDir(), Options{RequestTimeout: time.Hour})
	doc := fakeDoc(t)
	for _, call := range []struct {
		name string
		run  func(context.Context) error
	}{
		{"DocumentSymbols", func(ctx context.Context) error { _, err := c.DocumentSymbols(ctx, doc); return err }},
		// The fake never publishes: the wait ends with the deadline.
		{"Diagnostics", func(ctx context.Context) error { _, err := c.Diagnostics(ctx, doc); return err }},
	} {
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		start := time.Now()
		err := call.run(ctx)
		cancel()
		t.Logf("%s: %v", call.name, err)
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("%s: got %v, want the caller's deadline", call.name, err)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("%s returned after %v, want about 200ms", call.name, d)
		}
	}
}

func TestCrashedServerRestartsOnceAndReopens(t *testing.T) {
	ctx := context.Background()
	state := filepath.Join(t.TempDir(), "crashes")
	srv, logPath := fakeServer(t, "-mode", "crash", "-state", state, "-crashes", "1")
	c := startClient(t, ctx, srv, t.TempDir(), Options{RequestTimeout: 5 * time.Second})
	doc := fakeDoc(t)

	syms, err := c.DocumentSymbols(ctx, doc)
	if err != nil {
		t.Fatalf("DocumentSymbols across a crash: %v", err)
	}
	if len(syms) != 1 || syms[0].Name != "Thing" {
		t.Errorf("symbols after restart: %+v", syms)
	}
	lines := readLog(t, logPath)
	if n := countLines(lines, "start"); n != 2 {
		t.Errorf("server started %d times, want 2 (one restart)", n)
	}
	if n := countLines(lines, "initialize"); n != 2 {
		t.Errorf("initialize sent %d times, want 2", n)
	}
	// Opened once before the crash, re-opened once after it.
	if n := countLines(lines, "textDocument/didOpen"); n != 2 {
		t.Errorf("didOpen sent %d times, want 2", n)
	}
	if g := c.ProcessGroups(); len(g) != 2 {
		t.Errorf("process groups %v, want 2", g)
	}
}

func TestServerCrashingAgainFallsBack(t *testing.T) {
	ctx := context.Background()
	state := filepath.Join(t.TempDir(), "crashes")
	srv, logPath := fakeServer(t, "-mode", "crash,spawn-child", "-state", state, "-crashes", "100")
	c := startClient(t, ctx, srv, t.TempDir(), Options{RequestTimeout: 5 * time.Second})
	pool := &Pool{byLang: map[string]*Client{"go": c}, clients: nil}
	doc := fakeDoc(t)

	_, err := c.DocumentSymbols(ctx, doc)
	if !errors.Is(err, ErrServerDead) {
		t.Fatalf("second crash: got %v, want ErrServerDead", err)
	}
	t.Logf("second crash: %v", err)
	if !strings.Contains(err.Error(), "crashing on purpose") || !strings.Contains(err.Error(), "exit status 3") {
		t.Errorf("error %q should give the exit status and stderr", err)
	}
	start := time.Now()
	if _, err := c.Hover(ctx, doc, Position{}); !errors.Is(err, ErrServerDead) {
		t.Errorf("after falling back: got %v, want ErrServerDead", err)
	}
	if time.Since(start) > time.Second {
		t.Errorf("a dead server should answer at once")
	}
	if n := countLines(readLog(t, logPath), "start"); n != 2 {
		t.Errorf("server started %d times, want 2 (restarted once only)", n)
	}
	if pool.For("go") != nil || len(pool.Languages()) != 0 {
		t.Errorf("the pool still offers a dead server")
	}
	// What the crashed servers spawned dies with them, before any Close.
	assertNoProcesses(t, c.ProcessGroups())
	assertPIDGone(t, readLog(t, logPath))
}

func TestGarbageCutsServerOff(t *testing.T) {
	for _, tc := range []struct {
		mode, want string
	}{
		{"garbage-header", `HTTP/1.1 200 OK`},
		{"garbage-json", `{not json}`},
		{"huge-length", `absurd Content-Length 99999999999`},
	} {
		t.Run(tc.mode, func(t *testing.T) {
			ctx := context.Background()
			srv, logPath := fakeServer(t, "-mode", tc.mode)
			c := startClient(t, ctx, srv, t.TempDir(), Options{RequestTimeout: 5 * time.Second})
			_, err := c.DocumentSymbols(ctx, fakeDoc(t))
			if !errors.Is(err, ErrServerDead) {
				t.Fatalf("got %v, want ErrServerDead", err)
			}
			t.Logf("%s: %v", tc.mode, err)
			var pe *ProtocolError
			if !errors.As(err, &pe) || pe.Server != "fakeserver" {
				t.Fatalf("error %v is not a ProtocolError naming the server", err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q does not show what the server wrote (%q)", err, tc.want)
			}
			// Cut off, not restarted: garbage would come again.
			if n := countLines(readLog(t, logPath), "start"); n != 1 {
				t.Errorf("server started %d times, want 1", n)
			}
			assertNoProcesses(t, c.ProcessGroups())
		})
	}
}

func TestServerIgnoringShutdownIsKilled(t *testing.T) {
	srv, logPath := fakeServer(t, "-mode", "ignore-shutdown,spawn-child")
	c, err := Start(context.Background(), srv, t.TempDir(), Options{ShutdownGrace: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, func() bool { return countLines(readLog(t, logPath), "child") == 1 }, "the child to start")
	start := time.Now()
	if err := c.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("Close took %v with a 300ms grace", d)
	}
	lines := readLog(t, logPath)
	if countLines(lines, "shutdown") != 1 {
		t.Errorf("shutdown was not sent: %v", lines)
	}
	assertNoProcesses(t, c.ProcessGroups())
	assertPIDGone(t, lines)
}

func TestSlowStartHitsInitTimeout(t *testing.T) {
	srv, logPath := fakeServer(t, "-mode", "slow-start", "-delay", "10s")
	start := time.Now()
	c, err := Start(context.Background(), srv, t.TempDir(), Options{InitTimeout: 300 * time.Millisecond})
	if err == nil {
		c.Close()
		t.Fatal("Start succeeded against a server slower than InitTimeout")
	}
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("got %v, want a deadline error", err)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("Start gave up after %v, want about 300ms", d)
	}
	lines := readLog(t, logPath)
	var pgids []int
	for _, l := range lines {
		if pid, ok := strings.CutPrefix(l, "start "); ok {
			n, _ := strconv.Atoi(pid)
			pgids = append(pgids, n)
		}
	}
	assertNoProcesses(t, pgids)
}

func TestContextCancelKillsProcessGroup(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	srv, logPath := fakeServer(t, "-mode", "spawn-child")
	c, err := Start(ctx, srv, t.TempDir(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, func() bool { return countLines(readLog(t, logPath), "child") == 1 }, "the child to start")
	cancel() // as Ctrl-C does through signal.NotifyContext
	assertNoProcesses(t, c.ProcessGroups())
	assertPIDGone(t, readLog(t, logPath))
	if _, err := c.DocumentSymbols(context.Background(), fakeDoc(t)); !errors.Is(err, ErrServerDead) {
		t.Errorf("after ctx cancel: got %v, want ErrServerDead", err)
	}
	if err := c.Close(); err != nil {
		t.Errorf("Close after cancel: %v", err)
	}
}

func TestWarmupReportsSlowServerAndFallsBack(t *testing.T) {
	bin, err := fakeBinary()
	if err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	for _, f := range []string{"go.mod", "a.go", "b.sh"} {
		os.WriteFile(filepath.Join(root, f), []byte("package a\n\nfunc A() {}\n"), 0o644)
	}
	logDir := t.TempDir()
	cfg := Config{
		Discovery: DiscoveryConfig{
			Getenv:          func(string) string { return "" },
			TrustRepoConfig: true,
			RepoServers: map[string][]string{
				"go":   {bin, "-mode", "slow-start", "-delay", "10s", "-log", filepath.Join(logDir, "go.log")},
				"bash": {bin, "-log", filepath.Join(logDir, "bash.log")},
			},
		},
		ReadyTimeout: time.Second,
		Detect: func(p string) string {
			return map[string]string{".go": "go", ".sh": "bash"}[filepath.Ext(p)]
		},
	}
	start := time.Now()
	pool, reports := Warmup(context.Background(), root, []string{"a.go", "b.sh", "go.mod"}, cfg)
	defer func() {
		if err := pool.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	}()
	if d := time.Since(start); d > 4*time.Second {
		t.Errorf("Warmup took %v with a 1s ready deadline", d)
	}
	if len(reports) != 2 {
		t.Fatalf("reports: %v", reports)
	}
	bash, goRep := reports[0], reports[1]
	if bash.Language != "bash" || bash.Status != StatusReady || bash.Ready <= 0 || bash.Probe != filepath.Join(root, "b.sh") {
		t.Errorf("bash report: %+v", bash)
	}
	if goRep.Language != "go" || goRep.Status != StatusStartFailed || !strings.Contains(goRep.Reason, "deadline") {
		t.Errorf("go report: %+v", goRep)
	}
	if pool.For("go") != nil {
		t.Error("Pool.For(go) should fall back (nil)")
	}
	if r := pool.For("bash"); r == nil || r.Language() != "bash" {
		t.Errorf("Pool.For(bash) = %v", r)
	}
	var pgids []int
	for _, f := range []string{"go.log", "bash.log"} {
		for _, l := range readLog(t, filepath.Join(logDir, f)) {
			if pid, ok := strings.CutPrefix(l, "start "); ok {
				n, _ := strconv.Atoi(pid)
				pgids = append(pgids, n)
			}
		}
	}
	pool.Close()
	assertNoProcesses(t, pgids)
}

// assertPIDGone checks the fake's children (logged as "child <pid>") are
// dead.
func assertPIDGone(t *testing.T, lines []string) {
	t.Helper()
	found := false
	for _, l := range lines {
		pid, ok := strings.CutPrefix(l, "child ")
		if !ok {
			continue
		}
		found = true
		n, _ := strconv.Atoi(pid)
		deadline := time.Now().Add(3 * time.Second)
		for alive(n) {
			if time.Now().After(deadline) {
				t.Errorf("child process %d survived", n)
				break
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	if !found {
		t.Errorf("the fake logged no child: %v", lines)
	}
}

// alive reports a process that exists and is not a zombie.
func alive(pid int) bool {
	if syscall.Kill(pid, 0) != nil {
		return false
	}
	b, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "stat"))
	if err != nil {
		return false
	}
	i := strings.LastIndexByte(string(b), ')')
	return i < 0 || !strings.HasPrefix(strings.TrimSpace(string(b[i+1:])), "Z")
}

func waitFor(t *testing.T, cond func() bool, what string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func TestAnswersServerRequests(t *testing.T) {
	srv, logPath := fakeServer(t, "-mode", "ask")
	startClient(t, context.Background(), srv, t.TempDir(), Options{})
	want := map[string]string{
		"answer 101 [null,null]": "workspace/configuration: one null per item",
		"answer 102 null":        "client/registerCapability",
		"answer 103 null":        "window/workDoneProgress/create",
	}
	waitFor(t, func() bool { return countLines(readLog(t, logPath), "answer") == 4 }, "four answers")
	lines := readLog(t, logPath)
	for line, what := range want {
		found := false
		for _, l := range lines {
			found = found || l == line
		}
		if !found {
			t.Errorf("%s: no %q in %v", what, line, lines)
		}
	}
	unknown := false
	for _, l := range lines {
		unknown = unknown || strings.HasPrefix(l, "answer 104 ") && strings.Contains(l, "-32601")
	}
	if !unknown {
		t.Errorf("an unknown request should get MethodNotFound: %v", lines)
	}
}

func TestOpenDocumentsAreBounded(t *testing.T) {
	ctx := context.Background()
	srv, logPath := fakeServer(t)
	c := startClient(t, ctx, srv, t.TempDir(), Options{MaxOpen: 2})
	dir := t.TempDir()
	var docs []string
	for _, n := range []string{"a.go", "b.go", "c.go"} {
		p := filepath.Join(dir, n)
		os.WriteFile(p, []byte("package x\n"), 0o644)
		docs = append(docs, p)
	}
	// An edited document is never evicted: its text exists nowhere else.
	if err := c.Update(ctx, docs[0], []byte("package x // edited\n")); err != nil {
		t.Fatal(err)
	}
	for _, p := range docs[1:] {
		if _, err := c.DocumentSymbols(ctx, p); err != nil {
			t.Fatal(err)
		}
	}
	// b.go was evicted for c.go; asking for it again re-opens it.
	if _, err := c.DocumentSymbols(ctx, docs[1]); err != nil {
		t.Fatal(err)
	}
	waitFor(t, func() bool { return countLines(readLog(t, logPath), "textDocument/didClose") == 2 }, "two didClose")
	lines := readLog(t, logPath)
	if n := countLines(lines, "textDocument/didOpen"); n != 4 {
		t.Errorf("didOpen sent %d times, want 4 (a, b, c, b again): %v", n, lines)
	}
	c.mu.Lock()
	_, kept := c.docs[docs[0]]
	c.mu.Unlock()
	if !kept {
		t.Error("the edited document was evicted")
	}
	// Closing it explicitly drops it; asking again re-opens it from disk.
	if err := c.CloseDocument(ctx, docs[0]); err != nil {
		t.Fatal(err)
	}
	if _, err := c.DocumentSymbols(ctx, docs[0]); err != nil {
		t.Fatal(err)
	}
	waitFor(t, func() bool { return countLines(readLog(t, logPath), "textDocument/didOpen") == 5 }, "a fifth didOpen")
	if n := countLines(readLog(t, logPath), "textDocument/didClose"); n < 3 {
		t.Errorf("didClose sent %d times, want at least 3", n)
	}
}

func TestServerNotReadingCannotBlockWrites(t *testing.T) {
	srv, _ := fakeServer(t, "-mode", "no-read")
	c := startClient(t, context.Background(), srv, t.TempDir(), Options{Restarts: -1})
	// Far more than a pipe holds: the write blocks once the pipe is full.
	big := []byte("package thing\n// " + strings.Repeat("x", 4<<20) + "\n")
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	err := c.Update(ctx, fakeDoc(t), big)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Update to a server that stopped reading: got %v, want the deadline", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("Update returned after %v, want about 550ms", d)
	}
	t.Logf("Update: %v", err)
	// The wedged session was killed; with no restarts left the server is
	// dead.
	if _, err := c.DocumentSymbols(context.Background(), fakeDoc(t)); !errors.Is(err, ErrServerDead) {
		t.Errorf("after the wedged write: got %v, want ErrServerDead", err)
	}
}

// TestConcurrentRequestsAcrossACrash: requests in flight when the server
// crashes all fail over to the one restarted server.
func TestConcurrentRequestsAcrossACrash(t *testing.T) {
	ctx := context.Background()
	state := filepath.Join(t.TempDir(), "crashes")
	srv, logPath := fakeServer(t, "-mode", "crash", "-state", state, "-crashes", "1")
	c := startClient(t, ctx, srv, t.TempDir(), Options{RequestTimeout: 10 * time.Second})
	dir := t.TempDir()
	var docs []string
	for i := range 5 {
		p := filepath.Join(dir, "f"+strconv.Itoa(i)+".go")
		os.WriteFile(p, []byte("package x\n"), 0o644)
		docs = append(docs, p)
	}
	errs := make(chan error, 40)
	for i := range 40 {
		go func() {
			p := docs[i%len(docs)]
			var err error
			if i%4 == 3 {
				err = c.Update(ctx, p, []byte("package x // "+strconv.Itoa(i)+"\n"))
			} else {
				_, err = c.DocumentSymbols(ctx, p)
			}
			errs <- err
		}()
	}
	for range 40 {
		if err := <-errs; err != nil {
			t.Errorf("request failed: %v", err)
		}
	}
	if n := countLines(readLog(t, logPath), "start"); n != 2 {
		t.Errorf("server started %d times, want 2 (one restart for all)", n)
	}
}

func TestCloseLeavesNoGoroutines(t *testing.T) {
	if _, err := fakeBinary(); err != nil {
		t.Fatal(err)
	}
	before := runtime.NumGoroutine()
	for _, mode := range []string{"", "hang", "garbage-json"} {
		srv, _ := fakeServer(t, "-mode", mode)
		c, err := Start(context.Background(), srv, t.TempDir(), Options{RequestTimeout: 200 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		c.DocumentSymbols(context.Background(), fakeDoc(t))
		c.Hover(context.Background(), fakeDoc(t), Position{})
		if err := c.Close(); err != nil {
			t.Errorf("%s: Close: %v", mode, err)
		}
	}
	deadline := time.Now().Add(3 * time.Second)
	for runtime.NumGoroutine() > before {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<16)
			t.Fatalf("%d goroutines before, %d after Close:\n%s", before, runtime.NumGoroutine(), buf[:runtime.Stack(buf, true)])
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestCloseIsGraceful: a server that honours shutdown and exit exits by
// itself (status 0), not by the SIGKILL that follows the grace.
func TestCloseIsGraceful(t *testing.T) {
	srv, logPath := fakeServer(t, "-mode", "slow-exit")
	c, err := Start(context.Background(), srv, t.TempDir(), Options{ShutdownGrace: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("Close took %v: the grace ran out", d)
	}
	if err := c.sess.waitErr; err != nil {
		t.Errorf("server ended with %v, want a clean exit", err)
	}
	lines := readLog(t, logPath)
	if countLines(lines, "shutdown") != 1 || countLines(lines, "exit") != 1 {
		t.Errorf("shutdown and exit not both sent: %v", lines)
	}
	assertNoProcesses(t, c.ProcessGroups())
}

// TestWarmupMarkerLanguageSharesItsServer: a TypeScript repository's
// package.json announces JavaScript, which has no file to probe; its
// server is TypeScript's, started anyway, so JavaScript is ready with it
// instead of reported as "no-files". Progress tells each language's start
// and readiness.
func TestWarmupMarkerLanguageSharesItsServer(t *testing.T) {
	bin, err := fakeBinary()
	if err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	os.WriteFile(filepath.Join(root, "package.json"), []byte("{}\n"), 0o644)
	os.MkdirAll(filepath.Join(root, "src"), 0o755)
	os.WriteFile(filepath.Join(root, "src", "a.ts"), []byte("export function a() {}\n"), 0o644)
	cmd := []string{bin, "-log", filepath.Join(t.TempDir(), "ts.log")}
	var mu sync.Mutex
	var events []string
	cfg := Config{
		Discovery: DiscoveryConfig{Getenv: func(string) string { return "" }, Home: t.TempDir(), TrustRepoConfig: true,
			RepoServers: map[string][]string{"typescript": cmd, "javascript": cmd}},
		ReadyTimeout: 2 * time.Minute,
		Progress: func(e Event) {
			mu.Lock()
			defer mu.Unlock()
			events = append(events, e.Language+" "+string(e.Stage))
		},
	}
	pool, reports := Warmup(context.Background(), root, []string{"package.json", "src/a.ts"}, cfg)
	defer pool.Close()
	got := map[string]Status{}
	for _, r := range reports {
		got[r.Language] = r.Status
	}
	if got["javascript"] != StatusReady || got["typescript"] != StatusReady {
		t.Errorf("reports %v: want javascript and typescript ready on one server", reports)
	}
	if pool.For("javascript") == nil || len(pool.clients) != 1 {
		t.Errorf("javascript has no requester, or %d servers started for one command", len(pool.clients))
	}
	slices.Sort(events)
	want := []string{"javascript ready", "javascript starting", "typescript ready", "typescript starting"}
	if !slices.Equal(events, want) {
		t.Errorf("progress events %q, want %q", events, want)
	}
}
