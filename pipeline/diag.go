package pipeline

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"time"

	"github.com/soulindex/soulindex/diag"
	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/lsp"
	"github.com/soulindex/soulindex/lsp/nvim"
	"github.com/soulindex/soulindex/notice"
	"github.com/soulindex/soulindex/refgraph"
)

// DiagOptions are the settings of Diag.
type DiagOptions struct {
	// Base is the git revision the working tree is compared with.
	Base string
	// Stage, when set, is told each stage of the run as it begins.
	Stage func(msg string)
	// FileTimeout bounds the wait for one file's diagnostics.
	FileTimeout time.Duration
	// MaxDependents bounds the files depending on the changed ones that
	// are checked (0: no bound: all of them).
	MaxDependents int
	// LSP says where servers come from (TrustRepoConfig, Nvim, Discovery).
	LSP LSPOptions
	// Notice receives the run's notices; Verbose adds which languages
	// the editor serves.
	Notice  notice.Sink
	Verbose bool
	// Registry is the run's language registry (nil: Diag makes one).
	Registry *langs.Registry
}

// Diag compares the language servers' diagnostics of dir's working tree
// with those of the base revision (soulindex diag): the editor (Nvim or
// $NVIM) serves the working tree's languages it has clients for, and
// standalone servers the rest and the base. graphTime is how long the
// reference graph that finds the dependents took.
func Diag(ctx context.Context, dir string, opts DiagOptions) (rep *diag.Report, graphTime time.Duration, err error) {
	// The editor serves the working tree only: the base revision is a
	// temporary worktree the editor has not opened (its clients' roots
	// are the user's project), so the base session stays standalone.
	var editor *nvim.Editor
	if addr := nvim.EditorAddr(opts.LSP.Nvim, os.Getenv); addr != "" {
		if editor = dialEditor(ctx, addr, opts.Notice); editor != nil {
			defer editor.Close()
		}
	}
	workTree, err := filepath.Abs(dir)
	if err != nil {
		return nil, 0, fmt.Errorf("diag: %w", err)
	}
	o := Defaults()
	o.Registry = opts.Registry
	reg, err := o.registry()
	if err != nil {
		return nil, 0, err
	}
	// A run cut by --timeout says so, whatever step it was in.
	timedOut := func(err error) error {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return fmt.Errorf("%w (%v)", context.Cause(ctx), err)
		}
		return err
	}
	start := time.Now()
	g, err := DependencyGraph(ctx, dir, o)
	if err != nil {
		return nil, 0, timedOut(err)
	}
	graphTime = time.Since(start)
	// The servers' temporary files go here, removed however the run ends.
	serverTmp, err := os.MkdirTemp("", "soulindex-servers-")
	if err != nil {
		return nil, 0, fmt.Errorf("temporary directory for the language servers: %w", err)
	}
	defer os.RemoveAll(serverTmp)
	do := diag.Options{
		Root: dir, Base: opts.Base, Graph: g, Stage: opts.Stage,
		Start: func(ctx context.Context, root string, languages []string, files map[string]string) (diag.Servers, []diag.Unavailable, error) {
			var ed *nvim.Editor
			if root == workTree {
				ed = editor
			}
			return startDiagServers(ctx, root, languages, files, diagServerSource{
				client: lsp.Options{RequestTimeout: opts.FileTimeout, Env: diag.CleanEnv(), TempDir: serverTmp}, discovery: opts.LSP.Discovery, editor: ed, notice: opts.Notice,
				served: func(lang string) {
					if opts.Verbose {
						opts.Notice.Notef(notice.Editor, lang, "the working tree is served by the editor's language client (nvim); the base by a standalone server")
					}
				},
			})
		},
		LanguageOf: reg.DetectID,
		BaseGraph: func(ctx context.Context, baseRoot string) (*refgraph.Graph, error) {
			// The base shares most files with the working tree: its
			// outlines come from the working tree's outline cache,
			// which is keyed by content (read only here).
			bo := o
			if out, err := OutputDir(dir, o.Out); err == nil {
				bo.Out = out
			}
			return DependencyGraph(ctx, baseRoot, bo)
		},
		Exclude:       ".soulindex",
		MaxDependents: opts.MaxDependents, FileTimeout: opts.FileTimeout,
	}
	if opts.MaxDependents == 0 {
		// No bound: a gate told "0" checks every dependent, rather than
		// none and passing a breaking change unseen.
		do.MaxDependents = math.MaxInt32
	}
	rep, err = diag.Run(ctx, do)
	if err != nil {
		if errors.Is(err, diag.ErrBadRevision) {
			// The repository's state, not the command line: one line,
			// without the usage text (HEAD~1 on a first commit).
			return nil, graphTime, fmt.Errorf("diag --base: %w", err)
		}
		return nil, graphTime, timedOut(err)
	}
	return rep, graphTime, nil
}

// DependencyGraph indexes dir with opts for the reference graph that finds
// the files depending on a changed file (diag). Co-change edges are left
// out: they do not carry compile errors.
func DependencyGraph(ctx context.Context, dir string, opts Options) (*refgraph.Graph, error) {
	ix, err := Extract(ctx, dir, opts)
	if err != nil {
		return nil, fmt.Errorf("index %s for its reference graph: %w", dir, err)
	}
	ix.opts.Graph = refgraph.Options{}
	return ix.Graph(ctx)
}
