package nvim

import (
	"context"
	"path/filepath"
	"testing"
	"time"
)

// TestNvimBridgeReconnect: runs one after the other against one editor
// (soulindex run twice) each get a working client. The first run's Close
// stops the client it caused to start; the next must not attach to it
// while it is still shutting down ("session is shut down").
func TestNvimBridgeReconnect(t *testing.T) {
	s := nvimStart(t)
	greet := filepath.Join(s.dir, "gomod", "greet", "greet.go")
	for round := range 3 {
		e := nvimDial(t, s.sock)
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		r, err := e.Requester(ctx, "go", filepath.Join(s.dir, "gomod"))
		if err != nil {
			t.Fatal(err)
		}
		syms, err := r.DocumentSymbols(ctx, greet)
		if err != nil || len(syms) == 0 {
			t.Errorf("round %d: symbols %v, %v", round, syms, err)
		}
		h, err := r.Hover(ctx, greet, nvimPos(t, greet, "Hello", 1))
		if err != nil || h.Signature != "func Hello(name string) Greeting" {
			t.Errorf("round %d: hover %+v, %v", round, h, err)
		}
		cancel()
		if err := r.Close(); err != nil {
			t.Errorf("round %d: close requester: %v", round, err)
		}
		if err := e.Close(); err != nil {
			t.Errorf("round %d: close editor: %v", round, err)
		}
	}
}
