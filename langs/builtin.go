package langs

import (
	tsc "github.com/tree-sitter/tree-sitter-c/bindings/go"
	tscpp "github.com/tree-sitter/tree-sitter-cpp/bindings/go"
	tsgo "github.com/tree-sitter/tree-sitter-go/bindings/go"
	tsjava "github.com/tree-sitter/tree-sitter-java/bindings/go"
	tsjs "github.com/tree-sitter/tree-sitter-javascript/bindings/go"
	tspython "github.com/tree-sitter/tree-sitter-python/bindings/go"
	tsrust "github.com/tree-sitter/tree-sitter-rust/bindings/go"
	tsts "github.com/tree-sitter/tree-sitter-typescript/bindings/go"
)

// builtin returns fresh Language values so no registry shares mutable state.
func builtin() []*Language {
	return []*Language{
		{ID: "go", SCIPName: "Go", Extensions: []string{".go"}, Module: ScopeDirectory,
			CommentSyntax: "//", grammar: tsgo.Language},
		{ID: "python", SCIPName: "Python", Extensions: []string{".py", ".pyi", ".pyw"},
			Module: ScopeFile, CommentSyntax: "#", grammar: tspython.Language},
		{ID: "javascript", SCIPName: "JavaScript", Extensions: []string{".js", ".jsx", ".mjs", ".cjs"},
			Module: ScopeFile, CommentSyntax: "//", grammar: tsjs.Language},
		{ID: "typescript", SCIPName: "TypeScript", Extensions: []string{".ts", ".mts", ".cts"},
			Module: ScopeFile, CommentSyntax: "//", grammar: tsts.LanguageTypescript},
		{ID: "tsx", SCIPName: "TypeScriptReact", Extensions: []string{".tsx"},
			Module: ScopeFile, CommentSyntax: "//", grammar: tsts.LanguageTSX, queryID: "typescript"},
		{ID: "rust", SCIPName: "Rust", Extensions: []string{".rs"},
			Module: ScopeFile, CommentSyntax: "//", grammar: tsrust.Language},
		{ID: "java", SCIPName: "Java", Extensions: []string{".java"},
			Module: ScopeDirectory, CommentSyntax: "//", grammar: tsjava.Language},
		{ID: "c", SCIPName: "C", Extensions: []string{".c", ".h"},
			Module: ScopeFile, CommentSyntax: "//", grammar: tsc.Language},
		{ID: "cpp", SCIPName: "CPP", Extensions: []string{".cc", ".cpp", ".cxx", ".c++", ".hh", ".hpp", ".hxx", ".h++", ".ipp", ".tpp", ".inl"},
			Module: ScopeFile, CommentSyntax: "//", grammar: tscpp.Language},
	}
}
