package indexer

import (
	"encoding/binary"
	"fmt"
	"os"
	"runtime/debug"
	"sort"

	"github.com/zeebo/xxh3"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/langs"
)

// cacheKey hashes what decides every outline besides a file's content and
// language: the cache format, the extraction rules, the build (version,
// VCS revision, build tags, every dependency and so every grammar module)
// and the options that change outlines. A build from a modified work tree
// also keys on its executable's size and time, so a developer's edit to
// extraction code never meets outlines cached by the previous build.
func cacheKey(opts Options) uint64 {
	h := xxh3.New()
	fmt.Fprintf(h, "format %d\nrules %s\nmax-file-size %d\nparse-work %+v\n", cacheFormat, extract.RulesVersion, opts.MaxFileSize, opts.ParseWork)
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		fmt.Fprintf(h, "no build info\n")
		hashExecutable(h)
		return h.Sum64()
	}
	fmt.Fprintf(h, "go %s\nmain %s %s %s\n", bi.GoVersion, bi.Main.Path, bi.Main.Version, bi.Main.Sum)
	revision, modified := "", false
	for _, s := range bi.Settings {
		fmt.Fprintf(h, "setting %s=%s\n", s.Key, s.Value)
		switch s.Key {
		case "vcs.revision":
			revision = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	for _, d := range bi.Deps {
		fmt.Fprintf(h, "dep %s %s %s\n", d.Path, d.Version, d.Sum)
		if r := d.Replace; r != nil {
			fmt.Fprintf(h, "=> %s %s %s\n", r.Path, r.Version, r.Sum)
		}
	}
	released := bi.Main.Version != "" && bi.Main.Version != "(devel)"
	if modified || !released && revision == "" {
		hashExecutable(h)
	}
	return h.Sum64()
}

func hashExecutable(h *xxh3.Hasher) {
	exe, err := os.Executable()
	if err != nil {
		fmt.Fprintf(h, "exe unknown\n")
		return
	}
	if fi, err := os.Stat(exe); err == nil {
		fmt.Fprintf(h, "exe %s %d %d\n", exe, fi.Size(), fi.ModTime().UnixNano())
	}
}

// langSalts hashes each language's query and grammar presence, so a query
// edit invalidates that language's files only. A language whose files
// embed code of others (langs.Language.Injects: a Vue component's
// <script>) is outlined by their queries too, and by the patterns it adds
// to them: its salt hashes those, so a JavaScript query edit invalidates
// the Vue, Svelte and HTML files as well.
func langSalts(reg *langs.Registry) map[string]uint64 {
	return saltsOf(reg, (*langs.Language).Query)
}

// saltsOf is langSalts with each language's query read by query.
func saltsOf(reg *langs.Registry, query func(*langs.Language) string) map[string]uint64 {
	salts := map[string]uint64{}
	for _, l := range reg.Languages() {
		s := fmt.Sprintf("%s\x00%t\x00%s", l.ID, l.HasGrammar(), query(l))
		for _, id := range l.Injects {
			if in := reg.ByID(id); in != nil && l.HasGrammar() {
				s += fmt.Sprintf("\x00inject %s\x00%t\x00%s\x00%s", id, in.HasGrammar(), query(in), l.InjectedQuery(id))
			}
		}
		salts[l.ID] = xxh3.HashString(s)
	}
	return salts
}

// entrySalt keys an entry on its detected and its final language (a .h
// file detected as C may be refined to C++ or Objective-C).
func entrySalt(salts map[string]uint64, detected, final string) uint64 {
	var b [16]byte
	binary.LittleEndian.PutUint64(b[:], salts[detected])
	binary.LittleEndian.PutUint64(b[8:], salts[final])
	return xxh3.Hash(b[:])
}

// Fingerprint hashes everything the outputs are built from: the cache
// key (build, rules, options), the root, and every file's path, language,
// backend and content hash, every skip, notice, unsupported count and
// package manifest. Two runs with the same fingerprint produce the same
// outlines; what else the outputs depend on (git history, map options)
// is the caller's to add.
func (r *Result) Fingerprint() uint64 {
	h := xxh3.New()
	fmt.Fprintf(h, "key %d salts %d\nroot %s\nsource %s\n", r.key, r.salts, r.Root, r.Source)
	// Files are most of it: length-prefixed fields, written in blocks
	// (formatting each line cost a no-change run ~5 ms on 8,000 files).
	buf := make([]byte, 0, 64<<10)
	for _, f := range r.Files {
		buf = append(buf, 'f')
		buf = appendField(buf, f.Path)
		buf = appendField(buf, f.Language)
		buf = appendField(buf, string(f.Backend))
		buf = binary.LittleEndian.AppendUint64(buf, f.Hash)
		buf = binary.AppendVarint(buf, f.Size)
		if len(buf) > cap(buf)-1024 {
			h.Write(buf)
			buf = buf[:0]
		}
	}
	h.Write(buf)
	for _, s := range r.Skipped {
		fmt.Fprintf(h, "s %q %q\n", s.Path, s.Reason)
	}
	for _, n := range r.Notices {
		fmt.Fprintf(h, "n %q %q\n", n.Subject, n.Message)
	}
	fmt.Fprintf(h, "unsupported %d\n", r.Unsupported)
	exts := make([]string, 0, len(r.UnsupportedByExt))
	for e := range r.UnsupportedByExt {
		exts = append(exts, e)
	}
	sort.Strings(exts)
	for _, e := range exts {
		fmt.Fprintf(h, "u %q %d\n", e, r.UnsupportedByExt[e])
	}
	for _, p := range r.Packages {
		fmt.Fprintf(h, "p %q %q %q\n", p.Dir, p.Manager, p.Name)
	}
	for _, m := range r.Manifests {
		fmt.Fprintf(h, "m %q %q %q %t %t %q\n", m.Path, m.Ecosystem, m.Name, m.Library, m.Program, m.GoVersion)
		for _, d := range m.Deps {
			fmt.Fprintf(h, "d %q %q %t %q\n", d.Name, d.Scope, d.Indirect, d.Version)
		}
		for _, r := range m.Replaces {
			fmt.Fprintf(h, "r %q %q %q %q\n", r.Old, r.OldVersion, r.New, r.NewVersion)
		}
		for _, e := range m.Entries {
			fmt.Fprintf(h, "e %q %q %q %t\n", e.Kind, e.Name, e.Target, e.Implied)
		}
	}
	return h.Sum64()
}

// appendField appends s with its length first, so that no two lists of
// fields run together into the same bytes.
func appendField(b []byte, s string) []byte {
	return append(binary.AppendUvarint(b, uint64(len(s))), s...)
}

// combinedSalts hashes every language's salt, in ID order.
func combinedSalts(salts map[string]uint64) uint64 {
	ids := make([]string, 0, len(salts))
	for id := range salts {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	h := xxh3.New()
	for _, id := range ids {
		fmt.Fprintf(h, "%s %d\n", id, salts[id])
	}
	return h.Sum64()
}
