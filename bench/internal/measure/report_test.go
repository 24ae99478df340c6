package measure

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// TestWriteReport: the Markdown and the JSON land side by side in a
// directory made for them.
func TestWriteReport(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out", "deep")
	if err := WriteReport(dir, "x", []byte("# x\n"), map[string]int{"a": 1}); err != nil {
		t.Fatal(err)
	}
	md, err := os.ReadFile(filepath.Join(dir, "x.md"))
	if err != nil || string(md) != "# x\n" {
		t.Errorf("x.md = %q, %v", md, err)
	}
	js, err := os.ReadFile(filepath.Join(dir, "x.json"))
	var got map[string]int
	if err != nil || json.Unmarshal(js, &got) != nil || got["a"] != 1 || js[len(js)-1] != '\n' {
		t.Errorf("x.json = %q, %v", js, err)
	}
}
