package main

import (
	"context"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestMCPStdio: `soulindex mcp DIR` speaks MCP on stdin and stdout to the
// official SDK's client, run as a real process: the tools are listed, the
// map and a definition answered, and the server ends when the client
// disconnects.
func TestMCPStdio(t *testing.T) {
	root := t.TempDir()
	writeFiles(t, root, map[string]string{
		"go.mod": "module example.com/m\n\ngo 1.22\n",
		"a.go":   "package m\n\n// Hello greets.\nfunc Hello() string { return \"hi\" }\n",
	})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute) // a bound for a loaded machine, not a timing
	defer cancel()
	cmd := exec.Command(binPath, "mcp", "--quiet", root)
	client := mcp.NewClient(&mcp.Implementation{Name: "test-client", Version: "v0"}, nil)
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatal(err)
	}
	tools, err := cs.ListTools(ctx, nil)
	if err != nil || len(tools.Tools) < 6 {
		t.Fatalf("tools: %v %+v", err, tools)
	}
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "soul_map", Arguments: map[string]any{"budget": 500}})
	if err != nil || res.IsError || len(res.Content) == 0 || !strings.Contains(res.Content[0].(*mcp.TextContent).Text, "a.go") {
		t.Fatalf("soul_map: %v %+v", err, res)
	}
	res, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "definition", Arguments: map[string]any{"name": "Hello"}})
	if err != nil || res.IsError || !strings.Contains(res.Content[0].(*mcp.TextContent).Text, `"path":"a.go"`) {
		t.Fatalf("definition: %v %+v", err, res)
	}
	if err := cs.Close(); err != nil {
		t.Errorf("close: %v", err)
	}
	if err := cmd.Wait(); err != nil && !strings.Contains(err.Error(), "Wait was already called") {
		t.Errorf("the server did not end cleanly: %v", err)
	}
}
