// Package gitcmd runs git on repositories soulindex did not write. A
// repository's own configuration (.git/config, and the files it includes)
// and its .gitattributes may name programs for git to run: an fsmonitor
// hook, hooks, filter drivers (clean/smudge/process), textconv and external
// diff drivers, a pager, a lazy fetch's transport. Every git process
// soulindex starts goes through this package, which switches all of them
// off on the command line, where nothing in the repository can override
// them.
//
// The user's global and system configuration still apply (excludes files,
// safe.directory, quoting): they are the user's own, not the repository's.
// Programs are switched off whatever scope names them, though: a filter
// driver is chosen by name in the repository's .gitattributes, so even a
// driver the user configured globally would run on the repository's say.
//
// Files git reads on the repository's say are bounded too: an attributes
// file named by core.attributesFile that is not a regular file of sane
// size is replaced by an empty one, and every git process runs with its
// data size and CPU time capped (see limits), outside the user's terminal
// session, so that a file git reads forever (a device, a link to one, a
// file with one endless line) ends in an error instead of taking the
// machine's memory or time.
package gitcmd

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/soulindex/soulindex/internal/execpath"
)

// ErrOptionLike is returned by CheckRevision for a revision git would
// read as an option.
var ErrOptionLike = errors.New("starts with '-': a revision, not an option, is expected")

// CheckRevision rejects a user-supplied revision that git could take as
// an option (--output=FILE truncates FILE): every command also passes
// such values after --end-of-options, but a clear error beats git's.
func CheckRevision(rev string) error {
	if rev == "" {
		return errors.New("empty revision")
	}
	if strings.HasPrefix(rev, "-") {
		return fmt.Errorf("revision %q %w", rev, ErrOptionLike)
	}
	return nil
}

// isolation is the configuration set on every command line. Command-line
// configuration beats every file, including the repository's.
var isolation = []string{
	"core.fsmonitor=false",         // an fsmonitor hook is a program; true starts a daemon
	"core.hooksPath=" + os.DevNull, // no hook runs (post-checkout, reference-transaction, ...)
	"core.pager=cat",
	"core.untrackedCache=false",
	"core.quotePath=false", // paths come out as they are (callers read -z or lines)
	"credential.helper=",   // an empty value clears the list of helpers
	"protocol.allow=never", // no lazy fetch of a partial clone's missing objects
	"submodule.recurse=false",
	"gc.auto=0", // no background gc or maintenance process
	"maintenance.auto=false",
	"log.showSignature=false",      // gpg.program is a program
	"diff.orderFile=" + os.DevNull, // an order file could be a FIFO or /dev/zero
	"log.mailmap=false",            // mailmap.file could be a device read forever
}

// diffCommands read diffs and take diffFlags right after their name.
var diffCommands = []string{"diff", "log", "show", "diff-tree", "diff-index", "diff-files"}

// diffFlags keep textconv and external diff drivers from running, and
// git from descending into submodules (whose own configuration would name
// their own drivers).
var diffFlags = []string{"--no-ext-diff", "--no-textconv", "--ignore-submodules=all"}

// Git runs git in one directory with repository-chosen programs off.
type Git struct {
	bin string // git's absolute path, never inside the repository
	dir string
	env []string
	// overrides is the configuration text switching every filter driver
	// off (and a bad core.attributesFile), read on the first command that
	// may convert content. It is included from a file, so that the command
	// line does not grow with the repository's configuration.
	overrides func(context.Context) ([]byte, error)
	limits    limits
}

// New prepares git commands in dir, run with env (os.Environ() when nil).
// Before the first command that may convert a file's content, it lists
// the filter drivers configured for dir's repository (git config runs no
// program), so that the command switches each one off: the driver a
// .gitattributes line names is looked up by name, and no attribute source
// can be overridden in the git versions we support. Outside a repository
// the list comes from the user's configuration alone. Commands that read
// no content (listing, revision parsing) skip that git process.
func New(ctx context.Context, dir string, env []string) (*Git, error) {
	if env == nil {
		env = os.Environ()
	}
	// exec's own lookup skips only relative $PATH entries: an absolute
	// entry inside the repository (a direnv-style PATH) would still run the
	// repository's git.
	untrusted := []string{dir}
	if root, err := execpath.RepoRoot(dir); err == nil {
		untrusted = append(untrusted, root)
	}
	bin, err := execpath.LookPath("git", envValue(env, "PATH"), untrusted...)
	if err != nil {
		return nil, fmt.Errorf("find git: %w", err)
	}
	g := &Git{bin: bin, dir: dir, env: isolatedEnv(env), limits: defaultLimits}
	var (
		once sync.Once
		over []byte
		oerr error
	)
	g.overrides = func(ctx context.Context) ([]byte, error) {
		once.Do(func() { over, oerr = g.listOverrides(ctx) })
		return over, oerr
	}
	return g, nil
}

// attributesFileMax caps the core.attributesFile git may read: git
// itself ignores larger ones, but reads a device (which stats as empty)
// without end.
const attributesFileMax = 100 << 20

// listOverrides returns the configuration text switching off every filter
// driver configured for g's repository, and replacing a core.attributesFile
// git could not read safely; nil when there is nothing to override.
func (g *Git) listOverrides(ctx context.Context) ([]byte, error) {
	out, err := g.exec(ctx, nil, "config", "--null", "--get-regexp", `^filter\.|^core\.attributesfile$`)
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit) && exit.ExitCode() == 1 && len(out) == 0:
		// Nothing configured.
	case err != nil:
		return nil, fmt.Errorf("list the filter drivers of %s: %w", g.dir, err)
	}
	var (
		names    []string
		keys     = map[string][]string{} // per driver, the keys to override
		attrFile *string
	)
	for _, entry := range strings.Split(string(out), "\x00") {
		key, value, _ := strings.Cut(entry, "\n")
		if key == "core.attributesfile" {
			attrFile = &value // the last one wins, as in git
			continue
		}
		// filter.<name>.<key>: the name is everything between the first
		// and the last dot, and may hold dots itself.
		rest, ok := strings.CutPrefix(key, "filter.")
		i := strings.LastIndexByte(rest, '.')
		if !ok || i < 0 {
			continue
		}
		name, k := rest[:i], rest[i+1:]
		if !slices.Contains(filterKeys, k) || slices.Contains(keys[name], k) {
			continue
		}
		if keys[name] == nil {
			names = append(names, name)
		}
		keys[name] = append(keys[name], k)
	}
	// Only the keys configured are overridden: git looks each key's driver
	// up in a list, so that every key more costs time on every command of
	// a repository configuring thousands of drivers.
	var text bytes.Buffer
	for _, name := range names {
		fmt.Fprintf(&text, "[filter \"%s\"]\n", quoteSubsection(name))
		for _, k := range keys[name] {
			v := ""
			if k == "required" {
				v = "false"
			}
			fmt.Fprintf(&text, "\t%s = %s\n", k, v)
		}
	}
	if attrFile != nil && !safeAttributesFile(*attrFile, envValue(g.env, "HOME")) {
		fmt.Fprintf(&text, "[core]\n\tattributesFile = %s\n", os.DevNull)
	}
	if text.Len() == 0 {
		return nil, nil
	}
	return text.Bytes(), nil
}

// filterKeys are the keys of a filter driver that name its programs, or
// make its failure fatal.
var filterKeys = []string{"clean", "smudge", "process", "required"}

// quoteSubsection escapes a subsection name for a configuration file (it
// holds no newline: git's parser allows none).
func quoteSubsection(name string) string {
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(name)
}

// safeAttributesFile reports whether git may read the core.attributesFile
// value: an absolute path (after git's "~/" expansion) to a regular file
// no larger than attributesFileMax. A relative one would be read from
// wherever git is, and is dropped with the rest.
func safeAttributesFile(value, home string) bool {
	if value == "" {
		return true // git reads nothing
	}
	if rest, ok := strings.CutPrefix(value, "~/"); ok && home != "" {
		value = filepath.Join(home, rest)
	}
	if !filepath.IsAbs(value) {
		return false
	}
	fi, err := os.Stat(value) // git follows a link here
	if errors.Is(err, fs.ErrNotExist) {
		return true // git skips a missing file
	}
	return err == nil && fi.Mode().IsRegular() && fi.Size() <= attributesFileMax
}

// listingFlags are the ls-files flags under which git only lists paths:
// it compares no stat data with the index, so it never reads a file's
// content, and no filter driver can run (with -m or -d a racily clean
// entry is read through the clean filter).
var listingFlags = []string{"-z", "--cached", "--others", "--exclude-standard", "--deduplicate", "--error-unmatch"}

// readsNoContent reports whether `git args...` can convert no file's
// content, so that it needs no filter overrides.
func readsNoContent(args []string) bool {
	if len(args) == 0 {
		return false
	}
	switch args[0] {
	case "rev-parse":
		return true
	case "ls-files":
		for _, a := range args[1:] {
			if a == "--" {
				return true // pathspecs follow
			}
			if !slices.Contains(listingFlags, a) {
				return false
			}
		}
		return true
	}
	return false
}

// envValue is the value of name in env ("" when unset).
func envValue(env []string, name string) string {
	v := ""
	for _, kv := range env {
		if k, val, ok := strings.Cut(kv, "="); ok && k == name {
			v = val // the last one wins, as in exec
		}
	}
	return v
}

// isolatedEnv is env with the variables that make git run programs or
// prompt removed or neutralised.
func isolatedEnv(env []string) []string {
	drop := []string{"GIT_EXTERNAL_DIFF", "GIT_PAGER", "GIT_ASKPASS", "GIT_SSH", "GIT_SSH_COMMAND", "GIT_PROXY_COMMAND",
		"GIT_ALLOW_PROTOCOL", "GIT_TERMINAL_PROMPT", "GIT_OPTIONAL_LOCKS", "GIT_NO_LAZY_FETCH",
		"BASH_ENV", "ENV"} // read by /bin/sh, which sets git's limits

	out := make([]string, 0, len(env)+8)
	for _, kv := range env {
		name, _, _ := strings.Cut(kv, "=")
		if !slices.Contains(drop, name) {
			out = append(out, kv)
		}
	}
	return append(out,
		"GIT_PAGER=cat",
		"GIT_TERMINAL_PROMPT=0",
		"GIT_OPTIONAL_LOCKS=0", // no index refresh written behind the user's back
		"GIT_ALLOW_PROTOCOL=",  // beats any protocol.<name>.allow: no transport at all
		"GIT_NO_LAZY_FETCH=1",  // git 2.44+: never fetch a missing object
	)
}

// Dir is the directory the commands run in.
func (g *Git) Dir() string { return g.dir }

// overridesFor is the configuration `git args...` needs included: none
// when it converts no content.
func (g *Git) overridesFor(ctx context.Context, args []string) ([]byte, error) {
	if readsNoContent(args) {
		return nil, nil
	}
	return g.overrides(ctx)
}

// argsWith is git's argument list for `git args...`, including the
// configuration file include (when not "").
func (g *Git) argsWith(include string, args []string) []string {
	full := make([]string, 0, 5+2*len(isolation)+len(args)+len(diffFlags))
	full = append(full, "--no-pager", "-C", g.dir)
	for _, c := range isolation {
		full = append(full, "-c", c)
	}
	if include != "" {
		// Included from the command line, its values beat every file's.
		full = append(full, "-c", "include.path="+include)
	}
	if len(args) > 0 && slices.Contains(diffCommands, args[0]) {
		full = append(full, args[0])
		full = append(full, diffFlags...)
		return append(full, args[1:]...)
	}
	return append(full, args...)
}

// Output runs `git args...` and returns its standard output; a failure's
// error holds git's standard error.
func (g *Git) Output(ctx context.Context, args ...string) ([]byte, error) {
	over, err := g.overridesFor(ctx, args)
	if err != nil {
		return nil, err
	}
	return g.exec(ctx, over, args...)
}

// Stream runs `git args...` and hands its standard output to read as git
// writes it, so that the caller can work while git still does; read must
// consume it to the end or fail. The error is Output's, or read's when git
// itself succeeded.
func (g *Git) Stream(ctx context.Context, read func(io.Reader) error, args ...string) error {
	over, err := g.overridesFor(ctx, args)
	if err != nil {
		return err
	}
	return g.run(ctx, over, read, args...)
}

// exec runs `git args...` with the given configuration overrides.
func (g *Git) exec(ctx context.Context, over []byte, args ...string) ([]byte, error) {
	var stdout bytes.Buffer
	err := g.run(ctx, over, func(r io.Reader) error {
		_, err := stdout.ReadFrom(r)
		return err
	}, args...)
	return stdout.Bytes(), err
}

// stderrMax is how much of git's standard error is kept for an error
// message: a repository can make git warn once per line of a huge file.
const stderrMax = 64 << 10

func (g *Git) run(ctx context.Context, over []byte, read func(io.Reader) error, args ...string) error {
	include := ""
	if over != nil {
		f, err := writeOverrides(over)
		if err != nil {
			return fmt.Errorf("git %s: %w", strings.Join(args, " "), err)
		}
		defer os.Remove(f)
		include = f
	}
	cmd := g.command(ctx, g.argsWith(include, args))
	stderr := &cappedBuffer{max: stderrMax}
	cmd.Stderr = stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return fmt.Errorf("git %s: %w", strings.Join(args, " "), err)
	}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("git %s: %w", strings.Join(args, " "), err)
	}
	blocked := make(chan struct{})
	done := make(chan struct{})
	go watchFIFO(cmd.Process, done, blocked)
	rerr := read(out)
	if rerr != nil {
		cmd.Process.Kill()
	}
	// Wait closes the pipe: everything left is read first, so that git
	// never blocks on a full pipe.
	io.Copy(io.Discard, out)
	err = cmd.Wait()
	close(done)
	if err != nil {
		select {
		case <-blocked:
			return fmt.Errorf("git %s: %w", strings.Join(args, " "), ErrFIFO)
		default:
		}
		// A git killed because the run was cancelled reports the signal;
		// callers need the cancellation itself to say "interrupted".
		if cerr := ctx.Err(); cerr != nil {
			return fmt.Errorf("git %s: %w", strings.Join(args, " "), cerr)
		}
	}
	switch {
	case rerr != nil:
		// git was killed for it, if it had not ended.
		return fmt.Errorf("git %s: read its output: %w", strings.Join(args, " "), rerr)
	case err != nil:
		return fmt.Errorf("git %s: %w: %s", strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
	}
	return nil
}

// ErrFIFO reports a git process stopped because it waited to open a named
// pipe: a .gitignore, .gitattributes, info/exclude or included config file
// that the repository made a FIFO would block git forever.
var ErrFIFO = errors.New("stopped: git waited to open a named pipe the repository put where it reads a file (.gitignore, .gitattributes, info/exclude or an included config)")

// fifoPoll is how often a running git is checked for a FIFO wait.
const fifoPoll = 20 * time.Millisecond

// watchFIFO kills p, and closes blocked, once the kernel reports it
// waiting for the other end of a FIFO to open (Linux's wchan
// "wait_for_partner", "fifo_open" on older kernels): git never opens a
// FIFO on purpose, and no wall-clock bound could tell a hung git from a
// slow one. Where /proc is missing nothing is watched.
func watchFIFO(p *os.Process, done <-chan struct{}, blocked chan<- struct{}) {
	wchan := "/proc/" + strconv.Itoa(p.Pid) + "/wchan"
	t := time.NewTicker(fifoPoll)
	defer t.Stop()
	for {
		select {
		case <-done:
			return
		case <-t.C:
		}
		b, err := os.ReadFile(wchan)
		if err != nil {
			return
		}
		if w := string(b); w == "wait_for_partner" || w == "fifo_open" {
			close(blocked)
			p.Kill()
			return
		}
	}
}

// command is the exec.Cmd running git with full as its arguments, under
// g's limits.
func (g *Git) command(ctx context.Context, full []string) *exec.Cmd {
	cmd := g.limits.command(ctx, g.bin, full)
	cmd.Env = g.env
	return cmd
}

// writeOverrides writes the configuration text to a new file of its own,
// which the caller removes once git has ended.
func writeOverrides(text []byte) (string, error) {
	f, err := os.CreateTemp("", "soulindex-git-*.config")
	if err != nil {
		return "", fmt.Errorf("write the configuration overrides: %w", err)
	}
	_, err = f.Write(text)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(f.Name())
		return "", fmt.Errorf("write the configuration overrides: %w", err)
	}
	return f.Name(), nil
}

// cappedBuffer keeps the first max bytes written to it and counts the
// rest.
type cappedBuffer struct {
	buf     bytes.Buffer
	max     int
	dropped int
}

func (b *cappedBuffer) Write(p []byte) (int, error) {
	keep := min(len(p), b.max-b.buf.Len())
	b.buf.Write(p[:keep])
	b.dropped += len(p) - keep
	return len(p), nil
}

func (b *cappedBuffer) String() string {
	if b.dropped == 0 {
		return b.buf.String()
	}
	return fmt.Sprintf("%s [%d more bytes]", b.buf.String(), b.dropped)
}

// ErrOutsideWorkTree: git's work tree does not hold the directory. A
// repository's core.worktree can name any directory, whose files git would
// list as the repository's; a bare repository and .git have none.
var ErrOutsideWorkTree = errors.New("not inside the repository's work tree")

// CheckWorkTree fails with ErrOutsideWorkTree when g's directory is not
// inside the work tree git would list, naming that work tree when there is
// one (core.worktree pointing elsewhere).
func (g *Git) CheckWorkTree(ctx context.Context) error {
	out, err := g.Output(ctx, "rev-parse", "--is-inside-work-tree")
	if err != nil {
		return err
	}
	if strings.TrimSpace(string(out)) == "true" {
		return nil
	}
	if top, err := g.Output(ctx, "rev-parse", "--show-toplevel"); err == nil {
		return fmt.Errorf("%s: %w: its work tree is %s (core.worktree?), which git would list instead", g.dir, ErrOutsideWorkTree, strings.TrimSpace(string(top)))
	}
	return fmt.Errorf("%s: %w (a bare repository, or inside .git)", g.dir, ErrOutsideWorkTree)
}
