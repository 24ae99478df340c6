package lsp_test

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"time"

	"github.com/soulindex/soulindex/lsp"
)

// Warm the repository's servers up, ask one, fall back where there is
// none. Not run: it needs installed servers.
func ExampleWarmup() {
	// Ctrl-C cancels ctx, which kills every server's process group.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	root := "/path/to/repo"
	files := []string{"go.mod", "main.go", "web/tsconfig.json", "web/app.ts"}
	pool, reports := lsp.Warmup(ctx, root, files, lsp.Config{
		Discovery: lsp.DiscoveryConfig{Disabled: []string{"pylsp"}},
	})
	defer pool.Close()
	for _, r := range reports {
		fmt.Println(r) // "go: ready (gopls) in 640ms", "python: no-server: …"
	}
	r := pool.For("go")
	if r == nil {
		return // tree-sitter facts only
	}
	qctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	h, err := r.Hover(qctx, root+"/main.go", lsp.Position{Line: 4, Character: 5})
	fmt.Println(h.Signature, err)
}

// Byte columns (extract.Position, SCIP) to LSP positions and back.
func ExampleLineIndex() {
	x := lsp.NewLineIndex([]byte("s := \"é😀\"; x := 1\n"))
	p := x.ToLSP(0, 15) // the byte column of x
	fmt.Println(p.Line, p.Character)
	line, col := x.FromLSP(p)
	fmt.Println(line, col)
	// Output:
	// 0 12
	// 0 15
}
