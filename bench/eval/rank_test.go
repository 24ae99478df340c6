package eval

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func TestReadRank(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		name, text string
		want       []string
	}{
		{"graph.json", `{"files": [{"path": "b.go", "rank": 0.5}, {"path": "a.go"}]}`, []string{"b.go", "a.go"}},
		{"rank.txt", "# best first\nb.go\n\n  a.go  \n", []string{"b.go", "a.go"}},
	}
	for _, c := range cases {
		p := filepath.Join(dir, c.name)
		if err := os.WriteFile(p, []byte(c.text), 0o644); err != nil {
			t.Fatal(err)
		}
		got, err := ReadRank(p)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
	if _, err := ReadRank(filepath.Join(dir, "missing.json")); err == nil {
		t.Error("a missing ranking read without error")
	}
}
