package extract

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestSummary(t *testing.T) {
	long := strings.Repeat("word ", 60)
	tests := []struct {
		lang, src, want string
	}{
		{"python", "#!/usr/bin/env python\n# -*- coding: utf-8 -*-\n\"\"\"Tools for parsing things.\n\nMore text.\"\"\"\nimport os\n", "Tools for parsing things."},
		{"python", "r'''Raw doc! Really'''\n", "Raw doc!"},
		{"python", "import os\n\"\"\"Not a docstring.\"\"\"\n", ""},
		{"python", "\"\"\"Unterminated", ""},
		{"rust", "//! Crate docs here.\n//! More.\nuse std::io;\n", "Crate docs here."},
		{"rust", "/*! Block docs. */\nfn f() {}\n", "Block docs."},
		{"rust", "/// Item doc.\nfn f() {}\n", ""},
		{"typescript", "/**\n * @fileoverview Utilities for arrays.\n */\nexport function f() {}\n", "Utilities for arrays."},
		{"typescript", "/**\n * Helpers for dates\n * and times.\n */\n\nimport x from \"y\";\n", "Helpers for dates and times."},
		{"typescript", "/**\n * The doc of f.\n */\nexport function f() {}\n", ""},
		{"javascript", "#!/usr/bin/env node\n/* @file The CLI. */\n", "The CLI."},
		{"javascript", "/**\n * @license MIT\n * Copyright (c) 2020\n */\n\nexport {}\n", ""},
		{"typescript", "/**\n * @module\n * Streams of values.\n */\n", "Streams of values."},
		{"c", "/* A C file. */\n\nint x;\n", ""},
	}
	if got := Summary("python", []byte(`"""`+long+`"""`)); utf8.RuneCountInString(got) != maxSummary || !strings.HasSuffix(got, "…") {
		t.Errorf("long docstring: %q (%d runes), want %d runes ending in …", got, utf8.RuneCountInString(got), maxSummary)
	}
	for _, tc := range tests {
		got := Summary(tc.lang, []byte(tc.src))
		if got != tc.want {
			t.Errorf("Summary(%s, %q) = %q, want %q", tc.lang, tc.src, got, tc.want)
		}
	}
}

// TestFileSummaryGo: a Go file's summary is its package clause's doc (the
// package comment, however far down the clause stands), first sentence,
// license headers left out; a file without one has none.
func TestFileSummaryGo(t *testing.T) {
	file := func(doc string) *File {
		return &File{Language: "go", Symbols: []Symbol{
			{Name: "x", Kind: KindModule, Parent: -1, Doc: doc},
			{Name: "F", Kind: KindFunction, Parent: -1, Doc: "F is not the file's."},
		}}
	}
	tests := []struct{ doc, want string }{
		{"Package foo parses bars. It is fast.", "Package foo parses bars."},
		{"Package foo does\nthings, e.g. bars.\n\nMore.", "Package foo does things, e.g. bars."},
		{"Copyright 2024 The Authors. All rights reserved.", ""},
		{"", ""},
	}
	for _, tc := range tests {
		if got := FileSummary(file(tc.doc), nil); got != tc.want {
			t.Errorf("FileSummary(doc %q) = %q, want %q", tc.doc, got, tc.want)
		}
	}
	if got := FileSummary(&File{Language: "go"}, []byte("// Package x.\npackage x\n")); got != "" {
		t.Errorf("a Go file without a package clause symbol: %q", got)
	}
	if got := FileSummary(&File{Language: "python"}, []byte(`"""Doc here."""`)); got != "Doc here." {
		t.Errorf("a Python file: %q, want its docstring", got)
	}
}

func FuzzSummary(f *testing.F) {
	for _, s := range []string{"// Package a b.\npackage a\n", "\"\"\"x.\"\"\"", "//! a\n", "/** @file x */\n", "/*\n*/\npackage p\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		for _, lang := range []string{"python", "rust", "typescript"} {
			s := Summary(lang, []byte(src))
			if utf8.RuneCountInString(s) > maxSummary || strings.ContainsAny(s, "\n\r\t") {
				t.Fatalf("Summary(%s) = %q", lang, s)
			}
		}
	})
}
