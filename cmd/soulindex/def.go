package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"path/filepath"

	"github.com/soulindex/soulindex/config"
	"github.com/soulindex/soulindex/query"
)

// cmdDef prints the definitions of NAME recorded in DIR's SCIP index
// (query.Definitions).
func cmdDef(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	flags := flag.NewFlagSet("def", flag.ContinueOnError)
	index := flags.String("index", "", "SCIP index to read (default DIR/.soulindex/index.scip)")
	maxIndex := config.ByteSize(query.DefaultMaxIndexSize)
	flags.Var(&maxIndex, "max-index-size", "refuse a larger index as corrupt (bytes, or with K/M/G suffix; default 4G)")
	pos, err := parseInterspersed(flags, args, stdout)
	if err != nil {
		return err
	}
	if len(pos) < 1 || len(pos) > 2 {
		return usagef("def takes a name and an optional directory")
	}
	name, dir := pos[0], "."
	if len(pos) == 2 {
		dir = pos[1]
	}
	if *index == "" {
		*index = filepath.Join(dir, ".soulindex", "index.scip")
	}
	defs, err := query.Definitions(ctx, query.Index{Path: *index, MaxSize: int64(maxIndex)}, dir, name, nil, noticeSink(stderr, false))
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(stdout)
	for _, d := range defs {
		fmt.Fprintf(bw, "%s:%d:%d: %s %s\n", d.Path, d.Line+1, d.Col+1, d.Kind, d.Signature)
	}
	return bw.Flush()
}
