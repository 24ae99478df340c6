package archtest

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestRootBuildsOnlyTheCLI: pre-commit builds its hooks with `go install
// ./...` at the repository root, so the root module's only command must be
// soulindex; other commands (the benchmark's) live in modules of their own,
// or every first hook install builds them too.
func TestRootBuildsOnlyTheCLI(t *testing.T) {
	cmd := exec.Command("go", "list", "-f", `{{if eq .Name "main"}}{{.ImportPath}}{{end}}`, "./...")
	cmd.Dir = filepath.Join("..", "..")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list ./...: %v", err)
	}
	if got := strings.Fields(string(out)); len(got) != 1 || got[0] != strings.TrimSuffix(module, "/")+"/cmd/soulindex" {
		t.Errorf("go install ./... at the root builds %q, want the soulindex CLI alone", got)
	}
}
