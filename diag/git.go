package diag

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/soulindex/soulindex/internal/gitcmd"
)

// ErrBadRevision: the base revision does not name a commit.
var ErrBadRevision = errors.New("not a commit")

// Change is one changed file between the base revision and the working
// tree. Old is "" for an added (or untracked) file, New is "" for a
// deleted one; both are set, and may differ, for a modified or renamed
// file. Paths are slash separated and relative to the workspace root.
type Change struct {
	Old string `json:"old"`
	New string `json:"new"`
}

// repoBoundEnv are the variables git sets for hooks that tie a command to
// one repository, work tree or index. Run as a pre-commit hook, diag
// inherits them; a `git worktree add` that saw GIT_INDEX_FILE would check
// the base out into the user's index, and a server's own git calls in the
// base worktree would read the wrong repository.
var repoBoundEnv = []string{"GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_PREFIX", "GIT_COMMON_DIR"}

// CleanEnv returns the environment without repoBoundEnv: for git commands
// and language servers working in a tree diag chose.
func CleanEnv() []string {
	env := os.Environ()
	out := env[:0:0]
	for _, kv := range env {
		name, _, _ := strings.Cut(kv, "=")
		if !slices.Contains(repoBoundEnv, name) {
			out = append(out, kv)
		}
	}
	return out
}

// gitOut runs git in dir and returns its stdout, with stderr in the error.
// gitcmd keeps the repository's programs from running: hooks (a checkout
// must not run post-checkout), filter drivers, fsmonitor and the rest.
func gitOut(ctx context.Context, dir string, args ...string) ([]byte, error) {
	g, err := gitcmd.New(ctx, dir, CleanEnv())
	if err != nil {
		return nil, err
	}
	return g.Output(ctx, args...)
}

// repoTop returns the top level of root's repository and root's path
// inside it ("" or "sub/dir/").
func repoTop(ctx context.Context, root string) (top, prefix string, err error) {
	out, err := gitOut(ctx, root, "rev-parse", "--show-toplevel", "--show-prefix")
	if err != nil {
		return "", "", fmt.Errorf("%s is not in a git repository: %w", root, err)
	}
	parts := strings.SplitN(string(out), "\n", 3)
	if len(parts) < 2 {
		return "", "", fmt.Errorf("git rev-parse in %s: unexpected output %q", root, out)
	}
	return parts[0], parts[1], nil
}

// resolveCommit returns rev's commit hash, or ErrBadRevision.
func resolveCommit(ctx context.Context, root, rev string) (string, error) {
	if err := gitcmd.CheckRevision(rev); err != nil {
		return "", fmt.Errorf("%w: %w", err, ErrBadRevision)
	}
	out, err := gitOut(ctx, root, "rev-parse", "--verify", "--quiet", "--end-of-options", rev+"^{commit}")
	if err != nil {
		if ctx.Err() != nil {
			return "", ctx.Err()
		}
		return "", fmt.Errorf("revision %q in %s: %w", rev, root, ErrBadRevision)
	}
	return strings.TrimSpace(string(out)), nil
}

// resolveBase returns the commit rev names. HEAD on a branch with no
// commit yet (the pre-commit hook of a repository's first commit) is the
// empty tree instead, with unborn set: every file is new.
func resolveBase(ctx context.Context, root, rev string) (commit string, unborn bool, err error) {
	commit, err = resolveCommit(ctx, root, rev)
	if err == nil || rev != "HEAD" || !errors.Is(err, ErrBadRevision) {
		return commit, false, err
	}
	if _, serr := gitOut(ctx, root, "symbolic-ref", "--quiet", "HEAD"); serr != nil {
		return "", false, err // detached at a missing commit: a broken repository
	}
	// The repository's own hash of the empty tree (SHA-1 or SHA-256);
	// hash-object without -w writes nothing.
	out, herr := gitOut(ctx, root, "hash-object", "-t", "tree", "--stdin")
	if herr != nil {
		return "", false, fmt.Errorf("HEAD has no commit yet, and the empty tree: %w", herr)
	}
	return strings.TrimSpace(string(out)), true, nil
}

// Changes lists the files changed between rev and the working tree under
// root (committed, staged or not, with renames paired up) plus untracked
// files, in path order. It is refgraph.ChangedFiles with rename detection,
// so a renamed file's diagnostics are compared with its old self.
func Changes(ctx context.Context, root, rev string) ([]Change, error) {
	cs, _, err := changes(ctx, root, rev)
	return cs, err
}

// renamesOff is the note of a partial clone's changes listed without
// rename detection.
const renamesOff = "renames were not detected: this partial clone lacks the file contents rename detection compares, and diag fetches nothing; a renamed file counts as deleted and added"

// changes is Changes, with a note when renames could not be detected.
func changes(ctx context.Context, root, rev string) ([]Change, string, error) {
	if err := gitcmd.CheckRevision(rev); err != nil {
		return nil, "", fmt.Errorf("%w: %w", err, ErrBadRevision)
	}
	g, err := gitcmd.New(ctx, root, CleanEnv())
	if err != nil {
		return nil, "", err
	}
	// A core.worktree naming another directory would list its files.
	if err := g.CheckWorkTree(ctx); err != nil {
		return nil, "", fmt.Errorf("changed files in %s: %w", root, err)
	}
	note := ""
	diff, err := g.Output(ctx, "diff", "--name-status", "-z", "-M", "--relative", "--end-of-options", rev, "--")
	if err != nil && ctx.Err() == nil && partialClone(ctx, g) {
		note = renamesOff
		diff, err = g.Output(ctx, "diff", "--name-status", "-z", "--no-renames", "--relative", "--end-of-options", rev, "--")
	}
	if err != nil {
		return nil, "", fmt.Errorf("changed files in %s: %w", root, err)
	}
	untracked, err := g.Output(ctx, "ls-files", "-z", "--others", "--exclude-standard")
	if err != nil {
		return nil, "", fmt.Errorf("untracked files in %s: %w", root, err)
	}
	cs, err := parseNameStatus(diff)
	if err != nil {
		return nil, "", err
	}
	for _, p := range strings.Split(string(untracked), "\x00") {
		if p != "" {
			cs = append(cs, Change{New: p})
		}
	}
	sortChanges(cs)
	return cs, note, nil
}

// partialClone reports whether g's repository was cloned with --filter
// (a promisor remote, or extensions.partialClone naming one): objects may
// be missing, and gitcmd lets git fetch none.
func partialClone(ctx context.Context, g *gitcmd.Git) bool {
	out, err := g.Output(ctx, "config", "--null", "--get-regexp", `^extensions\.partialclone$|^remote\..*\.promisor$`)
	if err != nil {
		return false
	}
	for _, entry := range strings.Split(string(out), "\x00") {
		key, value, set := strings.Cut(entry, "\n")
		switch {
		case key == "extensions.partialclone" && value != "":
			return true
		case strings.HasSuffix(key, ".promisor") && (!set || slices.Contains([]string{"true", "yes", "on", "1"}, strings.ToLower(value))):
			return true // a key without a value is true
		}
	}
	return false
}

// parseNameStatus reads `git diff --name-status -z`: a status field, then
// one path, or two for renames and copies (R100, C75).
func parseNameStatus(out []byte) ([]Change, error) {
	f := strings.Split(strings.TrimSuffix(string(out), "\x00"), "\x00")
	var cs []Change
	for i := 0; i < len(f); {
		st := f[i]
		if st == "" {
			i++
			continue
		}
		need := 1
		if st[0] == 'R' || st[0] == 'C' {
			need = 2
		}
		if i+need >= len(f) {
			return nil, fmt.Errorf("git diff --name-status: truncated entry %q", st)
		}
		switch st[0] {
		case 'A':
			cs = append(cs, Change{New: f[i+1]})
		case 'D':
			cs = append(cs, Change{Old: f[i+1]})
		case 'R':
			cs = append(cs, Change{Old: f[i+1], New: f[i+2]})
		case 'C': // a copy leaves its source in place: the copy is new
			cs = append(cs, Change{New: f[i+2]})
		default: // M, T (type change), U (unmerged), X
			cs = append(cs, Change{Old: f[i+1], New: f[i+1]})
		}
		i += need + 1
	}
	return cs, nil
}

func sortChanges(cs []Change) {
	key := func(c Change) string {
		if c.New != "" {
			return c.New
		}
		return c.Old
	}
	slices.SortStableFunc(cs, func(a, b Change) int { return strings.Compare(key(a), key(b)) })
}

// baseTree is a temporary `git worktree` of the base revision.
type baseTree struct {
	top  string // the repository's top level
	tmp  string // temporary directory holding the worktree
	tree string // the worktree's top level
	// Root is the workspace root inside the worktree (the same
	// subdirectory the user asked for).
	Root string
}

// addBaseTree checks out commit into a temporary worktree of root's
// repository. The caller must call remove, even on error paths.
func addBaseTree(ctx context.Context, root, commit string) (*baseTree, error) {
	top, prefix, err := repoTop(ctx, root)
	if err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp("", "soulindex-diag-")
	if err != nil {
		return nil, fmt.Errorf("temporary directory for the base worktree: %w", err)
	}
	bt := &baseTree{top: top, tmp: tmp, tree: filepath.Join(tmp, "base")}
	bt.Root = filepath.Join(bt.tree, filepath.FromSlash(prefix))
	pruneStaleTrees(ctx, top)
	// Locked with our pid: a run killed too hard to clean up (SIGKILL)
	// leaves a worktree the next run recognizes as stale. --no-checkout,
	// then a checkout run in the new worktree: its configuration may differ
	// from the main one's (includeIf "gitdir:"), and gitcmd must see that
	// configuration to switch off the filter drivers it names.
	if _, err := gitOut(ctx, top, "worktree", "add", "--detach", "--no-checkout", "--quiet", "--lock", "--reason", lockReason(os.Getpid()), "--", bt.tree, commit); err != nil {
		bt.remove()
		return nil, fmt.Errorf("check out the base revision: %w", err)
	}
	if _, err := gitOut(ctx, bt.tree, "reset", "--hard", "--quiet", "--no-recurse-submodules"); err != nil {
		bt.remove()
		if g, gerr := gitcmd.New(ctx, top, CleanEnv()); gerr == nil && ctx.Err() == nil && partialClone(ctx, g) {
			return nil, fmt.Errorf("check out the base revision: this partial clone lacks some of its files, and diag fetches nothing (fetch them, e.g. by checking the base out once, or use a full clone): %w", err)
		}
		return nil, fmt.Errorf("check out the base revision: %w", err)
	}
	return bt, nil
}

const lockPrefix = "soulindex diag pid "

func lockReason(pid int) string { return lockPrefix + strconv.Itoa(pid) }

// pruneStaleTrees removes the base worktrees of diag runs that died
// without cleaning up: locked by soulindex with the pid of a process that
// no longer exists. Best effort; a live run's worktree is never touched.
func pruneStaleTrees(ctx context.Context, top string) {
	out, err := gitOut(ctx, top, "worktree", "list", "--porcelain", "-z")
	if err != nil {
		return
	}
	for _, entry := range strings.Split(string(out), "\x00\x00") {
		var path, reason string
		for _, f := range strings.Split(entry, "\x00") {
			if p, ok := strings.CutPrefix(f, "worktree "); ok {
				path = p
			} else if r, ok := strings.CutPrefix(f, "locked "); ok {
				reason = r
			}
		}
		pidText, ok := strings.CutPrefix(reason, lockPrefix)
		if !ok || path == "" || filepath.Base(path) != "base" || !strings.HasPrefix(filepath.Base(filepath.Dir(path)), "soulindex-diag-") {
			continue
		}
		pid, err := strconv.Atoi(pidText)
		if err != nil || processAlive(pid) {
			continue
		}
		stale := &baseTree{top: top, tmp: filepath.Dir(path), tree: path}
		_ = stale.remove()
	}
}

// linkIgnored makes the dependencies a checkout lacks (installed packages,
// compilation databases: ignored, so not in the worktree) visible in the
// base worktree, by symlinks to the working tree's. Without them the base
// would show "cannot find module" errors that the working tree "resolves".
func (bt *baseTree) linkIgnored(root string) {
	for _, name := range []string{"node_modules", ".venv", "venv", "compile_commands.json"} {
		src := filepath.Join(root, name)
		dst := filepath.Join(bt.Root, name)
		if _, err := os.Lstat(src); err != nil {
			continue
		}
		if _, err := os.Lstat(dst); err == nil {
			continue // tracked: the base has its own
		}
		_ = os.Symlink(src, dst) // best effort: a missing link only adds base noise
	}
}

// remove deletes the worktree and its registration. It runs with its own
// short deadline, so that it also works after the run's context was
// cancelled (Ctrl-C, --timeout).
func (bt *baseTree) remove() error {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var errs []error
	if _, err := os.Stat(bt.tree); err == nil {
		if _, err := gitOut(ctx, bt.top, "worktree", "remove", "--force", "--force", bt.tree); err != nil {
			errs = append(errs, err)
		}
	} else {
		// Gone from disk but maybe registered and locked: prune skips
		// locked entries.
		_, _ = gitOut(ctx, bt.top, "worktree", "unlock", bt.tree)
	}
	if err := os.RemoveAll(bt.tmp); err != nil {
		errs = append(errs, fmt.Errorf("remove the base worktree: %w", err))
	}
	// Drops the registration if `worktree remove` failed half way; only
	// then, since prune also drops other tools' missing worktrees.
	if bt.registered(ctx) {
		if _, err := gitOut(ctx, bt.top, "worktree", "prune"); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// registered reports whether git still lists the worktree.
func (bt *baseTree) registered(ctx context.Context) bool {
	out, err := gitOut(ctx, bt.top, "worktree", "list", "--porcelain", "-z")
	if err != nil {
		return true // unknown: let prune decide
	}
	for _, f := range strings.Split(string(out), "\x00") {
		if p, ok := strings.CutPrefix(f, "worktree "); ok && strings.HasPrefix(p, bt.tmp) {
			return true
		}
		if p, ok := strings.CutPrefix(f, "worktree "); ok {
			if real, err := filepath.EvalSymlinks(filepath.Dir(bt.tmp)); err == nil && strings.HasPrefix(p, filepath.Join(real, filepath.Base(bt.tmp))) {
				return true
			}
		}
	}
	return false
}
