package refgraph

import (
	"path"
	"strings"

	"github.com/soulindex/soulindex/extract"
)

// Clojure: (:require [a.b-c :as c :refer [f]]) names the namespace
// a.b-c: the file whose ns form declares it, else a/b_c.clj, .cljc or
// .cljs under any source root (src/, test/, the repository root: any
// path ending so). A namespace written in both dialects resolves by the
// importing file's: .cljs from ClojureScript, .clj from Clojure, .cljc
// after either.

// clojureExts orders the extensions a namespace's file may have, by the
// importing file's.
func clojureExts(from string) []string {
	switch path.Ext(from) {
	case ".cljs":
		return []string{".cljs", ".cljc", ".clj"}
	case ".cljc":
		return []string{".cljc", ".clj", ".cljs"}
	}
	return []string{".clj", ".cljc", ".cljs", ".bb"}
}

// clojureNamespaces maps each namespace a Clojure file declares (its
// module symbols) to the files declaring it.
func clojureNamespaces(files []*extract.File) map[string][]int32 {
	out := map[string][]int32{}
	for i, f := range files {
		if f.Language != "clojure" {
			continue
		}
		for k := range f.Symbols {
			if s := &f.Symbols[k]; s.Kind == extract.KindModule && s.Parent < 0 {
				out[s.Name] = append(out[s.Name], int32(i))
				break
			}
		}
	}
	return out
}

// resolveClojure maps a namespace name to its file.
func (ix *fileIndex) resolveClojure(f *extract.File, ns string) []int32 {
	exts := clojureExts(f.Path)
	pick := func(cands []int32) []int32 {
		for _, e := range exts {
			for _, c := range cands {
				if path.Ext(ix.files[c].Path) == e {
					return []int32{c}
				}
			}
		}
		return nil
	}
	if fs := ix.clojureNS[ns]; len(fs) > 0 {
		return pick(fs)
	}
	if ns == "" || strings.ContainsAny(ns, "/\"") {
		return nil
	}
	rel := strings.ReplaceAll(strings.ReplaceAll(ns, "-", "_"), ".", "/")
	var cands []int32
	for _, e := range exts {
		for _, c := range ix.byBase[path.Base(rel)+e] {
			if p := ix.files[c].Path; p == rel+e || strings.HasSuffix(p, "/"+rel+e) {
				cands = append(cands, c)
			}
		}
	}
	if len(cands) == 0 {
		return nil
	}
	// Several roots holding the path (src/ and a copy under another
	// tree): the shortest path, the source root nearest the top.
	best := cands[0]
	for _, c := range cands[1:] {
		if len(ix.files[c].Path) < len(ix.files[best].Path) {
			best = c
		}
	}
	return pick(append([]int32{best}, cands...))
}

// clojureReferAll is the alias the query gives a require that makes
// every name of the namespace visible unqualified (:refer :all, :use).
func clojureReferAll(alias string) bool { return alias == ":all" || alias == ":use" }

// clojureQualifiers maps the qualifiers file i may write before "/" to
// the files they name: each require's :as alias and the namespace's own
// name (a.b/f), and the file's own namespace. A qualifier outside the
// map (a Java class, js/, a namespace the file does not require) names
// nothing the outline resolves. dotFiles are the files whose names are
// visible unqualified (:refer :all, :use).
func (g *Graph) clojureQualifiers(f *extract.File, i int32) (qual map[string][]int32, dotFiles []int32) {
	qual = map[string][]int32{}
	if len(f.Symbols) > 0 && f.Symbols[0].Kind == extract.KindModule {
		qual[f.Symbols[0].Name] = []int32{i}
	}
	for k, im := range f.Imports {
		ts := g.Imports[i][k]
		if clojureReferAll(im.Alias) {
			dotFiles = append(dotFiles, ts...)
		} else if im.Alias != "" {
			qual[im.Alias] = ts
		}
		qual[im.Source] = ts
	}
	return qual, dedup(dotFiles)
}
