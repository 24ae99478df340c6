package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/query"
)

func TestSymbols(t *testing.T) {
	fixtures := filepath.Join(repoRoot(t), "testdata", "fixtures")
	out := t.TempDir()
	if r := soulindex(t, "index", fixtures, "--out", out, "--quiet"); r.code != exitOK {
		t.Fatalf("index: %s", r.stderr)
	}
	index := filepath.Join(out, "index.scip")
	r := soulindex(t, "symbols", "Cache", "--index", index, "--json", "--limit", "0")
	if r.code != exitOK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	var hits []query.SymbolHit
	if err := json.Unmarshal([]byte(r.stdout), &hits); err != nil || len(hits) < 3 {
		t.Fatalf("hits %d, %v", len(hits), err)
	}
	rank := map[string]int{"exact": 0, "prefix": 1, "substring": 2, "fuzzy": 3}
	for i := 1; i < len(hits); i++ {
		if rank[hits[i].Match] < rank[hits[i-1].Match] {
			t.Fatalf("results not ranked: %s (%s) after %s (%s)", hits[i].Name, hits[i].Match, hits[i-1].Name, hits[i-1].Match)
		}
	}
	if hits[0].Match != "exact" || hits[0].Name != "Cache" {
		t.Errorf("first hit = %+v", hits[0])
	}
	r = soulindex(t, "symbols", "Cache", "--index", index, "--kind", "struct", "--lang", "Go", "--path", "go")
	if r.code != exitOK || strings.Count(r.stdout, "\n") != 1 || !strings.HasPrefix(r.stdout, "go/cache.go:157:6: struct") {
		t.Errorf("filtered search: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	// Locals (Get's parameter key, "local N" symbols) are no definitions.
	r = soulindex(t, "symbols", "key", "--index", index, "--json", "--limit", "0")
	hits = nil
	if err := json.Unmarshal([]byte(r.stdout), &hits); err != nil || len(hits) == 0 {
		t.Fatalf("symbols key: exit %d, %d hits, %v: %s", r.code, len(hits), err, r.stderr)
	}
	for _, h := range hits {
		if strings.HasPrefix(h.Symbol, "local ") {
			t.Errorf("symbols key lists a local: %+v", h)
		}
	}
	if r := soulindex(t, "symbols", "zzzqqq", "--index", index); r.code != exitFailure {
		t.Errorf("no match: exit %d", r.code)
	}
}
