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
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"

	"github.com/soulindex/soulindex/bench/eval"
	"github.com/soulindex/soulindex/bench/internal/measure"
)

func main() { measure.Main("hierarchy", run) }

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
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
	if *bin, err = measure.Soulindex(ctx, *bin, tmp); err != nil {
		return err
	}
	cache := measure.Cache()
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
					fmt.Fprintf(stderr, "%s %s missed: %s\n", corpus, s.Kind, m)
				}
				for _, w := range s.Wrong {
					fmt.Fprintf(stderr, "%s %s wrong: %s\n", corpus, s.Kind, w)
				}
			}
		}
	}
	return nil
}
