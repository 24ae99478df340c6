package extract_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/langs"
)

// regexCorpusEnv names a directory of real files (bench/corpora.sh --langs
// lays one out per language under its cache's corpora/lang-*) for the regex
// tier's benchmark and outline check. Unset, both skip.
const regexCorpusEnv = "SOULINDEX_REGEX_CORPUS"

type corpusFile struct {
	path, lang string
	src        []byte
}

// regexCorpus reads every file under the directories of $SOULINDEX_REGEX_CORPUS
// (separated by the OS's list separator) that the regex tier serves, alone
// or as the fallback of a grammar, grouped by language.
func regexCorpus(tb testing.TB) map[string][]corpusFile {
	tb.Helper()
	dirs := os.Getenv(regexCorpusEnv)
	if dirs == "" {
		tb.Skipf("%s is not set: it names directories of real files (e.g. from bench/corpora.sh --langs)", regexCorpusEnv)
	}
	reg := langs.MustNew()
	rx := extract.NewRegex()
	out := map[string][]corpusFile{}
	for _, dir := range filepath.SplitList(dirs) {
		err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			l := reg.Detect(p)
			if l == nil || !rx.Supports(l.ID) {
				return nil
			}
			src, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			l = reg.Refine(l, p, src)
			if l == nil || !rx.Supports(l.ID) {
				return nil
			}
			out[l.ID] = append(out[l.ID], corpusFile{path: p, lang: l.ID, src: src})
			return nil
		})
		if err != nil {
			tb.Fatal(err)
		}
	}
	if len(out) == 0 {
		tb.Skipf("%s=%s holds no file of a language the regex tier serves", regexCorpusEnv, dirs)
	}
	return out
}

// BenchmarkRegexTier measures the regex tier alone (masking, patterns,
// scopes, references, the builder) per language on real files, whether
// the tier serves the language alone or as its grammar's fallback:
//
//	SOULINDEX_REGEX_CORPUS=$(ls -d ~/.cache/soulindex-bench/corpora/lang-* | paste -sd:) \
//	  go test ./extract -run '^$' -bench RegexTier -benchtime 3x
func BenchmarkRegexTier(b *testing.B) {
	corpus := regexCorpus(b)
	ids := make([]string, 0, len(corpus))
	for id := range corpus {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	rx := extract.NewRegex()
	ctx := context.Background()
	for _, id := range ids {
		files := corpus[id]
		var size int64
		for _, f := range files {
			size += int64(len(f.src))
		}
		b.Run(id, func(b *testing.B) {
			b.SetBytes(size)
			// Compile the family's patterns first: a run compiles them once.
			if _, err := rx.Extract(ctx, id, files[0].path, files[0].src); err != nil {
				b.Fatal(err)
			}
			defs := 0
			for b.Loop() {
				defs = 0
				for _, f := range files {
					out, err := rx.Extract(ctx, id, f.path, f.src)
					if err != nil {
						b.Fatal(err)
					}
					defs += len(out.Symbols)
				}
			}
			b.ReportMetric(float64(len(files)), "files")
			b.ReportMetric(float64(defs), "defs")
		})
	}
}

// TestRegexTierCorpusDigest prints one digest of the regex tier's outlines
// per language of $SOULINDEX_REGEX_CORPUS (and writes the dumps under
// $SOULINDEX_REGEX_DUMP when set), so a change to the tier can be checked
// to leave the outlines of real files byte for byte as they were.
func TestRegexTierCorpusDigest(t *testing.T) {
	corpus := regexCorpus(t)
	rx := extract.NewRegex()
	dumpDir := os.Getenv("SOULINDEX_REGEX_DUMP")
	for id, files := range corpus {
		h := sha256.New()
		var all bytes.Buffer
		for _, f := range files {
			out, err := rx.Extract(context.Background(), id, f.path, f.src)
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if err := extract.Dump(&buf, out); err != nil {
				t.Fatal(err)
			}
			// Every field, not only what Dump shows.
			fmt.Fprintf(&buf, "%+v\n%+v\n%+v\n%+v\n", out.Symbols, out.Imports, out.Scopes, out.LoadRefs())
			fmt.Fprintf(h, "%s\n", f.path)
			h.Write(buf.Bytes())
			fmt.Fprintf(&all, "== %s\n", f.path)
			all.Write(buf.Bytes())
		}
		t.Logf("%s: %d files, outline digest %x", id, len(files), h.Sum(nil)[:8])
		if dumpDir != "" {
			if err := os.WriteFile(filepath.Join(dumpDir, strings.ReplaceAll(id, "/", "_")+".txt"), all.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}
