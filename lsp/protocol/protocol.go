// Package protocol holds the LSP values that outlive a transport: a hover
// answer flattened to text and a diagnostic's severity. It imports
// nothing, so the enrichment model (lspenrich/model), and through it the
// writers in output, carry them without depending on the client, the
// Neovim bridge or JSON-RPC (package lsp names them too).
package protocol

// Hover is a hover answer flattened to text. Signature is the first code
// block (the declaration the server shows); Doc is the rest, in Markdown.
type Hover struct {
	Signature string
	Doc       string
}

// Severity is an LSP DiagnosticSeverity.
type Severity int

// Severities, as numbered by the protocol.
const (
	SeverityError       Severity = 1
	SeverityWarning     Severity = 2
	SeverityInformation Severity = 3
	SeverityHint        Severity = 4
)

func (s Severity) String() string {
	switch s {
	case SeverityError:
		return "error"
	case SeverityWarning:
		return "warning"
	case SeverityInformation:
		return "info"
	case SeverityHint:
		return "hint"
	}
	return "unknown"
}
