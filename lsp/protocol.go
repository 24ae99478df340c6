package lsp

import (
	"encoding/json"
	"strings"
)

// Wire structs: only the parts of the protocol the client sends or reads.

type textDocumentIdentifier struct {
	URI string `json:"uri"`
}

type versionedTextDocumentIdentifier struct {
	URI     string `json:"uri"`
	Version int    `json:"version"`
}

type textDocumentItem struct {
	URI        string `json:"uri"`
	LanguageID string `json:"languageId"`
	Version    int    `json:"version"`
	Text       string `json:"text"`
}

type didOpenParams struct {
	TextDocument textDocumentItem `json:"textDocument"`
}

type didChangeParams struct {
	TextDocument   versionedTextDocumentIdentifier `json:"textDocument"`
	ContentChanges []contentChange                 `json:"contentChanges"`
}

// contentChange without a range replaces the whole document (full sync).
type contentChange struct {
	Text string `json:"text"`
}

type didCloseParams struct {
	TextDocument textDocumentIdentifier `json:"textDocument"`
}

type textDocumentPositionParams struct {
	TextDocument textDocumentIdentifier `json:"textDocument"`
	Position     Position               `json:"position"`
}

type referenceParams struct {
	TextDocument textDocumentIdentifier `json:"textDocument"`
	Position     Position               `json:"position"`
	Context      struct {
		IncludeDeclaration bool `json:"includeDeclaration"`
	} `json:"context"`
}

type documentSymbolParams struct {
	TextDocument textDocumentIdentifier `json:"textDocument"`
}

type workspaceFolder struct {
	URI  string `json:"uri"`
	Name string `json:"name"`
}

type initializeParams struct {
	ProcessID        int               `json:"processId"`
	ClientInfo       clientInfo        `json:"clientInfo"`
	RootURI          string            `json:"rootUri"`
	RootPath         string            `json:"rootPath"`
	WorkspaceFolders []workspaceFolder `json:"workspaceFolders"`
	Capabilities     json.RawMessage   `json:"capabilities"`
	// InitializationOptions are server specific.
	InitializationOptions json.RawMessage `json:"initializationOptions,omitempty"`
}

type clientInfo struct {
	Name string `json:"name"`
}

// clientCapabilities declares what this client uses; servers tailor
// their answers to it (hierarchical symbols, markdown hover, versioned
// diagnostics, code action literals with their kind rather than bare
// commands).
const clientCapabilities = `{
 "textDocument": {
  "synchronization": {"dynamicRegistration": false, "didSave": false},
  "documentSymbol": {"hierarchicalDocumentSymbolSupport": true},
  "hover": {"contentFormat": ["markdown", "plaintext"]},
  "references": {},
  "callHierarchy": {},
  "implementation": {"linkSupport": false},
  "typeHierarchy": {},
  "codeAction": {
   "codeActionLiteralSupport": {"codeActionKind": {"valueSet": ["", "quickfix", "refactor", "refactor.extract", "refactor.inline", "refactor.rewrite", "source", "source.organizeImports", "source.fixAll"]}},
   "isPreferredSupport": true
  },
  "publishDiagnostics": {"versionSupport": true, "relatedInformation": false}
 },
 "window": {"workDoneProgress": true},
 "workspace": {"configuration": true, "workspaceFolders": true},
 "general": {"positionEncodings": ["utf-16"]}
}`

// pullCapability is clientCapabilities.textDocument.diagnostic, declared
// only when the client pulls diagnostics (Options.PullDiagnostics): a
// server may then stop publishing them.
const pullCapability = `{"dynamicRegistration": true, "relatedDocumentSupport": false}`

// capabilities returns clientCapabilities, with pull diagnostics when
// pull is set.
func capabilities(pull bool) json.RawMessage {
	if !pull {
		return json.RawMessage(clientCapabilities)
	}
	var caps map[string]map[string]json.RawMessage
	if err := json.Unmarshal([]byte(clientCapabilities), &caps); err != nil {
		panic("lsp: clientCapabilities: " + err.Error())
	}
	caps["textDocument"]["diagnostic"] = json.RawMessage(pullCapability)
	b, err := json.Marshal(caps)
	if err != nil {
		panic("lsp: clientCapabilities: " + err.Error())
	}
	return b
}

type initializeResult struct {
	Capabilities serverCapabilities `json:"capabilities"`
	ServerInfo   *struct {
		Name    string `json:"name"`
		Version string `json:"version"`
	} `json:"serverInfo"`
}

// serverCapabilities: providers may be a bool or an options object;
// present and not false means supported.
type serverCapabilities struct {
	HoverProvider          json.RawMessage `json:"hoverProvider"`
	ReferencesProvider     json.RawMessage `json:"referencesProvider"`
	DocumentSymbolProvider json.RawMessage `json:"documentSymbolProvider"`
	CallHierarchyProvider  json.RawMessage `json:"callHierarchyProvider"`
	DiagnosticProvider     json.RawMessage `json:"diagnosticProvider"`
	ImplementationProvider json.RawMessage `json:"implementationProvider"`
	TypeHierarchyProvider  json.RawMessage `json:"typeHierarchyProvider"`
	CodeActionProvider     json.RawMessage `json:"codeActionProvider"`
	ExecuteCommandProvider struct {
		Commands []string `json:"commands"`
	} `json:"executeCommandProvider"`
}

func supported(raw json.RawMessage) bool {
	s := strings.TrimSpace(string(raw))
	return s != "" && s != "false" && s != "null"
}

// wireSymbol covers both documentSymbol answer forms: DocumentSymbol
// (children, selectionRange) and SymbolInformation (location,
// containerName).
type wireSymbol struct {
	Name           string       `json:"name"`
	Detail         string       `json:"detail"`
	Kind           int          `json:"kind"`
	Range          *Range       `json:"range"`
	SelectionRange *Range       `json:"selectionRange"`
	Children       []wireSymbol `json:"children"`
	Location       *Location    `json:"location"`
	ContainerName  string       `json:"containerName"`
}

// hierarchyItem is a CallHierarchyItem or a TypeHierarchyItem (one
// shape).
type hierarchyItem struct {
	Name           string          `json:"name"`
	Kind           int             `json:"kind"`
	URI            string          `json:"uri"`
	Range          Range           `json:"range"`
	SelectionRange Range           `json:"selectionRange"`
	Detail         string          `json:"detail,omitempty"`
	Data           json.RawMessage `json:"data,omitempty"`
}

// hierarchyCall is an answer of callHierarchy/incomingCalls (From) or
// outgoingCalls (To).
type hierarchyCall struct {
	From hierarchyItem `json:"from"`
	To   hierarchyItem `json:"to"`
}

type publishDiagnosticsParams struct {
	URI         string           `json:"uri"`
	Version     *int             `json:"version"`
	Diagnostics []wireDiagnostic `json:"diagnostics"`
}

type wireDiagnostic struct {
	Range    Range           `json:"range"`
	Severity Severity        `json:"severity"`
	Code     json.RawMessage `json:"code"`
	Source   string          `json:"source"`
	Message  string          `json:"message"`
}

func (d wireDiagnostic) toDiagnostic() Diagnostic {
	code := strings.TrimSpace(string(d.Code))
	if code == "null" {
		code = ""
	}
	if s := ""; strings.HasPrefix(code, `"`) && json.Unmarshal(d.Code, &s) == nil {
		code = s
	}
	sev := d.Severity
	if sev == 0 {
		// The protocol leaves a missing severity to the client; error is
		// what editors show.
		sev = SeverityError
	}
	return Diagnostic{Range: d.Range, Severity: sev, Code: code, Source: d.Source, Message: d.Message}
}

type configurationParams struct {
	Items []json.RawMessage `json:"items"`
}

type cancelParams struct {
	ID int64 `json:"id"`
}

// hoverResult.Contents is MarkupContent, MarkedString or []MarkedString.
type hoverResult struct {
	Contents json.RawMessage `json:"contents"`
}

// flattenHover turns any of the hover content forms into a Hover: the
// first code block is the signature, the rest the documentation.
func flattenHover(raw json.RawMessage) Hover {
	var parts []string
	var add func(json.RawMessage)
	add = func(r json.RawMessage) {
		r = json.RawMessage(strings.TrimSpace(string(r)))
		if len(r) == 0 || string(r) == "null" {
			return
		}
		switch r[0] {
		case '"':
			var s string
			if json.Unmarshal(r, &s) == nil {
				parts = append(parts, s)
			}
		case '[':
			var list []json.RawMessage
			if json.Unmarshal(r, &list) == nil {
				for _, e := range list {
					add(e)
				}
			}
		case '{':
			var m struct {
				Kind     string `json:"kind"`
				Language string `json:"language"`
				Value    string `json:"value"`
			}
			if json.Unmarshal(r, &m) == nil {
				if m.Language != "" {
					parts = append(parts, "```"+m.Language+"\n"+m.Value+"\n```")
				} else {
					parts = append(parts, m.Value)
				}
			}
		}
	}
	add(raw)
	return splitHover(strings.Join(parts, "\n\n"))
}

// splitHover cuts the first fenced code block out of Markdown text.
func splitHover(md string) Hover {
	start := strings.Index(md, "```")
	if start < 0 {
		return Hover{Doc: trimRules(md)}
	}
	nl := strings.IndexByte(md[start:], '\n')
	if nl < 0 {
		return Hover{Doc: trimRules(md)}
	}
	bodyStart := start + nl + 1
	end := strings.Index(md[bodyStart:], "```")
	if end < 0 {
		return Hover{Signature: strings.TrimSpace(md[bodyStart:]), Doc: trimRules(md[:start])}
	}
	sig := strings.TrimSpace(md[bodyStart : bodyStart+end])
	return Hover{Signature: sig, Doc: trimRules(md[:start] + "\n" + md[bodyStart+end+3:])}
}

// trimRules trims space and the horizontal rules ("---") servers put
// between hover sections, at both ends.
func trimRules(s string) string {
	for {
		t := strings.TrimSpace(s)
		t = strings.TrimSpace(strings.TrimPrefix(t, "---"))
		t = strings.TrimSpace(strings.TrimSuffix(t, "---"))
		if t == s {
			return t
		}
		s = t
	}
}
