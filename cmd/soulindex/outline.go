package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"path/filepath"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/safefile"
	"github.com/soulindex/soulindex/langs"
)

// cmdOutline prints what extraction sees in individual files; it is the
// quickest way to check a query against real code.
func cmdOutline(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("outline", flag.ContinueOnError)
	timeout := fs.Duration("parse-timeout", indexer.DefaultParseTimeout, "per-file wall-clock safety net behind the parse work budget")
	files, err := parseInterspersed(fs, args, stdout)
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return usagef("outline needs at least one file")
	}
	reg, err := langs.New()
	if err != nil {
		return err
	}
	qs, err := extract.CompileQueries(reg)
	if err != nil {
		return err
	}
	defer qs.Close()
	rt := extract.NewRouter(qs, extract.NewRegex())
	defer rt.Close()
	failed := 0
	for _, name := range files {
		// The user named the file, but a FIFO or a device there must
		// still fail rather than hang or fill memory.
		src, err := safefile.ReadFile(name, indexer.DefaultMaxFileSize)
		if err != nil {
			fmt.Fprintf(stderr, "soulindex: %v\n", err)
			failed++
			continue
		}
		l := reg.Refine(reg.Detect(name), name, src)
		if l == nil || !rt.Serves(l.ID) {
			fmt.Fprintf(stderr, "soulindex: %s: no language serves this file type\n", name)
			failed++
			continue
		}
		f, err := rt.Extract(ctx, l.ID, filepath.ToSlash(name), src, *timeout)
		if err != nil {
			fmt.Fprintf(stderr, "soulindex: %s: %v\n", name, err)
			failed++
			continue
		}
		if err := extract.Dump(stdout, f); err != nil {
			return err
		}
	}
	if failed > 0 {
		return fmt.Errorf("%d of %d files failed", failed, len(files))
	}
	return nil
}
