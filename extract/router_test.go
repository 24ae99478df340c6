package extract_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/soulindex/soulindex/extract"
)

// TestRouterTiers covers the router's choices besides the parse deadline
// (see TestRegexFallbackOnDeadline): clean files stay with tree-sitter, a
// file mostly made of syntax errors falls to the regex tier and says why.
// (Every language with a regex family has a grammar since the second
// round of languages: the regex tier alone is tested by TestRegexFamilies.)
func TestRouterTiers(t *testing.T) {
	_, rt := newRouter(t)

	garbage := strings.Repeat(")))) ]]]] }}}} ;;;; :::: ,,,, )))) ]]]] }}}} ::::\n", 40)
	cases := []struct {
		name, lang, src string
		backend         extract.Backend
		fallback        string // substring of File.Fallback; "" = none
		causes          extract.Cause
		def             string
	}{
		{"clean", "python", "def good():\n    return 1\n", extract.BackendTreeSitter, "", 0, "good"},
		{"mostly errors", "python", garbage + "def good():\n    return 1\n" + garbage, extract.BackendRegex, "under syntax errors", extract.CauseSyntaxErrors, "good"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, err := rt.Extract(context.Background(), c.lang, "x", []byte(c.src), 5*time.Second)
			if err != nil {
				t.Fatal(err)
			}
			if f.Backend != c.backend {
				t.Errorf("backend %s, want %s (fallback %q)", f.Backend, c.backend, f.Fallback)
			}
			if c.fallback == "" && f.Fallback != "" || c.fallback != "" && !strings.Contains(f.Fallback, c.fallback) {
				t.Errorf("fallback %q, want %q", f.Fallback, c.fallback)
			}
			if f.FallbackCauses != c.causes {
				t.Errorf("fallback causes %b, want %b", f.FallbackCauses, c.causes)
			}
			found := false
			for _, s := range f.Symbols {
				found = found || s.Name == c.def
			}
			if !found {
				t.Errorf("no definition %q", c.def)
			}
		})
	}
	if got := rt.Backends("python", extract.OpDefinitions); len(got) != 2 || got[0] != extract.BackendTreeSitter || got[1] != extract.BackendRegex {
		t.Errorf("python backends %v, want tree-sitter then regex", got)
	}
	if got := rt.Backends("json", extract.OpOutline); len(got) != 1 || got[0] != extract.BackendTreeSitter {
		t.Errorf("json backends %v, want tree-sitter only", got)
	}
}
