// Package lsp talks to language servers: the Requester interface and the
// protocol types every transport shares, the standalone JSON-RPC client
// (a server per process group over stdio, restarted once on a crash),
// UTF-16 position conversion, server discovery, the table of servers per
// language, and the warm-up that starts them in parallel (Pool).
//
// Two transports serve the same Requester interface: the client here and
// the clients attached to a running Neovim (package lsp/nvim), so
// enrichment (lspenrich) and `soulindex diag` (diag) do not care which one
// answers.
package lsp

import (
	"context"
	"errors"
	"strings"

	"github.com/soulindex/soulindex/lsp/protocol"
)

// Position is an LSP position: zero-based line and UTF-16 code unit
// column, as the protocol defines it. Converting to and from byte
// columns is the caller's job (see ByteColumn, UTF16Column).
type Position struct {
	Line      uint32 `json:"line"`
	Character uint32 `json:"character"`
}

// Range is an LSP range, end exclusive.
type Range struct {
	Start Position `json:"start"`
	End   Position `json:"end"`
}

// Location is a range in a document given by URI.
type Location struct {
	URI   string `json:"uri"`
	Range Range  `json:"range"`
}

// Hover is a hover answer flattened to text (protocol.Hover).
type Hover = protocol.Hover

// CallItem is one caller returned by callHierarchy/incomingCalls.
type CallItem struct {
	Name string
	Kind int // LSP SymbolKind
	URI  string
	// Range is the caller's whole definition; SelectionRange its name.
	Range          Range
	SelectionRange Range
}

// CodeAction is one action a server offers for a range (a quick fix, a
// refactoring), described only: its edit or command is never resolved,
// applied or executed.
type CodeAction struct {
	Title string `json:"title"`
	// Kind is the CodeActionKind ("quickfix", "refactor.rewrite", …); ""
	// when the server gave none (a bare Command has none).
	Kind string `json:"kind"`
	// Preferred: the server marks it as the one to apply (isPreferred).
	Preferred bool `json:"preferred"`
}

// IsQuickFix reports whether a is a quick fix: of kind "quickfix" (or
// below it), or of no kind (a bare Command, the only form some servers
// answer with).
func (a CodeAction) IsQuickFix() bool {
	return a.Kind == "" || a.Kind == "quickfix" || strings.HasPrefix(a.Kind, "quickfix.")
}

// TypeItem is one type of a type hierarchy answer.
type TypeItem struct {
	Name   string
	Kind   int // LSP SymbolKind
	Detail string
	// Path is the file, from the item's URI (a URI that is not a file://
	// one is kept as it is).
	Path string
	// Range is the type's whole definition; SelectionRange its name.
	Range          Range
	SelectionRange Range
}

// Severity is an LSP DiagnosticSeverity (protocol.Severity).
type Severity = protocol.Severity

// Severities, as numbered by the protocol.
const (
	SeverityError       = protocol.SeverityError
	SeverityWarning     = protocol.SeverityWarning
	SeverityInformation = protocol.SeverityInformation
	SeverityHint        = protocol.SeverityHint
)

// Diagnostic is one published diagnostic.
type Diagnostic struct {
	Range    Range    `json:"range"`
	Severity Severity `json:"severity"`
	// Code is the diagnostic code as text ("" when none); the protocol
	// allows a number or a string.
	Code    string `json:"code,omitempty"`
	Source  string `json:"source,omitempty"`
	Message string `json:"message"`
}

// DocumentSymbol is one entry of a documentSymbol answer, flattened: both
// the hierarchical and the SymbolInformation forms map to it.
type DocumentSymbol struct {
	Name           string
	Detail         string
	Kind           int // LSP SymbolKind
	Range          Range
	SelectionRange Range
	// Container is the enclosing symbols' names, outermost first.
	Container []string
}

// Requester answers LSP requests for the documents of one workspace. A
// standalone server, a Neovim-attached client and a test double all
// implement it. Paths are absolute file paths; implementations open
// (didOpen) a document on first use and keep it in sync with Update.
type Requester interface {
	// Language is the soulindex language ID this requester serves.
	Language() string
	DocumentSymbols(ctx context.Context, path string) ([]DocumentSymbol, error)
	Hover(ctx context.Context, path string, pos Position) (Hover, error)
	References(ctx context.Context, path string, pos Position, includeDecl bool) ([]Location, error)
	IncomingCalls(ctx context.Context, path string, pos Position) ([]CallItem, error)
	// Implementations returns the implementations of the interface or
	// method at pos (textDocument/implementation).
	Implementations(ctx context.Context, path string, pos Position) ([]Location, error)
	// Supertypes and Subtypes return the direct supertypes and subtypes
	// of the type at pos (textDocument/prepareTypeHierarchy, then
	// typeHierarchy/supertypes or subtypes of every item prepared).
	Supertypes(ctx context.Context, path string, pos Position) ([]TypeItem, error)
	Subtypes(ctx context.Context, path string, pos Position) ([]TypeItem, error)
	// CodeActions returns the actions the server offers for rng, with
	// diags as the context's diagnostics (pass them as the server
	// published them: servers such as clangd find their fixes by the
	// diagnostic's range and message), in the server's order. No kind
	// filter is sent (context.only). Nothing is resolved, applied or
	// executed.
	CodeActions(ctx context.Context, path string, rng Range, diags []Diagnostic) ([]CodeAction, error)
	// Diagnostics returns the diagnostics published for path's current
	// version (never a stale publish for an older version), waiting for
	// them up to ctx's deadline.
	Diagnostics(ctx context.Context, path string) ([]Diagnostic, error)
	// Update replaces path's content (full document sync) and bumps its
	// version; a later Diagnostics call waits for that version.
	Update(ctx context.Context, path string, content []byte) error
	// Close shuts the server down (shutdown, exit, then kill of the whole
	// process group if it lingers).
	Close() error
}

// Errors shared by the transports.
var (
	// ErrUnsupported: the server does not offer this request.
	ErrUnsupported = errors.New("request not supported by the server")
	// ErrServerDead: the server exited or was cut off; the caller falls
	// back to tree-sitter facts.
	ErrServerDead = errors.New("language server is not running")
	// ErrUnsavedEdits: the editor holds the file with unsaved edits, so
	// its server's view (content, positions) is not the file on disk;
	// the file is not asked about (UnsavedEditsError names it).
	ErrUnsavedEdits = errors.New("unsaved edits in the editor")
)

// UnsavedEditsError is ErrUnsavedEdits for one file.
type UnsavedEditsError struct{ Path string }

func (e *UnsavedEditsError) Error() string {
	return e.Path + " has unsaved edits in the editor: its positions are not the file's, so it is not asked about"
}

func (e *UnsavedEditsError) Is(target error) bool { return target == ErrUnsavedEdits }
