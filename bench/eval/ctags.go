package eval

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// CtagsTag is one "_type": "tag" line of universal-ctags JSON Lines output
// (--output-format=json --fields=+neKS).
type CtagsTag struct {
	Name      string `json:"name"`
	Path      string `json:"path"`
	Line      int    `json:"line"` // 1-based
	Kind      string `json:"kind"`
	Scope     string `json:"scope,omitempty"`
	ScopeKind string `json:"scopeKind,omitempty"`
}

// CtagsStats counts the lines of a ctags file that were not tags.
type CtagsStats struct {
	Lines      int `json:"lines"`
	Tags       int `json:"tags"`
	Other      int `json:"other_types"`   // "ptag" and other non-tag lines
	Malformed  int `json:"malformed"`     // not JSON, or a tag without name, path or a line ≥ 1
	Unlocated  int `json:"unlocated"`     // name not found on its line: the whole line is its range
	Unreadable int `json:"unreadable"`    // source file not readable: whole-line ranges
	OutOfFile  int `json:"line_past_eof"` // line past the end of the file: whole-line range
}

// maxCtagsLine bounds one JSON line; longer lines are counted as malformed.
const maxCtagsLine = 16 << 20

// ParseCtags reads universal-ctags JSON Lines. Lines that are not tags are
// skipped and counted; a malformed line is counted, not fatal. Only a read
// error fails.
func ParseCtags(r io.Reader) ([]CtagsTag, CtagsStats, error) {
	var st CtagsStats
	var tags []CtagsTag
	br := bufio.NewReaderSize(r, 1<<16)
	for {
		line, tooLong, err := readLine(br)
		if err != nil && err != io.EOF {
			return nil, st, err
		}
		if len(line) > 0 || tooLong {
			st.Lines++
			switch {
			case tooLong:
				st.Malformed++
			default:
				if t, ok, isTag := parseCtagsLine(line); ok {
					st.Tags++
					tags = append(tags, t)
				} else if isTag {
					st.Malformed++
				} else {
					st.Other++
				}
			}
		}
		if err == io.EOF {
			return tags, st, nil
		}
	}
}

// readLine returns the next line without its end; a line longer than
// maxCtagsLine is consumed and reported as tooLong.
func readLine(br *bufio.Reader) (line []byte, tooLong bool, err error) {
	for {
		chunk, isPrefix, e := br.ReadLine()
		if !tooLong {
			line = append(line, chunk...)
			if len(line) > maxCtagsLine {
				tooLong, line = true, nil
			}
		}
		if e != nil || !isPrefix {
			return bytes.TrimSpace(line), tooLong, e
		}
	}
}

// parseCtagsLine decodes one line. ok: a valid tag; isTag: the line is not
// another known record type (so a failure counts as malformed).
func parseCtagsLine(line []byte) (t CtagsTag, ok, isTag bool) {
	var rec struct {
		Type *string `json:"_type"`
		CtagsTag
	}
	if err := json.Unmarshal(line, &rec); err != nil {
		return CtagsTag{}, false, true
	}
	if rec.Type == nil || *rec.Type != "tag" {
		return CtagsTag{}, false, rec.Type == nil
	}
	t = rec.CtagsTag
	if t.Name == "" || t.Path == "" || t.Line < 1 || t.Line > 1<<30 {
		return CtagsTag{}, false, true
	}
	return t, true, true
}

// CtagsIndex turns tags into an Index of definitions only (no references).
// Paths are made relative to corpus when they lie under it (absolute paths,
// or paths relative to the working directory ctags ran in, such as
// "corpus/dir/file.go"); other paths are kept as they are and left to path
// alignment. The range of a tag is the first occurrence of its name on its
// line as a whole word (else the first occurrence at all), read from the
// source under corpus; when the name is not on the line
// (or the file cannot be read) it is the whole line. The kind is mapped by
// kindFromCtags; a Go "func" with a type scope is a method, and a Python
// "member" is a method.
func CtagsIndex(name string, tags []CtagsTag, corpus string, st *CtagsStats) *Index {
	if st == nil {
		st = &CtagsStats{}
	}
	x := NewIndex(name)
	x.Tool = "universal-ctags"
	rel := map[string]string{}
	src := &lineCache{}
	// Sorted tag files (ctags' default) interleave files: visit the tags
	// file by file so that each source file is read once.
	order := make([]int, len(tags))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return tags[order[a]].Path < tags[order[b]].Path })
	for _, i := range order {
		t := &tags[i]
		p, ok := rel[t.Path]
		if !ok {
			p = ctagsRelPath(t.Path, corpus)
			rel[t.Path] = p
		}
		r := src.locate(corpus, p, t, st)
		sym := fmt.Sprintf("ctags %s:%d:%s", p, t.Line, t.Name)
		if t.Scope != "" {
			sym = fmt.Sprintf("ctags %s:%d:%s.%s", p, t.Line, t.Scope, t.Name)
		}
		id := x.intern(sym)
		x.kinds[id] = ctagsKind(t, p)
		d := x.byPath[p]
		if d == nil {
			d = x.doc(p)
			x.Stats.Documents++
		}
		d.Defs = append(d.Defs, Occ{Range: r, Sym: id})
		x.Stats.Definitions++
	}
	x.finish()
	return x
}

func ctagsKind(t *CtagsTag, p string) string {
	k := kindFromCtags(t.Kind)
	switch {
	case k == KindFunction && t.Scope != "":
		switch strings.ToLower(t.ScopeKind) {
		case "struct", "class", "type", "interface", "union", "talias", "typedef", "trait", "enum":
			return KindMethod
		}
	case k == KindField && strings.HasSuffix(p, ".py") && strings.EqualFold(t.Kind, "member"):
		return KindMethod
	}
	return k
}

// ctagsRelPath makes a tag path relative to corpus: an absolute path under
// it; a path that names a file when joined to corpus; a path relative to the
// current directory that lies under corpus; or, for ctags run elsewhere
// (`ctags -R xtools` from /tmp, corpus /tmp/xtools), the path without as many
// leading directories as it takes to name a file under corpus. Otherwise the
// path stays as it is, for path alignment to deal with.
func ctagsRelPath(p, corpus string) string {
	if corpus == "" {
		return normPath(p)
	}
	absCorpus, err := filepath.Abs(corpus)
	if err != nil {
		return normPath(p)
	}
	under := func(abs string) (string, bool) {
		r, err := filepath.Rel(absCorpus, abs)
		if err != nil || r == ".." || strings.HasPrefix(r, ".."+string(filepath.Separator)) {
			return "", false
		}
		return normPath(filepath.ToSlash(r)), true
	}
	exists := func(rel string) bool {
		st, err := os.Stat(filepath.Join(absCorpus, filepath.FromSlash(rel)))
		return err == nil && !st.IsDir()
	}
	if filepath.IsAbs(p) {
		if r, ok := under(p); ok {
			return r
		}
		return normPath(p)
	}
	rel := normPath(filepath.ToSlash(p))
	if exists(rel) {
		return rel
	}
	if abs, err := filepath.Abs(p); err == nil {
		if r, ok := under(abs); ok && exists(r) {
			return r
		}
	}
	for i := 0; i < len(rel); i++ {
		if rel[i] == '/' && exists(rel[i+1:]) {
			return rel[i+1:]
		}
	}
	return rel
}

// lineCache keeps the lines of the last source file read.
type lineCache struct {
	path  string
	lines [][]byte
	err   error
}

const wholeLine = 1 << 30

func (c *lineCache) locate(corpus, p string, t *CtagsTag, st *CtagsStats) Range {
	line := int32(t.Line - 1)
	whole := Range{StartLine: line, EndLine: line, EndCol: wholeLine}
	if corpus == "" {
		st.Unreadable++
		return whole
	}
	if c.path != p {
		c.path = p
		var b []byte
		b, c.err = os.ReadFile(filepath.Join(corpus, filepath.FromSlash(p)))
		c.lines = bytes.Split(b, []byte("\n"))
	}
	if c.err != nil {
		st.Unreadable++
		return whole
	}
	if int(line) >= len(c.lines) {
		st.OutOfFile++
		return whole
	}
	text := c.lines[line]
	for _, name := range nameCandidates(t.Name) {
		if i := findName(text, name); i >= 0 {
			return Range{StartLine: line, StartCol: int32(i), EndLine: line, EndCol: int32(i + len(name))}
		}
	}
	st.Unlocated++
	whole.EndCol = int32(len(text))
	return whole
}

// findName returns the byte offset of the first occurrence of name in text
// that stands as a whole word (not inside a longer identifier: "Error" in
// "func (p *panicError) Error()" is the second one), else of the first
// occurrence at all, else -1.
func findName(text []byte, name string) int {
	first := -1
	for off := 0; off <= len(text); {
		i := bytes.Index(text[off:], []byte(name))
		if i < 0 {
			break
		}
		i += off
		if first < 0 {
			first = i
		}
		if !identByteBefore(text, i) && !identByteAt(text, i+len(name)) {
			return i
		}
		off = i + 1
	}
	return first
}

func isIdentByte(c byte) bool {
	return c == '_' || c == '$' || c >= 0x80 || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

func identByteBefore(text []byte, i int) bool { return i > 0 && isIdentByte(text[i-1]) }
func identByteAt(text []byte, i int) bool     { return i < len(text) && isIdentByte(text[i]) }

// nameCandidates: the name, then its last component when ctags qualified it
// (C++ "A::f", "pkg.Name").
func nameCandidates(n string) []string {
	out := []string{n}
	for _, sep := range []string{"::", "."} {
		if i := strings.LastIndex(n, sep); i >= 0 && i+len(sep) < len(n) {
			out = append(out, n[i+len(sep):])
		}
	}
	return out
}

// LoadCtags reads a ctags JSON Lines file and converts it with CtagsIndex.
func LoadCtags(name, path, corpus string) (*Index, CtagsStats, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, CtagsStats{}, err
	}
	defer f.Close()
	tags, st, err := ParseCtags(f)
	if err != nil {
		return nil, st, fmt.Errorf("read %s: %w", path, err)
	}
	if st.Tags == 0 && st.Lines > 0 {
		return nil, st, errors.New("read " + path + ": no tags (is it universal-ctags --output-format=json output?)")
	}
	return CtagsIndex(name, tags, corpus, &st), st, nil
}
