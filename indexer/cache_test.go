package indexer

import (
	"context"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/langs"
)

// cacheTree writes a small tree with files of several languages, one
// binary file, one invalid UTF-8 file, one with syntax errors, a header
// refined to C++ and an unsupported file.
func cacheTree(t testing.TB) string {
	t.Helper()
	root := t.TempDir()
	files := map[string]string{
		"go.mod":         "module example.com/m\n\ngo 1.26\n",
		"main.go":        "package main\n\nimport \"example.com/m/util\"\n\n// Main runs.\nfunc main() { util.Help(1) }\n",
		"util/util.go":   "package util\n\n// Help helps.\nfunc Help(n int) int { return n + 1 }\n\ntype T struct{ A int }\n\nfunc (t *T) M() {}\n",
		"broken.go":      "package main\n\nfunc ok() {}\n\nfunc broken( {\n",
		"lib.py":         "import os\n\nclass C:\n    def m(self):\n        return os.getcwd()\n",
		"app.ts":         "import { x } from './x';\nexport function f(a: number): number { return a + x; }\n",
		"x.ts":           "export const x = 1;\n",
		"data.json":      "{\"a\": {\"b\": 1}}\n",
		"inc.h":          "namespace ns { class K { public: int f(); }; }\n",
		"blob.c":         "int x;\x00\x01\x02",
		"latin1.py":      "# caf\xe9\ndef f():\n    pass\n",
		"README.md":      "# Title\n\n## Section\n",
		"notes.xyz":      "unsupported\n",
		"src/a/deep.rs":  "pub fn deep() -> u32 { 1 }\n",
		"src/a/other.rs": "use crate::a::deep;\nfn other() { deep(); }\n",
	}
	for rel, data := range files {
		writeFile(t, root, rel, data)
	}
	return root
}

func writeFile(t testing.TB, root, rel, data string) {
	t.Helper()
	p := filepath.Join(root, filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// sameResult fails unless got is what want says about every file.
func sameResult(t *testing.T, got, want *Result) {
	t.Helper()
	if len(got.Files) != len(want.Files) {
		t.Fatalf("%d files, want %d: %v vs %v", len(got.Files), len(want.Files), paths(got), paths(want))
	}
	for i := range got.Files {
		g, w := normalized(got.Files[i]), normalized(want.Files[i])
		if !reflect.DeepEqual(g, w) {
			t.Errorf("file %s differs from a run without cache:\ngot  %+v\nwant %+v", w.Path, g, w)
		}
	}
	if !reflect.DeepEqual(got.Skipped, want.Skipped) {
		t.Errorf("skipped %v, want %v", got.Skipped, want.Skipped)
	}
	if !reflect.DeepEqual(got.Notices, want.Notices) {
		t.Errorf("notices %v, want %v", got.Notices, want.Notices)
	}
	if got.Unsupported != want.Unsupported || !reflect.DeepEqual(got.UnsupportedByExt, want.UnsupportedByExt) ||
		!reflect.DeepEqual(got.Packages, want.Packages) || got.Bytes != want.Bytes {
		t.Errorf("totals differ: unsupported %v/%v packages %v/%v bytes %d/%d",
			got.UnsupportedByExt, want.UnsupportedByExt, got.Packages, want.Packages, got.Bytes, want.Bytes)
	}
	if got.Fingerprint() != want.Fingerprint() {
		t.Error("fingerprints differ")
	}
}

func paths(r *Result) []string {
	var ps []string
	for _, f := range r.Files {
		ps = append(ps, f.Path)
	}
	return ps
}

// ageCache moves the cache's writing time back by d, as if it had been
// written long after the files were last changed (tests write both
// within the racy window).
func ageCache(t testing.TB, dir string, d time.Duration) {
	t.Helper()
	file := filepath.Join(dir, CacheFileName)
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	le := binary.LittleEndian
	le.PutUint64(data[20:], uint64(int64(le.Uint64(data[20:]))+int64(d)))
	n := int(le.Uint32(data[28:]))
	end := headerFixed + n*frameMeta
	copy(data[end:], testAuth.Sum(data[:end]))
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestCacheWarmRunMatchesCold(t *testing.T) {
	root := cacheTree(t)
	dir := t.TempDir()
	want := runIndex(t, root, Options{})
	cold := runIndex(t, root, Options{CacheDir: dir})
	sameResult(t, cold, want)
	if c := cold.Cache; c == nil || c.Reused != 0 || c.Extracted == 0 || !c.Written || c.Notice != "" {
		t.Fatalf("cold run cache stats: %+v", cold.Cache)
	}
	// A cache written before the files' last change (or within the racy
	// window after it) vouches for no stat: the warm run re-hashes every
	// file, and still parses none.
	ageCache(t, dir, -time.Hour)
	warm := runIndex(t, root, Options{CacheDir: dir})
	sameResult(t, warm, want)
	n := len(want.Files) + 1 // the binary skip is remembered too
	if c := warm.Cache; c.Reused != n || c.Rehashed != n || c.Extracted != 0 || !c.Unchanged {
		t.Fatalf("warm run cache stats: %+v (want %d reused and rehashed)", c, n)
	}
	ageCache(t, dir, 2*time.Hour)
	warm = runIndex(t, root, Options{CacheDir: dir})
	sameResult(t, warm, want)
	if c := warm.Cache; c.Reused != n || c.Rehashed != 0 || c.Extracted != 0 || !c.Unchanged || c.Written {
		t.Fatalf("aged warm run cache stats: %+v (want %d stat hits, no write)", c, n)
	}
}

func TestCacheFollowsChanges(t *testing.T) {
	root := cacheTree(t)
	dir := t.TempDir()
	prev := runIndex(t, root, Options{CacheDir: dir}).Fingerprint()
	steps := []struct {
		name      string
		change    func()
		extracted int // files parsed by the warm run
		gone      string
	}{
		{"touch", func() {
			future := time.Now().Add(time.Minute)
			os.Chtimes(filepath.Join(root, "lib.py"), future, future)
		}, 0, ""},
		{"edit keeping size and mtime", func() {
			p := filepath.Join(root, "util", "util.go")
			fi, _ := os.Stat(p)
			data, _ := os.ReadFile(p)
			os.WriteFile(p, []byte(strings.Replace(string(data), "Help", "Hold", -1)), 0o644)
			os.Chtimes(p, fi.ModTime(), fi.ModTime())
		}, 1, ""},
		{"delete", func() { os.Remove(filepath.Join(root, "x.ts")) }, 0, "x.ts"},
		{"rename", func() {
			os.Rename(filepath.Join(root, "src", "a", "deep.rs"), filepath.Join(root, "src", "a", "moved.rs"))
		}, 1, "src/a/deep.rs"},
		{"add", func() { writeFile(t, root, "new/added.go", "package added\n\nfunc Added() {}\n") }, 1, ""},
		{"binary becomes text", func() { writeFile(t, root, "blob.c", "int fixed(void) { return 0; }\n") }, 1, ""},
		{"text becomes binary", func() { writeFile(t, root, "lib.py", "\x00\x01binary now") }, 1, ""},
		{"header becomes C", func() { writeFile(t, root, "inc.h", "int plain_c(void);\n") }, 1, ""},
		{"syntax fixed", func() { writeFile(t, root, "broken.go", "package main\n\nfunc ok() {}\n") }, 1, ""},
		{"grows past the size cap", func() {
			writeFile(t, root, "lib.py", "x = 1\n"+strings.Repeat("# padding\n", DefaultMaxFileSize/10+1))
		}, 0, "lib.py"},
		{"shrinks back", func() { writeFile(t, root, "lib.py", "def back():\n    pass\n") }, 1, ""},
		{"manifest edited", func() { writeFile(t, root, "go.mod", "module example.com/renamed\n") }, 0, ""},
	}
	var gone []string
	for _, s := range steps {
		ageCache(t, dir, time.Hour)
		s.change()
		want := runIndex(t, root, Options{})
		got := runIndex(t, root, Options{CacheDir: dir})
		t.Run(s.name, func(t *testing.T) {
			sameResult(t, got, want)
			if got.Cache.Extracted != s.extracted {
				t.Errorf("parsed %d files, want %d (%+v)", got.Cache.Extracted, s.extracted, got.Cache)
			}
			// A touch changes no content, and go.mod is no outline (it
			// changes the packages, so the fingerprint); everything else
			// changes the cache.
			unchanged := s.name == "touch" || s.name == "manifest edited"
			if got.Cache.Unchanged != unchanged || !unchanged && !got.Cache.Written {
				t.Errorf("unchanged/written wrong: %+v", got.Cache)
			}
			if fp := got.Fingerprint(); (fp == prev) != (s.name == "touch") {
				t.Errorf("fingerprint changed: %t, want %t", fp != prev, s.name != "touch")
			}
			prev = got.Fingerprint()
		})
		// Deleted and renamed-away files stay gone; lib.py comes back.
		if s.gone != "" && s.gone != "lib.py" {
			gone = append(gone, s.gone)
		}
		for _, g := range append(gone, s.gone) {
			for _, f := range got.Files {
				if f.Path == g {
					t.Fatalf("%s: removed file %s is still indexed", s.name, g)
				}
			}
		}
	}
}

func TestCacheKeyedOnOptionsAndLanguages(t *testing.T) {
	root := cacheTree(t)
	dir := t.TempDir()
	runIndex(t, root, Options{CacheDir: dir})
	got := runIndex(t, root, Options{CacheDir: dir, MaxFileSize: 4096})
	if got.Cache.Invalidated == "" || got.Cache.Reused != 0 {
		t.Fatalf("another --max-file-size reused the cache: %+v", got.Cache)
	}
	sameResult(t, got, runIndex(t, root, Options{MaxFileSize: 4096}))

	// A changed salt (query edit) drops only that language's entries.
	c, err := loadCache(context.Background(), filepath.Join(dir, CacheFileName), cacheKey(withDefaults(Options{MaxFileSize: 4096})), testAuth)
	if err != nil || c == nil {
		t.Fatalf("reload: %v", err)
	}
	defer c.close()
	if err := c.decode(context.Background(), func(*cacheEntry) bool { return true }, 1); err != nil {
		t.Fatal(err)
	}
	var es []*cacheEntry
	goFiles := 0
	for _, e := range c.entries {
		if e.lang == "go" {
			e.salt++
			goFiles++
		}
		es = append(es, e)
	}
	sortEntries(es)
	if _, err := saveCache(context.Background(), filepath.Join(dir, CacheFileName), c.key, testAuth, c.written, es, make([]bool, len(es)), true, nil, 1); err != nil {
		t.Fatal(err)
	}
	got = runIndex(t, root, Options{CacheDir: dir, MaxFileSize: 4096})
	if got.Cache.Extracted != goFiles || goFiles == 0 {
		t.Fatalf("parsed %d files after a Go salt change, want the %d Go files", got.Cache.Extracted, goFiles)
	}
}

func TestCacheSkipsDeadlineOutlines(t *testing.T) {
	root := cacheTree(t)
	var big strings.Builder
	big.WriteString("package big\n\n")
	for i := 0; big.Len() < 900<<10; i++ {
		fmt.Fprintf(&big, "func F%d(a, b int) int {\n\tif a > b {\n\t\treturn a*%d + b\n\t}\n\treturn b - a\n}\n\n", i, i)
	}
	writeFile(t, root, "big.go", big.String())
	dir := t.TempDir()
	// Without the time to parse a large file, tree-sitter falls back to
	// the regex tier (or the file is skipped): neither may be remembered.
	rushed := runIndex(t, root, Options{CacheDir: dir, ParseTimeout: time.Millisecond})
	hit := 0
	for _, f := range rushed.Files {
		if f.FallbackCauses&extract.CauseDeadline != 0 {
			hit++
		}
	}
	for _, s := range rushed.Skipped {
		if strings.HasPrefix(s.Reason, ReasonDeadline) {
			hit++
		}
	}
	if hit == 0 {
		t.Fatal("no file hit a 1ms parse deadline: the test checks nothing")
	}
	got := runIndex(t, root, Options{CacheDir: dir})
	sameResult(t, got, runIndex(t, root, Options{}))
	if got.Cache.Extracted < hit {
		t.Fatalf("%d files hit the deadline but only %d were parsed again", hit, got.Cache.Extracted)
	}
}

func TestCacheCorruption(t *testing.T) {
	root := cacheTree(t)
	dir := t.TempDir()
	want := runIndex(t, root, Options{})
	runIndex(t, root, Options{CacheDir: dir})
	file := filepath.Join(dir, CacheFileName)
	good, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	key := readKey(good)
	// Every truncation and every byte flip is rejected by the checks.
	for n := 0; n < len(good); n++ {
		if _, err := parseCache(context.Background(), good[:n], key, testAuth, 1); err == nil {
			t.Fatalf("cache truncated to %d of %d bytes loaded", n, len(good))
		}
	}
	for i := 0; i < len(good); i++ {
		b := append([]byte(nil), good...)
		b[i] ^= 0x01
		if _, err := parseCache(context.Background(), b, key, testAuth, 1); err == nil {
			t.Fatalf("cache with byte %d flipped loaded", i)
		}
	}

	wrongFormat := append([]byte(nil), good...)
	binary.LittleEndian.PutUint32(wrongFormat[8:], cacheFormat+1)
	tests := []struct {
		name  string
		setup func()
		stale bool // reported as invalidated, not corrupt
	}{
		{"empty", func() { os.WriteFile(file, nil, 0o644) }, false},
		{"truncated header", func() { os.WriteFile(file, good[:20], 0o644) }, false},
		{"truncated frame", func() { os.WriteFile(file, good[:len(good)-7], 0o644) }, false},
		{"flipped frame byte", func() {
			b := append([]byte(nil), good...)
			b[len(b)-3] ^= 0x40
			os.WriteFile(file, b, 0o644)
		}, false},
		{"trailing garbage", func() { os.WriteFile(file, append(append([]byte(nil), good...), 1, 2, 3), 0o644) }, false},
		{"not a cache", func() { os.WriteFile(file, []byte("hello, world, this is not a cache file at all"), 0o644) }, false},
		{"directory in its place", func() {
			os.Remove(file)
			os.MkdirAll(filepath.Join(file, "sub"), 0o755)
		}, false},
		{"wrong format version", func() { os.WriteFile(file, wrongFormat, 0o644) }, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			os.RemoveAll(file)
			tt.setup()
			got := runIndex(t, root, Options{CacheDir: dir})
			sameResult(t, got, want)
			c := got.Cache
			if tt.name == "directory in its place" {
				// Not ours to replace: read as corrupt, left alone, and
				// said so on every run.
				if c.Reused != 0 || c.Written || !strings.Contains(c.Notice, "never replaces") {
					t.Errorf("a directory at the cache's name: %+v", c)
				}
				if fi, err := os.Stat(filepath.Join(file, "sub")); err != nil || !fi.IsDir() {
					t.Errorf("the directory was not left alone: %v", err)
				}
				return
			}
			if tt.stale {
				if c.Invalidated == "" || c.Notice != "" {
					t.Errorf("want an invalidated cache, got %+v", c)
				}
			} else if !strings.HasPrefix(c.Notice, "cache corrupt: ") || !strings.HasSuffix(c.Notice, ", rebuilt") {
				t.Errorf("notice %q, want \"cache corrupt: …, rebuilt\"", c.Notice)
			}
			if c.Reused != 0 || !c.Written {
				t.Errorf("a bad cache served files or was not rewritten: %+v", c)
			}
			// Rebuilt: the next run loads it.
			again := runIndex(t, root, Options{CacheDir: dir})
			if again.Cache.Notice != "" || !again.Cache.Unchanged {
				t.Errorf("cache not rebuilt: %+v", again.Cache)
			}
		})
	}
}

// A cache that cannot be written is a notice; the run still succeeds.
func TestCacheUnwritable(t *testing.T) {
	root := cacheTree(t)
	blocker := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(blocker, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	got := runIndex(t, root, Options{CacheDir: filepath.Join(blocker, "cache")})
	sameResult(t, got, runIndex(t, root, Options{}))
	if !strings.Contains(got.Cache.Notice, "cache not saved") {
		t.Fatalf("notice %q, want cache not saved", got.Cache.Notice)
	}
}

// With nothing changed, Options.UpToDate is asked with a result built
// from the manifest alone: the same summary and fingerprint as a full
// run, no outline read (a damaged frame goes unnoticed). Answered false,
// or with a file changed, the run reads the outlines as before (and then
// finds the damage).
func TestUpToDateReadsNoOutline(t *testing.T) {
	root := cacheTree(t)
	dir := t.TempDir()
	want := runIndex(t, root, Options{})
	runIndex(t, root, Options{CacheDir: dir})
	ageCache(t, dir, time.Hour)

	// Damage the last frame's bytes; header and manifest stay valid.
	file := filepath.Join(dir, CacheFileName)
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	data[len(data)-3] ^= 0xff
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}

	asked := 0
	yes := func(*Result) bool { asked++; return true }
	got := runIndex(t, root, Options{CacheDir: dir, UpToDate: yes})
	if asked != 1 || !got.OutlinesOmitted {
		t.Fatalf("asked %d times, outlines omitted %t; want asked once and omitted", asked, got.OutlinesOmitted)
	}
	if got.Cache.Notice != "" || !got.Cache.Unchanged || got.Cache.Written {
		t.Errorf("cache stats %+v: want unchanged, unwritten, no notice (no frame read)", got.Cache)
	}
	if got.Fingerprint() != want.Fingerprint() {
		t.Error("the manifest's fingerprint differs from a full run's")
	}
	if !reflect.DeepEqual(paths(got), paths(want)) || !reflect.DeepEqual(got.Skipped, want.Skipped) ||
		!reflect.DeepEqual(got.Notices, want.Notices) || got.Bytes != want.Bytes {
		t.Errorf("summary differs: files %v / %v, skipped %v / %v", paths(got), paths(want), got.Skipped, want.Skipped)
	}
	for id, w := range want.Languages {
		g := got.Languages[id]
		if g == nil || g.Files != w.Files || g.Bytes != w.Bytes || g.Symbols != w.Symbols || g.Refs != w.Refs {
			t.Errorf("%s: language stats %+v, want %+v", id, g, w)
		}
	}
	for i, f := range got.Files {
		w := want.Files[i]
		if f.Language != w.Language || f.Backend != w.Backend || f.Hash != w.Hash || f.Size != w.Size ||
			f.Fallback != w.Fallback || f.ErrorNodes != w.ErrorNodes || f.Symbols != nil {
			t.Errorf("stub %s = %+v, want the outline's summary and no symbols", f.Path, f)
		}
	}

	// Answered false: the outlines are read, and the damage found.
	asked = 0
	got = runIndex(t, root, Options{CacheDir: dir, UpToDate: func(*Result) bool { asked++; return false }})
	if asked != 1 || got.OutlinesOmitted || !strings.Contains(got.Cache.Notice, "checksum") {
		t.Errorf("asked %d, omitted %t, notice %q: want the outlines read and the damaged frame reported", asked, got.OutlinesOmitted, got.Cache.Notice)
	}
	sameResult(t, got, want)

	// A changed file: not asked at all.
	ageCache(t, dir, time.Hour)
	writeFile(t, root, "x.ts", "export const x = 2;\n")
	asked = 0
	got = runIndex(t, root, Options{CacheDir: dir, UpToDate: yes})
	if asked != 0 || got.OutlinesOmitted {
		t.Errorf("asked %d times after an edit (omitted %t), want 0", asked, got.OutlinesOmitted)
	}
	sameResult(t, got, runIndex(t, root, Options{}))
}

// A host whose outline includes its injected scripts' (Vue, Svelte, HTML)
// is salted with the injected languages' queries: a JavaScript or
// TypeScript query edit drops their cached outlines too, and nothing else's.
func TestCacheSaltCoversInjectedQueries(t *testing.T) {
	reg := langs.MustNew()
	base := langSalts(reg)
	for _, edited := range []string{"javascript", "typescript"} {
		salts := saltsOf(reg, func(l *langs.Language) string {
			if l.ID == edited {
				return l.Query() + "\n; edited\n"
			}
			return l.Query()
		})
		for id, s := range salts {
			host := id == "vue" || id == "svelte" || id == "html"
			switch {
			case id == edited || host:
				if s == base[id] {
					t.Errorf("%s query edited: the %s salt did not change", edited, id)
				}
			case edited == "typescript" && id == "tsx": // tsx shares typescript.scm
			default:
				if s != base[id] {
					t.Errorf("%s query edited: the %s salt changed", edited, id)
				}
			}
		}
	}
	for _, id := range []string{"vue", "svelte", "html"} {
		if l := reg.ByID(id); !slices.Contains(l.Injects, "javascript") || !slices.Contains(l.Injects, "typescript") {
			t.Errorf("%s injects %v", id, l.Injects)
		}
	}
}
