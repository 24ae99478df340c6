// Command soulindex indexes a source repository into a SCIP index and a
// Soul Map, a ranked text map of the repository for AI agents.
package main

import (
	"context"
	"errors"
	"fmt"
	"github.com/soulindex/soulindex/diag"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/soulindex/soulindex/output"
	"github.com/soulindex/soulindex/pipeline"
)

// Exit codes.
const (
	exitOK      = 0
	exitFailure = 1
	exitUsage   = 2
	// exitUnchecked: diag could not check every file it had to (no
	// server, a timeout) and found no new error in those it did: the
	// change is not proven clean, so a gate must not pass it.
	exitUnchecked = 3
)

// usageError marks errors that deserve exit code 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error { return usageError{fmt.Sprintf(format, args...)} }

const usage = `soulindex turns a source repository into a SCIP index and a Soul Map.

Usage:
  soulindex index [flags] [DIR]    index DIR (default .) into DIR/.soulindex/
  soulindex index --check [DIR]    exit 1 when DIR's committed Soul Map is stale
  soulindex index --shard K/N --out SHARD [DIR]
                                   index slice K of N of DIR's files into SHARD
  soulindex merge [--dir DIR] [--out OUT] SHARD...
                                   write DIR's outputs from all N shards (docs/scale.md)
  soulindex map [flags] [DIR]      print DIR's Soul Map to stdout
  soulindex export --sqlite FILE [DIR]
                                   write DIR's index as an SQLite database (full-text search)
  soulindex def NAME [DIR]         print the definitions of NAME (or Type.member) from DIR's index
  soulindex refs NAME|FILE:LINE[:COL] [DIR]
                                   every definition and reference of what NAME (or
                                   Type.member) or the position names, from DIR's index
  soulindex calls NAME|FILE:LINE[:COL] [--depth N] [DIR]
                                   callers and callees of a function or method
  soulindex mcp [DIR]              serve DIR's index to an agent over MCP (stdio): the Soul
                                   Map, definition, references, calls, symbols, outline,
                                   hierarchy, unused
  soulindex symbols QUERY [DIR]    ranked name search (exact > prefix > substring > fuzzy)
  soulindex outline FILE...        print the outline extracted from files
  soulindex diag [--base REV] [DIR]
                                   language-server diagnostics of the working tree's
                                   changes vs REV (default HEAD); exit 1 on new errors,
                                   3 when a file could not be checked (--allow-unchecked: 0)
  soulindex hierarchy NAME [DIR]   supertypes and subtypes of NAME (or Type.member): what it
                                   implements, extends or overrides, and what implements it
  soulindex unused [--json] [--fail-on-unused] [--library[=false]] [DIR]
                                   public definitions nothing in DIR uses (exit 1 with
                                   --fail-on-unused when there are any)
  soulindex version                print the version

Run "soulindex index -h" for the flags.
`

func main() {
	// A run holds the whole tree's outlines while it builds the graph and
	// writes the outputs, and the collector's default lets the heap grow
	// to twice what is live: at 50 the peak is ~135 MB lower on
	// GOROOT/src for ~5% more CPU. Below 64 MiB live (a run with nothing
	// to do) the default stays. GOGC in the environment wins.
	if os.Getenv("GOGC") == "" {
		gcPercentOnceBig(50, 64<<20)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	// The first signal winds the run down; a second one kills it at once
	// (the default action), which atomic output writes make safe.
	context.AfterFunc(ctx, stop)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// run is main without the process: tests call it directly.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return exitUsage
	}
	var err error
	switch args[0] {
	case "index":
		err = cmdIndex(ctx, args[1:], stdout, stderr)
	case "map":
		err = cmdMap(ctx, args[1:], stdout, stderr)
	case "merge":
		err = cmdMerge(ctx, args[1:], stdout, stderr)
	case "export":
		err = cmdExport(ctx, args[1:], stdout, stderr)
	case "outline":
		err = cmdOutline(ctx, args[1:], stdout, stderr)
	case "def":
		err = cmdDef(ctx, args[1:], stdout, stderr)
	case "symbols":
		err = cmdSymbols(ctx, args[1:], stdout, stderr)
	case "refs":
		err = cmdRefs(ctx, args[1:], stdout, stderr)
	case "mcp":
		err = cmdMCP(ctx, args[1:], stdout, stderr)
	case "calls":
		err = cmdCalls(ctx, args[1:], stdout, stderr)
	case "hierarchy":
		err = cmdHierarchy(ctx, args[1:], stdout, stderr)
	case "unused":
		err = cmdUnused(ctx, args[1:], stdout, stderr)
	case "diag":
		err = cmdDiag(ctx, args[1:], stdout, stderr)
	case "version", "--version", "-version":
		fmt.Fprintln(stdout, "soulindex", version())
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
	default:
		err = usagef("unknown command %q", args[0])
	}
	var ue usageError
	var pue pipeline.UsageError
	var be *output.BudgetError
	switch {
	case err == nil:
		return exitOK
	case errors.Is(err, errHelp):
		return exitOK
	case errors.As(err, &ue) || errors.As(err, &pue):
		fmt.Fprintf(stderr, "soulindex: %v\n\n%s", err, usage)
		return exitUsage
	case errors.As(err, &be):
		// A usage error, though found only once the map is laid out: the
		// budget (a flag or .soulindex.toml) is what to change, and the
		// message names the value that works.
		fmt.Fprintf(stderr, "soulindex: %v\n", be)
		return exitUsage
	case errors.As(err, new(errUnchecked)) || errors.As(err, new(errDiagTimeout)):
		fmt.Fprintf(stderr, "soulindex: %v\n", err)
		return exitUnchecked
	case errors.Is(err, diag.ErrBadRevision):
		// A revision that names no commit: what to change is the
		// command line, as for any usage error (1 means new errors).
		fmt.Fprintf(stderr, "soulindex: %v\n", err)
		return exitUsage
	case errors.Is(err, context.Canceled) && ctx.Err() != nil:
		switch args[0] {
		case "index", "merge":
			fmt.Fprintln(stderr, "soulindex: interrupted; every output not yet replaced keeps its previous version")
		default:
			fmt.Fprintf(stderr, "soulindex: %s interrupted\n", args[0])
		}
		return exitFailure
	default:
		fmt.Fprintf(stderr, "soulindex: %v\n", err)
		return exitFailure
	}
}
