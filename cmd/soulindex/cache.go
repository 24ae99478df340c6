package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/atomicfile"
	"github.com/soulindex/soulindex/internal/outdir"
	"github.com/soulindex/soulindex/internal/safefile"
	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/lspenrich/model"
	"github.com/soulindex/soulindex/output"
	"github.com/soulindex/soulindex/refgraph"
)

// runCaches are the index command's caches of the reference graph and of
// the SCIP documents, under <out>/cache/. A cache that cannot be used is
// ignored with a note; the outputs are the same with or without them.
type runCaches struct {
	dir    string
	off    bool
	stderr io.Writer
	quiet  bool
	stats  cacheStats
	// afterSCIP runs once the index it describes is in place.
	afterSCIP func()
}

// cacheStats tells a benchmark how much each stage reused (--json).
type cacheStats struct {
	GraphIncremental bool   `json:"graph_incremental"`
	GraphResolved    int    `json:"graph_resolved_files"`
	GraphFullReason  string `json:"graph_full_reason,omitempty"`
	SCIPReused       int    `json:"scip_reused_documents"`
}

// With off (--no-cache), nothing is read or written: every stage runs
// from source. A cache directory that is a link (a repository can commit
// one, to make the caches land elsewhere) is not used, with a note.
func openCaches(outDir string, off, quiet bool, stderr io.Writer) *runCaches {
	c := &runCaches{dir: cacheDir(outDir), off: off, stderr: stderr, quiet: quiet}
	if !off {
		// Anything else in its place is reported when saving fails.
		if err := outdir.Check(c.dir); errors.Is(err, outdir.ErrSymlink) {
			c.note("caches not used: %v; remove it to have them rebuilt", err)
			c.off = true
		}
	}
	return c
}

func (c *runCaches) note(format string, args ...any) {
	if !c.quiet {
		fmt.Fprintf(c.stderr, "note: "+format+"\n", args...)
	}
}

// maxGraphCacheSize bounds the graph snapshot read: a file's imports,
// references and digests, compressed, far below it for any real tree.
const maxGraphCacheSize = 1 << 30

// cacheVersion identifies the running program for the caches: its
// version plus the executable's size and modification time, so a rebuilt
// development binary never reuses what an older one computed.
func cacheVersion() string {
	v := version()
	if exe, err := os.Executable(); err == nil {
		if st, err := os.Stat(exe); err == nil {
			v += fmt.Sprintf(" %d %d", st.Size(), st.ModTime().UnixNano())
		}
	}
	return v
}

// buildGraph builds the graph from the previous run's snapshot when it is
// usable, and saves the new one.
func (c *runCaches) buildGraph(ctx context.Context, res *indexer.Result, rf runFlags) (*refgraph.Graph, error) {
	p := filepath.Join(c.dir, "graph.cache")
	var prev *refgraph.Snapshot
	if c.off {
		return refgraph.Build(ctx, res.Files, refgraph.Options{Root: res.Root, Packages: res.Packages, CoChange: true,
			Jobs: rf.jobs, CoChangeRev: rf.coChangeRev})
	}
	if data, err := safefile.ReadFileNoFollow(p, maxGraphCacheSize); err == nil {
		if prev, err = refgraph.ReadSnapshot(data); err != nil {
			c.note("%s ignored: %v", p, err)
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		c.note("%s ignored: %v", p, err)
	}
	g, err := refgraph.Build(ctx, res.Files, refgraph.Options{Root: res.Root, Packages: res.Packages, CoChange: true,
		Jobs: rf.jobs, Previous: prev, Version: cacheVersion(), CoChangeRev: rf.coChangeRev})
	if err != nil {
		return nil, err
	}
	c.stats.GraphIncremental, c.stats.GraphResolved, c.stats.GraphFullReason = g.Stats.Incremental, g.Stats.Resolved, g.Stats.Reason
	c.save(p, g.Snapshot().WriteTo)
	return g, nil
}

// save replaces a cache file; a cache that cannot be saved costs the next
// run time, not this run its outputs.
func (c *runCaches) save(p string, write func(io.Writer) (int64, error)) {
	err := outdir.Ensure(c.dir)
	if err == nil {
		err = atomicfile.Write(context.Background(), p, func(w io.Writer) error {
			_, err := write(w)
			return err
		})
	}
	if err != nil {
		c.note("cache not saved: %v", err)
	}
}

// writeSCIP writes the next index.scip, reusing the previous run's
// documents, to a file that writeOutputs puts in place; committedSCIP
// then saves (or drops) the document cache that describes it.
func (c *runCaches) writeSCIP(ctx context.Context, indexPath string, res *indexer.Result, reg *langs.Registry, g *refgraph.Graph, tool output.ToolInfo, e *model.Enrichment) (*atomicfile.Pending, error) {
	p := filepath.Join(c.dir, "scip.cache")
	c.afterSCIP = nil
	if c.off {
		return atomicfile.Prepare(ctx, indexPath, func(w io.Writer) error {
			return output.WriteEnrichedSCIP(w, res, reg, g, tool, e)
		})
	}
	if e != nil {
		// Enriched documents depend on a server's answers, which the
		// document keys do not cover: write everything, and drop the cache
		// (it names the previous index, which this write replaces).
		c.afterSCIP = func() {
			if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
				c.note("%s: %v", p, err)
			}
		}
		return atomicfile.Prepare(ctx, indexPath, func(w io.Writer) error {
			return output.WriteEnrichedSCIP(w, res, reg, g, tool, e)
		})
	}
	dc, err := output.LoadDocCache(p, indexPath)
	if err != nil {
		c.note("%s ignored: %v", p, err)
	}
	// The documents' keys carry the program's identity, not only its
	// version string (a development build is always "(devel)").
	pend, err := atomicfile.Prepare(ctx, indexPath, func(w io.Writer) error {
		return output.WriteSCIPReusing(w, res, reg, g, tool, cacheVersion(), dc)
	})
	if err != nil {
		return nil, err
	}
	c.afterSCIP = func() {
		c.stats.SCIPReused = dc.Reused()
		c.save(p, dc.WriteTo)
	}
	return pend, nil
}

// committedSCIP runs what waits for the index writeSCIP wrote to be in
// place.
func (c *runCaches) committedSCIP() {
	if c.afterSCIP != nil {
		c.afterSCIP()
		c.afterSCIP = nil
	}
}
