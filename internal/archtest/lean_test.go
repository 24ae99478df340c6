package archtest

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestOutputOffTransports: the renderers read the enrichment's data model
// (lspenrich/model) only, never what produced it. output must not reach,
// through any chain of the module's packages, the LSP client, the Neovim
// bridge, enrichment, diag or JSON-RPC.
func TestOutputOffTransports(t *testing.T) {
	forbidden := func(p string) bool {
		switch p {
		case module + "lsp", module + "lsp/nvim", module + "lspenrich", module + "diag":
			return true
		}
		return strings.Contains(p, "jsonrpc2")
	}
	root := filepath.Join("..", "..")
	// via records how each package was reached, for the failure message.
	via := map[string]string{module + "output": ""}
	queue := []string{module + "output"}
	for len(queue) > 0 {
		pkg := queue[0]
		queue = queue[1:]
		rel, ok := strings.CutPrefix(pkg, module)
		if !ok {
			continue // outside the module: not followed
		}
		for _, imp := range importPaths(t, filepath.Join(root, filepath.FromSlash(rel))) {
			if _, seen := via[imp]; seen {
				continue
			}
			via[imp] = pkg
			if forbidden(imp) {
				chain := imp
				for p := pkg; p != ""; p = via[p] {
					chain = p + " → " + chain
				}
				t.Errorf("output reaches %s: %s", imp, chain)
				continue
			}
			queue = append(queue, imp)
		}
	}
}
