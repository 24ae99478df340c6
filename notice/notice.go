// Package notice is how every stage of a run reports what the user should
// know about a run that still succeeds: a file outlined by a lower tier, a
// cache ignored, a setting lowered to its maximum, a language server
// missing. A notice carries a typed Reason, so code decides by the reason
// and never by a message's words, and a Subject (the file, language or
// setting it concerns). Stages send notices to a Sink the caller gives; the
// command prints them one way.
package notice

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

// Reason says what happened.
type Reason string

// The reasons. Subjects: a file's path relative to the indexed directory,
// a language ID, a flag or configuration key, or "" for the whole run.
const (
	// Fallback: a lower tier served (subject: the file a lower tier
	// outlined; a definition search that scanned the sources).
	Fallback Reason = "fallback"
	// SyntaxErrors: the outline comes from a partial tree.
	SyntaxErrors Reason = "syntax-errors"
	// InvalidUTF8: the file was indexed with byte offsets.
	InvalidUTF8 Reason = "invalid-utf8"
	// Manifest: a package manifest was not read.
	Manifest Reason = "manifest"
	// Listing: the file listing fell back (git could not list the files).
	Listing Reason = "listing"
	// Setting: a flag or configuration value was changed or ignored.
	Setting Reason = "setting"
	// Focus: how --focus or --changed was read.
	Focus Reason = "focus"
	// Cache: a cache was not used or not saved; the run rebuilt what it
	// held.
	Cache Reason = "cache"
	// Server: a language server was missing, passed over, failed to start
	// or stopped; its language keeps tree-sitter facts.
	Server Reason = "server"
	// Unsupported: a server does not support a request.
	Unsupported Reason = "unsupported"
	// Timeout: a time bound was reached; what was not answered keeps
	// tree-sitter facts.
	Timeout Reason = "timeout"
	// Requests: requests to a server failed.
	Requests Reason = "requests"
	// Editor: how a running editor's language clients were used.
	Editor Reason = "editor"
)

// Notice is one thing a run reports.
type Notice struct {
	Reason  Reason `json:"reason"`
	Subject string `json:"subject,omitempty"`
	Message string `json:"message"`
}

// String is the notice as one line: "subject: message", or the message.
func (n Notice) String() string {
	if n.Subject == "" {
		return n.Message
	}
	return n.Subject + ": " + n.Message
}

// Sink receives notices, from any goroutine. A nil Sink drops them.
type Sink func(Notice)

// Send passes n on.
func (s Sink) Send(n Notice) {
	if s != nil {
		s(n)
	}
}

// Notef sends a notice whose message is formatted.
func (s Sink) Notef(r Reason, subject, format string, args ...any) {
	s.Send(Notice{Reason: r, Subject: subject, Message: fmt.Sprintf(format, args...)})
}

// List collects notices; its Sink may be called from any goroutine.
type List struct {
	mu    sync.Mutex
	items []Notice
}

// Sink returns a Sink appending to l.
func (l *List) Sink() Sink {
	return func(n Notice) {
		l.mu.Lock()
		l.items = append(l.items, n)
		l.mu.Unlock()
	}
}

// Notices returns the notices in the order they arrived.
func (l *List) Notices() []Notice {
	l.mu.Lock()
	defer l.mu.Unlock()
	return slices.Clone(l.items)
}

// Sorted returns the notices ordered by subject, reason and message, for
// output that must not depend on scheduling.
func Sorted(ns []Notice) []Notice {
	out := slices.Clone(ns)
	slices.SortStableFunc(out, func(a, b Notice) int {
		if c := strings.Compare(a.Subject, b.Subject); c != 0 {
			return c
		}
		if c := strings.Compare(string(a.Reason), string(b.Reason)); c != 0 {
			return c
		}
		return strings.Compare(a.Message, b.Message)
	})
	return out
}
