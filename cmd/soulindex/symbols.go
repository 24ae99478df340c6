package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"path/filepath"

	"github.com/soulindex/soulindex/config"
	"github.com/soulindex/soulindex/query"
)

// cmdSymbols searches the names of the index's definitions
// (query.Symbols).
func cmdSymbols(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	flags := flag.NewFlagSet("symbols", flag.ContinueOnError)
	index := flags.String("index", "", "SCIP index to read (default DIR/.soulindex/index.scip)")
	var f query.Filter
	flags.StringVar(&f.Kind, "kind", "", "only this SCIP kind (function, method, class, struct, ...)")
	flags.StringVar(&f.Language, "lang", "", "only this language (as in the index: Go, Python, TypeScript, ...)")
	flags.StringVar(&f.Path, "path", "", "only files matching this glob (path.Match syntax) or under this directory")
	limit := flags.Int("limit", 50, "at most this many results (0: all)")
	asJSON := flags.Bool("json", false, "print JSON")
	maxIndex := config.ByteSize(query.DefaultMaxIndexSize)
	flags.Var(&maxIndex, "max-index-size", "refuse a larger index as corrupt (bytes, or with K/M/G suffix; default 4G)")
	pos, err := parseInterspersed(flags, args, stdout)
	if err != nil {
		return err
	}
	if len(pos) < 1 || len(pos) > 2 || pos[0] == "" {
		return usagef("symbols takes a query and an optional directory")
	}
	q, dir := pos[0], "."
	if len(pos) == 2 {
		dir = pos[1]
	}
	if *index == "" {
		*index = filepath.Join(dir, ".soulindex", "index.scip")
	}
	hits, err := query.Symbols(ctx, query.Index{Path: *index, MaxSize: int64(maxIndex)}, dir, q, f, *limit)
	if err != nil {
		return err
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if hits == nil {
			hits = []query.SymbolHit{}
		}
		return enc.Encode(hits)
	}
	if len(hits) == 0 {
		return fmt.Errorf("no symbol matches %q", q)
	}
	bw := bufio.NewWriter(stdout)
	for _, h := range hits {
		fmt.Fprintf(bw, "%s:%d:%d: %s %s [%s]\n", h.Path, h.Line, h.Column, h.Kind, h.Signature, h.Match)
	}
	return bw.Flush()
}
