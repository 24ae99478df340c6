package lsp

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
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
