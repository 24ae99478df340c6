package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/langs"
)

// cmdOutline prints what extraction sees in individual files; it is the
// quickest way to check a query against real code.
func cmdOutline(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("outline", flag.ContinueOnError)
	timeout := fs.Duration("parse-timeout", 10*time.Second, "per-file parse deadline")
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
		src, err := os.ReadFile(name)
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
