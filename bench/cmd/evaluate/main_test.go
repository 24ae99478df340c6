package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sourcegraph/scip/bindings/go/scip"
	"google.golang.org/protobuf/proto"
)

func writeIndex(t *testing.T, path string, idx *scip.Index) {
	t.Helper()
	b, err := proto.Marshal(idx)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

func occ(sym string, def bool, r ...int32) *scip.Occurrence {
	o := &scip.Occurrence{Symbol: sym, Range: r}
	if def {
		o.SymbolRoles = int32(scip.SymbolRole_Definition)
	}
	return o
}

func TestRun(t *testing.T) {
	dir := t.TempDir()
	corpus := filepath.Join(dir, "corpus")
	if err := os.MkdirAll(corpus, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(corpus, "a.go"), []byte("package p\n\nfunc F() {}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// b.go's reference to F (line 1, column 0) is cross-file, and
	// qualified: the line before ends with a dot.
	if err := os.WriteFile(filepath.Join(corpus, "b.go"), []byte("package p; var _ = x.\nF\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	truth := filepath.Join(dir, "truth.scip")
	writeIndex(t, truth, &scip.Index{
		Metadata: &scip.Metadata{ToolInfo: &scip.ToolInfo{Name: "scip-go", Version: "0.1.26"}, ProjectRoot: "file://" + corpus},
		Documents: []*scip.Document{
			{RelativePath: "a.go", Occurrences: []*scip.Occurrence{occ("t . . . p/F().", true, 2, 5, 6)}},
			{RelativePath: "b.go", Occurrences: []*scip.Occurrence{occ("t . . . p/F().", false, 1, 0, 1)}},
		},
	})
	cand := filepath.Join(dir, "cand.scip")
	writeIndex(t, cand, &scip.Index{
		Metadata: &scip.Metadata{ToolInfo: &scip.ToolInfo{Name: "soulindex"}},
		Documents: []*scip.Document{
			{RelativePath: "x/a.go", Occurrences: []*scip.Occurrence{occ("c . . . F().", true, 2, 5, 6)}},
			{RelativePath: "x/b.go", Occurrences: []*scip.Occurrence{occ("c . . . F().", false, 1, 0, 1)}},
		},
	})
	tags := filepath.Join(dir, "tags.json")
	if err := os.WriteFile(tags, []byte(`{"_type": "tag", "name": "F", "path": "`+corpus+`/a.go", "line": 3, "kind": "func"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	rank := filepath.Join(dir, "rank.txt")
	if err := os.WriteFile(rank, []byte("# best first\nx/a.go\nx/b.go\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	jsonOut, mdOut := filepath.Join(dir, "out.json"), filepath.Join(dir, "out.md")

	var stdout, stderr bytes.Buffer
	err := run([]string{"-candidate", cand, "-truth", truth, "-ctags", tags, "-rank", rank,
		"-name", "si", "-json", jsonOut, "-md", mdOut}, &stdout, &stderr)
	if err != nil {
		t.Fatalf("run: %v\n%s", err, stderr.String())
	}
	for _, want := range []string{
		"## Quality against scip-go 0.1.26",
		"| si | 100.0% (1/1) | 100.0% (1/1) | 100.0% (1/1) | 100.0% (1/1) | 100.0% (1/1) | 100.0% (1/1) | 100.0% (1/1) | 100.0% (1/1) |",
		"| ctags | 100.0% (1/1) | 100.0% (1/1) | 100.0% (1/1) | n/a | n/a | n/a | n/a | n/a | n/a |",
		"candidate `x/`",
		"### Cross-file references",
		"| form | si recall | si precision |",
		"| all cross-file | 100.0% (1/1) | 100.0% (1/1) |",
		"| qualified | 100.0% (1/1) | 100.0% (1/1) |",
		"| unqualified | n/a | n/a |",
	} {
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, stdout.String())
		}
	}
	md, err := os.ReadFile(mdOut)
	if err != nil || string(md) != stdout.String() {
		t.Errorf("-md file differs from stdout (%v)", err)
	}
	b, err := os.ReadFile(jsonOut)
	if err != nil {
		t.Fatal(err)
	}
	var rep struct {
		Candidates []struct {
			Name string `json:"name"`
		} `json:"candidates"`
	}
	if err := json.Unmarshal(b, &rep); err != nil || len(rep.Candidates) != 2 || rep.Candidates[1].Name != "ctags" {
		t.Errorf("json: %v %s", err, b)
	}
}

func TestRunUsage(t *testing.T) {
	var out, errOut bytes.Buffer
	var ue usageError
	for _, args := range [][]string{{}, {"-truth", "x.scip"}, {"-bogus"}, {"-truth", "x", "-candidate", "y", "extra"}} {
		if err := run(args, &out, &errOut); !errors.As(err, &ue) {
			t.Errorf("run(%q) = %v, want a usage error", args, err)
		}
	}
	if err := run([]string{"-truth", filepath.Join(t.TempDir(), "missing.scip"), "-candidate", "x"}, &out, &errOut); err == nil || errors.As(err, &ue) {
		t.Errorf("missing truth file: %v", err)
	}
}

func TestReadEnriched(t *testing.T) {
	p := filepath.Join(t.TempDir(), "enrichment.json")
	doc := `{"summary": {"languages": [], "notices": []},
"symbols": [
{"symbol":"soulindex gomod m . ` + "`m`" + `/A().","path":"a.go","line":1,"hover":"lsp","references":"lsp"},
{"symbol":"soulindex gomod m . ` + "`m`" + `/B().","path":"a.go","line":2,"hover":"lsp","references":"tree-sitter"}
]}`
	if err := os.WriteFile(p, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := readEnriched(p)
	if err != nil || len(got) != 1 || got[0] != "soulindex gomod m . `m`/A()." {
		t.Errorf("readEnriched = %q, %v; want only A, whose references came from the server", got, err)
	}
	if err := os.WriteFile(p, []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := readEnriched(p); err == nil {
		t.Errorf("a truncated enrichment.json read without error")
	}
}
