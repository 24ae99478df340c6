package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/soulindex/soulindex/internal/outdir"
	"github.com/soulindex/soulindex/pipeline"
)

// cmdExport runs the pipeline and writes its result as an SQLite database
// for offline code search (schema: output.WriteSQLite).
func cmdExport(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("export", flag.ContinueOnError)
	var rf runFlags
	rf.register(fs)
	dbPath := fs.String("sqlite", "", "write an SQLite database to this file (required)")
	dir, err := parseDirArgs(fs, &rf, args, stdout)
	if err != nil {
		return err
	}
	printNotices(stderr, rf.quiet, rf.notices...)
	if *dbPath == "" {
		return usagef("export needs --sqlite FILE")
	}
	if len(rf.opts.Map.Focus) > 0 || rf.opts.Changed != "" {
		return usagef("export writes no Soul Map: it takes no --focus or --changed")
	}
	if _, err := os.Stat(dir); err != nil {
		return fmt.Errorf("cannot index %s: %w", dir, err)
	}
	// Before the indexing: a device or FIFO there is never replaced.
	if err := outdir.CheckTarget(*dbPath); err != nil {
		return err
	}
	start := time.Now()
	ix, err := pipeline.Extract(ctx, dir, rf.opts)
	if err != nil {
		return err
	}
	if !rf.quiet {
		report(stderr, ix.Result, rf.verbose)
	}
	st, err := ix.ExportSQLite(ctx, *dbPath)
	if err != nil {
		return err
	}
	if !rf.quiet {
		fmt.Fprintf(stderr, "soulindex: exported %d files, %d symbols, %d references (%d resolved), %d edges in %.2fs → %s\n",
			st.Files, st.Symbols, st.Refs, st.ResolvedRefs, st.Edges, time.Since(start).Seconds(), *dbPath)
	}
	return nil
}
