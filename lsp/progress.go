package lsp

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/sourcegraph/jsonrpc2"
)

// Idler is a Requester that can tell when its server has finished its
// background work (analysis of the workspace, of the open documents), so
// a caller can take the diagnostics published by then as final.
type Idler interface {
	// WaitIdle waits until the server has no work-done progress in
	// flight and has sent no progress or diagnostics notification for
	// quiet, or until ctx ends (its error is returned).
	WaitIdle(ctx context.Context, quiet time.Duration) error
}

// progressTracker follows one session's work-done progress ($/progress
// begin and end, which servers send when the client advertises
// window.workDoneProgress: pyright's "Analyzing" and "Checking", gopls's
// "Loading packages") and the time of its last notification of any kind
// that says the server is still producing results (progress, diagnostics).
type progressTracker struct {
	mu     sync.Mutex
	active map[string]string // token (its JSON) -> title
	last   time.Time         // latest progress or publish
	ch     chan struct{}     // closed and replaced on each event
}

func newProgressTracker() *progressTracker {
	return &progressTracker{active: map[string]string{}, last: time.Now(), ch: make(chan struct{})}
}

// progressParams is $/progress's payload for work-done progress.
type progressParams struct {
	Token json.RawMessage `json:"token"`
	Value struct {
		Kind  string `json:"kind"`
		Title string `json:"title"`
	} `json:"value"`
}

// progress records one $/progress notification.
func (p *progressTracker) progress(raw json.RawMessage) {
	var pp progressParams
	if json.Unmarshal(raw, &pp) != nil || len(pp.Token) == 0 {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	token := string(pp.Token)
	switch pp.Value.Kind {
	case "begin":
		p.active[token] = pp.Value.Title
	case "end":
		delete(p.active, token)
	}
	p.eventLocked()
}

// touch records another notification that shows the server at work.
func (p *progressTracker) touch() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.eventLocked()
}

func (p *progressTracker) eventLocked() {
	p.last = time.Now()
	close(p.ch)
	p.ch = make(chan struct{})
}

// state returns the titles of the progress in flight, the time of the
// latest event and a channel closed at the next one.
func (p *progressTracker) state() (titles []string, last time.Time, next <-chan struct{}) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, t := range p.active {
		titles = append(titles, t)
	}
	slices.Sort(titles)
	return titles, p.last, p.ch
}

// Working returns the titles of the server's work-done progress in
// flight ("Analyzing", "Loading packages"), sorted; nil when idle or not
// started.
func (c *Client) Working() []string {
	c.mu.Lock()
	s := c.sess
	c.mu.Unlock()
	if s == nil {
		return nil
	}
	titles, _, _ := s.progress.state()
	return titles
}

// WaitIdle implements Idler. A server that never reports progress is
// idle once its notifications have been quiet for quiet.
func (c *Client) WaitIdle(ctx context.Context, quiet time.Duration) error {
	for {
		c.mu.Lock()
		s, serr := c.sess, c.state()
		c.mu.Unlock()
		if serr != nil {
			return serr
		}
		if s == nil || s.gone() {
			return fmt.Errorf("%s: %w", c.srv.Name, ErrServerDead)
		}
		titles, last, next := s.progress.state()
		var timer *time.Timer
		var wake <-chan time.Time
		if len(titles) == 0 {
			at := last.Add(quiet)
			if !time.Now().Before(at) {
				return nil
			}
			timer = time.NewTimer(time.Until(at))
			wake = timer.C
		}
		var err error
		select {
		case <-next:
		case <-wake:
		case <-s.exited:
			err = fmt.Errorf("%s: %w", c.srv.Name, jsonrpc2.ErrClosed)
		case <-ctx.Done():
			err = ctx.Err()
			if len(titles) > 0 {
				// pyright's progress has no title.
				what := strings.Join(slices.DeleteFunc(titles, func(s string) bool { return s == "" }), ", ")
				if what == "" {
					what = "analysing"
				}
				err = fmt.Errorf("%s still working (%s): %w", c.srv.Name, what, err)
			}
		}
		if timer != nil {
			timer.Stop()
		}
		if err != nil {
			return err
		}
	}
}
