package lsp

import (
	"encoding/json"
	"path/filepath"
	"strings"

	"github.com/soulindex/soulindex/langs"
)

// How the servers the tests run behave (versions pinned by
// scripts/install-tools.sh):
//
//   - gopls v0.23.0: publishes with the document version, on open and on
//     every change (also for other files of the package).
//   - typescript-language-server 5.3.0: publishes WITHOUT a version, one
//     debounced publish per diagnostic kind (syntax, semantic,
//     suggestion), and none at all when every kind was and stays empty.
//     Diagnostics asks it instead (typescript.tsserverRequest with
//     tsserver's *DiagnosticsSync, pull_command.go); Options.Settle and
//     Options.Quiet judge its publishes only for a version without that
//     command.
//   - pyright-langserver 1.1.414: publishes with the version.
//   - clangd 14: publishes with the version, on open and every change.
//   - bash-language-server 5.8.1: publishes with the version; its
//     diagnostics come from shellcheck, so without shellcheck the lists
//     are empty.
//
// No call hierarchy in bash-language-server (IncomingCalls returns
// ErrUnsupported).
//
// Code actions and the hierarchies (CodeActions, Implementations,
// Supertypes, Subtypes):
//
//   - gopls: quick fixes for compiler errors ("Create variable x" for an
//     undefined name), implementations, type hierarchy.
//   - typescript-language-server: quick fixes from tsserver's code fixes
//     for the context diagnostic's code (converted to a number),
//     implementations; no type hierarchy.
//   - pyright: one quick fix, "Create Type Stub For" on
//     reportMissingTypeStubs; neither implementations nor type hierarchy
//     (not in its capabilities).
//   - clangd 14: fix-its, found by the context diagnostic's range and
//     message (both must be as published), implementations; its type
//     hierarchy is its own older request (the standard ones answer
//     MethodNotFound: ErrUnsupported).
//
// Pull diagnostics (Options.PullDiagnostics, textDocument/diagnostic):
// gopls offers them when its pullDiagnostics setting is on (pullOptions);
// pyright through dynamic registration only (client/registerCapability,
// followed by id: it registers anew, then drops the old one);
// clangd 14 not at all: it publishes, and Diagnostics waits;
// typescript-language-server is asked through its command (above).

// pullOptions are initializationOptions a server needs to offer pull
// diagnostics, by server name; merged into its own when the client pulls.
var pullOptions = map[string]string{
	"gopls": `{"pullDiagnostics": true}`,
}

// initOptions returns srv's initializationOptions, with those switching
// pull diagnostics on when pull is set.
func initOptions(srv Server, pull bool) json.RawMessage {
	extra, ok := pullOptions[srv.Name]
	if !pull || !ok {
		return srv.InitOptions
	}
	merged := map[string]json.RawMessage{}
	if len(srv.InitOptions) > 0 {
		if err := json.Unmarshal(srv.InitOptions, &merged); err != nil {
			return srv.InitOptions // not an object: left as configured
		}
	}
	var add map[string]json.RawMessage
	if err := json.Unmarshal([]byte(extra), &add); err != nil {
		panic("lsp: pullOptions: " + err.Error())
	}
	for k, v := range add {
		if _, set := merged[k]; !set {
			merged[k] = v
		}
	}
	b, err := json.Marshal(merged)
	if err != nil {
		return srv.InitOptions
	}
	return b
}

// candidates returns lang's server candidates in priority order (the
// registry's langs.Language.LSPServers): the first one discovery finds
// (and config does not disable) serves the language.
func candidates(lang string) []langs.LSPServer {
	if l := langs.Builtin().ByID(lang); l != nil {
		return l.LSPServers
	}
	return nil
}

// ServerLanguages lists the language IDs that have server candidates.
func ServerLanguages() []string {
	var out []string
	for _, l := range langs.Builtin().Languages() {
		if len(l.LSPServers) > 0 {
			out = append(out, l.ID)
		}
	}
	return out
}

// LanguageID is the LSP languageId for a document of lang at path; the
// extension decides where one soulindex language covers several
// (javascriptreact, jsonc, C++ headers).
func LanguageID(lang, path string) string {
	// One server covers several languages (JS and TS, C and C++), so
	// the extension comes first.
	switch strings.ToLower(filepath.Ext(path)) {
	case ".ts", ".mts", ".cts":
		return "typescript"
	case ".js", ".mjs", ".cjs":
		return "javascript"
	case ".c":
		return "c"
	case ".cc", ".cpp", ".cxx", ".c++", ".hh", ".hpp", ".hxx", ".h++", ".ipp", ".tpp", ".inl":
		return "cpp"
	case ".m":
		return "objective-c"
	case ".mm":
		return "objective-cpp"
	case ".jsx":
		return "javascriptreact"
	case ".tsx":
		return "typescriptreact"
	case ".jsonc":
		return "jsonc"
	case ".scss":
		return "scss"
	case ".less":
		return "less"
	case ".h":
		if lang == "cpp" {
			return "cpp"
		}
	}
	// Soulindex IDs that differ from LSP languageId values.
	if l := langs.Builtin().ByID(lang); l != nil && l.LSPLanguageID != "" {
		return l.LSPLanguageID
	}
	return lang
}
