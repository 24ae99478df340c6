// Package serve serves a repository's index to a coding agent over the
// Model Context Protocol (soulindex mcp): the Soul Map, definitions,
// references, calls, symbol search, file outlines, type hierarchy and
// unused definitions. Each answer reads the files as they are: those
// from the SCIP index after bringing it up to date the way `soulindex
// index` does (pipeline.Run), the others from the outlines (pipeline.
// Extract); the caches make an unchanged tree near-instant and a small
// edit cheap.
// Nothing the repository chooses runs unless the options trust it, and no
// path outside the directory is read or returned.
package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/pipeline"
	"github.com/soulindex/soulindex/query"
)

// Server answers one directory's questions.
type Server struct {
	dir  string
	opts pipeline.Options
	// mu serialises the runs: one writes the outputs and caches at a
	// time, and an answer reads what its own run wrote.
	mu sync.Mutex
}

// New returns a server for dir, indexing with opts (its Out, caches,
// configuration and trust, as `soulindex index` would).
func New(dir string, opts pipeline.Options) *Server {
	return &Server{dir: dir, opts: opts}
}

// MCP builds the MCP server: its tools and the Soul Map resource.
func (s *Server) MCP(version string) *mcp.Server {
	srv := mcp.NewServer(&mcp.Implementation{Name: "soulindex", Version: version}, &mcp.ServerOptions{
		Instructions: "soulindex maps this repository: call soul_map first for a ranked overview (files, exported signatures, line numbers), " +
			"then definition, references, calls, symbols and outline to find where to work. Paths are relative to the repository root.",
	})
	mcp.AddTool(srv, &mcp.Tool{Name: "soul_map", Description: "The Soul Map: a ranked, token-budgeted map of the repository (files, their best definitions at their lines, who uses them). " +
		"focus ranks it around the files you work on and shows them whole."}, s.soulMap)
	mcp.AddTool(srv, &mcp.Tool{Name: "definition", Description: "The definitions of a name (or Type.member): path, line, kind and signature."}, s.definition)
	mcp.AddTool(srv, &mcp.Tool{Name: "references", Description: "Every definition and reference of what a name (or Type.member) or a position path:line[:col] names, each with the function it lies in."}, s.references)
	mcp.AddTool(srv, &mcp.Tool{Name: "calls", Description: "The callers and callees of a function or method (a name, Type.method, or path:line[:col]), depth levels deep (default 1)."}, s.calls)
	mcp.AddTool(srv, &mcp.Tool{Name: "symbols", Description: "A ranked search of definition names: exact, then prefix, substring and fuzzy matches."}, s.symbols)
	mcp.AddTool(srv, &mcp.Tool{Name: "outline", Description: "The outline of one file of the repository: its definitions with kind, line and signature."}, s.outline)
	mcp.AddTool(srv, &mcp.Tool{Name: "hierarchy", Description: "The supertypes and subtypes of a type or member (Name or Type.member): what it implements, extends or overrides, and what implements it."}, s.hierarchy)
	mcp.AddTool(srv, &mcp.Tool{Name: "unused", Description: "Public definitions nothing in the repository uses (a library's public API excepted)."}, s.unused)
	srv.AddResource(&mcp.Resource{URI: "soulindex://soulmap", Name: "soulmap", Title: "Soul Map", MIMEType: "text/markdown",
		Description: "The repository's Soul Map at the default budget."}, s.mapResource)
	return srv
}

// Run serves over stdin and stdout until the client disconnects.
func (s *Server) Run(ctx context.Context, version string) error {
	return s.MCP(version).Run(ctx, &mcp.StdioTransport{})
}

// refresh brings the index up to date and returns the index to query.
func (s *Server) refresh(ctx context.Context) (query.Index, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, err := pipeline.Run(ctx, s.dir, s.opts)
	if err != nil {
		return query.Index{}, fmt.Errorf("index %s: %w", s.dir, err)
	}
	return query.Index{Path: filepath.Join(r.OutDir, "index.scip")}, nil
}

// MapInput is soul_map's arguments.
type MapInput struct {
	Budget int      `json:"budget,omitempty" jsonschema:"the map's size in tokens (default 4000)"`
	Focus  []string `json:"focus,omitempty" jsonschema:"files to rank the map around, relative to the repository root"`
	Format string   `json:"format,omitempty" jsonschema:"md (default), xml or json"`
}

func (s *Server) soulMap(ctx context.Context, _ *mcp.CallToolRequest, in MapInput) (*mcp.CallToolResult, any, error) {
	for _, f := range in.Focus {
		if err := inside(f); err != nil {
			return nil, nil, err
		}
	}
	switch in.Format {
	case "", "md", "xml", "json":
	default:
		return nil, nil, fmt.Errorf("format %q: want md, xml or json", in.Format)
	}
	if in.Budget < 0 {
		return nil, nil, fmt.Errorf("budget %d: want a positive number of tokens", in.Budget)
	}
	text, err := s.renderMap(ctx, in)
	if err != nil {
		return nil, nil, err
	}
	return textResult(text), nil, nil
}

func (s *Server) renderMap(ctx context.Context, in MapInput) (string, error) {
	o := s.opts
	if in.Budget > 0 {
		o.Map.Budget = in.Budget
	}
	if in.Format != "" {
		o.Map.Format = in.Format
	}
	o.Map.Focus = in.Focus
	ix, done, err := s.extract(ctx, o)
	if err != nil {
		return "", err
	}
	defer done()
	var b bytes.Buffer
	if err := ix.WriteSoulMap(ctx, &b); err != nil {
		return "", err
	}
	return b.String(), nil
}

func (s *Server) mapResource(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	text, err := s.renderMap(ctx, MapInput{})
	if err != nil {
		return nil, err
	}
	return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: req.Params.URI, MIMEType: "text/markdown", Text: text}}}, nil
}

// NameInput names a definition.
type NameInput struct {
	Name string `json:"name" jsonschema:"a name, or Type.member"`
}

// DefinitionOutput is definition's answer.
type DefinitionOutput struct {
	Definitions []query.Definition `json:"definitions"`
}

func (s *Server) definition(ctx context.Context, _ *mcp.CallToolRequest, in NameInput) (*mcp.CallToolResult, DefinitionOutput, error) {
	ix, err := s.refresh(ctx)
	if err != nil {
		return nil, DefinitionOutput{}, err
	}
	defs, err := query.FindDefinitions(ctx, ix, s.dir, in.Name)
	if err != nil {
		return nil, DefinitionOutput{}, err
	}
	if len(defs) == 0 {
		return nil, DefinitionOutput{}, fmt.Errorf("no definition of %q", in.Name)
	}
	return nil, DefinitionOutput{Definitions: defs}, nil
}

// TargetInput names a symbol by name or by position.
type TargetInput struct {
	Target string `json:"target" jsonschema:"a name, Type.member, or a position path:line[:col] (1-based)"`
}

func (s *Server) references(ctx context.Context, _ *mcp.CallToolRequest, in TargetInput) (*mcp.CallToolResult, *query.RefsResult, error) {
	ix, err := s.refresh(ctx)
	if err != nil {
		return nil, nil, err
	}
	res, err := query.References(ctx, ix, s.dir, in.Target)
	return nil, res, err
}

// CallsInput is calls' arguments.
type CallsInput struct {
	Target string `json:"target" jsonschema:"a function's name, Type.method, or a position path:line[:col] (1-based)"`
	Depth  int    `json:"depth,omitempty" jsonschema:"levels of callers and callees (default 1)"`
}

// calls answers with JSON text and the same as structured content, with
// no output schema: a call tree nests calls in calls, which a JSON schema
// of the type cannot state.
func (s *Server) calls(ctx context.Context, _ *mcp.CallToolRequest, in CallsInput) (*mcp.CallToolResult, any, error) {
	if in.Depth < 0 {
		return nil, nil, fmt.Errorf("depth %d: want 1 or more", in.Depth)
	}
	ix, err := s.refresh(ctx)
	if err != nil {
		return nil, nil, err
	}
	res, err := query.Calls(ctx, ix, s.dir, in.Target, max(in.Depth, 1))
	if err != nil {
		return nil, nil, err
	}
	b, err := json.Marshal(res)
	if err != nil {
		return nil, nil, err
	}
	r := textResult(string(b))
	r.StructuredContent = res
	return r, nil, nil
}

// SymbolsInput is symbols' arguments.
type SymbolsInput struct {
	Query string `json:"query" jsonschema:"the name or part of it"`
	Limit int    `json:"limit,omitempty" jsonschema:"the most hits (default 20)"`
}

// SymbolsOutput is symbols' answer.
type SymbolsOutput struct {
	Hits []query.SymbolHit `json:"hits"`
}

func (s *Server) symbols(ctx context.Context, _ *mcp.CallToolRequest, in SymbolsInput) (*mcp.CallToolResult, SymbolsOutput, error) {
	ix, err := s.refresh(ctx)
	if err != nil {
		return nil, SymbolsOutput{}, err
	}
	limit := in.Limit
	if limit <= 0 {
		limit = 20
	}
	hits, err := query.Symbols(ctx, ix, s.dir, in.Query, query.Filter{}, limit)
	if hits == nil {
		hits = []query.SymbolHit{}
	}
	return nil, SymbolsOutput{Hits: hits}, err
}

// PathInput names a file of the repository.
type PathInput struct {
	Path string `json:"path" jsonschema:"the file, relative to the repository root"`
}

// OutlineSymbol is one definition of an outline.
type OutlineSymbol struct {
	Name      string `json:"name"`
	Kind      string `json:"kind"`
	Line      int    `json:"line"`
	In        string `json:"in,omitempty"`
	Signature string `json:"signature,omitempty"`
	Exported  bool   `json:"exported"`
}

// OutlineOutput is outline's answer.
type OutlineOutput struct {
	Path     string          `json:"path"`
	Language string          `json:"language"`
	Symbols  []OutlineSymbol `json:"symbols"`
}

func (s *Server) outline(ctx context.Context, _ *mcp.CallToolRequest, in PathInput) (*mcp.CallToolResult, OutlineOutput, error) {
	if err := inside(in.Path); err != nil {
		return nil, OutlineOutput{}, err
	}
	ix, done, err := s.extract(ctx, s.opts)
	if err != nil {
		return nil, OutlineOutput{}, err
	}
	defer done()
	want := filepath.ToSlash(filepath.Clean(in.Path))
	for _, f := range ix.Result.Files {
		if f.Path != want {
			continue
		}
		out := OutlineOutput{Path: f.Path, Language: f.Language, Symbols: []OutlineSymbol{}}
		for k := range f.Symbols {
			sym := &f.Symbols[k]
			out.Symbols = append(out.Symbols, OutlineSymbol{Name: sym.Name, Kind: sym.Kind.String(), Line: int(sym.NameRange.Start.Line) + 1,
				In: sym.ContainerName(), Signature: sym.Signature, Exported: sym.Visibility == extract.VisibilityPublic})
		}
		return nil, out, nil
	}
	return nil, OutlineOutput{}, fmt.Errorf("%s: not a file of the index", in.Path)
}

// HierarchyInput is hierarchy's arguments.
type HierarchyInput struct {
	Name  string `json:"name" jsonschema:"a type, or Type.member"`
	Depth int    `json:"depth,omitempty" jsonschema:"levels walked up and down (default 8)"`
}

// extract is the repository's outlines (and graph, on demand) as they
// are now, through the outline cache, without writing the outputs (the
// map, outline, hierarchy and unused answers need no index.scip); done
// ends the run's hold.
func (s *Server) extract(ctx context.Context, o pipeline.Options) (*pipeline.Indexed, func(), error) {
	s.mu.Lock()
	ix, err := pipeline.Extract(ctx, s.dir, o)
	if err != nil {
		s.mu.Unlock()
		return nil, nil, err
	}
	return ix, s.mu.Unlock, nil
}

// jsonResult answers with v as JSON text and as structured content, with
// no output schema (hierarchies nest nodes in nodes).
func jsonResult(v any) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	r := textResult(string(b))
	r.StructuredContent = v
	return r, nil
}

func (s *Server) hierarchy(ctx context.Context, _ *mcp.CallToolRequest, in HierarchyInput) (*mcp.CallToolResult, any, error) {
	if in.Depth < 0 {
		return nil, nil, fmt.Errorf("depth %d: want 1 or more", in.Depth)
	}
	depth := in.Depth
	if depth == 0 {
		depth = pipeline.DefaultHierarchyDepth
	}
	ix, done, err := s.extract(ctx, s.opts)
	if err != nil {
		return nil, nil, err
	}
	defer done()
	entries, _, err := ix.TypeHierarchy(ctx, in.Name, depth)
	if err != nil {
		return nil, nil, err
	}
	if len(entries) == 0 {
		return nil, nil, fmt.Errorf("no definition named %s", in.Name)
	}
	r, err := jsonResult(map[string]any{"entries": entries})
	return r, nil, err
}

// UnusedInput is unused's arguments.
type UnusedInput struct {
	Library *bool `json:"library,omitempty" jsonschema:"whether the repository is a library, whose public API is used from outside and never reported (default: from the manifests)"`
}

func (s *Server) unused(ctx context.Context, _ *mcp.CallToolRequest, in UnusedInput) (*mcp.CallToolResult, any, error) {
	o := s.opts
	if in.Library != nil {
		o.Unused.Library = in.Library
	}
	ix, done, err := s.extract(ctx, o)
	if err != nil {
		return nil, nil, err
	}
	defer done()
	rep, _, err := ix.Unused(ctx)
	if err != nil {
		return nil, nil, err
	}
	r, err := jsonResult(rep)
	return r, nil, err
}

// inside refuses a path that leaves the repository.
func inside(p string) error {
	if p == "" || !filepath.IsLocal(filepath.FromSlash(p)) || strings.ContainsRune(p, 0) {
		return fmt.Errorf("%q: not a path inside the repository", p)
	}
	return nil
}

func textResult(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}
}
