// Package visibility decides, per language convention, whether each
// symbol of an outline is public API, internal to its package/module, or
// private to its file or type. It runs in the indexer's workers right
// after extraction, with the file's source at hand: most rules read the
// outline (names, signatures, containers), and the few facts an outline
// does not carry (C++ access sections, Ruby's `private` lines, Python's
// `__all__`, CommonJS exports) are read from the source around the symbol.
package visibility

import "github.com/soulindex/soulindex/extract"

// Short names for the three levels the rules assign.
const (
	public   = extract.VisibilityPublic
	internal = extract.VisibilityInternal
	private  = extract.VisibilityPrivate
)

// rule sets the visibility of the file's symbols from its own convention.
// Every symbol starts public, so a rule only narrows.
type rule func(c *file)

// rules maps a language ID of the registry (langs/builtin.go) to its rule.
// Every symbol starts public; allPublic says why that stands for the
// languages without a rule. An ID in neither map (a language added later)
// stays public too, and coverage_test.go fails until it is decided.
var rules = map[string]rule{
	"go":         goRule,
	"python":     pythonRule,
	"javascript": jsRule,
	"typescript": jsRule,
	"tsx":        jsRule,
	"rust":       rustRule,
	"zig":        zigRule,
	"gleam":      pubKeywordRule,
	"java":       javaRule,
	"kotlin":     kotlinRule,
	"scala":      scalaRule,
	"groovy":     groovyRule,
	"csharp":     csharpRule,
	"swift":      swiftRule,
	"c":          cRule,
	"cpp":        cRule,
	"objc":       objcRule,
	"ruby":       rubyRule,
	"php":        phpRule,
	"lua":        luaRule,
	"elixir":     elixirRule,
	"dart":       dartRule,
	"haskell":    haskellRule,
	"julia":      juliaRule,
	"solidity":   solidityRule,
	"elisp":      elispRule,
	"clojure":    clojureRule,
	"tlaplus":    tlaRule,
	"powershell": powershellRule,
	"rescript":   rescriptRule,
	"perl":       perlRule,
	"erlang":     erlangRule,
	"nix":        nixRule,
	"html":       htmlRule,
	"svelte":     svelteRule,
	"vue":        vueRule,
}

// allPublic lists the languages whose symbols are all public, and why.
var allPublic = map[string]string{
	"bash":            "functions and variables are visible to whoever sources the file",
	"ocaml":           "public unless an .mli hides it, which this file cannot see",
	"ocaml_interface": "an .mli is the interface: everything in it is public",
	"r":               "a package's NAMESPACE file decides exports, not the source file",
	"verilog":         "modules, ports and parameters are visible to every instantiating design",
	"dockerfile":      "stages and arguments are addressed from outside (--target, --build-arg)",
	// Schema languages: what a schema declares is its interface. SQL's
	// GRANT/REVOKE are run-time privileges of roles, not a property of the
	// declaration; Protocol Buffers has no visibility (every message, field
	// and rpc of an imported file is usable; `import public` only re-exports
	// a file's imports); GraphQL has none either (every type, field, operation
	// and fragment of a document is addressable by name).
	"sql":     "tables, views, routines and types are addressed by name by every session that may; GRANT decides at run time",
	"proto":   "messages, enums, services and their members have no visibility: an importing file uses all of them",
	"graphql": "a schema's types and fields and a document's operations and fragments are all addressable by name",
	// Data and markup formats: a key, heading, selector, block or target is
	// part of what the file offers to its readers.
	"json": "data", "yaml": "data", "toml": "data", "markdown": "markup",
	"css": "selectors", "hcl": "configuration", "make": "targets",
}

// clampExempt lists the languages whose members are not narrowed to their
// container's visibility, and why:
//   - rust: visibility is per item and a `pub use` re-export can publish a
//     public item of a private module or type, so a private container does
//     not hide its public items: each item keeps its own qualifier.
//   - lua: a member's container is a table, and a local table returned as
//     the module (`return M`) is the module's API; members attach to the
//     table, not to a lexical container (the outline has Parent -1 anyway).
var clampExempt = map[string]bool{"rust": true, "lua": true}

// Apply sets Visibility on every symbol of f, whose source is src.
func Apply(f *extract.File, src []byte) {
	for i := range f.Symbols {
		f.Symbols[i].Visibility = extract.VisibilityPublic
	}
	c := newFile(f, src)
	if r := rules[f.Language]; r != nil {
		r(c)
	}
	if !clampExempt[f.Language] {
		c.clampToParents()
	}
}

// clampToParents narrows every member to its enclosing symbol's visibility:
// a public method of a private class cannot be reached from outside. Parents
// come before children in File.Symbols, but a recursive walk does not rely
// on it.
func (c *file) clampToParents() {
	done := make([]bool, len(c.f.Symbols))
	var visit func(i int) extract.Visibility
	visit = func(i int) extract.Visibility {
		s := &c.f.Symbols[i]
		if done[i] {
			return s.Visibility
		}
		done[i] = true
		if p := int(s.Parent); p >= 0 && p < len(c.f.Symbols) && p != i {
			s.Visibility = narrowest(s.Visibility, visit(p))
		}
		return s.Visibility
	}
	for i := range c.f.Symbols {
		visit(i)
	}
}

// narrowest returns the narrower of two visibilities (they are ordered from
// public to private).
func narrowest(a, b extract.Visibility) extract.Visibility {
	if b > a {
		return b
	}
	return a
}
