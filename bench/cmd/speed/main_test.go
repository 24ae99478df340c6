package main

import (
	"math"
	"strings"
	"testing"
)

func TestParseSoulindexStats(t *testing.T) {
	const full = `{
  "root": "/usr/local/go/src",
  "source": "walk",
  "parse_only": false,
  "files": 7878,
  "bytes": 84517269,
  "symbols": 387384,
  "refs": 4039220,
  "partial_files": 64,
  "unsupported_files": 3592,
  "languages": {"c": 162, "go": 7708},
  "skipped": [{"path": "a/big.go", "reason": "too-large: 2996154 bytes"}],
  "notices": null,
  "seconds": 18.69
}
`
	tests := []struct {
		name    string
		in      string
		want    soulindexStats
		wantErr string
	}{
		{name: "full run", in: full, want: soulindexStats{
			Files: 7878, Bytes: 84517269, Symbols: 387384, Refs: 4039220, Partial: 64, Unsupported: 3592, Seconds: 18.69,
		}},
		{name: "parse-only, unknown fields ignored",
			in:   `{"parse_only": true, "files": 3, "bytes": 120, "symbols": 0, "future_field": [1, 2]}`,
			want: soulindexStats{ParseOnly: true, Files: 3, Bytes: 120}},
		{name: "empty output", in: "  \n", wantErr: "printed no JSON"},
		{name: "not JSON", in: "soulindex: indexed 3 files", wantErr: "decode soulindex"},
		{name: "nothing indexed", in: `{"files": 0, "bytes": 0}`, wantErr: "indexed nothing"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parseSoulindexStats([]byte(tt.in))
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want one containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got.ParseOnly != tt.want.ParseOnly || got.Files != tt.want.Files || got.Bytes != tt.want.Bytes ||
				got.Symbols != tt.want.Symbols || got.Refs != tt.want.Refs || got.Partial != tt.want.Partial ||
				got.Unsupported != tt.want.Unsupported || got.Seconds != tt.want.Seconds {
				t.Errorf("got %+v\nwant %+v", got, tt.want)
			}
		})
	}

	st, err := parseSoulindexStats([]byte(full))
	if err != nil {
		t.Fatal(err)
	}
	var m measurement
	st.apply(&m)
	if m.Files != 7878 || m.SourceBytes != 84517269 || m.Symbols != 387384 || m.Refs != 4039220 ||
		m.Skipped != 1 || m.SkipReasons["too-large"] != 1 || m.Languages["go"] != 7708 || m.SelfSeconds != 18.69 {
		t.Errorf("apply: got %+v", m)
	}
}

func TestCountCtags(t *testing.T) {
	tests := []struct {
		name      string
		in        string
		wantTags  int
		wantPaths int
		wantErr   bool
	}{
		{name: "empty", in: ""},
		{name: "pseudo-tags only", in: `{"_type": "ptag", "name": "JSON_OUTPUT_VERSION", "path": "0.0", "pattern": "in development"}
{"_type": "ptag", "name": "TAG_FILE_SORTED", "path": "1", "pattern": "0=unsorted, 1=sorted, 2=foldcase"}
`},
		{name: "tags, last line without newline", wantTags: 3, wantPaths: 2, in: `{"_type": "ptag", "name": "TAG_PROC_CWD", "path": "/tmp/", "pattern": ""}
{"_type": "tag", "name": "A", "path": "/src/p1.go", "pattern": "/^\tA = 1$/", "line": 16, "kind": "const"}
{"_type": "tag", "name": "B", "path": "/src/p1.go", "pattern": "/^type B struct {$/", "line": 21, "kind": "struct", "end": 23}
{"_type": "tag", "name": "main", "path": "/src/m.c", "line": 3, "kind": "function", "signature": "(void)"}`},
		{name: "tag named like a tag line is counted once", wantTags: 1, wantPaths: 1,
			in: `{"_type": "tag", "name": "{\"_type\": \"tag\"", "path": "x.py", "line": 1, "kind": "variable"}` + "\n"},
		{name: "broken tag line", in: `{"_type": "tag", "name": ` + "\n", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := countCtags(strings.NewReader(tt.in))
			if tt.wantErr {
				if err == nil {
					t.Fatal("want an error")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got.Tags != tt.wantTags || len(got.Paths) != tt.wantPaths {
				t.Errorf("got %d tags in %d paths %v, want %d in %d", got.Tags, len(got.Paths), got.Paths, tt.wantTags, tt.wantPaths)
			}
		})
	}
}

func TestHasFeature(t *testing.T) {
	list := "#NAME             DESCRIPTION\niconv             can convert\njson              supports json format output\njsonx no\n"
	tests := map[string]bool{"json": true, "iconv": true, "yaml": false, "js": false}
	for f, want := range tests {
		if got := hasFeature(list, f); got != want {
			t.Errorf("hasFeature(%q) = %v, want %v", f, got, want)
		}
	}
	if got := firstLine("Universal Ctags 5.9.0, Copyright (C) 2015\nUniversal Ctags is derived\n"); got != "Universal Ctags 5.9.0, Copyright (C) 2015" {
		t.Errorf("firstLine = %q", got)
	}
}

// sampleReport is three rounds of each tool with one noisy outlier per tool.
func sampleReport() *report {
	r := &report{
		Machine: machine{Arch: "x86_64", NumCPU: 2, CPUModel: "AMD EPYC", GoVersion: "go1.26.8 linux/amd64",
			CtagsVersion: "Universal Ctags 5.9.0, Copyright (C) 2015 Universal Ctags Team", Soulindex: "(devel)",
			Commit: "abc1234", Date: "2026-01-02T03:04:05Z"},
		Corpus: corpusInfo{Path: "/usr/local/go/src", FilesTotal: 11478},
		Config: configInfo{Rounds: 3, Jobs: 0, CtagsLanguages: ctagsLanguages},
	}
	si := func(tool string, round int, wall, cpu float64, rss int64, out int64, syms int) measurement {
		return measurement{Tool: tool, Round: round, WallSec: wall, CPUSec: cpu, UserSec: cpu * 0.9, SysSec: cpu * 0.1,
			MaxRSSKiB: rss, OutputBytes: out, Files: 7878, SourceBytes: 84_517_269, Symbols: syms,
			Languages: map[string]int{"go": 7708, "c": 162, "cpp": 3, "javascript": 4, "python": 1}, Skipped: 8,
			SkipReasons: map[string]int{"too-large": 8}}
	}
	ct := func(round int, wall, cpu float64, rss int64) measurement {
		return measurement{Tool: toolCtags, Round: round, WallSec: wall, CPUSec: cpu, MaxRSSKiB: rss,
			OutputBytes: 102_454_390, Files: 7872, SourceBytes: 90_797_468, Symbols: 386_530}
	}
	r.Runs = []measurement{
		si(toolFull, 1, 20, 27, 680_000, 105_175_667, 387_384), si(toolParse, 1, 16, 16, 300_000, 0, 0), ct(1, 2.5, 2.2, 125_000),
		si(toolFull, 2, 60, 30, 690_000, 105_175_667, 387_384), si(toolParse, 2, 15, 15, 310_000, 0, 0), ct(2, 2.7, 2.4, 126_000),
		si(toolFull, 3, 21, 28, 670_000, 105_175_667, 387_384), si(toolParse, 3, 40, 17, 305_000, 0, 0), ct(3, 9.0, 2.3, 124_000),
	}
	return r
}

func TestFinish(t *testing.T) {
	r := sampleReport()
	if err := r.finish(); err != nil {
		t.Fatal(err)
	}
	f, p, c := r.Medians[toolFull], r.Medians[toolParse], r.Medians[toolCtags]
	checks := []struct {
		name      string
		got, want float64
	}{
		{"full wall", f.WallSec, 21},
		{"full cpu", f.CPUSec, 28},
		{"full rss", float64(f.MaxRSSKiB), 680_000},
		{"parse wall", p.WallSec, 16},
		{"ctags wall", c.WallSec, 2.7},
		{"ctags cpu", c.CPUSec, 2.3},
		{"ctags tags", float64(c.Symbols), 386_530},
		{"full MB/s from corpus bytes", f.MBps, 84.517269 / 21},
		{"ctags MB/s uses soulindex's bytes", c.MBps, 84.517269 / 2.7},
		{"full/ctags wall", r.Ratios.FullVsCtags.Wall, 21 / 2.7},
		{"full/ctags cpu", r.Ratios.FullVsCtags.CPU, 28 / 2.3},
		{"full/ctags rss", r.Ratios.FullVsCtags.RSS, 680_000.0 / 125_000},
		{"parse/full wall", r.Ratios.ParseVsFull.Wall, 16.0 / 21},
		{"parse/ctags cpu", r.Ratios.ParseVsCtags.CPU, 16 / 2.3},
		{"extract wall", r.Ratios.ExtractWallSec, 5},
		{"extract cpu", r.Ratios.ExtractCPUSec, 12},
		{"run MB/s filled in", r.Runs[0].MBps, 84.517269 / 20},
	}
	for _, ck := range checks {
		if math.Abs(ck.got-ck.want) > 1e-9 {
			t.Errorf("%s = %v, want %v", ck.name, ck.got, ck.want)
		}
	}
	if r.Corpus.Files != 7878 || r.Corpus.SourceBytes != 84_517_269 || r.Corpus.CtagsFiles != 7872 ||
		r.Corpus.Skipped != 8 || r.Corpus.Languages["go"] != 7708 {
		t.Errorf("corpus = %+v", r.Corpus)
	}
	if len(r.Notes) != 0 {
		t.Errorf("unexpected notes %q", r.Notes)
	}

	// A file skipped in one run only (here: full, round 2, hit the parse
	// deadline) is flagged, and the corpus is the largest set indexed.
	r = sampleReport()
	r.Runs[3].Files--
	r.Runs[3].SourceBytes -= 945_502
	r.Runs[3].Skipped++
	r.Runs[3].SkipReasons = map[string]int{"too-large": 8, "parse-deadline": 1}
	if err := r.finish(); err != nil {
		t.Fatal(err)
	}
	if r.Corpus.Files != 7878 || r.Corpus.SourceBytes != 84_517_269 || r.Corpus.Skipped != 8 {
		t.Errorf("corpus = %+v, want the largest run's", r.Corpus)
	}
	want := "these runs differ: soulindex index (full) round 2: 7,877 files, 83.6 MB, skipped too-large 8, parse-deadline 1. A parse-deadline skip"
	if len(r.Notes) != 1 || !strings.Contains(r.Notes[0], want) {
		t.Errorf("notes = %q, want one containing %q", r.Notes, want)
	}
	if r.Medians[toolFull].MBps != 84.517269/21 {
		t.Errorf("MB/s = %v, want it from the largest corpus", r.Medians[toolFull].MBps)
	}

	if err := (&report{}).finish(); err == nil {
		t.Error("finish with no runs: want an error")
	}
}

func TestRenderMarkdown(t *testing.T) {
	r := sampleReport()
	if err := r.finish(); err != nil {
		t.Fatal(err)
	}
	r.Notes = append(r.Notes, "Note: taken under load")
	md := renderMarkdown(r)
	wantLines := []string{
		"## soulindex vs universal-ctags — speed",
		"- Corpus: `/usr/local/go/src` (11,478 files) — soulindex indexed 7,878 files, 84.5 MB of source (go 7,708, c 162, javascript 4, cpp 3, python 1), skipped 8; MB/s below = these bytes / wall seconds, for every tool",
		"- Machine: x86_64, 2 CPUs (AMD EPYC), go1.26.8 linux/amd64, 2026-01-02T03:04:05Z",
		"- Versions: soulindex (devel) @ abc1234; Universal Ctags 5.9.0",
		"- 3 rounds, tools interleaved each round (full, parse-only, ctags); medians shown; soulindex -j all cores",
		"- ctags restricted to the languages soulindex indexes: `--languages=Go,C,C++,JavaScript,Python,TypeScript,Rust,Java`; it tagged 7,872 files (90.8 MB; no size cap, output sorted)",
		"| Tool | Wall s | CPU s | CPU/wall | Peak RSS MiB | Output MB | MB/s | Symbols / tags |",
		"|---|---:|---:|---:|---:|---:|---:|---:|",
		"| soulindex index (full) | 21.00 | 28.00 | 1.33 | 664 | 105.2 | 4.02 | 387,384 |",
		"| soulindex --parse-only | 16.00 | 16.00 | 1.00 | 298 | — | 5.28 | — |",
		"| ctags -R (json) | 2.70 | 2.30 | 0.85 | 122 | 102.5 | 31.30 | 386,530 |",
		"| Ratio | Wall | CPU | Peak RSS |",
		"| soulindex full / ctags | 7.78× | 12.2× | 5.44× |",
		"| soulindex parse-only / ctags | 5.93× | 6.96× | 2.44× |",
		"| parse-only / full | 0.76× | 0.57× | 0.45× |",
		"Extraction + output (full − parse-only): 5.00 s wall (24% of full), 12.00 s CPU (43% of full).",
		"Note: taken under load",
	}
	lines := map[string]bool{}
	for _, l := range strings.Split(md, "\n") {
		lines[l] = true
	}
	for _, want := range wantLines {
		if !lines[want] {
			t.Errorf("missing line %q in:\n%s", want, md)
		}
	}
	// Every table row has the same number of cells as its header.
	for _, block := range strings.Split(md, "\n\n") {
		var cells int
		for _, l := range strings.Split(strings.TrimSpace(block), "\n") {
			if !strings.HasPrefix(l, "|") {
				continue
			}
			n := strings.Count(l, "|")
			if cells == 0 {
				cells = n
			} else if n != cells {
				t.Errorf("row %q has %d separators, header has %d", l, n, cells)
			}
		}
	}
	if !strings.HasSuffix(md, "\n") {
		t.Error("markdown does not end with a newline")
	}

	// With -jobs set, the header says so.
	r.Config.Jobs = 2
	if md := renderMarkdown(r); !strings.Contains(md, "soulindex -j 2\n") {
		t.Errorf("jobs not rendered:\n%s", md)
	}
}
