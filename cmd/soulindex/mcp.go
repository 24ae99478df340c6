package main

import (
	"context"
	"flag"
	"io"

	"github.com/soulindex/soulindex/serve"
)

// cmdMCP serves DIR's index to an agent over the Model Context Protocol on
// stdin and stdout (serve.Server); the index is kept current before each
// answer, as `soulindex index` would make it, with index's flags. Stdout
// is the protocol's: notices go to stderr.
func cmdMCP(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("mcp", flag.ContinueOnError)
	var rf runFlags
	rf.register(fs)
	dir, err := parseDirArgs(fs, &rf, args, stdout)
	if err != nil {
		return err
	}
	printNotices(stderr, rf.quiet, rf.notices...)
	rf.opts.Notice = noticeSink(stderr, rf.quiet)
	return serve.New(dir, rf.opts).Run(ctx, version())
}
