package eval

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
)

// MapEntry is one file of a Soul Map and the definition lines it shows.
type MapEntry struct {
	Path  string
	Lines []int
	// Names are the definitions the map names in the file without their
	// lines (the index's "path: A, B, +K more").
	Names []string
}

// ParseSoulMap reads the files and definition lines of a Markdown Soul Map:
// a file line "path: (→N)…" starts a file, an indented "+signature :line…"
// line under it shows a definition (the last " :N" on the line is its line;
// a caller badge or an overload count may follow it), and a "... +K more:
// A:12, B:40" line names left-out definitions at their lines.
func ParseSoulMap(r io.Reader) ([]MapEntry, error) {
	var out []MapEntry
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 16<<20)
	inFiles, inIndex := false, false
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "## "):
			inFiles, inIndex = line == "## Files by rank", line == "## More files"
		case inIndex && line != "" && !strings.HasPrefix(line, "</"):
			// "path: A, B, +K more": a file by the names of its best
			// definitions (at their lines when written A:12).
			p, list, _ := strings.Cut(line, ": ")
			p = strings.TrimSuffix(p, ":")
			if q, err := strconv.QuotedPrefix(line); err == nil {
				p, _ = strconv.Unquote(q) // a path the map had to quote
				list = strings.TrimPrefix(line[len(q):], ":")
			}
			out = append(out, MapEntry{Path: p, Lines: lineNumbers(list), Names: plainNames(list)})
		case !inFiles || line == "" || strings.HasPrefix(line, "</"):
		case !strings.HasPrefix(line, " "):
			i := strings.Index(line, ": (→")
			if i <= 0 {
				continue
			}
			p := line[:i]
			if u, err := strconv.Unquote(p); err == nil && strings.HasPrefix(p, `"`) {
				p = u // a path the map had to quote
			}
			out = append(out, MapEntry{Path: p})
		case len(out) > 0 && strings.HasPrefix(strings.TrimLeft(line, " "), "+"):
			if n, ok := lastLineNumber(line); ok {
				e := &out[len(out)-1]
				e.Lines = append(e.Lines, n)
			}
		case len(out) > 0 && strings.HasPrefix(strings.TrimLeft(line, " "), "... +"):
			// "... +K more: Push:120, Fetch:98, …": named left-outs at
			// their lines.
			e := &out[len(out)-1]
			e.Lines = append(e.Lines, namedLines(line)...)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read soul map: %w", err)
	}
	return out, nil
}

// namedLines reads the lines of a "... +K more: A:12, B:40, …" line.
func namedLines(line string) []int {
	_, list, ok := strings.Cut(line, " more: ")
	if !ok {
		return nil
	}
	return lineNumbers(list)
}

// plainNames reads the names without a line of an index line's list
// "[regex] A, B, +K more": the items that are one identifier-like word.
func plainNames(list string) []string {
	var out []string
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		if strings.HasPrefix(item, "+") {
			continue // "+K more"
		}
		if i := strings.LastIndexByte(item, ' '); i >= 0 {
			item = item[i+1:] // a quality mark before the first name
		}
		if item == "" || strings.HasPrefix(item, "+") || strings.ContainsAny(item, ":[]…") {
			continue
		}
		out = append(out, item)
	}
	return out
}

// lineNumbers reads the lines of a list "A:12, B:40, …".
func lineNumbers(list string) []int {
	var out []int
	for _, item := range strings.Split(list, ", ") {
		i := strings.LastIndexByte(item, ':')
		if i < 0 {
			continue
		}
		if n, err := strconv.Atoi(item[i+1:]); err == nil && n > 0 {
			out = append(out, n)
		}
	}
	return out
}

// lastLineNumber finds the last " :N" of a definition line.
func lastLineNumber(line string) (int, bool) {
	for end := len(line); end > 0; {
		i := strings.LastIndex(line[:end], " :")
		if i < 0 {
			return 0, false
		}
		j := i + 2
		for j < len(line) && line[j] >= '0' && line[j] <= '9' {
			j++
		}
		if j > i+2 && (j == len(line) || line[j] == ' ') {
			n, err := strconv.Atoi(line[i+2 : j])
			return n, err == nil && n > 0
		}
		end = i
	}
	return 0, false
}

// MapCoverage is how much of what the rest of the repository uses most a
// Soul Map shows: of the truth's K definitions used from the most other
// files, how many the map lists (by file and line).
type MapCoverage struct {
	Source  string        `json:"source"`
	Files   int           `json:"files"`
	Symbols int           `json:"symbols"`
	At      []CoverageAtK `json:"at"`
	// Missed lists the most-used definitions the map leaves out (up to
	// Options.Examples), "path:line name (N files)".
	Missed []string `json:"missed,omitempty"`
}

// CoverageAtK is the coverage of the K most-used definitions.
type CoverageAtK struct {
	K     int      `json:"k"`
	Hits  int      `json:"hits"`
	Of    int      `json:"of"`
	Share *float64 `json:"share"`
}

// usedDef is a truth definition with the number of other files using it.
type usedDef struct {
	file  int32 // pair index
	line  int   // 1-based line of its definition occurrence
	sym   int32
	users int
}

// mostUsedDefs ranks the truth's definitions by the number of distinct
// other compared files referencing them (namespaces and modules left out:
// a map shows files, not packages); ties by path and line.
func mostUsedDefs(truth *Index, pairs []pair) []usedDef {
	users := map[int32]map[int32]bool{}
	for a, p := range pairs {
		for _, o := range p.t.Refs {
			if users[o.Sym] == nil {
				users[o.Sym] = map[int32]bool{}
			}
			users[o.Sym][int32(a)] = true
		}
	}
	var defs []usedDef
	seen := map[int32]bool{}
	for i, p := range pairs {
		for _, o := range p.t.Defs {
			if k := truth.Kind(o.Sym); seen[o.Sym] || isNamespaceKind(k) || nonOutlineKinds[k] || augmentation(truth.Symbol(o.Sym)) {
				continue
			}
			seen[o.Sym] = true // a symbol defined in several files counts at its first
			n := len(users[o.Sym])
			if users[o.Sym][int32(i)] {
				n-- // its own file is no other file
			}
			if n > 0 {
				defs = append(defs, usedDef{file: int32(i), line: int(o.Range.StartLine) + 1, sym: o.Sym, users: n})
			}
		}
	}
	sort.Slice(defs, func(a, b int) bool {
		da, db := defs[a], defs[b]
		if da.users != db.users {
			return da.users > db.users
		}
		if pa, pb := pairs[da.file].key, pairs[db.file].key; pa != pb {
			return pa < pb
		}
		return da.line < db.line
	})
	return defs
}

// EvaluateMap scores a Soul Map (ParseSoulMap) against the truth's most
// used definitions, at the given depths (default 10, 25 and 100).
func EvaluateMap(cand, truth *Index, entries []MapEntry, depths []int, examples int) *MapCoverage {
	al := AlignPaths(docPaths(cand), docPaths(truth))
	pairs := (&Result{Align: al}).compareFiles(cand, truth)
	byKey := make(map[string]int32, len(pairs))
	for i, p := range pairs {
		byKey[p.key] = int32(i)
	}
	type at struct {
		file int32
		line int
	}
	type name struct {
		file int32
		name string
	}
	shown, named := map[at]bool{}, map[name]bool{}
	mc := &MapCoverage{}
	for _, e := range entries {
		mc.Files++
		mc.Symbols += len(e.Lines) + len(e.Names)
		k, ok := stripPrefix(normPath(e.Path), al.StripCandidate)
		f, known := byKey[k]
		if !ok || !known {
			continue
		}
		for _, l := range e.Lines {
			shown[at{f, l}] = true
		}
		for _, n := range e.Names {
			named[name{f, n}] = true
		}
	}
	// A definition named without its line counts when its file is the
	// one named (two definitions of one name in a file both do).
	listed := func(d usedDef) bool {
		return shown[at{d.file, d.line}] || named[name{d.file, displayName(truth.Symbol(d.sym))}]
	}
	if len(depths) == 0 {
		depths = []int{10, 25, 100}
	}
	defs := mostUsedDefs(truth, pairs)
	for _, k := range depths {
		c := CoverageAtK{K: k, Of: min(k, len(defs))}
		for _, d := range defs[:c.Of] {
			if listed(d) {
				c.Hits++
			}
		}
		if c.Of > 0 {
			s := float64(c.Hits) / float64(c.Of)
			c.Share = &s
		}
		mc.At = append(mc.At, c)
	}
	top := 0
	for _, k := range depths {
		top = max(top, k)
	}
	for _, d := range defs[:min(top, len(defs))] {
		if len(mc.Missed) >= examples {
			break
		}
		if !listed(d) {
			mc.Missed = append(mc.Missed, fmt.Sprintf("%s:%d %s (%d files)", pairs[d.file].key, d.line, displayName(truth.Symbol(d.sym)), d.users))
		}
	}
	return mc
}

// displayName is the last descriptor of a SCIP symbol, for reports.
func displayName(sym string) string {
	s := strings.TrimRight(sym, "#./:()")
	if i := strings.LastIndexAny(s, "#./:`"); i >= 0 {
		s = s[i+1:]
	}
	return s
}
