package main

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// What a map showed for a task's targets, best first.
const (
	shownHit    = "hit"    // a target's file and, in its block, the target's name
	shownFile   = "file"   // a target's file, none of the names in its blocks
	shownAbsent = "absent" // no target's file
)

// soulMap is a Markdown Soul Map cut into blocks: a line that does not
// start with a blank, and the indented lines under it up to the next such
// line. A file's block is one whose first line starts with the file's path;
// a file may have several (an entry-point line and its ranked block).
type soulMap struct {
	blocks [][]string
}

// parseMap cuts a Markdown Soul Map into blocks.
func parseMap(md string) *soulMap {
	m := &soulMap{}
	for line := range strings.Lines(md) {
		line = strings.TrimRight(line, "\r\n")
		switch {
		case line == "":
		case line[0] == ' ' || line[0] == '\t':
			if n := len(m.blocks); n > 0 {
				m.blocks[n-1] = append(m.blocks[n-1], line)
			}
		default:
			m.blocks = append(m.blocks, []string{line})
		}
	}
	return m
}

// file returns whether the map lists path and the text of its blocks: the
// rest of each header line after the path, and the indented lines.
func (m *soulMap) file(path string) (listed bool, text []string) {
	for _, b := range m.blocks {
		rest, ok := afterPath(b[0], path)
		if !ok {
			continue
		}
		listed = true
		text = append(text, rest)
		text = append(text, b[1:]...)
	}
	return listed, text
}

// afterPath reports whether header names path (as written or quoted, as
// the map quotes odd paths) and returns the rest of the line: the path
// itself is no symbol shown (a file when.ts does not show a function when).
func afterPath(header, path string) (string, bool) {
	for _, p := range []string{path, strconv.Quote(path)} {
		rest, ok := strings.CutPrefix(header, p)
		if !ok {
			continue
		}
		if rest == "" || rest[0] == ':' || rest[0] == ' ' || rest[0] == '\t' || rest[0] == '(' {
			return rest, true
		}
	}
	return "", false
}

// show is what a map showed for one task.
func (m *soulMap) show(targets []target) (result string, hit *target) {
	result = shownAbsent
	for i, t := range targets {
		listed, text := m.file(t.Path)
		if !listed {
			continue
		}
		result = shownFile
		for _, l := range text {
			if hasIdent(l, t.Name()) {
				return shownHit, &targets[i]
			}
		}
	}
	return result, nil
}

// hasIdent reports whether name occurs in s as a whole identifier: the
// characters around it (where name itself begins or ends with an
// identifier character) are not identifier characters, so Push does not
// match PushOptions or pushPush.
func hasIdent(s, name string) bool {
	if name == "" {
		return false
	}
	first, _ := utf8.DecodeRuneInString(name)
	last, _ := utf8.DecodeLastRuneInString(name)
	for from := 0; from <= len(s)-len(name); {
		i := strings.Index(s[from:], name)
		if i < 0 {
			return false
		}
		i += from
		before, _ := utf8.DecodeLastRuneInString(s[:i])
		after, _ := utf8.DecodeRuneInString(s[i+len(name):])
		okBefore := i == 0 || !isIdent(first) || !isIdent(before)
		okAfter := i+len(name) == len(s) || !isIdent(last) || !isIdent(after)
		if okBefore && okAfter {
			return true
		}
		_, size := utf8.DecodeRuneInString(s[i:])
		from = i + size
	}
	return false
}

// isIdent: the characters of identifiers in the languages indexed ($ for
// JavaScript; a Ruby name's ? or ! ends it and is matched as written).
func isIdent(r rune) bool {
	return r == '_' || r == '$' || unicode.IsLetter(r) || unicode.IsDigit(r)
}
