package refgraph

import "testing"

// FuzzGoSignature: signatures come from the source as written; reading
// them never panics, and a signature equals itself.
func FuzzGoSignature(f *testing.F) {
	for _, s := range []string{
		"func (f *F) Read(b []byte) (n int, err error)", "Read(p []byte) (int, error)", "func (F) Do(a, b int, c x.Config) error",
		"func (F) Do(f func(a, b int) error, ch <-chan int) (map[string][]*x.T, error)", "func (", "Do(((", "Do(a, b) (", "func (x) f[T any](t T)",
		"Do(…) error", "Do(a ...int)",
	} {
		f.Add(s, s)
	}
	f.Fuzz(func(t *testing.T, method, iface string) {
		sameGoSignature(method, iface)
		if p, r, ok := goSigTypes(iface, false); ok {
			p2, r2, _ := goSigTypes(iface, false)
			if len(p) != len(p2) || len(r) != len(r2) {
				t.Fatalf("%q read twice differently", iface)
			}
		}
	})
}
