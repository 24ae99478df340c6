package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"

	"golang.org/x/term"

	"github.com/soulindex/soulindex/lsp"
	"github.com/soulindex/soulindex/notice"
)

// lspProgress shows, on a terminal, one line per language server while
// index --lsp works (starting, ready, references n/N, hover n/N,
// diagnostics n/N), redrawn in place: the library reports events (see
// lsp.Progress), this draws them, every tick, so a burst of events costs
// the run nothing.
type lspProgress struct {
	w     io.Writer
	width int // the terminal's columns: a wrapped line would break the redraw

	mu    sync.Mutex
	start time.Time
	order []string // languages, in the order first heard of
	lines map[string]*serverLine
	drawn int    // lines on screen
	shown string // what they show
	stop  func()
}

// serverLine is what is known of one language's server.
type serverLine struct {
	server  string
	stage   lsp.Stage
	since   time.Time // first heard of
	ready   time.Duration
	detail  string
	elapsed time.Duration // of the requests, when done
	phases  map[lsp.Stage][2]int
}

// startLSPProgress returns the progress callback and the notice sink to
// use while the LSP step runs, and the function that clears the lines
// (call it before printing the report). On anything but a terminal, or
// with --quiet, nothing is drawn: the callback is nil and sink is kept.
func startLSPProgress(stderr io.Writer, quiet bool, sink notice.Sink) (lsp.Progress, notice.Sink, func()) {
	if quiet || !isTerminal(stderr) {
		return nil, sink, func() {}
	}
	width := 80
	if f, ok := stderr.(*os.File); ok {
		if w, _, err := term.GetSize(int(f.Fd())); err == nil && w > 0 {
			width = w
		}
	}
	p := newLSPProgress(stderr, width, progressDelay, progressTick)
	return p.event, p.sink(sink), p.stop
}

// newLSPProgress draws on w every tick, from delay on.
func newLSPProgress(w io.Writer, width int, delay, tick time.Duration) *lspProgress {
	p := &lspProgress{w: w, width: width, start: time.Now(), lines: map[string]*serverLine{}}
	halt := everyTick(delay, tick, func() {
		p.mu.Lock()
		p.drawLocked()
		p.mu.Unlock()
	}, func() {})
	p.stop = sync.OnceFunc(func() {
		halt()
		p.mu.Lock()
		defer p.mu.Unlock()
		p.clearLocked()
	})
	return p
}

// event records e; the next tick draws it.
func (p *lspProgress) event(e lsp.Event) {
	p.mu.Lock()
	defer p.mu.Unlock()
	l := p.lines[e.Language]
	if l == nil {
		l = &serverLine{since: time.Now(), phases: map[lsp.Stage][2]int{}}
		p.lines[e.Language] = l
		p.order = append(p.order, e.Language)
	}
	if e.Server != "" {
		l.server = e.Server
	}
	switch e.Stage {
	case lsp.StageStarting:
		l.stage = e.Stage
	case lsp.StageReady:
		l.stage, l.ready = e.Stage, e.Elapsed
	case lsp.StageFailed:
		l.stage, l.detail = e.Stage, e.Detail
	case lsp.StageDone:
		l.stage, l.elapsed = e.Stage, e.Elapsed
	default:
		if l.stage != lsp.StageDone {
			l.stage = e.Stage
		}
		// Events race between goroutines: the count only goes up.
		if old := l.phases[e.Stage]; e.Done >= old[0] || e.Total != old[1] {
			l.phases[e.Stage] = [2]int{e.Done, e.Total}
		}
	}
}

// sink returns next wrapped so that a notice prints above the lines,
// which are then drawn again below it.
func (p *lspProgress) sink(next notice.Sink) notice.Sink {
	if next == nil {
		return nil
	}
	return func(n notice.Notice) {
		p.mu.Lock()
		defer p.mu.Unlock()
		p.clearLocked()
		next(n)
	}
}

// line is one language's line, at most width-1 columns.
func (p *lspProgress) line(lang string) string {
	l := p.lines[lang]
	name := "lsp " + lang
	if l.server != "" {
		name += " (" + l.server + ")"
	}
	var parts []string
	switch {
	case l.stage == lsp.StageStarting:
		parts = append(parts, fmt.Sprintf("starting, %.0fs", time.Since(l.since).Seconds()))
	case l.stage == lsp.StageFailed:
		parts = append(parts, "failed: "+l.detail)
	case l.ready > 0:
		parts = append(parts, fmt.Sprintf("ready in %.1fs", l.ready.Seconds()))
	}
	for _, st := range []lsp.Stage{lsp.StageReferences, lsp.StageHover, lsp.StageDiagnostics} {
		if c, ok := p.lines[lang].phases[st]; ok && c[1] > 0 {
			parts = append(parts, fmt.Sprintf("%s %d/%d", st, c[0], c[1]))
		}
	}
	if l.stage == lsp.StageDone {
		parts = append(parts, fmt.Sprintf("done in %.1fs", l.elapsed.Seconds()))
	}
	s := name + ": " + strings.Join(parts, " · ")
	if r := []rune(s); p.width > 1 && len(r) > p.width-1 {
		s = string(r[:p.width-2]) + "…"
	}
	return s
}

// drawLocked redraws every line in place: up to the first one, then each
// cleared and written.
func (p *lspProgress) drawLocked() {
	if len(p.order) == 0 {
		return
	}
	var lines strings.Builder
	for _, l := range p.order {
		lines.WriteString("\r\x1b[2K")
		lines.WriteString(p.line(l))
		lines.WriteString("\n")
	}
	if p.drawn > 0 && lines.String() == p.shown {
		return // nothing new: a slow terminal gets no more than it needs
	}
	if p.drawn > 0 {
		fmt.Fprintf(p.w, "\x1b[%dA", p.drawn)
	}
	io.WriteString(p.w, lines.String())
	p.drawn, p.shown = len(p.order), lines.String()
}

// clearLocked removes the lines drawn: up to the first, clear to the end
// of the screen.
func (p *lspProgress) clearLocked() {
	if p.drawn == 0 {
		return
	}
	fmt.Fprintf(p.w, "\x1b[%dA\r\x1b[J", p.drawn)
	p.drawn = 0
}
