package lsp

import (
	"path/filepath"
	"slices"
	"strings"
)

// command is one candidate server: its executable name, arguments and
// initializationOptions.
type command struct {
	name        string
	args        []string
	initOptions string
}

func cmd(name string, args ...string) command { return command{name: name, args: args} }

// tsInitOptions: one tsserver, not a syntax server beside a semantic
// one. With the default ("auto") the syntax server answers while the
// project loads, so documentSymbol proves nothing about readiness and
// references come back from one file only. Typings acquisition would run
// npm: never in a batch indexer.
const tsInitOptions = `{"tsserver":{"useSyntaxServer":"never"},"disableAutomaticTypingAcquisition":true}`

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

// serverTable maps a soulindex language ID to its server candidates in
// priority order. The first one discovery finds (and config does not
// disable) serves the language. A function, so nobody can change it.
func serverTable() map[string][]command {
	tsServers := []command{
		{name: "typescript-language-server", args: []string{"--stdio"}, initOptions: tsInitOptions},
		cmd("biome", "lsp-proxy"),
		cmd("deno", "lsp"),
	}
	return map[string][]command{
		"go":              {cmd("gopls", "serve")},
		"typescript":      tsServers,
		"tsx":             tsServers,
		"javascript":      tsServers,
		"python":          {cmd("pyright-langserver", "--stdio"), cmd("basedpyright-langserver", "--stdio"), cmd("pylsp")},
		"rust":            {cmd("rust-analyzer")},
		"java":            {cmd("jdtls")},
		"c":               {cmd("clangd")},
		"cpp":             {cmd("clangd")},
		"objc":            {cmd("clangd")},
		"csharp":          {cmd("csharp-ls"), cmd("OmniSharp", "--languageserver")},
		"ruby":            {cmd("solargraph", "stdio"), cmd("ruby-lsp")},
		"php":             {cmd("intelephense", "--stdio")},
		"swift":           {cmd("sourcekit-lsp")},
		"kotlin":          {cmd("kotlin-language-server")},
		"scala":           {cmd("metals")},
		"lua":             {cmd("lua-language-server"), cmd("luau-lsp", "lsp")},
		"elixir":          {cmd("elixir-ls"), cmd("expert")},
		"dart":            {cmd("dart", "language-server", "--protocol=lsp")},
		"zig":             {cmd("zls")},
		"bash":            {cmd("bash-language-server", "start")},
		"ocaml":           {cmd("ocamllsp")},
		"ocaml_interface": {cmd("ocamllsp")},
		"css":             {cmd("vscode-css-language-server", "--stdio"), cmd("biome", "lsp-proxy"), cmd("tailwindcss-language-server", "--stdio")},
		"html":            {cmd("vscode-html-language-server", "--stdio"), cmd("emmet-language-server", "--stdio")},
		"json":            {cmd("vscode-json-language-server", "--stdio"), cmd("biome", "lsp-proxy")},
		"toml":            {cmd("taplo", "lsp", "stdio")},
		"yaml":            {cmd("yaml-language-server", "--stdio")},
		"dockerfile":      {cmd("docker-langserver", "--stdio")},
		"vue":             {cmd("vue-language-server", "--stdio")},
		"haskell":         {cmd("haskell-language-server-wrapper", "--lsp")},
		"svelte":          {cmd("svelteserver", "--stdio")},
		"terraform":       {cmd("terraform-ls", "serve")},
		"hcl":             {cmd("terraform-ls", "serve")},
		"gleam":           {cmd("gleam", "lsp")},
	}
}

// ServerLanguages lists the language IDs that have server candidates.
func ServerLanguages() []string {
	table := serverTable()
	out := make([]string, 0, len(table))
	for l := range table {
		out = append(out, l)
	}
	slices.Sort(out)
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
	switch lang {
	case "tsx":
		return "typescriptreact"
	case "bash":
		return "shellscript"
	case "objc":
		return "objective-c"
	case "ocaml_interface":
		return "ocaml.interface"
	case "make":
		return "makefile"
	case "elisp":
		return "lisp"
	}
	return lang
}
