package lsp

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/soulindex/soulindex/langs"
)

func TestDetectLanguages(t *testing.T) {
	detect := langs.Builtin().DetectID
	files := []string{
		"go.mod", "cmd/tool/main.go", "util.go", "deep/a/b/c.go",
		"web/package.json", "web/tsconfig.json", "web/src/app.tsx", "web/src/index.ts",
		"requirements.txt",
		"native/CMakeLists.txt", "native/x.c", "native/y.cpp",
		"app/App.csproj",
		"README.md",
	}
	got := DetectLanguages(files, detect)
	want := []Detection{
		{Language: "c", Markers: []string{"native/CMakeLists.txt"}, Files: 1, Probes: []string{"native/x.c"}},
		{Language: "cpp", Files: 1, Probes: []string{"native/y.cpp"}},
		{Language: "csharp", Markers: []string{"app/App.csproj"}},
		{Language: "go", Markers: []string{"go.mod"}, Files: 3, Probes: []string{"util.go", "cmd/tool/main.go", "deep/a/b/c.go"}},
		{Language: "javascript", Markers: []string{"web/package.json"}},
		{Language: "markdown", Files: 1, Probes: []string{"README.md"}},
		{Language: "python", Markers: []string{"requirements.txt"}},
		{Language: "tsx", Files: 1, Probes: []string{"web/src/app.tsx"}},
		{Language: "typescript", Markers: []string{"web/tsconfig.json"}, Files: 1, Probes: []string{"web/src/index.ts"}},
	}
	// Marker files that are also sources of a language (package.json is
	// JSON) are counted there too; compare the languages above only.
	var filtered []Detection
	for _, d := range got {
		if d.Language != "json" && d.Language != "cmake" && d.Language != "text" {
			filtered = append(filtered, d)
		}
	}
	if !reflect.DeepEqual(filtered, want) {
		t.Errorf("got  %+v\nwant %+v", filtered, want)
	}
}

func TestProbesBounded(t *testing.T) {
	var files []string
	for i := 0; i < 50; i++ {
		files = append(files, filepath.Join("d", string(rune('a'+i%26))+string(rune('a'+i/26))+".go"))
	}
	files = append(files, "top.go")
	got := DetectLanguages(files, func(string) string { return "go" })
	if len(got) != 1 || len(got[0].Probes) != maxProbes || got[0].Probes[0] != "top.go" || got[0].Files != 51 {
		t.Errorf("got %+v", got)
	}
}

func TestWarmupReportsWithoutStarting(t *testing.T) {
	root := t.TempDir()
	os.WriteFile(filepath.Join(root, "empty.py"), nil, 0o644)
	cfg := Config{
		// Nothing installed anywhere.
		Discovery: DiscoveryConfig{Getenv: func(string) string { return "" }, Home: t.TempDir(),
			RepoServers: map[string][]string{"python": {"/bin/sh", "-c", "echo pwned"}}},
		ReadyTimeout: time.Second,
	}
	pool, reports := Warmup(context.Background(), root, []string{"go.mod", "empty.py", "notes.md"}, cfg)
	defer pool.Close()
	if len(reports) != 2 {
		t.Fatalf("reports %v, want go and python only (markdown has no server)", reports)
	}
	goRep, py := reports[0], reports[1]
	if goRep.Language != "go" || goRep.Status != StatusNoServer {
		t.Errorf("go: %+v", goRep)
	}
	if py.Language != "python" || py.Status != StatusNoServer || len(py.Notices) == 0 {
		t.Errorf("python: %+v", py)
	}
	if pool.For("go") != nil || pool.For("python") != nil || len(pool.Languages()) != 0 {
		t.Errorf("empty pool serves something")
	}
	var nilPool *Pool
	if nilPool.For("go") != nil || nilPool.Close() != nil {
		t.Error("a nil pool must be usable")
	}
}

func TestWarmupMarkerWithoutSources(t *testing.T) {
	bin := t.TempDir()
	if err := os.WriteFile(filepath.Join(bin, "gopls"), []byte("#!/bin/sh\nexit 1\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	cfg := Config{Discovery: DiscoveryConfig{Getenv: func(string) string { return "" }, Home: t.TempDir(), ExtraDirs: []string{bin}}}
	pool, reports := Warmup(context.Background(), t.TempDir(), []string{"go.mod"}, cfg)
	defer pool.Close()
	if len(reports) != 1 || reports[0].Status != StatusNoFiles || reports[0].Server != "gopls" {
		t.Errorf("reports %+v, want go with no files to probe", reports)
	}
}

func TestWarmupStartFailure(t *testing.T) {
	bin := t.TempDir()
	// A "server" that exits at once: start fails, with its stderr.
	if err := os.WriteFile(filepath.Join(bin, "gopls"), []byte("#!/bin/sh\necho 'cannot start' >&2\nexit 1\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	os.WriteFile(filepath.Join(root, "a.go"), []byte("package a\n"), 0o644)
	cfg := Config{Discovery: DiscoveryConfig{Getenv: func(string) string { return "" }, Home: t.TempDir(), ExtraDirs: []string{bin}}, ReadyTimeout: 5 * time.Second}
	pool, reports := Warmup(context.Background(), root, []string{"a.go"}, cfg)
	defer pool.Close()
	if len(reports) != 1 || reports[0].Status != StatusStartFailed || !strings.Contains(reports[0].Reason, "cannot start") {
		t.Errorf("reports %+v, want a start failure quoting stderr", reports)
	}
	if pool.For("go") != nil {
		t.Error("a failed server is in the pool")
	}
}
