// Package parallel runs index-addressed work on a bounded set of workers,
// the pattern of every parallel pass (extraction, cache decoding, graph
// building): results go to per-index slots, so no locks are needed.
package parallel

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"

	"golang.org/x/sync/errgroup"
)

// ForEach calls fn for 0..n-1 on jobs workers (all cores when jobs <= 0)
// that claim indexes through an atomic cursor: no locks or channels, and
// each call may write only its own index's slot. The first error or a
// cancelled context stops the workers.
func ForEach(ctx context.Context, n, jobs int, fn func(i int) error) error {
	if jobs <= 0 {
		jobs = runtime.GOMAXPROCS(0)
	}
	var next atomic.Int64
	eg, ectx := errgroup.WithContext(ctx)
	for w := 0; w < min(jobs, max(n, 1)); w++ {
		eg.Go(func() error {
			for {
				i := int(next.Add(1) - 1)
				if i >= n {
					return nil
				}
				if err := ectx.Err(); err != nil {
					return err
				}
				if err := fn(i); err != nil {
					return err
				}
			}
		})
	}
	return eg.Wait()
}

// Workers calls fn for 0..n-1 on the given number of workers, telling
// each call which worker (0..workers-1) runs it, for per-worker scratch:
// for passes that cannot fail and need no cancellation.
func Workers(n, workers int, fn func(worker, i int)) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := range min(max(workers, 1), max(n, 1)) {
		wg.Go(func() {
			for {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				fn(w, i)
			}
		})
	}
	wg.Wait()
}
