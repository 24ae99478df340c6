package main

import (
	"runtime"
	"runtime/debug"
	"testing"
)

// TestGCPercentOnceBig: the percent stays while the live heap is small
// and drops once a collection finds it past the threshold.
func TestGCPercentOnceBig(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	current := func() int {
		p := debug.SetGCPercent(100)
		debug.SetGCPercent(p)
		return p
	}
	gcPercentOnceBig(37, 64<<20)
	for range 3 {
		runtime.GC()
	}
	if p := current(); p != 100 {
		t.Fatalf("percent %d with a small heap, want the default 100", p)
	}
	live := make([][]byte, 0, 80)
	for range 80 {
		live = append(live, make([]byte, 1<<20))
	}
	// The finalizer runs on its own goroutine after a collection: wait for
	// its effect, each round another collection.
	for i := 0; current() != 37; i++ {
		if i == 10000 {
			t.Fatal("the percent never dropped with 80 MiB live")
		}
		runtime.GC()
		runtime.Gosched()
	}
	runtime.KeepAlive(live)
}
