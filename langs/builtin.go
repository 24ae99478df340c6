package langs

import (
	tsdart "github.com/UserNobody14/tree-sitter-dart/bindings/go"
	tsswift "github.com/alex-pinkus/tree-sitter-swift/bindings/go"
	tsclojure "github.com/alexaandru/go-sitter-forest/clojure"
	tsdockerfile "github.com/alexaandru/go-sitter-forest/dockerfile"
	tselisp "github.com/alexaandru/go-sitter-forest/elisp"
	tserlang "github.com/alexaandru/go-sitter-forest/erlang"
	tsgleam "github.com/alexaandru/go-sitter-forest/gleam"
	tsgraphql "github.com/alexaandru/go-sitter-forest/graphql"
	tsgroovy "github.com/alexaandru/go-sitter-forest/groovy"
	tsnix "github.com/alexaandru/go-sitter-forest/nix"
	tsobjc "github.com/alexaandru/go-sitter-forest/objc"
	tsperl "github.com/alexaandru/go-sitter-forest/perl"
	tspowershell "github.com/alexaandru/go-sitter-forest/powershell"
	tsproto "github.com/alexaandru/go-sitter-forest/proto"
	tsrescript "github.com/alexaandru/go-sitter-forest/rescript"
	tssolidity "github.com/alexaandru/go-sitter-forest/solidity"
	tssql "github.com/alexaandru/go-sitter-forest/sql"
	tstlaplus "github.com/alexaandru/go-sitter-forest/tlaplus"
	tsvue "github.com/alexaandru/go-sitter-forest/vue"
	tsr "github.com/r-lib/tree-sitter-r/bindings/go"
	tshcl "github.com/tree-sitter-grammars/tree-sitter-hcl/bindings/go"
	tskotlin "github.com/tree-sitter-grammars/tree-sitter-kotlin/bindings/go"
	tslua "github.com/tree-sitter-grammars/tree-sitter-lua/bindings/go"
	tsmake "github.com/tree-sitter-grammars/tree-sitter-make/bindings/go"
	tssvelte "github.com/tree-sitter-grammars/tree-sitter-svelte/bindings/go"
	tstoml "github.com/tree-sitter-grammars/tree-sitter-toml/bindings/go"
	tsyaml "github.com/tree-sitter-grammars/tree-sitter-yaml/bindings/go"
	tszig "github.com/tree-sitter-grammars/tree-sitter-zig/bindings/go"
	tsbash "github.com/tree-sitter/tree-sitter-bash/bindings/go"
	tscsharp "github.com/tree-sitter/tree-sitter-c-sharp/bindings/go"
	tsc "github.com/tree-sitter/tree-sitter-c/bindings/go"
	tscpp "github.com/tree-sitter/tree-sitter-cpp/bindings/go"
	tscss "github.com/tree-sitter/tree-sitter-css/bindings/go"
	tselixir "github.com/tree-sitter/tree-sitter-elixir/bindings/go"
	tsgo "github.com/tree-sitter/tree-sitter-go/bindings/go"
	tshaskell "github.com/tree-sitter/tree-sitter-haskell/bindings/go"
	tshtml "github.com/tree-sitter/tree-sitter-html/bindings/go"
	tsjava "github.com/tree-sitter/tree-sitter-java/bindings/go"
	tsjs "github.com/tree-sitter/tree-sitter-javascript/bindings/go"
	tsjson "github.com/tree-sitter/tree-sitter-json/bindings/go"
	tsjulia "github.com/tree-sitter/tree-sitter-julia/bindings/go"
	tsmarkdown "github.com/tree-sitter/tree-sitter-markdown/bindings/go"
	tsocaml "github.com/tree-sitter/tree-sitter-ocaml/bindings/go"
	tsphp "github.com/tree-sitter/tree-sitter-php/bindings/go"
	tspython "github.com/tree-sitter/tree-sitter-python/bindings/go"
	tsruby "github.com/tree-sitter/tree-sitter-ruby/bindings/go"
	tsrust "github.com/tree-sitter/tree-sitter-rust/bindings/go"
	tsscala "github.com/tree-sitter/tree-sitter-scala/bindings/go"
	tsts "github.com/tree-sitter/tree-sitter-typescript/bindings/go"
	tsverilog "github.com/tree-sitter/tree-sitter-verilog/bindings/go"
)

// scriptLanguages are what a <script> element of HTML, Svelte or Vue holds
// (lang="ts", lang="tsx", or JavaScript by default).
var scriptLanguages = []string{"javascript", "typescript", "tsx"}

// builtin returns fresh Language values so no registry shares mutable state.
func builtin() []*Language {
	tsServers := []LSPServer{
		{Name: "typescript-language-server", Args: []string{"--stdio"}, InitOptions: tsInitOptions},
		srv("biome", "lsp-proxy"),
		srv("deno", "lsp"),
	}
	return []*Language{
		{ID: "go", SCIPName: "Go", Extensions: []string{".go"}, Module: ScopeDirectory,
			CommentSyntax: "//", grammar: tsgo.Language,
			DirPackage: true, PackageManager: "gomod", LSPServers: []LSPServer{srv("gopls", "serve")}, WorkspaceMarkers: []string{"go.mod", "go.work"}},
		{ID: "python", SCIPName: "Python", Extensions: []string{".py", ".pyi", ".pyw"},
			Module: ScopeFile, CommentSyntax: "#", grammar: tspython.Language,
			PackageManager: "pypi", LSPServers: []LSPServer{srv("pyright-langserver", "--stdio"), srv("basedpyright-langserver", "--stdio"), srv("pylsp")}, WorkspaceMarkers: []string{"pyproject.toml", "setup.py", "setup.cfg", "requirements.txt", "Pipfile"}},
		{ID: "javascript", SCIPName: "JavaScript", Extensions: []string{".js", ".jsx", ".mjs", ".cjs"},
			Module: ScopeFile, CommentSyntax: "//", grammar: tsjs.Language,
			PackageManager: "npm", LSPServers: tsServers, WorkspaceMarkers: []string{"jsconfig.json", "package.json"}, EditorFiletypes: []string{"javascript", "javascriptreact"}},
		{ID: "typescript", SCIPName: "TypeScript", Extensions: []string{".ts", ".mts", ".cts"},
			Module: ScopeFile, CommentSyntax: "//", grammar: tsts.LanguageTypescript,
			PackageManager: "npm", LSPServers: tsServers, WorkspaceMarkers: []string{"tsconfig.json"}},
		{ID: "tsx", SCIPName: "TypeScriptReact", Extensions: []string{".tsx"},
			Module: ScopeFile, CommentSyntax: "//", grammar: tsts.LanguageTSX, queryID: "typescript",
			PackageManager: "npm", LSPServers: tsServers, LSPLanguageID: "typescriptreact", EditorFiletypes: []string{"typescriptreact"}},
		{ID: "rust", SCIPName: "Rust", Extensions: []string{".rs"},
			Module: ScopeFile, CommentSyntax: "//", grammar: tsrust.Language,
			PackageManager: "cargo", LSPServers: []LSPServer{srv("rust-analyzer")}, WorkspaceMarkers: []string{"Cargo.toml"},
			Injects: []string{"rust"}}, // item-level macros' bodies
		{ID: "java", SCIPName: "Java", Extensions: []string{".java"},
			Module: ScopeDirectory, CommentSyntax: "//", grammar: tsjava.Language,
			DirPackage: true, LSPServers: []LSPServer{srv("jdtls")}, WorkspaceMarkers: []string{"pom.xml", "build.gradle", "settings.gradle"}},
		{ID: "c", SCIPName: "C", Extensions: []string{".c", ".h"},
			Module: ScopeFile, CommentSyntax: "//", grammar: tsc.Language,
			LSPServers: []LSPServer{srv("clangd")}, WorkspaceMarkers: []string{"compile_commands.json", "compile_flags.txt", "CMakeLists.txt", "meson.build"}},
		{ID: "cpp", SCIPName: "CPP", Extensions: []string{".cc", ".cpp", ".cxx", ".c++", ".hh", ".hpp", ".hxx", ".h++", ".ipp", ".tpp", ".inl"},
			Module: ScopeFile, CommentSyntax: "//", grammar: tscpp.Language,
			LSPServers: []LSPServer{srv("clangd")}},
		{ID: "csharp", SCIPName: "CSharp", Extensions: []string{".cs"},
			Module: ScopeFile, CommentSyntax: "//", grammar: tscsharp.Language,
			DirPackage: true, LSPServers: []LSPServer{srv("csharp-ls"), srv("OmniSharp", "--languageserver")}, WorkspaceMarkers: []string{"*.csproj", "*.sln"}, EditorFiletypes: []string{"cs"}},
		{ID: "ruby", SCIPName: "Ruby", Extensions: []string{".rb", ".rake", ".gemspec", ".ru"},
			Filenames: []string{"Gemfile", "Rakefile", "Podfile", "Guardfile", "Vagrantfile"},
			Module:    ScopeFile, CommentSyntax: "#", grammar: tsruby.Language, scannerCheck: checkRubyHeredocs,
			LSPServers: []LSPServer{srv("solargraph", "stdio"), srv("ruby-lsp")}, WorkspaceMarkers: []string{"Gemfile"}},
		{ID: "php", SCIPName: "PHP", Extensions: []string{".php", ".phtml", ".php8"},
			Module: ScopeFile, CommentSyntax: "//", grammar: tsphp.LanguagePHP,
			LSPServers: []LSPServer{srv("intelephense", "--stdio")}, WorkspaceMarkers: []string{"composer.json"}},
		{ID: "bash", SCIPName: "ShellScript", Extensions: []string{".sh", ".bash", ".zsh"},
			Filenames: []string{".bashrc", ".bash_profile", ".zshrc", ".profile"},
			Module:    ScopeFile, CommentSyntax: "#", grammar: tsbash.Language,
			LSPServers: []LSPServer{srv("bash-language-server", "start")}, LSPLanguageID: "shellscript", EditorFiletypes: []string{"sh", "bash", "zsh"}},
		{ID: "scala", SCIPName: "Scala", Extensions: []string{".scala", ".sc"},
			Module: ScopeFile, CommentSyntax: "//", grammar: tsscala.Language,
			DirPackage: true, LSPServers: []LSPServer{srv("metals")}, WorkspaceMarkers: []string{"build.sbt"}},
		{ID: "lua", SCIPName: "Lua", Extensions: []string{".lua"},
			Module: ScopeFile, CommentSyntax: "--", grammar: tslua.Language,
			LSPServers: []LSPServer{srv("lua-language-server"), srv("luau-lsp", "lsp")}},
		{ID: "kotlin", SCIPName: "Kotlin", Extensions: []string{".kt", ".kts"},
			Module: ScopeFile, CommentSyntax: "//", grammar: tskotlin.Language,
			DirPackage: true, LSPServers: []LSPServer{srv("kotlin-language-server")}, WorkspaceMarkers: []string{"build.gradle.kts", "settings.gradle.kts"}},
		{ID: "elixir", SCIPName: "Elixir", Extensions: []string{".ex", ".exs"},
			Module: ScopeFile, CommentSyntax: "#", grammar: tselixir.Language,
			LSPServers: []LSPServer{srv("elixir-ls"), srv("expert")}, WorkspaceMarkers: []string{"mix.exs"}},
		{ID: "ocaml", SCIPName: "OCaml", Extensions: []string{".ml"},
			Module: ScopeFile, CommentSyntax: "(*", grammar: tsocaml.LanguageOCaml,
			LSPServers: []LSPServer{srv("ocamllsp")}, WorkspaceMarkers: []string{"dune-project"}, EditorFiletypes: []string{"ocaml", "ocamlinterface"}},
		{ID: "ocaml_interface", SCIPName: "OCaml", Extensions: []string{".mli"},
			Module: ScopeFile, CommentSyntax: "(*", grammar: tsocaml.LanguageOCamlInterface, queryID: "ocaml",
			LSPServers: []LSPServer{srv("ocamllsp")}, LSPLanguageID: "ocaml.interface", EditorFiletypes: []string{"ocaml", "ocamlinterface"}},
		{ID: "zig", SCIPName: "Zig", Extensions: []string{".zig", ".zon"},
			Module: ScopeFile, CommentSyntax: "//", grammar: tszig.Language,
			LSPServers: []LSPServer{srv("zls")}, WorkspaceMarkers: []string{"build.zig"}},
		{ID: "dart", SCIPName: "Dart", Extensions: []string{".dart"},
			Module: ScopeFile, CommentSyntax: "//", grammar: tsdart.Language,
			LSPServers: []LSPServer{srv("dart", "language-server", "--protocol=lsp")}, WorkspaceMarkers: []string{"pubspec.yaml"}},
		{ID: "haskell", SCIPName: "Haskell", Extensions: []string{".hs"},
			Module: ScopeFile, CommentSyntax: "--", grammar: tshaskell.Language,
			LSPServers: []LSPServer{srv("haskell-language-server-wrapper", "--lsp")}, WorkspaceMarkers: []string{"*.cabal"}},
		{ID: "julia", SCIPName: "Julia", Extensions: []string{".jl"},
			Module: ScopeFile, CommentSyntax: "#", grammar: tsjulia.Language},
		{ID: "swift", SCIPName: "Swift", Extensions: []string{".swift"},
			Module: ScopeFile, CommentSyntax: "//", grammar: tsswift.Language,
			LSPServers: []LSPServer{srv("sourcekit-lsp")}, WorkspaceMarkers: []string{"Package.swift"}},
		{ID: "r", SCIPName: "R", Extensions: []string{".r"},
			Filenames: []string{".Rprofile"},
			Module:    ScopeFile, CommentSyntax: "#", grammar: tsr.Language},
		{ID: "verilog", SCIPName: "Verilog", Extensions: []string{".v", ".vh", ".sv", ".svh"},
			Module: ScopeFile, CommentSyntax: "//", grammar: tsverilog.Language,
			EditorFiletypes: []string{"verilog", "systemverilog"}},
		// Schema and interface definition languages: their definitions
		// are tables, messages and types; their names are global to the
		// repository's files of the language (SQL, GraphQL) or imported by
		// path (Protocol Buffers).
		{ID: "sql", SCIPName: "SQL", Extensions: []string{".sql"},
			Module: ScopeFile, CommentSyntax: "--", grammar: tssql.GetLanguage,
			LSPServers: []LSPServer{srv("sqls"), srv("sql-language-server", "up", "--method", "stdio")}},
		{ID: "proto", SCIPName: "Protobuf", Extensions: []string{".proto"},
			Module: ScopeFile, CommentSyntax: "//", grammar: tsproto.GetLanguage,
			LSPServers: []LSPServer{srv("protols"), srv("buf", "lsp", "serve")}, WorkspaceMarkers: []string{"buf.yaml", "buf.work.yaml"}},
		{ID: "graphql", SCIPName: "GraphQL", Extensions: []string{".graphql", ".graphqls", ".gql"},
			Module: ScopeFile, CommentSyntax: "#", grammar: tsgraphql.GetLanguage,
			LSPServers: []LSPServer{srv("graphql-lsp", "server", "-m", "stream")}, WorkspaceMarkers: []string{".graphqlrc", ".graphqlrc.yml", ".graphqlrc.yaml", ".graphqlrc.json", "graphql.config.js", "graphql.config.ts"}},
		// Data and markup formats: their outline is their natural structure
		// (keys, headings, selectors, targets, blocks).
		{ID: "json", SCIPName: "JSON", Extensions: []string{".json", ".jsonc", ".json5"},
			Filenames: []string{".babelrc", ".eslintrc", ".prettierrc"},
			Module:    ScopeFile, CommentSyntax: "//", grammar: tsjson.Language,
			LSPServers: []LSPServer{srv("vscode-json-language-server", "--stdio"), srv("biome", "lsp-proxy")}},
		{ID: "yaml", SCIPName: "YAML", Extensions: []string{".yaml", ".yml"},
			Module: ScopeFile, CommentSyntax: "#", grammar: tsyaml.Language,
			LSPServers: []LSPServer{srv("yaml-language-server", "--stdio")}},
		{ID: "toml", SCIPName: "TOML", Extensions: []string{".toml"},
			Filenames: []string{"Pipfile"},
			Module:    ScopeFile, CommentSyntax: "#", grammar: tstoml.Language,
			LSPServers: []LSPServer{srv("taplo", "lsp", "stdio")}},
		{ID: "markdown", SCIPName: "Markdown", Extensions: []string{".md", ".markdown", ".mdown", ".mkd"},
			Module: ScopeFile, CommentSyntax: "<!--", grammar: tsmarkdown.Language},
		{ID: "html", SCIPName: "HTML", Extensions: []string{".html", ".htm", ".xhtml"},
			Module: ScopeFile, CommentSyntax: "<!--", grammar: tshtml.Language, Injects: scriptLanguages,
			LSPServers: []LSPServer{srv("vscode-html-language-server", "--stdio"), srv("emmet-language-server", "--stdio")}},
		{ID: "css", SCIPName: "CSS", Extensions: []string{".css", ".scss", ".less"},
			Module: ScopeFile, CommentSyntax: "/*", grammar: tscss.Language,
			LSPServers: []LSPServer{srv("vscode-css-language-server", "--stdio"), srv("biome", "lsp-proxy"), srv("tailwindcss-language-server", "--stdio")}},
		{ID: "svelte", SCIPName: "Svelte", Extensions: []string{".svelte"},
			Module: ScopeFile, CommentSyntax: "<!--", grammar: tssvelte.Language, Injects: scriptLanguages,
			LSPServers: []LSPServer{srv("svelteserver", "--stdio")}},
		{ID: "vue", SCIPName: "Vue", Extensions: []string{".vue"},
			Module: ScopeFile, CommentSyntax: "//", grammar: tsvue.GetLanguage, Injects: scriptLanguages,
			LSPServers: []LSPServer{srv("vue-language-server", "--stdio")}},
		{ID: "hcl", SCIPName: "HCL", Extensions: []string{".hcl", ".tf", ".tfvars", ".nomad"},
			Module: ScopeFile, CommentSyntax: "#", grammar: tshcl.Language,
			LSPServers: []LSPServer{srv("terraform-ls", "serve")}, EditorFiletypes: []string{"hcl", "terraform"}},
		{ID: "make", SCIPName: "Makefile", Extensions: []string{".mk", ".mak", ".make"},
			Filenames: []string{"Makefile", "makefile", "GNUmakefile"},
			Module:    ScopeFile, CommentSyntax: "#", grammar: tsmake.Language,
			LSPLanguageID: "makefile"},
		// Languages the regex tier served alone before their grammars came
		// (it stays their fallback: extract/regex_families.go).
		{ID: "dockerfile", SCIPName: "Dockerfile", Extensions: []string{".dockerfile"},
			Filenames: []string{"Dockerfile", "Containerfile"}, NamePrefixes: []string{"Dockerfile.", "Containerfile."},
			Module: ScopeFile, CommentSyntax: "#", grammar: tsdockerfile.GetLanguage,
			LSPServers: []LSPServer{srv("docker-langserver", "--stdio")}},
		{ID: "rescript", SCIPName: "ReScript", Extensions: []string{".res", ".resi"},
			Module: ScopeFile, CommentSyntax: "//", grammar: tsrescript.GetLanguage,
			LSPServers: []LSPServer{srv("rescript-language-server", "--stdio")}, WorkspaceMarkers: []string{"rescript.json", "bsconfig.json"}},
		{ID: "tlaplus", SCIPName: "TLAPlus", Extensions: []string{".tla"},
			Module: ScopeFile, CommentSyntax: `\*`, grammar: tstlaplus.GetLanguage,
			EditorFiletypes: []string{"tla"}},
		{ID: "groovy", SCIPName: "Groovy", Extensions: []string{".groovy", ".gradle"}, Filenames: []string{"Jenkinsfile"},
			Module: ScopeFile, CommentSyntax: "//", grammar: tsgroovy.GetLanguage,
			DirPackage: true},
		// Grammars from one-grammar modules (go-sitter-forest); the regex
		// tier, which served them first, stays their fallback.
		{ID: "objc", SCIPName: "ObjectiveC", Extensions: []string{".m", ".mm"},
			Module: ScopeFile, CommentSyntax: "//", grammar: tsobjc.GetLanguage,
			LSPServers: []LSPServer{srv("clangd")}, LSPLanguageID: "objective-c", EditorFiletypes: []string{"objc", "objcpp"}},
		{ID: "solidity", SCIPName: "Solidity", Extensions: []string{".sol"},
			Module: ScopeFile, CommentSyntax: "//", grammar: tssolidity.GetLanguage},
		{ID: "gleam", SCIPName: "Gleam", Extensions: []string{".gleam"},
			Module: ScopeFile, CommentSyntax: "//", grammar: tsgleam.GetLanguage,
			LSPServers: []LSPServer{srv("gleam", "lsp")}},
		{ID: "nix", SCIPName: "Nix", Extensions: []string{".nix"},
			Module: ScopeFile, CommentSyntax: "#", grammar: tsnix.GetLanguage,
			LSPServers: []LSPServer{srv("nil"), srv("nixd")}, WorkspaceMarkers: []string{"flake.nix"}},
		{ID: "powershell", SCIPName: "PowerShell", Extensions: []string{".ps1", ".psm1", ".psd1"},
			Module: ScopeFile, CommentSyntax: "#", grammar: tspowershell.GetLanguage,
			EditorFiletypes: []string{"ps1"}},
		// Makefile.PL and Build.PL are Perl by their extension (Make owns
		// the bare name Makefile only); cpanfile is Perl written as a DSL.
		{ID: "perl", SCIPName: "Perl", Extensions: []string{".pl", ".pm", ".t", ".psgi"},
			Filenames: []string{"cpanfile"},
			Module:    ScopeFile, CommentSyntax: "#", grammar: tsperl.GetLanguage,
			LSPServers: []LSPServer{srv("perlnavigator", "--stdio"), srv("pls")}, WorkspaceMarkers: []string{"Makefile.PL", "Build.PL", "cpanfile", "dist.ini"}},
		{ID: "erlang", SCIPName: "Erlang", Extensions: []string{".erl", ".hrl"},
			Module: ScopeFile, CommentSyntax: "%", grammar: tserlang.GetLanguage,
			LSPServers: []LSPServer{srv("elp", "server"), srv("erlang_ls")}, WorkspaceMarkers: []string{"rebar.config", "erlang.mk"}},
		{ID: "elisp", SCIPName: "EmacsLisp", Extensions: []string{".el"},
			Module: ScopeFile, CommentSyntax: ";", grammar: tselisp.GetLanguage,
			LSPLanguageID: "lisp", EditorFiletypes: []string{"lisp"}},
		// .edn is Clojure's data notation (deps.edn, shadow-cljs.edn,
		// config): maps and vectors, no definitions, so it is not
		// outlined as code.
		{ID: "clojure", SCIPName: "Clojure", Extensions: []string{".clj", ".cljs", ".cljc", ".bb"},
			Module: ScopeFile, CommentSyntax: ";", grammar: tsclojure.GetLanguage,
			LSPServers:       []LSPServer{srv("clojure-lsp")},
			WorkspaceMarkers: []string{"deps.edn", "project.clj", "shadow-cljs.edn", "bb.edn"}},
	}
}

// srv is a server candidate without initializationOptions.
func srv(name string, args ...string) LSPServer { return LSPServer{Name: name, Args: args} }

// tsInitOptions: one tsserver, not a syntax server beside a semantic
// one. With the default ("auto") the syntax server answers while the
// project loads, so documentSymbol proves nothing about readiness and
// references come back from one file only. Typings acquisition would run
// npm: never in a batch indexer.
const tsInitOptions = `{"tsserver":{"useSyntaxServer":"never"},"disableAutomaticTypingAcquisition":true}`
