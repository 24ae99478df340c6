// Command unused measures `soulindex unused` against precise SCIP indexes:
// per corpus and language, the precision of what it reports (a finding is
// right when the truth shows no reference to its definition) and its
// recall over the truth-unused definitions no keep rule covers.
//
//	go run -C bench ./cmd/unused [-soulindex BIN] [-library auto|true|false] \
//	    CORPUS|CORPUS_DIR=TRUTH.scip ...
//
// A bare CORPUS is $CACHE/corpora/CORPUS against $CACHE/truth/CORPUS/index.scip
// (bench/truth.sh CORPUS writes it).
// Each corpus is run as `soulindex unused --json --explain --no-cache
// --quiet [--library=V] CORPUS_DIR`. The table goes to stdout and, with
// -md/-json, to files.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/soulindex/soulindex/bench/eval"
	"github.com/soulindex/soulindex/bench/internal/measure"
)

func main() { measure.Main("unused", run) }

// result is one corpus's scores.
type result struct {
	Corpus  string             `json:"corpus"`
	Library string             `json:"library"`
	Scores  []eval.UnusedScore `json:"scores"`
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("unused", flag.ContinueOnError)
	bin := fs.String("soulindex", "", "soulindex binary (default: build the checkout's ./cmd/soulindex into a temp dir)")
	library := fs.String("library", "auto", "auto (from the manifests), true or false")
	mdOut := fs.String("md", "", "also write the table to this file")
	jsonOut := fs.String("json", "", "write the scores as JSON to this file")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return fmt.Errorf("usage: unused [-soulindex BIN] [-library auto|true|false] CORPUS|CORPUS_DIR=TRUTH.scip ...")
	}
	tmp, err := os.MkdirTemp("", "unused-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if *bin, err = measure.Soulindex(ctx, *bin, tmp); err != nil {
		return err
	}
	cache := measure.Cache()
	var table bytes.Buffer
	var all []result
	for i, pair := range fs.Args() {
		dir, truthPath, ok := strings.Cut(pair, "=")
		if !ok {
			dir, truthPath = filepath.Join(cache, "corpora", pair), filepath.Join(cache, "truth", pair, "index.scip")
		}
		rep, err := report(ctx, *bin, dir, *library)
		if err != nil {
			return err
		}
		truth, err := eval.LoadSCIP("truth", truthPath)
		if err != nil {
			return err
		}
		scores := eval.EvaluateUnused(rep, truth)
		name := filepath.Base(dir)
		var t bytes.Buffer
		eval.WriteUnusedTable(&t, name, scores)
		if i > 0 {
			// one table: drop the header of the later ones
			lines := strings.SplitN(t.String(), "\n", 3)
			t.Reset()
			t.WriteString(lines[2])
		}
		table.Write(t.Bytes())
		all = append(all, result{Corpus: name, Library: *library, Scores: scores})
	}
	fmt.Fprint(stdout, table.String())
	if *mdOut != "" {
		if err := os.WriteFile(*mdOut, table.Bytes(), 0o644); err != nil {
			return err
		}
	}
	if *jsonOut != "" {
		js, err := json.MarshalIndent(all, "", "  ")
		if err != nil {
			return err
		}
		if err := os.WriteFile(*jsonOut, append(js, '\n'), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// report runs soulindex unused on one corpus.
func report(ctx context.Context, bin, dir, library string) (*eval.UnusedReport, error) {
	args := []string{"unused", "--json", "--explain", "--no-cache", "--quiet"}
	if library != "auto" {
		args = append(args, "--library="+library)
	}
	cmd := exec.CommandContext(ctx, bin, append(args, dir)...)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("%s %s: %w: %s", bin, strings.Join(args, " "), err, errOut.String())
	}
	return eval.ReadUnused(&out)
}
