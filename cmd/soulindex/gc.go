package main

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
)

// gcPercentOnceBig sets the collector's percent to pct once the live heap
// passes threshold bytes, checked after every collection. A big run holds
// the whole tree's outlines while it builds the graph and writes, and the
// default percent lets its heap grow to twice what is live; a run with
// nothing to do stays small, and there the default's fewer collections
// cost less than the memory they save.
func gcPercentOnceBig(pct int, threshold uint64) {
	sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	// A sentinel with a pointer field is never tiny-allocated, so its
	// finalizer runs after the first collection that finds it unreachable.
	type sentinel struct{ _ *int }
	var arm func()
	arm = func() {
		runtime.SetFinalizer(&sentinel{}, func(*sentinel) {
			metrics.Read(sample)
			if sample[0].Value.Kind() == metrics.KindUint64 && sample[0].Value.Uint64() > threshold {
				debug.SetGCPercent(pct)
				return
			}
			arm()
		})
	}
	arm()
}
