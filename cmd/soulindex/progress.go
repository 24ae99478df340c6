package main

import (
	"io"
	"os"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/soulindex/soulindex/indexer"
)

const (
	// progressDelay keeps short runs silent: the bar appears only when
	// the files take longer than this to index.
	progressDelay = 500 * time.Millisecond
	// progressTick is how often the counters are polled.
	progressTick = 100 * time.Millisecond
)

// startProgress shows a bar of files done out of the total on stderr
// while the indexer runs, when stderr is a terminal and the run is not
// --quiet. Anything else (a pipe, a file, CI logs) gets nothing. The
// returned function removes the bar; call it before printing anything.
func startProgress(stderr io.Writer, quiet bool, p *indexer.Progress) (stop func()) {
	if quiet || !isTerminal(stderr) {
		return func() {}
	}
	return runProgress(stderr, p, progressDelay, progressTick)
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// runProgress polls p every tick, after delay, and renders the bar to w.
// The indexer's workers only bump atomic counters; all drawing happens
// here, so a slow terminal never slows indexing down.
func runProgress(w io.Writer, p *indexer.Progress, delay, tick time.Duration) (stop func()) {
	var bar *progressbar.ProgressBar
	return everyTick(delay, tick, func() {
		// The total is known once the listing is done.
		if total := p.Total.Load(); total > 0 {
			if bar == nil {
				bar = newBar(w, total)
			}
			bar.Set64(p.Done.Load())
		}
	}, func() {
		if bar != nil {
			bar.Clear() // the summary line takes its place
		}
	})
}

// everyTick calls draw every tick from delay on, in a goroutine of its
// own, until stop; then last, if drawing had begun. stop returns once
// the goroutine has ended.
func everyTick(delay, tick time.Duration, draw, last func()) (stop func()) {
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		wait := time.NewTimer(delay)
		defer wait.Stop()
		select {
		case <-done:
			return
		case <-wait.C:
		}
		ticker := time.NewTicker(tick)
		defer ticker.Stop()
		for {
			draw()
			select {
			case <-done:
				last()
				return
			case <-ticker.C:
			}
		}
	}()
	return func() {
		close(done)
		<-finished
	}
}

func newBar(w io.Writer, total int64) *progressbar.ProgressBar {
	return progressbar.NewOptions64(total,
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetDescription("indexing"),
		progressbar.OptionShowCount(),
		progressbar.OptionShowIts(),
		progressbar.OptionSetItsString("files"),
		progressbar.OptionSetWidth(30),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionThrottle(progressTick),
		progressbar.OptionSetRenderBlankState(true),
	)
}
