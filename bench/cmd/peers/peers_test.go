package main

import (
	"strings"
	"testing"

	"github.com/soulindex/soulindex/bench/internal/measure"
)

const sampleSuite = `# comment line
suite	corpus	language	tool	workdir	command	truth
quick,standard	x-sync	go	ctags		ctags -R -f {out}/tags.json {corpus}	no
quick,standard	x-sync	go	soulindex		{soulindex} index {corpus} --out {out} --quiet --json	no
standard	x-sync	go	scip-go	{corpus}	{bin}/scip-go --output {out}/index.scip	yes

standard	django	python	soulindex		{soulindex} index {corpus} --out {out}	
`

func TestParseSuite(t *testing.T) {
	rows, err := parseSuite(strings.NewReader(sampleSuite))
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 4 {
		t.Fatalf("got %d rows", len(rows))
	}
	if !rows[2].Truth || rows[0].Truth || rows[2].Workdir != "{corpus}" {
		t.Errorf("truth/workdir wrong: %+v", rows)
	}
	if got := len(selectRows(rows, "quick", "")); got != 2 {
		t.Errorf("quick rows = %d, want 2", got)
	}
	if got := len(selectRows(rows, "standard", "django")); got != 1 {
		t.Errorf("standard django rows = %d, want 1", got)
	}
	for _, bad := range []string{
		"corpus\ttool\tcommand\nx\ty\tz\n",                      // no suite column
		"suite\tcorpus\ttool\tcommand\nquick\t\tctags\tctags\n", // empty corpus
	} {
		if _, err := parseSuite(strings.NewReader(bad)); err == nil {
			t.Errorf("accepted %q", bad)
		}
	}
}

func TestGroupPutsSoulindexFirst(t *testing.T) {
	rows, _ := parseSuite(strings.NewReader(sampleSuite))
	cs := groupByCorpus(selectRows(rows, "standard", ""))
	if len(cs) != 2 || cs[0].name != "x-sync" || cs[0].rows[0].Tool != "soulindex" || cs[0].rows[1].Tool != "ctags" {
		t.Errorf("groups = %+v", cs)
	}
}

func TestExpand(t *testing.T) {
	got := expand("{bin}/scip-go --output {out}/i.scip {corpus}", map[string]string{"bin": "/c/bin", "out": "/o", "corpus": "/x"})
	if got != "/c/bin/scip-go --output /o/i.scip /x" {
		t.Errorf("expand = %q", got)
	}
}

func TestSummarizeRatiosAndFailures(t *testing.T) {
	rows, _ := parseSuite(strings.NewReader(sampleSuite))
	cs := groupByCorpus(selectRows(rows, "standard", "x-sync"))
	r := &report{Suite: "standard", Rounds: 3}
	add := func(tool string, wall, cpu float64, rss int64, errText string) {
		r.Runs = append(r.Runs, measurement{Corpus: "x-sync", Tool: tool,
			Run: measure.Run{WallSec: wall, CPUSec: cpu, MaxRSSKiB: rss}, SourceBytes: 2e6, Files: 10, Error: errText})
	}
	for i := 0; i < 3; i++ {
		add("soulindex", 2, 3, 100, "")
		add("ctags", 1, 1, 50, "")
	}
	add("scip-go", 20, 30, 1000, "")
	add("scip-go", 0, 0, 0, "exit status 1")
	add("scip-go", 40, 60, 3000, "")
	r.summarize(cs)
	var ctags, scipgo toolSummary
	for _, ts := range r.Corpora[0].Tools {
		switch ts.Tool {
		case "ctags":
			ctags = ts
		case "scip-go":
			scipgo = ts
		}
	}
	if ctags.WallRatio != 0.5 || ctags.RSSRatio != 0.5 {
		t.Errorf("ctags ratios = %+v", ctags)
	}
	if scipgo.Failures != 1 || scipgo.Median.WallSec != 30 || scipgo.CPURatio != 15 {
		t.Errorf("scip-go summary = %+v", scipgo)
	}
	md := r.markdown()
	for _, want := range []string{"| scip-go (1/3 failed) | 30.00 |", "| ctags | 1.00 |", "0.50×", "15.0×"} {
		if !strings.Contains(md, want) {
			t.Errorf("markdown lacks %q:\n%s", want, md)
		}
	}
}

func TestLanguageThroughput(t *testing.T) {
	r := &report{Runs: []measurement{
		{Corpus: "a", Tool: "soulindex", Languages: map[string]langStat{"go": {Files: 10, Bytes: 4e6, Symbols: 1000, Seconds: 2}}},
		{Corpus: "b", Tool: "soulindex", Languages: map[string]langStat{"go": {Files: 10, Bytes: 2e6, Symbols: 500, Seconds: 1}, "rust": {Files: 1, Bytes: 1e6, Symbols: 10, Seconds: 4}}},
		{Corpus: "a", Tool: "ctags", Languages: map[string]langStat{"go": {Bytes: 1, Seconds: 100}}},
	}}
	md := r.languageThroughput()
	for _, want := range []string{"(totals over 2 runs;", "| go | 2 | 20 | 6.00 | 1500 | 3.000 | 2.00 | 500 |", "| rust | 1 | 1 | 1.00 | 10 | 4.000 | 0.25 | 2 |"} {
		if !strings.Contains(md, want) {
			t.Errorf("throughput table lacks %q:\n%s", want, md)
		}
	}
	if strings.Index(md, "| go |") > strings.Index(md, "| rust |") {
		t.Errorf("languages not ordered by bytes:\n%s", md)
	}
}
