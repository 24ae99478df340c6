package output

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sourcegraph/scip/bindings/go/scip"
	"google.golang.org/protobuf/proto"

	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/testutil"
	"github.com/soulindex/soulindex/internal/testutil/indextest"
	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/refgraph"
)

// scipTool finds the scip CLI (scripts/install-tools.sh builds it into
// .tools/bin and prints SOULINDEX_SCIP). Without it the test skips and
// says why, unless SOULINDEX_REQUIRE_TOOLS is set (as in CI).
func scipTool(t *testing.T) string {
	t.Helper()
	if p := os.Getenv("SOULINDEX_SCIP"); p != "" {
		return p
	}
	if p, err := filepath.Abs(filepath.Join("..", ".tools", "bin", "scip")); err == nil {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	if p, err := exec.LookPath("scip"); err == nil {
		return p
	}
	msg := "scip CLI not found: run scripts/install-tools.sh (it builds .tools/bin/scip) or set SOULINDEX_SCIP"
	if os.Getenv("SOULINDEX_REQUIRE_TOOLS") != "" {
		t.Fatal(msg)
	}
	t.Skip(msg)
	return ""
}

// scipLint writes index to a file and runs the official linter on it,
// failing on any error or warning.
func scipLint(t *testing.T, index []byte) {
	t.Helper()
	tool := scipTool(t)
	p := filepath.Join(t.TempDir(), "index.scip")
	if err := os.WriteFile(p, index, 0o644); err != nil {
		t.Fatal(err)
	}
	problems, err := testutil.SCIPLint(tool, p)
	if err != nil || len(problems) > 0 {
		t.Errorf("scip lint: %v\n%s", err, strings.Join(problems, "\n"))
	}
}

// writeRepo creates files (slash-separated paths, raw bytes allowed) under
// a new directory.
func writeRepo(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// indexRepo runs the indexer and the graph on dir, as `index` does.
func indexRepo(t *testing.T, dir string) (*indexer.Result, *refgraph.Graph, *langs.Registry) {
	t.Helper()
	res, reg := indextest.Index(t, dir, indexer.Options{Jobs: 2})
	g, err := refgraph.Build(context.Background(), res.Files, refgraph.Options{Root: res.Root, Packages: res.Packages, Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	return res, g, reg
}

func writeIndex(t *testing.T, res *indexer.Result, reg *langs.Registry, g *refgraph.Graph) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := WriteSCIP(&b, res, reg, g, nil, ToolInfo{Name: "soulindex", Version: "test"}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func decodeIndex(t *testing.T, b []byte) *scip.Index {
	t.Helper()
	var idx scip.Index
	if err := proto.Unmarshal(b, &idx); err != nil {
		t.Fatalf("decode index: %v", err)
	}
	return &idx
}

func soulMap(t *testing.T, res *indexer.Result, g *refgraph.Graph, format string) string {
	t.Helper()
	var b bytes.Buffer
	if _, err := WriteSoulMap(&b, res, g, MapOptions{Budget: 100000, Format: format}); err != nil {
		t.Fatal(err)
	}
	if format == "md" {
		// These tests read paths and lines, not the rank shares.
		return mdRankShare.ReplaceAllString(b.String(), "$1")
	}
	return b.String()
}

// mdRankShare is a file line's rank share, " 8.3%" after "(→N)".
var mdRankShare = regexp.MustCompile(`(?m)(: \(→\d+\)) [\d.]+%`)
