package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/zeebo/xxh3"

	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/atomicfile"
	"github.com/soulindex/soulindex/internal/gitcmd"
	"github.com/soulindex/soulindex/internal/outdir"
	"github.com/soulindex/soulindex/internal/safefile"
)

// The run-level short-circuit: after writing the outputs, index records
// in the cache directory a key of everything they were built from and the
// hash of each output. A later run whose key is the same, and whose
// outputs are all still there with those hashes, neither rebuilds the
// graph nor rewrites anything.

// outputsRecordName is the record's file in the cache directory.
const outputsRecordName = "outputs.json"

// maxRecordSize bounds the record read: a key and a hash per output.
const maxRecordSize = 1 << 20

// outputsRecord is what the last run wrote.
type outputsRecord struct {
	Key   string            `json:"key"`
	Files map[string]string `json:"files"` // output file name → xxh3 (hex)
}

// cacheDir is where the outline cache and the outputs record live.
func cacheDir(outDir string) string { return filepath.Join(outDir, "cache") }

// outputNames are the files index writes into the output directory.
func outputNames(rf runFlags) []string {
	return []string{"index.scip", "soulmap." + rf.format, "graph.json", "coverage.json"}
}

// outputsKey hashes what the outputs depend on: the indexed input
// (Result.Fingerprint: outlines, skips, manifests, build), the map
// options, and the git HEAD (co-change edges read the history). It is ""
// when no key can vouch for the outputs: without the cache, or with
// --changed (which depends on the work tree's diff).
func outputsKey(ctx context.Context, res *indexer.Result, rf runFlags) string {
	if rf.noCache || rf.changed != "" {
		return ""
	}
	var head []byte
	if g, err := gitcmd.New(ctx, res.Root, nil); err == nil {
		head, _ = g.Output(ctx, "rev-parse", "-q", "--verify", "HEAD")
	}
	h := xxh3.New()
	fmt.Fprintf(h, "input %d\nversion %s\nbudget %d\ntokenizer %s\nformat %s\nfocus %q\nhead %s\n",
		res.Fingerprint(), version(), rf.budget, rf.tokenizer, rf.format, []string(rf.focus), strings.TrimSpace(string(head)))
	fmt.Fprintf(h, "no-demote %t\n", rf.conf.NoDemote)
	return fmt.Sprintf("%016x", h.Sum64())
}

// outputsUpToDate reports whether the recorded outputs match key and are
// all in outDir with their recorded content.
func outputsUpToDate(outDir, key string, names []string) bool {
	if key == "" {
		return false
	}
	// Not through links, and bounded: the repository may have put
	// anything at these names.
	if outdir.Check(cacheDir(outDir)) != nil {
		return false
	}
	data, err := safefile.ReadFileNoFollow(filepath.Join(cacheDir(outDir), outputsRecordName), maxRecordSize)
	if err != nil {
		return false
	}
	var rec outputsRecord
	if json.Unmarshal(data, &rec) != nil || rec.Key != key || len(rec.Files) != len(names) {
		return false
	}
	for _, n := range names {
		sum, err := hashFile(filepath.Join(outDir, n))
		if err != nil || rec.Files[n] != sum {
			return false
		}
	}
	return true
}

// recordOutputs hashes the outputs just written and records them under
// key; without a key it removes any record, which no longer holds.
func recordOutputs(outDir, key string, names []string) error {
	name := filepath.Join(cacheDir(outDir), outputsRecordName)
	if key == "" && outdir.Check(cacheDir(outDir)) != nil {
		return nil // no record behind a link to remove
	}
	if key == "" {
		if err := os.Remove(name); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("remove %s: %w", name, err)
		}
		return nil
	}
	rec := outputsRecord{Key: key, Files: map[string]string{}}
	for _, n := range names {
		sum, err := hashFile(filepath.Join(outDir, n))
		if err != nil {
			return err
		}
		rec.Files[n] = sum
	}
	if err := outdir.Ensure(cacheDir(outDir)); err != nil {
		return fmt.Errorf("create cache directory: %w", err)
	}
	return atomicfile.Write(context.Background(), name, func(w io.Writer) error {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(rec)
	})
}

// hashFile hashes an output; a link or anything but a regular file in its
// place (a device would never end) is an error.
func hashFile(name string) (string, error) {
	f, _, err := safefile.OpenNoFollow(name)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := xxh3.New()
	if _, err := io.CopyBuffer(h, f, make([]byte, 1<<20)); err != nil {
		return "", fmt.Errorf("hash %s: %w", name, err)
	}
	return fmt.Sprintf("%016x", h.Sum64()), nil
}

// reportCache prints the cache's notice (a corrupt or unsaved cache) and
// whether the outputs were left as they were.
func reportCache(w io.Writer, res *indexer.Result, upToDate bool) {
	if c := res.Cache; c != nil && c.Notice != "" {
		fmt.Fprintf(w, "note %s: %s\n", c.Path, c.Notice)
	}
	if upToDate {
		fmt.Fprintln(w, "soulindex: nothing changed since the last run; outputs are up to date")
	}
}
