package lsp

import (
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
//     suggestion), and none at all when every kind was and stays empty;
//     Diagnostics handles it with Options.Settle and Options.Quiet.
//   - pyright-langserver 1.1.414: publishes with the version.
//   - clangd 14: publishes with the version, on open and every change.
//   - bash-language-server 5.8.1: publishes with the version; its
//     diagnostics come from shellcheck, so without shellcheck the lists
//     are empty.
//
// No call hierarchy in bash-language-server (IncomingCalls returns
// ErrUnsupported).

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
