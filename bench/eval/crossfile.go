package eval

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/sourcegraph/scip/bindings/go/scip"
)

// Reference forms of cross-file references.
const (
	// FormMember: the referenced symbol is a method, field, property or
	// enum member (by the side's own kind of it).
	FormMember = "member"
	// FormQualified: not a member, and the occurrence follows ".", "::",
	// "->" or "?." in the source ("pkg.Name", "mod.name", "Mod::f").
	FormQualified = "qualified"
	// FormUnqualified: everything else, and every non-member reference
	// whose source text is not available.
	FormUnqualified = "unqualified"
)

// refForm indexes the forms in the order they are reported.
type refForm int

const (
	formMember refForm = iota
	formQualified
	formUnqualified
	numForms
)

func (f refForm) String() string {
	switch f {
	case formMember:
		return FormMember
	case formQualified:
		return FormQualified
	}
	return FormUnqualified
}

// CrossFileRefs is reference recall and precision restricted to cross-file
// references: a truth (candidate) reference counts when none of the files
// where the truth (candidate) defines its symbol is the reference's own
// file. References to namespace and module symbols are left out, as for
// edges: which file "defines" a package is an indexer convention. So are
// references to parameters (a keyword argument f(name=v) naming a
// parameter of f): scip-go and scip-typescript make parameters local
// symbols, scip-python global ones, and soulindex defines none; they are
// counted in ParameterRefs.
type CrossFileRefs struct {
	All    Score       `json:"all"`
	ByForm []FormScore `json:"by_form"`
	// TextNA says why no source text was read (no corpus directory): then
	// qualified references are counted as unqualified.
	TextNA string `json:"text_na,omitempty"`
	// Compared files read to tell qualified from unqualified references,
	// and those that could not be (missing, larger than 16 MiB, not a
	// regular file, unreadable), with a few reasons.
	FilesRead    int      `json:"files_read"`
	FilesUnread  int      `json:"files_unread"`
	UnreadSample []string `json:"unread_sample,omitempty"`
	// Non-member references (both sides) counted as unqualified because
	// their text was not available (no corpus, file unread, position past
	// the end of the file).
	RefsWithoutText int `json:"refs_without_text"`
	// ParameterRefs counts the truth's cross-file references to
	// parameters, left out of the scores above.
	ParameterRefs int `json:"parameter_refs_left_out"`
}

// FormScore is the cross-file reference score of one form.
type FormScore struct {
	Form string `json:"form"`
	Score
}

// Buckets of the reference scores evalRefs computes for Result.
const (
	bucketAll       = 0
	bucketCrossFile = 1
	bucketForms     = 2 // + refForm
)

// evalRefs fills Refs and CrossFileRefs, with their examples, in one pass
// over the references.
func (res *Result) evalRefs(cand, truth *Index, pairs []pair, mapping []int32, opt Options) {
	ex := &res.Examples
	describeRef := func(o refOcc) string {
		if o.truth {
			return describe(truth, pairs[o.pair].t.Path, o.Occ)
		}
		return describe(cand, pairs[o.pair].c.Path, o.Occ)
	}
	kindOf := func(o refOcc) string {
		if o.truth {
			return truth.Kind(o.Sym)
		}
		return cand.Kind(o.Sym)
	}
	buckets := make([]refBucket, bucketForms+int(numForms))
	missed, extra := newSampler(opt.Examples), newSampler(opt.Examples)
	buckets[bucketAll].disagree = func(o refOcc, isMissed bool) {
		switch k := kindOf(o); {
		case isMissed && missed.take(k):
			ex.MissedRefs = append(ex.MissedRefs, describeRef(o))
		case !isMissed && extra.take(k):
			ex.ExtraRefs = append(ex.ExtraRefs, describeRef(o))
		}
	}
	missedX, extraX := newSampler(opt.Examples), newSampler(opt.Examples)
	for f := range numForms {
		buckets[bucketForms+int(f)].disagree = func(o refOcc, isMissed bool) {
			form := f.String()
			switch {
			case isMissed && missedX.take(form):
				ex.MissedCrossFileRefs = append(ex.MissedCrossFileRefs, form+": "+describeRef(o))
			case !isMissed && extraX.take(form):
				ex.ExtraCrossFileRefs = append(ex.ExtraCrossFileRefs, form+": "+describeRef(o))
			}
		}
	}

	cf := &CrossFileRefs{}
	src := &sourceText{corpus: opt.Corpus, cur: -1, out: cf}
	if opt.Corpus == "" {
		cf.TextNA = "no corpus directory"
	}
	evalRefs(cand, truth, pairs, mapping, buckets, func(o refOcc) uint64 {
		in := uint64(1) << bucketAll
		if len(o.defs) == 0 || containsFile(o.defs, int32(o.pair)) {
			return in
		}
		x, d := cand, pairs[o.pair].c
		if o.truth {
			x, d = truth, pairs[o.pair].t
		}
		k := x.Kind(o.Sym)
		if isNamespaceKind(k) {
			return in
		}
		if k == KindParameter {
			if o.truth {
				cf.ParameterRefs++
			}
			return in
		}
		form := formMember
		if !isMemberKind(k) {
			form = src.form(pairs, o.pair, x.columnEncoding(d), o.Range)
		}
		return in | 1<<bucketCrossFile | 1<<(bucketForms+int(form))
	})
	res.Refs = &buckets[bucketAll].RefResult
	cf.All = buckets[bucketCrossFile].Score
	for f := range numForms {
		cf.ByForm = append(cf.ByForm, FormScore{Form: f.String(), Score: buckets[bucketForms+int(f)].Score})
	}
	res.CrossFileRefs = cf
}

// containsFile reports whether the ascending file list fs holds f.
func containsFile(fs []int32, f int32) bool {
	for _, x := range fs {
		if x >= f {
			return x == f
		}
	}
	return false
}

// isMemberKind: kinds reached through a value or type ("x.f", "T.M"), so
// their form says nothing about how a reference was resolved.
func isMemberKind(k string) bool {
	return k == KindMethod || k == KindField || k == KindProperty || k == KindEnumMember
}

// columnEncoding is the unit of d's columns: the document's own
// PositionEncoding, else the producer's convention (scip-typescript and
// scip-python count UTF-16 code units, as LSP does; soulindex and scip-go
// bytes).
func (x *Index) columnEncoding(d *Doc) scip.PositionEncoding {
	if d.enc != scip.PositionEncoding_UnspecifiedPositionEncoding {
		return d.enc
	}
	if strings.HasPrefix(x.Tool, "scip-typescript") || strings.HasPrefix(x.Tool, "scip-python") {
		return scip.PositionEncoding_UTF16CodeUnitOffsetFromLineStart
	}
	return scip.PositionEncoding_UTF8CodeUnitOffsetFromLineStart
}

// maxSourceFile bounds the files read for reference forms.
const maxSourceFile = 16 << 20

const unreadSamples = 5

// sourceText holds the text of one compared file at a time: evalRefs
// visits references file by file, so each file is read at most once, and
// only when one of its references needs its text.
type sourceText struct {
	corpus string
	out    *CrossFileRefs // counts files read and unread, references without text
	cur    int            // the file held, an index into pairs; -1: none
	text   []byte         // nil: not available
	lines  []int          // byte offset of each line's start
}

// form tells a non-member reference starting at r qualified or unqualified.
func (s *sourceText) form(pairs []pair, pi int, enc scip.PositionEncoding, r Range) refForm {
	if !s.load(pairs, pi) || int(r.StartLine) >= len(s.lines) {
		s.out.RefsWithoutText++
		return formUnqualified
	}
	start, end := s.lines[r.StartLine], len(s.text)
	if int(r.StartLine)+1 < len(s.lines) {
		end = s.lines[r.StartLine+1]
	}
	off := start + byteColumn(s.text[start:end], int(r.StartCol), enc)
	if qualifiedBefore(s.text, off) {
		return formQualified
	}
	return formUnqualified
}

func (s *sourceText) load(pairs []pair, pi int) bool {
	if s.cur == pi {
		return s.text != nil
	}
	s.cur, s.text, s.lines = pi, nil, nil
	if s.corpus == "" {
		return false
	}
	text, err := readSource(s.corpus, pairs[pi])
	if err != nil {
		s.out.FilesUnread++
		s.out.UnreadSample = appendSample(s.out.UnreadSample, err.Error(), unreadSamples)
		return false
	}
	s.out.FilesRead++
	s.text, s.lines = text, []int{0}
	for i, c := range text {
		if c == '\n' {
			s.lines = append(s.lines, i+1)
		}
	}
	return true
}

// readSource reads a compared file from the corpus. The truth's path comes
// first (the corpus is usually its project root), then the aligned key and
// the candidate's path. Paths leaving the corpus are not followed.
func readSource(corpus string, p pair) ([]byte, error) {
	for _, rel := range []string{p.t.Path, p.key, p.c.Path} {
		rel = filepath.FromSlash(rel)
		if !filepath.IsLocal(rel) {
			continue
		}
		b, err := readBounded(filepath.Join(corpus, rel))
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		return b, err
	}
	return nil, fmt.Errorf("%s: not found in the corpus", p.key)
}

// readBounded reads a regular file of at most maxSourceFile bytes (stat
// first: opening a FIFO would block).
func readBounded(path string) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file", path)
	}
	if st.Size() > maxSourceFile {
		return nil, fmt.Errorf("%s: larger than %d bytes", path, maxSourceFile)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxSourceFile+1))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	if len(b) > maxSourceFile {
		return nil, fmt.Errorf("%s: larger than %d bytes", path, maxSourceFile)
	}
	return b, nil
}

// byteColumn converts a column in enc units to a byte offset into line
// (which may end with its newline), clamped to the line. Invalid UTF-8
// counts one unit per byte.
func byteColumn(line []byte, col int, enc scip.PositionEncoding) int {
	if enc != scip.PositionEncoding_UTF16CodeUnitOffsetFromLineStart &&
		enc != scip.PositionEncoding_UTF32CodeUnitOffsetFromLineStart {
		return min(col, len(line))
	}
	i := 0
	for units := 0; i < len(line) && units < col; {
		r, size := utf8.DecodeRune(line[i:])
		units++
		if r > 0xFFFF && enc == scip.PositionEncoding_UTF16CodeUnitOffsetFromLineStart {
			units++ // a surrogate pair
		}
		i += size
	}
	return i
}

// qualifiedBefore reports whether the text before off ends with ".", "::",
// "->" or "?.", whitespace and newlines between allowed. Two exceptions:
// ".." (spread "...x", ranges "a..b") does not qualify, and "->" only
// right before the name, since "-> T" is a return type in Python and Rust.
func qualifiedBefore(text []byte, off int) bool {
	i := off
	for i > 0 && isSpace(text[i-1]) {
		i--
	}
	switch {
	case i >= 1 && text[i-1] == '.':
		return i == 1 || text[i-2] != '.'
	case i >= 2 && text[i-2] == ':' && text[i-1] == ':':
		return true
	case i == off && i >= 2 && text[i-2] == '-' && text[i-1] == '>':
		return true
	}
	return false
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}
