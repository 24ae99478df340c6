package lsp

import "time"

// Stage is a step of one language's server work, as Progress reports it.
type Stage string

// The stages, in the order a language goes through them. Starting,
// Ready and Failed come from Warmup; the request phases and Done from
// the enrichment (package lspenrich).
const (
	StageStarting    Stage = "starting"
	StageReady       Stage = "ready"
	StageFailed      Stage = "failed"
	StageReferences  Stage = "references"
	StageHover       Stage = "hover"
	StageDiagnostics Stage = "diagnostics"
	StageDone        Stage = "done"
)

// Event is one step of a language's server work, for a caller's display.
type Event struct {
	Language string
	// Server is the server's name, when known ("gopls").
	Server string
	Stage  Stage
	// Done of Total: the requests of a request phase answered (or failed)
	// so far.
	Done, Total int
	// Elapsed: since the server was launched (Ready, Failed), or since
	// the language's enrichment began.
	Elapsed time.Duration
	// Detail says why, for Failed.
	Detail string
}

// Progress receives events from any goroutine, possibly many per second
// and out of order between goroutines (Done may go back by a few): it
// must be quick and must not block. Nil drops them.
type Progress func(Event)

// Report passes e on.
func (p Progress) Report(e Event) {
	if p != nil {
		p(e)
	}
}
