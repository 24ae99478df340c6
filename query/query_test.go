package query

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/notice"
)

func TestClassify(t *testing.T) {
	tests := []struct {
		name, query string
		class       int
		caseExact   bool
	}{
		{"Cache", "Cache", matchExact, true},
		{"cache", "Cache", matchExact, false},
		{"CacheStats", "Cache", matchPrefix, true},
		{"newCache", "Cache", matchSubstring, true},
		{"ComputeAverageCost", "cac", matchFuzzy, false},
		{"Cache", "xyz", matchNone, false},
		{"a", "", matchPrefix, true},
	}
	for _, tt := range tests {
		c, ce := classify(tt.name, tt.query)
		if c != tt.class || ce != tt.caseExact {
			t.Errorf("classify(%q, %q) = %d, %v; want %d, %v", tt.name, tt.query, c, ce, tt.class, tt.caseExact)
		}
	}
}

// TestMissingAndHostileIndex: a missing index says how to make one; an
// index whose field declares more bytes than the file holds is refused
// before anything that large is allocated.
func TestMissingAndHostileIndex(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	index := filepath.Join(dir, "index.scip")
	_, err := FindDefinitions(ctx, Index{Path: index}, dir, "X")
	var missing *MissingIndexError
	if !errors.As(err, &missing) || !strings.Contains(err.Error(), "run `soulindex index") {
		t.Fatalf("missing index: %v", err)
	}
	// Field 1 (metadata), bytes, declaring 2^40 bytes.
	if err := os.WriteFile(index, []byte{0x0a, 0x80, 0x80, 0x80, 0x80, 0x80, 0x20}, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Symbols(ctx, Index{Path: index}, dir, "X", Filter{}, 0); err == nil || !strings.Contains(err.Error(), "declares") {
		t.Errorf("hostile index: %v", err)
	}
}

// TestDefinitionsFallback: with no index, the sources are scanned with
// definition patterns, after a notice.
func TestDefinitionsFallback(t *testing.T) {
	dir := t.TempDir()
	src := "package p\n\ntype Cache struct{}\n\nfunc (c *Cache) Get(k string) string { return k }\n"
	if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	var list notice.List
	defs, err := Definitions(context.Background(), Index{Path: filepath.Join(dir, "index.scip")}, dir, "Cache.Get", nil, list.Sink())
	if err != nil || len(defs) != 1 || defs[0].Path != "p.go" || defs[0].Line != 4 {
		t.Fatalf("Definitions = %+v, %v", defs, err)
	}
	if notes := list.Notices(); len(notes) != 1 || notes[0].Reason != notice.Fallback || !strings.Contains(notes[0].Message, "scanning the sources") {
		t.Errorf("notices %q", list.Notices())
	}
	if _, err := Definitions(context.Background(), Index{Path: filepath.Join(dir, "index.scip")}, dir, "Nothing", nil, nil); err == nil {
		t.Error("no definition anywhere: no error")
	}
}
