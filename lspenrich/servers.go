package lspenrich

import (
	"path/filepath"
	"strings"
)

// command is one candidate server: its executable name and arguments.
type command struct {
	name string
	args []string
}

func cmd(name string, args ...string) command { return command{name: name, args: args} }

// serverTable maps a soulindex language ID to its server candidates in
// priority order. The first one discovery finds (and config does not
// disable) serves the language.
var serverTable = map[string][]command{
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
	"css":             {cmd("vscode-css-language-server", "--stdio"), cmd("tailwindcss-language-server", "--stdio")},
	"html":            {cmd("vscode-html-language-server", "--stdio"), cmd("emmet-language-server", "--stdio")},
	"json":            {cmd("vscode-json-language-server", "--stdio")},
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

var tsServers = []command{
	cmd("typescript-language-server", "--stdio"),
	cmd("biome", "lsp-proxy"),
	cmd("deno", "lsp"),
}

// ServerLanguages lists the language IDs that have server candidates.
func ServerLanguages() []string {
	out := make([]string, 0, len(serverTable))
	for l := range serverTable {
		out = append(out, l)
	}
	sortStrings(out)
	return out
}

// lspLanguageIDs maps soulindex IDs to LSP languageId values where they
// differ.
var lspLanguageIDs = map[string]string{
	"tsx":             "typescriptreact",
	"bash":            "shellscript",
	"csharp":          "csharp",
	"objc":            "objective-c",
	"ocaml_interface": "ocaml.interface",
	"make":            "makefile",
	"elisp":           "lisp",
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
	if id, ok := lspLanguageIDs[lang]; ok {
		return id
	}
	return lang
}
