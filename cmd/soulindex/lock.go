package main

import (
	"context"
	"flag"
	"time"

	"github.com/soulindex/soulindex/output"
)

// lockFlags hold --wait, the patience of a run whose output directory
// another run is writing.
type lockFlags struct {
	wait time.Duration
}

// register adds --wait. The default, 0, fails at once with a message that
// names the holder: in CI and in hooks a clear failure beats a silent hang
// behind a run that may never end; callers that expect overlap (an editor
// re-indexing on save) pass --wait.
func (l *lockFlags) register(fs *flag.FlagSet) {
	fs.DurationVar(&l.wait, "wait", 0, "when another run holds the output directory, wait up to this long for it (default: fail at once)")
}

// lockOutputs takes the lock on outDir for the rest of the run.
func (l *lockFlags) lockOutputs(ctx context.Context, outDir string) (release func(), err error) {
	if l.wait < 0 {
		return nil, usagef("--wait must not be negative, got %s", l.wait)
	}
	lk, err := output.AcquireLock(ctx, outDir, l.wait)
	if err != nil {
		return nil, err
	}
	return func() { lk.Release() }, nil
}
