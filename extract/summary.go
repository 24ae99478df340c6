package extract

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf8"
)

// summaryHead is how much of a file Summary reads: a file's own
// description stands at its top.
const summaryHead = 8 << 10

// maxSummary bounds a summary, in runes.
const maxSummary = 160

// FileSummary returns the first sentence of what a file says about
// itself, or "": for Go, its package comment (the package clause's Doc,
// wherever the clause stands); for the rest, Summary of its source.
func FileSummary(f *File, src []byte) string {
	if f.Language != "go" {
		return Summary(f.Language, src)
	}
	for k := range f.Symbols {
		if s := &f.Symbols[k]; s.Kind == KindModule && s.Parent < 0 {
			return firstSentence(s.Doc)
		}
	}
	return ""
}

// Summary returns the first sentence of what a file says about itself, or
// "", read from the head of its source: a Python module docstring, Rust's inner doc comments (//! or /*!), a
// leading JavaScript/TypeScript block comment that tags itself
// (@file, @fileoverview, @module, @packageDocumentation) or stands apart
// from the code after it (a blank line). License and copyright headers are
// no summary.
func Summary(lang string, src []byte) string {
	if len(src) > summaryHead {
		src = src[:summaryHead]
	}
	var text string
	switch lang {
	case "python":
		text = pyModuleDoc(src)
	case "rust":
		text = rustInnerDoc(src)
	case "javascript", "typescript", "tsx":
		text = jsFileDoc(src)
	}
	return firstSentence(text)
}

// pyModuleDoc is the string that is the module's first statement.
func pyModuleDoc(src []byte) string {
	s := string(src)
	for {
		s = strings.TrimLeft(s, " \t\r\n\f")
		if strings.HasPrefix(s, "#") {
			if i := strings.IndexByte(s, '\n'); i >= 0 {
				s = s[i+1:]
				continue
			}
			return ""
		}
		break
	}
	if len(s) > 0 && strings.ContainsRune("rRuU", rune(s[0])) && len(s) > 1 && (s[1] == '"' || s[1] == '\'') {
		s = s[1:]
	}
	for _, q := range []string{`"""`, `'''`, `"`, `'`} {
		if strings.HasPrefix(s, q) {
			body := s[len(q):]
			if end := strings.Index(body, q); end >= 0 {
				return body[:end]
			}
			return ""
		}
	}
	return ""
}

// rustInnerDoc is the leading run of //! lines or a /*! */ block.
func rustInnerDoc(src []byte) string {
	s := strings.TrimLeft(string(src), " \t\r\n")
	if strings.HasPrefix(s, "/*!") {
		if end := strings.Index(s, "*/"); end >= 0 {
			return s[3:end]
		}
		return ""
	}
	var doc []string
	for _, l := range strings.Split(s, "\n") {
		t := strings.TrimSpace(l)
		if !strings.HasPrefix(t, "//!") {
			break
		}
		doc = append(doc, strings.TrimSpace(strings.TrimPrefix(t, "//!")))
	}
	return strings.Join(doc, " ")
}

// jsFileDoc is a leading /** */ or /* */ block (after a #! line) that
// tags itself as the file's, or is followed by a blank line.
func jsFileDoc(src []byte) string {
	s := string(src)
	if strings.HasPrefix(s, "#!") {
		if i := strings.IndexByte(s, '\n'); i >= 0 {
			s = s[i+1:]
		}
	}
	s = strings.TrimLeft(s, " \t\r\n")
	if strings.HasPrefix(s, `"use strict"`) || strings.HasPrefix(s, `'use strict'`) {
		return ""
	}
	if !strings.HasPrefix(s, "/*") {
		return ""
	}
	end := strings.Index(s[2:], "*/")
	if end < 0 {
		return ""
	}
	body, rest := s[2:2+end], s[4+end:]
	var lines []string
	tagged := false
	for _, l := range strings.Split(strings.TrimPrefix(body, "*"), "\n") {
		t := strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(l), "*"))
		for _, tag := range []string{"@fileoverview", "@file", "@module", "@packageDocumentation", "@overview"} {
			if strings.HasPrefix(t, tag) {
				tagged = true
				t = strings.TrimSpace(strings.TrimPrefix(t, tag))
				if tag == "@module" || tag == "@packageDocumentation" {
					t = "" // a module name, not prose
				}
				break
			}
		}
		if strings.HasPrefix(t, "@") {
			continue
		}
		lines = append(lines, t)
	}
	apart := strings.HasPrefix(strings.TrimLeft(rest, " \t\r"), "\n") &&
		strings.HasPrefix(strings.TrimLeft(strings.TrimLeft(rest, " \t\r")[1:], " \t\r"), "\n")
	if !tagged && !apart {
		return "" // the doc comment of the declaration below it
	}
	return strings.Join(lines, " ")
}

// firstSentence collapses whitespace and cuts text at the end of its first
// sentence (a period, ! or ? before a space or the end), at most
// maxSummary runes; license headers give "".
func firstSentence(text string) string {
	text = strings.Join(strings.Fields(text), " ")
	if text == "" {
		return ""
	}
	lower := strings.ToLower(text)
	for _, w := range []string{"copyright", "license", "licence", "spdx-license-identifier", "all rights reserved"} {
		if strings.Contains(lower[:min(len(lower), 120)], w) {
			return ""
		}
	}
	for i := 0; i < len(text); i++ {
		if c := text[i]; (c == '.' || c == '!' || c == '?') && (i+1 == len(text) || text[i+1] == ' ') {
			// "e.g. x" and "v1.2 x" are no ends: the word before is one letter.
			if c == '.' && i >= 2 && text[i-2] == '.' {
				continue
			}
			text = text[:i+1]
			break
		}
	}
	if utf8.RuneCountInString(text) > maxSummary {
		r := []rune(text)[:maxSummary-1]
		text = strings.TrimRightFunc(string(r), unicode.IsSpace) + "…"
	}
	if !utf8.ValidString(text) || bytes.ContainsAny([]byte(text), "\x00") {
		return ""
	}
	return text
}
