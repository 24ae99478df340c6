package pipeline

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"

	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/atomicfile"
	"github.com/soulindex/soulindex/internal/outdir"
	"github.com/soulindex/soulindex/output"
)

// ownEntries are the names soulindex writes at an output directory's top
// level, in every version: what makes a directory without the marker
// (written before it existed) recognisably ours, and what is never
// indexed when the output directory is the indexed one itself.
var ownEntries = []string{
	output.LockName, "index.scip", "soulmap.md", "soulmap.xml", "soulmap.json", "graph.json",
	"coverage.json", "diagnostics.json", "enrichment.json", "cache",
	indexer.ShardFile, indexer.ShardOutlines, outdir.Marker,
}

func ownEntry(name string) bool { return slices.Contains(ownEntries, name) }

// isDefaultOut reports whether outDir is dir's own .soulindex, which the
// repository may have committed files in: OutputDir checks it.
func isDefaultOut(dir, outDir string) bool {
	return filepath.Clean(outDir) == filepath.Join(dir, ".soulindex")
}

// claimOutDir runs before the lock is taken (the lock is the first thing
// written): a shard directory must not be a link, as WriteShard requires
// of it; any other --out must be ours (outdir.Claim); and no file the run
// would replace may be a device, a FIFO or a socket, which is refused now
// rather than after the indexing (the writers refuse it too).
func claimOutDir(dir, outDir string, opts *Options) error {
	shard := opts.Index.Shard.Enabled()
	if shard {
		if err := outdir.Check(outDir); err != nil {
			return fmt.Errorf("shard directory: %w", err)
		}
	}
	if !isDefaultOut(dir, outDir) {
		if err := outdir.Claim(outDir, ownEntry); err != nil {
			return fmt.Errorf("output directory: %w", err)
		}
	}
	names := outputNames(opts.Map.Format)
	if shard {
		names = []string{indexer.ShardFile, indexer.ShardOutlines}
	} else if opts.LSP.Enabled {
		names = append(names, "diagnostics.json", "enrichment.json")
	}
	for _, n := range names {
		if err := outdir.CheckTarget(filepath.Join(outDir, n)); err != nil {
			return err
		}
	}
	return nil
}

// markOutDir writes the marker in an --out directory, under the lock, so
// that later runs know it as ours whatever else is put there.
func markOutDir(ctx context.Context, dir, outDir string) error {
	if isDefaultOut(dir, outDir) {
		return nil
	}
	m := filepath.Join(outDir, outdir.Marker)
	if fi, err := os.Lstat(m); err == nil && fi.Mode().IsRegular() {
		return nil
	}
	return atomicfile.Write(ctx, m, func(w io.Writer) error {
		_, err := io.WriteString(w, "soulindex writes its outputs in this directory\n")
		return err
	})
}

// ownExcludes are the paths relative to dir never to index that
// relativeInside cannot give: the output directory's own entries when it
// is dir itself.
func ownExcludes(dir, outDir string) []string {
	if !sameDir(dir, outDir) {
		return nil
	}
	return ownEntries
}

// sameDir reports whether a and b are the same directory, links resolved.
func sameDir(a, b string) bool {
	fa, err1 := os.Stat(a)
	fb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(fa, fb)
}
