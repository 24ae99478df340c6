package pipeline

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/atomicfile"
	"github.com/soulindex/soulindex/internal/outdir"
	"github.com/soulindex/soulindex/internal/safefile"
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

// ownEntry reports whether name is one soulindex writes at an output
// directory's top level: ownEntries, or the directory's .gitignore
// (never written where the output directory is the indexed one, so not
// among what the listing leaves out).
func ownEntry(name string) bool { return name == ignoreName || slices.Contains(ownEntries, name) }

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

// ignoreName is the output directory's own .gitignore, which keeps
// everything in it but the Soul Map out of git (docs/ci.md: commit only
// the map), as pytest's and ruff's caches do for theirs.
const ignoreName = ".gitignore"

// ignoreMark is the first line of the .gitignore soulindex writes: a
// file that starts otherwise is the user's, and left alone.
const ignoreMark = "# Written by soulindex: git ignores this output directory but the Soul Map, the file to commit (docs/ci.md)."

// ignoreText is the .gitignore of an output directory whose Soul Map is
// in format: everything ignored, the map excepted.
func ignoreText(format string) string {
	return ignoreMark + "\n# soulindex rewrites this file; delete the line above to keep your own version.\n*\n!soulmap." + format + "\n"
}

// writeIgnore writes, under the lock, the output directory's .gitignore
// (ignoreText) when it is missing or soulindex's own and differs: never
// when the output directory is the indexed one (that is the repository's
// own .gitignore), nor when it is missing from an --out directory that
// holds files soulindex did not write (the user's, which a "*" would hide
// from git), nor over a file of the user's, a link or anything but a
// regular file.
func writeIgnore(ctx context.Context, dir, outDir, format string) error {
	if sameDir(dir, outDir) {
		return nil
	}
	name := filepath.Join(outDir, ignoreName)
	want := ignoreText(format)
	old, err := safefile.ReadFileNoFollow(name, int64(len(want))+4096)
	switch {
	case err == nil:
		if string(old) == want || !strings.HasPrefix(string(old), ignoreMark+"\n") {
			return nil
		}
	case errors.Is(err, fs.ErrNotExist):
		if !isDefaultOut(dir, outDir) && !onlyOwnEntries(outDir) {
			return nil
		}
	default:
		return nil // a link, a directory, a FIFO, a large file: not ours
	}
	return atomicfile.Write(ctx, name, func(w io.Writer) error {
		_, err := io.WriteString(w, want)
		return err
	})
}

// onlyOwnEntries reports whether dir holds nothing but the entries
// soulindex writes (ownEntry, the marker among them) and its temporary
// files, reading no further than the first other one.
func onlyOwnEntries(dir string) bool {
	d, err := os.Open(dir)
	if err != nil {
		return false
	}
	defer d.Close()
	for {
		ents, err := d.ReadDir(256)
		for _, e := range ents {
			if _, _, tmp := outdir.ParseTemp(e.Name()); !ownEntry(e.Name()) && !tmp {
				return false
			}
		}
		if err != nil || len(ents) == 0 {
			return errors.Is(err, io.EOF) || err == nil
		}
	}
}
