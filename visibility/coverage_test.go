package visibility

import (
	"testing"

	"github.com/soulindex/soulindex/langs"
)

// TestEveryLanguageIsDecided: every language of the registry has a rule or
// a stated reason to be all public, so a new language is not silently
// treated as public.
func TestEveryLanguageIsDecided(t *testing.T) {
	for _, l := range langs.MustNew().Languages() {
		_, ruled := rules[l.ID]
		_, open := allPublic[l.ID]
		if ruled == open {
			t.Errorf("%s: want exactly one of a rule or an allPublic reason (rule %v, allPublic %v)", l.ID, ruled, open)
		}
	}
}
