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

// rustInnerDoc is the leading run of //! lines or a /*! */ block, after
// any plain line comments (a license header) and inner attributes
// (#![deny(…)]) above it.
func rustInnerDoc(src []byte) string {
	s := strings.TrimLeft(string(src), " \t\r\n")
	for (strings.HasPrefix(s, "//") && !strings.HasPrefix(s, "//!")) || strings.HasPrefix(s, "#![") {
		i := strings.IndexByte(s, '\n')
		if i < 0 {
			return ""
		}
		s = strings.TrimLeft(s[i+1:], " \t\r\n")
	}
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
	return strings.Join(doc, "\n")
}

// jsFileDoc is a leading /** */ or /* */ block (after a #! line, line
// comments and blocks that only hold directives or a license) that tags
// itself as the file's, or is followed by a blank line.
func jsFileDoc(src []byte) string {
	s := string(src)
	if strings.HasPrefix(s, "#!") {
		if i := strings.IndexByte(s, '\n'); i >= 0 {
			s = s[i+1:]
		}
	}
	for {
		s = strings.TrimLeft(s, " \t\r\n")
		if strings.HasPrefix(s, `"use strict"`) || strings.HasPrefix(s, `'use strict'`) {
			return ""
		}
		if strings.HasPrefix(s, "//") { // // eslint-disable…, // @ts-nocheck, // Copyright …
			i := strings.IndexByte(s, '\n')
			if i < 0 {
				return ""
			}
			s = s[i+1:]
			continue
		}
		if !strings.HasPrefix(s, "/*") {
			return ""
		}
		end := strings.Index(s[2:], "*/")
		if end < 0 {
			return ""
		}
		body, rest := s[2:2+end], s[4+end:]
		text, tagged := jsDocLines(body)
		if docBody(text) == "" {
			s = rest // /* eslint-disable */, a license: the file's doc may follow
			continue
		}
		apart := strings.HasPrefix(strings.TrimLeft(rest, " \t\r"), "\n") &&
			strings.HasPrefix(strings.TrimLeft(strings.TrimLeft(rest, " \t\r")[1:], " \t\r"), "\n")
		if !tagged && !apart {
			return "" // the doc comment of the declaration below it
		}
		return text
	}
}

// jsDocLines is a block comment's text, one line each, its file tags
// (@file, @fileoverview, …) read and the other tags left out; tagged
// reports a file tag.
func jsDocLines(body string) (text string, tagged bool) {
	var lines []string
	for _, l := range strings.Split(strings.TrimPrefix(strings.TrimPrefix(body, "*"), "!"), "\n") {
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
	return strings.Join(lines, "\n"), tagged
}

// firstSentence cuts a doc's first real paragraph (docBody) at the end
// of its first sentence (a period, ! or ? before a space or the end),
// whitespace collapsed, at most maxSummary runes.
func firstSentence(text string) string {
	text = strings.Join(strings.Fields(docBody(text)), " ")
	if text == "" {
		return ""
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

// docBody is the first paragraph of a doc that says something: lines that
// are banners (noiseLine) are dropped, then headings (a line underlined
// with decoration, "flask.app\n~~~~~~~~~") and paragraphs (runs of lines
// between blank ones) that are a license or copyright notice.
func docBody(text string) string {
	var para []string
	flush := func() string {
		p := strings.Join(para, " ")
		para = para[:0]
		if licenseText(p) {
			return ""
		}
		return p
	}
	for _, l := range strings.Split(text, "\n") {
		l = strings.TrimSpace(l)
		if decoration(l) && len(para) == 1 {
			para = para[:0]
		}
		if noiseLine(l) {
			continue
		}
		if l == "" {
			if p := flush(); p != "" {
				return p
			}
			continue
		}
		para = append(para, l)
	}
	return flush()
}

// noiseLine reports a line of a file's head that is no prose about it:
// a lint or type-checker directive, an interpreter or encoding line, a
// generator's marker, a license identifier or copyright line, a bare
// tag, a heading or comment (# …), or decoration (a rule of =, -, *, #,
// / or ~).
func noiseLine(l string) bool {
	if l == "" {
		return false
	}
	if decoration(l) || l[0] == '#' {
		return true
	}
	if (strings.HasPrefix(l, "global ") || strings.HasPrefix(l, "globals ")) && !strings.HasSuffix(l, ".") {
		return true // /* global a, b */, a linter's declaration
	}
	lower := strings.ToLower(l)
	for _, p := range []string{
		"eslint-", "eslint ", "@ts-", "tslint:", "jshint", "jslint", "prettier-ignore", "istanbul ignore",
		"c8 ignore", "biome-ignore", "pylint:", "noqa", "type: ignore", "mypy:", "pyright:", "flake8:", "fmt:",
		"isort:", "-*-", "vim:", "code generated", "@generated", "spdx-license-identifier", "copyright", "(c) ", "©",
		"all rights reserved", "go:build", "+build", "go:generate", "nolint", "#nosec", "@license", "@preserve",
	} {
		if strings.HasPrefix(lower, p) {
			return true
		}
	}
	return strings.Contains(lower, "do not edit") && strings.Contains(lower, "generated")
}

// licenseText reports a paragraph that is a license or copyright notice:
// one of their phrases near its start.
func licenseText(p string) bool {
	lower := strings.ToLower(p[:min(len(p), 160)])
	for _, w := range []string{
		"copyright", "licensed", "license that", "the license", "license:", "mit license", "apache license",
		"bsd license", "bsd-style", "gnu general public", "gnu lesser", "spdx-license-identifier",
		"all rights reserved", "permission is hereby granted", "free software", "this source code is governed",
	} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// decoration reports a line that only draws a rule (=, -, *, #, /, ~).
func decoration(l string) bool {
	return l != "" && strings.Trim(l, "=-*#/~_+ ") == ""
}
