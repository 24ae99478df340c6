package output

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/soulindex/soulindex/external"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/atomicfile"
	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/refgraph"
)

// externalRepo is a Go module using the standard library, with a fake
// GOROOT beside it whose Println is a function, or with println a
// variable: the two give different symbols to one reference.
func externalRepo(t *testing.T, printlnIsVar bool) (dir string, env external.Env) {
	t.Helper()
	decl := "func Println(a ...any) (int, error) { return 0, nil }\n"
	if printlnIsVar {
		decl = "var Println = 1\n"
	}
	dir = writeRepo(t, map[string]string{
		"repo/go.mod":              "module example.com/m\n\ngo 1.22\n",
		"repo/main.go":             "package main\n\nimport \"fmt\"\n\nfunc main() { fmt.Println() }\n",
		"repo/other.go":            "package main\n\nfunc other() {}\n",
		"goroot/src/fmt/print.go":  "package fmt\n\n// Println prints.\n" + decl,
		"goroot/src/fmt/format.go": "package fmt\n",
	})
	return dir, external.Env{GoRoot: filepath.Join(dir, "goroot")}
}

func buildExternal(t *testing.T, res *indexer.Result, reg *langs.Registry, g *refgraph.Graph, env external.Env) *external.Index {
	t.Helper()
	x, err := external.Build(context.Background(), external.Inputs{Result: res, Graph: g, Registry: reg, Env: env})
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// TestExternalSymbols: references into a dependency are occurrences of
// the dependency's symbols, each described once in external_symbols,
// and scip lint accepts the index.
func TestExternalSymbols(t *testing.T) {
	dir, env := externalRepo(t, false)
	res, g, reg := indexRepo(t, filepath.Join(dir, "repo"))
	x := buildExternal(t, res, reg, g, env)
	var b bytes.Buffer
	if err := WriteSCIP(&b, res, reg, g, x, ToolInfo{Name: "soulindex", Version: "test"}); err != nil {
		t.Fatal(err)
	}
	scipLint(t, b.Bytes())
	idx := decodeIndex(t, b.Bytes())
	ext := map[string]bool{}
	for _, s := range idx.ExternalSymbols {
		if ext[s.Symbol] {
			t.Errorf("%s described twice", s.Symbol)
		}
		ext[s.Symbol] = true
	}
	const println = "scip-go gomod github.com/golang/go/src go1.22 fmt/Println()."
	if !ext[println] {
		t.Fatalf("external symbols %v lack %s", ext, println)
	}
	found := false
	for _, d := range idx.Documents {
		for _, o := range d.Occurrences {
			found = found || o.Symbol == println
		}
	}
	if !found {
		t.Errorf("no occurrence of %s", println)
	}
	for _, s := range idx.ExternalSymbols {
		if s.Symbol == println && (s.SignatureDocumentation == nil || s.SignatureDocumentation.Text == "" || len(s.Documentation) == 0) {
			t.Errorf("%s: no signature or documentation from its source: %+v", println, s)
		}
	}
}

// TestExternalReuse: a document whose references into dependencies name
// other symbols (the dependency's source changed) is written again, not
// copied from the previous index: the reusing writer's bytes are the
// plain writer's.
func TestExternalReuse(t *testing.T) {
	dirA, envA := externalRepo(t, false)
	res, g, reg := indexRepo(t, filepath.Join(dirA, "repo"))
	tool := ToolInfo{Name: "soulindex", Version: "test"}
	out := t.TempDir()
	index, cache := filepath.Join(out, "index.scip"), filepath.Join(out, "scip.cache")
	dc := NewDocCache()
	xa := buildExternal(t, res, reg, g, envA)
	if err := atomicfile.Write(context.Background(), index, func(w io.Writer) error {
		return WriteSCIPReusing(w, res, reg, g, xa, tool, "test", dc)
	}); err != nil {
		t.Fatal(err)
	}
	if err := atomicfile.Write(context.Background(), cache, func(w io.Writer) error { _, err := dc.Encode(w, testAuth, index); return err }); err != nil {
		t.Fatal(err)
	}
	dirB, envB := externalRepo(t, true)
	if err := os.RemoveAll(filepath.Join(dirA, "goroot")); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(filepath.Join(dirB, "goroot"), filepath.Join(dirA, "goroot")); err != nil {
		t.Fatal(err)
	}
	envB.GoRoot = envA.GoRoot
	xb := buildExternal(t, res, reg, g, envB)
	var want, got bytes.Buffer
	if err := WriteSCIP(&want, res, reg, g, xb, tool); err != nil {
		t.Fatal(err)
	}
	dc, err := LoadDocCache(cache, index, testAuth)
	if err != nil {
		t.Fatal(err)
	}
	if err := WriteSCIPReusing(&got, res, reg, g, xb, tool, "test", dc); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got.Bytes(), want.Bytes()) {
		t.Fatalf("the reusing writer wrote %d bytes, the plain one %d", got.Len(), want.Len())
	}
	// other.go references nothing outside: copied; main.go: written again.
	if dc.Reused() != 1 {
		t.Errorf("%d documents reused, want 1 (other.go)", dc.Reused())
	}
	if !bytes.Contains(want.Bytes(), []byte("fmt/Println.")) {
		t.Error("the changed source's symbol is not in the index")
	}
}
