package output

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// TestSoulMapIndex: a map without focus names, past the files it shows
// with lines, as many more files as its index share holds, one line each
// with the names of their best definitions at their lines; a big file's
// private helpers are named after its public definitions, those its own
// code uses most first; a focused map spends on its focus and has no
// index. Before the index, the 60 small packages below took the whole
// budget with lines and most of them were not listed at all.
func TestSoulMapIndex(t *testing.T) {
	repo := map[string]string{"go.mod": "module example.com/m\n\ngo 1.22\n"}
	for i := range 60 {
		repo[fmt.Sprintf("p%02d/p.go", i)] = fmt.Sprintf(`package p%02d

// Open%02d opens it.
func Open%02d(name string, flags int, mode uint32) (*Handle%02d, error) { return nil, nil }

// Handle%02d is what Open%02d returns.
type Handle%02d struct{ fd int }

// Close closes it.
func (h *Handle%02d) Close() error { return h.flush() }

func (h *Handle%02d) flush() error { return h.sync() }

func (h *Handle%02d) sync() error { return nil }

func (h *Handle%02d) Read(p []byte) (int, error) { h.flush(); h.flush(); return 0, h.sync() }
`, i, i, i, i, i, i, i, i, i, i, i)
	}
	dir := writeRepo(t, repo)
	res, g, _ := indexRepo(t, dir)
	render := func(opts MapOptions) (string, MapResult) {
		t.Helper()
		var b bytes.Buffer
		r, err := WriteSoulMap(&b, res, g, opts)
		if err != nil {
			t.Fatal(err)
		}
		return b.String(), r
	}
	md, r := render(MapOptions{Budget: 1500})
	if r.Tokens > 1500 {
		t.Fatalf("%d tokens of 1500", r.Tokens)
	}
	_, index, ok := strings.Cut(md, "## More files\n")
	if !ok {
		t.Fatalf("no index:\n%s", md)
	}
	index, _, _ = strings.Cut(index, "</soul_map>")
	lines := strings.Split(strings.TrimSuffix(index, "\n"), "\n")
	if len(lines) < 10 {
		t.Errorf("the index names %d files, want at least 10:\n%s", len(lines), md)
	}
	ranked := strings.Count(md, ".go: (→")
	if !strings.Contains(md, fmt.Sprintf("the %d best-ranked shown, %d more named;", ranked, len(lines))) {
		t.Errorf("the counts line does not say %d shown and %d named:\n%s", ranked, len(lines), md)
	}
	for _, l := range lines {
		path, names, ok := strings.Cut(l, ": ")
		if !ok || strings.Contains(l, "(→") || strings.Contains(names, ":") {
			t.Errorf("index line %q is not path: names", l)
			continue
		}
		src := repo[path]
		if src == "" {
			t.Errorf("index line %q names no file of the repository", l)
			continue
		}
		for _, name := range strings.Split(names, ", ") {
			if !strings.HasPrefix(name, "+") && !strings.Contains(src, name) {
				t.Errorf("%s: %s is no name of the file", path, name)
			}
		}
	}
	// The structured formats carry the index's lines: every name is at
	// its line.
	js, _ := render(MapOptions{Budget: 1500, Format: "json"})
	var jm jsonMap
	if err := json.Unmarshal([]byte(js), &jm); err != nil {
		t.Fatal(err)
	}
	// json spends more tokens per name: it names fewer files.
	if jm.Named == 0 || jm.Named > len(lines) || len(jm.Files) != jm.Shown+jm.Named {
		t.Errorf("json: %d shown and %d named of %d files, md named %d", jm.Shown, jm.Named, len(jm.Files), len(lines))
	}
	for _, f := range jm.Files {
		if !f.NamesOnly {
			continue
		}
		srcLines := strings.Split(repo[f.Path], "\n")
		if len(f.MoreLines) != len(f.MoreNames) {
			t.Errorf("%s: %d names, %d lines", f.Path, len(f.MoreNames), len(f.MoreLines))
			continue
		}
		for k, name := range f.MoreNames {
			n := f.MoreLines[k]
			if n < 1 || n > len(srcLines) || !strings.Contains(srcLines[n-1], name) {
				t.Errorf("%s: %s is not at line %d", f.Path, name, n)
			}
		}
	}
	// The public API leads each line; with room for more names, the
	// private helpers follow, the most used (flush) first.
	big, _ := render(MapOptions{Budget: 16000})
	_, bigIndex, _ := strings.Cut(big, "## More files\n")
	if bigIndex == "" {
		// At 16,000 tokens everything may fit as lines: the names are on
		// the files' left-outs lines then.
		bigIndex = big
	}
	if !strings.Contains(big, "flush") {
		t.Errorf("no private helper named at 16,000 tokens:\n%s", big)
	}
	for _, l := range strings.Split(bigIndex, "\n") {
		f, s := strings.Index(l, "flush"), strings.Index(l, "sync")
		if f >= 0 && s >= 0 && s < f {
			t.Errorf("sync (used twice) named before flush (used three times): %q", l)
		}
		if o := strings.Index(l, "Open"); f >= 0 && o > f {
			t.Errorf("a private helper named before the public API: %q", l)
		}
	}
	focused, _ := render(MapOptions{Budget: 1500, Focus: []string{"p07/p.go"}})
	if strings.Contains(focused, "## More files") {
		t.Errorf("a focused map has an index:\n%s", focused)
	}
}
