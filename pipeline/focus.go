package pipeline

import (
	"context"
	"fmt"
	"path/filepath"
	"sort"
	"strings"

	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/refgraph"
)

// resolveFocus turns the --focus arguments into the indexed files they
// name, as indexed paths (relative to the root, slash separated), sorted
// and without repeats. A path is taken relative to DIR first, then to the
// current directory; an absolute path must lie inside DIR. A directory
// stands for every indexed file under it. A path that names no indexed
// file, or lies outside DIR, is a usage error naming it: a typo must not
// quietly give another ranking. The notices say when a path was read
// relative to DIR although, relative to the current directory, it names
// other indexed files.
func resolveFocus(dir string, res *indexer.Result, focus []string) (files, notices []string, err error) {
	if len(focus) == 0 {
		return nil, nil, nil
	}
	roots := focusRoots(dir, res.Root)
	seen := map[string]bool{}
	for _, arg := range focus {
		p := filepath.FromSlash(arg)
		var fromDir, fromCwd string
		if filepath.IsAbs(p) {
			fromCwd = insideRoot(roots, p)
		} else {
			fromDir = insideRoot(roots, filepath.Join(roots[0], p))
			if abs, err := filepath.Abs(p); err == nil {
				fromCwd = insideRoot(roots, abs)
			}
		}
		match, cwdMatch := indexedUnder(res, fromDir), indexedUnder(res, fromCwd)
		switch {
		case len(match) > 0:
			if fromCwd != fromDir && len(cwdMatch) > 0 {
				notices = append(notices, fmt.Sprintf("--focus %s: taken relative to DIR (%s); relative to the current directory it is %s, indexed too: give that path relative to DIR to focus on it",
					arg, fromDir, fromCwd))
			}
		case len(cwdMatch) > 0:
			match = cwdMatch
		case fromDir == "" && fromCwd == "":
			return nil, nil, usagef("--focus %s: outside %s (a focus path is relative to DIR, to the current directory, or absolute inside DIR)", arg, res.Root)
		default:
			return nil, nil, usagef("--focus %s: matches no indexed file in %s%s (a focus path is relative to DIR, to the current directory, or absolute inside DIR)",
				arg, res.Root, skipReason(res, fromDir, fromCwd))
		}
		for _, m := range match {
			if !seen[m] {
				seen[m] = true
				files = append(files, m)
			}
		}
	}
	sort.Strings(files)
	return files, notices, nil
}

// focusRoots are the absolute forms of DIR a focus path may be inside:
// DIR as given made absolute (the user's spelling, which may pass through
// a link) and the indexed root (links resolved). The first is the one
// relative paths join.
func focusRoots(dir, root string) []string {
	var roots []string
	if abs, err := filepath.Abs(dir); err == nil {
		roots = append(roots, abs)
	}
	return append(roots, root)
}

// insideRoot returns p relative to the first of roots it lies inside
// (slash separated, "." for the root itself), or "" when it lies outside
// them all. A p through a link is tried with its link resolved too.
func insideRoot(roots []string, p string) string {
	cands := []string{filepath.Clean(p)}
	if real, err := filepath.EvalSymlinks(p); err == nil {
		cands = append(cands, real)
	}
	for _, c := range cands {
		for _, r := range roots {
			rel, err := filepath.Rel(r, c)
			if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) || filepath.IsAbs(rel) {
				continue
			}
			return filepath.ToSlash(rel)
		}
	}
	return ""
}

// indexedUnder returns the indexed files at rel: the file itself, or every
// file under the directory rel ("." is the whole root).
func indexedUnder(res *indexer.Result, rel string) []string {
	if rel == "" {
		return nil
	}
	var out []string
	for _, f := range res.Files {
		if rel == "." || f.Path == rel || strings.HasPrefix(f.Path, rel+"/") {
			out = append(out, f.Path)
		}
	}
	return out
}

// skipReason says why a focus path that names a file was not indexed, when
// it was skipped ("" otherwise).
func skipReason(res *indexer.Result, rels ...string) string {
	for _, s := range res.Skipped {
		for _, r := range rels {
			if r != "" && s.Path == r {
				return fmt.Sprintf(": %s was skipped (%s)", r, s.Reason)
			}
		}
	}
	return ""
}

// changedFocus returns the indexed files changed since rev, with a notice
// when there are none: the map is then ranked without them, which the
// user should hear about rather than guess.
func changedFocus(ctx context.Context, res *indexer.Result, rev string, focused bool) ([]string, string, error) {
	ch, err := refgraph.ChangedFiles(ctx, res.Root, rev)
	if err != nil {
		return nil, "", err
	}
	indexed := make(map[string]bool, len(res.Files))
	for _, f := range res.Files {
		indexed[f.Path] = true
	}
	var out []string
	for _, p := range ch {
		if indexed[p] {
			out = append(out, p)
		}
	}
	if len(out) > 0 {
		return out, "", nil
	}
	what := "nothing changed since " + rev
	switch len(ch) {
	case 0:
	case 1:
		what = "no indexed file changed since " + rev + " (1 changed file is not indexed)"
	default:
		what = fmt.Sprintf("no indexed file changed since %s (%d changed files are not indexed)", rev, len(ch))
	}
	ranked := "the map is the global one"
	if focused {
		ranked = "the map is ranked around --focus alone"
	}
	return nil, fmt.Sprintf("--changed %s: %s; %s", rev, what, ranked), nil
}
