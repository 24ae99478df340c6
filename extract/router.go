package extract

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// Op is an extraction operation a backend may serve.
type Op uint8

// The operations. An outline is all of them at once; the finer ops say
// what a backend can be trusted for.
const (
	OpOutline Op = iota
	OpDefinitions
	OpImports
	OpReferences
)

var opNames = [...]string{"outline", "definitions", "imports", "references"}

func (o Op) String() string {
	if int(o) < len(opNames) {
		return opNames[o]
	}
	return fmt.Sprintf("op(%d)", o)
}

// backend is one tier of the router.
type backend interface {
	name() Backend
	supports(langID string, op Op) bool
	extract(ctx context.Context, langID, path string, src []byte, timeout time.Duration) (*File, error)
}

type tsBackend struct{ ts *TreeSitter }

func (b tsBackend) name() Backend { return BackendTreeSitter }
func (b tsBackend) supports(langID string, _ Op) bool {
	return b.ts.qs.byLang[langID] != nil
}
func (b tsBackend) extract(ctx context.Context, langID, path string, src []byte, timeout time.Duration) (*File, error) {
	return b.ts.Extract(ctx, langID, path, src, timeout)
}

type rxBackend struct{ rx *Regex }

func (b rxBackend) name() Backend                     { return BackendRegex }
func (b rxBackend) supports(langID string, _ Op) bool { return b.rx.Supports(langID) }
func (b rxBackend) extract(ctx context.Context, langID, path string, src []byte, _ time.Duration) (*File, error) {
	return b.rx.Extract(ctx, langID, path, src)
}

// Router picks, for each file, the best tier that serves its language and
// falls through to the next one when a tier fails (work budget, scanner
// limit, parse deadline, a tree that is mostly ERROR nodes) or finds
// nothing. Each worker owns a
// Router, because tree-sitter parsers are per worker; the regex tier and
// the compiled queries are shared.
type Router struct {
	ts       *TreeSitter
	backends []backend
}

// NewRouter returns a per-worker router over the shared queries and regex
// tier, best tier first.
func NewRouter(qs *Queries, rx *Regex) *Router {
	ts := NewTreeSitter(qs)
	return &Router{ts: ts, backends: []backend{tsBackend{ts}, rxBackend{rx}}}
}

// Close frees the worker's parsers.
func (r *Router) Close() { r.ts.Close() }

// TreeSitter is the router's tree-sitter tier (for parse-only runs).
func (r *Router) TreeSitter() *TreeSitter { return r.ts }

// Backends lists the tiers that support op for a language, best first.
func (r *Router) Backends(langID string, op Op) []Backend {
	var out []Backend
	for _, b := range r.backends {
		if b.supports(langID, op) {
			out = append(out, b.name())
		}
	}
	return out
}

// Serves reports whether any tier can outline the language.
func (r *Router) Serves(langID string) bool { return len(r.Backends(langID, OpOutline)) > 0 }

// mostlyErrors is the share of a file under ERROR nodes beyond which the
// partial tree is replaced by the regex tier.
const mostlyErrors = 0.5

// Extract outlines a file with the best tier that succeeds. A file served
// below its best tier carries the reason in File.Fallback. The error is
// the last tier's when none succeeds (ErrWorkBudget, ErrScannerLimit or
// ErrDeadline from tree-sitter when no other tier serves the language).
// Lone carriage returns end lines (see loneCRAsLF).
func (r *Router) Extract(ctx context.Context, langID, path string, src []byte, timeout time.Duration) (*File, error) {
	var (
		reasons  []string
		causes   Cause
		kept     *File // the best tier's weak result, used if no lower tier does better
		keptTier int   // kept's tier (1: the best that serves the language)
		lastErr  error
		tried    int
		fallback = func(f *File) *File {
			if tried > 1 && len(reasons) > 0 {
				f.Fallback, f.FallbackCauses = joinReasons(reasons), causes
			}
			return f
		}
	)
	src = loneCRAsLF(src)
	for _, b := range r.backends {
		if !b.supports(langID, OpOutline) {
			continue
		}
		tried++
		f, err := b.extract(ctx, langID, path, src, timeout)
		if err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			lastErr = err
			reasons = append(reasons, fmt.Sprintf("%s: %s", b.name(), failure(err, timeout)))
			causes |= causeOf(err)
			continue
		}
		switch {
		case kept != nil && (len(f.Symbols) < len(kept.Symbols) || len(f.Symbols) == 0 && len(f.Imports) <= len(kept.Imports)):
			// The lower tier does no better: a partial tree that recovered
			// most definitions beats patterns, and nothing beats nothing.
			return kept, nil
		case b.name() == BackendTreeSitter && len(src) > 0 && float64(f.ErrorBytes) > mostlyErrors*float64(len(src)):
			reasons = append(reasons, fmt.Sprintf("%s: %d%% of the file under syntax errors", b.name(), 100*f.ErrorBytes/len(src)))
			causes |= CauseSyntaxErrors
			kept, keptTier = f, tried
			continue
		case len(f.Symbols) == 0 && len(f.Imports) == 0 && len(src) > 0 && kept == nil:
			reasons = append(reasons, fmt.Sprintf("%s: no definitions", b.name()))
			causes |= CauseNoDefinitions
			kept, keptTier = f, tried
			continue
		}
		return fallback(f), nil
	}
	if kept != nil && keptTier > 1 {
		// A lower tier's empty outline, the tiers above it having failed:
		// a fallback like any other, said with its reasons.
		return fallback(kept), nil
	}
	if kept != nil {
		return kept, nil
	}
	if lastErr == nil {
		lastErr = fmt.Errorf("extract: no backend serves %s", langID)
	}
	return nil, lastErr
}

func failure(err error, timeout time.Duration) string {
	if errors.Is(err, ErrDeadline) {
		return fmt.Sprintf("parse deadline (%s) exceeded: wall clock, depends on the machine's load", timeout)
	}
	return err.Error()
}

func joinReasons(rs []string) string {
	s := ""
	for i, r := range rs {
		if i > 0 {
			s += "; "
		}
		s += r
	}
	return s
}
