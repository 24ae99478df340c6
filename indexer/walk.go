// Package indexer lists a repository's files, runs the per-file extraction
// pipeline over a bounded pool of workers, and assembles the results in
// path order.
package indexer

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"

	"golang.org/x/sync/errgroup"

	"github.com/soulindex/soulindex/internal/gitcmd"
	"github.com/soulindex/soulindex/internal/ignore"
	"github.com/soulindex/soulindex/internal/parallel"
	"github.com/soulindex/soulindex/internal/safefile"
	"github.com/soulindex/soulindex/notice"
)

// Skip records a file that was not indexed, and why.
type Skip struct {
	Path   string `json:"path"`
	Reason string `json:"reason"`
}

// Kind is the skip's reason without its detail: one of the Reason
// constants, for counting skips by kind.
func (s Skip) Kind() string {
	k, _, _ := strings.Cut(s.Reason, ":")
	return k
}

// Skip reasons, the stable first word of Skip.Reason.
const (
	ReasonBinary     = "binary"
	ReasonTooLarge   = "too-large"
	ReasonSymlink    = "symlink"
	ReasonUnreadable = "unreadable"
	// ReasonSpecial: a FIFO, socket or device where a file was listed.
	ReasonSpecial  = "special"
	ReasonDeadline = "parse-deadline"
	// ReasonWorkBudget: tree-sitter needed more work than the file's
	// budget and no other tier serves the language.
	ReasonWorkBudget = "parse-budget"
	// ReasonScannerLimit: the file is beyond what its grammar's external
	// scanner can record (nesting too deep), on which tree-sitter would
	// abort the process, and no other tier serves the language.
	ReasonScannerLimit = "scanner-limit"
	ReasonMissing      = "missing"
	ReasonError        = "extract-error"
	// ReasonNoGrammar: --parse-only measures tree-sitter, which does not
	// serve this regex-tier language.
	ReasonNoGrammar = "no-grammar"
)

// entry is a regular file found by the listing.
type entry struct {
	rel   string // slash separated, relative to root
	size  int64
	stamp stamp // what stat said, for the cache's fast path
}

// listing is what the walk found.
type listing struct {
	files   []entry
	skipped []Skip
	notices []notice.Notice
	source  string // "git" or "walk"
}

// defaultIgnores are never indexed, whatever the ignore files say.
var defaultIgnores = map[string]bool{".git": true, "node_modules": true, ".soulindex": true}

// list returns the files under root in path order. Inside a git work tree
// the list comes from git (tracked plus untracked-not-ignored); elsewhere
// the tree is walked honouring every .gitignore.
func list(ctx context.Context, root string, maxSize int64, exclude []string, ignore []string) (*listing, error) {
	var (
		l   *listing
		err error
	)
	ig := newIgnorer(root, ignore)
	keep := func(rel string) bool {
		return !hasIgnoredPart(rel) && !withinAny(rel, exclude) && !ig.excluded(rel, false)
	}
	if gl, gerr := gitList(ctx, root, maxSize, keep); gerr == nil {
		l = gl
	} else {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		l, err = walk(ctx, root, maxSize, exclude, ig)
		if err != nil {
			return nil, err
		}
		switch {
		case errors.Is(gerr, gitcmd.ErrFIFO):
			l.notices = append(l.notices, notice.Notice{Reason: notice.Listing, Subject: ".", Message: "git could not list the files (" + gitcmd.ErrFIFO.Error() + "); the tree was walked instead, honouring the .gitignore files that could be read"})
		case inRepository(root):
			// Any other failure inside a repository (a configuration git
			// cannot parse, a work tree elsewhere, git missing) changes
			// what is listed: tracked files the .gitignore files match
			// drop out.
			l.notices = append(l.notices, notice.Notice{Reason: notice.Listing, Subject: ".", Message: "git could not list the files (" + oneLine(gerr.Error()) + "); the tree was walked instead, honouring the .gitignore files: tracked files they match are left out"})
		}
	}
	l.skipped = append(l.skipped, ig.problems...)
	sort.Slice(l.files, func(i, j int) bool { return l.files[i].rel < l.files[j].rel })
	sortSkips(l.skipped)
	return l, nil
}

func sortSkips(s []Skip) {
	sort.SliceStable(s, func(i, j int) bool { return s[i].Path < s[j].Path })
}

func within(rel, dir string) bool {
	return dir != "" && (rel == dir || strings.HasPrefix(rel, dir+"/"))
}

// withinAny reports whether rel is one of paths or lies below one.
func withinAny(rel string, paths []string) bool {
	for _, p := range paths {
		if within(rel, p) {
			return true
		}
	}
	return false
}

func hasIgnoredPart(rel string) bool {
	for rel != "" {
		part, rest, _ := strings.Cut(rel, "/")
		if defaultIgnores[part] {
			return true
		}
		rel = rest
	}
	return false
}

// classifyAll classifies the paths a walk found. The stats run in
// parallel, as git's own do (core.preloadIndex): one at a time they are
// most of a run in which nothing changed.
func classifyAll(ctx context.Context, root string, rels []string, maxSize int64) (*listing, error) {
	const chunk = 256
	parts := make([]listing, (len(rels)+chunk-1)/chunk)
	err := parallel.ForEach(ctx, len(parts), 4*runtime.GOMAXPROCS(0), func(i int) error {
		mine := rels[i*chunk : min(len(rels), (i+1)*chunk)]
		parts[i].files = make([]entry, 0, len(mine))
		for _, rel := range mine {
			classify(root, rel, maxSize, &parts[i])
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return merge(parts, "walk"), nil
}

// inRepository reports whether root or a directory above it holds a .git
// entry: then a failed git listing is news, not the usual walk outside a
// repository.
func inRepository(root string) bool {
	for p := root; ; {
		if _, err := os.Lstat(filepath.Join(p, ".git")); err == nil {
			return true
		}
		parent := filepath.Dir(p)
		if parent == p {
			return false
		}
		p = parent
	}
}

// oneLine is an error message on one line, at most 300 bytes of it.
func oneLine(msg string) string {
	msg = strings.Join(strings.Fields(msg), " ")
	if len(msg) > 300 {
		msg = strings.ToValidUTF8(msg[:300], "") + "..."
	}
	return msg
}

// gitList lists the files with git, keeping those keep accepts, and
// classifies them while git still lists. Tracked paths come from the index
// at once, untracked ones from a walk of the tree that is most of git's
// time: two git processes list them side by side, and the tracked paths
// are stat'ed while git walks. It fails when root is not in a work tree or
// git is unusable (then the caller walks instead).
func gitList(ctx context.Context, root string, maxSize int64, keep func(rel string) bool) (*listing, error) {
	// The repository may name programs for git to run (an fsmonitor hook
	// fires on ls-files --others): gitcmd switches them off.
	g, err := gitcmd.New(ctx, root, nil)
	if err != nil {
		return nil, err
	}
	// A core.worktree naming another directory would list its files.
	if err := g.CheckWorkTree(ctx); err != nil {
		return nil, err
	}
	const chunk = 256
	batches := make(chan []string, 64)
	parts := make([]listing, 4*runtime.GOMAXPROCS(0))
	var workers sync.WaitGroup
	for w := range parts {
		workers.Add(1)
		go func() {
			defer workers.Done()
			for batch := range batches {
				for _, rel := range batch {
					classify(root, rel, maxSize, &parts[w])
				}
			}
		}()
	}
	var keepMu sync.Mutex // keep reads ignore files through one ignorer
	stream := func(args ...string) error {
		return g.Stream(ctx, func(r io.Reader) error {
			br := bufio.NewReaderSize(r, 64<<10)
			batch := make([]string, 0, chunk)
			for {
				p, err := br.ReadString(0)
				if p = strings.TrimSuffix(p, "\x00"); p != "" {
					keepMu.Lock()
					ok := keep(p)
					keepMu.Unlock()
					if ok {
						batch = append(batch, p)
					}
					if len(batch) == chunk {
						batches <- batch
						batch = make([]string, 0, chunk)
					}
				}
				if err == io.EOF {
					batches <- batch
					return nil
				}
				if err != nil {
					return err
				}
			}
		}, args...)
	}
	// Outside a work tree (or inside .git) ls-files fails: no separate
	// rev-parse is needed to tell. A path is tracked or untracked, never
	// both; --deduplicate folds an unmerged path's stages into one.
	var lists errgroup.Group
	lists.Go(func() error { return stream("ls-files", "-z", "--cached", "--deduplicate") })
	lists.Go(func() error { return stream("ls-files", "-z", "--others", "--exclude-standard") })
	err = lists.Wait()
	close(batches)
	workers.Wait()
	if err != nil {
		return nil, fmt.Errorf("list files: %w", err)
	}
	return merge(parts, "git"), nil
}

// merge puts the workers' parts of a listing together.
func merge(parts []listing, source string) *listing {
	n := 0
	for _, p := range parts {
		n += len(p.files)
	}
	l := &listing{source: source, files: make([]entry, 0, n)}
	for _, p := range parts {
		l.files = append(l.files, p.files...)
		l.skipped = append(l.skipped, p.skipped...)
	}
	return l
}

// joinRel is root joined with rel, a clean slash-separated path.
func joinRel(root, rel string) string {
	if filepath.Separator == '/' {
		return root + "/" + rel
	}
	return filepath.Join(root, filepath.FromSlash(rel))
}

// classify stats one listed path and files it as an entry or a skip.
func classify(root, rel string, maxSize int64, l *listing) {
	abs := joinRel(root, rel)
	fi, err := os.Lstat(abs)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		l.skipped = append(l.skipped, Skip{rel, ReasonMissing + ": listed by git but deleted from the work tree"})
	case err != nil:
		l.skipped = append(l.skipped, Skip{rel, ReasonUnreadable + ": " + errText(err)})
	case fi.Mode()&fs.ModeSymlink != 0:
		l.skipped = append(l.skipped, Skip{rel, symlinkReason(root, abs)})
	case fi.Mode().IsRegular():
		if fi.Size() > maxSize {
			l.skipped = append(l.skipped, Skip{rel, tooLarge(fi.Size(), maxSize)})
			return
		}
		l.files = append(l.files, entry{rel: rel, size: fi.Size(), stamp: stampOf(fi)})
	case !fi.IsDir():
		// A FIFO would block a read and a device would never end one;
		// git lists such a path when a tracked file was replaced.
		l.skipped = append(l.skipped, Skip{rel, ReasonSpecial + ": " + safefile.Kind(fi.Mode()) + ", not a regular file"})
	}
	// Directories (submodules) are not source files.
}

func tooLarge(size, max int64) string {
	return fmt.Sprintf("%s: %d bytes, over the %d-byte cap (--max-file-size)", ReasonTooLarge, size, max)
}

// symlinkReason explains why a symlink is not indexed: SCIP documents must
// be regular files, and a link inside the root is indexed at its target.
func symlinkReason(root, abs string) string {
	target, err := filepath.EvalSymlinks(abs)
	if err != nil {
		if strings.Contains(err.Error(), "too many links") {
			return ReasonSymlink + ": symlink loop"
		}
		return ReasonSymlink + ": broken symlink"
	}
	rel, err := filepath.Rel(root, target)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return ReasonSymlink + ": leaves the root (" + target + ")"
	}
	return ReasonSymlink + ": points to " + filepath.ToSlash(rel) + ", indexed there"
}

func errText(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// walk lists root without git, honouring .gitignore files at every level.
func walk(ctx context.Context, root string, maxSize int64, exclude []string, ig *ignorer) (*listing, error) {
	l := &listing{source: "walk"}
	var rels []string
	patterns := map[string]*ignore.Set{} // per directory, inherited
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if cerr := ctx.Err(); cerr != nil {
			return cerr
		}
		rel, rerr := filepath.Rel(root, p)
		if rerr != nil {
			return rerr
		}
		rel = filepath.ToSlash(rel)
		if err != nil {
			if rel == "." {
				return err
			}
			l.skipped = append(l.skipped, Skip{rel, ReasonUnreadable + ": " + errText(err)})
			if d != nil && d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		parent := path.Dir(rel)
		if d.IsDir() {
			if rel == "." {
				patterns["."] = readIgnore(p, rel, nil, l)
				return nil
			}
			if defaultIgnores[d.Name()] || withinAny(rel, exclude) || patterns[parent].Ignored(rel, true) || ig.excluded(rel, true) {
				return fs.SkipDir
			}
			patterns[rel] = readIgnore(p, rel, patterns[parent], l)
			return nil
		}
		if withinAny(rel, exclude) || patterns[parent].Ignored(rel, false) || ig.excluded(rel, false) {
			return nil
		}
		rels = append(rels, rel)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("walk %s: %w", root, err)
	}
	// The stats run in parallel once the directories are read.
	c, err := classifyAll(ctx, root, rels, maxSize)
	if err != nil {
		return nil, err
	}
	l.files = c.files
	l.skipped = append(l.skipped, c.skipped...)
	return l, nil
}

// readIgnore returns the inherited patterns plus those of dir/.gitignore
// (rel is dir relative to the root); a .gitignore that cannot be read
// (a device, a FIFO, a symbolic link, over ignoreFileMax) is reported in
// l and adds nothing.
func readIgnore(dir, rel string, inherited *ignore.Set, l *listing) *ignore.Set {
	ps, err := readPatterns(filepath.Join(dir, ".gitignore"), rel, inherited)
	if err != nil {
		l.skipped = append(l.skipped, Skip{path.Join(rel, ".gitignore"), ReasonUnreadable + ": " + errText(err) + " (its patterns are not applied)"})
	}
	return ps
}

// Files lists the files an index run would read under root (git listing or
// ignore-aware walk, size-capped), as slash-separated relative paths in
// order. Commands that scan sources without indexing use it.
func Files(ctx context.Context, root string, maxSize int64) ([]string, error) {
	abs, err := resolveRoot(root)
	if err != nil {
		return nil, err
	}
	if maxSize <= 0 {
		maxSize = DefaultMaxFileSize
	}
	l, err := list(ctx, abs, maxSize, nil, nil)
	if err != nil {
		return nil, err
	}
	out := make([]string, len(l.files))
	for i, e := range l.files {
		out[i] = e.rel
	}
	return out, nil
}
