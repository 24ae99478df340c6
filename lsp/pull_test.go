package lsp

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sourcegraph/jsonrpc2"
)

// TestPullDiagnosticsGopls: with PullDiagnostics, gopls (which offers
// them once its pullDiagnostics setting is on) is asked for a document's
// diagnostics: a clean file gives none, an edit's error is there at once
// for the new version, and without the option the client waits for
// publishes as before.
func TestPullDiagnosticsGopls(t *testing.T) {
	gopls := requireTool(t, "gopls")
	root := copyTree(t, "testdata/project")
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	srv := Server{Language: "go", Name: "gopls", Path: gopls, Args: []string{"serve"}}
	path := filepath.Join(root, "gomod", "shapes.go")

	c := startClient(t, ctx, srv, filepath.Join(root, "gomod"), Options{PullDiagnostics: true, RequestTimeout: 3 * time.Minute})
	if !c.PullsDiagnostics() {
		t.Fatal("gopls does not offer pull diagnostics with pullDiagnostics on")
	}
	ds, err := c.Diagnostics(ctx, path)
	if err != nil {
		t.Fatalf("pull on the clean file: %v", err)
	}
	for _, d := range ds {
		if d.Severity == SeverityError {
			t.Errorf("error in the clean fixture: %+v", d)
		}
	}
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Update(ctx, path, append(text, "\nfunc Bad() int { return \"x\" }\n"...)); err != nil {
		t.Fatal(err)
	}
	ds, err = c.Diagnostics(ctx, path)
	if err != nil {
		t.Fatalf("pull after the edit: %v", err)
	}
	found := false
	for _, d := range ds {
		found = found || d.Severity == SeverityError && strings.Contains(d.Message, `cannot use "x"`)
	}
	if !found {
		t.Errorf("pulled diagnostics after the edit lack its error: %+v", ds)
	}

	push := startClient(t, ctx, srv, filepath.Join(root, "gomod"), Options{RequestTimeout: 3 * time.Minute})
	if push.PullsDiagnostics() {
		t.Error("a client that does not pull declares pull diagnostics")
	}
}

func TestInitOptionsForPull(t *testing.T) {
	tests := []struct {
		name string
		srv  Server
		pull bool
		want string
	}{
		{"gopls pulling", Server{Name: "gopls"}, true, `{"pullDiagnostics":true}`},
		{"gopls not pulling", Server{Name: "gopls"}, false, ``},
		{"configured options kept", Server{Name: "gopls", InitOptions: []byte(`{"pullDiagnostics":false,"x":1}`)}, true, `{"pullDiagnostics":false,"x":1}`},
		{"other server", Server{Name: "clangd", InitOptions: []byte(`{"a":1}`)}, true, `{"a":1}`},
	}
	for _, tc := range tests {
		if got := string(initOptions(tc.srv, tc.pull)); got != tc.want {
			t.Errorf("%s: %s, want %s", tc.name, got, tc.want)
		}
	}
}

// TestPullDiagnosticsPyright: pyright offers pull diagnostics through
// dynamic registration; once registered, an edit's error is in the
// pulled diagnostics of the new version.
func TestPullDiagnosticsPyright(t *testing.T) {
	pyright := requireTool(t, "pyright-langserver")
	root := copyTree(t, "testdata/project")
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	srv := Server{Language: "python", Name: "pyright-langserver", Path: pyright, Args: []string{"--stdio"}}
	dir := filepath.Join(root, "pypkg")
	path := filepath.Join(dir, "shapes", "area.py")
	c := startClient(t, ctx, srv, dir, Options{PullDiagnostics: true, RequestTimeout: 3 * time.Minute})
	// The registration follows initialized; a documentSymbol answer
	// comes after it.
	if _, err := c.DocumentSymbols(ctx, path); err != nil {
		t.Fatal(err)
	}
	if !c.PullsDiagnostics() {
		t.Fatal("pyright did not register pull diagnostics")
	}
	for round := range 3 {
		text, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := c.Update(ctx, path, append(text, "\nprint(undefined_name)\n"...)); err != nil {
			t.Fatal(err)
		}
		ds, err := c.Diagnostics(ctx, path)
		if err != nil {
			t.Fatalf("pull after the edit: %v", err)
		}
		found := false
		for _, d := range ds {
			found = found || d.Severity == SeverityError && strings.Contains(d.Message, `"undefined_name" is not defined`)
		}
		if !found {
			t.Errorf("round %d: pulled diagnostics after the edit lack its error: %+v", round, ds)
		}
		if err := c.Update(ctx, path, text); err != nil {
			t.Fatal(err)
		}
		if ds, err = c.Diagnostics(ctx, path); err != nil || len(ds) != 0 {
			t.Errorf("round %d: pulled diagnostics of the clean file: %+v, %v", round, ds, err)
		}
	}
}

// TestPullRegistrationsById: pyright registers pull diagnostics anew, then
// unregisters the old registration: pulling goes on while one is left.
func TestPullRegistrationsById(t *testing.T) {
	h := handler{s: &session{}}
	steps := []struct {
		method, params string
		want           bool
	}{
		{"client/registerCapability", `{"registrations":[{"id":"a","method":"textDocument/diagnostic"}]}`, true},
		{"client/registerCapability", `{"registrations":[{"id":"b","method":"textDocument/diagnostic"},{"id":"c","method":"workspace/didChangeWatchedFiles"}]}`, true},
		{"client/unregisterCapability", `{"unregisterations":[{"id":"a","method":"textDocument/diagnostic"}]}`, true},
		{"client/unregisterCapability", `{"unregisterations":[{"id":"b","method":"textDocument/diagnostic"}]}`, false},
	}
	for i, st := range steps {
		raw := json.RawMessage(st.params)
		h.registration(&jsonrpc2.Request{Method: st.method, Params: &raw})
		if got := h.s.pullRegistered.Load(); got != st.want {
			t.Errorf("after step %d: pulls %v, want %v", i, got, st.want)
		}
	}
}
