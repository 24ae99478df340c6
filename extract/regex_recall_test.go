package extract_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/langs"
)

// TestRegexRecallAgainstTreeSitter runs the regex tier over the fixtures
// of every language that has both tiers and measures how many of the
// tree-sitter definitions (name, line) it finds: the fallback must keep
// most of the outline when tree-sitter cannot serve a file.
func TestRegexRecallAgainstTreeSitter(t *testing.T) {
	reg := langs.MustNew()
	qs, err := extract.CompileQueries(reg)
	if err != nil {
		t.Fatal(err)
	}
	defer qs.Close()
	ts := extract.NewTreeSitter(qs)
	defer ts.Close()
	rx := extract.NewRegex()
	type stat struct{ want, found, extra, wantDecl, foundDecl int }
	stats := map[string]*stat{}
	root := filepath.Join("..", "testdata", "fixtures")
	_ = filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.Contains(p, "broken") {
			return err
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		l := reg.Refine(reg.Detect(p), p, src)
		if l == nil || !l.HasGrammar() || !rx.Supports(l.ID) {
			return nil
		}
		full, err := ts.Extract(context.Background(), l.ID, p, src, 10*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		fb, err := rx.Extract(context.Background(), l.ID, p, src)
		if err != nil {
			t.Fatal(err)
		}
		type key struct {
			name string
			line uint32
		}
		got := map[key]bool{}
		for _, s := range fb.Symbols {
			got[key{s.Name, s.NameRange.Start.Line}] = true
		}
		fam := rx.Family(l.ID)
		st := stats[fam]
		if st == nil {
			st = &stat{}
			stats[fam] = st
		}
		wantSet := map[key]bool{}
		for _, s := range full.Symbols {
			k := key{s.Name, s.NameRange.Start.Line}
			wantSet[k] = true
			st.want++
			decl := s.Kind.IsCallable() || s.Kind.IsType() || s.Kind == extract.KindModule || s.Kind == extract.KindMacro
			if decl {
				st.wantDecl++
			}
			if got[k] {
				st.found++
				if decl {
					st.foundDecl++
				}
			} else if testing.Verbose() && os.Getenv("RX_MISSES") != "" {
				t.Logf("%s: missed %s %s line %d", p, s.Kind, s.Name, s.NameRange.Start.Line+1)
			}
		}
		for k := range got {
			if !wantSet[k] {
				st.extra++
				if testing.Verbose() && os.Getenv("RX_EXTRA") != "" {
					t.Logf("%s: extra %s line %d", p, k.name, k.line+1)
				}
			}
		}
		return nil
	})
	var fams []string
	for f := range stats {
		fams = append(fams, f)
	}
	sort.Strings(fams)
	for _, f := range fams {
		st := stats[f]
		recall := float64(st.found) / float64(max(st.want, 1))
		declRecall := float64(st.foundDecl) / float64(max(st.wantDecl, 1))
		t.Log(fmt.Sprintf("%-8s tree-sitter defs %4d  regex found %4d (%.0f%%)  functions and types %4d/%4d (%.0f%%)  regex-only %d",
			f, st.want, st.found, 100*recall, st.foundDecl, st.wantDecl, 100*declRecall, st.extra))
		// Floors a fallback must keep; each family is above them on the
		// fixtures, so a pattern that breaks shows here.
		if recall < 0.55 || declRecall < 0.75 {
			t.Errorf("%s: regex recall %.0f%% (functions and types %.0f%%) fell below the floor (55%%, 75%%)", f, 100*recall, 100*declRecall)
		}
	}
	if len(fams) < 14 {
		t.Errorf("only %d families measured, want the 14 keyword families", len(fams))
	}
}
