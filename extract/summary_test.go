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
		{"go", "// Copyright 2024 The Authors.\n\n// Package foo parses bars. It is fast.\npackage foo\n", "Package foo parses bars."},
		{"go", "//go:build linux\n\n// Package foo does\n// things, e.g. bars.\n//\n//go:generate x\npackage foo\n", "Package foo does things, e.g. bars."},
		{"go", "/*\nPackage cmd runs the tool.\n*/\npackage main\n", "Package cmd runs the tool."},
		{"go", "// Copyright 2024 The Authors. All rights reserved.\npackage foo\n", ""},
		{"go", "package foo\n\n// F is not the file's.\nfunc F() {}\n", ""},
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

func FuzzSummary(f *testing.F) {
	for _, s := range []string{"// Package a b.\npackage a\n", "\"\"\"x.\"\"\"", "//! a\n", "/** @file x */\n", "/*\n*/\npackage p\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		for _, lang := range []string{"go", "python", "rust", "typescript"} {
			s := Summary(lang, []byte(src))
			if utf8.RuneCountInString(s) > maxSummary || strings.ContainsAny(s, "\n\r\t") {
				t.Fatalf("Summary(%s) = %q", lang, s)
			}
		}
	})
}
