package refgraph

import (
	"fmt"
	"io"

	"github.com/zeebo/xxh3"

	"github.com/soulindex/soulindex/cachefile"
)

// snapshotVersion changes whenever the snapshot's encoding or the meaning
// of what it stores changes.
const snapshotVersion = 3 // 3: authenticated (cachefile.Auth)

const snapshotMagic = "SIGRAPH\x00"

// Snapshot is what a build leaves for the next one (Options.Previous):
// per file, the digests it was built from and its resolved imports and
// references; the rare-name tables; the co-change history.
type Snapshot struct {
	key    uint64 // inputs.key
	digest uint64 // key and every file's interface digest
	files  []snapFile

	rareNames []string // sorted
	rareT     []Target
	rareDF    []int32
	typeful   []bool
	hist      history
}

type snapFile struct {
	key, iface uint64
	imports    [][]int32
	refs       []NameTargets
	rare       []int32 // the rare names the file references, ascending
}

func newSnapshot(g *Graph, in inputs, ifaces []uint64, et *edgeTables, rareNames []string, rareUses [][]int32, hist history) *Snapshot {
	s := &Snapshot{key: in.key, files: make([]snapFile, len(g.Files)), rareNames: rareNames, rareT: et.rareT,
		rareDF: et.rareDF, typeful: et.typeful, hist: hist}
	var e cachefile.Encoder
	e.U64(in.key)
	for i := range g.Files {
		s.files[i] = snapFile{key: in.fileKeys[i], iface: ifaces[i], imports: g.Imports[i], refs: g.Refs[i], rare: rareUses[i]}
		e.U64(ifaces[i])
	}
	s.digest = xxh3.Hash(e.B)
	return s
}

// Snapshot returns what the next build of the same tree may reuse.
func (g *Graph) Snapshot() *Snapshot { return g.snap }

// InterfaceDigest hashes the build's inputs and every file's interface
// (the names each defines, with kinds, nesting and containers; the file
// list; the manifests). Equal digests mean every definition of every
// file keeps its identity and index, so whatever is derived only from
// those (SCIP symbol strings) is unchanged.
func (g *Graph) InterfaceDigest() uint64 {
	if g.snap == nil {
		return 0
	}
	return g.snap.digest
}

// FileDigest is file i's interface digest: its path, language and the
// names it defines with their kinds, nesting, containers and visibility,
// and its imports. With the manifests, it determines the SCIP symbol
// strings of the file's definitions.
func (g *Graph) FileDigest(i int) uint64 {
	if g.snap == nil {
		return 0
	}
	return g.snap.files[i].iface
}

// check verifies that the resolutions taken from the snapshot fit the
// files, so a snapshot that passed its checksum but does not match (a
// bug, a hash collision) is refused rather than indexing out of range.
// The files in resolve are resolved again: their references are not
// read; the rare-name tables are read only when rare is set (an interface
// edit rebuilds them, and their targets may point past a shortened file).
func (g *Graph) check(p *Snapshot, resolve []int32, rare bool) error {
	files := g.Files
	again := make([]bool, len(files))
	for _, c := range resolve {
		again[c] = true
	}
	n := int32(len(files))
	target := func(t Target) bool {
		return t.File == -1 && t.Symbol == -1 || t.File >= 0 && t.File < n && t.Symbol >= 0 && int(t.Symbol) < len(files[t.File].Symbols)
	}
	for i, f := range files {
		if len(g.Imports[i]) != len(f.Imports) || !again[i] && len(g.Refs[i]) != len(f.RefNames) {
			return fmt.Errorf("the snapshot does not match %s", f.Path)
		}
		for _, ts := range g.Imports[i] {
			for _, t := range ts {
				if t < 0 || t >= n {
					return fmt.Errorf("the snapshot does not match %s", f.Path)
				}
			}
		}
		for _, r := range p.files[i].rare {
			if rare && (r < 0 || int(r) >= len(p.rareNames)) {
				return fmt.Errorf("the snapshot does not match %s", f.Path)
			}
		}
		if again[i] {
			continue
		}
		for _, nt := range g.Refs[i] {
			if !target(nt.Plain) || !target(nt.Member) {
				return fmt.Errorf("the snapshot does not match %s", f.Path)
			}
			for _, q := range nt.Qual {
				bad := q.Qual == 0 || int(q.Qual) > len(f.RefNames)
				switch {
				case q.Qual&RecvKey != 0:
					bad = q.Qual == RecvKey || int(q.Qual&^RecvKey) > len(f.LocalTypes)
				case q.Qual&ViaKey != 0:
					bad = q.Qual == ViaKey || int(q.Qual&^ViaKey) > f.RefCount()
				}
				if !target(q.Target) || bad {
					return fmt.Errorf("the snapshot does not match %s", f.Path)
				}
			}
		}
	}
	if !rare {
		return nil
	}
	if len(p.typeful) != len(files) {
		return fmt.Errorf("the snapshot does not match the file list")
	}
	for _, t := range p.rareT {
		if !target(t) || t.File < 0 {
			return fmt.Errorf("the snapshot's rare names do not match the files")
		}
	}
	return nil
}

// Encode writes the snapshot compressed and authenticated under a.
func (s *Snapshot) Encode(w io.Writer, a *cachefile.Auth) (int64, error) {
	cw := &countWriter{w: w}
	err := cachefile.Write(cw, a, snapshotMagic, snapshotVersion, s.payload())
	return cw.n, err
}

func (s *Snapshot) payload() []byte {
	var e cachefile.Encoder
	e.U64(s.key)
	e.U64(s.digest)
	e.String(s.hist.head)
	e.Uint(uint64(len(s.hist.commits)))
	for _, c := range s.hist.commits {
		e.Uint(uint64(len(c)))
		for _, p := range c {
			e.String(p)
		}
	}
	e.Uint(uint64(len(s.rareNames)))
	for k, n := range s.rareNames {
		e.String(n)
		e.Uint(uint64(s.rareT[k].File))
		e.Uint(uint64(s.rareT[k].Symbol))
		e.Uint(uint64(s.rareDF[k]))
	}
	e.Uint(uint64(len(s.files)))
	for i := range s.files {
		f := &s.files[i]
		e.U64(f.key)
		e.U64(f.iface)
		e.Bool(s.typeful[i])
		e.Uint(uint64(len(f.imports)))
		for _, ts := range f.imports {
			e.Uint(uint64(len(ts)))
			for _, t := range ts {
				e.Uint(uint64(t))
			}
		}
		e.Uint(uint64(len(f.refs)))
		for _, nt := range f.refs {
			putTarget(&e, nt.Plain)
			putTarget(&e, nt.Member)
			e.Uint(uint64(len(nt.Qual)))
			for _, q := range nt.Qual {
				e.Uint(uint64(q.Qual))
				putTarget(&e, q.Target)
			}
		}
		e.Uint(uint64(len(f.rare)))
		prev := int32(0)
		for _, r := range f.rare {
			e.Uint(uint64(r - prev)) // ascending: small deltas
			prev = r
		}
	}
	return e.B
}

// putTarget writes an unresolved target as one byte.
func putTarget(e *cachefile.Encoder, t Target) {
	e.Uint(uint64(t.File + 1))
	if t.File >= 0 {
		e.Uint(uint64(t.Symbol))
	}
}

func getTarget(d *cachefile.Decoder) Target {
	f := d.Uint()
	if f == 0 {
		return Target{-1, -1}
	}
	return Target{int32(min(f-1, 1<<31-1)), int32(min(d.Uint(), 1<<31-1))}
}

type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// ReadSnapshot decodes a snapshot written by Encode under a. A truncated,
// corrupt, other-version or unauthenticated snapshot is an error
// (cachefile.ErrMismatch): the caller builds from scratch.
func ReadSnapshot(data []byte, a *cachefile.Auth) (*Snapshot, error) {
	payload, err := cachefile.Read(data, a, snapshotMagic, snapshotVersion)
	if err != nil {
		return nil, fmt.Errorf("graph cache: %w", err)
	}
	return decodeSnapshot(payload)
}

// decodeSnapshot decodes a checksummed payload; it checks every count
// against the bytes left, so no input makes it allocate without bound.
func decodeSnapshot(payload []byte) (*Snapshot, error) {
	d := cachefile.NewDecoder(payload)
	s := &Snapshot{key: d.U64(), digest: d.U64()}
	s.hist.head = d.String()
	s.hist.commits = make([][]string, d.Len(1))
	for k := range s.hist.commits {
		c := make([]string, d.Len(1))
		for j := range c {
			c[j] = d.String()
		}
		s.hist.commits[k] = c
	}
	nr := d.Len(4)
	s.rareNames, s.rareT, s.rareDF = make([]string, nr), make([]Target, nr), make([]int32, nr)
	for k := range nr {
		s.rareNames[k] = d.String()
		s.rareT[k] = Target{small(d), small(d)}
		s.rareDF[k] = small(d)
	}
	nf := d.Len(19)
	s.files, s.typeful = make([]snapFile, nf), make([]bool, nf)
	for i := range s.files {
		f := &s.files[i]
		f.key, f.iface = d.U64(), d.U64()
		s.typeful[i] = d.Uint() == 1
		f.imports = make([][]int32, d.Len(1))
		for k := range f.imports {
			n := d.Len(1)
			if n == 0 {
				continue // unresolved: nil, as resolution leaves it
			}
			ts := make([]int32, n)
			for j := range ts {
				ts[j] = small(d)
			}
			f.imports[k] = ts
		}
		f.refs = make([]NameTargets, d.Len(2))
		for k := range f.refs {
			f.refs[k] = NameTargets{Plain: getTarget(d), Member: getTarget(d)}
			if n := d.Len(2); n > 0 {
				f.refs[k].Qual = make([]QualTarget, n)
				for q := range f.refs[k].Qual {
					f.refs[k].Qual[q] = QualTarget{uint32(min(d.Uint(), 1<<32-1)), getTarget(d)}
				}
			}
		}
		f.rare = make([]int32, d.Len(1))
		prev := int32(0)
		for k := range f.rare {
			prev += small(d)
			f.rare[k] = prev
		}
		if d.Err() != nil {
			break
		}
	}
	if err := d.Err(); err != nil {
		return nil, fmt.Errorf("graph cache: %w", err)
	}
	if d.Left() != 0 {
		return nil, fmt.Errorf("graph cache: %w: %d trailing bytes", cachefile.ErrMismatch, d.Left())
	}
	return s, nil
}

// small reads a varint that must fit an int32.
func small(d *cachefile.Decoder) int32 {
	return int32(min(d.Uint(), 1<<31-1))
}
