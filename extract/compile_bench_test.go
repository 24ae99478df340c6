package extract

import (
	"testing"

	"github.com/soulindex/soulindex/langs"
)

// BenchmarkCompileQuery measures each language's query compilation: a
// fixed cost of every run that parses a file of that language, so it
// bounds how fast a warm run with one edited file can be.
//
//	go test -run '^$' -bench CompileQuery ./extract
func BenchmarkCompileQuery(b *testing.B) {
	for _, l := range langs.MustNew().Languages() {
		if !l.HasGrammar() || l.Query() == "" {
			continue
		}
		b.Run(l.ID, func(b *testing.B) {
			g, err := newCGrammar(l.GrammarPtr())
			if err != nil {
				b.Fatal(err)
			}
			defer g.close()
			for b.Loop() {
				q, err := newCQuery(g, l.Query())
				if err != nil {
					b.Fatal(err)
				}
				q.close()
			}
		})
		// The patterns a host adds to the code injected in it, per
		// injected language.
		for _, in := range l.Injects {
			text := l.InjectedQuery(in)
			if text == "" {
				continue
			}
			b.Run(l.ID+".injected."+in, func(b *testing.B) {
				g, err := newCGrammar(langs.MustNew().ByID(in).GrammarPtr())
				if err != nil {
					b.Fatal(err)
				}
				defer g.close()
				for b.Loop() {
					q, err := newCQuery(g, text)
					if err != nil {
						b.Fatal(err)
					}
					q.close()
				}
			})
		}
	}
}
