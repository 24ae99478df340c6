package output

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// mdOnly is notation of the Markdown legend, which the other formats do
// not use and must not explain.
var mdOnly = []string{"+signature :line", "(→N)", "... +K more"}

// TestSoulMapFocusMarks: the focus files are marked in every format, by
// their encoded path ("a%ff.py" is shown "a%25ff.py"), and each format's
// legend explains its own notation: md its marks, xml its attributes,
// json nothing (a version; the README describes it).
func TestSoulMapFocusMarks(t *testing.T) {
	dir := writeRepo(t, map[string]string{
		"base.py":  "def base():\n    return 1\n",
		"user.py":  "from base import base\n\ndef user():\n    return base()\n",
		"a%ff.py":  "from base import base\n\ndef hashed():\n    return base()\n",
		"other.py": "def other():\n    return 2\n",
	})
	res, g, _ := indexRepo(t, dir)
	render := func(format string, focus []string) string {
		t.Helper()
		var b bytes.Buffer
		if _, err := WriteSoulMap(&b, res, g, MapOptions{Budget: 100000, Format: format, Focus: focus}); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	cases := []struct {
		name  string
		focus []string
		want  []string // marked paths, as shown
	}{
		{"no focus", nil, nil},
		{"one file", []string{"user.py"}, []string{"user.py"}},
		{"encoded path", []string{"a%ff.py", "base.py"}, []string{"a%25ff.py", "base.py"}},
		// A focus file the map does not show (none here) marks nothing.
		{"not shown", []string{"nowhere.py"}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// md: "path: (→N) [focus]", and the legend explains the mark
			// only when the map shows one.
			md := render("md", c.focus)
			var marked []string
			_, body, _ := strings.Cut(md, "## Files by rank\n")
			for _, l := range strings.Split(body, "\n") {
				if p, rest, ok := strings.Cut(l, ": (→"); ok && !strings.HasPrefix(l, " ") {
					if regexp.MustCompile(`^\d+\)(?: [\d.]+%)? \[focus\]`).MatchString(rest) {
						marked = append(marked, p)
					} else if strings.Contains(rest, "[focus]") {
						t.Errorf("md: the mark is not right after (→N) and the rank: %q", l)
					}
				}
			}
			slices.Sort(marked)
			if !slices.Equal(marked, c.want) {
				t.Errorf("md marks %q, want %q\n%s", marked, c.want, md)
			}
			legendLine, _, _ := strings.Cut(strings.TrimPrefix(md, "<soul_map>\n"), "\n")
			if got := strings.Contains(legendLine, "[focus] = a file the map is ranked around"); got != (c.want != nil) {
				t.Errorf("md legend explains [focus]: %v, want %v: %q", got, c.want != nil, legendLine)
			}
			for _, s := range mdOnly {
				if !strings.Contains(legendLine, s) {
					t.Errorf("md legend lacks %q: %q", s, legendLine)
				}
			}

			// xml: focus="true" on exactly the focus files.
			var x struct {
				Legend string `xml:"legend"`
				Files  []struct {
					Path  string `xml:"path,attr"`
					Focus string `xml:"focus,attr"`
				} `xml:"file"`
			}
			raw := render("xml", c.focus)
			if err := xml.Unmarshal([]byte(raw), &x); err != nil {
				t.Fatalf("xml: %v\n%s", err, raw)
			}
			marked = nil
			for _, f := range x.Files {
				switch f.Focus {
				case "true":
					marked = append(marked, f.Path)
				case "":
				default:
					t.Errorf("xml: focus=%q on %s", f.Focus, f.Path)
				}
			}
			slices.Sort(marked)
			if !slices.Equal(marked, c.want) || len(x.Files) != 4 {
				t.Errorf("xml marks %q of %d files, want %q of 4\n%s", marked, len(x.Files), c.want, raw)
			}
			for _, s := range mdOnly {
				if strings.Contains(x.Legend, s) {
					t.Errorf("xml legend carries the Markdown notation %q: %q", s, x.Legend)
				}
			}
			for _, s := range []string{"dependents = ", "line = ", "more = ", "quality = "} {
				if !strings.Contains(x.Legend, s) {
					t.Errorf("xml legend does not explain %q: %q", s, x.Legend)
				}
			}
			if got := strings.Contains(x.Legend, "focus = "); got != (c.want != nil) {
				t.Errorf("xml legend explains focus: %v, want %v", got, c.want != nil)
			}
			if strings.Contains(x.Legend, "callers = ") {
				t.Errorf("xml legend of a map without servers explains callers: %q", x.Legend)
			}

			// json: a version, no legend, "focus": true on the focus files
			// and absent elsewhere.
			raw = render("json", c.focus)
			var js map[string]json.RawMessage
			if err := json.Unmarshal([]byte(raw), &js); err != nil {
				t.Fatalf("json: %v\n%s", err, raw)
			}
			if string(js["version"]) != "2" {
				t.Errorf("json version %s, want 2", js["version"])
			}
			if _, ok := js["legend"]; ok {
				t.Errorf("json carries a legend: %s", js["legend"])
			}
			var files []map[string]any
			if err := json.Unmarshal(js["ranked_files"], &files); err != nil {
				t.Fatal(err)
			}
			marked = nil
			for _, f := range files {
				focus, ok := f["focus"]
				switch {
				case !ok:
				case focus == true:
					marked = append(marked, f["path"].(string))
				default:
					t.Errorf("json: focus %v on %v", focus, f["path"])
				}
			}
			slices.Sort(marked)
			if !slices.Equal(marked, c.want) || len(files) != 4 {
				t.Errorf("json marks %q of %d files, want %q of 4\n%s", marked, len(files), c.want, raw)
			}
		})
	}
}

// TestSoulMapSummaries: a file's own first sentence follows its line in
// md (" — text", explained in the legend only when one is shown), is the
// summary attribute in xml and the summary field in json; a file without
// one has none.
func TestSoulMapSummaries(t *testing.T) {
	dir := writeRepo(t, map[string]string{
		"base.py": "\"\"\"Shared helpers for the app. More words.\"\"\"\n\ndef base():\n    return 1\n",
		"user.py": "from base import base\n\ndef user():\n    return base()\n",
	})
	res, g, _ := indexRepo(t, dir)
	render := func(format string) string {
		t.Helper()
		var b bytes.Buffer
		if _, err := WriteSoulMap(&b, res, g, MapOptions{Budget: 100000, Format: format}); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	md := render("md")
	if !regexp.MustCompile(`\nbase.py: \(→1\)[^\n]* — Shared helpers for the app.\n`).MatchString(md) {
		t.Errorf("md: no summary on base.py's line:\n%s", md)
	}
	if !regexp.MustCompile(`\nuser.py: \(→0\)[^—\n]*\n`).MatchString(md) {
		t.Errorf("md: user.py has no summary, yet its line differs:\n%s", md)
	}
	if legendLine, _, _ := strings.Cut(strings.TrimPrefix(md, "<soul_map>\n"), "\n"); !strings.Contains(legendLine, "— text = ") {
		t.Errorf("md legend does not explain the summary: %q", legendLine)
	}
	if x := render("xml"); !strings.Contains(x, `summary="Shared helpers for the app."`) || !strings.Contains(x, "summary = ") {
		t.Errorf("xml: no summary attribute or legend:\n%s", x)
	}
	var j struct {
		Files []struct {
			Path    string `json:"path"`
			Summary string `json:"summary"`
		} `json:"ranked_files"`
	}
	if err := json.Unmarshal([]byte(render("json")), &j); err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, f := range j.Files {
		got[f.Path] = f.Summary
	}
	if got["base.py"] != "Shared helpers for the app." || got["user.py"] != "" {
		t.Errorf("json summaries = %q", got)
	}
}
