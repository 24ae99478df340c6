package lsp

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestWaitIdleFollowsProgress: WaitIdle waits while the server has
// work-done progress in flight, however long, and returns once it ended
// and the server has been quiet; a caller's deadline during the work is
// an error naming it.
func TestWaitIdleFollowsProgress(t *testing.T) {
	srv, _ := fakeServer(t, "-mode", "progress")
	c := startClient(t, context.Background(), srv, t.TempDir(), Options{})
	waitFor(t, func() bool { return slices.Equal(c.Working(), []string{"Analyzing"}) }, "the progress to begin")

	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	err := c.WaitIdle(ctx, 10*time.Millisecond)
	cancel()
	if !errors.Is(err, context.DeadlineExceeded) || !strings.Contains(err.Error(), "still working (Analyzing)") {
		t.Fatalf("WaitIdle during the work = %v, want a deadline naming the work", err)
	}

	done := make(chan error, 1)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		done <- c.WaitIdle(ctx, 50*time.Millisecond)
	}()
	select {
	case err := <-done:
		t.Fatalf("WaitIdle returned (%v) while the progress was in flight", err)
	case <-time.After(time.Second):
	}
	c.mu.Lock()
	s := c.sess
	c.mu.Unlock()
	if err := s.notify(context.Background(), "test/endProgress", nil); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Fatalf("WaitIdle after the progress ended: %v", err)
	}
	if w := c.Working(); len(w) != 0 {
		t.Errorf("Working() = %v after the end", w)
	}
}
