// Command hierarchy measures soulindex's implementation relationships
// against the precise indexers' (scip-go, scip-typescript, scip-python):
// per corpus, recall and precision for types and for members.
//
//	go run -C bench ./cmd/hierarchy [-soulindex BIN] [-v] CORPUS...
//
// Each CORPUS is $CACHE/corpora/CORPUS, indexed with `soulindex index
// --no-cache`, against $CACHE/truth/CORPUS/index.scip (bench/truth.sh).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"

	"github.com/soulindex/soulindex/bench/eval"
	"github.com/soulindex/soulindex/bench/internal/measure"
)

func main() {
	if err := run(context.Background(), os.Args[1:], os.Stdout); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			os.Exit(0)
		}
		fmt.Fprintln(os.Stderr, "hierarchy:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("hierarchy", flag.ContinueOnError)
	bin := fs.String("soulindex", "", "soulindex binary (default: build the checkout's ./cmd/soulindex into a temp dir)")
	verbose := fs.Bool("v", false, "list up to 15 missed and 15 wrong relationships per corpus and kind")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return fmt.Errorf("usage: hierarchy [-soulindex BIN] [-v] CORPUS...")
	}
	tmp, err := os.MkdirTemp("", "hierarchy-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if *bin == "" {
		checkout, err := measure.Checkout(ctx)
		if err != nil {
			return err
		}
		*bin = filepath.Join(tmp, "soulindex")
		if err := measure.BuildSoulindex(ctx, checkout, *bin); err != nil {
			return err
		}
	}
	cache := os.Getenv("SOULINDEX_BENCH_CACHE")
	if cache == "" {
		home, _ := os.UserHomeDir()
		cache = filepath.Join(home, ".cache", "soulindex-bench")
	}
	for i, corpus := range fs.Args() {
		out := filepath.Join(tmp, corpus)
		cmd := exec.CommandContext(ctx, *bin, "index", filepath.Join(cache, "corpora", corpus), "--out", out, "--no-cache", "--quiet")
		if msg, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("index %s: %w: %s", corpus, err, msg)
		}
		scores, err := eval.EvaluateRelations(filepath.Join(out, "index.scip"), filepath.Join(cache, "truth", corpus, "index.scip"), "")
		if err != nil {
			return err
		}
		eval.WriteRelationTable(stdout, corpus, scores, i == 0)
		if *verbose {
			for _, s := range scores {
				for _, m := range s.Missed {
					fmt.Fprintf(os.Stderr, "%s %s missed: %s\n", corpus, s.Kind, m)
				}
				for _, w := range s.Wrong {
					fmt.Fprintf(os.Stderr, "%s %s wrong: %s\n", corpus, s.Kind, w)
				}
			}
		}
	}
	return nil
}
