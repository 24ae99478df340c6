package output

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// TestSoulMapGlobalSelection: definitions are chosen across the whole
// repository. Twelve small modules each define one function that other
// files use; bulk.py defines 150 that nothing uses, and _helpers.py a
// private one that three files use. At 1,000 tokens every used definition
// shows, each under its file, and bulk.py shows at most a few of its own;
// at 300 tokens the most used still do, ahead of everything unused.
func TestSoulMapGlobalSelection(t *testing.T) {
	repo := map[string]string{"_helpers.py": "def _shared():\n    return 0\n"}
	var bulk strings.Builder
	for i := 0; i < 150; i++ {
		fmt.Fprintf(&bulk, "def unused_%02d(x):\n    return x\n\n", i)
	}
	repo["bulk.py"] = bulk.String()
	for i := 0; i < 12; i++ {
		repo[fmt.Sprintf("m%02d.py", i)] = fmt.Sprintf("def f%02d():\n    return %d\n", i, i)
		// f00 is used by 4 files, f01 by 3, …: distinct use counts.
		for u := 0; u < 4-min(i, 3); u++ {
			name := fmt.Sprintf("u%02d_%d.py", i, u)
			src := fmt.Sprintf("from m%02d import f%02d\n", i, i)
			if u < 3 && i == 0 {
				src += "from _helpers import _shared\n"
			}
			repo[name] = src + fmt.Sprintf("\ndef user_%02d_%d():\n    return f%02d()\n", i, u, i)
		}
	}
	dir := writeRepo(t, repo)
	res, g, _ := indexRepo(t, dir)
	render := func(budget int) string {
		t.Helper()
		var b bytes.Buffer
		if err := WriteSoulMap(&b, res, g, MapOptions{Budget: budget}); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	shown := func(md string) map[string][]string {
		out := map[string][]string{}
		_, body, _ := strings.Cut(md, "## Files by rank\n")
		file := ""
		for _, l := range strings.Split(body, "\n") {
			switch {
			case strings.HasPrefix(l, "  +"):
				out[file] = append(out[file], strings.TrimPrefix(l, "  +"))
			case l != "" && !strings.HasPrefix(l, " ") && strings.Contains(l, ": (→"):
				file, _, _ = strings.Cut(l, ": (→")
			}
		}
		return out
	}
	md := render(1000)
	got := shown(md)
	for i := 0; i < 12; i++ {
		f := fmt.Sprintf("m%02d.py", i)
		if len(got[f]) != 1 || !strings.HasPrefix(got[f][0], fmt.Sprintf("def f%02d()", i)) {
			t.Errorf("1000 tokens: %s shows %q, want its used function", f, got[f])
		}
	}
	if len(got["_helpers.py"]) != 1 {
		t.Errorf("1000 tokens: the private _shared, used by 3 files, is not shown: %q", got["_helpers.py"])
	}
	// Unused definitions fall off fast within a file: bulk.py does not
	// crowd out the other files' unused functions (at 600 tokens, where
	// not everything fits).
	mid := shown(render(600))
	users := 0
	for f := range mid {
		if strings.HasPrefix(f, "u") {
			users++
		}
	}
	if n := len(mid["bulk.py"]); n > 4 && users < 18 {
		t.Errorf("600 tokens: bulk.py shows %d unused definitions while %d of 18 user files show:\n%s", n, users, render(600))
	}
	if users == 18 {
		t.Errorf("600 tokens: every file fits, so the test shows nothing about unused definitions")
	}
	small := shown(render(300))
	if len(small["m00.py"]) != 1 {
		t.Errorf("300 tokens: the most used definition (f00, 4 files) is missing:\n%s", render(300))
	}
	if len(small["bulk.py"]) > 0 && len(small["m11.py"]) == 0 {
		t.Errorf("300 tokens: an unused definition shows before a used one:\n%s", render(300))
	}
}
