// The Soul Map's head sections: directories, entry points, external dependencies.
package output

import (
	"fmt"
	"path"
	"sort"
	"strings"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/refgraph"
)

// directories summarizes the tree: the top directories by file count.
func directories(res *indexer.Result, max int) []string {
	count := map[string]int{}
	for _, f := range res.Files {
		d := path.Dir(f.Path)
		if i := strings.IndexByte(d, '/'); i >= 0 {
			if j := strings.IndexByte(d[i+1:], '/'); j >= 0 {
				d = d[:i+1+j] // two levels are enough for a tree summary
			}
		}
		count[d]++
	}
	dirs := make([]string, 0, len(count))
	for d := range count {
		dirs = append(dirs, d)
	}
	sort.Slice(dirs, func(a, b int) bool {
		if count[dirs[a]] != count[dirs[b]] {
			return count[dirs[a]] > count[dirs[b]]
		}
		return dirs[a] < dirs[b]
	})
	if len(dirs) > max {
		dirs = dirs[:max]
	}
	sort.Strings(dirs)
	out := make([]string, len(dirs))
	for i, d := range dirs {
		out[i] = fmt.Sprintf("%s/ (%d files)", EncodePath(d), count[d])
	}
	return out
}

// entryPoints lists the best-ranked files that start programs: main
// packages and functions, index and __main__ modules, cmd/ directories.
func entryPoints(res *indexer.Result, rank []float64, max int) []string {
	var eps []int
	for i, f := range res.Files {
		base := path.Base(f.Path)
		if strings.Contains("/"+f.Path, "/testdata/") || strings.HasSuffix(base, "_test.go") {
			continue
		}
		isMain := strings.HasPrefix(f.Path, "cmd/") || strings.Contains(f.Path, "/cmd/") ||
			base == "main.go" || base == "__main__.py" || base == "main.rs" || base == "main.py" ||
			base == "index.ts" && path.Dir(f.Path) == "src" || base == "index.js" && path.Dir(f.Path) == "."
		if !isMain {
			for _, s := range f.Symbols {
				if s.Parent < 0 && s.Kind == extract.KindFunction && s.Name == "main" {
					isMain = true
					break
				}
			}
		}
		if isMain {
			eps = append(eps, i)
		}
	}
	sort.SliceStable(eps, func(a, b int) bool {
		if rank != nil && rank[eps[a]] != rank[eps[b]] {
			return rank[eps[a]] > rank[eps[b]]
		}
		return res.Files[eps[a]].Path < res.Files[eps[b]].Path
	})
	var out []string
	for _, i := range eps[:min(max, len(eps))] {
		out = append(out, EncodePath(res.Files[i].Path))
	}
	return out
}

// externalDeps lists the unresolved import sources used by the most files.
func externalDeps(res *indexer.Result, g *refgraph.Graph, max int) []string {
	if g == nil {
		return nil
	}
	users := map[string]int{}
	for i, f := range res.Files {
		seen := map[string]bool{}
		for k, im := range f.Imports {
			if len(g.Imports[i][k]) > 0 || im.Source == "" || strings.HasPrefix(im.Source, ".") || seen[im.Source] {
				continue
			}
			seen[im.Source] = true
			users[im.Source]++
		}
	}
	srcs := make([]string, 0, len(users))
	for s, n := range users {
		if n > 1 {
			srcs = append(srcs, s)
		}
	}
	sort.Slice(srcs, func(a, b int) bool {
		if users[srcs[a]] != users[srcs[b]] {
			return users[srcs[a]] > users[srcs[b]]
		}
		return srcs[a] < srcs[b]
	})
	var out []string
	for _, s := range srcs[:min(max, len(srcs))] {
		out = append(out, fmt.Sprintf("%s (%d files)", safeText(s), users[s]))
	}
	return out
}
