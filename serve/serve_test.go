package serve

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/soulindex/soulindex/internal/testutil"
	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/pipeline"
	"github.com/soulindex/soulindex/query"
)

// connect serves root over an in-memory transport and returns the
// official SDK client's session.
func connect(t *testing.T, root string) *mcp.ClientSession {
	t.Helper()
	reg, err := langs.New()
	if err != nil {
		t.Fatal(err)
	}
	opts := pipeline.Options{Registry: reg, Wait: time.Minute}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	st, ct := mcp.NewInMemoryTransports()
	srv := New(root, opts).MCP("test")
	go func() { _ = srv.Run(ctx, st) }()
	client := mcp.NewClient(&mcp.Implementation{Name: "test-client", Version: "v0"}, nil)
	cs, err := client.Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// call calls a tool and decodes its structured answer into out (nil: the
// text is returned).
func call(t *testing.T, cs *mcp.ClientSession, name string, args map[string]any, out any) (text string, isErr bool) {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			text += tc.Text
		}
	}
	if out != nil && !res.IsError {
		b, err := json.Marshal(res.StructuredContent)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, out); err != nil {
			t.Fatalf("%s: %v\n%s", name, err, b)
		}
	}
	return text, res.IsError
}

// TestServe: the official SDK's client lists the tools and calls each one
// on a small Go module; the answers follow an edit made while serving; a
// path outside the repository is refused.
func TestServe(t *testing.T) {
	root := t.TempDir()
	testutil.WriteTree(t, root, map[string]string{
		"go.mod": "module example.com/m\n\ngo 1.22\n",
		"store/store.go": `package store

// Store holds values.
type Store struct{ m map[string]int }

// Get returns a value.
func (s *Store) Get(k string) int { return s.m[k] }

// Getter is what Store implements.
type Getter interface{ Get(k string) int }

// Lonely is used by nothing.
func Lonely() {}
`,
		// A program (a main package): its unused public definitions are reported.
		"main.go": "package main\n\nimport (\n\t\"example.com/m/app\"\n\t\"example.com/m/store\"\n)\n\nfunc main() { app.Run(&store.Store{}) }\n",
		"app/app.go": `package app

import "example.com/m/store"

// Load reads two values.
func Load(s *store.Store) int { return s.Get("a") + s.Get("b") }

// Run loads.
func Run(s *store.Store) int { return Load(s) }
`,
	})
	cs := connect(t, root)
	tools, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tl := range tools.Tools {
		names = append(names, tl.Name)
	}
	slices.Sort(names)
	if want := []string{"calls", "definition", "hierarchy", "outline", "references", "soul_map", "symbols", "unused"}; !slices.Equal(names, want) {
		t.Errorf("tools %v, want %v", names, want)
	}

	text, isErr := call(t, cs, "soul_map", map[string]any{"budget": 1000}, nil)
	if isErr || !strings.Contains(text, "store/store.go") || !strings.Contains(text, "of 1,000 tokens") {
		t.Errorf("soul_map:\n%s", text)
	}
	text, _ = call(t, cs, "soul_map", map[string]any{"focus": []string{"app/app.go"}, "format": "json"}, nil)
	if !strings.Contains(text, `"focus":true`) {
		t.Errorf("soul_map focused, json:\n%s", text)
	}

	var defs DefinitionOutput
	if _, isErr := call(t, cs, "definition", map[string]any{"name": "Store.Get"}, &defs); isErr || len(defs.Definitions) != 1 || defs.Definitions[0].Path != "store/store.go" {
		t.Errorf("definition Store.Get: %+v", defs)
	}
	var refs query.RefsResult
	if _, isErr := call(t, cs, "references", map[string]any{"target": "Store.Get"}, &refs); isErr || len(refs.Occurrences) != 3 {
		t.Errorf("references Store.Get: %+v", refs)
	}
	var calls query.CallsResult
	if _, isErr := call(t, cs, "calls", map[string]any{"target": "Load"}, &calls); isErr || len(calls.Targets) != 1 ||
		len(calls.Targets[0].Callers) != 1 || calls.Targets[0].Callers[0].Name != "Run" {
		t.Errorf("calls Load: %+v", calls)
	}
	var syms SymbolsOutput
	if _, isErr := call(t, cs, "symbols", map[string]any{"query": "Loa"}, &syms); isErr || len(syms.Hits) == 0 || syms.Hits[0].Name != "Load" {
		t.Errorf("symbols Loa: %+v", syms)
	}
	var out OutlineOutput
	_, isErr = call(t, cs, "outline", map[string]any{"path": "app/app.go"}, &out)
	if i := slices.IndexFunc(out.Symbols, func(s OutlineSymbol) bool { return s.Name == "Load" }); isErr || i < 0 || out.Symbols[i].Line != 6 ||
		out.Symbols[i].Signature != "func Load(s *store.Store) int" || !out.Symbols[i].Exported {
		t.Errorf("outline app/app.go: %+v", out)
	}
	for _, p := range []string{"../etc/passwd", "/etc/passwd", "nope.go"} {
		if text, isErr := call(t, cs, "outline", map[string]any{"path": p}, nil); !isErr {
			t.Errorf("outline %s answered:\n%s", p, text)
		}
	}

	text, isErr = call(t, cs, "hierarchy", map[string]any{"name": "Getter"}, nil)
	if isErr || !strings.Contains(text, `"name":"Store"`) {
		t.Errorf("hierarchy Getter: %s", text)
	}
	text, isErr = call(t, cs, "unused", map[string]any{"library": false}, nil)
	if isErr || !strings.Contains(text, "Lonely") || strings.Contains(text, `"name":"Load"`) {
		t.Errorf("unused: %s", text)
	}

	// An edit while serving: the next answer sees it.
	testutil.WriteTree(t, root, map[string]string{"app/more.go": "package app\n\n// Fresh is new.\nfunc Fresh() int { return 1 }\n"})
	defs = DefinitionOutput{}
	if _, isErr := call(t, cs, "definition", map[string]any{"name": "Fresh"}, &defs); isErr || len(defs.Definitions) != 1 || defs.Definitions[0].Path != "app/more.go" {
		t.Errorf("definition Fresh after the edit: %+v", defs)
	}

	res, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: "soulindex://soulmap"})
	if err != nil || len(res.Contents) != 1 || !strings.Contains(res.Contents[0].Text, "app/more.go") {
		t.Errorf("the soulmap resource: %v %+v", err, res)
	}
}
