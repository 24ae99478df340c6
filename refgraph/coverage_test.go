package refgraph

import (
	"testing"

	"github.com/soulindex/soulindex/langs"
)

// TestEveryLanguageHasImportStyle: every language of the registry has an
// import resolution decided in importStyleOf, so a new language does not
// silently fall to relative paths.
func TestEveryLanguageHasImportStyle(t *testing.T) {
	for _, l := range langs.MustNew().Languages() {
		if importStyleOf(l.ID) == importUndecided {
			t.Errorf("%s: no import style in importStyleOf", l.ID)
		}
	}
}
