package pipeline

import (
	"strconv"
	"strings"
	"testing"
)

func TestStaleReason(t *testing.T) {
	head := "<soul_map>\nlegend\n2 files indexed; the 2 best-ranked shown.\n## Files by rank\n"
	a := "a.go: (→1)\n  +func A() :3\n"
	b := "b.go: (→0)\n  +func B() :3\n"
	tests := []struct {
		name, old, now, want string
	}{
		{"one entry", head + a + b + "</soul_map>\n", head + a + "b.go: (→0)\n  +func B() int :3\n</soul_map>\n", "1 file changed (b.go)"},
		{"line shift", head + a + b + "</soul_map>\n", head + a + "b.go: (→0)\n  +func B() :4\n</soul_map>\n", "1 file changed (b.go: only line numbers moved)"},
		{"rank shares moved alone", head + "a.go: (→1) 60%\n  +func A() :3\n" + "b.go: (→0) 40%\n  +func B() :3\n</soul_map>\n",
			head + "a.go: (→1) 55.5%\n  +func A() :3\n" + "b.go: (→0) 44.5%\n  +func B() :4\n</soul_map>\n", "1 file changed (b.go: only line numbers moved)"},
		{"line shift beside a callers badge", head + "a.go: (→1)\n  +func A() :3 [b.B↑]\n</soul_map>\n", head + "a.go: (→1)\n  +func A() :9 [b.B↑]\n</soul_map>\n", "1 file changed (a.go: only line numbers moved)"},
		{"line shift and a change", head + a + b + "</soul_map>\n", head + "a.go: (→1)\n  +func A() :4\n" + "b.go: (→0)\n  +func B2() :3\n</soul_map>\n", "2 files changed (a.go, b.go; in 1 of them only line numbers moved)"},
		{"added and removed", head + a + "</soul_map>\n", head + b + "</soul_map>\n", "2 files changed"},
		{"order", head + a + b + "</soul_map>\n", head + b + a + "</soul_map>\n", "the files' ranking changed"},
		{"summary", head + a + "</soul_map>\n", strings.Replace(head, "2 files", "3 files", 1) + a + "</soul_map>\n", "its summary changed"},
		{"hand edited", "notes\n", head + a + "</soul_map>\n", "not a md Soul Map"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := staleReason("md", []byte(tt.old), []byte(tt.now)); !strings.HasPrefix(got, tt.want) && !strings.Contains(got, tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// TestStaleReasonLineShift: an entry whose definitions only moved is told
// apart from a changed one in the XML and JSON maps too.
func TestStaleReasonLineShift(t *testing.T) {
	// As output writes them (version 2): a definition's first and last
	// lines both move.
	xml := func(line, sig string) string {
		n, _ := strconv.Atoi(line)
		return "<soul_map files=\"1\" shown=\"1\" tokens=\"90\" budget=\"4000\">\n<legend>…</legend>\n<entry_points>\n<entry path=\"b.go\" role=\"main\"/>\n</entry_points>\n" +
			"<file path=\"a.go\" dependents=\"0\" rank=\"3.1\">\n<user>b.go</user>\n" +
			"<def name=\"A\" kind=\"function\" exported=\"true\" line=\"" + line + "\" end_line=\"" + strconv.Itoa(n+2) + "\" sig=\"" + sig + "\"/>\n</file>\n</soul_map>\n"
	}
	js := func(line, sig string) string {
		n, _ := strconv.Atoi(line)
		return `{"version":2,"files":1,"ranked_files":[{"path":"a.go","dependents":0,"rank":3.1,"symbols":[{"name":"A","kind":"function","exported":true,"signature":"` +
			sig + `","line":` + line + `,"end_line":` + strconv.Itoa(n+2) + `}]}]}`
	}
	md := func(line, sig string) string {
		return "<soul_map>\nlegend\n1 files indexed; the 1 best-ranked shown; 90 of 4,000 tokens.\n## Files by rank\n" +
			"a.go: (→1) 3.1% ← b.go, +2\n  +" + sig + " :" + line + "\n  ... +3 more: B, C, …\n</soul_map>\n"
	}
	tests := []struct {
		format, old, now, want string
	}{
		{"xml", xml("3", "func A()"), xml("4", "func A()"), "1 file changed (a.go: only line numbers moved)"},
		{"xml", xml("3", "func A()"), xml("4", "func A() int"), "1 file changed (a.go)"},
		{"json", js("3", "func A()"), js("4", "func A()"), "1 file changed (a.go: only line numbers moved)"},
		{"json", js("3", "func A()"), js("4", "func A() int"), "1 file changed (a.go)"},
		{"md", md("3", "func A()"), md("4", "func A()"), "1 file changed (a.go: only line numbers moved)"},
		{"md", md("3", "func A()"), md("4", "func A() int"), "1 file changed (a.go)"},
	}
	for _, tt := range tests {
		if got := staleReason(tt.format, []byte(tt.old), []byte(tt.now)); got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.format, got, tt.want)
		}
	}
}

func FuzzMapEntries(f *testing.F) {
	f.Add("md", []byte("<soul_map>\n## Files by rank\na.go: (→1)\n  +f :1\n</soul_map>\n"))
	f.Add("xml", []byte("<soul_map files=\"1\">\n<file path=\"a&amp;b\" dependents=\"0\">\n</file>\n</soul_map>\n"))
	f.Add("json", []byte(`{"ranked_files":[{"path":"a.go"},{"path":3}]}`))
	f.Fuzz(func(t *testing.T, format string, data []byte) {
		entries, ok := mapEntries(format, data)
		if !ok && len(entries) > 0 {
			t.Errorf("entries %v from an input that is not a map", entries)
		}
		staleReason(format, data, data)
	})
}
