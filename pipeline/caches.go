package pipeline

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/zeebo/xxh3"

	"github.com/soulindex/soulindex/cachefile"
	"github.com/soulindex/soulindex/external"
	"github.com/soulindex/soulindex/indexer"
	"github.com/soulindex/soulindex/internal/atomicfile"
	"github.com/soulindex/soulindex/internal/filestamp"
	"github.com/soulindex/soulindex/internal/gitcmd"
	"github.com/soulindex/soulindex/internal/outdir"
	"github.com/soulindex/soulindex/internal/safefile"
	"github.com/soulindex/soulindex/langs"
	"github.com/soulindex/soulindex/lspenrich/model"
	"github.com/soulindex/soulindex/notice"
	"github.com/soulindex/soulindex/output"
	"github.com/soulindex/soulindex/refgraph"
)

// runCaches are the index command's caches of the reference graph and of
// the SCIP documents, under <out>/cache/. A cache that cannot be used is
// ignored with a note; the outputs are the same with or without them.
type runCaches struct {
	dir    string
	off    bool
	auth   *cachefile.Auth
	notice notice.Sink
	stats  CacheStats
	// afterSCIP runs once the index it describes is in place.
	afterSCIP func()
	// docCache is the SCIP document cache being read (and its previous
	// index checked) beside the graph's build, once preloadSCIP started it.
	docCache chan loadedDocCache
}

// loadedDocCache is LoadDocCache's answer.
type loadedDocCache struct {
	dc  *output.DocCache
	err error
}

// preloadSCIP starts reading the SCIP document cache, which checks every
// byte of the previous index (0.1 s on GOROOT/src), while the graph is
// built; writeSCIP takes it. Without the cache, or when the index will be
// enriched (which drops the cache), it does nothing.
func (c *runCaches) preloadSCIP(indexPath string, enriched bool) {
	if c.off || enriched || c.docCache != nil {
		return
	}
	ch := make(chan loadedDocCache, 1)
	c.docCache = ch
	go func() {
		dc, err := output.LoadDocCache(filepath.Join(c.dir, "scip.cache"), indexPath, c.auth)
		ch <- loadedDocCache{dc, err}
	}()
}

// discardSCIP closes a preloaded document cache writeSCIP did not take
// (a run that failed before writing the index).
func (c *runCaches) discardSCIP() {
	if c.docCache != nil {
		l := <-c.docCache
		c.docCache = nil
		l.dc.Close()
	}
}

// CacheStats tells a benchmark how much each stage reused (--json).
type CacheStats struct {
	GraphIncremental bool   `json:"graph_incremental"`
	GraphResolved    int    `json:"graph_resolved_files"`
	GraphReshaped    int    `json:"graph_reshaped_files"`
	GraphFullReason  string `json:"graph_full_reason,omitempty"`
	SCIPReused       int    `json:"scip_reused_documents"`
}

// With off (--no-cache), nothing is read or written: every stage runs
// from source. A cache directory that is a link (a repository can commit
// one, to make the caches land elsewhere) is not used, with a note. Every
// cache is authenticated under auth (without it none is used): one a
// repository committed, or anyone else wrote, is ignored and rebuilt.
func openCaches(outDir string, off bool, sink notice.Sink, auth *cachefile.Auth) *runCaches {
	c := &runCaches{dir: cacheDir(outDir), off: off || auth == nil, notice: sink, auth: auth}
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
	c.notice.Notef(notice.Cache, "", format, args...)
}

// maxGraphCacheSize bounds the graph snapshot read: a file's imports,
// references and digests, compressed, far below it for any real tree.
const maxGraphCacheSize = 1 << 30

// cacheVersion identifies the running program for the caches: its
// version plus the executable's size and modification time, so a rebuilt
// development binary never reuses what an older one computed.
func cacheVersion() string {
	v := Version()
	if exe, err := os.Executable(); err == nil {
		if st, err := os.Stat(exe); err == nil {
			v += fmt.Sprintf(" %d %d", st.Size(), st.ModTime().UnixNano())
		}
	}
	return v
}

// buildGraph builds the graph from the previous run's snapshot when it is
// usable, and saves the new one.
func (c *runCaches) buildGraph(ctx context.Context, res *indexer.Result, opts refgraph.Options) (*refgraph.Graph, error) {
	p := filepath.Join(c.dir, "graph.cache")
	var prev *refgraph.Snapshot
	if c.off {
		return refgraph.Build(ctx, res.Files, opts)
	}
	if data, err := safefile.ReadFileNoFollow(p, maxGraphCacheSize); err == nil {
		if prev, err = refgraph.ReadSnapshot(data, c.auth); err != nil {
			c.note("%s ignored: %v", p, err)
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		c.note("%s ignored: %v", p, err)
	}
	opts.Previous, opts.Version, opts.Prior = prev, cacheVersion(), res.Prior
	g, err := refgraph.Build(ctx, res.Files, opts)
	if err != nil {
		return nil, err
	}
	c.stats.GraphIncremental, c.stats.GraphResolved, c.stats.GraphFullReason = g.Stats.Incremental, g.Stats.Resolved, g.Stats.Reason
	c.stats.GraphReshaped = g.Stats.Reshaped
	// Saved before the outputs are written, not beside them: on two
	// cores that gained 0.05 s of a 2.2 s warm GOROOT/src run and cost
	// 40-50 MB of peak memory (the encoded snapshot beside the outputs').
	c.save(p, func(w io.Writer) (int64, error) { return g.Snapshot().Encode(w, c.auth) })
	return g, nil
}

// save replaces a cache file; a cache that cannot be saved costs the next
// run time, not this run its outputs.
func (c *runCaches) save(p string, write func(io.Writer) (int64, error)) {
	err := outdir.Ensure(c.dir)
	if err == nil {
		// Unsynced: a cache lost in a crash is rebuilt (each one's
		// checksum or its description of the index refuses a torn file).
		err = atomicfile.WriteUnsynced(p, func(w io.Writer) error {
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
func (c *runCaches) writeSCIP(ctx context.Context, indexPath string, res *indexer.Result, reg *langs.Registry, g *refgraph.Graph, ext *external.Index, tool output.ToolInfo, e *model.Enrichment) (*atomicfile.Pending, error) {
	p := filepath.Join(c.dir, "scip.cache")
	c.afterSCIP = nil
	if c.off {
		return atomicfile.Prepare(ctx, indexPath, func(w io.Writer) error {
			return output.WriteEnrichedSCIP(w, res, reg, g, ext, tool, e)
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
			return output.WriteEnrichedSCIP(w, res, reg, g, ext, tool, e)
		})
	}
	c.preloadSCIP(indexPath, false)
	l := <-c.docCache
	c.docCache = nil
	dc, err := l.dc, l.err
	if err != nil {
		c.note("%s ignored: %v", p, err)
	}
	// The documents' keys carry the program's identity, not only its
	// version string (a development build is always "(devel)").
	pend, err := atomicfile.Prepare(ctx, indexPath, func(w io.Writer) error {
		return output.WriteSCIPReusing(w, res, reg, g, ext, tool, cacheVersion(), dc)
	})
	if err != nil {
		return nil, err
	}
	c.afterSCIP = func() {
		c.stats.SCIPReused = dc.Reused()
		c.save(p, func(w io.Writer) (int64, error) { return dc.Encode(w, c.auth, indexPath) })
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

// The run-level short-circuit: after writing the outputs, index records
// in the cache directory a key of everything they were built from and the
// hash of each output. A later run whose key is the same, and whose
// outputs are all still there with those hashes, neither rebuilds the
// graph nor rewrites anything.

// outputsRecordName is the record's file in the cache directory.
const outputsRecordName = "outputs.json"

// maxRecordSize bounds the record read: a key and a hash per output, and
// a stamp per dependency source read (at most the 20,000 files and their
// directories of external's budget, some 200 bytes each).
const maxRecordSize = 16 << 20

// outputsRecord is what the last run wrote. Stamps let a later run
// vouch for an output by stat alone, as the outline cache does for
// sources: an output whose stamp is the recorded one and lies more than
// filestamp.RacyWindow before Checked is not read again (hashing a large
// index.scip costs more than everything else of a run with nothing to do).
type outputsRecord struct {
	Key     string                     `json:"key"`
	Files   map[string]string          `json:"files"` // output file name → SHA-256 (hex)
	Stamps  map[string]filestamp.Stamp `json:"stamps,omitempty"`
	Checked int64                      `json:"checked,omitempty"` // ns: when the hashes were last verified
	// Outside are the files outside the repository the SCIP index was
	// built from (dependencies' sources, external.Index.Reads) with their
	// stamps then (external.Absent(): looked for and not found).
	Outside map[string]filestamp.Stamp `json:"outside,omitempty"`
	// MAC authenticates the record's JSON encoding with MAC empty
	// (cachefile.Auth, hex): a record a repository committed beside
	// forged outputs vouches for nothing.
	MAC string `json:"mac"`
}

// unsigned is rec without its MAC, as the MAC authenticates it.
func (rec outputsRecord) unsigned() outputsRecord {
	rec.MAC = ""
	return rec
}

// cacheDir is where the outline cache and the outputs record live.
func cacheDir(outDir string) string { return filepath.Join(outDir, "cache") }

// outputNames are the files index writes into the output directory.
func outputNames(format string) []string {
	return []string{"index.scip", "soulmap." + format, "graph.json", "coverage.json"}
}

// outputsKey hashes what the outputs depend on: the indexed input
// (Result.Fingerprint: outlines, skips, manifests, build), the map
// options, and the git HEAD (co-change edges read the history). It is ""
// when no key can vouch for the outputs: without the cache, or with
// --changed (which depends on the work tree's diff).
func outputsKey(res *indexer.Result, o *Options, focus []string, head string) string {
	if o.NoCache || o.Changed != "" {
		return ""
	}
	h := xxh3.New()
	fmt.Fprintf(h, "input %d\nversion %s\nbudget %d\ntokenizer %s\nformat %s\nfocus %q\nhead %s\n",
		res.Fingerprint(), Version(), o.Map.Budget, o.Map.Tokenizer, o.Map.Format, focus, head)
	fmt.Fprintf(h, "no-demote %t\n", o.Map.NoDemote)
	return fmt.Sprintf("%016x", h.Sum64())
}

// startHead looks up dir's git HEAD ("" outside a repository or before
// the first commit) in the background; the function returned waits for it.
func startHead(ctx context.Context, dir string) func() string {
	c := make(chan string, 1)
	go func() { c <- gitHead(ctx, dir) }()
	return sync.OnceValue(func() string { return <-c })
}

// gitHead is dir's git HEAD ("" outside a repository or before the first
// commit).
func gitHead(ctx context.Context, dir string) string {
	var head []byte
	if g, err := gitcmd.New(ctx, dir, nil); err == nil {
		head, _ = g.Output(ctx, "rev-parse", "-q", "--verify", "HEAD")
	}
	return strings.TrimSpace(string(head))
}

// outputsUpToDate reports whether the recorded outputs match key and are
// all in outDir with their recorded content. When it had to hash an
// output whose stamp is now old enough to vouch for it, it records the
// stamps again so that the next run need not (as git refreshes its index).
func outputsUpToDate(outDir, key string, names []string, auth *cachefile.Auth) bool {
	ok, _ := checkOutputs(outDir, key, names, auth)
	return ok
}

// checkOutputs is outputsUpToDate, also saying how many outputs it read.
func checkOutputs(outDir, key string, names []string, auth *cachefile.Auth) (ok bool, hashed int) {
	if key == "" || auth == nil {
		return false, 0
	}
	// Not through links, and bounded: the repository may have put
	// anything at these names.
	if outdir.Check(cacheDir(outDir)) != nil {
		return false, 0
	}
	data, err := safefile.ReadFileNoFollow(filepath.Join(cacheDir(outDir), outputsRecordName), maxRecordSize)
	if err != nil {
		return false, 0
	}
	var rec outputsRecord
	if json.Unmarshal(data, &rec) != nil || !auth.CheckTagJSON(rec.MAC, outputsRecordName, rec.unsigned()) ||
		rec.Key != key || len(rec.Files) != len(names) || !outsideUnchanged(rec) {
		return false, 0
	}
	start := time.Now().UnixNano()
	refresh := false
	stamps := map[string]filestamp.Stamp{}
	for _, n := range names {
		name := filepath.Join(outDir, n)
		if fi, err := os.Lstat(name); err == nil && fi.Mode().IsRegular() {
			if st := filestamp.Of(fi); st == rec.Stamps[n] && st.Before(rec.Checked) {
				stamps[n] = st
				continue
			}
		}
		sum, st, err := hashFile(name)
		hashed++
		if err != nil || rec.Files[n] != sum {
			return false, hashed
		}
		stamps[n] = st
		refresh = refresh || st.Before(start)
	}
	if refresh {
		// Best effort: a record not refreshed only costs the next run
		// the same hashing.
		rec.Stamps, rec.Checked = stamps, start
		writeRecord(outDir, rec, auth)
	}
	return true, hashed
}

// outsideUnchanged reports whether every file outside the repository the
// outputs were built from still has its stamp (none appeared where none
// was), each old enough to vouch for its content.
func outsideUnchanged(rec outputsRecord) bool {
	for p, want := range rec.Outside {
		fi, err := os.Stat(p)
		if want == external.Absent() {
			if err == nil {
				return false
			}
			continue
		}
		if err != nil || filestamp.Of(fi) != want || !want.Before(rec.Checked) {
			return false
		}
	}
	return true
}

// recordOutputs hashes the outputs just written and records them under
// key, with the files outside the repository they were built from;
// without a key it removes any record, which no longer holds.
func recordOutputs(outDir, key string, names []string, outside map[string]filestamp.Stamp, auth *cachefile.Auth) error {
	name := filepath.Join(cacheDir(outDir), outputsRecordName)
	if auth == nil {
		key = "" // nothing to vouch with
	}
	if key == "" && outdir.Check(cacheDir(outDir)) != nil {
		return nil // no record behind a link to remove
	}
	if key == "" {
		if err := os.Remove(name); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("remove %s: %w", name, err)
		}
		return nil
	}
	rec := outputsRecord{Key: key, Files: map[string]string{}, Stamps: map[string]filestamp.Stamp{}, Checked: time.Now().UnixNano(), Outside: outside}
	for _, n := range names {
		sum, st, err := hashFile(filepath.Join(outDir, n))
		if err != nil {
			return err
		}
		rec.Files[n], rec.Stamps[n] = sum, st
	}
	return writeRecord(outDir, rec, auth)
}

// writeRecord replaces the outputs record, authenticated under auth.
func writeRecord(outDir string, rec outputsRecord, auth *cachefile.Auth) error {
	rec.MAC = auth.TagJSON(outputsRecordName, rec.unsigned())
	if err := outdir.Ensure(cacheDir(outDir)); err != nil {
		return fmt.Errorf("create cache directory: %w", err)
	}
	return atomicfile.Write(context.Background(), filepath.Join(cacheDir(outDir), outputsRecordName), func(w io.Writer) error {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(rec)
	})
}

// hashFile hashes an output and gives its stamp; a link or anything but
// a regular file in its place (a device would never end) is an error.
// SHA-256, not a fast hash: the record vouches for outputs by it, and a
// repository that commits outputs knows what ours would be.
func hashFile(name string) (string, filestamp.Stamp, error) {
	f, fi, err := safefile.OpenNoFollow(name)
	if err != nil {
		return "", filestamp.Stamp{}, err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.CopyBuffer(h, f, make([]byte, 1<<20)); err != nil {
		return "", filestamp.Stamp{}, fmt.Errorf("hash %s: %w", name, err)
	}
	return hex.EncodeToString(h.Sum(nil)), filestamp.Of(fi), nil
}
