package pipeline

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestWriteIgnore: the output directory's .gitignore is written when
// missing (in DIR/.soulindex, or an --out holding only soulindex's
// entries) and rewritten while it is soulindex's own; a file of the
// user's, a link, an --out holding the user's files and an --out that is
// DIR itself are left alone.
func TestWriteIgnore(t *testing.T) {
	tests := []struct {
		name   string
		out    string            // relative to the indexed directory; "" is DIR itself
		before map[string]string // files in the output directory first
		link   bool              // .gitignore is a link to a file of the user's
		want   string            // the .gitignore after ("": none)
	}{
		{"default, missing", ".soulindex", nil, false, ignoreText("json")},
		{"default, with outputs", ".soulindex", map[string]string{"index.scip": "x", "cache/outlines.bin": "x"}, false, ignoreText("json")},
		{"ours, of another format", ".soulindex", map[string]string{ignoreName: ignoreText("md")}, false, ignoreText("json")},
		{"the user's", ".soulindex", map[string]string{ignoreName: "index.scip\n"}, false, "index.scip\n"},
		{"a link", ".soulindex", nil, true, "theirs\n"},
		{"--out of ours only", "out", map[string]string{".soulindex-out": "", "lock": "", "soulmap.md": "x"}, false, ignoreText("json")},
		{"--out holding the user's files", "out", map[string]string{".soulindex-out": "", "notes.txt": "mine"}, false, ""},
		{"--out is DIR", "", map[string]string{".soulindex-out": ""}, false, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			out := filepath.Join(dir, tc.out)
			if err := os.MkdirAll(out, 0o755); err != nil {
				t.Fatal(err)
			}
			for n, data := range tc.before {
				p := filepath.Join(out, n)
				if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if tc.link {
				theirs := filepath.Join(t.TempDir(), "theirs")
				if err := os.WriteFile(theirs, []byte("theirs\n"), 0o644); err != nil {
					t.Fatal(err)
				}
				if err := os.Symlink(theirs, filepath.Join(out, ignoreName)); err != nil {
					t.Fatal(err)
				}
			}
			if err := writeIgnore(context.Background(), dir, out, "json"); err != nil {
				t.Fatal(err)
			}
			b, err := os.ReadFile(filepath.Join(out, ignoreName))
			switch {
			case tc.want == "" && !errors.Is(err, fs.ErrNotExist):
				t.Errorf("a .gitignore was written: %q, %v", b, err)
			case tc.want != "" && string(b) != tc.want:
				t.Errorf(".gitignore is %q (%v), want %q", b, err, tc.want)
			}
			if tc.link {
				if fi, err := os.Lstat(filepath.Join(out, ignoreName)); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
					t.Errorf("the link was replaced: %v", err)
				}
			}
		})
	}
}

// TestIgnoreTextDocumented: docs/ci.md shows the .gitignore index
// writes, as it writes it, and it keeps only the map.
func TestIgnoreTextDocumented(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "docs", "ci.md"))
	if err != nil {
		t.Fatal(err)
	}
	text := ignoreText("md")
	if !strings.Contains(string(doc), "```\n"+text+"```\n") {
		t.Errorf("docs/ci.md does not show the .gitignore index writes:\n%s", text)
	}
	if !strings.HasSuffix(text, "\n*\n!soulmap.md\n") {
		t.Errorf("the .gitignore does not ignore all but the map:\n%s", text)
	}
	if !ownEntry(ignoreName) || slices.Contains(ownExcludes(".", "."), ignoreName) {
		t.Errorf("%s: accepted as ours %v; left out of the listing of DIR as --out %v, want only the first",
			ignoreName, ownEntry(ignoreName), slices.Contains(ownExcludes(".", "."), ignoreName))
	}
}
