package indexer

import (
	"errors"
	"io/fs"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/soulindex/soulindex/internal/ignore"
	"github.com/soulindex/soulindex/internal/safefile"
)

// IgnoreFile is soulindex's own ignore file. It uses gitignore syntax and,
// like .gitignore, may appear in any directory, its patterns applying to
// that directory's subtree. It is honoured whether files are listed by git
// or by the walk, so a repository can keep tracked files out of the index.
const IgnoreFile = ".soulindexignore"

// ignorer decides which listed paths the IgnoreFile files and the extra
// root-level patterns exclude. It reads and compiles each directory's
// IgnoreFile once, lazily, and only for directories that are not excluded
// themselves. It is used by one goroutine at a time (the listing).
type ignorer struct {
	root  string
	extra *ignore.Set
	// patterns holds, per directory, the inherited patterns plus its own.
	patterns map[string]*ignore.Set
	// dirOut memoizes whether a directory is excluded.
	dirOut map[string]bool
	// problems are ignore files that exist but could not be read.
	problems []Skip
	// tried counts the patterns tried on paths: the matching's work.
	tried int
}

func newIgnorer(root string, extra []string) *ignorer {
	ig := &ignorer{root: root, patterns: map[string]*ignore.Set{}, dirOut: map[string]bool{}}
	var ps []ignore.Pattern
	for _, line := range extra {
		if p, ok := ignore.Parse(line, ""); ok {
			ps = append(ps, p)
		}
	}
	// They come from the repository's configuration file (exclude), as
	// bounded as its ignore files.
	var err error
	if ig.extra, err = ignore.Compile(nil, ps); err != nil {
		ig.problems = append(ig.problems, Skip{".", ReasonUnreadable + ": the configured exclude patterns: " + err.Error() + " (they are not applied)"})
	}
	return ig
}

// excluded reports whether rel (slash separated, relative to the root) is
// excluded. As in git, a path under an excluded directory stays excluded
// whatever later negations say: git never looks inside such a directory.
func (ig *ignorer) excluded(rel string, isDir bool) bool {
	dir := path.Dir(rel)
	if dir != "." && ig.dirExcluded(dir) {
		return true
	}
	ignored, tried := ig.patternsFor(dir).Match(rel, isDir)
	ig.tried += tried
	return ignored
}

func (ig *ignorer) dirExcluded(dir string) bool {
	if v, ok := ig.dirOut[dir]; ok {
		return v
	}
	v := ig.excluded(dir, true)
	ig.dirOut[dir] = v
	return v
}

// patternsFor returns the patterns that apply to the entries of dir.
func (ig *ignorer) patternsFor(dir string) *ignore.Set {
	if ps, ok := ig.patterns[dir]; ok {
		return ps
	}
	inherited := ig.extra
	if dir != "." {
		inherited = ig.patternsFor(path.Dir(dir))
	}
	file := filepath.Join(ig.root, filepath.FromSlash(dir), IgnoreFile)
	ps, err := readPatterns(file, dir, inherited)
	if err != nil {
		ig.problems = append(ig.problems, Skip{path.Join(dir, IgnoreFile), ReasonUnreadable + ": " + errText(err) + " (its patterns are not applied)"})
	}
	ig.patterns[dir] = ps
	return ps
}

// ignoreFileMax caps an ignore file (.soulindexignore, .gitignore): real
// ones are a few KiB, and one the repository points at a device or a huge
// file must not take the run's memory.
const ignoreFileMax = 1 << 20

// readPatterns returns inherited plus the patterns of an ignore file in
// directory dir (relative to the root), compiled; a missing file adds
// nothing and is not an error. Only a regular file of
// at most ignoreFileMax bytes is read, and not through a symbolic link
// (git does not follow one either): a FIFO, a device or a link there is an
// error, and its patterns are not applied.
func readPatterns(file, dir string, inherited *ignore.Set) (*ignore.Set, error) {
	data, err := safefile.ReadFileNoFollow(file, ignoreFileMax)
	if errors.Is(err, fs.ErrNotExist) {
		return inherited, nil
	}
	if err != nil {
		return inherited, err
	}
	var ps []ignore.Pattern
	// As in git, a byte order mark before the first line is not part of it.
	for line := range strings.Lines(strings.TrimPrefix(string(data), "\ufeff")) {
		if p, ok := ignore.Parse(line, dir); ok {
			ps = append(ps, p)
		}
	}
	return ignore.Compile(inherited, ps)
}

// wantsLanguage applies Languages (an allow-list when not empty) and
// DisabledLanguages (a deny-list) to a language ID.
func (o Options) wantsLanguage(id string) bool {
	if len(o.Languages) > 0 && !slices.Contains(o.Languages, id) {
		return false
	}
	return !slices.Contains(o.DisabledLanguages, id)
}
