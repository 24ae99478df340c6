package diag

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/testutil/indextest"
	"github.com/soulindex/soulindex/refgraph"
)

// TestDependentFilesCountsAll: the limit cuts the files checked, never the
// count reported, so a report can say "checked N of M".
func TestDependentFilesCountsAll(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"a.ts": "export function f(x: number): number { return x + 1; }\n",
		"b.ts": "import { f } from './a';\nexport const b = f(1);\n",
		"c.ts": "import { f } from './a';\nexport const c = f(2);\n",
		"d.ts": "export const d = 4;\n",
	}
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	res, _ := indextest.Index(t, dir, indexer.Options{Jobs: 1})
	g, err := refgraph.Build(context.Background(), res.Files, refgraph.Options{Root: res.Root, Jobs: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		max  int
		want int // files returned
	}{{50, 2}, {1, 1}} {
		got, found := DependentFiles(g, []string{"a.ts"}, map[string]bool{"a.ts": true}, tc.max)
		if len(got) != tc.want || found != 2 || !slices.IsSorted(got) {
			t.Errorf("max %d: %v of %d found, want %d files of 2", tc.max, got, found, tc.want)
		}
	}
}
