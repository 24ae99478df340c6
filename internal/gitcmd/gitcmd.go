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
package gitcmd

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
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
}

// diffCommands read diffs and take diffFlags right after their name.
var diffCommands = []string{"diff", "log", "show", "diff-tree", "diff-index", "diff-files"}

// diffFlags keep textconv and external diff drivers from running, and
// git from descending into submodules (whose own configuration would name
// their own drivers).
var diffFlags = []string{"--no-ext-diff", "--no-textconv", "--ignore-submodules=all"}

// Names of the variables the filter overrides read their values from
// (--config-env, since a driver's name may contain '=', which -c splits
// on).
const (
	emptyVar = "SOULINDEX_GIT_EMPTY"
	falseVar = "SOULINDEX_GIT_FALSE"
)

// Git runs git in one directory with repository-chosen programs off.
type Git struct {
	bin string // git's absolute path, never inside the repository
	dir string
	env []string
	// filters are the --config-env options switching every filter driver
	// off, listed on the first command that may convert content.
	filters func(context.Context) ([]string, error)
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
	g := &Git{bin: bin, dir: dir, env: isolatedEnv(env)}
	var (
		once    sync.Once
		filters []string
		ferr    error
	)
	g.filters = func(ctx context.Context) ([]string, error) {
		once.Do(func() { filters, ferr = g.listFilters(ctx) })
		return filters, ferr
	}
	return g, nil
}

// listFilters returns the options switching off every filter driver
// configured for g's repository.
func (g *Git) listFilters(ctx context.Context) ([]string, error) {
	out, err := g.exec(ctx, nil, "config", "--null", "--name-only", "--get-regexp", `^filter\.`)
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit) && exit.ExitCode() == 1 && len(out) == 0:
		// No filter driver configured.
	case err != nil:
		return nil, fmt.Errorf("list the filter drivers of %s: %w", g.dir, err)
	}
	var names []string
	for _, key := range strings.Split(string(out), "\x00") {
		// filter.<name>.<key>: the name is everything between the first
		// and the last dot, and may hold dots itself.
		rest, ok := strings.CutPrefix(key, "filter.")
		i := strings.LastIndexByte(rest, '.')
		if !ok || i < 0 {
			continue
		}
		if name := rest[:i]; !slices.Contains(names, name) {
			names = append(names, name)
		}
	}
	var opts []string
	for _, name := range names {
		for _, k := range []string{"clean", "smudge", "process"} {
			opts = append(opts, "--config-env=filter."+name+"."+k+"="+emptyVar)
		}
		opts = append(opts, "--config-env=filter."+name+".required="+falseVar)
	}
	return opts, nil
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
		"GIT_ALLOW_PROTOCOL", "GIT_TERMINAL_PROMPT", "GIT_OPTIONAL_LOCKS", "GIT_NO_LAZY_FETCH", emptyVar, falseVar}
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
		emptyVar+"=",
		falseVar+"=false",
	)
}

// Dir is the directory the commands run in.
func (g *Git) Dir() string { return g.dir }

// Args returns the whole argument list for `git args...` in g's directory
// (listing the filter drivers first when the command may convert content).
func (g *Git) Args(ctx context.Context, args ...string) ([]string, error) {
	filters, err := g.filtersFor(ctx, args)
	if err != nil {
		return nil, err
	}
	return g.argsWith(filters, args), nil
}

// filtersFor is the filter overrides `git args...` needs: none when it
// converts no content.
func (g *Git) filtersFor(ctx context.Context, args []string) ([]string, error) {
	if readsNoContent(args) {
		return nil, nil
	}
	return g.filters(ctx)
}

func (g *Git) argsWith(filters, args []string) []string {
	full := make([]string, 0, 2+2*len(isolation)+len(filters)+len(args)+len(diffFlags)+1)
	full = append(full, "--no-pager", "-C", g.dir)
	for _, c := range isolation {
		full = append(full, "-c", c)
	}
	full = append(full, filters...)
	if len(args) > 0 && slices.Contains(diffCommands, args[0]) {
		full = append(full, args[0])
		full = append(full, diffFlags...)
		return append(full, args[1:]...)
	}
	return append(full, args...)
}

// Command returns the exec.Cmd for `git args...` in g's directory. For
// diff, log and show the flags that keep diff drivers off come right
// after the command's name; a caller passing a user-supplied revision
// puts --end-of-options before it.
func (g *Git) Command(ctx context.Context, args ...string) (*exec.Cmd, error) {
	full, err := g.Args(ctx, args...)
	if err != nil {
		return nil, err
	}
	return g.command(ctx, full), nil
}

func (g *Git) command(ctx context.Context, full []string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, g.bin, full...)
	cmd.Env = g.env
	return cmd
}

// Output runs `git args...` and returns its standard output; a failure's
// error holds git's standard error.
func (g *Git) Output(ctx context.Context, args ...string) ([]byte, error) {
	filters, err := g.filtersFor(ctx, args)
	if err != nil {
		return nil, err
	}
	return g.exec(ctx, filters, args...)
}

// Stream runs `git args...` and hands its standard output to read as git
// writes it, so that the caller can work while git still does; read must
// consume it to the end or fail. The error is Output's, or read's when git
// itself succeeded.
func (g *Git) Stream(ctx context.Context, read func(io.Reader) error, args ...string) error {
	filters, err := g.filtersFor(ctx, args)
	if err != nil {
		return err
	}
	return g.run(ctx, filters, read, args...)
}

// exec runs `git args...` with the given filter overrides.
func (g *Git) exec(ctx context.Context, filters []string, args ...string) ([]byte, error) {
	var stdout bytes.Buffer
	err := g.run(ctx, filters, func(r io.Reader) error {
		_, err := stdout.ReadFrom(r)
		return err
	}, args...)
	return stdout.Bytes(), err
}

func (g *Git) run(ctx context.Context, filters []string, read func(io.Reader) error, args ...string) error {
	cmd := g.command(ctx, g.argsWith(filters, args))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
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
