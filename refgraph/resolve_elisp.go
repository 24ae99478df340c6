package refgraph

import (
	"path"
	"strings"

	"github.com/soulindex/soulindex/extract"
)

// Emacs Lisp: (require 'feature) loads the file that provides the
// feature, found by load-path: the file whose (provide 'feature) names
// it, else feature.el. Several candidates (a package and a copy of it
// under a test or vendor tree) resolve to the one in the requiring
// file's directory, else to the one whose directory shares the longest
// prefix with it; a tie resolves to none.

// elispFeatures maps each feature an Emacs Lisp file provides (its
// exports) to the files providing it.
func elispFeatures(files []*extract.File) map[string][]int32 {
	out := map[string][]int32{}
	for i, f := range files {
		if f.Language != "elisp" {
			continue
		}
		for _, ex := range f.Exports {
			out[ex.Name] = append(out[ex.Name], int32(i))
		}
	}
	return out
}

// resolveElisp maps a required feature to the file providing it.
func (ix *fileIndex) resolveElisp(f *extract.File, feature string) []int32 {
	if feature == "" || strings.ContainsAny(feature, "/\\") {
		return nil
	}
	if fs := ix.elispFeatures[feature]; len(fs) > 0 {
		return ix.nearest(f, fs)
	}
	var cands []int32
	for _, c := range ix.byBase[feature+".el"] {
		if ix.files[c].Language == "elisp" {
			cands = append(cands, c)
		}
	}
	return ix.nearest(f, cands)
}

// nearest picks, among candidate files, the one nearest to f: in its
// directory, else sharing the longest directory prefix; none on a tie.
func (ix *fileIndex) nearest(f *extract.File, cands []int32) []int32 {
	switch len(cands) {
	case 0:
		return nil
	case 1:
		return cands
	}
	dir := path.Dir(f.Path)
	best, bestLen, tie := int32(-1), -1, false
	for _, c := range cands {
		d := path.Dir(ix.files[c].Path)
		n := commonDirLen(dir, d)
		if d == dir {
			n = len(dir) + 1 // the same directory wins outright
		}
		switch {
		case n > bestLen:
			best, bestLen, tie = c, n, false
		case n == bestLen:
			tie = true
		}
	}
	if tie {
		return nil
	}
	return []int32{best}
}

// commonDirLen is the number of leading path elements two directories
// share.
func commonDirLen(a, b string) int {
	if a == "." || b == "." {
		return 0
	}
	as, bs := strings.Split(a, "/"), strings.Split(b, "/")
	n := 0
	for n < len(as) && n < len(bs) && as[n] == bs[n] {
		n++
	}
	return n
}
