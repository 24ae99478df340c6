package extract_test

import (
	"testing"

	"github.com/soulindex/soulindex/extract"
	"github.com/soulindex/soulindex/langs"
)

// treeSitterOnly are the languages the regex tier has no keyword family
// for: data and markup formats, whose outline is their syntax tree's
// structure, and languages whose grammar has served them alone so far.
// Their files keep tree-sitter's outline, or none when it fails.
var treeSitterOnly = map[string]string{
	"json": "data", "yaml": "data", "toml": "data", "hcl": "data", "css": "stylesheet",
	"html": "markup", "markdown": "markup", "make": "build rules",
	"bash": "grammar only", "haskell": "grammar only", "julia": "grammar only", "ocaml": "grammar only",
	"ocaml_interface": "grammar only", "r": "grammar only", "verilog": "grammar only",
}

// TestEveryLanguageHasRegexDecision: every language of the registry has
// a regex keyword family or a stated reason to have none, so a new
// language is not silently left without a fallback tier.
func TestEveryLanguageHasRegexDecision(t *testing.T) {
	rx := extract.NewRegex()
	for _, l := range langs.MustNew().Languages() {
		_, none := treeSitterOnly[l.ID]
		if served := rx.Supports(l.ID); served == none {
			t.Errorf("%s: want exactly one of a regex family or a treeSitterOnly reason (family %v, reason %v)", l.ID, served, none)
		}
	}
}
