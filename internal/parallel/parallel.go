// Package parallel runs index-addressed work on a bounded set of workers,
// the pattern of every parallel pass (extraction, cache decoding, graph
// building): results go to per-index slots, so no locks are needed.
package parallel

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
)

// ForEach calls fn for 0..n-1 on jobs workers (all cores when jobs <= 0)
// that claim indexes through an atomic cursor: no locks or channels, and
// each call may write only its own index's slot. The first error or a
// cancelled context stops the workers.
func ForEach(ctx context.Context, n, jobs int, fn func(i int) error) error {
	if jobs <= 0 {
		jobs = runtime.GOMAXPROCS(0)
	}
	var first error
	var once sync.Once
	var stop atomic.Bool
	fail := func(err error) {
		once.Do(func() { first = err })
		stop.Store(true)
	}
	Workers(n, jobs, func(_, i int) {
		if stop.Load() {
			return
		}
		if err := ctx.Err(); err != nil {
			fail(err)
		} else if err := fn(i); err != nil {
			fail(err)
		}
	})
	return first
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
