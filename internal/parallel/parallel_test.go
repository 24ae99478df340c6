package parallel

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
)

func TestWorkersCallsEachIndexOnce(t *testing.T) {
	for _, tc := range []struct{ n, workers int }{{0, 4}, {1, 4}, {7, 1}, {1000, 3}, {5, 0}} {
		counts := make([]atomic.Int32, tc.n)
		var bad atomic.Bool
		Workers(tc.n, tc.workers, func(w, i int) {
			if w < 0 || w >= max(tc.workers, 1) {
				bad.Store(true)
			}
			counts[i].Add(1)
		})
		if bad.Load() {
			t.Errorf("n=%d workers=%d: a worker number out of range", tc.n, tc.workers)
		}
		for i := range counts {
			if c := counts[i].Load(); c != 1 {
				t.Errorf("n=%d workers=%d: index %d called %d times", tc.n, tc.workers, i, c)
			}
		}
	}
}

func TestForEachReturnsTheError(t *testing.T) {
	boom := errors.New("boom")
	err := ForEach(context.Background(), 10000, 2, func(i int) error {
		if i == 3 {
			return boom
		}
		return nil
	})
	if !errors.Is(err, boom) {
		t.Fatalf("ForEach = %v, want %v", err, boom)
	}
}

func TestForEachStopsOnACancelledContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var calls atomic.Int32
	err := ForEach(ctx, 100, 2, func(int) error {
		calls.Add(1)
		return nil
	})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("ForEach = %v, want context.Canceled", err)
	}
	if c := calls.Load(); c != 0 {
		t.Errorf("%d calls after the context was done", c)
	}
}
