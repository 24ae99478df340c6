package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/soulindex/soulindex/lsp"
	"github.com/soulindex/soulindex/notice"
	"github.com/soulindex/soulindex/pipeline"
)

// TestLSPProgressRendering drives the per-server lines on a fake
// terminal: one line per language, redrawn in place (cursor up over the
// lines drawn), counts that only go up, a notice printed above the lines,
// and everything cleared at the end.
func TestLSPProgressRendering(t *testing.T) {
	var buf syncBuffer
	p := newLSPProgress(&buf, 100, 0, 5*time.Millisecond)
	p.event(lsp.Event{Language: "go", Server: "gopls", Stage: lsp.StageStarting})
	p.event(lsp.Event{Language: "python", Server: "pyright-langserver", Stage: lsp.StageStarting})
	buf.waitFor(t, "lsp go (gopls): starting")
	buf.waitFor(t, "lsp python (pyright-langserver): starting")
	p.event(lsp.Event{Language: "go", Server: "gopls", Stage: lsp.StageReady, Elapsed: 11700 * time.Millisecond})
	p.event(lsp.Event{Language: "go", Stage: lsp.StageHover, Done: 624, Total: 2491})
	p.event(lsp.Event{Language: "go", Stage: lsp.StageHover, Done: 623, Total: 2491}) // late, from another goroutine
	p.event(lsp.Event{Language: "go", Stage: lsp.StageReferences, Done: 200, Total: 200})
	buf.waitFor(t, "lsp go (gopls): ready in 11.7s · references 200/200 · hover 624/2491\n")
	if strings.Contains(buf.String(), "hover 623/") {
		t.Errorf("the count went back:\n%q", buf.String())
	}
	if !strings.Contains(buf.String(), "\x1b[2A") {
		t.Errorf("the two lines are not redrawn in place (no cursor up over them):\n%q", buf.String())
	}
	p.event(lsp.Event{Language: "python", Stage: lsp.StageFailed, Detail: "not-ready: no documentSymbol answer for /a/very/long/path/name/indeed/that/goes/past/the/edge.py"})
	buf.waitFor(t, "lsp python (pyright-langserver): failed: not-ready: no documentSymbol")
	buf.waitFor(t, "…\n")
	sink := p.sink(func(n notice.Notice) { buf.Write([]byte(n.String() + "\n")) })
	sink(notice.Notice{Reason: notice.Timeout, Subject: "go", Message: "--lsp-timeout (20s) reached"})
	out := buf.String()
	if i := strings.LastIndex(out, "go: --lsp-timeout"); i < 0 || !strings.HasSuffix(out[:i], "\x1b[2A\r\x1b[J") {
		t.Errorf("the notice is not printed in place of the cleared lines:\n%q", out)
	}
	p.event(lsp.Event{Language: "go", Stage: lsp.StageDone, Elapsed: 20 * time.Second})
	buf.waitFor(t, "hover 624/2491 · done in 20.0s\n")
	p.stop()
	if out := buf.String(); !strings.HasSuffix(out, "\x1b[2A\r\x1b[J") {
		t.Errorf("the lines are not cleared at the end:\n%q", out[max(0, len(out)-200):])
	}
	for _, l := range strings.Split(buf.String(), "\n") {
		if i := strings.LastIndex(l, "\x1b[2K"); i >= 0 && len([]rune(l[i+4:])) > 99 {
			t.Errorf("line wider than the terminal: %q", l[i+4:])
		}
	}
}

// TestLSPProgressOnlyOnATerminal: no callback, and the notice sink
// unchanged, when stderr is not a terminal or the run is --quiet.
func TestLSPProgressOnlyOnATerminal(t *testing.T) {
	var buf bytes.Buffer
	for _, quiet := range []bool{false, true} {
		progress, sink, stop := startLSPProgress(&buf, quiet, nil)
		stop()
		if progress != nil || sink != nil {
			t.Errorf("quiet=%v on a buffer: a progress callback or a new sink", quiet)
		}
	}
	if buf.Len() != 0 {
		t.Errorf("printed %q", buf.String())
	}
}

// TestLSPReportSaysTrueThings: the report line gives the server's start-up
// as "ready in" and the first request by its name; no "warm-up" figure
// that reads as the start-up's.
func TestLSPReportSaysTrueThings(t *testing.T) {
	var buf bytes.Buffer
	st := &pipeline.LSPStats{ReadySeconds: map[string]float64{"go": 11.7}}
	l := pipeline.LSPLanguageStats{Transport: pipeline.TransportStandalone}
	l.Language, l.Server, l.Seconds, l.FirstRequestSeconds = "go", "ok", 30.2, 0.04
	st.Languages = append(st.Languages, l)
	reportLSP(&buf, st)
	out := buf.String()
	if strings.Contains(out, "warm-up") || !strings.Contains(out, "ready in 11.7s, then requests took 30.2s (first request 0.0s;") || strings.Count(out, "\n") != 1 {
		t.Errorf("report:\n%s", out)
	}
}
