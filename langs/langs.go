// Package langs is the language registry: which files belong to which
// language, which tree-sitter grammar parses them, and the embedded queries
// that turn a syntax tree into an outline, and the per-language facts the
// other packages read instead of keeping tables of their own (namespace
// and package scope, the manifest that owns the files, language servers
// and their workspace markers, the editor's filetypes). Behaviour per
// language (visibility rules, import resolution, regex families) stays in
// the packages that implement it, each with a test that every language
// here has a decision. Everything here is immutable once built.
package langs

import (
	"bytes"
	"embed"
	"fmt"
	"path"
	"sort"
	"strings"
	"sync"
	"unsafe"
)

//go:embed queries/*.scm
var queryFS embed.FS

// ModuleScope says how a language groups definitions into namespaces, which
// decides the namespace descriptor of SCIP symbols.
type ModuleScope int

const (
	// ScopeFile: every file is its own module (JS/TS, Python, Rust, C, C++).
	ScopeFile ModuleScope = iota
	// ScopeDirectory: all files of a directory share one namespace (Go, Java).
	ScopeDirectory
)

// LSPServer is one language server candidate: its executable name,
// arguments and initializationOptions (JSON, "" for none).
type LSPServer struct {
	Name        string
	Args        []string
	InitOptions string
}

// Language describes one language the indexer knows.
type Language struct {
	// ID is the stable lower-case identifier ("go", "typescript", "tsx").
	ID string
	// SCIPName is the canonical spelling of scip.Language ("Go", "TypeScriptReact").
	SCIPName string
	// Extensions are lower-case file suffixes including the dot.
	Extensions []string
	// Filenames are bare file names matched exactly (e.g. "Makefile").
	Filenames []string
	// NamePrefixes match file names that start with them ("Dockerfile.dev").
	NamePrefixes []string
	// Module decides the namespace of symbols defined in the language
	// (the SCIP namespace descriptor).
	Module ModuleScope
	// DirPackage: the files of one directory form one package whose
	// top-level names see each other without an import, for name
	// resolution (refgraph): Go and Java, and also Kotlin, Scala, Groovy
	// and C#. It differs from Module on purpose: SCIP names the symbols of
	// those four by file (as before the two facts lived together), so
	// unifying them would rename their symbols.
	DirPackage bool
	// PackageManager is the SCIP package manager whose manifests own the
	// language's files (gomod: go.mod, npm: package.json, cargo:
	// Cargo.toml, pypi: pyproject.toml; see manifest.PackageManager); ""
	// when none, and symbols then name no package.
	PackageManager string
	// LSPServers are the language's server candidates in priority order:
	// the first that discovery finds (and config does not disable) serves
	// it. None: no server is started for it.
	LSPServers []LSPServer
	// WorkspaceMarkers are the file names announcing a project of the
	// language to the LSP warm-up ("go.mod"); "*.ext" matches by
	// extension. A marker announces one language only.
	WorkspaceMarkers []string
	// LSPLanguageID is the LSP languageId of its documents when it is not
	// ID (the extension may still decide first, see lsp.LanguageID).
	LSPLanguageID string
	// EditorFiletypes are the Neovim filetypes its files get, when they
	// are not just ID (the Neovim bridge asks the clients of these).
	EditorFiletypes []string
	// CommentSyntax is the line-comment prefix, used by snapshot renderers.
	CommentSyntax string
	// Injects lists the languages whose code the language's files embed
	// and its query marks for injection (@injection.content: a <script>
	// element's JavaScript or TypeScript). Only these are parsed and
	// outlined there, so a file's outline depends on their queries and on
	// InjectedQuery besides its own query (the outline cache's salt
	// includes them).
	Injects []string

	grammar func() unsafe.Pointer
	// scannerCheck, when set, refuses input the grammar's external scanner
	// cannot take without aborting the process (see scanner.go).
	scannerCheck func(src []byte) error
	// queryID names the embedded query file when a dialect shares its
	// language's query (tsx uses typescript.scm); default ID.
	queryID string
	query   string
	// injected is queries/<ID>.injected.scm, when the language has one;
	// injectedTS is queries/<ID>.injected.typescript.scm, patterns of
	// TypeScript's node types added for TypeScript and TSX.
	injected, injectedTS string
}

// HasGrammar reports whether a tree-sitter grammar serves the language.
func (l *Language) HasGrammar() bool { return l.grammar != nil }

// GrammarPtr returns the grammar's TSLanguage pointer, or nil when there
// is none.
func (l *Language) GrammarPtr() unsafe.Pointer {
	if l.grammar == nil {
		return nil
	}
	return l.grammar()
}

// CheckScanner reports input that the grammar's external scanner would
// abort the process on, for the grammars where a limit of the scanner is
// not caught while parsing (see scanner.go); nil when the input is safe
// to parse.
func (l *Language) CheckScanner(src []byte) error {
	if l.scannerCheck == nil {
		return nil
	}
	return l.scannerCheck(src)
}

// Query returns the language's embedded outline query source.
func (l *Language) Query() string { return l.query }

// InjectedQuery returns the patterns the language adds to the outline of
// code of language lang (one of Injects) injected in its files
// (queries/<ID>.injected.scm, compiled against lang's grammar: a Vue
// component's options; for TypeScript and TSX, followed by
// <ID>.injected.typescript.scm, of their own node types), or "".
func (l *Language) InjectedQuery(lang string) string {
	if lang == "typescript" || lang == "tsx" {
		return l.injected + l.injectedTS
	}
	return l.injected
}

// Registry maps paths to languages. It is read-only after New and safe for
// concurrent use.
type Registry struct {
	list   []*Language
	byID   map[string]*Language
	byExt  map[string]*Language
	byName map[string]*Language
	prefix []prefixLang
}

type prefixLang struct {
	prefix string
	lang   *Language
}

// New builds the registry of every supported language with its embedded
// queries. It fails only if an embedded query file is missing, which is a
// build defect.
func New() (*Registry, error) {
	r := &Registry{
		byID:   map[string]*Language{},
		byExt:  map[string]*Language{},
		byName: map[string]*Language{},
	}
	for _, l := range builtin() {
		if l.grammar != nil {
			qid := l.queryID
			if qid == "" {
				qid = l.ID
			}
			src, err := queryFS.ReadFile("queries/" + qid + ".scm")
			if err != nil {
				return nil, fmt.Errorf("langs: query for %s: %w", l.ID, err)
			}
			l.query = string(src)
			if len(l.Injects) > 0 {
				if src, err := queryFS.ReadFile("queries/" + qid + ".injected.scm"); err == nil {
					l.injected = string(src)
				}
				if src, err := queryFS.ReadFile("queries/" + qid + ".injected.typescript.scm"); err == nil {
					l.injectedTS = string(src)
				}
			}
		}
		if r.byID[l.ID] != nil {
			return nil, fmt.Errorf("langs: %s registered twice", l.ID)
		}
		r.list = append(r.list, l)
		r.byID[l.ID] = l
		for _, e := range l.Extensions {
			r.byExt[e] = l
		}
		for _, n := range l.Filenames {
			r.byName[n] = l
		}
		for _, p := range l.NamePrefixes {
			r.prefix = append(r.prefix, prefixLang{p, l})
		}
	}
	sort.Slice(r.list, func(i, j int) bool { return r.list[i].ID < r.list[j].ID })
	return r, nil
}

// builtinRegistry is built once, on first use, and read-only after.
var builtinRegistry = sync.OnceValue(MustNew)

// Builtin returns one shared registry of the built-in languages, for
// readers of per-language facts that have no registry at hand (the LSP
// client, the Neovim bridge, name resolution).
func Builtin() *Registry { return builtinRegistry() }

// MustNew is New for callers that treat a broken embed as a programming error.
func MustNew() *Registry {
	r, err := New()
	if err != nil {
		panic(err)
	}
	return r
}

// Languages lists every registered language sorted by ID.
func (r *Registry) Languages() []*Language { return r.list }

// ByID returns the language with the given ID, or nil.
func (r *Registry) ByID(id string) *Language { return r.byID[id] }

// DetectID is Detect's language ID ("" for none): the detection function
// the LSP warm-up and diag take.
func (r *Registry) DetectID(p string) string {
	if l := r.Detect(p); l != nil {
		return l.ID
	}
	return ""
}

// Detect returns the language of a path (slash or OS separated), or nil.
// Bare file names win over extensions; the longest matching extension wins,
// so "x.d.ts" could be told apart from "x.ts" if ever registered.
func (r *Registry) Detect(p string) *Language {
	base := path.Base(strings.ReplaceAll(p, "\\", "/"))
	if l, ok := r.byName[base]; ok {
		return l
	}
	for _, p := range r.prefix {
		if strings.HasPrefix(base, p.prefix) {
			return p.lang
		}
	}
	lower := strings.ToLower(base)
	for i := 0; i < len(lower); i++ {
		if lower[i] != '.' || i == 0 {
			continue
		}
		if l, ok := r.byExt[lower[i:]]; ok {
			return l
		}
	}
	return nil
}

// Refine corrects a path-based guess with the file's content. Today it only
// tells C++ and Objective-C headers from C headers: ".h" is shared, and
// parsing a C++ header with the C grammar loses every class.
func (r *Registry) Refine(l *Language, p string, content []byte) *Language {
	if l == nil || l.ID != "c" || !strings.HasSuffix(strings.ToLower(p), ".h") {
		return l
	}
	if looksLikeObjC(content) {
		if objc := r.byID["objc"]; objc != nil {
			return objc
		}
	}
	if looksLikeCPP(content) {
		if cpp := r.byID["cpp"]; cpp != nil {
			return cpp
		}
	}
	return l
}

var cppMarkers = [][]byte{
	[]byte("\nclass "), []byte("\nnamespace "), []byte("template <"), []byte("template<"),
	[]byte("\npublic:"), []byte("\nprivate:"), []byte("\nprotected:"), []byte("std::"),
	[]byte("#include <iostream>"), []byte("extern \"C++\""), []byte("constexpr "),
}

var objcMarkers = [][]byte{[]byte("\n@interface "), []byte("\n@protocol "), []byte("#import <Foundation/"), []byte("#import <UIKit/"), []byte("\n@end")}

func looksLikeObjC(content []byte) bool {
	head := content[:min(len(content), 64<<10)]
	for _, m := range objcMarkers {
		if bytes.Contains(head, m) {
			return true
		}
	}
	return bytes.HasPrefix(head, []byte("@interface ")) || bytes.HasPrefix(head, []byte("#import "))
}

func looksLikeCPP(content []byte) bool {
	head := content
	if len(head) > 64<<10 {
		head = head[:64<<10]
	}
	for _, m := range cppMarkers {
		if bytes.Contains(head, m) {
			return true
		}
	}
	return false
}
