package indexer

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/zeebo/xxh3"

	"github.com/soulindex/soulindex/cachefile"
	"github.com/soulindex/soulindex/internal/atomicfile"
	"github.com/soulindex/soulindex/internal/outdir"
	"github.com/soulindex/soulindex/internal/safefile"
	"github.com/soulindex/soulindex/internal/usersecret"
	"github.com/soulindex/soulindex/manifest"
	"github.com/soulindex/soulindex/notice"
)

// Sharded indexing: `index --shard K/N` outlines the files whose path
// hashes to slice K of N and writes them, with what the listing said of
// them, to a shard directory; Merge puts N such directories back together
// into the Result a one-machine run gives. Shards and the merge exchange
// files only, so any batch engine can run them.
//
// A shard directory holds:
//
//	shard.json    ShardFormat, the slice, the build's cache key and salts,
//	              the tree's identity (git commit, digest of the whole
//	              listing), the listing's source, packages, manifests, the
//	              skips, notices and unsupported counts of the slice's
//	              paths, the SHA-256 of outlines.bin, and a MAC of it all
//	outlines.bin  the slice's outlines in the outline cache's format
//	              (cache.go, authenticated the same way), without stamps
//
// Shards are input: Merge believes only a shard whose MAC checks under the
// user's secret (Options.Auth; shared between the machines of one sharded
// run through usersecret.EnvFile), bounds everything it reads by what it
// read, and refuses, naming each shard, a set that is incomplete, forged,
// of another tree, commit or build, or that names a path no listing could.
//
// A path belongs to slice xxh3(path) mod N, so slices stay balanced and a
// file keeps its slice as others come and go.

// ShardFormat is the shard directory's format version; Merge refuses
// any other.
const ShardFormat = 2 // 2: authenticated; commit and listing digest

// ShardFile and ShardOutlines name a shard directory's two files.
const (
	ShardFile     = "shard.json"
	ShardOutlines = "outlines.bin"
)

// maxShardJSON bounds shard.json (skips, notices and manifests of a slice).
const maxShardJSON = 256 << 20

// maxShards bounds N, here and in ParseShard.
const maxShards = 1 << 16

// Shard selects slice K (1-based) of N; the zero Shard is the whole tree.
type Shard struct {
	K, N int
}

// Enabled reports whether s selects a slice.
func (s Shard) Enabled() bool { return s.N > 0 }

func (s Shard) String() string { return fmt.Sprintf("%d/%d", s.K, s.N) }

// ParseShard reads "K/N" (1 ≤ K ≤ N).
func ParseShard(v string) (Shard, error) {
	ks, ns, ok := strings.Cut(v, "/")
	k, err1 := strconv.Atoi(ks)
	n, err2 := strconv.Atoi(ns)
	if !ok || err1 != nil || err2 != nil || n < 1 || k < 1 || k > n || n > maxShards {
		return Shard{}, fmt.Errorf("shard %q: want K/N with 1 ≤ K ≤ N ≤ 65536", v)
	}
	return Shard{K: k, N: n}, nil
}

// ShardOf returns the 1-based slice of n that path belongs to.
func ShardOf(path string, n int) int {
	return int(xxh3.HashString(path)%uint64(n)) + 1
}

// owns reports whether subject (a path, or "" for the whole tree) is s's:
// whole-tree notices go to slice 1.
func (s Shard) owns(subject string) bool {
	if !s.Enabled() {
		return true
	}
	if subject == "" || subject == "." {
		return s.K == 1
	}
	return ShardOf(subject, s.N) == s.K
}

// shardMeta is shard.json.
type shardMeta struct {
	Format           int                 `json:"format"`
	K                int                 `json:"k"`
	N                int                 `json:"n"`
	Key              uint64              `json:"key"`
	Salts            uint64              `json:"salts"`
	Commit           string              `json:"commit,omitempty"`
	Listing          string              `json:"listing"`
	Root             string              `json:"root"`
	Source           string              `json:"source"`
	Packages         []manifest.Package  `json:"packages"`
	Manifests        []manifest.Manifest `json:"manifests"`
	Skipped          []Skip              `json:"skipped"`
	Notices          []notice.Notice     `json:"notices"`
	Unsupported      int                 `json:"unsupported"`
	UnsupportedByExt map[string]int      `json:"unsupported_by_ext"`
	Files            int                 `json:"files"`
	OutlinesSHA256   string              `json:"outlines_sha256"`
	// MAC authenticates this record's JSON encoding with MAC empty
	// (cachefile.Auth, hex).
	MAC string `json:"mac"`
}

// unsigned is m without its MAC, as the MAC authenticates it.
func (m shardMeta) unsigned() shardMeta {
	m.MAC = ""
	return m
}

// mac authenticates m's JSON encoding without its MAC.
func (m shardMeta) mac(a *cachefile.Auth) string { return a.TagJSON(ShardFile, m.unsigned()) }

// listingDigest identifies a tree by what its listing found: every path
// and size, in order. Shards of one tree at one commit agree on it; the
// merge compares it with the tree it writes the outputs of.
func listingDigest(files []entry) string {
	h := sha256.New()
	var b []byte
	for _, e := range files {
		b = appendField(b[:0], e.rel)
		b = binary.AppendVarint(b, e.size)
		h.Write(b)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// ListingDigest lists root as a run with opts does and returns the digest
// shards of that tree carry.
func ListingDigest(ctx context.Context, root string, opts Options) (string, error) {
	opts = withDefaults(opts)
	r, err := resolveRoot(root)
	if err != nil {
		return "", err
	}
	l, err := list(ctx, r, opts.MaxFileSize, append([]string{opts.Exclude}, opts.ExcludeFiles...), opts.Ignore)
	if err != nil {
		return "", err
	}
	return listingDigest(l.files), nil
}

// WriteShard writes res, a run with Options.Shard s, to dir as a shard
// directory, replacing what was there, authenticated under a. commit is
// the tree's git HEAD ("" outside git).
func WriteShard(ctx context.Context, dir string, res *Result, s Shard, commit string, a *cachefile.Auth) error {
	if !s.Enabled() {
		return errors.New("write shard: the run was not sharded")
	}
	if a == nil {
		return errors.New("write shard: no secret to authenticate it with")
	}
	if err := outdir.Ensure(dir); err != nil {
		return fmt.Errorf("shard directory: %w", err)
	}
	entries := make([]*cacheEntry, len(res.Files))
	for i, f := range res.Files {
		entries[i] = &cacheEntry{path: f.Path, hash: f.Hash}
		entries[i].setFile(f)
	}
	out := filepath.Join(dir, ShardOutlines)
	if _, err := saveCache(ctx, out, res.key, a, 0, entries, make([]bool, len(entries)), true, nil, 0); err != nil {
		return fmt.Errorf("write %s: %w", out, err)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		return fmt.Errorf("read back %s: %w", out, err)
	}
	sum := sha256.Sum256(data)
	meta := shardMeta{Format: ShardFormat, K: s.K, N: s.N, Key: res.key, Salts: res.salts, Commit: commit, Listing: res.listing,
		Root: res.Root, Source: res.Source,
		Packages: res.Packages, Manifests: res.Manifests, Skipped: res.Skipped, Notices: res.Notices,
		Unsupported: res.Unsupported, UnsupportedByExt: res.UnsupportedByExt, Files: len(res.Files), OutlinesSHA256: hex.EncodeToString(sum[:])}
	meta.MAC = meta.mac(a)
	return atomicfile.Write(ctx, filepath.Join(dir, ShardFile), func(w io.Writer) error {
		enc := json.NewEncoder(w)
		enc.SetIndent("", " ")
		return enc.Encode(meta)
	})
}

// ShardError names the shards a merge could not use.
type ShardError struct {
	Problems []string // "DIR: why", one per shard, in argument order
}

func (e *ShardError) Error() string {
	return fmt.Sprintf("%d shard problem(s), nothing merged:\n  %s", len(e.Problems), strings.Join(e.Problems, "\n  "))
}

// MergeOptions is what Merge checks the shards against.
type MergeOptions struct {
	// Auth must authenticate every shard (see WriteShard).
	Auth *cachefile.Auth
	Jobs int
	// Commit is the tree's git HEAD ("" outside git) and Listing its
	// ListingDigest: every shard must have been made of that tree.
	Commit, Listing string
}

// Merge reads the shard directories and returns the Result a one-machine
// run of the same build on the same tree gives, with root as its root.
// Every slice 1..N must be present exactly once, authenticated, written
// by the same build with the same options, of the tree o describes (its
// commit and listing); otherwise the error (a *ShardError) names each
// shard that is missing, repeated, unreadable, forged or disagrees.
func Merge(ctx context.Context, root string, dirs []string, o MergeOptions) (*Result, error) {
	var problems []string
	type loaded struct {
		dir  string
		meta shardMeta
		list []cacheEntry
	}
	var shards []loaded
	for _, d := range dirs {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		sh, err := readShard(ctx, d, o.Auth, o.Jobs)
		if err != nil {
			problems = append(problems, fmt.Sprintf("%s: %v", d, err))
			continue
		}
		shards = append(shards, loaded{dir: d, meta: sh.meta, list: sh.list})
	}
	if len(shards) > 0 {
		first := shards[0]
		n := first.meta.N
		seen := map[int]string{}
		for _, sh := range shards {
			m := sh.meta
			switch {
			case m.N != n:
				problems = append(problems, fmt.Sprintf("%s: slice %d of %d, but %s is of %d", sh.dir, m.K, m.N, first.dir, n))
				continue
			case seen[m.K] != "":
				problems = append(problems, fmt.Sprintf("%s: slice %d/%d again (also %s)", sh.dir, m.K, m.N, seen[m.K]))
				continue
			case m.Key != first.meta.Key || m.Salts != first.meta.Salts:
				problems = append(problems, fmt.Sprintf("%s: written by another soulindex build or with other options than %s", sh.dir, first.dir))
			case m.Commit != o.Commit:
				problems = append(problems, fmt.Sprintf("%s: made of commit %s, the tree is at %s", sh.dir, orNone(m.Commit), orNone(o.Commit)))
			case m.Listing != o.Listing:
				problems = append(problems, fmt.Sprintf("%s: made of another tree (its listing differs from this one's: files added, removed or changed in size)", sh.dir))
			case m.Source != first.meta.Source || !sameJSON(m.Packages, first.meta.Packages) || !sameJSON(m.Manifests, first.meta.Manifests):
				problems = append(problems, fmt.Sprintf("%s: listed another tree than %s (packages or manifests differ)", sh.dir, first.dir))
			}
			seen[m.K] = sh.dir
		}
		if missing := missingSlices(seen, n); missing != "" {
			problems = append(problems, missing)
		}
	}
	if len(dirs) == 0 {
		problems = append(problems, "no shard given")
	}
	if len(problems) > 0 {
		return nil, &ShardError{Problems: problems}
	}

	m0 := shards[0].meta
	res := &Result{Root: root, Source: m0.Source, Packages: m0.Packages, Manifests: m0.Manifests,
		UnsupportedByExt: map[string]int{}, Languages: map[string]*LanguageStats{}, key: m0.Key, salts: m0.Salts}
	var outs []outcome
	for _, sh := range shards {
		res.Skipped = append(res.Skipped, sh.meta.Skipped...)
		res.Notices = append(res.Notices, sh.meta.Notices...)
		res.Unsupported += sh.meta.Unsupported
		for e, c := range sh.meta.UnsupportedByExt {
			res.UnsupportedByExt[e] += c
		}
		for i := range sh.list {
			outs = append(outs, outcome{file: sh.list[i].file})
		}
	}
	sort.Slice(outs, func(i, j int) bool { return outs[i].file.Path < outs[j].file.Path })
	for i := 1; i < len(outs); i++ {
		if outs[i].file.Path == outs[i-1].file.Path {
			return nil, &ShardError{Problems: []string{fmt.Sprintf("%s is in two shards", outs[i].file.Path)}}
		}
	}
	// Notices follow the one-machine order: the listing's and the
	// manifests' (in the order the listing made them), then the files'.
	// Sorting by subject, stably, as Run does, gives the same order
	// because each slice keeps its own in that order.
	sortSkips(res.Skipped)
	notices := res.Notices
	res.Notices = nil
	collect(res, outs, Options{})
	res.Notices = append(notices, res.Notices...)
	sort.SliceStable(res.Notices, func(i, j int) bool { return res.Notices[i].Subject < res.Notices[j].Subject })
	return res, nil
}

type readShardResult struct {
	meta shardMeta
	list []cacheEntry
}

// ShardRoot returns the root a shard directory's (authenticated) record
// names: where the tree it was made of lay on the machine that made it.
func ShardRoot(dir string, a *cachefile.Auth) (string, error) {
	m, err := readShardMeta(dir, a)
	if err != nil {
		return "", fmt.Errorf("%s: %w", dir, err)
	}
	return m.Root, nil
}

// readShardMeta reads and authenticates a shard directory's shard.json.
func readShardMeta(dir string, a *cachefile.Auth) (*shardMeta, error) {
	fi, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, errors.New("no such shard directory")
	case err != nil:
		return nil, err
	case !fi.IsDir():
		return nil, errors.New("not a directory")
	}
	data, err := safefile.ReadFile(filepath.Join(dir, ShardFile), maxShardJSON)
	if err != nil {
		return nil, fmt.Errorf("%s: %w (the shard's run failed or did not finish?)", ShardFile, err)
	}
	var m shardMeta
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("%s: %w", ShardFile, err)
	}
	if m.Format != ShardFormat {
		return nil, fmt.Errorf("%s: format %d, this build reads %d", ShardFile, m.Format, ShardFormat)
	}
	if !a.CheckTagJSON(m.MAC, ShardFile, m.unsigned()) {
		return nil, fmt.Errorf("%s: not written under this user's secret (forged, damaged, or made on a machine with another: give every shard task and the merge the same secret file through %s)", ShardFile, usersecret.EnvFile)
	}
	return &m, nil
}

// readShard reads and checks one shard directory: its record and
// outlines authenticated under a, the slice within bounds, every path one
// a listing could give.
func readShard(ctx context.Context, dir string, a *cachefile.Auth, jobs int) (*readShardResult, error) {
	mp, err := readShardMeta(dir, a)
	if err != nil {
		return nil, err
	}
	m := *mp
	if m.N < 1 || m.K < 1 || m.K > m.N || m.N > maxShards {
		return nil, fmt.Errorf("%s: slice %d/%d", ShardFile, m.K, m.N)
	}
	if p, ok := badShardPaths(&m); !ok {
		return nil, fmt.Errorf("%s: path %q is not a path inside the tree", ShardFile, p)
	}
	raw, err := safefile.ReadFile(filepath.Join(dir, ShardOutlines), MaxCacheFileSize)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", ShardOutlines, err)
	}
	if sum := sha256.Sum256(raw); hex.EncodeToString(sum[:]) != m.OutlinesSHA256 {
		return nil, fmt.Errorf("%s: checksum differs from %s's", ShardOutlines, ShardFile)
	}
	c, err := parseCache(ctx, raw, m.Key, a, jobs)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", ShardOutlines, err)
	}
	if len(c.list) != m.Files {
		return nil, fmt.Errorf("%s: %d outlines, %s says %d", ShardOutlines, len(c.list), ShardFile, m.Files)
	}
	for i := range c.list {
		p := c.list[i].path
		if !validRel(p) {
			return nil, fmt.Errorf("%s: path %q is not a path inside the tree", ShardOutlines, p)
		}
		if ShardOf(p, m.N) != m.K {
			return nil, fmt.Errorf("%s: %s does not belong to slice %d/%d", ShardOutlines, p, m.K, m.N)
		}
	}
	return &readShardResult{meta: m, list: c.list}, nil
}

// validRel reports whether p is a path a listing gives: relative, slash
// separated, clean, inside the tree.
func validRel(p string) bool {
	return p != "" && p != "." && !strings.HasPrefix(p, "/") && !strings.ContainsRune(p, 0) &&
		path.Clean(p) == p && p != ".." && !strings.HasPrefix(p, "../")
}

// badShardPaths checks every path a shard record names; it returns the
// first bad one.
func badShardPaths(m *shardMeta) (string, bool) {
	for _, k := range m.Skipped {
		if !validRel(k.Path) {
			return k.Path, false
		}
	}
	for _, n := range m.Notices {
		if n.Subject != "" && n.Subject != "." && !validRel(n.Subject) {
			return n.Subject, false
		}
	}
	for _, p := range m.Packages {
		if p.Dir != "." && p.Dir != "" && !validRel(p.Dir) {
			return p.Dir, false
		}
	}
	for _, mf := range m.Manifests {
		if !validRel(mf.Path) {
			return mf.Path, false
		}
	}
	return "", true
}

// missingSlices names the slices 1..n not in seen ("" when none is), as
// ranges: a forged N cannot make the message, or the loop, huge.
func missingSlices(seen map[int]string, n int) string {
	if len(seen) >= n {
		return ""
	}
	var parts []string
	for k := 1; k <= n && len(parts) < 10; k++ {
		if seen[k] != "" {
			continue
		}
		j := k
		for j < n && seen[j+1] == "" {
			j++
		}
		if j > k {
			parts = append(parts, fmt.Sprintf("%d-%d", k, j))
		} else {
			parts = append(parts, strconv.Itoa(k))
		}
		k = j
	}
	what := "slice"
	if n-len(seen) > 1 {
		what = "slices"
	}
	list := strings.Join(parts, ", ")
	if len(parts) == 10 {
		list += ", …"
	}
	return fmt.Sprintf("%s %s of %d: missing", what, list, n)
}

func orNone(commit string) string {
	if commit == "" {
		return "(none: not a git tree)"
	}
	return commit
}

func sameJSON(a, b any) bool {
	x, err1 := json.Marshal(a)
	y, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && bytes.Equal(x, y)
}

// keepShard drops from l what is not s's: files and skips by path, and
// notices by subject.
func keepShard(s Shard, files []entry, skipped []Skip, notices []notice.Notice) ([]entry, []Skip, []notice.Notice) {
	if !s.Enabled() {
		return files, skipped, notices
	}
	files = slices.DeleteFunc(files, func(e entry) bool { return !s.owns(e.rel) })
	skipped = slices.DeleteFunc(skipped, func(k Skip) bool { return !s.owns(k.Path) })
	notices = slices.DeleteFunc(notices, func(n notice.Notice) bool { return !s.owns(n.Subject) })
	return files, skipped, notices
}
