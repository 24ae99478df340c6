package indexer

import "sync/atomic"

// Progress counts a run's files for a progress display that polls it from
// another goroutine. Workers only add to atomic counters: the hot path
// takes no lock and never waits for the display.
type Progress struct {
	// Total is the number of files to read, set once the listing is done
	// (0 until then).
	Total atomic.Int64
	// Done counts the files finished (indexed, skipped or failed).
	Done atomic.Int64
}
